import Foundation

/// Tokens Studio's math (`checkAndEvaluateMath`): after references are replaced by their values,
/// any text that reads as an arithmetic expression is computed — `4 * 2`, `{space.sm} * 2`
/// (`8px * 2`), `floor(18 / 4 * 3)`, `min(4, 8) * 0.5`, `(16px + 8px) / 2`. The unit of the
/// numbers, when they all share one, is kept (`16px`); numbers without a unit come out rounded
/// to 3 decimals, as Tokens Studio rounds them. Text that is not an expression (a color, a font
/// name) or mixes units (`1rem + 4px`, which Tokens Studio leaves as written) is not changed.
///
/// The grammar is expr-eval's, which Tokens Studio evaluates with: `+ - * / % ^`, parentheses,
/// unary signs, `E` and `PI`, and its functions (`floor`, `ceil`, `round`, `roundTo`, `min`,
/// `max`, `abs`, `sqrt`, `pow`, …) plus Tokens Studio's `clamped`, `lerp` and `norm`.
enum StudioMath {
    enum Outcome: Equatable {
        /// No unit: a number (rounded to 3 decimals).
        case number(Double)
        /// With a unit: the number and the unit as written (`px`, `rem`, `%`).
        case dimension(Double, unit: String)
    }

    /// The computed value of `text`, or nil when it is not an expression Tokens Studio computes.
    static func evaluate(_ text: String) -> Outcome? {
        guard var tokens = tokenize(text), !tokens.isEmpty else { return nil }
        var units = Set<String>()
        for case .number(_, let unit?) in tokens { units.insert(unit.lowercased()) }
        guard units.count <= 1 else { return nil }
        var parser = Parser(tokens: tokens)
        guard let tree = parser.parseExpression(), parser.atEnd, let value = tree.evaluate(), value.isFinite else { return nil }
        tokens = []
        if let unit = units.first {
            return .dimension(value, unit: unit)
        }
        return .number(JSNumber.toFixed(value, 3))
    }

    /// Tokens Studio skips math for text such as `1e3` or `007` (an exponent, or zeros in front),
    /// which would otherwise turn into other numbers.
    static func skipsMath(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return false }
        // All zeros (at least two), or zeros before other digits.
        if bytes.count >= 2, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), bytes[0] == 0x30 {
            return true
        }
        // A number with an exponent.
        if let e = bytes.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }), e > 0, e < bytes.count - 1 {
            let mantissa = String(decoding: bytes[..<e], as: UTF8.self)
            var exponent = String(decoding: bytes[(e + 1)...], as: UTF8.self)
            if exponent.hasPrefix("+") || exponent.hasPrefix("-") { exponent.removeFirst() }
            let mantissaDigits = mantissa.drop { $0 == "+" || $0 == "-" }
            return !exponent.isEmpty && exponent.allSatisfy(\.isNumber) && !mantissaDigits.isEmpty
                && mantissaDigits.allSatisfy { $0.isNumber || $0 == "." } && mantissaDigits.filter { $0 == "." }.count <= 1
        }
        return false
    }

    enum Token: Equatable {
        case number(Double, unit: String?)
        case name(String)
        case symbol(Character)
    }

    /// Numbers (with a unit written right after them: `16px`, `50%`), names and operators;
    /// nil at anything else (a `#`, quotes, braces left over from an unresolved reference).
    static func tokenize(_ text: String) -> [Token]? {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        func isLetter(_ s: Unicode.Scalar) -> Bool { (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" }
        func isDigit(_ s: Unicode.Scalar) -> Bool { s >= "0" && s <= "9" }
        while index < scalars.count {
            let s = scalars[index]
            if s == " " || s == "\t" || s == "\n" {
                index += 1
            } else if isDigit(s) || (s == "." && index + 1 < scalars.count && isDigit(scalars[index + 1])) {
                var end = index
                var seenDot = false
                while end < scalars.count, isDigit(scalars[end]) || (scalars[end] == "." && !seenDot) {
                    if scalars[end] == "." { seenDot = true }
                    end += 1
                }
                guard let number = Double(String(String.UnicodeScalarView(scalars[index..<end]))) else { return nil }
                var unitEnd = end
                if unitEnd < scalars.count, scalars[unitEnd] == "%" {
                    unitEnd += 1
                } else {
                    while unitEnd < scalars.count, isLetter(scalars[unitEnd]) { unitEnd += 1 }
                }
                let unit = unitEnd > end ? String(String.UnicodeScalarView(scalars[end..<unitEnd])) : nil
                tokens.append(.number(number, unit: unit))
                index = unitEnd
            } else if isLetter(s) {
                var end = index
                while end < scalars.count, isLetter(scalars[end]) || isDigit(scalars[end]) { end += 1 }
                tokens.append(.name(String(String.UnicodeScalarView(scalars[index..<end]))))
                index = end
            } else if "+-*/%^(),".unicodeScalars.contains(s) {
                tokens.append(.symbol(Character(s)))
                index += 1
            } else {
                return nil
            }
        }
        return tokens
    }

    indirect enum Node {
        case number(Double)
        case unary(Character, Node)
        case binary(Character, Node, Node)
        case call(String, [Node])

        func evaluate() -> Double? {
            switch self {
            case .number(let value): return value
            case .unary(let op, let operand):
                guard let value = operand.evaluate() else { return nil }
                return op == "-" ? -value : value
            case .binary(let op, let left, let right):
                guard let a = left.evaluate(), let b = right.evaluate() else { return nil }
                switch op {
                case "+": return a + b
                case "-": return a - b
                case "*": return a * b
                case "/": return a / b
                case "%": return a.truncatingRemainder(dividingBy: b)
                case "^": return Foundation.pow(a, b)
                default: return nil
                }
            case .call(let name, let arguments):
                let values = arguments.compactMap { $0.evaluate() }
                guard values.count == arguments.count else { return nil }
                return StudioMath.call(name, values)
            }
        }
    }

    static let constants: [String: Double] = ["E": M_E, "PI": Double.pi]

    /// expr-eval's functions of numbers, and the ones Tokens Studio adds.
    static func call(_ name: String, _ a: [Double]) -> Double? {
        func one(_ f: (Double) -> Double) -> Double? { a.count == 1 ? f(a[0]) : nil }
        switch name {
        case "floor": return one { $0.rounded(.down) }
        case "ceil": return one { $0.rounded(.up) }
        case "round": return one { ($0 + 0.5).rounded(.down) }
        case "trunc": return one { $0.rounded(.towardZero) }
        case "abs": return one { abs($0) }
        case "sqrt": return one { $0.squareRoot() }
        case "cbrt": return one { Foundation.cbrt($0) }
        case "exp": return one { Foundation.exp($0) }
        case "ln", "log": return one { Foundation.log($0) }
        case "log10", "lg": return one { Foundation.log10($0) }
        case "log2": return one { Foundation.log2($0) }
        case "sign": return one { $0 > 0 ? 1 : $0 < 0 ? -1 : 0 }
        case "sin": return one { Foundation.sin($0) }
        case "cos": return one { Foundation.cos($0) }
        case "tan": return one { Foundation.tan($0) }
        case "min": return a.isEmpty ? nil : a.min()
        case "max": return a.isEmpty ? nil : a.max()
        case "pow": return a.count == 2 ? Foundation.pow(a[0], a[1]) : nil
        case "hypot": return (a.reduce(0) { $0 + $1 * $1 }).squareRoot()
        case "atan2": return a.count == 2 ? Foundation.atan2(a[0], a[1]) : nil
        case "roundTo":
            // expr-eval: rounds to `b` decimals, half away from zero.
            guard a.count == 2 else { return nil }
            return JSNumber.toFixed(a[0], Swift.max(0, Int(a[1])))
        case "clamped": return a.count == 3 ? Swift.max(Swift.min(a[0], a[2]), a[1]) : nil
        case "lerp": return a.count == 3 ? a[1] + (a[2] - a[1]) * a[0] : nil
        case "norm": return a.count == 3 ? (a[0] - a[1]) / (a[2] - a[1]) : nil
        default: return nil
        }
    }

    /// Recursive descent over expr-eval's precedence: additive, multiplicative, unary, power.
    struct Parser {
        var tokens: [Token]
        var position = 0

        var atEnd: Bool { position == tokens.count }

        mutating func peek() -> Token? { position < tokens.count ? tokens[position] : nil }

        mutating func parseExpression() -> Node? {
            guard var left = parseTerm() else { return nil }
            while case .symbol(let op)? = peek(), op == "+" || op == "-" {
                position += 1
                guard let right = parseTerm() else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        mutating func parseTerm() -> Node? {
            guard var left = parseUnary() else { return nil }
            while case .symbol(let op)? = peek(), op == "*" || op == "/" || op == "%" {
                position += 1
                guard let right = parseUnary() else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        mutating func parseUnary() -> Node? {
            if case .symbol(let op)? = peek(), op == "-" || op == "+" {
                position += 1
                guard let operand = parseUnary() else { return nil }
                return .unary(op, operand)
            }
            return parsePower()
        }

        mutating func parsePower() -> Node? {
            guard let base = parseAtom() else { return nil }
            if case .symbol("^")? = peek() {
                position += 1
                guard let exponent = parseUnary() else { return nil }
                return .binary("^", base, exponent)
            }
            return base
        }

        mutating func parseAtom() -> Node? {
            guard let token = peek() else { return nil }
            position += 1
            switch token {
            case .number(let value, _):
                return .number(value)
            case .name(let name):
                if case .symbol("(")? = peek() {
                    position += 1
                    var arguments: [Node] = []
                    if case .symbol(")")? = peek() {
                        position += 1
                        return .call(name, arguments)
                    }
                    while true {
                        guard let argument = parseExpression() else { return nil }
                        arguments.append(argument)
                        if case .symbol(",")? = peek() {
                            position += 1
                            continue
                        }
                        guard case .symbol(")")? = peek() else { return nil }
                        position += 1
                        break
                    }
                    return .call(name, arguments)
                }
                guard let constant = StudioMath.constants[name] else { return nil }
                return .number(constant)
            case .symbol("("):
                guard let inner = parseExpression(), case .symbol(")")? = peek() else { return nil }
                position += 1
                return inner
            default:
                return nil
            }
        }
    }
}
