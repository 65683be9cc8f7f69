import ColorScience
import Testing

@Suite("Alpha compositing")
struct CompositingTests {
    let white = RGBA.white
    let sky = RGBA(hex: "#74B9FF")!

    @Test func indeterminateWithoutAnOpaqueLayer() {
        #expect(Compositing.flatten([]) == nil)
        #expect(Compositing.flatten([sky.withAlpha(0.15)]) == nil)
        #expect(Compositing.flatten([RGBA(hex: "#00000000")!, sky.withAlpha(0.5), white.withAlpha(0.99)]) == nil)
    }

    @Test func singleOpaqueLayerIsItself() {
        #expect(Compositing.flatten([sky]) == sky)
        #expect(Compositing.flatten([sky], quantize: false) == sky)
    }

    @Test func layersBelowTheTopmostOpaqueLayerAreHidden() {
        let hidden = RGBA(hex: "#FF000080")!
        let stack = [hidden, RGBA.black, white.withAlpha(0.5)]
        #expect(Compositing.flatten(stack)?.hex == "#808080")
        #expect(Compositing.flatten(Array(stack.dropFirst()))?.hex == "#808080")
    }

    /// 0.15 × 185 + 0.85 × 255 = 244.5 exactly, so green rounds up (the binary result is
    /// 244.49999999999997); this is the contrast-vectors.csv row that pins the rounding.
    @Test func roundsHalfUpAfterEachComposite() {
        let tint = sky.withAlpha(0.15).composited(over: white)
        #expect(tint.hex == "#EAF5FF")
        #expect(tint.isOpaque)
        let float = sky.withAlpha(0.15).composited(over: white, quantize: false)
        #expect(abs(float.green * 255 - 244.5) < 1e-9)
        #expect(Compositing.flatten([white, sky.withAlpha(0.15)]) == tint)
    }

    @Test func quantizeChoiceChangesTheRatio() {
        let quantized = Compositing.flatten([white, sky.withAlpha(0.15)])!
        let float = Compositing.flatten([white, sky.withAlpha(0.15)], quantize: false)!
        #expect(quantized != float)
        #expect(abs(WCAG.contrastRatio(sky, quantized) - 1.876664035) < 5e-10)
        #expect(abs(WCAG.contrastRatio(sky, float) - 1.871198359) < 5e-10)
    }

    @Test func sourceOverATranslucentBackground() {
        let result = Compositing.sourceOver(RGBA.black.withAlpha(0.5), white.withAlpha(0.5), quantize: false)
        #expect(abs(result.alpha - 0.75) < 1e-15)
        #expect(abs(result.red - 1.0 / 3) < 1e-15)
        let empty = Compositing.sourceOver(RGBA(hex: "#FF000000")!, RGBA(hex: "#00FF0000")!)
        #expect(empty == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func opaqueTopHidesTheBackground() {
        #expect(sky.composited(over: .black) == sky)
    }

    @Test func quantizedTreatsNearHalvesAsHalves() {
        #expect(Compositing.quantized(RGBA(red: 244.49999999999997 / 255, green: 0, blue: 0)).red8 == 245)
        #expect(Compositing.quantized(RGBA(red: 244.4999 / 255, green: 0, blue: 0)).red8 == 244)
        #expect(Compositing.quantized(RGBA(red: 2, green: -1, blue: 0.5, alpha: 0.5)).hex == "#FF008080")
    }
}
