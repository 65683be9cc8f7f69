import ColorScience
import Testing

@Suite("WCAG 2 contrast")
struct WCAGTests {
    @Test func luminanceEndpointsAndRatioBounds() {
        #expect(WCAG.relativeLuminance(.white) == 1)
        #expect(WCAG.relativeLuminance(.black) == 0)
        #expect(WCAG.contrastRatio(.black, .white) == 21)
        #expect(WCAG.contrastRatio(.white, .black) == 21)
        #expect(WCAG.contrastRatio(.white, .white) == 1)
    }

    @Test func luminanceUsesTheLinearSegmentAtAndBelow0_04045() {
        let dark = RGBA(red: 0.04045, green: 0.04045, blue: 0.04045)
        let linear = 0.04045 / 12.92
        #expect(WCAG.relativeLuminance(dark) == 0.2126 * linear + 0.7152 * linear + 0.0722 * linear)
    }

    @Test func alphaIsIgnoredSoCallersMustFlatten() {
        let translucent = RGBA(hex: "#00000066")!
        #expect(WCAG.contrastRatio(translucent, .white) == 21)
        let flat = translucent.composited(over: .white)
        #expect(flat.hex == "#999999")
        #expect(WCAG.formatRatio(WCAG.contrastRatio(flat, .white)) == "2.84:1")
    }

    /// #9A6C5A on white is 4.499999851:1 — prints as 4.50 when rounded, but fails AA.
    @Test func justUnder4_5Fails() {
        let ratio = WCAG.contrastRatio(RGBA(hex: "#9A6C5A")!, .white)
        #expect(ratio < 4.5)
        #expect(ratio > 4.4999998)
        #expect(!WCAG.passes(ratio: ratio, required: 4.5))
        #expect(!WCAG.passes(ratio: 4.499, required: WCAG.requiredRatio(level: .aa, largeText: false)))
        #expect(WCAG.formatRatio(ratio) == "4.49:1")
        #expect(WCAG.formatRatio(4.499) == "4.49:1")
    }

    @Test func justOver4_5Passes() {
        let ratio = WCAG.contrastRatio(RGBA(hex: "#7C7290")!, .white)
        #expect(ratio >= 4.5)
        #expect(WCAG.passes(ratio: ratio, required: 4.5))
        #expect(WCAG.passes(ratio: 4.5, required: 4.5))
        #expect(WCAG.formatRatio(ratio) == "4.50:1")
    }

    @Test func requiredRatios() {
        #expect(WCAG.requiredRatio(level: .aa, largeText: false) == 4.5)
        #expect(WCAG.requiredRatio(level: .aa, largeText: true) == 3)
        #expect(WCAG.requiredRatio(level: .aaa, largeText: false) == 7)
        #expect(WCAG.requiredRatio(level: .aaa, largeText: true) == 4.5)
        #expect(WCAG.Level.allCases == [.aa, .aaa])
        #expect(WCAG.Level(rawValue: "aaa") == .aaa)
    }

    struct Text: Sendable, CustomTestStringConvertible {
        let size: Double
        let weight: Int
        let large: Bool
        var testDescription: String { "\(size)pt weight \(weight) → \(large ? "large" : "normal")" }
    }

    @Test(arguments: [
        Text(size: 24, weight: 400, large: true),
        Text(size: 23.99, weight: 400, large: false),
        Text(size: 17, weight: 400, large: false),
        Text(size: 18, weight: 400, large: false),  // 18 CSS px is not 18pt
        Text(size: 18.66, weight: 700, large: true),  // WCAG's "14pt bold = 18.66px"
        Text(size: 56.0 / 3, weight: 700, large: true),  // 14pt exactly
        Text(size: 18.65, weight: 700, large: false),
        Text(size: 18.66, weight: 600, large: false),
        Text(size: 20, weight: 900, large: true),
        Text(size: 34, weight: 100, large: true),
        Text(size: .nan, weight: 700, large: false),
    ])
    func largeText(_ text: Text) {
        #expect(WCAG.isLargeText(sizePoints: text.size, weight: text.weight) == text.large)
    }

    @Test(arguments: [
        (2.775066804, "2.77:1"),
        (21.0, "21.00:1"),
        (1.0, "1.00:1"),
        (4.5, "4.50:1"),
        (4.53, "4.53:1"),
        (0.29, "0.29:1"),
        (12.680832916, "12.68:1"),
        (3.999660547, "3.99:1"),
        (6.999863614, "6.99:1"),
        (7.0, "7.00:1"),
        (4.049999, "4.04:1"),
        (10.05, "10.05:1"),
    ])
    func formatRatioTruncates(_ ratio: Double, _ text: String) {
        #expect(WCAG.formatRatio(ratio) == text)
    }
}
