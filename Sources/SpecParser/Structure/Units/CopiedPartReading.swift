import DesignModel

/// `Button: “Allow Photos”` on a card that is `Same As: Card 1`: a part like the copied one's.
enum CopiedPartReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "copied-part", title: "Parts copied from a sibling",
        summary: "Outside any group, a line of a component or part with a quoted text (`Badge: “2”, same styling`, `Button: “Allow Photos”` on a card that is `Same As: Card 1`) is held until the node's lines are read; then, when the key names a part of the copied sibling (`CTA Button`, `Badge`), it becomes a part of this node inheriting from that one. The line also stays documentation. It stands last: any reading of the line as a value comes first.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Onboarding

                ### Card 1

                - Background: White (#FFFFFF)

                Badge:
                - Background: Primary Coral
                - Text Color: White (#FFFFFF)

                ### Card 2

                - Background: White (#FFFFFF)
                - Badge: “2”, same styling
                """,
                facts: ["text Badge: #FFFFFF on #FF6B6B (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        let node = context.node
        guard context.group == nil, !item.hasChildren, Lex.quoted(Substring(Normalize.text(item.value))) != nil,
            builder.draft.nodes[node].kind == .component || builder.draft.nodes[node].kind == .part
        else { return false }
        builder.draft.nodes[node].pendingCopies.append((item, context.parsed))
        builder.document(item, node: node)
        return true
    }
}
