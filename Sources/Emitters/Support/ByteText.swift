import Diagnostics

/// The text of a generated file, built as UTF-8 bytes: appending a string copies its bytes
/// (no grapheme or normalization work), which keeps printing a large set fast.
///
/// The bytes written are `storage[..<count]`; the rest of `storage` is room to grow, and each
/// append copies straight into it. Most appends are a few bytes of literal text, and
/// `Array.append(contentsOf:)`'s overhead on each is larger than the copy: with it, appending
/// is the largest single cost of the emitters.
struct ByteText {
    private var storage: [UInt8] = []
    private(set) var count = 0

    /// The text's bytes, taking over the storage.
    consuming func finished() -> [UInt8] { takeBytes() }

    /// The text's bytes, taking over the storage and leaving the text empty.
    mutating func takeBytes() -> [UInt8] {
        var result: [UInt8] = []
        swap(&result, &storage)
        result.removeLast(result.count - count)
        count = 0
        return result
    }

    var last: UInt8? { count > 0 ? storage[count - 1] : nil }

    mutating func reserveCapacity(_ capacity: Int) { storage.reserveCapacity(capacity) }

    /// Makes room for `needed` bytes. The room is zeroed a little ahead of use (an eighth of the
    /// text so far, capped): zeroing the array's whole doubled capacity touches pages that are
    /// never written, and those page faults cost more than the appends save.
    @inline(never)
    private mutating func grow(to needed: Int) {
        let target = Swift.max(needed, storage.count + Swift.min(Swift.max(256, storage.count / 8), 65_536))
        // An array of zeros, not `repeatElement`: appended as one copy in a debug build too,
        // where a lazy sequence is appended a byte at a time.
        storage.append(contentsOf: [UInt8](repeating: 0, count: target - storage.count))
    }

    @inline(__always)
    private mutating func append(raw source: UnsafeRawBufferPointer) {
        guard let start = source.baseAddress, !source.isEmpty else { return }
        let end = count + source.count
        if end > storage.count { grow(to: end) }
        let offset = count
        storage.withUnsafeMutableBytes { target in (target.baseAddress! + offset).copyMemory(from: start, byteCount: source.count) }
        count = end
    }

    @inline(__always)
    mutating func append(contentsOf buffer: UnsafeBufferPointer<UInt8>) { append(raw: UnsafeRawBufferPointer(buffer)) }

    /// Room for at most `capacity` bytes, written straight into the storage by `body`, which
    /// returns how many it wrote: one capacity check for a run of small pieces (a JSON member's
    /// line start and key, a number) instead of one per piece.
    @inline(__always)
    mutating func write(upTo capacity: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        let end = count + capacity
        if end > storage.count { grow(to: end) }
        let offset = count
        let written = storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + offset) }
        precondition(written >= 0 && written <= capacity, "ByteText.write overran its room")
        count = offset + written
    }

    mutating func append(contentsOf array: [UInt8]) { array.withUnsafeBytes { append(raw: $0) } }

    /// Bytes already written, `range` of them, appended again (a JSON object copied into
    /// another document).
    mutating func append(_ other: ByteText, range: Range<Int>) {
        other.storage.withUnsafeBytes { append(raw: UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// Literal text, the most common append: no String to retain or copy. (`+=` with a String
    /// is disfavored so that a literal picks this one.)
    @inline(__always)
    static func += (text: inout ByteText, string: StaticString) {
        string.withUTF8Buffer { text.append(contentsOf: $0) }
    }

    @_disfavoredOverload
    static func += (text: inout ByteText, string: String) {
        if string.utf8.withContiguousStorageIfAvailable({ text.append(contentsOf: $0) }) != nil { return }
        var string = string
        string.withUTF8 { text.append(contentsOf: $0) }
    }

    @_disfavoredOverload
    static func += (text: inout ByteText, string: Substring) {
        if string.utf8.withContiguousStorageIfAvailable({ text.append(contentsOf: $0) }) != nil { return }
        text += String(string)
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        if count == storage.count { grow(to: count + 1) }
        let offset = count
        storage.withUnsafeMutableBufferPointer { $0[offset] = byte }
        count += 1
    }

    /// Two uppercase hexadecimal digits.
    mutating func hexByte(_ value: Int) {
        let digits: StaticString = "0123456789ABCDEF"
        digits.withUTF8Buffer { table in
            append(byte: table[(value >> 4) & 15])
            append(byte: table[value & 15])
        }
    }

    /// Appends `count` spaces.
    mutating func spaces(_ count: Int) {
        guard count <= Self.spaceRun.count else {
            for _ in 0..<count { append(byte: 0x20) }
            return
        }
        // One copy from a run of spaces: this runs for every line of every JSON document.
        append(contentsOf: UnsafeBufferPointer(rebasing: Self.spaceRun[..<count]))
    }

    /// 64 spaces, never freed (a pointer, unlike an array, costs no retain per use).
    nonisolated(unsafe) private static let spaceRun: UnsafeBufferPointer<UInt8> = {
        let run = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64)
        run.initialize(repeating: 0x20)
        return UnsafeBufferPointer(run)
    }()

    var string: String { storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self) } }

    /// A number as `Format.number` spells it (at most 4 decimals), written without a String.
    mutating func number(_ value: Double) {
        guard ASCIIText.hasFastSpelling(value) else {
            self += Format.number(value)
            return
        }
        write(upTo: 24) { ASCIIText.writeNumber(value, into: $0, capacity: 24) }
    }

    mutating func integer(_ value: UInt64) {
        if value < 10 {
            append(byte: UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { append(byte: buffer[index]) }
        }
    }

    /// A JSON string literal, escaped as `JSONText` escapes it.
    mutating func jsonString(_ text: String) {
        // Most strings (token names, types, descriptions) have nothing to escape: read in place
        // (no copy of the String), checked, and copied with their quotes in one go.
        let done: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            let style = JSONText.Style.standard
            for byte in utf8 where style.escapes(byte) { return false }
            let end = count + utf8.count + 2
            if end > storage.count { grow(to: end) }
            let offset = count
            storage.withUnsafeMutableBufferPointer { target in
                target[offset] = UInt8(ascii: "\"")
                if let base = utf8.baseAddress, !utf8.isEmpty {
                    UnsafeMutableRawPointer(target.baseAddress! + offset + 1).copyMemory(from: base, byteCount: utf8.count)
                }
                target[end - 1] = UInt8(ascii: "\"")
            }
            count = end
            return true
        }
        if done == true { return }
        var escaped: [UInt8] = []
        JSONText.append(text, to: &escaped)
        append(contentsOf: escaped)
    }

    /// Two spaces per level.
    mutating func indent(_ depth: Int) { spaces(depth * 2) }

    /// A copy of the bytes written in `range` (a piece a resident build keeps: `PrintMemo`).
    func bytes(_ range: Range<Int>) -> [UInt8] { Array(storage[range]) }

}
