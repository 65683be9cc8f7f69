import Diagnostics

/// A screen, category, component, part or animation of a spec (docs/spec-format.md §2.3).
///
/// Nodes nest as the document nests them (a part is a child of the component whose group
/// introduced it). `container` and `bases` are references resolved by id (§2.9), because value
/// types cannot point at each other.
public struct SpecNode: Sendable {
    public enum Kind: String, Sendable, Hashable {
        case screen
        case category
        case component
        /// A component introduced by a group item (`Label:` with property children, §2.4.3).
        case part
        case animation
    }

    public var kind: Kind
    /// Document id, then the slugs of the names on the node's path (§2.3.4).
    public var id: String
    /// The name after normalization (marker, numbering and trailing parenthetical removed).
    public var name: String
    /// The trailing parenthetical of the heading (`FAB`, `MOST CRITICAL`).
    public var alias: String?
    /// The heading or group key as written.
    public var heading: String
    /// The heading level; nil for parts.
    public var level: Int?
    /// The heading (or group item) line.
    public var range: SourceRange
    /// A part's value when it has one (`Right Button: “Save” (text button)`).
    public var description: String?
    /// `On:` — the node this one sits on (its container, §2.11).
    public var on: SpecReference?
    /// `Same As:` and catalog `Component:` references, in lookup order (§2.9).
    public var bases: [SpecReference]
    public var properties: [SpecProperty]
    /// States declared by a `States` group or a state table (§2.6.2).
    public var states: [SpecState]
    /// Rows of variant tables (§2.8.4).
    public var variants: [SpecVariant]
    public var children: [SpecNode]
    /// Sections attached to the node (Accessibility, Design Tokens Used, Edge Cases, …).
    public var sections: [SpecSection]
    /// Documentation in the node's body, in order: prose, unknown keys, code, tables.
    public var documentation: [SpecBlock]

    public init(
        kind: Kind, id: String, name: String, alias: String? = nil, heading: String, level: Int?, range: SourceRange,
        description: String? = nil, on: SpecReference? = nil, bases: [SpecReference] = [], properties: [SpecProperty] = [],
        states: [SpecState] = [], variants: [SpecVariant] = [], children: [SpecNode] = [], sections: [SpecSection] = [],
        documentation: [SpecBlock] = []
    ) {
        self.kind = kind
        self.id = id
        self.name = name
        self.alias = alias
        self.heading = heading
        self.level = level
        self.range = range
        self.description = description
        self.on = on
        self.bases = bases
        self.properties = properties
        self.states = states
        self.variants = variants
        self.children = children
        self.sections = sections
        self.documentation = documentation
    }

    /// The property with this canonical key (`Text Color`), if the node writes one.
    public func property(_ key: String) -> SpecProperty? {
        properties.first { $0.key == key }
    }
}

/// A reference to another node (`On:`, `Same As:`, a catalog `Component:`), resolved by id.
public struct SpecReference: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case on
        case sameAs = "same-as"
        case component
    }

    public var kind: Kind
    /// The reference as written (`Welcome Screen › Primary CTA Button`).
    public var written: String
    /// The id of the node it resolved to; nil when it resolved to nothing (reported).
    public var target: String?
    public var range: SourceRange

    public init(kind: Kind, written: String, target: String?, range: SourceRange) {
        self.kind = kind
        self.written = written
        self.target = target
        self.range = range
    }
}

/// A declared state (§2.6.2): a canonical state or a custom one (`After Grant`, `Idle`).
public struct SpecState: Sendable, Hashable {
    /// `default`, `pressed`, … or the custom state's name in lowercase.
    public var name: String
    /// The name as written (`Hover (iPad)`).
    public var written: String
    public var isCustom: Bool
    /// The item's value (documentation), e.g. "20% darker coral, scale 0.98 (100ms ease-in-out)".
    public var description: String
    /// `scale 0.98`, read anywhere in the description.
    public var scale: Double?
    /// `0.8 opacity`, read anywhere in the description.
    public var opacity: Double?
    /// `(100ms ease-in-out)`.
    public var timing: SpecTiming?
    /// `20% darker coral`, `Background 10% darker`: a lightness change of one of the node's colors.
    public var colorChange: SpecColorChange?
    public var range: SourceRange

    public init(
        name: String, written: String, isCustom: Bool, description: String, scale: Double? = nil, opacity: Double? = nil,
        timing: SpecTiming? = nil, colorChange: SpecColorChange? = nil, range: SourceRange
    ) {
        self.name = name
        self.written = written
        self.isCustom = isCustom
        self.description = description
        self.scale = scale
        self.opacity = opacity
        self.timing = timing
        self.colorChange = colorChange
        self.range = range
    }
}

/// A state's change of one of its node's colors, in the words designers use: "20% darker coral"
/// is the node's coral made darker by the documented OKLCH rule (`RGBA.darkened(by:)`), not coral
/// at 80% opacity.
public struct SpecColorChange: Sendable, Hashable {
    public enum Target: String, Sendable, Hashable {
        case background, text, border, icon
    }

    /// The property the description names (`Background 10% darker`); nil when it only names a
    /// color (`20% darker coral`) or nothing (`10% darker`).
    public var target: Target?
    /// The color word written (`coral`), matched against the node's own colors.
    public var colorWords: String?
    /// Signed fraction: −0.2 is "20% darker", +0.1 is "10% lighter/brighter".
    public var lightness: Double
    /// "Background opacity 25%": the color's alpha in that state (replacing its own).
    public var opacity: Double?

    public init(target: Target? = nil, colorWords: String? = nil, lightness: Double, opacity: Double? = nil) {
        self.target = target
        self.colorWords = colorWords
        self.lightness = lightness
        self.opacity = opacity
    }
}

/// One row of a variant table (§2.8.4): the variant's name and the cells that bind its
/// variables (`Emotion color` → Warm Coral) or give a property value.
public struct SpecVariant: Sendable {
    public struct Binding: Sendable {
        /// The column header (`Emotion color`), normalized to lowercase.
        public var variable: String
        public var written: String
        /// The cell read as a color when it is one.
        public var color: SpecColorValue?
        public var range: SourceRange

        public init(variable: String, written: String, color: SpecColorValue?, range: SourceRange) {
            self.variable = variable
            self.written = written
            self.color = color
            self.range = range
        }
    }

    public var name: String
    public var bindings: [Binding]
    public var range: SourceRange

    public init(name: String, bindings: [Binding], range: SourceRange) {
        self.name = name
        self.bindings = bindings
        self.range = range
    }
}
