import ColorScience
import DesignModel
import SpecParser
import Testing

/// The document's ground: elements of sections that state no background sit on the one ground
/// the document states elsewhere (a sheet, a screen), and translucent tints composite over it.
@Suite struct DocumentGroundTests {
    static let frontMatter = """
        ---
        id: g
        modes: [light, dark]
        ---

        """

    func pairs(_ result: SpecParser.Result, _ path: String, mode: String) -> [SpecFact.ColorPair] {
        result.specs.facts.textPairs.filter { $0.component.path == path && $0.context.mode == mode && $0.context.state == "default" }
    }

    static let sheetSpec = frontMatter + """
        ## Container

        ### Sheet

        - Background: Paper (Light), Night (Dark)

        ## Footer

        ### Hint

        - Text Color: Mist
        - Typography: 13pt Regular

        ### Tag

        - Background: Saffron at 20% opacity
        - Text Color: Saffron
        - Typography: 13pt Regular
        """

    @Test func sectionsWithoutBackgroundSitOnTheSheet() {
        let result = SpecTest.parse(Self.sheetSpec, system: RecallTests.tokens())
        let hint = pairs(result, "Footer › Hint", mode: "light")
        #expect(hint.first?.background.map(\.color.hex) == ["#F7F1E3"])
        #expect(pairs(result, "Footer › Hint", mode: "dark").first?.background.map(\.color.hex) == ["#101317"])
        // The tint composites over the ground.
        let tag = pairs(result, "Footer › Tag", mode: "light")
        #expect(tag.first?.background.map(\.color.hex) == ["#F7F1E3", "#F4A30033"])
    }

    @Test func twoDifferentGroundsLeaveTheBackgroundUnknown() {
        let spec = Self.sheetSpec.replacingOccurrences(of: "## Footer", with: "## Viewer\n\n- Background: Ink\n\n## Footer")
        let result = SpecTest.parse(spec, system: RecallTests.tokens())
        #expect(pairs(result, "Footer › Hint", mode: "light").first?.background.isEmpty == true)
    }

    @Test func textInvisibleOnTheGroundIsLeftUnchecked() {
        // Paper text on the Paper ground: the element has a fill of its own the document does not say.
        let spec = Self.sheetSpec.replacingOccurrences(of: "- Text Color: Mist", with: "- Text Color: #F7F1E3")
        let result = SpecTest.parse(spec, system: RecallTests.tokens())
        #expect(pairs(result, "Footer › Hint", mode: "light").first?.background.isEmpty == true)
    }
}
