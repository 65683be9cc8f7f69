@testable import Emitters
import ColorScience
import DesignModel
import Foundation
import Testing
import XMLAdapter
import XMLReading

/// Every color, in every mode, is the same in every output: read back from each generated file
/// with that platform's own tools (Scripts/output_colors.py: tinycss2, Dart Sass, node; the Android
/// resources with libxml2) and compared, per token and mode, with the model's 8-bit RGBA.
@Suite struct CrossOutputTests {
    typealias Color8 = [Int]

    static func expected(_ color: RGBA) -> Color8 { [color.red8, color.green8, color.blue8, color.alpha8] }

    /// Where each output keeps a color token: its name there, and the key of each mode.
    struct Reader {
        var output: String
        var modeKey: (Int) -> String
        var name: (Token) -> String?
    }

    static func readers(_ system: DesignSystem, options: EmitterOptions) -> [Reader] {
        func names<C: PlatformConventions>(_ conventions: C, qualified: Bool = false) -> (Token) -> String? {
            let (model, _) = ViewModelBuilder(platform: "", conventions: conventions).build(system)
            var names: [TokenPath: String] = [:]
            for container in model.containers {
                for entry in container.entries {
                    let member = Identifiers.bare(entry.identifier)
                    names[entry.path] = qualified ? container.identifier + "." + member.trimmingCharacters(in: ["\""]) : member
                }
            }
            return { names[$0.path] }
        }
        let modeNames = { (index: Int) in system.modes[index] }
        let dart = DartConventions(options: options.dart, modes: system.modes)
        let android = AndroidConventions(options: options.android, modes: system.modes)
        let typescript = TypeScriptConventions(system: system)
        let tailwind = TailwindConventions(system: system)
        let swift = SwiftConventions(options: options.swift)
        return [
            Reader(output: "css", modeKey: modeNames, name: names(CSSConventions(options: options.css, system: system))),
            Reader(output: "json", modeKey: modeNames, name: { $0.path.string }),
            Reader(output: "dart", modeKey: { dart.modeIdentifier(system.modes[$0]) }, name: names(dart)),
            Reader(output: "swift", modeKey: { swift.modeIdentifier(system.modes[$0]) }, name: names(swift)),
            Reader(output: "android", modeKey: { android.modeIdentifier(system.modes[$0]) }, name: names(android)),
            Reader(output: "typescript", modeKey: { typescript.modeIdentifier(system.modes[$0]) }, name: names(typescript, qualified: true)),
            Reader(output: "scss", modeKey: modeNames, name: names(SCSSConventions(system: system))),
            Reader(output: "tailwind", modeKey: modeNames, name: names(tailwind)),
            Reader(output: "tailwind-v3", modeKey: modeNames, name: { tailwind.name(of: $0).key }),
        ]
    }

    @Test(arguments: ["emit-bundled", "emit-modes", "emit-wide-gamut"])
    func everyColorInEveryModeIsEqualAcrossOutputs(name: String) throws {
        let build = try SharedBuilds.build(name)
        let system = build.result.system
        let options = EmitFixtures.project(name).config.emitters
        guard let report = Tools.python("output_colors.py", [build.folder.path, system.modes.joined(separator: ",")]) as? [String: Any],
            let outputs = report["outputs"] as? [String: [String: [String: Color8]]]
        else { return }
        let errors = report["errors"] as? [String] ?? []
        // Colors kept in a wider space: [space, c1, c2, c3, alpha] per output, mode and name.
        let wide = report["wide"] as? [String: [String: [String: [Any]]]] ?? [:]
        func wideValue(_ output: String, _ mode: String, _ name: String) -> [Any]? {
            wide[output]?[mode]?[name] ?? (output == "swift" ? wide[output]?["*"]?[name] : nil)
        }
        func same(_ actual: [Any]?, _ space: String, _ values: [Double]) -> Bool {
            guard let actual, actual.count == 5, actual[0] as? String == space else { return false }
            return zip(actual.dropFirst(), values).allSatisfy { abs((($0 as? Double) ?? .nan) - $1) < 1e-6 }
        }
        #expect(errors.isEmpty, "the tools reported errors: \(errors)")

        var colors = system.tokens.filter { $0.type == .color }
        try #require(!colors.isEmpty)
        colors.sort { $0.path < $1.path }
        var compared: [String: Int] = [:]
        for reader in Self.readers(system, options: options) {
            let found = outputs[reader.output] ?? [:]
            #expect(!found.isEmpty, "no colors read from the \(reader.output) output")
            for token in colors {
                guard let name = reader.name(token) else {
                    Issue.record("\(reader.output): no name for \"\(token.path)\"")
                    continue
                }
                for mode in system.modes.indices {
                    guard let value = token.values[mode]?.value.color ?? token.values[0]?.value.color else { continue }
                    // Swift, Dart and Compose print a color kept in Display P3 with its P3 components.
                    let authored = (token.values[mode] ?? token.values[0])?.authoredColor
                    if let authored, authored.prefersDisplayP3, ["swift", "dart", "android"].contains(reader.output) {
                        let p3 = authored.displayP3
                        let actual = wideValue(reader.output, reader.modeKey(mode), name) ?? wideValue(reader.output, reader.modeKey(0), name)
                        #expect(
                            same(actual, "display-p3", [p3.x, p3.y, p3.z, authored.alpha]),
                            "\(reader.output): \"\(token.path)\" in \(system.modes[mode]) is \(actual.map { "\($0)" } ?? "missing"), the model says display-p3 \(p3)")
                        compared[reader.output, default: 0] += 1
                        continue
                    }
                    // Swift writes a value once when every mode shares it (`Themed(RGBA(…))`), and
                    // leaves out modes that equal the default one.
                    var actual = found[reader.modeKey(mode)]?[name]
                    if reader.output == "swift" { actual = actual ?? found["*"]?[name] ?? found[reader.modeKey(0)]?[name] }
                    #expect(
                        actual == Self.expected(value),
                        "\(reader.output): \"\(token.path)\" (`\(name)`) in \(system.modes[mode]) is \(actual.map { "\($0)" } ?? "missing"), the model says \(Self.expected(value))")
                    compared[reader.output, default: 0] += 1
                }
            }
        }
        // The wide forms: CSS (the @supports rules, as a browser that supports them reads them)
        // and JSON carry the authored space and components of every such color, and nothing else.
        for output in ["css", "json"] {
            let reader = Self.readers(system, options: options).first { $0.output == output }!
            var expectedCount = 0
            for token in colors {
                guard let name = reader.name(token) else { continue }
                for mode in system.modes.indices {
                    guard let authored = (token.values[mode] ?? token.values[0])?.authoredColor else { continue }
                    expectedCount += 1
                    let c = authored.components
                    let actual = wideValue(output, reader.modeKey(mode), name)
                    #expect(
                        same(actual, authored.space.rawValue, [c.x, c.y, c.z, authored.alpha]),
                        "\(output): \"\(token.path)\" in \(system.modes[mode]) is \(actual.map { "\($0)" } ?? "missing") in the wide-gamut form, the model says \(authored.cssText)")
                }
            }
            let found = wide[output]?.values.reduce(0) { $0 + $1.count } ?? 0
            #expect(found == expectedCount, "\(output): \(found) wide-gamut values read, \(expectedCount) colors are authored outside sRGB")
        }
        // The Android XML resources, read with libxml2: light in values/, dark in values-night/.
        let light = system.modes.firstIndex(of: "light") ?? 0
        let dark = system.modes.firstIndex(of: "dark") ?? light
        for (folder, mode) in [("values", light), ("values-night", dark)] where folder == "values" || dark != light {
            let url = build.folder.appendingPathComponent("android/res/\(folder)/colors.xml")
            let read = XMLReader.read(Array(try Data(contentsOf: url)), file: url.path)
            #expect(read.problems.isEmpty, "libxml2: \(read.problems)")
            var values: [String: String] = [:]
            // values-night/ names only what differs; Android takes the rest from values/.
            if folder == "values-night" {
                let base = XMLReader.read(Array(try Data(contentsOf: build.folder.appendingPathComponent("android/res/values/colors.xml"))))
                for element in base.root?.children ?? [] { values[element.attribute("name") ?? ""] = element.text }
            }
            for element in read.root?.children ?? [] { values[element.attribute("name") ?? ""] = element.text }
            for token in colors {
                guard let color = token.values[mode]?.value.color ?? token.values[0]?.value.color else { continue }
                let text = values[AndroidResources.name(token)]
                #expect(text.map(Self.parseAndroid) == Self.expected(color), "android/res/\(folder): \"\(token.path)\" is \(text ?? "missing")")
                compared["android-xml", default: 0] += 1
            }
        }
        let perOutput = colors.count * system.modes.count
        for (output, count) in compared where output != "android-xml" {
            #expect(count == perOutput, "\(output): compared \(count) values, expected \(perOutput)")
        }
        #expect(compared.count == Self.readers(system, options: options).count + 1)
    }

    /// `#RRGGBB` or `#AARRGGBB`.
    static func parseAndroid(_ text: String) -> Color8 {
        let hex = Array(text.dropFirst())
        func byte(_ at: Int) -> Int { Int(String(hex[at..<at + 2]), radix: 16) ?? -1 }
        if hex.count == 6 { return [byte(0), byte(2), byte(4), 255] }
        if hex.count == 8 { return [byte(2), byte(4), byte(6), byte(0)] }
        return []
    }
}
