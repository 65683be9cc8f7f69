import DesignModel
import MarkdownSource

/// Spec components written as JSX or HTML tags with attributes (MDX pages, Storybook Docs,
/// design-system doc kits): `<TypeSpec element="Title" size="17px" color="color.text.primary" />`,
/// `<ColorPair fg="#2D3436" bg="#FFFFFF" label="Title on card" ratio="12.68:1" />`,
/// `<SizeSpec name="More button" width={20} height={20} interactive />`. The attributes' names
/// say the roles; a tag's `element`, `name` or `label` names the element it describes.
enum ComponentPropsReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "component-props", title: "Spec components with attributes (MDX, JSX, HTML)",
        summary: "A tag's attributes are read by their names: `fg`/`color`/`textColor` is the text's color (an icon's with `nonText` or `icon`), `bg`/`background`/`fill` the background, `border`/`stroke` the border, `fgOpacity`/`opacity` the text's opacity, `size`/`fontSize` with `weight` the text's size, `width`/`height` (or `minWidth`) the size — the touch target when the tag says `interactive`, `clickable` or `role=\"button\"` —, `ratio` a contrast claim about the pair, `mode`/`theme` the mode. The element is named by `element`, `name`, `label` or `part` (`Title on card` is `Title`), else by the tag (`<PrimaryButton>`). A tag that opens (`<ModeOverride mode=\"dark\">`) gives its mode to the tags inside it.",
        examples: [
            SpecReadingExample(
                """
                ## Photo card

                <TypeSpec element="Caption" size="11px" weight={400} color="#636E72" />
                <ColorPair fg="#636E72" bg="#FFFFFF" label="Caption on card" ratio="7.1:1" />
                <SizeSpec name="More button" width={20} height={20} interactive />
                <ModeOverride mode="dark" element="Caption" fg="#B2BEC3" bg="#2C3135" />
                """,
                facts: [
                    "text Caption: #636E72 on #FFFFFF (light)", "text Caption: #B2BEC3 on #2C3135 (dark)", "text size Caption: 11",
                    "target More button: 20×20", "claim #636E72 on #FFFFFF: 7.1",
                ]),
        ])

    struct Attribute {
        let name: String
        let value: String
        let line: Int
        let column: Int
    }

    struct Tag {
        let name: String
        let line: Int
        var attributes: [Attribute] = []
        var selfClosing = false
        var closing = false

        /// The attribute of one of `names` (compared lowercased, without `-` and `_`).
        func attribute(_ names: Set<String>) -> Attribute? { attributes.first { names.contains(ComponentPropsReading.key($0.name)) } }
        func has(_ names: Set<String>) -> Bool { attribute(names) != nil }
    }

    static let nameAttributes: [String] = ["element", "name", "label", "part", "title", "for", "component", "layer", "node"]
    static let foreground: Set<String> = ["fg", "color", "foreground", "foregroundcolor", "fgcolor", "text", "textcolor", "ink", "labelcolor", "textfill"]
    static let iconColor: Set<String> = ["icon", "iconcolor", "tint", "glyph", "glyphcolor"]
    static let background: Set<String> = ["bg", "background", "backgroundcolor", "bgcolor", "fill", "surface", "on", "container", "backdrop"]
    static let border: Set<String> = ["border", "bordercolor", "stroke", "strokecolor", "outline", "outlinecolor", "ring"]
    static let foregroundOpacity: Set<String> = ["fgopacity", "opacity", "alpha", "textopacity", "fgalpha"]
    static let backgroundOpacity: Set<String> = ["bgopacity", "fillopacity", "backgroundopacity", "bgalpha"]
    static let fontSize: Set<String> = ["fontsize", "textsize", "typesize"]
    static let typeHints: Set<String> = ["lineheight", "weight", "fontweight", "leading", "typography", "font", "fontfamily"]
    static let weight: Set<String> = ["weight", "fontweight"]
    static let touchTarget: Set<String> = ["hitarea", "hitsize", "touchtarget", "target", "tapzone", "taptarget", "hittarget", "touchsize"]
    static let interactive: Set<String> = ["interactive", "clickable", "tappable", "pressable", "onclick", "onpress", "href", "button", "focusable"]
    static let interactiveRoles: Set<String> = ["button", "link", "switch", "checkbox", "tab", "radio", "menuitem", "option"]
    static let ratio: Set<String> = ["ratio", "contrast", "contrastratio", "claimedratio"]
    static let mode: Set<String> = ["mode", "theme", "scheme", "colorscheme", "appearance"]
    static let nonText: Set<String> = ["nontext", "graphic", "graphical", "noncontent"]
    /// Tags of a spec kit that describe the element around them rather than naming one.
    static let kitWords: [String] = ["spec", "pair", "override", "swatch", "token", "contrast", "sample", "row", "props"]

    static func key(_ name: String) -> String { name.lowercased().filter { $0 != "-" && $0 != "_" } }

    /// The tags of an HTML block's lines, each attribute with the line and column of its value.
    static func tags(_ lines: [(number: Int, text: String)]) -> [Tag] {
        var characters: [(line: Int, column: Int, character: Character)] = []
        for (number, text) in lines {
            for (offset, character) in text.enumerated() { characters.append((number, offset + 1, character)) }
            characters.append((number, text.count + 1, "\n"))
        }
        var tags: [Tag] = []
        var index = 0
        func word(_ allowed: (Character) -> Bool) -> String {
            var out = ""
            while index < characters.count, allowed(characters[index].character) {
                out.append(characters[index].character)
                index += 1
            }
            return out
        }
        while index < characters.count {
            guard characters[index].character == "<", index + 1 < characters.count else {
                index += 1
                continue
            }
            let line = characters[index].line
            index += 1
            let closing = characters[index].character == "/"
            if closing { index += 1 }
            guard index < characters.count, characters[index].character.isLetter else { continue }
            var tag = Tag(name: word { $0.isLetter || $0.isNumber || ".-_".contains($0) }, line: line)
            tag.closing = closing
            while index < characters.count {
                let character = characters[index].character
                if character == ">" {
                    index += 1
                    break
                }
                if character == "/", index + 1 < characters.count, characters[index + 1].character == ">" {
                    tag.selfClosing = true
                    index += 2
                    break
                }
                guard character.isLetter else {
                    if character == "{" { _ = braced(characters, &index) } else { index += 1 }
                    continue
                }
                let attributeLine = characters[index].line
                let attributeColumn = characters[index].column
                let name = word { $0.isLetter || $0.isNumber || "-_:.".contains($0) }
                guard index < characters.count, characters[index].character == "=" else {
                    tag.attributes.append(Attribute(name: name, value: "true", line: attributeLine, column: attributeColumn))
                    continue
                }
                index += 1
                guard index < characters.count else { break }
                let start = characters[index]
                let value: String
                if start.character == "\"" || start.character == "'" {
                    index += 1
                    value = word { $0 != start.character && $0 != "\n" }
                    index += 1
                    tag.attributes.append(Attribute(name: name, value: value, line: start.line, column: start.column + 1))
                } else if start.character == "{" {
                    value = braced(characters, &index)
                    let inner = value.trimmingCharacters(in: ["\"", "'", "`"])
                    tag.attributes.append(Attribute(name: name, value: inner, line: start.line, column: start.column + 1 + (value.count - value.trimmingCharacters(in: ["\"", "'", "`"]).count) / 2))
                } else {
                    value = word { !$0.isWhitespace && $0 != ">" && $0 != "/" }
                    tag.attributes.append(Attribute(name: name, value: value, line: start.line, column: start.column))
                }
            }
            tags.append(tag)
        }
        return tags
    }

    /// The text inside `{…}` starting at `index` (which ends after the closing brace).
    static func braced(_ characters: [(line: Int, column: Int, character: Character)], _ index: inout Int) -> String {
        var depth = 0
        var out = ""
        var quote: Character?
        while index < characters.count {
            let character = characters[index].character
            index += 1
            if let open = quote {
                if character == open { quote = nil }
            } else if "\"'`".contains(character) {
                quote = character
            } else if character == "{" {
                depth += 1
                if depth == 1 { continue }
            } else if character == "}" {
                depth -= 1
                if depth == 0 { break }
            }
            out.append(character)
        }
        return out.trimmed
    }

    /// The element a tag describes: its `element`/`name`/`label` (`Title on card` is `Title`),
    /// else the tag's name in words unless the tag is a spec kit's (`ColorPair`, `SizeSpec`).
    static func elementName(_ tag: Tag) -> String? {
        if let named = nameAttributes.lazy.compactMap({ name in tag.attributes.first { key($0.name) == name } }).first {
            var name = named.value.trimmed
            if let on = name.textRange(of: " on ") { name = String(name[..<on.lowerBound]).trimmed }
            if let open = name.firstIndex(of: "("), open > name.startIndex { name = String(name[..<open]).trimmed }
            return name.isEmpty ? nil : name
        }
        let lower = tag.name.lowercased()
        guard !kitWords.contains(where: lower.contains), let first = tag.name.first, first.isUppercase else { return nil }
        var words = ""
        for character in tag.name where character != "." {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(character)
        }
        return words
    }

    /// `{24}`, `"24px"`, `24` → 24; nil for `auto`, `fill`, `100%`.
    static func number(_ value: String) -> Double? {
        var text = value.trimmed.lowercased()
        for unit in ["px", "pt", "dp", "sp"] where text.hasSuffix(unit) { text = String(text.dropLast(unit.count)) }
        return Double(text)
    }

    static func weightWord(_ value: String) -> String? {
        switch Int(value.trimmed) ?? 0 {
        case 1..<350: return "light"
        case 350..<450: return "regular"
        case 450..<550: return "medium"
        case 550..<650: return "semibold"
        case 650...: return "bold"
        default: return value.trimmed.isEmpty ? nil : value.trimmed.lowercased()
        }
    }
}

extension DocumentBuilder {
    /// An HTML block's spec components (`ComponentPropsReading`).
    mutating func readComponentProps(_ block: MarkdownNode, subject: Int?) {
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        let lines = (first...last).compactMap { number in draft.lines.line(number).map { (number, String($0)) } }
        // Tags under a tab or section of one mode are in that mode.
        var modes: [(tag: String, mode: String)] = subject.flatMap { roles.subjects[$0].mode }.map { [("", $0)] } ?? []
        for tag in ComponentPropsReading.tags(lines) {
            if tag.closing {
                if let open = modes.lastIndex(where: { $0.tag == tag.name }) { modes.removeSubrange(open...) }
                continue
            }
            let mode = tag.attribute(ComponentPropsReading.mode).flatMap { headingMode([$0.value.lowercased()]) }
            if !tag.selfClosing, let mode { modes.append((tag.name, mode)) }
            readComponentTag(tag, subject: subject, mode: mode ?? modes.last?.mode)
        }
    }

    private mutating func readComponentTag(_ tag: ComponentPropsReading.Tag, subject: Int?, mode: String?) {
        typealias Props = ComponentPropsReading
        let unit = lengthUnit
        let isModeSection = subject.map { roles.subjects[$0].mode != nil } ?? false
        let named = Props.elementName(tag)
        func element() -> Int? {
            guard let named else { return subject }
            return childSubject(named: named, of: subject, range: draft.lines.lineRange(tag.line), override: isModeSection || mode != nil)
        }
        var owner: Int??
        func emit(_ key: String, _ value: String, at attribute: Props.Attribute) {
            if owner == nil { owner = .some(element()) }
            emitKeyed(key, CodeStyle(role: .background, value: value, line: attribute.line, column: attribute.column, mode: mode, state: nil), element: owner ?? nil)
        }
        func percent(_ attribute: Props.Attribute?) -> String? {
            guard let attribute, let value = Props.number(attribute.value.replacingOccurrences(of: "%", with: "")) else { return nil }
            let share = attribute.value.contains("%") || value > 1 ? value : value * 100
            return share < 100 ? " at \(Int(share.rounded()))%" : nil
        }
        let nameWords = (named ?? "").lowercased()
        let nonText = tag.has(Props.nonText) || ["icon", "ring", "track", "border", "outline", "glyph", "indicator"].contains(where: nameWords.contains)
        let foreground = tag.attribute(Props.foreground)
        let foregroundText = foreground.map { $0.value + (percent(tag.attribute(Props.foregroundOpacity)) ?? "") }
        let background = tag.attribute(Props.background)
        let backgroundText = background.map { $0.value + (percent(tag.attribute(Props.backgroundOpacity)) ?? "") }
        if let background, let backgroundText { emit("Background", backgroundText, at: background) }
        if let foreground, let foregroundText {
            let ring = ["ring", "outline", "border"].contains(where: nameWords.contains)
            emit(nonText ? (ring ? "Border" : "Icon color") : "Text color", foregroundText, at: foreground)
        } else if let opacity = tag.attribute(Props.foregroundOpacity), let share = percent(opacity) {
            emit("Opacity", String(share.dropFirst(4)), at: opacity)
        }
        if let icon = tag.attribute(Props.iconColor) { emit("Icon color", icon.value, at: icon) }
        if let border = tag.attribute(Props.border) { emit("Border", border.value, at: border) }
        let typeTag = tag.has(Props.typeHints) || ["type", "text", "font"].contains(where: tag.name.lowercased().contains)
        if let size = tag.attribute(Props.fontSize) ?? (typeTag ? tag.attribute(["size"]) : nil), let points = Props.number(size.value) {
            let weight = tag.attribute(Props.weight).flatMap { Props.weightWord($0.value) }.map { " \($0)" } ?? ""
            emit("Font size", "\(Canonical.number(points))\(unit)\(weight)", at: size)
        }
        let acted = tag.has(Props.interactive) || tag.attribute(["role"]).map { Props.interactiveRoles.contains($0.value.lowercased()) } ?? false
        if let target = tag.attribute(Props.touchTarget), target.value.contains(where: \.isNumber) {
            emit("Touch target", target.value.contains(where: \.isLetter) ? target.value : target.value + unit, at: target)
        } else if let side = tag.attribute(["height", "width", "minheight", "minwidth", "size"]), !typeTag {
            let width = (tag.attribute(["width"]).flatMap { Props.number($0.value) }) ?? tag.attribute(["minwidth"]).flatMap { Props.number($0.value) }
            let height = (tag.attribute(["height"]).flatMap { Props.number($0.value) }) ?? tag.attribute(["minheight"]).flatMap { Props.number($0.value) }
            let square = tag.attribute(["size"]).flatMap { Props.number($0.value) }
            if let width = width ?? square, let height = height ?? square {
                emit(acted ? "Touch target" : "Size", "\(Canonical.number(width))×\(Canonical.number(height))\(unit)", at: side)
            } else if let height, acted {
                emit("Touch target", "\(Canonical.number(height))\(unit) tall", at: side)
            }
        }
        if let ratio = tag.attribute(Props.ratio), ClaimReader.ratio(in: ratio.value) != nil || Double(ratio.value) != nil {
            let stated = ratio.value.contains(":") ? ratio.value : ratio.value + ":1"
            let pair = [foregroundText, backgroundText].compactMap { $0 }.joined(separator: " on ")
            let text = "\(named ?? tag.name)\(pair.isEmpty ? "" : " (\(pair))"): \(stated)"
            let range = draft.lines.lineRange(ratio.line)
            let item = RawItem(marker: nil, key: nil, value: text, text: text, range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
            roles.dataLines[ratio.line] = roles.dataLines[ratio.line] ?? text
            scanClaims([item], owner: draft.nodes.indices.last { draft.nodes[$0].range.start.line <= ratio.line })
        }
    }
}
