import ColorScience
import Foundation
import Testing

@Suite("OKLab, OKLCH, CIELab and gamut mapping")
struct ColorSpaceTests {
    @Test func grayHasNoHue() {
        for hex in ["#FFFFFF", "#808080", "#000000", "#1A1D1F"] {
            let lch = RGBA(hex: hex)!.oklch
            if lch.C < OKLCH.achromaticThreshold { #expect(lch.h == 0) }
        }
        #expect(RGBA(hex: "#808080")!.oklch.C < OKLCH.achromaticThreshold)
    }

    @Test func lightnessBeyondTheEndsIsWhiteOrBlack() {
        #expect(OKLCH(L: 1.2, C: 0.3, h: 40).rgba == .white)
        #expect(OKLCH(L: -0.1, C: 0.3, h: 40).rgba == .black)
        #expect(OKLCH(L: 1, C: 0.3, h: 40, alpha: 0.5).rgba.alpha == 0.5)
    }

    /// CSS Color 4 mapping reduces chroma at constant L and h and then accepts a clip within one
    /// just-noticeable difference (ΔEOK 0.02), so L and the hue line hold to within that JND.
    @Test(arguments: Array(stride(from: 0.0, to: 360.0, by: 30.0)))
    func gamutMappingKeepsLightnessAndHue(_ hue: Double) {
        for lightness in [0.3, 0.6, 0.9] {
            let color = OKLCH(L: lightness, C: 0.37, h: hue).rgba
            for channel in [color.red, color.green, color.blue] { #expect(channel >= 0 && channel <= 1) }
            let mapped = color.oklch
            #expect(abs(mapped.L - lightness) < 0.02)
            #expect(mapped.C < 0.37)
            // Distance of the mapped (a, b) from the original hue ray.
            let radians = (mapped.h - hue) * Double.pi / 180
            let offHue = mapped.C * abs(sin(radians))
            #expect(offHue < 0.02, "L \(lightness) h \(hue) → \(mapped)")
            #expect(cos(radians) > 0, "same side of the neutral axis")
        }
    }

    @Test func inGamutColorsAreNotMoved() {
        let coral = RGBA(hex: "#FF6B6B")!
        let back = coral.oklch.rgba
        // Ottosson's 10-digit matrices round-trip to about 1e-7, far below one 8-bit step.
        #expect(abs(back.red - coral.red) < 1e-6)
        #expect(abs(back.green - coral.green) < 1e-6)
        #expect(abs(back.blue - coral.blue) < 1e-6)
        #expect(back.hex == coral.hex)
    }

    @Test func oklabDistance() {
        let a = OKLab(L: 0.5, a: 0.1, b: 0)
        let b = OKLab(L: 0.5, a: 0.1, b: 0.02)
        #expect(abs(a.distance(to: b) - 0.02) < 1e-15)
    }

    @Test func cieLabOfPrimaries() {
        let white = CIELab(.white)
        #expect(abs(white.L - 100) < 1e-9 && abs(white.a) < 1e-9 && abs(white.b) < 1e-9)
        #expect(CIELab(.black) == CIELab(L: 0, a: 0, b: 0))
        let red = RGBA(hex: "#FF0000")!.cieLab
        #expect(abs(red.L - 53.2371) < 1e-3 && abs(red.a - 80.0901) < 1e-3 && abs(red.b - 67.2033) < 1e-3)
    }

    @Test func ciede2000OfIdenticalColorsIsZero() {
        let coral = RGBA(hex: "#FF6B6B")!
        #expect(CIEDE2000.difference(coral, coral) == 0)
        #expect(CIEDE2000.difference(.black, .white) > 99)
    }
}
