import DesignModel

/// The words around a value that say what it is for (docs/spec-format.md §2.17): a color's
/// role (text, background, border, icon, a control's part), a size's role (touch target, icon,
/// height, width, radius, layout), words that make an element interactive or decorative, and
/// the words that name a screen's background. Data, like `SpecVocabulary`: the readers look
/// words up here and never spell them themselves.
enum RoleWords {
    /// What a color paints.
    enum ColorRole: String, CaseIterable {
        case text, background, border, icon, control

        /// The property key a color in this role is read into.
        var key: String {
            switch self {
            case .text: "Text Color"
            case .background: "Background"
            case .border: "Border"
            case .icon: "Icon Color"
            case .control: "Color"
            }
        }

        /// The roles of a part an element draws (its text, fill, border, icon), each kept under
        /// its own property; `control` names no part.
        static let parts: [ColorRole] = [.text, .background, .border, .icon]
    }

    /// What a length or a `W × H` measures.
    enum SizeRole: String, CaseIterable {
        case touchTarget, icon, height, width, size, radius, layout, textSize
    }

    static let colorRoles: [(ColorRole, [String])] = [
        (.text, [
            "text", "txt", "label", "lbl", "labels", "title", "titles", "ink", "foreground", "fg", "copy", "headline", "caption", "type", "font", "letter", "letters",
            "number", "digits", "message", "placeholder", "link", "schrift", "textfarbe", "texte", "texto", "beschriftung", "subtitle",
            "subtitles", "heading", "headings", "hint", "numeral", "wordmark", "watermark", "text-color", "font-color", "foreground-color",
            "文字", "文字色", "テキスト", "ラベル", "プレースホルダー", "見出し", "本文", "タイトル", "キャプション", "リンク",
        ] + LanguageWords.words(\.text)),
        (.background, [
            "background", "bg", "fill", "filled", "canvas", "surface", "container", "backdrop", "scrim", "card", "pill", "chip", "tile",
            "hintergrund", "füllung", "fond", "fondo", "plate", "behind", "background-color", "bg-color", "fill-color", "背景", "背景色", "塗り",
        ] + LanguageWords.words(\.background)),
        (.border, ["border", "border-color", "outline-color", "bdr", "edge", "stroke", "outline", "ring", "hairline", "keyline", "boundary", "rand", "umrandung", "contour", "borde", "separator", "divider", "枠線", "ボーダー", "区切り線",
        ] + LanguageWords.words(\.border)),
        (.icon, ["icon", "glyph", "symbol", "chevron", "checkmark", "check", "tick", "arrow", "pin", "dot", "dots", "flame", "icône", "icono", "tint", "アイコン", "チェックマーク",
        ] + LanguageWords.words(\.icon)),
        (.control, ["track", "on-track", "thumb", "knob", "indicator", "handle", "grabber", "progress", "bar", "spinner"]),
    ]

    static let sizeRoles: [(SizeRole, [String])] = [
        (.touchTarget, [
            "hit", "tap", "touch", "tappable", "target", "targets", "clickable", "pressable", "slop", "tap-fläche", "tapfläche",
            "trefferfläche", "frame", "zone", "cible", "タップ領域", "タップエリア", "タッチ領域", "タッチエリア",
        ] + LanguageWords.words(\.touchArea).filter { !$0.contains(" ") }),
        (.icon, ["glyph", "icon", "symbol", "checkmark", "chevron", "icône", "icono"]),
        (.height, ["tall", "high", "height", "hoch", "höhe", "hauteur", "alto", "altura", "高さ"] + LanguageWords.words(\.height)),
        (.width, ["wide", "width", "breite", "largeur", "ancho", "横幅"] + LanguageWords.words(\.width)),
        (.radius, ["radius", "corner", "corners", "rounded", "rounding", "ecken", "eckenradius", "角丸"] + LanguageWords.words(\.radius)),
        (.textSize, ["schriftgröße", "font-size", "pt-text"]),
        (.layout, [
            "gap", "gaps", "padding", "margin", "margins", "spacing", "inset", "insets", "from", "below", "above", "under", "between", "after", "before",
            "leading", "trailing", "offset", "apart", "abstand", "seitenrand", "indent", "left", "right", "top", "bottom", "blur",
            "shadow", "letter", "tracking", "line", "inside", "center", "position", "ring", "scale", "raster", "grid", "stroke", "border",
            "hairline", "outline", "width-of", "riadkovanie", "řádkování", "interlinea", "interligne", "zeilenabstand", "zeilenhöhe", "interlinia",
            "medzera", "mezera", "odstup",
        ]),
    ]

    /// Phrases naming a touch target as the subject of a sentence (`The tap area is just the
    /// icon (20×20pt)`, `hit area = the 30pt circle`, `whole 32pt tag is the hit area`).
    static let touchPhrases: [String] = [
        "tap area", "hit area", "touch area", "touch target", "hit target", "tap target", "tappable area", "tap region", "hit region",
        "hit slop", "hitbox", "hit box", "tap zone", "touch zone", "tap-fläche", "tapfläche", "trefferfläche", "zona táctil",
        "área táctil", "área de toque", "zone tactile", "zone de toucher", "min touch", "minimum touch", "touch size", "touch minimum", "button size",
    ] + LanguageWords.words(\.touchArea)

    /// The touch phrases, for a key looked up whole (`Zonă de click`).
    static let touchPhraseSet = Set(touchPhrases)

    /// Words of a shape that a `W × H` before them gives the visual size of (`24×24pt disc`).
    static let touchShapeWords: Set<String> = ["circle", "circles", "disc", "discs", "disk", "square", "squares", "pill", "pills", "dot", "dots"]

    /// Words between a touch phrase and a size that make the size an extension of the touch
    /// area rather than the area itself (`hit area extends 8pt beyond`, `tap area plus 8pt`).
    static let touchExtensionWords: Set<String> = [
        "extends", "extend", "extended", "plus", "beyond", "outset", "expands", "expand", "expanded", "grows", "adds", "add", "by", "padding",
        "padded", "inset", "larger", "bigger", "smaller", "outside", "around",
    ]

    /// Phrases saying the row (cell, card) an element stands in responds to a tap (`whole row is
    /// the hit area`, `de hele rij togglet mee`): the element's own size is then not its touch
    /// target, the container's is.
    static let containerTargetPhrases: [String] = [
        "whole row", "entire row", "full row", "whole cell", "entire cell", "full cell", "whole card", "entire card", "whole tile", "entire tile",
        "whole list item", "entire list item", "whole item", "entire item", "row is tappable", "row is the tap", "row is the hit", "row toggles",
        "hele rij", "volledige rij", "toda la fila", "fila completa", "fila entera", "ganze zeile", "gesamte zeile", "toute la ligne",
        "ligne entière", "intera riga", "tutta la riga", "linha inteira", "toda a linha", "cały wiersz", "całą linię",
    ]
    /// Words that, beside a container phrase, make it the touch target (`the whole row is tappable`).
    static let containerTargetWords: Set<String> = [
        "tappable", "tap", "taps", "target", "toggles", "togglet", "clickable", "pressable", "hit", "touch", "responds", "selectable",
        "pulsable", "tocable", "cliquable", "klikbaar", "tikbaar", "anklickbaar", "tippbar", "toccabile", "clicável", "klikalny",
    ]
    /// The written extents `SizeReader` reads as the container's in both axes.
    static let containerTargetExtents: Set<String> = ["container", "entire row", "whole row", "full row", "entire cell", "whole cell"]

    /// Whether a text says the element's row (cell, card) is its touch target.
    static func namesContainerTarget(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard containerTargetPhrases.contains(where: lower.contains) else { return false }
        let words = Set(lower.split { !$0.isLetter }.map(String.init))
        return !words.isDisjoint(with: containerTargetWords) || touchPhrases.contains(where: lower.contains)
    }

    /// Words linking a touch phrase to its size (`is`, `=`).
    /// Nouns of a control whose box, written `N × N` right before them, is its touch target.
    static let controlBoxWords: Set<String> = ["button", "buttons", "bouton", "botón", "boton", "botão", "knopf", "knop", "pulsante"]

    static let copulas: Set<String> = ["is", "are", "=", "equals", "ist", "es", "est", "sind"]

    /// Words after which a color is what something sits on: `X on Y`, `over the canvas`.
    static let onWords: [String] = [" sits on ", " on top of ", " on the ", " on a ", " on ", " over ", " against ", " auf dem ", " auf der ", " auf ", " sur ", " sobre "]
        + LanguageWords.words(\.on)

    /// Words joining two colors of one element (`#D63031 with White text`): see `RoleAssigner.withSplit`.
    static let withWords: [String] = [" with ", " con ", " mit ", " avec ", " met ", " com ", " z "]

    /// Keys and sentence heads that state a screen's or a section's background: `Canvas: White`,
    /// `Screen background: …`, `Renders on: …`, `Hintergrund: …`.
    static let backgroundKeys: Set<String> = Set<String>([
        "canvas", "background", "backgrounds", "screen background", "screen bg", "page background", "renders on", "sits on", "surface",
        "fill", "frame fill", "bg", "background color", "screen-hintergrund", "screen hintergrund", "hintergrund", "fond", "fondo",
        "sheet background", "sheet", "backdrop color", "canvas color", "screen", "page", "window", "artboard fill", "artboard background",
        "page fill", "page fill color", "page color", "page background color", "screen fill", "screen color",
    ]).union(LanguageWords.words(\.screenBackground))

    /// Whether lowercased text holds a phrase of `everyModePhrases`; a text of ASCII alone is
    /// only searched for the phrases of ASCII.
    static func namesEveryMode(_ lower: String) -> Bool {
        let ascii = lower.utf8.withContiguousStorageIfAvailable { String.isASCII($0) } ?? false
        return (ascii ? asciiEveryModePhrases : everyModePhrases).contains { lower.containsText($0) }
    }

    static let asciiEveryModePhrases = everyModePhrases.filter { $0.utf8.allSatisfy { $0 < 0x80 } }

    /// Phrases saying a value holds in every mode (`Slate Gray #636E72 in both modes (no dark
    /// swap)`): a mode word elsewhere in the fragment does not narrow it to that mode.
    static let everyModePhrases: [String] = [
        "both modes", "all modes", "every mode", "either mode", "both themes", "both appearances", "all appearances", "both schemes",
        "light and dark", "light + dark", "light & dark", "beiden modi", "beide modi", "allen modi", "ambos modos", "todos los modos",
        "les deux modes", "deux thèmes", "ライト · ダーク", "ライト / ダーク", "両モード",
    ] + LanguageWords.words(\.bothModes)

    /// Words of a cross-reference (`(Dunkelmodus siehe Abschnitt 5)`, `(dark: see below)`): a
    /// mode named in one is where that mode's value is given, not the mode of the value beside it;
    /// so is a comparison (`#636E72 (typed by hand, same as light)` is the other mode's value).
    static let crossReferenceWords: Set<String> = ["see", "siehe", "voir", "ver", "véase", "vease", "zie", "vedi", "veja", "cf", "vgl", "same", "identical"]

    /// Words that make an element something people act on (besides `SpecVocabulary.interactiveKinds`).
    static let actionWords: Set<String> = [
        "tap", "taps", "tapping", "tapped", "click", "press", "opens", "open", "toggles", "toggle", "selects", "dismisses", "tappable",
        "clickable", "drag", "swipe", "jumps", "navigates", "removes", "reorder", "filters", "filtered",
        // In the languages specs are written in (`tocar na tag filtra`, `al tocar abre`, `antippbar`).
        "tocar", "toque", "clicar", "filtra", "pulsar", "appuyer", "tippen",
    ]

    /// Words saying an element can be tapped, as a note's key (`TOCÁVEL: tocar na tag filtra …`).
    static let tappableWords: Set<String> = actionWords.union(["tocável", "clicável", "tocable", "cliquable", "antippbar", "klickbar"])

    /// Phrases that say an element is not acted on (`Decorative — not tappable`, `Tap does nothing`).
    static let inertPhrases: [String] = [
        "not tappable", "not interactive", "decorative", "visual only", "does nothing", "not separately tappable", "display only",
        "nicht tappbar", "not clickable", "non-interactive", "read-only", "readonly", "não é tocável", "não é clicável", "não é botão",
        "no es tocable", "no es un botón", "no es botón", "n'est pas cliquable", "nicht antippbar", "ni tapkljiv", "ni klikljiv", "samo prikaz",
        "non cliccabil", "non è cliccabile", "niet klikbaar", "niet tikbaar", "nie jest klikaln", "není klikateln", "nie je klikateľn", "nije klikabiln",
        "ei ole klikattav", "nem kattinthat", "не нажимается", "не є клікабельн",
    ]

    /// Words of a motion: the distances and sizes in it are not the element's.
    static let motionWords = ["fade", "slide", "scale", "rotat", "translate", "spring", "ease-", "bounce", "animat", "pulse", "shimmer", "wiggle", "delay"]

    /// Words saying a line describes a change or an alternative rather than the element's own look.
    static let transitionWords: Set<String> = ["turns", "becomes", "swaps", "switches", "changes", "fades", "animates"]

    /// A word of a script written without spaces (`フォーカス時の枠線`, `文字色`) that ends in a
    /// role word of the tables above: the role word (the longest that ends it) and what stands
    /// before it (`フォーカス時の`), which may name a state. Words of scripts written with spaces
    /// are looked up whole.
    static func compound(_ word: String) -> (stem: String, role: String)? {
        guard word.unicodeScalars.contains(where: { $0.value >= 0x3000 }) else { return nil }
        guard let role = compoundRoleWords.first(where: { word.hasSuffix($0) }) else {
            // `배경은`, `라벨과`: a Korean noun with its particle.
            return stem(word).flatMap { stem in compoundRoleWords.first { stem.hasSuffix($0) }.map { (String(stem.dropLast($0.count)), $0) } }
        }
        return (String(word.dropLast(role.count)), role)
    }

    /// A Korean word without the particle written after it (`배경은` → `배경`, `라벨과` →
    /// `라벨`); nil for a word of another script or without a particle.
    static func stem(_ word: String) -> String? {
        guard let last = word.unicodeScalars.last, (0xAC00...0xD7A3).contains(last.value) else { return nil }
        for particle in LanguageWords.koreanParticles where word.hasSuffix(particle) && word.count > particle.count {
            return String(word.dropLast(particle.count))
        }
        return nil
    }

    /// Role words of scripts written without spaces, longest first.
    private static let compoundRoleWords: [String] = {
        let all = colorRoles.flatMap(\.1) + sizeRoles.flatMap(\.1) + compoundColorWords
        return Set(all.filter { $0.unicodeScalars.contains { $0.value >= 0x3000 } }).sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }()

    /// Words for `color` itself in scripts written without spaces (`色：…`).
    static let compoundColorWords = ["色", "カラー"]

    static func colorRole(_ word: String) -> ColorRole? {
        let lower = word.lowercased()
        return colorRoleTable[lower] ?? stem(lower).flatMap { colorRoleTable[$0] } ?? arabicStems(lower).lazy.compactMap { colorRoleTable[$0] }.first
    }

    static func sizeRole(_ word: String) -> SizeRole? {
        let lower = word.lowercased()
        return sizeRoleTable[lower] ?? stem(lower).flatMap { sizeRoleTable[$0] } ?? arabicStems(lower).lazy.compactMap { sizeRoleTable[$0] }.first
    }

    /// Whether a word is written in Arabic letters.
    static func isArabic(_ word: String) -> Bool {
        word.unicodeScalars.first.map { (0x0621...0x064A).contains($0.value) } ?? false
    }

    /// An Arabic word without what is written attached to it (`والأيقونة` → `أيقونة`, `بخلفيته`
    /// → `خلفية`): the conjunction (`و`, `ف`), then a preposition or the article (`ب`, `ل`, `ك`,
    /// `ال`, `بال`, `لل`), and a pronoun at its end (`ه`, `ها`); fewest taken off first. Empty
    /// for a word of another script.
    static func arabicStems(_ word: String) -> [String] {
        guard isArabic(word), word.count > 2 else { return [] }
        var out: [String] = []
        func add(_ candidate: Substring) {
            guard candidate.count >= 2 else { return }
            let text = String(candidate)
            if text != word, !out.contains(text) { out.append(text) }
        }
        let conjunctions: [Substring] = ["", "و", "ف"]
        let prepositions: [Substring] = ["", "ال", "بال", "لل", "كال", "ب", "ل", "ك"]
        for conjunction in conjunctions where word.hasPrefix(conjunction) {
            let afterConjunction = word.dropFirst(conjunction.count)
            for preposition in prepositions where afterConjunction.hasPrefix(preposition) {
                let core = afterConjunction.dropFirst(preposition.count)
                add(core)
                // A noun ending in `ة` writes it `ت` before a pronoun (`خلفيته`).
                for pronoun in ["هما", "ها", "هم", "ه"] where core.hasSuffix(pronoun) {
                    let bare = core.dropLast(pronoun.count)
                    add(bare)
                    if bare.hasSuffix("ت") { add(bare.dropLast() + "ة") }
                }
            }
        }
        return out
    }

    private static let colorRoleTable: [String: ColorRole] = {
        var table: [String: ColorRole] = [:]
        for (role, words) in colorRoles { for word in words where table[word] == nil { table[word] = role } }
        return table
    }()

    private static let sizeRoleTable: [String: SizeRole] = {
        var table: [String: SizeRole] = [:]
        for (role, words) in sizeRoles { for word in words where table[word] == nil { table[word] = role } }
        return table
    }()

    /// The Markdown table of docs/spec-format.md §2.17, generated from these lists.
    static func markdownTable() -> String {
        var out = "| role | words |\n|---|---|\n"
        for (role, words) in colorRoles { out += "| color: \(role.rawValue) (`\(role.key)`) | \(words.map { "`\($0)`" }.joined(separator: ", ")) |\n" }
        for (role, words) in sizeRoles { out += "| size: \(role.rawValue) | \(words.map { "`\($0)`" }.joined(separator: ", ")) |\n" }
        out += "| what it sits on | \(onWords.map { "`\($0.trimmed)`" }.joined(separator: ", ")) |\n"
        out += "| a background | \(backgroundKeys.sorted().map { "`\($0)`" }.joined(separator: ", ")) |\n"
        out += "| acted on | \(actionWords.sorted().map { "`\($0)`" }.joined(separator: ", ")) |\n"
        out += "| not acted on | \(inertPhrases.map { "`\($0)`" }.joined(separator: ", ")) |\n"
        return out
    }
}
