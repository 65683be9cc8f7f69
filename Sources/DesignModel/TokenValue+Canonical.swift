import ColorScience

/// One stable spelling per value, used by `kiln tokens`, golden files and tests:
/// `#FF6B6B`, `22pt`, `300ms`, `[0.25, 0.1, 0.25, 1]`.
extension TokenValue: CustomStringConvertible {
    public var description: String { canonical }

    public var canonical: String {
        switch self {
        case .color(let color): color.hex
        case .dimension(let dimension): dimension.canonical
        case .number(let number): Canonical.number(number)
        case .opacity(let number): Canonical.number(number)
        case .fontFamily(let families): families.count == 1 ? families[0] : "[" + families.joined(separator: ", ") + "]"
        case .fontWeight(let weight): String(weight)
        case .duration(let duration): duration.canonical
        case .cubicBezier(let curve): curve.canonical
        case .spring(let spring): spring.canonical
        case .typography(let typography): typography.canonical
        case .shadow(let shadows):
            shadows.count == 1 ? shadows[0].canonical : "[" + shadows.map(\.canonical).joined(separator: ", ") + "]"
        case .border(let border): "{color: \(border.color.hex), width: \(border.width.canonical), style: \(border.style.canonical)}"
        case .strokeStyle(let style): style.canonical
        case .transition(let transition):
            "{duration: \(transition.duration.canonical), delay: \(transition.delay.canonical), timingFunction: \(transition.timingFunction.canonical)}"
        case .gradient(let stops):
            "[" + stops.map { "{color: \($0.color.hex), position: \(Canonical.number($0.position))}" }.joined(separator: ", ") + "]"
        }
    }
}

/// Number spelling shared by every canonical form: no trailing zeros, at most 4 decimals.
public enum Canonical {
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension DimensionValue {
    public var canonical: String { Canonical.number(value) + unit.rawValue }
}

extension DurationValue {
    public var canonical: String { Canonical.number(milliseconds) + "ms" }
}

extension CubicBezier {
    public var canonical: String { "[" + components.map(Canonical.number).joined(separator: ", ") + "]" }
}

extension Spring {
    public var canonical: String {
        "{response: \(Canonical.number(response)), dampingFraction: \(Canonical.number(dampingFraction))}"
    }
}

extension Typography {
    public var canonical: String {
        // The whole stack, as a fontFamily token shows it: a fallback list read from one CSS
        // string must not shrink to its first family in listings.
        let families = fontFamily.count == 1 ? fontFamily[0] : "[" + fontFamily.joined(separator: ", ") + "]"
        var parts = ["fontFamily: \(families)", "fontSize: \(fontSize.canonical)", "fontWeight: \(fontWeight)"]
        switch lineHeight {
        case .multiplier(let factor): parts.append("lineHeight: \(Canonical.number(factor))")
        case .length(let length): parts.append("lineHeight: \(length.canonical)")
        case nil: break
        }
        if let letterSpacing { parts.append("letterSpacing: \(letterSpacing.canonical)") }
        if let textStyle { parts.append("textStyle: \(textStyle)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

extension Shadow {
    public var canonical: String {
        "{color: \(color.hex), offsetX: \(offsetX.canonical), offsetY: \(offsetY.canonical), blur: \(blur.canonical), spread: \(spread.canonical)\(inset ? ", inset: true" : "")}"
    }
}

extension StrokeStyle {
    public var canonical: String {
        switch self {
        case .keyword(let keyword): keyword
        case .dashed(let dashes, let cap): "{dashArray: [\(dashes.map(\.canonical).joined(separator: ", "))], lineCap: \(cap)}"
        }
    }
}
