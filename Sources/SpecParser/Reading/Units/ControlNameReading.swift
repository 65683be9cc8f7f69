/// Whether an element is something a person taps decides whether its size is checked as a touch
/// target. Designers say so by the element's name far more often than by a key: a control noun
/// (`button`, `btn`, `chip`, a bare `x`), a command (`Remove`, `Close`), or the dismiss glyph set
/// apart after the name (`Remove (×)`, `Butono «×» por forigi`).
enum ControlNameReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "control-names", title: "Controls known by their names",
        summary: "An element is a control — its stated size is its touch target — when its name holds a control noun of any language with a word table (`button`, `btn`, `chip`, `link`, `field`, a bare `x`), opens with a command (`Remove`, `Close`, `Delete`), or sets the dismiss glyph apart in brackets or quotes (`Remove (×)`, `Butono «×»`). A `×` between numbers (`2 × 2 grid`) is a size, not a glyph, and `100% × 32px` is full width by 32.",
        examples: [
            SpecReadingExample(
                """
                ## Tags

                Background: White #FFFFFF

                - delete x = 20×20px
                - Butono «×» por forigi: 28 × 28 pt
                """,
                facts: ["target delete x: 20×20", "target Butono «×» por forigi: 28×28"]),
            // `100% × 32px`: full width (the default device's, 390pt), 32 tall.
            SpecReadingExample(
                """
                ## Save

                Background: White #FFFFFF

                - Save button: 100% × 32px, bg #FF6B6B
                """,
                facts: ["target Save button: 390×32"]),
        ])
}
