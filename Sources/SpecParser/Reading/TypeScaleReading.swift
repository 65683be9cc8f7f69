import DesignModel
import Diagnostics
import Foundation

/// A type scale a document defines (docs/spec-format.md §2.17): a table under a heading about
/// type (`### Material Type Scale`, `**Dynamic Type sizes:**`) whose first column names a style
/// and one column gives its size (`| Label Small | 11sp | Medium | 16sp | Chips, badges |`), or a
/// line of `Name: size` entries under such a heading (`Body: 0.875rem/400, Tiny: 0.6875rem/500`).
/// Each style is text drawn at that size wherever the document uses it, so each becomes a text
/// size fact at its line, held to the platform's minimum like any text.
enum TypeScaleReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "type-scale", title: "Type scales a document defines",
        summary: "Under a heading or a short lead line about type (`Type Scale`, `Typography`, `Fonts`, `Dynamic Type sizes:`), a table whose first column names the style (`Role`, `Style`, `Token`, `Name`) and one column its size (`Size`, `Size (sp)`, `Default Size`), or a line of several `Name: size` entries (`H1: 2rem/700, Tiny: 0.6875rem/500`), defines text styles: each style's size is a text size at its line (`rem` is 16 px). A table of other things (`| Type | Size |` of buttons, `| Usage | Size |` of icons) is not a type scale.",
        examples: [
            SpecReadingExample(
                """
                ### Material Type Scale

                | Role | Size | Weight | Line Height | Usage |
                |------|------|--------|-------------|-------|
                | **Body Small** | 12sp | Regular | 16sp | Captions |
                | **Label Small** | 11sp | Medium | 16sp | Chips, badges |

                ### Typography
                - Body: 0.875rem/400, Small: 0.75rem/400, Tiny: 0.6875rem/500
                """,
                facts: ["text size Label Small: 11", "text size Body Small: 12", "text size Tiny: 11", "text size Body: 14"]),
            SpecReadingExample(
                """
                ### Floating action button

                **Types:**

                | Type | Size | Usage |
                |------|------|-------|
                | **Mini FAB** | 40dp | Compact |

                ### Icon sizes

                | Usage | Size |
                |---|---|
                | Tab bar | 25pt |
                """,
                facts: [], absent: ["text size Mini FAB: 40", "text size Tab bar: 25"]),
        ])

    /// Words of a heading or lead line about type.
    static let typeWords: Set<String> = ["type", "typography", "typographic", "typescale", "font", "fonts", "typeface", "schrift", "typographie", "tipografía", "tipografia"]
    /// Headers of a first column that names a style.
    static let styleHeaders: Set<String> = ["role", "style", "token", "name", "level", "scale", "semantic", "variant", "stil", "rôle"]
    /// Names of entries on a `Name: size` line that are not text styles.
    static let notStyleWords: Set<String> = [
        "line", "height", "spacing", "letter", "tracking", "leading", "padding", "margin", "radius", "gap", "width", "icon", "border",
        "min", "max", "minimum", "maximum", "grid", "shadow",
    ]

    /// `11sp`, `0.6875rem`, `17 pt`: a size and its unit.
    static let sizePattern = try! NSRegularExpression(pattern: #"(?<![\w.])(\d+(?:\.\d+)?)\s?(sp|pt|px|rem)\b"#)
    /// `Tiny: 0.6875rem`: a style name and its size.
    static let entryPattern = try! NSRegularExpression(pattern: #"(?:^|[,;]\s*|^[-*+]\s+)([A-Z][A-Za-z0-9 ]{0,24}?)\s*:\s*(\d+(?:\.\d+)?)\s?(sp|pt|px|rem)\b"#)

    static func points(_ number: String, _ unit: String) -> Double? {
        guard let value = Double(number) else { return nil }
        return unit == "rem" ? value * 16 : value
    }

    static func words(_ text: String) -> [String] {
        guard text.isASCIIText else { return text.lowercased().split { !$0.isLetterFast && !$0.isNumberFast }.map(String.init) }
        // Each byte a character (a `\r\n` splits words either way): lowercased and split as bytes.
        let bytes = text.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
        return bytes.split { !((UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)) }
            .map { String(decoding: $0, as: UTF8.self) }
    }
}

/// A text style a document's type scale defines.
struct DefinedTypeStyle {
    var name: String
    /// Points (1 pt = 1 dp = 1 sp = 1 CSS px).
    var size: Double
    var range: SourceRange
}

extension DocumentBuilder {
    mutating func readTypeScales(_ rawLines: [Substring]) {
        var fenced = false
        var aboutType = false
        var header: [String]?
        var sizeColumn: Int?
        var headerUnit: String?
        for (offset, raw) in rawLines.enumerated() {
            let number = offset + 1
            let trimmed = String(raw).trimmed
            if LineMap.opensFence(raw) { fenced.toggle() }
            guard !fenced, !trimmed.isEmpty else { continue }
            if trimmed.hasPrefix("#") {
                aboutType = !Set(TypeScaleReading.words(trimmed)).isDisjoint(with: TypeScaleReading.typeWords)
                header = nil
                continue
            }
            if trimmed.hasPrefix("|") {
                if ScopedClaimReader.isTableSeparator(trimmed) { continue }
                let cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { String($0).trimmed }
                if offset + 1 < rawLines.count, ScopedClaimReader.isTableSeparator(String(rawLines[offset + 1]).trimmed) {
                    header = cells.map { $0.lowercased() }
                    sizeColumn = nil
                    headerUnit = nil
                    guard aboutType, let first = header?.first, !Set(TypeScaleReading.words(first)).isDisjoint(with: TypeScaleReading.styleHeaders)
                    else { continue }
                    if let index = cells.indices.dropFirst().first(where: { TypeScaleReading.words(cells[$0]).contains("size") }) {
                        sizeColumn = index
                        headerUnit = TypeScaleReading.words(cells[index]).first { ["sp", "pt", "px", "rem"].contains($0) }
                    }
                    continue
                }
                guard let column = sizeColumn, column < cells.count, let name = cells.first.map({ $0.filter { !"*`_".contains($0) }.trimmed }),
                    !name.isEmpty
                else { continue }
                let cell = cells[column]
                let range = draft.lines.lineRange(number)
                let ns = cell as NSString
                if let match = TypeScaleReading.sizePattern.firstMatch(in: cell, range: NSRange(location: 0, length: ns.length)),
                    let size = TypeScaleReading.points(ns.substring(with: match.range(at: 1)), ns.substring(with: match.range(at: 2)))
                {
                    draft.typeStyles.append(DefinedTypeStyle(name: name, size: size, range: range))
                } else if let unit = headerUnit, let size = TypeScaleReading.points(cell, unit) {
                    draft.typeStyles.append(DefinedTypeStyle(name: name, size: size, range: range))
                }
                continue
            }
            header = nil
            sizeColumn = nil
            // Several styles on one line make it a scale; one `Name: size` line is an element's.
            // Only a section about type holds a scale: other lines are not matched.
            if aboutType {
                let plain = Fragment.plain(raw)
                let ns = plain as NSString
                let entries = TypeScaleReading.entryPattern.matches(in: plain, range: NSRange(location: 0, length: ns.length))
                if entries.count >= 2 {
                    let range = draft.lines.lineRange(number)
                    for entry in entries {
                        let name = ns.substring(with: entry.range(at: 1)).trimmed
                        guard Set(TypeScaleReading.words(name)).isDisjoint(with: TypeScaleReading.notStyleWords),
                            let size = TypeScaleReading.points(ns.substring(with: entry.range(at: 2)), ns.substring(with: entry.range(at: 3)))
                        else { continue }
                        draft.typeStyles.append(DefinedTypeStyle(name: name, size: size, range: range))
                    }
                    continue
                }
            }
            // A short lead line (`**Dynamic Type sizes:**`) says what the table under it is.
            if trimmed.hasSuffix(":") || trimmed.hasSuffix(":**"), TypeScaleReading.words(trimmed).count <= 6,
                !Set(TypeScaleReading.words(trimmed)).isDisjoint(with: TypeScaleReading.typeWords)
            {
                aboutType = true
            }
        }
    }
}
