import ColorScience
import DesignModel
import Diagnostics
import Foundation
import Testing
@testable import TokenParser

/// Tokens Studio exports read as the plugin reads them: math, references into composites,
/// `rgba()`, color modifiers (checked against colorjs 0.4, the library the plugin computes them
/// with), theme groups as axes, set order, and Tokens Studio's types mapped to Kiln's.
@Suite struct TokensStudioTests {
    static func load(_ json: String, path: String = "tokens.json", strict: Bool = false) -> TokenSetParser.Result {
        TokenSetParser.parse(entry: SourceFile(path: path, text: json), strict: strict) { _, _ in nil }
    }

    static func value(_ result: TokenSetParser.Result, _ path: String, mode: Int = 0) -> String? {
        result.system[TokenPath(path)]?.values[mode]?.value.canonical
    }

    // MARK: Math

    @Test(arguments: [
        ("4 * 2", StudioMath.Outcome.number(8)),
        ("8px * 2", .dimension(16, unit: "px")),
        ("(16px + 8px) / 2", .dimension(12, unit: "px")),
        ("floor(18 / 4 * 3)", .number(13)),
        ("min(4, 8) * 0.5", .number(2)),
        ("0.1 + 0.2", .number(0.3)),
        ("2 / 3", .number(0.667)),
        ("roundTo(1.23456, 2)", .number(1.23)),
        ("-4 * -2", .number(8)),
        ("2 ^ 3", .number(8)),
        ("1.5rem * 2", .dimension(3, unit: "rem")),
        ("50% / 2", .dimension(25, unit: "%")),
        ("16", .number(16)),
        ("clamped(12, 0, 10)", .number(10)),
        ("lerp(0.5, 10, 20)", .number(15)),
    ])
    func mathEvaluatesAsTokensStudioDoes(_ text: String, _ expected: StudioMath.Outcome) {
        #expect(StudioMath.evaluate(text) == expected)
    }

    @Test(arguments: ["1rem + 4px", "#ffffff", "Roboto", "8px 16px", "auto", "rgba(0, 0, 0, 0.5)", "{a} * 2", "unknownFunction(2)"])
    func textThatIsNotMathIsLeftAlone(_ text: String) {
        #expect(StudioMath.evaluate(text) == nil)
    }

    @Test func numbersTokensStudioLeavesAsText() {
        #expect(StudioMath.skipsMath("007"))
        #expect(StudioMath.skipsMath("00"))
        #expect(StudioMath.skipsMath("1e3"))
        #expect(!StudioMath.skipsMath("0"))
        #expect(!StudioMath.skipsMath("10"))
    }

    // MARK: Colors

    struct Vector: Decodable, Sendable {
        struct Modify: Decodable, Sendable { var type: String; var value: String; var space: String; var color: String? }
        var base: String
        var modify: Modify
        var hex: String
    }

    /// 960 modifications (every type in every space, bases and amounts chosen at random)
    /// computed by colorjs.io 0.4.5 through the plugin's own modifier functions
    /// (`Fixtures/token-exports/vectors/`, README there).
    static let vectors: [Vector] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/token-exports/vectors/color-modifiers.json")
        return (try? JSONDecoder().decode([Vector].self, from: Data(contentsOf: url))) ?? []
    }()

    @Test func colorModifiersEqualColorjs() throws {
        try #require(Self.vectors.count == 960)
        var mismatches: [String] = []
        for vector in Self.vectors {
            let base = try #require(StudioColorMath.parse(vector.base))
            let amount = try #require(Double(vector.modify.value))
            let space = try #require(StudioColorMath.Space(modifierName: vector.modify.space))
            let modification: StudioColorMath.Modification =
                switch vector.modify.type {
                case "lighten": .lighten(amount)
                case "darken": .darken(amount)
                case "alpha": .alpha(amount)
                default: .mix(amount, with: StudioColorMath.parse(vector.modify.color ?? "")!)
                }
            let got = StudioColorMath.modify(base, modification, space: space).hexString
            if got != vector.hex { mismatches.append("\(vector.base) \(vector.modify.type) \(vector.modify.value) \(vector.modify.space): \(got), colorjs \(vector.hex)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(Self.vectors.count): \(mismatches.prefix(10))")
    }

    @Test func modifiersApplyToTheResolvedColorAndTakeReferences() {
        let result = Self.load(
            ##"""
            {"global": {
              "amount": {"value": "0.5 - 0.2", "type": "number"},
              "base": {"value": "#00a2ba", "type": "color"},
              "pressed": {"value": "{base}", "type": "color",
                "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "{amount}", "space": "srgb"}}}},
              "mixed": {"value": "#FFFFFF", "type": "color",
                "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.74", "space": "lch", "color": "#4477DD"}}}},
              "faded": {"value": "rgba({base}, 0.1)", "type": "color"},
              "nospace": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2"}}}}
            }}
            """##)
        // Tokens Studio's own export shows #007182 for #00a2ba darkened by 0.3 in sRGB.
        #expect(Self.value(result, "pressed") == "#007182")
        #expect(Self.value(result, "mixed") == "#8098E7")
        #expect(Self.value(result, "faded") == "#00A2BA1A")
        // Without a space Tokens Studio leaves the color as it is; Kiln says so.
        #expect(Self.value(result, "nospace") == "#C14242")
        #expect(result.diagnostics.map(\.id) == [.formatModifierIgnored])
    }

    // MARK: References, composites, types

    @Test func referencesMathAndCompositesResolveAsTokensStudioResolves() {
        let result = Self.load(
            ##"""
            {"core": {
              "space": {"base": {"value": "4", "type": "spacing"}, "md": {"value": "{space.base} * 2", "type": "spacing"},
                        "rem": {"value": "1.5rem", "type": "spacing"}},
              "font": {"body": {"value": "Inter, sans-serif", "type": "fontFamilies"}, "bold": {"value": "Semi Bold", "type": "fontWeights"},
                       "size": {"value": "16", "type": "fontSizes"}, "height": {"value": "150%", "type": "lineHeights"},
                       "tracking": {"value": "-0.5%", "type": "letterSpacing"}},
              "heading": {"value": {"fontFamily": "{font.body}", "fontWeight": "{font.bold}", "fontSize": "{font.size} * 2",
                                    "lineHeight": "{font.height}", "letterSpacing": "{font.tracking}", "textCase": "uppercase"}, "type": "typography"},
              "large": {"value": "{heading.fontSize}", "type": "fontSizes"},
              "shadow": {"value": [{"x": "0", "y": "{space.base}", "blur": "8", "spread": "0", "color": "rgba(#000000, 0.5)", "type": "innerShadow"}], "type": "boxShadow"},
              "line": {"value": {"color": "#000000", "width": "1", "style": "dashed"}, "type": "border"},
              "half": {"value": "50%", "type": "opacity"},
              "label": {"value": "Hello", "type": "text"},
              "multi": {"value": "{space.base} {space.md}", "type": "spacing"}
            }}
            """##)
        #expect(Self.value(result, "space.md") == "8px")
        #expect(Self.value(result, "space.rem") == "1.5rem")
        #expect(Self.value(result, "font.bold") == "600")
        #expect(Self.value(result, "font.height") == "1.5")
        #expect(
            Self.value(result, "heading")
                == "{fontFamily: [Inter, sans-serif], fontSize: 32px, fontWeight: 600, lineHeight: 1.5, letterSpacing: -0.5%}")
        #expect(Self.value(result, "large") == "32px")
        #expect(Self.value(result, "shadow") == "{color: #00000080, offsetX: 0px, offsetY: 4px, blur: 8px, spread: 0px, inset: true}")
        #expect(Self.value(result, "line") == "{color: #000000, width: 1px, style: dashed}")
        #expect(Self.value(result, "half") == "0.5")
        // A whole reference to a token of the same type stays a reference.
        #expect(result.system[TokenPath("heading")]?.values[0]?.references.contains(TokenPath("font.body")) == true)
        // No DTCG counterpart: kept as written, counted.
        #expect(result.system.passThroughTokens.map(\.path.string).sorted() == ["label", "multi"])
        let ids = Set(result.diagnostics.map(\.id))
        #expect(ids.isSubset(of: [.formatUnknownType, .formatUnknownProperty, .formatKeptAsWritten, .formatFontStyle, .formatUnit]), "\(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.severity == .error })
    }

    @Test func strictModeMakesEveryConversionAnError() {
        let result = Self.load(##"{"s": {"label": {"value": "Hello", "type": "text"}, "w": {"value": "Bold Italic", "type": "fontWeights"}}}"##, strict: true)
        #expect(result.diagnostics.filter { $0.severity == .error }.count == 2, "\(result.diagnostics)")
    }

    // MARK: Themes and sets

    @Test func themeGroupsAreAxesAndSetsLayerInTokenSetOrder() {
        let result = Self.load(
            ##"""
            {"core": {"c": {"value": "#000000", "type": "color"}, "gap": {"value": "4", "type": "spacing"}},
             "light": {"bg": {"value": "#FFFFFF", "type": "color"}},
             "dark": {"bg": {"value": "{c}", "type": "color"}},
             "compact": {"gap": {"value": "2", "type": "spacing"}},
             "$themes": [
               {"id": "1", "name": "Light", "group": "scheme", "selectedTokenSets": {"core": "source", "light": "enabled"}},
               {"id": "2", "name": "Dark", "group": "scheme", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
               {"id": "3", "name": "Normal", "group": "density", "selectedTokenSets": {}},
               {"id": "4", "name": "Compact", "group": "density", "selectedTokenSets": {"compact": "enabled", "dark": "disabled"}}
             ],
             "$metadata": {"tokenSetOrder": ["core", "light", "dark", "compact"]}}
            """##)
        #expect(result.system.axes.axes.map(\.name) == ["scheme", "density"])
        #expect(result.system.modes == ["Light+Normal", "Light+Compact", "Dark+Normal", "Dark+Compact"])
        #expect(result.system[TokenPath("bg")]?.values.map { $0?.value.canonical } == ["#FFFFFF", "#FFFFFF", "#000000", "#000000"])
        #expect(result.system[TokenPath("gap")]?.values.map { $0?.value.canonical } == ["4px", "2px", "4px", "2px"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func aThemeEnablingAMissingSetIsLeftOut() {
        let result = Self.load(
            ##"""
            {"core": {"c": {"value": "#000000", "type": "color"}},
             "$themes": [
               {"id": "1", "name": "Here", "selectedTokenSets": {"core": "enabled"}},
               {"id": "2", "name": "Gone", "selectedTokenSets": {"core": "source", "missing": "enabled"}}]}
            """##)
        #expect(result.system.modes == ["default"])
        #expect(result.diagnostics.map(\.id) == [.formatIncompleteTheme])
    }

    @Test func aMultiFileExportReadsItsSetFiles() {
        let files = [
            "tokens/$metadata.json": ##"{"tokenSetOrder": ["base", "brand/a"]}"##,
            "tokens/base.json": ##"{"color": {"x": {"value": "#111111", "type": "color"}}}"##,
            "tokens/brand/a.json": ##"{"color": {"y": {"value": "{color.x}", "type": "color"}}}"##,
        ]
        let result = TokenSetParser.parse(entry: SourceFile(path: "tokens/$themes.json", text: "[]")) { path, _ in
            files["tokens/" + path].map { SourceFile(path: "tokens/" + path, text: $0) }
        }
        #expect(Self.value(result, "color.y") == "#111111")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func figmaIdsOfThemesAreKeptOnTokens() throws {
        let result = Self.load(
            ##"""
            {"core": {"c": {"value": "#000000", "type": "color"}},
             "$themes": [{"id": "1", "name": "Main", "selectedTokenSets": {"core": "enabled"},
                          "$figmaStyleReferences": {"c": "S:abc,"}, "$figmaVariableReferences": {"c": "VariableID:1:2"}}]}
            """##)
        let studio = result.system[TokenPath("c")]?.extensions?["studio.tokens"]
        #expect(studio?["$figmaStyleReferences"]?["Main"]?.string == "S:abc,")
        #expect(studio?["$figmaVariableReferences"]?["Main"]?.string == "VariableID:1:2")
    }

    @Test func entryFormatsAreRecognized() {
        #expect(TokenEntryFormats.formatName(path: "x/$themes.json", text: "[]") == "Tokens Studio")
        #expect(TokenEntryFormats.formatName(path: "a.json", text: ##"{"global": {"a": {"value": 1, "type": "number"}}}"##) == "Tokens Studio")
        #expect(TokenEntryFormats.formatName(path: "r.json", text: ##"{"version": "2025.10", "resolutionOrder": []}"##) == "DTCG resolver")
        #expect(TokenEntryFormats.formatName(path: "v.json", text: ##"{"meta": {"variableCollections": {}, "variables": {}}}"##) == "Figma variables")
        #expect(TokenEntryFormats.formatName(path: "t.tokens.json", text: ##"{"a": {"$type": "color", "$value": "#000000"}}"##) == nil)
    }
}
