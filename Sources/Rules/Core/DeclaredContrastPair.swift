import ColorScience
import Diagnostics

/// A foreground/background pair declared in `kiln.yaml` under `contrastPairs:`, for teams
/// without specs (or for pairs the specs do not show):
///
/// ```yaml
/// contrastPairs:
///   - foreground: color.text.secondary
///     background: color.background.primary
///   - { foreground: color.text.on-primary, background: color.primary.coral, size: 17, weight: 600 }
///   - { foreground: color.border.focus, background: color.background.surface, kind: non-text }
///   - { foreground: "#FFFFFF", background: color.premium.background, over: color.background.card }
/// ```
///
/// Colors are token paths, display names or literals (`#RRGGBB`, `rgb()`, …), resolved per mode.
public struct DeclaredContrastPair: Sendable, Hashable {
    /// Text (SC 1.4.3/1.4.6) or a non-text element (SC 1.4.11: borders, icons, focus rings).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case text
        case nonText = "non-text"
    }

    public var foreground: String
    public var background: String
    /// What a translucent background is drawn over (required when the background is translucent).
    public var over: String?
    /// Text size in points (1pt = 1dp = 1 CSS px); decides "large text". Nil: normal text.
    public var size: Double?
    /// Font weight (100…1000); 700 or more counts as bold. Nil: 400.
    public var weight: Int?
    /// Overrides the rule's `level` for this pair.
    public var level: WCAG.Level?
    public var kind: Kind
    /// A state name for the report; `disabled` pairs are exempt, as WCAG says.
    public var state: String?
    /// The pair's entry in `kiln.yaml` (where findings point).
    public var range: SourceRange
    public var foregroundRange: SourceRange
    public var backgroundRange: SourceRange
    public var overRange: SourceRange?

    public init(
        foreground: String, background: String, over: String? = nil, size: Double? = nil, weight: Int? = nil,
        level: WCAG.Level? = nil, kind: Kind = .text, state: String? = nil, range: SourceRange,
        foregroundRange: SourceRange? = nil, backgroundRange: SourceRange? = nil, overRange: SourceRange? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.over = over
        self.size = size
        self.weight = weight
        self.level = level
        self.kind = kind
        self.state = state
        self.range = range
        self.foregroundRange = foregroundRange ?? range
        self.backgroundRange = backgroundRange ?? range
        self.overRange = overRange
    }

    /// Whether WCAG exempts the pair (disabled controls are "inactive user interface components").
    public var isExempt: Bool { state?.lowercased() == "disabled" }

    /// Large-scale text: at least 24pt, or 18.66pt at weight 700 or more.
    public var isLargeText: Bool {
        guard let size else { return false }
        return WCAG.isLargeText(sizePoints: size, weight: weight ?? 400)
    }
}
