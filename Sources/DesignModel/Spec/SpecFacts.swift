import ColorScience
import Diagnostics

/// What the specs say, evaluated in every context (docs/spec-format.md §2.11): the one set of
/// facts the spec reader (SpecParser) produces and the spec-based rules, `kiln specs` and the site
/// read directly. A new kind of fact is a new array here and a new type in `SpecFact`.
///
/// Every fact is already evaluated in one context (mode × state × device × variant): colors
/// resolved to RGBA with opacity applied, backgrounds as the stack of layers behind the node
/// (docs/spec-format.md §2.11), sizes in points. Each fact carries the range of the spec line
/// that decided it in that context, which is where findings point.
public struct SpecFacts: Sendable, Hashable {
    /// Text carriers (§2.11): `Text Color`, `Color` of a node with text, `Placeholder Color`,
    /// each on the node's effective background.
    public var textPairs: [SpecFact.ColorPair]
    /// Non-text carriers: `Icon Color`, `Color` of a node without text, `Border`, `Divider`,
    /// focus rings and selection indicators, each against what is next to it.
    public var nonTextPairs: [SpecFact.ColorPair]
    /// Interactive nodes (buttons, fields, cells, controls) with their touch-target box.
    public var interactiveElements: [SpecFact.InteractiveElement]
    /// Every node with text and a known font size.
    public var textElements: [SpecFact.TextElement]
    /// Contrast claims from Accessibility sections (§2.12.1).
    public var contrastClaims: [SpecFact.ContrastClaim]
    /// Every token reference a spec line makes (by path, name or matched literal).
    public var tokenReferences: [SpecFact.TokenReference]
    /// Every value a spec line states for a token (`typography.subheadline (15pt regular)`, a
    /// token-table row), for comparing what different places state.
    public var statedValues: [SpecFact.StatedValue] = []
    /// Claims about everything in a scope ("All text meets minimum ratios", "WCAG 2.1 AA
    /// compliant"), judged against the findings of that scope (§2.12.4).
    public var scopedClaims: [SpecScopedClaim] = []
    /// What the documents state about components and named colors that several places
    /// describe, for comparing them across documents (`spec/cross-document-conflict`).
    public var statements: [SpecFact.Statement] = []

    public init(
        textPairs: [SpecFact.ColorPair] = [], nonTextPairs: [SpecFact.ColorPair] = [],
        interactiveElements: [SpecFact.InteractiveElement] = [], textElements: [SpecFact.TextElement] = [],
        contrastClaims: [SpecFact.ContrastClaim] = [], tokenReferences: [SpecFact.TokenReference] = []
    ) {
        self.textPairs = textPairs
        self.nonTextPairs = nonTextPairs
        self.interactiveElements = interactiveElements
        self.textElements = textElements
        self.contrastClaims = contrastClaims
        self.tokenReferences = tokenReferences
    }
}

/// Namespace of the facts `SpecFacts` holds (apart from the spec documents' own types, which
/// describe what was written rather than what was evaluated).
public enum SpecFact {}

extension SpecFact {
    /// A spec node, named for humans and fingerprints.
    public struct Component: Sendable, Hashable {
        /// The node's id in the spec model (`photo-capture/entry-creation/cancel-button`).
        public var id: String
        /// The node's path from its screen: `Welcome Screen › Option Card 1 › Label`. Unique in
        /// its file; what findings name and fingerprint.
        public var path: String
        /// The screen (or catalog section) the node belongs to: `Welcome Screen`.
        public var screen: String?
        /// The spec file (`specs/002-onboarding.md`).
        public var file: String
        /// The node's heading or group line.
        public var range: SourceRange

        public init(id: String, path: String, screen: String?, file: String, range: SourceRange) {
            self.id = id
            self.path = path
            self.screen = screen
            self.file = file
            self.range = range
        }
    }

    /// The qualifiers a fact was evaluated under.
    public struct Context: Sendable, Hashable {
        public var mode: String
        /// Canonical state (`default`, `hover`, `pressed`, `focus`, `selected`, `disabled`,
        /// `loading`, `error`) or a custom state name.
        public var state: String
        /// Nil: the value applies to every device.
        public var device: String?
        /// A variant table row (`Happy`), when the node has variants.
        public var variant: String?

        public init(mode: String, state: String = "default", device: String? = nil, variant: String? = nil) {
            self.mode = mode
            self.state = state
            self.device = device
            self.variant = variant
        }
    }

    /// One color as the spec draws it in a context: its RGBA (opacity already applied), the token
    /// it resolved to if any, the text as written, and the line that wrote it.
    public struct Color: Sendable, Hashable {
        public var color: RGBA
        public var token: TokenPath?
        /// The value as written (`Primary Coral at 10% opacity`, `#636E72`).
        public var written: String
        public var range: SourceRange

        public init(color: RGBA, token: TokenPath? = nil, written: String, range: SourceRange) {
            self.color = color
            self.token = token
            self.written = written
            self.range = range
        }

        /// The token path, else the written text: how pairs are named in fingerprints.
        public var name: String { token?.string ?? written }
    }

    /// What a non-text color does, which decides whether SC 1.4.11 applies.
    public enum NonTextRole: String, Sendable, Hashable, CaseIterable {
        /// The border that shows where an input (field, checkbox, switch track) is.
        case inputBorder = "input-border"
        /// An icon that carries meaning without a text label next to it.
        case icon
        /// A focus ring or focus border.
        case focusIndicator = "focus-indicator"
        /// What shows a selected state (border, check, fill) when nothing else does.
        case selectionIndicator = "selection-indicator"
        /// Any other boundary needed to identify a control (a button with no fill but a border).
        case controlBoundary = "control-boundary"
        /// Dividers, illustration accents, decorative strokes: not required by SC 1.4.11.
        case decorative
    }

    /// A foreground drawn on a background in one context.
    public struct ColorPair: Sendable, Hashable {
        /// The property of a pair only a contrast claim states (an audit row, a swatch table):
        /// checked like any pair, but not evidence against the document's blanket claims,
        /// which are about the elements it draws.
        public static let statedPairProperty = "Stated pair"
        public var component: SpecFact.Component
        /// The property that set the foreground: `Text Color`, `Color`, `Placeholder Color`,
        /// `Icon Color`, `Border`.
        public var property: String
        public var context: SpecFact.Context
        public var foreground: SpecFact.Color
        /// The layers behind the node, bottom → top (screen background first). Empty when the
        /// background is unknown (the parser reports `spec/unknown-background` once per screen).
        public var background: [SpecFact.Color]
        /// Font size in points and weight, for text pairs (large text has a lower requirement).
        public var textSize: Double?
        public var textWeight: Int?
        /// For non-text pairs; nil for text.
        public var role: SpecFact.NonTextRole?
        /// The line of the foreground entry that won the lookup in this context.
        public var range: SourceRange

        public init(
            component: SpecFact.Component, property: String, context: SpecFact.Context, foreground: SpecFact.Color,
            background: [SpecFact.Color], textSize: Double? = nil, textWeight: Int? = nil, role: SpecFact.NonTextRole? = nil,
            range: SourceRange
        ) {
            self.component = component
            self.property = property
            self.context = context
            self.foreground = foreground
            self.background = background
            self.textSize = textSize
            self.textWeight = textWeight
            self.role = role
            self.range = range
        }
    }

    /// An interactive node's touch target in one context (device).
    public struct InteractiveElement: Sendable, Hashable {
        public var component: SpecFact.Component
        public var context: SpecFact.Context
        /// Points; nil when the spec does not say (then the axis is not checked).
        public var width: Double?
        public var height: Double?
        /// The smallest gap, in points, to the nearest other target (for the WCAG 2.5.8 spacing
        /// exception on the web); nil when unknown.
        public var spacing: Double?
        /// Inline targets (a link in a sentence) are exempt from WCAG 2.5.8 and 2.5.5.
        public var isInline: Bool
        /// False when only a visual size is known (no `Touch Target`): the finding then says
        /// the hit area is unstated and how to state a larger one.
        public var hitAreaStated: Bool
        /// The spec file's `platform:` front matter, overriding the configuration.
        public var platform: Platform?
        /// The `Touch Target` (or `Size`) line that decided the box.
        public var range: SourceRange
        /// When the box comes from a dimension token that differs between modes (combinations of
        /// theming axes, e.g. `compact` density): the modes with this box. Empty when the box is
        /// the same in every mode.
        public var modes: [String] = []

        public init(
            component: SpecFact.Component, context: SpecFact.Context, width: Double?, height: Double?, spacing: Double? = nil,
            isInline: Bool = false, hitAreaStated: Bool = true, platform: Platform? = nil, range: SourceRange
        ) {
            self.hitAreaStated = hitAreaStated
            self.component = component
            self.context = context
            self.width = width
            self.height = height
            self.spacing = spacing
            self.isInline = isInline
            self.platform = platform
            self.range = range
        }
    }

    /// A node's text size in one context.
    public struct TextElement: Sendable, Hashable {
        public var component: SpecFact.Component
        public var context: SpecFact.Context
        /// Points (1pt = 1dp = 1 CSS px).
        public var size: Double
        public var weight: Int?
        /// The typography token the size comes from, if any.
        public var style: TokenPath?
        public var platform: Platform?
        /// The `Typography` / `Font Size` line.
        public var range: SourceRange
        /// When the size comes from a token that differs between modes (combinations of theming
        /// axes, e.g. `compact` and `comfortable` density): the modes with this size. Empty when
        /// the size is the same in every mode.
        public var modes: [String] = []

        public init(
            component: SpecFact.Component, context: SpecFact.Context, size: Double, weight: Int? = nil, style: TokenPath? = nil,
            platform: Platform? = nil, range: SourceRange
        ) {
            self.component = component
            self.context = context
            self.size = size
            self.weight = weight
            self.style = style
            self.platform = platform
            self.range = range
        }
    }

    /// A stated contrast ("Headline (Charcoal on White): 13.1:1 (AAA)").
    public struct ContrastClaim: Sendable, Hashable {
        /// The level a claim states, when it states one.
        public enum Level: String, Sendable, Hashable, CaseIterable {
            case aa = "AA"
            case aaLarge = "AA large"
            case aaa = "AAA"
            case aaaLarge = "AAA large"

            public var requiredRatio: Double {
                switch self {
                case .aa: 4.5
                case .aaLarge: 3
                case .aaa: 7
                case .aaaLarge: 4.5
                }
            }
        }

        /// The pair in one mode.
        public struct Sample: Sendable, Hashable {
            public var mode: String
            public var foreground: SpecFact.Color
            /// Bottom → top.
            public var background: [SpecFact.Color]
            public init(mode: String, foreground: SpecFact.Color, background: [SpecFact.Color]) {
                self.mode = mode
                self.foreground = foreground
                self.background = background
            }
        }

        public enum Scope: Sendable, Hashable {
            /// A claim about one pair, evaluated in each mode where both colors resolve.
            case pair([Sample])
            /// "All text meets 4.5:1": every text pair of the screen (or of the file when nil).
            case blanket(screen: String?)
            /// A ratio with nothing to check it against; shown on the site, not reported.
            case unverified
        }

        /// The words before the ratio ("Headline"), for messages.
        public var subject: String?
        public var statedRatio: Double
        public var statedLevel: Level?
        public var scope: Scope
        public var file: String
        public var range: SourceRange

        public init(subject: String?, statedRatio: Double, statedLevel: Level?, scope: Scope, file: String, range: SourceRange) {
            self.subject = subject
            self.statedRatio = statedRatio
            self.statedLevel = statedLevel
            self.scope = scope
            self.file = file
            self.range = range
        }
    }

    /// A spec line that refers to a token (by path, display name, or a literal matched to it).
    public struct TokenReference: Sendable, Hashable {
        public var token: TokenPath
        public var component: SpecFact.Component?
        public var range: SourceRange

        public init(token: TokenPath, component: SpecFact.Component?, range: SourceRange) {
            self.token = token
            self.component = component
            self.range = range
        }
    }
}

extension SpecFact {
    /// A value a spec line states for a token, as written (`15pt regular`, `#D63031`).
    public struct StatedValue: Sendable, Hashable {
        public var token: TokenPath
        /// The mode a `.light`/`.dark` suffix selected.
        public var mode: String?
        public var stated: String
        public var range: SourceRange

        public init(token: TokenPath, mode: String?, stated: String, range: SourceRange) {
            self.token = token
            self.mode = mode
            self.stated = stated
            self.range = range
        }
    }
}

extension SpecFact {
    /// One property a spec line states for a thing other places describe too: a component kind
    /// (every `Component: Text Button` node and the catalog's Text Button), or a named color
    /// (`Off-White (#F9FAFB)`). `spec/cross-document-conflict` compares them.
    public struct Statement: Sendable, Hashable {
        public enum Subject: String, Sendable, Hashable {
            case component
            case color
        }

        public var subject: Subject
        /// What makes two statements about the same thing: the catalog component's id, or the
        /// color's normalized name (or token path).
        public var key: String
        /// The thing as people call it (`Text Button`, `Off-White`).
        public var name: String
        /// `typography`, `height`, `border radius` for components; `value` for colors.
        public var property: String
        /// The mode a color value is stated for; nil: one value for every mode.
        public var mode: String?
        /// The value compared (`16pt regular`, `#F9FAFB`); nil when the place names the thing
        /// without stating any value.
        public var value: String?
        /// The node (`Cancel Button`), for messages; nil for colors.
        public var component: String?
        public var range: SourceRange
        /// The token a color's name and literal picked (`Off-White (#F5F6FA)` →
        /// `color.palette.off-white-text`): one name picking two tokens names two colors.
        public var token: TokenPath?
        /// The line that says which component a node is when its name does not
        /// (`Background: Transparent (text button)`).
        public var identifiedAt: SourceRange?

        public init(
            subject: Subject, key: String, name: String, property: String, mode: String? = nil, value: String?,
            component: String? = nil, range: SourceRange, token: TokenPath? = nil, identifiedAt: SourceRange? = nil
        ) {
            self.token = token
            self.identifiedAt = identifiedAt
            self.subject = subject
            self.key = key
            self.name = name
            self.property = property
            self.mode = mode
            self.value = value
            self.component = component
            self.range = range
        }
    }
}
