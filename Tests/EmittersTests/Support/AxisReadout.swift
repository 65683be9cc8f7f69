import ColorScience
import DesignModel
@testable import Emitters
import Foundation

/// What one output gives back, read with that platform's own tools, for the combinations of
/// the axes (the modes) of a design system: per mode, per token path, the value in a form every
/// reader shares (`Readback`), and per mode that the output cannot express, why.
struct AxisReadout {
    var values: [Int: [String: String]] = [:]
    var inexpressible: [Int: String] = [:]

    subscript(mode: Int, path: String) -> String? {
        get { values[mode]?[path] }
        set { values[mode, default: [:]][path] = newValue }
    }
}

/// The one form readers and the model are compared in: a color as 8-bit sRGB (`#rrggbbaa`) or,
/// where the output keeps Display P3, as its P3 components to 3 decimals (the asset catalog writes 3) (`p3(1 0.2 0.1 / 1)`);
/// a length in points to 3 decimals.
enum Readback {
    static func color(_ color: RGBA) -> String {
        let c = color.quantized
        return String(format: "#%02x%02x%02x%02x", c.red8, c.green8, c.blue8, c.alpha8)
    }

    static func p3(_ components: SIMD3<Double>, alpha: Double) -> String {
        String(format: "p3(%.3f %.3f %.3f / %.3f)", components.x, components.y, components.z, alpha)
    }

    static func length(_ points: Double) -> String { String(format: "%.3f", points) }

    /// A color read as text (CSS, Sass, JavaScript, hex): sRGB, or P3 when written in a wide space outside sRGB.
    static func color(text: String) -> String? {
        guard case .success(let parsed) = ColorSyntax.parseKeepingSpace(text) else { return nil }
        if let authored = parsed.authored, authored.prefersDisplayP3 { return p3(authored.displayP3, alpha: authored.alpha) }
        return color(parsed.color)
    }

    /// A length read as CSS text: px, pt, dp as points, rem at 16px.
    static func length(text: String) -> String? {
        let units: [(String, Double)] = [("rem", 16), ("px", 1), ("pt", 1), ("dp", 1)]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).map { length($0 * factor) }
        }
        return nil
    }

    /// The model's value of `token` in `mode`, as an output gives it: a color kept in Display
    /// P3 when `keepsWide` and the color prefers it, a length in points; nil for other kinds.
    static func expected(_ token: Token, _ mode: Int, keepsWide: Bool) -> String? {
        guard let resolved = token.values[mode] ?? token.values[0] else { return nil }
        switch resolved.value {
        case .color(let rgba):
            if keepsWide, let authored = resolved.authoredColor, authored.prefersDisplayP3 { return p3(authored.displayP3, alpha: authored.alpha) }
            return color(rgba)
        case .dimension(let dimension):
            return dimension.points.map(length)
        default:
            return nil
        }
    }
}
