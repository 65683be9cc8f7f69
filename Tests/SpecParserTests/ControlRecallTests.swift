import ColorScience
import DesignModel
import SpecParser
import Testing

/// Issue 19 (recall, non-text): what identifies a control or its state — a switch's on color, a
/// selected option's fill, a borderless field's fill, a progress bar's fill on its track — proven
/// on fresh inputs (RecallTests' colors, other names and wordings), not on the bundled specs.
@Suite struct ControlRecallTests {
    static let frontMatter = RecallTests.frontMatter

    func pairs(_ result: SpecParser.Result, _ path: String, state: String = "default", mode: String = "light") -> [SpecFact.ColorPair] {
        result.specs.facts.nonTextPairs.filter { $0.component.path == path && $0.context.state == state && $0.context.mode == mode }
    }

    func summary(_ pairs: [SpecFact.ColorPair]) -> [String] {
        pairs.map { "\($0.property) \($0.context.mode) \($0.context.state) \($0.foreground.color.hex) on \($0.background.last?.color.hex ?? "?") \($0.role?.rawValue ?? "-")" }
            .sorted()
    }

    // MARK: A control's color in a state, in its description

    static func switchRow(_ trailing: String) -> String {
        frontMatter + """
            ## Screen 1: Pantry Settings

            #### 1. Restock Row

            - Height: 48pt
            - Background: Paper (#F7F1E3)
            - Trailing: \(trailing)
            """
    }

    @Test func aControlsColorWhenOnIsItsStateIndicator() {
        let result = SpecTest.parse(Self.switchRow("UISwitch (51×31pt, saffron when active)"), system: RecallTests.tokens())
        let on = pairs(result, "Pantry Settings › Restock Row › UISwitch", state: "on")
        #expect(summary(on) == ["Color light on #F4A300 on #F7F1E3 selection-indicator"])
        // Nothing is drawn in the default state: the color is the on state's only.
        #expect(pairs(result, "Pantry Settings › Restock Row › UISwitch").isEmpty)
    }

    @Test func theWordingOfAStateColorDoesNotChangeItsPairs() {
        func on(_ trailing: String, name: String) -> [String] {
            let result = SpecTest.parse(Self.switchRow(trailing), system: RecallTests.tokens())
            return summary(pairs(result, "Pantry Settings › Restock Row › \(name)", state: "on") + pairs(result, "Pantry Settings › Restock Row › \(name)", state: "on", mode: "dark"))
        }
        let reference = on("UISwitch (51×31pt, saffron when active)", name: "UISwitch")
        #expect(reference.count == 2)
        #expect(on("Toggle (51×31pt, Saffron when on)", name: "Toggle") == reference)
        #expect(on("UISwitch (51×31pt, saffron while it is on)", name: "UISwitch") == reference)
        #expect(on("Restock switch (51×31pt, #F4A300 if switched on)", name: "Restock switch") == reference)
        // A color that names no state, or a state the vocabulary does not know, adds nothing.
        #expect(on("UISwitch (51×31pt, saffron)", name: "UISwitch").isEmpty)
        #expect(on("UISwitch (51×31pt, saffron when the pantry is low)", name: "UISwitch").isEmpty)
    }

    // MARK: A selected option's fill

    static func segments(_ options: String) -> String {
        frontMatter + """
            ## Screen 1: Pantry

            #### 1. Shelf Filter Sheet

            - Background: Paper (#F7F1E3)
            - Height: 200pt

            \(options)
            """
    }

    @Test func aSelectedOptionsFillIsPairedWithWhatItSitsOn() {
        let result = SpecTest.parse(Self.segments("""
            Tab States:
            - Week: Selected (saffron background), shows this week
            - Month: Selected, shows this month
            """), system: RecallTests.tokens())
        #expect(summary(pairs(result, "Pantry › Shelf Filter Sheet › Tab", state: "selected")) == ["Background light selected #F4A300 on #F7F1E3 selection-indicator"])
    }

    @Test func theWordingOfASelectedFillDoesNotChangeItsPairs() {
        func selected(_ options: String, part: String = "Tab") -> [String] {
            let result = SpecTest.parse(Self.segments(options), system: RecallTests.tokens())
            return summary(pairs(result, "Pantry › Shelf Filter Sheet › \(part)", state: "selected"))
        }
        let reference = selected("Tab States:\n- Week: Selected (saffron background), shows this week")
        #expect(reference.count == 1)
        #expect(selected("Tab States:\n- Week: Checked (Saffron fill)") == reference)
        #expect(selected("Tab States:\n- Month: Selected, shows this month\n- Week: selected (#F4A300 background)") == reference)
        #expect(selected("Chip State:\n- Week: Selected (saffron background)", part: "Chip") == reference)
        // States named after the node itself are its own.
        let own = SpecTest.parse(Self.frontMatter + """
            ## Screen 1: Pantry

            - Background: Paper (#F7F1E3)

            #### 1. Shelf Tab

            - Height: 32pt

            Tab States:
            - Week: Selected (saffron background)
            """, system: RecallTests.tokens())
        #expect(summary(pairs(own, "Pantry › Shelf Tab", state: "selected")) == reference)
        // Options that say no color: nothing is read, nothing made up.
        #expect(selected("Tab States:\n- Week: Selected, shows this week").isEmpty)
    }

    // MARK: A field without a border

    static func field(_ border: String, focus: String = "") -> String {
        frontMatter + """
            ## Screen 1: Pantry

            - Background: White / Night

            #### 1. Find Field

            - Height: 40pt
            - Background: Paper (#F7F1E3) / Ink
            - Border: \(border)
            \(focus)
            """
    }

    @Test func aBorderlessFieldIsIdentifiedByItsFill() {
        let result = SpecTest.parse(Self.field("None (fill only)"), system: RecallTests.tokens())
        let boundary = pairs(result, "Pantry › Find Field") + pairs(result, "Pantry › Find Field", mode: "dark")
        #expect(summary(boundary) == [
            "Background dark default #1F2430 on #101317 control-boundary",
            "Background light default #F7F1E3 on #FFFFFF control-boundary",
        ])
    }

    @Test func theWordingOfNoBorderDoesNotChangeThePair() {
        func boundary(_ border: String, focus: String = "") -> [String] {
            let result = SpecTest.parse(Self.field(border, focus: focus), system: RecallTests.tokens())
            return summary(result.specs.facts.nonTextPairs.filter { $0.component.path == "Pantry › Find Field" && $0.property == "Background" })
        }
        let reference = boundary("None (fill only)")
        #expect(reference.count == 2)
        #expect(boundary("none") == reference)
        #expect(boundary("0pt") == reference)
        // The same facts as a per-mode property table.
        let table = SpecTest.parse(Self.frontMatter + """
            ## Screen 1: Pantry

            - Background: White / Night

            #### 1. Find Field

            | Property | Light | Dark |
            |---|---|---|
            | Height | 40pt | 40pt |
            | Background | Paper (#F7F1E3) | Ink |
            | Border | None | None |
            """, system: RecallTests.tokens())
        #expect(summary(table.specs.facts.nonTextPairs.filter { $0.component.path == "Pantry › Find Field" }) == reference)
        // A state that draws a border is identified by it: no fill pair there.
        #expect(boundary("None", focus: "- Focus: 2pt Saffron border") == reference)
        // A field with a visible border is identified by the border, not by its fill.
        #expect(boundary("1pt Mist").isEmpty)
    }

    // MARK: A progress fill on its track

    static func progress(_ colors: String, pin: String = "- Background: Mist (#C9CED6)") -> String {
        frontMatter + """
            ## Screen 1: Pantry

            #### 1. Loading Placeholder

            \(pin)

            #### 2. Restock Progress

            - Height: 4pt (bar)

            \(colors)
            """
    }

    @Test func aProgressFillIsPairedWithItsTrack() {
        let result = SpecTest.parse(Self.progress("Colors:\n- Background: Mist\n- Fill: Saffron\n- Label: Ink"), system: RecallTests.tokens())
        // The document writes `Mist (#C9CED6)` once: a bare `Mist` there is that color (light).
        #expect(summary(pairs(result, "Pantry › Restock Progress › Track › Fill")) == ["Color light default #F4A300 on #C9CED6 control-boundary"])
        // A hex written without a mode says nothing of dark: the dark track stays unknown (no
        // color is made up), and the choice is reported.
        #expect(summary(pairs(result, "Pantry › Restock Progress › Track › Fill", mode: "dark")) == ["Color dark default #F4A300 on ? control-boundary"])
        let warnings = SpecTest.diagnostics(result, ids: ["spec/ambiguous-name"])
        #expect(warnings.contains { $0.contains("read as `color.mist-stroke`, the one this document writes as \"Mist (#C9CED6)\"") })
        // The label sits beside the bar, on the screen, not on the track.
        let label = result.specs.facts.textPairs.first { $0.component.path == "Pantry › Restock Progress" && $0.context.mode == "light" }
        #expect(label?.background.last?.color.hex == "#FFFFFF")
    }

    @Test func theWordingOfAProgressFillDoesNotChangeItsPair() {
        func fill(_ colors: String, pin: String = "- Background: Mist (#C9CED6)", part: String = "Fill") -> [String] {
            let result = SpecTest.parse(Self.progress(colors, pin: pin), system: RecallTests.tokens())
            return summary(pairs(result, "Pantry › Restock Progress › Track › \(part)"))
        }
        let reference = fill("Colors:\n- Background: Mist\n- Fill: Saffron")
        #expect(reference.count == 1)
        #expect(fill("Colors:\n- Background: Mist\n- Progress: Saffron", part: "Progress") == reference)
        #expect(fill("Colors:\n- Background: Mist (#C9CED6)\n- Fill: Saffron (#F4A300)") == reference)
        // The pin may be written after the bare name, in prose.
        #expect(fill("Colors:\n- Background: Mist\n- Fill: Saffron", pin: "Skeletons use Mist (#C9CED6) under the shimmer.") == reference)
        // The same facts as a list without `Colors:`, a property table, a per-mode table.
        #expect(fill("- Background: Mist\n- Fill: Saffron") == reference)
        #expect(fill("| Property | Value |\n|---|---|\n| Background | Mist |\n| Fill | Saffron |") == reference)
        #expect(fill("| Property | Light | Dark |\n|---|---|---|\n| Background | Mist | Mist |\n| Fill | Saffron | Saffron |") == reference)
        // Without a track, a `Fill:` outside `Colors:` is not a control's part.
        #expect(fill("- Fill: Saffron").isEmpty)
        // Two different hexes for one name pin nothing: the track stays unknown.
        let twice = fill("Colors:\n- Background: Mist\n- Fill: Saffron", pin: "- Background: Mist (#C9CED6)\n- Border: 1pt Mist (#7A828F)")
        #expect(twice.allSatisfy { $0.hasSuffix("on ? control-boundary") })
    }
}
