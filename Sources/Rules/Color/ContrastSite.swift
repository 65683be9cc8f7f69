import ColorScience
import DesignModel
import Diagnostics

/// One place where a foreground meets a background — a declared pair, or a spec property in
/// one state/device/variant — with its colors in each mode. The contrast rules evaluate sites
/// the same way whatever their source, so config pairs and spec pairs read alike.
struct ContrastSite {
    /// A color as drawn in one mode, with where it comes from (for notes).
    struct Layer {
        var color: RGBA
        var name: String
        var token: TokenPath?
        var range: SourceRange?
    }

    struct Sample {
        var mode: String
        var foreground: Layer
        /// Bottom → top.
        var background: [Layer]
        /// The opaque color the background layers flatten to.
        var flatBackground: RGBA
        var ratio: Double
        /// The line that decided the foreground in this mode (spec pairs); nil: the site's range.
        var range: SourceRange?

        /// Identity of what is drawn, for collapsing modes that draw the same thing.
        var drawn: [RGBA] { [foreground.color.quantized] + background.map(\.color.quantized) }
    }

    /// Subject without the mode (rules add `mode=` when the finding is about some modes only).
    var subject: FindingSubject
    /// How the site reads in a message: `"color.text.secondary" on "color.background.primary"`,
    /// or for spec sites `Color of "Screen › Node" (pressed)`, completed per sample by `label(_:)`.
    var label: String
    /// Spec sites name their colors per sample (the tokens may differ between modes).
    var namesColorsPerSample = false
    var range: SourceRange
    var samples: [Sample]
    var modeCount: Int

    /// Builds a sample; nil when no background layer is opaque (indeterminate).
    static func sample(mode: String, foreground: Layer, background: [Layer], range: SourceRange? = nil) -> Sample? {
        guard let flat = Compositing.flatten(background.map(\.color)) else { return nil }
        let ratio = ContrastFix.effectiveRatio(foreground: foreground.color, background: flat)
        return Sample(mode: mode, foreground: foreground, background: background, flatBackground: flat, ratio: ratio, range: range)
    }

    /// Samples grouped by what they draw: when every mode draws the same colors the site is
    /// reported once for all modes, else once per failing mode.
    var groups: [[Sample]] {
        guard samples.count > 1, samples.count == modeCount, Set(samples.map(\.drawn)).count == 1 else {
            return samples.map { [$0] }
        }
        return [samples]
    }

    /// The label for one sample: spec sites add `, "fg" on "bg"` with that sample's colors.
    func label(_ sample: Sample) -> String {
        guard namesColorsPerSample else { return label }
        var background = sample.background.last.map { "\"\($0.name)\"" } ?? "its background"
        // A scrim over a photo is judged at the content's worst case, which the spec reader names.
        if sample.background.count > 1, let content = sample.background.first, content.name.hasPrefix("photo content") {
            background += " over \(content.name)"
        }
        return "\(label), \"\(sample.foreground.name)\" on \(background)"
    }

    /// "in dark mode", "in every mode" (or nothing when there is one mode).
    func modePhrase(_ group: [Sample]) -> String {
        if group.count > 1 || modeCount <= 1 { return modeCount <= 1 ? "" : " in every mode" }
        return " in \(group[0].mode) mode"
    }

    func subject(for group: [Sample]) -> FindingSubject {
        var subject = self.subject
        if group.count == 1, modeCount > 1 {
            subject.details.append(.init("mode", group[0].mode))
        }
        return subject
    }

    /// Notes describing the colors of one sample: what each token is in that mode, and what a
    /// translucent layer is drawn over.
    func colorNotes(_ sample: Sample, allModes: Bool, system: DesignSystem) -> [Diagnostic.Note] {
        let inMode = allModes ? "" : " in \(sample.mode) mode"
        var notes: [Diagnostic.Note] = []
        var layers = [sample.foreground] + sample.background.reversed()
        var seen = Set<String>()
        layers = layers.filter { seen.insert($0.name).inserted }
        for layer in layers {
            var text = "\(Self.quoted(layer)) is \(layer.color.hex)\(inMode)"
            if !layer.color.isOpaque { text += " (\(Self.percent(layer.color.alpha)) opacity)" }
            let range = layer.token.flatMap { system[$0]?.range } ?? layer.range
            notes.append(.init(text, at: range))
        }
        if sample.background.count > 1 || !(sample.background.last?.color.isOpaque ?? true) {
            notes.append(.init("the background flattens to \(sample.flatBackground.hex)\(inMode)"))
        }
        if !sample.foreground.color.isOpaque {
            let effective = sample.foreground.color.composited(over: sample.flatBackground)
            notes.append(.init("the translucent foreground shows as \(effective.hex) on it"))
        }
        return notes
    }

    /// Nearest passing colors (per failing group) and tokens passing in every mode.
    func fixes(failing: [[Sample]], required: Double, system: DesignSystem, tokenLimit: Int, tokens table: ColorTokenTable) -> [FixSuggestion] {
        var fixes: [FixSuggestion] = []
        for group in failing {
            let sample = group[0]
            guard
                let nearest = ContrastSuggestions.nearestForeground(
                    sample.foreground.color, on: sample.flatBackground, required: required)
            else {
                fixes.append(.init(.text, "no color with the foreground's hue and chroma reaches \(Self.ratioText(required)) on \(sample.flatBackground.hex)\(modePhrase(group)); change the background"))
                continue
            }
            let before = OKLCH(sample.foreground.color).L
            let after = OKLCH(nearest).L
            let direction = after > before ? "lighter" : "darker"
            let mode = group.count == 1 && modeCount > 1 ? sample.mode : nil
            fixes.append(
                .init(
                    .color,
                    "nearest passing color\(modePhrase(group)): \(nearest.hex) (same hue and chroma, \(direction), \(WCAG.formatRatio(ContrastFix.effectiveRatio(foreground: nearest, background: sample.flatBackground))))",
                    replacement: nearest.hex, mode: mode))
            // A single opaque background can move instead (white text on a brand fill), when that
            // is the smaller change.
            if sample.background.count == 1, sample.foreground.color.isOpaque,
                let background = ContrastSuggestions.nearestBackground(sample.flatBackground, under: sample.foreground.color, required: required),
                abs(OKLCH(background).L - OKLCH(sample.flatBackground).L) < abs(after - before)
            {
                fixes.append(
                    .init(
                        .color,
                        "or background \(background.hex) (\(WCAG.formatRatio(WCAG.contrastRatio(sample.foreground.color, background))))",
                        replacement: background.hex, mode: mode))
            }
        }
        let backgrounds = samples.map { (mode: $0.mode, color: $0.flatBackground) }
        // Two samples of one mode (a pair drawn twice there) keep the first one's foreground.
        let reference = Dictionary(samples.map { ($0.mode, $0.foreground.color) }, uniquingKeysWith: { first, _ in first })
        let excluded = Set(samples.compactMap(\.foreground.token))
        let tokens = ContrastSuggestions.passingTokens(
            in: system, backgrounds: backgrounds, required: required, reference: reference, role: samples.lazy.compactMap(\.foreground.token).first,
            excluding: excluded, limit: tokenLimit, table: table)
        if !tokens.isEmpty {
            let every = modeCount > 1 ? " in every mode" : ""
            let list = tokens.map { "`\($0)` (\(ColorReference.describeValues($0, in: system)))" }.joined(separator: ", ")
            fixes.append(.init(.token, "existing token\(tokens.count == 1 ? "" : "s") passing\(every): \(list)", replacement: tokens[0].string))
        }
        return fixes
    }

    static func quoted(_ layer: Layer) -> String { "\"\(layer.name)\"" }

    static func percent(_ alpha: Double) -> String {
        let value = (alpha * 1000).rounded() / 10
        return (value.rounded() == value ? String(Int(value)) : String(value)) + "%"
    }

    /// "4.5:1", "3:1".
    static func ratioText(_ required: Double) -> String { RuleOptionValue.number(required).description + ":1" }
}
