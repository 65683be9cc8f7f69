import DesignModel
import Foundation
import SpecParser
import Testing

/// The vocabulary is data: docs/spec-format.md §2.5.1 is generated from `SpecVocabulary`, and
/// kiln.yaml synonyms extend it. `UPDATE_GOLDENS=1 swift test` rewrites the docs table.
@Suite struct VocabularyTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/spec-format.md")

    @Test func docsTableIsCurrent() throws {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        let (begin, end) = SpecVocabulary.tableMarkers
        guard let start = text.range(of: begin), let stop = text.range(of: end) else {
            Issue.record("docs/spec-format.md has no generated vocabulary table (markers missing)")
            return
        }
        let current = String(text[start.upperBound..<stop.lowerBound])
        let generated = "\n" + SpecVocabulary.markdownTable()
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1", current != generated {
            try (String(text[..<start.upperBound]) + generated + String(text[stop.lowerBound...])).write(to: Self.docs, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == generated, "docs/spec-format.md §2.5.1 is stale: run UPDATE_GOLDENS=1 swift test --filter VocabularyTests")
    }

    @Test func everySynonymIsUniqueAcrossRows() {
        var seen: [String: String] = [:]
        for row in SpecVocabulary.rows {
            for word in [row.key.lowercased()] + row.synonyms {
                #expect(seen[word] == nil, "\"\(word)\" is a synonym of both \(seen[word] ?? "") and \(row.id)")
                seen[word] = row.id
            }
        }
    }

    static let pressZone = """
        ## Screen: Probe

        #### Close Button

        - Text: “Close”
        - Press zone: 40×40pt
        """

    @Test func unknownKeyIsUnreadWithoutTheTeamSynonym() {
        let result = SpecTest.parse(Self.pressZone)
        let notes = SpecTest.diagnostics(result).filter { $0.contains("spec/unread") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("note: not understood: `Press zone: 40×40pt` — touch targets are read from `touch target`") == true)
        #expect(result.specs.facts.interactiveElements.isEmpty)
    }

    @Test func teamSynonymMakesItATouchTarget() {
        let result = SpecTest.parse(Self.pressZone, vocabulary: ["touchTarget": ["press zone"]])
        #expect(!SpecTest.diagnostics(result).contains { $0.contains("spec/unread") })
        let coverage = result.specs.documents[0].coverage
        #expect(coverage.allSatisfy { $0.status == .read })
        let node = SpecTest.node(result, "Probe/Close Button")
        #expect(node?.property("Touch Target") != nil)
    }

    @Test func newSynonymsReadTouchTargets() {
        for key in ["Tappable area", "Hit area", "Touch area", "Min target size", "Hitbox"] {
            let result = SpecTest.parse("## Screen: Probe\n\n#### Icon Button\n\n- \(key): 30×30pt\n")
            let node = SpecTest.node(result, "Probe/Icon Button")
            #expect(node?.property("Touch Target") != nil, "\(key)")
        }
    }
}
