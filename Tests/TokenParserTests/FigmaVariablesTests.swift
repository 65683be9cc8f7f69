import ColorScience
import DesignModel
import Diagnostics
import Foundation
import Testing
@testable import TokenParser

/// Figma's variables — the REST API's JSON and Figma's per-mode DTCG files — as theming axes:
/// each collection's modes an axis, aliases across collections following both, types from
/// scopes, and ids, scopes and code syntax kept.
@Suite struct FigmaVariablesTests {
    static let rest = ##"""
        {"status": 200, "error": false, "meta": {
          "variableCollections": {
            "C:1": {"id": "C:1", "name": "Primitives", "defaultModeId": "1:0", "modes": [{"modeId": "1:0", "name": "Value"}]},
            "C:2": {"id": "C:2", "name": "Theme", "defaultModeId": "2:0", "modes": [{"modeId": "2:1", "name": "Dark"}, {"modeId": "2:0", "name": "Light"}]},
            "C:3": {"id": "C:3", "name": "Density", "defaultModeId": "3:0", "modes": [{"modeId": "3:0", "name": "Regular"}, {"modeId": "3:1", "name": "Compact"}]}
          },
          "variables": {
            "V:1": {"id": "V:1", "name": "gray/900", "variableCollectionId": "C:1", "resolvedType": "COLOR", "scopes": ["ALL_SCOPES"],
                    "valuesByMode": {"1:0": {"r": 0.1, "g": 0.1, "b": 0.1, "a": 1}}, "codeSyntax": {}},
            "V:2": {"id": "V:2", "name": "gray/50", "variableCollectionId": "C:1", "resolvedType": "COLOR", "scopes": ["ALL_SCOPES"],
                    "valuesByMode": {"1:0": {"r": 1, "g": 1, "b": 1, "a": 1}}},
            "V:3": {"id": "V:3", "name": "bg/default", "variableCollectionId": "C:2", "resolvedType": "COLOR", "scopes": ["FRAME_FILL"],
                    "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "V:2"}, "2:1": {"type": "VARIABLE_ALIAS", "id": "V:1"}},
                    "codeSyntax": {"WEB": "var(--surface-default)", "ANDROID": "surfaceDefault", "iOS": "Colors.surface"}},
            "V:4": {"id": "V:4", "name": "space/4", "variableCollectionId": "C:3", "resolvedType": "FLOAT", "scopes": ["GAP"],
                    "valuesByMode": {"3:0": 16, "3:1": 12}},
            "V:5": {"id": "V:5", "name": "gap/card", "variableCollectionId": "C:3", "resolvedType": "FLOAT", "scopes": ["GAP"],
                    "valuesByMode": {"3:0": {"type": "VARIABLE_ALIAS", "id": "V:4"}, "3:1": {"type": "VARIABLE_ALIAS", "id": "V:4"}}},
            "V:6": {"id": "V:6", "name": "scale/base", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"],
                    "valuesByMode": {"1:0": 8}},
            "V:7": {"id": "V:7", "name": "radius/card", "variableCollectionId": "C:3", "resolvedType": "FLOAT", "scopes": ["CORNER_RADIUS"],
                    "valuesByMode": {"3:0": {"type": "VARIABLE_ALIAS", "id": "V:6"}, "3:1": 4}},
            "V:8": {"id": "V:8", "name": "fade", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "scopes": ["OPACITY"],
                    "valuesByMode": {"1:0": 40}},
            "V:9": {"id": "V:9", "name": "font/body", "variableCollectionId": "C:1", "resolvedType": "STRING", "scopes": ["FONT_FAMILY"],
                    "valuesByMode": {"1:0": "Inter"}},
            "V:10": {"id": "V:10", "name": "flag", "variableCollectionId": "C:1", "resolvedType": "BOOLEAN", "scopes": ["ALL_SCOPES"],
                    "valuesByMode": {"1:0": true}},
            "V:11": {"id": "V:11", "name": "spacing/0.5", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "scopes": ["GAP"],
                    "valuesByMode": {"1:0": 2}},
            "V:12": {"id": "V:12", "name": "gray/50", "variableCollectionId": "C:1", "resolvedType": "COLOR", "remote": true,
                    "valuesByMode": {"1:0": {"r": 0, "g": 0, "b": 0, "a": 1}}},
            "V:13": {"id": "V:13", "name": "brand/library", "variableCollectionId": "C:1", "resolvedType": "COLOR", "remote": true,
                    "valuesByMode": {"1:0": {"type": "VARIABLE_ALIAS", "id": "V:elsewhere"}}}
          }}}
        """##

    static func load(_ text: String = rest) -> TokenSetParser.Result {
        TokenSetParser.parse(entry: SourceFile(path: "variables.json", text: text)) { _, _ in nil }
    }

    static func values(_ result: TokenSetParser.Result, _ path: String) -> [String?]? {
        result.system[TokenPath(path)]?.values.map { $0?.value.canonical }
    }

    @Test func collectionsWithSeveralModesAreAxesAndAliasesFollowThem() {
        let result = Self.load()
        #expect(result.system.axes.axes.map(\.name) == ["Theme", "Density"])
        // The default mode first.
        #expect(result.system.modes == ["Light+Regular", "Light+Compact", "Dark+Regular", "Dark+Compact"])
        #expect(Self.values(result, "bg.default") == ["#FFFFFF", "#FFFFFF", "#1A1A1A", "#1A1A1A"])
        #expect(Self.values(result, "gap.card") == ["16px", "12px", "16px", "12px"])
        // An alias of a number where a length is wanted takes the number as px.
        #expect(Self.values(result, "radius.card") == ["8px", "4px", "8px", "4px"])
        #expect(Self.values(result, "fade") == ["0.4", "0.4", "0.4", "0.4"])
        #expect(Self.values(result, "font.body")?.first == "Inter")
        #expect(result.system[TokenPath("bg.default")]?.values[0]?.alias?.path == TokenPath("gray.50"))
    }

    @Test func whatIsNotDTCGIsCountedNotAnError() {
        let result = Self.load()
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        #expect(
            Set(result.diagnostics.map(\.id))
                == [.formatUnknownType, .formatNameCharacters, .formatDuplicateVariable, .formatMissingVariable])
        #expect(result.system.passThroughTokens.map(\.path.string) == ["flag"])
        // `spacing/0.5`: the dot would split the name; the library copy of gray/50 is not read.
        #expect(Self.values(result, "spacing.0_5")?.first == "2px")
        #expect(Self.values(result, "gray.50")?.first == "#FFFFFF")
        #expect(result.system[TokenPath("brand.library")] == nil)
    }

    @Test func idsScopesAndCodeSyntaxAreKept() {
        let figma = Self.load().system[TokenPath("bg.default")]?.extensions?["com.figma"]
        #expect(figma?["variableId"]?.string == "V:3")
        #expect(figma?["collection"]?.string == "Theme")
        #expect(figma?["codeSyntax"]?["WEB"]?.string == "var(--surface-default)")
        #expect(figma?["scopes"] == .array([.string("FRAME_FILL")]))
    }

    @Test func strictModeRejectsEachQuirk() {
        let result = TokenSetParser.parse(entry: SourceFile(path: "variables.json", text: Self.rest), strict: true) { _, _ in nil }
        #expect(result.diagnostics.filter { $0.severity == .error }.count == 4, "\(result.diagnostics)")
    }

    /// Figma's own DTCG export: one file per mode naming it at its root; a value copied from
    /// another collection's variable (`com.figma.aliasData`) becomes a reference to it.
    @Test func figmasDTCGExportCombinesItsFilesIntoAxes() {
        func color(_ hex: String) -> String {
            let rgba = RGBA(hex: hex)!
            return ##"{"colorSpace": "srgb", "components": [\##(rgba.red), \##(rgba.green), \##(rgba.blue)], "alpha": 1, "hex": "\##(hex)"}"##
        }
        func file(_ mode: String, _ tokens: String) -> String { ##"{\##(tokens), "$extensions": {"com.figma.modeName": "\##(mode)"}}"## }
        let primitivesA = file("Brand A", ##""blue": {"$type": "color", "$value": \##(color("#0000FF")), "$extensions": {"com.figma.variableId": "V:1"}}"##)
        let primitivesB = file("Brand B", ##""blue": {"$type": "color", "$value": \##(color("#0000AA")), "$extensions": {"com.figma.variableId": "V:1"}}"##)
        func theme(_ mode: String) -> String {
            file(
                mode,
                ##""link": {"$type": "color", "$value": \##(color("#0000FF")), "$extensions": {"com.figma.variableId": "V:2", "com.figma.codeSyntax": {"WEB": "--link"}, "com.figma.aliasData": {"targetVariableName": "blue", "targetVariableSetName": "Primitives"}}}, "text": {"$type": "color", "$value": \##(color(mode == "Light" ? "#000000" : "#FFFFFF"))}"##)
        }
        let files = [
            SourceFile(path: "Brand A.tokens.json", text: primitivesA), SourceFile(path: "Brand B.tokens.json", text: primitivesB),
            SourceFile(path: "Light.tokens.json", text: theme("Light")), SourceFile(path: "Dark.tokens.json", text: theme("Dark")),
        ]
        let result = TokenSetParser(modes: ["light", "dark"]).parse(files: files)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        #expect(result.system.axes.axes.map { $0.values } == [["Brand A", "Brand B"], ["Light", "Dark"]])
        // The alias follows the primitives' mode, which the export's copied value could not.
        #expect(Self.values(result, "link") == ["#0000FF", "#0000FF", "#0000AA", "#0000AA"])
        #expect(Self.values(result, "text") == ["#000000", "#FFFFFF", "#000000", "#FFFFFF"])
    }

    /// The files Figma's variables GitHub Action writes: `<Collection>.<Mode>.json`.
    @Test func theGitHubActionsFilesCombineByName() {
        let files = [
            SourceFile(path: "tokens/Primitives.Default.json", text: ##"{"gray": {"$type": "color", "$value": "#111111", "$extensions": {"com.figma": {"scopes": ["ALL_SCOPES"]}}}}"##),
            SourceFile(path: "tokens/Theme.Light.json", text: ##"{"bg": {"$type": "color", "$value": "#FFFFFF", "$extensions": {"com.figma": {"scopes": ["ALL_SCOPES"]}}}}"##),
            SourceFile(path: "tokens/Theme.Dark.json", text: ##"{"bg": {"$type": "color", "$value": "{gray}", "$extensions": {"com.figma": {"scopes": ["ALL_SCOPES"]}}}}"##),
        ]
        let result = TokenSetParser(modes: ["light", "dark"]).parse(files: files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.system.modes == ["Light", "Dark"])
        #expect(Self.values(result, "bg") == ["#FFFFFF", "#111111"])
    }
}
