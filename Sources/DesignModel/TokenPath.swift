/// A token's dotted path (`color.primary.coral`), the name aliases use between braces.
///
/// Stored as its joined string: paths are compared and hashed far more often than split.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let string: String

    public init(_ string: String) { self.string = string }
    public init(stringLiteral value: String) { self.string = value }
    public init(segments: [String]) { self.string = segments.joined(separator: ".") }

    public var segments: [String] { string.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
    public var name: String { segments.last ?? string }
    public var parent: TokenPath? {
        guard let dot = string.lastIndex(of: ".") else { return nil }
        return TokenPath(String(string[..<dot]))
    }

    public func appending(_ segment: String) -> TokenPath {
        string.isEmpty ? TokenPath(segment) : TokenPath(string + "." + segment)
    }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.string < rhs.string }
    public var description: String { string }
}
