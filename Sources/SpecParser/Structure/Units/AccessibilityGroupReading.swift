import DesignModel

/// The lines of an `Accessibility:` group: a touch target, or claims.
enum AccessibilityGroupReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "accessibility-group", title: "Lines under `Accessibility:`",
        summary: "Under an `Accessibility:` group a `Touch Target` line with a value is the node's touch target; every other line is read for claims and kept as documentation. It stands before the property units: `VoiceOver: …` or `Color: not the only cue` there are not properties.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Settings

                ### Close Button

                - Icon: SF Symbol xmark, 24×24pt

                Accessibility:
                - VoiceOver: “Close”
                - Touch Target: 44×44pt
                """,
                facts: ["target Close Button: 44×44"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard context.group == .accessibility else { return false }
        if let property = KeyTable.property(context.parsed.words), property.key == "Touch Target", !item.value.isEmpty {
            builder.addProperty(property, item: item, node: context.node, group: nil, scope: context.scope)
        } else {
            builder.scanClaims([item], owner: context.node)
            builder.document(item, node: context.node)
        }
        return true
    }
}
