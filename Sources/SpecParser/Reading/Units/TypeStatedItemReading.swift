/// A list item whose lead is too long or too quoted to be a key (`"Build 311": …`, `Letter
/// sub-labels ("ABC" … "WXYZ") under digits 2–9: …`, `"Version 2.4.1 (311)" → 9pt regular`)
/// but whose value states a text's type is that text's line: the lead names the text (its quoted
/// copy, or its words before a placement word) and the value's size is its text size. Only a
/// value that states type is taken — a size with a weight beside it (`10pt Semibold`, `sz 10
/// reg`), a font spec (`10/14`) or a size a text word leads (`Label Small, 10 sp`) — so an
/// item of spacing or icon sizes stays what it was.
enum TypeStatedItemReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "type-stated-item", title: "Text lines named by copy or a long lead",
        summary: "A list item no other reading takes, written `lead: value`, `lead → value`, `lead — value` or `lead = value`, whose lead is quoted copy or a longer phrase (`\"Build 311\": …`, `Una etiqueta \"BORRADOR\" encima del título: …`) and whose value states type — a size with a weight (`9pt regular`, `10pt Semibold`), a font spec (`10/14`) or a size after a text word (`Label Small, 10 sp`) — is a text element: named by its copy, or by the lead's words before a placement word (`under`, `above`, `encima`), with the value's size as its text size and a color no word names as its ink.",
        examples: [
            SpecReadingExample(
                """
                ## Settings

                Canvas: White #FFFFFF

                - "Version 2.4.1 (311)" → 9pt regular, Slate Gray #636E72
                - Una etiqueta "BORRADOR" encima del título: 9 pt semibold en mayúsculas, Slate Gray #636E72.
                - Letter sub-labels ("ABC", "DEF" … "WXYZ") under digits 2–9: SF Pro Text 10pt Semibold, 2pt tracking.
                - "Build 311": Label Small, 10 sp, same color.
                """,
                facts: [
                    "text size Version 2.4.1 (311): 9", "text Version 2.4.1 (311): #636E72 on #FFFFFF (light)", "text size Una etiqueta BORRADOR: 9",
                    "text size Letter sub-labels: 10", "text size Build 311: 10",
                ],
                absent: ["text size Letter sub-labels: 2"]),
            SpecReadingExample(
                """
                ## Header

                Canvas: White #FFFFFF

                - "Done" sits 16pt from the trailing edge → 24pt glyph beside it
                """,
                facts: [],
                absent: ["text size Done: 16", "text size Done: 24"]),
        ])

    /// Words after which a lead says where its text sits rather than what it is.
    static let placementWords: Set<String> = [
        "under", "above", "below", "beneath", "over", "beside", "after", "before", "inside", "on", "in", "next", "encima", "debajo", "sobre", "bajo",
        "sous", "sur", "dessous", "unter", "über", "neben", "sotto", "sopra",
    ]

    /// Separators between a lead and its value, tried in order.
    static let separators = [": ", " → ", " -> ", " — ", " = "]
    private static let separatorCharacters = separators.map(Array.init)

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.key == nil, !context.fromParagraph, context.subject != nil else { return false }
        let text = Fragment.plain(Substring(item.text)).trimmed
        guard let (lead, value) = split(text), let name = name(of: lead), statesType(value, builder) else { return false }
        // A lead stating values of its own (`"Done" sits 16pt from the edge`) is not a name.
        guard builder.roleLexer.spans(in: withoutQuotes(lead)).isEmpty else { return false }
        let line = item.range.start.line
        guard !builder.roles.readLines.contains(line) else { return true }
        let element = builder.childSubject(named: name, of: context.subject, range: item.range, override: false)
        let column = builder.draft.lines.locate(value, line: line, from: 1, fallback: item.range).start.column
        builder.readFragments(
            Fragment(text: value, line: line, column: column), into: element, defaultColor: nil, defaultSize: .textSize, mode: context.mode,
            state: context.state)
        for child in item.children {
            builder.readItem(child, subject: element, mode: context.mode, state: context.state)
        }
        return true
    }

    /// The lead and the value at the first separator outside parentheses and quotes.
    static func split(_ text: String) -> (lead: String, value: String)? {
        let chars = Array(text)
        let outside = TopLevelText.outside(chars, quotes: ["\"", "“", "”"])
        for index in chars.indices where index > 0 && outside[index] {
            // Compared in place: the rest of the line as a string at every index is quadratic.
            if let separator = separatorCharacters.first(where: { chars[index...].starts(with: $0) }) {
                let lead = String(chars[..<index]).trimmed
                let value = String(characters: chars[(index + separator.count)...]).trimmed
                return lead.isEmpty || value.isEmpty ? nil : (lead, value)
            }
        }
        return nil
    }

    /// The text's name: its quoted copy when the lead opens with it, else the lead's words
    /// without quotes and parentheticals, up to a placement word.
    static func name(of lead: String) -> String? {
        // A lead holding a full stop (`Prompt eyebrow. Each card gets an eyebrow`) is sentences.
        guard !lead.contains(". ") else { return nil }
        let quotes: Set<Character> = ["\"", "“", "”"]
        if let first = lead.first, quotes.contains(first) {
            let copy = lead.dropFirst().prefix { !quotes.contains($0) }
            let name = String(copy).trimmed
            return name.isEmpty || name.count > 40 ? nil : name
        }
        var plain = ""
        var depth = 0
        for character in lead {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth = max(0, depth - 1); continue }
            if depth == 0, !quotes.contains(character) { plain.append(character) }
        }
        var words: [Substring] = []
        for word in plain.split(separator: " ") {
            if !words.isEmpty, placementWords.contains(word.lowercased()) { break }
            words.append(word)
        }
        guard (1...8).contains(words.count), words.contains(where: { $0.contains { $0.isLetter } }) else { return nil }
        return words.joined(separator: " ")
    }

    /// Whether a lead is quoted copy with no values outside its quotes.
    static func namesCopy(_ lead: String, _ builder: DocumentBuilder) -> Bool {
        guard let first = lead.first, "\"“".contains(first) else { return false }
        return builder.roleLexer.spans(in: withoutQuotes(lead)).isEmpty
    }

    /// The text without its quoted copy.
    static func withoutQuotes(_ text: String) -> String {
        var out = ""
        var quoted = false
        for character in text {
            if character == "\"" || character == "“" || character == "”" { quoted.toggle(); continue }
            if !quoted { out.append(character) }
        }
        return out
    }

    /// Whether the value states a text's type: a size with a weight right after it, a font spec,
    /// or a size a text word leads by at most two words.
    static func statesType(_ value: String, _ builder: DocumentBuilder) -> Bool {
        let spans = builder.roleLexer.spans(in: value)
        if spans.contains(where: { $0.kind == .font }) { return true }
        let chars = Array(value)
        for span in spans where span.kind == .length {
            let after = String(chars[span.end...]).lowercased().split { !($0.isLetter || $0 == "-") }.map(String.init)
            // `Light` after a size is more often the mode than the weight.
            if let next = after.first, next != "light", TypographyReader.weight(next) != nil { return true }
            let before = String(chars[..<span.start]).lowercased().split { !$0.isLetter }.map(String.init)
            if before.suffix(2).contains(where: { RoleWords.colorRole($0) == .text }) { return true }
        }
        return false
    }
}
