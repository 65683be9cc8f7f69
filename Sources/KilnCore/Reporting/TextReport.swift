import Diagnostics

/// The text format: `Diagnostics.TextReporter`, plus a line saying what the baseline and
/// suppressions accepted, so a clean run still shows that known findings exist.
enum TextReport {
    static func render(_ report: Report, useColor: Bool) -> String {
        var out = TextReporter(useColor: useColor).render(report.diagnostics, sources: report.sources)
        var accepted: [String] = []
        if report.baselinedCount > 0 {
            accepted.append("\(report.baselinedCount) known finding\(report.baselinedCount == 1 ? "" : "s") accepted by \(report.baselinePath ?? "the baseline")")
        }
        if report.suppressedCount > 0 {
            accepted.append("\(report.suppressedCount) suppressed")
        }
        if !accepted.isEmpty { out += accepted.joined(separator: "; ") + "\n" }
        return out
    }
}
