@testable import Emitters
import ColorScience
import DesignModel
import Foundation
import Testing
import BuildPipeline

/// The JSON output is DTCG 2025.10: nested groups, `$type` and `$value` on every token, colors
/// and lengths in their object forms; the combined file reads back into Kiln with the same
/// values in every mode.
@Suite struct JSONOutputTests {
    static func value(_ json: Any, at path: TokenPath) -> [String: Any]? {
        var node: Any? = json
        for segment in path.segments { node = (node as? [String: Any])?[segment] }
        return node as? [String: Any]
    }

    @Test(arguments: ["emit-bundled", "emit-modes", "emit-composites", "emit-reserved"])
    func perModeFilesCarryEveryColorAndLength(name: String) throws {
        let build = try SharedBuilds.build(name)
        let system = build.result.system
        for (index, mode) in system.modes.enumerated() {
            let data = try Data(contentsOf: build.folder.appendingPathComponent("json/design.\(mode).json"))
            let json = try JSONSerialization.jsonObject(with: data)
            for token in system.tokens {
                let object = try #require(Self.value(json, at: token.path), "\(token.path) missing from design.\(mode).json")
                // A relative length (`0.05em`, `50%`) is a DTCG `number`, its fraction; the rest keep their type.
                let relative = token.values[index].map { JSONOut.dtcgRelativeFraction($0.value) != nil } ?? false
                #expect(object["$type"] as? String == (relative ? "number" : JSONOut.dtcgType(token.type)))
                #expect(Self.dtcgTypes.contains(object["$type"] as? String ?? ""), "\(token.path): `$type` \(object["$type"] ?? "none") is not DTCG's")
                let kiln = (object["$extensions"] as? [String: Any])?["dev.kiln"] as? [String: Any]
                #expect(kiln?["modes"] == nil, "per-mode files carry no mode map")
                switch token.values[index]?.value {
                case .color(let color)?:
                    let value = try #require(object["$value"] as? [String: Any])
                    #expect(value["colorSpace"] as? String == "srgb")
                    let components = try #require(value["components"] as? [Double])
                    let alpha = value["alpha"] as? Double ?? 1
                    let got = RGBA(red: components[0], green: components[1], blue: components[2], alpha: alpha).quantized
                    #expect(got == color.quantized, "\(token.path) in \(mode): JSON \(got.hex), model \(color.hex)")
                    #expect((value["hex"] as? String)?.lowercased() == color.hexOpaque.lowercased())
                case .dimension(let dimension)? where dimension.isRelative:
                    // DTCG 2025.10 has no `em` or `%`: the fraction, and Kiln's exact value under `dev.kiln`.
                    let number = try #require(object["$value"] as? Double)
                    #expect(number == (dimension.unit == .percent ? dimension.value / 100 : dimension.value), "\(token.path)")
                    let exact = try #require(kiln?["value"] as? [String: Any], "\(token.path): no exact value")
                    #expect(exact["unit"] as? String == dimension.unit.rawValue && exact["value"] as? Double == dimension.value)
                    #expect(kiln?["type"] as? String == "dimension")
                case .dimension(let dimension)?:
                    let value = try #require(object["$value"] as? [String: Any])
                    let unit = try #require(value["unit"] as? String)
                    let number = try #require(value["value"] as? Double)
                    if let points = dimension.points {
                        #expect(unit == "px" || unit == "rem")
                        #expect(abs((unit == "rem" ? number * 16 : number) - points) < 0.0001, "\(token.path)")
                    } else {
                        #expect(unit == dimension.unit.rawValue && number == dimension.value)
                    }
                default:
                    #expect(object["$value"] != nil)
                }
            }
        }
    }

    /// DTCG 2025.10's types (§8 and §9 of the format).
    static let dtcgTypes: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle", "border",
        "transition", "shadow", "gradient", "typography",
    ]

    /// Every `$extensions` key is reverse-domain (`dev.kiln`, `com.figma`), every `$type` is
    /// DTCG's, and no typography value has a member DTCG does not define (`textStyle`).
    @Test(arguments: ["emit-bundled", "emit-composites", "emit-modes"])
    func combinedFileIsValidDTCG(name: String) throws {
        let build = try SharedBuilds.build(name)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: build.folder.appendingPathComponent("json/design.tokens.json")))
        var tokens = 0
        func visit(_ node: [String: Any], path: String) {
            if let extensions = node["$extensions"] as? [String: Any] {
                for key in extensions.keys { #expect(key.split(separator: ".").count >= 2, "\(path): `$extensions.\(key)` is not a reverse-domain name") }
            }
            if let value = node["$value"] {
                tokens += 1
                let type = node["$type"] as? String ?? ""
                #expect(Self.dtcgTypes.contains(type), "\(path): `$type` \(type)")
                if type == "typography", let members = value as? [String: Any] {
                    #expect(Set(members.keys).isSubset(of: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]), "\(path): \(members.keys.sorted())")
                    #expect(members["lineHeight"].map { $0 is Double || $0 is Int } ?? true, "\(path): DTCG line heights are numbers")
                }
                return
            }
            for (key, child) in node where !key.hasPrefix("$") {
                if let child = child as? [String: Any] { visit(child, path: path.isEmpty ? key : path + "." + key) }
            }
        }
        visit(try #require(json as? [String: Any]), path: "")
        #expect(tokens == build.result.system.tokens.count)
    }

    /// Groups and tokens come out in the order they were written, not sorted: `zeta` before
    /// `alpha`, a scale `sm, md, lg` as given, a group where its first token was.
    @Test func authoredOrderIsKept() throws {
        let folder = try PipelineEmitTests.project(tokens: """
            zeta:
              ink: { $type: color, $value: "#101010" }
            spacing:
              $type: dimension
              sm: { $value: 4pt }
              md: { $value: 8pt }
              lg: { $value: 16pt }
            alpha:
              paper: { $type: color, $value: "#FAFAFA" }
            zeta2:
              b: { $type: number, $value: 2 }
              a: { $type: number, $value: 1 }

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = PipelineEmitTests.build(folder, outputs: ["json"])
        let text = try String(contentsOf: folder.appendingPathComponent("output/json/design.tokens.json"), encoding: .utf8)
        let keys = text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\""), !trimmed.hasPrefix("\"$"), trimmed.hasSuffix("{") else { return nil }
            return String(trimmed.dropFirst().prefix { $0 != "\"" })
        }
        #expect(keys == ["zeta", "ink", "spacing", "sm", "md", "lg", "alpha", "paper", "zeta2", "b", "a"], "\(keys)")
    }

    /// Values come back exactly, not rounded to the four decimals the other outputs print.
    @Test func valuesReadBackExactly() throws {
        let folder = try PipelineEmitTests.project(tokens: """
            fine: { $type: dimension, $value: 0.123456px }
            third: { $type: cubicBezier, $value: [0.333333, 0, 0.666667, 1] }
            body:
              $type: typography
              $value: { fontFamily: Inter, fontSize: 17px, fontWeight: 400, lineHeight: 1.2941176470588236 }

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = PipelineEmitTests.build(folder, outputs: ["json"])
        let json = folder.appendingPathComponent("output/json/design.tokens.json")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-exact-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: json, to: copy.appendingPathComponent("tokens/design.tokens.json"))
        let reread = Pipeline(project: Project.open(at: copy)).load().system
        for token in built.system.tokens {
            #expect(reread[token.path]?.values.first??.value == token.values.first??.value, "\(token.path)")
        }
    }

    /// The combined file, read by Kiln's own token reader, gives the same model: the same types
    /// and, in every mode, the same values (pt and dp come back as px, their only spelling in
    /// DTCG), exactly — a 22pt line height stays 22pt.
    @Test(arguments: ["emit-bundled", "emit-modes", "emit-composites", "emit-aliases", "emit-reserved"])
    func combinedFileReadsBackIntoKiln(name: String) throws {
        let build = try SharedBuilds.build(name)
        try Self.assertReadsBack(build.result.system, json: build.folder.appendingPathComponent("json/design.tokens.json"))
    }

    /// The same over the benchmark's generated 10k-token set (bench/gen_tokens.py).
    @Test func generated10kSetReadsBackIntoKiln() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-10k-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generator = EmitFixtures.repository.appendingPathComponent("bench/gen_tokens.py").path
        let generated = try Tools.run("python3", [generator, "10000", folder.appendingPathComponent("tokens").path, "--flavor", "kiln"])
        try #require(generated.status == 0, "\(generated.stderr)")
        try "tokens: ['tokens/**/*.tokens.json']\nmodes: [light, dark]\n".write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        var project = Project.open(at: folder)
        project.config.output = folder.appendingPathComponent("output").path
        let pipeline = Pipeline(project: project)
        var result = pipeline.load()
        try #require(result.system.tokens.count >= 10000)
        pipeline.emit(&result, outputs: ["json"])
        try Self.assertReadsBack(result.system, json: folder.appendingPathComponent("output/json/design.tokens.json"))
    }

    static func assertReadsBack(_ original: DesignSystem, json: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Kiln's default token pattern (`**/*.tokens.json`) finds the file by its own name.
        try FileManager.default.copyItem(at: json, to: folder.appendingPathComponent("tokens/\(json.lastPathComponent)"))
        try "modes: [\(original.modes.joined(separator: ", "))]\n".write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        let reread = Pipeline(project: Project.open(at: folder)).load()
        #expect(reread.diagnostics.filter { $0.severity == .error }.isEmpty, "\(reread.diagnostics.map(\.message).prefix(5))", sourceLocation: sourceLocation)
        #expect(reread.system.tokens.count == original.tokens.count, sourceLocation: sourceLocation)
        #expect(Set(reread.system.palettes.map(\.path)) == Set(original.palettes.map(\.path)), sourceLocation: sourceLocation)
        var mismatches: [String] = []
        for token in original.tokens {
            let other = try #require(reread.system[token.path], "\(token.path) did not survive", sourceLocation: sourceLocation)
            if other.type != token.type { mismatches.append("\(token.path): type \(other.type) vs \(token.type)") }
            if other.description != token.description { mismatches.append("\(token.path): description") }
            if (other.deprecation == nil) != (token.deprecation == nil) { mismatches.append("\(token.path): deprecation") }
            if other.displayName != token.displayName || other.paletteEntry?.emoji != token.paletteEntry?.emoji {
                mismatches.append("\(token.path): display name or emoji")
            }
            for mode in original.modes.indices {
                let want = token.values[mode]?.value
                let got = other.values[mode]?.value
                if Self.normalized(got) != Self.normalized(want) {
                    mismatches.append("\(token.path) in \(original.modes[mode]): \(got?.canonical ?? "nil") vs \(want?.canonical ?? "nil")")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differences: \(mismatches.prefix(8))", sourceLocation: sourceLocation)
    }

    /// Spellings that mean the same: points and dp as pixels (DTCG's only absolute unit), colors
    /// at 8 bits (what the hex says). Nothing else is forgiven: line heights must come back as
    /// they were written.
    static func normalized(_ value: TokenValue?) -> String {
        guard let value else { return "nil" }
        func length(_ dimension: DimensionValue) -> DimensionValue {
            dimension.unit == .pt || dimension.unit == .dp ? DimensionValue(dimension.value, .px) : dimension
        }
        switch value {
        case .color(let color): return color.quantized.hex
        case .dimension(let dimension): return length(dimension).canonical
        case .typography(var style):
            style.fontSize = length(style.fontSize)
            if case .length(let lineHeight)? = style.lineHeight { style.lineHeight = .length(length(lineHeight)) }
            style.letterSpacing = style.letterSpacing.map(length)
            return style.canonical
        case .shadow(let layers):
            return layers.map {
                Shadow(color: $0.color.quantized, offsetX: length($0.offsetX), offsetY: length($0.offsetY), blur: length($0.blur), spread: length($0.spread), inset: $0.inset).canonical
            }.joined(separator: ",")
        case .border(let border):
            var style = border.style
            if case .dashed(let dashes, let cap) = style { style = .dashed(dashArray: dashes.map(length), lineCap: cap) }
            return TokenValue.border(Border(color: border.color.quantized, width: length(border.width), style: style)).canonical
        case .strokeStyle(.dashed(let dashes, let cap)):
            return TokenValue.strokeStyle(.dashed(dashArray: dashes.map(length), lineCap: cap)).canonical
        case .gradient(let stops):
            return TokenValue.gradient(stops.map { GradientStop(color: $0.color.quantized, position: $0.position) }).canonical
        default: return value.canonical
        }
    }
}
