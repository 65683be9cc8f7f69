import DesignModel
import SpecParser
import Testing

/// No value is read silently: every value-bearing line is read, prose, or reported — a
/// `spec/unread` note at its line saying what was recognized and what was missing (docs/spec-format.md §2.16).
@Suite struct CoverageTests {
    static let spec = """
        ## Screen: Wallet

        #### Top Up Button

        - Text: “Top up”
        - Purpose: Lets people add money before a purchase
        - Action: Opens the amount sheet
        - VoiceOver: “Top up, button”
        - Press zone: 40 pt
        - Touch targt: 40pt
        - Entrance: Fade in + slide up 10pt (100ms delay)
        - Progress: 0% → 100%
        - Color: #1F1F1F

        Radius: 12pt

        | Part | Measure |
        |---|---|
        | Badge | 24×24pt |
        """

    @Test func valueLinesAreReadProseOrReported() {
        let result = SpecTest.parse(Self.spec)
        let coverage = result.specs.documents[0].coverage
        func status(_ prefix: String) -> SpecLineCoverage.Status? { coverage.first { $0.text.hasPrefix(prefix) }?.status }
        // Lines without a value (copy in quotes, purposes, actions) are not value lines.
        for prefix in ["Text:", "Purpose:", "Action:", "VoiceOver:", "Progress:"] { #expect(status(prefix) == nil, "\(prefix)") }
        #expect(status("Color:") == .read)
        #expect(status("Radius:") == .read)
        #expect(status("Entrance:") == .prose)
        #expect(status("Press zone:") == .unread)
        #expect(status("Touch targt:") == .unread)
        #expect(status("| Badge") == .unread)
        let counts = SpecCoverageCounts(coverage)
        // The test front matter's `background:` line is read too.
        #expect(counts.read == 3 && counts.prose == 1 && counts.unread == 3)
        #expect(coverage.dropFirst().allSatisfy { $0.screen == "Wallet" })
    }

    @Test func unreadNotesSayWhereSuchFactsAreRead() {
        let notes = SpecTest.diagnostics(SpecTest.parse(Self.spec), ids: ["spec/unread"])
        #expect(notes.count == 3)
        #expect(notes[0].contains("not understood: `Press zone: 40 pt` — touch targets are read from `touch target`, `hit area`, `tappable area`"))
        #expect(notes[1].contains("`Touch targt: 40pt`") && notes[1].hasSuffix("hint: did you mean `touch target`?"))
        #expect(notes[2].contains("`Badge | 24×24pt`") && notes[2].contains("first column is `Property`"))
    }

    @Test func aKnownKeyWhereKilnDoesNotReadPropertiesIsReported() {
        let result = SpecTest.parse("""
            ## Screen: Wallet

            #### Sheet

            - Text: “Amount”
            - Usage Guidelines:
              - Keep it short
              - Minimum touch target: 44x44pt
            """)
        let notes = SpecTest.diagnostics(result, ids: ["spec/unread"])
        #expect(notes.count == 1)
        #expect(notes.first?.contains("`touch target` is read from a screen's or component's own lines; here it is kept as documentation") == true)
    }
}
