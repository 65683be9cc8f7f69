import DesignModel
import Diagnostics
import Rules
import SpecParser
import TokenParser
import BuildPipeline
import ProjectConfig

/// Runs a rule's documented example (a token file, an optional `kiln.yaml` and an optional spec,
/// in memory) the way the pipeline would, so the examples in docs/rules.md are tested.
public enum RuleExampleRunner {
    public struct Outcome: Sendable {
        /// Findings of the rule under test.
        public var findings: [Finding]
        /// Problems with the example itself: errors while loading its tokens or reading its
        /// config, and contrast pairs that do not resolve. An example must have none.
        public var problems: [Diagnostic]
    }

    /// Runs `example` for `rule` with the rule enabled (at its default severity, or `note` for a
    /// rule that is off by default). A rule the spec parser reports is judged on the parser's
    /// diagnostics with the rule's id.
    public static func run(_ example: RuleExample, of rule: any Rule.Type) -> Outcome? {
        var problems: [Diagnostic] = []
        var config = KilnConfig()
        if let text = example.config {
            var diagnostics: [Diagnostic] = []
            config = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: text), diagnostics: &diagnostics)
            problems += diagnostics
        }
        var system = DesignSystem(modes: config.modes, tokens: [])
        if !example.tokens.isEmpty {
            let parsed = TokenSetParser(modes: config.modes).parse(files: [SourceFile(path: "tokens/example.yaml", text: example.tokens)])
            system = parsed.system
            problems += parsed.diagnostics.filter { $0.severity == .error }
        }
        var spec: SpecFacts?
        var parserDiagnostics: [Diagnostic] = []
        if let text = example.spec {
            let options = SpecParser.Options(
            modes: config.modes, background: config.background, platform: config.platform.rawValue, vocabulary: config.specSettings.vocabulary)
            let parsed = SpecParser(system: system, options: options).parse([SourceFile(path: "specs/example.md", text: text)])
            spec = parsed.specs.facts
            parserDiagnostics = parsed.diagnostics
            problems += parsed.diagnostics.filter { $0.severity == .error }
        }
        let (pairs, pairProblems) = CheckStage.resolvePairs(config, system: system)
        problems += pairProblems
        let severity = CheckStage.severity(of: rule.description, in: config) ?? .note
        if rule.description.reporter == .specParser {
            let findings = parserDiagnostics.filter { $0.id == rule.description.id }.map(Finding.init(diagnostic:))
            return Outcome(findings: findings, problems: problems)
        }
        let findings = CheckStage.run(rule, system: system, config: config, pairs: pairs, spec: spec, severity: severity)
        return Outcome(findings: findings, problems: problems)
    }
}
