import Testing

/// Guards the parameterized vector tests: an unreadable file would otherwise run zero cases.
@Suite("Reference vector files")
struct VectorFileTests {
    @Test func everyFileLoadsWithAllRows() {
        #expect(ReferenceVectors.contrast.count == 72)
        #expect(ReferenceVectors.oklab.count == 11)
        #expect(ReferenceVectors.ciede2000.count == 34)
        #expect(ReferenceVectors.cvd.count == 99)
    }

    @Test func decimalToleranceFollowsTheWrittenPrecision() {
        #expect(abs(tolerance(ofDecimal: "2.775066804") - 5e-10) < 1e-11)
        #expect(abs(tolerance(ofDecimal: "1.0000") - 5e-5) < 1e-11)
        #expect(abs(tolerance(ofDecimal: "0.369337") - 5e-7) < 1e-11)
    }

    @Test func csvParserHandlesQuotedCommas() {
        let records = ReferenceVectors.parseCSV("a,b\n1,\"x, \"\"y\"\"\"\r\n")
        #expect(records == [["a", "b"], ["1", "x, \"y\""]])
    }
}
