import DesignModel
import Diagnostics
import MarkdownSource

/// A Jetpack Compose modifier chain that makes a box clickable (`.clickable`, `.toggleable`,
/// `.selectable`) gives the box's `.size(40.dp)` as its touch target: a plain clickable box gets
/// no minimum interactive size from Material, unless the chain asks for it
/// (`.minimumInteractiveComponentSize()`). The element is named by the size line's comment
/// (`// remove-photo button`), else by the `contentDescription` inside the box.
enum ComposeModifierReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "compose-modifier-target", title: "Clickable boxes in Compose code",
        summary: "In a Kotlin block, a modifier chain with `.clickable(…)` (or `.toggleable`, `.selectable`, `.combinedClickable`) and `.size(N.dp)` (or `.size(width = W.dp, height = H.dp)`) states a touch target of that size, unless the chain also has `.minimumInteractiveComponentSize()`. The element is named by the comment on the size line, else by the `contentDescription` of what the box holds, else by the description an `Icon(…, \"More\", Modifier.size(40.dp).clickable…)` passes by position.",
        examples: [
            SpecReadingExample(
                """
                ## Photo header

                ```kotlin
                Box(
                    Modifier
                        .size(40.dp)                 // remove-photo button
                        .clip(CircleShape)
                        .clickable(onClick = onRemovePhoto),
                ) {
                    Icon(Icons.Default.Close, contentDescription = "Remove photo")
                }
                ```
                """,
                facts: ["target remove-photo button: 40×40"]),
            SpecReadingExample(
                """
                ## Top app bar

                ```kotlin
                actions = {
                    Icon(Icons.Default.MoreVert, "More",
                        Modifier.size(40.dp).clickable(onClick = onMore).padding(8.dp))
                }
                ```
                """,
                facts: ["target More: 40×40"]),
        ])

    static let clickWords = [".clickable(", ".clickable {", ".toggleable(", ".selectable(", ".combinedClickable("]

    /// `.size(40.dp)` → (40, 40); `.size(width = 56.dp, height = 32.dp)` → (56, 32).
    static func size(in line: String) -> (width: String, height: String, column: Int)? {
        for call in [".size(", ".requiredSize("] {
            guard let found = line.textRange(of: call) else { continue }
            let inner = String(line[found.upperBound...].prefix { $0 != ")" })
            // `40.dp`: the dot before the unit is not the number's.
            let numbers = inner.split { !($0.isNumber || $0 == ".") }.map { String($0).trimmingCharacters(in: ["."]) }.filter { Double($0) != nil }
            let column = line.distance(from: line.startIndex, to: found.upperBound) + 1
            guard inner.contains(".dp") || inner.contains("dp"), let first = numbers.first else { continue }
            return (first, numbers.count > 1 ? numbers[1] : first, column)
        }
        return nil
    }

    /// The words of a line's `//` comment.
    static func comment(in line: String) -> String? {
        guard let slashes = line.textRange(of: "//") else { return nil }
        let words = String(line[slashes.upperBound...]).trimmed
        return words.isEmpty || words.count > 40 ? nil : words
    }

    /// `Icon(Icons.Default.MoreVert, "More",` → `More`: an icon's description passed by position;
    /// `"Remove ${emotion.label}"` → `Remove`.
    static func positionalDescription(in line: String) -> String? {
        guard let icon = line.textRange(of: "Icon("), let comma = line[icon.upperBound...].firstIndex(of: ",") else { return nil }
        let rest = line[line.index(after: comma)...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        var text = String(rest.dropFirst().prefix { $0 != "\"" })
        while let open = text.textRange(of: "${"), let close = text[open.upperBound...].firstIndex(of: "}") {
            text.removeSubrange(open.lowerBound...close)
        }
        text = text.trimmed
        return text.isEmpty ? nil : text
    }

    /// `contentDescription = "Remove photo"` → `Remove photo`.
    static func contentDescription(in line: String) -> String? {
        guard let found = line.textRange(of: "contentDescription") else { return nil }
        let rest = line[found.upperBound...].drop { $0 == " " || $0 == "=" || $0 == ":" }
        guard rest.first == "\"" else { return nil }
        let text = String(rest.dropFirst().prefix { $0 != "\"" }).trimmed
        return text.isEmpty ? nil : text
    }
}

extension DocumentBuilder {
    /// A Kotlin block's clickable boxes (`ComposeModifierReading`).
    mutating func readComposeModifiers(_ block: MarkdownNode, info: String, subject: Int?) {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard language == "kotlin" || language == "kt" else { return }
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        guard last > first + 1 else { return }
        let lines = ((first + 1)..<last).map { (number: $0, text: draft.lines.line($0).map(String.init) ?? "") }
        for (offset, line) in lines.enumerated() where ComposeModifierReading.clickWords.contains(where: line.text.contains) {
            // The chain: this line and the `.modifier` lines around it.
            var start = offset
            while start > 0, lines[start].text.trimmed.hasPrefix(".") { start -= 1 }
            var end = offset
            while end + 1 < lines.count, lines[end + 1].text.trimmed.hasPrefix(".") { end += 1 }
            let chain = lines[start...end]
            guard !chain.contains(where: { $0.text.contains("minimumInteractiveComponentSize") }),
                let sized = chain.first(where: { ComposeModifierReading.size(in: $0.text) != nil }),
                let (width, height, column) = ComposeModifierReading.size(in: sized.text)
            else { continue }
            let name = ComposeModifierReading.comment(in: sized.text)
                ?? lines[(end + 1)...].prefix(8).lazy.compactMap { ComposeModifierReading.contentDescription(in: $0.text) }.first
                ?? lines[max(0, start - 2)...end].reversed().lazy.compactMap { ComposeModifierReading.positionalDescription(in: $0.text) }.first
            guard let name else { continue }
            let range = SourceRange(
                file: draft.document.file, start: SourceLocation(line: sized.number, column: column), end: SourceLocation(line: sized.number, column: column + width.count))
            let element = childSubject(named: name, of: subject, range: range, override: false)
            let text = "\(width)×\(height)dp"
            let fragment = Fragment(text: text, line: sized.number, column: column)
            apply([RoleAssignment(target: .size(.touchTarget), text: text, fragment: fragment)], node: node(for: element), mode: nil, state: nil)
        }
    }
}
