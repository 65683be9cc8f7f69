/// A table column whose header joins a size and a type (`Size / type`, `Type / size`, `Font &
/// size`) holds both a box's sizes and its text's type. Only its type is read: a size is the
/// text's size where a weight, a type-style name or a text word stands with it (`10pt
/// semibold`, `numeral 10pt bold`). A lone number (`radius.card (16pt)`, `16pt circle`) never
/// becomes a text size, and the box sizes beside the type (`20pt tall, display-only`) are left as
/// the cell's notes, because such a column names no box role to judge them by.
enum SizeTypeColumnReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "size-type-column", title: "Columns of size and type",
        summary: "A column headed by a size word and a type word together (`Size / type`, `Type / size`, `Font & size`) holds sizes and type in one cell. Its type is read: a size in it is the row's text size when a weight, a type-style name or a text word stands with it (`10pt semibold`, `numeral 10pt bold`). A size with none of them (`16pt circle`, `radius.card (16pt)`) is never a text size, and box sizes (`20pt tall`) stay notes of the cell; a size its words call a touch target (`touch area 40 × 40 dp`) is the row's touch target. A plain size column (`Size`, `Tamanho`, `Rozmiar`, `Izmērs`) of a text's row gives its type (a px length restated in rem, `11 px / 0,6875rem`, is one length) where a piece states one (`13px / 500 / 18px`, `altura 48px, 16px / 600`) and keeps the rest as sizes.",
        examples: [
            SpecReadingExample(
                """
                ## Card

                Canvas: White #FFFFFF

                | Element | Light | Type / size |
                |---|---|---|
                | Date chip | Charcoal #2D3436 on Soft Peach #FFB4A2 | 10pt semibold, 20pt tall, display-only |
                | Card | White #FFFFFF | `radius.card` (16pt) |
                """,
                facts: ["text size Date chip: 10", "text Date chip: #2D3436 on #FFB4A2 (light)"],
                absent: ["text size Card: 16", "text size Date chip: 20", "target Date chip: ?×20"]),
            SpecReadingExample(
                """
                ## Filter bar

                Canvas: White #FFFFFF

                | Part | Light | Size / type |
                |---|---|---|
                | Count badge | White numeral on Charcoal #2D3436 | 16pt circle, numeral 10pt bold (SF Pro Rounded) |
                | Clear | Charcoal #2D3436, Headline 17pt semibold | 44pt tall |
                """,
                facts: ["text size Count badge: 10", "text size Clear: 17"],
                absent: ["text size Count badge: 16"]),
            SpecReadingExample(
                """
                ## Nova entrada

                Fundo da página: #FFFFFF

                | Elemento | Cor do texto | Fundo | Tamanho |
                |---|---|---|---|
                | Contador | #636E72 | página #FFFFFF | 11px / 400 / 14px |
                | Botão Salvar | #FFFFFF | #2D3436 | altura 48px, 16px / 600 / 24px |
                | FAB | ícone #FFFFFF | #2D3436 | 56×56px, ícone 24px |
                """,
                facts: ["text size Contador: 11", "text size Botão Salvar: 16"],
                absent: ["text size FAB: 24", "text size Botão Salvar: 48"]),
            SpecReadingExample(
                """
                ## Ekrāns 1

                Fons: #FFFFFF

                | Elements | Teksta krāsa | Fons | Izmērs |
                |---|---|---|---|
                | Rakstzīmju skaitītājs | #636E72 | #F9FAFB | 11 px / 0,6875rem |
                | Aizvērt (×) | ikona #2D3436 | caurspīdīgs | 20×20 px |
                """,
                facts: ["text size Rakstzīmju skaitītājs: 11", "target Aizvērt (×): 20×20"]),
        ])

    /// Words of a header piece naming a size.
    static let sizeWords: Set<String> = [
        "size", "sizes", "dimensions", "größe", "taille", "tamaño", "dimensione", "metrics", "tamanho", "grootte", "rozmiar", "rozměr", "velikost",
        "koko", "mitat", "saiz", "ukuran", "storlek", "размер", "μέγεθος", "גודל", "حجم", "اندازه", "サイズ", "尺寸", "크기", "आकार", "ขนาด", "আকার", "মাপ",
        "izmērs", "izmēri", "dydis", "suurus", "méret", "mărime", "mărimea", "dimensiune", "veličina", "розмір", "boyut", "kích thước", "størrelse",
        "stærð", "ზომა", "өлшем", "өлшемі", "መጠን", "ukubwa", "mida", "madhësia", "அளவு", "ìwọ̀n", "zellgröße", "չափ", "չափը", "չափս",
        "o'lcham", "o‘lcham", "oʻlcham", "o'lchami", "o‘lchami", "tamaina", "neurria", "neurriak",
        "maint", "hyd", "хэмжээ", "хэмжээс", "girma", "girman",
    ]

    /// Words of a header piece naming the text's type.
    static let typeWords: Set<String> = [
        "type", "typography", "font", "text style", "type style", "typo", "schrift", "police", "fuente", "tipografía", "weight", "font weight", "style", "line height", "line-height", "leading",
        "stil", "estilo", "stile", "styl", "tyyli", "fontti", "písmo", "pismo", "czcionka", "betűtípus", "fonte", "carattere", "lettertype", "skrifttype", "gaya", "fon", "tipografia", "шрифт", "стиль", "γραμματοσειρά", "גופן", "خط",
        "ffont", "фонт", "فونت", "書体", "スタイル", "字体", "样式", "서체", "스타일", "फ़ॉन्ट", "ฟอนต์", "ফন্ট",
    ]

    /// Whether a normalized header joins a size and a type (`size / type`, `type & size`).
    static func joinsSizeAndType(_ header: String) -> Bool {
        var text = header
        for joiner in [" and ", " & ", "&", "+", ",", "·", " und ", " et ", " y "] { text = text.replacingOccurrences(of: joiner, with: "/") }
        let pieces = text.split(separator: "/").map { String($0).trimmed }.filter { !$0.isEmpty }
        guard pieces.count >= 2, pieces.allSatisfy({ sizeWords.contains($0) || typeWords.contains($0) }) else { return false }
        return pieces.contains(where: sizeWords.contains) && pieces.contains(where: typeWords.contains)
    }
}

extension DocumentBuilder {
    /// A `Size / type` cell: its type, and a touch target its words name (`icon 24 dp, touch
    /// area 40 × 40 dp`) (`SizeTypeColumnReading`).
    mutating func readSizeAndType(_ fragment: Fragment, into element: Int, mode: String?, state: String?, rowIsText: Bool) {
        let type = modeSplit(fragment, defaultColor: nil).filter {
            switch $0.target {
            case .typography, .size(.textSize), .size(.touchTarget): return true
            default: return false
            }
        }
        guard !type.isEmpty else {
            // `13 px` alone in a `Size / weight` column of a text's row: its text size.
            if Self.isOneLength(fragment.text, lexer: roleLexer), rowIsText {
                let size = modeSplit(fragment, defaultColor: nil, defaultSize: .textSize)
                apply(size.filter { if case .typography = $0.target { true } else { false } }, node: node(for: element), mode: mode, state: state)
            }
            return
        }
        apply(type, node: node(for: element), mode: mode, state: state)
    }
}
