/// Gathers diagnostics from every stage; stages never stop at the first problem.
///
/// A value type passed `inout`, so a stage's findings are plain data that tests can inspect.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func add(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    public mutating func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], hint: String? = nil
    ) {
        add(.error(id, message, at: range, notes: notes, hint: hint))
    }

    public mutating func warning(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], hint: String? = nil
    ) {
        add(.warning(id, message, at: range, notes: notes, hint: hint))
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    /// Sorted and de-duplicated, ready to print.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.sorted().filter { seen.insert($0).inserted }
    }
}
