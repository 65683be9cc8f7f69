import DesignModel
import SpecParser
import Testing
import Inspection

/// Property and state tables (§2.8.1, §2.8.2), and what `kiln specs` / `kiln explain` print.
@Suite struct TableAndCommandTests {
    @Test func propertyTableGivesValuesPerQualifier() {
        let result = SpecTest.parse(
            """
            ## Screen 1: S

            #### 1. Sheet

            | Property | Light | Dark |
            |---|---|---|
            | Background | Off-White (#F9FAFB) | Background Black (#1A1D1F) |
            | Text Color | Charcoal | White |
            | Usage | cards | cards |
            """)
        let sheet = SpecTest.node(result, "S/Sheet")
        #expect(sheet?.property("Background")?.entries.map(\.qualifiers.description) == ["[light]", "[dark]"])
        #expect(SpecTest.color(sheet, "Background", mode: "dark", at: 1)?.token == "color.background-black")
        #expect(SpecTest.color(sheet, "Text Color", mode: "light")?.token == "color.charcoal")
        #expect(sheet?.property("Usage") == nil)
        let pairs = result.specs.facts.textPairs.map { "\($0.context.mode) \($0.foreground.color.hex) on \($0.background.last?.color.hex ?? "?") @\($0.range.start.line)" }
        #expect(pairs == ["light #2D3436 on #F9FAFB @14", "dark #FFFFFF on #1A1D1F @14"])
    }

    @Test func stateTableDeclaresStatesWithTheirColors() {
        let result = SpecTest.parse(
            """
            ## Screen 1: S

            #### 1. Button

            - Text: “Go”

            | State | Background | Text | Behavior |
            |---|---|---|---|
            | Default | Primary Coral | White | tappable |
            | Disabled | Light Gray (#DFE6E9) | White | no interaction |
            | Saving | Charcoal | White | spinner |
            """)
        let button = SpecTest.node(result, "S/Button")
        #expect(button?.states.map(\.name) == ["default", "disabled", "saving"])
        #expect(button?.states.map(\.isCustom) == [false, false, true])
        #expect(button?.property("Background")?.entries.map(\.qualifiers.description) == ["[default]", "[disabled]", "[saving]"])
        #expect(button?.property("Text Color")?.entries.count == 3)
        let states = result.specs.facts.textPairs.filter { $0.context.mode == "light" }.map { "\($0.context.state) \($0.background.last?.color.hex ?? "?")" }
        #expect(states == ["default #FF6B6B", "disabled #DFE6E9", "saving #2D3436"])
    }

    @Test func listingAndExplanation() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Welcome Screen

            #### 1. Primary CTA Button

            - Text: “Get Started”
            - Background: Primary Coral (#FF6B6B / #FF8787)
            - Text Color: White
            - Touch Target: Full width, 50pt height
              - iPhone SE: Full width, 40pt height
            """)
        let listing = SpecListing.render(result.specs, pattern: "button")
        #expect(listing == """
            specs/t.md  t (flow)  "t"  1 screen, 1 component
                component Primary CTA Button  [t/welcome-screen/primary-cta-button]  :9

            """)
        let nodes = SpecExplanation.find(result.specs, "Welcome Screen/Primary CTA Button")
        #expect(nodes.map(\.id) == ["t/welcome-screen/primary-cta-button"])
        #expect(SpecExplanation.find(result.specs, "primary cta button").count == 1)
        let text = SpecExplanation.render(result.specs, node: nodes[0])
        #expect(text.contains("      [light] #FF6B6B color.coral (name)  \"Primary Coral (#FF6B6B / #FF8787)\"  (line 12)"))
        #expect(text.contains("    Text Color [dark]: #FFFFFF on #FF8787 = 2.31:1  (line 13)"))
        #expect(text.contains("  touch target [light, iPhone SE]: 320×40pt  (line 15)"))
    }
}
