import ColorScience
import DesignModel
import SpecParser
import Testing

/// Issue 19: the colors a spec line means are the colors checked — state lightness changes,
/// explicit hex values, plain color words (fresh inputs, not the bundled specs).
@Suite struct VerdictTests {
    static let coral = RGBA(hex: "#FF6B6B")!
    static let coralDark = RGBA(hex: "#FF8787")!

    func pairs(_ result: SpecParser.Result, _ path: String, state: String, mode: String) -> [SpecFact.ColorPair] {
        result.specs.facts.textPairs.filter { $0.component.path == path && $0.context.state == state && $0.context.mode == mode }
    }

    @Test func darkerIsALightnessChangeAndOpacityIsAlpha() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Checkout

            #### 1. Forgot Link

            - Text: “Forgot password?”
            - Color: Primary Coral
            - States:
              - Idle: Coral text
              - Pressed: 20% darker coral, 0.8 opacity (120ms)
              - Hover: 10% darker coral
            """)
        let pressed = pairs(result, "Checkout › Forgot Link", state: "pressed", mode: "light").first
        #expect(pressed?.foreground.color.hex == Self.coral.darkened(by: 0.2).withAlpha(0.8).hex)
        // Darker, not lighter: the old reading (coral at 80%) was lighter than coral.
        #expect(pressed.map { $0.foreground.color.oklch.L < Self.coral.oklch.L } == true)
        #expect(pressed?.range.start.line == 15)
        let dark = pairs(result, "Checkout › Forgot Link", state: "pressed", mode: "dark").first
        #expect(dark?.foreground.color.hex == Self.coralDark.darkened(by: 0.2).withAlpha(0.8).hex)
        let hover = pairs(result, "Checkout › Forgot Link", state: "hover", mode: "light").first
        #expect(hover?.foreground.color.hex == Self.coral.darkened(by: 0.1).hex)
    }

    @Test func aBackgroundChangeReachesTheLabelsOnIt() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Picker

            #### 1. Choice Tile

            - Background: White
            - Border Radius: 12pt
            - States:
              - Tapped: Fill 12% darker
              - Hover: Background 4% lighter

            Caption:
            - Text: “Pick one”
            - Color: Charcoal

            #### 2. Second Tile

            - Same As: Choice Tile

            Caption:
            - Text: “Or this”
            """)
        let pressed = pairs(result, "Picker › Choice Tile › Caption", state: "pressed", mode: "light").first
        #expect(pressed?.background.last?.color.hex == RGBA.white.darkened(by: 0.12).hex)
        #expect(pressed?.background.last?.written.hasSuffix("12% darker") == true)
        // A tile that is "the same as" the first has its states too.
        let second = pairs(result, "Picker › Second Tile › Caption", state: "pressed", mode: "light").first
        #expect(second?.background.last?.color.hex == RGBA.white.darkened(by: 0.12).hex)
    }

    @Test func aColorWordPicksWhichColorTheStateChanges() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Pay

            #### 1. Pay Button

            - Background: Primary Coral
            - Text: “Pay”
            - Text Color: White
            - States:
              - Pressed: 15% darker coral, scale 0.97
            """)
        let pressed = pairs(result, "Pay › Pay Button", state: "pressed", mode: "dark").first
        #expect(pressed?.foreground.color.hex == "#FFFFFF")
        #expect(pressed?.background.last?.color.hex == Self.coralDark.darkened(by: 0.15).hex)
    }

    @Test func anExplicitHexWinsInEveryModeAndDriftIsReported() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Alert

            #### 1. Banner

            - Background: Primary Coral (#FF6B6B)
            - Text: “Failed”
            - Text Color: White
            """)
        let dark = pairs(result, "Alert › Banner", state: "default", mode: "dark").first
        #expect(dark?.background.last?.color.hex == "#FF6B6B")
        #expect(SpecTest.diagnostics(result, ids: ["spec/name-value-mismatch"]) == [
            "11:15: warning: \"Primary Coral\" is not #FF6B6B in dark mode; the literal wins [spec/name-value-mismatch]"
        ])
    }

    @Test func plainColorWordsAreNeverCSSKeywords() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Words

            #### 1. Hint

            - Text: “Optional”
            - Color: red

            #### 2. Note

            - Text: “Later”
            - Color: gray

            #### 3. Badge

            - Text: “New”
            - Color: white
            - Background: Charcoal
            """)
        // No token is named red: unresolved, reported, not #FF0000.
        #expect(pairs(result, "Words › Hint", state: "default", mode: "light").isEmpty)
        #expect(SpecTest.diagnostics(result, ids: ["spec/unresolved-color"]).count == 1)
        // Two design-system grays: ambiguous, reported, not #808080.
        #expect(pairs(result, "Words › Note", state: "default", mode: "light").isEmpty)
        #expect(SpecTest.diagnostics(result, ids: ["spec/ambiguous-name"]).first?.contains("\"gray\" names") == true)
        // White is white.
        #expect(pairs(result, "Words › Badge", state: "default", mode: "light").first?.foreground.color.hex == "#FFFFFF")
    }

    @Test func aClaimWhoseColorsAreUnknownSaysSo() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Claims

            Color Contrast:
            - Warning text (amber): 4.5:1 on background
            """)
        #expect(SpecTest.diagnostics(result, ids: ["spec/unverified-claim"]).count == 1)
    }
}

@Suite struct DisabledAndInheritedStateTests {
    @Test func aStateTheSpecCallsDisabledIsExemptWithANote() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Access

            #### 1. Grant Button

            - Text: “Allow”
            - Text Color: White
            - Background:
              - Granted: Light Gray (#DFE6E9 in Light, #3C4347 in Dark)
              - Default: Primary Coral
            - States:
              - Granted: “Allowed” (greyed out, inactive, disabled state)
            """)
        let granted = result.specs.facts.textPairs.filter { $0.component.path == "Access › Grant Button" && $0.background.last?.color.hex == "#DFE6E9" }
        #expect(!granted.isEmpty)
        #expect(granted.allSatisfy { $0.context.state == "disabled" })
        #expect(SpecTest.diagnostics(result, ids: ["spec/disabled-state"]).count == 1)
    }

    @Test func aNodesOwnStatesReplaceItsBases() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Links

            #### 1. Base Link

            - Text: “More”
            - Color: Primary Coral
            - States:
              - Hover: 10% darker coral
              - Pressed: 20% darker coral

            #### 2. Own Link

            - Same As: Base Link
            - Text: “Less”
            - States:
              - Pressed: 30% darker coral
            """)
        let own = result.specs.facts.textPairs.filter { $0.component.path == "Links › Own Link" && $0.context.mode == "light" }
        #expect(own.map(\.context.state).sorted() == ["default", "pressed"])
        #expect(own.first { $0.context.state == "pressed" }?.foreground.color.hex == VerdictTests.coral.darkened(by: 0.3).hex)
    }
}

@Suite struct ModeMappingTests {
    static let body = """
        ## Screen 1: Journal

        #### 1. Entry Text

        - Text: “Today…”
        - Color: Charcoal

        """

    @Test func aColorWithNoDarkValueIsUnknownInDarkMode() {
        let result = SpecTest.parse(Self.body)
        let pairs = result.specs.facts.textPairs.filter { $0.component.path == "Journal › Entry Text" }
        #expect(pairs.map(\.context.mode) == ["light"])
        #expect(SpecTest.diagnostics(result, ids: ["spec/unknown-in-mode"]).count == 1)
        #expect(SpecTest.diagnostics(result, ids: ["spec/unknown-in-mode"]).first?.contains("\"Charcoal\" has no value in dark mode") == true)
    }

    @Test func theDocumentsOwnMappingGivesTheDarkValue() {
        let result = SpecTest.parse(Self.body + """
            ## Dark Mode

            Text colors in dark mode:
            - Body: Charcoal (#2D3436) → Off-White (#F5F6FA)
            """)
        let dark = result.specs.facts.textPairs.first { $0.component.path == "Journal › Entry Text" && $0.context.mode == "dark" }
        #expect(dark?.foreground.color.hex == "#F5F6FA")
        #expect(SpecTest.diagnostics(result, ids: ["spec/unknown-in-mode"]).isEmpty)
    }

    @Test func whiteAndAValuePerModeAreKnown() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Modes

            #### 1. Badge

            - Text: “1”
            - Color: White
            - Background: Charcoal (Light) / Background Black (Dark)
            """)
        #expect(result.specs.facts.textPairs.filter { $0.component.path == "Modes › Badge" }.count == 2)
        #expect(SpecTest.diagnostics(result, ids: ["spec/unknown-in-mode"]).isEmpty)
    }
}

@Suite struct StateOpacityTests {
    @Test func aStateThatSetsTheBackgroundsOpacityYieldsItsPair() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Tags

            #### 1. Tag

            - Text: “Calm”
            - Color: Primary Coral
            - Background: Primary Coral at 12% opacity
            - States:
              - Hover: Background opacity 30%
              - Pressed: Background at 40% opacity
            """)
        func background(_ state: String) -> String? {
            result.specs.facts.textPairs.first { $0.component.path == "Tags › Tag" && $0.context.state == state && $0.context.mode == "light" }?
                .background.last?.color.hex
        }
        #expect(background("default") == "#FF6B6B1F")
        #expect(background("hover") == "#FF6B6B4D")
        #expect(background("pressed") == "#FF6B6B66")
    }
}

@Suite struct OpenVariantModeTests {
    @Test func variantColorsTheDocumentSaysChangeInDarkModeAreUnknownThere() {
        let table = """
            ## Screen 1: Mood

            #### 1. Mood Tag

            - Text: “Joy”
            - Color: Mood color at 100%
            - Background: White

            | Variant | Mood color |
            |---|---|
            | Joy | Primary Coral |

            """
        let open = SpecTest.parse(table + "Dark mode: mood colors are lightened a little for legibility.\n")
        #expect(open.specs.facts.textPairs.filter { $0.component.path == "Mood › Mood Tag" }.map(\.context.mode) == ["light"])
        #expect(SpecTest.diagnostics(open, ids: ["spec/unknown-in-mode"]).count == 1)
        let stated = SpecTest.parse(table)
        #expect(stated.specs.facts.textPairs.filter { $0.component.path == "Mood › Mood Tag" }.map(\.context.mode) == ["light", "dark"])
    }
}

@Suite struct PhotoContentTests {
    @Test func aScrimOverAPhotoIsJudgedAtItsWorstCase() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Preview

            #### 1. Full Photo

            - Component: Full-screen image view
            - Background: Black (#000000) for letterboxing

            #### 2. Discard Button

            - On: Full Photo
            - Text: “Discard”
            - Text Color: White
            - Background: 45% black blur
            """)
        let pair = result.specs.facts.textPairs.first { $0.component.path == "Preview › Discard Button" && $0.context.mode == "light" }
        // Never white on solid black (21:1): a white photo under the 45% scrim is the worst case.
        #expect(pair?.background.first?.color.hex == "#FFFFFF")
        #expect(pair?.background.first?.written.hasPrefix("photo content, worst case white") == true)
        #expect(pair?.background.first?.written.contains("a scrim of 55% passes") == true)
        let flat = pair.flatMap { Compositing.flatten($0.background.map(\.color)) }
        #expect(flat.map { WCAG.contrastRatio(.white, $0) < 4.5 } == true)
    }
}
