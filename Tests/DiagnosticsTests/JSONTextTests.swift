import Diagnostics
import Testing

/// The one JSON escaper writes, in each style, the bytes each writer wrote with its own escaper
/// before they shared it (the references below are those escapers).
@Suite struct JSONTextTests {
    static let samples = [
        "plain", "", "é café 🎨", "say \"hi\"", "back\\slash", "line\nbreak\ttab\r", "bell\u{07}", "\u{1F}end", "del\u{7F}",
        "<script>&amp;</script>", "line\u{2028}para\u{2029}", "€ … ‐ \u{2027}\u{202A}", "\u{E2}", "a\"b\\c\nd\u{0}",
    ]

    /// The reports' and the JSON emitter's escaper.
    static func standardReference(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The package manifests' escaper.
    static func manifestReference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The search index's escaper.
    static func scriptReference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    @Test(arguments: samples)
    func eachStyleWritesWhatItsWriterWrote(_ text: String) {
        #expect(JSONText.quoted(text) == Self.standardReference(text))
        #expect(JSONText.quoted(text, style: .manifest) == Self.manifestReference(text))
        #expect(JSONText.quoted(text, style: .script) == Self.scriptReference(text))
        var bytes: [UInt8] = []
        JSONText.append(text, style: .script, to: &bytes)
        #expect(bytes == Array(Self.scriptReference(text).utf8))
    }
}
