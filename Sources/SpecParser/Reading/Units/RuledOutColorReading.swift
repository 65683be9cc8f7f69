/// Documents how a color the writer rules out is read (`RoleAssigner.ruledOutColor`,
/// `DocumentBuilder.modeSplit`).
enum RuledOutColorReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "ruled-out-color", title: "Colors ruled out",
        summary: "A color the writer rules out — `not white`, `no white text` (`niente testo bianco`), `instead of #FFFFFF`, `rather than Coral`, or a language's negation after it (`white होइन`, `白ではなく`, `beyaz değil`) — is not drawn. Written in a part of its own after a role word (`label white होइन, charcoal #2D3436`), the role carries on to the color the next part gives instead.",
        examples: [
            SpecReadingExample(
                """
                ## Save button

                - Colors
                  - background #FF6B6B; label white होइन, charcoal #2D3436
                - Pressed
                  - background #FF6B6B; label charcoal #2D3436, not white
                """,
                facts: ["text Colors: #2D3436 on #FF6B6B (light)", "text Pressed: #2D3436 on #FF6B6B (light)"],
                absent: ["text Colors: #FFFFFF on #FF6B6B (light)", "text Pressed: #FFFFFF on #FF6B6B (light)"]),
            SpecReadingExample(
                """
                ## Calendar

                Background: White #FFFFFF

                - Selected day: fill Primary Coral, number Charcoal → 4.6:1 (no white text on coral)
                - Toast: background #00B894, text `typography.callout` 16pt white
                """,
                facts: ["text Toast: #FFFFFF on #00B894 (light)"],
                absent: ["text Selected day: #FFFFFF on #FF6B6B (light)", "text Selected day: #FFFFFF on #FFFFFF (light)"]),
        ])
}
