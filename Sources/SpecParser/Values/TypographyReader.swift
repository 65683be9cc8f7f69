import DesignModel

/// Typography values (docs/spec-format.md §2.7.4): a style reference, literal parts, or both.
/// Matching against the type scale (off-scale, style drift) happens once a node's entries are
/// merged (`NodeChecks`), because a device entry such as `iPhone SE: 16pt` inherits the rest.
enum TypographyReader {
    static let weights: [(String, Int)] = [
        ("ultralight", 100), ("ultra light", 100), ("extralight", 200), ("extra light", 200), ("thin", 200), ("light", 300),
        ("regular", 400), ("normal", 400), ("book", 400), ("medium", 500), ("semibold", 600), ("semi-bold", 600),
        ("semi bold", 600), ("demibold", 600), ("bold", 700), ("extrabold", 800), ("extra bold", 800), ("heavy", 800),
        ("black", 900), ("reg", 400), ("semi", 600), ("med", 500),
    ]

    static let alignments: [String: String] = [
        "center": "center", "centered": "center", "center-aligned": "center", "centre": "center", "leading": "leading",
        "leading-aligned": "leading", "left": "leading", "left-aligned": "leading", "trailing": "trailing", "right": "trailing",
        "right-aligned": "trailing", "justified": "justified",
    ]

    /// `10 sp`, `11sp`: Android's scale-independent pixels, a unit only text sizes take, are
    /// points at the default text scale.
    static func scaledLength(_ text: Substring) -> (Double, String, Substring)? {
        guard let (value, rest) = Lex.number(text) else { return nil }
        let unit = Lex.skipSpaces(rest)
        guard unit.lowercased().hasPrefix("sp"), !Lex.continuesWord(unit.dropFirst(2)) else { return nil }
        return (value, "sp", unit.dropFirst(2))
    }

    /// `1.25rem`: a web text size relative to the root font size, read at the browsers'
    /// default root of 16px (`1.25rem` = 20px).
    static func remLength(_ text: Substring) -> (Double, String, Substring)? {
        guard let (value, rest) = Lex.number(text) else { return nil }
        let unit = Lex.skipSpaces(rest)
        guard unit.lowercased().hasPrefix("rem"), !Lex.continuesWord(unit.dropFirst(3)) else { return nil }
        return (value * 16, "px", unit.dropFirst(3))
    }

    static func weight(_ word: String) -> Int? {
        let lower = Normalize.name(word)
        if let match = weights.first(where: { $0.0 == lower }) { return match.1 }
        if let number = Int(lower), (1...1000).contains(number) { return number }
        return nil
    }

    struct Outcome {
        var value: SpecTypographyValue
        /// Stated `(size weight)` after a style reference: a claim checked against the style.
        var stated: SpecTypographyValue?
    }

    /// Reads typography; nil when no part reads (no style, no family, no size, no weight).
    static func read(_ raw: String, env: ValueEnv) -> Outcome? {
        let text = decimalPoints(Normalize.text(raw).trimmed)
        guard !text.isEmpty else { return nil }
        var value = SpecTypographyValue()
        var stated: SpecTypographyValue?
        var remainder = text
        // Style reference first: `Headline (17pt semibold)`, `typography.title2`, `Large Title`.
        let head = String(text.prefix { $0 != "(" && $0 != "," }).trimmed
        if let (style, name) = styleReference(head, env: env) {
            value.style = style
            value.styleName = name
            env.session.use(style, at: env.range)
            remainder = String(text.dropFirst(head.count)).trimmed
            if remainder.hasPrefix("("), let (inner, rest) = parenthesized(remainder) {
                var spec = SpecTypographyValue()
                var notes: [String] = []
                readSpecParts(Normalize.splitTopLevel(inner, separators: [", ", "; "]), into: &spec, notes: &notes, env: env)
                if spec.hasLiteralParts { stated = spec }
                value.alignment = spec.alignment
                value.transform = spec.transform
                value.color = spec.color
                if !notes.isEmpty { value.note = notes.joined(separator: ", ") }
                remainder = rest
            }
            if remainder.hasPrefix(",") { remainder = String(remainder.dropFirst()).trimmed }
        }
        var notes: [String] = value.note.map { [$0] } ?? []
        if !remainder.isEmpty {
            readSpecParts(Normalize.splitTopLevel(remainder, separators: [", ", "; "]), into: &value, notes: &notes, env: env)
        }
        value.note = notes.isEmpty ? nil : notes.joined(separator: ", ")
        guard value.style != nil || value.hasLiteralParts || value.color != nil else { return nil }
        return Outcome(value: value, stated: stated)
    }

    /// `10,5 pt`, `−0,41 pt`: a decimal comma (one or two digits after it, as most of Europe
    /// writes sizes) as a point; `1,000` keeps its comma.
    static func decimalPoints(_ text: String) -> String {
        guard text.contains(",") else { return text }
        let chars = Array(text)
        var out = ""
        for (index, character) in chars.enumerated() {
            if character == ",", index > 0, chars[index - 1].isASCII, chars[index - 1].isNumber {
                let digits = chars[(index + 1)...].prefix { $0.isASCII && $0.isNumber }.count
                if digits == 1 || digits == 2 {
                    out.append(".")
                    continue
                }
            }
            out.append(character)
        }
        return out
    }

    /// A style name or path at the start of `text` (the whole text must be the name).
    static func styleReference(_ text: String, env: ValueEnv) -> (TokenPath, String)? {
        let candidates = env.index.styles(named: text)
        guard let chosen = env.index.preferred(candidates) else { return nil }
        return (chosen, text)
    }

    static func parenthesized(_ text: String) -> (String, String)? {
        guard let close = ColorReader.matchingParen(Substring(text)) else { return nil }
        let inner = String(text[text.index(after: text.startIndex)..<close])
        return (inner, String(text[text.index(after: close)...]).trimmed)
    }

    /// Family, `17pt Semibold`, weights, alignment, `uppercase`, a style name, a color; other
    /// parts are notes.
    /// The pieces after a size's slash: a number that is a weight (`400`) or a weight word is
    /// the weight, a length or a bare number is the line height; anything else is a note.
    static func readSlashed(_ text: String, into value: inout SpecTypographyValue, notes: inout [String]) {
        for piece in text.split(separator: "/").map({ String($0).trimmed }) where !piece.isEmpty {
            if let number = Int(piece), number >= 100, number <= 1000, number % 100 == 0 {
                value.weight = number
            } else if Int(piece) == nil, let weight = weight(piece) {
                value.weight = weight
            } else if let (height, _, rest) = Lex.length(Substring(piece)), String(rest).trimmed.isEmpty {
                value.lineHeight = height
            } else if let height = Double(piece) {
                value.lineHeight = height
            } else {
                notes.append(piece)
            }
        }
    }

    static func readSpecParts(_ parts: [String], into value: inout SpecTypographyValue, notes: inout [String], env: ValueEnv) {
        for part in parts {
            let lower = Normalize.name(part)
            if let alignment = alignments[lower] {
                value.alignment = alignment
                continue
            }
            if ["uppercase", "lowercase", "capitalized", "all caps"].contains(lower) {
                value.transform = lower
                continue
            }
            if env.index.isFamily(lower) || lower.hasPrefix("sf pro") || lower.hasPrefix("sf mono") {
                value.family = Normalize.text(part)
                continue
            }
            if let (quoted, rest) = Lex.quoted(Substring(part)), String(rest).trimmed.isEmpty {
                value.family = quoted
                continue
            }
            if let (size, _, rest) = Lex.length(Substring(part)) ?? scaledLength(Substring(part)) ?? remLength(Substring(part)) {
                value.size = size
                let after = String(rest).trimmed
                if let weight = weight(after) {
                    value.weight = weight
                } else if after.hasPrefix("/") {
                    // `17px / 400 / 26px`, `16px / 24px`: a weight and a line height after slashes.
                    readSlashed(after, into: &value, notes: &notes)
                } else if !after.isEmpty {
                    let lowerAfter = after.lowercased()
                    if lowerAfter == "font size" || lowerAfter == "font" || lowerAfter == "size" {
                        // `10pt font size`
                    } else if let (aligned, _) = alignments.first(where: { lowerAfter.hasPrefix($0.key) }).map({ ($0.value, 0) }) {
                        value.alignment = aligned
                    } else {
                        notes.append(after)
                    }
                }
                continue
            }
            if let weight = weight(part) {
                value.weight = weight
                continue
            }
            if value.style == nil, let (style, name) = styleReference(part, env: env) {
                value.style = style
                value.styleName = name
                env.session.use(style, at: env.range)
                continue
            }
            if value.color == nil, case .success = ColorReader.parse(part, env: env),
                case .colors(let colors) = ColorReader.read(part, env: env), colors.count == 1
            {
                value.color = colors[0].value
                continue
            }
            notes.append(part)
        }
    }
}
