import DesignModel
import Diagnostics
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
            guard let raw = draft.lines.line(number) else { continue }
            let plain = raw.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
            let (_, key, value, text) = ItemExtraction.splitKey(plain)
            guard let key, !value.isEmpty, key.split(separator: " ").count <= 4 else { continue }
            let width = draft.lines.line(number).map { $0.unicodeScalars.count } ?? 1
            let range = SourceRange(
                file: draft.document.file, start: SourceLocation(line: number, column: 1), end: SourceLocation(line: number, column: width + 1))
            draft.candidates.append(LineCandidate(key: key, value: value, text: text, range: range, screen: screen))
        }
    }
}
