import ColorScience
import DesignModel

/// Swift names, types and literals for the platform-neutral core of `DesignTokens.swift`.
///
/// Tokens live in one caseless enum per group (first path segment) inside the namespace enum:
/// `color.text.primary` → `DesignTokens.Colors.textPrimary` (plural where the group would shadow
/// a framework type: `frameworkTypes`). Lengths are `CGFloat` points,
/// durations `TimeInterval` seconds; colors, shadows, borders and gradients are `Themed<…>`
/// (a value per mode) so they can follow light and dark.
struct SwiftConventions: PlatformConventions {
    var options: SwiftOptions
    var platformName: String { "Swift" }
    /// Native: no viewport or glyphs to size `vw`, `ch` and the like by.
    var writesWebOnlyUnits: Bool { false }
    var codeSyntaxPlatform: String? { "iOS" }
    func member(fromCodeSyntax text: String) -> String? { CodeSyntax.member(text).map { Identifiers.escapeSwift($0) } }

    /// Names the generated file declares inside the namespace: a group may not take them.
    static let supportTypes: Set<String> = [
        "Mode", "RGBA", "Themed", "FontWeight", "TextStyle", "SystemFontDesign", "TypographyStyle", "ShadowLayer",
        "BorderValue", "StrokeStyleValue", "CubicBezier", "SpringValue", "TransitionValue", "GradientStop",
        "ShadowModifier",
    ]

    /// Type names of Swift, Foundation, SwiftUI, UIKit/AppKit and Core Graphics that a group enum
    /// would shadow inside the namespace (`DesignTokens.Color` hid `SwiftUI.Color` in every
    /// extension of `DesignTokens`): such a group is named in the plural instead (`Colors`,
    /// `Fonts`, `Durations`).
    static let frameworkTypes: Set<String> = [
        // SwiftUI
        "Color", "Font", "Text", "Image", "Animation", "Transaction", "Gradient", "Shape", "Path", "Angle", "Edge",
        "Alignment", "Axis", "Layout", "Grid", "Table", "List", "Label", "Button", "Toggle", "Menu", "Link", "Group",
        "Section", "Form", "Divider", "Spacer", "Capsule", "Circle", "Ellipse", "Rectangle", "Material", "Environment",
        "State", "Binding", "Namespace", "Spring", "Transition", "StrokeStyle", "ShadowStyle", "ColorScheme", "Visibility",
        "Anchor", "Canvas", "Picker", "Slider", "Stepper", "Toolbar", "Scene", "App", "Window", "View", "ViewModifier",
        // Swift and Foundation
        "Duration", "Clock", "Instant", "Task", "Result", "Range", "Data", "Date", "URL", "Locale", "Calendar", "Timer",
        "Measurement", "Unit", "Bundle", "Progress", "Notification", "Decimal", "Character", "Substring", "Mirror",
        // Core Graphics
        "CGFloat", "CGSize", "CGPoint", "CGRect", "CGColor",
    ]

    /// The enum name of a group: `UpperCamel`, in the plural when it would shadow a framework type.
    static func containerIdentifier(_ words: [String]) -> String {
        let name = Identifiers.swift(words, type: true, reserved: supportTypes)
        guard frameworkTypes.contains(name) else { return name }
        return Identifiers.escapeSwift(plural(name), reserved: supportTypes.union(frameworkTypes))
    }

    /// English plural of a type name: `Color` → `Colors`, `Radius` → `Radiuses`, `Opacity` → `Opacities`.
    static func plural(_ name: String) -> String {
        let lower = name.lowercased()
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("ch") || lower.hasSuffix("sh") { return name + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return name.dropLast() + "ies" }
        return name + "s"
    }

    /// Members of a palette enum that a case may not take.
    static let paletteMembers: Set<String> = [
        "id", "name", "emoji", "category", "color", "rawValue", "allCases", "hashValue", "Category",
    ]

    let groups = GroupCache<(container: String, prefix: String)>()

    func placement(of token: Token) -> Placement {
        // The common path (`color.text.primary`): named in one pass over its bytes.
        let path = token.path.string
        let first = NameCasing.firstSegment(of: path)
        if first.end > 0, let joined = NameCasing.joined(dotted: path, from: first.end, style: .lowerCamel) {
            // The closure is formed only on a miss (forming it copies `self`).
            let (group, names): (String, (container: String, prefix: String))
            if let hit = groups.last(path: path, groupLength: first.end - 1) {
                (group, names) = hit
            } else {
                (group, names) = groups.value(path: path, groupLength: first.end - 1) { makeContainerNames($0) }
            }
            return Placement(
                containerKind: "group", container: names.container, group: group, member: Identifiers.escapeSwift(joined),
                displayPrefix: names.prefix)
        }
        let segments = token.path.fastSegments
        let group = segments.count > 1 ? segments[0] : token.type.rawValue
        let names = containerNames(group)
        let member = Identifiers.swift(segments: memberSegments(of: token, segments: segments))
        return Placement(containerKind: "group", container: names.container, group: group, member: member, displayPrefix: names.prefix)
    }

    private func containerNames(_ group: String) -> (container: String, prefix: String) {
        groups.value(group) { makeContainerNames(group) }
    }

    private func makeContainerNames(_ group: String) -> (container: String, prefix: String) {
        let container = Self.containerIdentifier(NameCasing.split(group))
        return (container, "\(options.typeName).\(container).")
    }

    func modeIdentifier(_ mode: String) -> String { Identifiers.swift(NameCasing.split(mode)) }

    func paletteIdentifier(_ palette: CategoricalPalette) -> String {
        Self.containerIdentifier(NameCasing.split(palette.path.name))
    }

    func paletteCaseName(_ member: Token) -> String {
        Identifiers.swift(NameCasing.split(member.path.name), reserved: Self.paletteMembers)
    }

    func categoryTypeIdentifier(palette identifier: String) -> String { "Category" }

    func categoryCaseName(_ category: String) -> String { Identifiers.swift(NameCasing.split(category), reserved: ["rawValue", "allCases"]) }

    /// Whether a type is always per mode in Swift (it carries colors).
    static func alwaysThemed(_ type: TokenType) -> Bool {
        switch type {
        case .color, .shadow, .border, .gradient: true
        default: false
        }
    }

    func platformType(of token: Token, variesByMode: Bool) -> String {
        // Both spellings as literals: interpolating `Themed<…>` built a new string per token.
        let types: (base: String, themed: String)
        switch token.type {
        case .color: types = ("RGBA", "Themed<RGBA>")
        case .dimension:
            let relative = (token.values.isEmpty ? nil : token.values.value(0))?.dimension.map { $0.points == nil } ?? false
            types = relative ? ("Double", "Themed<Double>") : ("CGFloat", "Themed<CGFloat>")
        case .number, .opacity: types = ("Double", "Themed<Double>")
        case .fontFamily: types = ("String", "Themed<String>")
        case .fontWeight: types = ("FontWeight", "Themed<FontWeight>")
        case .duration: types = ("TimeInterval", "Themed<TimeInterval>")
        case .cubicBezier: types = ("CubicBezier", "Themed<CubicBezier>")
        case .spring: types = ("SpringValue", "Themed<SpringValue>")
        case .typography: types = ("TypographyStyle", "Themed<TypographyStyle>")
        case .shadow: types = ("[ShadowLayer]", "Themed<[ShadowLayer]>")
        case .border: types = ("BorderValue", "Themed<BorderValue>")
        case .strokeStyle: types = ("StrokeStyleValue", "Themed<StrokeStyleValue>")
        case .transition: types = ("TransitionValue", "Themed<TransitionValue>")
        case .gradient: types = ("[GradientStop]", "Themed<[GradientStop]>")
        }
        return Self.alwaysThemed(token.type) || variesByMode ? types.themed : types.base
    }

    func literal(_ resolved: ResolvedValue, of token: Token, mode: Int) -> ViewModel.Literal {
        if let authored = resolved.authoredColor, authored.prefersDisplayP3, case .color = resolved.value {
            return ViewModel.Literal(Self.displayP3(authored))
        }
        return ViewModel.Literal(Self.literal(resolved.value, systemFamilies: options.systemFontFamilies))
    }

    /// `RGBA(displayP3Red: 1, green: 0, blue: 0)`: a color kept in Display P3 (components to six decimals).
    static func displayP3(_ authored: AuthoredColor) -> String {
        let p3 = authored.displayP3
        var text = "RGBA(displayP3Red: \(AuthoredColor.number(p3.x)), green: \(AuthoredColor.number(p3.y)), blue: \(AuthoredColor.number(p3.z))"
        if authored.alpha < 1 { text += ", alpha: \(AuthoredColor.number(authored.alpha))" }
        return text + ")"
    }

    /// A composite's color: in Display P3 when authored there (or outside sRGB).
    static func partColor(_ color: RGBA, authored: AuthoredColor?) -> String {
        if let authored, authored.prefersDisplayP3 { return displayP3(authored) }
        return self.color(color)
    }

    static func color(_ color: RGBA) -> String {
        guard color.alpha8 != 255 else {
            return ASCIIText.make(capacity: 24) { text in
                text.append("RGBA(hex: ")
                Format.hex24(color, into: &text)
                text.append(")")
            }
        }
        // Translucent colors in place too (interpolating built four strings): `Format.alpha`'s
        // spelling, which is `ASCIIText.number`'s on its fast path (where every alpha is).
        let alpha = Format.alphaValue(color)
        guard ASCIIText.hasFastSpelling(alpha) else { return "RGBA(hex: \(Format.hex24(color)), alpha: \(Format.alpha(color)))" }
        return ASCIIText.make(capacity: 64) { text in
            text.append("RGBA(hex: ")
            Format.hex24(color, into: &text)
            text.append(", alpha: ")
            text.number(alpha)
            text.append(")")
        }
    }

    static func length(_ dimension: DimensionValue, fontSize: Double? = nil) -> String {
        Format.number(Format.lengthValue(dimension, fontSize: fontSize))
    }

    static func curve(_ curve: CubicBezier) -> String {
        "CubicBezier(x1: \(Format.number(curve.x1)), y1: \(Format.number(curve.y1)), x2: \(Format.number(curve.x2)), y2: \(Format.number(curve.y2)))"
    }

    static func stroke(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): ".\(Identifiers.swift(NameCasing.split(keyword)))"
        case .dashed(let dashes, let cap):
            ".dashes([\(dashes.map { length($0) }.joined(separator: ", "))], lineCap: \(Format.swiftString(cap)))"
        }
    }

    static let textStyles: Set<String> = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1",
        "caption2",
    ]

    static func literal(_ value: TokenValue, systemFamilies: [String]) -> String {
        switch value {
        case .color(let rgba): return color(rgba)
        case .dimension(let dimension): return length(dimension)
        case .number(let number), .opacity(let number): return Format.number(number)
        case .fontFamily(let families): return Format.swiftString(families.first ?? "")
        case .fontWeight(let weight): return "FontWeight(\(weight))"
        case .duration(let duration): return Format.number(duration.seconds)
        case .cubicBezier(let bezier): return curve(bezier)
        case .spring(let spring):
            return "SpringValue(response: \(Format.number(spring.response)), dampingFraction: \(Format.number(spring.dampingFraction)))"
        case .typography(let typography): return typographyStyle(typography)
        case .shadow(let layers):
            return "[" + layers.map { layer in
                var text = "ShadowLayer(color: \(partColor(layer.color, authored: layer.authoredColor)), x: \(length(layer.offsetX)), y: \(length(layer.offsetY)), blur: \(length(layer.blur)), spread: \(length(layer.spread))"
                if layer.inset { text += ", inset: true" }
                return text + ")"
            }.joined(separator: ", ") + "]"
        case .border(let border):
            return "BorderValue(color: \(partColor(border.color, authored: border.authoredColor)), width: \(length(border.width)), style: \(stroke(border.style)))"
        case .strokeStyle(let style): return stroke(style)
        case .transition(let transition):
            return "TransitionValue(duration: \(Format.number(transition.duration.seconds)), delay: \(Format.number(transition.delay.seconds)), curve: \(curve(transition.timingFunction)))"
        case .gradient(let stops):
            return "[" + stops.map { "GradientStop(color: \(partColor($0.color, authored: $0.authoredColor)), position: \(Format.number($0.position)))" }.joined(separator: ", ") + "]"
        }
    }

    /// `TypographyStyle(family: "Inter", size: 16, weight: FontWeight(400), …)`, built as bytes
    /// (`LiteralText`): one String instead of one per piece.
    static func typographyStyle(_ typography: Typography) -> String {
        let size = typography.fontSize.points ?? typography.fontSize.value
        var text = LiteralText()
        text.append("TypographyStyle(family: ")
        text.append(familyTexts.text(typography.fontFamily, familyArguments))
        text.append(", size: ")
        text.number(size)
        text.append(", weight: FontWeight(")
        text.integer(typography.fontWeight)
        text.append(")")
        if let lineHeight = typography.lineHeightPoints ?? lineHeightFallback(typography, size: size) {
            text.append(", lineHeight: ")
            text.number(lineHeight)
        }
        if let spacing = typography.letterSpacing {
            text.append(", letterSpacing: ")
            text.number(Format.lengthValue(spacing, fontSize: size))
        }
        if let style = typography.textStyle, textStyles.contains(style) {
            text.append(", textStyle: .")
            text.append(style)
        }
        text.append(")")
        return text.string
    }

    static let familyTexts = FamilyTexts()

    /// `"Inter", fallbacks: ["Helvetica"]`: the family arguments of a `TypographyStyle`.
    static func familyArguments(_ families: [String]) -> String {
        var text = LiteralText()
        text.append(Format.swiftString(families.first ?? ""))
        if families.count > 1 {
            text.append(", fallbacks: [")
            text.appendList(families.dropFirst(), Format.swiftString)
            text.append("]")
        }
        return text.string
    }

    /// A multiplier line height whose font size is relative cannot become points.
    private static func lineHeightFallback(_ typography: Typography, size: Double) -> Double? {
        if case .multiplier(let factor) = typography.lineHeight { return factor * size }
        return nil
    }
}
