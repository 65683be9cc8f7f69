import Testing
@testable import YAMLSource

/// The JSON reader's cache of short strings must give exactly the String decoding the bytes
/// gives, whatever the lengths, collisions in its 64 slots, and bytes (non-ASCII, invalid UTF-8).
struct RecentStringsTests {
    private func decoded(_ bytes: [UInt8], _ cache: RecentStrings) -> String {
        bytes.withUnsafeBufferPointer { cache.string($0) }
    }

    @Test func givesTheDecodedStringForManyRepeatedAndCollidingInputs() {
        let cache = RecentStrings()
        var generator = SystemRandomNumberGenerator()
        // A small alphabet so inputs repeat, differ in one byte, and share prefixes.
        let alphabet: [UInt8] = Array("ab$0.-".utf8) + [0xC3, 0xA9, 0xFF, 0x80]
        var pool: [[UInt8]] = []
        for _ in 0..<400 {
            let length = Int.random(in: 0...20, using: &generator)
            pool.append((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        }
        pool += [Array("$value".utf8), Array("$type".utf8), Array("0123456789abcdef".utf8),
                 Array("0123456789abcdeg".utf8), Array("0123456789abcdef0".utf8), [0], [0, 0], Array("é".utf8)]
        for _ in 0..<20_000 {
            let bytes = pool.randomElement(using: &generator)!
            let expected = String(decoding: bytes, as: UTF8.self)
            let actual = decoded(bytes, cache)
            #expect(actual == expected)
            #expect(Array(actual.utf8) == Array(expected.utf8))
        }
    }

    /// `x` and `x` + NUL pack to the same words: find such a pair in the same slot, so only the
    /// length tells them apart.
    @Test func distinguishesTrailingZeroBytesByLength() {
        func words(_ bytes: [UInt8]) -> (UInt64, UInt64) {
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { raw in raw.copyBytes(from: bytes) }
            return words
        }
        var pair: ([UInt8], [UInt8])?
        search: for number in 0..<100_000 {
            let short = Array(String(number).utf8)
            let packed = words(short)
            for zeros in 1...(16 - short.count)
            where RecentStrings.slot(low: packed.0, high: packed.1, count: short.count)
                == RecentStrings.slot(low: packed.0, high: packed.1, count: short.count + zeros) {
                pair = (short, short + Array(repeating: 0, count: zeros))
                break search
            }
        }
        // The slot mixes in the length, so such a pair may not exist: then check the plain case.
        let (short, long) = pair ?? ([0x30], [0x30, 0])
        let cache = RecentStrings()
        #expect(Array(decoded(short, cache).utf8) == short)
        #expect(Array(decoded(long, cache).utf8) == long)
        #expect(Array(decoded(short, cache).utf8) == short)
    }

    @Test func fastDecimalMatchesTheFullParser() {
        var generator = SystemRandomNumberGenerator()
        let samples = ["0", "-0", "1", "1.", ".5", "-.5", "0.3764705882352941", "12345678901234567",
                       "9007199254740993", "9007199254740992", "-", ".", "1.2.3", "1e5", "+1", "--1", "1-"]
        for text in samples {
            let fast = YAMLNode.fastDecimal(text)
            if let fast { #expect(fast.bitPattern == Double(text)?.bitPattern, "\(text)") }
        }
        for _ in 0..<5_000 {
            let digits = Int.random(in: 1...16, using: &generator)
            var text = String(UInt64.random(in: 0...UInt64(9_007_199_254_740_992), using: &generator))
            text = String(text.prefix(digits))
            let dot = Int.random(in: 0...text.count, using: &generator)
            text.insert(".", at: text.index(text.startIndex, offsetBy: dot))
            if Bool.random(using: &generator) { text = "-" + text }
            guard text != "." && text != "-." else { continue }
            let fast = YAMLNode.fastDecimal(text)
            #expect(fast != nil, "\(text)")
            #expect(fast?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }
}
