/// Derived colors for token resolution ("20% darker", "at 15% opacity", "mix with white").
///
/// Lightness changes happen in OKLCH so hue and chroma stay put and steps look even; results are
/// gamut-mapped and clamped but not rounded to 8 bits (the caller decides when to quantize).
/// Every `amount`/`weight` is clamped to 0…1; NaN counts as 0.
extension RGBA {
    /// OKLCH lightness scaled by `1 − amount`: 0 keeps the color, 1 gives black. Alpha is kept.
    public func darkened(by amount: Double) -> RGBA {
        let amount = Elementary.clamp(amount)
        if amount == 0 { return self }
        var lch = oklch
        lch.L *= 1 - amount
        return lch.rgba
    }

    /// OKLCH lightness moved `amount` of the way to 1: 0 keeps the color, 1 gives white. Alpha is kept.
    public func lightened(by amount: Double) -> RGBA {
        let amount = Elementary.clamp(amount)
        if amount == 0 { return self }
        var lch = oklch
        lch.L += (1 - lch.L) * amount
        return lch.rgba
    }

    /// The same color with its alpha replaced (clamped to 0…1), e.g. "coral at 15% opacity".
    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: Elementary.clamp(alpha))
    }

    /// Interpolates toward `other` in OKLab; `weight` is the share of `other` (0 = self, 1 = other).
    ///
    /// Alpha is interpolated linearly and colors are not premultiplied, so this equals CSS
    /// `color-mix(in oklab, …)` for opaque inputs only. The endpoints return the inputs exactly.
    public func mixed(with other: RGBA, weight: Double) -> RGBA {
        let weight = Elementary.clamp(weight)
        if weight == 0 { return self }
        if weight == 1 { return other }
        let from = oklab
        let to = other.oklab
        let mixed = OKLab(
            L: from.L + (to.L - from.L) * weight,
            a: from.a + (to.a - from.a) * weight,
            b: from.b + (to.b - from.b) * weight,
            alpha: alpha + (other.alpha - alpha) * weight)
        return mixed.rgba
    }
}
