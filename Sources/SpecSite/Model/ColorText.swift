import ColorScience
import DesignModel

/// The spellings the site shows for a color: hex, `rgb()`, `oklch()`, all stable.
enum ColorText {
    static func hex(_ color: RGBA) -> String { color.hex }

    static func rgb(_ color: RGBA) -> String {
        let c = color.quantized
        if c.alpha8 == 255 { return "rgb(\(c.red8) \(c.green8) \(c.blue8))" }
        return "rgb(\(c.red8) \(c.green8) \(c.blue8) / \(Canonical.number((Double(c.alpha8) / 255 * 100).rounded() / 100)))"
    }

    static func oklch(_ color: RGBA) -> String {
        let lch = OKLCH(color)
        let lightness = Canonical.number((lch.L * 1000).rounded() / 10)
        let chroma = Canonical.number((lch.C * 1000).rounded() / 1000)
        let hue = lch.C < 1e-4 ? "none" : Canonical.number((lch.h * 10).rounded() / 10)
        let alpha = color.alpha8 == 255 ? "" : " / \(Canonical.number((color.alpha * 100).rounded() / 100))"
        return "oklch(\(lightness)% \(chroma) \(hue)\(alpha))"
    }

    /// CSS class suffix for a color: its 8-bit hex, lowercase, without `#`.
    static func key(_ color: RGBA) -> String {
        var hex = color.hex
        return hex.withUTF8 { utf8 in
            String(unsafeUninitializedCapacity: utf8.count - 1) { buffer in
                // Hex digits only: setting 0x20 turns A…F into a…f.
                for (offset, byte) in utf8.dropFirst().enumerated() { buffer[offset] = byte >= UInt8(ascii: "A") ? byte | 0x20 : byte }
                return utf8.count - 1
            }
        }
    }

    /// Black or white, whichever reads better on `color` (flattened over `base`).
    static func readableInk(on color: RGBA, over base: RGBA = .white) -> RGBA {
        let flat = color.isOpaque ? color : color.composited(over: base)
        return WCAG.contrastRatio(flat, .white) >= WCAG.contrastRatio(flat, .black) ? .white : .black
    }
}

/// Number spelling for CSS and labels.
enum NumberText {
    static func format(_ value: Double) -> String { Canonical.number(value) }
    static func px(_ value: Double) -> String { Canonical.number(value) + "px" }
}
