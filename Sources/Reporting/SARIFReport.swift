import Diagnostics
import Rules

/// SARIF 2.1.0 (`--reporter sarif`), as GitHub code scanning reads it: one run, the tool's
/// rules (every id that occurs, described from the rule registry when it is a rule), one
/// result per diagnostic with its location (relative URI, `%SRCROOT%` base), related
/// locations for notes, and `partialFingerprints["kiln/v1"]` = the finding's fingerprint, so
/// results keep their identity across line moves.
enum SARIFReport {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    static func render(_ report: Report) -> String {
        let ids = Array(Set(report.diagnostics.map(\.id))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        let rules: [ReportJSON] = ids.map(rule)
        let results: [ReportJSON] = report.diagnostics.map { diagnostic in
            result(diagnostic, finding: report.findings[diagnostic], index: ruleIndex[diagnostic.id] ?? 0)
        }
        let driver: [String: ReportJSON] = [
            "name": .string("kiln"), "version": .string(report.toolVersion), "semanticVersion": .string(report.toolVersion),
            "rules": .array(rules),
        ]
        let run: [String: ReportJSON] = [
            "tool": .object(["driver": .object(driver)]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(results),
        ]
        return ReportJSON.object(["$schema": .string(schema), "version": .string("2.1.0"), "runs": .array([.object(run)])]).rendered()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func rule(_ id: String) -> ReportJSON {
        var fields: [String: ReportJSON] = ["id": .string(id)]
        guard let description = Report.rulesByID[id] else { return .object(fields) }
        fields["name"] = .string(pascalCase(id))
        fields["shortDescription"] = .object(["text": .string(description.title)])
        fields["fullDescription"] = .object(["text": .string(description.rationale)])
        let more = "See docs/rules.md#\(RulesDocumentation.anchor(id)) for options and examples."
        fields["help"] = .object([
            "text": .string(description.rationale + "\n\n" + more), "markdown": .string(description.rationale + "\n\n" + more),
        ])
        if let severity = description.defaultSeverity.diagnosticSeverity {
            fields["defaultConfiguration"] = .object(["level": .string(level(severity))])
        } else {
            fields["defaultConfiguration"] = .object(["enabled": .bool(false), "level": .string("note")])
        }
        var tags: [ReportJSON] = []
        if id.hasPrefix("a11y/") { tags.append(.string("accessibility")) }
        tags.append(.string(String(id.split(separator: "/").first ?? "")))
        fields["properties"] = .object(["tags": .array(tags)])
        return .object(fields)
    }

    static func location(_ range: SourceRange, message: String? = nil, id: Int? = nil) -> ReportJSON {
        var region: [String: ReportJSON] = ["startLine": .integer(max(1, range.start.line)), "startColumn": .integer(max(1, range.start.column))]
        if range.end.line >= range.start.line, range.end > range.start {
            region["endLine"] = .integer(range.end.line)
            region["endColumn"] = .integer(range.end.column)
        }
        var object: [String: ReportJSON] = [
            "physicalLocation": .object([
                "artifactLocation": .object(["uri": .string(range.file), "uriBaseId": .string("%SRCROOT%")]),
                "region": .object(region),
            ])
        ]
        if let message { object["message"] = .object(["text": .string(message)]) }
        if let id { object["id"] = .integer(id) }
        return .object(object)
    }

    static func result(_ diagnostic: Diagnostic, finding: Finding?, index: Int) -> ReportJSON {
        var text = diagnostic.message
        if let hint = diagnostic.hint { text += " (" + hint + ")" }
        var fields: [String: ReportJSON] = [
            "ruleId": .string(diagnostic.id), "ruleIndex": .integer(index), "level": .string(level(diagnostic.severity)),
            "message": .object(["text": .string(text)]),
        ]
        if !diagnostic.range.isNone { fields["locations"] = .array([location(diagnostic.range)]) }
        let related = diagnostic.notes.enumerated().compactMap { offset, note -> ReportJSON? in
            guard let range = note.range, !range.isNone else { return nil }
            return location(range, message: note.message, id: offset + 1)
        }
        if !related.isEmpty { fields["relatedLocations"] = .array(related) }
        let unlocated = diagnostic.notes.filter { $0.range == nil || $0.range!.isNone }.map(\.message)
        var properties: [String: ReportJSON] = [:]
        if !unlocated.isEmpty { properties["notes"] = .array(unlocated.map(ReportJSON.string)) }
        if let finding {
            fields["partialFingerprints"] = .object(["kiln/v1": .string(finding.fingerprint)])
            properties["subject"] = JSONReport.subject(finding.subject)
            if let measurement = finding.measurement {
                properties["measurement"] = .object([
                    "value": .number(JSONReport.rounded(measurement.value)), "required": .number(measurement.required),
                    "unit": .string(measurement.unit),
                ])
            }
        }
        if !properties.isEmpty { fields["properties"] = .object(properties) }
        return .object(fields)
    }

    /// `a11y/contrast-text` → `A11yContrastText` (SARIF's `name` is an identifier-like word).
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "/" || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
