/// `لون نص الزر White #FFFFFF على خلفية Primary Coral #FF6B6B`: specs written in Arabic put
/// their words right to left around values written in Latin script. The reading is the usual one
/// (values and the words around them) over Arabic words: role, mode and state words are
/// `LanguageWords.arabic`, written with their attachments (`بلون`, `الخلفية`, `والأيقونة` —
/// `RoleWords.arabicStems`), `على`/`فوق` say what an element sits on, `بشفافية 70%` is an opacity,
/// and `FullWidthFolding` makes `،` a comma, Arabic-Indic digits ASCII and leaves out direction
/// marks and short vowels. An Arabic element name puts its head noun first (`عنوان البطاقة`, the
/// card's title), so its first word gives its role.
enum ArabicProseReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "arabic-prose", title: "Specs written in Arabic",
        summary: "Arabic prose around Latin values is read like any other language: `لون`/`بلون` (color), `نص` (text), `خلفية`/`بخلفية` (background), `حد`/`حلقة` (border, ring), `أيقونة` (icon), `منطقة اللمس` (touch area), `الوضع الفاتح`/`الوضع الداكن` (light/dark mode), with the article, `و`, `ب`, `ل` and a pronoun ending attached or not. `X على Y` and `X فوق Y` put X on Y, `بشفافية 70%` is an opacity, `،` separates parts, Arabic-Indic digits (`٧٠٪`) are digits, and direction marks and short vowels are not read. A name's first word gives its role (`عنوان البطاقة` is a title, so text).",
        examples: [
            SpecReadingExample(
                """
                ## زر الحفظ

                خلفية الشاشة: White #FFFFFF

                - لون نص الزر White #FFFFFF على خلفية Primary Coral #FF6B6B، بنمط Headline (17pt Semibold).
                - الرابط بنمط Callout (16pt Regular)، لونه `color.text.secondary` بشفافية ٧٠٪ على White.
                - أيقونة الإغلاق بلون Charcoal #2D3436، ومنطقة اللمس 28×28pt.

                | العنصر | اللون في الوضع الداكن |
                |---|---|
                | عنوان البطاقة | Off-White #F5F6FA على #2C3135 |
                """,
                facts: [
                    "text لون نص الزر: #FFFFFF on #FF6B6B (light)", "text عنوان البطاقة: #F5F6FA on #2C3135 (dark)",
                    "target أيقونة الإغلاق بلون: 28×28",
                ],
                absent: ["text عنوان البطاقة: #F5F6FA on #FFFFFF (light)"]),
        ])
}
