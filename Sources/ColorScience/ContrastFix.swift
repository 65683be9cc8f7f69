/// Suggests the nearest color that meets a WCAG 2 contrast requirement, for "did you mean"
/// notes on failing pairs.
///
/// The search keeps the OKLCH hue and chroma of the color being changed (chroma drops only where
/// gamut mapping needs it) and moves lightness up and down, keeping whichever passing candidate
/// changes lightness least (ties go to the higher ratio). Candidates are rounded to 8 bits
/// before they are judged, so a suggestion is what a hex code can say and passes as written —
/// the float it came from passing is not enough, since rounding can drop a ratio below 4.5.
public enum ContrastFix {
    /// The nearest foreground passing `required` against `background`, or nil when neither
    /// direction can reach it (for instance 21:1 against anything but black or white) or the
    /// background is not opaque. A translucent foreground keeps its alpha and is judged
    /// composited over the background. Returns the 8-bit foreground itself when it passes.
    public static func nearestPassing(foreground: RGBA, background: RGBA, required: Double) -> RGBA? {
        guard background.isOpaque else { return nil }
        let background = Compositing.quantized(background)
        return search(start: foreground, required: required) { candidate in
            effectiveRatio(foreground: candidate, background: background)
        }
    }

    /// The nearest opaque background passing `required` under `foreground`; same search, applied
    /// to the background's lightness. Nil when impossible or when `background` is not opaque.
    public static func nearestPassingBackground(foreground: RGBA, background: RGBA, required: Double) -> RGBA? {
        guard background.isOpaque else { return nil }
        let foreground = Compositing.quantized(foreground)
        return search(start: background, required: required) { candidate in
            effectiveRatio(foreground: foreground, background: candidate)
        }
    }

    /// WCAG ratio of a possibly translucent foreground drawn over an opaque background, with the
    /// composite rounded to 8 bits as `Compositing` does by default.
    public static func effectiveRatio(foreground: RGBA, background: RGBA) -> Double {
        let flat = foreground.isOpaque ? foreground : foreground.composited(over: background)
        return WCAG.contrastRatio(flat, background)
    }

    /// Per direction: bisect for the exact (unrounded) lightness where the ratio reaches
    /// `required`, then walk on from there in small lightness steps until the 8-bit rounding of
    /// the candidate passes too. Starting at the exact boundary keeps rounding noise from
    /// producing odd suggestions (a gray that passes only because one channel rounded the other
    /// way, like #777676 for #777777 on white, where #767676 is the honest answer).
    private static func search(start: RGBA, required: Double, ratio: (RGBA) -> Double) -> RGBA? {
        let original = Compositing.quantized(start)
        if WCAG.passes(ratio: ratio(original), required: required) { return original }
        let lch = OKLCH(start)
        func exact(_ lightness: Double) -> RGBA {
            OKLCH(L: lightness, C: lch.C, h: lch.h, alpha: start.alpha).rgba
        }
        func passes(_ color: RGBA) -> Bool { WCAG.passes(ratio: ratio(color), required: required) }

        var best: (color: RGBA, change: Double, ratio: Double)?
        for extreme in [1.0, 0.0] {
            let extremeColor = Compositing.quantized(exact(extreme))
            guard passes(extremeColor) else { continue }

            var failing = lch.L
            var boundary = extreme
            for _ in 0..<64 where abs(boundary - failing) > 1e-9 {
                let middle = (failing + boundary) / 2
                if passes(exact(middle)) { boundary = middle } else { failing = middle }
            }

            let step = extreme > lch.L ? lightnessStep : -lightnessStep
            var lightness = boundary
            var color = Compositing.quantized(exact(lightness))
            while !passes(color) {
                lightness += step
                if step > 0 ? lightness >= extreme : lightness <= extreme {
                    color = extremeColor
                    break
                }
                color = Compositing.quantized(exact(lightness))
            }

            let candidate = (color: color, change: abs(OKLCH(color).L - lch.L), ratio: ratio(color))
            let isBetter = best.map {
                candidate.change < $0.change || (candidate.change == $0.change && candidate.ratio > $0.ratio)
            }
            if isBetter ?? true { best = candidate }
        }
        return best?.color
    }

    /// A fraction of one 8-bit level anywhere on the lightness axis.
    static let lightnessStep = 0.0002
}
