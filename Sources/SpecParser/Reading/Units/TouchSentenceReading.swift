/// Documents the touch-target and text-size readings inside sentences (`RoleAssigner`,
/// `DocumentBuilder.modeSplit`, docs/spec-format.md §2.17).
enum TouchSentenceReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "touch-sentence", title: "Touch targets and type inside sentences",
        summary: "A sentence about the touch target gives its size that role, whatever else it names: `The tap area is just the icon (20×20pt)`, `hit area = the 30pt circle`, `whole 32pt tag is the hit area`, and a size later in the same sentence (`The tap area is the label plus 8pt of padding, so 52×32pt`). Words of one sentence say nothing about the next (`Callout 16pt. The tap area …`). A size a weight follows is a text size (`10pt regular, centered`, `sz 10 reg`, `callout 16 reg`), and a color written with type is the text's (`13pt regular in Slate Gray #636E72`).",
        examples: [
            SpecReadingExample(
                """
                ## Onboarding

                Canvas: White #FFFFFF

                - Skip: text button, Callout 16pt. The tap area is the label plus 8pt of padding, so 52×32pt.
                - Info: icon, 20pt. The tap area is just the icon (20×20pt).
                - Close: shrink to 30×30, hit area = the 30pt circle
                - Remove: 16pt glyph centred in a 24×24pt tap area
                """,
                facts: ["target Skip: 52×32", "target Info: 20×20", "target Close: 30×30", "target Remove: 24×24"],
                absent: ["target Skip: 16×16", "target Remove: 16×16"]),
            SpecReadingExample(
                """
                ## Details

                Canvas: White #FFFFFF

                - Fine print: 10pt regular, centered under the last card
                - EXIF: keys + values sz 10 reg, SF Mono
                - Helper: 13pt regular in Slate Gray #636E72
                """,
                facts: ["text size Fine print: 10", "text size EXIF: 10", "text size Helper: 13", "text Helper: #636E72 on #FFFFFF (light)"]),
        ])
}
