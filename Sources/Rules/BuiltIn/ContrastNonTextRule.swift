import ColorScience
import DesignModel

/// `a11y/contrast-non-text`: borders, icons, focus rings and selection indicators have 3:1
/// against what is next to them.
public enum ContrastNonTextRule: Rule {
    public static let description = RuleDescription(
        id: .a11yContrastNonText,
        title: "Controls, meaningful icons and focus indicators have 3:1 contrast",
        rationale: """
            WCAG 2 SC 1.4.11 Non-text Contrast (AA) asks for 3:1 between the parts of the interface \
            needed to identify a control or its state and the colors next to them: the border that \
            shows where an input is, icons that carry meaning, focus rings, selection indicators. \
            Decorative strokes and dividers are not required to pass, and neither are disabled \
            controls. In specs Kiln checks `Icon Color`, `Border`, `Color` of nodes without text and \
            focus/selection indicators against the node's effective background, per mode, state, \
            device and variant; in `kiln.yaml`, pairs with `kind: non-text`.
            """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "roles", .strings(allowed: SpecFact.NonTextRole.allCases.filter { $0 != .decorative }.map(\.rawValue)),
                default: .strings(SpecFact.NonTextRole.allCases.filter { $0 != .decorative }.map(\.rawValue)),
                "Which kinds of non-text color the specs are checked for. Drop `icon` if your icons always sit next to a text label."),
            RuleOption(
                "exemptStates", .strings(allowed: []), default: .strings(["disabled"]),
                "States not checked (WCAG exempts inactive components)."),
            RuleOption(
                "suggestTokens", .number(minimum: 0, maximum: 10), default: .number(3),
                "How many existing tokens that pass to suggest in each finding."),
        ],
        examples: [
            .passing(
                "A logo needs no contrast (WCAG 1.4.11 exempts logotypes): the white mark on the coral app icon is not checked",
                tokens: """
                    color:
                      $type: color
                      coral: { $value: "#FF6B6B", $extensions: { kiln: { name: Primary Coral } } }
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    #### App logo
                    - Background: Primary Coral
                    - Icon Color: White
                    """),
            .passing(
                "An error-red field border on white: 4.85:1",
                tokens: """
                    color:
                      $type: color
                      border-error: { $value: "#D63031" }
                      field: { $value: "#FFFFFF" }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.border-error, background: color.field, kind: non-text }
                    """),
            .failing(
                "A coral focus border on white: 2.77:1",
                tokens: """
                    color:
                      $type: color
                      focus: { $value: "#FF6B6B" }
                      field: { $value: "#FFFFFF" }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.focus, background: color.field, kind: non-text }
                    """,
                message: "non-text elements need 3:1"),
            .failing(
                "In a spec: a text field's 1pt border is the only thing showing where the field is",
                tokens: """
                    color:
                      $type: color
                      light-gray: { $value: "#DFE6E9", $extensions: { kiln: { name: Light Gray } } }
                    """,
                spec: """
                    #### 2. Search Field
                    - Background: White (#FFFFFF)
                    - Border: 1pt solid Light Gray (#DFE6E9)
                    """),
        ],
        input: .tokensAndSpecs)

    public static func check(_ context: RuleContext) -> [Finding] {
        let exempt = Set((context.options.strings("exemptStates") ?? []).map { $0.lowercased() })
        let roles = Set((context.options.strings("roles") ?? []).compactMap(SpecFact.NonTextRole.init(rawValue:)))
        let limit = Int(context.options.number("suggestTokens") ?? 3)
        let requirement = ContrastRequirement.nonText
        var findings: [Finding] = []
        for pair in context.contrastPairs where pair.declaration.kind == .nonText {
            if let state = pair.declaration.state, exempt.contains(state.lowercased()) { continue }
            findings += pair.site(in: context.system).contrastFindings(
                description.diagnosticID, context: context, required: requirement.required, requirement: requirement.phrase, tokenLimit: limit)
        }
        if let spec = context.spec {
            let pairs = spec.nonTextPairs.filter { pair in
                !exempt.contains(pair.context.state.lowercased()) && pair.role.map(roles.contains) ?? true
            }
            for (_, site) in SpecFact.ColorPair.sites(pairs, modeCount: context.modes.count) {
                findings += site.contrastFindings(
                    description.diagnosticID, context: context, required: requirement.required, requirement: requirement.phrase, tokenLimit: limit)
            }
        }
        return findings
    }
}
