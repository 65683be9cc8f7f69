import ColorScience
import Testing

/// Every row of contrast-vectors.csv: flattening, WCAG ratio (rounded and float compositing),
/// verdicts at the 3 / 4.5 / 7 thresholds, and APCA Lc — all to the nine decimals given.
@Suite("Contrast reference vectors")
struct ContrastVectorTests {
    /// The layers of a row: the background (a translucent tint over `bg_under` when given) and
    /// the foreground at `fg_alpha` on top of it.
    struct Layers {
        var background: RGBA
        var foreground: RGBA

        init(_ row: CSVRow, quantize: Bool) {
            let tint = row.color("bg").withAlpha(row.double("bg_alpha"))
            if row["bg_under"].isEmpty {
                background = tint
            } else {
                background = Compositing.flatten([row.color("bg_under"), tint], quantize: quantize)!
            }
            foreground = Compositing.flatten(
                [background, row.color("fg").withAlpha(row.double("fg_alpha"))], quantize: quantize)!
        }
    }

    @Test("flattened colors match fg_flat and bg_flat exactly", arguments: ReferenceVectors.contrast)
    func flattening(_ row: CSVRow) {
        let layers = Layers(row, quantize: true)
        #expect(layers.foreground.hex == row["fg_flat"])
        #expect(layers.background.hex == row["bg_flat"])
        #expect(layers.foreground.isOpaque && layers.background.isOpaque)
    }

    @Test("wcag21_ratio with 8-bit compositing (the default)", arguments: ReferenceVectors.contrast)
    func ratio(_ row: CSVRow) {
        let layers = Layers(row, quantize: true)
        let ratio = WCAG.contrastRatio(layers.foreground, layers.background)
        #expect(matchesDecimal(ratio, row["wcag21_ratio"]), "got \(ratio)")
        #expect(matchesDecimal(WCAG.contrastRatio(layers.background, layers.foreground), row["wcag21_ratio"]))
    }

    @Test("wcag21_ratio_float_composite with quantize: false", arguments: ReferenceVectors.contrast)
    func floatCompositeRatio(_ row: CSVRow) {
        let layers = Layers(row, quantize: false)
        let ratio = WCAG.contrastRatio(layers.foreground, layers.background)
        #expect(matchesDecimal(ratio, row["wcag21_ratio_float_composite"]), "got \(ratio)")
    }

    @Test("pass/fail verdicts agree with the reference ratio", arguments: ReferenceVectors.contrast)
    func verdicts(_ row: CSVRow) {
        let layers = Layers(row, quantize: true)
        let ratio = WCAG.contrastRatio(layers.foreground, layers.background)
        for required in [3.0, 4.5, 7.0] {
            #expect(WCAG.passes(ratio: ratio, required: required) == (row.double("wcag21_ratio") >= required))
        }
    }

    @Test("apca_lc", arguments: ReferenceVectors.contrast)
    func apca(_ row: CSVRow) {
        let layers = Layers(row, quantize: true)
        // Translucent text is blended by APCA itself (rounded, like APCA-W3's alphaBlend) …
        let text = row.color("fg").withAlpha(row.double("fg_alpha"))
        let lc = APCA.lightnessContrast(text: text, background: layers.background)
        #expect(matchesDecimal(lc, row["apca_lc"]), "got \(lc)")
        // … and gives the same figure as the flattened text.
        let flat = APCA.lightnessContrast(text: layers.foreground, background: layers.background)
        #expect(matchesDecimal(flat, row["apca_lc"]))
    }

    /// The XYZ route (`wcag21_ratio_xyz_y`) would flip these verdicts; Kiln follows WCAG's formula.
    @Test func boundaryRowsFollowTheWCAGFormulaNotXYZ() throws {
        let flipped = ReferenceVectors.contrast.filter { row in
            [3.0, 4.5, 7.0].contains { (row.double("wcag21_ratio") >= $0) != (row.double("wcag21_ratio_xyz_y") >= $0) }
        }
        #expect(flipped.contains { $0["fg"] == "#7C7290" })
        #expect(flipped.contains { $0["fg"] == "#006FFB" })
        for row in flipped {
            let ratio = WCAG.contrastRatio(row.color("fg_flat"), row.color("bg_flat"))
            #expect(matchesDecimal(ratio, row["wcag21_ratio"]), "\(row.testDescription)")
        }
    }
}
