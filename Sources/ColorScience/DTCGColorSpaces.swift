/// The color spaces of DTCG 2025.10 color objects that `fromComponents` converts through CIE
/// XYZ (D65): every conversion follows CSS Color 4's sample code (the same matrices, transfer
/// functions and Bradford D50→D65 adaptation), and a color outside sRGB is gamut-mapped by
/// `GamutMapping` (chroma reduction in OKLCH), which is what contrast and 8-bit outputs see.
///
/// Component ranges are DTCG's: `lab` L 0–100, `lch` L 0–100 with hue in degrees, `hwb` hue
/// in degrees with whiteness and blackness 0–100, RGB spaces 0–1 per channel, XYZ with Y 0–1.
enum DTCGColorSpaces {
    /// Linear-light sRGB of `c` in `space`, or nil for a space converted elsewhere (or none).
    static func linearSRGB(space: String, _ c: SIMD3<Double>) -> SIMD3<Double>? {
        switch space {
        case "a98-rgb":
            let linear = SIMD3(a98Decode(c.x), a98Decode(c.y), a98Decode(c.z))
            return ColorSyntax.linearSRGBFromXYZ.apply(xyzFromLinearA98.apply(linear))
        case "prophoto-rgb":
            let linear = SIMD3(prophotoDecode(c.x), prophotoDecode(c.y), prophotoDecode(c.z))
            return ColorSyntax.linearSRGBFromXYZ.apply(d65FromD50.apply(xyzD50FromLinearProPhoto.apply(linear)))
        case "rec2020":
            let linear = SIMD3(rec2020Decode(c.x), rec2020Decode(c.y), rec2020Decode(c.z))
            return ColorSyntax.linearSRGBFromXYZ.apply(xyzFromLinearRec2020.apply(linear))
        case "xyz-d65", "xyz":
            return ColorSyntax.linearSRGBFromXYZ.apply(c)
        case "xyz-d50":
            return ColorSyntax.linearSRGBFromXYZ.apply(d65FromD50.apply(c))
        case "lab":
            return ColorSyntax.linearSRGBFromXYZ.apply(d65FromD50.apply(xyzD50(fromLab: c)))
        case "lch":
            let radians = Elementary.normalizedHue(c.z) * Double.pi / 180
            let chroma = max(0, c.y)
            let lab = SIMD3(c.x, chroma * Elementary.cos(radians), chroma * Elementary.sin(radians))
            return ColorSyntax.linearSRGBFromXYZ.apply(d65FromD50.apply(xyzD50(fromLab: lab)))
        default:
            return nil
        }
    }

    /// HWB (CSS Color 4 `hwbToRgb`): gamma-encoded sRGB, always within 0…1.
    static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
        let white = max(0, whiteness)
        let black = max(0, blackness)
        if white + black >= 1 {
            let gray = white / (white + black)
            return SIMD3(repeating: gray)
        }
        let pure = HSL.toSRGB(hue: hue, saturation: 1, lightness: 0.5)
        return pure * (1 - white - black) + SIMD3(repeating: white)
    }

    // MARK: Transfer functions (sign-preserving, as CSS Color 4 extends them)

    static func a98Decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        return (value < 0 ? -1 : 1) * Elementary.pow(magnitude, 563.0 / 256)
    }

    static func prophotoDecode(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 16.0 / 512 { return value / 16 }
        return (value < 0 ? -1 : 1) * Elementary.pow(magnitude, 1.8)
    }

    /// CSS Color 4 (since 2024) decodes rec2020 with the BT.1886 display EOTF, a pure 2.4 power.
    static func rec2020Decode(_ value: Double) -> Double {
        (value < 0 ? -1 : 1) * Elementary.pow(abs(value), 2.4)
    }

    // MARK: CIE Lab (D50)

    static let whiteD50 = SIMD3(0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)

    static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * whiteD50
    }

    // MARK: Matrices (CSS Color 4, conversions.js)

    // swift-format-ignore: GroupNumericLiterals
    static let xyzFromLinearA98 = Matrix3(
        SIMD3(573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
        SIMD3(591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
        SIMD3(53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835))

    // swift-format-ignore: GroupNumericLiterals
    static let xyzD50FromLinearProPhoto = Matrix3(
        SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        SIMD3(0.0, 0.0, 0.82510460251046020))

    // swift-format-ignore: GroupNumericLiterals
    static let xyzFromLinearRec2020 = Matrix3(
        SIMD3(63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
        SIMD3(26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
        SIMD3(0, 19567812.0 / 697040785, 295819943.0 / 278816314))

    /// Bradford chromatic adaptation from D50 to D65.
    // swift-format-ignore: GroupNumericLiterals
    static let d65FromD50 = Matrix3(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124))
}
