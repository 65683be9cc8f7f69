/// The scanner behind `ColorSyntax.parseDetailed`; works on UTF-8 bytes.
struct ColorSyntaxParser {
    /// The text as given, for `ColorSyntaxError.input`.
    private let input: String
    /// The text without surrounding whitespace: what messages quote and what is parsed.
    private let text: String
    private let body: [UInt8]

    init(_ input: String) {
        self.input = input
        let bytes = Array(input.utf8)
        var start = 0
        var end = bytes.count
        while start < end, Self.isSpace(bytes[start]) { start += 1 }
        while end > start, Self.isSpace(bytes[end - 1]) { end -= 1 }
        self.body = Array(bytes[start..<end])
        self.text = String(decoding: body, as: UTF8.self)
    }

    // MARK: Entry

    func parse() throws(ColorSyntaxError) -> RGBA {
        try parseKeepingSpace().color
    }

    /// The sRGB color and, for a notation of a space other than sRGB (`oklch()`, `oklab()`,
    /// `lab()`, `lch()`, `color(display-p3 …)`, …), that color as written.
    func parseKeepingSpace() throws(ColorSyntaxError) -> (color: RGBA, authored: AuthoredColor?) {
        guard !body.isEmpty else {
            throw failure("expected a color such as #RRGGBB or rgb(), found an empty string")
        }
        if body[0] == UInt8(ascii: "#") { return (try parseHex(), nil) }

        var nameEnd = 0
        while nameEnd < body.count, Self.isNameByte(body[nameEnd]) { nameEnd += 1 }
        let name = String(decoding: body[0..<nameEnd], as: UTF8.self).lowercased()

        if nameEnd == body.count {
            switch name {
            case "transparent": return (RGBA(red: 0, green: 0, blue: 0, alpha: 0), nil)
            case "white": return (.white, nil)
            case "black": return (.black, nil)
            default: throw generic()
            }
        }
        guard body[nameEnd] == UInt8(ascii: "(") else { throw generic() }
        let kind: FunctionKind
        switch name {
        case "rgb", "rgba": kind = .rgb
        case "hsl", "hsla": kind = .hsl
        case "oklch": kind = .oklch
        case "oklab": kind = .oklab
        case "lab": kind = .lab
        case "lch": kind = .lch
        case "color": kind = .color
        default: throw generic()
        }
        guard body.last == UInt8(ascii: ")") else {
            throw failure("expected ')' to close \(name)(), found '\(text)'")
        }
        var inner = Array(body[(nameEnd + 1)..<(body.count - 1)])
        var space = name
        if kind == .color {
            // `color(display-p3 1 0 0 / 50%)`: the space is the first word.
            var start = 0
            while start < inner.count, Self.isSpace(inner[start]) { start += 1 }
            var end = start
            while end < inner.count, Self.isNameByte(inner[end]) || Self.isDigit(inner[end]) { end += 1 }
            space = String(decoding: inner[start..<end], as: UTF8.self).lowercased()
            guard Self.colorFunctionSpaces.contains(space) else {
                throw failure(
                    "expected a color space (\(Self.colorFunctionSpaces.joined(separator: ", "))) first in color(), found '\(text)'")
            }
            inner = Array(inner[end...])
        }
        let arguments = try splitArguments(inner, function: name)
        switch kind {
        case .rgb: return (try makeRGB(arguments, function: name), nil)
        case .hsl: return (try makeHSL(arguments, function: name), nil)
        case .oklch:
            let color = try makeOKLCH(arguments, function: name)
            return (color, try authored(space: "oklch", arguments, scales: [1, 0.4], function: name))
        case .oklab, .lab, .lch, .color:
            if arguments.legacy { throw failure("expected space-separated components in \(name)(), found commas in '\(text)'") }
            let authoredScales: [Double]
            switch kind {
            case .oklab: authoredScales = [1, 0.4, 0.4]
            case .lab: authoredScales = [100, 125, 125]
            case .lch: authoredScales = [100, 150]
            default: authoredScales = [1, 1, 1]
            }
            let components = try authoredComponents(space: space, arguments, scales: authoredScales, function: name)
            let alpha = try alphaValue(arguments.alpha, function: name)
            guard let color = ColorSyntax.fromComponents(colorSpace: space, components: components, alpha: alpha) else {
                throw failure("expected finite components in \(name)(), found '\(text)'")
            }
            return (color, AuthoredColor(colorSpace: space, components: components, alpha: alpha))
        }
    }

    private enum FunctionKind { case rgb, hsl, oklch, oklab, lab, lch, color }

    /// The spaces `color()` names (CSS Color 4); `xyz` is `xyz-d65`.
    static let colorFunctionSpaces = [
        "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65",
    ]

    /// The components as DTCG writes them: a percentage is a fraction of `scales[i]` (CSS Color 4
    /// reference ranges), the third component of lch/oklch (two scales) is a hue in degrees.
    private func authoredComponents(space: String, _ arguments: Arguments, scales: [Double], function: String) throws(ColorSyntaxError)
        -> [Double]
    {
        var values: [Double] = []
        for (index, component) in arguments.channels.enumerated() {
            if index == 2 && scales.count == 2 {
                values.append(try hueValue(component, function: function))
                continue
            }
            switch component.unit {
            case _ where component.isNone: values.append(0)
            case "": values.append(component.value)
            case "%": values.append(component.value / 100 * scales[index])
            default:
                throw unitFailure(component, role: "a component", function: function, allowed: "a number or a percentage")
            }
        }
        return values
    }

    /// The authored form of an `oklch()` already parsed into sRGB (same units as the parse).
    private func authored(space: String, _ arguments: Arguments, scales: [Double], function: String) throws(ColorSyntaxError)
        -> AuthoredColor?
    {
        let components = try authoredComponents(space: space, arguments, scales: scales, function: function)
        return AuthoredColor(colorSpace: space, components: components, alpha: try alphaValue(arguments.alpha, function: function))
    }

    // MARK: Hex

    private func parseHex() throws(ColorSyntaxError) -> RGBA {
        let digits = body.dropFirst()
        if let bad = digits.first(where: { !Self.isHexDigit($0) }) {
            let character = String(decoding: [bad], as: UTF8.self)
            throw failure("expected hex digits (0-9, A-F) after '#', found '\(character)' in '\(text)'")
        }
        guard [3, 4, 6, 8].contains(digits.count), let color = RGBA(hex: text) else {
            throw failure("expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA, found '\(text)' (\(digits.count) hex digits)")
        }
        return color
    }

    // MARK: Arguments

    /// One component: a number with its unit ("" for none, "%" or an identifier), or `none`.
    struct Component {
        var value: Double
        var unit: String
        var isNone: Bool
        var text: String
    }

    struct Arguments {
        var channels: [Component]
        var alpha: Component?
        var legacy: Bool
    }

    private enum Token {
        case component(Component)
        case comma
        case slash
    }

    // Whole: one tokenizer loop over the bytes; each kind of byte is a short branch advancing the same index.
    private func splitArguments(_ inner: [UInt8], function: String) throws(ColorSyntaxError) -> Arguments {
        var tokens: [Token] = []
        var index = 0
        while index < inner.count {
            let byte = inner[index]
            if Self.isSpace(byte) {
                index += 1
                continue
            }
            if byte == UInt8(ascii: ",") {
                tokens.append(.comma)
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/") {
                tokens.append(.slash)
                index += 1
                continue
            }
            var end = index
            while end < inner.count, !Self.isSpace(inner[end]), inner[end] != UInt8(ascii: ","),
                inner[end] != UInt8(ascii: "/")
            {
                end += 1
            }
            let word = String(decoding: inner[index..<end], as: UTF8.self)
            guard let component = Self.component(word) else {
                throw failure("expected a number, percentage or angle in \(function)(), found '\(word)' in '\(text)'")
            }
            tokens.append(.component(component))
            index = end
        }

        let usesCommas = tokens.contains { if case .comma = $0 { return true } else { return false } }
        if usesCommas {
            // Legacy syntax: c, c, c[, alpha] — one component between each comma, no slash.
            var entries: [Component] = []
            var expectComponent = true
            for token in tokens {
                switch token {
                case .component(let component) where expectComponent:
                    entries.append(component)
                    expectComponent = false
                case .comma where !expectComponent:
                    expectComponent = true
                default:
                    throw failure(
                        "expected components separated by commas or by spaces (with '/ alpha'), not both, in \(function)(), found '\(text)'"
                    )
                }
            }
            guard !expectComponent, entries.count == 3 || entries.count == 4 else {
                throw countFailure(function, found: entries.count)
            }
            if let none = entries.first(where: { $0.isNone }) {
                throw failure(
                    "expected a number in the comma syntax of \(function)() ('\(none.text)' is allowed only in the space syntax), found '\(text)'"
                )
            }
            return Arguments(
                channels: Array(entries.prefix(3)), alpha: entries.count == 4 ? entries[3] : nil, legacy: true)
        }

        var channels: [Component] = []
        var alpha: Component?
        var sawSlash = false
        for token in tokens {
            switch token {
            case .component(let component):
                if sawSlash {
                    guard alpha == nil else { throw countFailure(function, found: channels.count + 2) }
                    alpha = component
                } else {
                    channels.append(component)
                }
            case .slash:
                guard !sawSlash else {
                    throw failure("expected one '/' before the alpha in \(function)(), found '\(text)'")
                }
                sawSlash = true
            case .comma:
                break  // unreachable: handled above
            }
        }
        if sawSlash && alpha == nil {
            throw failure("expected an alpha after '/' in \(function)(), found '\(text)'")
        }
        guard channels.count == 3 else {
            throw countFailure(function, found: channels.count + (alpha == nil ? 0 : 1))
        }
        return Arguments(channels: channels, alpha: alpha, legacy: false)
    }

    private func countFailure(_ function: String, found: Int) -> ColorSyntaxError {
        failure("expected 3 components and an optional alpha in \(function)(), found \(found) in '\(text)'")
    }

    // MARK: Functions

    private func makeRGB(_ arguments: Arguments, function: String) throws(ColorSyntaxError) -> RGBA {
        let names = ["red", "green", "blue"]
        var channels: [Double] = []
        for (component, name) in zip(arguments.channels, names) {
            switch component.unit {
            case _ where component.isNone: channels.append(0)
            case "": channels.append(component.value / 255)
            case "%": channels.append(component.value / 100)
            default:
                throw unitFailure(
                    component, role: name, function: function, allowed: "a number (0-255) or a percentage")
            }
        }
        return RGBA(
            red: Elementary.clamp(channels[0]), green: Elementary.clamp(channels[1]),
            blue: Elementary.clamp(channels[2]), alpha: try alphaValue(arguments.alpha, function: function))
    }

    private func makeHSL(_ arguments: Arguments, function: String) throws(ColorSyntaxError) -> RGBA {
        let hue = try hueValue(arguments.channels[0], function: function)
        var fractions: [Double] = []
        for (component, name) in zip(arguments.channels.dropFirst(), ["saturation", "lightness"]) {
            switch component.unit {
            case _ where component.isNone: fractions.append(0)
            case "%", "": fractions.append(component.value / 100)
            default: throw unitFailure(component, role: name, function: function, allowed: "a percentage")
            }
        }
        let rgb = HSL.toSRGB(hue: hue, saturation: fractions[0], lightness: fractions[1])
        return RGBA(
            red: Elementary.clamp(rgb.x), green: Elementary.clamp(rgb.y), blue: Elementary.clamp(rgb.z),
            alpha: try alphaValue(arguments.alpha, function: function))
    }

    private func makeOKLCH(_ arguments: Arguments, function: String) throws(ColorSyntaxError) -> RGBA {
        if arguments.legacy {
            throw failure("expected space-separated components in oklch(), found commas in '\(text)'")
        }
        let lightnessComponent = arguments.channels[0]
        let lightness: Double
        switch lightnessComponent.unit {
        case _ where lightnessComponent.isNone: lightness = 0
        case "": lightness = lightnessComponent.value
        case "%": lightness = lightnessComponent.value / 100
        default:
            throw unitFailure(
                lightnessComponent, role: "lightness", function: function, allowed: "a number (0-1) or a percentage")
        }
        let chromaComponent = arguments.channels[1]
        let chroma: Double
        switch chromaComponent.unit {
        case _ where chromaComponent.isNone: chroma = 0
        case "": chroma = chromaComponent.value
        case "%": chroma = chromaComponent.value / 100 * 0.4
        default:
            throw unitFailure(chromaComponent, role: "chroma", function: function, allowed: "a number or a percentage")
        }
        let hue = try hueValue(arguments.channels[2], function: function)
        let alpha = try alphaValue(arguments.alpha, function: function)
        return OKLCH(L: Elementary.clamp(lightness), C: max(0, chroma), h: hue, alpha: alpha).rgba
    }

    private func hueValue(_ component: Component, function: String) throws(ColorSyntaxError) -> Double {
        if component.isNone { return 0 }
        let degrees: Double
        switch component.unit.lowercased() {
        case "", "deg": degrees = component.value
        case "rad": degrees = Elementary.degrees(fromRadians: component.value)
        case "grad": degrees = component.value * 0.9
        case "turn": degrees = component.value * 360
        default:
            throw unitFailure(
                component, role: "hue", function: function, allowed: "a number or an angle (deg, rad, grad, turn)")
        }
        return Elementary.normalizedHue(degrees)
    }

    private func alphaValue(_ component: Component?, function: String) throws(ColorSyntaxError) -> Double {
        guard let component else { return 1 }
        if component.isNone { return 0 }
        switch component.unit {
        case "": return Elementary.clamp(component.value)
        case "%": return Elementary.clamp(component.value / 100)
        default:
            throw unitFailure(component, role: "alpha", function: function, allowed: "a number (0-1) or a percentage")
        }
    }

    private func unitFailure(_ component: Component, role: String, function: String, allowed: String)
        -> ColorSyntaxError
    {
        failure("expected \(allowed) for \(role) in \(function)(), found '\(component.text)' in '\(text)'")
    }

    // MARK: Lexing

    /// `none`, or a CSS number (sign, digits, optional fraction and exponent) with an optional
    /// `%` or unit identifier. Rejects what `Double(_:)` would also take, like "inf" or "0x1p3".
    static func component(_ word: String) -> Component? {
        if word.lowercased() == "none" { return Component(value: 0, unit: "", isNone: true, text: word) }
        let bytes = Array(word.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while index < bytes.count, isDigit(bytes[index]) {
            index += 1
            digits += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var exponentEnd = index + 1
            if bytes[exponentEnd] == UInt8(ascii: "+") || bytes[exponentEnd] == UInt8(ascii: "-") { exponentEnd += 1 }
            var exponentDigits = 0
            while exponentEnd < bytes.count, isDigit(bytes[exponentEnd]) {
                exponentEnd += 1
                exponentDigits += 1
            }
            if exponentDigits > 0 { index = exponentEnd }
        }
        guard let value = Double(String(decoding: bytes[0..<index], as: UTF8.self)), value.isFinite else { return nil }
        let unit = String(decoding: bytes[index...], as: UTF8.self)
        guard unit.isEmpty || unit == "%" || unit.utf8.allSatisfy(isLetter) else { return nil }
        return Component(value: value, unit: unit.lowercased(), isNone: false, text: word)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isNameByte(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "-") }
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
    }

    // MARK: Errors

    private func failure(_ message: String) -> ColorSyntaxError {
        ColorSyntaxError(message: message, input: input)
    }

    private func generic() -> ColorSyntaxError {
        failure("expected \(ColorSyntax.expectedSummary), found '\(text)'")
    }
}
