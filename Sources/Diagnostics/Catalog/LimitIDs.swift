/// The `limit/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let limitInputSize = DiagnosticID(.limit, "input-size", "The input files together are larger than the limit in kiln.yaml.", severity: .error)
    public static let limitOutputSize = DiagnosticID(.limit, "output-size", "The generated files together would be larger than the limit in kiln.yaml; nothing was written.", severity: .error)
    public static let limitTokenValues = DiagnosticID(.limit, "token-values", "The design system has more token values than Kiln builds.", severity: .error)
    public static let limitInputFiles = DiagnosticID(.limit, "input-files", "A token or spec pattern matches more files than `limits.inputFiles` allows.", severity: .error)
}

extension DiagnosticFamily {
    static let limitIDs: [DiagnosticID] = [
        .limitInputSize,
        .limitOutputSize,
        .limitTokenValues,
        .limitInputFiles,
    ]
}
