import ColorScience
import DesignModel
import Diagnostics

/// A token path written anywhere (docs/spec-format.md §2.17): in a sentence, a table cell, a
/// reference list. It must name a token (`spec/unknown-token`), and a value written with it —
/// `radius.sheet = 12pt`, `` `size.tag.height` 32pt ``, `color.drag-handle (#C8D1D5)`,
/// `44 pt (size.chip.height)`, `size.tag.height — 28pt`, `color.text.secondary (#B2BEC3 in dark)`,
/// a code comment's `// radius.card — 16pt`, `color.separator,
/// hell #DFE6E9, dunkel #353B3F` — must be the token's (`spec/token-drift`), also where another
/// reader used the token and left the written value aside.
extension DocumentBuilder {
    /// Lines whose tokens a reader already judged (a token claim, or a token diagnostic).
    func claimedTokenLines() -> Set<Int> {
        var claimed = Set(draft.document.tokenClaims.map(\.range.start.line))
        for diagnostic in session.diagnostics.diagnostics where diagnostic.range.file == draft.document.file
            && [.specUnknownToken, .specTokenDrift, .specAmbiguousToken].contains(diagnostic.id)
        {
            claimed.insert(diagnostic.range.start.line)
        }
        return claimed
    }

    /// In code, a `//` comment is the writer's words (`/// color.border.default — Light Gray
    /// #E3E8EB / Dark Gray #3C4347`, `… = 16 // radius.card — 16pt`): its text and where it starts.
    static func codeComment(_ raw: Substring) -> (text: String, column: Int)? {
        guard let slashes = raw.textRange(of: "//") else { return nil }
        let after = raw[slashes.upperBound...].drop { $0 == "/" || $0 == " " }
        return (String(after), raw.distance(from: raw.startIndex, to: after.startIndex))
    }

    /// `error: Color(0xFFFF5252),  // color.system.error (dark)`: a code line's one color glossed
    /// by the token its comment names, as `color.system.error (#FF5252 in dark)`; nil otherwise.
    func codeValueGloss(_ raw: Substring, comment: String, lexer: ValueLexer) -> String? {
        guard let slashes = raw.textRange(of: "//") else { return nil }
        let code = String(raw[..<slashes.lowerBound])
        let colors = lexer.spans(in: code).filter { $0.kind == .color }
        let commentSpans = lexer.spans(in: comment)
        guard let token = commentSpans.first, token.kind == .token, token.start == 0, !commentSpans.contains(where: { $0.kind == .color }) else { return nil }
        guard colors.count == 1, let (literal, _, _) = Lex.colorLiteral(Substring(colors[0].text)) else {
            // `borderRadius: BorderRadius.circular(10), // radius.md`: a dimension's one number, in points.
            let numbers = code.split { !($0.isNumber || $0 == ".") }.filter { $0.first?.isNumber == true }
            guard colors.isEmpty, commentSpans.count == 1, numbers.count == 1, ["radius", "spacing", "space", "size", "border"].contains(where: token.text.lowercased().hasPrefix)
            else { return nil }
            return "\(token.text) (\(numbers[0])pt)"
        }
        let mode = comment.lowercased().split { !$0.isLetter }.lazy.compactMap { draft.vocabulary.mode(String($0)) }.first
        return "\(token.text) (\(literal)\(mode.map { " in \($0)" } ?? ""))"
    }

    /// The columns `from`–`to` of a line of this document.
    func spanRange(line: Int, from: Int, to: Int) -> SourceRange {
        SourceRange(file: draft.document.file, start: SourceLocation(line: line, column: from), end: SourceLocation(line: line, column: to))
    }

    /// `marginLeft: tokens.spacing.xxsm,` in a code sample: the sample is not the design, but a
    /// path it reads from the design system's tokens (`tokens.`, `theme.`) must name one.
    mutating func checkNamespacedPaths(_ raw: Substring, number: Int, lexer: ValueLexer) {
        guard raw.containsText(".") else { return }
        let line = Fragment.plain(raw)
        let chars = Array(line)
        for span in lexer.spans(in: line) where span.kind == .token {
            guard ValueLexer.namespaces.contains(where: { namespace in
                span.start >= namespace.count && ValueLexer.namespacePrefix(chars, span.start - namespace.count) == namespace.count
            }) else { continue }
            let range = spanRange(
                line: number, from: Self.writtenColumn(raw, number: number, plain: line, offset: span.start),
                to: Self.writtenColumn(raw, number: number, plain: line, offset: span.end))
            if case .found(let token, _, _) = session.index.lookupPath(span.text) {
                session.use(token, at: range)
            } else if let claim = ClaimReader.resolveClaim(span.text, stated: nil, usage: nil, group: nil, env: valueEnv(range)) {
                draft.document.tokenClaims.append(claim)
            }
        }
    }

    mutating func readTokenMentions(_ lines: [Substring]) {
        let claimed = claimedTokenLines()
        // Tokens a reader already resolved on a line (`Border | 1pt `color.border.default` (#E2E8EA)`):
        // a use, but the value written with it is still the token's to match.
        // A use may be recorded under the token an alias resolves to: any use on the line counts.
        var usedLines = Set<Int>()
        for (_, _, range) in session.tokenUses where range.file == draft.document.file { usedLines.insert(range.start.line) }
        let lexer = roleLexer
        var fences = FenceTracker()
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let trimmed = String(raw).trimmed
            guard let code = fences.isCode(lines, at: offset) else { continue }
            // A data block's line is read as its key and value, its comment a parenthesis; so is
            // an inspect panel's line with its variable (`InspectLayerReading`).
            let data = roles.dataLines[number]
            var comment = code && data == nil ? Self.codeComment(raw) : nil
            if let found = comment, let glossed = codeValueGloss(raw, comment: found.text, lexer: lexer) { comment = (glossed, found.column) }
            // A code sample's own line: only the token paths it reads from the design system.
            if code, data == nil, comment == nil { if !claimed.contains(number) { checkNamespacedPaths(raw, number: number, lexer: lexer) }; continue }
            guard !code || data != nil || comment != nil, data != nil || !trimmed.hasPrefix("#"), !claimed.contains(number) else { continue }
            // A line as written keeps each character's column: marks left out (`` ` ``, `*`) and
            // characters of several scalars (Thai, Devanagari) do not move what is reported.
            let written = data == nil && comment == nil
            let line = data ?? comment.map { Fragment.plain(Substring($0.text)) } ?? Fragment.plain(raw)
            let columnShift = comment?.column ?? 0
            func column(_ offset: Int) -> Int {
                written ? Self.writtenColumn(raw, number: number, plain: line, offset: offset) : columnShift + offset + 1
            }
            // Most lines name no token: no `.` after a letter, nothing to lex.
            guard line.containsText(".") else { continue }
            // A line whose tokens a reader used is looked at again only for a color literal or a
            // length glossing a dimension token.
            let usedHere = usedLines.contains(number)
            if usedHere, !line.containsText("#"), !line.containsText("("), !line.containsText("=") { continue }
            let spans = lexer.spans(in: line)
            if comment == nil { draft.lineSpans[number] = spans }
            for (position, span) in spans.enumerated() where span.kind == .token {
                let path = span.text.hasPrefix("{") ? String(span.text.dropFirst().dropLast()) : span.text
                guard !path.containsText("*") else { continue }
                let header = data == nil ? Self.tableHeader(lines, row: offset).map { Fragment.plain($0) } : nil
                // `| typography.footnote | SF Pro Text | Regular | 12 | 16 |` under `| Asset | Font |
                // Weight | Size | …`: the style's size and weight are in their columns.
                let typeColumns = path.hasPrefix("typography.") ? header.flatMap { Self.typographyColumns(line, header: $0) } : nil
                var stated = typeColumns ?? statedValue(line, spans: spans, at: position) ?? header.flatMap { modeColumnValues(line, header: $0, span: span) }
                if path.hasPrefix("opacity."), let share = Self.statedShare(Array(line), span: span) { stated = share }
                // `| Subtitle | `color.text.secondary` | #A0AAB0 |` under a mode's heading: the
                // cell after the token's holds its value, in whichever mode it is the token's.
                let nextCell = stated == nil && header != nil ? Self.nextCellValue(line, span: span, lexer: lexer) : nil
                let fromNextCell = nextCell != nil
                stated = stated ?? nextCell
                // A used token is looked at again only for a color written with it: its type and
                // size readers (`Typography: uses typography.body (15pt)`) already judge what they read.
                // A path that names no token was used by no reader, whatever else on its line was.
                let firstStated = stated?.components(separatedBy: " / ").first { $0 != "?" }
                // A dimension token glossed by a length (`radius.picker-sheet (16pt)`) is looked at
                // too: a reader that took the length as the radius did not compare it with the token.
                // So is an opacity token glossed by a percentage (`20% (opacity.emotion-chip-hover)`).
                let glossesDimension = firstStated.map { Lex.length(Substring($0)) != nil || (path.hasPrefix("opacity.") && $0.hasSuffix("%")) } ?? false
                    && !path.hasPrefix("typography") && !path.hasPrefix("font")
                // `Deep Teal #4ECDC4` holds a literal after its name.
                let statesLiteral = firstStated.map { stated in lexer.spans(in: stated).contains { $0.isColorLiteral } } ?? false
                if usedHere, !glossesDimension, !statesLiteral, case .found(_, _, _) = session.index.lookupPath(path) { continue }
                let range = spanRange(line: number, from: column(span.start), to: column(span.end))
                let env = valueEnv(range)
                session.currentNode = nil
                if stated == nil, case .found(let token, _, _) = session.index.lookupPath(path) {
                    // A mention without a value is a reference: no claim to judge.
                    session.use(token, at: range)
                    continue
                }
                stated = stated.map { inLineMode($0, path: path, line: line, anyMode: usedHere || fromNextCell || underModeLead(lines, at: offset)) }
                if let claim = ClaimReader.resolveClaim(path, stated: stated, usage: nil, group: nil, env: env) {
                    draft.document.tokenClaims.append(claim)
                }
            }
        }
    }

    /// The value stated on a line, in the mode it is stated for: a line keyed by a mode (`- Dark:
    /// error message → `color.system.error` (#E74C3C)`) states that mode's value. Where a reader
    /// used the token (`anyMode`), it knew the row's mode (a `Mode` column, a dark table); this
    /// line alone does not: a color that is the token's in one mode matches.
    func inLineMode(_ value: String, path: String, line: String, anyMode: Bool) -> String {
        if !value.contains(" / "), let mode = Self.keyedMode(line, vocabulary: draft.vocabulary) { return session.index.statedIn(mode, value) }
        // `Muri dark mode outline … color.border.default #3C4347`: a line naming a mode anywhere
        // may state that mode's value; a color that is the token's in no mode is still drift.
        return anyMode || namesMode(line) ? inTheModeItMatches(value, path: path) : value
    }

    /// Whether a word of the line names a mode (`dark`, `Malhele`, `торик`).
    func namesMode(_ line: String) -> Bool {
        line.lowercased().split { !$0.isLetter }.contains { draft.vocabulary.mode(String($0)) != nil }
    }

    /// Whether a list item stands under a line naming a mode (`Dark mode:`, `### Dark mode`): the
    /// first line above the list that is no item of it. Its values are that mode's, whichever
    /// mode it is.
    func underModeLead(_ lines: [Substring], at offset: Int) -> Bool {
        let item = lines[offset].drop { $0 == " " }
        guard ["- ", "* ", "+ "].contains(where: { item.hasPrefix($0) }) else { return false }
        var index = offset - 1
        while index >= 0 {
            let text = String(lines[index]).trimmed
            let isItem = ["- ", "* ", "+ "].contains(where: { text.hasPrefix($0) }) || lines[index].hasPrefix("  ")
            if text.isEmpty || isItem {
                index -= 1
                continue
            }
            let lead = text.drop { $0 == "#" || $0 == " " || $0 == "*" }.prefix { $0 != ":" && $0 != "*" }
            let words = lead.lowercased().split { !$0.isLetter }.map(String.init)
            return words.count <= 4 && words.contains { draft.vocabulary.mode($0) != nil } && (text.hasPrefix("#") || text.contains(":"))
        }
        return false
    }

    /// The mode a line's or a sentence's key names (`- Dark: …`, `Dark mode: …`, `Modd tywyll: …`),
    /// or nil.
    static func keyedMode(_ line: String, vocabulary: QualifierVocabulary) -> String? {
        var text = Substring(line.trimmed)
        for marker in ["- ", "* ", "+ ", "> "] where text.hasPrefix(marker) { text = text.dropFirst(marker.count) }
        guard let key = ItemExtraction.splitKey(String(text)).key else { return nil }
        return vocabulary.mode(Normalize.name(key))
    }

    /// A single color stated for a token, as the value of the mode in which it is the token's
    /// (`? / #B2BEC3`); the value as written when it is the token's in no mode.
    func inTheModeItMatches(_ value: String, path: String) -> String {
        let modes = session.index.modes
        guard !value.contains(" / "), modes.count > 1, case .found(let token, _, _) = session.index.lookupPath(path),
            let (_, color, _) = Lex.colorLiteral(Substring(value)),
            let mode = session.index.modes(of: token, holding: color).first
        else { return value }
        return session.index.statedIn(mode, value)
    }

    /// The color literal or length opening the table cell right after the one holding `span`
    /// when that cell holds only the token (`| `color.text.secondary` | Slate Gray #636E72 |`).
    static func nextCellValue(_ line: String, span: ValueSpan, lexer: ValueLexer) -> String? {
        let chars = Array(line)
        var close = span.end
        while close < chars.count, chars[close] == " " || chars[close] == "`" { close += 1 }
        guard close < chars.count, chars[close] == "|" else { return nil }
        var open = span.start - 1
        while open >= 0, chars[open] == " " || chars[open] == "`" { open -= 1 }
        guard open >= 0, chars[open] == "|" else { return nil }
        var rest = chars[(close + 1)...]
        var cell = String(rest.prefix { $0 != "|" })
        // A color token's value is a color, never the row's size in the next column.
        let isColorToken = span.text.lowercased().drop { $0 == "{" }.hasPrefix("color")
        // `| Chip corners | radius.chip | — | — | 16dp |`: a dimension token's length is the first
        // stated cell after it, past the columns the row leaves empty.
        while !isColorToken, ["", "—", "–", "-"].contains(cell.trimmed), let next = rest.firstIndex(of: "|"), rest[(next + 1)...].contains("|") {
            rest = rest[(next + 1)...]
            cell = String(rest.prefix { $0 != "|" })
        }
        guard rest.contains("|"), let first = lexer.spans(in: cell).first(where: { $0.kind == .color || (!isColorToken && $0.kind == .length) }) else { return nil }
        if first.kind == .color, !(first.text.hasPrefix("#") || first.text.contains("(")) { return nil }
        return first.text
    }

    /// A type style's size and weight from a row's `Size` and `Weight` columns (`17pt semibold`);
    /// nil without a size column. A bare size is in points.
    static func typographyColumns(_ line: String, header: String) -> String? {
        func cells(_ text: String) -> [String] {
            text.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { String($0).trimmed }
        }
        let names = cells(header).map { $0.lowercased() }
        let values = cells(line)
        guard let sizeColumn = names.firstIndex(where: { ["size", "font size", "font-size", "text size"].contains($0) }), sizeColumn < values.count else { return nil }
        var size = values[sizeColumn]
        guard let first = size.first, first.isNumber else { return nil }
        if size.allSatisfy({ $0.isNumber || $0 == "." }) { size += "pt" }
        guard let weightColumn = names.firstIndex(where: { ["weight", "font weight", "font-weight"].contains($0) }), weightColumn < values.count,
            !values[weightColumn].isEmpty
        else { return size }
        return "\(size) \(values[weightColumn].lowercased())"
    }

    /// The column in the file of character `offset` of a line's plain text (marks left out,
    /// characters of several scalars counted as written); worked out only for a line that reports.
    static func writtenColumn(_ raw: Substring, number: Int, plain: String, offset: Int) -> Int {
        let positions = Fragment.line(raw, number: number).positions ?? []
        let leading = plain.prefix { $0 == " " || $0 == "\t" }.count
        let index = offset - leading
        guard !positions.isEmpty, index >= 0 else { return offset + 1 }
        return index < positions.count ? positions[index].column : positions[positions.count - 1].column + (index - positions.count + 1)
    }

    /// The header row of the table whose row is line `row` (0-based), when that line is a row.
    static func tableHeader(_ lines: [Substring], row: Int) -> Substring? {
        func isRow(_ line: Substring) -> Bool { line.drop { $0 == " " }.hasPrefix("|") }
        func isSeparator(_ line: Substring) -> Bool { isRow(line) && line.allSatisfy { "|-: \t".contains($0) } && line.contains("-") }
        guard row < lines.count, isRow(lines[row]), !isSeparator(lines[row]) else { return nil }
        var index = row - 1
        while index >= 1, isRow(lines[index]) {
            if isSeparator(lines[index]) { return isRow(lines[index - 1]) ? lines[index - 1] : nil }
            index -= 1
        }
        return nil
    }

    /// `| Secondary border | `color.border.default` | `#E1E6EA` | `#3C4347` |` under `| Role |
    /// Token | Light | Dark |`: the colors of the cells after the token's whose headers name
    /// the modes, one per mode (`#E1E6EA / #3C4347`); nil unless every mode has one.
    func modeColumnValues(_ line: String, header: String, span: ValueSpan) -> String? {
        let modes = draft.vocabulary.modes
        guard modes.count > 1 else { return nil }
        let chars = Array(line)
        let tokenCell = chars[..<min(span.start, chars.count)].filter { $0 == "|" }.count
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let headers = header.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard cells.count == headers.count else { return nil }
        var perMode: [String: String] = [:]
        var lengths: [String] = []
        // Under a `Token` column, the row's mode columns on either side give its values
        // (`| field | Fill #25292C | color.background.surface |` under `Layer | Dark | Token`).
        let tokenColumn = tokenCell < headers.count && ["token", "variable", "tokens", "variables"].contains(where: { headers[tokenCell].lowercased().contains($0) })
        for index in cells.indices where index > tokenCell || (tokenColumn && index > 0 && index < tokenCell) {
            guard let mode = roleAssigner.mode(in: Fragment(text: headers[index], line: 0, column: 1)), perMode[mode] == nil else { continue }
            let spans = roleLexer.spans(in: cells[index])
            if let color = spans.first(where: { $0.kind == .color && $0.text.hasPrefix("#") }) {
                perMode[mode] = color.text
            } else if spans.count == 1, spans[0].kind == .length {
                lengths.append(spans[0].text)
            }
        }
        // `| radius.button | 8px | 8px |`: a dimension has one value, the same in every mode column.
        if perMode.isEmpty, lengths.count == modes.count, Set(lengths).count == 1 { return lengths[0] }
        guard perMode.count == modes.count || (tokenColumn && !perMode.isEmpty) else { return nil }
        return modes.map { perMode[$0] ?? "?" }.joined(separator: " / ")
    }

    /// `(#F9FAFB light / #2C3135 dark)`, `(#B2BEC3 in dark)`, `(16pt)` after a token: its value, per
    /// mode where the parenthesis gives one per mode.
    func parenthesizedValue(_ inner: String) -> String? {
        // `(Golden Orange 15% → #FEF3F1 on the white card)`: what the token is, then what it
        // composites to over its ground.
        if let arrow = inner.range(of: " → ") {
            let head = String(inner[..<arrow.lowerBound])
            if !head.trimmed.isEmpty { return parenthesizedValue(head) }
        }
        let innerSpans = roleLexer.spans(in: inner)
        if let first = innerSpans.first, first.kind != .token {
            let modes = draft.vocabulary.modes
            let literals = innerSpans.filter { $0.kind == first.kind }
            if literals.count == modes.count, literals.count > 1 {
                // `#F9FAFB light / #2C3135 dark`, `#FF6B6B, dark #FF8787`: a literal that names its
                // mode is that mode's; the others fill the remaining modes in order.
                var named: [String: String] = [:]
                var unnamed: [String] = []
                let pieces = inner.components(separatedBy: " / ").flatMap { Fragment(text: $0, line: 0, column: 1).parts() }
                for piece in pieces {
                    guard let literal = roleLexer.spans(in: piece.text).first(where: { $0.kind == first.kind }) else { continue }
                    if let mode = roleAssigner.mode(in: piece), named[mode] == nil { named[mode] = literal.text } else { unnamed.append(literal.text) }
                }
                var remaining = unnamed.makeIterator()
                return modes.map { named[$0] ?? remaining.next() ?? "?" }.joined(separator: " / ")
            }
            // `#B2BEC3 in dark`: the value in one mode.
            if let mode = roleAssigner.mode(in: Fragment(text: inner, line: 0, column: 1)), modes.count == 2 {
                return modes.map { $0 == mode ? first.text : "?" }.joined(separator: " / ")
            }
            // `color.premium.background (Golden Orange 15%)`: a color at a share of its opacity.
            if first.kind == .color, let percent = Self.percentAfter(Array(inner), first.end) { return "\(first.text) at \(percent)% opacity" }
            return first.text
        }
        return nil
    }

    /// `15%`, `at 15%`, `@ 15%` right after a position: the percentage, or nil.
    static func percentAfter(_ chars: [Character], _ end: Int) -> String? {
        var rest = String(chars[end...]).trimmed
        for lead in ["at ", "@ ", "@"] where rest.hasPrefix(lead) { rest = String(rest.dropFirst(lead.count)).trimmed }
        let number = rest.prefix { $0.isNumber || $0 == "." }
        guard !number.isEmpty, rest.dropFirst(number.count).drop(while: { $0 == " " }).first == "%" else { return nil }
        return String(number)
    }

    /// `Light Gray #E3E8EB / Dark Gray #3C4347.`: one color literal per mode, in the document's
    /// mode order, up to the sentence's end; nil for anything else.
    func modeSeries(_ text: String) -> String? {
        let modes = draft.vocabulary.modes
        var sentence = text
        if let end = sentence.textRange(of: ". ") { sentence = String(sentence[..<end.lowerBound]) }
        var pieces = sentence.components(separatedBy: " / ")
        // `White #FFFFFF · 🌙 Background Black #1A1D1F`: a middle dot before the other mode's.
        let dotted = sentence.components(separatedBy: " · ")
        if pieces.count == 1, dotted.count == modes.count, dotted.dropFirst().allSatisfy({ roleAssigner.mode(in: Fragment(text: $0, line: 0, column: 1)) != nil }) {
            pieces = dotted
        }
        guard modes.count > 1, pieces.count == modes.count else { return nil }
        var literals: [String] = []
        for piece in pieces {
            let colors = roleLexer.spans(in: piece).filter { $0.isColorLiteral }
            guard colors.count == 1 else { return nil }
            literals.append(colors[0].text)
        }
        // `rgb(99, 110, 114) / hsl(196, 7%, 41.8%)`: one color written twice, not one per mode.
        if literals.count == 2, ColorReader.restatesOneColor(literals[0], literals[1]) { return literals[0] }
        return literals.joined(separator: " / ")
    }

    /// The index of the parenthesis closing the one at `open`, nested ones skipped.
    static func matchingParenthesis(_ chars: [Character], from open: Int) -> Int? {
        var depth = 0
        for index in open..<chars.count {
            if chars[index] == "(" { depth += 1 }
            if chars[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The percentage written with an opacity token: after it (`= 20%`, `: 20%`, `(20%)`, a
    /// table's next cell, or a fraction of one, `(0.38)`, as its percentage) or before it when
    /// the path is in parentheses (`20% (opacity.emotion-chip-hover)`).
    static func statedShare(_ chars: [Character], span: ValueSpan) -> String? {
        var index = span.end
        while index < chars.count, [" ", "`", "=", ":", "(", "—", "–", "|"].contains(chars[index]) { index += 1 }
        // `` `opacity.disabled` at 0.38 ``, `is 40%`: a linking word before the share.
        for word in ["at ", "is ", "of "] where index + word.count < chars.count && String(chars[index..<(index + word.count)]).lowercased() == word
            && chars[index + word.count].isNumberFast
        {
            index += word.count
        }
        let after = Substring(String(chars[min(index, chars.count)...]))
        if let (_, rest) = Lex.percent(after), after.first?.isNumber == true { return String(after[..<rest.startIndex]) }
        if let fraction = leadingFraction(after) { return fraction }
        var before = span.start - 1
        while before >= 0, [" ", "`"].contains(chars[before]) { before -= 1 }
        guard before >= 0, chars[before] == "(" else { return nil }
        before -= 1
        while before >= 0, chars[before] == " " { before -= 1 }
        guard before >= 0, chars[before] == "%" else { return nil }
        var start = before - 1
        while start >= 0, chars[start].isNumber || chars[start] == "." || chars[start] == "," { start -= 1 }
        return start + 1 < before ? String(chars[(start + 1)...before]) : nil
    }

    /// `0.38`, `0,5`, `.4` opening the text, followed by no unit or letter: the fraction as a
    /// percentage (`38%`).
    static func leadingFraction(_ text: Substring) -> String? {
        let digits = text.prefix { $0.isNumberFast || $0 == "." || $0 == "," }
        let after = text.dropFirst(digits.count).first
        guard !digits.isEmpty, after.map({ !$0.isLetter && $0 != "%" }) ?? true,
            let value = Double(String(digits).replacingOccurrences(of: ",", with: ".")), value >= 0, value <= 1
        else { return nil }
        let percent = (value * 1000).rounded() / 10
        return (percent == percent.rounded() ? String(Int(percent)) : String(percent)) + "%"
    }

    /// The one color literal of a gloss (up to its sentence's end or the next token) when the
    /// token has the same value in every mode, or the gloss is an inspect panel's (`token ·
    /// #F7F8FA`, one mode's value, matched to the mode it is the token's in); nil otherwise.
    func singleLiteral(_ text: String, path: String, anyModes: Bool) -> String? {
        guard case .found(let token, _, _) = session.index.lookupPath(path), path.hasPrefix("color.") else { return nil }
        let modes = session.index.modes
        let values = modes.compactMap { session.index.color(token, mode: $0)?.quantized }
        var gloss = text
        if let end = gloss.textRange(of: ". ") { gloss = String(gloss[..<end.lowerBound]) }
        let spans = roleLexer.spans(in: gloss)
        let upToNextToken = spans.prefix { $0.kind != .token }
        var literals = upToNextToken.filter { $0.kind == .color && ($0.text.contains("#") || $0.text.contains("(")) }
        // `→ #F9FAFB (Dev Mode gives Color(red: 0.98, …))`: a literal in a remark in parentheses
        // restates the one before it.
        let chars = Array(gloss)
        let outside = literals.filter { literal in chars[..<min(literal.start, chars.count)].filter { $0 == "(" }.count == chars[..<min(literal.start, chars.count)].filter { $0 == ")" }.count }
        if !outside.isEmpty { literals = outside }
        // `rgba(0, 0, 0, 0.5)` as written; a name's hex without the name.
        func written(_ span: ValueSpan) -> String { span.text.firstIndex(of: "#").map { String(span.text[$0...]) } ?? span.text }
        func color(_ span: ValueSpan) -> RGBA? { Lex.colorLiteral(Substring(written(span))).map { $0.1.quantized } }
        if Set(values).count > 1, !anyModes {
            // `color.background.surface: Off-White #F9FAFB → #2D3436` (a list of what dark mode
            // changes): the first mode's value, then the second's.
            if literals.count == 2, modes.count == 2, gloss.containsText("→"), color(literals[0]) == values.first {
                return "\(written(literals[0])) / \(written(literals[1]))"
            }
            // One literal may be one mode's value, with the other's to come; one that is no
            // mode's value, written right after the path's colon or dash, is the token's in none.
            guard literals.count == 1, spans.first?.start == 0, spans.first?.kind == .color, let value = color(literals[0]), !values.contains(value)
            else { return nil }
        }
        guard literals.count == 1, let literal = literals.first else { return nil }
        return written(literal)
    }

    /// `radius.chip · 20`: an inspect panel prints a dimension token's value as a bare number
    /// of points after its dot (at `index`); nil for anything else.
    func bareDimensionGloss(_ chars: [Character], at index: Int, path: String) -> String? {
        guard index + 2 < chars.count, chars[index] == "·", case .found(let token, _, _) = session.index.lookupPath(path),
            session.index.token(token)?.type == .dimension
        else { return nil }
        var start = index + 1
        while start < chars.count, chars[start] == " " { start += 1 }
        let digits = String(chars[start...].prefix { $0.isNumberFast || $0 == "." })
        let after = start + digits.count
        guard !digits.isEmpty, digits.first != ".", after == chars.count || !chars[after].isLetter else { return nil }
        return RoleAssigner.points(digits)
    }

    /// The value written with the token at `position`: in parentheses right after it, after
    /// ` = `, right after it, or right before it when the path is in parentheses.
    /// `:COLOR: #4F5A5E — =color.text.secondary=`, `:RADIUS: 16pt — =radius.card=`: a value, a
    /// dash, then the token it is, with nothing after the token (`index`, past its spaces).
    static func valueBeforeDash(_ chars: [Character], spans: [ValueSpan], at position: Int, after index: Int) -> String? {
        guard position > 0, index == chars.count || !["—", "–", ":", "=", "→", "("].contains(chars[index]) else { return nil }
        let span = spans[position]
        var previous = spans[position - 1]
        // `#F5F6FA Off-White — color.background.surface`: a literal with its name after it.
        if previous.kind == .color, !previous.text.contains("#"), position > 1, spans[position - 2].kind == .color, spans[position - 2].text.hasPrefix("#"),
            chars[spans[position - 2].end..<previous.start].allSatisfy({ $0 == " " })
        {
            previous = ValueSpan(kind: .color, start: spans[position - 2].start, end: previous.end, text: spans[position - 2].text)
        }
        let between = chars[previous.end..<span.start].filter { $0 != " " && $0 != "`" }
        let isColorToken = span.text.lowercased().drop { $0 == "{" }.hasPrefix("color")
        let literal = previous.kind == .color && (previous.text.contains("#") || previous.text.contains("("))
        return ["—", "–"].contains(String(between)) && (isColorToken ? literal : previous.kind == .length) ? previous.text : nil
    }

    /// The value a parenthesis after a token gives (`(#C8D1D5)`, `(#B2BEC3 in dark)`), or, when
    /// it names only a mode (`⬜ #F5F6FA Off-White — color.background.surface (light)`), a
    /// swatch's value before the dash, in that mode.
    func valueWithParenthesis(_ inner: String, _ chars: [Character], spans: [ValueSpan], at position: Int) -> String? {
        if let value = parenthesizedValue(inner) { return value }
        guard let mode = draft.vocabulary.mode(inner.lowercased()), let value = Self.valueBeforeDash(chars, spans: spans, at: position, after: chars.count) else { return nil }
        return session.index.statedIn(mode, value)
    }

    func statedValue(_ line: String, spans: [ValueSpan], at position: Int) -> String? {
        let chars = Array(line)
        let span = spans[position]
        var index = span.end
        while index < chars.count, chars[index] == " " { index += 1 }
        if index < chars.count, chars[index] == "(", let close = Self.matchingParenthesis(chars, from: index) {
            return valueWithParenthesis(String(chars[(index + 1)..<close]).trimmed, chars, spans: spans, at: position)
        }
        if index + 1 < chars.count, chars[index] == "=" {
            return position + 1 < spans.count ? spans[position + 1].text : nil
        }
        // `#1E272E · token color.text.primary`: an inspect panel's value, then the token it names.
        if position > 0, spans[position - 1].kind == .color, spans[position - 1].text.hasPrefix("#") {
            let between = String(chars[spans[position - 1].end..<span.start]).lowercased().filter { $0.isLetter }
            if ["token", "var", "variable"].contains(between) { return spans[position - 1].text }
        }
        if let value = Self.valueBeforeDash(chars, spans: spans, at: position, after: index) { return value }
        // `size.tag.height — 28pt`, `radius.card: 16pt`: a dash or a colon glosses a dimension
        // token with its length; `color.border.default — Light Gray #E3E8EB / Dark Gray #3C4347`
        // a color token with one literal per mode. (A single color after a dash may be one mode's,
        // with more to come: the readers below and the mode columns take those.)
        // `radius.picker-sheet → 16pt`, `color.background.surface · #F7F8FA`: an arrow to the
        // value it resolves to, or an inspect panel's dot, glosses it too.
        let arrow = index + 2 < chars.count && chars[index] == "-" && chars[index + 1] == ">"
        if let points = bareDimensionGloss(chars, at: index, path: span.text) { return points }
        if index + 1 < chars.count, ["—", "–", ":", "→", "⇒", "·", ","].contains(chars[index]) || arrow, position + 1 < spans.count {
            var start = index + (arrow ? 2 : 1)
            while start < chars.count, chars[start] == " " { start += 1 }
            let next = spans[position + 1]
            // After a comma, a length glosses a dimension (`size.tag.height, 28px`); a color's is
            // a value of its own (`color.separator, 0,5pt, hell …`).
            if next.start == start, next.kind == .length, chars[index] != "," || !span.text.lowercased().hasPrefix("color") { return next.text }
            if let series = modeSeries(String(chars[start...])) { return series }
            // `color.emotion.thoughtful — Cool Blue #5DA9F5`: a token with one value in every
            // mode is glossed by one literal.
            if let single = singleLiteral(String(chars[start...]), path: span.text, anyModes: chars[index] == "·") { return single }
        }
        if position + 1 < spans.count, spans[position + 1].start == index, [.length, .dimensions, .color].contains(spans[position + 1].kind) {
            let next = spans[position + 1]
            // `color.border.default Light Gray #D1D8DC`: a name with its hex states the hex.
            if next.kind == .color, !next.text.hasPrefix("#"), position + 2 < spans.count, spans[position + 2].kind == .color,
                spans[position + 2].text.hasPrefix("#"), spans[position + 2].start <= next.end + 1
            {
                return spans[position + 2].text
            }
            // `typography.footnote 13 reg`: a bare text size is in points, with the weight after it.
            if next.kind == .length, next.text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }) {
                let weight = String(chars[next.end...]).split { !$0.isLetter }.first.map(String.init) ?? ""
                return "\(RoleAssigner.points(next.text)) \(weight)".trimmed
            }
            return next.text
        }
        // `color.separator, 0,5pt, hell #DFE6E9, dunkel #353B3F`: a value per named mode.
        // Up to the next token path: what follows that one is its own value.
        let restEnd = spans[(position + 1)...].first { $0.kind == .token }?.start ?? chars.count
        let rest = Fragment(text: String(chars[span.end..<restEnd]), line: 0, column: 1)
        var perMode: [String: String] = [:]
        // `— Slate Gray #636E72 light / #A4B0B5 dark`: each side of a ` / ` names its own mode.
        let restParts = !rest.text.contains("#") && roleAssigner.mode(in: rest) == nil ? [] : rest.parts()
        for part in restParts.flatMap({ $0.text.components(separatedBy: " / ").map { Fragment(text: $0, line: 0, column: 1) } }) {
            guard let mode = roleAssigner.mode(in: part), let color = roleLexer.spans(in: part.text).first(where: { $0.kind == .color && $0.text.hasPrefix("#") }) else { continue }
            perMode[mode] = perMode[mode] ?? color.text
        }
        if perMode.count == draft.vocabulary.modes.count, perMode.count > 1 {
            return draft.vocabulary.modes.map { perMode[$0]! }.joined(separator: " / ")
        }
        // `44 pt (size.chip.height)`: the value before the parenthesis holding the path.
        var before = span.start - 1
        while before >= 0, chars[before] == " " { before -= 1 }
        if before >= 0, chars[before] == "(", position > 0 {
            let previous = spans[position - 1]
            var gap = previous.end
            while gap < chars.count, chars[gap] == " " { gap += 1 }
            if gap == before, previous.kind != .token { return previous.text }
        }
        return nil
    }
}

enum TokenMentionReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "token-mention", title: "Token paths with a value",
        summary: "A token path anywhere — a sentence, a cell, a reference list — must name a token, and a value written with it (`= 12pt`, `32pt` right after, `(#C8D1D5)`, `(#B2BEC3 in dark)`, `hell #DFE6E9, dunkel #353B3F`, an opacity token's `at 0.38`, a gloss after `—`, `:`, `→` or an inspect panel's `·` (a bare number after a dimension token is points; one literal that is the token's value in no mode, or a change from its first mode's value `→` to its second's, `color.background.surface: #F9FAFB → #2D3436`), a name with its hex (`Light Gray #D1D8DC`; one color restated in another notation, `rgb(99, 110, 114) / hsl(196, 7%, 41.8%)`, is one value), `44 pt (size.chip.height)`, an opacity's percentage (`20% (opacity.emotion-chip-hover)`) or fraction (`| `opacity.disabled` | 0.38 |`), a dimension token's length in the first cell the row fills after it (`| radius.chip | — | — | 16dp |`), a value and a dash before the token with nothing after it (`16pt — radius.card`, `#4F5A5E — color.text.secondary`; a swatch's name between, and the mode in parentheses after, `#F5F6FA Off-White — color.background.surface (light)`), a value after a comma (`color.overlay.backdrop`, rgba(0, 0, 0, 0.5)`; a length only for a dimension), a CSS custom property's value beside a comment naming the token (`--radius-card: 12px; /* radius.card */`), or a code line's one color or one number beside a comment naming the token and its mode (`error: Color(0xFFFF5252), // color.system.error (dark)`, `BorderRadius.circular(10), // radius.md`)) must be the token's. In a code sample, a path read from the design system's tokens (`tokens.spacing.xxsm`, `theme.radius.card`) must name one; a group indexed in code (`tokens.color.emotion[mood]`) names none. A literal in a remark in parentheses after the value (`→ #F9FAFB (Dev Mode gives Color(red: 0.98, …))`) restates it and is not a second value. A list item under a line naming a mode (`Dark mode:`, `### Dark mode`) states the value of whichever mode it matches.",
        examples: [
            SpecReadingExample(
                "The sheet's top corners use `radius.sheet` = 12pt and the handle is `color.drag-handle` (#DFE6E9).",
                facts: ["token radius.sheet: drift", "token color.drag-handle: matches"]),
            SpecReadingExample("We tried `color.background.elevated` in dark mode.", facts: ["token color.background.elevated: unknown"]),
            // A literal written with a name is the value stated: the name may fit several colors.
            SpecReadingExample(
                """
                | Role | Token | Value |
                |---|---|---|
                | Hairline dividers | `color.separator` | Light Gray, R 224 G 224 B 224 (#E0E0E0) |
                """,
                facts: ["token color.separator: drift"]),
            SpecReadingExample(
                """
                - ⬜ #F5F6FA Off-White — `color.background.surface` (light)
                - ⬛ #1A1D1F Background Black — `color.background.primary` (dark)
                """,
                facts: ["token color.background.surface: drift", "token color.background.primary: matches"]),
            // Items under a line naming a mode state that mode's values.
            SpecReadingExample(
                """
                Dark mode:
                - Borders and separators `color.border.default` #3C4347.
                """,
                facts: ["token color.border.default: matches"], absent: ["token color.border.default: drift"]),
            // One color restated in another notation is one value, not one per mode.
            SpecReadingExample(
                "**Secondary text** — `color.text.secondary`, rgb(99, 110, 114) / hsl(196, 7%, 41.8%). Dates and metadata.",
                facts: ["token color.text.secondary: matches"], absent: ["token color.text.secondary: drift"]),
            SpecReadingExample(
                """
                | Element | Token | Color | Background | Size |
                |---|---|---|---|---|
                | Chip corners | radius.chip | — | — | 16dp |
                """,
                facts: ["token radius.chip: drift"]),
            SpecReadingExample(
                """
                - Radius: 16pt — `radius.card`
                - Color: #4F5A5E — `color.text.secondary`
                - Background: #FFFFFF — `color.background.primary` (light)
                """,
                facts: ["token radius.card: drift", "token color.text.secondary: drift"],
                absent: ["token color.background.primary: drift"]),
            // A path that changes a group (`icon` for `text`) names no token, even where the
            // token it resembles has an alias of its own (`color.neutral.text.secondary`).
            SpecReadingExample("The migration maps it to `color.icon.secondary`.", facts: ["token color.icon.secondary: unknown"]),
            SpecReadingExample(
                """
                ## Mørk tilstand

                - color.background.surface: Off-White #F9FAFB → #2D3436
                - color.background.card: White #FFFFFF → Elevated Surface #2C3135
                - color.border.default: #123456
                """,
                facts: ["token color.background.surface: drift", "token color.background.card: matches", "token color.border.default: drift"]),
            SpecReadingExample("## Buttons\n\n- We use `opacity.disabled` at 0.38 for disabled buttons.", facts: ["token opacity.disabled: drift"]),
            SpecReadingExample(
                """
                ```tsx
                const styles = StyleSheet.create({
                  meta: { marginLeft: tokens.spacing.xxsm, color: tokens.color.text.secondary },
                  badge: { backgroundColor: tokens.color.emotion[mood] },
                });
                ```
                """,
                facts: ["token spacing.xxsm: unknown"], absent: ["token color.text.secondary: unknown", "token color.emotion: unknown"]),
            SpecReadingExample(
                """
                ```dart
                error: Color(0xFFFF5252),   // color.system.error (dark)
                outline: Color(0xFF3C4347), // color.border.default (dark)
                borderRadius: BorderRadius.circular(10), // radius.md
                ```
                """,
                facts: ["token color.system.error: drift", "token color.border.default: matches", "token radius.md: drift"]),
            SpecReadingExample(
                "on track `color.switch.active` (#FF6B6B, dark #FF8787), off track `color.background.surface` (#F9FAFB light / #24292C dark)",
                facts: ["token color.switch.active: matches", "token color.background.surface: drift"]),
            SpecReadingExample(
                """
                ## Chip

                | Property | Default | Selected |
                |---|---|---|
                | Border | 1pt `color.border.default` (#E2E8EA) | none |
                """,
                facts: ["token color.border.default: drift"]),
            SpecReadingExample(
                """
                - Divider: 1dp, `color.border.default` Light Gray #D1D8DC
                - Section line: `color.background.surface` · #F7F8FA · 100%
                - Sheet corners: `radius.picker-sheet` → 16pt
                - Thoughtful — `color.emotion.thoughtful` — Cool Blue #5DA9F5
                - Hover: the emotion color at 20% (`opacity.emotion-chip-hover`)
                - Corner radius: `radius.chip` · 20
                """,
                facts: [
                    "token color.border.default: drift", "token color.background.surface: drift", "token radius.picker-sheet: drift",
                    "token color.emotion.thoughtful: drift", "token opacity.emotion-chip-hover: drift", "token radius.chip: drift",
                ]),
            SpecReadingExample(
                """
                | Token | Light | Dark |
                |---|---|---|
                | `opacity.disabled` | `0.38` | `0.38` |

                ```css
                :root {
                  --radius-card: 16px;            /* radius.card */
                }
                ```

                - Backdrop: `color.overlay.backdrop`, rgba(0, 0, 0, 0.5), over the whole viewport.
                - Tag height: `size.tag.height`, 28px
                """,
                facts: ["token opacity.disabled: drift", "token radius.card: drift", "token color.overlay.backdrop: drift", "token size.tag.height: drift"]),
            // A named color at a share glosses a translucent token; an arrow after it gives what
            // it composites to, which is not the token's value.
            SpecReadingExample(
                """
                ## Settings

                - Badge label: `color.premium.foreground` #FAB1A0 on `color.premium.background` (Golden Orange 15% → #FEF3F1 on the white card)
                """,
                facts: ["token color.premium.background: matches"], absent: ["token color.premium.background: drift"]),
            SpecReadingExample(
                """
                ## Settings

                - Plus badge: `color.premium.background` (Golden Orange 30%)
                """,
                facts: ["token color.premium.background: drift"]),
        ])
}
