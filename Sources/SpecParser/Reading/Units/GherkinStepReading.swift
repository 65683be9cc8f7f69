import MarkdownSource

/// ```` ```gherkin ```` acceptance criteria: each step (`Given`, `When`, `Then`, `And`, `But`)
/// is a sentence about the design, read like a sentence of a paragraph under the block's
/// subject; the rest of the block (`Feature:`, `Scenario:`, story lines) states no values.
enum GherkinStepReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "gherkin-steps", title: "Gherkin steps",
        summary: "In a fenced block of Gherkin (` ```gherkin `, ` ```feature `, or a block opening with `Feature:` or `Scenario:`), each step line after its keyword (`Given`, `When`, `Then`, `And`, `But`) is read as a sentence of its section: `And the clear button's tappable area is 28 x 28pt` names the clear button's touch target.",
        examples: [
            SpecReadingExample(
                """
                ## Search

                Canvas: White #FFFFFF

                ```gherkin
                Scenario: Clearing the query
                  Given the user has typed at least one character
                  Then the clear button's tappable area is 28 x 28pt, centred on the icon
                  And the hint "No results" is Subheadline 15pt in Slate Gray #636E72
                ```
                """,
                facts: ["target clear button: 28×28", "text hint \"No results\": #636E72 on #FFFFFF (light)", "text size hint \"No results\": 15"]),
        ])

    static let keywords = ["given", "when", "then", "and", "but"]
    static let infos: Set<String> = ["gherkin", "feature", "cucumber"]

    /// The column (in characters) where a step's sentence starts after its keyword; nil when the
    /// line is not a step.
    static func stepStart(_ line: String) -> Int? {
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        let rest = line.dropFirst(indent)
        guard let word = rest.split(separator: " ", maxSplits: 1).first, keywords.contains(word.lowercased()) else { return nil }
        let after = rest.dropFirst(word.count)
        let gap = after.prefix { $0 == " " }.count
        guard gap > 0, after.count > gap else { return nil }
        return indent + word.count + gap
    }
}

extension DocumentBuilder {
    /// A fenced Gherkin block's steps, each read as a sentence of the subject.
    mutating func readGherkinSteps(_ block: MarkdownNode, info: String, subject: Int?) {
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        guard last > first + 1 else { return }
        let body = ((first + 1)..<last).compactMap { number in draft.lines.line(number).map { (number: number, raw: $0) } }
        let opening = body.first { !String($0.raw).trimmed.isEmpty }.map { String($0.raw).trimmed.lowercased() } ?? ""
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard GherkinStepReading.infos.contains(language) || (language.isEmpty && (opening.hasPrefix("feature:") || opening.hasPrefix("scenario:"))) else { return }
        for line in body where !String(line.raw).trimmed.isEmpty {
            // Each line is read for token mentions like a data block's (`color.text.tertiary` in a
            // step's table). A table row's cells are per mode or per state as its header says, so
            // a value glossed there (`color.text.secondary (#B2BEC3)` under `dark`) is not judged
            // as the token's value in every mode: the row gives only its paths.
            var text = Fragment.plain(line.raw)
            if text.trimmed.hasPrefix("|") {
                var depth = 0
                text = String(text.filter { character in
                    if character == "(" { depth += 1 }
                    defer { if character == ")" { depth = max(0, depth - 1) } }
                    return depth == 0 && character != ")"
                })
            }
            roles.dataLines[line.number] = roles.dataLines[line.number] ?? text
        }
        for line in body {
            let fragment = Fragment.line(line.raw, number: line.number)
            guard let start = GherkinStepReading.stepStart(String(line.raw)) else { continue }
            // The fragment is the line without its indentation: the step starts that much earlier.
            let indent = String(line.raw).prefix { $0 == " " || $0 == "\t" }.count
            let sentence = fragment.slice(start - indent, fragment.text.count)
            readSentence(sentence, boldLead: false, subject: subject)
        }
    }
}
