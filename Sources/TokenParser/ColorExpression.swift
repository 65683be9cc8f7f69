import ColorScience
import DesignModel
import Diagnostics
import YAMLSource

/// Derived colors written in a token's value, evaluated per mode during resolution:
///
///     darken({color.palette.coral}, 10%)     OKLCH lightness × (1 − 0.10)
///     lighten({color.palette.coral}, 5%)     lightness moved 5% of the way to white
///     alpha({color.palette.coral}, 15%)      the same color at 15% opacity
///     mix({color.a}, {color.b}, 25%)         25% of the way from a to b, in OKLab
///
/// Arguments may be aliases, color literals or nested expressions.
struct ColorExpression {
    static let functions = ["darken", "lighten", "alpha", "mix"]

    let resolver: TokenResolver
    let token: Int
    let mode: Int
    let node: YAMLNode
    private(set) var references: [TokenPath] = []
    private(set) var steps: [String] = []
    private var depth = 0

    init(resolver: TokenResolver, token: Int, mode: Int, node: YAMLNode) {
        self.resolver = resolver
        self.token = token
        self.mode = mode
        self.node = node
    }

    static func looksLikeFunction(_ text: String) -> Bool {
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "(")) else { return false }
        return functions.contains(text[..<open].trimmingSpaces().lowercased())
    }

    mutating func evaluate(_ text: String) -> RGBA? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 32 else { return fail("color expressions nest too deeply") }
        let trimmed = text.trimmingSpaces()
        if let path = AliasSyntax.wholeAlias(trimmed) {
            let reference = AliasSyntax.Reference(path: TokenPath(path), member: [])
            guard let (value, resolvedPath, _) = resolver.resolveInner(reference, from: token, mode: mode, at: node.range) else { return nil }
            references.append(resolvedPath)
            guard case .color(let color) = value else {
                return fail("\"{\(path)}\" is a \(value.type.rawValue), not a color")
            }
            return color
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            if let color = ColorSyntax.parse(trimmed) { return color }
            return fail("expected a color, an alias or darken()/lighten()/alpha()/mix(), found \"\(trimmed)\"")
        }
        let name = trimmed[..<open].trimmingSpaces().lowercased()
        guard Self.functions.contains(name) else {
            if let color = ColorSyntax.parse(trimmed) { return color }
            return fail("unknown color function \"\(name)\"; expected darken, lighten, alpha or mix")
        }
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let arguments = Self.splitArguments(String(inner))
        switch name {
        case "darken", "lighten", "alpha":
            guard arguments.count == 2 else { return fail("\(name)() takes a color and an amount, found \(arguments.count) arguments") }
            guard let color = evaluate(arguments[0]) else { return nil }
            guard let amount = Self.amount(arguments[1]) else {
                return fail("\(name)(): expected an amount such as 10% or 0.1, found \"\(arguments[1])\"")
            }
            let result: RGBA
            switch name {
            case "darken": result = color.darkened(by: amount)
            case "lighten": result = color.lightened(by: amount)
            default: result = color.withAlpha(amount)
            }
            steps.append("\(name)(\(color.hex), \(Canonical.number(amount * 100))%) = \(result.hex)")
            return result
        default:
            guard arguments.count == 3 else { return fail("mix() takes two colors and a weight, found \(arguments.count) arguments") }
            guard let first = evaluate(arguments[0]), let second = evaluate(arguments[1]) else { return nil }
            guard let weight = Self.amount(arguments[2]) else {
                return fail("mix(): expected a weight such as 50% or 0.5, found \"\(arguments[2])\"")
            }
            let result = first.mixed(with: second, weight: weight)
            steps.append("mix(\(first.hex), \(second.hex), \(Canonical.number(weight * 100))%) = \(result.hex)")
            return result
        }
    }

    private func fail(_ message: String) -> RGBA? {
        resolver.report(.error(.valueExpression, message, at: node.range))
        return nil
    }

    /// `10%` → 0.1, `0.1` → 0.1; nil outside 0…1.
    static func amount(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces()
        let value: Double?
        if trimmed.hasSuffix("%") {
            value = Double(trimmed.dropLast().trimmingSpaces()).map { $0 / 100 }
        } else {
            value = Double(trimmed)
        }
        guard let value, value >= 0, value <= 1 else { return nil }
        return value
    }

    /// Splits on commas that are not inside parentheses or braces.
    static func splitArguments(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var level = 0
        for character in text {
            switch character {
            case "(", "{": level += 1
            case ")", "}": level -= 1
            default: break
            }
            if character == ",", level == 0 {
                result.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingSpaces().isEmpty || !result.isEmpty { result.append(current.trimmingSpaces()) }
        return result
    }
}
