/// The `format/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let formatDimensionString = DiagnosticID(.format, "dimension-string", "A JSON token file writes a dimension as a string such as \"16px\" instead of a value and unit.")
    public static let formatEmptyUnit = DiagnosticID(.format, "empty-unit", "A zero dimension has an empty unit; Kiln reads it as 0px.")
    public static let formatHexFallback = DiagnosticID(.format, "hex-fallback", "A color's `hex` fallback does not have 6 digits; Kiln reads the color from its components.")
    public static let formatUnitlessZero = DiagnosticID(.format, "unitless-zero", "A JSON token file writes a dimension as the bare number 0.")
    public static let formatUnknownProperty = DiagnosticID(.format, "unknown-property", "A composite or color value has a property the format does not define; it is ignored.")
    public static let formatUnknownType = DiagnosticID(.format, "unknown-type", "A token's `$type` is not one DTCG defines; the token is kept as written and outputs skip it.")
}

extension DiagnosticFamily {
    static let formatIDs: [DiagnosticID] = [
        .formatDimensionString,
        .formatEmptyUnit,
        .formatHexFallback,
        .formatUnitlessZero,
        .formatUnknownProperty,
        .formatUnknownType,
    ]
}
