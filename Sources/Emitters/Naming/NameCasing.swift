import Foundation

/// Splits token names into words and joins them in each platform's case style.
///
/// A path segment is split at every character that is not a letter or digit (`coral-hover`,
/// `title_1`, `drop shadow`) and at camel-case humps (`largeTitle` → large, title;
/// `XMLHttp` → xml, http). Digits stay with the letters around them (`level1`, `2xl`, `h1`), so
/// `spacing.2xl` keeps its `2xl`. Words are lowercased; each platform re-cases them.
public enum NameCasing {
    public static func split(_ text: String) -> [String] {
        if let ascii = splitASCII(text) { return ascii }
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(text)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current.removeAll(keepingCapacity: true)
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if character.isUppercase, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // lower→Upper ("largeTitle") or the last capital of an acronym before a lowercase
                // letter ("XMLHttp": split before "H").
                if previous.isLowercase || previous.isNumber && current.contains(where: \.isLowercase)
                    || previous.isUppercase && next?.isLowercase == true
                {
                    flush()
                }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// The same split over bytes, for the common all-ASCII name (nil otherwise).
    static func splitASCII(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var words: [String] = []
            var current: [UInt8] = []
            current.reserveCapacity(bytes.count)
            var hasLower = false
            // The class of the previous character of the current word: 0 none, 1 lower, 2 upper, 3 digit.
            var previous = 0
            func flush() {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                hasLower = false
                previous = 0
            }
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                let kind = byte >= 0x61 && byte <= 0x7A ? 1 : byte >= 0x41 && byte <= 0x5A ? 2 : byte >= 0x30 && byte <= 0x39 ? 3 : 0
                guard kind != 0 else {
                    flush()
                    continue
                }
                if kind == 2, previous != 0 {
                    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                    let nextIsLower = next >= 0x61 && next <= 0x7A
                    if previous == 1 || previous == 3 && hasLower || previous == 2 && nextIsLower { flush() }
                }
                if kind == 1 { hasLower = true }
                current.append(kind == 2 ? byte + 32 : byte)
                previous = kind
            }
            flush()
            return words
        }
    }

    public enum Style { case lowerCamel, upperCamel, kebab }

    /// Splits and joins in one pass over the bytes of the segments, for the common all-ASCII
    /// path: `["text", "primary-hover"]` → `textPrimaryHover` / `text-primary-hover`. Nil when a
    /// segment holds a non-ASCII character (then split and join separately). `$root` is skipped.
    public static func joined(_ segments: ArraySlice<String>, style: Style) -> String? {
        // One word loop for both joins: the segments read as one dotted path. A `.` inside a
        // segment separates words like any punctuation, but must not end a segment there.
        let path = segments.lazy.map { $0.utf8.contains(UInt8(ascii: ".")) ? $0.replacingOccurrences(".", with: "-") : $0 }
            .joined(separator: ".")
        if let text = joined(dotted: path, from: 0, style: style) { return text }
        return path.utf8.allSatisfy { $0 < 0x80 } ? "" : nil
    }

    /// `joined` over a dotted token path, read in place from byte `offset` on: the same result as
    /// splitting the path there into segments and joining them, without the segment strings.
    /// `prefix` starts the result (`--` for CSS). Nil when that part is not all ASCII or names no
    /// word at all (callers then take the segment route, which handles those cases).
    // Whole: one byte loop writing into an uninitialized buffer; the word state and output cursor cannot leave the closure.
    static func joined(dotted path: String, from offset: Int, style: Style, prefix: String = "") -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            guard offset <= bytes.count else { return nil }
            // Set by the word loop when it meets a non-ASCII byte (then the result is nil).
            var nonASCII = false
            var prefix = prefix
            return prefix.withUTF8 { prefixBytes -> String? in
                // Camel case never outgrows the path; kebab case at most doubles it (`aBcD` → `a-bc-d`).
                let capacity = prefixBytes.count + (bytes.count - offset) * (style == .kebab ? 2 : 1)
                var wordCount = 0
                let text = String(unsafeUninitializedCapacity: max(capacity, 1)) { out -> Int in
                    var count = 0
                    for byte in prefixBytes {
                        out[count] = byte
                        count += 1
                    }
                    var index = offset
                    var inWord = false
                    var hasLower = false
                    var previous = 0
                    while index < bytes.count {
                        // Most bytes are a lowercase letter or digit continuing a word: copied
                        // as they are (no split before them; after a word byte no segment starts).
                        if inWord {
                            let byte = bytes[index]
                            if byte &- 0x61 < 26 {
                                out[count] = byte
                                count += 1
                                index += 1
                                hasLower = true
                                previous = 1
                                continue
                            }
                            if byte &- 0x30 < 10 {
                                out[count] = byte
                                count += 1
                                index += 1
                                previous = 3
                                continue
                            }
                        }
                        // `$root` segments name their group: they add no word.
                        if index == offset || bytes[index - 1] == UInt8(ascii: ".") {
                            let end = index + 5
                            if end <= bytes.count, bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "r"),
                                bytes[index + 2] == UInt8(ascii: "o"), bytes[index + 3] == UInt8(ascii: "o"), bytes[index + 4] == UInt8(ascii: "t"),
                                end == bytes.count || bytes[end] == UInt8(ascii: ".")
                            {
                                inWord = false
                                index = end + 1
                                continue
                            }
                        }
                        let byte = bytes[index]
                        guard byte < 0x80 else {
                            nonASCII = true
                            return 0
                        }
                        let kind = byte >= 0x61 && byte <= 0x7A ? 1 : byte >= 0x41 && byte <= 0x5A ? 2 : byte >= 0x30 && byte <= 0x39 ? 3 : 0
                        index += 1
                        if kind == 0 {
                            inWord = false
                            continue
                        }
                        if inWord, kind == 2 {
                            let next = index < bytes.count ? bytes[index] : 0
                            let nextIsLower = next >= 0x61 && next <= 0x7A
                            if previous == 1 || previous == 3 && hasLower || previous == 2 && nextIsLower { inWord = false }
                        }
                        let lower = kind == 2 ? byte + 32 : byte
                        if !inWord {
                            inWord = true
                            hasLower = false
                            switch style {
                            case .kebab:
                                if wordCount > 0 {
                                    out[count] = UInt8(ascii: "-")
                                    count += 1
                                }
                                out[count] = lower
                            case .lowerCamel: out[count] = wordCount > 0 && lower >= 0x61 && lower <= 0x7A ? lower - 32 : lower
                            case .upperCamel: out[count] = lower >= 0x61 && lower <= 0x7A ? lower - 32 : lower
                            }
                            wordCount += 1
                        } else {
                            out[count] = lower
                        }
                        count += 1
                        if kind == 1 { hasLower = true }
                        previous = kind
                    }
                    return count
                }
                return wordCount == 0 || nonASCII ? nil : text
            }
        }
    }

    /// The byte offset just past the path's first `.` (0 for a one-segment path), and whether
    /// its first segment is `segment`.
    static func firstSegment(of path: String, is segment: String? = nil) -> (end: Int, matches: Bool) {
        // Over the contiguous bytes: the generic UTF-8 view's index walk and `elementsEqual`
        // are far slower, and this runs for every token in every emitter.
        var path = path
        return path.withUTF8 { bytes -> (end: Int, matches: Bool) in
            guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return (0, false) }
            guard var segment else { return (dot + 1, false) }
            let matches = segment.withUTF8 { wanted -> Bool in
                guard wanted.count == dot else { return false }
                for index in 0..<dot where wanted[index] != bytes[index] { return false }
                return true
            }
            return (dot + 1, matches)
        }
    }

    /// The words of a whole path (every segment split), `$root` segments dropped.
    public static func split(segments: [String]) -> [String] {
        var words: [String] = []
        for segment in segments where segment != "$root" { words.append(contentsOf: WordCache.split(segment)) }
        return words
    }

    /// `["text", "primary"]` → `textPrimary`.
    public static func lowerCamel(_ words: [String]) -> String {
        var result = ""
        for (index, word) in words.enumerated() {
            result += index == 0 ? word : capitalized(word)
        }
        return result
    }

    /// `["emotion", "category"]` → `EmotionCategory`.
    public static func upperCamel(_ words: [String]) -> String {
        words.map(capitalized).joined()
    }

    /// `["text", "primary"]` → `text-primary`.
    public static func kebab(_ words: [String]) -> String { words.joined(separator: "-") }

    /// `["design", "tokens"]` → `design_tokens`.
    public static func snake(_ words: [String]) -> String { words.joined(separator: "_") }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Replaces characters an ASCII-only identifier cannot hold (`é`, emoji) with `u` and their
    /// hexadecimal code point, so the result stays unique and readable.
    public static func asciiIdentifier(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        // Accents go first (`café` → `cafe`); what is left (emoji, other scripts) becomes hex.
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var result = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                result += "u" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
