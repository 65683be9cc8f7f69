import Testing

@testable import ColorScience

/// The authored form of a color outside the sRGB notations: which spaces are kept, its Display
/// P3 components (exact for display-p3, converted and chroma-reduced otherwise), and its CSS
/// Color 4 text.
@Suite struct AuthoredColorTests {
    @Test(arguments: ["srgb", "hsl", "hwb", "srgb-linear", "cmyk", "display-p4"])
    func sRGBNotationsAndUnknownSpacesAreNotKept(_ space: String) {
        #expect(AuthoredColor(colorSpace: space, components: [0.5, 0.5, 0.5], alpha: 1) == nil)
    }

    @Test func displayP3IsKeptAsWritten() throws {
        let red = try #require(AuthoredColor(colorSpace: "display-p3", components: [1, 0, 0], alpha: 1))
        #expect(red.displayP3 == SIMD3(1, 0, 0))
        #expect(!red.isInsideSRGB && red.prefersDisplayP3)
        #expect(red.cssText == "color(display-p3 1 0 0)")
        let gray = try #require(AuthoredColor(colorSpace: "Display-P3", components: [0.5, 0.5, 0.5], alpha: 0.25))
        #expect(gray.isInsideSRGB && gray.prefersDisplayP3)
        #expect(gray.cssText == "color(display-p3 0.5 0.5 0.5 / 0.25)")
    }

    /// sRGB red written in XYZ is (0.917488, 0.200287, 0.138561) in Display P3 (CSS Color 4).
    @Test func otherSpacesConvertToDisplayP3() throws {
        let red = try #require(AuthoredColor(colorSpace: "xyz", components: [0.41239079926595934, 0.21263900587151027, 0.01933081871559182], alpha: 1))
        #expect(red.space == .xyzD65)
        #expect(red.isInsideSRGB && !red.prefersDisplayP3)
        let expected = SIMD3(0.917488, 0.200287, 0.138561)
        #expect(abs(red.displayP3.x - expected.x) < 1e-5 && abs(red.displayP3.y - expected.y) < 1e-5 && abs(red.displayP3.z - expected.z) < 1e-5)
        // Metamorphic: the P3 components of a P3 color reached through another space are the same.
        let viaP3 = try #require(AuthoredColor(colorSpace: "display-p3", components: [expected.x, expected.y, expected.z], alpha: 1))
        #expect(abs(viaP3.displayP3.x - red.displayP3.x) < 1e-5)
    }

    /// rec2020 green lies outside Display P3: chroma is reduced until it fits, never clipped wildly.
    @Test func colorsOutsideP3AreMappedIntoIt() throws {
        let green = try #require(AuthoredColor(colorSpace: "rec2020", components: [0, 1, 0], alpha: 1))
        #expect(!green.isInsideSRGB && green.prefersDisplayP3)
        for channel in [green.displayP3.x, green.displayP3.y, green.displayP3.z] { #expect((0...1).contains(channel)) }
        #expect(green.displayP3.y > 0.9 && green.displayP3.x < 0.1)
        #expect(green.cssText == "color(rec2020 0 1 0)")
    }

    @Test func cssTextPerSpace() throws {
        #expect(AuthoredColor(colorSpace: "lab", components: [60, 100, -90], alpha: 1)?.cssText == "lab(60 100 -90)")
        #expect(AuthoredColor(colorSpace: "oklch", components: [0.6, 0.1, 250], alpha: 0.5)?.cssText == "oklch(0.6 0.1 250 / 0.5)")
        #expect(AuthoredColor(colorSpace: "a98-rgb", components: [0.1, 0.2, 0.3], alpha: 1)?.cssText == "color(a98-rgb 0.1 0.2 0.3)")
        #expect(AuthoredColor.number(0.1 + 0.2) == "0.3")
        #expect(AuthoredColor.number(-0.0000001) == "0")
        #expect(AuthoredColor.number(0.0000333) == "0.000033")
        #expect(AuthoredColor.number(-12.5) == "-12.5")
    }
}
