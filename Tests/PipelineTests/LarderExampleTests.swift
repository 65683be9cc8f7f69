import DesignModel
import Foundation
import Testing
import BuildPipeline

/// examples/larder: a second bundled example in another voice — household settings of a shared
/// pantry app, written as tables and prose, not bullet lists — whose planted defects `kiln check`
/// must all find, and nothing else.
@Suite struct LarderExampleTests {
    static let folder = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/larder")

    static let result: Pipeline.Run = {
        let pipeline = Pipeline(project: Project.open(at: folder))
        return pipeline.check(pipeline.load())
    }()

    /// `rule component mode` of every finding (the spec reader's findings included).
    static var findings: Set<String> {
        Set((result.check?.findings ?? []).map { finding in
            "\(finding.id.rawValue) \(finding.subject.component ?? "-") \(finding.subject["mode"] ?? "every")"
        })
    }

    @Test func everyPlantedDefectIsFoundAndNothingElse() {
        let expected: Set<String> = [
            // Stone (#A39E93) on Oat: 2.41:1.
            "a11y/contrast-text Household › Member Since light",
            // "The tappable area is 28 by 28 points."
            "a11y/touch-target Household › Remove Member Button every",
            // "Font size: 9pt."
            "a11y/min-font-size Household › Legal Footnote every",
            // "The invite button (White on Basil) reaches 7.1:1 (AAA)." — it is 6.30:1.
            "spec/claimed-contrast - light",
            // `| typography.body | 16pt regular |` — the token is 17pt.
            "spec/token-drift - every",
            // "Text color: color.text.secondery" — did you mean color.text.secondary?
            "spec/unknown-token - every",
        ]
        #expect(Self.findings == expected, "missing \(expected.subtracting(Self.findings).sorted()), extra \(Self.findings.subtracting(expected).sorted())")
        let unknown = Self.result.diagnostics.first { $0.id == .specUnknownToken }
        #expect(unknown?.range.start.line == 65)
        #expect(unknown?.hint?.contains("did you mean `color.text.secondary`") == true)
        #expect(Self.result.diagnostics.first { $0.id == .specTokenDrift }?.range.start.line == 105)
        #expect(!Self.result.diagnostics.contains { $0.severity == .error && $0.id.family != .a11y && $0.id != .specClaimedContrast })
    }

    @Test func theControlsAreReadAndPass() {
        let facts = Self.result.specs.facts
        // The true claim (Ink on Oat, 14.1:1) is checked, not skipped.
        #expect(facts.contrastClaims.count == 2)
        #expect(facts.contrastClaims.allSatisfy { if case .pair = $0.scope { true } else { false } })
        // The switch states its hit area in a table; the invite button's is "48pt tall, full width".
        let targets = Dictionary(facts.interactiveElements.map { ($0.component.path, ($0.width, $0.height)) }, uniquingKeysWith: { a, _ in a })
        #expect(targets["Reminders › Reminder Switch"]?.1 == 44)
        #expect(targets["Household › Invite Button"]?.1 == 48)
        // Both screens' backgrounds come from sentences.
        #expect(!Self.result.diagnostics.contains { $0.id == .specUnknownBackground })
    }

    @Test func coverageIsAtLeastNinetyEightPercent() {
        let counts = SpecCoverageCounts(Self.result.specs.documents.flatMap(\.coverage))
        #expect(counts.total > 15)
        #expect(counts.fraction >= 0.98, "\(counts.summary)")
    }
}
