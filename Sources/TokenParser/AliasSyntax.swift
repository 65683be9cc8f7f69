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
        let utf8 = text.utf8
        guard utf8.count > 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return nil }
        var start = utf8.index(after: utf8.startIndex)
        var end = utf8.index(before: utf8.endIndex)
        var index = start
        while index != end {
            let byte = utf8[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return nil }
            index = utf8.index(after: index)
        }
        while start != end, utf8[start] == UInt8(ascii: " ") { start = utf8.index(after: start) }
        while end != start, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
        return String(text[start..<end])
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
