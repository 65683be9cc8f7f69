import ColorScience
import Diagnostics

/// What a property's value is read as (docs/spec-format.md §2.5.1, §2.7).
public enum SpecValueKind: String, Sendable, Hashable {
    case color
    case background
    case border
    case radius
    case length
    case size
    case touchTarget = "touch-target"
    case padding
    case typography
    case fontWeight = "font-weight"
    case keyword
    case text
    case icon
    case component
    case reference
    case opacity
    case shadow
    case duration
    case easing
    case motion
    case sequence
}

/// A value as Kiln read it. `unreadable` keeps the text of a value that did not parse as its
/// kind (the parser reported `spec/unreadable-value`); nothing is dropped.
public enum SpecValue: Sendable {
    case color(SpecColorValue)
    case border(SpecBorderValue)
    case length(SpecLength)
    case size(SpecSize)
    case padding(SpecPadding)
    case typography(SpecTypographyValue)
    case fontWeight(Int)
    case keyword(String)
    case text(SpecTextValue)
    case icon(SpecIconValue)
    case component(SpecComponentValue)
    case reference(SpecReference)
    case opacity(Double)
    case shadow(SpecShadowValue)
    case duration(SpecDurationValue)
    case easing(SpecEasingValue)
    case motion(SpecMotionValue)
    case sequence([SpecStep])
    /// `None`, `Transparent`: the property is explicitly unset.
    case none(note: String?)
    case unreadable(String)

    public var color: SpecColorValue? { if case .color(let value) = self { value } else { nil } }
    public var border: SpecBorderValue? { if case .border(let value) = self { value } else { nil } }
    public var size: SpecSize? { if case .size(let value) = self { value } else { nil } }
    public var length: SpecLength? { if case .length(let value) = self { value } else { nil } }
    public var typography: SpecTypographyValue? { if case .typography(let value) = self { value } else { nil } }
    public var text: SpecTextValue? { if case .text(let value) = self { value } else { nil } }
    public var opacity: Double? { if case .opacity(let value) = self { value } else { nil } }
    public var isNone: Bool { if case .none = self { true } else { false } }
    public var isUnreadable: Bool { if case .unreadable = self { true } else { false } }
}

/// A color as written and as resolved in each mode (§2.7.1).
public struct SpecColorValue: Sendable, Hashable {
    /// What the words name, before modes are applied.
    public enum Base: Sendable, Hashable {
        /// A token path or camel name (`colors.primary.coral`, `primaryCoralLight`).
        case token(String)
        /// A display name (`Primary Coral`), or a single word matched to one (`coral`).
        case name(String)
        /// A hex or rgba() literal with no name.
        case literal(String)
        /// A CSS color keyword used as a literal (`gray`, `white` when no token is named so).
        case keyword(String)
        /// A name a variant table binds (`Emotion color`).
        case variable(String)
        /// `Transparent`, `None`, `Clear`.
        case transparent
    }

    /// How a color was matched in one mode.
    public enum Match: Sendable, Hashable {
        /// A token path written exactly.
        case path
        /// A shortened path found by its suffix (`spec/token-path-resolved`).
        case suffix
        /// A display name naming one token (or several with the same value).
        case name
        /// A name picked among several by the literal written next to it.
        case nameAndLiteral
        /// A literal equal to a token's value in that mode.
        case literal
        /// A literal that matches no token (`spec/off-palette`); the literal is used.
        case offPalette
        /// A name that disagrees with the literal next to it; the literal wins (`spec/name-value-mismatch`).
        case mismatch
        /// A name several tokens share with different values, and nothing picks one (`spec/ambiguous-name`).
        case ambiguous([TokenPath])
        /// Words that name nothing (`spec/unknown-name`, `spec/unknown-token`).
        case unknown
        /// A variable, bound per variant when facts are evaluated.
        case variable
        case transparent
    }

    /// The color in one mode.
    public struct Resolution: Sendable, Hashable {
        public var mode: String
        /// The final color, opacity and adjustments applied; nil when it could not be resolved.
        public var color: RGBA?
        /// The token it resolved to, if any.
        public var token: TokenPath?
        public var match: Match

        public init(mode: String, color: RGBA?, token: TokenPath?, match: Match) {
            self.mode = mode
            self.color = color
            self.token = token
            self.match = match
        }
    }

    public var written: String
    public var base: Base
    /// Literals written with the color, per mode (nil key: no mode given), as written.
    public var literals: [String]
    /// `at 15% opacity`, `50% black`, `with 0.6 opacity`: the alpha multiplier.
    public var opacity: Double?
    /// `blur`, `dim`, `overlay` (`50% black blur`): documentation, the tint is what counts.
    public var material: String?
    /// `20% darker coral`: negative darkens, positive lightens (OKLCH lightness, as tokens do).
    public var lightnessChange: Double?
    /// Words the grammar did not consume (`for letterboxing`, `with shimmer gradient overlay`).
    public var note: String?
    /// One resolution per mode of the document, in its `modes` order (empty for variables).
    public var resolutions: [Resolution]

    public init(
        written: String, base: Base, literals: [String] = [], opacity: Double? = nil, material: String? = nil,
        lightnessChange: Double? = nil, note: String? = nil, resolutions: [Resolution] = []
    ) {
        self.written = written
        self.base = base
        self.literals = literals
        self.opacity = opacity
        self.material = material
        self.lightnessChange = lightnessChange
        self.note = note
        self.resolutions = resolutions
    }

    public func resolution(_ mode: String) -> Resolution? { resolutions.first { $0.mode == mode } }

    /// The variable name when the base is one.
    public var variable: String? { if case .variable(let name) = base { name } else { nil } }

    public var isTransparent: Bool { if case .transparent = base { true } else { false } }

    /// Applies the written opacity and lightness change to a resolved base color.
    public func applyModifiers(_ color: RGBA) -> RGBA {
        var color = color
        if let change = lightnessChange {
            color = change < 0 ? color.darkened(by: -change) : color.lightened(by: change)
        }
        if let opacity { color = color.withAlpha(color.alpha * opacity) }
        return color
    }
}

/// A length in points, with the token it names when it names one (`spacing.md`).
public struct SpecLength: Sendable, Hashable {
    public var points: Double
    /// The unit as written (`pt`, `px`, `dp`).
    public var unit: String
    public var token: TokenPath?
    /// Axis or qualifier words (`horizontal`, `height`, `between cards`).
    public var note: String?

    public init(points: Double, unit: String = "pt", token: TokenPath? = nil, note: String? = nil) {
        self.points = points
        self.unit = unit
        self.token = token
        self.note = note
    }
}

/// One axis of a size (§2.7.3).
public enum SpecExtent: Sendable, Hashable, CustomStringConvertible {
    case points(Double)
    /// `Full width`, `Full-width minus 32pt margins`: the device width minus `minus`.
    case deviceWidth(minus: Double)
    /// `Entire card`, `Full card`: the container's extent, unknown here.
    case container
    /// `Variable`, `Auto`, `Dynamic`, `Unlimited`, `None`: not a number.
    case flexible(String)

    /// Points on a device of the given width (nil: unknown).
    public func points(deviceWidth: Double?) -> Double? {
        switch self {
        case .points(let value): value
        case .deviceWidth(let minus): deviceWidth.map { $0 - minus }
        case .container, .flexible: nil
        }
    }

    public var description: String {
        switch self {
        case .points(let value): Canonical.number(value) + "pt"
        case .deviceWidth(let minus): minus == 0 ? "full width" : "full width - \(Canonical.number(minus))pt"
        case .container: "container"
        case .flexible(let word): word.lowercased()
        }
    }
}

/// A size, touch target, or a single `Width`/`Height` extent.
public struct SpecSize: Sendable, Hashable {
    public var width: SpecExtent?
    public var height: SpecExtent?
    public var minWidth: SpecExtent?
    public var minHeight: SpecExtent?
    public var maxWidth: SpecExtent?
    public var maxHeight: SpecExtent?
    /// `circle`, `square`, `pill`.
    public var shape: String?
    /// Points the hit area reaches beyond the visible size on every side (`32×32pt, hit slop
    /// 6pt` responds to a 44×44pt area).
    public var hitSlop: Double?
    public var note: String?
    /// The dimension tokens `width` / `height` were read from (`Touch Target: size.target`):
    /// their points are the first mode's; checks read the token again in each mode.
    public var widthToken: TokenPath?
    public var heightToken: TokenPath?

    public init(
        width: SpecExtent? = nil, height: SpecExtent? = nil, minWidth: SpecExtent? = nil, minHeight: SpecExtent? = nil,
        maxWidth: SpecExtent? = nil, maxHeight: SpecExtent? = nil, shape: String? = nil, note: String? = nil
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.shape = shape
        self.note = note
    }

    public var isEmpty: Bool {
        width == nil && height == nil && minWidth == nil && minHeight == nil && maxWidth == nil && maxHeight == nil
    }

    /// Missing axes taken from `other` (composite fill, §2.4.4).
    public func filled(from other: SpecSize) -> SpecSize {
        var out = self
        out.width = width ?? other.width
        out.height = height ?? other.height
        out.widthToken = width != nil ? widthToken : other.widthToken
        out.heightToken = height != nil ? heightToken : other.heightToken
        out.minWidth = minWidth ?? other.minWidth
        out.minHeight = minHeight ?? other.minHeight
        out.maxWidth = maxWidth ?? other.maxWidth
        out.maxHeight = maxHeight ?? other.maxHeight
        out.shape = shape ?? other.shape
        out.hitSlop = hitSlop ?? other.hitSlop
        return out
    }
}

/// `16pt horizontal, 12pt vertical`: lengths per side.
public struct SpecPadding: Sendable, Hashable {
    public struct Part: Sendable, Hashable {
        public var length: SpecLength
        /// `horizontal`, `vertical`, `top`, …, or `all`.
        public var sides: String
        public init(length: SpecLength, sides: String) {
            self.length = length
            self.sides = sides
        }
    }

    public var parts: [Part]
    public var note: String?

    public init(parts: [Part], note: String? = nil) {
        self.parts = parts
        self.note = note
    }
}

/// Typography as written: a style reference, literal parts, or both (§2.7.4).
public struct SpecTypographyValue: Sendable, Hashable {
    /// The typography token a style name or path resolved to.
    public var style: TokenPath?
    /// The style as written (`Headline`, `Title 2`, `typography.title2`).
    public var styleName: String?
    public var family: String?
    public var size: Double?
    public var weight: Int?
    public var lineHeight: Double?
    public var letterSpacing: Double?
    public var alignment: String?
    public var transform: String?
    /// A color written inside the value (`SF Pro Text, 16pt Regular, Primary Coral`): the
    /// node's `Text Color`.
    public var color: SpecColorValue?
    /// The style a literal matched (same size and weight), when no style was named.
    public var matchedStyle: TokenPath?
    public var note: String?

    public init(
        style: TokenPath? = nil, styleName: String? = nil, family: String? = nil, size: Double? = nil, weight: Int? = nil,
        lineHeight: Double? = nil, letterSpacing: Double? = nil, alignment: String? = nil, transform: String? = nil,
        color: SpecColorValue? = nil, matchedStyle: TokenPath? = nil, note: String? = nil
    ) {
        self.style = style
        self.styleName = styleName
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.alignment = alignment
        self.transform = transform
        self.color = color
        self.matchedStyle = matchedStyle
        self.note = note
    }

    /// The style the value stands for: the named one, else the one the literal matched.
    public var effectiveStyle: TokenPath? { style ?? matchedStyle }

    /// Missing parts taken from `other` (composite fill, §2.4.4).
    public func filled(from other: SpecTypographyValue) -> SpecTypographyValue {
        var out = self
        if style == nil, styleName == nil {
            out.style = other.style
            out.styleName = other.styleName
        }
        out.family = family ?? other.family
        out.size = size ?? other.size
        out.weight = weight ?? other.weight
        out.lineHeight = lineHeight ?? other.lineHeight
        out.letterSpacing = letterSpacing ?? other.letterSpacing
        out.alignment = alignment ?? other.alignment
        out.transform = transform ?? other.transform
        out.matchedStyle = matchedStyle ?? other.matchedStyle
        return out
    }

    public var hasLiteralParts: Bool { size != nil || weight != nil || family != nil }
}

/// `1pt solid Light Gray`, `2pt Primary Coral`, `None` (§2.7.2).
public struct SpecBorderValue: Sendable, Hashable {
    public var width: Double?
    /// `solid`, `dashed`, `dotted`, `stroke`, `hairline`.
    public var style: String?
    public var color: SpecColorValue?
    public var note: String?

    public init(width: Double? = nil, style: String? = nil, color: SpecColorValue? = nil, note: String? = nil) {
        self.width = width
        self.style = style
        self.color = color
        self.note = note
    }

    public func filled(from other: SpecBorderValue) -> SpecBorderValue {
        SpecBorderValue(width: width ?? other.width, style: style ?? other.style, color: color ?? other.color, note: note ?? other.note)
    }
}

/// `Level 2 (raised)` or `rgba(0, 0, 0, 0.16), offset (0, 4pt), blur 16pt` (§2.7.3a).
public struct SpecShadowValue: Sendable, Hashable {
    public struct Layer: Sendable, Hashable {
        public var color: SpecColorValue
        public var offsetX: Double
        public var offsetY: Double
        public var blur: Double
        public var spread: Double

        public init(color: SpecColorValue, offsetX: Double, offsetY: Double, blur: Double, spread: Double) {
            self.color = color
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.blur = blur
            self.spread = spread
        }
    }

    /// The shadow token a level or path names (`shadow.level2`).
    public var token: TokenPath?
    public var layers: [Layer]
    public var note: String?

    public init(token: TokenPath? = nil, layers: [Layer] = [], note: String? = nil) {
        self.token = token
        self.layers = layers
        self.note = note
    }
}

/// A text value: the words (quoted or not) and a style written with them (§2.7.6).
public struct SpecTextValue: Sendable, Hashable {
    public var text: String
    public var isQuoted: Bool
    public var style: SpecTypographyValue?
    public var note: String?

    public init(text: String, isQuoted: Bool, style: SpecTypographyValue? = nil, note: String? = nil) {
        self.text = text
        self.isQuoted = isQuoted
        self.style = style
        self.note = note
    }
}

/// `SF Symbol xmark, 20×20pt` (§2.7.6).
public struct SpecIconValue: Sendable, Hashable {
    public var symbol: String
    public var size: SpecSize?
    public var color: SpecColorValue?
    public var note: String?

    public init(symbol: String, size: SpecSize? = nil, color: SpecColorValue? = nil, note: String? = nil) {
        self.symbol = symbol
        self.size = size
        self.color = color
        self.note = note
    }
}

/// `Text (Title 2 style)`, `Primary Button (same as Welcome Screen)` (§2.7.7).
public struct SpecComponentValue: Sendable, Hashable {
    /// The kind words (`Primary Button`, `Text`).
    public var kind: String
    /// A declared text style (`Title 2 style`) resolved to its token.
    public var declaredStyle: TokenPath?
    public var declaredStyleName: String?
    public var note: String?

    public init(kind: String, declaredStyle: TokenPath? = nil, declaredStyleName: String? = nil, note: String? = nil) {
        self.kind = kind
        self.declaredStyle = declaredStyle
        self.declaredStyleName = declaredStyleName
        self.note = note
    }
}

/// `300ms`, `0.3s`, `150-200ms`, `Variable` (§2.7.5).
public struct SpecDurationValue: Sendable, Hashable {
    public var milliseconds: Double?
    /// For ranges (`150-200ms`): the upper end; `milliseconds` is the lower.
    public var upperMilliseconds: Double?
    public var keyword: String?
    public var token: TokenPath?
    public var note: String?

    public init(milliseconds: Double? = nil, upperMilliseconds: Double? = nil, keyword: String? = nil, token: TokenPath? = nil, note: String? = nil) {
        self.milliseconds = milliseconds
        self.upperMilliseconds = upperMilliseconds
        self.keyword = keyword
        self.token = token
        self.note = note
    }
}

/// `ease-out`, `spring (response: 0.3, dampingFraction: 0.7)`, `cubic-bezier(…)` (§2.7.5).
public struct SpecEasingValue: Sendable, Hashable {
    public enum Curve: Sendable, Hashable {
        case keyword(String)
        case spring(response: Double?, dampingFraction: Double?)
        case cubicBezier([Double])
    }

    public var curve: Curve
    /// The easing token with the same curve, when one exists.
    public var token: TokenPath?
    public var note: String?

    public init(curve: Curve, token: TokenPath? = nil, note: String? = nil) {
        self.curve = curve
        self.token = token
        self.note = note
    }
}

/// Timing read from a parenthesis: `(100ms ease-in-out)`, `(400ms delay)`, `(0-100ms, ease-in)`.
public struct SpecTiming: Sendable, Hashable {
    public var duration: SpecDurationValue?
    public var delay: SpecDurationValue?
    /// `(200-800ms)`: an offset range from the animation start.
    public var offset: SpecDurationValue?
    public var easing: SpecEasingValue?
    public var words: [String]

    public init(duration: SpecDurationValue? = nil, delay: SpecDurationValue? = nil, offset: SpecDurationValue? = nil, easing: SpecEasingValue? = nil, words: [String] = []) {
        self.duration = duration
        self.delay = delay
        self.offset = offset
        self.easing = easing
        self.words = words
    }
}

/// An inline animation (`Fade in + scale 1.2 → 1.0 (200ms)`).
public struct SpecMotionValue: Sendable, Hashable {
    public var text: String
    public var timings: [SpecTiming]

    public init(text: String, timings: [SpecTiming]) {
        self.text = text
        self.timings = timings
    }
}

/// One step of a sequence, with its timing and nested steps.
public struct SpecStep: Sendable, Hashable {
    public var text: String
    public var timing: SpecTiming?
    public var range: SourceRange
    public var steps: [SpecStep]

    public init(text: String, timing: SpecTiming?, range: SourceRange, steps: [SpecStep] = []) {
        self.text = text
        self.timing = timing
        self.range = range
        self.steps = steps
    }
}
