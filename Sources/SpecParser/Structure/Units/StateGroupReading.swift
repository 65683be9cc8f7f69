import DesignModel

/// `Selected State:` over property lines: those lines hold in that state.
enum StateGroupReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "state-group", title: "`<State> State:` groups",
        summary: "A key `<state> State` (`Selected State`, `Pressed State`, a custom state of the node) with no value and children: the children are the node's lines in that state. It stands before the part units, which would take `Selected State` for a part's name.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Filters

                ### Emotion Chip

                - Background: White (#FFFFFF)
                - Text Color: Charcoal (#2D3436)

                Selected State:
                - Background: Primary Coral
                - Text Color: White (#FFFFFF)
                """,
                facts: ["text Emotion Chip: #FFFFFF on #FF6B6B (light selected)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard let state = context.parsed.stateGroup, item.value.isEmpty, item.hasChildren, var qualifiers = context.keyScope else { return false }
        qualifiers.state = state
        builder.resolveItems(item.children, node: context.node, group: context.group, scope: qualifiers)
        return true
    }
}
