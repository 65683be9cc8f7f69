/// `Light: White label on Primary Coral`, `Selected, dark: …`, `Pressed:` under an element: a key
/// that is only a mode and/or a state names no element; it gives its subject's values that mode
/// and state.
enum QualifierKeyReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "qualifier-key", title: "Keys that are only a mode or a state",
        summary: "A key made only of a mode and/or a state (`Light:`, `Dark:`, `Selected:`, `Pressed, dark:`, `Selected (after tapping):`) names no element: its values are the enclosing element's, in that mode and state — in a list under the element, in a paragraph of it, or in a definition list's `: Light: …` line.",
        examples: [
            SpecReadingExample(
                """
                ## Home

                Canvas: White #FFFFFF

                - Primary button:
                  - Light: White label on Primary Coral #FF6B6B
                  - Dark: Charcoal #2D3436 label on #FF8787
                """,
                facts: ["text Primary button: #FFFFFF on #FF6B6B (light)", "text Primary button: #2D3436 on #FF8787 (dark)"],
                absent: ["text Light: #FFFFFF on #FF6B6B (light)", "text Primary button: #FFFFFF on #FF6B6B (dark)"]),
            SpecReadingExample(
                """
                ## Day picker

                Canvas: White #FFFFFF

                ### Day chip
                - Label: Charcoal #2D3436
                - Selected: Primary Coral #FF6B6B fill, label White #FFFFFF
                """,
                facts: ["text Day chip: #FFFFFF on #FF6B6B (light selected)"]),
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
        guard let key = item.key, let qualifiers = builder.qualifierKey(key) else { return false }
        let mode = qualifiers.mode ?? context.mode
        let state = qualifiers.state ?? context.state
        if !item.value.isEmpty, !builder.isAlreadyRead(item, context), let owner = builder.elementSubject(context.subject).subject {
            builder.readFragments(builder.valueFragment(item, context), into: owner, defaultColor: nil, defaultSize: .size, mode: mode, state: state)
        }
        for child in item.children { builder.readItem(child, subject: context.subject, mode: mode, state: state) }
        return true
    }
}
