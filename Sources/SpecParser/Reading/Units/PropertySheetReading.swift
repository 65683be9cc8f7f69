import DesignModel
import Diagnostics
import MarkdownSource

/// Long-format sheets: one property per row, with the element, its state and mode, the
/// property and its value each in a column of its own — what a spec spreadsheet exports.
enum PropertySheetReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "property-sheet", title: "Sheets with one property per row",
        summary: "A table (or a pasted `csv`/`tsv` block) with an element column (`Element`, `Component`, `Layer`, `Part`), a `Property` column and a `Value` column — and optionally `Screen`, `State`, `Mode` (`Light`, `Dark`, `Both`) and `Token` columns — reads each row's value in the role its property names (`Text color`, `Fill`, `Icon color`, `Hit area`, `Font`), on the element in that state and mode. A `Screen` (or `Canvas`, `Page`) row, or one naming the section's own element, is that subject itself, so its `Background` is what the other elements sit on. A row's token with a single value beside it states that token's value (`Side margin | 20pt | spacing.screen-margin`). A review sheet without a property column (`| Frame | Layer | What I see | Value |`) reads each value by its own words (`#636E72 @ 60% on #FFFFFF`, `10pt regular`), in the mode its frame names (`Entry Detail — Dark`). A `Variant` column in place of the property (`| Component | Variant | Token | Value |`) gives each row its mode (`Light`, `Dark`, `Both`), state (`Selected, light`) or the property it sets (`Height`, `Hit area`); a mode's row paints what the element's name says (a glyph its icon, a counter its text). A note saying what acting on the element does (`tap toggles the day`) makes it interactive, so its size is judged as a touch target. A `Part` column right after the element column (`| Component | Part | Value |`) makes each row a part of its component (`Toolbar › Add location`), its values named by their own words and the part's name.",
        examples: [
            SpecReadingExample(
                """
                ## Editor

                Background: #FFFFFF

                | Component | Part | Value | Owner |
                |---|---|---|---|
                | Toast | Entry saved | fill #00B894, label 16px regular #FFFFFF | @priya |
                | Journal field | Border | 1px #DFE6E9 on the #FFFFFF card | @marcus |
                """,
                facts: ["text Entry saved: #FFFFFF on #00B894 (light)", "non-text Border: #DFE6E9 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Month view

                ```csv
                Screen,Element,State,Mode,Property,Value,Token,Notes
                MonthView,Screen,Default,Light,Background,#FFFFFF,color.background.primary,whole screen
                MonthView,Screen,Default,Dark,Background,#1A1D1F,color.background.primary,
                MonthView,Weekday header,Default,Dark,Text color,#B2BEC3 @ 50%,color.text.secondary,"knocked back, so it doesn't glare"
                MonthView,Arrow,Default,Both,Hit area,30x30pt,,
                MonthView,Legend label,Default,Both,Font,10pt regular,,
                ```
                """,
                facts: ["text Weekday header: #B2BEC380 on #1A1D1F (dark)", "target Arrow: 30×30", "text size Legend label: 10"]),
            SpecReadingExample(
                """
                ## Settings

                | Component | State | Theme | Attribute | Value | Token |
                |---|---|---|---|---|---|
                | Canvas | Default | Dark | Background | #1A1D1F | color.background.primary |
                | Toggle label | Disabled | Dark | Text color | #636E72 | |
                """,
                facts: ["text Toggle label: #636E72 on #1A1D1F (dark disabled)"]),
            SpecReadingExample(
                """
                ## Review

                | # | Frame | Layer | What I see | Value | Verdict |
                |---|---|---|---|---|---|
                | 2.3 | `Detail — Light` | `Meta / Location` | Slate Gray at 60% | #636E72 @ 60% on #FFFFFF | ✅ |
                | 1.11 | `Detail — Light` | `Footer / Word count` | under the body | 10pt regular | ✅ |
                """,
                facts: ["text Location: #636E7299 on #FFFFFF (light)", "text size Word count: 10"]),
            SpecReadingExample(
                """
                ## Compose

                Background: White #FFFFFF / Background Black #1A1D1F

                | Component | Variant | Token | Value | Notes |
                |---|---|---|---|---|
                | Character counter | Light | color.text.secondary | Slate Gray #636E72 at 60% opacity | Footnote 13pt |
                | Mic button | Hit area | size.touch-target.min | 28×28pt | dictation |
                | Mic glyph | Dark | color.text.secondary | Light Gray #B2BEC3, 24pt | |
                | Day circle | Size | — | 32×32pt | tap toggles the day |
                | Day circle | Selected, light | color.accent.teal | 2pt Deep Teal #4ECDC4 ring on #FFFFFF | the only selected cue |
                """,
                facts: [
                    "text Character counter: #636E7299 on #FFFFFF (light)", "target Mic button: 28×28", "non-text Mic glyph: #B2BEC3 on #1A1D1F (dark)",
                    "target Day circle: 32×32", "non-text Day circle: #4ECDC4 on #FFFFFF (light selected)",
                ]),
        ])
}

extension DocumentBuilder {
    /// The columns of a long-format sheet; nil when the table is not one.
    struct PropertySheetColumns {
        var screen: Int?
        var element: Int
        var state: Int?
        var mode: Int?
        /// Nil in a review sheet (`| Frame | Layer | What I see | Value |`): the value's own
        /// words name its role.
        var property: Int?
        /// `Variant` between the element and the value: each cell a mode (`Light`, `Both`) or
        /// the property the row sets (`Height`, `Hit area`).
        var variant: Int?
        var value: Int
        var token: Int?
        /// `| Component | Part | Value |`: a part of the element each row describes.
        var part: Int? = nil

        /// The columns the sheet reads; the others hold notes.
        var indices: Set<Int> { Set([screen, element, state, mode, property, variant, value, token, part].compactMap { $0 }) }
    }

    static func propertySheetColumns(_ headers: [String]) -> PropertySheetColumns? {
        let names = headers.map { Normalize.name(Fragment.plain(Substring($0))) }
        func column(_ words: Set<String>) -> Int? { names.firstIndex { words.contains($0) } }
        let property = column(["property", "attribute", "eigenschaft", "propriété", "propiedad", "propriedade"])
        let screen = column(["screen", "view", "page", "screen name", "frame", "bildschirm", "écran", "pantalla", "tela"])
        guard let value = column(["value", "values", "wert", "valeur", "valor", "valore", "spec value"]),
            let element = column(["element", "component", "layer", "part", "item", "ui element", "object", "komponente", "élément", "elemento"])
        else { return nil }
        let variant = property == nil ? column(["variant", "variants", "variante", "aspect"]) : nil
        let partWords: Set<String> = ["part", "parts", "sub-element", "subelement", "child", "layer", "slot", "anatomy"]
        let part = property == nil && variant == nil ? names.indices.first { $0 == element + 1 && $0 < value && partWords.contains(names[$0]) } : nil
        if part != nil {
            // `| Component | Part | Value |`: each row a part of its component, its values named by their own words.
        } else if let property {
            guard value > property, element < property else { return nil }
        } else if let variant, element < variant, variant < value {
            // `| Component | Variant | Token | Value |`: the variant column says what each row sets.
        } else {
            // Without a property column, a screen (or frame) column says the rows are a sheet.
            guard let screen, screen < element, element < value else { return nil }
        }
        return PropertySheetColumns(
            // Beside a part column, only a screen column before the element's names the screen.
            screen: part == nil ? screen : screen.flatMap { $0 < element ? $0 : nil }, element: element,
            state: column(SubjectHeadings.stateWords),
            mode: column(["mode", "theme", "appearance", "color mode", "colour mode", "scheme", "modus", "mode de couleur", "modo"]), property: property,
            variant: variant, value: value, token: column(["token", "tokens", "design token", "token name", "token path"]), part: part)
    }

    /// Element names of a sheet's rows that are the screen itself.
    static let sheetScreenWords: Set<String> = ["screen", "canvas", "page", "view", "screen background", "background", "window"]

    /// Reads a long-format sheet; false when the table is not one.
    mutating func readPropertySheet(_ table: MarkdownNode, subject: Int?) -> Bool {
        guard let header = table.children.first else { return false }
        let headers = header.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
        guard let columns = Self.propertySheetColumns(headers) else { return false }
        let rows = Array(table.children.dropFirst())
        let (owner, headingMode) = elementSubject(subject)
        func cellsOf(_ row: MarkdownNode) -> [String] { row.children.map { Fragment.plain(Substring($0.plainText)).trimmed } }
        // One screen for every row is the section's own; several are screens of their own.
        let screens = Set(rows.compactMap { row -> String? in
            let cells = cellsOf(row)
            return columns.screen.flatMap { $0 < cells.count && !cells[$0].isEmpty ? Normalize.name(cells[$0]) : nil }
        })
        var known: [SheetKey: Int]?
        for row in rows {
            let line = draft.lines.range(of: row).start.line
            guard !roles.readLines.contains(line) else { continue }
            let cells = cellsOf(row)
            let positions = row.children.map { draft.lines.range(of: $0).start.column }
            func cell(_ index: Int?) -> String { index.map { $0 < cells.count ? cells[$0] : "" } ?? "" }
            let value = cell(columns.value)
            guard Self.hasValue(value) else { continue }
            let range = draft.lines.range(of: row)
            var scope = owner
            let screenName = cell(columns.screen)
            if owner == nil || screens.count > 1, !screenName.isEmpty {
                // Under a document title, or with several screens, the screen column names the screen.
                scope = sheetSubject(named: screenName, parent: owner ?? subject, range: range, known: &known)
            }
            var qualifiers = sheetRowMode(modeCell: cell(columns.mode), screenName: screenName, hasModeColumn: columns.mode != nil)
            let variantProperty = variantProperty(cell(columns.variant), qualifiers: &qualifiers)
            var nameParts = [cell(columns.element)]
            // `| Toolbar | Add location | … |`: the part is an element of its component.
            let partName = columns.part.map { cell($0) }.flatMap { Self.hasValue($0) ? $0 : nil }
            if let partName, !nameParts[0].isEmpty {
                scope = sheetSubject(named: nameParts[0], parent: scope ?? subject, range: range, known: &known)
                nameParts = [partName]
            }
            let stateCell = cell(columns.state)
            if Self.hasValue(stateCell), !["default", "normal", "rest", "resting", "base", "any", "all"].contains(Normalize.name(stateCell)) {
                if let (parsed, _) = draft.vocabulary.parse(stateCell), parsed.count > 0, parsed.state != nil {
                    qualifiers.state = parsed.state
                } else {
                    // A condition the sheet names (`2+ entries`, `Has entry`) is a variant of the element.
                    nameParts.append(stateCell)
                }
            }
            let elementName = nameParts[0]
            guard !elementName.isEmpty else { continue }
            // A row naming the screen, or the section's own element, is that subject itself.
            let isScreen = Self.sheetScreenWords.contains(Normalize.name(elementName)) || Normalize.name(elementName) == Normalize.name(screenName)
                || nameParts.count == 1 && scope.map { Normalize.name(roles.subjects[$0].name) == Normalize.name(elementName) } == true
            let element: Int
            if isScreen, let scope {
                element = scope
            } else if let layer = layerElement(named: elementName) {
                // `Content / Emotions / Header` in a dark artboard's overrides: the layer of that path.
                element = layer
            } else {
                element = sheetSubject(named: nameParts.joined(separator: " "), parent: scope ?? subject, range: range, known: &known)
            }
            let valueFragment = Fragment(text: value, line: line, column: columns.value < positions.count ? positions[columns.value] : 1)
            let propertyCell = columns.property.map { cell($0) } ?? variantProperty
            if propertyCell == nil {
                // A text's row (`Character counter`, `Last saved`) draws its colors as text.
                let text = NamedSentenceReading.defaultRole(NamedSentenceReading.Phrase(start: 0, name: elementName, role: nil)) == .text
                let color = columns.variant == nil && columns.part == nil ? nil : (Self.nameColorRole(elementName) ?? (text ? .text : nil))
                readFragments(valueFragment, into: element, defaultColor: color, defaultSize: color == .text ? .textSize : nil,
                    mode: qualifiers.mode ?? headingMode, state: qualifiers.state)
            } else if let propertyCell, let property = rowProperty(propertyCell, elementName: elementName) {
                var color = isScreen && property.color != nil ? .background : property.color
                // A text layer's `Color` (an inspector's name for its fill) is its text color.
                if color == .control, roles.subjects[element].node.map({ draft.nodes[$0].property("Text Color") != nil }) == true { color = .text }
                readFragments(valueFragment, into: element, defaultColor: color, defaultSize: property.size, mode: qualifiers.mode ?? headingMode,
                    state: property.state ?? qualifiers.state)
            }
            readSheetToken(cell(columns.token), value: value, mode: qualifiers.mode, range: range)
            markActed(element, notes: cells.indices.filter { !columns.indices.contains($0) }.map { cells[$0] })
        }
        return true
    }

    /// The mode a sheet's row is in: its mode column's, else the one its frame's name ends in
    /// (`Entry Detail — Dark`).
    func sheetRowMode(modeCell: String, screenName: String, hasModeColumn: Bool) -> SpecQualifiers {
        var qualifiers = SpecQualifiers()
        if let mode = draft.vocabulary.mode(modeCell) { qualifiers.mode = mode }
        if !hasModeColumn, let last = screenName.components(separatedBy: " — ").last, last != screenName, let mode = draft.vocabulary.mode(last) {
            qualifiers.mode = mode
        }
        return qualifiers
    }

    /// A row's notes that say what acting on its element does (`tap toggles the day`) make it
    /// interactive, so that its size is judged as a touch target.
    mutating func markActed(_ element: Int, notes: [String]) {
        let words = Set(notes.flatMap { Normalize.words($0.lowercased()) })
        guard !words.isDisjoint(with: RoleWords.actionWords), !notes.contains(where: { note in RoleWords.inertPhrases.contains { note.lowercased().contains($0) } }) else { return }
        let node = node(for: element)
        draft.nodes[node].statedAction = true
    }

    /// A variant cell naming a mode gives the row's mode; one naming a property (`Hit area`) is
    /// returned as the row's property.
    func variantProperty(_ cell: String, qualifiers: inout SpecQualifiers) -> String? {
        if let mode = draft.vocabulary.mode(cell) {
            qualifiers.mode = mode
            return nil
        }
        // `Selected, light`: a state and a mode.
        if Self.hasValue(cell), let (parsed, note) = draft.vocabulary.parse(cell), parsed.count > 0, note == nil {
            qualifiers = parsed.merged(over: qualifiers) ?? qualifiers
            return nil
        }
        return Self.hasValue(cell) && !["both", "all", "any"].contains(Normalize.name(cell)) ? cell : nil
    }

    /// The subject a sheet's rows name under `parent`: the same one for every row that names
    /// it (at the top level too, where each row would otherwise start a screen of its own).
    ///
    /// `known` holds the elements by parent and name, filled once per sheet: a sheet names a new
    /// element on most rows, and searching every subject for each would make a long sheet
    /// quadratic.
    mutating func sheetSubject(named name: String, parent: Int?, range: SourceRange, known: inout [SheetKey: Int]?) -> Int {
        if known == nil {
            // An element of the name first, then any subject of it (a section the sheet sits in).
            var subjects: [SheetKey: Int] = [:]
            for elementsOnly in [true, false] {
                for index in roles.subjects.indices where (roles.subjects[index].kind == .element) == elementsOnly {
                    let key = SheetKey(parent: roles.subjects[index].parent, name: Normalize.name(roles.subjects[index].name))
                    if subjects[key] == nil { subjects[key] = index }
                }
            }
            known = subjects
        }
        let key = SheetKey(parent: parent, name: Normalize.name(name))
        if let found = known?[key] { return found }
        let created = appendElement(named: name, parent: parent, range: range)
        known?[key] = created
        return created
    }

    struct SheetKey: Hashable {
        var parent: Int?
        var name: String
    }

    /// `| Side margin | 20pt | spacing.screen-margin |`: a token beside one plain value states
    /// that token's value. Values with more in them (`2pt #2D3436`, `#B2BEC3 @ 50%`) are the
    /// element's, not the token's.
    mutating func readSheetToken(_ token: String, value: String, mode: String?, range: SourceRange) {
        let path = token.replacingOccurrences(of: "`", with: "").trimmed
        guard path.contains("."), !path.contains(" "), path.first?.isLetter == true else { return }
        let spans = roleLexer.spans(in: value)
        let plain = value.trimmed
        // A bare number (an opacity) or a duration (`150ms`, `0.3s`) is the token's value too.
        let unit = String(plain.drop { $0.isNumber || $0 == "." }).trimmed
        let plainNumber = plain.first?.isNumber == true && (unit.isEmpty || unit == "ms" || unit == "s")
        guard plainNumber || (spans.count == 1 && [.color, .length, .opacity].contains(spans[0].kind) && spans[0].text.count >= value.trimmed.count - 1)
        else { return }
        // A row of one mode states the token's value in that mode (`color.text.primary.dark`).
        // A path that names no token is reported as written.
        var known = false
        if case .found = session.index.lookupPath(path) { known = true }
        let reference = mode.map { known ? path + "." + $0 : path } ?? path
        draft.document.tokenClaims += ClaimReader.tokenClaim("\(reference) (\(value.trimmed))", group: nil, env: valueEnv(range))
    }
}
