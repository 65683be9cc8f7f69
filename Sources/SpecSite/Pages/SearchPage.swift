import Diagnostics
import DesignModel

/// The offline search: an index of tokens, components, screens and rules as a JSON data block
/// (not code: the CSP still allows only the site's own script), filtered as you type.
struct SearchPage {
    let context: SiteContext

    struct Entry {
        var title: String
        var kind: String
        var url: String
        var detail: String
        /// Code names, one a line (`DesignTokens.Colors.textPrimary`).
        var code: String = ""
        /// Words to find it by beyond its name: a description, the spec's prose.
        var text: String = ""
        /// A color to show next to it (`#ff6b6b`).
        var swatch: String = ""
        /// What tells it from an entry with the same title (its screen, its spec).
        var qualifier: String = ""
    }

    /// Spec text indexed per screen or component, cut so a long spec keeps the index small.
    static let textLimit = 2000

    func entries() -> [Entry] {
        let path = SitePage.search.path
        var list: [Entry] = []
        let system = context.system
        for token in system.tokens {
            guard let url = context.tokenLink(token.path, from: path) else { continue }
            var detail = token.displayName ?? ""
            var swatch = ""
            if let value = token.values.first??.value {
                let text: String
                switch value {
                case .color(let color):
                    text = color.hex
                    swatch = color.hex
                case .typography(let typography): text = typography.fontSize.canonical + " " + String(typography.fontWeight)
                case .shadow, .gradient, .border, .transition: text = ""
                default: text = value.canonical
                }
                detail = [detail, text].filter { !$0.isEmpty }.joined(separator: " · ")
            }
            let code = (context.input.codeNames[token.path] ?? []).map(\.code).joined(separator: "\n")
            list.append(
                Entry(
                    title: token.path.string, kind: token.type.rawValue + " token", url: url.value, detail: detail, code: code,
                    text: token.description ?? "", swatch: swatch))
        }
        for page in context.screenPages {
            let prose = page.screen.sections.map { ($0.title.isEmpty ? "" : $0.title + ": ") + SiteBlock.plainText($0.blocks) }.joined(separator: " ")
            list.append(
                Entry(
                    title: page.screen.name, kind: "screen", url: SiteURL.link(from: path, to: page.path).value, detail: page.document.title,
                    text: SearchPage.cut(prose), qualifier: page.document.title))
            func visit(_ component: SiteComponent) {
                if let anchor = page.componentAnchors[component.id] {
                    let written = component.properties.flatMap { property in property.values.map { property.name + " " + $0.written } }
                    let text = SearchPage.cut((written + [SiteBlock.plainText(component.notes)]).joined(separator: " · "))
                    let color = component.properties.first { $0.name.lowercased() == "background" }?.values.first?.resolved.first.flatMap { resolved -> String? in
                        if case .color(let color, _) = resolved.value { return color.hex }
                        return nil
                    }
                    list.append(
                        Entry(
                            title: component.name, kind: component.kind, url: SiteURL.link(from: path, to: page.path, fragment: anchor).value,
                            detail: page.screen.name, text: text, swatch: color ?? "", qualifier: page.screen.name))
                }
                component.children.forEach(visit)
            }
            page.screen.components.forEach(visit)
        }
        for rule in context.input.rules where context.pages.contains(.rules) {
            list.append(Entry(title: rule.diagnosticID.rawValue, kind: "rule", url: SiteURL.link(from: path, to: SitePage.rules.path, fragment: RulesPage.anchor(rule.diagnosticID)).value, detail: rule.title))
        }
        for page in context.pages where page != .search {
            list.append(Entry(title: context.title(of: page), kind: "page", url: SiteURL.link(from: path, to: page.path).value, detail: ""))
        }
        // A qualifier only where two entries share a title.
        var titles: [String: Int] = [:]
        for entry in list { titles[entry.title, default: 0] += 1 }
        for index in list.indices where titles[list[index].title, default: 0] < 2 { list[index].qualifier = "" }
        return list
    }

    static func cut(_ text: String) -> String {
        text.count <= textLimit ? text : String(text.prefix(textLimit))
    }

    func render() -> OutputFile {
        let path = SitePage.search.path
        let index = entries()
        return Layout(context: context).render(path: path, title: "Search", current: .search) { html, _ in
            html.element("h1", text: "Search")
            html.element("div", [.class("search-page")]) { box in
                box.element("label", [.init("for", "search-input")], text: "Search tokens, code names, components, screens, spec text and rules")
                box.element("p") { $0.void("input", [.init("type", "search"), .id("search-input"), .init("aria-describedby", "search-status")]) }
            }
            html.element("p", [.id("search-status"), .init("role", "status")], text: "Search needs JavaScript; every item is also reachable from the navigation.")
            html.element("ul", [.class("results"), .id("search-results"), .label("Results")]) { _ in }
            html.open("script", [.init("type", "application/json"), .id("search-index")])
            SearchPage.json(index).withUnsafeBufferPointer { html.raw($0) }
            html.close("script")
        }
    }

    /// JSON with `<`, `>` and `&` escaped as \u003c…, so the data block can never end early.
    static func json(_ entries: [Entry]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(entries.count * 128)
        out.append(UInt8(ascii: "["))
        for (offset, entry) in entries.enumerated() {
            if offset > 0 { out.append(contentsOf: ",\n".utf8) }
            out.append(contentsOf: "{\"t\":".utf8)
            string(entry.title, into: &out)
            out.append(contentsOf: ",\"k\":".utf8)
            string(entry.kind, into: &out)
            out.append(contentsOf: ",\"u\":".utf8)
            string(entry.url, into: &out)
            for (key, value) in [(",\"d\":", entry.detail), (",\"c\":", entry.code), (",\"x\":", entry.text), (",\"s\":", entry.swatch), (",\"q\":", entry.qualifier)]
            where !value.isEmpty {
                out.append(contentsOf: key.utf8)
                string(value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// A JSON string literal that can stand in the page's script (`JSONText.Style.script`).
    static func string(_ text: String, into out: inout [UInt8]) {
        JSONText.append(text, style: .script, to: &out)
    }
}
