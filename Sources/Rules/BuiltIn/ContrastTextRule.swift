import ColorScience
import DesignModel

/// `a11y/contrast-text`: text has enough WCAG 2 contrast with what it is drawn on.
public enum ContrastTextRule: Rule {
    public static let description = RuleDescription(
        id: .a11yContrastText,
        title: "Text has enough contrast with its background",
        rationale: """
            WCAG 2 SC 1.4.3 (AA) asks for a contrast ratio of at least 4.5:1 between text and its \
            background, 3:1 for large text (at least 24px, or 18.66px at weight 700 or more; Kiln \
            counts 1pt = 1dp = 1 CSS px); SC 1.4.6 (AAA) asks for 7:1 and 4.5:1. Kiln checks every \
            text-on-background pair the specs use, in every mode, state, device and variant — \
            translucent layers composited the way the platforms draw them, rounded to 8 bits — and \
            the pairs declared under `contrastPairs:` in `kiln.yaml` for teams without specs. \
            Disabled text is exempt, as WCAG says ("incidental": inactive user interface \
            components). Each finding names the nearest passing color (same OKLCH hue and chroma, \
            lightness searched, re-checked after rounding) and existing tokens that pass in every mode.
            """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "level", .choice(["aa", "aaa"]), default: .string("aa"),
                "WCAG level to require: `aa` (4.5:1, large text 3:1) or `aaa` (7:1, large text 4.5:1). A pair's own `level:` wins."),
            RuleOption(
                "exemptStates", .strings(allowed: []), default: .strings(["disabled"]),
                "States whose text is not checked. WCAG exempts inactive (disabled) components only."),
            RuleOption(
                "suggestTokens", .number(minimum: 0, maximum: 10), default: .number(3),
                "How many existing tokens that pass to suggest in each finding (0 for none)."),
        ],
        examples: [
            .passing(
                "Charcoal on white: 12.68:1",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#2D3436" }
                      background: { $value: "#FFFFFF" }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.text, background: color.background }
                    """),
            .failing(
                "Light gray on white: 1.90:1",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#B2BEC3" }
                      background: { $value: "#FFFFFF" }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.text, background: color.background }
                    """,
                message: "\"color.text\" on \"color.background\" is 1.90:1 in every mode; normal text needs 4.5:1"),
            .failing(
                "Fails in dark mode only: the background turns dark, and the text's dark value is too dark for it",
                tokens: """
                    color:
                      $type: color
                      text:
                        $value: "#636E72"
                        $extensions: { mode: { dark: "#4F5A5E" } }
                      background:
                        $value: "#FFFFFF"
                        $extensions: { mode: { dark: "#1A1D1F" } }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.text, background: color.background }
                    """,
                message: "in dark mode"),
            .passing(
                "Gray #949494 on white is 3.03:1: enough for large text (24pt)",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#949494" }
                      background: { $value: "#FFFFFF" }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.text, background: color.background, size: 24 }
                    """),
            .failing(
                "The same gray at 18pt bold is large text, but not at 18pt regular",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#949494" }
                      background: { $value: "#FFFFFF" }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.text, background: color.background, size: 18, weight: 400 }
                    """,
                message: "normal text needs 4.5:1"),
            .failing(
                "Translucent text is composited over its background first: black at 40% on white is 2.84:1",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "rgba(0, 0, 0, 0.4)" }
                      background: { $value: "#FFFFFF" }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.text, background: color.background }
                    """),
            .failing(
                "A translucent background is laid over what is under it (`over:`)",
                tokens: """
                    color:
                      $type: color
                      badge-text: { $value: "#FAB1A0" }
                      badge-fill: { $value: "alpha(#FAB1A0, 15%)" }
                      card: { $value: "#FFFFFF" }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.badge-text, background: color.badge-fill, over: color.card }
                    """),
            .passing(
                "Disabled text is exempt",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#DFE6E9" }
                      background: { $value: "#FFFFFF" }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.text, background: color.background, state: disabled }
                    """),
            .failing(
                "AAA asks for 7:1: slate gray on white (5.24:1) passes AA but not AAA",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#636E72" }
                      background: { $value: "#FFFFFF" }
                    """,
                config: """
                    rules:
                      a11y/contrast-text: { level: aaa }
                    contrastPairs:
                      - { foreground: color.text, background: color.background }
                    """,
                message: "needs 7:1"),
            .failing(
                "In a spec: the label's color on the card it sits on, per mode and state",
                tokens: """
                    color:
                      $type: color
                      gray: { $value: "#B2BEC3", $extensions: { kiln: { name: Light Gray } } }
                    """,
                spec: """
                    #### 1. Option Card
                    - Background: White (#FFFFFF)

                    ##### Label
                    - Typography: SF Pro Text, 17pt Semibold
                    - Color: Light Gray (#B2BEC3)
                    """),
        ],
        input: .tokensAndSpecs)

    public static func check(_ context: RuleContext) -> [Finding] {
        let level: WCAG.Level = context.options.string("level") == "aaa" ? .aaa : .aa
        let exempt = Set((context.options.strings("exemptStates") ?? []).map { $0.lowercased() })
        let limit = Int(context.options.number("suggestTokens") ?? 3)
        var findings: [Finding] = []
        for pair in context.contrastPairs where pair.declaration.kind == .text {
            if let state = pair.declaration.state, exempt.contains(state.lowercased()) { continue }
            let requirement = ContrastRequirement.text(level: pair.declaration.level ?? level, large: pair.declaration.isLargeText)
            findings += pair.site(in: context.system).contrastFindings(
                description.diagnosticID, context: context, required: requirement.required, requirement: requirement.phrase, tokenLimit: limit)
        }
        if let spec = context.spec {
            let pairs = spec.textPairs.filter { !exempt.contains($0.context.state.lowercased()) }
            for (pair, site) in SpecFact.ColorPair.sites(pairs, modeCount: context.modes.count) {
                let large = pair.textSize.map { WCAG.isLargeText(sizePoints: $0, weight: pair.textWeight ?? 400) } ?? false
                let requirement = ContrastRequirement.text(level: level, large: large)
                findings += site.contrastFindings(
                    description.diagnosticID, context: context, required: requirement.required, requirement: requirement.phrase, tokenLimit: limit)
            }
        }
        return findings
    }
}
