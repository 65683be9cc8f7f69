import DesignModel
import Diagnostics
import Foundation
import MarkdownSource

/// Collects the property lines of node bodies (docs/spec-format.md §2.16) so coverage can say
/// of each whether it was read, is prose, or was not understood.
extension DocumentBuilder {
    mutating func recordCandidates(_ parts: [BodyPart], node: Int) {
        let screen = screen(of: node)
        for part in parts {
            switch part {
            case .items(let items, _):
                for item in items { recordCandidate(item, screen: screen) }
            case .table(let table, _):
                let rows = table.children.filter { if case .tableRow = $0.kind { true } else { false } }
                for row in rows.dropFirst() {
                    let values = cells(row)
                    guard values.contains(where: { !$0.isEmpty }) else { continue }
                    draft.candidates.append(LineCandidate(
                        key: values.first, value: values.dropFirst().joined(separator: " | "), text: values.joined(separator: " | "),
                        range: draft.lines.range(of: row), screen: screen, isTableRow: true))
                }
            case .block(let block):
                guard case .paragraph = block.kind else { continue }
                recordProseLines(block, screen: screen)
            }
        }
    }

    /// A keyed item is a candidate; a group (`Typography:` with children) is not, its children are.
    mutating func recordCandidate(_ item: RawItem, screen: Int?) {
        let isGroup = item.value.isEmpty && item.hasChildren
        if !isGroup, !(item.key != nil && item.value.isEmpty) {
            draft.candidates.append(LineCandidate(key: item.key, value: item.value, text: item.text, range: item.range, screen: screen))
        }
        for child in item.children { recordCandidate(child, screen: screen) }
    }

    /// `Press zone: 40 pt` written as a line of a paragraph: a candidate when its key is short.
    mutating func recordProseLines(_ paragraph: MarkdownNode, screen: Int?) {
        let start = paragraph.range.start.line
        for number in start...max(start, paragraph.range.end.line) {
            guard let raw = draft.lines.line(number), raw.utf8.contains(UInt8(ascii: ":")) else { continue }
            let plain = Self.unmarked(raw)
            let (_, key, value, text) = ItemExtraction.splitKey(plain)
            guard let key, !value.isEmpty, key.split(separator: " ").count <= 4 else { continue }
            let width = draft.lines.line(number).map { $0.unicodeScalars.count } ?? 1
            let range = SourceRange(
                file: draft.document.file, start: SourceLocation(line: number, column: 1), end: SourceLocation(line: number, column: width + 1))
            draft.candidates.append(LineCandidate(key: key, value: value, text: text, range: range, screen: screen))
        }
    }
}

/// Properties stated in prose under a node: `Background: #1A1D1F` written as a line of a
/// paragraph, and sentences such as "The screen background is White in light mode and #1A1D1F
/// in dark mode." (docs/spec-format.md §2.4.5).
extension DocumentBuilder {
    /// Each sentence of a paragraph as an item of its line, for sections that read claims.
    func sentenceItems(_ paragraph: MarkdownNode) -> [RawItem] {
        var items: [RawItem] = []
        let start = paragraph.range.start.line
        for number in start...max(start, paragraph.range.end.line) {
            guard let raw = draft.lines.line(number) else { continue }
            let lineRange = draft.lines.lineRange(number)
            for sentence in Self.claimSentences(Self.unmarked(raw)) {
                let (_, key, value, text) = ItemExtraction.splitKey(sentence.trimmed)
                let valueRange = draft.lines.locate(value, line: number, from: 1, fallback: lineRange)
                items.append(RawItem(
                    marker: nil, key: key, value: value, text: text, range: lineRange, valueRange: valueRange, children: [],
                    childrenOrdered: false, extra: []))
            }
        }
        return items
    }

    /// Sentences ending in `. ` or a final `.`; dots inside a token path (`typography.body`) or a
    /// number (`7.1:1`) do not end one.
    static func claimSentences(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == ".", next == nil || next == " " {
                out.append(current.trimmed)
                current = ""
            } else {
                current.append(character)
            }
        }
        out.append(current.trimmed)
        return out.filter { !$0.isEmpty }
    }

    mutating func readProse(_ paragraph: MarkdownNode, node: Int) {
        let start = paragraph.range.start.line
        for number in start...max(start, paragraph.range.end.line) {
            guard let raw = draft.lines.line(number), Self.mayStateProperty(raw) else { continue }
            let plain = Self.unmarked(raw)
            let lineRange = draft.lines.lineRange(number)
            var (_, key, value, text) = ItemExtraction.splitKey(plain)
            if value.hasSuffix("."), !value.hasSuffix("..") { value = String(value.dropLast()).trimmed }
            if let key, !value.isEmpty, let property = KeyTable.property(key), ValueShape.checkedKinds.contains(property.kind) {
                let valueRange = draft.lines.locate(value, line: number, from: 1, fallback: lineRange)
                let item = RawItem(
                    marker: nil, key: key, value: value, text: text, range: lineRange, valueRange: valueRange, children: [],
                    childrenOrdered: false, extra: [])
                resolveItem(item, node: node, group: nil, scope: SpecQualifiers())
                continue
            }
            // A quoted string in a sentence under a component is its text ("The main action,
            // labelled “Pay”."), unless a `Text:` line gives it.
            if key == nil, draft.nodes[node].kind != .screen, draft.nodes[node].property("Text") == nil,
                let quoted = Self.statedText(Normalize.text(plain))
            {
                appendEntry(node, key: "Text", kind: .text, SpecEntry(
                    qualifiers: SpecQualifiers(), value: .text(SpecTextValue(text: quoted.0, isQuoted: true)), written: quoted.0,
                    writtenKey: "", range: lineRange), derived: true)
            }
            for sentence in Self.sentences(plain) {
                guard let (key, value) = Self.statedProperty(sentence) else { continue }
                let valueRange = draft.lines.locate(value, line: number, from: 1, fallback: lineRange)
                let item = RawItem(
                    marker: nil, key: key, value: value, text: sentence, range: lineRange, valueRange: valueRange, children: [],
                    childrenOrdered: false, extra: [])
                if let property = KeyTable.property(key) {
                    addProperty(property, item: item, node: node, group: nil, scope: SpecQualifiers())
                }
            }
        }
    }

    /// Words after which a quoted string is the node's own text ("labelled “Pay”", "a chip
    /// reading “Add coupon”", "The saved card, “Visa”") rather than another's ("after tapping “Save”").
    static let textVerbs: Set<String> = [
        "labelled", "labeled", "reads", "reading", "says", "saying", "shows", "showing", "displays", "displaying", "titled", "text",
        "label", "reads:", "says:",
    ]

    static func statedText(_ line: String) -> (String, Substring)? {
        guard let ((quoted, rest), index) = Lex.first(in: line, { Lex.quoted($0) }) else { return nil }
        let before = line[..<index].trimmingCharacters(in: .whitespaces)
        let lastWord = before.split(separator: " ").last.map { $0.lowercased() } ?? ""
        guard before.hasSuffix(",") || textVerbs.contains(lastWord) else { return nil }
        return (quoted, rest)
    }

    /// A cheap test before the real reading: a `:`, a quote, or ` is `/` are `.
    static func mayStateProperty(_ line: Substring) -> Bool {
        for byte in line.utf8 where byte == UInt8(ascii: ":") || byte == UInt8(ascii: "\"") || byte == 0xE2 { return true }
        return line.contains(" is ") || line.contains(" are ")
    }

    /// The line without `**` and backticks.
    static func unmarked(_ line: Substring) -> String {
        guard line.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "`") }) else { return String(line).trimmed }
        return String(line).replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "").trimmed
    }

    static func sentences(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if character == ".", depth == 0, current.last.map({ !$0.isNumber }) ?? true {
                out.append(current.trimmed)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmed.isEmpty { out.append(current.trimmed) }
        return out
    }

    /// "The screen background is X", "Its background color is X", "Background is X": the key
    /// (a background, text color, touch target … synonym) and the value after `is`.
    static func statedProperty(_ sentence: String) -> (String, String)? {
        guard let verb = sentence.range(of: " is ", options: .caseInsensitive) ?? sentence.range(of: " are ", options: .caseInsensitive)
        else { return nil }
        var subject = String(sentence[..<verb.lowerBound]).lowercased().trimmed
        for article in ["the ", "its ", "this screen's ", "the screen's ", "screen ", "this "] where subject.hasPrefix(article) {
            subject = String(subject.dropFirst(article.count))
        }
        for article in ["screen ", "screen's ", "page ", "page's ", "overall "] where subject.hasPrefix(article) {
            subject = String(subject.dropFirst(article.count))
        }
        guard let property = KeyTable.property(subject), property.kind == .background || property.kind == .touchTarget else { return nil }
        let value = String(sentence[verb.upperBound...]).trimmed
        return value.isEmpty ? nil : (subject, value)
    }
}

/// A section named after a property of its parent (`### Background` under a screen): its first
/// sentence, or its list (`- Light: …`, `- Dark: …`), is the property's value.
extension DocumentBuilder {
    mutating func readPropertySection(owner: Int, property: KeyTable.Property, heading: SourceRange, _ blocks: [MarkdownNode]) {
        session.currentNode = nodeKey(owner)
        let parts = bodyParts(blocks)
        recordCandidates(parts, node: owner)
        for part in parts {
            switch part {
            case .items(let items, let ordered):
                draft.nodes[owner].documentation += items.map(BlockConversion.item)
                let item = RawItem(
                    marker: nil, key: property.key, value: "", text: property.key, range: heading, valueRange: heading, children: items,
                    childrenOrdered: ordered, extra: [])
                addProperty(property, item: item, node: owner, group: nil, scope: SpecQualifiers())
            case .block(let block):
                draft.nodes[owner].documentation.append(BlockConversion.block(block, lines: draft.lines))
                guard case .paragraph = block.kind else { continue }
                let number = block.range.start.line
                guard let raw = draft.lines.line(number) else { continue }
                let plain = String(raw).replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "").trimmed
                guard let sentence = Self.sentences(plain).first else { continue }
                var value = sentence
                for tail in [" in both modes", " in every mode", " in all modes", " everywhere"] where value.lowercased().hasSuffix(tail) {
                    value = String(value.dropLast(tail.count))
                }
                let lineRange = draft.lines.lineRange(number)
                let valueRange = draft.lines.locate(value, line: number, from: 1, fallback: lineRange)
                let item = RawItem(
                    marker: nil, key: property.key, value: value, text: sentence, range: lineRange, valueRange: valueRange, children: [],
                    childrenOrdered: false, extra: [])
                draft.candidates.removeAll { $0.range.start.line == number }
                draft.candidates.append(LineCandidate(key: property.key, value: value, text: plain, range: lineRange, screen: screen(of: owner)))
                addProperty(property, item: item, node: owner, group: nil, scope: SpecQualifiers())
            case .table(let table, let caption):
                draft.nodes[owner].documentation.append(BlockConversion.block(table, lines: draft.lines))
                readTable(table, caption: caption, node: owner)
            }
        }
    }
}
