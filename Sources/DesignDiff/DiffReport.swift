import ColorScience
import DesignModel
import Foundation
import Reporting

/// Prints `DesignChanges` for people (text on a terminal, Markdown for a pull-request comment)
/// and for tools (JSON). Only formats: every number is computed by `DesignComparison`.
public enum DiffReport {
    public enum Format: String, Sendable, CaseIterable {
        case text, markdown, json
    }

    public static func render(_ changes: DesignChanges, format: Format, useColor: Bool = false) -> String {
        switch format {
        case .text: text(changes, useColor: useColor)
        case .markdown: markdown(changes)
        case .json: json(changes)
        }
    }

    /// ΔE2000 with one decimal: below 1 is invisible, 2–10 noticeable side by side.
    static func deltaE(_ value: Double) -> String { String(format: "%.1f", value) }

    /// Ratios as the rest of Kiln prints them (truncated, never rounded up into a pass).
    static func ratio(_ value: Double?) -> String { value.map(WCAG.formatRatio) ?? "—" }

    static func contrastText(_ change: DesignChanges.ContrastChange) -> String {
        "\(change.pair): \(ratio(change.before)) → \(ratio(change.after)) (needs \(WCAG.formatRatio(change.required)), \(change.verdict))"
    }

    static func typeText(_ change: DesignChanges.TokenChange) -> String {
        change.previousType.map { "\($0.rawValue) → \(change.type.rawValue)" } ?? change.type.rawValue
    }

    // MARK: text

    static func text(_ changes: DesignChanges, useColor: Bool) -> String {
        func swatch(_ value: DesignChanges.ModeValue?) -> String {
            guard let value else { return "(none)" }
            guard useColor, let color = value.color else { return value.text }
            return "\u{1B}[38;2;\(color.red8);\(color.green8);\(color.blue8)m██\u{1B}[0m " + value.text
        }
        var out = "kiln diff: \(changes.baseLabel) → \(changes.headLabel)\n\(changes.summary)\n"
        if !changes.changed.isEmpty {
            out += "\nChanged tokens\n"
            for change in changes.changed {
                out += "  \(change.path)  (\(typeText(change)))  \(change.location)\n"
                let width = change.modes.map(\.mode.count).max() ?? 0
                for mode in change.modes {
                    let pad = String(repeating: " ", count: width - mode.mode.count)
                    out += "    \(mode.mode)\(pad)  \(swatch(mode.before)) → \(swatch(mode.after))"
                    if let delta = mode.deltaE { out += "  ΔE2000 \(deltaE(delta))" }
                    out += "\n"
                    for contrast in mode.contrast {
                        out += "    \(String(repeating: " ", count: width))  contrast \(contrastText(contrast))\n"
                    }
                }
            }
        }
        func tokenLines(_ title: String, _ mark: String, _ entries: [DesignChanges.TokenEntry]) {
            guard !entries.isEmpty else { return }
            out += "\n\(title)\n"
            for entry in entries {
                out += "  \(mark) \(entry.path)  \(entry.type.rawValue)  \(entry.valueText)  \(entry.location)\n"
            }
        }
        tokenLines("Added tokens", "+", changes.added)
        tokenLines("Removed tokens", "-", changes.removed)
        if !changes.renamed.isEmpty {
            out += "\nRenamed tokens\n"
            for rename in changes.renamed {
                out += "  \(rename.from) → \(rename.to.path)  \(rename.to.valueText)  \(rename.to.location)\n"
            }
        }
        func findingLines(_ title: String, _ mark: String, _ findings: [DesignChanges.FindingEntry]) {
            guard !findings.isEmpty else { return }
            out += "\n\(title)\n"
            for finding in findings {
                let place = finding.location.isEmpty ? "" : finding.location + ": "
                out += "  \(mark) \(place)\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
            }
        }
        findingLines("Findings that appeared", "+", changes.appearedFindings)
        findingLines("Findings fixed", "-", changes.fixedFindings)
        return out
    }

    // MARK: Markdown

    /// Rows per Markdown section: GitHub refuses comments over 65,536 characters, so a large
    /// change lists the first rows and says how many more `kiln diff` prints.
    public static let markdownRowLimit = 60

    /// A pull-request comment: a heading, the summary line, then one collapsible section per
    /// kind of change. Colors are written as `` `#RRGGBB` `` in code spans, which GitHub shows
    /// with a swatch of the color; new findings are open, the rest folded.
    static func markdown(_ changes: DesignChanges, rowLimit: Int = markdownRowLimit) -> String {
        func cell(_ text: String) -> String {
            text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        }
        func code(_ text: String) -> String { "`" + text.replacingOccurrences(of: "`", with: "'") + "`" }
        func value(_ value: DesignChanges.ModeValue?) -> String { value.map { cell(code($0.text)) } ?? "—" }
        func more(_ total: Int) -> String {
            total > rowLimit ? "\n… and \(total - rowLimit) more (`kiln diff` lists them all).\n" : ""
        }
        func section(_ title: String, count: Int?, open: Bool = false, _ body: String) -> String {
            "<details\(open ? " open" : "")><summary>\(title)\(count.map { " (\($0))" } ?? "")</summary>\n\n" + body + "\n</details>\n"
        }
        var out = "### Kiln: design changes\n\n"
        out += "**\(changes.summary)** — \(code(changes.baseLabel)) → \(code(changes.headLabel))\n"
        if changes.isEmpty { return out }
        out += "\n"
        if !changes.appearedFindings.isEmpty || !changes.fixedFindings.isEmpty {
            var body = "| | severity | rule | finding | where |\n|---|---|---|---|---|\n"
            let appeared = changes.appearedFindings.prefix(rowLimit)
            let fixed = changes.fixedFindings.prefix(max(0, rowLimit - appeared.count))
            for finding in appeared {
                body += "| 🆕 | \(finding.severity.rawValue) | \(code(finding.ruleID)) | \(cell(finding.message)) | \(finding.location.isEmpty ? "" : code(finding.location)) |\n"
            }
            for finding in fixed {
                body += "| ✅ fixed | \(finding.severity.rawValue) | \(code(finding.ruleID)) | \(cell(finding.message)) | \(finding.location.isEmpty ? "" : code(finding.location)) |\n"
            }
            body += more(changes.appearedFindings.count + changes.fixedFindings.count)
            out += section(
                "Findings: \(changes.appearedFindings.count) appeared, \(changes.fixedFindings.count) fixed",
                count: nil, open: !changes.appearedFindings.isEmpty, body)
        }
        if !changes.changed.isEmpty {
            var body = "| token | mode | before | after | ΔE2000 | contrast |\n|---|---|---|---|---|---|\n"
            for change in changes.changed.prefix(rowLimit) {
                for (index, mode) in change.modes.enumerated() {
                    let name = index == 0 ? code(change.path.string) + (change.previousType.map { " (was \($0.rawValue))" } ?? "") : ""
                    let contrast = mode.contrast.map { cell(contrastText($0)) }.joined(separator: "<br>")
                    body += "| \(name) | \(mode.mode) | \(value(mode.before)) | \(value(mode.after)) | \(mode.deltaE.map(deltaE) ?? "") | \(contrast) |\n"
                }
                if change.modes.isEmpty {
                    body += "| \(code(change.path.string)) (was \(change.previousType?.rawValue ?? "")) | | | | | |\n"
                }
            }
            body += more(changes.changed.count)
            out += section("Changed tokens", count: changes.changed.count, body)
        }
        func tokenTable(_ title: String, _ entries: [DesignChanges.TokenEntry]) {
            guard !entries.isEmpty else { return }
            var body = "| token | type | value | where |\n|---|---|---|---|\n"
            for entry in entries.prefix(rowLimit) {
                let values = entry.values.isEmpty ? "—" : entry.values.allSatisfy({ $0.text == entry.values[0].text })
                    ? code(entry.values[0].text) : entry.values.map { "\($0.mode) \(code($0.text))" }.joined(separator: "<br>")
                body += "| \(code(entry.path.string)) | \(entry.type.rawValue) | \(cell(values)) | \(code(entry.location)) |\n"
            }
            body += more(entries.count)
            out += section(title, count: entries.count, body)
        }
        tokenTable("Added tokens", changes.added)
        tokenTable("Removed tokens", changes.removed)
        if !changes.renamed.isEmpty {
            var body = "| before | after | value |\n|---|---|---|\n"
            for rename in changes.renamed.prefix(rowLimit) {
                body += "| \(code(rename.from.string)) | \(code(rename.to.path.string)) | \(cell(code(rename.to.valueText))) |\n"
            }
            body += more(changes.renamed.count)
            out += section("Renamed tokens", count: changes.renamed.count, body)
        }
        if !changes.addedModes.isEmpty || !changes.removedModes.isEmpty {
            out += "\nModes added: \(changes.addedModes.map(code).joined(separator: ", ").ifEmpty("none")); removed: \(changes.removedModes.map(code).joined(separator: ", ").ifEmpty("none")).\n"
        }
        return out
    }

    // MARK: JSON

    static func json(_ changes: DesignChanges) -> String {
        func rounded(_ value: Double?) -> ReportJSON { value.map { .number(($0 * 100).rounded() / 100) } ?? .null }
        func modeValue(_ value: DesignChanges.ModeValue?) -> ReportJSON { value.map { .string($0.text) } ?? .null }
        func entry(_ entry: DesignChanges.TokenEntry) -> ReportJSON {
            var values: [String: ReportJSON] = [:]
            for value in entry.values { values[value.mode] = .string(value.text) }
            return .object([
                "path": .string(entry.path.string), "type": .string(entry.type.rawValue), "values": .object(values),
                "location": .string(entry.location),
            ])
        }
        func finding(_ finding: DesignChanges.FindingEntry) -> ReportJSON {
            .object([
                "rule": .string(finding.ruleID), "severity": .string(finding.severity.rawValue), "message": .string(finding.message),
                "fingerprint": .string(finding.fingerprint), "location": .string(finding.location),
            ])
        }
        let changed: [ReportJSON] = changes.changed.map { change in
            var fields: [String: ReportJSON] = [
                "path": .string(change.path.string), "type": .string(change.type.rawValue), "location": .string(change.location),
                "modes": .array(
                    change.modes.map { mode in
                        .object([
                            "mode": .string(mode.mode), "before": modeValue(mode.before), "after": modeValue(mode.after),
                            "deltaE2000": rounded(mode.deltaE),
                            "contrast": .array(
                                mode.contrast.map { contrast in
                                    .object([
                                        "pair": .string(contrast.pair), "before": rounded(contrast.before), "after": rounded(contrast.after),
                                        "required": .number(contrast.required), "verdict": .string(contrast.verdict),
                                    ])
                                }),
                        ])
                    }),
            ]
            if let previous = change.previousType { fields["previousType"] = .string(previous.rawValue) }
            return .object(fields)
        }
        let root: ReportJSON = .object([
            "base": .string(changes.baseLabel), "head": .string(changes.headLabel), "summary": .string(changes.summary),
            "modes": .object(["added": .array(changes.addedModes.map(ReportJSON.string)), "removed": .array(changes.removedModes.map(ReportJSON.string))]),
            "tokens": .object([
                "added": .array(changes.added.map(entry)), "removed": .array(changes.removed.map(entry)),
                "renamed": .array(changes.renamed.map { .object(["from": .string($0.from.string), "to": entry($0.to)]) }),
                "changed": .array(changed),
            ]),
            "findings": .object(["appeared": .array(changes.appearedFindings.map(finding)), "fixed": .array(changes.fixedFindings.map(finding))]),
        ])
        return root.rendered()
    }
}

extension String {
    fileprivate func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
