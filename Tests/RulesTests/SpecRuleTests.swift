import ColorScience
import DesignModel
import Diagnostics
import Rules
import Testing

/// The spec-based checks, run against hand-built `SpecFacts` (what the spec reader produces).
@Suite struct SpecRuleTests {
    static func token(_ path: String, _ light: String, _ dark: String? = nil, line: Int = 1) -> Token {
        let values = [light, dark ?? light].map { hex in
            ResolvedValue(value: .color(RGBA(hex: hex)!), literalRange: SourceRange(file: "tokens/color.yaml", line: line, column: 14))
        }
        return Token(path: TokenPath(path), type: .color, range: SourceRange(file: "tokens/color.yaml", line: line, column: 3), values: values)
    }

    static let system = DesignSystem(
        modes: ["light", "dark"],
        tokens: [
            token("color.text.primary", "#2D3436", "#F5F6FA", line: 1),
            token("color.text.secondary", "#636E72", "#B2BEC3", line: 2),
            token("color.background.primary", "#FFFFFF", "#1A1D1F", line: 3),
            token("color.palette.charcoal", "#2D3436", line: 4),
            token("color.palette.light-gray", "#B2BEC3", line: 5),
            token("color.primary.coral", "#FF6B6B", "#FF8787", line: 6),
        ])

    static let component = SpecFact.Component(
        id: "onboarding/welcome-screen/headline", path: "Welcome Screen › Headline", screen: "Welcome Screen", file: "specs/002-onboarding.md",
        range: SourceRange(file: "specs/002-onboarding.md", line: 40, column: 1))

    static func color(_ path: String, mode: String, line: Int) -> SpecFact.Color {
        SpecFact.Color(
            color: system.value(TokenPath(path), mode: mode)!.color!, token: TokenPath(path), written: path,
            range: SourceRange(file: "specs/002-onboarding.md", line: line, column: 10))
    }

    static func pair(_ fg: String, on bg: String, mode: String, state: String = "default", size: Double? = 17, line: Int = 44) -> SpecFact.ColorPair {
        SpecFact.ColorPair(
            component: component, property: "Color", context: SpecFact.Context(mode: mode, state: state),
            foreground: color(fg, mode: mode, line: line), background: [color(bg, mode: mode, line: 30)], textSize: size, textWeight: 400,
            range: SourceRange(file: "specs/002-onboarding.md", line: line, column: 3))
    }

    static func context<R: Rule>(_ rule: R.Type, spec: SpecFacts, platform: Platform = .ios, options: [String: RuleOptionValue] = [:]) -> RuleContext {
        RuleContext(
            system: system, options: RuleOptions(values: options, description: rule.description), platform: platform, spec: spec,
            severity: rule.description.defaultSeverity)
    }

    @Test func contrastTextReportsTheFailingModeAtTheSpecLine() throws {
        let spec = SpecFacts(textPairs: [
            Self.pair("color.palette.light-gray", on: "color.background.primary", mode: "light", line: 44),
            Self.pair("color.palette.light-gray", on: "color.background.primary", mode: "dark", line: 45),
        ])
        let findings = ContrastTextRule.check(Self.context(ContrastTextRule.self, spec: spec))
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.range.start.line == 44)
        #expect(finding.message.contains("in light mode"))
        #expect(finding.subject.component == "Welcome Screen › Headline")
        #expect(finding.fingerprint == "a11y/contrast-text file=specs/002-onboarding.md component=Welcome Screen › Headline property=Color mode=light")
        #expect(finding.fixes.contains { $0.kind == .color })
        #expect(finding.fixes.contains { $0.kind == .token && $0.message.contains("`color.text.primary` (#2D3436 light, #F5F6FA dark)") })
        #expect(finding.notes.contains { $0.message.contains("\"color.palette.light-gray\" is #B2BEC3") })
    }

    @Test func disabledTextIsExemptAndLargeTextNeedsThree() {
        let disabled = SpecFacts(textPairs: [Self.pair("color.palette.light-gray", on: "color.background.primary", mode: "light", state: "disabled")])
        #expect(ContrastTextRule.check(Self.context(ContrastTextRule.self, spec: disabled)).isEmpty)
        // Coral on white is 2.78:1: fails even large text; slate gray (5.32:1) passes normal text.
        let large = SpecFacts(textPairs: [Self.pair("color.primary.coral", on: "color.background.primary", mode: "light", size: 28)])
        let findings = ContrastTextRule.check(Self.context(ContrastTextRule.self, spec: large))
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("large text needs 3:1") == true)
    }

    @Test func requiredModesFlagsAConstantColorOnAFlippingBackground() throws {
        let spec = SpecFacts(textPairs: [
            Self.pair("color.palette.charcoal", on: "color.background.primary", mode: "light"),
            Self.pair("color.palette.charcoal", on: "color.background.primary", mode: "dark"),
        ])
        let finding = try #require(RequiredModesRule.check(Self.context(RequiredModesRule.self, spec: spec)).first)
        #expect(finding.message.contains("\"color.palette.charcoal\" has the same value in every mode"))
        #expect(finding.notes.first?.range?.start.line == 4)
        let adapting = SpecFacts(textPairs: [
            Self.pair("color.text.primary", on: "color.background.primary", mode: "light"),
            Self.pair("color.text.primary", on: "color.background.primary", mode: "dark"),
        ])
        #expect(RequiredModesRule.check(Self.context(RequiredModesRule.self, spec: adapting)).isEmpty)
    }

    @Test func nonTextChecksRolesAndSkipsDecoration() {
        var border = Self.pair("color.primary.coral", on: "color.background.primary", mode: "light")
        border.role = .focusIndicator
        var divider = border
        divider.role = .decorative
        divider.property = "Divider"
        let findings = ContrastNonTextRule.check(Self.context(ContrastNonTextRule.self, spec: SpecFacts(nonTextPairs: [border, divider])))
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("need 3:1") == true)
    }

    static func target(width: Double?, height: Double?, device: String? = nil, spacing: Double? = nil) -> SpecFact.InteractiveElement {
        SpecFact.InteractiveElement(
            component: component, context: SpecFact.Context(mode: "light", device: device), width: width, height: height, spacing: spacing,
            range: SourceRange(file: "specs/002-onboarding.md", line: 50, column: 3))
    }

    @Test func touchTargetsPerPlatform() {
        let small = SpecFacts(interactiveElements: [Self.target(width: 40, height: 40, device: "iPhone SE")])
        let ios = TouchTargetRule.check(Self.context(TouchTargetRule.self, spec: small))
        #expect(ios.count == 1)
        #expect(ios.first?.message == "\"Welcome Screen › Headline\" has a 40×40pt touch target on iPhone SE; ios needs at least 44×44pt")
        #expect(ios.first?.fingerprint.contains("device=iPhone SE") == true)
        #expect(TouchTargetRule.check(Self.context(TouchTargetRule.self, spec: small, platform: .web)).isEmpty)
        #expect(TouchTargetRule.check(Self.context(TouchTargetRule.self, spec: small, platform: .android)).count == 1)
        // Web AA: 20px passes only with enough spacing (24px circles on it and on an equally small
        // neighbour must not intersect: 20 + gap ≥ 24).
        let tight = SpecFacts(interactiveElements: [Self.target(width: 20, height: 20, spacing: 3)])
        let spaced = SpecFacts(interactiveElements: [Self.target(width: 20, height: 20, spacing: 4)])
        #expect(TouchTargetRule.check(Self.context(TouchTargetRule.self, spec: tight, platform: .web)).count == 1)
        #expect(TouchTargetRule.check(Self.context(TouchTargetRule.self, spec: spaced, platform: .web)).isEmpty)
        #expect(TouchTargetRule.check(Self.context(TouchTargetRule.self, spec: spaced, platform: .webAAA)).count == 1)
        // An unknown axis is not checked.
        let heightOnly = SpecFacts(interactiveElements: [Self.target(width: nil, height: 50)])
        #expect(TouchTargetRule.check(Self.context(TouchTargetRule.self, spec: heightOnly)).isEmpty)
    }

    @Test func minFontSizePerPlatformAndOption() {
        let text = SpecFact.TextElement(
            component: Self.component, context: SpecFact.Context(mode: "light"), size: 11,
            range: SourceRange(file: "specs/002-onboarding.md", line: 52, column: 3))
        let spec = SpecFacts(textElements: [text])
        #expect(MinFontSizeRule.check(Self.context(MinFontSizeRule.self, spec: spec)).isEmpty)
        #expect(MinFontSizeRule.check(Self.context(MinFontSizeRule.self, spec: spec, platform: .web)).count == 1)
        #expect(MinFontSizeRule.check(Self.context(MinFontSizeRule.self, spec: spec, options: ["minimum": .number(13)])).count == 1)
    }

    @Test func claimedContrastChecksRatioAndLevel() throws {
        func claim(_ ratio: Double, _ level: SpecFact.ContrastClaim.Level?, fg: String) -> SpecFact.ContrastClaim {
            let samples = ["light", "dark"].map { mode in
                SpecFact.ContrastClaim.Sample(
                    mode: mode, foreground: Self.color(fg, mode: mode, line: 90), background: [Self.color("color.background.primary", mode: mode, line: 90)])
            }
            return SpecFact.ContrastClaim(
                subject: "Headline", statedRatio: ratio, statedLevel: level, scope: .pair(samples), file: "specs/002-onboarding.md",
                range: SourceRange(file: "specs/002-onboarding.md", line: 90, column: 5))
        }
        // text.primary: 12.68:1 light, 15.68:1 dark.
        let truthful = SpecFacts(contrastClaims: [claim(12.6, .aaa, fg: "color.text.primary")])
        #expect(ClaimedContrastRule.check(Self.context(ClaimedContrastRule.self, spec: truthful)).isEmpty)
        let coral = SpecFacts(contrastClaims: [claim(4.5, .aa, fg: "color.primary.coral")])
        let findings = ClaimedContrastRule.check(Self.context(ClaimedContrastRule.self, spec: coral))
        let light = try #require(findings.first { $0.subject["mode"] == "light" })
        #expect(light.message.contains("claims 4.5:1 (AA)"))
        #expect(light.message.contains("is 2.77:1 in light mode"))
        let blanket = SpecFacts(
            textPairs: [Self.pair("color.palette.light-gray", on: "color.background.primary", mode: "light")],
            contrastClaims: [
                SpecFact.ContrastClaim(
                    subject: nil, statedRatio: 4.5, statedLevel: nil, scope: .blanket(screen: "Welcome Screen"), file: "specs/002-onboarding.md",
                    range: SourceRange(file: "specs/002-onboarding.md", line: 95, column: 3))
            ])
        let blanketFindings = ClaimedContrastRule.check(Self.context(ClaimedContrastRule.self, spec: blanket))
        #expect(blanketFindings.count == 1)
        #expect(blanketFindings.first?.range.start.line == 95)
    }

    @Test func aBlanketClaimWithoutANumberIsEachTextsMinimum() {
        // "All text meets minimum ratios": light gray on white (1.9:1) fails at 24pt too; text
        // secondary (5.24:1) passes; a 3.5:1 pair passes only as large text.
        func claimed(_ pairs: [SpecFact.ColorPair]) -> [Finding] {
            let spec = SpecFacts(textPairs: pairs, contrastClaims: [
                SpecFact.ContrastClaim(
                    subject: nil, statedRatio: 0, statedLevel: .aa, scope: .blanket(screen: "Welcome Screen"), file: "specs/002-onboarding.md",
                    range: SourceRange(file: "specs/002-onboarding.md", line: 95, column: 3))
            ])
            return ClaimedContrastRule.check(Self.context(ClaimedContrastRule.self, spec: spec))
        }
        let failing = claimed([Self.pair("color.palette.light-gray", on: "color.background.primary", mode: "light", size: 24)])
        #expect(failing.count == 1)
        #expect(failing.first?.message.contains("its WCAG AA minimum") == true)
        #expect(claimed([Self.pair("color.text.secondary", on: "color.background.primary", mode: "light")]).isEmpty)
    }

    @Test func deprecatedTokenReferencedFromASpec() throws {
        var tokens = Self.system.tokens
        var old = Self.token("color.neutral.text", "#2D3436", line: 9)
        old.deprecation = Deprecation(reason: "use color.text.primary")
        tokens.append(old)
        let system = DesignSystem(modes: ["light", "dark"], tokens: tokens)
        let spec = SpecFacts(tokenReferences: [
            SpecFact.TokenReference(token: "color.neutral.text", component: Self.component, range: SourceRange(file: "specs/000.md", line: 12, column: 10))
        ])
        let context = RuleContext(
            system: system, options: RuleOptions(description: DeprecatedRule.description), spec: spec, severity: .warning)
        let finding = try #require(DeprecatedRule.check(context).first)
        #expect(finding.range.start.line == 12)
        #expect(finding.fixes.first?.replacement == "color.text.primary")
    }
}

/// Issue 19 item 8: a style or color stated differently in two places is one finding naming
/// every place and value.
@Suite struct ConflictingValuesRuleTests {
    static func stated(_ token: String, _ value: String, file: String, line: Int, mode: String? = nil) -> SpecFact.StatedValue {
        SpecFact.StatedValue(token: TokenPath(token), mode: mode, stated: value, range: SourceRange(file: file, line: line, column: 3))
    }

    @Test func aValueStatedTwoWaysAcrossDocumentsIsOneFindingNamingEveryPlace() throws {
        var spec = SpecFacts()
        spec.statedValues = [
            Self.stated("typography.label", "15pt medium", file: "specs/b-garden.md", line: 40),
            Self.stated("typography.label", "14pt Medium", file: "specs/a-orchard.md", line: 12),
            Self.stated("typography.label", "14pt medium (chip text)", file: "specs/a-orchard.md", line: 90),
            Self.stated("color.moss", "#4A7C59", file: "specs/a-orchard.md", line: 5),
            Self.stated("color.moss", "#4a7c59", file: "specs/b-garden.md", line: 6),
        ]
        let findings = ConflictingValuesRule.check(SpecRuleTests.context(ConflictingValuesRule.self, spec: spec))
        #expect(findings.count == 1)  // color.moss agrees (case does not matter)
        let finding = try #require(findings.first)
        #expect(finding.message == "\"typography.label\" is stated two ways: 14pt Medium (specs/a-orchard.md:12, 90) and 15pt medium (specs/b-garden.md:40)")
        #expect(finding.range.file == "specs/a-orchard.md" && finding.range.start.line == 12)
        #expect(finding.notes.compactMap { $0.range?.start.line } == [90, 40])
        #expect(finding.subject.tokens == [TokenPath("typography.label")])
    }

    @Test func modesAreComparedSeparately() {
        var spec = SpecFacts()
        spec.statedValues = [
            Self.stated("color.ink", "#111111", file: "specs/a.md", line: 3, mode: "light"),
            Self.stated("color.ink", "#EEEEEE", file: "specs/a.md", line: 4, mode: "dark"),
        ]
        #expect(ConflictingValuesRule.check(SpecRuleTests.context(ConflictingValuesRule.self, spec: spec)).isEmpty)
    }
}
