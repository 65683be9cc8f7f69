import DesignModel

/// `Tabs (left to right):` over the tabs: a list of the node's elements.
enum ElementListReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "element-list", title: "Lists of elements",
        summary: "A key that is no property, with no value, over children of which at least one is an element — an item without a key naming one (`3. Create Entry (center)` over its lines), or a one-line visual part with a color and a size (`Create Entry (center): SF Symbol plus, Primary Coral, 32×32pt`) — and that is no part (`isPart`): each child is read as an item of the node.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Home

                ### Tab Bar

                - Background: White (#FFFFFF)
                - Tabs (left to right):
                  1. Create Entry (center): SF Symbol plus.circle.fill, Primary Coral, 32×32pt
                """,
                facts: ["non-text Create Entry: #FF6B6B on #FFFFFF (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        let isPart = builder.isPart(item, context)
        guard !isPart, KeyTable.property(context.parsed.words, in: context.group) == nil, item.value.isEmpty, item.hasChildren,
            item.children.contains(where: { builder.isListedElement($0, node: context.node) }), let scope = context.keyScope
        else { return false }
        builder.resolveItems(item.children, node: context.node, group: nil, scope: scope)
        return true
    }
}
