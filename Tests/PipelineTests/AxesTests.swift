import DesignModel
import Diagnostics
import Foundation
import Rules
import TokenParser
import Testing
@testable import BuildPipeline
@testable import Inspection
@testable import ProjectConfig

/// Theming axes (issue 14, item 1): each resolver modifier, or each key of a `modes:` mapping in
/// kiln.yaml, is an axis; every combination of their values is resolved, and `kiln tokens`
/// lists a value only for the axes it depends on.
@Suite struct AxesTests {
    static func load(_ folder: String, config: KilnConfig? = nil) -> Pipeline.Run {
        let root = Fixtures.root.appendingPathComponent("axes/\(folder)")
        var diagnostics: [Diagnostic] = []
        var config = config ?? KilnConfig.parse(
            SourceFile(path: "kiln.yaml", text: (try? String(contentsOf: root.appendingPathComponent("kiln.yaml"), encoding: .utf8)) ?? ""),
            diagnostics: &diagnostics)
        config.specs = []
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return Pipeline(project: Project(root: root, config: config)).load()
    }

    @Test(arguments: ["resolver", "yaml"])
    func listingMatchesGolden(_ folder: String) {
        let result = Self.load(folder)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        Fixtures.assertGolden(TokenListing.render(result.system, pattern: nil), case: "axes", file: "\(folder).tokens.txt")
    }

    @Test func resolverModifiersBecomeAxesAndEveryCombinationIsAMode() throws {
        let system = Self.load("resolver").system
        #expect(system.axes.axes.map(\.name) == ["scheme", "contrast", "density"])
        #expect(system.modes.count == 8)
        #expect(system.modes.first == "light+normal+comfortable")
        #expect(system.modes.last == "dark+high+compact")
        // `surface.muted` aliases `surface.text` under high contrast, which itself depends on the scheme.
        let muted = try #require(system[TokenPath("surface.muted")])
        #expect(system.axes.dependence(muted.values.map { $0?.value }) == [0, 1])
        #expect(system.value(TokenPath("surface.muted"), mode: "dark+high+compact")?.canonical == "#FAFAF7")
        #expect(system.value(TokenPath("surface.muted"), mode: "light+high+comfortable")?.canonical == "#1A1C21")
        let gap = try #require(system[TokenPath("space.gap")])
        #expect(system.axes.dependence(gap.values.map { $0?.value }) == [2])
        let sparse = system.axes.sparse(gap.values.map { $0?.value.canonical })
        #expect(sparse.entries.map(\.value) == ["16px", "8px"])
    }

    @Test func yamlModeKeysTakeTheMostSpecificMatch() {
        let system = Self.load("yaml").system
        #expect(system.modes == ["light+normal", "light+high", "dark+normal", "dark+high"])
        #expect(system.value(TokenPath("color.hint"), mode: "dark+high")?.canonical == "#F6F8FA")
        #expect(system.value(TokenPath("color.hint"), mode: "light+high")?.canonical == "#24292E")
        #expect(system.value(TokenPath("color.hint"), mode: "dark+normal")?.canonical == "#959DA5")
        #expect(system.value(TokenPath("color.accent"), mode: "dark+high")?.canonical == "#0550AE")
    }

    @Test func aPlainModesListStaysOneAxis() {
        var diagnostics: [Diagnostic] = []
        let config = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: "modes: [light, dark, dim]\n"), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(config.axes == nil)
        #expect(config.modes == ["light", "dark", "dim"])
    }

    @Test func anAxisValueNamedTwiceIsALocatedError() {
        var diagnostics: [Diagnostic] = []
        _ = KilnConfig.parse(
            SourceFile(path: "kiln.yaml", text: "modes:\n  scheme: [light, dark]\n  contrast: [normal, dark]\n"), diagnostics: &diagnostics)
        #expect(diagnostics.map(\.id) == [.configInvalid])
        #expect(diagnostics.first?.range.start.line == 3)
    }

    @Test func anUnknownModeKeyIsReportedAtItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-axes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "color:\n  $type: color\n  ink:\n    $value: \"#000000\"\n    $extensions:\n      mode:\n        dusk: \"#111111\"\n"
            .write(to: folder.appendingPathComponent("tokens/c.yaml"), atomically: true, encoding: .utf8)
        var config = KilnConfig()
        config.specs = []
        config.axes = ModeAxes([ModeAxis(name: "scheme", values: ["light", "dark"]), ModeAxis(name: "contrast", values: ["normal", "high"])])
        config.modes = config.axes!.modeNames
        let result = Pipeline(project: Project(root: folder, config: config)).load()
        let undeclared = try #require(result.diagnostics.first { $0.id == .modeUndeclared })
        #expect(undeclared.range.start.line == 7)
        #expect(undeclared.message.contains("scheme: light, dark"))
    }

    /// Rules run per combination: text that passes in light, dark and high contrast alone but
    /// fails in dark + high is reported for that combination only.
    @Test func contrastIsCheckedInEveryCombination() {
        var diagnostics: [Diagnostic] = []
        let config = KilnConfig.parse(
            SourceFile(
                path: "kiln.yaml",
                text: """
                    modes:
                      scheme: [light, dark]
                      contrast: [normal, high]
                    contrastPairs:
                      - { foreground: color.text, background: color.page }
                    """), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let tokens = """
            color:
              $type: color
              page:
                $value: "#FFFFFF"
                $extensions: { mode: { dark: "#111111" } }
              text:
                $value: "#222222"
                $extensions: { mode: { dark: "#EEEEEE", high: "#000000", dark+high: "#333333" } }
            """
        let parsed = TokenSetParser(modes: config.modes, axes: config.axes).parse(files: [SourceFile(path: "tokens/color.yaml", text: tokens)])
        #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty)
        let output = CheckStage.run(CheckStage.Input(system: parsed.system, config: config, diagnostics: parsed.diagnostics, baseline: nil))
        let contrast = output.outcome.findings.filter { $0.id.rawValue == "a11y/contrast-text" }
        #expect(contrast.count == 1, "\(contrast.map(\.message))")
        #expect(contrast.first?.fingerprint.contains("mode=dark+high") == true, "\(contrast.map(\.fingerprint))")
    }

    /// A modifier without contexts is an error already; as an axis it adds no mode (no crash).
    @Test func anAxisWithoutValuesAddsNoMode() {
        let axes = ModeAxes([ModeAxis(name: "empty", values: []), ModeAxis(name: "scheme", values: ["light", "dark"])])
        #expect(axes.modeNames == ["light", "dark"])
        #expect(ModeAxes([ModeAxis(name: "empty", values: [])]).modeNames == ["default"])
    }
}
