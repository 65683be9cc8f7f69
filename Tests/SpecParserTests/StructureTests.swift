import DesignModel
import SpecParser
import Testing

/// Headings (§2.3), property items, groups, parts and qualifiers (§2.4–2.6).
@Suite struct StructureTests {
    @Test func screensComponentsSectionsAndSubComponents() {
        let result = SpecTest.parse(
            """
            # Flow Title

            ## Screen 1: Welcome Screen

            ### Purpose

            Prose.

            ### Components Used

            #### 1. Hero Illustration

            - Dimensions: 280×280pt

            #### 4. Option Card 1: Take Photo

            ##### Camera Icon

            - Size: 48×48pt

            ### Interactive States & Animations

            #### Bottom Sheet Appear Animation

            - Duration: 300ms

            #### Component: Entry Sheet (Bottom Sheet)

            - Height: 360pt

            ## Screen: Viewfinder

            #### 3.4 Floating Action Button (FAB)

            - Size: 56x56pt circle
            """)
        let document = result.specs.documents[0]
        #expect(document.title == "Flow Title")
        #expect(document.nodes.map(\.name) == ["Welcome Screen", "Viewfinder"])
        let welcome = document.nodes[0]
        #expect(welcome.kind == .screen)
        #expect(welcome.id == "t/welcome-screen")
        #expect(welcome.children.map(\.name) == ["Hero Illustration", "Option Card 1: Take Photo", "Bottom Sheet Appear Animation", "Entry Sheet"])
        #expect(welcome.children.map(\.kind) == [.component, .component, .animation, .component])
        #expect(welcome.children[1].id == "t/welcome-screen/option-card-1-take-photo")
        #expect(welcome.children[1].children.first?.id == "t/welcome-screen/option-card-1-take-photo/camera-icon")
        #expect(welcome.children[3].alias == "Bottom Sheet")
        #expect(welcome.sections.map(\.kind) == [.documentation, .components, .animations])
        let fab = document.nodes[1].children[0]
        #expect(fab.name == "Floating Action Button")
        #expect(fab.alias == "FAB")
    }

    @Test func catalogCategoriesAndDocumentSections() {
        let result = SpecTest.parse(
            """
            ---
            kind: catalog
            ---
            # Library

            ## 1. Navigation Components

            ### 1.1 Tab Bar (Bottom Navigation)

            - Height: 49pt

            ## Accessibility Summary

            ### WCAG Checklist

            - ✅ Text contrast: 4.5:1 minimum (normal text), 3:1 (large text)
            """)
        let document = result.specs.documents[0]
        #expect(document.kind == .catalog)
        #expect(document.nodes.map(\.kind) == [.category])
        #expect(document.nodes[0].children.map(\.name) == ["Tab Bar"])
        #expect(document.sections.map(\.kind) == [.accessibility])
        // A ratio about all text is a claim about the whole system under a summary (§2.12.4).
        #expect(document.contrastClaims.isEmpty)
        #expect(document.scopedClaims.map(\.kinds) == [[.textContrast]])
        #expect(document.scopedClaims.first?.scope == .system)
    }

    @Test func documentationHeadingsOutsideScreensGiveNoFindings() {
        let result = SpecTest.parse(
            """
            ## Dark Mode Specifications

            ### Color Adjustments

            Backgrounds:
            - Light Mode: White (#FFFFFF)

            ## Handoff to Engineering

            - Background: Primary Coral
            """)
        #expect(result.diagnostics.allSatisfy { $0.severity == .note })
        // Every value line is read or reported at its line.
        for line in result.specs.documents[0].coverage where line.status == .unread {
            #expect(result.diagnostics.contains { $0.range.start.line == line.range.start.line })
        }
    }

    @Test func numberedHeadingWithoutScreenIsASubject() {
        let result = SpecTest.parse("#### 2. Search Field\n- Background: White (#FFFFFF)\n")
        let node = result.specs.documents[0].nodes.first
        #expect(node?.name == "Search Field")
        #expect(node?.property("Background") != nil)
    }

    @Test func keysAreSplitAtTheFirstColonFollowedByASpace() {
        let result = SpecTest.parse(
            """
            ## Screen: S

            #### 1. Toolbar

            4:3 Standard Button:
            - Label: “4:3”
            - Touch Target: 44×44pt

            - Time: 8:00 PM
            - Timeline → Tap FAB (+ button)
            - ✅ Color Contrast: All text meets 4.5:1 minimum
            """)
        let toolbar = SpecTest.node(result, "S/Toolbar")
        #expect(toolbar?.children.map(\.name) == ["4:3 Standard Button"])
        #expect(toolbar?.children.first?.property("Text")?.entries.first?.value.text?.text == "4:3")
        #expect(result.specs.documents[0].contrastClaims.first?.scope == .blanket)
    }

    @Test func groupsSelfGroupsPartsAndDocumentationGroups() {
        let result = SpecTest.parse(
            """
            ## Screen: S

            #### 1. Option Card

            Card Container:
            - Height: 100pt
            - Background: White (#FFFFFF)

            Typography:
            - Font: SF Pro Text, 17pt Semibold
            - Line Height: 22pt
            - Color: Charcoal

            Camera Icon:
            - Size: 48×48pt
            - Color: Primary Coral

            * Right Button: “Cancel”
              - Color: Primary Coral
            * Action: Dismiss

            Design Notes:
            - Touch Target: 20×20pt
            """)
        let card = SpecTest.node(result, "S/Option Card")
        #expect(card?.properties.map(\.key) == ["Height", "Background", "Typography", "Line Height", "Text Color"])
        #expect(card?.children.map(\.name) == ["Camera Icon", "Right Button"])
        #expect(card?.children.last?.property("Text")?.entries.first?.value.text?.text == "Cancel")
        #expect(card?.children.last?.description == "\"Cancel\"")
        #expect(card?.property("Touch Target") == nil)
        #expect(card?.documentation.count == 2)
    }

    @Test func qualifierItemsKeyQualifiersAndStateGroups() {
        let result = SpecTest.parse(
            """
            ## Screen: S

            #### 1. Chip

            - Border: 1pt solid
              - Light Mode: Light Gray (#DFE6E9)
              - Dark Mode: Dark Gray (#3C4347)
              - Selected: 2pt Primary Coral
            - Touch Target: 44×44pt
              - iPhone SE: 40×40pt
            - Color:
              - Dark Mode Selected: White
              - 0-450 chars: Charcoal

            Colors (Selected - Selection Mode):
            - Background: Primary Coral

            Pressed State:
            - Opacity: 0.8
            """)
        let chip = SpecTest.node(result, "S/Chip")
        let border = chip?.property("Border")?.entries.map(\.qualifiers.description)
        #expect(border == ["", "[light]", "[dark]", "[selected]"])
        #expect(chip?.property("Touch Target")?.entries.map(\.qualifiers.description) == ["", "[iPhone SE]"])
        #expect(chip?.property("Background")?.entries.first?.qualifiers.state == "selected")
        #expect(chip?.property("Opacity")?.entries.first?.qualifiers.state == "pressed")
        #expect(chip?.property("Color")?.entries.map(\.qualifiers.description) == ["[dark, selected]", "[0-450 chars]"])
        #expect(SpecTest.diagnostics(result, ids: ["spec/implicit-state"]) == [
            "19:5: note: \"0-450 chars\" is not a known state; read as a custom state of \"Color\" [spec/implicit-state] hint: list it under `States:` if it is one"
        ])
    }

    @Test func declaredStatesWithFragmentsAndCustomStates() {
        let result = SpecTest.parse(
            """
            ## Screen: S

            #### 1. CTA Button

            - Background:
              - After Grant: Primary Coral

            States:
            - Default: Full coral background
            - Hover (iPad): 10% darker coral
            - Pressed: 20% darker coral, scale 0.98 (100ms ease-in-out)
            - Disabled: 40% opacity, no interaction
            - After Grant: “Allowed”
            """)
        let button = SpecTest.node(result, "S/CTA Button")
        #expect(button?.states.map(\.name) == ["default", "hover", "pressed", "disabled", "after grant"])
        #expect(button?.states[2].scale == 0.98)
        #expect(button?.states[2].timing?.duration?.milliseconds == 100)
        #expect(button?.states[3].opacity == 0.4)
        #expect(button?.states[4].isCustom == true)
        #expect(button?.property("Background")?.entries.first?.qualifiers.state == "after grant")
        #expect(result.diagnostics.filter { $0.id == .specImplicitState }.isEmpty)
    }

    @Test func duplicatePropertyIsANoteAtTheLaterLine() {
        let result = SpecTest.parse(
            """
            ## Screen: S

            #### 1. Link

            - Touch Target: Full width, 44pt height
            - Accessibility:
              - Touch Target: Minimum 44×44pt
            """)
        #expect(SpecTest.diagnostics(result) == [
            "13:19: note: \"Touch Target\" is given twice; the later line wins [spec/duplicate-property]"
        ])
    }

    @Test func frontMatterDefaultsAndDocumentation() {
        let result = SpecTest.parse(
            """
            ---
            id: onboarding
            title: Onboarding
            devices: [iPhone SE, iPhone 15, iPhone 15 Pro Max]
            default-device: iPhone 15
            version: "1.0"
            implementation: Flutter
            ---
            # Ignored title
            """)
        let document = result.specs.documents[0]
        #expect(document.id == "onboarding")
        #expect(document.title == "Onboarding")
        #expect(document.devices.map(\.name) == ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max"])
        #expect(document.devices.map(\.width) == [320, 390, 430])
        #expect(document.defaultDevice == "iPhone 15")
        #expect(document.frontMatter.filter { !$0.isRecognized }.map(\.key) == ["implementation"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func documentationBlocksKeepCodeAndTables() {
        let result = SpecTest.parse(
            """
            ## Screen: S

            ### Layout Structure

            ```text
            ┌──┐
            └──┘
            ```

            | Stage | Desired Emotion |
            |---|---|
            | First Launch | Curious |
            """)
        let section = result.specs.documents[0].nodes[0].sections[0]
        #expect(section.kind == .documentation)
        guard case .code(let info, let text) = section.blocks[0].kind else {
            Issue.record("expected a code block")
            return
        }
        #expect(info == "text")
        #expect(text == "┌──┐\n└──┘\n")
        guard case .table(let header, let rows) = section.blocks[1].kind else {
            Issue.record("expected a table")
            return
        }
        #expect(header == ["Stage", "Desired Emotion"])
        #expect(rows == [["First Launch", "Curious"]])
    }
}
