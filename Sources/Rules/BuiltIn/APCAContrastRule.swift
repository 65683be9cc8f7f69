import ColorScience
import DesignModel

/// `a11y/apca-contrast`: the APCA lightness contrast, as an opt-in advisory.
public enum APCAContrastRule: Rule {
    public static let description = RuleDescription(
        id: .a11yApcaContrast,
        title: "APCA lightness contrast (advisory, off by default)",
        rationale: """
            APCA (the Accessible Perceptual Contrast Algorithm, a candidate for WCAG 3) models \
            perceived contrast better than the WCAG 2 ratio, especially for dark mode. It is off by \
            default and never a substitute for `a11y/contrast-text`: conformance today is judged on \
            WCAG 2, and the APCA-W3 code and constants are published under a license that covers \
            their use for web content accessibility, so Kiln does not make them a gate. Enable it \
            (`rules: { a11y/apca-contrast: note }`) to see |Lc| below the APCA bronze-level minimums: \
            60 for body text, 45 for large text, 30 for non-text.
            """,
        defaultSeverity: .off,
        options: [
            RuleOption("minimumText", .number(minimum: 0, maximum: 108), default: .number(60), "Minimum |Lc| for normal text."),
            RuleOption("minimumLargeText", .number(minimum: 0, maximum: 108), default: .number(45), "Minimum |Lc| for large text."),
            RuleOption("minimumNonText", .number(minimum: 0, maximum: 108), default: .number(30), "Minimum |Lc| for non-text pairs."),
        ],
        examples: [
            .passing(
                "Charcoal on white: Lc 98.7",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#2D3436" }
                      background: { $value: "#FFFFFF" }
                    """,
                config: """
                    rules:
                      a11y/apca-contrast: note
                    contrastPairs:
                      - { foreground: color.text, background: color.background }
                    """),
            .failing(
                "Mid gray on black passes WCAG 2 AA (6.08:1) but is only Lc 39.6, under the body-text 60",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#8A8A8A" }
                      background: { $value: "#000000" }
                    """,
                config: """
                    rules:
                      a11y/apca-contrast: note
                    contrastPairs:
                      - { foreground: color.text, background: color.background }
                    """,
                message: "APCA"),
        ],
        input: .tokensAndSpecs)

    public static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        func evaluate(_ site: ContrastSite, minimum: Double, kind: String) {
            for group in site.groups {
                let sample = group[0]
                let flatText = sample.foreground.color.isOpaque ? sample.foreground.color : sample.foreground.color.composited(over: sample.flatBackground)
                let lc = APCA.lightnessContrast(text: flatText, background: sample.flatBackground)
                guard abs(lc) < minimum else { continue }
                let shown = (abs(lc) * 10).rounded(.down) / 10
                findings.append(
                    context.finding(
                        description.diagnosticID,
                        "\(site.label(sample)) has APCA Lc \(RuleOptionValue.number(shown))\(site.modePhrase(group)); the advisory minimum for \(kind) is Lc \(RuleOptionValue.number(minimum))",
                        at: sample.range ?? site.range, notes: site.colorNotes(sample, allModes: group.count > 1 || site.modeCount <= 1, system: context.system),
                        subject: site.subject(for: group),
                        measurement: MeasuredValue(value: abs(lc), required: minimum, unit: "Lc")))
            }
        }
        let text = context.options.number("minimumText") ?? 60
        let large = context.options.number("minimumLargeText") ?? 45
        let nonText = context.options.number("minimumNonText") ?? 30
        for pair in context.contrastPairs where !pair.declaration.isExempt {
            let site = pair.site(in: context.system)
            switch pair.declaration.kind {
            case .text: evaluate(site, minimum: pair.declaration.isLargeText ? large : text, kind: pair.declaration.isLargeText ? "large text" : "body text")
            case .nonText: evaluate(site, minimum: nonText, kind: "non-text")
            }
        }
        if let spec = context.spec {
            for (pair, site) in SpecFact.ColorPair.sites(spec.textPairs.filter { $0.context.state != "disabled" }, modeCount: context.modes.count) {
                let isLarge = pair.textSize.map { WCAG.isLargeText(sizePoints: $0, weight: pair.textWeight ?? 400) } ?? false
                evaluate(site, minimum: isLarge ? large : text, kind: isLarge ? "large text" : "body text")
            }
        }
        return findings
    }
}
