/// `## 5. Dunkelmodus` … `- Titel und Kartentitel: Off-White #F5F6FA`: in a top-level section
/// whose heading names a mode, a key naming elements given earlier in the document gives them
/// that mode's value, in the role each had — the colon form of an arrow override.
enum ModeSectionKeyReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "mode-section-key", title: "Elements named again in a mode's section",
        summary: "In a top-level section whose heading names a mode (`## 5. Dunkelmodus`, `## Dark mode`), `Names: value` where the names (joined by `,`, `and`, `und`, `&`) are elements given a color earlier in the document gives each of them the value in that mode, in the role it had (or the one a word names) — in a list or on a paragraph's line of its own. A name matching no earlier element with a color is read as a new element, as elsewhere.",
        examples: [
            SpecReadingExample(
                """
                # Erinnerungen

                ## 2. Layout

                Screen-Hintergrund: hell White #FFFFFF, dunkel Background Black #1A1D1F

                - Titel: `typography.headline` 17 pt semibold, Charcoal #2D3436

                ## 5. Dunkelmodus

                - Titel und Kartentitel: Off-White #F5F6FA
                """,
                facts: ["text Titel: #2D3436 on #FFFFFF (light)", "text Titel: #F5F6FA on #1A1D1F (dark)"],
                absent: ["text Titel: #2D3436 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                # Settings handoff

                ### Elements

                page bg #FFFFFF
                display name input: bg #F9FAFB, border #DFE6E9

                ### Dark mode

                page bg #1A1D1F
                display name input: bg #2C3135, border #3C4347
                """,
                facts: ["non-text display name input: #DFE6E9 on #F9FAFB (light)", "non-text display name input: #3C4347 on #2C3135 (dark)"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        // A paragraph's line too (`display name input: bg #2C3135, border #3C4347` under `### Dark
        // mode`): its key must name elements given a color earlier, so prose is not taken.
        guard let key = item.key, !item.value.isEmpty, let section = context.subject else { return false }
        let subject = builder.roles.subjects[section]
        guard subject.kind == .element || subject.kind == .modeOverrides, subject.parent == nil, let mode = subject.mode, subject.node == nil,
            !builder.roles.readLines.contains(item.range.start.line)
        else { return false }
        let names = Normalize.splitTopLevel(key, separators: [", ", " + ", " and ", " & ", " und ", " y ", " et ", " en "]).map(\.trimmed).filter { !$0.isEmpty }
        let elsewhere = builder.roles.subjects.indices.filter { index in
            builder.roles.subjects[index].kind == .element && index != section && !builder.isUnder(index, section)
        }
        // Only elements whose color role is known: the value takes the role the element had.
        let colorKeys = ["Text Color", "Icon Color", "Color", "Background", "Border"]
        let found = names.filter { name in
            let wanted = DocumentBuilder.nameWords(name)
            return !wanted.isEmpty
                && elsewhere.contains { index in
                    guard DocumentBuilder.nameWords(builder.roles.subjects[index].name) == wanted, let node = builder.roles.subjects[index].node else { return false }
                    return colorKeys.contains { builder.draft.nodes[node].property($0) != nil }
                }
        }
        guard !found.isEmpty else { return false }
        builder.readArrow(left: found.joined(separator: ", "), right: item.value, item: item, subject: nil, mode: mode, state: context.state, exactNames: true)
        return true
    }
}

extension DocumentBuilder {
    /// Whether a subject stands under `root` (or is it).
    func isUnder(_ index: Int, _ root: Int) -> Bool {
        var current: Int? = index
        while let node = current {
            if node == root { return true }
            current = roles.subjects[node].parent
        }
        return false
    }
}
