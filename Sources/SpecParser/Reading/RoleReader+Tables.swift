import DesignModel
import Diagnostics
import MarkdownSource

/// Tables read by their column headers' roles (docs/spec-format.md §2.17).
extension DocumentBuilder {
    enum ColumnRole: Equatable {
        case name
        case variant
        case state
        /// `Fill`: a text layer's fill is its text color, a glyph's its icon color, anything
        /// else's its background.
        case fill
        case color(RoleWords.ColorRole)
        case size(RoleWords.SizeRole)
        case type
        /// `Size / type`: sizes and type in one cell (`SizeTypeColumnReading`).
        case sizeAndType
        case notes
        case mode(String)
        /// `Property` / `Role` after the name column: each row's cell names the role of its
        /// mode columns (`| Part | Property | Token | Value (light) | Value (dark) |`).
        case property
        /// `Sits on`: what the row's element is drawn on — colors, or a named element.
        case sitsOn
        /// `Color (Light)`, `Text (dark)`: a role (nil: the row's kind or element decides) in a
        /// mode (`ModedRoleColumnReading`).
        case colorInMode(RoleWords.ColorRole?, String)
        /// `Selected fill`, `Pressed label`: a role in a state (`StateColumnReading`).
        case colorInState(RoleWords.ColorRole, String)
        /// `Light (text / background)`: each cell a text color and the background it sits on,
        /// in a mode (`ModedRoleColumnReading`).
        case pairInMode(String)
        /// `Type` holding `Text`, `Icon button`, `Surface`: the row's kind of element.
        case kind
        case ignored

        /// Whether the column holds colors the row's element draws.
        var drawsColors: Bool {
            switch self {
            case .fill, .color, .colorInMode, .colorInState, .pairInMode: return true
            default: return false
            }
        }
    }

    /// Columns headed by a role word of another language (`Bakgrund`, `Latar`, `Färg`, `Barva`);
    /// a word in two rows keeps the first row's role.
    static let languageColumnRoles: [String: RoleWords.ColorRole] = {
        let rows: [(KeyPath<LanguageWords, [String]>, RoleWords.ColorRole)] = [
            (\.background, .background), (\.text, .text), (\.border, .border), (\.icon, .icon), (\.color, .control),
        ]
        var out: [String: RoleWords.ColorRole] = [:]
        for (row, role) in rows { for word in LanguageWords.words(row) where out[word] == nil { out[word] = role } }
        return out
    }()

    /// "Foreground" in the languages specs are written in (`| Element | Forgrund | Baggrund |`).
    static let foregroundWords: Set<String> = [
        "forgrund", "förgrund", "forgrunn", "forgrunnur", "popředí", "popredie", "pierwszy plan", "vordergrund", "premier plan", "primer plano",
        "primo piano", "voorgrond", "primeiro plano", "előtér", "esiplaan", "ospredje", "prvi plan", "etuala", "edusta", "priekšplāns",
        "priekinis planas", "передний план", "передній план", "преден план", "前景", "前景色", "전경", "전경색", "ön plan", "前景颜色",
        "የፊት ቀለም", "წინა პლანი", "voorgrond kleur",
    ]

    func columnRole(_ header: String, position: Int) -> ColumnRole {
        let lower = Normalize.name(Fragment.plain(Substring(header)))
        if let mode = modedPairColumn(header) { return .pairInMode(mode) }
        if let mode = draft.vocabulary.mode(lower) { return .mode(mode) }
        if SubjectHeadings.stateWords.contains(lower) { return .state }
        if ["variant", "variants", "variante", "theme"].contains(lower) { return .variant }
        if ["fill", "fills", "füllung"].contains(lower) { return .fill }
        // `| Style | Used for | Size / weight | Color |` over `T1`, `B2`: a first column of styles names them.
        if position == 0, ["style", "text style", "type style"].contains(lower) { return .name }
        if ["type", "typography", "font", "text style", "style", "schrift", "type style", "typo"].contains(lower) { return .type }
        if SizeTypeColumnReading.joinsSizeAndType(lower) { return .sizeAndType }
        if ["notes", "note", "description", "comments", "comment", "details", "behaviour", "behavior", "hinweise", "notizen", "remarks"].contains(lower)
            || Self.namesNotes(Self.nameWords(header))
        {
            return .notes
        }
        if lower.contains("×") || lower == "w x h" || ["frame", "w/h"].contains(lower) || SizeTypeColumnReading.sizeWords.contains(lower) { return .size(.size) }
        if RoleWords.touchPhrases.contains(lower) { return .size(.touchTarget) }
        if ["font size", "text size", "type size", "font-size", "size (text)", "schriftgröße", "taille de police", "tamaño de fuente"].contains(lower) {
            return .size(.textSize)
        }
        if ["height", "höhe"].contains(lower) { return .size(.height) }
        if ["foreground", "text", "label", "text color", "label color", "ink", "textfarbe"].contains(lower) || Self.foregroundWords.contains(lower) { return .color(.text) }
        if ["background", "bg", "background color", "hintergrund", "surface", "container"].contains(lower) { return .color(.background) }
        if ["border", "stroke", "outline", "rand"].contains(lower) { return .color(.border) }
        if ["icon", "icon color", "glyph"].contains(lower) { return .color(.icon) }
        if ["color", "colour", "farbe"].contains(lower) || Self.colorSynonyms.contains(lower) { return .color(.control) }
        if let role = Self.languageColumnRoles[lower] { return .color(role) }
        if let mode = valueColumnMode(lower) { return .mode(mode) }
        if let (role, mode) = modedRoleColumn(lower) { return .colorInMode(role, mode) }
        if let role = everyModeRoleColumn(lower) { return .color(role) }
        if position > 0, let (role, state) = stateRoleColumn(lower) { return .colorInState(role, state) }
        // `Property / token`: a column naming the role, with the token that paints it.
        if position > 0, Self.propertyColumnHeaders.contains(lower)
            || lower.split(separator: "/").map({ $0.trimmingCharacters(in: .whitespaces) }).contains(where: Self.propertyColumnHeaders.contains)
        {
            return .property
        }
        if position > 0, Self.sitsOnHeaders.contains(lower) { return .sitsOn }
        if position == 0 { return .name }
        return .ignored
    }

    /// The element a heading of states names (`Button states` → `Button`), nil for another heading.
    func statesHeadingElement(_ subject: Int) -> String? {
        guard roles.subjects[subject].kind == .states else { return nil }
        let words = roles.subjects[subject].name.split(separator: " ").filter { word in
            let lower = word.lowercased()
            return !SubjectHeadings.stateWords.contains(lower) && !["states", "state"].contains(lower)
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Headers of a first column grouping a sheet's rows (`Screen`, `Tab`).
    static let groupingHeaders: Set<String> = ["screen", "page", "tab", "sheet", "view", "flow", "area", "section", "module"]
    /// Headers of the column naming each row's element.
    static let elementHeaders: Set<String> = ["element", "component", "layer", "item", "ui element", "part", "object", "node"]

    /// Words naming what a table's other rows sit on, when its first row names it.
    static let groundRowWords: Set<String> = ["card", "dialog", "sheet", "modal", "panel", "page", "surface", "popover", "drawer", "canvas"]

    /// `| Dialog card | … | White #FFFFFF | Elevated Surface #2C3135 | — |` first in a table of
    /// elements: the surface the rows below are drawn on, when its name says it is one and the
    /// row holds nothing but its fill. Its index, or nil.
    func groundRow(_ rows: [MarkdownNode], roles: [ColumnRole]) -> Int? {
        guard rows.count >= 3, let nameColumn = roles.firstIndex(of: .name), let first = rows.first else { return nil }
        let cells = first.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
        guard nameColumn < cells.count, let last = Self.nameWords(cells[nameColumn]).last, Self.groundRowWords.contains(last) else { return nil }
        // Nothing but colors: no size, type or ratio of its own.
        for (index, role) in roles.enumerated() where index < cells.count && index != nameColumn && Self.hasValue(cells[index]) {
            if roleLexer.spans(in: cells[index]).contains(where: { [.length, .dimensions, .ratio, .font].contains($0.kind) }) { return nil }
            if case .size = role { return nil }
        }
        return 0
    }

    /// `Light Gray #B2BEC3, opacity 0,6` in a color column: the opacity after the comma is the
    /// color's, not the row element's. The comma becomes a space, so every value keeps its column.
    static func withOpacityJoined(_ fragment: Fragment, lexer: ValueLexer) -> Fragment {
        guard let comma = fragment.text.textRange(of: ", ") else { return fragment }
        let before = String(fragment.text[..<comma.lowerBound])
        let after = String(fragment.text[comma.upperBound...])
        let beforeSpans = lexer.spans(in: before)
        let afterSpans = lexer.spans(in: after)
        guard beforeSpans.contains(where: { $0.kind == .color }), beforeSpans.allSatisfy({ $0.kind == .color }), afterSpans.count == 1,
            afterSpans[0].kind == .opacity
        else { return fragment }
        var joined = fragment
        joined.text = before + "  " + after
        return joined
    }

    /// Whether a row is a text's: a value in its text column, a plain color beside a background
    /// column, or a name that says it is text (`Photo count`, `Caption`).
    func rowDrawsText(_ cells: [String], roles: [ColumnRole], name: String) -> Bool {
        let hasBackground = roles.indices.contains { roles[$0] == .color(.background) && $0 < cells.count && Self.hasValue(cells[$0]) }
        // A row that states its type (`13 px / 400` under `Size / weight`) is a text's.
        let statesType = roles.indices.contains { index in
            index < cells.count && Self.hasValue(cells[index]) && [.type, .sizeAndType, .size(.textSize)].contains(roles[index])
        }
        let drawsText = roles.indices.contains { index in
            index < cells.count && Self.hasValue(cells[index])
                && (roles[index] == .color(.text) || (roles[index] == .color(.control) && (hasBackground || statesType)))
        }
        return drawsText || NamedSentenceReading.defaultRole(NamedSentenceReading.Phrase(start: 0, name: name, role: nil)) == .text
    }

    /// `13px / 500 / 18px` among other values: the type each piece states, as the element's.
    mutating func applyStatedTypes(_ pieces: [Fragment], to element: Int, mode: String?, state: String?) {
        for piece in pieces {
            let type = modeSplit(piece, defaultColor: nil, defaultSize: .textSize).filter { if case .typography = $0.target { true } else { false } }
            apply(type, node: node(for: element), mode: mode, state: state)
        }
    }

    /// Whether a piece of a Size cell states a type rather than a box's size: a size over a
    /// weight or a line height (`13px / 500`, `16px / 600 / 24px`, `15/20`) or before a weight
    /// (`16px semibold`). `ícone 24px` and `altura 48px` are sizes.
    func pieceStatesType(_ piece: String) -> Bool {
        if Self.isSizeWeightLineHeight(piece) || Self.isSizeOverLineHeight(piece, lexer: roleLexer) { return true }
        if roleLexer.spans(in: piece).contains(where: { $0.kind == .font }) { return true }
        let characters = Array(piece)
        if let slash = characters.firstIndex(of: "/"), Self.isSizeOverWeight(characters, slash: slash) { return true }
        let words = piece.lowercased().split(separator: " ").map(String.init)
        return words.count == 2 && Lex.length(Substring(words[0])) != nil && TypographyReader.weight(words[1]) != nil && Int(words[1]) == nil
    }

    /// The element a note places its row on (`on the card`, `on the page bg`): the latest of the
    /// table's earlier rows whose name holds the place's last word (`card` in `Editor card,
    /// toolbar`). Nil when the note places nothing or names no such row.
    func noteGround(_ note: String, among elements: [Int]) -> Int? {
        let lower = " " + note.lowercased()
        guard let on = lower.range(of: " on the ") ?? lower.range(of: " on ") else { return nil }
        let place = lower[on.upperBound...].prefix { !",;.(".contains($0) }
        let words = place.split(separator: " ").map(String.init).filter { !["bg", "background", "fill", "surface"].contains($0) }
        guard let head = words.last, words.count <= 3, head.count > 2, head.allSatisfy(\.isLetter) else { return nil }
        return elements.last { element in
            roles.subjects[element].name.lowercased().split { !$0.isLetter }.contains { $0 == head || $0 == head + "s" }
        }
    }

    /// The column whose every cell is a layer path (`card/tag/label`), in a table of two rows or more.
    static func layerPathColumn(_ rows: [MarkdownNode]) -> Int? {
        guard rows.count >= 2, let width = rows.first?.children.count else { return nil }
        return (0..<width).first { column in
            rows.allSatisfy { row in
                guard column < row.children.count else { return false }
                let cell = Fragment.plain(Substring(row.children[column].plainText)).trimmed
                let pieces = cell.split(separator: "/", omittingEmptySubsequences: false)
                return pieces.count >= 2 && pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } }
            }
        }
    }

    /// The element of the nearest layer above `path` among the rows read so far.
    static func parentLayer(_ path: String, in layers: [String: Int]) -> Int? {
        var pieces = path.split(separator: "/")
        while pieces.count > 1 {
            pieces.removeLast()
            if let element = layers[pieces.joined(separator: "/")] { return element }
        }
        return nil
    }

    /// Whether a cell is two colors and a slash between them (`#F5F6FA / #1A1D1F`).
    static func isSlashedPair(_ cell: String, lexer: ValueLexer) -> Bool {
        let colors = lexer.spans(in: cell).filter { $0.kind == .color || $0.kind == .token }
        guard colors.count == 2 else { return false }
        return MeasuredPairReading.joiningWords(cell, colors[0], colors[1]) == "/"
    }

    /// A cell holding one length and nothing else of size (`13sp`, `12 pt`).
    /// A length restated in rem (`11 px / 0,6875rem`, `16px (1rem)`) is one length.
    /// The position of the cell of a row holding its one color token, when `cell` is the row's
    /// one literal color, alone, that the token has in the first mode and not in every mode
    /// (the literal glosses the token).
    func rowTokenCell(glossedBy cell: String, cells: [String]) -> Int? {
        let spans = roleLexer.spans(in: cell)
        guard spans.count == 1, spans[0].isColorLiteral, let glosses = roleAssigner.glossesToken else { return nil }
        let tokenCells = cells.indices.filter { position in
            let found = roleLexer.spans(in: cells[position])
            return found.count == 1 && found[0].kind == .token && found[0].text.lowercased().hasPrefix("color.")
        }
        // Beside another literal (a `Background` column's `#FFFFFF`) the row is drawn in the
        // literals as written, in every mode.
        let literalCells = cells.filter { roleLexer.spans(in: $0).contains { $0.isColorLiteral } }
        guard tokenCells.count == 1, literalCells.count == 1, let position = tokenCells.first, let token = roleLexer.spans(in: cells[position]).first,
            glosses(token.text, [spans[0].text])
        else { return nil }
        return position
    }

    static func isOneLength(_ cell: String, lexer: ValueLexer) -> Bool {
        let spans = lexer.spans(in: cell)
        guard !spans.contains(where: { $0.kind == .dimensions }) else { return false }
        let lengths = spans.filter { $0.kind == .length }
        return lengths.count == 1 || isRestatedInRem(lengths)
    }

    /// Two lengths, a px one and the same in rem (`11 px / 0,6875rem`).
    static func isRestatedInRem(_ lengths: [ValueSpan]) -> Bool {
        guard lengths.count == 2 else { return false }
        // `Lex.length` gives a rem length in px.
        let values = lengths.compactMap { Lex.length(Substring($0.text.replacingOccurrences(of: ",", with: "."))) }
        return values.count == 2 && lengths[1].text.lowercased().hasSuffix("rem") && values.allSatisfy { $0.1 == "px" } && abs(values[1].0 - values[0].0) < 0.01
    }

    /// `13sp`: scale-independent pixels, which only text has.
    static func isScaledPixels(_ cell: String) -> Bool {
        cell.lowercased().split { !($0.isLetter || $0.isNumber) }.contains { $0.hasSuffix("sp") && $0.dropLast(2).allSatisfy(\.isNumber) && $0.count > 2 }
    }

    /// A two-row header: a top row with merged cells left empty (`Light`, ``, `Dark`, ``) and a
    /// row of roles under it whose first cell is empty. Each column is its role in its top
    /// cell's mode (`Text (Light)`); nil for any other pair of rows.
    static func mergedHeader(_ top: [String], _ second: [String]) -> [String]? {
        guard top.count == second.count, top.count > 2, second.first?.isEmpty == true, top.dropFirst().contains(where: \.isEmpty),
            second.dropFirst().allSatisfy({ !$0.isEmpty && $0.split(separator: " ").count <= 3 && !$0.contains("#") && !$0.contains(where: \.isNumber) })
        else { return nil }
        var out = [top[0]]
        var group = ""
        for index in 1..<top.count {
            if !top[index].isEmpty { group = top[index] }
            out.append(group.isEmpty ? second[index] : "\(second[index]) (\(group))")
        }
        return out
    }

    /// A table whose columns name roles: each row an element (named by its first column, or by
    /// the subject with its variant and state), each role cell read with its column's role.
    /// `Property | Value` tables (and `Property | variant | variant`) set the subject's (or each
    /// variant's) values by the row's key. Tables that name no role are left to coverage.
    mutating func readRoleTable(_ table: MarkdownNode, subject: Int?) {
        guard let header = table.children.first else { return }
        if readPropertySheet(table, subject: subject) || readBreakpointTable(table, subject: subject) { return }
        var headers = header.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
        if readTestSteps(table, headers: headers, subject: subject) { return }
        var rows = Array(table.children.dropFirst())
        // `| Element | Light | | Dark | |` over `| | Text | Background | Text | Background |`: a
        // header of merged cells and the row of roles under it are one header, `Text (Light)`.
        if let second = rows.first, let merged = Self.mergedHeader(headers, second.children.map { Fragment.plain(Substring($0.plainText)).trimmed }) {
            headers = merged
            rows.removeFirst()
        }
        // After the rows' own elements: the pairs are elements of their own, which no row's name finds.
        defer {
            readScreenBackgroundRows(rows, headers: headers, subject: subject)
            readSchemeRoleTable(headers: headers, rows: rows, subject: subject)
        }
        // `| color.text.primary | Charcoal #2D3436 | Off-White #F5F6FA |`: a table whose rows are
        // named by token paths defines or restates tokens (read for drift by the token-mention
        // reading); it draws no element.
        if !rows.isEmpty, rows.allSatisfy({ row in
            guard let cell = row.children.first.map({ Fragment.plain(Substring($0.plainText)).trimmed }) else { return false }
            let spans = roleLexer.spans(in: cell)
            return spans.count == 1 && spans[0].kind == .token && spans[0].start == 0 && spans[0].end >= cell.count - 1
        }) {
            return
        }
        let first = Normalize.name(headers.first ?? "")
        // `| Sketch Color Variable | Token | Light | Dark |`: a design tool's variables mapped to
        // tokens restate the tokens (read for drift by the token-mention reading); no element.
        if !Set(first.split(separator: " ").map(String.init)).isDisjoint(with: Self.toolVariableWords),
            headers.dropFirst().contains(where: { DocumentBuilder.tokenColumnHeads.contains(Normalize.name($0)) })
        {
            return
        }
        // `| --jr-card-bg | #FFFFFF | #2C3135 |`: custom properties defined, not elements drawn.
        if !rows.isEmpty, rows.allSatisfy({ row in
            row.children.first.map { Fragment.plain(Substring($0.plainText)).trimmed.hasPrefix("--") } ?? false
        }) {
            return
        }
        // `| Part | Spec |`: each row a property or a part of the subject, as a `Part: spec` line would be.
        let partSpec = first == "part" && headers.count == 2 && ["spec", "value", "values", "details", "specification"].contains(Normalize.name(headers[1]))
        if Self.propertyHeaders.contains(first) || partSpec, headers.count >= 2 {
            readPropertyRows(headers, rows, subject: subject)
            return
        }
        if isKeyValueTable(headers, rows) {
            readPropertyRows(headers, rows, subject: subject, valuesInSecondColumn: true)
            return
        }
        var roles = inferredValueColumns(headers.enumerated().map { columnRole($0.element, position: $0.offset) }, headers: headers, rows: rows)
        if let kind = kindColumn(headers: headers, rows: rows) { roles[kind] = .kind }
        if measuresTouchTargets(headers: headers, subject: subject) {
            roles = roles.map { $0 == .size(.size) ? .size(.touchTarget) : $0 }
        }
        // `| # | Element | Property |`: a first column numbering the rows names no element.
        if roles.count > 2, roles[0] == .name, roles[1] == .ignored, Self.numbersRows(rows) {
            roles[0] = .ignored
            roles[1] = .name
        }
        // `| Screen | # | Element | Foreground | …`: a first column grouping rows by screen or tab
        // names no element when a later one is headed as the element.
        if roles.count > 2, roles[0] == .name, Self.groupingHeaders.contains(first),
            let element = headers.indices.dropFirst().first(where: { Self.elementHeaders.contains(Normalize.name(headers[$0])) }), roles[element] == .ignored
        {
            roles[0] = .ignored
            roles[element] = .name
        }
        if roles.first == .variant || roles.first == .state, !roles.contains(.name) {
            // `Variant | State | Background | …`: the element is the subject's variant.
        }
        guard roles.contains(where: { role in
            switch role {
            case .fill, .color, .size, .type, .sizeAndType, .mode, .colorInMode, .colorInState, .pairInMode: return true
            default: return false
            }
        }) else {
            readSelfDescribingCells(table, headers: headers, roles: roles, subject: subject)
            readProseCells(table, subject: subject)
            return
        }
        if roles.first == .notes { roles[0] = .name }
        let hasModeColumns = roles.contains { role in
            switch role {
            case .mode, .colorInMode, .pairInMode: return true
            default: return false
            }
        }
        let (owner, headingMode) = elementSubject(subject)
        let hasBackgroundColumn = roles.contains(.color(.background))
        // A spreadsheet's merged cells come out empty: a row with no name is the element of the
        // row above, and a row with no property the part of the row above.
        var previousName: String?
        var rowElements: [Int] = []
        // `| Save entry label | compose/save/label | … | button |`: a column of layer paths says
        // which row's element a row sits on when its `Sits on` cell names only a kind.
        let layerColumn = Self.layerPathColumn(rows)
        var layerElements: [String: Int] = [:]
        var previousElement: Int?
        let groundRow = hasBackgroundColumn ? nil : groundRow(rows, roles: roles)
        let firstCells = rows.map { $0.children.first.map { Fragment.plain(Substring($0.plainText)).trimmed } ?? "" }
        let schemeRoles = SchemeRoleTableReading.isRoleTable(firstCells)
        for (rowIndex, row) in rows.enumerated() {
            let line = draft.lines.range(of: row).start.line
            guard !self.roles.readLines.contains(line) else { continue }
            // A scheme's container and surface roles are fills, and its `onX` roles are drawn on
            // their `X`: neither is drawn on the canvas by itself (the pairs are read by
            // `SchemeRoleTableReading`).
            if schemeRoles, let key = SchemeRoleTableReading.roleKey(firstCells[rowIndex]), SchemeRoleTableReading.drawsNothingAlone(key) {
                self.roles.readLines.insert(line)
                continue
            }
            let cells = row.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
            let columns = row.children.map { draft.lines.range(of: $0).start.column }
            // Each cell's own line: an AsciiDoc table's cells stand on lines of their own.
            let cellLines = row.children.map { draft.lines.range(of: $0).start.line }
            var nameParts: [String] = []
            var qualifiers = SpecQualifiers()
            for (index, role) in roles.enumerated() where index < cells.count {
                let cell = cells[index]
                switch role {
                case .name:
                    nameParts.append(cell)
                case .variant, .state:
                    var leftover: [String] = []
                    for piece in Normalize.splitTopLevel(cell, separators: [", ", " & "]) {
                        var words = piece.trimmed
                        if let (rest, _) = Normalize.trailingParenthetical(words), !rest.isEmpty { words = rest }
                        if let (parsed, _) = draft.vocabulary.parse(words), parsed.count > 0 {
                            qualifiers = parsed.merged(over: qualifiers) ?? qualifiers
                        } else if ["both", "any", "all"].contains(words.lowercased()) {
                            continue
                        } else {
                            leftover.append(words)
                        }
                    }
                    // A `States` column of behaviours (`hover: shadow.level2`, `—`, `aria-pressed`)
                    // names no state of the row: what is not a state word is no part of its name.
                    nameParts += role == .state
                        ? leftover.filter { piece in piece.split(separator: " ").count <= 2 && piece.allSatisfy { $0.isLetter || $0 == " " } }
                        : leftover
                default:
                    continue
                }
            }
            var name = nameParts.joined(separator: " ").trimmed
            if name.isEmpty, let previousName, let nameColumn = roles.firstIndex(of: .name), nameColumn < cells.count, cells[nameColumn].isEmpty {
                name = previousName
            }
            if !roles.contains(.name), let owner {
                name = ([self.roles.subjects[owner].name] + nameParts).joined(separator: " ")
            } else if !roles.contains(.name), let statesOf = subject.flatMap(statesHeadingElement) {
                // `## Button states` over `| State | Background | Text |`: the rows are the button's.
                name = ([statesOf] + nameParts).joined(separator: " ")
            }
            for quote in ["\"", "“", "”"] { name = name.replacingOccurrences(of: quote, with: "") }
            guard !name.isEmpty else { continue }
            // Background keys in the name column (`Screen-Hintergrund | White | Background Black`).
            // A kind column says what a plain color of the row is; a surface row is the canvas.
            let kindCell = roles.firstIndex(of: .kind).flatMap { $0 < cells.count ? cells[$0] : nil }
            let kindRole = kindCell.flatMap(Self.elementKindRole)
            let isSurface = kindCell.map { Self.surfaceKinds.contains(Normalize.name($0)) } ?? false
            let isCanvas = isSurface || Self.isBackgroundKey(name) || ["canvas", "screen background", "screen-hintergrund"].contains(Normalize.name(name))
                || rowIndex == groundRow
            var element: Int
            let layer = roles.firstIndex(of: .name).flatMap { $0 < cells.count ? layerElement(named: cells[$0]) : nil }
            if let layer {
                // `| Content / Emotions / Header | Color | #636E72 |` in a dark artboard's overrides:
                // the layer of that path, drawn above.
                element = layer
            } else if let container = containerTarget(rowName: name, owner: owner, roles: roles, cells: cells) {
                element = container
            } else if isCanvas, let owner {
                element = owner
            } else if let found = findElement(named: name, under: owner), roles.contains(where: { role in
                switch role {
                case .mode, .pairInMode: return true
                default: return false
                }
            }) {
                element = found
            } else {
                element = childSubject(named: name, of: subject, range: draft.lines.range(of: row), override: false)
            }
            previousName = name
            // `| Character count | … | 12px, on the card |`: a note placing the row on another
            // row's element (`Editor card, toolbar`) draws it on that element's fill.
            if let notes = roles.firstIndex(of: .notes), notes < cells.count, self.roles.subjects[element].node == nil,
                let ground = noteGround(cells[notes], among: rowElements), ground != element
            {
                self.roles.subjects[element].parent = ground
            }
            rowElements.append(element)
            let layerPath = layerColumn.flatMap { $0 < cells.count ? cells[$0].trimmed : nil }
            let layerParent = layerPath.flatMap { Self.parentLayer($0, in: layerElements) }
            if let layerPath { layerElements[layerPath] = element }
            let propertyColumn = roles.firstIndex(of: .property)
            let mergedProperty = propertyColumn.map { $0 < cells.count && cells[$0].isEmpty } == true && previousElement != nil
            if mergedProperty, let previousElement { element = previousElement }
            var propertyRole = propertyColumn.flatMap { $0 < cells.count ? rowProperty(cells[$0], elementName: name) : nil }
            // `Selected`, `Count`, `Body`: a property cell naming a state or a part of the element.
            if propertyRole == nil, let index = roles.firstIndex(of: .property), index < cells.count, !Self.offersAlternatives(cells, roles: roles),
                let found = rowStateOrPart(cells[index], element: element, name: name, cells: cells, range: draft.lines.range(of: row))
            {
                element = found.element
                propertyRole = (color: found.color, size: nil, state: found.state)
            }
            previousElement = element
            if roles.contains(.property), !mergedProperty, propertyRole == nil || Self.offersAlternatives(cells, roles: roles) { continue }
            if let propertyRole, propertyRole.state != nil { qualifiers.state = propertyRole.state }
            let sitsOn = roles.firstIndex(of: .sitsOn).flatMap { index in
                index < cells.count && Self.hasValue(cells[index]) ? Fragment(text: cells[index], line: line, column: index < columns.count ? columns[index] : 1) : nil
            }
            if let sitsOn { placeOnNamed(sitsOn, element: element, owner: owner, layerParent: layerParent) }
            defer {
                if let sitsOn {
                    let columnModes = roles.compactMap { role -> String? in if case .mode(let mode) = role { return mode } else { return nil } }
                    readSitsOnColors(sitsOn, element: element, modes: columnModes, mode: qualifiers.mode ?? headingMode, state: qualifiers.state)
                }
            }
            let hasType = roles.indices.contains { roles[$0] == .type && $0 < cells.count && Self.hasValue(cells[$0]) }
            // `13 px / 400` under `Size / weight`: the row states a text's type.
            let statesType = roles.indices.contains { index in
                [.type, .sizeAndType, .size(.textSize)].contains(roles[index]) && index < cells.count && Self.hasValue(cells[index])
            }
            let sizeIndex = roles.firstIndex { if case .size = $0 { return true } else { return false } }
            let glyph = sizeIndex.map { $0 < cells.count && cells[$0].lowercased().contains("glyph") } ?? false
            let iconName = !Set(Self.nameWords(name)).isDisjoint(with: ["chevron", "icon", "glyph", "dots", "checkmark", "arrow", "symbol"])
            let typeNamesColor = roles.indices.contains { index in
                roles[index] == .type && index < cells.count && cells[index].split(separator: ",").dropFirst().contains { (piece: Substring) -> Bool in
                    let trimmed = String(piece).trimmed
                    return !roleLexer.spans(in: trimmed).isEmpty || session.index.longestColorName(trimmed.split(separator: " ").map(String.init)) != nil
                        || RoleWords.colorRole(String(trimmed.split(separator: " ").first ?? "").lowercased()) == .text
                }
            }
            // A text layer's fill is its text color, unless a column of its own gives the text color.
            let textColumn = roles.contains(.color(.text))
            let fillRole: RoleWords.ColorRole = isCanvas ? .background : (hasType && !typeNamesColor && !textColumn ? .text : (iconName || glyph ? .icon : .background))
            for (index, role) in roles.enumerated() where index < cells.count && Self.hasValue(cells[index]) {
                let fragment = Fragment(text: cells[index], line: index < cellLines.count ? cellLines[index] : line, column: index < columns.count ? columns[index] : 1)
                let mode = qualifiers.mode ?? headingMode
                switch role {
                case .fill:
                    readFragments(fragment, into: element, defaultColor: fillRole, defaultSize: nil, mode: mode, state: qualifiers.state)
                case .color(let colorRole):
                    // A plain color column (`Color`, `Färg`) paints what the row's name says it is;
                    // beside a background column it is the foreground drawn on it, text unless named.
                    var defaultRole = isCanvas ? .background : colorRole
                    if colorRole == .control, !isCanvas {
                        // `Kantlinje ovalt chip`, `Chip border`: a part's role (border, text, icon) at
                        // either end wins over the holder it is part of (a chip, a card).
                        // A semantic token in the cell (`color.border.default`) says what it paints.
                        let pathRole = roleLexer.spans(in: cells[index]).first { $0.kind == .token }.flatMap { Self.tokenPathRole($0.text, elementName: "") }
                        let named = [pathRole, Self.nameColorRole(name), Self.nameWords(name).first.flatMap { RoleWords.colorRole($0) }].compactMap { $0 }
                        defaultRole = named.first { $0 != .background } ?? named.first ?? (hasBackgroundColumn || statesType ? .text : colorRole)
                    }
                    // `Text field outline (resting)`, `Reminder toggle, off — track` in a `Foreground`
                    // column: a row named for a border or a control's track is drawn as one.
                    if colorRole == .text, !isCanvas {
                        let plain = Normalize.trailingParenthetical(name).map { $0.0.trimmed } ?? name
                        if Self.nameColorRole(plain) == .border || Self.nameWords(plain).last == "track" { defaultRole = .border }
                    }
                    if colorRole == .text, cells[index].lowercased().contains("checkmark") {
                        // `#FFFFFF (label + checkmark)`: the checkmark is drawn in it too.
                        let check = childSubject(named: name + " checkmark", of: element, range: draft.lines.range(of: row), override: false)
                        readFragments(fragment, into: check, defaultColor: .icon, defaultSize: nil, mode: mode, state: qualifiers.state)
                    }
                    if colorRole == .text, roles.first != .name, Set(Self.nameWords(name)).isDisjoint(with: ["label", "text", "title", "caption", "message"]),
                        !hasType, iconName
                    {
                        defaultRole = .icon
                    }
                    // `| Sign out | `color.text.destructive` | #D63031 |`: a literal that is the
                    // light value of the row's one color token, in a column of its own, stands
                    // for the token, which has its own value in the other modes.
                    let painted = rowTokenCell(glossedBy: cells[index], cells: cells).map { position in
                        Fragment(text: cells[position], line: position < cellLines.count ? cellLines[position] : line, column: position < columns.count ? columns[position] : 1)
                    } ?? fragment
                    readFragments(Self.withOpacityJoined(painted, lexer: roleLexer), into: element, defaultColor: defaultRole, defaultSize: nil, mode: mode, state: qualifiers.state)
                case .size(let sizeRole):
                    // `| Photo count | #636E72 | … | 12sp |`: a text row's one length in a Size column
                    // is its text size (`sp` is only ever one).
                    let textRow = !iconName && (rowDrawsText(cells, roles: roles, name: name) || Self.isScaledPixels(cells[index]))
                    let oneLength = Self.isOneLength(cells[index], lexer: roleLexer)
                    let role = sizeRole == .size && textRow && oneLength ? .textSize : sizeRole
                    // `11 px / 0,6875rem`: the px length, without its restatement in rem.
                    let lengths = roleLexer.spans(in: fragment.text).filter { $0.kind == .length }
                    let fragment = Self.isRestatedInRem(lengths) ? fragment.slice(0, lengths[0].end) : fragment
                    readFragments(fragment, into: element, defaultColor: nil, defaultSize: role, mode: mode, state: qualifiers.state)
                    // `13px / 500 / 18px`, `altura 48px, 16px / 600` in a text row's Size column:
                    // the type stated among its sizes.
                    if sizeRole == .size, textRow, !oneLength {
                        applyStatedTypes(fragment.parts().filter { pieceStatesType($0.text) }, to: element, mode: mode, state: qualifiers.state)
                    }
                case .type:
                    readFragments(fragment, into: element, defaultColor: .text, defaultSize: .textSize, mode: mode, state: qualifiers.state)
                case .sizeAndType:
                    readSizeAndType(fragment, into: element, mode: mode, state: qualifiers.state, rowIsText: !iconName)
                case .notes:
                    // Beside columns of one mode each, a note naming one mode (`Dark mode goes
                    // coral; on the card bg (#2C3135) that's 5.67:1`) speaks of that mode.
                    let noteMode = hasModeColumns ? roleAssigner.mode(in: fragment) : nil
                    // `Etiket her durumda #2D3436` (the label is always Charcoal) beside the row's
                    // own ink, `field inside #F9FAFB` beside its Border column: a note's color
                    // for another part never replaces one the row's columns state.
                    let elementNode = node(for: element)
                    let stated = RoleWords.ColorRole.allCases.filter { draft.nodes[elementNode].property($0.key) != nil }
                    if !stated.isEmpty {
                        let assignments = modeSplit(fragment, defaultColor: nil)
                        let noteRoles = assignments.compactMap { if case .color(let role) = $0.target { role } else { nil } }
                        // A color the note names no role for (`inside #F9FAFB`) is a remark, not the row's.
                        let unnamed = noteRoles.isEmpty && !assignments.contains { if case .size = $0.target { true } else { false } }
                            && roleLexer.spans(in: fragment.text).contains { $0.kind == .color }
                        if unnamed || noteRoles.contains(where: stated.contains) { continue }
                    }
                    readFragments(fragment, into: element, defaultColor: nil, defaultSize: nil, mode: noteMode ?? mode, state: qualifiers.state)
                case .mode(let columnMode):
                    // `#F5F6FA / #1A1D1F` under `Dark mode` beside the row's own text and background
                    // columns: one mode's column holds no light and dark pair, so the two colors are
                    // the row's text and what it sits on in that mode.
                    if hasBackgroundColumn, !isCanvas, propertyRole == nil, Self.isSlashedPair(cells[index], lexer: roleLexer) {
                        let ink = Self.nameColorRole(name).flatMap { $0 == .background || $0 == .control ? nil : $0 } ?? kindRole ?? .text
                        readModedPair(fragment, into: element, ink: ink, mode: columnMode, state: qualifiers.state)
                        continue
                    }
                    if let propertyRole {
                        readFragments(
                            fragment, into: element, defaultColor: propertyRole.color, defaultSize: propertyRole.size, mode: columnMode, state: qualifiers.state)
                        continue
                    }
                    let elementNode = node(for: element)
                    let colorRole: RoleWords.ColorRole = isCanvas ? .background : (kindRole ?? primaryColorRole(of: elementNode))
                    readFragments(fragment, into: element, defaultColor: colorRole, defaultSize: nil, mode: columnMode, state: qualifiers.state)
                case .colorInMode(let role, let columnMode):
                    // The node exists before its role is asked (a mutating call inside the
                    // argument would leave the read a stale copy of the nodes).
                    let elementNode = node(for: element)
                    let colorRole = isCanvas ? .background : (role ?? kindRole ?? Self.nameColorRole(name) ?? primaryColorRole(of: elementNode))
                    readFragments(fragment, into: element, defaultColor: colorRole, defaultSize: nil, mode: columnMode, state: qualifiers.state)
                case .colorInState(let role, let state):
                    readFragments(fragment, into: element, defaultColor: isCanvas ? .background : role, defaultSize: nil, mode: mode, state: state)
                case .pairInMode(let columnMode):
                    // `Rammi, villa` (the error border): a row naming a part draws it in that role.
                    let ink = Self.nameColorRole(name).flatMap { $0 == .background || $0 == .control ? nil : $0 } ?? .text
                    readModedPair(fragment, into: element, ink: ink, mode: columnMode, state: qualifiers.state)
                default:
                    continue
                }
            }
        }
        reportUnplacedColorCells(rows, headers: headers, roles: roles)
    }

    /// `| Layer | Size | Minimum | Result |` under `### Touch targets`: a table of hit areas,
    /// told by its heading or by a column of the minimum each size is held to.
    func measuresTouchTargets(headers: [String], subject: Int?) -> Bool {
        let names = headers.map { Normalize.name(Fragment.plain(Substring($0))) }
        if names.contains(where: Self.minimumHeaders.contains) { return true }
        guard let subject else { return false }
        let heading = Normalize.name(roles.subjects[subject].name)
        return RoleWords.touchPhrases.contains { !$0.contains("slop") && heading.contains($0) }
    }

    static let minimumHeaders: Set<String> = ["minimum", "min", "required", "min size", "minimum size", "required size", "platform minimum", "wcag minimum", "target minimum"]

    static func hasValue(_ cell: String) -> Bool {
        let trimmed = cell.trimmed
        return !trimmed.isEmpty && !["—", "–", "-", "n/a", "none", "—."].contains(trimmed.lowercased())
    }

    /// `Property | Value` and `Property | emotion | filter` rows: the row's key is the role;
    /// each value column is the subject itself or one of its variants.
    /// First headers of a table whose rows are properties.
    /// Headers of a first column of properties, in the languages specs are written in.
    static let propertyHeaders: Set<String> = [
        "property", "eigenschaft", "attribute", "token", "spec", "measure", "властивість", "свойство", "propriété", "propiedad", "proprietà",
        "propriedade", "eigenschap", "właściwość", "vlastnost", "vlastnosť", "egenskab", "egenskap", "ominaisuus", "özellik", "tulajdonság",
        "proprietate", "svojstvo", "svojstva", "savybė", "omadus", "eiginleiki", "ιδιότητα", "thuộc tính", "属性", "속성", "プロパティ",
        "propietatea", "propietateak", "ezaugarria", "xususiyat", "xususiyati", "xossa", "eienskap", "თვისება", "მახასიათებელი", "ንብረት", "қасиет", "atribut", "atributs",
    ]
    /// Headers of a properties table's value column (`| Властивість | Значення |`).
    static let valueHeaders: Set<String> = [
        "value", "values", "wert", "default", "spec", "значення", "значение", "wartość", "hodnota", "valor", "valeur", "waarde", "värde", "verdi",
        "værdi", "arvo", "değer", "érték", "valoare", "vrijednost", "vrednost", "reikšmė", "väärtus", "gildi", "τιμή", "giá trị", "值", "값", "値",
    ]

    /// Role words of every language, one word each (`կլորացում`, `գույն`, `բարձրություն`).
    static let anyLanguageRoleWords: Set<String> = {
        let rows: [KeyPath<LanguageWords, [String]>] = [\.color, \.background, \.border, \.icon, \.height, \.width, \.radius, \.opacity]
        return Set(rows.flatMap { LanguageWords.words($0) }.filter { !$0.contains(" ") }).union(["color", "colour"])
    }()

    /// Whether a key holds a role word of some language (`Անկյունների կլորացում`, `Ժամի գույն`).
    static func namesRoleInAnyLanguage(_ key: String) -> Bool {
        Normalize.name(key).split(separator: " ").contains { anyLanguageRoleWords.contains(String($0)) }
    }

    /// The light and dark words of every language, written into a longer word or not (`ダークモードの指定`).
    static let modeWordsOfLanguages: [String] = (LanguageWords.words(\.dark) + LanguageWords.words(\.light) + ["dark", "light"]).filter { $0.count >= 2 }

    /// Words for "color" in a key, in every language.
    static let colorKeyWords: Set<String> = Set(["color", "colour"] + LanguageWords.words(\.color))

    /// The part of `owner` a key like `Date color`, `Ամսաթվի գույն` or `Farbe Datum` names: the
    /// key less its color word names one of the parts read so far, by its name or a declined
    /// form of it (`Ամսաթվի` of `Ամսաթիվ`, `Ժամի` of `Ժամ`).
    func partColored(byKey key: String, under owner: Int) -> Int? {
        let words = Normalize.name(key).split(separator: " ").map(String.init)
        guard words.count >= 2, let colorWord = words.firstIndex(where: Self.colorKeyWords.contains), colorWord == 0 || colorWord == words.count - 1 else { return nil }
        let rest = words.enumerated().filter { $0.offset != colorWord }.map(\.element).joined(separator: " ")
        func declined(_ a: String, _ b: String) -> Bool {
            if a == b { return true }
            let shared = zip(a, b).prefix { $0 == $1 }.count
            return shared >= 3 && a.count - shared <= 2 && b.count - shared <= 2
        }
        return roles.subjects.indices.first { index in
            roles.subjects[index].parent == owner && roles.subjects[index].kind == .element && declined(Normalize.name(roles.subjects[index].name), rest)
        }
    }

    /// `| Հատկություն | Արժեք |` over `| Ֆոն (մութ ռեժիմ) | … #2C3135 |`: two columns, role keys
    /// in the first and values in the second, under header words of a language the lists above
    /// do not hold — a table of properties by its shape.
    func isKeyValueTable(_ headers: [String], _ rows: [MarkdownNode]) -> Bool {
        guard headers.count == 2, rows.count >= 2, columnRole(headers[0], position: 0) == .name, columnRole(headers[1], position: 1) == .ignored,
            !Self.elementHeaders.contains(Normalize.name(headers[0])), !DocumentBuilder.elementTableHeads.contains(Normalize.name(headers[0])),
            // `| 要素 | ダークモードの指定 |`: a column of one mode's values is a table of elements.
            headingMode(SubjectHeadings.words(headers[1])) == nil, draft.vocabulary.parse(headers[1])?.0.mode == nil,
            !Self.modeWordsOfLanguages.contains(where: { headers[1].lowercased().containsText($0) })
        else { return false }
        var roleKeys = 0
        var valueCells = 0
        for row in rows {
            let cells = row.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
            guard cells.count >= 2 else { continue }
            let key = Normalize.trailingParenthetical(cells[0]).map { $0.0.trimmed } ?? cells[0]
            if !roleLexer.spans(in: key).isEmpty { return false }
            if keyRoles(key).isRole || Self.namesRoleInAnyLanguage(key) { roleKeys += 1 }
            if !roleLexer.spans(in: cells[1]).isEmpty { valueCells += 1 }
        }
        return roleKeys >= 2 && roleKeys * 4 >= rows.count && valueCells * 2 >= rows.count
    }

    /// Headers of a column that states a value without a role, or compares values (`Before`,
    /// `After`, `Expected`): what it paints is said in its cells or by other readings.
    static let comparisonHeaders: Set<String> = [
        "hex", "before", "after", "old", "new", "was", "now", "previous", "current", "proposed", "final", "example", "sample", "swatch", "preview",
        "result", "actual", "expected", "measured", "spec", "specs", "specification", "details", "usage", "token", "tokens", "resolved",
        "resolved value", "computed", "output", "variable", "variables", "mapping", "maps to", "alias",
    ]

    /// `| Elemento | Koloro | Fono |`: a column headed in words no table of the reader holds,
    /// whose every filled cell holds a color, is a color column — in the role its cells' token
    /// paths share (`color.text.*`), else a plain color (what the row's element draws); one
    /// whose every filled cell opens with a length, and holds no color, is a size column.
    func inferredValueColumns(_ roles: [ColumnRole], headers: [String], rows: [MarkdownNode]) -> [ColumnRole] {
        // Beside a column of one mode, a column of colors headed in unknown words is left to the
        // readers of modes: it is most likely the other mode's.
        guard roles.first == .name, !headers.contains(where: { header in Self.modeWordsOfLanguages.contains(where: header.lowercased().containsText) })
        else { return roles }
        var out = roles
        for index in roles.indices.dropFirst() where roles[index] == .ignored && index < headers.count {
            // A column of one mode's or state's values (`Dark placeholder`, `Pressed fill`) is read as such.
            let header = headers[index].lowercased()
            guard draft.vocabulary.parse(header) == nil, !Self.valueHeaders.contains(Normalize.name(header)), !Self.comparisonHeaders.contains(Normalize.name(header))
            else { continue }
            let cells = rows.compactMap { row in index < row.children.count ? Fragment.plain(Substring(row.children[index].plainText)).trimmed : nil }
                .filter(Self.hasValue)
            // `| Into | Umbala | Usayizi |` over `22sp bold`, `24dp`, `52×32dp`: a column whose every
            // filled cell opens with a length and holds no color is a size column — unless the
            // table has one (a `Minimum` beside its `Size` is the standard, not the design).
            let hasSizeColumn = out.contains { if case .size = $0 { return true } else { return $0 == .sizeAndType } }
            if !hasSizeColumn, cells.count >= 2, cells.allSatisfy({ cell in
                let spans = roleLexer.spans(in: cell)
                return spans.first.map { $0.kind == .length || $0.kind == .dimensions } == true && !spans.contains { $0.kind == .color }
            }) {
                out[index] = .size(.size)
                continue
            }
            guard cells.count >= 2, cells.allSatisfy({ roleLexer.spans(in: $0).contains { $0.kind == .color } }) else { continue }
            let pathRoles = Set(cells.compactMap { cell in
                roleLexer.spans(in: cell).first { $0.kind == .token }.flatMap { Self.tokenPathRole($0.text, elementName: "") }
            })
            out[index] = .color(pathRoles.count == 1 ? pathRoles.first! : .control)
        }
        return out
    }

    /// Whether a properties table's other columns are elements of `owner` (a screen) rather than
    /// its variants: a heading named for a kind of control (`## Chip`) is a component whatever
    /// its level.
    mutating func columnsAreElements(of owner: Int) -> Bool {
        let ownerWords = Set(Self.nameWords(roles.subjects[owner].name))
        return draft.nodes[node(for: owner)].kind == .screen && ownerWords.isDisjoint(with: SpecVocabulary.interactiveKinds)
    }

    /// `| Modu iluna | #F5F6FA / #1A1D1F |`: a row keyed by a mode alone gives the column's
    /// element its colors in that mode — a text (or, for a glyph or a border, its own color)
    /// over the background after a slash.
    mutating func readModeRowCell(_ fragment: Fragment, into target: Int, mode: String, state: String?) {
        let own = Self.nameColorRole(roles.subjects[target].name).flatMap { $0 == .background ? nil : $0 } ?? .text
        if let slash = fragment.text.textRange(of: " / ") {
            let before = String(fragment.text[..<slash.lowerBound])
            let after = String(fragment.text[slash.upperBound...])
            if roleLexer.spans(in: before).contains(where: { $0.kind == .color }), roleLexer.spans(in: after).contains(where: { $0.kind == .color }) {
                let afterColumn = fragment.column + fragment.text.distance(from: fragment.text.startIndex, to: slash.upperBound)
                readFragments(Fragment(text: before, line: fragment.line, column: fragment.column), into: target, defaultColor: own, defaultSize: nil, mode: mode, state: state)
                readFragments(Fragment(text: after, line: fragment.line, column: afterColumn), into: target, defaultColor: .background, defaultSize: nil, mode: mode, state: state)
                return
            }
        }
        readFragments(fragment, into: target, defaultColor: own, defaultSize: nil, mode: mode, state: state)
    }

    /// `| Color (light) | … |`: the role in that mode (or state), and the key without it.
    func qualifiedKey(_ key: String) -> (String, SpecQualifiers) {
        // A mode written after any key (`Վերնագրի գույն (մութ ռեժիմ)`) is the row's, role or element.
        if let (rest, inner) = Normalize.trailingParenthetical(key), !rest.isEmpty, let qualifiers = qualifierKey(inner),
            keyRoles(rest).isRole || qualifiers.mode != nil && qualifiers.count == 1
        {
            return (rest, qualifiers)
        }
        // `| Okvir — fokus | … |`, `| Border - pressed | … |`: the role in that state.
        if let dash = [" — ", " – ", " - "].lazy.compactMap({ key.range(of: $0) }).first,
            let qualifiers = qualifierKey(String(key[dash.upperBound...]).trimmed), keyRoles(String(key[..<dash.lowerBound])).isRole
        {
            return (String(key[..<dash.lowerBound]).trimmed, qualifiers)
        }
        return (key, SpecQualifiers())
    }

    mutating func readPropertyRows(_ headers: [String], _ rows: [MarkdownNode], subject: Int?, valuesInSecondColumn: Bool = false) {
        guard let (owner, headingMode) = Optional(elementSubject(subject)), let owner else { return }
        for row in rows {
            let line = draft.lines.range(of: row).start.line
            guard !roles.readLines.contains(line) else { continue }
            let cells = row.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
            let columns = row.children.map { draft.lines.range(of: $0).start.column }
            // Each cell's own line: an AsciiDoc table's cells stand on lines of their own.
            let cellLines = row.children.map { draft.lines.range(of: $0).start.line }
            guard var key = cells.first, !key.isEmpty else { continue }
            // `| Tekstas, 16 sp / 24 sp, 400 | #2D3436 | #F5F6FA |`: values written with the key
            // are the role's own (its type), the key the words before them.
            if let comma = key.textRange(of: ", "), roleLexer.spans(in: String(key[..<comma.lowerBound])).isEmpty,
                !roleLexer.spans(in: String(key[comma.upperBound...])).isEmpty
            {
                let head = String(key[..<comma.lowerBound]).trimmed
                let values = String(key[comma.upperBound...])
                let column = (columns.first ?? 1) + key.distance(from: key.startIndex, to: comma.upperBound) + 1
                let typed = keyRoles(head).color == .text
                readFragments(
                    Fragment(text: values, line: cellLines.first ?? line, column: column), into: owner, defaultColor: nil, defaultSize: typed ? .textSize : .size,
                    mode: headingMode, state: nil)
                key = head
            }
            let rowQualifiers: SpecQualifiers
            (key, rowQualifiers) = qualifiedKey(key)
            var keyRoles = keyRoles(key)
            // `| Date color (dark mode) | … |` below `| Date | 13pt, #636E72 |`: the color of that
            // part, drawn as it is (a text's color is its text's).
            var rowOwner = owner
            if keyRoles.color == .control || !keyRoles.isRole, let part = partColored(byKey: key, under: owner) {
                rowOwner = part
                keyRoles = (Self.nameColorRole(roles.subjects[part].name) ?? .text, nil, true)
            }
            let ownerIsScreen = columnsAreElements(of: owner)
            for index in 1..<min(cells.count, headers.count) where Self.hasValue(cells[index]) {
                let header = Normalize.name(headers[index])
                var target = rowOwner
                // A state column (`Pressed`, `Selected`) is the subject in that state: it keeps
                // what the subject states and it does not restate (its hit area, its border).
                var state: String?
                var columnMode: String?
                let isValue = Self.valueHeaders.contains(header) || valuesInSecondColumn && index == 1
                if !isValue, let (qualifiers, _) = draft.vocabulary.parse(header), let named = qualifiers.state, qualifiers.count == 1 { state = named }
                // `| Svojstvo | Svetla tema | Tamna tema |`: a column per mode.
                if !isValue, state == nil, let mode = self.headingMode(SubjectHeadings.words(headers[index])) { columnMode = mode }
                // A column naming a part (`Title`, `Subtitle`, `Icon`) is that part; any other
                // (`emotion`, `filter`) is a variant of the subject.
                let namesPart = Self.nameColorRole(headers[index]) != nil
                if state == nil, columnMode == nil, !isValue {
                    // Under a screen's own heading, a column is an element of the screen (`| Propietatea |
                    // Goiburua | Txartelaren data |`).
                    let name = namesPart || ownerIsScreen ? headers[index] : headers[index] + " " + roles.subjects[owner].name
                    target = childSubject(named: name, of: owner, range: draft.lines.range(of: row), override: false)
                }
                var text = cells[index]
                // A role row's parentheticals restate or explain its value (`1pt `color.border.default` (#E2E8EA)`);
                // what follows them is read (`32pt (`size.tag.height`), hit area padded to 44pt`).
                // A value only in parentheses (`eremuaren barruan (#F9FAFB)`) is the value.
                if keyRoles.isRole, case let bare = Self.withoutParentheticals(text), !roleLexer.spans(in: bare).isEmpty { text = bare }
                let fragment = Fragment(text: text, line: index < cellLines.count ? cellLines[index] : line, column: index < columns.count ? columns[index] : 1)
                if !keyRoles.isRole, let mode = qualifierKey(key).flatMap({ $0.count == 1 ? $0.mode : nil }) {
                    readModeRowCell(fragment, into: target, mode: mode, state: state)
                } else if keyRoles.isRole {
                    if keyRoles.size == .layout { continue }
                    // A text part's `Size` is its text size; its `Color`, its text's.
                    let textPart = namesPart && Self.nameColorRole(headers[index]) == .text
                    let size = textPart && keyRoles.size == .size ? .textSize : keyRoles.size
                    let color = textPart && keyRoles.color == .control ? .text : keyRoles.color
                    readFragments(fragment, into: target, defaultColor: color, defaultSize: size, mode: rowQualifiers.mode ?? columnMode ?? headingMode, state: state ?? rowQualifiers.state)
                } else {
                    // `Dismiss button | 24 × 24 pt tap area`: an element of the subject.
                    let element = childSubject(named: key, of: target, range: draft.lines.range(of: row), override: false)
                    readFragments(
                        Fragment(text: cells[index], line: fragment.line, column: fragment.column), into: element, defaultColor: nil, defaultSize: .size,
                        mode: rowQualifiers.mode ?? columnMode ?? headingMode, state: state ?? rowQualifiers.state)
                }
            }
        }
    }
}

extension DocumentBuilder {
    /// The text with its parenthesized groups (nested ones included) blanked out, so that the
    /// values after them keep their columns.
    static func withoutParentheticals(_ text: String) -> String {
        var out = ""
        var depth = 0
        for c in text {
            if c == "(" {
                depth += 1
                out.append(" ")
            } else if c == ")", depth > 0 {
                depth -= 1
                out.append(" ")
            } else {
                out.append(depth == 0 ? c : " ")
            }
        }
        return String(out.reversed().drop { $0 == " " }.reversed())
    }
}

enum RoleColumnTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "role-columns", title: "Tables whose columns name roles",
        summary: "A table with role columns — `Fill`, `Background`, `Foreground`, `Text`, `Border`, `Type`, `W × H`, `Notes`, `Light`/`Dark` — (or a header of merged mode cells over a row of roles, `| Element | Light | | Dark | |` over `| | Text | Background | Text | Background |`) makes each row an element (named by its first column — a first column headed `Style` names styles, `T1`, `B2` — or by the subject with its `Variant` and `State`) and reads each cell in its column's role. A layer's `Fill` is its text color when the row has a type and no text color column, its icon color for a glyph, else its background. A sheet pasted as `csv` may hold a cell over several lines, quoted, as Notion and Airtable export one. A `Font size` column is the text size, and so is one length in a `Size` column of a text's row (a text color, a plain color beside a background, a text's name, or `sp`). Under a heading of states (`## Button states`), rows with no name column are the states of the element the heading names; a `State` column is headed in any language (`Stan`, `Zustand`, `Tila`). An opacity after a color in a color column (`Slate Gray #636E72, opacity 0,7`) is that color's. A border the row calls the element's only edge (`only edge`, `no fill`, `jedyna granica`) needs 3:1. A first row named for a surface (`Dialog card`, `Bottom sheet`, `Page`) that holds only its colors is what the rows below it sit on. A note's color that no word of the note gives a role (`field inside #F9FAFB`), or one in a role the row's columns already state, is a remark about another part and does not replace the row's. A column headed in words no table of the reader holds (`Koloro`), whose every cell holds a color, is a color column: in the role its cells' token paths share (`color.text.*`), else what each row's token or element says it paints. A column headed in such words whose every filled cell opens with a length and holds no color (`Usayizi` over `22sp bold`, `24dp`) is a size column, unless the table has one.",
        examples: [
            SpecReadingExample(
                """
                ## Ekrano 1

                | Elemento | Koloro | Fono |
                |---|---|---|
                | Etikedo | `color.text.secondary` #636E72 | `color.background.surface` #F9FAFB |
                | Bordero de kampo | `color.border.default` #DFE6E9 | #FFFFFF |
                """,
                facts: ["text Etikedo: #636E72 on #F9FAFB (light)", "non-text Bordero de kampo: #DFE6E9 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Isikrini 1

                Background: #FFFFFF

                | Into | Umbala | Usayizi |
                |---|---|---|
                | Ilebula | #636E72 | 11sp |
                | Inkinobho yokusesha | #2D3436 | 40×40dp |
                """,
                facts: ["text size Ilebula: 11"]),
            SpecReadingExample(
                """
                ## ১. নতুন এন্ট্রি

                | উপাদান | রং | পটভূমি | আকার | মন্তব্য |
                |---|---|---|---|---|
                | টেক্সট ফিল্ডের বর্ডার | #DFE6E9, 1dp | #FFFFFF | radius 12dp | ফিল্ডের ভেতরটা #F9FAFB |
                | অক্ষর গণনা | #636E72 | #F9FAFB | 10sp, Regular | ফিল্ডের নিচে |
                """,
                facts: ["non-text টেক্সট ফিল্ডের বর্ডার: #DFE6E9 on #FFFFFF (light)", "text size অক্ষর গণনা: 10"],
                absent: ["non-text টেক্সট ফিল্ডের বর্ডার: #F9FAFB on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Per-theme resolution

                | Element | Light | Dark |
                |---|---|---|
                | Dialog card | White #FFFFFF | Elevated Surface #2C3135 |
                | Title | Charcoal #2D3436 | Off-White #F5F6FA |
                | Revoke link | Error Red #D63031 | #E74C3C |
                """,
                facts: ["text Title: #2D3436 on #FFFFFF (light)", "text Revoke link: #E74C3C on #2C3135 (dark)"]),
            SpecReadingExample(
                """
                ## Button states

                | State | Background | Text |
                |---|---|---|
                | Default | #FF6B6B | #FFFFFF |
                """,
                facts: ["text Button: #FFFFFF on #FF6B6B (light)"]),
            SpecReadingExample(
                """
                ## Card

                | Element | Light | | Dark | |
                |---|---|---|---|---|
                | | Text | Background | Text | Background |
                | Badge | #B0B0B0 | #FFFFFF | #555555 | #1A1D1F |
                """,
                facts: ["text Badge: #B0B0B0 on #FFFFFF (light)", "text Badge: #555555 on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                ## Grid

                Screen background: Off-White #F9FAFB

                | Element | Color | Background | Size |
                |---|---|---|---|
                | Photo count | #636E72 | — | 10sp |
                | Avatar | — | #DFE6E9 | 40dp |
                """,
                facts: ["text size Photo count: 10", "text Photo count: #636E72 on #F9FAFB (light)"], absent: ["text size Avatar: 40"]),
            SpecReadingExample(
                """
                ## Entry

                Canvas: White #FFFFFF

                | Layer | Fill | Type | W × H | Notes |
                |---|---|---|---|---|
                | Title | Charcoal #2D3436 | 22/28 Bold | 358 × auto | |
                | Tag | Muted Purple #A29BFE @ 20% | 16/21 Regular, label #A29BFE | 112 × 32 | Tap filters the list. |
                """,
                facts: ["text Title: #2D3436 on #FFFFFF (light)", "text size Title: 22", "target Tag: 112×32"]),
            SpecReadingExample(
                """
                ## Edytor

                Tło strony White #FFFFFF.

                | Stan | Obramowanie | Tło | Tekst |
                |---|---|---|---|
                | Domyślny | 1 px Light Gray #DFE6E9 (jedyna granica pola) | White #FFFFFF | Slate Gray #636E72, opacity 0,7 |
                """,
                facts: ["non-text Edytor: #DFE6E9 on #FFFFFF (light)", "text Edytor: #636E72B3 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Text styles

                Screen background: White #FFFFFF

                | Style | Used for | Size / weight | Color |
                |---|---|---|---|
                | T1 | screen titles | 30sp bold | Charcoal #2D3436 |
                | F2 | legal line | 12sp regular | Slate Gray #636E72 |
                """,
                facts: ["text T1: #2D3436 on #FFFFFF (light)", "text size F2: 12", "text F2: #636E72 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Components

                ```csv
                Name,Type,Fill,Text color,Dark fill,Dark text,Size,Font,Notes
                Save button,Button,color.primary.coral (#FF6B6B),#FFFFFF,#FF8787,#1A1D1F,full width × 56dp,Roboto Medium 16sp,"Label ""Save"".
                Radius 12dp."
                Divider,Divider,color.border.default (#E0E0E0),,#3C4347,,1dp,,Decorative
                ```
                """,
                facts: ["text Save button: #FFFFFF on #FF6B6B (light)", "text Save button: #1A1D1F on #FF8787 (dark)", "token color.border.default: drift"]),
        ])
}

enum PropertyRowTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "property-rows", title: "Property rows",
        summary: "A table whose first column is `Property` (or a `Part | Spec` table) sets, row by row, the value its key names, in the mode or state a key's parenthesis or dash gives (`Color (dark)`, `Border — focus`, `Колір іконки (темна тема)`; the first column headed in any language, `Властивість | Значення`), with values written in the key its role's own (`Tekstas, 16 sp / 24 sp, 400`), and in the mode a column names (`Light`, `Dark`) — on the subject (a `Value` column) or on each variant the other columns name (`Property | emotion | filter`), or on each part they name (`Property | Title | Subtitle | Icon`: a text part's `Size` is its text size), or on the subject in each state a column names (`Property | Default | Selected`); a key that names an element (`Dismiss button`) is an element of the subject. A two-column table headed in a language the reader has no header words for is read the same way when its first column holds role keys (`Ֆոն`, `Անկյունների կլորացում`) and its second values. A key naming a part read above with a color word (`Date color (dark)`, `Ամսաթվի գույն`) is that part's color, its name matched in a declined form too. Under a screen's heading, each column after the properties is an element of the screen (elements as columns, properties as rows), and a row keyed by a mode alone (`Modu iluna`) gives each element its colors there, text over background after a slash (`#636E72 / #2C3135`). A line height written with the type (`line-height 18px`) is not its size.",
        examples: [
            SpecReadingExample(
                """
                ## 3. pantaila: Sarrera idatzi

                | Propietatea | Karaktere-kontagailua | "Gorde" botoia |
                |---|---|---|
                | Testuaren kolorea | #636E72 | #FFFFFF |
                | Atzeko planoa | eremuaren barruan (#F9FAFB) | `color.primary.coral` #FF6B6B |
                | Letra-tipoa | 13px / 0.8125rem, 400, line-height 18px | 17px, 600 |
                | Modu iluna | #636E72 / #2C3135 | testua #1A1D1F / #FF8787 |
                """,
                facts: [
                    "text Karaktere-kontagailua: #636E72 on #F9FAFB (light)", "text Karaktere-kontagailua: #636E72 on #2C3135 (dark)",
                    "text \"Gorde\" botoia: #FFFFFF on #FF6B6B (light)", "text size Karaktere-kontagailua: 13",
                ],
                absent: ["text size Karaktere-kontagailua: 18"]),
            SpecReadingExample(
                """
                ## Էկրան 1. Ժամանակագրություն

                ### Լուսանկարի քարտ

                | Հատկություն | Արժեք |
                |---|---|
                | Ֆոն | `color.background.card` — #FFFFFF |
                | Ամսաթիվ | 13pt Regular, #636E72 |
                | Ֆոն (մութ ռեժիմ) | #2C3135 |
                | Ամսաթվի գույն (մութ ռեժիմ) | #636E72 |
                """,
                facts: ["text Ամսաթիվ: #636E72 on #FFFFFF (light)", "text Ամսաթիվ: #636E72 on #2C3135 (dark)"]),
            SpecReadingExample(
                """
                ## Cart

                Canvas: White #FFFFFF

                | Property | Title | Subtitle | Icon |
                |---|---|---|---|
                | Color | #2D3436 | #9A9A9A | #B0B0B0 |
                | Size | 17pt | 10pt | 24pt |
                """,
                facts: ["text Subtitle: #9A9A9A on #FFFFFF (light)", "text size Subtitle: 10", "non-text Icon: #B0B0B0 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Metadata row

                Canvas: White #FFFFFF (light), Background Black #1A1D1F (dark)

                | Part | Spec |
                |---|---|
                | Text style | Footnote, 13pt regular |
                | Color (light) | `color.text.secondary` #636E72 at 70% opacity |
                | Color (dark) | `color.text.secondary` #B2BEC3 at 70% opacity |
                | Location pin | 16pt, `color.text.secondary` |
                """,
                facts: ["text Metadata row: #636E72B3 on #FFFFFF (light)", "text Metadata row: #B2BEC3B3 on #1A1D1F (dark)", "non-text Location pin: #636E72 on #FFFFFF (light)"],
                absent: ["text Metadata row: #B2BEC3B3 on #1A1D1F (light)"]),
            SpecReadingExample(
                """
                ## Entry

                Canvas: White #FFFFFF (light), Background Black #1A1D1F (dark)

                ### Text field

                | Property | Light | Dark |
                |---|---|---|
                | Fill | Off-White #F9FAFB | Elevated Surface #2C3135 |
                | Border — focus | 2 dp, Primary Coral #FF6B6B | 2 dp, Primary Coral Adjusted #FF8787 |
                | Text color | Charcoal #2D3436 | Off-White #F5F6FA |
                """,
                facts: [
                    "non-text Text field: #FF6B6B on #F9FAFB (light focus)", "text Text field: #F5F6FA on #2C3135 (dark)",
                ],
                absent: ["text Text field: #2D3436 on #F9FAFB (dark)"]),
            SpecReadingExample(
                """
                ## Chip

                | Property | emotion | filter |
                |---|---|---|
                | Height | 44 pt | 32 pt |

                ## Toast

                | Property | Value |
                |---|---|
                | Dismiss button | 24 × 24 pt tap area |

                ## Tag

                | Property | Value |
                |---|---|
                | Height | 32pt (`size.tag.height`), hit area padded to 44pt |

                ## Pill

                | Property | Default | Selected |
                |---|---|---|
                | Label | Charcoal #2D3436 | White #FFFFFF |
                | Fill | White #FFFFFF | Primary Coral #FF6B6B |
                """,
                facts: [
                    "target emotion Chip: ?×44", "target filter Chip: ?×32", "target Dismiss button: 24×24", "target Tag: 44×44",
                    "text Pill: #2D3436 on #FFFFFF (light)", "text Pill: #FFFFFF on #FF6B6B (light selected)",
                ]),
            SpecReadingExample(
                """
                ## Верхня панель

                Фон екрана: White #FFFFFF / Background Black #1A1D1F

                | Властивість | Значення |
                |---|---|
                | Текст, 16sp / 24sp, 400 | #2D3436 |
                | Колір іконки (світла тема) | #B2BEC3 |
                | Колір іконки (темна тема) | #B2BEC3 |
                | Рамка у фокусі (темна тема) | 2dp, #FF8787 на #2C3135 |
                """,
                facts: [
                    "text size Верхня панель: 16", "non-text Верхня панель: #B2BEC3 on #FFFFFF (light)", "non-text Верхня панель: #FF8787 on #2C3135 (dark)",
                ],
                absent: ["text size Верхня панель: 2"]),
        ])
}
