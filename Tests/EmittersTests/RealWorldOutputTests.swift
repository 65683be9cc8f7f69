import DesignModel
import Diagnostics
import Foundation
import Testing
import BuildPipeline
import ProjectConfig

/// The public DTCG example systems in `Fixtures/real-world/` (issue 14, item 5) through
/// `kiln build` with the default outputs and the default (lenient) mode: every file written is a
/// golden (`expected/<system>/output`, byte for byte; `UPDATE_GOLDENS=1` rewrites them), the
/// outputs pass the real tools (tinycss2, JSON, swiftc, tree-sitter Dart/Kotlin, tsc, Dart Sass);
/// IBM Carbon (`vw` lengths) and GitHub Primer (tokens inside tokens) build with counted warnings.
///
/// Adobe Spectrum's outputs are goldens of AxesOutputTests (`Fixtures/axes/expected/spectrum`,
/// 7 MB, Android included), not here, so the same megabytes are not stored twice.
@Suite struct RealWorldOutputTests {
    /// The systems that build, and the outputs golden here (`nil`: the config's default outputs,
    /// as `kiln build` writes them: the eight emitters and the spec site).
    static let built: [String: [String]?] = ["figma-sds": nil, "microsoft-fluent": nil, "shopify-polaris": nil]
    static let names = built.keys.sorted()

    static func project(_ name: String) -> Project {
        var config = KilnConfig()
        config.resolver = "\(name).resolver.json"
        config.specs = []
        return Project(root: EmitFixtures.root.appendingPathComponent("real-world"), config: config)
    }

    static func build(_ name: String, outputs: [String]?) -> (folder: URL, result: Pipeline.Run) {
        let build = EmitFixtures.build(project(name), label: "real-world-\(name)", outputs: outputs)
        return (build.folder, build.result)
    }

    static func errors(_ result: Pipeline.Run) -> [Diagnostic] { result.diagnostics.filter { $0.severity == .error } }

    @Test(arguments: names)
    func outputsMatchGoldens(_ name: String) {
        let (folder, result) = Self.build(name, outputs: Self.built[name] ?? nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.errors(result).isEmpty, "\(Self.errors(result).map(\.message))")
        let written = EmitFixtures.files(in: folder)
        if Self.built[name] ?? nil == nil {
            // Every default output wrote something: none was skipped without a golden noticing.
            for output in EmitFixtures.outputs + ["site"] { #expect(written.contains { $0.hasPrefix("\(output)/") }, "\(name): no \(output) output") }
        }
        EmitFixtures.assertTree(folder, equals: EmitFixtures.root.appendingPathComponent("real-world/expected/\(name)/output"))
    }

    /// The two systems that used to build nothing write their outputs in the default mode, with
    /// counted warnings: Carbon's three `vw` lengths are written by CSS and left out of Swift,
    /// Dart and Android (each says which); Primer's tokens inside tokens are read.
    @Test(arguments: ["ibm-carbon", "github-primer"])
    func quirkySystemsWriteTheirOutputsWithCountedWarnings(_ name: String) throws {
        let (folder, result) = Self.build(name, outputs: ["css", "swift", "dart", "android", "json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.errors(result).isEmpty, "\(Self.errors(result).map { "\($0.range): \($0.message)" })")
        let written = EmitFixtures.files(in: folder)
        for output in ["css", "swift", "dart", "android", "json"] { #expect(written.contains { $0.hasPrefix("\(output)/") }, "\(name): no \(output) output") }
        let counted = result.diagnostics.filter { $0.id.family == .format }
        #expect(!counted.isEmpty && counted.allSatisfy { $0.severity == .warning })
        if name == "ibm-carbon" {
            let css = try String(contentsOf: folder.appendingPathComponent("css/tokens.css"), encoding: .utf8)
            #expect(css.contains("--layout-fluid-spacing-02: 2vw;"))
            let skipped = result.diagnostics.filter { $0.id == .outputUnitSkipped }
            #expect(skipped.map { $0.message.components(separatedBy: " output ").first?.components(separatedBy: "which the ").last } == ["Swift", "Dart", "Android"])
            #expect(skipped.allSatisfy { $0.message.hasSuffix("\"layout.fluidSpacing.02\", \"layout.fluidSpacing.03\", \"layout.fluidSpacing.04\"") })
            let swift = try String(contentsOf: folder.appendingPathComponent("swift/DesignTokens.swift"), encoding: .utf8)
            #expect(!swift.contains("fluidSpacing02"))
            // JSON is DTCG 2025.10, which has no `vw`: the number DTCG gives a relative length
            // (2vw is 0.02), the exact length under dev.kiln; the DTCG schemas accept every file.
            let json = try String(contentsOf: folder.appendingPathComponent("json/design.tokens.json"), encoding: .utf8)
            #expect(json.contains(#""unit":"vw""#) || json.contains(#""unit": "vw""#), "the exact length is kept")
            let jsonFiles = written.filter { $0.hasPrefix("json/") && $0.hasSuffix(".json") }.map { folder.appendingPathComponent($0).path }
            let schemas = EmitFixtures.root.appendingPathComponent("dtcg-schemas")
            if let report = Tools.python("dtcg_schema.py", [schemas.path] + jsonFiles) as? [String: Any] {
                #expect(report["checked"] as? Int == jsonFiles.count)
                #expect((report["errors"] as? [String: [String]] ?? ["?": ["no report"]]).isEmpty, "\(report["errors"] ?? "")")
            }
        } else {
            #expect(counted.contains { $0.id == .formatUnknownProperty && $0.message.hasPrefix("36 ") })
        }
    }

    /// The systems whose outputs go through the real tools.
    static let systems = ["adobe-spectrum", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris"]

    /// A system's shared build with every output (SharedBuilds): Spectrum's is AxesOutputTests'
    /// and Primer's the axis matrix's, so each system is built once for all of them.
    static func sharedBuild(_ name: String) throws -> EmitFixtures.Build {
        try SharedBuilds.build(name == "adobe-spectrum" ? "axes-spectrum" : name)
    }

    /// The written files parse with the real tools: CSS (tinycss2), every JSON file, the Swift
    /// type-checks, the Dart and Kotlin parse (tree-sitter), and the SCSS compiles (Dart Sass,
    /// deprecations as errors); the TypeScript below. Spectrum: the outputs AxesOutputTests does
    /// not already put through these tools (it runs tinycss2, swiftc and tree-sitter-dart).
    @Test(arguments: systems)
    func outputsPassTheRealTools(_ name: String) throws {
        let outputs = name == "adobe-spectrum" ? ["json", "android", "typescript", "scss"] : EmitFixtures.outputs
        let folder = try Self.sharedBuild(name).folder
        let files = EmitFixtures.files(in: folder)
        // (tailwind/theme.css is Tailwind 4's `@theme` syntax, which css_parse.py rejects as such.)
        if outputs.contains("css"), let report = Tools.python("css_parse.py", [folder.appendingPathComponent("css/tokens.css").path]) as? [String: Any] {
            #expect((report["errors"] as? [Any] ?? []).isEmpty, "tinycss2 \(name): \(report["errors"] ?? "")")
        }
        let jsonFiles = files.filter { $0.hasSuffix(".json") }
        #expect(jsonFiles.count > 3)
        for file in jsonFiles {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(name)/\(file) is not JSON")
        }
        if outputs.contains("swift"), let check = Tools.swiftc(["-typecheck", "-swift-version", "6", folder.appendingPathComponent("swift/DesignTokens.swift").path]) {
            #expect(check.status == 0, "swiftc -typecheck \(name):\n\(check.stderr.prefix(3000))")
        }
        if outputs.contains("dart"),
            let report = Tools.python("dart_parse.py", [folder.appendingPathComponent("dart/design_tokens.dart").path]) as? [String: [[String: Any]]]
        {
            #expect(report.count == 1)
            for (_, errors) in report { #expect(errors.isEmpty, "tree-sitter-dart \(name): \(errors.prefix(5))") }
        }
        let kotlin = files.filter { $0.hasSuffix(".kt") }.map { folder.appendingPathComponent($0).path }
        #expect(!kotlin.isEmpty)
        if let report = Tools.python("tree_sitter_parse.py", ["kotlin"] + kotlin) as? [String: [String: Any]] {
            #expect(report.count == kotlin.count)
            for (file, result) in report { #expect((result["errors"] as? [Any] ?? []).isEmpty, "tree-sitter-kotlin \(file): \(result["errors"] ?? "")") }
        }
        let consumer = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-real-world-scss-\(UUID().uuidString).scss")
        try "@use \"tokens\";\n".write(to: consumer, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: consumer) }
        if let output = WebOutputTests.dartSass(["--load-path", folder.appendingPathComponent("scss").path, consumer.path]) {
            #expect(output.status == 0, "Dart Sass \(name):\n\(output.stderr.prefix(3000))")
        }
    }

    /// Every system's tokens.ts compiles under `tsc --strict`: one compiler run over all of them
    /// (tsc takes seconds to start), each file's errors reported under its system.
    @Test func typeScriptCompilesStrict() throws {
        let folders = try Self.systems.map { ($0, try Self.sharedBuild($0).folder) }
        let files = folders.map { $0.1.appendingPathComponent("typescript/tokens.ts").path }
        guard let output = WebOutputTests.tool("tsc", ["--noEmit", "--strict", "--target", "es2020", "--module", "es2020", "--moduleResolution", "node"] + files) else { return }
        let lines = output.stdout.split(separator: "\n")
        for (name, folder) in folders {
            // tsc names a file by its path, which holds the build folder's unique name.
            let errors = lines.filter { $0.contains(folder.lastPathComponent + "/") }
            #expect(errors.isEmpty, "tsc --strict \(name):\n\(errors.joined(separator: "\n").prefix(3000))")
        }
        #expect(output.status == 0, "tsc --strict:\n\(output.stdout.prefix(3000))\(output.stderr.prefix(1000))")
    }
}
