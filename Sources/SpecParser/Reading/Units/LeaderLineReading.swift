/// Key and value joined by a run of dots (`Height ........ 56pt`), as plain-text specifications,
/// RFC-style documents and printed forms line them up — usually indented as code. Each run of
/// such lines is rewritten as the list of `Key: value` items it is, values kept at their columns,
/// so that every reading of items reads it.
enum LeaderLineReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "leader-lines", title: "Keys and values joined by dots",
        summary: "Two or more lines in a row of a key, a run of dots and a value (`Fill .......... color.primary.coral (#FF6B6B)`), indented as code or not, are a list of `Key: value` items; a line indented further under one continues its value.",
        examples: [
            SpecReadingExample(
                """
                ## Compose

                Canvas: White #FFFFFF

                ### Save Entry Button

                      Height ........ 56pt
                      Fill .......... color.primary.coral (#FF6B6B)
                      Label ......... "Save Entry", 17pt Semibold,
                                      White (#FFFFFF)
                """,
                facts: ["text Save Entry Button: #FFFFFF on #FF6B6B (light)"]),
        ])

    static func fold(_ text: String) -> String {
        // Most documents hold no leader: a byte search before splitting anything.
        guard text.containsBytes("....") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        var index = 0
        var fence = false
        while index < lines.count {
            let trimmed = lines[index].drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { fence.toggle() }
            guard !fence, leader(lines[index]) != nil, index + 1 < lines.count else {
                index += 1
                continue
            }
            // The run: leader lines and the lines indented further that continue them.
            var run: [Int] = []
            var continuations: [Int] = []
            var end = index
            var valueColumn = 0
            while end < lines.count {
                if let (_, column) = leader(lines[end]) {
                    run.append(end)
                    valueColumn = column
                } else if !run.isEmpty, !AlignedTableReading.isBlank(lines[end]), indent(lines[end]) >= valueColumn - 1, indent(lines[end]) > indent(lines[run[0]]) {
                    continuations.append(end)
                } else {
                    break
                }
                end += 1
            }
            guard run.count >= 2 else {
                index = end
                continue
            }
            for line in run {
                guard let (key, column) = leader(lines[line]) else { continue }
                let lead = "- \(key):"
                let characters = Array(lines[line])
                let value = String(characters[column...])
                lines[line] = lead + String(repeating: " ", count: max(1, column - lead.count)) + value
            }
            // A continuation stays where it is written: a lazy line of the item above.
            for line in continuations { lines[line] = "  " + lines[line].drop { $0 == " " } }
            changed = true
            index = end
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// The key and the column (0-based) its value starts at, when the line is a key, a run of at
    /// least three dots (or `. . .`) and a value.
    static func leader(_ line: String) -> (String, Int)? {
        let characters = Array(line)
        var index = 0
        while index < characters.count, characters[index] == " " { index += 1 }
        let keyStart = index
        while index < characters.count, characters[index] != "." { index += 1 }
        let key = String(characters[keyStart..<index]).trimmed
        guard !key.isEmpty, key.count <= 40, key.first?.isLetter == true, !key.contains(":") else { return nil }
        var dots = 0
        while index < characters.count, characters[index] == "." || characters[index] == " " {
            if characters[index] == "." { dots += 1 }
            index += 1
        }
        guard dots >= 3, index < characters.count else { return nil }
        return (key, index)
    }

    static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
}
