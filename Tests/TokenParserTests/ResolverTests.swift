import ColorScience
import DesignModel
import Diagnostics
import Testing
@testable import TokenParser

/// Resolution details beyond the golden fixtures: pointers, derivations, chains, modes.
@Suite struct ResolverTests {
    func load(_ yaml: String, modes: [String] = ["light", "dark"], file: String = "t.yaml") -> TokenSetParser.Result {
        TokenSetParser(modes: modes).parse(files: [SourceFile(path: file, text: yaml)])
    }

    /// `{…}` is a whole-value alias only when the braces enclose the whole text, nothing else
    /// brace-like inside; spaces inside the braces are trimmed; non-ASCII names keep their bytes.
    @Test func wholeAliasRecognizesOnlyWholeBraces() {
        #expect(AliasSyntax.wholeAlias("{color.coral}") == "color.coral")
        #expect(AliasSyntax.wholeAlias("{ color.coral  }") == "color.coral")
        #expect(AliasSyntax.wholeAlias("{farbe.grün.ü}") == "farbe.grün.ü")
        #expect(AliasSyntax.wholeAlias("{  }") == "")
        #expect(AliasSyntax.wholeAlias("{}") == nil)
        #expect(AliasSyntax.wholeAlias("{a{b}") == nil)
        #expect(AliasSyntax.wholeAlias("{a}b}") == nil)
        #expect(AliasSyntax.wholeAlias("x{a}") == nil)
        #expect(AliasSyntax.wholeAlias("{a} ") == nil)
        #expect(AliasSyntax.wholeAlias("#FF6B6B") == nil)
        let long = "{" + String(repeating: "segment.", count: 40) + "end}"
        #expect(AliasSyntax.wholeAlias(long) == String(repeating: "segment.", count: 40) + "end")
    }

    /// `hasUniformValues`: nil and a value differ in either order; equal values (alias and
    /// all) are uniform; the same value reached through different aliases is not.
    @Test func uniformValuesCompareEveryModeNilIncluded() {
        let result = load(
            """
            color:
              $type: color
              base: { $value: "#112233" }
              same: { $value: "{color.base}" }
              split: { $value: "#112233", $extensions: { mode: { dark: "#445566" } } }
              other: { $value: "#112233" }
              viaOther: { $value: "{color.base}", $extensions: { mode: { dark: "{color.other}" } } }
            """)
        #expect(result.diagnostics.isEmpty)
        func token(_ path: String) -> Token? { result.system.tokens.first { $0.path.string == path } }
        #expect(token("color.base")?.hasUniformValues == true)
        #expect(token("color.same")?.hasUniformValues == true)
        #expect(token("color.split")?.hasUniformValues == false)
        #expect(token("color.viaOther")?.hasUniformValues == false)
        #expect(token("color.viaOther")?.isModeInvariant == true)
        let value = ResolvedValue(value: .number(1), literalRange: .none)
        #expect(ModeValues([nil, nil]).isUniform)
        #expect(!ModeValues([value, nil]).isUniform)
        #expect(!ModeValues([nil, value]).isUniform)
        #expect(ModeValues([value, value, value]).isUniform)
        #expect(!ModeValues([value, value, ResolvedValue(value: .number(2), literalRange: .none)]).isUniform)
    }

    @Test func refPointerIntoACompositeMember() {
        let result = load(
            """
            shadow:
              card:
                $type: shadow
                $value: { color: "#00000033", offsetX: 0pt, offsetY: 2pt, blur: 8pt }
            color:
              shade:
                $type: color
                $value: { $ref: "#/shadow/card/$value/color" }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.system.value("color.shade", mode: "light") == .color(RGBA(hex: "#00000033")!))
    }

    @Test func pointerPastTheEndIsLocated() {
        let result = load(
            """
            color:
              $type: color
              a: { $value: "#FFFFFF" }
              b: { $value: { $ref: "#/color/a/$value/nothing" } }
            """)
        #expect(result.diagnostics.map(\.id) == [.aliasPointer])
        #expect(result.diagnostics.first?.range.start.line == 4)
    }

    @Test func derivedColorsPerMode() throws {
        let result = load(
            """
            color:
              $type: color
              base: { $value: "#FF6B6B", $extensions: { mode: { dark: "#FF8787" } } }
              mixed: { $value: "mix({color.base}, #000000, 50%)" }
              lighter: { $value: "lighten({color.base}, 20%)" }
              nested: { $value: "alpha(darken({color.base}, 10%), 0.5)" }
            """)
        #expect(result.diagnostics.isEmpty)
        let token = try #require(result.system["color.nested"])
        #expect(token.values[0]?.derivation == ["darken(#FF6B6B, 10%) = #E55456", "alpha(#E55456, 50%) = #E5545680"])
        #expect(token.values[1]?.value != token.values[0]?.value)
        #expect(result.system["color.mixed"]?.values[0]?.references == ["color.base"])
    }

    @Test func badDerivationsAreLocated() {
        let result = load(
            """
            color:
              $type: color
              a: { $value: "darken({color.missing}, 10%)" }
              b: { $value: "darken(#FFFFFF, 150%)" }
              c: { $value: "blend(#FFFFFF, #000000)" }
            """)
        #expect(result.diagnostics.map(\.id).sorted() == [.aliasMissing, .valueExpression, .valueInvalid])
    }

    @Test func longAliasChainsCostNoStack() {
        var yaml = "color:\n  $type: color\n  n0: { $value: \"#336699\" }\n"
        for index in 1...10_000 { yaml += "  n\(index): { $value: \"{color.n\(index - 1)}\" }\n" }
        let result = load(yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(result.system["color.n10000"]?.values[0]?.aliasDepth == 10_000)
        #expect(result.system.aliasChain(of: "color.n10000", mode: 0).count == 10_000)
    }

    @Test(arguments: [1, 2, 10, 1000])
    func cyclesOfAnyLengthAreReportedOnce(length: Int) {
        var yaml = "color:\n  $type: color\n"
        for index in 0..<length { yaml += "  c\(index): { $value: \"{color.c\((index + 1) % length)}\" }\n" }
        let result = load(yaml)
        let cycles = result.diagnostics.filter { $0.id == .aliasCycle }
        #expect(cycles.count == 1)
        #expect(result.system.tokens.allSatisfy { $0.values.allSatisfy { $0 == nil } })
    }

    @Test func selfReferenceThroughAModeValue() {
        let result = load(
            """
            color:
              $type: color
              a: { $value: "#FFFFFF", $extensions: { mode: { dark: "{color.a}" } } }
            """)
        #expect(result.diagnostics.map(\.id) == [.aliasCycle])
        #expect(result.system.value("color.a", mode: "light") == .color(.white))
        #expect(result.system.value("color.a", mode: "dark") == nil)
    }

    @Test func typeIsInferredThroughAliases() {
        let result = load(
            """
            size:
              md: { $type: dimension, $value: 16pt }
            alias:
              md: { $value: "{size.md}" }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.system["alias.md"]?.type == .dimension)
    }

    @Test func groupTypeIsInheritedAndTokenTypeWins() {
        let result = load(
            """
            set:
              $type: dimension
              a: { $value: 4pt }
              b: { $type: number, $value: 4 }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.system["set.a"]?.type == .dimension)
        #expect(result.system["set.b"]?.type == .number)
    }

    @Test func extensionsArePassedThroughWithoutModeValues() throws {
        let result = load(
            """
            color:
              a:
                $type: color
                $value: "#FFFFFF"
                $extensions: { mode: { dark: "#000000" }, com.figma: { hidden: true } }
            """)
        let extensions = try #require(result.system["color.a"]?.extensions)
        #expect(extensions["com.figma"]?["hidden"] == .bool(true))
        #expect(extensions["mode"] == nil)
    }

    @Test func tokenDefinedInTwoFilesIsAnError() {
        let result = TokenSetParser(modes: ["light"]).parse(files: [
            SourceFile(path: "a.yaml", text: "x: { $type: number, $value: 1 }\n"),
            SourceFile(path: "b.yaml", text: "x: { $type: number, $value: 2 }\n"),
        ])
        #expect(result.diagnostics.map(\.id) == [.tokenDuplicate])
        #expect(result.diagnostics.first?.notes.first?.range?.file == "a.yaml")
    }

    /// The path sort (`TokenSetParser.sortedByPath`) on many tokens written out of order over
    /// three files, some defined again in a later file: the model is in path order, and every
    /// duplicate keeps its first definition (the sort is stable) and is reported once.
    @Test func manyTokensOutOfOrderSortStablyAndKeepTheFirstDefinition() {
        var state: UInt64 = 0x9E37_79B9
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var names: [String] = []
        while names.count < 300 {
            let name = "g\(next() % 7).t\(next() % 100_000)"
            if !names.contains(name) { names.append(name) }
        }
        var texts = ["", "", ""]
        for (index, name) in names.enumerated() { texts[index % 3] += "\(name): { $type: number, $value: \(index) }\n" }
        // Every tenth token again in a later file, with another value.
        var duplicated: [String: Int] = [:]
        for index in stride(from: 0, to: names.count, by: 10) where index % 3 < 2 {
            texts[2] += "\(names[index]): { $type: number, $value: \(index + 1000) }\n"
            duplicated[names[index]] = index
        }
        // YAML mappings merge groups: spell each token on one line with its full dotted path.
        let files = texts.enumerated().map { SourceFile(path: "f\($0.offset).yaml", text: $0.element.replacingOccurrences(of: ".t", with: "_t")) }
        let result = TokenSetParser(modes: ["default"]).parse(files: files)
        let paths = result.system.tokens.map(\.path.string)
        #expect(paths.count == names.count)
        #expect(paths == paths.sorted())
        #expect(result.diagnostics.filter { $0.id == .tokenDuplicate }.count == duplicated.count)
        for (name, index) in duplicated {
            #expect(result.system.value(TokenPath(name.replacingOccurrences(of: ".t", with: "_t")), mode: "default") == .number(Double(index)))
        }
    }

    @Test func jsonColumnsSurviveIndentationStripping() {
        let json = "{\n    \"color\": {\n        \"a\": { \"$type\": \"color\", \"$value\": \"{color.b}\" }\n    }\n}\n"
        let result = load(json, file: "t.tokens.json")
        #expect(result.diagnostics.first?.range.start == SourceLocation(line: 3, column: 44))
    }

    @Test func resolverInlineSetsAndDefaultContext() {
        let resolver = SourceFile(
            path: "r.resolver.json",
            text: """
                {
                  "version": "2025.10",
                  "resolutionOrder": [
                    { "type": "set", "name": "base", "sources": [{ "c": { "$type": "color", "$value": "#FFFFFF" } }] },
                    { "type": "modifier", "name": "theme", "default": "dark", "contexts": {
                        "light": [],
                        "dark": [{ "$ref": "dark.tokens.json" }] } }
                  ]
                }
                """)
        let dark = SourceFile(path: "dark.tokens.json", text: "{ \"c\": { \"$type\": \"color\", \"$value\": \"#000000\" } }")
        let result = TokenSetParser.parse(resolver: resolver) { $0 == "dark.tokens.json" ? dark : nil }
        #expect(result.diagnostics.isEmpty)
        #expect(result.system.modes == ["dark", "light"])
        #expect(result.system.value("c", mode: "dark") == .color(.black))
        #expect(result.system.value("c", mode: "light") == .color(.white))
    }

    @Test func missingResolverSourceIsLocated() {
        let resolver = SourceFile(
            path: "r.resolver.json",
            text: "{ \"version\": \"2025.10\", \"sets\": { \"a\": { \"sources\": [{ \"$ref\": \"gone.json\" }] } }, \"resolutionOrder\": [{ \"$ref\": \"#/sets/a\" }] }")
        let result = TokenSetParser.parse(resolver: resolver) { _ in nil }
        #expect(result.diagnostics.map(\.id) == [.resolverMissingFile])
    }
}
