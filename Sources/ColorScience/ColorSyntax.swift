/// Parses the color notations Kiln accepts in token files into sRGB.
///
/// Accepted: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; `rgb()`/`rgba()` and `hsl()`/`hsla()` in
/// both the comma syntax (`rgb(255, 107, 107)`, `rgba(0, 0, 0, 0.5)`) and the space syntax
/// (`rgb(255 107 107 / 50%)`), with percentages, `none` (space syntax only) and hue units
/// deg/rad/grad/turn; `oklch(L C H [/ alpha])` with L as 0…1 or a percentage and C as a number or
/// a percentage of 0.4; and the keywords `transparent`, `white` and `black`. Function names and
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

    /// What the generic error lists as accepted.
    static let expectedSummary = "#RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or oklch()"
}
