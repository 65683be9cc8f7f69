import Diagnostics
import Foundation
import Testing
@testable import YAMLSource

/// `JSONReader` is a fast path: on every input it takes, the tree must be exactly libyaml's
/// (values, styles, ranges, diagnostics); on everything else it must step aside.
@Suite struct JSONReaderTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every JSON file in the repository's fixtures and bundled examples.
    static let jsonFiles: [URL] = {
        var found: [URL] = []
        for folder in ["Tests/Fixtures", "Tests/SiteTests", "Tests/KilnCLITests", "tokens", "examples"] {
            let url = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in walker where file.pathExtension == "json" {
                // Generated (and git-ignored) example outputs differ from clone to clone.
                if folder == "examples", file.path.contains("/output/") { continue }
                found.append(file)
            }
        }
        return found.sorted { $0.path < $1.path }
    }()

    @Test func fixturesAreJSONFiles() {
        #expect(Self.jsonFiles.count > 50)
    }

    @Test(arguments: jsonFiles)
    func readsEveryFixtureLikeLibYAML(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try expectSameTree(text, file: file.lastPathComponent)
    }

    @Test func takesThePrettyPrintedTokenFilesItself() throws {
        let tokenFiles = Self.jsonFiles.filter { $0.path.contains("real-world") && $0.lastPathComponent.hasSuffix(".tokens.json") }
        #expect(!tokenFiles.isEmpty)
        for file in tokenFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(directRead(text) != nil, "fell back to libyaml on \(file.path)")
        }
    }

    static let accepted: [String] = [
        "{}", "[]", "{ }", "[ ]", "\"just a string\"", "42", "-0.5e+3", "true", "null",
        "{\"a\":1}", "{\"a\" : [1, 2.5, -3e2, true, false, null, \"x\"]}",
        "{\n\t\"tabbed\":\t{\n\t\t\"$value\": \"#FFF\"\n\t}\n}\n",
        "{\r\n  \"crlf\": {\r\n    \"$value\": 1\r\n  }\r\n}\r\n",
        "{\"escapes\": \"q\\\" b\\\\ s\\/ \\b\\f\\n\\r\\t \\u00e9 \\u20AC \\u0041\"}",
        "{\"unicode\": \"Café — ünïcödé 🎨 漢字\", \"after\": [\"é\", 1]}",
        "{\"a\": {\"b\": {\"c\": {\"d\": []}}}, \"e\": [[[]], {}]}",
        "{\"dup\": 1, \"dup\": 2}",
        "[{\"x\": \"1\"}, {\"x\": \"2\"}, [\"nested\", [\"deeper\"]]]",
        "{\"<<\": {\"a\": 1}}",
        "   \n\n  {\"late\": \"start\"}  \n\n",
        "{\"long\": \"\(String(repeating: "value ", count: 400))\"}",
    ]

    @Test(arguments: accepted)
    func acceptsPlainJSON(_ text: String) throws {
        #expect(directRead(text) != nil)
        try expectSameTree(text, file: "t.tokens.json")
    }

    /// Inputs libyaml reads differently from a JSON parser, or that are not JSON: the reader
    /// must give them to libyaml.
    static let refused: [String] = [
        "", "   \n", "{\"a\": 1,}", "[1, 2,]", "{\"a\": 1} # comment", "{a: 1}", "{'a': 1}", "{\"a\": 01}",
        "{\"a\": .5}", "{\"a\": 1.}", "{\"a\": +1}", "{\"a\": 0x10}", "{\"a\": True}", "{\"a\": nan}",
        "{\"a\": 1}\n{\"b\": 2}", "{\"a\": 1} x", "{\"a\"\n: 1}", "{\"lone\r\": 1}", "{\"a\":\r 1}",
        "{\"a\": \"\u{85}\"}", "{\"a\": \"line\u{2028}separator\"}", "{\"a\": \"\u{FEFF}\"}", "{\"a\": \"\u{7F}\"}",
        "{\"a\": \"tab\tinside\"}", "{\"a\": \"\\ud83c\\udfa8\"}", "{\"a\": \"\\x41\"}", "{\"a\": \"\\u12\"}",
        "{\"a\": \"unterminated}", "{\"a\": [1, 2}", "{\"a\" 1}", "[1 2]", "{\"\(String(repeating: "k", count: 1_200))\": 1}",
        "{\"a\": truex}", "{\"a\": 1:2}",
    ]

    @Test(arguments: refused)
    func leavesEverythingElseToLibYAML(_ text: String) throws {
        #expect(directRead(text) == nil)
        try expectSameTree(text, file: "t.tokens.json")
    }

    /// libyaml's reader decodes ahead of its parser: past the depth limit, a bad character
    /// further on may be what it reports. (Found by the tokens fuzz target.)
    @Test func leavesTheDepthLimitToLibYAML() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(directRead(deep) == nil)
        #expect(YAMLParser().parse(deep, file: "deep.json").diagnostics.map(\.id) == [.yamlTooDeep])
        let controlLater = String(repeating: "{\"a\":", count: 600) + "\u{1}" + String(repeating: "}", count: 600)
        #expect(directRead(controlLater) == nil)
        try expectSameTree(controlLater, file: "deep.json")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let result = try #require(directRead("{\"é🎨\": \"ü\", \"n\": 1}"))
        let value = try #require(result.root?["n"])
        // `{"é🎨": "ü", "n": 1}`: the 1 is the 18th character (and the 23rd byte).
        #expect(value.range.start == SourceLocation(line: 1, column: 18))
        try expectSameTree("{\"é🎨\": \"ü\", \"n\": 1}", file: "t.json")
    }

    /// Random JSON documents with random layout: same tree both ways, and the reader takes them.
    @Test func randomDocumentsMatchLibYAML() throws {
        var generator = SplitMix(seed: 0x6B69_6C6E)
        for _ in 0..<300 {
            var text = ""
            Self.appendValue(to: &text, depth: 0, using: &generator)
            #expect(directRead(text) != nil, "refused: \(text)")
            try expectSameTree(text, file: "random.json")
        }
    }

    /// The reader takes strings and indentation eight bytes at a time: a byte that needs a look
    /// of its own (quote, escape, control, DEL, multi-byte character, a character YAML refuses)
    /// must be seen at every offset within and across those eight bytes, and near the end of
    /// the text, where fewer than eight bytes are left.
    @Test func wordwiseScanningSeesEveryByteAtEveryOffset() throws {
        let taken = ["\\\"", "\\\\", "\\u00e9", "é", "🎨", "漢", "\u{A0}", "~", " ", "{", "}"]
        let refused = ["\t", "\u{1}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}"]
        for (pieces, expectTaken) in [(taken, true), (refused, false)] {
            for piece in pieces {
                for offset in 0..<18 {
                    for tail in [0, 1, 6, 7, 8, 9] {
                        let value = String(repeating: "a", count: offset) + piece + String(repeating: "b", count: tail)
                        let indent = String(repeating: " ", count: offset)
                        for text in [
                            "{\n\(indent)\"k\": \"\(value)\",\n\(indent)\"\(value)\": [1, \"x\"]\n}",
                            "\"\(value)\"",
                            "[\"\(value)\"]",
                        ] {
                            #expect((directRead(text) != nil) == expectTaken, "\(text.debugDescription)")
                            try expectSameTree(text, file: "offsets.json")
                        }
                    }
                }
            }
        }
    }

    /// Indentation of every width, with tabs, carriage returns and the next token after it.
    @Test func wordwiseIndentationKeepsLinesAndColumns() throws {
        for width in 0..<20 {
            let spaces = String(repeating: " ", count: width)
            for (after, expectTaken) in [("", true), ("\t", true), ("\t  ", true), (" \r\n", true), ("\r", false), ("é", false)] {
                let text = "{\n\(spaces)\(after)\"a\": [\n\(spaces)\(after)1,\n\(spaces)\(after)\"é\"\n\(spaces)]\n\(spaces)}\(spaces)"
                #expect((directRead(text) != nil) == expectTaken, "\(text.debugDescription)")
                try expectSameTree(text, file: "indent.json")
            }
        }
    }

    // MARK: - Helpers

    func directRead(_ text: String) -> YAMLParser.Result? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = JSONReader(bytes: bytes, builder: TreeBuilder(file: "t.json", maximumDepth: 512, maximumAliasExpansion: 100_000))
            return reader.read()
        }
    }

    func expectSameTree(_ text: String, file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let direct = YAMLParser(readsJSONDirectly: true).parse(text, file: file)
        let libyaml = YAMLParser(readsJSONDirectly: false).parse(text, file: file)
        #expect(Self.dump(direct) == Self.dump(libyaml), sourceLocation: sourceLocation)
        #expect(direct == libyaml, sourceLocation: sourceLocation)
    }

    static func dump(_ result: YAMLParser.Result) -> String {
        var lines = result.diagnostics.map { "\($0.id) \(describe($0.range)) \($0.message)" }
        if let root = result.root { dump(root, indent: "", into: &lines) }
        return lines.joined(separator: "\n")
    }

    static func dump(_ node: YAMLNode, indent: String, into lines: inout [String]) {
        switch node.content {
        case .scalar(let scalar):
            lines.append("\(indent)\(scalar.style) \(scalar.value.debugDescription) \(scalar.tag ?? "") \(describe(node.range))")
        case .sequence(let items):
            lines.append("\(indent)sequence \(describe(node.range))")
            for item in items { dump(item, indent: indent + "  ", into: &lines) }
        case .mapping(let pairs):
            lines.append("\(indent)mapping \(describe(node.range))")
            for pair in pairs {
                lines.append("\(indent)  key \(pair.name.debugDescription)")
                dump(pair.key, indent: indent + "    ", into: &lines)
                dump(pair.value, indent: indent + "    ", into: &lines)
            }
        }
    }

    static func describe(_ range: SourceRange) -> String {
        "\(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)"
    }

    static func appendValue(to text: inout String, depth: Int, using generator: inout SplitMix) {
        let space = ["", " ", "\n", "\n  ", "\t", "\r\n    "]
        func pad() { text += space[Int(generator.next() % UInt64(space.count))] }
        let kind = depth > 4 ? generator.next() % 4 : generator.next() % 6
        switch kind {
        case 0:
            let strings = ["", "coral", "#FF6B6B", "a \\\"quoted\\\" word", "é—🎨", "\\u00e9\\n", "{color.primary}", "1px solid"]
            text += "\"" + strings[Int(generator.next() % UInt64(strings.count))] + "\""
        case 1:
            let numbers = ["0", "-1", "12", "0.5", "-3.25e-2", "1E6", "16.0", "1e309"]
            text += numbers[Int(generator.next() % UInt64(numbers.count))]
        case 2:
            text += ["true", "false", "null"][Int(generator.next() % 3)]
        case 3:
            text += "\"key\(generator.next() % 100)\""
        default:
            let isMapping = kind == 4
            text += isMapping ? "{" : "["
            let count = Int(generator.next() % 5)
            for index in 0..<count {
                pad()
                if isMapping {
                    text += "\"k\(generator.next() % 8)\""
                    if generator.next() % 2 == 0 { text += " " }
                    text += ":"
                    pad()
                }
                appendValue(to: &text, depth: depth + 1, using: &generator)
                pad()
                if index + 1 < count { text += "," }
            }
            pad()
            text += isMapping ? "}" : "]"
        }
    }
}

/// A small seeded generator: the same documents on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}


/// `YAMLNode.number` takes a fast path for short decimals; it must agree with the full parser.
@Suite struct NumberFastPathTests {
    @Test func agreesWithTheFullParserOnRandomDecimals() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<20_000 {
            let digits = 1 + Int(generator.next() % 17)
            var text = generator.next() % 4 == 0 ? "-" : ""
            let point = Int(generator.next() % UInt64(digits + 1))
            for index in 0..<digits {
                if index == point, index > 0 { text += "." }
                text += String(generator.next() % 10)
            }
            #expect(YAMLNode.parseNumber(text) == Double(text), "\(text)")
        }
        for text in ["0.3764705882352941", "9007199254740992", "9007199254740993", "0.1", "-0.0", "12345678901234567"] {
            #expect(YAMLNode.parseNumber(text) == Double(text), "\(text)")
            #expect(YAMLNode.parseNumber(text)?.sign == Double(text)?.sign, "\(text)")
        }
    }
}
