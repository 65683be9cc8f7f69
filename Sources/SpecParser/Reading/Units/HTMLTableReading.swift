import Diagnostics
import MarkdownSource

/// A sheet pasted as the HTML a spreadsheet gives (`<table>`, `<tr>`, `<td rowspan="3">`): the
/// table it is, rows and cells, so that the readers of tables read it. A cell spanning rows or
/// columns stands in each of them; a row written over several lines (a cell a line) is located
/// at its first cell holding a value, and each cell at its own column.
///
/// The markup is scanned here rather than by an HTML parser (libxml2 is linked only by the
/// tests): the readers need each cell's line and column in the file, which libxml2's HTML
/// parser does not report, and a pasted table is a small, flat grammar.
enum HTMLTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "html-table", title: "Tables pasted as HTML",
        summary: "A `<table>` pasted into the document (a spreadsheet's HTML, a CMS export) is read as the table it is: `<tr>` rows of `<th>`/`<td>` cells, their markup left out (`<br>` a space, entities decoded), a cell with `rowspan` or `colspan` standing in every row and column it spans. Its first row names the columns, as a Markdown table's header does — a first column grouping the rows (`Screen`, `Tab`) gives way to a later `Element` column as the rows' names, a row named for a border or a track (`Text field outline`, `toggle — track`) draws its `Foreground` as that, and a `Result` column's ratio (`Pass 7.1:1 (AAA)`) is a claim about the row's pair; a row written a cell a line is located at its first cell holding a value. An element named by a command with its dismiss glyph (`Remove (×)`, `Close ×`) is a control, whose size is checked as its touch target.",
        examples: [
            SpecReadingExample(
                """
                ## Settings (dark mode)

                <table>
                <tr><th>#</th><th>Element</th><th>Foreground</th><th>Background</th><th>Size</th></tr>
                <tr><td>S2</td><td>Row label "Daily reminder"</td><td>#F5F6FA</td><td rowspan="2">#2C3135</td><td>16px / 400</td></tr>
                <tr><td>S6</td><td>"Delete account" row</td><td>#E74C3C</td><td>16px / 400</td></tr>
                </table>
                """,
                facts: ["text Row label Daily reminder: #F5F6FA on #2C3135 (dark)", "text Delete account row: #E74C3C on #2C3135 (dark)"]),
            SpecReadingExample(
                """
                ## New entry

                <table>
                <tr><th>Element</th><th>Foreground</th><th>Background</th><th>Size</th></tr>
                <tr>
                <td>Save button label</td>
                <td>#FFFFFF</td>
                <td>hsl(0, 100%, 71%)</td>
                <td>16px / 600</td>
                </tr>
                </table>
                """,
                facts: ["text Save button label: #FFFFFF on #FF6B6B (light)"]),
            SpecReadingExample(
                """
                ## New Entry

                <table border="1">
                <tr><th>Screen</th><th>#</th><th>Element</th><th>Foreground</th><th>Background</th><th>Size</th><th>Result</th></tr>
                <tr><td rowspan="3">New Entry</td><td>E4</td><td>Text field outline (resting)</td><td>#DFE6E9</td><td rowspan="3">#FFFFFF</td><td>1px</td><td>pending</td></tr>
                <tr><td>E8</td><td>Remove (×) on an added tag</td><td colspan="2">see chip tab</td><td>16 × 16px</td><td>Pass</td></tr>
                <tr><td>E9</td><td>Character count</td><td>#636E72</td><td>13px / 400</td><td>Pass 7.1:1 (AAA)</td></tr>
                </table>
                """,
                facts: [
                    "non-text Text field outline (resting): #DFE6E9 on #FFFFFF (light)", "target Remove (×) on an added tag: 16×16",
                    "claim #636E72 on #FFFFFF: 7.1",
                ]),
        ])

    /// One cell as written: its text and where its content starts (1-based line, 0-based UTF-8
    /// offset), with the rows and columns it spans.
    struct Cell {
        var bytes: [UInt8] = []
        var text: String { String(decoding: bytes, as: UTF8.self) }
        var line: Int
        var offset: Int
        var rowSpan = 1
        var columnSpan = 1
        /// True where the cell stands in a row below its own, by its `rowspan`.
        var carried = false
    }

    /// The document with each HTML block holding a table made that table.
    static func expand(_ document: MarkdownDocument, lines: [Substring]) -> MarkdownDocument {
        var out = document
        out.root.children = document.root.children.flatMap { block -> [MarkdownNode] in
            guard case .htmlBlock = block.kind, (block.literal ?? "").lowercased().contains("<table") else { return [block] }
            let first = block.range.start.line
            let last = min(lines.count, max(first, block.range.end.line))
            guard first >= 1, first <= last else { return [block] }
            let rows = grid(scan(lines, from: first, to: last))
            guard rows.count >= 2, rows[0].count >= 2 else { return [block] }
            return [TableRowShapeReading.shaped(table(rows, block: block))]
        }
        return out
    }

    /// The rows and their cells as written, from the markup on lines `first...last`.
    static func scan(_ lines: [Substring], from first: Int, to last: Int) -> [[Cell]] {
        var rows: [[Cell]] = []
        var row: [Cell]?
        var cell: Cell?
        func closeCell() {
            if var open = cell {
                open.bytes = Array(Entities.decode(open.text).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ").utf8)
                row = (row ?? []) + [open]
            }
            cell = nil
        }
        func closeRow() {
            closeCell()
            if let open = row, !open.isEmpty { rows.append(open) }
            row = nil
        }
        for number in first...last {
            let bytes = Array(lines[number - 1].utf8)
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<"), let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
                    if var open = cell {
                        if open.bytes.isEmpty, bytes[index] != UInt8(ascii: " ") {
                            open.line = number
                            open.offset = index
                        }
                        if !open.bytes.isEmpty || bytes[index] != UInt8(ascii: " ") { open.bytes.append(bytes[index]) }
                        cell = open
                    }
                    index += 1
                    continue
                }
                let tag = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                let name = tag.lowercased().prefix { $0.isLetter || $0 == "/" || $0.isNumber }
                switch name {
                case "tr": closeRow(); row = []
                case "/tr", "/table": closeRow()
                case "td", "th":
                    closeCell()
                    cell = Cell(line: number, offset: close + 1, rowSpan: attribute("rowspan", in: tag), columnSpan: attribute("colspan", in: tag))
                case "/td", "/th": closeCell()
                default:
                    // Markup inside a cell (`<br>`, `<b>`, `<span class=…>`) separates words at most.
                    if var open = cell, !open.bytes.isEmpty { open.bytes.append(UInt8(ascii: " ")); cell = open }
                }
                index = close + 1
            }
            // A cell's text going on to the next line is one text.
            if var open = cell, !open.bytes.isEmpty { open.bytes.append(UInt8(ascii: " ")); cell = open }
        }
        closeRow()
        return rows
    }

    /// A span attribute's number (`rowspan="3"`), 1 when absent or unreadable.
    static func attribute(_ name: String, in tag: String) -> Int {
        let lower = tag.lowercased()
        guard let found = lower.range(of: name + "=") else { return 1 }
        let digits = lower[found.upperBound...].drop { $0 == "\"" || $0 == "'" }.prefix { $0.isNumber }
        return max(1, min(100, Int(digits) ?? 1))
    }

    /// The rows with spanning cells standing in each row and column they span.
    static func grid(_ written: [[Cell]]) -> [[Cell]] {
        var carried: [Int: (cell: Cell, rows: Int)] = [:]
        var out: [[Cell]] = []
        for cells in written {
            var row: [Cell] = []
            func takeCarried() {
                while let carry = carried[row.count] {
                    var copy = carry.cell
                    copy.carried = true
                    row.append(copy)
                    carried[row.count - 1] = carry.rows > 1 ? (carry.cell, carry.rows - 1) : nil
                }
            }
            for cell in cells {
                takeCarried()
                for _ in 0..<cell.columnSpan {
                    if cell.rowSpan > 1 { carried[row.count] = (cell, cell.rowSpan - 1) }
                    row.append(cell)
                }
            }
            takeCarried()
            while let column = carried.keys.filter({ $0 >= row.count }).min(), column == row.count { takeCarried() }
            out.append(row)
        }
        return out
    }

    /// The table node: each row at its first own cell holding a value (its first own cell when
    /// none does), each cell at its own column.
    static func table(_ rows: [[Cell]], block: MarkdownNode) -> MarkdownNode {
        let file = block.range.fileID
        let lexer = ValueLexer(index: nil)
        let children = rows.enumerated().map { position, row -> MarkdownNode in
            let own = row.filter { !$0.carried }
            let line = own.first { !lexer.spans(in: $0.text).isEmpty }?.line ?? own.first?.line ?? row[0].line
            let cells = row.map { cell -> MarkdownNode in
                let start = SourceLocation(line: cell.line, column: cell.offset + 1)
                let range = SourceRange(fileID: file, start: start, end: SourceLocation(line: cell.line, column: cell.offset + 1 + max(1, cell.text.utf8.count)))
                return MarkdownNode(kind: .tableCell, range: range, children: [MarkdownNode(kind: .text, range: range, literal: cell.text)])
            }
            let end = (row.map(\.offset).max() ?? 0) + 2
            return MarkdownNode(
                kind: .tableRow(isHeader: position == 0), range: SourceRange(fileID: file, start: SourceLocation(line: line, column: 1), end: SourceLocation(line: line, column: end)),
                children: cells)
        }
        return MarkdownNode(kind: .table, range: block.range, children: children)
    }
}

/// The character references a pasted table holds.
enum Entities {
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = text
        for (entity, character) in [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&times;", "×")] {
            out = out.replacingOccurrences(of: entity, with: character)
        }
        return out.replacingOccurrences(of: "&amp;", with: "&")
    }
}
