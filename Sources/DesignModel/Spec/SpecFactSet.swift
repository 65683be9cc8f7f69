import ColorScience
import Diagnostics

/// What the specs say, evaluated in every context (docs/spec-format.md §2.11): the facts the
/// rules check and the site shows. Each fact carries the line that decided it in its context.
public struct SpecFactSet: Sendable {
    public var textPairs: [SpecPairFact]
    public var nonTextPairs: [SpecPairFact]
    public var interactiveElements: [SpecTargetFact]
    public var textElements: [SpecTextFact]
    public var contrastClaims: [SpecClaimFact]
    public var tokenReferences: [SpecTokenUse]

    public init(
        textPairs: [SpecPairFact] = [], nonTextPairs: [SpecPairFact] = [], interactiveElements: [SpecTargetFact] = [],
        textElements: [SpecTextFact] = [], contrastClaims: [SpecClaimFact] = [], tokenReferences: [SpecTokenUse] = []
    ) {
        self.textPairs = textPairs
        self.nonTextPairs = nonTextPairs
        self.interactiveElements = interactiveElements
        self.textElements = textElements
        self.contrastClaims = contrastClaims
        self.tokenReferences = tokenReferences
    }
}

/// The node a fact is about, named for humans.
public struct SpecNodeRef: Sendable, Hashable {
    /// The node's id (`photo-capture/entry-creation/cancel-button`).
    public var id: String
    /// The path of names from the screen: `Welcome Screen › Option Card 1 › Label`.
    public var path: String
    /// The screen (or catalog category) name.
    public var screen: String?
    public var file: String
    /// The heading or group line.
    public var range: SourceRange

    public init(id: String, path: String, screen: String?, file: String, range: SourceRange) {
        self.id = id
        self.path = path
        self.screen = screen
        self.file = file
        self.range = range
    }
}

/// Mode × state × device × variant.
public struct SpecFactContext: Sendable, Hashable {
    public var mode: String
    public var state: String
    public var device: String?
    /// A variant table row, or one of several `or` alternatives.
    public var variant: String?

    public init(mode: String, state: String = "default", device: String? = nil, variant: String? = nil) {
        self.mode = mode
        self.state = state
        self.device = device
        self.variant = variant
    }
}

/// One color as drawn: final RGBA (opacity applied), token, written text, deciding line.
public struct SpecDrawnColor: Sendable, Hashable {
    public var color: RGBA
    public var token: TokenPath?
    public var written: String
    public var range: SourceRange

    public init(color: RGBA, token: TokenPath?, written: String, range: SourceRange) {
        self.color = color
        self.token = token
        self.written = written
        self.range = range
    }
}

/// What a non-text color is for (WCAG SC 1.4.11 applies to some roles only).
public enum SpecNonTextRole: String, Sendable, Hashable {
    case inputBorder = "input-border"
    case icon
    case focusIndicator = "focus-indicator"
    case selectionIndicator = "selection-indicator"
    case controlBoundary = "control-boundary"
    case decorative
}

/// A foreground on its background in one context.
public struct SpecPairFact: Sendable, Hashable {
    public var node: SpecNodeRef
    /// `Text Color`, `Color`, `Placeholder Color`, `Icon Color`, `Border`, `Divider`.
    public var property: String
    public var context: SpecFactContext
    public var foreground: SpecDrawnColor
    /// Bottom → top, from the topmost opaque layer; empty when unknown.
    public var background: [SpecDrawnColor]
    public var textSize: Double?
    public var textWeight: Int?
    public var role: SpecNonTextRole?
    /// The line that decided the foreground in this context (the inheriting line for
    /// inherited values).
    public var range: SourceRange

    public init(
        node: SpecNodeRef, property: String, context: SpecFactContext, foreground: SpecDrawnColor, background: [SpecDrawnColor],
        textSize: Double? = nil, textWeight: Int? = nil, role: SpecNonTextRole? = nil, range: SourceRange
    ) {
        self.node = node
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

/// An interactive node's target box in one context.
public struct SpecTargetFact: Sendable, Hashable {
    public var node: SpecNodeRef
    public var context: SpecFactContext
    public var width: Double?
    public var height: Double?
    /// The `Gap` of the group holding the target: the space to its neighbours, in points, for
    /// the WCAG 2.5.8 spacing exception; nil when the spec does not say.
    public var spacing: Double?
    public var isInline: Bool
    /// False when the spec gives the node only a visual size (`Size`, `Dimensions`, `8×8pt
    /// circles`) and no `Touch Target`: the box is then the visible shape.
    public var hitAreaStated: Bool
    /// The document's `platform`.
    public var platform: String?
    /// The `Touch Target` (or `Size`) line that decided the box.
    public var range: SourceRange

    public init(
        node: SpecNodeRef, context: SpecFactContext, width: Double?, height: Double?, spacing: Double? = nil, isInline: Bool = false,
        hitAreaStated: Bool = true, platform: String?, range: SourceRange
    ) {
        self.hitAreaStated = hitAreaStated
        self.node = node
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
public struct SpecTextFact: Sendable, Hashable {
    public var node: SpecNodeRef
    public var context: SpecFactContext
    public var size: Double
    public var weight: Int?
    public var style: TokenPath?
    public var platform: String?
    public var range: SourceRange

    public init(
        node: SpecNodeRef, context: SpecFactContext, size: Double, weight: Int?, style: TokenPath?, platform: String?,
        range: SourceRange
    ) {
        self.node = node
        self.context = context
        self.size = size
        self.weight = weight
        self.style = style
        self.platform = platform
        self.range = range
    }
}

/// A contrast claim with its colors per mode.
public struct SpecClaimFact: Sendable, Hashable {
    public struct Sample: Sendable, Hashable {
        public var mode: String
        public var foreground: SpecDrawnColor
        public var background: [SpecDrawnColor]

        public init(mode: String, foreground: SpecDrawnColor, background: [SpecDrawnColor]) {
            self.mode = mode
            self.foreground = foreground
            self.background = background
        }
    }

    public enum Scope: Sendable, Hashable {
        case pair([Sample])
        /// Every text pair of the screen named here (nil: of the whole file).
        case blanket(screen: String?)
        case unverified
    }

    public var subject: String?
    public var statedRatio: Double
    /// `AA`, `AA large`, `AAA`, `AAA large`.
    public var statedLevel: String?
    public var scope: Scope
    public var file: String
    public var range: SourceRange

    public init(subject: String?, statedRatio: Double, statedLevel: String?, scope: Scope, file: String, range: SourceRange) {
        self.subject = subject
        self.statedRatio = statedRatio
        self.statedLevel = statedLevel
        self.scope = scope
        self.file = file
        self.range = range
    }
}

/// A spec line that refers to a token (by path, display name or matched literal).
public struct SpecTokenUse: Sendable, Hashable {
    public var token: TokenPath
    public var node: SpecNodeRef?
    public var range: SourceRange

    public init(token: TokenPath, node: SpecNodeRef?, range: SourceRange) {
        self.token = token
        self.node = node
        self.range = range
    }
}
