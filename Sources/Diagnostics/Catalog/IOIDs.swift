/// The `io/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let ioEncoding = DiagnosticID(.io, "encoding", "A file is not valid UTF-8 text or contains NUL bytes.", severity: .error)
    public static let ioMissing = DiagnosticID(.io, "missing", "A file the project names (such as the resolver) does not exist.", severity: .error)
    public static let ioNoProject = DiagnosticID(.io, "no-project", "The project folder does not exist.", severity: .error)
    public static let ioNoTokens = DiagnosticID(.io, "no-tokens", "No token files match the project's token patterns.", severity: .error)
    public static let ioTooLarge = DiagnosticID(.io, "too-large", "A file is larger than Kiln reads.", severity: .error)
    public static let ioUnreadable = DiagnosticID(.io, "unreadable", "A file exists but cannot be read.", severity: .error)
    public static let ioUnwritable = DiagnosticID(.io, "unwritable", "A file Kiln must write (such as the baseline) cannot be written.", severity: .error)
    public static let ioNotAFile = DiagnosticID(.io, "not-a-file", "A path names a device, FIFO, socket or folder where Kiln reads a regular file (or a file where it needs a folder).", severity: .error)
    public static let ioOutsideProject = DiagnosticID(.io, "outside-project", "An input path, or a symbolic link on the way to it, leads outside the project folder; Kiln reads inputs only from inside it.", severity: .error)
}

extension DiagnosticFamily {
    static let ioIDs: [DiagnosticID] = [
        .ioEncoding,
        .ioMissing,
        .ioNoProject,
        .ioNoTokens,
        .ioTooLarge,
        .ioUnreadable,
        .ioUnwritable,
        .ioNotAFile,
        .ioOutsideProject,
    ]
}
