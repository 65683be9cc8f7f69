/// The platform the design targets (`platform:` in `kiln.yaml`, or a spec's front matter):
/// decides the touch-target minimum and the smallest font size the rules accept.
public enum Platform: String, Sendable, Hashable, CaseIterable {
    /// Apple Human Interface Guidelines: 44×44pt targets.
    case ios
    /// Material Design: 48×48dp targets.
    case android
    /// WCAG 2.2 SC 2.5.8 Target Size (Minimum), level AA: 24×24 CSS px, with its spacing exception.
    case web
    /// WCAG 2.2 SC 2.5.5 Target Size (Enhanced), level AAA: 44×44 CSS px.
    case webAAA = "web-aaa"

    /// The smallest target width and height, in points (1pt = 1dp = 1 CSS px).
    public var minimumTargetSize: Double {
        switch self {
        case .ios: 44
        case .android: 48
        case .web: 24
        case .webAAA: 44
        }
    }

    /// Whether an undersized target passes when it is spaced from its neighbors (WCAG 2.5.8:
    /// a 24px circle centered on it does not touch another target).
    public var hasSpacingException: Bool { self == .web }

    /// The smallest font size accepted by default: iOS 11pt (the smallest Dynamic Type style,
    /// Caption 2), Android 12sp, web 12px.
    public var minimumFontSize: Double {
        switch self {
        case .ios: 11
        case .android: 12
        case .web, .webAAA: 12
        }
    }

    /// The unit sizes are written in on this platform, for messages.
    public var unit: String {
        switch self {
        case .ios: "pt"
        case .android: "dp"
        case .web, .webAAA: "px"
        }
    }

    /// The unit text sizes are written in on this platform, for messages.
    public var textUnit: String {
        switch self {
        case .ios: "pt"
        case .android: "sp"
        case .web, .webAAA: "px"
        }
    }

    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
