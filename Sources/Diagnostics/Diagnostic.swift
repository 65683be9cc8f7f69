/// One problem Kiln found, located in a source file.
///
/// `id` is a stable identifier from the catalog (`DiagnosticID.yamlSyntax`, printed `yaml/syntax`)
/// that users can search for, configure and suppress; `message` is one sentence that quotes identifiers and
/// says what was expected and what was found. `notes` point at related places ("defined here").
public struct Diagnostic: Sendable, Hashable {
    public struct Note: Sendable, Hashable {
        public var message: String
        public var range: SourceRange?

        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    public var id: DiagnosticID
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    /// A suggestion the user can act on ("did you mean `color.primary.coral`?").
    public var hint: String?

    public init(
        id: DiagnosticID, severity: Severity, message: String, range: SourceRange,
        notes: [Note] = [], hint: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.hint = hint
    }

    public static func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = [], hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(id: id, severity: .error, message: message, range: range, notes: notes, hint: hint)
    }

    public static func warning(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = [], hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(id: id, severity: .warning, message: message, range: range, notes: notes, hint: hint)
    }

    public static func note(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = [], hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(id: id, severity: .note, message: message, range: range, notes: notes, hint: hint)
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics sort by file, then position, then id, so output is deterministic whatever
    /// order the stages found them in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        // Ids before paths: a path is interned once (equal ids are the same file) and is looked
        // up under a lock, which thousands of comparisons of one file's diagnostics would pay.
        if lhs.range.fileID != rhs.range.fileID, lhs.range.file != rhs.range.file { return lhs.range.file < rhs.range.file }
        if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

/// A diagnostic can be thrown or carried in a `Result` when one problem ends an operation.
extension Diagnostic: Error {}
