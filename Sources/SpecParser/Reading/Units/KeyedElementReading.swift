/// `Nav bar: system, 44 tall, tint #2D3436`: an element named by the key, its values read by
/// the words around them.
enum KeyedElementReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "keyed-element", title: "Elements named by a key",
        summary: "Any other `Name: values` item — or a paragraph's line of that shape whose key reads as a name (one to four words, no sentence; a value struck through there, `~~36 × 36pt~~ 44 × 44pt`, is the old one) — is an element of its subject; its values take the role the words beside them name (`44 tall`, `tint #2D3436`, `24 × 24 glyph, 44 × 44 hit`); a part naming a role and no color (`label \"Save\" 17pt Semibold`) gives its role to the bare color of the part after it (`, white #FFFFFF`); a ground glossed with what it is laid over (`on color.premium.background (15% over White)`) is composited over that. A value naming an action (`tap`, `opens`, `toggles`) makes it interactive, and so does a name holding a control's noun in any language (`button`, `Botón cerrar`, `Кнопка`), whose size is then its touch target. Values written as CSS declares them (`background #FF6B6B, color #FFFFFF`, `background-color: …; border-color: …`) are a fill and, for the bare `color`, its content's color. A line giving a text style or size and a color no word names is a text's line: the color is its ink (`Price note: 13pt Regular, #636E72 at 60% opacity`) — unless the element is a control (`button`, `chip`), whose bare color may be its fill, or a part of an earlier sibling with a fill (`counter txt` after `counter pill`), which sits on that fill. An element named as text (`Counter`, `Hint`, `Helper line`) given only colors (`Helper line: Slate Gray #636E72 at 60% opacity`), or over lines keyed by a mode or state (`- Light: …`, `- Dark: …`), has that text color (in each). One text-sized length and a color with no role word (`Counter: 11px, color.text.secondary`) are a text's size and ink when the element is named as text or the color is a text token, or when the length is a body text's (20 or less) and the name is no shape's (`Fine print: Slate Gray #636E72, 9pt`, not `Avatar: #DFE6E9, 20pt`); a semantic token alone in its part gives its group's role (`color.border.default` is a border); an aside naming what the element sits on (`#E74C3C (bg #2C3135)`, `(背景 #F9FAFB)`) is read as `on`. Keys naming two or more kinds of text part in one list (`Title`, `Subtitle`, `Caption`) are elements, not the subject's one text; a component noun (`Pill`, `Chip`, `Card`) over a value that also draws on it is an element, and a state in parentheses after a name (`Chip (selected)`) is the state shown; a lowercase basic color before a role word (`white label`, `black background`; `Sad gets a white label`, where the named color is not the text's) or after a text style (`Callout 16pt regular white`) is that color, and `X fill with a white label` is a fill and its label. Under a heading of the element's that names a mode (`### Dark mode`), its keys are the element's own and its elements' in that mode, and a bare color there takes the one color role the element already has. A color written with a text token (`Barva: color.text.destructive #D63031`) paints the element's text, whatever key it stands under, unless the element is a control's part (`| Off — track | color.text.secondary |`). A key opening with a touch phrase and naming an element after it (`Hit area xmark: 24×24pt`, `Tapgebied van de refresh: 30×30pt`) gives that element its touch target, from the value's first part. A value opening with a text role and a background role split by a slash (`fg/bg #636E72 / #FFFFFF`, `text / background: Charcoal / White`) is the text and what it sits on, not a light and a dark color. A name of two to four words and ` = ` before values with a role word (`entry card = bg #FFFFFF, border 1px #DFE6E9`) is such an item, and so is one with a description and a colon after it (`display name = inline input inside its row: 40px tall, bg #F9FAFB`, the element `display name inline input`) — on a line of a paragraph whose lines each hold values, it opens a line of its own; a property set equal to another (`Fill = emotion colour at 100 %`) and a color defined by a name (`Mist = #777777`) are not.",
        examples: [
            SpecReadingExample(
                """
                ## New entry

                Screen background: White #FFFFFF

                - Save button: background #FF6B6B, label "Save" 17pt Semibold, white #FFFFFF
                """,
                facts: ["text Save button: #FFFFFF on #FF6B6B (light)"]),
            SpecReadingExample(
                """
                ## Profile

                - Premium badge: label 12pt semibold in `color.premium.foreground` #FAB1A0 on `color.premium.background` (15% over White)
                """,
                facts: ["text Premium badge: #FAB1A0 on #FAB1A026 (light)"]),
            SpecReadingExample(
                """
                ## Write entry

                Screen background: White #FFFFFF

                - Sad chip: Sad gets a white label on Muted Blue #6C5CE7, 4.86:1
                - Toast: Success Green #00B894 fill, "Entry saved" in Callout 16pt regular white
                """,
                facts: ["text Sad chip: #FFFFFF on #6C5CE7 (light)", "text Toast: #FFFFFF on #00B894 (light)"],
                absent: ["text Sad chip: #6C5CE7 on #6C5CE7 (light)"]),
            SpecReadingExample(
                """
                ## Components

                Screen background: White #FFFFFF

                - Chip (selected): bg #FF6B6B / fg #FFFFFF
                - Caption: 13pt, Slate Gray #636E72
                """,
                facts: ["text Chip: #FFFFFF on #FF6B6B (light selected)", "text Components: #636E72 on #FFFFFF (light)"],
                absent: ["text Components: #636E72 on #FF6B6B (light selected)", "text Components: #FFFFFF on #FFFFFF (dark selected)"]),
            SpecReadingExample(
                """
                ## Timeline

                Page background #F9FAFB.

                - date line: fg/bg #636E72 / #FFFFFF = 5.24:1, 14px regular
                """,
                facts: ["text date line: #636E72 on #FFFFFF (light)", "text date line: #636E72 on #FFFFFF (dark)"],
                absent: ["text date line: #FFFFFF on #F9FAFB (dark)"]),
            SpecReadingExample(
                """
                ## Timeline

                Page background #F9FAFB.
                entry card = bg #FFFFFF, border 1px #DFE6E9, radius 12px
                """,
                facts: ["non-text entry card: #DFE6E9 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Profile

                Page background #FFFFFF.
                avatar row: 64px circle, "Change photo" 14px #2D3436 next to it
                display name = inline input inside its row: 40px tall, bg #F9FAFB, 1px border #DFE6E9
                """,
                facts: ["non-text display name inline input: #DFE6E9 on #F9FAFB (light)"],
                absent: ["non-text avatar row: #DFE6E9 on #F9FAFB (light)"]),
            SpecReadingExample(
                """
                ## Recent searches

                Canvas: White #FFFFFF

                - Hit area xmark: 24×24pt, centred on the icon, 16pt from the right edge.
                - Tapgebied van de refresh: 30×30pt.
                """,
                facts: ["target xmark: 24×24", "target refresh: 30×30"]),
            SpecReadingExample(
                """
                ## Nastavitve

                Canvas: Off-White #F9FAFB

                - **Odjava**
                  - Barva: color.text.destructive #D63031 na #F9FAFB
                """,
                facts: ["text Odjava: #D63031 on #F9FAFB (light)"]),
            SpecReadingExample(
                """
                ## Settings

                Background: Off-White #F9FAFB

                ### Switch

                | Property | Value |
                |---|---|
                | Off — track | `color.text.secondary` (#636E72) |
                """,
                facts: ["non-text Off — track: #636E72 on #F9FAFB (light)"], absent: ["text Off — track: #636E72 on #F9FAFB (light)"]),
            SpecReadingExample(
                """
                ## Viewer

                Canvas: White #FFFFFF

                - Close button: 24 × 24 glyph, 44 × 44 hit, icon Charcoal #2D3436
                - Share: 28 × 28, opens the share sheet
                - Botón cerrar: 40 × 40
                - Heart (favourite) icon, unliked: 20px outline icon, Light Gray #B2BEC3
                """,
                facts: [
                    "target Close button: 44×44", "target Share: 28×28", "non-text Close button: #2D3436 on #FFFFFF (light)", "target Botón cerrar: 40×40",
                    "non-text Heart (favourite) icon, unliked: #B2BEC3 on #FFFFFF (light)",
                ]),
            SpecReadingExample(
                """
                ## Write

                Canvas: White #FFFFFF

                Search field: White fill, 1pt Light Gray #DFE6E9 border, 12pt radius.
                Error banner: #E74C3C text on #2C3135, 13px / 400.
                Done button: checkmark 24pt, hit area ~~36 × 36pt~~ 44 × 44pt.
                """,
                facts: ["non-text Search field: #DFE6E9 on #FFFFFF (light)", "text Error banner: #E74C3C on #2C3135 (light)", "target Done button: 44×44"],
                absent: ["target Done button: 36×36"]),
            SpecReadingExample(
                """
                ## Footer

                Canvas: White #FFFFFF

                - Fine print: Slate Gray #636E72, 9pt
                - Avatar: #DFE6E9, 20pt
                """,
                facts: ["text Fine print: #636E72 on #FFFFFF (light)", "text size Fine print: 9"],
                absent: ["text size Avatar: 20", "text Avatar: #DFE6E9 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Cart

                Canvas: White #FFFFFF

                - Save: background #FF6B6B, color #FFFFFF
                - Badge: background-color: #FF6B6B; color: #FFFFFF; font-size: 10px
                - Coupon: border-color: #DDDDDD; background-color: #FFFFFF
                """,
                facts: [
                    "text Save: #FFFFFF on #FF6B6B (light)", "text Badge: #FFFFFF on #FF6B6B (light)", "text size Badge: 10",
                    "non-text Coupon: #DDDDDD on #FFFFFF (light)",
                ]),
            SpecReadingExample(
                """
                ## Header

                Canvas: White #FFFFFF

                - Section title: Footnote 13pt semibold, Slate Gray #636E72
                """,
                facts: ["text Section title: #636E72 on #FFFFFF (light)", "text size Section title: 13"]),
            SpecReadingExample(
                """
                ## Permissions

                Canvas: White #FFFFFF

                Card title
                : Headline 17pt semibold, `color.text.primary`

                Card body
                : Callout 16pt regular, Slate Gray #636E72 in both modes.
                """,
                facts: ["text Card body: #636E72 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Composer

                Canvas: White #FFFFFF

                - Counter: 11px, `color.text.secondary`
                - Field: `color.background.surface`, radius 12px, 1px `color.border.default`
                - Delete label: #E74C3C (bg #2C3135)
                - Helper line: Slate Gray #636E72 at 60% opacity
                """,
                facts: [
                    "text Counter: #636E72 on #FFFFFF (light)", "text size Counter: 11", "non-text Field: #DFE6E9 on #F9FAFB (light)",
                    "text Delete label: #E74C3C on #2C3135 (light)", "text Helper line: #636E7299 on #FFFFFF (light)",
                ]),
            SpecReadingExample(
                """
                ## Header

                Background: White #FFFFFF

                - Title — 22pt bold, Charcoal #2D3436
                - Subtitle: Slate Gray #636E72, 15pt
                - Pill: #FF6B6B fill, white 11pt semibold label
                - Streak chip — Primary Coral #FF6B6B fill with a white label
                """,
                facts: [
                    "text Title: #2D3436 on #FFFFFF (light)", "text Subtitle: #636E72 on #FFFFFF (light)", "text Pill: #FFFFFF on #FF6B6B (light)",
                    "text size Pill: 11", "text Streak chip: #FFFFFF on #FF6B6B (light)",
                ]),
            SpecReadingExample(
                """
                ## Settings row

                Background: White #FFFFFF (light), Elevated Surface #2C3135 (dark)

                - Label: 17pt, Charcoal #2D3436
                - Value: 17pt, Slate Gray #636E72

                ### Dark mode

                - Label: Off-White #F5F6FA
                - Value: Light Gray #B2BEC3
                """,
                facts: [
                    "text Settings row: #2D3436 on #FFFFFF (light)", "text Settings row: #F5F6FA on #2C3135 (dark)", "text Value: #636E72 on #FFFFFF (light)",
                    "text Value: #B2BEC3 on #2C3135 (dark)",
                ]),
            SpecReadingExample(
                """
                ## Journal field

                Canvas: White #FFFFFF (light), Background Black #1A1D1F (dark)

                - **Counter:** "248 / 2000"
                  - Light: Slate Gray #636E72 at 60% opacity
                  - Dark: Light Gray #B2BEC3
                """,
                facts: ["text Counter: #636E7299 on #FFFFFF (light)", "text Counter: #B2BEC3 on #1A1D1F (dark)"]),
        ])

    /// A paragraph's `Key: value` line names an element as a list item does when its key reads
    /// as a name: one to four words, no sentence in it (`Search field:`, `Error banner:`), not
    /// the lead of a note or a comment.
    static func namesElement(_ key: String) -> Bool {
        let plain = Fragment.plain(Substring(key)).trimmed
        let words = plain.split(separator: " ")
        guard (1...4).contains(words.count), let first = plain.first, first.isLetter,
            !plain.contains(where: { ".!?,;\"“”".contains($0) }), MetaLeads.lead(in: plain) == nil
        else { return false }
        return !words.contains { sentenceWords.contains($0.lowercased()) }
    }

    /// Words that make a key a sentence's start rather than a name (`We changed this:`).
    static let sentenceWords: Set<String> = ["the", "is", "are", "was", "were", "we", "i", "you", "it", "this", "that", "these", "if", "when", "why", "how", "what", "should", "must", "will", "can"]

    static let ownGroups: Set<String> = ["appearance", "layer", "layer properties", "properties", "visual", "styles", "style properties"]

    /// The element a key opening with a touch phrase names after it (`Hit area xmark` → `xmark`,
    /// `Tapgebied van de refresh` → `refresh`); nil for any other key.
    static func touchTargetOwner(_ key: String) -> String? {
        let lower = Normalize.name(key)
        guard let phrase = RoleWords.touchPhrases.filter({ lower.hasPrefix($0 + " ") }).max(by: { $0.count < $1.count }) else { return nil }
        let words = lower.dropFirst(phrase.count).split(separator: " ").map(String.init).drop { ownerLinks.contains($0) }
        guard (1...4).contains(words.count), words.allSatisfy({ $0.contains(where: \.isLetter) || NamedSentenceReading.glyphNames.contains($0) }) else { return nil }
        return words.joined(separator: " ")
    }

    /// Words between a touch phrase and the element it belongs to (`of the`, `van de`, `du`).
    static let ownerLinks: Set<String> = ["of", "the", "for", "van", "de", "het", "der", "des", "du", "del", "la", "le", "do", "da", "för", "til", "na"]

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard let key = item.key, !context.fromParagraph || namesElement(key) else { return false }
        // `Appearance: Opacity 60%`, `Layer: Opacity 40%`: an inspect panel's group of the element's
        // own properties, not a part of it.
        if KeyedElementReading.ownGroups.contains(Normalize.name(key)), let target = context.subject, !item.value.isEmpty {
            if !builder.roles.readLines.contains(item.range.start.line) {
                builder.readFragments(builder.valueFragment(item, context), into: target, defaultColor: nil, defaultSize: .size, mode: context.mode, state: context.state)
            }
            return true
        }
        // `Hit area xmark: 24×24pt`, `Tapgebied van de refresh: 30×30pt`: the touch target of the
        // element the rest of the key names.
        if let subject = context.subject, !item.value.isEmpty, let name = KeyedElementReading.touchTargetOwner(key), !builder.isAlreadyRead(item, context) {
            let element = builder.childSubject(named: name, of: subject, range: item.range, override: false)
            // Only the value's first part: what follows says where it sits (`16pt od prawej krawędzi`).
            let value = builder.valueFragment(item, context)
            let size = value.parts().first ?? value
            builder.readFragments(size, into: element, defaultColor: nil, defaultSize: .touchTarget, mode: context.mode, state: context.state)
            return true
        }
        // `TOCÁVEL: tocar na tag filtra a linha do tempo`, `Tappable: tapping filters the list`: a
        // note that the subject is acted on, naming no part of it.
        if let subject = context.subject, item.children.isEmpty, builder.roleLexer.spans(in: item.text).isEmpty,
            RoleWords.tappableWords.contains(Normalize.name(key))
        {
            builder.markActed(Fragment(text: item.text, line: item.range.start.line, column: item.range.start.column), subject: subject)
            return true
        }
        let (name, qualifiers) = builder.elementName(key)
        // `### Dark mode` (a mode's overrides, or a section naming a mode): the elements named
        // are those of the element above, in that mode.
        let override = context.subject.map { index in
            let subject = builder.roles.subjects[index]
            return subject.kind == .modeOverrides || (subject.kind == .section && subject.mode != nil)
        } ?? false
        let partOf = override ? nil : builder.partOwner(named: name, under: context.subject)
        let element = partOf ?? builder.childSubject(named: name, of: context.subject, range: item.range, override: override)
        let line = item.range.start.line
        // `Counter: Slate Gray #636E72`: an element whose name says it is text, given colors and
        // nothing else, has them as its ink when no word in the value names another role.
        let textRole = NamedSentenceReading.defaultRole(NamedSentenceReading.Phrase(start: 0, name: name, role: nil))
        let onlyColors = textRole == .text && builder.roleLexer.spans(in: item.value).allSatisfy { $0.kind == .color || $0.kind == .opacity || builder.roleAssigner.isColorToken($0) }
        if !item.value.isEmpty, !builder.roles.readLines.contains(line) {
            // A paragraph's sentence keeps where each of its characters stands; a value struck
            // through in it (`hit area ~~36 × 36pt~~ 44 × 44pt`) is the old one.
            let value = context.value?.withoutStruck() ?? Fragment(text: Fragment.plain(Substring(item.value)), line: line, column: item.valueRange.start.column)
            builder.readFragments(
                value, into: element,
                defaultColor: onlyColors ? .text : partOf == nil ? nil : DocumentBuilder.nameColorRole(name), defaultSize: .size, mode: qualifiers.mode ?? context.mode, state: qualifiers.state ?? context.state,
                keepsRole: true)
        }
        // `**Counter:** "248"` over `- Light: Slate Gray …`: a mode's line of an element whose
        // name says it is text gives its text that color.
        let mode = qualifiers.mode ?? context.mode
        let state = qualifiers.state ?? context.state
        for child in item.children {
            if textRole == .text, !builder.roles.readLines.contains(child.range.start.line),
                builder.readQualifiedLine(child, into: element, defaultColor: .text, defaultSize: .textSize, mode: mode, state: state)
            {
                continue
            }
            builder.readItem(child, subject: element, mode: mode, state: state)
        }
        return true
    }
}
