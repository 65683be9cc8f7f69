import ColorScience

/// One stable spelling per spec value, used by `kiln explain`, `kiln specs` and the golden model
/// dumps: what Kiln read, not what was written.
extension SpecValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .color(let value): value.description
        case .border(let value): value.description
        case .length(let value): value.description
        case .size(let value): value.description
        case .padding(let value):
            value.parts.map { "\($0.length) \($0.sides)" }.joined(separator: ", ") + (value.note.map { " (\($0))" } ?? "")
        case .typography(let value): value.description
        case .fontWeight(let weight): "weight \(weight)"
        case .keyword(let word): word
        case .text(let value):
            (value.isQuoted ? "\"\(value.text)\"" : value.text) + (value.style.map { " + typography {\($0)}" } ?? "")
                + (value.note.map { " (\($0))" } ?? "")
        case .icon(let value):
            "icon \(value.symbol)" + (value.size.map { " \($0)" } ?? "") + (value.color.map { " color {\($0)}" } ?? "")
                + (value.note.map { " (\($0))" } ?? "")
        case .component(let value):
            "component \(value.kind)" + (value.declaredStyle.map { " style \($0)" } ?? "") + (value.note.map { " (\($0))" } ?? "")
        case .reference(let reference): "reference \(reference.written)"
        case .opacity(let value): "opacity \(Canonical.number(value))"
        case .shadow(let value): Self.describe(value)
        case .duration(let value): value.description
        case .easing(let value): value.description
        case .motion(let value): "motion" + value.timings.map { " [\($0)]" }.joined()
        case .sequence(let steps): "sequence of \(steps.count) step\(steps.count == 1 ? "" : "s")" + steps.map { step in
                step.timing.map { " [\($0)]" } ?? ""
            }.joined()
        case .none(let note): "none" + (note.map { " (\($0))" } ?? "")
        case .unreadable(let text): "UNREADABLE \"\(text)\""
        }
    }
}

extension SpecValue {
    static func describe(_ value: SpecShadowValue) -> String {
        var parts: [String] = []
        if let token = value.token { parts.append(token.string) }
        for layer in value.layers {
            let offset = "offset (\(Canonical.number(layer.offsetX)), \(Canonical.number(layer.offsetY)))"
            parts.append("{\(layer.color)} \(offset) blur \(Canonical.number(layer.blur))")
        }
        if let note = value.note { parts.append("(\(note))") }
        return parts.joined(separator: " ")
    }
}

extension SpecColorValue: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if let variable { parts.append("variable \"\(variable)\"") }
        if let opacity { parts.append("at \(Canonical.number(opacity * 100))%") }
        if let change = lightnessChange { parts.append("\(Canonical.number(abs(change) * 100))% \(change < 0 ? "darker" : "lighter")") }
        if let material { parts.append(material) }
        for resolution in resolutions {
            parts.append("\(resolution.mode) \(resolution.summary)")
        }
        if let note { parts.append("note: \(note)") }
        return parts.joined(separator: "; ")
    }
}

extension SpecColorValue.Resolution {
    /// `#FF6B6B color.palette.coral (name)`.
    public var summary: String {
        let color = self.color.map { $0.hex } ?? "?"
        let token = self.token.map { " \($0)" } ?? ""
        return "\(color)\(token) (\(match.summary))"
    }
}

extension SpecColorValue.Match {
    public var summary: String {
        switch self {
        case .path: "path"
        case .suffix: "path suffix"
        case .name: "name"
        case .nameAndLiteral: "name + literal"
        case .literal: "literal"
        case .offPalette: "off-palette"
        case .mismatch: "name/literal mismatch"
        case .ambiguous(let candidates): "ambiguous: " + candidates.map(\.string).joined(separator: ", ")
        case .unknown: "unknown"
        case .variable: "variable"
        case .transparent: "transparent"
        }
    }
}

extension SpecBorderValue: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if let width { parts.append(Canonical.number(width) + "pt") }
        if let style { parts.append(style) }
        if let color { parts.append("color {\(color)}") }
        if let note { parts.append("(\(note))") }
        return parts.joined(separator: " ")
    }
}

extension SpecLength: CustomStringConvertible {
    public var description: String {
        Canonical.number(points) + unit + (token.map { " \($0)" } ?? "") + (note.map { " (\($0))" } ?? "")
    }
}

extension SpecSize: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if let width { parts.append("width \(width)") }
        if let height { parts.append("height \(height)") }
        if let minWidth { parts.append("min width \(minWidth)") }
        if let maxWidth { parts.append("max width \(maxWidth)") }
        if let minHeight { parts.append("min height \(minHeight)") }
        if let maxHeight { parts.append("max height \(maxHeight)") }
        if let shape { parts.append(shape) }
        if let hitSlop { parts.append("hit slop \(Canonical.number(hitSlop))pt") }
        if let note { parts.append("(\(note))") }
        return parts.joined(separator: ", ")
    }
}

extension SpecTypographyValue: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if let style { parts.append("style \(style)") }
        if let family { parts.append(family) }
        if let size { parts.append(Canonical.number(size) + "pt") }
        if let weight { parts.append("weight \(weight)") }
        if let lineHeight { parts.append("line height \(Canonical.number(lineHeight))pt") }
        if let letterSpacing { parts.append("letter spacing \(Canonical.number(letterSpacing))pt") }
        if let alignment { parts.append(alignment) }
        if let transform { parts.append(transform) }
        if let matchedStyle, style == nil { parts.append("= \(matchedStyle)") }
        if let color { parts.append("color {\(color)}") }
        if let note { parts.append("(\(note))") }
        return parts.joined(separator: ", ")
    }
}

extension SpecDurationValue: CustomStringConvertible {
    public var description: String {
        var text = keyword ?? ""
        if let milliseconds { text = Canonical.number(milliseconds) + (upperMilliseconds.map { "-" + Canonical.number($0) } ?? "") + "ms" }
        if let token { text += " \(token)" }
        if let note { text += " (\(note))" }
        return text
    }
}

extension SpecEasingValue: CustomStringConvertible {
    public var description: String {
        var text: String
        switch curve {
        case .keyword(let word): text = word
        case .spring(let response, let damping):
            text = "spring(response: \(response.map(Canonical.number) ?? "?"), dampingFraction: \(damping.map(Canonical.number) ?? "?"))"
        case .cubicBezier(let values): text = "cubic-bezier(" + values.map(Canonical.number).joined(separator: ", ") + ")"
        }
        if let token { text += " \(token)" }
        if let note { text += " (\(note))" }
        return text
    }
}

extension SpecTiming: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if let duration { parts.append(duration.description) }
        if let delay { parts.append("delay " + delay.description) }
        if let offset { parts.append("at " + offset.description) }
        if let easing { parts.append(easing.description) }
        return parts.joined(separator: ", ")
    }
}
