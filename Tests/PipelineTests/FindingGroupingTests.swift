import Diagnostics
import Foundation
import Rules
import Testing
import BuildPipeline
import Reporting

/// Issue 19 item 9: less noise, nothing lost. An icon drawing its label's exact pair is folded
/// into the label's finding; repeated warnings of one cause are one finding listing every place;
/// the text report leads with errors.
@Suite struct FindingGroupingTests {
    static let tokens = """
        color:
          $type: color
          sky: { $value: "#7FB2E5", $extensions: { kiln: { name: Sky } } }
          paper: { $value: "#FFFFFF", $extensions: { kiln: { name: Paper } } }
          ink: { $value: "#1B1B1B", $extensions: { kiln: { name: Ink } } }
        """

    static let spec = """
        ---
        id: garden
        modes: [light]
        ---
        # Garden

        ## Screen: Garden

        - Background: Paper (#FFFFFF)

        #### Water Button
        - Text: “Water”
        - Background: Sky
        - Text color: Paper
        - Icon Color: Paper
        - Font size: 15pt

        #### Leaf Button
        - Text: “Leaf”
        - Background: Sky
        - Text color: Paper
        - Icon Color: #9FC4EA
        - Font size: 15pt

        #### Seed Row
        - Text: “Seeds”
        - Color: Moss Green
        - Font size: 17pt

        #### Soil Row
        - Text: “Soil”
        - Color: Moss Green
        - Font size: 17pt

        #### Rain Row
        - Text: “Rain”
        - Color: Moss Green
        - Font size: 17pt

        #### Clay Row
        - Text: “Clay”
        - Color: Clay Red
        - Font size: 17pt
        """

    static func run() throws -> Pipeline.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-grouping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "modes: [light, dark]\nplatform: ios\n".write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        try tokens.write(to: folder.appendingPathComponent("tokens/colors.yaml"), atomically: true, encoding: .utf8)
        try spec.write(to: folder.appendingPathComponent("specs/garden.md"), atomically: true, encoding: .utf8)
        let pipeline = Pipeline(project: Project.open(at: folder))
        return pipeline.check(pipeline.load())
    }

    @Test func anIconDrawingItsLabelsPairIsFoldedIntoTheLabel() throws {
        let result = try Self.run()
        let findings = result.check?.findings ?? []
        let water = findings.filter { $0.subject.component == "Garden › Water Button" }
        // One finding for the label, naming the icon, with the icon's line as a note.
        #expect(water.count == 1)
        let label = try #require(water.first)
        #expect(label.id.rawValue == "a11y/contrast-text")
        #expect(label.message.hasSuffix("the same pair draws its Icon Color"))
        #expect(label.notes.contains { $0.message.contains("Icon Color draws the same pair") && $0.range?.start.line == 15 })
        // An icon drawing another color keeps its own finding.
        let leaf = findings.filter { $0.subject.component == "Garden › Leaf Button" }.map(\.id.rawValue).sorted()
        #expect(leaf == ["a11y/contrast-non-text", "a11y/contrast-text"])
    }

    @Test func repeatedWarningsOfOneCauseAreOneFindingListingEveryPlace() throws {
        let result = try Self.run()
        let unknown = result.diagnostics.filter { $0.id == .specUnknownName }
        #expect(unknown.count == 2)  // Moss Green (3 places) and Clay Red (1)
        let moss = try #require(unknown.first { $0.message.contains("\"Moss Green\"") })
        #expect(moss.message.contains("(3 times; every place is listed)"))
        #expect(moss.range.start.line == 27)
        #expect(moss.notes.map(\.message) == ["occurrence 2 of 3", "occurrence 3 of 3"])
        #expect(moss.notes.map { $0.range?.start.line } == [32, 37])
        #expect(FindingGrouping.occurrences(of: moss) == 3)
        let clay = try #require(unknown.first { $0.message.contains("\"Clay Red\"") })
        #expect(!clay.message.contains("times"))
    }

    @Test func occurrencesWithDifferentWordingKeepTheirMessage() {
        func finding(_ message: String, line: Int) -> Finding {
            Finding(diagnostic: .warning(.specAmbiguousName, message, at: SourceRange(file: "specs/a.md", line: line, column: 1)))
        }
        let grouped = FindingGrouping.groupRepeatedWarnings([
            finding("\"Off-White\" names 2 colors in light mode", line: 4),
            finding("\"Off-White\" names 2 colors in dark mode", line: 9),
            finding("\"Gray\" names 3 colors", line: 12),
        ])
        #expect(grouped.count == 2)
        #expect(grouped[0].notes.map(\.message) == ["occurrence 2 of 2: \"Off-White\" names 2 colors in dark mode"])
        #expect(grouped[0].fingerprint == "spec/ambiguous-name file=specs/a.md cause=Off-White")
    }

    @Test func theTextReportLeadsWithErrors() {
        let range = SourceRange(file: "specs/a.md", line: 3, column: 1)
        let report = Report(diagnostics: [
            .note(.specUnread, "a note", at: range),
            .warning(.specUnknownName, "a warning", at: range),
            .error(.a11yContrastText, "an error", at: SourceRange(file: "specs/z.md", line: 90, column: 1)),
        ])
        let lines = ReporterKind.text.render(report).split(separator: "\n").filter { $0.hasPrefix("specs/") }
        #expect(lines.map { String($0.prefix(14)) } == ["specs/z.md:90:", "specs/a.md:3:1", "specs/a.md:3:1"])
        #expect(lines[0].contains("error:"))
        #expect(lines[1].contains("warning:"))
    }
}
