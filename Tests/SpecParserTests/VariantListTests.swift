import ColorScience
import DesignModel
import SpecParser
import Testing

/// Issue 19 (recall, text pairs): a component's `Variants:` list — numbered or bulleted, `Name:
/// …` or `Name — …`, on one line, or a table with a Variant column — gives each variant's colors,
/// and every pair the component draws is checked with them under the variant's name. Fresh
/// inputs (RecallTests' colors, other names and wordings), not the bundled specs.
@Suite struct VariantListTests {
    static let frontMatter = RecallTests.frontMatter

    static func banner(_ variants: String, background: String = "Ink") -> String {
        frontMatter + """
            ## Screen 1: Pantry

            #### 1. Restock Banner

            - Height: 48pt

            Typography:
            - Font: 15pt Regular
            - Color: White

            Colors:
            - Background: \(background)

            \(variants)

            Accessibility:
            - VoiceOver: Announce the banner
            """
    }

    static let path = "Pantry › Restock Banner"

    /// Light-mode text pairs of the banner: `variant foreground on background`.
    func summary(_ result: SpecParser.Result, mode: String = "light") -> [String] {
        result.specs.facts.textPairs.filter { $0.component.path == Self.path && $0.context.mode == mode }
            .map { "\($0.context.variant ?? "-") \($0.foreground.color.hex) on \($0.background.last?.color.hex ?? "?")" }
            .sorted()
    }

    static let expected = [
        "- #FFFFFF on #1F2430",
        "Alert #FFFFFF on #F4A300",
        "Calm #FFFFFF on #101317",
        "Plain #1F2430 on #FFFFFF",
    ]

    @Test func aNumberedVariantListGivesEachVariantsPairs() {
        let result = SpecTest.parse(Self.banner("""
            Variants:
            1. Alert: Saffron background, bell icon
            2. Calm: Night, moon icon
            3. Plain: text in Ink, White background, ink icon
            """), system: RecallTests.tokens())
        #expect(summary(result) == Self.expected)
        // `ink icon` names an icon, not a second color of the variant.
        let banner = result.specs.documents[0].nodes[0].children[0]
        #expect(banner.properties.flatMap(\.entries).filter { $0.qualifiers.variant == "Plain" }.map(\.written).sorted() == ["Ink", "White"])
        // White on saffron fails and is found at the variant's line, named by the variant.
        let alert = result.specs.facts.textPairs.first { $0.context.variant == "Alert" && $0.context.mode == "light" }
        #expect(alert?.range.start.line == 20)
        // Icon names are not colors: nothing is reported about them.
        #expect(SpecTest.diagnostics(result).filter { $0.hasPrefix("20:") || $0.hasPrefix("21:") || $0.hasPrefix("22:") }.isEmpty)
    }

    @Test func theLayoutOfAVariantListDoesNotChangeItsPairs() {
        func read(_ variants: String) -> [String] {
            summary(SpecTest.parse(Self.banner(variants), system: RecallTests.tokens()))
        }
        #expect(read("""
            Variants:
            - Alert — saffron background, bell icon
            - Calm — Night (moon icon)
            - Plain — Ink text on a White background
            """) == Self.expected)
        #expect(read("""
            - Variants: Alert (saffron background, bell icon); Calm (Night); Plain (text in Ink and White background)
            """) == Self.expected)
        #expect(read("""
            | Variant | Background | Text Color |
            |---|---|---|
            | Alert | Saffron | White |
            | Calm | Night | White |
            | Plain | White | Ink |
            """) == Self.expected)
        // A hex works as well as a name.
        #expect(read("""
            Variants:
            1. Alert: #F4A300 background
            2. Calm: #101317 background
            3. Plain: text in #1F2430, background #FFFFFF
            """) == Self.expected)
    }

    @Test func everyModeOfAVariantIsChecked() {
        let result = SpecTest.parse(Self.banner("""
            Variants:
            1. Alert: Saffron background
            """), system: RecallTests.tokens())
        #expect(summary(result, mode: "dark") == ["- #FFFFFF on #1F2430", "Alert #FFFFFF on #F4A300"])
    }

    @Test func aColorNamingOneOfTheStatedAlternativesIsThatAlternative() {
        // `Saffron background` in a banner whose background is `Saffron (#F4A300) or Night
        // (#101317)`: the stated Saffron, already checked under its own name, not a new pair.
        let result = SpecTest.parse(Self.banner("""
            Variants:
            1. Alert: Saffron background, bell icon
            2. Calm: Night background
            3. Plain: Ink background
            """, background: "Saffron (#F4A300) or Night (#101317)"), system: RecallTests.tokens())
        #expect(summary(result) == [
            "Night (#101317) #FFFFFF on #101317", "Plain #FFFFFF on #1F2430", "Saffron (#F4A300) #FFFFFF on #F4A300",
        ])
    }

    @Test func aBareColorIsReadOnlyWhenTheBackgroundVaries() {
        // Nothing says what `Saffron` colors when no variant names a background and the
        // component's background is one color: the item stays documentation.
        let result = SpecTest.parse(Self.banner("""
            Variants:
            1. Compact: Saffron, 40pt tall
            2. Regular: 48pt tall
            """), system: RecallTests.tokens())
        #expect(summary(result) == ["- #FFFFFF on #1F2430"])
        // With alternatives, a bare color is the background.
        let varied = SpecTest.parse(Self.banner("""
            Variants:
            1. Slim: Saffron, 40pt tall
            """, background: "Ink or Night"), system: RecallTests.tokens())
        #expect(summary(varied).contains("Slim #FFFFFF on #F4A300"))
    }

    @Test func aPlainColorWordIsADesignSystemColorNeverACSSKeyword() {
        let result = SpecTest.parse(Self.banner("""
            Variants:
            1. Cool: Teal background
            2. Misty: Mist background
            """), system: RecallTests.tokens())
        // `Teal` names no color of the system: reported, not checked as CSS teal (#008080).
        #expect(!summary(result).contains { $0.contains("#008080") })
        let messages = SpecTest.diagnostics(result, ids: ["spec/unknown-name", "spec/ambiguous-name"])
        #expect(messages.contains { $0.hasPrefix("20:") && $0.contains("\"Teal\"") && $0.contains("spec/unknown-name") })
        // `Mist` names two colors with different values: the ambiguity is reported at the item.
        #expect(messages.contains { $0.hasPrefix("21:") && $0.contains("Mist") })
    }
}
