import Testing

@testable import SpecParser

/// Sheets pasted as delimited text, and `Key:value` written without a space.
@Suite struct DelimitedTableTests {
    static func summaries(_ markdown: String) -> [String] {
        SpecReadings.summaries(SpecParser(system: SpecTest.bundledSystem, options: .init(platform: "ios")).parse(text: markdown).specs)
    }

    @Test func quotedFieldsKeepTheirSeparatorsAndQuotes() throws {
        let line: Substring = #"MonthView,Entry count,"sits on the tint, e.g. ""Sad"" day",#636E72"#
        let fields = try #require(DelimitedTables.fields(line, separator: ","))
        #expect(fields.map(\.text) == ["MonthView", "Entry count", #"sits on the tint, e.g. "Sad" day"#, "#636E72"])
        // Each field's column is where it starts in the line (its opening quote for a quoted one).
        #expect(fields.map(\.offset) == [0, 10, 22, 59])
        #expect(DelimitedTables.fields(#"a,"open quote,b"#, separator: ",") == nil)
        #expect(DelimitedTables.fields("a\t b \tc", separator: "\t").map { $0.map(\.text) } == ["a", "b", "c"])
    }

    @Test func headerCellsAreColumnNames() {
        #expect(DelimitedTables.isColumnName("Value (light)"))
        #expect(!DelimitedTables.isColumnName("#FFFFFF"))
        #expect(!DelimitedTables.isColumnName("color: #FFFFFF"))
        #expect(!DelimitedTables.isColumnName(""))
    }

    /// An unlabelled block whose lines split evenly is a sheet; a CSS block is not.
    @Test func unlabelledSheetIsReadAndCodeIsNot() {
        let sheet = Self.summaries(
            """
            ## Card

            ```
            Element;State;Mode;Property;Value
            Card;Default;Light;Background;#FFFFFF
            Title;Default;Light;Text color;#B2BEC3
            ```
            """)
        #expect(sheet.contains("text Title: #B2BEC3 on #FFFFFF (light)"), "\(sheet)")
        let css = Self.summaries(
            """
            ## Card

            ```
            background: #FFFFFF; color: #B2BEC3; padding: 4px;
            border: 1px solid; color: #2D3436; margin: 0;
            ```
            """)
        #expect(!css.contains { $0.hasPrefix("text Card") && $0.contains("on #FFFFFF") && $0.contains("#2D3436") })
    }

    /// A Gherkin block's data tables are read as tables; its steps stay code.
    @Test func gherkinDataTablesAreTables() {
        let facts = Self.summaries(
            """
            ## Filter chips

            ```gherkin
            Scenario Outline: Selecting a chip
              Given the chip "<emotion>" is selected
              Examples:
                | emotion    | fill              | label         |
                | Thoughtful | Cool Blue #74B9FF | White #FFFFFF |
                | Sad        | \\| #6C5CE7         | White #FFFFFF |
            ```
            """)
        #expect(facts.contains("text Thoughtful: #FFFFFF on #74B9FF (light)"), "\(facts)")
        #expect(DelimitedTables.pipeFields("| a \\| b | c |").map { $0.map(\.text) } == ["a | b", "c"])
    }

    @Test func tightColonSplitsOnlyBeforeAValue() {
        #expect(ItemExtraction.splitKey("Text:White").key == "Text")
        #expect(ItemExtraction.splitKey("Text:White").value == "White")
        #expect(ItemExtraction.splitKey("Fill:#FF6B6B").value == "#FF6B6B")
        #expect(ItemExtraction.splitKey("Height:44pt").value == "44pt")
        #expect(ItemExtraction.splitKey("Border (focus):`color.accent.peach`").key == "Border (focus)")
        for kept in ["Contrast is 4.5:1 on white", "Sent at 10:24 by Ana", "Meeting 2:41 PM", "See https://example.com/spec", "a:hover underline",
            "hover:bg-white/10 transition", "Nutzer:innen lesen kaum", ".btn:Hover"]
        {
            #expect(ItemExtraction.splitKey(kept).key == nil, "\(kept)")
        }
        // A spaced colon later in the line still splits there.
        #expect(ItemExtraction.splitKey("Time 10:24: Charcoal #2D3436").key == "Time 10:24")
    }

    @Test func tightColonLineIsRead() {
        let facts = Self.summaries(
            """
            ## Banner

            - Background:#2D3436
            - Text:White
            """)
        #expect(facts.contains("text Banner: #FFFFFF on #2D3436 (light)"), "\(facts)")
    }
}
