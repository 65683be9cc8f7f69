/// The `output/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let outputNameCollision = DiagnosticID(.output, "name-collision", "Two tokens would get the same name in a generated file.", severity: .error)
    public static let outputOutsideProject = DiagnosticID(.output, "outside-project", "The output folder lies outside the project, which Kiln refuses unless allowed in kiln.yaml.", severity: .error)
    public static let outputPathConflict = DiagnosticID(.output, "path-conflict", "Two outputs would write the same file; nothing was written.", severity: .error)
    public static let outputResolverCombination = DiagnosticID(.output, "resolver-combination", "Tokens take a value in a combination of modes that the generated resolver file still resolves wrongly.", severity: .warning)
    public static let outputSkipped = DiagnosticID(.output, "skipped", "Outputs were not generated because the tokens have errors.", severity: .note)
    public static let outputSuspiciousManifest = DiagnosticID(.output, "suspicious-manifest", "The output folder's manifest or stamps look tampered with; Kiln deletes nothing it cannot recognize as its own.", severity: .warning)
    public static let outputSymbolicLink = DiagnosticID(.output, "symbolic-link", "An output path is a symbolic link, which Kiln never writes through.", severity: .error)
    public static let outputTemplate = DiagnosticID(.output, "template", "A custom output template cannot be parsed or rendered.", severity: .error)
    public static let outputUnsafePath = DiagnosticID(.output, "unsafe-path", "An output path would leave the output folder.", severity: .error)
    public static let outputWriteFailed = DiagnosticID(.output, "write-failed", "A generated file could not be written.", severity: .error)
    public static let outputLeftOut = DiagnosticID(.output, "left-out", "With keep-going, tokens with errors (and the tokens referring to them) are left out of the outputs; this lists them.")
    public static let outputNameTooLong = DiagnosticID(.output, "name-too-long", "A generated file or folder name is longer than the file system allows; located at the token or file name it is made from.", severity: .error)
    public static let outputUnitSkipped = DiagnosticID(.output, "unit-skipped", "A native output leaves out a length in a viewport or glyph unit (vw, vh, ch, ex) that its platform cannot express.")
}

extension DiagnosticFamily {
    static let outputIDs: [DiagnosticID] = [
        .outputNameCollision,
        .outputOutsideProject,
        .outputPathConflict,
        .outputResolverCombination,
        .outputSkipped,
        .outputSuspiciousManifest,
        .outputSymbolicLink,
        .outputTemplate,
        .outputUnsafePath,
        .outputWriteFailed,
        .outputLeftOut,
        .outputNameTooLong,
        .outputUnitSkipped,
    ]
}
