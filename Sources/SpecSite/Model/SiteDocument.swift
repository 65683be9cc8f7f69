import ColorScience
import DesignModel
import Diagnostics

// The spec side of the site, as a small render model adapted from the spec model
// (`SiteDocument+Spec.swift`), so that changes in `DesignModel/Spec` touch one file. Prose
// arrives as blocks, already parsed: the site never parses Markdown, and raw HTML in a spec is
// shown as text, never as markup.

/// One spec file: a flow of screens or a component catalog.
public struct SiteDocument: Sendable, Hashable {
    public var id: String
    public var title: String
    /// Project-relative path of the Markdown file.
    public var file: String
    public var isCatalog: Bool
    /// Front matter shown as facts (`platform: ios`, `devices: …`), in written order.
    public var facts: [SiteFact]
    /// Prose before the first screen.
    public var introduction: [SiteBlock]
    public var screens: [SiteScreen]
    /// How the reader took the file's property lines (what `kiln specs --coverage` prints for it).
    public var coverage: SiteCoverage?
    /// The lines outside every screen, when there are any.
    public var coverageOutsideScreens: SiteCoverage?

    public init(
        id: String, title: String, file: String, isCatalog: Bool = false, facts: [SiteFact] = [],
        introduction: [SiteBlock] = [], screens: [SiteScreen], coverage: SiteCoverage? = nil, coverageOutsideScreens: SiteCoverage? = nil
    ) {
        self.coverage = coverage
        self.coverageOutsideScreens = coverageOutsideScreens
        self.id = id
        self.title = title
        self.file = file
        self.isCatalog = isCatalog
        self.facts = facts
        self.introduction = introduction
        self.screens = screens
    }
}

/// Property lines read into facts, classified as prose, or not understood (docs/spec-format.md
/// §2.16), with the ones not understood and their lines.
public struct SiteCoverage: Sendable, Hashable {
    public var counts: SpecCoverageCounts
    public var notUnderstood: [SpecLineCoverage]

    public init(_ lines: [SpecLineCoverage]) {
        counts = SpecCoverageCounts(lines)
        notUnderstood = lines.filter { $0.status == .unread }
    }
}

public struct SiteFact: Sendable, Hashable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A screen (or a catalog section) with its documentation sections and components.
public struct SiteScreen: Sendable, Hashable {
    public var name: String
    /// The heading line.
    public var range: SourceRange
    /// Documentation sections (Purpose, Layout Structure, …) in document order.
    public var sections: [SiteSection]
    public var components: [SiteComponent]
    /// The screen's property lines as the reader took them; nil when none were counted.
    public var coverage: SiteCoverage?
    /// The screen node's own drawable properties (its background); empty for a file's loose components.
    public var wire: SiteWire
    /// The screen node's id in the spec model (what facts name); nil for loose components.
    public var nodeID: String?

    public init(
        name: String, range: SourceRange, sections: [SiteSection] = [], components: [SiteComponent] = [], coverage: SiteCoverage? = nil,
        wire: SiteWire = SiteWire(), nodeID: String? = nil
    ) {
        self.wire = wire
        self.nodeID = nodeID
        self.coverage = coverage
        self.name = name
        self.range = range
        self.sections = sections
        self.components = components
    }
}

public struct SiteSection: Sendable, Hashable {
    public var title: String
    public var range: SourceRange
    public var blocks: [SiteBlock]
    public init(title: String, range: SourceRange, blocks: [SiteBlock]) {
        self.title = title
        self.range = range
        self.blocks = blocks
    }
}

/// A component and its resolved properties; `id` is the node's path of names
/// (`Welcome Screen › Option Card 1`, what findings name), `nodeID` the spec model's id
/// (`onboarding/welcome-screen/option-card-1`, what facts name).
public struct SiteComponent: Sendable, Hashable {
    public var id: String
    public var nodeID: String
    public var name: String
    /// `component`, `part`, `animation`.
    public var kind: String
    public var range: SourceRange
    public var properties: [SiteProperty]
    /// Documentation inside the component (descriptions, unknown keys, notes).
    public var notes: [SiteBlock]
    /// Parts and sub-components.
    public var children: [SiteComponent]
    /// What the screen page's wireframe draws of it.
    public var wire: SiteWire

    public init(
        id: String, nodeID: String? = nil, name: String, kind: String = "component", range: SourceRange,
        properties: [SiteProperty] = [], notes: [SiteBlock] = [], children: [SiteComponent] = [], wire: SiteWire = SiteWire()
    ) {
        self.wire = wire
        self.id = id
        self.nodeID = nodeID ?? id
        self.name = name
        self.kind = kind
        self.range = range
        self.properties = properties
        self.notes = notes
        self.children = children
    }
}

/// One property (`Background`, `Typography`) with its value in each context it varies by.
public struct SiteProperty: Sendable, Hashable {
    public var name: String
    public var values: [SitePropertyValue]

    public init(name: String, values: [SitePropertyValue] = []) {
        self.name = name
        self.values = values
    }
}

/// One entry of a property: the context it applies to and its value resolved per mode.
public struct SitePropertyValue: Sendable, Hashable {
    /// `dark, selected, iPhone SE`; empty: every context.
    public var context: String
    public var written: String
    public var range: SourceRange
    /// The resolved value; per mode for colors that vary by mode.
    public var resolved: [SiteResolvedValue]

    public init(context: String, written: String, range: SourceRange, resolved: [SiteResolvedValue]) {
        self.context = context
        self.written = written
        self.range = range
        self.resolved = resolved
    }
}

public struct SiteResolvedValue: Sendable, Hashable {
    /// Nil: the same in every mode.
    public var mode: String?
    public var value: SiteValue
    public init(mode: String?, value: SiteValue) {
        self.mode = mode
        self.value = value
    }
}

/// A resolved property value, as the site draws it.
public enum SiteValue: Sendable, Hashable {
    case color(RGBA, token: TokenPath?)
    /// A length or size in words (`44×44pt`), with the points of its larger side when known.
    case dimension(String, points: Double?, token: TokenPath?)
    case typography(String, token: TokenPath?)
    case token(TokenPath)
    case text(String)
}

/// Block-level documentation, already parsed from Markdown by the spec parser.
public indirect enum SiteBlock: Sendable, Hashable {
    case heading(level: Int, [SiteInline])
    case paragraph([SiteInline])
    case list(ordered: Bool, items: [[SiteBlock]])
    /// Code and ASCII layouts: shown preformatted, alignment kept.
    case code(language: String?, text: String)
    case table(header: [[SiteInline]], rows: [[[SiteInline]]])
    case quote([SiteBlock])
    /// Raw HTML written in the spec: shown as text, never interpreted.
    case html(String)
    case rule
}

public indirect enum SiteInline: Sendable, Hashable {
    case text(String)
    case code(String)
    case emphasis([SiteInline])
    case strong([SiteInline])
    /// A link: shown as its text with the destination in words; the site links only to its
    /// own pages, so no spec can inject a `javascript:` or external URL.
    case link(destination: String, [SiteInline])
    case image(destination: String, alt: String)
    /// Inline raw HTML: shown as text.
    case html(String)
    case lineBreak
}

extension SiteBlock {
    /// The words of `blocks`, for the search index: text only, blocks separated by spaces.
    static func plainText(_ blocks: [SiteBlock]) -> String {
        var parts: [String] = []
        func inline(_ inlines: [SiteInline]) -> String {
            inlines.map { item -> String in
                switch item {
                case .text(let text), .code(let text), .html(let text): text
                case .emphasis(let children), .strong(let children), .link(_, let children): inline(children)
                case .image(_, let alt): alt
                case .lineBreak: " "
                }
            }.joined()
        }
        func visit(_ block: SiteBlock) {
            switch block {
            case .heading(_, let inlines), .paragraph(let inlines): parts.append(inline(inlines))
            case .list(_, let items): items.forEach { $0.forEach(visit) }
            case .code(_, let text), .html(let text): parts.append(text)
            case .table(let header, let rows): parts.append((header + rows.flatMap { $0 }).map(inline).joined(separator: " "))
            case .quote(let blocks): blocks.forEach(visit)
            case .rule: break
            }
        }
        blocks.forEach(visit)
        return parts.joined(separator: " ")
    }
}
