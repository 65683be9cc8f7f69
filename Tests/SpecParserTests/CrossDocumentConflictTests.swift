import DesignModel
import Diagnostics
import Foundation
import Rules
import SpecParser
import Testing

/// `spec/cross-document-conflict` on fixtures written for it (Tests/Fixtures/cross-document):
/// planted conflicts are found with every place, planted variants (a compact chip, a value for a
/// state or a device) are not, and the same facts in another layout and wording give the same
/// findings (metamorphic).
@Suite struct CrossDocumentConflictTests {
    static let fixtures = SpecTest.repository.appendingPathComponent("Tests/Fixtures/cross-document")

    static func findings(_ layout: String) throws -> [Finding] {
        let folder = fixtures.appendingPathComponent(layout)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        let files = try names.map { SourceFile(path: "specs/" + $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        let system = SpecTest.bundledSystem
        let result = SpecParser(system: system, options: .init(modes: system.modes)).parse(files)
        let context = RuleContext(
            system: system, options: RuleOptions(values: [:], description: CrossDocumentConflictRule.description),
            spec: result.specs.facts, severity: CrossDocumentConflictRule.description.defaultSeverity)
        return CrossDocumentConflictRule.check(context)
    }

    /// What a finding says, without where: the thing, the fact, the values and how many places.
    static func signature(_ finding: Finding) -> String {
        let values = finding.message.matches(of: /#[0-9A-F]{6}|\d+pt [a-z]+/).map { String($0.output) }.sorted()
        let details = finding.subject.details.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let places = 1 + finding.notes.filter { !$0.message.contains("is taken to be") }.count
        return "\(details) values=\(values.joined(separator: ",")) places=\(places)"
    }

    @Test func plantedConflictsAreFoundWithEveryPlace() throws {
        let findings = try Self.findings("lists")
        let messages = findings.map(\.message)
        #expect(findings.count == 5, "\(messages)")
        let button = try #require(findings.first { $0.message.contains("\"Text Button\"") })
        #expect(button.message.contains("16pt regular (specs/screens.md:16, 52)"))
        #expect(button.message.contains("17pt semibold (specs/library.md:15)"))
        // Located at the first place, a note at each other one.
        #expect(button.range.file == "specs/library.md" && button.range.start.line == 15)
        #expect(button.notes.map(\.range?.start.line) == [16, 52])
        let offWhite = try #require(findings.first { $0.message.contains("\"Off-White\"") })
        #expect(offWhite.message.contains("in \"light\" mode: #F9FAFB"))
        #expect(offWhite.message.contains("#F5F6FA (specs/screens.md:44)"))
        let coral = try #require(findings.first { $0.message.contains("\"Primary Coral\"") })
        #expect(coral.message.contains("in \"dark\" mode: #FF8787 (specs/screens.md:17) and #FF6B6B (one value for every mode: specs/screens.md:56)"))
        let placeholder = try #require(findings.first { $0.message.contains("\"placeholder color\"") })
        #expect(placeholder.message.contains("slate gray (specs/library.md:40) and light gray at 60% (specs/screens.md:64)"))
        let gray = try #require(findings.first { $0.message.contains("\"Secondary Gray\"") })
        #expect(gray.message.contains("named in two documents but none states its value (specs/library.md:41; specs/screens.md:65)"))
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func variantsStatesAndDevicesAreNotConflicts() throws {
        let findings = try Self.findings("lists")
        // The compact chip is smaller on purpose; the Mood Chip restates the catalog's values.
        #expect(!findings.contains { $0.message.contains("Chip") })
        // Save Link's 17pt semibold is for states, its 40pt for iPhone SE: neither is listed.
        #expect(!findings.contains { finding in finding.notes.contains { [36, 37, 39].contains($0.range?.start.line ?? 0) } })
        #expect(!findings.contains { $0.message.contains("\"Charcoal\"") || $0.message.contains("\"White\"") })
    }

    @Test func theSameFactsInAnotherLayoutGiveTheSameFindings() throws {
        let lists = try Self.findings("lists").map(Self.signature).sorted()
        let reworded = try Self.findings("reworded").map(Self.signature).sorted()
        #expect(lists.count == 5)
        #expect(lists == reworded)
    }

    @Test func aVariantColorOneDocumentChangesInDarkModeAndAnotherDoesNot() throws {
        // a-screens.md: "All mood colors slightly adjusted (5-10% brighter) for dark mode";
        // b-kit.md gives each mood color one value for every mode.
        let findings = try Self.findings("variable-modes")
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.message == "\"Mood color\" is stated two ways in \"dark\" mode: changes in dark mode (no values given) (specs/a-screens.md:25) and one value for every mode (specs/b-kit.md:18, 19)")
    }

    @Test func aKindSynonymFromTheVocabularyIdentifiesTheComponent() throws {
        // b-settings.md writes `Kind: Text link button`: the vocabulary's synonym of Text Button.
        let findings = try Self.findings("reworded")
        let button = try #require(findings.first { $0.message.contains("\"Text Button\"") })
        #expect(button.message.contains("specs/b-settings.md:"))
    }

    @Test func aFadedDisabledComponentAndARecoloredOneConflict() throws {
        // disabled-look/: the kit's Submit Button fades to 50% opacity when disabled, the Pay
        // Button (a Submit Button) turns Light Gray. Planted non-conflicts: the Filter Pill fades
        // the same way in both documents, the Info Card has the same disabled background in both,
        // the Compact Pay Button is a variant, the Retry Button's disabled background is coral at
        // 50% (possibly the same fade: not compared).
        let findings = try Self.findings("disabled-look")
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.message == "\"Submit Button\" is stated with two \"disabled look\" values: whole element at 50% opacity (specs/kit.md:21) and background light gray (specs/screens.md:18)")
        #expect(finding.notes.map(\.range?.start.line) == [18])
    }

    @Test func theDisabledLookInAnotherLayoutGivesTheSameFinding() throws {
        // disabled-look-reworded/: flat lists, `Interactive states:`, `0.5 opacity`, `Kind:`,
        // another order of documents, nodes and entries.
        let findings = try Self.findings("disabled-look-reworded")
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings.map(Self.signature) == (try Self.findings("disabled-look")).map(Self.signature))
        let finding = try #require(findings.first)
        #expect(finding.message.contains("whole element at 50% opacity (specs/a-library.md:"))
        #expect(finding.message.contains("background light gray (specs/b-orders.md:"))
    }
}
