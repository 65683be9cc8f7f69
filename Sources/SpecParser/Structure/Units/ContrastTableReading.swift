/// Documents the contrast tables (`DocumentBuilder.readTable`, §2.12.1): a table with a ratio
/// column is a list of claims, one per row.
enum ContrastTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "contrast-table", title: "Contrast tables",
        summary: "A table with a `Ratio` or `Contrast` column is a list of contrast claims, one per row: the first cell names the pair (`White on Coral`, `Caption (Slate Gray on White)`) and the ratio cell states it. Where the table has a foreground column (`Foreground`, `Text`, `Color`, `Forgrund`, `Vordergrund` in any language) and a background column (`Background`, `Surface`, `On`, a word for the background in any language), each row's two colors are its pair — beside a column naming the element too — in the mode a foreground column names (`Dark color`) or a column of modes gives the row (`| Theme |` holding `Light`, `Dark`, `ጨለማ`); beside such a column, a first cell of two colors parted by a slash (`#FF8787 / #2C3135`) is the text over its background, not one color per mode.",
        examples: [
            SpecReadingExample(
                """
                ## Audit

                | Foreground | Background | Ratio |
                |---|---|---|
                | #767676 | #F0F0F0 | 4.6:1 |
                """,
                facts: ["claim #767676 on #F0F0F0: 4.6"]),
            SpecReadingExample(
                """
                ## Timeline

                | Element | Dark color | On | Ratio |
                |---|---|---|---|
                | Top app bar title | Off-White #F5F6FA | Background Black #1A1D1F | 15.7:1 |
                """,
                facts: ["claim #F5F6FA on #1A1D1F: 15.7"]),
            SpecReadingExample(
                """
                ## Kontrastoversigt

                | Element | Forgrund | Baggrund | Kontrast |
                |---|---|---|---|
                | Dato på fotokort (13pt) | Slate Gray #636E72 | White #FFFFFF | 5,2:1 |
                """,
                facts: ["claim #636E72 on #FFFFFF: 5.2"]),
            SpecReadingExample(
                """
                ## የንፅፅር ፍተሻ

                | አካል | የፊት ቀለም | የጀርባ ቀለም | ገጽታ | ሬሾ |
                |---|---|---|---|---|
                | Error helper text | #D63031 | #FFFFFF | ብርሃን | 5.9:1 |
                | Placeholder | #B2BEC3 | #2C3135 | ጨለማ | 6.9:1 |
                """,
                facts: ["claim #D63031 on #FFFFFF: 5.9", "claim #B2BEC3 on #2C3135: 6.9"]),
            SpecReadingExample(
                """
                ## Kuntrast

                | Par | Mode | Ratio |
                |---|---|---|
                | `color.primary.coral` #FF8787 / #2C3135 | Dark | 6.3:1 |
                """,
                facts: ["claim #FF8787 on #2C3135: 6.3"], absent: ["token color.primary.coral: drift"]),
        ])
}
