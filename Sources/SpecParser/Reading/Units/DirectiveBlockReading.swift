import DesignModel
import Diagnostics

/// Swift-DocC block directives (`@TabNavigator { @Tab("Dark") { … } }`, `@Row { @Column { … } }`):
/// Markdown reads their indented contents as one paragraph; they are read line by line instead,
/// a list line as an item, a tab naming a mode holding that mode's values.
enum DirectiveBlockReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "directive-blocks", title: "DocC directives",
        summary: "A paragraph of DocC block directives (`@Row {`, `@Column {`, `@TabNavigator {`, `@Tab(\"Dark\") {`, closed by `}`) is read line by line: `- Key: value` lines are list items, other lines prose, and the lines inside a tab whose title names a mode are that mode's.",
        examples: [
            SpecReadingExample(
                """
                ## Emotion selector

                @TabNavigator {
                    @Tab("Light") {
                        - Background: White #FFFFFF.
                        - Label: Slate Gray #636E72.
                    }
                    @Tab("Dark") {
                        - Background: Background Black #1A1D1F.
                        - Label: Light Gray #B2BEC3, one step quieter.
                    }
                }
                """,
                facts: ["text Emotion selector: #636E72 on #FFFFFF (light)", "text Emotion selector: #B2BEC3 on #1A1D1F (dark)"],
                absent: ["text Emotion selector: #636E72 on #1A1D1F (dark)"]),
        ])

    /// `@Tab("Dark") {` → (`Tab`, `Dark`); nil for a line that opens no directive.
    static func opening(_ line: Substring) -> (name: String, argument: String)? {
        let trimmed = String(line).trimmed
        guard trimmed.hasPrefix("@"), trimmed.hasSuffix("{"), let first = trimmed.dropFirst().first, first.isUppercase else { return nil }
        let name = String(trimmed.dropFirst().prefix { $0.isLetter || $0.isNumber })
        var argument = ""
        if let open = trimmed.firstIndex(of: "("), let close = trimmed.lastIndex(of: ")"), open < close {
            argument = String(trimmed[trimmed.index(after: open)..<close]).trimmingCharacters(in: ["\"", " "])
        }
        return (name, argument)
    }
}

extension DocumentBuilder {
    /// A paragraph opening with a block directive (`DirectiveBlockReading`); false for any other.
    mutating func readDirectiveParagraph(_ numbers: ClosedRange<Int>, subject: Int?) -> Bool {
        guard let first = draft.lines.line(numbers.lowerBound), DirectiveBlockReading.opening(first) != nil else { return false }
        var modes: [String?] = []
        var prose: [(number: Int, raw: Substring)] = []
        var item: RawItem?
        var itemMode: String?
        func flush(_ builder: inout DocumentBuilder) {
            if !prose.isEmpty { builder.readProse(prose, subject: subject, opensParagraph: true) }
            prose.removeAll()
            if let open = item { builder.readItem(open, subject: subject, mode: itemMode, state: nil) }
            item = nil
        }
        for number in numbers {
            guard let raw = draft.lines.line(number) else { continue }
            let trimmed = String(raw).trimmed
            if let (_, argument) = DirectiveBlockReading.opening(raw) {
                flush(&self)
                modes.append(argument.isEmpty ? nil : headingMode(SubjectHeadings.words(argument)))
                continue
            }
            if trimmed == "}" {
                flush(&self)
                if !modes.isEmpty { modes.removeLast() }
                continue
            }
            let indent = raw.prefix { $0 == " " }.count
            if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
                flush(&self)
                let text = String(trimmed.dropFirst(2))
                let (marker, key, value, plain) = ItemExtraction.splitKey(text)
                let range = draft.lines.lineRange(number)
                let valueRange = draft.lines.locate(value, line: number, from: indent + 3, fallback: range)
                item = RawItem(marker: marker, key: key, value: value, text: plain, range: range, valueRange: valueRange, children: [], childrenOrdered: false, extra: [])
                itemMode = modes.compactMap { $0 }.last
                continue
            }
            if var open = item, !trimmed.isEmpty {
                // A list line's continuation.
                open.value += " " + trimmed
                open.text += " " + trimmed
                open.endLine = number
                item = open
                continue
            }
            if !trimmed.isEmpty { prose.append((number, raw)) } else { flush(&self) }
        }
        flush(&self)
        return true
    }
}
