import DesignModel

/// Borders (§2.7.2) and shadows (§2.7.3a).
enum BorderReader {
    static let styleWords = ["solid", "dashed", "dotted", "stroke", "hairline", "double"]
    static let trailingWords = ["stroke", "border", "divider", "ring", "outline", "line"]

    enum Outcome {
        case borders([(SpecQualifiers, SpecBorderValue, String)])
        case unknownName(String)
        case unreadable
    }

    static func read(_ raw: String, env: ValueEnv) -> Outcome {
        var text = Substring(Normalize.text(raw).trimmed)
        let lower = text.lowercased()
        if lower == "none" || lower.hasPrefix("none ") || lower.hasPrefix("none(") {
            let note = String(text.dropFirst(4)).trimmed
            return .borders([(SpecQualifiers(), SpecBorderValue(width: 0, style: "none", note: note.isEmpty ? nil : note), String(text))])
        }
        var border = SpecBorderValue()
        if let (width, _, rest) = Lex.length(text) {
            border.width = width
            text = Lex.skipSpaces(rest)
        }
        var styleFound = true
        while styleFound {
            styleFound = false
            for word in styleWords where text.lowercased().hasPrefix(word) && !Lex.continuesWord(text.dropFirst(word.count)) {
                border.style = border.style ?? word
                text = Lex.skipSpaces(text.dropFirst(word.count))
                styleFound = true
            }
        }
        var colorText = String(text).trimmed
        if colorText.hasPrefix("("), let (inner, rest) = TypographyReader.parenthesized(colorText) {
            // `0.5pt hairline (borderLight / borderDark) - inset 16pt from left`
            if case .success = ColorReader.parse(Normalize.splitTopLevel(inner, separators: [" / ", "/"]).first ?? inner, env: env) {
                colorText = inner
                let note = rest.hasPrefix("- ") ? String(rest.dropFirst(2)) : rest
                border.note = note.isEmpty ? nil : note
            }
        }
        // Trailing role words (`2pt Primary Coral stroke`, `0.5pt Light Gray divider`).
        var words = Normalize.words(colorText)
        while let last = words.last, trailingWords.contains(last.lowercased()) {
            border.style = border.style ?? (last.lowercased() == "stroke" ? "stroke" : nil)
            words.removeLast()
        }
        colorText = words.joined(separator: " ")
        guard !colorText.isEmpty else {
            return border.width == nil && border.style == nil ? .unreadable : .borders([(SpecQualifiers(), border, String(raw))])
        }
        switch ColorReader.read(colorText, env: env) {
        case .colors(let colors):
            return .borders(colors.map { qualifiers, color, written in
                var value = border
                value.color = color
                return (qualifiers, value, written)
            })
        case .unknownName(let words):
            return .unknownName(words)
        case .unreadable:
            if border.width != nil || border.style != nil {
                border.note = [border.note, colorText].compactMap { $0 }.joined(separator: "; ")
                return .borders([(SpecQualifiers(), border, String(raw))])
            }
            return .unreadable
        }
    }
}

enum ShadowReader {
    static func read(_ raw: String, env original: ValueEnv) -> SpecShadowValue? {
        var env = original
        env.reportsOffPalette = false
        let text = Normalize.text(raw).trimmed
        let lower = text.lowercased()
        if lower == "none" || lower.hasPrefix("none ") || lower.hasPrefix("none(") {
            let note = String(text.dropFirst(4)).trimmed
            return SpecShadowValue(note: note.isEmpty ? "none" : "none " + note)
        }
        if lower.hasPrefix("level"), let (level, rest) = Lex.number(Substring(text.dropFirst(5))) {
            let path = "shadow.level" + Canonical.number(level)
            var token: TokenPath?
            if case .found(let found, _, _) = env.index.lookupPath(path) {
                token = found
                env.session.use(found, at: env.range)
            } else {
                env.session.warning(.specUnknownToken, "\"\(text.prefix(7))\" names no shadow token (looked for `\(path)`)", at: env.range)
            }
            let note = Normalize.note(String(rest))
            return SpecShadowValue(token: token, note: note.isEmpty ? nil : note)
        }
        let first = String(text.prefix { $0 != " " && $0 != "(" && $0 != "," })
        if TokenIndex.isPath(first) {
            if case .found(let path, _, _) = env.index.lookupPath(first) {
                env.session.use(path, at: env.range)
                return SpecShadowValue(token: path, note: String(text.dropFirst(first.count)).trimmed.nilIfEmpty)
            }
            env.session.warning(.specUnknownToken, "\"\(first)\" names no token", at: env.range)
            return SpecShadowValue(note: text)
        }
        // `rgba(0, 0, 0, 0.16), offset (0, 4pt), blur 16pt` (layers joined by ` + `).
        var layers: [SpecShadowValue.Layer] = []
        for layerText in Normalize.splitTopLevel(text, separators: [" + "]) {
            let parts = Normalize.splitTopLevel(layerText, separators: [", "])
            guard let colorPart = parts.first, case .colors(let colors) = ColorReader.read(colorPart, env: env), let color = colors.first?.value else {
                return layers.isEmpty ? nil : SpecShadowValue(layers: layers)
            }
            var x = 0.0, y = 0.0, blur = 0.0, spread = 0.0
            for part in parts.dropFirst() {
                let lowerPart = part.lowercased()
                if lowerPart.hasPrefix("offset"), let open = part.firstIndex(of: "(") {
                    let inner = part[part.index(after: open)...].prefix { $0 != ")" }
                    let numbers = inner.split(separator: ",").compactMap { Lex.number($0)?.0 }
                    if numbers.count == 2 { (x, y) = (numbers[0], numbers[1]) }
                } else if lowerPart.hasPrefix("blur"), let value = Lex.number(Substring(part.dropFirst(4)))?.0 {
                    blur = value
                } else if lowerPart.hasPrefix("spread"), let value = Lex.number(Substring(part.dropFirst(6)))?.0 {
                    spread = value
                }
            }
            layers.append(.init(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread))
        }
        return layers.isEmpty ? nil : SpecShadowValue(layers: layers)
    }
}

/// Durations, curves, timings and sequences (§2.7.5).
enum MotionReader {
    static func duration(_ raw: String) -> SpecDurationValue? {
        let text = Normalize.text(raw).trimmed
        if let (ms, upper, rest) = Lex.duration(Substring(text)) {
            return SpecDurationValue(milliseconds: ms, upperMilliseconds: upper, note: Normalize.note(String(rest)).nilIfEmpty)
        }
        let lower = text.lowercased()
        for word in ["variable", "instant", "instantly", "none"] where lower == word || lower.hasPrefix(word + " ") || lower.hasPrefix(word + "(") {
            return SpecDurationValue(keyword: word, note: Normalize.note(String(text.dropFirst(word.count))).nilIfEmpty)
        }
        return nil
    }

    static let keywords: [(String, String)] = [
        ("ease-in-out", "ease-in-out"), ("easeinout", "ease-in-out"), ("ease in out", "ease-in-out"), ("ease-in", "ease-in"),
        ("easein", "ease-in"), ("ease in", "ease-in"), ("ease-out", "ease-out"), ("easeout", "ease-out"), ("ease out", "ease-out"),
        ("linear", "linear"), ("ease", "ease"),
    ]

    static func easing(_ raw: String, env: ValueEnv) -> SpecEasingValue? {
        let text = Normalize.text(raw).trimmed
        let lower = text.lowercased()
        if lower.hasPrefix("spring") {
            var response: Double?
            var damping: Double?
            if let responseRange = lower.textRange(of: "response:") {
                response = Lex.number(Substring(lower[responseRange.upperBound...]))?.0
            }
            if let dampingRange = lower.textRange(of: "dampingfraction:") {
                damping = Lex.number(Substring(lower[dampingRange.upperBound...]))?.0
            }
            var token: TokenPath?
            if let response, let damping { token = env.index.springToken(response: response, dampingFraction: damping) }
            if token == nil, response == nil, case .found(let path, _, _) = env.index.lookupPath("easing.spring.default") { token = path }
            if let token { env.session.use(token, at: env.range) }
            let note = text.firstIndex(of: ")").map { String(text[text.index(after: $0)...]).trimmed } ?? String(text.dropFirst(6)).trimmed
            return SpecEasingValue(curve: .spring(response: response, dampingFraction: damping), token: token, note: note.nilIfEmpty)
        }
        if lower.hasPrefix("cubic-bezier("), let close = text.firstIndex(of: ")") {
            let numbers = text[text.index(text.startIndex, offsetBy: 13)..<close].split(separator: ",").compactMap { Lex.number($0)?.0 }
            guard numbers.count == 4 else { return nil }
            let token = env.index.easingToken(bezier: numbers)
            if let token { env.session.use(token, at: env.range) }
            return SpecEasingValue(curve: .cubicBezier(numbers), token: token, note: String(text[text.index(after: close)...]).trimmed.nilIfEmpty)
        }
        for (word, canonical) in keywords where lower.hasPrefix(word) && !Lex.continuesWord(Substring(lower.dropFirst(word.count))) {
            var token: TokenPath?
            if case .found(let path, _, _) = env.index.lookupPath("easing." + canonical) {
                token = path
                env.session.use(path, at: env.range)
            }
            return SpecEasingValue(curve: .keyword(canonical), token: token, note: String(text.dropFirst(word.count)).trimmed.nilIfEmpty)
        }
        let first = String(text.prefix { $0 != " " })
        if TokenIndex.isPath(first), case .found(let path, _, _) = env.index.lookupPath(first) {
            env.session.use(path, at: env.range)
            return SpecEasingValue(curve: .keyword(path.name), token: path)
        }
        return nil
    }

    /// Every `( … )` in a text that reads as a timing: `(100ms ease-in-out)`, `(400ms delay)`.
    static func timings(in text: String, env: ValueEnv) -> [SpecTiming] {
        var out: [SpecTiming] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let tail = rest[open...]
            guard let close = ColorReader.matchingParen(tail) else { break }
            if let timing = timing(String(tail[tail.index(after: tail.startIndex)..<close]), env: env) { out.append(timing) }
            rest = tail[tail.index(after: close)...]
        }
        return out
    }

    /// One timing: durations, offset ranges, curves, `delay`.
    static func timing(_ raw: String, env: ValueEnv) -> SpecTiming? {
        var timing = SpecTiming()
        var found = false
        for part in Normalize.splitTopLevel(Normalize.text(raw), separators: [", ", " "]) {
            let lower = part.lowercased()
            if let (ms, upper, rest) = Lex.duration(Substring(part)), String(rest).trimmed.isEmpty {
                let value = SpecDurationValue(milliseconds: ms, upperMilliseconds: upper)
                if upper != nil { timing.offset = value } else { timing.duration = value }
                found = true
            } else if lower == "delay" {
                if let duration = timing.duration {
                    timing.delay = duration
                    timing.duration = nil
                }
            } else if timing.easing == nil, let easing = easing(part, env: env) {
                timing.easing = easing
            } else {
                timing.words.append(part)
            }
        }
        return found ? timing : nil
    }

    /// Ordered or bulleted steps from item texts (nested items become nested steps).
    static func steps(_ items: [RawItem], env: ValueEnv) -> [SpecStep] {
        items.map { item in
            var stepEnv = env
            stepEnv.range = item.range
            let timing = timings(in: item.text, env: stepEnv).first
            return SpecStep(text: item.text, timing: timing, range: item.range, steps: steps(item.children, env: env))
        }
    }
}

/// Text, icons and `Component` values (§2.7.6, §2.7.7).
enum TextReader {
    static func text(_ raw: String, env: ValueEnv) -> SpecTextValue {
        let text = Normalize.text(raw).trimmed
        if let (quoted, rest) = Lex.quoted(Substring(text)) {
            var after = String(rest).trimmed
            var style: SpecTypographyValue?
            var note: String?
            if after.hasPrefix(","), let outcome = TypographyReader.read(String(after.dropFirst()), env: env) {
                style = outcome.value
                after = ""
            } else if after.hasPrefix("("), let (inner, rest2) = TypographyReader.parenthesized(after),
                let outcome = TypographyReader.read(inner, env: env), outcome.value.hasLiteralParts || outcome.value.style != nil
            {
                style = outcome.value
                after = rest2
            }
            if !after.isEmpty { note = after }
            return SpecTextValue(text: quoted, isQuoted: true, style: style, note: note)
        }
        // Unquoted: a `length weight` / style part after a comma is a style for the text.
        let parts = Normalize.splitTopLevel(text, separators: [", "])
        // `Text: White`, `Label: Primary Coral, 15pt`: a color, not copy.
        if let first = parts.first, case .success(let expression) = ColorReader.parse(first, env: env), expression.notes.isEmpty,
            case .colors(let colors) = ColorReader.read(first, env: env), colors.count == 1
        {
            var style = SpecTypographyValue()
            if parts.count > 1, let outcome = TypographyReader.read(parts.dropFirst().joined(separator: ", "), env: env) { style = outcome.value }
            style.color = colors[0].value
            return SpecTextValue(text: text, isQuoted: false, style: style)
        }
        if parts.count > 1 {
            let tail = parts.dropFirst().joined(separator: ", ")
            if startsWithStyle(tail, env: env), let outcome = TypographyReader.read(tail, env: env) {
                return SpecTextValue(text: parts[0], isQuoted: false, style: outcome.value)
            }
        }
        if let (size, _, rest) = Lex.length(Substring(text)) {
            let after = String(rest).trimmed.lowercased()
            if after.isEmpty || after.hasPrefix("font") || after.hasPrefix("size") || TypographyReader.weight(after) != nil {
                var style = SpecTypographyValue(size: size)
                style.weight = TypographyReader.weight(after)
                return SpecTextValue(text: text, isQuoted: false, style: style)
            }
        }
        return SpecTextValue(text: text, isQuoted: false)
    }

    /// Whether the text starts with `length weight` or a style name.
    static func startsWithStyle(_ text: String, env: ValueEnv) -> Bool {
        let first = Normalize.splitTopLevel(text, separators: [", "]).first ?? text
        if let (_, _, rest) = Lex.length(Substring(first)) {
            let after = String(rest).trimmed
            return after.isEmpty || TypographyReader.weight(after) != nil
        }
        return !env.index.styles(named: first).isEmpty
    }

    static func icon(_ raw: String, env: ValueEnv) -> SpecIconValue {
        let text = Normalize.text(raw).trimmed
        let parts = Normalize.splitTopLevel(text, separators: [", "])
        var icon = SpecIconValue(symbol: parts.first ?? text)
        var notes: [String] = []
        for part in parts.dropFirst() {
            var scratch: [String] = []
            var size = SpecSize()
            if SizeReader.readExtent(part, axis: .both, into: &size, notes: &scratch, env: env), icon.size == nil, !size.isEmpty,
                size.width != nil
            {
                icon.size = size
                continue
            }
            if icon.color == nil {
                switch ColorReader.parse(part, env: env) {
                case .success:
                    if case .colors(let colors) = ColorReader.read(part, env: env), colors.count == 1 {
                        icon.color = colors[0].value
                        continue
                    }
                case .failure(.unknownWords(let words)):
                    // `Warning Amber`: a color name that names nothing.
                    if case .unknownName = ColorReader.readExpression(part, env: env) {
                        notes.append(part)
                        _ = words
                        continue
                    }
                default:
                    break
                }
            }
            notes.append(part)
        }
        icon.note = notes.isEmpty ? nil : notes.joined(separator: ", ")
        return icon
    }

    /// `Text (Title 2 style)`, `Primary Button (same as Welcome Screen)`, `PremiumBadge from design-system.md`.
    static func component(_ raw: String, env: ValueEnv) -> (SpecComponentValue, sameAs: String?) {
        var text = Normalize.text(raw).trimmed
        var notes: [String] = []
        var declared: (TokenPath, String)?
        var sameAs: String?
        while let (rest, inner) = Normalize.trailingParenthetical(text), !rest.isEmpty {
            text = rest
            let lower = inner.lowercased()
            if lower.hasPrefix("same as ") {
                sameAs = String(inner.dropFirst(8).prefix { $0 != "," && $0 != ";" }).trimmed
                continue
            }
            if let styleRange = lower.textRange(of: " style") {
                let name = String(inner[..<styleRange.lowerBound]).trimmed
                if let found = TypographyReader.styleReference(name, env: env) {
                    declared = found
                    env.session.use(found.0, at: env.range)
                    continue
                }
            }
            notes.insert(inner, at: 0)
        }
        if let range = text.textRange(of: " from ") {
            notes.append(String(text[range.lowerBound...]).trimmed)
            text = String(text[..<range.lowerBound])
        }
        let value = SpecComponentValue(
            kind: text.trimmed, declaredStyle: declared?.0, declaredStyleName: declared?.1,
            note: notes.isEmpty ? nil : notes.joined(separator: "; "))
        return (value, sameAs)
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
