import Foundation
import Testing
import BuildPipeline

/// `kiln build` writes the site when `site` is among the outputs, through the same
/// OutputWriter (atomic writes, manifest) as the other outputs.
@Suite struct SiteBuildTests {
    @Test func buildWritesTheSite() throws {
        let project = SiteFixtures.temporaryFolder("build")
        try? FileManager.default.removeItem(at: project)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        let input = SiteFixtures.fixtures.appendingPathComponent("small/input")
        for item in try FileManager.default.contentsOfDirectory(atPath: input.path) {
            try FileManager.default.copyItem(at: input.appendingPathComponent(item), to: project.appendingPathComponent(item))
        }
        let pipeline = Pipeline(project: Project.open(at: project))
        var result = pipeline.check(pipeline.load())
        pipeline.emit(&result, outputs: ["site"])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let index = project.appendingPathComponent("output/site/index.html")
        #expect(FileManager.default.fileExists(atPath: index.path))
        let manifest = try String(contentsOf: project.appendingPathComponent("output/.kiln-manifest"), encoding: .utf8)
        #expect(manifest.contains("site\tsite/index.html"))
        #expect(result.timings.entries.contains { $0.stage == "site" })
    }

    @Test func siteOptionsAreRead() throws {
        let (pipeline, _) = SiteFixtures.result(at: SiteFixtures.fixtures.appendingPathComponent("small/input"))
        #expect(pipeline.project.config.site.title == "Small Design System")
        #expect(pipeline.project.config.site.contrastText == ["color.text.*"])
    }
}
