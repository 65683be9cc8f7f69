import Diagnostics
import DesignModel
import Foundation

/// `Colors: #FF6B6B Primary Coral`, `Colors: icon #2D3436`, `Sits on #FFFFFF`: a design tool's
/// layer export lists a layer's fills under `Colors` and may say what the layer sits on.
enum LayerFillReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "layer-fill", title: "A layer's fills under `Colors:`, and what it sits on",
        summary: "`Colors:` with a value and no list under it gives the layer's fill, as design tools' inspect panels do (`Colors: #FF6B6B Primary Coral`); a value led by a role word paints that part (`Colors: icon #2D3436`). A layer named as the page's background (`bg/page`, `Background`) fills its screen. An item `Sits on #FFFFFF` (also `Placed on`, `Over`) names the color behind the element.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Entry Editor

                **Layer** `bg/page`
                - Colors: #FFFFFF — White

                **Layer** `hint/count`
                - Typography: 13px, #B2BEC3 Light Gray

                **Layer** `btn/save`
                - Colors: #FF6B6B Primary Coral
                - Typography: 17px semibold, #FFFFFF

                **Layer** `chip`
                - Typography: 16px, #2D3436 Charcoal
                - Sits on #F1F2F6
                """,
                facts: [
                    "text hint/count: #B2BEC3 on #FFFFFF (light)", "text btn/save: #FFFFFF on #FF6B6B (light)",
                    "text chip: #2D3436 on #F1F2F6 (light)",
                ]),
        ])

    /// Names of a layer that is the page's own background.
    static let pageWords: Set<String> = ["bg", "background", "page", "canvas", "backdrop", "screen", "root", "base"]

    /// Role words that may lead a `Colors:` value, and the property they name.
    static let leadRoles: [String: String] = [
        "icon": "Icon Color", "glyph": "Icon Color", "symbol": "Icon Color", "text": "Text Color", "label": "Text Color",
        "border": "Border", "stroke": "Border", "fill": "Background", "background": "Background", "bg": "Background",
    ]

    /// Names of a layer that is a glyph: its fill is the glyph's color.
    static let glyphWords: Set<String> = ["icon", "glyph", "symbol", "checkmark", "chevron", "arrow", "xmark"]

    static let sitsOnLeads = ["sits on ", "placed on ", "over "]

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        builder.readLayerFill(item, context)
    }
}

extension DocumentBuilder {
    mutating func readLayerFill(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        guard !item.value.isEmpty || item.key == nil, !item.hasChildren, let scope = context.keyScope else { return false }
        if item.key == nil {
            let text = Normalize.text(item.text).trimmed
            guard let lead = LayerFillReading.sitsOnLeads.first(where: { text.lowercased().hasPrefix($0) }) else { return false }
            let value = String(text.dropFirst(lead.count)).trimmed
            guard isColorValue(value, range: item.range), let property = KeyTable.property(named: "Backdrop") else { return false }
            var stated = item
            stated.key = "Backdrop"
            stated.value = value
            readInto(property, text: value, item: stated, node: context.node, scope: scope)
            return true
        }
        guard KeyTable.group(context.parsed.words) == .colors else { return false }
        var value = Normalize.text(item.value).trimmed
        var key = "Background"
        if let first = value.split(separator: " ").first, let role = LayerFillReading.leadRoles[first.lowercased()] {
            key = role
            value = String(value.dropFirst(first.count)).trimmed
        }
        // An icon layer's fill is the glyph's color.
        if key == "Background", !Set(SubjectHeadings.words(draft.nodes[context.node].name)).isDisjoint(with: LayerFillReading.glyphWords) { key = "Icon Color" }
        guard isColorValue(value, range: item.valueRange), let property = KeyTable.property(named: key) else { return false }
        var node = context.node
        // `bg/page`: the layer is the screen's background.
        if key == "Background", let parent = draft.nodes[node].parent, draft.nodes[parent].kind == .screen,
            Set(SubjectHeadings.words(draft.nodes[node].name)).isSubset(of: LayerFillReading.pageWords)
        {
            node = parent
        }
        var stated = item
        stated.key = key
        readInto(property, text: value, item: stated, node: node, scope: scope)
        return true
    }

    /// True when a trial read finds one color (or one per mode) in the text: a list of colors
    /// (`Colors: Primary Coral, Deep Teal, Soft Peach`, a confetti's) is no layer's fill.
    func isColorValue(_ text: String, range: SourceRange) -> Bool {
        let trial = trialEnv(range)
        guard case .colors(let colors) = ColorReader.read(text, env: trial) else { return false }
        let pieces = Normalize.splitTopLevel(text, separators: [", ", "; "]).filter { piece in roleLexer.spans(in: piece).contains { $0.kind == .color } }
        return !colors.isEmpty && pieces.count <= 1
    }
}
