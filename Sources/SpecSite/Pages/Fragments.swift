import ColorScience
import DesignModel
import Diagnostics
import Rules

/// Small pieces several pages draw the same way: swatches, contrast samples, verdicts,
/// token links, findings.
struct Fragments {
    let context: SiteContext
    /// The page being written (root-relative), for relative links.
    let page: String

    /// A color swatch labeled for screen readers with its mode and value; the caption repeats
    /// the value in text. `data-color` lets the browser test compare the computed color.
    /// A translucent color also shows a strip of itself over `base` (the mode's background).
    func swatch(_ html: inout HTMLWriter, _ styles: inout PageStyles, color: RGBA, mode: String?, base: RGBA? = nil) {
        var label = (mode.map { $0 + ": " } ?? "") + color.hex + (color.isOpaque ? "" : " (\(Int((color.alpha * 100).rounded()))% opacity)")
        let flat = color.isOpaque ? nil : base.map { color.composited(over: $0) }
        if let flat, let base { label += ", \(flat.hex) over \(base.hex)" }
        html.element("figure", [.class("swatch")]) { figure in
            figure.element("span", [.class(flat == nil ? "chip" : "chip translucent"), .init("role", "img"), .label(label)]) { chip in
                chip.element("span", [.class(styles.background(color)), .init("data-color", color.hex)]) { _ in }
                if let flat {
                    chip.element("span", [.class("flat " + styles.background(flat)), .init("data-color", flat.hex)]) { _ in }
                }
            }
            figure.element("figcaption") { caption in
                if let mode { caption.element("b", text: mode) }
                caption.element("code", text: color.hex)
            }
        }
    }

    /// A tiny inline swatch (in tables), hidden from screen readers: the hex next to it says it.
    func mini(_ html: inout HTMLWriter, _ styles: inout PageStyles, color: RGBA) {
        html.element("span", [.class("mini " + styles.background(color)), .init("aria-hidden", "true"), .init("data-color", color.hex)]) { _ in }
    }

    /// "Aa" drawn in `foreground` on `background`. The letters are a CSS pseudo-element and the
    /// sample is an image labeled with the pair, so the demonstration of a failing pair is not
    /// itself text that fails (axe checks the site's text, and the verdict is in words).
    func sample(
        _ html: inout HTMLWriter, _ styles: inout PageStyles, foreground: RGBA, background: RGBA, ratio: Double,
        small: Bool = false, text: String = "Aa"
    ) {
        let label = "\(foreground.hex) on \(background.hex), \(WCAG.formatRatio(ratio))"
        let classes = "sample" + (small ? " small " : " ") + styles.background(background) + " " + styles.foreground(foreground)
        html.element("span", [.class(classes), .init("role", "img"), .label(label), .init("data-text", text)]) { _ in }
    }

    func verdict(_ html: inout HTMLWriter, ratio: Double) {
        let verdict = Verdict(ratio: ratio)
        html.element("span", [.class("badge " + verdict.cssClass), .init("title", verdict.explanation)]) { badge in
            badge.element("span", [.init("aria-hidden", "true")], text: verdict.symbol)
            badge.text(verdict.rawValue)
        }
    }

    /// A verdict against a specific requirement (`4.5`), as the rules judge it.
    func requirementVerdict(_ html: inout HTMLWriter, ratio: Double, required: Double, exempt: Bool = false) {
        let passes = WCAG.passes(ratio: ratio, required: required)
        let cssClass = exempt ? "badge" : (passes ? "badge verdict pass" : "badge verdict fail")
        let words = exempt ? "Exempt" : (passes ? "Passes" : "Fails")
        html.element("span", [.class(cssClass)]) { badge in
            badge.element("span", [.init("aria-hidden", "true")], text: exempt ? "–" : (passes ? "✓" : "✕"))
            badge.text(words)
        }
    }

    func severity(_ html: inout HTMLWriter, _ severity: Severity) {
        html.element("span", [.class("badge sev-" + severity.rawValue)], text: severity.rawValue)
    }

    /// `color.text.primary` as a link to its anchor (code text when the token is unknown).
    func tokenLink(_ html: inout HTMLWriter, _ path: TokenPath) {
        if let url = context.tokenLink(path, from: page) {
            html.element("a", [.href(url)]) { $0.element("code", text: path.string) }
        } else {
            html.element("code", text: path.string)
        }
    }

    /// "specs/000.md:42" linking to the line in the source page.
    func sourceLink(_ html: inout HTMLWriter, _ range: SourceRange) {
        guard !range.isNone else { return }
        let label = range.start.line > 0 ? "\(range.file):\(range.start.line)" : range.file
        if let url = context.sourceLink(range, from: page) {
            html.element("a", [.href(url), .class("mono")], text: label)
        } else {
            html.element("span", [.class("mono")], text: label)
        }
    }

    /// "line 42" linking to the line (where the file is obvious from the context).
    func lineLink(_ html: inout HTMLWriter, _ range: SourceRange) {
        guard !range.isNone, range.start.line > 0 else { return }
        if let url = context.sourceLink(range, from: page) {
            html.element("a", [.href(url), .init("title", "\(range.file):\(range.start.line)")], text: "line \(range.start.line)")
        } else {
            html.text("line \(range.start.line)")
        }
    }

    /// A list of findings with severity, message, fixes, subject links and the source line.
    /// On the findings page (`anchored`) each entry carries its anchor and the data the filters
    /// read; elsewhere each links to that entry. At most `limit` are listed; the rest are a
    /// link to the findings page, where every finding is.
    func findings(
        _ html: inout HTMLWriter, _ styles: inout PageStyles, _ findings: [Finding], limit: Int = 200, anchored: Bool = false,
        moreLink: SiteURL? = nil
    ) {
        html.element("ul", [.class("findings")]) { list in
            for finding in findings.prefix(limit) {
                entry(&list, &styles, finding, anchored: anchored)
            }
        }
        if findings.count > limit {
            let url = moreLink ?? SiteURL.link(from: page, to: SitePage.findings.path)
            html.element("p", [.class("note")]) { line in
                line.text("Showing \(limit) of \(findings.count). ")
                line.element("a", [.href(url)], text: "All \(findings.count) in the findings view")
            }
        }
    }

    /// The screen a finding is about (its component's screen), when it names one.
    func screen(of finding: Finding) -> String? {
        guard let component = finding.subject.component else { return nil }
        return context.componentLocations[SiteContext.componentKey(file: finding.subject.file ?? finding.range.file, id: component)]?.screen
    }

    private func entry(_ list: inout HTMLWriter, _ styles: inout PageStyles, _ finding: Finding, anchored: Bool) {
        let known = context.knownFindings.contains(finding)
        var attributes: [HTMLWriter.Attribute] = []
        if anchored {
            attributes = [
                .id(context.findingAnchors[finding]), .init("data-rule", finding.id.rawValue), .init("data-severity", finding.severity.rawValue),
                .init("data-screen", screen(of: finding) ?? ""), .init("data-mode", finding.subject["mode"] ?? ""),
                .init("data-status", known ? "known" : "new"),
            ]
        }
        list.element("li", attributes) { item in
            severity(&item, finding.severity)
            item.element("div") { body in
                body.element("p", [.class("finding-message")]) { line in
                    if known {
                        line.element("span", [.class("badge"), .init("title", "accepted by the baseline")], text: "known")
                        line.text(" ")
                    }
                    InlineCode.render(&line, finding.message)
                    line.text(" ")
                    if let url = context.ruleLink(finding.id, from: page) {
                        line.element("a", [.href(url), .class("mono")], text: finding.id.rawValue)
                    } else {
                        line.element("span", [.class("mono")], text: finding.id.rawValue)
                    }
                }
                let colorFixes = finding.fixes.filter { $0.kind == .color || $0.kind == .token }
                for fix in finding.fixes where !colorFixes.contains(fix) {
                    body.element("p", [.class("note")]) { line in
                        line.text("Fix: ")
                        InlineCode.render(&line, fix.message)
                    }
                }
                for fix in colorFixes {
                    body.element("p", [.class("note fix")]) { line in
                        line.text("Fix" + (fix.mode.map { " (\($0))" } ?? "") + ": ")
                        if fix.kind == .color, let replacement = fix.replacement, let color = RGBA(hex: replacement) {
                            mini(&line, &styles, color: color)
                        }
                        InlineCode.render(&line, fix.message, tokenLinks: self)
                    }
                }
            }
            item.element("p", [.class("where")]) { whereLine in
                var parts = 0
                if let component = finding.subject.component,
                    let link = context.componentLink(file: finding.subject.file ?? finding.range.file, id: component, from: page)
                {
                    whereLine.element("a", [.href(link.url)], text: component)
                    parts += 1
                }
                for token in orderedUnique(finding.subject.tokens).prefix(4) {
                    if parts > 0 { whereLine.text(" · ") }
                    tokenLink(&whereLine, token)
                    parts += 1
                }
                if !finding.range.isNone {
                    if parts > 0 { whereLine.text(" · ") }
                    sourceLink(&whereLine, finding.range)
                    parts += 1
                }
                if !anchored, let url = context.findingLink(finding, from: page) {
                    if parts > 0 { whereLine.text(" · ") }
                    whereLine.element("a", [.href(url)], text: "in the findings view")
                }
            }
        }
    }

    func orderedUnique(_ paths: [TokenPath]) -> [TokenPath] {
        var seen = Set<TokenPath>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// A section heading with an id, for in-page links.
    func heading2(_ html: inout HTMLWriter, _ text: String, id: String) {
        html.element("h2", [.id(id)], text: text)
    }
}

/// Text with `code spans` (what rule messages and fixes use to quote names): the spans as
/// `<code>`, never as literal backticks. A span naming a token links to it when `tokenLinks`
/// is given.
enum InlineCode {
    static func render(_ html: inout HTMLWriter, _ text: String, tokenLinks: Fragments? = nil) {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "`") else { break }
            if open > rest.startIndex { html.text(String(rest[..<open])) }
            let code = String(rest[after..<close])
            if let fragments = tokenLinks, fragments.context.system[TokenPath(code)] != nil {
                fragments.tokenLink(&html, TokenPath(code))
            } else {
                html.element("code", text: code)
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { html.text(String(rest)) }
    }

    /// The text without its backticks, for attributes and plain-text places.
    static func plain(_ text: String) -> String { String(text.filter { $0 != "`" }) }
}
