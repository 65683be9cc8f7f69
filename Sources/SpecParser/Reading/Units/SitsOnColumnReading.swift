import DesignModel

/// A table column that says what each row's element is drawn on: `| Element | Light | Dark |
/// Sits on | Notes |`. Read by `DocumentBuilder.readRoleTable` through `readSitsOn`.
enum SitsOnColumnReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "sits-on-column", title: "A `Sits on` column",
        summary: "A `Sits on` column names what each row's element is drawn on. Colors there are its background — split by `/` over the table's mode columns (`Screen bg (White / Background Black #1A1D1F)`); a name is an element of the document (`Row`, `Rows`, `Avatar photo`) whose background the row's element sits on; the screen (`Screen bg`) is what it inherits anyway. Without such a column, a note placing the row on an earlier row's element (`12px, on the card` below `Editor card`) does the same. Beside a column of layer paths (`compose/save/label`), a name of a kind only (`button`, `chip`) is the row of the layer above (`compose/save`); a card with a fill of its own (`Photo card` filled `#FFFFFF`) is what sits on it is drawn on, not the photo its name mentions.",
        examples: [
            SpecReadingExample(
                """
                ## Compose

                Canvas: White #FFFFFF

                | Component | Layer | Fill | Sits on | Text style | Hit box |
                |---|---|---|---|---|---|
                | Save entry | compose/save | #FF6B6B | canvas | — | full width × 56 |
                | Add photo button | compose/add | #F9FAFB | canvas | — | 44×44 |
                | Save entry label | compose/save/label | #2D3436 | button | Headline 17 semibold | — |
                | Photo card | feed/card | #FFFFFF | canvas | — | — |
                | Tag label | feed/card/tag | #636E72 | card | Callout 16 regular | — |
                | Favourite | feed/card/fav | #636E72 | card | 20pt icon | 28×28 |
                """,
                facts: ["text Save entry label: #2D3436 on #FF6B6B (light)", "text Tag label: #636E72 on #FFFFFF (light)", "target Favourite: 28×28"],
                absent: ["text Save entry label: #2D3436 on #F9FAFB (light)"]),
            SpecReadingExample(
                """
                ## Editor (dark)

                | Element | Property / token | Final dark value | Notes |
                |---|---|---|---|
                | Page bg | `--color-background-primary` | `#1A1D1F` | |
                | Editor card | `--color-background-surface` | `#2C3135` | |
                | Character count | `--color-palette-slate-gray` | `#636E72` | 12px, on the card |
                """,
                facts: ["text Character count: #636E72 on #2C3135 (dark)"], absent: ["text Character count: #636E72 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                ## Preferences

                All rows in this group sit on the group card: Off-White #F9FAFB in light, Elevated Surface #2C3135 in dark.

                | Element | Light | Dark | Sits on |
                |---|---|---|---|
                | Switch off track | system default | Dark Gray #3C4347 | Row |
                | Section label | Slate Gray #636E72, Footnote 13pt Regular | Slate Gray #636E72 | Screen bg (White / Background Black #1A1D1F) |
                """,
                facts: [
                    "non-text Switch off track: #3C4347 on #2C3135 (dark)", "text Section label: #636E72 on #1A1D1F (dark)",
                ]),
        ])
}

extension DocumentBuilder {
    /// Headers of a column naming what a row's element is drawn on.
    static let sitsOnHeaders: Set<String> = [
        "sits on", "placed on", "drawn on", "rests on", "on top of", "sits over", "liegt auf", "posé sur", "sobre", "on", "over", "against", "drawn over",
    ]

    /// Names of the screen itself in a `Sits on` cell: the element inherits its background.
    static let screenPlaceNames: Set<String> = ["screen", "screen bg", "screen background", "canvas", "page", "page background", "background"]

    /// A `Sits on` cell's colors (one per mode column when split by `/`): the element's
    /// background, read after the row's own values so that they keep their roles.
    mutating func readSitsOnColors(_ fragment: Fragment, element: Int, modes: [String], mode: String?, state: String?) {
        let text = fragment.text
        guard roleLexer.spans(in: text).contains(where: { $0.kind == .color }) else { return }
        // `Screen bg (White / Background Black #1A1D1F)`: the parenthesis gives the colors.
        var inner = fragment
        if let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close {
            let parenthesis = fragment.slice(text.distance(from: text.startIndex, to: open) + 1, text.distance(from: text.startIndex, to: close))
            // `Elevated Surface #2C3135 (card)`: a parenthesis without a color only names the place.
            if roleLexer.spans(in: parenthesis.text).contains(where: { $0.kind == .color }) { inner = parenthesis }
        }
        let parts = inner.text.components(separatedBy: " / ")
        guard modes.count >= 2, parts.count == modes.count else {
            readFragments(inner, into: element, defaultColor: .background, defaultSize: nil, mode: mode, state: state)
            return
        }
        var offset = 0
        for (index, part) in parts.enumerated() {
            readFragments(inner.slice(offset, offset + part.count), into: element, defaultColor: .background, defaultSize: nil, mode: modes[index], state: state)
            offset += part.count + 3
        }
    }

    /// A `Sits on` cell naming an element (`Row`, `Avatar photo`) makes the row's element a part
    /// of it, so that it sits on that element's background; the screen is inherited anyway.
    mutating func placeOnNamed(_ fragment: Fragment, element: Int, owner: Int?, layerParent: Int? = nil) {
        let text = fragment.text
        guard !roleLexer.spans(in: text).contains(where: { $0.kind == .color }) else { return }
        let name = (Normalize.trailingParenthetical(text)?.rest ?? text).trimmed
        guard !name.isEmpty, !Self.screenPlaceNames.contains(Normalize.name(name)), roles.subjects[element].node == nil else { return }
        // `Row` beside `Row value`: the element itself is not what it sits on; `Rows` may be.
        // `button` beside the layer `compose/save/label`: the row of the layer above it, before
        // any element a kind's name would find.
        var found = layerParent == element ? nil : layerParent
        for written in [name, name + "s"] where found == nil {
            if let candidate = findElement(named: written, under: owner), candidate != element, !isUnder(candidate, element) { found = candidate }
        }
        guard let found else { return }
        roles.subjects[element].parent = found
    }
}
