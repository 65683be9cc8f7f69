/// Builds a short ASCII string (a number, a color literal) in a stack buffer: one String at the
/// end and no intermediate ones. Literals are printed for every token in every mode, and
/// concatenating small strings cost more than everything else they do.
struct ASCIIText {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var count = 0

    /// The text `write` builds; it must stay within `capacity` bytes.
    static func make(capacity: Int = 64, _ write: (inout ASCIIText) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var text = ASCIIText(base: buffer.baseAddress!, capacity: capacity)
            write(&text)
            return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: text.count), as: UTF8.self)
        }
    }

    private init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    subscript(position: Int) -> UInt8 {
        precondition(position < count)
        return base[position]
    }

    mutating func append(_ byte: UInt8) {
        precondition(count < capacity, "ASCIIText capacity exceeded")
        base[count] = byte
        count += 1
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { for byte in $0 { append(byte) } }
    }

    /// A decimal integer (`255`, `-3`).
    mutating func integer(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var scale: UInt = 1
        while magnitude / scale >= 10 {
            scale *= 10
            digits += 1
        }
        precondition(count + digits <= capacity, "ASCIIText capacity exceeded")
        while scale > 0 {
            append(UInt8(ascii: "0") + UInt8(magnitude / scale))
            magnitude %= scale
            scale /= 10
        }
    }

    /// Two hexadecimal digits.
    mutating func hexByte(_ value: Int, uppercase: Bool = true) {
        precondition(count + 2 <= capacity, "ASCIIText capacity exceeded")
        Self.writeHexByte(value, into: base + count, uppercase: uppercase)
        count += 2
    }

    /// The two hexadecimal digits of `value`'s low byte at `out`, from a static table: for
    /// writers that fill a buffer they have already sized (the JSON colors, the color sets).
    @inline(__always)
    static func writeHexByte(_ value: Int, into out: UnsafeMutablePointer<UInt8>, uppercase: Bool = true) {
        let digits: StaticString = uppercase ? "0123456789ABCDEF" : "0123456789abcdef"
        out[0] = digits.utf8Start[(value >> 4) & 15]
        out[1] = digits.utf8Start[value & 15]
    }

    /// `16`, `0.5`, `-0.41`: `Format.number`'s spelling, for values it prints on its fast path.
    mutating func number(_ value: Double) {
        let written = Self.writeNumber(value, into: base + count, capacity: capacity - count)
        precondition(written >= 0, "ASCIIText capacity exceeded")
        count += written
    }

    /// Whether `number` spells `value` as `Canonical.number` does: below 10^11 the value in
    /// ten-thousandths is an exact integer of at most 15 digits, which is what the shortest
    /// round-trip spelling gives back (tested against it). Larger values go the canonical way.
    static func hasFastSpelling(_ value: Double) -> Bool { value.isFinite && abs(value) < 1e11 }

    /// Writes `value` rounded to 4 decimals without trailing zeros; returns the byte count, or
    /// -1 when it does not fit. At most 17 bytes for values `hasFastSpelling` accepts.
    static func writeNumber(_ value: Double, into out: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        guard capacity >= 21 else { return -1 }
        let scaled = Int64((value * 10_000).rounded())
        if scaled == 0 {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if scaled < 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        let magnitude = scaled.magnitude
        var integer = magnitude / 10_000
        var fraction = Int(magnitude % 10_000)
        // Integer digits, written backwards into place.
        var digits = 1
        var probe = integer
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        for position in stride(from: count + digits - 1, through: count, by: -1) {
            out[position] = UInt8(ascii: "0") + UInt8(integer % 10)
            integer /= 10
        }
        count += digits
        guard fraction != 0 else { return count }
        out[count] = UInt8(ascii: ".")
        count += 1
        var places = 4
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        var divisor = 1
        for _ in 1..<places { divisor *= 10 }
        while divisor > 0 {
            out[count] = UInt8(ascii: "0") + UInt8(fraction / divisor % 10)
            count += 1
            divisor /= 10
        }
        return count
    }
}
