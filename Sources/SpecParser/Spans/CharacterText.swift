extension Character {
    /// `isLetter`, answered for ASCII (nearly every character of a spec) without the Unicode
    /// property tables the lexer otherwise consults for every character it looks at.
    @inline(__always) var isLetterFast: Bool {
        guard let ascii = asciiValue else { return isLetter }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii | 0x20)
    }

    /// `isNumber`, answered for ASCII without the Unicode property tables.
    @inline(__always) var isNumberFast: Bool {
        guard let ascii = asciiValue else { return isNumber }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
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
