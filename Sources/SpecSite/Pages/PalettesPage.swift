import ColorScience
import DesignModel

/// Categorical palettes (the emotion colors): chips selected and unselected in every mode,
/// then the palette under each color-vision deficiency with its closest pairs named.
struct PalettesPage {
    let context: SiteContext

    /// The CIEDE2000 difference the `palette/distinguishable` rule accepts by default.
    static let minimumDifference = 10.0
    /// Unselected chips are tinted with the member color at this opacity (the bundled specs'
    /// "Emotion color at 15% opacity").
    static let tint = 0.15

    func render() -> OutputFile {
        let path = SitePage.palettes.path
        let fragments = Fragments(context: context, page: path)
        let system = context.system
        let title = context.palettesTitle
        let palettes = system.palettes.sorted { $0.path < $1.path }

        return Layout(context: context).render(path: path, title: title, current: .palettes) { html, styles in
            html.element("h1", text: title)
            html.element("p", [.class("lead")]) {
                $0.text(
                    "Colors meant to be told apart. Each member is shown as a chip, unselected (tinted at \(Int(PalettesPage.tint * 100))%) and selected, in every mode; "
                        + "then as people with color-vision deficiencies see the palette, with the pairs that come closest (CIEDE2000; below \(NumberText.format(PalettesPage.minimumDifference)) is hard to tell apart).")
            }
            for palette in palettes {
                let members = palette.members.filter { system[$0]?.type == .color }
                guard !members.isEmpty else { continue }
                let anchor = Anchor.token(palette.path.string)
                html.element("h2", [.id(anchor.hasPrefix("token-") ? "palette-" + anchor : "palette-" + Anchor.encode(palette.path.string))]) { heading in
                    heading.text(PageText.title(palette.path.name) + " ")
                    heading.element("code", [.class("muted")], text: palette.path.string)
                    heading.element("span", [.class("muted")], text: " — \(PageText.plural(members.count, "member"))")
                }
                chips(&html, &styles, fragments: fragments, members: members)
                vision(&html, &styles, fragments: fragments, palette: palette, members: members)
            }
        }
    }

    private func label(_ path: TokenPath) -> String {
        let token = context.system[path]
        let name = token?.paletteEntry?.name ?? token?.displayName ?? PageText.title(path.name)
        if let emoji = token?.paletteEntry?.emoji { return emoji + " " + name }
        return name
    }

    private func chips(_ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, members: [TokenPath]) {
        let system = context.system
        html.element("div", [.class("mode-panels")]) { panels in
            for (modeIndex, mode) in system.modes.enumerated() {
                let base = context.pageBackground(mode: modeIndex)
                let text = context.pageText(mode: modeIndex)
                panels.element("div", [.class("mode-panel " + styles.background(base))]) { panel in
                    panel.element("span", [.class("mode-label")], text: mode)
                    for selected in [false, true] {
                        panel.element("span", [.class("row-label " + styles.foreground(text))], text: selected ? "Selected" : "Unselected")
                        panel.element("div", [.class("emotion-row"), .init("role", "list"), .label("\(mode), \(selected ? "selected" : "unselected")")]) { row in
                            for member in members {
                                guard let color = system[member]?.values[modeIndex]?.value.color else { continue }
                                let fill = selected ? color : color.withAlpha(PalettesPage.tint).composited(over: base)
                                let ink = selected ? ColorText.readableInk(on: color, over: base) : text
                                let ratio = ContrastFix.effectiveRatio(foreground: ink, background: fill)
                                let border = selected ? fill : color
                                let classes = "emotion-chip " + styles.background(fill) + " " + styles.foreground(ink) + " " + styles.borderColor(border)
                                let name = label(member)
                                row.element(
                                    "span",
                                    [
                                        .class(classes), .init("role", "listitem"), .init("data-text", name),
                                        .label("\(name), \(selected ? "selected" : "unselected"), \(mode): \(ink.hex) on \(fill.hex), \(WCAG.formatRatio(ratio))"),
                                    ]) { _ in }
                            }
                        }
                    }
                }
            }
        }
    }

    // Whole: writes the simulated-vision table's HTML as it nests, top to bottom.
    private func vision(_ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, palette: CategoricalPalette, members: [TokenPath]) {
        let system = context.system
        let visions: [(String, Deficiency?)] = [("Normal vision", nil), ("Protanopia", .protan), ("Deuteranopia", .deutan), ("Tritanopia", .tritan)]
        // Modes drawing the same colors are shown once.
        var groups: [(modes: [String], index: Int, colors: [RGBA])] = []
        for (modeIndex, mode) in system.modes.enumerated() {
            let colors = members.compactMap { system[$0]?.values[modeIndex]?.value.color?.quantized }
            guard colors.count == members.count else { continue }
            if let existing = groups.firstIndex(where: { $0.colors == colors }) {
                groups[existing].modes.append(mode)
            } else {
                groups.append(([mode], modeIndex, colors))
            }
        }
        for group in groups {
            let modes = group.modes.count == system.modes.count ? "all modes" : group.modes.joined(separator: ", ") + " mode"
            html.element("h3", [.id("cvd-" + Anchor.slug(palette.path.string + " " + group.modes.joined(separator: " ")))], text: "Color vision, \(modes)")
            html.element("div", .tableWrap("The palette under color-vision deficiencies, \(modes)")) { wrap in
                wrap.element("table", [.class("cvd-table")]) { table in
                    table.element("caption", [.class("visually-hidden")], text: "The palette under color-vision deficiencies, \(modes)")
                    table.element("thead") { head in
                        head.element("tr") { row in
                            row.element("th", [.init("scope", "col")], text: "Vision")
                            for member in members { row.element("th", [.init("scope", "col")], text: label(member)) }
                        }
                    }
                    table.element("tbody") { body in
                        for (name, deficiency) in visions {
                            body.element("tr") { row in
                                row.element("th", [.init("scope", "row")], text: name)
                                for color in group.colors {
                                    let seen = deficiency.map { CVD.simulate(color, $0).quantized } ?? color
                                    row.element("td") { cell in
                                        cell.element("span", [.class("cvd-cell " + styles.background(seen)), .init("role", "img"), .label(seen.hex)]) { _ in }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            // Closest pairs per vision.
            html.element("div", .tableWrap("Closest pairs per vision, \(modes)")) { wrap in
                wrap.element("table") { table in
                    table.element("caption", [.class("visually-hidden")], text: "Closest pairs per vision, \(modes)")
                    table.element("thead") { head in
                        head.element("tr") { row in
                            for title in ["Vision", "Closest pairs (ΔE 2000)", "Verdict"] { row.element("th", [.init("scope", "col")], text: title) }
                        }
                    }
                    table.element("tbody") { body in
                        for (name, deficiency) in visions {
                            let seen = group.colors.map { color in deficiency.map { CVD.simulate(color, $0) } ?? color }
                            var pairs: [(Int, Int, Double)] = []
                            for i in seen.indices { for j in seen.indices where j > i { pairs.append((i, j, CIEDE2000.difference(seen[i], seen[j]))) } }
                            pairs.sort { ($0.2, $0.0, $0.1) < ($1.2, $1.0, $1.1) }
                            body.element("tr") { row in
                                row.element("th", [.init("scope", "row")], text: name)
                                row.element("td") { cell in
                                    for (position, pair) in pairs.prefix(3).enumerated() {
                                        if position > 0 { cell.text(" · ") }
                                        cell.element("span", [.class("value-line")]) { line in
                                            fragments.mini(&line, &styles, color: seen[pair.0].quantized)
                                            fragments.mini(&line, &styles, color: seen[pair.1].quantized)
                                            line.text("\(label(members[pair.0])) / \(label(members[pair.1])): \(NumberText.format((pair.2 * 10).rounded() / 10))")
                                        }
                                    }
                                }
                                row.element("td") { cell in
                                    let close = pairs.filter { $0.2 < PalettesPage.minimumDifference }.count
                                    if close == 0 {
                                        cell.element("span", [.class("badge verdict pass")], text: "✓ distinct")
                                    } else {
                                        cell.element("span", [.class("badge verdict fail")], text: "✕ \(PageText.plural(close, "close pair"))")
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
