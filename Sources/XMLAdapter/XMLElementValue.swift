/// An XML element as plain Swift values: what Kiln writes with libxml2's writer and what the
/// reader hands back. No libxml2 type crosses this module's API.
public struct XMLElementValue: Sendable, Hashable {
    public var name: String
    /// Attributes in the order written.
    public var attributes: [(name: String, value: String)]
    /// Text content (escaped by the writer); nil for none.
    public var text: String?
    public var children: [XMLElementValue]
    /// A comment written just before the element (from a token's description).
    public var comment: String?
    /// The 1-based line the reader found the element at (0 when written).
    public var line: Int

    public init(_ name: String, attributes: [(name: String, value: String)] = [], text: String? = nil, children: [XMLElementValue] = [], comment: String? = nil, line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
        self.comment = comment
        self.line = line
    }

    public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    public static func == (lhs: XMLElementValue, rhs: XMLElementValue) -> Bool {
        lhs.name == rhs.name && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
            && lhs.text == rhs.text && lhs.children == rhs.children && lhs.comment == rhs.comment
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(text)
        hasher.combine(children)
    }
}
