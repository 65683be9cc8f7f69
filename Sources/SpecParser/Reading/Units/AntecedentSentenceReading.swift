import DesignModel

/// `The storage footnote is Footnote (13pt) in #A4AEB3. In dark mode it is #636E72 …`: a sentence
/// whose subject is a pronoun (`it`, `they`, `its label`) or that opens with its values and a role
/// word (`White text on a solid Charcoal pill`) is about the element the previous sentence of the
/// same paragraph named.
enum AntecedentSentenceReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "antecedent-sentence", title: "Sentences about the element named before",
        summary: "In a paragraph, a sentence whose subject is a pronoun (`In dark mode it is …`, `In dark it switches to …`, `they stay …`, `Its label is …`) or that opens with a color and a role word and names nothing (`White text on a solid Charcoal pill`) is read into the element the last sentence before it named (its role word, if any, gives the values their role). A sentence that names no element and follows none that did is left for the notes.",
        examples: [
            SpecReadingExample(
                """
                ## Album

                Canvas: Off-White #F9FAFB

                The storage footnote is Footnote (13pt) in #A4AEB3. In dark mode it is #636E72 on Background Black #1A1D1F.
                """,
                facts: ["text storage footnote: #A4AEB3 on #F9FAFB (light)", "text storage footnote: #636E72 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                ## Album

                Canvas: White #FFFFFF

                The count badge is 20pt tall, bottom-right on the photo. White text on a solid Charcoal #2D3436 pill.
                """,
                facts: ["text count badge: #FFFFFF on #2D3436 (light)"]),
        ])

    /// Pronouns that stand for the element named before.
    static let subjectPronouns: Set<String> = ["it", "it's", "it’s", "they", "they're", "they’re", "these", "both"]
    /// Possessives whose role word names a part of the element named before (`its label`).
    static let possessives: Set<String> = ["its", "their"]
    /// Words that may open a sentence before its pronoun: a link word or a mode or state said in words.
    static let openers: Set<String> = [
        "and", "but", "so", "then", "also", "while", "whereas", "in", "on", "for", "dark", "light", "mode", "modes", "theme", "both", "when",
        "selected", "pressed", "disabled", "focused", "hover", "active", "still", "otherwise", "however", "here",
    ]

    /// What a sentence says about the element named before: nil when it names an element of its
    /// own (or nothing it could be about); else the role its possessive names, if any.
    static func antecedentUse(_ text: String, firstValue end: Int, roleAfterValue: Bool) -> (matched: Bool, role: RoleWords.ColorRole?) {
        let clauses = NamedSentenceReading.phraseClauses(text, before: end)
        // `In dark, it's …`: the clauses before the first value, read as one run of words.
        let words = clauses.joined().map { $0.quoted ? "\"" : $0.text.lowercased().trimmingCharacters(in: .punctuationCharacters) }
        if words.isEmpty { return (roleAfterValue, nil) }
        var index = 0
        while index < words.count, openers.contains(words[index]), !(words[index] == "both" && index + 1 < words.count && NamedSentenceReading.stopWords.contains(words[index + 1])) {
            index += 1
        }
        guard index < words.count else { return (false, nil) }
        // `Light uses Secondary Gray …`, `Dark switches to …`: a mode standing as the subject of
        // a verb says what the element named before has in that mode.
        if index > 0, words[..<index].contains(where: { ["light", "dark"].contains($0) }),
            NamedSentenceReading.stopWords.contains(words[index]) || verbLike(words[index]), !["to", "at", "in", "on", "over", "with", "under", "for", "from", "than", "of"].contains(words[index])
        {
            return (true, nil)
        }
        let pronoun = words[index]
        let rest = Array(words[(index + 1)...])
        if subjectPronouns.contains(pronoun) {
            // `it is`, `it switches to`, `it's`: the pronoun is the subject of the verb after it.
            guard pronoun.contains("'") || pronoun.contains("’") || rest.first.map(NamedSentenceReading.stopWords.contains) == true || rest.first.map(verbLike) == true
            else { return (false, nil) }
            return (true, nil)
        }
        if possessives.contains(pronoun) {
            // `Its label is White`: a role word, then a verb.
            var role: RoleWords.ColorRole?
            var position = 0
            while position < rest.count, NamedSentenceReading.roleSuffixes.contains(rest[position]) {
                role = role ?? RoleWords.colorRole(rest[position]) ?? (["color", "colour", "tint"].contains(rest[position]) ? nil : .text)
                position += 1
            }
            guard position > 0, position == rest.count || NamedSentenceReading.stopWords.contains(rest[position]) else { return (false, nil) }
            return (true, role)
        }
        return (false, nil)
    }

    /// The mode a sentence opens with as its subject (`Light uses …`, `In dark it is …`), if any.
    static func leadingMode(_ text: String) -> String? {
        let words = text.lowercased().split { !$0.isLetter }.prefix(3)
        if words.contains("dark") { return "dark" }
        if words.contains("light") { return "light" }
        return nil
    }

    /// A verb in the third person (`switches`, `flips`, `drops`): a word ending in `s` that is no
    /// role word and no noun of a text element.
    static func verbLike(_ word: String) -> Bool {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") && RoleWords.colorRole(word) == nil && !NamedSentenceReading.textNouns.contains(String(word.dropLast()))
    }
}

/// The element a sentence named, carried to the next sentences of its paragraph.
struct Antecedent {
    var element: Int
    var role: RoleWords.ColorRole?
}

extension DocumentBuilder {
    /// Reads a sentence about the element named before it (`In dark mode it is …`, `White text
    /// on a solid Charcoal pill`); false when the sentence is not one.
    mutating func readAntecedentSentence(_ sentence: Fragment, antecedent: Antecedent?, subject: Int?, boldLead: Bool) -> Bool {
        guard let antecedent, !boldLead, !isAlreadyRead(sentence) else { return false }
        if let subject, [.documentation, .claims].contains(roles.subjects[subject].kind) { return false }
        guard MetaLeads.lead(in: sentence.text) == nil else { return false }
        let spans = roleLexer.spans(in: sentence.text)
        guard let first = spans.first, !spans.contains(where: { $0.kind == .ratio }) else { return false }
        let (_, key, value, _) = ItemExtraction.splitKey(sentence.text)
        if key != nil, !value.isEmpty { return false }
        // `White text on …`, `#FF8787 label`: the colors that open the sentence, then a role word.
        var roleAfterValue = false
        if first.start == 0 || sentence.text.prefix(first.start).allSatisfy({ !$0.isLetter && !$0.isNumber }) {
            var end = first.end
            for span in spans where span.start >= end && span.kind == .color && sentence.text.dropFirst(end).prefix(span.start - end).allSatisfy({ $0 == " " }) { end = span.end }
            let next = sentence.text.dropFirst(end).split(separator: " ").first.map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters) } ?? ""
            roleAfterValue = first.kind == .color && NamedSentenceReading.roleSuffixes.contains(next) && !["color", "colour", "tint"].contains(next)
        }
        let use = AntecedentSentenceReading.antecedentUse(sentence.text, firstValue: first.start, roleAfterValue: roleAfterValue)
        guard use.matched else { return false }
        let role = use.role ?? (roleAfterValue ? nil : antecedent.role)
        readFragments(
            sentence, into: antecedent.element, defaultColor: role, defaultSize: role == .text ? .textSize : .size, mode: AntecedentSentenceReading.leadingMode(sentence.text),
            state: nil)
        return true
    }
}
