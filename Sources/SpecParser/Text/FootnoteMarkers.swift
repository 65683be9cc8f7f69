/// A footnote written with a superscript number at the start of its line (`¹ Close glyph is
/// Charcoal #2D3436 on White`, `² Field: White fill, 1pt Light Gray border`), as copy decks and
/// text out of a PDF write them: the number marks the note, it is no word of it. The marker
/// becomes blanks, so the line reads as the sentence or `Key: value` line it is; every line
/// keeps its length in characters, so columns stay the file's own.
enum FootnoteMarkers: SpecReading {
    static let description = SpecReadingDescription(
        id: "footnote-markers", title: "Footnotes numbered with superscripts",
        summary: "A line that starts with a superscript number (`¹`, `²³`) is a footnote: the number is left out and the rest is read as any sentence or `Key: value` line is.",
        examples: [
            SpecReadingExample(
                """
                ## Write

                | Element | Style | Notes |
                |---|---|---|
                | Journal field | Body 17pt | ² |

                ² Field: White fill, 1pt Light Gray #DFE6E9 border, 12pt radius.
                """,
                facts: ["non-text Field: #DFE6E9 on #FFFFFF (light)"]),
        ])

    static let superscripts: Set<Character> = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]

    /// A byte search for each superscript digit.
    static func hasSuperscriptDigit(_ text: String) -> Bool {
        superscripts.contains { text.containsBytes(String($0)) }
    }

    static func fold(_ text: String) -> String {
        // Most documents have no superscript digit: look for one before splitting anything.
        guard hasSuperscriptDigit(text) else { return text }
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let indent = line.prefix { $0 == " " }
            guard indent.count <= 3 else { return line }
            let marker = line.dropFirst(indent.count).prefix { superscripts.contains($0) }
            let rest = line.dropFirst(indent.count + marker.count)
            guard !marker.isEmpty, let next = rest.first, next == " " || next == ")" || next == "." else { return line }
            changed = true
            return Substring(String(indent) + String(repeating: " ", count: marker.count + (next == " " ? 0 : 1)) + rest.dropFirst(next == " " ? 0 : 1))
        }
        return changed ? lines.joined(separator: "\n") : text
    }
}
