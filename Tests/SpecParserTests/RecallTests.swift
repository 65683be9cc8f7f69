import ColorScience
import DesignModel
import SpecParser
import Testing

/// Issue 19 (recall): readings that the seed audit found missing, proven on fresh inputs written
/// for these tests (other names, other wordings), not on the bundled specs.
@Suite struct RecallTests {
    /// Two design-system colors share each name; their paths say what each is made for.
    static func tokens(reversed: Bool = false) -> DesignSystem {
        var colors = [
            "paper-surface: { $value: \"#F7F1E3\", $extensions: { kiln: { name: Paper } } }",
            "paper-label: { $value: \"#FFFDF8\", $extensions: { mode: { dark: \"#2B2620\" }, kiln: { name: Paper } } }",
            "mist-stroke: { $value: \"#C9CED6\", $extensions: { kiln: { name: Mist } } }",
            "mist-text: { $value: \"#7A828F\", $extensions: { kiln: { name: Mist } } }",
            "ink: { $value: \"#1F2430\", $extensions: { kiln: { name: Ink } } }",
            "saffron: { $value: \"#F4A300\", $extensions: { kiln: { name: Saffron } } }",
            "white: { $value: \"#FFFFFF\", $extensions: { kiln: { name: White } } }",
            "night: { $value: \"#101317\", $extensions: { kiln: { name: Night } } }",
        ]
        if reversed { colors.reverse() }
        return SpecTest.system("color:\n  $type: color\n" + colors.map { "  " + $0 }.joined(separator: "\n") + "\n")
    }

    static let frontMatter = """
        ---
        id: r
        modes: [light, dark]
        background: White / Night
        ---

        """

    func pairs(_ result: SpecParser.Result, _ path: String, text: Bool = true, state: String = "default", mode: String = "light") -> [SpecFact.ColorPair] {
        (text ? result.specs.facts.textPairs : result.specs.facts.nonTextPairs)
            .filter { $0.component.path == path && $0.context.state == state && $0.context.mode == mode }
    }

    // MARK: A shared name is read by what the line paints

    static let roleSpec = frontMatter + """
        ## Screen 1: Pantry

        #### 1. Shelf Card

        - Background: Paper (Light), Ink (Dark)
        - Border: 1pt Mist

        ##### Shelf Title

        - Text: “Dry goods”
        - Typography: 15pt Regular
        - Text Color: Mist

        #### 2. Stamp

        - Text: “New”
        - Typography: 13pt Regular
        - Background: Ink
        - Text Color: Paper
        - Icon Color: Paper
        """

    @Test func aSharedNameIsTheColorMadeForWhatTheLinePaints() {
        let result = SpecTest.parse(Self.roleSpec, system: Self.tokens())
        // Background → the surface color, not the label color of the same name.
        let title = pairs(result, "Pantry › Shelf Card › Shelf Title").first
        #expect(title?.background.last?.color.hex == "#F7F1E3")
        #expect(title?.background.last?.token?.string == "color.paper-surface")
        // Text Color → the text color; Border → the stroke color.
        #expect(title?.foreground.color.hex == "#7A828F")
        let border = pairs(result, "Pantry › Shelf Card", text: false).first { $0.property == "Border" }
        #expect(border?.foreground.color.hex == "#C9CED6")
        let stamp = pairs(result, "Pantry › Stamp").first
        #expect(stamp?.foreground.color.hex == "#FFFDF8")
        // The ambiguity is still reported, with the choice it made.
        let warnings = SpecTest.diagnostics(result, ids: ["spec/ambiguous-name"])
        #expect(warnings.contains { $0.contains("\"Paper\" names 2 colors") && $0.contains("read as `color.paper-surface`, the one made for a background") })
        // An icon color has no such role: still ambiguous, so no pair is made up.
        #expect(pairs(result, "Pantry › Stamp", text: false).filter { $0.property == "Icon Color" }.isEmpty)
        #expect(warnings.contains { $0.contains("\"Paper\" names 2 colors") && !$0.contains("read as") })
    }

    /// Metamorphic: the order the tokens are declared in does not decide the choice.
    @Test func theChoiceDoesNotDependOnTokenOrder() {
        let forward = SpecTest.parse(Self.roleSpec, system: Self.tokens())
        let backward = SpecTest.parse(Self.roleSpec, system: Self.tokens(reversed: true))
        func summary(_ result: SpecParser.Result) -> [String] {
            (result.specs.facts.textPairs + result.specs.facts.nonTextPairs).map {
                "\($0.component.path) \($0.property) \($0.context.mode) \($0.foreground.color.hex) on \($0.background.map(\.color.hex))"
            }.sorted()
        }
        #expect(!summary(forward).isEmpty)
        #expect(summary(forward) == summary(backward))
    }

    // MARK: A state that sets a color in words

    /// The same looks, written three ways: the property word after the color, before it, and
    /// in a state table.
    static let statesAfter = frontMatter + """
        ## Screen 1: Larder

        #### 1. Jar Label Field

        - Background: White
        - Text: “Label”
        - Typography: 15pt Regular
        - Text Color: Ink
        - States:
          - Focus: Saffron outline (3pt), caret shown
          - Invalid: Label text becomes saffron
          - Idle: Mist outline
        """

    static let statesBefore = frontMatter + """
        ## Screen 1: Larder

        #### 1. Jar Label Field

        - Background: White
        - Text: “Label”
        - Typography: 15pt Regular
        - Text Color: Ink
        - States:
          - Focus: caret shown; outline saffron
          - Invalid: text saffron
          - Idle: outline Mist
        """

    static let statesTable = frontMatter + """
        ## Screen 1: Larder

        #### 1. Jar Label Field

        - Background: White
        - Text: “Label”
        - Typography: 15pt Regular
        - Text Color: Ink

        | State | Look |
        |---|---|
        | Focus | 3pt Saffron outline, caret shown |
        | Invalid | saffron text |
        | Idle | Mist outline |
        """

    @Test func aStateThatNamesAColorAndWhatItPaintsGivesThatPair() {
        for spec in [Self.statesAfter, Self.statesBefore, Self.statesTable] {
            let result = SpecTest.parse(spec, system: Self.tokens())
            let focus = pairs(result, "Larder › Jar Label Field", text: false, state: "focus").first { $0.property == "Border" }
            #expect(focus?.foreground.color.hex == "#F4A300")
            #expect(focus?.background.last?.color.hex == "#FFFFFF")
            // The finding points at the state's line.
            #expect(focus.map { spec.split(separator: "\n", omittingEmptySubsequences: false)[$0.range.start.line - 1].contains("Focus") } == true)
            // `Invalid` is the error state.
            let invalid = pairs(result, "Larder › Jar Label Field", state: "error").first
            #expect(invalid?.foreground.color.hex == "#F4A300")
            #expect(pairs(result, "Larder › Jar Label Field", state: "default").first?.foreground.color.hex == "#1F2430")
            // `Mist` is two colors and a state line gives no role to choose by: no pair, and
            // the line stays documentation (no new warning either).
            #expect(pairs(result, "Larder › Jar Label Field", text: false, state: "idle").isEmpty)
        }
    }

    /// Metamorphic: the wording does not change what is checked.
    @Test func theWordingOfAStateDoesNotChangeItsPairs() {
        func summary(_ spec: String) -> [String] {
            let result = SpecTest.parse(spec, system: Self.tokens())
            return (result.specs.facts.textPairs + result.specs.facts.nonTextPairs).map {
                "\($0.property) \($0.context.state) \($0.context.mode) \($0.foreground.color.hex) on \($0.background.map(\.color.hex))"
            }.sorted()
        }
        #expect(summary(Self.statesAfter).count >= 4)
        #expect(summary(Self.statesAfter) == summary(Self.statesBefore))
        #expect(summary(Self.statesAfter) == summary(Self.statesTable))
    }

    /// A node whose text color is written as `Color` keeps it as its text: the state's `saffron
    /// text` changes that color, and does not turn `Color` into a graphics color.
    @Test func aStateTextColorOfANodeWithColorChangesItsColor() {
        let result = SpecTest.parse(Self.frontMatter + """
            ## Screen 1: Larder

            #### 1. Shelf Tag

            - Text: “Oats”
            - Typography: 15pt Regular
            - Color: Ink
            - States:
              - Selected: saffron text
            """, system: Self.tokens())
        #expect(pairs(result, "Larder › Shelf Tag", state: "selected").first?.foreground.color.hex == "#F4A300")
        #expect(result.specs.facts.nonTextPairs.filter { $0.component.path == "Larder › Shelf Tag" }.isEmpty)
    }

    @Test func aStateBackgroundOfANodeWithoutOneIsNotTaken() {
        let result = SpecTest.parse(Self.frontMatter + """
            ## Screen 1: Album

            #### 1. Photo Viewer

            ##### Caption

            - Text: “June”
            - Typography: 15pt Regular
            - Text Color: Mist (#7A828F)

            States:
            - Zoomed: Ink background, pinch to zoom
            """, system: Self.tokens())
        #expect(result.specs.facts.textPairs.allSatisfy { $0.background.last?.color.hex != "#1F2430" })
    }

    // MARK: The platform's background

    static func toolbar(_ background: String) -> String {
        frontMatter + """
            ## Screen 1: Shopping List

            #### 1. Toolbar

            - Background: \(background)

            ##### Edit Button

            - Text: “Edit”
            - Typography: 15pt Regular
            - Text Color: #767676 (Light), White (Dark)
            """
    }

    @Test func aPlatformBackgroundIsJudgedAtItsWorstCase() {
        let result = SpecTest.parse(Self.toolbar("native blur material"), system: Self.tokens())
        // #767676 passes on white (4.54:1) but not on the light system grouped gray: the worst
        // case decides, not an assumed white.
        let light = pairs(result, "Shopping List › Toolbar › Edit Button").first
        #expect(light?.background.last?.color.hex == "#F2F2F7")
        #expect(light?.background.last?.written.hasPrefix("system background, worst case #F2F2F7") == true)
        #expect(light.map { WCAG.contrastRatio($0.foreground.color, $0.background.last!.color) < 4.5 } == true)
        let dark = pairs(result, "Shopping List › Toolbar › Edit Button", mode: "dark").first
        #expect(dark?.background.last?.color.hex == "#2C2C2E")
        // Read, so neither unreadable nor left out of coverage.
        #expect(SpecTest.diagnostics(result, ids: ["spec/unreadable-value"]).isEmpty)
    }

    /// Metamorphic: other words for the same platform background give the same pairs; a color
    /// that merely mentions blur in its note is still that color.
    @Test func platformBackgroundWordingsAgree() {
        func summary(_ background: String) -> [String] {
            let result = SpecTest.parse(Self.toolbar(background), system: Self.tokens())
            return result.specs.facts.textPairs.map { "\($0.context.mode) \($0.foreground.color.hex) on \($0.background.map(\.color.hex))" }.sorted()
        }
        let reference = summary("iOS system background (blur effect)")
        #expect(reference.count == 2)
        #expect(summary("iOS blur (light blur in Light Mode, dark blur in Dark Mode)") == reference)
        #expect(summary("system material (native blur)") == reference)
        #expect(summary("Paper (#F7F1E3), blurred") != reference)
    }

    // MARK: A control in a slot, with its size on one line

    @Test func aSizedControlInASlotIsATouchTarget() {
        let result = SpecTest.parse(Self.frontMatter + """
            ## Screen 1: Recipe

            #### 1. Header Toolbar

            - Height: 52pt
            - Leading Button: Back (chevron.left, 20×20pt) - returns to the list
            - Trailing Icon: Share (square.and.arrow.up, 22×22pt)

            #### 2. Servings Row

            - Height: 48pt
            - Right: Servings stepper (94×29pt)
            - Trailing: disclosure arrow (12×12pt, gray)

            #### 3. Note Card

            - Trailing Icon: Pin (16×16pt)
            """, system: Self.tokens())
        let targets = result.specs.facts.interactiveElements.map { "\($0.component.path) \($0.width.map { String(Int($0)) } ?? "?")×\($0.height.map { String(Int($0)) } ?? "?")" }
        #expect(targets.contains("Recipe › Header Toolbar › Back 20×20"))
        #expect(targets.contains("Recipe › Header Toolbar › Share 22×22"))
        #expect(targets.contains("Recipe › Servings Row › Servings stepper 94×29"))
        // A row's trailing arrow is not a control; an icon in a card's slot is not a bar button.
        #expect(!targets.contains { $0.contains("disclosure") || $0.contains("Pin") })
    }

    // MARK: A state that fades only the icon

    static func muteButton(_ pressed: String) -> String {
        frontMatter + """
            ## Screen 1: Player

            #### 1. Mute Button

            - Background: White
            - Icon: speaker.slash, 24×24pt
            - Icon Color: Ink
            - Touch Target: 44×44pt
            - States:
              - Pressed: \(pressed)
            """
    }

    @Test func aStateThatFadesTheIconFadesOnlyTheIcon() {
        let result = SpecTest.parse(Self.muteButton("Icon at 0.5 opacity, scale 0.96"), system: Self.tokens())
        let pressed = pairs(result, "Player › Mute Button", text: false, state: "pressed").first { $0.property == "Icon Color" }
        #expect(pressed?.foreground.color.alpha == 0.5)
        #expect(pressed?.background.last?.color.hex == "#FFFFFF")
        let plain = pairs(result, "Player › Mute Button", text: false).first { $0.property == "Icon Color" }
        #expect(plain?.foreground.color.alpha == 1)
    }

    /// Metamorphic: three wordings of the same fade give the same pairs.
    @Test func iconFadeWordingsAgree() {
        func summary(_ pressed: String) -> [String] {
            SpecTest.parse(Self.muteButton(pressed), system: Self.tokens()).specs.facts.nonTextPairs.map {
                "\($0.property) \($0.context.state) \($0.context.mode) \($0.foreground.color.hex) \($0.foreground.color.alpha)"
            }.sorted()
        }
        let reference = summary("Icon at 0.5 opacity, scale 0.96")
        #expect(reference.contains { $0.hasPrefix("Icon Color pressed light") })
        #expect(summary("scale 0.96; Icon opacity 50%") == reference)
        #expect(summary("Icon at 50% opacity") == reference)
    }

    /// A shared name in a state line is the color the node already draws: `mist` is two colors,
    /// the node's text is the mist made for text, so its pressed background is that mist.
    @Test func aSharedNameInAStateIsTheNodesOwnColor() {
        let result = SpecTest.parse(Self.frontMatter + """
            ## Screen 1: Pantry

            #### 1. Clear Button

            - Text: “Clear”
            - Typography: 15pt Regular
            - Text Color: Mist
            - Background: Transparent
            - States:
              - Pressed: scale 0.98, mist background at 10% opacity
            """, system: Self.tokens())
        let pressed = pairs(result, "Pantry › Clear Button", state: "pressed").first
        #expect(pressed?.foreground.color.hex == "#7A828F")
        #expect(pressed?.background.last?.color.hex == RGBA(hex: "#7A828F")!.withAlpha(0.1).hex)
    }

    // MARK: An element's colors in words under `Colors:`

    @Test func anElementsColorsInWordsAreItsProperties() {
        let result = SpecTest.parse(Self.frontMatter + """
            ## Screen 1: Pantry

            #### 1. Shelf Picker

            Colors:
            - Shelf Chips: Saffron background, white text
            - Shelf Rows: Paper fill; 2pt saffron outline (selected)
            - Heading: a warm tone that fits the season
            """, system: Self.tokens())
        let chip = pairs(result, "Pantry › Shelf Picker › Shelf Chips").first
        #expect(chip?.foreground.color.hex == "#FFFFFF")
        #expect(chip?.background.last?.color.hex == "#F4A300")
        let selected = pairs(result, "Pantry › Shelf Picker › Shelf Rows", text: false, state: "selected").first { $0.property == "Border" }
        #expect(selected?.foreground.color.hex == "#F4A300")
        #expect(selected?.background.last?.color.hex == "#F7F1E3")
        // Not every fragment names a color and what it paints: no colors made up.
        #expect(result.specs.facts.textPairs.allSatisfy { !$0.component.path.contains("Heading") })
    }

    // MARK: A copied element's parts

    static let copiedSpec = frontMatter + """
        ## Screen 1: Pantry

        #### 1. Shelf Tiles

        ##### Tile A: Spices

        Action Chip:
        - Text: “Sort spices”
        - Typography: 15pt Semibold
        - Background: Saffron (Light) / Saffron (Dark)
        - Text Color: White

        Counter:
        - Text: “1”, 13pt Bold, White
        - Background: Saffron

        ##### Tile B: Grains

        - Chip: “Sort grains”
        - Counter: “2”, same look
        - Caption: “Whole grains”
        - Same As: Tile A: Spices (as above)

        ##### Tile C: Teas

        - Counter: “3”
        - Footer: “Loose leaf”
        """

    /// `Same As` brings the base's look; a keyed text naming one of the base's parts (`Chip` →
    /// `Action Chip`) is that part here, with its own words; `“2”, same look` names an earlier
    /// sibling's part. Without either (Tile C), or naming no part (`Caption`), nothing is made up.
    @Test func aCopiedElementsNamedPartsInheritTheirLook() {
        let result = SpecTest.parse(Self.copiedSpec, system: Self.tokens())
        for mode in ["light", "dark"] {
            let chip = pairs(result, "Pantry › Shelf Tiles › Tile B: Grains › Chip", mode: mode).first
            #expect(chip?.foreground.color.hex == "#FFFFFF")
            #expect(chip?.background.last?.color.hex == "#F4A300")
        }
        let counter = pairs(result, "Pantry › Shelf Tiles › Tile B: Grains › Counter").first
        #expect(counter?.foreground.color.hex == "#FFFFFF")
        #expect(counter?.background.last?.color.hex == "#F4A300")
        #expect(result.specs.facts.textPairs.allSatisfy { !$0.component.path.contains("Caption") && !$0.component.path.contains("Tile C") })
    }

    // MARK: A quoted text in a color

    /// `Tag: “Fresh” in saffron`, `Hint: “Tap to restock” (Mist)`: a text part of that color on
    /// what it sits on; a color that is not one (`in stock`) or that names several colors without
    /// a choice reads nothing.
    @Test func aQuotedTextInAColorIsATextPartOfThatColor() {
        let result = SpecTest.parse(Self.frontMatter + """
            ## Screen 1: Pantry

            #### 1. Shelf Card

            - Background: Paper (Light), Ink (Dark)
            - Tag: “Fresh” in saffron
            - Hint: “Tap to restock” (Ink)
            - Note: “Only 3 left” in stock
            """, system: Self.tokens())
        let tag = pairs(result, "Pantry › Shelf Card › Tag").first
        #expect(tag?.foreground.color.hex == "#F4A300")
        #expect(tag?.background.last?.color.hex == "#F7F1E3")
        let hint = pairs(result, "Pantry › Shelf Card › Hint").first
        #expect(hint?.foreground.color.hex == "#1F2430")
        #expect(result.specs.facts.textPairs.allSatisfy { !$0.component.path.contains("Note") })
    }
}
