/// Builds a composite literal (`TextStyle(fontFamily: 'Inter', fontSize: 16.0, …)`) as bytes and
/// makes one String at the end. String interpolation makes a String per number and per piece and
/// copies each into a growing String, which would be most of the time spent formatting a
/// typography token's literal. Unlike `ASCIIText` it grows, so it takes text of any length (font
/// family names).
struct LiteralText {
    private var bytes: [UInt8] = []

    init(capacity: Int = 128) { bytes.reserveCapacity(capacity) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// Disfavored so that literal text picks the `StaticString` overload.
    @_disfavoredOverload
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `Format.number`'s spelling, written in place on its fast path.
    /// `items`, each as `quote` spells it, separated by ", " (a list of font families).
    mutating func appendList<Items: Sequence<String>>(_ items: Items, _ quote: (String) -> String) {
        var first = true
        for item in items {
            if !first { append(", ") }
            append(quote(item))
            first = false
        }
    }

    mutating func number(_ value: Double) {
        guard ASCIIText.hasFastSpelling(value) else { return append(Format.number(value)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let written = ASCIIText.writeNumber(value, into: buffer.baseAddress!, capacity: 24)
            bytes.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress, count: written))
        }
    }

    /// `Format.dartDouble`'s spelling: a whole number gets `.0`.
    mutating func dartDouble(_ value: Double) {
        guard ASCIIText.hasFastSpelling(value) else { return append(Format.dartDouble(value)) }
        let start = bytes.count
        number(value)
        if !bytes[start...].contains(UInt8(ascii: ".")) { append(".0") }
    }

    /// A decimal integer (`FontWeight(400)`, `Duration(milliseconds: 250)`).
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }
}
