import ColorScience

/// The common lexemes of docs/spec-format.md §2.7: numbers, percents, lengths, hex and rgba()
/// literals, durations. Each reader takes a text and returns what it read at its start and the
/// rest (leading spaces skipped), or nil.
enum Lex {
    static func skipSpaces(_ text: Substring) -> Substring {
        text.drop { $0 == " " }
    }

    /// `-?digits(.digits)?` or `.digits`.
    static func number(_ text: Substring) -> (Double, Substring)? {
        let text = skipSpaces(text)
        var index = text.startIndex
        var literal = ""
        if index < text.endIndex, text[index] == "-" || text[index] == "+" || text[index] == "−" {
            literal.append(text[index] == "−" ? "-" : text[index])
            index = text.index(after: index)
        }
        var digits = 0
        var sawDot = false
        while index < text.endIndex {
            let character = text[index]
            if character.isASCIIDigit {
                digits += 1
                literal.append(character)
            } else if character == ".", !sawDot {
                // A dot must be followed by a digit to belong to the number ("0.98" vs "1.").
                let next = text.index(after: index)
                guard next < text.endIndex, text[next].isASCIIDigit else { break }
                sawDot = true
                literal.append(character)
            } else if character == ",", !sawDot, digits > 0, let fraction = decimalCommaFraction(text[text.index(after: index)...]) {
                // `0,75rem`, `12,7:1`: a decimal comma, as ValueLexer reads it.
                literal += "." + fraction
                index = text.index(index, offsetBy: 1 + fraction.count)
                break
            } else {
                break
            }
            index = text.index(after: index)
        }
        guard digits > 0, let value = Double(literal) else { return nil }
        return (value, text[index...])
    }

    /// The digits after a comma that is a decimal comma: not three digits (`1,000` is a thousand)
    /// unless `rem` follows (`1,125rem`), and no further comma-separated digits (`8,16,24`).
    static func decimalCommaFraction(_ text: Substring) -> String? {
        let digits = text.prefix { $0.isASCIIDigit }
        guard !digits.isEmpty else { return nil }
        let after = text.dropFirst(digits.count)
        if after.first == ",", after.dropFirst().first?.isNumber == true { return nil }
        if digits.count == 3, !after.lowercased().hasPrefix("rem") { return nil }
        return String(digits)
    }

    /// True when the text continues a word (a letter or digit follows).
    static func continuesWord(_ rest: Substring) -> Bool {
        guard let first = rest.first else { return false }
        return first.isLetter || first.isNumber
    }

    /// `number "pt" | "px" | "dp" | "sp"` (a space before the unit allowed), `number "rem"` in pixels,
    /// or a bare `0`.
    static func length(_ text: Substring) -> (Double, String, Substring)? {
        guard let (value, rest) = number(text) else { return nil }
        let afterSpace = skipSpaces(rest)
        // `2,75rem`: a web length relative to the root font size, at the browsers' default 16px.
        if rest.lowercased().hasPrefix("rem"), !continuesWord(rest.dropFirst(3)) { return (value * 16, "px", rest.dropFirst(3)) }
        // `24 CSS px`: WCAG's own name for the web's pixel.
        if afterSpace.lowercased().hasPrefix("css px"), !continuesWord(afterSpace.dropFirst(6)) { return (value, "px", afterSpace.dropFirst(6)) }
        for unit in ["pt", "px", "dp", "sp"] {
            for candidate in [rest, afterSpace] where candidate.lowercased().hasPrefix(unit) {
                let after = candidate.dropFirst(unit.count)
                if !continuesWord(after) { return (value, unit, after) }
            }
        }
        if value == 0, !continuesWord(rest), !rest.hasPrefix("%"), !rest.hasPrefix(".") { return (0, "pt", rest) }
        return nil
    }

    /// `number "%"`, as a fraction (15% → 0.15).
    static func percent(_ text: Substring) -> (Double, Substring)? {
        guard let (value, rest) = number(text) else { return nil }
        let after = skipSpaces(rest)
        guard after.first == "%" else { return nil }
        return (value / 100, after.dropFirst())
    }

    /// `#` followed by 3, 4, 6 or 8 hex digits (and no more letters/digits).
    static func hex(_ text: Substring) -> (String, RGBA, Substring)? {
        let text = skipSpaces(text)
        guard text.first == "#" else { return nil }
        let digits = text.dropFirst().prefix { $0.isHexDigit }
        let rest = text.dropFirst(1 + digits.count)
        guard [3, 4, 6, 8].contains(digits.count), !continuesWord(rest) else { return nil }
        let literal = "#" + digits.uppercased()
        guard let color = RGBA(hex: literal) else { return nil }
        return (literal, color, rest)
    }

    /// `rgba(…)` / `rgb(…)` / `hsl(…)` read by ColorScience.
    static func colorFunction(_ text: Substring) -> (String, RGBA, Substring)? {
        let text = skipSpaces(text)
        let lower = text.lowercased()
        guard lower.hasPrefix("rgb(") || lower.hasPrefix("rgba(") || lower.hasPrefix("hsl(") || lower.hasPrefix("hsla(") else {
            return nil
        }
        guard let close = text.firstIndex(of: ")") else { return nil }
        let literal = String(text[...close])
        guard let color = ColorSyntax.parse(literal) else { return nil }
        return (literal, color, text[text.index(after: close)...])
    }

    /// A hex or color function literal, or a color as Flutter and Compose code write one.
    static func colorLiteral(_ text: Substring) -> (String, RGBA, Substring)? {
        hex(text) ?? colorFunction(text) ?? codeColor(text)
    }

    /// `Color(0xFF636E72)` — Flutter's and Compose's ARGB integer — and the opacity code puts
    /// on it (`.withOpacity(0.6)`, `.withValues(alpha: 0.6)`, `.copy(alpha = 0.6f)`), as the
    /// `#RRGGBBAA` it draws.
    static func codeColor(_ text: Substring) -> (String, RGBA, Substring)? {
        let text = skipSpaces(text)
        guard text.hasPrefix("Color(0x") || text.hasPrefix("Color(0X") else { return nil }
        let digits = text.dropFirst(8).prefix { $0.isHexDigit }
        var rest = text.dropFirst(8 + digits.count)
        guard digits.count == 8, rest.first == ")" else { return nil }
        rest = rest.dropFirst()
        let value = Array(digits.uppercased())
        guard var color = RGBA(hex: "#" + String(value[2...]) + String(value[..<2])) else { return nil }
        for call in [".withOpacity(", ".withValues(alpha:", ".copy(alpha =", ".copy(alpha="] where rest.hasPrefix(call) {
            guard let (share, after) = number(skipSpaces(rest.dropFirst(call.count))), (0...1).contains(share) else { break }
            var close = skipSpaces(after)
            if close.first == "f" || close.first == "F" { close = close.dropFirst() }
            guard close.first == ")" else { break }
            color.alpha *= share
            rest = close.dropFirst()
        }
        let alpha = String(format: "%02X", Int((color.alpha * 255).rounded()))
        return ("#" + String(value[2...]) + (alpha == "FF" ? "" : alpha), color, rest)
    }

    /// `300ms`, `0.3s`, `150-200ms`, `1-1.5s` → milliseconds (lower, upper).
    static func duration(_ text: Substring) -> (Double, Double?, Substring)? {
        guard let (first, rest) = number(text) else { return nil }
        var upper: Double?
        var rest2 = rest
        if rest.first == "-", let (second, after) = number(rest.dropFirst()) {
            upper = second
            rest2 = after
        }
        let afterSpace = rest2.first == " " ? rest2.dropFirst() : rest2
        for (unit, factor) in [("ms", 1.0), ("s", 1000.0)] {
            for candidate in [rest2, afterSpace] where candidate.lowercased().hasPrefix(unit) {
                let after = candidate.dropFirst(unit.count)
                if !continuesWord(after) { return (first * factor, upper.map { $0 * factor }, after) }
            }
        }
        return nil
    }

    /// The first place in `text` where `reader` succeeds, scanning word starts left to right.
    static func first<T>(in text: String, _ reader: (Substring) -> T?) -> (T, Substring.Index)? {
        let whole = Substring(text)
        var index = whole.startIndex
        var previous: Character = " "
        while index < whole.endIndex {
            let character = whole[index]
            let atWordStart = !(previous.isLetter || previous.isNumber || previous == "." || previous == "#")
            if atWordStart, let value = reader(whole[index...]) { return (value, index) }
            previous = character
            index = whole.index(after: index)
        }
        return nil
    }

    /// A quoted string at the start: `"…"`, `“…”`, `'…'` (after folding, `"…"`).
    static func quoted(_ text: Substring) -> (String, Substring)? {
        let text = skipSpaces(text)
        guard let open = text.first, open == "\"" || open == "“" || open == "”" || open == "'" else { return nil }
        let closers: Set<Character> = open == "'" ? ["'"] : ["\"", "”", "“"]
        let body = text.dropFirst()
        guard let close = body.firstIndex(where: { closers.contains($0) }) else { return nil }
        return (String(body[..<close]), body[body.index(after: close)...])
    }
}
