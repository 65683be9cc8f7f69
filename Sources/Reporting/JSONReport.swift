import Diagnostics
import Rules

/// The JSON format (`--reporter json`), version 1:
///
/// ```json
/// { "version": 1, "tool": {"name": "kiln", "version": "0.1.0"},
///   "summary": {"errors": 1, "warnings": 0, "notes": 0, "baselined": 3, "suppressed": 0,
///     "notChecked"?: {"spec/unverified-claim": 2, …}},
///   "diagnostics": [ { "id", "severity", "message", "location": {file, line, column, endLine,
///     endColumn}, "notes": [{message, location?}], "hint"?, "fingerprint"?, "subject"?,
///     "measurement"?, "fixes"? } ] }
/// ```
///
/// Keys are sorted; diagnostics are in file/position order; `fingerprint`, `subject`,
/// `measurement` and `fixes` appear on rule findings.
enum JSONReport {
    static func render(_ report: Report) -> String {
        var summary: [String: ReportJSON] = [
            "errors": .integer(report.count(.error)), "warnings": .integer(report.count(.warning)), "notes": .integer(report.count(.note)),
            "baselined": .integer(report.baselinedCount), "suppressed": .integer(report.suppressedCount),
        ]
        // What the checks could not judge, by cause (as the text summary's "not checked" line).
        let skipped = TextReport.notCheckedCounts(report.diagnostics)
        if !skipped.isEmpty {
            summary["notChecked"] = .object(Dictionary(uniqueKeysWithValues: skipped.map { ($0.id, ReportJSON.integer($0.count)) }))
        }
        let root: [String: ReportJSON] = [
            "version": .integer(1),
            "tool": .object(["name": .string("kiln"), "version": .string(report.toolVersion)]),
            "summary": .object(summary),
            "diagnostics": .array(report.diagnostics.map { entry($0, finding: report.findings[$0]) }),
        ]
        return ReportJSON.object(root).rendered()
    }

    static func location(_ range: SourceRange) -> ReportJSON {
        .object([
            "file": .string(range.file), "line": .integer(range.start.line), "column": .integer(range.start.column),
            "endLine": .integer(range.end.line), "endColumn": .integer(range.end.column),
        ])
    }

    static func entry(_ diagnostic: Diagnostic, finding: Finding?) -> ReportJSON {
        var fields: [String: ReportJSON] = [
            "id": .string(diagnostic.id), "severity": .string(diagnostic.severity.rawValue), "message": .string(diagnostic.message),
        ]
        if !diagnostic.range.isNone { fields["location"] = location(diagnostic.range) }
        if !diagnostic.notes.isEmpty {
            fields["notes"] = .array(
                diagnostic.notes.map { note in
                    var object: [String: ReportJSON] = ["message": .string(note.message)]
                    if let range = note.range, !range.isNone { object["location"] = location(range) }
                    return .object(object)
                })
        }
        if let hint = diagnostic.hint { fields["hint"] = .string(hint) }
        if let finding {
            fields["fingerprint"] = .string(finding.fingerprint)
            fields["subject"] = subject(finding.subject)
            if let measurement = finding.measurement {
                fields["measurement"] = .object([
                    "value": .number(rounded(measurement.value)), "required": .number(measurement.required), "unit": .string(measurement.unit),
                ])
            }
            if !finding.fixes.isEmpty {
                fields["fixes"] = .array(
                    finding.fixes.map { fix in
                        var object: [String: ReportJSON] = ["kind": .string(fix.kind.rawValue), "message": .string(fix.message)]
                        if let replacement = fix.replacement { object["replacement"] = .string(replacement) }
                        if let mode = fix.mode { object["mode"] = .string(mode) }
                        return .object(object)
                    })
            }
        }
        return .object(fields)
    }

    static func subject(_ subject: FindingSubject) -> ReportJSON {
        var fields: [String: ReportJSON] = [:]
        for detail in subject.details { fields[detail.key] = .string(detail.value) }
        if !subject.tokens.isEmpty { fields["tokens"] = .array(subject.tokens.map { .string($0.string) }) }
        if let component = subject.component { fields["component"] = .string(component) }
        if let file = subject.file { fields["file"] = .string(file) }
        return .object(fields)
    }

    /// Measurements to 4 decimals: enough to see a verdict, stable across platforms' last bits.
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
