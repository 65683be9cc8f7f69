import ColorScience
import Testing

/// All 34 pairs of Sharma, Wu & Dalal (2005), to the four decimals they are published with; the
/// formula is symmetric, so each pair is also checked reversed.
@Suite("CIEDE2000 reference vectors (Sharma 2005)")
struct CIEDE2000VectorTests {
    @Test("ΔE00", arguments: ReferenceVectors.ciede2000)
    func difference(_ row: CSVRow) {
        let first = CIELab(L: row.double("L1"), a: row.double("a1"), b: row.double("b1"))
        let second = CIELab(L: row.double("L2"), a: row.double("a2"), b: row.double("b2"))
        let forward = CIEDE2000.difference(first, second)
        let backward = CIEDE2000.difference(second, first)
        #expect(matchesDecimal(forward, row["dE00"]), "got \(forward)")
        #expect(matchesDecimal(backward, row["dE00"]), "reversed: got \(backward)")
    }
}
