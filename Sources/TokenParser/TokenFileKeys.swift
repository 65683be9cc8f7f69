import DesignModel

/// The vocabulary of a token file: the `$`-keys a token and a group may have and what a name
/// may not contain. `TokenDocumentReader` checks files against these tables, and the editor
/// schema (schemas/tokens.schema.json, written by `ConfigSchema`) is generated from them.
public enum TokenFileKeys {
    /// The keys of a token (a mapping with `$value`).
    public static let token = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    /// The `$`-keys of a group; `$root` holds the group's own token.
    public static let group = ["$type", "$description", "$deprecated", "$extensions", "$root", "$extends", "$schema"]
    /// Characters alias syntax reserves, so no name may contain them.
    public static let reservedNameCharacters: [Character] = ["{", "}", "."]
    /// Every `$type` Kiln reads (unknown ones are pass-through tokens with a warning).
    public static var types: [String] { TokenType.allCases.map(\.rawValue) }
}
