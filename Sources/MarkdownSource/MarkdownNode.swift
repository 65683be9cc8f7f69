import Diagnostics

/// A located Markdown node. Everything past this module sees these values, never cmark-gfm.
public struct MarkdownNode: Sendable {
    public indirect enum Kind: Sendable, Hashable {
        case document
        case heading(level: Int)
        case paragraph
        case list(ordered: Bool)
        case item
        case blockQuote
        case codeBlock(info: String)
        case htmlBlock
        case thematicBreak
        case table
        case tableRow(isHeader: Bool)
        case tableCell
        case text
        case code
        case emphasis
        case strong
        case strikethrough
        case link(destination: String, title: String)
        case image(source: String, title: String)
        case softBreak
        case lineBreak
        case htmlInline
        case other(String)
    }

    public var kind: Kind
    public var range: SourceRange
    /// Text of leaf nodes: `text`, `code`, `codeBlock`, `htmlBlock`, `htmlInline`.
    public var literal: String?
    public var children: [MarkdownNode]

    public init(kind: Kind, range: SourceRange, literal: String? = nil, children: [MarkdownNode] = []) {
        self.kind = kind
        self.range = range
        self.literal = literal
        self.children = children
    }

    /// The plain text of this node and its descendants (soft breaks as spaces).
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        switch kind {
        case .text, .code, .htmlInline: out += literal ?? ""
        case .softBreak, .lineBreak: out += " "
        default: for child in children { child.appendPlainText(to: &out) }
        }
    }
}

/// A parsed spec document: YAML front matter (kept as text for the YAML reader) and the tree.
public struct MarkdownDocument: Sendable {
    /// The front matter text with its fences blanked, so YAML line numbers match the file.
    public var frontMatter: String?
    public var root: MarkdownNode
}
