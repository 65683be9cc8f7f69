import DesignModel

/// An item without a key: an element named by its text when it holds property lines, else
/// documentation. Every unit after this one reads keyed items only.
enum KeylessItemReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "keyless-item", title: "Elements named by an item without a key",
        summary: "An item without a colon whose text is a short name (at most five words, no end punctuation, an optional parenthetical note) and whose children include a property line is an element of its own, named by that text (`3. Create Entry (center)` over `- Icon: …`, `- Color: …`). Any other item without a key is documentation. It stands first: the units after it read keys.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Journal

                ### Entry Toolbar

                - Background: White (#FFFFFF)
                - Save Entry (trailing)
                  - Background: Primary Coral
                  - Text Color: White (#FFFFFF)
                """,
                facts: ["text Save Entry: #FFFFFF on #FF6B6B (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.key == nil else { return false }
        if let element = builder.keylessElement(item, node: context.node) {
            builder.resolveItem(element, node: context.node, group: context.group, scope: context.scope)
        } else {
            builder.document(item, node: context.node)
        }
        return true
    }
}
