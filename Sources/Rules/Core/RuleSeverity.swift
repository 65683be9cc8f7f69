import Diagnostics

/// How a rule's findings are reported: a diagnostic severity, or `off` (the rule does not run).
public enum RuleSeverity: String, Sendable, Hashable, CaseIterable, Codable {
    case off
    case note
    case warning
    case error

    /// The diagnostic severity findings get, or nil when the rule is off.
    public var diagnosticSeverity: Severity? {
        switch self {
        case .off: nil
        case .note: .note
        case .warning: .warning
        case .error: .error
        }
    }

    /// "error, warning, note or off", for messages that list the allowed values.
    public static var allNames: String { "error, warning, note or off" }
}
