import DesignModel
import MarkdownSource

/// `| 1.4.11 Non-text Contrast — focus indicator | Partially Supports | Keyboard focus is
/// indicated by a 2px solid Primary Coral #FF6B6B outline, drawn against the White #FFFFFF page
/// background. |`: a table whose columns name no role, with a cell written as sentences — a
/// conformance report's remarks, an audit's findings — is read as a paragraph of its own.
enum ProseCellReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "prose-cells", title: "Sentences in table cells",
        summary: "In a table whose columns name no role (`| Criteria | Conformance Level | Remarks |`), a cell of sentences — at least eight words besides its values, and a color, a size or a ratio — is read as a paragraph under the element its row names: each sentence by the words around its values, as prose anywhere else is.",
        examples: [
            SpecReadingExample(
                """
                ## Sign in

                | Criteria | Conformance Level | Remarks |
                |---|---|---|
                | 1.4.11 Non-text Contrast — focus | Partially Supports | Keyboard focus is indicated by a 2px Primary Coral #FF6B6B outline, drawn against the White #FFFFFF page background. |
                | 2.5.8 Target Size | Supports | The toast dismiss button provides a 24 × 24 CSS px hit area. |
                """,
                facts: ["non-text 1.4.11 Non-text Contrast — focus: #FF6B6B on #FFFFFF (light)", "target toast dismiss button: 24×24"]),
        ])

    /// A cell of at least this many words is sentences rather than a value.
    static let sentenceWords = 8
}

extension DocumentBuilder {
    mutating func readProseCells(_ table: MarkdownNode, subject: Int?) {
        for row in table.children.dropFirst() {
            let line = draft.lines.range(of: row).start.line
            guard !roles.readLines.contains(line), let raw = draft.lines.line(line), let first = row.children.first else { continue }
            let name = Self.rowName(Fragment.plain(Substring(first.plainText)).trimmed)
            let owner = elementSubject(subject).subject ?? subject
            for cell in row.children.dropFirst() {
                let text = Fragment.plain(Substring(cell.plainText)).trimmed
                // Words, not values: `#D63031 / #E74C3C against page #FFFFFF / #1A1D1F` is no sentence.
                guard text.split(separator: " ").filter({ $0.contains(where: \.isLetter) && !$0.hasPrefix("#") }).count >= ProseCellReading.sentenceWords,
                    roleLexer.spans(in: text).contains(where: { [.color, .length, .dimensions, .ratio].contains($0.kind) })
                else { continue }
                // The cell alone on its line, every other character blanked, so what is read
                // from it keeps its columns.
                let start = draft.lines.range(of: cell).start.column - 1
                var characters = Array(raw)
                guard start >= 0, start < characters.count else { continue }
                let end = characters[start...].firstIndex(of: "|") ?? characters.count
                for index in characters.indices where index < start || index >= end { characters[index] = " " }
                let element = name.isEmpty || !roleLexer.spans(in: name).isEmpty
                    ? owner : childSubject(named: name, of: owner, range: draft.lines.range(of: row), override: false)
                readProse([(number: line, raw: Substring(String(characters)))], subject: subject, opensParagraph: true, title: element)
            }
        }
    }
}
