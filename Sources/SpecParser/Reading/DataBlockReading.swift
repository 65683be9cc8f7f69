import DesignModel
import Foundation
import Diagnostics
import MarkdownSource

/// Fenced blocks that hold the spec as data (docs/spec-format.md §2.17): key/value lines nested
/// by indentation (YAML, JSON-like, CSS-like) and layer trees drawn with `├─ └─ │`. Their
/// nesting makes elements and their keys give roles, the way nested list items do; program
/// code (a block in a programming language, or lines that are not keys) stays a code sample.
extension DocumentBuilder {
    /// Keys of a data block that name the component or screen the block defines.
    static let dataSubjectKeys: Set<String> = ["component", "element", "widget", "view", "screen", "page"]
    /// Keys whose values are declarations for code, not design values.
    static let dataSkippedKeys: Set<String> = ["props", "properties", "params", "parameters", "arguments", "timing", "motion", "animation", "copy", "strings", "analytics", "a11y", "accessibility"]
    /// Keys that group what their subject is made of without being a part of their own.
    static let dataContainerKeys: Set<String> = ["content", "contents", "body", "layout", "container", "panel", "style", "styles", "appearance", "tokens", "spec", "visual"]
    /// Keys whose children are the states or variants of their subject.
    static let dataStateGroupKeys: Set<String> = ["states", "state", "modes", "appearances"]
    /// Keys whose children are alternatives of their subject, each drawn on its own: a variant
    /// shares nothing with its siblings (the default's opacity is not the at-risk line's).
    static let dataVariantGroupKeys: Set<String> = ["variants", "variant", "kinds", "types", "sizes"]
    /// Keys holding copy: a quoted value is what the element says, not a color.
    static let dataCopyKeys: Set<String> = ["text", "title", "label", "copy", "string", "placeholder", "content", "accessibility label", "subtitle", "message"]
    /// Keys naming what tapping does: the element is acted on.
    static let dataActionKeys: Set<String> = ["action", "on tap", "tap", "on press", "on click", "onclick", "handler", "destination", "navigates to"]

    /// The lines inside a fenced block, without its fences; nil for a block that is not fenced.
    func fencedLines(_ block: MarkdownNode) -> [(number: Int, raw: Substring)]? {
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        guard let fence = draft.lines.line(first).map({ String($0).trimmed }), fence.hasPrefix("```") || fence.hasPrefix("~~~"), last > first else { return nil }
        var lines: [(number: Int, raw: Substring)] = []
        for number in (first + 1)...last {
            guard let raw = draft.lines.line(number) else { continue }
            let trimmed = String(raw).trimmed
            if number == last, trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { continue }
            lines.append((number, raw))
        }
        return lines
    }

    mutating func readDataBlock(_ block: MarkdownNode, info: String, subject: Int?) {
        guard let fenced = fencedLines(block) else { return }
        let lines = fenced.map { (number: $0.number, text: String($0.raw)) }
        guard let (tree, isLayerTree) = DataTree.parse(info: info, lines: lines) else { return }
        func record(_ lines: [DataLine]) {
            for line in lines {
                if !line.value.isEmpty, roles.dataLines[line.line] == nil { roles.dataLines[line.line] = "\(isLayerTree ? line.key : line.words): \(line.value)" }
                record(line.children)
            }
        }
        record(tree)
        if isLayerTree {
            for line in tree { readLayer(line, subject: subject) }
            return
        }
        // `component: BadgeCell` under `## 3. Badge grid`: a part of the section's subject, unless
        // it is the subject itself (`component: BadgeGrid`).
        // `screen: StreaksScreen`: the block's values are the screen's, above every section.
        var target = tree.contains { $0.children.isEmpty && ["screen", "page"].contains($0.words) } ? nil : subject
        if let named = tree.first(where: { $0.children.isEmpty && Self.dataSubjectKeys.contains($0.words) && !$0.value.isEmpty }),
            Self.dataSubjectKeys.subtracting(["screen", "page"]).contains(named.words)
        {
            let name = DataLine(key: named.value, value: "", line: named.line, column: named.column).words
            let wanted = Set(Self.nameWords(name))
            let own = subject.map { Set(Self.nameWords(roles.subjects[$0].name)) } ?? []
            if subject == nil || !(wanted.isSubset(of: own) || own.isSubset(of: wanted)) || own.isEmpty {
                target = childSubject(named: name, of: subject, range: draft.lines.lineRange(named.line), override: false)
            }
        }
        readDataLines(tree, subject: target, mode: nil, state: nil)
    }

    mutating func readDataLines(_ lines: [DataLine], subject: Int?, mode: String?, state: String?, areStates: Bool = false) {
        for line in lines {
            let words = line.words
            if Self.dataSubjectKeys.contains(words) || Self.dataSkippedKeys.contains(words) { continue }
            // `--color-primary: #FF8787;`, `$card-bg:`, `@media …`: definitions of variables and
            // conditions, not values of a part.
            if let first = line.key.first, "-$@".contains(first) { continue }
            if areStates {
                // `at_risk:`, `locked:` under `states:`: each child is a state of the subject.
                guard !line.children.isEmpty else { continue }
                let qualifiers = qualifierKey(words)
                let named = ["default", "normal", "rest", "base", "enabled"].contains(words) ? state : words
                readDataLines(line.children, subject: subject, mode: qualifiers?.mode ?? mode, state: qualifiers?.state ?? named)
                continue
            }
            if line.children.isEmpty {
                readDataLeaf(line, key: words, subject: subject, mode: mode, state: state)
                continue
            }
            if let qualifiers = qualifierKey(words) {
                readDataLines(line.children, subject: subject, mode: qualifiers.mode ?? mode, state: qualifiers.state ?? state)
                continue
            }
            if Self.dataStateGroupKeys.contains(words) {
                readDataLines(line.children, subject: subject, mode: mode, state: state, areStates: true)
                continue
            }
            if Self.dataVariantGroupKeys.contains(words) {
                for variant in line.children where !variant.children.isEmpty {
                    let element = childSubject(named: variant.words, of: subject, range: draft.lines.lineRange(variant.line), override: false)
                    readDataLines(variant.children, subject: element, mode: mode, state: state)
                }
                continue
            }
            if Self.dataContainerKeys.contains(words) {
                readDataLines(line.children, subject: subject, mode: mode, state: state)
                continue
            }
            let qualified = line.children.compactMap { child in child.children.isEmpty ? qualifierKey(child.words).map { (child, $0) } : nil }
            if qualified.count == line.children.count, keyRoles(words).isRole {
                // `fill: { light: …, dark: … }`: the key's role, one value per mode or state.
                for (child, qualifiers) in qualified {
                    var leaf = child
                    leaf.key = line.key
                    readDataLeaf(leaf, key: words, subject: subject, mode: qualifiers.mode ?? mode, state: qualifiers.state ?? state)
                }
                continue
            }
            if let property = KeyTable.property(words), ![.text, .icon].contains(property.kind) {
                if [.size, .length, .padding].contains(property.kind), line.children.allSatisfy({ keyRoles($0.words).isRole }) {
                    // `size: { height: 168pt, radius: radius.lg }`: each child is a value of the subject.
                    readDataLines(line.children, subject: subject, mode: mode, state: state)
                } else if let head = line.children.first {
                    // `font: { family: …, size: 48pt, weight: bold }`: one value written in parts.
                    var joined = head
                    joined.key = line.key
                    joined.value = line.children.filter { !$0.value.isEmpty && $0.children.isEmpty }.map(\.value).joined(separator: " ")
                    readDataLeaf(joined, key: words, subject: subject, mode: mode, state: state)
                }
                continue
            }
            // Any other key with children is a part of the subject.
            let element = childSubject(named: words, of: subject, range: draft.lines.lineRange(line.line), override: false)
            if !line.value.isEmpty { readDataLeaf(line, key: words, subject: element, mode: mode, state: state, asValue: true) }
            readDataLines(line.children, subject: element, mode: mode, state: state)
        }
    }

    /// One `key: value` line of a data block, read as the keyed list item it would be.
    mutating func readDataLeaf(_ line: DataLine, key: String, subject: Int?, mode: String?, state: String?, asValue: Bool = false) {
        guard !line.value.isEmpty else { return }
        if line.quoted, Self.dataCopyKeys.contains(key) { return }
        if Self.dataActionKeys.contains(key) {
            if let owner = elementSubject(subject).subject { draft.nodes[node(for: owner)].statedAction = true }
            return
        }
        guard !roleLexer.spans(in: "\(key): \(line.value)").isEmpty else { return }
        var target = subject
        var key = key
        var state = state
        let keyRole = keyRoles(key)
        let isType = keyRole.size == .textSize && keyRole.color == .text
        // A part's type is its type in every state it is drawn in (`progress_label` given only under `locked:`).
        if isType { state = nil }
        // `pill_fill:` beside `pill:`: the role of a part already named.
        let pieces = key.split(separator: " ").map(String.init)
        if let subject, pieces.count >= 2, let last = pieces.last, RoleWords.colorRole(last) != nil,
            let part = roles.subjects.indices.first(where: { roles.subjects[$0].parent == subject && Normalize.name(roles.subjects[$0].name) == pieces.dropLast().joined(separator: " ") })
        {
            target = part
            key = last
        }
        let range = draft.lines.lineRange(line.line)
        let valueRange = SourceRange(
            file: draft.document.file, start: SourceLocation(line: line.line, column: line.column),
            end: SourceLocation(line: line.line, column: line.column + max(1, line.value.count)))
        if asValue {
            guard let target else { return }
            readFragments(Fragment(text: line.value, line: line.line, column: line.column), into: target, defaultColor: nil, defaultSize: .size, mode: mode, state: state)
            return
        }
        if isType, let target, let span = roleLexer.spans(in: line.value).first, span.kind == .token, span.start == 0,
            span.text.lowercased().hasPrefix("typography."), let property = KeyTable.property(named: "Typography")
        {
            // `font: typography.caption2`: the style the token names.
            var owner = target
            if roles.subjects[target].isModeLabel, let found = elementSubject(target).subject { owner = found }
            let item = RawItem(
                marker: nil, key: "Typography", value: line.value, text: line.value, range: valueRange, valueRange: valueRange, children: [],
                childrenOrdered: false, extra: [])
            readInto(property, text: line.value, item: item, node: node(for: owner), scope: SpecQualifiers(mode: mode ?? elementSubject(target).mode))
            return
        }
        let item = RawItem(
            marker: nil, key: key, value: line.value, text: "\(key): \(line.value)", range: range, valueRange: valueRange, children: [],
            childrenOrdered: false, extra: [])
        readItem(item, subject: target, mode: mode, state: state)
    }

    /// A layer of a drawn tree: an element of its parent layer, its properties read by the words
    /// beside them (`fill …`, `stroke 1pt …`, `hit 44×44`); a layer's fill is what its children
    /// are drawn on.
    mutating func readLayer(_ line: DataLine, subject: Int?) {
        var name = line.key
        while let first = name.unicodeScalars.first, !CharacterSet.alphanumerics.contains(first) { name = String(name.unicodeScalars.dropFirst()) }
        // `Title "Library"`: the quoted copy is what the layer says.
        if let quote = name.firstIndex(where: { $0 == "\"" || $0 == "“" }), quote != name.startIndex { name = String(name[..<quote]).trimmed }
        guard !name.isEmpty else { return }
        let (elementName, qualifiers) = elementName(name)
        let element = childSubject(named: elementName, of: subject, range: draft.lines.lineRange(line.line), override: false)
        let value = line.value
        if !value.isEmpty, !value.lowercased().hasPrefix("same as"), !roleLexer.spans(in: value).isEmpty {
            // `Icon plus`, `Label "Library"`: the layer's type, first or last in its name, is the role of a color no word names.
            // `Icon photo.on.rectangle.fill`: a type word first names the layer's kind; the symbol after it does not.
            // A layer set in a type style (`Footnote 13 Semibold · Slate Gray`) is text.
            let first = elementName.split(separator: " ").first.map { RoleWords.colorRole(String($0)) } ?? nil
            let role = first ?? Self.nameColorRole(elementName) ?? (Self.namesTypeStyle(value) ? .text : nil)
            let mode = qualifiers.mode ?? elementSubject(subject).mode
            readFragments(
                Fragment(text: value, line: line.line, column: line.column), into: element, defaultColor: role,
                defaultSize: .size, mode: mode, state: qualifiers.state)
        }
        for child in line.children { readLayer(child, subject: element) }
    }
}

extension DocumentBuilder {
    /// `Footnote 13 Semibold`, `SF Pro Text 10 Semibold`, `15/20 Regular`: a size followed by a weight.
    static func namesTypeStyle(_ text: String) -> Bool {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "/" || $0 == ".") }.map(String.init)
        let weights: Set<String> = ["thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        return zip(words, words.dropFirst()).contains { pair in
            pair.0.first.map(\.isNumber) == true && pair.0.allSatisfy { $0.isNumber || $0 == "/" || $0 == "." || $0 == "p" || $0 == "t" || $0 == "x" } && weights.contains(pair.1)
        }
    }
}

enum DataBlockReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "data-block", title: "Spec as data in fenced blocks",
        summary: "A fenced block whose lines are keys and values (YAML, `\"key\": value,`, `prop: value;`) is read like nested list items: `component:` names the part it defines, a key with children is a part (`content:`, `layout:`, `panel:` group without being one; `states:` and `variants:` hold states), a key naming a role gives its value that role, `light:`/`dark:` under it give one value per mode, and a trailing `# comment` is read as a parenthesis beside the value. A block in a programming language, or whose lines are not keys, stays a code sample.",
        examples: [
            SpecReadingExample(
                """
                ## Streak card

                ```yaml
                component: StreakCard
                fill:
                  light: "#FFB4A2"
                  dark: color.background.card  # "#2C3135"
                content:
                  longest_label:
                    font: typography.subheadline  # 15pt regular
                    color:
                      light: "#FFFFFF"
                      dark: "#B2BEC3"
                ```
                """,
                facts: ["text longest label: #FFFFFF on #FFB4A2 (light)", "text longest label: #B2BEC3 on #2C3135 (dark)", "text size longest label: 15"]),
            SpecReadingExample(
                """
                ## Toast

                Canvas: White #FFFFFF

                ```yaml
                component: Toast
                fill: "#00B894"
                states:
                  pressed: { opacity: 0.8 }
                dismiss:
                  hit_area: 28x28pt
                  action: close
                ```
                """,
                facts: ["target dismiss: 28×28"]),
            SpecReadingExample(
                """
                ## Sample

                ```swift
                let color: Color = .white
                struct Chip: View { var body: some View { Text("Hi").padding(12) } }
                ```
                """,
                facts: []),
        ])
}

enum LayerTreeReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "layer-tree", title: "Layer trees",
        summary: "A fenced block drawn as a tree (`├─`, `└─`, `│`, as a design tool's layers panel pastes it) is read as nested elements: each line names a layer and, after two or more spaces, its properties separated by `·`; a layer's fill is what the layers under it are drawn on, and the layer's type (`Label`, `Icon …`) is the role of a color no word names.",
        examples: [
            SpecReadingExample(
                """
                ## Layers

                ```
                Library                     Frame 393×852 · fill White #FFFFFF
                ├─ Chip / Selected          h 32 · fill Primary Coral #FF6B6B
                │  └─ Label                 Callout 16 Regular · White #FFFFFF
                └─ Icon button / Clear      glyph 20 · Slate Gray #636E72 · hit 24×24
                ```
                """,
                facts: ["text Label: #FFFFFF on #FF6B6B (light)", "target Clear: 24×24", "text size Label: 16"]),
        ])
}
