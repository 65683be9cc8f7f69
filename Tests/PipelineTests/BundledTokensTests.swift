import ColorScience
import DesignModel
import Diagnostics
import Foundation
import Testing
import YAMLSource
import BuildPipeline

/// The bundled design system (tokens/) loads cleanly and holds every value the seed documents
/// state: `Tests/Fixtures/seed-values.yaml` lists each one with the seed it comes from.
@Suite struct BundledTokensTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let result = Pipeline(project: Project.open(at: repository)).load()

    /// A value's shape for comparison: scalars in canonical spelling, composites as fields.
    indirect enum Shape: Equatable, CustomStringConvertible {
        case scalar(String)
        case map([String: Shape])
        case list([Shape])

        var description: String {
            switch self {
            case .scalar(let text): text
            case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
            case .map(let fields): "{" + fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
            }
        }
    }

    static func shape(_ value: TokenValue) -> Shape {
        switch value {
        case .typography(let t):
            var fields: [String: Shape] = [
                "fontFamily": .scalar(t.fontFamily.first ?? ""), "fontSize": .scalar(t.fontSize.canonical),
                "fontWeight": .scalar(String(t.fontWeight)),
            ]
            switch t.lineHeight {
            case .length(let length): fields["lineHeight"] = .scalar(length.canonical)
            case .multiplier(let factor): fields["lineHeight"] = .scalar(Canonical.number(factor))
            case nil: break
            }
            if let spacing = t.letterSpacing { fields["letterSpacing"] = .scalar(spacing.canonical) }
            if let style = t.textStyle { fields["textStyle"] = .scalar(style) }
            return .map(fields)
        case .shadow(let shadows):
            return .list(
                shadows.map {
                    .map([
                        "color": .scalar($0.color.hex), "offsetX": .scalar($0.offsetX.canonical), "offsetY": .scalar($0.offsetY.canonical),
                        "blur": .scalar($0.blur.canonical), "spread": .scalar($0.spread.canonical),
                    ])
                })
        case .border(let border):
            return .map(["color": .scalar(border.color.hex), "width": .scalar(border.width.canonical), "style": .scalar(border.style.canonical)])
        case .transition(let transition):
            return .map([
                "duration": .scalar(transition.duration.canonical), "delay": .scalar(transition.delay.canonical),
                "timingFunction": .list(transition.timingFunction.components.map { .scalar(Canonical.number($0)) }),
            ])
        case .spring(let spring):
            return .map(["response": .scalar(Canonical.number(spring.response)), "dampingFraction": .scalar(Canonical.number(spring.dampingFraction))])
        case .cubicBezier(let curve):
            return .list(curve.components.map { .scalar(Canonical.number($0)) })
        case .fontFamily(let families):
            return .scalar(families.first ?? "")
        default:
            return .scalar(value.canonical)
        }
    }

    static func shape(_ node: YAMLNode) -> Shape {
        switch node.content {
        case .scalar(let scalar):
            if scalar.style == .plain, let number = node.number { return .scalar(Canonical.number(number)) }
            return .scalar(scalar.value)
        case .sequence(let items): return .list(items.map(shape))
        case .mapping(let pairs): return .map(Dictionary(uniqueKeysWithValues: pairs.map { ($0.name, shape($0.value)) }))
        }
    }

    struct Expectation: Sendable, CustomTestStringConvertible {
        var path: String
        var type: String
        var perMode: [(mode: String, node: YAMLNode)]
        var seed: String
        var testDescription: String { path }
    }

    static let expectations: [Expectation] = {
        let url = repository.appendingPathComponent("Tests/Fixtures/seed-values.yaml")
        guard let text = try? String(contentsOf: url, encoding: .utf8), let root = YAMLParser().parse(text, file: "seed-values.yaml").root,
            let items = root.items
        else { return [] }
        return items.compactMap { item in
            guard let path = item["path"]?.string, let type = item["type"]?.string, let expect = item["expect"]?.pairs else { return nil }
            return Expectation(path: path, type: type, perMode: expect.map { ($0.name, $0.value) }, seed: item["seed"]?.string ?? "")
        }
    }()

    @Test func tokensLoadWithoutAnyDiagnostic() {
        // The specs deliberately keep the seeds' problems (their findings are the rules' job);
        // the token files themselves must be clean.
        let tokenProblems = Self.result.diagnostics.filter { $0.id.family != .spec }
        #expect(tokenProblems.isEmpty, "\(tokenProblems.prefix(5).map(\.message))")
        #expect(!Self.result.diagnostics.contains { $0.severity == .error })
        #expect(Self.result.system.modes == ["light", "dark"])
        #expect(Self.result.system.tokens.count > 300)
    }

    @Test func coversTheSeedValues() {
        #expect(Self.expectations.count > 300)
    }

    @Test(arguments: expectations)
    func holdsSeedValue(_ expectation: Expectation) throws {
        let token = try #require(Self.result.system[TokenPath(expectation.path)], "missing token for seed: \(expectation.seed)")
        #expect(token.type.rawValue == expectation.type)
        for (mode, node) in expectation.perMode {
            let modes = mode == "all" ? Self.result.system.modes : [mode]
            for modeName in modes {
                let actual = try #require(Self.result.system.value(TokenPath(expectation.path), mode: modeName))
                #expect(Self.shape(actual) == Self.shape(node), "\(expectation.path) in \(modeName) — seed: \(expectation.seed)")
            }
        }
    }

    @Test func emotionPaletteHasTwelveMembersWithEmojiAndCategory() throws {
        let palette = try #require(Self.result.system.palettes.first { $0.path == "color.emotion" })
        #expect(palette.members.count == 12)
        let categories = Set(palette.members.compactMap { Self.result.system[$0]?.paletteEntry?.category })
        #expect(categories == ["positive", "reflective", "challenging"])
        #expect(palette.members.allSatisfy { Self.result.system[$0]?.paletteEntry?.emoji != nil })
    }
}
