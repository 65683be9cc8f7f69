import DesignModel
import Foundation
import Testing
import BuildPipeline

/// Issue 13: the same screen written in five styles (Tests/Fixtures/phrasing-corpus/styles)
/// yields the same findings (rule, component, mode) and the same facts; every planted defect is
/// found; the controls, reworded (reworded/), never give a finding; no line is read silently.
@Suite struct PhrasingCorpusTests {
    static let corpus = Fixtures.root.appendingPathComponent("phrasing-corpus")

    static func files(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }

    /// Loads and checks a project of the corpus tokens and config with one spec.
    static func run(_ spec: String) throws -> Pipeline.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        for item in ["tokens", "kiln.yaml"] {
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        let name = (spec as NSString).lastPathComponent
        try FileManager.default.copyItem(at: corpus.appendingPathComponent(spec), to: folder.appendingPathComponent("specs/\(name)"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipeline = Pipeline(project: Project.open(at: folder))
        return pipeline.check(pipeline.load())
    }

    /// `rule component mode` of each accessibility finding.
    static func findings(_ result: Pipeline.Run) -> Set<String> {
        Set((result.check?.findings ?? []).filter { $0.id.rawValue.hasPrefix("a11y/") }.map { finding in
            "\(finding.id.rawValue) \(finding.subject.component ?? "-") \(finding.subject["mode"] ?? "every")"
        })
    }

    /// The facts the rules read, without where or under which key they were written.
    static func facts(_ result: Pipeline.Run) -> Set<String> {
        var out = Set<String>()
        for pair in result.specs.facts.textPairs {
            out.insert("text \(pair.component.path) \(pair.context.mode) \(pair.foreground.color.hex) on \(pair.background.map(\.color.hex).joined(separator: "<"))")
        }
        for target in result.specs.facts.interactiveElements {
            out.insert("target \(target.component.path) \(target.width ?? 0)×\(target.height ?? 0)")
        }
        return out
    }

    static let planted: Set<String> = [
        "a11y/contrast-text Checkout › Order Total light",
        "a11y/touch-target Checkout › Pay Button every",
        "a11y/min-font-size Checkout › Fine Print every",
        "a11y/contrast-text Checkout › Saved Badge light",
        "a11y/contrast-text Checkout › Saved Badge dark",
        "a11y/contrast-text Checkout › Promo Label every",
    ]

    @Test func everyStyleFindsEveryPlantedDefectAndNothingElse() throws {
        let styles = Self.files("styles")
        #expect(styles.count == 5)
        for style in styles {
            let result = try Self.run(style)
            #expect(Self.findings(result) == Self.planted, "\(style)")
            let unread = result.diagnostics.filter { $0.id == .specUnread || $0.id == .specUnreadableValue }
            #expect(unread.isEmpty, "\(style): \(unread.map(\.message))")
        }
    }

    @Test func everyStyleGivesTheSameFacts() throws {
        let styles = Self.files("styles")
        let reference = Self.facts(try Self.run(styles[0]))
        #expect(reference.contains("target Checkout › Pay Button 36.0×36.0"))
        #expect(reference.contains("text Checkout › Promo Label light #FFFFFF on #BDF5DA"))
        for style in styles.dropFirst() {
            let facts = Self.facts(try Self.run(style))
            #expect(facts == reference, "\(style): missing \(reference.subtracting(facts).sorted()), extra \(facts.subtracting(reference).sorted())")
        }
    }

    @Test func rewordedControlsGiveNoFindingAndTheSameFacts() throws {
        let reworded = Self.files("reworded")
        #expect(reworded.count >= 3)
        var expected: Set<String>?
        for file in reworded {
            let result = try Self.run(file)
            #expect(Self.findings(result).isEmpty, "\(file): \(Self.findings(result).sorted())")
            let problems = result.diagnostics.filter { $0.range.file.hasPrefix("specs/") && $0.severity != .note }
            #expect(problems.isEmpty, "\(file): \(problems.map(\.message))")
            let facts = Self.facts(result)
            #expect(facts.filter { $0.hasPrefix("target") }.count == 2, "\(file): \(facts.sorted())")
            #expect(facts.filter { $0.hasPrefix("text") }.count == 6, "\(file): \(facts.sorted())")
            if let expected { #expect(facts == expected, "\(file)") } else { expected = facts }
        }
    }

    @Test func aWrongContrastClaimIsFoundInEveryWordingAndTrueOnesPass() throws {
        let claims = Self.files("claims").filter { !$0.hasSuffix("control.md") }
        #expect(claims.count == 5)
        for file in claims {
            let result = try Self.run(file)
            let found = (result.check?.findings ?? []).filter { $0.id.rawValue == "spec/claimed-contrast" }
            #expect(found.map { $0.subject["mode"] ?? "every" } == ["light"], "\(file): \(found.map(\.message))")
            #expect(!result.diagnostics.contains { $0.id == .specUnverifiedClaim }, "\(file)")
        }
        let control = try Self.run("claims/control.md")
        #expect(control.specs.facts.contrastClaims.count == 5)
        #expect((control.check?.findings ?? []).filter { $0.range.file.hasPrefix("specs/") }.isEmpty == true)
        #expect(!control.diagnostics.contains { $0.id == .specUnverifiedClaim })
    }

    @Test func tokenDriftIsFoundInEveryWordingAndMatchingMentionsPass() throws {
        let drift = try Self.run("drift/drift.md")
        let lines = drift.diagnostics.filter { $0.id == .specTokenDrift || $0.id == .specStyleDrift }.map(\.range.start.line).sorted()
        #expect(lines == [13, 17, 21, 22, 23, 24], "\(drift.diagnostics.map(\.message))")
        let control = try Self.run("drift/control.md")
        let problems = control.diagnostics.filter { $0.range.file.hasPrefix("specs/") && $0.severity != .note }
        #expect(problems.isEmpty, "\(problems.map(\.message))")
    }
}
