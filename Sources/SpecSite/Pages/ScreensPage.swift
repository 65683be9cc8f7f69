import ColorScience
import DesignModel
import Rules

/// The screens index and one page per screen: its prose (layout diagrams kept readable),
/// every component with its resolved properties per mode and state, findings inline, and
/// links to the spec's source lines.
struct ScreensPage {
    let context: SiteContext

    func renderIndex() -> OutputFile {
        let path = SitePage.screens.path
        let fragments = Fragments(context: context, page: path)
        return Layout(context: context).render(path: path, title: "Screens", current: .screens) { html, _ in
            html.element("h1", text: "Screens")
            html.element("p", [.class("lead")]) {
                $0.text("\(PageText.plural(context.screenPages.count, "screen")) from \(PageText.plural(context.documents.count, "spec")). Each page shows the spec’s prose next to the values Kiln resolved and checked.")
            }
            for document in context.documents {
                html.element("h2", [.id("doc-" + Anchor.slug(document.id))]) { heading in
                    heading.text(document.title)
                    heading.element("span", [.class("muted")], text: document.isCatalog ? " — component catalog" : " — flow")
                }
                html.element("p", [.class("note")]) { fragments.sourceLink(&$0, .file(document.file)) }
                if let coverage = document.coverage {
                    html.element("p", [.class("note")]) { line in
                        line.text("Property lines: " + coverage.counts.summary)
                        if let outside = document.coverageOutsideScreens, !document.screens.contains(where: { $0.coverage == outside }) {
                            line.text("; outside screens: " + outside.counts.summary)
                        }
                    }
                }
                if !document.facts.isEmpty {
                    html.element("dl", [.class("facts")]) { facts in
                        for fact in document.facts {
                            facts.element("dt", text: fact.name)
                            facts.element("dd", text: fact.value)
                        }
                    }
                }
                html.element("div", .tableWrap("Screens of \(document.title)")) { wrap in
                    wrap.element("table") { table in
                        table.element("thead") { head in
                            head.element("tr") { row in
                                for title in ["Screen", "Components", "Findings", "Lines read", "Not understood"] {
                                    row.element("th", [.init("scope", "col")], text: title)
                                }
                            }
                        }
                        table.element("tbody") { body in
                            for page in context.screenPages where page.document.id == document.id && page.document.file == document.file {
                                body.element("tr") { row in
                                    row.element("th", [.init("scope", "row")]) { $0.element("a", [.href(.link(from: path, to: page.path))], text: page.screen.name) }
                                    row.element("td", [.class("num")], text: String(page.componentAnchors.count))
                                    let count = findings(for: page).count
                                    row.element("td", [.class("num")], text: String(count))
                                    let coverage = page.screen.coverage
                                    row.element("td", [.class("num")], text: coverage.map { SpecCoverageCounts.percent($0.counts.fraction) } ?? "—")
                                    row.element("td", [.class("num")]) { cell in
                                        guard let coverage else { return cell.text("—") }
                                        if coverage.counts.unread == 0 { return cell.text("0") }
                                        cell.element("a", [.href(.link(from: path, to: page.path, fragment: "coverage"))], text: String(coverage.counts.unread))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    func pairs(for page: SiteContext.ScreenPage) -> [SpecFact.ColorPair] {
        var result: [SpecFact.ColorPair] = []
        func visit(_ component: SiteComponent) {
            result += context.pairsByNode[SiteContext.componentKey(file: page.document.file, id: component.nodeID)] ?? []
            component.children.forEach(visit)
        }
        page.screen.components.forEach(visit)
        return result
    }

    func findings(for page: SiteContext.ScreenPage) -> [Finding] {
        var result: [Finding] = []
        var seen = Set<Finding>()
        func visit(_ component: SiteComponent) {
            for finding in context.findingsByComponent[SiteContext.componentKey(file: page.document.file, id: component.id)] ?? []
            where seen.insert(finding).inserted {
                result.append(finding)
            }
            component.children.forEach(visit)
        }
        page.screen.components.forEach(visit)
        return result
    }

    func render(_ page: SiteContext.ScreenPage) -> OutputFile {
        let path = page.path
        // The screen, its resolved values and its document's title: what this page shows of the
        // specs (lookups in the shared context record themselves).
        SiteDependencyRecorder.record(.screen(path))
        let fragments = Fragments(context: context, page: path)
        let screen = page.screen
        return Layout(context: context).render(path: path, title: screen.name, current: .screens) { html, styles in
            html.element("p", [.class("eyebrow")]) { $0.element("a", [.href(.link(from: path, to: SitePage.screens.path, fragment: "doc-" + Anchor.slug(page.document.id)))], text: page.document.title) }
            html.element("h1", text: screen.name)
            html.element("p", [.class("note")]) { line in
                line.text("Spec: ")
                fragments.sourceLink(&line, screen.range)
            }
            let pageFindings = findings(for: page)
            let pairs = pairs(for: page)
            html.element("div", [.class("grid stats")]) { grid in
                func stat(_ number: Int, _ label: String, _ link: SiteURL?) {
                    let body: (inout HTMLWriter) -> Void = { card in
                        card.element("span", [.class("num")], text: String(number))
                        card.element("span", [.class("label")], text: label)
                    }
                    if let link { grid.element("a", [.class("card stat"), .href(link)], body) } else { grid.element("div", [.class("card stat")], body) }
                }
                stat(page.componentAnchors.count, "components", screen.components.isEmpty ? nil : .fragment("components"))
                let failing = pairs.filter { pair in
                    guard !ContrastPairs.isExempt(pair), let ratio = ContrastPairs.ratio(pair) else { return false }
                    return !WCAG.passes(ratio: ratio, required: ContrastPairs.required(pair))
                }.count
                let anchor = context.pairAnchors[screen.name]
                stat(pairs.count, "contrast pairs", anchor.map { .link(from: path, to: SitePage.contrast.path, fragment: $0) })
                stat(failing, "pairs below WCAG AA", anchor.map { .link(from: path, to: SitePage.contrast.path, fragment: $0) })
                stat(pageFindings.count, "findings", pageFindings.isEmpty ? nil : .fragment("screen-findings"))
                if let coverage = screen.coverage {
                    grid.element("a", [.class("card stat"), .href(.fragment("coverage"))]) { card in
                        card.element("span", [.class("num")], text: SpecCoverageCounts.percent(coverage.counts.fraction))
                        card.element("span", [.class("label")], text: "spec lines read")
                    }
                }
            }
            if screen.components.contains(where: { $0.kind != "animation" }) {
                Wireframe(context: context, fragments: fragments, page: page).render(&html, &styles)
            }
            if !pageFindings.isEmpty {
                html.element("h2", [.id("screen-findings")], text: "Findings (\(pageFindings.count))")
                fragments.findings(&html, &styles, Finding.sortedForOutput(pageFindings), limit: Int.max)
            }
            if let coverage = screen.coverage { self.coverage(&html, fragments: fragments, coverage) }
            for (index, section) in screen.sections.enumerated() where !section.blocks.isEmpty {
                let title = section.title.isEmpty ? "About this screen" : section.title
                html.element("section", [.class("prose"), .init("aria-labelledby", "section-\(index + 1)")]) { sectionHTML in
                    sectionHTML.element("h2", [.id("section-\(index + 1)")], text: title)
                    Prose(headingBase: 3).render(&sectionHTML, section.blocks)
                }
            }
            if !screen.components.isEmpty {
                html.element("h2", [.id("components")], text: "Components")
                html.element("ul", [.class("toc"), .label("Components")]) { toc in
                    for component in screen.components {
                        if let anchor = page.componentAnchors[component.id] {
                            toc.element("li") { $0.element("a", [.href(.fragment(anchor))], text: component.name) }
                        }
                    }
                }
                let repeated = Self.repeatedNames(screen.components)
                for component in screen.components {
                    self.component(&html, &styles, fragments: fragments, page: page, component: component, depth: 0, path: [], repeated: repeated)
                }
            }
        }
    }

    /// How the reader took this screen's property lines — the numbers `kiln specs --coverage`
    /// prints for it — and each line it did not understand, linked to the source.
    private func coverage(_ html: inout HTMLWriter, fragments: Fragments, _ coverage: SiteCoverage) {
        html.element("section", [.init("aria-labelledby", "coverage")]) { section in
            section.element("h2", [.id("coverage")], text: "Spec lines")
            section.element("p", text: "Property lines: " + coverage.counts.summary + ".")
            guard !coverage.notUnderstood.isEmpty else { return }
            section.element("p", text: "Not understood (each is also a spec/unread note; reword it or add the key to specs.vocabulary):")
            section.element("ul", [.class("findings")]) { list in
                for line in coverage.notUnderstood {
                    list.element("li") { item in
                        fragments.lineLink(&item, line.range)
                        item.text(": ")
                        item.element("code", text: line.text)
                    }
                }
            }
        }
    }

    /// Names more than one component of a screen has (two parts named `Text Field`).
    static func repeatedNames(_ components: [SiteComponent]) -> Set<String> {
        var counts: [String: Int] = [:]
        func count(_ component: SiteComponent) {
            counts[component.name, default: 0] += 1
            component.children.forEach(count)
        }
        components.forEach(count)
        return Set(counts.filter { $0.value > 1 }.keys)
    }

    private func component(
        _ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, page: SiteContext.ScreenPage, component: SiteComponent, depth: Int,
        path: [String], repeated: Set<String>
    ) {
        let anchor = page.componentAnchors[component.id] ?? "c-" + Anchor.slug(component.name)
        // Each region is named apart from the others: a name two parts share is given with the
        // components it sits in (`Display Name › Text Field`).
        let name: HTMLWriter.Attribute = repeated.contains(component.name)
            ? .init("aria-label", (path + [component.name]).joined(separator: " › ")) : .init("aria-labelledby", anchor + "-title")
        html.element("section", [.class("component"), .id(anchor), name]) { section in
            section.element("div", [.class("component-head")]) { head in
                let heading = { (writer: inout HTMLWriter) in
                    writer.text(component.name)
                }
                switch depth {
                case 0: head.element("h3", [.id(anchor + "-title")], heading)
                case 1: head.element("h4", [.id(anchor + "-title")], heading)
                default: head.element("h5", [.id(anchor + "-title")], heading)
                }
                if component.kind != "component" { head.element("span", [.class("badge")], text: component.kind) }
                head.element("span", [.class("note")]) { fragments.sourceLink(&$0, component.range) }
            }
            // Listed once, at the top of the page: here a count that leads there.
            let componentFindings = context.findingsByComponent[SiteContext.componentKey(file: page.document.file, id: component.id)] ?? []
            if !componentFindings.isEmpty {
                section.element("p", [.class("note")]) { line in
                    line.element("a", [.href(.fragment("screen-findings"))], text: PageText.plural(componentFindings.count, "finding") + " on this component")
                }
            }
            if !component.properties.isEmpty {
                section.element("div", .tableWrap("Properties of \(component.name)")) { wrap in
                    wrap.element("table") { table in
                        table.element("caption", [.class("visually-hidden")], text: "Properties of \(component.name)")
                        table.element("thead") { head in
                            head.element("tr") { row in
                                for title in ["Property", "When", "Resolved", "As written"] { row.element("th", [.init("scope", "col")], text: title) }
                            }
                        }
                        table.element("tbody") { body in
                            for property in component.properties {
                                for (index, value) in property.values.enumerated() {
                                    body.element("tr") { row in
                                        if index == 0 {
                                            let span = property.values.count > 1 ? String(property.values.count) : nil
                                            row.element("th", [.init("scope", "row"), .init("rowspan", span)], text: property.name)
                                        }
                                        row.element("td", text: value.context.isEmpty ? "always" : value.context)
                                        row.element("td") { cell in resolved(&cell, &styles, fragments: fragments, value.resolved) }
                                        row.element("td") { cell in
                                            cell.text(value.written)
                                            cell.text(" ")
                                            cell.element("span", [.class("note")]) { fragments.lineLink(&$0, value.range) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            let pairs = context.pairsByNode[SiteContext.componentKey(file: page.document.file, id: component.nodeID)] ?? []
            if !pairs.isEmpty {
                let modeOrder = Dictionary(uniqueKeysWithValues: context.system.modes.enumerated().map { ($1, $0) })
                let sorted = pairs.sorted {
                    ($0.property, $0.context.state, modeOrder[$0.context.mode] ?? 99) < ($1.property, $1.context.state, modeOrder[$1.context.mode] ?? 99)
                }
                section.element("p", [.class("eyebrow")], text: "Contrast")
                ContrastPage(context: context).pairsTable(&section, &styles, fragments: fragments, pairs: sorted, showComponent: false)
            }
            if !component.notes.isEmpty {
                section.element("div", [.class("prose")]) { Prose(headingBase: depth + 4).render(&$0, component.notes) }
            }
            for child in component.children {
                self.component(&section, &styles, fragments: fragments, page: page, component: child, depth: depth + 1, path: path + [component.name], repeated: repeated)
            }
        }
    }

    private func resolved(_ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, _ values: [SiteResolvedValue]) {
        for (index, item) in values.enumerated() {
            if index > 0 { html.void("br") }
            html.element("span", [.class("value-line")]) { line in
                if let mode = item.mode { line.element("span", [.class("muted")], text: mode + ":") }
                switch item.value {
                case .color(let color, let token):
                    fragments.mini(&line, &styles, color: color)
                    line.element("code", text: color.hex)
                    if let token { fragments.tokenLink(&line, token) }
                case .dimension(let text, _, let token):
                    line.text(text)
                    if let token { fragments.tokenLink(&line, token) }
                case .typography(let text, let token):
                    line.text(text)
                    if let token { fragments.tokenLink(&line, token) }
                case .token(let token):
                    fragments.tokenLink(&line, token)
                case .text(let text):
                    line.text(text)
                }
            }
        }
    }
}
