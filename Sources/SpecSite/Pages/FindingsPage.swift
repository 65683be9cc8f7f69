import DesignModel
import Diagnostics
import Rules

/// Every finding of the build, new and known, each once and each with its own anchor (the
/// other pages link here), grouped by rule, with filters by rule, severity, screen, mode and
/// whether the baseline accepts it. The filters are the site's script; without it every
/// finding is listed.
struct FindingsPage {
    let context: SiteContext

    static func anchor(rule: DiagnosticID) -> String { "findings-" + Anchor.slug(rule.rawValue) }

    func render() -> OutputFile {
        let path = SitePage.findings.path
        let fragments = Fragments(context: context, page: path)
        let findings = context.allFindings
        let known = findings.filter { context.knownFindings.contains($0) }.count
        return Layout(context: context).render(path: path, title: "Findings", current: .findings) { html, styles in
            html.element("h1", text: "Findings")
            html.element("p", [.class("lead")]) { lead in
                if findings.isEmpty {
                    lead.text("No findings: every rule passes.")
                } else {
                    lead.text("\(PageText.plural(findings.count, "finding")): \(findings.count - known) new, \(known) known (accepted by the baseline). ")
                    lead.text("Each one once, with what it measured, how to fix it and where it is written.")
                }
            }
            guard !findings.isEmpty else { return }
            let byRule = Dictionary(grouping: findings, by: \.id)
            let rules = byRule.keys.sorted()
            filters(&html, fragments: fragments, findings: findings, rules: rules)
            FindingsSummary(context: context).table(&html, findings: findings, page: path)
            for rule in rules {
                let list = byRule[rule]!
                let title = context.input.rules.first { $0.diagnosticID == rule }?.title
                html.element("section", [.class("finding-group"), .init("data-group", rule.rawValue), .init("aria-labelledby", FindingsPage.anchor(rule: rule))]) { section in
                    section.element("h2", [.id(FindingsPage.anchor(rule: rule))]) { heading in
                        heading.element("code", text: rule.rawValue)
                        if let title { heading.text(" " + title) }
                        heading.element("span", [.class("muted")], text: " (\(list.count))")
                    }
                    fragments.findings(&section, &styles, list, limit: Int.max, anchored: true)
                }
            }
        }
    }

    /// The filter controls, hidden until the script wires them.
    private func filters(_ html: inout HTMLWriter, fragments: Fragments, findings: [Finding], rules: [DiagnosticID]) {
        let screens = Set(findings.compactMap { fragments.screen(of: $0) }).sorted()
        let modes = context.system.modes.filter { mode in findings.contains { $0.subject["mode"] == mode } }
        html.element("form", [.class("filters"), .id("finding-filters"), .label("Filter findings"), .flag("hidden")]) { form in
            func select(_ id: StaticString, _ label: String, _ key: String, _ options: [(String, String)]) {
                form.element("p", [.class("filter")]) { field in
                    field.element("label", [.init("for", String(describing: id))], text: label)
                    field.element("select", [.id(String(describing: id)), .init("data-filter", key)]) { list in
                        list.element("option", [.init("value", "")], text: "All")
                        for (value, text) in options { list.element("option", [.init("value", value)], text: text) }
                    }
                }
            }
            select("filter-rule", "Rule", "rule", rules.map { ($0.rawValue, $0.rawValue) })
            select("filter-severity", "Severity", "severity", [Severity.error, .warning, .note].filter { s in findings.contains { $0.severity == s } }.map { ($0.rawValue, $0.rawValue) })
            if !screens.isEmpty { select("filter-screen", "Screen", "screen", screens.map { ($0, $0) }) }
            if !modes.isEmpty { select("filter-mode", "Mode", "mode", modes.map { ($0, $0) }) }
            select("filter-status", "New or known", "status", [("new", "new"), ("known", "known (baseline)")])
        }
        html.element("p", [.id("filter-status-line"), .class("note"), .init("role", "status")], text: "")
    }
}

/// The table of findings by rule and severity the overview and the findings page share: the
/// same counts, from the same list.
struct FindingsSummary {
    let context: SiteContext

    func table(_ html: inout HTMLWriter, findings: [Finding], page: String) {
        let byRule = Dictionary(grouping: findings, by: \.id)
        html.element("div", .tableWrap("Findings by rule and severity")) { wrap in
            wrap.element("table") { table in
                table.element("caption", [.class("visually-hidden")], text: "Findings by rule and severity")
                table.element("thead") { head in
                    head.element("tr") { row in
                        row.element("th", [.init("scope", "col")], text: "Rule")
                        for severity in [Severity.error, .warning, .note] {
                            row.element("th", [.init("scope", "col"), .class("num")], text: severity.rawValue + "s")
                        }
                        row.element("th", [.init("scope", "col"), .class("num")], text: "new")
                        row.element("th", [.init("scope", "col"), .class("num")], text: "total")
                    }
                }
                table.element("tbody") { body in
                    for rule in byRule.keys.sorted() {
                        let list = byRule[rule]!
                        body.element("tr") { row in
                            row.element("th", [.init("scope", "row")]) { cell in
                                cell.element("a", [.href(.link(from: page, to: SitePage.findings.path, fragment: FindingsPage.anchor(rule: rule)))]) {
                                    $0.element("code", text: rule.rawValue)
                                }
                            }
                            for severity in [Severity.error, .warning, .note] {
                                let count = list.filter { $0.severity == severity }.count
                                row.element("td", [.class("num")], text: count == 0 ? "–" : String(count))
                            }
                            let new = list.filter { !context.knownFindings.contains($0) }.count
                            row.element("td", [.class("num")], text: new == 0 ? "–" : String(new))
                            row.element("td", [.class("num")], text: String(list.count))
                        }
                    }
                }
            }
        }
    }
}
