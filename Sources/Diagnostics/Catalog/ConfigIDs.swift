/// The `config/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let configAliasLimit = DiagnosticID(.config, "alias-limit", "YAML aliases in kiln.yaml expand to more nodes than Kiln reads.", severity: .error)
    public static let configBaseline = DiagnosticID(.config, "baseline", "The baseline file cannot be read as a baseline.", severity: .error)
    public static let configComplexKey = DiagnosticID(.config, "complex-key", "A key in kiln.yaml is not plain text.", severity: .error)
    public static let configContrastPair = DiagnosticID(.config, "contrast-pair", "A contrast pair listed in kiln.yaml cannot be read.", severity: .error)
    public static let configDuplicateKey = DiagnosticID(.config, "duplicate-key", "A key appears twice in one mapping of kiln.yaml.", severity: .error)
    public static let configEncoding = DiagnosticID(.config, "encoding", "kiln.yaml is not valid UTF-8 text.", severity: .error)
    public static let configInvalid = DiagnosticID(.config, "invalid", "A setting in kiln.yaml has a value of the wrong kind or out of range.", severity: .error)
    public static let configMerge = DiagnosticID(.config, "merge", "A YAML merge key (`<<`) in kiln.yaml does not merge a mapping.", severity: .error)
    public static let configMissing = DiagnosticID(.config, "missing", "The config file given on the command line does not exist.", severity: .error)
    public static let configMultipleDocuments = DiagnosticID(.config, "multiple-documents", "kiln.yaml holds several YAML documents; only the first is read.", severity: .warning)
    public static let configPackage = DiagnosticID(.config, "package", "A package kiln.yaml turns on would hold no output, or another setting leaves it of no use to an app.", severity: .warning)
    public static let configSyntax = DiagnosticID(.config, "syntax", "kiln.yaml is not valid YAML.", severity: .error)
    public static let configTooDeep = DiagnosticID(.config, "too-deep", "kiln.yaml nests deeper than Kiln reads.", severity: .error)
    public static let configUnknownKey = DiagnosticID(.config, "unknown-key", "kiln.yaml has a setting Kiln does not know (often a typo).", severity: .warning)
    public static let configUnknownOutput = DiagnosticID(.config, "unknown-output", "kiln.yaml or `--outputs` names an output format Kiln does not have.", severity: .error)
    public static let configUnknownRule = DiagnosticID(.config, "unknown-rule", "kiln.yaml configures a rule Kiln does not have.", severity: .error)
}

extension DiagnosticFamily {
    static let configIDs: [DiagnosticID] = [
        .configAliasLimit,
        .configBaseline,
        .configComplexKey,
        .configContrastPair,
        .configDuplicateKey,
        .configEncoding,
        .configInvalid,
        .configMerge,
        .configMissing,
        .configMultipleDocuments,
        .configPackage,
        .configSyntax,
        .configTooDeep,
        .configUnknownKey,
        .configUnknownOutput,
        .configUnknownRule,
    ]
}
