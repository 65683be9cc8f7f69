import DesignModel
import Foundation

/// `Corner handles: 8×8pt circles`, `Outer Circle: 70×70pt, white border`: a part of that size.
enum SizedPartReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "sized-part", title: "Parts given by their size",
        summary: "A key that is no property, naming an interactive kind (`Corner handles`, `Control Icons`) or a visual element, whose value starts with a size — or holds a `W×H` anywhere for an interactive kind (`Capture Button: Large circle (center-bottom, 70x70pt)`) — is a part of that size; its `Touch Target` when the value says so, else its `Size`. A part of that name made earlier takes the size. `Circle Size: 28×28pt` is the size of a `Circle`.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Camera

                ### Controls

                - Background: Background Black (#1A1D1F)
                - Capture Button: Large circle (center-bottom, 70x70pt)
                """,
                facts: ["target Capture Button: 70×70"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        builder.readSizedPart(item, context)
    }
}

extension DocumentBuilder {
    mutating func readSizedPart(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        let (node, parsed) = (context.node, context.parsed)
        guard let scopeWithKey = context.keyScope else { return false }
        if let (sizeProperty, size) = sizedPart(item, node: node) {
            // Only the size: `70x70pt, 16pt from bottom` goes on with a position.
            // The same element named again (`Capture Button` under `Elements:` and `Spacing:`)
            // is the part already made, not a second one.
            // `Circle Size: 28×28pt` is the size of a circle.
            var named = parsed
            for suffix in [" size", " dimensions"] where named.words.lowercased().hasSuffix(suffix) {
                named.words = String(named.words.dropLast(suffix.count))
            }
            let name = Normalize.name(named.words)
            if let existing = draft.nodes[node].children.first(where: { draft.nodes[$0].kind == .part && Normalize.name(draft.nodes[$0].name) == name }) {
                readInto(sizeProperty, text: size, item: item, node: existing, scope: scopeWithKey, implied: true)
            } else {
                readInto(sizeProperty, text: size, item: item, node: makePart(item, parsed: named, node: node), scope: scopeWithKey)
            }
            return true
        }
        return false
    }
}
