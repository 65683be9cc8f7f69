import DesignModel
import Diagnostics
import Foundation

/// `- **Layer** `btn/cancel` — Colors: #2C3135 · Typography: 17px Semibold, #F5F6FA`: a design
/// tool's diff view lists one layer per line, its name in bold and its changed properties after a dash.
enum LayerLineReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "layer-line", title: "One layer per list item: a bold name, a dash, its properties",
        summary: "A list item that opens with a bold name (`**Layer** `btn/cancel``, `**Save button**`), then a dash and `Key: value` pieces separated by `·`, `;` or `|`, is an element of that name with those properties, each read as its own `Key: value` line.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Entry Editor — Dark

                - Background: #1A1D1F

                - **Layer** `hint/markdown` — Typography: 12px / 16px, #636E72 Secondary Gray
                - **Layer** `btn/cancel` — Colors: #2C3135 · Typography: 17px Semibold, #F5F6FA
                """,
                facts: ["text hint/markdown: #636E72 on #1A1D1F (dark)", "text btn/cancel: #F5F6FA on #2C3135 (dark)"]),
        ])

    static let separators = [" · ", "; ", " | "]

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        builder.readLayerLine(item, context)
    }
}

extension DocumentBuilder {
    mutating func readLayerLine(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        guard !item.hasChildren, let (name, pieces) = layerLine(item) else { return false }
        let parsed = ParsedKey(words: name, qualifiers: nil, note: nil, stateGroup: nil)
        // Each line is a layer of the screen, also after a layer opened by a label line.
        var owner = context.node
        while draft.nodes[owner].isLabel, let parent = draft.nodes[owner].parent { owner = parent }
        let part = self.part(named: parsed, item: item, node: owner)
        let line = item.range.start.line
        for piece in pieces {
            guard let colon = piece.firstIndex(of: ":") else { continue }
            let key = String(piece[..<colon]).trimmed
            let value = String(piece[piece.index(after: colon)...]).trimmed
            guard !key.isEmpty, !value.isEmpty else { continue }
            let valueRange = draft.lines.locate(value, line: line, from: item.range.start.column, fallback: item.valueRange)
            let keyRange = draft.lines.locate(key, line: line, from: item.range.start.column, fallback: item.range)
            let range = SourceRange(fileID: keyRange.fileID, start: keyRange.start, end: valueRange.end)
            let stated = RawItem(
                marker: nil, key: key, value: value, text: piece, range: range, valueRange: valueRange, children: [], childrenOrdered: false, extra: [])
            resolveItem(stated, node: part, group: nil, scope: SpecQualifiers(mode: context.scope.mode ?? nameMode(of: owner)))
        }
        return true
    }

    /// The layer's name and its `Key: value` pieces, when the item is a bold name, a dash and
    /// at least one piece whose key is a property or a group.
    func layerLine(_ item: RawItem) -> (String, [String])? {
        guard let raw = draft.lines.line(item.range.start.line) else { return nil }
        let text = Self.withoutListMarker(String(raw).trimmed)
        guard text.hasPrefix("**"), let close = text.dropFirst(2).range(of: "**") else { return nil }
        var name = String(text.dropFirst(2)[..<close.lowerBound]).trimmed
        var after = String(text[close.upperBound...]).trimmed
        if ItemExtraction.layerKindWords.contains(name.lowercased()), after.hasPrefix("`"), let end = after.dropFirst().firstIndex(of: "`") {
            name = String(after.dropFirst()[..<end])
            after = String(after[after.index(after: end)...]).trimmed
        }
        name = name.replacingOccurrences(of: "`", with: "").trimmed
        // The item is the line's own, not one of its pieces read on their own.
        guard !name.isEmpty, name.count <= 60, !name.hasSuffix(":"), item.text.contains(name), let dash = ["— ", "– ", "- "].first(where: { after.hasPrefix($0) }) else { return nil }
        let rest = Normalize.text(String(after.dropFirst(dash.count))).trimmed
        var pieces = [rest]
        for separator in LayerLineReading.separators { pieces = pieces.flatMap { $0.components(separatedBy: separator) } }
        pieces = pieces.map(\.trimmed).filter { !$0.isEmpty }
        let keyed = pieces.contains { piece in
            guard let colon = piece.firstIndex(of: ":") else { return false }
            let key = String(piece[..<colon]).trimmed
            return KeyTable.property(key) != nil || KeyTable.group(key) != nil
        }
        return keyed ? (name, pieces) : nil
    }
}
