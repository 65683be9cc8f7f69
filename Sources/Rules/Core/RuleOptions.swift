/// A rule's option values: what `kiln.yaml` sets, falling back to the documented defaults.
public struct RuleOptions: Sendable, Hashable {
    public var values: [String: RuleOptionValue]
    public var defaults: [String: RuleOptionValue]

    public init(values: [String: RuleOptionValue] = [:], description: RuleDescription) {
        self.values = values
        var defaults: [String: RuleOptionValue] = [:]
        for option in description.options { defaults[option.name] = option.defaultValue }
        self.defaults = defaults
    }

    public subscript(name: String) -> RuleOptionValue? { values[name] ?? defaults[name] }

    /// True when the user set the option (rather than it taking its default).
    public func isSet(_ name: String) -> Bool { values[name] != nil }

    public func bool(_ name: String) -> Bool? {
        if case .bool(let value)? = self[name] { return value }
        return nil
    }

    public func number(_ name: String) -> Double? {
        if case .number(let value)? = self[name] { return value }
        return nil
    }

    public func string(_ name: String) -> String? {
        if case .string(let value)? = self[name] { return value }
        return nil
    }

    public func strings(_ name: String) -> [String]? {
        switch self[name] {
        case .strings(let values)?: values
        case .string(let value)?: [value]
        default: nil
        }
    }
}
