import ColorScience
import DesignModel
import Diagnostics
import YAMLSource

/// Composite types: each part is decoded with its own type, and may be an alias.
extension TokenResolver {
    /// Reads the parts of a composite mapping, reporting missing required parts and unknown ones.
    /// A composite value's properties, found by name among the object's own pairs: composites
    /// have a handful, and scanning them costs far less than building a dictionary for each of
    /// thousands of typography tokens in every mode. A repeated name reads its last value.
    struct Parts {
        fileprivate let pairs: [YAMLNode.Pair]

        subscript(key: String) -> YAMLNode? {
            pairs.last { $0.name == key }?.value
        }
    }

    private func parts(
        _ node: YAMLNode, type: TokenType, required: [String], optional: [String]
    ) -> Parts? {
        guard let pairs = node.pairs else {
            return invalid(node, expected: "a \(type.rawValue) object with \((required + optional).joined(separator: ", "))", context: "")
        }
        for pair in pairs where !required.contains(pair.name) && !optional.contains(pair.name) {
            let suggestion = Suggestion.closest(to: pair.name, among: required + optional)
            // A near miss ("fontWieght") is a typo worth its own warning; other tools' extra
            // properties are counted once.
            let warning = Diagnostic.warning(
                    .valueUnknownProperty,
                    "\(type.rawValue) values have no property \"\(pair.name)\"; it is ignored (known: \((required + optional).joined(separator: ", ")))",
                    at: pair.key.range,
                    hint: suggestion.map { "did you mean \"\($0)\"?" })
            if suggestion != nil { report(warning) } else { deviate(.unknownProperty, warning, detail: pair.name) }
        }
        let missing = required.filter { name in !pairs.contains { $0.name == name } }
        if !missing.isEmpty {
            report(
                .error(
                    .valueMissingProperty,
                    "\(type.rawValue) value is missing \(missing.map { "`\($0)`" }.joined(separator: ", "))", at: node.range))
            return nil
        }
        return Parts(pairs: pairs)
    }

    private func part(_ nodes: Parts, _ key: String, as type: TokenType, token: Int, mode: Int, trace: inout Trace) -> TokenValue? {
        guard let node = nodes[key] else { return nil }
        return decode(node, as: type, token: token, mode: mode, trace: &trace, context: key)
    }

    func decodeSpring(_ node: YAMLNode, token: Int, mode: Int, trace: inout Trace) -> TokenValue? {
        guard let nodes = parts(node, type: .spring, required: ["response", "dampingFraction"], optional: []) else { return nil }
        guard case .number(let response)? = part(nodes, "response", as: .number, token: token, mode: mode, trace: &trace),
            case .number(let damping)? = part(nodes, "dampingFraction", as: .number, token: token, mode: mode, trace: &trace)
        else { return nil }
        guard response > 0 else { return invalid(nodes["response"]!, expected: "a response greater than 0 (seconds)", context: "response") }
        guard damping >= 0 else { return invalid(nodes["dampingFraction"]!, expected: "a damping fraction of 0 or more", context: "dampingFraction") }
        return .spring(Spring(response: response, dampingFraction: damping))
    }

    func decodeTypography(_ node: YAMLNode, token: Int, mode: Int, trace: inout Trace) -> TokenValue? {
        guard
            let nodes = parts(
                node, type: .typography, required: ["fontFamily", "fontSize", "fontWeight"],
                optional: ["lineHeight", "letterSpacing", "textStyle"])
        else { return nil }
        let family = part(nodes, "fontFamily", as: .fontFamily, token: token, mode: mode, trace: &trace)
        let size = part(nodes, "fontSize", as: .dimension, token: token, mode: mode, trace: &trace)
        let weight = part(nodes, "fontWeight", as: .fontWeight, token: token, mode: mode, trace: &trace)
        var lineHeight: Typography.LineHeight?
        if let lineNode = nodes["lineHeight"] {
            if AliasSyntax.reference(in: lineNode) == nil, let number = lineNode.number {
                lineHeight = .multiplier(number)
            } else if AliasSyntax.reference(in: lineNode) == nil {
                guard let length = decodeDimension(lineNode, context: "lineHeight") else { return nil }
                lineHeight = .length(length)
            } else if let reference = AliasSyntax.reference(in: lineNode),
                let (value, path, _) = resolveInner(reference, from: token, mode: mode, at: lineNode.range)
            {
                trace.references.append(path)
                switch value {
                case .number(let number): lineHeight = .multiplier(number)
                case .dimension(let length): lineHeight = .length(length)
                default:
                    return invalid(lineNode, expected: "a number or a dimension for `lineHeight`", context: "lineHeight")
                }
            } else {
                return nil
            }
        }
        var letterSpacing: DimensionValue?
        if nodes["letterSpacing"] != nil {
            guard case .dimension(let spacing)? = part(nodes, "letterSpacing", as: .dimension, token: token, mode: mode, trace: &trace) else {
                return nil
            }
            letterSpacing = spacing
        }
        var textStyle: String?
        if let styleNode = nodes["textStyle"] {
            guard let name = styleNode.string, Self.textStyles.contains(name) else {
                return invalid(
                    styleNode, expected: "a Dynamic Type text style (\(Self.textStyles.joined(separator: ", ")))", context: "textStyle",
                    hint: styleNode.string.flatMap { Suggestion.closest(to: $0, among: Self.textStyles) }.map { "did you mean \"\($0)\"?" })
            }
            textStyle = name
        }
        guard case .fontFamily(let families)? = family, case .dimension(let fontSize)? = size, case .fontWeight(let fontWeight)? = weight else {
            return nil
        }
        return .typography(
            Typography(
                fontFamily: families, fontSize: fontSize, fontWeight: fontWeight, lineHeight: lineHeight,
                letterSpacing: letterSpacing, textStyle: textStyle))
    }

    static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2",
    ]

    func decodeShadow(_ node: YAMLNode, token: Int, mode: Int, trace: inout Trace) -> TokenValue? {
        let layers = node.items ?? [node]
        var shadows: [Shadow] = []
        for layer in layers {
            if AliasSyntax.reference(in: layer) != nil {
                guard case .shadow(let inner)? = decode(layer, as: .shadow, token: token, mode: mode, trace: &trace, context: "") else { return nil }
                shadows.append(contentsOf: inner)
                continue
            }
            guard
                let nodes = parts(
                    layer, type: .shadow, required: ["color", "offsetX", "offsetY", "blur"], optional: ["spread", "inset"])
            else { return nil }
            trace.authoredColor = nil
            let color = part(nodes, "color", as: .color, token: token, mode: mode, trace: &trace)
            let authored = trace.authoredColor
            let offsetX = part(nodes, "offsetX", as: .dimension, token: token, mode: mode, trace: &trace)
            let offsetY = part(nodes, "offsetY", as: .dimension, token: token, mode: mode, trace: &trace)
            let blur = part(nodes, "blur", as: .dimension, token: token, mode: mode, trace: &trace)
            let spread = nodes["spread"] == nil ? .dimension(DimensionValue(0, .px)) : part(nodes, "spread", as: .dimension, token: token, mode: mode, trace: &trace)
            var inset = false
            if let insetNode = nodes["inset"] {
                guard let flag = insetNode.bool else { return invalid(insetNode, expected: "true or false", context: "inset") }
                inset = flag
            }
            guard case .color(let rgba)? = color, case .dimension(let x)? = offsetX, case .dimension(let y)? = offsetY,
                case .dimension(let radius)? = blur, case .dimension(let spreadValue)? = spread
            else { return nil }
            shadows.append(Shadow(color: rgba, offsetX: x, offsetY: y, blur: radius, spread: spreadValue, inset: inset, authoredColor: authored))
        }
        guard !shadows.isEmpty else { return invalid(node, expected: "a shadow or a non-empty list of shadows", context: "") }
        return .shadow(shadows)
    }

    func decodeBorder(_ node: YAMLNode, token: Int, mode: Int, trace: inout Trace) -> TokenValue? {
        guard let nodes = parts(node, type: .border, required: ["color", "width", "style"], optional: []) else { return nil }
        trace.authoredColor = nil
        let color = part(nodes, "color", as: .color, token: token, mode: mode, trace: &trace)
        let authored = trace.authoredColor
        let width = part(nodes, "width", as: .dimension, token: token, mode: mode, trace: &trace)
        let style = part(nodes, "style", as: .strokeStyle, token: token, mode: mode, trace: &trace)
        guard case .color(let rgba)? = color, case .dimension(let length)? = width, case .strokeStyle(let stroke)? = style else { return nil }
        return .border(Border(color: rgba, width: length, style: stroke, authoredColor: authored))
    }

    static let strokeKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    func decodeStrokeStyle(_ node: YAMLNode, token: Int, mode: Int, trace: inout Trace, context: String) -> StrokeStyle? {
        if let keyword = node.scalar?.value {
            guard Self.strokeKeywords.contains(keyword) else {
                return invalid(node, expected: "a stroke style (\(Self.strokeKeywords.joined(separator: ", ")))", context: context)
            }
            return .keyword(keyword)
        }
        guard let nodes = parts(node, type: .strokeStyle, required: ["dashArray", "lineCap"], optional: []) else { return nil }
        guard let items = nodes["dashArray"]?.items, !items.isEmpty else {
            return invalid(nodes["dashArray"]!, expected: "a list of dimensions", context: "dashArray")
        }
        var dashes: [DimensionValue] = []
        for item in items {
            guard case .dimension(let dash)? = decode(item, as: .dimension, token: token, mode: mode, trace: &trace, context: "dashArray") else {
                return nil
            }
            dashes.append(dash)
        }
        guard let cap = nodes["lineCap"]?.string, ["round", "butt", "square"].contains(cap) else {
            return invalid(nodes["lineCap"]!, expected: "round, butt or square", context: "lineCap")
        }
        return .dashed(dashArray: dashes, lineCap: cap)
    }

    func decodeTransition(_ node: YAMLNode, token: Int, mode: Int, trace: inout Trace) -> TokenValue? {
        guard let nodes = parts(node, type: .transition, required: ["duration", "timingFunction"], optional: ["delay"]) else { return nil }
        let duration = part(nodes, "duration", as: .duration, token: token, mode: mode, trace: &trace)
        let delay = nodes["delay"] == nil ? .duration(DurationValue(milliseconds: 0)) : part(nodes, "delay", as: .duration, token: token, mode: mode, trace: &trace)
        let curve = part(nodes, "timingFunction", as: .cubicBezier, token: token, mode: mode, trace: &trace)
        guard case .duration(let length)? = duration, case .duration(let wait)? = delay, case .cubicBezier(let timing)? = curve else { return nil }
        return .transition(Transition(duration: length, delay: wait, timingFunction: timing))
    }

    func decodeGradient(_ node: YAMLNode, token: Int, mode: Int, trace: inout Trace) -> TokenValue? {
        guard let items = node.items, !items.isEmpty else { return invalid(node, expected: "a list of gradient stops {color, position}", context: "") }
        var stops: [GradientStop] = []
        for item in items {
            guard let nodes = parts(item, type: .gradient, required: ["color", "position"], optional: []) else { return nil }
            trace.authoredColor = nil
            guard case .color(let color)? = part(nodes, "color", as: .color, token: token, mode: mode, trace: &trace),
                case .number(let position)? = part(nodes, "position", as: .number, token: token, mode: mode, trace: &trace)
            else { return nil }
            stops.append(GradientStop(color: color, position: min(1, max(0, position)), authoredColor: trace.authoredColor))
        }
        return .gradient(stops)
    }
}
