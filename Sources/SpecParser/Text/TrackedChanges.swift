/// A Word document converted with `pandoc --track-changes=all` keeps its revisions as spans:
/// `[11px]{.deletion author="Ana"}[12px]{.insertion author="Ana"}`, and its comments as
/// `[Re-ran these.]{.comment-start id="2" …}…[]{.comment-end id="2"}`. The design is the document
/// with its changes accepted: a deleted value is not the design, an inserted one is, and a
/// comment is a reviewer's remark. Deleted text and comments become blanks, an insertion's marks
/// become blanks around its text, so every line keeps its length in characters and the values
/// left their columns.
enum TrackedChanges: SpecReading {
    static let description = SpecReadingDescription(
        id: "tracked-changes", title: "Tracked changes from Word",
        summary: "A document converted from Word with its tracked changes (`pandoc --track-changes=all`) is read with the changes accepted: an insertion's text (`[12px]{.insertion author=…}`) is the design, a deletion's (`[11px]{.deletion …}`) is not, and a comment (`[…]{.comment-start …}`, `[]{.comment-end …}`) is a remark, not the design.",
        examples: [
            SpecReadingExample(
                """
                ## Photo header

                Background: White #FFFFFF

                -   Metadata line: Caption 1, [11px]{.deletion author="Ana"}[12px (0.75rem)]{.insertion author="Ana"} semibold, Slate Gray #636E72
                -   Remove button (×): hit area [24×24px]{.deletion author="Tom"}[20×20px]{.insertion author="Tom"}
                """,
                facts: ["text size Metadata line: 12", "target Remove button: 20×20"],
                absent: ["text size Metadata line: 11", "target Remove button: 24×24"]),
        ])

    /// The span classes pandoc writes for tracked changes, and whether the span's text stays.
    static let classes: [(name: String, keepsText: Bool)] = [
        ("{.insertion", true), ("{.paragraph-insertion", true), ("{.deletion", false), ("{.paragraph-deletion", false),
        ("{.comment-start", false), ("{.comment-end", false),
    ]

    static func fold(_ text: String) -> String {
        // Most documents hold no tracked change.
        guard text.containsBytes("]{.") else { return text }
        var chars = Array(text)
        var opens: [Int] = []
        var changed = false
        var index = 0
        while index < chars.count {
            let character = chars[index]
            if character == "[" {
                opens.append(index)
            } else if character == "]", let open = opens.popLast(), let (keepsText, end) = span(after: index, in: chars) {
                // `[` … `]{.insertion …}`: blank the marks and, for a deletion or a comment, the text.
                for blank in open...end where chars[blank] != "\n" {
                    if keepsText, blank > open, blank < index { continue }
                    chars[blank] = " "
                }
                changed = true
                index = end
            }
            index += 1
        }
        return changed ? String(chars) : text
    }

    /// The span's class after a closing bracket (`]{.deletion author="…"}`): whether its text
    /// stays, and the index of its closing brace; nil when no tracked-change class follows.
    static func span(after bracket: Int, in chars: [Character]) -> (keepsText: Bool, end: Int)? {
        for (name, keepsText) in classes {
            let marks = Array("]" + name)
            guard bracket + marks.count <= chars.count, Array(chars[bracket..<(bracket + marks.count)]) == marks else { continue }
            let after = bracket + marks.count
            guard after < chars.count, chars[after] == " " || chars[after] == "}" else { continue }
            guard let end = chars[after...].firstIndex(of: "}") else { return nil }
            return (keepsText, end)
        }
        return nil
    }
}
