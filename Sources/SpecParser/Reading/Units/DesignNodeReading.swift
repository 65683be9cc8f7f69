import DesignModel
import Diagnostics
import Foundation
import MarkdownSource
import YAMLSource

/// A design tool's node tree pasted as JSON (Figma's REST API and the plugins that copy its
/// shape): objects with a `name` and `fills`, `strokes`, `absoluteBoundingBox`, `style` and
/// `children`. Each node is an element of the node it sits in; a node's fill is what its
/// children are drawn on, a text node's fill is its ink. An object keyed by node names holding
/// only paints is the same tree's values in the mode its section names.
enum DesignNodeReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "design-node-json", title: "Design-tool node exports (JSON)",
        summary: "A JSON block of design-tool nodes (`name`, `type`, `fills`, `strokes`, `absoluteBoundingBox`, `style.fontSize`, `children`, as Figma's REST API and node-export plugins write them) is read as nested elements: a text node's fill (or a node with `characters` and no children) is its text color, an icon's fill its tint, any other fill is the background its children sit on; a paint's `opacity` composites it; a stroke is a border; the bounding box of a control (a button, chip, field, tab…) is its touch target; `fontSize` and `fontWeight` are its type. Colors may be hex strings or `{r, g, b, a}` in 0–1. An object keyed by node names (`\"Chip/Label\"` for a child) holding only paints, under a heading that names a mode, gives those nodes' values in that mode.",
        examples: [
            SpecReadingExample(
                """
                ## Entry

                ```json
                {
                  "name": "Entry",
                  "type": "FRAME",
                  "fills": [{ "color": "#FFFFFF", "opacity": 1 }],
                  "children": [
                    {
                      "name": "Counter",
                      "type": "TEXT",
                      "fills": [{ "color": "#636E72", "opacity": 0.6 }],
                      "style": { "fontSize": 13, "fontWeight": 400 }
                    },
                    {
                      "name": "IconButton/Close",
                      "type": "INSTANCE",
                      "fills": [{ "color": { "r": 0.176, "g": 0.204, "b": 0.212, "a": 1 } }],
                      "absoluteBoundingBox": { "x": 0, "y": 0, "width": 40, "height": 40 }
                    }
                  ]
                }
                ```

                ## Dark mode overrides

                ```json
                {
                  "Entry": { "fills": [{ "color": "#1A1D1F" }] },
                  "Entry/Counter": { "fills": [{ "color": "#B2BEC3", "opacity": 0.6 }] }
                }
                ```
                """,
                facts: [
                    "text Counter: #636E7299 on #FFFFFF (light)", "text Counter: #B2BEC399 on #1A1D1F (dark)", "text size Counter: 13",
                    "target Icon Button Close: 40×40", "non-text Icon Button Close: #2D3436 on #FFFFFF (light)",
                ]),
        ])
}

/// One node of a pasted node tree, as the reader uses it.
private struct DesignNode {
    var name: String
    var nameLine: Int
    var type: String
    var object: YAMLNode
    var children: [YAMLNode]

    init?(_ object: YAMLNode, lineOffset: Int) {
        guard object.pairs != nil, let name = object["name"]?.string, !name.trimmed.isEmpty else { return nil }
        let keys = ["fills", "strokes", "absoluteBoundingBox", "absoluteRenderBounds", "style", "children", "characters", "fontSize"]
        guard keys.contains(where: { object[$0] != nil }) else { return nil }
        self.name = name.trimmed
        nameLine = (object["name"]?.range.start.line ?? object.range.start.line) + lineOffset
        type = object["type"]?.string?.uppercased() ?? ""
        self.object = object
        children = object["children"]?.items?.filter { $0.pairs != nil } ?? []
    }

    /// A text node: typed `TEXT`, or holding its copy with nothing drawn inside it.
    var isText: Bool { type == "TEXT" || (object["characters"] != nil && children.isEmpty) }
}

extension DocumentBuilder {
    /// Reads a fenced JSON block of design-tool nodes; returns whether the block was one (then
    /// it is not read again as generic data).
    mutating func readDesignNodes(_ block: MarkdownNode, info: String, subject: Int?) -> Bool {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard ["", "json", "jsonc", "json5"].contains(language), let fenced = fencedLines(block), let first = fenced.first else { return false }
        let text = fenced.map { String($0.raw) }.joined(separator: "\n")
        guard text.contains("\"fills\"") || text.contains("\"strokes\"") || text.contains("\"absoluteBoundingBox\"") else { return false }
        guard let root = YAMLParser().parse(text, file: draft.document.file).root else { return false }
        let offset = first.number - 1
        let nodes = Self.designNodes(in: root, lineOffset: offset, depth: 0)
        if !nodes.isEmpty {
            for node in nodes { readDesignNode(node, parent: subject, path: "", lineOffset: offset) }
            return true
        }
        guard let pairs = root.pairs, !pairs.isEmpty, pairs.allSatisfy({ $0.value.pairs.map(Self.holdsOnlyPaints) ?? false }) else { return false }
        let mode = ancestorMode(subject)
        for pair in pairs {
            guard let element = roles.designNodes[pair.name] ?? findElement(named: Self.designNodeName(pair.name), under: nil) else { continue }
            readDesignPaints(pair.value, element: element, role: roles.designNodeFillRoles[element] ?? .background, mode: mode, lineOffset: offset)
        }
        return true
    }

    /// The nodes a parsed block holds: itself, the nodes of an array, or the nodes under a
    /// wrapper (`{"nodes": {"1:2": {"document": {...}}}}`, as the REST API answers).
    private static func designNodes(in root: YAMLNode, lineOffset: Int, depth: Int) -> [DesignNode] {
        if let node = DesignNode(root, lineOffset: lineOffset) { return [node] }
        guard depth < 4 else { return [] }
        if let items = root.items { return items.flatMap { designNodes(in: $0, lineOffset: lineOffset, depth: depth + 1) } }
        if let pairs = root.pairs, !pairs.allSatisfy({ $0.value.pairs.map(holdsOnlyPaints) ?? false }) {
            return pairs.flatMap { designNodes(in: $0.value, lineOffset: lineOffset, depth: depth + 1) }
        }
        return []
    }

    private static func holdsOnlyPaints(_ pairs: [YAMLNode.Pair]) -> Bool {
        !pairs.isEmpty && pairs.allSatisfy { ["fills", "strokes", "opacity", "strokeWeight"].contains($0.name) }
    }

    /// `IconButton/Close` → `Icon Button Close`: a component path read as words, every
    /// segment kept (the kind first, `Field/Journal`, names what the node is).
    static func designNodeName(_ name: String) -> String {
        var out = ""
        var previous: Character?
        for character in name {
            if character == "/" {
                out += " "
            } else {
                if character.isUppercase, let previous, previous.isLowercase { out.append(" ") }
                out.append(character)
            }
            previous = character
        }
        return out.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    private mutating func readDesignNode(_ node: DesignNode, parent: Int?, path: String, lineOffset: Int) {
        // `Compose / Entry – Light`: a frame named with its mode.
        let (name, qualifiers) = elementName(Self.designNodeName(node.name))
        let element = childSubject(named: name, of: parent, range: draft.lines.lineRange(node.nameLine), override: false)
        let key = path.isEmpty ? node.name : path + "/" + node.name
        roles.designNodes[key] = element
        if roles.designNodes[node.name] == nil { roles.designNodes[node.name] = element }
        let words = Set(Self.nameWords(name))
        let role: RoleWords.ColorRole =
            node.isText ? .text : (node.children.isEmpty && !words.isDisjoint(with: ["icon", "glyph", "symbol", "chevron"]) ? .icon : .background)
        roles.designNodeFillRoles[element] = role
        let mode = qualifiers.mode ?? elementSubject(parent).mode
        if path.isEmpty, Self.isScreenFrame(node, words: words, namesMode: qualifiers.mode != nil) { roles.designScreenFrames.insert(element) }
        readDesignPaints(node.object, element: element, role: role, mode: mode, lineOffset: lineOffset)
        readDesignGeometry(node, element: element, isControl: !words.isDisjoint(with: SpecVocabulary.interactiveKinds), mode: mode, lineOffset: lineOffset)
        for child in node.children {
            guard let childNode = DesignNode(child, lineOffset: lineOffset) else { continue }
            readDesignNode(childNode, parent: element, path: key, lineOffset: lineOffset)
        }
    }

    /// A node's first visible fill in its role and its first visible stroke as a border.
    private mutating func readDesignPaints(_ object: YAMLNode, element: Int, role: RoleWords.ColorRole, mode: String?, lineOffset: Int) {
        let nodeOpacity = object["opacity"]?.number ?? 1
        let width = object["strokeWeight"]?.number.map { " \(Canonical.number($0))\(designUnit)" } ?? ""
        let lead: [RoleWords.ColorRole: String] = [.text: "text", .background: "fill", .icon: "icon", .border: "border"]
        for (key, paintRole) in [("fills", role), ("strokes", RoleWords.ColorRole.border)] {
            guard let paint = object[key]?.items?.first(where: { $0["visible"]?.bool != false }), let color = paint["color"],
                let written = Self.designColor(color)
            else { continue }
            let opacity = (paint["opacity"]?.number ?? 1) * (color["a"]?.number ?? 1) * nodeOpacity
            var text = "\(lead[paintRole] ?? "fill")\(paintRole == .border ? width : "") \(written)"
            if opacity < 0.999 { text += " at \(Canonical.number((opacity * 1000).rounded() / 10))%" }
            let fragment = Self.pinned(text, at: color.range, lineOffset: lineOffset)
            readFragments(fragment, into: element, defaultColor: paintRole, defaultSize: nil, mode: mode, state: nil)
            if paintRole == .background, roles.designScreenFrames.contains(element), let space = text.firstIndex(of: " ") {
                // The value without its lead word (`fill`) is the document's background.
                let value = fragment.slice(text.distance(from: text.startIndex, to: space) + 1, text.count)
                readDocumentBackground(value, key: "Background", range: value.range(file: draft.document.file), mode: mode)
            }
        }
    }

    /// A screen's frame (a top-level frame with the screen in it: named with a mode or as a
    /// screen, or screen-sized): its fill is what every section of the document sits on.
    private static func isScreenFrame(_ node: DesignNode, words: Set<String>, namesMode: Bool) -> Bool {
        guard ["FRAME", "SECTION", "CANVAS", "COMPONENT", ""].contains(node.type), !node.children.isEmpty,
            words.isDisjoint(with: SpecVocabulary.interactiveKinds)
        else { return false }
        let height = (node.object["absoluteBoundingBox"] ?? node.object)["height"]?.number ?? 0
        return height >= 480 || namesMode || !words.isDisjoint(with: ["screen", "page", "artboard", "view"])
    }

    /// A control's bounding box as its touch target and a node's font size and weight as its type.
    private mutating func readDesignGeometry(_ node: DesignNode, element: Int, isControl: Bool, mode: String?, lineOffset: Int) {
        let box = node.object["absoluteBoundingBox"] ?? node.object
        if isControl, let width = box["width"]?.number, let height = box["height"]?.number, let range = box["width"]?.range {
            let text = "\(Canonical.number(width))×\(Canonical.number(height))\(designUnit)"
            readFragments(Self.pinned(text, at: range, lineOffset: lineOffset), into: element, defaultColor: nil, defaultSize: .touchTarget, mode: mode, state: nil)
        }
        let style = node.object["style"] ?? node.object
        if let size = style["fontSize"]?.number, let range = style["fontSize"]?.range {
            let weight = style["fontWeight"]?.number.flatMap { NodeChecks.weightNames[Int($0)] } ?? ""
            let text = "\(Canonical.number(size))\(designTextUnit) \(weight)".trimmed
            readFragments(Self.pinned(text, at: range, lineOffset: lineOffset), into: element, defaultColor: nil, defaultSize: .textSize, mode: mode, state: nil)
        }
    }

    /// A value written for the node (`fill #636E72 at 60%`), every character of it located at
    /// the JSON value it comes from, so that what is read from it points there.
    private static func pinned(_ text: String, at range: SourceRange, lineOffset: Int) -> Fragment {
        let location = SourceLocation(line: range.start.line + lineOffset, column: range.start.column)
        var fragment = Fragment(text: text, line: location.line, column: location.column)
        fragment.positions = Array(repeating: location, count: text.count)
        return fragment
    }

    /// A paint's color: a CSS string, or the REST API's `{r, g, b, a}` in 0–1.
    private static func designColor(_ color: YAMLNode) -> String? {
        if let text = color.string, !text.isEmpty { return text }
        guard let red = color["r"]?.number, let green = color["g"]?.number, let blue = color["b"]?.number else { return nil }
        let channels = [red, green, blue].map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }
        return "#" + channels.joined()
    }

    /// The unit a node export's bare numbers are in: the platform's own.
    private var designUnit: String {
        switch draft.document.platform?.lowercased() {
        case "android": "dp"
        case "web": "px"
        default: "pt"
        }
    }

    private var designTextUnit: String {
        switch draft.document.platform?.lowercased() {
        case "android": "sp"
        case "web": "px"
        default: "pt"
        }
    }
}
