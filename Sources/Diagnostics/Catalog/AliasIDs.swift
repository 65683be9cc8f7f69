/// The `alias/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let aliasAbsentInContext = DiagnosticID(.alias, "absent-in-context", "A token refers to a token that no source of one resolver context defines.", severity: .error)
    public static let aliasCycle = DiagnosticID(.alias, "cycle", "Tokens refer to each other in a circle, so none of them has a value.", severity: .error)
    public static let aliasDeprecated = DiagnosticID(.alias, "deprecated", "A token refers to a token marked deprecated.", severity: .warning)
    public static let aliasGroup = DiagnosticID(.alias, "group", "A reference names a group of tokens where it needs one token.", severity: .error)
    public static let aliasMissing = DiagnosticID(.alias, "missing", "A reference names a token that does not exist.", severity: .error)
    public static let aliasPassThrough = DiagnosticID(.alias, "pass-through", "A token refers to a token whose type Kiln keeps as written without reading its value.", severity: .error)
    public static let aliasPointer = DiagnosticID(.alias, "pointer", "A `$ref` pointer points past the end of the value it names.", severity: .error)
    public static let aliasTooDeep = DiagnosticID(.alias, "too-deep", "References nest deeper than Kiln follows.", severity: .error)
    public static let aliasTypeMismatch = DiagnosticID(.alias, "type-mismatch", "A reference points at a token of another type than the value needs.", severity: .error)
}

extension DiagnosticFamily {
    static let aliasIDs: [DiagnosticID] = [
        .aliasAbsentInContext,
        .aliasCycle,
        .aliasDeprecated,
        .aliasGroup,
        .aliasMissing,
        .aliasPassThrough,
        .aliasPointer,
        .aliasTooDeep,
        .aliasTypeMismatch,
    ]
}
