@testable import Emitters
import ColorScience
import DesignModel
import Foundation
import KilnCore
import Testing

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
            let data = try Data(contentsOf: build.folder.appendingPathComponent("json/tokens.\(mode).json"))
            let json = try JSONSerialization.jsonObject(with: data)
            for token in system.tokens {
                let object = try #require(Self.value(json, at: token.path), "\(token.path) missing from tokens.\(mode).json")
                #expect(object["$type"] as? String == token.type.rawValue)
                #expect(object["$extensions"].flatMap { ($0 as? [String: Any])?["mode"] } == nil, "per-mode files carry no mode map")
                switch token.values[index]?.value {
                case .color(let color)?:
                    let value = try #require(object["$value"] as? [String: Any])
                    #expect(value["colorSpace"] as? String == "srgb")
                    let components = try #require(value["components"] as? [Double])
                    let alpha = value["alpha"] as? Double ?? 1
                    let got = RGBA(red: components[0], green: components[1], blue: components[2], alpha: alpha).quantized
                    #expect(got == color.quantized, "\(token.path) in \(mode): JSON \(got.hex), model \(color.hex)")
                    #expect((value["hex"] as? String)?.lowercased() == color.hexOpaque.lowercased())
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

    /// The combined file, read by Kiln's own token reader, gives the same values in every mode
    /// (pt and dp come back as px, length line heights as multipliers).
    @Test(arguments: ["emit-bundled", "emit-modes", "emit-composites", "emit-aliases", "emit-reserved"])
    func combinedFileReadsBackIntoKiln(name: String) throws {
        let build = try SharedBuilds.build(name)
        let original = build.result.system
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: build.folder.appendingPathComponent("json/tokens.json"), to: folder.appendingPathComponent("tokens/all.tokens.json"))
        try "modes: [\(original.modes.joined(separator: ", "))]\n".write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        let reread = Pipeline(project: Project.open(at: folder)).load()
        #expect(reread.diagnostics.filter { $0.severity == .error }.isEmpty, "\(reread.diagnostics.map(\.message).prefix(5))")
        #expect(reread.system.tokens.count == original.tokens.count)
        #expect(Set(reread.system.palettes.map(\.path)) == Set(original.palettes.map(\.path)))
        for token in original.tokens {
            let other = try #require(reread.system[token.path], "\(token.path) did not survive")
            #expect(other.type == token.type)
            #expect(other.description == token.description)
            #expect((other.deprecation == nil) == (token.deprecation == nil))
            #expect(other.displayName == token.displayName && other.paletteEntry?.emoji == token.paletteEntry?.emoji)
            for mode in original.modes.indices {
                let want = token.values[mode]?.value
                let got = other.values[mode]?.value
                #expect(Self.normalized(got) == Self.normalized(want), "\(token.path) in \(original.modes[mode]): \(got?.canonical ?? "nil") vs \(want?.canonical ?? "nil")")
            }
        }
    }

    /// Spellings that mean the same: points as pixels, colors at 8 bits, line heights as multipliers.
    static func normalized(_ value: TokenValue?) -> String {
        guard let value else { return "nil" }
        func length(_ dimension: DesignModel.Dimension) -> DesignModel.Dimension {
            dimension.unit == .pt || dimension.unit == .dp ? DesignModel.Dimension(dimension.value, .px) : dimension
        }
        switch value {
        case .color(let color): return color.quantized.hex
        case .dimension(let dimension): return length(dimension).canonical
        case .typography(var style):
            style.fontSize = length(style.fontSize)
            if let points = style.lineHeightPoints, let size = style.fontSize.points { style.lineHeight = .multiplier(points / size) }
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
