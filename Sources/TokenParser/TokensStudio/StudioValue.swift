import Diagnostics
import YAMLSource

/// A Tokens Studio value as its JSON holds it — and, once resolved, as Tokens Studio computes it:
/// text, a number, a boolean, an object (typography, border, one shadow) or a list (shadows).
indirect enum StudioValue: Equatable, Sendable {
    case text(String)
    case number(Double)
    case bool(Bool)
    case null
    case object([Member])
    case array([StudioValue])

    struct Member: Equatable, Sendable {
        var key: String
        var value: StudioValue
    }

    init(_ node: YAMLNode) {
        switch node.content {
        case .scalar(let scalar):
            if node.isNull {
                self = .null
            } else if scalar.style == .plain, let flag = node.bool {
                self = .bool(flag)
            } else if scalar.style == .plain, let number = node.number {
                self = .number(number)
            } else {
                self = .text(scalar.value)
            }
        case .mapping(let pairs):
            self = .object(pairs.map { Member(key: $0.name, value: StudioValue($0.value)) })
        case .sequence(let items):
            self = .array(items.map(StudioValue.init))
        }
    }

    subscript(key: String) -> StudioValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// `String(value)` in JavaScript, as Tokens Studio puts a referenced value into text.
    var javaScriptText: String {
        switch self {
        case .text(let text): text
        case .number(let number): JSNumber.string(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .object: "[object Object]"
        case .array(let items): items.map(\.javaScriptText).joined(separator: ",")
        }
    }

    /// The value as JSON-like text, for pass-through tokens and messages.
    var displayText: String {
        switch self {
        case .text(let text): text
        case .number, .bool, .null: javaScriptText
        case .object(let members): "{" + members.map { "\($0.key): \($0.value.displayText)" }.joined(separator: ", ") + "}"
        case .array(let items): "[" + items.map(\.displayText).joined(separator: ", ") + "]"
        }
    }

    /// A located node holding this value, for the token readers after this one.
    func node(at range: SourceRange) -> YAMLNode {
        switch self {
        case .text(let text): .text(text, at: range)
        case .number(let number): .number(number, at: range)
        case .bool(let flag): .plain(flag ? "true" : "false", at: range)
        case .null: .plain("null", at: range)
        case .object(let members): .mapping(members.map { ($0.key, $0.value.node(at: range)) }, at: range)
        case .array(let items): .sequence(items.map { $0.node(at: range) }, at: range)
        }
    }
}

extension YAMLNode {
    /// Nodes made by a reader that turns another format (Tokens Studio, Figma) into DTCG trees,
    /// located where the value they stand for is written.
    static func text(_ text: String, at range: SourceRange) -> YAMLNode {
        YAMLNode(content: .scalar(.init(value: text, style: .doubleQuoted)), range: range)
    }

    static func plain(_ text: String, at range: SourceRange) -> YAMLNode {
        YAMLNode(content: .scalar(.init(value: text, style: .plain)), range: range)
    }

    static func number(_ number: Double, at range: SourceRange) -> YAMLNode {
        .plain(JSNumber.string(number), at: range)
    }

    static func mapping(_ members: [(String, YAMLNode)], at range: SourceRange) -> YAMLNode {
        YAMLNode(content: .mapping(members.map { YAMLNode.Pair(key: .text($0.0, at: range), value: $0.1) }), range: range)
    }

    static func sequence(_ items: [YAMLNode], at range: SourceRange) -> YAMLNode {
        YAMLNode(content: .sequence(items), range: range)
    }
}
