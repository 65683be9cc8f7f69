import DesignModel
import Diagnostics
import MarkdownSource

/// `fontSize: 10` in a style object (React Native `StyleSheet`, a JS theme object, Flutter's
/// `TextStyle(fontSize: 10)`, Compose's `fontSize = 10.sp`) is the text size of what the object
/// styles: the key it stands under (`likeCount: { fontSize: 10 }`, `countBadge: {`) or the text
/// a `Text(…)` call shows (its quoted copy, else the last name of its argument,
/// `entry.exifSummary`; a call such as `stringResource(…)` names nothing). Only the font size is
/// read; the rest of the code stays a code sample.
enum StyleObjectFontSizeReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "style-object-font-size", title: "Font sizes in style objects",
        summary: "In a JavaScript, TypeScript, Dart or Kotlin block, `fontSize: N` (or `fontSize = N.sp`) is the text size, in points, of the element its object is keyed by (`likeCount: { fontSize: 10 }`) or of the text its `Text(…)` call shows (`Text(\"Version\", fontSize = 10.sp)`, `Text(entry.exifSummary, style: TextStyle(fontSize: 10))`). A text style the document's code defines (`labelSmall = TextStyle(fontSize = 11.sp)`) gives its size to every text that applies it by name (`style = MaterialTheme.typography.labelSmall`); a text that shows no copy is named by the style.",
        examples: [
            SpecReadingExample(
                """
                ## Entry card

                ```tsx
                const styles = StyleSheet.create({
                  likeCount: { fontSize: 10, fontWeight: '500', marginLeft: 2 },
                  countBadge: {
                    fontSize: 12,
                  },
                });
                ```

                ```dart
                Text(entry.exifSummary,
                    style: TextStyle(fontSize: 9, color: jc.textSecondary)),
                ```
                """,
                facts: ["text size like count: 10", "text size count badge: 12", "text size exif summary: 9"]),
            SpecReadingExample(
                """
                ## Entry editor

                ```kotlin
                val JournalTypography = Typography(
                    labelSmall = TextStyle(fontSize = 11.sp, lineHeight = 13.sp),
                )
                ```

                ```kotlin
                Text("Tue 14 May", style = MaterialTheme.typography.labelSmall)
                ```
                """,
                facts: ["text size Tue 14 May: 11"]),
        ])

    /// `labelSmall = TextStyle(fontSize = 11.sp)` (Compose), `caption: TextStyle(fontSize: 11)`
    /// (Flutter): the style's name and font size.
    static func styleDefinition(in line: String) -> (name: String, size: String)? {
        guard let style = line.textRange(of: "TextStyle("), let (size, _) = fontSize(in: String(line[style.upperBound...])) else { return nil }
        let head = String(line[..<style.lowerBound]).trimmed
        guard head.hasSuffix("=") || head.hasSuffix(":") else { return nil }
        let name = String(head.dropLast()).trimmed.split { !($0.isLetter || $0.isNumber || $0 == "_") }.last.map(String.init)
        guard let name, name.first?.isLetter == true else { return nil }
        return (name, size)
    }

    /// `style = MaterialTheme.typography.labelSmall`, `textStyle = …`, `style: Theme.of(context).textTheme.bodySmall`:
    /// the style a line applies, by its last name.
    static func styleReference(in line: String) -> String? {
        for key in ["style", "textStyle"] {
            guard let found = line.textRange(of: key) else { continue }
            let rest = line[found.upperBound...].drop { $0 == " " }
            guard let sign = rest.first, sign == "=" || sign == ":" else { continue }
            let value = rest.dropFirst().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "(" || $0 == ")" }
            guard value.contains("."), let last = value.split(separator: ".").last else { continue }
            return String(last.prefix { $0 != "(" && $0 != ")" })
        }
        return nil
    }

    static let languages: Set<String> = ["js", "jsx", "ts", "tsx", "javascript", "typescript", "dart", "kotlin", "kt", "mdx"]

    /// The number after `fontSize:` / `fontSize =` and its column (1-based), if the line has one.
    static func fontSize(in line: String) -> (value: String, column: Int)? {
        let chars = Array(line)
        guard let found = line.textRange(of: "fontSize") else { return nil }
        var index = line.distance(from: line.startIndex, to: found.upperBound)
        while index < chars.count, chars[index] == " " || chars[index] == "\"" || chars[index] == "'" { index += 1 }
        guard index < chars.count, chars[index] == ":" || chars[index] == "=" else { return nil }
        index += 1
        while index < chars.count, chars[index] == " " { index += 1 }
        let start = index
        while index < chars.count, chars[index].isNumber || (chars[index] == "." && index + 1 < chars.count && chars[index + 1].isNumber) { index += 1 }
        guard index > start else { return nil }
        return (String(chars[start..<index]), start + 1)
    }

    /// `likeCount` → `like count`, `exifSummary` → `exif summary`.
    static func words(_ identifier: String) -> String {
        var out = ""
        for character in identifier {
            if character.isUppercase, !out.isEmpty { out.append(" ") }
            out.append(character == "_" ? " " : Character(character.lowercased()))
        }
        return out.trimmed
    }

    /// The name of what an opener line styles: `key: {` / `key = {`, or a `Text(` call's copy or
    /// argument; nil for other openers (`TextStyle(`, `style:`).
    static func name(ofOpener line: String) -> String? {
        let trimmed = line.trimmed
        if let text = trimmed.textRange(of: "Text(") {
            let argument = trimmed[text.upperBound...]
            if argument.hasPrefix("\"") {
                let copy = String(argument.dropFirst().prefix { $0 != "\"" && $0 != "$" }).trimmed
                return copy.isEmpty ? nil : copy
            }
            let identifier = argument.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
            // `Text(stringResource(R.string.x))`: a call's name says nothing of the text shown.
            if argument.dropFirst(identifier.count).hasPrefix("(") { return nil }
            return identifier.split(separator: ".").last.map { words(String($0)) }
        }
        let key = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let rest = String(trimmed.dropFirst(key.count)).trimmed
        guard !key.isEmpty, rest.hasPrefix(": {") || rest.hasPrefix("= {") || rest.hasPrefix(":{") else { return nil }
        return words(String(key))
    }
}

extension DocumentBuilder {
    /// A style-object block's font sizes (`StyleObjectFontSizeReading`).
    mutating func readStyleObjectFontSizes(_ block: MarkdownNode, info: String, subject: Int?) {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard StyleObjectFontSizeReading.languages.contains(language) else { return }
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        guard last > first + 1 else { return }
        let lines = ((first + 1)..<last).map { (number: $0, text: draft.lines.line($0).map(String.init) ?? "") }
        if draft.codeTextStyles == nil {
            var styles: [String: String] = [:]
            for line in draft.lines.slices where line.containsBytes("TextStyle(") {
                if let (name, size) = StyleObjectFontSizeReading.styleDefinition(in: String(line)) { styles[name] = size }
            }
            draft.codeTextStyles = styles
        }
        let styles = draft.codeTextStyles ?? [:]
        for (offset, line) in lines.enumerated() {
            // A style the document defines, applied by name: its size is the text's.
            var found = StyleObjectFontSizeReading.fontSize(in: line.text)
            var styleName: String?
            if found == nil, let reference = StyleObjectFontSizeReading.styleReference(in: line.text),
                let size = styles[reference], let start = line.text.textRange(of: reference)
            {
                found = (size, line.text.distance(from: line.text.startIndex, to: start.lowerBound) + 1)
                styleName = StyleObjectFontSizeReading.words(reference)
            }
            guard let (value, column) = found else { continue }
            // The opener the size stands in: this line's own `key: {`, else the nearest line above
            // that opens more than it closes, skipping openers that name nothing (`TextStyle(`).
            var name = StyleObjectFontSizeReading.name(ofOpener: line.text)
            var depth = 0
            var index = offset
            while name == nil, index > 0 {
                index -= 1
                let text = lines[index].text
                let opens: Int = text.filter { $0 == "{" || $0 == "(" }.count
                let closes: Int = text.filter { $0 == "}" || $0 == ")" }.count
                depth += closes - opens
                if depth < 0 {
                    name = StyleObjectFontSizeReading.name(ofOpener: text)
                    depth = 0
                }
            }
            // `Text(text = "$date · $place", style = …labelSmall)`: a text that shows no copy is
            // named by its style.
            guard let name = name ?? styleName else { continue }
            let range = SourceRange(
                file: draft.document.file, start: SourceLocation(line: line.number, column: column),
                end: SourceLocation(line: line.number, column: column + value.count))
            let element = childSubject(named: name, of: subject, range: range, override: false)
            let fragment = Fragment(text: value + "pt", line: line.number, column: column)
            apply([RoleAssignment(target: .typography, text: value + "pt", fragment: fragment)], node: node(for: element), mode: nil, state: nil)
        }
    }
}
