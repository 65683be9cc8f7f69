/// Turns words into identifiers each language accepts, escaping reserved words and leading
/// digits the same way every time (documented in docs/outputs.md):
///
/// | platform | reserved word | leading digit |
/// |---|---|---|
/// | Swift | `` `default` `` (backticks); `self`, `Self`, `Type`, `Protocol`, `init` … get `_` | `_2xl` |
/// | Dart | `$switch` | `$2xl` |
/// | CSS | — (custom properties have no reserved words) | `--spacing-2xl` is valid as is |
public enum Identifiers {
    // MARK: Swift

    /// Keywords that need backticks in a declaration but work as member names after a dot.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "super", "throws", "true", "try", "await", "async", "some",
        "any", "consume", "copy", "borrowing", "consuming", "macro", "package",
    ]

    /// Names that even backticks cannot make usable (`X.self`, `X.Type`, `X.init` mean something
    /// else), plus the type names the generated Swift itself declares or uses: prefixed with `_`.
    static let swiftUnusable: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_", "Any", "AnyObject",
        // standard and Foundation types the generated code names unqualified
        "Array", "Bool", "CGFloat", "Character", "Dictionary", "Double", "Equatable", "Error", "Float",
        "Hashable", "Identifiable", "Int", "Never", "Optional", "RawRepresentable", "Sendable", "Set",
        "String", "TimeInterval", "Void", "CaseIterable",
    ]

    /// A Swift member name (`lowerCamel`) or type name (`UpperCamel`) from words.
    public static func swift(_ words: [String], type: Bool = false, reserved: Set<String> = []) -> String {
        escapeSwift(NameCasing.asciiIdentifier(type ? NameCasing.upperCamel(words) : NameCasing.lowerCamel(words)), reserved: reserved)
    }

    /// A Swift name from path segments (split and joined in one pass when ASCII).
    public static func swift(segments: ArraySlice<String>, type: Bool = false, reserved: Set<String> = []) -> String {
        if let joined = NameCasing.joined(segments, style: type ? .upperCamel : .lowerCamel) { return escapeSwift(joined, reserved: reserved) }
        return swift(NameCasing.split(segments: Array(segments)), type: type, reserved: reserved)
    }

    /// Escapes an already-cased name: leading digit or unusable name → `_`, keyword → backticks.
    public static func escapeSwift(_ cased: String, reserved: Set<String> = []) -> String {
        var name = cased
        if name.isEmpty { name = "_" }
        if let first = name.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") { return "_" + name }
        // One lookup for both lists: this runs for every token (and only for names whose first
        // byte and length some listed name has: hashing a name costs more than the rest).
        let special = swiftSpecialFilter.mayContain(name) ? swiftSpecialNames[name] : nil
        if special == .unusable || !reserved.isEmpty && reserved.contains(name) { return "_" + name }
        if special == .keyword { return "`" + name + "`" }
        return name
    }

    private enum SwiftSpecialName { case keyword, unusable }

    /// `swiftKeywords` and `swiftUnusable` in one table (unusable wins: `init` is both).
    private static let swiftSpecialNames: [String: SwiftSpecialName] = {
        var names: [String: SwiftSpecialName] = [:]
        for keyword in swiftKeywords { names[keyword] = .keyword }
        for name in swiftUnusable { names[name] = .unusable }
        return names
    }()

    private static let swiftSpecialFilter = NameFilter(swiftKeywords.union(swiftUnusable))

    /// The name without backticks, as it is written after a dot or compared for collisions.
    public static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    // MARK: Dart

    /// Dart's reserved words, built-in identifiers and contextual keywords: all escaped, so a
    /// name is never one the analyzer or a reader could misread.
    private static let dartReservedFilter = NameFilter(dartReserved)

    static let dartReserved: Set<String> = [
        "abstract", "as", "assert", "async", "await", "base", "break", "case", "catch", "class", "const",
        "continue", "covariant", "default", "deferred", "do", "dynamic", "else", "enum", "export", "extends",
        "extension", "external", "factory", "false", "final", "finally", "for", "Function", "get", "hide", "if",
        "implements", "import", "in", "interface", "is", "late", "library", "mixin", "new", "null", "of", "on",
        "operator", "part", "required", "rethrow", "return", "sealed", "set", "show", "static", "super",
        "switch", "sync", "this", "throw", "true", "try", "type", "typedef", "var", "void", "when", "while",
        "with", "yield",
        // members every Dart object has
        "hashCode", "runtimeType", "toString", "noSuchMethod",
        // types the generated Dart names unqualified
        "Color", "Duration", "Cubic", "Curve", "TextStyle", "BoxShadow", "BorderSide", "LinearGradient",
        "FontWeight", "Offset", "String", "List", "double", "int", "bool", "Object", "Brightness",
    ]

    /// A Dart member (`lowerCamel`) or type (`UpperCamel`) name; reserved words and leading
    /// digits get a `$` prefix (a leading `_` would make the name library-private in Dart).
    public static func dart(_ words: [String], type: Bool = false, reserved: Set<String> = []) -> String {
        escapeDart(NameCasing.asciiIdentifier(type ? NameCasing.upperCamel(words) : NameCasing.lowerCamel(words)), reserved: reserved)
    }

    /// A Dart name from path segments (split and joined in one pass when ASCII).
    public static func dart(segments: ArraySlice<String>, type: Bool = false, reserved: Set<String> = []) -> String {
        if let joined = NameCasing.joined(segments, style: type ? .upperCamel : .lowerCamel) { return escapeDart(joined, reserved: reserved) }
        return dart(NameCasing.split(segments: Array(segments)), type: type, reserved: reserved)
    }

    /// Escapes an already-cased name: leading digit or reserved word → `$` prefix.
    public static func escapeDart(_ cased: String, reserved: Set<String> = []) -> String {
        var name = cased
        if name.isEmpty { name = "$" }
        if let first = name.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") { return "$" + name }
        if dartReservedFilter.mayContain(name) && dartReserved.contains(name) || !reserved.isEmpty && reserved.contains(name) { return "$" + name }
        return name
    }

    // MARK: CSS

    /// A CSS identifier part: lowercase kebab-case. Custom property names are case-sensitive,
    /// so `largeTitle` and `large-title` both become `large-title` (and are reported as a
    /// collision) rather than two properties that differ only in case.
    public static func cssKebab(_ words: [String]) -> String {
        var result = ""
        for (index, word) in words.enumerated() {
            if index > 0 { result += "-" }
            for scalar in word.unicodeScalars {
                switch scalar {
                case "a"..."z", "0"..."9", "_": result.unicodeScalars.append(scalar)
                case "A"..."Z": result += String(scalar).lowercased()
                default:
                    if scalar.value >= 0x80 { result.unicodeScalars.append(scalar) } else { result += "-" }
                }
            }
        }
        return result
    }

    /// A class name must not start with a digit (or a hyphen and a digit): escape it.
    public static func cssClass(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return name }
        if ("0"..."9").contains(first) { return "\\3\(first) " + name.dropFirst() }
        return name
    }
}

/// A quick, exact-when-negative test of whether a name can be in a fixed list of names: the
/// list's (first byte, length) pairs as bits. Member names are checked against the keyword
/// lists once per token and platform; most differ from every keyword in their first byte or
/// length, and this test costs a few instructions where hashing the name costs hundreds.
struct NameFilter: Sendable {
    /// Per ASCII first byte, bit `n` set when a listed name of that first byte has `n` bytes.
    private var lengths = [UInt32](repeating: 0, count: 128)
    /// A listed name starts with a non-ASCII byte or is 32 bytes or longer: such names are
    /// always looked up.
    private var unusual = false

    init(_ names: Set<String>) {
        for name in names {
            guard let first = name.utf8.first, first < 128, name.utf8.count < 32 else {
                unusual = true
                continue
            }
            lengths[Int(first)] |= 1 << UInt32(name.utf8.count)
        }
    }

    /// False only when `name` is certainly not in the list.
    func mayContain(_ name: String) -> Bool {
        if unusual { return true }
        let utf8 = name.utf8
        guard let first = utf8.first, first < 128 else { return false }
        let count = utf8.count
        return count < 32 && lengths[Int(first)] & (1 << UInt32(count)) != 0
    }
}
