import DesignModel
import Foundation

/// Tables of parts with one value column per mode and a column naming what each row's values
/// paint: `| Part | Property | Token | Value (light) | Value (dark) |`. Read by
/// `DocumentBuilder.readRoleTable`; the helpers here give a row's role and where a container's
/// background goes.
enum PartPropertyTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "part-property-table", title: "Parts with a property and a value per mode",
        summary: "A table with a `Property` (or `Role`) column after the part's name (or `Property / token`) and a value column per mode (`Light`, `Value (light)`, `Dark value`, `Final dark value`) reads each mode's cell in the role the row's property names (`Text`, `Fill`, `Border, 1pt`, `Stroke`, `Text, pressed` — a state word is the row's state; a lone color token, `--color-text-secondary`, names the role by its path, and a palette token leaves it to the part's name). A `Container` (or `Surface`) row's background is what the other parts of its table — or, when its section is the container's own, of the sections beside it — sit on. A property that names the fills it is drawn on (`Text on Sad, Anxious`) is left to coverage.",
        examples: [
            SpecReadingExample(
                """
                ## Picker

                ### Container

                | Part | Property | Token | Value (light) | Value (dark) |
                |---|---|---|---|---|
                | Container | Background | `color.background.surface` | #F9FAFB | #2C3135 |

                ### Header row

                | Part | Property | Token | Value (light) | Value (dark) |
                |---|---|---|---|---|
                | Counter | Text | `color.palette.slate-gray` | #636E72 | #636E72 |
                | Hint | Text | `color.text.secondary` at 60% opacity | #636E72 at 60% | #B2BEC3 at 60% |
                | Focus ring | Stroke, 2pt | `color.accent.peach` | #FFB4A2 | #FFB4A2 |
                """,
                facts: [
                    "text Counter: #636E72 on #F9FAFB (light)", "text Counter: #636E72 on #2C3135 (dark)",
                    "text Hint: #B2BEC399 on #2C3135 (dark)",
                ]),
            SpecReadingExample(
                """
                ## Badge

                Background: White #FFFFFF

                | Part | Role | Light | Dark |
                |---|---|---|---|
                | Badge | Fill | #4ECDC4 at 10% | #6FE0D8 at 10% |
                | Badge | Text | #4ECDC4 | #6FE0D8 |
                """,
                facts: ["text Badge: #4ECDC4 on #4ECDC41A (light)"]),
            SpecReadingExample(
                """
                ## Chip

                Background: White #FFFFFF

                | Part | Property | Light | Dark |
                |---|---|---|---|
                | Checkmark | Icon | #2D3436 or #FFFFFF | #2D3436 or #FFFFFF |
                """,
                facts: [], absent: ["non-text Checkmark: #2D3436 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                # RFC: dark theme for the editor

                ### Open questions

                Should the footer move off the card?

                ---

                **@mara** commented · Marked as answer

                | Element | Property / token | Final dark value | Notes |
                |---|---|---|---|
                | Page bg, footer | `--color-background-primary` | `#1A1D1F` | |
                | Character count | `--color-palette-slate-gray` | `#636E72` | 12px |
                """,
                facts: ["text Character count: #636E72 on #1A1D1F (dark)"]),
        ])
}

extension DocumentBuilder {
    /// Headers of a column (after the name) whose cells name the role of the row's values.
    static let propertyColumnHeaders: Set<String> = ["property", "role", "attribute", "layer property", "eigenschaft", "propriété", "propiedad", "propriedade"]

    /// Words of a part that is the surface the other parts of its component sit on.
    static let containerPartWords: Set<String> = ["container", "surface"]

    /// The mode of a value column written with a value word (`Value (light)`, `Dark value`).
    func valueColumnMode(_ header: String) -> String? {
        let words = header.lowercased().split { !$0.isLetter }.map(String.init)
        let valueWords: Set<String> = ["value", "values", "wert", "valor", "valeur", "valore", "hex"]
        guard words.count >= 2, words.contains(where: { valueWords.contains($0) }) else { return nil }
        // `Final dark value`, `Agreed light value`: the value that holds, in that mode.
        let rest = words.filter { !valueWords.contains($0) && !["mode", "final", "agreed", "approved", "current", "new"].contains($0) }
        guard !rest.isEmpty else { return nil }
        return draft.vocabulary.mode(rest.joined(separator: " "))
    }

    /// The role a row's `Property` cell gives its mode cells: `Text`, `Fill`, `Border, 1pt`,
    /// `Text, pressed` (a state word is the row's state), `Text + sparkle icon` (the first role
    /// wins). Nil when the cell names no color or measured role, or names the fills the values
    /// are drawn on (`Text on Sad, Anxious`), which one row cannot say.
    func rowProperty(_ cell: String, elementName: String) -> (color: RoleWords.ColorRole?, size: RoleWords.SizeRole?, state: String?)? {
        let lower = " " + cell.lowercased() + " "
        guard !lower.contains(" on "), !lower.contains(" over ") else { return nil }
        let pieces = Normalize.splitTopLevel(cell, separators: [", ", " + ", " & "]).map(\.trimmed).filter { !$0.isEmpty }
        guard var first = pieces.first else { return nil }
        // `Icon (+)`, `Icon (image+)`: a gloss of what is drawn says nothing of the role.
        var state: String?
        if let (rest, inner) = Normalize.trailingParenthetical(first), !rest.trimmed.isEmpty {
            first = rest.trimmed
            // `Stroke 2px (focused)`: the parenthesis names the state the row holds in.
            if let (parsed, _) = draft.vocabulary.parse(inner), let named = parsed.state, parsed.count == 1 { state = named }
        }
        // `Stroke 1px`, `Text fill 17px`: the row's width or size is one of its values, not its role.
        let lengths = roleLexer.spans(in: first).filter { $0.kind == .length }
        if !lengths.isEmpty, lengths.count == roleLexer.spans(in: first).count {
            var chars = Array(first)
            for span in lengths { for index in span.start..<span.end { chars[index] = " " } }
            let bare = String(chars).split(separator: " ").joined(separator: " ")
            if !bare.isEmpty { first = bare }
        }
        var key = first
        var found = keyRoles(key)
        if !found.isRole, let role = Self.tokenPathRole(first, elementName: elementName) { return (role, nil, state) }
        // `Focus ring`: a border drawn in the state its first word names.
        if found.isRole, found.color == .border, let lead = first.split(separator: " ").first, first.contains(" "),
            let (parsed, _) = draft.vocabulary.parse(String(lead)), let named = parsed.state, parsed.count == 1
        {
            state = named
        }
        if !found.isRole {
            // `Fill when selected`: the role word, then the state it holds in.
            let words = first.split(separator: " ").map(String.init)
            guard let lead = words.first else { return nil }
            key = lead
            found = keyRoles(key)
            let rest = words.dropFirst().filter { !["when", "if", "while", "in"].contains($0.lowercased()) }.joined(separator: " ")
            guard found.isRole, let (parsed, _) = draft.vocabulary.parse(rest), let named = parsed.state, parsed.count == 1 else { return nil }
            state = named
        }
        for piece in pieces.dropFirst() {
            if let (parsed, _) = draft.vocabulary.parse(piece), let named = parsed.state, parsed.count == 1 { state = named }
        }
        var color = found.color
        if ["fill", "fills", "füllung"].contains(Normalize.name(key)) {
            let words = Set(Self.nameWords(elementName))
            if !words.isDisjoint(with: ["chevron", "icon", "glyph", "checkmark", "arrow", "symbol"]) {
                color = .icon
            } else if !words.isDisjoint(with: ["label", "text", "title", "caption"]) {
                color = .text
            } else {
                color = .background
            }
        }
        let size = found.size == .layout ? nil : found.size
        guard color != nil || size != nil else { return nil }
        // A text's property (`Font size`, `Text`) keeps its text size beside its color.
        return (color, color == nil || size == .textSize ? size : nil, state)
    }

    /// `--color-text-secondary`, `color.background.surface`: a property cell holding one color
    /// token names the role by the token's path; a palette token (`--color-palette-slate-gray`)
    /// leaves it to the element's name (`Character count` is text).
    static func tokenPathRole(_ cell: String, elementName: String) -> RoleWords.ColorRole? {
        let path = cell.trimmingCharacters(in: CharacterSet(charactersIn: "`$ "))
        let words = path.lowercased().split { "-._/".contains($0) }.map(String.init)
        guard words.count >= 3, words.contains("color"), path.allSatisfy({ $0.isLetter || $0.isNumber || "-._/".contains($0) }) else { return nil }
        for word in words.dropFirst() {
            switch word {
            case "background", "bg", "surface", "canvas": return .background
            case "text", "foreground", "fg", "link": return .text
            case "border", "stroke", "outline", "divider", "separator": return .border
            case "icon": return .icon
            default: continue
            }
        }
        let named = Set(nameWords(elementName))
        return nameColorRole(elementName)
            ?? (named.isDisjoint(with: ["count", "counter", "label", "text", "title", "caption", "hint", "status", "link", "links", "metadata", "date", "body", "placeholder", "message"]) ? nil : .text)
    }

    /// True when a mode cell offers alternatives (`#2D3436 or #FFFFFF`): which one is drawn
    /// depends on what the part sits on, which the row does not say.
    static func offersAlternatives(_ cells: [String], roles columnRoles: [ColumnRole]) -> Bool {
        columnRoles.indices.contains { index in
            guard index < cells.count, case .mode = columnRoles[index] else { return false }
            let words = cells[index].lowercased().split(separator: " ")
            return words.contains("or") || words.contains("oder") || words.contains("ou") || words.contains("o")
        }
    }

    /// Where a `Container | Background` row's values go: the subject the other parts stand
    /// under. When the table's own section is the container's (`### 1 · Container`), that is
    /// the section's parent, which holds the sections of the other parts too.
    func containerTarget(rowName: String, owner: Int?, roles columnRoles: [ColumnRole], cells: [String]) -> Int? {
        guard let owner, let index = columnRoles.firstIndex(of: .property), index < cells.count,
            rowProperty(cells[index], elementName: rowName)?.color == .background
        else { return nil }
        let words = Set(Self.nameWords(rowName))
        guard !words.isEmpty, words.isSubset(of: Self.containerPartWords) else { return nil }
        if !Set(Self.nameWords(self.roles.subjects[owner].name)).isDisjoint(with: words),
            let parent = self.roles.subjects[owner].parent, let above = elementSubject(parent).subject
        {
            return above
        }
        return owner
    }
}
