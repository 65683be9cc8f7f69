/// Tables of tokens and their values (`| Token | Value |`): each row states its token's value,
/// compared with the token file (`DocumentBuilder.readTable` reads them).
enum TokenValueTableReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "token-value-table", title: "Token tables",
        summary: "A table whose first column is `Token` (or `Token path`, `Path`) holding token paths, beside a `Value` column (`Value (light / dark)` too), states each token's value: a value that differs from the token file's is `spec/token-drift`, a path the token file lacks `spec/unknown-token`. A table may mix colors, type and sizes, each row read in its own token's kind.",
        examples: [
            SpecReadingExample(
                """
                ## Token reference

                | Token | Value (light / dark) | Used for |
                |---|---|---|
                | color.text.primary | #2D3436 / #F5F6FA | titles, body |
                | color.system.success | #00A884 | sync tick |
                """,
                facts: ["token color.text.primary: matches", "token color.system.success: drift"]),
        ])
}
