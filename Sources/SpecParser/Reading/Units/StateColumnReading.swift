/// `| Chip | Selected fill | Selected label + 20dp check |`: a column headed by a state and a
/// role holds the row's element's color of that role in that state.
enum StateColumnReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "state-column", title: "Columns of a role in a state",
        summary: "A column headed by a state and a role (`Selected fill`, `Pressed background`, `Label (disabled)`, `Selected label + 20dp check`) holds the color of that role of the row's element in that state: a selected label is checked on the selected fill, not on the resting one. What follows a `+` in the header names more that is drawn alike and is not read. A `States` column whose cells are behaviours (`hover: underline`, `—`) adds nothing to the row's name.",
        examples: [
            SpecReadingExample(
                """
                ## Emotion chips

                Background: White #FFFFFF

                | Chip | Fill | Label | Selected fill | Selected label + 20dp check |
                |---|---|---|---|---|
                | Happy | #FFE9E9 | #2D3436 | #FF6B6B | #FFFFFF |
                """,
                facts: ["text Happy: #2D3436 on #FFE9E9 (light)", "text Happy: #FFFFFF on #FF6B6B (light selected)"]),
            // A `States` column of behaviours names no state: the row keeps its own name.
            SpecReadingExample(
                """
                ## Save

                Background: White #FFFFFF

                | Element | Color | States |
                |---|---|---|
                | Cancel link | #636E72 | hover: underline, `aria-pressed` |
                | Save label | #2D3436 | — |
                """,
                facts: ["text Cancel link: #636E72 on #FFFFFF (light)", "text Save label: #2D3436 on #FFFFFF (light)"]),
        ])
}

extension DocumentBuilder {
    /// The role and state a header names (`Selected fill`, `Label (pressed)`), nil unless it
    /// names both and nothing else.
    func stateRoleColumn(_ header: String) -> (RoleWords.ColorRole, String)? {
        var text = header
        if let plus = text.firstIndex(of: "+") { text = String(text[..<plus]) }
        let words = text.split { !$0.isLetter && $0 != "-" }.map { String($0).lowercased() }
        guard words.count >= 2, words.count <= 3 else { return nil }
        var role: RoleWords.ColorRole?
        var state: String?
        for word in words {
            if let found = draft.vocabulary.parse(word)?.0.state, state == nil {
                state = found
            } else if let found = RoleWords.colorRole(word), role == nil {
                role = found
            } else if !["color", "colour"].contains(word) {
                return nil
            }
        }
        guard let role, let state, role != .control else { return nil }
        return (role, state)
    }
}
