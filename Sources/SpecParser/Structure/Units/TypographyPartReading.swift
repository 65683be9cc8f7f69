import DesignModel

/// `Date: Footnote (13pt regular), Secondary Gray` under `Typography:`: a text part.
enum TypographyPartReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "typography-part", title: "Text parts under `Typography:`",
        summary: "Under a `Typography:` group, a key that is no property (or a text key such as `Title`) whose value reads as a text style or a literal size is a text part of the node with that `Typography`; a color in the value is its `Text Color`. A stated size that differs from the style's is reported. It stands before the property unit, which would read `Title:` there as copy.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Timeline

                ### Photo Card

                - Background: White (#FFFFFF)

                Typography:
                - Date: Footnote (13pt regular), Slate Gray (#636E72)
                """,
                facts: ["text Date: #636E72 on #FFFFFF (light)", "text size Date: 13"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        let property = KeyTable.property(context.parsed.words, in: context.group)
        guard context.group == .typography, !item.value.isEmpty, property == nil || property?.kind == .text, let scope = context.keyScope
        else { return false }
        var env = builder.valueEnv(item.valueRange, mode: scope.mode)
        env.mode = scope.mode
        guard let outcome = TypographyReader.read(item.value, env: env), outcome.value.style != nil || outcome.value.hasLiteralParts
        else { return false }
        let part = builder.makePart(item, parsed: context.parsed, node: context.node)
        builder.session.currentNode = builder.nodeKey(part)
        builder.appendEntry(part, key: "Typography", kind: .typography, SpecEntry(
            qualifiers: scope, value: .typography(outcome.value), written: Normalize.text(item.value),
            writtenKey: context.key, range: item.valueRange))
        if let color = outcome.value.color {
            builder.appendEntry(part, key: "Text Color", kind: .color, SpecEntry(
                qualifiers: scope, value: .color(color), written: color.written, writtenKey: context.key, range: item.valueRange),
                derived: true)
        }
        if let stated = outcome.stated, let style = outcome.value.style {
            builder.checkStated(stated, against: style, styleName: outcome.value.styleName ?? "", range: item.valueRange)
        }
        return true
    }
}
