import ColorScience
import DesignModel
import Diagnostics

/// `spec/claimed-contrast`: contrast ratios and levels stated in Accessibility sections are true.
public enum ClaimedContrastRule: Rule {
    public static let description = RuleDescription(
        id: .specClaimedContrast,
        title: "Contrast claims in specs are true",
        rationale: """
            Specs state contrast in prose ("Headline (Charcoal on White): 13.1:1 (AAA)"), and \
            readers trust it. Kiln computes each claimed pair in every mode where both colors \
            resolve and reports a ratio that is wrong — the computed WCAG 2 ratio, rounded to two \
            decimals, must be at least the stated one minus 0.05 — or a level (AA, AAA, AA large) \
            the pair does not reach. A ratio overstated by less than 5% that is on the same side of \
            3:1, 4.5:1 and 7:1 as the computed one keeps its verdict: a warning, not an error. A measured ratio stated for no mode that one mode's pair gives \
            (not a threshold such as 4.5:1) is taken as measured in that mode. A measured ratio \
            for a pair written as literals, well below the computed one (by 0.5 and 15%), is \
            reported as a warning: it understates the pair. A blanket claim ("All text meets 4.5:1 minimum") is checked \
            against every text pair of its screen. Claims without a pair are shown on the site as \
            unverified.
            """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "tolerance", .number(minimum: 0, maximum: 1), default: .number(0.05),
                "How far below the stated ratio the computed one may be (stated ratios are usually rounded)."),
            RuleOption(
                "relativeTolerance", .number(minimum: 0, maximum: 0.5), default: .number(0.05),
                "Below the stated ratio by less than this share, with no WCAG threshold (3:1, 4.5:1, 7:1) between them, an overstated ratio is a warning."),
        ],
        examples: [
            .passing(
                "Charcoal on white is 12.68:1, so \"12.6:1 (AAA)\" holds",
                tokens: """
                    color:
                      $type: color
                      charcoal: { $value: "#2D3436", $extensions: { kiln: { name: Charcoal } } }
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    ### Accessibility
                    - ✅ Color Contrast:
                      - Headline (Charcoal on White): 12.6:1 (AAA)
                    """),
            .passing(
                "Error Red on white is 4.85:1, which a claim rounds to 4.9:1",
                tokens: """
                    color:
                      $type: color
                      error: { $value: "#D63031", $extensions: { kiln: { name: Error Red } } }
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    ### Accessibility
                    - ✅ Color Contrast:
                      - Error text (Error Red on White): 4.9:1 (AA)
                    """),
            .failing(
                "Coral on white is 2.78:1, not the 4.5:1 the spec claims",
                tokens: """
                    color:
                      $type: color
                      coral: { $value: "#FF6B6B", $extensions: { kiln: { name: Primary Coral } } }
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    ### Accessibility
                    - ✅ Color Contrast:
                      - Switch active color (Primary Coral on White): 4.5:1 (AA)
                    """),
            .failing(
                "An imprecise ratio whose verdict holds: white on #EF4444 is 3.76:1, stated as 3.9:1 — both above 3:1 and below 4.5:1 (a warning)",
                tokens: """
                    color:
                      $type: color
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    ### Accessibility
                    - ✅ Color Contrast:
                      - Error button (White on #EF4444): 3.9:1, large text only
                    """,
                message: "the verdict holds"),
            .failing(
                "Within 5%, but across a threshold: #787878 on white is 4.42:1, below the 4.5:1 the claim states",
                tokens: """
                    color:
                      $type: color
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    ### Accessibility
                    - ✅ Color Contrast:
                      - Caption (#787878 on White): 4.5:1
                    """),
            .failing(
                "A measured ratio that understates the pair: white on navy is 12.14:1, not 8.5:1 (a warning)",
                tokens: """
                    color:
                      $type: color
                      navy: { $value: "#1A365D", $extensions: { kiln: { name: Navy } } }
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    ### Accessibility
                    - ✅ Color Contrast:
                      - Banner title (#FFFFFF on #1A365D): 8.5:1 (AAA)
                    """,
                message: "understates"),
            .passing(
                "A ratio stated for no mode holds in the mode it was measured in: secondary text on white is 5.24:1 in light mode; in dark mode the token is lighter and the pair is not drawn on white",
                tokens: """
                    color:
                      $type: color
                      secondary:
                        $value: "#636E72"
                        $extensions: { mode: { dark: "#B2BEC3" }, kiln: { name: Secondary Gray } }
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    ### Accessibility
                    - ✅ Color Contrast:
                      - Snippet (Secondary Gray on White): 5.2:1
                    """),
        ],
        input: .specs)

    // Whole: one switch over a claim's scope; each case compares the same stated ratio and tolerance.
    public static func check(_ context: RuleContext) -> [Finding] {
        guard let spec = context.spec else { return [] }
        let tolerance = context.options.number("tolerance") ?? 0.05
        let relativeTolerance = context.options.number("relativeTolerance") ?? 0.05
        var findings: [Finding] = []
        for claim in spec.contrastClaims {
            let stated = claim.statedRatio > 0
                ? RuleOptionValue.number(claim.statedRatio).description + ":1" : "its WCAG AA minimum (4.5:1, 3:1 for large text)"
            let subjectText = claim.subject.map { "\"\($0)\"" } ?? "the pair"
            switch claim.scope {
            case .unverified:
                continue
            case .pair(let samples):
                // Modes drawing the same colors are reported once.
                var seen = Set<[RGBA]>()
                let distinct = samples.filter { sample in
                    seen.insert([sample.foreground.color.quantized] + sample.background.map(\.color.quantized)).inserted
                }
                let allModes = distinct.count == 1 && samples.count == context.modes.count
                // A measured ratio stated for no mode, which one mode's pair gives (rounded as
                // writers round), was measured in that mode: the other modes draw other colors.
                // A threshold (`4.5:1`, `3:1`, `7:1`) is a promise for every mode.
                if claim.statedRatio > 0, distinct.count > 1, ![3, 4.5, 7].contains(claim.statedRatio), distinct.contains(where: { sample in
                    guard let background = Compositing.flatten(sample.background.map(\.color)) else { return false }
                    return abs(ContrastFix.effectiveRatio(foreground: sample.foreground.color, background: background) - claim.statedRatio) < 0.06
                }) {
                    continue
                }
                for sample in distinct {
                    guard let background = Compositing.flatten(sample.background.map(\.color)) else { continue }
                    let ratio = ContrastFix.effectiveRatio(foreground: sample.foreground.color, background: background)
                    let rounded = (ratio * 100).rounded() / 100
                    var problems: [String] = []
                    var required = claim.statedRatio - tolerance
                    // Compared in hundredths: `4.9 - 0.05` is 4.8500000000000005 in binary, which a
                    // pair of 4.85:1 (stated as 4.9) must not fall short of.
                    // Within a small share of the stated ratio and on the same side of every
                    // threshold, the verdict holds: the number is imprecise (a warning), not false.
                    let crossesThreshold = [3, 4.5, 7].contains { claim.statedRatio >= $0 && rounded < $0 }
                    let withinShare = rounded >= claim.statedRatio * (1 - relativeTolerance) && !crossesThreshold
                    let overstated = (rounded * 100).rounded() < (required * 100).rounded()
                    if overstated { problems.append(withinShare ? "not \(stated), though the verdict holds" : "not \(stated)") }
                    // `#10B981 on #1F2937: 4.6:1` for a pair that is 5.79:1: a measurement that
                    // understates the pair misleads as well, less gravely. Only a pair written as
                    // literals is certain to be the one measured; a threshold (`meets 4.5:1`) is
                    // no measurement.
                    let literal = ([sample.foreground] + sample.background).allSatisfy { $0.written.hasPrefix("#") || $0.written.lowercased().hasPrefix("rgb") }
                    let understated = problems.isEmpty && literal && claim.statedRatio > 0 && ![3, 4.5, 7].contains(claim.statedRatio)
                        && rounded >= claim.statedRatio + max(0.5, claim.statedRatio * 0.15)
                    if understated { problems.append("the claim understates it") }
                    if let level = claim.statedLevel, !WCAG.passes(ratio: ratio, required: level.requiredRatio),
                        !(problems.count == 1 && level.requiredRatio == claim.statedRatio)
                    {
                        problems.append("below \(level.rawValue) (\(ContrastSite.ratioText(level.requiredRatio)))")
                        required = max(required, level.requiredRatio)
                    }
                    guard !problems.isEmpty else { continue }
                    var subject = FindingSubject(
                        tokens: [sample.foreground.token].compactMap { $0 } + sample.background.compactMap(\.token), file: claim.file,
                        details: [
                            .init("claim", stated), .init("foreground", sample.foreground.name),
                            .init("background", sample.background.last?.name ?? "?"),
                        ])
                    if context.modes.count > 1, !allModes { subject.details.append(.init("mode", sample.mode)) }
                    let modeText = context.modes.count > 1 ? (allModes ? " in every mode" : " in \(sample.mode) mode") : ""
                    var finding = context.finding(
                        description.diagnosticID,
                        "\(subjectText) claims \(stated)\(claim.statedLevel.map { " (\($0.rawValue))" } ?? ""), but \"\(sample.foreground.name)\" on \"\(sample.background.last?.name ?? "its background")\" is \(WCAG.formatRatio(ratio))\(modeText): \(problems.joined(separator: ", "))",
                        at: claim.range,
                        notes: context.definitionNotes([sample.foreground.token].compactMap { $0 } + sample.background.compactMap(\.token)),
                        fixes: [.init(.text, understated ? "state the computed ratio" : "state the computed ratio, or change the colors")],
                        subject: subject, measurement: MeasuredValue(value: ratio, required: understated ? 0 : required, unit: "ratio"))
                    if understated || (overstated && withinShare && problems.count == 1), finding.severity == .error { finding.severity = .warning }
                    findings.append(finding)
                }
            case .blanket(let screen):
                let pairs = spec.textPairs.filter { pair in
                    pair.component.file == claim.file && (screen == nil || pair.component.screen == screen) && pair.context.state != "disabled"
                }
                var failing: [(site: ContrastSite, group: [ContrastSite.Sample])] = []
                for (pair, site) in SpecFact.ColorPair.sites(pairs, modeCount: context.modes.count) {
                    // Stated ratio 0: "All text meets minimum ratios", each text its own minimum.
                    let large = pair.textSize.map { WCAG.isLargeText(sizePoints: $0, weight: pair.textWeight ?? 400) } ?? false
                    let required = claim.statedRatio > 0 ? claim.statedRatio : (large ? 3 : 4.5)
                    for group in site.groups where !WCAG.passes(ratio: group[0].ratio, required: required) {
                        failing.append((site, group))
                    }
                }
                guard !failing.isEmpty else { continue }
                failing.sort { $0.group[0].ratio < $1.group[0].ratio }
                let worst = failing[0]
                let scope = screen.map { "of \"\($0)\"" } ?? "in this file"
                let count = failing.count == 1 ? "1 text pair \(scope) does not" : "\(failing.count) text pairs \(scope) do not"
                let message =
                    "the spec claims all text meets \(stated), but \(count); the lowest is \(worst.site.label(worst.group[0])) at "
                    + "\(WCAG.formatRatio(worst.group[0].ratio))\(worst.site.modePhrase(worst.group))"
                let shown = 8
                var notes: [Diagnostic.Note] = failing.prefix(shown).map { entry in
                    let sample = entry.group[0]
                    return .init(
                        "\(entry.site.label(sample)) is \(WCAG.formatRatio(sample.ratio))\(entry.site.modePhrase(entry.group))",
                        at: sample.range ?? entry.site.range)
                }
                if failing.count > shown { notes.append(.init("… and \(failing.count - shown) more; each is also reported by a11y/contrast-text")) }
                // Identified by what it claims and where, not by its wording.
                var subject = FindingSubject(file: claim.file, details: [.init("claim", "all text \(stated)")])
                if let screen { subject.details.append(.init("screen", screen)) }
                findings.append(
                    context.finding(
                        description.diagnosticID, message, at: claim.range, notes: notes,
                        fixes: [.init(.text, "fix the pairs, or state what is true")], subject: subject,
                        measurement: MeasuredValue(value: worst.group[0].ratio, required: claim.statedRatio, unit: "ratio")))
            }
        }
        return findings
    }
}
