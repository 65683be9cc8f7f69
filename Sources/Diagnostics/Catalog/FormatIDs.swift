/// The `format/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let formatDimensionString = DiagnosticID(.format, "dimension-string", "A JSON token file writes a dimension as a string such as \"16px\" instead of a value and unit.")
    public static let formatEmptyUnit = DiagnosticID(.format, "empty-unit", "A zero dimension has an empty unit; Kiln reads it as 0px.")
    public static let formatHexFallback = DiagnosticID(.format, "hex-fallback", "A color's `hex` fallback does not have 6 digits; Kiln reads the color from its components.")
    public static let formatUnitlessZero = DiagnosticID(.format, "unitless-zero", "A JSON token file writes a dimension as the bare number 0.")
    public static let formatUnknownProperty = DiagnosticID(.format, "unknown-property", "A composite or color value has a property the format does not define; it is ignored.")
    public static let formatUnknownType = DiagnosticID(.format, "unknown-type", "A token's `$type` is not one DTCG defines; the token is kept as written and outputs skip it.")
    public static let formatChildTokens = DiagnosticID(.format, "child-tokens", "A token also holds tokens (such as `alpha` variants inside a color); both are read, the children under the token's name.")
    public static let formatUnit = DiagnosticID(.format, "unit", "A length uses a unit DTCG does not define (vw, vh, vmin, vmax, ch, ex; em and % in JSON); the web outputs write it, native outputs leave viewport and glyph units out.")
    public static let formatFontStyle = DiagnosticID(.format, "font-style", "A Tokens Studio font weight also names a style (`Bold Italic`); the weight is read.")
    public static let formatKeptAsWritten = DiagnosticID(.format, "kept-as-written", "A Tokens Studio value cannot be read as its type (`8px 16px` spacing, `auto`, math mixing units); it is kept as written, as a pass-through token.")
    public static let formatModifierIgnored = DiagnosticID(.format, "modifier-ignored", "A Tokens Studio color modifier Tokens Studio itself cannot apply; the color is left as Tokens Studio leaves it.")
    public static let formatIncompleteTheme = DiagnosticID(.format, "incomplete-theme", "A Tokens Studio theme enables a token set the export does not hold; the theme is left out.")
    public static let formatMissingVariable = DiagnosticID(.format, "missing-variable", "A Figma alias names a variable the export does not hold (a library's); the token is left out.")
    public static let formatDuplicateVariable = DiagnosticID(.format, "duplicate-variable", "Two Figma variables share a name (a local one and a library's); the first is read.")
    public static let formatNameCharacters = DiagnosticID(.format, "name-characters", "A Figma variable name holds `.`, `{` or `}`; it is read with `_` in their place.")
    public static let formatBracedName = DiagnosticID(.format, "braced-name", "A Tokens Studio name holds `{` or `}`; no reference could name it, so the token or group is left out.")
}

extension DiagnosticFamily {
    static let formatIDs: [DiagnosticID] = [
        .formatDimensionString,
        .formatEmptyUnit,
        .formatHexFallback,
        .formatUnitlessZero,
        .formatUnknownProperty,
        .formatUnknownType,
        .formatChildTokens,
        .formatUnit,
        .formatFontStyle,
        .formatKeptAsWritten,
        .formatModifierIgnored,
        .formatIncompleteTheme,
        .formatMissingVariable,
        .formatDuplicateVariable,
        .formatNameCharacters,
        .formatBracedName,
    ]
}
