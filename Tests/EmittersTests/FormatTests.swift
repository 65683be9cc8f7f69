import ColorScience
import DesignModel
@testable import Emitters
import Testing

/// The literal spellers write into a stack buffer; they must spell exactly what the model's
/// canonical spelling and the documented formats say.
@Suite struct FormatTests {
    @Test func numbersSpellAsTheCanonicalForm() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.00004, 0.00005, -0.00005, 16, 1e13, -99_999_999_999_999.9, 99_999_999_999.9999, 123.45678, 0.1 + 0.2]
        for scale in [1e-5, 1e-2, 1.0, 1e3, 1e7, 1e13] {
            for _ in 0..<2_000 { values.append(Double.random(in: -scale...scale, using: &generator)) }
        }
        for value in values {
            #expect(Format.number(value) == Canonical.number(value), "\(value)")
            var text = ByteText()
            text.number(value)
            #expect(text.string == Canonical.number(value), "\(value)")
            let dart = Format.dartDouble(value)
            #expect(dart == (Canonical.number(value).contains(".") ? Canonical.number(value) : Canonical.number(value) + ".0"), "\(value)")
            // The composite literals' builder spells numbers alike, after text already written.
            var literal = LiteralText(capacity: 1)
            literal.append("x: ")
            literal.number(value)
            literal.append(", ")
            literal.dartDouble(value)
            #expect(literal.string == "x: " + Format.number(value) + ", " + dart, "\(value)")
        }
        for value in [Double.infinity, -.infinity, 1e20, -1e300, .nan] {
            var literal = LiteralText()
            literal.number(value)
            literal.dartDouble(value)
            #expect(literal.string == Format.number(value) + Format.dartDouble(value), "\(value)")
        }
        for integer in [0, 7, -7, 10, 400, 1_000_000, Int.max, Int.min] {
            var literal = LiteralText()
            literal.append("w")
            literal.integer(integer)
            literal.append("é")
            #expect(literal.string == "w\(integer)é")
        }
        #expect(Format.number(.infinity) == Canonical.number(.infinity))
        #expect(Format.number(1e20) == Canonical.number(1e20))
    }

    @Test func colorLiterals() {
        let coral = RGBA(red: 1, green: 107.0 / 255, blue: 107.0 / 255)
        #expect(Format.hexColorLower(coral) == "#ff6b6b")
        #expect(Format.hex24(coral) == "0xFF6B6B")
        #expect(Format.argb32(coral) == "0xFFFF6B6B")
        #expect(SwiftConventions.color(coral) == "RGBA(hex: 0xFF6B6B)")
        #expect(DartConventions.color(coral) == "Color(0xFFFF6B6B)")
        #expect(CSSConventions.number(16, unit: "px") == "16px")
        #expect(CSSConventions.number(-0.25, unit: "rem") == "-0.25rem")
    }

    /// The CSS color and font-family writers (bytes, one String at the end) spell exactly what
    /// the interpolating versions they replaced spelled: checked against those, kept here.
    @Test func cssColorsAndFamiliesMatchTheInterpolatedSpelling() {
        for alpha8 in 0..<255 {
            for channel in [0, 7, 9, 10, 99, 100, 128, 254, 255] {
                let color = RGBA(red8: channel, green8: 255 - channel, blue8: (channel * 37) % 256, alpha8: alpha8)
                let expected = "rgb(\(color.red8) \(color.green8) \(color.blue8) / \(Format.alpha(color)))"
                #expect(CSSConventions.color(color) == expected)
            }
        }
        #expect(CSSConventions.color(RGBA(red8: 255, green8: 0, blue8: 16, alpha8: 128)) == "rgb(255 0 16 / 0.5)")
        func interpolated(_ families: [String]) -> String {
            families.map { name in
                if CSSConventions.genericFamilies.contains(name) || !CSSConventions.familyNeedsQuotes(name) { return name }
                return "\"" + name.replacingOccurrences("\\", with: "\\\\").replacingOccurrences("\"", with: "\\\"") + "\""
            }.joined(separator: ", ")
        }
        let names = [
            "Inter", "SF Pro Text", "serif", "Serif", "SERIF", "-apple-system", "BlinkMacSystemFont", "inherit", "Inherit", "_x", "-", "--x",
            "-9", "9x", "a-9_b", "", "Ünïcode", "Noto Sans 日本語", "a\\b", "say \"hi\"", "\\\"", "x y", "ui-rounded", "UI-Rounded", "Fira_Code2",
        ]
        // Every name alone, every ordered pair and a few triples.
        var lists = names.map { [$0] }
        for first in names { for second in names { lists.append([first, second]) } }
        for (index, name) in names.enumerated() { lists.append([name, names[(index + 7) % names.count], names[(index + 3) % names.count]]) }
        for families in lists {
            #expect(CSSConventions.family(families) == interpolated(families), "\(families)")
        }
        #expect(CSSConventions.family(["SF Pro", "a\"b", "sans-serif"]) == "\"SF Pro\", \"a\\\"b\", sans-serif")
    }
}
