import Diagnostics
import Foundation
import Testing
@testable import BuildPipeline
@testable import Reporting

/// Each reporter's exact output on the `rules-reporters` fixture (a finding of each kind, a
/// suppression, a baseline with an accepted and a stale entry) is a golden file.
@Suite struct ReporterGoldenTests {
    static let fixture = "rules-reporters"

    static func report() -> Report {
        let pipeline = Pipeline(project: Fixtures.project(fixture))
        return Report(pipeline.check(pipeline.load()))
    }

    static let files: [(ReporterKind, String)] = [
        (.text, "report.txt"), (.json, "report.json"), (.sarif, "report.sarif"), (.junit, "report.junit.xml"),
        (.github, "report.github.txt"),
    ]

    @Test(arguments: ReporterKind.allCases)
    func reporterMatchesGolden(_ kind: ReporterKind) throws {
        let file = try #require(Self.files.first { $0.0 == kind }?.1)
        Fixtures.assertGolden(kind.render(Self.report()), case: Self.fixture, file: file)
    }

    @Test func fixtureHasAFindingOfEachKind() {
        let report = Self.report()
        let ids = Set(report.diagnostics.map(\.id))
        #expect(ids.isSuperset(of: [.a11yContrastText, .tokensDeprecated, .paletteDistinguishable, .baselineStale]))
        #expect(report.baselinedCount == 1)
        #expect(report.suppressedCount == 1)
        #expect(report.exitStatus == .violations)
    }

    @Test func jsonAndSarifAreWellFormed() throws {
        let report = Self.report()
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ReporterKind.json.render(report).utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == report.diagnostics.count)
        #expect(diagnostics.contains { ($0["fingerprint"] as? String)?.hasPrefix("a11y/contrast-text ") == true })

        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(ReporterKind.sarif.render(report).utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func githubCommandsEscapeNewlinesAndSeparators() {
        #expect(GitHubReport.data("50% of a\nb") == "50%25 of a%0Ab")
        #expect(GitHubReport.property("a:b,c") == "a%3Ab%2Cc")
    }

    @Test func junitEscapesMarkup() {
        let diagnostic = Diagnostic.error(.specUnknownToken, "a < \"b\" & c", at: .none)
        let text = ReporterKind.junit.render(Report(diagnostics: [diagnostic]))
        #expect(text.contains("name=\"spec/unknown-token: a &lt; &quot;b&quot; &amp; c\""))
        #expect(text.contains(">kiln: error: a &lt; &quot;b&quot; &amp; c [spec/unknown-token]</failure>"))
    }

    @Test func cleanRunsStillProduceValidReports() {
        let report = Report(diagnostics: [])
        #expect(ReporterKind.github.render(report).isEmpty)
        #expect(ReporterKind.junit.render(report).contains("<testcase classname=\"kiln\" name=\"kiln check\"></testcase>"))
        #expect(ReporterKind.json.render(report).contains("\"diagnostics\": []"))
    }
}
