/// A spec pasted into a chat, an e-mail or a ticket has no Markdown headings: its writer heads
/// each group of bullets with a label in capitals (`SCREEN`, `NAV BAR`, `METADATA ROW`). In a
/// document without a heading, such a label — alone on its line after a blank one, with a list
/// right under it — is read as a heading: a label naming the screen (`SCREEN`, `PAGE`) as the
/// screen's, the others as its sections, so what the screen's label states (its background)
/// holds for every group after it. The label line grows by the heading's marks; it holds no
/// value, so no column that is reported moves.
enum CapsLabelHeadings: SpecReading {
    static let description = SpecReadingDescription(
        id: "caps-label-headings", title: "Labels in capitals as headings",
        summary: "In a document with no Markdown heading (a chat export, an e-mail), a label in capitals alone on its line after a blank line, with a list right under it (`SCREEN`, `NAV BAR`, `METADATA ROW`), heads that list as a heading would: a label naming the screen (`SCREEN`, `PAGE`, `VIEW`) is the screen, and the labels after it are its sections, so the screen's background holds under them.",
        examples: [
            SpecReadingExample(
                """
                FINAL SPEC — Entry Detail (iOS) v2

                SCREEN
                • Background `color.background.primary` (#FFFFFF / #1A1D1F)

                TEXT
                • Edited label: footnote 13pt, Slate Gray #636E72
                """,
                facts: ["text Edited label: #636E72 on #FFFFFF (light)"]),
        ])

    /// First words of a label naming the screen itself.
    static let screenWords: Set<String> = ["SCREEN", "PAGE", "VIEW", "CANVAS", "GENERAL", "GLOBAL"]

    static func fold(_ text: String) -> String {
        // Most documents have headings, or no line of capitals at all.
        guard !text.hasPrefix("#"), !text.containsBytes("\n#") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        var fenced = false
        for index in lines.indices {
            let trimmed = lines[index].trimmed
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { fenced.toggle() }
            guard !fenced, isLabel(trimmed), index == 0 || lines[index - 1].trimmed.isEmpty, index + 1 < lines.count,
                opensList(lines[index + 1].trimmed)
            else { continue }
            let first = trimmed.split(separator: " ").first.map(String.init) ?? ""
            lines[index] = (screenWords.contains(first) ? "## " : "### ") + trimmed
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// `NAV BAR`, `METADATA ROW`: one to four words of capitals, with no value, and a note in
    /// parentheses after them or none (`EMOTION TAGS (tap → Timeline filtered by emotion)`).
    static func isLabel(_ line: String) -> Bool {
        let line = line.firstIndex(of: "(").map { line.hasSuffix(")") ? String(line[..<$0]).trimmed : line } ?? line
        guard (2...32).contains(line.count), line.contains(where: \.isLetter) else { return false }
        let words = line.split(separator: " ")
        guard words.count <= 4 else { return false }
        return line.allSatisfy { character in
            character.isLetter ? character.isUppercase : character == " " || character == "&" || character == "/" || character == "-"
        }
    }

    static func opensList(_ line: String) -> Bool {
        ["- ", "* ", "+ ", "• ", "· "].contains { line.hasPrefix($0) }
    }
}
