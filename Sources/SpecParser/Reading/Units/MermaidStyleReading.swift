import MarkdownSource

/// A Mermaid diagram's styles (` ```mermaid `): `style id fill:…,stroke:…,color:…` and
/// `classDef name …` applied with `class a,b name` or `a:::name` are the design of the nodes
/// they style, each node an element named by its label. The rest of the diagram (edges,
/// transitions, layout) states no values.
enum MermaidStyleReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "mermaid-styles", title: "Styles in Mermaid diagrams",
        summary: "In a ` ```mermaid ` block, a node's style — `style toast fill:#00B894,stroke:#00B894,color:#FFFFFF`, or a `classDef error fill:…,color:…` given to nodes by `class a,b error` or `a:::error` — is read as the node's design: `fill` is its background, `stroke` its border (`none` draws none), `color` its text. Each node is an element named by its label (`toast[\"Upload complete\"]` is `Upload complete`), else by its id.",
        examples: [
            SpecReadingExample(
                """
                ## Upload

                ```mermaid
                flowchart LR
                    dz["Drop zone"] --> toast(["Upload complete"])
                    classDef done fill:#00B894,stroke:#00B894,color:#FFFFFF
                    class toast done
                    style dz fill:#F9FAFB,stroke:#636E72,color:rgba(99,110,114,0.6)
                ```
                """,
                facts: ["text Upload complete: #FFFFFF on #00B894 (light)", "text Drop zone: #636E7299 on #F9FAFB (light)"]),
        ])

    /// `fill:#F9FAFB,stroke:#636E72,stroke-width:1px,color:#2D3436` → its properties by name.
    static func properties(_ text: String) -> [(name: String, value: String)] {
        var out: [(String, String)] = []
        var depth = 0
        var piece = ""
        for character in text + "," {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                if let colon = piece.firstIndex(of: ":") {
                    out.append((String(piece[..<colon]).trimmed.lowercased(), String(piece[piece.index(after: colon)...]).trimmed.trimmingSemicolon))
                }
                piece = ""
            } else {
                piece.append(character)
            }
        }
        return out
    }

    /// Node labels a diagram's lines declare: `dz["Drop zone"]`, `hint(Hint)`, `btn{{Save}}`.
    static func labels(_ lines: [String]) -> [String: String] {
        var out: [String: String] = [:]
        for line in lines {
            let chars = Array(line)
            var index = 0
            while index < chars.count {
                guard chars[index].isLetter || chars[index] == "_" else {
                    index += 1
                    continue
                }
                var end = index
                while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" || chars[end] == "-" { end += 1 }
                let id = String(chars[index..<end])
                if end < chars.count, "[({".contains(chars[end]) {
                    var close = end
                    while close < chars.count, !"])}".contains(chars[close]) { close += 1 }
                    let label = String(chars[end..<min(close, chars.count)]).trimmingCharacters(in: ["[", "(", "{", "\"", " ", "/", "\\"])
                    if !label.isEmpty, out[id] == nil { out[id] = label }
                    index = close
                    continue
                }
                index = max(end, index + 1)
            }
        }
        return out
    }
}

extension String {
    fileprivate var trimmingSemicolon: String { hasSuffix(";") ? String(dropLast()).trimmed : self }
}

extension DocumentBuilder {
    /// A Mermaid block's node styles (`MermaidStyleReading`).
    mutating func readMermaidStyles(_ block: MarkdownNode, info: String, subject: Int?) {
        guard info.split(separator: " ").first.map({ $0.lowercased() }) == "mermaid", let fenced = fencedLines(block) else { return }
        let lines = fenced.map { String($0.raw) }
        let labels = MermaidStyleReading.labels(lines)
        var classes: [String: (line: Int, column: Int, text: String)] = [:]
        var styled: [(id: String, line: Int, column: Int, text: String)] = []
        for (number, raw) in fenced {
            let text = String(raw)
            let trimmed = text.trimmed
            let words = trimmed.split(separator: " ", maxSplits: 2).map(String.init)
            guard words.count == 3 else { continue }
            let column = text.count - words[2].count + 1
            switch words[0] {
            case "classDef": classes[words[1]] = (number, column, words[2])
            case "style": styled.append((words[1], number, column, words[2]))
            case "class":
                for id in words[1].split(separator: ",") { styled.append((String(id).trimmed, number, 0, "class:" + words[2].trimmed)) }
            default: break
            }
            // `a:::error` inside a node's line.
            for piece in trimmed.split(separator: " ") where piece.contains(":::") {
                let parts = piece.components(separatedBy: ":::")
                let id = parts[0].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                if parts.count == 2, !id.isEmpty { styled.append((String(id), number, 0, "class:" + parts[1])) }
            }
        }
        for entry in styled {
            var (line, column, text) = (entry.line, entry.column, entry.text)
            if text.hasPrefix("class:") {
                guard let definition = classes[String(text.dropFirst(6))] else { continue }
                (line, column, text) = definition
            }
            let name = labels[entry.id] ?? entry.id
            let element = childSubject(named: name, of: subject, range: draft.lines.lineRange(entry.line), override: false)
            for (property, value) in MermaidStyleReading.properties(text) {
                let role: CodeStyleVocabulary.Role
                switch property {
                case "fill": role = .background
                case "stroke": role = .border
                case "color": role = .foreground
                default: continue
                }
                guard !["none", "transparent"].contains(value.lowercased()) else { continue }
                let color = DocumentBuilder.cssRGB(value) ?? value
                emitStyle(CodeStyle(role: role, value: color, line: line, column: column), element: element, isText: true, acted: false)
            }
        }
    }
}
