/// The `resolver/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let resolverDuplicate = DiagnosticID(.resolver, "duplicate", "A name appears twice in the resolver's resolution order.", severity: .error)
    public static let resolverMissingFile = DiagnosticID(.resolver, "missing-file", "A token file named by the resolver cannot be read.", severity: .error)
    public static let resolverReference = DiagnosticID(.resolver, "reference", "A `$ref` in the resolver points at something other than a set or modifier.", severity: .error)
    public static let resolverStructure = DiagnosticID(.resolver, "structure", "The resolver file is not shaped as the DTCG resolver format says.", severity: .error)
    public static let resolverUnusedSet = DiagnosticID(.resolver, "unused-set", "A set is declared in the resolver but not used in its resolution order, so its tokens are not read.", severity: .warning)
    public static let resolverVersion = DiagnosticID(.resolver, "version", "The resolver declares a version Kiln does not read.")
}

extension DiagnosticFamily {
    static let resolverIDs: [DiagnosticID] = [
        .resolverDuplicate,
        .resolverMissingFile,
        .resolverReference,
        .resolverStructure,
        .resolverUnusedSet,
        .resolverVersion,
    ]
}
