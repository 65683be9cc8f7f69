import DesignModel
import Foundation

/// `Checkmarks: Success Green`, `Checkmark: White checkmark in Primary Coral circle`: a symbol's colors.
enum SymbolColorsReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "symbol-colors", title: "Symbols and their colors",
        summary: "A key that is no property whose last word names a symbol (`icon`, `checkmark`, `tick`, `glyph`, `symbol`, `arrow`, `chevron`, and plurals), with a value that is one color resolving in every mode (`Checkmarks: Success Green`), is a part of that `Color`; `<color> [symbol] in|on <color> [shape]` (`White checkmark in Primary Coral circle`) also gives the shape's color as its `Background`. Other names with only a color stay documentation.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Onboarding

                ### Goal Option

                - Background: White (#FFFFFF)
                - Checkmark: White checkmark in Primary Coral circle
                """,
                facts: ["non-text Checkmark: #FFFFFF on #FF6B6B (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        builder.readSymbolColors(item, context)
    }
}

extension DocumentBuilder {
    mutating func readSymbolColors(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        let (node, group, parsed) = (context.node, context.group, context.parsed)
        guard let scopeWithKey = context.keyScope else { return false }
        if group == nil || group == .colors, let (color, background) = symbolColors(item, parsed: parsed) {
            // `Checkmarks: Success Green`, `Checkmark: White checkmark in Primary Coral circle`:
            // a symbol of that color, on its shape when one is named.
            let part = self.part(named: parsed, item: item, node: node)
            readInto(KeyTable.property(named: "Color")!, text: color, item: item, node: part, scope: scopeWithKey)
            if let background {
                var stated = item
                stated.key = "Background"
                readInto(KeyTable.property(named: "Background")!, text: background, item: stated, node: part, scope: scopeWithKey)
            }
            return true
        }
        return false
    }
}
