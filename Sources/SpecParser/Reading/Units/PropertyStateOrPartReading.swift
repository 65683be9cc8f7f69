import DesignModel
import Diagnostics
import MarkdownSource

/// `| Tab icon | Selected | Sunrise Coral #FF6B6B | Sunset Coral #FF8787 |`, `| Unread badge |
/// Count | White #FFFFFF, 9pt semibold | White #FFFFFF |`: a `Property` cell that names no role
/// but a state of the row's element, or a part of it.
enum PropertyStateOrPartReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "property-state-or-part", title: "Property cells naming a state or a part",
        summary: "In a table with a `Property` column and a value column per mode, a property that names no role reads the row's values all the same: a state the vocabulary knows (`Selected`, `Unselected`) is the element in that state, in the role its name gives (`Tab icon` → its icon's color); another word, for an element whose name gives a role (`Tab label` → `Locked`), is a variant of it; else the property names a part of the element (`Count`, `Title`, `Body`), whose color is text when its name says so or the row states a type, and which sits on the element's fill.",
        examples: [
            SpecReadingExample(
                """
                ## Tab bar

                Background: Off-White #F9FAFB

                | Element | Property | Light | Dark |
                |---|---|---|---|
                | Tab icon | Selected | Primary Coral #FF6B6B | Primary Coral Adjusted #FF8787 |
                | Tab label | Locked | Slate Gray #636E72 at 50% opacity | Light Gray #B2BEC3 at 50% opacity |
                | Unread badge | Fill | Error Red #D63031 | Error Red #E74C3C |
                | Unread badge | Count | White #FFFFFF, 9pt semibold | White #FFFFFF |
                """,
                facts: [
                    "non-text Tab icon: #FF6B6B on #F9FAFB (light selected)", "text Locked Tab label: #636E7280 on #F9FAFB (light)",
                    "text Count: #FFFFFF on #D63031 (light)", "text Count: #FFFFFF on #E74C3C (dark)",
                ]),
        ])
}

extension DocumentBuilder {
    /// Weights and text styles whose presence in a row says its part is text.
    static let typeWords: Set<String> = [
        "regular", "semibold", "bold", "medium", "light", "heavy", "headline", "subheadline", "body", "callout", "footnote", "caption", "title",
    ]

    /// The element, role and state a `Property` cell naming no role gives the row's values
    /// (`PropertyStateOrPartReading`); nil for a cell that is not a short name, or names the
    /// fills the values are drawn on (`Text on Sad, Anxious`).
    mutating func rowStateOrPart(_ cell: String, element: Int, name: String, cells: [String], range: SourceRange)
        -> (element: Int, color: RoleWords.ColorRole?, state: String?)?
    {
        var words = cell.trimmed
        if let (rest, _) = Normalize.trailingParenthetical(words), !rest.isEmpty { words = rest.trimmed }
        let lower = " " + words.lowercased() + " "
        let count = words.split(separator: " ").count
        guard count >= 1, count <= 3, !lower.contains(" on "), !lower.contains(" over "), roleLexer.spans(in: words).isEmpty,
            words.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }), !keyRoles(words).isRole
        else { return nil }
        let elementRole = Self.nameColorRole(name)
        if let (parsed, _) = draft.vocabulary.parse(words), let state = parsed.state, parsed.count == 1 {
            let elementNode = node(for: element)
            return (element, elementRole ?? primaryColorRole(of: elementNode), state)
        }
        if let elementRole {
            return (childSubject(named: words + " " + name, of: element, range: range, override: false), elementRole, nil)
        }
        let statesType = cells.contains { cell in !Set(Self.nameWords(cell)).isDisjoint(with: Self.typeWords) }
        let role = Self.nameColorRole(words) ?? (statesType ? .text : nil)
        return (childSubject(named: words, of: element, range: range, override: false), role, nil)
    }
}
