import DesignModel
import Diagnostics
import Rules
import SpecParser

/// Converts the facts the spec parser evaluated (DesignModel's `SpecFactSet`) into the rules'
/// `SpecFact.Table`. The two sets of types mirror each other on purpose: the model does not
/// know about rules, and the rules do not know about the parser.
public enum SpecFactsAdapter {
    public static func table(_ facts: SpecFactSet) -> SpecFact.Table {
        SpecFact.Table(
            textPairs: facts.textPairs.map(pair), nonTextPairs: facts.nonTextPairs.map(pair),
            interactiveElements: facts.interactiveElements.map { element in
                SpecFact.InteractiveElement(
                    component: component(element.node), context: context(element.context), width: element.width, height: element.height,
                    spacing: element.spacing, isInline: element.isInline, hitAreaStated: element.hitAreaStated,
                    platform: element.platform.flatMap(Platform.init(rawValue:)), range: element.range)
            },
            textElements: facts.textElements.map { element in
                SpecFact.TextElement(
                    component: component(element.node), context: context(element.context), size: element.size, style: element.style,
                    platform: element.platform.flatMap(Platform.init(rawValue:)), range: element.range)
            },
            contrastClaims: facts.contrastClaims.map(claim),
            tokenReferences: facts.tokenReferences.map { use in
                SpecFact.TokenReference(token: use.token, component: use.node.map(component), range: use.range)
            })
    }

    static func component(_ node: SpecNodeRef) -> SpecFact.Component {
        SpecFact.Component(id: node.path, screen: node.screen, file: node.file, range: node.range)
    }

    static func context(_ context: SpecFactContext) -> SpecFact.Context {
        SpecFact.Context(mode: context.mode, state: context.state, device: context.device, variant: context.variant)
    }

    static func color(_ color: SpecDrawnColor) -> SpecFact.Color {
        SpecFact.Color(color: color.color, token: color.token, written: color.written, range: color.range)
    }

    static func pair(_ pair: SpecPairFact) -> SpecFact.ColorPair {
        SpecFact.ColorPair(
            component: component(pair.node), property: pair.property, context: context(pair.context), foreground: color(pair.foreground),
            background: pair.background.map(color), textSize: pair.textSize, textWeight: pair.textWeight,
            role: pair.role.flatMap { SpecFact.NonTextRole(rawValue: $0.rawValue) }, range: pair.range)
    }

    static func claim(_ claim: SpecClaimFact) -> SpecFact.ContrastClaim {
        let scope: SpecFact.ContrastClaim.Scope
        switch claim.scope {
        case .pair(let samples):
            scope = .pair(samples.map { .init(mode: $0.mode, foreground: color($0.foreground), background: $0.background.map(color)) })
        case .blanket(let screen):
            scope = .blanket(screen: screen)
        case .unverified:
            scope = .unverified
        }
        return SpecFact.ContrastClaim(
            subject: claim.subject, statedRatio: claim.statedRatio, statedLevel: claim.statedLevel.flatMap(SpecFact.ContrastClaim.Level.init(rawValue:)),
            scope: scope, file: claim.file, range: claim.range)
    }
}

extension Pipeline {
    /// The spec facts the spec-based rules read, from the specs `load()` parsed. The check
    /// stage passes this to the rules (`Pipeline+Check.swift`); nil-safe: a project without
    /// specs gives an empty table.
    public func specFacts(for result: Result) -> SpecFact.Table {
        SpecFactsAdapter.table(result.specs.facts)
    }
}

extension SpecParser {
    /// Parses a rule example's spec (a Markdown snippet) against its tokens, for
    /// `RuleExampleRunner`: the facts as the rules see them, and the parser's diagnostics.
    public static func exampleFacts(_ markdown: String, system: DesignSystem, config: KilnConfig) -> (SpecFact.Table, [Diagnostic]) {
        let options = SpecParser.Options(
            modes: config.modes, background: config.background, platform: config.platform.rawValue, vocabulary: config.specSettings.vocabulary)
        let result = SpecParser(system: system, options: options).parse(text: markdown, file: "specs/example.md")
        return (SpecFactsAdapter.table(result.specs.facts), result.diagnostics)
    }
}
