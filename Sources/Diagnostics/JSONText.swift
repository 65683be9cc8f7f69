/// JSON string literals, the one escaper every JSON writer shares (the JSON emitter, reports,
/// baselines, package manifests, the site's search index, live-reload events): quotes,
/// backslashes and control characters escaped, everything else kept as written. The writers
/// differ only in a few rules (`Style`), so each document keeps its bytes.
public enum JSONText {
    /// Which bytes a writer escapes beyond quotes, backslashes and control characters, and how.
    public struct Style: Sendable {
        /// The control characters written `\n`, `\r`, `\t` (bit n set: byte n); the others as
        /// `\u00XX`. A mask, not a set: the style stays a plain value, copied for free in a loop.
        public let shortEscapes: UInt32
        /// `\u001B` rather than `\u001b`.
        public let uppercaseHex: Bool
        /// DEL (0x7F) as `\u007F` too.
        public let escapesDelete: Bool
        /// `<`, `>`, `&`, U+2028 and U+2029 as `\u` escapes: the literal can stand in an HTML
        /// `<script>` and in a JavaScript source.
        public let htmlSafe: Bool

        /// JSON documents: the emitter's, reports, baselines.
        public static let standard = Style(shortEscapes: 1 << 0x0A | 1 << 0x0D | 1 << 0x09, uppercaseHex: false, escapesDelete: false, htmlSafe: false)
        /// Package manifests, whose literals are also YAML double-quoted scalars.
        public static let manifest = Style(shortEscapes: 1 << 0x0A | 1 << 0x09, uppercaseHex: true, escapesDelete: true, htmlSafe: false)
        /// Data inside an HTML page's script (the site's search index).
        public static let script = Style(shortEscapes: 0, uppercaseHex: false, escapesDelete: false, htmlSafe: true)

        /// Whether `byte` is escaped, or starts a sequence that may be (U+2028, U+2029).
        @inlinable
        public func escapes(_ byte: UInt8) -> Bool {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            if escapesDelete, byte == 0x7F { return true }
            return htmlSafe && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == 0xE2)
        }
    }

    public static func quoted(_ text: String, style: Style = .standard) -> String {
        if !text.utf8.contains(where: style.escapes) { return "\"" + text + "\"" }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        append(text, style: style, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` as a string literal, quotes included.
    public static func append(_ text: String, style: Style = .standard, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { appendEscaped($0, style: style, to: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends the UTF-8 bytes `utf8` escaped as `style` says, without quotes. Runs without
    /// anything to escape are copied whole.
    public static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, style: Style, to out: inout [UInt8]) {
        let digits: StaticString = style.uppercaseHex ? "0123456789ABCDEF" : "0123456789abcdef"
        var start = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            guard style.escapes(byte) else {
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, byte])
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line in JavaScript; any other
                // character starting with E2 stands as written.
                if index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 {
                    out.append(contentsOf: (utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    index += 2
                } else {
                    out.append(byte)
                }
            case _ where byte < 0x20 && style.shortEscapes & 1 << UInt32(byte) != 0:
                out.append(contentsOf: [0x5C, byte == 0x0A ? UInt8(ascii: "n") : byte == 0x0D ? UInt8(ascii: "r") : UInt8(ascii: "t")])
            default:
                out.append(contentsOf: "\\u00".utf8)
                out.append(digits.utf8Start[Int(byte >> 4)])
                out.append(digits.utf8Start[Int(byte & 15)])
            }
            index += 1
            start = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    }
}
