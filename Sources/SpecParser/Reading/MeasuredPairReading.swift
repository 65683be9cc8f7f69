import DesignModel
import Diagnostics

/// A stated ratio of one pair, wherever it stands (docs/spec-format.md §2.17): an audit row
/// (`#fff/#00a3cc = 4.5:1`, `| Label | #FFFFFF | #00B894 | 4.6:1 |` under Foreground and
/// Background columns), a sentence (`Input text (#f9fafb) on #1f2937 – Excellent (15.5:1)`), or
/// a row naming one color under a heading that names the background (`### Brand colors on White
/// (#ffffff)` over `| Primary | #007bff | 4.6:1 |`). Each becomes a contrast claim of that pair,
/// judged by `spec/claimed-contrast`. Only pairs whose two colors are both named are read: a
/// line that names one color and no background stays a located note.
enum MeasuredPairReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "measured-pair", title: "Stated ratios of a pair",
        summary: "A ratio after two colors joined by `/`, `on`, `vs` or `against` (or by the word for contrast and an \"on\" of any language, `#636E72; контраст дар #F9FAFB — 5.4:1`; or a fill, then the text drawn on it and the ratio right after, `#F9FAFB card, prompt text in #636E72 → 5.3:1`) (a basic color word in any language counts: `auf Weiß`, `sur blanc`; `on 15% tint` is a tint of the first color, over the screen), or in a table row whose columns are the foreground and the background (or whose first cell names the pair, `Toast — White / Success Green`), or in a table whose label column follows its fill column (`| Chip | Fill | Label | Ratio |`), or after the one color of an ink key in an element's list (`Label (Light): White #FFFFFF — 4.5:1`: on the element's own fill), or after one color in a table under a heading or a short line that names the background (`… on White (#FFFFFF)`, `Contrast compared to #FFFFFF`), is a claim about that pair. A `→` between colors is a change, not a pair; one after the pair leads to its ratio. A lowercase `white` or `black` before `on` and a color is a color. A pair a claim writes as two literals (`#fff/#00a3cc`, a swatch against `#FFFFFF`) and says passes (a stated 4.5:1 or more) or fails, which no element of the document draws, is a pair the document draws all the same: the contrast rules check it at the claim's line (as large text when the claim says large text, as a graphic when it names a border, icon or focus ring; disabled and decorative pairs are exempt). A pair of names, or a lower ratio stated without a verdict, stays a claim only. A line keyed by the word for contrast in any language that names no pair (`Kontrast besedila na ozadju: 4,6:1`) is about the text and background the lines just above give its element.",
        examples: [
            SpecReadingExample(
                """
                ## Nov vnos

                - **Gumb „Shrani vnos“**
                  - Ozadje: #FF6B6B
                  - Besedilo: Headline 17pt semibold, #FFFFFF
                  - Kontrast besedila na ozadju: 4,6:1 — ustreza AA
                """,
                facts: ["claim #FFFFFF on #FF6B6B: 4.6"]),
            SpecReadingExample(
                """
                ## Майдони матн

                Placeholder — color.text.placeholder, #636E72; контраст дар #F9FAFB — 5.4:1
                """,
                facts: ["claim #636E72 on #F9FAFB: 5.4"]),
            SpecReadingExample(
                """
                ## Prompt card

                - Off-White #F9FAFB card, prompt text `typography.callout` 16pt in Slate Gray #636E72 → 5.3:1 ✅
                """,
                facts: ["claim #636E72 on #F9FAFB: 5.3"]),
            SpecReadingExample(
                """
                ## Palette review

                | Pair | Light | Dark |
                |---|---|---|
                | ink/paper | #2d3436/#ffffff = 12.7:1 | #f5f6fa/#1a1d1f = 15.7:1 |

                - Hint text (#7a7a7a) on #ffffff – fine (4.3:1)
                - Caption: `#888` → `#6b6b6b` (improved from 3.5:1 to 5.3:1)
                - Save label, White on #FF6B6B (light, 17pt semibold) → 3.1:1 / 3.0 → pass
                - ok so white on #4ECDC4 is ~3.2:1, passes AA large
                """,
                facts: [
                    "claim #2D3436 on #FFFFFF: 12.7", "claim #F5F6FA on #1A1D1F: 15.7", "claim #7A7A7A on #FFFFFF: 4.3",
                    "claim #FFFFFF on #FF6B6B: 3.1", "claim #FFFFFF on #4ECDC4: 3.2",
                ],
                absent: ["claim #888888 on #6B6B6B: 3.5"]),
            SpecReadingExample(
                """
                ## A11y check

                | Pair | Mode | Ratio |
                |---|---|---|
                | Toast — White / Success Green | both | 4.6:1 |
                """,
                facts: ["claim #FFFFFF on #00B894: 4.6"]),
            SpecReadingExample(
                """
                ## Swatches on White Background (#ffffff)

                | Swatch | Hex | Ratio |
                |---|---|---|
                | Link Blue | `#1f6fd1` | 5.0:1 |

                | Element | Foreground | Background | Measured |
                |---|---|---|---|
                | Badge label | #FFFFFF | #00B894 | 4.6:1 |

                Night swatches compared to #1E1E1E

                | Swatch | Hex | Ratio |
                |---|---|---|
                | Mint | `#3dd68c` | 9.9:1 |
                """,
                facts: ["claim #1F6FD1 on #FFFFFF: 5", "claim #FFFFFF on #00B894: 4.6", "claim #3DD68C on #1E1E1E: 9.9"]),
            SpecReadingExample(
                """
                ## Theme audit

                | Combination | Light Mode | Status |
                |---|---|---|
                | primary-foreground/primary | #fff/#00a3cc = 4.5:1 | ✅ AA |
                | border/background | #ddd/#ffffff = 1.4:1 | ❌ |

                - Disabled label #c8c8c8 on #ffffff: 1.7:1
                """,
                facts: [
                    "claim #FFFFFF on #00A3CC: 4.5", "text #fff on #00a3cc (line 5): #FFFFFF on #00A3CC (light)",
                    "non-text #ddd on #ffffff (line 6): #DDDDDD on #FFFFFF (light)",
                ],
                absent: ["text #c8c8c8 on #ffffff (line 8): #C8C8C8 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Badge

                Canvas: White #FFFFFF

                - badge contrast checked: #FAB1A0 on 15% tint ≈ 4.6:1 → passes AA
                - Gruppen-Überschrift Soft Peach #FFB4A2 auf Weiß: 4,6:1 ✓
                """,
                facts: ["claim #FAB1A0 on #FAB1A026: 4.6", "claim #FFB4A2 on #FFFFFF: 4.6"]),
            SpecReadingExample(
                """
                ## Done button
                - Fill: Primary Coral #FF6B6B
                - Label (Light): White #FFFFFF — 4.5:1, passes AA

                ## Selected chips

                | Chip | Fill | Label | Ratio |
                |---|---|---|---|
                | Happy | Warm Coral #FF6B6B | Charcoal #2D3436 | 4.6:1 ✓ AA |
                """,
                facts: ["claim #FFFFFF on #FF6B6B: 4.5", "claim #2D3436 on #FF6B6B: 4.6"]),
        ])

    /// Words between two colors that make the second the first's background.
    /// Words joining a pair's two colors: `/`, `on`, and "on" in the languages specs are
    /// written in (`#2D3436 дар #FFFFFF`, `#636E72 á #FFFFFF`).
    static let connectors: Set<String> = Set(["/", "on", "vs", "vs.", "versus", "against", "over", "auf", "sur", "über"])
        .union(ClaimWords.pairConnectors).union(LanguageWords.words(\.on).filter { $0.hasPrefix(" ") && $0.hasSuffix(" ") }.map(\.trimmed))

    /// Whether a table's first cell names a pair itself: two colors with only a connector between.
    static func holdsPair(_ cell: String, _ spans: [ValueSpan]) -> Bool {
        let colors = DocumentBuilder.colorRuns(cell, spans)
        guard colors.count == 2 else { return false }
        return connectors.contains(joiningWords(cell, colors[0], colors[1]))
    }

    /// The words between two colors, without their Markdown and parentheses, lowercased (`on`,
    /// `/`, `on the`).
    static func joiningWords(_ text: String, _ first: ValueSpan, _ second: ValueSpan) -> String {
        String(Array(text)[first.end..<second.start]).filter { !"`*()_".contains($0) }.trimmed.lowercased()
    }
    static let plainColorWords = ["white": "#FFFFFF", "black": "#000000"]
    /// Basic color words in the languages specs are written in, lowercased.
    static let basicColors = [
        "white": "#FFFFFF", "black": "#000000", "weiß": "#FFFFFF", "weiss": "#FFFFFF", "schwarz": "#000000", "blanc": "#FFFFFF",
        "noir": "#000000", "blanco": "#FFFFFF", "negro": "#000000", "bianco": "#FFFFFF", "nero": "#000000", "branco": "#FFFFFF", "preto": "#000000",
        "blanca": "#FFFFFF", "negra": "#000000", "blanche": "#FFFFFF", "noire": "#000000", "bianca": "#FFFFFF", "nera": "#000000",
        "branca": "#FFFFFF", "preta": "#000000", "weiße": "#FFFFFF", "weißen": "#FFFFFF", "weißem": "#FFFFFF", "wit": "#FFFFFF", "zwart": "#000000",
    ]
    static let backgroundHeaders = ["background", "bg", "surface", "canvas", "hintergrund", "fond"]
    /// Column headers naming what is drawn on a fill (`| Chip | Fill | Label | Ratio |`).
    static let inkHeaders = ["label", "text", "foreground", "ink", "fg"]
    /// Keys of an element's list whose color is drawn on the element's fill (`Label (Light):
    /// White #FFFFFF — 4.5:1`).
    static let inkKeys = ["label", "text", "text color", "title", "foreground", "ink", "icon", "placeholder"]

    /// The key of a list item (`- **Label (Light):** …` → `label`), without its qualifier.
    static func itemKey(_ line: String) -> String? {
        let trimmed = line.trimmed
        guard trimmed.hasPrefix("- ") || trimmed.hasPrefix("* "), let colon = trimmed.firstIndex(of: ":") else { return nil }
        let key = trimmed.dropFirst(2)[..<colon].filter { $0 != "*" && $0 != "`" }.lowercased()
        return String(key.prefix { $0 != "(" && $0 != "·" }).trimmed
    }
}

extension DocumentBuilder {
    mutating func readMeasuredPairs(_ rawLines: [Substring]) {
        // Lines with a claim of a known pair are read; a claim whose pair the claim readers
        // could not tell (`| Primary Blue | #007bff | 4.6:1 |`) is replaced when this reading finds it.
        let claimed = Set(draft.document.contrastClaims.filter { $0.scope != .unverified }.map(\.range.start.line))
        var replaced = Set<Int>()
        let lexer = roleLexer
        var fenced = false
        var headingBackground: (String, Int)?  // color text, heading level
        var header: [String] = []
        for (offset, raw) in rawLines.enumerated() {
            let number = offset + 1
            let trimmed = String(raw).trimmed
            if LineMap.opensFence(raw) { fenced.toggle() }
            guard !fenced, !trimmed.isEmpty else { continue }
            if trimmed.hasPrefix("#") {
                let level = trimmed.prefix { $0 == "#" }.count
                if let current = headingBackground, current.1 < level {
                    // A deeper heading keeps the background its parent named.
                } else {
                    headingBackground = nil
                }
                let plain = Fragment.plain(Substring(trimmed.drop { $0 == "#" }))
                let lower = " " + plain.lowercasedFast() + " "
                let colors = lexer.spans(in: plain).filter { $0.kind == .color }
                let literals = colors.filter { $0.text.hasPrefix("#") || $0.text.contains("(") }
                if lower.containsText("background") || lower.containsText(" on "), let only = literals.count == 1 ? literals.first : (colors.count == 1 ? colors.first : nil) {
                    headingBackground = (only.text, level)
                }
                header = []
                continue
            }
            let isRow = trimmed.hasPrefix("|")
            if isRow {
                if ScopedClaimReader.isTableSeparator(trimmed) { continue }
                if offset + 1 < rawLines.count, ScopedClaimReader.isTableSeparator(String(rawLines[offset + 1]).trimmed) {
                    header = trimmed.split(separator: "|").map { String($0).trimmed.lowercased() }
                    continue
                }
            } else {
                header = []
                // `Light contrast compared to #FFFFFF` over a table: the background its rows are on.
                let lower = " " + trimmed.lowercasedFast() + " "
                if !trimmed.containsText(":1"), [" compared to ", " against ", " background", " on "].contains(where: lower.containsText),
                    trimmed.split(separator: " ").count <= 12
                {
                    // Lexed once: coverage shares these spans.
                    let spans = draft.lineSpans[number] ?? lexer.spans(in: Fragment.plain(raw))
                    draft.lineSpans[number] = spans
                    let literals = spans.filter { $0.isColorLiteral }
                    if literals.count == 1 { headingBackground = (literals[0].text, 7) }
                }
            }
            // A ratio needs `:1` (or `: 1`); most lines have none and are not lexed here.
            guard !claimed.contains(number), trimmed.containsText(":1") || trimmed.containsText(": 1") else { continue }
            let line = Fragment.plain(raw)
            // Each line is lexed once: the token-mention reading and coverage share these spans.
            let spans = draft.lineSpans[number] ?? lexer.spans(in: line)
            draft.lineSpans[number] = spans
            guard spans.contains(where: { $0.kind == .ratio }) else { continue }
            var previousEnd = 0
            for ratioSpan in spans where ratioSpan.kind == .ratio {
                defer { previousEnd = ratioSpan.end }
                let chars = Array(line)
                let segment = String(chars[previousEnd..<ratioSpan.start])
                // In a table row the first column names the element (`| Success Green | #10b981 |`).
                // A first cell that is itself the pair (`| Toast — White / Success Green | both | 4.6:1 |`) is read.
                var firstCellEnd = isRow ? (Array(line).indices.filter { Array(line)[$0] == "|" }.dropFirst().first ?? 0) : 0
                if firstCellEnd > 0, MeasuredPairReading.holdsPair(String(chars[..<firstCellEnd]), spans.filter { $0.end <= firstCellEnd }) { firstCellEnd = 0 }
                let local = spans.filter { $0.start >= max(previousEnd, firstCellEnd) && $0.end <= ratioSpan.start }.map {
                    ValueSpan(kind: $0.kind, start: $0.start - previousEnd, end: $0.end - previousEnd, text: $0.text)
                }
                var colors = Self.colorRuns(segment, local)
                // `white on #4ECDC4 is 3.2:1`: a lowercase basic color word before `on` and a literal.
                if colors.count == 1, let plain = Self.plainColorBefore(colors[0], in: segment) { colors.insert(plain, at: 0) }
                // `Soft Peach #FFB4A2 auf Weiß: 4,6:1`: a basic color word, in any language, after the connector.
                if colors.count == 1, let plain = Self.plainColorAfter(colors[0], in: segment) { colors.append(plain) }
                // A change (`#888 → #6b6b6b`, `from X to Y`) is not a pair; an arrow after the pair
                // leads to its measured ratio (`White on #FF6B6B → 3.1:1`).
                let changeStretch = colors.count >= 2 ? String(Array(segment)[colors[0].end..<colors[colors.count - 1].start]) : segment
                guard !changeStretch.contains("→"), !changeStretch.contains("->"), !changeStretch.lowercased().contains(" to ") else { continue }
                var pair: (String, String)?
                if colors.count == 2 {
                    let joined = MeasuredPairReading.joiningWords(segment, colors[0], colors[1])
                    // `on the`, not `on it first but`: a pronoun or a conjunction ends the pair.
                    let afterOn = joined.hasPrefix("on ") ? joined.dropFirst(3).split(separator: " ").map(String.init) : []
                    let onLeads = !afterOn.isEmpty && afterOn.count <= 2 && !afterOn.contains(where: ClaimWords.clauseBreaks.contains)
                    // `#636E72; контраст дар #F9FAFB — 5.4:1`: the word for contrast, then "on" in any language.
                    let joinedWords = joined.split { $0 == " " || $0 == ";" }
                    let contrastOn = joinedWords.count == 2 && ClaimWords.isContrastWord(joinedWords[0])
                        && MeasuredPairReading.connectors.contains(String(joinedWords[1]))
                    // `Off-White #F9FAFB card, prompt text 16pt in Slate Gray #636E72 → 5.3:1`: a fill, then
                    // the text drawn on it.
                    let plainWords = joined.split { !$0.isLetter }.map(String.init)
                    let fillThenText = plainWords.first.map { word in
                        RoleAssigner.surfaceNouns.contains(word) || ["fill", "chip", "button", "pill", "badge"].contains(word)
                    } == true && plainWords.dropFirst().contains { RoleWords.colorRole($0) == .text }
                        && !String(Array(segment)[colors[1].end...]).contains(where: \.isLetter)
                    // `#F5F6FA on 15% tint over #1A1D1F`: the ground is a tint laid over the second
                    // color, not that color.
                    let tintBetween = joined.contains("%") && !MeasuredPairReading.connectors.contains(joined)
                    if tintBetween {
                        pair = nil
                    } else if MeasuredPairReading.connectors.contains(joined) || joined.hasSuffix(" on") || onLeads || contrastOn {
                        pair = (colors[0].text, colors[1].text)
                    } else if fillThenText {
                        pair = (colors[1].text, colors[0].text)
                    } else if isRow, joined == "|", header.count > 1 {
                        // Two cells: a Foreground column and a Background column, in either order.
                        let cellIndex = Self.cellIndex(of: previousEnd + colors[1].start, in: line)
                        let firstIndex = Self.cellIndex(of: previousEnd + colors[0].start, in: line)
                        if cellIndex < header.count, MeasuredPairReading.backgroundHeaders.contains(where: { header[cellIndex].contains($0) }) {
                            pair = (colors[0].text, colors[1].text)
                        } else if cellIndex < header.count, firstIndex < header.count,
                            MeasuredPairReading.inkHeaders.contains(where: { header[cellIndex].contains($0) }),
                            (MeasuredPairReading.backgroundHeaders + ["fill"]).contains(where: { header[firstIndex].contains($0) })
                        {
                            pair = (colors[1].text, colors[0].text)
                        }
                    }
                } else if colors.count == 1, let percent = Self.tintAfter(colors[0], in: segment) {
                    // `#FAB1A0 on 15% tint ≈ 4.6:1`: on a tint of itself.
                    pair = (colors[0].text, "\(colors[0].text) at \(percent)% opacity")
                } else if colors.count == 1, isRow, let background = headingBackground {
                    pair = (colors[0].text, background.0)
                } else if colors.count == 1, !isRow, let key = MeasuredPairReading.itemKey(String(raw)), MeasuredPairReading.inkKeys.contains(key),
                    // `— 12.7:1 on the white card` names its background after the ratio.
                    case let after = String(chars[ratioSpan.end...]).lowercased(), ![" on ", " against ", " over "].contains(where: { after.containsText($0) }),
                    let element = draft.nodes.indices.last(where: { draft.nodes[$0].range.start.line <= number }),
                    let foreground = ClaimReader.color(colors[0].text, env: valueEnv(draft.lines.lineRange(number)), roleFallback: false),
                    let ratio = Self.ratioValue(ratioSpan.text)
                {
                    // `- Label (Light): White #FFFFFF — 4.5:1, passes AA` in an element's list: the
                    // label on the element's own fill.
                    draft.document.contrastClaims.append(SpecContrastClaim(
                        subject: "\(draft.nodes[element].name) (\(colors[0].text))", statedRatio: ratio, statedLevel: nil, scope: .pair,
                        foreground: foreground, background: nil, node: nil, text: String(line).trimmed, range: draft.lines.lineRange(number)))
                    draft.claimOwners.append(element)
                    replaced.insert(number)
                    continue
                }
                guard let (foregroundText, backgroundText) = pair else { continue }
                let range = draft.lines.lineRange(number)
                var env = valueEnv(range)
                // `| #2e3440/#eceff4 = 10.6:1 | #d8dee9/#2e3440 = 9.8:1 |` under `Light Mode | Dark Mode`:
                // each cell's pair is measured in its column's mode.
                if isRow, case let column = Self.cellIndex(of: ratioSpan.start, in: line), column < header.count,
                    let mode = draft.vocabulary.mode(header[column])
                {
                    env.mode = mode
                }
                guard let foreground = ClaimReader.color(foregroundText, env: env, roleFallback: false),
                    let background = ClaimReader.color(backgroundText, env: env, roleFallback: false), let ratio = Self.ratioValue(ratioSpan.text)
                else { continue }
                draft.document.contrastClaims.append(SpecContrastClaim(
                    subject: "\(foregroundText) on \(backgroundText)", statedRatio: ratio,
                    statedLevel: ClaimReader.statedLevel(after: String(chars[min(ratioSpan.end, chars.count)...])), scope: .pair, foreground: foreground,
                    background: background, node: nil, text: String(line).trimmed, range: range))
                // A translucent background (`on 15% tint`) is composited over the screen the line is in.
                let translucent = backgroundText.contains("opacity")
                draft.claimOwners.append(translucent ? draft.nodes.indices.last { draft.nodes[$0].range.start.line <= number }.flatMap { screen(of: $0) } : nil)
                replaced.insert(number)
            }
        }
        guard !replaced.isEmpty else { return }
        let kept = zip(draft.document.contrastClaims, draft.claimOwners).filter { !($0.0.scope == .unverified && replaced.contains($0.0.range.start.line)) }
        draft.document.contrastClaims = kept.map(\.0)
        draft.claimOwners = kept.map(\.1)
    }

    /// Color spans of a text with a name and its hex in parentheses (`White (#FFFFFF)`,
    /// `dark gray (#1f2937)`) taken as one color, the literal.
    static func colorRuns(_ text: String, _ spans: [ValueSpan]) -> [ValueSpan] {
        let chars = Array(text)
        var runs: [ValueSpan] = []
        for span in spans where span.kind == .color {
            if var last = runs.last {
                // `White (#FFFFFF)`, `White text (#ffffff)`: a name and the literal it stands for.
                let between = String(chars[last.end..<span.start]).filter { !"`*".contains($0) }.trimmed
                let words = between.dropLast().split(separator: " ")
                if between.isEmpty || (between.hasSuffix("(") && words.count <= 1 && words.allSatisfy { $0.allSatisfy(\.isLetter) }),
                    span.text.hasPrefix("#") || span.text.contains("(")
                {
                    last = ValueSpan(kind: .color, start: last.start, end: span.end, text: span.text)
                    runs[runs.count - 1] = last
                    continue
                }
            }
            runs.append(span)
        }
        return runs
    }

    /// A lowercase CSS basic color word (`white`, `black`) right before ` on ` and the color
    /// after it; capitalized names are the lexer's.
    static func plainColorBefore(_ color: ValueSpan, in text: String) -> ValueSpan? {
        let chars = Array(text)
        let before = String(chars[..<color.start])
        guard before.lowercased().hasSuffix(" on ") else { return nil }
        let words = before.dropLast(4).split { !$0.isLetter }
        guard let last = words.last, let hex = MeasuredPairReading.plainColorWords[String(last)] else { return nil }
        let end = before.count - 4
        return ValueSpan(kind: .color, start: end - last.count, end: end, text: hex)
    }

    /// A basic color word (`white`, `Weiß`, `blanc`, `negro`) after a connector and the color
    /// before it (`#FFB4A2 auf Weiß`, `#FF6B6B on the white page`), as a span of its hex.
    static func plainColorAfter(_ color: ValueSpan, in text: String) -> ValueSpan? {
        let chars = Array(text)
        var index = color.end
        var words: [(String, Int, Int)] = []
        while index < chars.count, words.count < 3 {
            while index < chars.count, !chars[index].isLetter { index += 1 }
            let start = index
            while index < chars.count, chars[index].isLetter { index += 1 }
            if index > start { words.append((String(chars[start..<index]).lowercased(), start, index)) }
        }
        guard let first = words.first, MeasuredPairReading.connectors.contains(first.0) || ["sobre"].contains(first.0) else { return nil }
        let rest = words.dropFirst().drop { ["the", "a", "dem", "der", "die", "le", "la", "el", "il"].contains($0.0) }
        guard let word = rest.first, let hex = MeasuredPairReading.basicColors[word.0] else { return nil }
        return ValueSpan(kind: .color, start: word.1, end: word.2, text: hex)
    }

    /// The percentage of `on 15% tint` right after a color, if that is what follows it.
    static func tintAfter(_ color: ValueSpan, in text: String) -> String? {
        let after = String(Array(text)[color.end...]).lowercased().split { $0 == " " || $0 == "`" }.map(String.init)
        guard after.count >= 3, after[0] == "on" || after[0] == "over", after[1].hasSuffix("%"), ["tint", "tinted"].contains(after[2]) else { return nil }
        let number = after[1].dropLast().replacingOccurrences(of: ",", with: ".")
        return Double(number) != nil ? number : nil
    }

    static func cellIndex(of position: Int, in line: String) -> Int {
        let chars = Array(line)
        var bars = 0
        for index in 0..<min(position, chars.count) where chars[index] == "|" { bars += 1 }
        // The text before the first `|` is empty: cell n is after n bars, header index n - 1.
        return bars - 1
    }

    static func ratioValue(_ text: String) -> Double? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        return Double(String(text[..<colon]).trimmed.replacingOccurrences(of: ",", with: "."))
    }
}
