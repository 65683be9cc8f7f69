import DesignModel
import Foundation

/// `Selected: Primary Coral` under `Colors:`: the node's color in that state (§2.5.3).
enum ColorsStateReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "colors-state", title: "States under `Colors:`",
        summary: "Under a `Colors:` group, a key that is no color key but names a state (`Selected`, `Pressed`, a custom state) gives the node's `Color` in that state — its `Border` when the value starts with a width (`2pt Primary Coral`). It stands before the qualifier and group units, which would read the state name as a scope for children it does not have.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Filters

                ### Emotion Chip

                Colors:
                - Background: White (#FFFFFF)
                - Text: Charcoal (#2D3436)
                - Selected: Primary Coral
                """,
                facts: ["non-text Emotion Chip: #FF6B6B on #FFFFFF (light selected)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard context.group == .colors, !item.value.isEmpty, KeyTable.property(context.parsed.words, in: .colors) == nil,
            let (qualifiers, _) = builder.draft.vocabulary.parse(context.key, customStates: builder.draft.nodes[context.node].customStates),
            qualifiers.state != nil, let merged = qualifiers.merged(over: context.scope)
        else { return false }
        let isBorder = Lex.length(Substring(Normalize.text(item.value))) != nil
        builder.addProperty(KeyTable.property(named: isBorder ? "Border" : "Color")!, item: item, node: context.node, group: context.group, scope: merged)
        return true
    }
}
