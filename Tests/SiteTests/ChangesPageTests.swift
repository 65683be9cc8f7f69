import DesignModel
import Foundation
import Testing
import XMLAdapter

@testable import SpecSite
import BuildPipeline
import DesignDiff
import KilnTestSupport

/// `kiln build --diff BASE`: the Changes page of the site, from the two versions in
/// Tests/Fixtures/diff, passes the site checker and shows what changed.
@Suite struct ChangesPageTests {
    static let fixture = SiteFixtures.testsFolder.deletingLastPathComponent().appendingPathComponent("Fixtures/diff")

    /// `baseLabel` stands in for the path the base was read from, which is as long as the
    /// folder the repository is cloned into.
    static func site(baseLabel: String? = nil) throws -> [OutputFile] {
        let head = Project.open(at: fixture.appendingPathComponent("head"))
        var pipeline = Pipeline(project: head)
        let result = pipeline.check(pipeline.load())
        var changes = try DiffRun.changes(base: fixture.appendingPathComponent("base").path, head: result, project: head).get()
        if let baseLabel { changes.baseLabel = baseLabel }
        pipeline.siteChanges = changes
        return pipeline.site(result)
    }

    @Test func changesPagePassesTheSiteChecker() throws {
        let files = try Self.site()
        let page = try #require(files.first { $0.path == "site/changes.html" })
        let problems = SiteChecker.check(files.map { OutputFile(path: String($0.path.dropFirst("site/".count)), contents: $0.contents) })
        #expect(problems.isEmpty, "\(problems.prefix(20).map(\.description).joined(separator: "\n"))")
        let text = SiteFixtures.text(page)
        for expected in ["color.brand.steam", "color.brand.mist", "#8FBF6A", "#A3D17E", "color.badge.sale", "color.badge.fresh", "a11y/contrast-text"] {
            #expect(text.contains(expected), "changes.html shows \(expected)")
        }
        // Linked from every page's navigation.
        let index = try #require(files.first { $0.path == "site/index.html" })
        #expect(SiteFixtures.text(index).contains("href=\"changes.html\""))
    }

    @Test func noChangesPageWithoutABase() throws {
        let head = Project.open(at: Self.fixture.appendingPathComponent("head"))
        let pipeline = Pipeline(project: head)
        let files = pipeline.site(pipeline.check(pipeline.load()))
        #expect(!files.contains { $0.path.hasSuffix("changes.html") })
    }
}
