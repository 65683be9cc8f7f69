import DesignModel
import Diagnostics
import MarkdownSource

/// `| tag | "NEW" · 9pt semibold · Charcoal on Bright Yellow #FDCB6E | — |`: a table whose
/// columns name no role, each row naming an element (or a role of the subject) and each cell
/// describing itself — read by the words beside its values.
enum SelfDescribingCellReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "self-describing-cells", title: "Tables of self-describing cells",
        summary: "A table whose column headers name no role (`| Region | Spec | Notes |`, `| | Earned | Locked |`) is read cell by cell: the first column names the element (or the column headed as the element after one grouping the rows, `| Area | Element | Spec |`) (an empty one continues the row above), and each cell is read by the words beside its values (`32pt tall`, `9pt semibold`, `Charcoal on Bright Yellow #FDCB6E`, `28×28pt hit area`). With one value column the cells are the element's own; with several, each column's header is a state the vocabulary knows or else a variant of the subject, the row's element its part. A row named by a role (`bg`, `size`, `Background`) gives the variant itself that value. A `Notes` column (`Nota`, `Catatan`, `備考`…), or one headed by a phrase (`Where it lands in dark`), comments and is not read — except a note that only says what the row's element is drawn on (`on #2C3135`, `atas #F9FAFB`), which gives its background, and a note's part naming the touch target with its size (`hit area 40 × 40dp, 4dp from left edge`) — and a `Token` column restates tokens (checked for drift); a `Property` column's cell (`Stroke 1px (rest)`, `Text fill, 17px / 600`) gives the role and the state of the row's other colors; a first column of properties or tokens (`Custom property`) names no element. A row named by its copy (`\"Refresh prompts\"`) is that element, one ending in a state (`Chip, selected`) that element in that state, and `Page background` the canvas; a row naming the screen's own background (`Screen background`, `Latar belakang skrin`) under a mode's heading gives the document's background in that mode, and `Save button — label` is the label part of the Save button (`— fill` its own background).",
        examples: [
            SpecReadingExample(
                """
                ## Badge tiles

                Canvas: White #FFFFFF

                | | Earned | Locked |
                |---|---|---|
                | bg | Soft Mint #E3F6EF | Off-White #F9FAFB |
                | tag | "NEW" · 9pt semibold · Charcoal on Bright Yellow #FDCB6E | — |
                | caption | — | "3 / 7 entries" · 10pt regular · Slate Gray #636E72 |
                """,
                facts: [
                    "text size tag: 9", "text tag: #2D3436 on #FDCB6E (light)", "text size caption: 10", "text caption: #636E72 on #F9FAFB (light)",
                ]),
            SpecReadingExample(
                """
                ## Inbox

                Canvas: White #FFFFFF

                | Region | Spec | Notes |
                |---|---|---|
                | Overflow button | "•••" icon, trailing edge, 28×28pt hit area | Opens the menu |
                | Filter chips | "All", "Unread" — 32pt tall, 12pt horizontal padding | Collapses to 20pt on scroll |
                | Close | "×" icon, 24pt glyph, leading edge | hit area 40 × 40pt, 4pt from the edge |
                """,
                facts: ["target Overflow button: 28×28", "target Filter chips: ?×32", "target Close: 40×40"]),
            SpecReadingExample(
                """
                ## Colors

                | Element | Token | Value |
                | --- | --- | --- |
                | Page background | `color.background.primary` | White `#FFFFFF` |
                | Chip, selected (e.g. Peaceful) | `color.emotion.peaceful` | Light Teal `#81ECEC` fill, White `#FFFFFF` label |
                | "Refresh prompts" | `color.link.default` | Primary Coral `#FF6B6B` on White |
                """,
                facts: ["text Chip: #FFFFFF on #81ECEC (light selected)", "text Refresh prompts: #FF6B6B on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Journal field

                | Layer | Property | Variable | Resolved |
                |---|---|---|---|
                | Field | Stroke 1px (rest) | color/border/default | #DFE6E9 / #3C4347 against page #FFFFFF / #1A1D1F |
                | Field | Stroke 2px (focused) | color/border/focus | #FF6B6B / #FF8787 against page #FFFFFF / #1A1D1F |
                """,
                facts: ["non-text Field: #DFE6E9 on #FFFFFF (light)", "non-text Field: #FF8787 on #1A1D1F (dark focus)"]),
            // A first column grouping the rows, then the column naming each element.
            SpecReadingExample(
                """
                ## Photo strip

                Background: White #FFFFFF

                | Area | Element | Spec |
                |---|---|---|
                | Photo strip | Remove photo ✕ | 20×20px circular button pinned 4px from the corner, 12px glyph |
                """,
                facts: ["target Remove photo ✕: 20×20"]),
        ])

    static let referenceHeaders: Set<String> = ["token", "tokens", "token path", "variable", "variables", "css variable", "swatch", "figma variable"]
}

extension DocumentBuilder {
    /// Words of a column header naming notes or comments, in the languages specs are written in.
    static let noteHeaderWords: Set<String> = [
        "note", "notes", "nota", "notas", "notitie", "notities", "catatan", "poznámka", "poznámky", "anmerkung", "anmerkungen", "hinweis",
        "remarque", "remarques", "opmerking", "opmerkingen", "uwagi", "uwaga", "примечание", "примечания", "備考", "メモ", "비고", "메모",
        "备注", "মন্তব্য", "নোট", "ملاحظات", "ملاحظة", "הערות", "הערה", "टिप्पणी", "หมายเหตุ", "anteckning", "anteckningar", "یادداشت", "σημειώσεις", "huomio",
        "huomiot", "comment", "comments", "remarks", "not", "notlar", "açıklama", "ghi chú", "observações", "observação", "observacoes",
        "observaciones", "observación", "osservazioni", "osservazione", "observations", "bemerkungen", "bemerkung", "märkused", "märkus",
        "merknader", "merknad", "athugasemdir", "athugasemd", "napomene", "napomena", "megjegyzés", "megjegyzések", "bemærkninger",
        "kommentarer", "kommentar", "kommentaar", "komentarze", "komentář", "comentários", "comentarios", "commentaires",
    ]

    /// A name that is the whole screen's background (`Screen background`, `Latar belakang skrin`),
    /// not a section's or a card's.
    static func namesScreen(_ name: String) -> Bool {
        let lower = Normalize.name(name)
        if LanguageWords.words(\.screenBackground).contains(lower) { return true }
        return !Set(nameWords(lower)).isDisjoint(with: ["screen", "page", "app", "window", "canvas"])
    }

    static func namesNotes(_ words: [String]) -> Bool {
        words.contains { $0.hasPrefix("note") || noteHeaderWords.contains($0) }
    }

    /// A note cell that is a placement and nothing else (`on #2C3135`, `atas #F9FAFB`): the
    /// part after the "on" word; nil for a note saying more (a ratio, a sentence).
    /// A row's note: read only where it states the element's touch target (`hit area 40 × 40dp,
    /// 4dp from left edge`) or says what the element is drawn on (`| Group header | — | Slate
    /// Gray #636E72 | on #2C3135 |`, its background).
    mutating func readNote(_ cell: String, line: Int, column: Int, element: Int, mode: String?, state: String?) {
        if let target = touchNote(cell, line: line, column: column) {
            readFragments(target, into: element, defaultColor: nil, defaultSize: .touchTarget, mode: mode, state: state)
        }
        guard let ground = placementNote(cell, line: line, column: column) else { return }
        readSitsOnColors(ground, element: element, modes: [], mode: mode, state: state)
    }

    /// The part of a note naming the row's touch target with its size (`hit area 40 × 40dp` in
    /// `hit area 40 × 40dp, 4dp from left edge`); nil when no part does.
    func touchNote(_ cell: String, line: Int, column: Int) -> Fragment? {
        let whole = Fragment(text: cell, line: line, column: column)
        for part in whole.parts() {
            let lower = part.text.lowercased()
            guard RoleWords.touchPhrases.contains(where: { lower.containsText($0) }),
                roleLexer.spans(in: part.text).contains(where: { $0.kind == .dimensions || $0.kind == .length })
            else { continue }
            return part
        }
        return nil
    }

    func placementNote(_ cell: String, line: Int, column: Int) -> Fragment? {
        let lower = " " + cell.lowercased()
        guard let on = RoleWords.onWords.first(where: { lower.hasPrefix($0) }) else { return nil }
        let rest = Fragment(text: cell, line: line, column: column).slice(on.count - 1, cell.count)
        let spans = roleLexer.spans(in: rest.text)
        guard !spans.isEmpty, spans.allSatisfy({ $0.kind == .color }), rest.text.split(separator: " ").count <= 5 else { return nil }
        return rest
    }

    /// A row's element name from its first cell: quotes dropped (`"Refresh prompts"` is named by
    /// its copy) and an example in parentheses left out (`Chip, selected (e.g. Peaceful)`).
    static func rowName(_ first: String) -> String {
        var name = SegmentedElementReading.name(first)
        if name.isEmpty, !first.isEmpty { name = first.filter { !"\"“”«»".contains($0) }.trimmed }
        if let (rest, _) = Normalize.trailingParenthetical(name), !rest.isEmpty { name = rest.trimmed }
        return name
    }

    /// `Butang Simpan — label`, `Save button – fill`: the element named before the dash and the
    /// part or role after it (a fill is the element's own background; other roles a part).
    mutating func rowPart(_ name: String, owner: Int?, row: SourceRange) -> (element: Int, role: RoleWords.ColorRole?) {
        for separator in [" — ", " – ", " - "] {
            guard let dash = name.textRange(of: separator) else { continue }
            let tail = String(name[dash.upperBound...]).trimmed
            guard let role = RoleWords.colorRole(tail.lowercased()) else { break }
            let element = childSubject(named: String(name[..<dash.lowerBound]).trimmed, of: owner, range: row, override: false)
            return (role == .background ? element : childSubject(named: tail, of: element, range: row, override: false), role)
        }
        return (childSubject(named: name, of: owner, range: row, override: false), nil)
    }

    /// Reads a table none of whose columns names a role (`SelfDescribingCellReading`).
    /// The column naming each row's element: the first, or a later one headed as the element
    /// after a column grouping the rows (`| Area | Element | Spec |`).
    static func nameColumn(_ roles: [ColumnRole]) -> Int? {
        guard let index = roles.firstIndex(of: .name), roles[..<index].allSatisfy({ $0 == .ignored }) else { return nil }
        return index
    }

    mutating func readSelfDescribingCells(_ table: MarkdownNode, headers: [String], roles columnRoles: [ColumnRole], subject: Int?) {
        guard headers.count >= 2, let nameColumn = Self.nameColumn(columnRoles) else { return }
        // A first column of properties or tokens (`Custom property`, `Token`) names no element.
        let firstWords = Self.nameWords(headers[nameColumn])
        guard firstWords.allSatisfy({ !["property", "properties", "token", "tokens", "variable", "variables", "key"].contains($0) }) else { return }
        // A header written as a phrase (`Where it lands in dark`) or naming notes heads comments.
        // A column of token references (`Token`, `Variable`) restates tokens, read for drift.
        let valueColumns = columnRoles.indices.filter { $0 > nameColumn }.filter { index in
            let words = Self.nameWords(headers[index])
            return columnRoles[index] == .ignored && !words.isEmpty && words.count <= 3 && !Self.namesNotes(words)
                && !SelfDescribingCellReading.referenceHeaders.contains(Normalize.name(headers[index]))
        }
        let noteColumns = columnRoles.indices.dropFirst().filter { Self.namesNotes(Self.nameWords(headers[$0])) }
        // `| Layer | Property | Resolved |`: a row's property (`Stroke 1px (rest)`) gives its colors' role and state.
        let propertyColumn = headers.indices.dropFirst().first { Self.propertyColumnHeaders.contains(Normalize.name(headers[$0])) }
        guard !valueColumns.isEmpty else { return }
        let (_, headingMode) = elementSubject(subject)
        var previousName = ""
        for row in table.children.dropFirst() {
            let line = draft.lines.range(of: row).start.line
            guard !roles.readLines.contains(line) else { continue }
            let cells = row.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
            let columns = row.children.map { draft.lines.range(of: $0).start.column }
            guard nameColumn < cells.count else { continue }
            let first = cells[nameColumn]
            let written = Self.rowName(first)
            let name = written.isEmpty ? previousName : written
            previousName = name
            guard !name.isEmpty, roleLexer.spans(in: name).isEmpty else { continue }
            // `bg`, `size`: a row naming the variant's fill or box. A row named by what it draws
            // (`caption`, `icon`, `label`) is a part, not a role of the variant.
            let rowRoles = keyRoles(name)
            // `Page / dialog background`: the canvas the rows are drawn on.
            let namesCanvas = Self.isBackgroundKey(first) || Self.nameWords(first).last == "background"
                && !Set(Self.nameWords(first)).isDisjoint(with: ["page", "screen", "canvas", "app", "window", "view"])
            let namesVariantRole = namesCanvas || rowRoles.color == .background || (rowRoles.color == nil && rowRoles.size != nil)
            let property = propertyColumn.flatMap { $0 < cells.count ? rowProperty(cells[$0], elementName: name) : nil }
            for index in valueColumns where index < cells.count && Self.hasValue(cells[index]) {
                let cell = cells[index]
                guard !["same", "same as light", "as above", "idem", "ditto"].contains(cell.lowercased()), !roleLexer.spans(in: cell).isEmpty else { continue }
                // With several value columns, each is a state or a variant of the subject.
                var owner = subject
                var qualifiers = SpecQualifiers()
                if valueColumns.count > 1 {
                    if let (parsed, _) = draft.vocabulary.parse(headers[index]), parsed.count > 0 {
                        qualifiers = parsed
                    } else {
                        owner = childSubject(named: headers[index], of: subject, range: draft.lines.range(of: row), override: false)
                    }
                }
                let fragment = Fragment(text: cell, line: line, column: index < columns.count ? columns[index] : 1)
                let mode = qualifiers.mode ?? headingMode
                // `| Latar belakang skrin | … | White #FFFFFF |` under a mode's heading: the screen's
                // own background is the document's, in that mode.
                if namesCanvas, Self.namesScreen(first) {
                    readDocumentBackground(fragment, key: first, range: draft.lines.range(of: row), mode: mode)
                    continue
                }
                if namesVariantRole, let owner {
                    readFragments(
                        fragment, into: owner, defaultColor: namesCanvas ? .background : rowRoles.color, defaultSize: rowRoles.size, mode: mode, state: qualifiers.state)
                    continue
                }
                var (elementName, named) = elementName(name)
                // `Chip, selected`: the element in a state.
                if named.state == nil, let comma = elementName.textRange(of: ", ", backwards: true),
                    let (parsed, _) = draft.vocabulary.parse(String(elementName[comma.upperBound...])), parsed.state != nil
                {
                    named.state = parsed.state
                    elementName = String(elementName[..<comma.lowerBound])
                }
                let (element, partRole) = rowPart(elementName, owner: owner, row: draft.lines.range(of: row))
                let state = named.state ?? qualifiers.state ?? property?.state
                readFragments(fragment, into: element, defaultColor: partRole ?? property?.color, defaultSize: .size, mode: named.mode ?? mode, state: state)
                for note in valueColumns.count == 1 ? noteColumns : [] where note < cells.count {
                    readNote(cells[note], line: line, column: note < columns.count ? columns[note] : 1, element: element, mode: named.mode ?? mode, state: state)
                }
            }
        }
    }
}
