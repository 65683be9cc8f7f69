import ColorScience
import DesignModel
import Diagnostics
import Rules

/// Every color token: swatches per mode side by side, hex/rgb/OKLCH, alias chain, derivation,
/// description, deprecation, and who uses it (tokens, components). Gradients follow.
struct ColorsPage {
    let context: SiteContext

    func render() -> OutputFile {
        let path = SitePage.colors.path
        let fragments = Fragments(context: context, page: path)
        let system = context.system
        let colors = system.tokens.filter { $0.type == .color }
        let gradients = system.tokens.filter { $0.type == .gradient }
        // Roles first (text, background, border…), the palette's primitives after them.
        let allGroups = TokenGroups.group(colors)
        let palette = allGroups.filter { ColorsPage.isPaletteGroup($0.title) }
        let groups = allGroups.filter { !ColorsPage.isPaletteGroup($0.title) }

        return Layout(context: context).render(path: path, title: "Colors", current: .colors) { html, styles in
            html.element("h1", text: "Colors")
            html.element("p", [.class("lead")]) {
                $0.text(
                    "\(PageText.plural(colors.count, "color token")) with their value in each mode (\(system.modes.joined(separator: " and "))), their alias chain and where they are used. "
                        + "Each token has a stable link: this page’s address followed by # and the token path.")
            }
            html.element("ul", [.class("toc"), .label("Color groups")]) { toc in
                for group in groups + palette {
                    toc.element("li") { $0.element("a", [.href(.fragment(group.anchor))], text: "\(group.title) (\(group.tokens.count))") }
                }
                if !gradients.isEmpty { toc.element("li") { $0.element("a", [.href(.fragment("gradients"))], text: "Gradients (\(gradients.count))") } }
            }
            for group in groups {
                html.element("section", [.class("token-group"), .init("aria-labelledby", group.anchor)]) { section in
                    section.element("h2", [.id(group.anchor)]) { heading in
                        heading.element("code", text: group.title)
                    }
                    for token in group.tokens { colorToken(&section, &styles, fragments: fragments, token: token) }
                }
            }
            if !palette.isEmpty {
                html.element("h2", [.id("palette")], text: "Palette")
                html.element("p", [.class("section-intro")], text: "The primitives the roles above refer to. Use a role in code where one fits: it follows the modes.")
                for group in palette {
                    html.element("section", [.class("token-group"), .init("aria-labelledby", group.anchor)]) { section in
                        section.element("h3", [.id(group.anchor), .class("group-title")]) { $0.element("code", text: group.title) }
                        for token in group.tokens { colorToken(&section, &styles, fragments: fragments, token: token) }
                    }
                }
            }
            if !gradients.isEmpty {
                html.element("h2", [.id("gradients")], text: "Gradients")
                for token in gradients { gradientToken(&html, &styles, fragments: fragments, token: token) }
            }
        }
    }

    private func colorToken(_ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, token: Token) {
        let system = context.system
        let anchor = Anchor.token(token.path.string)
        html.element("div", [.class("token"), .id(anchor)]) { row in
            row.element("div", [.class("swatches")]) { swatches in
                if token.isModeInvariant, let color = token.values.first??.value.color, color.isOpaque {
                    fragments.swatch(&swatches, &styles, color: color, mode: system.modes.count > 1 ? "all modes" : system.modes.first)
                } else {
                    for (index, mode) in system.modes.enumerated() {
                        if let color = token.values[index]?.value.color {
                            fragments.swatch(&swatches, &styles, color: color, mode: mode, base: context.pageBackground(mode: index))
                        }
                    }
                }
            }
            row.element("div") { info in
                TokenHeader(context: context, fragments: fragments).render(&info, token: token)
                info.element("dl", [.class("facts")]) { facts in
                    let distinct = distinctValues(token)
                    for (label, color) in distinct {
                        facts.element("dt", text: label)
                        facts.element("dd") { dd in
                            dd.element("code", text: ColorText.rgb(color))
                            dd.text(" · ")
                            dd.element("code", text: ColorText.oklch(color))
                        }
                    }
                    TokenHeader(context: context, fragments: fragments).chainAndUsage(&facts, token: token)
                }
            }
        }
    }

    private func gradientToken(_ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, token: Token) {
        let system = context.system
        html.element("div", [.class("token"), .id(Anchor.token(token.path.string))]) { row in
            row.element("div", [.class("swatches")]) { swatches in
                for (index, mode) in system.modes.enumerated() {
                    guard case .gradient(let stops)? = token.values[index]?.value else { continue }
                    let css = "linear-gradient(90deg," + stops.map { "\($0.color.hex) \(NumberText.format($0.position * 100))%" }.joined(separator: ",") + ")"
                    let key = String(SHA256Hasher.base64(SHA256Hasher.digest(Array(css.utf8))).prefix(10)).lowercased().filter { $0.isLetter || $0.isNumber }
                    let cls = styles.add("g", key, "background-image:\(css)")
                    swatches.element("figure", [.class("swatch")]) { figure in
                        figure.element("span", [.class("chip"), .init("role", "img"), .label("\(mode): gradient " + stops.map(\.color.hex).joined(separator: " to "))]) {
                            $0.element("span", [.class(cls)]) { _ in }
                        }
                        figure.element("figcaption") { $0.element("b", text: mode) }
                    }
                    if token.isModeInvariant { break }
                }
            }
            row.element("div") { info in
                TokenHeader(context: context, fragments: fragments).render(&info, token: token)
                info.element("dl", [.class("facts")]) { facts in
                    facts.element("dt", text: "Stops")
                    facts.element("dd") { $0.element("code", text: token.values.first??.value.canonical ?? "") }
                    TokenHeader(context: context, fragments: fragments).chainAndUsage(&facts, token: token)
                }
            }
        }
    }

    /// Group names of primitives rather than roles.
    static let paletteWords: Set<String> = ["palette", "palettes", "primitive", "primitives", "base", "core", "ref", "reference", "scale", "swatch", "swatches"]

    static func isPaletteGroup(_ title: String) -> Bool {
        title.split(separator: ".").contains { paletteWords.contains($0.lowercased()) }
    }

    /// One row per distinct value ("all modes" when they agree).
    private func distinctValues(_ token: Token) -> [(String, RGBA)] {
        let modes = context.system.modes
        if token.isModeInvariant, let color = token.values.first??.value.color { return [(modes.count > 1 ? "All modes" : PageText.capitalized(modes[0]), color)] }
        return modes.enumerated().compactMap { index, mode in token.values[index]?.value.color.map { (PageText.capitalized(mode), $0) } }
    }
}

/// Groups tokens by parent path for headings (`color.text`), in path order.
enum TokenGroups {
    struct Group {
        var title: String
        var anchor: String
        var tokens: [Token]
    }

    static func group(_ tokens: [Token], prefix: String = "group-") -> [Group] {
        var order: [String] = []
        var members: [String: [Token]] = [:]
        for token in tokens {
            let parent = token.path.parent?.string ?? token.path.string
            if members[parent] == nil { order.append(parent) }
            members[parent, default: []].append(token)
        }
        var slugger = Slugger(reserved: SiteContext.reservedIDs)
        return order.map { Group(title: $0, anchor: prefix + slugger.unique($0), tokens: members[$0]!) }
    }
}

/// The name line and the facts every token shows: path, display name, deprecation, type,
/// description, alias chain per mode, derivation, referrers, components, findings, source.
struct TokenHeader {
    let context: SiteContext
    let fragments: Fragments

    func render(_ html: inout HTMLWriter, token: Token, description: Bool = true) {
        html.element("h3", [.class("token-name")]) { heading in
            heading.element("code", text: token.path.string)
            if let name = token.displayName { heading.element("span", [.class("display-name")], text: name) }
            if let deprecation = token.deprecation {
                heading.element("span", [.class("badge deprecated")], text: "deprecated")
                if let reason = deprecation.reason, !reason.isEmpty { heading.element("span", [.class("note")], text: reason) }
            }
            let findings = context.findingsByToken[token.path] ?? []
            if !findings.isEmpty {
                let worst = findings.map(\.severity).max() ?? .note
                heading.element("span", [.class("badge sev-" + worst.rawValue)], text: PageText.plural(findings.count, "finding"))
            }
        }
        if description, let text = token.description, !text.isEmpty {
            html.element("p", [.class("description")], text: text)
        }
        codeNames(&html, token: token)
    }

    /// The token's name in each enabled output, each with a Copy button. The name is written
    /// once, in the `code` element: the site's script copies the text of the button's sibling
    /// `code` and announces it in the page's status region, and the button's label names only
    /// the platform ("Copy Swift name"; numbered where a platform has several, as Tailwind's
    /// `bg-`, `text-` and `border-`). A dozen rows per color token, so the rows carry no
    /// classes (the stylesheet selects them inside `.code-names`).
    func codeNames(_ html: inout HTMLWriter, token: Token) {
        guard let names = context.input.codeNames[token.path], !names.isEmpty else { return }
        var counts: [String: Int] = [:]
        for name in names { counts[name.label, default: 0] += 1 }
        var seen: [String: Int] = [:]
        html.element("ul", [.class("code-names"), .label("\(token.path.string) in code")]) { list in
            for name in names {
                seen[name.label, default: 0] += 1
                let number = counts[name.label, default: 0] > 1 ? " \(seen[name.label, default: 0])" : ""
                list.element("li") { item in
                    item.element("span", text: name.label)
                    item.element("code", text: name.code)
                    item.element("button", [.init("type", "button"), .label("Copy \(name.label) name\(number)")], text: "Copy")
                }
            }
        }
    }

    /// Links of an alias chain shown on the token's own entry; longer chains end in "… N more"
    /// (the whole chain is in `kiln explain`). Bounded so the page grows with the token count,
    /// not with tokens × chain length (docs/limits.md).
    static let chainLimit = 4

    func chainAndUsage(_ facts: inout HTMLWriter, token: Token) {
        let system = context.system
        // Alias chain per mode (collapsed when the same in every mode), cut at `chainLimit`.
        var chains: [(modes: String, links: [ResolvedValue.Link], depth: Int)] = []
        for (index, mode) in system.modes.enumerated() {
            let chain = system.aliasChain(of: token.path, mode: index, limit: Self.chainLimit)
            let depth = max(token.values[index]?.aliasDepth ?? chain.count, chain.count)
            if let last = chains.last, last.depth == depth, last.links.map(\.path) == chain.map(\.path) {
                chains[chains.count - 1].modes += ", " + mode
            } else {
                chains.append((mode, chain, depth))
            }
        }
        if chains.contains(where: { !$0.links.isEmpty }) {
            for (modes, chain, depth) in chains {
                facts.element("dt", text: chains.count == 1 ? "Alias of" : "Alias (\(modes))")
                facts.element("dd") { dd in
                    if chain.isEmpty {
                        dd.text("literal value")
                        return
                    }
                    dd.element("span", [.class("chain")]) { line in
                        for (position, link) in chain.enumerated() {
                            if position > 0 { line.element("span", [.class("arrow"), .init("aria-hidden", "true")], text: "→") }
                            fragments.tokenLink(&line, link.path)
                        }
                        if depth > chain.count {
                            line.element("span", [.class("arrow"), .init("aria-hidden", "true")], text: "→")
                            line.element("span", [.class("pill"), .init("title", "kiln explain \(token.path.string) shows the whole chain")], text: "… \(depth - chain.count) more")
                        }
                    }
                }
            }
        }
        let derivations = Set(token.values.compactMap { $0?.derivation }.filter { !$0.isEmpty })
        if let derivation = derivations.sorted(by: { $0.joined() < $1.joined() }).first {
            facts.element("dt", text: "Derived")
            facts.element("dd") { $0.element("code", text: derivation.joined(separator: " → ")) }
        }
        let referrers = context.referrers[token.path] ?? []
        if !referrers.isEmpty {
            facts.element("dt", text: "Used by tokens")
            facts.element("dd") { dd in
                dd.element("span", [.class("used")]) { used in
                    for path in referrers.prefix(24) { fragments.tokenLink(&used, path) }
                    if referrers.count > 24 { used.element("span", [.class("pill")], text: "+\(referrers.count - 24) more") }
                }
            }
        }
        let components = context.componentUsage[token.path] ?? []
        if !components.isEmpty {
            facts.element("dt", text: "Used in specs")
            facts.element("dd") { dd in
                dd.element("span", [.class("used")]) { used in
                    for key in components.prefix(24) {
                        let parts = key.split(separator: "\u{1F}", maxSplits: 1).map(String.init)
                        guard parts.count == 2 else { continue }
                        if let link = context.componentLink(file: parts[0], id: parts[1], from: fragments.page) {
                            used.element("a", [.href(link.url)], text: parts[1])
                        } else {
                            used.element("span", [.class("pill")], text: parts[1])
                        }
                    }
                    if components.count > 24 { used.element("span", [.class("pill")], text: "+\(components.count - 24) more") }
                }
            }
        }
        facts.element("dt", text: "Defined")
        facts.element("dd") { fragments.sourceLink(&$0, token.range) }
    }
}
