/// The `value/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let valueExpression = DiagnosticID(.value, "expression", "A calculation in a token value cannot be evaluated.", severity: .error)
    public static let valueInvalid = DiagnosticID(.value, "invalid", "A token value is not what its type needs.", severity: .error)
    public static let valueMissingProperty = DiagnosticID(.value, "missing-property", "A composite token value lacks a property it needs.", severity: .error)
    public static let valueUnknownProperty = DiagnosticID(.value, "unknown-property", "A composite token value has a property its type does not have; it is ignored.", severity: .warning)
}

extension DiagnosticFamily {
    static let valueIDs: [DiagnosticID] = [
        .valueExpression,
        .valueInvalid,
        .valueMissingProperty,
        .valueUnknownProperty,
    ]
}
