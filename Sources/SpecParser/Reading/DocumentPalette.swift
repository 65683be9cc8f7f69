import ColorScience
import DesignModel

/// The colors a document names for itself (docs/spec-format.md §2.17): a palette line such as
/// `**Coral Ink** = #C0392B`, `Mist = Light Gray #B2BEC3` or `Primary Blue: #1F6DB8`. Within the
/// document such a name means that color first; a plain color word resolves to a project token
/// only when the document does not define it.
enum DocumentPalette {
    /// Name key → the color, as written, and its line.
    static func read(_ lines: [Substring], index: TokenIndex) -> [String: NamePin] {
        var out: [String: NamePin] = [:]
        let lexer = ValueLexer(index: index)
        for (offset, raw) in lines.enumerated() {
            // A definition holds a literal (`#…`, `rgb(…)`): most lines hold neither.
            guard raw.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "(") }) else { continue }
            // A tag's attributes are its words: `Fragment.plain` would drop them with the tag.
            let tagged = String(raw).trimmed.hasPrefix("<")
            var line = tagged ? String(raw).trimmed : Fragment.plain(raw).trimmed
            for marker in ["- ", "* ", "+ "] where line.hasPrefix(marker) { line = String(line.dropFirst(marker.count)).trimmed }
            guard let (name, value) = definition(line) else { continue }
            let spans = lexer.spans(in: value)
            guard let literal = spans.first(where: { $0.isColorLiteral }),
                let first = spans.first, first.kind == .color, let color = ColorSyntax.parse(literal.text) ?? RGBA(hex: literal.text)
            else { continue }
            let key = TokenIndex.nameKey(name)
            if let existing = out[key], existing.color.quantized != color.quantized {
                // The same name for two colors defines neither.
                out[key] = NamePin(color: .black, written: "", line: -1)
                continue
            }
            out[key] = NamePin(color: color, written: "\(name) (\(literal.text))", line: offset + 1)
        }
        return out.filter { $0.value.line > 0 }
    }

    /// `| Color style | Light | Dark |` (or `Variable`, `Swatch`): a design tool's named styles
    /// with a color per mode. Wherever the document writes a style's name (`Text/Meta`, `Brand/Coral`,
    /// `on Card`), it means that style's color in the mode being read.
    static func styleTable(_ tables: [ModeTable], modes: [String]) -> [String: NamePin] {
        guard modes.count > 1 else { return [:] }
        var out: [String: NamePin] = [:]
        for table in tables {
            guard let first = table.headers.first else { continue }
            // A scheme's roles name colors too, those of more than one word (`onSurfaceVariant`):
            // `surface` and `error` stay words of the sentences they stand in.
            let styles = !Set(first.split(separator: " ").map(String.init)).isDisjoint(with: DocumentBuilder.toolVariableWords)
            guard styles || SchemeRoleTableReading.isRoleTable(table.rows.map { $0.cells.first ?? "" }) else { continue }
            let modeColumns = table.modeColumns(modes, prefixed: true)
            guard modeColumns.count == modes.count else { continue }
            for (values, line) in table.rows {
                guard let name = values.first, isStyleName(name), styles || SchemeRoleTableReading.isCompound(name) else { continue }
                var colors: [String: RGBA] = [:]
                for (column, mode) in modeColumns where column < values.count {
                    if let color = firstLiteral(values[column]) { colors[mode] = color }
                }
                guard colors.count == modes.count, let base = colors[modes[0]] else { continue }
                let pin = NamePin(color: base, written: name, line: line, modeColors: colors)
                out[TokenIndex.nameKey(name)] = pin
                out[TokenIndex.nameKey(name.replacingOccurrences(of: "/", with: " "))] = pin
            }
        }
        return out
    }

    /// The first `#hex`, `rgb()` or `hsl()` literal of a cell.
    static func firstLiteral(_ cell: String) -> RGBA? {
        var rest = Substring(cell)
        while !rest.isEmpty {
            if let (_, color, _) = Lex.colorLiteral(rest) { return color }
            rest = rest.dropFirst()
        }
        return nil
    }

    /// A style's name: 1–4 words of letters and digits, its groups split by `/` (`Text/Meta`).
    static func isStyleName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetterFast, text.split(separator: " ").count <= 4 else { return false }
        return text.allSatisfy { $0.isLetterFast || $0.isNumberFast || $0 == " " || $0 == "-" || $0 == "/" }
    }

    /// `Name = value` (any name of 1–4 words), or `Name: #HEX…` where the name is not a key
    /// Kiln reads (`Canvas`, `Text`, `Fill`) and the value starts with a color literal.
    static func definition(_ line: String) -> (String, String)? {
        if line.hasPrefix("<") { return swatchTag(line) }
        // `▇ Ink — #2D3436 · color.text.primary`: a swatch of a legend names its color, even
        // with a word that is also a role's (`Ink`).
        if let byte = line.utf8.first, byte >= 0x80, let glyph = line.first, swatchGlyphs.contains(glyph) {
            let rest = String(line.dropFirst()).trimmed
            for dash in [" — ", " – ", " - "] {
                guard let found = rest.textRange(of: dash) else { continue }
                let name = String(rest[..<found.lowerBound]).trimmed
                let value = String(rest[found.upperBound...]).trimmed
                guard startsWithLiteral(value), isName(name) else { return nil }
                return (name, value)
            }
            return nil
        }
        if line.containsText(" = "), let equals = line.textRange(of: " = ") {
            let name = String(line[..<equals.lowerBound]).trimmed
            let value = String(line[equals.upperBound...]).trimmed
            guard isName(name), !TokenIndex.isPath(name) else { return nil }
            return (name, value)
        }
        // `**Warm Barely-There Cream** (#FCFAFA) – Primary background color`: a name and its
        // literal in parentheses, as a design.md palette writes them.
        if let open = line.textRange(of: " ("), startsWithLiteral(String(line[open.upperBound...])) {
            let name = String(line[..<open.lowerBound]).trimmed
            let inner = String(line[open.upperBound...].prefix { $0 != ")" })
            if isName(name), !namesRole(name) { return (name, inner) }
        }
        // A key ends at a colon: a line without one has none.
        guard line.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let (_, key, value, _) = ItemExtraction.splitKey(line)
        guard let key, startsWithLiteral(value), isName(key) else { return nil }
        guard !namesRole(key) else { return nil }
        return (key, value)
    }

    /// Whether a name is a key Kiln reads, holds a role's word (`Canvas`, `Text`, `Fill`,
    /// `Border gray`) or names a mode (`Dark: #FF8787 on …`): such a line states a value, it
    /// names no color.
    static func namesRole(_ name: String) -> Bool {
        let lower = Normalize.name(name)
        return KeyTable.property(name) != nil || KeyTable.group(name) != nil || RoleWords.backgroundKeys.contains(lower)
            || ["light", "dark", "light mode", "dark mode"].contains(lower) || QualifierVocabulary.modeSynonyms.values.contains { $0.contains(lower) }
            || lower.split(separator: " ").contains(where: { RoleWords.colorRole(String($0)) != nil || RoleWords.sizeRole(String($0)) != nil })
    }

    /// `<swatch name="Coral" hex="#FF6B6B" />` (an MDX swatch, a template's shortcode): a tag
    /// that names a color and says nothing of where it is drawn.
    static func swatchTag(_ line: String) -> (String, String)? {
        guard let tag = ComponentPropsReading.tags([(1, line)]).first(where: { $0.name.lowercased() != "p" }), !tag.closing,
            let name = tag.attribute(["name", "label", "title"]), isName(name.value),
            let value = tag.attribute(["hex", "color", "value", "rgb", "swatch"]), startsWithLiteral(value.value)
        else { return nil }
        guard !tag.attributes.contains(where: { placingAttributes.contains(ComponentPropsReading.key($0.name)) }) else { return nil }
        return (name.value, value.value)
    }

    /// Attributes that say where a tag's color is drawn (`bg`, `border`, `size`, `element`): a tag
    /// with one describes an element, it names no color.
    static let placingAttributes = ComponentPropsReading.background.union(ComponentPropsReading.border).union(ComponentPropsReading.fontSize)
        .union(ComponentPropsReading.ratio).union(["fg", "foreground", "textcolor", "size", "width", "height", "element", "part"])

    /// Whether a value starts with a color literal: `#`, or `rgb`/`hsl` in any case (which only
    /// a value starting with one of their letters, or with a byte outside ASCII, can).
    static func startsWithLiteral(_ value: String) -> Bool {
        if value.hasPrefix("#") { return true }
        guard let first = value.utf8.first, first >= 0x80 || [UInt8(ascii: "r"), UInt8(ascii: "h")].contains(first | 0x20) else { return false }
        let lower = value.lowercased()
        return lower.hasPrefix("rgb") || lower.hasPrefix("hsl")
    }

    /// Glyphs a legend draws its swatches with.
    static let swatchGlyphs: Set<Character> = ["▇", "■", "█", "◼", "●", "⬛", "▉", "▪"]

    static func isName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (1...4).contains(words.count), let first = text.first, first.isLetterFast, first.isUppercase else { return false }
        return text.allSatisfy { $0.isLetterFast || $0 == " " || $0 == "-" || $0 == "'" }
    }
}

enum DocumentPaletteReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "document-palette", title: "The document's own color names",
        summary: "`Name = #HEX` (or `Name: #HEX`, `Name = Palette Name #HEX`, a design.md palette's `**Name** (#HEX) – what it is for`, or a legend's swatch `▇ Name — #HEX`) names a color for this document: wherever the document writes the name, it means that color, before any token of the project with the same or a similar name. A name that is a key Kiln reads or holds a role's word (`Canvas`, `Text`, `Border gray`) names none.",
        examples: [
            SpecReadingExample(
                """
                ## Palette

                - **Warm Barely-There Cream** (#FCFAFA) – Primary background color.
                - **Ultra-Soft Silver Gray** (#E0E0E0) – Tertiary color for dividers.

                ## Inputs

                - **Background:** Warm Barely-There Cream
                - **Placeholder Text:** Ultra-Soft Silver Gray
                """,
                facts: ["text Inputs: #E0E0E0 on #FCFAFA (light)"]),
            SpecReadingExample(
                """
                - **Coral Ink** = #C0392B — darker coral for links

                ## Detail

                Canvas: White #FFFFFF

                - Edit link: Text: Coral Ink, 17pt semibold
                """,
                facts: ["text Edit link: #C0392B on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ▇ Ink — #2D3436 · `color.text.primary` (light)

                ## Coach mark

                | Element | Property | Light | Dark |
                |---|---|---|---|
                | Coach mark | Container | Ink #2D3436, radius 12 | Elevated Surface #2C3135 |
                | Coach mark | Title | Headline 17pt semibold, White #FFFFFF | Off-White #F5F6FA |
                """,
                facts: ["text Coach mark: #FFFFFF on #2D3436 (light)"]),
        ])
}
