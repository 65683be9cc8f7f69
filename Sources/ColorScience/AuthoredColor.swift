/// A color as the author wrote it in a space wider than (or other than) sRGB: the DTCG color
/// space, its three components and alpha, kept next to the gamut-mapped sRGB value (`RGBA`)
/// that contrast, compositing and every rule use.
///
/// Only DTCG color objects in a space that is not an sRGB notation are kept: `srgb`, `hsl`,
/// `hwb` and `srgb-linear` describe sRGB itself, so their mapped `RGBA` is the color. Outputs
/// that can carry a wide color print `cssText` (CSS Color 4) or `displayP3` (Apple, Flutter,
/// Android); the others print the sRGB value.
///
/// A final class with constant fields: `ResolvedValue` holds one per token value, and a reference
/// keeps every other value (nearly all of them sRGB) as small as without it.
public final class AuthoredColor: Sendable, Hashable {
    /// The DTCG 2025.10 spaces outside the sRGB notations.
    public enum Space: String, Sendable, Hashable, CaseIterable {
        case displayP3 = "display-p3"
        case a98RGB = "a98-rgb"
        case prophotoRGB = "prophoto-rgb"
        case rec2020
        case xyzD65 = "xyz-d65"
        case xyzD50 = "xyz-d50"
        case lab, lch, oklab, oklch
    }

    public let space: Space
    /// As written (DTCG's "none" read as 0), not clamped.
    public let components: SIMD3<Double>
    public let alpha: Double
    /// Display P3 components (gamma-encoded, 0…1): the authored components for `display-p3`
    /// (clamped), otherwise the color converted to P3 and, when outside P3, chroma-reduced in
    /// OKLCH until it fits (the same method as the sRGB gamut mapping).
    public let displayP3: SIMD3<Double>
    /// True when the color converted to sRGB lies within sRGB (no gamut mapping was needed).
    public let isInsideSRGB: Bool

    /// The authored color of a DTCG color object, or nil when `colorSpace` is an sRGB notation
    /// (or unknown) or a component is not finite.
    public static func == (lhs: AuthoredColor, rhs: AuthoredColor) -> Bool {
        lhs === rhs || (lhs.space == rhs.space && lhs.components == rhs.components && lhs.alpha == rhs.alpha)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(components)
        hasher.combine(alpha)
    }

    public init?(colorSpace: String, components: [Double], alpha: Double) {
        // sRGB, the space nearly every color is written in, is no authored space: answered
        // before lowercasing the name (an allocation) and matching it against every case.
        if colorSpace == "srgb" { return nil }
        let lowercased = colorSpace.lowercased()
        let spaceName = lowercased == "xyz" ? "xyz-d65" : lowercased
        guard let space = Space(rawValue: spaceName), components.count == 3, components.allSatisfy(\.isFinite), alpha.isFinite else {
            return nil
        }
        let c = SIMD3(components[0], components[1], components[2])
        guard let linear = Self.linearSRGB(space: space, c), linear.x.isFinite, linear.y.isFinite, linear.z.isFinite else { return nil }
        self.space = space
        self.components = c
        self.alpha = Elementary.clamp(alpha)
        let encoded = SRGBTransfer.encode(linear)
        let slack = GamutMapping.gamutSlack
        isInsideSRGB = (-slack...(1 + slack)).contains(encoded.x) && (-slack...(1 + slack)).contains(encoded.y)
            && (-slack...(1 + slack)).contains(encoded.z)
        if space == .displayP3 {
            displayP3 = SIMD3(Elementary.clamp(c.x), Elementary.clamp(c.y), Elementary.clamp(c.z))
        } else {
            displayP3 = Self.displayP3(fromLinearSRGB: linear)
        }
    }

    /// Whether a platform that knows only sRGB and Display P3 (Apple, Flutter, Android) should
    /// print this color in Display P3: when it was written in display-p3, or when it lies
    /// outside sRGB (a rec2020 or lab color inside sRGB keeps its exact sRGB value there).
    public var prefersDisplayP3: Bool { space == .displayP3 || !isInsideSRGB }

    /// Linear-light sRGB (unbounded) of `c` in `space`.
    static func linearSRGB(space: Space, _ c: SIMD3<Double>) -> SIMD3<Double>? {
        switch space {
        case .displayP3:
            let linearP3 = SIMD3(SRGBTransfer.decode(c.x), SRGBTransfer.decode(c.y), SRGBTransfer.decode(c.z))
            return ColorSyntax.linearSRGBFromLinearP3.apply(linearP3)
        case .oklab:
            return OKLab(L: c.x, a: c.y, b: c.z).linearSRGB
        case .oklch:
            let radians = Elementary.normalizedHue(c.z) * Double.pi / 180
            let chroma = max(0, c.y)
            return OKLab(L: c.x, a: chroma * Elementary.cos(radians), b: chroma * Elementary.sin(radians)).linearSRGB
        default:
            return DTCGColorSpaces.linearSRGB(space: space.rawValue, c)
        }
    }

    /// Gamma-encoded Display P3 of a linear sRGB color; outside P3, chroma is reduced at constant
    /// OKLCH lightness and hue (binary search) until the color fits, then clipped.
    static func displayP3(fromLinearSRGB linear: SIMD3<Double>) -> SIMD3<Double> {
        func encodedP3(_ linearSRGB: SIMD3<Double>) -> SIMD3<Double> {
            let p3 = linearP3FromLinearSRGB.apply(linearSRGB)
            return SIMD3(SRGBTransfer.encode(p3.x), SRGBTransfer.encode(p3.y), SRGBTransfer.encode(p3.z))
        }
        func inP3(_ encoded: SIMD3<Double>) -> Bool {
            let slack = GamutMapping.gamutSlack
            return (-slack...(1 + slack)).contains(encoded.x) && (-slack...(1 + slack)).contains(encoded.y)
                && (-slack...(1 + slack)).contains(encoded.z)
        }
        func clip(_ value: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(Elementary.clamp(value.x), Elementary.clamp(value.y), Elementary.clamp(value.z))
        }
        let direct = encodedP3(linear)
        if inP3(direct) { return clip(direct) }
        let origin = OKLCH(OKLab(linearSRGB: linear))
        if origin.L >= 1 { return SIMD3(1, 1, 1) }
        if origin.L <= 0 { return SIMD3(0, 0, 0) }
        var low = 0.0
        var high = origin.C
        var probe = origin
        while high - low > GamutMapping.searchEpsilon {
            probe.C = (low + high) / 2
            if inP3(encodedP3(probe.oklab.linearSRGB)) { low = probe.C } else { high = probe.C }
        }
        probe.C = low
        return clip(encodedP3(probe.oklab.linearSRGB))
    }

    // swift-format-ignore: GroupNumericLiterals
    // CSS Color 4: lin_sRGB_to_XYZ, then XYZ_to_lin_P3 (both D65).
    static let xyzFromLinearSRGB = Matrix3(
        SIMD3(506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        SIMD3(87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        SIMD3(7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270))
    // swift-format-ignore: GroupNumericLiterals
    static let linearP3FromXYZ = Matrix3(
        SIMD3(446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915),
        SIMD3(-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905),
        SIMD3(11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415))
    static let linearP3FromLinearSRGB = linearP3FromXYZ * xyzFromLinearSRGB

    /// The CSS Color 4 notation of the authored color: `color(display-p3 r g b)`, `lab(L a b)`,
    /// `oklch(L C H)`, …, with ` / alpha` when not opaque. Numbers are printed with at most six
    /// decimals and no trailing zeros, so the text is the same on every build.
    public var cssText: String {
        let (x, y, z) = (Self.number(components.x), Self.number(components.y), Self.number(components.z))
        let body: String
        switch space {
        case .lab: body = "lab(\(x) \(y) \(z)"
        case .lch: body = "lch(\(x) \(y) \(z)"
        case .oklab: body = "oklab(\(x) \(y) \(z)"
        case .oklch: body = "oklch(\(x) \(y) \(z)"
        default: body = "color(\(space.rawValue) \(x) \(y) \(z)"
        }
        return alpha >= 1 ? body + ")" : body + " / \(Self.number(alpha)))"
    }

    /// `value` with at most six decimals, no trailing zeros, no "-0".
    public static func number(_ value: Double, decimals: Int = 6) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") {
            // Tiny or huge values: spell them out with the fixed number of decimals.
            let sign = rounded < 0 ? "-" : ""
            let magnitude = abs(rounded)
            let whole = Int(magnitude)
            let fraction = Int(((magnitude - Double(whole)) * scale).rounded())
            var digits = String(fraction)
            while digits.count < decimals { digits = "0" + digits }
            while digits.hasSuffix("0") { digits.removeLast() }
            text = sign + String(whole) + (digits.isEmpty ? "" : "." + digits)
        }
        return text
    }
}
