import DesignModel

/// `- Line three is the date, Footnote 13pt. Light uses Secondary Gray #636E72. Dark uses Light
/// Gray #B2BEC3 at 50% opacity.`: a writer who bullets prose writes sentences in list items the
/// way others write them in paragraphs, often hard-wrapped. An item no other reading takes is
/// read as a paragraph: its lines joined, split into sentences, each naming its element or
/// referring back to the one named before.
enum ProseItemReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "prose-item", title: "List items written as sentences",
        summary: "A list item that no other reading takes is read the way a paragraph is (`paragraph-sentences`): its lines joined across soft breaks, split into sentences, each sentence naming its element (`The date line is Footnote 13pt in …`) or referring back to the one the sentence before named (`Light uses …`, `In dark it is …`). An item opened by a bold title (`2. **Character counter.** …`) is about that element: a sentence naming the title's last word (`New counter bottom-right, Footnote 13 in Light Gray`) gives it its values, clause by clause; a clause of change (`turns Error Red at the limit`) names a state it does not say and is not read as the resting value.",
        examples: [
            SpecReadingExample(
                """
                ## Search results

                Canvas: White #FFFFFF

                - The date line is Footnote 13pt in Light Gray #B2BEC3 on White.
                - Line three is the place, Footnote 13pt. It uses Secondary Gray #636E72
                  in light mode.
                """,
                facts: ["text date line: #B2BEC3 on #FFFFFF (light)", "text size date line: 13", "text Line three: #636E72 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## New entry

                Canvas: White #FFFFFF

                ### Remediation notes

                1. **Character counter.** New "0 / 2,000" counter bottom-right, Footnote 13
                   in Light Gray #B2BEC3 so it stays quiet; turns Error Red at the limit.
                2. **Prompt eyebrow.** Each prompt card gets an eyebrow above the question —
                   10pt semibold, all caps, Slate Gray #636E72.
                """,
                facts: ["text Character counter: #B2BEC3 on #FFFFFF (light)", "text size Prompt eyebrow: 10"],
                absent: ["text Character counter: #E74C3C on #FFFFFF (light)"]),
            // Where the element is, between its name and a colon right before the values, lends
            // the values no role (`of the title` does not make 30×30pt a text size).
            SpecReadingExample(
                """
                ## Sheet

                Background: White #FFFFFF

                - Close button (X) to the right of the title: 30×30pt, icon 17pt, Slate Gray #636E72
                """,
                facts: ["target Close button: 30×30"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.children.isEmpty, !context.fromParagraph, context.value == nil, item.key == nil else { return false }
        let first = item.range.start.line
        let last = max(first, item.endLine ?? first)
        var lines: [(number: Int, raw: Substring)] = []
        for number in first...last {
            guard let raw = builder.draft.lines.line(number) else { continue }
            if number == first {
                // The marker stays as blanks, so every value keeps its column.
                let marker = max(0, item.range.start.column - 1)
                let scalars = raw.unicodeScalars
                let rest = String(String.UnicodeScalarView(scalars.dropFirst(marker)))
                lines.append((number, Substring(String(repeating: " ", count: min(marker, scalars.count)) + rest)))
            } else {
                lines.append((number, raw))
            }
        }
        // `2. **Character counter.** New counter, Footnote 13 in Light Gray`: a bold title opening
        // the item names the element its sentences are about, as it does a paragraph's.
        builder.readProse(lines, subject: context.subject, opensParagraph: true, mode: context.mode, state: context.state)
        return true
    }
}
