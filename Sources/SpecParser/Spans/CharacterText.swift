extension Character {
    /// The character's one UTF-8 byte when it is a single ASCII scalar. `asciiValue` asks whether
    /// the character is `\r\n` (a string comparison) and looks at its first scalar before it
    /// answers; the byte count of its UTF-8 answers at once for the characters specs are made of.
    @inline(__always) var asciiByte: UInt8? {
        let utf8 = self.utf8
        return utf8.count == 1 ? utf8.first : nil
    }

    /// `isLetter`, answered for ASCII (nearly every character of a spec) without the Unicode
    /// property tables the lexer otherwise consults for every character it looks at.
    @inline(__always) var isLetterFast: Bool {
        guard let ascii = asciiByte else { return isLetter }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii | 0x20)
    }

    /// `isNumber`, answered for ASCII without the Unicode property tables.
    @inline(__always) var isNumberFast: Bool {
        guard let ascii = asciiByte else { return isNumber }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
    }

    /// `isASCII` (true for `\r\n` too, as there), answered from the UTF-8 byte count.
    @inline(__always) var isASCIIFast: Bool {
        asciiByte != nil || (utf8.count == 2 && self == "\r\n")
    }

    /// `isASCII && isNumber`: a digit 0–9.
    @inline(__always) var isASCIIDigit: Bool {
        guard let ascii = asciiByte else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
    }

    /// `isUppercase`, answered for ASCII without the Unicode property tables.
    @inline(__always) var isUppercaseFast: Bool {
        guard let ascii = asciiByte else { return isUppercase }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(ascii)
    }

    /// `isHexDigit`, answered for ASCII without the scalar lookups.
    @inline(__always) var isHexDigitFast: Bool {
        guard let ascii = asciiByte else { return isHexDigit }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(ascii | 0x20)
    }
}

extension String {
    /// The text of `characters`, made from their UTF-8 at once: the generic initializer
    /// appends them one by one, each append checking where characters break.
    init(characters: ArraySlice<Character>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count)
        for character in characters { bytes.append(contentsOf: character.utf8) }
        self = String(decoding: bytes, as: UTF8.self)
    }
}
