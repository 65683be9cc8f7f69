/// A tiny project that shows a rule passing or failing. Examples are run by one parameterized
/// test (passing: no finding of the rule; failing: at least one, whose message contains
/// `expectedMessage` when given) and printed in `docs/rules.md`.
///
/// `tokens` is a token file (YAML, may be empty); `config` an optional `kiln.yaml`; `spec` an
/// optional Markdown spec (`specs/example.md`), parsed by the spec parser against the tokens.
public struct RuleExample: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case passing
        case failing
    }

    public var kind: Kind
    /// One line saying what the example shows.
    public var title: String
    public var tokens: String
    public var config: String?
    public var spec: String?
    /// Text that one finding's message must contain (failing examples only).
    public var expectedMessage: String?

    public init(
        _ kind: Kind, _ title: String, tokens: String, config: String? = nil, spec: String? = nil,
        expectedMessage: String? = nil
    ) {
        self.kind = kind
        self.title = title
        self.tokens = tokens
        self.config = config
        self.spec = spec
        self.expectedMessage = expectedMessage
    }

    public static func passing(_ title: String, tokens: String, config: String? = nil, spec: String? = nil) -> RuleExample {
        RuleExample(.passing, title, tokens: tokens, config: config, spec: spec)
    }

    public static func failing(
        _ title: String, tokens: String, config: String? = nil, spec: String? = nil, message: String? = nil
    ) -> RuleExample {
        RuleExample(.failing, title, tokens: tokens, config: config, spec: spec, expectedMessage: message)
    }

    /// True when the example needs the spec model to run.
    public var needsSpecs: Bool { spec != nil }
}
