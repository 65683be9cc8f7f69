import Diagnostics

/// Documentation kept for the site, in document order (docs/spec-format.md §2.13): structure
/// and text only, never HTML. Inline formatting is flattened to plain text; raw HTML is kept as
/// text for whoever shows it to escape.
public struct SpecBlock: Sendable {
    public indirect enum Kind: Sendable {
        case heading(level: Int, text: String)
        case paragraph(String)
        /// A list; each item is its text and its nested blocks.
        case list(ordered: Bool, items: [SpecBlock])
        /// A list item (only inside `list`), with its own nested blocks.
        case item(text: String, blocks: [SpecBlock])
        /// Fenced or indented code, ASCII layouts and mermaid diagrams, alignment kept.
        case code(info: String, text: String)
        case quote([SpecBlock])
        case html(String)
        case table(header: [String], rows: [[String]])
        case image(source: String, alt: String)
        case thematicBreak
    }

    public var kind: Kind
    public var range: SourceRange

    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The block's text, flattened (for search and tests).
    public var plainText: String {
        switch kind {
        case .heading(_, let text), .paragraph(let text), .html(let text): text
        case .code(_, let text): text
        case .item(let text, let blocks): ([text] + blocks.map(\.plainText)).joined(separator: "\n")
        case .list(_, let items), .quote(let items): items.map(\.plainText).joined(separator: "\n")
        case .table(let header, let rows): ([header] + rows).map { $0.joined(separator: " | ") }.joined(separator: "\n")
        case .image(_, let alt): alt
        case .thematicBreak: ""
        }
    }
}
