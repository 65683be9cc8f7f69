extension ColorSyntax {
    /// The color of a DTCG (2025.10) color object: `colorSpace`, three `components`, `alpha`.
    ///
    /// Supported spaces (all 14 of DTCG 2025.10): "srgb" and "srgb-linear" (0…1 per channel),
    /// "display-p3", "a98-rgb", "prophoto-rgb" and "rec2020" (0…1, each with its own transfer
    /// function), "hsl" and "hwb" (hue in degrees, the others 0–100), "lab" and "lch" (CIE,
    /// D50, L 0–100), "oklch" (L 0…1, C, h degrees), "oklab" (L, a, b), "xyz-d65" and "xyz-d50"
    /// (Y 0…1). Anything that falls outside sRGB — the wider gamuts, lab/oklab, srgb channels
    /// beyond 0…1 — is gamut-mapped (CSS Color 4, chroma reduction in OKLCH) and clamped.
    /// DTCG's "none" component must be passed as 0. Returns nil for an unknown space, a
    /// component count other than 3, or a non-finite number. Alpha is clamped to 0…1.
    public static func fromComponents(colorSpace: String, components: [Double], alpha: Double) -> RGBA? {
        guard components.count == 3, components.allSatisfy(\.isFinite), alpha.isFinite else { return nil }
        let alpha = Elementary.clamp(alpha)
        let c = SIMD3(components[0], components[1], components[2])
        // Spaces are lowercase in practice; only other spellings pay for lowercasing.
        let space = colorSpace == "srgb" ? colorSpace : colorSpace.lowercased()
        switch space {
        case "srgb" where (0...1).contains(c.x) && (0...1).contains(c.y) && (0...1).contains(c.z):
            // In gamut already: nothing to map (and no transfer-function round trip).
            return RGBA(red: c.x, green: c.y, blue: c.z, alpha: alpha)
        case "srgb":
            return GamutMapping.rgba(
                fromLinearSRGB: SIMD3(
                    SRGBTransfer.decode(c.x), SRGBTransfer.decode(c.y), SRGBTransfer.decode(c.z)), alpha: alpha)
        case "srgb-linear":
            return GamutMapping.rgba(fromLinearSRGB: c, alpha: alpha)
        case "display-p3":
            let linearP3 = SIMD3(SRGBTransfer.decode(c.x), SRGBTransfer.decode(c.y), SRGBTransfer.decode(c.z))
            return GamutMapping.rgba(fromLinearSRGB: linearSRGBFromLinearP3.apply(linearP3), alpha: alpha)
        case "hsl":
            let rgb = HSL.toSRGB(hue: c.x, saturation: c.y / 100, lightness: c.z / 100)
            return RGBA(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
        case "oklch":
            return OKLCH(L: c.x, C: max(0, c.y), h: Elementary.normalizedHue(c.z), alpha: alpha).rgba
        case "oklab":
            return OKLab(L: c.x, a: c.y, b: c.z, alpha: alpha).rgba
        case "hwb":
            let rgb = DTCGColorSpaces.hwbToSRGB(hue: c.x, whiteness: c.y / 100, blackness: c.z / 100)
            return RGBA(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
        default:
            guard let linear = DTCGColorSpaces.linearSRGB(space: space, c), linear.x.isFinite, linear.y.isFinite, linear.z.isFinite
            else { return nil }
            return GamutMapping.rgba(fromLinearSRGB: linear, alpha: alpha)
        }
    }

    /// The 14 color spaces of DTCG 2025.10 `fromComponents` understands, for "expected one of …"
    /// messages.
    public static let supportedColorSpaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
        "xyz-d65", "xyz-d50",
    ]

    // swift-format-ignore: GroupNumericLiterals
    // CSS Color 4: lin_P3_to_XYZ followed by XYZ_to_lin_sRGB (both D65, no adaptation needed).
    static let xyzFromLinearP3 = Matrix3(
        SIMD3(608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
        SIMD3(35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
        SIMD3(0, 32229.0 / 714400, 5220557.0 / 5000800))
    static let linearSRGBFromXYZ = Matrix3(
        SIMD3(12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
        SIMD3(-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        SIMD3(705.0 / 12673, -2585.0 / 12673, 705.0 / 667))
    static let linearSRGBFromLinearP3 = linearSRGBFromXYZ * xyzFromLinearP3
}
