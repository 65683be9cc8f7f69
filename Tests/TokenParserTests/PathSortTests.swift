import DesignModel
import Diagnostics
import Testing
@testable import TokenParser

/// `TokenSetParser.sortedByPath` orders ASCII paths by their bytes, a word at a time: the same
/// order as `String`'s `<`, ties in input order. Paths made to stress the word loop: long shared
/// prefixes that differ inside and after the first words, prefixes of each other, lengths around
/// multiples of 8, and bytes of every class (` ` < `-` < `.` < `0` < `A` < `_` < `a` < `~`).
@Suite struct PathSortTests {
    func tokens(_ paths: [String]) -> [RawToken] {
        paths.enumerated().map { index, path in
            RawToken(
                path: TokenPath(path), declaredType: .number, value: nil, modeValues: [:], description: nil, deprecation: nil,
                displayName: nil, paletteEntry: nil, extensions: nil, range: SourceRange(file: "t.json", line: index + 1, column: 1))
        }
    }

    /// The order `String`'s `<` gives, stable: what the model was sorted by before.
    func stringOrder(_ raw: [RawToken]) -> [ObjectIdentifier] {
        raw.indices.sorted { lhs, rhs in
            raw[lhs].path.string != raw[rhs].path.string ? raw[lhs].path.string < raw[rhs].path.string : lhs < rhs
        }.map { ObjectIdentifier(raw[$0]) }
    }

    @Test func asciiPathsSortAsStringsDoWithTiesInInputOrder() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        let alphabet = Array("aZ09._-~ zA".unicodeScalars)
        let stems = ["", "c", "color.pa", "color.palette.", "color.palette.blue.", "Color.palette.blue.", "color-palette-blue-1"]
        for round in 0..<40 {
            var paths: [String] = []
            for _ in 0..<(round == 0 ? 2 : 200) {
                var path = stems[next(stems.count)]
                for _ in 0..<next(19) { path.unicodeScalars.append(alphabet[next(alphabet.count)]) }
                if path.isEmpty { path = "x" }
                paths.append(path)
            }
            // Duplicates, and a run already in order.
            if round % 2 == 0 { for _ in 0..<10 { paths.append(paths[next(paths.count)]) } }
            if round % 5 == 0 { paths.sort() }
            let raw = tokens(paths)
            #expect(TokenSetParser.asciiPathOrder(raw) != nil)
            #expect(TokenSetParser.sortedByPath(raw).map(ObjectIdentifier.init) == stringOrder(raw))
            // Whether a path is given twice, told by the sort's own byte comparisons.
            let found = TokenSetParser.sortedByPathFindingDuplicates(raw)
            #expect(found.duplicateFree == (Set(paths).count == paths.count))
            #expect(found.tokens.map(ObjectIdentifier.init) == stringOrder(raw))
        }
        // Paths that differ only in their last byte, or in length, are not duplicates.
        #expect(TokenSetParser.sortedByPathFindingDuplicates(tokens(["color.palette.blue.10", "color.palette.blue.11", "color.palette.blue.1"])).duplicateFree)
        #expect(!TokenSetParser.sortedByPathFindingDuplicates(tokens(["b", "color.palette.blue.10", "a", "color.palette.blue.10"])).duplicateFree)
    }

    /// A non-ASCII path sorts by `String`'s `<` (canonical equivalence: a decomposed é is the
    /// same text as a composed one), which byte order would not give.
    @Test func nonASCIIPathsSortByStringOrder() {
        let raw = tokens(["e\u{301}.b", "\u{E9}.a", "f", "e\u{301}.a", "ea", "\u{E9}"])
        #expect(TokenSetParser.asciiPathOrder(raw) == nil)
        #expect(TokenSetParser.sortedByPath(raw).map(ObjectIdentifier.init) == stringOrder(raw))
        #expect(TokenSetParser.sortedByPath(tokens([])).isEmpty)
    }
}
