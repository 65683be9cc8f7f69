import DesignModel

/// `Expected: Metadata line (date · time · location): Footnote 13pt, Slate Gray #636E72 …`: a QA
/// expectation that names its element reads into that element, as a sentence would.
enum ExpectationSentenceReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "expectation-sentence", title: "Expectations that name their element",
        summary: "A QA line's expectation (`Expected:`, `**Expected:**`, `Erwartet:`) whose text names an element — by a key of its own (`Expected: Metadata line (date · time): Footnote 13pt, …`) or before its values (`Expected: subtitles (\"Every day at 8:00 PM\") in Footnote 13pt, …`) — gives that element its values; one that names none, or only a part of the element under test (`Expected: Resting border 1pt Light Gray …`), gives them to the element the section is about. What was measured (`Actual:`, `Measured:`) restates the build, not the design.",
        examples: [
            SpecReadingExample(
                """
                ## Entry list

                Canvas: White #FFFFFF

                ### TC-12 Entry row — preview + metadata
                **Expected:** Metadata line (date · time · location): Footnote 13pt, Slate Gray #636E72 at 70% opacity.
                Expected: subtitles ("Every day at 8:00 PM") in Footnote 13pt, Light Gray #B2BEC3.
                **Measured:** metadata sampled #929A9C.
                """,
                facts: ["text Metadata line: #636E72B3 on #FFFFFF (light)", "text subtitles: #B2BEC3 on #FFFFFF (light)"]),
        ])
}

extension DocumentBuilder {
    /// Reads an expectation's text that names its element; false when it names none.
    mutating func readExpectationNaming(_ value: Fragment, subject: Int?, mode: String?, state: String?) -> Bool {
        let spans = roleLexer.spans(in: value.text)
        // Only colors: a size or a target alone in an expectation is the element under test's.
        guard let first = spans.first, spans.contains(where: { $0.kind == .color }), !spans.contains(where: { $0.kind == .ratio }) else { return false }
        let (_, key, rest, _) = ItemExtraction.splitKey(value.text)
        if let key, !rest.isEmpty {
            // `Metadata line (date · time): …`: a key naming an element, not a role, a mode or a background.
            let name = Normalize.trailingParenthetical(key).map { $0.0.trimmed } ?? key
            guard !name.isEmpty, name.split(separator: " ").count <= 6, !Self.isBackgroundKey(name), !keyRoles(name).isRole, qualifierKey(name) == nil,
                !Self.endsInRoleWord(name)
            else { return false }
        } else {
            guard let phrase = NamedSentenceReading.phrase(value.text, before: first.start), !phrase.name.isEmpty, qualifierKey(phrase.name) == nil,
                !Self.endsInRoleWord(String(value.text.prefix(first.start)))
            else { return false }
        }
        readNamedSentence(value, subject: subject, mode: mode, state: state)
        return true
    }

    /// True when the words before the values end in a role word (`Resting border 1pt …`, `Label
    /// text …`): a part of the element under test, not an element of its own.
    static func endsInRoleWord(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
        return words.last.map(NamedSentenceReading.roleSuffixes.contains) ?? false
    }
}
