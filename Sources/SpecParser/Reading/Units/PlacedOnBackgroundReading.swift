import DesignModel

/// `All three rows sit directly on the screen background, `color.background.primary` (White
/// #FFFFFF light / Background Black #1A1D1F dark). No card behind them.`: an item without a key
/// saying what things are placed on and then the value of that background — possibly on the
/// item's continuation line. The value is the background of the subject; when the words name the
/// screen's or the page's background and the subject is a top-level one, of the document.
enum PlacedOnBackgroundReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "placed-on-background", title: "Backgrounds stated in a sentence about placement",
        summary: "An item with no key saying that things sit on a background (`on the screen background`, `sur le fond de l'écran`, `auf dem Hintergrund`) followed by that background's value — a color or a color token, per mode when it names modes, on the same line or the item's next — gives the background its words name: a screen's or a page's background stated in a top-level section is the document's.",
        examples: [
            SpecReadingExample(
                """
                # Search

                ## Where it lives

                - All rows sit directly on the screen background, `color.background.primary`
                  (White `#FFFFFF` light / Background Black `#1A1D1F` dark). No card behind them.

                ## Chip

                - Label: Slate Gray #636E72
                """,
                facts: ["text Chip: #636E72 on #FFFFFF (light)", "text Chip: #636E72 on #1A1D1F (dark)"]),
        ])

    /// Nouns of a background besides `DocumentBuilder.backgroundWords`, in every language.
    static let backgroundNouns = Set(["canvas", "backdrop", "fill"] + LanguageWords.words(\.background))

    /// Words naming the whole screen or page: their background is the document's.
    static let screenWords: Set<String> = ["screen", "page", "app", "écran", "pantalla", "bildschirm", "schermo", "scherm", "ekranu", "tela", "화면", "画面", "页面"]

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        // Outside every subject (under a top-level `#` heading, a slide of a deck) a placement says
        // nothing about the whole document.
        guard item.key == nil, item.children.isEmpty, context.value == nil, context.subject != nil, !builder.isAlreadyRead(item, context) else { return false }
        guard let fragment = builder.itemFragment(item) else { return false }
        let lower = fragment.text.lowercased()
        let chars = Array(lower)
        let lexer = builder.roleLexer
        let assigner = builder.roleAssigner
        for word in RoleWords.onWords {
            guard lower.containsText(word), let found = lower.textRange(of: word) else { continue }
            let after = lower.distance(from: lower.startIndex, to: found.upperBound)
            // The background word within the next three words (`the screen background`).
            let following = String(chars[after...]).split(separator: " ", omittingEmptySubsequences: true).prefix(4).map {
                $0.trimmingCharacters(in: .punctuationCharacters)
            }
            // A background word proper (`background`, `canvas`, `fondo`), not an element's (`card`, `chip`).
            guard let index = following.firstIndex(where: { DocumentBuilder.backgroundWords.contains($0) || backgroundNouns.contains($0) }), index <= 3 else { continue }
            // `Ember #E8590C on card (White / …)`: an element's color on something is read by the other readings.
            let before = lower.distance(from: lower.startIndex, to: found.lowerBound)
            guard !lexer.spans(in: String(Array(fragment.text)[..<before])).contains(where: { $0.kind == .color || assigner.isColorToken($0) }) else { return false }
            let names = following[..<index]
            // The value: the first color after the background word, within three words.
            let spans = lexer.spans(in: fragment.text).filter { ($0.kind == .color || assigner.isColorToken($0)) && $0.start >= after }
            guard let first = spans.first else { return false }
            let gap = String(Array(fragment.text)[after..<first.start]).split(separator: " ").filter { $0.contains { $0.isLetter } }
            guard gap.count <= index + 2 else { return false }
            var value = fragment.slice(first.start, fragment.text.count)
            if let sentence = Fragment.sentences(value.text).first { value = value.slice(0, sentence.trimmed.count) }
            var subject = context.subject
            if names.contains(where: screenWords.contains), let current = subject, builder.roles.subjects[current].parent == nil { subject = nil }
            let key = names.contains(where: screenWords.contains) ? "screen background" : "background"
            let background = RawItem(
                marker: nil, key: key, value: value.text, text: fragment.text, range: item.range, valueRange: value.range(file: item.range.file), children: [],
                childrenOrdered: false, extra: [])
            builder.readBackgroundLine(background, subject: subject, mode: context.mode, value: value)
            return true
        }
        return false
    }
}

extension DocumentBuilder {
    /// An item's text as written across its lines (the first from the item's start, the next
    /// ones its continuation lines), Markdown marks removed, each character at its place.
    func itemFragment(_ item: RawItem) -> Fragment? {
        guard let raw = draft.lines.line(item.range.start.line) else { return nil }
        let text = Fragment.plain(Substring(item.text)).trimmed
        var pieces = [Fragment.line(raw, number: item.range.start.line)]
        // The first line from where the item's text starts (after its list marker).
        guard let start = pieces[0].text.textRange(of: String(text.prefix(12))) else { return nil }
        pieces[0] = pieces[0].slice(pieces[0].text.distance(from: pieces[0].text.startIndex, to: start.lowerBound), pieces[0].text.count)
        let wanted = text.count
        var number = item.range.start.line + 1
        while pieces.map(\.text.count).reduce(0, +) + pieces.count - 1 < wanted, let next = draft.lines.line(number), !String(next).trimmed.isEmpty {
            pieces.append(Fragment.line(next, number: number))
            number += 1
        }
        return Fragment.joined(pieces)
    }
}
