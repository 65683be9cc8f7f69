/// The words of claims written in prose (docs/spec-format.md §2.12), in the languages specs are
/// written in: what joins a claim's two colors, what says a ratio passes, what makes a sentence
/// about everything in a scope. Data, like `RoleWords`: the claim readers look words up here.
enum ClaimWords {
    /// Words between two colors that make the second the first's background (`White on Coral`,
    /// `#FF6B6B sobre o Off-White`, `coral #FF6B6B op Off-White`, `Ring-Kontrast zu Weiß`).
    static let pairConnectors: Set<String> = [
        "on", "over", "against", "vs", "vs.", "versus", "auf", "über", "zu", "gegen", "sur", "contre", "sobre", "su", "op", "tegen",
        "contro", "bij", "على", "فوق", "di", "atas", "på", "mot", "روی", "pe", "peste", "sa", "preko", "върху", "kwenye", "juu", "ant", "uz", "á", "na", "на", "lórí",
        "ar", "thar", "ku", "phezu", "លើ",
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
        "bakgrund", "bakgrunden", "kortet", "skärmen", "پس‌زمینه", "فیلد", "کارت", "fundal", "fundalul", "cardul", "pagina", "paginii",
        "baggrund", "baggrunden", "skærmen", "bakgrunn", "bakgrunnen", "skjermen", "pozadina", "pozadini", "kartici", "ekranu", "zaslonu", "pozadie",
        "pozadí", "karte", "obrazovke", "фон", "фона", "картата", "екрана", "fons", "targeta", "pantalla", "mandharinyuma", "usuli", "kadi", "skrini",
        "fonas", "fono", "fone", "kortelė", "kortelės", "kortelėje", "ekrano", "ekrane", "puslapio", "fona", "fonā", "kartītes", "kartītē", "ekrāna", "ekrānā",
        "ozadje", "ozadju", "bakgrunni", "bakgrunnur", "bakgrunninum", "skjánum", "kortinu", "agtergrond", "skerm", "bladsy", "fondo", "tarxeta", "páxina",
    ]

    /// Nouns naming a part of a screen rather than the screen (`inside the legend panel`): a
    /// blanket claim about one of them is not a claim about the whole screen.
    static let partNouns: Set<String> = [
        "panel", "card", "cards", "header", "footer", "toolbar", "banner", "modal", "dialog", "legend", "row", "rows", "grid", "cell",
        "cells", "chip", "chips", "bar", "drawer", "popover", "menu", "tooltip", "sidebar", "tile", "tiles", "badge", "form", "sertar", "sertarul", "sertarului", "cardul", "antet", "antetul",
    ]

    /// Words saying a stated ratio passes a level or a threshold.
    static let passWords: [String] = [
        "pass", "clear", "meet", "satisf", "achiev", "exceed", "holds up", "✓", "✔", "✅", "ok", "fine", "erfüllt", "besteht", "cumple", "supera",
        "passa", "atende", "respecte", "suffisant", "satisfait", "rispett", "soddisf", "voldoet", "haalt", "問題なし", "満た", "クリア",
        "تحقق", "يحقق", "تجتاز", "يجتاز", "مطابق", "ناجح", "lolos", "lulus", "memenuhi", "पास", "klarar", "uppfyller", "godkänd", "περνά", "περνάει", "περνούν", "πληροί",
        "پاس", "trece", "trec", "respectă", "îndeplinește", "pasado", "pumapasa", "pasok", "megfelel", "átmegy", "teljesít", "inapita", "imepita",
        "kidhi", "faulu", "består", "opfylder", "oppfyller", "godkendt", "godkjent", "klarer", "zadovoljava", "ispunjava", "prolazi", "spĺňa", "vyhovuje",
        "покрива", "преминава", "изпълнява", "compleix", "پورا اترتا", "தேர்ச்சி", "பூர்த்தி", "उत्तीर्ण", "ያልፋል", "ያሟላል", "ကိုက်ညီ", "ឆ្លងកាត់", "udlula", "idlula", "sidlula", "pasáil",
        "atitinka", "praeina", "tenkina", "atbilst", "iztur", "izpilda", "vastab", "läbib", "täidab", "ustreza", "izpolnjuje", "zadošča", "stenst",
        "uppfyllir", "აკმაყოფილებს", "გადის", "համապատասխանում", "բավարարում", "uyğundur", "cavab verir", "сәйкес", "өтеді", "mos keladi",
        "voldoen", "slaag", "cumpre", "betetzen", "gainditzen", "ఉత్తీర్ణ", "ಉತ್ತೀರ್ಣ", "ಪೂರೈಸುತ್ತದೆ", "പാസ്", "പാലിക്കുന്നു", "પાસ", "ਪਾਸ", "পাস", "পাস কর",
    ]

    /// Words saying a line states a measured ratio (`is 4.6:1`, `measures`, `reads at`).
    static let measureWords: [String] = [
        " is ", " are ", " measures", " measured", " reads at", " gives", " hits", " reaches", " comes to", " comes in at", " comes out at", " lands at", " checks out", " contrast",
        " kontrast", " contraste", " contrasto", " ratio", "=", " ist ", " est ", " es ", " é ", " è ", " は ",
        "التباين", " تباين", " بنسبة", " adalah ", " ay ", " este ", " rasio", " kontras", " har kontrasten", " kontrasten", " نسبت", " δίνει", " βγάζει", " αντίθεσης",
        " kontraszt", " контраст", " съотношение", " uwiano", " کنٹراسٹ", " تناسب", " விகிதம்", " கான்ட்ராஸ்ட்", " कॉन्ट्रास्ट", " गुणोत्तर", " कन्ट्रास्ट",
        " ንፅፅር", " ንጽጽር", " yra ", " santykis", " attiecība", " suhe", " razmerje", " birtuskil", " hlutfall", " კონტრასტი", " კონტრასტ",
        " կոնտրաստ", " nisbət", " erlazioa", " కాంట్రాస్ట్", " ಕಾಂಟ್ರಾಸ್ಟ್", " കോൺട്രാസ്റ്റ്", " કોન્ટ્રાસ્ટ", " ਕੰਟ੍ਰਾਸਟ", " ਕੰਟਰਾਸਟ", " কন্ট্রাস্ট",
        // "gives" (`Slate Gray á hvítu gefur 7,1:1`).
        " gefur ", " er ", " nær ", " gir ", " giver ", " ger ", " ergibt ", " geeft ", " donne ", " dà ", " dá ", " da ", " daje ", " dává ",
        // isiZulu's ratio (`isilinganiso`) and "is" written onto the number (`ingu-4.6:1`); Irish's contrast and ratio.
        "isilinganiso", " ungu-", " ingu-", " kungu-", " esingu-", " unikeza ", " codarsnacht", " cóimheas",
    ]

    /// Words that open a claim about everything in a scope (`all text`, `every text layer`,
    /// `Todo texto`, `Toutes les zones tactiles`, `Both rows`).
    static let quantifiers: Set<String> = [
        "all", "every", "everything", "each", "both", "todo", "toda", "todos", "todas", "tout", "toute", "tous", "toutes", "alle", "alles",
        "jede", "jeder", "jedes", "tutto", "tutti", "tutte", "ogni", "cada", "elke", "ieder", "すべて", "全て",
        "جميع", "كافة", "semua", "setiap", "seluruh", "सभी", "हर", "सारे", "सारी", "alla", "allt", "همه", "همه‌ی", "όλα", "όλες", "όλοι", "όλων", "κάθε", "tot", "toate", "toți", "fiecare", "lahat",
        "minden", "összes", "mindegyik", "mindkét", "kila", "zote", "yote", "wote", "vyote", "hver", "hvert", "begge", "svi", "sve", "sav", "sva", "svaki", "svaka",
        "svako", "všetky", "všetok", "všetko", "každý", "každá", "každé", "всички", "всеки", "всяка", "всяко", "tota", "tots", "totes", "ambdós",
        "ambdues", "تمام", "سبھی", "அனைத்து", "அனைத்தும்", "எல்லா", "ஒவ்வொரு", "सर्व", "प्रत्येक", "सगळे", "सगळी", "सगळ्या", "सबै", "हरेक",
        "எந்த", "எந்தவொரு", "ሁሉም", "እያንዳንዱ", "အားလုံး", "ទាំងអស់", "គ្រប់",
        "visi", "visos", "kiekvienas", "kiekviena", "kiekvieną", "abu", "abi", "katrs", "katra", "abas", "kõik", "iga", "mõlemad", "vsi", "vse", "vsa",
        "vsak", "vsaka", "vsako", "oba", "obe", "allir", "allar", "öll", "báðir", "bæði", "ყველა", "თითოეული", "ორივე", "բոլոր", "յուրաքանչյուր",
        "bütün", "hər", "hamısı", "gbogbo", "барлық", "әрбір", "әр", "barcha", "hamma", "har", "ikkala", "albei", "beide", "ambos", "ambas", "guztiak",
        "guztia", "bakoitza", "biak", "అన్ని", "ప్రతి", "ಎಲ್ಲಾ", "ಪ್ರತಿ", "എല്ലാ", "ഓരോ", "બધા", "બધી", "દરેક", "ਸਾਰੇ", "ਸਾਰੀਆਂ", "ਹਰ",
        "সব", "সবই", "সকল", "প্রতিটা", "প্রতিটি", "প্রত্যেক",
        "yonke", "zonke", "wonke", "lonke", "konke", "ҳама", "ҳамаи", "ҳар", "dhammaan", "kasta", "ທຸກ", "ທຸກອັນ", "ທັງໝົດ",
        "ĉiu", "ĉiuj", "ĉiun", "ĉiujn", "бардык", "баары", "zose", "byose", "yose", "zombi",
    ]

    /// Words for text in a blanket claim (`all txt`, `todo el texto`, `every text layer`).
    static let textWords: [String] = [" text", " txt", "label", " copy", "typograph", " words", " texto", " texte", " testo", " tekst", " teks", "टेक्स्ट", "文字", "テキスト", " نص", "النص", "نصوص", "متن", "κείμεν",
        " szöveg", " felirat", " címk", " maandishi", " текст", " надпис", " ٹیکسٹ", " உரை", "எழுத்து", " मजकूर", " पाठ", "ጽሑፍ", "ጽሁፍ", "စာသား", "អត្ថបទ",
        " etiketė", " etiķet", " besedil", " napis", "ტექსტ", "წარწერ", "տեքստ", " mətn", " мәтін", " matn", " матн", " ҳуруф", " ຕົວໜັງສື", " ຂໍ້ຄວາມ", " testu", "టెక్స్ట్", "వచన",
        "ಪಠ್ಯ", "ಟೆಕ್ಸ್ಟ್", "ടെക്സ്റ്റ്", "വാചക", "ટેક્સ્ટ", "લખાણ", "ਟੈਕਸਟ", "ਲਿਖਤ", "লেখা", "লেবেল", "টেক্সট",
    ]

    /// Words for touch targets in a blanket claim (`toutes les zones tactiles`, `áreas táctiles`).
    static let touchWords: [String] = [
        "touch", "tap target", "tap area", "hit area", "hit target", "interactive", "tappable", "tactile", "táctil", "toque", "tocco",
        "tippfläche", "tap-fläche", "trefferfläche", "interactif", "interactiv", "klikbaar", "タップ",
        "اللمس", " لمس", "النقر", "sentuh", "ketuk", "टैप", "टच", "klickyt", "tryckyt", "لمس", "αφής", "zonele de click", "zonă de click", "zonele de atingere",
        "érintési", "kattintási", "koppintási", "kattintható", "kugusa", "kubofya", "kugonga", "klikområd", "trykområd", "berøringsområd", "klikkområd",
        "trykkområd", "trykkflat", "dodir", "područje klika", "dotyk", "klikac", "докосване", "за натискане", "tàctil", "àrea de toc", "zona de toc", "ٹچ ایریا", "интерактивни", "интерактивен",
        "ٹیپ ایریا", "چھونے", "தொடு பகுதி", "தொடும் பகுதி", "स्पर्श", "छुने", "የመንካት", "የንክኪ", "ထိတွေ့", "តំបន់ប៉ះ", "ផ្ទៃប៉ះ",
        "paspaudimo sri", "paspaudimo zon", "lietimo sri", "palietimo sri", "pieskāriena", "klikšķa zon", "puuteala", "puutetsoon", "klõpsuala",
        "območje dotika", "snertisvæð", "smellisvæð", "შეხების", "დაჭერის არე", "հպման", "toxunma", "басу аймағ", "жанасу", "bosish maydon",
        "teginish", "raakarea", "tikarea", "ukipen", "ukitze-eremu", "sakatzeko eremu", "టచ్", "తాకే", "ಸ್ಪರ್ಶ", "ಟಚ್", "ടച്ച്", "സ്പർശന", "ટચ",
        "સ્પર્શ", "ਟੱਚ", "ਛੂਹ", "ťukateľn", "klikateľn", "trykflad", "ťuknut", "ট্যাপ", "টাচ", "interaktiv", "za dotik", "tapkljiv",
        "түртілетін", "түрту", "tikbare", "aanraak", "დასაჭერ", "a lè tẹ̀", "títẹ̀", "майдони клик",
    ]

    /// The word "contrast" in the languages specs are written in, as the start of a word
    /// (`kontrast`, `kontrastu`, `contraste`).
    static let contrastStems: [String] = ["contrast", "kontrast", "kontras", "контраст", "αντίθεσ", "コントラスト", "对比度", "對比度", "대비", "명암비", "কন্ট্রাস্ট"]

    /// Whether a word is the word for contrast in some language (`kontrastu`, `Контрасти`),
    /// lowercased as the stems are.
    static func isContrastWord(_ word: some StringProtocol) -> Bool {
        contrastStems.contains { word.hasPrefix($0) }
    }

    /// "At least" in the languages specs are written in (`majú aspoň 48 × 48 dp`, `mindestens
    /// 44 pt`): with a quantifier, a size stated of everything in a scope.
    static let atLeastWords: [String] = [
        "aspoň", "najmenej", "minimálne", "alespoň", "nejméně", "mindestens", "au moins", "al menos", "como mínimo", "mínimo", "minimo", "pelo menos", "no mínimo",
        "almeno", "minstens", "ten minste", "mindst", "minimum", "minst", "vähintään", "vähemalt", "legalább", "co najmniej", "najmanj", "barem",
        "najmanje", "най-малко", "поне", "не менее", "минимум", "щонайменше", "не менше", "en az", "tối thiểu", "ít nhất", "τουλάχιστον",
        "cel puțin", "setidaknya", "sekurang-kurangnya", "paling tidak", "ao menos", "žemiausiai", "mažiausiai", "vismaz",
        "að minnsta kosti", "vsaj", "angalau", "kwa uchache", "少なくとも", "以上", "至少", "최소", "이상", "לפחות", "حداقل", "على الأقل", "कम से कम", "অন্তত", "কমপক্ষে", "குறைவாக இல்லை", "குறையாமல்",
        "almenaŭ", "minimume", "кеминде", "эң аз", "nibura", "byibura", "кемінде", "ең кемі", "მინიმუმ", "სულ მცირე", "არანაკლებ", "ቢያንስ", "ó kéré tán", "ó kéré jù",
        "առնվազն", "ոչ պակաս", "փոքր չեն", "փոքր չէ", "kamida", "eng kamida", "gutxienez", "gutxienekoa",
        "o leiaf", "хамгийн багадаа", "багадаа", "aƙalla", "akalla", "noma ngaphezulu", "okungenani", "ar a laghad", "nó níos mó",
        "на камтар аз", "хурд нестанд", "хурд нест",
    ]

    /// "The smallest" in the languages specs are written in (`the smallest text is 11pt`, `Ең
    /// кіші мәтін — 11 pt`): the size after it is a floor every element in the scope keeps.
    static let smallestWords: [String] = [
        "smallest", "kleinste", "kleinster", "le plus petit", "la plus petite", "más pequeño", "más pequeña", "mais pequeno", "menor texto", "il più piccolo",
        "najmniejszy", "najmniejsza", "самый маленький", "наименьший", "найменший", "най-малкият", "en küçük", "legkisebb", "cel mai mic", "minste", "minsta",
        "mindste", "pienin", "nejmenší", "najmenší", "najmanji", "najmanjši", "mažiausias", "mazākais", "väikseim", "ең кіші", "ყველაზე პატარა", "terkecil",
        "nhỏ nhất", "最小", "가장 작은", "ትንሹ", "kleinste teks", "ọ̀rọ̀ tó kéré jù",
    ]

    /// "No" before a noun in the languages specs are written in (`nenhum texto … abaixo de 13pt`,
    /// `kein Text unter 11pt`): with a size, a claim about everything in a scope.
    static let noneWords: [String] = [
        "nenhum", "nenhuma", "ningún", "ninguna", "ningun", "aucun", "aucune", "kein", "keine", "nessun", "nessuna", "geen", "żaden", "żadna",
        "žádný", "žádná", "žiadny", "žiadna", "ingen", "inget", "intet", "mikään", "egyik", "niciun", "nicio", "hiçbir", "không có", "никакой",
        "ни один", "жоден", "жодна", "κανένα", "κανένας", "tidak ada", "walang", "nijedan", "nijedna", "никой", "nessuno",
        "neviens", "neviena", "joks", "jokia", "ükski", "egyetlen", "არცერთი", "hech qanday", "heç bir", "ниедно", "ниеден",
    ]

    /// `noneWords` as they stand in a line, a space either side.
    static let spacedNoneWords = noneWords.map { " " + $0 + " " }

    /// "Below" a size in the languages specs are written in, after a "no" (`nenhum texto … abaixo
    /// de 13pt`): with a size, a claim that nothing in the scope is smaller.
    static let belowWords: [String] = [
        " below ", " under ", "smaller than", "less than", "abaixo de", "menor que", "menores que", "por debajo de", " unter ", "kleiner als",
        "en dessous de", "inférieur à", "inferieur a", " sotto ", "inferiore a", " onder ", "kleiner dan", "poniżej", " pod ", " alatt", " sub ",
        " altında", " dưới ", " ниже ", " меньше ", " нижче ", " менше ", "κάτω από", "di bawah", " ispod ", " под ", "குறைவாக", "குறைவான",
        "mazāks par", "mazāka par", "mažesnis nei", "mažesnė nei", "väiksem kui", "kleiner as", "kisebb mint", "kisebb, mint", "mindre än", "mindre end",
        "mindre enn", "pienempi kuin", "menší než", "mniejszy niż", "mniejsza niż", "manji od", "manjši od", "кіші", "нагляд", "ნაკლები", "በታች",
    ]

    /// Words a pair's ground is not looked for past: a pronoun standing for it, a conjunction
    /// starting another clause.
    static let clauseBreaks: Set<String> = ["it", "them", "this", "that", "but", "so", "then", "which", "while", "because"]
}
