/// A document that says once how it writes its second mode (`Dark mode values are in
/// parentheses`, `Valorile pentru Mod întunecat sunt scrise în paranteză`): a color followed by a
/// parenthesized color (`Charcoal #2D3436 (Off-White #F5F6FA)`) gives the first for the other
/// mode and the second for the mode named.
enum ParenthesizedModeReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "parenthesized-mode", title: "A mode written in parentheses",
        summary: "A line saying that a mode's values are written in parentheses (`Dark mode values in parentheses.`, `Dunkelmodus in Klammern`, `Mod întunecat în paranteză`) makes every `color (color)` of the document two values: the one outside for the other mode, the one inside for the mode named. When the line names both modes, the parentheses hold the second (dark).",
        examples: [
            SpecReadingExample(
                """
                ## Entry card

                Dark mode values are given in parentheses after the light value.

                - Background: White #FFFFFF (Elevated Surface #2C3135)
                - Text: Charcoal #2D3436 (Off-White #F5F6FA), 17pt
                """,
                facts: ["text Entry card: #2D3436 on #FFFFFF (light)", "text Entry card: #F5F6FA on #2C3135 (dark)"],
                absent: ["text Entry card: #2D3436 on #2C3135 (dark)"]),
        ])

    /// Words for parentheses (or brackets) in the languages specs are written in.
    static let parenthesisWords = [
        "parenthes", "in parens", "brackets", "klammer", "paréntesis", "parenthèse", "parentesi", "parênteses", "parentes", "nawias", "haakjes",
        "paranteză", "paranteza", "paranteze", "parantez", "sulku", "sulkeissa", "závork", "ngoặc", "kurung", "סוגריים", "پرانتز", "παρένθεσ",
        "скобк", "括号", "括弧", "かっこ", "괄호", "วงเล็บ", "कोष्ठक",
    ]

    /// The mode a document writes in parentheses: from a line naming parentheses and a mode
    /// (the second mode when it names both); nil when no line says so.
    static func mode(in lines: LineMap, vocabulary: QualifierVocabulary, modes: [String]) -> String? {
        guard modes.count == 2, lines.anyLineHolds(parenthesisWords) else { return nil }
        for (line, lower) in zip(lines.slices, lines.lowered) {
            guard !line.containsByte(where: { $0 == UInt8(ascii: "#") }), parenthesisWords.contains(where: { lower.containsBytes($0) }) else { continue }
            let words = lower.split { !$0.isLetter }.map(String.init)
            var named = Set<String>()
            for count in 1...3 where words.count >= count {
                for start in 0...(words.count - count) {
                    if let mode = vocabulary.mode(words[start..<(start + count)].joined(separator: " ")) { named.insert(mode) }
                }
            }
            guard !named.isEmpty else { continue }
            return named.count == 1 ? named.first : modes[1]
        }
        return nil
    }
}
