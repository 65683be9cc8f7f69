/// The `type/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let typeMissing = DiagnosticID(.type, "missing", "A token has no `$type` and its value is not a reference.", severity: .error)
    public static let typeUnknown = DiagnosticID(.type, "unknown", "A token's `$type` is not a type name Kiln knows.", severity: .error)
}

extension DiagnosticFamily {
    static let typeIDs: [DiagnosticID] = [
        .typeMissing,
        .typeUnknown,
    ]
}
