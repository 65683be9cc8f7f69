import ColorScience
import DesignModel
import Diagnostics

extension ContrastSite {
    /// Findings for the modes where the site's WCAG 2 ratio is below `required`: one for all
    /// modes when they draw the same colors, else one per failing mode. `requirement` completes
    /// the message ("normal text needs 4.5:1 (WCAG AA, SC 1.4.3)").
    func contrastFindings(
        _ ruleID: DiagnosticID, context: RuleContext, required: Double, requirement: String, tokenLimit: Int
    ) -> [Finding] {
        var findings: [Finding] = []
        for group in groups {
            let sample = group[0]
            guard !WCAG.passes(ratio: sample.ratio, required: required) else { continue }
            let allModes = group.count > 1 || modeCount <= 1
            let message = "\(label(sample)) is \(WCAG.formatRatio(sample.ratio))\(modePhrase(group)); \(requirement)"
            var finding = context.finding(
                ruleID, message, at: sample.range ?? range,
                notes: colorNotes(sample, allModes: allModes, system: context.system),
                fixes: context.suggestsFixes
                    ? fixes(failing: [group], required: required, system: context.system, tokenLimit: tokenLimit, tokens: context.caches.colorTokenTable(context.system))
                    : [],
                subject: subject(for: group),
                measurement: MeasuredValue(value: sample.ratio, required: required, unit: "ratio"))
            if namesColorsPerSample {
                let qualifiers = finding.subject.details.filter { ["state", "device", "variant"].contains($0.key) }
                finding.drawnPair = ([sample.foreground.color.hex, "on"] + sample.background.map(\.color.hex) + group.map(\.mode)
                    + qualifiers.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
            }
            findings.append(finding)
        }
        return findings
    }
}

/// Requirement phrases shared by the contrast rules.
enum ContrastRequirement {
    static func text(level: WCAG.Level, large: Bool) -> (required: Double, phrase: String) {
        let required = WCAG.requiredRatio(level: level, largeText: large)
        let criterion = level == .aa ? "SC 1.4.3" : "SC 1.4.6"
        return (required, "\(large ? "large" : "normal") text needs \(ContrastSite.ratioText(required)) (WCAG \(level.rawValue.uppercased()), \(criterion))")
    }

    static let nonText = (required: 3.0, phrase: "non-text elements need 3:1 against what is next to them (WCAG SC 1.4.11)")
}
