/// Notes written fast keep the design system's colors lowercase and bare (`btn bg = coral`,
/// `txt 17px charcoal`, `coral fill, white 16pt text`). The lexer reads such a word as a color
/// where it is a role's value; in running prose a lowercase color word stays a word.
enum LowercaseColorNameReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "lowercase-color-names", title: "Colors named in lowercase",
        summary: "A design-system color written lowercase (`charcoal`, `slate gray`) or by the last word of its name (`coral` for Primary Coral, `teal` for Deep Teal) is a color where it is a role's value: right after the role word leading the phrase (`bg = coral`, `txt 17px charcoal`), right before a fill, text or border word (`coral fill`, `charcoal label`), or as all of a key's value (`Background: coral`). In running prose (`the light gray felt too loud`, `white on coral is out`) it is a word. A last word that several colors share with different values is reported as ambiguous, never guessed.",
        examples: [
            SpecReadingExample(
                """
                ## Compose

                Background: White #FFFFFF

                ### Info toast
                - bg = coral (#FF6B6B)
                - txt 17px charcoal

                ### Save toast
                - coral fill, white 16pt text
                """,
                facts: ["text Info toast: #2D3436 on #FF6B6B (light)", "text Save toast: #FFFFFF on #FF6B6B (light)"]),
        ])
}

extension ValueLexer {
    /// A color of the design system written lowercase, as notes write it (`txt 17px charcoal`,
    /// `btn bg = coral`, `coral fill`): a name (`charcoal`, `slate gray`) or the last word of one
    /// (`coral` of `Primary Coral`) where it is a role's value — right after the role word that
    /// leads the phrase, or right before a fill, text or border word, or all of a key's value.
    /// In running prose (`the light gray felt too loud`, `White on coral is out`) a lowercase
    /// color word is a word.
    func lowercaseColorName(_ chars: [Character], _ codes: [UInt8], _ start: Int, wordEnd: Int) -> Int? {
        guard lowercaseNameFirstBytes.contains(codes[start]), start == 0 || !Self.isLetter(chars, codes, start - 1) else { return nil }
        let first = Self.lowercasedText(chars[start..<wordEnd])
        guard lowercaseNameWords.contains(first) else { return nil }
        var end = wordEnd
        if let nameEnd = colorName(chars, codes, start) {
            // White and black have their own readings (`on the white card`, `white label`).
            if LanguageWords.basicColors[Self.lowercasedText(chars[start..<nameEnd])] != nil {
                return Self.standsAsValue(chars, start, nameEnd) ? nameEnd : nil
            }
            end = nameEnd
        } else {
            guard nicknames.contains(first), wordEnd >= chars.count || chars[wordEnd] != "-" else { return nil }
        }
        return Self.standsAsValue(chars, start, end) || Self.followsLeadingRole(chars, start) || Self.precedesRole(chars, end) ? end : nil
    }

    /// Roles a lowercase color word names right before them (`coral fill`, `charcoal label`).
    static let rolesAfterColor: Set<String> = ["fill", "bg", "background", "text", "txt", "label", "lbl", "border", "stroke", "outline", "icon", "glyph"]

    /// Whether a fill, text or border word comes right after `end`.
    static func precedesRole(_ chars: [Character], _ end: Int) -> Bool {
        var k = end
        while k < chars.count, chars[k] == " " { k += 1 }
        var l = k
        while l < chars.count, chars[l].isLetter { l += 1 }
        return rolesAfterColor.contains(String(chars[k..<l]).lowercased())
    }

    /// Whether what comes before `start` is a phrase's leading role word (`bg`, `btn txt`), with
    /// at most `=`, `:` and sizes (`txt 17px`) between.
    static func followsLeadingRole(_ chars: [Character], _ start: Int) -> Bool {
        let before = String(chars[..<start]).lowercased()
        let clauseStart = before.lastIndex(where: { $0 == "," || $0 == ";" || $0 == "(" }).map { before.index(after: $0) } ?? before.startIndex
        let separators: Set<Character> = [" ", "=", ":", "*", "`"]
        var words: [String] = before[clauseStart...].split(whereSeparator: { separators.contains($0) }).map(String.init)
        while let last = words.last, last.first?.isNumber == true { words.removeLast() }
        guard let role = words.last, (1...3).contains(words.count), RoleWords.colorRole(role).map({ $0 != .control }) == true else { return false }
        return words.dropLast().allSatisfy { word in word.allSatisfy { $0.isLetter || $0 == "-" } }
    }

    /// Whether the word is all the text holds but for a hex after it (`coral`, `coral
    /// (#FF6B6B)`): a key's value, whose key said what it paints.
    static func standsAsValue(_ chars: [Character], _ start: Int, _ end: Int) -> Bool {
        guard chars[..<start].allSatisfy({ $0 == " " || $0 == "`" || $0 == "*" }) else { return false }
        var rest = chars[end...].drop { $0 == " " || $0 == "(" }
        if rest.first == "#" { rest = rest.drop { $0 != " " && $0 != ")" } }
        return rest.allSatisfy { " )`*.,;".contains($0) }
    }

}
