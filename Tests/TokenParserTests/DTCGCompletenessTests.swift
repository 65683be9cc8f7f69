import ColorScience
import DesignModel
import Diagnostics
import Testing
@testable import TokenParser

/// DTCG 2025.10 and its resolver module, beyond the real-world fixtures: each rule with a
/// fresh, hand-made input.
@Suite struct DTCGCompletenessTests {
    /// Parses `resolver` with the named files in memory.
    func resolve(_ resolver: String, files: [String: String], strict: Bool = false) -> TokenSetParser.Result {
        TokenSetParser.parse(resolver: SourceFile(path: "r.resolver.json", text: resolver), strict: strict) { path in
            files[path].map { SourceFile(path: path, text: $0) }
        }
    }

    func load(_ json: String) -> TokenSetParser.Result {
        TokenSetParser(modes: ["default"]).parse(files: [SourceFile(path: "t.tokens.json", text: json)])
    }

    // MARK: Resolver MUST rules

    @Test func missingVersionIsAnError() {
        let result = resolve(##"{"resolutionOrder": [{"$ref": "#/sets/a"}], "sets": {"a": {"sources": []}}}"##, files: [:])
        #expect(result.diagnostics.map(\.id) == [.resolverVersion])
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func anotherVersionIsAWarning() {
        let result = resolve(##"{"version": "2024.1", "resolutionOrder": [], "sets": {}}"##, files: [:])
        #expect(result.diagnostics.map(\.id) == [.resolverVersion])
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test func duplicateNamesInResolutionOrderAreErrors() {
        let result = resolve(
            """
            {"version": "2025.10",
             "sets": {"base": {"sources": []}},
             "resolutionOrder": [{"$ref": "#/sets/base"},
               {"$ref": "#/sets/base"}]}
            """, files: [:])
        #expect(result.diagnostics.map(\.id) == [.resolverDuplicate])
        #expect(result.diagnostics.first?.range.start.line == 4)
        #expect(result.diagnostics.first?.notes.first?.range?.start.line == 3)
    }

    @Test func inlineEntriesWithTheSameNameAreErrors() {
        let result = resolve(
            ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "x", "sources": []}, {"type": "modifier", "name": "x", "contexts": {"a": []}}]}"##,
            files: [:])
        #expect(result.diagnostics.map(\.id) == [.resolverDuplicate])
    }

    @Test func aModifierWithoutContextsIsAnError() {
        let result = resolve(
            ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##,
            files: [:])
        #expect(result.diagnostics.map(\.id) == [.resolverStructure])
        #expect(result.diagnostics.first?.message.contains("no contexts") == true)
    }

    @Test func unusedSetsGetAWarningAndHintMissingAliases() throws {
        let result = resolve(
            """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json"}]}, "typography": {"sources": [{"$ref": "type.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """,
            files: [
                "base.json": ##"{"heading": {"$type": "fontFamily", "$value": "{font.display.family}"}}"##,
                "type.json": ##"{"font": {"display": {"family": {"$type": "fontFamily", "$value": "Inter"}}}}"##,
            ])
        let unused = try #require(result.diagnostics.first { $0.id == .resolverUnusedSet })
        #expect(unused.severity == .warning)
        #expect(unused.message.contains("\"typography\""))
        let missing = try #require(result.diagnostics.first { $0.id == .aliasMissing })
        #expect(missing.hint == "set \"typography\" is declared but not in `resolutionOrder`; is the token there?")
    }

    // MARK: Contexts

    @Test func aContextMayReferenceASet() {
        let result = resolve(
            """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json"}]}, "dark": {"sources": [{"$ref": "dark.json"}]}},
             "modifiers": {"theme": {"default": "light", "contexts": {"light": [], "dark": [{"$ref": "#/sets/dark"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """,
            files: [
                "base.json": ##"{"bg": {"$type": "color", "$value": "#FFFFFF"}}"##,
                "dark.json": ##"{"bg": {"$type": "color", "$value": "#000000"}}"##,
            ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.system.value("bg", mode: "light") == .color(.white))
        #expect(result.system.value("bg", mode: "dark") == .color(.black))
    }

    static let themed = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "modifiers": {"theme": {"default": "light", "contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """

    @Test func aTokenAbsentFromAContextIsAllowed() throws {
        let result = resolve(
            Self.themed,
            files: [
                "base.json": ##"{"ink": {"$type": "color", "$value": "#111111"}}"##,
                "light.json": "{}",
                "dark.json": ##"{"glow": {"$type": "color", "$value": "#FF00FF"}}"##,
            ])
        #expect(result.diagnostics.filter { $0.id != .tokenEmptyFile }.isEmpty, "\(result.diagnostics)")
        let glow = try #require(result.system["glow"])
        #expect(glow.values[result.system.modeIndex("light")!] == nil)
        #expect(glow.values[result.system.modeIndex("dark")!]?.value == .color(RGBA(hex: "#FF00FF")!))
    }

    @Test func anAliasToATokenAbsentFromAContextIsAnErrorThere() {
        let result = resolve(
            Self.themed,
            files: [
                "base.json": ##"{"ink": {"$type": "color", "$value": "{glow}"}}"##,
                "light.json": "{}",
                "dark.json": ##"{"glow": {"$type": "color", "$value": "#FF00FF"}}"##,
            ])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.aliasAbsentInContext])
        #expect(errors.first?.message.contains("context \"light\"") == true)
    }

    @Test func aGroupTypeFromAnEarlierSourceReachesLaterTokens() {
        let result = resolve(
            Self.themed,
            files: [
                "base.json": ##"{"surface": {"$type": "color", "base": {"$value": "#FFFFFF"}}}"##,
                "light.json": ##"{"surface": {"raised": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"##,
                "dark.json": ##"{"surface": {"raised": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"##,
            ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.system.value("surface.raised", mode: "dark") == .color(.black))
    }

    @Test func aColorWithoutTypeDoesNotBorrowAnotherModesType() {
        let result = resolve(
            Self.themed,
            files: [
                "base.json": "{}",
                "light.json": ##"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"##,
                "dark.json": ##"{"bg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"##,
            ])
        let missing = result.diagnostics.filter { $0.id == .typeMissing }
        #expect(missing.count == 1)
        #expect(missing.first?.range.file == "dark.json")
    }

    // MARK: Color spaces

    @Test(arguments: ColorSyntax.supportedColorSpaces)
    func everyDTCGColorSpaceIsRead(_ space: String) throws {
        let components = ["lab": "[60, 20, -30]", "lch": "[60, 40, 300]", "hsl": "[200, 50, 50]", "hwb": "[200, 20, 20]"][space] ?? "[0.3, 0.4, 0.5]"
        let result = load("{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": \(components)}}}")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.system.value("c", mode: "default") != nil)
    }

    @Test func anUnknownColorSpaceNamesTheFourteen() throws {
        let result = load(##"{"c": {"$type": "color", "$value": {"colorSpace": "displayp3", "components": [1, 0, 0]}}}"##)
        let error = try #require(result.diagnostics.first)
        #expect(error.message.contains("a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"))
        #expect(error.hint == "did you mean \"display-p3\"?")
    }

    // MARK: Groups

    @Test func groupDeprecationReachesItsTokens() throws {
        let result = load(
            ##"{"old": {"$deprecated": "use new", "$type": "color", "a": {"$value": "#000000"}, "b": {"$value": "#FFFFFF", "$deprecated": false}}, "x": {"$type": "color", "$value": "{old.a}"}}"##
        )
        #expect(result.system["old.a"]?.deprecation == Deprecation(reason: "use new"))
        #expect(result.system["old.b"]?.deprecation == nil)
        #expect(result.diagnostics.map(\.id) == [.aliasDeprecated])
    }

    @Test func extendsInheritsAndOverrides() {
        let result = load(
            """
            {"button": {"$type": "color", "bg": {"$value": "#000000"}, "fg": {"$value": "#FFFFFF"}, "state": {"hover": {"$value": "#111111"}}},
             "danger": {"$extends": "{button}", "$type": "color", "bg": {"$value": "#FF0000"}},
             "deep": {"$extends": "{danger}"}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.system.value("danger.bg", mode: "default") == .color(RGBA(hex: "#FF0000")!))
        #expect(result.system.value("danger.fg", mode: "default") == .color(.white))
        #expect(result.system.value("danger.state.hover", mode: "default") == .color(RGBA(hex: "#111111")!))
        #expect(result.system.value("deep.bg", mode: "default") == .color(RGBA(hex: "#FF0000")!))
    }

    @Test func extendsProblemsAreLocatedErrors() {
        let cycle = load(##"{"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"##)
        #expect(cycle.diagnostics.map(\.id) == [.tokenExtends])
        #expect(cycle.diagnostics.first?.message.contains("cycle") == true)
        let token = load(##"{"a": {"$type": "number", "$value": 1}, "b": {"$extends": "{a}"}}"##)
        #expect(token.diagnostics.map(\.id) == [.tokenExtends])
        let missing = load(##"{"button": {"x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{buton}"}}"##)
        #expect(missing.diagnostics.first?.hint == "did you mean `{button}`?")
        let notAlias = load(##"{"b": {"$extends": "button"}}"##)
        #expect(notAlias.diagnostics.map(\.id) == [.tokenExtends])
    }

    @Test func anAliasToAGroupIsAnError() {
        let result = load(##"{"color": {"$type": "color", "a": {"$value": "#000000"}}, "x": {"$type": "color", "$value": "{color}"}}"##)
        #expect(result.diagnostics.map(\.id) == [.aliasGroup])
    }
}

extension DTCGCompletenessTests {
    @Test func longExtendsChainsStopWithALocatedError() {
        var groups = [##""g0": {"x": {"$type": "number", "$value": 1}}"##]
        for index in 1...100 { groups.append("\"g\(index)\": {\"$extends\": \"{g\(index - 1)}\"}") }
        // Written in order, each group extends one already complete: no deep chain.
        let inOrder = load("{" + groups.joined(separator: ",\n") + "}")
        #expect(inOrder.diagnostics.isEmpty)
        #expect(inOrder.system.value("g100.x", mode: "default") == .number(1))
        // Written the other way round, the first group's chain is 100 deep: stopped, located.
        let reversed = load("{" + groups.reversed().joined(separator: ",\n") + "}")
        #expect(reversed.diagnostics.map(\.id) == [.tokenExtends])
        #expect(reversed.diagnostics.first?.message.contains("64 groups deep") == true)
    }

    @Test func inheritedTokensCountAgainstTheLimit() {
        let json = ##"{"a": {"x": {"$type": "number", "$value": 1}, "y": {"$type": "number", "$value": 2}}, "b": {"$extends": "{a}"}, "c": {"$extends": "{a}"}}"##
        let result = TokenSetParser(modes: ["default"], maximumTokenValues: 4).parse(files: [SourceFile(path: "t.tokens.json", text: json)])
        #expect(result.diagnostics.map(\.id) == [.limitTokenValues])
    }
}
