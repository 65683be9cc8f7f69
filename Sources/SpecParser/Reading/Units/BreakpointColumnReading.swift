import DesignModel
import Diagnostics
import MarkdownSource

/// Tables with one column per breakpoint (`| Element | Mobile ≤ 599 | Tablet 600–1023 | Desktop ≥ 1024 |`).
enum BreakpointColumnReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "breakpoint-columns", title: "One column per breakpoint",
        summary: "A table whose columns after the element's name are breakpoints (`Mobile ≤ 599`, `Tablet`, `Desktop ≥ 1024`, `Compact`, `sm`/`md`/`lg`) reads each row's values at the narrowest breakpoint that states them (`same`, `—` defer to it): sizes, text sizes and the roles the words beside them name (`height 24px, label 11px / 14px`). A name ending in a role (`Search field height`, `Search field text`) gives that role to the element before it.",
        examples: [
            SpecReadingExample(
                """
                ## Archive

                | Element | Mobile ≤ 599 | Tablet 600–1023 | Desktop ≥ 1024 |
                |---|---|---|---|
                | Clear (×) button | 16×16px, icon 12px, no padding | 16×16px | 16×16px |
                | Photo badge | 10px / 12px (0.625rem), 600 | same | same |
                | Search field height | 44px | 44px | 48px |
                """,
                facts: ["target Clear (×) button: 16×16", "text size Photo badge: 10", "target Search field: ?×44"]),
        ])
}

extension DocumentBuilder {
    /// Words of a column header that name a breakpoint or a size class.
    static let breakpointWords: Set<String> = [
        "mobile", "phone", "phones", "tablet", "tablets", "desktop", "compact", "regular", "expanded", "wide", "narrow", "xs", "sm", "md", "lg", "xl", "xxl",
        "breakpoint", "handset", "laptop",
    ]

    static func isBreakpointHeader(_ header: String) -> Bool {
        let lower = Normalize.name(Fragment.plain(Substring(header)))
        let words = lower.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return false }
        if breakpointWords.contains(first) { return true }
        // `≥ 1024`, `< 600px`, `600–1023`: a width range.
        return lower.contains { "≤≥<>".contains($0) } && lower.contains { $0.isNumber }
    }

    /// Reads a table with one column per breakpoint; false when the table is not one.
    mutating func readBreakpointTable(_ table: MarkdownNode, subject: Int?) -> Bool {
        guard let header = table.children.first else { return false }
        let headers = header.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
        let breakpoints = headers.indices.dropFirst().filter { Self.isBreakpointHeader(headers[$0]) }
        guard breakpoints.count >= 2,
            headers.indices.dropFirst().allSatisfy({ breakpoints.contains($0) || columnRole(headers[$0], position: $0) == .notes })
        else { return false }
        let (owner, headingMode) = elementSubject(subject)
        for row in table.children.dropFirst() {
            let line = draft.lines.range(of: row).start.line
            guard !roles.readLines.contains(line) else { continue }
            let cells = row.children.map { Fragment.plain(Substring($0.plainText)).trimmed }
            let columns = row.children.map { draft.lines.range(of: $0).start.column }
            guard var name = cells.first, !name.isEmpty else { continue }
            for quote in ["\"", "“", "”"] { name = name.replacingOccurrences(of: quote, with: "") }
            // The narrowest breakpoint that states a value; `same` and `—` defer to it.
            guard let index = breakpoints.first(where: { $0 < cells.count && Self.hasValue(cells[$0]) && !Self.defersToOtherColumn(cells[$0]) }) else { continue }
            let fragment = Fragment(text: cells[index], line: line, column: index < columns.count ? columns[index] : 1)
            let range = draft.lines.range(of: row)
            var words = name.split(separator: " ").map(String.init)
            var defaultColor: RoleWords.ColorRole?
            var defaultSize: RoleWords.SizeRole? = .size
            if words.count >= 2, let last = words.last, keyRoles(last).isRole {
                // `Search field height`: the element, then the role of the row's values.
                let roles = keyRoles(last)
                guard roles.size != .layout else { continue }
                words.removeLast()
                defaultColor = roles.color
                defaultSize = roles.size
                name = words.joined(separator: " ")
            } else if keyRoles(name).isRole {
                continue
            }
            let element = findElement(named: name, under: owner) ?? childSubject(named: name, of: subject, range: range, override: false)
            for piece in Self.commaPieces(fragment) {
                // `label 11px / 14px`: a piece led by a role word is in that role; one led by a
                // size/line-height (`10px / 12px, 600`) is the element's text.
                let lead = String(piece.text.prefix { $0.isLetter || $0 == "-" })
                let leadRoles = lead.isEmpty ? (color: nil, size: nil, isRole: false) : keyRoles(lead)
                let spans = roleLexer.spans(in: piece.text)
                if leadRoles.isRole {
                    guard leadRoles.size != .layout, leadRoles.color != nil || leadRoles.size != nil else { continue }
                    let text = leadRoles.size == .textSize ? Self.withoutLineHeight(piece, spans: spans) : piece
                    readFragments(text, into: element, defaultColor: leadRoles.color, defaultSize: leadRoles.size, mode: headingMode, state: nil)
                } else if let first = spans.first, first.kind == .font || first.start == 0 && Self.lineHeightFollows(piece, spans: spans) {
                    readFragments(Self.withoutLineHeight(piece, spans: spans), into: element, defaultColor: .text, defaultSize: .textSize, mode: headingMode, state: nil)
                } else {
                    readFragments(piece, into: element, defaultColor: defaultColor, defaultSize: defaultSize, mode: headingMode, state: nil)
                }
            }
        }
        return true
    }

    /// `11px / 14px`: a size, a slash and a second size — a text size and its line height.
    static func lineHeightFollows(_ piece: Fragment, spans: [ValueSpan]) -> Bool {
        guard let size = spans.firstIndex(where: { $0.kind == .length }), size + 1 < spans.count, spans[size + 1].kind == .length else { return false }
        let chars = Array(piece.text)
        let between = String(chars[spans[size].end..<spans[size + 1].start]).trimmed
        return between == "/"
    }

    /// The piece up to its text size, without the line height after the slash (which would
    /// otherwise read as a second text size, and win).
    static func withoutLineHeight(_ piece: Fragment, spans: [ValueSpan]) -> Fragment {
        guard lineHeightFollows(piece, spans: spans), let size = spans.firstIndex(where: { $0.kind == .length }) else { return piece }
        return piece.slice(0, spans[size].end)
    }

    /// The pieces of a cell between its top-level commas, each located where it stands.
    static func commaPieces(_ fragment: Fragment) -> [Fragment] {
        var pieces: [Fragment] = []
        var depth = 0
        var start = 0
        let chars = Array(fragment.text)
        for (index, c) in chars.enumerated() {
            if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) }
            guard c == ",", depth == 0 else { continue }
            pieces.append(fragment.slice(start, index))
            start = index + 1
        }
        pieces.append(fragment.slice(start, chars.count))
        return pieces.compactMap { piece in
            let leading = piece.text.prefix { $0 == " " }.count
            let trimmed = piece.slice(leading, piece.text.count)
            return trimmed.text.trimmed.isEmpty ? nil : trimmed
        }
    }

    /// A cell that points at another column's value (`same`, `as mobile`, `="`).
    static func defersToOtherColumn(_ cell: String) -> Bool {
        let lower = Normalize.name(cell)
        return ["same", "same as mobile", "as mobile", "as above", "=", "〃", "ditto", "unchanged"].contains(lower) || lower.hasPrefix("same ")
    }
}
