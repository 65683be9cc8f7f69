import Diagnostics

/// What a rule checks and why, its options and examples: the single source of the rule's
/// documentation, its configuration schema and its example tests.
public struct RuleDescription: Sendable, Hashable {
    /// What the rule reads.
    public enum Input: String, Sendable, Hashable {
        /// Tokens and `kiln.yaml` only.
        case tokens
        /// Tokens and `kiln.yaml`, and screen specs when present.
        case tokensAndSpecs
        /// Screen specs only: the rule finds nothing until specs are loaded.
        case specs
    }

    /// Who produces the findings.
    public enum Reporter: String, Sendable, Hashable {
        /// The rule's `check` (the check stage).
        case rule
        /// The spec parser, while it resolves references; the check stage applies the rule's
        /// configured severity, suppressions and baseline to those diagnostics by id.
        case specParser
    }

    /// The rule's id from the catalog (`a11y/contrast-text`): the diagnostic id of its findings
    /// and its key in kiln.yaml.
    public var diagnosticID: DiagnosticID
    /// A short imperative title ("Text has enough contrast").
    public var title: String
    /// Why the rule exists, with references (Markdown; a paragraph or two).
    public var rationale: String
    public var defaultSeverity: RuleSeverity
    public var options: [RuleOption]
    public var examples: [RuleExample]
    public var input: Input
    public var reporter: Reporter

    public init(
        id: DiagnosticID, title: String, rationale: String, defaultSeverity: RuleSeverity, options: [RuleOption] = [],
        examples: [RuleExample], input: Input = .tokens, reporter: Reporter = .rule
    ) {
        self.diagnosticID = id
        self.title = title
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.options = options
        self.examples = examples
        self.input = input
        self.reporter = reporter
    }

    public func option(_ name: String) -> RuleOption? { options.first { $0.name == name } }
}
