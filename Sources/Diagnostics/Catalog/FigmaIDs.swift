/// The `figma/…` diagnostics: Figma variables exports. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let figmaDuplicate = DiagnosticID(.figma, "duplicate", "Two Figma variables share a name; the first is read.")
    public static let figmaMissingVariable = DiagnosticID(.figma, "missing-variable", "An alias names a variable the export does not hold (a library variable); the token is left out.")
    public static let figmaStructure = DiagnosticID(.figma, "structure", "A collection without modes, a variable without a name, type or known collection, or without a value for a mode.", severity: .error)
    public static let figmaValue = DiagnosticID(.figma, "value", "A variable's value is not of its `resolvedType`.", severity: .error)
}

extension DiagnosticFamily {
    static let figmaIDs: [DiagnosticID] = [
        .figmaDuplicate,
        .figmaMissingVariable,
        .figmaStructure,
        .figmaValue,
    ]
}
