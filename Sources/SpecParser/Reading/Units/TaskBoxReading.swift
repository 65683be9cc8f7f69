/// Acceptance criteria, QA passes and design reviews are written as task lists (`- [ ] …`,
/// `- [x] …`). The box says whether the line is done, not what it states: the line is read as
/// it would be without it, and a criterion still open states what the design must meet as much
/// as a ticked one.
enum TaskBoxReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "task-box", title: "Task lists (`- [ ] …`, `- [x] …`)",
        summary: "A list item opening with a task box, open or ticked, is read as the item without it: `- [ ] Character count: 13sp` gives the character count its size, and `- [ ] All text on the composer is 16sp or larger` is a claim about the composer checked like any other.",
        examples: [
            SpecReadingExample(
                """
                ## Composer

                Background: White #FFFFFF

                - [ ] Character count "0 / 2000": 13sp (Footnote), `color.text.secondary`.
                - [ ] All text on the composer is set at 16sp or larger.
                - [x] Unselected in dark: #B2BEC3 on #2C3135, 8.9:1.
                """,
                facts: ["text size Character count \"0 / 2000\": 13", "scoped claim font size 16", "claim #B2BEC3 on #2C3135: 8.9"]),
        ])
}
