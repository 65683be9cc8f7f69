/// OKLab in polar form: lightness `L` (0…1), chroma `C` (≥ 0, about 0.37 at the edge of sRGB) and
/// hue `h` in degrees (0 ..< 360).
///
/// For achromatic colors (C below 1e-6, e.g. #FFFFFF, whose Ottosson chroma is ~4e-8) the hue is
/// meaningless ("powerless" in CSS Color 4); it is reported as 0 so values stay Hashable.
/// `rgba` reduces chroma at constant L and h until the color fits sRGB (CSS Color 4 algorithm).
public struct OKLCH: Sendable, Hashable, Codable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var L: Double
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var C: Double
    public var h: Double
    public var alpha: Double

    /// Chroma below which the hue is treated as powerless.
    public static let achromaticThreshold = 1e-6

    public init(L: Double, C: Double, h: Double, alpha: Double = 1) {
        self.L = L
        self.C = C
        self.h = h
        self.alpha = alpha
    }

    public init(_ lab: OKLab) {
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let hue =
            chroma < Self.achromaticThreshold
            ? 0 : Elementary.normalizedHue(Elementary.degrees(fromRadians: Elementary.atan2(lab.b, lab.a)))
        self.init(L: lab.L, C: chroma, h: hue, alpha: lab.alpha)
    }

    /// From a gamma-encoded sRGB color; alpha is carried over unchanged.
    public init(_ rgba: RGBA) {
        self.init(OKLab(rgba))
    }

    public var oklab: OKLab {
        let radians = Elementary.radians(fromDegrees: h)
        return OKLab(L: L, a: C * Elementary.cos(radians), b: C * Elementary.sin(radians), alpha: alpha)
    }

    /// The nearest displayable sRGB color (gamut-mapped, then clamped); not rounded to 8 bits.
    public var rgba: RGBA {
        GamutMapping.rgba(from: self)
    }
}
