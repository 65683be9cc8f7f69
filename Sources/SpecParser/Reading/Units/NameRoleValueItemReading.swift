/// `- Success toast fill color.system.success #00B894, label color.text.primary #2D3436, 16sp`:
/// a terse note names the element, then a role word and its value, then more roles and values —
/// no colon, no dash. The words before the first role word name the element; the rest is read as
/// that element's `Key: value` line would be.
enum NameRoleValueItemReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "name-role-value", title: "An element, a role and its value, with no colon",
        summary: "A list item that opens with an element's name (up to four words), then a color role word (`fill`, `bg`, `label`, `text`, `border`, `icon`) and its value, with no colon or dash (`Success toast fill color.system.success #00B894, label color.text.primary #2D3436, 16sp`), is that element's values, read as `Success toast: fill …, label …` would be. Words of a sentence in the name (`The toast uses fill …`) leave the item to the sentence readers.",
        examples: [
            SpecReadingExample(
                """
                ## Save

                Background: White #FFFFFF

                - Success toast fill color.system.success #00B894, label color.text.on-primary #FFFFFF, 16sp.
                """,
                facts: ["text Success toast: #FFFFFF on #00B894 (light)"]),
        ])

    /// Words that make the words before a role a sentence rather than a name.
    static let sentenceWords: Set<String> = [
        "the", "a", "an", "is", "are", "was", "uses", "use", "has", "have", "with", "in", "on", "at", "its", "their", "this", "that", "and", "or",
        "to", "of", "for", "we", "it", "be", "gets", "get", "becomes", "stays", "turns", "if", "when",
    ]

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.key == nil, item.children.isEmpty, !context.fromParagraph, context.value == nil else { return false }
        let text = item.text
        let spans = builder.roleLexer.spans(in: text)
        guard let first = spans.first, first.kind == .color || builder.roleAssigner.isColorToken(first) else { return false }
        let chars = Array(text)
        let words = String(chars[..<first.start]).split(separator: " ").map(String.init)
        guard (2...5).contains(words.count), let roleWord = words.last?.lowercased(), RoleWords.colorRole(roleWord).map({ $0 != .control }) == true else { return false }
        let name = words.dropLast()
        guard name.allSatisfy({ word in word.allSatisfy { $0.isLetter || $0 == "-" } && !sentenceWords.contains(word.lowercased()) }),
            !String(chars[first.start...]).containsText(". ")
        else { return false }
        let key = name.joined(separator: " ")
        let rest = String(chars[(key.count + 1)...])
        let valueRange = builder.draft.lines.locate(rest, line: item.range.start.line, from: 1, fallback: item.range)
        let keyed = RawItem(
            marker: item.marker, key: key, value: rest, text: item.text, range: item.range, valueRange: valueRange, children: item.children,
            childrenOrdered: item.childrenOrdered, extra: item.extra)
        return builder.readItem(keyed, subject: context.subject, mode: context.mode, state: context.state)
    }
}
