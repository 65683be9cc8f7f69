import ColorScience
import Testing

/// Every row of oklab-vectors.csv. The file's source says Ottosson's matrices (which Kiln uses)
/// agree with the CSS Color 4 64-bit ones to < 1e-7, so L, a, b and C are checked to 1e-7 and the
/// hue to the angle that 1e-7 subtends at that chroma; achromatic rows have no hue.
@Suite("OKLab reference vectors")
struct OKLabVectorTests {
    static let agreement = 1e-7

    @Test("OKLab L, a, b", arguments: ReferenceVectors.oklab)
    func oklab(_ row: CSVRow) {
        let lab = OKLab(row.color("hex"))
        #expect(abs(lab.L - row.double("ok_L")) < Self.agreement)
        #expect(abs(lab.a - row.double("ok_a")) < Self.agreement)
        #expect(abs(lab.b - row.double("ok_b")) < Self.agreement)
        #expect(lab.alpha == 1)
    }

    @Test("OKLCH C and h", arguments: ReferenceVectors.oklab)
    func oklch(_ row: CSVRow) {
        let lch = row.color("hex").oklch
        let chroma = row.double("oklch_C")
        #expect(abs(lch.L - row.double("ok_L")) < Self.agreement)
        #expect(abs(lch.C - chroma) < Self.agreement)
        if row["oklch_h_deg"].isEmpty {
            #expect(lch.C < OKLCH.achromaticThreshold)
            #expect(lch.h == 0)
        } else {
            let hueTolerance = (Self.agreement / chroma) * 180 / Double.pi + tolerance(ofDecimal: row["oklch_h_deg"])
            #expect(abs(lch.h - row.double("oklch_h_deg")) < hueTolerance, "got \(lch.h)")
        }
    }

    @Test("round trip back to the same 8-bit color", arguments: ReferenceVectors.oklab)
    func roundTrip(_ row: CSVRow) {
        let color = row.color("hex")
        #expect(color.oklab.rgba.hex == row["hex"])
        #expect(color.oklch.rgba.hex == row["hex"])
        let reference = OKLab(L: row.double("ok_L"), a: row.double("ok_a"), b: row.double("ok_b"))
        #expect(reference.rgba.hex == row["hex"])
    }
}
