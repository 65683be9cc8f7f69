import DesignModel

/// A value written on a spec line (docs/spec-format.md §2.16): a color in any CSS syntax or a
/// design-system color name, a token path, a size with a unit, a `W × H` box, a contrast ratio,
/// a font size over line height (`17/22`), or an opacity. Offsets count the line's characters.
struct ValueSpan: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable, CaseIterable {
        case color, token, length, dimensions, ratio, font, opacity

        /// How a note names the kind for a designer.
        var phrase: String {
            switch self {
            case .color: "a color"
            case .token: "a token path"
            case .length: "a size"
            case .dimensions: "a width × height"
            case .ratio: "a contrast ratio"
            case .font: "a font size/line height"
            case .opacity: "an opacity"
            }
        }
    }

    var kind: Kind
    var start: Int
    var end: Int
    var text: String

    /// A color written as a value (`#636E72`, `rgb(99, 110, 114)`), not a name or a path.
    var isColorLiteral: Bool { kind == .color && (text.hasPrefix("#") || text.contains("(")) }
}

/// Finds the value spans of a line — the one lexer that both coverage (which lines carry a
/// value) and the readers (which values a line holds, and the words around them) use, so that a
/// line the readers never looked at still counts against coverage.
struct ValueLexer {
    /// Design-system color names (normalized keys) and the longest name in words.
    let names: (([String]) -> Int?)?
    /// First words of those names (normalized): most words of a line start no color name, and
    /// this set rejects them before the lookups that join and normalize up to five words.
    let nameFirstWords: Set<String>
    /// First words of the variables the lexer reads as colors, which stand lowercase in prose
    /// (`the emotion color`).
    let variableFirstWords: Set<String>
    /// Their first bytes: most words are ruled out before they are lowercased.
    let variableFirstBytes: Set<UInt8>
    /// Names of the members of the token files' categorical palettes (`Happy`), lowercased.
    let paletteMemberNames: Set<String>
    /// First words of background tokens named by role (`card` of `card background`).
    let groundNames: Set<String>?
    /// The one-word names of the document's style table that are also role words (a style named
    /// `Border`): at the start of a phrase the word is the role (`Border 1px Border`).
    let roleWordNames: Set<String>
    /// Lowercase words that may start a color a note names in lowercase: first words of the
    /// names and the names' last words (`TokenIndex.colorNicknames`).
    let lowercaseNameWords: Set<String>
    /// Their first bytes: most lowercase words of a line are ruled out before they are copied.
    let lowercaseNameFirstBytes: Set<UInt8>
    /// The names' last words, by which a note names a color (`coral` of `Primary Coral`).
    let nicknames: Set<String>
    /// Whether a color name names a token with this hex in some mode.
    let hexIsNamed: ((String, String) -> Bool)?
    /// Spans of texts already lexed: a document's readers lex the same line, item and cell many
    /// times over, and one lexer serves a whole document (`DocumentDraft.valueLexer`).
    private let memo = SpanMemo()

    final class SpanMemo {
        var spans: [String: [ValueSpan]] = [:]
        /// Whether a word can start a color name, by the word as written (`colorName`).
        var startsName: [String: Bool] = [:]
    }

    /// `variables`: names that stand for a color bound per variant (`emotion color`), read as colors.
    init(index: TokenIndex?, palette: [String: NamePin] = [:], variables: Set<String> = []) {
        roleWordNames = Set(palette.filter { !$0.value.modeColors.isEmpty && !$0.key.contains(" ") && RoleWords.colorRole($0.key) != nil }.keys)
        variableFirstWords = Set(variables.compactMap { $0.split(separator: " ").first.map(String.init) })
        variableFirstBytes = Set(variableFirstWords.compactMap { $0.utf8.first })
        paletteMemberNames = Set((index?.categoricalPalettes.values.joined().map { $0.name.lowercased() }) ?? [])
        groundNames = index.map { Set($0.groundNameFirstWords) }
        hexIsNamed = index.map { index in
            { name, hex in
                guard let (_, color, _) = Lex.colorLiteral(Substring(hex)) else { return false }
                return index.colorTokens(named: name).contains { !index.modes(of: $0, holding: color).isEmpty }
            }
        }
        nicknames = index?.colorNicknames ?? []
        lowercaseNameWords = (index?.colorNameFirstWords ?? []).union(nicknames)
        lowercaseNameFirstBytes = Set(lowercaseNameWords.compactMap(\.utf8.first))
        guard let index else {
            names = nil
            nameFirstWords = []
            return
        }
        if !variables.isEmpty {
            names = { words in
                for count in stride(from: min(4, words.count), through: 2, by: -1) where variables.contains(words.prefix(count).joined(separator: " ").lowercased()) {
                    return count
                }
                for count in stride(from: min(4, words.count), through: 1, by: -1) where palette[TokenIndex.nameKey(words.prefix(count).joined(separator: " "))] != nil {
                    return count
                }
                return index.longestColorName(words)
            }
            nameFirstWords = index.colorNameFirstWords.union(palette.keys.compactMap { $0.split(separator: " ").first.map(String.init) })
                .union(variables.compactMap { $0.split(separator: " ").first.map(String.init) })
        } else if palette.isEmpty {
            names = { index.longestColorName($0) }
            nameFirstWords = index.colorNameFirstWords
        } else {
            names = { words in
                for count in stride(from: min(4, words.count), through: 1, by: -1) where palette[TokenIndex.nameKey(words.prefix(count).joined(separator: " "))] != nil {
                    return count
                }
                return index.longestColorName(words)
            }
            nameFirstWords = index.colorNameFirstWords.union(palette.keys.compactMap { $0.split(separator: " ").first.map(String.init) })
        }
    }

    /// First segments of a dotted word that make it a token path even when the project has no
    /// such group (an unknown token is still a value someone meant).
    static let pathGroups: Set<String> = [
        "color", "colors", "typography", "type", "font", "fonts", "spacing", "space", "size", "sizes", "radius", "radii", "border",
        "borders", "shadow", "shadows", "elevation", "opacity", "duration", "easing", "motion", "emotion", "icon", "icons", "layout",
        "dimension", "dimensions",
    ]
    /// Objects code reads tokens from (`tokens.color.text.secondary`, `theme.radius.card`).
    static let namespaces = ["tokens.", "token.", "theme.", "designtokens.", "ds."]

    /// The length of a namespace and its dot starting at `start`, when one does.
    static func namespacePrefix(_ chars: [Character], _ start: Int) -> Int? {
        for namespace in namespaces where start + namespace.count < chars.count {
            if lowercased(chars[start..<(start + namespace.count)], equals: namespace), start == 0 || !chars[start - 1].isLetterFast { return namespace.count }
        }
        return nil
    }

    /// Last segments that make a dotted word a file name.
    static let fileExtensions: Set<String> = [
        "dart", "swift", "kt", "kts", "java", "ts", "tsx", "js", "jsx", "mjs", "css", "scss", "sass", "less", "json", "yaml", "yml", "mdx",
        "xml", "html", "png", "svg", "pdf", "jpg", "jpeg", "fig", "sketch", "txt", "py",
    ]

    /// Opening quotation marks and the marks that close them, in the languages specs are
    /// written in: “English”, „Deutsch“, «français», »Deutsch«, "straight" — and „Polski" closed
    /// by the straight mark a keyboard types.
    static let quoteClosers: [Character: Set<Character>] = [
        "\"": ["\""], "“": ["”", "\""], "„": ["“", "”", "\""], "«": ["»"], "»": ["«"],
    ]
    /// Whether `c` closes a quotation `open` opened (`quoteClosers`), compared directly: the
    /// lexer asks for every character inside a quotation.
    @inline(__always) static func closes(_ open: Character, _ c: Character) -> Bool {
        switch open {
        case "\"": c == "\""
        case "“": c == "”" || c == "\""
        case "„": c == "“" || c == "”" || c == "\""
        case "«": c == "»"
        case "»": c == "«"
        default: false
        }
    }

    /// Whether `c` opens a quotation outside ASCII (a key of `quoteClosers` other than `"`):
    /// compared directly, as the lexer asks for every character outside ASCII.
    @inline(__always) static func opensQuote(_ c: Character) -> Bool {
        c == "“" || c == "„" || c == "«" || c == "»"
    }
    static let units = ["pt", "dp", "px", "sp", "rem", "em"]
    /// The units' first letters.
    static let unitLeads: Set<UInt8> = Set(units.compactMap(\.utf8.first))
    /// Words before an issue's or a pull request's number (`PR #412`).
    static let referenceWords: Set<String> = ["pr", "prs", "issue", "issues", "ticket", "bug", "fixes", "closes", "see", "pull", "request", "mr"]
    /// Words written before an opacity (`opacity 40%`, `不透明度 70%`).
    /// Arabic writes "with transparency" (`بشفافية 70%`) for an opacity, the preposition attached.
    static let opacityLeadWords: Set<String> = Set(["opacity", "alpha", "op"] + LanguageWords.words(\.opacity))
    /// Words written after an opacity (`40% opacity`, `60% legap`).
    static let opacityWords: Set<String> = Set(["opacity", "alpha", "tint", "transparent", "translucent"] + LanguageWords.words(\.opacity))
    /// "At" before an opacity in the languages specs are written in (`#FF8FA3 a 20%`).
    static let foreignAtWords: Set<String> = ["a", "al", "à", "bei", "met", "z", "przy", "con"]
    static let colorFunctions = ["rgba(", "rgb(", "hsla(", "hsl(", "hwb(", "oklab(", "oklch(", "lab(", "lch(", "color("]
    /// Words standing for an extent in a `W × H` box (`Hug × 44`, `Fill × 50`, `auto × 22`).
    static let extentWords: Set<String> = ["hug", "fill", "auto", "full", "fixed"]

    func spans(in line: Substring) -> [ValueSpan] {
        spans(in: String(line))
    }

    func spans(in text: String) -> [ValueSpan] {
        if let known = memo.spans[text] { return known }
        let found: [ValueSpan]
        if let bytes = Self.plainASCII(text) {
            // Each byte is a character: the characters are made from the bytes, which are the
            // codes, without breaking the text into characters.
            found = spans(in: bytes.map { Self.asciiCharacters[Int($0)] }, codes: bytes)
        } else {
            found = spans(in: Array(text))
        }
        memo.spans[text] = found
        return found
    }

    /// The characters of ASCII by byte, made once.
    static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// The text's bytes when every one is ASCII and none a carriage return (which joins a line
    /// feed into one character); nil otherwise.
    static func plainASCII(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        var union: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\r") { return nil }
            union |= byte
        }
        return union < 0x80 ? bytes : nil
    }

    func spans(in chars: [Character]) -> [ValueSpan] {
        spans(in: chars, codes: Self.codes(chars))
    }

    private func spans(in chars: [Character], codes: [UInt8]) -> [ValueSpan] {
        var out: [ValueSpan] = []
        var index = 0
        var quote: Character?
        while index < chars.count {
            let c = chars[index]
            let code = codes[index]
            // Copy in quotes is text for people, not a value.
            if code == UInt8(ascii: "\""), quote == nil, index > 0,
                !(codes[index - 1] == UInt8(ascii: " ") || codes[index - 1] == UInt8(ascii: "(") || codes[index - 1] == UInt8(ascii: "["))
            {
                // The end of a quote opened on an earlier line.
                index += 1
                continue
            }
            if let open = quote, Self.closes(open, c) {
                quote = nil
                index += 1
                continue
            }
            // `"` is the one quote mark in ASCII: other ASCII characters skip the table.
            if quote == nil, code == UInt8(ascii: "\"") || (code == Self.notASCII && Self.opensQuote(c)) {
                // `"color": "#FFFFFF"`: a quoted string that is one value written as a value (a
                // hex, a function, a token path, a number) is data, not copy; a quoted name
                // (`label "Excited"`) stays copy.
                if code == UInt8(ascii: "\""), index + 1 < chars.count, let span = lexeme(chars, codes, at: index + 1, before: out.last), span.end < chars.count,
                    codes[span.end] == UInt8(ascii: "\""),
                    let head = span.text.first, head == "#" || head.isNumberFast || span.text.contains(".") || span.text.contains("(")
                {
                    out.append(span)
                    index = span.end + 1
                    continue
                }
                quote = c
                index += 1
                continue
            }
            if quote != nil {
                index += 1
                continue
            }
            let previous = index > 0 ? codes[index - 1] : UInt8(ascii: " ")
            // `ב-60%`: Hebrew writes a prefix onto a number with a hyphen.
            let hebrewPrefix = previous == UInt8(ascii: "-") && index > 1 && chars[index - 2].unicodeScalars.first.map { (0x05D0...0x05EA).contains($0.value) } == true
            let afterWord = index > 0 && (Self.isLetter(chars, codes, index - 1) || Self.isNumber(chars, codes, index - 1))
            let atWordStart = hebrewPrefix
                || !(afterWord || previous == UInt8(ascii: ".") || previous == UInt8(ascii: "#") || previous == UInt8(ascii: "-") || previous == UInt8(ascii: "_"))
            // `esingu-13.1:1`, `ingu-52×32dp`, `ku-#FFFFFF`, `ngu-color.background.primary`: isiZulu
            // writes a copula or "on" onto a value with a hyphen; a ratio, a length with its unit
            // or a hex after a lowercase particle is a value (a Tailwind `w-12` has no unit and
            // stays a class), and so is a token path after a particle of one to four letters.
            if !atWordStart, previous == UInt8(ascii: "-"), index > 1, chars[index - 2].isLowercase,
                code == UInt8(ascii: "#") || Self.isNumber(chars, codes, index) || Self.isLetter(chars, codes, index),
                let span = lexeme(chars, codes, at: index, before: out.last),
                span.kind == .ratio || span.kind == .dimensions || (span.kind == .color && code == UInt8(ascii: "#"))
                    || (span.kind == .length && span.text.last?.isLetter == true)
                    || (span.kind == .token && span.start == index && Self.isParticle(chars, codes, endingAt: index - 1))
            {
                out.append(span)
                index = max(span.end, index + 1)
                continue
            }
            guard atWordStart else {
                index += 1
                continue
            }
            if let span = lexeme(chars, codes, at: index, before: out.last) {
                out.append(span)
                index = max(span.end, index + 1)
                continue
            }
            index += 1
        }
        return out
    }

    /// Each character's ASCII byte, `notASCII` for any other: the lexer's tests against the
    /// ASCII marks and letters it looks for are byte tests (no character outside ASCII equals
    /// one of those marks).
    static func codes(_ chars: [Character]) -> [UInt8] {
        chars.map { $0.asciiByte ?? notASCII }
    }

    static let notASCII: UInt8 = 0x80

    /// `String(characters: chars[range])`, made from the codes when they are all ASCII (a short
    /// word is then stored inline, with no buffer to allocate).
    @inline(__always) static func text(_ chars: [Character], _ codes: [UInt8], _ range: Range<Int>) -> String {
        codes[range].contains(notASCII) ? String(characters: chars[range]) : String(decoding: codes[range], as: UTF8.self)
    }

    /// Whether what follows a word ending at `end` may make it an opacity (`: 40%`, ` 0.4`) or an
    /// extent (` × 44`): a digit after an optional colon and spaces, or a `×` or `x` after an
    /// optional space.
    static func mayFollowWord(_ chars: [Character], _ codes: [UInt8], _ end: Int) -> Bool {
        var i = end
        if i < codes.count, codes[i] == UInt8(ascii: ":") { i += 1 }
        while i < codes.count, codes[i] == UInt8(ascii: " ") { i += 1 }
        if i < codes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(codes[i]) { return true }
        var j = end
        if j < codes.count, codes[j] == UInt8(ascii: " ") { j += 1 }
        return j < codes.count && (codes[j] == UInt8(ascii: "x") || chars[j] == "×")
    }

    /// By ASCII byte: whether an opacity lead word or an extent word (lowercased) starts with it.
    static let leadsOpacityOrExtent: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for word in opacityLeadWords.union(extentWords) {
            if let byte = word.utf8.first, byte < 0x80 { table[Int(byte)] = true }
        }
        return table
    }()

    /// `chars[index].isLetterFast`, from its byte when it is ASCII.
    @inline(__always) static func isLetter(_ chars: [Character], _ codes: [UInt8], _ index: Int) -> Bool {
        let code = codes[index]
        return code == notASCII ? chars[index].isLetterFast : (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(code | 0x20)
    }

    /// `chars[index].isNumberFast`, from its byte when it is ASCII.
    @inline(__always) static func isNumber(_ chars: [Character], _ codes: [UInt8], _ index: Int) -> Bool {
        let code = codes[index]
        return code == notASCII ? chars[index].isNumberFast : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(code)
    }

    private func lexeme(_ chars: [Character], _ codes: [UInt8], at start: Int, before: ValueSpan?) -> ValueSpan? {
        let c = chars[start]
        let code = codes[start]
        func span(_ kind: ValueSpan.Kind, _ end: Int) -> ValueSpan {
            ValueSpan(kind: kind, start: start, end: end, text: Self.text(chars, codes, start..<end))
        }
        if code == UInt8(ascii: "#") { return hex(chars, start).map { span(.color, $0) } }
        if code == UInt8(ascii: "@") {
            var i = start + 1
            while i < chars.count, chars[i] == " " { i += 1 }
            if let (_, end) = number(chars, i), end < chars.count, chars[end] == "%" { return span(.opacity, end + 1) }
            if let (_, end) = number(chars, i), end + 1 < chars.count, chars[end] == " ", chars[end + 1] == "%" { return span(.opacity, end + 2) }
            return nil
        }
        if code == UInt8(ascii: "{") {
            var i = start + 1
            while i < chars.count, chars[i] != "}", chars[i] != " " { i += 1 }
            guard i < chars.count, chars[i] == "}" else { return nil }
            let inner = String(characters: chars[(start + 1)..<i])
            return TokenIndex.isPath(inner) ? span(.token, i + 1) : nil
        }
        let isNumber = Self.isNumber(chars, codes, start)
        if isNumber || ((code == UInt8(ascii: ">") || (code == Self.notASCII && c == "≥")) && start + 1 < chars.count) {
            var first = start
            if !isNumber {
                first += 1
                while first < chars.count, chars[first] == " " { first += 1 }
                guard first < chars.count, chars[first].isNumberFast else { return nil }
            }
            return numeric(chars, from: first, start: start, before: before)
        }
        if Self.isLetter(chars, codes, start) {
            if let end = colorFunction(chars, codes, start) { return span(.color, end) }
            if let end = tokenPath(chars, codes, start) { return span(.token, end) }
            // `tokens.color.text.secondary`, `theme.spacing.md`: a code's namespace before a path.
            if let prefix = Self.namespacePrefix(chars, start), let end = tokenPath(chars, codes, start + prefix) {
                return ValueSpan(kind: .token, start: start + prefix, end: end, text: Self.text(chars, codes, (start + prefix)..<end))
            }
            // `word(chars, from: start)`: the word starts here, with no space to skip.
            var letters = start + 1
            while letters < chars.count, Self.isLetter(chars, codes, letters) { letters += 1 }
            // An opacity word has a number after it, an extent word a `×` or `x`: a word of ASCII
            // followed by neither, or whose first letter starts no such word, is not lowercased
            // and looked up.
            if code == Self.notASCII || codes[start..<letters].contains(Self.notASCII)
                || (Self.leadsOpacityOrExtent[Int(code | 0x20)] && Self.mayFollowWord(chars, codes, letters))
            {
                let first = Self.lowercasedText(chars[start..<letters])
                if let end = opacityWord(chars, start, first: first) { return span(.opacity, end) }
                if let end = extentBox(chars, start, first: first) { return span(.dimensions, end) }
            }
            // A variable's first word (`emotion` of `the emotion color`) stands lowercase in prose.
            let startsVariable = !variableFirstWords.isEmpty && !c.isUppercaseFast && code < 0x80 && variableFirstBytes.contains(code)
                && variableFirstWords.contains(Self.lowercasedText(chars[start..<letters]))
            if c.isUppercaseFast || startsVariable, let end = colorName(chars, codes, start) { return span(.color, end) }
            if !c.isUppercaseFast, let end = groundName(chars, start, wordEnd: letters) { return span(.color, end) }
            if !c.isUppercaseFast, code < 0x80, let end = lowercaseColorName(chars, codes, start, wordEnd: letters) { return span(.color, end) }
        }
        return nil
    }

    /// `the card background` after an "on" the caller has already split off: the role name of a
    /// background token (`groundName`), or nil.
    func groundPhrase(_ words: [String]) -> String? {
        let rest = words.first.map { ["the", "its", "a", "their"].contains($0) } == true ? Array(words.dropFirst()) : words
        guard let groundNames, rest.count >= 2, rest[1] == "background", groundNames.contains(rest[0]) else { return nil }
        return rest[0] + " background"
    }

    /// `card background`, `page background` in lowercase prose: a background token named by its
    /// role (`TokenIndex.groundNames`).
    func groundName(_ chars: [Character], _ start: Int, wordEnd: Int) -> Int? {
        // Most words have no `background` after them: one character looked at first.
        guard let groundNames, !groundNames.isEmpty, wordEnd + 11 <= chars.count, chars[wordEnd] == " ", chars[wordEnd + 1] == "b" || chars[wordEnd + 1] == "B"
        else { return nil }
        let next = wordEnd + 1
        guard Self.lowercasedText(chars[next..<(next + 10)]) == "background", next + 10 == chars.count || !chars[next + 10].isLetterFast else { return nil }
        let first = Self.lowercasedText(chars[start..<wordEnd])
        // `on the screen background` is the document's ground where it states one: read by
        // the reading of placements, and as the token only once split off (`groundPhrase`).
        guard groundNames.contains(first), !["page", "screen", "app"].contains(first) else { return nil }
        // Only where it is what something sits on (`on the card background`): `the card
        // background is White` names the role, which its value follows.
        var words: [String] = []
        var end = start
        while words.count < 2, end > 0 {
            while end > 0, chars[end - 1] == " " { end -= 1 }
            var begin = end
            while begin > 0, chars[begin - 1].isLetterFast { begin -= 1 }
            guard begin < end else { break }
            words.append(Self.lowercasedText(chars[begin..<end]))
            end = begin
        }
        if let article = words.first, ["the", "its", "a", "their"].contains(article) { words.removeFirst() }
        guard let on = words.first, ["on", "over", "against", "onto", "upon"].contains(on) else { return nil }
        return next + 10
    }

    // MARK: Pieces

    func hex(_ chars: [Character], _ start: Int) -> Int? {
        var i = start + 1
        while i < chars.count, chars[i].isHexDigitFast, chars[i].isASCIIFast { i += 1 }
        let count = i - start - 1
        guard [3, 4, 6, 8].contains(count) else { return nil }
        // `PR #1187`, `see #412`: an issue's number, not a color (a four-digit one always).
        if chars[(start + 1)..<i].allSatisfy({ $0.isNumberFast }),
            count == 4 || Self.referenceWords.contains(words(before: start, in: chars, count: 1).last ?? "")
        {
            return nil
        }
        // A word of a script written without spaces may follow right after (`#FF6B6B上的文字`).
        if i < chars.count, chars[i].isLetterFast || chars[i].isNumberFast, chars[i].unicodeScalars.first.map({ $0.value < 0x3000 }) ?? true { return nil }
        return i
    }

    /// `-?digits([.,]digits)?`: the end index and value.
    func number(_ chars: [Character], _ start: Int) -> (Double, Int)? {
        var i = start
        var text = ""
        while i < chars.count, chars[i].isASCIIDigit {
            text.append(chars[i])
            i += 1
        }
        guard !text.isEmpty else { return nil }
        if i + 1 < chars.count, chars[i] == "." || chars[i] == ",", chars[i + 1].isASCIIDigit {
            // `4,5:1`, `0,5pt`, `1,125rem`; not `1,000` (three digits after a comma).
            var j = i + 1
            var fraction = ""
            while j < chars.count, chars[j].isASCIIDigit {
                fraction.append(chars[j])
                j += 1
            }
            let remFollows = j + 2 < chars.count && String(characters: chars[j..<(j + 3)]).lowercased() == "rem"
            if !(chars[i] == "," && fraction.count == 3 && !remFollows) {
                text += "." + fraction
                i = j
            }
        }
        return Double(text).map { ($0, i) }
    }

    func unit(_ chars: [Character], _ start: Int) -> Int? {
        var i = start
        if i < chars.count, chars[i] == " " { i += 1 }
        // A character of ASCII that no unit starts with (any case) starts none.
        guard i < chars.count else { return nil }
        // `16 × 16 CSS px`: WCAG's own name for the web's pixel.
        if i + 6 <= chars.count, Self.lowercased(chars[i..<(i + 6)], equals: "css px"), i + 6 == chars.count || !chars[i + 6].isLetterFast { return i + 6 }
        if let byte = chars[i].asciiByte, !Self.unitLeads.contains(byte | 0x20) { return nil }
        for unit in Self.units {
            let end = i + unit.count
            guard end <= chars.count, Self.lowercased(chars[i..<end], equals: unit) else { continue }
            if end < chars.count, chars[end].isLetterFast || chars[end].isNumberFast { continue }
            return end
        }
        return nil
    }

    /// `11px/14px`, `13px / 18px`: where a text size's line height in the same unit ends; nil
    /// when no line height follows the size.
    func lineHeightEnd(_ chars: [Character], start: Int, value: Double, afterNumber: Int, end: Int) -> Int? {
        var slash = end
        if slash + 1 < chars.count, chars[slash] == " ", chars[slash + 1] == "/" { slash += 1 }
        guard slash < chars.count, chars[slash] == "/", !(start > 0 && chars[start - 1] == "/") else { return nil }
        var next = slash + 1
        if next < chars.count, chars[next] == " " { next += 1 }
        guard let (height, heightNumberEnd) = number(chars, next), let heightEnd = unit(chars, heightNumberEnd),
            String(characters: chars[afterNumber..<end]).trimmed.lowercased() == String(characters: chars[heightNumberEnd..<heightEnd]).trimmed.lowercased(),
            value >= 9, value <= 120, height > value, height <= 2 * value,
            !(heightEnd < chars.count && (chars[heightEnd].isNumberFast || chars[heightEnd] == "/"))
        else { return nil }
        return heightEnd
    }

    /// A value starting with a number: a length, a box (`44 × 44`, and `100% × 56px`, full width
    /// by 56), a text size over its line height, a ratio or an opacity.
    func numeric(_ chars: [Character], from first: Int, start: Int, before: ValueSpan?) -> ValueSpan? {
        func span(_ kind: ValueSpan.Kind, _ end: Int) -> ValueSpan {
            ValueSpan(kind: kind, start: start, end: end, text: String(characters: chars[start..<end]))
        }
        guard let (value, afterNumber) = number(chars, first) else { return nil }
        var end = afterNumber
        let unitEnd = unit(chars, end)
        if let unitEnd { end = unitEnd }
        // `44 × 44`, `24x24pt`, `390 by 844`.
        if let boxEnd = box(chars, end) { return span(.dimensions, boxEnd) }
        if unitEnd != nil { return lineHeightEnd(chars, start: start, value: value, afterNumber: afterNumber, end: end).map { span(.font, $0) } ?? span(.length, end) }
        // `callout 16 reg`, `sz 10 reg`, `Footnote 13 semibold`: a bare size a weight follows is a
        // text size.
        if value >= 6, value <= 120, end < chars.count, chars[end] == " ", TypographyReader.weight(word(chars, from: end + 1)) != nil,
            Int(word(chars, from: end + 1)) == nil
        {
            return span(.length, end)
        }
        // `Size 10`, `Font size 17`: an inspect panel's bare size after its label.
        if value >= 6, value <= 120, unitEnd == nil, !(end < chars.count && (chars[end].isLetterFast || "%:/.".contains(chars[end]))),
            !(end + 1 < chars.count && chars[end] == " " && chars[end + 1].isLetterFast && chars[end + 1].isUppercaseFast && !Self.isLabelStart(chars, end + 1)),
            Self.followsSizeLabel(chars, start)
        {
            return span(.length, end)
        }
        // `4.5:1`, `4,5 : 1`.
        var i = end
        if i < chars.count, chars[i] == " " { i += 1 }
        if i < chars.count, chars[i] == ":" {
            var j = i + 1
            if j < chars.count, chars[j] == " " { j += 1 }
            let decimal = j + 2 < chars.count && chars[j + 1] == "." && chars[j + 2].isNumberFast
            if j < chars.count, chars[j] == "1", !(j + 1 < chars.count && chars[j + 1].isNumberFast), !decimal {
                return span(.ratio, j + 1)
            }
        }
        // `17/22`: a text size over its line height — not a run of numbers (`iPhone 15/16/17`).
        if end < chars.count, chars[end] == "/", !(start > 0 && chars[start - 1] == "/"), let (height, heightEnd) = number(chars, end + 1), value >= 6, value <= 120,
            height >= value, height <= 2.5 * value, !(heightEnd < chars.count && (chars[heightEnd].isNumberFast || chars[heightEnd] == "/"))
        {
            return span(.font, heightEnd)
        }
        // `16 / 24 px`, as an inspector or a report spaces it: a text size over its line height.
        if unitEnd == nil, end + 3 < chars.count, chars[end] == " ", chars[end + 1] == "/", chars[end + 2] == " ",
            !(start > 0 && chars[start - 1] == "/"), let (height, heightEnd) = number(chars, end + 3), value >= 6, value <= 120,
            height >= value, height <= 2.5 * value, !(heightEnd < chars.count && (chars[heightEnd].isNumberFast || chars[heightEnd] == "/"))
        {
            return span(.font, heightEnd)
        }
        // `12 on 16`, said as type is set: a text size on its line height.
        if unitEnd == nil, end + 4 < chars.count, chars[end] == " ", chars[end + 1] == "o", chars[end + 2] == "n", chars[end + 3] == " ",
            let (height, heightEnd) = number(chars, end + 4), value >= 6, value <= 120, height >= value, height <= 2.5 * value,
            !(heightEnd < chars.count && (chars[heightEnd].isNumberFast || chars[heightEnd].isLetterFast || chars[heightEnd] == "%"))
        {
            return span(.font, heightEnd)
        }
        // `40%` as an opacity: after `@`/`at`, before an opacity word, or right after a color.
        var percentEnd: Int?
        if end < chars.count, chars[end] == "%" {
            percentEnd = end + 1
        } else if end + 1 < chars.count, chars[end] == " ", chars[end + 1] == "%" {
            percentEnd = end + 2
        }
        let nextWord = word(chars, from: percentEnd ?? end)
        if let percentEnd {
            if value == 100, let boxEnd = box(chars, percentEnd) { return span(.dimensions, boxEnd) }
            let previousWords = words(before: start, in: chars, count: 1)
            // `Soft Pink #FF8FA3 a 20%`, `al 20 %`, `à 20 %`: "at" in another language, right after a color.
            let atColor = previousWords.last.map { word in
                Self.foreignAtWords.contains(word) && before.map { $0.kind == .color && start - $0.end <= word.count + 2 } == true
            } ?? false
            if Self.opacityWords.contains(nextWord) || previousWords.last == "at" || atColor || followsColor(chars, before, start) {
                return span(.opacity, percentEnd)
            }
            return nil
        }
        // `0.4 opacity`, `0,6 Deckkraft`.
        if value <= 1, Self.opacityWords.contains(nextWord) { return span(.opacity, end) }
        return nil
    }

    /// The end of `× H[unit]` after a width, if one follows.
    func box(_ chars: [Character], _ start: Int) -> Int? {
        var i = start
        if i < chars.count, chars[i] == " " { i += 1 }
        guard i < chars.count else { return nil }
        if chars[i] == "×" || chars[i] == "x" || chars[i] == "X" {
            i += 1
        } else if i + 1 < chars.count, chars[i] == "b", chars[i + 1] == "y", i > start {
            i += 2
        } else {
            return nil
        }
        if i < chars.count, chars[i] == " " { i += 1 }
        if let (_, end) = number(chars, i) {
            if end < chars.count, chars[end].isLetterFast, unit(chars, end) == nil { return nil }
            return unit(chars, end) ?? end
        }
        let extent = word(chars, from: i)
        if Self.extentWords.contains(extent) { return i + extent.count }
        return nil
    }

    /// `Hug × 44`, `Fill × 50`.
    func extentBox(_ chars: [Character], _ start: Int, first: String) -> Int? {
        guard Self.extentWords.contains(first) else { return nil }
        var i = start + first.count
        if i < chars.count, chars[i] == " " { i += 1 }
        guard i < chars.count, chars[i] == "×" || chars[i] == "x" else { return nil }
        i += 1
        if i < chars.count, chars[i] == " " { i += 1 }
        guard let (_, end) = number(chars, i) else { return nil }
        return unit(chars, end) ?? end
    }

    func colorFunction(_ chars: [Character], _ codes: [UInt8], _ start: Int) -> Int? {
        // The longest function name is five letters: no `(` within six characters, no function.
        guard codes[start..<min(chars.count, start + 7)].contains(UInt8(ascii: "(")) else { return nil }
        let head = String(characters: chars[start..<min(chars.count, start + 6)]).lowercased()
        guard Self.colorFunctions.contains(where: { head.hasPrefix($0) }) else { return nil }
        var i = start
        while i < chars.count, codes[i] != UInt8(ascii: ")") { i += 1 }
        return i < chars.count ? i + 1 : nil
    }

    /// Whether the hyphen at `hyphen` ends a word of one to four lowercase letters standing at a
    /// word's start (`ngu-`, `ku-`).
    static func isParticle(_ chars: [Character], _ codes: [UInt8], endingAt hyphen: Int) -> Bool {
        var start = hyphen
        while start > 0, hyphen - start < 5, chars[start - 1].isLowercase { start -= 1 }
        guard (1...4).contains(hyphen - start) else { return false }
        guard start > 0 else { return true }
        let before = codes[start - 1]
        return !(isLetter(chars, codes, start - 1) || isNumber(chars, codes, start - 1) || before == UInt8(ascii: ".") || before == UInt8(ascii: "#")
            || before == UInt8(ascii: "-") || before == UInt8(ascii: "_"))
    }

    func tokenPath(_ chars: [Character], _ codes: [UInt8], _ start: Int) -> Int? {
        var i = start
        while i < chars.count, Self.isLetter(chars, codes, i) || Self.isNumber(chars, codes, i) || codes[i] == UInt8(ascii: ".") || codes[i] == UInt8(ascii: "-")
            || codes[i] == UInt8(ascii: "_") || codes[i] == UInt8(ascii: "*")
        {
            i += 1
        }
        var end = i
        while end > start, codes[end - 1] == UInt8(ascii: ".") || codes[end - 1] == UInt8(ascii: "-") { end -= 1 }
        // Most words are not dotted: no path, and no string made for one.
        guard codes[start..<end].contains(UInt8(ascii: ".")) else { return nil }
        let text = String(characters: chars[start..<end])
        guard let first = text.split(separator: ".").first, Self.pathGroups.contains(first.lowercased()) else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        // `colors.dart`, `typography.swift`: a file's name, not a token's.
        guard let last = parts.last, !Self.fileExtensions.contains(last.lowercased()) else { return nil }
        // `tokens.color.emotion[mood]`: a group indexed in code, no one token.
        guard end >= chars.count || chars[end] != "[" else { return nil }
        return end
    }

    /// `opacity 0.4`, `opacity: 40%`, `alpha 0.5`, `op 0.6` (shorthand).
    func opacityWord(_ chars: [Character], _ start: Int, first: String) -> Int? {
        // In a script written without spaces the word may carry a particle before it (`を不透明度`).
        guard Self.opacityLeadWords.contains(first)
            || (first.unicodeScalars.contains { $0.value >= 0x3000 }
                && Self.opacityLeadWords.contains(where: { $0.unicodeScalars.first!.value >= 0x3000 && first.hasSuffix($0) }))
        else { return nil }
        var i = start + first.count
        if i < chars.count, chars[i] == ":" { i += 1 }
        while i < chars.count, chars[i] == " " { i += 1 }
        guard let (value, end) = number(chars, i) else { return nil }
        if end < chars.count, chars[end] == "%" { return end + 1 }
        // `непрозрачностью 60 %`, `opacité 60 %`: a space before the sign, as French and Russian write it.
        if end + 1 < chars.count, chars[end] == " " || chars[end] == "\u{00A0}" || chars[end] == "\u{202F}", chars[end + 1] == "%" { return end + 2 }
        return value <= 1 ? end : nil
    }

    /// A design-system color name starting here (`Primary Coral`, `Off-White`, `Charcoal`).
    func colorName(_ chars: [Character], _ codes: [UInt8], _ start: Int) -> Int? {
        guard let names else { return nil }
        var words: [String] = []
        var ends: [Int] = []
        var i = start
        while words.count < 5, i < chars.count {
            var j = i
            while j < chars.count, Self.isLetter(chars, codes, j) || Self.isNumber(chars, codes, j) || codes[j] == UInt8(ascii: "-") || codes[j] == UInt8(ascii: "'") {
                j += 1
            }
            guard j > i else { break }
            words.append(Self.text(chars, codes, i..<j))
            ends.append(j)
            // The first word rejects most capitalized words: looked at before the rest are made.
            if words.count == 1, !startsName(words[0]) { return nil }
            // `Text/Meta`: a style's groups written with slashes are words of one name.
            guard j < chars.count, codes[j] == UInt8(ascii: " ") || codes[j] == UInt8(ascii: "/") else { break }
            i = j + 1
        }
        guard let first = words.first else { return nil }
        guard let count = names(words) else { return nil }
        // `Background Black #000000 at 60%`: a role word, then a color named after it and its
        // hex — the role word is no part of the name.
        if count >= 2, ["background", "bg", "backdrop", "canvas", "fill"].contains(first.lowercased()), names(Array(words[1..<count])) == count - 1,
            let hex = Self.hexFollowing(chars, ends[count - 1]), let isNamed = hexIsNamed,
            !isNamed(words[0..<count].joined(separator: " "), hex), isNamed(words[1..<count].joined(separator: " "), hex)
        {
            return nil
        }
        if count == 1, roleWordNames.contains(TokenIndex.nameKey(first)) {
            var previous = start - 1
            while previous >= 0, chars[previous] == " " { previous -= 1 }
            if previous < 0 || "·,;:—–(|-•*".contains(chars[previous]) { return nil }
        }
        // `The lowest pair is Happy at 4.57:1`: a palette member's name with a ratio after it
        // names that member's pair, not a color drawn.
        if count == 1, paletteMemberNames.contains(first.lowercased()), Self.ratioFollows(chars, ends[0]) { return nil }
        return ends[count - 1]
    }

    /// The hex color right after a position, past spaces.
    static func hexFollowing(_ chars: [Character], _ end: Int) -> String? {
        var i = end
        while i < chars.count, chars[i] == " " { i += 1 }
        guard i + 1 < chars.count, chars[i] == "#" else { return nil }
        var j = i + 1
        while j < chars.count, chars[j].isHexDigit { j += 1 }
        return [4, 7, 9].contains(j - i) ? String(chars[i..<j]) : nil
    }

    /// ` at 4.57:1` right after a position.
    static func ratioFollows(_ chars: [Character], _ end: Int) -> Bool {
        var i = end
        while i < chars.count, chars[i] == " " { i += 1 }
        guard i + 3 <= chars.count, String(chars[i..<(i + 3)]) == "at " else { return false }
        i += 3
        var digits = i
        while digits < chars.count, chars[digits].isNumberFast || chars[digits] == "." || chars[digits] == "," { digits += 1 }
        return digits > i && digits + 1 < chars.count && chars[digits] == ":" && chars[digits + 1] == "1"
    }

    /// Whether `first` can be a color name's first word. A word that folds to nothing (a lone
    /// `-`) leaves the first name word to the next one.
    func startsName(_ first: String) -> Bool {
        if let known = memo.startsName[first] { return known }
        var starts = true
        if let firstKey = TokenIndex.nameKey(first).split(separator: " ").first, !nameFirstWords.contains(String(firstKey)) { starts = false }
        memo.startsName[first] = starts
        return starts
    }

    // MARK: Words

    func word(_ chars: [Character], from start: Int) -> String {
        var i = start
        while i < chars.count, chars[i] == " " { i += 1 }
        var j = i
        while j < chars.count, chars[j].isLetterFast { j += 1 }
        return Self.lowercasedText(chars[i..<j])
    }

    /// `String(characters:).lowercased()`, made from the bytes at once when every character is
    /// ASCII (a word of a spec nearly always is).
    static func lowercasedText(_ chars: ArraySlice<Character>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chars.count)
        for character in chars {
            guard let byte = character.asciiByte else { return String(characters: chars).lowercased() }
            bytes.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `String(characters: chars).lowercased() == text` for an ASCII `text`, compared character by
    /// character when they are ASCII.
    static func lowercased(_ chars: ArraySlice<Character>, equals text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        for character in chars {
            guard let byte = character.asciiByte else { return String(characters: chars).lowercased() == text }
            guard let expected = bytes.next(), expected == ((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte) else { return false }
        }
        return bytes.next() == nil
    }

    /// Whether an inspect panel's next label (`Line`, `Weight`, `Character`) starts at `index`.
    static func isLabelStart(_ chars: [Character], _ index: Int) -> Bool {
        let word = String(characters: chars[index...].prefix { $0.isLetterFast }).lowercased()
        return ["line", "weight", "character", "letter", "color", "colour", "font", "tracking", "leading"].contains(word)
    }

    /// Whether `Size` (any case, an optional colon) stands right before `start`.
    static func followsSizeLabel(_ chars: [Character], _ start: Int) -> Bool {
        var index = start - 1
        while index >= 0, chars[index] == " " || chars[index] == ":" { index -= 1 }
        guard index >= 3, index < start - 1 else { return false }
        let word = String(characters: chars[(index - 3)...index]).lowercased()
        return word == "size" && (index < 4 || !chars[index - 4].isLetterFast || chars[index - 4] == "-")
    }

    func words(before index: Int, in chars: [Character], count: Int) -> [String] {
        let text = String(characters: chars[..<index]).lowercased()
        return Array(text.split { !$0.isLetterFast }.suffix(count).map(String.init))
    }

    /// Whether a span starting at `start` follows a color with only a space between.
    func followsColor(_ chars: [Character], _ before: ValueSpan?, _ start: Int) -> Bool {
        guard let before, before.kind == .color, before.end <= start, start - before.end <= 2 else { return false }
        return chars[before.end..<start].allSatisfy { $0 == " " }
    }
}

/// The value lexer for tools and tests: the kinds of value a line holds, in order.
public enum SpecValues {
    public static func kinds(in line: String, system: DesignSystem) -> [String] {
        ValueLexer(index: TokenIndex(system: system)).spans(in: line).map(\.kind.rawValue)
    }
}
