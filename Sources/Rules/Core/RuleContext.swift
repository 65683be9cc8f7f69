import ColorScience
import DesignModel
import Diagnostics

/// What a rule sees: the resolved model, the spec facts when specs are loaded, the contrast
/// pairs declared in `kiln.yaml`, the target platform and the rule's own option values.
public struct RuleContext: Sendable {
    public var system: DesignSystem
    /// The rule's options (configured values over documented defaults).
    public var options: RuleOptions
    /// `contrastPairs:` from `kiln.yaml`, resolved: token-level pairs for teams without specs.
    /// (Pairs that did not resolve were reported as `config/contrast-pair` and are left out.)
    public var contrastPairs: [ResolvedContrastPair]
    /// `platform:` from `kiln.yaml`; specs may override it per file.
    public var platform: Platform
    /// What the specs say, once the spec model exists; nil when no specs are loaded.
    public var spec: SpecFacts?
    /// The severity findings are created with (the rule's default; the check stage re-applies
    /// the configured one).
    public var severity: RuleSeverity
    /// Whether findings carry fix suggestions; off for a rule that only reads other rules'
    /// findings (`ScopedClaimRule`), where looking for passing colors and tokens was wasted.
    public var suggestsFixes = true
    /// Shared by every rule of one check (same `system`).
    public var caches: RuleCaches

    public init(
        system: DesignSystem, options: RuleOptions, contrastPairs: [ResolvedContrastPair] = [], platform: Platform = .ios,
        spec: SpecFacts? = nil, severity: RuleSeverity = .warning, caches: RuleCaches = RuleCaches()
    ) {
        self.system = system
        self.options = options
        self.contrastPairs = contrastPairs
        self.platform = platform
        self.spec = spec
        self.severity = severity
        self.caches = caches
    }

    public var modes: [String] { system.modes }

    /// A finding with this rule's severity (error when configured off but run anyway, which
    /// only happens in tests).
    func finding(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [],
        fixes: [FixSuggestion] = [], subject: FindingSubject, measurement: MeasuredValue? = nil
    ) -> Finding {
        Finding(
            id: id, severity: severity.diagnosticSeverity ?? .error, message: message, range: range, notes: notes,
            fixes: fixes, subject: subject, measurement: measurement)
    }

    /// "defined here" notes for tokens, in the order given, skipping unknown paths and repeats.
    func definitionNotes(_ paths: [TokenPath], describe: (Token) -> String = { "\"\($0.path)\" is defined here" })
        -> [Diagnostic.Note]
    {
        var seen = Set<TokenPath>()
        var notes: [Diagnostic.Note] = []
        for path in paths where seen.insert(path).inserted {
            guard let token = system[path] else { continue }
            notes.append(.init(describe(token), at: token.range))
        }
        return notes
    }
}
