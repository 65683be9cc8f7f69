/// `All text meets 4.5:1`, `Todos os alvos de toque têm no mínimo 44×44pt`, `nenhum texto fica
/// abaixo de 13pt`: a claim about everything in its scope, read line by line by
/// `ScopedClaimReader` and judged against the findings of that scope.
enum ScopedClaimReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "scoped-claim", title: "Claims about everything in a scope",
        summary: "A line that says something holds for everything in its scope — a quantifier (`all`, `every`, `todos`, `alle`, `সব`, `প্রতিটা`…) or a \"no … below\" in any language (`no text below`, `nenhum texto … abaixo de`, `kein Text unter`) with what it holds (a ratio or level, a size with `at least`, `or larger`, `≥`, `minimum`, `pelo menos`, `অন্তত`, or a pass word) — is a claim about text contrast, non-text contrast, touch targets or font sizes — and, in a paragraph, not a value of the element named before it: the kind is taken from the words beside it (`text`, `label`, `touch`, `tappable`, `icons`…) and the threshold from its ratio or size; a floor of 20pt or less that nothing goes below, naming no kind, is a text size. A line saying how the document's ratios are worked out (`Contrast figures are WCAG 2.x, with any alpha composited first`) claims nothing. Its scope is the screen it stands in, the document outside every screen, or the whole design system under a checklist or summary heading; an accessibility heading in any language (`Accessibility`, `Достъпност`, `Pristupačnost`) holds claims about the whole document, a claim naming the document itself (`every tappable element in this DB`, `across the app`) is about the whole document wherever it stands, and a part named after a preposition (`in the drawer`, `din sertar`) limits a claim to that part.",
        examples: [
            SpecReadingExample(
                """
                ## Linha do tempo

                - Legenda: 11pt regular

                Nenhum texto da Linha do tempo fica abaixo de 13pt.
                """,
                facts: ["scoped claim font size 13"]),
            SpecReadingExample(
                """
                ## Settings

                All interactive elements on this screen are at least 44×44pt.
                """,
                facts: ["scoped claim touch target 44"]),
            SpecReadingExample(
                """
                ## Composer

                - Badge label: 17pt semibold, Charcoal #2D3436

                Apart from the tab bar labels, all text on the composer is set at Callout (16 pt) or larger.
                """,
                facts: ["scoped claim font size 16", "text size Badge label: 17"], absent: ["text size Badge label: 16"]),
            SpecReadingExample(
                """
                ## New entry

                - Badge label: 12sp

                No text on this screen is below 14sp.
                """,
                facts: ["scoped claim font size 14"]),
            SpecReadingExample(
                """
                ## Қолжетімділік

                - Барлық түртілетін элементтер кемінде 44×44 pt.
                """,
                facts: ["scoped claim touch target 44"]),
            SpecReadingExample(
                """
                ## Accessibility

                - The smallest text is 11pt.
                """,
                facts: ["scoped claim font size 11"]),
            SpecReadingExample(
                """
                ## Pieejamība

                - Neviens teksts nav mazāks par 12 px (0,75rem).
                """,
                facts: ["scoped claim font size 12"]),
            SpecReadingExample(
                """
                ## Badge

                - Count: 9pt semibold

                Nothing in this component goes below 11pt.
                """,
                facts: ["scoped claim font size 11"]),
            SpecReadingExample(
                """
                ## Review

                Contrast figures are WCAG 2.x, with any alpha composited onto whatever sits underneath first.
                """,
                facts: [], absent: ["scoped claim text contrast", "scoped claim text contrast, non-text contrast"]),
            // A quantifier of any language, and an accessibility heading in any language.
            SpecReadingExample(
                """
                ## Zaslon 4 — Postavke

                Sav tekst na ovom zaslonu je najmanje Footnote (13 pt).

                ## Достъпност

                Всички интерактивни елементи са поне 24×24px, а повечето са 40px и нагоре.
                """,
                facts: ["scoped claim font size 13", "scoped claim touch target 24"]),
        ])
}
