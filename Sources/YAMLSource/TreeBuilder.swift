import Diagnostics

/// Assembles nodes from a stream of parse events (libyaml's or `JSONReader`'s) with an explicit
/// stack (no recursion, so deep input cannot overflow the call stack).
struct TreeBuilder {
    enum Kind { case mapping, sequence }

    struct Frame {
        var kind: Kind
        var start: SourceLocation
        var anchor: String?
        /// Where this frame's items (a sequence) or pairs (a mapping, checked when it closes)
        /// start in the builder's `items` or `pairs`: they are kept there, above those of the
        /// frames below, until the frame closes.
        var first: Int
        /// A mapping's key waiting for its value.
        var pendingKey: YAMLNode?
        /// Expanded size of everything below this frame, counting aliased subtrees in full.
        var size: Int = 1
    }

    let file: String
    let fileID: FileID
    let maximumDepth: Int
    let maximumAliasExpansion: Int
    var stack: [Frame] = []
    /// The items and pairs of every open frame, each frame's above those of the frame below it.
    /// A closing frame moves its own out into an array of exactly their number: appended to
    /// arrays of their own, they would reallocate as they grow (at 2, 4, 8... pairs). Shared by
    /// reference: a builder is used by one reader and not copied while it reads.
    let items = NodeStack<YAMLNode>()
    let pairs = NodeStack<YAMLNode.Pair>()
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
                    .yamlTooDeep,
                    "nesting is deeper than \(maximumDepth) levels; Kiln stops reading here",
                    at: SourceRange(file: file, line: start.line, column: start.column)))
            failed = true
            return false
        }
        stack.append(Frame(kind: kind, start: start, anchor: anchor, first: kind == .mapping ? pairs.count : items.count))
        return true
    }

    mutating func close(at end: SourceLocation) {
        guard let frame = stack.popLast() else { return }
        let range = SourceRange(fileID: fileID, start: frame.start, end: end)
        let node: YAMLNode
        switch frame.kind {
        case .sequence:
            node = YAMLNode(content: .sequence(items.popArray(from: frame.first)), range: range)
        case .mapping:
            node = YAMLNode(content: .mapping(makePairs(pairs.popArray(from: frame.first))), range: range)
        }
        append(node, anchor: frame.anchor, size: frame.size)
    }

    /// `node` is consumed and the waiting key taken out of its frame, not copied: a node copy
    /// retains its strings and arrays one by one, and this runs for every key and value read.
    mutating func append(_ node: consuming YAMLNode, anchor: String?, size: Int = 1) {
        if let anchor { anchors[anchor] = (copy node, size) }
        if stack.isEmpty {
            if case .none = root { root = node }
        } else {
            let top = stack.count - 1
            stack[top].size += size
            if stack[top].kind == .sequence {
                items.push(node)
            } else if let key = stack[top].pendingKey.take() {
                // Taken, not compared with nil first: `!= nil` on an optional of this
                // Equatable node copied it (and released the copy) for every key read.
                pairs.push(YAMLNode.Pair(key: key, value: node))
            } else {
                stack[top].pendingKey = node
            }
        }
    }

    mutating func alias(_ name: String, range: SourceRange) -> Bool {
        guard let (target, size) = anchors[name] else {
            diagnostics.append(.error(.yamlSyntax, "alias '*\(name)' names no anchor", at: range))
            return true
        }
        aliasExpansion += size
        if aliasExpansion > maximumAliasExpansion {
            diagnostics.append(
                .error(
                    .yamlAliasLimit,
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
                diagnostics.append(.error(.yamlComplexKey, "mapping keys must be plain text, found \(key.kindDescription)", at: key.range))
                continue
            }
            if keyScalar.value == "<<", keyScalar.style == .plain {
                let sources = pair.value.items ?? [pair.value]
                for source in sources {
                    guard let sourcePairs = source.pairs else {
                        diagnostics.append(.error(.yamlMerge, "a merge key `<<` takes a mapping or a list of mappings, found \(source.kindDescription)", at: source.range))
                        continue
                    }
                    merged.append(contentsOf: sourcePairs)
                }
                continue
            }
            if let first = existing(keyScalar.value) {
                diagnostics.append(
                    .error(
                        .yamlDuplicateKey, "duplicate key \"\(keyScalar.value)\"; a later value would silently replace the first",
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
    /// the array copies a node or a name (a retain and release) per key.
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

/// A stack of values in one buffer that grows by doubling; the values above a mark are moved
/// out (not copied: no retain and release per value) into an array of their exact number.
final class NodeStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func push(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// The values from index `start` up, in order, removed from the stack.
    func popArray(from start: Int) -> [Element] {
        let taken = count - start
        guard taken > 0 else { return [] }
        let source = storage + start
        count = start
        // Reserved and appended to, not `Array(unsafeUninitializedCapacity:)`: that one looks
        // the array's storage type up generically on every call.
        var array: [Element] = []
        array.reserveCapacity(taken)
        for offset in 0..<taken { array.append((source + offset).move()) }
        return array
    }
}
