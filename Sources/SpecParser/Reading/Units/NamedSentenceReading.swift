import DesignModel
import Diagnostics

/// `Cancel text is Primary Coral #FF6B6B on the White screen background`, `the date line goes
/// lighter → Light Gray #B2BEC3`, `changing the CTA fill to Deep Teal #4ECDC4`: a sentence with
/// no key names its element itself, before its values.
enum NamedSentenceReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "named-sentence", title: "Sentences that name their element",
        summary: "A sentence with values and no key names its element in the words before them: the first phrase that is not a filler (`and`, `ok`, `heads up`, `it`), an imperative (`changing the …`, `shrink the …`) or a verb onwards (`is`, `goes`, `turns`, `to`, `on`). A role word ending the phrase (`Cancel text`, `CTA fill`, `Field background`) gives the values their role and is not part of the name; a phrase that is only a role word (`Label is …`, `Icon is …`) or a pronoun (`it is …`) is the element the paragraph is about.",
        examples: [
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
        ])

    /// Words opening a sentence that name nothing.
    static let fillers: Set<String> = [
        "and", "but", "so", "then", "also", "now", "ok", "okay", "oh", "yes", "yeah", "i", "we", "you", "they", "it", "let's", "lets", "just",
        "still", "maybe", "please", "fyi", "plus", "the", "a", "an", "our", "its", "their", "this", "that", "these", "those", "each",
        "every", "all", "heads", "up", "hey", "btw", "actually", "instead", "here", "there", "which", "he", "she", "his", "her",
    ]
    static let determiners: Set<String> = ["the", "a", "an", "our", "its", "their", "this", "that", "my", "your", "every", "each", "all"]
    /// Words after an element's name: a verb or a preposition starts what is said about it.
    static let stopWords: Set<String> = [
        "is", "are", "was", "were", "be", "been", "becomes", "become", "goes", "go", "turns", "turned", "stays", "stay", "remains", "switches",
        "gets", "get", "got", "uses", "use", "used", "sits", "sit", "rests", "lies", "floats", "placed", "overlaps", "overlays", "reads", "shows", "show", "has", "have", "had", "should", "will", "would",
        "can", "could", "must", "needs", "need", "set", "sets", "to", "at", "in", "on", "over", "with", "under", "for", "from", "than", "of",
        "as", "into", "like", "→", "->", "=", "per", "via", "by", "when", "while", "if", "and", "or", "changes", "changed", "keeps", "drawn",
        "shown", "measures", "gives", "looks", "feels", "appears", "renders", "reads", "in", "inside", "above", "below", "behind",
    ]
    /// Verbs saying where an element is placed.
    static let placementWords: Set<String> = ["sits", "sit", "rests", "lies", "floats", "placed", "overlaps", "overlays"]

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

    /// The color role a phrase gives values that name none: its role word, else its last word's
    /// role, else text for an element that is text (`date line`, `footnote`).
    static func defaultRole(_ phrase: Phrase?) -> RoleWords.ColorRole? {
        guard let phrase else { return nil }
        if let role = phrase.role { return role }
        let words = phrase.name.lowercased().split(separator: " ").map(String.init)
        return words.contains(where: textNouns.contains) ? .text : nil
    }

    /// Role words that end an element's phrase without being part of its name.
    static let roleSuffixes: Set<String> = ["text", "label", "fill", "background", "bg", "border", "stroke", "outline", "icon", "glyph", "color", "colour", "tint"]

    struct Phrase {
        /// Where the phrase starts in the sentence (characters).
        var start: Int
        /// The element's name; empty when the phrase is only a role word.
        var name: String
        var role: RoleWords.ColorRole?
    }

    /// The element phrase of a sentence, looked for before character `end` (its first value), one
    /// clause at a time; nil when no clause names one.
    static func phrase(_ text: String, before end: Int) -> Phrase? {
        struct Token { var start: Int; var text: String; var quoted: Bool }
        let chars = Array(text)
        var clauses: [[Token]] = [[]]
        var depth = 0
        var index = 0
        func newClause() { if !(clauses.last?.isEmpty ?? true) { clauses.append([]) } }
        while index < min(end, chars.count) {
            let character = chars[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1); index += 1; continue }
            if depth > 0 { index += 1; continue }
            if "\"“”".contains(character) {
                // A quoted name (`"Skip for now" text button`) is one word of the phrase.
                var close = index + 1
                while close < chars.count, !"\"“”".contains(chars[close]) { close += 1 }
                clauses[clauses.count - 1].append(Token(start: index, text: String(chars[index..<min(close + 1, chars.count)]), quoted: true))
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
            while stop < min(end, chars.count), !" ,;:—–→()\"“”".contains(chars[stop]) { stop += 1 }
            clauses[clauses.count - 1].append(Token(start: index, text: String(chars[index..<stop]), quoted: false))
            index = max(stop, index + 1)
        }
        func word(_ token: Token) -> String { token.quoted ? "" : token.text.lowercased().trimmingCharacters(in: .punctuationCharacters) }
        for clause in clauses where !clause.isEmpty {
            var tokens = clause[...]
            func dropFillers() { while let first = tokens.first, !first.quoted, fillers.contains(word(first)) { tokens.removeFirst() } }
            dropFillers()
            if let first = tokens.first, !first.quoted, prepositions.contains(word(first)) {
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
                // `the pill sits on the card surface`: where an element sits is its parent's
                // background, not its own fill.
                if placementWords.contains(word(tokens[stop])) { return nil }
                tokens = tokens[..<stop]
            }
            var role: RoleWords.ColorRole?
            var roleStart: Int?
            while let last = tokens.last, !last.quoted, roleSuffixes.contains(word(last)) {
                role = role ?? RoleWords.colorRole(word(last)) ?? (["color", "colour", "tint"].contains(word(last)) ? nil : .text)
                roleStart = last.start
                tokens.removeLast()
            }
            if tokens.isEmpty {
                if let roleStart { return Phrase(start: roleStart, name: "", role: role) }
                continue
            }
            // `Priya proposed the chip labels`: someone doing something to an element is not its name.
            guard tokens.count <= 5, tokens.allSatisfy({ $0.quoted || $0.text.contains(where: \.isLetter) }),
                !tokens.dropFirst().contains(where: { !$0.quoted && determiners.contains(word($0)) })
            else { continue }
            if role == nil, let last = tokens.last, !last.quoted { role = RoleWords.colorRole(word(last)) }
            let name = tokens.map { $0.quoted ? $0.text : $0.text.trimmingCharacters(in: .punctuationCharacters) }.joined(separator: " ")
            return Phrase(start: tokens.first!.start, name: name, role: role)
        }
        return nil
    }
}

extension DocumentBuilder {
    /// Reads a sentence that names its element (after a comment's lead, if it opens with one);
    /// a sentence naming none is read into its subject's element.
    mutating func readNamedSentence(_ written: Fragment, subject: Int?, mode: String? = nil, state: String? = nil) {
        if let subject, [.documentation, .claims].contains(roles.subjects[subject].kind) { return }
        var sentence = written
        let isVoice = MetaLeads.lead(in: sentence.text) != nil
        if let lead = MetaLeads.lead(in: sentence.text) { sentence = sentence.slice(lead, sentence.text.count) }
        let spans = roleLexer.spans(in: sentence.text)
        // A sentence with a measured ratio is a claim, read by the claim readers.
        guard let first = spans.first, !spans.contains(where: { $0.kind == .ratio }), !isAlreadyRead(sentence, ignoringTokenUses: isVoice) else { return }
        guard let owner = elementSubject(subject).subject ?? subject else { return }
        let (_, key, value, _) = ItemExtraction.splitKey(sentence.text)
        if let key, !value.isEmpty, key.split(separator: " ").count <= 6 {
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
            return
        }
        // A sentence that names no element (`In light mode it is White`) is left for the notes.
        guard let phrase = NamedSentenceReading.phrase(sentence.text, before: first.start) else { return }
        var target = owner
        if !phrase.name.isEmpty {
            target = namedElement(phrase.name, owner: owner, subject: subject, range: sentence.range(file: draft.document.file), fuzzy: isVoice)
        } else if let subject, ![.element, .section].contains(roles.subjects[subject].kind) {
            return
        }
        let role = NamedSentenceReading.defaultRole(phrase)
        readFragments(
            sentence.slice(phrase.start, sentence.text.count), into: target, defaultColor: role, defaultSize: phrase.role == .text ? .textSize : .size,
            mode: mode, state: state)
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
    mutating func namedElement(_ name: String, owner: Int, subject: Int?, range: SourceRange, fuzzy: Bool) -> Int {
        if fuzzy, let found = findElement(named: name, under: owner) { return found }
        return childSubject(named: name, of: subject ?? owner, range: range, override: false)
    }
}
