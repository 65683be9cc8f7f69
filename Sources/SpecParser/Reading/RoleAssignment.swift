import DesignModel

/// What a fragment states, by value and role (docs/spec-format.md §2.17): the value spans the
/// lexer finds, given the role the words around them name (`label #A29BFE`, `on Primary Coral
/// fill`, `44 × 44 hit`, `1pt border Light Gray`), or else the role of the column or key the
/// fragment stands under.
struct RoleAssignment {
    enum Target {
        case color(RoleWords.ColorRole)
        case size(RoleWords.SizeRole)
        case typography
        /// The element's own opacity (`Opacity: 80%`, `label op 0.5`, `at 60% opacity`): it
        /// applies to what the element draws, composited over what it sits on.
        case opacity
        /// What a translucent fill is composited over (`fill Coral at 10% over White`).
        case backdrop
    }

    var target: Target
    /// The text the value reader reads (`#636E72 at 60% opacity`, `1pt #DFE6E9`, `17pt semibold`).
    var text: String
    var fragment: Fragment
    /// A mode the fragment names (`Charcoal #2D3436 hell`, `#FF8787 (dark)`).
    var mode: String?
    /// A background named without a value (`on the solid emotion color`): kept as unreadable,
    /// so its pairs are reported as not checked.
    var unresolvedGround = false

    /// The property key the value goes into.
    var key: String {
        switch target {
        case .color(let role): role.key
        case .size(.touchTarget): "Touch Target"
        case .size(.icon): "Icon Size"
        case .size(.height): "Height"
        case .size(.width): "Width"
        case .size(.radius): "Border Radius"
        case .size(.textSize): "Font Size"
        case .size: "Size"
        case .typography: "Typography"
        case .opacity: "Opacity"
        case .backdrop: "Backdrop"
        }
    }
}

/// Reads fragments into role assignments. `defaultColor` and `defaultSize` are the roles the
/// column header or key gives (`Fill`, `W × H`); words in the fragment win over them.
struct RoleAssigner {
    let lexer: ValueLexer
    let vocabulary: QualifierVocabulary
    /// True when the fragment is about an element placed on something (`The reminder chip sits
    /// on the Soft Peach banner`): what it sits on is its backdrop, not its fill. A group placed
    /// on a card (`All rows in this group sit on the group card: …`) gives the card's fill.
    var placement = false
    /// The mode the document writes in parentheses (`ParenthesizedModeReading`).
    var parenthesisMode: String?
    /// True when literals gloss a color token that has different values in different modes:
    /// one literal that is its value in the first mode (`color.background.primary (#FFFFFF)`),
    /// or one literal per mode, each the token's value in that mode, in the modes' order
    /// (`color.text.primary (#2D3436 in light mode, #F5F6FA in dark)`).
    var glossesToken: ((_ token: String, _ literals: [String]) -> Bool)?

    func assign(_ fragment: Fragment, defaultColor: RoleWords.ColorRole?, defaultSize: RoleWords.SizeRole?) -> [RoleAssignment] {
        var out: [RoleAssignment] = []
        // `hit area is the full width, 32pt tall`: a touch phrase with no size of its own carries on
        // to the heights and widths later in its sentence (`TouchPhraseReading`).
        var touchSubject = false
        let parts = fragment.parts()
        let partDefault = defaultColor ?? (statesTextOnGround(parts) ? .text : nil)
        // `label white होइन, charcoal #2D3436`: a color the writer rules out is not drawn; its
        // role carries on to the color the next part gives instead.
        var ruledOutRole: RoleWords.ColorRole?
        for part in parts {
            if part.opensSentence { touchSubject = false }
            if let ruledOut = ruledOutColor(part) {
                ruledOutRole = ruledOut.role
                continue
            }
            out += assignPart(part, defaultColor: ruledOutRole ?? partDefault, defaultSize: defaultSize, touchSubject: touchSubject)
            ruledOutRole = nil
            if opensTouchSubject(part) { touchSubject = true }
        }
        return out
    }

    /// Words that rule out the color right after them (`not white`, `instead of #FFFFFF`).
    static let negationsBefore: [String] = [
        "not", "never", "instead of", "rather than", "no longer", "nicht", "pas", "não", "non", "niet", "nie", "не", "nem", "bukan", "không",
        "hindi", "ไม่ใช่", "不是", "而不是", "नहीं", "ne", "no", "without", "niente", "nessun", "nessuna", "senza", "sin", "sans", "ohne", "sem", "kein", "keine",
    ]
    /// Words that rule out the color right before them (`white होइन`, `白ではなく`).
    static let negationsAfter: [String] = ["होइन", "हैन", "नभई", "नहीं", "ではなく", "じゃなく", "아닌", "아니라", "değil", "নয়", "නෙවෙයි", "නොව", "இல்லை", "nicht"]

    /// A part whose one color the writer rules out (a color span, or a basic color word such as
    /// `white`), with the role word written before it.
    func ruledOutColor(_ part: Fragment) -> (role: RoleWords.ColorRole?, color: String)? {
        let lower = part.text.lowercased()
        guard Self.negationsBefore.contains(where: { lower.containsText($0) }) || Self.negationsAfter.contains(where: { lower.containsText($0) }) else { return nil }
        let spans = lexer.spans(in: part.text).filter { $0.kind == .color || isColorToken($0) }
        let chars = Array(lower)
        let before: [String]
        let after: [String]
        let color: String
        if spans.count == 1, spans[0].kind == .color {
            color = spans[0].text
            before = String(chars[..<spans[0].start]).split { $0.isWhitespace || $0.isPunctuation }.map(String.init)
            after = String(chars[spans[0].end...]).split { $0.isWhitespace || $0.isPunctuation }.map(String.init)
        } else if spans.isEmpty {
            let words = lower.split { $0.isWhitespace || $0.isPunctuation }.map(String.init)
            let basic = words.indices.filter { LanguageWords.basicColors[words[$0]] != nil }
            guard basic.count == 1 else { return nil }
            color = words[basic[0]]
            before = Array(words[..<basic[0]])
            after = Array(words[(basic[0] + 1)...])
        } else {
            return nil
        }
        // `not white`, and `niente testo bianco` (no white text): the negation may stand before
        // the role word that comes before the color.
        let beforeRole = before.last.map { RoleWords.colorRole($0) != nil } == true ? Array(before.dropLast()) : before
        let negatedBefore = Self.negationsBefore.contains { negation in
            let words = negation.split(separator: " ").map(String.init)
            return [before, beforeRole].contains { $0.count >= words.count && Array($0.suffix(words.count)) == words }
        }
        let negatedAfter = after.first.map { first in Self.negationsAfter.contains { $0 == first || first.hasPrefix($0) } } ?? false
        guard negatedBefore || negatedAfter else { return nil }
        let role = before.lazy.compactMap { RoleWords.colorRole($0) }.first
        return (role, color)
    }

    /// `13px regular, color.text.secondary, on the card background`: type in one part, what the
    /// element sits on in a part of its own — so a color no word gives a role is the text's.
    func statesTextOnGround(_ parts: [Fragment]) -> Bool {
        // `background #FF6B6B, color #FFFFFF`: a fill declared as CSS declares it, and a color
        // named by no role beside it — the content's.
        if parts.count > 1, parts.contains(where: { opensWithColor($0, after: { RoleWords.colorRole($0) == .background }) }),
            parts.contains(where: { opensWithColor($0, after: Self.bareColorWords.contains) })
        {
            return true
        }
        // `14sp #FFFFFF, background #00B894`: a text size and a color, beside a fill of its own.
        if parts.count > 1, parts.contains(where: { opensWithColor($0, after: { RoleWords.colorRole($0) == .background }) }),
            parts.contains(where: statesTypeAndColor)
        {
            return true
        }
        guard parts.count > 2, parts.contains(where: opensWithGround) else { return false }
        return parts.contains { part in
            let spans = lexer.spans(in: part.text)
            if spans.contains(where: { $0.kind == .font }) { return true }
            guard spans.count == 1, spans[0].kind == .length else { return false }
            return typeAssignment(part, spans: spans) != nil || spans[0].end - spans[0].start == part.text.trimmed.count
        }
    }

    /// A part of only a text size and a color (`14sp #FFFFFF`, `Callout 16 #2D3436`): the size is
    /// the text's — in sp, or a type style — so the color is too.
    func statesTypeAndColor(_ part: Fragment) -> Bool {
        let spans = lexer.spans(in: part.text)
        guard spans.count == 2, spans[1].kind == .color, spans[0].kind == .font || spans[0].kind == .length && spans[0].text.lowercased().hasSuffix("sp") else { return false }
        let words = part.text.lowercased().split { !$0.isLetterFast }.filter { word in
            !spans.contains { $0.text.lowercased().contains(word) } && TypographyReader.weight(String(word)) == nil
        }
        return words.isEmpty
    }

    /// Whether a part opens with a word `lead` accepts (lowercased) and a color after it
    /// (`background #FF6B6B`, `bg: #FF6B6B`, `color: #FFFFFF`); the part is lexed only then.
    func opensWithColor(_ part: Fragment, after lead: (String) -> Bool) -> Bool {
        guard let first = part.text.lowercased().split(whereSeparator: { !($0.isLetterFast || $0 == "-") }).first, lead(String(first)) else { return false }
        return lexer.spans(in: part.text).first.map { $0.kind == .color || isColorToken($0) } ?? false
    }

    /// Words for a color that name no role (`color #FFFFFF`, `fg #FFF`).
    static let bareColorWords: Set<String> = ["color", "colour", "fg", "foreground", "foreground-color"]

    /// Nouns of a surface a fill is drawn over.
    static let surfaceNouns: Set<String> = ["page", "screen", "canvas", "background", "surface", "card", "sheet"]

    /// `the white page`, `a black card`: a ground named by a basic color word and a ground noun,
    /// as the plain English word of its color; nil otherwise.
    static func basicGround(_ right: Fragment) -> String? {
        let words = right.words.drop { ["the", "a", "its", "their"].contains($0) }
        guard words.count >= 2, let hex = LanguageWords.basicColors[words[words.startIndex]], surfaceNouns.contains(words[words.startIndex + 1]) else { return nil }
        return plainWord(hex)
    }

    /// A basic color's hex as its plain English word (`white`), so coverage can tell a ground
    /// named by a word from a color span; the hex itself when it has none.
    static func plainWord(_ hex: String) -> String {
        MeasuredPairReading.plainColorWords.first { $0.value == hex }?.key ?? hex
    }

    /// `color.premium.background (15% over White)`: the color an `over` after a ground's first
    /// color names, which that ground is composited over; nil without one.
    func backdropAfter(_ right: Fragment, first: ValueSpan) -> (String, Fragment)? {
        let tail = right.slice(first.end, right.text.count)
        guard let over = tail.text.lowercased().textRange(of: " over ") else { return nil }
        let start = tail.text.distance(from: tail.text.startIndex, to: over.upperBound)
        let rest = tail.slice(start, tail.text.count)
        let spans = lexer.spans(in: rest.text)
        if let color = spans.first(where: { $0.kind == .color || isColorToken($0) }), color.start <= 4, let expression = colorExpression(rest, [color]) {
            return (expression, rest)
        }
        guard let word = rest.words.first, let hex = LanguageWords.basicColors[word] else { return nil }
        return (Self.plainWord(hex), rest)
    }

    /// `a white label`, `black text`: a lowercase basic color word right before a word for text, as the
    /// color's hex and where the color word stands; nil without one.
    static func basicColorBeforeText(_ part: Fragment) -> (String, Range<Int>)? {
        let chars = Array(part.text)
        let words = letterWords(chars)
        for (position, (range, word)) in words.enumerated() where position + 1 < words.count {
            // Lowercase, as a plain word: `White label` may be the palette's White, named.
            guard chars[range.lowerBound].isLowercase, let hex = LanguageWords.basicColors[word], chars[range.upperBound] == " ",
                words[position + 1].range.lowerBound == range.upperBound + 1,
                RoleWords.colorRole(words[position + 1].word) == .text
            else { continue }
            return (hex, range)
        }
        return nil
    }

    /// The part with its basic color words (`white`, `black`) blanked, or nil when it has none.
    static func withoutBasicColorWords(_ part: Fragment) -> Fragment? {
        let words = letterWords(Array(part.text)).filter { LanguageWords.basicColors[$0.word] != nil }.map(\.range)
        return words.isEmpty ? nil : part.blanking(words)
    }

    /// The runs of letters in `chars`: where each stands, and the word lowercased.
    static func letterWords(_ chars: [Character]) -> [(range: Range<Int>, word: String)] {
        var words: [(range: Range<Int>, word: String)] = []
        var index = 0
        while index < chars.count {
            guard chars[index].isLetter else {
                index += 1
                continue
            }
            var end = index
            while end < chars.count, chars[end].isLetter { end += 1 }
            words.append((index..<end, String(chars[index..<end]).lowercased()))
            index = end
        }
        return words
    }

    /// Whether the words name a shape (`24pt circle`, `dot`) rather than text.
    static func namesAShape(_ words: [String]) -> Bool {
        !Set(words).isDisjoint(with: ["circle", "circles", "dot", "dots", "square", "disc", "ring", "bar", "line", "badge", "avatar", "indicator", "indicators"])
            || words.contains { RoleWords.colorRole($0) == .icon || RoleWords.sizeRole($0) == .icon }
    }

    /// Whether a part opens with "on", "over" or "against" and a color right after it.
    func opensWithGround(_ part: Fragment) -> Bool {
        let spaced = " " + part.text.trimmed.lowercased()
        guard let word = RoleWords.onWords.first(where: { spaced.hasPrefix($0) }) else { return false }
        let rest = String(spaced.dropFirst(word.count))
        let spans = lexer.spans(in: rest)
        if spans.isEmpty { return lexer.groundPhrase(rest.split { !$0.isLetterFast }.map(String.init)) != nil }
        return spans.first.map { $0.kind == .color || isColorToken($0) } ?? false
    }

    /// Words after "on" naming a ground that has no single color (`the solid emotion color`,
    /// `the photo`), up to four words; nil for anything else (`on tap`, `on iPad`).
    static func unresolvedGround(_ right: Fragment) -> String? {
        let words = right.words.prefix(while: { !["e", "g", "eg", "for", "when", "in", "at", "with"].contains($0) })
        guard !words.isEmpty, words.count <= 4, let last = words.last, groundNouns.contains(last) else { return nil }
        return words.joined(separator: " ")
    }

    /// Every language's words for "on", read as "on" only before a color.
    static let languageOnWords = Set(LanguageWords.words(\.on))

    static let measurementWords = [" measures ", " measured ", " measuring ", " tests at ", " scores ", " comes to ", " comes out at "]

    static let groundNouns: Set<String> = [
        "color", "colour", "colors", "colours", "tint", "hue", "swatch", "photo", "photos", "image", "images", "picture", "gradient", "video", "map", "artwork", "wallpaper",
    ]

    /// The mode a fragment names as a word of its own (`hell`, `(dark)`, `in dark`).
    /// The one mode a fragment names (`Charcoal #2D3436 hell`); nil when it names none or
    /// several (`for hell and dunkel the same`).
    func mode(in fragment: Fragment) -> String? {
        let lower = fragment.text.lowercased()
        if RoleWords.namesEveryMode(lower) { return nil }
        // A mode word inside a color's name (`Light Gray #B2BEC3`, `Dark Gray`) names the color, not a mode.
        var chars = Array(fragment.text)
        for span in lexer.spans(in: fragment.text) where span.kind == .color {
            for index in span.start..<min(span.end, chars.count) { chars[index] = " " }
        }
        // A parenthesis pointing elsewhere (`(Dunkelmodus siehe Abschnitt 5)`, `(dark: see below)`)
        // names where the other mode is given: the value is the remaining mode's.
        var open: Int?
        var referred = Set<String>()
        for index in chars.indices {
            if chars[index] == "(" { open = index }
            guard chars[index] == ")", let start = open else { continue }
            let words = String(chars[start...index]).lowercased().split { !$0.isLetterFast }.map(String.init)
            if words.contains(where: RoleWords.crossReferenceWords.contains) {
                referred.formUnion(modes(inWords: words))
                for blank in start...index { chars[blank] = " " }
            }
            open = nil
        }
        // `អក្សរ #FFFFFF 600 17px ដូចក្នុង light mode`, `same as in light`: a mode a value is
        // compared with is not the value's mode.
        let leads = Self.comparisonLeads.filter { lower.containsBytes($0) }
        let lowered = leads.isEmpty ? "" : String(chars).lowercased()
        for lead in leads {
            var from = lowered.startIndex
            while let found = lowered.range(of: lead, range: from..<lowered.endIndex) {
                from = found.upperBound
                let start = lowered.distance(from: lowered.startIndex, to: found.lowerBound)
                guard start == 0 || chars[start - 1] == " " else { continue }
                let following = lowered[found.upperBound...].split(separator: " ").prefix(2).map { Self.trimmingPunctuation(String($0)) }
                let named = modes(inWords: following)
                guard named.count == 1 else { continue }
                referred.formUnion(named)
                let end = min(chars.count, start + lead.count + following.joined(separator: " ").count + 1)
                for blank in start..<end { chars[blank] = " " }
            }
        }
        var withoutColors = fragment
        withoutColors.text = String(chars)
        let found = modes(inWords: withoutColors.words.map(Self.trimmingPunctuation))
        if found.isEmpty, referred.count == 1, vocabulary.axes == nil, vocabulary.modes.count == 2 {
            return vocabulary.modes.first { !referred.contains($0) }
        }
        return found.count == 1 ? found.first : nil
    }

    /// Words comparing a value with another mode's (`same as light`, `like in dark`), spaced after.
    static let comparisonLeads = ["same as in ", "same as ", "as in ", "like in ", "ដូចក្នុង ", "ដូច ", "wie im ", "comme en ", "igual que en ", "come in "]

    /// The modes the words name.
    private func modes(inWords words: [String]) -> Set<String> {
        var found = Set<String>()
        let modes = vocabulary.modes.map { $0.lowercased() }
        for trimmed in words {
            if modes.contains(trimmed) || Self.modeSynonymWords.contains(trimmed) {
                if let mode = vocabulary.mode(trimmed) { found.insert(mode) }
            }
        }
        return found
    }

    /// Every mode's synonyms, as one set.
    static let modeSynonymWords = Set(QualifierVocabulary.modeSynonyms.values.joined())

    /// `word.trimmingCharacters(in: .punctuationCharacters)`, answered without Foundation when
    /// the word starts and ends with an ASCII letter or digit (nothing to trim).
    static func trimmingPunctuation(_ word: String) -> String {
        func plain(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        if plain(word.utf8.first), plain(word.utf8.last) { return word }
        return word.trimmingCharacters(in: .punctuationCharacters)
    }

    /// A part split at ` and ` / ` und ` / ` y ` where each side holds a color and names a mode
    /// of its own (`White in light and Elevated Surface #2C3135 in dark`); else the part.
    /// "And" in the languages specs are written in, spaced: it joins one mode's color to the
    /// other's (`#FFFFFF í ljósum ham og #1A1D1F í dökkum ham`) only when each side names a
    /// different mode, so a word that means something else in another language splits nothing.
    static let andWords = [
        " and ", " und ", " y ", " et ", " e ", " og ", " och ", " en ", " i ", " a ", " és ", " ja ", " ve ", " và ", " și ", " и ", " і ",
        " oraz ", " dan ", " na ", " at ", " kaj ",
    ]

    func modePieces(_ part: Fragment) -> [Fragment] {
        let lower = part.text.lowercased()
        for separator in Self.andWords {
            guard lower.containsText(separator), let found = lower.textRange(of: separator) else { continue }
            let split = lower.distance(from: lower.startIndex, to: found.lowerBound)
            let left = part.slice(0, split), right = part.slice(split + separator.count, part.text.count)
            let sides = [left, right]
            guard sides.allSatisfy({ side in lexer.spans(in: side.text).contains { $0.kind == .color || isColorToken($0) } }) else { continue }
            let modes = sides.map { mode(in: $0) }
            guard let first = modes[0], let second = modes[1], first != second else { continue }
            return [left] + modePieces(right)
        }
        // `Fill #F9FAFB · Dark: #2C3135`: a middle dot before a mode's color ends the color before it.
        if let dot = lower.textRange(of: " · ") {
            let split = lower.distance(from: lower.startIndex, to: dot.lowerBound)
            let left = part.slice(0, split), right = part.slice(split + 3, part.text.count)
            let sides = [left, right]
            if sides.allSatisfy({ side in lexer.spans(in: side.text).contains { $0.kind == .color || isColorToken($0) } }), mode(in: right) != nil, mode(in: left) != mode(in: right) {
                return [left] + modePieces(right)
            }
        }
        return [part]
    }

    /// `a #FFFFFF background and a 1px #DFE6E9 border`: a part split at ` and ` where each side
    /// holds a color and a role word of its own, different from the other's; nil otherwise.
    func rolePieces(_ part: Fragment) -> (Fragment, Fragment)? {
        let lower = part.text.lowercased()
        guard let found = lower.textRange(of: " and ") else { return nil }
        let split = lower.distance(from: lower.startIndex, to: found.lowerBound)
        let left = part.slice(0, split), right = part.slice(split + 5, part.text.count)
        let roles = [left, right].map { side -> RoleWords.ColorRole? in
            let colors = lexer.spans(in: side.text).filter { $0.kind == .color || isColorToken($0) }
            return colors.isEmpty ? nil : nearestColorRole(side, around: colors)
        }
        guard let first = roles[0], let second = roles[1], first != second else { return nil }
        return (left, right)
    }

    /// `Primary Coral fill (Coral Adjusted #FF8787 in dark)`: a closing parenthesis that holds a
    /// color and names a mode gives that mode's color; the part before it holds for the others.
    func parentheticalModePieces(_ part: Fragment) -> [Fragment] {
        let chars = Array(part.text)
        guard chars.last == ")", let open = chars.lastIndex(of: "("), open > 0 else { return [part] }
        let outer = part.slice(0, open), inner = part.slice(open + 1, chars.count - 1)
        let hasColor = { (fragment: Fragment) in lexer.spans(in: fragment.text).contains { $0.kind == .color || isColorToken($0) } }
        let hasLiteral = { (fragment: Fragment) in lexer.spans(in: fragment.text).contains { $0.isColorLiteral } }
        guard hasColor(outer), hasColor(inner), mode(in: inner) != nil || parenthesisMode != nil, mode(in: outer) == nil else { return [part] }
        // `#E74C3C (Error Red, dark)`: a name glossing the literal before it names no other color.
        if hasLiteral(outer), !hasLiteral(inner), !lexer.spans(in: inner.text).contains(where: isColorToken) { return [part] }
        var rest = inner
        rest.opensSentence = false
        return [outer, rest]
    }

    func assignPart(
        _ part: Fragment, defaultColor: RoleWords.ColorRole?, defaultSize: RoleWords.SizeRole?, touchSubject: Bool = false
    ) -> [RoleAssignment] {
        let spans = lexer.spans(in: part.text)
        // `label `typography.tab-bar-label``: a type style named by its token is the text's type,
        // whatever else the part states.
        if let style = spans.first(where: { $0.kind == .token && $0.text.lowercased().hasPrefix("typography.") }),
            !spans.contains(where: { $0.kind == .font }), typeAssignment(part, spans: spans) == nil
        {
            let type = RoleAssignment(target: .typography, text: style.text, fragment: part.slice(style.start, style.end))
            let others = spans.filter { $0.kind != .token || !$0.text.lowercased().hasPrefix("typography.") }
            return [type] + (others.isEmpty ? [] : assignPart(part.blanking(style), defaultColor: defaultColor, defaultSize: defaultSize, touchSubject: touchSubject))
        }
        // `white 11pt semibold label`, `black background`: a basic color word, in lowercase, that a
        // role word follows is a color of that role (`12.7:1 on the white card` measures a pair).
        // `Sad gets a white label on Muted Blue`: a basic color word before a text word is the
        // text's color; the other colors of the part are what it names or sits on, not its ink.
        if spans.contains(where: { $0.kind == .color || isColorToken($0) }), let (hex, range) = Self.basicColorBeforeText(part) {
            let rest = assignPart(part.blanking([range]), defaultColor: defaultColor == .text ? nil : defaultColor, defaultSize: defaultSize, touchSubject: touchSubject)
            let ink = RoleAssignment(target: .color(.text), text: hex, fragment: part.slice(range.lowerBound, range.upperBound), mode: mode(in: part))
            return rest.filter { if case .color(.text) = $0.target { return false } else { return true } } + [ink]
        }
        // `text 16pt white`, `text white = 4.9:1`: a role word, its type or ratio, and a basic color after them.
        let basic = spans.contains(where: { $0.kind == .color || isColorToken($0) }) ? nil
            : spans.contains(where: { $0.kind == .ratio }) ? Self.basicColorAfterRole(part.words) : Self.basicColorOfRole(part.words) ?? Self.basicColorAfterRole(part.words)
        if let (hex, role) = basic {
            let type = role == .text ? typeAssignment(part, spans: spans) : nil
            // `a 28 × 28 pt circle carrying a 14 pt white glyph`: the sizes beside the color are
            // read as they would be without it.
            let sizes = type == nil && spans.contains(where: { [.length, .dimensions].contains($0.kind) })
                ? Self.withoutBasicColorWords(part).map { assignPart($0, defaultColor: defaultColor, defaultSize: defaultSize, touchSubject: touchSubject) } ?? []
                : []
            return [type, RoleAssignment(target: .color(role), text: hex, fragment: part, mode: mode(in: part))].compactMap { $0 }
                + sizes.filter { if case .size = $0.target { return true } else { return false } }
        }
        // `Primary Coral text, 14sp medium, on white`, `na białym tle`: a ground named by a basic
        // color word alone is what the element sits on.
        if !spans.contains(where: { $0.kind == .color || isColorToken($0) }), statesOnlyGround(part),
            let hex = part.words.lazy.compactMap({ LanguageWords.basicColors[$0] }).first
        {
            let word = Self.plainWord(hex)
            return [RoleAssignment(target: .color(.background), text: word, fragment: part, mode: mode(in: part))]
        }
        guard !spans.isEmpty else { return [] }
        var out: [RoleAssignment] = []
        let lower = part.text.lowercased()
        // `fg/bg #636E72 / #FFFFFF = 5.24:1`: roles named for the pair make it the element's, measured or not.
        if let pair = slashedRolePair(part, spans: spans) { return out + pair }
        // `Slate Gray on White measures 7.1:1`: a measurement is a claim about a pair (read by
        // the claim readers), not the element's design.
        if spans.contains(where: { $0.kind == .ratio }), Self.measurementWords.contains(where: { " \(lower) ".contains($0) }) { return [] }
        // Distances and sizes in a motion (`slide up 10pt`, `scales to 0.8`) are not the element's.
        let isMotion = RoleWords.motionWords.contains { lower.contains($0) }
        // `#81ECEC 위 흰색 라벨`: a background written before its "on" (PostpositionalOnReading).
        if let (head, background, rest) = postpositionalOn(part) {
            let restAssignments = [head, rest].compactMap { $0 }.flatMap { assignPart($0, defaultColor: defaultColor ?? .text, defaultSize: defaultSize) }
            let isFill = restAssignments.contains { if case .color(.background) = $0.target { return true } else { return false } }
            if let expression = colorExpression(background, lexer.spans(in: background.text)) {
                out.append(RoleAssignment(target: isFill ? .backdrop : .color(.background), text: expression, fragment: background, mode: mode(in: part)))
            }
            return out + restAssignments
        }
        // `X on Y`, `fill … over the dark canvas`: Y is what X sits on.
        if spans.contains(where: { $0.kind == .color || isColorToken($0) }) {
            // A part opening with the word (`…, on `color.primary.subtle` over the sheet`) is what
            // the part before it sits on.
            let spaced = " " + lower
            for word in RoleWords.onWords {
                guard let found = spaced.textRange(of: word) else { continue }
                let start = spaced.distance(from: spaced.startIndex, to: found.lowerBound)
                let split = max(0, start - 1), after = start + word.count - 1
                let left = part.slice(0, split), right = part.slice(after, part.text.count)
                let rightSpans = lexer.spans(in: right.text)
                // `colore Grigio Ardesia su bianco`: a word of another language is only read as
                // "on" when a color follows it.
                if Self.languageOnWords.contains(word), !rightSpans.contains(where: { $0.kind == .color || isColorToken($0) }) {
                    // `kolor tekstu Charcoal #2D3436 na białym`: white or black named by a word of the language.
                    let next = right.words.prefix(2).compactMap { LanguageWords.basicColors[$0] }.first
                    guard let next else { continue }
                    let leftAssignments = assignPart(left, defaultColor: defaultColor ?? .text, defaultSize: defaultSize)
                    let isFill = leftAssignments.contains { if case .color(.background) = $0.target { return true } else { return false } }
                    return [RoleAssignment(target: isFill ? .backdrop : .color(.background), text: next, fragment: right, mode: mode(in: part))] + leftAssignments
                }
                // `Hard-coded on purpose — the token goes to Light Gray`: an `on` whose color comes
                // only words later is not what the element sits on.
                if let firstColor = rightSpans.first(where: { $0.kind == .color || isColorToken($0) }) {
                    let gap = String(Array(right.text)[..<firstColor.start]).split { $0 == " " || $0 == "(" }.filter { $0.contains { $0.isLetterFast } }
                    if gap.count > 4 { continue }
                }
                // `5.0:1 on Off-White`: a ratio measured on Y is a claim (read by the claim
                // readers), not what the element sits on.
                let leftSpans = spans.filter { $0.end <= split }
                let claimed = !leftSpans.isEmpty && leftSpans.allSatisfy { $0.kind == .ratio }
                let leftAssignments = assignPart(left, defaultColor: defaultColor ?? .text, defaultSize: defaultSize)
                // `fill Primary Coral at 10% over White`: what a fill sits on is its backdrop; `over
                // the Timeline background (White in light, …)` glosses the background it inherits.
                let isFill = leftAssignments.contains { if case .color(.background) = $0.target { return true } else { return false } }
                let rightColors = rightSpans.filter { $0.kind == .color || isColorToken($0) }
                let glossed = rightColors.first.map { String(Array(right.text)[..<$0.start]).contains("(") } ?? false
                // `The reminder chip sits on the Soft Peach banner`: what an element is placed on is
                // its backdrop too, not its own fill (see `placement`).
                let leftWords = left.text.lowercased().split { !$0.isLetterFast }.map(String.init)
                let placed = placement && (word == " sits on " || leftWords.last.map(NamedSentenceReading.placementWords.contains) == true)
                // `on 15% tint over #1A1D1F`: the ground is a tint of a color the line does not
                // name, laid over that color; it is not that color.
                let unnamedTint = rightColors.first.map { color in
                    rightSpans.contains { $0.kind == .opacity && $0.end <= color.start }
                        && (" " + String(Array(right.text)[..<color.start]).lowercased()).containsText(" over ")
                } ?? false
                if unnamedTint { continue }
                if !claimed, !rightColors.isEmpty, !(isFill && glossed), let expression = colorExpression(right, rightSpans) {
                    out.append(RoleAssignment(target: isFill || placed ? .backdrop : .color(.background), text: expression, fragment: right, mode: mode(in: part)))
                    // `on color.premium.background (15% over White)`: what that fill sits on.
                    if !isFill, !placed, let (backdrop, fragment) = backdropAfter(right, first: rightColors[0]) {
                        out.append(RoleAssignment(target: .backdrop, text: backdrop, fragment: fragment, mode: mode(in: part)))
                    }
                } else if !claimed, rightColors.isEmpty, let ground = lexer.groundPhrase(right.words) {
                    // `on the card background`: the background token of that role.
                    out.append(RoleAssignment(target: isFill || placed ? .backdrop : .color(.background), text: ground, fragment: right, mode: mode(in: part)))
                } else if !claimed, rightColors.isEmpty, isFill, let white = Self.basicGround(right) {
                    // `fill Golden Orange at 15% over the white page`: a ground named by a basic
                    // color word is the fill's backdrop.
                    out.append(RoleAssignment(target: .backdrop, text: white, fragment: right, mode: mode(in: part)))
                } else if !claimed, rightColors.isEmpty, !isFill, let ground = Self.unresolvedGround(right) {
                    // `White label on the solid emotion color`, `on the photo`: what it sits on is
                    // named but has no one value; the pair is reported as not checked, never
                    // checked against the element's own fill.
                    var assignment = RoleAssignment(target: .color(.background), text: ground, fragment: right, mode: mode(in: part))
                    assignment.unresolvedGround = true
                    out.append(assignment)
                }
                out += leftAssignments
                return out
            }
        }
        if let split = withSplit(part, spans: spans, defaultSize: defaultSize) { return out + split }
        if let (left, right) = rolePieces(part) {
            return out + assignPart(left, defaultColor: defaultColor, defaultSize: defaultSize, touchSubject: touchSubject)
                + assignPart(right, defaultColor: defaultColor, defaultSize: defaultSize, touchSubject: touchSubject)
        }
        let words = part.words
        let colorSpans = spans.filter { $0.kind == .color || isColorToken($0) }

        if !colorSpans.isEmpty, !castsShadow(part, before: colorSpans[0]), let expression = colorExpression(part, spans) {
            var role = nearestColorRole(part, around: colorSpans) ?? Self.styleGroupRole(colorSpans[0]) ?? defaultColor
            if role == nil, Self.isBareValue(part, spans: spans) { role = Self.tokenPathRole(colorSpans[0]) }
            if role == nil, words.contains(where: { ["dashed", "dotted", "solid"].contains($0) }) { role = .border }
            // `10pt regular in Slate Gray #636E72`: type written with a color makes it the text's.
            let type = typeAssignment(part, spans: spans)
            // `set at 10pt regular in Slate Gray` of an indicator: type written with the color
            // makes it text's, whatever kind of element the name says.
            if role == nil || (role == .control && nearestColorRole(part, around: colorSpans) == nil), type != nil { role = .text }
            if role == .text, let type { out.append(type) }
            // `at 10pt in color.text.secondary`, `Slate Gray 13pt text`: a text's one bare size,
            // where the words give it no other role, is its text size.
            if role == .text, type == nil, let length = textLength(part, spans: spans, defaultSize: defaultSize) {
                out.append(RoleAssignment(target: .typography, text: Self.points(length.text), fragment: part))
            }
            if let role {
                var text = expression
                if role == .border {
                    // The border's width and style with its color: `1pt dashed #636E72`.
                    let width = spans.first { $0.kind == .length }.map(\.text) ?? ""
                    let style = words.first { ["dashed", "dotted", "solid"].contains($0) } ?? ""
                    text = [width, style, expression].filter { !$0.isEmpty }.joined(separator: " ")
                }
                out.append(RoleAssignment(target: .color(role), text: text, fragment: part, mode: mode(in: part)))
            }
            return out
        }
        // Type: `17/22 Semibold`, `Callout 16pt Regular`, `34pt bold`.
        if let font = spans.first(where: { $0.kind == .font }) {
            let weight = words.first { TypographyReader.weight($0) != nil && Int($0) == nil } ?? ""
            out.append(RoleAssignment(target: .typography, text: "\(Self.fontSize(font.text)) \(weight)".trimmed, fragment: part))
            return out
        }
        // `Opacity: 80%`, `pressed: label op 0.5`, `at 60% opacity`: an opacity with no color
        // beside it is the element's. A tint (`15% tint over the sheet`) is a fill, not this,
        // and so is `emotion color @ 20%` stated as a fill: the alpha of a color left unsaid.
        let fillAlpha = defaultColor == .background && !part.words.contains { $0 == "opacity" || $0 == "alpha" }
        if !isMotion, !fillAlpha, let opacity = spans.first(where: { $0.kind == .opacity }), let value = elementOpacity(part, opacity) {
            out.append(RoleAssignment(target: .opacity, text: value, fragment: part))
        }
        for span in spans where (span.kind == .length || span.kind == .dimensions) && !isMotion {
            var nearest = nearestSizeRole(part, span: span)
            if nearest == .layout { continue }
            // `Hit area = visual bounds (24pt tall)`, `área táctil de 32×32 pt`: a touch phrase
            // before the size makes it the touch target; `tall` / `wide` keep their axis.
            var touchAxis: String?
            if nearest == nil || nearest == .height || nearest == .width,
                touchPhraseLeads(part, span: span, spans: spans) || ((touchSubject || defaultSize == .touchTarget) && nearest != nil)
            {
                touchAxis = nearest == .height ? "tall" : nearest == .width ? "wide" : nil
                nearest = .touchTarget
            }
            // `24×24pt disc`: a shape's `W × H` is the element's visual size.
            if nearest == nil, shapeFollows(part, span: span) { nearest = .size }
            let role = nearest ?? defaultSize
            let weight = words.first { TypographyReader.weight($0) != nil && Int($0) == nil } ?? Self.slashedWeight(part, after: span)
            // `アイコン下 2pt`, `8pt below the icon`: a distance from something, not a size.
            if span.kind == .length, nearest == nil, Self.placesBy(part.text, span: span) { continue }
            // `11sp`: scale-independent pixels are only ever a text's size.
            let scaled = span.kind == .length && (nearest == nil || nearest == .size) && span.text.lowercased().hasSuffix("sp")
            // `stafabil 0,5sp`: a length under 4 is a letter spacing or a stroke, never a text's size.
            let tooSmallForText = Double(span.text.filter { $0.isNumberFast || $0 == "." || $0 == "," }.replacingOccurrences(of: ",", with: ".")).map { $0 < 4 } ?? false
            if span.kind == .length, !tooSmallForText, weight != nil || role == .textSize || (defaultSize == .textSize && nearest == nil) || scaled {
                out.append(RoleAssignment(target: .typography, text: "\(Self.points(span.text)) \(weight ?? "")".trimmed, fragment: part))
                break
            }
            guard let role, role != .layout else { continue }
            var text = span.text
            // A single length is a side only where the role makes the box square.
            if span.kind == .length, role == .size, nearest == nil { continue }
            if span.kind == .length, role == .touchTarget, let touchAxis {
                text = "\(Self.points(span.text)) \(touchAxis)"
            } else if span.kind == .length, role == .touchTarget || role == .icon || role == .size {
                // `44pt` hit area, a `24pt` glyph: square.
                let number = span.text.filter { $0.isNumberFast || $0 == "." || $0 == "," }.replacingOccurrences(of: ",", with: ".")
                text = "\(number)×\(number)pt"
            }
            if span.kind == .dimensions, !text.lowercased().contains("pt"), !text.lowercased().contains("dp"), !text.lowercased().contains("px") {
                text += "pt"
            }
            out.append(RoleAssignment(target: .size(role), text: text, fragment: part))
        }
        return out
    }

    /// Words of placement: a length right after one (`below 4pt`, `アイコン下 2pt`) or right
    /// before `below`/`above`/`from` is a distance between elements.
    static let placementWords: Set<String> = ["below", "under", "above", "beneath", "from", "offset", "margin", "gap", "apart", "inset"]
    static let placementSuffixes: [String] = ["下", "上", "との間", "から"]

    static func placesBy(_ text: String, span: ValueSpan) -> Bool {
        let chars = Array(text)
        let before = String(chars[..<span.start]).trimmed.lowercased()
        let after = String(chars[span.end...]).trimmed.lowercased()
        let previous = before.split { $0 == " " || $0 == "(" }.last.map(String.init) ?? ""
        let next = after.split { !$0.isLetterFast }.first.map(String.init) ?? ""
        return placementWords.contains(previous) || placementSuffixes.contains { !previous.isEmpty && previous.hasSuffix($0) }
            || ["below", "above", "under", "from", "apart"].contains(next)
    }

    /// The one size of a text's part that is its text size: the only length, no word beside it
    /// naming another role, and a text word right after it or a text element's default.
    func textLength(_ part: Fragment, spans: [ValueSpan], defaultSize: RoleWords.SizeRole?) -> ValueSpan? {
        let lengths = spans.filter { $0.kind == .length || $0.kind == .dimensions }
        guard lengths.count == 1, let length = lengths.first, length.kind == .length, nearestSizeRole(part, span: length) == nil else { return nil }
        let after = String(Array(part.text)[length.end...]).lowercased().split { !$0.isLetterFast }.first.map(String.init)
        guard defaultSize == .textSize || after.map({ RoleWords.colorRole($0) == .text }) == true else { return nil }
        return length
    }

    /// Whether the part states a touch target as a sentence: a touch phrase and a copula
    /// (`is`, `=`) linking it to a size.
    func namesTouchTarget(_ part: Fragment) -> Bool {
        let lower = part.text.lowercased()
        guard RoleWords.touchPhrases.contains(where: { lower.containsText($0) }) else { return false }
        let tokens = lower.split { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," }.map(String.init)
        return tokens.contains { RoleWords.copulas.contains($0) }
    }

    /// The text size of a font span (`17/22` → `17pt`, `11px / 14px` → `11px`, `12 on 16`).
    static func fontSize(_ font: String) -> String {
        let size = (font.components(separatedBy: " on ")[0].split(separator: "/").first.map(String.init) ?? font).trimmed.replacingOccurrences(of: ",", with: ".")
        if let (value, unit, rest) = Lex.length(Substring(size)), String(rest).trimmed.isEmpty { return Canonical.number(value) + unit }
        // `16sp / 24sp`: a unit Lex does not take (`sp`) is kept as written.
        if size.last?.isLetter == true { return size }
        return size + "pt"
    }

    /// `17px / 400 / 26px`, `13 px / 500`: the numbered weight a slash puts after a size, as CSS's
    /// `font` shorthand and design tools write it; nil when no such number follows the span.
    static func slashedWeight(_ part: Fragment, after span: ValueSpan) -> String? {
        let rest = Array(part.text).dropFirst(span.end).drop { $0 == " " }
        guard rest.first == "/" else { return nil }
        let number = String(rest.dropFirst().drop { $0 == " " }.prefix { $0.isNumberFast })
        guard let value = Int(number), (100...900).contains(value), value % 100 == 0 else { return nil }
        return number
    }

    /// The type a part states beside its color: a font spec (`17/22`, `Callout 16pt`) or a
    /// size with a weight (`13pt regular`); nil when it states none.
    func typeAssignment(_ part: Fragment, spans: [ValueSpan]) -> RoleAssignment? {
        // A weight word inside a color's name (`Light Gray`) is the color's.
        var outsideColors = Array(part.text)
        for span in spans where span.kind == .color { for index in span.start..<min(span.end, outsideColors.count) { outsideColors[index] = " " } }
        let weight = String(outsideColors).lowercased().split { !($0.isLetterFast || $0.isNumberFast || $0 == "-" || $0 == "=") }.map(String.init)
            .first { TypographyReader.weight($0) != nil && Int($0) == nil }
        if let font = spans.first(where: { $0.kind == .font }) {
            return RoleAssignment(target: .typography, text: "\(Self.fontSize(font.text)) \(weight ?? "")".trimmed, fragment: part)
        }
        // `14 px / 400 / 20 px`: CSS's size over a numbered weight.
        for length in spans where length.kind == .length {
            if let numbered = Self.slashedWeight(part, after: length) {
                return RoleAssignment(target: .typography, text: "\(Self.points(length.text)) \(weight ?? numbered)", fragment: part)
            }
        }
        guard let weight else { return nil }
        // `13pt regular`: a size the weight follows is the type's, whatever precedes it.
        let chars = Array(part.text)
        for length in spans where length.kind == .length {
            let next = String(chars[length.end...]).lowercased().split { !($0.isLetterFast || $0 == "-") }.first.map(String.init)
            if next == weight || nearestSizeRole(part, span: length) == nil {
                return RoleAssignment(target: .typography, text: "\(Self.points(length.text)) \(weight)", fragment: part)
            }
        }
        return nil
    }

    /// The value of an element opacity span (`80%`, `0.5`), when the words call it an opacity
    /// (`opacity`, `alpha`, `op`, `@`) and no tint or fill word makes it a color's.
    /// Background words of the scripts written without spaces, found inside longer words.
    static let cjkBackgroundWords: [String] = LanguageWords.words(\.background).filter { $0.unicodeScalars.first.map { $0.value >= 0x3000 } ?? false }

    func elementOpacity(_ part: Fragment, _ span: ValueSpan) -> String? {
        let words = part.words
        // An opacity beside a background word (`fill`, `背景`, `latar`) is the fill's tint.
        guard !words.contains(where: { ["tint", "tinted", "over", "overlay", "scrim"].contains($0) || RoleWords.colorRole($0) == .background }),
            !Self.cjkBackgroundWords.contains(where: part.text.contains)
        else { return nil }
        // `Disabled (@ 40%) until something changes`: the opacity of a state the words name, not
        // of the element as drawn.
        guard !words.contains(where: { vocabulary.parse($0)?.0.state != nil }) else { return nil }
        let chars = Array(part.text)
        let after = String(chars[span.end...]).lowercased().split { !$0.isLetterFast }.first.map(String.init)
        let named = ValueLexer.opacityLeadWords
        let text = span.text.lowercased()
        guard named.contains(where: { text.hasPrefix($0) }) || text.hasPrefix("@") || after.map(named.contains) == true else { return nil }
        let number = span.text.drop { !$0.isNumberFast }
        guard !number.isEmpty, number.first?.isNumberFast == true else { return nil }
        return String(number).replacingOccurrences(of: ",", with: ".").trimmed
    }

    /// A bare text size (`16` of `callout 16 reg`) in points.
    static func points(_ text: String) -> String {
        text.allSatisfy { $0.isNumberFast || $0 == "." || $0 == "," } ? text.replacingOccurrences(of: ",", with: ".") + "pt" : text
    }

    func isColorToken(_ span: ValueSpan) -> Bool {
        span.kind == .token && (span.text.lowercased().hasPrefix("color.") || span.text.lowercased().hasPrefix("colors.") || span.text.hasPrefix("{color"))
    }

    /// The text a color reader reads for the fragment's colors: a literal wins over a name or
    /// token written with it (`Slate Gray #636E72 @ 60%` → `#636E72 at 60% opacity`); opacities
    /// written `@ 40%` or right after the color become `at 40% opacity`; `100%` is dropped. A
    /// series of literals (`#FF6B6B / #FF8787`) is kept as a series.
    func colorExpression(_ part: Fragment, _ spans: [ValueSpan]) -> String? {
        let colors = spans.filter { $0.kind == .color || isColorToken($0) }
        guard let first = colors.first else { return nil }
        let literals = colors.filter { $0.text.hasPrefix("#") || $0.text.contains("(") }
        let chars = Array(part.text)
        var base: String
        if isColorToken(first), let literal = literals.first, first.end <= literal.start, String(chars[first.end..<literal.start]).contains("("),
            glossesToken?(first.text, literals.map(\.text)) == true
        {
            // `color.background.primary (#FFFFFF)`, `color.text.primary (#2D3436 in light mode,
            // #F5F6FA in dark)`: a token glossed with its values is the token.
            base = first.text
        } else if literals.count > 1 {
            let between = String(chars[literals[0].end..<literals[1].start]).trimmed
            base = between == "/" ? literals.map(\.text).joined(separator: " / ") : literals[0].text
        } else if let literal = literals.first {
            base = literal.text
        } else {
            // A name or token and the words that modify it (`Primary Coral`, `color.text.primary`).
            base = first.text
        }
        // `color.primary.coral-selected-background (coral at 15%)`: a parenthesis after a token
        // says what the token is; its opacity is the token's own, not one more on top.
        let glossed = { (opacity: ValueSpan) -> Bool in
            literals.isEmpty && self.isColorToken(first) && String(chars[first.end..<opacity.start]).contains("(")
        }
        // `Happy at 15% over white (#FFE9E9)`: a literal after what the tint is composited over
        // is the composite, already flattened; the opacity is not applied again.
        let composite = literals.first.map { literal in
            spans.contains { opacity in
                opacity.kind == .opacity && opacity.start > first.start && opacity.end <= literal.start
                    && [" over ", " on "].contains { (" " + String(chars[opacity.end..<literal.start]).lowercased() + " ").contains($0) }
            }
        } ?? false
        if composite {
            return base
        }
        if !spans.contains(where: { $0.kind == .opacity }), let literal = literals.first, let percent = Self.parenthesizedPercent(chars, after: literal.end) {
            // `#3C3C43 (60%)`: a literal's alpha in parentheses after it.
            base += " at \(percent)% opacity"
        } else if let opacity = spans.first(where: { $0.kind == .opacity && $0.start >= first.start }), !glossed(opacity) {
            let number = opacity.text.filter { $0.isNumberFast || $0 == "." || $0 == "," }.replacingOccurrences(of: ",", with: ".")
            if let value = Double(number), value != 100, !(value == 1 && !opacity.text.contains("%")) {
                base += opacity.text.contains("%") || value > 1 ? " at \(number)% opacity" : " at \(number) opacity"
            }
        } else if let token = spans.first(where: { $0.kind == .token && $0.start >= (literals.first ?? first).end && $0.text.lowercased().hasPrefix("opacity.") }),
            Self.leadsToShare(String(chars[first.end..<token.start]))
        {
            // `the emotion color at opacity.emotion-chip`: the share the opacity token holds, after
            // the color it applies to.
            base += " at \(token.text)"
        }
        // `20% darker`, `10% lighter` after the color.
        let rest = String(chars[first.end...]).lowercased()
        if let change = ["darker", "lighter", "brighter"].first(where: { rest.contains(" \($0)") }), let percent = rest.textRange(of: "%") {
            let number = rest[..<percent.lowerBound].split { !($0.isNumberFast || $0 == ".") }.last.map(String.init) ?? ""
            if !number.isEmpty { base = "\(number)% \(change) \(base)" }
        }
        return base
    }

    /// Whether the words between a color and an opacity token end in `at` or hold an `@`
    /// (`the emotion color at `, `#636E72 @ `).
    static func leadsToShare(_ between: String) -> Bool {
        between.contains("@") || between.lowercased().filter(\.isLetterFast).hasSuffix("at")
    }

    /// `(60%)` right after a position, past spaces: the percentage's number.
    static func parenthesizedPercent(_ chars: [Character], after end: Int) -> String? {
        var i = end
        while i < chars.count, chars[i] == " " { i += 1 }
        guard i < chars.count, chars[i] == "(" else { return nil }
        var j = i + 1
        while j < chars.count, chars[j].isNumberFast || chars[j] == "." { j += 1 }
        guard j > i + 1, j + 1 < chars.count, chars[j] == "%", chars[j + 1] == ")", let value = Double(String(chars[(i + 1)..<j])), value < 100 else { return nil }
        return String(chars[(i + 1)..<j])
    }

    /// `fg/bg #636E72 / #FFFFFF`, `text / background: Charcoal / White`: a part opening with a
    /// text role and a background role split by a slash gives its two colors those roles, in
    /// that order.
    func slashedRolePair(_ part: Fragment, spans: [ValueSpan]) -> [RoleAssignment]? {
        guard let (ink, ground) = slashedRoleColors(part, spans: spans) else { return nil }
        let first = part.slice(ink.start, ink.end), second = part.slice(ground.start, ground.end)
        guard let text = colorExpression(first, lexer.spans(in: first.text)), let background = colorExpression(second, lexer.spans(in: second.text)) else { return nil }
        return [
            RoleAssignment(target: .color(.text), text: text, fragment: first, mode: mode(in: part)),
            RoleAssignment(target: .color(.background), text: background, fragment: second, mode: mode(in: part)),
        ]
    }

    /// The two colors of a part opening with a text role and a background role split by a
    /// slash (`fg/bg #636E72 / #FFFFFF`), or nil.
    func slashedRoleColors(_ part: Fragment, spans: [ValueSpan]) -> (ink: ValueSpan, ground: ValueSpan)? {
        let colors = spans.filter { $0.kind == .color || isColorToken($0) }
        guard colors.count >= 2 else { return nil }
        let lead = String(Array(part.text)[..<colors[0].start]).lowercased().filter { $0 != "`" && $0 != "*" }
        let halves = lead.split(separator: "/", omittingEmptySubsequences: false).map { $0.split { !$0.isLetterFast }.map(String.init) }
        guard halves.count == 2, let ink = halves[0].last, let ground = halves[1].first, halves[1].count == 1,
            Self.slashedInkWords.contains(ink), Self.slashedGroundWords.contains(ground),
            ["/", "on"].contains(MeasuredPairReading.joiningWords(part.text, colors[0], colors[1]))
        else { return nil }
        return (colors[0], colors[1])
    }

    static let slashedInkWords: Set<String> = ["fg", "text", "foreground", "ink", "label"]
    static let slashedGroundWords: Set<String> = ["bg", "background", "surface", "fill"]

    /// `#D63031 with White text`, `mantiene #D63031 con texto blanco`, `White label with a Coral
    /// fill`: colors joined by `with` paint two parts of one element — the half a role word names
    /// takes that role, and the other half is its counterpart (a text's fill, a fill's text).
    func withSplit(_ part: Fragment, spans: [ValueSpan], defaultSize: RoleWords.SizeRole?) -> [RoleAssignment]? {
        let lower = " " + part.text.lowercased()
        for word in RoleWords.withWords {
            guard let found = lower.textRange(of: word) else { continue }
            let start = lower.distance(from: lower.startIndex, to: found.lowerBound)
            let split = max(0, start - 1), after = start + word.count - 1
            let left = part.slice(0, split), right = part.slice(after, part.text.count)
            let leftSpans = lexer.spans(in: left.text).filter { $0.kind == .color || isColorToken($0) }
            let rightSpans = lexer.spans(in: right.text).filter { $0.kind == .color || isColorToken($0) }
            guard let leftExpression = colorExpression(left, lexer.spans(in: left.text)), !leftSpans.isEmpty else { return nil }
            // The right half: a color span, or white or black in a word of the language (`texto blanco`).
            var rightColor: String?
            if !rightSpans.isEmpty {
                rightColor = colorExpression(right, lexer.spans(in: right.text))
            } else {
                rightColor = right.words.prefix(3).compactMap { LanguageWords.basicColors[$0] }.first
            }
            let rightWords = right.text.lowercased().split { !($0.isLetterFast || $0 == "-") }.map(String.init).prefix(4)
            guard let rightColor, let rightRole = rightWords.compactMap(RoleWords.colorRole).first else { return nil }
            // `Primary Coral fill with a white 13pt label`: a left half naming its own role keeps it.
            let leftRole = nearestColorRole(left, around: leftSpans) ?? (rightRole == .background ? .text : .background)
            guard leftRole != rightRole else { return nil }
            let type = rightRole == .text ? typeAssignment(right, spans: lexer.spans(in: right.text)) : nil
            return [
                RoleAssignment(target: .color(leftRole), text: leftExpression, fragment: left, mode: mode(in: part)),
                RoleAssignment(target: .color(rightRole), text: rightColor, fragment: right, mode: mode(in: part)),
                type,
            ].compactMap { $0 }
        }
        return nil
    }

    /// `Text/Meta`, `Border/Default`: a style in a group named for a role paints in that role.
    static func styleGroupRole(_ span: ValueSpan) -> RoleWords.ColorRole? {
        guard let slash = span.text.firstIndex(of: "/") else { return nil }
        return RoleWords.colorRole(span.text[..<slash].lowercased())
    }

    /// True for a piece that is one color and nothing else (`Error Red #D63031`).
    func isBareColor(_ piece: Fragment) -> Bool {
        let spans = lexer.spans(in: piece.text)
        let colors = spans.filter { $0.kind == .color || isColorToken($0) }
        // One color, perhaps named and then written (`Error Red #D63031`).
        guard !colors.isEmpty, colors.count <= 2, colors.filter({ $0.text.hasPrefix("#") }).count <= 1,
            spans.allSatisfy({ $0.kind == .color || $0.kind == .opacity || isColorToken($0) })
        else { return false }
        // Words besides the color: none but fillers and a mode (`#E74C3C (Error Red, dark)`).
        guard Self.wordsOutside(spans, of: piece).allSatisfy({ Self.fillerWords.contains($0) || vocabulary.mode($0) != nil }) else { return false }
        return nearestColorRole(piece, around: colors) == nil && Self.styleGroupRole(colors[0]) == nil
    }

    /// Of the bare colors (`isBareColor`, indices into `pieces`), those written before a piece
    /// that names a text color by its words (`Error Red #D63031, white text`): what the text
    /// sits on. A bare color after the text restates it (`the label is Charcoal, #2D3436`).
    func fillsBeforeNamedText(_ pieces: [Fragment], bare: [Int]) -> Set<Int> {
        guard let first = bare.first,
            let text = pieces.indices.first(where: { index in
                index > first && !bare.contains(index)
                    && assignPart(pieces[index], defaultColor: nil, defaultSize: nil).contains { if case .color(.text) = $0.target { return true } else { return false } }
            })
        else { return [] }
        // `color.text.on-primary (#FFFFFF). In dark mode the label becomes Charcoal`: a text
        // token, or a color before text of another mode, is not that text's ground.
        let textMode = mode(in: pieces[text])
        return Set(bare.filter { index in
            index < text && mode(in: pieces[index]) == textMode
                && !assignPart(pieces[index], defaultColor: nil, defaultSize: nil).contains { if case .color(.text) = $0.target { return true } else { return false } }
        })
    }

    /// Of the bare colors (`isBareColor`, indices into `pieces`), those before a piece that gives
    /// only a ground (`#E74C3C, on the row background #2C3135`), with nothing but the type between
    /// (`Error Red #E74C3C, 14px / 20px, 400, on the Elevated Surface panel`): what is drawn on
    /// that ground, text unless a role says else.
    func inksBeforeGround(_ pieces: [Fragment], bare: [Int]) -> Set<Int> {
        Set(bare.filter { index in
            var next = index + 1
            while next < pieces.count, !statesOnlyGround(pieces[next]), statesOnlyType(pieces[next]) { next += 1 }
            return next < pieces.count && statesOnlyGround(pieces[next])
        })
    }

    /// True for a piece of sizes and weights with no color (`14px / 20px`, `400`, `semibold`).
    func statesOnlyType(_ piece: Fragment) -> Bool {
        let spans = lexer.spans(in: piece.text)
        if spans.isEmpty { return piece.words.count == 1 && TypographyReader.weight(piece.words[0]) != nil }
        return spans.allSatisfy { [.length, .font].contains($0.kind) }
    }

    /// True for a piece that gives only a ground: an "on" word, with no value before it, then
    /// a color (`on the row background #2C3135`, `rea taustal #2C3135`).
    func statesOnlyGround(_ piece: Fragment) -> Bool {
        let spans = lexer.spans(in: piece.text)
        let lower = " " + piece.text.lowercased()
        guard let first = spans.first else {
            // `na białym tle ekranu`: on white or black named by a word of the language.
            return RoleWords.onWords.contains { lower.hasPrefix($0) } && piece.words.contains { LanguageWords.basicColors[$0] != nil }
        }
        guard first.kind == .color || isColorToken(first) else { return false }
        let before = " " + String(Array(piece.text)[..<first.start]).lowercased()
        return RoleWords.onWords.contains { before.containsText($0) || before.hasSuffix(String($0.dropLast())) }
    }

    /// A basic color word with a role word after it within four words (`white label`, `white
    /// 11pt semibold label`), or right before it (`текст белый`, `texto blanco`): the color's
    /// hex and the role.
    static func basicColorOfRole(_ words: [String]) -> (String, RoleWords.ColorRole)? {
        for (index, word) in words.enumerated() {
            // `on the white card` names what the element sits on, which the "on" reading takes.
            if ["on", "over", "against", "atop", "behind"].contains(word) { return nil }
            // `текст белый`, `texto blanco`: a role word with its basic color after it.
            if index + 1 < words.count, let role = RoleWords.colorRole(word), role != .control, let hex = LanguageWords.basicColors[words[index + 1]],
                index + 2 == words.count || LanguageWords.basicColors[words[index + 2]] == nil
            {
                return (hex, role)
            }
            guard let hex = LanguageWords.basicColors[word] else { continue }
            for next in words[(index + 1)..<min(words.count, index + 5)] {
                if LanguageWords.basicColors[next] != nil { return nil }
                if let role = RoleWords.colorRole(next), role != .control { return (hex, role) }
            }
        }
        return nil
    }

    /// A role word or a text style, then only sizes, weights and a ratio, then one basic color
    /// word (`text 16pt white`, `label white = 4.9:1`, `Callout 16pt regular white`): the color's
    /// hex and the role.
    static func basicColorAfterRole(_ words: [String]) -> (String, RoleWords.ColorRole)? {
        let basic = words.indices.filter { LanguageWords.basicColors[words[$0]] != nil }
        // `in Callout 16pt regular white`: a text style names the text as its role word would.
        func role(_ word: String) -> RoleWords.ColorRole? {
            RoleWords.colorRole(word) ?? (["headline", "subheadline", "body", "callout", "footnote", "caption", "caption1", "caption2"].contains(word) ? .text : nil)
        }
        guard basic.count == 1, let roleIndex = words[..<basic[0]].lastIndex(where: { role($0) != nil }),
            let role = role(words[roleIndex]), role != .control,
            words[(roleIndex + 1)..<basic[0]].allSatisfy({ word in word.contains(where: \.isNumber) || word == "=" || DocumentBuilder.isWrittenWeight(word) }),
            let hex = LanguageWords.basicColors[words[basic[0]]]
        else { return nil }
        return (hex, role)
    }

    /// Words that say nothing of a value's role: a part made of its values and these alone
    /// (`1px color.border.default`, `are color.background.surface`) is only values.
    /// "At" and "with" of other languages (`#636E72 pri 60 %`, `bei 40 %`) are fillers too.
    static let fillerWords: Set<String> = ["is", "are", "uses", "use", "in", "at", "with", "of", "a", "the", "and", "pri", "při", "przy", "bei", "mit", "avec", "con", "com", "met", "med"]

    static func isBareValue(_ part: Fragment, spans: [ValueSpan]) -> Bool {
        wordsOutside(spans, of: part).allSatisfy { fillerWords.contains($0) || ["px", "pt", "dp"].contains($0) }
    }

    /// The lowercased words of a part outside its value spans.
    static func wordsOutside(_ spans: [ValueSpan], of part: Fragment) -> [String] {
        var chars = Array(part.text)
        for span in spans { for index in span.start..<min(span.end, chars.count) { chars[index] = " " } }
        return String(chars).lowercased().split { !$0.isLetterFast }.map(String.init)
    }

    /// `color.text.secondary`, `color.border.default`: a semantic token's group names the role
    /// its color plays, where no word, column or name does and the part is only values.
    static func tokenPathRole(_ span: ValueSpan) -> RoleWords.ColorRole? {
        let segments = span.text.lowercased().split(separator: ".")
        guard span.kind == .token, segments.count >= 3, segments[0] == "color" else { return nil }
        let role = RoleWords.colorRole(String(segments[1]))
        return role == .control ? nil : role
    }

    /// `Shadow 0 1 2 rgba(0,0,0,0.08)`: the color of a shadow paints no fill, text or border.
    func castsShadow(_ part: Fragment, before span: ValueSpan) -> Bool {
        let words = String(Array(part.text)[..<span.start]).lowercased().split { !$0.isLetterFast }
        return words.contains { $0 == "shadow" || $0 == "shadows" || $0 == "elevation" || $0 == "glow" }
    }

    /// The color role a word next to the colors names: the word just before the first color
    /// (`label #A29BFE`, `fill Muted Purple`), else just after the last (`Primary Coral border`).
    func nearestColorRole(_ part: Fragment, around colors: [ValueSpan]) -> RoleWords.ColorRole? {
        let chars = Array(part.text)
        var before = String(chars[..<colors[0].start]).lowercased().split { !($0.isLetterFast || $0 == "-") }.map(String.init)
        let after = String(chars[colors[colors.count - 1].end...]).lowercased().split { !($0.isLetterFast || $0 == "-") }.map(String.init)
        // `"Load older entries" link under the last card: #FF6B6B`: the place a key names after
        // its element is another element, whose role words are not the value's.
        if let colon = chars[..<colors[0].start].lastIndex(of: ":"), !chars[(colon + 1)..<colors[0].start].contains(where: \.isLetterFast) {
            let key = String(chars[..<colon]).lowercased().split { !($0.isLetterFast || $0 == "-") }.map(String.init)
            if let place = key.indices.dropFirst().first(where: { Self.keyPlaceWords.contains(key[$0]) }) { before = Array(key[..<place]) }
        }
        for (offset, word) in before.reversed().enumerated() {
            guard let role = RoleWords.colorRole(word) else { continue }
            // `label and checkmark #FFFFFF`: one color for a text and a graphic is held to the
            // text's minimum, the higher one.
            let position = before.count - 1 - offset
            if role != .text, position >= 2, ["and", "&", "+"].contains(before[position - 1]), RoleWords.colorRole(before[position - 2]) == .text { return .text }
            return role
        }
        for word in after.prefix(3) {
            if let role = RoleWords.colorRole(word) { return role }
        }
        return nil
    }

    static let keyPlaceWords: Set<String> = ["under", "below", "above", "beneath", "beside", "behind", "inside", "next"]

    /// The size role a word next to a size names: after it first (`44 × 44 hit`, `24pt glyph`,
    /// `44pt tall`), else before it (`hit area 44pt`, `Tap-Fläche: 32×32pt`).
    func nearestSizeRole(_ part: Fragment, span: ValueSpan) -> RoleWords.SizeRole? {
        let chars = Array(part.text)
        let after = String(chars[span.end...]).lowercased().split { !($0.isLetterFast || $0 == "-") }.map(String.init)
        let before = String(chars[..<span.start]).lowercased().split { !($0.isLetterFast || $0 == "-") }.map(String.init)
        // `36 × 36 pt (padding 6 pt)`, `1 pt (`border.width.thin`)`: an aside after a size says
        // how it is made or which token it is, not what the size measures.
        let aside = chars[span.end...].first { !$0.isWhitespace } == "("
        for word in after.prefix(2) where !aside {
            if let role = RoleWords.sizeRole(word) { return role }
        }
        // `inside a 24×24pt button`: a control's box given as width × height is what is tapped.
        if span.kind == .dimensions, let next = after.first, RoleWords.controlBoxWords.contains(next) { return .touchTarget }
        // `The tap area is just the icon (20×20pt)`, `hit area = the 30pt circle`: a sentence
        // about the touch target gives its size that role, whatever else it names.
        // `text width + 16pt on each side`: a length added to a size the line does not give is a
        // margin around it, not the size itself.
        if String(chars[..<span.start]).trimmed.hasSuffix("+") { return .layout }
        if namesTouchTarget(part) { return .touchTarget }
        let scanned = Array(before.reversed().prefix(4))
        for (index, word) in scanned.enumerated() {
            // `The date line is Footnote 13pt`: the subject of the copula is a text, and its noun
            // (`line`) says nothing about the size after it.
            if RoleWords.copulas.contains(word), index + 1 < scanned.count, NamedSentenceReading.textNouns.contains(scanned[index + 1]) { break }
            if let role = RoleWords.sizeRole(word) { return role }
        }
        return nil
    }
}
