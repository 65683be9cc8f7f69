import DesignModel

/// `Contrast Ratio: 7.2:1 (AAA)`: a claim Kiln verifies, wherever it stands.
enum ClaimKeyReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "claim-key", title: "Claims by key",
        summary: "A key naming a claim (`Contrast`, `Color Contrast`, `Touch Targets`, §2.12) makes the line a claim Kiln checks against the node's own colors; the line also stays documentation. It stands before the property units: a claim key is never a property.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Settings

                ### Save Button

                - Background: Primary Coral
                - Text Color: White (#FFFFFF)
                - Contrast: White (#FFFFFF) on Primary Coral (#FF6B6B) = 2.8:1
                """,
                facts: ["claim #FFFFFF on #FF6B6B: 2.8"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard KeyTable.claim(context.parsed.words) != nil else { return false }
        builder.scanClaims([item], owner: context.node)
        builder.document(item, node: context.node)
        return true
    }
}
