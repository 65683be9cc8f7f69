import Diagnostics

/// Property lookup on the finished model (docs/spec-format.md §2.4.4, §2.9): the entry that
/// wins in a context, with inheritance through `Same As`/`Component` bases and the same-named
/// children of a parent's bases. `kiln explain` uses it to show where each value comes from.
public struct SpecLookup: Sendable {
    public struct Found: Sendable {
        public var entry: SpecEntry
        /// The node that wrote the entry.
        public var owner: String
        /// The inheriting line (`Same As`, `Component`) when the entry came from a base.
        public var via: SourceRange?
    }

    private var nodes: [String: SpecNode] = [:]
    private var parents: [String: String] = [:]

    public init(_ specs: SpecSet) {
        for document in specs.documents {
            func visit(_ node: SpecNode, parent: String?) {
                nodes[node.id] = node
                if let parent { parents[node.id] = parent }
                for child in node.children { visit(child, parent: node.id) }
            }
            for node in document.nodes { visit(node, parent: nil) }
        }
    }

    public func node(_ id: String) -> SpecNode? { nodes[id] }
    public func parent(of id: String) -> String? { parents[id] }

    /// Bases of a node: its own references, then the same-named children of its parent's bases.
    public func bases(of id: String, depth: Int = 0) -> [(String, SourceRange)] {
        guard let node = nodes[id] else { return [] }
        var out = node.bases.compactMap { reference in reference.target.map { ($0, reference.range) } }
        guard depth < 8, let parent = parents[id] else { return out }
        for (base, range) in bases(of: parent, depth: depth + 1) {
            for child in nodes[base]?.children ?? [] where Self.sameName(child, node) { out.append((child.id, range)) }
        }
        return out
    }

    static func sameName(_ a: SpecNode, _ b: SpecNode) -> Bool {
        a.name.lowercased() == b.name.lowercased()
    }

    /// The winning entry for `key` in `context` (most qualifiers, then the later line).
    public func lookup(_ id: String, _ key: String, _ context: SpecQualifiers, visited: Set<String> = []) -> Found? {
        guard let node = nodes[id] else { return nil }
        if let property = node.property(key) {
            let candidates = Self.candidates(property.entries, for: context)
            if let first = candidates.first { return Found(entry: first, owner: id, via: nil) }
            if Self.ownsStates(property.entries, for: context) { return nil }
        }
        for (base, range) in bases(of: id) where !visited.contains(base) && base != id {
            if var found = lookup(base, key, context, visited: visited.union([id])) {
                found.via = range
                return found
            }
        }
        return nil
    }

    /// The entries that apply in `context`, best first (§2.4.4): every qualifier satisfied,
    /// most qualifiers first, ties to the later line. A value written for the `default` state
    /// (`Enabled:`) also applies, below the state's own values, in states the node does not
    /// describe (`Hover` keeps the enabled background).
    public static func candidates(_ entries: [SpecEntry], for context: SpecQualifiers) -> [SpecEntry] {
        var scored: [(entry: SpecEntry, score: Double)] = []
        // A state the property is written for (`Selected: label White`) keeps its own value: the
        // default state's (`Unselected: label Charcoal / Off-White`) is not carried into it.
        let describesState = context.state.map { state in entries.contains { $0.qualifiers.state == state } } ?? false
        for entry in entries {
            if entry.qualifiers.isSatisfied(by: context) {
                scored.append((entry, entry.qualifiers.specificity))
            } else if entry.qualifiers.state == "default", let state = context.state, state != "default", !describesState {
                var relaxed = entry.qualifiers
                relaxed.state = nil
                if relaxed.isSatisfied(by: context) { scored.append((entry, entry.qualifiers.specificity - 0.5)) }
            }
        }
        return scored.sorted { a, b in a.score != b.score ? a.score > b.score : a.entry.range.start > b.entry.range.start }.map(\.entry)
    }

    /// True when the node gives the property per state (and so owns it) but not for this
    /// context's state: a base's value is not taken for the missing state.
    public static func ownsStates(_ entries: [SpecEntry], for context: SpecQualifiers) -> Bool {
        var stateless = context
        stateless.state = nil
        return entries.contains { entry in
            var own = entry.qualifiers
            own.state = nil
            return entry.qualifiers.state != nil && own.isSatisfied(by: stateless)
        }
    }

    /// Every property key the node writes or inherits, in first-seen order.
    public func keys(_ id: String, visited: Set<String> = []) -> [String] {
        guard let node = nodes[id] else { return [] }
        var out = node.properties.map(\.key)
        for (base, _) in bases(of: id) where !visited.contains(base) {
            for key in keys(base, visited: visited.union([id])) where !out.contains(key) { out.append(key) }
        }
        return out
    }
}
