import DesignModel
import Diagnostics
import Foundation
import Testing
import BuildPipeline
import Inspection
import ProjectConfig

/// The public DTCG example systems in `Fixtures/real-world/` through the whole load stage, as
/// `kiln tokens` and `kiln check` see them: the listing of every token in every mode is a
/// golden (`expected/<system>.tokens.txt`), and in the default (lenient) mode only the defects
/// of the data listed in the fixture's README are errors; strict mode reports every deviation.
@Suite struct RealWorldListingTests {
    static let systems = ["adobe-spectrum", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris"]
    /// Errors each system has in lenient mode: its genuine defects (README.md lists them; Carbon's
    /// `vw` lengths and Primer's tokens inside tokens are read leniently now).
    static let genuineErrors = ["adobe-spectrum": 0, "figma-sds": 0, "github-primer": 0, "ibm-carbon": 0, "microsoft-fluent": 0, "shopify-polaris": 0]

    static func load(_ name: String, strict: Bool = false) -> Pipeline.Run {
        var config = KilnConfig()
        config.resolver = "\(name).resolver.json"
        config.specs = []
        config.strict = strict
        return Pipeline(project: Project(root: Fixtures.root.appendingPathComponent("real-world"), config: config)).load()
    }

    @Test(arguments: systems)
    func tokenListingMatchesGolden(_ name: String) {
        let result = Self.load(name)
        Fixtures.assertGolden(TokenListing.render(result.system, pattern: nil), case: "real-world", file: "\(name).tokens.txt")
    }

    @Test(arguments: systems)
    func lenientModeLeavesOnlyGenuineDefects(_ name: String) {
        let result = Self.load(name)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == Self.genuineErrors[name], "\(errors.map { "\($0.range): \($0.message)" })")
        // Every deviation read leniently is said once per kind, not once per token.
        let kinds = result.diagnostics.filter { $0.id.family == .format }.map(\.id)
        #expect(kinds.count == Set(kinds).count)
    }

    @Test(arguments: systems)
    func strictModeReportsEveryDeviation(_ name: String) {
        let lenient = Self.load(name)
        let strict = Self.load(name, strict: true)
        let deviations = lenient.diagnostics.filter { $0.id.family == .format }
        let strictErrors = strict.diagnostics.filter { $0.severity == .error }
        #expect(strictErrors.count >= deviations.count + (Self.genuineErrors[name] ?? 0))
        if !deviations.isEmpty { #expect(strictErrors.count > Self.genuineErrors[name] ?? 0) }
        // The same model: strictness changes what is said, not what is read.
        #expect(strict.system.tokens.map(\.path) == lenient.system.tokens.map(\.path))
    }
}
