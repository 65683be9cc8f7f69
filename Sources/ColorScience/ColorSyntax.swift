/// Parses the color notations Kiln accepts in token files into sRGB.
///
/// Accepted: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; `rgb()`/`rgba()` and `hsl()`/`hsla()` in
/// both the comma syntax (`rgb(255, 107, 107)`, `rgba(0, 0, 0, 0.5)`) and the space syntax
/// (`rgb(255 107 107 / 50%)`), with percentages, `none` (space syntax only) and hue units
/// deg/rad/grad/turn; `oklch(L C H [/ alpha])` with L as 0…1 or a percentage and C as a number or
/// a percentage of 0.4; `oklab(L a b)`, `lab(L a b)`, `lch(L C H)` and `color(<space> r g b)` with
/// space srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65
/// (percentages relative to the CSS Color 4 reference ranges); and the keywords `transparent`, `white` and `black`. Function names and
/// keywords are case-insensitive; surrounding whitespace is ignored.
///
/// Out-of-range channels clamp as in CSS; OKLCH outside sRGB is gamut-mapped (CSS Color 4) and
/// then clamped. Results are not rounded to 8 bits.
public enum ColorSyntax {
    /// The color `text` denotes, or nil; use `parseDetailed` for the reason.
    public static func parse(_ text: String) -> RGBA? {
        try? parseDetailed(text).get()
    }

    /// The color `text` denotes, or an error whose message says what was expected and found.
    public static func parseDetailed(_ text: String) -> Result<RGBA, ColorSyntaxError> {
        do {
            return .success(try ColorSyntaxParser(text).parse())
        } catch {
            return .failure(error)
        }
    }

    /// The color `text` denotes and, when it is written in a space other than sRGB (`oklch()`,
    /// `oklab()`, `lab()`, `lch()`, `color(display-p3 …)` and the other `color()` spaces), that
    /// color as written, so outputs that can carry the space keep it.
    public static func parseKeepingSpace(_ text: String) -> Result<(color: RGBA, authored: AuthoredColor?), ColorSyntaxError> {
        do {
            return .success(try ColorSyntaxParser(text).parseKeepingSpace())
        } catch {
            return .failure(error)
        }
    }

    /// What the generic error lists as accepted.
    static let expectedSummary = "#RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), oklch(), oklab(), lab(), lch() or color()"
}
