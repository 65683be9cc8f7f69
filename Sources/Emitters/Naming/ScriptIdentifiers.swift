/// Names for the JavaScript/TypeScript and Kotlin outputs, escaped the same way every time
/// (documented in docs/outputs.md):
///
/// | platform | reserved word | leading digit |
/// |---|---|---|
/// | TypeScript | a property key: none needed (`tokens.spacing.default`); a binding: `$` prefix | quoted key `"2xl"` |
/// | Kotlin | `` `object` `` (backticks) | `_2xl` |
extension Identifiers {
    // MARK: JavaScript / TypeScript

    /// Words that cannot name an exported binding (`export const default` is invalid).
    static let javaScriptReserved: Set<String> = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new",
        "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with",
        "yield", "let", "static", "implements", "interface", "package", "private", "protected", "public", "arguments",
        "eval", "undefined", "NaN", "Infinity", "as", "any", "boolean", "number", "string", "symbol", "type", "from", "of",
    ]

    /// True when `name` can be written as a bare property key or binding (ASCII letters, digits,
    /// `_` and `$`, not starting with a digit).
    static func isScriptIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F || byte == 0x24
        }
    }

    /// A property key in an object literal or type: bare when it can be, else a quoted string.
    /// `__proto__` would set the prototype even quoted, so it gets a trailing `_`.
    public static func scriptKey(_ name: String) -> String {
        let name = name == "__proto__" ? "__proto___" : name
        return isScriptIdentifier(name) ? name : Format.jsonString(name)
    }

    /// A binding name (`export const highContrast`): reserved words and leading digits get `$`.
    public static func scriptBinding(_ words: [String]) -> String {
        var name = NameCasing.asciiIdentifier(NameCasing.lowerCamel(words))
        name = String(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$" })
        if name.isEmpty { return "$" }
        if !isScriptIdentifier(name) || javaScriptReserved.contains(name) { return "$" + name }
        return name
    }

    // MARK: Kotlin

    /// Kotlin's hard keywords: a name needs backticks to be one of them.
    static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// A Kotlin member (`lowerCamel`) or type (`UpperCamel`) name; keywords in backticks, a
    /// leading digit (or a name in `reserved`) gets `_`.
    public static func kotlin(_ words: [String], type: Bool = false, reserved: Set<String> = []) -> String {
        escapeKotlin(NameCasing.asciiIdentifier(type ? NameCasing.upperCamel(words) : NameCasing.lowerCamel(words)), reserved: reserved)
    }

    /// Escapes an already-cased name.
    public static func escapeKotlin(_ cased: String, reserved: Set<String> = []) -> String {
        var name = cased
        // Nearly every name is clean already: filter only when it is not.
        if !name.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F }) {
            name = String(name.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
        }
        if name.isEmpty { name = "_" }
        if let first = name.utf8.first, (0x30...0x39).contains(first) { return "_" + name }
        if reserved.contains(name) { return "_" + name }
        if kotlinKeywords.contains(name) { return "`" + name + "`" }
        return name
    }

    /// An Android resource name: lowercase snake case of `[a-z0-9_]`, starting with a letter.
    public static func androidResource(_ words: [String]) -> String {
        var result = ""
        for word in words {
            var part = ""
            for scalar in NameCasing.asciiIdentifier(word).unicodeScalars {
                switch scalar {
                case "a"..."z", "0"..."9": part.unicodeScalars.append(scalar)
                case "A"..."Z": part += String(scalar).lowercased()
                default: if !part.isEmpty, part.last != "_" { part += "_" }
                }
            }
            if part.isEmpty { continue }
            if !result.isEmpty { result += "_" }
            result += part
        }
        if result.isEmpty { return "token" }
        if let first = result.unicodeScalars.first, !("a"..."z").contains(first) { result = "t_" + result }
        return result
    }
}
