import DesignModel
import Diagnostics
import Foundation

/// Decides, for every value-bearing line of a document (docs/spec-format.md §2.16) — any line
/// holding a value `ValueLexer` finds, wherever it stands — whether it became a fact or was
/// reported, and reports every other one as `spec/unread` at its line, saying what was
/// recognized on it and what was missing. Nothing a designer writes with a value is dropped
/// silently, and a document Kiln cannot read shows a low figure.
enum LineCoverage {
    /// Classifies the document's value lines against what its model holds and what `session`
    /// reported, reporting the silent ones to `notes` (`session` is only read: documents are
    /// classified side by side).
    static func evaluate(
        _ document: inout SpecDocument, draft: DocumentDraft, screens: [Int: String], session: SpecSession, notes: SpecSession, index: TokenIndex
    ) {
        let lexer = draft.valueLexer ?? ValueLexer(index: index, palette: draft.palette)
        var read = Set<Int>()
        // Lines where a color became something: a line whose values were read but whose colors
        // all went unused is reported, not counted as read.
        var colorRead = Set<Int>()
        func mark(_ range: SourceRange) { if range.file == document.file { read.insert(range.start.line) } }
        func markColor(_ range: SourceRange) { if range.file == document.file { colorRead.insert(range.start.line) } }
        func markWithColor(_ range: SourceRange) {
            mark(range)
            markColor(range)
        }
        // A document's own color definition (`Mist = #777777`, a swatch tag) is read: it names
        // the color wherever the document writes that name.
        for pin in draft.palette.values {
            read.insert(pin.line)
            colorRead.insert(pin.line)
        }
        document.forEachNode { node in
            if node.kind == .part { mark(node.range) }
            for property in node.properties {
                for entry in property.entries where entry.range.file == document.file {
                    if case .unreadable(let text) = entry.value, !SystemBackground.names(text) { continue }
                    mark(entry.range)
                    switch entry.value {
                    // `…, on white`: a ground named by a word takes none of the line's written colors.
                    case .color(let value) where MeasuredPairReading.plainColorWords[value.written] != nil: break
                    case .color, .border, .icon: markColor(entry.range)
                    default: if [.color, .background, .border, .icon, .shadow].contains(property.kind) { markColor(entry.range) }
                    }
                }
            }
            for state in node.states { markWithColor(state.range) }
            for variant in node.variants {
                markWithColor(variant.range)
                for binding in variant.bindings { mark(binding.range) }
            }
            if let on = node.on { markWithColor(on.range) }
            for base in node.bases { markWithColor(base.range) }
        }
        for entry in document.background?.entries ?? [] { markWithColor(entry.range) }
        for claim in document.contrastClaims { markWithColor(claim.range) }
        for claim in document.touchTargetClaims { mark(claim.range) }
        // A token restated with its value (`color.link.default #FF6B6B`) is checked for drift, but
        // that reads only the token and its value: another value beside them on the line
        // (`link: color.link.default #FF6B6B on the page bg, 15px / 600`) still needs a fact.
        var tokenClaimLines = Set<Int>()
        for claim in document.tokenClaims where claim.range.file == document.file { tokenClaimLines.insert(claim.range.start.line) }
        // A claim read across a paragraph's line break covers every line it stands on.
        for claim in document.scopedClaims {
            for line in claim.range.start.line...max(claim.range.start.line, claim.range.end.line) {
                markWithColor(SourceRange(file: claim.range.file, start: SourceLocation(line: line, column: 1), end: SourceLocation(line: line, column: 1)))
            }
        }
        for style in draft.typeStyles { mark(style.range) }
        // A line that names a token is read only when the tokens are all it holds: a color or a
        // size written beside a token (`helper line `typography.footnote` in Slate Gray
        // #636E72`) is a value of its own that some fact must take.
        var tokenLines = Set<Int>()
        for (_, _, range) in session.tokenUses where range.file == document.file { tokenLines.insert(range.start.line) }
        var reported = Set<Int>()
        for diagnostic in session.diagnostics.diagnostics where diagnostic.range.file == document.file {
            reported.insert(diagnostic.range.start.line)
        }
        var candidates: [Int: LineCandidate] = [:]
        for candidate in draft.candidates where candidates[candidate.range.start.line] == nil {
            candidates[candidate.range.start.line] = candidate
        }
        let screenStarts = screens.keys.sorted().map { (line: draft.nodes[$0].range.start.line, name: screens[$0]!) }.sorted { $0.line < $1.line }
        var lines: [SpecLineCoverage] = []
        // A pasted sheet is read as the table it is, not as code.
        var fences = FenceTracker()
        let rawLines = draft.lines.slices
        for (offset, raw) in rawLines.enumerated() {
            let number = offset + 1
            let trimmed = raw.drop { $0 == " " || $0 == "\t" }
            guard let inFence = fences.isCode(rawLines, at: offset) else { continue }
            // A table's header row names its columns; a thread's post counter numbers a post.
            if trimmed.hasPrefix("|"), offset + 1 < rawLines.count, Self.isDelimiterRow(rawLines[offset + 1]) { continue }
            if ThreadPostReading.isPostCounter(trimmed) { continue }
            let spans = draft.lineSpans[number] ?? lexer.spans(in: Fragment.plain(raw))
            guard !spans.isEmpty else { continue }
            let screen = screenStarts.last { $0.line <= number }?.name
            let shown = Self.shown(raw)
            let kinds = spans.map(\.kind.rawValue)
            let status: SpecLineCoverage.Status
            let colors = spans.filter { $0.kind == .color }
            if !read.contains(number), tokenClaimLines.contains(number), Self.onlyGlossesTokens(spans) {
                read.insert(number)
                colorRead.insert(number)
            }
            if read.contains(number), !colors.isEmpty, !colorRead.contains(number), !reported.contains(number), !inFence {
                // `| Week letters | Text | Slate Gray #636E72 | Dark Gray #3C4347 | 11pt |` read for
                // its size only: the colors on it were dropped, and that is said at the line.
                status = .unread
                let names = colors.prefix(4).map { "`\($0.text)`" }.joined(separator: ", ")
                notes.note(
                    .specUnread,
                    "read in part: `\(shown)` — its other values were read, but not the color\(colors.count > 1 ? "s" : "") \(names): not which element \(colors.count > 1 ? "they paint" : "it paints") or in what role (text, background, border, icon)",
                    at: draft.lines.lineRange(number), hint: silentHint(spans))
            } else if read.contains(number) || (tokenLines.contains(number) && spans.allSatisfy { $0.kind == .token }) {
                status = .read
            } else if reported.contains(number) {
                status = .unread
            } else if spans.allSatisfy({ $0.kind == .length || $0.kind == .dimensions }),
                RoleWords.motionWords.contains(where: shown.lowercased().containsText)
            {
                // Distances in a motion (`Fade in + slide up 10pt`) are for people.
                status = .prose
            } else {
                status = .unread
                let range = draft.lines.lineRange(number)
                if let candidate = candidates[number], let message = unreadMessage(candidate, isColor: { text in
                    let env = ValueEnv(session: notes, vocabulary: draft.vocabulary, variables: draft.variables, range: candidate.range)
                    if case .success = ColorReader.parse(text, env: env) { return true }
                    return false
                }, isQualifier: { key in
                    draft.vocabulary.parse(key).map { $0.0.count > 0 } ?? false
                }) {
                    notes.note(.specUnread, message.text, at: candidate.range, hint: message.hint)
                } else {
                    notes.note(.specUnread, silentMessage(shown, spans: spans, inCode: inFence), at: range, hint: silentHint(spans))
                }
            }
            lines.append(SpecLineCoverage(status: status, text: shown, screen: screen, range: draft.lines.lineRange(number), values: kinds))
        }
        document.coverage = lines
    }

    /// Whether a line's values beside its tokens are of the tokens' own kind, all colors or all
    /// sizes (`spacing.md (16pt)`, `colors.primary.coral (#FF6B6B / #FF8787)`, a palette row's
    /// name and hex). A color and a size (`color.link.default #FF6B6B …, 15px / 600`) are an
    /// element's values, which a fact must take.
    static func onlyGlossesTokens(_ spans: [ValueSpan]) -> Bool {
        let values = spans.filter { $0.kind != .token }
        let colors = values.filter { $0.kind == .color }.count
        return colors == 0 || colors == values.count
    }

    /// `|---|:--:|`: the row under a table's header.
    static func isDelimiterRow(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("|") && trimmed.containsText("-") && trimmed.allSatisfy { "|-: ".contains($0) }
    }

    /// The line as a note quotes it: list and quote markers and emphasis removed, shortened.
    static func shown(_ raw: Substring) -> String {
        var text = String(raw).trimmed
        for marker in ["- ", "* ", "+ ", "> "] where text.hasPrefix(marker) { text = String(text.dropFirst(marker.count)).trimmed }
        // Foundation's replacing goes through NSString on Linux: a line of ASCII without the
        // marks (most lines) has nothing to replace.
        // Nor does a line whose other characters are composed already (`Normalize.isComposed`):
        // none of them is another spelling of `*` or `` ` ``.
        if text.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "`") }) || !Normalize.isComposed(text) {
            text = text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
        }
        return text.count > 80 ? String(text.prefix(77)) + "…" : text
    }

    /// "not read: `…` — recognized a color (#FFFFFF) and a size (44 × 44pt), but not what
    /// they belong to": what the line holds and what the reader could not tell.
    static func silentMessage(_ shown: String, spans: [ValueSpan], inCode: Bool) -> String {
        var seen = Set<String>()
        var parts: [String] = []
        for span in spans where seen.insert(span.kind.rawValue + span.text).inserted && parts.count < 4 {
            parts.append("\(span.kind.phrase) (\(span.text))")
        }
        let recognized = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts.first ?? ""
        let missing: String
        if inCode {
            missing = "a code sample is not read as the design"
        } else if spans.allSatisfy({ $0.kind == .ratio }) {
            missing = "not which colors the ratio is about (a claim reads \"X on Y: 4.5:1\")"
        } else if spans.contains(where: { $0.kind == .color }) {
            missing = "not which element \(spans.count > 1 ? "they belong" : "it belongs") to or what the color paints (text, background, border, icon)"
        } else {
            missing = "not which element \(spans.count > 1 ? "they belong" : "it belongs") to or what \(spans.count > 1 ? "they measure" : "it measures") (size, touch target, text size, spacing)"
        }
        return "not read: `\(shown)` — recognized \(recognized), but \(missing)"
    }

    static func silentHint(_ spans: [ValueSpan]) -> String? {
        "name the element (a heading, a table row, a `Name:` item) and the role (`Text:`, `Background:`, `Border:`, `Touch target:`); docs/spec-format.md lists every phrasing Kiln reads"
    }

    /// Why a line that produced no fact looks like one Kiln should have read, or nil for prose.
    static func unreadMessage(
        _ candidate: LineCandidate, isColor: (String) -> Bool = { _ in false }, isQualifier: (String) -> Bool = { _ in false }
    ) -> (text: String, hint: String?)? {
        if !candidate.isTableRow, candidate.key == nil { return nil }
        // Most prose states nothing measurable: no digit, `#` or `.`; then only a color key
        // (a named color) can still be a fact left unread.
        let raw = candidate.isTableRow ? candidate.text : candidate.value
        if !raw.utf8.contains(where: { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: ".") }) {
            guard let written = candidate.key, !candidate.isTableRow, let property = KeyTable.property(written),
                [.color, .background, .border].contains(property.kind)
            else { return nil }
        }
        let key = candidate.key.map(Normalize.key) ?? ""
        if KeyTable.documentationKeys.contains(key) || SpecVocabulary.proseKeys.contains(key) { return nil }
        let value = Normalize.text(candidate.value).trimmed
        if !candidate.isTableRow, Lex.quoted(Substring(value)) != nil { return nil }
        let shown = candidate.text.count > 80 ? String(candidate.text.prefix(77)) + "…" : candidate.text
        let kinds = ValueShape.kinds(of: candidate.isTableRow ? candidate.text : value)
        if !candidate.isTableRow, let written = candidate.key, let property = KeyTable.property(written),
            ValueShape.checkedKinds.contains(property.kind)
        {
            let isValue = !kinds.isEmpty || ([.color, .background, .border].contains(property.kind) && isColor(value))
            guard isValue else { return nil }
            // A key Kiln knows, in a place it does not read properties from (a documentation
            // section, a group it keeps as text, a refinement of another value).
            return (
                "not understood: `\(shown)` — `\(property.key.lowercased())` is read from a screen's or component's own lines; here it is kept as documentation",
                "put it under the component's heading, or give the group a heading of its own (docs/spec-format.md §2.4)")
        }
        guard !kinds.isEmpty else { return nil }
        let sources = kinds.map { SpecVocabulary.readFromPhrase($0) }.joined(separator: "; ")
        var hint: String?
        if let key = candidate.key, let suggestion = SpecVocabulary.suggestion(for: key, kinds: kinds) {
            hint = "did you mean `\(suggestion)`?"
        } else if candidate.isTableRow {
            hint = "a table is read when its first column is `Property`, `State` or `Variant` (docs/spec-format.md §2.8)"
        } else if let key = candidate.key, !isQualifier(key), let id = kinds.first.flatMap(SpecVocabulary.exampleID) {
            hint = "if \"\(Normalize.name(key))\" is your team's word for one of these, add it in kiln.yaml: `specs: { vocabulary: { \(id): [\(Normalize.name(key))] } }`"
        }
        return ("not understood: `\(shown)` — \(sources)", hint)
    }
}

/// What a value looks like, without reading it: which kinds of fact it could state.
enum ValueShape {
    enum Kind: Hashable {
        case color, length, opacity, duration, ratio
    }

    /// Words of a motion description ("Fade in + slide up 10pt (100ms delay)"): its numbers
    /// are timings and distances for people, not facts Kiln checks.
    /// Kinds of fact a rule checks: a known key of these kinds left unread is reported.
    static let checkedKinds: Set<SpecValueKind> = [.color, .background, .border, .radius, .length, .size, .touchTarget, .padding, .typography, .opacity, .fontWeight]

    static let motionWords = [
        "fade", "slide", "scale", "rotat", "translate", "wiggle", "loop", "delay", "spring", "ease", "shimmer", "flash",
        "bounce", "dismiss", "→", "->", "animat", "pulse", "progress", "continuously",
    ]
    /// Words that make a percentage an opacity rather than a progress or a count.
    static let opacityWords = ["opacity", "alpha", "black", "white", "overlay", "dim", "tint", "transparent", "background", "blur"]

    static let motionBytes = motionWords.map { Array($0.utf8) }
    static let opacityBytes = opacityWords.map { Array($0.utf8) }

    /// Byte substring search (the words are short; the values are lines).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        let first = needle[0]
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    static func kinds(of text: String) -> [Kind] {
        // Fast path: a value with no digit and no `#` states nothing measurable (most prose).
        guard text.utf8.contains(where: { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "#") })
            || (text.utf8.contains(UInt8(ascii: ".")) && hasColorPath(text))
        else { return [] }
        var kinds: [Kind] = []
        let lower = Array(text.lowercased().utf8)
        // One pass over the word starts, trying every lexeme there.
        var color = hasColorPath(text), length = false, percent = false
        _ = Lex.first(in: text) { word -> Bool? in
            if !color, Lex.colorLiteral(word) != nil { color = true }
            if !length, Lex.length(word).map({ $0.0 != 0 }) ?? false || SizeShape.pair(word) { length = true }
            if !percent, Lex.percent(word) != nil { percent = true }
            return nil
        }
        if color { kinds.append(.color) }
        if length { kinds.append(.length) }
        if percent, color || opacityBytes.contains(where: { Self.contains(lower, $0) }) { kinds.append(.opacity) }
        if text.contains(":1") { kinds.append(.ratio) }
        // Timings, and distances and opacities inside a motion description, are prose.
        if !kinds.contains(.color), !kinds.contains(.ratio), motionBytes.contains(where: { Self.contains(lower, $0) }) {
            let hasSize = text.contains("×") || (lower.contains(UInt8(ascii: "x")) && Lex.first(in: text, { SizeShape.pair($0) ? true : nil }) != nil)
            if !hasSize { return [] }
        }
        return kinds
    }

    /// `color.text.primary` or `{color.text.primary}` somewhere in the text.
    static func hasColorPath(_ text: String) -> Bool {
        let lower = text.lowercased()
        for prefix in ["color.", "colors.", "{color"] where lower.contains(prefix) { return true }
        return false
    }
}

/// `32×32`, `32x32pt`: a two-axis size at the start of a text.
enum SizeShape {
    static func pair(_ text: Substring) -> Bool {
        guard let (_, rest) = Lex.number(text) else { return false }
        let after = Lex.skipSpaces(rest)
        guard let first = after.first, first == "x" || first == "×" || first == "X" else { return false }
        return Lex.number(after.dropFirst()) != nil
    }
}
