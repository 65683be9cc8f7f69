/// Documents how a type style named by its token is read (`RoleAssigner.assignPart`).
enum TypeTokenReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "type-token", title: "A type style named by its token",
        summary: "A `typography.*` token anywhere in an element's value (`Tab label: typography.tab-bar-label`, `label typography.tab-bar-label → 0.6875rem (11px)`, `Badge: typography.caption2, Slate Gray #636E72`) is the type of the element's text: its size is checked against the platform's minimum, and the rest of the value is read as it would be without it.",
        examples: [
            SpecReadingExample(
                """
                ## Nav

                Canvas: White #FFFFFF

                - Tab label: `typography.tab-bar-label`
                - Badge: typography.caption2, Slate Gray #636E72
                """,
                facts: ["text size Tab label: 11", "text size Badge: 11", "text Badge: #636E72 on #FFFFFF (light)"]),
        ])
}
