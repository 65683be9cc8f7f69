import ColorScience
import Testing

/// DTCG 2025.10 color objects (`colorSpace`, `components`, `alpha`).
@Suite("DTCG color components")
struct ColorComponentsTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let space: String
        let components: [Double]
        let alpha: Double
        let hex: String
        var testDescription: String { "\(space) \(components) → \(hex)" }
    }

    static let examples: [Example] = [
        Example(space: "srgb", components: [1, 0.419608, 0.419608], alpha: 1, hex: "#FF6B6B"),
        Example(space: "srgb", components: [0, 0, 0], alpha: 0.5, hex: "#00000080"),
        Example(space: "SRGB", components: [1, 1, 1], alpha: 1, hex: "#FFFFFF"),
        Example(space: "srgb-linear", components: [1, 0, 0], alpha: 1, hex: "#FF0000"),
        Example(space: "srgb-linear", components: [0.2158605, 0.2158605, 0.2158605], alpha: 1, hex: "#808080"),
        Example(space: "display-p3", components: [1, 1, 1], alpha: 1, hex: "#FFFFFF"),
        Example(space: "display-p3", components: [0, 0, 0], alpha: 1, hex: "#000000"),
        Example(space: "display-p3", components: [0.9175, 0.2003, 0.1386], alpha: 1, hex: "#FF0000"),
        Example(space: "hsl", components: [0, 100, 50], alpha: 1, hex: "#FF0000"),
        Example(space: "hsl", components: [240, 100, 50], alpha: 0.25, hex: "#0000FF40"),
        Example(space: "oklch", components: [0.627955364, 0.257683304, 29.233880], alpha: 1, hex: "#FF0000"),
        Example(space: "oklch", components: [0.711607475, 0.181221265, 22.838878], alpha: 1, hex: "#FF6B6B"),
        Example(space: "oklab", components: [0.627955364, 0.224863068, 0.125846277], alpha: 1, hex: "#FF0000"),
        Example(space: "oklab", components: [1, 0, 0], alpha: 1, hex: "#FFFFFF"),
    ]

    @Test(arguments: examples)
    func converts(_ example: Example) throws {
        let color = try #require(
            ColorSyntax.fromComponents(colorSpace: example.space, components: example.components, alpha: example.alpha))
        #expect(color.hex == example.hex)
    }

    @Test func displayP3OutsideSRGBIsGamutMapped() throws {
        let color = try #require(ColorSyntax.fromComponents(colorSpace: "display-p3", components: [1, 0, 0], alpha: 1))
        for channel in [color.red, color.green, color.blue] { #expect(channel >= 0 && channel <= 1) }
        #expect(color.red8 == 255)
        // P3 red is more saturated than sRGB red; mapping keeps its hue within a few degrees.
        #expect(abs(color.oklch.h - RGBA(hex: "#FF0000")!.oklch.h) < 5)
    }

    @Test func srgbLinearOutsideZeroToOneIsGamutMapped() throws {
        let color = try #require(
            ColorSyntax.fromComponents(colorSpace: "srgb-linear", components: [1.2, 0.5, -0.1], alpha: 1))
        for channel in [color.red, color.green, color.blue] { #expect(channel >= 0 && channel <= 1) }
    }

    @Test func rejectsUnknownSpacesAndBadShapes() {
        #expect(ColorSyntax.fromComponents(colorSpace: "cmyk", components: [50, 0, 0], alpha: 1) == nil)
        #expect(ColorSyntax.fromComponents(colorSpace: "srgb", components: [1, 0], alpha: 1) == nil)
        #expect(ColorSyntax.fromComponents(colorSpace: "srgb", components: [1, 0, 0, 0], alpha: 1) == nil)
        #expect(ColorSyntax.fromComponents(colorSpace: "srgb", components: [.nan, 0, 0], alpha: 1) == nil)
        #expect(ColorSyntax.fromComponents(colorSpace: "srgb", components: [1, 0, 0], alpha: .infinity) == nil)
        #expect(ColorSyntax.supportedColorSpaces.count == 14)
    }

    @Test func alphaIsClamped() throws {
        let color = try #require(ColorSyntax.fromComponents(colorSpace: "srgb", components: [1, 0, 0], alpha: 1.5))
        #expect(color.alpha == 1)
    }
}
