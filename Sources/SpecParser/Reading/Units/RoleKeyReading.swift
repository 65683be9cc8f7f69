/// `Fill: Primary Coral 100%`, `Text: SF Pro Text 15/20 Regular, #636E72`, `Stroke: 1 inside
/// #DFE6E9`, `Farbe: …`, `Tap-Fläche: 32×32pt`: a key naming a role of its subject.
enum RoleKeyReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "role-key", title: "Keys that name a role",
        summary: "A key that is a property (§2.5.1) or ends in a role word (`Fill`, `Stroke`, `Text`, `Icon`, `Size`, `Farbe`, `Tap-Fläche`, `Schriftgröße`) gives its value's colors and sizes that role on the subject; words inside the value still win (`label #A29BFE`, `44 × 44 hit`), but not words in an aside after a size (`36 × 36 pt (padding 6 pt)`).",
        examples: [
            SpecReadingExample(
                """
                ## Kopfbereich

                - Hintergrund: Off-White #F9FAFB

                ### Chevrons
                - Farbe: Slate Gray #636E72
                - Tap-Fläche: 32×32pt
                """,
                facts: ["non-text Chevrons: #636E72 on #F9FAFB (light)", "target Chevrons: 32×32"]),
            // An aside after a size says how the box is made; the key still names what it measures.
            SpecReadingExample(
                """
                ## Timeline

                ### Filter button
                - Touch target: 36 × 36 pt (padding 6 pt), next to the avatar
                """,
                facts: ["target Filter button: 36×36"]),
            // A text named for its element, with a fill in the value, is that element's.
            SpecReadingExample(
                """
                ## Entry detail

                Background: White #FFFFFF

                - Chip label: Caption 1 12pt semibold in Golden Orange #FAB1A0, fill is Golden Orange at 15% over the white page.
                """,
                facts: ["text Chip label: #FAB1A0 on #FAB1A026 (light)"]),
        ])

    /// Role words that are also things drawn (`card`, `pill`, `chip`): as a key over a value
    /// that draws something on them, they name an element.
    static let componentNouns: Set<String> = ["card", "pill", "chip", "tile", "badge", "tag", "plate", "container"]

    /// A key of a name and then a text's role word (`Chip label`, `Badge text`), the name no
    /// role word but a component noun.
    static func namesItsElement(_ key: String) -> Bool {
        let words = Normalize.name(key).split(separator: " ").map(String.init)
        guard words.count >= 2, let last = words.last, RoleWords.colorRole(last) == .text else { return false }
        return words.dropLast().allSatisfy { word in
            (RoleWords.colorRole(word) == nil || componentNouns.contains(word)) && RoleWords.sizeRole(word) == nil && word.contains(where: \.isLetter)
        }
    }

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard let key = item.key else { return false }
        let roles = builder.keyRoles(key)
        // `- Title: …` beside `- Subtitle: …`: two texts, each an element (`KeyedElementReading`).
        guard roles.isRole, !builder.roles.textPartKeyLines.contains(item.range.start.line) else { return false }
        // `Pill: #FF6B6B fill, White label`: a component noun whose value draws on it as well is
        // an element (`KeyedElementReading`), not the subject's fill.
        if roles.color == .background, RoleKeyReading.componentNouns.contains(Normalize.name(key)), !item.value.isEmpty,
            builder.roleAssigner.assign(builder.valueFragment(item, context), defaultColor: .background, defaultSize: nil).contains(where: {
                if case .color(let role) = $0.target { return role == .text || role == .icon } else { return false }
            })
        {
            return false
        }
        // `Chip label: 12pt semibold Golden Orange, fill is Golden Orange at 15%`: a text named
        // for its element, drawn on a fill the value gives, is that element (`KeyedElementReading`),
        // not the subject's text on a fill of the subject's own.
        if RoleKeyReading.namesItsElement(key), !item.value.isEmpty,
            builder.modeSplit(builder.valueFragment(item, context), defaultColor: .text).contains(where: {
                if case .color(let role) = $0.target { return role == .background } else { return false }
            })
        {
            return false
        }
        guard !item.value.isEmpty, !builder.isAlreadyRead(item, context), let target = context.subject ?? builder.elementJustAbove(item, context) else {
            for child in item.children { builder.readItem(child, subject: context.subject, mode: context.mode, state: context.state) }
            return true
        }
        if KeyTable.property(key)?.kind == .opacity, SizeReader.opacity(item.value) != nil {
            // `Opacity: 80%` under an element: the element's own opacity, composited over what it sits on.
            let fragment = builder.valueFragment(item, context)
            var owner = target
            if builder.roles.subjects[target].isModeLabel, let found = builder.elementSubject(target).subject { owner = found }
            let node = builder.node(for: owner)
            builder.apply([RoleAssignment(target: .opacity, text: fragment.text, fragment: fragment)], node: node, mode: context.mode, state: context.state)
            return true
        }
        // `Color:` of an element whose type is given (`Font: 15pt regular`) paints its text; so
        // does a text layer's `Fill:`.
        var color = roles.color
        if builder.draft.textLayerFillLines.contains(item.range.start.line) { color = .text }
        if color == .control, KeyTable.property(key)?.key == "Color", let node = builder.roles.subjects[target].node,
            builder.draft.nodes[node].property("Typography") != nil || builder.draft.nodes[node].property("Font Size") != nil
        {
            color = .text
        }
        // `` `color: #FFFFFF` ``: a CSS declaration written as code; CSS's `color` paints text.
        if color == .control, key == "color", builder.draft.lines.line(item.range.start.line).map({ $0.contains("`color:") }) == true {
            color = .text
        }
        builder.readFragments(
            builder.valueFragment(item, context), into: target,
            defaultColor: color, defaultSize: roles.size, mode: context.mode, state: context.state)
        // `**Placeholder:** "What happened?"` over `- Light: Slate Gray …` / `- Dark: …`: each
        // mode's (or state's) line gives the key's role its value there.
        for child in item.children
        where !builder.readQualifiedLine(child, into: target, defaultColor: color, defaultSize: roles.size, mode: context.mode, state: context.state) {
            builder.readItem(child, subject: context.subject, mode: context.mode, state: context.state)
        }
        return true
    }
}
