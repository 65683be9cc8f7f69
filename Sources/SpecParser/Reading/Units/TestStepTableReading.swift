import DesignModel
import Foundation
import MarkdownSource

/// `| Step | Action | Data | Expected result |`: a test case's steps table (Xray, TestRail,
/// Zephyr, a QA spreadsheet). The expected result is the design; the action names what the
/// tester looks at, the element the expectation is about unless the expectation names one.
enum TestStepTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "test-step-table", title: "Test-case step tables",
        summary: "A table with an expected-result column (`Expected result`, `Expected`, `Expected outcome`, `Erwartetes Ergebnis`, `Résultat attendu`, `Resultado esperado`) is a test case's steps. Each row's expected result is read as the design, clause by clause (split at `;` and full stops): a clause that names its element (`Section header 16sp medium, Charcoal #2D3436 on White`) is that element's; one keyed by a state (`Selected: fill Bright Yellow #FDCB6E`) is the state's; a background clause (`Screen background White #FFFFFF`) is the screen's; any other is about what the row's action looks at (`Read the photo metadata line under the photo` → `photo metadata line`). A clause with no value saying an element the row names is acted on (`tapping a tag opens Timeline`) makes it interactive; a claim about a scope in an expected result (`All text on this screen is 15sp or larger`) is read as one, apart from the step's action. Columns of data, status and evidence are not read as the design.",
        examples: [
            SpecReadingExample(
                """
                ## Entry editor

                | Step | Action | Data | Expected result |
                |---|---|---|---|
                | 1 | Observe editor on open | — | Screen background White #FFFFFF. |
                | 2 | Read the photo metadata line under the photo | EXIF | "12 Mar 2025 · Lisbon" in 11sp regular, Slate Gray #636E72 on White #FFFFFF. |
                | 3 | Locate the Close (X) control top-left | — | 24dp icon centered in a 40 × 40dp hit area. |
                | 4 | Scroll to the emotions | — | Section header 16sp medium, Charcoal #2D3436; 24dp above the chips. |
                | 5 | Tap the Excited chip | — | Selected: fill Bright Yellow #FDCB6E, label White #FFFFFF. |
                """,
                facts: [
                    "text photo metadata line: #636E72 on #FFFFFF (light)", "text size photo metadata line: 11", "target Close control: 40×40",
                    "text Section header: #2D3436 on #FFFFFF (light)", "text Excited chip: #FFFFFF on #FDCB6E (light selected)",
                ]),
            SpecReadingExample(
                """
                ## Entry detail

                | # | Step | Data | Expected result |
                |---|---|---|---|
                | 1 | Open any entry. | — | Screen background White #FFFFFF. |
                | 2 | Check the emotion tags row. | — | Tags 32dp high, radius 16dp; tapping a tag opens Timeline filtered to that emotion. |
                | 3 | Review type sizes. | — | All text on this screen is 15sp or larger. |
                """,
                facts: ["target Tags: ?×32", "scoped claim font size 15"]),
        ])

    static let expectedHeaders: Set<String> = [
        "expected result", "expected results", "expected", "expected outcome", "expected behaviour", "expected behavior", "expectation", "expected ui",
        "erwartetes ergebnis", "erwartet", "résultat attendu", "resultat attendu", "resultado esperado", "risultato atteso", "verwacht resultaat",
        "oczekiwany rezultat", "期待結果", "预期结果", "기대 결과",
    ]
    static let actionHeaders: Set<String> = [
        "action", "actions", "step", "steps", "test step", "step description", "description", "procedure", "do", "what to do", "aktion", "schritt",
        "acción", "ação", "azione", "actie", "操作", "步骤", "동작",
    ]
    /// Verbs a step opens with; the words after them (past a particle) name what is looked at.
    static let verbs: Set<String> = [
        "observe", "read", "locate", "inspect", "tap", "check", "verify", "view", "open", "find", "focus", "hover", "type", "enter", "select",
        "press", "confirm", "compare", "measure", "review", "see", "scroll", "look", "note", "toggle", "long-press", "swipe", "drag", "navigate",
        "return", "go", "launch", "dismiss", "close", "clear", "switch", "turn", "enable", "disable", "trigger", "pick", "choose", "activate",
        "expand", "collapse", "save", "submit", "edit", "delete", "remove", "add", "click", "double-tap", "examine", "zoom", "resize", "rotate",
    ]
    static let particles: Set<String> = ["at", "to", "into", "on", "onto", "over", "through", "down", "up", "in"]
    static let articles: Set<String> = ["the", "a", "an", "each", "every", "any", "one", "its", "their"]
    /// Words after which a step names a place or a purpose, not the element.
    static let stops: Set<String> = [
        "under", "over", "above", "below", "beside", "next", "at", "in", "inside", "on", "of", "from", "with", "for", "top-left", "top-right",
        "bottom-left", "bottom-right", "left", "right", "top", "bottom", "and", "to", "into", "near", "beneath", "behind", "until", "when", "while",
        "after", "before", "so", "that", "again", "then", "by", "via", "using", "without",
    ]

    /// What a step's action looks at (`Read the character counter bottom-right of the field` →
    /// `character counter`); the whole cell when it opens with no verb; nil when it names nothing.
    static func object(of action: String) -> String? {
        var text = action
        while let (rest, _) = Normalize.trailingParenthetical(text), !rest.isEmpty { text = rest }
        // Parentheses inside (`Close (X) control`) gloss the name.
        var plain = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth = max(0, depth - 1); continue }
            if depth == 0 { plain.append(character) }
        }
        var words = plain.split(separator: " ").map { String($0) }
        func word(_ index: Int) -> String {
            words[index].lowercased().trimmingCharacters(in: .punctuationCharacters.subtracting(["-"]))
        }
        guard !words.isEmpty else { return nil }
        var start = 0
        if verbs.contains(word(0)) {
            start = 1
            while start < words.count, particles.contains(word(start)) { start += 1 }
        }
        while start < words.count, articles.contains(word(start)) { start += 1 }
        var end = start
        var quoted = false
        while end < words.count {
            let raw = words[end]
            if raw.hasPrefix("\"") || raw.hasPrefix("“") { quoted = true }
            if !quoted, end > start, stops.contains(word(end)) { break }
            if raw.hasSuffix("\"") || raw.hasSuffix("”") { quoted = false }
            let closes = !quoted && (raw.hasSuffix(",") || raw.hasSuffix(";") || raw.hasSuffix(":") || raw.hasSuffix("."))
            end += 1
            if closes { break }
        }
        words = Array(words[start..<end])
        let name = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " ,;:.\"“”"))
            .replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "“", with: "").replacingOccurrences(of: "”", with: "")
        guard !name.isEmpty, name.split(separator: " ").count <= 6, name.contains(where: { $0.isLetter }) else { return nil }
        return name
    }
}

extension DocumentBuilder {
    /// Reads a test case's steps table (`TestStepTableReading`); false when the table has no
    /// expected-result column.
    mutating func readTestSteps(_ table: MarkdownNode, headers: [String], subject: Int?) -> Bool {
        let names = headers.map { Normalize.name(Fragment.plain(Substring($0))) }
        guard let expected = names.firstIndex(where: TestStepTableReading.expectedHeaders.contains) else { return false }
        let rows = Array(table.children.dropFirst())
        // The action column is the one whose cells hold words (a `Step` column may only number).
        let action = names.indices.first { index in
            index != expected && TestStepTableReading.actionHeaders.contains(names[index])
                && rows.contains { row in
                    index < row.children.count && Fragment.plain(Substring(row.children[index].plainText)).contains(where: \.isLetter)
                }
        }
        let (owner, headingMode) = elementSubject(subject)
        for row in rows {
            let range = draft.lines.range(of: row)
            guard !roles.readLines.contains(range.start.line), expected < row.children.count else { continue }
            let cells = row.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
            guard Self.hasValue(cells[expected]) else { continue }
            var target = owner
            var mode = headingMode
            var state: String?
            if let action, action < cells.count, let object = TestStepTableReading.object(of: cells[action]) {
                let (elementName, named) = elementName(object)
                if !elementName.isEmpty {
                    target = childSubject(named: elementName, of: owner ?? subject, range: range, override: false)
                }
                mode = named.mode ?? mode
                state = named.state
            }
            let cell = Fragment(text: cells[expected], line: range.start.line, column: draft.lines.range(of: row.children[expected]).start.column)
            for clause in DocumentBuilder.clauses(of: cell) {
                readExpectedClause(clause, target: target, subject: subject, mode: mode, state: state)
            }
        }
        return true
    }

    /// One clause of an expected result: keyed by a state, a background line, a sentence naming
    /// its element, or else values of the element the step looks at.
    private mutating func readExpectedClause(_ clause: Fragment, target: Int?, subject: Int?, mode: String?, state: String?) {
        let spans = roleLexer.spans(in: clause.text)
        guard let first = spans.first, !spans.contains(where: { $0.kind == .ratio }) else {
            if spans.isEmpty { markActedInRow(clause) }
            return
        }
        let (_, key, value, _) = ItemExtraction.splitKey(clause.text)
        if let key, !value.isEmpty, let qualifiers = qualifierKey(key), let target {
            readFragments(
                Self.tail(of: clause, matching: value), into: target, defaultColor: nil, defaultSize: .size, mode: qualifiers.mode ?? mode,
                state: qualifiers.state ?? state)
            return
        }
        if let key, !value.isEmpty, Self.isBackgroundKey(key) || keyRoles(key).isRole {
            if Self.isBackgroundKey(key) || target == nil {
                readSentence(clause, boldLead: false, subject: subject)
            } else if let target {
                readFragments(clause, into: target, defaultColor: nil, defaultSize: .size, mode: mode, state: state)
            }
            return
        }
        if key == nil, Self.backgroundSentence(clause.text, spans: spans) != nil {
            readSentence(clause, boldLead: false, subject: subject)
            return
        }
        if let target, readAntecedentSentence(clause, antecedent: Antecedent(element: target, role: nil), subject: subject, boldLead: false) { return }
        // A phrase naming an element before the first value (`Section header 16sp …`); quoted
        // copy alone (`"Entry saved" 22sp bold`) is the element the step looks at.
        let before = String(clause.text.prefix(first.start))
        let named = NamedSentenceReading.phrase(clause.text, before: first.start).map { phrase in
            !phrase.name.isEmpty && !phrase.name.hasPrefix("\"") && !phrase.name.hasPrefix("“") && !Self.quotedOnly(before) && keyRoles(phrase.name).isRole == false
        } ?? false
        if named || target == nil {
            readNamedSentence(clause, subject: subject, mode: mode, state: state)
        } else if let target {
            readFragments(clause, into: target, defaultColor: nil, defaultSize: .size, mode: mode, state: state)
        }
    }

    /// `Tags 32dp high …; tapping a tag opens Timeline filtered to that emotion`: a clause saying
    /// an element the row names is acted on makes it interactive, so its size is a touch target.
    private mutating func markActedInRow(_ clause: Fragment) {
        let words = Set(clause.text.lowercased().split { !$0.isLetter }.map(String.init))
        guard !words.isDisjoint(with: RoleWords.actionWords) else { return }
        for index in roles.subjects.indices where roles.subjects[index].kind == .element && roles.subjects[index].range.start.line == clause.line {
            let names = Self.nameWords(roles.subjects[index].name)
            let named = names.contains { name in words.contains(name) || words.contains(name + "s") || (name.hasSuffix("s") && words.contains(String(name.dropLast()))) }
            if named { markActed(clause, subject: index) }
        }
    }

    /// True when the text holds only quoted copy and linking words (`"Entry saved" in`).
    private static func quotedOnly(_ text: String) -> Bool {
        var outside = ""
        var quoted = false
        for character in text {
            if "\"“”".contains(character) { quoted.toggle(); continue }
            if !quoted { outside.append(character) }
        }
        let words = outside.lowercased().split { !$0.isLetter }
        return words.allSatisfy { ["in", "at", "is", "as", "set", "shows", "reads", "with", "and"].contains(String($0)) }
    }
}
