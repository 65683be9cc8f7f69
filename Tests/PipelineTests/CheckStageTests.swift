import DesignModel
import Diagnostics
import Foundation
import Rules
import Testing
import TokenParser
@testable import BuildPipeline
@testable import ProjectConfig

/// The check stage: severities, suppressions, baseline, stale entries, fingerprints.
@Suite struct CheckStageTests {
    static let tokens = """
        color:
          $type: color
          text: { $value: "#B2BEC3" }
          ok-text: { $value: "#2D3436" }
          background:
            $value: "#FFFFFF"
            $extensions: { mode: { dark: "#1A1D1F" } }
          Bad_Name: { $value: "#000000" }
        """

    static func input(config text: String, tokens: String = tokens, baseline: Baseline? = nil) -> CheckStage.Input {
        var diagnostics: [Diagnostic] = []
        let config = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: text), diagnostics: &diagnostics)
        let parsed = TokenSetParser(modes: config.modes).parse(files: [SourceFile(path: "tokens/color.yaml", text: tokens)])
        return CheckStage.Input(system: parsed.system, config: config, diagnostics: diagnostics + parsed.diagnostics, baseline: baseline)
    }

    static let pairs = """
        contrastPairs:
          - { foreground: color.text, background: color.background }
          - { foreground: color.ok-text, background: color.background }
        """

    /// `$root` (DTCG's name for a group's own value) is never a naming offence, in any
    /// convention; the other segments still are.
    @Test(arguments: ["either", "kebab", "camel"])
    func namingSkipsRootSegmentsOnly(convention: String) {
        let tokens = """
            accent:
              $type: color
              $root: { $value: "#112233" }
              hover: { $value: "#223344" }
              Bad_Shade:
                $root: { $value: "#334455" }
            """
        let output = CheckStage.run(Self.input(config: "rules:\n  tokens/naming: { case: \(convention) }\n", tokens: tokens))
        let naming = output.outcome.findings.filter { $0.id.rawValue == "tokens/naming" }.map(\.diagnostic.message)
        #expect(naming.count == 1, "\(naming)")
        #expect(naming.allSatisfy { $0.contains("\"Bad_Shade\"") && !$0.contains("segment \"$root\"") }, "\(naming)")
    }

    @Test func findingsBecomeDiagnosticsWithConfiguredSeverity() {
        let output = CheckStage.run(Self.input(config: Self.pairs + "\nrules:\n  tokens/naming: error\n  a11y/contrast-text: warning\n"))
        let ids = output.diagnostics.map { "\($0.id):\($0.severity)" }.sorted()
        #expect(ids.contains("tokens/naming:error"))
        #expect(ids.filter { $0.hasPrefix("a11y/contrast-text") }.allSatisfy { $0.hasSuffix(":warning") })
        #expect(ids.contains("a11y/contrast-text:warning"))
        // ok-text on background: fine in light, charcoal on near-black in dark mode.
        #expect(output.outcome.findings.contains { $0.id.rawValue == "tokens/required-modes" && $0.message.contains("\"color.ok-text\"") })
    }

    @Test func suppressionsNeedToMatchEveryFilterAndUnusedOnesAreNoted() {
        let config = Self.pairs + """

            suppressions:
              - { rule: tokens/naming, token: "color.Bad_*", reason: "legacy name kept for the iOS app" }
              - { rule: a11y/*, file: "specs/**", reason: "never matches: the pairs are in kiln.yaml" }
            """
        let output = CheckStage.run(Self.input(config: config))
        #expect(!output.outcome.findings.contains { $0.id.rawValue == "tokens/naming" })
        #expect(output.outcome.suppressedCount == 1)
        let unused = output.diagnostics.filter { $0.id == .suppressionUnused }
        #expect(unused.count == 1)
        #expect(unused.first?.range.start.line == 6)
    }

    @Test func baselineAcceptsKnownFindingsAndReportsStaleEntries() {
        let first = CheckStage.run(Self.input(config: Self.pairs))
        var baseline = Baseline(findings: first.outcome.findings)
        baseline.entries.append(Baseline.Entry(fingerprint: "tokens/naming path=color.Gone", range: SourceRange(file: "kiln-baseline.yaml", line: 9, column: 5)))
        let second = CheckStage.run(Self.input(config: Self.pairs, baseline: baseline))
        #expect(second.outcome.findings.isEmpty)
        #expect(second.outcome.baselined.count == first.outcome.findings.count)
        #expect(second.diagnostics.filter { $0.id == .baselineStale }.map(\.message) == ["baseline entry no longer occurs: tokens/naming path=color.Gone"])
        #expect(ExitStatus.from(second.diagnostics) == .clean)
        #expect(ExitStatus.from(first.diagnostics) == .violations)
    }

    @Test func fingerprintsIgnoreLinesAndMeasuredValues() {
        let before = CheckStage.run(Self.input(config: Self.pairs)).outcome.findings.map(\.fingerprint)
        // Unrelated edits move every line; a slightly different (still failing) color changes the ratio.
        let edited = "# a comment\n\n" + Self.tokens.replacingOccurrences(of: "#B2BEC3", with: "#B0BCC1")
        let after = CheckStage.run(Self.input(config: "\n\n" + Self.pairs, tokens: edited)).outcome.findings.map(\.fingerprint)
        #expect(before == after)
        #expect(before.contains("a11y/contrast-text foreground=color.text background=color.background mode=light"))
    }

    @Test func contrastPairsThatDoNotResolveAreConfigErrors() {
        let config = """
            contrastPairs:
              - { foreground: color.txt, background: color.background }
              - { foreground: color.text, background: "rgba(0, 0, 0, 0.2)" }
              - { foreground: color.text, background: Nowhere Gray }
            """
        let output = CheckStage.run(Self.input(config: config))
        let problems = output.diagnostics.filter { $0.id == .configContrastPair }
        #expect(problems.map(\.range.start.line) == [2, 3, 4])
        #expect(problems[0].hint == "did you mean `color.text`?")
        #expect(problems[1].message.contains("translucent"))
        #expect(ExitStatus.from(output.diagnostics) == .unusable)
    }

    @Test func baselineFileRoundTrips() {
        let baseline = Baseline(entries: [
            .init(fingerprint: "b/rule x=\"quoted\" \\ back", count: 2, message: "two\nlines"),
            .init(fingerprint: "a/rule token=color.a", message: "ΔE00 4.3 › ok"),
        ])
        let text = baseline.render()
        #expect(text.contains("  - fingerprint: \"a/rule token=color.a\"\n    message: \"ΔE00 4.3 › ok\"\n  - fingerprint:"))
        var diagnostics: [Diagnostic] = []
        let parsed = Baseline.parse(SourceFile(path: "kiln-baseline.yaml", text: text), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(parsed.entries.map(\.fingerprint) == ["a/rule token=color.a", "b/rule x=\"quoted\" \\ back"])
        #expect(parsed.entries.map(\.count) == [1, 2])
        #expect(parsed.entries[1].message == "two\nlines")
        #expect(Baseline(entries: []).render().hasSuffix("findings: []\n"))
    }

    @Test func brokenBaselineIsALocatedConfigError() {
        var diagnostics: [Diagnostic] = []
        _ = Baseline.parse(SourceFile(path: "kiln-baseline.yaml", text: "version: 2\nfindings:\n  - { fingerprint: a, colour: b }\n"), diagnostics: &diagnostics)
        #expect(diagnostics.map(\.range.start.line) == [1, 3])
        #expect(diagnostics.allSatisfy { $0.id == .configBaseline })
    }
}
