/// The `token/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let tokenDuplicate = DiagnosticID(.token, "duplicate", "A token is defined twice.", severity: .error)
    public static let tokenEmptyFile = DiagnosticID(.token, "empty-file", "A token file holds no tokens.", severity: .warning)
    public static let tokenExtends = DiagnosticID(.token, "extends", "Groups extend each other in a circle (`$extends`).", severity: .error)
    public static let tokenName = DiagnosticID(.token, "name", "A token or group name is empty or not allowed.", severity: .error)
    public static let tokenStructure = DiagnosticID(.token, "structure", "A token file or group is not shaped as a mapping of groups and tokens.", severity: .error)
    public static let tokenUnknownProperty = DiagnosticID(.token, "unknown-property", "A token or group has a `$` property the format does not define.", severity: .error)
}

extension DiagnosticFamily {
    static let tokenIDs: [DiagnosticID] = [
        .tokenDuplicate,
        .tokenEmptyFile,
        .tokenExtends,
        .tokenName,
        .tokenStructure,
        .tokenUnknownProperty,
    ]
}
