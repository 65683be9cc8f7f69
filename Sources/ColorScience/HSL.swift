/// HSL → sRGB as CSS Color 4 defines it (`hslToRgb`), shared by `hsl()` and DTCG "hsl".
enum HSL {
    /// Hue in degrees (any value; wrapped), saturation and lightness as fractions (clamped to
    /// 0…1). Returns gamma-encoded sRGB, already within 0…1.
    static func toSRGB(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
        let hue = Elementary.normalizedHue(hue)
        let saturation = Elementary.clamp(saturation)
        let lightness = Elementary.clamp(lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }
}
