/// The `yaml/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let yamlAliasLimit = DiagnosticID(.yaml, "alias-limit", "YAML aliases expand to more nodes than Kiln reads (an alias bomb?).", severity: .error)
    public static let yamlComplexKey = DiagnosticID(.yaml, "complex-key", "A YAML key is not plain text.", severity: .error)
    public static let yamlDuplicateKey = DiagnosticID(.yaml, "duplicate-key", "A key appears twice in one mapping; the later value would silently replace the first.", severity: .error)
    public static let yamlEncoding = DiagnosticID(.yaml, "encoding", "A YAML or JSON file is not valid UTF-8 text.", severity: .error)
    public static let yamlMerge = DiagnosticID(.yaml, "merge", "A YAML merge key (`<<`) does not merge a mapping.", severity: .error)
    public static let yamlMultipleDocuments = DiagnosticID(.yaml, "multiple-documents", "A file holds several YAML documents; only the first is read.", severity: .warning)
    public static let yamlSyntax = DiagnosticID(.yaml, "syntax", "A YAML or JSON file has a syntax error.", severity: .error)
    public static let yamlTooDeep = DiagnosticID(.yaml, "too-deep", "A YAML or JSON file nests deeper than Kiln reads.", severity: .error)
}

extension DiagnosticFamily {
    static let yamlIDs: [DiagnosticID] = [
        .yamlAliasLimit,
        .yamlComplexKey,
        .yamlDuplicateKey,
        .yamlEncoding,
        .yamlMerge,
        .yamlMultipleDocuments,
        .yamlSyntax,
        .yamlTooDeep,
    ]
}
