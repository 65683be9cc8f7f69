import DesignModel
import Foundation

/// `Pricing Options: Off-White background, 2pt coral border (selected)`: an element's colors in words.
enum ElementColorsReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "element-colors", title: "An element's colors in words under `Colors:`",
        summary: "Under `Colors:`, a key that is no property whose value names, fragment by fragment, a color and what it paints, with an optional state in parentheses (`Off-White background, 2pt coral border (selected)`), is a part of the node with those `Background`, `Border` and `Text Color` entries.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Paywall

                ### Plan Picker

                - Background: White (#FFFFFF)

                Colors:
                - Pricing Options: Primary Coral background, white text
                """,
                facts: ["text Pricing Options: #FFFFFF on #FF6B6B (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        builder.readElementColors(item, context)
    }
}

extension DocumentBuilder {
    mutating func readElementColors(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        let (node, group, parsed) = (context.node, context.group, context.parsed)
        guard let scopeWithKey = context.keyScope else { return false }
        let property = KeyTable.property(parsed.words, in: group)
        if group == .colors, property == nil, let looks = elementColors(item) {
            // `Pricing Options: Off-White background, 2pt coral border (selected)`: an element's
            // colors in words, each with what it paints (and the state it holds in).
            let part = self.part(named: parsed, item: item, node: node)
            for (key, text, qualifiers) in looks {
                guard let property = KeyTable.property(named: key), let scope = qualifiers.merged(over: scopeWithKey) else { continue }
                var stated = item
                stated.key = key
                readInto(property, text: text, item: stated, node: part, scope: scope)
            }
            return true
        }
        return false
    }

    /// An item under `Colors:` whose every fragment names a color and what it paints, with an
    /// optional state in parentheses (`Off-White background, 2pt coral border (selected)`).
    func elementColors(_ item: RawItem) -> [(String, String, SpecQualifiers)]? {
        guard !item.value.isEmpty, !item.hasChildren else { return nil }
        var out: [(String, String, SpecQualifiers)] = []
        for fragment in Normalize.splitTopLevel(Normalize.text(item.value), separators: [", ", "; "]) {
            var phrase = fragment.trimmed
            var qualifiers = SpecQualifiers()
            if let (rest, inner) = Normalize.trailingParenthetical(phrase), !rest.isEmpty {
                guard let (parsed, _) = draft.vocabulary.parse(inner, customStates: []), parsed.count > 0 else { return nil }
                qualifiers = parsed
                phrase = rest
            }
            let found = DocumentBuilder.stateColorFragments(phrase)
            guard found.count == 1, !found[0].text.lowercased().hasPrefix("turns") else { return nil }
            out.append((found[0].key, found[0].text, qualifiers))
        }
        return out.isEmpty ? nil : out
    }
}
