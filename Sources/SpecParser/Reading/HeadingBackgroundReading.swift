import DesignModel
import MarkdownSource

/// A heading that says what its section sits on (`### Filter chip — light (on White)`,
/// `## Cards on Background Black`): the color after `on` is what the subject sits on — the
/// background of the section around it, in the heading's mode — so its own fill may follow.
enum HeadingBackgroundReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "heading-background", title: "Backgrounds named in a heading",
        summary: "A heading whose words end with `on` and a color (`### Filter chip — light (on White)`, `## Cards on Background Black`) is what that subject sits on: the background of the section around it (of the subject itself at the top), in the mode the heading names; the subject's own fill may follow.",
        examples: [
            SpecReadingExample(
                """
                ## Filter bar

                ### Filter chip — light (on White)

                | Property | Default | Selected |
                |---|---|---|
                | Fill | Surface #F9FAFB | Primary Coral @ 15% |
                | Label | Charcoal #2D3436 | Primary Coral #FF6B6B |
                """,
                facts: ["text Filter chip - light: #2D3436 on #F9FAFB (light)", "text Filter chip - light: #FF6B6B on #FF6B6B26 (light selected)"]),
        ])
}

extension DocumentBuilder {
    /// The background a heading names, as a `Background:` item of its subject.
    func headingBackground(_ heading: MarkdownNode) -> RawItem? {
        let range = draft.lines.range(of: heading)
        guard let raw = draft.lines.line(range.start.line) else { return nil }
        let text = Fragment.plain(raw)
        let lower = text.lowercased()
        guard let on = [" (on ", " on "].lazy.compactMap({ lower.textRange(of: $0) }).first else { return nil }
        let after = lower.distance(from: lower.startIndex, to: on.upperBound)
        let chars = Array(text)
        let spans = roleLexer.spans(in: String(chars[after...]))
        // Only the color right after `on`, and nothing else valued after it.
        guard spans.count == 1 || (spans.count == 2 && spans[1].kind == .color && spans[1].text.hasPrefix("#")), let first = spans.first,
            first.kind == .color, first.start <= 4
        else { return nil }
        let value = spans.count == 2 ? spans[1].text : first.text
        let column = (raw.count - raw.drop { $0 == " " }.count) + 1
        return RawItem(
            marker: nil, key: "Background", value: value, text: "Background: \(value)", range: draft.lines.lineRange(range.start.line),
            valueRange: draft.lines.locate(value, line: range.start.line, from: column, fallback: draft.lines.lineRange(range.start.line)),
            children: [], childrenOrdered: false, extra: [])
    }
}
