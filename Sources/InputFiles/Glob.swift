/// Matches project-relative paths against globs: `*` within a segment, `**` across segments,
/// `?` one character (one byte of UTF-8). Enough for `tokens/**/*.yaml`; no braces or classes.
///
/// A glob comes from kiln.yaml, which a pull request can change, so matching must never take
/// exponential time (a backtracking matcher took minutes on `*a*a*a*a*a*a*a*a*a*a*b` against
/// one long name). Both levels use the greedy wildcard algorithm: on a mismatch it returns only
/// to the last star seen, one position further, since every element between two stars matches
/// exactly one character (or one segment): a match is found or ruled out after at most
/// pattern length × text length steps, per segment and over the segments.
public struct Glob: Sendable {
    let segments: [Substring]
    private let bytes: [[UInt8]]

    public init(_ pattern: String) {
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
        bytes = segments.map { Array($0.utf8) }
    }

    /// The folder before the first wildcard: where to start walking.
    public var root: String {
        segments.prefix { !$0.contains("*") && !$0.contains("?") }.dropLast(hasWildcard ? 0 : 1).joined(separator: "/")
    }

    public var hasWildcard: Bool { segments.contains { $0.contains("*") || $0.contains("?") } }

    public func matches(_ path: String) -> Bool {
        var steps = 0
        return matches(path, steps: &steps)
    }

    /// `matches`, counting the comparisons made (the tests hold them to the bound above).
    package func matches(_ path: String, steps: inout Int) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        let star: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "*")]
        var pattern = 0
        var part = 0
        // The last `**` seen, and the first part it was tried against.
        var lastStar = -1
        var starPart = 0
        while part < parts.count {
            steps += 1
            if pattern < bytes.count, bytes[pattern] == star {
                lastStar = pattern
                starPart = part
                pattern += 1
            } else if pattern < bytes.count, Self.matchSegment(bytes[pattern][...], parts[part][...], steps: &steps) {
                pattern += 1
                part += 1
            } else if lastStar >= 0 {
                // `**` takes one more segment.
                pattern = lastStar + 1
                starPart += 1
                part = starPart
            } else {
                return false
            }
        }
        while pattern < bytes.count, bytes[pattern] == star { pattern += 1 }
        return pattern == bytes.count
    }

    /// One segment against one path component: `*` any run of characters, `?` one.
    public static func matchSegment(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        var steps = 0
        return matchSegment(pattern, text, steps: &steps)
    }

    package static func matchSegment(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, steps: inout Int) -> Bool {
        let star = UInt8(ascii: "*")
        let question = UInt8(ascii: "?")
        var p = pattern.startIndex
        var t = text.startIndex
        var lastStar = -1
        var starText = t
        while t < text.endIndex {
            steps += 1
            if p < pattern.endIndex, pattern[p] == star {
                lastStar = p
                starText = t
                p += 1
            } else if p < pattern.endIndex, pattern[p] == question || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if lastStar >= 0 {
                // The last star takes one more character.
                p = lastStar + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == star { p += 1 }
        return p == pattern.endIndex
    }
}
