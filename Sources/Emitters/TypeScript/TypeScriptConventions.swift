import ColorScience
import DesignModel

/// TypeScript/JavaScript names and values for `tokens.ts`, `tokens.js` and `tokens.d.ts`.
///
/// One object per mode holds an object per group (the first path segment, `lowerCamelCase`)
/// with the rest of the path in `lowerCamelCase`: `color.text.primary` → `light.color.textPrimary`.
/// Values are ready for the web: colors, lengths, durations, shadows, borders and gradients as
/// the CSS output spells them (`"#1a1a1a"`, `"16px"`, `"200ms"`); numbers, opacities and font
/// weights as numbers; curves as `[x1, y1, x2, y2]` tuples; text styles and springs as objects.
/// Each literal is also a valid TypeScript type, which is how the `.d.ts` declares it.
struct TypeScriptConventions: PlatformConventions {
    let css: CSSConventions
    var platformName: String { "TypeScript" }
    let groups = GroupCache<String>()

    init(system: DesignSystem) {
        css = CSSConventions(options: CSSOptions(), system: system)
    }

    func placement(of token: Token) -> Placement {
        // The common all-ASCII path, named in one pass over its bytes; the rest by segments.
        let path = token.path.string
        let first = NameCasing.firstSegment(of: path)
        if first.end > 0, let member = NameCasing.joined(dotted: path, from: first.end, style: .lowerCamel) {
            let group = String(Substring(path.utf8.prefix(first.end - 1)))
            let container = groups.value(group) { Identifiers.scriptKey(NameCasing.asciiIdentifier(NameCasing.lowerCamel(NameCasing.split(group)))) }
            return Placement(
                containerKind: "group", container: container, group: group, member: Identifiers.scriptKey(member),
                displayPrefix: "tokens." + container + ".")
        }
        let segments = token.path.fastSegments
        let group = segments.count > 1 ? segments[0] : token.type.rawValue
        let container = groups.value(group) { Identifiers.scriptKey(NameCasing.asciiIdentifier(NameCasing.lowerCamel(NameCasing.split(group)))) }
        var member = NameCasing.asciiIdentifier(NameCasing.lowerCamel(NameCasing.split(segments: Array(memberSegments(of: token, segments: segments)))))
        if member.isEmpty { member = "$root" }
        return Placement(
            containerKind: "group", container: container, group: group, member: Identifiers.scriptKey(member),
            displayPrefix: "tokens." + container + ".")
    }

    /// Palettes are not printed as enumerations here (their colors are): a name no group can
    /// take, so a group named like a palette is not reported as a collision.
    func paletteIdentifier(_ palette: CategoricalPalette) -> String { "palette " + palette.path.string }

    func modeIdentifier(_ mode: String) -> String { Identifiers.scriptBinding(NameCasing.split(mode)) }

    func platformType(of token: Token, variesByMode: Bool) -> String {
        switch token.type {
        case .number, .opacity, .fontWeight: "number"
        case .cubicBezier: "readonly [number, number, number, number]"
        case .typography: "TextStyle"
        case .spring: "Spring"
        default: "string"
        }
    }

    func literal(_ resolved: ResolvedValue, of token: Token, mode: Int) -> ViewModel.Literal {
        ViewModel.Literal(Self.expression(resolved.value, css: css, token: token, mode: mode))
    }

    static func string(_ text: String) -> String { Format.jsonString(text) }

    static func expression(_ value: TokenValue, css: CSSConventions, token: Token, mode: Int) -> String {
        switch value {
        case .number(let number), .opacity(let number): return Format.number(number)
        case .fontWeight(let weight): return String(weight)
        case .cubicBezier(let curve): return "[" + curve.components.map(Format.number).joined(separator: ", ") + "]"
        case .spring(let spring):
            let math = SpringMath(spring)
            let printed = css.value(value, token: token, mode: mode, references: [])
            let duration = printed.parts.first?.text ?? "0ms"
            return "{ response: \(Format.number(spring.response)), dampingFraction: \(Format.number(spring.dampingFraction)), "
                + "stiffness: \(Format.number(math.stiffness)), damping: \(Format.number(math.damping)), mass: 1, "
                + "duration: \(string(duration)), easing: \(string(printed.text)) }"
        case .typography(let typography):
            var fields = [
                "fontFamily: " + string(CSSConventions.family(typography.fontFamily)),
                "fontSize: " + string(css.length(typography.fontSize)),
                "fontWeight: " + String(typography.fontWeight),
            ]
            switch typography.lineHeight {
            case .multiplier(let factor): fields.append("lineHeight: " + Format.number(factor))
            case .length(let length): fields.append("lineHeight: " + string(css.length(length)))
            case nil: break
            }
            if let spacing = typography.letterSpacing { fields.append("letterSpacing: " + string(css.length(spacing))) }
            return "{ " + fields.joined(separator: ", ") + " }"
        default:
            return string(css.value(value, token: token, mode: mode, references: []).text)
        }
    }
}
