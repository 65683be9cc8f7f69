import Diagnostics

/// Writers of Japanese, Chinese and Korean separate a key from its value with a full-width
/// colon and no space (`文字色：#A4ADB1`), list values with `、`, end sentences with `。` and
/// write parentheses, slashes and digits in their full-width forms. The reader splits keys at
/// `: `, parts at `, ` and sentences at `. `, so a document is read with these marks folded to
/// their ASCII forms, spaced the way an English writer spaces them. Line numbers are unchanged
/// (no line break is added); the spots where a line grew are recorded, so what the reader reports
/// is moved back to the file's own columns. A document without any of these marks is returned as
/// it is.
///
/// Writers of Arabic separate parts with `،` and `؛`, may write digits in their Arabic-Indic
/// forms (`١٦`, `٢٫٥`, `٧٠٪`), and their editors leave direction marks (U+200F) and short vowels
/// (`حدّ`, `ارتفاعاً`) inside words: the marks are folded like the full-width ones, the digits
/// to ASCII, and the invisible marks and vowels are left out, so `حدّ` is the word `حد`.
///
/// Hindi writers end sentences with the danda `।`, read as a full stop; Amharic writers key a
/// value with `፦` and end a sentence with `።`, folded like the full-width marks. A line led by a bullet
/// sign (`•`, `ㆍ`, `①`) — or by an en dash or a cross and a space (`– note`, `× done`, as a
/// bullet journal writes) — is a list item, as a `- ` one is.
enum FullWidthFolding {
    /// Marks folded to ASCII with the spacing an English writer gives them.
    static let spaced: [Character: String] = [
        "：": ": ", "、": ", ", "，": ", ", "；": "; ", "。": ". ", "（": " (", "）": ") ", "／": " / ", "＋": " + ",
        "「": " \"", "」": "\" ", "『": " \"", "』": "\" ", "・": " · ", "　": " ", "～": "~", "〜": "~",
        // Ethiopic (Amharic): the preface colon and the colon, the full stop, the comma and the semicolon.
        "፦": ": ", "፥": ": ", "።": ". ", "፣": ", ", "፤": "; ",
        // A crescent moon marks what holds in dark mode (`White #FFFFFF · 🌙 #1A1D1F`).
        "🌙": " dark ",
    ]

    /// Marks that open a list item where Markdown knows only `-`, `*`, `+` and `1.`: the
    /// Korean `ㆍ`, the Japanese `・`, bullets and squares typed in a word processor (`•`, `■`,
    /// `▪`), circled numbers (`①`). At the start of a line (after indentation) they become `-`,
    /// so the line is a list item like any other.
    static func isListMark(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return listMarks.contains(character) || (0x2460...0x2473).contains(scalar.value) || (0x2776...0x277F).contains(scalar.value)
    }

    static let listMarks: Set<Character> = ["ㆍ", "・", "•", "‣", "◦", "∙", "■", "□", "▪", "▫", "●", "○", "◆", "◇", "▶", "►", "▸", "➤"]

    /// Marks that lead a list item only when a space follows: an en dash (`– note`) and a
    /// bullet journal's "done" cross (`× photo: full-bleed`).
    static let spacedListMarks: Set<Character> = ["–", "×"]

    /// Arabic punctuation and the ASCII mark it stands for.
    static let arabicSeparators: [Character: Character] = ["،": ",", "؛": ";", "؟": "?"]

    /// Arabic-Indic and Persian digits, and the Arabic decimal, thousands and percent signs, as ASCII.
    static func arabicDigit(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x0660...0x0669: Unicode.Scalar(scalar.value - 0x0660 + 0x30)
        case 0x06F0...0x06F9: Unicode.Scalar(scalar.value - 0x06F0 + 0x30)
        case 0x066B: "."
        case 0x066C: ","
        case 0x066A: "%"
        default: nil
        }
    }

    /// Direction marks, Arabic short vowels and the tatweel: nothing a reader reads.
    static func isLeftOut(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x064B...0x0652, 0x0670, 0x0640: true
        default: false
        }
    }

    static func fold(_ file: SourceFile) -> (file: SourceFile, shifts: ColumnShifts) {
        // Every mark folded here is three bytes in UTF-8 led by 0xE2, 0xE3 or 0xEF, an Arabic
        // one led by 0xD8, 0xD9 or 0xDB, the cross `×` (0xC3 0x97), the danda `।` (0xE0), or an
        // Ethiopic one (0xE1).
        guard file.text.utf8.contains(where: isLeadByte) else {
            return (file, ColumnShifts())
        }
        let folded = fold(file.text)
        // Most documents with such bytes (an em dash, an arrow) hold no mark to fold.
        guard folded.text != file.text else { return (file, ColumnShifts()) }
        return (SourceFile(path: file.path, text: folded.text), folded.shifts)
    }

    /// The folded text, and where its lines grew. Columns count Unicode scalars, as
    /// `SourceLocation` does.
    static func fold(_ text: String) -> (text: String, shifts: ColumnShifts) {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var shifts = ColumnShifts()
        let lines = characterLines(text)
        for (offset, line) in lines.enumerated() {
            if offset > 0 { out.append("\n") }
            // A line without a mark to fold stays as it is (most lines, em dashes and arrows
            // included).
            guard needsFolding(line) else {
                out += line
                continue
            }
            foldLine(line, number: offset + 1, lineEnd: offset + 1 < lines.count ? "\n" : nil, into: &out, shifts: &shifts)
        }
        return (out, shifts)
    }

    /// `text.split(separator: "\n", omittingEmptySubsequences: false)`, found over the bytes: a
    /// line feed is a character of its own unless a carriage return is before it.
    static func characterLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        for offset in text.lineFeedOffsets(afterReturn: false) {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            lines.append(text[start..<end])
            start = utf8.index(after: end)
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }

    /// Whether a line holds a mark folded here: a full-width, CJK or Arabic one anywhere, the
    /// danda, a direction mark, or a bullet sign (led by 0xE2, 0xE3 or 0xC3) opening the line.
    static func needsFolding(_ line: Substring) -> Bool {
        // Every mark folded here is outside ASCII: a line of ASCII (most) has none.
        guard line.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        let bytes = Array(line.utf8)
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        // Only a list mark is folded at the start of a line: box drawing and arrows (`│`, `→`)
        // are looked at like the rest of it.
        if [0xE2, 0xE3, 0xC3].contains(bytes[first]), let mark = line.drop(while: { $0 == " " || $0 == "\t" }).first,
            isListMark(mark) || spacedListMarks.contains(mark)
        {
            return true
        }
        var index = first
        while index < bytes.count {
            switch bytes[index] {
            case 0xE3, 0xEF, 0xD8, 0xD9, 0xDB:
                return true
            case 0xE0 where index + 2 < bytes.count && bytes[index + 1] == 0xA5 && bytes[index + 2] == 0xA4:
                return true
            case 0xE1 where index + 2 < bytes.count && bytes[index + 1] == 0x8D && (0xA1...0xA8).contains(bytes[index + 2]):
                // Ethiopic punctuation (U+1361–U+1368).
                return true
            case 0xE0 where index + 1 < bytes.count && (0xB8...0xBB).contains(bytes[index + 1]):
                // Thai and Lao: words are spaced (`thaiBreaks`).
                return true
            case 0xF0 where index + 3 < bytes.count && bytes[index + 1] == 0x9F && bytes[index + 2] == 0x8C && bytes[index + 3] == 0x99:
                // 🌙
                return true
            case 0xE2 where index + 2 < bytes.count:
                let (second, third) = (bytes[index + 1], bytes[index + 2])
                if second == 0x80, third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third) { return true }
                if second == 0x81, (0xA6...0xA9).contains(third) { return true }
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Thai and Lao are written without spaces between words, and designers run English UI words and
    /// values into them (`สีGolden Orange #FAB1A0 บนพื้นขาว`). The character offsets where a space
    /// goes: where Thai or Lao meets a Latin letter, a digit or a value's mark, and around the
    /// words of their tables (`LanguageWords.thaiLexicon`, longest first).
    static func thaiBreaks(_ text: Substring) -> Set<Int> {
        guard text.utf8.contains(0xE0) else { return [] }
        let chars = Array(text)
        func isThai(_ character: Character) -> Bool { character.unicodeScalars.first.map { LanguageWords.unspacedScripts.contains($0.value) } ?? false }
        func isLatinEdge(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber || "#`{(".contains(character))
        }
        var out = Set<Int>()
        var index = 0
        while index < chars.count {
            guard isThai(chars[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < chars.count, isThai(chars[index]) { index += 1 }
            if start > 0, isLatinEdge(chars[start - 1]) || chars[start - 1] == ")" { out.insert(start) }
            if index < chars.count, isLatinEdge(chars[index]) { out.insert(index) }
            var position = start
            while position < index {
                guard let word = LanguageWords.thaiLexicon.first(where: { word in
                    position + word.count <= index && chars[position..<(position + word.count)].elementsEqual(word)
                }) else {
                    position += 1
                    continue
                }
                if position > start { out.insert(position) }
                if position + word.count < index { out.insert(position + word.count) }
                position += word.count
            }
        }
        return out
    }

    /// The moon as the word it stands for; before the word itself (`🌙 Dark`), a space, so the
    /// mode is said once. Opening a list item (`- 🌙 fill #FF8787, label white`), it keys the item
    /// as `Dark:` would.
    static func moon(after start: Substring, before rest: Substring) -> String {
        // `🌙 Dark mode`, `| 🌙 Dark |`, not `🌙 Dark Gray #3C4347`, a color's name.
        let lower = rest.drop(while: { $0 == " " }).lowercased()
        if lower.hasPrefix("dark") {
            let after = lower.dropFirst(4)
            let next = after.drop(while: { $0 == " " }).prefix { $0.isLetter }
            if after.first?.isLetter != true, after.first != " " || next.isEmpty || next == "mode" || next == "theme" { return " " }
        }
        let lead = start.trimmingCharacters(in: .whitespaces)
        return lead.isEmpty || lead == "-" || lead == "*" || lead == "+" ? "dark: " : " dark "
    }

    static func isLeadByte(_ byte: UInt8) -> Bool {
        byte == 0xE1 || byte == 0xE2 || byte == 0xE3 || byte == 0xEF || byte == 0xD8 || byte == 0xD9 || byte == 0xDB || byte == 0xC3 || byte == 0xE0 || byte == 0xF0
    }

    /// Folds one line; `lineEnd` is the character after it (a mark before the line break is
    /// followed by something other than a space).
    static func foldLine(_ text: Substring, number line: Int, lineEnd: Character?, into out: inout String, shifts: inout ColumnShifts) {
        var column = 1
        var lineStart = true
        var characters = text.makeIterator()
        var pending = characters.next()
        let breaks = thaiBreaks(text)
        var index = -1
        while let character = pending {
            pending = characters.next()
            index += 1
            if breaks.contains(index), let last = out.last, last != " ", last != "\n" {
                // A space before the word (one column more).
                out.append(" ")
                shifts.widen(line: line, column: column, width: 2)
                column += 1
            }
            // A mark alone on its line (a redline's `②` pasted from a PDF) opens no item: as `-`
            // it would underline the paragraph above into a heading.
            let alone = pending == nil || pending == "\n" || pending == "\r\n"
            if lineStart, !alone, isListMark(character) || (spacedListMarks.contains(character) && pending == " ") {
                lineStart = false
                // `ㆍ 배경: …` → `- 배경: …`; `①배경` → `- 배경` (one column more).
                out.append("-")
                if let next = pending ?? lineEnd, next != " " {
                    out.append(" ")
                    shifts.widen(line: line, column: column, width: 2)
                    column += 2
                } else {
                    column += 1
                }
                continue
            }
            if character != " ", character != "\t" { lineStart = false }
            if let mark = arabicSeparators[character] {
                // `، ` → `, `; `،X` → `, X` (one column more).
                out.append(mark)
                column += 1
                if let next = pending ?? lineEnd, next != " " {
                    out.append(" ")
                    shifts.widen(line: line, column: column - 1, width: 2)
                    column += 1
                }
                continue
            }
            if character.unicodeScalars.contains(where: { isLeftOut($0) || arabicDigit($0) != nil }) {
                for scalar in character.unicodeScalars {
                    if isLeftOut(scalar) {
                        shifts.drop(line: line, column: column)
                        continue
                    }
                    out.unicodeScalars.append(arabicDigit(scalar) ?? scalar)
                    column += 1
                }
                continue
            }
            if let replacement = spaced[character].map({ character == "🌙" ? moon(after: text.prefix(index), before: text.dropFirst(index + 1)) : $0 }) {
                out += replacement
                let width = replacement.unicodeScalars.count
                shifts.widen(line: line, column: column, width: width)
                column += width
                continue
            }
            column += character.unicodeScalars.count
            if character == "।" {
                // Hindi's danda ends a sentence as a full stop does.
                out.append(".")
            } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0)
            {
                // Full-width letters, digits and signs (`１２ｐｔ`, `＃FF6B6B`) are their ASCII forms.
                out.unicodeScalars.append(ascii)
            } else {
                out.append(character)
            }
        }
    }
}
