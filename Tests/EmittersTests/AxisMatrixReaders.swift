@testable import Emitters
import BuildPipeline
import ColorScience
import DesignModel
import Foundation
import ProjectConfig
import Testing
import XMLReading

/// The readers of the axis matrix, one per output, each returning what the output gives in
/// every combination (`AxisReadout`).
extension AxisMatrixTests {
    /// Per sheet: the color and length tokens' custom properties.
    struct Sheet {
        var name: String
        var file: URL
        var properties: [String: Token] = [:]
    }

    /// What the browser computed from the stylesheets: each output's readout, and per sheet,
    /// per scenario, per custom property the computed value (AxesOutputTests checks tokens.css's
    /// own scenarios in it).
    struct StylesheetReading: Sendable {
        var readouts: [String: AxisReadout]
        var report: [String: [String: [String: String]]]
    }

    /// tokens.css, Tailwind's theme.css (its `@theme` read as `:root`) and v3 preset (its
    /// plugin's styles as CSS, run by node), and the CSS Dart Sass makes of the SCSS variables
    /// and maps: loaded into one headless Chromium, each combination chosen by its attributes.
    /// With several axes the same browser also computes tokens.css's every property in
    /// AxesOutputTests' scenarios (each combination by attributes and by emulated media).
    static func readStylesheets(_ fixture: Fixture) throws -> StylesheetReading? {
        let system = fixture.system
        // Outside the build: the shared build's folder is compared with goldens.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-matrix-\(fixture.name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        guard let loaded = try stylesheets(fixture, scratch: scratch) else { return nil }
        let (sheets, v3) = loaded
        var scenarios: [[String: Any]] = system.modes.indices.map { ["name": String($0), "attributes": attributes($0, fixture)] }
        var cssProperties = Set(sheets[0].properties.keys)
        if system.axes.isMultiAxis {
            let css = CSSEmitter(options: fixture.options.css).viewModel(system).0
            scenarios += AxesOutputTests.browserScenarios(system, model: css).scenarios
            cssProperties.formUnion(css.allEntries.map(\.identifier))
        }
        let sheetSpecs = sheets.map { sheet in
            ["name": sheet.name, "file": sheet.file.path, "properties": sheet.name == "css" ? cssProperties.sorted() : Array(sheet.properties.keys)] as [String: Any]
        }
        let spec = scratch.appendingPathComponent("sheets.json")
        try JSONSerialization.data(withJSONObject: ["sheets": sheetSpecs, "scenarios": scenarios]).write(to: spec)
        guard let report = Tools.python("css_axes_browser.py", ["--sheets", spec.path]) as? [String: [String: [String: String]]] else { return nil }
        var readouts: [String: AxisReadout] = [:]
        for sheet in sheets {
            var readout = AxisReadout()
            for mode in system.modes.indices {
                let computed = report[sheet.name]?[String(mode)] ?? [:]
                for (property, token) in sheet.properties { readout[mode, token.path.string] = readback(computed[property], token) }
            }
            readouts[sheet.name] = readout
        }
        // The v3 preset: a theme value is a literal or reads a variable the plugin declares.
        var preset = AxisReadout()
        for (path, value) in v3.values {
            guard let token = system[TokenPath(path)] else { continue }
            for mode in system.modes.indices {
                let variable = value.firstMatch(of: /var\((--[^)]+)\)/).map { String($0.output.1) }
                preset[mode, path] = readback(variable.map { report[v3.sheet.name]?[String(mode)]?[$0] } ?? value, token)
            }
        }
        readouts["tailwind v3"] = preset
        return StylesheetReading(readouts: readouts, report: report)
    }

    /// The sheets the browser loads (tokens.css first), written into `scratch` where they are
    /// made from an output, and the v3 preset's theme values; nil when node or Dart Sass is missing.
    static func stylesheets(_ fixture: Fixture, scratch: URL) throws -> ([Sheet], (sheet: Sheet, values: [String: String]))? {
        let system = fixture.system
        func properties(_ model: ViewModel, prefix: String = "") -> [String: Token] {
            var result: [String: Token] = [:]
            for entry in model.allEntries where entry.type == .color || entry.type == .dimension { result[prefix + entry.identifier] = entry.token }
            return result
        }
        var sheets: [Sheet] = []
        let css = CSSEmitter(options: fixture.options.css).viewModel(system).0
        sheets.append(Sheet(name: "css", file: fixture.folder.appendingPathComponent("css/tokens.css"), properties: properties(css)))
        let tailwind = TailwindEmitter(options: fixture.options.tailwind).viewModel(system).0
        let theme = try String(contentsOf: fixture.folder.appendingPathComponent("tailwind/theme.css"), encoding: .utf8)
        let v4 = scratch.appendingPathComponent("theme.css")
        try theme.replacingOccurrences(of: "@theme {", with: ":root {").write(to: v4, atomically: true, encoding: .utf8)
        sheets.append(Sheet(name: "tailwind v4", file: v4, properties: properties(tailwind)))
        guard let v3 = try tailwindV3Sheet(fixture, model: tailwind, scratch: scratch) else { return nil }
        sheets.append(v3.sheet)
        let scss = SCSSEmitter(options: fixture.options.scss).viewModel(system).0
        guard let scssFile = try scssSheet(fixture, model: scss, scratch: scratch) else { return nil }
        sheets.append(Sheet(name: "scss", file: scssFile, properties: properties(scss, prefix: "--")))
        return (sheets, v3)
    }

    /// The v3 preset's plugin styles as CSS (for the browser) and each token's theme value.
    static func tailwindV3Sheet(_ fixture: Fixture, model: ViewModel, scratch: URL) throws -> (sheet: Sheet, values: [String: String])? {
        let script = """
            const preset = require(process.argv[1]);
            const styles = [];
            for (const plugin of preset.plugins) plugin({ addBase: (s) => styles.push(...(Array.isArray(s) ? s : [s])) });
            const block = (selector, body) => selector + " {\\n" + Object.entries(body).map(([k, v]) => "  " + k + ": " + v + ";\\n").join("") + "}\\n";
            let css = "";
            for (const style of styles) for (const [key, value] of Object.entries(style)) {
              if (key.startsWith("@media ")) css += key + " {\\n" + Object.entries(value).map(([s, b]) => block(s, b)).join("") + "}\\n";
              else css += block(key, value);
            }
            console.log(JSON.stringify({ css, theme: preset.theme.extend }));
            """
        let preset = fixture.folder.appendingPathComponent("tailwind/tailwind.preset.cjs")
        guard let output = WebOutputTests.tool("node", ["-e", script, preset.path]) else { return nil }
        try #require(output.status == 0, "the v3 preset: \(output.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let file = scratch.appendingPathComponent("v3.css")
        try (json["css"] as? String ?? "").write(to: file, atomically: true, encoding: .utf8)
        let theme = json["theme"] as? [String: [String: Any]] ?? [:]
        let conventions = TailwindConventions(system: fixture.system)
        var sheet = Sheet(name: "tailwind v3 plugin", file: file)
        var values: [String: String] = [:]
        for entry in model.allEntries where entry.type == .color || entry.type == .dimension {
            guard let name = conventions.v3Name(of: entry), let value = theme[name.v3Key]?[name.key] as? String else { continue }
            values[entry.path.string] = value
            if let variable = value.firstMatch(of: /var\((--[^)]+)\)/) { sheet.properties[String(variable.output.1)] = entry.token }
        }
        return (sheet, values)
    }

    /// The CSS Dart Sass compiles from a consumer of the SCSS: the variables on `:root`, then
    /// the maps as tokens.css applies them (`tokens-when` with several axes, a
    /// `[data-theme]` block per mode map with one).
    static func scssSheet(_ fixture: Fixture, model: ViewModel, scratch: URL) throws -> URL? {
        let map = fixture.options.scss.mapName
        var text = "@use \"sass:meta\";\n@use \"tokens\" as *;\n:root {\n"
        // A token absent from the default combination has no variable, only map entries.
        for entry in model.allEntries where (entry.type == .color || entry.type == .dimension) && entry.values[0] != nil {
            text += "  --\(entry.identifier): #{meta.inspect($\(entry.identifier))};\n"
        }
        text += "}\n"
        let each = "@each $key, $value in $values { @if meta.type-of($value) == color or meta.type-of($value) == number { --#{$key}: #{meta.inspect($value)}; } }"
        if fixture.system.axes.isMultiAxis {
            text += "@each $name, $values in $\(map)-axes { @include \(map)-when($name) { \(each) } }\n"
        } else {
            text += "@each $mode, $values in $\(map)-modes { [\(fixture.options.css.themeAttribute)=\"#{$mode}\"] { \(each) } }\n"
        }
        let consumer = scratch.appendingPathComponent("consumer.scss")
        try text.write(to: consumer, atomically: true, encoding: .utf8)
        let file = scratch.appendingPathComponent("scss.css")
        let scss = fixture.folder.appendingPathComponent(fixture.options.scss.folderPrefix).path
        guard let output = WebOutputTests.dartSass(["--load-path", scss, consumer.path, file.path]) else { return nil }
        try #require(output.status == 0, "Dart Sass: \(output.stderr.prefix(2000))")
        return file
    }

    /// tokens.mjs in node: `tokensFor({ axis: value, … })` with several axes, `modes[name]` with one.
    static func readTypeScript(_ fixture: Fixture) throws -> AxisReadout? {
        let system = fixture.system
        let model = TypeScriptEmitter(options: fixture.options.typescript).viewModel(system).0
        let conventions = TypeScriptConventions(system: system)
        let picks: [[String: Any]] = system.modes.indices.map { mode in
            guard system.axes.isMultiAxis else { return ["mode": conventions.modeIdentifier(system.modes[mode])] }
            let combination = system.axes.combination(of: mode)
            return ["axes": Dictionary(uniqueKeysWithValues: system.axes.axes.enumerated().map { ($1.name, $1.values[combination[$0]]) })]
        }
        let script = """
            import(process.argv[1]).then((module) => {
              const out = [];
              for (const pick of JSON.parse(process.argv[2])) {
                const tokens = pick.axes ? module.tokensFor(pick.axes) : module.modes[pick.mode];
                const flat = {};
                for (const [group, members] of Object.entries(tokens ?? {}))
                  for (const [name, value] of Object.entries(members)) if (typeof value === "string") flat[group + "." + name] = value;
                out.push(flat);
              }
              console.log(JSON.stringify(out));
            });
            """
        let file = fixture.folder.appendingPathComponent("typescript/\(fixture.options.typescript.fileName).mjs")
        let picksJSON = String(decoding: try JSONSerialization.data(withJSONObject: picks), as: UTF8.self)
        guard let output = WebOutputTests.tool("node", ["-e", script, "file://" + file.path, picksJSON]) else { return nil }
        try #require(output.status == 0, "node: \(output.stderr)")
        let read = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: String]])
        var readout = AxisReadout()
        for container in model.containers {
            for entry in container.entries where entry.type == .color || entry.type == .dimension {
                let name = container.identifier + "." + Identifiers.bare(entry.identifier).trimmingCharacters(in: ["\""])
                for mode in read.indices { readout[mode, entry.path.string] = readback(read[mode][name], entry.token) }
            }
        }
        return readout
    }

    /// Each combination's `design.<combination>.json`, read by Kiln's own token reader.
    static func readJSON(_ fixture: Fixture) throws -> AxisReadout? {
        let system = fixture.system
        var readout = AxisReadout()
        for (mode, name) in system.modes.enumerated() {
            var config = KilnConfig()
            config.tokens = ["\(fixture.options.json.fileName).\(name).json"]
            config.modes = ["only"]
            config.specs = []
            let read = Pipeline(project: Project(root: fixture.folder.appendingPathComponent(fixture.options.json.folderPrefix), config: config)).load().system
            for token in read.tokens where token.type == .color || token.type == .dimension {
                readout[mode, token.path.string] = Readback.expected(token, 0, keepsWide: true)
            }
        }
        return readout
    }
}
