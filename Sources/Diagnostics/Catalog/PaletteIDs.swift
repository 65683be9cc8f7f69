/// The `palette/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let paletteDistinguishable = DiagnosticID(.palette, "distinguishable", "Two colors of a categorical palette are hard to tell apart, also with color-vision deficiencies.")
}

extension DiagnosticFamily {
    static let paletteIDs: [DiagnosticID] = [
        .paletteDistinguishable,
    ]
}
