import ColorScience
import DesignModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fixes for a failing pair: the nearest passing color (same OKLCH hue and chroma, lightness
/// searched, gamut-mapped, re-checked after 8-bit rounding — `ContrastFix`), and existing tokens
/// that would pass.
public enum ContrastSuggestions {
    /// The nearest foreground that passes `required` on the opaque `background`; nil when none
    /// can (the requirement is out of reach for this background).
    public static func nearestForeground(_ foreground: RGBA, on background: RGBA, required: Double) -> RGBA? {
        guard let candidate = ContrastFix.nearestPassing(foreground: foreground, background: background, required: required),
            candidate.quantized != foreground.quantized
        else { return nil }
        return candidate
    }

    /// The nearest opaque background (same search, on the background's lightness) under which
    /// `foreground` passes; nil when none can or the background is translucent.
    public static func nearestBackground(_ background: RGBA, under foreground: RGBA, required: Double) -> RGBA? {
        guard background.isOpaque,
            let candidate = ContrastFix.nearestPassingBackground(foreground: foreground, background: background, required: required),
            candidate.quantized != background.quantized
        else { return nil }
        return candidate
    }

    /// Color tokens (not deprecated, opaque) whose value passes `required` against the background
    /// in every mode of `backgrounds`, nearest to `reference` first (summed CIEDE2000 over the
    /// modes), one per distinct set of values (the token with the shortest alias chain, then the
    /// first path) and none within ΔE00 3 of one already listed in every mode, at most `limit`.
    ///
    /// A suggestion keeps what the failing color means: in every mode it is of the reference's
    /// hue family (`HueFamily`), or its path names the same role as `role` (the failing
    /// token's path: `destructive`, `link`, `selected`…) with a color that is not grey where the
    /// reference is not. A red destructive label is offered reds, never a grey text token, which
    /// is nearer in lightness but says something else.
    public static func passingTokens(
        in system: DesignSystem, backgrounds: [(mode: String, color: RGBA)], required: Double,
        reference: [String: RGBA], role: TokenPath? = nil, excluding: Set<TokenPath> = [], limit: Int = 3,
        table: ColorTokenTable? = nil
    ) -> [TokenPath] {
        guard limit > 0, !backgrounds.isEmpty else { return [] }
        struct Candidate {
            var path: TokenPath
            var hops: Int
            var distance: Double
            var values: [RGBA]
        }
        let table = table ?? ColorTokenTable(system)
        // Per background: its mode's index, its luminance, and the wanted color's Lab.
        let sides = backgrounds.map { mode, background in
            (index: system.modeIndex(mode), luminance: WCAG.relativeLuminance(background), wanted: reference[mode].map(CIELab.init))
        }
        let roles = role.map(RoleWords.roles(of:)) ?? []
        var byValues: [[RGBA]: Candidate] = [:]
        for entry in table.entries where !excluding.contains(entry.path) {
            var values: [RGBA] = []
            var distance = 0.0
            var passes = true
            let sharesRole = !roles.isEmpty && !roles.isDisjoint(with: RoleWords.roles(of: entry.path))
            for side in sides {
                guard let index = side.index, let value = entry.values[index] else {
                    passes = false
                    break
                }
                guard WCAG.passes(ratio: WCAG.contrastRatio(luminance: value.luminance, side.luminance), required: required) else {
                    passes = false
                    break
                }
                if let wanted = side.wanted {
                    let family = HueFamily(wanted)
                    guard family.contains(value.lab) || (sharesRole && (family.isGrey || !HueFamily(value.lab).isGrey)) else {
                        passes = false
                        break
                    }
                }
                values.append(value.color)
                if let wanted = side.wanted { distance += CIEDE2000.difference(value.lab, wanted) }
            }
            guard passes else { continue }
            let candidate = Candidate(path: entry.path, hops: entry.hops, distance: distance, values: values)
            if let existing = byValues[values] {
                if (entry.hops, entry.path) < (existing.hops, existing.path) { byValues[values] = candidate }
            } else {
                byValues[values] = candidate
            }
        }
        var chosen: [Candidate] = []
        for candidate in byValues.values.sorted(by: { ($0.distance, $0.path) < ($1.distance, $1.path) }) {
            guard chosen.count < limit else { break }
            let isNearDuplicate = chosen.contains { other in
                zip(other.values, candidate.values).allSatisfy { CIEDE2000.difference($0, $1) < 3 }
            }
            if !isNearDuplicate { chosen.append(candidate) }
        }
        return chosen.map(\.path)
    }
}

/// Colors that read as the same kind of color: greys together (CIELAB chroma below 12, which
/// holds the blue-greys text tokens use), other colors within 35° of hue. Lightness is free:
/// that is what a contrast fix changes.
struct HueFamily {
    static let greyChroma = 12.0
    static let hueWindow = 35.0

    let chroma: Double
    let hue: Double

    init(_ lab: CIELab) {
        chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let degrees = atan2(lab.b, lab.a) * 180 / .pi
        hue = degrees < 0 ? degrees + 360 : degrees
    }

    var isGrey: Bool { chroma < Self.greyChroma }

    func contains(_ lab: CIELab) -> Bool {
        let other = HueFamily(lab)
        if isGrey || other.isGrey { return isGrey && other.isGrey }
        let difference = abs(hue - other.hue).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference) <= Self.hueWindow
    }
}

/// The role a color token's name gives it, as words that mean the same thing in design
/// systems (`destructive`, `error` and `danger` are one role).
enum RoleWords {
    static let synonyms: [String: String] = [
        "destructive": "danger", "danger": "danger", "error": "danger", "critical": "danger", "negative": "danger", "delete": "danger",
        "success": "success", "positive": "success", "valid": "success", "confirm": "success",
        "warning": "warning", "caution": "warning", "attention": "warning",
        "link": "link", "links": "link", "hyperlink": "link",
        "selected": "selected", "active": "selected", "current": "selected", "checked": "selected",
        "info": "info", "informative": "info", "notice": "info",
        "premium": "premium", "brand": "brand", "accent": "brand",
    ]

    static func roles(of path: TokenPath) -> Set<String> {
        var roles = Set<String>()
        for segment in path.segments {
            for word in segment.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }) {
                if let role = synonyms[String(word)] { roles.insert(role) }
            }
        }
        return roles
    }
}
