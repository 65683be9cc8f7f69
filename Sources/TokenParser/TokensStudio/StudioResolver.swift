import ColorScience
import Diagnostics
import Foundation
import YAMLSource

/// Resolves one mode's Tokens Studio tokens the way the plugin does (`TokenResolver.ts`):
/// every reference in a text (`{a.b}`, and the older `$a.b`) is replaced by the referenced
/// token's resolved value, then the text is computed as math if it reads as math, `rgba(…)`
/// and `hsla(…)` become hex colors, and a color modifier is applied. A reference that is the
/// whole text may name a composite token (its object) or a property of one
/// (`{heading.fontSize}`). Objects and lists resolve property by property.
final class StudioResolver {
    let definitions: [String: StudioDefinition]
    private var memo: [String: StudioValue] = [:]
    private var failed: Set<String> = []
    private var visiting: [String] = []
    /// Per token resolved: every token name its value read (itself included, names that
    /// named nothing too). Another mode whose definitions of these names are the same gets
    /// the same value, so the reader reuses it there.
    private(set) var dependencies: [String: Set<String>] = [:]
    /// The names read by each resolution under way, innermost last.
    private var frames: [Set<String>] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var deviations: [Leniency.Deviation] = []

    init(definitions: [String: StudioDefinition]) {
        self.definitions = definitions
    }

    /// The resolved value of token `path`, or nil when it cannot be resolved (reported).
    func resolved(_ path: String) -> StudioValue? {
        if let value = memo[path] {
            noteRead(of: path)
            return value
        }
        if failed.contains(path) {
            noteRead(of: path)
            return nil
        }
        guard let definition = definitions[path] else { return nil }
        if visiting.contains(path) {
            let start = visiting.firstIndex(of: path)!
            let chain = (visiting[start...] + [path]).map { "\"\($0)\"" }.joined(separator: " → ")
            report(.error(.aliasCycle, "reference cycle: \(chain)", at: definition.value.range))
            return nil
        }
        visiting.append(path)
        frames.append([path])
        defer {
            visiting.removeLast()
            let read = frames.removeLast()
            dependencies[path] = read
            if !frames.isEmpty { frames[frames.count - 1].formUnion(read) }
        }
        guard var value = resolve(StudioValue(definition.value), at: definition.value.range) else {
            failed.insert(path)
            return nil
        }
        if let modify = modifier(of: definition) {
            guard let modified = apply(modify, to: value, definition: definition) else {
                failed.insert(path)
                return nil
            }
            value = modified
        }
        memo[path] = value
        return value
    }

    /// Records that the resolution under way read `name` (and whatever `name`'s value read).
    private func noteRead(of name: String) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].formUnion(dependencies[name] ?? [name])
    }

    // MARK: - References

    /// A reference in a text: where it is, and the token name it holds.
    struct Reference {
        var range: Range<String.Index>
        var name: String
        /// `$name`, the older syntax: a `$` that names no token is taken as text (`$5`).
        var isDollar = false
    }

    /// `{name}` (one level of `{…}` may nest inside, for a computed name) and `$name`.
    static func references(in text: String) -> [Reference] {
        guard text.contains("{") || text.contains("$") else { return [] }
        var found: [Reference] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "{" {
                var depth = 0
                var end = index
                var closed = false
                while end < text.endIndex {
                    if text[end] == "{" { depth += 1 }
                    if text[end] == "}" {
                        depth -= 1
                        if depth == 0 {
                            closed = true
                            break
                        }
                    }
                    end = text.index(after: end)
                }
                guard closed, depth == 0 else { break }
                let inner = String(text[text.index(after: index)..<end])
                if depth <= 0 { found.append(Reference(range: index..<text.index(after: end), name: inner)) }
                index = text.index(after: end)
            } else if character == "$" {
                // `$a.b`: up to a space or comma, ending with a word character.
                var end = text.index(after: index)
                while end < text.endIndex, !text[end].isWhitespace, text[end] != "," { end = text.index(after: end) }
                var last = end
                while last > text.index(after: index) {
                    let previous = text[text.index(before: last)]
                    if previous.isLetter || previous.isNumber || previous == "_" { break }
                    last = text.index(before: last)
                }
                if last > text.index(after: index) {
                    found.append(Reference(range: index..<last, name: String(text[text.index(after: index)..<last]), isDollar: true))
                    index = last
                } else {
                    index = text.index(after: index)
                }
            } else {
                index = text.index(after: index)
            }
        }
        return found
    }

    /// The whole-value reference a text is, if it is exactly one.
    static func wholeReference(_ value: StudioValue) -> String? {
        guard case .text(let text) = value else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let references = references(in: trimmed)
        guard references.count == 1, references[0].range == trimmed.startIndex..<trimmed.endIndex else { return nil }
        return references[0].name.trimmingCharacters(in: .whitespaces)
    }

    /// Resolves every reference inside `value` and computes its texts.
    func resolve(_ value: StudioValue, at range: SourceRange) -> StudioValue? {
        switch value {
        case .text(let text):
            return resolveText(text, at: range)
        case .object(let members):
            var resolved: [StudioValue.Member] = []
            for member in members {
                guard let inner = resolve(member.value, at: range) else { return nil }
                resolved.append(.init(key: member.key, value: inner))
            }
            return .object(resolved)
        case .array(let items):
            var resolved: [StudioValue] = []
            for item in items {
                guard let inner = resolve(item, at: range) else { return nil }
                resolved.append(inner)
            }
            return .array(resolved)
        case .number, .bool, .null:
            return value
        }
    }

    private func resolveText(_ text: String, at range: SourceRange) -> StudioValue? {
        let references = Self.references(in: text)
        guard !references.isEmpty else { return Self.calculate(text) }
        var result = text
        var whole: StudioValue?
        for reference in references {
            var name = reference.name.trimmingCharacters(in: .whitespaces)
            // A name computed from another reference: `{color.{brand}.500}`.
            if name.contains("{") {
                guard case .text(let inner)? = resolveText(name, at: range) else { return nil }
                name = inner
            }
            if reference.isDollar, definitions[name] == nil, !name.contains(".") || definitions[String(name[..<name.lastIndex(of: ".")!])] == nil {
                noteRead(of: name)
                continue
            }
            guard let value = lookup(name, at: range) else { return nil }
            let token = String(text[reference.range])
            switch value {
            case .text, .number:
                if let found = result.range(of: token) { result.replaceSubrange(found, with: value.javaScriptText) }
            default:
                whole = value
            }
        }
        if let whole { return whole }
        return Self.calculate(result)
    }

    /// The value a reference names: a token, or a property of a composite token.
    func lookup(_ name: String, at range: SourceRange) -> StudioValue? {
        if definitions[name] != nil { return resolved(name) }
        noteRead(of: name)
        if let dot = name.lastIndex(of: ".") {
            let property = String(name[name.index(after: dot)...])
            if let owner = definitions[String(name[..<dot])] {
                noteRead(of: owner.path)
                if let raw = StudioValue(owner.value)[property] { return resolve(raw, at: owner.value.range) }
            }
            // A layer of a shadow list: `{shadow.0.color}`.
            if let dot2 = name[..<dot].lastIndex(of: "."), let list = definitions[String(name[..<dot2])],
                let position = Int(name[name.index(after: dot2)..<dot])
            {
                noteRead(of: list.path)
                if case .array(let items) = StudioValue(list.value), items.indices.contains(position), let raw = items[position][property] {
                    return resolve(raw, at: list.value.range)
                }
            }
        }
        let suggestion = Suggestion.closest(to: name, among: definitions.keys.sorted())
        report(.error(.aliasMissing, "\"{\(name)}\" names no token", at: range, hint: suggestion.map { "did you mean `\($0)`?" }))
        return nil
    }

    // MARK: - Computing a text

    /// Math, then `rgba()`/`hsla()` to hex (`calculateTokenValue`).
    static func calculate(_ text: String) -> StudioValue {
        var text = text
        if !StudioMath.skipsMath(text), let outcome = StudioMath.evaluate(text) {
            switch outcome {
            case .number(let number): return .number(number)
            case .dimension(let number, let unit): text = JSNumber.string(number) + unit
            }
        }
        return .text(convertToHex(text))
    }

    /// Tokens Studio's `convertToRgb`: each `rgb(a)(…)` and `hsl(a)(…)` in a text becomes a hex
    /// color (`#RRGGBBAA` when translucent); `rgba(#hex, alpha)` takes its channels from the hex.
    static func convertToHex(_ text: String) -> String {
        guard text.contains("(") else { return text }
        var result = text
        for prefix in ["hsla(", "hsl(", "rgba(", "rgb("] {
            var searchStart = result.startIndex
            while let open = result.range(of: prefix, options: .caseInsensitive, range: searchStart..<result.endIndex) {
                guard let close = result[open.upperBound...].firstIndex(of: ")") else { break }
                let call = String(result[open.lowerBound...close])
                let inner = String(result[open.upperBound..<close])
                if let hex = prefix.hasPrefix("hsl") ? hslHex(call) : rgbHex(inner) {
                    result.replaceSubrange(open.lowerBound...close, with: hex)
                    searchStart = result.index(open.lowerBound, offsetBy: hex.count)
                } else {
                    searchStart = result.index(after: close)
                }
            }
        }
        return result
    }

    /// `rgba(r, g, b, a)` or `rgba(#hex, a)`: channels as integers, alpha to 8 bits.
    static func rgbHex(_ inner: String) -> String? {
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var channels: [Int]
        var alphaText = "1"
        if let hexPart = parts.first(where: { $0.hasPrefix("#") }), let color = RGBA(hex: hexPart) {
            channels = [color.red8, color.green8, color.blue8]
            alphaText = parts.count > 1 ? parts.last! : "1"
        } else {
            guard parts.count == 3 || parts.count == 4 else { return nil }
            channels = []
            for part in parts.prefix(3) {
                if part.hasSuffix("%"), let percent = Double(part.dropLast()) {
                    channels.append(Int((percent * 2.55).rounded()))
                } else if let value = Double(part) {
                    channels.append(Int(value))
                } else {
                    return nil
                }
            }
            if parts.count == 4 { alphaText = parts[3] }
        }
        guard let alpha = opacity(alphaText) else { return nil }
        return hex(channels, alpha: alpha)
    }

    /// `hsl(…)`/`hsla(…)` as a browser reads it, rounded to 8-bit channels.
    static func hslHex(_ call: String) -> String? {
        guard let color = ColorSyntax.parse(call) else { return nil }
        return hex([color.red8, color.green8, color.blue8], alpha: color.alpha)
    }

    /// Tokens Studio's opacity text: `50%` or a number.
    static func opacity(_ text: String) -> Double? {
        if let percent = text.range(of: #"\d+%"#, options: .regularExpression) {
            return Double(text[percent].dropLast()).map { $0 / 100 }
        }
        return Double(text)
    }

    static func hex(_ channels: [Int], alpha: Double) -> String {
        func two(_ value: Int) -> String {
            let clamped = Swift.max(0, Swift.min(255, value))
            return (clamped < 16 ? "0" : "") + String(clamped, radix: 16)
        }
        var text = "#" + channels.map(two).joined()
        if alpha < 1 { text += two(Int((alpha * 255 + 0.5).rounded(.down))) }
        return text
    }

    // MARK: - Color modifiers

    struct Modifier {
        var type: String
        var value: StudioValue
        var space: String?
        var color: StudioValue?
        var range: SourceRange
    }

    /// `$extensions["studio.tokens"].modify`: the object, or a reference to a token holding one.
    func modifier(of definition: StudioDefinition) -> Modifier? {
        guard let node = definition.extensions?["studio.tokens"]?["modify"] else { return nil }
        var object = StudioValue(node)
        if let name = Self.wholeReference(object) {
            guard let target = lookup(name, at: node.range) else { return nil }
            object = target
        }
        guard case .object = object, case .text(let type)? = object["type"] else {
            report(.error(.studioModifier, "a color modifier needs a `type` (lighten, darken, mix, alpha)", at: node.range))
            return nil
        }
        return Modifier(type: type, value: object["value"] ?? .null, space: object["space"].flatMap { if case .text(let s) = $0 { s } else { nil } }, color: object["color"], range: node.range)
    }

    private func apply(_ modifier: Modifier, to value: StudioValue, definition: StudioDefinition) -> StudioValue? {
        guard case .text(let text) = value, let base = StudioColorMath.parse(text) else {
            report(.error(.studioModifier, "a color modifier applies to a color; \"\(definition.path)\" is \(value.displayText)", at: modifier.range))
            return nil
        }
        guard let amountValue = resolve(modifier.value, at: modifier.range), let amount = Self.number(amountValue) else {
            report(.error(.studioModifier, "the modifier's `value` must be a number, found \(modifier.value.displayText)", at: modifier.range))
            return nil
        }
        // What Tokens Studio cannot apply it leaves as it was (its modifier throws and it keeps the base).
        func ignored(_ reason: String, detail: String) -> StudioValue {
            deviations.append(
                Leniency.Deviation(
                    kind: .modifierIgnored,
                    error: .error(.studioModifier, "the color modifier of \"\(definition.path)\" \(reason); Tokens Studio then leaves the color as it is", at: modifier.range),
                    detail: detail))
            return .text(StudioColorMath.hexColor(base).hexString)
        }
        guard let spaceName = modifier.space, let space = StudioColorMath.Space(modifierName: spaceName) else {
            return ignored("names no color space (hsl, lch, p3 or srgb)", detail: modifier.space ?? "no space")
        }
        let modification: StudioColorMath.Modification
        switch modifier.type {
        case "lighten": modification = .lighten(amount)
        case "darken": modification = .darken(amount)
        case "alpha": modification = .alpha(amount)
        case "mix":
            guard let colorValue = modifier.color, case .text(let mixText)? = resolve(colorValue, at: modifier.range),
                let mixColor = StudioColorMath.parse(mixText)
            else {
                return ignored("mixes with \(modifier.color?.displayText ?? "no color"), which is not a color", detail: "mix color")
            }
            modification = .mix(amount, with: mixColor)
        default:
            deviations.append(
                Leniency.Deviation(
                    kind: .modifierIgnored,
                    error: .error(
                        .studioModifier, "unknown color modifier \"\(modifier.type)\" on \"\(definition.path)\"; expected lighten, darken, mix or alpha",
                        at: modifier.range, hint: Suggestion.closest(to: modifier.type, among: ["lighten", "darken", "mix", "alpha"]).map { "did you mean \"\($0)\"?" }),
                    detail: modifier.type))
            modification = .none
        }
        return .text(StudioColorMath.modify(base, modification, space: space).hexString)
    }

    static func number(_ value: StudioValue) -> Double? {
        switch value {
        case .number(let number): number
        case .text(let text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    private func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}

extension RGBA {
    /// Lowercase hex as Tokens Studio writes it (`#rrggbb`, `#rrggbbaa` when translucent).
    var hexString: String {
        StudioResolver.hex([red8, green8, blue8], alpha: Double(alpha8) / 255)
    }
}
