import ColorScience
import DesignModel
import Diagnostics
import Foundation
import YAMLSource

/// Tokens Studio's types and values as Kiln's: each resolved value becomes a DTCG value node of
/// the Kiln type its Tokens Studio type maps to, or stays a pass-through token (kept as written,
/// skipped by outputs) when it has no DTCG counterpart — with a counted warning either way where
/// something is left out.
///
/// | Tokens Studio | Kiln |
/// |---|---|
/// | color | color |
/// | sizing, spacing, dimension, borderRadius, borderWidth, fontSizes, paragraphSpacing, paragraphIndent, letterSpacing | dimension (a bare number is px) |
/// | lineHeights | number (a percentage: 150% → 1.5) or dimension |
/// | opacity | opacity (50% → 0.5) |
/// | fontFamilies | fontFamily |
/// | fontWeights | fontWeight (names → 100…950; a style such as Italic is left out) |
/// | number | number |
/// | duration | duration |
/// | typography, boxShadow (innerShadow → inset), border | typography, shadow, border |
/// | composition, asset, other, text, textCase, textDecoration, boolean | pass-through |
enum StudioConversion {
    /// What a Tokens Studio type reads as.
    enum Target: Equatable {
        case color, dimension, lineHeight, opacity, number, fontFamily, fontWeight, duration, cubicBezier
        case typography, shadow, border
        case passThrough(String)
    }

    static func target(of type: String?) -> Target {
        switch type {
        case "color": .color
        case "sizing", "spacing", "dimension", "borderRadius", "borderWidth", "fontSizes", "fontSize", "paragraphSpacing",
            "paragraphIndent", "letterSpacing", "letterSpacings", "size":
            .dimension
        case "lineHeights", "lineHeight": .lineHeight
        case "opacity": .opacity
        case "number", "math": .number
        case "fontFamilies", "fontFamily": .fontFamily
        case "fontWeights", "fontWeight": .fontWeight
        case "duration": .duration
        case "cubicBezier": .cubicBezier
        case "typography": .typography
        case "boxShadow", "shadow": .shadow
        case "border": .border
        case let other?: .passThrough(other)
        case nil: .passThrough("untyped")
        }
    }

    /// A converted value: a Kiln type and its DTCG node, or a value kept as written.
    enum Converted {
        case typed(TokenType, YAMLNode)
        case passThrough(String, YAMLNode)

        var type: TokenType? {
            if case .typed(let type, _) = self { return type }
            return nil
        }
    }

    /// What the conversion needs from the rest of the mode: the Kiln type another token has there.
    struct Context {
        var typeOf: (String) -> TokenType?
        /// Whether the token a reference names holds a percentage (`150%`).
        var isRatio: (String) -> Bool = { _ in false }
        var note: (Leniency.Kind, Diagnostic, String?) -> Void
    }

    /// Converts token `path`'s resolved `value` (its raw value `raw`, for whole references it
    /// can keep as aliases) to `target`.
    static func convert(
        path: String, raw: StudioValue, value: StudioValue, target: Target, range: SourceRange, hasModifier: Bool, context: Context
    ) -> Converted {
        let keptAsWritten = { (reason: String) -> Converted in
            context.note(
                .keptAsWritten,
                .error(.studioValue, "\"\(path)\": \(reason); Kiln keeps it as written", at: range),
                nil)
            return .passThrough(typeName(target), value.node(at: range))
        }
        // A whole reference to a token of the same Kiln type stays a reference (outputs can then
        // name the token it points at); anything computed becomes its value.
        if !hasModifier, let name = StudioResolver.wholeReference(raw), let type = context.typeOf(name),
            let expected = kilnType(of: target, value: value), type == expected || compatible(type, expected)
        {
            return .typed(expected, .text("{\(name)}", at: range))
        }
        switch target {
        case .passThrough(let name):
            context.note(
                .unknownType,
                .error(.typeUnknown, "Tokens Studio type \"\(name)\" of \"\(path)\" has no DTCG counterpart; Kiln keeps the token as written", at: range),
                name)
            return .passThrough(name, value.node(at: range))
        case .typography, .shadow, .border:
            guard let node = composite(target, value: value, raw: raw, path: path, range: range, context: context) else {
                return keptAsWritten("its \(typeName(target)) value \(value.displayText) cannot be read")
            }
            return .typed(kilnType(of: target, value: value)!, node)
        default:
            guard let (type, node) = scalar(target, value, range: range, path: path, context: context) else {
                return keptAsWritten("\(value.displayText) is not a \(typeName(target)) Kiln can read")
            }
            return .typed(type, node)
        }
    }

    static func typeName(_ target: Target) -> String {
        switch target {
        case .passThrough(let name): name
        case .lineHeight: "line height"
        default: kilnType(of: target, value: .null)?.rawValue ?? "value"
        }
    }

    static func kilnType(of target: Target, value: StudioValue) -> TokenType? {
        switch target {
        case .color: .color
        case .dimension: .dimension
        case .lineHeight: isRatio(value) ? .number : .dimension
        case .opacity: .opacity
        case .number: .number
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .typography: .typography
        case .shadow: .shadow
        case .border: .border
        case .passThrough: nil
        }
    }

    static func compatible(_ a: TokenType, _ b: TokenType) -> Bool {
        (a == .number && b == .opacity) || (a == .opacity && b == .number)
    }

    /// A line height written as a percentage (150% → 1.5) reads as a multiplier.
    static func isRatio(_ value: StudioValue) -> Bool {
        if case .text(let text) = value { return text.trimmingCharacters(in: .whitespaces).hasSuffix("%") }
        return false
    }

    // MARK: - Scalars

    static func scalar(_ target: Target, _ value: StudioValue, range: SourceRange, path: String, context: Context) -> (TokenType, YAMLNode)? {
        switch target {
        case .color:
            // A DTCG color object, as Tokens Studio's W3C mode writes colors.
            if case .object = value, value["colorSpace"] != nil { return (.color, value.node(at: range)) }
            guard case .text(let text) = value else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard ColorSyntax.parse(trimmed) != nil else { return nil }
            return (.color, .text(trimmed, at: range))
        case .dimension:
            return dimension(value, range: range, path: path, context: context).map { (.dimension, $0) }
        case .lineHeight:
            if isRatio(value), case .text(let text) = value, let percent = Double(text.trimmingCharacters(in: .whitespaces).dropLast()) {
                return (.number, .number(percent / 100, at: range))
            }
            return dimension(value, range: range, path: path, context: context).map { (.dimension, $0) }
        case .opacity:
            guard let number = opacity(value), (0...1).contains(number) else { return nil }
            return (.opacity, .number(number, at: range))
        case .number:
            guard let number = StudioResolver.number(value), number.isFinite else { return nil }
            return (.number, .number(number, at: range))
        case .fontFamily:
            guard case .text(let text) = value, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return (.fontFamily, .text(text, at: range))
        case .fontWeight:
            guard let weight = fontWeight(value, range: range, path: path, context: context) else { return nil }
            return (.fontWeight, .number(Double(weight), at: range))
        case .duration:
            if case .number(let number) = value, number >= 0 { return (.duration, .text(JSNumber.string(number) + "ms", at: range)) }
            guard case .text(let text) = value else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let number = Double(trimmed), number >= 0 { return (.duration, .text(JSNumber.string(number) + "ms", at: range)) }
            guard trimmed.hasSuffix("ms") || trimmed.hasSuffix("s"), Double(trimmed.replacingOccurrences(of: "ms", with: "").replacingOccurrences(of: "s", with: "")) != nil else { return nil }
            return (.duration, .text(trimmed, at: range))
        case .cubicBezier:
            if case .array(let items) = value, items.count == 4 {
                let numbers = items.compactMap(StudioResolver.number)
                guard numbers.count == 4 else { return nil }
                return (.cubicBezier, .sequence(numbers.map { .number($0, at: range) }, at: range))
            }
            guard case .text(let text) = value else { return nil }
            let numbers = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4 else { return nil }
            return (.cubicBezier, .sequence(numbers.map { .number($0, at: range) }, at: range))
        default:
            return nil
        }
    }

    /// `16`, `"16"` (px, as in Figma), `"16px"`, `"1.5rem"`, `"50%"`, `"-0.5%"`.
    static func dimension(_ value: StudioValue, range: SourceRange, path: String, context: Context) -> YAMLNode? {
        let number: Double
        var unit = "px"
        switch value {
        case .number(let n):
            number = n
        case .text(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            var end = trimmed.endIndex
            while end > trimmed.startIndex, let last = trimmed[trimmed.index(before: end)].unicodeScalars.first,
                CharacterSet.letters.contains(last) || last == "%"
            {
                end = trimmed.index(before: end)
            }
            guard let parsed = Double(trimmed[..<end].trimmingCharacters(in: .whitespaces)) else { return nil }
            number = parsed
            let written = String(trimmed[end...]).lowercased()
            if !written.isEmpty { unit = written }
        default:
            return nil
        }
        guard number.isFinite, DimensionValue.Unit(rawValue: unit) != nil else { return nil }
        return .mapping([("value", .number(number, at: range)), ("unit", .text(unit, at: range))], at: range)
    }

    static func opacity(_ value: StudioValue) -> Double? {
        switch value {
        case .number(let number): return number
        case .text(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("%") { return Double(trimmed.dropLast()).map { $0 / 100 } }
            return Double(trimmed)
        default: return nil
        }
    }

    /// Figma's style names (`Semi Bold`, `ExtraBold Italic`) and numbers; a style word is reported and left out.
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "roman": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800,
        "ultrabold": 800, "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
    ]

    static func fontWeight(_ value: StudioValue, range: SourceRange, path: String, context: Context) -> Int? {
        switch value {
        case .number(let number):
            guard number >= 1, number <= 1000, number == number.rounded() else { return nil }
            return Int(number)
        case .text(let text):
            var name = text.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
            if let number = Double(name), number >= 1, number <= 1000, number == number.rounded() { return Int(number) }
            var style: String?
            for word in ["italic", "oblique"] where name.hasSuffix(word) {
                style = word
                name.removeLast(word.count)
            }
            if name.isEmpty, style != nil { name = "regular" }
            guard let weight = weightNames[name] else { return nil }
            if let style {
                context.note(
                    .fontStyle,
                    .error(.studioFontStyle, "font weight \"\(text)\" of \"\(path)\" names a style (\(style)); Kiln keeps the weight \(weight) and leaves the style out", at: range),
                    nil)
            }
            return weight
        default:
            return nil
        }
    }

    // MARK: - Composites

    static func composite(_ target: Target, value: StudioValue, raw: StudioValue, path: String, range: SourceRange, context: Context) -> YAMLNode? {
        switch target {
        case .typography:
            guard case .object(let members) = value else { return nil }
            return typography(members, raw: raw, path: path, range: range, context: context)
        case .shadow:
            let layers: [(StudioValue, StudioValue)]
            switch value {
            case .array(let items):
                let rawItems: [StudioValue] = if case .array(let r) = raw, r.count == items.count { r } else { items }
                layers = Array(zip(items, rawItems))
            case .object: layers = [(value, raw)]
            default: return nil
            }
            var nodes: [YAMLNode] = []
            for (layer, rawLayer) in layers {
                guard let node = shadow(layer, raw: rawLayer, path: path, range: range, context: context) else { return nil }
                nodes.append(node)
            }
            return nodes.isEmpty ? nil : .sequence(nodes, at: range)
        case .border:
            guard case .object = value, let color = value["color"], let width = value["width"] else { return nil }
            guard let colorNode = part(.color, color, raw: raw["color"], path: path, range: range, context: context),
                let widthNode = part(.dimension, width, raw: raw["width"], path: path, range: range, context: context)
            else { return nil }
            let style = value["style"].flatMap { if case .text(let s) = $0 { s } else { nil } } ?? "solid"
            guard TokenResolver.strokeKeywords.contains(style) else { return nil }
            return .mapping([("color", colorNode), ("width", widthNode), ("style", .text(style, at: range))], at: range)
        default:
            return nil
        }
    }

    /// A part of a composite: its raw whole reference kept when the target has the part's
    /// type, else its value converted.
    static func part(_ target: Target, _ value: StudioValue, raw: StudioValue?, path: String, range: SourceRange, context: Context) -> YAMLNode? {
        // (A line height refers to a number only as a percentage's ratio: a bare number is px.)
        if let raw, let name = StudioResolver.wholeReference(raw), let type = context.typeOf(name), let expected = kilnType(of: target, value: value),
            type == expected, target != .lineHeight || expected == .dimension || isRatio(raw) || context.isRatio(name)
        {
            return .text("{\(name)}", at: range)
        }
        return scalar(target, value, range: range, path: path, context: context)?.1
    }

    static let typographyParts: [(String, Target)] = [
        ("fontFamily", .fontFamily), ("fontWeight", .fontWeight), ("fontSize", .dimension), ("lineHeight", .lineHeight),
        ("letterSpacing", .dimension),
    ]

    static func typography(_ members: [StudioValue.Member], raw: StudioValue, path: String, range: SourceRange, context: Context) -> YAMLNode? {
        var parts: [(String, YAMLNode)] = []
        let value = StudioValue.object(members)
        for (name, target) in typographyParts {
            guard let partValue = value[name] else { continue }
            if name == "lineHeight", case .text(let text) = partValue, ["auto", "normal"].contains(text.lowercased()) { continue }
            if case .text(let text) = partValue, text.isEmpty, name != "fontFamily" { continue }
            guard let node = part(target, partValue, raw: raw[name], path: path, range: range, context: context) else { return nil }
            parts.append((name, node))
        }
        for member in members where !typographyParts.contains(where: { $0.0 == member.key }) {
            context.note(
                .unknownProperty,
                .warning(.valueUnknownProperty, "typography values have no property \"\(member.key)\"; it is ignored", at: range),
                member.key)
        }
        guard parts.contains(where: { $0.0 == "fontFamily" }), parts.contains(where: { $0.0 == "fontSize" }) else { return nil }
        if !parts.contains(where: { $0.0 == "fontWeight" }) { parts.append(("fontWeight", .number(400, at: range))) }
        return .mapping(parts, at: range)
    }

    static func shadow(_ layer: StudioValue, raw: StudioValue, path: String, range: SourceRange, context: Context) -> YAMLNode? {
        guard case .object(let members) = layer else { return nil }
        // Tokens Studio writes x/y; its DTCG mode writes offsetX/offsetY.
        let names = [("offsetX", ["x", "offsetX"]), ("offsetY", ["y", "offsetY"]), ("blur", ["blur"]), ("spread", ["spread"])]
        var parts: [(String, YAMLNode)] = []
        guard let color = layer["color"], let colorNode = part(.color, color, raw: raw["color"], path: path, range: range, context: context) else { return nil }
        parts.append(("color", colorNode))
        for (name, keys) in names {
            guard let key = keys.first(where: { layer[$0] != nil }) else {
                if name == "spread" { continue }
                return nil
            }
            guard let node = part(.dimension, layer[key]!, raw: raw[key], path: path, range: range, context: context) else { return nil }
            parts.append((name, node))
        }
        if case .text(let type)? = layer["type"], type == "innerShadow" { parts.append(("inset", .plain("true", at: range))) }
        if case .bool(true)? = layer["inset"] { parts.append(("inset", .plain("true", at: range))) }
        let known: Set<String> = ["x", "y", "offsetX", "offsetY", "blur", "spread", "color", "type", "inset"]
        for member in members where !known.contains(member.key) {
            context.note(
                .unknownProperty,
                .warning(.valueUnknownProperty, "shadow values have no property \"\(member.key)\"; it is ignored", at: range),
                member.key)
        }
        return .mapping(parts, at: range)
    }
}
