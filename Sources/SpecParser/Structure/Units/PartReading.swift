import DesignModel

/// `Date Label:` over `Typography:`, `Color:` lines: a part of the node (§2.4.3 rule 5).
enum PartReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "part", title: "Parts",
        summary: "A key that is no property — or a text or icon key with no value (`Label:`, `Icon:`) — over at least one property line, group or sized part (a qualifier child does not count: `Icons:` over `On:`/`Off:` is a property with a value per state) is a part of the node named by the key, whose lines are the children. Its states are declared first. A value is the part's description; a quoted text in it is the part's `Text`. It stands before the property unit, which would read `Label:` over lines as copy.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Timeline

                ### Photo Card

                - Background: White (#FFFFFF)

                Date Label:
                - Typography: SF Pro Text, 13pt Regular
                - Color: Slate Gray (#636E72)
                """,
                facts: ["text Date Label: #636E72 on #FFFFFF (light)", "text size Date Label: 13"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard builder.isPart(item, context), let scope = context.keyScope else { return false }
        let part = builder.makePart(item, parsed: context.parsed, node: context.node)
        builder.declareStates(item.children, node: part)
        builder.resolveItems(item.children, node: part, group: nil, scope: scope)
        return true
    }
}

extension DocumentBuilder {
    /// Whether a keyed item is a part (§2.4.3 rule 5): it has a child that is a property, a
    /// group or a sized part, and its key is no property (or a text or icon key with no value)
    /// and no documentation key. Answered once per item (the element-list and legend units ask
    /// too).
    func isPart(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        if let known = context.answers.isPart { return known }
        let node = context.node
        let property = KeyTable.property(context.parsed.words, in: context.group)
        let hasPropertyChild = item.children.contains { child in
            guard let childKey = child.key else { return false }
            if let (qualifiers, _) = draft.vocabulary.parse(childKey, customStates: draft.nodes[node].customStates), qualifiers.count > 0 {
                return false
            }
            let childParsed = parseKey(childKey, node: node)
            return KeyTable.property(childParsed.words) != nil || KeyTable.group(childParsed.words) != nil
                || KeyTable.isSelfGroup(childParsed.words) || sizedPart(child, node: node) != nil
        }
        let isPart = hasPropertyChild && item.hasChildren
            && (property == nil || ((property!.kind == .text || property!.kind == .icon) && item.value.isEmpty))
            && !KeyTable.documentationKeys.contains(Normalize.key(context.parsed.words))
        context.answers.isPart = isPart
        return isPart
    }
}
