/// `Selected: Primary Coral fill (Coral Adjusted #FF8787 in dark), letter Charcoal #2D3436`,
/// `pressed: label op 0.5` under an element: the values the element has in that state.
enum StateKeyReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "state-key", title: "A state as the key",
        summary: "Under an element, a key that is only a state (and perhaps a mode) — `Selected:`, `Pressed:`, `Disabled:`, `Selected, light:` — gives the element's values in that state; a parenthesis naming a mode gives that mode's color (`Primary Coral fill (Coral Adjusted #FF8787 in dark)`).",
        examples: [
            SpecReadingExample(
                """
                ## Day chips

                Canvas: White #FFFFFF

                - Letter: 13pt semibold
                - Selected: Primary Coral fill (Coral Adjusted #FF8787 in dark), letter Charcoal #2D3436
                """,
                facts: ["text Day chips: #2D3436 on #FF6B6B (light selected)", "text Day chips: #2D3436 on #FF8787 (dark selected)"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard let key = item.key, let subject = context.subject, builder.roles.subjects[subject].kind == .element,
            let (qualifiers, _) = builder.draft.vocabulary.parse(key), let state = qualifiers.state
        else { return false }
        let line = item.range.start.line
        let mode = qualifiers.mode ?? context.mode
        if !item.value.isEmpty, !builder.roles.readLines.contains(line) {
            builder.readFragments(
                Fragment(text: Fragment.plain(Substring(item.value)), line: line, column: item.valueRange.start.column), into: subject,
                defaultColor: nil, defaultSize: nil, mode: mode, state: state)
        }
        for child in item.children { builder.readItem(child, subject: subject, mode: mode, state: state) }
        return true
    }
}
