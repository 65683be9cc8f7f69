import DesignModel
import MarkdownSource

/// `| Screen background | color.background.primary | White (#FFFFFF) |`: a row of any table
/// naming the screen's own background gives the document its ground.
enum ScreenBackgroundRowReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "screen-background-row", title: "A table row naming the screen's background",
        summary: "In any table — a palette of roles, a token map, a list of colors — a row whose first cell names the screen's own background (`Screen background`, `Page background`, `App canvas`) gives the document's background, which everything without a background of its own sits on. A token in the row is that background in every mode (its literal only glosses it); a row without one gives its first color, in the mode of the heading above.",
        examples: [
            SpecReadingExample(
                """
                ## Colour

                | Role | Token | Value |
                |---|---|---|
                | Primary text | `color.text.primary` | Charcoal (#2D3436) |
                | Screen background | `color.background.primary` | White (#FFFFFF) |

                ## Add photo

                An icon button of 44 × 44 pt shows a 24 pt glyph in Deep Teal (#4ECDC4), directly on the white background.
                """,
                facts: ["non-text icon button: #4ECDC4 on #FFFFFF (light)", "non-text icon button: #4ECDC4 on #1A1D1F (dark)"]),
        ])
}

extension DocumentBuilder {
    /// Reads the rows of `rows` that name the screen's background and that no other reading
    /// placed on an element: each becomes an element named for the screen, filled with the
    /// row's color, so the document's ground is found from it as from any screen's background.
    /// A column headed by a mode (`Light`, `Dark`) gives its cell's mode.
    mutating func readScreenBackgroundRows(_ rows: [MarkdownNode], headers: [String], subject: Int?) {
        let named = rows.compactMap { row -> (row: MarkdownNode, cells: [String])? in
            let cells = row.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
            guard cells.count >= 2, let first = cells.first, roleLexer.spans(in: first).isEmpty,
                Self.nameWords(first).last == "background" || Self.isBackgroundKey(first), Self.namesScreen(first)
            else { return nil }
            return (row, cells)
        }
        guard !named.isEmpty else { return }
        let (owner, headingMode) = elementSubject(subject)
        // Lines a reading already placed a value of on an element.
        let placed = Set(draft.nodes.flatMap { node in node.properties.flatMap { $0.entries.map(\.range.start.line) } })
        let columnModes = headers.map { header in draft.vocabulary.parse(header)?.0.mode ?? draft.vocabulary.mode(Normalize.name(header)) }
        for (row, cells) in named {
            let line = draft.lines.range(of: row).start.line
            guard !placed.contains(line), let first = cells.first else { continue }
            let columns = row.children.map { draft.lines.range(of: $0).start.column }
            let valued = cells.indices.dropFirst().map { index in (index: index, spans: roleLexer.spans(in: cells[index])) }
                .filter { cell in cell.spans.contains { $0.kind == .color || roleAssigner.isColorToken($0) } }
            let element = childSubject(named: first, of: owner, range: draft.lines.range(of: row), override: false)
            func read(_ index: Int, from start: Int, to end: Int, mode: String?) {
                let fragment = Fragment(text: cells[index], line: line, column: index < columns.count ? columns[index] : 1).slice(start, end)
                readFragments(fragment, into: element, defaultColor: .background, defaultSize: nil, mode: mode, state: nil)
            }
            func firstColor(_ spans: [ValueSpan]) -> ValueSpan? { spans.first { $0.kind == .color || roleAssigner.isColorToken($0) } }
            let moded = valued.filter { $0.index < columnModes.count && columnModes[$0.index] != nil }
            if !moded.isEmpty {
                for cell in moded {
                    guard let span = firstColor(cell.spans) else { continue }
                    read(cell.index, from: span.start, to: span.end, mode: columnModes[cell.index])
                }
            } else if valued.count > 1, let token = valued.first(where: { $0.spans.count == 1 && roleAssigner.isColorToken($0.spans[0]) }) {
                // A token beside its value: the token, in every mode (the value glosses it).
                read(token.index, from: token.spans[0].start, to: token.spans[0].end, mode: nil)
            } else if let cell = valued.first, let span = firstColor(cell.spans) {
                read(cell.index, from: span.start, to: span.end, mode: headingMode)
            }
        }
    }
}
