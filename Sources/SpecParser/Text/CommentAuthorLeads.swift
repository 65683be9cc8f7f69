import Diagnostics

/// A thread exported from an issue tracker or a doc's comments signs each reply before its text
/// (`**@priya.m** · Mar 9 — Update: the toast label switches to #FFFFFF`, `@dana: …`). The
/// signature names who wrote the reply, not an element it describes: it is left out of the copy
/// the reader reads, so the reply reads as the sentence it is; the shifts map its columns back.
enum CommentAuthorLeads: SpecReading {
    static let description = SpecReadingDescription(
        id: "comment-author-leads", title: "Replies signed by their author",
        summary: "A line that opens with an @-handle (bold or not), perhaps a `·` and when it was written, then a dash or a colon (`**@priya.m** · Mar 9 — Update: …`, `@dana: …`) is a reply signed by its author: the signature is left out and the rest is read as any sentence or `Key: value` line is.",
        examples: [
            SpecReadingExample(
                """
                ## Save

                Background: White #FFFFFF

                - Success toast fill #00B894, label #2D3436, 16sp.

                **@priya.m** · Mar 9 — Update: the success toast label switches to #FFFFFF.
                """,
                facts: ["text Success toast: #FFFFFF on #00B894 (light)"], absent: ["text @priya.m: #FFFFFF on #FFFFFF (light)"]),
            // A reply under a story's `Comments` heading changes the element the story specified.
            SpecReadingExample(
                """
                ## Save toast

                Background: White #FFFFFF

                ### Acceptance criteria

                - Success toast fill #00B894, label #2D3436, 16sp.

                ### Comments

                **@priya.m** · Mar 9 — Update: success toast label switches to #FFFFFF.
                """,
                facts: ["text Success toast: #FFFFFF on #00B894 (light)"], absent: ["text Success toast: #2D3436 on #00B894 (light)"]),
        ])

    static func fold(_ text: String) -> (text: String, shifts: ColumnShifts) {
        // Most documents sign nothing: look for a handle before splitting anything.
        guard text.containsBytes("@") else { return (text, ColumnShifts()) }
        var shifts = ColumnShifts()
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line -> Substring in
            // A quote's marks and a list item's marker stay; the signature after them goes.
            var lead = line.prefix { $0 == " " || $0 == ">" }
            if line[lead.endIndex...].hasPrefix("- ") { lead = line[..<line.index(lead.endIndex, offsetBy: 2)] }
            guard let end = signatureEnd(line[lead.endIndex...]) else { return line }
            changed = true
            let leftOut = line[lead.endIndex..<end].unicodeScalars.count
            let column = lead.unicodeScalars.count + 1
            for _ in 0..<leftOut { shifts.drop(line: offset + 1, column: column) }
            return Substring(String(lead) + line[end...])
        }
        return changed ? (lines.joined(separator: "\n"), shifts) : (text, ColumnShifts())
    }

    /// Where the text after a signature starts (`**@priya.m** · Mar 9 — ` ends before `Update`).
    static func signatureEnd(_ text: Substring) -> Substring.Index? {
        var rest = text
        let bold = rest.hasPrefix("**")
        if bold { rest = rest.dropFirst(2) }
        guard rest.first == "@" else { return nil }
        rest = rest.dropFirst()
        let handle = rest.prefix { $0.isLetter || $0.isNumber || ".-_".contains($0) }
        guard !handle.isEmpty else { return nil }
        rest = rest[handle.endIndex...]
        if bold {
            guard rest.hasPrefix("**") else { return nil }
            rest = rest.dropFirst(2)
        }
        if rest.hasPrefix(":") { rest = rest.dropFirst() } else {
            // ` · Mar 9 — `, ` (2d ago) — `, ` — `: when it was written, up to a dash.
            guard let dash = rest.firstRange(of: " — ") ?? rest.firstRange(of: " – "), rest[..<dash.lowerBound].count <= 30,
                !rest[..<dash.lowerBound].contains("#")
            else { return nil }
            rest = rest[dash.upperBound...]
        }
        rest = rest.drop { $0 == " " }
        guard let first = rest.first, first.isLetter || first == "\"" || first == "`" else { return nil }
        return rest.startIndex
    }
}
