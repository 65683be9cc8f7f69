/// Documents `DocumentBuilder.modeSplit`: a color given for another mode paints what the color
/// before it painted (docs/spec-format.md §2.17).
enum ModeContinuationReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "mode-continuation", title: "A color per mode, in one role",
        summary: "Colors given one per mode after a role word (`background Off-White #F9FAFB in light, Elevated Surface #2C3135 in dark`, `fill White in light and Elevated Surface #2C3135 in dark`, `#FFFFFF light / #1A1D1F dark`) all take that role, each in its mode. `in both modes`, `in light and dark` and `beiden Modi` mean every mode, even when a mode word follows (`(no dark swap)`); a later sentence does not continue the role, nor narrow a color stated for every mode (`Slate Gray #636E72 in both modes. (We tried Light Gray in dark …)`).",
        examples: [
            SpecReadingExample(
                """
                ## Panel

                - Card: background Off-White #F9FAFB in light, Elevated Surface #2C3135 in dark; label Slate Gray #636E72 in both modes (no dark swap)
                """,
                facts: ["text Card: #636E72 on #F9FAFB (light)", "text Card: #636E72 on #2C3135 (dark)"]),
            SpecReadingExample(
                """
                ## Toast

                - Toast: fill White in light and Elevated Surface #2C3135 in dark, text Slate Gray #636E72
                """,
                facts: ["text Toast: #636E72 on #FFFFFF (light)", "text Toast: #636E72 on #2C3135 (dark)"]),
            SpecReadingExample(
                """
                ## Permissions

                Screen background: #FFFFFF light / #1A1D1F dark

                Card body
                : Callout 16pt regular, Slate Gray #636E72 in both modes. (T: we tried Light Gray in dark and it fought the icon, so it stays Slate.)
                """,
                facts: ["text Card body: #636E72 on #1A1D1F (dark)"], absent: ["text Card body: #B2BEC3 on #1A1D1F (dark)"]),
        ])
}
