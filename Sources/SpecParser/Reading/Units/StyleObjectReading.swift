import DesignModel
import MarkdownSource

/// One `key: value` of a JavaScript object literal: a scalar as written (quotes kept off), or an
/// object of its own.
struct StyleObjectEntry {
    var key: String
    var value: String
    var line: Int
    /// The 1-based column the value starts at.
    var column: Int
    var children: [StyleObjectEntry] = []
    var isObject = false
    /// The name a top-level object is bound to (`const theme = {` → `theme`).
    var binding: String?
}

/// The object literals of a JavaScript or TypeScript block (`StyleSheet.create({ … })`,
/// `const theme = { light: { … } }`, `export const slop = { top: 4 }`), parsed by brace, string
/// and comment, with each value's line and column. Everything outside an object is skipped.
struct StyleObjectParser {
    let chars: [Character]
    let firstLine: Int
    var index = 0
    var line: Int
    var column = 1

    init(text: String, firstLine: Int) {
        chars = Array(text)
        self.firstLine = firstLine
        line = firstLine
    }

    static func objects(in lines: [String], firstLine: Int) -> [StyleObjectEntry] {
        var parser = StyleObjectParser(text: lines.joined(separator: "\n"), firstLine: firstLine)
        return parser.topLevel()
    }

    mutating func advance() {
        if chars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    mutating func topLevel() -> [StyleObjectEntry] {
        var out: [StyleObjectEntry] = []
        var lastWord = ""
        var sawBinding = false
        while index < chars.count {
            let character = chars[index]
            if skipStringOrComment() { continue }
            if character == "{" {
                let (entryLine, entryColumn) = (line, column)
                advance()
                var object = StyleObjectEntry(key: sawBinding ? lastWord : "", value: "", line: entryLine, column: entryColumn, isObject: true)
                object.binding = sawBinding ? lastWord : nil
                object.children = entries()
                out.append(object)
                sawBinding = false
                continue
            }
            if character.isLetter || character.isNumber || character == "_" || character == "$" {
                var word = ""
                while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" || chars[index] == "$" {
                    word.append(chars[index])
                    advance()
                }
                lastWord = word
                sawBinding = false
                continue
            }
            if character == "=" { sawBinding = !lastWord.isEmpty && !(index + 1 < chars.count && chars[index + 1] == ">") }
            else if character != " ", character != "\t", character != ":" { sawBinding = false }
            advance()
        }
        return out
    }

    /// Skips a quoted string or a comment at the current position; true when it did.
    mutating func skipStringOrComment() -> Bool {
        let character = chars[index]
        if character == "/", index + 1 < chars.count, chars[index + 1] == "/" {
            while index < chars.count, chars[index] != "\n" { advance() }
            return true
        }
        if character == "/", index + 1 < chars.count, chars[index + 1] == "*" {
            while index + 1 < chars.count, !(chars[index] == "*" && chars[index + 1] == "/") { advance() }
            if index + 1 < chars.count { advance(); advance() }
            return true
        }
        if character == "'" || character == "\"" || character == "`" {
            advance()
            while index < chars.count, chars[index] != character, chars[index] != "\n" || character == "`" { advance() }
            if index < chars.count { advance() }
            return true
        }
        return false
    }

    mutating func skipBlank() {
        while index < chars.count {
            if chars[index] == " " || chars[index] == "\t" || chars[index] == "\n" || chars[index] == "," || chars[index] == ";" {
                advance()
            } else if chars[index] == "/", index + 1 < chars.count, chars[index + 1] == "/" || chars[index + 1] == "*" {
                _ = skipStringOrComment()
            } else {
                return
            }
        }
    }

    /// The entries of an object whose `{` was just read, up to and past its `}`.
    mutating func entries() -> [StyleObjectEntry] {
        var out: [StyleObjectEntry] = []
        while true {
            skipBlank()
            guard index < chars.count else { return out }
            if chars[index] == "}" {
                advance()
                return out
            }
            guard let key = readKey() else {
                skipValue()
                continue
            }
            while index < chars.count, chars[index] == " " { advance() }
            guard index < chars.count, chars[index] == ":" else {
                skipValue()
                continue
            }
            advance()
            while index < chars.count, chars[index] == " " { advance() }
            guard index < chars.count else { return out }
            var entry = StyleObjectEntry(key: key, value: "", line: line, column: column)
            if chars[index] == "{" {
                advance()
                entry.isObject = true
                entry.children = entries()
            } else {
                entry.value = readScalar()
            }
            out.append(entry)
        }
    }

    mutating func readKey() -> String? {
        if chars[index] == "'" || chars[index] == "\"" {
            let quote = chars[index]
            advance()
            var key = ""
            while index < chars.count, chars[index] != quote, chars[index] != "\n" {
                key.append(chars[index])
                advance()
            }
            if index < chars.count { advance() }
            return key
        }
        var key = ""
        while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" || chars[index] == "$" {
            key.append(chars[index])
            advance()
        }
        return key.isEmpty ? nil : key
    }

    /// A scalar value up to the `,` or `}` that ends it (brackets, parentheses and strings kept
    /// whole), quotes taken off a value that is one string.
    mutating func readScalar() -> String {
        var text = ""
        var depth = 0
        while index < chars.count {
            let character = chars[index]
            if depth == 0, character == "," || character == "}" || character == "\n" { break }
            if character == "/", index + 1 < chars.count, chars[index + 1] == "/" { break }
            if character == "'" || character == "\"" || character == "`" {
                let start = index
                _ = skipStringOrComment()
                text += String(chars[start..<index])
                continue
            }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            text.append(character)
            advance()
        }
        let trimmed = text.trimmed
        if trimmed.count >= 2, let first = trimmed.first, "'\"".contains(first), trimmed.last == first {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }

    /// Skips what is not a `key: value` (`...base`, a method) up to the next `,` or the object's end.
    mutating func skipValue() {
        var depth = 0
        while index < chars.count {
            if skipStringOrComment() { continue }
            let character = chars[index]
            if depth == 0, character == "," || character == "}" { if character == "," { advance() }; return }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            advance()
        }
    }
}

/// Style objects of JavaScript and TypeScript code (React Native's `StyleSheet.create`, a theme
/// object with `light` and `dark` halves, CSS-in-JS objects): each style keyed by name is an
/// element, its camelCase style properties read by role. Program logic stays a code sample.
enum StyleObjectReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "style-objects", title: "Style objects in JavaScript and TypeScript",
        summary: "In a `tsx`/`ts`/`jsx`/`js` block, an object of styles keyed by name (`StyleSheet.create({ counter: { … } })`) is read as elements: `color` is the text color (an icon's tint when the name says icon), `backgroundColor` the fill, `borderColor` the border, `fontSize` the text size, `opacity` the element's opacity, `width` with `height` (or `minHeight`) the frame — the touch target of an element whose name says it is acted on (`closeButton`), grown by its `hitSlop` (a number, an object, or a `closeHitSlop = { top: 4, … }` beside it). A theme object's `light: { … }` and `dark: { … }` halves give each name a value per mode, so `t.textSecondary` is light's value in light mode and dark's in dark. The first style with a fill and no text is the section's ground; a text style with no fill of its own sits on the nearest filled style above it. A name ending in a state (`fieldFocused`, `labelSelected`, `modeLabelActive`, `fieldError`) is that state of the style it extends; a name that is only a state (`disabled`, `pressed`) is that state of the nearest filled style above.",
        examples: [
            SpecReadingExample(
                """
                ## Compose

                ```ts
                export const theme = {
                  light: { bg: '#FFFFFF', surface: '#F9FAFB', text: '#2D3436', muted: '#636E72', primary: '#FF6B6B' },
                  dark: { bg: '#1A1D1F', surface: '#2C3135', text: '#F5F6FA', muted: '#B2BEC3', primary: '#FF8787' },
                };
                ```

                ```tsx
                const styles = StyleSheet.create({
                  root: { flex: 1, backgroundColor: t.bg },
                  field: { backgroundColor: t.surface, borderColor: t.muted, color: t.text },
                  counter: { position: 'absolute', fontSize: 13, color: t.muted, opacity: 0.6 },
                  closeButton: { width: 32, height: 32 },
                });
                export const closeHitSlop = { top: 4, bottom: 4, left: 4, right: 4 };
                ```
                """,
                facts: [
                    "text counter: #636E7299 on #F9FAFB (light)", "text counter: #B2BEC399 on #2C3135 (dark)", "target close button: 40×40",
                    "text size counter: 13",
                ]),
        ])

    static let languages: Set<String> = ["js", "jsx", "ts", "tsx", "javascript", "typescript", "mjs"]

    /// Style properties and the CSS role each has.
    static let properties: [String: CodeStyleVocabulary.Role] = [
        "color": .foreground, "tintColor": .tint, "backgroundColor": .background, "borderColor": .border, "fontSize": .textSize,
        "opacity": .opacity, "width": .frame, "height": .frame, "minHeight": .frame,
    ]

    /// The last word of a style's name and the state it draws (`fieldFocused`, `labelSelected`).
    static let stateSuffixes: [String: String] = [
        "focused": "focused", "focus": "focused", "error": "error", "invalid": "error", "active": "selected", "selected": "selected",
        "checked": "selected", "pressed": "pressed", "disabled": "disabled", "hover": "hover", "hovered": "hover",
    ]

    /// `fieldFocused` → (`field`, focused); `disabled` → (``, disabled); `field` → nil.
    static func stateSplit(_ key: String) -> (base: String, state: String)? {
        let words = StyleObjectFontSizeReading.words(key).split(separator: " ").map(String.init)
        guard let last = words.last, let state = stateSuffixes[last] else { return nil }
        let base = String(key.dropLast(last.count))
        return (base, state)
    }
}

extension DocumentBuilder {
    /// The values a theme object's `light` and `dark` halves give each name, per mode.
    static func styleThemeValues(_ objects: [StyleObjectEntry]) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        func visit(_ entry: StyleObjectEntry) {
            let mode = entry.key.lowercased()
            if entry.isObject, mode == "light" || mode == "dark" {
                for child in entry.children where !child.isObject && !child.value.isEmpty { out[child.key, default: [:]][mode] = child.value }
                return
            }
            for child in entry.children where child.isObject { visit(child) }
        }
        for object in objects { visit(object) }
        return out
    }

    /// A style value per mode: a literal as written, a theme reference (`t.textSecondary`,
    /// `theme.colors.bg`) as each mode's value of its last name; nothing for other code.
    static func styleValues(_ value: String, theme: [String: [String: String]]) -> [(String, String?)] {
        let trimmed = value.trimmed
        if trimmed.first == "#" || trimmed.lowercased().hasPrefix("rgb") || trimmed.lowercased().hasPrefix("hsl") {
            return [(DocumentBuilder.cssRGB(trimmed) ?? trimmed, nil)]
        }
        guard trimmed.contains("."), trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }),
            let name = trimmed.split(separator: ".").last.map(String.init), let modes = theme[name]
        else { return [] }
        return ["light", "dark"].compactMap { mode in
            modes[mode].map { (DocumentBuilder.cssRGB($0) ?? $0, mode) }
        }
    }

    /// A hit slop given as a number or a `{ top, bottom, left, right }` object, in points per side.
    static func styleHitSlop(_ entry: StyleObjectEntry) -> Double? {
        if entry.isObject {
            let sides = entry.children.compactMap { Double($0.value) }
            return sides.isEmpty ? nil : sides.min()
        }
        return Double(entry.value)
    }

    /// Reads a script block's style objects (`StyleObjectReading`); false when it has none.
    mutating func readStyleObjects(_ block: MarkdownNode, info: String, subject: Int?) -> Bool {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard StyleObjectReading.languages.contains(language) else { return false }
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        guard last > first + 1 else { return false }
        let lines = ((first + 1)..<last).map { draft.lines.line($0).map(String.init) ?? "" }
        let objects = StyleObjectParser.objects(in: lines, firstLine: first + 1)
        // The theme may be defined in an earlier block of the document.
        var theme = draft.styleTheme
        theme.merge(Self.styleThemeValues(objects)) { old, new in old.merging(new) { _, latest in latest } }
        draft.styleTheme = theme
        let slops = Dictionary(objects.compactMap { object in
            object.binding.flatMap { name in name.hasSuffix("HitSlop") ? Self.styleHitSlop(object).map { (String(name.dropLast(7)).lowercased(), $0) } : nil }
        }, uniquingKeysWith: { first, _ in first })
        var read = false
        for sheet in objects {
            let styles = sheet.children.filter { style in
                style.isObject && style.children.contains { StyleObjectReading.properties[$0.key] != nil }
                    && !["light", "dark"].contains(style.key.lowercased())
            }
            guard !styles.isEmpty else { continue }
            read = true
            readStyleSheet(styles, theme: theme, slops: slops, subject: subject)
        }
        return read
    }
}

extension DocumentBuilder {
    /// One object of styles: each style an element (or a state of one), placed on the fill it
    /// sits on, its properties read by role in each mode the theme gives.
    mutating func readStyleSheet(_ styles: [StyleObjectEntry], theme: [String: [String: String]], slops: [String: Double], subject: Int?) {
        func has(_ style: StyleObjectEntry, _ keys: Set<String>) -> Bool { style.children.contains { keys.contains($0.key) } }
        var elements: [String: Int] = [:]
        var filled: Int?
        var ground = false
        for style in styles {
            let range = draft.lines.lineRange(style.line)
            var element: Int?
            var state: String?
            let isText = has(style, ["color", "fontSize"])
            if let (base, named) = StyleObjectReading.stateSplit(style.key) {
                state = named
                element = base.isEmpty ? filled : elements[base.lowercased()]
            }
            if element == nil {
                state = nil
                if !ground, has(style, ["backgroundColor"]), !isText {
                    // The first fill with nothing drawn on it is what the section's content sits on.
                    ground = true
                    element = subject
                    if subject == nil {
                        for value in Self.styleValues(style.children.first { $0.key == "backgroundColor" }?.value ?? "", theme: theme) {
                            let entry = style.children.first { $0.key == "backgroundColor" }!
                            emitKeyed("Screen background", CodeStyle(role: .background, value: value.0, line: entry.line, column: entry.column, mode: value.1), element: nil)
                        }
                        continue
                    }
                } else {
                    let name = StyleObjectFontSizeReading.words(style.key)
                    let parent = isText && !has(style, ["backgroundColor"]) ? filled ?? subject : subject
                    element = childSubject(named: name, of: parent, range: range, override: false)
                    elements[style.key.lowercased()] = element
                    if has(style, ["backgroundColor"]) { filled = element }
                }
            }
            emitStyleProperties(style, element: element, state: state, theme: theme, slops: slops)
        }
    }

    /// A style's properties with a role, per mode: colors, text size, opacity, and its frame
    /// (grown by its hit slop when it is acted on).
    mutating func emitStyleProperties(_ style: StyleObjectEntry, element: Int?, state: String?, theme: [String: [String: String]], slops: [String: Double]) {
        let name = StyleObjectFontSizeReading.words(style.key)
        let words = Set(name.split(separator: " ").map(String.init))
        let acted = !words.isDisjoint(with: CodeStyleVocabulary.actionWords)
        let isText = words.isDisjoint(with: ["icon", "glyph", "chevron", "symbol"])
        let unit = lengthUnit
        var slop = style.children.first { $0.key == "hitSlop" }.flatMap(Self.styleHitSlop)
        if slop == nil, let first = name.split(separator: " ").first { slop = slops[String(first)] }
        var frame: (width: Double?, height: Double?, line: Int, column: Int)?
        for entry in style.children where !entry.isObject {
            guard let role = StyleObjectReading.properties[entry.key] else { continue }
            switch role {
            case .frame:
                guard let number = Double(entry.value) else { continue }
                var box = frame ?? (nil, nil, entry.line, entry.column)
                if entry.key == "width" { box.width = number } else { box.height = number }
                frame = box
            case .textSize:
                guard let number = Double(entry.value) else { continue }
                emitStyle(CodeStyle(role: .textSize, value: Canonical.number(number) + unit, line: entry.line, column: entry.column, state: state), element: element, isText: true, acted: acted)
            case .opacity:
                guard let number = Double(entry.value), (0...1).contains(number) else { continue }
                emitStyle(CodeStyle(role: .opacity, value: Canonical.number(number * 100) + "%", line: entry.line, column: entry.column, state: state), element: element, isText: false, acted: acted)
            default:
                for (value, mode) in Self.styleValues(entry.value, theme: theme) {
                    emitStyle(CodeStyle(role: role, value: value, line: entry.line, column: entry.column, mode: mode, state: state), element: element, isText: isText, acted: acted)
                }
            }
        }
        guard let frame, acted || (frame.width != nil && frame.height != nil) else { return }
        let grow = acted ? 2 * (slop ?? 0) : 0
        let value: String
        if let width = frame.width, let height = frame.height {
            value = "\(Canonical.number(width + grow)) × \(Canonical.number(height + grow))\(unit)"
        } else if let height = frame.height {
            value = "\(Canonical.number(height + grow))\(unit) tall"
        } else {
            return
        }
        emitStyle(CodeStyle(role: .frame, value: value, line: frame.line, column: frame.column, state: state), element: element, isText: false, acted: acted)
    }
}
