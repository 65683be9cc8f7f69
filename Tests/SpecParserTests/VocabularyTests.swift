import DesignModel
import Diagnostics
import Foundation
import SpecParser
import Testing
import Inspection

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

    /// Several documents are read on several threads; the team's words (a task-local value)
    /// must reach every one of them, and the documents must read as they do one at a time.
    @Test func teamSynonymsReachEveryDocumentOfASet() {
        let system = SpecTest.palette
        let files = (1...6).map { number in
            SourceFile(path: "specs/probe-\(number).md", text: SpecTest.frontMatter + Self.pressZone.replacingOccurrences(of: "Probe", with: "Probe \(number)"))
        }
        let parser = SpecParser(system: system, options: .init(modes: system.modes, vocabulary: ["touchTarget": ["press zone"]]))
        let together = parser.parse(files)
        #expect(!SpecTest.diagnostics(together).contains { $0.contains("spec/unread") })
        #expect(together.specs.documents.count == 6)
        for (number, document) in together.specs.documents.enumerated() {
            #expect(document.file == "specs/probe-\(number + 1).md")
            let alone = parser.parse([files[number]])
            #expect(SpecDump.render(alone.specs.documents[0]) == SpecDump.render(document))
        }
        // The diagnostics come in file order, as when the files are read one after the other.
        let oneByOne = files.flatMap { parser.parse([$0]).diagnostics }.map { "\($0.range.file):\($0.range.start.line) \($0.id)" }
        #expect(together.diagnostics.map { "\($0.range.file):\($0.range.start.line) \($0.id)" }.filter(Set(oneByOne).contains) == oneByOne)
        let fileOrder = together.diagnostics.compactMap { diagnostic in files.firstIndex { $0.path == diagnostic.range.file } }
        #expect(fileOrder == fileOrder.sorted())
    }

    @Test func newSynonymsReadTouchTargets() {
        for key in ["Tappable area", "Hit area", "Touch area", "Min target size", "Hitbox"] {
            let result = SpecTest.parse("## Screen: Probe\n\n#### Icon Button\n\n- \(key): 30×30pt\n")
            let node = SpecTest.node(result, "Probe/Icon Button")
            #expect(node?.property("Touch Target") != nil, "\(key)")
        }
    }
}
