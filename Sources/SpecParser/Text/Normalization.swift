import Foundation

/// Name normalization of docs/spec-format.md Part 2: NFC, typographic quotes, dashes and
/// apostrophes folded to ASCII (`×` kept), whitespace collapsed, trimmed.
enum Normalize {
    /// Folds typography and collapses whitespace; keeps case and a trailing colon.
    static func text(_ raw: String) -> String {
        let isASCII = raw.utf8.allSatisfy { $0 < 0x80 }
        // Most lines are ASCII: only their white space folds, done over bytes (appending
        // characters one by one was most of this function's time).
        if isASCII {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(raw.utf8.count)
            var pendingSpace = false
            for byte in raw.utf8 {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    pendingSpace = true
                    continue
                }
                if pendingSpace, !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
                pendingSpace = false
                bytes.append(byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var out = ""
        out.reserveCapacity(raw.utf8.count)
        var pendingSpace = false
        let composed = raw.precomposedStringWithCanonicalMapping
        for scalar in composed.unicodeScalars {
            let folded: Character
            switch scalar {
            case "\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{00BB}": folded = "\""
            case "\u{2018}", "\u{2019}", "\u{201A}", "\u{2032}": folded = "'"
            case "\u{2013}", "\u{2014}", "\u{2012}", "\u{2212}": folded = "-"
            case "\u{00A0}", "\u{2009}", "\u{202F}", "\t", "\n", "\r", " ": pendingSpace = true; continue
            default: folded = Character(scalar)
            }
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(folded)
        }
        return out
    }

    /// A name for comparison: folded, lowercased, trailing `:` removed.
    static func name(_ raw: String) -> String {
        var text = Normalize.text(raw).lowercased()
        while text.hasSuffix(":") { text.removeLast() }
        return text.trimmed
    }

    /// A key for the key table: a name with `&` read as `and` and `-`/`_` as spaces.
    static func key(_ raw: String) -> String {
        let name = name(raw)
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiKey(name) }
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

    /// A note as shown: trimmed, and without the parentheses when it is one parenthetical
    /// (`(iOS standard)` → `iOS standard`).
    static func note(_ raw: String) -> String {
        let text = raw.trimmed
        if text.hasPrefix("("), let (rest, inner) = trailingParenthetical(text), rest.isEmpty { return inner }
        return text
    }

    /// Words of a text, split at spaces.
    static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }
}

extension String {
    /// Spaces and tabs removed at both ends (without Foundation: this runs for every item).
    var trimmed: String {
        // Neither end a space or a tab (most calls): nothing to look for character by character.
        if let head = utf8.first, let tail = utf8.last, head != 0x20, head != 0x09, tail != 0x20, tail != 0x09 { return self }
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
    /// between characters unless a mark (or a joiner, a modifier) follows it. Only such a match,
    /// or a word outside ASCII in text outside ASCII, is left to Foundation, which goes through
    /// NSString on Linux for every call.
    func containsText(_ word: String) -> Bool {
        let answer: Bool?? = utf8.withContiguousStorageIfAvailable { haystack -> Bool? in
            word.utf8.withContiguousStorageIfAvailable { String.bytesDecide($0, in: haystack) } ?? nil
        }
        return (answer ?? nil) ?? contains(word)
    }
}

extension String {
    /// `containsText`'s answer from the bytes, or nil when only Foundation can tell.
    fileprivate static func bytesDecide(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !needle.isEmpty, !needle.contains(UInt8(ascii: "\r")), !needle.contains(UInt8(ascii: "\n")) else { return nil }
        guard needle.allSatisfy({ $0 < 0x80 }) else {
            // A word outside ASCII is in no text of ASCII alone.
            return haystack.allSatisfy { $0 < 0x80 } ? false : nil
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
