/// Documents how a ground named by its role is read (`ValueLexer.groundName`,
/// `ValueLexer.groundPhrase`, `RoleAssigner.statesTextOnGround`, docs/spec-format.md §2.17).
enum GroundByRoleReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "ground-by-role", title: "Grounds named by their role",
        summary: "What an element sits on, named by the role of a background token rather than by a color — `on the card background`, `over the surface background`, `on the page background` — is that token (`color.background.card`, `color.background.surface`, the screen's `color.background.primary`), where no color of the design system has that name. Only after \"on\", \"over\" or \"against\": `the card background is White` names the role, and its value follows. And where an item gives type in one part and what the element sits on in a part of its own (`13px regular, color.text.secondary, on the card background`), a color no word gives a role is the text's — as it is beside a fill of the element's own when a part gives only a text size and a color (`14sp #FFFFFF, background #00B894`). A fill's tint over a ground named by a basic color word (`at 15% over the white page`) is drawn over that color, and the color it comes to, stated after it (`(≈ #FEF3F1)`), restates it.",
        examples: [
            SpecReadingExample(
                """
                ## Timeline card

                - Dates: 13px regular, `color.text.secondary` at 70% opacity, on the card background.
                - Excerpt: 15px, Slate Gray #636E72, on the surface background
                - Errors: `color.system.error` on the page background
                """,
                facts: [
                    "text Dates: #636E72B3 on #FFFFFF (light)", "text Dates: #B2BEC3B3 on #2C3135 (dark)", "text Excerpt: #636E72 on #F9FAFB (light)",
                    "text Errors: #D63031 on #FFFFFF (light)", "text Errors: #E74C3C on #1A1D1F (dark)",
                ]),
            SpecReadingExample(
                """
                ## Timeline

                Snackbar: "Saved", 14sp #FFFFFF, background `color.system.success` #00B894, height 48dp.
                """,
                facts: ["text Snackbar: #FFFFFF on #00B894 (light)"]),
            // A tint over a ground named by a basic color word, its result restated after it.
            SpecReadingExample(
                """
                ## Entry detail

                - Badge: label Golden Orange #FAB1A0, fill Golden Orange at 15% over the white page (≈ #FEF3F1)
                """,
                facts: ["text Badge: #FAB1A0 on #FAB1A026 (light)", "text Badge: #FAB1A0 on #FAB1A026 (dark)"]),
        ])
}
