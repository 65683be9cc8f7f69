/// `**Focused field** — border → 2pt Primary Coral #FF6B6B` in a `States` section: the values
/// of that state, on the element the line names (else on the section's subject).
enum StateLineReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "state-line", title: "State lines",
        summary: "Under a `States` heading, a line led by a state (`Focused field`, `Pressed`, `Selected chip`) gives the values of that state to the element it names.",
        examples: [
            SpecReadingExample(
                """
                ## Sheet

                Canvas: White #FFFFFF

                | Layer | Fill | W × H |
                |---|---|---|
                | Text field | White #FFFFFF, 1pt border Dark Gray #3C4347 | 358 × 44 |

                ### States

                - **Focused field**: border 2pt Primary Coral #FF6B6B
                """,
                facts: ["non-text Text field: #FF6B6B on #FFFFFF (light focus)"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard let subject = context.subject, builder.roles.subjects[subject].kind == .states, let key = item.key else { return false }
        let first = String(Normalize.name(key).split(separator: " ").first ?? "")
        if let state = QualifierVocabulary.canonicalState(first), !builder.roles.readLines.contains(item.range.start.line) {
            builder.readFragmentsOnNamed(key, value: item.value, item: item, subject: subject, mode: context.mode, state: state)
        }
        return true
    }
}
