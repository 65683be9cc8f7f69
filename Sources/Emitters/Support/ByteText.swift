/// The text of a generated file, built as UTF-8 bytes: appending a string copies its bytes
/// (no grapheme or normalization work), which keeps printing 10,000 tokens in milliseconds.
struct ByteText {
    var bytes: [UInt8] = []

    mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

    /// Literal text, the most common append: no String to retain or copy. (`+=` with a String
    /// is disfavored so that a literal picks this one.)
    static func += (text: inout ByteText, string: StaticString) {
        string.withUTF8Buffer { text.bytes.append(contentsOf: $0) }
    }

    @_disfavoredOverload
    static func += (text: inout ByteText, string: String) {
        if string.utf8.withContiguousStorageIfAvailable({ text.bytes.append(contentsOf: $0) }) != nil { return }
        var string = string
        string.withUTF8 { text.bytes.append(contentsOf: $0) }
    }

    @_disfavoredOverload
    static func += (text: inout ByteText, string: Substring) {
        text.bytes.append(contentsOf: string.utf8)
    }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// Two uppercase hexadecimal digits.
    mutating func hexByte(_ value: Int) {
        let digits: StaticString = "0123456789ABCDEF"
        digits.withUTF8Buffer { table in
            bytes.append(table[(value >> 4) & 15])
            bytes.append(table[value & 15])
        }
    }

    /// Appends `count` spaces.
    mutating func spaces(_ count: Int) {
        guard count <= Self.spaceRun.count else {
            for _ in 0..<count { bytes.append(0x20) }
            return
        }
        // One copy from a run of spaces: this runs for every line of every JSON document.
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: Self.spaceRun[..<count]))
    }

    /// 64 spaces, never freed (a pointer, unlike an array, costs no retain per use).
    nonisolated(unsafe) private static let spaceRun: UnsafeBufferPointer<UInt8> = {
        let run = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64)
        run.initialize(repeating: 0x20)
        return UnsafeBufferPointer(run)
    }()

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// A number as `Format.number` spells it (at most 4 decimals), written without a String.
    mutating func number(_ value: Double) {
        guard ASCIIText.hasFastSpelling(value) else {
            self += Format.number(value)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let count = ASCIIText.writeNumber(value, into: buffer.baseAddress!, capacity: 24)
            bytes.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress, count: count))
        }
    }

    mutating func integer(_ value: UInt64) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
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
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// A JSON string literal, escaped as needed.
    mutating func jsonString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
                }
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Two spaces per level.
    mutating func indent(_ depth: Int) { spaces(depth * 2) }

}
