import Testing
@testable import Diagnostics

@Suite struct TextReporterTests {
    @Test func printsLocationMessageIdSourceLineAndCaret() {
        var sources = SourceLines()
        sources.register(file: "tokens/color.yaml", text: "color:\n  a:\n    $value: \"{color.b}\"\n")
        let diagnostic = Diagnostic.error(
            .aliasMissing, "\"{color.b}\" names no token",
            at: SourceRange(file: "tokens/color.yaml", start: .init(line: 3, column: 13), end: .init(line: 3, column: 24)),
            hint: "did you mean `color.a`?")
        let text = TextReporter().render(diagnostic, sources: sources)
        #expect(
            text == """
                tokens/color.yaml:3:13: error: "{color.b}" names no token [alias/missing]
                 3 |     $value: "{color.b}"
                   |             ^~~~~~~~~~~
                    = hint: did you mean `color.a`?

                """)
    }

    @Test func colorsOnlyWhenAsked() {
        let diagnostic = Diagnostic.warning(.aliasDeprecated, "m", at: .file("f"))
        #expect(!TextReporter(useColor: false).render(diagnostic, sources: SourceLines()).contains("\u{1B}"))
        #expect(TextReporter(useColor: true).render(diagnostic, sources: SourceLines()).contains("\u{1B}[33m"))
    }

    @Test func sortsByFileThenPositionAndDeduplicates() {
        var collector = DiagnosticCollector()
        let late = Diagnostic.error(.aliasCycle, "late", at: SourceRange(file: "b", line: 1, column: 1))
        let early = Diagnostic.error(.aliasCycle, "early", at: SourceRange(file: "a", line: 9, column: 1))
        collector.add(late)
        collector.add(early)
        collector.add(late)
        #expect(collector.sorted == [early, late])
    }

    @Test func summaryCountsSeverities() {
        let diagnostics = [
            Diagnostic.error(.aliasCycle, "x", at: .none), .warning(.aliasDeprecated, "y", at: .none), .warning(.tokenEmptyFile, "z", at: .none),
        ]
        #expect(TextReporter().summary(diagnostics) == "1 error, 2 warnings")
    }
}
