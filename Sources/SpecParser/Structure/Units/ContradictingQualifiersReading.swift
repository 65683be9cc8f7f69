import DesignModel

/// `Dark Mode:` under `Light Mode:`: a key whose qualifiers contradict its scope reads as
/// documentation.
enum ContradictingQualifiersReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "contradicting-qualifiers", title: "Keys whose qualifiers contradict their scope",
        summary: "A key whose qualifiers contradict the ones in scope (`Text (Dark Mode)` under `Colors (Light Mode):`) cannot hold in any context: the line is kept as documentation. Every unit after this one reads the item in the scope its key adds to.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Settings

                ### Header

                Colors (Light Mode):
                - Background: White (#FFFFFF)
                - Text (Dark Mode): Off-White (#F5F6FA)
                - Text: Charcoal (#2D3436)
                """,
                facts: ["text Header: #2D3436 on #FFFFFF (light)"], absent: ["text Header: #F5F6FA on #FFFFFF (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard context.keyScope == nil else { return false }
        builder.document(item, node: context.node)
        return true
    }
}
