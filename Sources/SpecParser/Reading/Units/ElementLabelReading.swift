import MarkdownSource

/// `**`hero-heading`**` or `**Save button** — top right` on a line of its own, over a list: the list
/// describes that element. Style-panel exports, handoff notes and checklists name each element this way
/// rather than with a heading.
enum ElementLabelReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "element-label", title: "An element named on a line of its own over a list",
        summary: "A paragraph whose first line is only a bold name (`**`hero-heading`**`, `**Promo tile** (primary)`, a design tool's `**Layer** `chip``, or a name glossed after a dash, `**Close button** — left, 4 dp from the edge`), followed by a list, opens an element: the lines of prose under the name, the list and what follows up to the next such line or heading describe it. A name that is a role, a property, a mode or a state (`Background:`, `Dark mode:`, `Pressed:`), or that speaks of the whole screen (`**GLOBAL**`, `**Screen**`), opens nothing; the list is read as before. A bold role alone over a list (`**Fill**` over `- `#FF6B6B` 100%`, as an inspect panel is pasted) gives that role to the items that name none of their own (`Text fill `#FFFFFF`` keeps its own), and a design tool's `**Variables**` list is the tokens bound to the layer — claims of their values, not the layer's values again. A plain line of one to four words with no punctuation (`Text field border`) over a list mostly keyed by modes, states, roles or properties (`- Light: …`, `- Dark: …`) opens an element too.",
        examples: [
            SpecReadingExample(
                """
                ## Compose

                Canvas: White #FFFFFF; dark: Background Black #1A1D1F

                Text field border
                - Light: 1pt #DFE6E9 on #FFFFFF canvas.
                - Dark: 1pt #636E72 on #1A1D1F canvas.
                - Focus and error states follow the component library.
                """,
                facts: ["non-text Text field border: #DFE6E9 on #FFFFFF (light)", "non-text Text field border: #636E72 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                # Landing page

                ## Hero

                - Background: White #FFFFFF

                **`hero-subhead`**
                - Typography: 20px · Weight 400 · Color Slate Gray #636E72

                **Promo tile** (primary)
                - Background: Primary Coral #FF6B6B
                - Text: White #FFFFFF

                **Close button** — top left, beside the title
                - Touch area: 40 × 40 px

                **Layer** `chip` — "Anxious"
                - Typography: 16px, #636E72 Slate Gray
                """,
                facts: [
                    "text hero-subhead: #636E72 on #FFFFFF (light)", "text Promo tile: #FFFFFF on #FF6B6B (light)", "target Close button: 40×40",
                    "text chip: #636E72 on #FFFFFF (light)",
                ],
                absent: ["text Hero: #FFFFFF on #FF6B6B (light)"]),
            SpecReadingExample(
                """
                # Entry composer

                #### Layer: Frame 12 / Save Button

                **Fill**
                - `#FF6B6B` 100%

                **Typography**
                - SF Pro Text · Semibold · 17 · line height 22
                - Text fill `#FFFFFF` 100%

                **Variables**
                - `color/text/on-primary` · #FFFFFF
                """,
                facts: ["text Save Button: #FFFFFF on #FF6B6B (light)"], absent: ["text Variables: #FFFFFF on #FF6B6B (light)"]),
        ])

    /// True for a table at least two of whose rows are named for the given elements: a table after
    /// the last label's list that speaks of its siblings (a contrast table of the whole screen)
    /// is not that element's.
    static func rowsName(_ table: MarkdownNode, _ names: [String]) -> Bool {
        guard case .table = table.kind else { return false }
        let known = Set(names.map(Normalize.name))
        return table.children.dropFirst().count { row in row.children.first.map { known.contains(Normalize.name($0.plainText)) } ?? false } >= 2
    }

    /// Labels of what holds for the whole screen or document rather than for one element.
    static let wholeScreenWords: Set<String> = ["global", "globals", "general", "overall", "base", "defaults", "default", "everything", "all", "canvas"]
    /// A design tool's list of the variables or tokens bound to a layer.
    static let boundTokenWords: Set<String> = ["variables", "tokens", "styles"]
}

extension DocumentBuilder {
    /// The element a label paragraph opens (`ElementLabelReading`), or nil.
    func elementLabel(_ block: MarkdownNode, next: MarkdownNode?) -> Subject? {
        guard case .paragraph = block.kind, let next, case .list = next.kind else { return nil }
        let range = draft.lines.range(of: block)
        // Only a bold name: a plain line ending in a colon is as often a sentence leading into
        // its list (`So nobody re-opens these:`). Lines of prose under the name describe it.
        guard let written = ItemExtraction.boldLabel(block, gloss: true, titleLine: true) ?? plainLabel(block, over: next) else { return nil }
        let text = Normalize.text(written).trimmed
        let name = HeadingClassifier.name(text).name
        guard !name.isEmpty, name.contains(where: \.isLetter) else { return nil }
        // `**Layer** `chip``: a layer's own name, whatever word it is.
        let layerNamed = block.children.first.map { ItemExtraction.layerKindWords.contains($0.plainText.trimmed.lowercased()) } ?? false
        if !layerNamed, labelNamesNoElement(name) { return nil }
        var subject = Subject(kind: .element, name: name, level: 0, range: range, parent: nil, node: nil)
        subject.isElementLabel = true
        return subject
    }

    /// `Text field border` over `- Light: 1pt #DFE6E9 on #FFFFFF` / `- Dark: …`: a plain line of
    /// one to four words, no punctuation, over a list whose items are mostly keyed by a mode, a
    /// state, a role or a property, names the element the list describes; nil otherwise.
    func plainLabel(_ block: MarkdownNode, over list: MarkdownNode) -> String? {
        guard !block.children.contains(where: { $0.kind == .softBreak || $0.kind == .lineBreak }) else { return nil }
        let text = block.plainText.trimmed
        let words = text.split(separator: " ")
        guard (1...4).contains(words.count), text.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }), !list.children.isEmpty else { return nil }
        let keyed = list.children.count { item in
            guard let first = item.children.first, case .paragraph = first.kind, let key = ItemExtraction.splitKey(first.plainText).key else { return false }
            return qualifierKey(key) != nil || keyRoles(key).isRole || KeyTable.property(key) != nil
        }
        return keyed >= 1 && keyed * 2 >= list.children.count ? text : nil
    }

    /// The lines of prose under a label's name (`**Filter button**` over `Opens the filter
    /// sheet.`), which describe the element; empty for a one-line label.
    func labelDescription(_ block: MarkdownNode) -> [(number: Int, raw: Substring)] {
        let first = draft.lines.range(of: block).start.line
        let last = max(first, block.range.end.line)
        guard last > first else { return [] }
        return ((first + 1)...last).compactMap { number in draft.lines.line(number).map { (number, $0) } }
    }

    /// A role, property, group, mode or state names no element: `Background:`, `Colors:`,
    /// `Dark mode:`, `Pressed:` over a list keep their meaning; nor does a label of the whole
    /// screen (`**GLOBAL**`, `**Screen**`), of documentation or of a claim.
    func labelNamesNoElement(_ name: String) -> Bool {
        if keyRoles(name).isRole || qualifierKey(name) != nil || Self.isBackgroundKey(name) { return true }
        if KeyTable.property(name) != nil || KeyTable.group(name) != nil || KeyTable.documentationKeys.contains(Normalize.key(name)) { return true }
        let words = Set(SubjectHeadings.words(name))
        if !words.isDisjoint(with: ElementLabelReading.wholeScreenWords) || !words.isDisjoint(with: PlacedOnBackgroundReading.screenWords) { return true }
        // `**Variables**` in an inspect panel: the tokens bound to the layer above, not a part of it.
        if words.count == 1, !words.isDisjoint(with: ElementLabelReading.boundTokenWords) { return true }
        return words.contains(where: isModeWord) || !words.isDisjoint(with: SubjectHeadings.documentationWords)
            || !words.isDisjoint(with: SubjectHeadings.claimWords) || !words.isDisjoint(with: SubjectHeadings.stateWords)
    }
}
