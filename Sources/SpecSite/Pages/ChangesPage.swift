import ColorScience
import DesignModel

/// `kiln build --diff BASE`: what changed since BASE — findings that appeared or were fixed,
/// changed values per mode with before/after swatches, ΔE2000 and contrast deltas, and the
/// tokens added, removed and renamed. Written only when the build was given a base.
struct ChangesPage {
    let context: SiteContext

    func render() -> OutputFile {
        let path = SitePage.changes.path
        let fragments = Fragments(context: context, page: path)
        let changes = context.input.changes ?? DesignChanges(baseLabel: "", headLabel: "")
        return Layout(context: context).render(path: path, title: "Changes", current: .changes) { html, styles in
            html.element("h1", text: "Changes")
            html.element("p", [.class("lead")]) { lead in
                lead.text("Compared with ")
                lead.element("code", text: changes.baseLabel)
                lead.text(": " + changes.summary + ".")
            }
            if !changes.addedModes.isEmpty || !changes.removedModes.isEmpty {
                html.element(
                    "p",
                    text: "Modes added: \(changes.addedModes.joined(separator: ", ").isEmpty ? "none" : changes.addedModes.joined(separator: ", ")); "
                        + "removed: \(changes.removedModes.joined(separator: ", ").isEmpty ? "none" : changes.removedModes.joined(separator: ", ")).")
            }
            findings(&html, fragments: fragments, "Findings that appeared", id: "appeared", changes.appearedFindings)
            findings(&html, fragments: fragments, "Findings fixed", id: "fixed", changes.fixedFindings)
            if !changes.changed.isEmpty {
                fragments.heading2(&html, "Changed values (\(changes.changed.count))", id: "changed")
                html.element("div", .tableWrap("Changed values")) { wrap in
                    wrap.element("table") { table in
                        table.element("thead") { head in
                            head.element("tr") { row in
                                for title in ["Token", "Mode", "Before", "After", "ΔE2000", "Contrast"] {
                                    row.element("th", [.init("scope", "col")], text: title)
                                }
                            }
                        }
                        table.element("tbody") { body in
                            for change in changes.changed {
                                for (index, mode) in change.modes.enumerated() {
                                    body.element("tr") { row in
                                        if index == 0 {
                                            row.element("th", [.init("scope", "row")]) { cell in
                                                fragments.tokenLink(&cell, change.path)
                                                if let previous = change.previousType { cell.text(" (was \(previous.rawValue))") }
                                            }
                                        } else {
                                            row.element("td") { _ in }
                                        }
                                        row.element("td", text: mode.mode)
                                        value(&row, &styles, fragments: fragments, mode.before)
                                        value(&row, &styles, fragments: fragments, mode.after)
                                        row.element("td", [.class("num")], text: mode.deltaE.map(ChangesPage.tenths) ?? "")
                                        row.element("td") { cell in
                                            for contrast in mode.contrast {
                                                cell.element("div") { line in
                                                    line.text(contrast.pair + ": " + ratio(contrast.before) + " → " + ratio(contrast.after) + " ")
                                                    if let after = contrast.after {
                                                        fragments.requirementVerdict(&line, ratio: after, required: contrast.required)
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            tokens(&html, &styles, fragments: fragments, "Added tokens", id: "added", changes.added.map { ($0, nil) })
            tokens(&html, &styles, fragments: fragments, "Removed tokens", id: "removed", changes.removed.map { ($0, nil) })
            tokens(&html, &styles, fragments: fragments, "Renamed tokens", id: "renamed", changes.renamed.map { ($0.to, $0.from) })
        }
    }

    /// ΔE2000 with one decimal, as `kiln diff` prints it.
    static func tenths(_ value: Double) -> String {
        let tenths = Int((abs(value) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private func ratio(_ value: Double?) -> String { value.map(WCAG.formatRatio) ?? "—" }

    private func value(_ row: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, _ value: DesignChanges.ModeValue?) {
        row.element("td") { cell in
            guard let value else {
                cell.text("—")
                return
            }
            if let color = value.color { fragments.mini(&cell, &styles, color: color) }
            cell.element("code", text: value.text)
        }
    }

    private func findings(_ html: inout HTMLWriter, fragments: Fragments, _ title: String, id: String, _ findings: [DesignChanges.FindingEntry]) {
        guard !findings.isEmpty else { return }
        fragments.heading2(&html, "\(title) (\(findings.count))", id: id)
        html.element("ul", [.class("findings")]) { list in
            for finding in findings {
                list.element("li") { item in
                    fragments.severity(&item, finding.severity)
                    item.element("div") { body in
                        body.element("code", text: finding.ruleID)
                        body.text(" " + finding.message)
                        if !finding.location.isEmpty {
                            body.text(" ")
                            body.element("span", [.class("mono")], text: finding.location)
                        }
                    }
                }
            }
        }
    }

    private func tokens(
        _ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, _ title: String, id: String,
        _ entries: [(entry: DesignChanges.TokenEntry, previous: TokenPath?)]
    ) {
        guard !entries.isEmpty else { return }
        fragments.heading2(&html, "\(title) (\(entries.count))", id: id)
        html.element("ul", [.class("changes")]) { list in
            for (entry, previous) in entries {
                list.element("li") { item in
                    if let previous {
                        item.element("code", text: previous.string)
                        item.text(" → ")
                    }
                    // A removed token has no anchor in this build's pages: plain code text.
                    if id == "removed" { item.element("code", text: entry.path.string) } else { fragments.tokenLink(&item, entry.path) }
                    item.text(" " + entry.type.rawValue + " ")
                    for mode in entry.values {
                        if let color = mode.color { fragments.mini(&item, &styles, color: color) }
                        item.element("code", text: entry.values.count > 1 ? "\(mode.mode) \(mode.text)" : mode.text)
                        item.text(" ")
                    }
                }
            }
        }
    }
}
