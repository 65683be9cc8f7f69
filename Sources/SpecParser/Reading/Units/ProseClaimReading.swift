import DesignModel
import Diagnostics

/// A measured ratio stated in a sentence, in any language (docs/spec-format.md §2.17): the pair
/// is the color before a connector word (`on`, `against`, `over`, `sobre`, `su`, `op`, `zu`) and
/// the color after it, on either side of the ratio (`White on Coral is 4.6:1`, `contraste 5,2:1
/// sobre o fundo`), with a decimal comma or spaces around the colon. A background named by a
/// noun (`on the card`, `against the page`) is the background the claim's element sits on. A
/// sentence that wraps onto the ratio's line is read whole. A ratio after a threshold word (`clears
/// the 3:1`, `mínimo 4,5:1`) is the standard, not the measurement. A claim whose pair cannot be
/// told stays a `spec/unverified-claim` note; words are `ClaimWords`.
enum ProseClaimReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "prose-claim", title: "Stated ratios in sentences",
        summary: "A ratio in a sentence that names a color, a connector (`on`, `over`, `against`, `vs`, `auf`, `zu`, `sur`, `sobre`, `su`, `op`) and what it sits on — a color, a basic color word in any language, or a noun for the background (`the card`, `the page`, `o fundo`) — is a claim about that pair, whichever side of the ratio the pair stands; a noun means the background the element has there. A ratio after a threshold word (`clears the 3:1`, `minimum 4.5:1`) is the standard, not a measurement. A ratio called the contrast (`kontrast 4,6:1`) on a line that gives one element its colors, with no pair named, is about the pair that line draws. A measured ratio whose pair the sentence does not name is otherwise reported as an unverified claim. A name several colors share is read as the one whose token names its side of the pair (`Off-White` behind text: the surface one, not the text one). A pair written after one ratio that leads straight to a ratio of its own (`5,2:1 (temni: #B2BEC3 na #2C3135 — 6,9:1)`) is that later ratio's. In a language that writes its word for on after the ground (`வெள்ளை மேல் 7.1:1`, on white; `#6C5CE7 위 흰 라벨`, a white label on #6C5CE7), the word before the postposition is the ground and the color after it, or else the one before the ground, is what is drawn; in a claim line of an accessibility section, where the word for on is written onto the ground's word (Georgian `თეთრზე (#FFFFFF)`, on white), the literal glossing it, or the color it names, is the ground (a sentence of prose is not read this way yet). A level named within six words after the ratio (`5.2:1, which meets AAA`) is claimed as well, unless denied (`not AA`, `AA only`). A ratio set after the pair by a dash (`#B2BEC3 on #2C3135 — 7.9:1`) is a measurement, and so is one after a copula written onto it (isiZulu's `esingu-13.1:1`).",
        examples: [
            SpecReadingExample(
                """
                ### Photo Card

                | பண்பு | மதிப்பு |
                |---|---|
                | தேதி | `typography.footnote`, 13sp, `color.text.secondary` (#636E72) — வெள்ளை மேல் 7.1:1, AAA |

                ㆍ 슬픔(Sad) 선택 칩: #6C5CE7 위 흰 라벨, 대비 4.86:1로 AA 통과 확인
                """,
                facts: ["claim #636E72 on #FFFFFF: 7.1", "claim #FFFFFF on #6C5CE7: 4.86"]),
            // A ratio set after a pair by a dash, under no accessibility heading; isiZulu's "on" written onto the ground.
            SpecReadingExample(
                """
                ## Tab bar

                Dark: label Light Gray #B2BEC3 on Elevated Surface #2C3135 — 7.9:1.
                Umbhalo oyinhloko, #2D3436 ku-#FFFFFF, unesilinganiso esingu-13.1:1.
                """,
                facts: ["claim #B2BEC3 on #2C3135: 7.9", "claim #2D3436 on #FFFFFF: 13.1"]),
            // "On" written onto the ground's word (Georgian `-ზე`), under an accessibility heading in that language.
            SpecReadingExample(
                """
                ## ხელმისაწვდომობა

                - მეორადი ტექსტი: Slate Gray #636E72 თეთრზე (#FFFFFF) — 7.1:1, WCAG AAA.
                """,
                facts: ["claim #636E72 on #FFFFFF: 7.1"]),
            // A level named after the ratio is claimed too; a denied one is not.
            SpecReadingExample(
                """
                ## Scope

                - Slate Gray #636E72 on White #FFFFFF is 5.2:1, which meets AAA, so we use it for metadata.
                - Primary Coral #FF6B6B on White #FFFFFF is 2.7:1, not AA, so it never carries text.
                """,
                facts: ["claimed level #636E72 on #FFFFFF: AAA"], absent: ["claimed level #FF6B6B on #FFFFFF: AA"]),
            SpecReadingExample(
                """
                ## Fotokartica

                - Datum: Footnote 13pt, #636E72 na #FFFFFF
                  - Kontrast: 5,2:1 (temni: #B2BEC3 na #2C3135 — 6,9:1)
                """,
                facts: ["claim #B2BEC3 on #2C3135: 6.9"], absent: ["claim #B2BEC3 on #2C3135: 5.2"]),
            SpecReadingExample(
                """
                ## Home

                Canvas: White #FFFFFF

                > Revisit button = our standard primary button. White on Primary Coral is 4.6:1, AA is
                > fine at 17 semibold.
                > Deep Teal on the card is 3.4:1, so it clears the 3:1 we need for icons.

                - Cor: Coral Primário #FF6B6B — contraste 3,1:1 sobre o fundo, passa AA
                - Testo: Deep Teal #4ECDC4 su bianco, Callout 16pt → 4.6:1, passa AA ✔

                Slate Gray á hvítu gefur 7,1:1, svo við erum vel yfir AA.

                * Header label: 13sp / all caps, Slate Gray #636E72 — 6.2:1 on the Off-White #F9FAFB strip, so AAA.
                """,
                facts: [
                    "claim #FFFFFF on #FF6B6B: 4.6", "claim #4ECDC4 on #FFFFFF: 3.4", "claim #FF6B6B on #FFFFFF: 3.1",
                    "claim #4ECDC4 on #FFFFFF: 4.6", "claim #636E72 on #FFFFFF: 7.1", "claim #636E72 on #F9FAFB: 6.2",
                ],
                absent: ["claim #4ECDC4 on #FFFFFF: 3"]),
            SpecReadingExample(
                """
                ## Gem-knap

                - Baggrund: Primary Coral #FF6B6B
                - Tekstfarve: White #FFFFFF, Headline 17pt semibold – kontrast 4,6:1, består AA
                """,
                facts: ["claim #FFFFFF on #FF6B6B: 4.6"]),
            SpecReadingExample(
                """
                ## Editor

                Canvas: White #FFFFFF

                > Placeholder is Secondary Gray on the Off-White field, 6.1:1, so we're fine.
                """,
                facts: ["claim #636E72 on #F9FAFB: 6.1"]),
            SpecReadingExample(
                """
                ## Streak

                Canvas: White #FFFFFF

                On the left is a 32pt flame icon in Primary Coral; the Primary Coral flame on the
                White card measures 3.4:1, so it clears the 3:1 bar for graphics.

                - Tijdwaarde coral #FF6B6B op Off-White #F9FAFB: 3,4:1 → AA ✔
                - Focus border Primary Coral measures 3.4:1 against the White page.
                """,
                facts: ["claim #FF6B6B on #FFFFFF: 3.4", "claim #FF6B6B on #F9FAFB: 3.4"]),
            SpecReadingExample(
                """
                ## Today

                - Ring-Kontrast zu Weiß 3,4:1, erfüllt die 3:1 für Nicht-Text-Elemente
                - Tap area is 44pt; contrast of White on Black is 21:1.
                """,
                facts: ["claim #FFFFFF on #000000: 21"], absent: ["claim #FFFFFF on #000000: 3"]),
            SpecReadingExample(
                """
                ## Settings

                - Metadatos en Gris Niebla `#8A9499` sobre la tarjeta blanca: 4,6:1, cumple AA.
                - Switch → dark #FF8787, which is 7.3:1 on Elevated Surface
                  #2C3135 (up from 4.7:1 for the unadjusted coral)

                | Stark check | Result |
                |---|---|
                | "Sign in" #FFFFFF on #FF6B6B | 3.1:1, AA Large |
                | "Read more" link #FF6B6B on card #F9FAFB | 4.6:1 |
                """,
                facts: [
                    "claim #8A9499 on #FFFFFF: 4.6", "claim #FF8787 on #2C3135: 7.3", "claim #FFFFFF on #FF6B6B: 3.1", "claim #FF6B6B on #F9FAFB: 4.6",
                ]),
            SpecReadingExample(
                """
                ## Profile

                Canvas: White #FFFFFF

                - ✅ name charcoal on white 12.7:1
                - Save: white on coral 4.61:1, AA at 17px semibold.
                - The label was White on it first, but the 4.6:1 is Charcoal's.
                """,
                facts: ["claim #2D3436 on #FFFFFF: 12.7", "claim #FFFFFF on #FF6B6B: 4.61"], absent: ["claim #FFFFFF on #FFFFFF: 4.6"]),
        ])

    /// Ratios that are thresholds of the standard when a threshold word stands before them.
    static let thresholds: Set<Double> = [3, 4.5, 7]
    static let thresholdWords = [
        "the", "≥", ">=", "min", "min.", "minimum", "mínimo", "minimo", "least", "meets", "meet", "clears", "clear", "needs", "need",
        "die", "den", "le", "la", "el", "o", "a", "above", "over", "passes", "erfüllt", "cumple", "passa", "than", "für", "for",
    ]
}

extension DocumentBuilder {
    mutating func readProseClaims(_ rawLines: [Substring]) {
        // A pair claim whose background another reader could not tell (`#E74C3C on the #2C3135
        // card`) is read again, and replaced when this reading names it.
        let pairLines = Set(draft.document.contrastClaims.filter { $0.scope != .unverified && $0.background != nil }.map(\.range.start.line))
        let openPairLines = Set(draft.document.contrastClaims.filter { $0.scope == .pair && $0.background == nil }.map(\.range.start.line))
        let unverifiedLines = Set(draft.document.contrastClaims.filter { $0.scope == .unverified }.map(\.range.start.line))
        var replaced = Set<Int>()
        let firstNew = draft.document.contrastClaims.count
        let lexer = roleLexer
        var fenced = false
        for (offset, written) in rawLines.enumerated() {
            let number = offset + 1
            if LineMap.opensFence(written) { fenced.toggle() }
            // A Gherkin step is prose in a fence.
            let raw = fenced ? draft.proseLines[number].map { Substring($0) } : written
            guard let raw else { continue }
            let trimmed = String(raw).trimmed
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), !pairLines.contains(number) else { continue }
            guard trimmed.containsText(":1") || trimmed.containsText(": 1") else { continue }
            let line = Fragment.plain(raw)
            let lineSpans = draft.lineSpans[number] ?? lexer.spans(in: line)
            draft.lineSpans[number] = lineSpans
            let candidates = lineSpans.filter { $0.kind == .ratio && !Self.isThreshold($0, in: line) }
            guard !candidates.isEmpty else { continue }
            let chosen = Self.claimedRatio(candidates, line: line, rawLines: rawLines, offset: offset, fenced: fenced, lexer: lexer)
            guard let chosen, let ratio = DocumentBuilder.ratioValue(chosen.span.text.replacingOccurrences(of: "≥", with: "").replacingOccurrences(of: "~", with: "")) else { continue }
            let sentence = chosen.sentence
            guard !Self.isBlanket(sentence) else { continue }
            let ratioInSentence = chosen.inSentence
            let colors = chosen.colors
            // Without a connector, a ratio on a line that draws colors (`Tekstfarve: White #FFFFFF …
            // – kontrast 4,6:1`) is kept as a claim whose pair the facts of its line give.
            let connected = chosen.pair
            guard connected != nil || (!colors.isEmpty && chosen.others.isEmpty && Self.namedAsContrast(sentence, ratio: ratioInSentence)) else { continue }
            let pair = connected ?? ProsePair()
            let lower = " " + sentence.lowercased() + " "
            // A ratio in a table cell, or with the level it reaches (`3.1:1, AA Large`), is measured.
            let measured = ClaimWords.measureWords.contains { lower.containsText($0) } || ClaimWords.passWords.contains { lower.containsText($0) }
                || trimmed.hasPrefix("|") || [" aa ", " aa,", " aa.", " aaa"].contains { lower.containsText($0) }
                || String(Array(sentence)[..<ratioInSentence.start]).trimmed.hasSuffix(":")
                // `… #B2BEC3 on Elevated Surface #2C3135 — 7.9:1`: a ratio set after a pair by a dash.
                || (connected != nil && ["—", "–"].contains { String(Array(sentence)[..<ratioInSentence.start]).trimmed.hasSuffix($0) })
                // `Unselected in dark: #B2BEC3 on #2C3135, 8.9:1.`: the pair, a comma, the ratio ending the sentence.
                || (connected != nil && Self.commaAfterPair(sentence, colors: colors, ratio: ratioInSentence))
            guard measured else { continue }
            let range = draft.lines.lineRange(number)
            let env = valueEnv(range)
            let foreground = pair.foreground.flatMap { ClaimReader.color($0, env: env, roleFallback: false) }
            let background = pair.background.flatMap { ClaimReader.color($0, env: env, roleFallback: false) }
            let innermost = draft.nodes.indices.last { draft.nodes[$0].range.start.line <= number }
            let subject: String? = connected == nil ? nil : "\(pair.foreground ?? "?") on \(pair.background ?? pair.backgroundNoun ?? "?")"
            if openPairLines.contains(number), background == nil { continue }
            if let foreground, background != nil || (pair.backgroundNoun != nil && innermost != nil) {
                draft.document.contrastClaims.append(SpecContrastClaim(
                    subject: subject, statedRatio: ratio, statedLevel: ClaimReader.statedLevel(after: String(Array(sentence)[min(ratioInSentence.end, sentence.count)...])), scope: .pair, foreground: foreground, background: background, node: nil,
                    text: sentence.trimmed, range: range))
                // Without a color the background is what the element it stands under sits on.
                draft.claimOwners.append(background == nil ? innermost : innermost.flatMap { screen(of: $0) })
                replaced.insert(number)
            } else if !unverifiedLines.contains(number) {
                draft.document.contrastClaims.append(SpecContrastClaim(
                    subject: subject, statedRatio: ratio, statedLevel: nil, scope: .unverified, foreground: foreground, background: background, node: nil,
                    text: sentence.trimmed, range: range))
                draft.claimOwners.append(nil)
            }
        }
        guard !replaced.isEmpty else { return }
        let kept = zip(draft.document.contrastClaims, draft.claimOwners).enumerated().filter { position, element in
            let claim = element.0
            guard replaced.contains(claim.range.start.line) else { return true }
            // The claims replaced: unverified ones, and pairs without a background read before this reading's.
            return !(claim.scope == .unverified || (claim.scope == .pair && claim.background == nil && position < firstNew))
        }.map(\.element)
        draft.document.contrastClaims = kept.map(\.0)
        draft.claimOwners = kept.map(\.1)
    }

    /// A ratio of a line, with the sentence it stands in and the pair that sentence gives it.
    struct ClaimedRatio {
        var span: ValueSpan
        var sentence: String
        var inSentence: ValueSpan
        var colors: [ValueSpan]
        var others: [ValueSpan]
        var pair: ProsePair?
    }

    /// The line's first ratio, or a later one where a pair after the first leads to it
    /// (`5,2:1 (temni: #B2BEC3 na #2C3135 — 6,9:1)`).
    static func claimedRatio(
        _ candidates: [ValueSpan], line: String, rawLines: [Substring], offset: Int, fenced: Bool, lexer: ValueLexer
    ) -> ClaimedRatio? {
        var chosen: ClaimedRatio?
        for ratioSpan in candidates {
            let sentence = Self.sentence(around: ratioSpan, line: line, rawLines: rawLines, offset: offset, fenced: fenced)
            let spans = lexer.spans(in: sentence)
            guard let inSentence = spans.last(where: { $0.kind == .ratio && $0.text == ratioSpan.text }) else { continue }
            let colors = DocumentBuilder.colorRuns(sentence, spans.filter { $0.kind == .color || ($0.kind == .token && $0.text.lowercased().hasPrefix("color.")) })
                .map { ValueSpan(kind: .color, start: $0.start, end: $0.end, text: $0.text) }
            let others = spans.filter { $0.kind == .ratio && $0 != inSentence }
            let pair = Self.pair(in: sentence, colors: colors, ratio: inSentence, otherRatios: others)
            if chosen == nil || (chosen?.pair == nil && pair != nil) {
                chosen = ClaimedRatio(span: ratioSpan, sentence: sentence, inSentence: inSentence, colors: colors, others: others, pair: pair)
            }
            if pair != nil { break }
        }
        return chosen
    }

    struct ProsePair {
        var foreground: String?
        var background: String?
        var backgroundNoun: String?
    }

    /// The ratio is a threshold of the standard: 3, 4.5 or 7 after a threshold word.
    static func isThreshold(_ span: ValueSpan, in line: String) -> Bool {
        if span.text.contains("≥") { return true }
        guard let value = DocumentBuilder.ratioValue(span.text.replacingOccurrences(of: "~", with: "")), ProseClaimReading.thresholds.contains(value) else { return false }
        let before = String(Array(line)[..<span.start]).lowercased()
        let words = before.split { !($0.isLetter || $0 == "≥" || $0 == ">" || $0 == "=" || $0 == ".") }
        guard let last = words.last else { return false }
        return ProseClaimReading.thresholdWords.contains(String(last)) || before.hasSuffix("(")
    }

    /// Where the sentence around a span starts and ends: after `. `, `; `, `! `, `? ` and
    /// before the next one.
    /// The sentence holding the ratio, with the wrapped start of a paragraph's sentence and
    /// its wrapped end (`… which is 7.3:1 on Elevated Surface` / `#2C3135 (up from …`).
    static func sentence(around ratioSpan: ValueSpan, line: String, rawLines: [Substring], offset: Int, fenced: Bool) -> String {
        let trimmed = String(rawLines[offset]).trimmed
        let (start, end) = sentenceBounds(around: ratioSpan, in: Array(line))
        var sentence = String(Array(line)[start..<end])
        if !fenced, start <= contentStart(of: line), offset > 0, let previous = continuedSentence(String(rawLines[offset - 1]), current: trimmed) {
            sentence = previous + " " + sentence
        }
        if !fenced, end == line.count, offset + 1 < rawLines.count, let next = continuation(String(rawLines[offset + 1]), current: trimmed) {
            sentence += " " + next
        }
        return sentence
    }

    /// True when the word before a ratio calls it the contrast (`kontrast 4,6:1`, `contrast: 7.1:1`).
    /// `Unselected in dark: #B2BEC3 on #2C3135, 8.9:1.`: the pair's last color, a comma, and the
    /// ratio ending the sentence.
    static func commaAfterPair(_ sentence: String, colors: [ValueSpan], ratio: ValueSpan) -> Bool {
        let chars = Array(sentence)
        guard let last = colors.last(where: { $0.end <= ratio.start }), ratio.end <= chars.count else { return false }
        let between = String(chars[last.end..<ratio.start]).trimmed
        return between == "," && chars[ratio.end...].allSatisfy { " .;)".contains($0) }
    }

    static func namedAsContrast(_ sentence: String, ratio: ValueSpan) -> Bool {
        let before = String(Array(sentence)[..<ratio.start]).lowercased()
        guard let last = before.split(whereSeparator: { !$0.isLetter }).last else { return false }
        return ClaimWords.isContrastWord(last)
    }

    static func sentenceBounds(around span: ValueSpan, in chars: [Character]) -> (Int, Int) {
        func ends(_ index: Int) -> Bool {
            guard index + 1 < chars.count, chars[index + 1] == " " else { return false }
            return ".;!?".contains(chars[index]) && (index == 0 || !chars[index - 1].isNumber || chars[index] != ".")
        }
        var start = span.start
        while start > 0, !ends(start - 1) { start -= 1 }
        var end = span.end
        while end < chars.count, !ends(end) { end += 1 }
        return (start, min(end, chars.count))
    }

    /// Where a line's words start, after a list marker or a blockquote's `>`.
    static func contentStart(of line: String) -> Int {
        let chars = Array(line)
        var index = 0
        while index < chars.count, " >-*+\t".contains(chars[index]) { index += 1 }
        return index
    }

    /// The unfinished last sentence of the line before, when the current line continues it
    /// (`… the Primary Coral flame on the` / `White card measures 3.4:1`).
    static func continuedSentence(_ previous: String, current: String) -> String? {
        var text = Fragment.plain(Substring(previous)).trimmed
        let markers = ["- ", "* ", "+ "]
        guard !text.isEmpty, !text.hasPrefix("#"), !text.hasPrefix("|"), !current.hasPrefix("-"), !current.hasPrefix("*"),
            current.hasPrefix(">") == text.hasPrefix(">")
        else { return nil }
        while text.hasPrefix(">") { text = String(text.dropFirst()).trimmed }
        for marker in markers where text.hasPrefix(marker) { text = String(text.dropFirst(marker.count)) }
        guard let last = text.last, !".;!?:".contains(last) else { return nil }
        let chars = Array(text)
        var start = chars.count
        while start > 0, !(start >= 2 && ".;!?".contains(chars[start - 2]) && chars[start - 1] == " ") { start -= 1 }
        return String(chars[start...])
    }

    /// The first sentence of the next line when it continues the current line's last sentence.
    static func continuation(_ next: String, current: String) -> String? {
        let text = Fragment.plain(Substring(next)).trimmed
        let heading = text.hasPrefix("# ") || text.hasPrefix("##")
        guard !text.isEmpty, !heading, !text.hasPrefix("|"), !text.hasPrefix("-"), !text.hasPrefix("*"), !text.hasPrefix(">"),
            !current.hasPrefix("|"), let last = current.last, !".;!?".contains(last)
        else { return nil }
        let chars = Array(text)
        var end = 0
        while end < chars.count, !(end + 1 < chars.count && ".;!?".contains(chars[end]) && chars[end + 1] == " ") { end += 1 }
        return String(chars[..<end])
    }

    /// A sentence about everything in a scope (`all text on this screen is ≥ 4.5:1`), read by
    /// the scoped-claim reader.
    static func isBlanket(_ sentence: String) -> Bool {
        let words = sentence.lowercased().split { !$0.isLetter }.map(String.init)
        // `all caps`, `all-caps` is a text's case, not a quantifier.
        return words.prefix(6).indices.contains { index in
            ClaimWords.quantifiers.contains(words[index]) && !(words[index] == "all" && index + 1 < words.count && words[index + 1] == "caps")
        }
    }

    typealias ClaimWord = (text: String, start: Int, end: Int, color: ValueSpan?)

    /// The words of a sentence with their positions; each color, the ratio, another ratio and a
    /// parenthesis are one word.
    static func claimWords(_ sentence: String, colors: [ValueSpan], ratio: ValueSpan, otherRatios: [ValueSpan]) -> [ClaimWord] {
        let chars = Array(sentence)
        var words: [ClaimWord] = []
        var index = 0
        while index < chars.count {
            if let color = colors.first(where: { $0.start == index }) {
                words.append((color.text, color.start, color.end, color))
                index = color.end
                continue
            }
            if index == ratio.start {
                words.append(("<ratio>", ratio.start, ratio.end, nil))
                index = ratio.end
                continue
            }
            // Another ratio or a parenthesis bounds the words of a pair (`#D63031 / dk: #E74C3C
            // (on bar bg: ≈4.6:1`: the pair is not read across the parenthesis).
            if let other = otherRatios.first(where: { $0.start == index }) {
                words.append(("<bound>", other.start, other.end, nil))
                index = other.end
                continue
            }
            if chars[index] == "(" || chars[index] == ")" {
                words.append(("<bound>", index, index + 1, nil))
                index += 1
                continue
            }
            if chars[index].isLetter {
                let start = index
                while index < chars.count, chars[index].isLetter || chars[index] == "." && index + 1 < chars.count && chars[index + 1].isLetter {
                    index += 1
                }
                words.append((String(chars[start..<index]).lowercased(), start, index, nil))
                continue
            }
            index += 1
        }
        return words
    }

    /// "On" written after its ground, one word of the languages that do so (`வெள்ளை மேல்`, on white).
    static let postpositions: Set<String> = Set(LanguageWords.words(\.onAfter).map { $0.trimmed.lowercased() }.filter { !$0.isEmpty && !$0.contains(" ") })

    /// `#636E72 — வெள்ளை மேல் 7.1:1` (on white): a ground written before a postposition, with
    /// the color after the postposition (`#6C5CE7 위 흰 라벨`, a white label on #6C5CE7) or, where
    /// none follows, the color before the ground (within four words, or the last before it) as
    /// the foreground.
    static func postpositionalPair(_ words: [ClaimWord], colors: [ValueSpan], ratio: ValueSpan, after firstWord: Int) -> ProsePair? {
        for (position, word) in words.enumerated() where position > firstWord + 1 && word.end <= ratio.start && postpositions.contains(word.text) {
            let ground = words[position - 1]
            guard let background = ground.color?.text ?? LanguageWords.basicColors[ground.text] else { continue }
            var found = ProsePair(background: background)
            // `#6C5CE7 위 흰 라벨` (white label on #6C5CE7): what is drawn follows the postposition.
            for forward in (position + 1)..<min(words.count, position + 4) {
                if words[forward].text == "<ratio>" || words[forward].text == "<bound>" { break }
                if let color = words[forward].color?.text ?? LanguageWords.basicColors[words[forward].text] {
                    found.foreground = color
                    return found
                }
            }
            for back in stride(from: position - 2, through: max(0, position - 6), by: -1) {
                if words[back].text == "<ratio>" { break }
                if let color = words[back].color {
                    found.foreground = color.text
                    break
                }
            }
            if found.foreground == nil, let nearest = colors.last(where: { $0.end <= ground.start }) { found.foreground = nearest.text }
            if found.foreground != nil { return found }
        }
        return nil
    }

    /// The pair a sentence names around a connector word: the color before it and the color,
    /// basic color word or background noun after it.
    static func pair(in sentence: String, colors: [ValueSpan], ratio: ValueSpan, otherRatios: [ValueSpan]) -> ProsePair? {
        let words = claimWords(sentence, colors: colors, ratio: ratio, otherRatios: otherRatios)
        var best: ProsePair?
        // The pair stands after the ratio before this one (`… White 12.7:1, and Off-White on
        // Background Black is 15.7:1`).
        let ratioStarts = Set(otherRatios.map(\.start))
        let firstWord = words.indices.last { words[$0].end <= ratio.start && ratioStarts.contains(words[$0].start) && words[$0].text == "<bound>" } ?? -1
        if let found = postpositionalPair(words, colors: colors, ratio: ratio, after: firstWord) { return found }
        for (position, word) in words.enumerated() where position > firstWord && word.color == nil && ClaimWords.pairConnectors.contains(word.text) {
            // `5,2:1 (temni: #B2BEC3 na #2C3135 — 6,9:1)`: a pair after this ratio that leads to a
            // ratio of its own is that ratio's.
            if word.start > ratio.start, let next = otherRatios.filter({ $0.start > word.start }).min(by: { $0.start < $1.start }),
                case let between = String(Array(sentence)[word.end..<next.start]), !between.contains("("), between.split(separator: " ").count <= 6
            {
                continue
            }
            var found = ProsePair()
            // The color before: within three words (`Primary Coral flame on`, `#636E72 label on`).
            for back in stride(from: position - 1, through: max(0, position - 4), by: -1) {
                if words[back].text == "<ratio>" || words[back].text == "<bound>" { break }
                // `#F5F6FA on 15% tint over #1A1D1F`: what stands before another connector is
                // not what this one lays over its ground.
                if ClaimWords.pairConnectors.contains(words[back].text) { break }
                if let color = words[back].color {
                    found.foreground = color.text
                    break
                }
                if back == position - 1, let hex = MeasuredPairReading.plainColorWords[words[back].text] { found.foreground = hex; break }
                // `name charcoal on white`: a plain color word right before the connector.
                if back == position - 1, ColorReader.colorishWords.contains(words[back].text) { found.foreground = words[back].text; break }
            }
            // The color after: past articles and up to two other words (`on the White card`).
            var skipped = 0
            for forward in (position + 1)..<min(words.count, position + 5) {
                let candidate = words[forward]
                if candidate.text == "<ratio>" || candidate.text == "<bound>" || ClaimWords.pairConnectors.contains(candidate.text) { break }
                if let color = candidate.color {
                    found.background = color.text
                    break
                }
                if let hex = LanguageWords.basicColors[candidate.text] {
                    found.background = hex
                    break
                }
                // A plain color word (`on coral`) only in the pair the ratio follows: after the
                // ratio it is another sentence's (`4.6:1 … — White on coral is out`).
                if ColorReader.colorishWords.contains(candidate.text), word.start < ratio.start {
                    found.background = candidate.text
                    break
                }
                // `White on it first, but …`: a pronoun is the ground, and the clause ends.
                if ClaimWords.clauseBreaks.contains(candidate.text) { break }
                if ClaimWords.backgroundNouns.contains(candidate.text) {
                    found.backgroundNoun = candidate.text
                    // `sobre la tarjeta blanca`, `on card #FFFFFF`: a color right after the noun.
                    if forward + 1 < words.count, let hex = LanguageWords.basicColors[words[forward + 1].text] { found.background = hex }
                    if forward + 1 < words.count, let color = words[forward + 1].color { found.background = color.text }
                    // `on the White card`: a color right before the noun was taken above.
                    break
                }
                if ClaimWords.articles.contains(candidate.text) { continue }
                skipped += 1
                if skipped > 2 { break }
            }
            guard found.background != nil || found.backgroundNoun != nil else { continue }
            // `#636E72 — contraste 5,2:1 sobre o fundo`, `dark #FF8787, which is 7.3:1 on …`: the
            // color right before the ratio (at most four words before it), or the only one.
            let before = colors.filter { $0.end <= ratio.start }
            if found.foreground == nil, word.start > ratio.start, let nearest = before.last {
                let gap = words.filter { $0.start >= nearest.end && $0.end <= ratio.start }
                if before.count == 1 || (gap.count <= 4 && !gap.contains { $0.text == "<bound>" }) { found.foreground = nearest.text }
            }
            if found.foreground != nil { return found }
            if best == nil { best = found }
        }
        return best
    }
}
