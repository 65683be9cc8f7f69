import Diagnostics

/// A token whose `$type` DTCG 2025.10 does not define (`string`, `boolean`, …), read leniently:
/// kept with its value as written so listings show it, but never resolved, and skipped by
/// outputs (they only see `DesignSystem.tokens`).
public struct PassThroughToken: Sendable, Hashable {
    public var path: TokenPath
    /// The `$type` as written.
    public var typeName: String
    public var description: String?
    public var deprecation: Deprecation?
    public var range: SourceRange
    /// The value as written in each mode (same order as `DesignSystem.modes`); nil where the
    /// mode has none.
    public var values: [String?]

    public init(
        path: TokenPath, typeName: String, description: String? = nil, deprecation: Deprecation? = nil, range: SourceRange,
        values: [String?]
    ) {
        self.path = path
        self.typeName = typeName
        self.description = description
        self.deprecation = deprecation
        self.range = range
        self.values = values
    }
}
