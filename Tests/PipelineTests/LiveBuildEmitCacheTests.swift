import Foundation
import Testing
@testable import BuildPipeline
@testable import Live


/// The resident build's emit cache (`EmitCache`: view model entries and printed pieces reused
/// for unchanged tokens) must leave the outputs of a clean build after every kind of edit that
/// reaches a cached piece: a color's value, its dark value added or removed, a description, a
/// deprecation, composites (typography, shadow, border, gradient) and what they alias, a
/// categorical palette's members and their names, tokens added and removed. After each seeded
/// random edit the output folder is compared byte for byte with a clean one-shot build; and
/// the cache must really be used (pieces copied), or the comparison would prove nothing.
///
/// Checked to fail: with the view model entries reused by token path only (not by equal
/// token), the first description or value edit leaves a stale declaration and this test fails.
@Suite struct LiveBuildEmitCacheTests {
    typealias Seeded = LiveBuildEquivalenceTests.Seeded

    struct Color {
        var name: String
        var light: String?
        var dark: String?
        var alias: String?
        var description: String?
        var deprecated: String?  // "" for `$deprecated: true`
    }

    struct Member {
        var name: String
        var color: String
        var label: String
        var emoji: String?
        var category: String?
    }

    struct Composite {
        var name: String
        var kind: String  // typography, shadow, border, gradient, dimension
        var size: Int
        var color: String  // a color token's name
        var description: String?
    }

    struct Model {
        var colors: [Color] = []
        var members: [Member] = []
        var composites: [Composite] = []
        var created = 0

        func doc(_ description: String?, _ deprecated: String?) -> String {
            var text = ""
            if let description { text += "    $description: \"\(description)\"\n" }
            if let deprecated { text += deprecated.isEmpty ? "    $deprecated: true\n" : "    $deprecated: \"\(deprecated)\"\n" }
            return text
        }

        var colorsText: String {
            var text = "c:\n  $type: color\n"
            for color in colors {
                text += "  \(color.name):\n"
                if let alias = color.alias {
                    text += "    $value: \"{c.\(alias)}\"\n"
                } else {
                    text += "    $value: \"\(color.light!)\"\n"
                    if let dark = color.dark { text += "    $extensions: { mode: { dark: \"\(dark)\" } }\n" }
                }
                text += doc(color.description, color.deprecated)
            }
            return text
        }

        var paletteText: String {
            var text = "p:\n  tag:\n    $type: color\n    $extensions: { kiln: { palette: categorical } }\n"
            for member in members {
                var kiln = "name: \"\(member.label)\""
                if let emoji = member.emoji { kiln += ", emoji: \"\(emoji)\"" }
                if let category = member.category { kiln += ", category: \(category)" }
                text += "    \(member.name): { $value: \"\(member.color)\", $extensions: { kiln: { \(kiln) } } }\n"
            }
            return text
        }

        var compositesText: String {
            var text = "k:\n"
            for composite in composites {
                text += "  \(composite.name):\n    $type: \(composite.kind)\n"
                let color = "\"{c.\(composite.color)}\""
                switch composite.kind {
                case "typography":
                    text += "    $value: { fontFamily: Inter, fontSize: \(composite.size)pt, fontWeight: 400, lineHeight: 1.5 }\n"
                case "shadow":
                    text += "    $value: { color: \(color), offsetX: 0pt, offsetY: 1pt, blur: \(composite.size)pt }\n"
                case "border":
                    text += "    $value: { color: \(color), width: \(composite.size)pt, style: solid }\n"
                case "gradient":
                    text += "    $value:\n      - { color: \(color), position: 0 }\n      - { color: \"#FFFFFF\", position: 0.\(composite.size % 10) }\n"
                default:
                    text += "    $value: \(composite.size)pt\n"
                }
                text += doc(composite.description, nil)
            }
            return text
        }

        /// Colors something refers to (an alias or a composite): not removed, so the model stays valid.
        func isReferenced(_ name: String) -> Bool {
            colors.contains { $0.alias == name } || composites.contains { $0.color == name }
        }

        var literalColors: [Int] { colors.indices.filter { colors[$0].alias == nil } }
    }

    static let files = ["colors.yaml", "palette.yaml", "composites.yaml"]

    static func write(_ model: Model, to root: URL) throws {
        let texts = [model.colorsText, model.paletteText, model.compositesText]
        for (name, text) in zip(files, texts) {
            let url = root.appendingPathComponent("tokens/" + name)
            // Unchanged files keep their bytes (the watch reads only what changed).
            if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
    }

    static func oneShot(_ model: Model) throws -> [String: Data] {
        let root = try LiveBuildEquivalenceTests.temporaryFolder("emit-cache-oneshot")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(model, to: root)
        let pipeline = Pipeline(project: Project.open(at: root))
        var result = pipeline.check(pipeline.load())
        pipeline.emit(&result, outputs: nil)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
        return try LiveBuildEquivalenceTests.outputs(of: root)
    }

    static let kinds = ["typography", "shadow", "border", "gradient", "dimension"]
    static let emoji = ["😀", "🙂", "😢", "🔥", nil]
    static let categories = ["good", "bad", nil]

    @Test(arguments: [UInt64(5), 91])
    func everyCachedPieceFollowsItsEdit(seed: UInt64) throws {
        var random = Seeded(state: seed)
        func color() -> String { LiveBuildEquivalenceTests.color(&random) }
        var model = Model()
        for index in 0..<8 {
            model.colors.append(Color(name: "c\(index)", light: color(), dark: index % 2 == 0 ? color() : nil, description: index % 3 == 0 ? "Color \(index)." : nil))
        }
        model.colors.append(Color(name: "c8", alias: "c1"))
        model.colors.append(Color(name: "c9", alias: "c2"))
        for index in 0..<4 {
            model.members.append(Member(name: "m\(index)", color: color(), label: "Member \(index)", emoji: Self.emoji[index], category: "good"))
        }
        for (index, kind) in Self.kinds.enumerated() {
            model.composites.append(Composite(name: "\(kind)\(index)", kind: kind, size: 2 + index, color: "c\(index)"))
        }
        model.created = 20

        let root = try LiveBuildEquivalenceTests.temporaryFolder("emit-cache")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(model, to: root)
        let live = LiveBuild(root: root)
        #expect(try #require(live.build()).blocked == false)
        LiveBuildEquivalenceTests.compare(try LiveBuildEquivalenceTests.outputs(of: root), try Self.oneShot(model), after: "the first build")

        let edits = ["value", "dark", "description", "deprecation", "composite", "retarget", "palette", "add", "remove"]
        var seen: Set<String> = []
        var copied = 0
        for step in 1...30 {
            let kind = edits.randomElement(using: &random)!
            seen.insert(kind)
            switch kind {
            case "value":
                let index = model.literalColors.randomElement(using: &random)!
                model.colors[index].light = color()
            case "dark":
                let index = model.literalColors.randomElement(using: &random)!
                model.colors[index].dark = model.colors[index].dark == nil ? color() : nil
            case "description":
                if Bool.random(using: &random) {
                    let index = model.colors.indices.randomElement(using: &random)!
                    model.colors[index].description = model.colors[index].description == nil ? "Edited \(step).\nSecond line." : nil
                } else {
                    let index = model.composites.indices.randomElement(using: &random)!
                    model.composites[index].description = "Composite \(step)."
                }
            case "deprecation":
                let index = model.colors.indices.randomElement(using: &random)!
                model.colors[index].deprecated = model.colors[index].deprecated == nil ? (Bool.random(using: &random) ? "" : "Use c\(step).") : nil
            case "composite":
                let index = model.composites.indices.randomElement(using: &random)!
                model.composites[index].size += 1 + Int.random(in: 0..<5, using: &random)
            case "retarget":
                let index = model.composites.indices.randomElement(using: &random)!
                model.composites[index].color = model.colors.randomElement(using: &random)!.name
            case "palette":
                let index = model.members.indices.randomElement(using: &random)!
                switch Int.random(in: 0..<4, using: &random) {
                case 0: model.members[index].color = color()
                case 1: model.members[index].label = "Renamed \(step)"
                case 2: model.members[index].emoji = Self.emoji.randomElement(using: &random)!
                default: model.members[index].category = Self.categories.randomElement(using: &random)!
                }
            case "add":
                model.created += 1
                switch Int.random(in: 0..<3, using: &random) {
                case 0: model.colors.append(Color(name: "c\(model.created)", light: color(), dark: Bool.random(using: &random) ? color() : nil))
                case 1:
                    model.members.append(Member(name: "m\(model.created)", color: color(), label: "Added \(step)", emoji: nil, category: "bad"))
                default:
                    let kind = Self.kinds.randomElement(using: &random)!
                    model.composites.append(
                        Composite(name: "\(kind)\(model.created)", kind: kind, size: 3, color: model.colors.randomElement(using: &random)!.name))
                }
            default:
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let free = model.colors.indices.filter { !model.isReferenced(model.colors[$0].name) }
                    if model.colors.count > 4, let index = free.randomElement(using: &random) { model.colors.remove(at: index) }
                case 1:
                    if model.members.count > 2 { model.members.remove(at: Int.random(in: 0..<model.members.count, using: &random)) }
                default:
                    if model.composites.count > 2 { model.composites.remove(at: Int.random(in: 0..<model.composites.count, using: &random)) }
                }
            }
            try Self.write(model, to: root)
            let changed = Set(Self.files.map { root.appendingPathComponent("tokens/" + $0).path })
            let outcome = try #require(live.build(changed: changed))
            #expect(!outcome.blocked, "step \(step) (\(kind)): \(outcome.result.diagnostics.map(\.message))")
            LiveBuildEquivalenceTests.compare(try LiveBuildEquivalenceTests.outputs(of: root), try Self.oneShot(model), after: "step \(step) (\(kind))")
            for printer in ["swift", "dart", "css"] { copied += live.emitCache.pieceCounts(printer)?.copied ?? 0 }
        }
        #expect(seen == Set(edits), "\(seen)")
        // The rebuilds copied pieces: the cache was in use, so the comparisons above tested it.
        #expect(copied > 100, "pieces copied: \(copied)")
        // And some rebuilds spliced the changed pieces into the previous files (`printFile`),
        // so the comparisons tested the splices too.
        for printer in ["swift", "swift.assetCatalog", "dart", "css", "json"] {
            #expect(live.emitCache.spliceCount(printer) > 3, "\(printer) splices: \(live.emitCache.spliceCount(printer))")
        }
        // The view models too were the previous ones with the changed entries made again.
        for platform in ["swift", "dart", "css"] {
            #expect(live.emitCache.viewModelRebuilds(platform) > 3, "\(platform) rebuilds: \(live.emitCache.viewModelRebuilds(platform))")
        }
    }
}
