import Diagnostics

/// The process exit code, derived from the diagnostics alone:
/// 0 clean (warnings allowed), 1 errors in the design, 2 unusable input or usage.
public enum ExitStatus: Int32, Sendable {
    case clean = 0
    case violations = 1
    case unusable = 2

    /// Diagnostic namespaces meaning Kiln could not read its input at all (or, `limit/`, would
    /// not: it is larger than the limits in kiln.yaml allow).
    static let unusablePrefixes = ["io/", "config/", "yaml/", "output/", "limit/"]

    public static func from(_ diagnostics: [Diagnostic]) -> ExitStatus {
        let errors = diagnostics.filter { $0.severity == .error }
        if errors.contains(where: { error in unusablePrefixes.contains { error.id.hasPrefix($0) } }) { return .unusable }
        return errors.isEmpty ? .clean : .violations
    }
}
