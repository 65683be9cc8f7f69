import Diagnostics

/// A transcript of a designer talking (a voice memo, a recorded walkthrough) says its values in
/// words: `forty-four points`, `twelve point seven to one`, `sixty percent`, `hash B two B E C
/// three`. The document is read with those written as a spec writes them (`44pt`, `12.7:1`,
/// `60%`, `#B2BEC3`); each replacement is shorter than what it replaces, and the characters it
/// leaves out are recorded, so what is reported points at the file's own columns. Numbers in
/// words are replaced only where a unit, a ratio, a `by` or a hex mark says they are values.
enum SpokenValues: SpecReading {
    static let description = SpecReadingDescription(
        id: "spoken-values", title: "Values said in words",
        summary: "In a transcript, a number in words is a value where a unit, a ratio, a size or a hex mark says so: `forty-four points` is 44pt, `twelve point seven to one` 12.7:1, `sixty percent` 60%, `forty-four by forty-four` 44 × 44, `hash B two B E C three` #B2BEC3. Other numbers in words are left as words. What is reported points at the words in the file.",
        examples: [
            SpecReadingExample(
                """
                ## New entry

                Canvas: White #FFFFFF

                The refresh button is thirty-two by thirty-two points, and the caption is ten points, hash six three six E seven two.
                """,
                facts: ["target refresh button: 32×32"]),
        ])

    static let ones: [String: Int] = [
        "zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = ["twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90]
    static let units: [String: String] = ["points": "pt", "pixels": "px", "percent": "%", "dp": "dp", "sp": "sp", "pt": "pt", "px": "px"]

    /// A word of the line and where it is (characters).
    struct Word {
        var text: String
        var start: Int
        var end: Int
        var lower: String {
            var out = Substring(text.lowercased())
            while let last = out.last, SpokenValues.punctuation.contains(last) { out.removeLast() }
            while let first = out.first, SpokenValues.punctuation.contains(first) { out.removeFirst() }
            return String(out)
        }
    }

    static let punctuation: Set<Character> = [",", ".", ";", ":", "!", "?", "(", ")", "\"", "…"]

    static func fold(_ text: String) -> (text: String, shifts: ColumnShifts) {
        // Most documents say no value in words: a byte check for the words that mark one.
        guard markers.contains(where: { text.containsBytes($0) }) else { return (text, ColumnShifts()) }
        var shifts = ColumnShifts()
        let lines = FullWidthFolding.characterLines(text)
        // Where the markers stand, found over the whole text at once: no marker holds a line
        // feed, so each stands within one line.
        let marked = markers.flatMap { text.byteOffsets(of: $0) }.sorted()
        var next = 0
        var out: [String] = []
        var changed = false
        for (offset, line) in lines.enumerated() {
            let end = text.utf8.distance(from: text.utf8.startIndex, to: line.utf8.endIndex)
            let holdsMarker = next < marked.count && marked[next] < end
            while next < marked.count, marked[next] <= end { next += 1 }
            // Only a line with a word that marks a value is looked at word by word.
            guard holdsMarker else {
                out.append(String(line))
                continue
            }
            let folded = foldLine(String(line), number: offset + 1, shifts: &shifts)
            changed = changed || folded != line
            out.append(folded)
        }
        return changed ? (out.joined(separator: "\n"), shifts) : (text, ColumnShifts())
    }

    /// Words that say a number in words is a value (as written: a transcript writes them in
    /// lowercase).
    static let markers = ["points", "percent", "pixels", " to one", "hash ", "Hash ", " by ", "point "]

    /// The words of a line, split at spaces and hyphens between number words.
    static func words(_ line: [Character]) -> [Word] {
        var out: [Word] = []
        var start: Int?
        for index in 0...line.count {
            let boundary = index == line.count || line[index] == " "
            if boundary {
                if let begin = start { out.append(Word(text: String(line[begin..<index]), start: begin, end: index)) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        return out
    }

    /// The number said by the words from `index` (`forty-four`, `one hundred twenty`, `twelve
    /// point seven`): its text and the index after it.
    static func number(_ words: [Word], from index: Int) -> (String, Int)? {
        func integer(_ text: String) -> Int? {
            let parts = text.split(separator: "-").map(String.init)
            if parts.count == 2, let ten = tens[parts[0]], let one = ones[parts[1]], one < 10 { return ten + one }
            if parts.count == 1 { return ones[text] ?? tens[text] }
            return nil
        }
        var position = index
        guard position < words.count, var value = integer(words[position].lower) else { return nil }
        position += 1
        if position < words.count, tens[words[position - 1].lower] != nil, let one = ones[words[position].lower], one < 10, one > 0 {
            value += one
            position += 1
        }
        if position < words.count, words[position].lower == "hundred" {
            value *= 100
            position += 1
            if position < words.count, let rest = integer(words[position].lower) {
                value += rest
                position += 1
            }
        }
        var text = String(value)
        // `twelve point seven`, `three point nine five`: digits after the point.
        if position + 1 < words.count, words[position].lower == "point", let digit = ones[words[position + 1].lower], digit < 10 {
            text += "."
            position += 1
            while position < words.count, let digit = ones[words[position].lower], digit < 10 {
                text += String(digit)
                position += 1
            }
        }
        return (text, position)
    }

    static func foldLine(_ line: String, number lineNumber: Int, shifts: inout ColumnShifts) -> String {
        let chars = Array(line)
        let words = words(chars)
        guard !words.isEmpty else { return line }
        var replacements: [(start: Int, end: Int, text: String)] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            // `hash B two B E C three`: one hex digit a word, six of them.
            if ["hash", "pound"].contains(word.lower), let (hex, next) = spokenHex(words, from: index + 1) {
                replacements.append((word.start, words[next - 1].end - trailing(words[next - 1]), "#" + hex))
                index = next
                continue
            }
            guard let (value, next) = number(words, from: index) else {
                index += 1
                continue
            }
            var text = value
            var end = next
            if next < words.count, let unit = units[words[next].lower] {
                text += unit
                end = next + 1
            } else if next + 1 < words.count, words[next].lower == "to", ["one", "1"].contains(words[next + 1].lower) {
                text += ":1"
                end = next + 2
            } else if next < words.count, words[next].lower == "by", let (other, after) = number(words, from: next + 1) {
                text += " × " + other
                end = after
                if after < words.count, let unit = units[words[after].lower] {
                    text += unit
                    end = after + 1
                }
            } else {
                index = next
                continue
            }
            replacements.append((word.start, words[end - 1].end - trailing(words[end - 1]), text))
            index = end
        }
        guard !replacements.isEmpty else { return line }
        var out = ""
        var cursor = 0
        var column = 1
        for replacement in replacements {
            for character in chars[cursor..<replacement.start] {
                out.append(character)
                column += character.unicodeScalars.count
            }
            out += replacement.text
            column += replacement.text.unicodeScalars.count
            let saidWidth = chars[replacement.start..<replacement.end].reduce(0) { $0 + $1.unicodeScalars.count }
            for _ in 0..<max(0, saidWidth - replacement.text.unicodeScalars.count) { shifts.drop(line: lineNumber, column: column) }
            cursor = replacement.end
        }
        out += String(chars[cursor...])
        return out
    }

    /// Trailing punctuation of a word (kept in the text after a replacement).
    static func trailing(_ word: Word) -> Int {
        word.text.reversed().prefix { punctuation.contains($0) }.count
    }

    /// Six (or three) hex digits said one a word (`B`, `two`, `E`), from `index`.
    static func spokenHex(_ words: [Word], from index: Int) -> (String, Int)? {
        var digits = ""
        var position = index
        while position < words.count, digits.count < 6 {
            let word = words[position].lower
            if word.count == 1, let character = word.first, character.isHexDigit {
                digits.append(Character(character.uppercased()))
            } else if let digit = ones[word], digit < 10 {
                digits += String(digit)
            } else {
                break
            }
            position += 1
        }
        return digits.count == 6 || digits.count == 3 ? (digits, position) : nil
    }
}
