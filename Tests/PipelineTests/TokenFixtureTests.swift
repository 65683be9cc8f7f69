import DesignModel
import Foundation
import Testing
import BuildPipeline
import Inspection

/// Every fixture project is loaded; its exact diagnostics and token listing are the goldens.
/// Fixtures named `rules-…` are also checked (`kiln check` semantics: rules, baseline, suppressions).
@Suite struct TokenFixtureTests {
    @Test(arguments: Fixtures.cases())
    func fixtureMatchesGoldens(name: String) {
        let pipeline = Pipeline(project: Fixtures.project(name))
        let result = name.hasPrefix("rules-") ? pipeline.check(pipeline.load()) : pipeline.load()
        Fixtures.assertGolden(Fixtures.diagnosticsText(result), case: name, file: "diagnostics.txt")
        Fixtures.assertGolden(TokenListing.render(result.system, pattern: nil), case: name, file: "tokens.txt")
    }

    @Test func brokenFileDoesNotHideProblemsInOthers() {
        let result = Pipeline(project: Fixtures.project("yaml-syntax")).load()
        let ids = Set(result.diagnostics.map(\.id))
        #expect(ids.contains(.yamlSyntax))
        #expect(ids.contains(.aliasMissing))
        #expect(ExitStatus.from(result.diagnostics) == .unusable)
    }

    @Test func cycleReportsTheWholeChainOnce() {
        let result = Pipeline(project: Fixtures.project("alias-cycle")).load()
        let cycles = result.diagnostics.filter { $0.id == .aliasCycle }
        #expect(cycles.count == 2)
        #expect(cycles.contains { $0.message == "alias cycle: \"color.a\" → \"color.b\" → \"color.c\" → \"color.a\"" })
        #expect(result.system.value("color.fine", mode: "light") == .color(.white))
        #expect(ExitStatus.from(result.diagnostics) == .violations)
    }
}
