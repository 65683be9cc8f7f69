import DesignModel
import Diagnostics

/// A piece of a line the role reader reads: a table cell, an item's value, a comma-separated
/// part of either, or a sentence — its text (Markdown emphasis removed), the line it is on and
/// the column it starts at, so that what is read from it points at its words.
struct Fragment {
    var text: String
    var line: Int
    var column: Int

    /// The fragment's parts: split at top-level `, `, `; ` and ` · ` (a color function's commas
    /// stay inside it), each located on the line.
    func parts() -> [Fragment] {
        var out: [Fragment] = []
        var searchFrom = text.startIndex
        for part in Normalize.splitTopLevel(text, separators: [", ", "; ", " · ", " • "]) {
            let trimmed = part.trimmed
            guard !trimmed.isEmpty else { continue }
            let found = text.range(of: trimmed, range: searchFrom..<text.endIndex)
            let offset = found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0
            if let found { searchFrom = found.upperBound }
            out.append(Fragment(text: trimmed, line: line, column: column + offset))
        }
        return out
    }

    /// The part of this fragment from character `start` to `end`.
    func slice(_ start: Int, _ end: Int) -> Fragment {
        let chars = Array(text)
        let lower = max(0, min(start, chars.count)), upper = max(lower, min(end, chars.count))
        return Fragment(text: String(chars[lower..<upper]), line: line, column: column + lower)
    }

    func range(file: String) -> SourceRange {
        SourceRange(
            file: file, start: SourceLocation(line: line, column: column),
            end: SourceLocation(line: line, column: column + max(1, text.count)))
    }

    /// Lowercased words (letters, digits, `-`, `=`), for role lookups.
    var words: [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "=") }.map(String.init)
    }

    /// Markdown emphasis and code ticks removed (`**Canvas:**` → `Canvas:`).
    static func plain(_ text: Substring) -> String {
        var out = ""
        for character in text where character != "`" && character != "*" { out.append(character) }
        return out.replacingOccurrences(of: "\u{00A0}", with: " ")
    }
}
