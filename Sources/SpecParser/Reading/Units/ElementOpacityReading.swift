/// Documents the opacity and backdrop targets of `RoleAssigner` and `RoleKeyReading`: what an
/// element's own opacity and a translucent fill are composited over (docs/spec-format.md §2.17).
enum ElementOpacityReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "element-opacity", title: "Opacity and tints over what they sit on",
        summary: "An opacity with no color beside it is the element's own (`Opacity: 80%`, `label op 0.5`, `at 60% opacity`, `@ op 0.6`): what the element draws is composited over what it sits on. One a state word names (`Disabled (@ 40%)`) is that state's, and a tint or fill word makes it a color's (`15% tint`). A fill `over Y` sits on Y (`Fill: Primary Coral at 10% over White`); `over the Timeline background (White in light, …)` glosses the background it inherits. A token's parenthesis (`color.primary.coral-selected-background (coral at 15%)`) restates the token, not one more opacity.",
        examples: [
            SpecReadingExample(
                """
                ## Banner

                - Background: White #FFFFFF

                ### Body
                - Color: Slate Gray #636E72
                - Opacity: 80%
                - Font: 15pt regular
                """,
                facts: ["text Body: #636E72CC on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                Canvas: Background Black #1A1D1F

                ## Card

                - Fill: Primary Coral at 10% over White
                - Title: Charcoal #2D3436, 17pt semibold
                """,
                facts: ["text Card: #2D3436 on #FF6B6B1A (light)"]),
        ])
}
