import ColorScience
import DesignModel
import SpecParser
import Testing

/// Claims (§2.12), references and inheritance (§2.9), backgrounds and facts (§2.11).
@Suite struct ClaimAndFactTests {
    /// Lines that look like accessibility claims but claim nothing about a scope: the standard's
    /// own thresholds, report and table titles, table header rows, rows that state one pair's
    /// ratio, a line of several measured ratios, advice, and partial statements.
    @Test func whatIsNotAScopedClaim() {
        let result = SpecTest.parse(
            """
            # Palette Contrast Review

            ## WCAG 2.2 Conformance Criteria

            - AA body text: 4.5:1 minimum
            - Level AAA large text: 4.5:1

            ## Dark Theme Contrast Ratios

            | Swatch | Value | Ratio | Result |
            |--------|-------|-------|--------|
            | Link Teal | `#2a9d8f` | 3.3:1 | Pass (large) |

            ## Accessibility

            - ✅ Caption grey (#8a8a8a) on paper - Good (3.4:1)
            - Prefer the deeper tones for better contrast
            - Most chips – good contrast ratios
            - Title and excerpt clear 4.5:1 in both themes — 12.68:1 / 5.24:1 light, 12.2:1 / 6.9:1 dark.

            ### WCAG 2.1 AA Compliance Checklist

            - ✅ All labels meet 4.5:1
            """)
        let scoped = result.specs.documents[0].scopedClaims
        #expect(scoped.map(\.text) == ["WCAG 2.1 AA Compliance Checklist", "All labels meet 4.5:1"])
    }

    /// A table with a column per mode measures each cell's pair in its column's mode: the dark
    /// pair's finding says dark mode.
    @Test func aModeColumnsCellIsMeasuredInItsMode() {
        let result = SpecTest.parse(
            """
            ## Theme audit

            | Combination | Light Mode | Dark Mode |
            |---|---|---|
            | foreground/background | #2e3440/#eceff4 = 10.6:1 | #d8dee9/#2e3440 = 9.8:1 |
            """)
        let modes = result.specs.facts.contrastClaims.map { claim -> [String] in
            guard case .pair(let samples) = claim.scope else { return [] }
            return samples.map(\.mode)
        }
        #expect(modes == [["light"], ["dark"]])
    }

    @Test func contrastClaimForms() {
        let result = SpecTest.parse(
            """
            ## Screen 1: Welcome

            ### Accessibility

            WCAG 2.1 AA Compliance:
            - ✅ Color Contrast:
              - Headline (Charcoal on White): 13.1:1 (AAA)
              - Button (White on Coral): 4.8:1 (AA for large text)
              - Switch active color (coral): 4.5:1 on white background
              - Gray text: 5.74:1 (AA) for secondary text
              - Red text (destructive): 4.5:1 (AA) minimum
              - Placeholder text (gray): 4.5:1 on background
              - All text meets 4.5:1 minimum
            - ✅ Text contrast: 4.5:1 minimum (normal text), 3:1 (large text)
            - ✅ Touch Targets: All buttons 44×44pt minimum (shutter 70×70pt)
            """)
        let claims = result.specs.documents[0].contrastClaims
        #expect(claims.map(\.scope) == [.pair, .pair, .pair, .pair, .pair, .pair, .blanket])
        #expect(claims.map(\.statedRatio) == [13.1, 4.8, 4.5, 5.74, 4.5, 4.5, 4.5])
        #expect(claims.map(\.statedLevel) == ["AAA", "AA large", nil, "AA", "AA", nil, nil])
        // "Text contrast: 4.5:1 minimum" names no pair: a claim about all text of the screen
        // (§2.12.4), and so are "WCAG 2.1 AA Compliance:" and "All buttons 44×44pt minimum".
        let scoped = result.specs.documents[0].scopedClaims
        #expect(scoped.map(\.kinds) == [[.textContrast, .nonTextContrast, .touchTarget], [.textContrast], [.touchTarget]])
        #expect(scoped.map(\.ratio) == [nil, 4.5, nil])
        #expect(scoped.last?.width == 44 && scoped.last?.height == 44)
        #expect(claims[0].subject == "Headline")
        #expect(claims[0].foreground?.resolution("light")?.token == "color.charcoal")
        #expect(claims[0].background?.resolution("light")?.token == "color.white")
        #expect(claims[2].background?.resolution("light")?.token == "color.white")
        #expect(claims[3].foreground?.resolution("dark")?.token == "color.text.secondary")
        #expect(claims[4].foreground?.resolution("light")?.token == "color.text.destructive")
        #expect(claims[5].background == nil)
        #expect(claims.allSatisfy { $0.node == "t/welcome" })
        let facts = result.specs.facts.contrastClaims
        guard case .pair(let samples) = facts[1].scope else {
            Issue.record("expected samples")
            return
        }
        #expect(samples.map(\.mode) == ["light", "dark"])
        #expect(samples.map(\.background.last?.color.hex) == ["#FF6B6B", "#FF8787"])
        // The Charcoal-on-White claim draws the same colors in both modes: one sample.
        guard case .pair(let same) = facts[0].scope else { return }
        #expect(same.count == 1)
        // The placeholder claim's background is the screen's (front matter) in each mode.
        guard case .pair(let screen) = facts[5].scope else { return }
        #expect(screen.map(\.background.last?.color.hex) == ["#FFFFFF", "#1A1D1F"])
        guard case .blanket(let name) = facts[6].scope else { return }
        #expect(name == "Welcome")
        let touch = result.specs.documents[0].touchTargetClaims
        #expect(touch.count == 1)
        #expect(touch[0].parts.map(\.appliesToAll) == [true, false])
        #expect(touch[0].parts.map(\.width) == [44, 70])
    }

    @Test func tokenValueClaimsAndDrift() {
        let result = SpecTest.parse(
            """
            ## Screen 1: S

            ### Design Tokens Used

            Colors:
            - colors.coral (#FF6B6B / #FF8787)
            - colors.text.primary (Charcoal / Off-White)
            - colors.background.primary (White / Black)
            - primaryCoralLight/primaryCoralDark - Toggle switch active

            Typography:
            - typography.title2 (28pt bold) - Headline
            - headline(17pt semibold) - Navigation title

            Spacing:
            - spacing.md (16pt)
            - md(12pt) - wrong

            Shadows:
            - shadows.level2 (raised)

            - colors.primary.corall (#FF6B6B)

            Components:
            - components.button.primary (Next button)
            - Custom: Number badges
            """)
        let claims = result.specs.documents[0].tokenClaims
        let summary = claims.map { claim -> String in
            let status: String
            switch claim.status {
            case .matches: status = "ok"
            case .referenceOnly: status = "ref"
            case .drift: status = "drift"
            case .unknownToken: status = "unknown"
            }
            return "\(claim.token?.string ?? claim.written) \(status)"
        }
        #expect(summary == [
            "color.coral ok", "color.text.primary ok", "color.background.primary drift", "color.coral ref", "color.coral ref",
            "typography.title2 drift", "typography.headline ok", "spacing.md ok", "spacing.md drift", "shadow.level2 ref",
            "colors.primary.corall unknown",
        ])
        #expect(SpecTest.diagnostics(result, ids: ["spec/token-drift", "spec/unknown-token"]) == [
            "14:3: warning: \"colors.background.primary\" is #FFFFFF / #1A1D1F in the token file; the spec says White / Black [spec/token-drift]",
            "18:3: warning: \"typography.title2\" is 22pt bold in the token file; the spec says 28pt bold [spec/token-drift]",
            "23:3: warning: \"md\" is 16pt in the token file; the spec says 12pt [spec/token-drift]",
            "28:3: warning: \"colors.primary.corall\" names no token [spec/unknown-token] hint: did you mean `color.coral`?",
        ])
    }

    /// `- Dark: … `color.text.secondary` (#B2BEC3)`: the value stated on a line keyed by a mode is
    /// the token's value in that mode, not a drift from its first mode's.
    @Test func aLineKeyedByAModeStatesThatModesValue() {
        let result = SpecTest.parse(
            """
            ## Editor

            - Counter → `color.text.secondary` (#636E72), 13pt
            - Dark: counter → `color.text.secondary` (#B2BEC3)
            - Dark: hint → `color.text.secondary` (#636E72)
            """)
        #expect(SpecTest.diagnostics(result, ids: ["spec/token-drift"]).map { String($0.prefix(40)) } == ["11:17: warning: \"color.text.secondary\" i"])
    }

    @Test func tokenTablesAreClaims() {
        let system = SpecTest.system(
            """
            color:
              $type: color
              palette:
                true-black: { $value: "#000000", $extensions: { kiln: { name: True Black } } }
              background: { $value: "{color.palette.true-black}", $extensions: { kiln: { name: Background } } }
            typography:
              $type: typography
              exposureValues:
                $value: { fontFamily: SF Mono, fontSize: 17pt, fontWeight: 500 }
                $extensions: { kiln: { name: Exposure Values } }
            spacing:
              $type: dimension
              base-unit: { $value: 8pt, $extensions: { kiln: { name: Base Unit } } }
            """, modes: ["dark"])
        let result = SpecTest.parse(
            """
            ---
            modes: [dark]
            ---
            | Role | Color | Hex | Usage |
            |------|-------|-----|-------|
            | **Background** | True Black | `#000000` | Viewfinder |
            | **Surface** | Dark Gray | `#1C1C1E` | Cards |

            | Element | Font | Weight | Size |
            |---------|------|--------|------|
            | **Exposure Values** | SF Mono | Medium | 18pt |

            | Element | Value |
            |---------|-------|
            | **Base Unit** | 8pt |
            | **Safe Area Respect** | Yes |
            """, system: system)
        #expect(result.specs.documents[0].tokenClaims.map { $0.token?.string ?? "-" } == [
            "color.palette.true-black", "-", "typography.exposureValues", "spacing.base-unit",
        ])
        #expect(SpecTest.diagnostics(result).map { String($0.prefix(60)) } == [
            "7:1: warning: the color table row \"Surface\" names no token (",
            "11:1: warning: \"Exposure Values\" is 17pt medium in the token",
        ])
    }

    @Test func onSameAsAndCatalogInheritance() {
        let catalog = """
            ---
            id: library
            kind: catalog
            ---
            ## 3. Action Components

            ### 3.1 Primary Button

            - Height: 50pt
            - Background: Primary Coral

            Typography:
            - Font: Headline (17pt semibold)
            - Color: White
            """
        let flow = SpecTest.frontMatter + """
            ## Screen 1: Welcome Screen

            #### 1. Bottom Sheet Container

            - Background: Off-White (#F9FAFB)

            #### 2. Title

            - On: Bottom Sheet Container
            - Text: “Add a Photo”
            - Color: Primary Coral

            #### 3. Primary CTA Button

            - Component: Primary Button (same as Welcome Screen)
            - Text: “Get Started”

            ## Screen 2: How It Works

            #### 4. Next Button

            - Full specs: Same as Welcome Screen › Primary CTA Button
            - Text: “Next”

            #### 5. Skip

            - Same As: Nowhere
            """
        let result = SpecParser(system: SpecTest.palette, options: .init(modes: ["light", "dark"])).parse([
            .init(path: "specs/library.md", text: catalog), .init(path: "specs/flow.md", text: flow),
        ])
        let pairs = result.specs.facts.textPairs.filter { $0.component.file == "specs/flow.md" }
        let title = pairs.filter { $0.component.path == "Welcome Screen › Title" }
        #expect(title.map(\.background.last?.color.hex) == ["#F9FAFB", "#F9FAFB"])
        let cta = pairs.filter { $0.component.path == "Welcome Screen › Primary CTA Button" }
        #expect(cta.map { "\($0.context.mode) \($0.foreground.color.hex) on \($0.background.last?.color.hex ?? "?") @\($0.range.start.line)" } == [
            "light #FFFFFF on #FF6B6B @21", "dark #FFFFFF on #FF8787 @21",
        ])
        let next = pairs.filter { $0.component.path == "How It Works › Next Button" }
        #expect(next.map(\.range.start.line) == [28, 28])
        #expect(next.map(\.foreground.range.file) == ["specs/library.md", "specs/library.md"])
        #expect(SpecTest.diagnostics(result) == [
            "33:12: warning: \"Nowhere\" names no node [spec/unresolved-reference] hint: write `Screen › Component`, or the name of a component of this screen"
        ])
    }

    @Test func translucentBackgroundsCompositeOverTheirContainer() {
        let result = SpecTest.parse(
            """
            ## Screen 1: S

            #### 1. Card

            - Background: White (#FFFFFF)

            ##### Badge

            - Background: Primary Coral at 10% opacity
            - Text: “New”
            - Color: Primary Coral
            """)
        let pair = result.specs.facts.textPairs.first { $0.component.path == "S › Card › Badge" && $0.context.mode == "light" }
        #expect(pair?.background.map(\.color.hex) == ["#FFFFFF", "#FF6B6B1A"])
        #expect(pair.flatMap { Compositing.flatten($0.background.map(\.color)) }?.hex == "#FFF0F0")
    }

    @Test func variantsStatesAndDevicesProduceFacts() {
        let result = SpecTest.parse(
            """
            ## Screen 1: S

            #### 1. Chip

            - Dimensions: Variable width (flex), 44pt height
              - iPhone SE: Variable width (flex), 40pt height

            Typography:
            - Font: SF Pro Text, 16pt Regular
            - Color:
              - Unselected: Emotion color at 100%
              - Selected: White (#FFFFFF)

            Colors (Unselected - 15% opacity background):
            - Background: Emotion color at 15% opacity

            | Variant | Category | Emotion color |
            |---|---|---|
            | Happy | Positive | Warm Coral (#FF6B6B) |
            | Calm | Positive | Charcoal |

            Colors (Selected):
            - Background: Emotion color at 100%
            """)
        let pairs = result.specs.facts.textPairs.filter { $0.context.mode == "light" }
        #expect(pairs.map { "\($0.context.state) \($0.context.variant ?? "-") \($0.foreground.color.hex) on \($0.background.map(\.color.hex).joined(separator: " < "))" } == [
            "default Happy #FF6B6B on #FFFFFF < #FF6B6B26", "default Calm #2D3436 on #FFFFFF < #2D343626",
            "selected Happy #FFFFFF on #FF6B6B", "selected Calm #FFFFFF on #2D3436",
        ])
        let targets = result.specs.facts.interactiveElements.map { "\($0.context.device ?? "all") \($0.height ?? 0)" }
        #expect(targets == ["all 44.0", "iPhone SE 40.0"])
        #expect(result.specs.facts.textElements.map(\.size) == [16])
    }

    @Test func unknownBackgroundIsReportedOncePerScreen() {
        let result = SpecTest.parse(
            """
            ---
            id: t
            ---
            ## Screen 1: Bare

            #### 1. Title

            - Text: “Hi”
            - Color: Primary Coral

            #### 2. Body

            - Text: “There”
            - Color: Primary Coral
            """)
        #expect(SpecTest.diagnostics(result) == [
            "4:1: warning: no background is known for \"Bare\", so the contrast of its text cannot be checked [spec/unknown-background] hint: add `Background:` to the screen, or `background:` to the front matter"
        ])
        #expect(result.specs.facts.textPairs.allSatisfy { $0.background.isEmpty })
    }

    /// A claim naming a screen by its route (`on /settings`) is about that screen, even where
    /// the document's title lists every screen.
    @Test func aRouteNamesItsScreen() {
        let result = SpecTest.parse(
            """
            # Web pass (Timeline / Settings)

            ## Summary

            Every clickable element on /settings has a hit area of at least 24×24 px.

            ## Timeline (`/timeline`)

            - Overflow button: hit area 20×20 px

            ## Settings (`/settings`)

            - Toggle: hit area 44×44 px
            """)
        guard case .screen(let name, _, _)? = result.specs.documents[0].scopedClaims.first?.scope else {
            Issue.record("the claim has no screen scope: \(result.specs.documents[0].scopedClaims.map(\.scope))")
            return
        }
        #expect(name.hasPrefix("Settings"))
    }

    /// A file of two handoff issues: each checklist holds for its own issue, and a hit area given
    /// its own size stays when a later sentence makes a card the link.
    @Test func aChecklistOfOneOfSeveralPartsIsThatPartsAndAStatedHitAreaStays() {
        let result = SpecTest.parse(
            """
            # Handoff: Timeline #212

            - overflow button: icon 16px, hit area 20×20px, opens Edit / Share / Delete
            whole card is a link to the entry

            # Handoff: New entry #214

            - Clear button: icon 12px, hit area 24×24px

            ## Accessibility checklist

            - [x] Every chip and icon button is at least 24×24px
            """)
        guard case .screen(let name, _, _)? = result.specs.documents[0].scopedClaims.first?.scope else {
            Issue.record("the claim has no part's scope: \(result.specs.documents[0].scopedClaims.map(\.scope))")
            return
        }
        #expect(name.hasPrefix("Handoff: New entry"))
        let targets = result.specs.facts.interactiveElements.filter { $0.component.path.contains("overflow") }
        #expect(targets.contains { $0.width == 20 && $0.height == 20 }, "\(targets.map { ($0.width, $0.height) })")
    }
}
