/// `Back chevron, Title, Body → Off-White #F5F6FA` in a dark-mode section: each named element
/// takes the value in the role it had (or the role the words name: `fill`, `label`, `border`),
/// in the section's mode. `Canvas → #1A1D1F` is the screen's background.
enum ArrowOverrideReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "arrow-override", title: "Overrides written with arrows",
        summary: "In a section whose heading names a mode (`Dark mode overrides`, `Theme=Dark`), `A, B → value` gives the named elements (or the canvas) that value in that mode, in the role each had; a role word on either side (`fill`, `label`, `border`) says which. An arrow right after a token path gives the token's value (`bg: `color.background.primary` → White #FFFFFF / dk: #1A1D1F`): the line is read as if it were not there. Outside such a section, or where the name holds no value and names no element given before (`Border → 1pt Light Gray #DFE6E9`, a slide's `Part → values` list), the arrow is a key's colon. A mode's key before the override (`- Dark: error message → #E74C3C on #2C3135`) is the mode it holds in; a quoted name before an arrow (`\"Add photo\" tile → 96×96dp`) names a new element as a key would.",
        examples: [
            SpecReadingExample(
                """
                ## v2.4.0

                - Entry editor error message ("Too long") → `color.system.error` (#D63031) on #F9FAFB, 14sp regular
                - Dark: error message → #E74C3C on #2C3135
                - "Add photo" tile → 96×96dp, 1.5dp dashed outline #636E72 on #F9FAFB
                """,
                facts: [
                    "text Entry editor error message: #D63031 on #F9FAFB (light)", "text Entry editor error message: #E74C3C on #2C3135 (dark)",
                    "non-text \"Add photo\" tile: #636E72 on #F9FAFB (light)",
                ],
                absent: ["text Entry editor error message: #D63031 on #F9FAFB (dark)"]),
            SpecReadingExample(
                """
                ## Detail

                Canvas: White #FFFFFF

                - Entry title: Text: Charcoal #2D3436, 17pt semibold

                ### Dark mode overrides

                - Canvas → #1A1D1F
                - Entry title → Slate Gray #636E72
                """,
                facts: ["text Entry title: #2D3436 on #FFFFFF (light)", "text Entry title: #636E72 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                - bg: `color.background.primary` → White #FFFFFF / dk: #1A1D1F — whole screen

                ## Detail

                - Title: fg Charcoal #2D3436
                """,
                facts: ["text Detail: #2D3436 on #FFFFFF (light)", "text Detail: #2D3436 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                ## Journal text field

                - Screen bg → White #FFFFFF
                - Border → 1pt Light Gray #DFE6E9 (only edge of the field)
                - Placeholder "What made today?" → Slate Gray #636E72
                """,
                facts: ["non-text Journal text field: #DFE6E9 on #FFFFFF (light)", "text Journal text field: #636E72 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                # Composer review

                ## Dark mode

                - Screen → Background Black #1A1D1F
                - Placeholder → Light Gray #B2BEC3 @ 70%
                """,
                facts: ["text Dark mode: #B2BEC3B3 on #1A1D1F (dark)"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        var context = context
        var item = item
        // `- Dark: error message → `color.system.error` (#E74C3C)`: a mode's key over an override
        // is the mode the override holds in.
        if let key = item.key, let mode = builder.qualifierKey(key)?.mode, item.value.contains("→") || item.value.contains(" -> ") {
            context.mode = mode
            item.key = nil
            item.text = item.value
        }
        let text = Fragment.plain(Substring(item.text)).trimmed
        guard let arrow = text.textRange(of: "→") ?? text.textRange(of: " -> ") else { return false }
        // `bg: `color.background.primary` → White #FFFFFF / dk: #1A1D1F`: an arrow after a token
        // path gives the token's value, not an override; the item is read as if it were not there.
        let before = String(text[..<arrow.lowerBound]).trimmed
        if let last = builder.roleLexer.spans(in: before).last, last.kind == .token, last.end >= before.count - 1 { return false }
        // `"Version 2.4.1 (311)" → 9pt regular`: quoted copy no element is named by, with type
        // after the arrow, names a new text rather than an element whose values change
        // (`TypeStatedItemReading`).
        let after = String(text[arrow.upperBound...]).trimmed
        if TypeStatedItemReading.namesCopy(before, builder), TypeStatedItemReading.statesType(after, builder),
            let name = TypeStatedItemReading.name(of: before), builder.findElement(named: name, under: builder.elementSubject(context.subject).subject) == nil
        {
            return false
        }
        if let keyed = keyedLine(item, before: before, after: after, context, builder) {
            builder.readItem(keyed, subject: context.subject, mode: context.mode, state: context.state)
            return true
        }
        if !builder.roles.readLines.contains(item.range.start.line) {
            let left = String(text[..<arrow.lowerBound]).trimmed
            let right = String(text[arrow.upperBound...]).trimmed
            builder.readArrow(left: left, right: right, item: item, subject: context.subject, mode: context.mode, state: context.state)
        }
        for child in item.children { builder.readItem(child, subject: context.subject, mode: context.mode, state: context.state) }
        return true
    }

    /// `Border → 1pt Light Gray #DFE6E9`, `••• menu → 24pt glyph, 44×44pt hit area`: an arrow
    /// after a name that holds no value and names no element already given is a key's colon
    /// (a slide's or a handoff's `Part → values` list), not an override. The item as if
    /// written `Border: 1pt Light Gray #DFE6E9`, or nil.
    static func keyedLine(_ item: RawItem, before: String, after: String, _ context: ItemContext, _ builder: DocumentBuilder) -> RawItem? {
        // `"Add photo" tile → 96×96dp`: a quoted name is a name here.
        let quotedName = before.first.map { ItemExtraction.quoteMarks.contains($0) } == true && before.split(separator: " ").count <= 6
        guard item.key == nil, quotedName || ItemExtraction.isValidKey(before), builder.roleLexer.spans(in: before).isEmpty, !builder.roleLexer.spans(in: after).isEmpty,
            !DocumentBuilder.namesCanvas(before)
        else { return nil }
        let owner = builder.elementSubject(context.subject).subject
        let names = Normalize.splitTopLevel(before, separators: [", ", " + ", " and ", " & "]).map(\.trimmed).filter { !$0.isEmpty }
        guard !names.contains(where: { builder.findElement(named: $0, under: owner) != nil }) else { return nil }
        var keyed = item
        keyed.key = before
        keyed.value = after
        keyed.text = before + ": " + after
        keyed.valueRange = builder.draft.lines.locate(after, line: item.range.start.line, from: item.range.start.column, fallback: item.range)
        return keyed
    }
}
