import ColorScience
import DesignModel

/// SCSS names and values for `_tokens.scss`: a variable per token named like the CSS custom
/// property without its dashes (`color.text.primary` → `$color-text-primary`), and the same
/// names as the keys of one map per mode.
///
/// Values are the CSS output's, in the forms every Sass compiler reads: colors with alpha as
/// `rgba(r, g, b, a)` (LibSass does not know the space-separated `rgb()`), lists with commas in
/// parentheses (font stacks, layered shadows, gradient stops), and text styles and springs as
/// nested maps — a `font` shorthand's `17px/1.3` would be read as a division inside a map.
struct SCSSConventions: PlatformConventions {
    let css: CSSConventions
    var platformName: String { "SCSS" }

    init(system: DesignSystem) {
        css = CSSConventions(options: CSSOptions(), system: system)
    }

    func placement(of token: Token) -> Placement {
        let name = String(css.propertyName(token.path).dropFirst(2))
        return Placement(containerKind: "tokens", container: "tokens", group: nil, member: name, displayPrefix: "$")
    }

    /// Palettes are not printed as enumerations here (their colors are): a name no group can
    /// take, so a group named like a palette is not reported as a collision.
    func paletteIdentifier(_ palette: CategoricalPalette) -> String { "palette " + palette.path.string }

    func modeIdentifier(_ mode: String) -> String { Identifiers.cssKebab(NameCasing.split(mode)) }

    func platformType(of token: Token, variesByMode: Bool) -> String {
        switch token.type {
        case .typography, .spring: "map"
        case .fontFamily, .shadow, .gradient: "list"
        case .color: "color"
        case .dimension, .number, .opacity, .fontWeight, .duration: "number"
        default: "string"
        }
    }

    func literal(_ resolved: ResolvedValue, of token: Token, mode: Int) -> ViewModel.Literal {
        ViewModel.Literal(expression(resolved.value, token: token, mode: mode))
    }

    static func color(_ color: RGBA) -> String {
        if color.alpha8 == 255 { return Format.hexColorLower(color) }
        return "rgba(\(color.red8), \(color.green8), \(color.blue8), \(Format.alpha(color)))"
    }

    /// A comma-separated list in parentheses (a map value or list item of its own).
    static func list(_ items: [String]) -> String { items.count == 1 ? items[0] : "(" + items.joined(separator: ", ") + ")" }

    static func family(_ families: [String]) -> String {
        list(families.map { CSSConventions.genericFamilies.contains($0) ? $0 : Format.jsonString($0) })
    }

    func expression(_ value: TokenValue, token: Token, mode: Int) -> String {
        switch value {
        case .color(let rgba): return Self.color(rgba)
        case .fontFamily(let families): return Self.family(families)
        case .typography(let typography):
            var fields = [
                "font-family: " + Self.family(typography.fontFamily),
                "font-size: " + css.length(typography.fontSize),
                "font-weight: " + String(typography.fontWeight),
            ]
            switch typography.lineHeight {
            case .multiplier(let factor): fields.append("line-height: " + Format.number(factor))
            case .length(let length): fields.append("line-height: " + css.length(length))
            case nil: break
            }
            if let spacing = typography.letterSpacing { fields.append("letter-spacing: " + css.length(spacing)) }
            return "(" + fields.joined(separator: ", ") + ")"
        case .spring:
            let printed = css.value(value, token: token, mode: mode, references: [])
            return "(easing: \(printed.text), duration: \(printed.parts.first?.text ?? "0ms"))"
        case .shadow(let layers):
            return Self.list(
                layers.map { layer in
                    (layer.inset ? "inset " : "")
                        + "\(css.length(layer.offsetX)) \(css.length(layer.offsetY)) \(css.length(layer.blur)) \(css.length(layer.spread)) \(Self.color(layer.color))"
                })
        case .border(let border):
            return "\(css.length(border.width)) \(CSSConventions.lineStyle(border.style)) \(Self.color(border.color))"
        case .gradient(let stops):
            return Self.list(stops.map { Self.color($0.color) + " " + Format.number($0.position * 100) + "%" })
        default:
            return css.value(value, token: token, mode: mode, references: []).text
        }
    }
}
