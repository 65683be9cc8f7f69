import DesignModel

extension FactEvaluator {
    /// Words of a claim's line that make its pair a graphic (3:1, SC 1.4.11) rather than text.
    static let claimedNonTextWords: Set<String> = Set([
        "border", "borders", "outline", "divider", "separator", "stroke", "focus", "ring", "icon", "icons", "track", "indicator",
        "underline", "non-text", "graphic", "graphics",
    ] + (LanguageWords.words(\.icon) + LanguageWords.words(\.border)).filter { !$0.contains(" ") })
    /// Words of a claim's line that exempt its pair from the minimums (WCAG 1.4.3, 1.4.11).
    static let claimedExemptWords: Set<String> = ["disabled", "inactive", "decorative", "logo", "logos"]

    /// A contrast claim names a pair the document draws: an audit row (`primary-foreground/primary
    /// | #fff/#00a3cc = 4.5:1`), a swatch table against a stated background, a sentence
    /// (`Orange on white: 2.9:1 - FAILS`). Each claimed pair that no element of the document
    /// already draws is checked by the contrast rules like any drawn pair, at the claim's line, so
    /// a failing pair is reported whatever the claim says about it. A claim about large text
    /// (`AA large`, `Large Text Only`) is large text; one about a border, icon or focus ring is a
    /// graphic (3:1); disabled and decorative pairs are exempt and left out.
    func claimedPairs(_ facts: SpecFacts) -> (text: [SpecFact.ColorPair], nonText: [SpecFact.ColorPair]) {
        let written = graph.documents.flatMap(\.document.contrastClaims)
        guard written.count == facts.contrastClaims.count else { return ([], []) }
        var drawn = Set<String>()
        for pair in facts.textPairs + facts.nonTextPairs {
            guard let background = pair.background.last else { continue }
            drawn.insert(Self.pairKey(pair.component.file, pair.foreground, background))
        }
        var text: [SpecFact.ColorPair] = []
        var nonText: [SpecFact.ColorPair] = []
        for (claim, fact) in zip(written, facts.contrastClaims) {
            guard case .pair(let samples) = fact.scope else { continue }
            // Only a pair written as two literals (`#fff/#00a3cc`, a swatch against `#FFFFFF`) is
            // taken as drawn: a pair of names (`Charcoal on Muted Blue at 15% over Off-White`)
            // may be read short of what the sentence composes.
            guard let foreground = claim.foreground, let background = claim.background, Self.isLiteral(foreground), Self.isLiteral(background)
            else { continue }
            let lower = " " + claim.text.lowercased() + " "
            let words = Set(lower.split { !$0.isLetter && $0 != "-" }.map(String.init))
            guard words.isDisjoint(with: Self.claimedExemptWords) else { continue }
            // The document says the pair passes (its stated ratio reaches 4.5:1) or says it fails;
            // a lower ratio stated without a verdict may be about large text, which the row does not say.
            let saysFails = !words.isDisjoint(with: ["fail", "fails", "failed", "failing", "insufficient"]) || lower.contains("❌") || lower.contains("✗")
            guard fact.statedRatio >= 4.5 || saysFails else { continue }
            let isGraphic = !words.isDisjoint(with: Self.claimedNonTextWords)
            let isLarge = fact.statedLevel == .aaLarge || fact.statedLevel == .aaaLarge
                || (words.contains("large") && !lower.contains("not large") && !words.contains("small"))
            let subject = claim.subject ?? claim.text
            let component = SpecFact.Component(
                id: "claim-\(claim.range.start.line)", path: "\(subject) (line \(claim.range.start.line))", screen: nil, file: fact.file,
                range: claim.range)
            for sample in samples {
                guard let background = sample.background.last else { continue }
                guard drawn.insert(Self.pairKey(fact.file, sample.foreground, background)).inserted else { continue }
                var pair = SpecFact.ColorPair(
                    component: component, property: SpecFact.ColorPair.statedPairProperty, context: SpecFact.Context(mode: sample.mode),
                    foreground: sample.foreground, background: sample.background, range: claim.range)
                if isGraphic {
                    pair.role = .controlBoundary
                    nonText.append(pair)
                } else {
                    // Large text: 24 pt regular, the WCAG threshold, so the 3:1 minimum applies.
                    if isLarge { pair.textSize = 24 }
                    text.append(pair)
                }
            }
        }
        return (text, nonText)
    }

    static func isLiteral(_ color: SpecColorValue) -> Bool {
        switch color.base {
        case .literal, .keyword: true
        default: color.written.trimmed.hasPrefix("#") || !color.literals.isEmpty && color.written.trimmed.lowercased().hasPrefix("rgb")
        }
    }

    /// The pair's colors by their 8-bit values (what `quantized` keeps), written as hex: `RGBA`
    /// has no description, and interpolating one prints it through reflection.
    private static func pairKey(_ file: String, _ foreground: SpecFact.Color, _ background: SpecFact.Color) -> String {
        "\(file)|\(foreground.color.hex)|\(background.color.hex)"
    }
}

extension FactEvaluator {
    /// The text styles a document's type scale defines (`TypeScaleReading`), as text sizes at
    /// their lines; a line some element already sets text at is left to that element.
    func definedTypeStyles(_ facts: SpecFacts) -> [SpecFact.TextElement] {
        let taken = Set(facts.textElements.map { "\($0.range.file)|\($0.range.start.line)" })
        var seen = Set<String>()
        var out: [SpecFact.TextElement] = []
        for draft in graph.documents {
            for style in draft.typeStyles {
                let line = "\(style.range.file)|\(style.range.start.line)"
                guard !taken.contains(line), seen.insert(line + "|" + style.name).inserted else { continue }
                let component = SpecFact.Component(
                    id: "type-style-\(style.range.start.line)-\(Normalize.key(style.name))", path: style.name, screen: nil,
                    file: draft.document.file, range: style.range)
                out.append(SpecFact.TextElement(
                    component: component, context: SpecFact.Context(mode: draft.document.modes.first ?? ""), size: style.size,
                    platform: draft.document.platform.flatMap(Platform.init(rawValue:)), range: style.range))
            }
        }
        return out
    }
}
