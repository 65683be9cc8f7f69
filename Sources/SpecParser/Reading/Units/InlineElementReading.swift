/// `Frame 12 / Header / Title — Text: SF Pro Display 34/41 Bold, #F5F6FA`: an element and one
/// of its values on one line.
enum InlineElementReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "inline-element", title: "An element and a value on one line",
        summary: "`Element — Key: value` names an element (a Figma layer path, a component) and gives it the value of the key.",
        examples: [
            SpecReadingExample(
                """
                ## Frame 2 / Home

                - Fill: #FFFFFF
                - Frame 2 / Header / Title — Text: SF Pro Display 34/41 Bold, #636E72
                """,
                facts: ["text Title: #636E72 on #FFFFFF (light)", "text size Title: 34"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.key == nil else { return false }
        let text = Fragment.plain(Substring(item.text)).trimmed
        guard let dash = text.textRange(of: " — ") else { return false }
        let (_, innerKey, innerValue, _) = ItemExtraction.splitKey(String(text[dash.upperBound...]))
        guard let innerKey, !innerValue.isEmpty else { return false }
        let (name, qualifiers) = builder.elementName(String(text[..<dash.lowerBound]))
        let override = context.subject.map { builder.roles.subjects[$0].kind == .modeOverrides } ?? false
        let element = builder.childSubject(named: name, of: context.subject, range: item.range, override: override)
        var inner = item
        inner.key = innerKey
        inner.value = innerValue
        inner.text = String(text[dash.upperBound...])
        inner.valueRange = builder.draft.lines.locate(innerValue, line: item.range.start.line, from: 1, fallback: item.range)
        builder.readItem(inner, subject: element, mode: qualifiers.mode ?? context.mode, state: qualifiers.state ?? context.state)
        return true
    }
}
