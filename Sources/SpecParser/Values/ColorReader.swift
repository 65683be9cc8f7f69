import ColorScience
import DesignModel
import Diagnostics

/// Color values (docs/spec-format.md §2.7.1): alternatives with their qualifiers, each read
/// as a color expression and resolved against the tokens in every mode it applies to.
enum ColorReader {
    enum Outcome {
        /// One value per alternative, with the qualifiers the value itself gives.
        case colors([(qualifiers: SpecQualifiers, value: SpecColorValue, written: String)])
        /// Words in color position that name nothing (`spec/unknown-name`, already reported).
        case unknownName(String)
        case unreadable
    }

    static let cssKeywords: [String: RGBA] = [
        "white": .white, "black": .black, "gray": RGBA(hex: "#808080")!, "grey": RGBA(hex: "#808080")!,
        "blue": RGBA(hex: "#0000FF")!, "yellow": RGBA(hex: "#FFFF00")!, "red": RGBA(hex: "#FF0000")!,
        "green": RGBA(hex: "#008000")!, "orange": RGBA(hex: "#FFA500")!, "purple": RGBA(hex: "#800080")!,
        "pink": RGBA(hex: "#FFC0CB")!, "silver": RGBA(hex: "#C0C0C0")!,
    ]

    /// Two literals that are one color written in two notations (`rgb(99, 110, 114) /
    /// hsl(196, 7%, 41.8%)`, `#2D3436 / rgb(45, 52, 54)`): every channel within the rounding of
    /// the coarser notation (2 of 255). A designer restates a color for the reader; two modes'
    /// values differ by more.
    static func restatesOneColor(_ first: String, _ second: String) -> Bool {
        guard first != second, let a = ColorSyntax.parse(first), let b = ColorSyntax.parse(second) else { return false }
        let tolerance = 2.0 / 255
        return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= 0.01
    }

    /// Plain color words whose value no one can mistake: used when no token has the name.
    static let exactKeywords: [String: RGBA] = ["white": .white, "black": .black]

    /// Words that make unknown words look like a color name (`Warning Amber`, `Secondary Grey`).
    static let colorishWords: Set<String> = [
        "amber", "grey", "gray", "red", "blue", "green", "yellow", "orange", "purple", "pink", "teal", "white", "black",
        "coral", "peach", "brown", "cream", "silver", "gold", "navy", "violet", "indigo", "cyan", "magenta", "charcoal",
        "lime", "mint", "rose", "beige", "ivory", "slate", "crimson", "turquoise", "lavender",
    ]

    /// `charcoal`, `white`, `#FFFFFF`: a word that is a plain color word or a literal.
    static func isColorWord(_ word: some StringProtocol) -> Bool {
        word.hasPrefix("#") || colorishWords.contains(word.lowercased())
    }

    static func read(_ raw: String, env: ValueEnv) -> Outcome {
        let text = Normalize.text(raw).trimmed
        guard !text.isEmpty else { return .unreadable }
        var results: [(SpecQualifiers, SpecColorValue, String)] = []
        var unknown: String?
        let parts = alternatives(text, env: env)
        for (qualifiers, part) in parts {
            var partEnv = env
            if let mode = qualifiers.mode { partEnv.mode = mode }
            if parts.count > 1 { partEnv.range = subrange(of: part, in: text, range: env.range) }
            switch readExpression(part, env: partEnv) {
            case .value(let value): results.append((qualifiers, value, part))
            case .unknownName(let words):
                // Reported; the other alternatives (`Warning Amber or Error Red`) still count.
                unknown = unknown ?? words
            case .unreadable:
                return .unreadable
            }
        }
        if results.isEmpty, let unknown { return .unknownName(unknown) }
        return results.isEmpty ? .unreadable : .colors(results)
    }

    /// The span of `part` inside a value written at `range` (one line), for diagnostics about
    /// one alternative.
    static func subrange(of part: String, in text: String, range: SourceRange) -> SourceRange {
        guard range.start.line == range.end.line, let found = text.textRange(of: part) else { return range }
        let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: found.lowerBound.samePosition(in: text.unicodeScalars) ?? text.unicodeScalars.startIndex)
        let start = range.start.column + offset
        guard start < range.end.column else { return range }
        let end = min(range.end.column, start + part.unicodeScalars.count)
        return SourceRange(fileID: range.fileID, start: .init(line: range.start.line, column: start), end: .init(line: range.start.line, column: end))
    }

    // MARK: Alternatives

    /// Splits a color value into alternatives, each with the qualifiers written with it.
    static func alternatives(_ text: String, env: ValueEnv) -> [(SpecQualifiers, String)] {
        let commaParts = Normalize.splitTopLevel(text, separators: text.contains(" and ") ? [", ", "; ", " and "] : [", ", "; "])
        if commaParts.count > 1 {
            let qualified = commaParts.map { qualify($0, env: env) }
            if qualified.allSatisfy({ $0 != nil }) {
                return qualified.compactMap { $0 }.flatMap { outer in
                    alternatives(outer.1, env: env).compactMap { inner in inner.0.merged(over: outer.0).map { ($0, inner.1) } }
                }
            }
        }
        // `Brand/Coral`: the document's style of that name, not a light/dark pair.
        var named = false
        if text.contains("/"), !env.palette.isEmpty {
            let words = nameWords(Substring(text))
            named = paletteMatch(words, env: env).map { match in
                words.prefix(match.0).joined(separator: " ").contains("/") && !words.dropFirst(match.0).joined(separator: " ").contains("/")
            } == true
        }
        let slashParts = named ? [text] : expandModeShorthand(Normalize.splitTopLevel(text, separators: [" / ", "/"]), env: env)
        if slashParts.count > 1 {
            let qualified = slashParts.map { qualify($0, env: env) }
            if qualified.allSatisfy({ $0 != nil }) { return qualified.compactMap { $0 } }
            if let series = env.vocabulary.modes(forSeries: slashParts.count) {
                return zip(series, slashParts).map { mode, part in
                    let (inner, own) = qualify(part, env: env).map { ($0.1, $0.0) } ?? (part, SpecQualifiers())
                    var qualifiers = own
                    qualifiers.mode = mode
                    return (qualifiers, inner)
                }
            }
        }
        let orParts = Normalize.splitTopLevel(text, separators: [" or "])
        if orParts.count > 1 {
            return orParts.map { part in
                if let (qualifiers, inner) = qualify(part, env: env) { return (qualifiers, inner) }
                var qualifiers = SpecQualifiers()
                qualifiers.alternative = part
                return (qualifiers, part)
            }
        }
        if let (qualifiers, inner) = qualify(text, env: env) { return [(qualifiers, inner)] }
        return [(SpecQualifiers(), text)]
    }

    /// `backgroundPrimaryLight/Dark` → `backgroundPrimaryLight`, `backgroundPrimaryDark`.
    static func expandModeShorthand(_ parts: [String], env: ValueEnv) -> [String] {
        guard parts.count > 1 else { return parts }
        var out = parts
        for index in 1..<out.count {
            let words = Normalize.words(out[index])
            guard let first = words.first, env.vocabulary.modeWords.contains(where: { $0.lowercased() == first.lowercased() }) else { continue }
            guard let previous = Normalize.words(out[index - 1]).first, TokenIndex.isCamelName(previous) else { continue }
            let segments = TokenIndex.camelSegments(previous)
            guard let last = segments.last, env.vocabulary.modeWords.contains(where: { $0.lowercased() == last }) else { continue }
            let base = String(previous.dropLast(last.count))
            out[index] = ([base + first.prefix(1).uppercased() + first.dropFirst().lowercased()] + words.dropFirst()).joined(separator: " ")
        }
        return out
    }

    /// `Charcoal (Light)`, `#FF8787 in Dark`, `primaryCoralDark`: the qualifiers a part gives itself.
    static func qualify(_ part: String, env: ValueEnv) -> (SpecQualifiers, String)? {
        if let (rest, inner) = Normalize.trailingParenthetical(part), !rest.isEmpty,
            let (qualifiers, _) = env.vocabulary.parse(inner), qualifiers.count > 0
        {
            return (qualifiers, rest)
        }
        if let range = part.textRange(of: " in ", backwards: true) {
            let tail = String(part[range.upperBound...])
            if let (qualifiers, _) = env.vocabulary.parse(tail), qualifiers.count > 0 {
                return (qualifiers, String(part[..<range.lowerBound]).trimmed)
            }
        }
        if let first = Normalize.words(part).first, TokenIndex.isCamelName(first),
            let last = TokenIndex.camelSegments(first).last, let mode = env.vocabulary.modeWords.first(where: { $0.lowercased() == last })
        {
            return (SpecQualifiers(mode: mode), part)
        }
        // `#2D3436 light`, `#5A6468 στη φωτεινή`: a literal, then the mode it holds in.
        let trimmed = Substring(part.trimmed)
        if let (literal, _, rest) = Lex.colorLiteral(trimmed), !String(rest).trimmed.isEmpty,
            let (qualifiers, _) = env.vocabulary.parse(String(rest).trimmed), qualifiers.count > 0
        {
            return (qualifiers, literal)
        }
        return leadingQualifier(part, env: env)
    }

    /// `Light mode: #FFFFFF`, `dark: {color.bg}`, `light #FFFFFF`: a qualifier written before the
    /// value. Without a colon only before a literal or a token path, so `Light Gray` stays a name.
    static func leadingQualifier(_ part: String, env: ValueEnv) -> (SpecQualifiers, String)? {
        if let colon = part.textRange(of: ": ") {
            let head = String(part[..<colon.lowerBound])
            let rest = String(part[colon.upperBound...]).trimmed
            if !rest.isEmpty, let (qualifiers, _) = env.vocabulary.parse(head), qualifiers.count > 0 { return (qualifiers, rest) }
            return nil
        }
        let words = part.split(separator: " ", maxSplits: 2).map(String.init)
        for count in [2, 1] where words.count > count {
            let head = words.prefix(count).joined(separator: " ")
            let rest = words.dropFirst(count).joined(separator: " ")
            guard let first = rest.first, first == "#" || first == "{" || rest.lowercased().hasPrefix("rgb") || rest.lowercased().hasPrefix("hsl")
                || rest.lowercased().hasPrefix("color.")
            else { continue }
            if let (qualifiers, _) = env.vocabulary.parse(head), qualifiers.count > 0, qualifiers.mode != nil { return (qualifiers, rest) }
        }
        return nil
    }

    // MARK: Expressions

    enum ExpressionOutcome {
        case value(SpecColorValue)
        case unknownName(String)
        case unreadable
    }

    /// What the words of one alternative name, before resolution.
    struct Expression {
        enum Base {
            case token(String)
            case name(String)
            case word(String)
            case literal(String, RGBA)
            case keyword(String, RGBA)
            case variable(String)
            case transparent
        }

        var base: Base
        /// Literals written with a name, each for a mode or for none.
        var literals: [(mode: String?, text: String, color: RGBA)] = []
        var opacity: Double?
        var material: String?
        var lightness: Double?
        var notes: [String] = []
    }

    static func readExpression(_ text: String, env: ValueEnv) -> ExpressionOutcome {
        switch parse(text, env: env) {
        case .success(let expression):
            return .value(resolve(expression, written: text, env: env))
        case .failure(let failure):
            switch failure {
            case .unknownWords(let words):
                let lowerWords = Normalize.words(words.lowercased()).map { $0.trimmingCharacters(in: .punctuationCharacters) }
                let looksLikeName = lowerWords.count <= 3 && lowerWords.contains { colorishWords.contains($0) }
                guard looksLikeName else { return .unreadable }
                let names = Array(env.index.colorNames.keys)
                let suggestion = Suggestion.closest(to: TokenIndex.nameKey(words), among: names).flatMap { key in
                    env.index.colorNames[key]?.first.flatMap { env.index.token($0)?.displayName }
                }
                env.session.warning(
                    .specUnknownName, "\"\(words)\" names no color token; kept as documentation", at: env.range,
                    hint: suggestion.map { "did you mean \"\($0)\"?" })
                return .unknownName(words)
            case .unknownToken:
                return .unknownName(text)
            case .unreadable:
                return .unreadable
            }
        }
    }

    enum ParseFailure: Error {
        case unknownWords(String)
        /// A token reference that names nothing (already reported).
        case unknownToken
        case unreadable
    }

    /// `at opacity.emotion-chip`, `` at `opacity.disabled` ``: the share an opacity token holds,
    /// and the text after the path.
    static func opacityToken(_ text: Substring, env: ValueEnv) -> (Double, Substring)? {
        let start = text.drop { $0 == "`" }
        let path = start.prefix { $0.isLetter || $0.isNumber || "._-".contains($0) }
        guard path.lowercased().hasPrefix("opacity."), case .found(let token, _, _) = env.index.lookupPath(String(path)),
            let mode = env.index.modes.first
        else { return nil }
        let share: Double
        switch env.index.system.value(token, mode: mode) {
        case .opacity(let value)?, .number(let value)?: share = value <= 1 ? value : value / 100
        default: return nil
        }
        return (share, start.dropFirst(path.count).drop { $0 == "`" })
    }

    static func parse(_ input: String, env: ValueEnv) -> Result<Expression, ParseFailure> {
        var text = Substring(input.trimmed)
        var lightness: Double?
        var opacity: Double?
        let lower = text.lowercased()
        for word in ["transparent", "none", "clear", "no fill"] where lower == word || lower.hasPrefix(word + " ") || lower.hasPrefix(word + "(") {
            var expression = Expression(base: .transparent)
            let rest = String(text.dropFirst(word.count)).trimmed
            if !rest.isEmpty { expression.notes.append(rest) }
            return .success(expression)
        }
        // `20% darker coral`
        if let (amount, rest) = Lex.percent(text) {
            let after = Lex.skipSpaces(rest)
            if let change = lightnessWord(after) {
                lightness = change.sign * amount
                text = Lex.skipSpaces(after.dropFirst(change.length))
            } else if after.lowercased().hasPrefix("opacity") {
                return .failure(.unreadable)
            } else {
                opacity = amount
                text = after
            }
        }
        guard !text.isEmpty else { return .failure(.unreadable) }
        var expression: Expression
        var rest: Substring
        if let (literal, color, after) = Lex.colorLiteral(text) {
            expression = Expression(base: .literal(literal, color))
            rest = after
        } else if let (base, after) = tokenReference(text, env: env), paletteMatch(nameWords(text), env: env) == nil {
            // `Brand/Coral` is a path in form, but the document's style of that name comes first.
            expression = Expression(base: base)
            rest = after
        } else {
            let words = nameWords(text)
            if let (count, pin) = paletteMatch(words, env: env) {
                // The document's own name for a color wins over the tokens' names.
                expression = Expression(base: .literal(pin.color.hex, pin.color))
                expression.literals = env.modes.compactMap { mode in pin.modeColors[mode].map { (mode, $0.hex, $0) } }
                rest = dropWords(text, count)
            } else if let count = env.index.longestColorName(words) ?? env.index.groundName(words) {
                let name = words.prefix(count).joined(separator: " ")
                expression = Expression(base: .name(name))
                rest = dropWords(text, count)
            } else if let count = variableMatch(words, env: env) {
                expression = Expression(base: .variable(words.prefix(count).joined(separator: " ")))
                rest = dropWords(text, count)
            } else if let first = words.first, isColorWord(first, env: env) {
                expression = Expression(base: .word(first))
                rest = dropWords(text, 1)
            } else if let (description, inner) = parentheticalColor(String(text)), case .success(var innerExpression) = parse(inner, env: env) {
                innerExpression.notes.insert(description, at: 0)
                expression = innerExpression
                rest = ""
            } else {
                let unknown = words.prefix { !$0.hasPrefix("(") }.prefix(4).joined(separator: " ")
                return .failure(.unknownWords(unknown.isEmpty ? String(text) : unknown))
            }
        }
        if opacity != nil { expression.opacity = opacity }
        if lightness != nil { expression.lightness = lightness }
        // A literal set after a name: `Off-White (#F9FAFB)`, `Primary Coral (#FF6B6B / #FF8787)`;
        // or one hex right after it, `Off-White #F9FAFB`, which says which Off-White.
        rest = Lex.skipSpaces(rest)
        if case .name = expression.base, expression.literals.isEmpty, rest.first == "#", let (literal, color, after) = Lex.colorLiteral(rest),
            Lex.skipSpaces(after).isEmpty
        {
            expression.literals = [(nil, literal, color)]
            rest = after
        }
        if rest.first == "(", let close = matchingParen(rest) {
            let inner = String(rest[rest.index(after: rest.startIndex)..<close])
            if let literals = literalSet(inner, env: env) {
                switch expression.base {
                case .name, .word, .token, .keyword, .literal:
                    expression.literals = literals
                    rest = rest[rest.index(after: close)...]
                default:
                    break
                }
            }
        }
        // Modifiers and materials.
        modifiers: while true {
            rest = Lex.skipSpaces(rest)
            let lowerRest = rest.lowercased()
            if lowerRest.hasPrefix("at ") {
                let after = rest.dropFirst(3)
                if let (amount, tail) = Lex.percent(after) ?? Lex.number(after).map({ ($0.0 <= 1 ? $0.0 : $0.0 / 100, $0.1) }) ?? opacityToken(after, env: env) {
                    expression.opacity = (expression.opacity ?? 1) * amount
                    rest = dropWord(Lex.skipSpaces(tail), "opacity")
                    continue
                }
            }
            // `Black @ 40%`, `#636E72 55%`, `Primary Coral 100%`: an opacity written after the color.
            if rest.hasPrefix("@"), let (amount, tail) = Lex.percent(rest.dropFirst()) {
                expression.opacity = (expression.opacity ?? 1) * amount
                rest = dropWord(Lex.skipSpaces(tail), "opacity")
                continue
            }
            if let (amount, tail) = Lex.percent(rest), Lex.skipSpaces(tail).isEmpty || [",", ")", ";"].contains(Lex.skipSpaces(tail).first.map(String.init) ?? "") {
                expression.opacity = (expression.opacity ?? 1) * amount
                rest = tail
                continue
            }
            if lowerRest.hasPrefix("with ") {
                let after = rest.dropFirst(5)
                if let (amount, tail) = Lex.percent(after) ?? Lex.number(after).map({ ($0.0 <= 1 ? $0.0 : $0.0 / 100, $0.1) }),
                    Lex.skipSpaces(tail).lowercased().hasPrefix("opacity")
                {
                    expression.opacity = (expression.opacity ?? 1) * amount
                    rest = dropWord(Lex.skipSpaces(tail), "opacity")
                    continue
                }
            }
            if let (amount, tail) = Lex.percent(rest) {
                let after = Lex.skipSpaces(tail)
                if after.lowercased().hasPrefix("opacity") {
                    expression.opacity = (expression.opacity ?? 1) * amount
                    rest = dropWord(after, "opacity")
                    continue
                }
                if let change = lightnessWord(after) {
                    expression.lightness = change.sign * amount
                    rest = after.dropFirst(change.length)
                    continue
                }
            }
            for material in ["blur", "dim", "overlay"] where lowerRest == material || lowerRest.hasPrefix(material + " ") || lowerRest.hasPrefix(material + ",") {
                expression.material = material
                rest = rest.dropFirst(material.count)
                continue modifiers
            }
            break
        }
        var note = String(rest).trimmed
        for prefix in ["- ", "— ", "; ", ", "] where note.hasPrefix(prefix) { note = String(note.dropFirst(prefix.count)).trimmed }
        if !note.isEmpty { expression.notes.append(note) }
        return .success(expression)
    }

    /// The longest prefix of `words` (at most 4) the document's palette names.
    static func paletteMatch(_ words: [String], env: ValueEnv) -> (Int, NamePin)? {
        guard !env.palette.isEmpty else { return nil }
        for count in stride(from: min(4, words.count), through: 1, by: -1) {
            if let pin = env.palette[TokenIndex.nameKey(words.prefix(count).joined(separator: " "))] { return (count, pin) }
        }
        return nil
    }

    static func lightnessWord(_ text: Substring) -> (sign: Double, length: Int)? {
        let lower = text.lowercased()
        for (word, sign) in [("darker", -1.0), ("brighter", 1.0), ("lighter", 1.0)] where lower.hasPrefix(word) {
            return (sign, word.count)
        }
        return nil
    }

    /// `{color.x}`, `colors.primary.coral`, `primaryCoralLight` at the start of the text.
    static func tokenReference(_ text: Substring, env: ValueEnv) -> (Expression.Base, Substring)? {
        let word = text.prefix { !($0 == " " || $0 == "(" || $0 == "," || $0 == ";") }
        let candidate = String(word)
        if TokenIndex.isPath(candidate) || TokenIndex.isCamelName(candidate) {
            return (.token(candidate), text.dropFirst(word.count))
        }
        return nil
    }

    /// Words up to a parenthesis or comma, punctuation trimmed.
    static func nameWords(_ text: Substring) -> [String] {
        var words: [String] = []
        for raw in text.split(separator: " ") {
            if raw.hasPrefix("(") { break }
            var word = String(raw)
            var stop = false
            if word.hasSuffix(",") || word.hasSuffix(";") {
                word.removeLast()
                stop = true
            }
            words.append(word)
            if stop { break }
        }
        return words
    }

    static func dropWords(_ text: Substring, _ count: Int) -> Substring {
        var rest = Lex.skipSpaces(text)
        for _ in 0..<count {
            rest = Lex.skipSpaces(rest)
            rest = rest.drop { $0 != " " && $0 != "(" && $0 != "," && $0 != ";" }
        }
        return rest
    }

    static func dropWord(_ text: Substring, _ word: String) -> Substring {
        text.lowercased().hasPrefix(word) ? text.dropFirst(word.count) : text
    }

    static func variableMatch(_ words: [String], env: ValueEnv) -> Int? {
        for count in stride(from: min(4, words.count), through: 1, by: -1) {
            if env.variables.contains(Normalize.name(words.prefix(count).joined(separator: " "))) { return count }
        }
        return nil
    }

    static func isColorWord(_ word: String, env: ValueEnv) -> Bool {
        let lower = word.lowercased()
        if cssKeywords[lower] != nil { return true }
        if !env.index.colorTokens(lastSegment: lower).isEmpty { return true }
        return !env.index.colorTokens(nameEndingWith: lower).isEmpty
    }

    static func matchingParen(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `words (color-expr)`: a description followed by a parenthesized color.
    static func parentheticalColor(_ text: String) -> (String, String)? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        let description = String(text[..<open]).trimmed
        let tail = Substring(text[open...])
        guard let close = matchingParen(tail), !description.isEmpty else { return nil }
        return (description, String(tail[tail.index(after: tail.startIndex)..<close]))
    }

    /// `#F9FAFB`, `#FF6B6B / #FF8787`, `#FF6B6B in Light, #FF8787 in Dark`.
    static func literalSet(_ text: String, env: ValueEnv) -> [(mode: String?, text: String, color: RGBA)]? {
        let parts = Normalize.splitTopLevel(text, separators: [", ", " / ", "/"])
        guard !parts.isEmpty else { return nil }
        var out: [(String?, String, RGBA)] = []
        for part in parts {
            var literalText = Substring(part)
            var mode: String?
            if let range = part.textRange(of: " in ") {
                guard let found = env.vocabulary.mode(String(part[range.upperBound...])) else { return nil }
                mode = found
                literalText = part[..<range.lowerBound]
            }
            guard let (literal, color, rest) = Lex.colorLiteral(literalText) else { return nil }
            if mode == nil, !String(rest).trimmed.isEmpty, let found = env.vocabulary.mode(String(rest).trimmed) {
                // `#5A6468 στη φωτεινή`, `#2D3436 light`: the mode after the literal.
                mode = found
            } else {
                guard String(rest).trimmed.isEmpty else { return nil }
            }
            out.append((mode, literal, color))
        }
        if out.count > 1, out.allSatisfy({ $0.0 == nil }) {
            guard let series = env.vocabulary.modes(forSeries: out.count) else { return nil }
            out = zip(series, out).map { ($0, $1.1, $1.2) }
        }
        return out
    }

    // MARK: Resolution

    static func resolve(_ expression: Expression, written: String, env: ValueEnv) -> SpecColorValue {
        let index = env.index
        var value = SpecColorValue(
            written: written, base: .transparent, literals: expression.literals.map(\.text), opacity: expression.opacity,
            material: expression.material, lightnessChange: expression.lightness,
            note: expression.notes.isEmpty ? nil : expression.notes.joined(separator: "; "))
        let modes = env.resolutionModes
        var ambiguous: [(String, [TokenPath])] = []
        var byRole: [(String, [TokenPath], TokenPath)] = []
        var byPin: [(String, [TokenPath], TokenPath, NamePin)] = []
        var offPalette: [String] = []
        var mismatches: [(String, String)] = []

        /// The literal written for `mode`: a mode-specific one, else (when the entry itself is
        /// for one mode) the only literal.
        func literal(for mode: String) -> (text: String, color: RGBA)? {
            // The most specific literal for the mode (`dark+high` before `dark`).
            let applying = expression.literals.filter { $0.mode.map { SpecQualifiers.mode($0, appliesIn: mode) } ?? false }
            if let match = applying.max(by: { SpecQualifiers.modeParts($0.mode ?? "").count < SpecQualifiers.modeParts($1.mode ?? "").count }) {
                return (match.text, match.color)
            }
            if env.mode != nil, expression.literals.count == 1, expression.literals[0].mode == nil {
                return (expression.literals[0].text, expression.literals[0].color)
            }
            return nil
        }
        let unmodedLiteral = env.mode == nil && expression.literals.count == 1 && expression.literals[0].mode == nil
            ? expression.literals[0] : nil

        /// Picks among `candidates` in each mode using the literals; records problems.
        func resolveCandidates(_ candidates: [TokenPath], name: String, baseMatch: SpecColorValue.Match) -> [SpecColorValue.Resolution] {
            // A single literal without a mode identifies the token: the candidate whose value equals
            // it in some mode; that token's own value is then used in every mode.
            var pool = candidates
            if let unmoded = unmodedLiteral {
                let identified = candidates.filter { path in
                    index.modes.contains { index.color(path, mode: $0)?.quantized == unmoded.color.quantized }
                }
                if identified.isEmpty {
                    return modes.map { mode in
                        mismatches.append((mode, unmoded.text))
                        let match = index.preferred(index.colorTokens(matching: unmoded.color, mode: mode), mode: mode)
                        return .init(mode: mode, color: unmoded.color, token: match, match: .mismatch)
                    }
                }
                pool = identified
            }
            /// The written color in `mode`: the token of the pool that has it, or a mismatch
            /// (drift, `spec/name-value-mismatch`) naming the token that does.
            func literalWins(_ written: (text: String, color: RGBA), mode: String, ambiguous: Bool) -> SpecColorValue.Resolution {
                let agreeing = pool.filter { index.color($0, mode: mode)?.quantized == written.color.quantized }
                if let chosen = index.preferred(agreeing) {
                    return .init(mode: mode, color: written.color, token: chosen, match: ambiguous ? .nameAndLiteral : baseMatch)
                }
                mismatches.append((mode, written.text))
                let match = index.preferred(index.colorTokens(matching: written.color, mode: mode), mode: mode)
                return .init(mode: mode, color: written.color, token: match, match: .mismatch)
            }
            return modes.map { mode in
                if let written = literal(for: mode) {
                    return literalWins(written, mode: mode, ambiguous: pool.count > 1)
                }
                // A literal written without a mode wins in every mode.
                if let unmoded = unmodedLiteral {
                    return literalWins((unmoded.text, unmoded.color), mode: mode, ambiguous: candidates.count > 1)
                }
                if pool.count == 1 {
                    let picked = unmodedLiteral != nil && candidates.count > 1
                    return .init(mode: mode, color: index.color(pool[0], mode: mode), token: pool[0], match: picked ? .nameAndLiteral : baseMatch)
                }
                if let color = index.sameColor(pool, mode: mode) {
                    let chosen = index.preferred(pool)
                    return .init(mode: mode, color: color, token: chosen, match: unmodedLiteral != nil ? .nameAndLiteral : baseMatch)
                }
                // The one candidate made for what the line paints (`Off-White` as a background:
                // `…off-white-surface`); the ambiguity is still reported, with the choice.
                if let role = env.role {
                    let fitting = pool.filter { !Set($0.segments.flatMap { $0.lowercased().split(separator: "-").map(String.init) }).isDisjoint(with: role.pathWords) }
                    if fitting.count == 1, let color = index.color(fitting[0], mode: mode) {
                        byRole.append((mode, pool, fitting[0]))
                        return .init(mode: mode, color: color, token: fitting[0], match: baseMatch)
                    }
                }
                // The one candidate the document itself writes with its hex elsewhere
                // (`Light Gray (#E0E0E0)`); reported with the pinning line.
                // The pin is the value in the document's first mode: a hex written without a
                // mode says nothing of the dark one, which stays a choice (reported).
                if let pin = env.namePins[TokenIndex.nameKey(name)], mode == env.modes.first {
                    let fitting = pool.filter { path in index.modes.contains { index.color(path, mode: $0)?.quantized == pin.color.quantized } }
                    if fitting.count == 1, let color = index.color(fitting[0], mode: mode) {
                        byPin.append((mode, pool, fitting[0], pin))
                        return .init(mode: mode, color: color, token: fitting[0], match: baseMatch)
                    }
                }
                ambiguous.append((mode, pool))
                return .init(mode: mode, color: nil, token: nil, match: .ambiguous(pool.sorted()))
            }
        }

        /// A literal in every mode, matched to tokens.
        func resolveLiteral(_ text: String, _ base: RGBA) -> [SpecColorValue.Resolution] {
            modes.map { mode in
                // A document style with a color per mode (`Brand/Coral`) has its own in each.
                let color = literal(for: mode)?.color ?? base
                let matches = index.colorTokens(matching: color, mode: mode)
                if let chosen = index.preferred(matches, mode: mode) { return .init(mode: mode, color: color, token: chosen, match: .literal) }
                offPalette.append(mode)
                return .init(mode: mode, color: color, token: nil, match: .offPalette)
            }
        }

        var resolutions: [SpecColorValue.Resolution]
        var nameForMessages = written
        switch expression.base {
        case .transparent:
            value.base = .transparent
            resolutions = modes.map { .init(mode: $0, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0), token: nil, match: .transparent) }
        case .variable(let name):
            value.base = .variable(Normalize.name(name))
            resolutions = []
        case .literal(let text, let color):
            value.base = .literal(text)
            resolutions = resolveLiteral(text, color)
        case .keyword(let word, let color):
            value.base = .keyword(word)
            resolutions = resolveLiteral(word, color)
        case .name(let name):
            value.base = .name(name)
            nameForMessages = name
            resolutions = resolveCandidates(index.colorTokens(named: name), name: name, baseMatch: .name)
        case .word(let word):
            nameForMessages = word
            let lower = word.lowercased()
            let bySegment = index.colorTokens(lastSegment: lower)
            let byName = index.colorTokens(nameEndingWith: lower)
            if !bySegment.isEmpty, index.sameValued(bySegment) != nil || bySegment.count == 1 {
                value.base = .name(word)
                resolutions = resolveCandidates([index.preferred(bySegment)!], name: word, baseMatch: .name)
            } else if !byName.isEmpty, modes.allSatisfy({ index.sameColor(byName, mode: $0) != nil }) {
                value.base = .name(word)
                resolutions = resolveCandidates(byName, name: word, baseMatch: .name)
            } else if !byName.isEmpty || !bySegment.isEmpty {
                // Several design-system colors of that name: ambiguous (reported below), never
                // the CSS color of the same name.
                value.base = .name(word)
                resolutions = resolveCandidates(byName.isEmpty ? bySegment : byName, name: word, baseMatch: .name)
            } else if !expression.literals.isEmpty {
                value.base = .keyword(word)
                resolutions = resolveLiteral(expression.literals[0].text, expression.literals[0].color)
            } else if let exact = exactKeywords[lower] {
                value.base = .keyword(word)
                resolutions = resolveLiteral(word, exact)
            } else {
                // `red`, `gray`: no design-system color has that name, and the CSS color of the
                // name (#FF0000, #808080) is not what a designer means.
                env.session.warning(
                    .specUnresolvedColor,
                    "\"\(word)\" names no design-system color, so its value is unknown and nothing drawn with it is checked",
                    at: env.range, hint: "write the color's token name or its hex, e.g. \"\(word) (#RRGGBB)\"")
                return failed(value, modes: modes)
            }
        case .token(let written):
            value.base = .token(written)
            nameForMessages = written
            let result: TokenIndex.PathResult
            var selectedMode: String?
            if TokenIndex.isCamelName(written) {
                let (found, mode) = index.lookupCamel(written)
                result = found
                selectedMode = mode
            } else {
                result = index.lookupPath(written)
                if case .found(_, let mode, _) = result { selectedMode = mode }
                if case .found(let path, _, _) = result, index.token(path)?.type != .color {
                    env.session.warning(
                        .specUnknownToken, "\"\(written)\" is a \(index.token(path)?.type.rawValue ?? "") token, not a color", at: env.range)
                    return failed(value, modes: modes)
                }
            }
            switch result {
            case .found(let path, _, let bySuffix):
                if bySuffix, !TokenIndex.isCamelName(written) {
                    env.session.note(
                        .specTokenPathResolved, "\"\(written)\" resolved to \"\(path)\"", at: env.range)
                }
                if let selectedMode {
                    // `colors.primary.coral.light`, `primaryCoralLight`: that mode's value.
                    let color = index.color(path, mode: selectedMode)
                    resolutions = modes.map { mode in
                        if let written = literal(for: mode) ?? unmodedLiteral.map({ ($0.text, $0.color) }),
                            written.color.quantized != color?.quantized
                        {
                            mismatches.append((mode, written.text))
                            return .init(mode: mode, color: written.color, token: index.preferred(index.colorTokens(matching: written.color, mode: mode), mode: mode), match: .mismatch)
                        }
                        return .init(mode: mode, color: color, token: path, match: bySuffix ? .suffix : .path)
                    }
                } else {
                    resolutions = resolveCandidates([path], name: written, baseMatch: bySuffix ? .suffix : .path)
                }
            case .ambiguous(let paths):
                env.session.warning(
                    .specAmbiguousToken,
                    "\"\(written)\" matches several tokens: \(paths.map(\.string).joined(separator: ", "))", at: env.range,
                    hint: "write the full path")
                return failed(value, modes: modes, match: .ambiguous(paths))
            case .unknown:
                let wanted = TokenIndex.isCamelName(written)
                    ? ["color"] + TokenIndex.camelSegments(written) : index.normalizedPath(written).segments
                let hint = index.suggestion(for: wanted, type: .color).map { "did you mean `\($0)`?" }
                env.session.warning(.specUnknownToken, "\"\(written)\" names no token", at: env.range, hint: hint)
                return failed(value, modes: modes)
            }
        }

        // A name without a value for the other mode (a palette color with one value, no literal,
        // no mode written): the document's own mapping gives it, else it is unknown there.
        // Only where the design system itself changes that color in the mode (a token that is
        // Charcoal in light mode and Off-White in dark): then the one-valued name leaves the
        // mode open. A color no token changes (Mint, White) is the same in every mode.
        var unknownModes: [String] = []
        var counterpart: (TokenPath, String)?
        if case .name = value.base, env.followsModes, expression.literals.isEmpty, env.mode == nil, let first = env.modes.first {
            resolutions = resolutions.map { resolution in
                guard resolution.mode != first, let color = resolution.color, let token = resolution.token,
                    index.color(token, mode: first)?.quantized == color.quantized,
                    color.quantized != RGBA.white.quantized, color.quantized != RGBA.black.quantized
                else { return resolution }
                let changing = index.colorTokens(matching: color, mode: first).filter {
                    index.color($0, mode: resolution.mode).map { $0.quantized != color.quantized } ?? false
                }
                guard let changer = index.preferred(changing) else { return resolution }
                if let mapped = env.modeMap[color.hex] {
                    let match = index.preferred(index.colorTokens(matching: mapped, mode: resolution.mode), mode: resolution.mode)
                    return .init(mode: resolution.mode, color: mapped, token: match, match: resolution.match)
                }
                unknownModes.append(resolution.mode)
                counterpart = counterpart ?? (changer, index.color(changer, mode: resolution.mode)?.hex ?? "")
                return .init(mode: resolution.mode, color: nil, token: nil, match: .unknown)
            }
        }
        if !unknownModes.isEmpty, let token = resolutions.compactMap(\.token).first, let (changer, changed) = counterpart {
            env.session.warning(
                .specUnknownInMode,
                "\"\(nameForMessages)\" has no value\(SpecMessages.modePhrase(unknownModes, of: env.modes)): `\(token)` has one value for every mode, the design system's `\(changer)` changes it (\(changed)\(SpecMessages.modePhrase([unknownModes[0]], of: env.modes))), and this document maps none, so what it draws is not checked there",
                at: env.range, hint: "give the color per mode, e.g. \"\(nameForMessages) (Light) / Off-White (Dark)\", or state the mapping (\"\(nameForMessages) (#RRGGBB) → Off-White (#RRGGBB)\")")
        }

        // Modifiers: opacity and lightness apply to the resolved base; the final color may be a
        // token of its own (`Primary Coral at 10% opacity` = color.primary.coral-subtle).
        if value.opacity != nil || value.lightnessChange != nil {
            resolutions = resolutions.map { resolution in
                guard let base = resolution.color, !value.isTransparent else { return resolution }
                if let token = resolution.token { env.session.use(token, at: env.range) }
                let final = value.applyModifiers(base)
                let token = index.preferred(index.colorTokens(matching: final, mode: resolution.mode), mode: resolution.mode)
                return .init(mode: resolution.mode, color: final, token: token, match: resolution.match)
            }
        }
        value.resolutions = resolutions
        for resolution in resolutions { if let token = resolution.token { env.session.use(token, at: env.range) } }

        // "color.a (#111111 / #222222)": each candidate with its distinct values across the modes.
        func describe(_ paths: [TokenPath]) -> String {
            paths.map { path in
                let values = index.modes.compactMap { index.color(path, mode: $0)?.hex }
                let unique = values.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                return "\(path) (\(unique.joined(separator: " / ")))"
            }.joined(separator: ", ")
        }
        if !ambiguous.isEmpty {
            let allModes = ambiguous.map(\.0)
            let candidates = ambiguous[0].1.sorted()
            let described = describe(candidates)
            let example = candidates.first.flatMap { index.color($0, mode: allModes[0])?.hex } ?? "#RRGGBB"
            env.session.warning(
                .specAmbiguousName,
                "\"\(nameForMessages)\" names \(candidates.count) colors with different values\(SpecMessages.modePhrase(allModes, of: env.modes)): \(described)",
                at: env.range, hint: "add the hex to pick one, e.g. \"\(nameForMessages) (\(example))\"")
        }
        if let (_, pool, chosen) = byRole.first, let role = env.role {
            let allModes = byRole.map(\.0)
            let candidates = describe(pool.sorted())
            env.session.warning(
                .specAmbiguousName,
                "\"\(nameForMessages)\" names \(pool.count) colors with different values\(SpecMessages.modePhrase(allModes, of: env.modes)): \(candidates); read as `\(chosen)`, the one made for a \(role.rawValue)",
                at: env.range, hint: "add the hex to say which one is meant, e.g. \"\(nameForMessages) (\(index.color(chosen, mode: allModes[0])?.hex ?? "#RRGGBB"))\"")
        }
        if let (_, pool, chosen, pin) = byPin.first {
            let allModes = byPin.map(\.0)
            let candidates = describe(pool.sorted())
            env.session.warning(
                .specAmbiguousName,
                "\"\(nameForMessages)\" names \(pool.count) colors with different values\(SpecMessages.modePhrase(allModes, of: env.modes)): \(candidates); read as `\(chosen)`, the one this document writes as \"\(pin.written)\" (line \(pin.line))",
                at: env.range, hint: "add the hex here too, e.g. \"\(nameForMessages) (\(pin.color.hex))\"")
        }
        if !mismatches.isEmpty {
            let literals = mismatches.map(\.1).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            env.session.warning(
                .specNameValueMismatch,
                "\"\(nameForMessages)\" is not \(literals.joined(separator: " / "))\(SpecMessages.modePhrase(mismatches.map(\.0), of: env.modes)); the literal wins",
                at: env.range)
        }
        if !offPalette.isEmpty, env.reportsOffPalette {
            let literalText: String
            switch expression.base {
            case .literal(let text, _): literalText = text
            case .word(let word), .keyword(let word, _): literalText = word
            default: literalText = written
            }
            let colorForHint = resolutions.first { $0.match == .offPalette }?.color
            let hint = colorForHint.flatMap { nearest($0, mode: offPalette[0], index: index) }.map {
                "the nearest color token is `\($0.0)` (\($0.1.hex))"
            }
            env.session.warning(
                .specOffPalette,
                "\(literalText == written ? "\"\(written)\"" : "\"\(literalText)\" in \"\(written)\"") matches no color token\(SpecMessages.modePhrase(offPalette, of: env.modes)); kept as a literal",
                at: env.range, hint: hint)
        }
        return value
    }

    static func failed(_ value: SpecColorValue, modes: [String], match: SpecColorValue.Match = .unknown) -> SpecColorValue {
        var value = value
        value.resolutions = modes.map { .init(mode: $0, color: nil, token: nil, match: match) }
        return value
    }

    /// The color token closest to `color` in `mode` (CIEDE2000), for hints: among the named
    /// tokens at that distance, the one the others alias (the palette primitive).
    static func nearest(_ color: RGBA, mode: String, index: TokenIndex) -> (TokenPath, RGBA)? {
        var best: (paths: [TokenPath], color: RGBA, distance: Double)?
        for token in index.system.tokens where token.type == .color && token.displayName != nil {
            guard let candidate = index.color(token.path, mode: mode), candidate.isOpaque == color.isOpaque else { continue }
            let distance = CIEDE2000.difference(CIELab(candidate), CIELab(color))
            if let current = best, abs(distance - current.distance) < 1e-9, candidate.quantized == current.color.quantized {
                best?.paths.append(token.path)
            } else if best.map({ distance < $0.distance }) ?? true {
                best = ([token.path], candidate, distance)
            }
        }
        guard let best, let chosen = index.preferred(best.paths, mode: mode) else { return nil }
        return (chosen, best.color)
    }
}
