/// `Height 24pt, padding 8pt horizontal, radius 12pt`, `Hit area = visual bounds (24pt tall)`:
/// an item whose lead is a value or a role with its value names no element; it describes the
/// subject it stands under.
enum SubjectValueItemReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "subject-value-item", title: "Values of the subject in a list item",
        summary: "A list item with no key that opens with a value, or with a role word and its value (`Height 24pt, radius 12pt`, `Hit area = visual bounds (24pt tall)`, `22×22 hit area`), gives the element of the heading above it those values, each read by the words beside it.",
        examples: [
            SpecReadingExample(
                """
                ## Small chip

                Canvas: White #FFFFFF

                - Height 24pt, padding 8pt horizontal, radius 12pt.
                - Hit area = visual bounds (24pt tall) — chips in this strip are packed 6pt apart.
                """,
                facts: ["target Small chip: ?×24"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.key == nil, !context.fromParagraph, item.children.isEmpty, let start = context.subject,
            [.element, .section].contains(builder.roles.subjects[start].kind), let subject = builder.elementSubject(start).subject
        else { return false }
        let text = Fragment.plain(Substring(item.text)).trimmed
        let lexer = builder.roleLexer
        // `5.67:1 contra o Elevated Surface` states a measured pair: the claim readers take it.
        guard let first = lexer.spans(in: text).first, first.kind != .ratio else { return false }
        let lead = String(Array(text)[..<first.start]).lowercased()
        let words = lead.split { !($0.isLetter || $0 == "-") }.map(String.init)
        // The value opens the item, or only a role and a copula stand before it.
        let opensWithRole = RoleWords.touchPhrases.contains { lead.hasPrefix($0) }
            || (words.count == 1 && (RoleWords.sizeRole(words[0]) != nil || RoleWords.colorRole(words[0]) != nil))
        guard words.isEmpty || opensWithRole else { return false }
        let line = item.range.start.line
        guard !builder.roles.readLines.contains(line) else { return true }
        let column = builder.draft.lines.locate(text, line: line, from: 1, fallback: item.range).start.column
        builder.readFragments(
            Fragment(text: text, line: line, column: column), into: subject, defaultColor: nil, defaultSize: .size, mode: context.mode,
            state: context.state)
        return true
    }
}
