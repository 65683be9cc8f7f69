import Diagnostics
import Testing
@testable import Reporting


/// Issue 19 item 6: the text summary counts what was not checked, by cause.
@Suite struct NotCheckedSummaryTests {
    @Test func theSummaryCountsSkippedChecksByCause() {
        let range = SourceRange(file: "specs/a.md", line: 3, column: 1)
        let report = Report(diagnostics: [
            Diagnostic(id: .specAmbiguousName, severity: .warning, message: "\"gray\" names 2 colors", range: range),
            Diagnostic(id: .specAmbiguousName, severity: .warning, message: "\"gray\" names 2 colors", range: SourceRange(file: "specs/a.md", line: 9, column: 1)),
            Diagnostic(id: .specUnknownInMode, severity: .warning, message: "\"Charcoal\" has no value in dark mode", range: range),
        ])
        let text = TextReport.render(report, useColor: false)
        #expect(text.hasSuffix("not checked: 2 colors named ambiguously [spec/ambiguous-name], 1 colors with no value in a mode [spec/unknown-in-mode]\n"))
        #expect(TextReport.notChecked([]) == nil)
    }
}
