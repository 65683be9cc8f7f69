import CYAML
import Diagnostics

/// Turns YAML or JSON text into a located `YAMLNode` tree through libyaml, the one place Kiln
/// touches libyaml. JSON is read as YAML (it is a subset for everything design tokens use), so
/// both formats get the same 1-based line and column on every node.
///
/// Limits, documented in docs/limits.md, keep hostile files from hanging or exhausting memory:
/// nesting deeper than `maximumDepth` and alias expansion beyond `maximumAliasExpansion` nodes
/// stop the parse with a located error.
public struct YAMLParser: Sendable {
    public var maximumDepth: Int
    public var maximumAliasExpansion: Int

    /// Whether `.json` files are read by `JSONReader` (falling back to libyaml on anything it
    /// does not take). Off only to compare the two readers.
    public var readsJSONDirectly: Bool

    public init(maximumDepth: Int = 512, maximumAliasExpansion: Int = 100_000, readsJSONDirectly: Bool = true) {
        self.maximumDepth = maximumDepth
        self.maximumAliasExpansion = maximumAliasExpansion
        self.readsJSONDirectly = readsJSONDirectly
    }

    public struct Result: Sendable, Equatable {
        /// The first document's root, or nil for an empty file or a syntax error.
        public var root: YAMLNode?
        public var diagnostics: [Diagnostic]
    }

    /// Parses `text`; files whose name ends in `.json` take the JSON fast paths (`JSONReader`,
    /// else libyaml on the text without its indentation).
    public func parse(_ text: String, file: String) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            if file.hasSuffix(".json") {
                if readsJSONDirectly {
                    let builder = TreeBuilder(file: file, maximumDepth: maximumDepth, maximumAliasExpansion: maximumAliasExpansion)
                    let recentStrings = RecentStrings.checkOut()
                    var reader = JSONReader(bytes: bytes, builder: builder, recentStrings: recentStrings)
                    let result = reader.read()
                    RecentStrings.checkIn(recentStrings)
                    if let result { return result }
                }
                let compact = IndentationStripper.strip(bytes)
                return compact.bytes.withUnsafeBufferPointer { stripped in
                    parse(bytes: stripped, file: file, indentation: compact.indentation, original: bytes)
                }
            }
            return parse(bytes: bytes, file: file)
        }
    }

    /// `indentation[line]` is how many bytes were removed from the start of each 0-based line
    /// (JSON only; see `IndentationStripper`), added back to every reported column.
    func parse(
        bytes: UnsafeBufferPointer<UInt8>, file: String, indentation: [Int32] = [], original: UnsafeBufferPointer<UInt8>? = nil
    ) -> Result {
        var builder = TreeBuilder(file: file, maximumDepth: maximumDepth, maximumAliasExpansion: maximumAliasExpansion)
        builder.indentation = indentation
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return Result(root: nil, diagnostics: [.error(.yamlSyntax, "could not start the YAML parser", at: .file(file))])
        }
        defer { yaml_parser_delete(&parser) }
        if let base = bytes.baseAddress, bytes.count > 0 {
            yaml_parser_set_input_string(&parser, base, bytes.count)
        } else {
            return Result(root: nil, diagnostics: [])
        }
        var documents = 0
        loop: while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                builder.syntaxError(parser, tabOnProblemLine: Self.lineHasTabIndentation(original ?? bytes, line: parser.problem_mark.line))
                break
            }
            defer { yaml_event_delete(&event) }
            let start = builder.location(event.start_mark)
            let end = builder.location(event.end_mark)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                break loop
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    builder.diagnostics.append(
                        .warning(
                            .yamlMultipleDocuments,
                            "only the first YAML document of a file is read; this one is ignored",
                            at: SourceRange(fileID: builder.fileID, start: start, end: end)))
                    break loop
                }
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
                let style: YAMLNode.ScalarStyle
                switch data.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: style = .literal
                case YAML_FOLDED_SCALAR_STYLE: style = .folded
                default: style = .plain
                }
                let tag = data.tag.map { String(cString: $0) }
                let node = YAMLNode(
                    content: .scalar(.init(value: value, style: style, tag: tag)),
                    range: SourceRange(fileID: builder.fileID, start: start, end: end))
                builder.append(node, anchor: data.anchor.map { String(cString: $0) })
            case YAML_SEQUENCE_START_EVENT:
                if !builder.open(.sequence, at: start, anchor: event.data.sequence_start.anchor.map { String(cString: $0) }) {
                    break loop
                }
            case YAML_MAPPING_START_EVENT:
                if !builder.open(.mapping, at: start, anchor: event.data.mapping_start.anchor.map { String(cString: $0) }) {
                    break loop
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                builder.close(at: end)
            case YAML_ALIAS_EVENT:
                let name = String(cString: event.data.alias.anchor)
                if !builder.alias(name, range: SourceRange(fileID: builder.fileID, start: start, end: end)) { break loop }
            default:
                break
            }
        }
        return Result(root: builder.failed ? nil : builder.root, diagnostics: builder.diagnostics)
    }

    /// Whether 0-based `line` is indented with a tab: libyaml's message for that case
    /// ("found character that cannot start any token") does not say so.
    static func lineHasTabIndentation(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> Bool {
        var current = 0
        var index = 0
        while current < line, index < bytes.count {
            if bytes[index] == 0x0A { current += 1 }
            index += 1
        }
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
            if bytes[index] == 0x09 { return true }
            index += 1
        }
        return false
    }
}

/// The libyaml-specific parts: marks to locations, libyaml's error to a diagnostic.
extension TreeBuilder {
    func location(_ mark: yaml_mark_t) -> SourceLocation {
        let removed = mark.line < indentation.count ? Int(indentation[mark.line]) : 0
        return SourceLocation(line: mark.line + 1, column: mark.column + 1 + removed)
    }

    mutating func syntaxError(_ parser: yaml_parser_t, tabOnProblemLine: Bool) {
        failed = true
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed input"
        var mark = parser.problem_mark
        // libyaml leaves problem_mark at zero for reader errors (bad UTF-8); point at the offset.
        if parser.error == YAML_READER_ERROR {
            mark.line = 0
            mark.column = 0
            let offset = parser.problem_offset
            var message = problem
            if parser.problem_value != -1 { message += " (byte 0x" + String(UInt8(truncatingIfNeeded: parser.problem_value), radix: 16, uppercase: true) + ")" }
            diagnostics.append(
                .error(.yamlEncoding, "the file is not valid UTF-8 text: \(message) at byte offset \(offset)", at: .file(file)))
            return
        }
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) { message = "\(message) \(context)" }
        if tabOnProblemLine || message.contains("tab") {
            message += " (YAML does not allow tabs for indentation; use spaces)"
        }
        let location = location(mark)
        var notes: [Diagnostic.Note] = []
        if parser.context != nil {
            let contextLocation = self.location(parser.context_mark)
            if contextLocation != location {
                notes.append(.init("while reading the construct that starts here",
                                   at: SourceRange(file: file, line: contextLocation.line, column: contextLocation.column)))
            }
        }
        diagnostics.append(
            .error(.yamlSyntax, message, at: SourceRange(file: file, line: location.line, column: location.column), notes: notes))
    }
}
