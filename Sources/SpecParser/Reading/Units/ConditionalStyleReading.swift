import Diagnostics
import Foundation

/// `If theme = Dark, set Font Color: #F5F6FA`, `OnPageLoad → If theme = Dark, set Page Fill
/// Color: #1A1D1F`: a prototype tool's conditional style (Axure's spec mode, ProtoPie and Framer
/// variables) — the values after `set` in the mode or state the condition names.
enum ConditionalStyleReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "conditional-style", title: "Conditional styles (`If theme = Dark, set …`)",
        summary: "A line of the form `If <variable> = <value>, set <property>: <value>` (after an event and an arrow or not: `OnPageLoad → If theme = Dark, set …`) gives the element the values after `set` in the mode or state the condition's value names (`Dark`, `Selected`); a condition on anything else (`If value of draftDirty equals true`) is behaviour, not design.",
        examples: [
            SpecReadingExample(
                """
                ## New entry

                - Page Fill Color: #FFFFFF 100%
                - OnPageLoad → If theme = Dark, set Page Fill Color: #1A1D1F 100%

                ### lbl_prompt_hint
                - Font: Inter 13px Regular #636E72
                - If theme = Dark, set Font Color: #3C4347
                """,
                facts: ["text lbl_prompt_hint: #636E72 on #FFFFFF (light)", "text lbl_prompt_hint: #3C4347 on #1A1D1F (dark)"]),
        ])

    /// `If theme = Dark, set ` and what the condition's value is: the text after `set` starts at
    /// the returned offset.
    static func condition(_ text: String) -> (value: String, rest: Int)? {
        let lower = text.lowercased()
        guard let ifRange = lower.textRange(of: "if "), lower[..<ifRange.lowerBound].allSatisfy({ $0 != "," }),
            let set = lower.textRange(of: ", set ", in: ifRange.upperBound..<lower.endIndex) ?? lower.textRange(of: " then set ", in: ifRange.upperBound..<lower.endIndex)
        else { return nil }
        let condition = String(text[ifRange.upperBound..<set.lowerBound])
        let separators = [" == ", " = ", " equals ", " is "]
        guard let separator = separators.compactMap({ condition.range(of: $0, options: .caseInsensitive) }).first else { return nil }
        let value = condition[separator.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " \"'“”"))
        guard !value.isEmpty else { return nil }
        return (value, text.distance(from: text.startIndex, to: set.upperBound))
    }

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        let text = item.text
        guard text.range(of: "if ", options: .caseInsensitive) != nil, let (value, rest) = condition(text) else { return false }
        guard let (qualifiers, _) = builder.draft.vocabulary.parse(value), qualifiers.count > 0 else { return true }
        let set = String(text.dropFirst(rest))
        let (marker, key, itemValue, _) = ItemExtraction.splitKey(set)
        let shift = item.range.start.column + rest
        let line = item.range.start.line
        let valueColumn = shift + (set.textRange(of: itemValue).map { set.distance(from: set.startIndex, to: $0.lowerBound) } ?? 0)
        let file = item.range.file
        let conditioned = RawItem(
            marker: marker, key: key, value: itemValue, text: set,
            range: SourceRange(file: file, start: SourceLocation(line: line, column: shift), end: item.range.end),
            valueRange: SourceRange(file: file, start: SourceLocation(line: line, column: valueColumn), end: item.range.end),
            children: [], childrenOrdered: false, extra: [])
        builder.readItem(conditioned, subject: context.subject, mode: qualifiers.mode ?? context.mode, state: qualifiers.state ?? context.state)
        return true
    }
}
