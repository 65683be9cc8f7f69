import Diagnostics
import MarkdownSource

/// Confluence wiki tables left in a Markdown file (a page exported or converted imperfectly):
/// a header line of cells between `||` (`||Element||Type||Color||`) and rows of cells between
/// `|` under it, with no `|---|` line. Markdown reads these lines as a paragraph; the table is
/// made again here, each cell located at its own line and column, so that the readers of
/// tables read it.
enum ConfluenceTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "confluence-table", title: "Confluence wiki tables",
        summary: "A line of cells between `||` (`||Element||Type||Color||`) followed by lines of cells between `|` is a Confluence wiki table: the first line its header, each later line a row. It is read like any other table, each value located at its own line. A line `h1.` to `h6.` (`h3. 1.4 Dark mode`) is a heading of that level.",
        examples: [
            SpecReadingExample(
                """
                h2. Entry card

                Card background is White #FFFFFF.

                ||Element||Type||Color||
                |Date line|12sp / Regular / 16sp|Slate Gray #636E72 at 70% opacity|
                |"Edited" tag|11sp / Medium / 14sp|Charcoal #2D3436|
                """,
                facts: ["text Date line: #636E72B3 on #FFFFFF (light)", "text size Edited tag: 11"]),
        ])

    /// The document with its Confluence tables made tables (a paragraph whose lines are a
    /// header and rows gives way to one table) and its `h2.` lines made headings.
    static func expand(_ document: MarkdownDocument, lines: [Substring]) -> MarkdownDocument {
        var out = document
        out.root.children = document.root.children.map { block -> MarkdownNode in
            guard case .paragraph = block.kind else { return block }
            return table(in: block, lines: lines) ?? heading(block, lines: lines) ?? block
        }
        return out
    }

    /// `h3. 1.2 Entry card anatomy (light)` alone on its line: a heading of that level.
    static func heading(_ block: MarkdownNode, lines: [Substring]) -> MarkdownNode? {
        let line = block.range.start.line
        guard line >= 1, line <= lines.count, max(line, block.range.end.line) == line else { return nil }
        let text = lines[line - 1]
        let indent = text.prefix { $0 == " " }.utf8.count
        let trimmed = text.dropFirst(indent)
        guard trimmed.count > 4, trimmed.first == "h", let level = trimmed.dropFirst().first?.wholeNumberValue, (1...6).contains(level),
            trimmed.dropFirst(2).hasPrefix(". ")
        else { return nil }
        let title = String(trimmed.dropFirst(4)).trimmed
        guard !title.isEmpty else { return nil }
        let file = block.range.fileID
        let start = indent + 4 + trimmed.dropFirst(4).prefix { $0 == " " }.utf8.count
        let range = SourceRange(fileID: file, start: SourceLocation(line: line, column: start + 1), end: SourceLocation(line: line, column: start + 1 + title.utf8.count))
        return MarkdownNode(kind: .heading(level: level), range: block.range, children: [MarkdownNode(kind: .text, range: range, literal: title)])
    }

    static func isHeader(_ line: Substring) -> Bool {
        let trimmed = line.trimmingPrefix(" ")
        return trimmed.hasPrefix("||") && String(trimmed).trimmed.hasSuffix("||") && trimmed.count > 4
    }

    static func isRow(_ line: Substring) -> Bool {
        let trimmed = line.trimmingPrefix(" ")
        return trimmed.hasPrefix("|") && !trimmed.hasPrefix("||") && String(trimmed).trimmed.hasSuffix("|") && trimmed.count > 2
    }

    /// The table a paragraph holds when its first line is a header and every later line a row.
    static func table(in block: MarkdownNode, lines: [Substring]) -> MarkdownNode? {
        let first = block.range.start.line
        let last = min(max(first, block.range.end.line), lines.count)
        guard first >= 1, last > first, isHeader(lines[first - 1]), ((first + 1)...last).allSatisfy({ isRow(lines[$0 - 1]) }) else { return nil }
        let header = AsciiDocTableReading.cellsOfLine(lines[first - 1], number: first).filter { !$0.text.isEmpty }
        guard header.count >= 2 else { return nil }
        let file = block.range.fileID
        var rows: [MarkdownNode] = []
        for number in first...last {
            var cells = number == first ? header : AsciiDocTableReading.cellsOfLine(lines[number - 1], number: number)
            // The closing `|` opens no cell.
            if number != first, cells.last?.text.isEmpty == true { cells.removeLast() }
            guard cells.count == header.count else { return nil }
            rows.append(AsciiDocTableReading.row(cells, file: file, isHeader: number == first))
        }
        return MarkdownNode(kind: .table, range: block.range, children: rows)
    }
}
