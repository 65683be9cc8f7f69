import ColorScience
import DesignModel
import Diagnostics

/// A node while its document is read: flat, with indices for parent and children, so later
/// passes (references, inheritance, facts) can walk the graph.
struct NodeDraft {
    var kind: SpecNode.Kind
    var name: String
    var alias: String?
    var heading: String
    var level: Int?
    var range: SourceRange
    var description: String?
    var parent: Int?
    var children: [Int] = []
    /// Opened by a label line over a list (`**Layer** `btn/back``), not by a heading.
    var isLabel = false
    var id = ""
    var properties: [SpecProperty] = []
    var states: [SpecState] = []
    var variants: [SpecVariant] = []
    /// Variables (column names, lowercased) bound by this node's variant tables.
    var variantColumns: Set<String> = []
    var sections: [SpecSection] = []
    var documentation: [SpecBlock] = []
    /// Entries implied by another value (`Text: “1”, 24pt Bold` → `Typography`), by key and
    /// line: they never count as a duplicate of what the author writes.
    var impliedEntries: Set<String> = []
    /// Custom states this node declares or uses (lowercased).
    var customStates: Set<String> = []
    /// States whose description sets a color in words, read once the node's own lines are
    /// (`DocumentBuilder.addStateColors`): (state, description, item).
    var pendingStateColors: [(String, String, RawItem)] = []
    var onReference: (String, SourceRange)?
    var sameAsReferences: [(String, SourceRange)] = []
    /// `Button: “Allow Photos”` on an element that copies another (`Same As: Card 1`), or
    /// `Badge: “2”, same styling`: a keyed text naming a part of the copied element (or of an
    /// earlier sibling), read once the node's own lines are (`DocumentBuilder.addCopiedParts`).
    var pendingCopies: [(RawItem, DocumentBuilder.ParsedKey)] = []
    /// Bases in this document given by index (a part made from `pendingCopies`), before the
    /// written `Same As` ones.
    var directBases: [(Int, SourceRange)] = []
    /// `Component:` kind words, for catalog inheritance.
    var componentKind: (String, SourceRange)?
    /// The node states what a person does to it (`Tap Action: …`, `Interaction: Swipe down …`),
    /// which makes it interactive whatever its kind.
    var statedAction = false
    var declaredStyle: (TokenPath, String, SourceRange)?
    /// Resolved references (indices into the spec set's node table).
    var on: SpecReference?
    var bases: [SpecReference] = []

    init(kind: SpecNode.Kind, name: String, alias: String?, heading: String, level: Int?, range: SourceRange, parent: Int?) {
        self.kind = kind
        self.name = name
        self.alias = alias
        self.heading = heading
        self.level = level
        self.range = range
        self.parent = parent
    }

    func propertyIndex(_ key: String) -> Int? { properties.firstIndex { $0.key == key } }

    func property(_ key: String) -> SpecProperty? { properties.first { $0.key == key } }
}

/// A document while it is read.
struct DocumentDraft {
    var document: SpecDocument
    var nodes: [NodeDraft] = []
    /// Top-level node indices in order.
    var roots: [Int] = []
    var vocabulary: QualifierVocabulary
    var variables: Set<String>
    /// Categorical palettes the document names as one color (`the emotion color`), by variable
    /// (`PaletteColorReading`).
    var paletteVariables: [String: String] = [:]
    /// The document's own mode mapping (`Charcoal (#2D3436) → Off-White (#F5F6FA)`): a first-mode
    /// color (hex) → its value in the other mode.
    var modeMap: [String: RGBA] = [:]
    /// Shared names the document writes with one hex (`ValueEnv.namePins`).
    var namePins: [String: NamePin] = [:]
    /// Text styles the document's code defines (`labelSmall = TextStyle(fontSize = 11.sp)`):
    /// name → font size, made when a code block first needs them (`StyleObjectFontSizeReading`).
    var codeTextStyles: [String: String]?
    /// The document's own color names (`DocumentPalette`).
    var palette: [String: NamePin] = [:]
    /// Its top-level tables with a column per mode (`ModeTable`).
    var modeTables: [ModeTable] = []
    /// The custom properties its CSS defines, per mode, once a stylesheet asks for them.
    var cssVariables: [String: [String: String]]?
    /// Lines of fenced blocks that are prose to the claim readers, with the text they read:
    /// Gherkin steps, and a scenario outline's examples row written out (`GherkinStepReading`).
    var proseLines: [Int: String] = [:]
    /// The mode the document writes in parentheses after the other's value (`ParenthesizedModeReading`).
    var parenthesisMode: String?
    /// `Fill:` lines of a text layer's list (`TextLayerFillReading`): the color of its text.
    var textLayerFillLines = Set<Int>()
    /// The lead of the code block that first styled each element (`Incorrect`, `Correct`): a
    /// later block under another lead styles an element of its own (`CSSStyleReading`).
    var cssElementLeads: [Int: String] = [:]
    /// The values script blocks' theme objects give each name, per mode (`StyleObjectReading`).
    var styleTheme: [String: [String: String]] = [:]
    /// The lexer over the project's and the document's color names, made once the palette is
    /// read, so every reader shares its memo of lexed texts.
    var valueLexer: ValueLexer?
    /// Value spans of lines already lexed (by line number), for coverage to reuse.
    var lineSpans: [Int: [ValueSpan]] = [:]
    /// Variant-table colors the document says change in its second mode without giving values
    /// ("All emotion colors slightly adjusted (5-10% brighter) for dark mode"), with that line.
    var modeOpenVariables: [String: SourceRange] = [:]
    /// Where each contrast claim belongs: the screen (index) or nil (document).
    var claimOwners: [Int?] = []
    /// Text styles the document's type scale defines (`TypeScaleReading`).
    var typeStyles: [DefinedTypeStyle] = []
    var touchOwners: [Int?] = []
    var lines: LineMap
    /// Property lines of node bodies, for coverage (§2.16), in document order.
    var candidates: [LineCandidate] = []
    /// The keyed-item units that took an item (`SpecReadings.keyedItems`), so a test can hold
    /// each unit's examples to that unit rather than to whichever reader gives the facts.
    var keyedUnitsTaken: Set<ObjectIdentifier> = []
}

/// A line that may state a property: a keyed list item, a table row or a `Key: value` line of
/// prose in a node's body.
struct LineCandidate {
    var key: String?
    var value: String
    var text: String
    var range: SourceRange
    /// The screen (or category) index the line belongs to.
    var screen: Int?
    var isTableRow = false
}
