import DesignModel
import Foundation
import SpecSite
import Testing
import Inspection
import KilnTestSupport

/// The screen pages show how the reader took each screen's property lines — the same counts
/// `kiln specs --coverage` prints — and list the lines it did not understand with their numbers.
@Suite struct CoverageDisplayTests {
    static let tokens = """
        color:
          $type: color
          ink: { $value: "#1B1B1F" }
          paper: { $value: "#FAFAF7" }
          moss: { $value: "#2F6B3A" }
        """

    /// Written fresh: a two-screen return flow whose second screen has two lines no key in the
    /// vocabulary matches.
    static let spec = """
        # Return Flow

        ## Screen: Pick Items

        Background: `color.paper`.

        ### Item Row
        - Text color: `color.ink`
        - Font size: 15pt
        - Touch target: 48×48pt

        ## Screen: Confirm

        Background: `color.paper`.

        ### Send Button
        - Background: `color.moss`
        - Label color: `color.paper`
        - Wobble factor: 3
        - Knob glow: #FFCC00
        - Press zone: 40 pt
        - Touch target: 50×50pt
        """

    static func project() throws -> URL {
        let folder = SiteFixtures.temporaryFolder("coverage")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try Data("modes: [light]\nplatform: ios\n".utf8).write(to: folder.appendingPathComponent("kiln.yaml"))
        try Data(tokens.utf8).write(to: folder.appendingPathComponent("tokens/color.yaml"))
        try Data(spec.utf8).write(to: folder.appendingPathComponent("specs/returns.md"))
        return folder
    }

    @Test func screenPagesShowTheCoverageTheCommandPrints() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pipeline, result) = SiteFixtures.result(at: folder)
        let document = try #require(result.specs.documents.first)
        let report = SpecCoverageReport.render(result.specs)
        let files = SpecSite.generate(pipeline.siteInput(result))
        #expect(SiteChecker.check(files).isEmpty)

        let screens = document.coverage.byScreen
        #expect(screens.map(\.screen) == ["Pick Items", "Confirm"])
        for (name, lines) in screens {
            let summary = SpecCoverageCounts(lines).summary
            #expect(report.contains("  \(name ?? ""): \(summary)\n"), "the command prints \(summary) for \(name ?? "")")
            let page = try #require(files.first { $0.path.hasPrefix("screens/") && SiteFixtures.text($0).contains("<h1>\(name ?? "")</h1>") })
            #expect(SiteFixtures.text(page).contains("Property lines: \(summary)."), "\(page.path) shows \(summary)")
        }

        let confirm = try #require(files.first { SiteFixtures.text($0).contains("<h1>Confirm</h1>") })
        let text = SiteFixtures.text(confirm)
        let unread = document.coverage.filter { $0.status == .unread }
        #expect(unread.map(\.text) == ["Knob glow: #FFCC00", "Press zone: 40 pt"])
        for line in unread {
            #expect(report.contains("specs/returns.md:\(line.range.start.line): \(line.text)"))
            #expect(text.contains(">line \(line.range.start.line)</a>: <code>\(line.text)</code>"), "\(line.text) is listed at its line")
        }
        let pick = try #require(files.first { SiteFixtures.text($0).contains("<h1>Pick Items</h1>") })
        #expect(!SiteFixtures.text(pick).contains("Knob glow"))

        let index = SiteFixtures.text(try #require(files.first { $0.path == "screens.html" || $0.path == "screens/index.html" }))
        #expect(index.contains("Property lines: \(SpecCoverageCounts(document.coverage).summary)"))
        #expect(index.contains(">2</a></td>"), "the index links the two lines not understood")
    }
}
