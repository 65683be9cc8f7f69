import MarkdownSource

/// A bold question on a line of its own (`**Q: What colour is the date under the card title?**`,
/// `**And the date in dark mode?**`): the answer under it, up to the next question or heading,
/// describes the element the question asks about. FAQ pages, interview notes and review
/// threads are written this way.
enum QuestionLabelReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "question-label", title: "A question over its answer",
        summary: "A paragraph that is only a bold question (`**Q: What colour is the date under the card title?**`, `**How big is the \"more\" button on each card?**`) opens an element named by what it asks about — the words after the question's lead (`what colour is the`, `how big is the`, `what about the`) up to a preposition or verb (`under the card title`, `on each card`), without a trailing `style` or `look like` — in the mode it names (`in dark mode`). The paragraphs, lists and code under it, up to the next question or heading, describe that element.",
        examples: [
            SpecReadingExample(
                """
                ## Timeline

                Page background: White `#FFFFFF` (light), Background Black `#1A1D1F` (dark)

                **Q: What colour is the date under the card title?**

                13px / 18px, 400, Slate Gray `#636E72` at 60%.

                **Q: How big is the "more" (⋯) button on each card?**

                The button is 20×20px and it's the whole clickable area.

                **Q: And the date in dark mode?**

                Light Gray `#B2BEC3`.
                """,
                facts: ["text date: #636E7299 on #FFFFFF (light)", "target \"more\" button: 20×20", "text date: #B2BEC3 on #1A1D1F (dark)"]),
        ])

    /// The element a question asks about (`DocumentBuilder.questionSubject`), or nil when the
    /// text is not a question.
    static func asked(_ text: String) -> String? {
        var question = text.trimmed
        let lower = question.lowercased()
        let led = lower.hasPrefix("q:") || lower.hasPrefix("q.")
        guard question.hasSuffix("?") || led else { return nil }
        if led { question = String(question.dropFirst(2)).trimmed }
        // `The little badge on multi-photo entries, how big?`: the part that is not the question's lead.
        let parts = question.split(separator: ",").map { String($0).trimmed }
        let asking = parts.first { part in
            !DocumentBuilder.questionWords.contains(part.split(separator: " ").first.map { $0.lowercased() } ?? "")
        }
        let part = parts.count > 1 ? (asking ?? parts[0]) : question
        guard let asked = DocumentBuilder.questionSubject(part.hasSuffix("?") ? part : part + "?") else { return nil }
        // `What does the headline look like?`, `What's the card title style?`: what is asked of it.
        var words = asked.split(separator: " ").map(String.init)
        while words.count > 1, let last = words.last, trailingWords.contains(last.lowercased()) { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// Words that end a question after the element's name.
    static let trailingWords: Set<String> = ["look", "looks", "like", "style", "styles", "drawn", "work", "behave"]
}

extension DocumentBuilder {
    /// The element a bold question opens (`QuestionLabelReading`), or nil.
    func questionLabel(_ block: MarkdownNode) -> Subject? {
        guard case .paragraph = block.kind else { return nil }
        let range = draft.lines.range(of: block)
        guard max(range.start.line, block.range.end.line) == range.start.line, block.children.count == 1,
            let bold = block.children.first, case .strong = bold.kind
        else { return nil }
        let text = Normalize.text(bold.plainText).trimmed
        guard let name = QuestionLabelReading.asked(text), !labelNamesNoElement(name) else { return nil }
        var subject = Subject(kind: .element, name: name, level: 0, range: range, parent: nil, node: nil)
        subject.mode = headingMode(SubjectHeadings.words(text))
        subject.isElementLabel = true
        subject.isQuestion = true
        return subject
    }
}
