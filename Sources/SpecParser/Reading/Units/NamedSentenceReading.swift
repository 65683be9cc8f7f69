import DesignModel
import Diagnostics

/// `Cancel text is Primary Coral #FF6B6B on the White screen background`, `the date line goes
/// lighter → Light Gray #B2BEC3`, `changing the CTA fill to Deep Teal #4ECDC4`: a sentence with
/// no key names its element itself, before its values.
enum NamedSentenceReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "named-sentence", title: "Sentences that name their element",
        summary: "A sentence with values and no key names its element in the words before them (after a mode that leads it, `In dark mode the title …`, which makes it about that mode and an element named before, wherever it stands; where the element stands, between its name and the verb, is a place, not a role of its values: `The date at the top of the card is 13pt Slate Gray`): the first phrase that is not a filler (`and`, `ok`, `heads up`, `it`), an imperative (`changing the …`, `shrink the …`) or a verb onwards (`is`, `goes`, `turns`, `to`, `on`). A role word ending the phrase (`Cancel text`, `CTA fill`, `Field background`) gives the values their role and is not part of the name; a phrase that is only a role word (`Label is …`, `Icon is …`) or a pronoun (`it is …`) is the element the paragraph is about. After a leading place the element may follow its verb (`Under each dot is its weekday letter`, `In the corner there's a Charcoal dismiss icon`); a color between a determiner and a noun (`a Charcoal dismiss icon`) describes that element. What an element sits on (`sits on the Soft Peach banner`) is its backdrop, not its fill, and a second clause after `and` and a verb (`… and uses Slate Gray 13pt text`) is read on its own, about the same element. Under no heading at all (an e-mail, a chat export) the elements a sentence names, by a phrase or by a `Key:`, stand at the document's top. A sentence naming the screen's or page's background is the document's background; a token glossed with its values per mode (`color.background.primary (White #FFFFFF light, Background Black #1A1D1F dark)`) gives them, and a glossed token beside another mode's color (`token (#F9FAFB) in light and Background Black #1A1D1F in dark`) gives each mode its own. A glyph in a name is a word of it (`The remove × is …`), and a block quote's `>` markers are no part of its sentences. A name that is only quoted copy (`\"Sign out\" in dark …`, a mode after it) is a text: a color no word names is its ink. A name may hold quoted text in any quote marks (`\"…\"`, `“…”`, `«…»`, `„…“`, `「…」`); where a name ends in its quoted text and goes on to say where it sits (`Tegnteller «0/500» nederst til høyre i feltet`), the quoted text ends it. A paragraph's `Key: values` line whose key is too long or too wordy to be a name, and which no other reading takes (`Load link under the last card: #FF6B6B on the page bg`), is such a sentence: its element is named by the key's first words, and the place the key names after them (`under the last card`) lends the value no role. Two colors joined by `and`, each with a role word of its own (`Cards have a #FFFFFF background and a 1px #DFE6E9 border`), each take their own role.",
        examples: [
            SpecReadingExample(
                """
                # Entry

                Screen background: White #FFFFFF

                ## Header

                The title uses Charcoal #2D3436 at 17pt semibold.

                ## Footer

                In dark mode the title switches to #F5F6FA on #1A1D1F.
                """,
                facts: ["text title: #2D3436 on #FFFFFF (light)", "text title: #F5F6FA on #1A1D1F (dark)"],
                absent: ["text title: #F5F6FA on #1A1D1F (light)", "text title: #2D3436 on #FFFFFF (dark)"]),
            SpecReadingExample(
                """
                # Timeline

                Screen background: White #FFFFFF

                The date at the top of the card is 13pt Slate Gray (#636E72).
                """,
                facts: ["text date: #636E72 on #FFFFFF (light)"],
                absent: ["non-text date: #636E72 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Timeline

                Page background #F9FAFB.
                Cards have a #FFFFFF background and a 1px #DFE6E9 border.
                """,
                facts: ["non-text Cards: #DFE6E9 on #FFFFFF (light)"],
                absent: ["non-text Cards: #FFFFFF on #F9FAFB (light)"]),
            SpecReadingExample(
                """
                ## Timeline

                Page background #FFFFFF.

                Load link under the last card: `color.link.default` #FF6B6B on the page bg, 15px / 600
                """,
                facts: ["text Load link: #FF6B6B on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Timeline

                Page background #FFFFFF.

                "Load older entries" link under the last card: #FF6B6B on the page bg, 15px / 600

                Older entries text link under the last card: #FF6B6B on the page bg, 15px / 600
                """,
                facts: ["text \"Load older entries\" link: #FF6B6B on #FFFFFF (light)", "text Older entries text link: #FF6B6B on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Settings

                Canvas: White #FFFFFF

                - "Sign out" in dark color.text.destructive = #E74C3C, card background #2C3135; text 16sp Medium.
                """,
                facts: ["text \"Sign out\": #E74C3C on #2C3135 (dark)"]),
            SpecReadingExample(
                """
                ## Emotion chips

                Canvas: White #FFFFFF

                > The remove × is its own 24×24dp clickable inside the chip.
                """,
                facts: ["target remove ×: 24×24"]),
            SpecReadingExample(
                """
                ## Entry

                Canvas: White #FFFFFF

                - Tegnteller «0/500» nederst til høyre i feltet, 11 sp regular, `color.text.secondary`
                """,
                facts: ["text size Tegnteller «0/500»: 11"]),
            SpecReadingExample(
                """
                ## Entry

                Canvas: White #FFFFFF

                **① Navigation bar.** 44pt tall standard bar.
                Cancel text is Primary Coral #FF6B6B on the White screen background in light mode; in dark mode it
                switches to Primary Coral Adjusted #FF8787 on Background Black #1A1D1F.
                """,
                facts: ["text Cancel: #FF6B6B on #FFFFFF (light)", "text Cancel: #FF8787 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                ## Share sheet

                Canvas: Off-White #F9FAFB

                ok so changing the CTA fill to Deep Teal #4ECDC4, the label stays White #FFFFFF.
                """,
                facts: ["text CTA: #FFFFFF on #4ECDC4 (light)"]),
            SpecReadingExample(
                """
                ## Banner

                Canvas: White #FFFFFF

                The reminder chip sits on the Soft Peach banner and uses Slate Gray 13pt text ("Reminder · 8:00 PM").
                Under each dot is its weekday letter ("M", "T", "W"…) at 10pt in Slate Gray #636E72, centered.
                In the top-right corner there's a Charcoal dismiss "×" icon, 16pt glyph inside a 24×24pt button.
                """,
                facts: [
                    "text reminder chip: #636E72 on #FFB4A2 (light)", "text size reminder chip: 13", "text weekday letter: #636E72 on #FFFFFF (light)",
                    "text size weekday letter: 10", "non-text dismiss \"×\": #2D3436 on #FFFFFF (light)", "target dismiss \"×\": 24×24",
                ],
                absent: ["text reminder chip: #FFB4A2 on #FFFFFF (light)", "target dismiss \"×\": 16×16"]),
            SpecReadingExample(
                """
                # Settings

                ## Layout

                Page background for the whole screen is `color.background.surface` (#F9FAFB) in light and Background Black #1A1D1F in dark.

                ## Elements

                | Element | Type | Color (Light) | Color (Dark) |
                |---|---|---|---|
                | Reset streak | Text button | Error Red #D63031 | Error Red (dark) #E74C3C |
                """,
                facts: ["text Reset streak: #D63031 on #F9FAFB (light)", "text Reset streak: #E74C3C on #1A1D1F (dark)"],
                absent: ["text Reset streak: #E74C3C on #F9FAFB (dark)"]),
            SpecReadingExample(
                """
                Hi team, notes on the search screen below.

                Screen background is White #FFFFFF in light and Background Black #1A1D1F in dark.

                The date line is Footnote 13pt in Light Gray #B2BEC3.
                Empty-state body in dark: Slate Gray #636E72, 15pt.
                """,
                facts: ["text date line: #B2BEC3 on #FFFFFF (light)", "text Empty-state body: #636E72 on #1A1D1F (dark)"]),
        ])

    /// Whether words open with a typeface's name (`Roboto`, `SF Pro`, `Open Sans`).
    static func namesTypeface(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        if typefaces.contains(first) { return true }
        return words.count > 1 && typefacePairs.contains(first + " " + words[1])
    }

    static let typefaces: Set<String> = ["roboto", "inter", "helvetica", "arial", "lato", "montserrat", "poppins", "avenir", "gotham", "georgia", "menlo"]
    static let typefacePairs: Set<String> = ["sf pro", "open sans", "source sans", "ibm plex", "segoe ui", "noto sans", "proxima nova", "san francisco"]

    /// Words opening a sentence that name nothing.
    static let fillers: Set<String> = [
        "and", "but", "so", "then", "also", "now", "ok", "okay", "oh", "yes", "yeah", "i", "we", "you", "they", "it", "let's", "lets", "just",
        "still", "maybe", "please", "fyi", "plus", "keep", "the", "a", "an", "our", "its", "their", "this", "that", "these", "those", "each",
        "every", "all", "heads", "up", "hey", "btw", "actually", "instead", "here", "there", "which", "he", "she", "his", "her",
        "minimum", "maximum", "min", "max",
    ]
    static let determiners: Set<String> = ["the", "a", "an", "our", "its", "their", "this", "that", "my", "your", "every", "each", "all"]
    /// Words after an element's name: a verb or a preposition starts what is said about it.
    /// Glyphs that stand for a control in its name as a word does (`The remove ×`, `the ⋯ button`).
    static let glyphNames: Set<String> = ["×", "✕", "✖", "⨯", "⋯", "⋮", "…", "•••", "+", "＋", "←", "‹", "›", "⌄", "✓"]

    static let stopWords: Set<String> = [
        "is", "are", "was", "were", "be", "been", "becomes", "become", "goes", "go", "turns", "turned", "stays", "stay", "remains", "switches",
        "gets", "get", "got", "uses", "use", "used", "sits", "sit", "rests", "lies", "floats", "placed", "overlaps", "overlays", "reads", "shows", "show", "has", "have", "had", "should", "will", "would",
        "can", "could", "must", "needs", "need", "set", "sets", "to", "at", "in", "on", "over", "with", "under", "for", "from", "than", "of",
        "as", "into", "like", "→", "->", "=", "per", "via", "by", "when", "while", "if", "and", "or", "changes", "changed", "keeps", "drawn",
        "shown", "measures", "gives", "looks", "feels", "appears", "renders", "reads", "in", "inside", "above", "below", "behind", "shall", "may",
        "carries", "carry", "provides", "provide", "offers", "includes", "include", "contains", "features", "displays",
        // Thai: uses, is, is (equals), in, on (spaced by `FullWidthFolding`).
        "ใช้", "เป็น", "คือ", "ใน", "บน",
        // Czech: is, are, has, have, stays, sits, on, in, with, at.
        "je", "jsou", "má", "mají", "zůstává", "sedí", "na", "v", "ve", "s", "se", "při",
        // Malay: is, has, at, on, in, with, stays, becomes.
        "ialah", "adalah", "mempunyai", "pada", "atas", "di", "dengan", "kekal", "menjadi", "jadi",
        // Portuguese, Spanish, Italian, German and French: is, are, stays, has, uses.
        "é", "são", "fica", "ficam", "tem", "usa", "es", "son", "está", "queda", "tiene", "è", "sono", "resta", "ist", "sind", "bleibt", "est", "sont",
    ]
    /// Phrases naming a mode that may open a sentence before its element, in every language.
    static let leadingModePhrases: Set<String> = Set(
        ["in dark mode", "in light mode", "dark mode", "light mode", "in dark", "in light"] + LanguageWords.words(\.light) + LanguageWords.words(\.dark)
    )

    /// `the clear button's tappable area`: the touch phrase says what the size is; the element is
    /// the one it belongs to (`the clear button`).
    static func ownerOfTouchPhrase(_ tokens: ArraySlice<PhraseToken>) -> ArraySlice<PhraseToken> {
        guard tokens.count >= 3, !tokens[tokens.endIndex - 1].quoted, !tokens[tokens.endIndex - 2].quoted,
            RoleWords.touchPhrases.contains(tokens[tokens.endIndex - 2].word + " " + tokens[tokens.endIndex - 1].word),
            tokens[tokens.endIndex - 3].text.lowercased().replacingOccurrences(of: "’", with: "'").hasSuffix("'s")
        else { return tokens }
        let owner = tokens.endIndex - 3
        var out = tokens[..<(owner + 1)]
        out[owner].text = String(out[owner].text.dropLast(2))
        return out
    }

    /// How many of a sentence's first words name a mode (`tummassa tilassa`), or nil.
    static func leadingModeLength(_ words: [String]) -> Int? {
        [3, 2, 1].first { $0 <= words.count && !words.prefix($0).contains("") && leadingModePhrases.contains(words.prefix($0).joined(separator: " ")) }
    }

    /// Verbs saying where an element is placed.
    static let placementWords: Set<String> = ["sits", "sit", "rests", "lies", "floats", "placed", "overlaps", "overlays"]
    /// Verbs after a leading place that put the element after them (`Under each dot is its …`).
    static let inversionCopulas: Set<String> = ["is", "are", "there's", "there’s", "sits", "sit", "comes", "goes", "lies", "appears", "shows", "je", "jsou", "sedí", "ialah", "adalah"]
    /// Verbs that open a second clause about the same element after ` and ` (`sits on the
    /// banner and uses Slate Gray 13pt text`).
    static let clauseVerbs: Set<String> = [
        "uses", "use", "is", "are", "has", "have", "gets", "shows", "turns", "stays", "becomes", "reads", "sits", "keeps", "takes", "carries",
    ]
    /// Words before a color that make it an attribute of the noun after it (`a Charcoal dismiss
    /// icon`, `the Primary Coral flame`).
    static let attributiveDeterminers: Set<String> = ["a", "an", "the", "its", "their"]

    /// Character offsets where a sentence splits into clauses about the same element: before
    /// ` and ` followed by a verb, outside parentheses and quotes.
    static func clauseStarts(_ text: String) -> [Int] {
        let chars = Array(text)
        var out: [Int] = []
        var depth = 0
        var quoted = false
        for index in chars.indices {
            let character = chars[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if "\"“”".contains(character) { quoted.toggle() }
            guard depth == 0, !quoted, character == " ", index + 5 < chars.count, String(chars[(index + 1)...(index + 4)]).lowercased() == "and " else { continue }
            let next = String(chars[(index + 5)...]).split(separator: " ").first.map { $0.lowercased() } ?? ""
            if clauseVerbs.contains(next) { out.append(index + 5) }
        }
        return out
    }

    /// Words opening a place or a condition before the element (`Next to the flame`, `In dark
    /// mode`, `Under the field`).
    static let prepositions: Set<String> = [
        "in", "on", "at", "next", "under", "above", "below", "along", "beside", "behind", "left", "right", "when", "while", "if", "after",
        "before", "until", "once", "with", "without", "for", "from", "inside", "within", "across", "between", "during", "unlike", "like",
    ]
    /// Nouns of elements that are text when nothing else names their role.
    static let textNouns: Set<String> = [
        "line", "footnote", "watermark", "wordmark", "subtitle", "heading", "header", "hint", "helper", "count", "counter", "status", "date",
        "time", "name", "body", "eyebrow", "description", "subhead", "subheading", "timestamp", "value", "label", "text", "title", "caption",
    ]

    /// Words naming a mode after a name's quoted copy (`"Sign out" in dark`, `"সাইন আউট" ডার্কে`).
    static let trailingModeWords = Set(LanguageWords.words(\.dark) + LanguageWords.words(\.light) + ["dark", "light", "in"])

    /// The color role a phrase gives values that name none: its role word, else its last word's
    /// role, else text for an element that is text (`date line`, `footnote`).
    static func defaultRole(_ phrase: Phrase?) -> RoleWords.ColorRole? {
        guard let phrase else { return nil }
        if let role = phrase.role { return role }
        // `"Sign out" #E74C3C, card background #2C3135`: a name that is only quoted copy is a
        // text, and a color no word names is its ink.
        var name = phrase.name.trimmed
        if let first = name.first, "\"“„«".contains(first) {
            // `"সাইন আউট" ডার্কে`, `"Sign out" in dark`: the mode after the copy is the sentence's.
            while let space = name.lastIndex(of: " "), trailingModeWords.contains(String(name[name.index(after: space)...]).lowercased()) {
                name = String(name[..<space]).trimmed
            }
            if let last = name.last, name.count > 2, "\"”“»".contains(last), !name.dropFirst().dropLast().contains(where: { "\"“”„«»".contains($0) }) {
                return .text
            }
        }
        let words = phrase.name.lowercased().split(separator: " ").map(String.init)
        // A plural names the same kind (`Tab labels are 11px`).
        if words.contains(where: { textNouns.contains($0) || ($0.count > 3 && $0.hasSuffix("s") && textNouns.contains(String($0.dropLast()))) }) { return .text }
        // `Cards switch to Elevated Surface #2C3135 on the Background Black screen`: a surface's color is its fill.
        return words.last.map(surfaceNouns.contains) == true ? .background : nil
    }

    /// Change verbs of a plural subject (`Cards switch to …`), which end its name before `to`.
    static let changeVerbs: Set<String> = ["switch", "change", "turn", "fade", "flip", "shift"]

    /// The tokens of a name before its stop word, without the change verb of a plural subject
    /// before `to` (`Cards switch to Elevated Surface`).
    /// `The date at the top of the card is 13pt Slate Gray`: where the element stands, between
    /// its name and the verb, blanked — the card there is a place, not a role of the values.
    static func withoutPlace(_ rest: Fragment, name: String) -> Fragment {
        let lower = rest.text.lowercased()
        guard !name.isEmpty, lower.hasPrefix(name.lowercased()) else { return rest }
        let after = lower.dropFirst(name.count)
        guard let place = placePrepositions.first(where: { after.hasPrefix(" \($0) ") }),
            let verb = [" is ", " are ", " uses ", " use ", " sits ", " shows "].compactMap({ after.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
        else { return rest }
        let start = name.count + 1
        let end = name.count + after.distance(from: after.startIndex, to: verb.lowerBound)
        guard end > start + place.count, after[after.startIndex..<verb.lowerBound].split(separator: " ").count <= 8 else { return rest }
        return rest.blanking([start..<end])
    }

    /// Prepositions of where an element stands (`at the top of`, `under`), not of what it sits on.
    static let placePrepositions = ["at", "in", "inside", "under", "below", "above", "beside", "near", "within", "along"]

    static func nameBefore(_ stop: Int, in tokens: ArraySlice<PhraseToken>) -> ArraySlice<PhraseToken> {
        let name = tokens[..<stop]
        guard tokens[stop].word == "to", name.count > 1, let last = name.last, !last.quoted, changeVerbs.contains(last.word) else { return name }
        return name.dropLast()
    }

    /// Names of surfaces, whose one color is their fill.
    static let surfaceNouns: Set<String> = [
        "card", "cards", "sheet", "sheets", "panel", "panels", "surface", "surfaces", "dialog", "dialogs", "modal", "modals", "tile", "tiles", "container", "containers",
    ]

    /// Role words that end an element's phrase without being part of its name.
    static let roleSuffixes: Set<String> = ["text", "label", "fill", "background", "bg", "border", "stroke", "outline", "icon", "glyph", "color", "colour", "tint"]

    struct Phrase {
        /// Where the phrase starts in the sentence (characters).
        var start: Int
        /// The element's name; empty when the phrase is only a role word.
        var name: String
        var role: RoleWords.ColorRole?
        /// True when the element's verb places it (`the chip sits on …`).
        var placed = false
    }

    /// A word of a sentence before its first value; a quoted name is one word.
    struct PhraseToken {
        var start: Int
        var text: String
        var quoted: Bool

        /// The token as a word to look up: lowercased, without punctuation; empty when quoted.
        var word: String { quoted ? "" : text.lowercased().trimmingCharacters(in: .punctuationCharacters) }
    }

    /// The role a name's last word gives (`Title text`), also as the end of a compound
    /// (`Container-Hintergrund`, `card-background`).
    static func headRole(_ word: String) -> RoleWords.ColorRole? {
        if let role = RoleWords.colorRole(word) { return role }
        guard word.contains("-"), let tail = word.split(separator: "-").last else { return nil }
        return RoleWords.colorRole(String(tail))
    }

    /// Opening quote marks and the marks that close them (`"…"`, `“…”`, `«…»`, `„…“`, `「…」`).
    static let quoteClosers: [Character: String] = ["\"": "\"“”", "“": "\"“”", "”": "\"“”", "«": "»", "„": "“”\"", "「": "」", "『": "』", "‹": "›"]

    /// The words of a sentence before character `end`, split into clauses at `,;:—–→` and at a
    /// sentence's full stop; words in parentheses are left out.
    static func phraseClauses(_ text: String, before end: Int) -> [[PhraseToken]] {
        let chars = Array(text)
        var clauses: [[PhraseToken]] = [[]]
        var depth = 0
        var index = 0
        func newClause() { if !(clauses.last?.isEmpty ?? true) { clauses.append([]) } }
        while index < min(end, chars.count) {
            let character = chars[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1); index += 1; continue }
            if depth > 0 { index += 1; continue }
            if let closers = Self.quoteClosers[character] {
                // A quoted name (`"Skip for now" text button`, `«0/500»`) is one word of the phrase.
                var close = index + 1
                while close < chars.count, !closers.contains(chars[close]) { close += 1 }
                clauses[clauses.count - 1].append(PhraseToken(start: index, text: String(chars[index..<min(close + 1, chars.count)]), quoted: true))
                index = close + 1
                continue
            }
            if ",;:—–→".contains(character) || (character == "." && (index + 1 == chars.count || chars[index + 1] == " ")) {
                newClause()
                index += 1
                continue
            }
            if character == " " { index += 1; continue }
            var stop = index
            while stop < min(end, chars.count), !" ,;:—–→()".contains(chars[stop]), Self.quoteClosers[chars[stop]] == nil { stop += 1 }
            clauses[clauses.count - 1].append(PhraseToken(start: index, text: String(chars[index..<stop]), quoted: false))
            index = max(stop, index + 1)
        }
        return clauses
    }

    /// The element phrase of a sentence, looked for before character `end` (its first value), one
    /// clause at a time; nil when no clause names one.
    static func phrase(_ text: String, before end: Int, placing: Bool = false) -> Phrase? {
        let clauses = phraseClauses(text, before: end)
        func word(_ token: PhraseToken) -> String { token.word }
        for clause in clauses where !clause.isEmpty {
            var tokens = clause[...]
            var placed = false
            func dropFillers() { while let first = tokens.first, !first.quoted, fillers.contains(word(first)) { tokens.removeFirst() } }
            dropFillers()
            // `Tummassa tilassa virheteksti on …`, `V tmavém režimu je …`: a mode opening the
            // sentence says when; the element comes after it.
            if let count = leadingModeLength(tokens.prefix(3).map { $0.quoted ? "" : word($0) }), tokens.count > count {
                tokens.removeFirst(count)
                dropFillers()
            }
            // `Roboto Regular 11 sp, …`: a typeface opening the sentence names its type, not an element.
            if namesTypeface(tokens.prefix(2).map(word)) { continue }
            // `Under each dot is its weekday letter`, `In the top-right corner there's a … icon`:
            // a place, then a copula, then the element (the subject comes after its verb).
            if let first = tokens.first, !first.quoted, prepositions.contains(word(first)),
                let copula = tokens.firstIndex(where: { !$0.quoted && inversionCopulas.contains(word($0)) }), copula > tokens.startIndex + 1,
                tokens[..<copula].allSatisfy({ !$0.quoted && (word($0) == "there" || !stopWords.contains(word($0)) || prepositions.contains(word($0))) }),
                // The place is the preposition's own object (`Under each dot`), not a place and
                // then the element (`In dark mode the card is …`).
                word(tokens[copula]).hasPrefix("there") || word(tokens[copula - 1]) == "there"
                    || (determiners.contains(word(tokens[tokens.startIndex + 1]))
                        && !tokens[(tokens.startIndex + 2)..<copula].contains(where: { determiners.contains(word($0)) }))
            {
                tokens = tokens[(copula + 1)...]
                dropFillers()
            } else if let first = tokens.first, !first.quoted, prepositions.contains(word(first)) {
                // `In dark mode the card is …`: after a leading place or condition, the phrase
                // starts after its determiner; `Next to the flame`, `On the left is …` name nothing.
                let rest = tokens.dropFirst()
                guard let determiner = rest.firstIndex(where: { !$0.quoted && determiners.contains(word($0)) }), determiner >= tokens.startIndex + 2,
                    rest[..<determiner].allSatisfy({ !$0.quoted && !stopWords.contains(word($0)) })
                else { continue }
                tokens = tokens[(determiner + 1)...]
            }
            // `changing the CTA fill`, `shrink the close button`: an imperative and its object.
            if tokens.count >= 3, !tokens[tokens.startIndex].quoted, determiners.contains(word(tokens[tokens.startIndex + 1])),
                RoleWords.colorRole(word(tokens[tokens.startIndex])) == nil, !stopWords.contains(word(tokens[tokens.startIndex]))
            {
                tokens.removeFirst(2)
                dropFillers()
            }
            if let stop = tokens.firstIndex(where: { !$0.quoted && stopWords.contains(word($0)) }) {
                // `the pill sits on the card surface` and its values: the element is the pill, what
                // it sits on its backdrop (`RoleAssigner`). A key saying where something sits
                // (`All rows sit on the group card:`) gives the values of what it sits on.
                if placementWords.contains(word(tokens[stop])), !placing { return nil }
                placed = placementWords.contains(word(tokens[stop]))
                tokens = nameBefore(stop, in: tokens)
            }
            tokens = ownerOfTouchPhrase(tokens)
            // `Tegnteller «0/500» nederst til høyre i feltet`: a name ending in its quoted text,
            // then where it sits.
            if tokens.count > 5, let quote = tokens.firstIndex(where: \.quoted), quote - tokens.startIndex <= 3 {
                tokens = tokens[...quote]
            }
            var role: RoleWords.ColorRole?
            var roleStart: Int?
            while let last = tokens.last, !last.quoted, roleSuffixes.contains(word(last)) {
                role = role ?? RoleWords.colorRole(word(last)) ?? (["color", "colour", "tint"].contains(word(last)) ? nil : .text)
                roleStart = last.start
                tokens.removeLast()
            }
            if tokens.isEmpty {
                if let roleStart { return Phrase(start: roleStart, name: "", role: role, placed: placed) }
                continue
            }
            // `Priya proposed the chip labels`: someone doing something to an element is not its name.
            guard tokens.count <= 5, tokens.allSatisfy({ $0.quoted || $0.text.contains(where: \.isLetter) || glyphNames.contains($0.text) }),
                !tokens.dropFirst().contains(where: { !$0.quoted && determiners.contains(word($0)) })
            else { continue }
            if role == nil, let last = tokens.last, !last.quoted { role = headRole(word(last)) }
            let name = tokens.map { $0.quoted ? $0.text : $0.text.trimmingCharacters(in: .punctuationCharacters) }.joined(separator: " ")
            return Phrase(start: tokens.first!.start, name: name, role: role, placed: placed)
        }
        return nil
    }
}

extension DocumentBuilder {
    /// Reads a sentence that names its element (after a comment's lead, if it opens with one);
    /// a sentence naming none is read into its subject's element. Returns the element it named,
    /// which the next sentences of the paragraph may refer back to (`AntecedentSentenceReading`).
    @discardableResult
    mutating func readNamedSentence(_ written: Fragment, subject: Int?, mode spoken: String? = nil, state: String? = nil) -> Antecedent? {
        if let subject, [.documentation, .claims].contains(roles.subjects[subject].kind) { return nil }
        // The mode of the heading the sentence stands under (an override of an earlier screen).
        var mode = spoken ?? elementSubject(subject).mode
        var sentence = written
        // `In dark mode the title switches to #F5F6FA on #1A1D1F`: a sentence led by a mode is
        // about that mode, and about an element named before, wherever it stands.
        var ledByMode = false
        if mode == nil, let (found, length) = leadingMode(sentence.text) {
            mode = found
            ledByMode = true
            sentence = sentence.slice(length, sentence.text.count)
        }
        let isVoice = MetaLeads.lead(in: sentence.text) != nil
        if let lead = MetaLeads.lead(in: sentence.text) { sentence = sentence.slice(lead, sentence.text.count) }
        let spans = roleLexer.spans(in: sentence.text)
        // A sentence with a measured ratio is a claim, read by the claim readers.
        guard let first = spans.first, !spans.contains(where: { $0.kind == .ratio }), !isAlreadyRead(sentence, ignoringTokenUses: isVoice) else { return nil }
        // Under no heading (an e-mail, a chat export, a one-title note) an element a sentence
        // names stands at the document's top.
        let owner = elementSubject(subject).subject ?? subject
        let (_, key, value, _) = ItemExtraction.splitKey(sentence.text)
        if let key, !value.isEmpty, key.split(separator: " ").count <= 6 {
            readKeyedSentence(sentence, key: key, value: value, owner: owner, subject: subject, isVoice: isVoice, mode: mode, state: state)
            return nil
        }
        // `a Charcoal dismiss "×" icon`: a color between a determiner and a noun describes the
        // element named after it; the name is looked for past it.
        var named = sentence.text
        var end = first.start
        var attributive: Int?
        let lowerChars = Array(sentence.text.lowercased())
        for span in spans {
            guard span.start == end, span.kind == .color else { break }
            let before = String(lowerChars[..<span.start]).split(separator: " ").last.map(String.init) ?? ""
            let after = String(lowerChars[span.end...]).split(separator: " ").first.map(String.init) ?? ""
            guard NamedSentenceReading.attributiveDeterminers.contains(before), let initial = after.first, initial.isLetter || "\"“".contains(initial),
                !NamedSentenceReading.stopWords.contains(after), RoleWords.colorRole(after) == nil
            else { break }
            var chars = Array(named)
            for index in span.start..<min(span.end, chars.count) { chars[index] = " " }
            named = String(chars)
            attributive = attributive ?? span.start
            end = spans.first { $0.start >= span.end }?.start ?? sentence.text.count
        }
        // A sentence that names no element (`In light mode it is White`) is left for the notes.
        guard let found = NamedSentenceReading.phrase(named, before: end, placing: true) else { return nil }
        var phrase = found
        if let attributive, attributive < phrase.start, String(Array(named)[attributive..<phrase.start]).allSatisfy({ $0 == " " }) {
            phrase.start = attributive
        }
        if readScreenBackgroundSentence(sentence, phrase: phrase, firstValue: first.start, isVoice: isVoice, subject: subject, mode: mode) { return nil }
        var target: Int
        if let owner, namesOwnFill(phrase, sentence: sentence, owner: owner) {
            // `The banner has a Soft Peach background` under `## Promo banner`: the section's own fill.
            target = owner
        } else if ledByMode, !phrase.name.isEmpty, let earlier = findElement(named: phrase.name, under: nil) {
            target = earlier
        } else if !phrase.name.isEmpty {
            target = namedElement(phrase.name, owner: owner, subject: subject, range: sentence.range(file: draft.document.file), fuzzy: isVoice)
        } else if let owner, subject.map({ [.element, .section].contains(roles.subjects[$0].kind) }) ?? true {
            target = owner
        } else {
            return nil
        }
        let role = NamedSentenceReading.defaultRole(phrase)
        // `The reminder chip sits on the banner and uses Slate Gray 13pt text`: each clause is
        // read on its own, so what the chip sits on is not taken for its text's color.
        let rest = withoutPlaceBeforeColon(NamedSentenceReading.withoutPlace(sentence.slice(phrase.start, sentence.text.count), name: phrase.name))
        var bounds = [0] + NamedSentenceReading.clauseStarts(rest.text) + [rest.text.count]
        bounds = bounds.enumerated().filter { $0.offset == 0 || $0.element > bounds[$0.offset - 1] }.map(\.element)
        for (start, stop) in zip(bounds, bounds.dropFirst()) {
            var clause = rest.slice(start, stop)
            let trailing = clause.text.reversed().prefix { $0 == " " }.count
            if trailing > 0, trailing < clause.text.count { clause = rest.slice(start, stop - trailing) }
            readFragments(
                clause, into: target, defaultColor: role, defaultSize: role == .text ? .textSize : .size, mode: mode, state: state, placement: phrase.placed)
        }
        return phrase.name.isEmpty ? nil : Antecedent(element: target, role: role)
    }

    /// `Close button (X) to the right of the title: 30×30pt, …`: a gloss and what stands between
    /// the name and a colon right before the values say where the element is, not what the
    /// values paint; what it sits on (`sit on the group card: …`) is kept.
    func withoutPlaceBeforeColon(_ rest: Fragment) -> Fragment {
        guard let colon = rest.text.textRange(of: ": "), case let head = rest.text[..<colon.lowerBound],
            head.filter({ $0 == "(" }).count == head.filter({ $0 == ")" }).count,
            !RoleWords.onWords.contains(where: { (" " + head.lowercased() + " ").containsText($0) }),
            let first = roleLexer.spans(in: rest.text).first, rest.text.distance(from: rest.text.startIndex, to: colon.upperBound) == first.start
        else { return rest }
        return rest.slice(first.start, rest.text.count)
    }

    /// `In dark mode, …`, `In the dark theme …`: the mode a sentence opens with, and how many
    /// characters the phrase takes; nil for a sentence led otherwise.
    func leadingMode(_ text: String) -> (String, Int)? {
        let lower = text.lowercased()
        guard lower.hasPrefix("in ") else { return nil }
        var words = lower.dropFirst(3).split(separator: " ", maxSplits: 3).map(String.init)
        var length = 3
        if words.first == "the" {
            length += 4
            words.removeFirst()
        }
        guard let first = words.first.map({ $0.trimmingCharacters(in: [","]) }), let mode = draft.vocabulary.mode(first) else { return nil }
        length += words[0].count + 1
        if words.count > 1, !words[0].hasSuffix(","), ["mode", "mode,", "theme", "theme,"].contains(words[1]) { length += words[1].count + 1 }
        return length < text.count ? (mode, length) : nil
    }

    /// Whether a sentence gives the fill of the element its section is about: it names that
    /// element (`The banner …` under `## Promo banner`) and states a background and no other color.
    func namesOwnFill(_ phrase: NamedSentenceReading.Phrase, sentence: Fragment, owner: Int) -> Bool {
        let phraseWords = Set(Self.nameWords(phrase.name))
        guard !phraseWords.isEmpty, phraseWords.isSubset(of: Set(Self.nameWords(roles.subjects[owner].name))) else { return false }
        let colors = roleAssigner.assign(sentence.slice(phrase.start, sentence.text.count), defaultColor: nil, defaultSize: nil).compactMap { assignment -> RoleWords.ColorRole? in
            if case .color(let role) = assignment.target { return role } else { return nil }
        }
        return !colors.isEmpty && colors.allSatisfy { $0 == .background }
    }

    /// `the Search screen background is color.background.primary (White #FFFFFF light, Background
    /// Black #1A1D1F dark)`: the screen's background, the document's when none is stated yet.
    mutating func readScreenBackgroundSentence(
        _ sentence: Fragment, phrase: NamedSentenceReading.Phrase, firstValue: Int, isVoice: Bool, subject: Int?, mode: String?
    ) -> Bool {
        let nameWords = phrase.name.lowercased().split(separator: " ")
        // `Ingemuva lesikrini ngu-…`: a language's phrase for a screen's background, head first.
        let languagePhrase = Self.screenBackgroundPhrases.contains(Normalize.name(phrase.name))
        guard languagePhrase || phrase.role == .background, let last = nameWords.last, languagePhrase || ["screen", "page"].contains(last), nameWords.count <= 3, !isVoice
        else { return false }
        var value = sentence.slice(firstValue, sentence.text.count)
        if let open = value.text.firstIndex(of: "("), let close = value.text.lastIndex(of: ")"), open < close {
            // A token glossed by its values per mode: the gloss holds them — unless a color
            // stands outside it (`token (#F9FAFB) in light and Background Black #1A1D1F in
            // dark`): then the gloss is one mode's value and the sentence gives the others.
            let lower = value.text.distance(from: value.text.startIndex, to: open) + 1
            let upper = value.text.distance(from: value.text.startIndex, to: close)
            let inner = value.slice(lower, upper)
            let outside = value.slice(0, lower - 1).text + " " + value.slice(upper + 1, value.text.count).text
            // A single literal that is the token's light value (`color.background.primary
            // (#FFFFFF)`) glosses the token, which keeps its dark value.
            let innerColors = roleLexer.spans(in: inner.text).filter { $0.kind == .color }
            let token = roleLexer.spans(in: value.text).first { roleAssigner.isColorToken($0) }
            let literals = innerColors.filter { $0.text.hasPrefix("#") || $0.text.contains("(") }
            let glossesToken = literals.count == 1 && roleAssigner.mode(in: inner) == nil
                && token.map { roleAssigner.glossesToken?($0.text, [literals[0].text]) == true } == true
            if !innerColors.isEmpty, !glossesToken, !roleLexer.spans(in: outside).contains(where: { $0.kind == .color }) {
                value = inner
            }
        }
        let item = RawItem(
            marker: nil, key: "screen background", value: value.text, text: sentence.text, range: sentence.range(file: draft.document.file),
            valueRange: value.range(file: draft.document.file), children: [], childrenOrdered: false, extra: [])
        readBackgroundLine(item, subject: draft.document.background == nil ? nil : subject, mode: mode, value: value)
        return true
    }

    /// `date line: Footnote 13 regular, Slate Gray`: a sentence whose key names its element, its
    /// background or its role.
    mutating func readKeyedSentence(
        _ sentence: Fragment, key: String, value: String, owner: Int?, subject: Int?, isVoice: Bool, mode: String?, state: String?
    ) {
        let valueFragment = Self.tail(of: sentence, matching: value)
        let item = RawItem(
            marker: nil, key: key, value: value, text: sentence.text, range: sentence.range(file: draft.document.file),
            valueRange: valueFragment.range(file: draft.document.file), children: [], childrenOrdered: false, extra: [])
        // `sheet background `color.background.surface``: the token names the value, not the key.
        let keyWords = Self.withoutSpans(key, roleLexer.spans(in: key))
        if isVoice, Self.isBackgroundKey(keyWords) {
            var background = item
            background.key = keyWords
            readBackgroundLine(background, subject: subject, mode: mode, value: valueFragment)
            return
        }
        if Self.isBackgroundKey(key) || keyRoles(key).isRole || qualifierKey(key) != nil {
            readItem(item, subject: subject, mode: mode, state: state, value: valueFragment)
            return
        }
        // `date line: Footnote 13 regular, Slate Gray`: the key names the element.
        let phrase = NamedSentenceReading.phrase(key + ":", before: key.count + 1)
        let name = phrase?.name.isEmpty == false ? phrase!.name : elementName(key).0
        let element = namedElement(name, owner: owner, subject: subject, range: item.range, fuzzy: isVoice)
        let role = NamedSentenceReading.defaultRole(phrase ?? NamedSentenceReading.Phrase(start: 0, name: name, role: nil))
        readFragments(valueFragment, into: element, defaultColor: role, defaultSize: phrase?.role == .text ? .textSize : .size, mode: mode, state: state)
    }

    /// The text with its value spans left out (`sheet background color.background.surface` →
    /// `sheet background`).
    static func withoutSpans(_ text: String, _ spans: [ValueSpan]) -> String {
        var chars = Array(text)
        for span in spans { for index in span.start..<min(span.end, chars.count) { chars[index] = " " } }
        return String(chars).split(separator: " ").joined(separator: " ")
    }

    /// The element a sentence names: one already under its owner by that name (by its words, in
    /// a chat or minutes voice where later lines restate earlier ones), else a new one.
    mutating func namedElement(_ name: String, owner: Int?, subject: Int?, range: SourceRange, fuzzy: Bool) -> Int {
        if fuzzy, let found = findElement(named: name, under: owner) { return found }
        // A reply in a story's `Comments` (`success toast label switches to #FFFFFF`) changes an
        // element the story specified above it, when it names it fully (not `the count`).
        if let subject, let parent = roles.subjects[subject].parent, Self.nameWords(name).count >= 2,
            NamedSentenceReading.discussionHeadings.contains(Normalize.name(roles.subjects[subject].name).lowercased()),
            let found = findElement(named: name, under: parent)
        {
            return found
        }
        return childSubject(named: name, of: subject ?? owner, range: range, override: false)
    }
}

extension NamedSentenceReading {
    /// Headings of a thread of replies under what they discuss (`### Comments`, `## Updates`).
    static let discussionHeadings: Set<String> = ["comments", "comment", "updates", "replies", "discussion", "thread", "activity", "review comments"]
}
