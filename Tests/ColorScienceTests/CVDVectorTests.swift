import ColorScience
import Testing

/// Every row of cvd-vectors.csv (Viénot, Brettel and Machado, severity 1): channels to the six
/// decimals given, hex exactly.
@Suite("CVD reference vectors")
struct CVDVectorTests {
    @Test("simulated channels and hex", arguments: ReferenceVectors.cvd)
    func simulation(_ row: CSVRow) throws {
        let deficiency = try #require(Deficiency(rawValue: row["deficiency"]))
        let model = try #require(CVD.Model(rawValue: row["model"]))
        let result = CVD.simulate(row.color("hex"), deficiency, severity: row.double("severity"), model: model)
        #expect(matchesDecimal(result.red, row["r_out"]), "red \(result.red)")
        #expect(matchesDecimal(result.green, row["g_out"]), "green \(result.green)")
        #expect(matchesDecimal(result.blue, row["b_out"]), "blue \(result.blue)")
        #expect(result.hex == row["hex_out"])
        #expect(result.alpha == 1)
    }

    @Test("the default model is Viénot for protan/deutan and Brettel for tritan", arguments: ReferenceVectors.cvd)
    func defaultModel(_ row: CSVRow) throws {
        let deficiency = try #require(Deficiency(rawValue: row["deficiency"]))
        guard row["model"] == CVD.defaultModel(for: deficiency).rawValue else { return }
        #expect(CVD.simulate(row.color("hex"), deficiency).hex == row["hex_out"])
    }
}
