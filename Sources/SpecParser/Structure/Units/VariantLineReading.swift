import DesignModel

/// `Variants: Success (green background); Info (coral background)`: the variants on one line.
enum VariantLineReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "variant-line", title: "Variants on one line",
        summary: "`Variants:` with a value and no children lists the node's variants on one line, separated by `;`, each with its colors in parentheses (§2.8.4). It stands before the claim and group units because `Variants` is a group key; a `Variants:` over a list is read by the group unit.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Pantry

                ### Banner

                - Background: White (#FFFFFF)
                - Text Color: Charcoal (#2D3436)
                - Variants: Alert (Primary Coral background); Calm (Background Black background)
                """,
                facts: ["text Banner: #2D3436 on #FF6B6B (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard !item.value.isEmpty, !item.hasChildren, KeyTable.group(context.parsed.words) == .variants else { return false }
        builder.readVariantList(item, node: context.node, scope: context.scope)
        return true
    }
}
