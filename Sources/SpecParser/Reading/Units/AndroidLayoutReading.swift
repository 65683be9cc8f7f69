import DesignModel
import MarkdownSource

/// Android XML layouts quoted in a review (`<ImageButton android:layout_width="40dp" … />`):
/// each view is read like a view of SwiftUI code (`CodeStyleReading`), its attributes its
/// modifiers, `@color/…` resolved through the color resources the document quotes
/// (`values/colors.xml` for light, `values-night/colors.xml` for dark, `#AARRGGBB`),
/// `?attr/…` through the theme's items, and a color selector's states.
enum AndroidLayoutReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "android-layout", title: "Android XML layouts",
        summary: "In a fenced block of XML, each view's attributes are read as its styles: `android:layout_width`/`layout_height` its box (a button's is its hit area), `android:textSize` its text size, `android:textColor` its text color, `android:textColorHint` its placeholder's, `android:background`, `app:backgroundTint` and `app:boxBackgroundColor` its fill, `app:tint` an image's color, `app:strokeColor` and `app:boxStrokeColor` its border. `@color/name` is the color the document's `res/values/colors.xml` (light) and `res/values-night/colors.xml` (dark) give that name (`#AARRGGBB`, alpha first), `?attr/colorOnSurface` the theme item of that name, and a color selector (`res/color/box_stroke.xml`) gives each `android:state_…` its color. Views inside a layout are drawn on its fill.",
        examples: [
            SpecReadingExample(
                """
                ## Toolbar

                Canvas: White #FFFFFF (light), Background Black #1A1D1F (dark)

                ```xml
                <!-- res/values/colors.xml -->
                <color name="text_secondary">#FF636E72</color>
                <color name="text_hint">#99636E72</color>
                ```

                ```xml
                <!-- res/values-night/colors.xml -->
                <color name="text_secondary">#FFB2BEC3</color>
                ```

                ```xml
                <ImageButton
                    android:id="@+id/button_close"
                    android:layout_width="40dp"
                    android:layout_height="40dp"
                    app:tint="@color/text_secondary" />
                <EditText
                    android:textSize="16sp"
                    android:textColorHint="@color/text_hint" />
                ```
                """,
                facts: [
                    "target button close: 40×40", "non-text button close: #636E72 on #FFFFFF (light)", "non-text button close: #B2BEC3 on #1A1D1F (dark)",
                    "text placeholder: #636E7299 on #FFFFFF (light)",
                ]),
        ])

    static let buttonViews = ["Button", "ImageButton", "FloatingActionButton", "Chip", "CheckBox", "Switch", "RadioButton", "ToggleButton"]
    static let textViews = ["TextView", "EditText", "TextInputEditText", "AutoCompleteTextView"]
    static let imageViews = ["ImageView", "ShapeableImageView"]

    /// The resources a document quotes: colors per mode, theme items and color selectors.
    struct Resources {
        var colors: [String: [String: String]] = [:]
        var themeItems: [String: String] = [:]
        var selectors: [String: [(state: String?, reference: String)]] = [:]
    }

    /// One attribute of a tag: its value and where the value is written.
    struct Attribute {
        var value: String
        var line: Int
        var column: Int
    }

    /// The attributes of a tag body (`android:textSize="16sp"`), by name.
    static func attributes(_ chars: [(character: Character, line: Int, column: Int)], from start: Int, to end: Int) -> [String: Attribute] {
        var out: [String: Attribute] = [:]
        var index = start
        while index < end {
            guard chars[index].character == "=", index + 1 < end, chars[index + 1].character == "\"" else {
                index += 1
                continue
            }
            var nameStart = index
            while nameStart > start, !chars[nameStart - 1].character.isWhitespace { nameStart -= 1 }
            let name = String(chars[nameStart..<index].map(\.character))
            var close = index + 2
            while close < end, chars[close].character != "\"" { close += 1 }
            let value = String(chars[(index + 2)..<close].map(\.character))
            let at = chars[min(index + 2, chars.count - 1)]
            out[name] = Attribute(value: value, line: at.line, column: at.column)
            index = close + 1
        }
        return out
    }

    /// A color resource's value as the reader writes colors: `#AARRGGBB` → `#RRGGBB(AA)`.
    static func resourceColor(_ value: String) -> String? {
        guard value.hasPrefix("#") else { return nil }
        let digits = value.dropFirst()
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        switch digits.count {
        case 6: return "#" + digits.uppercased()
        case 8:
            let alpha = digits.prefix(2).uppercased()
            return alpha == "FF" ? "#" + digits.dropFirst(2).uppercased() : "#" + digits.dropFirst(2).uppercased() + alpha
        default: return nil
        }
    }
}

extension DocumentBuilder {
    /// Color resources, theme items and selectors quoted anywhere in the document.
    func androidResources() -> AndroidLayoutReading.Resources {
        var out = AndroidLayoutReading.Resources()
        var number = 1
        var night = false
        var selector: String?
        while let line = draft.lines.line(number) {
            number += 1
            let text = String(line).trimmed
            if text.hasPrefix("```") { night = false; selector = nil; continue }
            if text.contains("values-night") { night = true }
            if let found = text.textRange(of: "res/color/"), let end = text[found.upperBound...].textRange(of: ".xml") {
                selector = String(text[found.upperBound..<end.lowerBound])
            }
            func attribute(_ name: String) -> String? {
                guard let found = text.textRange(of: "\(name)=\"") else { return nil }
                return text[found.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
            }
            if text.hasPrefix("<color "), let name = attribute("name"), let open = text.firstIndex(of: ">"), let close = text.textRange(of: "</color>"),
                open < close.lowerBound, let color = AndroidLayoutReading.resourceColor(String(text[text.index(after: open)..<close.lowerBound]).trimmed)
            {
                out.colors[name, default: [:]][night ? "dark" : "light"] = color
            } else if text.hasPrefix("<item "), let name = attribute("name"), let open = text.firstIndex(of: ">"), let close = text.textRange(of: "</item>"),
                open < close.lowerBound
            {
                out.themeItems[name] = String(text[text.index(after: open)..<close.lowerBound]).trimmed
            } else if text.hasPrefix("<item "), let selector, let reference = attribute("android:color") {
                let state = ["focused", "pressed", "selected", "checked", "disabled"].first { text.contains("state_\($0)=\"true\"") }
                    ?? (text.contains("state_enabled=\"false\"") ? "disabled" : nil)
                out.selectors[selector, default: []].append((state, reference))
            }
        }
        return out
    }

    /// `@color/text_hint`, `?attr/colorOnSurface`, `#FF2D3436`: the color per mode (nil mode: every mode).
    func androidColor(_ value: String, resources: AndroidLayoutReading.Resources) -> [(mode: String?, color: String)] {
        var reference = value
        if reference.hasPrefix("?attr/") || reference.hasPrefix("?") {
            let name = reference.split(separator: "/").last.map(String.init) ?? reference
            guard let item = resources.themeItems[name] ?? resources.themeItems["android:\(name)"] else { return [] }
            reference = item
        }
        if let literal = AndroidLayoutReading.resourceColor(reference) { return [(nil, literal)] }
        guard reference.hasPrefix("@color/"), let modes = resources.colors[String(reference.dropFirst(7))] else { return [] }
        if let light = modes["light"], let dark = modes["dark"], light != dark { return [("light", light), ("dark", dark)] }
        return (modes["light"] ?? modes["dark"]).map { [(nil, $0)] } ?? []
    }

    /// Reads a fenced block of Android XML layout (`AndroidLayoutReading`).
    mutating func readAndroidLayouts(_ block: MarkdownNode, info: String, subject: Int?) {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard language == "xml" || language.isEmpty else { return }
        guard let chars = markupCharacters(block) else { return }
        guard String(chars.map(\.character)).contains("android:layout_") || String(chars.map(\.character)).contains("android:text") else { return }
        // The document's resources are gathered once, for all of its layout blocks.
        let resources = roles.androidResources ?? androidResources()
        roles.androidResources = resources
        let root = CodeView(head: "", name: "", line: 0)
        var stack = [root]
        var index = 0
        while index < chars.count {
            guard chars[index].character == "<", let end = UtilityClassReading.tagEnd(chars, from: index) else {
                index += 1
                continue
            }
            defer { index = end + 1 }
            let body = String(chars[(index + 1)..<end].map(\.character))
            if body.hasPrefix("/") {
                if stack.count > 1 { stack.removeLast() }
                continue
            }
            guard let initial = body.first, initial.isLetter else { continue }
            let tag = String(body.prefix { !$0.isWhitespace && $0 != "/" })
            // Resources and styles are read by `androidResources`; a view is what a layout draws.
            guard !["color", "dimen", "item", "style", "selector", "resources", "string"].contains(tag) else { continue }
            let attributes = AndroidLayoutReading.attributes(chars, from: index + 1, to: end)
            let view = androidView(tag: tag, attributes: attributes, line: chars[index].line, resources: resources)
            stack[stack.count - 1].children.append(view)
            if !body.hasSuffix("/") { stack.append(view) }
        }
        for view in root.children { emitView(view, parent: subject, inherited: [], button: nil) }
    }

    /// A view of the layout as the code view `emitView` reads.
    func androidView(tag: String, attributes: [String: AndroidLayoutReading.Attribute], line: Int, resources: AndroidLayoutReading.Resources) -> CodeView {
        let simple = String(tag.split(separator: ".").last ?? Substring(tag))
        let head: String
        if AndroidLayoutReading.buttonViews.contains(where: { simple.hasSuffix($0) }) {
            head = "Button"
        } else if AndroidLayoutReading.textViews.contains(where: { simple.hasSuffix($0) }) {
            head = "Text"
        } else if AndroidLayoutReading.imageViews.contains(where: { simple.hasSuffix($0) }) {
            head = "Image"
        } else {
            head = "VStack"
        }
        let id = attributes["android:id"]?.value.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ") }
        let name = id ?? "\(TokenIndex.camelSegments(simple).joined(separator: " ").lowercased()) at line \(line)"
        let view = CodeView(head: head, name: name, line: line)
        func add(_ role: CodeStyleVocabulary.Role, _ attribute: AndroidLayoutReading.Attribute?, into target: CodeView, state: String? = nil) {
            guard let attribute else { return }
            var colors = androidColor(attribute.value, resources: resources).map { ($0.mode, $0.color, state) }
            if colors.isEmpty, attribute.value.hasPrefix("@color/"), let entries = resources.selectors[String(attribute.value.dropFirst(7))] {
                // A selector: each state's color; the one with no state is the resting color.
                colors = entries.flatMap { entry in androidColor(entry.reference, resources: resources).map { ($0.mode, $0.color, entry.state) } }
            }
            for (mode, color, state) in colors {
                target.styles.append(CodeStyle(role: role, value: color, line: attribute.line, column: attribute.column, mode: mode, state: state))
            }
        }
        add(.foreground, attributes["android:textColor"], into: view)
        add(.background, attributes["android:background"] ?? attributes["app:backgroundTint"] ?? attributes["app:boxBackgroundColor"] ?? attributes["app:cardBackgroundColor"], into: view)
        add(.tint, attributes["app:tint"] ?? attributes["android:tint"] ?? attributes["app:iconTint"], into: view)
        add(.border, attributes["app:strokeColor"] ?? attributes["app:boxStrokeColor"], into: view)
        if let hint = attributes["android:textColorHint"] {
            let placeholder = CodeView(head: "Text", name: "placeholder", line: hint.line)
            add(.foreground, hint, into: placeholder)
            view.children.append(placeholder)
        }
        if let size = attributes["android:textSize"], size.value.hasSuffix("sp") || size.value.hasSuffix("dp") {
            view.styles.append(CodeStyle(role: .textSize, value: size.value, line: size.line, column: size.column, mode: nil, state: nil))
        }
        let width = attributes["android:layout_width"].flatMap { $0.value.hasSuffix("dp") ? $0 : nil }
        let height = (attributes["android:layout_height"] ?? attributes["android:minHeight"]).flatMap { $0.value.hasSuffix("dp") ? $0 : nil }
        if let box = width ?? height {
            let value = width.flatMap { w in height.map { "\(w.value) × \($0.value)" } } ?? (height.map { "\($0.value) tall" } ?? "\(box.value) wide")
            view.styles.append(CodeStyle(role: .frame, value: value, line: box.line, column: box.column, mode: nil, state: nil))
        }
        return view
    }
}
