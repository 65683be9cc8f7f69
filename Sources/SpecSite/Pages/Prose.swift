/// Renders spec documentation blocks. Everything is text: raw HTML is shown as code, and links
/// are shown as their text with the destination in words — the site links only to itself, so a
/// spec cannot inject markup, scripts or `javascript:` URLs. Links whose scheme is not
/// http, https or mailto are dropped entirely (only their text remains).
struct Prose {
    /// Heading levels in specs are shifted below the page's own `h2`/`h3` so the outline stays
    /// in order.
    var headingBase: Int

    func render(_ html: inout HTMLWriter, _ blocks: [SiteBlock]) {
        for block in blocks { render(&html, block) }
    }

    func render(_ html: inout HTMLWriter, _ block: SiteBlock) {
        switch block {
        case .heading(let level, let inlines):
            // Spec heading levels are not kept: every prose heading sits one level below its
            // section, so the page outline never skips a level.
            _ = level
            switch min(6, headingBase) {
            case ...3: html.element("h3") { inline(&$0, inlines) }
            case 4: html.element("h4") { inline(&$0, inlines) }
            case 5: html.element("h5") { inline(&$0, inlines) }
            default: html.element("h6") { inline(&$0, inlines) }
            }
        case .paragraph(let inlines):
            html.element("p") { inline(&$0, inlines) }
        case .list(let ordered, let items):
            let body: (inout HTMLWriter) -> Void = { list in
                for item in items {
                    list.element("li") { li in
                        // A single paragraph item is rendered without <p> to keep lists tight.
                        if item.count == 1, case .paragraph(let inlines) = item[0] {
                            inline(&li, inlines)
                        } else {
                            render(&li, item)
                        }
                    }
                }
            }
            if ordered { html.element("ol", [], body) } else { html.element("ul", [], body) }
        case .code(let language, let text):
            html.element("pre", [.class("block"), .init("tabindex", "0"), .label(language.map { "\($0) code" } ?? "Preformatted text")]) { pre in
                pre.element("code", text: text)
            }
        case .table(let header, let rows):
            html.element("div", .tableWrap("Table from the spec")) { wrap in
                wrap.element("table") { table in
                    if !header.isEmpty {
                        table.element("thead") { head in
                            head.element("tr") { row in
                                for cell in header { row.element("th", [.init("scope", "col")]) { inline(&$0, cell) } }
                            }
                        }
                    }
                    table.element("tbody") { body in
                        for cells in rows {
                            body.element("tr") { row in
                                for cell in cells { row.element("td") { inline(&$0, cell) } }
                            }
                        }
                    }
                }
            }
        case .quote(let blocks):
            html.element("blockquote") { render(&$0, blocks) }
        case .html(let text):
            html.element("pre", [.class("block"), .init("tabindex", "0"), .label("HTML in the spec, shown as text")]) { $0.element("code", text: text) }
        case .rule:
            html.void("hr")
        }
    }

    func inline(_ html: inout HTMLWriter, _ inlines: [SiteInline]) {
        for item in inlines {
            switch item {
            case .text(let text): html.text(text)
            case .code(let text): html.element("code", text: text)
            case .emphasis(let children): html.element("em") { inline(&$0, children) }
            case .strong(let children): html.element("strong") { inline(&$0, children) }
            case .link(let destination, let children):
                inline(&html, children)
                if Prose.isShowable(destination) {
                    html.element("span", [.class("note")], text: " (" + destination + ")")
                }
            case .image(let destination, let alt):
                html.element("span", [.class("note")], text: "[image: " + (alt.isEmpty ? "no description" : alt) + (Prose.isShowable(destination) ? ", " + destination : "") + "]")
            case .html(let text): html.element("code", text: text)
            case .lineBreak: html.void("br")
            }
        }
    }

    /// Destinations worth showing in words: web and mail links, and relative paths. Anything
    /// with another scheme (`javascript:`, `data:`, `vbscript:`, `file:`) is dropped.
    static func isShowable(_ destination: String) -> Bool {
        let trimmed = destination.unicodeScalars.filter { $0.value > 0x20 }
        let lower = String(String.UnicodeScalarView(trimmed)).lowercased()
        guard let colon = lower.firstIndex(of: ":") else { return !lower.isEmpty }
        let scheme = lower[..<colon]
        if scheme.contains("/") || scheme.contains("?") || scheme.contains("#") { return true }
        return scheme == "http" || scheme == "https" || scheme == "mailto"
    }
}
