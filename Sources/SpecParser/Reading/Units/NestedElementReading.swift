/// `- Frame 12 / Year chips / Chip — State=Selected, Theme=Light` over its `Fill:`, `Text:`
/// lines: an element (with the state and mode its name gives) whose values are its sub-items.
enum NestedElementReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "nested-element", title: "Elements as nested list items",
        summary: "A list item without a key that has sub-items is an element of its subject; `State=…`, `Theme=…` or a state or mode after a dash qualify its values. An item that is only a state or a mode (`Default`, `Pressed`, `Zadano`, `Tamni način`) under an element is that element in that state or mode, not an element of its own.",
        examples: [
            SpecReadingExample(
                """
                ## Novi unos

                Pozadina: White #FFFFFF

                ### 2.2 Polje za tekst
                - Zadano
                  - Obrub: 1 pt (`border.width.thin`), `color.border.default` (Light Gray #DFE6E9)
                - Tamni način
                  - Obrub: Dark Gray #3C4347 na Background Black #1A1D1F
                """,
                facts: ["non-text Polje za tekst: #DFE6E9 on #FFFFFF (light)", "non-text Polje za tekst: #3C4347 on #1A1D1F (dark)"],
                absent: ["target Polje za tekst: 1×?"]),
            SpecReadingExample(
                """
                ## Frame 3 / Chips

                - Fill: #FFFFFF
                - Chip — State=Selected, Theme=Light
                  - Fill: Charcoal #2D3436
                  - Text: SF Pro Text 15/20 Semibold, #FFFFFF
                """,
                facts: ["text Chip: #FFFFFF on #2D3436 (light selected)"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.key == nil, item.hasChildren else { return false }
        let text = Fragment.plain(Substring(item.text)).trimmed
        // `- Default` / `- Pressed` / `- Zadano` over an element's lines: a state (or mode) of the
        // subject, not an element of its own.
        if let subject = context.subject, builder.roles.subjects[subject].kind == .element, builder.roles.subjects[subject].parent != nil,
            let (stated, _) = builder.draft.vocabulary.parse(text), stated.count > 0
        {
            for child in item.children {
                builder.readItem(child, subject: subject, mode: stated.mode ?? context.mode, state: stated.state ?? context.state)
            }
            return true
        }
        let (name, qualifiers) = builder.elementName(text)
        let override = context.subject.map { builder.roles.subjects[$0].kind == .modeOverrides } ?? false
        let element = builder.childSubject(named: name, of: context.subject, range: item.range, override: override)
        for child in item.children {
            builder.readItem(child, subject: element, mode: qualifiers.mode ?? context.mode, state: qualifiers.state ?? context.state)
        }
        return true
    }
}
