import Diagnostics

/// A located YAML (or JSON) node. Everything past this module sees these values, never libyaml.
public struct YAMLNode: Sendable, Equatable {
    public enum ScalarStyle: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public struct Scalar: Sendable, Hashable {
        public var value: String
        public var style: ScalarStyle
        /// An explicit tag such as `!!str`, if the author wrote one.
        public var tag: String?

        /// A scalar made by a reader that turns another format into token trees.
        public init(value: String, style: ScalarStyle, tag: String? = nil) {
            self.value = value
            self.style = style
            self.tag = tag
        }
    }

    public struct Pair: Sendable, Equatable {
        public var key: YAMLNode
        public var value: YAMLNode
        /// The key as text (scalar keys only; other keys are reported and skipped by the parser).
        public let name: String

        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
            self.name = key.scalar?.value ?? ""
        }
    }

    public enum Content: Sendable, Equatable {
        case scalar(Scalar)
        case mapping([Pair])
        case sequence([YAMLNode])
    }

    public var content: Content
    public var range: SourceRange

    public init(content: Content, range: SourceRange) {
        self.content = content
        self.range = range
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var pairs: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// True for a scalar, without copying it out (`scalar != nil` copies its strings).
    var isScalar: Bool {
        if case .scalar = content { return true }
        return false
    }

    /// True for a plain scalar.
    var isPlainScalar: Bool {
        switch content {
        case .scalar(let scalar): scalar.style == .plain
        default: false
        }
    }

    public var items: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The value for `key` in a mapping (first match; duplicates are reported at parse time).
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content, let index = pairs.firstIndex(where: { $0.name == key }) else { return nil }
        return pairs[index].value
    }

    /// What kind of node this is, in words for messages: "a mapping", "the string \"abc\"".
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            if isNull { return "an empty value" }
            if scalar.style == .plain, let number = number {
                // `1e309` overflows to infinity: name it as written, and say what is wrong with it.
                if !number.isFinite { return "\(scalar.value), which is not a finite number" }
                return "the number \(number.formattedForMessage)"
            }
            if scalar.style == .plain, bool != nil { return "the boolean \(scalar.value)" }
            return "the string \"\(scalar.value)\""
        }
    }

    /// The string of a scalar, whatever its style (numbers keep their spelling).
    public var string: String? { scalar?.value }

    /// True for `null`, `~` and an empty plain scalar, as in the YAML core schema and JSON.
    public var isNull: Bool {
        guard let scalar, scalar.style == .plain, scalar.tag == nil else { return false }
        switch scalar.value {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// A plain scalar read as a number (YAML core schema / JSON), or nil.
    public var number: Double? {
        guard let scalar, scalar.style == .plain else { return nil }
        return YAMLNode.parseNumber(scalar.value)
    }

    /// A plain scalar read as a boolean (`true`/`false` in any of YAML's spellings), or nil.
    public var bool: Bool? {
        guard let scalar, scalar.style == .plain else { return nil }
        switch scalar.value {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    static func parseNumber(_ text: String) -> Double? {
        guard let first = text.utf8.first else { return nil }
        // Fast reject: numbers start with a digit, a sign or a dot.
        guard (first >= 0x30 && first <= 0x39) || first == 0x2D || first == 0x2B || first == 0x2E else {
            return nil
        }
        // Plain decimals first: they are nearly every number, and the fast path rejects the
        // spellings below.
        if let value = fastDecimal(text) { return value }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) }
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return Double(value) }
        return Double(text)
    }
}

extension YAMLNode {
    /// `-?digits(.digits)?` whose digits (16 at most) make an integer up to 2^53
    /// are converted exactly: the integer mantissa and the power of ten are both
    /// exact doubles, so one division rounds correctly (Clinger's fast path). That covers the
    /// 16-digit color components tools write (0.3764705882352941). Anything else returns nil
    /// and goes to the full parser.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16]

    static func fastDecimal(_ text: String) -> Double? {
        // Native strings (all the readers make) are read in place; the loop over `utf8` cost
        // more than the arithmetic.
        if let value = text.utf8.withContiguousStorageIfAvailable({ fastDecimal(bytes: $0) }) {
            return value
        }
        return Array(text.utf8).withUnsafeBufferPointer { fastDecimal(bytes: $0) }
    }

    private static func fastDecimal(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenDot = false
        var negative = false
        var index = 0
        for byte in bytes {
            defer { index += 1 }
            switch byte {
            case UInt8(ascii: "-") where index == 0:
                negative = true
            case UInt8(ascii: "."):
                if seenDot { return nil }
                seenDot = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                if digits > 16 { return nil }
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                if seenDot { fractionDigits += 1 }
            default:
                return nil
            }
        }
        guard digits > 0, mantissa <= 1 << 53 else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }
}

extension Double {
    /// 12 not 12.0, 0.5 stays 0.5: how numbers read in messages.
    public var formattedForMessage: String {
        if isFinite, rounded() == self, abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
