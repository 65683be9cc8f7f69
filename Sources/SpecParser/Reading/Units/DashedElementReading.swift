/// `Close button, top leading — 17pt glyph, #636E72, in a 30 × 30pt frame`: an element named
/// before a dash, its values in the prose after it, each read by the words around it.
enum DashedElementReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "dashed-element", title: "An element, a dash and its values in prose",
        summary: "A list item `Name — values in prose` (an em or en dash) names an element of its subject; the values after the dash take the role the words beside them name (`in a 30 × 30pt frame`, `label 12pt Semibold #FAB1A0`). The name must hold no value itself (a color's name in a parenthesis after it, `Selected (Happy)`, is the instance shown); a role before the dash (`Fill — #FFFFFF 100%`, as an inspect panel writes it; a word for the background in any language, `Taust — #2D3436`) is the subject's own, as `Fill:` would be, except in a mode's section, where it names an element. A role word in the name (`Error border and icon`) is the role of a color no word beside it names, and a color given no role before what it sits on (`#E74C3C (Error Red, dark), on the row background #2C3135`), with at most its type between (`Error Red #E74C3C, 14px / 20px, 400, on the panel`), is the element's text. A paragraph whose every line is `Name — values` (two or more of them with values, and at most one line in four named by a value, `color.primary.coral (dark) — #FF8787`; one is enough when it states the ground, `Pozadie — Čistá biela #FFFFFF`) is read as such a list without its markers, and so is one under a title line that names their element (`1.1.1 Nadpis „Môj denník“` over `Písmo — 22 sp, Bold`). A word for color or for the type in any language before the dash (`Farba —`, `Písmo —`) is the subject's own color or type. A name made of a role word and the name of an element beside it (`Primary button text` beside `Primary button «Save»`; head first, `Заминаи тугмаи асосӣ`, the primary button's background) is a part of that element: its text is drawn on that element's fill. A type among the values (`17 px / 400 / 26 px`) makes a bare color the text's; a name that is a touch area (`Kebab hit area`) makes a bare size its touch target, and a name that is text (`Tab label`) makes it the text's size.",
        examples: [
            SpecReadingExample(
                """
                ## Lock screen

                Background: White #FFFFFF

                - Help button, top trailing — 20pt glyph in Charcoal #2D3436, inside a 28 × 28pt frame
                - Footnote – 10pt Regular, text #636E72
                """,
                facts: [
                    "target Help button, top trailing: 28×28", "non-text Help button, top trailing: #2D3436 on #FFFFFF (light)", "text size Footnote: 10",
                    "text Footnote: #636E72 on #FFFFFF (light)",
                ]),
            SpecReadingExample(
                """
                ## Settings

                Background: White #FFFFFF

                - Log out: Error Red #D63031, 16px

                ## Dark mode

                Page background — #1A1D1F (Background Black)
                Log out — #E74C3C (Error Red, dark), on the row background #2C3135
                Error border and icon — #E74C3C, on the page background #1A1D1F
                Error message — Error Red #E74C3C, 14px / 20px, 400, on the Elevated Surface panel
                """,
                facts: [
                    "text Log out: #D63031 on #FFFFFF (light)", "text Log out: #E74C3C on #2C3135 (dark)", "non-text Error border and icon: #E74C3C on #1A1D1F (dark)",
                    "text Error message: #E74C3C on #2C3135 (dark)",
                ]),
            SpecReadingExample(
                """
                ## Entry detail

                Background: White #FFFFFF

                - Tytuł wpisu — Charcoal #2D3436, 17 px / 400 / 26 px, margines górny 24 px
                - Klikalny obszar kebaba — 20×20 px
                """,
                facts: ["text Tytuł wpisu: #2D3436 on #FFFFFF (light)", "text size Tytuł wpisu: 17", "target Klikalny obszar kebaba: 20×20"],
                absent: ["text size Tytuł wpisu: 24"]),
            SpecReadingExample(
                """
                ## 2. Nový záznam

                Pozadie — Čistá biela #FFFFFF

                2.3.2 Placeholder „Čo sa ti dnes stalo?“
                Písmo — 16 sp, Regular, riadkovanie 24 sp
                Farba — Bridlicová šedá #636E72 pri 60 % opacite, na #F9FAFB
                Akcia — otvorí klávesnicu
                """,
                facts: ["text Placeholder „Čo sa ti dnes stalo?“: #636E7299 on #F9FAFB (light)", "text size Placeholder „Čo sa ti dnes stalo?“: 16"],
                absent: ["text size Placeholder „Čo sa ti dnes stalo?“: 24"]),
            SpecReadingExample(
                """
                ## Chip

                Background: White #FFFFFF

                - **Selected (Happy)** — fill `#FF6B6B`, label `#FFFFFF`, 16px regular.
                """,
                facts: ["text Selected: #FFFFFF on #FF6B6B (light)"], absent: ["text Selected: #FFFFFF on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Uus sissekanne

                Taust — #2D3436
                Ikoon — „+" 24px, #FFFFFF
                """,
                facts: ["non-text Ikoon: #FFFFFF on #2D3436 (light)"]),
            SpecReadingExample(
                """
                ## Тугмаҳо

                Заминаи саҳифа — #FFFFFF

                - Тугмаи асосӣ «Захира кардан» — баландӣ 56px
                - Заминаи тугмаи асосӣ — color.primary.coral, #FF6B6B
                - Матни тугмаи асосӣ — #FFFFFF, 17px
                - Primary link text — #D63031
                - Primary link hit area — 32 × 32pt
                """,
                facts: ["text Тугмаи асосӣ «Захира кардан»: #FFFFFF on #FF6B6B (light)", "text Primary link text: #D63031 on #FFFFFF (light)"],
                absent: ["text Матни тугмаи асосӣ: #FFFFFF on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Entry

                Page background — #FFFFFF
                Tab label — caption2, 11px

                ## Dark mode

                Page background — #1A1D1F
                Primary text — #F5F6FA
                color.primary.coral (dark) — #FF8787
                "Delete entry" link at the bottom of the page — #E74C3C, 16px
                """,
                facts: ["text size Tab label: 11", "text \"Delete entry\" link: #E74C3C on #1A1D1F (dark)"]),
        ])

    /// The words before the first spaced em or en dash and those after it, trimmed; nil without one.
    /// `Taust`, `Pozadie`: one word for the background, in any language.
    static func isGroundWord(_ name: String) -> Bool {
        !name.contains(" ") && RoleWords.colorRole(Normalize.name(name)) == .background
    }

    static func nameAndValues(_ text: String) -> (name: String, values: String)? {
        guard let dash = text.textRange(of: " — ") ?? text.textRange(of: " – ") else { return nil }
        return (String(text[..<dash.lowerBound]).trimmed, String(text[dash.upperBound...]).trimmed)
    }

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.key == nil, !context.fromParagraph else { return false }
        guard let (head, rest) = nameAndValues(Fragment.plain(Substring(item.text)).trimmed) else { return false }
        let lexer = builder.roleLexer
        // A name is one phrase: a head holding a full stop (`Prompt eyebrow. Each card gets an
        // eyebrow — 10pt`) is sentences, read as prose.
        // `Selected (Happy)`: a color's name in a parenthesis after the name is the instance shown.
        let unglossed = Normalize.trailingParenthetical(head).flatMap { rest, inner in
            rest.isEmpty || inner.contains("#") || !lexer.spans(in: inner).allSatisfy({ $0.kind == .color }) ? nil : rest
        } ?? head
        guard !head.isEmpty, head.split(separator: " ").count <= 8, !head.contains(". "), lexer.spans(in: unglossed).isEmpty, !lexer.spans(in: rest).isEmpty else {
            return false
        }
        // `Контрасти нишона — #FFFFFF дар #808080, 3.95:1`, `Body contrast — … 13.1:1`: a name
        // of the contrast word in any language, over a ratio, is a stated ratio
        // (`MeasuredPairReading`), not an element drawing its colors.
        let headWords = head.lowercased().split { !$0.isLetter }
        if lexer.spans(in: rest).contains(where: { $0.kind == .ratio }), headWords.contains(where: ClaimWords.isContrastWord) {
            return true
        }
        // `Fill — #FFFFFF 100%`, `Typography (label) — 12 px · #2D3436` (an inspect panel's rows):
        // a role before the dash is the subject's own, as `Fill: …` would be.
        let bare = Normalize.trailingParenthetical(head).map { $0.0.isEmpty ? head : $0.0 } ?? head
        // In a mode's section (`## Dark mode`: `Placeholder (search) — #F5F6FA`) the name is an element's.
        let inOverrides = context.subject.map { builder.roles.subjects[$0].kind == .modeOverrides } ?? false
        // `Taust — #2D3436`: a word for the background, in any language, is such a role too, and
        // so is a word for color (`Farba — #636E72 pri 60 % opacite`), as `Color:` would be.
        let single = !bare.contains(" ") ? Normalize.name(bare) : nil
        // So is a word for size (`өлшемі — 32×32 pt`).
        let namesRole = KeyTable.property(bare) != nil || isGroundWord(bare) || single.map(DocumentBuilder.colorSynonyms.contains) == true
            || single.map(SizeTypeColumnReading.sizeWords.contains) == true
        if !inOverrides, namesRole, builder.keyRoles(bare).isRole, !builder.roles.textPartKeyLines.contains(item.range.start.line) {
            let valueRange = builder.draft.lines.locate(rest, line: item.range.start.line, from: 1, fallback: item.range)
            let keyed = RawItem(
                marker: item.marker, key: bare, value: rest, text: item.text, range: item.range, valueRange: valueRange, children: item.children,
                childrenOrdered: item.childrenOrdered, extra: item.extra)
            builder.readItem(keyed, subject: context.subject, mode: context.mode, state: context.state)
            return true
        }
        // `Písmo — 22 sp, Bold`, `Font — 15px semibold`: a word for the type, in any language, is
        // the subject's own type.
        if !inOverrides, let single, SizeTypeColumnReading.typeWords.contains(single), let target = context.subject {
            let line = item.range.start.line
            if !builder.roles.readLines.contains(line) {
                let column = builder.draft.lines.locate(rest, line: line, from: 1, fallback: item.range).start.column
                readValues(Fragment(text: rest, line: line, column: column), name: bare, into: target, mode: context.mode, state: context.state, &builder)
            }
            return true
        }
        // `**Styles** — Fill Card · Radius 16`: a properties panel's group of the subject's own
        // values, not a part of it.
        if KeyedElementReading.ownGroups.contains(Normalize.name(bare)), let target = context.subject {
            let line = item.range.start.line
            if !builder.roles.readLines.contains(line) {
                let column = builder.draft.lines.locate(rest, line: line, from: 1, fallback: item.range).start.column
                builder.readFragments(
                    Fragment(text: rest, line: line, column: column), into: target, defaultColor: nil, defaultSize: .size, mode: context.mode,
                    state: context.state)
            }
            return true
        }
        let (name, qualifiers) = builder.elementName(head)
        let override = context.subject.map { builder.roles.subjects[$0].kind == .modeOverrides } ?? false
        let element = (override ? nil : builder.partOwner(named: name, under: context.subject))
            ?? builder.childSubject(named: name, of: context.subject, range: item.range, override: override)
        let line = item.range.start.line
        if !builder.roles.readLines.contains(line) {
            let column = builder.draft.lines.locate(rest, line: line, from: 1, fallback: item.range).start.column
            readValues(Fragment(text: rest, line: line, column: column), name: name, into: element, mode: qualifiers.mode ?? context.mode, state: qualifiers.state ?? context.state, &builder)
        }
        for child in item.children {
            builder.readItem(child, subject: element, mode: qualifiers.mode ?? context.mode, state: qualifiers.state ?? context.state)
        }
        return true
    }

    /// The values after the dash. A type written among them (`28 px / 700 / 34 px`, `15px
    /// semibold`) makes a color no word names the text's and is the text's type, not a box's
    /// size; a name that is a touch area (`Kebab hit area`, `Klikalny obszar kebaba`) makes a
    /// bare size its touch target.
    static func readValues(_ values: Fragment, name: String, into element: Int, mode: String?, state: String?, _ builder: inout DocumentBuilder) {
        let typeParts = values.parts().filter { builder.pieceStatesType($0.text) }
        var rest = values
        if !typeParts.isEmpty {
            // Type pieces are blanked rather than cut, so the other values keep their columns.
            var characters = Array(values.text)
            for part in typeParts {
                let start = part.column - values.column
                guard start >= 0, start + part.text.count <= characters.count else { continue }
                for index in start..<(start + part.text.count) { characters[index] = " " }
            }
            rest.text = String(characters)
        }
        let lowerName = name.lowercased()
        let namesTouchArea = RoleWords.touchPhrases.contains { lowerName.contains($0) }
        let defaultColor = DocumentBuilder.nameColorRole(name) ?? (typeParts.isEmpty ? nil : .text)
        builder.readFragments(rest, into: element, defaultColor: defaultColor, defaultSize: namesTouchArea ? .touchTarget : DocumentBuilder.nameColorRole(name) == .text ? .textSize : .size, mode: mode, state: state)
        builder.applyStatedTypes(typeParts, to: element, mode: mode, state: state)
    }
}
