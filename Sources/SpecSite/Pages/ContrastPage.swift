import ColorScience
import DesignModel
import Diagnostics
import Rules

/// How the site judges a spec pair, the same way the contrast rules do: the background layers
/// flattened, the foreground composited over them, large text needing 3:1, non-text 3:1,
/// disabled states exempt.
enum ContrastPairs {
    static func flatBackground(_ pair: SpecFact.ColorPair) -> RGBA? {
        Compositing.flatten(pair.background.map(\.color))
    }

    static func ratio(_ pair: SpecFact.ColorPair) -> Double? {
        guard let background = flatBackground(pair) else { return nil }
        return ContrastFix.effectiveRatio(foreground: pair.foreground.color, background: background)
    }

    static func required(_ pair: SpecFact.ColorPair) -> Double {
        if pair.role != nil { return 3 }
        let large = pair.textSize.map { WCAG.isLargeText(sizePoints: $0, weight: pair.textWeight ?? 400) } ?? false
        return WCAG.requiredRatio(level: .aa, largeText: large)
    }

    static func isExempt(_ pair: SpecFact.ColorPair) -> Bool {
        pair.context.state.lowercased() == "disabled" || pair.role == .decorative
    }
}

/// Contrast: the matrix of text colors × backgrounds per mode, then every pair the specs draw,
/// by screen, with verdicts and suggested fixes shown as before/after samples.
struct ContrastPage {
    let context: SiteContext

    /// The WCAG contrast rules: their findings carry the suggested colors and flag the wireframes.
    static let wcagContrastRules: Set<DiagnosticID> = [.a11yContrastText, .a11yContrastNonText]
    /// Every finding about contrast, listed at the end of the page.
    static let contrastRules: Set<DiagnosticID> = wcagContrastRules.union([.a11yApcaContrast, .specClaimedContrast])

    func render() -> OutputFile {
        let path = SitePage.contrast.path
        let fragments = Fragments(context: context, page: path)
        let system = context.system
        let options = context.input.options
        let allTexts = context.contrastTexts
        let allBackgrounds = context.contrastBackgrounds
        let texts = Array(allTexts.prefix(options.contrastMatrixLimit))
        let backgrounds = Array(allBackgrounds.prefix(options.contrastMatrixLimit))

        return Layout(context: context).render(path: path, title: "Contrast", current: .contrast) { html, styles in
            html.element("h1", text: "Contrast")
            html.element("p", [.class("lead")]) {
                $0.text(
                    "WCAG 2 contrast of every text color on every background, in each mode, then every pair the screen specs actually draw. "
                        + "AA needs 4.5:1 for normal text and 3:1 for large text (24px, or 18.66px bold) and for icons and borders; AAA needs 7:1. "
                        + "Ratios are truncated, never rounded up.")
            }
            html.element("ul", [.class("toc"), .label("On this page")]) { toc in
                for mode in system.modes {
                    toc.element("li") { $0.element("a", [.href(.fragment("matrix-" + Anchor.slug(mode)))], text: "Matrix, \(mode)") }
                }
                toc.element("li") { $0.element("a", [.href(.fragment("spec-pairs"))], text: "Pairs in the specs") }
                toc.element("li") { $0.element("a", [.href(.fragment("contrast-findings"))], text: "Contrast findings") }
            }

            for (modeIndex, mode) in system.modes.enumerated() {
                html.element("h2", [.id("matrix-" + Anchor.slug(mode))], text: "Matrix, \(mode) mode")
                if texts.isEmpty || backgrounds.isEmpty {
                    html.element("p", [.class("note")], text: "No text or background colors found. List them in kiln.yaml under site.contrast.text and site.contrast.backgrounds.")
                    continue
                }
                html.element("p", [.class("section-intro")]) { intro in
                    intro.text(
                        "Rows are text colors, columns backgrounds. Each cell shows the pair, its ratio and the best level it reaches; "
                            + "pairs a screen spec draws or kiln.yaml declares are marked, and only they count in the overview’s pass rate.")
                    if allTexts.count > texts.count || allBackgrounds.count > backgrounds.count {
                        intro.text(
                            " Showing \(texts.count) of \(allTexts.count) text colors and \(backgrounds.count) of \(allBackgrounds.count) backgrounds; choose them with site.contrast in kiln.yaml.")
                    }
                }
                matrix(&html, &styles, fragments: fragments, mode: mode, modeIndex: modeIndex, texts: texts, backgrounds: backgrounds)
            }

            html.element("h2", [.id("spec-pairs")], text: "Pairs in the specs")
            specPairs(&html, &styles, fragments: fragments)

            html.element("h2", [.id("contrast-findings")], text: "Contrast findings")
            let contrastFindings = context.allFindings.filter { Self.contrastRules.contains($0.id) }
            if contrastFindings.isEmpty {
                html.element("p", text: "No contrast findings.")
            } else {
                html.element("ul", [.class("toc"), .label("Contrast findings by rule")]) { list in
                    for (rule, group) in Dictionary(grouping: contrastFindings, by: \.id).sorted(by: { $0.key < $1.key }) {
                        list.element("li") { item in
                            item.element("a", [.href(.link(from: path, to: SitePage.findings.path, fragment: FindingsPage.anchor(rule: rule)))]) { link in
                                link.element("code", text: rule.rawValue)
                                link.text(" (\(group.count))")
                            }
                        }
                    }
                }
                html.element("p", [.class("note")], text: "Each finding, with its fix, is in the findings view; each failing pair above links to it.")
            }
        }
    }

    private func matrix(
        _ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, mode: String, modeIndex: Int, texts: [TokenPath],
        backgrounds: [TokenPath]
    ) {
        let system = context.system
        let base = context.pageBackground(mode: modeIndex)
        html.element("div", .tableWrap("Contrast matrix, \(mode) mode")) { wrap in
            wrap.element("table", [.class("matrix")]) { table in
                table.element("caption", [.class("visually-hidden")], text: "Contrast of text colors (rows) on backgrounds (columns), \(mode) mode")
                table.element("thead") { head in
                    head.element("tr") { row in
                        row.element("td") { _ in }
                        for background in backgrounds {
                            row.element("th", [.init("scope", "col")]) { cell in
                                if let color = system[background]?.values[modeIndex]?.value.color {
                                    cell.element("span", [.class("col-swatch " + styles.background(color)), .init("aria-hidden", "true")]) { _ in }
                                }
                                fragments.tokenLink(&cell, background)
                            }
                        }
                    }
                }
                table.element("tbody") { body in
                    for text in texts {
                        body.element("tr") { row in
                            row.element("th", [.init("scope", "row")]) { cell in
                                fragments.tokenLink(&cell, text)
                                if let color = system[text]?.values[modeIndex]?.value.color {
                                    cell.element("div", [.class("note mono")], text: color.hex)
                                }
                            }
                            for background in backgrounds {
                                row.element("td") { cell in
                                    guard let fg = system[text]?.values[modeIndex]?.value.color,
                                        let rawBackground = system[background]?.values[modeIndex]?.value.color
                                    else {
                                        cell.text("–")
                                        return
                                    }
                                    let bg = rawBackground.isOpaque ? rawBackground : rawBackground.composited(over: base)
                                    let ratio = ContrastFix.effectiveRatio(foreground: fg, background: bg)
                                    let use = context.matrixUse(text: text, background: background)
                                    cell.element("div", [.class(use == nil ? "cell unused" : "cell")]) { inner in
                                        fragments.sample(&inner, &styles, foreground: fg.isOpaque ? fg : fg.composited(over: bg), background: bg, ratio: ratio, small: true)
                                        inner.element("span", [.class("ratio")], text: WCAG.formatRatio(ratio))
                                        fragments.verdict(&inner, ratio: ratio)
                                        if let use { inner.element("span", [.class("use"), .init("title", use.rawValue)], text: use == .used ? "used" : "declared") }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func specPairs(_ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments) {
        let pairs = context.specPairs
        guard !pairs.isEmpty else {
            html.element("p", [.class("section-intro")]) {
                $0.text(
                    "When screen specs are loaded, every text, icon and border color they draw is listed here against the background behind it, per mode and state, with a suggested fix for each failing pair.")
            }
            return
        }
        html.element("p", [.class("section-intro")]) {
            $0.text(
                "Every foreground the specs draw, on the layers behind it, in every mode and state. Text needs 4.5:1 (3:1 when large); icons, input borders and focus indicators need 3:1. Disabled states are exempt, as WCAG says.")
        }
        let grouped = Dictionary(grouping: pairs) { $0.component.screen ?? $0.component.file }
        for screen in grouped.keys.sorted() {
            let modeOrder = Dictionary(uniqueKeysWithValues: context.system.modes.enumerated().map { ($1, $0) })
            let list = grouped[screen]!.sorted { lhs, rhs in
                (lhs.component.range, lhs.component.path, lhs.property, lhs.context.state, modeOrder[lhs.context.mode] ?? 99, lhs.context.mode)
                    < (rhs.component.range, rhs.component.path, rhs.property, rhs.context.state, modeOrder[rhs.context.mode] ?? 99, rhs.context.mode)
            }
            let failing = list.filter { pair in
                guard !ContrastPairs.isExempt(pair), let ratio = ContrastPairs.ratio(pair) else { return false }
                return !WCAG.passes(ratio: ratio, required: ContrastPairs.required(pair))
            }.count
            html.element("h3", [.id(context.pairAnchors[screen] ?? "pairs")]) { heading in
                heading.text(screen)
                heading.element("span", [.class("muted")], text: " — \(PageText.plural(list.count, "pair")), \(failing) failing")
            }
            pairsTable(&html, &styles, fragments: fragments, pairs: list, showComponent: true)
        }
    }

    /// The pairs as a table (also used inline on screen pages, without the component column).
    func pairsTable(_ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, pairs: [SpecFact.ColorPair], showComponent: Bool) {
        html.element("div", .tableWrap("Contrast pairs")) { wrap in
            wrap.element("table") { table in
                table.element("thead") { head in
                    head.element("tr") { row in
                        for title in (showComponent ? ["Component"] : []) + ["Property", "State", "Mode", "Pair", "Ratio", "Needs", "Verdict", "Suggested fix"] {
                            row.element("th", [.init("scope", "col")], text: title)
                        }
                    }
                }
                table.element("tbody") { body in
                    for pair in pairs { pairRow(&body, &styles, fragments: fragments, pair: pair, showComponent: showComponent) }
                }
            }
        }
    }

    private func pairRow(_ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, pair: SpecFact.ColorPair, showComponent: Bool) {
        let required = ContrastPairs.required(pair)
        let exempt = ContrastPairs.isExempt(pair)
        html.element("tr") { row in
            guard showComponent else {
                row.element("th", [.init("scope", "row")]) { cell in
                    cell.text(pair.property)
                    cell.element("div", [.class("note")]) { fragments.lineLink(&$0, pair.range) }
                }
                pairCells(&row, &styles, fragments: fragments, pair: pair, required: required, exempt: exempt)
                return
            }
            row.element("th", [.init("scope", "row")]) { cell in
                let name = PageText.componentName(pair.component.path)
                if let link = context.componentLink(file: pair.component.file, id: pair.component.id, from: fragments.page) {
                    cell.element("a", [.href(link.url)], text: name)
                } else {
                    cell.text(name)
                }
            }
            row.element("td") { cell in
                cell.text(pair.property)
                cell.element("div", [.class("note")]) { fragments.lineLink(&$0, pair.range) }
            }
            pairCells(&row, &styles, fragments: fragments, pair: pair, required: required, exempt: exempt)
        }
    }

    private func pairCells(_ row: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, pair: SpecFact.ColorPair, required: Double, exempt: Bool) {
        do {
            row.element("td") { cell in
                var state = pair.context.state
                if let device = pair.context.device { state += ", " + device }
                if let variant = pair.context.variant { state += ", " + variant }
                cell.text(state)
            }
            row.element("td", text: pair.context.mode)
            guard let background = ContrastPairs.flatBackground(pair), let ratio = ContrastPairs.ratio(pair) else {
                row.element("td", [.init("colspan", "5")], text: "Background unknown")
                return
            }
            let foreground = pair.foreground.color.isOpaque ? pair.foreground.color : pair.foreground.color.composited(over: background)
            row.element("td") { cell in
                cell.element("div", [.class("value-line")]) { line in
                    fragments.sample(&line, &styles, foreground: foreground, background: background, ratio: ratio, small: true)
                    line.element("span", [.class("note")]) { names in
                        if let token = pair.foreground.token { fragments.tokenLink(&names, token) } else { names.text(pair.foreground.written) }
                        names.text(" on ")
                        if let token = pair.background.last?.token { fragments.tokenLink(&names, token) } else { names.text(pair.background.last?.written ?? background.hex) }
                    }
                }
            }
            row.element("td", [.class("num")], text: WCAG.formatRatio(ratio))
            row.element("td", [.class("num")], text: NumberText.format(required) + ":1")
            row.element("td") { fragments.requirementVerdict(&$0, ratio: ratio, required: required, exempt: exempt) }
            row.element("td") { cell in
                guard !exempt, !WCAG.passes(ratio: ratio, required: required) else { return }
                guard let fixed = suggestedFix(pair, background: background, required: required) else {
                    cell.text("No color of this hue reaches \(NumberText.format(required)):1")
                    return
                }
                let fixedFlat = fixed.isOpaque ? fixed : fixed.composited(over: background)
                let fixedRatio = ContrastFix.effectiveRatio(foreground: fixed, background: background)
                cell.element("div", [.class("value-line")]) { line in
                    fragments.sample(&line, &styles, foreground: foreground, background: background, ratio: ratio, small: true)
                    line.element("span", [.init("aria-hidden", "true")], text: "→")
                    line.element("span", [.class("visually-hidden")], text: "becomes")
                    fragments.sample(&line, &styles, foreground: fixedFlat, background: background, ratio: fixedRatio, small: true)
                    line.element("code", text: fixed.hex)
                    line.element("span", [.class("note")], text: WCAG.formatRatio(fixedRatio))
                }
            }
        }
    }

    /// The rule's suggested color when a finding for this pair carries one, else the nearest
    /// passing color of the same hue (`ContrastFix`).
    private func suggestedFix(_ pair: SpecFact.ColorPair, background: RGBA, required: Double) -> RGBA? {
        let key = SiteContext.componentKey(file: pair.component.file, id: pair.component.path)
        for finding in context.findingsByComponent[key] ?? [] where Self.wcagContrastRules.contains(finding.id) {
            let modeMatches = finding.subject["mode"].map { $0 == pair.context.mode } ?? true
            let stateMatches = (finding.subject["state"] ?? "default") == pair.context.state
            guard modeMatches, stateMatches else { continue }
            for fix in finding.fixes where fix.kind == .color && (fix.mode == nil || fix.mode == pair.context.mode) {
                if let replacement = fix.replacement, let color = RGBA(hex: replacement) { return color }
            }
        }
        return ContrastFix.nearestPassing(foreground: pair.foreground.color, background: background, required: required)
    }
}
