import DesignModel

import Diagnostics
import Rules

/// Each rule's rationale, options and examples, generated from the rule descriptions, with
/// how many findings it has in this build.
struct RulesPage {
    let context: SiteContext

    static func anchor(_ id: DiagnosticID) -> String { "rule-" + Anchor.slug(id.rawValue) }

    // Whole: writes the rules page's HTML as it nests, top to bottom.
    func render() -> OutputFile {
        let path = SitePage.rules.path
        let rules = context.input.rules
        let counts = Dictionary(grouping: context.allFindings, by: \.id).mapValues(\.count)
        return Layout(context: context).render(path: path, title: "Rules", current: .rules) { html, _ in
            html.element("h1", text: "Rules")
            html.element("p", [.class("lead")]) {
                $0.text("The checks Kiln runs on every build, why they exist, and examples that pass and fail. Severities and options are set under rules: in kiln.yaml.")
            }
            html.element("div", .tableWrap("Rules")) { wrap in
                wrap.element("table") { table in
                    table.element("thead") { head in
                        head.element("tr") { row in
                            for title in ["Rule", "Checks", "Default", "Findings"] { row.element("th", [.init("scope", "col")], text: title) }
                        }
                    }
                    table.element("tbody") { body in
                        for rule in rules {
                            body.element("tr") { row in
                                row.element("th", [.init("scope", "row")]) { $0.element("a", [.href(.fragment(RulesPage.anchor(rule.diagnosticID)))]) { $0.element("code", text: rule.diagnosticID.rawValue) } }
                                row.element("td", text: rule.title)
                                row.element("td") { $0.element("span", [.class("badge sev-" + (rule.defaultSeverity.diagnosticSeverity?.rawValue ?? "note"))], text: rule.defaultSeverity.rawValue) }
                                row.element("td", [.class("num")]) { cell in
                                    let count = counts[rule.diagnosticID] ?? 0
                                    if count == 0 { return cell.text("0") }
                                    cell.element("a", [.href(.link(from: path, to: SitePage.findings.path, fragment: FindingsPage.anchor(rule: rule.diagnosticID)))], text: String(count))
                                }
                            }
                        }
                    }
                }
            }
            for rule in rules {
                html.element("section", [.class("rule"), .id(RulesPage.anchor(rule.diagnosticID)), .init("aria-labelledby", RulesPage.anchor(rule.diagnosticID) + "-title")]) { section in
                    section.element("h2", [.id(RulesPage.anchor(rule.diagnosticID) + "-title")]) { heading in
                        heading.text(rule.title + " ")
                        heading.element("code", [.class("muted")], text: rule.diagnosticID.rawValue)
                    }
                    section.element("p", [.class("note")]) { line in
                        line.text("Default severity: \(rule.defaultSeverity.rawValue). Reads: \(input(rule.input)).")
                        let count = counts[rule.diagnosticID] ?? 0
                        if count > 0 {
                            line.text(" ")
                            line.element("a", [.href(.link(from: path, to: SitePage.findings.path, fragment: FindingsPage.anchor(rule: rule.diagnosticID)))], text: "\(PageText.plural(count, "finding")) in this build")
                        }
                    }
                    section.element("div", [.class("prose")]) { MarkdownLite.render(&$0, rule.rationale) }
                    if !rule.options.isEmpty {
                        section.element("h3", text: "Options")
                        section.element("div", .tableWrap("Options of \(rule.diagnosticID.rawValue)")) { wrap in
                            wrap.element("table") { table in
                                table.element("thead") { head in
                                    head.element("tr") { row in
                                        for title in ["Option", "Value", "Default", "What it does"] { row.element("th", [.init("scope", "col")], text: title) }
                                    }
                                }
                                table.element("tbody") { body in
                                    for option in rule.options {
                                        body.element("tr") { row in
                                            row.element("th", [.init("scope", "row")]) { $0.element("code", text: option.name) }
                                            row.element("td", text: option.kind.expectation)
                                            row.element("td") { $0.element("code", text: option.defaultValue?.description ?? option.defaultDescription ?? "–") }
                                            row.element("td") { MarkdownLite.inline(&$0, option.documentation) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    if !rule.examples.isEmpty {
                        section.element("h3", text: "Examples")
                        for example in rule.examples {
                            section.element("div", [.class("example card")]) { card in
                                card.element("p") { line in
                                    let passing = example.kind == .passing
                                    line.element("span", [.class("badge verdict " + (passing ? "pass" : "fail"))], text: passing ? "✓ passes" : "✕ fails")
                                    line.text(" ")
                                    InlineCode.render(&line, example.title)
                                }
                                for (label, text) in [("tokens", Optional(example.tokens)), ("kiln.yaml", example.config), ("spec", example.spec)] {
                                    guard let text, !text.isEmpty else { continue }
                                    card.element("pre", [.class("block"), .init("tabindex", "0"), .label(label)]) { $0.element("code", text: text) }
                                }
                                if let message = example.expectedMessage {
                                    card.element("p", [.class("note")]) { $0.text("Reports: "); $0.element("q", text: message) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func input(_ input: RuleDescription.Input) -> String {
        switch input {
        case .tokens: "tokens and kiln.yaml"
        case .tokensAndSpecs: "tokens, kiln.yaml and specs"
        case .specs: "screen specs"
        }
    }
}

/// The tiny Markdown subset Kiln's own rule descriptions use (paragraphs, `code`, **bold**,
/// links shown as text). Input is Kiln's source code, not user text — and it is escaped anyway.
enum MarkdownLite {
    static func render(_ html: inout HTMLWriter, _ text: String) {
        var paragraph: [Substring] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            let joined = paragraph.map { $0.trimmingSpaces }.joined(separator: " ")
            html.element("p") { inline(&$0, joined) }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) { flush() } else { paragraph.append(line) }
        }
        flush()
    }

    static func inline(_ html: inout HTMLWriter, _ text: String) {
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("`"), let end = rest.dropFirst().firstIndex(of: "`") {
                html.element("code", text: String(rest[rest.index(after: rest.startIndex)..<end]))
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
                html.element("strong", text: String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]))
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("["), let close = rest.firstIndex(of: "]"), rest[rest.index(after: close)...].hasPrefix("("),
                let end = rest[close...].firstIndex(of: ")")
            {
                html.text(String(rest[rest.index(after: rest.startIndex)..<close]))
                rest = rest[rest.index(after: end)...]
            } else {
                let next = rest.dropFirst().firstIndex { $0 == "`" || $0 == "*" || $0 == "[" } ?? rest.endIndex
                html.text(String(rest[..<next]))
                rest = rest[next...]
            }
        }
    }
}

extension Substring {
    func range(of needle: String) -> Range<Substring.Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: needle.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
