import ColorScience
import DesignModel

/// Spacing, radii, borders, shadows, opacity, sizes and other numbers, drawn to scale
/// (1pt = 1 CSS px; drawings wider than the column are capped and say so).
struct SpacingPage {
    let context: SiteContext

    enum Section: String, CaseIterable {
        case spacing = "Spacing"
        case radius = "Radii"
        case border = "Borders"
        case shadow = "Shadows"
        case opacity = "Opacity"
        case size = "Sizes"
        case other = "Other dimensions and numbers"

        var anchor: String { "section-" + Anchor.slug(rawValue) }
    }

    static func section(of token: Token) -> Section {
        let first = token.path.segments.first?.lowercased() ?? ""
        switch token.type {
        case .shadow: return .shadow
        case .opacity: return .opacity
        case .border, .strokeStyle: return .border
        case .dimension:
            if first.hasPrefix("spacing") || first == "space" || first == "gap" { return .spacing }
            if first.hasPrefix("radius") || first.hasPrefix("radii") || first == "corner" { return .radius }
            if first.hasPrefix("border") || first == "stroke" { return .border }
            if first.hasPrefix("size") || first == "sizing" { return token.path.segments.dropFirst().first == "spacing" ? .spacing : token.path.segments.dropFirst().first == "radius" ? .radius : token.path.segments.dropFirst().first == "border" ? .border : .size }
            return .other
        default: return .other
        }
    }

    func render() -> OutputFile {
        let path = SitePage.spacing.path
        let fragments = Fragments(context: context, page: path)
        let tokens = context.system.tokens.filter { TokenRouting.spacingTypes.contains($0.type) }
        let grouped = Dictionary(grouping: tokens, by: SpacingPage.section)

        return Layout(context: context).render(path: path, title: "Spacing & sizes", current: .spacing) { html, styles in
            html.element("h1", text: "Spacing & sizes")
            html.element("p", [.class("lead")]) {
                $0.text("Lengths drawn to scale at 1pt = 1 CSS pixel, so what you see is the size on a device at 1×. Borders, shadows and opacity are shown in each mode.")
            }
            html.element("ul", [.class("toc"), .label("Sections")]) { toc in
                for section in Section.allCases where grouped[section] != nil {
                    toc.element("li") { $0.element("a", [.href(.fragment(section.anchor))], text: "\(section.rawValue) (\(grouped[section]!.count))") }
                }
            }
            for section in Section.allCases {
                guard let list = grouped[section] else { continue }
                html.element("h2", [.id(section.anchor)], text: section.rawValue)
                let sorted = section == .spacing || section == .radius || section == .size
                    ? list.sorted { (points($0) ?? 0, $0.path) < (points($1) ?? 0, $1.path) } : list
                for token in sorted { row(&html, &styles, fragments: fragments, token: token, section: section) }
            }
        }
    }

    private func points(_ token: Token) -> Double? { token.values.first??.value.dimension?.points }

    // Whole: writes one row's HTML as it nests; each value type's drawing is a case of one switch inside it.
    private func row(_ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, token: Token, section: Section) {
        let system = context.system
        html.element("div", [.class("scale-row"), .id(Anchor.token(token.path.string))]) { row in
            row.element("div") { TokenHeader(context: context, fragments: fragments).render(&$0, token: token) }
            row.element("span", [.class("value mono")], text: valueText(token))
            row.element("div") { drawing in
                guard let value = token.values.first??.value else { return }
                switch value {
                case .dimension(let dimension):
                    guard let points = dimension.points else {
                        drawing.element("span", [.class("note")], text: "relative unit, not drawn")
                        return
                    }
                    let capped = min(max(points, 0), 640)
                    let key = PageStyles.key(capped)
                    switch section {
                    case .radius:
                        let cls = styles.add("r", key, "border-radius:\(NumberText.px(min(capped, 36)))")
                        drawing.element("span", [.class("radius-box " + cls), .init("role", "img"), .label("corner radius \(dimension.canonical)")]) { _ in }
                    case .size:
                        let cls = styles.add("sz", key, "width:\(NumberText.px(capped));height:\(NumberText.px(min(capped, 160)))")
                        drawing.element("span", [.class("box " + cls), .init("role", "img"), .label("\(dimension.canonical) square")]) { _ in }
                    case .border:
                        let cls = styles.add("bw", key, "height:\(NumberText.px(max(capped, 0.5)))")
                        drawing.element("span", [.class("ruler " + cls), .init("role", "img"), .label("line \(dimension.canonical) thick")]) { _ in }
                    default:
                        let cls = styles.add("w", key, "width:\(NumberText.px(capped))")
                        drawing.element("span", [.class("ruler " + cls), .init("role", "img"), .label("\(dimension.canonical) long")]) { _ in }
                    }
                    if points > 640 { drawing.element("span", [.class("note")], text: " (drawn at 640px)") }
                case .opacity(let opacity):
                    let cls = styles.add("op", PageStyles.key((opacity * 100).rounded()), "opacity:\(NumberText.format(min(max(opacity, 0), 1)))")
                    drawing.element("span", [.class("opacity-box"), .init("role", "img"), .label("\(Int((opacity * 100).rounded()))% opacity")]) {
                        $0.element("span", [.class(cls)]) { _ in }
                    }
                case .shadow, .border:
                    drawing.element("div", [.class("mode-panels")]) { panels in
                        for (index, mode) in system.modes.enumerated() {
                            guard let value = token.values[index]?.value else { continue }
                            let base = context.pageBackground(mode: index)
                            panels.element("div", [.class("mode-panel " + styles.background(base))]) { panel in
                                panel.element("span", [.class("mode-label")], text: mode)
                                if case .shadow(let shadows) = value {
                                    let css = shadows.map { shadow in
                                        (shadow.inset ? "inset " : "") + [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread]
                                            .map { NumberText.px($0.points ?? 0) }.joined(separator: " ") + " " + shadow.color.hex
                                    }.joined(separator: ",")
                                    let key = PageStyles.hashKey(css)
                                    let cls = styles.add("sh", key, "box-shadow:\(css)")
                                    // On the mode's background (as it renders), and on a light
                                    // backdrop, where a dark mode's black shadow is visible too.
                                    panel.element("span", [.class("shadow-pair")]) { pair in
                                        pair.element("span", [.class("shadow-box " + cls + " " + styles.background(base)), .init("role", "img"), .label("\(mode): shadow \(value.canonical), on the \(mode) background")]) { _ in }
                                        let card = context.pageBackground(mode: 0)
                                        pair.element("span", [.class("shadow-backdrop")]) { backdrop in
                                            backdrop.element("span", [.class("shadow-box " + cls + " " + styles.background(card)), .init("role", "img"), .label("\(mode): shadow \(value.canonical), on a light backdrop")]) { _ in }
                                        }
                                    }
                                    panel.element("ol", [.class("layers")]) { list in
                                        for (index, shadow) in shadows.enumerated() {
                                            list.element("li") { item in
                                                item.element("span", [.class("muted")], text: "Layer \(index + 1)\(shadow.inset ? " (inset)" : ""): ")
                                                item.text("x \(shadow.offsetX.canonical), y \(shadow.offsetY.canonical), blur \(shadow.blur.canonical), spread \(shadow.spread.canonical) ")
                                                fragments.mini(&item, &styles, color: shadow.color)
                                                item.element("code", text: shadow.color.hex)
                                            }
                                        }
                                    }
                                } else if case .border(let border) = value {
                                    let width = border.width.points ?? 1
                                    let style: String
                                    switch border.style {
                                    case .keyword(let keyword): style = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"].contains(keyword) ? keyword : "solid"
                                    case .dashed: style = "dashed"
                                    }
                                    let cls = styles.add("bd", PageStyles.key(width) + "-" + style + "-" + ColorText.key(border.color), "border:\(NumberText.px(width)) \(style) \(border.color.hex)")
                                    panel.element("span", [.class("border-box " + cls + " " + styles.background(base)), .init("role", "img"), .label("\(mode): \(border.width.canonical) \(style) \(border.color.hex)")]) { _ in }
                                    panel.element("p", [.class("value-line layers")]) { line in
                                        line.text("\(border.width.canonical) \(style) ")
                                        fragments.mini(&line, &styles, color: border.color)
                                        line.element("code", text: border.color.hex)
                                    }
                                }
                                if token.isModeInvariant { return }
                            }
                            if token.isModeInvariant { break }
                        }
                    }
                default:
                    drawing.element("span", [.class("note")], text: value.canonical)
                }
            }
        }
    }

    static func styleName(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword
        case .dashed: "dashed"
        }
    }

    private func valueText(_ token: Token) -> String {
        guard let value = token.values.first??.value else { return "–" }
        switch value {
        case .opacity(let opacity): return "\(NumberText.format(opacity * 100))%"
        case .shadow(let layers): return PageText.plural(layers.count, "layer") + (token.isModeInvariant ? "" : ", per mode")
        case .border(let border): return token.isModeInvariant ? border.width.canonical + " " + SpacingPage.styleName(border.style) : "per mode"
        default: return value.canonical
        }
    }
}
