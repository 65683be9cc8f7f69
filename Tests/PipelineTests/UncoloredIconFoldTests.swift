import Diagnostics
import Foundation
import Rules
import Testing
import BuildPipeline

/// Issue 19: an icon with no color of its own is drawn in its label's color (a non-text pair at
/// its `Icon` line); where that pair fails it is reported inside the label's finding (item 9),
/// never dropped and never twice — as is a part named for a symbol (`Checkmark`) drawing the
/// label's pair.
@Suite struct UncoloredIconFoldTests {
    static let tokens = """
        color:
          $type: color
          sky: { $value: "#7FB2E5", $extensions: { kiln: { name: Sky } } }
          paper: { $value: "#FFFFFF", $extensions: { kiln: { name: Paper } } }
          dusk: { $value: "#8A8A8A", $extensions: { kiln: { name: Dusk } } }
        """

    static let spec = """
        ---
        id: orchard
        modes: [light]
        ---
        # Orchard

        ## Screen: Orchard

        - Background: Paper (#FFFFFF)

        #### Harvest Link
        - Component: Text link
        - Icon: basket, 16×16pt (leading)
        - Text: “Harvest”
        - Font size: 15pt
        - Color: Sky

        #### Prune Link
        - Component: Text link
        - Icon: scissors (leading)
        - Text: “Prune”
        - Font size: 15pt
        - Color: Dusk

        #### Fruit Chip
        - Text: “Apple”
        - Font size: 15pt
        - Background: Sky
        - Text Color: Paper
        - Checkmark: Paper, 12×12pt
        """

    static func run() throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-icon-fold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "modes: [light]\nplatform: ios\n".write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        try tokens.write(to: folder.appendingPathComponent("tokens/colors.yaml"), atomically: true, encoding: .utf8)
        try spec.write(to: folder.appendingPathComponent("specs/orchard.md"), atomically: true, encoding: .utf8)
        let pipeline = Pipeline(project: Project.open(at: folder))
        return pipeline.check(pipeline.load()).check?.findings ?? []
    }

    @Test func anIconInItsLabelsFailingColorIsReportedInTheLabelsFinding() throws {
        let findings = try Self.run()
        // Sky on white fails both 4.5:1 and 3:1: one finding, the label's, naming the icon, with
        // the icon's line as a note.
        let harvest = findings.filter { $0.subject.component == "Orchard › Harvest Link" }
        #expect(harvest.map(\.id.rawValue) == ["a11y/contrast-text"])
        let label = try #require(harvest.first)
        #expect(label.message.hasSuffix("the same pair draws its Icon Color"))
        #expect(label.notes.contains { $0.message.contains("draws the same pair here (non-text, 3:1 needed)") && $0.range?.start.line == 13 })
    }

    @Test func aCheckmarkDrawingItsLabelsPairIsFoldedToo() throws {
        let findings = try Self.run()
        // A part named for a symbol (`Checkmark`) is an icon: white on sky like the chip's label.
        let chip = findings.filter { $0.subject.component?.hasPrefix("Orchard › Fruit Chip") == true }
        #expect(chip.map(\.id.rawValue) == ["a11y/contrast-text"])
        #expect(chip.first?.message.hasSuffix("its icon \"Checkmark\"") == true)
    }

    @Test func anIconThatPassesItsOwnRequirementLeavesTheLabelsFindingAlone() throws {
        let findings = try Self.run()
        // #8A8A8A on white is 3.45:1: the label fails 4.5:1, the icon passes 3:1 — the label's
        // finding stands alone and names no icon.
        let prune = findings.filter { $0.subject.component == "Orchard › Prune Link" }
        #expect(prune.map(\.id.rawValue) == ["a11y/contrast-text"])
        #expect(prune.first.map { !$0.message.contains("the same pair") && $0.notes.allSatisfy { !$0.message.contains("same pair") } } == true)
    }
}
