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

    public init(maximumDepth: Int = 512, maximumAliasExpansion: Int = 100_000) {
        self.maximumDepth = maximumDepth
        self.maximumAliasExpansion = maximumAliasExpansion
    }

    public struct Result: Sendable {
        /// The first document's root, or nil for an empty file or a syntax error.
        public var root: YAMLNode?
        public var diagnostics: [Diagnostic]
    }

    /// Parses `text`; files whose name ends in `.json` take the JSON fast path.
    public func parse(_ text: String, file: String) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            if file.hasSuffix(".json") {
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
            return Result(root: nil, diagnostics: [.error("yaml/syntax", "could not start the YAML parser", at: .file(file))])
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
                            "yaml/multiple-documents",
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

/// Assembles nodes from libyaml's event stream with an explicit stack (no recursion, so deep
/// input cannot overflow the call stack).
private struct TreeBuilder {
    enum Kind { case mapping, sequence }

    struct Frame {
        var kind: Kind
        var start: SourceLocation
        var anchor: String?
        /// Sequence items, or a mapping's keys and values alternating.
        var items: [YAMLNode] = []
        /// Expanded size of everything below this frame, counting aliased subtrees in full.
        var size: Int = 1
    }

    let file: String
    let fileID: FileID
    let maximumDepth: Int
    let maximumAliasExpansion: Int
    var stack: [Frame] = []
    var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    var aliasExpansion = 0
    var root: YAMLNode?
    var diagnostics: [Diagnostic] = []
    var failed = false

    init(file: String, maximumDepth: Int, maximumAliasExpansion: Int) {
        self.file = file
        self.fileID = FileID(file)
        self.maximumDepth = maximumDepth
        self.maximumAliasExpansion = maximumAliasExpansion
    }

    var indentation: [Int32] = []

    func location(_ mark: yaml_mark_t) -> SourceLocation {
        let removed = mark.line < indentation.count ? Int(indentation[mark.line]) : 0
        return SourceLocation(line: mark.line + 1, column: mark.column + 1 + removed)
    }

    mutating func open(_ kind: Kind, at start: SourceLocation, anchor: String?) -> Bool {
        if stack.count >= maximumDepth {
            diagnostics.append(
                .error(
                    "yaml/too-deep",
                    "nesting is deeper than \(maximumDepth) levels; Kiln stops reading here",
                    at: SourceRange(file: file, line: start.line, column: start.column)))
            failed = true
            return false
        }
        stack.append(Frame(kind: kind, start: start, anchor: anchor))
        return true
    }

    mutating func close(at end: SourceLocation) {
        guard let frame = stack.popLast() else { return }
        let range = SourceRange(fileID: fileID, start: frame.start, end: end)
        let node: YAMLNode
        switch frame.kind {
        case .sequence:
            node = YAMLNode(content: .sequence(frame.items), range: range)
        case .mapping:
            node = YAMLNode(content: .mapping(makePairs(frame.items)), range: range)
        }
        append(node, anchor: frame.anchor, size: frame.size)
    }

    mutating func append(_ node: YAMLNode, anchor: String?, size: Int = 1) {
        if let anchor { anchors[anchor] = (node, size) }
        if stack.isEmpty {
            if root == nil { root = node }
        } else {
            stack[stack.count - 1].items.append(node)
            stack[stack.count - 1].size += size
        }
    }

    mutating func alias(_ name: String, range: SourceRange) -> Bool {
        guard let (target, size) = anchors[name] else {
            diagnostics.append(.error("yaml/syntax", "alias '*\(name)' names no anchor", at: range))
            return true
        }
        aliasExpansion += size
        if aliasExpansion > maximumAliasExpansion {
            diagnostics.append(
                .error(
                    "yaml/alias-limit",
                    "YAML aliases expand to more than \(maximumAliasExpansion) nodes; Kiln stops reading here (is this an alias bomb?)",
                    at: range))
            failed = true
            return false
        }
        var copy = target
        copy.range = range
        append(copy, anchor: nil, size: size)
        return true
    }

    /// Pairs up a mapping's keys and values, applies `<<` merge keys (YAML 1.1) and reports
    /// duplicate keys at the second occurrence.
    mutating func makePairs(_ items: [YAMLNode]) -> [YAMLNode.Pair] {
        var pairs: [YAMLNode.Pair] = []
        pairs.reserveCapacity(items.count / 2)
        // Most mappings are small: a linear scan beats hashing every key.
        let useIndex = items.count > 32
        var seen: [String: Int] = [:]
        var merged: [YAMLNode.Pair] = []
        func existing(_ name: String) -> Int? {
            if useIndex { return seen[name] }
            return pairs.firstIndex { $0.key.scalar?.value == name }
        }
        var index = 0
        while index + 1 < items.count {
            let key = items[index]
            let value = items[index + 1]
            index += 2
            guard case .scalar(let keyScalar) = key.content else {
                diagnostics.append(.error("yaml/complex-key", "mapping keys must be plain text, found \(key.kindDescription)", at: key.range))
                continue
            }
            if keyScalar.value == "<<", keyScalar.style == .plain {
                let sources = value.items ?? [value]
                for source in sources {
                    guard let sourcePairs = source.pairs else {
                        diagnostics.append(.error("yaml/merge", "a merge key `<<` takes a mapping or a list of mappings, found \(source.kindDescription)", at: source.range))
                        continue
                    }
                    merged.append(contentsOf: sourcePairs)
                }
                continue
            }
            if let first = existing(keyScalar.value) {
                diagnostics.append(
                    .error(
                        "yaml/duplicate-key", "duplicate key \"\(keyScalar.value)\"; a later value would silently replace the first",
                        at: key.range, notes: [.init("first defined here", at: pairs[first].key.range)]))
                continue
            }
            if useIndex { seen[keyScalar.value] = pairs.count }
            pairs.append(YAMLNode.Pair(key: key, value: value))
        }
        // Explicit keys win over merged ones; among merged sources the first wins, as YAML says.
        for pair in merged where existing(pair.name) == nil {
            if useIndex { seen[pair.name] = pairs.count }
            pairs.append(pair)
        }
        return pairs
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
                .error("yaml/encoding", "the file is not valid UTF-8 text: \(message) at byte offset \(offset)", at: .file(file)))
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
            .error("yaml/syntax", message, at: SourceRange(file: file, line: location.line, column: location.column), notes: notes))
    }
}
