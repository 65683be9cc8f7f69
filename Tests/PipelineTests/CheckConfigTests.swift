import Diagnostics
import Rules
import Testing
@testable import BuildPipeline
@testable import ProjectConfig

/// `rules:`, `suppressions:`, `baseline:`, `platform:` and `contrastPairs:` in kiln.yaml.
@Suite struct CheckConfigTests {
    func parse(_ text: String) -> (KilnConfig, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let config = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: text), diagnostics: &diagnostics)
        return (config, diagnostics)
    }

    @Test func readsEverySetting() {
        let (config, diagnostics) = parse(
            """
            platform: web
            baseline: ci/baseline.yaml
            rules:
              tokens/naming: off
              a11y/contrast-text: { severity: warning, level: aaa }
              palette/distinguishable: { minimumDifference: 12, visions: [deutan, tritan] }
              a11y/apca-contrast: true
            suppressions:
              - { rule: palette/distinguishable, token: "color.emotion.*", reason: "emoji and labels carry the category" }
            contrastPairs:
              - { foreground: color.text, background: color.bg, size: 18.66pt, weight: bold, level: aaa, kind: text, state: hover }
              - foreground: "#FFFFFF"
                background: color.fill
                over: color.card
                kind: non-text
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(config.platform == .web)
        #expect(config.baseline == "ci/baseline.yaml" && config.baselineIsExplicit)
        #expect(config.rules["tokens/naming"]?.severity == .off)
        #expect(config.rules["a11y/contrast-text"] == RuleSetting(severity: .warning, options: ["level": .string("aaa")], range: config.rules["a11y/contrast-text"]!.range))
        #expect(config.rules["palette/distinguishable"]?.options["visions"] == .strings(["deutan", "tritan"]))
        #expect(config.rules["a11y/apca-contrast"]?.severity == .note)
        #expect(config.suppressions.first?.token == "color.emotion.*")
        #expect(config.contrastPairs.count == 2)
        #expect(config.contrastPairs[0].size == 18.66 && config.contrastPairs[0].weight == 700 && config.contrastPairs[0].isLargeText)
        #expect(config.contrastPairs[1].over == "color.card" && config.contrastPairs[1].kind == .nonText)
        #expect(config.contrastPairs[1].foregroundRange.start.line == 12)
    }

    @Test func problemsAreLocatedConfigErrors() {
        let (_, diagnostics) = parse(
            """
            platform: watch
            rules:
              a11y/contrast-txt: error
              tokens/naming: { case: snake, colour: red }
              palette/distinguishable: { minimumDifference: -1 }
              tokens/deprecated: loud
            suppressions:
              - { rule: tokens/naming, token: "x.*" }
            contrastPairs:
              - { foreground: color.text, weight: heavyish }
            """)
        let lines = diagnostics.map(\.range.start.line)
        #expect(diagnostics.allSatisfy { $0.severity == .error && $0.id.family == .config })
        #expect(lines == [1, 3, 4, 4, 5, 6, 8, 10, 10], "\(diagnostics.map { "\($0.range.start.line): \($0.message)" })")
        #expect(diagnostics[1].id == .configUnknownRule)
        #expect(diagnostics[1].hint?.contains("a11y/contrast-text") == true)
        #expect(diagnostics[2].message.contains("one of either, kebab, camel"))
        #expect(diagnostics[3].message.contains("has no option \"colour\""))
        #expect(diagnostics[6].message.contains("has no `reason`"))
        #expect(ExitStatus.from(diagnostics) == .unusable)
    }

    @Test func invalidRegexIsReportedWhenRead() {
        let (_, diagnostics) = parse("rules:\n  tokens/naming: { pattern: \"[a-z\" }\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("not a valid regular expression") == true)
    }

    @Test func severityOfRules() {
        var config = KilnConfig()
        #expect(CheckStage.severity(of: ContrastTextRule.description, in: config) == .error)
        #expect(CheckStage.severity(of: APCAContrastRule.description, in: config) == nil)
        config.rules["a11y/apca-contrast"] = RuleSetting(options: ["minimumText": .number(75)])
        #expect(CheckStage.severity(of: APCAContrastRule.description, in: config) == .note)
        config.rules["a11y/contrast-text"] = RuleSetting(severity: .off)
        #expect(CheckStage.severity(of: ContrastTextRule.description, in: config) == nil)
    }
}
