import Diagnostics
import BuildPipeline

/// The text format: `Diagnostics.TextReporter`, plus a line saying what the baseline and
/// suppressions accepted, so a clean run still shows that known findings exist.
enum TextReport {
    static func render(_ report: Report, useColor: Bool) -> String {
        // Errors lead, then warnings, then notes (each in file order), so warnings never bury them.
        let ordered = [Severity.error, .warning, .note].flatMap { severity in report.diagnostics.filter { $0.severity == severity } }
        var out = TextReporter(useColor: useColor).render(ordered, sources: report.sources)
        var accepted: [String] = []
        if report.baselinedCount > 0 {
            accepted.append("\(report.baselinedCount) known finding\(report.baselinedCount == 1 ? "" : "s") accepted by \(report.baselinePath ?? "the baseline")")
        }
        if report.suppressedCount > 0 {
            accepted.append("\(report.suppressedCount) suppressed")
        }
        if !accepted.isEmpty { out += accepted.joined(separator: "; ") + "\n" }
        if let skipped = notChecked(report.diagnostics) { out += skipped + "\n" }
        return out
    }

    /// What the checks could not judge, by cause (each is reported at its lines above), so a
    /// clean summary never hides a skipped check.
    static let skipCauses: [(id: String, what: String)] = [
        ("spec/unknown-background", "texts with no known background"),
        ("spec/ambiguous-name", "colors named ambiguously"),
        ("spec/unresolved-color", "color words no design-system color has"),
        ("spec/unknown-name", "color names no token has"),
        ("spec/unknown-in-mode", "colors with no value in a mode"),
        ("spec/unbound-variable", "variables no variant table binds"),
        ("spec/unverified-claim", "claims"),
        ("spec/disabled-state", "disabled states (exempt)"),
    ]

    /// Each cause with its number of occurrences (grouped findings count every place).
    static func notCheckedCounts(_ diagnostics: [Diagnostic]) -> [(id: String, what: String, count: Int)] {
        skipCauses.compactMap { cause in
            let count = diagnostics.filter { $0.id == cause.id }.reduce(0) { $0 + FindingGrouping.occurrences(of: $1) }
            return count == 0 ? nil : (cause.id, cause.what, count)
        }
    }

    static func notChecked(_ diagnostics: [Diagnostic]) -> String? {
        let parts = notCheckedCounts(diagnostics).map { "\($0.count) \($0.what) [\($0.id)]" }
        return parts.isEmpty ? nil : "not checked: " + parts.joined(separator: ", ")
    }
}
