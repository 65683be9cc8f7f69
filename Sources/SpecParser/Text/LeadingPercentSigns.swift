/// Turkish writes a percentage with its sign first (`%70 opaklık`): the reader reads percentages
/// written sign last, so `%70` is read as `70%`. The rewrite keeps every line's length, so
/// columns stay the file's own.
enum LeadingPercentSigns {
    static func fold(_ text: String) -> String {
        // Most documents have no sign before a digit: look for one before copying anything.
        let bytes = Array(text.utf8)
        guard bytes.indices.dropLast().contains(where: { bytes[$0] == UInt8(ascii: "%") && isDigit(bytes[$0 + 1]) }) else { return text }
        var out = bytes
        var index = 0
        while index < out.count - 1 {
            let before = index > 0 ? out[index - 1] : UInt8(ascii: " ")
            guard out[index] == UInt8(ascii: "%"), isDigit(out[index + 1]), !isDigit(before), !isLetter(before) else {
                index += 1
                continue
            }
            // The number: digits, and a decimal point or comma with digits after it.
            var end = index + 1
            while end < out.count, isDigit(out[end]) { end += 1 }
            if end + 1 < out.count, out[end] == UInt8(ascii: ",") || out[end] == UInt8(ascii: "."), isDigit(out[end + 1]) {
                end += 1
                while end < out.count, isDigit(out[end]) { end += 1 }
            }
            // `%70'lik`, `%70 opaklık`: the sign moves after the number.
            out.replaceSubrange(index..<end, with: Array(out[(index + 1)..<end]) + [UInt8(ascii: "%")])
            index = end
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte >= 0x80
    }
}
