@testable import Emitters
import DesignModel
import Diagnostics
import Testing

/// `JSONTree.authoredOrder` against a reference written the obvious way, on layouts the bundled
/// files never have: a group continued in another file or further down the same file, a token
/// that is also a group, tokens given in any order. And `ByteText.jsonString`'s fast path
/// against its escaping path.
struct JSONAuthoredOrderTests {
    /// Each token sorts by the source rank at which each of its path's prefixes first appears:
    /// children in the order they first appear, a token before the tokens under it.
    private func reference(_ tokens: [Token]) -> [Int] {
        let files = Set(tokens.map(\.range.file)).sorted()
        let bySource = tokens.indices.sorted { a, b in
            let left = (files.firstIndex(of: tokens[a].range.file)!, tokens[a].range.start.line, tokens[a].range.start.column, a)
            let right = (files.firstIndex(of: tokens[b].range.file)!, tokens[b].range.start.line, tokens[b].range.start.column, b)
            return left < right
        }
        var firstSeen: [String: Int] = [:]
        for (rank, index) in bySource.enumerated() {
            let segments = tokens[index].path.segments
            for length in 1...segments.count {
                let prefix = segments[..<length].joined(separator: ".")
                if firstSeen[prefix] == nil { firstSeen[prefix] = rank }
            }
        }
        func key(_ index: Int) -> [Int] {
            let segments = tokens[index].path.segments
            return (1...segments.count).map { firstSeen[segments[..<$0].joined(separator: ".")]! }
        }
        return tokens.indices.sorted { key($0).lexicographicallyPrecedes(key($1)) }
    }

    @Test(arguments: 0..<40)
    func authoredOrderMatchesTheReference(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        let names = ["a", "b", "color", "zeta", "sm", "md", "lg", "x1"]
        var paths = Set<String>()
        let count = Int.random(in: 1...60, using: &random)
        while paths.count < count {
            let depth = Int.random(in: 1...4, using: &random)
            paths.insert((0..<depth).map { _ in names.randomElement(using: &random)! }.joined(separator: "."))
        }
        // Positions in up to three files, in any order: groups are left and entered again.
        var places = Set<[Int]>()
        var tokens: [Token] = []
        for path in paths.sorted().shuffled(using: &random) {
            var place: [Int]
            repeat {
                place = [Int.random(in: 0..<3, using: &random), Int.random(in: 1...200, using: &random), Int.random(in: 1...3, using: &random)]
            } while !places.insert(place).inserted && places.count < 1800
            let range = SourceRange(file: "tokens/f\(place[0]).yaml", line: place[1], column: place[2])
            tokens.append(Token(path: TokenPath(path), type: .number, range: range, values: []))
        }
        let order = JSONTree.authoredOrder(tokens)
        #expect(order.map(\.token) == reference(tokens), "seed \(seed)")
        #expect(order.allSatisfy { $0.segments == tokens[$0.token].path.segments })
    }

    /// Non-ASCII paths compare as Strings do (canonical equivalence): a group spelled with a
    /// precomposed "é" in one file and a decomposed one in another is one group, and so are the
    /// Kelvin sign and "K". Byte comparison would split them.
    @Test(arguments: 0..<20)
    func authoredOrderOfNonASCIIPathsMatchesTheReference(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 17)
        let names = ["caf\u{E9}", "cafe\u{301}", "K", "\u{212A}", "a-b", "a", "\u{1F3A8}", "ß"]
        var paths = Set<String>()
        let count = Int.random(in: 1...40, using: &random)
        var attempts = 0
        while paths.count < count, attempts < 1000 {
            attempts += 1
            let depth = Int.random(in: 1...3, using: &random)
            let path = (0..<depth).map { _ in names.randomElement(using: &random)! }.joined(separator: ".")
            // One spelling per path, as the model keeps (paths are equal when canonically equivalent).
            if !paths.contains(path) { paths.insert(path) }
        }
        var tokens: [Token] = []
        for (offset, path) in paths.sorted().shuffled(using: &random).enumerated() {
            let range = SourceRange(file: "tokens/f\(offset % 2).json", line: offset + 1, column: 1)
            tokens.append(Token(path: TokenPath(path), type: .number, range: range, values: []))
        }
        let order = JSONTree.authoredOrder(tokens)
        #expect(order.map(\.token) == reference(tokens), "seed \(seed)")
    }

    /// The table the JSON color objects copy their numbers from spells every value from 0 to 1
    /// as `ASCIIText.writeNumber` does, including values between ten-thousandths and negative zero.
    @Test func componentSpellingsMatchWriteNumber() {
        var values: [Double] = [-0.0, 0, 1, 0.00004, 0.99996, -0.00004, 0.5, 1.00004]
        for scaled in 0...10_000 { values.append(Double(scaled) / 10_000) }
        for channel in 0...255 { values.append(Double(channel) / 255) }
        for value in values {
            var expected = [UInt8](repeating: 0, count: 32)
            let count = expected.withUnsafeMutableBufferPointer { ASCIIText.writeNumber(value, into: $0.baseAddress!, capacity: 32) }
            var got = [UInt8](repeating: 0, count: 32)
            let gotCount = got.withUnsafeMutableBufferPointer { JSONOut.writeComponent(value, into: $0.baseAddress!) }
            #expect(Array(got[..<gotCount]) == Array(expected[..<count]), "\(value)")
        }
    }

    /// The `$type` written without a String is the one `dtcgType` names.
    @Test func quotedTypesAreTheDTCGTypes() {
        for type in TokenType.allCases {
            var out = ByteText()
            out.jsonString(JSONOut.dtcgType(type))
            var quoted = ByteText()
            quoted += JSONOut.quotedDTCGType(type)
            #expect(quoted.string == out.string)
        }
    }

    @Test(arguments: ["plain", "", "é café 🎨", "say \"hi\"", "back\\slash", "line\nbreak\ttab\r", "bell\u{07}", "\u{1F}end", "a\"b\\c\nd"])
    func jsonStringEscapesAsBefore(_ text: String) {
        var out = ByteText()
        out.jsonString(text)
        var expected = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": expected += "\\\""
            case "\\": expected += "\\\\"
            case "\n": expected += "\\n"
            case "\r": expected += "\\r"
            case "\t": expected += "\\t"
            case let control where control.value < 0x20:
                let hex = Array("0123456789abcdef")
                expected += "\\u00" + String(hex[Int(control.value >> 4)]) + String(hex[Int(control.value & 15)])
            default: expected.unicodeScalars.append(scalar)
            }
        }
        expected += "\""
        #expect(out.string == expected)
        // Appended after other text (the fast path writes at the text's end, not its start).
        var after = ByteText()
        after += "key: "
        after.jsonString(text)
        #expect(after.string == "key: " + expected)
    }
}
