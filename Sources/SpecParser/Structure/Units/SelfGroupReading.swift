import DesignModel

/// `Card Container:`, `Bottom Sheet Specs:` over property lines: the node itself (§2.4.3 rule 3).
enum SelfGroupReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "self-group", title: "Groups that describe the node itself",
        summary: "`Container`, `Specs`, `Specifications` — or a key ending in one (`Card Container`, `Bottom Sheet Specs`) — with no value and children: the children are the node's own lines. It stands before the part units, which would make `Card Container` a part.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Timeline

                ### Photo Card

                Card Container:
                - Background: Primary Coral
                - Text Color: White (#FFFFFF)
                """,
                facts: ["text Photo Card: #FFFFFF on #FF6B6B (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.value.isEmpty, item.hasChildren, KeyTable.isSelfGroup(context.parsed.words), let scope = context.keyScope else { return false }
        builder.resolveItems(item.children, node: context.node, group: context.group, scope: scope)
        return true
    }
}
