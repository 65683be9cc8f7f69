import DesignModel
import Foundation

/// `Active Dot: Primary Coral, 8pt diameter`: a visual part of that color and size.
enum VisualShorthandReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "visual-shorthand", title: "Visual parts on one line",
        summary: "A key that is no property whose value lists, among its comma-separated parts, a color and a size (`Active Dot: Primary Coral, 8pt diameter`, `Checkmark: White, 20x20pt`) is a visual part of that color and size.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Onboarding

                ### Page Indicator

                - Background: White (#FFFFFF)
                - Active Dot: Primary Coral, 8pt diameter
                """,
                facts: ["non-text Active Dot: #FF6B6B on #FFFFFF (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        builder.readVisualShorthand(item, context)
    }
}

extension DocumentBuilder {
    mutating func readVisualShorthand(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        let (node, parsed) = (context.node, context.parsed)
        guard let scopeWithKey = context.keyScope else { return false }
        if let (color, size) = visualShorthand(item, parsed: parsed, node: node) {
            let part = self.part(named: parsed, item: item, node: node)
            readInto(KeyTable.property(named: "Color")!, text: color, item: item, node: part, scope: scopeWithKey)
            readInto(KeyTable.property(named: "Size")!, text: size, item: item, node: part, scope: scopeWithKey)
            return true
        }
        return false
    }
}
