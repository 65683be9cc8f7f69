import Diagnostics

/// Every spec document loaded together (docs/spec-format.md §2.1), with the facts evaluated
/// from them for the rules and the site.
///
/// The documents keep what was written (nodes, properties with their entries, values resolved
/// against the tokens, documentation blocks); `facts` holds what was computed from them in
/// every context (text/background pairs, touch targets, text sizes, claims), each with the
/// range of the spec line that decided it.
public struct SpecSet: Sendable {
    public var documents: [SpecDocument]
    public var facts: SpecFacts
    /// The files the reader read a normalized copy of (full-width marks folded), with where the
    /// copy's lines grew: locations in `documents` and `facts` are the copy's, and what is
    /// reported from them is moved back to the file's columns (`ShiftedFiles.original`).
    public var shiftedFiles = ShiftedFiles()

    public init(documents: [SpecDocument] = [], facts: SpecFacts = SpecFacts()) {
        self.documents = documents
        self.facts = facts
    }

    public var isEmpty: Bool { documents.isEmpty }

    /// Every node of every document, depth first, with the document it belongs to.
    public var allNodes: [(document: SpecDocument, node: SpecNode)] {
        var out: [(SpecDocument, SpecNode)] = []
        for document in documents {
            document.forEachNode { out.append((document, $0)) }
        }
        return out
    }

    /// The node with this id (`photo-capture/entry-creation/title`), in any document.
    public func node(id: String) -> SpecNode? {
        for document in documents {
            if let node = document.node(id: id) { return node }
        }
        return nil
    }
}
