/// The `tokens/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let tokensDeprecated = DiagnosticID(.tokens, "deprecated", "A deprecated token is still used, or its replacement does not exist.")
    public static let tokensNaming = DiagnosticID(.tokens, "naming", "A token name does not follow the project's naming convention.")
    public static let tokensRequiredModes = DiagnosticID(.tokens, "required-modes", "A color that must adapt to the mode lacks a value for a mode.")
}

extension DiagnosticFamily {
    static let tokensIDs: [DiagnosticID] = [
        .tokensDeprecated,
        .tokensNaming,
        .tokensRequiredModes,
    ]
}
