/// `e.g. Thoughtful → fill #74B9FF, label #FFFFFF` under `Selected: fill is each emotion color`,
/// `例：Thoughtful → 背景 #74B9FF、ラベル #FFFFFF`: an example of a rule stated by its parent
/// gives the values one instance is drawn with — the subject's, in the mode and state around it
/// (the instance's name before the arrow is not an element of its own).
enum ExampleKeyReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "example-key", title: "Examples of a rule",
        summary: "A key that says *for example* (`e.g.:`, `Example:`, `z. B.:`, `p. ex. :`, `ej.:`, `例：`), optionally with a mode (`例(Light)：`), gives the values of one instance of what its parent states: they are read into the subject in the parent's mode and state; a name before `→` (`Thoughtful →`) names the instance.",
        examples: [
            SpecReadingExample(
                """
                ## Mood chips

                Canvas: White #FFFFFF

                - Selected: fill is the emotion color at 100%, label White
                  - e.g.: Thoughtful → fill #74B9FF, label #FFFFFF
                """,
                facts: ["text Mood chips: #FFFFFF on #74B9FF (light selected)"],
                absent: ["text Thoughtful: #FFFFFF on #74B9FF (light selected)"]),
        ])

    /// Keys that introduce an example, normalized (`Normalize.name`).
    static let exampleKeys: Set<String> = [
        "e.g.", "e.g", "eg", "example", "for example", "for instance", "z. b.", "z.b.", "beispiel", "zum beispiel", "p. ex.", "p.ex.", "exemple",
        "par exemple", "ej.", "ejemplo", "por ejemplo", "ex.", "exemplo", "por exemplo", "ad es.", "es.", "esempio", "per esempio", "例", "例えば",
    ]

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard let key = item.key, !item.value.isEmpty else { return false }
        var written = Fragment.plain(Substring(key)).trimmed
        var mode = context.mode
        var state = context.state
        if let (before, inner) = Normalize.trailingParenthetical(written), !before.isEmpty, let qualifiers = builder.qualifierKey(inner) {
            written = before
            mode = qualifiers.mode ?? mode
            state = qualifiers.state ?? state
        }
        guard exampleKeys.contains(Normalize.name(written)), let owner = builder.elementSubject(context.subject).subject else { return false }
        guard !builder.isAlreadyRead(item, context) else { return true }
        var fragment = builder.valueFragment(item, context)
        if let arrow = fragment.text.firstIndex(of: "→") {
            let offset = fragment.text.distance(from: fragment.text.startIndex, to: arrow) + 1
            fragment = fragment.slice(offset, fragment.text.count)
            let leading = fragment.text.prefix { $0 == " " }.count
            fragment = fragment.trimmed(leading: leading, trailing: 0)
        }
        builder.readFragments(fragment, into: owner, defaultColor: nil, defaultSize: nil, mode: mode, state: state)
        for child in item.children { builder.readItem(child, subject: context.subject, mode: mode, state: state) }
        return true
    }
}
