import DesignModel
import Diagnostics
import Foundation
import Testing
@testable import TokenParser

/// Public design systems (Spectrum, Carbon, Fluent, Polaris, Primer, Figma SDS) load through their
/// DTCG 2025.10 resolver files as they are published.
@Suite struct RealWorldTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/real-world")

    static let systems = ["adobe-spectrum", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris"]

    static func load(_ name: String) throws -> TokenSetParser.Result {
        let resolverURL = folder.appendingPathComponent("\(name).resolver.json")
        let resolver = SourceFile(path: "\(name).resolver.json", text: try String(contentsOf: resolverURL, encoding: .utf8))
        return TokenSetParser.parse(resolver: resolver) { reference in
            let url = folder.appendingPathComponent(reference)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return SourceFile(path: String(reference.dropFirst(reference.hasPrefix("./") ? 2 : 0)), text: text)
        }
    }

    @Test(arguments: systems)
    func loadsWithEveryModeBuilt(name: String) throws {
        let result = try Self.load(name)
        #expect(result.system.tokens.count > 50)
        #expect(result.system.modes.count >= 1)
        // No alias problems: every reference in these systems points at a real token.
        let aliasProblems = result.diagnostics.filter { $0.id.family == .alias || $0.id.family == .resolver }
        #expect(aliasProblems.isEmpty, "\(aliasProblems.prefix(5).map { "\($0.range): \($0.message)" })")
        // Every error is located in a token file, at a real line.
        for diagnostic in result.diagnostics where diagnostic.severity == .error {
            #expect(diagnostic.range.start.line >= 1 && diagnostic.range.file.hasSuffix(".json"))
        }
    }

    /// Where Kiln reports a problem, the file really breaks DTCG 2025.10 (3-digit `hex`
    /// fallbacks, `$type: string`, units other than px/rem/…): the exact list is the golden.
    @Test(arguments: systems)
    func diagnosticsMatchGolden(name: String) throws {
        let result = try Self.load(name)
        var collector = DiagnosticCollector()
        collector.add(contentsOf: result.diagnostics)
        let text = TextReporter(useColor: false, showSource: false).render(collector.sorted, sources: SourceLines())
        let url = Self.folder.appendingPathComponent("expected/\(name).txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(text == (try? String(contentsOf: url, encoding: .utf8)))
    }

    @Test func spectrumModifiersBecomeAxes() throws {
        let result = try Self.load("adobe-spectrum")
        // theme × size: dark + mobile exists (before axes, each modifier was a flat list of modes).
        #expect(result.system.axes.axes.map(\.name) == ["theme", "size"])
        #expect(result.system.modes == ["light+desktop", "light+mobile", "dark+desktop", "dark+mobile"])
    }

    @Test func figmaDefaultContextComesFirst() throws {
        let result = try Self.load("figma-sds")
        #expect(result.system.modes.first == "light")
        #expect(result.system.modes.contains("dark"))
    }
}
