/// The words of claims written in prose (docs/spec-format.md §2.12), in the languages specs are
/// written in: what joins a claim's two colors, what says a ratio passes, what makes a sentence
/// about everything in a scope. Data, like `RoleWords`: the claim readers look words up here.
enum ClaimWords {
    /// Words between two colors that make the second the first's background (`White on Coral`,
    /// `#FF6B6B sobre o Off-White`, `coral #FF6B6B op Off-White`, `Ring-Kontrast zu Weiß`).
    static let pairConnectors: Set<String> = [
        "on", "over", "against", "vs", "vs.", "versus", "auf", "über", "zu", "gegen", "sur", "contre", "sobre", "su", "op", "tegen",
        "contro", "bij", "على", "فوق", "di", "atas", "på", "mot", "روی",
    ]

    /// Articles and fillers between a connector and the color it names (`on the White card`).
    static let articles: Set<String> = [
        "the", "a", "an", "its", "their", "our", "dem", "der", "die", "das", "den", "le", "la", "les", "l", "el", "los", "las", "o", "os",
        "il", "lo", "de", "het", "een", "this", "that",
    ]

    /// Nouns for what an element sits on (`on the card`, `sobre o fundo`, `against the page`):
    /// the background the element has where the claim stands.
    static let backgroundNouns: Set<String> = [
        "card", "page", "screen", "background", "bg", "surface", "canvas", "sheet", "fill", "row", "tile", "backdrop", "fundo", "fondo",
        "fond", "hintergrund", "tarjeta", "carte", "karte", "scheda", "sfondo", "achtergrond", "kaart", "cartão", "superficie",
        "خلفية", "الخلفية", "البطاقة", "بطاقة", "الشاشة", "الصفحة", "السطح", "latar", "kartu", "layar", "बैकग्राउंड",
        "bakgrund", "bakgrunden", "kortet", "skärmen", "پس‌زمینه", "فیلد", "کارت",
    ]

    /// Nouns naming a part of a screen rather than the screen (`inside the legend panel`): a
    /// blanket claim about one of them is not a claim about the whole screen.
    static let partNouns: Set<String> = [
        "panel", "card", "cards", "header", "footer", "toolbar", "banner", "modal", "dialog", "legend", "row", "rows", "grid", "cell",
        "cells", "chip", "chips", "bar", "drawer", "popover", "menu", "tooltip", "sidebar", "tile", "tiles", "badge", "form",
    ]

    /// Words saying a stated ratio passes a level or a threshold.
    static let passWords: [String] = [
        "pass", "clear", "meet", "satisf", "achiev", "exceed", "holds up", "✓", "✔", "✅", "ok", "fine", "erfüllt", "besteht", "cumple", "supera",
        "passa", "atende", "respecte", "suffisant", "satisfait", "rispett", "soddisf", "voldoet", "haalt", "問題なし", "満た", "クリア",
        "تحقق", "يحقق", "تجتاز", "يجتاز", "مطابق", "ناجح", "lolos", "lulus", "memenuhi", "पास", "klarar", "uppfyller", "godkänd", "περνά", "περνάει", "περνούν", "πληροί",
        "پاس",
    ]

    /// Words saying a line states a measured ratio (`is 4.6:1`, `measures`, `reads at`).
    static let measureWords: [String] = [
        " is ", " are ", " measures", " measured", " reads at", " gives", " hits", " reaches", " comes to", " comes in at", " comes out at", " lands at", " checks out", " contrast",
        " kontrast", " contraste", " contrasto", " ratio", "=", " ist ", " est ", " es ", " é ", " è ", " は ",
        "التباين", " تباين", " بنسبة", " adalah ", " rasio", " kontras", " har kontrasten", " kontrasten", " نسبت", " δίνει", " βγάζει", " αντίθεσης",
    ]

    /// Words that open a claim about everything in a scope (`all text`, `every text layer`,
    /// `Todo texto`, `Toutes les zones tactiles`, `Both rows`).
    static let quantifiers: Set<String> = [
        "all", "every", "everything", "each", "both", "todo", "toda", "todos", "todas", "tout", "toute", "tous", "toutes", "alle", "alles",
        "jede", "jeder", "jedes", "tutto", "tutti", "tutte", "ogni", "cada", "elke", "ieder", "すべて", "全て",
        "جميع", "كافة", "semua", "setiap", "seluruh", "सभी", "हर", "सारे", "सारी", "alla", "allt", "همه", "همه‌ی", "όλα", "όλες", "όλοι", "όλων", "κάθε",
    ]

    /// Words for text in a blanket claim (`all txt`, `todo el texto`, `every text layer`).
    static let textWords: [String] = [" text", " txt", "label", " copy", "typograph", " words", " texto", " texte", " testo", " tekst", " teks", "टेक्स्ट", "文字", "テキスト", " نص", "النص", "نصوص", "متن", "κείμεν"]

    /// Words for touch targets in a blanket claim (`toutes les zones tactiles`, `áreas táctiles`).
    static let touchWords: [String] = [
        "touch", "tap target", "tap area", "hit area", "hit target", "interactive", "tappable", "tactile", "táctil", "toque", "tocco",
        "tippfläche", "tap-fläche", "trefferfläche", "interactif", "interactiv", "klikbaar", "タップ",
        "اللمس", " لمس", "النقر", "sentuh", "ketuk", "टैप", "टच", "klickyt", "tryckyt", "لمس", "αφής",
    ]
}
