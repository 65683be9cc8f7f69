import ColorScience
import DesignModel
import SpecParser
import Testing

/// Issue 19 (non-text recall): icons, checkmarks and icon-only tabs the seed audit requires as
/// non-text pairs, proven on fresh inputs in other words and layouts than the bundled specs.
@Suite struct NonTextIconTests {
    static let frontMatter = RecallTests.frontMatter

    func parse(_ spec: String) -> SpecParser.Result { SpecTest.parse(spec, system: RecallTests.tokens()) }

    func nonText(_ result: SpecParser.Result, _ path: String, state: String = "default", mode: String = "light") -> [SpecFact.ColorPair] {
        result.specs.facts.nonTextPairs.filter { $0.component.path == path && $0.context.state == state && $0.context.mode == mode }
    }

    func line(_ spec: String, _ pair: SpecFact.ColorPair?) -> String {
        guard let pair else { return "" }
        return String(spec.split(separator: "\n", omittingEmptySubsequences: false)[pair.range.start.line - 1])
    }

    // MARK: An element named for its selected state

    /// `Chip de emoção (selecionado)`: its border is what shows it is selected, whatever its fill;
    /// the unselected chip's border (`não selecionado`) is not.
    @Test func aPartNamedForTheBoundaryOrTheRestingStateIsItsFieldsBorder() {
        let spec = """
            ## Journal

            Page background: #FFFFFF

            ### Journal text field

            4.1.2 Fill: Off-White #F9FAFB. Boundary: a 1 pt stroke in Light Gray #DFE6E9, sitting on the white screen background.

            ### Journal textarea

            - [x] Base
              - background #F9FAFB
              - `border: 1px solid` #DFE6E9
            """
        let borders = SpecTest.parse(spec).specs.facts.nonTextPairs.filter { $0.property == "Border" && $0.context.mode == "light" }
        #expect(borders.count == 2, "\(borders.map(\.component.path))")
        #expect(borders.allSatisfy { $0.role == .inputBorder }, "\(borders.map { ($0.component.path, $0.role) })")
    }

    @Test func aSwitchTrackFilledOverItsRowIsJudgedAgainstTheRow() {
        let spec = """
            ## Settings

            Background: White #FFFFFF

            - Notifications switch: on track Primary Coral #FF6B6B on the #F9FAFB row, thumb White #FFFFFF
            - Auto-save switch, off track: Dark Gray #3C4347 on the #2C3135 card
            """
        let fills = SpecTest.parse(spec).specs.facts.nonTextPairs.filter { $0.property == "Background" && $0.context.mode == "light" }
        #expect(fills.map(\.component.path) == ["Settings › Notifications switch"], "\(fills.map(\.component.path))")
        #expect(fills.first?.background.last?.color.hex == "#F9FAFB")
        #expect(fills.first?.role == .controlBoundary)
    }

    @Test func theBorderOfAnElementNamedSelectedIsItsSelectionIndicator() {
        let spec = """
            ## Nova entrada

            Fundo da página: #FFFFFF

            | Elemento | Cor do texto | Fundo | Observações |
            |---|---|---|---|
            | Chip (selecionado) | #2D3436 | #FFFFFF | borda 2px #81ECEC |
            | Chip (não selecionado) | #2D3436 | #FFFFFF | borda 1px #81ECEC |
            """
        let borders = SpecTest.parse(spec).specs.facts.nonTextPairs.filter { $0.property == "Border" && $0.context.mode == "light" }
        let selected = borders.filter { $0.component.path.hasSuffix("(selecionado)") }
        let unselected = borders.filter { $0.component.path.contains("não selecionado") }
        #expect(!selected.isEmpty && selected.allSatisfy { $0.role == .selectionIndicator }, "\(borders.map { ($0.component.path, $0.role) })")
        #expect(!unselected.isEmpty && unselected.allSatisfy { $0.role != .selectionIndicator }, "\(borders.map { ($0.component.path, $0.role) })")
    }

    // MARK: A symbol named with its color

    static let symbols = frontMatter + """
        ## Screen 1: Pantry

        #### 1. Restock Sheet

        Colors:
        - Bullet Ticks: Saffron
        - Glow: Saffron
        - Stock Arrows: Saffron (decorative)

        #### 2. Jar Grid

        Selected Marker:
        - Component: overlay on the jar photo
        - Tick: White tick on a Saffron disc

        Pin Badge:
        - Component: overlay
        - Arrow: Ink arrow inside the White circle
        """

    @Test func aSymbolNamedWithOnlyAColorIsANonTextPart() {
        let result = parse(Self.symbols)
        let ticks = nonText(result, "Pantry › Restock Sheet › Bullet Ticks").first
        #expect(ticks?.foreground.color.hex == "#F4A300")
        #expect(ticks?.background.last?.color.hex == "#FFFFFF")
        #expect(ticks?.role == .icon)
        #expect(line(Self.symbols, ticks).contains("Bullet Ticks"))
        // A name that says nothing about meaning (`Glow`), or a color with more words after it,
        // stays documentation: no pair is made up.
        #expect(result.specs.facts.nonTextPairs.allSatisfy { !$0.component.path.contains("Glow") && !$0.component.path.contains("Stock Arrows") })
    }

    @Test func aSymbolOnAShapeIsDrawnOnTheShapesColor() {
        let result = parse(Self.symbols)
        // Inside a selection indicator what it holds is the selected state's.
        let tick = nonText(result, "Pantry › Jar Grid › Selected Marker › Tick", state: "selected").first
        #expect(tick?.foreground.color.hex == "#FFFFFF")
        #expect(tick?.background.last?.color.hex == "#F4A300")
        #expect(nonText(result, "Pantry › Jar Grid › Selected Marker › Tick").isEmpty)
        // Elsewhere it is the default state's; `inside the White circle` is read like `on a disc`.
        for mode in ["light", "dark"] {
            let arrow = nonText(result, "Pantry › Jar Grid › Pin Badge › Arrow", mode: mode).first
            #expect(arrow?.foreground.color.hex == "#1F2430")
            #expect(arrow?.background.last?.color.hex == "#FFFFFF")
        }
    }

    // MARK: An icon-only element in a list

    /// The same icon-only tab five ways: an item over its own lines, one line with its size, a
    /// heading of its own, a table row, a heading with a paragraph.
    static let nestedList = frontMatter + """
        ## Screen 1: Pantry

        #### 1. Shelf Bar

        - Background: Ink

        Tabs:
        1. Shelves
           - Icon: square.grid.2x2
           - Label: “Shelves”
        2. Add Jar (center, larger)
           - Icon: plus.square.fill
           - Label: None (icon-only)
           - Color: Saffron
        """

    static let oneLine = frontMatter + """
        ## Screen 1: Pantry

        #### 1. Shelf Bar

        - Background: Ink
        - Tabs (left to right):
          1. Shelves: SF Symbol square.grid.2x2, “Shelves” label, White
          2. Add Jar (center, larger): SF Symbol plus.square.fill, no label, Saffron, 30×30pt
        """

    static let heading = frontMatter + """
        ## Screen 1: Pantry

        #### 1. Shelf Bar

        - Background: Ink

        ##### Add Jar

        - Icon: plus.square.fill
        - Text: No label
        - Color: Saffron
        """

    static let table = frontMatter + """
        ## Screen 1: Pantry

        #### 1. Shelf Bar

        - Background: Ink

        | Tab | Icon | Label | Color |
        |---|---|---|---|
        | Shelves | square.grid.2x2 | “Shelves” | White |
        | Add Jar | plus.square.fill | None | Saffron |
        """

    static let prose = frontMatter + """
        ## Screen 1: Pantry

        #### 1. Shelf Bar

        - Background: Ink

        ##### Add Jar

        The tab in the middle shows only a plus.square.fill symbol, with no label.
        Color: Saffron.
        """

    @Test func anIconOnlyTabInAListIsANonTextPart() {
        for spec in [Self.nestedList, Self.oneLine, Self.heading, Self.table, Self.prose] {
            let result = parse(spec)
            let tab = nonText(result, "Pantry › Shelf Bar › Add Jar").first { $0.property == "Color" }
            #expect(tab?.foreground.color.hex == "#F4A300")
            #expect(tab?.background.last?.color.hex == "#1F2430")
            #expect(tab?.role == .icon)
            #expect(line(spec, tab).contains("Saffron"))
            // `None`/`no label` is no text: its Color is not read as a text color.
            #expect(result.specs.facts.textPairs.allSatisfy { !$0.component.path.hasSuffix("Add Jar") })
        }
    }

    /// Metamorphic: the layout does not change what is checked.
    @Test func theLayoutOfAnIconOnlyTabDoesNotChangeItsPairs() {
        func summary(_ spec: String) -> [String] {
            parse(spec).specs.facts.nonTextPairs.filter { $0.component.path.hasSuffix("Add Jar") }.map {
                "\($0.context.state) \($0.context.mode) \($0.foreground.color.hex) on \($0.background.map(\.color.hex)) \($0.role?.rawValue ?? "")"
            }.sorted()
        }
        #expect(summary(Self.nestedList).count == 2)
        #expect(summary(Self.nestedList) == summary(Self.oneLine))
        #expect(summary(Self.nestedList) == summary(Self.heading))
        #expect(summary(Self.nestedList) == summary(Self.table))
        #expect(summary(Self.nestedList) == summary(Self.prose))
    }

    // MARK: An icon without a color of its own

    static let labelledIcons = frontMatter + """
        ## Screen 1: Pantry

        #### 1. Reload Link

        - Component: Text link
        - Icon: arrow.clockwise, 16×16pt (leading)
        - Text: “Reload”
        - Typography: 15pt Regular
        - Color: Saffron

        #### 2. Add Button

        - Text: “Add jar”
        - Typography: 17pt Semibold
        - Icon: plus, before the label
        - Background: Saffron
        - Text Color: White
        - States:
          - Pressed: 20% darker saffron

        #### 3. Tinted Link

        - Text: “Tinted”
        - Typography: 15pt Regular
        - Icon: star
        - Icon Color: Ink
        - Color: Saffron

        #### 4. Plain Link

        - Text: “Plain”
        - Typography: 15pt Regular
        - Icon: None
        - Color: Saffron
        """

    @Test func anIconWithoutItsOwnColorIsDrawnInItsLabelsColor() {
        let spec = Self.labelledIcons
        let result = parse(spec)
        let reload = nonText(result, "Pantry › Reload Link").first { $0.property == "Icon Color" }
        #expect(reload?.foreground.color.hex == "#F4A300")
        #expect(reload?.background.last?.color.hex == "#FFFFFF")
        #expect(line(spec, reload).contains("arrow.clockwise"))
        // In a button: the label's color on the button's background, in the label's states too.
        let add = nonText(result, "Pantry › Add Button").first { $0.property == "Icon Color" }
        #expect(add?.foreground.color.hex == "#FFFFFF")
        #expect(add?.background.last?.color.hex == "#F4A300")
        #expect(line(spec, add).contains("before the label"))
        let pressed = nonText(result, "Pantry › Add Button", state: "pressed").first { $0.property == "Icon Color" }
        #expect(pressed != nil && pressed?.background.last?.color.hex != "#F4A300")
        // An icon with its own color keeps it; `Icon: None` draws nothing.
        let tinted = nonText(result, "Pantry › Tinted Link").filter { $0.property == "Icon Color" }
        #expect(tinted.count == 1 && tinted.first?.foreground.color.hex == "#1F2430")
        #expect(nonText(result, "Pantry › Plain Link").isEmpty)
    }
}
