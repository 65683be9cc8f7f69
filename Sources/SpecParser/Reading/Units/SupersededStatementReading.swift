import DesignModel
import Foundation
import MarkdownSource

/// Specs written as conversations state a value and then change it: a reply above a quoted
/// older message, a P.S., a later comment. The older statement is history, not the design:
/// a quoted message (a block quote in a document that carries mail headers or `… wrote:`
/// lines) gives way wherever a statement outside the quotes names the same element and
/// property, and a value marked as old where it is written (`was 44pt`, `~~#636E72~~`,
/// `changed from 70%`) is never the design. Both stay read, as a note at their line.
enum SupersededStatementReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "superseded-statement", title: "Statements a later one supersedes",
        summary: "In a document written as a conversation — one with mail headers (`From:`, `Subject:`, `---------- Forwarded message`) or `On …, X wrote:` lines — a block quote is an older message. A value it gives is history wherever a statement outside the quotes names the same element (by its name words: the quoted `Heart (favourite) button` is the reply's `heart`; words of the element's own line and of the line that opens its block count) and the same property (a hit area supersedes a quoted visual size); the quoted value stays read, as a note, and unlisted quoted values still hold. A value marked as old where it is written (`was 44pt`, `previously 10pt`, `changed from 70%`, `not 10pt`, `~~#636E72~~`) is never the design.",
        examples: [
            SpecReadingExample(
                """
                **Subject:** Re: Weekly recap

                Canvas: White #FFFFFF

                - Heart: 44×44pt hit area, glyph stays 22pt.

                On Fri, 7 Mar 2025 at 17:48, Maya wrote:

                > - Heart (favourite) button: 32×32pt, top-right of the photo.
                > - Close button: 24×24pt tap area.
                """,
                facts: ["target Heart: 44×44", "target Close button: 24×24"],
                absent: ["target Heart (favourite) button: 32×32"]),
            SpecReadingExample(
                """
                ## Header

                Canvas: White #FFFFFF

                - "Clear all" button: hit area 64×28pt (was 44pt tall).
                """,
                facts: ["target \"Clear all\" button: 64×28"],
                absent: ["target \"Clear all\" button: ?×44"]),
        ])

    /// Words that mark the value right after them as an old one (`was 44pt`, `changed from 70%`).
    static let oldValueLeads = [
        "was", "were", "previously", "formerly", "old", "old:", "not", "instead of", "no longer", "changed from", "reduced from", "increased from",
        "bumped from", "dropped from", "shrunk from", "down from", "up from", "moved from", "went from", "used to be",
    ]

    /// Words that name no element of their own: kinds of element, roles and filler. A quoted
    /// name is matched to a later one by the words left.
    static let genericWords: Set<String> = [
        "the", "and", "with", "for", "its", "this", "that", "are", "has", "have", "our", "your", "their", "from", "into", "onto", "under", "over",
        "above", "below", "inside", "each", "all", "any", "one", "two", "button", "buttons", "text", "label", "labels", "icon", "icons", "title",
        "row", "rows", "field", "card", "cards", "bar", "line", "color", "colour", "screen", "glyph", "fill", "background", "border", "size",
        "area", "hit", "tap", "touch", "target", "top", "right", "left", "bottom", "light", "dark", "mode", "both", "modes", "gets", "get", "stays",
        "now", "yep", "yes", "also", "still", "just", "new", "old",
    ]
}

extension DocumentBuilder {
    /// Drops what later statements supersede (`SupersededStatementReading`), leaving a note at
    /// each dropped value so its line stays read.
    mutating func dropSupersededStatements(_ root: MarkdownNode) {
        dropOldMarkedValues()
        let older = olderMessageLines(root)
        guard !older.isEmpty else { return }
        let file = draft.document.file
        struct Statement {
            var node: Int
            var property: Int
            var entry: Int
            var key: String
            var qualifiers: SpecQualifiers
            var line: Int
            var context: Set<String>
            var own: Set<String>
        }
        var statements: [Statement] = []
        for (nodeIndex, node) in draft.nodes.enumerated() {
            let own = Self.identityWords(node.name + " " + node.heading, glosses: false)
            for (propertyIndex, property) in node.properties.enumerated() {
                for (entryIndex, entry) in property.entries.enumerated() where entry.range.file == file {
                    let line = entry.range.start.line
                    let context = own.union(Self.identityWords(String(draft.lines.line(line) ?? ""))).union(Self.identityWords(blockLead(line)))
                    statements.append(
                        Statement(
                            node: nodeIndex, property: propertyIndex, entry: entryIndex, key: property.key, qualifiers: entry.qualifiers, line: line,
                            context: context, own: own))
                }
            }
        }
        // A hit area stated later supersedes a quoted visual size, which stood in for it.
        func supersedes(_ newer: String, _ older: String) -> Bool {
            newer == older || (newer == "Touch Target" && older == "Size")
        }
        // One statement names the other's element when its name words all stand in the other's
        // name, line or block lead — unless the other's name is a longer one this name is only
        // part of (`week` is not `Photo of the week`).
        func names(_ one: Statement, _ other: Statement) -> Bool {
            guard !one.own.isEmpty, one.own.isSubset(of: other.context) else { return false }
            return !(other.own.isStrictSuperset(of: one.own) && !other.own.isSubset(of: one.context))
        }
        var dropped: [Int: [(property: Int, entry: Int, by: Int)]] = [:]
        for old in statements where older.contains(old.line) {
            let match = statements.first { new in
                !older.contains(new.line) && supersedes(new.key, old.key)
                    && (new.qualifiers.mode == nil || new.qualifiers.mode == old.qualifiers.mode) && new.qualifiers.state == old.qualifiers.state
                    && (new.node == old.node || names(old, new) || names(new, old))
            }
            if let match { dropped[old.node, default: []].append((old.property, old.entry, match.line)) }
        }
        for (node, drops) in dropped {
            for drop in drops.sorted(by: { ($0.property, $0.entry) > ($1.property, $1.entry) }) {
                let entry = draft.nodes[node].properties[drop.property].entries.remove(at: drop.entry)
                session.note(
                    .specDuplicateProperty,
                    "\"\(draft.nodes[node].properties[drop.property].key)\" of \"\(draft.nodes[node].name)\" in a quoted older message is superseded at line \(drop.by); kept as history, not checked",
                    at: entry.range)
            }
            draft.nodes[node].properties.removeAll { $0.entries.isEmpty }
        }
    }

    /// Drops values marked as old where they are written (`was 44pt`, `~~#636E72~~`).
    mutating func dropOldMarkedValues() {
        let file = draft.document.file
        for node in draft.nodes.indices {
            for property in draft.nodes[node].properties.indices {
                let entries = draft.nodes[node].properties[property].entries
                let old = entries.indices.filter { index in
                    let range = entries[index].range
                    guard range.file == file, let raw = draft.lines.line(range.start.line) else { return false }
                    let bytes = Array(raw.utf8)
                    let column = min(max(range.start.column - 1, 0), bytes.count)
                    return Self.marksOldValue(String(decoding: bytes[..<column], as: UTF8.self))
                }
                for index in old.reversed() {
                    let entry = draft.nodes[node].properties[property].entries.remove(at: index)
                    session.note(
                        .specDuplicateProperty, "\"\(entry.written)\" is marked as the old value of \"\(draft.nodes[node].properties[property].key)\"; kept as history, not checked",
                        at: entry.range)
                }
            }
            draft.nodes[node].properties.removeAll { $0.entries.isEmpty }
        }
    }

    /// Whether the text before a value marks it as old: an open strikethrough, or an old-value
    /// lead right before it (`(was `, `changed from `).
    static func marksOldValue(_ before: String) -> Bool {
        // Without a `~~` there is one component, an odd count.
        if before.containsBytes("~~"), before.components(separatedBy: "~~").count % 2 == 0 { return true }
        var lower = before.lowercased()
        while let last = lower.last, last == " " || last == "*" || last == "`" || last == "(" { lower.removeLast() }
        return SupersededStatementReading.oldValueLeads.contains { lead in
            guard lower.hasSuffix(lead) else { return false }
            let start = lower.index(lower.endIndex, offsetBy: -lead.count)
            return start == lower.startIndex || !lower[lower.index(before: start)].isLetter
        }
    }

    /// Lines of older messages: every block quote of a document written as a conversation.
    func olderMessageLines(_ root: MarkdownNode) -> Set<Int> {
        var isConversation = false
        var number = 1
        while let raw = draft.lines.line(number) {
            if Self.mayBeMessageHeader(draft.lines.lowered[number - 1]), Self.isMessageHeader(raw) {
                isConversation = true
                break
            }
            number += 1
        }
        guard isConversation else { return [] }
        var out = Set<Int>()
        func visit(_ node: MarkdownNode) {
            if case .blockQuote = node.kind {
                let range = draft.lines.range(of: node)
                out.formUnion(range.start.line...max(range.start.line, node.range.end.line))
                return
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return out
    }

    /// Whether a line, lowercased, can be a message header: one that holds a `*` (which
    /// `isMessageHeader` removes, joining what it stood between), or the words a header holds.
    static func mayBeMessageHeader(_ lower: String) -> Bool {
        lower.containsBytes("*") || ["wrote:", "from:", "subject:", "forwarded message", "original message"].contains { lower.containsBytes($0) }
    }

    /// A mail header or quote attribution line (`**From:** Dana <…>`, `On Tue, 18 Nov, Theo wrote:`,
    /// `---------- Forwarded message ---------`).
    static func isMessageHeader(_ raw: Substring) -> Bool {
        // Every header holds a colon or the word "message"; most lines hold neither.
        guard raw.utf8.contains(UInt8(ascii: ":")) || raw.containsBytes("essage") else { return false }
        var text = String(raw).trimmed.lowercasedFast()
        while text.hasPrefix(">") { text = String(text.dropFirst()).trimmed }
        if text.containsText("*") { text = text.replacingOccurrences(of: "*", with: "") }
        if text.hasSuffix("wrote:") || text.containsText("forwarded message") || text.containsText("original message") { return true }
        return ["from:", "subject:"].contains { text.hasPrefix($0) } && text.count > 8
    }

    /// The first line of the run of non-blank lines holding `line`: what opens its block
    /// (`5) On the empty state (field has text, 0 matches), …` over its list).
    /// A bulleted line opens no block: it is one item among others, not what they are about.
    func blockLead(_ line: Int) -> String {
        var start = line
        while start > 1, let previous = draft.lines.line(start - 1), !String(previous).trimmed.isEmpty, String(previous).trimmed != ">" { start -= 1 }
        var lead = String(draft.lines.line(start) ?? "").trimmed
        while lead.hasPrefix(">") { lead = String(lead.dropFirst()).trimmed }
        return ["- ", "* ", "+ "].contains(where: lead.hasPrefix) ? "" : lead
    }

    /// The words of a name that tell one element from another.
    static func identityWords(_ text: String, glosses: Bool = true) -> Set<String> {
        var out = Set<String>()
        var text = text
        // A name's parenthesis glosses it (`Heart (favourite) button`): the element is the heart.
        if !glosses { while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") { text.removeSubrange(open...close) } }
        for word in text.lowercased().split(whereSeparator: { !($0.isLetter || $0 == "'" || $0 == "’") }) {
            var word = String(word)
            if word.hasSuffix("'s") || word.hasSuffix("’s") { word.removeLast(2) }
            word = word.trimmingCharacters(in: CharacterSet(charactersIn: "'’"))
            guard word.count >= 3, !SupersededStatementReading.genericWords.contains(word) else { continue }
            out.insert(word)
        }
        return out
    }
}
