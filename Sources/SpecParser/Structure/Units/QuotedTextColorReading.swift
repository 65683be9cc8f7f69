import DesignModel
import Foundation

/// `Badge: “Save 25%” in coral`: a text part of that color.
enum QuotedTextColorReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "quoted-text-color", title: "Quoted text in a color",
        summary: "A key that is no property whose value is a quoted text followed only by a color resolving in every mode (`Badge: “Save 25%” in Primary Coral`, `Hint: “Try again” (Slate Gray)`) is a text part of that color; its background is where it sits.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Paywall

                ### Plan Card

                - Background: White (#FFFFFF)
                - Badge: “Save 25%” in Primary Coral
                """,
                facts: ["text Badge: #FF6B6B on #FFFFFF (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        builder.readQuotedTextColor(item, context)
    }
}

extension DocumentBuilder {
    mutating func readQuotedTextColor(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        let (node, parsed) = (context.node, context.parsed)
        guard let scopeWithKey = context.keyScope else { return false }
        if !item.hasChildren, let color = quotedTextColor(item) {
            // `Badge: “Save 25%” in coral`, `Hint: “Try again” (Slate Gray)`: a text part of
            // that color (its background is where it sits).
            let part = makePart(item, parsed: parsed, node: node)
            var stated = item
            stated.key = "Text Color"
            readInto(KeyTable.property(named: "Text Color")!, text: color, item: stated, node: part, scope: scopeWithKey)
            return true
        }
        return false
    }

    /// The color of `“Save 25%” in coral` or `“Skip” (Primary Coral)`: a quoted text followed
    /// only by a color that resolves in every mode without a choice; nil otherwise.
    func quotedTextColor(_ item: RawItem) -> String? {
        guard let (_, rest) = Lex.quoted(Substring(Normalize.text(item.value))) else { return nil }
        var color = String(rest).trimmed
        if color.lowercased().hasPrefix("in ") {
            color = String(color.dropFirst(3)).trimmed
        } else if color.hasPrefix("("), color.hasSuffix(")"), color.dropFirst().firstIndex(of: "(") == nil {
            color = String(color.dropFirst().dropLast()).trimmed
        } else {
            return nil
        }
        guard !color.isEmpty else { return nil }
        guard let colors = resolvedTrialColors(color, range: item.valueRange), colors.count == 1 else { return nil }
        return color
    }
}
