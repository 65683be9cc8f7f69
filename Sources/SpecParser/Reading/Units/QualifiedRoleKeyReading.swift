import DesignModel
import Diagnostics

/// `Text color (Dark): #6E767A`, `Focused border (Light): 2pt Primary Coral`, `フォーカス時の枠線
/// (Light)：2pt Primary Coral #FF6B6B`: a role key narrowed to a mode or a state — by a trailing
/// parenthetical, a state word before the role (`Focused`, `Pressed`), or, in a script written
/// without spaces, a state word in the role word's compound (`フォーカス時の`). The values are the
/// subject's, in that mode and state; without the qualifier they would be read as an element
/// named `Text color (Dark)` in every mode.
enum QualifiedRoleKeyReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "qualified-role-key", title: "Role keys with a mode or a state",
        summary: "A key that names a role and a mode or a state (`Text color (Dark):`, bold or not (`**Text color (dark):**`), `Text color, dark mode:`, `Border in focus:`, `Placeholder (Light):`, `Focused border (Light):`, `Pressed fill:`, `Dark outline:`, `フォーカス時の枠線(Light)：`) gives its values that role on the subject, in that mode and state only (a parenthesis holding a state and a word of the subject's name, `Tekstfarve (valgt chip)`, is that state; one naming the resting state, `Border (unfocused)`, is the element's own look); a parenthesis naming something else (`Trykflade (filterknap):`, `Touch target (filter button):`) names the element the role is of, unless it is a place or a scope (`(on photo)`, `(all families)`); outside every element (a thread's post), on the element an item just above named. Role words of scripts written without spaces (`文字色`, `背景`, `枠線`, `ラベル`, `タップ領域`) are found at the end of the key's word, and a state word before them (`フォーカス時の`, `選択中の`) is the state.",
        examples: [
            SpecReadingExample(
                """
                ## New entry

                Screen background: White #FFFFFF

                ### Journal TextField
                1. Container `color.background.surface` #F9FAFB
                2. Border (unfocused): 1dp `color.border.default` #DFE6E9
                """,
                facts: ["non-text Journal TextField: #DFE6E9 on #F9FAFB (light)"],
                absent: ["non-text unfocused: #DFE6E9 on #F9FAFB (light)"]),
            SpecReadingExample(
                """
                ## Tidslinje

                Baggrund: White #FFFFFF

                ### Navigationsbar
                - Trykflade (filterknap): 32×32pt
                - Touch target (share button): 44×44pt
                """,
                facts: ["target filterknap: 32×32", "target share button: 44×44"]),
            SpecReadingExample(
                """
                ## Editor

                Canvas: White #FFFFFF (light), Background Black #1A1D1F (dark)

                ### Meta row
                - Text color (Light): #A4ADB1
                - Text color (Dark): #B2BEC3

                ### Prompt card
                - Background: #FFFFFF
                - Text color, light mode: #2D3436
                - Text color, dark mode: #B2BEC3 at 50% opacity
                """,
                facts: [
                    "text Meta row: #A4ADB1 on #FFFFFF (light)", "text Meta row: #B2BEC3 on #1A1D1F (dark)", "text Prompt card: #2D3436 on #FFFFFF (light)",
                    "text Prompt card: #B2BEC380 on #FFFFFF (dark)",
                ],
                absent: ["text Meta row: #A4ADB1 on #1A1D1F (dark)", "text Meta row: #B2BEC3 on #FFFFFF (light)", "text Prompt card: #2D3436 on #FFFFFF (dark)"]),
            SpecReadingExample(
                """
                ## エディタ

                背景：White #FFFFFF

                ### 本文入力欄
                - 文字色(Light)：#A4ADB1
                - フォーカス時の枠線(Light)：2pt Primary Coral #FF6B6B
                - タップ領域：32×32pt
                """,
                facts: ["text 本文入力欄: #A4ADB1 on #FFFFFF (light)", "non-text 本文入力欄: #FF6B6B on #FFFFFF (light focus)", "target 本文入力欄: 32×32"]),
            SpecReadingExample(
                """
                ## Select mode

                Canvas: White #FFFFFF (light), Elevated Surface #2C3135 (dark)

                ### Checkbox
                - Light outline: 1.5px Slate Gray #636E72
                - Dark outline: 1.5px Dark Gray #3C4347
                """,
                facts: ["non-text Checkbox: #636E72 on #FFFFFF (light)", "non-text Checkbox: #3C4347 on #2C3135 (dark)"],
                absent: ["non-text Checkbox: #3C4347 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                **10/14**
                Select mode ☑️
                - Checkbox 18px square, hit area 32 × 32px
                - Dark outline: 1.5px Dark Gray #3C4347 on the Elevated Surface #2C3135 card
                """,
                facts: ["non-text Checkbox: #3C4347 on #2C3135 (dark)"]),
            SpecReadingExample(
                """
                ## Entry

                Canvas: White #FFFFFF (light), Background Black #1A1D1F (dark)

                ### Record: Character count
                **Text color (light):** `color.text.secondary` · Slate Gray #636E72
                **Text color (dark):** Slate Gray #636E72 (typed by hand, same as light)
                **Surface:** `color.background.surface` · #F9FAFB / #2C3135
                """,
                facts: ["text Record: Character count: #636E72 on #F9FAFB (light)", "text Record: Character count: #636E72 on #2C3135 (dark)"],
                absent: ["text Record: Character count: #B2BEC3 on #2C3135 (dark)"]),
        ])

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard let key = item.key else { return false }
        var rest = Fragment.plain(Substring(key)).trimmed
        var mode = context.mode
        var state = context.state
        var qualified = false
        var narrowedContext = context
        if let (before, inner) = Normalize.trailingParenthetical(rest), !before.isEmpty {
            if restingWords.contains(inner.lowercased()), builder.keyRoles(before.trimmed).isRole {
                // `Border (unfocused)`, `Fill (default)`: the resting state is the element's own look.
                rest = before.trimmed
                qualified = true
            } else if let qualifiers = builder.qualifierKey(inner) ?? stateOfSubject(inner, context, builder) {
                rest = before.trimmed
                mode = qualifiers.mode ?? mode
                state = qualifiers.state ?? state
                qualified = true
            } else if let element = parenthesizedElement(before.trimmed, inner, context, range: item.range, &builder) {
                // `Trykflade (filterknap): 32×32pt`, `Touch target (filter button): 32×32pt`:
                // the role of the element the parenthesis names.
                var narrowed = item
                narrowed.key = before.trimmed
                narrowedContext.subject = element
                return RoleKeyReading.read(narrowed, narrowedContext, &builder)
            }
        }
        // `Text color, dark mode`, `Fill — pressed`, `Border in focus`, `Rammi í fókus`: the
        // qualifier after the role, after a comma or a dash or none.
        if !qualified, let (role, qualifiers) = roleThenQualifier(rest, builder) {
            rest = role
            mode = qualifiers.mode ?? mode
            state = qualifiers.state ?? state
            qualified = true
        }
        let words = rest.split(separator: " ").map(String.init)
        // `Focused border`, `Pressed fill`, `기본 상태 아이콘 색상`: the state (of one or more words) before the role.
        if let (found, role) = qualifierBeforeRole(words, upTo: 3, isRole: { builder.keyRoles($0).isRole }, QualifierVocabulary.canonicalState) {
            rest = role
            state = found
            qualified = true
        }
        // Outside an element (a thread's post), the element an item just above named
        // (`- Checkbox 18px square, …` over `- Dark outline: …`).
        var subject = context.subject
        if builder.elementSubject(subject).subject == nil { subject = builder.elementJustAbove(item, context) }
        // `Dark outline`, `Light fill`, `Dark mode focus ring`: the mode before the role.
        if !qualified, subject != nil, builder.elementSubject(subject).subject != nil,
            let (found, role) = qualifierBeforeRole(words, upTo: 2, isRole: { builder.keyRoles($0).isRole }, { builder.draft.vocabulary.mode($0.lowercased()) })
        {
            rest = role
            mode = found
            qualified = true
            narrowedContext.subject = subject
        }
        // `Keyboard focus ring`: the keyboard's focus ring is the focus ring.
        if !qualified, subject != nil, words.count >= 2, words[0].lowercased() == "keyboard", builder.keyRoles(words.dropFirst().joined(separator: " ")).isRole {
            rest = words.dropFirst().joined(separator: " ")
            qualified = true
            narrowedContext.subject = subject
        }
        if let last = words.last, let (stem, _) = RoleWords.compound(last), let found = QualifierVocabulary.compoundState(stem) {
            state = found
            qualified = true
        }
        guard qualified, builder.keyRoles(rest).isRole else { return false }
        // `Chip (selected): bg #FF6B6B / fg #FFFFFF`: a component noun whose value draws on it is
        // that element, in the state (`KeyedElementReading`), not the subject's fill.
        if RoleKeyReading.componentNouns.contains(Normalize.name(rest)), !item.value.isEmpty,
            builder.modeSplit(builder.valueFragment(item, context), defaultColor: .background).contains(where: {
                if case .color(let role) = $0.target { return role == .text || role == .icon } else { return false }
            })
        {
            return false
        }
        var narrowed = item
        narrowed.key = rest
        narrowedContext.mode = mode
        narrowedContext.state = state
        return RoleKeyReading.read(narrowed, narrowedContext, &builder)
    }

    /// `Tekstfarve (valgt chip)` under `### Følelses-chips`: a state and a word of the subject's
    /// own name (its head may be plural or compounded) narrow the role to that state.
    static func stateOfSubject(_ inner: String, _ context: ItemContext, _ builder: DocumentBuilder) -> SpecQualifiers? {
        let words = inner.lowercased().split(separator: " ").map(String.init)
        guard words.count == 2, let subject = builder.elementSubject(context.subject).subject ?? context.subject,
            let qualifiers = builder.qualifierKey(words[0]), qualifiers.state != nil
        else { return nil }
        let name = builder.roles.subjects[subject].name.lowercased()
        return name.split(whereSeparator: { !$0.isLetter }).contains { $0.hasPrefix(words[1]) || $0.hasSuffix(words[1]) } ? qualifiers : nil
    }

    /// Names of the resting state, which qualify nothing.
    static let restingWords: Set<String> = FactEvaluator.restingStateWords.union(["unfocused", "default state", "resting state", "at rest", "not focused"])

    /// Words opening a place rather than a name (`(under the title)`).
    static let placeWords: Set<String> = ["in", "at", "for", "under", "below", "above", "beside", "next", "with", "inside", "within", "from", "to"]

    /// The element a role key's parenthesis names (`Tekstfarve (dato)`): a name of at most four
    /// words holding no value and no role of its own, under the subject; nil for anything else.
    static func parenthesizedElement(_ role: String, _ inner: String, _ context: ItemContext, range: SourceRange, _ builder: inout DocumentBuilder) -> Int? {
        let words = inner.split(separator: " ")
        // `Title (on photo)`, `Label (under the title)`: a place, not an element; `(all Home
        // Screen families)`: where the value holds, not an element.
        guard let subject = context.subject, let first = words.first.map({ $0.lowercased() }), words.count <= 4,
            !placeWords.contains(first), !ClaimWords.pairConnectors.contains(first), !ClaimWords.quantifiers.contains(first),
            builder.keyRoles(role).isRole, !builder.keyRoles(inner).isRole,
            builder.roleLexer.spans(in: inner).isEmpty, inner.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" })
        else { return nil }
        return builder.childSubject(named: inner, of: subject, range: range, override: false)
    }

    /// A role, then a mode or a state: after a comma or a dash (`Text color, dark mode`), or as
    /// the last one to three words (`Border in focus`, `Rammi í fókus`).
    static func roleThenQualifier(_ key: String, _ builder: DocumentBuilder) -> (String, SpecQualifiers)? {
        // Only a role (`Text color`, `Litur texta`), not an element named by its role word (`Heart icon`).
        let isRole = { (role: String) in
            builder.keyRoles(role).isRole && (KeyTable.property(role) != nil
                || role.split(separator: " ").allSatisfy { word in builder.keyRoles(String(word)).isRole || colorWords.contains(word.lowercased()) })
        }
        if let cut = key.lastIndex(where: { $0 == "," || $0 == "—" || $0 == "–" }) {
            let role = String(key[..<cut]).trimmed
            guard let qualifiers = builder.qualifierKey(String(key[key.index(after: cut)...]).trimmed), isRole(role) else { return nil }
            return (role, qualifiers)
        }
        let words = key.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        for count in stride(from: min(3, words.count - 1), through: 1, by: -1) {
            let role = words.dropLast(count).joined(separator: " ")
            var qualifier = Array(words.suffix(count))
            // `Border in focus`, `Text when pressed`: a preposition before the state.
            if qualifier.count > 1, ["in", "when", "while", "on"].contains(qualifier[0].lowercased()) { qualifier.removeFirst() }
            guard isRole(role), let qualifiers = builder.qualifierKey(qualifier.joined(separator: " ")) else { continue }
            return (role, qualifiers)
        }
        return nil
    }

    /// Words for "color" that join a role word in a role key (`Text color`, `Litur texta`).
    static let colorWords: Set<String> = Set(["color", "colour", "farbe", "couleur"] + LanguageWords.words(\.color))

    /// A qualifier of at most `upTo` words opening the key, longest first, and the role the
    /// words after it name (`Focused` + `border`, `Dark mode` + `focus ring`).
    static func qualifierBeforeRole(
        _ words: [String], upTo: Int, isRole: (String) -> Bool, _ qualifier: (String) -> String?
    ) -> (String, String)? {
        for count in stride(from: min(upTo, words.count - 1), through: 1, by: -1) {
            let role = words.dropFirst(count).joined(separator: " ")
            guard let found = qualifier(words.prefix(count).joined(separator: " ")), isRole(role) else { continue }
            return (found, role)
        }
        return nil
    }
}

extension DocumentBuilder {
    /// Outside every element (a thread's post, a document without headings), the element an
    /// item a few lines above named: `- Checkbox 18px square, …` over `- Dark outline: …`.
    func elementJustAbove(_ item: RawItem, _ context: ItemContext) -> Int? {
        let line = item.range.start.line
        return roles.subjects.indices.last { index in
            let candidate = roles.subjects[index]
            return candidate.parent == context.subject && candidate.kind == .element && candidate.range.start.line < line && candidate.range.start.line >= line - 4
        }
    }
}
