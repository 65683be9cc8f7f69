import DesignModel
import MarkdownSource

/// `| Element | Type | Color (Light) | Color (Dark) | Size |`: columns whose header gives a role
/// and a mode together, and a column of element kinds that says which role a plain color of the
/// row plays.
enum ModedRoleColumnReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "moded-role-columns", title: "Columns of a role in a mode",
        summary: "A column header that gives a role and a mode together — `Color (Light)`, `Text (dark)`, `Fill — dark`, `Background dark`, `Textfarbe (dunkel)` — reads each cell in that role and that mode (a header naming every mode, `Text (Light / Dark)`, reads its cells as one color per mode; a mode with a text role and a background role, `Light (text / background)`, reads each cell `#2D3436 / #F9FAFB` as that pair in that mode, and so does a column of one mode, `Dark mode`, beside the row's own text and background columns); a cell that describes a pair itself (`White #FFFFFF label on Bright Yellow #FDCB6E fill`) gives that pair in the column's mode. A column of element kinds (`Type` or `Kind` holding `Text`, `Icon button`, `Toggle`, `Surface`) says which role a plain color of the row plays: text for text, an icon's color for an icon, a control's color for a toggle or a shape, a fill for a button or a badge; a row whose kind is a surface (`Surface`, `Background`) is, per mode, the background of the rows the table describes.",
        examples: [
            SpecReadingExample(
                """
                ## Settings

                | Element | Type | Color (Light) | Color (Dark) | Size |
                |---|---|---|---|---|
                | Card background | Surface | White #FFFFFF | Elevated Surface #2C3135 | — |
                | Row label | Text | Charcoal #2D3436 | Off-White #F5F6FA | Body 17pt regular |
                | Info button | Icon button | Slate Gray #636E72 | Dark Gray #3C4347 | 44×44pt |
                | Off track | Toggle | #E9E9EB | Dark Gray #3C4347 | 51×31pt |
                | Badge | Badge | White #FFFFFF label on Bright Yellow #FDCB6E fill | White #FFFFFF label on Bright Yellow #FDCB6E fill | 12pt semibold |
                """,
                facts: [
                    "text Row label: #2D3436 on #FFFFFF (light)", "text Row label: #F5F6FA on #2C3135 (dark)",
                    "non-text Info button: #636E72 on #FFFFFF (light)", "non-text Info button: #3C4347 on #2C3135 (dark)",
                    "non-text Off track: #E9E9EB on #FFFFFF (light)", "non-text Off track: #3C4347 on #2C3135 (dark)",
                    "text Badge: #FFFFFF on #FDCB6E (light)", "text Badge: #FFFFFF on #FDCB6E (dark)",
                ],
                absent: ["text Row label: #F5F6FA on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Chip

                Canvas: White #FFFFFF; dark: Background Black #1A1D1F

                | Part | Text (light) | Text (dark) | Background — light | Fill — dark |
                |---|---|---|---|---|
                | Selected chip | Charcoal #2D3436 | Off-White #F5F6FA | Soft Mint #E3F6EF | Elevated Surface #2C3135 |
                """,
                facts: ["text Selected chip: #2D3436 on #E3F6EF (light)", "text Selected chip: #F5F6FA on #2C3135 (dark)"]),
            SpecReadingExample(
                """
                ## Sheet

                Canvas: White #FFFFFF; dark: Background Black #1A1D1F

                | Element | Text (Light / Dark) |
                |---|---|
                | Title | Charcoal #2D3436 / Off-White #F5F6FA |
                """,
                facts: ["text Title: #2D3436 on #FFFFFF (light)", "text Title: #F5F6FA on #1A1D1F (dark)"]),
            SpecReadingExample(
                """
                ## Settings

                Canvas: White #FFFFFF; dark: Background Black #1A1D1F

                | Element | Light (text / background) | Dark (text / background) |
                |---|---|---|
                | Prompt text | #2D3436 / #F9FAFB | #B2BEC3 50% / #2C3135 |
                """,
                facts: ["text Prompt text: #2D3436 on #F9FAFB (light)", "text Prompt text: #B2BEC380 on #2C3135 (dark)"],
                absent: ["text Prompt text: #B2BEC380 on #F9FAFB (light)"]),
            SpecReadingExample(
                """
                ## Settings

                | Element | Color | Background | Font | Dark mode |
                |---|---|---|---|---|
                | Row subtitle | `color.text.secondary` #636E72 | #F9FAFB | Roboto Regular 14sp | #B2BEC3 / #1A1D1F |
                """,
                facts: ["text Row subtitle: #636E72 on #F9FAFB (light)", "text Row subtitle: #B2BEC3 on #1A1D1F (dark)"],
                absent: ["text Row subtitle: #B2BEC3 on #F9FAFB (light)"]),
        ])
}

extension DocumentBuilder {
    /// The mode of a header that names a mode and, split by a slash, a text role then a
    /// background role (`Light (text / background)`, `Dark — foreground / bg`); nil otherwise.
    func modedPairColumn(_ header: String) -> String? {
        let halves = header.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let wordsOf = { (text: Substring) in text.lowercased().split { !($0.isLetter || $0 == "-") }.map(String.init).filter { $0 != "-" } }
        let before = wordsOf(halves[0]), after = wordsOf(halves[1])
        guard let ground = after.first, columnRole(after.joined(separator: " "), position: 1) == .color(.background) || columnRole(ground, position: 1) == .color(.background),
            before.count >= 2
        else { return nil }
        // The words before the slash: a mode, then the foreground's role word(s).
        for roleLength in 1...min(2, before.count - 1) {
            let role = before.suffix(roleLength).joined(separator: " ")
            guard columnRole(role, position: 1) == .color(.text) else { continue }
            let modeWords = before.dropLast(roleLength).filter { !["mode", "in", "theme"].contains($0) }
            for length in stride(from: min(3, modeWords.count), through: 1, by: -1) {
                if let mode = draft.vocabulary.mode(modeWords.prefix(length).joined(separator: " ")) { return mode }
            }
        }
        return nil
    }

    /// `#2D3436 / #F9FAFB` under `Light (text / background)`: the text color (or, for a row
    /// naming a border or an icon, that part's color) and the background it sits on, in the
    /// column's mode.
    mutating func readModedPair(_ cell: Fragment, into element: Int, ink: RoleWords.ColorRole, mode: String, state: String?) {
        guard let slash = cell.text.firstIndex(of: "/") else {
            readFragments(cell, into: element, defaultColor: ink, defaultSize: nil, mode: mode, state: state)
            return
        }
        let cut = cell.text.distance(from: cell.text.startIndex, to: slash)
        readFragments(cell.slice(0, cut), into: element, defaultColor: ink, defaultSize: nil, mode: mode, state: state)
        readFragments(cell.slice(cut + 1, cell.text.count), into: element, defaultColor: .background, defaultSize: nil, mode: mode, state: state)
    }

    /// The role and mode a header gives together (`Color (Light)` → no role of its own and
    /// light; `Text (dark)` → text and dark): a mode word (or phrase) of the vocabulary and a role
    /// header in the rest. The role is nil for a plain color or a fill, which the row's kind or
    /// element decides. Nil when the header names no mode or nothing besides the mode.
    func modedRoleColumn(_ header: String) -> (role: RoleWords.ColorRole?, mode: String)? {
        let words = header.lowercased().split { !($0.isLetter || $0 == "-") }.map(String.init).filter { $0 != "-" }
        guard words.count >= 2, words.count <= 5 else { return nil }
        // The longest run of words naming a mode, then what stands beside it as the role.
        for length in stride(from: min(3, words.count - 1), through: 1, by: -1) {
            for start in 0...(words.count - length) {
                guard let mode = draft.vocabulary.mode(words[start..<(start + length)].joined(separator: " ")) else { continue }
                let rest = (words[..<start] + words[(start + length)...]).filter { !["mode", "in", "im", "en", "theme", "modus", "في", "الوضع"].contains($0) }
                guard !rest.isEmpty else { return nil }
                switch columnRole(rest.joined(separator: " "), position: 1) {
                case .fill, .color(.control): return (nil, mode)
                case .color(let role): return (role, mode)
                default: return nil
                }
            }
        }
        return nil
    }

    /// True when the first column of every row holds a number (`| 4 | Tab icon | Selected |`)
    /// or nothing: the rows are numbered, and the next column names their elements.
    static func numbersRows(_ rows: [MarkdownNode]) -> Bool {
        let firsts = rows.compactMap { $0.children.first.map { Fragment.plain(Substring($0.plainText)).trimmed } }
        return firsts.contains { !$0.isEmpty } && firsts.allSatisfy { $0.isEmpty || $0.allSatisfy { $0.isNumber || $0 == "." } }
    }

    /// The role of a header that names every mode beside it (`Color (Light / Dark)`, `Text —
    /// light/dark`): its cells give one color per mode, in that order, as a series does.
    func everyModeRoleColumn(_ header: String) -> RoleWords.ColorRole? {
        let words = header.lowercased().split { !($0.isLetter || $0 == "-") }.map(String.init).filter { $0 != "-" }
        let modes = draft.vocabulary.modes
        guard words.count >= 3, modes.count >= 2 else { return nil }
        let named = words.compactMap { draft.vocabulary.mode($0) }
        guard Set(named).count == modes.count, named.count == modes.count, named == modes else { return nil }
        let rest = words.filter { draft.vocabulary.mode($0) == nil && !["mode", "modes", "theme", "and", "und", "et", "y"].contains($0) }
        guard !rest.isEmpty else { return nil }
        switch columnRole(rest.joined(separator: " "), position: 1) {
        case .fill: return .background
        case .color(let role): return role
        default: return nil
        }
    }

    /// Headers of a column that names each row's kind of element (`Type` holding `Text`,
    /// `Icon button`, `Surface`).
    static let kindColumnHeaders: Set<String> = ["type", "kind", "element type", "component", "category", "control", "widget", "typ", "art"]

    /// Element kinds and the role a plain color of that kind plays; a kind is looked up whole,
    /// then by its last word, so `Primary button` is a button and `Text button` is text.
    static let elementKindRoles: [String: RoleWords.ColorRole] = [
        "text": .text, "label": .text, "link": .text, "text button": .text, "link button": .text, "text link": .text, "heading": .text,
        "paragraph": .text, "copy": .text,
        "icon": .icon, "icon button": .icon, "glyph": .icon, "symbol": .icon, "chevron": .icon, "image": .icon,
        "toggle": .control, "switch": .control, "shape": .control, "indicator": .control, "progress": .control, "slider": .control,
        "checkbox": .control, "radio": .control, "dot": .control, "spinner": .control,
        "divider": .border, "separator": .border, "border": .border, "outline": .border,
        "surface": .background, "background": .background, "canvas": .background, "container": .background, "card": .background,
        "sheet": .background, "button": .background, "badge": .background, "chip": .background, "pill": .background, "tag": .background,
        "row": .background, "banner": .background, "tile": .background, "field": .background, "input": .background,
    ]

    /// Kinds that are what the other rows of the table are drawn on.
    static let surfaceKinds: Set<String> = ["surface", "background", "canvas", "backdrop"]

    /// The role a row's kind cell gives its plain colors; nil for a kind the table does not know.
    static func elementKindRole(_ cell: String) -> RoleWords.ColorRole? {
        let lower = Normalize.name(cell)
        if let role = elementKindRoles[lower] { return role }
        let words = lower.split { !$0.isLetter }.map(String.init)
        guard let last = words.last, words.count <= 3 else { return nil }
        return elementKindRoles[last]
    }

    /// The kind column of a table, if one of its `Type`-like columns holds only element kinds
    /// (no values, no text styles such as `Body` or `Headline`): mostly known kinds.
    func kindColumn(headers: [String], rows: [MarkdownNode]) -> Int? {
        for (index, header) in headers.enumerated() where index > 0 && Self.kindColumnHeaders.contains(Normalize.name(header)) {
            let cells = rows.compactMap { row in index < row.children.count ? Fragment.plain(Substring(row.children[index].plainText)).trimmed : nil }
                .filter(Self.hasValue)
            guard !cells.isEmpty, cells.allSatisfy({ roleLexer.spans(in: $0).isEmpty }) else { continue }
            let known = cells.filter { Self.elementKindRole($0) != nil }.count
            if known * 5 >= cells.count * 4 { return index }
        }
        return nil
    }
}
