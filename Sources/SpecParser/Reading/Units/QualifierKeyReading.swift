/// `Light: White label on Primary Coral`, `Selected, dark: …`, `Pressed:` under an element: a key
/// that is only a mode and/or a state names no element; it gives its subject's values that mode
/// and state.
enum QualifierKeyReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "qualifier-key", title: "Keys that are only a mode or a state",
        summary: "A key made only of a mode and/or a state (`Light:`, `Dark:`, `Selected:`, `Pressed, dark:`, `Selected (after tapping):`, a state shown on one instance named in quotes, `Valgt \"Glad\":`) names no element: its values are the enclosing element's, in that mode and state — in a list under the element, in a paragraph of it, or in a definition list's `: Light: …` line. A mode's line right after another mode's, naming no role, restates the one color that line gave (`Light: color.text.secondary` then `Dark: Light Gray #B2BEC3 at 60% opacity`).",
        examples: [
            SpecReadingExample(
                """
                ## Ny side

                Baggrund: White #FFFFFF

                ### Følelses-chips
                - Valgt "Glad": Baggrund Warm Coral #FF6B6B
                - Tekstfarve (valgt chip): White #FFFFFF
                """,
                facts: ["text Følelses-chips: #FFFFFF on #FF6B6B (light selected)"],
                absent: ["text Følelses-chips: #FFFFFF on #FFFFFF (light selected)"]),
            SpecReadingExample(
                """
                ## Entry

                Screen background: White #FFFFFF

                ### Journal field
                - Error: border 2pt `color.border.error`
                  - Dark: #E74C3C on field #2C3135
                """,
                facts: ["non-text Journal field: #E74C3C on #2C3135 (dark error)"],
                absent: ["text Journal field: #E74C3C on #2C3135 (dark error)"]),
            SpecReadingExample(
                """
                ## Home

                Canvas: White #FFFFFF

                - Primary button:
                  - Light: White label on Primary Coral #FF6B6B
                  - Dark: Charcoal #2D3436 label on #FF8787
                """,
                facts: ["text Primary button: #FFFFFF on #FF6B6B (light)", "text Primary button: #2D3436 on #FF8787 (dark)"],
                absent: ["text Light: #FFFFFF on #FF6B6B (light)", "text Primary button: #FFFFFF on #FF6B6B (dark)"]),
            SpecReadingExample(
                """
                ## Day picker

                Canvas: White #FFFFFF

                ### Day chip
                - Label: Charcoal #2D3436
                - Selected: Primary Coral #FF6B6B fill, label White #FFFFFF
                """,
                facts: ["text Day chip: #FFFFFF on #FF6B6B (light selected)"]),
            SpecReadingExample(
                """
                ## Day chips

                Canvas: White #FFFFFF

                - Letter: 13pt semibold
                - Selected: Primary Coral fill (Coral Adjusted #FF8787 in dark), letter Charcoal #2D3436
                """,
                facts: ["text Day chips: #2D3436 on #FF6B6B (light selected)", "text Day chips: #2D3436 on #FF8787 (dark selected)"]),
            SpecReadingExample(
                """
                ## Entry

                Canvas: White #FFFFFF in light, Background Black #1A1D1F in dark

                **Date line**

                - Light: `color.text.secondary`
                - Dark: Light Gray #B2BEC3 at 60% opacity
                """,
                facts: ["text Date line: #B2BEC399 on #1A1D1F (dark)"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard let key = item.key, let qualifiers = builder.qualifierKey(key) ?? quotedInstance(key).flatMap({ builder.qualifierKey($0) }) else { return false }
        let mode = qualifiers.mode ?? context.mode
        let state = qualifiers.state ?? context.state
        if !item.value.isEmpty, !builder.isAlreadyRead(item, context), let owner = builder.elementSubject(context.subject).subject {
            // `Lys: color.text.secondary` then `Mørk: Light Gray #B2BEC3 …`: a mode's line names
            // no role when it restates the one color the other mode's line gave.
            // `Error: border 2pt …` over `Dark: #E74C3C on the field`: a mode's line under a state's
            // takes the one role the state's line gave.
            let sameRole = qualifiers.state == nil
                ? qualifiers.mode.flatMap { mode in
                    builder.soleColorRole(of: owner, besides: mode, statedOn: item.range.start.line - 1)
                        ?? context.state.flatMap { builder.soleColorRole(of: owner, inState: $0, statedOn: item.range.start.line - 1) }
                } : nil
            builder.readFragments(builder.valueFragment(item, context), into: owner, defaultColor: sameRole, defaultSize: .size, mode: mode, state: state)
        }
        for child in item.children { builder.readItem(child, subject: context.subject, mode: mode, state: state) }
        return true
    }
}

extension QualifierKeyReading {
    /// `Valgt "Glad"`, `Selected “Happy”`: a state shown on one instance of the element, named in
    /// quotes after it; the key without the quoted name, or nil when the key ends otherwise.
    static func quotedInstance(_ key: String) -> String? {
        let trimmed = key.trimmed
        guard let last = trimmed.last, "\"”“»".contains(last), let open = trimmed.dropLast().lastIndex(where: { "\"“„«".contains($0) }) else { return nil }
        let head = String(trimmed[..<open]).trimmed
        return head.isEmpty ? nil : head
    }
}

extension DocumentBuilder {
    /// The role of the one color an element states so far, only in modes other than `mode` and
    /// only on the line `line`; nil when it states none, several, or one elsewhere.
    func soleColorRole(of subject: Int, besides mode: String, statedOn line: Int) -> RoleWords.ColorRole? {
        guard let node = roles.subjects[subject].node else { return nil }
        let stated = RoleWords.ColorRole.parts.filter { draft.nodes[node].property($0.key)?.entries.isEmpty == false }
        guard stated.count == 1, let entries = draft.nodes[node].property(stated[0].key)?.entries,
            entries.allSatisfy({ $0.qualifiers.mode != nil && $0.qualifiers.mode != mode && $0.qualifiers.state == nil && $0.range.start.line == line })
        else { return nil }
        return stated[0]
    }


    /// The role of the one color an element states in `state`, for every mode, on the line
    /// `line`; nil when it states none there or several.
    func soleColorRole(of subject: Int, inState state: String, statedOn line: Int) -> RoleWords.ColorRole? {
        guard let node = roles.subjects[subject].node else { return nil }
        let stated = RoleWords.ColorRole.parts.filter { role in
            draft.nodes[node].property(role.key)?.entries.contains { $0.range.start.line == line && $0.qualifiers.state == state && $0.qualifiers.mode == nil } == true
        }
        return stated.count == 1 ? stated[0] : nil
    }
}
