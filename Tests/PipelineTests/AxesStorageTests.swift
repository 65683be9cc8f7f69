import DesignModel
import Diagnostics
import Foundation
import Testing
@testable import BuildPipeline

/// Dense storage of theming-axis values (issue 14: "a token's value is resolved for every
/// combination in which it differs"): a token keeps one value per combination of the axes it
/// depends on, so memory grows with the values that differ, not with the product of the axes.
@Suite struct AxesStorageTests {
    /// Four axes of three values (81 combinations); a quarter of the colors change with the
    /// scheme, a quarter with the contrast (and one combination of their own), a quarter with
    /// the brand, a quarter alias another; spacings change with the density.
    static func generatedProject(colors: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-axes-storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try """
            modes:
              scheme: [light, dark, dim]
              contrast: [normal, more, most]
              density: [regular, dense, airy]
              brand: [coral, ocean, forest]
            specs: []
            outputs: []

            """.write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        var text = "color:\n  $type: color\n"
        func hex(_ i: Int, _ k: Int) -> String { String(format: "\"#%06X\"", (i * 7919 + k * 104_729) % 0xFFFFFF) }
        for i in 0..<colors {
            text += "  c\(i):\n"
            switch i % 4 {
            case 0: text += "    $value: \(hex(i, 0))\n    $extensions: { mode: { dark: \(hex(i, 1)), dim: \(hex(i, 2)) } }\n"
            case 1:
                text += "    $value: \(hex(i, 0))\n"
                text += "    $extensions: { mode: { more: \(hex(i, 3)), most: \(hex(i, 4)), dark+most+regular+coral: \(hex(i, 5)) } }\n"
            case 2: text += "    $value: \(hex(i, 0))\n    $extensions: { mode: { ocean: \(hex(i, 6)), forest: \(hex(i, 7)) } }\n"
            default: text += i > 3 ? "    $value: \"{color.c\(i - 3)}\"\n" : "    $value: \(hex(i, 0))\n"
            }
        }
        text += "space:\n  $type: dimension\n"
        for i in 0..<(colors / 4) {
            text += "  s\(i):\n    $value: \(8 + i % 16)px\n    $extensions: { mode: { dense: \(4 + i % 8)px, airy: \(12 + i % 20)px } }\n"
        }
        try text.write(to: folder.appendingPathComponent("tokens/big.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func valuesAreStoredOncePerCombinationOfTheAxesTheyDependOn() throws {
        let folder = try Self.generatedProject(colors: 2000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Pipeline(project: Project.open(at: folder)).load()
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.prefix(3).map(\.message))")
        let system = result.system
        #expect(system.modes.count == 81)
        let stored = system.tokens.reduce(0) { $0 + $1.values.storedCount }
        let dense = system.tokens.count * system.modes.count
        // scheme-only and brand-only colors: 3 each; the contrast colors with a value of their own
        // in one full combination depend on all four axes (81); aliases follow their target; spacings 3.
        // Aliases (of scheme colors) 3, but the first, a literal, 1.
        let expected = 500 * 3 + 500 * 81 + 500 * 3 + (499 * 3 + 1) + 500 * 3
        #expect(stored == expected, "stored \(stored) of \(dense)")
        #expect(stored * 3 < dense, "stored \(stored) of \(dense)")
        // Reading by mode still gives a value per combination, the same as before.
        let c0 = try #require(system[TokenPath("color.c0")])
        #expect(c0.values.storedCount == 3)
        #expect(c0.values.count == 81)
        #expect(system.value(TokenPath("color.c0"), mode: "dark+most+airy+forest") == system.value(TokenPath("color.c0"), mode: "dark+normal+regular+coral"))
        #expect(system.value(TokenPath("color.c0"), mode: "dark+normal+regular+coral") != system.value(TokenPath("color.c0"), mode: "light+normal+regular+coral"))
        let c1 = try #require(system[TokenPath("color.c1")])
        #expect(system.value(TokenPath("color.c1"), mode: "dark+most+regular+coral") != system.value(TokenPath("color.c1"), mode: "dark+most+regular+ocean"))
        #expect(system.value(TokenPath("color.c1"), mode: "light+most+regular+coral") == system.value(TokenPath("color.c1"), mode: "dim+most+airy+forest"))
        #expect(c1.values.storedCount == 81)
    }

    @Test func compactStorageReadsLikeTheDenseValues() {
        let axes = ModeAxes([ModeAxis(name: "a", values: ["x", "y", "z"]), ModeAxis(name: "b", values: ["p", "q"]), ModeAxis(name: "c", values: ["m", "n"])])
        func value(_ text: String) -> ResolvedValue { ResolvedValue(value: .number(Double(text.unicodeScalars.reduce(0) { $0 * 31 + Int($1.value) })), literalRange: .none) }
        // Depends on a and c only.
        let dense: [ResolvedValue?] = (0..<axes.modeCount).map { mode in
            let combination = axes.combination(of: mode)
            return combination[0] == 2 && combination[2] == 1 ? nil : value("\(combination[0])-\(combination[2])")
        }
        let compact = ModeValues(dense, axes: axes)
        #expect(compact.storedCount == 6)
        #expect(Array(compact) == dense)
        #expect(compact == ModeValues(dense))
        #expect(compact.hashValue == ModeValues(dense).hashValue)
        let uniform = ModeValues([ResolvedValue?](repeating: value("same"), count: axes.modeCount), axes: axes)
        #expect(uniform.storedCount == 1)
        #expect(uniform.isUniform)
        #expect(!compact.isUniform)
    }

    /// The emitters' in-place readers (`withValue`, `value(_:)`, `anyValue`, `hasOneValue`) agree
    /// with the copying subscript in every mode, on compact and dense storage alike.
    @Test func inPlaceReadersAgreeWithTheSubscript() {
        let axes = ModeAxes([ModeAxis(name: "a", values: ["x", "y", "z"]), ModeAxis(name: "b", values: ["p", "q"])])
        func value(_ number: Double, authored: Bool = false) -> ResolvedValue {
            ResolvedValue(
                value: .number(number), references: authored ? ["a.b"] : [], literalRange: .none)
        }
        // Depends on b only; unresolved where a is z and b is q.
        let dense: [ResolvedValue?] = (0..<axes.modeCount).map { mode in
            let combination = axes.combination(of: mode)
            return combination[0] == 2 && combination[1] == 1 ? nil : value(Double(combination[1]), authored: combination[1] == 1)
        }
        for values in [ModeValues(dense, axes: axes), ModeValues(dense)] {
            for mode in 0..<values.count {
                #expect(values.withValue(mode) { $0 } == values[mode])
                #expect(values.value(mode) == values[mode]?.value)
            }
            #expect(values.anyValue { !$0.references.isEmpty })
            #expect(!values.anyValue { $0.value == .number(7) })
            #expect(!values.hasOneValue)
        }
        // The same value in every mode, reached differently (references differ): one value, not uniform.
        let sameValue = ModeValues((0..<axes.modeCount).map { value(4, authored: $0 % 2 == 0) }, axes: axes)
        #expect(sameValue.hasOneValue)
        #expect(!sameValue.isUniform)
        #expect(ModeValues([]).hasOneValue)
        #expect(ModeValues([nil, nil]).hasOneValue)
        #expect(!ModeValues([nil, value(1)]).hasOneValue)
    }
}
