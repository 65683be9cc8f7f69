import Diagnostics
import MarkdownSource

/// The shapes a table's rows take beyond one element per row, made plain before any reading of
/// tables: a first column that only numbers the rows (`#`, `No.`, `ID`) is set aside, so the
/// column after it names the element; a row whose first cell is empty names the element of the
/// row above (a second property of one component, as inspectors and reports write it); and a
/// row holding nothing but a few words in one cell is the wrapped rest of that cell above.
enum TableRowShapeReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "table-row-shape", title: "Rows of a table",
        summary: "A first column headed `#`, `No.`, `Nr.`, `ID` or `Ref` whose cells are numbers or short ids only numbers the rows: the next column names each row's element. A row whose first cell is empty belongs to the element of the row above (`| | border | 1 px #DFE6E9 |` under `| Composer textarea | fill | #F9FAFB |`). A row with one cell of plain words and nothing else is the rest of that cell in the row above, wrapped.",
        examples: [
            SpecReadingExample(
                """
                ## Composer

                | Component | Property | Value |
                |---|---|---|
                | Page | background | #FFFFFF |
                | Character count | text | #636E72 |
                | | font size | 11 px |
                """,
                facts: ["text Character count: #636E72 on #FFFFFF (light)", "text size Character count: 11"]),
            SpecReadingExample(
                """
                ## Findings

                Canvas: White #FFFFFF

                | # | Element | Text | Size |
                |---|---|---|---|
                | 1 | Entry date | #B2BEC3 | 13 px |
                | 2 | Delete entry | #D63031 | 15 px |
                """,
                facts: ["text Entry date: #B2BEC3 on #FFFFFF (light)", "text size Delete entry: 15"]),
        ])

    /// Headers of a column that numbers the rows.
    static let numberingHeads: Set<String> = ["#", "№", "no", "no.", "nr", "nr.", "id", "ref", "ref.", "n°"]

    static func shaped(_ table: MarkdownNode) -> MarkdownNode {
        let rows = table.children.filter { if case .tableRow = $0.kind { true } else { false } }
        guard rows.count >= 2, rows.count == table.children.count else { return table }
        var out = table
        var shapedRows = rows
        if numbersRows(shapedRows) {
            shapedRows = shapedRows.map { row in
                var row = row
                row.children.removeFirst()
                return row
            }
        }
        var merged: [MarkdownNode] = [shapedRows[0]]
        for row in shapedRows.dropFirst() {
            guard let first = row.children.first, first.plainText.trimmed.isEmpty, merged.count >= 2 else {
                merged.append(row)
                continue
            }
            let filled = row.children.indices.filter { !row.children[$0].plainText.trimmed.isEmpty }
            if filled.isEmpty { continue }
            var above = merged[merged.count - 1]
            if filled.count == 1, let only = filled.first, only < above.children.count, isWrappedWords(row.children[only].plainText) {
                above.children[only].children.append(MarkdownNode(kind: .softBreak, range: row.children[only].range))
                above.children[only].children += row.children[only].children
                merged[merged.count - 1] = above
                continue
            }
            guard let name = above.children.first?.plainText.trimmed, !name.isEmpty else {
                merged.append(row)
                continue
            }
            var row = row
            row.children[0].children = [MarkdownNode(kind: .text, range: first.range, literal: name)]
            merged.append(row)
        }
        out.children = merged
        return out
    }

    /// Whether the first column only numbers the rows: a numbering header over cells of one
    /// short id each (`3`, `2.3`, `D-12`), with a column after it.
    static func numbersRows(_ rows: [MarkdownNode]) -> Bool {
        guard let header = rows.first, header.children.count >= 3,
            numberingHeads.contains(header.children[0].plainText.trimmed.lowercased())
        else { return false }
        return rows.dropFirst().allSatisfy { row in
            guard let cell = row.children.first?.plainText.trimmed else { return true }
            return cell.isEmpty || cell.count <= 8 && !cell.contains(" ") && !cell.hasPrefix("#") && cell.contains { $0.isNumber }
        }
    }

    /// A few plain words: no value, no mark of a cell of its own.
    static func isWrappedWords(_ text: String) -> Bool {
        let trimmed = text.trimmed
        return !trimmed.isEmpty && trimmed.count <= 40 && !trimmed.contains { $0.isNumber || $0 == "#" || $0 == "`" }
    }
}
