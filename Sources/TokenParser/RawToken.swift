import DesignModel
import Diagnostics
import YAMLSource

/// A token as written, before resolution: the located nodes of its value and mode values.
/// A class: the resolver reads these many times per token, and a reference costs one retain
/// where copying a struct of this size would retain every field.
///
/// Not changed once the reader has built it: `TokenParseCache` hands the same objects to every
/// build of a resident process and `TokenResolveCache` tells unchanged tokens by identity. A
/// step that needs a different token (group inheritance, the resolver-file merge) changes a
/// `copy()`.
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
    /// The `$type` as written when DTCG does not define it (`string`): a pass-through token,
    /// kept in the model unresolved (see `Leniency.Kind.unknownType`).
    var passThroughType: String?
    /// A pass-through token: an unknown `$type` and no DTCG type to resolve it as.
    var isPassThrough: Bool { passThroughType != nil && declaredType == nil }
    /// True when `declaredType` comes from an enclosing group rather than the token itself.
    var typeIsInherited = false
    /// Per mode (resolver files): the type each mode's own definition declares, when the modes'
    /// files differ; nil when `declaredType` holds for every mode.
    var modeTypes: [TokenType?]?
    /// Modes (resolver contexts) no source of which defines the token; nil when every mode
    /// does. A token absent from a context is not an error (DTCG 2025.10): it has no value there.
    var absentModes: Set<String>?

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
        let copy = RawToken(
            path: path, declaredType: declaredType, value: value, modeValues: modeValues, description: description,
            deprecation: deprecation, displayName: displayName, paletteEntry: paletteEntry, extensions: extensions, range: range)
        copy.passThroughType = passThroughType
        copy.typeIsInherited = typeIsInherited
        copy.modeTypes = modeTypes
        copy.absentModes = absentModes
        return copy
    }

    /// True when `other` defines the same token: every field equal, nodes with their text and
    /// source positions (a resolved token carries both). Unchanged files hand over copies that
    /// share their nodes' storage, so this is mostly identity checks.
    func hasSameDefinition(as other: RawToken) -> Bool {
        path == other.path && declaredType == other.declaredType && range == other.range && value == other.value
            && modeValues == other.modeValues && description == other.description && deprecation == other.deprecation
            && displayName == other.displayName && paletteEntry == other.paletteEntry && extensions == other.extensions
            && passThroughType == other.passThroughType && typeIsInherited == other.typeIsInherited && modeTypes == other.modeTypes
            && absentModes == other.absentModes
    }

    /// Every token path its values name anywhere — whole aliases, `$ref` pointers, references
    /// inside composite parts and color expressions — in any mode: the tokens whose definitions
    /// its resolution can read (a path `p` also stands for `p.$root`). A superset is harmless.
    var referencedPaths: [TokenPath] {
        var found: [TokenPath] = []
        func scan(_ node: YAMLNode) {
            switch node.content {
            case .scalar(let scalar):
                if scalar.value.utf8.contains(UInt8(ascii: "{")) {
                    for name in AliasSyntax.embeddedReferences(scalar.value) { found.append(TokenPath(name)) }
                }
            case .mapping(let pairs):
                for pair in pairs {
                    if pair.name == "$ref", let pointer = pair.value.string, let reference = AliasSyntax.jsonPointer(pointer) {
                        found.append(reference.path)
                    }
                    scan(pair.value)
                }
            case .sequence(let items):
                for item in items { scan(item) }
            }
        }
        if let value { scan(value) }
        for node in modeValues.values { scan(node) }
        return found
    }

    /// The declared type in mode `mode` (an index into the design system's modes).
    @inline(__always) func declaredType(inMode mode: Int) -> TokenType? {
        guard let modeTypes else { return declaredType }
        return modeTypes[mode]
    }

    /// The node to resolve for `mode`: its mode value, else its default value.
    func node(for mode: String) -> YAMLNode? {
        if let absentModes, absentModes.contains(mode) { return nil }
        if modeValues.isEmpty { return value }
        return modeValues[mode] ?? value
    }
}

/// A group as written: what aliases to a group and categorical palettes need.
struct RawGroup: Sendable {
    var path: TokenPath
    var range: SourceRange
    var isCategoricalPalette: Bool
    /// The group's own `$type`, for tokens a later source adds to the group.
    var type: TokenType? = nil
    /// `$extends: "{other.group}"`: the group inherits the tokens of that group it does not define.
    var extends: (path: TokenPath, range: SourceRange)? = nil
}
