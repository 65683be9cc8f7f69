/// WCAG 2.x contrast (success criteria 1.4.3, 1.4.6 and 1.4.11).
///
/// Luminance follows the WCAG definition literally — per-channel linearization with the 0.04045
/// threshold and the 0.2126/0.7152/0.0722 weights — and never goes through CIE XYZ: the XYZ route
/// differs from the fourth decimal on and flips verdicts at the boundaries (e.g. #7C7290 on white
/// is 4.500000635 by WCAG but 4.499991990 via XYZ Y), which the reference vectors check.
public enum WCAG {
    /// Conformance level of a contrast requirement.
    public enum Level: String, Sendable, Hashable, CaseIterable, Codable {
        case aa
        case aaa
    }

    /// Relative luminance of the color's RGB channels; alpha is ignored, so flatten translucent
    /// colors with `Compositing` first.
    public static func relativeLuminance(_ rgba: RGBA) -> Double {
        let r = linearize(rgba.red)
        let g = linearize(rgba.green)
        let b = linearize(rgba.blue)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter; 1…21, symmetric in its arguments.
    ///
    /// Both colors must already be opaque (alpha is ignored): use `Compositing.flatten` or
    /// `RGBA.composited(over:)` first. The result is unrounded; compare it with `passes`.
    public static func contrastRatio(_ a: RGBA, _ b: RGBA) -> Double {
        contrastRatio(luminance: relativeLuminance(a), relativeLuminance(b))
    }

    /// `contrastRatio` of two colors whose relative luminances are already known.
    public static func contrastRatio(luminance la: Double, _ lb: Double) -> Double {
        let lighter = max(la, lb)
        let darker = min(la, lb)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Minimum ratio: AA 4.5 (3 for large text), AAA 7 (4.5 for large text).
    public static func requiredRatio(level: Level, largeText: Bool) -> Double {
        switch (level, largeText) {
        case (.aa, false): return 4.5
        case (.aa, true): return 3
        case (.aaa, false): return 7
        case (.aaa, true): return 4.5
        }
    }

    /// Smallest size counting as large text at any weight: 18pt = 24 CSS px.
    public static let largeTextSize = 24.0
    /// Smallest size counting as large text when bold: 14pt, which WCAG's Understanding document
    /// writes as 18.66px (exactly 18.666…px); axe-core also accepts 18.66px, so Kiln does.
    public static let largeBoldTextSize = 18.66
    /// Weight from which text counts as bold (CSS `bold`).
    public static let boldWeight = 700

    /// Whether text is "large scale" for WCAG. Kiln sizes are points with 1pt = 1 CSS px (iOS
    /// points, Android dp and CSS px coincide), so the thresholds are WCAG's px figures:
    /// at least 24, or at least 18.66 with weight 700 or more. Boundaries are inclusive.
    public static func isLargeText(sizePoints: Double, weight: Int) -> Bool {
        guard sizePoints.isFinite else { return false }
        return sizePoints >= largeTextSize || (weight >= boldWeight && sizePoints >= largeBoldTextSize)
    }

    /// Whether an unrounded ratio meets a requirement: `ratio >= required`, no rounding, so
    /// 4.4999 fails 4.5 even though it would print as 4.50 when rounded.
    public static func passes(ratio: Double, required: Double) -> Bool {
        ratio >= required
    }

    /// "4.49:1" — two decimals, truncated rather than rounded.
    ///
    /// Rounding would print a failing 4.499:1 as "4.50:1" next to a "fails 4.5:1" verdict;
    /// truncation never shows a failing ratio as meeting its threshold. So 2.7750 prints "2.77:1".
    public static func formatRatio(_ ratio: Double) -> String {
        guard ratio.isFinite, ratio >= 0 else { return "\(ratio):1" }
        // Truncate exactly: the hundredths k satisfy k/100 <= ratio < (k+1)/100, compared against
        // the doubles nearest k/100 so that 4.53 (stored as 4.5299999…) still prints 4.53.
        var hundredths = (ratio * 100).rounded(.down)
        if (hundredths + 1) / 100 <= ratio { hundredths += 1 }
        if hundredths / 100 > ratio { hundredths -= 1 }
        let whole = Int(hundredths) / 100
        let fraction = Int(hundredths) % 100
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction):1"
    }

    @inline(__always) static func linearize(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : Elementary.pow((channel + 0.055) / 1.055, 2.4)
    }
}
