import ColorScience
import DesignModel

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
    public static func passingTokens(
        in system: DesignSystem, backgrounds: [(mode: String, color: RGBA)], required: Double,
        reference: [String: RGBA], excluding: Set<TokenPath> = [], limit: Int = 3, table: ColorTokenTable? = nil
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
        var byValues: [[RGBA]: Candidate] = [:]
        for entry in table.entries where !excluding.contains(entry.path) {
            var values: [RGBA] = []
            var distance = 0.0
            var passes = true
            for side in sides {
                guard let index = side.index, let value = entry.values[index] else {
                    passes = false
                    break
                }
                guard WCAG.passes(ratio: WCAG.contrastRatio(luminance: value.luminance, side.luminance), required: required) else {
                    passes = false
                    break
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
