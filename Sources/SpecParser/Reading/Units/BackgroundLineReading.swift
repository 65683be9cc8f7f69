/// `Canvas: White #FFFFFF`, `Renders on: color.background.surface (#F9FAFB light / #2C3135
/// dark)`, `Screen-Hintergrund: …`: what the subject's elements sit on.
enum BackgroundLineReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "background-line", title: "Canvas and background lines",
        summary: "A line keyed by a background word (`Canvas`, `Background`, `Renders on`, `Screen background`, `Fill` of a frame, `Hintergrund`, or a background word and what it is the background of: `Fondo de toda la pantalla`, `Achtergrond van het scherm`) gives the background of its subject, per mode when it names modes (a mode named in a cross-reference, `(Dunkelmodus siehe Abschnitt 5)`, gives the value to the other mode); outside every element it is the document's background. A sentence that opens with such a phrase and then its colors (`Screen background sampled #FFFFFF (Light) and #1A1D1F (Dark).`) is read the same way, a background lead-in over a list of modes (`Canvas background per theme:` over `- light: …`, `- dark: …`) gives each mode its line's value, and so is a key that names the background's token, with the colors after the colon (`Skjábakgrunnur er `color.background.primary`: #FFFFFF í ljósum ham og #1A1D1F í dökkum ham`). A document background stated for one mode only gives the other mode the value of the design system's background token that has the stated color, when every such token agrees.",
        examples: [
            SpecReadingExample(
                """
                ## Picker

                Renders on: `color.background.surface` (#F9FAFB light / #2C3135 dark)

                | Variant | Foreground |
                |---|---|
                | Label | #636E72 |
                """,
                facts: ["text Picker Label: #636E72 on #F9FAFB (light)", "text Picker Label: #636E72 on #2C3135 (dark)"]),
            SpecReadingExample(
                """
                ## General

                - Screen-Hintergrund: hell White #FFFFFF, dunkel Background Black #1A1D1F

                ## Title

                - Farbe: Slate Gray #636E72
                - Schrift: 17pt Semibold
                """,
                facts: ["text Title: #636E72 on #FFFFFF (light)", "text Title: #636E72 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                ## Settings

                Shown as a sheet. Screen background sampled #FFFFFF (Light) and #1A1D1F (Dark).

                - Hint — 13pt Regular, text #636E72
                """,
                facts: ["text Hint: #636E72 on #FFFFFF (light)", "text Hint: #636E72 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                ## Diario

                **Fondo de toda la pantalla:** Off-White `#F9FAFB` (`color.background.surface`).

                - **Mes**: Title 2, 22 pt bold, color Gris Niebla `#8A9499`.
                """,
                facts: ["text Mes: #8A9499 on #F9FAFB (light)", "text Mes: #8A9499 on #F9FAFB (dark)"]),
            SpecReadingExample(
                """
                # Diario

                ## Modo claro

                **Fondo de la pantalla:** Off-White `#F9FAFB`

                ### Mes

                - Texto: Gris Niebla `#8A9499`, 22 pt bold

                ## Modo oscuro

                **Fondo de la pantalla:** Background Black `#1A1D1F`

                ### Día

                - Texto: Slate Gray `#636E72`, 13 pt semibold
                """,
                facts: ["text Mes: #8A9499 on #F9FAFB (light)", "text Día: #636E72 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                ## Erinnerungen

                Hintergrund des gesamten Screens: Weiß #FFFFFF (Dunkelmodus siehe Abschnitt 5).

                - Gruppenkopf: Schriftfarbe Soft Peach #FFB4A2, 13 pt semibold
                """,
                facts: ["text Gruppenkopf: #FFB4A2 on #FFFFFF (light)"], absent: ["text Gruppenkopf: #FFB4A2 on #FFFFFF (dark)"]),
            SpecReadingExample(
                """
                # Myndadagbók

                - Skjábakgrunnur er `color.background.primary`: #FFFFFF í ljósum ham og Background Black #1A1D1F í dökkum ham.

                ## Skjár 3 – Stillingar

                **Hópfyrirsögn**
                  - Litur texta: Slate Gray #636E72
                """,
                facts: ["text Hópfyrirsögn: #636E72 on #FFFFFF (light)", "text Hópfyrirsögn: #636E72 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                Canvas background per theme (the decorator sets it on `body`):

                - light: `background-color: rgb(255, 255, 255)`
                - dark: `background-color: rgb(26, 29, 31)`

                ## Hint

                - Text: Slate Gray #636E72
                """,
                facts: ["text Hint: #636E72 on #FFFFFF (light)", "text Hint: #636E72 on #1A1D1F (dark)"]),
            // Only the dark page stated: in light mode the page is the light value of the
            // background token that has that dark color (`color.background.primary`).
            SpecReadingExample(
                """
                ## General

                - Screen background (dark): #1A1D1F

                ## Hint

                - Text: Slate Gray #636E72
                """,
                facts: ["text Hint: #636E72 on #FFFFFF (light)"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        var item = item
        if item.key.map(DocumentBuilder.isBackgroundKey) != true {
            guard let named = tokenNamedBackground(item, builder) else { return false }
            item = named
        }
        guard item.key != nil, !item.value.isEmpty else { return false }
        // A text layer's `Fill:` is its text's color (`TextLayerFillReading`, read by `RoleKeyReading`).
        guard !builder.draft.textLayerFillLines.contains(item.range.start.line) else { return false }
        if !builder.isAlreadyRead(item, context) { builder.readBackgroundLine(item, subject: context.subject, mode: context.mode, value: context.value) }
        return true
    }

    /// `Skjábakgrunnur er `color.background.primary`: #FFFFFF í ljósum ham og …`: a background
    /// phrase, a verb and the background's token, with its colors after the colon — the item
    /// keyed by the phrase, valued by those colors; nil for any other item.
    static func tokenNamedBackground(_ item: RawItem, _ builder: DocumentBuilder) -> RawItem? {
        let text = item.key.map { $0 + ": " + item.value } ?? item.text
        guard let colon = text.textRange(of: ": ") else { return nil }
        let head = String(text[..<colon.lowerBound]), value = String(text[colon.upperBound...])
        // One sentence: a line that goes on to other elements (`… in dark. Rows are grouped cards
        // on …`) is left to the readers of sentences.
        guard !value.trimmed.dropLast().containsText(". ") else { return nil }
        let spans = builder.roleLexer.spans(in: head)
        guard let token = spans.last, spans.count == 1, token.end >= head.count - 1, builder.roleAssigner.isColorToken(token),
            let (phrase, _) = DocumentBuilder.backgroundSentence(head, spans: spans, glossedToken: true),
            builder.roleLexer.spans(in: value).contains(where: { $0.kind == .color })
        else { return nil }
        var named = item
        named.key = phrase
        named.value = value
        return named
    }
}
