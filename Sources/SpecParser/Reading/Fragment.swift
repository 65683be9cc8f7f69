import DesignModel
import Diagnostics

/// A piece of a line the role reader reads: a table cell, an item's value, a comma-separated
/// part of either, or a sentence — its text (Markdown emphasis removed), the line it is on and
/// the column it starts at, so that what is read from it points at its words.
struct Fragment {
    var text: String
    var line: Int
    var column: Int
    /// Where each character of `text` is written, when that is not simply the line's run from
    /// `column`: a sentence joined across a paragraph's soft line breaks, or a line whose Markdown
    /// marks were removed. What is read from any part of the fragment points at its own words.
    var positions: [SourceLocation]? = nil
    /// Whether the fragment opens a sentence (the first part, or a part after `. `): words of
    /// an earlier sentence say nothing about its values.
    var opensSentence = true

    /// `#B2BEC3 · 50%`, `#B2BEC3 · Opacity 50%`: a design tool prints a fill's opacity after its
    /// color, set apart by a dot; read as `#B2BEC3 at 50%`, each character still pointing where
    /// it is written.
    /// The fragment with struck-through text (`~~36 × 36pt~~ 44 × 44pt`) blanked, markers and
    /// all: a struck value is the old one, never the design. Its length, and so every value's
    /// place, is kept.
    func withoutStruck() -> Fragment {
        guard text.containsText("~~") else { return self }
        var chars = Array(text)
        var index = 0
        var open: Int?
        var changed = false
        while index + 1 < chars.count {
            guard chars[index] == "~", chars[index + 1] == "~" else {
                index += 1
                continue
            }
            if let start = open {
                for position in start...(index + 1) { chars[position] = " " }
                open = nil
                changed = true
            } else {
                open = index
            }
            index += 2
        }
        guard changed else { return self }
        var out = self
        out.text = String(chars)
        return out
    }

    func withDottedOpacity() -> Fragment {
        guard text.containsText(" · "), text.containsText("%") else { return self }
        let chars = Array(text)
        func location(_ index: Int) -> SourceLocation {
            if let positions, positions.count == chars.count { return positions[index] }
            return SourceLocation(line: line, column: column + index)
        }
        var out: [Character] = []
        var locations: [SourceLocation] = []
        var index = 0
        while index < chars.count {
            if chars[index] == " ", index + 2 < chars.count, chars[index + 1] == "·", chars[index + 2] == " " {
                // `· Opacity 50%`: the word naming the share is part of the separator.
                var start = index + 3
                for word in ["opacity ", "alpha "] where String(chars[start..<min(chars.count, start + word.count)]).lowercased() == word {
                    start += word.count
                }
                var end = start
                while end < chars.count, chars[end].isNumber || chars[end] == "." { end += 1 }
                if end > start, end < chars.count, chars[end] == "%", end + 1 == chars.count || chars[end + 1] == " " {
                    for character in " at " {
                        out.append(character)
                        locations.append(location(index + 1))
                    }
                    index = start
                    continue
                }
            }
            out.append(chars[index])
            locations.append(location(index))
            index += 1
        }
        guard out.count != chars.count else { return self }
        var rewritten = self
        rewritten.text = String(out)
        rewritten.positions = locations
        return rewritten
    }

    /// The fragment's parts: split at top-level `, `, `; ` and ` · ` (a color function's commas
    /// stay inside it) and at sentence ends (`Callout 16pt. The tap area is …`), each located on
    /// the line.
    func parts() -> [Fragment] {
        var out: [Fragment] = []
        var searchFrom = text.startIndex
        for part in Normalize.splitTopLevel(text, separators: [", ", "; ", " · ", " • "]) {
            let sentences = Self.sentences(part.trimmed)
            for (index, sentence) in sentences.enumerated() {
                let trimmed = sentence.trimmed
                guard !trimmed.isEmpty else { continue }
                let found = text.textRange(of: trimmed, in: searchFrom..<text.endIndex)
                let offset = found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0
                if let found { searchFrom = found.upperBound }
                // `on the solid emotion color, e.g. Excited #FDCB6E`: an example continues the part
                // it illustrates.
                if index == 0, let previous = out.last, Self.isExample(trimmed),
                    let start = text.textRange(of: previous.text, backwards: true, in: text.startIndex..<(found?.lowerBound ?? text.endIndex))
                {
                    let previousOffset = text.distance(from: text.startIndex, to: start.lowerBound)
                    var merged = slice(previousOffset, offset + trimmed.count)
                    merged.opensSentence = previous.opensSentence
                    out[out.count - 1] = merged
                    continue
                }
                var piece = slice(offset, offset + trimmed.count)
                piece.text = trimmed
                // A part after `, ` continues its sentence unless the part before ended one.
                piece.opensSentence = out.isEmpty || index > 0 || out.last.map { $0.text.hasSuffix(".") } == true
                out.append(piece)
            }
        }
        return out
    }

    /// Leads of an example that illustrates the part before it.
    static let examplesLeads = ["e.g.", "eg.", "e.g ", "for example", "such as", "for instance"]

    /// Whether a part opens with an example's lead (looked at over its first words only).
    static func isExample(_ part: String) -> Bool {
        let head = part.prefix(12).lowercased()
        return examplesLeads.contains { head.hasPrefix($0) }
    }

    /// A part split at `. ` before a capital letter, outside parentheses and quotes; an
    /// abbreviation (`e.g. Happy`, `Fig. 2`) does not end a sentence.
    static func sentences(_ text: String) -> [String] {
        let chars = Array(text)
        var out: [String] = []
        var current = ""
        var depth = 0
        var index = 0
        while index < chars.count {
            let character = chars[index]
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth = max(0, depth - 1) }
            current.append(character)
            if character == ".", depth == 0, index + 2 < chars.count, chars[index + 1] == " " {
                // The next sentence's first letter (after any further spaces or an opening
                // parenthesis): a capital, or a letter of a script without case (`። በጨለማ`).
                var next = index + 1
                while next < chars.count, chars[next] == " " || chars[next] == "(" { next += 1 }
                let opens = next < chars.count && (chars[next].isUppercase || Self.isCaseless(chars[next]))
                let word = current.dropLast().split(separator: " ").last.map(String.init) ?? ""
                // A short word of letters before the stop is an abbreviation (`approx. 4.5:1`),
                // unless its script has no case (`ላይ`).
                let abbreviation = word.count <= 3 && word.allSatisfy(\.isLetterFast) && !word.allSatisfy(Self.isCaseless)
                if opens, !word.isEmpty, !word.contains("."), !abbreviation {
                    out.append(current)
                    current = ""
                }
            }
            index += 1
        }
        out.append(current)
        return out
    }

    /// A letter of a script without capitals (Ethiopic, Devanagari, Arabic, CJK).
    static func isCaseless(_ character: Character) -> Bool {
        !character.isASCII && character.isLetter && !character.isUppercase && !character.isLowercase
    }

    /// The part of this fragment from character `start` to `end`.
    func slice(_ start: Int, _ end: Int) -> Fragment {
        // A text of plain ASCII is sliced by its bytes, each a character.
        if let bytes = ValueLexer.plainASCII(text) {
            return slice(start, end, count: bytes.count) { String(decoding: bytes[$0], as: UTF8.self) }
        }
        let chars = Array(text)
        return slice(start, end, count: chars.count) { String(characters: chars[$0]) }
    }

    /// `slice` over a text of `count` characters, `part` giving the text of a range of them.
    private func slice(_ start: Int, _ end: Int, count: Int, part: (Range<Int>) -> String) -> Fragment {
        let lower = max(0, min(start, count)), upper = max(lower, min(end, count))
        guard let positions, positions.count == count else {
            return Fragment(text: part(lower..<upper), line: line, column: column + lower, opensSentence: lower == 0 && opensSentence)
        }
        let first = lower < positions.count ? positions[lower] : positions.last.map { SourceLocation(line: $0.line, column: $0.column + 1) }
        return Fragment(
            text: part(lower..<upper), line: first?.line ?? line, column: first?.column ?? column, positions: Array(positions[lower..<upper]),
            opensSentence: lower == 0 && opensSentence)
    }

    /// The fragment with the span's characters blanked: what is left is read without it, each
    /// value where it is written.
    func blanking(_ span: ValueSpan) -> Fragment {
        blanking([span.start..<span.end])
    }

    /// The fragment with the characters of each range blanked, columns kept.
    func blanking(_ ranges: [Range<Int>]) -> Fragment {
        var chars = Array(text)
        for range in ranges {
            for index in max(0, range.lowerBound)..<min(range.upperBound, chars.count) { chars[index] = " " }
        }
        var out = self
        out.text = String(chars)
        return out
    }

    /// The part with `count` characters dropped from each end.
    func trimmed(leading: Int, trailing: Int) -> Fragment {
        slice(leading, text.count - trailing)
    }

    /// Where the fragment is written: from its first character to its last, which may be on a
    /// later line when the fragment is a sentence joined across lines.
    func range(file: String) -> SourceRange {
        if let positions, positions.count == text.count, let first = positions.first, let last = positions.last {
            return SourceRange(file: file, start: first, end: SourceLocation(line: last.line, column: last.column + 1))
        }
        return SourceRange(
            file: file, start: SourceLocation(line: line, column: column),
            end: SourceLocation(line: line, column: column + max(1, text.count)))
    }

    /// A line's text with its Markdown marks removed (as `plain`), each character at its column.
    static func line(_ raw: Substring, number: Int) -> Fragment {
        var text = ""
        var positions: [SourceLocation] = []
        if raw.isASCIIText, !raw.containsByte(where: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "!") }) {
            // A line of ASCII without marks (most lines) is its own text, a character a column.
            text = String(raw)
            positions = (0..<raw.utf8.count).map { SourceLocation(line: number, column: $0 + 1) }
        } else {
            var column = 1
            let images = imageOffsets(raw)
            for (offset, character) in raw.enumerated() {
                defer { column += character.unicodeScalars.count }
                if character == "`" || character == "*" || images.contains(offset) { continue }
                text.append(character == "\u{00A0}" ? " " : character)
                positions.append(SourceLocation(line: number, column: column))
            }
        }
        var fragment = Fragment(text: text, line: number, column: 1, positions: positions)
        let leading = text.prefix { $0 == " " || $0 == "\t" }.count
        let trailing = text.reversed().prefix { $0 == " " || $0 == "\t" || $0 == "\r" }.count
        if leading + trailing < text.count { fragment = fragment.trimmed(leading: leading, trailing: trailing) }
        return fragment
    }

    /// Fragments joined into one, a space standing where one ends and the next begins (a soft
    /// line break inside a sentence).
    static func joined(_ fragments: [Fragment]) -> Fragment? {
        guard var out = fragments.first else { return nil }
        var positions = out.positions ?? (0..<out.text.count).map { SourceLocation(line: out.line, column: out.column + $0) }
        for next in fragments.dropFirst() {
            let end = positions.last ?? SourceLocation(line: out.line, column: out.column)
            let nextPositions = next.positions ?? (0..<next.text.count).map { SourceLocation(line: next.line, column: next.column + $0) }
            // `Place-` / `holder`, `color.emo-` / `tion.grateful`: a word broken at the line's end
            // (text pasted from a PDF) is one word again.
            let chars = Array(out.text)
            if chars.count >= 2, chars[chars.count - 1] == "-", chars[chars.count - 2].isLetterFast, next.text.first?.isLowercase == true {
                out.text.removeLast()
                positions.removeLast()
                out.text += next.text
                positions += nextPositions
                continue
            }
            out.text += " " + next.text
            positions.append(SourceLocation(line: end.line, column: end.column + 1))
            positions += nextPositions
        }
        out.positions = positions
        return out
    }

    /// Lowercased words (letters, digits, `-`, `=`), for role lookups.
    var words: [String] {
        text.lowercased().split { !($0.isLetterFast || $0.isNumberFast || $0 == "-" || $0 == "=") }.map(String.init)
    }

    /// Markdown emphasis and code ticks removed (`**Canvas:**` → `Canvas:`).
    static func plain(_ text: Substring) -> String {
        // Most text has no mark to drop (`` ` ``, `*`, an image's `!`, a no-break space's 0xC2):
        // one byte scan, no copy character by character.
        if !text.containsByte(where: { $0 == 0x60 || $0 == 0x2A || $0 == 0x21 || $0 == 0xC2 }) { return String(text) }
        var out = ""
        let images = imageOffsets(text)
        if images.isEmpty {
            for character in text where character != "`" && character != "*" { out.append(character) }
        } else {
            for (offset, character) in text.enumerated() where character != "`" && character != "*" && !images.contains(offset) { out.append(character) }
        }
        return out.replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    /// Character offsets of images (`![A card with a Peaceful tag](hero.png)`): their alt text
    /// describes a picture, not the design, and is not read.
    static func imageOffsets(_ text: Substring) -> Set<Int> {
        guard text.utf8.contains(0x21), text.containsBytes("![") else { return [] }
        let chars = Array(text)
        var out = Set<Int>()
        var index = 0
        while index + 1 < chars.count {
            guard chars[index] == "!", chars[index + 1] == "[", let close = chars[(index + 2)...].firstIndex(of: "]"),
                close + 1 < chars.count, chars[close + 1] == "(", let end = chars[(close + 1)...].firstIndex(of: ")")
            else {
                index += 1
                continue
            }
            out.formUnion(index...end)
            index = end + 1
        }
        return out
    }
}

/// Documents the subject tree (`SubjectHeadings`, `DocumentBuilder.subject(for:)`).
enum SubjectHeadingReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "subject-heading", title: "Headings of any shape",
        summary: "Without `Screen:` headings or front matter, every heading is a subject: a top-level one is a screen, a deeper one an element of it, whatever its numbering (`## 1 · Reminders`, `### TC-04 Shutter`, `## Frame 12 / Home — Theme=Light`). A heading naming a mode (`Dark mode overrides`, `Theme=Dark`, `Dunkelmodus`) gives its lines that mode — and when the rest of its name is an earlier heading's, overrides that one; `Sizing`, `Variants × states` are parts of their subject's description; `Accessibility` holds claims; `Copy`, `Behaviour`, `Open questions` are for people, but notes of what was decided or observed (`Remediation notes`, `Reproduction notes`, `Observations`) are read.",
        examples: [
            SpecReadingExample(
                """
                ## Timeline

                Background: White #FFFFFF

                ## Reproduction notes

                **Card overflow.** The menu button has a 20×20 px clickable area.
                """,
                facts: ["target menu button: 20×20"]),
            SpecReadingExample(
                """
                ## 1 · Reminders

                Canvas: White #FFFFFF

                ### 1.2 Toggle
                - Color: Light Gray #B2BEC3
                - Size: 51×31pt

                ## Reminders — Theme=Dark

                - 1.2 Toggle — Color: #636E72
                """,
                facts: ["target Toggle: 51×31", "non-text Toggle: #B2BEC3 on #FFFFFF (light)"]),
        ])
}

/// Documents `RoleAssigner`: the role of each value from the words around it.
enum FragmentRoleReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "value-roles", title: "Values and the words around them",
        summary: "A value's role comes from the word beside it — before it (`label #A29BFE`, `fill Muted Purple`, `border 2pt Coral`) or after it (`Primary Coral border`, `44 × 44 hit`, `24pt glyph`, `44pt tall`) — else from the key or column it stands under. `X on Y`, `over Y`, `against Y` set what X sits on, and so does a basic color word alone after the word (`…, on white`, `na białym tle`). `@ 40%`, `#636E72 55%` and an opacity token after `at` (`at opacity.emotion-chip`) are opacities; a literal wins over a name written with it, and one written after what a tint is composited over (`Happy at 15% over white (#FFE9E9)`) is the composite, taken as it is; one color for a text and a graphic (`label and checkmark #FFFFFF`) is the text's; `17/22` is a text size over its line height. A mode word inside a color's name (`Light Gray`, `Dark Gray`) names the color, not a mode, and a weight word inside one is no weight. Two colors joined by `with` (`#D63031 with White text`, `con texto blanco`) paint two parts of one element: the half a role word names takes that role, the other is its counterpart (a text's fill, a fill's text). A whole row (cell, card) stated as the hit area (`whole row is the hit area`, `de hele rij togglet mee`) is the touch target; the element's own box is then its visual size. A background word before a color named after it and a hex of another color (`Background Black #000000`) is the role, not part of the name. A token's text on a literal ground that is the light value of the ground it inherits (`color.text.primary on #FFFFFF` on a `color.background.primary` screen) sits on that ground in every mode.",
        examples: [
            SpecReadingExample(
                """
                ## Entry editor

                Background: White #FFFFFF

                - Unselected chip: fill Muted Blue #6C5CE7 at opacity.emotion-chip, label Charcoal #2D3436
                """,
                facts: ["text Unselected chip: #2D3436 on #6C5CE726 (light)"],
                absent: ["text Unselected chip: #2D3436 on #6C5CE7 (light)"]),
            SpecReadingExample(
                """
                ## Chip states

                Background: White #FFFFFF / Background Black #1A1D1F

                - **Unselected** — Charcoal `#2D3436` label on Happy at 15% over white (`#FFE9E9`): 10.9:1.
                """,
                facts: ["text Unselected: #2D3436 on #FFE9E9 (light)"],
                absent: ["text Unselected: #2D3436 on #FFE9E926 (light)"]),
            SpecReadingExample(
                """
                ## Chip

                Background: White #FFFFFF

                - Selected chip — fill `#FF6B6B`, label and checkmark `#FFFFFF`, 16px regular.
                """,
                facts: ["text Selected chip: #FFFFFF on #FF6B6B (light)"],
                absent: ["non-text Selected chip: #FFFFFF on #FF6B6B (light)"]),
            SpecReadingExample(
                """
                ## Entry editor

                Background: Background Black #1A1D1F

                - Done: Primary Coral text, 14sp medium, on white
                """,
                facts: ["text Done: #FF6B6B on #FFFFFF (light)"], absent: ["text Done: #FF6B6B on #1A1D1F (light)"]),
            SpecReadingExample(
                """
                ## Card

                Canvas: White #FFFFFF

                - Badge: label #A29BFE on #ECEBFF fill, 16/21 Regular, 24 × 24 glyph, 44 × 44 hit, tap opens the filter
                """,
                facts: ["text Badge: #A29BFE on #ECEBFF (light)", "target Badge: 44×44", "text size Badge: 16"]),
            SpecReadingExample(
                """
                ## Photo

                Canvas: White #FFFFFF

                - **Photo counter**:
                  - Background Black #000000 at 60%, radius 8pt
                  - Label 12pt semibold, White #FFFFFF
                """,
                facts: ["text Photo counter: #FFFFFF on #00000099 (light)"]),
            SpecReadingExample(
                """
                ## Compose

                The screen background is color.background.primary.

                - Title: color.text.primary on #FFFFFF, 17pt
                """,
                facts: ["text Compose: #F5F6FA on #1A1D1F (dark)"],
                absent: ["text Compose: #F5F6FA on #FFFFFF (dark)"]),
            SpecReadingExample(
                """
                ## Chip — dark

                Canvas: Background Black #1A1D1F

                - Tag: label Light Gray #B2BEC3
                """,
                facts: ["text Tag: #B2BEC3 on #1A1D1F (dark)"], absent: ["text Tag: #B2BEC3 on #1A1D1F (light)"]),
            SpecReadingExample(
                """
                ## Swipe actions

                Canvas: White #FFFFFF

                - Delete action: keeps Error Red #D63031 with White text, 17pt semibold.
                - Checkbox: 22×22pt (the whole row is the hit area).
                """,
                facts: ["text Delete action: #FFFFFF on #D63031 (light)"],
                absent: ["text Delete action: #D63031 on #FFFFFF (light)", "target Checkbox: 22×22"]),
        ])
}
