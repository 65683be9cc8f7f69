/// A color in Björn Ottosson's OKLab (2020): perceptual lightness `L` (0…1) and the opponent axes
/// `a` (green–red) and `b` (blue–yellow), plus straight alpha.
///
/// Kiln derives colors here (mixing, lightness search) because equal steps look roughly equal.
/// Conversion goes through linear sRGB with Ottosson's published matrices; they agree with the
/// CSS Color 4 64-bit matrices to better than 1e-7, which is what the reference vectors state.
/// Values can describe colors outside sRGB; `rgba` gamut-maps them back.
public struct OKLab: Sendable, Hashable, Codable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var L: Double
    public var a: Double
    public var b: Double
    public var alpha: Double

    public init(L: Double, a: Double, b: Double, alpha: Double = 1) {
        self.L = L
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// From a gamma-encoded sRGB color; alpha is carried over unchanged.
    public init(_ rgba: RGBA) {
        self.init(linearSRGB: SRGBTransfer.decode(rgba), alpha: rgba.alpha)
    }

    /// The nearest displayable sRGB color: CSS Color 4 gamut mapping (chroma reduction at
    /// constant lightness and hue in OKLCH), then clamping.
    public var rgba: RGBA {
        GamutMapping.rgba(from: OKLCH(self))
    }

    /// Euclidean distance in OKLab (CSS Color 4 `deltaEOK`); 0.02 is about one just-noticeable step.
    public func distance(to other: OKLab) -> Double {
        let dL = L - other.L
        let da = a - other.a
        let db = b - other.b
        return (dL * dL + da * da + db * db).squareRoot()
    }

    // Ottosson 2020, "A perceptual color space for image processing".
    static let lmsFromLinearSRGB = Matrix3(
        SIMD3(0.4122214708, 0.5363325363, 0.0514459929),
        SIMD3(0.2119034982, 0.6806995451, 0.1073969566),
        SIMD3(0.0883024619, 0.2817188376, 0.6299787005))
    static let labFromLMSPrime = Matrix3(
        SIMD3(0.2104542553, 0.7936177850, -0.0040720468),
        SIMD3(1.9779984951, -2.4285922050, 0.4505937099),
        SIMD3(0.0259040371, 0.7827717662, -0.8086757660))
    static let lmsPrimeFromLab = Matrix3(
        SIMD3(1, 0.3963377774, 0.2158037573),
        SIMD3(1, -0.1055613458, -0.0638541728),
        SIMD3(1, -0.0894841775, -1.2914855480))
    static let linearSRGBFromLMS = Matrix3(
        SIMD3(4.0767416621, -3.3077115913, 0.2309699292),
        SIMD3(-1.2684380046, 2.6097574011, -0.3413193965),
        SIMD3(-0.0041960863, -0.7034186147, 1.7076147010))

    /// From linear-light sRGB (may lie outside 0…1 for wide-gamut sources).
    init(linearSRGB rgb: SIMD3<Double>, alpha: Double = 1) {
        let lms = Self.lmsFromLinearSRGB.apply(rgb)
        let lmsPrime = SIMD3(Elementary.cbrt(lms.x), Elementary.cbrt(lms.y), Elementary.cbrt(lms.z))
        let lab = Self.labFromLMSPrime.apply(lmsPrime)
        self.init(L: lab.x, a: lab.y, b: lab.z, alpha: alpha)
    }

    /// Linear-light sRGB, unclamped.
    var linearSRGB: SIMD3<Double> {
        let lmsPrime = Self.lmsPrimeFromLab.apply(SIMD3(L, a, b))
        let lms = lmsPrime * lmsPrime * lmsPrime
        return Self.linearSRGBFromLMS.apply(lms)
    }

    /// Gamma-encoded sRGB, unclamped (sign-preserving transfer beyond 0…1).
    var encodedSRGB: SIMD3<Double> { SRGBTransfer.encode(linearSRGB) }
}
