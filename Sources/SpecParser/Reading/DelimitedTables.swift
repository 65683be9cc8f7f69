import Diagnostics
import Foundation
import MarkdownSource

/// Sheets pasted as delimited text: a fenced block labelled `csv` or `tsv`, or an unlabelled
/// one whose lines split evenly on tabs, commas or semicolons, becomes the table it is, so
/// that the readers of tables read it — each cell located at its column in the file.
///
/// The fields are split here rather than by a CSV library (SwiftCSV and CSV.swift are
/// available): the readers need each field's column in its line, which those libraries do not
/// report. The splitting follows RFC 4180 within a line — quoted fields, commas inside
/// quotes, doubled quotes — and a line whose quotes do not close leaves the block as code.
enum DelimitedTables {
    /// The document with its delimited blocks (top level and in quotes) made tables.
    static func expand(_ document: MarkdownDocument, text: String) -> MarkdownDocument {
        var document = text.containsText("|===") ? AsciiDocTableReading.expand(document, lines: text.lineSlices()) : document
        if text.containsText("<table") || text.containsText("<TABLE") { document = HTMLTableReading.expand(document, lines: text.lineSlices()) }
        if text.containsText("||") || text.containsText("h2. ") || text.containsText("h3. ") {
            document = ConfluenceTableReading.expand(document, lines: text.lineSlices())
        }
        guard document.root.children.contains(where: { block in
            switch block.kind {
            case .codeBlock, .table, .blockQuote: true
            default: false
            }
        }) else { return document }
        let lines = text.lineSlices()
        var out = document
        out.root.children = document.root.children.flatMap { expanded($0, lines: lines) }
        return out
    }

    static func expanded(_ block: MarkdownNode, lines: [Substring]) -> [MarkdownNode] {
        switch block.kind {
        case .table:
            return [TableRowShapeReading.shaped(block)]
        case .codeBlock(let info):
            if let table = table(from: block, info: info, lines: lines) { return [TableRowShapeReading.shaped(table)] }
            // A Gherkin feature keeps its steps as code; its data tables are tables too.
            return [block] + dataTables(in: block, info: info, lines: lines)
        case .blockQuote:
            var out = block
            out.children = block.children.flatMap { expanded($0, lines: lines) }
            return [out]
        default:
            return [block]
        }
    }

    /// The data tables of a Gherkin block (`| element | property | light | dark |` under a
    /// step, `Examples:` tables): each run of pipe rows, its first row the header.
    static func dataTables(in block: MarkdownNode, info: String, lines: [Substring]) -> [MarkdownNode] {
        let label = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard ["gherkin", "feature", "cucumber"].contains(label) else { return [] }
        let fence = block.range.start.line
        let contentCount = (block.literal ?? "").split(separator: "\n", omittingEmptySubsequences: false).count - 1
        guard fence >= 1, contentCount >= 2, fence + contentCount <= lines.count else { return [] }
        var tables: [MarkdownNode] = []
        var run: [(line: Int, fields: [Field])] = []
        func flush() {
            if run.count >= 2, let header = run.first, header.fields.count >= 2, header.fields.allSatisfy({ isColumnName($0.text) }) {
                tables.append(makeTable(block: block, rows: run))
            }
            run = []
        }
        for number in (fence + 1)...(fence + contentCount) {
            let line = lines[number - 1]
            let indent = line.prefix { $0 == " " || $0 == "\t" }.utf8.count
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("|"), trimmed.trimmingCharacters(in: .whitespaces).hasSuffix("|"), let cells = pipeFields(trimmed) else {
                flush()
                continue
            }
            run.append((number, cells.map { Field(text: $0.text, offset: $0.offset + indent) }))
        }
        flush()
        return tables
    }

    /// The cells of a Gherkin table row (`\|` is a pipe inside a cell), at their offsets.
    static func pipeFields(_ row: Substring) -> [Field]? {
        var out: [Field] = []
        var current = ""
        var start: Int?
        var offset = 0
        var escaped = false
        for c in row {
            let width = String(c).utf8.count
            defer { offset += width }
            if escaped {
                current.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "|" {
                if let start { out.append(Field(text: current.trimmed, offset: start)) }
                current = ""
                start = offset + width
            } else {
                if c != " " || !current.isEmpty { if current.isEmpty { start = offset }; current.append(c) }
            }
        }
        return out.isEmpty ? nil : out
    }

    /// The table a fenced block holds; nil when it is not a sheet.
    static func table(from block: MarkdownNode, info: String, lines: [Substring]) -> MarkdownNode? {
        // A fenced block's content starts on the line after its fence and keeps its columns.
        let fence = block.range.start.line
        guard fence >= 1, fence <= lines.count else { return nil }
        let opening = lines[fence - 1].drop { $0 == " " }
        guard opening.hasPrefix("```") || opening.hasPrefix("~~~") else { return nil }
        let contentCount = (block.literal ?? "").split(separator: "\n", omittingEmptySubsequences: false).count - 1
        guard contentCount >= 2, fence + contentCount <= lines.count else { return nil }
        let numbers = Array((fence + 1)...(fence + contentCount))
        guard let rows = sheetRows(numbers.map { ($0, lines[$0 - 1]) }, info: info) else { return nil }
        return makeTable(block: block, rows: rows)
    }

    /// The rows of a fenced block's content lines when they are a sheet: a `csv`/`tsv` label
    /// or none, at least three named columns, every line split the same way.
    static func sheetRows(_ content: [(number: Int, text: Substring)], info: String) -> [(line: Int, fields: [Field])]? {
        let label = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        let separators: [Character]
        switch label {
        case "csv": separators = [",", ";"]
        case "tsv": separators = ["\t"]
        case "", "text", "txt", "plain", "plaintext": separators = ["\t", ",", ";"]
        default: return nil
        }
        let rows = content.filter { !$0.text.allSatisfy { $0 == " " || $0 == "\t" } }
        guard rows.count >= 2 else { return nil }
        for separator in separators {
            // A header of three columns holds two separators (each an ASCII byte): a first row
            // with fewer bytes of it is not split.
            let byte = separator.utf8.first!
            guard rows[0].text.utf8.lazy.filter({ $0 == byte }).count >= 2 else { continue }
            // The header row rules out nearly every block of code: the other rows are split only
            // under a header of column names.
            guard let header = fields(rows[0].text, separator: separator), header.count >= 3, header.allSatisfy({ isColumnName($0.text) }) else { continue }
            // A labelled sheet's quoted cells may hold line breaks; elsewhere a record is a line.
            guard let records = label.isEmpty ? rows.map({ [$0] }) : records(rows, separator: separator) else { continue }
            let parsed = records.compactMap { fields(record: $0, separator: separator) }
            guard parsed.count == records.count else { continue }
            // Spreadsheets drop a row's trailing empty cells; a labelled block may be ragged.
            let even = parsed.allSatisfy { $0.count == header.count }
            guard even || !label.isEmpty && parsed.allSatisfy({ $0.count <= header.count }) else { continue }
            return zip(records, parsed).map { ($0[0].number, $1) }
        }
        return nil
    }

    /// True when the fenced block opening at `offset` (0-based) of `lines` is a sheet.
    static func opensSheet(_ lines: [Substring], at offset: Int) -> Bool {
        let opening = lines[offset].drop { $0 == " " }
        let fence = opening.prefix { $0 == "`" || $0 == "~" }
        guard fence.count >= 3 else { return false }
        let info = String(opening.dropFirst(fence.count)).trimmed
        var content: [(number: Int, text: Substring)] = []
        for index in (offset + 1)..<lines.count {
            if lines[index].drop(while: { $0 == " " }).hasPrefix(fence) { return sheetRows(content, info: info) != nil }
            content.append((index + 1, lines[index]))
        }
        return false
    }

    /// A header cell a sheet names a column with: words, not values or code.
    static func isColumnName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.count <= 40 && text.allSatisfy { $0.isLetter || $0.isNumber || " ()/-_&.#@%+".contains($0) }
    }

    struct Field {
        var text: String
        /// The field's first character (its opening quote for a quoted field), 0-based in UTF-8.
        var offset: Int
        /// A quoted field that runs over several lines: its text on each line, located there.
        var lines: [(number: Int, offset: Int, text: String)] = []
    }

    /// A line's fields (RFC 4180: quoted fields hold separators and doubled quotes); nil when a
    /// quote does not close.
    static func fields(_ line: Substring, separator: Character) -> [Field]? {
        fields(record: [(0, line)], separator: separator)
    }

    /// A record's fields, the record one line or several when a quoted field holds line breaks
    /// (as Notion and Airtable export a multi-line cell); nil when a quote does not close.
    static func fields(record: [(number: Int, text: Substring)], separator: Character) -> [Field]? {
        var out: [Field] = []
        var current = ""
        var start = 0
        var quoted = false
        var inQuotes = false
        var atFieldStart = true
        // The lines a quoted field has run over so far, and where its text on this line starts.
        var spanned: [(number: Int, offset: Int, text: String)] = []
        var pieceStart = 0
        var pieceText = ""
        var lineNumber = 0
        func finish() {
            var field = Field(text: quoted ? current : current.trimmed, offset: start)
            if !spanned.isEmpty { field.lines = spanned + [(lineNumber, pieceStart, pieceText)] }
            out.append(field)
            spanned = []
        }
        for (position, (number, line)) in record.enumerated() {
            var offset = 0
            lineNumber = number
            if position > 0 {
                guard inQuotes else { return nil }
                current.append("\n")
                pieceStart = 0
                pieceText = ""
            }
            var index = line.startIndex
            while index < line.endIndex {
                let c = line[index]
                let width = String(c).utf8.count
                if inQuotes {
                    if c == "\"" {
                        let next = line.index(after: index)
                        if next < line.endIndex, line[next] == "\"" {
                            current.append("\"")
                            pieceText.append("\"")
                            offset += width + 1
                            index = line.index(after: next)
                            continue
                        }
                        inQuotes = false
                    } else {
                        current.append(c)
                        pieceText.append(c)
                    }
                } else if c == separator {
                    finish()
                    current = ""
                    quoted = false
                    atFieldStart = true
                    start = offset + width
                } else if c == "\"", atFieldStart, current.allSatisfy({ $0 == " " }) {
                    quoted = true
                    inQuotes = true
                    current = ""
                    start = offset
                    pieceStart = offset + width
                    pieceText = ""
                    atFieldStart = false
                } else {
                    if atFieldStart, c == " " {
                        start = offset + width
                    } else {
                        atFieldStart = false
                    }
                    current.append(c)
                }
                offset += width
                index = line.index(after: index)
            }
            if inQuotes, position < record.count - 1 {
                spanned.append((number, pieceStart, pieceText))
            }
        }
        guard !inQuotes else { return nil }
        finish()
        return out
    }

    /// The content lines gathered into records: a line whose quoted field does not close goes
    /// on into the next lines until it does (at most `maximumLines` lines to a record).
    static func records(_ lines: [(number: Int, text: Substring)], separator: Character, maximumLines: Int = 12) -> [[(number: Int, text: Substring)]]? {
        var out: [[(number: Int, text: Substring)]] = []
        var index = 0
        while index < lines.count {
            var record = [lines[index]]
            while fields(record: record, separator: separator) == nil {
                index += 1
                guard index < lines.count, record.count < maximumLines else { return nil }
                record.append(lines[index])
            }
            out.append(record)
            index += 1
        }
        return out
    }

    static func makeTable(block: MarkdownNode, rows: [(line: Int, fields: [Field])]) -> MarkdownNode {
        let file = block.range.fileID
        func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(line: line, column: column) }
        let children = rows.enumerated().map { position, row in
            let cells = row.fields.map { field in
                let range = SourceRange(fileID: file, start: at(row.line, field.offset + 1), end: at(row.line, field.offset + 1 + max(1, field.text.utf8.count)))
                guard !field.lines.isEmpty else {
                    return MarkdownNode(kind: .tableCell, range: range, children: [MarkdownNode(kind: .text, range: range, literal: field.text)])
                }
                // A cell over several lines keeps each line's text at that line, as a paragraph's
                // soft breaks do.
                let pieces = field.lines.enumerated().flatMap { index, piece -> [MarkdownNode] in
                    let pieceRange = SourceRange(fileID: file, start: at(piece.number, piece.offset + 1), end: at(piece.number, piece.offset + 1 + max(1, piece.text.utf8.count)))
                    let text = MarkdownNode(kind: .text, range: pieceRange, literal: piece.text)
                    return index == 0 ? [text] : [MarkdownNode(kind: .softBreak, range: pieceRange), text]
                }
                return MarkdownNode(kind: .tableCell, range: range, children: pieces)
            }
            let end = row.fields.last.map { $0.offset + 1 + max(1, $0.text.utf8.count) } ?? 2
            return MarkdownNode(kind: .tableRow(isHeader: position == 0), range: SourceRange(fileID: file, start: at(row.line, 1), end: at(row.line, end)), children: cells)
        }
        return MarkdownNode(kind: .table, range: block.range, children: children)
    }
}
