import ColorScience
import DesignModel

/// Dart names, types and literals for `design_tokens.dart`.
///
/// Tokens whose value follows the theme (colors, shadows, borders, gradients) become fields of
/// a `ThemeExtension` per kind — `AppColors`, `AppShadows`, `AppBorders`, `AppGradients` — with
/// one `const` instance per mode; their names drop the kind's own leading segment
/// (`color.text.primary` → `AppColors.textPrimary`). Every other token is a `static const` of a
/// class per group: `spacing.md` → `AppSpacing.md`.
struct DartConventions: PlatformConventions {
    var options: DartOptions
    var modes: [String]
    var platformName: String { "Dart" }
    /// Native: no viewport or glyphs to size `vw`, `ch` and the like by.
    var writesWebOnlyUnits: Bool { false }

    /// The theme-extension kind of a type: (class suffix, the leading segment names drop).
    /// A switch, not a dictionary: it runs for every token, and hashing the type costs more.
    static func themedKind(_ type: TokenType) -> (suffix: String, segment: String)? {
        switch type {
        case .color: ("Colors", "color")
        case .shadow: ("Shadows", "shadow")
        case .border: ("Borders", "border")
        case .gradient: ("Gradients", "gradient")
        default: nil
        }
    }

    static let themedTypes: [TokenType] = [.color, .shadow, .border, .gradient]

    /// Classes the generated file declares besides the group classes.
    var generatedTypes: Set<String> {
        var names: Set<String> = ["Spring", "Transition", "StrokeStyle"].reduce(into: []) { $0.insert(options.classPrefix + $1) }
        for type in Self.themedTypes { names.insert(options.classPrefix + Self.themedKind(type)!.suffix) }
        return names
    }

    /// `AppColor`, `AppShadow`, `AppBorder`, `AppGradient`: group class names too close to the theme
    /// extensions' (`AppColors`, …).
    var themedKindSingulars: Set<String> {
        Set(Self.themedTypes.map { options.classPrefix + String(Self.themedKind($0)!.suffix.dropLast()) })
    }

    /// Names a theme-extension field may not take: its own members and the mode instances.
    let extensionReserved: Set<String>
    /// `extensionReserved`'s (first byte, length) filter: most names need no hashing.
    let extensionReservedFilter: NameFilter
    /// Per themed kind (`themedKind`'s order): the extension class and the prefix shown in
    /// messages, made once instead of concatenated for every token.
    let themedContainers: [(container: String, displayPrefix: String)]

    init(options: DartOptions, modes: [String]) {
        self.options = options
        self.modes = modes
        extensionReserved = Set(["copyWith", "lerp", "of", "other", "t", "theme", "context"] + modes.map { Identifiers.dart(NameCasing.split($0)) })
        extensionReservedFilter = NameFilter(extensionReserved)
        themedContainers = Self.themedTypes.map { type in
            let container = options.classPrefix + Self.themedKind(type)!.suffix
            return (container, container + ".")
        }
    }

    /// The index of a themed type in `themedTypes` (and `themedContainers`).
    private static func themedIndex(_ type: TokenType) -> Int {
        switch type {
        case .color: 0
        case .shadow: 1
        case .border: 2
        default: 3
        }
    }

    /// Names only CSS understands (generic families, browser aliases of the system font): Flutter
    /// would look for a font of that name and not find it.
    static let cssOnlyFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace",
        "ui-rounded", "math", "emoji", "fangsong", "-apple-system", "BlinkMacSystemFont",
    ]

    /// Names of Apple's system font, which Flutter does not resolve by name: Flutter draws its
    /// platform's own font (San Francisco on iOS and macOS, Roboto on Android) when a style names no
    /// family, so a style whose first family is one of these names none.
    static let platformDefaultFamilies: Set<String> = [
        "SF Pro", "SF Pro Text", "SF Pro Display", ".AppleSystemUIFont", ".SF UI Text", ".SF UI Display", "San Francisco",
    ]

    /// The families of a text style as Flutter can resolve them: CSS-only names dropped; nothing
    /// at all (the platform's font) when the first family is Apple's system font or CSS-only.
    static func flutterFamilies(_ families: [String]) -> [String] {
        guard let first = families.first, !platformDefaultFamilies.contains(first), !cssOnlyFamilies.contains(first) else { return [] }
        return families.filter { !cssOnlyFamilies.contains($0) && !platformDefaultFamilies.contains($0) }
    }

    static let enumReserved: Set<String> = [
        "displayName", "emoji", "category", "values", "index", "name", "colorFor", "of", "compareTo",
    ]

    func typeName(_ words: [String]) -> String {
        let name = options.classPrefix + NameCasing.upperCamel(words.map(NameCasing.asciiIdentifier))
        return Identifiers.dart([name], type: true)
    }

    let groups = GroupCache<(container: String, displayPrefix: String)>()

    func placement(of token: Token) -> Placement {
        // The common paths, named in one pass over their bytes; the rest by segments below.
        let path = token.path.string
        if let kind = Self.themedKind(token.type) {
            let first = NameCasing.firstSegment(of: path, is: kind.segment)
            if let joined = NameCasing.joined(dotted: path, from: first.matches ? first.end : 0, style: .lowerCamel) {
                let names = themedContainers[Self.themedIndex(token.type)]
                let member = Identifiers.escapeDart(joined, reserved: extensionReservedFilter.mayContain(joined) ? extensionReserved : [])
                return Placement(containerKind: "themeExtension", container: names.container, group: nil, member: member, displayPrefix: names.displayPrefix)
            }
        } else {
            let first = NameCasing.firstSegment(of: path)
            if first.end > 0, let joined = NameCasing.joined(dotted: path, from: first.end, style: .lowerCamel) {
                // The closure is formed only on a miss (forming it copies `self`).
                let (group, names): (String, (container: String, displayPrefix: String))
                if let hit = groups.last(path: path, groupLength: first.end - 1) {
                    (group, names) = hit
                } else {
                    (group, names) = groups.value(path: path, groupLength: first.end - 1) { makeContainerNames($0) }
                }
                return Placement(
                    containerKind: "group", container: names.container, group: group, member: Identifiers.escapeDart(joined),
                    displayPrefix: names.displayPrefix)
            }
        }
        let segments = token.path.fastSegments
        if let kind = Self.themedKind(token.type) {
            let container = options.classPrefix + kind.suffix
            var rest = segments[...]
            if segments.count > 1, segments[0] == kind.segment { rest = segments.dropFirst() }
            if rest.allSatisfy({ $0 == "$root" }) { rest = [kind.segment] }
            let member = Identifiers.dart(segments: rest, reserved: extensionReserved)
            return Placement(containerKind: "themeExtension", container: container, group: nil, member: member, displayPrefix: container + ".")
        }
        let group = segments.count > 1 ? segments[0] : token.type.rawValue
        let names = containerNames(group)
        let member = Identifiers.dart(segments: memberSegments(of: token, segments: segments))
        return Placement(containerKind: "group", container: names.container, group: group, member: member, displayPrefix: names.displayPrefix)
    }

    private func containerNames(_ group: String) -> (container: String, displayPrefix: String) {
        groups.value(group) { makeContainerNames(group) }
    }

    private func makeContainerNames(_ group: String) -> (container: String, displayPrefix: String) {
        var container = typeName(NameCasing.split(group))
        // `AppBorder` beside the `AppBorders` theme extension reads as a typo: a group class
        // named like a theme extension's kind takes `Tokens` too (`AppBorderTokens`).
        if generatedTypes.contains(container) || themedKindSingulars.contains(container) { container += "Tokens" }
        return (container, container + ".")
    }

    func modeIdentifier(_ mode: String) -> String { Identifiers.dart(NameCasing.split(mode)) }

    func paletteIdentifier(_ palette: CategoricalPalette) -> String { typeName(NameCasing.split(palette.path.name)) }

    func paletteCaseName(_ member: Token) -> String {
        Identifiers.dart(NameCasing.split(member.path.name), reserved: Self.enumReserved.union(modes.map { modeIdentifier($0) + "Color" }))
    }

    func categoryTypeIdentifier(palette identifier: String) -> String { identifier + "Category" }

    func categoryCaseName(_ category: String) -> String {
        Identifiers.dart(NameCasing.split(category), reserved: ["values", "index", "name"])
    }

    func platformType(of token: Token, variesByMode: Bool) -> String {
        switch token.type {
        case .color: "Color"
        case .dimension, .number, .opacity: "double"
        // Null where Flutter should draw the platform's own font (see `flutterFamilies`).
        case .fontFamily:
            token.values.contains { if case .fontFamily(let families)? = $0?.value { Self.flutterFamilies(families).isEmpty } else { false } }
                ? "String?" : "String"
        case .fontWeight: "FontWeight"
        case .duration: "Duration"
        case .cubicBezier: "Cubic"
        case .spring: options.classPrefix + "Spring"
        case .typography: "TextStyle"
        case .shadow: "List<BoxShadow>"
        case .border: "BorderSide"
        case .strokeStyle: options.classPrefix + "StrokeStyle"
        case .transition: options.classPrefix + "Transition"
        case .gradient: "LinearGradient"
        }
    }

    func literal(_ resolved: ResolvedValue, of token: Token, mode: Int) -> ViewModel.Literal {
        if let authored = resolved.authoredColor, authored.prefersDisplayP3, case .color = resolved.value {
            return ViewModel.Literal(Self.displayP3(authored))
        }
        return ViewModel.Literal(literal(resolved.value))
    }

    /// Flutter 3.27+: `Color.from(alpha:red:green:blue:colorSpace:)` in Display P3 (a const
    /// constructor, so theme instances stay `const`); components to six decimals.
    static func displayP3(_ authored: AuthoredColor) -> String {
        let p3 = authored.displayP3
        func number(_ value: Double) -> String {
            let text = AuthoredColor.number(value)
            return text.contains(".") ? text : text + ".0"
        }
        return "Color.from(alpha: \(number(authored.alpha)), red: \(number(p3.x)), green: \(number(p3.y)), blue: \(number(p3.z)), colorSpace: ColorSpace.displayP3)"
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

    static func length(_ dimension: DimensionValue, fontSize: Double? = nil) -> String {
        Format.dartDouble(Format.lengthValue(dimension, fontSize: fontSize))
    }

    static func duration(_ duration: DurationValue) -> String {
        if duration.milliseconds == 0 { return "Duration.zero" }
        if duration.milliseconds == duration.milliseconds.rounded() { return "Duration(milliseconds: \(Int(duration.milliseconds)))" }
        return "Duration(microseconds: \(Int((duration.milliseconds * 1000).rounded())))"
    }

    static func curve(_ curve: CubicBezier) -> String {
        "Cubic(\(curve.components.map(Format.dartDouble).joined(separator: ", ")))"
    }

    /// Flutter's weights are the CSS hundreds: the nearest one, 100…900.
    static func weight(_ weight: Int) -> String { "FontWeight.w\(weightHundreds(weight))" }

    static func weightHundreds(_ weight: Int) -> Int { min(900, max(100, Int((Double(weight) / 100).rounded()) * 100)) }

    /// `TextStyle(fontFamily: 'Inter', fontSize: 16.0, fontWeight: FontWeight.w400, …)`, built as
    /// bytes (`LiteralText`): one String instead of one per piece.
    static func textStyle(_ typography: Typography) -> String {
        let size = typography.fontSize.points ?? typography.fontSize.value
        var text = LiteralText()
        text.append("TextStyle(")
        text.append(familyTexts.text(typography.fontFamily, familyArguments))
        text.append("fontSize: ")
        text.dartDouble(size)
        text.append(", fontWeight: FontWeight.w")
        text.integer(weightHundreds(typography.fontWeight))
        var height: Double?
        switch typography.lineHeight {
        case .multiplier(let factor): height = factor
        case .length(let length):
            if let points = Format.points(length, fontSize: size), size > 0 { height = points / size }
        case nil: break
        }
        // Flutter puts all of `height`'s extra leading below the text unless told otherwise;
        // CSS and iOS split it evenly above and below.
        if let height {
            text.append(", height: ")
            text.dartDouble(height)
            text.append(", leadingDistribution: TextLeadingDistribution.even")
        }
        if let spacing = typography.letterSpacing {
            text.append(", letterSpacing: ")
            text.dartDouble(Format.lengthValue(spacing, fontSize: size))
        }
        text.append(")")
        return text.string
    }

    static let familyTexts = FamilyTexts()

    /// `fontFamily: 'Inter', fontFamilyFallback: <String>['Roboto'], ` (nothing where Flutter
    /// draws the platform's own font): the family arguments of a `TextStyle`.
    static func familyArguments(_ families: [String]) -> String {
        var text = LiteralText()
        let families = flutterFamilies(families)
        if let family = families.first {
            text.append("fontFamily: ")
            text.append(Format.dartString(family))
            text.append(", ")
        }
        if families.count > 1 {
            text.append("fontFamilyFallback: <String>[")
            text.appendList(families.dropFirst(), Format.dartString)
            text.append("], ")
        }
        return text.string
    }

    func literal(_ value: TokenValue) -> String {
        let prefix = options.classPrefix
        switch value {
        case .color(let rgba): return Self.color(rgba)
        case .dimension(let dimension): return Self.length(dimension)
        case .number(let number), .opacity(let number): return Format.dartDouble(number)
        case .fontFamily(let families): return Self.flutterFamilies(families).first.map(Format.dartString) ?? "null"
        case .fontWeight(let weight): return Self.weight(weight)
        case .duration(let duration): return Self.duration(duration)
        case .cubicBezier(let curve): return Self.curve(curve)
        case .spring(let spring):
            let settle = SpringMath(spring).settlingTime
            return "\(prefix)Spring(response: \(Format.dartDouble(spring.response)), dampingFraction: \(Format.dartDouble(spring.dampingFraction)), duration: Duration(milliseconds: \(Int((settle * 1000).rounded()))))"
        case .typography(let typography): return Self.textStyle(typography)
        case .shadow(let layers):
            return "<BoxShadow>[" + layers.filter { !$0.inset }.map { layer in
                "BoxShadow(color: \(Self.partColor(layer.color, authored: layer.authoredColor)), offset: Offset(\(Self.length(layer.offsetX)), \(Self.length(layer.offsetY))), blurRadius: \(Self.length(layer.blur)), spreadRadius: \(Self.length(layer.spread)))"
            }.joined(separator: ", ") + "]"
        case .border(let border):
            return "BorderSide(color: \(Self.partColor(border.color, authored: border.authoredColor)), width: \(Self.length(border.width)))"
        case .strokeStyle(let style):
            switch style {
            case .keyword(let keyword): return "\(prefix)StrokeStyle(keyword: \(Format.dartString(keyword)))"
            case .dashed(let dashes, let cap):
                let capName = ["round", "square", "butt"].contains(cap) ? cap : "butt"
                return "\(prefix)StrokeStyle(dashArray: <double>[\(dashes.map { Self.length($0) }.joined(separator: ", "))], lineCap: StrokeCap.\(capName))"
            }
        case .transition(let transition):
            return "\(prefix)Transition(duration: \(Self.duration(transition.duration)), delay: \(Self.duration(transition.delay)), curve: \(Self.curve(transition.timingFunction)))"
        case .gradient(let stops):
            return "LinearGradient(colors: <Color>[\(stops.map { Self.partColor($0.color, authored: $0.authoredColor) }.joined(separator: ", "))], stops: <double>[\(stops.map { Format.dartDouble($0.position) }.joined(separator: ", "))])"
        }
    }
}
