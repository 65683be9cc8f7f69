import DesignModel
import Diagnostics
import YAMLSource

/// A token as written, before resolution: the located nodes of its value and mode values.
/// A class: the resolver reads these many times per token, and a reference costs one retain
/// where copying a struct of this size would retain every field.
final class RawToken {
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

    init(
        path: TokenPath, declaredType: TokenType?, value: YAMLNode?, modeValues: [String: YAMLNode], description: String?,
        deprecation: Deprecation?, displayName: String?, paletteEntry: PaletteEntry?, extensions: YAMLNode?, range: SourceRange
    ) {
        self.path = path
        self.declaredType = declaredType
        self.value = value
        self.modeValues = modeValues
        self.description = description
        self.deprecation = deprecation
        self.displayName = displayName
        self.paletteEntry = paletteEntry
        self.extensions = extensions
        self.range = range
    }

    /// A copy, for the resolver-file merge that overrides values per mode.
    func copy() -> RawToken {
        RawToken(
            path: path, declaredType: declaredType, value: value, modeValues: modeValues, description: description,
            deprecation: deprecation, displayName: displayName, paletteEntry: paletteEntry, extensions: extensions, range: range)
    }

    /// The node to resolve for `mode`: its mode value, else its default value.
    func node(for mode: String) -> YAMLNode? {
        if modeValues.isEmpty { return value }
        return modeValues[mode] ?? value
    }
}

/// A group as written: what aliases to a group and categorical palettes need.
struct RawGroup: Sendable {
    var path: TokenPath
    var range: SourceRange
    var isCategoricalPalette: Bool
}
