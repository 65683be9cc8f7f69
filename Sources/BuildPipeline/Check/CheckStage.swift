import DesignModel
import Diagnostics
import InputFiles
import Parallelism
import Rules
import ProjectConfig

/// The check stage as a plain function: runs the enabled rules over the model, applies the
/// configured severities, suppressions and baseline, and returns the diagnostics to print.
///
/// Diagnostics other stages reported under a registered rule id (the spec parser's
/// `spec/off-palette` …) go through the same severity, suppression and baseline steps.
public enum CheckStage {
    public struct Input: Sendable {
        public var system: DesignSystem
        public var config: KilnConfig
        public var spec: SpecFacts?
        /// The diagnostics of the earlier stages.
        public var diagnostics: [Diagnostic]
        public var baseline: Baseline?
        /// Spec files the reader read a folded copy of: the rules locate findings in the copy's
        /// columns, which are moved back to the file's (the earlier stages' diagnostics already are).
        public var shiftedFiles: ShiftedFiles

        public init(
            system: DesignSystem, config: KilnConfig, spec: SpecFacts? = nil, diagnostics: [Diagnostic] = [],
            baseline: Baseline? = nil, shiftedFiles: ShiftedFiles = ShiftedFiles()
        ) {
            self.system = system
            self.config = config
            self.spec = spec
            self.diagnostics = diagnostics
            self.baseline = baseline
            self.shiftedFiles = shiftedFiles
        }
    }

    public struct Output: Sendable {
        /// All diagnostics: the earlier stages' (re-severitied where a rule is configured) plus
        /// the findings, the contrast-pair problems and the baseline/suppression notes.
        public var diagnostics: [Diagnostic]
        public var outcome: CheckOutcome
    }

    /// The severity a rule runs at under `config`, or nil when it is off.
    public static func severity(of description: RuleDescription, in config: KilnConfig) -> Severity? {
        guard let setting = config.rules[description.diagnosticID.rawValue] else { return description.defaultSeverity.diagnosticSeverity }
        if let severity = setting.severity { return severity.diagnosticSeverity }
        // Giving an off-by-default rule settings asks for it.
        return description.defaultSeverity == .off ? .note : description.defaultSeverity.diagnosticSeverity
    }

    /// Resolves the `contrastPairs:` of the config; problems are `config/contrast-pair` errors.
    public static func resolvePairs(_ config: KilnConfig, system: DesignSystem) -> (pairs: [ResolvedContrastPair], problems: [Diagnostic]) {
        var pairs: [ResolvedContrastPair] = []
        var problems: [Diagnostic] = []
        for declared in config.contrastPairs {
            let resolved = ResolvedContrastPair.resolve(declared, in: system)
            problems += resolved.problems
            if let pair = resolved.pair { pairs.append(pair) }
        }
        return (pairs, problems)
    }

    /// Runs one rule with the options `config` gives it (used by the stage and the example tests).
    public static func run(
        _ rule: any Rule.Type, system: DesignSystem, config: KilnConfig, pairs: [ResolvedContrastPair], spec: SpecFacts?,
        severity: Severity, caches: RuleCaches = RuleCaches()
    ) -> [Finding] {
        let description = rule.description
        let options = RuleOptions(values: config.rules[description.diagnosticID.rawValue]?.options ?? [:], description: description)
        let ruleSeverity = RuleSeverity(rawValue: severity.rawValue) ?? .error
        let context = RuleContext(
            system: system, options: options, contrastPairs: pairs, platform: config.platform, spec: spec, severity: ruleSeverity, caches: caches)
        return rule.check(context).map { finding in
            var finding = finding
            // A rule may make one finding milder than its configured severity (an understated
            // ratio is a warning where the rule's errors are errors); never harsher.
            if !(severity == .error && finding.severity == .warning) { finding.severity = severity }
            return finding
        }
    }

    public static func run(_ input: Input) -> Output {
        var outcome = CheckOutcome()
        outcome.baselinePath = input.config.baseline
        let (pairs, pairProblems) = resolvePairs(input.config, system: input.system)
        var passthrough = pairProblems
        var findings: [Finding] = []

        let descriptions = Dictionary(uniqueKeysWithValues: RuleCatalog.descriptions.map { ($0.diagnosticID, $0) })
        // Other stages' diagnostics under a rule id: configured like rule findings.
        for diagnostic in input.diagnostics {
            guard let description = descriptions[diagnostic.id], description.reporter == .specParser else {
                passthrough.append(diagnostic)
                continue
            }
            guard let severity = severity(of: description, in: input.config) else { continue }
            var finding = Finding(diagnostic: diagnostic)
            finding.severity = severity
            findings.append(finding)
        }
        let caches = RuleCaches()
        // Rules are independent and deterministic (their shared caches lock): each runs on its
        // own, on every core, and their findings are joined in catalog order.
        let rules = RuleCatalog.all.compactMap { rule -> (rule: any Rule.Type, severity: Severity)? in
            guard rule.description.reporter == .rule, let severity = severity(of: rule.description, in: input.config) else { return nil }
            return (rule, severity)
        }
        let found = Parallel.map(rules.count) { index in
            run(rules[index].rule, system: input.system, config: input.config, pairs: pairs, spec: input.spec, severity: rules[index].severity, caches: caches)
        }
        for var ruleFindings in found {
            if !input.shiftedFiles.isEmpty {
                for index in ruleFindings.indices { ruleFindings[index].moveColumns(input.shiftedFiles) }
            }
            findings += ruleFindings
        }

        // Suppressions.
        var used = Array(repeating: false, count: input.config.suppressions.count)
        findings = findings.filter { finding in
            guard let index = input.config.suppressions.firstIndex(where: { $0.matches(finding) }) else { return true }
            used[index] = true
            outcome.suppressedCount += 1
            return false
        }
        for (index, suppression) in input.config.suppressions.enumerated() where !used[index] {
            passthrough.append(
                .note(
                    .suppressionUnused, "this suppression of \"\(suppression.rule)\" matches no finding; remove it if the problem is fixed",
                    at: suppression.range))
        }

        // Less noise: icons folded into their labels, repeated warnings grouped by cause.
        findings = FindingGrouping.apply(findings)
        passthrough = FindingGrouping.groupRepeatedWarnings(passthrough.map(Finding.init(diagnostic:))).map(\.diagnostic)

        // Baseline.
        if let baseline = input.baseline {
            let applied = baseline.apply(to: findings)
            outcome.hasBaseline = true
            outcome.findings = applied.new
            outcome.baselined = applied.accepted
            outcome.staleEntries = applied.stale
            for entry in applied.stale {
                let times = entry.count > 1 ? " (\(entry.count) times)" : ""
                passthrough.append(
                    .note(
                        .baselineStale, "baseline entry no longer occurs\(times): \(entry.fingerprint)", at: entry.range,
                        hint: "remove it, or run `kiln check --update-baseline`"))
            }
        } else {
            outcome.findings = Finding.sortedForOutput(findings)
        }
        return Output(diagnostics: passthrough + outcome.findings.map(\.diagnostic), outcome: outcome)
    }
}

extension Suppression {
    /// True when the finding is of the suppressed rule and matches every given filter.
    public func matches(_ finding: Finding) -> Bool {
        if rule.hasSuffix("/*") {
            guard finding.id.rawValue.hasPrefix(String(rule.dropLast())) else { return false }
        } else if finding.id.rawValue != rule {
            return false
        }
        if let file {
            let files = [finding.range.isNone ? nil : finding.range.file, finding.subject.file].compactMap { $0 }
            guard files.contains(where: { Glob(file).matches($0) }) else { return false }
        }
        if let component {
            guard let name = finding.subject.component, Self.wildcard(component, name) else { return false }
        }
        if let token {
            guard finding.subject.tokens.contains(where: { Self.wildcard(token, $0.string) }) else { return false }
        }
        return true
    }

    /// `*` matches any run of characters (dots and `›` included), `?` one character.
    static func wildcard(_ pattern: String, _ text: String) -> Bool {
        Glob.matchSegment(Array(pattern.utf8)[...], Array(text.utf8)[...])
    }
}

extension Finding {
    /// Moves the finding's locations from a reader's folded copy to the file's own columns.
    mutating func moveColumns(_ shifted: ShiftedFiles) {
        range = shifted.original(range)
        for index in notes.indices {
            if let range = notes[index].range { notes[index].range = shifted.original(range) }
        }
    }
}
