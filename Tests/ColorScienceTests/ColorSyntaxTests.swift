import ColorScience
import Testing

@Suite("Color syntax")
struct ColorSyntaxTests {
    struct Valid: Sendable, CustomTestStringConvertible {
        let input: String
        let hex: String
        var testDescription: String { "\(input) → \(hex)" }
    }

    static let valid: [Valid] = [
        // Hex, every length, either case, surrounding whitespace.
        Valid(input: "#F00", hex: "#FF0000"),
        Valid(input: "#f00a", hex: "#FF0000AA"),
        Valid(input: "#FF6B6B", hex: "#FF6B6B"),
        Valid(input: "#ff6b6b80", hex: "#FF6B6B80"),
        Valid(input: "  #FFFFFF \n", hex: "#FFFFFF"),
        // rgb()/rgba(), comma syntax.
        Valid(input: "rgb(255, 107, 107)", hex: "#FF6B6B"),
        Valid(input: "rgba(255, 107, 107, 0.5)", hex: "#FF6B6B80"),
        Valid(input: "rgb(255,107,107,50%)", hex: "#FF6B6B80"),
        Valid(input: "rgba(0,0,0,.25)", hex: "#00000040"),
        Valid(input: "rgb(100%, 0%, 0%)", hex: "#FF0000"),
        Valid(input: "rgb(1e2, 0, 0)", hex: "#640000"),
        Valid(input: "rgb(300, -5, 0)", hex: "#FF0000"),
        // rgb()/rgba(), space syntax with slash alpha and none.
        Valid(input: "rgb(255 107 107 / 50%)", hex: "#FF6B6B80"),
        Valid(input: "rgb(255 0 0 / 0.5)", hex: "#FF000080"),
        Valid(input: "rgba(255 0 0)", hex: "#FF0000"),
        Valid(input: "RGB(0 0 0)", hex: "#000000"),
        Valid(input: "rgb(none 255 0 / none)", hex: "#00FF0000"),
        Valid(input: "rgb( 10%  20% 30%/1 )", hex: "#1A334D"),
        // hsl()/hsla(), both syntaxes and every hue unit.
        Valid(input: "hsl(0, 100%, 50%)", hex: "#FF0000"),
        Valid(input: "hsla(240, 100%, 50%, 0.5)", hex: "#0000FF80"),
        Valid(input: "hsl(120deg 100% 25%)", hex: "#008000"),
        Valid(input: "hsl(0.5turn 100% 50%)", hex: "#00FFFF"),
        Valid(input: "hsl(200grad 100% 50%)", hex: "#00FFFF"),
        Valid(input: "hsl(3.14159265rad 100% 50%)", hex: "#00FFFF"),
        Valid(input: "hsl(-120 100% 50%)", hex: "#0000FF"),
        Valid(input: "hsl(480 100 50 / 25%)", hex: "#00FF0040"),
        Valid(input: "HSL(0 0% 100%)", hex: "#FFFFFF"),
        // oklch(): L as a number or percentage, chroma as a number or percentage of 0.4.
        Valid(input: "oklch(62.8% 0.2577 29.23)", hex: "#FF0000"),
        Valid(input: "oklch(0.7116 0.1812 22.84 / 50%)", hex: "#FF6B6B80"),
        Valid(input: "oklch(0.7116 45.3% 22.84deg)", hex: "#FF6B6B"),
        Valid(input: "oklch(1 0 0)", hex: "#FFFFFF"),
        Valid(input: "oklch(0% 0 none)", hex: "#000000"),
        Valid(input: "oklch(0.5999 0 0)", hex: "#808080"),
        // Wider spaces as text: gamut-mapped to sRGB (the authored form is kept, see below).
        Valid(input: "color(srgb 1 0.4196 0.4196)", hex: "#FF6B6B"),
        Valid(input: "color(display-p3 1 0 0)", hex: "#FF0B0C"),
        Valid(input: "color(display-p3 100% 0% 0% / 50%)", hex: "#FF0B0C80"),
        Valid(input: "lab(100 0 0)", hex: "#FFFFFF"),
        Valid(input: "lch(0% 0 0)", hex: "#000000"),
        Valid(input: "oklab(1 0 0)", hex: "#FFFFFF"),
        Valid(input: "color(xyz 0 0 0)", hex: "#000000"),
        // Keywords.
        Valid(input: "transparent", hex: "#00000000"),
        Valid(input: "White", hex: "#FFFFFF"),
        Valid(input: "black", hex: "#000000"),
    ]

    @Test(arguments: valid)
    func parsesValidSyntax(_ example: Valid) throws {
        let color = try ColorSyntax.parseDetailed(example.input).get()
        #expect(color.hex == example.hex)
        #expect(ColorSyntax.parse(example.input) == color)
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        let input: String
        let message: String
        var testDescription: String { "'\(input)'" }
    }

    static let invalid: [Invalid] = [
        Invalid(input: "", message: "expected a color such as #RRGGBB or rgb(), found an empty string"),
        Invalid(input: "   ", message: "expected a color such as #RRGGBB or rgb(), found an empty string"),
        Invalid(
            input: "blue",
            message: "expected #RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), oklch(), oklab(), lab(), lch() or color(), found 'blue'"),
        Invalid(
            input: "hwb(50 20 30)",
            message: "expected #RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), oklch(), oklab(), lab(), lch() or color(), found 'hwb(50 20 30)'"
        ),
        Invalid(
            input: "color(p3 1 0 0)",
            message:
                "expected a color space (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65) first in color(), found 'color(p3 1 0 0)'"
        ),
        Invalid(input: "lab(50, 20, 30)", message: "expected space-separated components in lab(), found commas in 'lab(50, 20, 30)'"),
        Invalid(
            input: "color(display-p3 1 0)",
            message: "expected 3 components and an optional alpha in color(), found 2 in 'color(display-p3 1 0)'"),
        Invalid(
            input: "rgb",
            message: "expected #RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), oklch(), oklab(), lab(), lch() or color(), found 'rgb'"),
        Invalid(input: "#12345", message: "expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA, found '#12345' (5 hex digits)"),
        Invalid(input: "#", message: "expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA, found '#' (0 hex digits)"),
        Invalid(input: "#GG0000", message: "expected hex digits (0-9, A-F) after '#', found 'G' in '#GG0000'"),
        Invalid(input: "rgb(1, 2, 3", message: "expected ')' to close rgb(), found 'rgb(1, 2, 3'"),
        Invalid(
            input: "rgb(1, 2)", message: "expected 3 components and an optional alpha in rgb(), found 2 in 'rgb(1, 2)'"),
        Invalid(input: "rgb()", message: "expected 3 components and an optional alpha in rgb(), found 0 in 'rgb()'"),
        Invalid(
            input: "rgb(1, 2, 3, 4, 5)",
            message: "expected 3 components and an optional alpha in rgb(), found 5 in 'rgb(1, 2, 3, 4, 5)'"),
        Invalid(
            input: "rgb(1 2 3 4)",
            message: "expected 3 components and an optional alpha in rgb(), found 4 in 'rgb(1 2 3 4)'"),
        Invalid(
            input: "rgb(1,2,3,)",
            message: "expected 3 components and an optional alpha in rgb(), found 3 in 'rgb(1,2,3,)'"),
        Invalid(
            input: "rgb(1 2, 3)",
            message:
                "expected components separated by commas or by spaces (with '/ alpha'), not both, in rgb(), found 'rgb(1 2, 3)'"
        ),
        Invalid(
            input: "rgba(1, 2, 3 / 0.5)",
            message:
                "expected components separated by commas or by spaces (with '/ alpha'), not both, in rgba(), found 'rgba(1, 2, 3 / 0.5)'"
        ),
        Invalid(input: "rgb(1 2 3 /)", message: "expected an alpha after '/' in rgb(), found 'rgb(1 2 3 /)'"),
        Invalid(
            input: "rgb(1 2 3 / 0.5 / 0.5)",
            message: "expected one '/' before the alpha in rgb(), found 'rgb(1 2 3 / 0.5 / 0.5)'"),
        Invalid(
            input: "rgb(10deg 0 0)",
            message: "expected a number (0-255) or a percentage for red in rgb(), found '10deg' in 'rgb(10deg 0 0)'"),
        Invalid(
            input: "rgb(a b c)", message: "expected a number, percentage or angle in rgb(), found 'a' in 'rgb(a b c)'"),
        Invalid(
            input: "rgb(inf 0 0)",
            message: "expected a number, percentage or angle in rgb(), found 'inf' in 'rgb(inf 0 0)'"),
        Invalid(
            input: "rgb(none, 0, 0)",
            message:
                "expected a number in the comma syntax of rgb() ('none' is allowed only in the space syntax), found 'rgb(none, 0, 0)'"
        ),
        Invalid(
            input: "hsl(10% 50% 50%)",
            message:
                "expected a number or an angle (deg, rad, grad, turn) for hue in hsl(), found '10%' in 'hsl(10% 50% 50%)'"
        ),
        Invalid(
            input: "hsl(10 50deg 50%)",
            message: "expected a percentage for saturation in hsl(), found '50deg' in 'hsl(10 50deg 50%)'"),
        Invalid(
            input: "oklch(0.5, 0.1, 20)",
            message: "expected space-separated components in oklch(), found commas in 'oklch(0.5, 0.1, 20)'"),
        Invalid(
            input: "oklch(0.5 0.1 20 / 1deg)",
            message:
                "expected a number (0-1) or a percentage for alpha in oklch(), found '1deg' in 'oklch(0.5 0.1 20 / 1deg)'"
        ),
    ]

    @Test(arguments: invalid)
    func rejectsMalformedInputWithAMessage(_ example: Invalid) {
        #expect(ColorSyntax.parse(example.input) == nil)
        guard case .failure(let error) = ColorSyntax.parseDetailed(example.input) else {
            Issue.record("'\(example.input)' parsed")
            return
        }
        #expect(error.message == example.message)
        #expect(error.message.hasPrefix("expected "))
        #expect(error.input == example.input)
        #expect(error.description == error.message)
    }

    @Test func messagesQuoteTheTrimmedTextAndKeepTheInput() {
        guard case .failure(let error) = ColorSyntax.parseDetailed("  rgb(1, 2)\n") else {
            Issue.record("parsed")
            return
        }
        #expect(error.message == "expected 3 components and an optional alpha in rgb(), found 2 in 'rgb(1, 2)'")
        #expect(error.input == "  rgb(1, 2)\n")
    }

    @Test func outOfGamutOKLCHIsGamutMappedKeepingLightnessAndHue() throws {
        let color = try #require(ColorSyntax.parse("oklch(0.5 0.4 150)"))
        #expect(
            color.red >= 0 && color.red <= 1 && color.green >= 0 && color.green <= 1 && color.blue >= 0
                && color.blue <= 1)
        let lch = color.oklch
        #expect(abs(lch.L - 0.5) < 0.02)
        #expect(abs(lch.h - 150) < 5)
        #expect(lch.C < 0.4)
    }

    @Test func resultsAreNotRoundedTo8Bits() throws {
        let color = try #require(ColorSyntax.parse("rgb(100.5 0 0)"))
        #expect(color.red == 100.5 / 255)
    }

    /// The text forms keep what was written, and give the same color as the DTCG object with
    /// the same space and components (percentages on CSS Color 4's reference ranges).
    @Test func textInAWiderSpaceKeepsItsSpaceLikeTheColorObject() throws {
        let cases: [(String, String, [Double], Double)] = [
            ("oklch(62% 0.25 25)", "oklch", [0.62, 0.25, 25], 1),
            ("oklch(0.7 50% 200 / 90%)", "oklch", [0.7, 0.2, 200], 0.9),
            ("color(display-p3 1 0.3 0.2)", "display-p3", [1, 0.3, 0.2], 1),
            ("COLOR(Rec2020 0% 100% 0%)", "rec2020", [0, 1, 0], 1),
            ("color(xyz 0.2 0.3 0.4)", "xyz-d65", [0.2, 0.3, 0.4], 1),
            ("lab(70 -90 70)", "lab", [70, -90, 70], 1),
            ("lab(50% 100% -100%)", "lab", [50, 125, -125], 1),
            ("lch(60 150% 300deg / 0.5)", "lch", [60, 225, 300], 0.5),
            ("oklab(0.6 -40% 0.1)", "oklab", [0.6, -0.16, 0.1], 1),
        ]
        for (text, space, components, alpha) in cases {
            let parsed = try ColorSyntax.parseKeepingSpace(text).get()
            let authored = try #require(parsed.authored, "\(text)")
            #expect(authored.space.rawValue == space, "\(text)")
            #expect(zip([authored.components.x, authored.components.y, authored.components.z], components).allSatisfy { abs($0 - $1) < 1e-9 }, "\(text)")
            #expect(abs(authored.alpha - alpha) < 1e-9, "\(text)")
            let object = try #require(ColorSyntax.fromComponents(colorSpace: space, components: components, alpha: alpha))
            #expect(parsed.color.hex == object.hex, "\(text): \(parsed.color.hex) vs the object's \(object.hex)")
        }
        // sRGB notations keep nothing: their sRGB value is the color.
        for text in ["#FF0000", "rgb(255 0 0)", "hsl(0 100% 50%)", "color(srgb 1 0 0)", "color(srgb-linear 1 0 0)", "white"] {
            #expect(try ColorSyntax.parseKeepingSpace(text).get().authored == nil, "\(text)")
        }
    }
}
