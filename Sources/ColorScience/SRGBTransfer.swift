/// The sRGB transfer function (IEC 61966-2-1), shared by WCAG, OKLab, CVD and gamut mapping.
///
/// Thresholds are the ones WCAG 2.2 now states (0.04045 on the way in, 0.0031308 on the way
/// out); older WCAG text said 0.03928, which no 8-bit value can tell apart. Both directions are
/// extended sign-symmetrically (as CSS Color 4 does) so out-of-gamut intermediates survive a round
/// trip before gamut mapping clips them.
enum SRGBTransfer {
    /// Gamma-encoded → linear light.
    @inline(__always) static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : Elementary.pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Linear light → gamma-encoded.
    @inline(__always) static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * Elementary.pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    static func decode(_ color: RGBA) -> SIMD3<Double> {
        SIMD3(decode(color.red), decode(color.green), decode(color.blue))
    }

    /// Encodes without clamping; callers clamp or gamut-map.
    static func encode(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(encode(linear.x), encode(linear.y), encode(linear.z))
    }
}
