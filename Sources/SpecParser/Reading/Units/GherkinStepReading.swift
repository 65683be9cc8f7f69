import MarkdownSource

/// ```` ```gherkin ```` acceptance criteria: each step (`Given`, `When`, `Then`, `And`, `But`)
/// is a sentence about the design, read like a sentence of a paragraph under the block's
/// subject; the rest of the block (`Feature:`, `Scenario:`, story lines) states no values.
enum GherkinStepReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "gherkin-steps", title: "Gherkin steps",
        summary: "In a fenced block of Gherkin (` ```gherkin `, ` ```feature `, or a block opening with `Feature:` or `Scenario:`), each step line after its keyword (`Given`, `When`, `Then`, `And`, `But`) is read as a sentence of its section, in the mode the scenario's title or a `Given the device is in dark theme` step names and the state its title or a `When` step puts the element in (`When the user focuses the field`): `And the clear button's tappable area is 28 x 28pt` names the clear button's touch target. Steps are prose to the claim readers too (`And every text element meets AA in dark mode`). A scenario outline's steps (`the chip label is <label> on <fill>`) are read once per row of its `Examples:` table, with that row's values put in, as the sentences of an element named by the row's first value, at the row's line.",
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
            SpecReadingExample(
                """
                ## Entry field

                Canvas: White #FFFFFF / Background Black #1A1D1F

                ```gherkin
                Scenario: Typing in the field in light theme
                  Given the device is in light theme
                  When the user focuses the field
                  Then the field outline is 2dp Primary Coral #FF6B6B
                ```
                """,
                facts: ["non-text field: #FF6B6B on #FFFFFF (light focus)"], absent: ["non-text field: #FF6B6B on #1A1D1F (dark focus)"]),
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

extension GherkinStepReading {
    /// Words of a scenario that put its element in a state, and the state.
    static let stateWords: [(words: [String], state: String)] = [
        (["focuses", "focused", "gets focus", "receives focus", "in focus"], "focus"), (["presses", "pressed", "taps and holds"], "pressed"),
        (["disabled"], "disabled"), (["selects", "selected"], "selected"), (["error", "invalid", "too long", "exceeds", "over the limit"], "error"),
    ]

    static func state(in text: String) -> String? {
        let lower = " " + text.lowercased() + " "
        return stateWords.first { entry in entry.words.contains { lower.contains(" " + $0 + " ") } }?.state
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
        var outline: [(number: Int, step: String)] = []
        var examples: (header: [String], rows: Int)?
        // The mode a scenario's title or a `Given` step sets (`Scenario: … in dark theme`,
        // `Given the device is in dark theme`) holds for its other steps.
        var scenarioMode: String?
        // The state a scenario's title or its `When` step puts the element in (`When the user
        // focuses the field`): the values its `Then` steps give are that state's.
        var scenarioState: String?
        for line in body {
            let text = String(line.raw)
            let trimmed = text.trimmed
            if trimmed.lowercased().hasPrefix("scenario") || trimmed.lowercased().hasPrefix("feature:") {
                outline = []
                examples = nil
                scenarioMode = roleAssigner.mode(in: Fragment(text: trimmed, line: line.number, column: 1))
                scenarioState = GherkinStepReading.state(in: trimmed)
            }
            if trimmed.lowercased().hasPrefix("when "), let state = GherkinStepReading.state(in: trimmed) { scenarioState = state }
            if let start = GherkinStepReading.stepStart(text), text.dropFirst(start).lowercased().hasPrefix("the device is"),
                roleLexer.spans(in: String(text.dropFirst(start))).isEmpty,
                let mode = roleAssigner.mode(in: Fragment(text: String(text.dropFirst(start)), line: line.number, column: 1))
            {
                scenarioMode = mode
            }
            if trimmed.lowercased().hasPrefix("examples:") || trimmed.lowercased().hasPrefix("scenarios:") {
                examples = ([], 0)
                continue
            }
            if var table = examples, trimmed.hasPrefix("|") {
                let cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { String($0).trimmed }
                if table.header.isEmpty {
                    table.header = cells
                } else if !cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) {
                    readOutlineRow(cells, header: table.header, steps: outline, line: line.number, subject: subject)
                }
                examples = table
                continue
            }
            guard let start = GherkinStepReading.stepStart(text) else { continue }
            let step = String(text.dropFirst(start))
            draft.proseLines[line.number] = step
            // A scenario outline's step (`the chip label is <label> on <fill>`) is read once per row of its examples.
            if step.contains("<"), step.contains(">") {
                outline.append((line.number, step))
                continue
            }
            let fragment = Fragment.line(line.raw, number: line.number)
            // The fragment is the line without its indentation: the step starts that much earlier.
            let indent = text.prefix { $0 == " " || $0 == "\t" }.count
            readSentence(fragment.slice(start - indent, fragment.text.count), boldLead: false, subject: subject, mode: scenarioMode, state: scenarioState)
        }
    }

    /// One row of a scenario outline's examples: its steps with the row's values put in, read as
    /// the sentences of an element named by the row's first value, at the row's line.
    mutating func readOutlineRow(_ cells: [String], header: [String], steps: [(number: Int, step: String)], line: Int, subject: Int?) {
        guard !steps.isEmpty, let name = cells.first, !name.isEmpty else { return }
        let written = steps.map { entry in
            var step = entry.step
            for (column, key) in header.enumerated() where column < cells.count { step = step.replacingOccurrences(of: "<\(key)>", with: cells[column]) }
            return step
        }
        // The claim readers read the row as its steps joined into one sentence.
        draft.proseLines[line] = written.joined(separator: ", ")
        let element = childSubject(named: name, of: subject, range: draft.lines.lineRange(line), override: false)
        for step in written {
            readSentence(Fragment(text: step, line: line, column: 1), boldLead: false, subject: element)
        }
    }
}
