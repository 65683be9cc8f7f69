/// The `suppression/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let suppressionUnused = DiagnosticID(.suppression, "unused", "A suppression in kiln.yaml matches no finding and can be removed.", severity: .note)
}

extension DiagnosticFamily {
    static let suppressionIDs: [DiagnosticID] = [
        .suppressionUnused,
    ]
}
