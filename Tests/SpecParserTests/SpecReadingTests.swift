import DesignModel
import Diagnostics
import Foundation
import BuildPipeline
import Inspection
import SpecParser
import Testing

/// The reader by values and roles (docs/spec-format.md §2.17): every registered reading's
/// examples give the facts they say, and the docs section is generated from them.
@Suite struct SpecReadingTests {
    static let docs = SpecTest.repository.appendingPathComponent("docs/spec-format.md")

    static func summaries(_ markdown: String) -> [String] {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "ios")).parse(text: markdown)
        return SpecReadings.summaries(result.specs)
    }

    @Test(arguments: SpecReadings.descriptions.flatMap { description in description.examples.map { (description.id, $0) } })
    func exampleGivesItsFacts(_ case: (String, SpecReadingExample)) {
        let (id, example) = `case`
        let facts = Self.summaries(example.markdown)
        for fact in example.facts {
            #expect(facts.contains(fact), "\(id): expected \"\(fact)\"; got \(facts)")
        }
        for fact in example.absent {
            #expect(!facts.contains(fact), "\(id): did not expect \"\(fact)\"")
        }
    }

    @Test func everyReadingHasAnExample() {
        for description in SpecReadings.descriptions {
            #expect(!description.examples.isEmpty, "\(description.id) has no example")
        }
        #expect(Set(SpecReadings.descriptions.map(\.id)).count == SpecReadings.descriptions.count)
    }

    @Test(arguments: [(SpecReadings.docsMarkers, "§2.17"), (SpecReadings.keyedDocsMarkers, "§2.4.3")])
    func docsSectionIsCurrent(_ section: ((String, String), String)) throws {
        let ((begin, end), name) = section
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        guard let start = text.range(of: begin), let stop = text.range(of: end) else {
            Issue.record("docs/spec-format.md has no generated \(name) section (markers missing)")
            return
        }
        let current = String(text[start.upperBound..<stop.lowerBound])
        let generated = begin == SpecReadings.docsMarkers.0 ? SpecReadings.markdown() : SpecReadings.keyedMarkdown()
        if SpecTest.updating, current != generated {
            try (String(text[..<start.upperBound]) + generated + String(text[stop.lowerBound...])).write(to: Self.docs, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == generated, "docs/spec-format.md \(name) is stale: run UPDATE_GOLDENS=1 swift test --filter SpecReadingTests")
    }

    /// A plain color word the document defines means the document's color, not a token's.
    @Test func documentPaletteWinsOverTokenNames() {
        let facts = Self.summaries(
            """
            - **Coral Ink** = #C0392B

            ## Detail

            Canvas: White #FFFFFF

            - Edit link: Text: Coral Ink, 17pt regular
            """)
        #expect(facts.contains("text Edit link: #C0392B on #FFFFFF (light)"))
        #expect(!facts.contains { $0.hasPrefix("text Edit link: #FF6B6B") })
    }

    /// A scoped claim naming both modes, however short (`in light + dk`, `in light and dark`),
    /// holds for every mode; one naming a single mode holds for that mode.
    @Test func scopedClaimNamingBothModesHoldsForEveryMode() {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "ios")).parse(text:
            """
            ## Entry

            Canvas: White #FFFFFF

            - Title: Charcoal #2D3436

            ## Accessibility

            - all txt on this screen ≥ 4.5:1 (AA) in light + dk ✓
            - all text on the share sheet passes AA in light and dark ✅
            - all text meets AA contrast in dark mode
            """)
        let modes = result.specs.documents.flatMap(\.scopedClaims).map { $0.mode ?? "every" }
        #expect(modes == ["every", "every", "dark"], "\(modes)")
    }

    /// A claim about a state's pairs (`every error-state pair clears AA`) holds for that state only.
    @Test func anErrorStateClaimHoldsForErrorStates() {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "web")).parse(text:
            """
            ## Field

            Canvas: White #FFFFFF

            - Helper: Slate Gray #B2BEC3

            ## Accessibility

            - In light mode every error-state pair clears AA: helper text 4.64:1 against the panel.
            """)
        let states = result.specs.documents.flatMap(\.scopedClaims).map(\.states)
        #expect(states == [["error"]], "\(states)")
    }

    /// A blanket claim is read wherever it stands, in any language, and is scoped to the screen
    /// it names; a sentence without a quantifier or without a word saying it holds is not one.
    @Test func blanketClaimsOutsideAnAccessibilitySection() {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "ios")).parse(text:
            """
            # Journal redlines

            ## Paywall

            Canvas: White #FFFFFF

            - Title: Charcoal #2D3436

            ## Review notes

            > Ran it over both frames: all text on the Paywall passes AA in Light and Dark. 🎉

            - Todo texto da Tela passa AA (mínimo 4,5:1) em modo claro e modo escuro.
            - Toutes les zones tactiles de l'écran font au minimum 44 × 44 pt.
            - All text was reviewed by Priya.
            """)
        let claims = result.specs.documents.flatMap(\.scopedClaims)
        #expect(claims.map(\.range.start.line) == [11, 13, 14], "\(claims.map(\.range.start.line))")
        if case .screen(let name, _, _)? = claims.first?.scope { #expect(name == "Paywall") } else { Issue.record("\(String(describing: claims.first?.scope))") }
        #expect(claims.dropFirst().first?.ratio == 4.5)
        #expect(claims.last?.kinds == [.touchTarget])
    }

    /// A blanket claim limited to one part of a screen is not held against the whole screen: it
    /// is reported as not checked, and the screen's other pairs do not contradict it.
    @Test func aBlanketClaimAboutAPartOfTheScreenIsNotCheckedAgainstTheScreen() {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "ios")).parse(text:
            """
            # Month view

            Canvas: White #FFFFFF

            - Hint: Light Gray #B2BEC3
            - Legend label: Charcoal #2D3436

            Everything inside the legend panel passes AA contrast in both modes.
            All text on this screen passes AA.
            """)
        let claims = result.specs.documents.flatMap(\.scopedClaims)
        #expect(claims.map(\.range.start.line) == [9], "\(claims.map(\.range.start.line))")
        let note = result.diagnostics.first { $0.id == .specUnverifiedClaim && $0.range.start.line == 8 }
        #expect(note?.message.contains("the legend panel") == true, "\(result.diagnostics.map(\.message))")
    }

    /// Rings, dots, borders and tracks are not text: a blanket claim about them is a non-text claim.
    @Test func aBlanketClaimAboutRingsIsANonTextClaim() {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "ios")).parse(text:
            """
            # Streaks

            ## Accessibility

            - light: every ring/dot ≥ 3:1 vs White ✓
            - All text meets AA in both modes
            """)
        let claims = result.specs.documents.flatMap(\.scopedClaims)
        #expect(claims.map(\.kinds) == [[.nonTextContrast], [.textContrast]], "\(claims.map(\.kinds))")
    }

    /// A state written for a property keeps its own value in every mode: the default state's
    /// value given per mode is not carried into it.
    @Test func aStatesOwnValueBeatsTheDefaultStatesValuePerMode() {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "ios")).parse(text:
            """
            ## Emotion chips

            Canvas: White #FFFFFF

            - Unselected: emotion color at 15% fill, label Charcoal #2D3436 / Off-White #F5F6FA.
            - Selected: fill Light Teal #81ECEC, label White #FFFFFF, Callout 16pt.
            """)
        let facts = SpecReadings.summaries(result.specs)
        #expect(facts.contains("text Emotion chips: #FFFFFF on #81ECEC (dark selected)"), "\(facts)")
        #expect(!facts.contains("text Emotion chips: #F5F6FA on #81ECEC (dark selected)"), "\(facts)")
    }

    /// A blanket claim a paragraph breaks across two lines is read whole, at its first line, and
    /// both lines count as read; a claim about named elements is not taken for a blanket one.
    @Test func aBlanketClaimBrokenAcrossLinesIsReadWhole() {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "ios")).parse(text:
            """
            ## Compose

            Page goes to Background Black #1A1D1F; everything else per marker. Every text pair
            on this screen clears AA 4.5:1 in dark.

            Tab items and the New Entry button are well above the
            44 × 44pt minimum.
            """)
        let claims = result.specs.documents.flatMap(\.scopedClaims)
        #expect(claims.map(\.range.start.line) == [3], "\(claims.map(\.text))")
        let fourth = result.specs.documents.first?.coverage.first { $0.range.start.line == 4 }
        #expect(fourth?.status == .read, "\(String(describing: fourth))")
    }

    /// A line whose token was used but whose color nobody read is reported, not counted read.
    @Test func aLineNamingATokenBesideAnUnreadColorIsReported() {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "ios")).parse(text:
            """
            ## Entry

            Canvas: White #FFFFFF

            Glimmer uses `color.text.primary`, and Charcoal #2D3436 for the rest.
            """)
        let line = result.specs.documents.first?.coverage.first { $0.range.start.line == 5 }
        #expect(line?.status == .unread, "\(String(describing: line))")
    }

    /// `Text: White` is a color, not copy.
    @Test func textKeyWithAColorIsAColor() {
        let facts = Self.summaries(
            """
            ## Banner

            - Fill: Primary Coral #FF6B6B
            - Text: White, 15pt regular
            """)
        #expect(facts.contains("text Banner: #FFFFFF on #FF6B6B (light)"))
    }

    /// A row named as text (`Hint text`) in a table of colors per mode is text, held to 4.5:1, not
    /// a graphic held to 3:1.
    @Test func aNodeNamedAsTextIsText() {
        let facts = Self.summaries(
            """
            ## Cart

            Canvas: White #FFFFFF

            | | Light | Dark |
            |---|---|---|
            | Hint text | #A0A0A0 | #555555 |
            """)
        #expect(facts.contains("text Hint text: #A0A0A0 on #FFFFFF (light)"))
        #expect(!facts.contains("non-text Hint text: #A0A0A0 on #FFFFFF (light)"))
    }

    /// An outline the sentence stating it draws on focus is a focus indicator, held to 3:1.
    @Test func anOutlineDrawnOnFocusIsAFocusIndicator() {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "ios")).parse(
            text: """
                ## Focus

                Canvas: White #FFFFFF

                Every interactive element shows a 2px solid Primary Coral #FF6B6B outline when it receives keyboard focus.
                """)
        let roles = result.specs.facts.nonTextPairs.filter { $0.foreground.color.hex == "#FF6B6B" }.map(\.role)
        #expect(!roles.isEmpty && roles.allSatisfy { $0 == .focusIndicator })
    }

    /// An element named as disabled draws no pair to check (WCAG exempts inactive components),
    /// and a note says so; an inactive page dot is no disabled component.
    @Test func anElementNamedDisabledIsExempt() {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "web")).parse(
            text: """
                ## Form

                Canvas: White #FFFFFF

                - Inactive dots: #DDDDDD

                ```css
                .disabled-text {
                  color: #AAAAAA;
                }
                ```
                """)
        let pairs = result.specs.facts.textPairs + result.specs.facts.nonTextPairs
        #expect(!pairs.contains { $0.foreground.color.hex == "#AAAAAA" })
        #expect(pairs.contains { $0.foreground.color.hex == "#DDDDDD" })
        #expect(result.diagnostics.contains { $0.id == .specDisabledState && $0.message.contains("disabled text") })
    }

    /// A worked example with its ratio is not an element: its colors make no pair of their own.
    @Test func workedExampleIsNotAnElement() {
        let facts = Self.summaries(
            """
            ## Tags

            Canvas: White #FFFFFF

            - Unselected: label Charcoal #2D3436, fill Light Teal at 15%
                - e.g. Calm: Charcoal on Light Teal 15% over White = 12.0:1 ✅
            """)
        #expect(!facts.contains { $0.hasPrefix("text e.g.") || $0.contains("Calm") }, "\(facts)")
    }

    /// `#2D3436 / #F5F6FA` naming no mode is one color per mode, in the document's mode order;
    /// under a heading that names a mode, or after a `**Dark:**` label, values are in that mode.
    @Test func modesFromSlashSeriesHeadingsAndLabels() {
        let series = Self.summaries(
            """
            ## Toolbar

            Canvas: #F9FAFB (light) / #2C3135 (dark)

            | Element | Foreground |
            |---|---|
            | Glyph | #2D3436 / #F5F6FA |
            """)
        #expect(series.contains("text Glyph: #2D3436 on #F9FAFB (light)"), "\(series)")
        #expect(series.contains("text Glyph: #F5F6FA on #2C3135 (dark)"))
        #expect(!series.contains("text Glyph: #F5F6FA on #F9FAFB (light)"))
        let labelled = Self.summaries(
            """
            ## Banner

            Canvas: #FFFFFF (light) / #1A1D1F (dark)

            **Dark Mode:**

            - Caption: text #636E72, 15pt regular
            """)
        #expect(labelled.contains("text Banner: #636E72 on #1A1D1F (dark)"), "\(labelled)")
        #expect(!labelled.contains("text Banner: #636E72 on #FFFFFF (light)"))
        let section = Self.summaries(
            """
            ## Part C — dark mode

            Canvas: #1A1D1F

            ### TC-4 Checkbox

            **Expected:** fill #FF8787, 24pt
            """)
        #expect(!section.contains { $0.hasSuffix("(light)") }, "\(section)")
    }
}

/// Coverage by value-bearing line (docs/spec-format.md §2.16).
@Suite struct ValueLineCoverageTests {
    @Test func lexerFindsEveryKindOfValue() {
        let lexer = { (line: String) in SpecValues.kinds(in: line, system: SpecTest.bundledSystem) }
        #expect(lexer("Fill: #FFFFFF 100%") == ["color", "opacity"])
        #expect(lexer("Scrim: rgba(0,0,0,0.5) + blur") == ["color"])
        #expect(lexer("hsl(200, 6%, 42%)") == ["color"])
        #expect(lexer("24 × 24 glyph, 44 × 44 hit, 390 by 844") == ["dimensions", "dimensions", "dimensions"])
        #expect(lexer("17/22 Semibold, 15 pt regular") == ["font", "length"])
        #expect(lexer("label at 11px / 14px, 600; 13px/18px; padding 16px / 12px") == ["font", "font", "length", "length"])
        #expect(lexer("ratio 4,5:1 and 12.7:1.") == ["ratio", "ratio"])
        #expect(lexer("White @ 94%, `color.text.primary`") == ["color", "opacity", "token"])
        #expect(lexer("Disabled = 0,4 Deckkraft (opacity.disabled)") == ["opacity", "token"])
        #expect(lexer("“Edited 24 × 24 ago”, 9:30 PM, photos 2–3") == [])
        // Quotation marks of other languages close where they close: the values after them count.
        #expect(lexer("Titel „Heute 12 pt“, `color.text.tertiary`, 13 pt") == ["token", "length"])
        #expect(lexer("Bouton « Partager 44pt », #FF6B6B") == ["color"])
        #expect(lexer("Knopf »Teilen 44pt«, #FF6B6B") == ["color"])
    }

    @Test func aDocumentReadToNothingShowsALowFigure() {
        let result = SpecParser(system: SpecTest.bundledSystem).parse(
            text: """
                # Notes

                Charcoal and #FFB4A2 came up in the review, and 40pt too.
                """)
        let counts = SpecCoverageCounts(result.specs.documents[0].coverage)
        #expect(counts.total == 1)
        #expect(counts.read == 0)
        #expect(counts.fraction == 0)
        #expect(result.diagnostics.contains { $0.id == .specUnread && $0.range.start.line == 3 })
    }

    @Test func everyValueLineIsAFactOrAReportedLine() {
        let result = SpecParser(system: SpecTest.bundledSystem).parse(
            text: """
                ## Card

                Canvas: White #FFFFFF

                - Glimmer: Charcoal
                - Wobble allowance: 40pt
                - Title: Text: Charcoal #2D3436, 17pt semibold
                """)
        let lines = result.specs.documents[0].coverage
        #expect(lines.map(\.range.start.line) == [3, 5, 6, 7])
        for line in lines where line.status != .read {
            #expect(result.diagnostics.contains { $0.range.start.line == line.range.start.line }, "line \(line.range.start.line) is silent")
        }
        #expect(lines.first { $0.range.start.line == 7 }?.status == .read)
    }

    @Test func aLineReadForItsSizeOnlyReportsItsColors() {
        // Kiln reads the icon size but no role takes `Vert sauge`'s swatch, a sentence of its
        // own: the line is not counted as read, and the note names the colors it dropped.
        let result = SpecParser(system: SpecTest.bundledSystem).parse(
            text: """
                ## Search

                Canvas: White #FFFFFF

                - Magnifier: icône 20pt. Vert sauge #7FB77E à gauche
                - Title: Text: Charcoal #2D3436, 17pt semibold
                """)
        let lines = result.specs.documents[0].coverage
        #expect(lines.first { $0.range.start.line == 5 }?.status == .unread)
        #expect(lines.first { $0.range.start.line == 6 }?.status == .read)
        #expect(result.diagnostics.contains { $0.id == .specUnread && $0.range.start.line == 5 && $0.message.contains("read in part") && $0.message.contains("#7FB77E") })
    }

    @Test func aTableRowReportsTheColorCellsNoFactTook() {
        let result = SpecParser(system: SpecTest.bundledSystem).parse(
            text: """
                ## Rows

                Canvas: White #FFFFFF

                | Element | Text (dark) | Colour — dusk | Size |
                |---|---|---|---|
                | Row label | Off-White #F5F6FA | Light Gray #B2BEC3 | 17pt regular |
                | Helper | Light Gray #B2BEC3 | — | 13pt regular |
                """)
        // The row's text color and size are read, its `Colour — dusk` cell is not: that cell is
        // reported at its place.
        let notes = result.diagnostics.filter { $0.id == .specUnread }
        #expect(notes.contains { $0.range.start.line == 7 && $0.range.start.column == 34 && $0.message.contains("Light Gray #B2BEC3") })
        #expect(!notes.contains { $0.message.contains("Off-White") })
        #expect(!notes.contains { $0.range.start.line == 8 })
    }

    @Test func coverageJSONListsEveryValueLine() {
        let result = SpecParser(system: SpecTest.bundledSystem).parse(text: "## Card\n\nCanvas: White #FFFFFF\n\n- Wobble: 40pt\n", file: "specs/card.md")
        let json = SpecCoverageReport.render(result.specs, format: .json)
        #expect(json.contains("\"status\": \"facts\""))
        #expect(json.contains("\"status\": \"unread\""))
        #expect(json.contains("\"file\": \"specs/card.md\""))
        #expect(json.contains("\"valueLines\": 2"))
    }
}
