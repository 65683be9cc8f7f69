import ColorScience
import DesignModel
import Diagnostics
import Rules

/// The design system at a glance: counts, the accessibility summary, findings by rule and
/// severity, and what changed since the baseline.
struct OverviewPage {
    let context: SiteContext

    func render() -> OutputFile {
        let path = SitePage.overview.path
        let fragments = Fragments(context: context, page: path)
        let system = context.system
        return Layout(context: context).render(path: path, title: context.title, current: .overview) { html, styles in
            html.element("p", [.class("eyebrow")], text: "Design system reference")
            html.element("h1", text: context.title)
            html.element("p", [.class("lead")]) { lead in
                lead.text(
                    "\(PageText.plural(system.tokens.count, "token")) in \(PageText.plural(system.modes.count, "mode")) (\(system.modes.joined(separator: ", ")))")
                let screens = context.screenPages.count
                if screens > 0 {
                    lead.text(", \(PageText.plural(screens, "screen")) in \(PageText.plural(context.documents.count, "spec"))")
                }
                lead.text(". Generated from the same sources as the code, and checked: every contrast, touch target and palette below is measured, not claimed.")
            }

            // Counts.
            html.element("h2", [.id("at-a-glance")], text: "At a glance")
            html.element("div", [.class("grid stats")]) { grid in
                stat(&grid, number: system.tokens.count, label: "tokens", link: nil)
                for (page, label) in [(SitePage.colors, "colors"), (.typography, "text styles & fonts"), (.spacing, "spacing & sizes"), (.motion, "motion tokens")] {
                    guard context.pages.contains(page) else { continue }
                    let types: Set<TokenType> =
                        page == .colors ? TokenRouting.colorTypes : page == .typography ? TokenRouting.typographyTypes
                        : page == .spacing ? TokenRouting.spacingTypes : TokenRouting.motionTypes
                    stat(&grid, number: context.count(of: types), label: label, link: .link(from: path, to: page.path))
                }
                if context.pages.contains(.screens) {
                    stat(&grid, number: context.screenPages.count, label: "screens", link: .link(from: path, to: SitePage.screens.path))
                    stat(&grid, number: componentCount, label: "components", link: .link(from: path, to: SitePage.screens.path))
                }
                stat(&grid, number: context.allFindings.count, label: context.input.findings.isEmpty && !context.allFindings.isEmpty ? "findings, all known" : "findings", link: .fragment("findings"))
            }

            html.element("div", [.class("two-col")]) { columns in
                columns.element("section", [.class("card"), .init("aria-labelledby", "by-type")]) { card in
                    card.element("h3", [.id("by-type")], text: "Tokens by type")
                    let counts = context.typeCounts
                    let maximum = counts.values.max() ?? 1
                    card.element("ul", [.class("bar-list")]) { list in
                        for type in TokenType.allCases where counts[type] != nil {
                            let count = counts[type]!
                            list.element("li") { item in
                                item.element("a", [.href(.link(from: path, to: TokenRouting.page(for: type).path))], text: type.rawValue)
                                item.element("span", [.class("bar"), .init("aria-hidden", "true")]) { bar in
                                    let percent = max(2, Int((Double(count) / Double(maximum) * 100).rounded()))
                                    bar.element("span", [.class(styles.add("pct", String(percent), "width:\(percent)%"))]) { _ in }
                                }
                                item.element("span", [.class("num")], text: String(count))
                            }
                        }
                    }
                }
                columns.element("section", [.class("card"), .init("aria-labelledby", "a11y-summary")]) { card in
                    card.element("h3", [.id("a11y-summary")], text: "Accessibility promises")
                    accessibilitySummary(&card, fragments: fragments)
                }
            }

            // Findings: the counts; every finding is on the findings page.
            html.element("h2", [.id("findings")], text: "Findings")
            baselineSummary(&html, &styles)
            let findings = context.allFindings
            if findings.isEmpty {
                html.element("p", text: "No findings: every rule passes.")
            } else {
                html.element("p") { line in
                    line.element("a", [.href(.link(from: path, to: SitePage.findings.path))], text: "All \(PageText.plural(findings.count, "finding")) in the findings view")
                    line.text(", to filter by rule, severity, screen, mode and whether the baseline knows them.")
                }
                FindingsSummary(context: context).table(&html, findings: findings, page: path)
            }
        }
    }

    private var componentCount: Int {
        func count(_ components: [SiteComponent]) -> Int { components.reduce(0) { $0 + 1 + count($1.children) } }
        return context.screenPages.reduce(0) { $0 + count($1.screen.components) }
    }

    private func stat(_ html: inout HTMLWriter, number: Int, label: String, link: SiteURL?) {
        let body: (inout HTMLWriter) -> Void = { card in
            card.element("span", [.class("num")], text: String(number))
            card.element("span", [.class("label")], text: label)
        }
        if let link {
            html.element("a", [.class("card stat"), .href(link)], body)
        } else {
            html.element("div", [.class("card stat")], body)
        }
    }

    private func accessibilitySummary(_ html: inout HTMLWriter, fragments: Fragments) {
        let system = context.system
        let texts = context.contrastTexts
        let backgrounds = context.contrastBackgrounds
        html.element("ul", [.class("bar-list")]) { list in
            for (modeIndex, mode) in system.modes.enumerated() {
                var total = 0
                var passing = 0
                for text in texts.prefix(context.input.options.contrastMatrixLimit) {
                    for background in backgrounds.prefix(context.input.options.contrastMatrixLimit) {
                        guard context.matrixUse(text: text, background: background) != nil,
                            let fg = system[text]?.values[modeIndex]?.value.color,
                            let bg = system[background]?.values[modeIndex]?.value.color
                        else { continue }
                        let flat = bg.isOpaque ? bg : bg.composited(over: context.pageBackground(mode: modeIndex))
                        total += 1
                        if WCAG.passes(ratio: ContrastFix.effectiveRatio(foreground: fg, background: flat), required: 4.5) { passing += 1 }
                    }
                }
                guard total > 0 else { continue }
                list.element("li") { item in
                    item.element("a", [.href(.link(from: fragments.page, to: SitePage.contrast.path, fragment: "matrix-" + Anchor.slug(mode)))]) {
                        $0.text("Matrix, \(mode)")
                    }
                    item.element("span", [.class("muted")], text: "\(passing) of \(total) pairs used or declared pass AA")
                    item.element("span", [.class("num")], text: "\(Int((Double(passing) / Double(total) * 100).rounded()))%")
                }
            }
        }
        if context.pairCounts.total > 0 {
            html.element("p") { line in
                line.element("a", [.href(.link(from: fragments.page, to: SitePage.contrast.path, fragment: "spec-pairs"))]) {
                    $0.text("Pairs in the specs")
                }
                line.text(": " + context.pairCounts.summary + ".")
            }
        }
        let a11y = (context.input.findings + context.input.baselinedFindings).filter { $0.id.family == .a11y || $0.id.family == .palette }
        html.element("p", [.class("note")]) { line in
            line.text(a11y.isEmpty ? "No accessibility findings." : "\(PageText.plural(a11y.count, "accessibility finding")) (contrast, touch targets, font sizes, distinguishable palettes).")
        }
    }

    private func baselineSummary(_ html: inout HTMLWriter, _ styles: inout PageStyles) {
        let input = context.input
        html.element("p", [.class("section-intro")]) { line in
            if input.hasBaseline {
                line.text(
                    "Since the baseline: \(PageText.plural(input.findings.count, "new finding")), \(PageText.plural(input.baselinedFindings.count, "known finding")) accepted by the baseline, "
                        + "\(PageText.plural(input.fixedSinceBaseline.count, "baseline entry", "baseline entries")) no longer found (fixed).")
            } else {
                line.text("No baseline: every finding counts as new. ")
                line.element("code", text: "kiln check --update-baseline")
                line.text(" records the current ones as known.")
            }
        }
        if !input.fixedSinceBaseline.isEmpty {
            html.element("details") { details in
                details.element("summary", text: "Fixed since the baseline")
                details.element("ul") { list in
                    for entry in input.fixedSinceBaseline.sorted().prefix(200) { list.element("li") { $0.element("code", text: entry) } }
                }
            }
        }
    }
}

