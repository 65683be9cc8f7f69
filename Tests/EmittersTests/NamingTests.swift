@testable import Emitters
import Testing

/// Names follow each platform's conventions and are escaped the documented way.
@Suite struct NamingTests {
    @Test(arguments: [
        ("coral-hover", ["coral", "hover"]), ("largeTitle", ["large", "title"]), ("XMLHttp", ["xml", "http"]),
        ("title_1", ["title", "1"]), ("level1", ["level1"]), ("2xl", ["2xl"]), ("h1Title", ["h1", "title"]),
        ("drop shadow", ["drop", "shadow"]), ("ÉtéFort", ["été", "fort"]), ("", []), ("--x--", ["x"]), ("caption1", ["caption1"]),
        ("level1Title", ["level1", "title"]), ("ABC", ["abc"]),
    ])
    func splitsWords(text: String, words: [String]) {
        #expect(NameCasing.split(text) == words)
    }

    @Test(arguments: [
        ("default", "`default`"), ("class", "`class`"), ("self", "_self"), ("init", "_init"), ("2xl", "_2xl"), ("md", "md"),
        ("true", "`true`"), ("Type", "_Type"), ("café", "cafe"), ("emoji😀", "emojiu1F600"),
    ])
    func escapesSwiftNames(name: String, identifier: String) {
        #expect(Identifiers.swift(NameCasing.split(name)) == identifier || Identifiers.swift([name]) == identifier)
    }

    @Test func swiftTypeNamesAvoidTheStandardLibrary() {
        #expect(Identifiers.swift(["double"], type: true) == "_Double")
        #expect(Identifiers.swift(["string"], type: true) == "_String")
        #expect(Identifiers.swift(["type"], type: true) == "_Type")
        #expect(Identifiers.swift(["color"], type: true) == "Color")
        #expect(Identifiers.swift(["mode"], type: true, reserved: SwiftConventions.supportTypes) == "_Mode")
    }

    @Test(arguments: [
        ("switch", "$switch"), ("new", "$new"), ("2xl", "$2xl"), ("default", "$default"), ("md", "md"), ("hashCode", "$hashCode"),
    ])
    func escapesDartNames(name: String, identifier: String) {
        #expect(Identifiers.dart(NameCasing.split(name)) == identifier || Identifiers.dart([name]) == identifier)
    }

    /// The in-place reading of a dotted path names exactly what splitting it into segments does.
    @Test func dottedPathsJoinLikeTheirSegments() {
        let pieces = ["color", "$root", "a", "B", "largeTitle", "XMLHttp", "2xl", "h1", "-", "_x_", "", "$rootx", "x$root", "AbC9d", "é", "x y", "a1B2c", "ab12CD", "9lives", "zz", "HTTPServer2go", "x-é"]
        var generator = SystemRandomNumberGenerator()
        var paths = ["$root", "a.$root", "$root.$root", "a.$root.b", "color.$root", "-.-", ".", "a.", ".a"]
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...4, using: &generator)
            paths.append((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: "."))
        }
        for path in paths {
            let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            for style in [NameCasing.Style.lowerCamel, .upperCamel, .kebab] {
                for offset in [0, NameCasing.firstSegment(of: path).end] {
                    let rest = offset == 0 ? segments[...] : segments.dropFirst()
                    let expected = NameCasing.joined(rest, style: style).flatMap { $0.isEmpty ? nil : "--" + $0 }
                    #expect(NameCasing.joined(dotted: path, from: offset, style: style, prefix: "--") == expected, "\(path) \(style) from \(offset)")
                    // And what the word splitter names, independently of the byte loop: nil for a
                    // non-ASCII or wordless path.
                    let words = rest.filter { $0 != "$root" }.flatMap { NameCasing.split($0) }
                    let ascii = rest.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
                    let spelled = style == .kebab ? NameCasing.kebab(words) : style == .lowerCamel ? NameCasing.lowerCamel(words) : NameCasing.upperCamel(words)
                    let independent: String? = ascii && !words.isEmpty ? "--" + spelled : nil
                    #expect(NameCasing.joined(dotted: path, from: offset, style: style, prefix: "--") == independent, "\(path) \(style) from \(offset)")
                }
            }
        }
        #expect(NameCasing.firstSegment(of: "color.text", is: "color") == (6, true))
        #expect(NameCasing.firstSegment(of: "colors.text", is: "color") == (7, false))
        #expect(NameCasing.firstSegment(of: "color", is: "color") == (0, false))
    }

    @Test func cssNamesAreLowercaseKebab() {
        #expect(Identifiers.cssKebab(NameCasing.split(segments: ["typography", "largeTitle"])) == "typography-large-title")
        #expect(Identifiers.cssKebab(NameCasing.split(segments: ["spacing", "2xl"])) == "spacing-2xl")
        #expect(Identifiers.cssKebab(NameCasing.split(segments: ["color", "primary", "$root"])) == "color-primary")
        #expect(Identifiers.cssClass("2xl") == "\\32 xl")
    }

    @Test func numbersAreSpelledCanonically() {
        for value in [0, 1, -1, 0.5, 0.1, 0.4196, 16, -0.41, 1.2941176, 0.00004, 0.00005, 123456.78905, 1e-9, -0.0] {
            #expect(Format.number(value) == DesignModel_canonical(value), "\(value)")
            var bytes = ByteText()
            bytes.number(value)
            #expect(bytes.string == Format.number(value), "\(value)")
        }
        #expect(Format.dartDouble(16) == "16.0")
        #expect(Format.dartString("$5 'x'") == "'\\$5 \\'x\\''")
        #expect(Format.swiftString("a \"b\"\n") == "\"a \\\"b\\\"\\n\"")
    }

    /// The keyword filter may only skip the tables for names that are in neither: every listed
    /// name is still escaped, and names one byte or one letter away from a keyword are not.
    @Test func everyListedNameIsEscapedAndNeighboursAreNot() {
        for name in Identifiers.swiftKeywords.union(Identifiers.swiftUnusable) {
            #expect(Identifiers.escapeSwift(name) != name, "\(name)")
            for neighbour in [name + "s", "x" + name, String(name.dropLast()) + "Q"]
            where !Identifiers.swiftKeywords.contains(neighbour) && !Identifiers.swiftUnusable.contains(neighbour) {
                #expect(Identifiers.escapeSwift(neighbour) == neighbour, "\(neighbour)")
            }
        }
        for name in Identifiers.dartReserved {
            #expect(Identifiers.escapeDart(name) == "$" + name, "\(name)")
            for neighbour in [name + "s", "x" + name, String(name.dropLast()) + "Q"] where !Identifiers.dartReserved.contains(neighbour) {
                #expect(Identifiers.escapeDart(neighbour) == neighbour, "\(neighbour)")
            }
        }
        // A filter built from unusual names (non-ASCII first byte, 32 bytes or more) looks them all up.
        let long = String(repeating: "a", count: 40)
        #expect(NameFilter(["été", long]).mayContain("été"))
        #expect(NameFilter(["été", long]).mayContain(long))
        #expect(NameFilter(["for"]).mayContain("for") && !NameFilter(["for"]).mayContain("fox1") && !NameFilter(["for"]).mayContain("été"))
    }
}

import DesignModel

func DesignModel_canonical(_ value: Double) -> String { Canonical.number(value == 0 ? 0 : value) }
