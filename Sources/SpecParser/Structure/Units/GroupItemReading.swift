import DesignModel

/// `Colors:`, `Typography:`, `Layout:` over property lines: a group (§2.4.3 rule 2).
enum GroupItemReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "group-item", title: "Groups",
        summary: "A group key (§2.5.2) with no value and children: the children are the node's lines, read in that group (`Colors:` makes `Fill:` a color, `Typography:` makes `Date:` a text style). A `Variants:` list is read as variants; `States:` and documentation groups are kept as text (states are declared before the node's lines are read); a transparent group (`Properties:`) adds nothing. A group whose every child is a qualifier (`Typography:` over `Light Mode:`, `Dark Mode:`) is a property with a value per qualifier, read by the property unit. It stands before the part units: a group is not a part.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Settings

                ### Sync Banner

                Colors:
                - Background: Primary Coral
                - Text: White (#FFFFFF)
                """,
                facts: ["text Sync Banner: #FFFFFF on #FF6B6B (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.value.isEmpty, item.hasChildren, let kind = KeyTable.group(context.parsed.words),
            !builder.allChildrenAreQualifiers(item, node: context.node), let scope = context.keyScope
        else { return false }
        switch kind {
        case .variants:
            builder.readVariantList(item, node: context.node, scope: scope)
        case .documentation, .states:
            builder.document(item, node: context.node)
        case .transparent:
            builder.resolveItems(item.children, node: context.node, group: context.group, scope: scope)
        default:
            builder.resolveItems(item.children, node: context.node, group: kind, scope: scope)
        }
        return true
    }
}
