import Diagnostics

/// A whiteboard's sticky note exported as a quote with its color and its author (`> 🟨 Sam:
/// Resting border is 1pt Light Gray #DFE6E9`): the author is who wrote the note, not an element
/// it describes. The color mark and the name are left out of the copy the reader reads (blanks
/// would make a quote's text an indented code block), so the note reads as the sentence or
/// `Key: value` line it is; the shifts map its columns back to the file's.
enum StickyNoteAuthors: SpecReading {
    static let description = SpecReadingDescription(
        id: "sticky-note-authors", title: "Sticky notes signed by their author",
        summary: "A line (a quote, usually) that opens with a note's color mark and a name with a colon (`> 🟨 Sam:`, `> 🟪 Mei Lin:`) is a note on a board: the name is its author, left out, and the rest is read as any sentence or `Key: value` line is. A swatch (`🟥 Coral: #FF6B6B`) is not a note: a value right after the colon keeps the line as it is.",
        examples: [
            SpecReadingExample(
                """
                ## Entry editor

                Background: White #FFFFFF

                > 🟨 Sam: Journal field border is 1pt Light Gray #DFE6E9 against the white screen.
                > 🟪 Mei: Premium badge label is 12pt semibold Golden Orange #FAB1A0.
                """,
                facts: ["non-text Journal field: #DFE6E9 on #FFFFFF (light)", "text Premium badge: #FAB1A0 on #FFFFFF (light)"]),
        ])

    /// The color marks of sticky notes and comment cards.
    static let marks: Set<Character> = ["🟨", "🟦", "🟪", "🟩", "🟥", "🟧", "🟫", "⬜", "⬛", "🗒", "📝", "💬"]

    static func fold(_ text: String) -> (text: String, shifts: ColumnShifts) {
        // Most documents have no note mark: look for one before splitting anything.
        guard marks.contains(where: { text.containsBytes(String($0)) }) else { return (text, ColumnShifts()) }
        var shifts = ColumnShifts()
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line -> Substring in
            let lead = line.prefix { $0 == " " || $0 == ">" }
            var rest = line.dropFirst(lead.count)
            guard let mark = rest.first, marks.contains(mark) else { return line }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\u{FE0F}" }
            guard let colon = rest.firstIndex(of: ":") else { return line }
            let words = rest[..<colon].split(separator: " ")
            guard (1...3).contains(words.count), words.allSatisfy({ word in
                word.first?.isUppercase == true && word.allSatisfy { $0.isLetter || $0 == "." || $0 == "-" || $0 == "'" }
            }) else { return line }
            let after = rest[rest.index(after: colon)...].dropFirst()
            guard rest[rest.index(after: colon)...].first == " ", let next = after.first, next.isLetter || next == "\"" || next == "“" else { return line }
            changed = true
            let leftOut = line[lead.endIndex..<after.startIndex].unicodeScalars.count
            let column = lead.unicodeScalars.count + 1
            for _ in 0..<leftOut { shifts.drop(line: offset + 1, column: column) }
            return Substring(String(lead) + after)
        }
        return changed ? (lines.joined(separator: "\n"), shifts) : (text, ColumnShifts())
    }
}
