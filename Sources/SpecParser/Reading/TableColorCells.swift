import DesignModel
import Diagnostics
import MarkdownSource

/// Color cells of a role table that no fact took. Coverage counts a line read once any value
/// on it became a fact, so a row whose type size was read while its colors were dropped would
/// look read; each such cell is reported at its place instead (`spec/unread`).
extension DocumentBuilder {
    /// Words of a header that say its column holds colors, though the reader gives it no role
    /// (`Colour — night`, `Hex`, `Swatch`).
    static let colorColumnWords: Set<String> = [
        "color", "colour", "colors", "colours", "farbe", "farben", "couleur", "kleur", "colore", "cor", "fill", "fills", "hex", "tint", "swatch",
    ]

    /// Reports the color cells of the rows that no entry was read from: cells of a color, fill
    /// or mode column, and of a column whose header names colors (a token's gloss in a `Token`
    /// column restates the token and is the token mention's).
    mutating func reportUnplacedColorCells(_ rows: [MarkdownNode], headers: [String], roles columnRoles: [ColumnRole]) {
        let lines = Set(rows.map { draft.lines.range(of: $0).start.line })
        var placed: [Int: [Int]] = [:]
        func place(_ range: SourceRange) {
            if lines.contains(range.start.line) { placed[range.start.line, default: []].append(range.start.column) }
        }
        for node in draft.nodes {
            for property in node.properties { property.entries.forEach { place($0.range) } }
        }
        draft.document.background?.entries.forEach { place($0.range) }
        for row in rows {
            let line = draft.lines.range(of: row).start.line
            guard !roles.readLines.contains(line) else { continue }
            var missed: [String] = []
            var first: SourceRange?
            let cellTexts = row.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
            for (index, cell) in row.children.enumerated() where index < columnRoles.count && index < headers.count {
                let role = columnRoles[index]
                let isColorColumn: Bool
                switch role {
                case .fill, .color, .mode, .colorInMode, .colorInState: isColorColumn = true
                case .ignored: isColorColumn = !Self.colorColumnWords.isDisjoint(with: Self.nameWords(headers[index]))
                default: isColorColumn = false
                }
                guard isColorColumn else { continue }
                let text = Fragment.plain(Substring(cell.plainText)).trimmed
                let spans = roleLexer.spans(in: text)
                guard spans.contains(where: { $0.kind == .color }) else { continue }
                if role == .ignored, spans.contains(where: { $0.kind == .token }) { continue }
                // `| color.emotion.happy | #FF6B6B |`: a literal column after a token column restates
                // the token (its drift is checked where tokens are).
                if role == .ignored, index > 0, roleLexer.spans(in: cellTexts[index - 1]).contains(where: roleAssigner.isColorToken) { continue }
                // A literal glossing the row's token was read as the token (`rowTokenCell(glossedBy:)`).
                if rowTokenCell(glossedBy: text, cells: cellTexts) != nil { continue }
                // A cell's values stand between its start and the next cell's.
                let range = draft.lines.range(of: cell)
                let next = index + 1 < row.children.count ? draft.lines.range(of: row.children[index + 1]).start.column : Int.max
                let columns = placed[line] ?? []
                guard !columns.contains(where: { $0 >= range.start.column && $0 < next }) else { continue }
                missed.append("`\(text.count > 60 ? String(text.prefix(57)) + "…" : text)` (\(headers[index]))")
                first = first ?? range
            }
            guard let first else { continue }
            session.note(
                .specUnread, "not read: \(missed.joined(separator: ", ")) — recognized \(missed.count == 1 ? "a color" : "colors") in this row, but not what \(missed.count == 1 ? "it paints" : "they paint")",
                at: first, hint: "name the role beside the color (`label`, `fill`, `on …`) or in the column's header (`Text (dark)`)")
        }
    }
}
