import Foundation

/// A fenced block that holds the spec as data rather than as program code: key/value lines
/// (YAML, a JSON-like `"key": value,`, a CSS-like `prop: value;`) nested by indentation, or a
/// layer tree drawn with `├─ └─ │` whose lines name a layer and then its properties. Both
/// become the same tree of keyed lines, read like nested list items (docs/spec-format.md §2.17).
struct DataLine {
    /// The key as written (`unit_label`, `"color"`, `.chip`), or a layer's name.
    var key: String
    /// The value, unquoted, with a trailing comment as a parenthesis (`typography.callout
    /// (16pt regular)`), so the reader reads the value and what the comment restates.
    var value: String
    /// True when the value was a quoted string (`text: "See all"`).
    var quoted = false
    var line: Int
    /// The scalar column (1-based) the value starts at.
    var column: Int
    var children: [DataLine] = []

    /// The key as words: `unit_label`, `marginHorizontal`, `--color-text` → `unit label`,
    /// `margin horizontal`, `color text`.
    var words: String {
        var out = ""
        var previous: Character?
        for character in key {
            if character == "_" || character == "-" || character == "." || character == "\"" || character == "'" {
                if !out.isEmpty, out.last != " " { out.append(" ") }
            } else if character.isUppercase, let previous, previous.isLowercase {
                out.append(" ")
                out.append(Character(character.lowercased()))
            } else {
                out.append(Character(character.lowercased()))
            }
            previous = character
        }
        return out.trimmed
    }
}

enum DataTree {
    /// Info strings of program code: never read as data, whatever their lines look like.
    static let programLanguages: Set<String> = [
        "swift", "kotlin", "kt", "java", "js", "javascript", "ts", "typescript", "jsx", "tsx", "dart", "objc", "objective-c", "c", "cpp",
        "c++", "python", "py", "sh", "bash", "zsh", "shell", "console", "ruby", "rb", "go", "rust", "rs", "html", "xml", "sql", "diff",
        "groovy", "gradle", "vue", "svelte", "php", "csharp", "cs",
    ]

    /// The block's lines as a tree, or nil when they are not key/value data or a layer tree.
    /// `lines` are the block's content lines with their line numbers.
    static func parse(info: String, lines: [(number: Int, text: String)]) -> (lines: [DataLine], isLayerTree: Bool)? {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard !programLanguages.contains(language) else { return nil }
        if let tree = layerTree(lines) { return (tree, true) }
        return keyValueTree(lines).map { ($0, false) }
    }

    // MARK: Key/value data

    static func keyValueTree(_ lines: [(number: Int, text: String)]) -> [DataLine]? {
        var entries: [(indent: Int, line: DataLine)] = []
        var content = 0
        for (number, raw) in lines {
            let indent = raw.prefix { $0 == " " || $0 == "\t" }.count
            var text = String(raw.dropFirst(indent))
            if text.isEmpty || text.hasPrefix("#") || text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") { continue }
            if text.allSatisfy({ "{}[](),; ".contains($0) }) { continue }
            content += 1
            // A sequence item (`- name: Chip`) is its key/value, one level deeper.
            var offset = indent
            if text.hasPrefix("- ") {
                text = String(text.dropFirst(2))
                offset += 2
            }
            guard let entry = keyValue(text, line: number, column: offset + 1) else { continue }
            entries.append((offset, entry))
        }
        // Data, not code: most of its lines are keys, and there are a few of them.
        guard entries.count >= 2, Double(entries.count) >= 0.7 * Double(content) else { return nil }
        var index = 0
        return nest(entries, &index, above: -1)
    }

    private static func nest(_ entries: [(indent: Int, line: DataLine)], _ index: inout Int, above: Int) -> [DataLine] {
        var out: [DataLine] = []
        while index < entries.count, entries[index].indent > above {
            var line = entries[index].line
            let indent = entries[index].indent
            index += 1
            line.children += nest(entries, &index, above: indent)
            out.append(line)
        }
        return out
    }

    /// `key: value  # comment`, `"key": "value",`, `prop: value;`, `.chip {`: the key, the
    /// value (a flow mapping `{ a: b, c: d }` as children on the same line) and its column.
    static func keyValue(_ text: String, line: Int, column: Int) -> DataLine? {
        let chars = Array(text)
        // The key: up to the first `:` outside quotes followed by a space or the end; or a
        // selector opening a block (`.chip {`).
        var keyEnd: Int?
        for position in unquotedPositions(chars) {
            let character = chars[position]
            if character == ":", position + 1 == chars.count || chars[position + 1] == " " {
                keyEnd = position
                break
            }
            if character == "{" || character == "(" || character == "=" { break }
        }
        if keyEnd == nil, text.hasSuffix("{") {
            let key = String(text.dropLast()).trimmed
            guard !key.isEmpty, key.count <= 40 else { return nil }
            return DataLine(key: key, value: "", line: line, column: column)
        }
        guard let keyEnd else { return nil }
        var key = String(chars[..<keyEnd]).trimmed
        if key.count >= 2, let first = key.first, first == "\"" || first == "'", key.last == first { key = String(key.dropFirst().dropLast()) }
        guard !key.isEmpty, key.count <= 40, key.allSatisfy({ $0.isLetter || $0.isNumber || "_-. $@".contains($0) }),
            key.split(separator: " ").count <= 4
        else { return nil }
        var start = keyEnd + 1
        while start < chars.count, chars[start] == " " { start += 1 }
        let (value, comment) = splitComment(String(chars[start...]))
        var entry = DataLine(key: key, value: "", line: line, column: column + start)
        var body = value.trimmed
        while let last = body.last, last == "," || last == ";" || last == "{" { body = String(body.dropLast()).trimmed }
        if body.hasPrefix("{"), body.hasSuffix("}") {
            let inner = String(body.dropFirst().dropLast())
            var searchFrom = 0
            for piece in splitTopLevel(inner) {
                let trimmed = piece.trimmed
                guard !trimmed.isEmpty else { continue }
                let at = chars[min(start + searchFrom, chars.count)...].firstRange(of: Array(trimmed))?.lowerBound ?? start
                searchFrom = at - start + trimmed.count
                if let child = keyValue(trimmed, line: line, column: column + at) { entry.children.append(child) }
            }
            if let comment, let last = entry.children.indices.last {
                entry.children[last].value += (entry.children[last].value.isEmpty ? "" : " ") + "(\(comment))"
            }
            return entry
        }
        if body.count >= 2, let first = body.first, first == "\"" || first == "'", body.last == first {
            body = String(body.dropFirst().dropLast())
            entry.quoted = true
            entry.column += 1
        }
        entry.value = body
        if let comment, !comment.isEmpty { entry.value += (body.isEmpty ? "" : " ") + "(\(comment))" }
        return entry
    }

    /// A value and its trailing comment (`# …`, `// …`): a `#` starts a comment when a space
    /// comes before it and it does not open a hex color; quotes are removed from the comment.
    static func splitComment(_ text: String) -> (String, String?) {
        let chars = Array(text)
        for position in unquotedPositions(chars) {
            let character = chars[position]
            let afterSpace = position == 0 || chars[position - 1] == " "
            if character == "#", afterSpace, !opensHex(chars, position) || position == 0 && chars.count > 1 && chars[1] == " " {
                return (String(chars[..<position]), cleanComment(String(chars[(position + 1)...])))
            }
            if character == "/", afterSpace, position + 1 < chars.count, chars[position + 1] == "/" {
                return (String(chars[..<position]), cleanComment(String(chars[(position + 2)...])))
            }
        }
        return (text, nil)
    }

    /// The positions of `chars` outside quoted runs (`"…"`, `'…'`), the quote marks left out.
    private static func unquotedPositions(_ chars: [Character]) -> [Int] {
        var positions: [Int] = []
        var quote: Character?
        for (position, character) in chars.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else {
                positions.append(position)
            }
        }
        return positions
    }

    private static func opensHex(_ chars: [Character], _ position: Int) -> Bool {
        var end = position + 1
        while end < chars.count, chars[end].isHexDigit { end += 1 }
        let count = end - position - 1
        return [3, 4, 6, 8].contains(count) && (end == chars.count || !chars[end].isLetter && !chars[end].isNumber)
    }

    private static func cleanComment(_ text: String) -> String? {
        let cleaned = text.replacingOccurrences(of: "\"", with: "").trimmed
        return cleaned.isEmpty ? nil : cleaned
    }

    private static func splitTopLevel(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if "{[(".contains(character) {
                depth += 1
            } else if "}])".contains(character) {
                depth -= 1
            } else if character == ",", depth == 0 {
                out.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        out.append(current)
        return out
    }

    // MARK: Layer trees

    /// Branch marks of a drawn tree: `├─`, `└─` (and ASCII `|--`, `` `-- ``, `+--`).
    static func branch(_ chars: [Character]) -> Int? {
        for (position, character) in chars.enumerated() {
            if "├└+`".contains(character), position + 1 < chars.count, "─-".contains(chars[position + 1]) { return position }
            if !"│| \t".contains(character) { return nil }
        }
        return nil
    }

    /// A layer tree: most lines hang from a branch mark; each names a layer and, after a run of
    /// two or more spaces, its properties. The depth is the branch's column among the block's
    /// branch columns; a line with no branch is a root.
    static func layerTree(_ lines: [(number: Int, text: String)]) -> [DataLine]? {
        var rows: [(column: Int?, number: Int, chars: [Character])] = []
        var branched = 0
        for (number, text) in lines {
            let chars = Array(text)
            guard chars.contains(where: { !"│| \t".contains($0) }) else { continue }
            let column = branch(chars)
            if column != nil { branched += 1 }
            rows.append((column, number, chars))
        }
        guard branched >= 2, Double(branched) >= 0.6 * Double(rows.count) else { return nil }
        let columns = Array(Set(rows.compactMap(\.column))).sorted()
        var entries: [(indent: Int, line: DataLine)] = []
        for row in rows {
            var start = 0
            var depth = 0
            if let column = row.column {
                depth = (columns.firstIndex(of: column) ?? 0) + 1
                start = column + 1
                while start < row.chars.count, "─- ".contains(row.chars[start]) { start += 1 }
            } else {
                while start < row.chars.count, row.chars[start] == " " { start += 1 }
            }
            // The name ends at a run of two or more spaces (or a tab); the properties follow.
            var end = start
            while end < row.chars.count, !(row.chars[end] == "\t" || row.chars[end] == " " && end + 1 < row.chars.count && row.chars[end + 1] == " ") { end += 1 }
            let name = String(row.chars[start..<end]).trimmed
            var valueStart = end
            while valueStart < row.chars.count, row.chars[valueStart] == " " || row.chars[valueStart] == "\t" { valueStart += 1 }
            let value = valueStart < row.chars.count ? String(row.chars[valueStart...]).trimmed : ""
            guard !name.isEmpty else { continue }
            entries.append((depth, DataLine(key: name, value: value, line: row.number, column: valueStart + 1)))
        }
        var index = 0
        return nest(entries, &index, above: -1)
    }
}
