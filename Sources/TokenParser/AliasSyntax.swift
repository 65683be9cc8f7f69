import DesignModel
import YAMLSource

/// Recognizes references in values: `"{group.token}"` strings and `{"$ref": "#/a/b"}` objects.
enum AliasSyntax {
    /// A reference found in a value: the token path and, for `$ref` pointers into a value,
    /// the remaining path inside that value (`["$value", "color"]` minus `$value`).
    struct Reference: Sendable, Hashable {
        var path: TokenPath
        var member: [String]
    }

    /// The whole-value alias a node holds, if any.
    static func reference(in node: YAMLNode) -> Reference? {
        switch node.content {
        case .scalar(let scalar):
            guard let path = wholeAlias(scalar.value) else { return nil }
            return Reference(path: TokenPath(path), member: [])
        case .mapping(let pairs):
            guard pairs.count == 1, pairs[0].name == "$ref", let pointer = pairs[0].value.string else { return nil }
            return jsonPointer(pointer)
        case .sequence:
            return nil
        }
    }

    /// `{a.b}` → `a.b` when the braces enclose the whole string. Works on UTF-8 bytes: this
    /// runs for every value of every token.
    static func wholeAlias(_ text: String) -> String? {
        // A native string's bytes read through a buffer: walking `String.UTF8View` indices is
        // far slower, and this runs for every value in every mode.
        if let found = text.utf8.withContiguousStorageIfAvailable({ wholeAlias(bytes: $0) }) { return found }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { wholeAlias(bytes: $0) } ?? nil
    }

    private static func wholeAlias(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else { return nil }
        var start = 1
        var end = bytes.count - 1
        for index in start..<end where bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "}") { return nil }
        while start != end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end != start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// `#/color/palette/coral/$value/components/0` → token `color.palette.coral`, member `["components","0"]`.
    /// A pointer without `$value` names the token itself. Escapes `~0` and `~1` are decoded.
    static func jsonPointer(_ pointer: String) -> Reference? {
        guard pointer.hasPrefix("#/") else { return nil }
        let parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).replacingOccurrences("~1", with: "/").replacingOccurrences("~0", with: "~")
        }
        guard let valueIndex = parts.firstIndex(of: "$value") else {
            return Reference(path: TokenPath(segments: parts), member: [])
        }
        return Reference(path: TokenPath(segments: Array(parts[..<valueIndex])), member: Array(parts[(valueIndex + 1)...]))
    }

    /// Every `{…}` reference inside a string (for derived-value expressions).
    static func embeddedReferences(_ text: String) -> [String] {
        var result: [String] = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}" {
                if let name = current { result.append(name.trimmingSpaces()) }
                current = nil
            } else if current != nil {
                current!.append(character)
            }
        }
        return result
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }

    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, self.contains(target) else { return String(self) }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
