import MarkdownSource

/// A bold question on a line of its own (`**Q: What colour is the date under the card title?**`,
/// `**And the date in dark mode?**`): the answer under it, up to the next question or heading,
/// describes the element the question asks about. FAQ pages, interview notes and review
/// threads are written this way.
enum QuestionLabelReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "question-label", title: "A question over its answer",
        summary: "A paragraph that is only a bold question (`**Q: What colour is the date under the card title?**`, `**How big is the \"more\" button on each card?**`) opens an element named by what it asks about — the words after the question's lead (`what colour is the`, `how big is the`, `what about the`) up to a preposition or verb (`under the card title`, `on each card`), without a trailing `style` or `look like` — in the mode it names (`in dark mode`). The paragraphs, lists and code under it, up to the next question or heading, describe that element; a later question about the same element (`And the date in dark mode?`) describes it again, in its mode. A question naming no element ends the one before.",
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
        guard var asked = DocumentBuilder.questionSubject(part.hasSuffix("?") ? part : part + "?") else { return nil }
        // `the tag chip label`: the part named by its role word is the element asked about.
        let lowerPart = part.lowercased()
        if let range = lowerPart.range(of: asked.lowercased()), let next = lowerPart[range.upperBound...].split(separator: " ").first.map({ String($0.filter(\.isLetter)) }),
            NamedSentenceReading.roleSuffixes.contains(next), next != "color", next != "colour"
        {
            asked += " " + next
        }
        // `What does the headline look like?`, `What's the card title style?`: what is asked of it.
        var words = asked.split(separator: " ").map(String.init)
        while words.count > 1, let last = words.last, trailingWords.contains(last.lowercased()) { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// Words that end a question after the element's name.
    static let trailingWords: Set<String> = ["look", "looks", "like", "style", "styles", "drawn", "work", "behave"]
}

extension DocumentBuilder {
    /// Opens a question's element; a later question about the same element (`And the date in
    /// dark mode?`) opens that element again, in the mode it names.
    mutating func openQuestion(_ question: Subject, on stack: inout [Int]) {
        while let top = stack.last, roles.subjects[top].isElementLabel { stack.removeLast() }
        guard let earlier = roles.subjects.indices.last(where: { index in
            roles.subjects[index].isQuestion && roles.subjects[index].kind == .element && roles.subjects[index].parent == stack.last
                && Normalize.name(roles.subjects[index].name) == Normalize.name(question.name)
        }) else {
            open(question, replacing: \.isElementLabel, on: &stack)
            return
        }
        stack.append(earlier)
        guard let mode = question.mode else { return }
        var label = Subject(kind: .section, name: mode, level: 0, range: question.range, parent: earlier, node: nil)
        label.mode = mode
        label.isModeLabel = true
        label.isElementLabel = true
        label.isQuestion = true
        open(label, replacing: \.isModeLabel, on: &stack)
    }

    /// The text of a paragraph that is only a bold question, or nil.
    func boldQuestion(_ block: MarkdownNode) -> String? {
        guard case .paragraph = block.kind else { return nil }
        let range = draft.lines.range(of: block)
        guard max(range.start.line, block.range.end.line) == range.start.line, block.children.count == 1,
            let bold = block.children.first, case .strong = bold.kind
        else { return nil }
        let text = Normalize.text(bold.plainText).trimmed
        let lower = text.lowercased()
        return text.hasSuffix("?") || lower.hasPrefix("q:") || lower.hasPrefix("q.") ? text : nil
    }

    /// The element a bold question opens (`QuestionLabelReading`), or nil.
    func questionLabel(_ block: MarkdownNode) -> Subject? {
        let range = draft.lines.range(of: block)
        guard let text = boldQuestion(block), let name = QuestionLabelReading.asked(text), !labelNamesNoElement(name) else { return nil }
        var subject = Subject(kind: .element, name: name, level: 0, range: range, parent: nil, node: nil)
        subject.mode = headingMode(SubjectHeadings.words(text))
        subject.isElementLabel = true
        subject.isQuestion = true
        return subject
    }
}
