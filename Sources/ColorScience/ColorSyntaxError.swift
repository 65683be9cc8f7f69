/// Why a color string was rejected, as one sentence for a diagnostic.
///
/// `message` says what was expected and quotes what was found, e.g. "expected #RGB, #RRGGBB,
/// #RRGGBBAA, rgb(), rgba(), hsl(), hsla() or oklch(), found 'blu'". `input` is the text as given.
public struct ColorSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var input: String

    public init(message: String, input: String) {
        self.message = message
        self.input = input
    }

    public var description: String { message }
}
