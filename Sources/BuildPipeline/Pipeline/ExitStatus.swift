import Diagnostics

/// The process exit code, derived from the diagnostics alone:
/// 0 clean (warnings allowed), 1 errors in the design, 2 unusable input or usage.
public enum ExitStatus: Int32, Sendable {
    case clean = 0
    case violations = 1
    case unusable = 2

    public static func from(_ diagnostics: [Diagnostic]) -> ExitStatus {
        let errors = diagnostics.filter { $0.severity == .error }
        if errors.contains(where: \.id.family.isUnusableInput) { return .unusable }
        return errors.isEmpty ? .clean : .violations
    }
}
