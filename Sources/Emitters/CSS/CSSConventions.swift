import ColorScience
import DesignModel

/// CSS names and values for `tokens.css`: one custom property per token, named after its whole
/// path in lowercase kebab-case (`color.text.primary` → `--color-text-primary`), with lengths in
/// `px` (1pt = 1dp = 1px; `rem` kept) or all in `rem`, durations in `ms`, curves as
/// `cubic-bezier()` and springs as a sampled `linear()` easing.
struct CSSConventions: PlatformConventions {
    let options: CSSOptions
    let system: DesignSystem
    /// `--` plus the configured prefix: the same for every property, so computed once.
    let propertyPrefix: String
    var platformName: String { "CSS" }

    /// Custom properties Figma's `WEB` code syntax names, by token (usually none).
    let codeSyntaxNames: [TokenPath: String]

    init(options: CSSOptions, system: DesignSystem) {
        self.options = options
        self.system = system
        propertyPrefix = options.prefix.isEmpty ? "--" : "--" + Identifiers.cssKebab(NameCasing.split(options.prefix)) + "-"
        var names: [TokenPath: String] = [:]
        for token in system.tokens where token.extensions != nil {
            if let text = CodeSyntax.text(of: token, "WEB"), let name = CodeSyntax.customProperty(text) { names[token.path] = name }
        }
        codeSyntaxNames = names
    }

    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace",
        "ui-rounded", "math", "emoji", "fangsong", "-apple-system", "BlinkMacSystemFont",
    ]

    /// `--color-text-primary` (with the configured prefix).
    func propertyName(_ path: TokenPath) -> String {
        if !codeSyntaxNames.isEmpty, let named = codeSyntaxNames[path] { return named }
        if let name = NameCasing.joined(dotted: path.string, from: 0, style: .kebab, prefix: propertyPrefix) { return name }
        let segments = path.fastSegments
        let prefix = propertyPrefix
        if let joined = NameCasing.joined(segments[...], style: .kebab), !joined.isEmpty { return prefix + joined }
        var words = NameCasing.split(segments: segments)
        if words.isEmpty { words = ["root"] }
        return prefix + Identifiers.cssKebab(words)
    }

    func placement(of token: Token) -> Placement {
        let name = propertyName(token.path)
        return Placement(containerKind: "root", container: options.selector, group: nil, member: name, displayPrefix: "")
    }

    func modeIdentifier(_ mode: String) -> String { mode }

    func platformType(of token: Token, variesByMode: Bool) -> String {
        switch token.type {
        case .color: "<color>"
        case .dimension: "<length>"
        case .number, .opacity: "<number>"
        case .fontFamily: "<family-name>#"
        case .fontWeight: "<font-weight>"
        case .duration: "<time>"
        case .cubicBezier, .spring: "<easing-function>"
        case .typography: "<'font'>"
        case .shadow: "<shadow>#"
        case .border: "<'border'>"
        case .strokeStyle: "<line-style>"
        case .transition: "<single-transition>"
        case .gradient: "<color-stop-list>"
        }
    }

    /// With `outputReferences` a literal names (and compares with) the tokens it refers to.
    func readsOtherTokens(_ token: Token) -> Bool {
        options.outputReferences && token.values.contains { $0?.alias != nil || !($0?.references.isEmpty ?? true) }
    }

    func literal(_ resolved: ResolvedValue, of token: Token, mode: Int) -> ViewModel.Literal {
        if options.outputReferences, let target = resolved.alias?.path, system[target] != nil {
            let reference = "var(\(propertyName(target)))"
            // Composites keep their parts addressable: the parts refer to the target's parts.
            let parts = Self.partSuffixes(of: resolved.value).map { ViewModel.Part($0, "var(\(propertyName(target))-\($0))") }
            return ViewModel.Literal(reference, parts: parts)
        }
        let references = options.outputReferences ? resolved.references : []
        let literal = value(resolved.value, token: token, mode: mode, references: references)
        // A color authored in another space keeps it, printed inside `@supports` (CSSPrinter).
        if let authored = resolved.authoredColor, case .color = resolved.value { return literal.with(wide: authored.cssText) }
        // A shadow, border or gradient with such a color: the same value with that color as written.
        if !resolved.value.authoredPartColors.isEmpty {
            return literal.with(wide: value(resolved.value, token: token, mode: mode, references: references, wide: true).text)
        }
        return literal
    }

    // MARK: Values

    static func partSuffixes(of value: TokenValue) -> [String] {
        switch value {
        case .typography(let typography):
            var suffixes = ["font-family", "font-size", "font-weight"]
            if typography.lineHeight != nil { suffixes.append("line-height") }
            if typography.letterSpacing != nil { suffixes.append("letter-spacing") }
            return suffixes
        case .transition: return ["duration", "delay", "timing-function"]
        case .spring: return ["duration"]
        default: return []
        }
    }

    static func color(_ color: RGBA) -> String {
        if color.alpha8 == 255 { return Format.hexColorLower(color) }
        // In bytes on the stack: the interpolation made a String per channel and grew the result.
        // At most 4 + 3 * 4 + 2 + 17 + 1 bytes (`hasFastSpelling`: alpha is within 0...1).
        let alpha = Format.alphaValue(color)
        guard ASCIIText.hasFastSpelling(alpha) else { return "rgb(\(color.red8) \(color.green8) \(color.blue8) / \(Format.alpha(color)))" }
        return ASCIIText.make(capacity: 48) { text in
            text.append("rgb(")
            text.integer(color.red8)
            text.append(" ")
            text.integer(color.green8)
            text.append(" ")
            text.integer(color.blue8)
            text.append(" / ")
            text.number(alpha)
            text.append(")")
        }
    }

    /// Whether a dimension token sizes text (its first segment names fonts or typography:
    /// `font.size.body`, `typography.scale.lg`, `lineHeight.tight`): written in `fontSizeUnit`.
    static func isTypographyPath(_ path: TokenPath) -> Bool {
        // The first segment only (not every segment split), answered once per group: this runs
        // for every dimension token, and a run of them shares a group.
        let first = NameCasing.firstSegment(of: path.string)
        guard first.end > 0 else { return isTypographySegment(path.firstSegment) }
        if let hit = typographyGroups.last(path: path.string, groupLength: first.end - 1) { return hit.value }
        return typographyGroups.value(path: path.string, groupLength: first.end - 1) { isTypographySegment($0) }.value
    }

    private static let typographyGroups = GroupCache<Bool>()

    /// `NameCasing.split` already lowercases.
    private static func isTypographySegment(_ segment: String) -> Bool {
        let words = WordCache.split(segment)
        return words.contains("font") || words.contains("typography") || words == ["line", "height"] || words == ["letter", "spacing"]
    }

    static let familyTexts = FamilyTexts()

    /// A line height as a multiple of its font size (`24px` over `16px` → 1.5; `150%` → 1.5;
    /// `1.5em` → 1.5); nil when the font size is relative or zero.
    static func lineHeightRatio(_ lineHeight: DimensionValue, fontSize: DimensionValue) -> Double? {
        switch lineHeight.unit {
        case .percent: return lineHeight.value / 100
        case .em: return lineHeight.value
        default:
            guard let height = lineHeight.points, let size = fontSize.points, size > 0 else { return nil }
            return height / size
        }
    }

    func length(_ dimension: DimensionValue, unit: CSSOptions.LengthUnit? = nil) -> String {
        switch dimension.unit {
        case .pt, .px, .dp:
            if (unit ?? options.lengthUnit) == .rem { return Self.rem(pixels: dimension.value) }
            return Self.number(dimension.value, unit: "px")
        case .rem: return Self.number(dimension.value, unit: "rem")
        case .em: return Self.number(dimension.value, unit: "em")
        case .percent: return Self.number(dimension.value, unit: "%")
        case .vw: return Self.number(dimension.value, unit: "vw")
        case .vh: return Self.number(dimension.value, unit: "vh")
        case .vmin: return Self.number(dimension.value, unit: "vmin")
        case .vmax: return Self.number(dimension.value, unit: "vmax")
        case .ch: return Self.number(dimension.value, unit: "ch")
        case .ex: return Self.number(dimension.value, unit: "ex")
        }
    }

    /// Pixels as `rem` (px / 16), exactly: the usual four decimals would turn -0.41px into
    /// -0.0256rem (-0.4096px); the shortest spelling that reads back as the same number does not.
    static func rem(pixels: Double) -> String {
        let value = pixels / 16
        let exact = "\(value)"
        guard value.isFinite, !exact.contains("e") else { return number(value, unit: "rem") }
        return (exact.hasSuffix(".0") ? String(exact.dropLast(2)) : exact) + "rem"
    }

    /// `16px`: a number and its unit in one string.
    static func number(_ value: Double, unit: StaticString) -> String {
        guard ASCIIText.hasFastSpelling(value) else { return Format.number(value) + unit.description }
        return ASCIIText.make(capacity: 32) { text in
            text.number(value)
            text.append(unit)
        }
    }

    /// Written as bytes, one String at the end (a `map` and `joined` made one per family and
    /// then the list), and each name's keyword tests only when it is one identifier.
    static func family(_ families: [String]) -> String {
        if families.count == 1, !familyQuoted(families[0]) { return families[0] }
        var text = LiteralText(capacity: 64)
        var first = true
        for name in families {
            if !first { text.append(", ") }
            first = false
            guard familyQuoted(name) else {
                text.append(name)
                continue
            }
            text.append("\"")
            for byte in name.utf8 {
                // Backslash and quote escaped (ASCII: never inside a multi-byte sequence), the
                // same bytes as replacing each of them in turn.
                if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") { text.append(byte: UInt8(ascii: "\\")) }
                text.append(byte: byte)
            }
            text.append("\"")
        }
        return text.string
    }

    /// Whether `family` writes `name` in quotes: not a generic family, and not one plain identifier.
    /// Every generic family and every keyword is an identifier, so a name that is not one is
    /// quoted without looking it up.
    static func familyQuoted(_ name: String) -> Bool {
        guard isPlainIdentifier(name) else { return true }
        if genericFamilies.contains(name) { return false }
        return familyKeywords.contains(name.lowercased())
    }

    /// CSS-wide keywords and generic names: a family of that name must be quoted.
    static let familyKeywords: Set<String> = [
        "inherit", "initial", "unset", "default", "revert", "revert-layer", "serif", "sans-serif", "monospace", "cursive",
        "fantasy", "system-ui", "math", "emoji", "fangsong",
    ]

    /// A family name is written unquoted only when it is one CSS identifier that is not a keyword
    /// (`Inter`, `Roboto`); names with spaces, digits first or other characters are quoted
    /// (`"SF Pro Text"`), as most style guides ask.
    static func familyNeedsQuotes(_ name: String) -> Bool {
        if familyKeywords.contains(name.lowercased()) { return true }
        return !isPlainIdentifier(name)
    }

    /// One CSS identifier as `familyNeedsQuotes` reads it: an optional `-`, then a letter or
    /// `_`, then letters, digits, `-` and `_` (ASCII).
    static func isPlainIdentifier(_ name: String) -> Bool {
        // One loop over the bytes (a `Substring.UTF8View` and `allSatisfy` walk generic
        // indices, far slower for every name).
        var index = 0
        var sawStart = false
        for byte in name.utf8 {
            defer { index += 1 }
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if !sawStart {
                if index == 0, byte == UInt8(ascii: "-") { continue }
                guard letter || byte == UInt8(ascii: "_") else { return false }
                sawStart = true
                continue
            }
            guard letter || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else {
                return false
            }
        }
        return sawStart
    }

    static func duration(_ duration: DurationValue) -> String { number(duration.milliseconds, unit: "ms") }

    static func curve(_ curve: CubicBezier) -> String {
        "cubic-bezier(\(curve.components.map(Format.number).joined(separator: ", ")))"
    }

    /// A `var()` to the token among `references` whose value (in `mode`) is `value`, if any:
    /// how a composite's part refers to the token it was aliased from.
    private func reference(to value: TokenValue, among references: [TokenPath], mode: Int) -> String? {
        for path in references {
            guard let token = system[path], mode < token.values.count, token.values[mode]?.value == value else { continue }
            return "var(\(propertyName(path)))"
        }
        return nil
    }

    /// With `wide`, a composite's colors authored outside sRGB are printed as written (the
    /// `@supports` form); otherwise as sRGB.
    // Whole: one case per token value type; each case is the few lines that write it in CSS.
    func value(_ value: TokenValue, token: Token, mode: Int, references: [TokenPath], wide: Bool = false) -> ViewModel.Literal {
        func ref(_ part: TokenValue, _ literal: @autoclosure () -> String) -> String {
            references.isEmpty ? literal() : (reference(to: part, among: references, mode: mode) ?? literal())
        }
        func partColor(_ color: RGBA, _ authored: AuthoredColor?) -> String {
            if wide, let authored { return ref(.color(color), authored.cssText) }
            return ref(.color(color), Self.color(color))
        }
        switch value {
        case .color(let rgba): return ViewModel.Literal(Self.color(rgba))
        case .dimension(let dimension):
            return ViewModel.Literal(length(dimension, unit: Self.isTypographyPath(token.path) ? options.fontSizeUnit : nil))
        case .number(let number), .opacity(let number): return ViewModel.Literal(Format.number(number))
        case .fontFamily(let families): return ViewModel.Literal(Self.familyTexts.text(families, Self.family))
        case .fontWeight(let weight): return ViewModel.Literal(String(weight))
        case .duration(let duration): return ViewModel.Literal(Self.duration(duration))
        case .cubicBezier(let curve): return ViewModel.Literal(Self.curve(curve))
        case .spring(let spring):
            let math = SpringMath(spring)
            let settle = math.settlingTime
            let samples = math.samples(over: settle).map(Format.number).joined(separator: ", ")
            return ViewModel.Literal("linear(\(samples))", parts: [ViewModel.Part("duration", Format.number((settle * 1000).rounded()) + "ms")])
        case .typography(let typography):
            let family = ref(.fontFamily(typography.fontFamily), Self.familyTexts.text(typography.fontFamily, Self.family))
            let textUnit = options.fontSizeUnit
            let size = ref(.dimension(typography.fontSize), length(typography.fontSize, unit: textUnit))
            let weight = ref(.fontWeight(typography.fontWeight), String(typography.fontWeight))
            // Room for all five parts up front (a third append reallocated).
            var parts: [ViewModel.Part] = []
            parts.reserveCapacity(5)
            parts.append(ViewModel.Part("font-family", family))
            parts.append(ViewModel.Part("font-size", size))
            parts.append(ViewModel.Part("font-weight", weight))
            var lineHeight: String?
            switch typography.lineHeight {
            case .multiplier(let factor): lineHeight = ref(.number(factor), Format.number(factor))
            // Unitless, the ratio to the font size: a child with a larger font inherits the
            // ratio, not the parent's absolute height (with which its lines would overlap).
            case .length(let length):
                lineHeight = Self.lineHeightRatio(length, fontSize: typography.fontSize).map(Format.number)
                    ?? ref(.dimension(length), self.length(length, unit: textUnit))
            case nil: break
            }
            if let lineHeight { parts.append(ViewModel.Part("line-height", lineHeight)) }
            if let spacing = typography.letterSpacing { parts.append(ViewModel.Part("letter-spacing", ref(.dimension(spacing), length(spacing, unit: textUnit)))) }
            let shorthand: String
            if options.outputReferences {
                let name = propertyName(token.path)
                shorthand = "var(\(name)-font-weight) var(\(name)-font-size)" + (lineHeight != nil ? "/var(\(name)-line-height)" : "") + " var(\(name)-font-family)"
            } else {
                // In bytes, one String at the end (the interpolation and `+` grew one three times).
                var text = LiteralText(capacity: weight.utf8.count + size.utf8.count + (lineHeight?.utf8.count ?? 0) + family.utf8.count + 3)
                text.append(weight)
                text.append(" ")
                text.append(size)
                if let lineHeight {
                    text.append("/")
                    text.append(lineHeight)
                }
                text.append(" ")
                text.append(family)
                shorthand = text.string
            }
            return ViewModel.Literal(shorthand, parts: parts)
        case .shadow(let layers):
            return ViewModel.Literal(
                layers.map { layer in
                    (layer.inset ? "inset " : "") + "\(length(layer.offsetX)) \(length(layer.offsetY)) \(length(layer.blur)) \(length(layer.spread)) "
                        + partColor(layer.color, layer.authoredColor)
                }.joined(separator: ", "))
        case .border(let border):
            return ViewModel.Literal(
                "\(ref(.dimension(border.width), length(border.width))) \(Self.lineStyle(border.style)) \(partColor(border.color, border.authoredColor))")
        case .strokeStyle(let style): return ViewModel.Literal(Self.lineStyle(style))
        case .transition(let transition):
            let duration = ref(.duration(transition.duration), Self.duration(transition.duration))
            let delay = ref(.duration(transition.delay), Self.duration(transition.delay))
            let curve = ref(.cubicBezier(transition.timingFunction), Self.curve(transition.timingFunction))
            return ViewModel.Literal(
                "\(duration) \(curve) \(delay)",
                parts: [ViewModel.Part("duration", duration), ViewModel.Part("delay", delay), ViewModel.Part("timing-function", curve)])
        case .gradient(let stops):
            return ViewModel.Literal(
                stops.map { partColor($0.color, $0.authoredColor) + " " + Format.number($0.position * 100) + "%" }.joined(separator: ", "))
        }
    }

    static func lineStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword
        case .dashed: "dashed"
        }
    }
}
