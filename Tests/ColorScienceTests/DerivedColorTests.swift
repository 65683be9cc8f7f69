import ColorScience
import Testing

@Suite("Derived colors")
struct DerivedColorTests {
    let coral = RGBA(hex: "#FF6B6B")!

    @Test func darkenedScalesOKLCHLightness() {
        let darker = coral.darkened(by: 0.2)
        #expect(abs(darker.oklch.L - coral.oklch.L * 0.8) < 1e-6)
        #expect(abs(darker.oklch.h - coral.oklch.h) < 0.01)
        #expect(abs(darker.oklch.C - coral.oklch.C) < 1e-4)
        #expect(darker.hex == "#CC3B41")
    }

    @Test func lightenedMovesLightnessTowardWhite() {
        let lighter = coral.lightened(by: 0.5)
        let expected = coral.oklch.L + (1 - coral.oklch.L) * 0.5
        // Lightening at constant chroma leaves sRGB; CSS Color 4 mapping keeps L within one JND.
        #expect(abs(lighter.oklch.L - expected) < 0.02)
        #expect(abs(lighter.oklch.h - coral.oklch.h) < 1)
        #expect(lighter.oklch.C < coral.oklch.C)  // gamut mapping took chroma away
        #expect(lighter.hex == "#FFB6B1")
    }

    @Test func endpointsAndClamping() {
        #expect(coral.darkened(by: 0) == coral)
        #expect(coral.lightened(by: 0) == coral)
        #expect(coral.darkened(by: 1) == .black)
        #expect(coral.lightened(by: 1) == .white)
        #expect(coral.darkened(by: 7) == .black)
        #expect(coral.lightened(by: -1) == coral)
        #expect(coral.withAlpha(0.15).darkened(by: 1).alpha == 0.15)
    }

    @Test func grayStaysGrayWhenDarkened() {
        let gray = RGBA(hex: "#808080")!.darkened(by: 0.5).quantized
        #expect(gray.red8 == gray.green8 && gray.green8 == gray.blue8)
    }

    @Test func withAlphaReplacesAndClamps() {
        #expect(coral.withAlpha(0.15).alpha == 0.15)
        #expect(coral.withAlpha(0.15).hex == "#FF6B6B26")
        #expect(coral.withAlpha(2).alpha == 1)
        #expect(coral.withAlpha(-1).alpha == 0)
        #expect(coral.withAlpha(0.5).red == coral.red)
    }

    @Test func mixedInterpolatesInOKLab() {
        #expect(coral.mixed(with: .white, weight: 0) == coral)
        #expect(coral.mixed(with: .white, weight: 1) == .white)
        let gray = RGBA.white.mixed(with: .black, weight: 0.5)
        #expect(abs(gray.oklab.L - 0.5) < 1e-6)
        #expect(gray.hex == "#636363")
        let quarter = RGBA.black.mixed(with: coral, weight: 0.25).oklab
        #expect(abs(quarter.L - coral.oklab.L * 0.25) < 1e-6)
        #expect(abs(quarter.a - coral.oklab.a * 0.25) < 1e-6)
    }

    @Test func mixedInterpolatesAlphaLinearly() {
        let mixed = coral.mixed(with: coral.withAlpha(0), weight: 0.25)
        #expect(abs(mixed.alpha - 0.75) < 1e-15)
        #expect(mixed.hex == "#FF6B6BBF")
    }
}
