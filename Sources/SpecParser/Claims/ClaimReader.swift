import ColorScience
import DesignModel
import Diagnostics

/// Claims the prose makes (docs/spec-format.md §2.12): contrast ratios, touch targets, token
/// values.
enum ClaimReader {
    /// The first `number ":1"` in a text.
    static func ratio(in text: String) -> (Double, String.Index, String.Index)? {
        var search = text.startIndex
        while let colon = text[search...].textRange(of: ":1") {
            let after = colon.upperBound
            let followedByDigit = after < text.endIndex && (text[after].isNumber || text[after] == ".")
            var start = colon.lowerBound
            // `5,2:1`: a decimal comma, between digits, is a point.
            while start > text.startIndex, text[text.index(before: start)].isNumber || ".,".contains(text[text.index(before: start)]) {
                start = text.index(before: start)
            }
            while start < colon.lowerBound, !text[start].isNumber { start = text.index(after: start) }
            if !followedByDigit, start < colon.lowerBound, let value = Double(text[start..<colon.lowerBound].replacingOccurrences(of: ",", with: ".")) {
                return (value, start, after)
            }
            search = after
        }
        return nil
    }

    static func level(_ text: String) -> String? {
        let lower = text.lowercased().trimmed
        let large = lower.contains("large")
        if lower.hasPrefix("aaa") { return large ? "AAA large" : "AAA" }
        if lower.hasPrefix("aa") { return large ? "AA large" : "AA" }
        return nil
    }

    /// `5.2:1, which meets AAA`, `7.1:1 AAA`: the level a ratio is said to reach, named within
    /// the six words after it (`rest` is the text after the ratio) and not denied (`not AAA`, `fails AAA`, `AA only`).
    static func statedLevel(after rest: String) -> String? {
        // `| 3.9:1 | ❌ AA |`: a mark of failure denies the level as a word does.
        if rest.prefix(24).contains(where: { "❌✗✘⚠🚫".contains($0) }) { return nil }
        let words = rest.lowercased().split { !($0.isLetter || $0.isNumber) }.prefix(6).map(String.init)
        guard let index = words.firstIndex(where: { $0 == "aaa" || $0 == "aa" }) else { return nil }
        let before = Set(words[..<index])
        guard before.isDisjoint(with: levelDenials), words.dropFirst(index + 1).first != "only" else { return nil }
        let large = words.contains("large")
        return words[index] == "aaa" ? (large ? "AAA large" : "AAA") : (large ? "AA large" : "AA")
    }

    /// Words before a level that deny the ratio reaches it.
    static let levelDenials: Set<String> = ["not", "fails", "fail", "failing", "short", "below", "under", "misses", "never", "only", "but", "no"]

    /// A contrast claim from an item's text; nil when it states no ratio.
    static func contrast(_ item: RawItem, env: ValueEnv, node: String?) -> SpecContrastClaim? {
        let text = Normalize.text(item.text).trimmed
        // Without a number it is a scoped claim ("All text meets minimum ratios", §2.12.4),
        // read by `ScopedClaimReader`.
        guard let (ratio, ratioStart, ratioEnd) = ratio(in: text) else { return nil }
        let lower = text.lowercased()
        var before = String(text[..<ratioStart]).trimmed
        // `Color Contrast: All text meets 4.5:1`: the key is not the subject.
        if let key = item.key, KeyTable.claim(key) == .contrast, before.hasPrefix(key) {
            before = String(before.dropFirst(key.count)).trimmed
            if before.hasPrefix(":") { before = String(before.dropFirst()).trimmed }
        }
        var subjectPart = before
        while subjectPart.hasSuffix(":") { subjectPart.removeLast() }
        subjectPart = subjectPart.trimmed
        if lower.contains("all text") {
            var subjectText = subjectPart
            while let last = subjectText.last, "(:-–— ".contains(last) { subjectText.removeLast() }
            let subject = subjectText.isEmpty ? nil : subjectText
            return SpecContrastClaim(
                subject: subject, statedRatio: ratio, statedLevel: nil, scope: .blanket, foreground: nil, background: nil, node: node,
                text: text, range: item.range)
        }
        var rest = String(text[ratioEnd...]).trimmed
        var levelText: String?
        if rest.hasPrefix("("), let (inner, after) = TypographyReader.parenthesized(rest) {
            if let found = level(inner) {
                levelText = found
                rest = after
            }
        }
        if levelText == nil { levelText = statedLevel(after: rest) }
        var fgWords: String?
        var bgWords: String?
        var roleToken: String?
        var subject: String? = subjectPart.isEmpty ? nil : subjectPart
        if let (head, inner) = Normalize.trailingParenthetical(withoutTrailingVerbs(subjectPart)), !head.isEmpty {
            subject = head
            if let on = inner.textRange(of: " on ") {
                fgWords = String(inner[..<on.lowerBound])
                bgWords = String(inner[on.upperBound...])
            } else {
                fgWords = inner
            }
        }
        // `Primary Coral on White: 5.1:1`, `Coral text on white meets 4.5:1`, `White on Coral passes AA (4.7:1)`.
        if fgWords == nil, let (foregroundWords, backgroundWords) = pairBeforeRatio(subjectPart) {
            fgWords = foregroundWords
            bgWords = backgroundWords
            subject = "\(foregroundWords) on \(backgroundWords)"
        }
        if rest.lowercased().hasPrefix("minimum ") { rest = String(rest.dropFirst(8)).trimmed }
        let lowerRest = rest.lowercased()
        // `15,8:1 mot Off-White-feltet`, `4.6:1 against White`: the ground after the ratio, in any language.
        if let onWord = groundLeads.first(where: { lowerRest.hasPrefix($0) }) {
            var words = String(rest.dropFirst(onWord.count))
            if let forRange = words.textRange(of: " for ") { words = String(words[..<forRange.lowerBound]) }
            bgWords = words.trimmed
        }
        if let forRange = lowerRest.textRange(of: "for "), let textRange = lowerRest.range(of: " text", range: forRange.upperBound..<lowerRest.endIndex) {
            let word = String(lowerRest[forRange.upperBound..<textRange.lowerBound]).trimmed
            if !word.isEmpty, !word.contains(" ") { roleToken = "color.text." + word }
        }
        var foreground: SpecColorValue?
        if let fgWords { foreground = color(fgWords, env: env, roleFallback: true) }
        if foreground == nil, let roleToken { foreground = color(roleToken, env: env, roleFallback: false) }
        var background: SpecColorValue?
        if var bgWords {
            bgWords = bgWords.trimmed
            for suffix in [" background", " backgrounds"] where bgWords.lowercased().hasSuffix(suffix) {
                bgWords = String(bgWords.dropLast(suffix.count)).trimmed
            }
            if !bgWords.isEmpty, bgWords.lowercased() != "background" { background = color(bgWords, env: env, roleFallback: false) }
        }
        let scope: SpecContrastClaim.Scope = foreground == nil ? .unverified : .pair
        return SpecContrastClaim(
            subject: subject, statedRatio: ratio, statedLevel: levelText, scope: scope, foreground: foreground, background: background,
            node: node, text: text, range: item.range)
    }

    /// The words for "on" that lead a ground after a ratio, each with one space after it.
    static let groundLeads: [String] = RoleWords.onWords.map { $0.trimmingCharacters(in: .whitespaces) + " " }.filter { $0 != " " }

    /// Verbs and fillers that end the `X on Y` part of a claim written as a sentence.
    static let claimVerbs = [
        " passes", " meets", " has", " is", " are", " achieves", " gives", " reaches", " hits", " scores", " at ", " =", " -", " —", " (", " (",
        " →", " ->", " ⇒", ",",
    ]

    /// Words between a `Subject (X on Y)` and its ratio in a sentence: "reaches", "has a contrast of".
    static let trailingClaimWords: Set<String> = [
        "reaches", "meets", "passes", "has", "have", "is", "are", "achieves", "gives", "hits", "scores", "at", "of", "a", "an", "contrast",
        "ratio", "with", "measures", "measured",
    ]

    /// `The invite button (White on Basil) reaches` → `The invite button (White on Basil)`.
    static func withoutTrailingVerbs(_ words: String) -> String {
        var parts = words.split(separator: " ")
        while let last = parts.last, trailingClaimWords.contains(last.lowercased()) { parts.removeLast() }
        return parts.joined(separator: " ")
    }

    /// The spaced "on" words of other languages, longest first.
    static let onWordsOfLanguages = LanguageWords.words(\.on).filter { $0.hasPrefix(" ") && $0.hasSuffix(" ") }.sorted { $0.count > $1.count }

    /// `X on Y` in the words before a ratio, with `text`/`color` words dropped; nil when absent.
    static func pairBeforeRatio(_ words: String) -> (String, String)? {
        if let literal = literalPair(words) { return literal }
        // `Slate Gray á hvítu gefur 7,1:1`: "on" in the document's language.
        guard let on = words.range(of: " on ", options: .caseInsensitive) ?? onWordsOfLanguages.lazy.compactMap({ words.range(of: $0, options: .caseInsensitive) }).first
        else { return suffixedPair(words) ?? postposedPair(words) }
        var foreground = String(words[..<on.lowerBound]).trimmed
        var background = String(words[on.upperBound...]).trimmed
        for verb in claimVerbs {
            if let cut = background.range(of: verb, options: .caseInsensitive) { background = String(background[..<cut.lowerBound]).trimmed }
        }
        for filler in [" text", " label", " labels", " color"] where foreground.lowercased().hasSuffix(filler) {
            foreground = String(foreground.dropLast(filler.count)).trimmed
        }
        if let colon = foreground.textRange(of: ": ") { foreground = String(foreground[colon.upperBound...]).trimmed }
        guard !foreground.isEmpty, !background.isEmpty else { return nil }
        return (foreground, background)
    }

    /// `Mae'r dyddiad ar y cerdyn, #636E72 ar #FFFFFF, yn rhoi 5.24:1`: the last two literal
    /// colors joined by a word for "on" in any language, whatever words stand around them (an
    /// "on" of a place earlier in the sentence, a verb of the language before the ratio).
    static func literalPair(_ words: String) -> (String, String)? {
        // `#2D3436 ku-#FFFFFF`: an "on" written onto the color with a hyphen is a word of its own;
        // `ar #FFFFFF: 13.1:1`: a colon after the color is no part of it.
        let pieces = words.split(separator: " ").flatMap { word -> [String] in
            let piece = String(word.filter { !"(),;`*".contains($0) })
            guard let hyphen = piece.textRange(of: "-#") else { return [piece.hasSuffix(":") ? String(piece.dropLast()) : piece] }
            return [String(piece[..<hyphen.upperBound].dropLast()), String(piece[piece.index(before: hyphen.upperBound)...])]
        }
        func isHex(_ piece: String) -> Bool { Lex.hex(Substring(piece))?.2.isEmpty == true }
        let onWords = ClaimWords.pairConnectors.union(onWordsOfLanguages.map(\.trimmed)).union(LanguageWords.words(\.on).map(\.trimmed).filter { $0.hasSuffix("-") })
        for index in stride(from: pieces.count - 1, through: 2, by: -1) where isHex(pieces[index]) {
            for gap in 1...2 where index - gap - 1 >= 0 {
                let connector = pieces[(index - gap)..<index].joined(separator: " ").lowercased()
                guard onWords.contains(connector) else { continue }
                // `#2D3436 (Charcoal), លើ #FFFFFF`: a name glossing the color may stand between.
                for back in 1...2 where index - gap - back >= 0 {
                    let candidate = pieces[index - gap - back]
                    if isHex(candidate) { return (candidate, pieces[index]) }
                    if candidate.isEmpty || candidate.contains(where: \.isNumber) { break }
                }
            }
        }
        return nil
    }

    /// "On" written onto the ground's word, in the languages that do so (`-ზე`).
    static let onSuffixes: [String] = LanguageWords.words(\.onAfter).filter { $0.hasPrefix("-") && $0.count > 1 }.map { String($0.dropFirst()) }

    /// `Slate Gray #636E72 თეთრზე (#FFFFFF)` (on white): the color before a word carrying the
    /// "on" suffix, and the ground that word names — the literal glossing it, if any.
    static func suffixedPair(_ words: String) -> (String, String)? {
        let pieces = words.split(separator: " ").map(String.init)
        for (index, piece) in pieces.enumerated() where index > 0 {
            guard let suffix = onSuffixes.first(where: { piece.hasSuffix($0) && piece.count > $0.count + 1 }) else { continue }
            let foreground = pieces[..<index].joined(separator: " ")
            let gloss = index + 1 < pieces.count ? String(pieces[index + 1].filter { $0 != "(" && $0 != ")" }) : ""
            let background = gloss.hasPrefix("#") ? gloss : String(piece.dropLast(suffix.count))
            if let colon = foreground.textRange(of: ": ") { return (String(foreground[colon.upperBound...]).trimmed, background) }
            return (foreground, background)
        }
        return nil
    }

    /// "On" written as a word after the ground, in the languages that do so (` վրա`, ` üzərində`).
    static let onAfterWords: Set<String> = Set(LanguageWords.words(\.onAfter).filter { $0.hasPrefix(" ") }.map(\.trimmed).filter { !$0.isEmpty && !$0.contains(" ") })

    /// `#B2BEC3 Elevated Surface #2C3135-ի վրա` (on #2C3135): the ground is the last literal
    /// color of the few words before the "on" word after it (its case ending cut), the text's
    /// color what comes before that.
    static func postposedPair(_ words: String) -> (String, String)? {
        let pieces = words.split(separator: " ").map(String.init)
        for (index, piece) in pieces.enumerated() where index >= 2 {
            guard onAfterWords.contains(piece.trimmingCharacters(in: .punctuationCharacters)) else { continue }
            guard let groundIndex = (max(0, index - 3)..<index).last(where: { pieces[$0].filter({ $0 != "(" }).hasPrefix("#") }), groundIndex > 0 else { return nil }
            var ground = pieces[groundIndex].filter { $0 != "(" && $0 != ")" }
            if let dash = ground.firstIndex(where: { $0 == "-" || $0 == "‑" }) { ground = String(ground[..<dash]) }
            var foreground = pieces[..<groundIndex].joined(separator: " ")
            if let open = foreground.lastIndex(of: "(") { foreground = String(foreground[foreground.index(after: open)...]) }
            guard !foreground.trimmed.isEmpty else { return nil }
            return (foreground.trimmed, ground)
        }
        return nil
    }

    /// Words as a color, else (`destructive`) as the token `color.text.<word>`.
    static func color(_ words: String, env: ValueEnv, roleFallback: Bool) -> SpecColorValue? {
        // A claim names the colors it measured ("Charcoal on White: 13.1:1"): as written, not
        // the document's dark-mode counterparts.
        var env = env
        env.followsModes = false
        let trimmed = words.trimmed
        if let colors = parsedColors(trimmed, env: env) {
            let value = colors.first { $0.qualifiers.isEmpty }?.value ?? colors.first?.value
            return value.flatMap { disambiguated($0, foreground: roleFallback, env: env) } ?? value
        }
        // `name charcoal on white`, `Save button label is white on coral`: a sentence's side of
        // the pair ends (the text's) or starts (the ground's) with the color it names.
        let sideWords = trimmed.split(separator: " ").map(String.init)
        if sideWords.count > 1 {
            for length in stride(from: min(3, sideWords.count - 1), through: 1, by: -1) {
                let piece = roleFallback ? Array(sideWords.suffix(length)) : Array(sideWords.prefix(length))
                guard piece.contains(where: ColorReader.isColorWord),
                    let value = parsedColors(piece.joined(separator: " "), env: env)?.first?.value
                else { continue }
                return disambiguated(value, foreground: roleFallback, env: env) ?? value
            }
        }
        if roleFallback, !trimmed.contains(" "), case .found(let path, _, _) = env.index.lookupPath("color.text." + trimmed.lowercased()) {
            if case .colors(let colors) = ColorReader.read(path.string, env: env) { return colors.first?.value }
        }
        if trimmed.hasPrefix("color."), case .colors(let colors) = ColorReader.read(trimmed, env: env) { return colors.first?.value }
        // `hvítu gefur`: white or black in a word of the language, then the claim's verb.
        if let first = trimmed.split(separator: " ").first, let hex = LanguageWords.basicColors[first.lowercased()],
            case .colors(let colors) = ColorReader.read(hex, env: env)
        {
            return colors.first?.value
        }
        // `Deep Teal #4ECDC4, 20px in a 32 × 32px hit box`: the one hex among other words.
        let hexes = trimmed.split { $0 == " " || $0 == "," || $0 == "`" || $0 == "(" || $0 == ")" }.filter { $0.hasPrefix("#") && Lex.colorLiteral($0) != nil }
        if hexes.count == 1, case .colors(let colors) = ColorReader.read(String(hexes[0]), env: env) { return colors.first?.value }
        // `the White card`, `the Off-White field`: a color named with the surface it is.
        var words = trimmed.split(separator: " ").map(String.init)
        if words.first.map({ ["the", "a", "an"].contains($0.lowercased()) }) == true { words.removeFirst() }
        if words.count >= 2, let last = words.last, surfaceNouns.contains(last.lowercased()) {
            let name = words.dropLast().joined(separator: " ")
            if let colors = parsedColors(name, env: env) { return colors.first?.value }
        }
        // `Off-White-feltet`: a name with the surface's noun joined to it by a hyphen.
        if let last = words.last, let hyphen = last.lastIndex(of: "-"), hyphen != last.startIndex {
            let name = (words.dropLast() + [String(last[..<hyphen])]).joined(separator: " ")
            if let value = parsedColors(name, env: env)?.first?.value {
                return disambiguated(value, foreground: roleFallback, env: env) ?? value
            }
        }
        return nil
    }

    /// The colors of a text that parses as colors whole; nil otherwise.
    static func parsedColors(_ text: String, env: ValueEnv) -> [(qualifiers: SpecQualifiers, value: SpecColorValue, written: String)]? {
        guard case .success = ColorReader.parse(text, env: env), case .colors(let colors) = ColorReader.read(text, env: env) else { return nil }
        return colors
    }

    /// A name several tokens share (`Off-White`: a surface and a text color), read as the one
    /// whose path names the side of the pair it stands on: a text color in front, a surface or
    /// background behind. Nil when nothing picks one.
    static func disambiguated(_ value: SpecColorValue, foreground: Bool, env: ValueEnv) -> SpecColorValue? {
        guard case .ambiguous(let paths) = value.resolutions.first?.match else { return nil }
        let words = foreground ? ["text", "label", "ink", "foreground", "on"] : ["surface", "background", "bg", "canvas", "fill"]
        let picked = paths.filter { path in
            let segments = path.string.lowercased().split { $0 == "." || $0 == "-" || $0 == "_" }
            return segments.contains { words.contains(String($0)) }
        }
        guard picked.count == 1, case .colors(let colors) = ColorReader.read(picked[0].string, env: env) else { return nil }
        return colors.first?.value
    }

    /// Nouns of a surface a color is named with in a claim (`the White card`).
    static let surfaceNouns: Set<String> = ["card", "page", "field", "sheet", "surface", "screen", "canvas", "strip", "pill", "chip", "cell", "row", "tile", "panel"]

    /// `All buttons 44×44pt minimum (shutter 70×70pt)`, `Skip button (60×44pt)`, `Cards 100pt height`.
    static func touchTargets(_ item: RawItem, env: ValueEnv, node: String?) -> SpecTouchTargetClaim? {
        let value = Normalize.text(item.value).trimmed
        var parts: [SpecTouchTargetClaim.Part] = []
        let minimumKey = Normalize.key(item.key ?? "") == "minimum touch target"
        for part in Normalize.splitTopLevel(value, separators: [", "]) {
            // The first size: a `W×H` product, else a length.
            guard let (_, start) = Lex.first(in: part, { text -> Bool? in
                SizeReader.product(text) != nil || Lex.length(text) != nil ? true : nil
            }) else { continue }
            var subject = String(part[..<start]).trimmed
            var sizeText = String(part[start...])
            var extra: SpecTouchTargetClaim.Part?
            if let (rest, inner) = Normalize.trailingParenthetical(sizeText), !rest.isEmpty {
                sizeText = rest
                if let (_, innerStart) = Lex.first(in: inner, { text -> Bool? in
                    SizeReader.product(text) != nil || Lex.length(text) != nil ? true : nil
                }) {
                    let innerSubject = String(inner[..<innerStart]).trimmed
                    let innerSize = SizeReader.read(String(inner[innerStart...]), axis: .both, env: env)
                    extra = .init(subject: innerSubject.isEmpty ? nil : innerSubject, appliesToAll: false, width: points(innerSize?.width), height: points(innerSize?.height), nodes: [])
                }
            }
            // `Next button (full width × 50pt)`: the size is the height.
            var axis = SizeReader.Axis.both
            if subject.hasSuffix("×") || subject.hasSuffix("x") { axis = .height }
            // An unclosed parenthesis belongs to the size (`Skip button (60×44pt)`).
            if let open = subject.lastIndex(of: "("), !subject[open...].contains(")") { subject = String(subject[..<open]).trimmed }
            if sizeText.hasSuffix(")"), !sizeText.contains("(") { sizeText = String(sizeText.dropLast()) }
            let lowerSubject = subject.lowercased()
            let size = SizeReader.read(sizeText, axis: axis, env: env)
            // `Both buttons 50pt height, 140pt width`: a bare size continues the previous part.
            if subject.isEmpty, !minimumKey, var previous = parts.last, !previous.appliesToAll || previous.subject != nil {
                previous.width = previous.width ?? points(size?.width)
                previous.height = previous.height ?? points(size?.height)
                parts[parts.count - 1] = previous
                continue
            }
            let all = lowerSubject.hasPrefix("all ") || lowerSubject.hasPrefix("minimum") || subject.isEmpty || minimumKey
            var cleaned = subject
            for prefix in ["all ", "minimum "] where cleaned.lowercased().hasPrefix(prefix) { cleaned = String(cleaned.dropFirst(prefix.count)) }
            parts.append(.init(subject: cleaned.isEmpty ? nil : cleaned, appliesToAll: all, width: points(size?.width), height: points(size?.height), nodes: []))
            if let extra { parts.append(extra) }
        }
        guard !parts.isEmpty else { return nil }
        return SpecTouchTargetClaim(parts: parts, node: node, text: Normalize.text(item.text), range: item.range)
    }

    static func points(_ extent: SpecExtent?) -> Double? {
        if case .points(let value)? = extent { return value }
        return nil
    }

    // MARK: Token values

    /// The default token group a lead-in names (§2.10.4); `components` means documentation.
    static func group(_ key: String) -> String? {
        switch Normalize.key(key) {
        case "colors", "colours", "color": "color"
        case "typography", "type": "typography"
        case "spacing": "spacing"
        case "border radius", "radius", "corner radius", "borderradius": "radius"
        case "border width", "borders", "border": "border"
        case "shadows", "shadow", "elevation", "shadows/blur", "shadows / blur": "shadow"
        case "durations", "animation durations", "motion", "duration": "duration"
        case "easing", "curves", "easings": "easing"
        case "opacity", "opacities": "opacity"
        case "components": "components"
        default: nil
        }
    }

    /// `token-ref ( "(" stated ")" )? ( " - " usage )?`; nil when the item does not start with
    /// a token reference (documentation).
    static func tokenClaim(_ rawText: String, group: String?, env: ValueEnv) -> [SpecTokenClaim] {
        var text = Normalize.text(rawText).trimmed
        for marker in ItemExtraction.markers where text.hasPrefix(marker) { text = String(text.dropFirst(marker.count)).trimmed }
        guard group != "components" else { return [] }
        // `Uses typography.title2 (20pt bold) for titles`: the verb is not part of the path.
        for verb in ["uses ", "use ", "using "] where text.lowercased().hasPrefix(verb) { text = String(text.dropFirst(verb.count)).trimmed }
        let refText = String(text.prefix { !($0 == " " || $0 == "(" || $0 == ":") })
        guard !refText.isEmpty else { return [] }
        var rest = String(text.dropFirst(refText.count)).trimmed
        var stated: String?
        if rest.hasPrefix("("), let (inner, after) = TypographyReader.parenthesized(rest) {
            stated = inner
            rest = after
        }
        var usage: String?
        for separator in ["- ", "— ", ": ", "-- ", "= "] where rest.hasPrefix(separator) {
            usage = String(rest.dropFirst(separator.count)).trimmed
            rest = ""
        }
        // `color.brand — #FF0000`, `spacing.md: 20pt`: a value after the separator is stated.
        if stated == nil, let written = usage, let first = written.first, first == "#" || first.isNumber || written.lowercased().hasPrefix("rgb") {
            let value = String(written.prefix { $0 != "," && $0 != ";" }).trimmed
            if value.split(separator: " ").count <= 3 {
                stated = value
                usage = nil
            }
        }
        if !rest.isEmpty, usage == nil { usage = rest }
        var claims: [SpecTokenClaim] = []
        for ref in refText.split(separator: "/").map(String.init) where !ref.isEmpty {
            guard let claim = resolveClaim(ref, stated: stated, usage: usage, group: group, env: env) else {
                if claims.isEmpty { return [] }
                continue
            }
            claims.append(claim)
        }
        return claims
    }

    static func resolveClaim(_ ref: String, stated: String?, usage: String?, group: String?, env: ValueEnv) -> SpecTokenClaim? {
        let index = env.index
        var result: TokenIndex.PathResult
        var mode: String?
        let isPath = TokenIndex.isPath(ref)
        let isCamel = TokenIndex.isCamelName(ref)
        if isPath {
            let (segments, selected) = index.normalizedPath(ref)
            if segments.first?.lowercased() == "components" {
                let found = index.lookup(segments: segments, mode: selected)
                guard case .found = found else { return nil }
            }
            result = index.lookupPath(ref)
            mode = selected
        } else if isCamel {
            let (found, selected) = index.lookupCamel(ref, group: group ?? "color")
            result = found
            mode = selected
        } else if let group, ref.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
            result = index.lookup(segments: [group, ref], mode: nil)
            guard case .found = result else {
                let camel = TokenIndex.camelSegments(ref)
                guard camel.count > 1 else { return nil }
                result = index.lookup(segments: [group] + camel, mode: nil)
                guard case .found = result else { return nil }
                return resolved(result, ref: ref, mode: mode, stated: stated, usage: usage, env: env)
            }
        } else {
            return nil
        }
        return resolved(result, ref: ref, mode: mode, stated: stated, usage: usage, env: env)
    }

    static func resolved(_ result: TokenIndex.PathResult, ref: String, mode: String?, stated: String?, usage: String?, env: ValueEnv) -> SpecTokenClaim? {
        switch result {
        case .unknown, .ambiguous:
            let hint = env.index.suggestion(for: env.index.normalizedPath(ref).segments)
            if case .ambiguous(let paths) = result {
                env.session.warning(.specAmbiguousToken, "\"\(ref)\" matches several tokens: \(paths.map(\.string).joined(separator: ", "))", at: env.range)
            } else {
                env.session.warning(.specUnknownToken, "\"\(ref)\" names no token", at: env.range, hint: hint.map { "did you mean `\($0)`?" })
            }
            return SpecTokenClaim(written: ref, token: nil, mode: mode, stated: stated, usage: usage, status: .unknownToken, range: env.range)
        case .found(let path, let selected, _):
            env.session.use(path, at: env.range)
            let status = verify(path, mode: selected ?? mode, stated: stated, ref: ref, env: env)
            return SpecTokenClaim(written: ref, token: path, mode: selected ?? mode, stated: stated, usage: usage, status: status, range: env.range)
        }
    }

    /// Compares a stated value with the token in each mode (`spec/token-drift`).
    /// Whether any stated part names a color, and whether one differs from the token's value
    /// in its mode.
    static func compareColors(_ path: TokenPath, _ perMode: [(String, String)], index: TokenIndex) -> (sawColor: Bool, mismatched: Bool) {
        var mismatched = false
        var sawColor = false
        for (mode, part) in perMode {
            guard let actual = index.color(path, mode: mode) else { continue }
            // `Light Gray, R 224 G 224 B 224 (#E0E0E0)`: a literal written with a name is the
            // value stated; the name may fit several colors.
            if let ((_, color, _), _) = Lex.first(in: part, { Lex.colorLiteral($0) }) {
                sawColor = true
                if color.quantized != actual.quantized { mismatched = true }
            } else {
                let words = ColorReader.nameWords(Substring(part))
                guard let count = index.longestColorName(words) else { continue }
                sawColor = true
                let candidates = index.colorTokens(named: words.prefix(count).joined(separator: " "))
                // `Golden Orange at 15% opacity`: the named color at that share.
                let share = Self.shareOfNamedColor(part)
                func stated(_ color: RGBA) -> RGBA {
                    guard let share else { return color }
                    return RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * share / 100)
                }
                if !candidates.contains(where: { candidate in index.color(candidate, mode: mode).map(stated)?.quantized == actual.quantized }) { mismatched = true }
            }
        }
        return (sawColor, mismatched)
    }

    /// The percentage a named color is written at (`Golden Orange at 15% opacity`), or nil.
    static func shareOfNamedColor(_ part: String) -> Double? {
        let chars = Array(part)
        guard let percent = chars.firstIndex(of: "%") else { return nil }
        var start = percent
        while start > 0, chars[start - 1].isNumber || chars[start - 1] == "." { start -= 1 }
        guard start < percent, let value = Double(String(chars[start..<percent])), value > 0, value < 100 else { return nil }
        return value
    }

    static func verify(_ path: TokenPath, mode: String?, stated: String?, ref: String, env: ValueEnv) -> SpecTokenClaim.Status {
        guard let stated, let token = env.index.token(path) else { return .referenceOnly }
        let index = env.index
        let modes = mode.map { mode in index.modes.filter { SpecQualifiers.mode(mode, appliesIn: $0) } } ?? index.modes
        guard !modes.isEmpty else { return .referenceOnly }
        func drift(_ tokenText: String, _ statedText: String) -> SpecTokenClaim.Status {
            let message = "\"\(ref)\" is \(tokenText) in the token file; the spec says \(statedText)"
            env.session.warning(.specTokenDrift, message, at: env.range, notes: [.init("\"\(path)\" is defined here", at: token.range)])
            return .drift(message)
        }
        switch token.type {
        case .color:
            let parts = Normalize.splitTopLevel(stated, separators: [" / ", "/"])
            let perMode: [(String, String)]
            if parts.count == modes.count {
                perMode = Array(zip(modes, parts))
            } else if parts.count > 1, mode == nil, let series = env.vocabulary.modes(forSeries: parts.count) {
                // `#FFFFFF / #1A1A1A` with theming axes: the values of one axis, each checked in
                // every combination holding it.
                perMode = modes.compactMap { mode in
                    series.firstIndex { SpecQualifiers.mode($0, appliesIn: mode) }.map { (mode, parts[$0]) }
                }
            } else if parts.count == 1 {
                perMode = [(modes[0], parts[0])]
            } else {
                return .referenceOnly
            }
            let (sawColor, mismatched) = compareColors(path, perMode, index: index)
            guard sawColor else { return .referenceOnly }
            if mismatched {
                let values = index.modes.compactMap { index.color(path, mode: $0)?.hex }
                let unique = values.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                return drift(unique.joined(separator: " / "), stated)
            }
            return .matches
        case .typography:
            guard let value = index.typography(path) else { return .referenceOnly }
            var spec = SpecTypographyValue()
            var notes: [String] = []
            TypographyReader.readSpecParts(Normalize.splitTopLevel(stated, separators: [", ", " - "]), into: &spec, notes: &notes, env: env)
            guard spec.size != nil || spec.weight != nil else { return .referenceOnly }
            if let size = spec.size, abs(size - (value.fontSize.points ?? -1)) > 0.01 { return drift(NodeChecks.describe(value), NodeChecks.describe(spec)) }
            if let weight = spec.weight, weight != value.fontWeight { return drift(NodeChecks.describe(value), NodeChecks.describe(spec)) }
            return .matches
        case .dimension:
            guard let (statedLength, _) = Lex.first(in: stated, { Lex.length($0) }), let actual = index.system.value(path, mode: modes[0])?.dimension?.points else {
                return .referenceOnly
            }
            if abs(statedLength.0 - actual) > 0.001 { return drift(Canonical.number(actual) + "pt", Canonical.number(statedLength.0) + statedLength.1) }
            return .matches
        case .duration:
            guard let (statedDuration, _) = Lex.first(in: stated, { Lex.duration($0) }),
                case .duration(let actual)? = index.system.value(path, mode: modes[0])
            else { return .referenceOnly }
            let low = statedDuration.0
            let high = statedDuration.1 ?? low
            if actual.milliseconds < low - 0.001 || actual.milliseconds > high + 0.001 {
                return drift(actual.canonical, stated)
            }
            return .matches
        case .opacity, .number:
            return shareStatus(index.system.value(path, mode: modes[0]), stated: stated, isOpacity: token.type == .opacity, drift: drift)
        default:
            return .referenceOnly
        }
    }

    /// An opacity (or number) token's value against the share stated for it, in hundredths.
    static func shareStatus(
        _ value: TokenValue?, stated: String, isOpacity: Bool, drift: (String, String) -> SpecTokenClaim.Status
    ) -> SpecTokenClaim.Status {
        guard let share = statedShare(stated, isOpacity: isOpacity) else { return .referenceOnly }
        switch value {
        case .opacity(let actual)?, .number(let actual)?:
            if abs(share.value - actual) > 0.005 { return drift(share.percent ? Canonical.number(actual * 100) + "%" : Canonical.number(actual), share.text) }
            return .matches
        default:
            return .referenceOnly
        }
    }

    /// `20%`, `0.4`: a share stated for an opacity (or number) token, compared in hundredths.
    static func statedShare(_ stated: String, isOpacity: Bool) -> (value: Double, percent: Bool, text: String)? {
        let text = stated.trimmed
        if let (share, rest) = Lex.percent(Substring(text)), Lex.skipSpaces(rest).isEmpty { return (share, true, text) }
        if isOpacity, let (value, rest) = Lex.number(Substring(text)), Lex.skipSpaces(rest).isEmpty, value <= 1 { return (value, false, text) }
        return nil
    }
}
