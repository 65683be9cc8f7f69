import DesignModel
import Foundation

/// `Fill: Primary Coral` under a progress bar's `Colors:`: a part of the control over its track.
enum ControlPartReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "control-part", title: "Parts of a control under `Colors:`",
        summary: "Under `Colors:`, a key naming a part of a control drawn over the control's own fill (`Fill`, `Progress`, `Active Track`, `Thumb`, `Knob`, `Indicator`) is that part, in that color; for a fill of a track the control's `Background` moves to a `Track` part holding the fill, so the control's label still sits on what the control sits on. Outside `Colors:` only a track's fill beside the control's own `Background` is read so. It stands after the property unit because `Fill` is also a property name elsewhere.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Upload

                ### Progress Bar

                - Background: Light Gray (#E0E0E0)

                Colors:
                - Fill: Primary Coral
                """,
                facts: ["non-text Fill: #FF6B6B on #E0E0E0 (light)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        builder.readControlPart(item, context)
    }
}

extension DocumentBuilder {
    mutating func readControlPart(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        let (node, group, parsed) = (context.node, context.group, context.parsed)
        guard let scopeWithKey = context.keyScope else { return false }
        let property = KeyTable.property(parsed.words, in: group)
        if property == nil, !item.value.isEmpty, !item.hasChildren, DocumentBuilder.controlPartKeys.contains(Normalize.key(parsed.words)),
            group == .colors || (group == nil && DocumentBuilder.trackFillKeys.contains(Normalize.key(parsed.words))
                && (draft.nodes[node].property("Background") != nil || draft.nodes[node].children.contains { Normalize.name(draft.nodes[$0].name) == "track" }))
        {
            // (Outside `Colors:`, only a fill next to the control's own `Background`: a property
            // table or list that gives both.)
            // `Fill: Primary Coral` under a progress bar's `Colors:`: a part of the control
            // drawn in that color over the control's own background, which is then its track:
            // the `Background` moves to a `Track` part holding the fill, so that the control's
            // label and percentage sit on what the control sits on, not on the track.
            var holder = node
            if DocumentBuilder.trackFillKeys.contains(Normalize.key(parsed.words)), let index = draft.nodes[node].propertyIndex("Background"),
                let first = draft.nodes[node].properties[index].entries.first
            {
                var track = item
                track.key = "Track"
                track.value = ""
                track.range = first.range
                track.valueRange = first.range
                holder = self.part(named: ParsedKey(words: "Track", qualifiers: nil, note: nil, stateGroup: nil), item: track, node: node)
                let background = draft.nodes[node].properties.remove(at: index)
                draft.nodes[holder].properties.append(background)
            } else if DocumentBuilder.trackFillKeys.contains(Normalize.key(parsed.words)),
                let track = draft.nodes[node].children.first(where: { draft.nodes[$0].kind == .part && Normalize.name(draft.nodes[$0].name) == "track" })
            {
                // The fill's value for another mode (a table's `Dark` column): the track is made.
                holder = track
            }
            let part = self.part(named: parsed, item: item, node: holder)
            readInto(KeyTable.property(named: "Color")!, text: item.value, item: item, node: part, scope: scopeWithKey)
            return true
        }
        return false
    }

    /// Keys under `Colors:` that name a part of a control drawn over the control's own fill: a
    /// progress bar's fill, a slider's track and thumb, a switch's knob (normalized keys).
    static let controlPartKeys: Set<String> = [
        "fill", "progress", "progress fill", "track fill", "active track", "filled track", "thumb", "knob", "indicator", "active indicator",
        "selected indicator",
    ]

    /// The control parts among `controlPartKeys` that fill a track: the control's `Background`
    /// is that track.
    static let trackFillKeys: Set<String> = ["fill", "progress", "progress fill", "track fill", "active track", "filled track"]
}
