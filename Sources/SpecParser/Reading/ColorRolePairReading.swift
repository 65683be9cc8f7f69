import DesignModel
import Diagnostics
import Foundation

/// `onPrimary = Color(0xFFFFFFFF)` beside `primary = Color(0xFF0891B2)`: a color scheme names
/// each content color after the color it is drawn on (Material's `onPrimary`, `onSurface`,
/// CSS `--on-primary`, `onSurfaceVariantLight`). The scheme itself says which pairs are drawn,
/// so each `onX` defined with a literal is text on the `X` defined beside it, per mode — checked
/// like any pair of the document, at the `onX` line.
enum ColorRolePairReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "color-role-pairs", title: "Color schemes: on-colors on their colors",
        summary: "In a color scheme written anywhere in the document — code (`onPrimary = Color(0xFFFFFFFF)`, `static let onSurfaceLight = Color(hex: \"#111827\")`), CSS custom properties (`--on-primary: #fff;`) or `name: #hex` lines — a color named `on` + another defined color's name is text drawn on that color. The mode comes from the name (`…Light`, `…Dark`) or from the scheme it stands in (`lightColorScheme(`, `darkColorScheme(`, `LightColors`). Each such pair is checked like any text pair, at the on-color's line.",
        examples: [
            SpecReadingExample(
                """
                ## Theme

                ```kotlin
                private val LightColors = lightColorScheme(
                    primary = Color(0xFF0891B2),
                    onPrimary = Color(0xFFFFFFFF),
                    surfaceVariant = Color(0xFFF3F4F6),
                    onSurfaceVariant = Color(0xFF6B7280),
                )
                ```

                ```swift
                static let surfaceDark = Color(hex: "#121212")
                static let onSurfaceDark = Color(hex: "#F9FAFB")
                ```

                ```css
                :root { --accent: #0891b2; --on-accent: #fff; }
                ```
                """,
                facts: [
                    "text onPrimary: #FFFFFF on #0891B2 (light)", "text onSurfaceVariant: #6B7280 on #F3F4F6 (light)",
                    "text onSurface: #F9FAFB on #121212 (dark)", "text on-accent: #FFFFFF on #0891B2 (light)",
                ]),
        ])

    struct Definition {
        var name: String
        /// The name folded for matching: lowercase, no separators, no mode suffix.
        var key: String
        var mode: String?
        var hex: String
        var line: Int
        var column: Int
    }

    /// `name = Color(0xFFRRGGBB)`, `name = Color(hex: "#RRGGBB")`, `--name: #rrggbb`, `name: #RRGGBB`
    /// (each joins the name to its value with `:` or `=`: `definitions` skips lines without one).
    static let patterns: [NSRegularExpression] = [
        #"([A-Za-z][A-Za-z0-9_]*)\s*[:=]\s*Color\(\s*0x([Ff]{2})([0-9A-Fa-f]{6})\s*\)"#,
        #"([A-Za-z][A-Za-z0-9_]*)\s*[:=]\s*(?:Color|UIColor)\(\s*hex:\s*"?#?()([0-9A-Fa-f]{6})"?\s*\)"#,
        #"(--[A-Za-z][A-Za-z0-9_-]*)\s*:\s*#()([0-9A-Fa-f]{6}|[0-9A-Fa-f]{3})\b"#,
        #"^\s*[-*]?\s*`?([A-Za-z][A-Za-z0-9_]*)`?\s*[:=]\s*`?#()([0-9A-Fa-f]{6}|[0-9A-Fa-f]{3})\b"#,
    ].compactMap { try? NSRegularExpression(pattern: $0, options: [.anchorsMatchLines]) }

    /// What each of `patterns` cannot match without: a line lacking one is not given to it
    /// (a regular expression costs far more than a byte search).
    static let patternNeeds: [[String]] = [["Color(", "0x"], ["Color("], ["--", "#"], ["#"]]

    static func definitions(_ lines: LineMap) -> [Definition] {
        var out: [Definition] = []
        var schemeMode: String?
        let schemeWords = ["colorscheme(", "colors =", "colors(", "theme {"]
        let namesSchemes = lines.anyLineHolds(schemeWords)
        for (offset, (raw, lower)) in zip(lines.slices, lines.lowered).enumerated() {
            let head = lower.utf8.first
            if head == UInt8(ascii: "`") || head == UInt8(ascii: "~"), lower.hasPrefix("```") || lower.hasPrefix("~~~") { schemeMode = nil }
            // `lightColorScheme(`, `val DarkColors = …`: the scheme a definition stands in.
            if namesSchemes, schemeWords.contains(where: { lower.containsBytes($0) }) {
                if lower.containsBytes("dark") { schemeMode = "dark" } else if lower.containsBytes("light") { schemeMode = "light" }
            }
            // Every pattern needs a hex literal (`#…`, `0x…`, `hex:`) and joins a name to it with
            // `:` or `=`; most lines have none (a table row of swatches has no `:`).
            guard raw.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "=") }),
                raw.utf8.contains(UInt8(ascii: "#")) || lower.containsBytes("0x") || lower.containsBytes("hex")
            else { continue }
            let line = String(raw)
            let range = NSRange(line.startIndex..., in: line)
            for (pattern, needs) in zip(patterns, patternNeeds) where needs.allSatisfy({ line.containsBytes($0) }) {
                for match in pattern.matches(in: line, range: range) {
                    guard let nameRange = Range(match.range(at: 1), in: line), let hexRange = Range(match.range(at: 3), in: line) else { continue }
                    let name = String(line[nameRange])
                    var key = name.lowercased().filter { $0.isLetter || $0.isNumber }
                    var mode = schemeMode
                    for suffix in ["light", "dark"] where key.hasSuffix(suffix) && key.count > suffix.count {
                        key.removeLast(suffix.count)
                        mode = suffix
                    }
                    let column = line[..<nameRange.lowerBound].unicodeScalars.count + 1
                    var digits = line[hexRange].uppercased()
                    if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
                    out.append(Definition(name: name, key: key, mode: mode, hex: "#" + digits, line: offset + 1, column: column))
                }
            }
        }
        return out
    }
}

extension DocumentBuilder {
    /// Each `onX` of a color scheme as text on its `X` (`ColorRolePairReading`).
    mutating func readColorRolePairs(_ lines: LineMap) {
        // A key starting with `on` (any case) is what pairs two definitions.
        guard lines.anyLineHolds(["on"]) else { return }
        let definitions = ColorRolePairReading.definitions(lines)
        guard definitions.count >= 2 else { return }
        var seen = Set<String>()
        for on in definitions where on.key.hasPrefix("on") && on.key.count > 2 {
            let baseKey = String(on.key.dropFirst(2))
            guard let base = definitions.last(where: { $0.key == baseKey && $0.mode == on.mode && ($0.line, $0.column) != (on.line, on.column) }),
                seen.insert("\(on.key)|\(on.mode ?? "")").inserted
            else { continue }
            var name = on.name.hasPrefix("--") ? String(on.name.dropFirst(2)) : on.name
            for suffix in ["Light", "Dark", "-light", "-dark", "_light", "_dark"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
            let file = draft.document.file
            let onRange = SourceRange(file: file, start: SourceLocation(line: on.line, column: on.column), end: SourceLocation(line: on.line, column: on.column + on.name.count))
            let baseRange = SourceRange(
                file: file, start: SourceLocation(line: base.line, column: base.column), end: SourceLocation(line: base.line, column: base.column + base.name.count))
            // Under a subject of their own: a scheme's colors are no screen's background.
            let scheme = childSubject(named: "Color scheme", of: nil, range: onRange, override: false)
            let element = childSubject(named: name, of: scheme, range: onRange, override: false)
            let node = node(for: element)
            let scope = SpecQualifiers(mode: on.mode)
            for (key, hex, range) in [("Text Color", on.hex, onRange), ("Background", base.hex, baseRange)] {
                guard let property = KeyTable.property(named: key) else { continue }
                let item = RawItem(marker: nil, key: key, value: hex, text: hex, range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
                readInto(property, text: hex, item: item, node: node, scope: scope)
            }
        }
    }
}
