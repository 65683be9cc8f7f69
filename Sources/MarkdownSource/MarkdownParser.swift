import CCmarkGFM
import Diagnostics

/// Parses Markdown (CommonMark + GFM tables, strikethrough, autolinks) through cmark-gfm, the
/// one place Kiln touches it, into located `MarkdownNode`s.
///
/// Raw HTML is kept as literal text nodes (`htmlBlock`, `htmlInline`); nothing here renders
/// it, so whoever shows it decides how to escape it.
public enum MarkdownParser {
    /// Nesting deeper than this is flattened into its text (hostile input cannot exhaust the stack).
    public static let maximumDepth = 256

    /// Registers cmark-gfm's extensions (a process-wide list) once, before documents are
    /// parsed on several threads: its registration is not made for concurrent first calls.
    public static func prepare() {
        _ = registered
    }

    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    public static func parse(_ text: String, file: String) -> MarkdownDocument {
        let (frontMatter, markdown) = splitFrontMatter(text)
        var body = markdown
        prepare()
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_UNSAFE
        guard let parser = cmark_parser_new(options) else {
            return MarkdownDocument(frontMatter: frontMatter, root: MarkdownNode(kind: .document, range: .file(file)))
        }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink"] {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        body.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        guard let document = cmark_parser_finish(parser) else {
            return MarkdownDocument(frontMatter: frontMatter, root: MarkdownNode(kind: .document, range: .file(file)))
        }
        defer { cmark_node_free(document) }
        return MarkdownDocument(frontMatter: frontMatter, root: convert(document, file: file, depth: 0))
    }

    /// Front matter is `---` on the first line up to the next `---` or `...` line. Its lines
    /// are blanked (not removed) in the body so that Markdown line numbers stay true, and the
    /// fences are blanked in the returned YAML for the same reason. An unclosed fence means
    /// there is no front matter (the whole file is Markdown).
    static func splitFrontMatter(_ text: String) -> (String?, String) {
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return (nil, text) }
        var lines = text.lineSlices()
        guard let close = lines.indices.dropFirst().first(where: { index in
            let line = lines[index].hasSuffix("\r") ? lines[index].dropLast() : lines[index]
            return line == "---" || line == "..."
        }) else { return (nil, text) }
        var yaml = lines[0...close].map(String.init)
        yaml[0] = ""
        yaml[close] = ""
        for index in 0...close { lines[index] = "" }
        return (yaml.joined(separator: "\n"), lines.joined(separator: "\n"))
    }

    private static func convert(_ node: OpaquePointer, file: String, depth: Int) -> MarkdownNode {
        let kind = kindOf(node)
        let range = SourceRange(
            file: file,
            start: SourceLocation(line: Int(cmark_node_get_start_line(node)), column: max(1, Int(cmark_node_get_start_column(node)))),
            end: SourceLocation(line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)) + 1))
        var literal: String?
        switch kind {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline:
            literal = cmark_node_get_literal(node).map { String(cString: $0) }
        default:
            break
        }
        var result = MarkdownNode(kind: kind, range: range, literal: literal)
        var child = cmark_node_first_child(node)
        if depth >= maximumDepth {
            // Too deep to keep as structure: keep the words, drop the nesting.
            var text = ""
            collectText(node, into: &text)
            result.children = [MarkdownNode(kind: .text, range: range, literal: text)]
            return result
        }
        while let current = child {
            result.children.append(convert(current, file: file, depth: depth + 1))
            child = cmark_node_next(current)
        }
        return result
    }

    private static func collectText(_ node: OpaquePointer, into text: inout String) {
        // Iterative walk: this runs exactly when the tree is too deep for recursion.
        guard let iterator = cmark_iter_new(node) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE, let literal = cmark_node_get_literal(current) {
                text += String(cString: literal) + " "
            }
        }
    }

    private static func kindOf(_ node: OpaquePointer) -> MarkdownNode.Kind {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_LIST: return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_CODE_BLOCK: return .codeBlock(info: cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "")
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(
                destination: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
                title: cmark_node_get_title(node).map { String(cString: $0) } ?? "")
        case CMARK_NODE_IMAGE:
            return .image(
                source: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
                title: cmark_node_get_title(node).map { String(cString: $0) } ?? "")
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        default:
            let name = cmark_node_get_type_string(node).map { String(cString: $0) } ?? "unknown"
            switch name {
            case "table": return .table
            case "table_row": return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
            case "table_header": return .tableRow(isHeader: true)
            case "table_cell": return .tableCell
            case "strikethrough": return .strikethrough
            default: return .other(name)
            }
        }
    }
}
