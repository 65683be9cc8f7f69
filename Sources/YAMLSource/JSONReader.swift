import Diagnostics
import Synchronization

/// Reads plain JSON straight into the tree libyaml builds for it — the same nodes, scalar
/// styles, values and locations — without libyaml's scanner and its allocation per token and
/// per event (libyaml was the largest single cost of `kiln check` on DTCG token sets).
///
/// It is a fast path, not a second parser with its own opinions: on anything it is not sure
/// libyaml reads the same way it gives up (returns nil) and the caller hands the file to
/// libyaml, which stays the one authority on what is an error and how it is reported. It gives
/// up on a syntax error, a lone carriage return, characters YAML treats as line breaks or
/// refuses (C1 controls, U+2028/U+2029, byte-order marks, DEL), surrogate escapes, nesting past the
/// depth limit, and keys that libyaml would not accept as simple keys (over 1,000 bytes, or `:`
/// not on the key's line).
/// `JSONReaderTests` and the tokens fuzz target compare both readers on the same input.
struct JSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var builder: TreeBuilder
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `index`: libyaml counts columns in
    /// characters, not bytes.
    private var continuationBytes = 0
    /// Recently decoded short strings by their bytes: keys (`$value`, `$type`, `colorSpace`...)
    /// and many values repeat on every token, and decoding and validating their UTF-8 again
    /// cost more than finding the String here.
    private let recentStrings: RecentStrings

    init(bytes: UnsafeBufferPointer<UInt8>, builder: TreeBuilder, recentStrings: RecentStrings = RecentStrings()) {
        self.bytes = bytes
        self.builder = builder
        self.recentStrings = recentStrings
    }

    private enum Expect { case value, key, separatorOrEnd }

    /// The tree, or nil: let libyaml read it.
    mutating func read() -> YAMLParser.Result? {
        var expect = Expect.value
        while true {
            switch expect {
            case .value:
                guard skipWhitespace(), index < bytes.count else { return nil }
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let isMapping = bytes[index] == UInt8(ascii: "{")
                    // Past the depth limit, libyaml's reader may already have rejected a bad
                    // character further on (it decodes ahead): let libyaml say which comes first.
                    guard builder.open(isMapping ? .mapping : .sequence, at: location(), anchor: nil) else { return nil }
                    index += 1
                    guard skipWhitespace(), index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: isMapping ? "}" : "]") {
                        index += 1
                        builder.close(at: location())
                        expect = .separatorOrEnd
                    } else {
                        expect = isMapping ? .key : .value
                    }
                case UInt8(ascii: "\""):
                    guard let node = string() else { return nil }
                    builder.append(node, anchor: nil)
                    expect = .separatorOrEnd
                default:
                    guard let node = literal() else { return nil }
                    builder.append(node, anchor: nil)
                    expect = .separatorOrEnd
                }
            case .key:
                guard skipWhitespace(), index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                let keyStart = index
                guard let key = string() else { return nil }
                // libyaml takes a key as a "simple key" only when its `:` is on the same line
                // and within 1,024 characters of its start.
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":"), index - keyStart < 1_000 else { return nil }
                index += 1
                builder.append(key, anchor: nil)
                expect = .value
            case .separatorOrEnd:
                guard skipWhitespace() else { return nil }
                guard let open = builder.stack.last else {
                    return index == bytes.count ? finished() : nil
                }
                guard index < bytes.count else { return nil }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    expect = open.kind == .mapping ? .key : .value
                } else if byte == UInt8(ascii: open.kind == .mapping ? "}" : "]") {
                    index += 1
                    builder.close(at: location())
                } else {
                    return nil
                }
            }
        }
    }

    private func finished() -> YAMLParser.Result {
        YAMLParser.Result(root: builder.root, diagnostics: builder.diagnostics)
    }

    private func location() -> SourceLocation {
        SourceLocation(line: line, column: index - lineStart - continuationBytes + 1)
    }

    /// Skips spaces, tabs and line breaks (LF, CRLF); false on a lone CR, which YAML and JSON
    /// count differently.
    private mutating func skipWhitespace() -> Bool {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                newLine(after: index)
                skipSpaces()
            case 0x0D:
                guard index + 1 < bytes.count, bytes[index + 1] == 0x0A else { return false }
                newLine(after: index + 1)
                skipSpaces()
            default:
                return true
            }
        }
        return true
    }

    /// Skips spaces eight at a time: the indentation that starts most lines of a formatted
    /// file is a large share of its bytes.
    private mutating func skipSpaces() {
        while index + 8 <= bytes.count {
            let notSpace = Self.nonZeroBytes(word(at: index) ^ 0x2020_2020_2020_2020)
            guard notSpace == 0 else {
                index += notSpace.trailingZeroBitCount >> 3
                return
            }
            index += 8
        }
    }

    /// The eight bytes at `position` (which has eight bytes left), the first in the lowest bits.
    @inline(__always)
    private func word(at position: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: position, as: UInt64.self))
    }

    /// 0x80 in each byte of `word` that is not zero, 0 in the others (exact: no carries between
    /// bytes).
    @inline(__always)
    static func nonZeroBytes(_ word: UInt64) -> UInt64 {
        let low7 = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return (((word & low7) &+ low7) | word) & ~low7
    }

    /// 0x80 in each byte of `word` a string's bytes cannot simply be taken through — a quote,
    /// a backslash, a control character, DEL or a byte of a multi-byte character — and in no
    /// byte before the first such byte (bytes after it may be flagged wrongly; only the first
    /// flagged one is used).
    @inline(__always)
    static func stringStops(_ word: UInt64) -> UInt64 {
        let ones = 0x0101_0101_0101_0101 as UInt64
        let highs = 0x8080_8080_8080_8080 as UInt64
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        return zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C)) | zeroBytes(word ^ (ones &* 0x7F)) | control
            | (word & highs)
    }

    private mutating func newLine(after lineFeed: Int) {
        index = lineFeed + 1
        line += 1
        lineStart = index
        continuationBytes = 0
    }

    /// A double-quoted string at `index`, as a `.doubleQuoted` scalar.
    private mutating func string() -> YAMLNode? {
        let start = location()
        index += 1
        let contentStart = index
        var hasEscape = false
        while index < bytes.count {
            // Eight bytes at a time up to the first that needs a look of its own.
            if index + 8 <= bytes.count {
                let stops = Self.stringStops(word(at: index))
                if stops == 0 {
                    index += 8
                    continue
                }
                index += stops.trailingZeroBitCount >> 3
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscape = true
                index += 2
                continue
            }
            if byte < 0x20 || byte == 0x7F { return nil }
            if byte >= 0x80 {
                guard isPrintableForYAML(at: index) else { return nil }
                if byte & 0xC0 == 0x80 { continuationBytes += 1 }
            }
            index += 1
        }
        guard index < bytes.count else { return nil }
        let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
        guard let value = hasEscape ? Self.unescape(content) : recentStrings.string(content) else { return nil }
        index += 1
        return YAMLNode(
            content: .scalar(.init(value: value, style: .doubleQuoted, tag: nil)),
            range: SourceRange(fileID: builder.fileID, start: start, end: location()))
    }

    /// libyaml refuses C1 controls, byte-order marks and U+FFFE/U+FFFF inside text, and reads
    /// NEL, U+2028 and U+2029 as line breaks. (The text is valid UTF-8 already.)
    private func isPrintableForYAML(at position: Int) -> Bool {
        let byte = bytes[position]
        let next = position + 1 < bytes.count ? bytes[position + 1] : 0
        let afterNext = position + 2 < bytes.count ? bytes[position + 2] : 0
        switch byte {
        case 0xC2: return next >= 0xA0
        case 0xE2: return !(next == 0x80 && (afterNext == 0xA8 || afterNext == 0xA9))
        case 0xEF: return !(next == 0xBB && afterNext == 0xBF) && !(next == 0xBF && (afterNext == 0xBE || afterNext == 0xBF))
        default: return true
        }
    }

    private static func unescape(_ content: UnsafeBufferPointer<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var position = 0
        while position < content.count {
            let byte = content[position]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                position += 1
                continue
            }
            guard position + 1 < content.count else { return nil }
            let escaped: UInt8
            switch content[position + 1] {
            case UInt8(ascii: "\""): escaped = 0x22
            case UInt8(ascii: "\\"): escaped = 0x5C
            case UInt8(ascii: "/"): escaped = 0x2F
            case UInt8(ascii: "b"): escaped = 0x08
            case UInt8(ascii: "f"): escaped = 0x0C
            case UInt8(ascii: "n"): escaped = 0x0A
            case UInt8(ascii: "r"): escaped = 0x0D
            case UInt8(ascii: "t"): escaped = 0x09
            case UInt8(ascii: "u"):
                guard position + 6 <= content.count else { return nil }
                var value: UInt32 = 0
                for digit in content[(position + 2)..<(position + 6)] {
                    guard let nibble = hexValue(digit) else { return nil }
                    value = value << 4 | nibble
                }
                // libyaml rejects surrogate escapes (even as a pair): leave the error to it.
                guard let scalar = Unicode.Scalar(value) else { return nil }
                scalars.removeAll(keepingCapacity: true)
                scalars.append(scalar)
                output.append(contentsOf: String(scalars).utf8)
                position += 6
                continue
            default:
                return nil
            }
            output.append(escaped)
            position += 2
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ digit: UInt8) -> UInt32? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(digit - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(digit - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// A number, `true`, `false` or `null`, as the `.plain` scalar libyaml makes of it.
    private mutating func literal() -> YAMLNode? {
        let start = location()
        let first = index
        while index < bytes.count, Self.continuesLiteral(bytes[index]) { index += 1 }
        // What follows must end the scalar for libyaml too.
        if index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"): break
            default: return nil
            }
        }
        let text = UnsafeBufferPointer(rebasing: bytes[first..<index])
        // Numbers first: nearly every literal is one, and the keyword comparisons cost more.
        guard Self.isNumber(text) || Self.isKeyword(text) else { return nil }
        return YAMLNode(
            content: .scalar(.init(value: recentStrings.string(text), style: .plain, tag: nil)),
            range: SourceRange(fileID: builder.fileID, start: start, end: location()))
    }

    private static func continuesLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "."), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }

    private static func isKeyword(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.elementsEqual("true".utf8) || text.elementsEqual("false".utf8) || text.elementsEqual("null".utf8)
    }

    /// RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private static func isNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        func digits() -> Int {
            let begin = position
            while position < text.count, text[position] >= UInt8(ascii: "0"), text[position] <= UInt8(ascii: "9") { position += 1 }
            return position - begin
        }
        if position < text.count, text[position] == UInt8(ascii: "-") { position += 1 }
        guard position < text.count else { return false }
        if text[position] == UInt8(ascii: "0") {
            position += 1
        } else if digits() == 0 {
            return false
        }
        if position < text.count, text[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return false }
        }
        if position < text.count, text[position] == UInt8(ascii: "e") || text[position] == UInt8(ascii: "E") {
            position += 1
            if position < text.count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return false }
        }
        return position == text.count
    }
}

/// A direct-mapped cache of strings of up to 16 bytes, keyed by their exact bytes and length (so
/// a hit is the String `String(decoding:as:)` makes of them); longer ones are decoded every time.
/// A small token file holds too few strings to fill a cache of its own: caches are lent from a
/// pool (`checkOut`/`checkIn`) and keep their entries from file to file. A checked-out cache is
/// used by one reader, on one thread, until it is checked in.
final class RecentStrings: @unchecked Sendable {
    private struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// 0 for an empty slot (the empty string is not cached).
        var count = 0
        var value = ""
    }

    static let slotBits = 7
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: 1 << Self.slotBits)
        entries.initialize(repeating: Entry(), count: 1 << Self.slotBits)
    }

    deinit {
        entries.deinitialize(count: 1 << Self.slotBits)
        entries.deallocate()
    }

    private static let pool = Mutex<[RecentStrings]>([])

    static func checkOut() -> RecentStrings {
        pool.withLock { $0.popLast() } ?? RecentStrings()
    }

    static func checkIn(_ cache: RecentStrings) {
        pool.withLock { caches in
            if caches.count < 8 { caches.append(cache) }
        }
    }

    /// The slot for the bytes packed in `low`/`high` (zero-padded) and their count.
    static func slot(low: UInt64, high: UInt64, count: Int) -> Int {
        let mixed = (low &+ high &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - slotBits))
    }

    func string(_ content: UnsafeBufferPointer<UInt8>) -> String {
        let count = content.count
        guard count > 0, count <= 16, let source = content.baseAddress else {
            return String(decoding: content, as: UTF8.self)
        }
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { raw in
            raw.baseAddress!.copyMemory(from: source, byteCount: count)
        }
        let entry = entries + Self.slot(low: words.0, high: words.1, count: count)
        if entry.pointee.count == count, entry.pointee.low == words.0, entry.pointee.high == words.1 {
            return entry.pointee.value
        }
        let value = String(decoding: content, as: UTF8.self)
        entry.pointee = Entry(low: words.0, high: words.1, count: count, value: value)
        return value
    }
}
