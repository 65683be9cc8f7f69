import DesignModel
import Diagnostics
import MarkdownSource

/// A list item (or lead-in paragraph) as the grammar sees it (docs/spec-format.md §2.4.1):
/// a status marker, a key, a value, its nested items, and where each part is on the line.
struct RawItem {
    var marker: String?
    /// Nil when the paragraph has no `key:` (the item is documentation).
    var key: String?
    var value: String
    /// The whole paragraph text, marker removed.
    var text: String
    /// The item's line, from the start of its text.
    var range: SourceRange
    /// The value's span on the line (the item's start when the value is empty).
    var valueRange: SourceRange
    var children: [RawItem]
    /// True when the children come from an ordered list.
    var childrenOrdered: Bool
    /// Other blocks of the item (paragraphs after the first, code), as documentation.
    var extra: [SpecBlock]
    /// True for a lead-in paragraph (`States:` followed by a list).
    var isLeadIn = false
    /// The last line of the item's first paragraph, when it is hard-wrapped over several.
    var endLine: Int?

    var hasChildren: Bool { !children.isEmpty }
}

/// The file's lines, for columns that count Unicode scalars (cmark reports bytes) and for
/// finding a value's column on its line.
struct LineMap {
    let file: String
    private let lines: [Substring]
    /// Every line lowercased (`lowercasedFast`), made once for the readers that look for words
    /// in any case on every line.
    let lowered: [String]
    /// The lowered lines joined, for `anyLineHolds`.
    private let loweredText: String

    init(file: String, text: String) {
        self.file = file
        self.lines = text.lineSlices()
        self.lowered = lines.map { $0.lowercasedFast() }
        self.loweredText = lowered.joined(separator: "\n")
    }

    /// Every line as written, the document's text split once for all the readers that walk it.
    var slices: [Substring] { lines }

    /// Whether a line, its spaces and tabs trimmed, starts with a code fence (```` ``` ```` or
    /// `~~~`). Most lines' first byte after the indentation rules them out.
    static func opensFence(_ raw: Substring) -> Bool {
        let mark = raw.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return false }
        let trimmed = String(raw).trimmed
        return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
    }

    /// Whether any line holds one of `words` (lowercase): one byte search of the whole
    /// lowercased text for each word, so that a reader looking for rare words skips a document
    /// without them instead of searching every line.
    func anyLineHolds(_ words: [String]) -> Bool {
        words.contains { loweredText.containsBytes($0) }
    }

    func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        return line.hasSuffix("\r") ? line.dropLast() : line
    }

    /// What stands on a location's line before its (scalar) column.
    func text(before location: SourceLocation) -> String? {
        guard let raw = line(location.line) else { return nil }
        return String(String.UnicodeScalarView(raw.unicodeScalars.prefix(max(0, location.column - 1))))
    }

    /// The scalar column of a 1-based byte column on `line`.
    func scalarColumn(line number: Int, byteColumn: Int) -> Int {
        guard let line = line(number), byteColumn > 1 else { return max(1, byteColumn) }
        let utf8 = line.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(byteColumn - 1, utf8.count))
        return line[..<end].unicodeScalars.count + 1
    }

    /// A range on one line from a node's (byte-based) start.
    func range(of node: MarkdownNode) -> SourceRange {
        let lineNumber = node.range.start.line
        let column = scalarColumn(line: lineNumber, byteColumn: node.range.start.column)
        let width = line(lineNumber).map { $0.unicodeScalars.count + 1 - column } ?? 1
        return SourceRange(
            file: file, start: SourceLocation(line: lineNumber, column: column),
            end: SourceLocation(line: lineNumber, column: column + max(1, width)))
    }

    /// A whole line, from its first non-blank character.
    func lineRange(_ number: Int) -> SourceRange {
        let text = line(number) ?? ""
        let indent = text.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
        let width = text.unicodeScalars.count
        return SourceRange(
            file: file, start: SourceLocation(line: number, column: indent + 1), end: SourceLocation(line: number, column: max(indent + 2, width + 1)))
    }

    /// The span of `value` on `lineNumber` at or after `fromColumn`, when it can be found there
    /// (markup such as `**` may hide it; then the item's start is used).
    func locate(_ value: String, line lineNumber: Int, from fromColumn: Int, fallback: SourceRange) -> SourceRange {
        guard let line = line(lineNumber), !value.isEmpty else { return fallback }
        let scalars = Array(line.unicodeScalars)
        let needle = Array(value.unicodeScalars.prefix(24))
        guard needle.count <= scalars.count else { return fallback }
        var start = max(0, fromColumn - 1)
        while start + needle.count <= scalars.count {
            if Array(scalars[start..<(start + needle.count)]) == needle {
                let length = min(value.unicodeScalars.count, scalars.count - start)
                return SourceRange(
                    file: file, start: SourceLocation(line: lineNumber, column: start + 1),
                    end: SourceLocation(line: lineNumber, column: start + 1 + max(1, length)))
            }
            start += 1
        }
        return fallback
    }
}

enum ItemExtraction {
    static let markers = ["✅", "✔️", "✔", "✓", "☑️", "☑", "❌", "⚠️", "⚠"]

    /// `marker? key ":" value`: the key is the text before the first `:` followed by a space
    /// or the end, when it is 1–6 words, at most 40 characters (a trailing parenthetical not
    /// counted), not starting with a quote or a digit-only word.
    static func splitKey(_ raw: String) -> (marker: String?, key: String?, value: String, text: String) {
        var text = raw.trimmed
        var marker: String?
        // A task list's box (`- [ ] Character count: 13sp`, `- [x] …`) says whether the line is
        // done, not what it states.
        if text.utf8.first == UInt8(ascii: "["), let box = ["[ ] ", "[x] ", "[X] "].first(where: { text.hasPrefix($0) }) {
            marker = String(box.dropLast())
            text = String(text.dropFirst(box.count)).trimmed
        }
        if let first = text.unicodeScalars.first, !first.isASCII {
            for candidate in markers where text.hasPrefix(candidate) {
                marker = candidate
                text = String(text.dropFirst(candidate.count)).trimmed
                break
            }
        }
        // The first `:` outside parentheses followed by a space or the end (byte scan: `:`,
        // `(`, `)` and ` ` are ASCII, so UTF-8 offsets are safe split points), or written
        // tight against its value (`Text:White`, `Fill:#FF6B6B`; see `isTightColon`).
        let utf8 = text.utf8
        var depth = 0
        var colon: String.Index?
        var index = utf8.startIndex
        var previous: UInt8?
        while index != utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if byte == UInt8(ascii: ":"), depth == 0,
                next == utf8.endIndex || utf8[next] == UInt8(ascii: " ") || isTightColon(before: previous, after: utf8[next], key: text[..<index])
            {
                colon = index
                break
            }
            previous = byte
            index = next
        }
        guard let colon else {
            if let (key, value) = equalsKey(text) { return (marker, key, value, text) }
            return (marker, nil, "", text)
        }
        let key = String(text[..<colon]).trimmed
        let value = String(text[text.index(after: colon)...]).trimmed
        // `display name = inline input inside its row: 40px tall, bg #F9FAFB`: the name before
        // ` = ` and what it is (`display name inline input`), up to where it is placed.
        if let equals = key.textRange(of: " = "), equalsKey(text) != nil {
            let name = String(key[..<equals.lowerBound]).trimmed
            let kind = key[equals.upperBound...].split(separator: " ").prefix { !Self.placeWords.contains($0.lowercased()) }.prefix(3)
            return (marker, ([name] + kind.map(String.init)).joined(separator: " "), value, text)
        }
        guard isValidKey(key) else { return (marker, nil, "", text) }
        return (marker, key, value, text)
    }

    static let placeWords: Set<String> = ["in", "inside", "on", "under", "below", "above", "beside", "next", "within", "at", "over", "for", "with"]

    /// `entry card = bg #FFFFFF, radius 12px`: a name of one to four words, ` = `, and values
    /// with a role word among them, written as `Name: values` would be. A name defined as a
    /// color alone (`Mist = #777777`) is a palette entry, and a formula (`1rem = 16px`) no key.
    static func equalsKey(_ text: String) -> (key: String, value: String)? {
        guard let equals = text.textRange(of: " = ") else { return nil }
        let key = String(text[..<equals.lowerBound]).trimmed
        let value = String(text[equals.upperBound...]).trimmed
        let words = key.split(separator: " ")
        // `Fill = emotion colour at 100 %`: a property set equal to another's is a sentence.
        guard (1...4).contains(words.count), key.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }), !value.contains(" = "), KeyTable.property(key) == nil,
            words.count > 1 || (RoleWords.colorRole(key.lowercased()) == nil && RoleWords.sizeRole(key.lowercased()) == nil)
        else { return nil }
        let valueWords = value.lowercased().split { !$0.isLetter }.map(String.init)
        guard valueWords.contains(where: { RoleWords.colorRole($0) != nil || RoleWords.sizeRole($0) != nil }) else { return nil }
        return (key, value)
    }

    /// A colon with no space after it separates a key from its value only between a word and
    /// the start of a value — a hex color, a code span, a capitalized color or token name, a
    /// number (`Text:White`, `Fill:#FF6B6B`, `Height:44pt`). Ratios and times have a digit
    /// before their colon (`4.5:1`, `10:24`, `2:41 PM`); URLs, CSS selectors and utility
    /// classes (`https://…`, `a:hover`, `hover:bg-white/10`) and German gender forms
    /// (`Nutzer:innen`) go on in lowercase, a slash or a second colon.
    static func isTightColon(before: UInt8?, after: UInt8, key: Substring) -> Bool {
        guard let before, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(before | 0x20) || before == UInt8(ascii: ")") else { return false }
        let startsValue = after == UInt8(ascii: "#") || after == UInt8(ascii: "`") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(after)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(after)
        guard startsValue else { return false }
        let lowered = key.lowercased()
        return !["http", "https", "mailto", "tel", "ftp", "file", "data"].contains(lowered) && !lowered.contains(".") && !lowered.hasPrefix("#")
    }

    /// Marks that open a quotation: a key does not start with one.
    static let quoteMarks: Set<Character> = ["\"", "“", "”", "'", "‘", "’"]

    static func isValidKey(_ key: String) -> Bool {
        guard let first = key.first else { return false }
        // Only a character starting with a byte outside ASCII, `"` or `'` can be a quote mark.
        if let byte = key.utf8.first, byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"), ItemExtraction.quoteMarks.contains(first) {
            return false
        }
        var counted = key
        if key.utf8.contains(UInt8(ascii: ")")), let (rest, _) = Normalize.trailingParenthetical(key), !rest.isEmpty { counted = rest }
        guard counted.utf8.count <= 40 || counted.count <= 40 else { return false }
        guard counted.isASCIIText else {
            let words = Normalize.words(counted)
            guard (1...6).contains(words.count) else { return false }
            if let firstWord = words.first, firstWord.allSatisfy(\.isNumberFast) { return false }
            return true
        }
        // `Normalize.words` of a text of ASCII, counted over its bytes without making the words.
        var count = 0
        var inWord = false
        var firstIsNumber = true
        for byte in counted.utf8 {
            if byte == UInt8(ascii: " ") {
                inWord = false
                continue
            }
            if !inWord {
                count += 1
                inWord = true
            }
            if count == 1, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { firstIsNumber = false }
        }
        return (1...6).contains(count) && !firstIsNumber
    }

    /// Items of a list node.
    static func items(of list: MarkdownNode, lines: LineMap) -> [RawItem] {
        list.children.compactMap { item in
            guard case .item = item.kind else { return nil }
            return rawItem(item, lines: lines)
        }
    }

    static func rawItem(_ item: MarkdownNode, lines: LineMap) -> RawItem {
        var paragraphText = ""
        var paragraphNode: MarkdownNode?
        var children: [RawItem] = []
        var ordered = false
        var extra: [SpecBlock] = []
        for (offset, block) in item.children.enumerated() {
            switch block.kind {
            case .paragraph where offset == 0:
                paragraphText = block.plainText
                paragraphNode = block
            case .list(let isOrdered):
                if children.isEmpty { ordered = isOrdered }
                children += items(of: block, lines: lines)
            default:
                extra.append(BlockConversion.block(block, lines: lines))
            }
        }
        let anchor = paragraphNode ?? item
        let range = lines.range(of: anchor)
        let (marker, key, value, text) = splitKey(paragraphText)
        var valueRange = range
        if key != nil, !value.isEmpty {
            valueRange = lines.locate(value, line: range.start.line, from: range.start.column + (key?.count ?? 0), fallback: range)
        }
        return RawItem(
            marker: marker, key: key, value: value, text: text, range: range, valueRange: valueRange, children: children,
            childrenOrdered: ordered, extra: extra, endLine: paragraphNode.map { max(range.start.line, $0.range.end.line) })
    }

    /// A lead-in: a paragraph whose whole text is `key:` (§2.4.2).
    static func leadInKey(_ paragraph: MarkdownNode) -> String? {
        let text = paragraph.plainText.trimmed
        guard text.hasSuffix(":") else { return nil }
        let (_, key, value, _) = splitKey(text)
        guard let key, value.isEmpty else { return nil }
        return key
    }

    /// Words a design tool's export writes before a layer's name (`**Layer** `btn/back``).
    static let layerKindWords: Set<String> = ["layer", "frame", "group", "component", "instance", "symbol", "node", "element"]

    /// A one-line paragraph that is only a bold name (`**`hero-heading`**`, `**Save button**`,
    /// `**Layer** `btn/back``), perhaps glossed in parentheses (`**`nav`** (Navbar component)`):
    /// over a list, it names the element the list describes (`ElementLabelReading`).
    /// `gloss`: a dash and words after the name (`**Close button** — left, 4 dp from the edge`)
    /// still leave the name the label, as over a list of the element's properties.
    /// `titleLine`: only the paragraph's first line is the label, and the lines after it describe
    /// the element in prose (`**Filter button**` over `Opens the filter sheet.` over its list).
    static func boldLabel(_ paragraph: MarkdownNode, gloss: Bool = false, titleLine: Bool = false) -> String? {
        var children = paragraph.children[...]
        if let lineEnd = children.firstIndex(where: { $0.kind == .softBreak || $0.kind == .lineBreak }) {
            guard titleLine else { return nil }
            children = children[..<lineEnd]
        }
        guard let first = children.first, first.kind == .strong else { return nil }
        var name = first.plainText.trimmed
        var named = children.dropFirst()
        // `**Layer** `btn/back``: a design tool's kind word in bold, then the layer's own name.
        if layerKindWords.contains(name.lowercased()), let index = named.firstIndex(where: { !($0.kind == .text && $0.plainText.trimmed.isEmpty) }),
            named[index].kind == .code
        {
            name = named[index].plainText.trimmed
            named = named[(index + 1)...]
        }
        guard !name.isEmpty, name.count <= 60, !name.hasSuffix(":"), name.contains(where: \.isLetterFast) else { return nil }
        let rest = named.map(\.plainText).joined().trimmed
        if rest.isEmpty { return name }
        if gloss, let dash = rest.first, "—–-".contains(dash), rest.dropFirst().hasPrefix(" ") { return name }
        guard rest.hasPrefix("("), rest.hasSuffix(")"), !rest.dropFirst().contains("(") else { return nil }
        return name + " " + rest
    }
}

/// Markdown blocks as documentation (§2.13), structure and plain text only.
enum BlockConversion {
    static func block(_ node: MarkdownNode, lines: LineMap) -> SpecBlock {
        let range = lines.range(of: node)
        switch node.kind {
        case .heading(let level): return SpecBlock(kind: .heading(level: level, text: node.plainText), range: range)
        case .paragraph:
            if node.children.count == 1, case .image(let source, _) = node.children[0].kind {
                return SpecBlock(kind: .image(source: source, alt: node.children[0].plainText), range: range)
            }
            return SpecBlock(kind: .paragraph(node.plainText), range: range)
        case .list(let ordered):
            let items = node.children.map { item -> SpecBlock in
                let first = item.children.first.map { $0.kind == .paragraph ? $0.plainText : "" } ?? ""
                let rest = item.children.dropFirst(first.isEmpty ? 0 : 1).map { block($0, lines: lines) }
                return SpecBlock(kind: .item(text: first, blocks: rest), range: lines.range(of: item))
            }
            return SpecBlock(kind: .list(ordered: ordered, items: items), range: range)
        case .codeBlock(let info): return SpecBlock(kind: .code(info: info, text: node.literal ?? ""), range: range)
        case .blockQuote: return SpecBlock(kind: .quote(node.children.map { block($0, lines: lines) }), range: range)
        case .htmlBlock: return SpecBlock(kind: .html(node.literal ?? ""), range: range)
        case .thematicBreak: return SpecBlock(kind: .thematicBreak, range: range)
        case .table:
            let rows = node.children.map { row in row.children.map { $0.plainText.trimmed } }
            return SpecBlock(kind: .table(header: rows.first ?? [], rows: Array(rows.dropFirst())), range: range)
        default: return SpecBlock(kind: .paragraph(node.plainText), range: range)
        }
    }

    /// An item kept as documentation.
    static func item(_ item: RawItem) -> SpecBlock {
        SpecBlock(kind: .item(text: item.text, blocks: item.children.map(self.item) + item.extra), range: item.range)
    }
}
