import DesignModel

/// A paragraph read as sentences: lines a writer hard-wrapped are joined across their soft
/// breaks, so a sentence keeps its element, its role words and its background; what is read from
/// it points at the line and column each value is written on.
enum ParagraphSentenceReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "paragraph-sentences", title: "Hard-wrapped paragraphs",
        summary: "A paragraph is read as sentences, joined across its soft line breaks (a block quote's `>` markers left out): a line that does not end a sentence (`.`, `:`, `;`) continues on the next, unless the next opens a `Key:` (of up to four words, or up to eight when both lines hold values) or a bold lead. Each value is still located at its own line and column. A paragraph opened by a bold title with no values (`**① Navigation bar.**`, `**Journal text field:**`), or by a specification's numbered clause title (`2.1.3.  Done.  …`), is about that element: its sentences naming no other element (a touch phrase, where it sits or what kind of control it is name none) are read into it. A sentence may end with two spaces before the next. A token glossed with its light value (`color.background.primary (#FFFFFF)`) is the token, dark value and all. A short sentence that only names a mode (`Right, dark mode.`), or a mode key opening the paragraph (`Dark mode: the page becomes #1A1D1F.`), makes the paragraph's next sentences that mode's. A word broken at a line's end (`Place-` / `holder`) is one word. A redline pasted from a PDF — a callout number on a line of its own (`⑥`), the labels drawn beside it (`0 / 2000`, `11 sp`), then a note — is the element the note opens with: its sentences naming no other element are its values, and a label in `sp` is its text size. In a handoff FAQ, an answer (`**A:** …`) is about what its question (`**Q7:** And the little \"14 entries\" count?`) names, and a question about the page background is answered with the screen's ground. A sentence that opens with its values and names nothing (`#A0A0A0 text on #FFFFFF, 13pt.` under `### Footer`) states the values of what its heading names; a line of parts between middle dots whose first part is a name (`Subtitle · 10pt · Regular · #9A9A9A`) is that element's. A sentence naming the element its section is about and stating only a background (`The banner has a Soft Peach (#FFB4A2) background.` under `## Promo banner`) gives that element's fill.",
        examples: [
            SpecReadingExample(
                """
                ## Timeline

                Page background #F9FAFB. The "See all" link is #FF6B6B, 15px, on the page background #F9FAFB.

                Dark mode: the page background becomes #1A1D1F, the title #F5F6FA.
                The "See all" link becomes #FF8787 on #1A1D1F.
                """,
                facts: ["text \"See all\" link: #FF6B6B on #F9FAFB (light)", "text \"See all\" link: #FF8787 on #1A1D1F (dark)"],
                absent: ["text \"See all\" link: #FF8787 on #1A1D1F (light)"]),
            SpecReadingExample(
                """
                ## Entry editor text field

                > Light: the border is Light Gray #DFE6E9 against White #FFFFFF, the field's only edge.
                """,
                facts: ["non-text Entry editor text field: #DFE6E9 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Card

                Canvas: White #FFFFFF

                ### Footer

                #A0A0A0 text on #FFFFFF, 13pt.

                ### Meta

                Subtitle · 10pt · Regular · #9A9A9A
                """,
                facts: ["text Footer: #A0A0A0 on #FFFFFF (light)", "text Subtitle: #9A9A9A on #FFFFFF (light)", "text size Subtitle: 10"]),
            SpecReadingExample(
                """
                ## Compose

                The screen background is color.background.primary (#FFFFFF).

                2.1.3.  Done.  Top-trailing text button, typography.text-button,
                   color.text.primary.  Hit area 32 x 32pt, matching the label bounds.
                """,
                facts: ["target Done: 32×32", "text Done: #F5F6FA on #1A1D1F (dark)"],
                absent: ["text Done: #F5F6FA on #FFFFFF (dark)"]),
            SpecReadingExample(
                """
                ## Promo banner

                The banner has a Soft Peach (#FFB4A2) background. The headline is 18px bold in Charcoal #2D3436.
                """,
                facts: ["text headline: #2D3436 on #FFB4A2 (light)"]),
            SpecReadingExample(
                """
                # Journal

                ## Timeline

                **Q3:** What's the page background?
                **A:** Page is White #FFFFFF.

                **Q7:** And the little "14 entries" count next to the month header?
                **A:** Keep it small, 11 on 14, regular, Slate Gray #636E72.
                """,
                facts: ["text size little \"14 entries\" count: 11", "text little \"14 entries\" count: #636E72 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Compose

                Canvas: White #FFFFFF

                ⑥
                0 / 2000
                11 sp
                Counter, right-aligned, 4 dp under the field. Roboto Regular,
                color.text.secondary #636E72 on the screen background.
                """,
                facts: ["text size Counter: 11", "text Counter: #636E72 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Entry

                Canvas: White #FFFFFF

                **④ Journal text field.** Multi-line, radius 12pt.
                Border: 1pt Light Gray #DFE6E9 in light (Dark Gray #3C4347 in dark),
                drawn on the White screen background.
                Typed text is Body 17pt regular, Charcoal #2D3436 on the Off-White #F5F6FA
                field.
                """,
                facts: ["non-text Journal text field: #DFE6E9 on #FFFFFF (light)", "text Typed: #2D3436 on #F5F6FA (light)"]),
            SpecReadingExample(
                """
                ## Entry

                Canvas: White #FFFFFF

                The label is Charcoal #2D3436. Right, dark mode. The label goes to Off-White #F5F6FA.
                """,
                facts: ["text Entry: #2D3436 on #FFFFFF (light)", "text Entry: #F5F6FA on #FFFFFF (dark)"],
                absent: ["text Entry: #F5F6FA on #FFFFFF (light)"]),
            // A numbered clause titled in bold, and a ratio in parentheses after the values.
            SpecReadingExample(
                """
                ## Composer

                Canvas: White #FFFFFF

                3.4 **Capture details.** Directly beneath the photo. Set in SF Pro Text Regular at 10 pt, `color.text.secondary` on the white background (5.2:1).
                """,
                facts: ["text size Capture details: 10", "text Capture details: #636E72 on #FFFFFF (light)"]),
        ])
}

/// `Term` followed by `: description` lines (the Markdown definition-list idiom, one paragraph to
/// CommonMark): the term names an element of the enclosing subject, every `: …` line holds its
/// values, and a `: Light: …`, `: Selected, dark: …` line gives their mode and state.
enum DefinitionListReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "definition-list", title: "Definition lists",
        summary: "A `Term` line followed by `: description` lines names an element of its subject; each `: …` line holds values of that element (several lines, the same element). A description keyed by a mode or a state (`: Light: …`, `: Dark: …`, `: Selected, light: …`) gives those values that mode and state; one keyed by a role (`: Fill: …`) gives them that role. A legend's letter (`E` over `: Body field · …`) marks an element whose kind the description's first words give (a field's outline is its boundary). A term that is a background key (`Screen background`, `Canvas`) is a background line of its subject, not an element; in a section shared by every screen (`## Shared frame (every step)`) it is the document's.",
        examples: [
            SpecReadingExample(
                """
                ## Settings

                Canvas: White #FFFFFF

                Save button
                : Light: White #FFFFFF label on Primary Coral #FF6B6B fill
                : Dark: Charcoal #2D3436 label on #FF8787 fill
                : 50pt tall
                """,
                facts: ["text Save button: #FFFFFF on #FF6B6B (light)", "text Save button: #2D3436 on #FF8787 (dark)"],
                absent: ["text Light: #FFFFFF on #FF6B6B (light)"]),
            SpecReadingExample(
                """
                ## Compose

                Canvas: White #FFFFFF

                E
                : Body field · fill #FFFFFF · outline 1dp #DFE6E9 · text 16sp Regular #2D3436
                """,
                facts: ["non-text E: #DFE6E9 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                # Onboarding

                ## Shared frame (every step)

                Screen background
                : `color.background.primary` (#FFFFFF light / #1A1D1F dark)

                ## Step 2 — Permissions

                Card body
                : Callout 16pt regular, Slate Gray #636E72 in both modes.
                """,
                facts: ["text Card body: #636E72 on #FFFFFF (light)", "text Card body: #636E72 on #1A1D1F (dark)"]),
        ])

    static func isDescription(_ raw: Substring) -> Bool {
        let trimmed = raw.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix(": ") || trimmed.hasPrefix(":\t")
    }
}

extension DocumentBuilder {
    /// A paragraph's lines: definition lists first, the rest as sentences.
    /// The line with the `>` markers of a block quote (`> `, `> > `) blanked.
    static func withoutQuoteMarkers(_ raw: Substring) -> Substring {
        let indent = raw.prefix { $0 == " " }.count
        guard raw.dropFirst(indent).first == ">" else { return raw }
        var chars = Array(raw)
        var index = indent
        while index < chars.count, chars[index] == ">" || chars[index] == " " {
            chars[index] = " "
            index += 1
        }
        return Substring(String(chars))
    }

    mutating func readParagraph(_ numbers: ClosedRange<Int>, subject: Int?) {
        // Lines of a design tool's inspect panel are read by what the tool means (`InspectLayerReading`).
        // `> Light: the border is …`: a quoted paragraph's markers are blanked, so its lines read as
        // any paragraph's, each character where it is written.
        let written = numbers.compactMap { number in draft.lines.line(number).map { (number: number, raw: Self.withoutQuoteMarkers($0)) } }
        let lines = readInspectLines(written, subject: subject)
        if let (question, answer) = Self.questionAnswer(lines), let name = Self.questionSubject(question.text) {
            // `**Q8:** Card title?` over `**A:** Headline again, 17 on 22 semibold, …`: the answer
            // is about what the question names.
            let owner = elementSubject(subject).subject ?? subject
            if Self.isBackgroundKey(name), let owner, let first = answer.first {
                // `What's the page background?`: the answer's first sentence is the screen's ground.
                let line = Fragment.line(first.raw, number: first.number)
                if let sentence = Self.sentences(of: line).first {
                    readFragments(sentence, into: owner, defaultColor: .background, defaultSize: nil, mode: nil, state: nil)
                }
                readProse(answer, subject: subject, opensParagraph: true)
                return
            }
            let element = childSubject(named: name, of: owner, range: draft.lines.lineRange(question.line), override: false)
            readProse(answer, subject: subject, opensParagraph: true, title: element, answers: true)
            return
        }
        if let subject, roles.subjects[subject].isQuestion {
            // Under `**Q: What colour is the date?**`: the answer is about the date (asked again
            // in a mode, `And the date in dark mode?`: about the date, in that mode).
            let element = roles.subjects[subject].isModeLabel ? roles.subjects[subject].parent ?? subject : subject
            readProse(lines, subject: subject, opensParagraph: true, title: element, answers: true)
            return
        }
        if let first = lines.first, let (name, length) = Self.numberedClauseTitle(first.raw) {
            // `2.1.3.  Draft Status.  Trailing label "Draft saved", …`: a numbered clause of a
            // specification, titled with the element it specifies.
            let element = childSubject(named: name, of: elementSubject(subject).subject ?? subject, range: draft.lines.lineRange(first.number), override: false)
            var body = lines
            body[0].raw = Substring(String(repeating: " ", count: length) + first.raw.dropFirst(length))
            readProse(body, subject: subject, opensParagraph: true, title: element)
            return
        }
        if readDashedParagraph(lines, subject: subject) { return }
        if let groups = Self.calloutGroups(lines) {
            for (labels, note) in groups {
                // The note opens with the element's name (`Counter, right-aligned, …`, `Title 22 sp …`).
                guard let first = note.first, let name = Self.calloutName(Fragment.line(first.raw, number: first.number).text) else {
                    readProse(note, subject: subject, opensParagraph: true)
                    continue
                }
                let element = childSubject(named: name, of: elementSubject(subject).subject ?? subject, range: draft.lines.lineRange(first.number), override: false)
                // A label in `sp` beside the callout (`11 sp`) is the element's text size: `sp` sizes only type.
                for label in labels {
                    let fragment = Fragment.line(label.raw, number: label.number)
                    let words = fragment.text.split(separator: " ")
                    if words.count == 2, Double(words[0]) != nil, words[1].lowercased() == "sp" {
                        readFragments(fragment, into: element, defaultColor: nil, defaultSize: .textSize, mode: nil, state: nil)
                    }
                }
                readProse(note, subject: subject, opensParagraph: true, title: element)
            }
            return
        }
        var prose: [(number: Int, raw: Substring)] = []
        var index = 0
        var opensParagraph = true
        while index < lines.count {
            if !DefinitionListReading.isDescription(lines[index].raw), index + 1 < lines.count, DefinitionListReading.isDescription(lines[index + 1].raw) {
                var end = index + 1
                while end < lines.count, DefinitionListReading.isDescription(lines[end].raw) { end += 1 }
                if readDefinition(term: lines[index], descriptions: Array(lines[(index + 1)..<end]), subject: subject) {
                    readProse(prose, subject: subject, opensParagraph: opensParagraph)
                    prose = []
                    opensParagraph = false
                    index = end
                    continue
                }
            }
            prose.append(lines[index])
            index += 1
        }
        readProse(prose, subject: subject, opensParagraph: opensParagraph)
    }

    /// `2.1.3.  Draft Status.  Trailing label …`: a clause number with at least two parts, a
    /// title of at most six words with no values, and a full stop; the title and the length of
    /// the lead (number and title) in characters.
    static func numberedClauseTitle(_ raw: Substring) -> (String, Int)? {
        let chars = Array(raw)
        var index = 0
        while index < chars.count, chars[index] == " " { index += 1 }
        var parts = 0
        while index < chars.count, chars[index].isASCII, chars[index].isNumber {
            while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
            // `3.4 **Capture details.**`: the last number may go without its dot.
            if index < chars.count, chars[index] == " ", parts >= 1 {
                parts += 1
                break
            }
            guard index < chars.count, chars[index] == "." else { return nil }
            index += 1
            parts += 1
        }
        guard parts >= 2, index < chars.count, chars[index] == " " else { return nil }
        while index < chars.count, chars[index] == " " { index += 1 }
        // A bold title (`**Capture details.**`) is the title as much as a plain one.
        let bold = index + 1 < chars.count && chars[index] == "*" && chars[index + 1] == "*"
        if bold { index += 2 }
        let start = index
        while index < chars.count, chars[index] != "." { index += 1 }
        if bold, index + 2 < chars.count, chars[index + 1] == "*", chars[index + 2] == "*" { index += 2 }
        guard index < chars.count, index + 1 == chars.count || chars[index + 1] == " " else { return nil }
        let title = String(chars[start..<(bold ? index - 2 : index)]).trimmed
        let words = title.split(separator: " ")
        guard !words.isEmpty, words.count <= 6, title.first?.isUppercase == true,
            title.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "'" || $0 == "/" })
        else { return nil }
        return (title, index + 1)
    }

    /// A question and its answer in one paragraph (a handoff FAQ): the question line (`**Q8:**
    /// Card title?`) and the answer's lines with their `A:` lead blanked (columns kept).
    static func questionAnswer(_ lines: [(number: Int, raw: Substring)]) -> (Fragment, [(number: Int, raw: Substring)])? {
        guard lines.count >= 2, let first = lines.first else { return nil }
        func lead(_ raw: Substring, _ letter: Character) -> Int? {
            let chars = Array(raw)
            var index = 0
            while index < chars.count, chars[index] == "*" || chars[index] == " " { index += 1 }
            guard index < chars.count, chars[index] == letter else { return nil }
            index += 1
            while index < chars.count, chars[index].isNumber { index += 1 }
            guard index < chars.count, chars[index] == ":" || chars[index] == "." else { return nil }
            index += 1
            while index < chars.count, chars[index] == "*" { index += 1 }
            return index
        }
        guard let questionEnd = lead(first.raw, "Q"), let answer = lines.firstIndex(where: { lead($0.raw, "A") != nil }), answer > 0,
            let answerEnd = lead(lines[answer].raw, "A")
        else { return nil }
        let questionText = Fragment(text: String(String(first.raw).dropFirst(questionEnd)).trimmed, line: first.number, column: questionEnd + 1)
        let blanked = String(repeating: " ", count: answerEnd) + String(lines[answer].raw.dropFirst(answerEnd))
        let answerLines = [(number: lines[answer].number, raw: Substring(blanked))] + lines.dropFirst(answer + 1)
        return (questionText, answerLines)
    }

    /// What a question asks about: its element phrase before the question mark (`And the little
    /// "14 entries" count next to the month header?` → `little "14 entries" count`).
    static func questionSubject(_ question: String) -> String? {
        var asked = String(question.prefix { $0 != "?" })
        // `What's the page background`, `How big is the close button`: the question's words.
        var words = asked.split(separator: " ").map(String.init)
        while let first = words.first, questionWords.contains(first.lowercased()) { words.removeFirst() }
        asked = words.joined(separator: " ")
        // `… count next to the month header`: where it is says nothing of what it is.
        for place in [" next to ", " beside ", " near ", " right of ", " left of "] {
            if let found = asked.textRange(of: place) { asked = String(asked[..<found.lowerBound]) }
        }
        let phrase = NamedSentenceReading.phrase(asked, before: asked.count)
        guard let name = phrase?.name.trimmed, !name.isEmpty, name.split(separator: " ").count <= 5 else { return nil }
        return name
    }

    static let questionWords: Set<String> = [
        "what's", "what", "whats", "which", "how", "where", "who", "is", "are", "does", "do", "can", "should", "and", "so", "about", "big", "tall",
        "wide", "color", "colour", "size", "happens", "when", "if",
    ]

    /// A redline's text pasted from a PDF: a callout number on a line of its own (`②`), the
    /// labels drawn beside it (`New entry`, `22 sp`), then the note about the element it points
    /// at. Each callout's note is read on its own, without the labels; nil when no line of the
    /// paragraph is a lone callout.
    static func calloutGroups(_ lines: [(number: Int, raw: Substring)])
        -> [(labels: [(number: Int, raw: Substring)], note: [(number: Int, raw: Substring)])]?
    {
        guard lines.contains(where: { isCallout($0.raw) }) else { return nil }
        var groups: [(labels: [(number: Int, raw: Substring)], note: [(number: Int, raw: Substring)])] = [([], [])]
        var inLabels = false
        for line in lines {
            if isCallout(line.raw) {
                groups.append(([], []))
                inLabels = true
                continue
            }
            // The labels: short lines before the note's first sentence.
            if inLabels, line.raw.split(separator: " ").count <= 4 {
                groups[groups.count - 1].labels.append(line)
                continue
            }
            inLabels = false
            groups[groups.count - 1].note.append(line)
        }
        return groups.filter { !$0.note.isEmpty }
    }

    /// The name a callout's note opens with: its words before a comma, a full stop, a value or
    /// a word placing it (`Divider under the photo strip` → `Divider`).
    static func calloutName(_ text: String) -> String? {
        var words: [String] = []
        for raw in text.split(separator: " ") {
            var word = String(raw)
            let ends = word.hasSuffix(",") || word.hasSuffix(".") || word.hasSuffix(":")
            if ends { word.removeLast() }
            guard let first = word.first, first.isLetter, !calloutStops.contains(word.lowercased()), !word.contains(".") else { break }
            words.append(word)
            if ends || words.count == 4 { break }
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    static let calloutStops: Set<String> = ["under", "along", "above", "below", "in", "on", "at", "of", "for", "with", "beside", "inside", "over", "is", "uses"]

    static func isCallout(_ raw: Substring) -> Bool {
        let trimmed = String(raw).trimmed
        guard let scalar = trimmed.unicodeScalars.first, trimmed.unicodeScalars.count == 1 else { return false }
        // ①–⑳, ⑴–⒇, ❶–❿, ➀–➓
        return (0x2460...0x2473).contains(scalar.value) || (0x2474...0x2487).contains(scalar.value) || (0x2776...0x277F).contains(scalar.value)
            || (0x2780...0x2793).contains(scalar.value)
    }

    /// `Read more link — #FF8787, on the card background #2C3135` line after line: a list
    /// without its markers, each line read as the item it would be with one.
    /// A paragraph of `Name — values` lines, perhaps under a title line naming their element;
    /// false when it is not one.
    mutating func readDashedParagraph(_ lines: [(number: Int, raw: Substring)], subject: Int?) -> Bool {
        if dashedLines(lines) {
            readDashedLines(lines, subject: subject)
            return true
        }
        guard let first = lines.first, let name = dashedParagraphTitle(first.raw), dashedLines(Array(lines.dropFirst()), titled: true) else { return false }
        // `1.1.1 Nadpis „Môj denník“` over `Písmo — 22 sp, Bold` and `Farba — …`: an outline's
        // element on its own line, its properties one per line below it.
        let element = childSubject(named: name, of: elementSubject(subject).subject ?? subject, range: draft.lines.lineRange(first.number), override: false)
        readDashedLines(Array(lines.dropFirst()), subject: element)
        return true
    }

    mutating func readDashedLines(_ lines: [(number: Int, raw: Substring)], subject: Int?) {
        for line in lines {
            let text = Fragment.plain(line.raw).trimmed
            guard let (key, value) = DashedElementReading.nameAndValues(text) else { continue }
            let range = draft.lines.lineRange(line.number)
            // Read as the list item it would be with a marker; a background's line as keyed by it.
            var item: RawItem
            if Self.isBackgroundKey(key) {
                let valueRange = draft.lines.locate(value, line: line.number, from: 1, fallback: range)
                item = RawItem(marker: nil, key: key, value: value, text: "\(key): \(value)", range: range, valueRange: valueRange, children: [], childrenOrdered: false, extra: [])
            } else {
                let (marker, splitKey, splitValue, itemText) = ItemExtraction.splitKey(text)
                item = RawItem(marker: marker, key: splitKey, value: splitValue, text: itemText, range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
            }
            readItem(item, subject: subject, mode: nil, state: nil)
        }
    }

    /// True for a paragraph of two or more lines that each name something, then a dash, then
    /// its values (`Log out — #E74C3C, on the row background #2C3135`).
    /// Lines whose values hold no color, size or token (`Akcia — otvorí dialóg`, `Kontrast —
    /// 12,68 : 1`) may stand between; under a title line (`titled`), one valued line is enough.
    func dashedLines(_ lines: [(number: Int, raw: Substring)], titled: Bool = false) -> Bool {
        // A line alone is read when it states the ground (`Pozadie — Čistá biela #FFFFFF`).
        let statesGround = lines.count == 1 && DashedElementReading.nameAndValues(Fragment.plain(lines[0].raw).trimmed).map { pair in
            Self.isBackgroundKey(pair.name) || DashedElementReading.isGroundWord(pair.name)
        } == true
        guard lines.count >= (titled ? 1 : 2) || statesGround else { return false }
        var valued = 0
        // `color.primary.coral (dark) — #FF8787` among them: a line whose name holds a value is
        // still a line of the list (read as its item), when most lines name an element.
        var valuedNames = 0
        for line in lines {
            guard let (name, values) = DashedElementReading.nameAndValues(Fragment.plain(line.raw).trimmed), !name.isEmpty else { return false }
            guard name.split(separator: " ").count <= 10, roleLexer.spans(in: name).isEmpty else {
                valuedNames += 1
                continue
            }
            if roleLexer.spans(in: values).contains(where: { [.color, .length, .dimensions, .token].contains($0.kind) }) {
                valued += 1
            }
        }
        return valued > 0 && valuedNames * 4 <= lines.count && (titled || valued >= 2 || statesGround)
    }

    /// The element a paragraph's first line names when it is a title alone (`1.1.1 Nadpis
    /// „Môj denník“`, `Snackbar:`): at most eight words, no value, no dash, not a sentence; its
    /// outline number dropped.
    func dashedParagraphTitle(_ raw: Substring) -> String? {
        var text = Fragment.plain(raw).trimmed
        if text.hasSuffix(":") { text = String(text.dropLast()).trimmed }
        text = HeadingClassifier.stripNumbering(text) ?? text
        guard !text.isEmpty, text.split(separator: " ").count <= 8, DashedElementReading.nameAndValues(text) == nil,
            !text.hasSuffix("."), !text.contains(": "), roleLexer.spans(in: text).isEmpty
        else { return nil }
        return text
    }

    /// Lines of prose, joined into sentences across soft breaks.
    /// With `title`, the paragraph is a note about that element; with `answers` too, it answers
    /// a question about it, and its first sentence is about it whatever it opens with.
    mutating func readProse(
        _ lines: [(number: Int, raw: Substring)], subject: Int?, opensParagraph: Bool, title: Int? = nil, answers: Bool = false, mode: String? = nil,
        state: String? = nil
    ) {
        var runs: [[Fragment]] = []
        for line in lines {
            let fragment = Fragment.line(line.raw, number: line.number)
            guard !fragment.text.trimmed.isEmpty else { continue }
            if let last = runs.last?.last, Self.continues(last.text, with: fragment.text, raw: line.raw) {
                runs[runs.count - 1].append(fragment)
            } else {
                runs.append([fragment])
            }
        }
        var target = title ?? subject
        // The element a bold title opening the paragraph names.
        var titled: Int? = title
        // True once a bold title opened the paragraph: its later sentences naming nothing else
        // (`**Close.** A 17pt Charcoal ×, hit area 32 × 32pt.`) describe the titled element.
        var boldTitled = false
        // The mode a sentence of the paragraph switched to, or the mode its subject is a label of
        // (`And the date in dark mode?`).
        var paragraphMode: String? = mode ?? subject.flatMap { roles.subjects[$0].isModeLabel ? roles.subjects[$0].mode : nil }
        // The element the last sentence named: `it`, `its label`, `White text on …` after it are about it.
        var antecedent: Antecedent?
        for (runIndex, run) in runs.enumerated() {
            guard let joined = Fragment.joined(run) else { continue }
            for (sentenceIndex, sentence) in Self.sentences(of: joined).enumerated() {
                let bold = isBoldLead(sentence)
                if opensParagraph, runIndex == 0, sentenceIndex == 0, bold, let title = paragraphTitle(sentence, subject: subject) {
                    target = title
                    titled = title
                    boldTitled = true
                    continue
                }
                // A callout's note is about the element it points at: a sentence naming no other
                // element and no key (`Roboto Regular 11 sp, #636E72.`) gives that element's values.
                let firstAnswer = answers && runIndex == 0 && sentenceIndex == 0
                let unnamed = (title != nil || boldTitled) && !firstAnswer && ItemExtraction.splitKey(sentence.text).key == nil
                    && Self.namesNoOtherElement(NamedSentenceReading.phrase(sentence.text, before: roleLexer.spans(in: sentence.text).first?.start ?? sentence.text.count))
                // A ratio in parentheses after the values (`… on the white background (5.2:1)`) is
                // an aside measuring them: the values are read without it. Any other sentence
                // stating a ratio is a claim about a pair (read by the claim reader), as
                // `readSentence` holds; it states no values of the titled element.
                let measured = withoutParenthesizedRatios(sentence)
                if titled != nil, roleLexer.spans(in: measured.text).contains(where: { $0.kind == .ratio }) { continue }
                if let titled, firstAnswer || unnamed || mentionsTitle(sentence, title: titled) {
                    antecedent = readTitledSentence(measured, titled: titled, unnamed: unnamed, mode: paragraphMode)
                    continue
                }
                if runIndex == 0, sentenceIndex == 0, bold, let (name, values) = dashedBoldElement(sentence, subject: subject) {
                    // `**`stat-label`** — 0.875rem (14px) · Color Slate Gray #636E72`: read as the
                    // item `stat-label: 0.875rem (14px) · …` would be.
                    let item = RawItem(
                        marker: nil, key: name, value: values.text, text: sentence.text, range: sentence.range(file: draft.document.file),
                        valueRange: values.range(file: draft.document.file), children: [], childrenOrdered: false, extra: [])
                    readItem(item, subject: subject, mode: nil, state: nil, fromParagraph: false, value: values)
                    antecedent = nil
                    continue
                }
                // `All text on this screen is 16pt or larger.`: a claim about every element of a
                // kind (read by the claim reader), not a value of the element named before.
                if Self.claimsAboutAKind(sentence) {
                    antecedent = nil
                    continue
                }
                if let mode = spokenMode(sentence) {
                    // `Right, dark mode.`, `Now dark:`: what the paragraph says next is that mode's.
                    paragraphMode = mode
                    continue
                }
                // `Dark mode: the page becomes #1A1D1F.` opening a paragraph makes its later lines that mode's.
                if runIndex == 0, sentenceIndex == 0, paragraphMode == nil { paragraphMode = Self.keyedMode(sentence.text, vocabulary: draft.vocabulary) }
                if readTapObjectSentence(sentence, subject: target, mode: paragraphMode) { antecedent = nil; continue }
                if readAntecedentSentence(sentence, antecedent: antecedent, subject: target, boldLead: bold) { continue }
                if let named = readSentence(sentence, boldLead: bold, subject: target, mode: paragraphMode, state: state) { antecedent = named }
            }
        }
    }

    /// `**Character counter.** New "0 / 2,000" counter bottom-right, Footnote 13 in Light Gray`:
    /// a sentence about a paragraph's titled element (naming its head noun, or nothing else).
    mutating func readTitledSentence(_ sentence: Fragment, titled: Int, unnamed: Bool, mode: String?) -> Antecedent {
        let role = NamedSentenceReading.defaultRole(NamedSentenceReading.Phrase(start: 0, name: roles.subjects[titled].name, role: nil))
        // A later sentence of a note (`It shares the header's baseline, 8px after …`) places the
        // element: a bare size there is no text size unless type is named.
        let typed = (role == .text && !unnamed) || !Set(sentence.words).isDisjoint(with: ["semibold", "bold", "regular", "medium", "weight"])
        for clause in Self.clauses(of: sentence, atDashes: true) {
            // `…; turns Error Red at the limit`: a change into a state the clause does not name.
            guard let verb = clause.words.first, !Self.changeVerbs.contains(verb) else { continue }
            readFragments(clause, into: titled, defaultColor: role, defaultSize: typed ? .textSize : .size, mode: mode, state: nil)
        }
        return Antecedent(element: titled, role: role)
    }

    /// The sentence with each parenthesis that holds only ratios (`(5.2:1)`, `(≈ 5.2:1, AA)`)
    /// blanked, columns kept.
    func withoutParenthesizedRatios(_ sentence: Fragment) -> Fragment {
        rewritingAsides(sentence) { chars, start, end, inner in
            let spans = roleLexer.spans(in: inner)
            guard !spans.isEmpty, spans.allSatisfy({ $0.kind == .ratio }) else { return false }
            for position in start...end { chars[position] = " " }
            return true
        }
    }

    /// Words for every element of a kind after a quantifier (`all text`, `every tappable …`).
    static let kindWords: Set<String> = ["text", "type", "copy", "labels", "label", "body", "tappable", "interactive", "targets", "controls", "icons", "buttons"]

    /// A sentence claiming something holds for every element of a kind (`All text on the
    /// composer is 16 pt or larger`, `No text below 13pt`), naming no color.
    static func claimsAboutAKind(_ sentence: Fragment) -> Bool {
        let words = sentence.words
        guard ScopedClaimReader.isBlanket(sentence.text), !words.contains(where: { $0.hasPrefix("#") }) else { return false }
        let afterQuantifier = words.indices.dropLast().contains { ClaimWords.quantifiers.contains(words[$0]) && kindWords.contains(words[$0 + 1]) }
        let noneBelow = words.first.map { ["no", "nothing"].contains($0) } ?? false
        return afterQuantifier || noneBelow
    }

    /// The mode a short sentence with no values only names (`Right, dark mode.`, `Switching to
    /// dark.`); nil for any other sentence.
    func spokenMode(_ sentence: Fragment) -> String? {
        let words = sentence.words
        guard !words.isEmpty, words.count <= 6, roleLexer.spans(in: sentence.text).isEmpty else { return nil }
        let modes = Set(words.compactMap { draft.vocabulary.mode($0) })
        guard modes.count == 1, words.contains(where: { ["mode", "theme", "appearance"].contains($0) }) || words.count <= 3 else { return nil }
        return modes.first
    }

    /// Whether a titled paragraph's sentence names no element other than the titled one: it names
    /// none, or only a touch phrase (`Hit area 32 x 32pt, …`), the element's own quoted copy
    /// (`"124 / 2000", right-aligned …`), or where it sits and what kind of control it is
    /// (`Top-trailing, …`, `Leading text button, …`).
    static func namesNoOtherElement(_ phrase: NamedSentenceReading.Phrase?) -> Bool {
        guard let phrase else { return true }
        let name = Normalize.name(phrase.name)
        return isQuotedCopy(phrase.name) || RoleWords.touchPhrases.contains { name.hasSuffix($0) }
            || !phrase.name.isEmpty && name.split { $0 == " " || $0 == "-" }.allSatisfy { describingWords.contains(String($0)) || SpecVocabulary.interactiveKinds.contains(String($0)) }
    }

    /// A name that is only quoted copy (`"124 / 2000"`, `«Lagre»`).
    static func isQuotedCopy(_ name: String) -> Bool {
        guard let first = name.first, let last = name.last, name.count >= 2 else { return false }
        return (NamedSentenceReading.quoteClosers[first]?.contains(last) ?? false) && !name.dropFirst().dropLast().contains { NamedSentenceReading.quoteClosers[$0] != nil && $0 != first }
    }

    /// Words of where an element sits or how it is drawn (`top-trailing`, `leading text button`).
    static let describingWords: Set<String> = [
        "top", "bottom", "leading", "trailing", "left", "right", "center", "centered", "centred", "aligned", "right-aligned", "left-aligned",
        "full", "width", "inline", "floating", "text", "secondary", "primary", "tertiary", "a", "an", "the",
    ]

    static let changeVerbs: Set<String> = ["turns", "becomes", "goes", "switches", "changes", "fades", "flips"]

    /// True when the sentence names the title's head noun (its last word) before its first value.
    func mentionsTitle(_ sentence: Fragment, title: Int) -> Bool {
        guard !isAlreadyRead(sentence), let head = Self.nameWords(roles.subjects[title].name).last, head.count >= 3,
            let first = roleLexer.spans(in: sentence.text).first
        else { return false }
        let before = String(sentence.text.prefix(first.start)).lowercased().split { !$0.isLetter }
        return before.contains { $0 == head || $0 == head + "s" }
    }

    /// A text's clauses: its sentences, each split at `;` outside parentheses (and at a spaced
    /// dash, with `atDashes`), without the spaces and full stops around them.
    static func clauses(of cell: Fragment, atDashes: Bool = false) -> [Fragment] {
        var out: [Fragment] = []
        for sentence in sentences(of: cell) {
            let chars = Array(sentence.text)
            var depth = 0
            var start = 0
            for (index, character) in chars.enumerated() {
                if character == "(" { depth += 1 }
                if character == ")" { depth = max(0, depth - 1) }
                let dash = atDashes && "—–".contains(character) && index > 0 && chars[index - 1] == " " && index + 1 < chars.count && chars[index + 1] == " "
                if character == ";" || dash, depth == 0 {
                    out.append(sentence.slice(start, index))
                    start = index + 1
                }
            }
            out.append(sentence.slice(start, chars.count))
        }
        return out.compactMap { clause in
            let lead = clause.text.prefix { $0 == " " }.count
            let trail = clause.text.reversed().prefix { $0 == " " || $0 == "." }.count
            guard lead + trail < clause.text.count else { return nil }
            return clause.slice(lead, clause.text.count - trail)
        }
    }

    /// True when the line after `previous` continues its sentence: the previous line ends none
    /// and the next opens no `Key:` and no bold lead.
    static func continues(_ previous: String, with next: String, raw: Substring) -> Bool {
        let end = previous.trimmed
        guard let last = end.last, !".!?:;".contains(last) else { return false }
        if String(raw).trimmed.hasPrefix("**") { return false }
        let (_, key, value, _) = ItemExtraction.splitKey(next)
        if let key, key.split(separator: " ").count <= 4 { return false }
        // Lines of `key: values` in a paragraph, each with values (`display name = inline input
        // inside its row: 40px tall, bg #F9FAFB`): a longer key opens a line of its own too.
        if let key, key.split(separator: " ").count <= 8, Self.holdsValue(end), Self.holdsValue(value) { return false }
        return true
    }

    /// Whether text holds a digit, a `#` or a code span: a value may stand in it.
    static func holdsValue(_ text: String) -> Bool {
        text.utf8.contains { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "`") }
    }

    /// A run split at sentence ends (`. ` before a capital), outside parentheses and quotes and
    /// not after an abbreviation (`e.g.`, `i.e.`, `vs.`).
    static func sentences(of run: Fragment) -> [Fragment] {
        let chars = Array(run.text)
        var out: [Fragment] = []
        var start = 0
        let outside = TopLevelText.outside(chars, quotes: ["\""])
        for index in chars.indices {
            let character = chars[index]
            guard ".!?".contains(character), outside[index], index + 1 < chars.count, chars[index + 1] == " " else { continue }
            // One space or two (typewriter style) before the next sentence's capital.
            var next = index + 1
            while next < chars.count, chars[next] == " " { next += 1 }
            guard next < chars.count, next - index <= 3, chars[next].isUppercase else { continue }
            let before = String(chars[start..<index]).split(separator: " ").last.map { $0.lowercased() } ?? ""
            if !["e.g", "i.e", "vs", "approx", "etc", "z.b", "incl", "min", "max", "ca", "fig", "no"].contains(before) {
                out.append(run.slice(start, index + 1))
                start = next
            }
        }
        if start < chars.count { out.append(run.slice(start, chars.count)) }
        return out.filter { !$0.text.trimmed.isEmpty }
    }

    /// True when the sentence opens with bold text (`**Expected:** …`, `**Maya** 10:33 — …`).
    func isBoldLead(_ sentence: Fragment) -> Bool {
        guard let first = sentence.positions?.first, let written = draft.lines.text(before: first) else {
            return draft.lines.line(sentence.line).map { String($0).trimmed.hasPrefix("**") } ?? false
        }
        var before = written.trimmed
        // `**`stat-label`**`: a code span inside the bold.
        while before.hasSuffix("`") { before.removeLast() }
        return before.hasSuffix("**")
    }

    /// `**① Navigation bar.**`, `**Journal text field:**` opening a paragraph: a bold title with
    /// no values names the element the paragraph is about.
    mutating func paragraphTitle(_ sentence: Fragment, subject: Int?) -> Int? {
        guard let subject, [.element, .section].contains(roles.subjects[subject].kind), let raw = draft.lines.line(sentence.line) else { return nil }
        // A list item's marker (`2. **Character counter.** New …`) stands before the title.
        let text = Self.withoutListMarker(String(raw).trimmed)
        guard text.hasPrefix("**"), let close = text.dropFirst(2).textRange(of: "**") else { return nil }
        let bold = Fragment.plain(text.dropFirst(2)[..<close.lowerBound]).trimmed
        guard bold == sentence.text.trimmed, let last = bold.last, ".:".contains(last), roleLexer.spans(in: bold).isEmpty else { return nil }
        var name = String(bold.dropLast()).trimmed
        while let first = name.first, !first.isLetter { name = String(name.dropFirst()).trimmed }
        let lead = Normalize.name(name)
        guard !name.isEmpty, name.split(separator: " ").count <= 6, qualifierKey(name) == nil, !Self.commentLeads.contains(where: { lead.hasPrefix($0) }),
            MetaLeads.lead(in: name + ": ") == nil, Set(SubjectHeadings.words(name)).isDisjoint(with: SubjectHeadings.documentationWords)
        else { return nil }
        return childSubject(named: name, of: subject, range: sentence.range(file: draft.document.file), override: false)
    }

    /// The line without a list item's marker (`- `, `* `, `+ `, `2. `, `2) `).
    static func withoutListMarker(_ text: String) -> String {
        if let first = text.first, "-*+".contains(first), text.dropFirst().first == " " { return String(text.dropFirst(2)).trimmed }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return text }
        let rest = text.dropFirst(digits.count)
        guard let mark = rest.first, ".)".contains(mark), rest.dropFirst().first == " " else { return text }
        return String(rest.dropFirst(2)).trimmed
    }

    /// `**`stat-label`** — 0.875rem (14px) · Color Slate Gray #636E72`: a bold name, a dash and
    /// the element's values on one line (`ElementLabelReading`); the name and the values.
    func dashedBoldElement(_ sentence: Fragment, subject: Int?) -> (String, Fragment)? {
        guard let subject, [.element, .section].contains(roles.subjects[subject].kind), let raw = draft.lines.line(sentence.line),
            let (name, values) = Self.boldNameAndDash(raw)
        else { return nil }
        guard !name.isEmpty, name.split(separator: " ").count <= 10, roleLexer.spans(in: name).isEmpty, !roleLexer.spans(in: values).isEmpty,
            qualifierKey(name) == nil, !keyRoles(name).isRole, MetaLeads.lead(in: name + ": ") == nil,
            Set(SubjectHeadings.words(name)).isDisjoint(with: SubjectHeadings.documentationWords),
            let dash = [" — ", " – ", " - ", " · "].lazy.compactMap({ sentence.text.textRange(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
        else { return nil }
        // The sentence is plain text (no `**`, no backticks): its values start after its first dash
        // and run to its end, as the paragraph's sentences split them.
        let offset = sentence.text.distance(from: sentence.text.startIndex, to: dash.upperBound)
        return (name, sentence.slice(offset, sentence.text.count))
    }

    /// `**Save button** (primary) — values…`: the bold name and the text after the dash, or nil
    /// for a line not opened by a bold name and a dash.
    static func boldNameAndDash(_ raw: Substring) -> (name: String, values: String)? {
        let text = String(raw).trimmed
        guard text.hasPrefix("**"), let close = text.dropFirst(2).textRange(of: "**") else { return nil }
        let name = Fragment.plain(text.dropFirst(2)[..<close.lowerBound]).trimmed
        var after = String(text[close.upperBound...]).trimmed
        if after.hasPrefix("("), let end = after.firstIndex(of: ")") { after = String(after[after.index(after: end)...]).trimmed }
        // `**Àkọlé Káàdì** · àwọ̀ ọ̀rọ̀: #2D3436 · font: …`: a middle dot parts the name from its values as a dash does.
        guard let dash = ["— ", "– ", "- ", "· "].first(where: { after.hasPrefix($0) }) else { return nil }
        return (name, String(after.dropFirst(dash.count)).trimmed)
    }

    /// A definition's text: what follows its `:` marker, without the spaces after it.
    static func definitionText(_ line: (number: Int, raw: Substring)) -> Fragment? {
        var fragment = Fragment.line(line.raw, number: line.number)
        guard let colon = fragment.text.firstIndex(of: ":") else { return nil }
        fragment = fragment.slice(fragment.text.distance(from: fragment.text.startIndex, to: colon) + 1, fragment.text.count)
        let leading = fragment.text.prefix { $0 == " " || $0 == "\t" }.count
        return fragment.slice(leading, fragment.text.count)
    }

    /// A definition list's term and its `: …` lines; false when the term line is not a term
    /// (it holds values of its own).
    /// `E` over `: Body field · min 120dp · …`: a legend's letter names a marker on a drawing,
    /// and the description's first words say what kind of element it marks (a field, a button).
    mutating func markerKind(of element: Int, term: String, descriptions: [(number: Int, raw: Substring)]) {
        guard term.count <= 2, term.allSatisfy({ $0.isLetter || $0.isNumber }), let first = descriptions.first, let fragment = Self.definitionText(first) else { return }
        let cut = ["·", "—", "–", ",", "("].compactMap { fragment.text.firstIndex(of: Character($0)) }.min() ?? fragment.text.endIndex
        let kind = String(fragment.text[fragment.text.startIndex..<cut]).trimmed
        guard !kind.isEmpty, kind.split(separator: " ").count <= 5, kind.contains(where: \.isLetter), roleLexer.spans(in: kind).isEmpty else { return }
        let node = node(for: element)
        if draft.nodes[node].componentKind == nil { draft.nodes[node].componentKind = (kind, fragment.range(file: draft.document.file)) }
    }

    mutating func readDefinition(term: (number: Int, raw: Substring), descriptions: [(number: Int, raw: Substring)], subject: Int?) -> Bool {
        var termText = Fragment.plain(term.raw).trimmed
        while let last = termText.last, last == ":" { termText.removeLast() }
        guard !termText.isEmpty, termText.split(separator: " ").count <= 8, roleLexer.spans(in: termText).isEmpty else { return false }
        if let subject, [.documentation, .claims].contains(roles.subjects[subject].kind) { return true }
        let (name, qualifiers) = elementName(termText)
        if Self.isBackgroundKey(name) {
            // `Screen background` / `: color.background.primary (#FFFFFF light / #1A1D1F dark)`: what
            // the subject's elements sit on, like a `Screen background:` line — not an element of its own.
            for line in descriptions {
                guard let fragment = Self.definitionText(line) else { continue }
                guard !fragment.text.isEmpty, !isAlreadyRead(fragment, ignoringTokenUses: true) else { continue }
                let range = fragment.range(file: draft.document.file)
                let item = RawItem(
                    marker: nil, key: name, value: fragment.text, text: fragment.text, range: range, valueRange: range, children: [], childrenOrdered: false,
                    extra: [])
                readBackgroundLine(item, subject: subject, mode: qualifiers.mode, value: fragment)
            }
            return true
        }
        let override = subject.map { roles.subjects[$0].kind == .modeOverrides } ?? false
        let element = childSubject(named: name, of: subject, range: draft.lines.lineRange(term.number), override: override)
        markerKind(of: element, term: termText, descriptions: descriptions)
        let mode = qualifiers.mode ?? elementSubject(subject).mode
        for line in descriptions {
            guard let fragment = Self.definitionText(line) else { continue }
            guard !fragment.text.isEmpty, !isAlreadyRead(fragment) else { continue }
            let (_, key, value, _) = ItemExtraction.splitKey(fragment.text)
            if let key, !value.isEmpty {
                let valueFragment = Self.tail(of: fragment, matching: value)
                if let own = qualifierKey(key) {
                    readFragments(valueFragment, into: element, defaultColor: nil, defaultSize: .size, mode: own.mode ?? mode, state: own.state ?? qualifiers.state)
                    continue
                }
                let item = RawItem(
                    marker: nil, key: key, value: value, text: fragment.text, range: fragment.range(file: draft.document.file),
                    valueRange: valueFragment.range(file: draft.document.file), children: [], childrenOrdered: false, extra: [])
                readItem(item, subject: element, mode: mode, state: qualifiers.state, value: valueFragment)
                continue
            }
            readFragments(fragment, into: element, defaultColor: nil, defaultSize: .size, mode: mode, state: qualifiers.state)
        }
        return true
    }
}
