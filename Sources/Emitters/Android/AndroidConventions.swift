import ColorScience
import DesignModel

/// Kotlin (Jetpack Compose) names and values for `DesignTokens.kt`.
///
/// Colors live in a `ColorScheme`-style holder class (`DesignTokensColors`) with one instance per
/// mode (`DesignTokens.LightColors`, `DesignTokens.DarkColors`) and `DesignTokens.colors`, which
/// picks the dark one when `isSystemInDarkTheme()`; their names drop the leading `color`
/// segment (`color.text.primary` → `textPrimary`). Every other token is a `val` of an object per
/// group (`spacing.md` → `DesignTokens.Spacing.md`) holding the default mode's value: lengths
/// as `Dp` (`16.dp`), text styles as `TextStyle` (sizes in `sp`, line heights in `sp` or `em`),
/// font weights as `FontWeight`, durations as `Int` milliseconds, curves as `CubicBezierEasing`,
/// springs as `spring()` specs (stiffness from the response, mass 1), transitions as `tween()`.
struct AndroidConventions: PlatformConventions {
    var options: AndroidOptions
    var modes: [String]
    var platformName: String { "Android" }
    /// Native: no viewport or glyphs to size `vw`, `ch` and the like by.
    var writesWebOnlyUnits: Bool { false }
    var codeSyntaxPlatform: String? { "ANDROID" }
    func member(fromCodeSyntax text: String) -> String? { CodeSyntax.member(text).map { Identifiers.escapeKotlin($0, reserved: Self.reservedMembers) } }
    let groups = GroupCache<String>()

    /// The holder class and the names inside `DesignTokens` that groups must not take.
    var holderType: String { options.objectName + "Colors" }
    let reservedObjects: Set<String>

    /// Functions and extension properties the generated values call: a member of that name in
    /// the same object would shadow them.
    static let reservedMembers: Set<String> = ["spring", "tween", "dp", "sp", "em", "colors", "copy", "equals", "hashCode", "toString", "mode", "systemMode"]

    init(options: AndroidOptions, modes: [String], axes: ModeAxes? = nil) {
        self.options = options
        self.modes = modes
        var reserved: Set<String> = [
            "Color", "TextStyle", "FontWeight", "FontFamily", "Easing", "CubicBezierEasing", "SpringSpec", "TweenSpec", "Brush",
            "BorderStroke", "Dp", "TextUnit", "Shadow", "Int", "Float", "String", "List", "Composable", "Immutable", "Offset",
            "Stable", "CompositionLocalProvider", "ProvidableCompositionLocal", "KilnTheme", "T",
            options.objectName, options.objectName + "Colors", options.objectName + "Shadow", options.objectName + "Mode",
            // Group names that would become one of the object's own members or holder types.
            "Colors", "Mode", "SystemMode",
        ]
        for mode in modes { reserved.insert(Identifiers.kotlin(NameCasing.split(mode), type: true) + "Colors") }
        // With several axes the holders are named by the axes colors depend on (`DarkColors`,
        // `DarkHighColors`, `DefaultColors`): every such name, while there are not too many.
        if let axes, axes.isMultiAxis, axes.axes.reduce(1, { $0 * ($1.values.count + 1) }) <= 4096 {
            var names = [[String]()]
            for axis in axes.axes { names += names.flatMap { prefix in axis.values.map { prefix + [$0] } } }
            for name in names {
                reserved.insert(name.isEmpty ? "DefaultColors" : Identifiers.kotlin(NameCasing.split(name.joined(separator: "+")), type: true) + "Colors")
            }
        }
        reservedObjects = reserved
    }

    func placement(of token: Token) -> Placement {
        // The common all-ASCII paths, named in one pass over their bytes; the rest by segments.
        let path = token.path.string
        if token.type == .color {
            let first = NameCasing.firstSegment(of: path, is: "color")
            if let joined = NameCasing.joined(dotted: path, from: first.matches ? first.end : 0, style: .lowerCamel) {
                let member = Identifiers.escapeKotlin(joined, reserved: Self.reservedMembers)
                return Placement(containerKind: "colors", container: holderType, group: nil, member: member, displayPrefix: holderType + ".")
            }
        } else {
            let first = NameCasing.firstSegment(of: path)
            if first.end > 0, let joined = NameCasing.joined(dotted: path, from: first.end, style: .lowerCamel) {
                let group = String(Substring(path.utf8.prefix(first.end - 1)))
                let container = containerName(group)
                return Placement(
                    containerKind: "group", container: container, group: group, member: Identifiers.escapeKotlin(joined, reserved: Self.reservedMembers),
                    displayPrefix: options.objectName + "." + container + ".")
            }
        }
        let segments = token.path.fastSegments
        if token.type == .color {
            var rest = segments[...]
            if segments.count > 1, segments[0] == "color" { rest = segments.dropFirst() }
            var words = NameCasing.split(segments: Array(rest))
            if words.isEmpty { words = ["color"] }
            let member = Identifiers.kotlin(words, reserved: Self.reservedMembers)
            return Placement(containerKind: "colors", container: holderType, group: nil, member: member, displayPrefix: holderType + ".")
        }
        let group = segments.count > 1 ? segments[0] : token.type.rawValue
        let container = containerName(group)
        var words = NameCasing.split(segments: Array(memberSegments(of: token, segments: segments)))
        if words.isEmpty { words = NameCasing.split(group) }
        let member = Identifiers.kotlin(words, reserved: Self.reservedMembers)
        return Placement(containerKind: "group", container: container, group: group, member: member, displayPrefix: options.objectName + "." + container + ".")
    }

    /// Palettes are not printed as enumerations here (their colors are): a name no group can
    /// take, so a group named like a palette is not reported as a collision.
    func paletteIdentifier(_ palette: CategoricalPalette) -> String { "palette " + palette.path.string }

    private func containerName(_ group: String) -> String {
        groups.value(group) {
            let name = Identifiers.kotlin(NameCasing.split(group), type: true)
            return reservedObjects.contains(Identifiers.bare(name)) ? name + "Tokens" : name
        }
    }

    func modeIdentifier(_ mode: String) -> String { Identifiers.kotlin(NameCasing.split(mode), type: true) }

    func platformType(of token: Token, variesByMode: Bool) -> String {
        switch token.type {
        case .color: "Color"
        case .dimension:
            switch token.values.first??.value {
            case .dimension(let dimension)? where dimension.points == nil: dimension.unit == .em ? "TextUnit" : "Float"
            default: "Dp"
            }
        case .number, .opacity: "Float"
        case .fontFamily: "FontFamily"
        case .fontWeight: "FontWeight"
        case .duration: "Int"
        case .cubicBezier: "Easing"
        case .spring: "SpringSpec<T>"
        case .typography: "TextStyle"
        case .shadow: "List<\(options.objectName)Shadow>"
        case .border: "BorderStroke"
        case .strokeStyle: "String"
        case .transition: "TweenSpec<T>"
        case .gradient: "Brush"
        }
    }

    func literal(_ resolved: ResolvedValue, of token: Token, mode: Int) -> ViewModel.Literal {
        if let authored = resolved.authoredColor, authored.prefersDisplayP3, case .color = resolved.value {
            return ViewModel.Literal(Self.displayP3(authored))
        }
        return ViewModel.Literal(literal(resolved.value))
    }

    /// Compose's `Color(red, green, blue, alpha, colorSpace)` in Display P3 (components to six decimals).
    static func displayP3(_ authored: AuthoredColor) -> String {
        let p3 = authored.displayP3
        func float(_ value: Double) -> String { AuthoredColor.number(value) + "f" }
        return "Color(\(float(p3.x)), \(float(p3.y)), \(float(p3.z)), \(float(authored.alpha)), ColorSpaces.DisplayP3)"
    }

    /// A composite's color: in Display P3 when authored there (or outside sRGB).
    static func partColor(_ color: RGBA, authored: AuthoredColor?) -> String {
        if let authored, authored.prefersDisplayP3 { return displayP3(authored) }
        return self.color(color)
    }

    static func color(_ color: RGBA) -> String {
        ASCIIText.make(capacity: 24) { text in
            text.append("Color(")
            Format.argb32(color, into: &text)
            text.append(")")
        }
    }

    /// `1.5f`, `-0.41f`, `0f`.
    static func float(_ value: Double) -> String { Format.number(value) + "f" }

    /// `16.dp`, `(-2).dp`: a negative receiver needs parentheses.
    static func unit(_ value: Double, _ unit: String) -> String {
        let number = Format.number(value)
        return (number.hasPrefix("-") ? "(" + number + ")" : number) + "." + unit
    }

    static func dp(_ dimension: DimensionValue) -> String {
        if let points = dimension.points { return unit(points, "dp") }
        if dimension.unit == .em { return unit(dimension.value, "em") }
        return float(dimension.value / 100)
    }

    /// Android has no Apple or CSS system families: the generic ones map to Compose's, every
    /// other family is the platform default (bundle the font in res/font to use it).
    static func family(_ families: [String]) -> String {
        for name in families {
            switch name.lowercased() {
            case "serif", "ui-serif", "new york", "georgia", "times new roman": return "FontFamily.Serif"
            case "monospace", "ui-monospace", "sf mono", "menlo", "courier new": return "FontFamily.Monospace"
            case "cursive": return "FontFamily.Cursive"
            case "sans-serif", "ui-sans-serif", "system-ui", "-apple-system", "roboto": return "FontFamily.SansSerif"
            default: continue
            }
        }
        return "FontFamily.Default"
    }

    /// A Kotlin string literal: `$` escaped (it would interpolate), like `"` and `\\`.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "$": result += "\\" + String(scalar)
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 { result += Self.unicodeEscape(scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    /// `\u0001`: a Kotlin escape for a control character.
    static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func weight(_ weight: Int) -> String { "FontWeight(\(min(1000, max(1, weight))))" }

    static func easing(_ curve: CubicBezier) -> String {
        "CubicBezierEasing(" + curve.components.map(float).joined(separator: ", ") + ")"
    }

    static func milliseconds(_ duration: DurationValue) -> String { String(Int(duration.milliseconds.rounded())) }

    func literal(_ value: TokenValue) -> String {
        switch value {
        case .color(let rgba): return Self.color(rgba)
        case .dimension(let dimension): return Self.dp(dimension)
        case .number(let number), .opacity(let number): return Self.float(number)
        case .fontFamily(let families): return Self.family(families)
        case .fontWeight(let weight): return Self.weight(weight)
        case .duration(let duration): return Self.milliseconds(duration)
        case .cubicBezier(let curve): return Self.easing(curve)
        case .spring(let spring):
            let math = SpringMath(spring)
            return "spring(dampingRatio = \(Self.float(spring.dampingFraction)), stiffness = \(Self.float(math.stiffness)))"
        case .typography(let typography):
            let size = Format.points(typography.fontSize) ?? typography.fontSize.value
            var text = "TextStyle(fontFamily = \(Self.family(typography.fontFamily)), fontWeight = \(Self.weight(typography.fontWeight)), fontSize = \(Self.unit(size, "sp"))"
            switch typography.lineHeight {
            case .multiplier(let factor): text += ", lineHeight = \(Self.unit(factor, "em"))"
            case .length(let length):
                if let points = Format.points(length, fontSize: size) { text += ", lineHeight = \(Self.unit(points, "sp"))" }
            case nil: break
            }
            if let spacing = typography.letterSpacing {
                if spacing.unit == .em {
                    text += ", letterSpacing = \(Self.unit(spacing.value, "em"))"
                } else if let points = Format.points(spacing, fontSize: size) {
                    text += ", letterSpacing = \(Self.unit(points, "sp"))"
                }
            }
            return text + ")"
        case .shadow(let layers):
            return "listOf(" + layers.map { layer in
                "\(options.objectName)Shadow(color = \(Self.partColor(layer.color, authored: layer.authoredColor)), offsetX = \(Self.dp(layer.offsetX)), offsetY = \(Self.dp(layer.offsetY)), blur = \(Self.dp(layer.blur)), spread = \(Self.dp(layer.spread)), inset = \(layer.inset))"
            }.joined(separator: ", ") + ")"
        case .border(let border):
            return "BorderStroke(\(Self.dp(border.width)), \(Self.partColor(border.color, authored: border.authoredColor)))"
        case .strokeStyle(let style): return Self.string(CSSConventions.lineStyle(style))
        case .transition(let transition):
            return "tween(durationMillis = \(Self.milliseconds(transition.duration)), delayMillis = \(Self.milliseconds(transition.delay)), easing = \(Self.easing(transition.timingFunction)))"
        case .gradient(let stops):
            return "Brush.linearGradient(" + stops.map { "\(Self.float($0.position)) to \(Self.partColor($0.color, authored: $0.authoredColor))" }.joined(separator: ", ") + ")"
        }
    }
}

