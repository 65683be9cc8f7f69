/// Matches project-relative paths against globs: `*` within a segment, `**` across segments,
/// `?` one character. Enough for `tokens/**/*.yaml`; no braces or classes.
package struct Glob: Sendable {
    let segments: [Substring]

    package init(_ pattern: String) {
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// The folder before the first wildcard: where to start walking.
    package var root: String {
        segments.prefix { !$0.contains("*") && !$0.contains("?") }.dropLast(hasWildcard ? 0 : 1).joined(separator: "/")
    }

    package var hasWildcard: Bool { segments.contains { $0.contains("*") || $0.contains("?") } }

    package func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return match(segments[...], parts[...])
    }

    private func match(_ pattern: ArraySlice<Substring>, _ parts: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = parts
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let part = parts.first, Glob.matchSegment(Array(first.utf8)[...], Array(part.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), parts.dropFirst())
    }

    package static func matchSegment(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            var rest = text
            while true {
                if matchSegment(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !text.isEmpty && matchSegment(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == head && matchSegment(pattern.dropFirst(), text.dropFirst())
        }
    }
}
