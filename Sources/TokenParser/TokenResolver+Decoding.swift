import ColorScience
import DesignModel
import Diagnostics
import YAMLSource

/// Typed decoding of literal values. Every part of a composite may itself be an alias; each
/// error says what was expected and what was found, at the part's own line and column.
extension TokenResolver {
    /// Accumulates the references and derivation steps met while decoding one value.
    struct Trace {
        var references: [TokenPath] = []
        var derivation: [String] = []
        /// The last color met in a space other than sRGB, as written (a color object, a text
        /// such as `oklch(…)` or `color(display-p3 …)`, or an alias part to such a color).
        var authoredColor: AuthoredColor?
    }

    func decodeLiteral(of token: Int, node: YAMLNode, mode: Int) -> ResolvedValue? {
        guard let type = raw[token].declaredType(inMode: mode) ?? inferType(node) else {
            // A value from another file than the token's first definition (a resolver context)
            // is reported where that file writes it.
            let range = node.range.file == raw[token].range.file ? raw[token].range : node.range
            report(
                .error(
                    .typeMissing, "\"\(raw[token].path)\" has no `$type` (on the token or an enclosing group) and its value is not an alias",
                    at: range, hint: "add `$type:` with one of \(TokenType.allNames)"))
            return nil
        }
        var trace = Trace()
        guard let value = decode(node, as: type, token: token, mode: mode, trace: &trace, context: "") else { return nil }
        return ResolvedValue(
            value: value, references: trace.references, derivation: trace.derivation, literalRange: node.range,
            authoredColor: type == .color ? trace.authoredColor : nil)
    }

    /// DTCG requires `$type` for literals; Kiln only infers it for unambiguous color strings
    /// (a `#` hex), which is what hand-written YAML most often omits.
    private func inferType(_ node: YAMLNode) -> TokenType? {
        if let text = node.scalar?.value, text.hasPrefix("#"), RGBA(hex: text) != nil { return .color }
        return nil
    }

    /// Decodes `node` as `type`; a reference anywhere is resolved in `mode`.
    func decode(_ node: YAMLNode, as type: TokenType, token: Int, mode: Int, trace: inout Trace, context: String) -> TokenValue? {
        if let reference = AliasSyntax.reference(in: node) {
            guard let (value, path, authored) = resolveInner(reference, from: token, mode: mode, at: node.range) else { return nil }
            trace.references.append(path)
            if type == .color { trace.authoredColor = authored }
            if value.type == type { return value }
            if type == .opacity, case .number(let number) = value { return .opacity(number) }
            if type == .number, case .opacity(let number) = value { return .number(number) }
            report(
                .error(
                    .aliasTypeMismatch, "\(context.isEmpty ? "" : "`\(context)` of ")\"\(raw[token].path)\" expects a \(type.rawValue) but \"{\(path)}\" is a \(value.type.rawValue)",
                    at: node.range))
            return nil
        }
        switch type {
        case .color: return decodeColor(node, token: token, mode: mode, trace: &trace).map(TokenValue.color)
        case .dimension: return decodeDimension(node, context: context).map(TokenValue.dimension)
        case .number:
            guard let number = node.number, number.isFinite else { return invalid(node, expected: "a number", context: context) }
            return .number(number)
        case .opacity:
            return decodeOpacity(node, context: context).map(TokenValue.opacity)
        case .fontFamily: return decodeFontFamily(node, context: context).map(TokenValue.fontFamily)
        case .fontWeight: return decodeFontWeight(node, context: context).map(TokenValue.fontWeight)
        case .duration: return decodeDuration(node, context: context).map(TokenValue.duration)
        case .cubicBezier: return decodeCubicBezier(node, context: context).map(TokenValue.cubicBezier)
        case .spring: return decodeSpring(node, token: token, mode: mode, trace: &trace)
        case .typography: return decodeTypography(node, token: token, mode: mode, trace: &trace)
        case .shadow: return decodeShadow(node, token: token, mode: mode, trace: &trace)
        case .border: return decodeBorder(node, token: token, mode: mode, trace: &trace)
        case .strokeStyle: return decodeStrokeStyle(node, token: token, mode: mode, trace: &trace, context: context).map(TokenValue.strokeStyle)
        case .transition: return decodeTransition(node, token: token, mode: mode, trace: &trace)
        case .gradient: return decodeGradient(node, token: token, mode: mode, trace: &trace)
        }
    }

    func invalid<T>(_ node: YAMLNode, expected: String, context: String, hint: String? = nil) -> T? {
        let subject = context.isEmpty ? "" : "`\(context)`: "
        report(.error(.valueInvalid, "\(subject)expected \(expected), found \(node.kindDescription)", at: node.range, hint: hint))
        return nil
    }

    // MARK: Scalars

    func decodeColor(_ node: YAMLNode, token: Int, mode: Int, trace: inout Trace) -> RGBA? {
        if let reference = AliasSyntax.reference(in: node) {
            guard case .color(let color)? = decode(node, as: .color, token: token, mode: mode, trace: &trace, context: "") else {
                _ = reference
                return nil
            }
            return color
        }
        if let pairs = node.pairs { return decodeColorObject(node, pairs: pairs, trace: &trace) }
        guard let text = node.scalar?.value, node.number == nil || node.scalar?.style != .plain else {
            return invalid(node, expected: "a color such as \"#FF6B6B\", \"rgb(255 107 107)\" or {colorSpace, components}", context: "")
        }
        if text.utf8.first == UInt8(ascii: "#"), let color = RGBA(hex: text) { return color }
        if ColorExpression.looksLikeFunction(text) {
            var expression = ColorExpression(resolver: self, token: token, mode: mode, node: node)
            let result = expression.evaluate(text)
            trace.references.append(contentsOf: expression.references)
            trace.derivation.append(contentsOf: expression.steps)
            return result
        }
        switch ColorSyntax.parseKeepingSpace(text) {
        case .success(let parsed):
            trace.authoredColor = parsed.authored
            return parsed.color
        case .failure(let error):
            report(.error(.valueInvalid, error.message, at: node.range))
            return nil
        }
    }

    /// The DTCG 2025.10 color object: `{colorSpace, components, alpha?, hex?}`.
    // Whole: one decode of a color object: the positions found in one pass are read by every check after it.
    private func decodeColorObject(_ node: YAMLNode, pairs: [YAMLNode.Pair], trace: inout Trace) -> RGBA? {
        // Where each property is (the first of a name, as `node[name]` finds it), in one pass
        // over the pairs: four lookups by name and a second pass for unknown names cost far
        // more over a large palette (decoded once per mode).
        var spaceAt = -1, componentsAt = -1, alphaAt = -1, hexAt = -1
        var hasUnknown = false
        pairs.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                switch buffer[index].name {
                case "colorSpace": if spaceAt < 0 { spaceAt = index }
                case "components": if componentsAt < 0 { componentsAt = index }
                case "alpha": if alphaAt < 0 { alphaAt = index }
                case "hex": if hexAt < 0 { hexAt = index }
                default: hasUnknown = true
                }
            }
        }
        guard spaceAt >= 0, let space = pairs[spaceAt].value.string else {
            return invalid(node, expected: "a color object with `colorSpace` and `components`", context: "")
        }
        guard componentsAt >= 0, let items = pairs[componentsAt].value.items, items.count == 3 else {
            return invalid(componentsAt >= 0 ? pairs[componentsAt].value : node, expected: "`components`: a list of 3 numbers", context: "components")
        }
        // Read in place (copying each item node retained its strings), into one array made at
        // its final size.
        var numbers: (Double, Double, Double) = (0, 0, 0)
        let badItem: Int? = items.withUnsafeBufferPointer { buffer in
            for index in 0..<3 {
                // A number is never "none": trying the number first spares its string comparison.
                let number: Double
                if let value = buffer[index].number, value.isFinite {
                    number = value
                } else if buffer[index].string == "none" {
                    number = 0
                } else {
                    return index
                }
                switch index {
                case 0: numbers.0 = number
                case 1: numbers.1 = number
                default: numbers.2 = number
                }
            }
            return nil
        }
        if let badItem { return invalid(items[badItem], expected: "a number or \"none\"", context: "components") }
        let components = [numbers.0, numbers.1, numbers.2]
        var alpha = 1.0
        if alphaAt >= 0 {
            let alphaNode = pairs[alphaAt].value
            guard let value = alphaNode.number, value >= 0, value <= 1 else {
                return invalid(alphaNode, expected: "an alpha between 0 and 1", context: "alpha")
            }
            alpha = value
        }
        if hexAt >= 0 {
            let hexNode = pairs[hexAt].value
            let text = hexNode.string ?? ""
            if !(text.utf8.count == 7 && RGBA(hex: text) != nil) {
                let error = Diagnostic.error(
                    .valueInvalid, "`hex`: expected a 6-digit fallback such as \"#FF6B6B\", found \(hexNode.kindDescription)",
                    at: hexNode.range)
                // "#000", "#000F", "#000000FF": a fallback that still names a color.
                if text.utf8.first == UInt8(ascii: "#"), [4, 5, 9].contains(text.utf8.count), RGBA(hex: text) != nil {
                    deviate(.hexFallback, error, detail: "\(text.utf8.count - 1) digits")
                } else {
                    report(error)
                }
            }
        }
        if hasUnknown {
            for pair in pairs {
                switch pair.name {
                case "colorSpace", "components", "alpha", "hex": continue
                default:
                    deviate(
                        .unknownProperty,
                        .warning(.valueUnknownProperty, "color objects have no property \"\(pair.name)\"; it is ignored", at: pair.key.range),
                        detail: pair.name)
                }
            }
        }
        guard let color = ColorSyntax.fromComponents(colorSpace: space, components: components, alpha: alpha) else {
            report(
                .error(
                    .valueInvalid,
                    "`colorSpace`: \"\(space)\" is not a DTCG color space; expected one of \(ColorSyntax.supportedColorSpaces.joined(separator: ", "))",
                    at: pairs[spaceAt].value.range,
                    hint: Suggestion.closest(to: space, among: ColorSyntax.supportedColorSpaces).map { "did you mean \"\($0)\"?" }))
            return nil
        }
        trace.authoredColor = AuthoredColor(colorSpace: space, components: components, alpha: alpha)
        return color
    }

    func decodeDimension(_ node: YAMLNode, context: String) -> DimensionValue? {
        let expected = "a dimension such as \"16pt\" or {value: 16, unit: px} (units: pt, px, dp, rem, em, %)"
        if node.pairs != nil {
            guard let valueNode = node["value"], let value = valueNode.number, value.isFinite else {
                return invalid(node["value"] ?? node, expected: "a number for `value`", context: context.isEmpty ? "value" : context)
            }
            if value == 0, let unitNode = node["unit"], unitNode.string == "" {
                let subject = context.isEmpty ? "unit" : context
                deviate(
                    .emptyUnit,
                    .error(.valueInvalid, "`\(subject)`: expected a unit: pt, px, dp, rem, em or %, found the string \"\"", at: unitNode.range))
                return DimensionValue(0, .px)
            }
            guard let unitNode = node["unit"], let unitText = unitNode.string, let unit = DimensionValue.Unit(rawValue: unitText) else {
                let relative = ["svh", "lvh", "dvh", "cm", "mm", "in"]
                let hint = node["unit"]?.string.flatMap { relative.contains($0) ? $0 : nil }.map {
                    "DTCG 2025.10 dimensions are px or rem; \"\($0)\" has no fixed size on every platform: give the value in px or rem"
                }
                return invalid(
                    node["unit"] ?? node, expected: "a unit: pt, px, dp, rem, em, %, vw, vh, vmin, vmax, ch or ex", context: context.isEmpty ? "unit" : context, hint: hint)
            }
            noteUnitOutsideDTCG(unit, at: unitNode, context: context)
            return DimensionValue(value, unit)
        }
        // DTCG JSON wants {value, unit}; Kiln's YAML has always taken "16pt" and 0.
        let isJSON = node.range.file.hasSuffix(".json")
        if let number = node.number, number == 0 {
            if isJSON {
                deviate(
                    .unitlessZero,
                    .error(.formatUnitlessZero, "\(context.isEmpty ? "" : "`\(context)`: ")expected a dimension object such as {\"value\": 0, \"unit\": \"px\"}, found the number 0", at: node.range))
            }
            return DimensionValue(0, .px)
        }
        guard let text = node.scalar?.value, let dimension = Self.parseDimension(text) else {
            return invalid(node, expected: expected, context: context)
        }
        noteUnitOutsideDTCG(dimension.unit, at: node, context: context)
        if isJSON {
            deviate(
                .dimensionString,
                .error(
                    .formatDimensionString,
                    "\(context.isEmpty ? "" : "`\(context)`: ")expected a dimension object such as {\"value\": 16, \"unit\": \"px\"}, found the string \"\(text)\"",
                    at: node.range))
        }
        return dimension
    }

    /// A unit DTCG 2025.10 does not define, read leniently: `vw`, `vh`, `vmin`, `vmax`, `ch`
    /// and `ex` anywhere, `em` and `%` in a JSON (DTCG) file — Kiln's YAML has always taken those.
    private func noteUnitOutsideDTCG(_ unit: DimensionValue.Unit, at node: YAMLNode, context: String) {
        guard unit.expressesOnlyOnTheWeb || ((unit == .em || unit == .percent) && node.range.file.hasSuffix(".json")) else { return }
        deviate(
            .unitOutsideDTCG,
            .error(.valueInvalid, unitOutsideDTCGMessage(unit, context: context), at: node.range, hint: "give the value in px or rem"),
            detail: unit.rawValue)
    }

    /// The message `noteUnitOutsideDTCG` gives, the last one made again when context and unit
    /// are the same: every typography token with an `em` letter spacing is noted, in every mode,
    /// and interpolating the same text each time costs more than the rest of noting it.
    private func unitOutsideDTCGMessage(_ unit: DimensionValue.Unit, context: String) -> String {
        if let last = lastUnitNote, last.unit == unit, last.context == context { return last.message }
        let message = "\(context.isEmpty ? "" : "`\(context)`: ")DTCG 2025.10 dimensions are px or rem, found \"\(unit.rawValue)\""
        lastUnitNote = (context, unit, message)
        return message
    }

    static func parseDimension(_ text: String) -> DimensionValue? {
        let trimmed = text.trimmingSpaces()
        for unit in [DimensionValue.Unit.rem, .pt, .px, .dp, .em, .percent, .vmin, .vmax, .vw, .vh, .ch, .ex] where trimmed.hasSuffix(unit.rawValue) {
            let number = trimmed.dropLast(unit.rawValue.count).trimmingSpaces()
            if let value = Double(number), value.isFinite { return DimensionValue(value, unit) }
        }
        return nil
    }

    private func decodeOpacity(_ node: YAMLNode, context: String) -> Double? {
        if let number = node.number {
            guard number >= 0, number <= 1 else { return invalid(node, expected: "an opacity between 0 and 1", context: context) }
            return number
        }
        if let text = node.scalar?.value, text.hasSuffix("%"), let percent = Double(text.dropLast().trimmingSpaces()), percent >= 0, percent <= 100 {
            return percent / 100
        }
        return invalid(node, expected: "an opacity between 0 and 1 (or a percentage such as \"50%\")", context: context)
    }

    private func decodeFontFamily(_ node: YAMLNode, context: String) -> [String]? {
        if let items = node.items, !items.isEmpty {
            var families: [String] = []
            for item in items {
                guard let text = item.scalar?.value, item.number == nil else {
                    return invalid(item, expected: "a font family name", context: context)
                }
                families.append(text)
            }
            return families
        }
        guard let text = node.scalar?.value, !text.isEmpty, node.number == nil else {
            return invalid(node, expected: "a font family name or a list of names", context: context)
        }
        return Self.splitFontStack(text)
    }

    /// A font stack written as one string, as in CSS (`"SF Pro Text", -apple-system, sans-serif`),
    /// is a list of families: split at commas outside quotes, each name trimmed and unquoted. No
    /// font has a comma in its name; a single name comes back as it is.
    static func splitFontStack(_ text: String) -> [String] {
        guard text.contains(",") else { return [text] }
        var families: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                families.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        families.append(current)
        let names = families.map { String($0.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
            .filter { !$0.isEmpty }
        return names.isEmpty ? [text] : names
    }

    static let fontWeightNames: [String: Int] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "extralight": 200, "ultra-light": 200, "ultralight": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "semibold": 600, "demi-bold": 600, "demibold": 600,
        "bold": 700,
        "extra-bold": 800, "extrabold": 800, "ultra-bold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "extrablack": 950, "ultra-black": 950, "ultrablack": 950,
    ]

    private func decodeFontWeight(_ node: YAMLNode, context: String) -> Int? {
        if let number = node.number {
            guard number >= 1, number <= 1000, number == number.rounded() else {
                return invalid(node, expected: "a font weight from 1 to 1000", context: context)
            }
            return Int(number)
        }
        if let text = node.scalar?.value {
            if let weight = Self.fontWeightNames[text.lowercased()] { return weight }
            return invalid(
                node, expected: "a font weight from 1 to 1000 or a name (thin, light, regular, medium, semi-bold, bold, black, …)",
                context: context,
                hint: Suggestion.closest(to: text, among: Self.fontWeightNames.keys.sorted()).map { "did you mean \"\($0)\"?" })
        }
        return invalid(node, expected: "a font weight", context: context)
    }

    func decodeDuration(_ node: YAMLNode, context: String) -> DurationValue? {
        let expected = "a duration such as \"300ms\", \"0.3s\" or {value: 300, unit: ms}"
        if node.pairs != nil {
            // Point at the field that is wrong, not at the whole mapping.
            guard let valueNode = node["value"], let unitNode = node["unit"] else { return invalid(node, expected: expected, context: context) }
            guard let value = valueNode.number, value.isFinite, value >= 0 else {
                return invalid(valueNode, expected: "a finite, non-negative number for `value`", context: context)
            }
            guard let unit = unitNode.string, unit == "ms" || unit == "s" else {
                return invalid(unitNode, expected: "`ms` or `s` for `unit`", context: context)
            }
            return DurationValue(milliseconds: unit == "s" ? value * 1000 : value)
        }
        if let number = node.number, number == 0 { return DurationValue(milliseconds: 0) }
        guard let text = node.scalar?.value.trimmingSpaces() else { return invalid(node, expected: expected, context: context) }
        if text.hasSuffix("ms"), let value = Double(text.dropLast(2).trimmingSpaces()), value.isFinite, value >= 0 {
            return DurationValue(milliseconds: value)
        }
        if text.hasSuffix("s"), let value = Double(text.dropLast().trimmingSpaces()), value.isFinite, value >= 0 {
            return DurationValue(milliseconds: value * 1000)
        }
        return invalid(node, expected: expected, context: context)
    }

    static let namedCurves: [String: CubicBezier] = [
        "linear": CubicBezier(0, 0, 1, 1),
        "ease": CubicBezier(0.25, 0.1, 0.25, 1),
        "ease-in": CubicBezier(0.42, 0, 1, 1),
        "ease-out": CubicBezier(0, 0, 0.58, 1),
        "ease-in-out": CubicBezier(0.42, 0, 0.58, 1),
    ]

    func decodeCubicBezier(_ node: YAMLNode, context: String) -> CubicBezier? {
        if let name = node.scalar?.value, let curve = Self.namedCurves[name] { return curve }
        let expected = "a cubic Bézier [x1, y1, x2, y2] with x1 and x2 between 0 and 1 (or linear, ease, ease-in, ease-out, ease-in-out)"
        guard let items = node.items, items.count == 4 else { return invalid(node, expected: expected, context: context) }
        var numbers: [Double] = []
        for item in items {
            guard let number = item.number, number.isFinite else { return invalid(item, expected: "a number", context: context) }
            numbers.append(number)
        }
        for position in [0, 2] where !(0...1).contains(numbers[position]) {
            return invalid(items[position], expected: "an x coordinate between 0 and 1", context: context)
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
