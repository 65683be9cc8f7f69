import DesignModel
import MarkdownSource

/// A heading that names its element and then states its values (`### Save button — White text
/// on Coral #FF6B6B`, `### Close: 24 × 24pt`): the name is the subject, the values are its own.
enum HeadingValuesReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "heading-values", title: "Values stated in a heading",
        summary: "A heading written `Name — values` (or `–`, `-`, `:`) whose part after the separator holds colors or sizes and whose part before holds none names its subject by that first part and states the values of it, read as any line of it is.",
        examples: [
            SpecReadingExample(
                """
                ## Cart

                Canvas: White #FFFFFF

                ### Save button — White text on Coral #FF6B6B

                - Height: 50pt
                """,
                facts: ["text Save button: #FFFFFF on #FF6B6B (light)"]),
        ])
}

extension DocumentBuilder {
    /// A heading's name and the values it states after a dash or colon (`HeadingValuesReading`).
    func headingValues(_ heading: MarkdownNode) -> (name: String, values: Fragment)? {
        let range = draft.lines.range(of: heading)
        guard let raw = draft.lines.line(range.start.line) else { return nil }
        let hashes = raw.prefix { $0 == "#" || $0 == " " }.count
        let text = String(raw.dropFirst(hashes))
        for separator in [" — ", " – ", " - ", ": "] {
            guard let found = text.textRange(of: separator) else { continue }
            let name = Fragment.plain(Substring(text[..<found.lowerBound])).trimmed
            let valuesStart = text.distance(from: text.startIndex, to: found.upperBound)
            let values = String(text[found.upperBound...])
            let spans = roleLexer.spans(in: values)
            guard !name.isEmpty, roleLexer.spans(in: name).isEmpty, spans.contains(where: { $0.kind == .color || $0.kind == .length || $0.kind == .dimensions })
            else { return nil }
            return (name, Fragment(text: Fragment.plain(Substring(values)), line: range.start.line, column: hashes + valuesStart + 1))
        }
        return nil
    }
}
