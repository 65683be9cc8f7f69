/// `info (i) button, top-right · 24pt glyph · tap area 28×28pt`: an element named by the line's
/// first segment, its values in the segments after it, each read by the words beside it.
enum SegmentedElementReading: ItemReading {
    /// What divides the segments of such a line. A comma does not: it separates the words of a
    /// name (`Help button, top trailing`) as often as values.
    static let separators = [" · ", " • ", " | ", "; ", " ㆍ "]

    static let description = SpecReadingDescription(
        id: "segmented-element", title: "An element and its values in segments",
        summary: "A list item written as segments (`·`, `•`, `|`, `;` between them) whose first segment holds no value names an element of its subject; each later segment is read by the words beside its values: `tap area 28×28pt` is the touch target, `24pt glyph` the icon, `9pt semibold` or `Footnote 13pt` the text size, `Charcoal on Bright Yellow #FDCB6E` a text pair, and a size with no word beside it is the element's box, its touch target when a segment says it is acted on (`tappable`, `opens …`). A quoted copy in the first segment (`sub-line \"Best: 21 days\"`) is what the element says, not part of its name.",
        examples: [
            SpecReadingExample(
                """
                ## Streak card

                Canvas: White #FFFFFF

                - info (i) button, top-right · 24pt glyph, Slate Gray #636E72 · tap area 28×28pt
                - 7 dots · 32×32pt each · tappable → opens that day's entry
                - sub-line "Best: 21 days" · Footnote 13pt · Charcoal #2D3436
                - tag "NEW" · 9pt semibold · Charcoal on Bright Yellow #FDCB6E
                """,
                facts: [
                    "target info (i) button, top-right: 28×28", "non-text info (i) button, top-right: #636E72 on #FFFFFF (light)",
                    "target 7 dots: 32×32", "text size sub-line: 13", "text sub-line: #2D3436 on #FFFFFF (light)", "text size tag: 9",
                    "text tag: #2D3436 on #FDCB6E (light)",
                ],
                absent: ["text size info (i) button, top-right: 24"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        // A colon inside the lead's quoted copy (`sub-line "Best: 21 days" · …`) makes no key.
        guard item.key.map(hasOpenQuote) ?? true, !context.fromParagraph else { return false }
        let text = Fragment.plain(Substring(item.text)).trimmed
        let segments = Normalize.splitTopLevel(text, separators: separators).map { $0.trimmed }
        guard segments.count >= 2, let lead = segments.first, !lead.isEmpty else { return false }
        // `Typography — SF Pro Display · 28 px`: a role and a dash lead the subject's own values
        // (`DashedElementReading`).
        if let dash = lead.textRange(of: " — ") ?? lead.textRange(of: " – "), KeyTable.property(String(lead[..<dash.lowerBound]).trimmed) != nil,
            builder.keyRoles(String(lead[..<dash.lowerBound]).trimmed).isRole
        {
            return false
        }
        let name = Self.name(lead)
        let lexer = builder.roleLexer
        // An arrow in the lead is an override (`Title · Subtitle → Off-White`), a background key
        // the canvas: both are read by their own readings.
        // A lead holding a full stop (`Prompt eyebrow. Each card gets an eyebrow`) is sentences.
        guard !name.isEmpty, name.split(separator: " ").count <= 8, !name.contains(". "), lexer.spans(in: name).isEmpty, !name.contains("→"), !name.contains("->"),
            !DocumentBuilder.isBackgroundKey(name)
        else { return false }
        let values = segments.dropFirst().filter { !$0.isEmpty }
        guard values.contains(where: { !lexer.spans(in: $0).isEmpty }) else { return false }
        let (element, qualifiers) = builder.elementName(name)
        let override = context.subject.map { builder.roles.subjects[$0].kind == .modeOverrides } ?? false
        let subject = builder.childSubject(named: element, of: context.subject, range: item.range, override: override)
        let line = item.range.start.line
        if !builder.roles.readLines.contains(line) {
            // A segment's own words name the role of a color no word beside it names (`24pt glyph,
            // Slate Gray`); else a line that gives type makes a bare color the text's.
            let words = Set(Fragment(text: values.joined(separator: " "), line: line, column: 1).words)
            let givesType = values.contains { lexer.spans(in: $0).contains { $0.kind == .font } }
                || words.contains { TypographyReader.weight($0) != nil && Int($0) == nil }
                || words.contains { !builder.session.index.styles(named: $0).isEmpty }
            var from = 1
            for segment in values {
                let range = builder.draft.lines.locate(segment, line: line, from: from, fallback: item.range)
                from = range.start.column
                let fragment = Fragment(text: segment, line: line, column: range.start.column)
                let named = fragment.words.lazy.compactMap { RoleWords.colorRole($0) }.first
                // `Footnote 13pt`: a size beside the name of a type style is the text's size.
                let segmentWords = fragment.words
                let styled = segmentWords.indices.contains { index in
                    !builder.session.index.styles(named: segmentWords[index]).isEmpty
                        || (index + 1 < segmentWords.count && !builder.session.index.styles(named: segmentWords[index] + " " + segmentWords[index + 1]).isEmpty)
                }
                builder.readFragments(
                    fragment, into: subject, defaultColor: named ?? (givesType || styled ? .text : nil), defaultSize: styled ? .textSize : .size,
                    mode: qualifiers.mode ?? context.mode, state: qualifiers.state ?? context.state)
            }
        }
        for child in item.children {
            builder.readItem(child, subject: subject, mode: qualifiers.mode ?? context.mode, state: qualifiers.state ?? context.state)
        }
        return true
    }

    /// Whether a key stops inside a quotation (`sub-line "Best`).
    static func hasOpenQuote(_ key: String) -> Bool {
        key.filter { $0 == "\"" }.count % 2 == 1 || key.filter { $0 == "“" }.count > key.filter { $0 == "”" }.count
    }

    /// The element's name in a lead segment: its words without the quoted copy it shows
    /// (`freeze chip "🧊 1 freeze left"` → `freeze chip`).
    static func name(_ lead: String) -> String {
        var out = ""
        var quote: Character?
        for character in lead {
            if let open = quote {
                if character == open || (open == "“" && character == "”") || (open == "«" && character == "»") { quote = nil }
                continue
            }
            if character == "\"" || character == "“" || character == "«" {
                quote = character
                continue
            }
            out.append(character)
        }
        return out.split(separator: " ").joined(separator: " ")
    }
}
