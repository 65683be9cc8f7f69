import ColorScience
import DesignModel
import Diagnostics
import Rules

/// A screen drawn from what Kiln read, once per mode: every component a box in its own fill,
/// border and corner radius, at its stated size; its text in the color, size and weight the
/// facts give it; stated sizes and touch targets outlined with their dimensions. Pairs below
/// their requirement and targets too small are flagged and link to their finding. A value the
/// spec writes but Kiln could not resolve is drawn hatched and labeled as unknown; a size the
/// spec does not state is labeled `?` and drawn as wide as its content, never guessed.
///
/// Every drawn value is also a `data-` attribute (`data-fill`, `data-text-color`,
/// `data-width`…), which the browser test compares with the computed style.
///
/// The words of the drawing are CSS generated content (`data-text`), so the page's own text
/// stays readable while the drawing shows a failing pair as it is; each box is a group named
/// with its values for screen readers.
struct Wireframe {
    let context: SiteContext
    let fragments: Fragments
    let page: SiteContext.ScreenPage

    /// The canvas width when the spec states no device: the width most phone specs draw at.
    static let canvasWidth = 375.0

    func render(_ html: inout HTMLWriter, _ styles: inout PageStyles) {
        let modes = context.system.modes
        html.element("section", [.class("wireframe"), .init("aria-labelledby", "wireframe")]) { section in
            section.element("h2", [.id("wireframe")], text: "Wireframe")
            section.element("p", [.class("section-intro")]) {
                $0.text(
                    "The screen as the spec states it, drawn per mode: boxes in their fill, border and corner radius, text in its color, size and weight. "
                        + "Dimensions are in points (1pt = 1px here); a ? is a size the spec does not state. Dashed outlines are touch targets. "
                        + "A flag marks a pair below its WCAG requirement or a target too small, and links to its finding. Hatching is a color the spec names but Kiln could not resolve. "
                        + "The canvas is \(NumberText.format(Wireframe.canvasWidth))pt wide; its height follows the content.")
            }
            section.element("div", [.class("wire-modes")]) { row in
                for mode in modes {
                    frame(&row, &styles, mode: mode, state: "default")
                }
            }
            states(&section, &styles, modes: modes)
        }
    }

    /// The screen in one mode and state.
    private func frame(_ html: inout HTMLWriter, _ styles: inout PageStyles, mode: String, state: String) {
        let label = "\(page.screen.name), \(mode) mode"
        html.element("figure", [.class("wire-figure")]) { figure in
            figure.element("figcaption", text: PageText.capitalized(mode) + " mode")
            figure.element("div", .tableWrap("Wireframe of " + label)) { scroll in
                var attributes: [HTMLWriter.Attribute] = [.class("wire-screen")]
                let fill = screenFill(mode: mode)
                var classes = "wire-screen"
                switch fill {
                case .color(let color):
                    classes += " " + styles.background(color)
                    attributes.append(.init("data-fill", color.hex))
                case .unknown:
                    classes += " wire-unknown"
                case .none:
                    break
                }
                attributes[0] = .class(classes)
                scroll.element("div", attributes) { screen in
                    if case .unknown = fill { chip(&screen, "background unknown", kind: "unknown") }
                    for component in page.screen.components where component.kind != "animation" {
                        node(&screen, &styles, component, mode: mode, state: state, behind: fill.color)
                    }
                }
            }
        }
    }

    enum Fill {
        case color(RGBA)
        /// Written but not resolved.
        case unknown
        /// Not written: the node shows what is behind it.
        case none

        var color: RGBA? { if case .color(let color) = self { color } else { nil } }
    }

    /// The screen's background: its own `Background`, else the bottom layer the facts put
    /// behind this screen's pairs in the mode.
    private func screenFill(mode: String) -> Fill {
        let own = fill(page.screen.wire, mode: mode, state: "default")
        if case .none = own {
            for pair in allPairs where pair.context.mode == mode {
                if let bottom = pair.background.first { return .color(bottom.color) }
            }
            return .unknown
        }
        return own
    }

    private var allPairs: [SpecFact.ColorPair] { ScreensPage(context: context).pairs(for: page) }

    private func fill(_ wire: SiteWire, mode: String, state: String) -> Fill {
        guard let entry = SiteWire.pick(wire.fills, mode: mode, state: state) else { return .none }
        if entry.value.transparent { return .none }
        guard let color = entry.value.colors[mode] else { return .unknown }
        return .color(color)
    }

    private func pairs(_ component: SiteComponent, mode: String, state: String) -> [SpecFact.ColorPair] {
        (context.pairsByNode[SiteContext.componentKey(file: page.document.file, id: component.nodeID)] ?? []).filter {
            $0.context.mode == mode && $0.context.state == state && $0.context.device == nil && $0.context.variant == nil
        }
    }

    private func target(_ component: SiteComponent, state: String) -> SpecFact.InteractiveElement? {
        (context.targetsByNode[SiteContext.componentKey(file: page.document.file, id: component.nodeID)] ?? []).first {
            $0.context.device == nil && $0.context.variant == nil && ($0.context.state == state || $0.context.state == "default")
        }
    }

    /// The component's first finding of one of `rules`, for the flags' links.
    private func finding(_ component: SiteComponent, rules: Set<DiagnosticID>, mode: String?, state: String) -> Finding? {
        let findings = context.findingsByComponent[SiteContext.componentKey(file: page.document.file, id: component.id)] ?? []
        return findings.first { finding in
            guard rules.contains(finding.id) else { return false }
            if let mode, let stated = finding.subject["mode"], stated != mode { return false }
            return (finding.subject["state"] ?? "default") == state
        } ?? findings.first { rules.contains($0.id) }
    }

    // Whole: writes one wireframe node's HTML as it nests; its classes, attributes and words are built up together.
    private func node(
        _ html: inout HTMLWriter, _ styles: inout PageStyles, _ component: SiteComponent, mode: String, state: String, behind: RGBA?,
        alone: Bool = false
    ) {
        let wire = component.wire
        let nodePairs = pairs(component, mode: mode, state: state)
        let textPair = nodePairs.first { $0.role == nil }
        var classes = "wire-node"
        var attributes: [HTMLWriter.Attribute] = []
        var words: [String] = [component.name]
        let fill = fill(wire, mode: mode, state: state)
        switch fill {
        case .color(let color):
            classes += " " + styles.background(color)
            attributes.append(.init("data-fill", color.hex))
            words.append("fill \(color.hex)")
        case .unknown:
            classes += " wire-unknown"
            words.append("fill unknown")
        case .none:
            break
        }
        if let border = SiteWire.pick(wire.borders, mode: mode, state: state)?.value, (border.width ?? 1) > 0, border.style != "none" {
            let width = border.width ?? 1
            let style = ["dashed", "dotted", "double"].contains(border.style ?? "") ? border.style! : "solid"
            if let color = border.color?.colors[mode] {
                classes += " " + styles.add("wb", PageStyles.key(width) + "-" + style + "-" + ColorText.key(color), "border:\(NumberText.px(width)) \(style) \(color.hex)")
                attributes.append(.init("data-border-width", NumberText.format(width)))
                attributes.append(.init("data-border-color", color.hex))
                words.append("border \(NumberText.format(width))pt \(style) \(color.hex)")
            } else {
                classes += " wire-border-unknown"
                words.append("border \(NumberText.format(width))pt, color unknown")
            }
        }
        if let radius = wire.radius {
            classes += " " + styles.add("wr", PageStyles.key(radius), "border-radius:\(NumberText.px(radius))")
            attributes.append(.init("data-radius", NumberText.format(radius)))
            words.append("corner radius \(NumberText.format(radius))pt")
        }
        let target = alone ? nil : self.target(component, state: state)
        let width = wire.width
        let height = wire.height
        switch width {
        case .points(let points)?:
            classes += " " + styles.add("ww", PageStyles.key(points), "width:\(NumberText.px(points));min-width:0;max-width:none;flex:none")
            attributes.append(.init("data-width", NumberText.format(points)))
        case .fullWidth(let minus)?:
            let points = Wireframe.canvasWidth - minus
            classes += " " + styles.add("ww", PageStyles.key(points), "width:\(NumberText.px(points));min-width:0;max-width:none;flex:none")
            attributes.append(.init("data-width", NumberText.format(points)))
        default: break
        }
        if case .points(let points)? = height {
            classes += " " + styles.add("wh", PageStyles.key(points), "height:\(NumberText.px(points));min-height:0")
            attributes.append(.init("data-height", NumberText.format(points)))
        }
        let size = "\(width?.label ?? "?") × \(height?.label ?? "?")"
        words.append("size \(size)")
        attributes.insert(contentsOf: [.class(classes), .init("role", "group")], at: 0)
        let failing = nodePairs.filter { pair in
            guard !ContrastPairs.isExempt(pair), let ratio = ContrastPairs.ratio(pair) else { return false }
            return !WCAG.passes(ratio: ratio, required: ContrastPairs.required(pair))
        }
        if !failing.isEmpty { words.append("\(failing.count) pair\(failing.count == 1 ? "" : "s") below WCAG AA") }
        attributes.append(.label(words.joined(separator: ", ")))
        attributes.append(.init("data-node", component.nodeID))
        let children = alone ? [] : component.children.filter { $0.kind != "animation" }
        let flagCount = failing.count + (target == nil ? 0 : 1)
        let spills = Self.tooShort(height, flags: flagCount, children: children.count, text: textPair != nil || wire.text != nil || wire.icon != nil)
        // Its flags and its parts: inside the box, or right below it when the box is too short.
        func contents(_ html: inout HTMLWriter, _ styles: inout PageStyles) {
            for pair in failing {
                flag(&html, pair: pair, component: component, mode: mode, state: state)
            }
            if let target { targetFlag(&html, target, component: component, state: state) }
            for child in children {
                node(&html, &styles, child, mode: mode, state: state, behind: fill.color ?? behind)
            }
        }
        html.element("div", attributes) { box in
            box.element("span", [.class("wire-label")]) { labels in
                labels.element("span", [.class("wire-name")], text: component.name)
                labels.element("span", [.class("wire-dim")], text: size)
            }
            if case .unknown = fill { chip(&box, "fill ?", kind: "unknown") }
            text(&box, &styles, component, pair: textPair, mode: mode)
            if let target { self.target(&box, &styles, target, component: component, state: state) }
            if !spills { contents(&box, &styles) }
        }
        guard spills else { return }
        html.element("div", [.class("wire-spill"), .init("role", "group"), .label("\(component.name): what it holds")]) { spill in
            contents(&spill, &styles)
        }
    }

    /// A node is drawn at its stated height, so one too short for its label row, its text, its
    /// flags and its parts has them drawn right below it, joined to it by a rule: spilling out of
    /// the box they would cover the next node, and a covered flag is no 24 px target.
    static func tooShort(_ height: SiteWire.Extent?, flags: Int, children: Int, text: Bool) -> Bool {
        guard flags + children > 0, case .points(let points)? = height else { return false }
        return points < 20 + (text ? 20 : 0) + Double(flags) * 30 + Double(children) * 50
    }

    private func text(_ html: inout HTMLWriter, _ styles: inout PageStyles, _ component: SiteComponent, pair: SpecFact.ColorPair?, mode: String) {
        let wire = component.wire
        guard let words = wire.text ?? wire.icon.map({ "[" + $0 + "]" }) ?? (pair != nil ? component.name : nil) else { return }
        var classes = "wire-text"
        var attributes: [HTMLWriter.Attribute] = [.init("data-text", words)]
        if let color = pair?.foreground.color {
            classes += " " + styles.foreground(color)
            attributes.append(.init("data-text-color", color.hex))
        } else {
            classes += " wire-text-unknown"
        }
        if let size = wire.fontSize ?? pair?.textSize {
            classes += " " + styles.add("ts", PageStyles.key(size), "font-size:\(NumberText.px(size))")
            attributes.append(.init("data-font-size", NumberText.format(size)))
        }
        if let weight = wire.fontWeight ?? pair?.textWeight {
            classes += " " + styles.add("tw", String(weight), "font-weight:\(weight)")
            attributes.append(.init("data-font-weight", String(weight)))
        }
        attributes.insert(.class(classes), at: 0)
        attributes.insert(.init("aria-hidden", "true"), at: 1)
        html.element("span", attributes) { _ in }
    }

    private func flag(_ html: inout HTMLWriter, pair: SpecFact.ColorPair, component: SiteComponent, mode: String, state: String) {
        guard let ratio = ContrastPairs.ratio(pair) else { return }
        let what = pair.role == nil ? "text" : pair.role!.rawValue
        let words = "✕ \(pair.property) \(WCAG.formatRatio(ratio)), needs \(NumberText.format(ContrastPairs.required(pair))):1"
        let label = "\(component.name): \(what) \(pair.foreground.color.hex) is \(WCAG.formatRatio(ratio)), below its WCAG requirement"
        if let finding = finding(component, rules: ContrastPage.wcagContrastRules, mode: mode, state: state),
            let url = context.findingLink(finding, from: fragments.page)
        {
            html.element("a", [.class("wire-flag"), .href(url), .label(label + "; open the finding")], text: words)
        } else {
            html.element("span", [.class("wire-flag")], text: words)
        }
    }

    private func target(_ html: inout HTMLWriter, _ styles: inout PageStyles, _ target: SpecFact.InteractiveElement, component: SiteComponent, state: String) {
        var classes = "wire-target"
        var attributes: [HTMLWriter.Attribute] = []
        if let width = target.width {
            classes += " " + styles.add("tgw", PageStyles.key(width), "width:\(NumberText.px(width))")
            attributes.append(.init("data-width", NumberText.format(width)))
        }
        if let height = target.height {
            classes += " " + styles.add("tgh", PageStyles.key(height), "height:\(NumberText.px(height))")
            attributes.append(.init("data-height", NumberText.format(height)))
        }
        if targetFinding(component, state: state) != nil { classes += " fails" }
        attributes.insert(.class(classes), at: 0)
        attributes.insert(.init("aria-hidden", "true"), at: 1)
        html.element("span", attributes) { _ in }
    }

    private func targetFinding(_ component: SiteComponent, state: String) -> Finding? {
        finding(component, rules: [.a11yTouchTarget], mode: nil, state: state)
    }

    private func targetFlag(_ html: inout HTMLWriter, _ target: SpecFact.InteractiveElement, component: SiteComponent, state: String) {
        let finding = targetFinding(component, state: state)
        let words = "target \(target.width.map(NumberText.format) ?? "?") × \(target.height.map(NumberText.format) ?? "?")"
        if let finding, let url = context.findingLink(finding, from: fragments.page) {
            html.element("a", [.class("wire-flag"), .href(url), .label("\(component.name): \(words), too small; open the finding")], text: "✕ " + words)
        } else {
            chip(&html, words, kind: "target")
        }
    }

    private func chip(_ html: inout HTMLWriter, _ text: String, kind: String) {
        html.element("span", [.class("wire-chip " + kind)], text: text)
    }

    /// Each component that changes with its state, alone, in every state the spec gives it
    /// and every mode.
    private func states(_ html: inout HTMLWriter, _ styles: inout PageStyles, modes: [String]) {
        var rows: [(SiteComponent, [String])] = []
        func visit(_ component: SiteComponent) {
            var states = Set(component.wire.fills.compactMap(\.state) + component.wire.borders.compactMap(\.state))
            for pair in context.pairsByNode[SiteContext.componentKey(file: page.document.file, id: component.nodeID)] ?? [] where pair.context.device == nil && pair.context.variant == nil {
                states.insert(pair.context.state)
            }
            states.remove("default")
            if !states.isEmpty, component.kind != "animation" { rows.append((component, states.sorted())) }
            component.children.forEach(visit)
        }
        page.screen.components.forEach(visit)
        guard !rows.isEmpty else { return }
        html.element("h3", [.id("wireframe-states")], text: "States")
        html.element("div", .tableWrap("Components in each state")) { wrap in
            wrap.element("table", [.class("wire-state-table")]) { table in
                table.element("thead") { head in
                    head.element("tr") { row in
                        row.element("th", [.init("scope", "col")], text: "Component")
                        row.element("th", [.init("scope", "col")], text: "State")
                        for mode in modes { row.element("th", [.init("scope", "col")], text: PageText.capitalized(mode)) }
                    }
                }
                table.element("tbody") { body in
                    for (component, states) in rows {
                        for (index, state) in states.enumerated() {
                            body.element("tr") { row in
                                if index == 0 {
                                    row.element("th", [.init("scope", "row"), .init("rowspan", states.count > 1 ? String(states.count) : nil)], text: PageText.componentName(component.id))
                                }
                                row.element("td", text: state)
                                for mode in modes {
                                    row.element("td") { cell in
                                        let backdrop = screenFill(mode: mode).color.map { " " + styles.background($0) } ?? ""
                                        cell.element("div", [.class("wire-alone" + backdrop)]) { alone in
                                            node(&alone, &styles, component, mode: mode, state: state, behind: nil, alone: true)
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
