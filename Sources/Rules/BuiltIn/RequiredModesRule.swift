import ColorScience
import DesignModel
import Diagnostics

/// `tokens/required-modes`: a color that stays the same in every mode while what it is drawn
/// with changes sides.
public enum RequiredModesRule: Rule {
    public static let description = RuleDescription(
        id: .tokensRequiredModes,
        title: "Colors that must adapt to the mode have a value for each mode",
        rationale: """
            A color with one value for every mode is often right — white text on a coral button, \
            the camera's black, a brand accent on a fill that does not change. It is wrong when the \
            color is drawn with something that *does* change so much that the two swap sides: \
            charcoal text on a background that is white in light mode and near-black in dark mode \
            was designed for one of the two and is invisible in the other. So Kiln reports a pair \
            (a spec text or non-text pair, or a `kiln.yaml` contrast pair) when one side has the \
            same value in every mode, the other side does not, and in some mode either the two \
            swap sides (the changing one is lighter than the constant one in the first mode and \
            darker in another, by WCAG relative luminance) or a pair that reaches 3:1 in the first \
            mode drops below 3:1 (near-white text on a card that stayed white). It does not report \
            palette primitives that no pair uses, colors on backgrounds that do not change, or \
            colors whose partner changes a little and stays legible (white on coral and on the \
            brighter dark-mode coral). Low contrast as such is `a11y/contrast-text`'s business; \
            this rule names the cause. A token with no value at all for a mode is a different \
            problem, reported while loading (`mode/missing`).
            """,
        defaultSeverity: .warning,
        examples: [
            .failing(
                "Charcoal text kept for dark mode, where the background turns near-black",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#2D3436" }
                      background:
                        $value: "#FFFFFF"
                        $extensions: { mode: { dark: "#1A1D1F" } }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.text, background: color.background }
                    """,
                message: "\"color.text\" has the same value in every mode"),
            .passing(
                "The text has a dark-mode value too",
                tokens: """
                    color:
                      $type: color
                      text:
                        $value: "#2D3436"
                        $extensions: { mode: { dark: "#F5F6FA" } }
                      background:
                        $value: "#FFFFFF"
                        $extensions: { mode: { dark: "#1A1D1F" } }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.text, background: color.background }
                    """),
            .passing(
                "White on coral: the coral is brighter in dark mode but stays darker than white",
                tokens: """
                    color:
                      $type: color
                      on-primary: { $value: "#FFFFFF" }
                      primary:
                        $value: "#D63031"
                        $extensions: { mode: { dark: "#E74C3C" } }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.on-primary, background: color.primary, size: 17, weight: 600 }
                    """),
            .failing(
                "A card that stays white while its text turns light",
                tokens: """
                    color:
                      $type: color
                      text:
                        $value: "#2D3436"
                        $extensions: { mode: { dark: "#F5F6FA" } }
                      card: { $value: "#FFFFFF" }
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.text, background: color.card }
                    """,
                message: "background \"color.card\" has the same value in every mode"),
        ],
        input: .tokensAndSpecs)

    public static func check(_ context: RuleContext) -> [Finding] {
        guard context.modes.count > 1 else { return [] }
        var findings: [Finding] = []
        for pair in context.contrastPairs {
            if let finding = evaluate(pair.site(in: context.system), context: context) { findings.append(finding) }
        }
        if let spec = context.spec {
            for (_, site) in SpecFact.ColorPair.sites(spec.textPairs + spec.nonTextPairs, modeCount: context.modes.count) {
                if let finding = evaluate(site, context: context) { findings.append(finding) }
            }
        }
        return findings
    }

    static func evaluate(_ site: ContrastSite, context: RuleContext) -> Finding? {
        let samples = site.samples
        guard samples.count > 1, let first = samples.first else { return nil }
        let foregroundConstant = Set(samples.map(\.foreground.color.quantized)).count == 1
        let backgroundConstant = Set(samples.map(\.flatBackground)).count == 1
        guard foregroundConstant != backgroundConstant else { return nil }

        func side(_ sample: ContrastSite.Sample) -> Int {
            let shown = sample.foreground.color.isOpaque ? sample.foreground.color : sample.foreground.color.composited(over: sample.flatBackground)
            let difference = WCAG.relativeLuminance(shown) - WCAG.relativeLuminance(sample.flatBackground)
            return abs(difference) < 1e-6 ? 0 : (difference > 0 ? 1 : -1)
        }
        let reference = side(first)
        guard reference != 0 else { return nil }
        let legible = 3.0
        let other: ContrastSite.Sample
        let swapped: Bool
        if let flipped = samples.dropFirst().first(where: { side($0) == -reference }) {
            (other, swapped) = (flipped, true)
        } else if first.ratio >= legible, let collapsed = samples.dropFirst().first(where: { $0.ratio < legible }) {
            (other, swapped) = (collapsed, false)
        } else {
            return nil
        }

        let constant = foregroundConstant ? first.foreground : (first.background.last ?? first.foreground)
        let constantColor = foregroundConstant ? first.foreground.color : first.flatBackground
        let partner = foregroundConstant ? "its background" : "its foreground"
        let partnerFirst = foregroundConstant ? first.flatBackground : first.foreground.color
        let partnerOther = foregroundConstant ? other.flatBackground : other.foreground.color
        // Does the token itself adapt (the spec drew a fixed value), or has it one value only?
        let token = constant.token.flatMap { context.system[$0] }
        let tokenAdapts = token.map { !ColorReference(written: "", target: .token($0.path)).isModeInvariant(in: context.system) } ?? false

        var message = "\(foregroundConstant ? "" : "background ")\"\(constant.name)\" "
        message += tokenAdapts ? "is drawn as \(constantColor.hex) in every mode" : "has the same value in every mode (\(constantColor.hex))"
        if swapped {
            // "lighter than it" from the constant side's point of view.
            let partnerLighterFirst = foregroundConstant ? reference < 0 : reference > 0
            message +=
                ", but \(partner) is \(partnerLighterFirst ? "lighter" : "darker") than it in \(first.mode) mode (\(partnerFirst.hex)) and "
                + "\(partnerLighterFirst ? "darker" : "lighter") in \(other.mode) mode (\(partnerOther.hex))"
        } else {
            message +=
                ", but \(partner) changes from \(partnerFirst.hex) in \(first.mode) mode to \(partnerOther.hex) in \(other.mode) mode, "
                + "which leaves \(WCAG.formatRatio(other.ratio)) between them (\(WCAG.formatRatio(first.ratio)) in \(first.mode) mode)"
        }

        var notes: [Diagnostic.Note] = []
        var fixes: [FixSuggestion] = []
        let modeValue = "`$extensions: { mode: { \(other.mode): … } }`"
        if let token, tokenAdapts {
            let value = context.system.value(token.path, mode: other.mode).flatMap(ColorReference.color(of:))?.hex ?? "another value"
            notes.append(.init("\"\(token.path)\" is \(value) in \(other.mode) mode", at: token.range))
            fixes.append(.init(.text, "refer to the token for every mode instead of a fixed color, so it follows the mode", mode: other.mode))
        } else {
            if let token { notes.append(.init("\"\(token.path)\" is defined here, with no value for \(other.mode) mode", at: token.range)) }
            let target = token.map { "\"\($0.path)\"" } ?? "it"
            if foregroundConstant,
                let suggestion = ContrastSuggestions.nearestForeground(first.foreground.color, on: other.flatBackground, required: 4.5)
            {
                fixes.append(
                    .init(
                        .color, "give \(target) a \(other.mode)-mode value (\(modeValue)), e.g. \(suggestion.hex), which has 4.5:1 on \(other.flatBackground.hex)",
                        replacement: suggestion.hex, mode: other.mode))
            } else {
                fixes.append(.init(.text, "give \(target) a \(other.mode)-mode value (\(modeValue))", mode: other.mode))
            }
        }
        var subject = site.subject
        subject.details.append(.init("constant", foregroundConstant ? "foreground" : "background"))
        return context.finding(description.diagnosticID, message, at: first.range ?? site.range, notes: notes, fixes: fixes, subject: subject)
    }
}
