import Foundation

/// Figma writes a variable's name with slashes (`color/text/primary`), and designers copy it
/// that way; the token files name it with dots. A slashed name whose first segment is a group
/// of the token files is read as the dotted path (`color.text.primary`) — one character for one,
/// so every column stays where it is written. A file path (`res/color/box_stroke.xml`) is left
/// alone.
enum SlashedTokenPaths: SpecReading {
    static let description = SpecReadingDescription(
        id: "slashed-token-paths", title: "Figma variable names",
        summary: "A name written with slashes, as Figma writes a variable (`color/text/primary`), is the token path with dots when its first segment is a group of the token files (`color.text.primary`); a file path (`res/color/box_stroke.xml`) is not.",
        examples: [
            SpecReadingExample(
                """
                ## Entry detail

                Canvas: White #FFFFFF

                - Edited label: `color/text/tertiary`, 12sp
                - Meta line: `color/text/secondary` (#636E72)
                """,
                facts: ["token color.text.secondary: matches"]),
        ])

    /// A slashed name of two segments is a path only when the token files have it
    /// (`border/background` in prose means "border or background"); a longer one only needs its
    /// first segment to be a group.
    static func fold(_ text: String, tokens: TokenIndex) -> String {
        // A byte scan: only ASCII letters, digits, `-`, `_` and `/` make a name, and only a `/`
        // changes, so the text is worked on as UTF-8 without decoding its characters.
        guard text.utf8.contains(UInt8(ascii: "/")) else { return text }
        var bytes = Array(text.utf8)
        func isName(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F
        }
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let notAfter: Set<UInt8> = [slash, dot, UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "~")]
        var changed = false
        var index = 0
        while index < bytes.count {
            guard isName(bytes[index]), index == 0 || !(isName(bytes[index - 1]) || notAfter.contains(bytes[index - 1])) else {
                index += 1
                continue
            }
            var end = index
            var slashes: [Int] = []
            while end < bytes.count, isName(bytes[end]) || (bytes[end] == slash && end + 1 < bytes.count && isName(bytes[end + 1])) {
                if bytes[end] == slash { slashes.append(end) }
                end += 1
            }
            defer { index = max(end, index + 1) }
            // A file path goes on (`box_stroke.xml`, `colors/`).
            guard let first = slashes.first,
                !(end < bytes.count && (bytes[end] == slash || (bytes[end] == dot && end + 1 < bytes.count && isName(bytes[end + 1]) && !(bytes[end + 1] >= 0x30 && bytes[end + 1] <= 0x39))))
            else { continue }
            let root = String(decoding: bytes[index..<first], as: UTF8.self).lowercased()
            guard tokens.knows(lowercasedPath: root) else { continue }
            if slashes.count == 1 {
                let dotted = String(decoding: bytes[index..<end], as: UTF8.self).lowercased().replacingOccurrences(of: "/", with: ".")
                guard tokens.knows(lowercasedPath: dotted) else { continue }
            }
            for position in slashes { bytes[position] = dot }
            changed = true
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : text
    }
}
