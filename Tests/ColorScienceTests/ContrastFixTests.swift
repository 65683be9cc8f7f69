import ColorScience
import Testing

@Suite("Nearest passing color")
struct ContrastFixTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        let foreground: String
        let background: String
        let required: Double
        var testDescription: String { "\(foreground) on \(background) ≥ \(required)" }
    }

    /// Failing pairs from the reference vectors plus a few harder ones (AAA, dark backgrounds,
    /// saturated colors that need gamut mapping).
    static let failing: [Pair] = [
        Pair(foreground: "#FF6B6B", background: "#FFFFFF", required: 4.5),
        Pair(foreground: "#FFFFFF", background: "#FF6B6B", required: 4.5),
        Pair(foreground: "#FFFFFF", background: "#00B894", required: 3),
        Pair(foreground: "#FDCB6E", background: "#FFFFFF", required: 4.5),
        Pair(foreground: "#81ECEC", background: "#FFFFFF", required: 7),
        Pair(foreground: "#6C5CE7", background: "#FFFFFF", required: 7),
        Pair(foreground: "#777777", background: "#FFFFFF", required: 4.5),
        Pair(foreground: "#9A6C5A", background: "#FFFFFF", required: 4.5),
        Pair(foreground: "#458301", background: "#000000", required: 4.5),
        Pair(foreground: "#00B894", background: "#1A1D1F", required: 7),
        Pair(foreground: "#8E8E93", background: "#1C1C1E", required: 7),
        Pair(foreground: "#0000FF", background: "#000000", required: 4.5),
        Pair(foreground: "#808080", background: "#767676", required: 3),
    ]

    @Test(arguments: failing)
    func suggestionPassesAfter8BitRounding(_ pair: Pair) throws {
        let foreground = RGBA(hex: pair.foreground)!
        let background = RGBA(hex: pair.background)!
        #expect(!WCAG.passes(ratio: WCAG.contrastRatio(foreground, background), required: pair.required))

        let fixed = try #require(
            ContrastFix.nearestPassing(foreground: foreground, background: background, required: pair.required))
        #expect(fixed == fixed.quantized, "the suggestion is an 8-bit color")
        #expect(RGBA(hex: fixed.hex) == fixed)
        #expect(WCAG.passes(ratio: WCAG.contrastRatio(fixed, background), required: pair.required))
        #expect(fixed.alpha == 1)
        // Same hue family: only lightness (and chroma, for gamut) moved.
        let before = foreground.oklch
        let after = fixed.oklch
        if before.C > 0.05 && after.C > 0.05 {
            let hueShift = abs(after.h - before.h)
            #expect(min(hueShift, 360 - hueShift) < 6)
        }
        #expect(after.C <= before.C + 0.01)
    }

    @Test(arguments: failing)
    func backgroundSuggestionPassesAfter8BitRounding(_ pair: Pair) throws {
        let foreground = RGBA(hex: pair.foreground)!
        let background = RGBA(hex: pair.background)!
        guard
            let fixed = ContrastFix.nearestPassingBackground(
                foreground: foreground, background: background, required: pair.required)
        else {
            // Only impossible when neither black nor white behind the text would pass.
            #expect(WCAG.contrastRatio(foreground, .black) < pair.required)
            #expect(WCAG.contrastRatio(foreground, .white) < pair.required)
            return
        }
        #expect(fixed == fixed.quantized)
        #expect(fixed.isOpaque)
        #expect(WCAG.passes(ratio: WCAG.contrastRatio(foreground, fixed), required: pair.required))
    }

    @Test func grayGetsTheNextGrayNotARoundingArtifact() {
        let fixed = ContrastFix.nearestPassing(foreground: RGBA(hex: "#777777")!, background: .white, required: 4.5)
        #expect(fixed?.hex == "#767676")
    }

    /// For grays the answer can be checked by brute force: the suggestion is the 8-bit gray with
    /// the smallest OKLab lightness change among all grays that pass, in either direction.
    @Test(arguments: [
        ("#6A6A6A", "#767676", 3.0), ("#858585", "#767676", 3.0), ("#767676", "#767676", 3.0),
        ("#777777", "#FFFFFF", 4.5), ("#999999", "#FFFFFF", 4.5), ("#555555", "#000000", 7.0),
        ("#5A5A5A", "#5A5A5A", 4.5), ("#C0C0C0", "#808080", 2.0),
    ])
    func grayFindsTheNearestPassingGray(_ start: String, _ backgroundHex: String, _ required: Double) throws {
        let foreground = RGBA(hex: start)!
        let background = RGBA(hex: backgroundHex)!
        let fixed = try #require(
            ContrastFix.nearestPassing(foreground: foreground, background: background, required: required))
        let grays = (0...255).map { RGBA(red8: $0, green8: $0, blue8: $0) }
        let passing = grays.filter { WCAG.passes(ratio: WCAG.contrastRatio($0, background), required: required) }
        let nearest = try #require(
            passing.min { abs($0.oklch.L - foreground.oklch.L) < abs($1.oklch.L - foreground.oklch.L) })
        #expect(fixed.hex == nearest.hex)
    }

    @Test func alreadyPassingReturnsTheForeground() {
        let text = RGBA(hex: "#2D3436")!
        #expect(ContrastFix.nearestPassing(foreground: text, background: .white, required: 4.5) == text)
    }

    @Test func impossibleRequirementsGiveNil() {
        let gray = RGBA(hex: "#808080")!
        #expect(ContrastFix.nearestPassing(foreground: gray, background: gray, required: 21) == nil)
        #expect(ContrastFix.nearestPassing(foreground: .white, background: .black, required: 22) == nil)
        #expect(
            ContrastFix.nearestPassingBackground(foreground: RGBA(hex: "#6C5CE7")!, background: .white, required: 7)
                == nil)
    }

    @Test func translucentBackgroundIsIndeterminate() {
        #expect(
            ContrastFix.nearestPassing(foreground: .black, background: RGBA.white.withAlpha(0.5), required: 4.5) == nil)
    }

    @Test func translucentForegroundKeepsItsAlphaAndPassesComposited() throws {
        let text = RGBA(hex: "#FF6B6BCC")!
        #expect(ContrastFix.effectiveRatio(foreground: text, background: .white) < 4.5)
        let fixed = try #require(ContrastFix.nearestPassing(foreground: text, background: .white, required: 4.5))
        #expect(fixed.alpha8 == 0xCC)
        #expect(ContrastFix.effectiveRatio(foreground: fixed, background: .white) >= 4.5)
        #expect(WCAG.contrastRatio(fixed.composited(over: .white), .white) >= 4.5)
    }

    /// Black at 40% over white is #999999 (2.85:1); with the alpha kept nothing darker exists.
    @Test func alphaCanMakeARequirementUnreachable() {
        #expect(ContrastFix.nearestPassing(foreground: RGBA(hex: "#00000066")!, background: .white, required: 3) == nil)
    }
}
