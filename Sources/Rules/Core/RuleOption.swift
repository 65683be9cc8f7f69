/// A value a rule option takes in `kiln.yaml` (`rules: { a11y/contrast-text: { level: aaa } }`).
public enum RuleOptionValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case string(String)
    case strings([String])

    /// The value as it would be written in YAML, for documentation and messages.
    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .number(let value):
            value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): value
        case .strings(let values): "[" + values.joined(separator: ", ") + "]"
        }
    }
}

/// One documented option of a rule: its name, the kind of value it takes, its default and why
/// someone would change it.
public struct RuleOption: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case bool
        /// A number, optionally bounded (inclusive).
        case number(minimum: Double?, maximum: Double?)
        case string
        /// One of a fixed set of words.
        case choice([String])
        /// A list of words, each optionally from a fixed set (empty: any word).
        case strings(allowed: [String])
        /// A regular expression (Swift `Regex` syntax), checked when the config is read.
        case regex

        /// "a number from 1 to 100", "one of aa, aaa": what a wrong value is told it should be.
        public var expectation: String {
            switch self {
            case .bool: return "true or false"
            case .number(let minimum, let maximum):
                switch (minimum, maximum) {
                case (let low?, let high?): return "a number from \(RuleOptionValue.number(low)) to \(RuleOptionValue.number(high))"
                case (let low?, nil): return "a number of at least \(RuleOptionValue.number(low))"
                case (nil, let high?): return "a number of at most \(RuleOptionValue.number(high))"
                case (nil, nil): return "a number"
                }
            case .string: return "text"
            case .choice(let words): return "one of " + words.joined(separator: ", ")
            case .strings(let allowed):
                return allowed.isEmpty ? "a list of text" : "a list of " + allowed.joined(separator: ", ")
            case .regex: return "a regular expression"
            }
        }
    }

    public var name: String
    public var kind: Kind
    /// Nil when the default depends on other settings (the platform); `defaultDescription` says how.
    public var defaultValue: RuleOptionValue?
    /// How the default reads in the docs when it is not a plain value ("44 on ios, 48 on android").
    public var defaultDescription: String?
    /// One or two sentences: what the option changes and when to change it.
    public var documentation: String

    public init(
        _ name: String, _ kind: Kind, default defaultValue: RuleOptionValue?, defaultDescription: String? = nil,
        _ documentation: String
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.defaultDescription = defaultDescription
        self.documentation = documentation
    }
}
