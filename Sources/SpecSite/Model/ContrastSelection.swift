import ColorScience
import DesignModel

/// Chooses the text colors and backgrounds of the contrast matrix: the `site.contrast` lists
/// from kiln.yaml when given (token paths or globs), else color tokens named like text
/// (`text`, `foreground`, `fg`, `link`, `on-…`) and like backgrounds (`background`, `bg`,
/// `surface`, `canvas`). Deprecated tokens are left out unless listed explicitly.
enum ContrastSelection {
    /// The matrix rows (text colors) and columns (backgrounds), in token order.
    static func select(_ system: DesignSystem, options: SiteOptions) -> (texts: [TokenPath], backgrounds: [TokenPath]) {
        let textGlobs = globs(options.contrastText)
        let backgroundGlobs = globs(options.contrastBackgrounds)
        var texts: [TokenPath] = []
        var backgrounds: [TokenPath] = []
        for token in system.tokens where token.type == .color {
            // Splitting the path is the expensive part: once per token for both lists.
            let segments = token.path.segments
            let role = textGlobs == nil || backgroundGlobs == nil ? NamedRole(token, segments: segments) : nil
            func matchesAny(_ globs: [[String]]) -> Bool { globs.contains { matches($0[...], segments[...]) } }
            if textGlobs.map(matchesAny) ?? (role?.isText == true) { texts.append(token.path) }
            if backgroundGlobs.map(matchesAny) ?? (role?.isBackground == true) { backgrounds.append(token.path) }
        }
        return (texts, backgrounds)
    }

    /// The `site.contrast` patterns split into segments; nil when none are configured.
    private static func globs(_ patterns: [String]) -> [[String]]? {
        patterns.isEmpty ? nil : patterns.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
    }

    /// What a color token's name says it is, when no patterns are configured.
    private struct NamedRole {
        var isText = false
        var isBackground = false

        /// Group names whose tokens are primitives or borders, not text or backgrounds by role.
        static let excludedGroups: Set<String> = ["palette", "palettes", "primitive", "primitives", "border", "borders", "base"]

        init(_ token: Token, segments: [String]) {
            guard token.deprecation == nil else { return }
            // Translucent colors are tints, not text or page backgrounds.
            guard token.values.allSatisfy({ $0?.value.color?.isOpaque ?? false }) else { return }
            let lowercased = segments.map { $0.lowercased() }
            guard !lowercased.dropLast().contains(where: NamedRole.excludedGroups.contains) else { return }
            for (segment, name) in zip(segments, lowercased) {
                isText = isText || name == "text" || name == "foreground" || name == "fg" || name == "link" || name.hasPrefix("on-")
                    || (segment.hasPrefix("on") && segment.count > 2 && segment[segment.index(segment.startIndex, offsetBy: 2)].isUppercase)
                isBackground = isBackground || name == "background" || name == "bg" || name == "surface" || name == "canvas"
                    || name.hasSuffix("-background") || name.hasPrefix("background-") || name.hasPrefix("surface-")
            }
        }
    }

    /// `*` matches one segment, `**` any number (including none); `coral*` matches by prefix.
    static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            var rest = path
            while true {
                if matches(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let segment = path.first else { return false }
        let ok: Bool
        if head == "*" {
            ok = true
        } else if head.hasSuffix("*") {
            ok = segment.hasPrefix(head.dropLast())
        } else {
            ok = head == segment
        }
        return ok && matches(pattern.dropFirst(), path.dropFirst())
    }
}

/// A WCAG 2 verdict for text, shown as a badge with words, never color alone.
enum Verdict: String {
    case aaa = "AAA"
    case aa = "AA"
    case aaLarge = "AA large"
    case fail = "Fails"

    init(ratio: Double) {
        if WCAG.passes(ratio: ratio, required: 7) {
            self = .aaa
        } else if WCAG.passes(ratio: ratio, required: 4.5) {
            self = .aa
        } else if WCAG.passes(ratio: ratio, required: 3) {
            self = .aaLarge
        } else {
            self = .fail
        }
    }

    var cssClass: String {
        switch self {
        case .aaa, .aa: "verdict pass"
        case .aaLarge: "verdict large"
        case .fail: "verdict fail"
        }
    }

    /// Longer words for screen readers and titles.
    var explanation: String {
        switch self {
        case .aaa: "passes AAA (7:1)"
        case .aa: "passes AA (4.5:1)"
        case .aaLarge: "passes AA for large text only (3:1)"
        case .fail: "fails AA, even for large text"
        }
    }

    var symbol: String {
        switch self {
        case .aaa, .aa: "✓"
        case .aaLarge: "◐"
        case .fail: "✕"
        }
    }
}
