import DesignModel
import Diagnostics
import Foundation
import MarkdownSource

/// A style value written as Swift code: a SwiftUI modifier or a UIKit property, its value
/// translated to the words a spec line would use (`TextPrimary (#2D3436 / #F5F6FA)`, `32 × 32`).
struct CodeStyle {
    var role: CodeStyleVocabulary.Role
    var value: String
    var line: Int
    var column: Int
    var mode: String?
    var state: String?
}

/// Color names of a document's code: variables it defines (`primaryLight` → `#0891B2`) and
/// asset names that name a token (`PrimaryCoral` → `color.primary.coral`).
struct CodeColorNames {
    var variables: [String: String] = [:]
    var assets: [String: String] = [:]
}

/// A SwiftUI view of a code block: its head (`Text`, `Button`, `HStack`), the styles its
/// modifiers give and the views inside it.
final class CodeView {
    let head: String
    let name: String
    let line: Int
    var styles: [CodeStyle] = []
    var children: [CodeView] = []
    /// `Button("Save")`: the view shows its first argument as text.
    var hasTitle = false

    init(head: String, name: String, line: Int) {
        self.head = head
        self.name = name
        self.line = line
    }
}

extension DocumentBuilder {
    /// A Swift block's style code, read as facts about the views it styles: SwiftUI modifier
    /// chains (the view they follow, the container a `}` closes) and UIKit assignments (the
    /// variable assigned to). Lines without a property of `CodeStyleVocabulary` stay code.
    /// `.foregroundStyle(…)`, `.font(.system(size: 10))`, `Color("TextPrimary")`: a line only
    /// SwiftUI code writes.
    static func isSwiftUIModifier(_ text: String) -> Bool {
        let trimmed = text.trimmed
        let modifiers = [".foregroundStyle(", ".foregroundColor(", ".font(", ".frame(", ".background(", ".tint(", ".listRowBackground("]
        return modifiers.contains { trimmed.hasPrefix($0) } || trimmed.contains("Color(\"") || trimmed.contains("Image(systemName:")
    }

    mutating func readCodeStyles(_ block: MarkdownNode, info: String, subject: Int?) {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        // A review's ` ```suggestion ` (or an untagged block) holds the code of the file it is on.
        guard language == "swift" || language == "suggestion" || language.isEmpty else { return }
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        guard last > first + 1 else { return }
        var lines: [(number: Int, text: String)] = []
        for number in (first + 1)..<last {
            guard let text = draft.lines.line(number) else { continue }
            lines.append((number, String(text)))
        }
        guard language == "swift" || lines.contains(where: { Self.isSwiftUIModifier($0.text) }) else { return }
        guard !Self.opensAsExample(lines.map(\.text)) else { return }
        let palette = codeColors()
        let isUIKit = lines.contains { Self.uiKitStatement($0.text) != nil }
        if isUIKit {
            readUIKitStyles(lines, subject: subject, palette: palette)
        } else {
            readSwiftUIStyles(lines, subject: subject, palette: palette)
        }
        // `background: "color.background.surface", // #F9FAFB / #24292D`: a token named in a
        // string, with the values its comment states, is a claim about the token like one in prose.
        for (number, text) in lines where roles.dataLines[number] == nil {
            let (code, comment) = Self.splitComment(text)
            let paths = code.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
                .filter { TokenIndex.isPath($0) && !$0.contains(" ") && $0.split(separator: ".").count >= 2 && !$0.hasSuffix(".swift") }
            guard let path = paths.first else { continue }
            let hexes = (comment ?? "").split { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," }.map(String.init)
                .filter { $0.hasPrefix("#") && [4, 7, 9].contains($0.count) && $0.dropFirst().allSatisfy(\.isHexDigit) }
            roles.dataLines[number] = hexes.isEmpty ? path : "\(path) (\(hexes.joined(separator: " / ")))"
        }
    }

    /// The color names the document's code uses: `static let primaryLight = Color(hex: "#0891B2")`
    /// (so that `.primaryLight` reads as its hex), and asset names (`Color("TextPrimary")`,
    /// `UIColor(named: "PrimaryCoral")`) that name a token in camel case (`color.text.primary`).
    func codeColors() -> CodeColorNames {
        var out = CodeColorNames()
        var number = 1
        while let line = draft.lines.line(number) {
            number += 1
            let text = String(line)
            var rest = Substring(text)
            while let found = Self.quotedArgument(String(rest), after: ["UIColor(named: ", "Color("]),
                let range = rest.textRange(of: "\"\(found)\"")
            {
                rest = rest[range.upperBound...]
                guard out.assets[found] == nil, let first = found.first, first.isLetter else { continue }
                let camel = first.lowercased() + found.dropFirst()
                if case .found(let path, _, _) = session.index.lookupCamel(camel).0 { out.assets[found] = path.string }
            }
            guard let equals = text.textRange(of: " = "), text.contains("let ") || text.contains("var "),
                let hex = Self.hexArgument(String(text[equals.upperBound...]))
            else { continue }
            let left = text[..<equals.lowerBound].split { !($0.isLetter || $0.isNumber || $0 == "_") }
            if let name = left.last { out.variables[String(name)] = hex }
        }
        return out
    }

    // MARK: SwiftUI

    mutating func readSwiftUIStyles(_ lines: [(number: Int, text: String)], subject: Int?, palette: CodeColorNames) {
        let root = CodeView(head: "", name: "", line: 0)
        var stack = [root]
        var current: CodeView?
        var openParens = 0
        for (number, raw) in lines {
            let (code, comment) = Self.splitComment(raw)
            let trimmed = code.trimmed
            guard !trimmed.isEmpty else { continue }
            let indent = code.prefix { $0 == " " || $0 == "\t" }.count
            defer { openParens = max(0, openParens + Self.parenBalance(trimmed)) }
            if openParens > 0 {
                // Inside a modifier's arguments written across lines (`.background(` … `)`):
                // a `.fill(…)` there is the view's fill.
                if let target = current, trimmed.hasPrefix(".") {
                    target.styles += Self.modifierStyles(trimmed, line: number, column: indent + 1, comment: comment, palette: palette)
                }
                continue
            }
            if trimmed.hasPrefix("}") {
                let closed = stack.count > 1 ? stack.removeLast() : root
                current = closed
                let rest = String(trimmed.dropFirst()).trimmed
                if rest.hasSuffix("{") {
                    // `} label: {`: the same view goes on.
                    stack.append(closed)
                } else if rest.hasPrefix(".") {
                    closed.styles += Self.modifierStyles(rest, line: number, column: indent + 2, comment: comment, palette: palette)
                }
                continue
            }
            if trimmed.hasPrefix(".") {
                current?.styles += Self.modifierStyles(trimmed, line: number, column: indent + 1, comment: comment, palette: palette)
                continue
            }
            let head = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard let initial = head.first, initial.isUppercase else {
                // `struct Chip: View {`, `var body: some View {`, `if …{`: code around views.
                if trimmed.hasSuffix("{") {
                    let wrapper = CodeView(head: "", name: "", line: number)
                    stack.append(wrapper)
                    stack[stack.count - 2].children.append(wrapper)
                }
                current = nil
                continue
            }
            let view = CodeView(head: head, name: Self.viewName(head: head, text: trimmed, line: number), line: number)
            view.hasTitle = trimmed.dropFirst(head.count).hasPrefix("(\"")
            stack[stack.count - 1].children.append(view)
            current = view
            // `Text(emotion.emoji).font(.system(size: 20))`: modifiers after the view's own call.
            if let call = Self.callEnd(trimmed, from: trimmed.index(trimmed.startIndex, offsetBy: head.count)) {
                let rest = String(trimmed[call...])
                let offset = trimmed.distance(from: trimmed.startIndex, to: call)
                if rest.hasPrefix(".") { view.styles += Self.modifierStyles(rest, line: number, column: indent + offset + 1, comment: comment, palette: palette) }
            }
            if trimmed.hasSuffix("{") { stack.append(view) }
        }
        for view in root.children { emitView(view, parent: subject, inherited: [], button: nil) }
    }

    /// Views with a fill, a frame or a border are elements; a view acted on (`Button`) takes
    /// everything drawn inside it; a container's text color and size hold for the views in it
    /// that set none of their own.
    mutating func emitView(_ view: CodeView, parent: Int?, inherited: [CodeStyle], button: Int?) {
        let own = view.styles
        let carried = inherited.filter { style in !own.contains { $0.role == style.role } }
        if view.head.isEmpty {
            for child in view.children { emitView(child, parent: parent, inherited: inherited, button: button) }
            return
        }
        if view.children.isEmpty || CodeStyleVocabulary.actionViews.contains(view.head) || button != nil {
            guard !(own + carried).isEmpty || CodeStyleVocabulary.actionViews.contains(view.head) else { return }
            let element = button ?? childSubject(named: view.name, of: parent, range: draft.lines.lineRange(view.line), override: false)
            let acted = button != nil || CodeStyleVocabulary.actionViews.contains(view.head)
            if acted { draft.nodes[node(for: element)].statedAction = true }
            let isText = CodeStyleVocabulary.textViews.contains(view.head) || view.hasTitle
            for style in own + (view.children.isEmpty ? carried.filter { [.foreground, .textSize].contains($0.role) } : []) {
                emitStyle(style, element: element, isText: isText, acted: acted)
            }
            let passed = own.filter { [.foreground, .textSize].contains($0.role) } + carried
            for child in view.children { emitView(child, parent: element, inherited: passed, button: acted ? element : nil) }
            return
        }
        // A container.
        let drawn = own.filter { ![.foreground, .textSize].contains($0.role) }
        var element = parent
        if CodeStyleVocabulary.screenViews.contains(view.head), drawn.allSatisfy({ $0.role == .background }) {
            // `ScrollView { … }.background(Color("BackgroundPrimary"))`: the screen's background.
            for style in drawn { emitKeyed("Screen background", style, element: nil) }
        } else if !drawn.isEmpty {
            let container = childSubject(named: view.name, of: parent, range: draft.lines.lineRange(view.line), override: false)
            for style in drawn { emitStyle(style, element: container, isText: false, acted: false) }
            element = container
        }
        let passed = own.filter { [.foreground, .textSize].contains($0.role) } + carried
        for child in view.children { emitView(child, parent: element, inherited: passed, button: nil) }
    }

    mutating func emitStyle(_ style: CodeStyle, element: Int?, isText: Bool, acted: Bool) {
        let key: String
        switch style.role {
        case .foreground: key = isText ? "Text color" : "Icon color"
        case .background: key = "Background"
        case .border: key = "Border"
        case .tint: key = "Icon color"
        case .frame:
            if style.value.contains("×") { key = acted ? "Touch target" : "Size" } else { key = acted ? "Touch target" : "Height" }
        case .textSize: key = "Font size"
        case .opacity: key = "Opacity"
        }
        emitKeyed(key, style, element: element)
    }

    mutating func emitKeyed(_ key: String, _ style: CodeStyle, element: Int?) {
        let file = draft.document.file
        let range = draft.lines.lineRange(style.line)
        let valueRange = SourceRange(
            file: file, start: SourceLocation(line: style.line, column: style.column),
            end: SourceLocation(line: style.line, column: style.column + max(1, style.value.count)))
        let item = RawItem(
            marker: nil, key: key, value: style.value, text: "\(key): \(style.value)", range: range, valueRange: valueRange, children: [],
            childrenOrdered: false, extra: [])
        roles.dataLines[style.line] = roles.dataLines[style.line] ?? "\(key): \(style.value)"
        readItem(item, subject: element, mode: style.mode, state: style.state)
    }

    /// `Text(entry.title)` → `title text`, `Image(systemName: "heart")` → `heart image`,
    /// `Text("Delete entry")` → `Delete entry text`, `Button(action: share)` → `share button`;
    /// a view named only by its layout (`VStack(spacing: 8)`) is named by its line.
    static func viewName(head: String, text: String, line: Int) -> String {
        var words: [String] = []
        if let open = text.firstIndex(of: "("), let close = matchingClose(text, open) {
            let argument = String(text[text.index(after: open)..<close])
            if let quoted = firstQuoted(argument) {
                words = quoted.split { !($0.isLetter || $0.isNumber || $0 == ".") }.prefix(3).map(String.init)
            } else {
                // The first argument without a label, or the one naming the view's symbol or action.
                let arguments = argument.split(separator: ",").map { String($0).trimmed }
                let naming = arguments.first { piece in
                    guard let colon = piece.firstIndex(of: ":") else { return true }
                    return ["systemName", "action", "title"].contains(String(piece[..<colon]))
                }
                let value = naming.map { piece in piece.firstIndex(of: ":").map { String(piece[piece.index(after: $0)...]) } ?? piece } ?? ""
                let identifiers = value.split { !($0.isLetter || $0.isNumber) }.map(String.init)
                if let lastName = identifiers.last(where: { !["text", "self", "entry", "item", "model", "viewModel"].contains($0) && $0.first?.isLetter == true }) {
                    words = TokenIndex.camelSegments(lastName)
                }
            }
        }
        let kind = head.lowercased()
        if words.isEmpty { return "\(kind) at line \(line)" }
        return (words + [kind]).joined(separator: " ")
    }

    // MARK: UIKit

    /// `titleLabel.textColor = UIColor(named: "TextPrimary")`, `button.setTitleColor(…, for: .normal)`,
    /// `header.textLabel?.font = …`: the variable styled, the property and the value.
    static func uiKitStatement(_ text: String) -> (receiver: [String], property: String, value: String, valueOffset: Int)? {
        let (code, _) = splitComment(text)
        let trimmed = code.trimmed
        let indent = code.prefix { $0 == " " || $0 == "\t" }.count
        // A setter: `upgradeButton.setTitleColor(value, for: .normal)`.
        if let dot = trimmed.textRange(of: ".setTitleColor(") {
            let receiver = String(trimmed[..<dot.lowerBound])
            let argument = String(trimmed[dot.upperBound...])
            return (receiverPath(receiver), "setTitleColor", argument, indent + trimmed.distance(from: trimmed.startIndex, to: dot.upperBound))
        }
        guard let equals = trimmed.textRange(of: " = ") else { return nil }
        let left = String(trimmed[..<equals.lowerBound])
        guard left.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "?" || $0 == "!" || $0 == "_" || $0 == "$" }) else { return nil }
        var path = left.split(separator: ".").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "?!")) }
        guard path.count >= 2 else { return nil }
        var property = path.removeLast()
        // `badge.frame.size.height = 24`, `view.layer.borderColor = …`: the frame's height, the layer's border.
        if ["height", "width"].contains(property), path.suffix(2) == ["frame", "size"] {
            path.removeLast(2)
            property = "frame." + property
        }
        if path.last == "layer" { path.removeLast() }
        guard property.hasPrefix("frame.") || CodeStyleVocabulary.role(property, framework: "UIKit") != nil || property == "titleTextAttributes" else { return nil }
        return (path, property, String(trimmed[equals.upperBound...]), indent + trimmed.distance(from: trimmed.startIndex, to: equals.upperBound))
    }

    static func receiverPath(_ text: String) -> [String] {
        text.split(separator: ".").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "?! ")) }
    }

    mutating func readUIKitStyles(_ lines: [(number: Int, text: String)], subject: Int?, palette: CodeColorNames) {
        var styled: [(receiver: [String], style: CodeStyle)] = []
        for statement in Self.uiKitStatements(lines) {
            guard let head = statement.first, let found = Self.uiKitStatement(head.text) else { continue }
            var receiver = found.receiver.filter { $0 != "$0" }
            // `titleLabel?.font`, `textLabel?.textColor` of a button or header: the view's own text.
            var isText = false
            if let last = receiver.last, ["titleLabel", "textLabel", "detailTextLabel"].contains(last), receiver.count > 1 {
                receiver.removeLast()
                isText = true
            }
            guard !receiver.isEmpty else { continue }
            var state: String?
            // `itemAppearance.selected.titleTextAttributes`: the selected item's text.
            if let last = receiver.last, ["normal", "selected", "disabled", "focused"].contains(last), receiver.count > 1 {
                receiver.removeLast()
                state = last == "normal" ? nil : last
            }
            if found.property == "titleTextAttributes" {
                for style in Self.titleTextAttributeStyles(statement, state: state, palette: palette) { styled.append((receiver + ["label"], style)) }
                continue
            }
            let role: CodeStyleVocabulary.Role = found.property.hasPrefix("frame") ? .frame : (CodeStyleVocabulary.role(found.property, framework: "UIKit") ?? .frame)
            var value = found.value
            let column = found.valueOffset + 1
            var comment = Self.splitComment(head.text).comment
            if role == .frame, found.property.hasPrefix("frame.") { value = "\(found.property.dropFirst(6)): \(value)" }
            var styles: [CodeStyle] = []
            if statement.count == 3, statement[1].text.trimmed.hasPrefix("?") {
                // `x.backgroundColor = x.isHighlighted` / `? A` / `: B`: A in the state the condition names.
                let (first, second) = (statement[1], statement[2])
                let branchState = Self.conditionQualifiers(value)
                for (index, branch) in [first, second].enumerated() {
                    let (code, branchComment) = Self.splitComment(branch.text)
                    let text = String(code.trimmed.dropFirst()).trimmed
                    let offset = code.distance(from: code.startIndex, to: code.textRange(of: text)?.lowerBound ?? code.startIndex) + 1
                    for var style in Self.valueStyles(role: role, text, line: branch.number, column: offset, comment: branchComment, palette: palette) {
                        if index == 0 { style.state = branchState.state ?? style.state; style.mode = branchState.mode ?? style.mode }
                        if index == 1 { style.mode = branchState.otherMode ?? style.mode }
                        styles.append(style)
                    }
                }
            } else {
                if statement.count > 1 { comment = nil }
                let branches = Self.ternary(value)
                if let branches {
                    let qualifiers = Self.conditionQualifiers(branches.condition)
                    for (index, branch) in [branches.first, branches.second].enumerated() {
                        let offset = value.textRange(of: branch).map { value.distance(from: value.startIndex, to: $0.lowerBound) } ?? 0
                        for var style in Self.valueStyles(role: role, branch, line: head.number, column: column + offset, comment: comment, palette: palette) {
                            if index == 0 { style.state = qualifiers.state; style.mode = qualifiers.mode }
                            if index == 1 { style.mode = qualifiers.otherMode }
                            styles.append(style)
                        }
                    }
                } else {
                    value = Self.stripSetterTail(value)
                    styles = Self.valueStyles(role: role, value, line: head.number, column: column, comment: comment, palette: palette)
                }
            }
            if found.property == "setTitleColor" || isText, role == .foreground || role == .textSize {
                // A button's title: its own text.
                for style in styles { styled.append((receiver + ["label"], style)) }
            } else {
                for style in styles { styled.append((receiver, style)) }
            }
        }
        emitUIKit(styled, subject: subject)
    }

    /// The statements of a UIKit block: one written across lines (`x = cond` / `? A` / `: B`, a
    /// dictionary over two lines) is one statement.
    static func uiKitStatements(_ lines: [(number: Int, text: String)]) -> [[(number: Int, text: String)]] {
        var statements: [[(number: Int, text: String)]] = []
        for line in lines {
            let trimmed = splitComment(line.text).code.trimmed
            if let last = statements.indices.last, trimmed.hasPrefix("?") || (trimmed.hasPrefix(":") && !trimmed.hasPrefix("::")) || trimmed.hasPrefix(".foregroundColor:") || trimmed.hasPrefix(".font:") {
                statements[last].append(line)
            } else {
                statements.append([line])
            }
        }
        return statements
    }

    /// `itemAppearance.selected.titleTextAttributes = [.foregroundColor: X, .font: Y]`: the
    /// item's text color and size, in the state its appearance names.
    static func titleTextAttributeStyles(_ statement: [(number: Int, text: String)], state: String?, palette: CodeColorNames) -> [CodeStyle] {
        var styles: [CodeStyle] = []
        for line in statement {
            let (code, comment) = splitComment(line.text)
            for key in ["foregroundColor", "font"] {
                guard let range = code.textRange(of: ".\(key): ") else { continue }
                let column = code.distance(from: code.startIndex, to: range.upperBound) + 1
                let value = String(code[range.upperBound...])
                let role: CodeStyleVocabulary.Role = key == "font" ? .textSize : .foreground
                for var style in valueStyles(role: role, value, line: line.number, column: column, comment: comment, palette: palette) {
                    style.state = style.state ?? state
                    styles.append(style)
                }
            }
        }
        return styles
    }

    /// `setTitleColor(X, for: .normal)` → `X`.
    static func stripSetterTail(_ value: String) -> String {
        if let range = value.textRange(of: ", for:") { return String(value[..<range.lowerBound]) }
        return value
    }

    /// The views of a UIKit block as elements: a container's background (`contentView`,
    /// `tableView`, `tabAppearance`) is what the others sit on; a view named after another
    /// view with a fill (`badgeLabel` beside `badge`, `iconView` beside `iconContainer`) sits on
    /// that view; a button's title label is the button's text.
    mutating func emitUIKit(_ styled: [(receiver: [String], style: CodeStyle)], subject: Int?) {
        func words(_ receiver: [String]) -> [String] {
            receiver.flatMap { TokenIndex.camelSegments($0) }.filter { $0 != "label" || receiver.count == 1 }
        }
        func isContainer(_ receiver: [String]) -> Bool {
            guard let last = words(receiver).last else { return false }
            return CodeStyleVocabulary.containerWords.contains(last) && !CodeStyleVocabulary.actionWords.contains(last)
        }
        var elements: [String: Int] = [:]
        let filled = Set(styled.filter { $0.style.role == .background && !isContainer($0.receiver) }.map { $0.receiver.joined(separator: ".") })
        // Containers first: what the block's other views sit on.
        for (receiver, style) in styled where style.role == .background && isContainer(receiver) {
            if words(receiver).contains(where: { CodeStyleVocabulary.screenWords.contains($0) }) {
                // `tableView.backgroundColor = …`: the screen's background, under every section.
                emitKeyed("Screen background", style, element: nil)
            } else if let subject {
                emitKeyed("Background", style, element: subject)
            } else {
                emitKeyed("Screen background", style, element: nil)
            }
        }
        for (receiver, style) in styled where !(style.role == .background && isContainer(receiver)) {
            let key = receiver.joined(separator: ".")
            let base = receiver.first ?? key
            let first = TokenIndex.camelSegments(base).first ?? base
            var parent = subject
            if !filled.contains(key) || receiver.count > 1 {
                // A view named after another view that has a fill sits on it.
                if let owner = filled.first(where: { $0 != key && (receiver.count > 1 ? $0 == base : TokenIndex.camelSegments($0).first == first) }) {
                    parent = elements[owner] ?? childSubject(named: Self.receiverName([owner]), of: subject, range: draft.lines.lineRange(style.line), override: false)
                    elements[owner] = parent
                }
            }
            let element: Int
            if receiver.count > 1, let owner = parent, parent != subject, receiver.last == "label" {
                element = childSubject(named: Self.receiverName(receiver), of: owner, range: draft.lines.lineRange(style.line), override: false)
            } else if let known = elements[key] {
                element = known
            } else {
                element = childSubject(named: Self.receiverName(receiver), of: parent, range: draft.lines.lineRange(style.line), override: false)
            }
            elements[key] = element
            let acted = words(receiver).contains { CodeStyleVocabulary.actionWords.contains($0) }
            if acted, style.role == .frame { draft.nodes[node(for: element)].statedAction = true }
            let isText = receiver.last == "label" || words(receiver).last.map { ["label", "title", "text"].contains($0) } == true
            emitStyle(style, element: element, isText: isText, acted: acted)
        }
    }

    static func receiverName(_ receiver: [String]) -> String {
        receiver.flatMap { TokenIndex.camelSegments($0) }.joined(separator: " ")
    }

    // MARK: Values

    /// The styles of one SwiftUI modifier chain (`.font(.system(size: 17)).foregroundStyle(.white)`).
    static func modifierStyles(_ text: String, line: Int, column: Int, comment: String?, palette: CodeColorNames) -> [CodeStyle] {
        var out: [CodeStyle] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "." else { break }
            let nameStart = text.index(after: index)
            let name = String(text[nameStart...].prefix { $0.isLetter || $0.isNumber })
            let open = text.index(nameStart, offsetBy: name.count)
            guard open < text.endIndex, text[open] == "(" else { break }
            // `.background(` with its arguments on the next lines: what follows on this line.
            let close = matchingClose(text, open) ?? text.endIndex
            let argument = String(text[text.index(after: open)..<close])
            let offset = text.distance(from: text.startIndex, to: open) + 1
            if let role = CodeStyleVocabulary.role(name, framework: "SwiftUI") {
                // The line's trailing comment glosses its last modifier.
                let isLast = close >= text.index(before: text.endIndex)
                out += valueStyles(role: role, argument, line: line, column: column + offset, comment: isLast ? comment : nil, palette: palette)
            }
            guard close < text.endIndex else { break }
            index = text.index(after: close)
        }
        return out
    }

    /// A value as the words a spec line would use, or nothing when it is not a style value
    /// Kiln can tell (`emotion.color`, `.infinity`, a text style).
    static func valueStyles(role: CodeStyleVocabulary.Role, _ value: String, line: Int, column: Int, comment: String?, palette: CodeColorNames) -> [CodeStyle] {
        switch role {
        case .foreground, .background, .border, .tint:
            if let branches = ternary(value) {
                let qualifiers = conditionQualifiers(branches.condition)
                var out: [CodeStyle] = []
                for (index, branch) in [branches.first, branches.second].enumerated() {
                    guard let color = colorWords(branch, comment: nil, palette: palette) else { continue }
                    let offset = value.textRange(of: branch).map { value.distance(from: value.startIndex, to: $0.lowerBound) } ?? 0
                    out.append(
                        CodeStyle(
                            role: role, value: color, line: line, column: column + offset, mode: index == 0 ? qualifiers.mode : qualifiers.otherMode,
                            state: index == 0 ? qualifiers.state : nil))
                }
                return out
            }
            guard let color = colorWords(value, comment: comment, palette: palette) else { return [] }
            return [CodeStyle(role: role, value: color, line: line, column: column)]
        case .frame:
            let numbers = labelledNumbers(value)
            if let width = numbers["width"], let height = numbers["height"] {
                return [CodeStyle(role: role, value: "\(width) × \(height)", line: line, column: column)]
            }
            if let height = numbers["height"] ?? numbers["minHeight"] {
                return [CodeStyle(role: role, value: "\(height)pt tall", line: line, column: column)]
            }
            return []
        case .textSize:
            let numbers = labelledNumbers(value)
            guard let size = numbers["size"] ?? numbers["ofSize"] else { return [] }
            return [CodeStyle(role: role, value: "\(size)pt", line: line, column: column)]
        case .opacity:
            let trimmed = value.trimmed
            guard let number = Double(trimmed), number >= 0, number <= 1 else { return [] }
            return [CodeStyle(role: role, value: "\(Canonical.number(number * 100))%", line: line, column: column)]
        }
    }

    /// `Color("TextPrimary")`, `UIColor(named: "PrimaryCoral")?.withAlphaComponent(0.1)`, `Color.token("color.text.primary")`,
    /// `Color(hex: "#636E72")`, `UIColor(hex: 0x636E72)`, `Color.black.opacity(0.5)`, `.white`
    /// — with the token path and hexes of a trailing comment (`// color.border.default — #E5E9EC / #3C4347`).
    static func colorWords(_ value: String, comment: String?, palette: CodeColorNames) -> String? {
        var base: String?
        var isLiteral = false
        if let name = quotedArgument(value, after: ["UIColor(named: ", "Color(", "Color(uiColor: UIColor(named: ", ".token("]), !name.hasPrefix("#") {
            base = palette.assets[name] ?? name
        } else if let hex = hexArgument(value) ?? componentsArgument(value) {
            base = hex
            isLiteral = true
        } else {
            let words = value.split { !($0.isLetter || $0.isNumber || $0 == ".") }.flatMap { $0.split(separator: ".") }.map(String.init)
            // `.white`, `Color.black`, `UIColor.clear`: the system's fixed colors.
            let fixed = ["white": "#FFFFFF", "black": "#000000", "clear": "transparent"]
            // A member (`.white`, `Color.primaryLight`), not a word of a longer name.
            func isMember(_ word: String) -> Bool { value.contains(".\(word)") && !value.contains(".\(word)(") }
            if let word = words.first(where: { fixed[$0] != nil && isMember($0) }) {
                base = fixed[word]
                isLiteral = true
            } else if let word = words.first(where: { palette.variables[$0] != nil && isMember($0) }) {
                base = palette.variables[word]
                isLiteral = true
            }
        }
        guard var text = base else { return nil }
        if let comment, !isLiteral {
            let commentWords = comment.split { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," }.map(String.init)
            if let path = commentWords.first(where: { $0.hasPrefix("color.") && $0.count > 6 }) { text = path }
            let hexes = commentWords.filter { $0.hasPrefix("#") && [4, 7, 9].contains($0.count) && $0.dropFirst().allSatisfy(\.isHexDigit) }
            if !hexes.isEmpty { text += " (\(hexes.joined(separator: " / ")))" }
        }
        if let alpha = numberArgument(value, of: ["opacity(", "withAlphaComponent("]), alpha >= 0, alpha < 1 {
            text += " at \(Canonical.number(alpha * 100))%"
        }
        return text
    }

    static func quotedArgument(_ value: String, after prefixes: [String]) -> String? {
        // The earliest call written with a string (`foregroundColor(` is not `Color("…")`).
        var best: (String.Index, String)?
        for prefix in prefixes {
            var searchFrom = value.startIndex
            while let range = value.textRange(of: prefix, in: searchFrom..<value.endIndex) {
                searchFrom = range.upperBound
                let rest = value[range.upperBound...]
                guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { continue }
                if best.map({ range.lowerBound < $0.0 }) ?? true { best = (range.lowerBound, String(rest[rest.index(after: rest.startIndex)..<end])) }
                break
            }
        }
        return best?.1
    }

    /// `Color(hex: "#636E72")`, `UIColor(hex: 0x636E72)`.
    static func hexArgument(_ value: String) -> String? {
        guard let range = value.textRange(of: "hex: ") else { return nil }
        var rest = value[range.upperBound...]
        if rest.hasPrefix("\"") { rest = rest.dropFirst() }
        if rest.hasPrefix("#") { rest = rest.dropFirst() } else if rest.hasPrefix("0x") { rest = rest.dropFirst(2) } else { return nil }
        let digits = rest.prefix { $0.isHexDigit }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        return "#" + digits.uppercased()
    }

    /// `Color(white: 0.7)`, `Color(red: 1, green: 0.42, blue: 0.42)`, `UIColor(white: 0.2, alpha: 1)`:
    /// components from 0 to 1.
    static func componentsArgument(_ value: String) -> String? {
        let numbers = labelledNumbers(value.replacingOccurrences(of: "(", with: ",").replacingOccurrences(of: ")", with: ","))
        func channel(_ label: String) -> Int? {
            guard let text = numbers[label], let number = Double(text), (0...1).contains(number) else { return nil }
            return Int((number * 255).rounded())
        }
        let channels: [Int]
        if let white = channel("white") {
            channels = [white, white, white]
        } else if let red = channel("red"), let green = channel("green"), let blue = channel("blue") {
            channels = [red, green, blue]
        } else {
            return nil
        }
        return "#" + channels.map { String(format: "%02X", $0) }.joined()
    }

    static func numberArgument(_ value: String, of calls: [String]) -> Double? {
        for call in calls {
            guard let range = value.textRange(of: call, backwards: true) else { continue }
            let digits = value[range.upperBound...].prefix { $0.isNumber || $0 == "." }
            if let number = Double(digits) { return number }
        }
        return nil
    }

    /// `width: 44, height: 44`, `ofSize: 13, weight: .regular`: each label's number.
    static func labelledNumbers(_ value: String) -> [String: String] {
        var out: [String: String] = [:]
        let scanner = value.split(separator: ",")
        for piece in scanner {
            let parts = piece.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let label = String(parts[0].split { !($0.isLetter) }.last ?? "")
            let number = String(String(parts[1]).trimmed.prefix { $0.isNumber || $0 == "." })
            guard !label.isEmpty, !number.isEmpty, Double(number) != nil else { continue }
            out[label] = number
        }
        return out
    }

    /// `cond ? A : B` at the top level of a value.
    static func ternary(_ value: String) -> (condition: String, first: String, second: String)? {
        var depth = 0
        var question: String.Index?
        var colon: String.Index?
        var inString = false
        for index in value.indices {
            let character = value[index]
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            guard depth == 0 else { continue }
            if character == "?", question == nil, index > value.startIndex, value[value.index(before: index)] == " " { question = index }
            if character == ":", let question, index > question, colon == nil, value[value.index(before: index)] == " " { colon = index }
        }
        guard let question, let colon else { return nil }
        return (
            String(value[..<question]).trimmed, String(value[value.index(after: question)..<colon]).trimmed,
            stripSetterTail(String(value[value.index(after: colon)...]).trimmed)
        )
    }

    /// `colorScheme == .dark`, `traitCollection.userInterfaceStyle == .dark`: the first branch's
    /// mode (and the second's); `isHighlighted`: the first branch's state.
    static func conditionQualifiers(_ condition: String) -> (mode: String?, otherMode: String?, state: String?) {
        let lower = condition.lowercased()
        if lower.contains("colorscheme") || lower.contains("userinterfacestyle") {
            if lower.contains(".dark") { return lower.contains("!=") ? ("light", "dark", nil) : ("dark", "light", nil) }
            if lower.contains(".light") { return lower.contains("!=") ? ("dark", "light", nil) : ("light", "dark", nil) }
        }
        let identifier = condition.split { !($0.isLetter || $0.isNumber) }.last.map(String.init) ?? ""
        var words = TokenIndex.camelSegments(identifier)
        if words.first == "is" { words.removeFirst() }
        let state = words.last.flatMap { CodeStyleVocabulary.conditionStates[$0] } ?? "selected"
        return (nil, nil, state)
    }

    // MARK: Code text

    /// A block that opens with `// Example: Primary Button` shows how to write the code, not
    /// the design of this screen: its values are an illustration, like a worked example in prose.
    static func opensAsExample(_ lines: [String]) -> Bool {
        guard let first = lines.map({ $0.trimmed }).first(where: { !$0.isEmpty }) else { return false }
        let comment = first.hasPrefix("//") ? first.dropFirst(2) : first.hasPrefix("/*") ? first.dropFirst(2) : nil
        guard let comment else { return false }
        let lower = String(comment).trimmed.lowercased()
        return lower.hasPrefix("example") || lower.hasPrefix("e.g.") || lower.hasPrefix("for example")
    }

    /// A line's code and its `// comment` (a `//` inside a string is code).
    static func splitComment(_ line: String) -> (code: String, comment: String?) {
        var inString = false
        var previous: Character?
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                let start = line.index(before: index)
                return (String(line[..<start]), String(line[line.index(after: index)...]).trimmed)
            }
            previous = character
        }
        return (line, nil)
    }

    static func parenBalance(_ text: String) -> Int {
        var balance = 0
        var inString = false
        for character in text {
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if character == "(" { balance += 1 }
            if character == ")" { balance -= 1 }
        }
        return balance
    }

    /// The closing parenthesis of the one at `open`.
    static func matchingClose(_ text: String, _ open: String.Index) -> String.Index? {
        var depth = 0
        var inString = false
        for index in text[open...].indices {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Where a view's own call ends: after `Text(…)` at `from`, or nil when it is not a call.
    static func callEnd(_ text: String, from: String.Index) -> String.Index? {
        guard from < text.endIndex, text[from] == "(", let close = matchingClose(text, from) else { return nil }
        return text.index(after: close)
    }

    static func firstQuoted(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "\"") else { return nil }
        let rest = text[text.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }
}

enum CodeStyleReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "code-style", title: "Style values in Swift code",
        summary: "A `swift` block's style code is read as facts about the views it styles; everything else in it stays a code sample. SwiftUI: a modifier named in `CodeStyleVocabulary` (`.foregroundStyle`, `.background`, `.fill`, `.overlay`, `.font(.system(size:))`, `.frame(width:height:)`, `.opacity`) styles the view it follows, or the container a `}` closes; a container's text color and size hold for the views in it, a `Button`'s views are the button (its frame is its touch target), and a screen container's background (`ScrollView { … }.background(…)`) is the screen's. UIKit: `view.textColor = …`, `backgroundColor`, `tintColor`, `font = UIFont.systemFont(ofSize:)`, `frame = CGRect(…)`, `setTitleColor(…)`; a container's background (`contentView`, `tableView`) is what the block's other views sit on, and a view named after a filled one (`badgeLabel` beside `badge`) sits on it. Colors are asset names (`Color(\"TextPrimary\")`, `UIColor(named:)`, read as token names), hexes (`Color(hex:)`) or `.white`/`.black`, with `.opacity(x)`/`withAlphaComponent(x)`; a trailing `// comment` gives the token path and the light / dark hexes. A condition picks a mode (`colorScheme == .dark ? A : B`) or a state (`isHighlighted ? A : B`). A block that opens with `// Example:` illustrates the code and is not read.",
        examples: [
            SpecReadingExample(
                """
                ## Title block

                Canvas: White #FFFFFF

                ```swift
                Text(entry.title)
                    .font(.system(size: 10))
                    .foregroundStyle(Color(hex: "#B2BEC3"))

                Button(action: dismiss) {
                    Image(systemName: "chevron.left")
                        .foregroundStyle(.white)
                        .frame(width: 32, height: 32)
                        .background(Circle().fill(Color.black.opacity(0.5)))
                }
                ```
                """,
                facts: ["text title text: #B2BEC3 on #FFFFFF (light)", "text size title text: 10", "target dismiss button: 32×32"]),
            SpecReadingExample(
                """
                ## Rows

                ```swift
                contentView.backgroundColor = UIColor(named: "BackgroundSurface")   // #F9FAFB / #2C3135
                subtitleLabel.font = UIFont.systemFont(ofSize: 13, weight: .regular)
                subtitleLabel.textColor = UIColor(hex: 0x636E72)
                infoButton.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                let count = items.filter { $0.isDone }.count
                ```
                """,
                facts: [
                    "text subtitle label: #636E72 on #F9FAFB (light)", "text subtitle label: #636E72 on #2C3135 (dark)", "text size subtitle label: 13",
                    "target info button: 20×20",
                ]),
            SpecReadingExample(
                """
                ## Buttons

                Canvas: White #FFFFFF

                ```swift
                // Example: Primary Button
                Button(action: save) {
                    Text("Save").foregroundColor(.white).background(Color("PrimaryCoral"))
                }
                ```
                """,
                facts: [], absent: ["text save button: #FFFFFF on #FF6B6B (light)"]),
        ])
}
