// TRANSITIONAL: lets the modules other branches are editing right now (SpecParser, SpecSite,
// Live, TokenParser, InputFiles) keep spelling ids as strings until those branches are merged
// and converted to the catalog's constants. Delete this file then; the no-literal test's
// allow-list (Tests/DiagnosticsTests/DiagnosticIDLiteralTests.swift) empties with it.

extension DiagnosticID: ExpressibleByStringLiteral {
    /// A literal must be an id of the catalog; anything else is a programmer error.
    public init(stringLiteral value: String) {
        guard let id = DiagnosticID(rawValue: value) else {
            preconditionFailure("\"\(value)\" is not a diagnostic id of DiagnosticID.catalog")
        }
        self = id
    }

    /// The catalog's id spelled `value`; a programmer error when there is none.
    init(transitional value: String) { self.init(stringLiteral: value) }

    public func hasPrefix(_ prefix: String) -> Bool { rawValue.hasPrefix(prefix) }
    public func contains(_ other: String) -> Bool { rawValue.contains(other) }
}

extension Diagnostic {
    @_disfavoredOverload
    public static func error(
        _ id: String, _ message: String, at range: SourceRange, notes: [Note] = [], hint: String? = nil
    ) -> Diagnostic {
        .error(DiagnosticID(transitional: id), message, at: range, notes: notes, hint: hint)
    }

    @_disfavoredOverload
    public static func warning(
        _ id: String, _ message: String, at range: SourceRange, notes: [Note] = [], hint: String? = nil
    ) -> Diagnostic {
        .warning(DiagnosticID(transitional: id), message, at: range, notes: notes, hint: hint)
    }

    @_disfavoredOverload
    public static func note(
        _ id: String, _ message: String, at range: SourceRange, notes: [Note] = [], hint: String? = nil
    ) -> Diagnostic {
        .note(DiagnosticID(transitional: id), message, at: range, notes: notes, hint: hint)
    }
}

extension DiagnosticCollector {
    @_disfavoredOverload
    public mutating func error(
        _ id: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], hint: String? = nil
    ) {
        error(DiagnosticID(transitional: id), message, at: range, notes: notes, hint: hint)
    }

    @_disfavoredOverload
    public mutating func warning(
        _ id: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], hint: String? = nil
    ) {
        warning(DiagnosticID(transitional: id), message, at: range, notes: notes, hint: hint)
    }
}
