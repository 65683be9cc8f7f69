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

    /// `paths` holds every token path of the token files and every group above one: a slashed
    /// name of two segments is a path only when the files have it (`border/background` in prose
    /// means "border or background"); a longer one only needs its first segment to be a group.
    static func fold(_ text: String, paths: Set<String>) -> String {
        guard text.utf8.contains(UInt8(ascii: "/")) else { return text }
        var chars = Array(text)
        func isPathCharacter(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_") }
        var index = 0
        while index < chars.count {
            guard isPathCharacter(chars[index]), index == 0 || !(isPathCharacter(chars[index - 1]) || "/.:@~".contains(chars[index - 1])) else {
                index += 1
                continue
            }
            var end = index
            var slashes: [Int] = []
            while end < chars.count, isPathCharacter(chars[end]) || (chars[end] == "/" && end + 1 < chars.count && isPathCharacter(chars[end + 1])) {
                if chars[end] == "/" { slashes.append(end) }
                end += 1
            }
            defer { index = max(end, index + 1) }
            guard let first = slashes.first, !(end < chars.count && (chars[end] == "/" || (chars[end] == "." && end + 1 < chars.count && chars[end + 1].isLetter))) else { continue }
            let root = String(chars[index..<first]).lowercased()
            guard paths.contains(root) else { continue }
            if slashes.count == 1 {
                let dotted = String(chars[index..<end]).lowercased().replacingOccurrences(of: "/", with: ".")
                guard paths.contains(dotted) else { continue }
            }
            for slash in slashes { chars[slash] = "." }
        }
        return String(chars)
    }
}
