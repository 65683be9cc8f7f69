import ColorScience
import DesignModel
import Diagnostics
import Testing
@testable import TokenParser

/// Each deviation real exports make is read by default with ONE warning per kind (counted,
/// located at the first occurrence), and is an error at every occurrence in strict mode.
@Suite struct LeniencyTests {
    func load(_ json: String, strict: Bool = false, file: String = "system.tokens.json") -> TokenSetParser.Result {
        TokenSetParser(modes: ["default"], strict: strict).parse(files: [SourceFile(path: file, text: json)])
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var id: DiagnosticID
        var strictID: DiagnosticID
        var json: String
        /// Lines (1-based) of the two occurrences in `json`.
        var lines: [Int]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "short hex fallback", id: .formatHexFallback, strictID: .valueInvalid,
            json: """
                {"ink": {"$type": "color",
                  "a": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000"}},
                  "b": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#FFFF"}}}}
                """, lines: [2, 3]),
        Case(
            name: "unknown type", id: .formatUnknownType, strictID: .typeUnknown,
            json: """
                {"font": {
                  "style": {"$type": "string", "$value": "italic"},
                  "upper": {"$type": "boolean", "$value": true}}}
                """, lines: [2, 3]),
        Case(
            name: "dimension string", id: .formatDimensionString, strictID: .formatDimensionString,
            json: """
                {"space": {"$type": "dimension",
                  "s": {"$value": "4px"},
                  "m": {"$value": "0.16px"}}}
                """, lines: [2, 3]),
        Case(
            name: "unitless zero", id: .formatUnitlessZero, strictID: .formatUnitlessZero,
            json: """
                {"space": {"$type": "dimension",
                  "none": {"$value": 0},
                  "zero": {"$value": 0}}}
                """, lines: [2, 3]),
        Case(
            name: "empty unit", id: .formatEmptyUnit, strictID: .valueInvalid,
            json: """
                {"space": {"$type": "dimension",
                  "none": {"$value": {"value": 0, "unit": ""}},
                  "zero": {"$value": {"value": 0, "unit": ""}}}}
                """, lines: [2, 3]),
        Case(
            name: "extra composite property", id: .formatUnknownProperty, strictID: .valueUnknownProperty,
            json: """
                {"type": {"$type": "typography",
                  "a": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "WebkitFontSmoothing": "auto"}},
                  "b": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 14, "unit": "px"}, "fontWeight": 400, "MozOsxFontSmoothing": "auto"}}}}
                """, lines: [2, 3]),
        Case(
            name: "tokens inside a token", id: .formatChildTokens, strictID: .tokenStructure,
            json: """
                {"color": {"$type": "color",
                  "a": {"$value": "#000000", "hover": {"$value": "#111111"}},
                  "b": {"$value": "#FFFFFF", "hover": {"$value": "#EEEEEE"}}}}
                """, lines: [2, 3]),
        Case(
            name: "another tool's property beside the value", id: .formatUnknownProperty, strictID: .tokenStructure,
            json: """
                {"color": {"$type": "color",
                  "a": {"$value": "#000000", "alpha": 0.5},
                  "b": {"$value": "#FFFFFF", "alpha": 0.8}}}
                """, lines: [2, 3]),
        Case(
            name: "viewport unit", id: .formatUnit, strictID: .valueInvalid,
            json: """
                {"space": {"$type": "dimension",
                  "a": {"$value": {"value": 2, "unit": "vw"}},
                  "b": {"$value": {"value": 5, "unit": "vh"}}}}
                """, lines: [2, 3]),
    ]

    @Test func tokensInsideATokenAreReadUnderItsName() {
        let result = load(Self.cases[6].json)
        #expect(result.system.value("color.a", mode: "default") == .color(.black))
        #expect(result.system.value("color.a.hover", mode: "default") == .color(RGBA(red8: 0x11, green8: 0x11, blue8: 0x11)))
        #expect(result.system.value("color.b.hover", mode: "default") == .color(RGBA(red8: 0xEE, green8: 0xEE, blue8: 0xEE)))
    }

    @Test func viewportUnitsAreKept() {
        let result = load(Self.cases[8].json)
        #expect(result.system.value("space.a", mode: "default") == .dimension(DimensionValue(2, .vw)))
        #expect(result.diagnostics.first?.message.contains("Swift, Dart and Android") == true)
    }

    @Test(arguments: cases)
    func lenientByDefaultWithOneCountedWarning(_ item: Case) throws {
        let result = load(item.json)
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning }, "\(result.diagnostics)")
        let warnings = result.diagnostics.filter { $0.id == item.id }
        try #require(warnings.count == 1, "\(result.diagnostics)")
        #expect(warnings[0].message.hasPrefix("2 "))
        #expect(warnings[0].range.start.line == item.lines[0])
        #expect(warnings[0].notes.first?.range?.start.line == item.lines[1])
        #expect(warnings[0].hint?.contains("strict") == true)
        // Nothing else is said about the same tokens (no "has no `$type`" on top).
        #expect(result.diagnostics.count == 1)
    }

    @Test(arguments: cases)
    func strictMakesEveryOccurrenceAnError(_ item: Case) {
        let result = load(item.json, strict: true)
        #expect(result.diagnostics.map(\.id) == [item.strictID, item.strictID], "\(result.diagnostics)")
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
        #expect(result.diagnostics.map(\.range.start.line) == item.lines)
    }

    @Test func leniencyReadsTheValues() {
        let colors = load(LeniencyTests.cases[0].json)
        #expect(colors.system.value("ink.a", mode: "default") == .color(.black))
        let strings = load(LeniencyTests.cases[2].json)
        #expect(strings.system.value("space.m", mode: "default") == .dimension(DimensionValue(0.16, .px)))
        let zero = load(LeniencyTests.cases[4].json)
        #expect(zero.system.value("space.none", mode: "default") == .dimension(DimensionValue(0, .px)))
    }

    @Test func passThroughTokensAreKeptOutOfTheTypedModel() {
        let result = load(LeniencyTests.cases[1].json)
        #expect(result.system.tokens.isEmpty)
        #expect(result.system.passThroughTokens.map(\.path.string) == ["font.style", "font.upper"])
        #expect(result.system.passThroughTokens.map(\.typeName) == ["string", "boolean"])
        #expect(result.system.passThroughTokens[0].values == ["italic"])
    }

    @Test func aGroupTypeUnknownToDTCGMakesItsTokensPassThrough() {
        let result = load(##"{"text": {"$type": "string", "a": {"$value": "x"}, "b": {"$value": "{text.a}"}}}"##)
        #expect(result.diagnostics.map(\.id) == [.formatUnknownType])
        #expect(result.system.passThroughTokens.count == 2)
    }

    @Test func aTypedAliasToAPassThroughTokenIsAnError() {
        let result = load(
            ##"{"s": {"$type": "string", "$value": "Inter"}, "f": {"$type": "fontFamily", "$value": "{s}"}}"##)
        #expect(result.diagnostics.map(\.id).sorted() == [.aliasPassThrough, .formatUnknownType])
    }

    @Test func typosStayIndividualDiagnostics() {
        let type = load(##"{"a": {"$type": "colour", "$value": "#FFFFFF"}}"##)
        #expect(type.diagnostics.map(\.id) == [.typeUnknown])
        #expect(type.diagnostics.first?.hint == "did you mean \"color\"?")
        let number = load(##"{"a": {"$type": 7, "$value": "#FFFFFF"}}"##)
        #expect(number.diagnostics.map(\.id) == [.typeUnknown])
        let property = load(
            ##"{"a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "lineHieght": 1.2}}}"##)
        #expect(property.diagnostics.map(\.id) == [.valueUnknownProperty])
    }

    @Test func yamlKeepsItsShortDimensions() {
        // Kiln's own YAML format writes "16pt" and 0: no deviation there.
        let result = TokenSetParser(modes: ["default"]).parse(files: [
            SourceFile(path: "t.yaml", text: "space:\n  $type: dimension\n  m: { $value: 16pt }\n  n: { $value: 0 }\n")
        ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func manyOccurrencesNameTheCountAndAFewPlaces() {
        var members: [String] = []
        for index in 0..<12 { members.append("\"s\(index)\": {\"$value\": \"\(index)px\"}") }
        let json = "{\"space\": {\"$type\": \"dimension\",\n" + members.joined(separator: ",\n") + "}}"
        let result = load(json)
        #expect(result.diagnostics.count == 1)
        let warning = result.diagnostics[0]
        #expect(warning.message.hasPrefix("12 values write a dimension as a string"))
        #expect(warning.notes.count == 3)
        #expect(warning.notes.last?.message.contains("and 9 more") == true)
        #expect(load(json, strict: true).diagnostics.count == 12)
    }
}
