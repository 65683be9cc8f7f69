import DesignModel
import Diagnostics
import YAMLSource

/// A token as written, before resolution: the located nodes of its value and mode values.
struct RawToken: Sendable {
    var path: TokenPath
    /// Its own `$type` or the nearest enclosing group's.
    var declaredType: TokenType?
    var value: YAMLNode?
    /// Mode-specific values, keyed by mode name.
    var modeValues: [String: YAMLNode]
    var description: String?
    var deprecation: Deprecation?
    var displayName: String?
    var paletteEntry: PaletteEntry?
    var extensions: YAMLNode?
    var range: SourceRange

    /// The node to resolve for `mode`: its mode value, else its default value.
    func node(for mode: String) -> YAMLNode? { modeValues[mode] ?? value }
}

/// A group as written: what aliases to a group and categorical palettes need.
struct RawGroup: Sendable {
    var path: TokenPath
    var range: SourceRange
    var isCategoricalPalette: Bool
}
