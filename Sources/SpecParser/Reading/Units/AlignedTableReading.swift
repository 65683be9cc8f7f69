/// Plain-text tables lined up with spaces — pandoc's simple tables, and tables pasted from a
/// PDF report, an e-mail or a terminal: a header line over a rule of dash runs, one row per
/// line, often indented as a code block. Each is rewritten as the pipe table it is, so that
/// every reading of tables reads it.
///
/// The rule's dash runs are the columns. A row is cut where two or more spaces stand, and each
/// piece goes to the column it starts in, so a piece wider than its column (a note running
/// over the next columns) stays one cell. The rewrite puts a `|` in the spaces between cells
/// and keeps each cell where it stands, so locations stay the file's own (a row whose cells
/// leave too little room between them grows by the pipes it lacks). A terminal's table
/// (`name | value` over `-----+------`) only needs its rule's joints made pipes.
enum AlignedTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "aligned-table", title: "Tables aligned with spaces",
        summary: "A header line over a rule of dash runs (`----  -------  ----`, or `=====` runs), indented as code or not, is a table: the rule's runs are its columns, and each row's pieces (cut at two or more spaces) fall in the column they start in. A row ends the table at a blank line. A rule of a terminal's table (`-----+------` under `name | value`) is read as the table's delimiter row. The readers of tables then read it like any other table (see *Rows of a table* for rows whose first cell is empty).",
        examples: [
            SpecReadingExample(
                """
                ## Entry detail

                Canvas: White #FFFFFF

                    Element             Colour       Size / weight   Notes
                    ------------------  -----------  --------------  -----------------
                    Entry date stamp    #B2BEC3      13 px / 400     quieter than body
                    Delete entry        #D63031      15 px / 500
                """,
                facts: ["text Entry date stamp: #B2BEC3 on #FFFFFF (light)", "text size Entry date stamp: 13"]),
            SpecReadingExample(
                """
                ## Composer

                Component            Property      Value
                -------------------  ------------  ---------------------------
                Character count      text          12 / 16 px, #636E72
                Photo carousel dots  size          10 × 10 px, clickable
                """,
                facts: ["text size Character count: 12", "target Photo carousel dots: 10×10"]),
        ])

    static func fold(_ text: String) -> String {
        // Most documents hold no such rule: a byte search before splitting anything.
        guard text.containsBytes("-- ") || text.containsBytes("== ") || text.containsBytes("-+-") || text.containsBytes("─ ") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        var fence: String?
        var index = 1
        while index < lines.count {
            defer { index += 1 }
            let trimmed = lines[index - 1].drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = fence == nil ? String(trimmed.prefix(3)) : nil
                continue
            }
            guard fence == nil, let columns = ruleColumns(Substring(lines[index])), !isBlank(lines[index - 1]),
                index < 2 || isBlank(lines[index - 2]) || lines[index - 2].hasPrefix("#") || ruleColumns(Substring(lines[index - 2])) != nil
            else { continue }
            let header = lines[index - 1]
            if header.contains("|") {
                // A terminal's table: its rows hold their pipes; the rule's joints become pipes.
                guard lines[index].contains("+") else { continue }
                lines[index] = String(lines[index].map { $0 == "+" ? "|" : $0 == "=" ? "-" : $0 })
                changed = true
                continue
            }
            guard let headerRow = pieces(header), headerRow.count >= 2, headerRow.allSatisfy({ isHeading($0.text) }),
                Set(headerRow.map { column(of: $0, in: columns) }).count == headerRow.count
            else { continue }
            let indented = header.hasPrefix(" ")
            lines[index - 1] = piped(header, headerRow, columns: columns, indented: indented, all: true)
            lines[index] = delimiter(lines[index], columns: columns, indented: indented)
            var row = index + 1
            while row < lines.count, !isBlank(lines[row]) {
                if ruleColumns(Substring(lines[row])) != nil {
                    // A closing rule (pandoc draws one under the last row) ends the table.
                    lines[row] = ""
                    break
                }
                if let cells = pieces(lines[row]) {
                    lines[row] = piped(lines[row], cells, columns: columns, indented: indented || lines[row].hasPrefix(" "), all: false)
                }
                row += 1
            }
            changed = true
            index = row
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// The columns a rule line draws, as character ranges: two or more runs of `-` or `=`, each
    /// at least two long, with nothing but spaces (or `+`, `|` joints) between them.
    static func ruleColumns(_ line: Substring) -> [Range<Int>]? {
        var columns: [Range<Int>] = []
        var start: Int?
        var position = 0
        for character in line {
            switch character {
            case "-", "=", "─", "═":
                if start == nil { start = position }
            case " ", "+", "|", "\t":
                if let opened = start {
                    columns.append(opened..<position)
                    start = nil
                }
            default:
                return nil
            }
            position += 1
        }
        if let opened = start { columns.append(opened..<position) }
        guard columns.count >= 2, columns.allSatisfy({ $0.count >= 2 }) else { return nil }
        return columns
    }

    struct Piece {
        var text: String
        /// Where the piece starts and ends, in characters.
        var start: Int
        var end: Int
    }

    /// A line's pieces, cut at two or more spaces (or a tab); nil when the line holds a tab,
    /// which leaves its columns unknown, or nothing.
    static func pieces(_ line: String) -> [Piece]? {
        guard !line.contains("\t") else { return nil }
        var out: [Piece] = []
        var current: Piece?
        var spaces = 0
        for (position, character) in line.enumerated() {
            if character == " " {
                spaces += 1
                continue
            }
            if var piece = current, spaces < 2 {
                piece.text += String(repeating: " ", count: spaces) + String(character)
                piece.end = position + 1
                current = piece
            } else {
                if let piece = current { out.append(piece) }
                current = Piece(text: String(character), start: position, end: position + 1)
            }
            spaces = 0
        }
        if let piece = current { out.append(piece) }
        return out.isEmpty ? nil : out
    }

    /// The column a piece starts in; one that starts in a gap belongs to the column on its right
    /// when it reaches into it (right-aligned numbers), else to the column on its left.
    static func column(of piece: Piece, in columns: [Range<Int>]) -> Int {
        guard let left = columns.lastIndex(where: { $0.lowerBound <= piece.start }) else { return 0 }
        if columns[left].upperBound <= piece.start, left + 1 < columns.count, piece.end > columns[left + 1].lowerBound { return left + 1 }
        return left
    }

    /// The line with a `|` in the spaces before each cell's first piece (and one opening an
    /// indented line, which keeps it out of a code block). `all` gives every column its cell,
    /// as a header must.
    static func piped(_ line: String, _ pieces: [Piece], columns: [Range<Int>], indented: Bool, all: Bool) -> String {
        var characters = Array(line)
        var insertions: [(at: Int, count: Int)] = []
        var previousColumn = 0
        var previousEnd = indented ? 1 : 0
        for (position, piece) in pieces.enumerated() {
            let target = position == 0 && !indented ? 0 : column(of: piece, in: columns)
            // Pieces in one column stay one cell.
            let pipes = max(0, target - (position == 0 ? 0 : previousColumn))
            if pipes > 0 {
                // The pipes go at the end of the spaces before the piece, one space left before
                // it where there is room.
                let room = max(0, piece.start - previousEnd)
                let placed = min(pipes, room)
                let first = piece.start - placed - (room > placed ? 1 : 0)
                for offset in 0..<placed { characters[first + offset] = "|" }
                if placed < pipes { insertions.append((piece.start, pipes - placed)) }
            }
            previousColumn = max(previousColumn, target)
            previousEnd = piece.end
        }
        if indented, characters.first == " " { characters[0] = "|" }
        for insertion in insertions.reversed() {
            characters.insert(contentsOf: Array(repeating: "|", count: insertion.count), at: insertion.at)
        }
        var out = String(characters)
        if all, previousColumn < columns.count - 1 { out += String(repeating: " |", count: columns.count - 1 - previousColumn) }
        return out
    }

    /// The rule as a delimiter row: a `|` in each gap between runs, `-` for every run's mark.
    static func delimiter(_ line: String, columns: [Range<Int>], indented: Bool) -> String {
        var characters = Array(line).map { "=─═".contains($0) ? Character("-") : $0 }
        for column in columns.dropFirst() where column.lowerBound >= 1 { characters[column.lowerBound - 1] = "|" }
        if indented, characters.first == " " { characters[0] = "|" }
        return String(characters)
    }

    /// A header cell: words (`Size / weight`, `#`, `Token path`), not a value.
    static func isHeading(_ text: String) -> Bool {
        text == "#" || text == "№" || DelimitedTables.isColumnName(text) && !text.contains { $0.isNumber }
    }

    static func isBlank(_ line: String) -> Bool {
        line.allSatisfy { $0 == " " }
    }
}
