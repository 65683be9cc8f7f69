import ColorScience
import DesignModel

/// Chooses the text colors and backgrounds of the contrast matrix: the `site.contrast` lists
/// from kiln.yaml when given (token paths or globs), else color tokens named like text
/// (`text`, `foreground`, `fg`, `link`, `on-…`) and like backgrounds (`background`, `bg`,
/// `surface`, `canvas`). Deprecated tokens are left out unless listed explicitly.
enum ContrastSelection {
    static func texts(_ system: DesignSystem, options: SiteOptions) -> [TokenPath] {
        select(system, patterns: options.contrastText) { segments in
            segments.contains { segment in
                let s = segment.lowercased()
                return s == "text" || s == "foreground" || s == "fg" || s == "link" || s.hasPrefix("on-")
                    || (segment.hasPrefix("on") && segment.count > 2 && segment[segment.index(segment.startIndex, offsetBy: 2)].isUppercase)
            }
        }
    }

    static func backgrounds(_ system: DesignSystem, options: SiteOptions) -> [TokenPath] {
        select(system, patterns: options.contrastBackgrounds) { segments in
            segments.contains { segment in
                let s = segment.lowercased()
                return s == "background" || s == "bg" || s == "surface" || s == "canvas" || s.hasSuffix("-background")
                    || s.hasPrefix("background-") || s.hasPrefix("surface-")
            }
        }
    }

    private static func select(_ system: DesignSystem, patterns: [String], heuristic: ([String]) -> Bool) -> [TokenPath] {
        if !patterns.isEmpty {
            let globs = patterns.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
            return system.tokens.filter { token in
                token.type == .color && globs.contains { matches($0[...], token.path.segments[...]) }
            }.map(\.path)
        }
        return system.tokens.filter { token in
            guard token.type == .color, token.deprecation == nil else { return false }
            // Primitives (`color.palette.*`) and borders are not text or backgrounds by role.
            let segments = token.path.segments.dropLast()
            guard !segments.contains(where: { ["palette", "palettes", "primitive", "primitives", "border", "borders", "base"].contains($0.lowercased()) }) else { return false }
            // Translucent colors are tints, not text or page backgrounds.
            guard token.values.allSatisfy({ $0?.value.color?.isOpaque ?? false }) else { return false }
            return heuristic(token.path.segments)
        }.map(\.path)
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
