@testable import Emitters
import DesignModel
import Diagnostics
import Foundation
import Testing
import BuildPipeline
import ProjectConfig

/// Theming axes in the outputs (issue 14, item 1), on a resolver with three modifiers written
/// for this test (scheme × contrast × density), a two-axis `modes:` mapping in kiln.yaml, and
/// Adobe Spectrum's published resolver (theme × size): golden CSS, Swift, Dart, JSON and Android
/// (read back in AndroidAxesTests); the CSS
/// parses (tinycss2) and, in Chromium, gives every combination's values by attributes and by
/// media queries; the Swift type-checks on every platform; the Dart parses (tree-sitter-dart);
/// and every value equals an independent resolution of every combination.
///
/// Every test reads the one shared build of each case (SharedBuilds), and the checks this suite
/// shares with AxisMatrixTests use that suite's tool runs: Chromium's computed tokens.css
/// (AxisReadings) and the Swift probes (kept by source text), so each output goes through each
/// tool once.
@Suite struct AxesOutputTests {
    static let cases = ["resolver", "yaml", "spectrum"]

    static func project(_ name: String) -> Project {
        if name == "spectrum" { return RealWorldOutputTests.project("adobe-spectrum") }
        var project = Project.open(at: EmitFixtures.root.appendingPathComponent("axes/\(name)"))
        project.config.specs = []
        return project
    }

    /// The shared build of `axes-<name>` with every output (SharedBuilds), which AxisMatrixTests,
    /// AndroidAxesTests and others read too: read-only here.
    static func build(_ name: String) throws -> (folder: URL, result: Pipeline.Run) {
        let build = try SharedBuilds.build("axes-\(name)")
        return (build.folder, build.result)
    }

    @Test(arguments: cases)
    func outputsMatchGoldens(_ name: String) throws {
        let (folder, result) = try Self.build(name)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.filter { $0.severity == .error }.map(\.message))")
        #expect(result.system.axes.isMultiAxis)
        EmitFixtures.assertTree(folder, equals: EmitFixtures.root.appendingPathComponent("axes/expected/\(name)"))
    }

    /// `tokensFor({ scheme, contrast })` compiles under `tsc --strict` from tokens.ts and from
    /// tokens.mjs + tokens.d.mts, rejects a value an axis does not have, and returns in node the
    /// very object of that combination (an axis left out at its default).
    @Test func typeScriptTokensForIsTypedAndPicksTheCombination() throws {
        let (folder, _) = try Self.build("yaml")
        // Consumers are written next to the output: into a copy, not the shared build.
        let ts = try WebOutputTests.scratchCopy(of: folder.appendingPathComponent("typescript"))
        defer { try? FileManager.default.removeItem(at: ts.deletingLastPathComponent()) }
        try """
            import { tokensFor, darkHigh, lightHigh, type Tokens } from "./tokens.js";
            export const a: Tokens = tokensFor({ scheme: "dark", contrast: "high" });
            export const b: Tokens = tokensFor({ contrast: "high" });
            export const c: Tokens = tokensFor();
            export const same: boolean = a === darkHigh && b === lightHigh;
            """.write(to: ts.appendingPathComponent("consumer.ts"), atomically: true, encoding: .utf8)
        try """
            import { tokensFor } from "./tokens.mjs";
            export const wrong = tokensFor({ scheme: "dusk" });
            """.write(to: ts.appendingPathComponent("wrong.mts"), atomically: true, encoding: .utf8)
        let common = ["--noEmit", "--strict", "--noUnusedLocals", "--target", "es2020", "--skipLibCheck", "false"]
        if let output = WebOutputTests.tool("tsc", common + ["--module", "es2020", "--moduleResolution", "node", ts.appendingPathComponent("consumer.ts").path]) {
            #expect(output.status == 0, "tsc --strict:\n\(output.stdout.prefix(3000))")
        }
        if let output = WebOutputTests.tool("tsc", common + ["--module", "node16", "--moduleResolution", "node16", ts.appendingPathComponent("wrong.mts").path]) {
            #expect(output.status != 0 && output.stdout.contains("\"dusk\""), "an unknown axis value must not compile:\n\(output.stdout.prefix(2000))")
        }
        try """
            import { tokensFor, darkHigh, lightHigh, lightNormal, darkNormal } from "./tokens.mjs";
            const ok = tokensFor({ scheme: "dark", contrast: "high" }) === darkHigh && tokensFor({ contrast: "high" }) === lightHigh
              && tokensFor() === lightNormal && tokensFor({ scheme: "dark" }) === darkNormal;
            console.log(ok ? "ok" : "wrong");
            """.write(to: ts.appendingPathComponent("run.mjs"), atomically: true, encoding: .utf8)
        if let output = WebOutputTests.tool("node", [ts.appendingPathComponent("run.mjs").path]) {
            #expect(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "ok", "\(output.stdout)\(output.stderr)")
        }
    }

    @Test(arguments: cases)
    func cssParsesAndSwiftTypeChecksAndDartParses(_ name: String) throws {
        let (folder, _) = try Self.build(name)
        let css = folder.appendingPathComponent("css/tokens.css")
        if let report = Tools.python("css_parse.py", [css.path]) as? [String: Any] {
            #expect((report["errors"] as? [Any] ?? []).isEmpty, "tinycss2: \(report["errors"] ?? "")")
        }
        let swift = try String(contentsOf: folder.appendingPathComponent("swift/DesignTokens.swift"), encoding: .utf8)
        for platform in PlatformConfiguration.all {
            guard let check = platform.typecheck(swift) else { continue }
            #expect(check.status == 0, "swiftc -typecheck as \(platform.name):\n\(check.stderr.prefix(3000))")
        }
        if let check = Tools.swiftc(["-typecheck", "-swift-version", "6", folder.appendingPathComponent("swift/DesignTokens.swift").path]) {
            #expect(check.status == 0, "swiftc -typecheck (Linux):\n\(check.stderr.prefix(3000))")
        }
        let dart = folder.appendingPathComponent("dart/design_tokens.dart")
        if let report = Tools.python("dart_parse.py", [dart.path]) as? [String: [[String: Any]]] {
            for (_, errors) in report { #expect(errors.isEmpty, "tree-sitter-dart: \(errors.prefix(5))") }
        }
    }

    /// The dynamic colors, run against the framework stand-ins: on iOS (and tvOS and visionOS,
    /// which take the same branch) the trait collection, on macOS the drawing appearance —
    /// `darkAqua` and the high-contrast appearances Increase Contrast gives — show every
    /// combination they reach with the model's color, so macOS agrees with iOS, contrast axis
    /// included; watchOS shows the dark appearance's. (AxisMatrixTests reads every fixture so;
    /// the probes compile and run once for both, kept by source text.)
    @Test(arguments: ["yaml"])
    func dynamicColorsFollowTheSystemOnEveryApplePlatform(_ name: String) throws {
        let (folder, result) = try Self.build(name)
        let system = result.system
        let source = try String(contentsOf: folder.appendingPathComponent("swift/DesignTokens.swift"), encoding: .utf8)
        let probe = SwiftProbe(system: system, model: SwiftEmitter(options: Self.project(name).config.emitters.swift).viewModel(system).0, source: source)
        guard let uikit = try probe.read("uikit"), let appkit = try probe.read("appkit"), let watch = try probe.read("watchos") else { return }
        var compared = 0
        var followingContrast = 0
        for token in system.tokens where token.type == .color {
            for mode in system.modes.indices where probe.reach(mode) != nil {
                let expected = Readback.expected(token, mode, keepsWide: true)
                #expect(uikit.shown[mode, token.path.string] == expected, "UIKit: \(token.path) in \(system.modes[mode])")
                #expect(appkit.shown[mode, token.path.string] == expected, "AppKit: \(token.path) in \(system.modes[mode])")
                compared += 1
                // The same combination without Increase Contrast: a color that differs proves the setting is followed.
                if let contrast = probe.contrast, probe.reach(mode)?.high == true {
                    var combination = system.axes.combination(of: mode)
                    combination[contrast.axis] = contrast.off
                    if expected != Readback.expected(token, system.axes.mode(of: combination), keepsWide: true) { followingContrast += 1 }
                }
            }
            let dark = probe.model.darkModeIndex
            #expect(watch.shown[dark, token.path.string] == Readback.expected(token, dark, keepsWide: true), "watchOS: \(token.path)")
        }
        #expect(compared >= system.tokens.filter { $0.type == .color }.count * 2)
        #expect((probe.contrast == nil) == (followingContrast == 0), "\(name): \(followingContrast) colors follow Increase Contrast")
    }

    /// Only the axes a value depends on get a rule: no block per combination.
    @Test func cssHasOneRulePerAxisValueAndCombinesOnlyWhereNeeded() throws {
        let (folder, _) = try Self.build("resolver")
        let css = try String(contentsOf: folder.appendingPathComponent("css/tokens.css"), encoding: .utf8)
        #expect(css.contains("[data-scheme=\"dark\"] {"))
        #expect(css.contains("[data-contrast=\"high\"] {"))
        #expect(css.contains("[data-density=\"compact\"] {"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {"))
        #expect(css.contains("@media (prefers-contrast: more) {"))
        // `surface.muted` under dark + high is neither the dark nor the high value: combined.
        #expect(css.contains("[data-scheme=\"dark\"][data-contrast=\"high\"] {\n  --surface-muted: #fafaf7;\n}"))
        // Density never combines: nothing depends on it and another axis.
        #expect(!css.contains("[data-density=\"compact\"]["))
        #expect(!css.contains("][data-density"))
    }

    /// In Chromium, every combination — chosen by attributes, or by emulated media where an axis
    /// maps to one — computes every custom property to the model's value in that combination.
    /// The browser is the axis matrix's (AxisReadings): it loads tokens.css once for both.
    @Test(arguments: ["resolver", "yaml"])
    func chromiumComputesEveryCombination(_ name: String) throws {
        let build = try SharedBuilds.build("axes-\(name)")
        let fixture = AxisMatrixTests.fixture("axes-\(name)", build)
        let (model, _) = CSSEmitter(options: fixture.options.css).viewModel(fixture.system)
        let (scenarios, expected) = Self.browserScenarios(fixture.system, model: model)
        guard let report = try AxisReadings.stylesheets(fixture)?.report["css"] else { return }
        for scenario in scenarios {
            let scenario = scenario["name"] as? String ?? ""
            #expect(report[scenario] != nil, "Chromium computed nothing in \(scenario)")
        }
        for (scenario, values) in expected {
            for (property, value) in values {
                #expect(report[scenario]?[property] == value, "\(property) in \(scenario)")
            }
        }
    }

    /// Every combination of `system`'s axes twice, for css_axes_browser.py: by attributes (every
    /// axis's `data-` attribute), and by media where an axis maps to one (an axis at its default
    /// set by neither); with what each computes for every custom property of `model` (the
    /// CSS's view model): the value's text in that combination.
    static func browserScenarios(_ system: DesignSystem, model: ViewModel) -> (scenarios: [[String: Any]], expected: [String: [String: String]]) {
        let entries = model.allEntries
        var scenarios: [[String: Any]] = []
        var expected: [String: [String: String]] = [:]
        for mode in system.modes.indices {
            let combination = system.axes.combination(of: mode)
            var attributes: [String: String] = [:]
            var byMedia: [String: String] = [:]
            var mediaFeatures: [String: String] = [:]
            for (axisIndex, axis) in system.axes.axes.enumerated() {
                let value = axis.values[combination[axisIndex]]
                let attribute = CSSPrinter.attribute(axis)
                attributes[attribute] = value
                if combination[axisIndex] != 0, let query = CSSPrinter.media(value) {
                    let feature = query.dropFirst().dropLast().split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                    mediaFeatures[feature[0]] = feature[1]
                } else if combination[axisIndex] != 0 {
                    byMedia[attribute] = value
                }
            }
            let values = Dictionary(uniqueKeysWithValues: entries.compactMap { entry in entry.values[mode].map { (entry.identifier, $0.text) } })
            scenarios.append(["name": system.modes[mode] + " by attributes", "attributes": attributes])
            expected[system.modes[mode] + " by attributes"] = values
            scenarios.append(["name": system.modes[mode] + " by media", "attributes": byMedia, "media": mediaFeatures])
            expected[system.modes[mode] + " by media"] = values
        }
        return (scenarios, expected)
    }

    /// Every color and length equals what an independent resolver (Scripts/dtcg_resolve.py)
    /// computes for every combination of the modifiers.
    @Test(arguments: ["resolver", "spectrum"])
    func valuesEqualAnIndependentResolutionOfEveryCombination(_ name: String) throws {
        let project = Self.project(name)
        let result = Pipeline(project: project).load()
        let system = result.system
        var values: [String: [Any]] = [:]
        for token in system.tokens {
            values[token.path.string] = token.values.map { ($0?.value.canonical as Any?) ?? NSNull() }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-axes-values-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try JSONSerialization.data(withJSONObject: ["modes": system.modes, "values": values]).write(to: file)
        let resolver = project.root.appendingPathComponent(project.config.resolver ?? "")
        guard let report = Tools.python("dtcg_resolve.py", [resolver.path, file.path]) as? [String: Any] else { return }
        let compared = report["compared"] as? Int ?? 0
        #expect(compared >= (name == "spectrum" ? 4000 : 60), "compared \(compared)")
        // The combination tokens are not in the model (the script lists them as Kiln's nil): every
        // token of the model comes out the same.
        let mismatches = (report["mismatches"] as? [String] ?? []).filter { !$0.hasPrefix("kiln-combinations.") }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect((report["mismatchCount"] as? Int ?? 0) < 50)
    }

    /// The axis rules of a stylesheet parsed by tinycss2: (media, selector, declarations) after
    /// `:root` / `@theme`, without `color-scheme`.
    static func axisBlocks(_ file: URL) -> [(media: String, selector: String, declarations: [String: String])]? {
        guard let parsed = Tools.python("css_blocks.py", [file.path]) as? [String: Any] else { return nil }
        #expect((parsed["errors"] as? [Any] ?? []).isEmpty, "tinycss2 on \(file.lastPathComponent): \(parsed["errors"] ?? "")")
        return (parsed["blocks"] as? [[String: Any]] ?? []).compactMap { block in
            let selector = block["prelude"] as? String ?? ""
            guard selector != ":root", !selector.hasPrefix("@") else { return nil }
            var declarations = block["declarations"] as? [String: String] ?? [:]
            declarations["color-scheme"] = nil
            return ((block["media"] as? String) ?? "", selector, declarations)
        }
    }

    /// SCSS and Tailwind reuse tokens.css's axis rules, checked by the real tools: the SCSS maps
    /// printed through `tokens-when` (Dart Sass), the Tailwind v4 rules after `@theme` (tinycss2) and
    /// the v3 plugin's styles (node) give the same selectors and media queries, in the same
    /// order, with the same tokens and — for Tailwind, whose values are the CSS's — the same values.
    @Test(arguments: cases)
    func scssAndTailwindCombineAxesLikeCSS(_ name: String) throws {
        let (folder, result) = try Self.build(name)
        guard let css = Self.axisBlocks(folder.appendingPathComponent("css/tokens.css")) else { return }
        #expect(css.count > 2, "\(name): only \(css.count) axis rules in tokens.css")
        let tokenNames = Set(SCSSEmitter().viewModel(result.system).0.allEntries.map { "--" + $0.identifier })
        let cssTokens = css.map { block in Set(block.declarations.keys.filter(tokenNames.contains)) }

        // SCSS through Dart Sass.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-axes-scss-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try """
            @use "sass:meta";
            @use "tokens" as *;
            @each $name, $values in $tokens-axes {
              @include tokens-when($name) {
                @each $key, $value in $values { --#{$key}: #{meta.inspect($value)}; }
              }
            }

            """.write(to: scratch.appendingPathComponent("consumer.scss"), atomically: true, encoding: .utf8)
        if let output = WebOutputTests.dartSass(["--load-path", folder.appendingPathComponent("scss").path, scratch.appendingPathComponent("consumer.scss").path, scratch.appendingPathComponent("out.css").path]) {
            #expect(output.status == 0, "Dart Sass: \(output.stderr)")
            if output.status == 0, let scss = Self.axisBlocks(scratch.appendingPathComponent("out.css")) {
                // (Dart Sass writes attribute values without quotes: `[data-scheme=dark]`.)
                func unquoted(_ blocks: [(media: String, selector: String, declarations: [String: String])]) -> [[String]] { blocks.map { [$0.media, $0.selector.replacingOccurrences(of: "\"", with: "")] } }
                #expect(unquoted(scss) == unquoted(css), "\(name): SCSS selectors differ from tokens.css")
                #expect(scss.map { Set($0.declarations.keys) } == cssTokens, "\(name): SCSS redeclares other tokens than tokens.css")
            }
        }

        // Tailwind v4: the rules after @theme (the @custom-variant blocks, which tinycss2 cannot
        // read as declarations, are counted, then left out).
        let theme = try String(contentsOf: folder.appendingPathComponent("tailwind/theme.css"), encoding: .utf8)
        let variants = theme.components(separatedBy: "\n@custom-variant ").count - 1
        #expect(variants == result.system.axes.axes.reduce(0) { $0 + $1.values.count - 1 }, "\(name): \(variants) @custom-variant blocks")
        let stripped = theme.replacingOccurrences(of: #"\n@custom-variant [^\n]* \{\n(  [^\n]*\n)*\}\n"#, with: "\n", options: .regularExpression)
        #expect(!stripped.contains("@custom-variant"))
        try stripped.write(to: scratch.appendingPathComponent("theme.css"), atomically: true, encoding: .utf8)
        if let tailwind = Self.axisBlocks(scratch.appendingPathComponent("theme.css")) {
            #expect(tailwind.map { [$0.media, $0.selector] } == css.map { [$0.media, $0.selector] }, "\(name): Tailwind selectors differ from tokens.css")
            #expect(tailwind.map { $0.declarations.values.sorted() } == css.map { $0.declarations.values.sorted() }, "\(name): Tailwind values differ from tokens.css")
        }

        // Tailwind v3: the plugin's styles, in order.
        let script = """
            const preset = require(process.argv[1]);
            const styles = [];
            for (const plugin of preset.plugins) plugin({ addBase: (s) => styles.push(...(Array.isArray(s) ? s : [s])) });
            const rules = [];
            for (const style of styles) for (const [key, value] of Object.entries(style)) {
              if (key.startsWith("@media ")) for (const [selector, body] of Object.entries(value)) rules.push([key, selector, Object.values(body).sort()]);
              else if (key !== ":root") rules.push(["", key, Object.values(value).sort()]);
            }
            console.log(JSON.stringify(rules));
            """
        if let output = WebOutputTests.tool("node", ["-e", script, folder.appendingPathComponent("tailwind/tailwind.preset.cjs").path]) {
            #expect(output.status == 0, "\(output.stderr)")
            let rules = (try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8))) as? [[Any]] ?? []
            #expect(rules.map { [$0[0] as? String ?? "?", $0[1] as? String ?? "?"] } == css.map { [$0.media, $0.selector] }, "\(name): the v3 plugin's selectors differ from tokens.css")
        }
    }

    /// The JSON output's `design.resolver.json` reads back into the same model: same axes, and
    /// every token's value equal in every combination — a literal given for one combination
    /// (`dark+high`) included, through the combination tokens the writer adds under
    /// `kiln-combinations` (the only tokens the read-back has beyond the model's), and no warning.
    /// An independent resolver (Scripts/dtcg_resolve.py) gets the same values from it.
    @Test(arguments: cases)
    func resolverOutputReadsBackAsTheSameModel(_ name: String) throws {
        let (folder, result) = try Self.build(name)
        let original = result.system
        let warned = result.diagnostics.filter { $0.id == .outputResolverCombination }
        var config = KilnConfig()
        config.resolver = "design.resolver.json"
        config.specs = []
        let back = Pipeline(project: Project(root: folder.appendingPathComponent("json"), config: config)).load()
        #expect(back.diagnostics.filter { $0.severity == .error }.isEmpty, "\(back.diagnostics.map(\.message))")
        #expect(back.system.axes == original.axes)
        #expect(back.system.tokens.map(\.path).filter { !$0.string.hasPrefix("kiln-combinations.") } == original.tokens.map(\.path))
        // The yaml case's `dark+high` literals need combination tokens; the resolver case needs none.
        #expect(back.system.tokens.contains { $0.path.string.hasPrefix("kiln-combinations.") } == (name == "yaml"))
        var differing: [String] = []
        for token in original.tokens {
            guard let other = back.system[token.path] else { continue }
            // Compared as Kiln prints values (colors in 8 bits, lengths to 4 decimals): the files write
            // components in 4 decimals, as every JSON output does.
            // A length in pt or dp is written as px (§9), the one conversion JSON makes.
            let equal = token.values.indices.allSatisfy { mode in
                Self.asJSONWrites(token.values[mode]?.value)?.canonical == other.values[mode]?.value.canonical
            }
            if !equal { differing.append(token.path.string) }
        }
        #expect(differing.isEmpty, "\(differing)")
        #expect(warned.isEmpty, "\(warned.map(\.message))")

        var values: [String: [Any]] = [:]
        for token in original.tokens {
            values[token.path.string] = token.values.map { (Self.asJSONWrites($0?.value)?.canonical as Any?) ?? NSNull() }
        }
        // Beside the shared build, not in it.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-axes-values-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try JSONSerialization.data(withJSONObject: ["modes": original.modes, "values": values]).write(to: file)
        let resolver = folder.appendingPathComponent("json/design.resolver.json")
        guard let report = Tools.python("dtcg_resolve.py", [resolver.path, file.path]) as? [String: Any] else { return }
        #expect((report["compared"] as? Int ?? 0) >= 20)
        print("resolver read-back \(name): compared \(report["compared"] ?? 0), mismatches \(report["mismatchCount"] ?? 0)")
        // The combination tokens are not in the model (the script lists them as Kiln's nil): every
        // token of the model comes out the same.
        let mismatches = (report["mismatches"] as? [String] ?? []).filter { !$0.hasPrefix("kiln-combinations.") }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect((report["mismatchCount"] as? Int ?? 0) < 50)
    }

    /// A value as the JSON output writes it: a pt or dp length as the same number of px.
    static func asJSONWrites(_ value: TokenValue?) -> TokenValue? {
        if case .dimension(let length)? = value, length.unit == .pt || length.unit == .dp {
            return .dimension(DimensionValue(length.value, .px))
        }
        return value
    }

    /// A fresh project not tuned to the writer: other axis names, a three-valued axis, a token
    /// absent from the default combination's base only through its axis values, a value that
    /// depends on both axes through an alias, an opacity (a Kiln type DTCG lacks), and a
    /// `dark+high`-style literal written for one combination — read back equal everywhere,
    /// that literal included, with no warning.
    @Test func aFreshProjectReadsBackWithItsCombinationLiteral() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-axes3-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try "modes:\n  theme: [day, night]\n  size: [regular, large, huge]\n".write(
            to: root.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        try """
            ink:
              $type: color
              $value: "#202020"
              $extensions: { mode: { night: "#F0F0F0" } }
            paper:
              $type: color
              $value: "#FFFFFF"
              $extensions: { mode: { night: "#000000", huge: "#EEEEEE" } }
            label:
              $type: color
              $value: "#808080"
              $extensions: { mode: { large: "{ink}", huge: "{ink}" } }
            veil:
              $type: opacity
              $value: 0.5
              $extensions: { mode: { huge: 0.8 } }
            gap:
              $type: dimension
              $value: 4px
              $extensions: { mode: { large: 6px, huge: 8px, night+huge: 10px } }
            """.write(to: root.appendingPathComponent("tokens/all.yaml"), atomically: true, encoding: .utf8)
        var project = Project.open(at: root)
        project.config.specs = []
        project.config.output = root.appendingPathComponent("out").path
        let pipeline = Pipeline(project: project)
        var result = pipeline.load()
        pipeline.emit(&result, outputs: ["json"])
        #expect(result.system.modes.count == 6)
        let warned = result.diagnostics.filter { $0.id == .outputResolverCombination }
        #expect(warned.isEmpty, "\(warned.map(\.message))")
        var config = KilnConfig()
        config.resolver = "design.resolver.json"
        config.specs = []
        let back = Pipeline(project: Project(root: root.appendingPathComponent("out/json"), config: config)).load()
        #expect(back.diagnostics.filter { $0.severity == .error }.isEmpty, "\(back.diagnostics.map(\.message))")
        #expect(back.system.axes == result.system.axes)
        var differing: [String: [String]] = [:]
        for token in result.system.tokens {
            let other = back.system[token.path]
            #expect(other?.type == token.type, "\(token.path.string)")
            for mode in token.values.indices where token.values[mode]?.value.canonical != other?.values[mode]?.value.canonical {
                differing[token.path.string, default: []].append(result.system.modes[mode])
            }
        }
        #expect(differing.isEmpty, "\(differing)")
        // night+huge's 10px comes through the combination token the huge context aliases.
        #expect(back.system["gap"]?.values[5]?.value.canonical == "10px")
        #expect(back.system["kiln-combinations.gap.size-huge"] != nil)
    }
}
