import DesignModel
import Foundation

/// `Clipping:` over `Warning: Yellow (#FFD60A)`, `Error: Red (#FF453A)`: colored parts.
enum ColorLegendReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "color-legend", title: "Legends of colored parts",
        summary: "A key naming no property, group or documentation, with no value, over children that are each only `Name: color` with a literal color: a part named by the key whose children are parts of those colors. It is no part by `isPart` (whose children are properties), so it stands beside the part unit, not against it.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Camera

                ### Histogram

                - Background: Background Black (#1A1D1F)
                - Clipping:
                  - Warning: Yellow (#FFD60A)
                  - Error: Red (#FF453A)
                """,
                facts: ["non-text Warning: #FFD60A on #1A1D1F (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard !builder.isPart(item, context), let legend = builder.colorLegend(item, parsed: context.parsed, node: context.node),
            let scope = context.keyScope
        else { return false }
        let part = builder.part(named: context.parsed, item: item, node: context.node)
        for child in legend {
            let name = DocumentBuilder.ParsedKey(words: child.key ?? "", qualifiers: nil, note: nil, stateGroup: nil)
            builder.readInto(
                KeyTable.property(named: "Color")!, text: child.value, item: child, node: builder.part(named: name, item: child, node: part),
                scope: scope)
        }
        return true
    }
}

extension DocumentBuilder {
    /// The children of a group with an unknown name whose every item is `Name: color` (and
    /// nothing else): a legend of colored parts. Nil otherwise.
    func colorLegend(_ item: RawItem, parsed: ParsedKey, node: Int) -> [RawItem]? {
        guard item.value.isEmpty, item.hasChildren else { return nil }
        let phrase = Normalize.name(parsed.words)
        guard KeyTable.property(phrase) == nil, KeyTable.group(phrase) == nil, !KeyTable.documentationKeys.contains(Normalize.key(phrase))
        else { return nil }
        for child in item.children {
            guard let key = child.key, !child.hasChildren, !child.value.isEmpty, KeyTable.property(Normalize.name(key)) == nil,
                case .success = ColorReader.parse(Normalize.text(child.value), env: valueEnv(child.valueRange)),
                Lex.first(in: Normalize.text(child.value), { Lex.colorLiteral($0) }) != nil
            else { return nil }
        }
        return item.children
    }
}
