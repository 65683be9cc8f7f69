import Diagnostics

/// Assembles nodes from a stream of parse events (libyaml's or `JSONReader`'s) with an explicit
/// stack (no recursion, so deep input cannot overflow the call stack).
struct TreeBuilder {
    enum Kind { case mapping, sequence }

    struct Frame {
        var kind: Kind
        var start: SourceLocation
        var anchor: String?
        /// A sequence's items.
        var items: [YAMLNode] = []
        /// A mapping's pairs as they come (checked when it closes), and a key waiting for its value.
        var pairs: [YAMLNode.Pair] = []
        var pendingKey: YAMLNode?
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
            node = YAMLNode(content: .mapping(makePairs(frame.pairs)), range: range)
        }
        append(node, anchor: frame.anchor, size: frame.size)
    }

    /// `node` is consumed and the waiting key taken out of its frame, not copied: a node copy
    /// retains its strings and arrays one by one, and this runs for every key and value read
    /// (~30 M instructions of copies and releases on the 10k-token set).
    mutating func append(_ node: consuming YAMLNode, anchor: String?, size: Int = 1) {
        if let anchor { anchors[anchor] = (copy node, size) }
        if stack.isEmpty {
            if case .none = root { root = node }
        } else {
            let top = stack.count - 1
            stack[top].size += size
            if stack[top].kind == .sequence {
                // Room for three items at once: appending one by one reallocated at 1, 2 and 4
                // items, and most sequences (color components) hold three.
                if stack[top].items.capacity == 0 { stack[top].items.reserveCapacity(Self.firstItems) }
                stack[top].items.append(node)
            } else if let key = stack[top].pendingKey.take() {
                // Taken, not compared with nil first: `!= nil` on an optional of this
                // Equatable node copied it (and released the copy) for every key read.
                if stack[top].pairs.capacity == 0 { stack[top].pairs.reserveCapacity(Self.firstPairs) }
                stack[top].pairs.append(YAMLNode.Pair(key: key, value: node))
            } else {
                stack[top].pendingKey = node
            }
        }
    }

    /// The capacity a frame's items and pairs start with: a token object has two keys or more
    /// (appended one by one they reallocated at 1 and 2), a color's components are three. No
    /// more than the doubling reached anyway for those, so the tree is no larger.
    static let firstPairs = 2
    static let firstItems = 3

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

    /// Checks a mapping's pairs: applies `<<` merge keys (YAML 1.1), reports keys that are not
    /// scalars and duplicate keys (at the second occurrence, which is dropped).
    mutating func makePairs(_ written: [YAMLNode.Pair]) -> [YAMLNode.Pair] {
        if Self.needsNoChanges(written) { return written }
        var pairs: [YAMLNode.Pair] = []
        pairs.reserveCapacity(written.count)
        let useIndex = written.count > Self.linearScanLimit
        var seen: [String: Int] = [:]
        var merged: [YAMLNode.Pair] = []
        func existing(_ name: String) -> Int? {
            if useIndex { return seen[name] }
            return pairs.firstIndex { $0.name == name }
        }
        for pair in written {
            let key = pair.key
            guard case .scalar(let keyScalar) = key.content else {
                diagnostics.append(.error("yaml/complex-key", "mapping keys must be plain text, found \(key.kindDescription)", at: key.range))
                continue
            }
            if keyScalar.value == "<<", keyScalar.style == .plain {
                let sources = pair.value.items ?? [pair.value]
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
            pairs.append(pair)
        }
        // Explicit keys win over merged ones; among merged sources the first wins, as YAML says.
        for pair in merged where existing(pair.name) == nil {
            if useIndex { seen[pair.name] = pairs.count }
            pairs.append(pair)
        }
        return pairs
    }

    /// Most mappings are small: up to this many keys, a linear scan beats hashing every key.
    private static let linearScanLimit = 16

    /// True for the usual mapping — scalar keys, no merge key, no duplicates — which is kept
    /// exactly as written.
    ///
    /// Read through a buffer: binding each key's scalar (`case .scalar(let key)`) and indexing
    /// the array copied a node or a name (a retain and release) per key (13 M instructions on
    /// the 10k set, 8 M so).
    private static func needsNoChanges(_ pairs: [YAMLNode.Pair]) -> Bool {
        let simple = pairs.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                guard buffer[index].key.isScalar else { return false }
                // `name` is the key's text for a scalar key.
                if buffer[index].name.utf8.count == 2, buffer[index].name == "<<", buffer[index].key.isPlainScalar { return false }
            }
            guard buffer.count <= linearScanLimit else { return true }
            for later in buffer.indices.dropFirst() {
                for earlier in 0..<later where buffer[earlier].name == buffer[later].name { return false }
            }
            return true
        }
        guard simple else { return false }
        if pairs.count <= linearScanLimit { return true }
        var names = Set<String>(minimumCapacity: pairs.count)
        for pair in pairs where !names.insert(pair.name).inserted { return false }
        return true
    }
}
