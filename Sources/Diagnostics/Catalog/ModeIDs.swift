/// The `mode/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let modeMissing = DiagnosticID(.mode, "missing", "A token has no value for a mode and no default value to fall back on.", severity: .error)
    public static let modeUndeclared = DiagnosticID(.mode, "undeclared", "A value is given for a mode that is not declared.", severity: .error)
}

extension DiagnosticFamily {
    static let modeIDs: [DiagnosticID] = [
        .modeMissing,
        .modeUndeclared,
    ]
}
