/// `To select, tap the 28×28pt selection circle in the corner`: an instruction to tap a thing
/// sized right before its name says how big the thing a finger has to hit is — its touch target,
/// whatever section the sentence stands in.
enum TapObjectReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "tap-object", title: "Tap the sized thing",
        summary: "A sentence telling the reader to tap, click or press a thing with its size written right before its name (`tap the 28×28pt selection circle`, `Tap the 20pt close icon to dismiss`, `click the 16px ×`) makes that size the touch target of the thing it names: the element of that name under the section, or a new one.",
        examples: [
            SpecReadingExample(
                """
                ## Library picker

                Background: White #FFFFFF

                To select, tap the 28×28pt selection circle in the thumbnail's corner; a tap anywhere else opens the preview.

                - Tap the 20pt close icon to dismiss.
                """,
                facts: ["target selection circle: 28×28", "target close icon: 20×20"]),
        ])

    /// Verbs of acting on a thing with a finger or a pointer.
    static let verbs: Set<String> = ["tap", "taps", "tapping", "click", "clicks", "clicking", "press", "presses", "pressing", "touch", "hit"]
    /// Words between the verb and the size.
    static let articles: Set<String> = ["the", "a", "an", "its", "their", "that", "this", "on"]
    /// Words that end the name after the size.
    static let nameEnds: Set<String> = [
        "in", "on", "at", "to", "for", "of", "and", "or", "with", "inside", "beside", "next", "below", "above", "under", "over", "that", "which",
        "so", "then", "instead", "only", "again", "is", "it",
    ]
}

extension DocumentBuilder {
    /// `tap the 28×28pt selection circle`: the element named after the size, with that size as
    /// its touch target; false when the sentence is no such instruction.
    mutating func readTapObjectSentence(_ sentence: Fragment, subject: Int?, mode: String?) -> Bool {
        let spans = roleLexer.spans(in: sentence.text)
        let sizes = spans.filter { $0.kind == .dimensions || $0.kind == .length }
        guard sizes.count == 1, let size = sizes.first, !spans.contains(where: { $0.kind == .color || $0.kind == .ratio }) else { return false }
        let chars = Array(sentence.text)
        let before = String(chars[..<size.start]).lowercased().split { !$0.isLetter }.map(String.init)
        guard let verb = before.lastIndex(where: TapObjectReading.verbs.contains), before.count - verb <= 3,
            before[(verb + 1)...].allSatisfy(TapObjectReading.articles.contains)
        else { return false }
        var name: [String] = []
        for piece in String(chars[size.end...]).split(separator: " ") {
            // `the 28×28pt selection circle (size.photo-picker.selection-indicator)`: a gloss ends the name.
            if piece.first == "(" || piece.first == "`" { break }
            let word = piece.trimmingCharacters(in: .punctuationCharacters)
            guard !word.isEmpty, !TapObjectReading.nameEnds.contains(word.lowercased()), name.count < 4 else { break }
            guard word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "×" || $0 == "'" }) else { return false }
            name.append(word)
            if let last = piece.last, ",;.:)".contains(last) { break }
        }
        guard !name.isEmpty else { return false }
        let parent = elementSubject(subject).subject ?? subject
        let written = name.joined(separator: " ")
        // In the section about that element, the element itself.
        let isParent = parent.map { Normalize.name(roles.subjects[$0].name) == Normalize.name(written) } ?? false
        let element = isParent ? parent! : childSubject(named: written, of: parent, range: sentence.range(file: draft.document.file), override: false)
        readFragments(sentence.slice(size.start, size.end), into: element, defaultColor: nil, defaultSize: .touchTarget, mode: mode, state: nil)
        return true
    }
}
