import DesignModel
import MarkdownSource

/// `| tag | "NEW" · 9pt semibold · Charcoal on Bright Yellow #FDCB6E | — |`: a table whose
/// columns name no role, each row naming an element (or a role of the subject) and each cell
/// describing itself — read by the words beside its values.
enum SelfDescribingCellReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "self-describing-cells", title: "Tables of self-describing cells",
        summary: "A table whose column headers name no role (`| Region | Spec | Notes |`, `| | Earned | Locked |`) is read cell by cell: the first column names the element (an empty one continues the row above), and each cell is read by the words beside its values (`32pt tall`, `9pt semibold`, `Charcoal on Bright Yellow #FDCB6E`, `28×28pt hit area`). With one value column the cells are the element's own; with several, each column's header is a state the vocabulary knows or else a variant of the subject, the row's element its part. A row named by a role (`bg`, `size`, `Background`) gives the variant itself that value. A `Notes` column, or one headed by a phrase (`Where it lands in dark`), comments and is not read, and a `Token` column restates tokens (checked for drift); a first column of properties or tokens (`Custom property`) names no element. A row named by its copy (`\"Refresh prompts\"`) is that element, one ending in a state (`Chip, selected`) that element in that state, and `Page background` the canvas.",
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
                """,
                facts: ["target Overflow button: 28×28", "target Filter chips: ?×32"]),
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
        ])

    static let referenceHeaders: Set<String> = ["token", "tokens", "token path", "variable", "variables", "css variable", "swatch", "figma variable"]
}

extension DocumentBuilder {
    /// Reads a table none of whose columns names a role (`SelfDescribingCellReading`).
    mutating func readSelfDescribingCells(_ table: MarkdownNode, headers: [String], roles columnRoles: [ColumnRole], subject: Int?) {
        guard headers.count >= 2, columnRoles.first == .name else { return }
        // A first column of properties or tokens (`Custom property`, `Token`) names no element.
        let firstWords = Self.nameWords(headers[0])
        guard firstWords.allSatisfy({ !["property", "properties", "token", "tokens", "variable", "variables", "key"].contains($0) }) else { return }
        // A header written as a phrase (`Where it lands in dark`) or naming notes heads comments.
        // A column of token references (`Token`, `Variable`) restates tokens, read for drift.
        let valueColumns = columnRoles.indices.dropFirst().filter { index in
            let words = Self.nameWords(headers[index])
            return columnRoles[index] == .ignored && !words.isEmpty && words.count <= 3 && !words.contains { $0.hasPrefix("note") }
                && !SelfDescribingCellReading.referenceHeaders.contains(Normalize.name(headers[index]))
        }
        guard !valueColumns.isEmpty else { return }
        let (_, headingMode) = elementSubject(subject)
        var previousName = ""
        for row in table.children.dropFirst() {
            let line = draft.lines.range(of: row).start.line
            guard !roles.readLines.contains(line) else { continue }
            let cells = row.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
            let columns = row.children.map { draft.lines.range(of: $0).start.column }
            guard let first = cells.first else { continue }
            var name = SegmentedElementReading.name(first)
            // `"Refresh prompts"`: a row named by its copy alone.
            if name.isEmpty, !first.isEmpty { name = first.filter { !"\"“”«»".contains($0) }.trimmed }
            // `Chip, selected (e.g. Peaceful)`: an example in parentheses is not the name.
            if let (rest, _) = Normalize.trailingParenthetical(name), !rest.isEmpty { name = rest.trimmed }
            if name.isEmpty { name = previousName }
            previousName = name
            guard !name.isEmpty, roleLexer.spans(in: name).isEmpty else { continue }
            // `bg`, `size`: a row naming the variant's fill or box. A row named by what it draws
            // (`caption`, `icon`, `label`) is a part, not a role of the variant.
            let rowRoles = keyRoles(name)
            // `Page / dialog background`: the canvas the rows are drawn on.
            let namesCanvas = Self.isBackgroundKey(first) || Self.nameWords(first).last == "background"
                && !Set(Self.nameWords(first)).isDisjoint(with: ["page", "screen", "canvas", "app", "window", "view"])
            let namesVariantRole = namesCanvas || rowRoles.color == .background || (rowRoles.color == nil && rowRoles.size != nil)
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
                if namesVariantRole, let owner {
                    readFragments(
                        fragment, into: owner, defaultColor: namesCanvas ? .background : rowRoles.color, defaultSize: rowRoles.size, mode: mode, state: qualifiers.state)
                    continue
                }
                var (elementName, named) = elementName(name)
                // `Chip, selected`: the element in a state.
                if named.state == nil, let comma = elementName.range(of: ", ", options: .backwards),
                    let (parsed, _) = draft.vocabulary.parse(String(elementName[comma.upperBound...])), parsed.state != nil
                {
                    named.state = parsed.state
                    elementName = String(elementName[..<comma.lowerBound])
                }
                let element = childSubject(named: elementName, of: owner, range: draft.lines.range(of: row), override: false)
                readFragments(
                    fragment, into: element, defaultColor: nil, defaultSize: .size, mode: named.mode ?? mode, state: named.state ?? qualifiers.state)
            }
        }
    }
}
