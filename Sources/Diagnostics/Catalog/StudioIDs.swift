/// The `studio/…` diagnostics: Tokens Studio exports. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let studioDuplicateTheme = DiagnosticID(.studio, "duplicate-theme", "Two Tokens Studio themes of one group share a name; the second is renamed.")
    public static let studioFontStyle = DiagnosticID(.studio, "font-style", "A font weight names a style too; the weight is read and the style left out.")
    public static let studioMissingSet = DiagnosticID(.studio, "missing-set", "A token set named by `$metadata.json` or a theme is not in the export; its tokens are not read.")
    public static let studioModifier = DiagnosticID(.studio, "modifier", "A color modifier (`$extensions.studio.tokens.modify`) cannot be applied: no type, not a color, a value that is not a number, an unknown type.", severity: .error)
    public static let studioStructure = DiagnosticID(.studio, "structure", "The `$themes.json`, `$metadata.json` or a token set of a Tokens Studio export does not have the shape Tokens Studio writes.", severity: .error)
    public static let studioValue = DiagnosticID(.studio, "value", "A Tokens Studio value cannot be read as its type; it is kept as written.")
}

extension DiagnosticFamily {
    static let studioIDs: [DiagnosticID] = [
        .studioDuplicateTheme,
        .studioFontStyle,
        .studioMissingSet,
        .studioModifier,
        .studioStructure,
        .studioValue,
    ]
}
