@testable import Emitters
import DesignModel
import Diagnostics
import Testing

/// `Entry.withLiteral` / `withDefaultLiteral` replace `values[mode] ?? firstResolved` and
/// `defaultValue` in the printers: they must read the same literal in every case, including the
/// modes without a value.
struct EntryInPlaceTests {
    private func entry(_ values: [ViewModel.Literal?]) -> ViewModel.Entry {
        let token = Token(path: TokenPath("color.a"), type: .color, range: SourceRange(file: "tokens/a.yaml", line: 1, column: 1), values: [])
        return ViewModel.Entry(token: token, identifier: "a", platformType: "", values: ViewModel.Literals(values), variesByMode: true, doc: [])
    }

    private func read(_ entry: ViewModel.Entry, _ mode: Int) -> String? {
        var text: String?
        entry.withLiteral(mode) { text = $0.text }
        return text
    }

    @Test func readsWhatTheSubscriptAndFirstResolvedRead() {
        let cases: [[ViewModel.Literal?]] = [
            [.init("light"), .init("dark")],
            [nil, .init("dark")],
            [.init("light"), nil, .init("high")],
            [nil, nil, .init("third")],
            [nil, nil],
            [],
        ]
        for values in cases {
            let entry = entry(values)
            for mode in 0..<max(values.count, 1) {
                let expected = (mode < values.count ? values[mode] : nil)?.text ?? entry.firstResolved?.text
                #expect(read(entry, mode) == expected, "mode \(mode) of \(values.map { $0?.text ?? "nil" })")
            }
            var first: String?
            entry.withDefaultLiteral { first = $0.text }
            #expect(first == entry.defaultValue?.text)
        }
    }

    @Test func aUniformEntryShowsItsOneLiteralInEveryMode() {
        let token = Token(path: TokenPath("color.a"), type: .color, range: SourceRange(file: "tokens/a.yaml", line: 1, column: 1), values: [])
        let uniform = ViewModel.Entry(
            token: token, identifier: "a", platformType: "", values: ViewModel.Literals(uniform: .init("same"), count: 3), variesByMode: false, doc: [])
        #expect((0..<3).map { read(uniform, $0) } == ["same", "same", "same"])
        let unresolved = ViewModel.Entry(
            token: token, identifier: "a", platformType: "", values: ViewModel.Literals(uniform: nil, count: 2), variesByMode: false, doc: [])
        #expect(read(unresolved, 0) == nil)
    }

    @Test func partsAndWideFormComeWithTheLiteral() {
        let literal = ViewModel.Literal("#fff", parts: [.init("size", "1px")], wide: "color(display-p3 1 1 1)")
        var seen: ViewModel.Literal?
        entry([nil, literal]).withLiteral(0) { seen = $0 }
        #expect(seen == literal)
    }
}
