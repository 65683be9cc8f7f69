import Diagnostics

/// One spec file: a flow of screens or a component catalog (docs/spec-format.md §2.1–2.3).
public struct SpecDocument: Sendable {
    /// How level-2 headings are read (§2.3): screens of a flow, or categories of a catalog.
    public enum Kind: String, Sendable, Hashable {
        case flow
        case catalog
    }

    /// Stable id (front matter `id`, else the file name without extension).
    public var id: String
    public var title: String
    public var kind: Kind
    /// Front matter `platform` (`ios`, `android`, `web`, …); nil: the configuration decides.
    public var platform: String?
    /// Devices in the order the front matter gives them (or the built-in list).
    public var devices: [SpecDevice]
    /// The device unqualified values describe (documentation; they apply to every device).
    public var defaultDevice: String?
    /// Mode names, in the order `a / b` pairs use.
    public var modes: [String]
    /// The default screen background (front matter, else configuration), one entry per mode.
    public var background: SpecProperty?
    /// Catalog documents whose components may be inherited.
    public var uses: [String]
    public var file: String
    /// Every front matter key as written, recognized or not (shown on the site).
    public var frontMatter: [SpecFrontMatterEntry]
    /// Top-level nodes in document order: screens, categories, top-level components and
    /// document-level animations.
    public var nodes: [SpecNode]
    /// Sections outside every node (document-level Accessibility, Design Tokens Used, …).
    public var sections: [SpecSection]
    /// Document-level documentation in order (overview prose, documentation headings, code).
    public var blocks: [SpecBlock]
    /// Claims the prose makes, in document order (§2.12).
    public var contrastClaims: [SpecContrastClaim]
    public var touchTargetClaims: [SpecTouchTargetClaim]
    public var tokenClaims: [SpecTokenClaim]
    /// Claims about everything in a scope, without a pair (§2.12.4).
    public var scopedClaims: [SpecScopedClaim] = []
    /// Every property line of the document and how it was read, in line order (§2.16).
    public var coverage: [SpecLineCoverage] = []

    public init(
        id: String, title: String, kind: Kind = .flow, platform: String? = nil, devices: [SpecDevice] = [],
        defaultDevice: String? = nil, modes: [String] = [], background: SpecProperty? = nil, uses: [String] = [],
        file: String, frontMatter: [SpecFrontMatterEntry] = [], nodes: [SpecNode] = [], sections: [SpecSection] = [],
        blocks: [SpecBlock] = [], contrastClaims: [SpecContrastClaim] = [], touchTargetClaims: [SpecTouchTargetClaim] = [],
        tokenClaims: [SpecTokenClaim] = []
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.platform = platform
        self.devices = devices
        self.defaultDevice = defaultDevice
        self.modes = modes
        self.background = background
        self.uses = uses
        self.file = file
        self.frontMatter = frontMatter
        self.nodes = nodes
        self.sections = sections
        self.blocks = blocks
        self.contrastClaims = contrastClaims
        self.touchTargetClaims = touchTargetClaims
        self.tokenClaims = tokenClaims
    }

    /// Visits every node depth first, in document order.
    public func forEachNode(_ body: (SpecNode) -> Void) {
        func visit(_ node: SpecNode) {
            body(node)
            for child in node.children { visit(child) }
        }
        for node in nodes { visit(node) }
    }

    public func node(id: String) -> SpecNode? {
        var found: SpecNode?
        forEachNode { if found == nil, $0.id == id { found = $0 } }
        return found
    }

    public var screens: [SpecNode] { nodes.filter { $0.kind == .screen } }
}

/// A device the spec describes, with its width in points when known (iPad: unknown).
public struct SpecDevice: Sendable, Hashable {
    public var name: String
    public var width: Double?

    public init(name: String, width: Double?) {
        self.name = name
        self.width = width
    }
}

/// One front matter key as written.
public struct SpecFrontMatterEntry: Sendable, Hashable {
    public var key: String
    /// The value as text (lists joined with ", ").
    public var value: String
    /// Whether Kiln reads the key (§2.2); other keys are documentation.
    public var isRecognized: Bool
    public var range: SourceRange

    public init(key: String, value: String, isRecognized: Bool, range: SourceRange) {
        self.key = key
        self.value = value
        self.isRecognized = isRecognized
        self.range = range
    }
}

/// A section heading (§2.3.2) and what it holds: documentation blocks; its claims are in the
/// document's claim lists.
public struct SpecSection: Sendable {
    public enum Kind: String, Sendable, Hashable {
        case components
        case animations
        case accessibility
        case tokens
        case responsive
        case documentation
    }

    public var kind: Kind
    public var title: String
    public var range: SourceRange
    public var blocks: [SpecBlock]

    public init(kind: Kind, title: String, range: SourceRange, blocks: [SpecBlock] = []) {
        self.kind = kind
        self.title = title
        self.range = range
        self.blocks = blocks
    }
}
