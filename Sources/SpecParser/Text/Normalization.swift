import Foundation

/// Name normalization of docs/spec-format.md Part 2: NFC, typographic quotes, dashes and
/// apostrophes folded to ASCII (`×` kept), whitespace collapsed, trimmed.
enum Normalize {
    /// Folds typography and collapses whitespace; keeps case and a trailing colon.
    static func text(_ raw: String) -> String {
        // Most lines are ASCII: only their white space folds, done over bytes (appending
        // characters one by one costs more than the rest of this function), and most have none
        // to fold.
        switch raw.utf8.withContiguousStorageIfAvailable(foldedASCII) ?? Array(raw.utf8).withUnsafeBufferPointer(foldedASCII) {
        case .unchanged: return raw
        case .folded(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .notASCII: break
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var pendingSpace = false
        let composed = isComposed(raw) ? raw : raw.precomposedStringWithCanonicalMapping
        for scalar in composed.unicodeScalars {
            let folded: Unicode.Scalar
            switch scalar {
            case "\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{00BB}": folded = "\""
            case "\u{2018}", "\u{2019}", "\u{201A}", "\u{2032}": folded = "'"
            case "\u{2013}", "\u{2014}", "\u{2012}", "\u{2212}": folded = "-"
            case "\u{00A0}", "\u{2009}", "\u{202F}", "\t", "\n", "\r", " ": pendingSpace = true; continue
            default: folded = scalar
            }
            if pendingSpace, !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
            pendingSpace = false
            UTF8.encode(folded) { bytes.append($0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` is its own NFC form because each of its scalars is: composed already
    /// (NFC quick check Yes), of combining class 0, and never the second of a composed pair.
    /// The ranges hold the marks specs write (`×`, `—`, `→`, `✅`, `≥`, curly quotes, CJK, kana
    /// without their combining sound marks, Hangul syllables, emoji and their variation
    /// selectors) and none of the few exceptions in them (U+2000, U+2001, U+2329, U+232A,
    /// U+302A–U+302F, U+3099, U+309A). Other text takes Foundation's NFC, which goes through
    /// NSString on Linux.
    static func isComposed(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isComposed(utf8:)) ?? text.unicodeScalars.allSatisfy { isComposed($0.value) }
    }

    /// `isComposed` over a text's UTF-8: a byte of ASCII is a scalar that is; only the others
    /// are decoded.
    private static func isComposed(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard index + length <= bytes.count else { return false }
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            guard isComposed(value) else { return false }
            index += length
        }
        return true
    }

    private static func isComposed(_ value: UInt32) -> Bool {
        switch value {
        case 0x0000...0x02FF, 0x0400...0x0482, 0x048A...0x04FF, 0x2002...0x20CF, 0x2190...0x2328, 0x232B...0x23FF, 0x2460...0x27FF,
            0x2900...0x29FF, 0x2B00...0x2BFF, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xFE00...0xFE0F, 0xFF00...0xFFEF, 0x1F000...0x1FAFF:
            return true
        default:
            return false
        }
    }

    /// What `text` makes of a text's bytes when they are all ASCII.
    private enum ASCIIFolding {
        case unchanged, folded([UInt8]), notASCII
    }

    /// `text` over ASCII bytes: every run of white space one space, none at either end.
    private static func foldedASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> ASCIIFolding {
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        // The text is its own folding unless it holds a tab or a line break, or a space at an
        // end or beside another.
        var folds = false
        var afterSpace = true
        for byte in utf8 {
            if byte >= 0x80 { return .notASCII }
            if byte == UInt8(ascii: " ") {
                if afterSpace { folds = true }
                afterSpace = true
            } else {
                if isSpace(byte) { folds = true }
                afterSpace = false
            }
        }
        guard folds || (afterSpace && !utf8.isEmpty) else { return .unchanged }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var pendingSpace = false
        for byte in utf8 {
            if isSpace(byte) {
                pendingSpace = true
                continue
            }
            if pendingSpace, !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
            pendingSpace = false
            bytes.append(byte)
        }
        return .folded(bytes)
    }

    /// A name for comparison: folded, lowercased, trailing `:` removed.
    static func name(_ raw: String) -> String {
        var text = Normalize.text(raw).lowercasedFast()
        while text.hasSuffix(":") { text.removeLast() }
        return text.trimmed
    }

    /// A key for the key table: a name with `&` read as `and` and `-`/`_` as spaces.
    static func key(_ raw: String) -> String {
        let name = name(raw)
        if name.isASCIIText { return asciiKey(name) }
        var out = ""
        var pendingSpace = false
        for character in name {
            switch character {
            case " ", "-", "_":
                pendingSpace = true
            case "&":
                if !out.isEmpty { out.append(" ") }
                out += "and"
                pendingSpace = true
            default:
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(character)
            }
        }
        return out
    }

    /// `key` for a name in ASCII (nearly every one), over its bytes: appending characters one by
    /// one costs more than the key table's lookups.
    private static func asciiKey(_ name: String) -> String {
        // A name without `-`, `_` or `&` is its own key: `name` leaves no space at an end or
        // beside another.
        if name.utf8.withContiguousStorageIfAvailable({ !$0.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "&") } }) == true {
            return name
        }
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count + 4)
        var pendingSpace = false
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"):
                pendingSpace = true
            case UInt8(ascii: "&"):
                if !out.isEmpty { out.append(UInt8(ascii: " ")) }
                out.append(contentsOf: "and".utf8)
                pendingSpace = true
            default:
                if pendingSpace, !out.isEmpty { out.append(UInt8(ascii: " ")) }
                pendingSpace = false
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Letters and digits only, lowercased: `Title 2` = `title2` = `.title2`, `PremiumBadge` = `Premium Badge`.
    static func compact(_ raw: String) -> String {
        String(raw.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// The lowercased name with every run of non-alphanumerics replaced by `-` (§2.3.4).
    static func slug(_ raw: String) -> String {
        var out = ""
        var dash = false
        for scalar in Normalize.text(raw).lowercased().unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar), scalar.isASCII || scalar.properties.isAlphabetic {
                if dash, !out.isEmpty { out.append("-") }
                dash = false
                out.unicodeScalars.append(scalar)
            } else {
                dash = true
            }
        }
        return out.isEmpty ? "node" : out
    }

    /// Removes a trailing `( … )` (balanced) and returns the rest and the parenthetical's inside.
    static func trailingParenthetical(_ text: String) -> (rest: String, inner: String)? {
        let trimmed = text.trimmed
        guard trimmed.hasSuffix(")") else { return nil }
        var depth = 0
        var index = trimmed.endIndex
        while index > trimmed.startIndex {
            index = trimmed.index(before: index)
            let character = trimmed[index]
            if character == ")" { depth += 1 }
            if character == "(" {
                depth -= 1
                if depth == 0 {
                    let inner = String(trimmed[trimmed.index(after: index)..<trimmed.index(before: trimmed.endIndex)])
                    let rest = String(trimmed[..<index]).trimmed
                    return (rest, inner.trimmed)
                }
            }
        }
        return nil
    }

    /// Splits at any of `separators` outside parentheses and quotes. Empty parts are dropped.
    static func splitTopLevel(_ text: String, separators: [String]) -> [String] {
        if text.isASCIIText {
            let bytes = Array(text.utf8)
            // `\r\n` is one character: a text holding it is split character by character.
            if !bytes.contains(UInt8(ascii: "\r")) { return splitTopLevelASCII(bytes, separators: separators) }
        }
        let characters = Array(text)
        let separatorCharacters = separators.map(Array.init)
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inQuote: Character?
        var index = 0
        outer: while index < characters.count {
            let character = characters[index]
            if let quote = inQuote {
                current.append(character)
                if character == quote || (quote == "“" && character == "”") { inQuote = nil }
                index += 1
                continue
            }
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case "\"", "“": inQuote = character
            default: break
            }
            if depth == 0 {
                for sep in separatorCharacters {
                    if characters[index...].starts(with: sep) {
                        parts.append(current)
                        current = ""
                        index += sep.count
                        continue outer
                    }
                }
            }
            current.append(character)
            index += 1
        }
        parts.append(current)
        return parts.map(\.trimmed).filter { !$0.isEmpty }
    }

    /// `splitTopLevel` of an ASCII text without `\r`, over its bytes (each byte is one of its
    /// characters, and a separator or quote mark outside ASCII is none of them).
    private static func splitTopLevelASCII(_ bytes: [UInt8], separators: [String]) -> [String] {
        let separatorBytes = separators.map { Array($0.utf8) }.filter { $0.allSatisfy { $0 < 0x80 } }
        var parts: [String] = []
        var current: [UInt8] = []
        var depth = 0
        var inQuote = false
        var index = 0
        outer: while index < bytes.count {
            let byte = bytes[index]
            if inQuote {
                current.append(byte)
                if byte == UInt8(ascii: "\"") { inQuote = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "\""): inQuote = true
            default: break
            }
            if depth == 0 {
                for separator in separatorBytes where bytes[index...].starts(with: separator) {
                    parts.append(String(decoding: current, as: UTF8.self))
                    current = []
                    index += separator.count
                    continue outer
                }
            }
            current.append(byte)
            index += 1
        }
        parts.append(String(decoding: current, as: UTF8.self))
        return parts.map(\.trimmed).filter { !$0.isEmpty }
    }

    /// A note as shown: trimmed, and without the parentheses when it is one parenthetical
    /// (`(iOS standard)` → `iOS standard`).
    static func note(_ raw: String) -> String {
        let text = raw.trimmed
        if text.hasPrefix("("), let (rest, inner) = trailingParenthetical(text), rest.isEmpty { return inner }
        return text
    }

    /// Words of a text, split at spaces (over the bytes when the text is ASCII, where each byte
    /// is one character).
    static func words(_ text: String) -> [String] {
        guard text.isASCIIText else { return text.split(separator: " ").map(String.init) }
        return text.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    }
}

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)`, without Foundation when the text, its spaces and
    /// tabs trimmed, starts and ends with a scalar of ASCII (the only whitespace of ASCII being
    /// those two); any other text takes Foundation's.
    var trimmedWhitespace: String {
        let text = String(self).trimmed
        func plain(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { $0.isASCII && $0 != " " && $0 != "\t" } ?? false }
        if text.isEmpty && !utf8.contains(where: { $0 >= 0x80 }) { return text }
        if plain(text.unicodeScalars.first), plain(text.unicodeScalars.last) { return text }
        return trimmingCharacters(in: .whitespaces)
    }
}

extension String {
    /// Spaces and tabs removed at both ends (without Foundation: this runs for every item).
    var trimmed: String {
        // Neither end a space or a tab (most calls): nothing to look for character by character.
        let ends = utf8.withContiguousStorageIfAvailable { ($0.first, $0.last) } ?? (utf8.first, utf8.last)
        if let head = ends.0, let tail = ends.1, head != 0x20, head != 0x09, tail != 0x20, tail != 0x09 { return self }
        if isASCIIText {
            // Each byte is a character: the ends are found without breaking characters.
            guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
            let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })!
            return String(self[first...last])
        }
        guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = lastIndex(where: { $0 != " " && $0 != "\t" })!
        return first == startIndex && last == index(before: endIndex) ? self : String(self[first...last])
    }

    /// A byte search (the C library's `memmem`): the claim reader looks for ~150 words in every
    /// line of a spec.
    fileprivate static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count <= haystack.count else { return false }
        guard let haystackStart = haystack.baseAddress, let needleStart = needle.baseAddress else { return needle.isEmpty }
        return kiln_memmem(haystackStart, haystack.count, needleStart, needle.count) != nil
    }
}

extension StringProtocol {
    /// Whether every byte of the text is ASCII, read from its contiguous UTF-8 (the generic
    /// `allSatisfy` over `utf8` steps a string index per byte).
    var isASCIIText: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            var union: UInt8 = 0
            for byte in bytes { union |= byte }
            return union < 0x80
        } ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// Foundation's `range(of: text, options: backwards ? .backwards : [], range: bounds)`, by a
    /// byte search when both texts are ASCII without carriage returns (each byte one character,
    /// and no case folding, composed characters or equivalents to take into account); any other
    /// text takes Foundation's, which goes through NSString on Linux — the readers' costliest call.
    func textRange(of text: some StringProtocol, backwards: Bool = false, in bounds: Range<Index>? = nil) -> Range<Index>? {
        let searched = self[bounds ?? startIndex..<endIndex]
        let needle = Array(text.utf8)
        func plain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { !bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") } }
        // nil: Foundation answers; `.some(nil)`: the text is not there.
        var found: Int?? = nil
        if !needle.isEmpty {
            searched.utf8.withContiguousStorageIfAvailable { haystack in
                needle.withUnsafeBufferPointer { needleBytes in
                    let offset = String.byteOffset(of: needleBytes, in: haystack, backwards: backwards)
                    if plain(needleBytes), plain(haystack) {
                        found = .some(offset)
                    } else if offset == nil, Normalize.isComposed(text), Normalize.isComposed(searched) {
                        // Both in NFC by their scalars: no other spelling of the text is there.
                        found = .some(nil)
                    }
                }
            }
        }
        guard let found else { return range(of: text, options: backwards ? .backwards : [], range: bounds, locale: nil) }
        guard let offset = found else { return nil }
        let lower = searched.utf8.index(searched.utf8.startIndex, offsetBy: offset)
        return lower..<searched.utf8.index(lower, offsetBy: needle.count)
    }

    /// Whether a byte of the text's UTF-8 passes `test`, read from its contiguous storage.
    func containsByte(where test: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? utf8.contains(where: test)
    }

    /// The offsets in the text's UTF-8 of its line feeds that end a character (not after a
    /// carriage return) — all of them with `afterReturn` — read from its contiguous storage.
    func lineFeedOffsets(afterReturn: Bool) -> [Int] {
        func offsets(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
            var out: [Int] = []
            var previous: UInt8 = 0
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == 0x0A, afterReturn || previous != 0x0D { out.append(index) }
                previous = byte
            }
            return out
        }
        return utf8.withContiguousStorageIfAvailable(offsets) ?? Array(utf8).withUnsafeBufferPointer(offsets)
    }

    /// `lowercased()`, its ASCII scalars mapped without the Unicode tables. The standard library
    /// maps every scalar of a text holding one non-ASCII character through the tables (a string
    /// made per scalar), and a spec's line with a `—`, a `×` or a `✅` is otherwise ASCII.
    func lowercasedFast() -> String {
        if isASCIIText { return lowercased() }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(truncatingIfNeeded: scalar.value)
                bytes.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte)
            } else if String.isCaseless(scalar.value) {
                UTF8.encode(scalar) { bytes.append($0) }
            } else {
                bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `fragment`'s bytes occur in this string (or slice of one, a line of a document,
    /// not copied): Foundation's `contains` goes through NSString on Linux, and the claim
    /// reader's dozens of word tests per line through it would be most of a `kiln check` of
    /// specs. (Both sides are lowercased and normalized by the callers, so a byte search finds
    /// what the Foundation one would.)
    func containsBytes(_ fragment: String) -> Bool {
        guard !fragment.isEmpty else { return true }
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            fragment.utf8.withContiguousStorageIfAvailable { needle in
                String.occurs(needle, in: haystack)
            }
        }
        // Native strings are contiguous UTF-8; a bridged one takes Foundation's search.
        return (found ?? nil) ?? contains(fragment)
    }

    /// Foundation's `contains` (a match starts and ends between characters), answered from the
    /// bytes where they settle it: a word of ASCII is found there or nowhere, and a match ends
    /// between characters unless a mark (or a joiner, a modifier) follows it. A word outside
    /// ASCII whose bytes a text outside ASCII lacks is not in it either when both are in NFC by
    /// their scalars (`Normalize.isComposed`: no other spelling of the word can be there). Only
    /// the rest is left to Foundation, which goes through NSString on Linux for every call.
    func containsText(_ word: String) -> Bool {
        let answer: Bool?? = utf8.withContiguousStorageIfAvailable { haystack -> Bool? in
            word.utf8.withContiguousStorageIfAvailable { String.bytesDecide($0, in: haystack) } ?? nil
        }
        if let answer = answer ?? nil { return answer }
        if !containsBytes(word), Normalize.isComposed(word), Normalize.isComposed(self) { return false }
        return contains(word)
    }
}

extension String {
    /// Whether a scalar is in a block without letters of any case (punctuation, symbols, arrows,
    /// box drawing, dingbats, CJK, kana, Hangul, emoji): its lowercase is itself, with no table
    /// to consult. The marks specs write (`—`, `×`, `·`, `→`, `✅`, `≥`) are all there.
    @inline(__always) static func isCaseless(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A0...0x00BF, 0x00D7, 0x00F7, 0x2000...0x20FF, 0x2190...0x23FF, 0x2500...0x27BF, 0x2900...0x2BFF, 0x3000...0x9FFF, 0xAC00...0xD7A3,
            0x1F300...0x1FAFF:
            return true
        default:
            return false
        }
    }

    /// The byte offsets at which `word` starts in the text, each found by a byte search.
    func byteOffsets(of word: String) -> [Int] {
        var out: [Int] = []
        var text = self
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { haystack in
            Array(word.utf8).withUnsafeBufferPointer { needle in
                var start = 0
                while start < haystack.count, let found = String.byteOffset(of: needle, in: UnsafeBufferPointer(rebasing: haystack[start...]), backwards: false) {
                    out.append(start + found)
                    start += found + 1
                }
            }
        }
        return out
    }

    /// Where `needle` first (or last) occurs in `haystack`, as a byte offset.
    fileprivate static func byteOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, backwards: Bool) -> Int? {
        guard needle.count <= haystack.count, let haystackStart = haystack.baseAddress, let needleStart = needle.baseAddress else { return nil }
        guard backwards else {
            return kiln_memmem(haystackStart, haystack.count, needleStart, needle.count).map { UnsafeRawPointer(haystackStart).distance(to: UnsafeRawPointer($0)) }
        }
        var start = haystack.count - needle.count
        while start >= 0 {
            if haystack[start] == needle[0], (0..<needle.count).allSatisfy({ haystack[start + $0] == needle[$0] }) { return start }
            start -= 1
        }
        return nil
    }

    /// `containsText`'s answer from the bytes, or nil when only Foundation can tell.
    fileprivate static func bytesDecide(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let needleBase = needle.baseAddress, !needle.isEmpty, memchr(needleBase, 0x0D, needle.count) == nil, memchr(needleBase, 0x0A, needle.count) == nil
        else { return nil }
        guard isASCII(needle) else {
            // A word outside ASCII is in no text of ASCII alone.
            return isASCII(haystack) ? false : nil
        }
        guard needle.count <= haystack.count, let haystackStart = haystack.baseAddress, let needleStart = needle.baseAddress else { return false }
        var offset = 0
        var matchedBeforeMark = false
        while offset + needle.count <= haystack.count,
            let found = kiln_memmem(haystackStart + offset, haystack.count - offset, needleStart, needle.count)
        {
            let end = UnsafeRawPointer(haystackStart).distance(to: UnsafeRawPointer(found)) + needle.count
            if end == haystack.count || haystack[end] < 0x80 || !extendsCharacter(UnsafeBufferPointer(rebasing: haystack[end...])) { return true }
            matchedBeforeMark = true
            offset = end - needle.count + 1
        }
        return matchedBeforeMark ? nil : false
    }

    /// Whether every byte is below 0x80, eight bytes at a time: the readers ask it of a line
    /// once for each word of another script they look for.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// Whether the scalar `utf8` starts with may belong to the character before it (grapheme
    /// break classes Extend, ZWJ and SpacingMark, taken generously: every mark, format
    /// character and modifier symbol).
    private static func extendsCharacter(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = utf8.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .modifierSymbol: return true
        default: return [0x0E33, 0x0EB3, 0xFF9E, 0xFF9F].contains(scalar.value)  // Thai and Lao AM, halfwidth voicing marks
        }
    }
}

/// The C library's `void *memmem(const void *, size_t, const void *, size_t)` (glibc, Darwin),
/// which Swift's Glibc module does not declare (a GNU extension).
@_silgen_name("memmem")
private func kiln_memmem(_ haystack: UnsafeRawPointer, _ haystackLength: Int, _ needle: UnsafeRawPointer, _ needleLength: Int) -> UnsafeMutableRawPointer?
