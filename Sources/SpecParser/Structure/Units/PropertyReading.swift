import DesignModel

/// `Background: Primary Coral`: a property of the node (§2.4.3 rule 4).
enum PropertyReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "property", title: "Properties",
        summary: "A key that is a property (§2.5.1, in the group's context, §2.5.3) is that property of the node, with the item's value and the qualifiers in scope; its children are values under qualifiers, refinements, sub-properties or custom states (§2.4.4). The units after it read keys that are no property.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Settings

                ### Save Button

                - Background:
                  - Light Mode: Primary Coral
                  - Dark Mode: Primary Coral
                - Text Color: White (#FFFFFF)
                - Size: 120×44pt
                """,
                facts: ["text Save Button: #FFFFFF on #FF6B6B (light)", "text Save Button: #FFFFFF on #FF8787 (dark)", "target Save Button: 120×44"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard let property = KeyTable.property(context.parsed.words, in: context.group), let scope = context.keyScope else { return false }
        builder.addProperty(property, item: item, node: context.node, group: context.group, scope: scope)
        return true
    }
}
