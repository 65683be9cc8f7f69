import Diagnostics
import MarkdownSource

/// AsciiDoc tables left in a Markdown file (a spec converted from AsciiDoc, an Antora page
/// pasted): between two `|===` lines, each cell opens with `|`, one or more to a line, and a row
/// is as many cells as the table has columns — told by `[cols="1,2,2"]` above the table, or by
/// the cells of its first line, its header. Markdown reads these lines as paragraphs; the table
/// is made again here, each cell located at its own line and column, so that the readers of
/// tables read it.
enum AsciiDocTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "asciidoc-table", title: "AsciiDoc tables",
        summary: "Lines between two `|===` lines are an AsciiDoc table: each cell opens with `|`, one or more cells to a line, a line without `|` continuing the cell before it. The table has as many columns as `[cols=\"1,2,2\"]` above it names (or `[cols=3]`), or else as its first line has cells; that first line is its header. The cells then fall into rows in order, and the table is read like any other, each value located at its own line.",
        examples: [
            SpecReadingExample(
                """
                ## Entry field

                Screen background: White #FFFFFF (light), Background Black #1A1D1F (dark)

                [cols="1,2,2"]
                |===
                | State | Light | Dark

                | Default
                | 1dp outline, Light Gray `#DFE6E9`
                | 1dp outline, Dark Gray `#3C4347`
                |===
                """,
                facts: ["non-text Entry field: #DFE6E9 on #FFFFFF (light)", "non-text Entry field: #3C4347 on #1A1D1F (dark)"]),
        ])

    struct Cell {
        var text: String
        var line: Int
        /// 0-based, in UTF-8 bytes of the line, as `MarkdownNode` ranges count.
        var offset: Int
    }

    /// The document with its AsciiDoc tables made tables: the paragraphs between each pair of
    /// `|===` lines give way to one table.
    static func expand(_ document: MarkdownDocument, lines: [Substring]) -> MarkdownDocument {
        guard lines.contains(where: { $0.trimmingPrefix(" ") == "|===" }) else { return document }
        var out = document
        var children: [MarkdownNode] = []
        var index = 0
        let blocks = document.root.children
        while index < blocks.count {
            let block = blocks[index]
            guard case .paragraph = block.kind, let open = openingLine(of: block, lines: lines),
                let close = (open + 1...lines.count).first(where: { $0 > open && lines[$0 - 1].trimmingPrefix(" ") == "|===" }),
                let table = table(lines: lines, open: open, close: close, columnSpec: columnSpec(above: open, lines: lines), like: block)
            else {
                children.append(block)
                index += 1
                continue
            }
            // What the paragraph held before the table (a `.Title` line) stays a paragraph.
            children.append(table)
            index += 1
            while index < blocks.count, blocks[index].range.start.line <= close { index += 1 }
        }
        out.root.children = children
        return out
    }

    /// The line of a `|===` inside the paragraph, 1-based; nil when it holds none.
    static func openingLine(of block: MarkdownNode, lines: [Substring]) -> Int? {
        let first = block.range.start.line
        let last = min(max(first, block.range.end.line), lines.count)
        guard first >= 1, first <= last else { return nil }
        return (first...last).first { lines[$0 - 1].trimmingPrefix(" ") == "|===" }
    }

    /// The column count `[cols="1,2,2"]` or `[cols=3]` on the line above the table names.
    static func columnSpec(above open: Int, lines: [Substring]) -> Int? {
        guard open >= 2 else { return nil }
        let line = lines[open - 2].trimmingPrefix(" ")
        guard line.hasPrefix("["), let cols = line.range(of: "cols=") else { return nil }
        let quoted = line[cols.upperBound...].first == "\"" || line[cols.upperBound...].first == "'"
        let value = line[cols.upperBound...].dropFirst(quoted ? 1 : 0).prefix { quoted ? $0 != "\"" && $0 != "'" : $0 != "]" && $0 != "," }
        let specs = value.split(separator: ",")
        if specs.count == 1, let number = Int(specs[0].filter(\.isNumber)), specs[0].contains("*") || specs[0].allSatisfy(\.isNumber) { return number }
        return specs.count >= 2 ? specs.count : nil
    }

    static func table(lines: [Substring], open: Int, close: Int, columnSpec: Int?, like block: MarkdownNode) -> MarkdownNode? {
        var cells: [Cell] = []
        var firstLineCells = 0
        for number in (open + 1)..<close {
            let line = lines[number - 1]
            let trimmed = line.trimmingPrefix(" ")
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("|") else {
                // A line without a `|` goes on with the cell before it.
                if !cells.isEmpty { cells[cells.count - 1].text += " " + String(trimmed).trimmed }
                continue
            }
            let found = cellsOfLine(line, number: number)
            if cells.isEmpty { firstLineCells = found.count }
            cells += found
        }
        let columns = columnSpec ?? firstLineCells
        guard columns >= 2, cells.count >= columns * 2, cells.count % columns == 0 else { return nil }
        let file = block.range.fileID
        var rows: [MarkdownNode] = []
        for start in stride(from: 0, to: cells.count, by: columns) {
            rows.append(row(Array(cells[start..<(start + columns)]), file: file, isHeader: start == 0))
        }
        let range = SourceRange(fileID: file, start: SourceLocation(line: open, column: 1), end: SourceLocation(line: close, column: 5))
        return MarkdownNode(kind: .table, range: range, children: rows)
    }

    /// A table row of cells, each located at its own line and column.
    static func row(_ cells: [Cell], file: FileID, isHeader: Bool) -> MarkdownNode {
        let nodes = cells.map { cell in
            let range = SourceRange(
                fileID: file, start: SourceLocation(line: cell.line, column: cell.offset + 1),
                end: SourceLocation(line: cell.line, column: cell.offset + 1 + max(1, cell.text.utf8.count)))
            return MarkdownNode(kind: .tableCell, range: range, children: [MarkdownNode(kind: .text, range: range, literal: cell.text)])
        }
        let first = nodes[0].range, last = nodes[nodes.count - 1].range
        return MarkdownNode(kind: .tableRow(isHeader: isHeader), range: SourceRange(fileID: file, start: first.start, end: last.end), children: nodes)
    }

    /// The cells a line opens with `|` (`| State | Light | Dark`), each where its text starts.
    static func cellsOfLine(_ line: Substring, number: Int) -> [Cell] {
        var out: [Cell] = []
        var offset = 0
        var current: (text: String, offset: Int)?
        var inCode = false
        for character in line {
            let width = String(character).utf8.count
            if character == "`" { inCode.toggle() }
            if character == "|", !inCode {
                if let open = current { out.append(trimmed(open, line: number)) }
                current = ("", offset + width)
            } else if current != nil {
                current!.text.append(character)
            }
            offset += width
        }
        if let open = current { out.append(trimmed(open, line: number)) }
        return out
    }

    static func trimmed(_ cell: (text: String, offset: Int), line: Int) -> Cell {
        let leading = cell.text.prefix { $0 == " " }.utf8.count
        return Cell(text: cell.text.trimmed, line: line, offset: cell.offset + leading)
    }
}
