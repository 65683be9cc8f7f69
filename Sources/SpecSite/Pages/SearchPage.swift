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
    }

    func entries() -> [Entry] {
        let path = SitePage.search.path
        var list: [Entry] = []
        let system = context.system
        for token in system.tokens {
            guard let url = context.tokenLink(token.path, from: path) else { continue }
            var detail = token.displayName ?? ""
            if let value = token.values.first??.value {
                let text: String
                switch value {
                case .color(let color): text = color.hex
                case .typography(let typography): text = typography.fontSize.canonical + " " + String(typography.fontWeight)
                case .shadow, .gradient, .border, .transition: text = ""
                default: text = value.canonical
                }
                detail = [detail, text].filter { !$0.isEmpty }.joined(separator: " · ")
            }
            list.append(Entry(title: token.path.string, kind: token.type.rawValue + " token", url: url.value, detail: detail))
        }
        for page in context.screenPages {
            list.append(Entry(title: page.screen.name, kind: "screen", url: SiteURL.link(from: path, to: page.path).value, detail: page.document.title))
            func visit(_ component: SiteComponent) {
                if let anchor = page.componentAnchors[component.id] {
                    list.append(
                        Entry(title: component.name, kind: component.kind, url: SiteURL.link(from: path, to: page.path, fragment: anchor).value, detail: page.screen.name))
                }
                component.children.forEach(visit)
            }
            page.screen.components.forEach(visit)
        }
        for rule in context.input.rules where context.pages.contains(.rules) {
            list.append(Entry(title: rule.id, kind: "rule", url: SiteURL.link(from: path, to: SitePage.rules.path, fragment: RulesPage.anchor(rule.id)).value, detail: rule.title))
        }
        for page in context.pages where page != .search {
            list.append(Entry(title: context.title(of: page), kind: "page", url: SiteURL.link(from: path, to: page.path).value, detail: ""))
        }
        return list
    }

    func render() -> OutputFile {
        let path = SitePage.search.path
        let index = entries()
        return Layout(context: context).render(path: path, title: "Search", current: .search) { html, _ in
            html.element("h1", text: "Search")
            html.element("div", [.class("search-page"), .init("role", "search")]) { box in
                box.element("label", [.init("for", "search-input")], text: "Search tokens, components, screens and rules")
                box.element("p") { $0.void("input", [.init("type", "search"), .id("search-input"), .init("aria-describedby", "search-status")]) }
            }
            html.element("p", [.id("search-status"), .init("role", "status")], text: "Search needs JavaScript; every item is also reachable from the navigation.")
            html.element("ul", [.class("results"), .id("search-results"), .label("Results")]) { _ in }
            html.open("script", [.init("type", "application/json"), .id("search-index")])
            html.raw(SearchPage.json(index))
            html.close("script")
        }
    }

    /// JSON with `<`, `>` and `&` escaped as \u003c…, so the data block can never end early.
    static func json(_ entries: [Entry]) -> String {
        var out = "["
        for (offset, entry) in entries.enumerated() {
            if offset > 0 { out += ",\n" }
            out += "{\"t\":" + string(entry.title) + ",\"k\":" + string(entry.kind) + ",\"u\":" + string(entry.url)
            if !entry.detail.isEmpty { out += ",\"d\":" + string(entry.detail) }
            out += "}"
        }
        return out + "]"
    }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
