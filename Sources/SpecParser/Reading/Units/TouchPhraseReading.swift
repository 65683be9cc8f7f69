/// A touch phrase (`hit area`, `tap area`, `touch target`, `área táctil`) before a size makes
/// that size the touch target, whatever dimension word follows it: `Hit area = visual bounds
/// (24pt tall)` is a hit area 24pt tall, not the element's height. A phrase with no size of its
/// own (`hit area is the full width`) carries on to the heights and widths later in its sentence
/// (`…, 32pt tall`). A `W × H` a shape word follows (`24×24pt disc`, `28×28 circle`) is the
/// element's visual size. Read by `RoleAssigner.assignPart`.
enum TouchPhraseReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "touch-phrase", title: "A touch phrase before a size",
        summary: "A touch phrase (`hit area`, `tap area`, `touch target`, `button size`, `área táctil`, …) standing before a size, with no other value and no word of extension (`extends`, `plus`, `beyond`) between them, makes the size the touch target — a `tall` or `wide` after it keeps only that axis (`Hit area = visual bounds (24pt tall)`, `icono de 20 pt dentro de un área táctil de 32×32 pt`). A touch phrase with no size of its own carries on to the heights and widths later in its sentence (`hit area is the full width, 32pt tall`). A `W × H` followed by a shape word (`24×24pt disc`, `28×28 circle`) is the element's visual size, checked as its touch target when the element is interactive and states no hit area. Where the text says nothing surrounds the shape (`no extra padding`, `the tappable area is the circle itself`), the element's one `W × H` is its touch target (`DocumentBuilder.glyphIsTarget`).",
        examples: [
            SpecReadingExample(
                """
                ## Filters

                Canvas: White #FFFFFF

                - Small chip: height 24pt. Hit area = visual bounds (24pt tall), chips packed 6pt apart.
                - Sign out link: hit area is the full width, 32pt tall
                - Favorite button: icono de 20 pt dentro de un área táctil de 32×32 pt.
                """,
                facts: ["target Small chip: ?×24", "target Sign out link: ?×32", "target Favorite button: 32×32"],
                absent: ["target Small chip: 24×24", "target Favorite button: 20×20"]),
            SpecReadingExample(
                """
                ## Avatar

                Canvas: White #FFFFFF

                - Change-photo button: 24×24pt disc, bottom-right of the avatar
                - Close button: 44×44pt tap area, which extends 8pt beyond the 28pt glyph
                """,
                facts: ["target Change-photo button: 24×24", "target Close button: 44×44"],
                absent: ["target Close button: 8×8"]),
            SpecReadingExample(
                """
                ## Tags

                Canvas: White #FFFFFF

                - Remove tag: a small ✕ to remove the tag in edit mode — 20×20pt glyph, no extra padding.
                - Camera controls: 24pt white icon on a dark circle, button size 40×40pt, 16pt apart.
                - Share button: a 28 × 28 pt circle carrying a 14 pt white glyph.
                """,
                facts: ["target Remove tag: 20×20", "target Camera controls: 40×40", "target Share button: 28×28"]),
        ])
}

extension RoleAssigner {
    /// Whether a touch phrase stands shortly before the span with no other value and no word
    /// of extension between them. Hit slop phrases give an outset, read by `SizeReader`.
    func touchPhraseLeads(_ part: Fragment, span: ValueSpan, spans: [ValueSpan]) -> Bool {
        let chars = Array(part.text)
        guard span.start <= chars.count else { return false }
        let before = String(chars[..<span.start]).lowercased()
        var end: Int?
        for phrase in RoleWords.touchPhrases where !phrase.containsText("slop") {
            guard before.containsText(phrase), let found = before.textRange(of: phrase, backwards: true) else { continue }
            let upper = before.distance(from: before.startIndex, to: found.upperBound)
            if end.map({ upper > $0 }) ?? true { end = upper }
        }
        guard let end else { return false }
        if spans.contains(where: { $0.start >= end && $0.end <= span.start }) { return false }
        let gap = String(chars[end..<span.start]).lowercased().split { !$0.isLetter }.map(String.init)
        return gap.count <= 4 && !gap.contains(where: RoleWords.touchExtensionWords.contains)
    }

    /// Whether the part names a touch phrase and states no size of its own (`hit area is the full
    /// width`): the sizes later in its sentence are the touch area's.
    func opensTouchSubject(_ part: Fragment) -> Bool {
        let lower = part.text.lowercased()
        guard RoleWords.touchPhrases.contains(where: { !$0.containsText("slop") && lower.containsText($0) }) else { return false }
        return !lexer.spans(in: part.text).contains { $0.kind == .length || $0.kind == .dimensions }
    }

    /// Whether a shape word follows the `W × H` span (`24×24pt disc`).
    func shapeFollows(_ part: Fragment, span: ValueSpan) -> Bool {
        let chars = Array(part.text)
        guard span.kind == .dimensions, span.end <= chars.count else { return false }
        let next = String(chars[span.end...]).lowercased().split { !$0.isLetter }.first.map(String.init)
        return next.map(RoleWords.touchShapeWords.contains) ?? false
    }
}

/// A sentence of an element's own section that says what acting on it does (`Tapping applies
/// the tag as a filter`, `Tap opens the entry`) makes the element interactive, though the
/// sentence states no value: its sizes are then judged as a touch target. Only an element's
/// section (a heading naming one element) takes it; a sentence under a screen or a section
/// names no one element.
enum ActionSentenceReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "action-sentence", title: "Action sentences make their element interactive",
        summary: "A sentence with no value in an element's own section that says what acting on it does (`Tapping applies the tag as a filter`, `Tap opens the entry`) makes that element interactive, unless it says the element is not (`not tappable`, `decorative`, `não é tocável`); so does a note keyed by such a word (`Tappable: tapping filters the list`, `TOCÁVEL: tocar na tag filtra …`). The element's size is then checked as its touch target.",
        examples: [
            SpecReadingExample(
                """
                ## Variants

                ### Small

                Recent tags strip. Tapping applies the tag as a filter.

                - Height 24pt, padding 8pt horizontal, radius 12pt.
                - Label: 13pt Medium, Charcoal #2D3436 on White #FFFFFF

                ### Static

                A read-only label; decorative, not tappable.

                - Height 20pt
                """,
                facts: ["target Small: ?×24"],
                absent: ["target Static: ?×20"]),
            SpecReadingExample(
                """
                ## Card

                ### Emotion tags

                - Size: height 32pt
                - TOCÁVEL: tocar na tag filtra a linha do tempo
                """,
                facts: ["target Emotion tags: ?×32"]),
        ])
}

extension DocumentBuilder {
    /// Marks the element of `subject` acted on when the sentence says what acting on it does.
    mutating func markActed(_ sentence: Fragment, subject: Int?) {
        guard let subject, roles.subjects[subject].kind == .element else { return }
        let lower = sentence.text.lowercased()
        let words = Set(lower.split { !$0.isLetter }.map(String.init))
        guard !words.isDisjoint(with: RoleWords.actionWords), !RoleWords.inertPhrases.contains(where: { lower.contains($0) }) else { return }
        // A sentence makes no element: the subject's node, made now or once values make it, is
        // acted on.
        if let node = roles.subjects[subject].node { draft.nodes[node].statedAction = true } else { roles.subjects[subject].acted = true }
    }
}
