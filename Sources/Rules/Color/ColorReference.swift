import ColorScience
import DesignModel
import Diagnostics

/// A color named in `kiln.yaml` or on the command line, resolved against the model: a token
/// path (`color.text.primary`, `{color.text.primary}`, `colors.…`), a display name
/// (`Primary Coral`, from `$extensions.kiln.name`) or a literal (`#FF6B6B`, `rgb()`, `rgba()`,
/// `hsl()`, `oklch()`, `white`). Tokens have a value per mode; literals the same in every mode.
public struct ColorReference: Sendable, Hashable {
    public enum Target: Sendable, Hashable {
        case literal(RGBA)
        /// A token (for a display name shared by several tokens with the same values, the first).
        case token(TokenPath)
    }

    /// The text as written.
    public var written: String
    public var target: Target
    /// Set when the reference was a display name.
    public var displayName: String?

    public init(written: String, target: Target, displayName: String? = nil) {
        self.written = written
        self.target = target
        self.displayName = displayName
    }

    public var token: TokenPath? {
        if case .token(let path) = target { return path }
        return nil
    }

    /// The token path, else the literal in canonical hex: how the color is named in messages
    /// and fingerprints.
    public var name: String {
        switch target {
        case .token(let path): path.string
        case .literal(let color): color.hex
        }
    }

    /// The color in `mode`, or nil when the token does not resolve there (already reported).
    public func color(in mode: String, of system: DesignSystem) -> RGBA? {
        switch target {
        case .literal(let color): return color
        case .token(let path): return system.value(path, mode: mode).flatMap(ColorReference.color(of:))
        }
    }

    /// True when the color is the same in every mode (literals always are).
    public func isModeInvariant(in system: DesignSystem) -> Bool {
        let colors = system.modes.map { color(in: $0, of: system) }
        return Set(colors.map { $0?.quantized }).count <= 1
    }

    /// The color a token value shows: a color, or a border's color.
    public static func color(of value: TokenValue) -> RGBA? {
        switch value {
        case .color(let color): color
        case .border(let border): border.color
        default: nil
        }
    }

    /// Resolves `text`; the error's message says what was expected and what was found.
    public static func resolve(_ text: String, in system: DesignSystem) -> Result<ColorReference, ColorReferenceError> {
        let written = text.trimmedSpaces
        guard !written.isEmpty else {
            return .failure(ColorReferenceError(message: "expected a token path, a display name or a color, found nothing"))
        }
        if written.hasPrefix("{"), written.hasSuffix("}") {
            return token(String(written.dropFirst().dropLast()), written: written, in: system)
        }
        if written.hasPrefix("#") || written.contains("(") {
            switch ColorSyntax.parseDetailed(written) {
            case .success(let color): return .success(ColorReference(written: written, target: .literal(color)))
            case .failure(let error): return .failure(ColorReferenceError(message: error.message))
            }
        }
        if written.contains("."), !written.contains(" ") {
            return token(written, written: written, in: system)
        }
        let wanted = normalizedName(written)
        let named = system.tokens.filter { token in
            token.displayName.map(normalizedName) == wanted && token.values.contains { $0.flatMap { color(of: $0.value) } != nil }
        }
        if let first = named.first {
            let distinct = Set(named.map { token in system.modes.map { system.value(token.path, mode: $0).flatMap(color(of:))?.quantized } })
            if distinct.count > 1 {
                let candidates = named.map { token in "\"\(token.path)\" (\(describeValues(token.path, in: system)))" }
                return .failure(
                    ColorReferenceError(
                        message: "display name \"\(written)\" belongs to \(named.count) tokens with different values: "
                            + candidates.joined(separator: ", "),
                        hint: "write the token path instead, e.g. `\(first.path)`"))
            }
            return .success(ColorReference(written: written, target: .token(first.path), displayName: first.displayName))
        }
        if let color = ColorSyntax.parse(written) {
            return .success(ColorReference(written: written, target: .literal(color)))
        }
        var error = ColorReferenceError(
            message: "\"\(written)\" is not a token path, a display name or a color (#RRGGBB, rgb(), rgba(), hsl(), oklch())")
        let names = Set(system.tokens.compactMap(\.displayName))
        if let close = Suggestion.closest(to: written, among: Array(names)) { error.hint = "did you mean \"\(close)\"?" }
        return .failure(error)
    }

    private static func token(_ rawPath: String, written: String, in system: DesignSystem) -> Result<ColorReference, ColorReferenceError> {
        var path = rawPath
        if path.hasPrefix("colors.") { path = "color." + path.dropFirst("colors.".count) }
        guard let token = system[TokenPath(path)] else {
            var error = ColorReferenceError(message: "\"\(rawPath)\" names no token")
            let paths = system.tokens.map(\.path.string)
            if let close = Suggestion.closest(to: path, among: paths) { error.hint = "did you mean `\(close)`?" }
            return .failure(error)
        }
        guard token.type == .color || token.type == .border else {
            return .failure(ColorReferenceError(message: "\"\(token.path)\" is a \(token.type.rawValue) token, not a color"))
        }
        return .success(ColorReference(written: written, target: .token(token.path), displayName: token.displayName))
    }

    /// "#636E72 light, #B2BEC3 dark", or one hex when every mode agrees.
    public static func describeValues(_ path: TokenPath, in system: DesignSystem) -> String {
        let values = system.modes.map { system.value(path, mode: $0).flatMap(color(of:))?.hex ?? "unresolved" }
        if Set(values).count <= 1 { return values.first ?? "unresolved" }
        return zip(values, system.modes).map { "\($0) \($1)" }.joined(separator: ", ")
    }

    /// Display names compare case-insensitively, with `-` and `_` read as spaces.
    static func normalizedName(_ name: String) -> String {
        name.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 }.reduce(into: "") { $0.append($1) }
            .split(separator: " ").joined(separator: " ")
    }
}

/// Why a color reference did not resolve.
public struct ColorReferenceError: Error, Sendable, Hashable {
    public var message: String
    public var hint: String?

    public init(message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmedSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
