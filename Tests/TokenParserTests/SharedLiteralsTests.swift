import DesignModel
import Diagnostics
import Foundation
import Testing
@testable import TokenParser

/// Literals every mode shares are decoded once (`TokenResolver.SharedLiterals`). Metamorphic:
/// each input is resolved with sharing and with every mode decoding its own literals, and the
/// model and the diagnostics must be the same — values, aliases, references, authored colors,
/// every error and leniency deviation with its position and order.
@Suite struct SharedLiteralsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Both resolves of `parse`, and their model and diagnostics compared.
    func expectSameWithAndWithoutSharing(
        _ parse: () -> TokenSetParser.Result, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> TokenSetParser.Result {
        let shared = parse()
        let unshared = TokenResolver.$sharesLiterals.withValue(false) { parse() }
        #expect(shared.system.modes == unshared.system.modes, sourceLocation: sourceLocation)
        #expect(shared.system.tokens.count == unshared.system.tokens.count, sourceLocation: sourceLocation)
        for (lhs, rhs) in zip(shared.system.tokens, unshared.system.tokens) where lhs != rhs {
            Issue.record("\(lhs.path) differs: \(lhs.values.dense) vs \(rhs.values.dense)", sourceLocation: sourceLocation)
        }
        #expect(shared.system.passThroughTokens == unshared.system.passThroughTokens, sourceLocation: sourceLocation)
        #expect(shared.diagnostics == unshared.diagnostics, sourceLocation: sourceLocation)
        return shared
    }

    func files(in folder: String) throws -> [SourceFile] {
        let root = Self.fixtures.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try paths.sorted().filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.filter { !$0.hasSuffix("kiln.yaml") }.map {
            SourceFile(path: $0, text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// Fixtures full of wrong values and lenient exports, read with two and three modes, strict
    /// and not: the shared literals' errors and deviations are reported in every mode as before.
    @Test(arguments: ["wrong-values/input", "lenient-export/input", "hostile-wrong-types/input", "modes/input", "emit-wide-gamut"])
    func fixturesResolveAlikeWithAndWithoutSharing(folder: String) throws {
        let files = try files(in: folder)
        #expect(!files.isEmpty)
        for modes in [["light", "dark"], ["light", "dark", "high-contrast"]] {
            for strict in [false, true] {
                let result = expectSameWithAndWithoutSharing {
                    TokenSetParser(modes: modes, strict: strict).parse(files: files)
                }
                #expect(!result.system.tokens.isEmpty)
            }
        }
    }

    /// Every leniency case, read with two modes: its deviations come from shared literals.
    @Test(arguments: LeniencyTests.cases)
    func leniencyCasesResolveAlike(_ testCase: LeniencyTests.Case) {
        for strict in [false, true] {
            let result = expectSameWithAndWithoutSharing {
                TokenSetParser(modes: ["light", "dark"], strict: strict)
                    .parse(files: [SourceFile(path: "system.tokens.json", text: testCase.json)])
            }
            #expect(result.diagnostics.contains { $0.id == (strict ? testCase.strictID : testCase.id) })
        }
    }

    /// Published resolver files (axes, contexts that leave tokens out, per-context types).
    @Test(arguments: RealWorldTests.systems)
    func realWorldSystemsResolveAlike(name: String) throws {
        var failure: (any Error)?
        _ = expectSameWithAndWithoutSharing {
            do { return try RealWorldTests.load(name) } catch {
                failure = error
                return TokenSetParser.Result(system: DesignSystem(modes: [], tokens: []), diagnostics: [])
            }
        }
        if let failure { throw failure }
    }

    /// A set written fresh for this test: literals shared by every mode next to mode values,
    /// aliases to shared literals (their values carry the alias), composites with literal and
    /// aliased parts, color expressions without references, and errors of each kind in literals
    /// (invalid colors, units, weights, unknown properties, a missing `$type`).
    @Test func mixedSetResolvesAlikeAndSharesItsLiterals() {
        let yaml = """
            palette:
              $type: color
              sand: { $value: "#C2B280" }
              sea: { $value: { colorSpace: display-p3, components: [0.1, 0.5, 0.7] } }
              bad: { $value: "#GGHHII" }
              space: { $value: { colorSpace: srgbb, components: [1, 0, 0] } }
              extra: { $value: { colorSpace: srgb, components: [1, 0, 0], tint: 3, hex: "#F00" } }
              mixed: { $value: "mix(#ff0000, #0000ff, 30%)" }
              moody: { $value: "#101010", $extensions: { mode: { dark: "#EFEFEF" } } }
              sandAlias: { $value: "{palette.sand}" }
              seaAlias: { $value: "{palette.sea}", $extensions: { mode: { dark: "{palette.sand}" } } }
            size:
              $type: dimension
              s: { $value: 4px }
              zero: { $value: 0 }
              wrong: { $value: 4vw }
              obj: { $value: { value: 2, unit: rem } }
            weight:
              $type: fontWeight
              typo: { $value: bolt }
              named: { $value: semi-bold }
            motion:
              fast: { $value: 150ms, $type: duration }
              curve: { $value: [0.2, 0, 1.4, 1], $type: cubicBezier }
              spring: { $value: { response: 0.4, dampingFraction: 0.8, mass: 1 }, $type: spring }
            text:
              body:
                $type: typography
                $value: { fontFamily: "Inter, sans-serif", fontSize: "{size.s}", fontWeight: 400, lineHeight: 1.4, fontWieght: 2 }
              caption:
                $type: typography
                $value: { fontFamily: [Inter], fontSize: 12px, fontWeight: "{weight.named}" }
            untyped: { $value: 12 }
            """
        let result = expectSameWithAndWithoutSharing {
            TokenSetParser(modes: ["light", "dark"]).parse(files: [SourceFile(path: "set.yaml", text: yaml)])
        }
        let ids = Set(result.diagnostics.map { $0.id.rawValue })
        for id in ["value/invalid", "type/missing", "value/unknown-property"] { #expect(ids.contains(id), "\(id) missing: \(ids)") }
        let token = { (path: String) in result.system.tokens.first { $0.path.string == path } }
        #expect(token("palette.sandAlias")?.values[1]?.alias?.path.string == "palette.sand")
        #expect(token("palette.sea")?.values[1]?.authoredColor != nil)
        #expect(token("palette.moody")?.hasUniformValues == false)
        #expect(token("palette.sand")?.hasUniformValues == true)
    }

    /// What is shared, and what is left to each mode: mode values, references anywhere in the
    /// value (a composite part, a color expression's argument, a `$ref`) are never shared.
    @Test func onlyLiteralsReadingNoOtherTokenAreShared() throws {
        let yaml = """
            c:
              $type: color
              plain: { $value: "#112233" }
              bad: { $value: "#11223" }
              moded: { $value: "#112233", $extensions: { mode: { dark: "#332211" } } }
              derived: { $value: "darken({c.plain}, 10%)" }
              object: { $value: { colorSpace: srgb, components: [0.1, 0.2, 0.3] } }
              pointer: { $value: { $ref: "#/c/plain" } }
            shadow:
              $type: shadow
              soft: { $value: { color: "{c.plain}", offsetX: 0px, offsetY: 1px, blur: 2px, spread: 0px } }
              hard: { $value: { color: "#000000", offsetX: 0px, offsetY: 1px, blur: 0px, spread: 0px } }
            """
        var diagnostics: [Diagnostic] = []
        let reader = TokenSetParser(modes: ["light", "dark"]).readFile(SourceFile(path: "set.yaml", text: yaml), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        let raw = TokenSetParser.sortedByPath(reader.tokens)
        let shared = TokenResolver.SharedLiterals.decode(raw: raw, modes: ["light", "dark"])
        let sharedPaths = Set(raw.indices.filter { shared.kinds[$0] != TokenResolver.SharedLiterals.unshared }.map { raw[$0].path.string })
        #expect(sharedPaths == ["c.plain", "c.bad", "c.object", "shadow.hard"])
        // A literal that failed is shared with what it reported, to be reported in every mode.
        let bad = try #require(raw.firstIndex { $0.path.string == "c.bad" })
        #expect(shared.kinds[bad] == TokenResolver.SharedLiterals.reported)
        #expect(shared.values[bad] == nil)
        #expect(shared.reports[bad]?.diagnostics.map(\.id) == [.valueInvalid])
    }
}
