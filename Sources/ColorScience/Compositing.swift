/// Straight-alpha source-over compositing in gamma-encoded sRGB — what browsers and the native
/// toolkits do when they blend a translucent token over another.
///
/// By default every step is rounded to 8 bits (half up), because a translucent fill is drawn into
/// an 8-bit surface before text is drawn on it. The reference vectors are computed that way, and
/// the difference is visible: sky blue #74B9FF at 15% over white is exactly 244.5 in green, which
/// becomes #EAF5FF; the ratio on it is 1.876664035, against 1.871198359 for the float composite.
/// Pass `quantize: false` for the unrounded figure.
public enum Compositing {
    /// Flattens a stack of layers ordered bottom → top into the color a viewer sees.
    ///
    /// Layers below the topmost fully opaque layer cannot show through and are ignored. Returns
    /// nil ("indeterminate") for an empty stack or when no layer is fully opaque: the result
    /// would depend on whatever happens to be underneath.
    public static func flatten(_ layers: [RGBA], quantize: Bool = true) -> RGBA? {
        guard let base = layers.lastIndex(where: { $0.isOpaque }) else { return nil }
        var result = RGBA(red: layers[base].red, green: layers[base].green, blue: layers[base].blue, alpha: 1)
        if quantize { result = quantized(result) }
        for layer in layers[(base + 1)...] {
            result = sourceOver(layer, result, quantize: quantize)
        }
        return result
    }

    /// `top` over `bottom`, straight alpha: αo = αt + αb(1 − αt), Co = (Ct·αt + Cb·αb·(1 − αt)) / αo.
    ///
    /// With an opaque bottom this reduces to Ct·αt + Cb·(1 − αt) and the result is opaque. Two
    /// fully transparent layers give transparent black.
    public static func sourceOver(_ top: RGBA, _ bottom: RGBA, quantize: Bool = true) -> RGBA {
        let topAlpha = Elementary.clamp(top.alpha)
        let bottomAlpha = Elementary.clamp(bottom.alpha)
        let result: RGBA
        if bottomAlpha >= 1 {
            let keep = 1 - topAlpha
            result = RGBA(
                red: top.red * topAlpha + bottom.red * keep,
                green: top.green * topAlpha + bottom.green * keep,
                blue: top.blue * topAlpha + bottom.blue * keep,
                alpha: 1)
        } else {
            let alpha = topAlpha + bottomAlpha * (1 - topAlpha)
            guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
            let under = bottomAlpha * (1 - topAlpha)
            result = RGBA(
                red: (top.red * topAlpha + bottom.red * under) / alpha,
                green: (top.green * topAlpha + bottom.green * under) / alpha,
                blue: (top.blue * topAlpha + bottom.blue * under) / alpha,
                alpha: alpha)
        }
        return quantize ? quantized(result) : result
    }

    /// Rounds every channel to 8 bits, half up, treating values within 1e-9 of a step below a
    /// half as the half.
    ///
    /// 0.15 × 185 + 0.85 × 255 is exactly 244.5, but computed in binary on 0…1 channels it comes
    /// out as 244.49999999999997; plain `RGBA.to8Bit` would round that down to #EAF4FF where the
    /// reference (and decimal arithmetic) says #EAF5FF.
    public static func quantized(_ color: RGBA) -> RGBA {
        RGBA(
            red8: RGBA.to8Bit(color.red), green8: RGBA.to8Bit(color.green), blue8: RGBA.to8Bit(color.blue),
            alpha8: RGBA.to8Bit(color.alpha))
    }

}
