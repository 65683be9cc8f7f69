/// CSS Color 4 gamut mapping into sRGB (https://www.w3.org/TR/css-color-4/#binsearch): binary
/// search on OKLCH chroma at constant lightness and hue, accepting a clipped color once it is
/// within one just-noticeable difference (deltaEOK 0.02) of the unclipped one.
///
/// One deviation: when the search ends, the result is the clip of the lower chroma bound (in
/// gamut or within the JND) rather than of the last probe, which the spec text leaves possibly
/// further than the JND.
enum GamutMapping {
    static let justNoticeable = 0.02
    static let searchEpsilon = 0.0001
    /// Slack for "in gamut": Ottosson's 10-digit matrices return #FFFFFF as 1.0000000003.
    static let gamutSlack = 1e-7

    static func rgba(from lch: OKLCH) -> RGBA {
        let alpha = Elementary.clamp(lch.alpha)
        guard lch.L.isFinite, lch.C.isFinite else { return RGBA(red: 0, green: 0, blue: 0, alpha: alpha) }
        if lch.L >= 1 { return RGBA(red: 1, green: 1, blue: 1, alpha: alpha) }
        if lch.L <= 0 { return RGBA(red: 0, green: 0, blue: 0, alpha: alpha) }
        let origin = OKLCH(L: lch.L, C: max(0, lch.C), h: lch.h, alpha: alpha)
        let encoded = origin.oklab.encodedSRGB
        if inGamut(encoded) { return clipped(encoded, alpha: alpha) }

        func clipDistance(_ current: OKLCH) -> (RGBA, Double) {
            let clip = clipped(current.oklab.encodedSRGB, alpha: alpha)
            return (clip, OKLab(clip).distance(to: current.oklab))
        }

        var current = origin
        let (firstClip, firstDistance) = clipDistance(current)
        if firstDistance < justNoticeable { return firstClip }

        var low = 0.0
        var high = origin.C
        var lowInGamut = true
        while high - low > searchEpsilon {
            let chroma = (low + high) / 2
            current.C = chroma
            if lowInGamut && inGamut(current.oklab.encodedSRGB) {
                low = chroma
                continue
            }
            let (clip, distance) = clipDistance(current)
            if distance < justNoticeable {
                if justNoticeable - distance < searchEpsilon { return clip }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        current.C = low
        return clipped(current.oklab.encodedSRGB, alpha: alpha)
    }

    /// Linear-light sRGB that may be out of gamut (Display P3, srgb-linear beyond 0…1).
    static func rgba(fromLinearSRGB linear: SIMD3<Double>, alpha: Double) -> RGBA {
        let encoded = SRGBTransfer.encode(linear)
        if inGamut(encoded) { return clipped(encoded, alpha: Elementary.clamp(alpha)) }
        return rgba(from: OKLCH(OKLab(linearSRGB: linear, alpha: alpha)))
    }

    static func inGamut(_ encoded: SIMD3<Double>) -> Bool {
        let low = -gamutSlack
        let high = 1 + gamutSlack
        return encoded.x >= low && encoded.x <= high && encoded.y >= low && encoded.y <= high
            && encoded.z >= low && encoded.z <= high
    }

    static func clipped(_ encoded: SIMD3<Double>, alpha: Double) -> RGBA {
        RGBA(
            red: Elementary.clamp(encoded.x), green: Elementary.clamp(encoded.y),
            blue: Elementary.clamp(encoded.z), alpha: alpha)
    }
}
