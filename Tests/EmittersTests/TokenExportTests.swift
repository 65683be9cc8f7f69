import BuildPipeline
import DesignModel
import Diagnostics
import Foundation
import ProjectConfig
import Testing
import XMLReading

/// Public Tokens Studio and Figma exports (`Fixtures/token-exports/`, README.md there), read as
/// their owners publish them: each reads with no error in the default (lenient) mode; every
/// value equals an independent resolution (Scripts/tokens_studio_resolve.py,
/// Scripts/figma_resolve.py) in every theme combination; the CSS, Swift, Dart and Android
/// outputs pass the real tools; and what Kiln reports (tokens, axes, warnings by kind) is a golden.
@Suite struct TokenExportTests {
    static let folder = EmitFixtures.root.appendingPathComponent("token-exports")

    /// Each export, the entry the independent resolver reads (relative to its folder), and the
    /// least number of values it must compare (every combination × the tokens Kiln types).
    static let studio: [String: (entry: String, compared: Int)] = [
        "lion-example": ("tokens/$themes.json", 250),
        "workday-canvas": ("tokens/$themes.json", 500),
        "nve-designsystem": ("tokens/$themes.json", 21_000),
        "digdir-designsystemet": ("design-tokens/$themes.json", 51_000),
        "blackbaud-skyux": ("tokens/$themes.json", 5_700),
        "equinor-eds": ("tokens/$themes.json", 1_500),
        "popoyoko-branding": ("tokens/$themes.json", 90),
        "wesco-synergy": ("tokens/$themes.json", 4_800),
        "plugin-example-multi": ("tokens.json", 44),
        "transformer-modifier": ("tokens/$themes.json", 6),
    ]
    static let figma: [String: (entry: String, compared: Int)] = [
        "figma-adobe-s2": ("s2-web-variables.baseline.json", 7_000),
        "figma-action-example": ("tokens", 150),
    ]
    static var all: [String] { (Array(studio.keys) + Array(figma.keys)).sorted() }

    static func project(_ name: String) -> Project {
        var project = Project.open(at: folder.appendingPathComponent(name))
        project.config.specs = []
        return project
    }

    static func errors(_ result: Pipeline.Run) -> [Diagnostic] { result.diagnostics.filter { $0.severity == .error } }

    @Test(arguments: all)
    func readsWithoutErrors(_ name: String) {
        let result = Self.loaded(name)
        #expect(Self.errors(result).isEmpty, "\(name): \(Self.errors(result).prefix(5).map { "\($0.range): \($0.message)" })")
        #expect(result.system.tokens.count >= 3)
    }

    /// Every value Kiln gives equals the independent resolver's, in every combination.
    @Test(arguments: all)
    func valuesEqualAnIndependentResolutionOfEveryCombination(_ name: String) throws {
        let project = Self.project(name)
        let system = Self.loaded(name).system
        var values: [String: [Any]] = [:]
        for token in system.tokens { values[token.path.string] = token.values.map { ($0?.value.canonical as Any?) ?? NSNull() } }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-export-values-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try JSONSerialization.data(withJSONObject: ["modes": system.modes, "values": values]).write(to: file)
        let (script, entry) = Self.studio[name].map { ("tokens_studio_resolve.py", $0) } ?? ("figma_resolve.py", Self.figma[name]!)
        guard let report = Tools.python(script, [project.root.appendingPathComponent(entry.entry).path, file.path]) as? [String: Any] else { return }
        let compared = report["compared"] as? Int ?? 0
        #expect(compared >= entry.compared, "\(name): compared only \(compared)")
        #expect(report["mismatchCount"] as? Int == 0, "\(name): \(report["mismatchCount"] ?? "") mismatches: \(report["mismatches"] ?? "")")
    }

    /// Tokens Studio's own export of its modifier example (`expected/tokens-modifier.json`, the
    /// plugin's token-transformer output): the values Kiln computes are those it shows.
    @Test func modifiersEqualWhatTokensStudioExports() throws {
        let system = Self.loaded("transformer-modifier").system
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("transformer-modifier/expected/tokens-modifier.json"))
        let exported = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var checked = 0
        func walk(_ node: [String: Any], _ path: [String]) {
            if let value = node["value"] as? String {
                let token = system[TokenPath(segments: path)]
                // The export is of the dark theme (its last theme, which enables the modifier).
                #expect(token?.values[system.modes.count - 1]?.value.canonical == value.uppercased(), "\(path.joined(separator: "."))")
                checked += 1
                return
            }
            for (key, child) in node { if let child = child as? [String: Any] { walk(child, path + [key]) } }
        }
        walk(exported, [])
        #expect(checked == 3)
    }

    /// The outputs the checks below read, built keeping going (`--keep-going`): tokens whose
    /// names collide on a platform (`size.0` and `_size.0` are both `--size-0`) are left out of
    /// it, listed in the record golden.
    static func build(_ name: String) -> EmitFixtures.Build {
        builds.value(name) {
            var project = Self.project(name)
            project.config.keepGoing = true
            return EmitFixtures.build(project, label: "export-\(name)", outputs: ["css", "swift", "dart", "android"])
        }!
    }

    /// Each export read once (lenient): several tests look at the same result, and reading the
    /// largest exports is most of this suite's time in a debug build.
    static func loaded(_ name: String) -> Pipeline.Run {
        loads.value(name) { Pipeline(project: Self.project(name)).load() }!
    }

    /// Results shared by the tests of this suite, kept for the run, each export's under its own
    /// lock so the tests of other exports go on meanwhile; the builds' folders stay in the
    /// temporary folder until it is cleaned.
    static let builds = OncePerKey<EmitFixtures.Build>()
    static let loads = OncePerKey<Pipeline.Run>()

    /// CSS (tinycss2), Swift (swiftc), Dart (tree-sitter) and Android (libxml2 and
    /// tree-sitter-kotlin) accept what Kiln writes for each export.
    @Test(arguments: all)
    func outputsPassTheRealTools(_ name: String) throws {
        let build = Self.build(name)
        let folder = build.folder
        #expect(Self.errors(build.result).isEmpty, "\(name): \(Self.errors(build.result).prefix(5).map(\.message))")
        if let report = Tools.python("css_parse.py", [folder.appendingPathComponent("css/tokens.css").path]) as? [String: Any] {
            #expect((report["errors"] as? [Any] ?? []).isEmpty, "tinycss2 \(name): \(report["errors"] ?? "")")
        }
        if let check = Tools.swiftc(["-typecheck", "-swift-version", "6", folder.appendingPathComponent("swift/DesignTokens.swift").path]) {
            #expect(check.status == 0, "swiftc -typecheck \(name):\n\(check.stderr.prefix(3000))")
        }
        if let report = Tools.python("dart_parse.py", [folder.appendingPathComponent("dart/design_tokens.dart").path]) as? [String: [[String: Any]]] {
            for (_, errors) in report { #expect(errors.isEmpty, "tree-sitter-dart \(name): \(errors.prefix(5))") }
        }
        let files = EmitFixtures.files(in: folder)
        let kotlin = files.filter { $0.hasSuffix(".kt") }.map { folder.appendingPathComponent($0).path }
        #expect(!kotlin.isEmpty, "\(name): no Kotlin")
        if let report = Tools.python("tree_sitter_parse.py", ["kotlin"] + kotlin) as? [String: [String: Any]] {
            for (file, result) in report { #expect((result["errors"] as? [Any] ?? []).isEmpty, "tree-sitter-kotlin \(file): \(result["errors"] ?? "")") }
        }
        for file in files where file.hasPrefix("android/") && file.hasSuffix(".xml") {
            let read = XMLReader.read(Array(try Data(contentsOf: folder.appendingPathComponent(file))), file: file)
            #expect(read.problems.isEmpty, "libxml2 \(name)/\(file): \(read.problems)")
        }
    }

    /// What Kiln makes of each export, as a golden (`expected/<name>.txt`): tokens (typed and kept
    /// as written), the theming axes and their values, and the warnings by kind.
    @Test(arguments: all)
    func recordMatchesGolden(_ name: String) throws {
        let build = Self.build(name)
        let record = Self.record(build.result)
        let url = Self.folder.appendingPathComponent("expected/\(name).txt")
        if EmitFixtures.updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try record.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(record == (try? String(contentsOf: url, encoding: .utf8)), "\(name):\n\(record)")
    }

    static func record(_ result: Pipeline.Run) -> String {
        let system = result.system
        var lines = ["tokens: \(system.tokens.count) typed, \(system.passThroughTokens.count) kept as written"]
        lines.append("modes: \(system.modes.count)")
        for axis in system.axes.axes where system.modes.count > 1 { lines.append("axis \(axis.name): \(axis.values.joined(separator: ", "))") }
        var byKind: [String: Int] = [:]
        for diagnostic in result.diagnostics { byKind["\(diagnostic.severity) \(diagnostic.id)", default: 0] += 1 }
        for (kind, count) in byKind.sorted(by: { $0.key < $1.key }) { lines.append("\(kind): \(count)") }
        // The counted warnings say how many values each covers; the outputs, what they leave out.
        for diagnostic in result.diagnostics where diagnostic.id.family == .format || diagnostic.id.family == .output {
            lines.append("  \(diagnostic.id): \(diagnostic.message)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--strict` keeps every deviation an error: each export that warns in the default mode
    /// has errors in strict mode, one per occurrence.
    @Test(arguments: all)
    func strictModeRejectsEveryQuirk(_ name: String) {
        let lenient = Self.loaded(name)
        let counted = lenient.diagnostics.filter { $0.id.family == .format }
        var project = Self.project(name)
        project.setStrict()
        let strict = Pipeline(project: project).load()
        #expect(strict.diagnostics.contains { $0.id.family == .format } == false)
        #expect(Self.errors(strict).count >= counted.count)
        if !counted.isEmpty { #expect(!Self.errors(strict).isEmpty, "\(name): strict mode reports no error") }
    }
}
