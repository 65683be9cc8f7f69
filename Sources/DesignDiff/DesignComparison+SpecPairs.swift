import ColorScience
import DesignModel
import Rules
import BuildPipeline

extension DesignComparison {
    /// A text or non-text pair a spec draws, evaluated in one context: enough to say how its
    /// contrast moved when one of its colors changed. Matched across the two sides by `key`.
    public struct SpecPairSample: Sendable, Hashable {
        /// Component, property and context: `Checkout › Pay Button|Text Color|dark|pressed||`.
        public var key: String
        /// `Checkout › Pay Button, Text Color (pressed)` — for people.
        public var name: String
        public var mode: String
        /// The tokens the pair draws with (foreground and background layers).
        public var tokens: Set<TokenPath>
        public var ratio: Double
        public var required: Double
    }
}

extension Pipeline {
    /// The spec's pairs with their ratio per context, for `kiln diff`'s contrast deltas.
    /// Exempt pairs (disabled state, decorative non-text) and pairs with an unknown or
    /// translucent-only background are left out, as the rules leave them out.
    public func specPairSamples(_ result: Run) -> [DesignComparison.SpecPairSample] {
        guard let facts = specFacts(result) else { return [] }
        var samples: [DesignComparison.SpecPairSample] = []
        for (pairs, isText) in [(facts.textPairs, true), (facts.nonTextPairs, false)] {
            for pair in pairs {
                if pair.context.state == "disabled" || pair.role?.rawValue == "decorative" { continue }
                guard let background = Compositing.flatten(pair.background.map(\.color)) else { continue }
                let required: Double
                if isText {
                    let large = pair.textSize.map { WCAG.isLargeText(sizePoints: $0, weight: pair.textWeight ?? 400) } ?? false
                    required = WCAG.requiredRatio(level: .aa, largeText: large)
                } else {
                    required = 3
                }
                var qualifiers = [pair.context.state == "default" ? nil : pair.context.state, pair.context.device, pair.context.variant]
                    .compactMap { $0 }
                qualifiers = qualifiers.filter { !$0.isEmpty }
                let name = pair.component.path + ", " + pair.property + (qualifiers.isEmpty ? "" : " (" + qualifiers.joined(separator: ", ") + ")")
                let key = [pair.component.file, pair.component.path, pair.property, pair.context.mode, pair.context.state,
                    pair.context.device ?? "", pair.context.variant ?? ""].joined(separator: "|")
                var tokens = Set(pair.background.compactMap(\.token))
                if let token = pair.foreground.token { tokens.insert(token) }
                samples.append(
                    DesignComparison.SpecPairSample(
                        key: key, name: name, mode: pair.context.mode, tokens: tokens,
                        ratio: ContrastFix.effectiveRatio(foreground: pair.foreground.color, background: background), required: required))
            }
        }
        return samples
    }
}

extension DesignComparison {
    /// Spec pairs drawn with `path` in `mode` whose verdict changed (now fails / now passes),
    /// at most `limit`, failures first: a color used on every screen would otherwise list
    /// every pair it touches.
    static func specPairChanges(
        naming path: TokenPath, mode: String, base: [String: SpecPairSample], head: [SpecPairSample], limit: Int = 8
    ) -> [DesignChanges.ContrastChange] {
        var changes: [DesignChanges.ContrastChange] = []
        for sample in head where sample.mode == mode && sample.tokens.contains(path) {
            guard let before = base[sample.key] else { continue }
            let was = WCAG.passes(ratio: before.ratio, required: sample.required)
            let now = WCAG.passes(ratio: sample.ratio, required: sample.required)
            guard was != now else { continue }
            changes.append(DesignChanges.ContrastChange(pair: sample.name, before: before.ratio, after: sample.ratio, required: sample.required))
        }
        changes.sort { ($0.verdict == "now fails" ? 0 : 1, $0.pair) < ($1.verdict == "now fails" ? 0 : 1, $1.pair) }
        return Array(changes.prefix(limit))
    }
}
