import DesignModel
import Foundation
import Testing
import BuildPipeline

/// Issue 19 item 7: claims without a number ("All text meets minimum ratios", "WCAG 2.1 AA
/// compliant", "All interactive elements 44×44pt") are judged against the findings of their
/// scope. Metamorphic over Tests/Fixtures/phrasing-corpus/scoped-claims: the same claims in four
/// wordings and layouts (list, checklist, table, prose) give the same verdicts; fixing the
/// design (design-fixed.md) makes every one of them true — no finding; a claim is judged only
/// where its stated context (mode, background) holds.
@Suite struct ScopedClaimTests {
    static let folder = PhrasingCorpusTests.corpus.appendingPathComponent("scoped-claims")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Checks a project of the corpus tokens and config with the given spec files.
    static func run(_ specs: [String: String]) throws -> Pipeline.Run {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-scoped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("specs"), withIntermediateDirectories: true)
        for item in ["tokens", "kiln.yaml"] {
            try FileManager.default.copyItem(
                at: PhrasingCorpusTests.corpus.appendingPathComponent(item), to: project.appendingPathComponent(item))
        }
        for (name, text) in specs {
            try text.write(to: project.appendingPathComponent("specs/\(name)"), atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: project) }
        let pipeline = Pipeline(project: Project.open(at: project))
        return pipeline.check(pipeline.load())
    }

    /// `claim-kind mode` of each scoped-claim finding.
    static func verdicts(_ result: Pipeline.Run) -> [String] {
        (result.check?.findings ?? []).filter { $0.id.rawValue == "spec/scoped-claim" }.map { finding in
            "\(finding.subject["claim"] ?? "?") \(finding.subject["mode"] ?? "every")"
        }.sorted()
    }

    static let wordings = ["1-list.md", "2-checklist.md", "3-table.md", "4-prose.md"]

    /// The broken design: a 3.36:1 text (light), a 1.21:1 field border, a 36×36pt button, 9pt
    /// text. The dark-mode claim is true (the contrast defect is light-only).
    static let expected = ["compliance every", "font size every", "non-text contrast every", "text contrast every", "touch target every"]

    @Test func everyWordingGivesTheSameVerdicts() throws {
        let design = try Self.text("design.md")
        for wording in Self.wordings {
            let result = try Self.run(["s.md": design + (try Self.text("wordings/\(wording)"))])
            #expect(Self.verdicts(result) == Self.expected, "\(wording)")
            // Each false claim names the findings that contradict it.
            for finding in (result.check?.findings ?? []) where finding.id.rawValue == "spec/scoped-claim" {
                #expect(finding.message.contains("contradict"), "\(wording): \(finding.message)")
                #expect(!finding.notes.isEmpty, "\(wording): \(finding.message)")
            }
            // Nothing about a claim is left unsaid: no line of them is unverified.
            let unverified = result.diagnostics.filter { $0.id == .specUnverifiedClaim }
            #expect(unverified.isEmpty, "\(wording): \(unverified.map(\.message))")
        }
    }

    @Test func fixingTheDesignMakesEveryClaimTrue() throws {
        let fixed = try Self.text("design-fixed.md")
        for wording in Self.wordings {
            let result = try Self.run(["s.md": fixed + (try Self.text("wordings/\(wording)"))])
            #expect(Self.verdicts(result).isEmpty, "\(wording)")
            let a11y = (result.check?.findings ?? []).filter { $0.id.rawValue.hasPrefix("a11y/") }
            #expect(a11y.isEmpty, "\(wording): \(a11y.map(\.message))")
        }
    }

    /// "on white background" is judged where the background is white (light mode: Paper is
    /// #FFFFFF there, #121212 in dark); "in dark mode" only in dark.
    @Test func aPairClaimIsJudgedOnlyWhereItsContextHolds() throws {
        let result = try Self.run(["s.md": try Self.text("design.md") + (try Self.text("context.md"))])
        let claims = (result.check?.findings ?? []).filter { $0.id.rawValue == "spec/claimed-contrast" }
        #expect(claims.count == 1, "\(claims.map(\.message))")
        #expect(claims.first?.subject["mode"] == "light", "\(claims.map(\.message))")
        #expect(claims.first?.message.contains("Muted Gray") == true || claims.first?.message.contains("color.muted") == true)
    }

    /// A checklist under a summary heading speaks for the whole design system: it is judged
    /// against the other document's findings, and true once they are fixed.
    @Test func aChecklistCoversTheWholeSystem() throws {
        let summary = try Self.text("system-checklist.md")
        let broken = try Self.run(["a.md": try Self.text("design.md"), "z-summary.md": summary])
        let findings = (broken.check?.findings ?? []).filter { $0.id.rawValue == "spec/scoped-claim" }
        #expect(findings.map { $0.subject["claim"] ?? "" }.sorted() == ["text contrast", "touch target"], "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.range.file.hasSuffix("z-summary.md") && $0.subject["scope"] == "system" })
        #expect(findings.allSatisfy { $0.notes.contains { $0.range?.file.hasSuffix("a.md") == true } })
        let fixed = try Self.run(["a.md": try Self.text("design-fixed.md"), "z-summary.md": summary])
        let stillFalse = (fixed.check?.findings ?? []).filter { $0.id.rawValue == "spec/scoped-claim" }
        #expect(stillFalse.isEmpty, "\(stillFalse.map(\.message))")
    }

    /// A claim whose scope draws nothing it could be checked against says so, at its line.
    @Test func anUncheckableClaimIsReportedNotPassed() throws {
        let spec = try Self.text("design.md") + "\n### Accessibility\n\n- ✅ Focus: 2pt blue focus ring on every control\n"
        let result = try Self.run(["s.md": spec])
        let unverified = result.diagnostics.filter { $0.id == .specUnverifiedClaim }
        #expect(unverified.count == 1, "\(unverified.map(\.message))")
        #expect(unverified.first?.message.contains("blue") == true)
    }

    /// Item 6: the claims Kiln could not check are one finding for the cause, listing every
    /// place, and counted in the summary.
    @Test func uncheckedClaimsAreOneFindingListingEveryPlace() throws {
        let spec = try Self.text("design.md")
            + "\n### Accessibility\n\n- ✅ Focus: 2pt blue focus ring on every control\n- ✅ Controls keep 8pt spacing between targets at minimum\n"
        let result = try Self.run(["s.md": spec])
        let unverified = result.diagnostics.filter { $0.id == .specUnverifiedClaim }
        #expect(unverified.count == 1, "\(unverified.map(\.message))")
        #expect(unverified.first.map { FindingGrouping.occurrences(of: $0) } == 2)
        #expect(unverified.first?.notes.contains { $0.message.contains("occurrence 2 of 2") && $0.message.contains("spacing") } == true)
    }
}
