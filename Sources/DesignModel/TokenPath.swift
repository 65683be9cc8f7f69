/// A token's dotted path (`color.primary.coral`), the name aliases use between braces.
///
/// Stored as its joined string: paths are compared and hashed far more often than split.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let string: String

    public init(_ string: String) { self.string = string }
    public init(stringLiteral value: String) { self.string = value }
    public init(segments: [String]) { self.string = segments.joined(separator: ".") }

    /// The dot-separated parts. Split on bytes: this runs for every token in several stages.
    public var segments: [String] {
        let utf8 = string.utf8
        var result: [String] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: ".") {
                result.append(String(Substring(utf8[start..<index])))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        result.append(String(Substring(utf8[start..<utf8.endIndex])))
        return result
    }

    /// The first segment (`color` of `color.primary.coral`), without splitting the rest.
    public var firstSegment: String {
        guard let dot = string.utf8.firstIndex(of: UInt8(ascii: ".")) else { return string }
        return String(Substring(string.utf8[..<dot]))
    }
    /// The last segment (`coral` of `color.primary.coral`), without splitting the rest.
    public var name: String {
        guard let dot = string.utf8.lastIndex(of: UInt8(ascii: ".")) else { return string }
        return String(Substring(string.utf8[string.utf8.index(after: dot)...]))
    }
    public var parent: TokenPath? {
        guard let dot = string.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return TokenPath(String(Substring(string.utf8[..<dot])))
    }

    public func appending(_ segment: String) -> TokenPath {
        if string.isEmpty { return TokenPath(segment) }
        // Joined in one buffer of the final size: `string + "." + segment` copies the path
        // twice, and this runs for every token and group read.
        let length = string.utf8.count + 1 + segment.utf8.count
        var joined = string
        if length > 15 { joined.reserveCapacity(length) }
        joined.append(".")
        joined.append(segment)
        return TokenPath(joined)
    }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.string < rhs.string }
    public var description: String { string }
}
