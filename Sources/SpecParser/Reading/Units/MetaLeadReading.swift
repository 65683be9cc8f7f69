import Foundation

/// Leads that say who wrote a line or what it records rather than naming an element: a
/// decision (`Decided:`, `Agreed:`, `Update:`) or a chat voice (`Maya 10:33 —`). The element is
/// the one the sentence itself names. Acceptance criteria (`AC-13 …`) are not read this way yet:
/// an element read from one gives its section a node, and a scoped claim among the criteria
/// (`AC-8 All text on the … screen meets AA`) then takes that section for its scope instead of
/// the screen it names.
enum MetaLeads {
    static let words = [
        "decided", "decision", "agreed", "resolved", "outcome", "update", "updated", "final", "action", "action item", "change",
        "changed", "follow-up", "follow up",
        // A storyboard's or a walkthrough's lead for what a step shows (`Visuals: toast "Entry saved" — …`).
        "visuals", "visual", "on screen",
        // A note's lead in the languages specs are written in (`**Let op:** … Het label is Charcoal`).
        "note", "nb", "let op", "achtung", "nota", "ojo", "attention",
    ]

    /// The lead's length in characters at the start of `text`, or nil when it opens with none.
    static func lead(in text: String) -> Int? {
        let range = NSRange(text.startIndex..., in: text)
        for pattern in patterns {
            if let match = pattern.firstMatch(in: text, range: range), let found = Range(match.range, in: text) {
                return text.distance(from: text.startIndex, to: found.upperBound)
            }
        }
        return nil
    }

    private static let patterns: [NSRegularExpression] = {
        let alternatives = words.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
        return [
            // `Maya 10:33 —`, `Tomás 9:05 am –`: a chat voice and its time.
            #"^\s*[\p{Lu}][\p{L}.'-]*(?: [\p{Lu}][\p{L}.'-]*)? \(?\d{1,2}[:.]\d{2}(?: ?[ap]\.?m\.?)?\)?\s*(?:[—–-]+|:)\s*"#,
            // `[03/11/26, 09:53:47] Maya 🎨:`, `03/11/26, 09:53 - Maya:`: a chat export's timestamp and sender.
            #"^\s*\[\d{1,4}[./-]\d{1,2}[./-]\d{1,4},? \d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp]\.?[Mm]\.?)?\] [^:\[\]]{1,40}:\s*"#,
            #"^\s*\d{1,4}[./-]\d{1,2}[./-]\d{1,4},? \d{1,2}:\d{2}(?: ?[AaPp]\.?[Mm]\.?)? - [^:]{1,40}:\s*"#,
            // `Decided:`, `Update —`, `Action item:`.
            "^\\s*(?i:\(alternatives))s?\\s*(?::|—|–| - )\\s*",
            // `REQ-UI-014:`, `AC-3:`, `FR12 —`: a requirement's or a criterion's identifier.
            #"^\s*(?=[A-Z0-9._-]*\d)[A-Z][A-Z0-9]*(?:[-_.][A-Z0-9]+)*\s*(?::|—|–)\s*"#,
        ].compactMap { try? NSRegularExpression(pattern: $0) }
    }()
}

/// `- **Decided:** "Skip for now" text button, Callout 16pt, Slate Gray #636E72 …`: an item whose
/// key is a comment's lead is read as a sentence naming its element.
enum MetaLeadReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "meta-lead", title: "Decisions, criteria and chat lines",
        summary: "A lead that records who or what rather than naming an element — `Decided:`, `Update:`, `Maya 10:33 —`, a chat export's `[03/11/26, 09:53:47] Maya:`, a note's `Note:` / `Let op:` / `Nota:`, a requirement's identifier `REQ-UI-014:` — does not make one element shared by every such line: the element is the one the sentence names before its values (`helper line … in Slate Gray`, `the date line goes … → Light Gray #B2BEC3`, `changing the CTA fill to Deep Teal`). A later line about the same element overrides an earlier one: the later value is the design. A storyboard's `Visuals:` lead says what a step shows: the element is the one its sentence names.",
        examples: [
            SpecReadingExample(
                """
                ## Step 7 — Back on the timeline

                Visuals: toast "Entry saved" — Callout 16pt White on Success Green #00B894, 44pt tall.
                Visuals: photo card — White #FFFFFF, 12pt radius.
                """,
                facts: ["text toast \"Entry saved\": #FFFFFF on #00B894 (light)"]),
            SpecReadingExample(
                """
                ## Journal text field

                Canvas: White #FFFFFF

                REQ-UI-017: The placeholder shall be Body 17pt regular in Slate Gray #636E72 at 60% opacity.

                REQ-UI-012: A last-saved indicator shall appear beneath the title, set at 10pt regular in Slate Gray #636E72.
                """,
                facts: ["text placeholder: #636E7299 on #FFFFFF (light)", "text size last-saved indicator: 10"]),
            SpecReadingExample(
                """
                ## Sheet

                Canvas: White #FFFFFF

                - **Decided:** helper line in Slate Gray #636E72, Footnote 13pt
                - **Decided:** value badge text Primary Coral #FF6B6B on Off-White #F9FAFB
                """,
                facts: ["text helper line: #636E72 on #FFFFFF (light)", "text value badge: #FF6B6B on #F9FAFB (light)"]),
            SpecReadingExample(
                """
                ## Share sheet

                Canvas: White #FFFFFF

                **Maya** 10:33 — date line: Footnote 13 regular, Slate Gray #636E72
                **Maya** 11:42 — and the date line goes lighter → Light Gray #B2BEC3, both modes
                """,
                facts: ["text date line: #B2BEC3 on #FFFFFF (light)"], absent: ["text date line: #636E72 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Entry detail

                Canvas: White #FFFFFF

                [03/11/26, 09:53:47] Maya 🎨: share + more are 28×28, heart same
                [03/11/26, 10:05:02] Maya 🎨: the date line in Slate Gray #636E72, 13pt
                """,
                facts: ["text date line: #636E72 on #FFFFFF (light)"], absent: ["target [03/11/26, 09:53:47] Maya 🎨: 28×28"]),
            SpecReadingExample(
                """
                ## Opslaan-knop

                Canvas: White #FFFFFF

                - Label: Headline 17pt semibold, Charcoal #2D3436
                - **Let op:** we wijken hier af van de standaard. Het label is Charcoal #2D3436 in plaats van wit.
                """,
                facts: ["text Opslaan-knop: #2D3436 on #FFFFFF (light)"], absent: ["text Let op: #2D3436 on #FFFFFF (light)"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        let head = item.key.map { Fragment.plain(Substring($0)) + ": " } ?? Fragment.plain(Substring(item.text))
        guard MetaLeads.lead(in: head) != nil else { return false }
        let line = item.range.start.line
        guard let raw = builder.draft.lines.line(line) else { return true }
        var sentence = Fragment.line(raw, number: line)
        // The item's marker (`- `, `1. `) is not part of the sentence.
        if let start = sentence.text.textRange(of: Fragment.plain(Substring(item.text)).trimmed) {
            sentence = sentence.slice(sentence.text.distance(from: sentence.text.startIndex, to: start.lowerBound), sentence.text.count)
        }
        builder.readNamedSentence(sentence, subject: context.subject, mode: context.mode, state: context.state)
        for child in item.children { builder.readItem(child, subject: context.subject, mode: context.mode, state: context.state) }
        return true
    }
}
