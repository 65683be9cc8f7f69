import ColorScience

/// A resolved, typed token value: aliases followed, derived colors evaluated, units kept.
/// Only the four large cases are boxed (`indirect case`): colors, dimensions and the other
/// small values are stored inline, one heap object fewer per resolved value, which every
/// emitter would otherwise reach through a pointer (a cache miss per value on large sets).
public enum TokenValue: Sendable, Hashable {
    case color(RGBA)
    case dimension(DimensionValue)
    case number(Double)
    case fontFamily([String])
    case fontWeight(Int)
    case duration(DurationValue)
    case cubicBezier(CubicBezier)
    case spring(Spring)
    indirect case typography(Typography)
    case shadow([Shadow])
    indirect case border(Border)
    indirect case strokeStyle(StrokeStyle)
    indirect case transition(Transition)
    case gradient([GradientStop])
    case opacity(Double)

    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .spring: .spring
        case .typography: .typography
        case .shadow: .shadow
        case .border: .border
        case .strokeStyle: .strokeStyle
        case .transition: .transition
        case .gradient: .gradient
        case .opacity: .opacity
        }
    }

    public var color: RGBA? { if case .color(let value) = self { value } else { nil } }
    public var dimension: DimensionValue? { if case .dimension(let value) = self { value } else { nil } }
    public var typography: Typography? { if case .typography(let value) = self { value } else { nil } }
}

/// A length with its unit as written; emitters convert (1pt = 1dp = 1 CSS px, 1rem = 16px).
public struct DimensionValue: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case pt, px, dp, rem, em, percent = "%"
        /// Relative to the viewport or to a font's glyphs: DTCG 2025.10 does not define them and
        /// only the web outputs can write them (`expressesOnlyOnTheWeb`).
        case vw, vh, vmin, vmax, ch, ex

        /// Units only a stylesheet can write: native outputs have no viewport or glyph to size by.
        public var expressesOnlyOnTheWeb: Bool {
            switch self {
            case .vw, .vh, .vmin, .vmax, .ch, .ex: true
            default: false
            }
        }
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// A length relative to the font (`em`) or the container (`%`), with no size of its own.
    public var isRelative: Bool { unit == .em || unit == .percent }

    /// The length in points (= dp = CSS px), or nil for relative units (`em`, `%`).
    /// `rem` assumes the 16px root size browsers default to.
    public var points: Double? {
        switch unit {
        case .pt, .px, .dp: value
        case .rem: value * 16
        case .em, .percent, .vw, .vh, .vmin, .vmax, .ch, .ex: nil
        }
    }
}

/// A duration in milliseconds (DTCG allows `ms` and `s`; Kiln keeps one unit internally).
public struct DurationValue: Sendable, Hashable {
    public var milliseconds: Double
    public init(milliseconds: Double) { self.milliseconds = milliseconds }
    public var seconds: Double { milliseconds / 1000 }
}

/// A cubic Bézier easing curve; x coordinates are within 0…1 as CSS requires.
public struct CubicBezier: Sendable, Hashable {
    public var x1: Double, y1: Double, x2: Double, y2: Double
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }
    public var components: [Double] { [x1, y1, x2, y2] }
}

/// A SwiftUI-style spring (`.spring(response:dampingFraction:)`), Kiln's own token type.
public struct Spring: Sendable, Hashable {
    /// Seconds for one period of the undamped spring.
    public var response: Double
    /// 1 is critically damped; below 1 overshoots.
    public var dampingFraction: Double
    public init(response: Double, dampingFraction: Double) {
        self.response = response
        self.dampingFraction = dampingFraction
    }
}

/// A text style. `lineHeight` may be a length (as the seeds give it) or a multiplier (DTCG).
public struct Typography: Sendable, Hashable {
    public enum LineHeight: Sendable, Hashable {
        case multiplier(Double)
        case length(DimensionValue)
    }

    public var fontFamily: [String]
    public var fontSize: DimensionValue
    public var fontWeight: Int
    public var lineHeight: LineHeight?
    public var letterSpacing: DimensionValue?
    /// The iOS Dynamic Type style this scales with (`title2`, `body`), when declared.
    public var textStyle: String?

    public init(
        fontFamily: [String], fontSize: DimensionValue, fontWeight: Int, lineHeight: LineHeight? = nil,
        letterSpacing: DimensionValue? = nil, textStyle: String? = nil
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.textStyle = textStyle
    }

    /// Line height in points when it can be known without a font's metrics.
    public var lineHeightPoints: Double? {
        switch lineHeight {
        case .multiplier(let factor): fontSize.points.map { $0 * factor }
        case .length(let length): length.points
        case nil: nil
        }
    }
}

public struct Shadow: Sendable, Hashable {
    public var color: RGBA
    /// `color` as written when it is outside the sRGB notations (see `ResolvedValue.authoredColor`).
    public var authoredColor: AuthoredColor?
    public var offsetX: DimensionValue
    public var offsetY: DimensionValue
    public var blur: DimensionValue
    public var spread: DimensionValue
    public var inset: Bool

    public init(
        color: RGBA, offsetX: DimensionValue, offsetY: DimensionValue, blur: DimensionValue, spread: DimensionValue, inset: Bool = false,
        authoredColor: AuthoredColor? = nil
    ) {
        self.color = color
        self.authoredColor = authoredColor
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// DTCG stroke style: a keyword, or a dash pattern with a line cap.
public enum StrokeStyle: Sendable, Hashable {
    case keyword(String)
    case dashed(dashArray: [DimensionValue], lineCap: String)
}

public struct Border: Sendable, Hashable {
    public var color: RGBA
    public var width: DimensionValue
    public var style: StrokeStyle
    /// `color` as written when it is outside the sRGB notations (see `ResolvedValue.authoredColor`).
    public var authoredColor: AuthoredColor?
    public init(color: RGBA, width: DimensionValue, style: StrokeStyle, authoredColor: AuthoredColor? = nil) {
        self.color = color
        self.authoredColor = authoredColor
        self.width = width
        self.style = style
    }
}

public struct Transition: Sendable, Hashable {
    public var duration: DurationValue
    public var delay: DurationValue
    public var timingFunction: CubicBezier
    public init(duration: DurationValue, delay: DurationValue, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

public struct GradientStop: Sendable, Hashable {
    public var color: RGBA
    public var position: Double
    /// `color` as written when it is outside the sRGB notations (see `ResolvedValue.authoredColor`).
    public var authoredColor: AuthoredColor?
    public init(color: RGBA, position: Double, authoredColor: AuthoredColor? = nil) {
        self.color = color
        self.authoredColor = authoredColor
        self.position = position
    }
}

extension TokenValue {
    /// The colors of this value written outside the sRGB notations, in order: the parts of a
    /// shadow, border or gradient (a plain color's is `ResolvedValue.authoredColor`).
    public var authoredPartColors: [AuthoredColor] {
        switch self {
        case .shadow(let layers): layers.compactMap(\.authoredColor)
        case .border(let border): border.authoredColor.map { [$0] } ?? []
        case .gradient(let stops): stops.compactMap(\.authoredColor)
        default: []
        }
    }
}

extension TokenType {
    /// Whether values of this type can hold a length (a dimension or a part of one).
    public var holdsLengths: Bool {
        switch self {
        case .dimension, .typography, .shadow, .border, .strokeStyle: true
        default: false
        }
    }
}

extension TokenValue {
    /// Whether a length in this value (itself, or a part of a typography, shadow, border or
    /// stroke style) is in a unit only stylesheets can write (`DimensionValue.Unit.expressesOnlyOnTheWeb`).
    public var usesWebOnlyUnits: Bool {
        switch self {
        case .dimension(let length): length.unit.expressesOnlyOnTheWeb
        case .typography(let style):
            style.fontSize.unit.expressesOnlyOnTheWeb || style.letterSpacing?.unit.expressesOnlyOnTheWeb == true
                || { if case .length(let height)? = style.lineHeight { height.unit.expressesOnlyOnTheWeb } else { false } }()
        case .shadow(let layers):
            layers.contains { [$0.offsetX, $0.offsetY, $0.blur, $0.spread].contains { $0.unit.expressesOnlyOnTheWeb } }
        case .border(let border):
            border.width.unit.expressesOnlyOnTheWeb || StrokeStyle.usesWebOnlyUnits(border.style)
        case .strokeStyle(let style): StrokeStyle.usesWebOnlyUnits(style)
        default: false
        }
    }
}

extension StrokeStyle {
    static func usesWebOnlyUnits(_ style: StrokeStyle) -> Bool {
        if case .dashed(let dashes, _) = style { return dashes.contains { $0.unit.expressesOnlyOnTheWeb } }
        return false
    }
}

extension ResolvedValue {
    /// Whether a platform that knows sRGB and Display P3 prints some color of this value in
    /// Display P3 (the color itself, or a part of a shadow, border or gradient).
    public var keepsDisplayP3: Bool {
        if case .color = value { return authoredColor?.prefersDisplayP3 == true }
        return value.authoredPartColors.contains { $0.prefersDisplayP3 }
    }
}
