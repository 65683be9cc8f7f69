/// The `baseline/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let baselineMissing = DiagnosticID(.baseline, "missing", "The baseline file named in kiln.yaml does not exist, so every finding counts as new.", severity: .warning)
    public static let baselineStale = DiagnosticID(.baseline, "stale", "A baseline entry no longer matches any finding and can be removed.", severity: .note)
}

extension DiagnosticFamily {
    static let baselineIDs: [DiagnosticID] = [
        .baselineMissing,
        .baselineStale,
    ]
}
