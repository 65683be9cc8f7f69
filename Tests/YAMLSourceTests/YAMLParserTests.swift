import Diagnostics
import Testing
@testable import YAMLSource

@Suite struct YAMLParserTests {
    let parser = YAMLParser()

    @Test func locatesEveryNodeOneBased() throws {
        let result = parser.parse("color:\n  coral:\n    $value: \"#FF6B6B\"\n", file: "t.yaml")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        let value = try #require(root["color"]?["coral"]?["$value"])
        #expect(value.string == "#FF6B6B")
        #expect(value.range.start == SourceLocation(line: 3, column: 13))
        #expect(value.scalar?.style == .doubleQuoted)
    }

    @Test func readsJSONWithLocations() throws {
        let json = "{\n  \"a\": {\n    \"$value\": 12\n  }\n}"
        let result = parser.parse(json, file: "t.tokens.json")
        let value = try #require(result.root?["a"]?["$value"])
        #expect(value.number == 12)
        #expect(value.range.start == SourceLocation(line: 3, column: 15))
    }

    @Test func reportsSyntaxErrorsAtTheirPosition() {
        let result = parser.parse("a:\n  b: [1, 2\nc: 3\n", file: "bad.yaml")
        #expect(result.root == nil)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.id == .yamlSyntax)
        #expect(diagnostic?.range.start.line == 3)
    }

    @Test func reportsDuplicateKeysWithTheFirstDefinition() {
        let result = parser.parse("a: 1\nb: 2\na: 3\n", file: "d.yaml")
        #expect(result.diagnostics.map(\.id) == [.yamlDuplicateKey])
        #expect(result.diagnostics[0].range.start == SourceLocation(line: 3, column: 1))
        #expect(result.diagnostics[0].notes.first?.range?.start == SourceLocation(line: 1, column: 1))
        #expect(result.root?["a"]?.number == 1)
    }

    @Test func expandsAliasesAndMergeKeys() throws {
        let text = "base: &b\n  x: 1\n  y: 2\nderived:\n  <<: *b\n  y: 3\n"
        let root = try #require(parser.parse(text, file: "m.yaml").root)
        #expect(root["derived"]?["x"]?.number == 1)
        #expect(root["derived"]?["y"]?.number == 3)
    }

    @Test func stopsAliasBombsAtTheExpansionLimit() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let result = YAMLParser(maximumAliasExpansion: 10_000).parse(text, file: "bomb.yaml")
        #expect(result.root == nil)
        #expect(result.diagnostics.contains { $0.id == .yamlAliasLimit })
    }

    @Test func stopsAtTheNestingLimitWithoutCrashing() {
        let depth = 10_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = parser.parse(text, file: "deep.json")
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.id == .yamlTooDeep)
    }

    @Test func tabsAreAClearError() {
        let result = parser.parse("a:\n\tb: 1\n", file: "tab.yaml")
        #expect(result.diagnostics.first?.id == .yamlSyntax)
        #expect(result.diagnostics.first?.message.contains("tab") == true)
    }

    @Test func emptyInputHasNoRootAndNoError() {
        let result = parser.parse("", file: "empty.yaml")
        #expect(result.root == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("12", 12.0), ("-0.41", -0.41), ("1e3", 1000.0), ("0x1F", 31.0),
    ])
    func readsPlainNumbers(text: String, expected: Double) throws {
        let node = try #require(parser.parse("v: \(text)", file: "n.yaml").root?["v"])
        #expect(node.number == expected)
    }

    @Test func quotedNumbersStayText() throws {
        let node = try #require(parser.parse("v: \"12\"", file: "n.yaml").root?["v"])
        #expect(node.number == nil)
        #expect(node.kindDescription == "the string \"12\"")
    }
}
