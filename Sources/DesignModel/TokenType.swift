/// The `$type` of a token: the DTCG 2025.10 types plus Kiln's `spring` and `opacity`.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Codable {
    case color
    case dimension
    case number
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case spring
    case typography
    case shadow
    case border
    case strokeStyle
    case transition
    case gradient
    case opacity

    /// Composite types hold other typed values, whose parts may themselves be aliases.
    public var isComposite: Bool {
        switch self {
        case .typography, .shadow, .border, .transition, .gradient, .spring, .strokeStyle: true
        default: false
        }
    }

    /// All accepted spellings, for "expected one of" messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
