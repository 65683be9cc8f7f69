import DesignModel
import MarkdownSource

/// Markup styled with Tailwind's utility classes (`<button className="h-9 w-9 bg-[#FF6B6B]
/// dark:bg-[#FF8787]">`), as web handoffs are written: each element is read like a view of
/// SwiftUI code (`CodeStyleReading`) — its classes are its modifiers, the elements inside it are
/// drawn on it.
enum UtilityClassReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "utility-classes", title: "Markup with Tailwind classes",
        summary: "In a fenced block of markup (` ```jsx `, ` ```tsx `, ` ```html `, ` ```vue `, ` ```svelte `), each element's `className` or `class` is read as its styles: `bg-[#FF6B6B]`, `bg-white`, `bg-black/50` its fill, `text-[#636E72]/70` its text (or an icon's) color at 70%, `text-[11px]` or `text-sm` its text size, `border-[…]`, `ring-[…]` and `outline-[…]` its border, `h-9 w-9` or `h-[44px]` its box (a button's box is its hit area), `opacity-60` its opacity. A `dark:` prefix gives the dark mode's value, `hover:`, `active:`, `focus:`, `focus-within:`, `focus-visible:` and `disabled:` a state's, `placeholder:` the placeholder's. An element is named by its `aria-label`, its `alt`, its text or its component; what it holds is drawn on its fill.",
        examples: [
            SpecReadingExample(
                """
                ## Composer

                ```jsx
                <main className="min-h-screen bg-[#FAFAF7] dark:bg-[#1A1D1F]">
                  <button aria-label="Remove photo" className="h-5 w-5 rounded-full bg-black/50">
                    <X className="h-3 w-3 text-white" />
                  </button>
                  <p className="text-[11px] text-[#636E72]/70 dark:text-[#B2BEC3]">Tue, 14 May</p>
                  <button className="h-12 bg-[#FF6B6B] text-white text-[17px] font-semibold">Save entry</button>
                </main>
                ```
                """,
                facts: [
                    "target Remove photo button: 20×20", "text size Tue, 14 May text: 11", "text Tue, 14 May text: #636E72B3 on #FAFAF7 (light)",
                    "text Tue, 14 May text: #B2BEC3 on #1A1D1F (dark)", "text Save entry button: #FFFFFF on #FF6B6B (light)",
                ]),
        ])

    static let languages: Set<String> = ["jsx", "tsx", "html", "vue", "svelte", "astro", "erb", "xml", "htm"]
    static let actionTags: Set<String> = ["button", "a", "input", "textarea", "select", "summary", "option"]
    static let textTags: Set<String> = ["p", "span", "h1", "h2", "h3", "h4", "h5", "h6", "label", "li", "small", "strong", "em", "b", "figcaption", "time", "caption", "legend", "dt", "dd", "blockquote"]
    static let pageTags: Set<String> = ["main", "body", "html"]

    /// Tailwind's default type scale in px.
    static let textSizes: [String: Int] = ["xs": 12, "sm": 14, "base": 16, "lg": 18, "xl": 20, "2xl": 24, "3xl": 30, "4xl": 36, "5xl": 48]
    static let stateVariants: [String: String] = [
        "hover": "hover", "active": "pressed", "focus": "focused", "focus-within": "focused", "focus-visible": "focused", "disabled": "disabled",
        "aria-selected": "selected", "data-[state=on]": "selected", "checked": "selected",
    ]

    /// A class: its variants (`dark`, `hover`) and its utility (`bg-[#FF6B6B]/70`).
    struct UtilityClass {
        var variants: [String]
        var utility: String
        var line: Int
        var column: Int
    }

    /// The style a utility gives, in the words a spec line would use; nil for layout utilities.
    static func style(_ utility: String) -> (role: CodeStyleVocabulary.Role, value: String)? {
        func color(_ rest: Substring) -> String? {
            var body = rest
            var alpha: Substring?
            if let slash = body.lastIndex(of: "/"), !body[body.index(after: slash)...].contains("]") {
                alpha = body[body.index(after: slash)...]
                body = body[..<slash]
            }
            let base: String
            if body.hasPrefix("[#"), body.hasSuffix("]") {
                base = String(body.dropFirst().dropLast())
            } else if body == "white" {
                base = "#FFFFFF"
            } else if body == "black" {
                base = "#000000"
            } else {
                return nil
            }
            guard let alpha else { return base }
            let digits = alpha.hasPrefix("[") ? String(alpha.dropFirst().dropLast()) : String(alpha)
            if let value = Double(digits) { return "\(base) at \(Int(value <= 1 && digits.contains(".") ? value * 100 : value))% opacity" }
            return base
        }
        if utility.hasPrefix("bg-"), let value = color(utility.dropFirst(3)) { return (.background, value) }
        if utility.hasPrefix("text-") {
            let rest = utility.dropFirst(5)
            if let value = color(rest) { return (.foreground, value) }
            if let size = textSizes[String(rest)] { return (.textSize, "\(size)px") }
            if rest.hasPrefix("["), let value = lengthValue(rest, units: ["px", "rem"]) { return (.textSize, value) }
            return nil
        }
        for prefix in ["border-", "ring-", "outline-", "divide-"] where utility.hasPrefix(prefix) {
            if let value = color(utility.dropFirst(prefix.count)) { return (.border, value) }
        }
        if utility.hasPrefix("fill-") || utility.hasPrefix("stroke-"), let value = color(utility.drop { $0 != "-" }.dropFirst()) { return (.tint, value) }
        if utility.hasPrefix("opacity-"), let value = Int(utility.dropFirst(8)) { return (.opacity, "\(value)%") }
        return nil
    }

    /// The box a class list gives (`h-9 w-9`, `size-6`, `h-[44px]`): width and height in px.
    static func box(_ classes: [UtilityClass]) -> (width: String?, height: String?, line: Int, column: Int)? {
        var width: String?
        var height: String?
        var at: UtilityClass?
        for item in classes where item.variants.isEmpty {
            if item.utility.hasPrefix("h-") { height = lengthValue(item.utility.dropFirst(2)) ?? height; at = at ?? item }
            if item.utility.hasPrefix("w-") { width = lengthValue(item.utility.dropFirst(2)) ?? width; at = at ?? item }
            if item.utility.hasPrefix("size-"), let value = lengthValue(item.utility.dropFirst(5)) { width = value; height = value; at = at ?? item }
        }
        guard let at, width != nil || height != nil else { return nil }
        return (width, height, at.line, at.column)
    }

    /// A length utility's value: `[44px]` as written (in one of `units`), a step of Tailwind's
    /// spacing scale (`9`) as 4px a step.
    static func lengthValue(_ rest: Substring, units: [String] = ["px"]) -> String? {
        if rest.hasPrefix("["), rest.hasSuffix("]") {
            let inner = rest.dropFirst().dropLast()
            guard let unit = units.first(where: { inner.hasSuffix($0) }), Double(inner.dropLast(unit.count)) != nil else { return nil }
            return String(inner)
        }
        guard let steps = Double(rest) else { return nil }
        let pixels = steps * 4
        return pixels == pixels.rounded() ? "\(Int(pixels))px" : "\(pixels)px"
    }

    /// A markup element while the block is parsed.
    final class Element {
        let tag: String
        let line: Int
        var label: String?
        var classes: [UtilityClass] = []
        var text = ""
        var children: [Element] = []
        init(tag: String, line: Int) {
            self.tag = tag
            self.line = line
        }
    }

    /// The index of the `>` closing the tag opened at `start`, outside quotes and braces.
    static func tagEnd(_ chars: [(character: Character, line: Int, column: Int)], from start: Int) -> Int? {
        var end = start + 1
        var quote: Character?
        var braces = 0
        while end < chars.count {
            let c = chars[end].character
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "\"" || c == "'" || c == "`" {
                quote = c
            } else if c == "{" {
                braces += 1
            } else if c == "}" {
                braces -= 1
            } else if c == ">", braces <= 0 {
                return end
            }
            end += 1
        }
        return nil
    }

    /// A tag's classes, each at its line and column: the first quoted run after `className=` or
    /// `class=` (`"…"`, `{"…"}`, ``{`…`}``, `{cn("…")}`).
    static func classes(in body: String, chars: [(character: Character, line: Int, column: Int)], tagStart: Int, tagEnd end: Int) -> [UtilityClass] {
        var out: [UtilityClass] = []
        for name in ["className=", "class=", ":class="] {
            guard let found = body.textRange(of: name) else { continue }
            var cursor = tagStart + 1 + body.distance(from: body.startIndex, to: found.upperBound)
            while cursor < end, !["\"", "'", "`"].contains(chars[cursor].character) { cursor += 1 }
            guard cursor < end else { continue }
            let close = chars[cursor].character
            cursor += 1
            var current = ""
            var start = cursor
            while cursor <= end {
                let c = cursor < end ? chars[cursor].character : close
                if c == close || c == " " || c == "\n" || c == "\t" {
                    if !current.isEmpty {
                        var parts = current.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                        let utility = parts.removeLast()
                        out.append(UtilityClass(variants: parts, utility: utility, line: chars[start].line, column: chars[start].column))
                    }
                    current = ""
                    start = cursor + 1
                    if c == close { break }
                } else {
                    current.append(c)
                }
                cursor += 1
            }
            break
        }
        return out
    }

    /// The elements of a block of markup, nested; characters carry their line and column.
    static func parse(_ chars: [(character: Character, line: Int, column: Int)]) -> [Element] {
        let root = Element(tag: "", line: 0)
        var stack = [root]
        var index = 0
        func attribute(_ tag: String, _ name: String) -> String? {
            for quote in ["\"", "'"] {
                guard let found = tag.textRange(of: " \(name)=\(quote)") ?? tag.textRange(of: "\n\(name)=\(quote)") else { continue }
                let rest = tag[found.upperBound...]
                return rest.firstIndex(of: Character(quote)).map { String(rest[..<$0]) }
            }
            return nil
        }
        while index < chars.count {
            let character = chars[index].character
            guard character == "<" else {
                if character != "{" {
                    stack[stack.count - 1].text.append(character)
                } else {
                    // `{photo.alt}`, `{/* comment */}`: an expression shows no known text.
                    var depth = 0
                    while index < chars.count {
                        if chars[index].character == "{" { depth += 1 }
                        if chars[index].character == "}" { depth -= 1; if depth == 0 { break } }
                        index += 1
                    }
                }
                index += 1
                continue
            }
            guard let end = tagEnd(chars, from: index) else { break }
            let body = String(chars[(index + 1)..<end].map(\.character))
            defer { index = end + 1 }
            if body.hasPrefix("/") {
                let name = String(body.dropFirst()).trimmed
                if let open = stack.lastIndex(where: { $0.tag == name }), open > 0 { stack.removeSubrange(open...) }
                continue
            }
            guard let first = body.first, first.isLetter else { continue }
            let tag = String(body.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" })
            let element = Element(tag: tag, line: chars[index].line)
            element.label = attribute(body, "aria-label") ?? attribute(body, "alt") ?? attribute(body, "title") ?? attribute(body, "placeholder").map { "\($0) field" }
            element.classes = classes(in: body, chars: chars, tagStart: index, tagEnd: end)
            stack[stack.count - 1].children.append(element)
            if !body.hasSuffix("/"), !["img", "input", "br", "hr", "meta", "link", "source"].contains(tag.lowercased()) { stack.append(element) }
        }
        return root.children
    }
}

extension DocumentBuilder {
    /// A fenced block's characters, each with its line and column (a line feed ends each line);
    /// nil for an empty block.
    func markupCharacters(_ block: MarkdownNode) -> [(character: Character, line: Int, column: Int)]? {
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        guard last > first + 1 else { return nil }
        var chars: [(character: Character, line: Int, column: Int)] = []
        for number in (first + 1)..<last {
            guard let text = draft.lines.line(number) else { continue }
            var column = 1
            for character in text {
                chars.append((character, number, column))
                column += character.unicodeScalars.count
            }
            chars.append(("\n", number, column))
        }
        return chars
    }

    /// Reads a fenced block of markup styled with utility classes (`UtilityClassReading`).
    mutating func readUtilityClasses(_ block: MarkdownNode, info: String, subject: Int?) {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard UtilityClassReading.languages.contains(language) else { return }
        guard let chars = markupCharacters(block) else { return }
        let elements = UtilityClassReading.parse(chars)
        guard elements.contains(where: { Self.hasUtilityStyles($0) }) else { return }
        let root = CodeView(head: "", name: "", line: 0)
        for element in elements { root.children.append(codeView(element)) }
        for view in root.children { emitView(view, parent: subject, inherited: [], button: nil) }
    }

    static func hasUtilityStyles(_ element: UtilityClassReading.Element) -> Bool {
        element.classes.contains { UtilityClassReading.style($0.utility) != nil } || element.children.contains(where: hasUtilityStyles)
    }

    /// A markup element as the code view `emitView` reads: its head says whether it is acted on
    /// (`Button`), text (`Text`), an icon (`Image`), the page (`ScrollView`) or a container.
    func codeView(_ element: UtilityClassReading.Element) -> CodeView {
        let tag = element.tag.lowercased()
        let text = element.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let head: String
        if UtilityClassReading.actionTags.contains(tag) || element.tag.hasSuffix("Button") {
            head = "Button"
        } else if UtilityClassReading.textTags.contains(tag) {
            head = "Text"
        } else if UtilityClassReading.pageTags.contains(tag) {
            head = "ScrollView"
        } else if element.tag.first?.isUppercase == true || tag == "svg" || tag == "img" || tag == "i" {
            head = element.children.isEmpty && text.isEmpty ? "Image" : "VStack"
        } else {
            head = "VStack"
        }
        let kind: String
        switch head {
        case "Button": kind = tag == "a" ? "link" : (tag == "input" || tag == "textarea" ? "field" : "button")
        case "Text": kind = "text"
        case "Image": kind = "icon"
        default: kind = tag
        }
        let words: String
        if let label = element.label, !label.isEmpty {
            words = label.hasSuffix(" field") ? label : "\(label) \(kind)"
        } else if !text.isEmpty, text.count <= 40 {
            words = "\(text) \(kind)"
        } else if head == "Image" {
            words = TokenIndex.camelSegments(element.tag).joined(separator: " ").lowercased() + " icon"
        } else {
            words = "\(tag) at line \(element.line)"
        }
        let view = CodeView(head: head, name: words, line: element.line)
        view.hasTitle = head == "Button" && !text.isEmpty
        addStyles(element, to: view)
        for child in element.children { view.children.append(codeView(child)) }
        // What a button holds is drawn in it: an icon's box is the icon's size, not the hit area.
        if head == "Button" { for child in view.children { Self.dropFrames(child) } }
        return view
    }

    /// An element's classes as the view's styles (a placeholder's as a part of its own).
    func addStyles(_ element: UtilityClassReading.Element, to view: CodeView) {
        // A class with a `dark:` twin of the same role is the light mode's.
        let roles = element.classes.compactMap { item -> (UtilityClassReading.UtilityClass, CodeStyleVocabulary.Role, String)? in
            UtilityClassReading.style(item.utility).map { (item, $0.role, $0.value) }
        }
        let darkRoles = Set(roles.filter { $0.0.variants.contains("dark") }.map { "\($0.1.rawValue)|\(($0.0.variants.filter { $0 != "dark" }).joined(separator: ":"))" })
        var placeholder: CodeView?
        for (item, role, value) in roles {
            var mode: String?
            var state: String?
            var skip = false
            for variant in item.variants {
                if variant == "dark" {
                    mode = "dark"
                } else if let named = UtilityClassReading.stateVariants[variant] {
                    state = named
                } else if variant != "placeholder", variant != "group-hover", !variant.hasPrefix("group") {
                    // A breakpoint (`sm:`, `md:`) or another condition: not the resting design.
                    skip = true
                }
            }
            if skip { continue }
            if mode == nil, darkRoles.contains("\(role.rawValue)|\(item.variants.filter { $0 != "dark" }.joined(separator: ":"))") { mode = "light" }
            let style = CodeStyle(role: role, value: value, line: item.line, column: item.column, mode: mode, state: state)
            if item.variants.contains("placeholder") {
                let part = placeholder ?? CodeView(head: "Text", name: "placeholder", line: item.line)
                part.styles.append(style)
                placeholder = part
            } else {
                view.styles.append(style)
            }
        }
        if let box = UtilityClassReading.box(element.classes) {
            let value: String
            if let width = box.width, let height = box.height {
                value = "\(width) × \(height)"
            } else if let height = box.height {
                value = "\(height) tall"
            } else {
                value = "\(box.width ?? "") wide"
            }
            view.styles.append(CodeStyle(role: .frame, value: value, line: box.line, column: box.column, mode: nil, state: nil))
        }
        if let placeholder { view.children.append(placeholder) }
    }

    static func dropFrames(_ view: CodeView) {
        view.styles.removeAll { $0.role == .frame }
        for child in view.children { dropFrames(child) }
    }
}
