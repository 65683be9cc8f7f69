import ColorScience
import Diagnostics

/// A design token after resolution: its type, metadata and one resolved value per mode.
/// Hashable over every stored field, so caches keyed by a token (the site's pages, a resident
/// build's reused output) notice any change without listing the fields by hand.
public struct Token: Sendable, Hashable {
    public var path: TokenPath
    public var type: TokenType
    public var description: String?
    /// Set when the token is deprecated; the reason may be empty (`$deprecated: true`).
    public var deprecation: Deprecation?
    /// The human name specs use for this token ("Primary Coral"), from `$extensions.kiln.name`.
    public var displayName: String?
    /// Membership in a categorical palette (emoji, category), from `$extensions.kiln`.
    public var paletteEntry: PaletteEntry?
    /// `$extensions` as written (including `mode`), passed through by emitters.
    public var extensions: ExtensionValue?
    /// Where the token's key is written.
    public var range: SourceRange
    /// One value per mode of the design system (same order as `DesignSystem.modes`); nil where
    /// the value could not be resolved (the problem is already reported). With theming axes
    /// stored once per combination of the axes the value depends on (`ModeValues`).
    public var values: ModeValues {
        didSet { hasUniformValues = values.isUniform }
    }
    /// True when every mode holds the very same resolved value (value, alias and references
    /// alike): emitters then print it once. Kept in step with `values`.
    public private(set) var hasUniformValues: Bool
    /// True when the author gave a value specific to some mode (`$extensions.mode` or a
    /// resolver context), as opposed to a value that only varies through its aliases.
    public var hasModeValues: Bool
    /// Modes (indices into `DesignSystem.modes`) whose resolver contexts do not define the
    /// token at all: its value there is nil by design, not because it failed (DTCG 2025.10
    /// lets a token exist in some contexts only).
    public var absentModes: [Int] = []

    public init(
        path: TokenPath, type: TokenType, description: String? = nil, deprecation: Deprecation? = nil,
        displayName: String? = nil, paletteEntry: PaletteEntry? = nil, extensions: ExtensionValue? = nil,
        range: SourceRange, values: [ResolvedValue?], hasModeValues: Bool = false
    ) {
        self.init(
            path: path, type: type, description: description, deprecation: deprecation, displayName: displayName,
            paletteEntry: paletteEntry, extensions: extensions, range: range, values: ModeValues(values), hasModeValues: hasModeValues)
    }

    public init(
        path: TokenPath, type: TokenType, description: String? = nil, deprecation: Deprecation? = nil,
        displayName: String? = nil, paletteEntry: PaletteEntry? = nil, extensions: ExtensionValue? = nil,
        range: SourceRange, values: ModeValues, hasModeValues: Bool = false
    ) {
        self.path = path
        self.type = type
        self.description = description
        self.deprecation = deprecation
        self.displayName = displayName
        self.paletteEntry = paletteEntry
        self.extensions = extensions
        self.range = range
        self.values = values
        self.hasModeValues = hasModeValues
        hasUniformValues = values.isUniform
    }

    /// True when every mode resolved to the same value.
    public var isModeInvariant: Bool { values.hasOneValue }
}

public struct Deprecation: Sendable, Hashable {
    public var reason: String?
    public init(reason: String?) { self.reason = reason }
}

/// What makes a token one member of a categorical palette such as the emotion colors.
public struct PaletteEntry: Sendable, Hashable {
    public var palette: TokenPath
    public var name: String
    public var emoji: String?
    public var category: String?

    public init(palette: TokenPath, name: String, emoji: String?, category: String?) {
        self.palette = palette
        self.name = name
        self.emoji = emoji
        self.category = category
    }
}

/// A token's value in one mode, with how it was reached, so `kiln explain` can show the chain.
public struct ResolvedValue: Sendable, Hashable {
    public struct Link: Sendable, Hashable {
        /// The token whose value is the alias.
        public var path: TokenPath
        /// Where that alias is written.
        public var range: SourceRange
        public init(path: TokenPath, range: SourceRange) {
            self.path = path
            self.range = range
        }
    }

    public var value: TokenValue
    /// The token this value is a whole-value alias of, and where that alias is written.
    /// The full chain (`a → b → c`) is `DesignSystem.aliasChain(of:mode:)`: storing it on every
    /// token would cost memory quadratic in the chain length.
    public var alias: Link?
    /// How many whole-value alias hops lead from this token to the one holding the literal.
    public var aliasDepth: Int
    /// Tokens this value refers to directly (whole alias, parts of composites, derivations).
    public var references: [TokenPath]
    /// Steps of a derived color (`darken({color.coral}, 10%)`), in evaluation order.
    public var derivation: [String]
    /// Where the literal that produced the value is written.
    public var literalRange: SourceRange
    /// For a color written as a DTCG color object in a space other than sRGB (display-p3,
    /// rec2020, lab, oklch, …): that color as written. `value` stays the gamut-mapped sRGB
    /// color every rule and sRGB-only output uses; outputs that can carry the space print this.
    /// Written as a color object or as text (`oklch(…)`, `color(display-p3 …)`); follows aliases;
    /// nil for derived colors. Parts of composites keep theirs (`Shadow.authoredColor`, …).
    public var authoredColor: AuthoredColor?

    public init(
        value: TokenValue, alias: Link? = nil, aliasDepth: Int = 0, references: [TokenPath] = [], derivation: [String] = [],
        literalRange: SourceRange, authoredColor: AuthoredColor? = nil
    ) {
        self.authoredColor = authoredColor
        self.value = value
        self.alias = alias
        self.aliasDepth = aliasDepth
        self.references = references
        self.derivation = derivation
        self.literalRange = literalRange
    }
}
