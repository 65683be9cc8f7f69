import DesignModel

/// A live specimen of each text style, with its parts in words; then font families and
/// weights. Specimens use the CSS emitter's utility classes when its stylesheet is given
/// (so the page shows exactly what the CSS output renders), else the same values computed here.
struct TypographyPage {
    let context: SiteContext

    static let sampleText = "The quick brown fox jumps over the lazy dog — 0123456789"

    func render() -> OutputFile {
        let path = SitePage.typography.path
        let fragments = Fragments(context: context, page: path)
        let system = context.system
        // Largest first, like a type scale.
        let styles = system.tokens.filter { $0.type == .typography }.sorted { lhs, rhs in
            let l = lhs.values.first??.value.typography?.fontSize.points ?? 0
            let r = rhs.values.first??.value.typography?.fontSize.points ?? 0
            return l != r ? l > r : lhs.path < rhs.path
        }
        let families = system.tokens.filter { $0.type == .fontFamily }
        let weights = system.tokens.filter { $0.type == .fontWeight }
        let extra = context.input.tokenStylesheet.map { [$0.css] } ?? []

        return Layout(context: context).render(path: path, title: "Typography", current: .typography, extraStyles: extra) { html, page in
            html.element("h1", text: "Typography")
            html.element("p", [.class("lead")]) {
                $0.text("\(PageText.plural(styles.count, "text style")), each set live in the browser. ")
                if context.input.tokenStylesheet != nil {
                    $0.text("The specimens use the classes of the generated stylesheet (assets/\(context.input.tokenStylesheet!.fileName)), so they render exactly as the CSS output does. ")
                }
                $0.text("Fonts that are not installed on this computer fall back to the next family in the list.")
            }
            if !styles.isEmpty {
                html.element("h2", [.id("text-styles")], text: "Text styles")
                for token in styles { specimen(&html, &page, fragments: fragments, token: token) }
            }
            if !families.isEmpty {
                html.element("h2", [.id("font-families")], text: "Font families")
                for token in families {
                    html.element("div", [.class("scale-row"), .id(Anchor.token(token.path.string))]) { row in
                        row.element("div") { TokenHeader(context: context, fragments: fragments).render(&$0, token: token) }
                        row.element("span", [.class("value")]) { _ in }
                        row.element("p", [.class(familyClass(&page, token: token))], text: familyText(token))
                    }
                }
            }
            if !weights.isEmpty {
                html.element("h2", [.id("font-weights")], text: "Font weights")
                for token in weights {
                    guard case .fontWeight(let weight)? = token.values.first??.value else { continue }
                    html.element("div", [.class("scale-row"), .id(Anchor.token(token.path.string))]) { row in
                        row.element("div") { TokenHeader(context: context, fragments: fragments).render(&$0, token: token) }
                        row.element("span", [.class("value mono")], text: String(weight))
                        row.element("p", [.class(page.add("fw", String(weight), "font-weight:\(weight);font-size:20px;margin:0"))], text: "Design systems, measured")
                    }
                }
            }
        }
    }

    private func familyText(_ token: Token) -> String {
        if case .fontFamily(let names)? = token.values.first??.value { return names.joined(separator: ", ") }
        return ""
    }

    private func familyClass(_ page: inout PageStyles, token: Token) -> String {
        guard case .fontFamily(let names)? = token.values.first??.value else { return "" }
        return page.add("ff", Anchor.slug(names.joined(separator: " ")), "font-family:\(TypographyPage.cssFamilies(names));font-size:20px;margin:0")
    }

    /// Family names CSS knows without quotes.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded", "-apple-system",
        "BlinkMacSystemFont",
    ]

    /// A CSS font-family list: names quoted unless they are generic families or `-apple-system`.
    static func cssFamilies(_ names: [String]) -> String {
        names.map { name in
            if genericFamilies.contains(name) { return name }
            let cleaned = String(name.unicodeScalars.filter { $0 != "\"" && $0 != "\\" && $0 != "<" && $0 != ">" && $0 != ";" && $0 != "{" && $0 != "}" && $0.value >= 0x20 })
            return "\"" + cleaned + "\""
        }.joined(separator: ",") + (names.contains("sans-serif") ? "" : ",sans-serif")
    }

    private func specimen(_ html: inout HTMLWriter, _ page: inout PageStyles, fragments: Fragments, token: Token) {
        guard let typography = token.values.first??.value.typography else { return }
        let cssClass: String
        if let sheet = context.input.tokenStylesheet, let utility = sheet.typographyClass(token.path) {
            cssClass = utility
        } else {
            var declarations = "font-family:\(TypographyPage.cssFamilies(typography.fontFamily));font-weight:\(typography.fontWeight)"
            if let size = typography.fontSize.points { declarations += ";font-size:\(NumberText.px(size))" }
            switch typography.lineHeight {
            case .multiplier(let factor): declarations += ";line-height:\(NumberText.format(factor))"
            case .length(let length): if let points = length.points { declarations += ";line-height:\(NumberText.px(points))" }
            case nil: break
            }
            if let spacing = typography.letterSpacing, let points = spacing.points { declarations += ";letter-spacing:\(NumberText.px(points))" }
            let key = PageStyles.hashKey(declarations)
            cssClass = page.add("ty", key, declarations)
        }
        html.element("div", [.class("specimen"), .id(Anchor.token(token.path.string))]) { row in
            row.element("div") { left in
                TokenHeader(context: context, fragments: fragments).render(&left, token: token, description: false)
                left.element("p", [.class("text " + cssClass)], text: TypographyPage.sampleText)
                if let description = token.description, !description.isEmpty {
                    left.element("p", [.class("description")], text: description)
                }
            }
            row.element("dl", [.class("facts")]) { facts in
                func fact(_ name: String, _ value: String?) {
                    guard let value else { return }
                    facts.element("dt", text: name)
                    facts.element("dd", text: value)
                }
                fact("Family", typography.fontFamily.joined(separator: ", "))
                fact("Size", typography.fontSize.canonical)
                fact("Weight", String(typography.fontWeight))
                switch typography.lineHeight {
                case .multiplier(let factor): fact("Line height", "×" + NumberText.format(factor))
                case .length(let length): fact("Line height", length.canonical)
                case nil: break
                }
                fact("Letter spacing", typography.letterSpacing?.canonical)
                fact("Dynamic Type", typography.textStyle)
                let references = token.values.first??.references ?? []
                if !references.isEmpty {
                    facts.element("dt", text: "Uses")
                    facts.element("dd") { dd in
                        dd.element("span", [.class("used")]) { used in
                            for reference in fragments.orderedUnique(references) { fragments.tokenLink(&used, reference) }
                        }
                    }
                }
                facts.element("dt", text: "Defined")
                facts.element("dd") { fragments.sourceLink(&$0, token.range) }
            }
        }
    }
}
