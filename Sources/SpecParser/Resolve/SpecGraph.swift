import DesignModel
import Diagnostics

/// All documents' nodes as one graph: ids (§2.3.4), `On`/`Same As`/catalog references
/// (§2.9), and the conversion to the immutable model.
struct SpecGraph {
    struct Ref: Hashable {
        var document: Int
        var node: Int
    }

    var documents: [DocumentDraft]
    let session: SpecSession
    /// Node id → ref.
    var byID: [String: Ref] = [:]
    /// Per node: container (On, else the structural parent) and bases (Same As, then catalog).
    var containers: [Ref: Ref] = [:]
    var bases: [Ref: [(Ref, SourceRange)]] = [:]
    /// Per document, its catalog components (none when it is no catalog) with their names and
    /// aliases compacted: every reference is looked up among them, and names do not change once
    /// read.
    private let catalogNames: [[(node: Int, name: String, alias: String?)]]

    init(documents: [DocumentDraft], session: SpecSession) {
        self.documents = documents
        self.session = session
        catalogNames = documents.map { document in
            guard document.document.kind == .catalog else { return [] }
            return document.nodes.indices.compactMap { index in
                let node = document.nodes[index]
                return node.kind == .component ? (index, Normalize.compact(node.name), node.alias.map(Normalize.compact)) : nil
            }
        }
    }

    func node(_ ref: Ref) -> NodeDraft { documents[ref.document].nodes[ref.node] }

    var allRefs: [Ref] {
        documents.indices.flatMap { document in documents[document].nodes.indices.map { Ref(document: document, node: $0) } }
    }

    // MARK: Ids

    mutating func assignIDs() {
        for document in documents.indices {
            var used = Set<String>()
            let docID = documents[document].document.id
            func visit(_ index: Int, prefix: String) {
                var id = prefix + "/" + Normalize.slug(documents[document].nodes[index].name)
                if used.contains(id) {
                    var counter = 2
                    while used.contains("\(id)-\(counter)") { counter += 1 }
                    id = "\(id)-\(counter)"
                }
                used.insert(id)
                documents[document].nodes[index].id = id
                byID[id] = Ref(document: document, node: index)
                for child in documents[document].nodes[index].children { visit(child, prefix: id) }
            }
            for root in documents[document].roots { visit(root, prefix: docID) }
        }
    }

    /// The screen (or category) ancestor of a node, or the node itself.
    func screen(of ref: Ref) -> Ref? {
        var current: Int? = ref.node
        while let index = current {
            let node = documents[ref.document].nodes[index]
            if node.kind == .screen || node.kind == .category { return Ref(document: ref.document, node: index) }
            current = node.parent
        }
        return nil
    }

    /// `Welcome Screen › Option Card 1 › Label`: names from the screen down.
    func path(of ref: Ref) -> String {
        var names: [String] = []
        var current: Int? = ref.node
        while let index = current {
            let node = documents[ref.document].nodes[index]
            names.append(node.name)
            current = node.parent
        }
        return names.reversed().joined(separator: " › ")
    }

    // MARK: References

    static func matches(_ node: NodeDraft, _ name: String) -> Bool {
        let key = Normalize.key(name)
        return Normalize.key(node.name) == key || node.alias.map { Normalize.key($0) == key } ?? false
            || Normalize.key(node.heading) == key
    }

    func descendants(of ref: Ref) -> [Ref] {
        var out: [Ref] = []
        var stack = documents[ref.document].nodes[ref.node].children.reversed().map { Ref(document: ref.document, node: $0) }
        while let next = stack.popLast() {
            out.append(next)
            stack += documents[next.document].nodes[next.node].children.reversed().map { Ref(document: next.document, node: $0) }
        }
        return out
    }

    enum Lookup {
        case found(Ref)
        case ambiguous([Ref])
        case none
    }

    /// Resolves a node reference written on `from` (§2.9): a path from a screen; a sibling, then
    /// a node of the same screen; anywhere in the document; a catalog component.
    func resolve(_ written: String, from: Ref, catalogOnly: Bool = false) -> Lookup {
        let segments = Normalize.splitTopLevel(Normalize.text(written), separators: [" › ", " > ", "›"])
        guard !segments.isEmpty else { return .none }
        func pick(_ candidates: [Ref]) -> Lookup? {
            let unique = candidates.filter { $0 != from }
            if unique.count == 1 { return .found(unique[0]) }
            if unique.count > 1 { return .ambiguous(unique) }
            return nil
        }
        if catalogOnly {
            return pick(catalogComponents(named: written, excluding: from)) ?? .none
        }
        let document = documents[from.document]
        if segments.count > 1 {
            // (1) A path from a screen (in this document first, then any).
            for documentIndex in [from.document] + documents.indices.filter({ $0 != from.document }) {
                let roots = documents[documentIndex].nodes.indices.filter {
                    let node = documents[documentIndex].nodes[$0]
                    return (node.kind == .screen || node.kind == .category || node.parent == nil) && SpecGraph.matches(node, segments[0])
                }
                for root in roots {
                    var current = [Ref(document: documentIndex, node: root)]
                    for segment in segments.dropFirst() {
                        current = current.flatMap { descendants(of: $0) }.filter { SpecGraph.matches(node($0), segment) }
                        // Prefer the shallowest matches.
                        if let minDepth = current.map({ depth($0) }).min() { current = current.filter { depth($0) == minDepth } }
                    }
                    if let result = pick(current) { return result }
                }
            }
            return .none
        }
        let name = segments[0]
        // (2) Siblings, then the screen.
        let parent = document.nodes[from.node].parent
        let siblings = (parent.map { document.nodes[$0].children } ?? document.roots).map { Ref(document: from.document, node: $0) }
        if let result = pick(siblings.filter { SpecGraph.matches(node($0), name) }) { return result }
        if let screen = screen(of: from) {
            if let result = pick(descendants(of: screen).filter { SpecGraph.matches(node($0), name) }) { return result }
        }
        // (3) Anywhere in the document; a component before a screen of the same name.
        let everywhere = document.nodes.indices.map { Ref(document: from.document, node: $0) }.filter {
            SpecGraph.matches(node($0), name)
        }
        let components = everywhere.filter { node($0).kind != .screen }
        if let result = pick(components.isEmpty ? everywhere : components) { return result }
        // (4) A catalog component.
        return pick(catalogComponents(named: name, excluding: from)) ?? .none
    }

    func depth(_ ref: Ref) -> Int {
        var depth = 0
        var current = documents[ref.document].nodes[ref.node].parent
        while let index = current {
            depth += 1
            current = documents[ref.document].nodes[index].parent
        }
        return depth
    }

    /// Components of catalogs the document may use, named so (spaces removed: `PremiumBadge`).
    func catalogComponents(named name: String, excluding: Ref) -> [Ref] {
        let key = Normalize.compact(name)
        guard !key.isEmpty else { return [] }
        let uses = documents[excluding.document].document.uses
        var out: [Ref] = []
        for (documentIndex, document) in documents.enumerated() where document.document.kind == .catalog {
            if !uses.isEmpty, !uses.contains(document.document.id) { continue }
            for component in catalogNames[documentIndex] where component.name == key || component.alias == key {
                out.append(Ref(document: documentIndex, node: component.node))
            }
        }
        return out.filter { $0 != excluding }
    }

    mutating func resolveReferences() {
        for ref in allRefs {
            let node = self.node(ref)
            if let parent = node.parent { containers[ref] = Ref(document: ref.document, node: parent) }
            if let (written, range) = node.onReference {
                switch resolve(written, from: ref) {
                case .found(let target):
                    containers[ref] = target
                    documents[ref.document].nodes[ref.node].on = SpecReference(kind: .on, written: written, target: self.node(target).id, range: range)
                case .ambiguous(let candidates):
                    report(ambiguous: written, candidates, range: range)
                    documents[ref.document].nodes[ref.node].on = SpecReference(kind: .on, written: written, target: nil, range: range)
                case .none:
                    report(unresolved: written, range: range)
                    documents[ref.document].nodes[ref.node].on = SpecReference(kind: .on, written: written, target: nil, range: range)
                }
            }
            var found: [(Ref, SourceRange)] = []
            var references: [SpecReference] = []
            for (index, range) in node.directBases {
                let target = Ref(document: ref.document, node: index)
                found.append((target, range))
                references.append(SpecReference(kind: .sameAs, written: self.node(target).name, target: self.node(target).id, range: range))
            }
            for (written, range) in node.sameAsReferences {
                switch resolve(written, from: ref) {
                case .found(let target):
                    // `Primary Button (same as Welcome Screen)`: a screen is not a base.
                    if self.node(target).kind == .screen || self.node(target).kind == .category { continue }
                    found.append((target, range))
                    references.append(SpecReference(kind: .sameAs, written: written, target: self.node(target).id, range: range))
                case .ambiguous(let candidates):
                    report(ambiguous: written, candidates, range: range)
                    references.append(SpecReference(kind: .sameAs, written: written, target: nil, range: range))
                case .none:
                    report(unresolved: written, range: range)
                    references.append(SpecReference(kind: .sameAs, written: written, target: nil, range: range))
                }
            }
            if let (kind, range) = node.componentKind, case .found(let target) = resolve(kind, from: ref, catalogOnly: true) {
                found.append((target, range))
                references.append(SpecReference(kind: .component, written: kind, target: self.node(target).id, range: range))
            }
            bases[ref] = found
            documents[ref.document].nodes[ref.node].bases = references
        }
        // Cycles through bases and containers.
        for ref in allRefs {
            var seen: [Ref] = [ref]
            var current = ref
            while let next = containers[current] {
                if seen.contains(next) {
                    if next == ref, let (_, range) = node(ref).onReference {
                        session.warning(
                            .specReferenceCycle, "\"\(node(ref).name)\" sits on itself through \(seen.map { "\"\(node($0).name)\"" }.joined(separator: " → "))",
                            at: range)
                        containers[ref] = nil
                    }
                    break
                }
                seen.append(next)
                current = next
            }
            if hasBaseCycle(ref, visiting: []) {
                let range = bases[ref]?.first?.1 ?? node(ref).range
                session.warning(.specReferenceCycle, "\"\(node(ref).name)\" inherits from itself", at: range)
                bases[ref] = []
            }
        }
    }

    func hasBaseCycle(_ ref: Ref, visiting: Set<Ref>) -> Bool {
        if visiting.contains(ref) { return true }
        for (base, _) in bases[ref] ?? [] where hasBaseCycle(base, visiting: visiting.union([ref])) { return true }
        return false
    }

    func report(unresolved written: String, range: SourceRange) {
        session.warning(.specUnresolvedReference, "\"\(written)\" names no node", at: range, hint: "write `Screen › Component`, or the name of a component of this screen")
    }

    func report(ambiguous written: String, _ candidates: [Ref], range: SourceRange) {
        session.warning(
            .specAmbiguousReference,
            "\"\(written)\" names several nodes: \(candidates.map { "\"\(path(of: $0))\"" }.joined(separator: ", "))", at: range,
            hint: "write the path from the screen, e.g. `\(path(of: candidates[0]))`")
    }

    // MARK: Model

    func makeDocuments() -> [SpecDocument] {
        documents.enumerated().map { documentIndex, draft in
            var document = draft.document
            func make(_ index: Int) -> SpecNode {
                let node = draft.nodes[index]
                return SpecNode(
                    kind: node.kind, id: node.id, name: node.name, alias: node.alias, heading: node.heading, level: node.level,
                    range: node.range, description: node.description, on: node.on, bases: node.bases, properties: node.properties,
                    states: node.states, variants: node.variants, children: node.children.map(make), sections: node.sections,
                    documentation: node.documentation)
            }
            document.nodes = draft.roots.map(make)
            document.contrastClaims = zip(draft.document.contrastClaims, draft.claimOwners).map { claim, owner in
                var claim = claim
                claim.node = owner.map { draft.nodes[$0].id }
                return claim
            }
            document.touchTargetClaims = zip(draft.document.touchTargetClaims, draft.touchOwners).map { claim, owner in
                var claim = claim
                claim.node = owner.map { draft.nodes[$0].id }
                claim.parts = claim.parts.map { part in
                    var part = part
                    guard let subject = part.subject, !part.appliesToAll else { return part }
                    let scope = owner.map { descendants(of: Ref(document: documentIndex, node: $0)).map(\.node) } ?? Array(draft.nodes.indices)
                    var key = Normalize.key(subject)
                    if key.hasSuffix("s"), !key.hasSuffix("ss") { key.removeLast() }
                    part.nodes = scope.filter {
                        draft.nodes[$0].kind != .animation && Normalize.key(draft.nodes[$0].name).contains(key)
                    }.map { draft.nodes[$0].id }
                    return part
                }
                return claim
            }
            return document
        }
    }
}
