/// `- Frame 12 / Year chips / Chip — State=Selected, Theme=Light` over its `Fill:`, `Text:`
/// lines: an element (with the state and mode its name gives) whose values are its sub-items.
enum NestedElementReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "nested-element", title: "Elements as nested list items",
        summary: "A list item without a key that has sub-items is an element of its subject; `State=…`, `Theme=…` or a state or mode after a dash qualify its values.",
        examples: [
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
        let (name, qualifiers) = builder.elementName(text)
        let override = context.subject.map { builder.roles.subjects[$0].kind == .modeOverrides } ?? false
        let element = builder.childSubject(named: name, of: context.subject, range: item.range, override: override)
        for child in item.children {
            builder.readItem(child, subject: element, mode: qualifiers.mode ?? context.mode, state: qualifiers.state ?? context.state)
        }
        return true
    }
}
