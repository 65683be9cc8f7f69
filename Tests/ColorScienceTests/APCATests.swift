import ColorScience
import Testing

@Suite("APCA (advisory)")
struct APCATests {
    @Test func polarityAndMagnitude() {
        let darkOnLight = APCA.lightnessContrast(text: .black, background: .white)
        let lightOnDark = APCA.lightnessContrast(text: .white, background: .black)
        #expect(abs(darkOnLight - 106.040673213) < 5e-10)
        #expect(lightOnDark < -107 && lightOnDark > -109)
    }

    @Test func identicalAndNearIdenticalColorsAreZero() {
        let coral = RGBA(hex: "#FF6B6B")!
        #expect(APCA.lightnessContrast(text: coral, background: coral) == 0)
        #expect(APCA.lightnessContrast(text: RGBA(hex: "#FEFEFE")!, background: .white) == 0)
    }

    @Test func translucentTextIsBlendedAndRounded() {
        let text = RGBA(hex: "#00000066")!
        let blended = APCA.lightnessContrast(text: text, background: .white)
        #expect(blended == APCA.lightnessContrast(text: RGBA(hex: "#999999")!, background: .white))
    }

    @Test func outOfRangeLuminanceGivesZero() {
        #expect(APCA.contrast(textY: -0.1, backgroundY: 1) == 0)
        #expect(APCA.contrast(textY: .nan, backgroundY: 1) == 0)
        #expect(APCA.contrast(textY: 0, backgroundY: 1.2) == 0)
    }

    @Test func screenLuminanceIsAPlainPowerCurve() {
        #expect(abs(APCA.screenLuminance(.white) - 1.0000001) < 1e-12)
        #expect(APCA.screenLuminance(.black) == 0)
    }
}
