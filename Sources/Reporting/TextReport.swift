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
    static let skipCauses: [(id: DiagnosticID, what: String)] = [
        (.specUnknownBackground, "texts with no known background"),
        (.specAmbiguousName, "colors named ambiguously"),
        (.specUnresolvedColor, "color words no design-system color has"),
        (.specUnknownName, "color names no token has"),
        (.specUnknownInMode, "colors with no value in a mode"),
        (.specUnboundVariable, "variables no variant table binds"),
        (.specUnverifiedClaim, "claims"),
        (.specDisabledState, "disabled states (exempt)"),
    ]

    /// Each cause with its number of occurrences (grouped findings count every place).
    static func notCheckedCounts(_ diagnostics: [Diagnostic]) -> [(id: DiagnosticID, what: String, count: Int)] {
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
