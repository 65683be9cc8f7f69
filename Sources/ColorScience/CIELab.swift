/// CIE 1976 L*a*b* relative to D65 (no chromatic adaptation), for CIEDE2000 color differences.
///
/// Computed from linear sRGB through CIE XYZ with the CSS Color 4 matrix; unlike WCAG luminance,
/// going through XYZ is the definition here. L* is 0…100; a* and b* are roughly ±128.
public struct CIELab: Sendable, Hashable, Codable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var L: Double
    public var a: Double
    public var b: Double

    public init(L: Double, a: Double, b: Double) {
        self.L = L
        self.a = a
        self.b = b
    }

    /// From a gamma-encoded sRGB color; alpha is ignored (flatten translucent colors first).
    public init(_ rgba: RGBA) {
        let xyz = Self.xyzFromLinearSRGB.apply(SRGBTransfer.decode(rgba))
        let f = SIMD3(
            Self.f(xyz.x / Self.whiteD65.x), Self.f(xyz.y / Self.whiteD65.y), Self.f(xyz.z / Self.whiteD65.z))
        self.init(L: 116 * f.y - 16, a: 500 * (f.x - f.y), b: 200 * (f.y - f.z))
    }

    // swift-format-ignore: GroupNumericLiterals
    // CSS Color 4, "lin_sRGB_to_XYZ" (rational form of the IEC 61966-2-1 matrix).
    static let xyzFromLinearSRGB = Matrix3(
        SIMD3(506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        SIMD3(87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        SIMD3(7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270))

    /// D65 from its chromaticity (0.3127, 0.3290) with Y = 1.
    static let whiteD65 = SIMD3(0.3127 / 0.3290, 1.0, (1.0 - 0.3127 - 0.3290) / 0.3290)

    private static let epsilon = 216.0 / 24389
    private static let kappa = 24389.0 / 27

    private static func f(_ t: Double) -> Double {
        t > epsilon ? Elementary.cbrt(t) : (kappa * t + 16) / 116
    }
}

extension RGBA {
    /// This color in CIE L*a*b* (D65).
    public var cieLab: CIELab { CIELab(self) }
}
