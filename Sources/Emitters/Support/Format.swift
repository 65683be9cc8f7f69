import Diagnostics
import ColorScience
import DesignModel

/// Number and string spellings shared by the printers: deterministic, shortest-first.
enum Format {
    /// `16`, `0.5`, `-0.41` (at most 4 decimals; no trailing zeros).
    static func number(_ value: Double) -> String {
        // Fast path, same spelling as `Canonical.number`: round to 4 decimals, print the digits.
        guard ASCIIText.hasFastSpelling(value) else { return Canonical.number(value) }
        return ASCIIText.make(capacity: 24) { $0.number(value) }
    }

    /// A Dart `double` literal: `16.0`, `0.5`.
    static func dartDouble(_ value: Double) -> String {
        guard ASCIIText.hasFastSpelling(value) else {
            let text = number(value)
            return text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") } ? text : text + ".0"
        }
        return ASCIIText.make(capacity: 24) { text in
            let start = text.count
            text.number(value)
            // The fast spelling has no exponent: a whole number lacks only the point.
            if !(start..<text.count).contains(where: { text[$0] == UInt8(ascii: ".") }) { text.append(".0") }
        }
    }

    /// The shortest decimal alpha (2, 3 or 4 places) that rounds to the same 8-bit alpha as the
    /// color, preferring the author's value: 10% stays `0.1` although the 8-bit value is 26/255.
    static func alpha(_ color: RGBA) -> String { number(alphaValue(color)) }

    /// The number `alpha` spells, for writers that print it in place (`LiteralText.number`).
    static func alphaValue(_ color: RGBA) -> Double {
        let target = color.alpha8
        for places in [2.0, 3.0, 4.0] {
            let scale = Double.pow10(places)
            let candidate = (color.alpha * scale).rounded() / scale
            if RGBA.to8Bit(candidate) == target { return candidate }
        }
        return Double(target) / 255
    }

    /// `0xFF6B6B`: the 8-bit sRGB channels as a hexadecimal integer literal.
    static func hex24(_ color: RGBA) -> String {
        ASCIIText.make(capacity: 8) { hex24(color, into: &$0) }
    }

    static func hex24(_ color: RGBA, into text: inout ASCIIText) {
        text.append("0x")
        text.hexByte(color.red8)
        text.hexByte(color.green8)
        text.hexByte(color.blue8)
    }

    /// `0xFFFF6B6B`: Flutter's ARGB integer.
    static func argb32(_ color: RGBA) -> String {
        ASCIIText.make(capacity: 10) { argb32(color, into: &$0) }
    }

    static func argb32(_ color: RGBA, into text: inout ASCIIText) {
        text.append("0x")
        text.hexByte(color.alpha8)
        text.hexByte(color.red8)
        text.hexByte(color.green8)
        text.hexByte(color.blue8)
    }

    static func hexByte(_ value: Int) -> String { hexBytes[value & 0xFF] }

    /// `#ff6b6b`: the opaque color in lowercase hex, as CSS and DTCG write it.
    static func hexColorLower(_ color: RGBA) -> String {
        ASCIIText.make(capacity: 8) { text in
            text.append("#")
            text.hexByte(color.red8, uppercase: false)
            text.hexByte(color.green8, uppercase: false)
            text.hexByte(color.blue8, uppercase: false)
        }
    }

    private static let hexBytes: [String] = (0..<256).map { value in
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[value >> 4], digits[value & 15]], as: UTF8.self)
    }

    /// A Swift (and JSON-compatible) double-quoted string literal.
    static func swiftString(_ text: String) -> String { quoted(text, quote: "\"") }

    /// A Dart single-quoted string literal (`$` escaped: it would interpolate).
    static func dartString(_ text: String) -> String { quoted(text, quote: "'", alsoEscaping: "$") }

    /// A string literal in `quote`s for Swift or Dart, which escape alike: backslash escapes for
    /// the quote, the backslash, `alsoEscaping`, newline, return and tab; `\u{…}` for other
    /// control characters.
    private static func quoted(_ text: String, quote: Unicode.Scalar, alsoEscaping extra: Unicode.Scalar? = nil) -> String {
        let extraByte = extra.map { UInt8($0.value) } ?? 0
        if !needsEscaping(text, extra: extraByte, quote: UInt8(quote.value)) { return String(quote) + text + String(quote) }
        var result = String(quote)
        for scalar in text.unicodeScalars {
            switch scalar {
            case quote, "\\", extra: result += "\\" + String(scalar)
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + String(quote)
    }

    /// A JSON string literal.
    static func jsonString(_ text: String) -> String { JSONText.quoted(text) }

    /// True when `text` holds a quote, a backslash, a control character or `extra`.
    static func needsEscaping(_ text: String, extra: UInt8, quote: UInt8 = UInt8(ascii: "\"")) -> Bool {
        for byte in text.utf8 where byte < 0x20 || byte == quote || byte == UInt8(ascii: "\\") || byte == 0x7F || (extra != 0 && byte == extra) {
            return true
        }
        return false
    }

    /// Text safe inside a `/* … */` comment.
    static func cssComment(_ text: String) -> String {
        text.replacingOccurrences("*/", with: "*\\/")
    }

    /// What a length prints as: its points, or, for a relative length with nothing to resolve
    /// it against, its fraction (0.5em → 0.5, 50% → 0.5).
    static func lengthValue(_ dimension: DimensionValue, fontSize: Double? = nil) -> Double {
        points(dimension, fontSize: fontSize) ?? (dimension.unit == .percent ? dimension.value / 100 : dimension.value)
    }

    /// The points a dimension stands for (1pt = 1dp = 1px, 1rem = 16px); `em` and `%` are
    /// relative to a font size and are resolved against `fontSize` when one is given.
    static func points(_ dimension: DimensionValue, fontSize: Double? = nil) -> Double? {
        if let points = dimension.points { return points }
        guard let fontSize else { return nil }
        switch dimension.unit {
        case .em: return dimension.value * fontSize
        case .percent: return dimension.value / 100 * fontSize
        default: return nil
        }
    }
}

extension Double {
    static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        var count = Int(exponent)
        while count > 0 {
            result *= 10
            count -= 1
        }
        return result
    }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        // Nearly every text has no occurrence: look for the first byte before splitting.
        guard let first = target.utf8.first, utf8.contains(first) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
