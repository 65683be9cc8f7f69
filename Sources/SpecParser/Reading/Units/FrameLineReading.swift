import DesignModel

/// `W: 20 H: 20 · X: 928 Y: 124`: a prototype or inspect tool's frame line — the element's box,
/// its touch target when the element is a control.
enum FrameLineReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "frame-line", title: "Frame lines (`W: 20 H: 20 · X: 928 Y: 124`)",
        summary: "A line giving a width and a height as `W` and `H` (with or without colons, with or without Figma's sizing mode after each number — `W 28 Fixed · H 28 Fixed` — beside `X`/`Y` positions) is the element's box: its touch target when the element is a control (its name or its `Widget:`/`Type:` kind says button, hotspot, chip, field…), else its size.",
        examples: [
            SpecReadingExample(
                """
                ## New entry

                ### btn_remove_photo
                - Widget: Ellipse + Icon (×)
                - W: 20 H: 20 · X: 928 Y: 124
                """,
                facts: ["target btn_remove_photo: 20×20"]),
            SpecReadingExample(
                """
                ## Header

                ### Close Button

                - W 28 Fixed · H 28 Fixed (no hit-area padding on the frame)
                """,
                facts: ["target Close Button: 28×28"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        // `W 28 Fixed · H 28 Fixed`: Figma's inspect panel, no colon, the sizing mode after each number.
        let keyless = item.key == nil && (item.text.hasPrefix("W ") || item.text.hasPrefix("w ")) && item.text.contains(" H ")
        guard keyless || item.key?.trimmed == "W" || item.key?.trimmed == "w", !item.hasChildren,
            let owner = builder.elementSubject(context.subject).subject
        else { return false }
        // `W: 20 H: 20` read as `W 20 H 20`: a colon becomes a space, so every column stays put.
        var line = builder.valueFragment(item, context)
        if keyless {
            line = Fragment(text: item.text.replacingOccurrences(of: ":", with: " "), line: item.range.start.line, column: item.range.start.column)
        } else {
            line = Fragment(text: "W " + line.text.replacingOccurrences(of: ":", with: " "), line: line.line, column: max(1, line.column - 2))
        }
        guard let frame = DocumentBuilder.inspectorFrame(line) else { return false }
        let node = builder.node(for: owner)
        let kind = builder.draft.nodes[node].componentKind?.0 ?? ""
        let words = Set(DocumentBuilder.nameWords(builder.roles.subjects[owner].name + " " + kind))
        let isControl = !words.isDisjoint(with: SpecVocabulary.interactiveKinds) || builder.draft.nodes[node].statedAction
        builder.readFragments(frame, into: owner, defaultColor: nil, defaultSize: isControl ? .touchTarget : .size, mode: context.mode, state: context.state)
        return true
    }
}
