/// The role, mode, state and relation words of the languages specs are written in, one table
/// per language with the same rows, so that no language has a role the others lack. Designers
/// write specs in their own language (a Korean `배경`, a Japanese `背景色`, a Spanish `fondo`, a
/// Polish `tło`); `RoleWords` and `QualifierVocabulary` take these words beside their English
/// ones. Words are lowercase; words of scripts written without spaces (Chinese, Japanese) are
/// also matched at the end of a longer word (`RoleWords.compound`), and Korean words with the
/// particle written after them (`배경은`, `라벨과`; `RoleWords.stem`).
struct LanguageWords {
    let language: String
    /// Words for "color" in a key (`아이콘 색상`, `Kolor tekstu`).
    let color: [String]
    /// Words for text and its kinds: label, title, caption, placeholder, link.
    let text: [String]
    /// Words for a fill or a background.
    let background: [String]
    let border: [String]
    let icon: [String]
    /// Phrases naming a touch target.
    let touchArea: [String]
    let height: [String]
    let width: [String]
    let radius: [String]
    /// Keys and sentence heads stating a screen's background (`Tło ekranu`, `화면 배경`).
    let screenBackground: [String]
    /// Words placed before what an element sits on (`sur le fond`, `na białym`), spaced; read
    /// only when a color follows (`sur`, `sobre`, `auf` are `RoleWords.onWords` of their own).
    let on: [String]
    /// Words placed after what an element sits on (`#81ECEC 위 흰색 라벨`, `白底上的文字`):
    /// the color before them is the background of what follows.
    let onAfter: [String]
    let light: [String]
    let dark: [String]
    /// Phrases saying a value holds in both modes.
    let bothModes: [String]
    let pressed: [String]
    let selected: [String]
    let unselected: [String]
    let disabled: [String]
    let focused: [String]
    /// Words for the error state (`Rammi í villu`, `Border, error`).
    let error: [String]
    /// Words for opacity, written before its number (`opacidad 40%`) or after it (`60% legap`).
    let opacity: [String]

    static let all: [LanguageWords] = [
        korean, japanese, chinese, chineseTraditional, spanish, german, french, italian, dutch, polish, portuguese, arabic, hindi, indonesian, malay, thai, russian, ukrainian, hebrew,
        swedish, persian, greek, czech, finnish, turkish, vietnamese, romanian, tagalog, hungarian, swahili, danish, norwegian, serbianCroatian, albanian,
        bulgarian, slovak, catalan, urdu, tamil, marathi, amharic, burmese, khmer, nepali,
        lithuanian, latvian, estonian, slovenian, icelandic, georgian, armenian, azerbaijani, kazakh, uzbek, afrikaans, galician, basque, telugu,
        kannada, malayalam, gujarati, punjabi, bengali, yoruba, welsh, mongolian, hausa, irish, zulu, maltese, tajik, lao, esperanto, kyrgyz, kinyarwanda,
    ]

    static let korean = LanguageWords(
        language: "ko",
        color: ["색상", "색", "컬러"],
        text: ["텍스트", "라벨", "레이블", "글자", "글씨", "문구", "캡션", "플레이스홀더", "링크", "본문", "숫자", "텍스트색", "글자색"],
        background: ["배경", "배경색", "바탕", "바탕색", "채우기"],
        border: ["테두리", "보더", "외곽선", "윤곽선", "구분선", "스트로크"],
        icon: ["아이콘", "체크", "체크마크", "화살표", "글리프", "심볼"],
        touchArea: ["터치", "히트", "터치 영역", "터치영역", "탭 영역", "탭영역", "터치 타깃", "터치 타겟", "히트 영역", "클릭 영역"],
        height: ["높이"],
        width: ["너비", "가로 폭"],
        radius: ["모서리", "라운드", "곡률"],
        screenBackground: ["화면 배경", "화면 전체 배경", "전체 배경", "페이지 배경", "시트 배경"],
        on: [],
        onAfter: ["위에", "위의", "위"],
        light: ["라이트", "라이트 모드", "라이트모드", "밝은 모드"],
        dark: ["다크", "다크 모드", "다크모드", "어두운 모드"],
        bothModes: ["라이트/다크 모드 모두", "라이트/다크 모두", "두 모드 모두", "모든 모드", "라이트와 다크 모두", "다크 모드에서도 같은"],
        pressed: ["누름", "누르는 중", "눌림", "눌렀을 때", "프레스"],
        selected: ["선택됨", "선택 시", "선택 상태", "선택된"],
        unselected: ["기본", "미선택", "기본 상태", "선택 안 됨"],
        disabled: ["비활성", "비활성화", "사용 불가"],
        focused: ["포커스", "포커스 시"],
        error: ["오류", "에러", "오류 상태", "유효하지 않음"],
        opacity: ["불투명도", "투명도"])

    static let japanese = LanguageWords(
        language: "ja",
        color: ["色", "カラー"],
        text: ["文字", "文字色", "テキスト", "ラベル", "プレースホルダー", "見出し", "本文", "キャプション", "リンク", "テキスト色"],
        background: ["背景", "背景色", "塗り", "下地"],
        border: ["枠線", "ボーダー", "区切り線", "線", "外枠", "ストローク"],
        icon: ["アイコン", "チェックマーク", "矢印", "グリフ"],
        touchArea: ["タップ領域", "タップエリア", "タッチ領域", "タッチエリア", "ヒット領域", "タップ範囲"],
        height: ["高さ"],
        width: ["横幅"],
        radius: ["角丸", "角丸半径"],
        screenBackground: ["画面背景", "画面の背景", "ページ背景"],
        on: [],
        onAfter: ["の上に", "の上の", "上の", "の上"],
        light: ["ライト", "ライトモード"],
        dark: ["ダーク", "ダークモード"],
        bothModes: ["ライト · ダーク", "ライト / ダーク", "両モード", "両モードとも", "ライト・ダーク共通"],
        pressed: ["押下時", "押下", "タップ時", "押した時"],
        selected: ["選択中", "選択時", "選択状態"],
        unselected: ["未選択", "未選択時", "通常", "通常時", "デフォルト"],
        disabled: ["非活性", "無効", "無効時", "非活性時"],
        focused: ["フォーカス時", "フォーカス"],
        error: ["エラー", "エラー時", "エラー状態", "不正"],
        opacity: ["不透明度", "透明度"])

    static let chinese = LanguageWords(
        language: "zh",
        color: ["颜色", "色值", "色"],
        text: ["文字", "文字颜色", "文本", "标签", "占位符", "正文", "链接", "字色", "文字色", "说明文字"],
        background: ["背景", "背景色", "底色", "填充", "底"],
        border: ["边框", "描边", "分隔线", "分割线", "细线", "线条", "边线"],
        icon: ["图标", "勾", "勾选图标", "箭头", "对勾"],
        touchArea: ["点击区域", "触控区域", "点击热区", "热区", "触摸区域", "可点击区域"],
        height: ["高度"],
        width: ["宽度"],
        radius: ["圆角"],
        screenBackground: ["页面背景", "屏幕背景", "整页背景", "画面背景"],
        on: [],
        onAfter: ["上的", "之上的", "上面的"],
        light: ["浅色", "浅色模式", "亮色", "亮色模式", "日间模式"],
        dark: ["深色", "深色模式", "暗色", "暗色模式", "暗黑模式", "夜间模式"],
        bothModes: ["两种模式", "深浅色模式", "浅色和深色", "深色和浅色"],
        pressed: ["按下", "按下态", "按压", "按压态", "点击态"],
        selected: ["选中", "选中态", "已选", "已选中"],
        unselected: ["未选中", "默认", "默认态", "常态"],
        disabled: ["禁用", "禁用态", "不可用", "置灰"],
        focused: ["聚焦", "聚焦态", "焦点"],
        error: ["错误", "错误态", "错误状态", "报错", "出错"],
        opacity: ["不透明度", "透明度"])

    /// Traditional Chinese, with the words Cantonese writing uses (Hong Kong: `底` for the
    /// ground, `撳` for press, `揀咗` for selected).
    static let chineseTraditional = LanguageWords(
        language: "zh-Hant",
        color: ["顏色", "色值", "色"],
        text: ["文字", "文字顏色", "文本", "標籤", "佔位符", "提示文字", "正文", "連結", "字色", "字", "標題"],
        background: ["背景", "背景色", "底色", "填充", "底"],
        border: ["邊框", "描邊", "分隔線", "框線", "外框"],
        icon: ["圖示", "圖標", "剔號", "箭咀", "箭頭"],
        touchArea: ["點擊範圍", "觸控範圍", "點擊區域", "觸控區域", "熱區", "撳嘅範圍", "可撳範圍"],
        height: ["高度"],
        width: ["闊度", "寬度"],
        radius: ["圓角"],
        screenBackground: ["頁面背景", "畫面背景", "成頁底色", "頁面底色", "畫面底色"],
        on: [],
        onAfter: ["上面嘅", "上嘅", "之上的", "上面的", "上的"],
        light: ["淺色", "淺色模式", "日間模式"],
        dark: ["深色", "深色模式", "暗色", "暗色模式", "夜間模式"],
        bothModes: ["兩個模式", "兩種模式", "深淺色模式", "淺色同深色", "深色同淺色"],
        pressed: ["撳住", "按下", "按下時"],
        selected: ["揀咗", "選中", "已選", "選取"],
        unselected: ["未揀", "未選中", "預設"],
        disabled: ["停用", "禁用", "唔撳得"],
        focused: ["聚焦", "焦點"],
        error: ["錯誤", "錯誤態", "錯誤狀態", "報錯", "出錯"],
        opacity: ["不透明度", "透明度"])

    static let spanish = LanguageWords(
        language: "es",
        color: ["color"],
        text: ["texto", "etiqueta", "leyenda", "marcador", "enlace", "cifra", "número"],
        background: ["fondo", "relleno"],
        border: ["borde", "contorno", "separador", "divisor", "anillo"],
        icon: ["icono", "ícono", "glifo", "flecha", "marca"],
        touchArea: ["zona táctil", "área táctil", "área de toque", "área tocable", "objetivo táctil", "área de pulsación"],
        height: ["alto", "altura"],
        width: ["ancho", "anchura"],
        radius: ["esquinas"],
        screenBackground: ["fondo de pantalla", "fondo de la pantalla", "fondo de toda la pantalla", "fondo de página"],
        on: [" sobre el ", " sobre la ", " encima de "],
        onAfter: [],
        light: ["claro", "modo claro", "tema claro"],
        dark: ["oscuro", "modo oscuro", "tema oscuro"],
        bothModes: ["ambos modos", "todos los modos", "claro y oscuro"],
        pressed: ["presionado", "pulsado", "presionada", "pulsada"],
        selected: ["seleccionado", "seleccionada"],
        unselected: ["no seleccionado", "no seleccionada", "por defecto", "predeterminado"],
        disabled: ["deshabilitado", "desactivado", "deshabilitada", "desactivada"],
        focused: ["enfocado", "enfocada", "con foco", "foco"],
        error: ["error", "con error", "en error", "estado de error", "inválido", "inválida"],
        opacity: ["opacidad"])

    static let german = LanguageWords(
        language: "de",
        color: ["farbe"],
        text: ["schrift", "textfarbe", "beschriftung", "label", "überschrift", "platzhalter", "schriftfarbe"],
        background: ["hintergrund", "füllung", "hintergrundfarbe"],
        border: ["rand", "umrandung", "rahmen", "kontur", "trennlinie", "linie"],
        icon: ["symbol", "häkchen", "pfeil", "icon-farbe"],
        touchArea: ["tap-fläche", "tapfläche", "trefferfläche", "touch-fläche", "tippfläche", "klickfläche", "touch-bereich"],
        height: ["hoch", "höhe"],
        width: ["breit", "breite"],
        radius: ["eckenradius", "ecken"],
        screenBackground: ["screen-hintergrund", "screen hintergrund", "bildschirmhintergrund", "seitenhintergrund", "hintergrund des screens"],
        on: [" über dem ", " über der "],
        onAfter: [],
        light: ["hell", "heller modus", "hellmodus", "light-modus"],
        dark: ["dunkel", "dunkelmodus", "dunkler modus", "dark-modus"],
        bothModes: ["beiden modi", "beide modi", "allen modi", "hell und dunkel", "in hell und dunkel"],
        pressed: ["gedrückt", "gedrückter zustand"],
        selected: ["ausgewählt", "gewählt"],
        unselected: ["nicht ausgewählt", "ruhezustand"],
        disabled: ["deaktiviert", "inaktiv"],
        focused: ["fokussiert", "fokus"],
        error: ["fehler", "fehlerhaft", "ungültig", "fehlerzustand", "im fehlerzustand"],
        opacity: ["deckkraft", "opazität"])

    static let french = LanguageWords(
        language: "fr",
        color: ["couleur"],
        text: ["texte", "libellé", "libelle", "étiquette", "légende", "lien", "chiffre"],
        background: ["fond", "remplissage", "arrière-plan"],
        border: ["bordure", "contour", "séparateur", "filet", "anneau"],
        icon: ["icône", "icone", "pictogramme", "glyphe", "flèche", "coche"],
        touchArea: ["zone tactile", "zone de toucher", "zone cliquable", "cible tactile", "zone de tap"],
        height: ["hauteur"],
        width: ["largeur"],
        radius: ["rayon", "arrondi", "coins"],
        screenBackground: ["fond d'écran", "fond de l'écran", "fond de page", "arrière-plan de l'écran"],
        on: [" sur le ", " sur la ", " sur fond "],
        onAfter: [],
        light: ["clair", "mode clair", "thème clair"],
        dark: ["sombre", "mode sombre", "thème sombre"],
        bothModes: ["les deux modes", "deux thèmes", "clair et sombre"],
        pressed: ["pressé", "appuyé", "enfoncé"],
        selected: ["sélectionné", "sélectionnée"],
        unselected: ["non sélectionné", "non sélectionnée", "par défaut"],
        disabled: ["désactivé", "désactivée", "inactif"],
        focused: ["focalisé", "avec focus"],
        error: ["erreur", "en erreur", "état d'erreur", "invalide", "non valide"],
        opacity: ["opacité"])

    static let italian = LanguageWords(
        language: "it",
        color: ["colore"],
        text: ["testo", "etichetta", "didascalia", "segnaposto", "collegamento", "cifra", "numero"],
        background: ["sfondo", "riempimento"],
        border: ["bordo", "contorno", "separatore", "divisore", "anello"],
        icon: ["icona", "glifo", "freccia", "spunta"],
        touchArea: ["area di tocco", "area toccabile", "area tattile", "area cliccabile", "target di tocco"],
        height: ["altezza", "alto"],
        width: ["larghezza", "largo"],
        radius: ["raggio", "angoli"],
        screenBackground: ["sfondo dello schermo", "sfondo della schermata", "sfondo di pagina", "sfondo schermata"],
        on: [" sullo ", " sulla ", " sul ", " su "],
        onAfter: [],
        light: ["chiaro", "modalità chiara", "tema chiaro"],
        dark: ["scuro", "modalità scura", "tema scuro"],
        bothModes: ["entrambe le modalità", "entrambi i temi", "chiaro e scuro"],
        pressed: ["premuto", "premuta"],
        selected: ["selezionato", "selezionata"],
        unselected: ["non selezionato", "non selezionata", "predefinito"],
        disabled: ["disabilitato", "disabilitata", "disattivato"],
        focused: ["focalizzato", "con focus"],
        error: ["errore", "in errore", "stato di errore", "non valido", "non valida"],
        opacity: ["opacità"])

    static let dutch = LanguageWords(
        language: "nl",
        color: ["kleur"],
        text: ["tekst", "tekstkleur", "bijschrift", "plaatshouder", "koppeling", "cijfer"],
        background: ["achtergrond", "vulling", "achtergrondkleur"],
        border: ["rand", "omlijning", "lijn", "scheidingslijn", "kader"],
        icon: ["icoon", "pictogram", "vinkje", "pijl"],
        touchArea: ["tikgebied", "tapgebied", "raakgebied", "tikvlak", "aanraakgebied", "klikgebied"],
        height: ["hoogte", "hoog"],
        width: ["breedte", "breed"],
        radius: ["hoekradius", "afronding"],
        screenBackground: ["schermachtergrond", "achtergrond van het scherm", "pagina-achtergrond"],
        on: [" op de ", " op het ", " op een "],
        onAfter: [],
        light: ["licht", "lichte modus", "licht thema"],
        dark: ["donker", "donkere modus", "donker thema"],
        bothModes: ["beide modi", "beide modussen", "licht en donker"],
        pressed: ["ingedrukt"],
        selected: ["geselecteerd", "gekozen"],
        unselected: ["niet geselecteerd"],
        disabled: ["uitgeschakeld", "inactief"],
        focused: ["gefocust", "focus"],
        error: ["fout", "foutief", "ongeldig", "foutstatus", "met fout"],
        opacity: ["dekking", "opaciteit", "dekkracht"])

    static let polish = LanguageWords(
        language: "pl",
        color: ["kolor", "kolorem"],
        text: ["tekst", "tekstu", "etykieta", "etykiety", "podpis", "placeholder", "link", "liczba", "kolor tekstu"],
        background: ["tło", "tła", "tłem", "wypełnienie"],
        border: ["obramowanie", "obrys", "ramka", "separator", "linia", "kontur", "tor", "toru"],
        icon: ["ikona", "ikonka", "ikony", "strzałka", "checkmark", "znacznik wyboru"],
        touchArea: ["obszar dotyku", "obszar klikalny", "klikalny obszar", "obszar dotykowy", "pole dotyku", "hit area"],
        height: ["wysokość", "wysokości"],
        width: ["szerokość", "szerokości"],
        radius: ["promień", "zaokrąglenie", "narożniki"],
        screenBackground: ["tło ekranu", "tło całego ekranu", "tło strony"],
        on: [" na tle ", " na "],
        onAfter: [],
        light: ["jasny", "jasnym", "tryb jasny", "trybie jasnym"],
        dark: ["ciemny", "ciemnym", "tryb ciemny", "trybie ciemnym"],
        bothModes: ["w obu trybach", "obu trybach", "oba tryby", "jasny i ciemny"],
        pressed: ["wciśnięty", "naciśnięty", "wciśnięcie"],
        selected: ["zaznaczony", "wybrany", "zaznaczona", "wybrana"],
        unselected: ["niezaznaczony", "domyślny", "niewybrany"],
        disabled: ["wyłączony", "nieaktywny", "zablokowany"],
        focused: ["fokus", "z fokusem"],
        error: ["błąd", "błędu", "błędem", "stan błędu", "nieprawidłowy", "niepoprawny"],
        opacity: ["krycie", "kryciem", "nieprzezroczystość", "nieprzezroczystości"])

    static let portuguese = LanguageWords(
        language: "pt",
        color: ["cor"],
        text: ["texto", "rótulo", "rotulo", "etiqueta", "legenda", "marcador", "link", "número"],
        background: ["fundo", "preenchimento"],
        border: ["borda", "contorno", "separador", "divisor", "anel"],
        icon: ["ícone", "icone", "glifo", "seta", "marca"],
        touchArea: ["área de toque", "área tocável", "área clicável", "alvo de toque", "zona de toque"],
        height: ["altura", "alto"],
        width: ["largura", "largo"],
        radius: ["raio", "cantos"],
        screenBackground: ["fundo da tela", "fundo da tela inteira", "fundo de tela", "fundo da página"],
        on: [" sobre o ", " sobre a ", " contra o ", " contra a "],
        onAfter: [],
        light: ["claro", "modo claro", "tema claro"],
        dark: ["escuro", "modo escuro", "tema escuro"],
        bothModes: ["ambos os modos", "os dois modos", "claro e escuro"],
        pressed: ["pressionado", "pressionada"],
        selected: ["selecionado", "selecionada"],
        unselected: ["não selecionado", "não selecionada"],
        disabled: ["desabilitado", "desativado", "desabilitada"],
        focused: ["focado", "em foco", "foco"],
        error: ["erro", "com erro", "em erro", "estado de erro", "inválido", "inválida"],
        opacity: ["opacidade"])

    /// Arabic words are written with their article and prepositions attached (`الخلفية`, `بلون`,
    /// `والصور`): the forms designers write most are listed here, and `RoleWords.arabicStems`
    /// takes the attachments off the others. Words are listed without short vowels, which
    /// `FullWidthFolding` drops from the document.
    static let arabic = LanguageWords(
        language: "ar",
        color: ["لون", "اللون", "لونه", "لونها", "بلون", "ولونه", "ولونها", "باللون"],
        text: ["نص", "النص", "نصه", "نصها", "ونصه", "نصوص", "النصوص", "عنوان", "العنوان", "تسمية", "التسمية", "رابط", "الرابط"],
        background: ["خلفية", "الخلفية", "بخلفية", "خلفيته", "خلفيتها", "تعبئة", "التعبئة"],
        border: ["حد", "الحد", "وحد", "حدود", "الحدود", "إطار", "الإطار", "حلقة", "الحلقة", "فاصل", "الفاصل"],
        icon: ["أيقونة", "الأيقونة", "أيقونات", "الأيقونات", "أيقونتا", "أيقونتي", "ايقونة", "سهم", "السهم", "رمز", "الرمز"],
        touchArea: ["منطقة اللمس", "منطقة لمس", "مساحة اللمس", "مساحة لمس", "منطقة النقر", "مساحة النقر", "هدف اللمس", "منطقة الضغط"],
        height: ["ارتفاع", "الارتفاع", "ارتفاعه", "ارتفاعها", "ارتفاعا", "بارتفاع"],
        width: ["عرض", "العرض", "عرضه", "عرضها", "بعرض"],
        radius: ["الزوايا", "زوايا", "الزاوية", "نصف القطر", "استدارة", "الاستدارة"],
        screenBackground: ["خلفية الشاشة", "خلفية الصفحة", "خلفية الشاشة بالكامل"],
        on: [" على خلفية ", " على ", " فوق خلفية ", " فوق "],
        onAfter: [],
        light: ["فاتح", "الفاتح", "الوضع الفاتح", "في الوضع الفاتح", "الوضع النهاري", "الثيم الفاتح"],
        dark: ["داكن", "الداكن", "الوضع الداكن", "في الوضع الداكن", "الوضع الليلي", "الوضع المظلم", "الثيم الداكن"],
        bothModes: ["الوضعين", "في الوضعين", "كلا الوضعين", "الوضعين الفاتح والداكن", "في الوضعين الفاتح والداكن"],
        pressed: ["الضغط", "عند الضغط", "مضغوط", "حالة الضغط"],
        selected: ["محدد", "المحدد", "مختار", "عند التحديد"],
        unselected: ["غير محدد", "الافتراضي", "الافتراضية", "افتراضي"],
        disabled: ["معطل", "المعطل", "غير مفعل", "غير نشط"],
        focused: ["التركيز", "عند التركيز", "حالة التركيز"],
        error: ["خطأ", "الخطأ", "خاطئ", "غير صالح", "حالة الخطأ"],
        opacity: ["شفافية", "بشفافية", "الشفافية", "عتامة", "بعتامة", "العتامة"])

    /// Hindi as designers write it: Devanagari with English UI words mixed in; "on" is the
    /// postposition `पर` after what an element sits on (`White पर 5.24:1`).
    static let hindi = LanguageWords(
        language: "hi",
        color: ["रंग", "कलर"],
        text: ["टेक्स्ट", "लेबल", "शीर्षक", "टाइटल", "कैप्शन", "लिंक", "अक्षर"],
        background: ["बैकग्राउंड", "पृष्ठभूमि", "फ़िल", "फिल"],
        border: ["बॉर्डर", "किनारा", "डिवाइडर", "आउटलाइन"],
        icon: ["आइकन", "आइकॉन", "चिह्न"],
        touchArea: ["टच एरिया", "टैप एरिया", "टच टारगेट", "हिट एरिया", "टैप क्षेत्र"],
        height: ["ऊँचाई", "ऊंचाई", "हाइट"],
        width: ["चौड़ाई", "विड्थ"],
        radius: ["कोने", "रेडियस", "गोलाई"],
        screenBackground: ["स्क्रीन का बैकग्राउंड", "स्क्रीन बैकग्राउंड", "पेज बैकग्राउंड", "पूरी स्क्रीन का बैकग्राउंड"],
        on: [],
        onAfter: ["के ऊपर", "पर", "पे"],
        light: ["लाइट", "लाइट मोड"],
        dark: ["डार्क", "डार्क मोड"],
        bothModes: ["दोनों मोड", "दोनों मोड में", "दोनों modes", "दोनों mode"],
        pressed: ["दबाने पर", "प्रेस्ड", "दबा हुआ"],
        selected: ["चुना हुआ", "सेलेक्टेड", "चयनित"],
        unselected: ["डिफ़ॉल्ट", "अचयनित"],
        disabled: ["डिसेबल्ड", "निष्क्रिय"],
        focused: ["फ़ोकस", "फोकस", "फ़ोकस होने पर"],
        error: ["त्रुटि", "त्रुटिपूर्ण", "एरर", "अमान्य", "त्रुटि स्थिति"],
        opacity: ["अपारदर्शिता", "ओपेसिटी"])

    /// Bengali, with English UI words written in Bengali letters (`ডার্ক মোড`, `বর্ডার`) and
    /// case endings written onto the noun (`ডার্কে`, in dark); "on" follows what an element sits
    /// on (`#2C3135 এর ওপর`).
    static let bengali = LanguageWords(
        language: "bn",
        color: ["রং", "রঙ", "কালার", "লেখার রং", "লেখার রঙ"],
        text: ["লেখা", "লেখার", "টেক্সট", "লেবেল", "টাইটেল", "শিরোনাম", "সাবটাইটেল", "প্লেসহোল্ডার", "লিংক"],
        background: ["পটভূমি", "পটভূমির", "ব্যাকগ্রাউন্ড", "ফিল"],
        border: ["বর্ডার", "আউটলাইন", "ডিভাইডার", "সীমানা"],
        icon: ["আইকন", "আইকনের"],
        touchArea: ["ট্যাপ এরিয়া", "টাচ এরিয়া", "টাচ টার্গেট", "হিট এরিয়া", "ট্যাপের জায়গা"],
        height: ["উচ্চতা"],
        width: ["চওড়া", "প্রস্থ"],
        radius: ["কোণ", "কোণের ব্যাসার্ধ", "রেডিয়াস"],
        screenBackground: ["স্ক্রিনের পটভূমি", "পুরো স্ক্রিনের পটভূমি", "পেজের পটভূমি"],
        on: [],
        onAfter: [" এর ওপর", " এর উপর", " ওপর", " উপর"],
        light: ["লাইট মোড", "লাইট মোডে", "লাইট"],
        dark: ["ডার্ক মোড", "ডার্ক মোডে", "ডার্কে", "ডার্ক"],
        bothModes: ["দুই মোডেই", "দুই মোডে", "দুটো মোডেই"],
        pressed: ["চাপলে", "চাপা অবস্থায়", "প্রেসড"],
        selected: ["নির্বাচিত", "সিলেক্টেড", "বাছাই করা"],
        unselected: ["অনির্বাচিত", "আনসিলেক্টেড"],
        disabled: ["নিষ্ক্রিয়", "ডিজেবলড"],
        focused: ["ফোকাস হলে", "ফোকাস"],
        error: ["ত্রুটি", "এরর", "ভুল"],
        opacity: ["অপাসিটি", "স্বচ্ছতা", "ওপাসিটি"])

    /// Indonesian, with English UI words mixed in as designers write it (`warna teks`, `latar`,
    /// `Mode Gelap`, `sama di kedua mode`).
    static let indonesian = LanguageWords(
        language: "id",
        color: ["warna"],
        text: ["teks", "label", "judul", "keterangan", "tautan", "placeholder", "penanda"],
        background: ["latar", "latar belakang", "isian", "bidang"],
        border: ["garis tepi", "tepi", "garis", "bingkai", "pembatas"],
        icon: ["ikon"],
        touchArea: ["area sentuh", "target sentuh", "area ketuk", "area tap"],
        height: ["tinggi"],
        width: ["lebar"],
        radius: ["sudut", "radius", "lengkungan"],
        screenBackground: ["latar layar", "latar belakang layar", "latar halaman"],
        on: [" di atas ", " di "],
        onAfter: [],
        light: ["terang", "mode terang"],
        dark: ["gelap", "mode gelap"],
        bothModes: ["kedua mode", "di kedua mode", "sama di kedua mode", "semua mode"],
        pressed: ["ditekan", "saat ditekan"],
        selected: ["terpilih", "dipilih", "saat dipilih"],
        unselected: ["tidak terpilih", "belum dipilih"],
        disabled: ["nonaktif", "dinonaktifkan"],
        focused: ["fokus", "saat fokus"],
        error: ["error", "galat", "kesalahan", "tidak valid"],
        opacity: ["opasitas", "opacity"])

    /// Czech, written in sentences with its cases (`ve světlém režimu`, `na bílém pozadí`,
    /// `klikací plocha`).
    static let czech = LanguageWords(
        language: "cs",
        color: ["barva", "barvu", "barvou", "barvy"],
        text: ["text", "textu", "texty", "titulek", "štítek", "popisek", "nadpis", "odkaz", "počítadlo", "placeholder"],
        background: ["pozadí", "podklad", "výplň", "plocha", "ploše"],
        border: ["rámeček", "rámečku", "obrys", "oddělovač", "linka"],
        icon: ["ikona", "ikony", "ikonu", "fajfka", "fajfku", "křížek", "šipka", "symbol"],
        touchArea: ["klikací plocha", "klikací plochu", "dotyková plocha", "klikací oblast", "dotyková oblast"],
        height: ["výška", "výšku", "výšky"],
        width: ["šířka", "šířku"],
        radius: ["zaoblení", "rádius"],
        screenBackground: ["pozadí obrazovky", "pozadí stránky"],
        on: [" na ", " proti "],
        onAfter: [],
        light: ["světlý režim", "ve světlém režimu", "světlém režimu", "ve světlém", "světlý"],
        dark: ["tmavý režim", "v tmavém režimu", "tmavém režimu", "v tmavém", "tmavý"],
        bothModes: ["v obou režimech", "obou režimech", "ve světlém i v tmavém režimu", "ve světlém i tmavém režimu"],
        pressed: ["při stisku", "stisknutý"],
        selected: ["vybraný", "vybraného", "vybrané", "zvolený"],
        unselected: ["nevybraný", "nevybrané"],
        disabled: ["neaktivní", "zakázaný"],
        focused: ["fokus", "při fokusu"],
        error: ["chybný", "chybový", "chybě", "neplatný", "chybový stav"],
        opacity: ["krytí", "krytím", "neprůhlednost", "neprůhlednosti"])

    /// Malay, close to Indonesian with words of its own (`latar belakang`, `sempadan`,
    /// `kawasan sentuh`, `mod gelap`, `pada 60% legap`).
    static let malay = LanguageWords(
        language: "ms",
        color: ["warna"],
        text: ["teks", "label", "tajuk", "subtajuk", "pautan", "pembilang", "petunjuk", "keterangan", "placeholder"],
        background: ["latar belakang", "latar", "isian", "permukaan"],
        border: ["sempadan", "bingkai", "garisan", "pembahagi"],
        icon: ["ikon", "tanda"],
        touchArea: ["kawasan sentuh", "sasaran sentuh", "kawasan ketik"],
        height: ["tinggi"],
        width: ["lebar"],
        radius: ["jejari", "bucu"],
        screenBackground: ["latar belakang skrin", "latar skrin", "latar belakang halaman"],
        on: [" atas ", " di atas "],
        onAfter: [],
        light: ["mod cerah", "cerah"],
        dark: ["mod gelap", "gelap"],
        bothModes: ["kedua-dua mod", "kedua mod", "semua mod"],
        pressed: ["ditekan"],
        selected: ["terpilih", "dipilih"],
        unselected: ["tidak terpilih", "tidak dipilih"],
        disabled: ["tidak aktif", "dilumpuhkan"],
        focused: ["fokus"],
        error: ["ralat", "error", "tidak sah", "keadaan ralat"],
        opacity: ["legap", "kelegapan"])

    /// Finnish, with its case endings written out (`tummassa tilassa`, `valkoisella taustalla`,
    /// `kosketusalue`).
    static let finnish = LanguageWords(
        language: "fi",
        color: ["väri", "värin", "värinen", "värit"],
        text: ["teksti", "tekstin", "tekstiä", "otsikko", "otsikon", "kuvaus", "alateksti", "virheteksti", "laskuri", "merkkilaskuri", "linkki", "vihjerivi", "nimiö"],
        background: ["tausta", "taustan", "taustaväri", "täyttö", "pinta"],
        border: ["reuna", "reunaviiva", "reunus", "kehys", "erotinviiva", "ääriviiva", "kohdistusrengas"],
        icon: ["kuvake", "kuvakkeen", "kuvakkeet", "ikoni", "valintamerkki", "nuoli"],
        touchArea: ["kosketusalue", "kosketusalueen", "napautusalue"],
        height: ["korkea", "korkeus"],
        width: ["leveä", "leveys"],
        radius: ["kulmat", "pyöristys"],
        screenBackground: ["näytön tausta", "sivun tausta", "näkymän tausta"],
        on: [" taustalla ", " päällä "],
        onAfter: [],
        light: ["vaaleassa tilassa", "vaalea tila", "vaaleassa", "vaalea"],
        dark: ["tummassa tilassa", "tumma tila", "tummassa", "tumma"],
        bothModes: ["molemmissa tiloissa", "kummassakin tilassa", "sama kuin vaaleassa"],
        pressed: ["painettu", "painettuna"],
        selected: ["valittu", "valitussa", "valittuna"],
        unselected: ["valitsematon", "valitsemattoman"],
        disabled: ["ei-aktiivinen", "pois käytöstä"],
        focused: ["kohdistettu", "kohdistus"],
        error: ["virhe", "virheellinen", "virhetila", "virhetilassa", "epäkelpo"],
        opacity: ["peittävyys", "peittävyydellä", "läpinäkyvyys", "opasiteetti"])

    /// Thai, written without spaces between words and with English UI words run into it
    /// (`สีGolden Orange`, `บนพื้นขาว`): `FullWidthFolding` spaces the words of this table and
    /// the script's edges, so they are read as words.
    static let thai = LanguageWords(
        language: "th",
        color: ["สี"],
        text: ["ข้อความ", "ตัวอักษร", "ตัวหนังสือ", "หัวข้อ", "ตัวเลข", "ป้ายกำกับ", "ลิงก์", "คำอธิบาย", "ข้อความตัวอย่าง"],
        background: ["พื้น", "พื้นหลัง", "สีพื้น", "พื้นปุ่ม", "พื้นชิป", "พื้นการ์ด", "พื้นชีต"],
        border: ["เส้นขอบ", "ขอบ", "เส้นคั่น", "เส้น"],
        icon: ["ไอคอน", "เครื่องหมายถูก", "ลูกศร"],
        touchArea: ["พื้นที่แตะ", "พื้นที่กด", "ระยะแตะ"],
        height: ["สูง", "ความสูง"],
        width: ["กว้าง", "ความกว้าง"],
        radius: ["มุมโค้ง", "ความโค้ง"],
        screenBackground: ["พื้นหน้าจอ", "พื้นหลังหน้าจอ", "พื้นหลังของหน้าจอ"],
        on: [" บน ", " บนพื้น ", " บนพื้นสี "],
        onAfter: [],
        light: ["โหมดสว่าง", "สว่าง", "ธีมสว่าง"],
        dark: ["โหมดมืด", "มืด", "ธีมมืด"],
        bothModes: ["ทั้งสองโหมด", "ทั้งสองธีม", "ทั้ง light และ dark"],
        pressed: ["ตอนกด", "กดค้าง", "ขณะกด"],
        selected: ["ที่เลือก", "ถูกเลือก", "เลือกแล้ว", "ตอนเลือก"],
        unselected: ["ยังไม่เลือก", "ไม่ได้เลือก"],
        disabled: ["ปิดใช้งาน", "ใช้งานไม่ได้"],
        focused: ["โฟกัส", "ตอนโฟกัส"],
        error: ["ข้อผิดพลาด", "ผิดพลาด", "ไม่ถูกต้อง", "สถานะผิดพลาด"],
        opacity: ["ความทึบ", "ความทึบแสง"])

    /// Lao, written without spaces like Thai (`ພື້ນ`, a background; `ເທິງ`, on), spaced by the
    /// same lexicon (`thaiLexicon`).
    static let lao = LanguageWords(
        language: "lo",
        color: ["ສີ"],
        text: ["ຂໍ້ຄວາມ", "ຕົວໜັງສື", "ຕົວອັກສອນ", "ຫົວຂໍ້", "ຕົວເລກ", "ປ້າຍ", "ລິ້ງ"],
        background: ["ພື້ນ", "ພື້ນຫຼັງ", "ສີພື້ນ"],
        border: ["ເສັ້ນຂອບ", "ຂອບ", "ເສັ້ນແບ່ງ", "ເສັ້ນ"],
        icon: ["ໄອຄອນ", "ເຄື່ອງໝາຍຖືກ"],
        touchArea: ["ພື້ນທີ່ແຕະ", "ພື້ນທີ່ກົດ"],
        height: ["ສູງ", "ຄວາມສູງ"],
        width: ["ກວ້າງ", "ຄວາມກວ້າງ"],
        radius: ["ມຸມໂຄ້ງ"],
        screenBackground: ["ພື້ນໜ້າຈໍ", "ພື້ນຫຼັງໜ້າຈໍ"],
        on: [" ເທິງ ", " ເທິງພື້ນ "],
        onAfter: [],
        light: ["ໂໝດແຈ້ງ"],
        dark: ["ໂໝດມືດ", "ມືດ"],
        bothModes: ["ທັງສອງ mode", "ທັງສອງໂໝດ"],
        pressed: ["ຕອນກົດ", "ກົດຄ້າງ"],
        selected: ["ເລືອກແລ້ວ", "ທີ່ເລືອກ", "ທີ່ເລືອກຢູ່"],
        unselected: ["ບໍ່ໄດ້ເລືອກ", "ທີ່ບໍ່ໄດ້ເລືອກ"],
        disabled: ["ປິດໃຊ້ງານ"],
        focused: ["ໂຟກັສ"],
        error: ["ຂໍ້ຜິດພາດ", "ຜິດພາດ"],
        opacity: ["ຄວາມທຶບ"])

    /// Esperanto, with its accusative and plural endings (`tuŝ-areon`, `etikedoj`).
    static let esperanto = LanguageWords(
        language: "eo",
        color: ["koloro", "koloron", "koloroj"],
        text: ["teksto", "tekston", "etikedo", "etikedoj", "titolo", "lokokupilo", "signo-nombrilo", "helpa teksto", "kaplinioj", "ligilo"],
        background: ["fono", "fonon", "plenigo", "plenigon"],
        border: ["rando", "randon", "ringo", "dividilo", "dividiloj", "supra linio"],
        icon: ["ikono", "ikonoj", "ĉekmarko", "punkto"],
        touchArea: ["tuŝ-areo", "tuŝ-areon", "tuŝ-areoj", "tuŝareo"],
        height: ["alteco", "alta"],
        width: ["larĝo", "larĝeco"],
        radius: ["radiuso"],
        screenBackground: ["fono de la ekrano", "ekrana fono"],
        on: [" sur ", " kontraŭ "],
        onAfter: [],
        light: ["hela reĝimo", "hela", "hele"],
        dark: ["malhela reĝimo", "malhela", "malhele"],
        bothModes: ["en ambaŭ reĝimoj", "ambaŭ reĝimoj"],
        pressed: ["premita"],
        selected: ["elektita", "elektitaj"],
        unselected: ["neelektita", "neelektitaj"],
        disabled: ["malŝaltita", "malaktiva"],
        focused: ["fokusita"],
        error: ["eraro"],
        opacity: ["opakeco"])

    /// Kyrgyz, with case endings written onto the noun (`барагына`, `фону`).
    static let kyrgyz = LanguageWords(
        language: "ky",
        color: ["түс", "түсү", "түстөр"],
        text: ["текст", "тексти", "аталыш", "аталышы", "белги", "шилтеме", "эсептегич", "билдирүү", "билдирүүсү"],
        background: ["фон", "фону", "фонунда"],
        border: ["чек", "чеги", "чектер", "сызык", "бөлгүч"],
        icon: ["иконка", "иконкасы", "белгиче"],
        touchArea: ["басуу аянты", "басуу аймагы", "тийүү аянты"],
        height: ["бийиктик", "бийиктиги"],
        width: ["туурасы", "кеңдиги"],
        radius: ["бурч", "бурчу", "радиус"],
        screenBackground: ["барак фону", "экран фону"],
        on: [" үстүндө ", " фонунда "],
        onAfter: [],
        light: ["жарык режим", "light режим"],
        dark: ["караңгы режим", "dark режим", "караңгы"],
        bothModes: ["эки режимде тең", "эки режимде"],
        pressed: ["басылганда", "басылган"],
        selected: ["тандалган", "тандалганда"],
        unselected: ["тандалбаган"],
        disabled: ["өчүк", "жеткиликсиз"],
        focused: ["фокуста", "фокус"],
        error: ["ката", "ката абалы"],
        opacity: ["тунуктук", "тунуксуздук"])

    /// Kinyarwanda, where "on" is `kuri` and a noun's class prefix changes with it (`ibara`, `amabara`).
    static let kinyarwanda = LanguageWords(
        language: "rw",
        color: ["ibara", "amabara"],
        text: ["inyandiko", "umutwe", "umwandiko", "label", "supporting text"],
        background: ["container", "inyuma"],
        border: ["outline", "umurongo"],
        icon: ["icon", "akamenyetso"],
        touchArea: ["touch area", "ahakandwa"],
        height: ["uburebure", "uburebure bwa"],
        width: ["ubugari", "ubugari bwa"],
        radius: ["radius"],
        screenBackground: ["screen background", "inyuma ya screen"],
        on: [" kuri "],
        onAfter: [],
        light: ["muri light", "light mode"],
        dark: ["muri dark mode", "dark mode"],
        bothModes: ["muri modes zombi", "mu modes zombi"],
        pressed: ["ikanzwe", "pressed"],
        selected: ["yatoranyijwe", "byatoranyijwe"],
        unselected: ["itatoranyijwe"],
        disabled: ["idakora"],
        focused: ["ifite focus"],
        error: ["ikosa"],
        opacity: ["opacity"])

    /// Ukrainian, in its cases (`на білому`, `у темній темі`); a head noun comes first (`Колір
    /// іконки`, `Фон екрана`).
    static let ukrainian = LanguageWords(
        language: "uk",
        color: ["колір", "кольору", "кольором"],
        text: ["текст", "тексту", "підпис", "підпису", "заголовок", "надпис", "плейсхолдер", "підказка", "підказки", "посилання", "мітка", "лічильник", "лейбл"],
        background: ["фон", "фону", "заливка", "заливки", "підкладка"],
        border: ["рамка", "рамки", "обведення", "межа", "роздільник", "лінія", "контур"],
        icon: ["іконка", "іконки", "значок", "галочка", "стрілка", "хрестик"],
        touchArea: ["зона дотику", "область дотику", "зона натискання", "область натискання", "зона тапу"],
        height: ["висота", "висотою", "висоти"],
        width: ["ширина", "шириною"],
        radius: ["радіус", "заокруглення"],
        screenBackground: ["фон екрана", "фон сторінки", "фон усього екрана"],
        on: [" на ", " поверх "],
        onAfter: [],
        light: ["світла тема", "світлій темі", "світла", "світлій", "світлий"],
        dark: ["темна тема", "темній темі", "темна", "темній", "темний"],
        bothModes: ["в обох темах", "обидві теми", "в обох"],
        pressed: ["натискання", "при натисканні", "натиснута"],
        selected: ["вибраний", "вибрана", "вибрано", "обраний", "обрана"],
        unselected: ["невибраний", "невибрана", "не вибрано"],
        disabled: ["неактивна", "неактивний", "недоступна", "вимкнена"],
        focused: ["у фокусі", "фокус"],
        error: ["помилка", "помилки", "з помилкою", "помилкою"],
        opacity: ["непрозорість", "непрозорістю", "прозорість", "прозорістю", "прозорості"])

    /// Russian, in the cases designers write it in (`на белом`, `в тёмной теме`, `фон поля`).
    static let russian = LanguageWords(
        language: "ru",
        color: ["цвет", "цвета", "цветом"],
        text: ["текст", "текста", "подпись", "подписи", "заголовок", "надпись", "плейсхолдер", "подсказка", "ссылка", "метка", "счётчик", "счетчик", "лейбл"],
        background: ["фон", "фона", "заливка", "заливки", "подложка"],
        border: ["обводка", "обводки", "рамка", "граница", "разделитель", "линия"],
        icon: ["иконка", "иконки", "значок", "галочка", "стрелка", "крестик"],
        touchArea: ["зона нажатия", "область нажатия", "зона касания", "область касания", "зона тапа"],
        height: ["высота", "высотой", "высоты"],
        width: ["ширина", "шириной"],
        radius: ["радиус", "скругление", "скругления"],
        screenBackground: ["фон экрана", "фон страницы", "фон всего экрана"],
        on: [" на ", " поверх "],
        onAfter: [],
        light: ["светлая тема", "светлой теме", "светлая", "светлой", "светлый"],
        dark: ["тёмная тема", "тёмной теме", "темная тема", "темной теме", "тёмная", "тёмной", "темная", "темной", "тёмный", "темный"],
        bothModes: ["в обеих темах", "обе темы", "в обеих"],
        pressed: ["нажатие", "при нажатии", "нажатая"],
        selected: ["выбранный", "выбранная", "выбран", "выбрана", "выбранное"],
        unselected: ["невыбранный", "невыбранная", "не выбран"],
        disabled: ["неактивна", "неактивный", "неактивная", "недоступна"],
        focused: ["в фокусе", "фокус"],
        error: ["ошибка", "ошибки", "ошибкой", "с ошибкой", "невалидный", "некорректный"],
        opacity: ["непрозрачность", "непрозрачностью", "непрозрачности"])

    /// Hebrew, with the prefixes written onto a word (`ה`-the, `ב`-in, `ו`-and: `הטקסט`,
    /// `ברקע`, `בבהיר`) and English UI words and values mid-sentence.
    static let hebrew = LanguageWords(
        language: "he",
        color: ["צבע", "הצבע"],
        text: ["טקסט", "הטקסט", "כותרת", "הכותרת", "תווית", "התווית", "קישור", "מונה", "המונה", "כיתוב", "הודעה", "ההודעה"],
        background: ["רקע", "הרקע", "ברקע", "מילוי", "המילוי"],
        border: ["מסגרת", "המסגרת", "גבול", "קו", "מתאר", "טבעת"],
        icon: ["אייקון", "האייקון", "סמל", "הסמל", "איקון"],
        touchArea: ["אזור לחיצה", "אזור הלחיצה", "אזור מגע", "שטח לחיצה", "משטח לחיצה"],
        height: ["גובה", "בגובה"],
        width: ["רוחב", "ברוחב"],
        radius: ["רדיוס", "פינות", "עיגול פינות"],
        screenBackground: ["רקע המסך", "רקע העמוד", "רקע הדף"],
        on: [" על ", " על גבי ", " מול "],
        onAfter: [],
        light: ["מצב בהיר", "במצב בהיר", "בהיר", "בבהיר"],
        dark: ["מצב כהה", "במצב כהה", "כהה", "בכהה"],
        bothModes: ["בשני המצבים", "בשני המצבים זהה", "בשניהם"],
        pressed: ["לחוץ", "בלחיצה", "במצב לחוץ"],
        selected: ["נבחר", "נבחרת", "במצב נבחר"],
        unselected: ["לא נבחר", "ברירת מחדל"],
        disabled: ["מושבת", "לא פעיל"],
        focused: ["פוקוס", "במיקוד", "בפוקוס"],
        error: ["שגיאה", "בשגיאה", "שגוי", "לא תקין", "מצב שגיאה"],
        opacity: ["שקיפות", "אטימות"])

    /// Swedish, with the definite forms written onto the noun (`bakgrunden`, `etiketten`).
    static let swedish = LanguageWords(
        language: "sv",
        color: ["färg", "färgen"],
        text: ["texten", "etikett", "etiketten", "rubrik", "rubriken", "brödtext", "platshållare", "platshållaren", "hjälptext", "länk", "länken", "teckenräknare", "räknaren", "räknare"],
        background: ["bakgrund", "bakgrunden", "fyllnad", "fyllnaden", "fyllning", "fyllningen"],
        border: ["kantlinje", "kantlinjen", "ram", "ramen", "avdelare", "fokusring", "fokusringen", "kontur"],
        icon: ["ikon", "ikonen", "ikoner", "symbol", "bock", "bocken"],
        touchArea: ["klickyta", "klickytan", "tryckyta", "tryckytan", "träffyta", "träffytan", "trycktyta"],
        height: ["höjd", "höjden", "högt", "hög"],
        width: ["bredd", "bredden"],
        radius: ["radie", "radien", "hörnradie"],
        screenBackground: ["skärmbakgrund", "skärmens bakgrund", "sidans bakgrund"],
        on: [" på ", " mot "],
        onAfter: [],
        light: ["ljust läge", "i ljust läge", "ljust tema", "ljust"],
        dark: ["mörkt läge", "i mörkt läge", "mörkt tema", "mörkt"],
        bothModes: ["i båda lägena", "båda lägena", "i båda"],
        pressed: ["nedtryckt", "nedtryckt läge", "vid tryck"],
        selected: ["vald", "valt", "valda"],
        unselected: ["ovald", "ovalt", "ovalda"],
        disabled: ["inaktiv", "inaktivt", "inaktiverad", "inaktiverat"],
        focused: ["fokus", "i fokus", "fokuserad", "fokuserat"],
        error: ["fel", "felaktig", "felaktigt", "ogiltig", "ogiltigt", "feltillstånd"],
        opacity: ["opacitet", "täckning"])

    /// Turkish: a percentage is written sign first (`%70 opaklık`, read by `LeadingPercentSigns`),
    /// and "on" follows its noun (`fotoğraf üzerinde`).
    static let turkish = LanguageWords(
        language: "tr",
        color: ["renk", "rengi"],
        text: ["metin", "metni", "etiket", "etiketi", "başlık", "yazı", "yazı rengi", "metin rengi", "bağlantı"],
        background: ["arka plan", "arka planı", "arkaplan", "dolgu", "zemin"],
        border: ["çerçeve", "çerçevesi", "kenarlık", "kontur", "ayırıcı", "halka"],
        icon: ["ikon", "ikonu", "ikonlar", "simge", "tik", "ok"],
        touchArea: ["dokunma alanı", "dokunma alanı:", "tıklama alanı", "dokunmatik alan"],
        height: ["yükseklik", "yüksekliği"],
        width: ["genişlik", "genişliği"],
        radius: ["köşe", "köşe yarıçapı", "köşeler"],
        screenBackground: ["ekranın arka planı", "ekran arka planı", "sayfa arka planı"],
        on: [],
        onAfter: [" üzerinde", " üstünde"],
        light: ["açık tema", "açık temada", "açık mod", "açık"],
        dark: ["koyu tema", "koyu temada", "koyu mod", "karanlık mod", "koyu"],
        bothModes: ["her iki tema", "iki temada da", "her iki modda"],
        pressed: ["basılı", "basılıyken", "basılı durum"],
        selected: ["seçili", "seçiliyken", "seçilmiş"],
        unselected: ["seçili değil", "seçilmemiş"],
        disabled: ["devre dışı", "pasif"],
        focused: ["odak", "odaklanmış", "odakta"],
        error: ["hata", "hatalı", "geçersiz", "hata durumu"],
        opacity: ["opaklık", "opaklığı", "saydamlık", "şeffaflık"])

    /// Vietnamese, written with its diacritics; a head noun comes first (`Màu chữ`, the color of
    /// the text; `Viền ô nhập`, the input's border).
    static let vietnamese = LanguageWords(
        language: "vi",
        color: ["màu", "màu sắc"],
        text: ["chữ", "màu chữ", "văn bản", "nhãn", "tiêu đề", "liên kết", "chú thích"],
        background: ["nền", "màu nền", "nền màu"],
        border: ["viền", "đường viền", "khung", "đường kẻ", "vòng"],
        icon: ["biểu tượng", "icon", "dấu tích", "mũi tên"],
        touchArea: ["vùng chạm", "vùng nhấn", "vùng bấm", "vùng chạm tối thiểu"],
        height: ["chiều cao", "cao"],
        width: ["chiều rộng", "rộng"],
        radius: ["bo góc", "góc bo", "bán kính góc"],
        screenBackground: ["nền màn hình", "nền của màn hình", "nền trang"],
        on: [" trên nền ", " trên "],
        onAfter: [],
        light: ["chế độ sáng", "giao diện sáng", "sáng"],
        dark: ["chế độ tối", "giao diện tối", "tối"],
        bothModes: ["cả hai chế độ", "hai chế độ"],
        pressed: ["khi nhấn", "đang nhấn", "nhấn giữ"],
        selected: ["đang chọn", "được chọn", "đã chọn"],
        unselected: ["chưa chọn", "không chọn"],
        disabled: ["vô hiệu", "bị vô hiệu", "không hoạt động"],
        focused: ["tiêu điểm", "khi focus", "focus"],
        error: ["lỗi", "bị lỗi", "không hợp lệ", "trạng thái lỗi"],
        opacity: ["độ mờ", "độ trong suốt", "độ đục", "opacity"])

    /// Romanian, written with its comma-below letters (`ș`, `ț`); a head noun comes first
    /// (`Culoare text`, the text's color; `Fundal sertar`, the drawer's background).
    static let romanian = LanguageWords(
        language: "ro",
        color: ["culoare", "culoarea", "culori"],
        text: ["text", "textul", "titlu", "titlul", "subtitlu", "etichetă", "eticheta", "legătură", "mesaj", "mesajul", "insignă", "contor"],
        background: ["fundal", "fundalul", "umplere"],
        border: ["contur", "conturul", "bordură", "chenar", "separator", "inel", "linie"],
        icon: ["iconiță", "pictogramă", "bifă", "săgeată"],
        touchArea: ["zonă de click", "zona de click", "zonă de atingere", "zona de atingere", "zonă de apăsare", "zonă tactilă"],
        height: ["înălțime", "înălțimea"],
        width: ["lățime", "lățimea"],
        radius: ["rază", "raza", "rază colțuri", "colțuri"],
        screenBackground: ["fundal pagină", "fundalul paginii", "fundal ecran", "fundalul ecranului"],
        on: [" pe fundalul ", " pe fundal ", " peste fundalul ", " peste "],
        onAfter: [],
        light: ["modul luminos", "mod luminos", "tema deschisă", "temă deschisă", "luminos"],
        dark: ["modul întunecat", "mod întunecat", "tema întunecată", "temă întunecată", "întunecat"],
        bothModes: ["în ambele moduri", "ambele moduri", "ambele teme"],
        pressed: ["apăsat", "la apăsare"],
        selected: ["selectat", "selectată", "la selecție"],
        unselected: ["neselectat", "neselectată"],
        disabled: ["dezactivat", "dezactivată", "inactiv"],
        focused: ["la focus", "în focus"],
        error: ["eroare", "cu eroare", "în eroare", "invalid", "invalidă", "stare de eroare"],
        opacity: ["opacitate", "opacitatea", "transparență"])

    /// Tagalog (Filipino), mostly written mixed with English (Taglish): `sa` is both "on" and
    /// "in" (`White sa coral`, `sa dark`), read as "on" only before a color.
    static let tagalog = LanguageWords(
        language: "tl",
        color: ["kulay"],
        text: ["teksto", "sulat", "pamagat"],
        background: ["likuran", "kulay ng likuran"],
        border: ["gilid", "hangganan"],
        icon: ["ikono"],
        touchArea: ["tap area", "lugar ng pag-tap"],
        height: ["taas"],
        width: ["lapad"],
        radius: ["kanto"],
        screenBackground: ["likuran ng screen"],
        on: [" sa ibabaw ng ", " sa "],
        onAfter: [],
        light: ["maliwanag na mode", "maliwanag"],
        dark: ["madilim na mode", "madilim"],
        bothModes: ["parehong mode", "sa both modes"],
        pressed: ["pinindot", "pag pinindot"],
        selected: ["napili", "naka-select"],
        unselected: ["hindi napili", "hindi naka-select"],
        disabled: ["naka-disable"],
        focused: ["naka-focus"],
        error: ["error", "may error", "hindi wasto"],
        opacity: ["opacity ng"])

    /// Persian, in Arabic letters with the zero-width non-joiner inside words (`پس‌زمینه`,
    /// `ناحیه‌ی لمس`) and Persian digits.
    static let persian = LanguageWords(
        language: "fa",
        color: ["رنگ"],
        text: ["متن", "عنوان", "برچسب", "لینک", "شمارنده", "پیغام"],
        background: ["پس‌زمینه", "پس‌زمینه‌ی", "زمینه"],
        border: ["مرز", "خط دور", "قاب"],
        icon: ["آیکن", "آیکون", "نماد", "تیک"],
        touchArea: ["ناحیه‌ی لمس", "ناحیه لمس", "محدوده‌ی لمس", "ناحیه‌ی تپ"],
        height: ["ارتفاع", "بلندی"],
        width: ["عرض", "پهنا"],
        radius: ["گوشه‌ها", "گوشه", "گردی"],
        screenBackground: ["پس‌زمینه‌ی صفحه", "پس‌زمینه صفحه"],
        on: [" روی "],
        onAfter: [],
        light: ["حالت روشن", "در حالت روشن", "روشن"],
        dark: ["حالت تیره", "در حالت تیره", "تیره"],
        bothModes: ["در هر دو حالت", "هر دو حالت", "هر دو"],
        pressed: ["فشرده", "هنگام فشردن"],
        selected: ["انتخاب‌شده", "انتخاب شده"],
        unselected: ["انتخاب‌نشده", "انتخاب نشده"],
        disabled: ["غیرفعال"],
        focused: ["فوکوس", "در حالت فوکوس"],
        error: ["خطا", "نامعتبر", "حالت خطا", "دارای خطا", "خطادار"],
        opacity: ["شفافیت", "کدورت"])

    /// Greek, with the article and its preposition before the noun (`στη σκοτεινή`, `πάνω στο`)
    /// and the genitive after it (`χρώμα της ετικέτας`).
    static let greek = LanguageWords(
        language: "el",
        color: ["χρώμα", "χρώματος", "χρώματα"],
        text: ["κείμενο", "κειμένου", "τίτλος", "τίτλου", "ετικέτα", "ετικέτας", "ετικέτες", "σύνδεσμος", "μετρητής", "μήνυμα", "μηνύματος", "λεζάντα"],
        background: ["φόντο", "φόντου", "γέμισμα", "γεμίσματος"],
        border: ["περίγραμμα", "περιγράμματος", "διαχωριστικό", "δακτύλιος", "δακτυλίου"],
        icon: ["εικονίδιο", "εικονιδίου", "εικονίδια", "σύμβολο"],
        touchArea: ["περιοχή αφής", "περιοχή πατήματος", "περιοχή επαφής"],
        height: ["ύψος", "ύψους"],
        width: ["πλάτος", "πλάτους"],
        radius: ["γωνίες", "ακτίνα", "στρογγύλεμα"],
        screenBackground: ["φόντο οθόνης", "φόντο της οθόνης"],
        on: [" πάνω σε ", " πάνω στο ", " πάνω στη ", " πάνω στην ", " απέναντι στο "],
        onAfter: [],
        light: ["φωτεινή λειτουργία", "στη φωτεινή λειτουργία", "στη φωτεινή", "φωτεινή", "φωτεινό θέμα"],
        dark: ["σκοτεινή λειτουργία", "στη σκοτεινή λειτουργία", "στη σκοτεινή", "σκοτεινή", "σκοτεινό θέμα"],
        bothModes: ["και στις δύο λειτουργίες", "στις δύο λειτουργίες", "και στα δύο θέματα"],
        pressed: ["πατημένο", "όταν πατηθεί"],
        selected: ["επιλεγμένο", "επιλεγμένη", "επιλεγμένος"],
        unselected: ["χωρίς επιλογή", "μη επιλεγμένο"],
        disabled: ["ανενεργό", "απενεργοποιημένο"],
        focused: ["εστίαση", "στην εστίαση"],
        error: ["σφάλμα", "σφάλματος", "με σφάλμα", "μη έγκυρο", "κατάσταση σφάλματος"],
        opacity: ["αδιαφάνεια", "αδιαφάνειας"])

    /// Hungarian: case endings carry "on" and "in", so "on" stands after the background
    /// (`#1E1E1E háttéren`) and a mode is written `sötét módban`.
    static let hungarian = LanguageWords(
        language: "hu",
        color: ["szín", "színe", "színét", "színű", "színnel", "színek"],
        text: [
            "szöveg", "szövege", "szövegek", "szövegszín", "szöveg színe", "felirat", "felirata", "címke", "címkéje", "címsor", "főcím", "alcím",
            "helykitöltő", "számláló", "üzenet",
        ],
        background: ["háttér", "háttere", "hátterű", "háttérszín", "háttérszíne", "kitöltés", "kitöltése"],
        border: ["keret", "kerete", "keretszín", "szegély", "szegélye", "körvonal", "körvonala", "elválasztó", "elválasztóvonal", "vonal"],
        icon: ["ikon", "ikonja", "ikonok", "ikonszín", "pipa", "nyíl", "szimbólum"],
        touchArea: ["érintési terület", "érintési felület", "kattintási terület", "koppintási terület", "kattintható terület", "érintésterület"],
        height: ["magasság", "magassága", "magas"],
        width: ["szélesség", "szélessége", "széles"],
        radius: ["lekerekítés", "sarokkerekítés", "saroksugár", "sarkok"],
        screenBackground: ["képernyő háttér", "képernyő háttere", "a képernyő háttere", "képernyőháttér", "oldal háttere", "oldalháttér"],
        on: [],
        onAfter: [" háttéren", " hátterén", " alapon"],
        light: ["világos", "világos mód", "világos módban", "világos téma", "világos témában"],
        dark: ["sötét", "sötét mód", "sötét módban", "sötét téma", "sötét témában"],
        bothModes: ["mindkét módban", "mindkét mód", "mindkét témában", "világos és sötét módban", "világos és sötét"],
        pressed: ["lenyomva", "lenyomott", "lenyomott állapot", "megnyomva"],
        selected: ["kiválasztva", "kiválasztott", "kijelölt", "kijelölve"],
        unselected: ["nem kiválasztott", "nincs kiválasztva", "alapállapot", "alapértelmezett"],
        disabled: ["letiltott", "letiltva", "inaktív"],
        focused: ["fókusz", "fókuszban", "fókuszált"],
        error: ["hiba", "hibás", "hibaállapot", "hibaállapotban", "érvénytelen"],
        opacity: ["átlátszatlanság", "opacitás", "átlátszóság"])

    /// Swahili (Kiswahili), mixed with English as designers write it; a head noun comes first
    /// (`Rangi ya maandishi`, the text's color; `Mandharinyuma ya kadi`, the card's background).
    static let swahili = LanguageWords(
        language: "sw",
        color: ["rangi"],
        text: ["maandishi", "lebo", "kichwa", "kichwa cha habari"],
        background: ["mandharinyuma", "usuli", "rangi ya mandharinyuma"],
        border: ["mipaka", "fremu", "kitenganishi", "ukingo", "rangi ya mpaka"],
        icon: ["aikoni", "mshale"],
        touchArea: ["eneo la kugusa", "eneo la kubofya", "eneo la kugonga", "sehemu ya kugusa"],
        height: ["urefu", "kimo"],
        width: ["upana"],
        radius: ["nusu kipenyo", "pembe za mviringo", "mviringo wa pembe"],
        screenBackground: ["mandharinyuma ya skrini", "mandharinyuma ya ukurasa", "usuli wa skrini"],
        on: [" juu ya ", " kwenye "],
        onAfter: [],
        light: ["hali ya mwanga", "mandhari ya mwanga", "mandhari mepesi", "mwanga"],
        dark: ["hali ya giza", "mandhari ya giza", "mandhari meusi", "giza"],
        bothModes: ["hali zote mbili", "katika hali zote mbili", "mandhari zote mbili"],
        pressed: ["ikibonyezwa", "imebonyezwa", "inapobonyezwa"],
        selected: ["imechaguliwa", "iliyochaguliwa", "ikichaguliwa"],
        unselected: ["haijachaguliwa", "isiyochaguliwa"],
        disabled: ["imezimwa", "imelemazwa", "haitumiki"],
        focused: ["ikilengwa", "imelengwa"],
        error: ["hitilafu", "ina hitilafu", "kosa", "si sahihi", "batili"],
        opacity: ["uwazi"])

    /// Yoruba, with its tone marks (`àwọ̀ ọ̀rọ̀`, the color of the text; `àwọ̀ ẹ̀yìn`, the color
    /// behind); "on" is `lórí` before what an element sits on.
    static let yoruba = LanguageWords(
        language: "yo",
        color: ["àwọ̀", "awọ"],
        text: ["ọ̀rọ̀", "àkọlé", "àkọsílẹ̀", "àmì ọ̀rọ̀"],
        background: ["ẹ̀yìn", "àwọ̀ ẹ̀yìn", "abẹ́lẹ̀"],
        border: ["ààlà", "etí", "ìlà ààlà"],
        icon: ["àmì àwòrán", "aami"],
        touchArea: ["agbègbè ìtẹ̀", "agbègbè títẹ̀", "ibi ìtẹ̀", "agbègbè tí a lè tẹ̀"],
        height: ["gíga", "gíga rẹ̀"],
        width: ["fífẹ̀", "ìbú"],
        radius: ["igun", "ìyípo igun"],
        screenBackground: ["ẹ̀yìn ojú-ìwé", "àwọ̀ ẹ̀yìn ojú-ìwé"],
        on: [" lórí "],
        onAfter: [],
        light: ["ipò ìmọ́lẹ̀", "ìmọ́lẹ̀"],
        dark: ["ipò òkùnkùn", "òkùnkùn"],
        bothModes: ["ipò méjèèjì", "ní ipò méjèèjì"],
        pressed: ["tí a tẹ̀", "nígbà tí a bá tẹ̀"],
        selected: ["tí a yàn", "àyànfẹ́"],
        unselected: ["tí a kò yàn"],
        disabled: ["tí kò ṣiṣẹ́", "àìṣiṣẹ́"],
        focused: ["nígbà ìfojúsí", "ìfojúsí"],
        error: ["àṣìṣe", "aṣiṣe"],
        opacity: ["ìṣíkiri", "àìfarasin"])

    /// Welsh; a head noun comes first (`Lliw testun`, the text's color) and words mutate after
    /// some words (`cefndir` → `gefndir`, `testun` → `thestun`).
    static let welsh = LanguageWords(
        language: "cy",
        color: ["lliw", "liw"],
        text: ["testun", "thestun", "destun", "lliw testun", "label", "labeli", "teitl", "dolen", "neges", "placeholder", "cyfrif nodau"],
        background: ["cefndir", "gefndir", "chefndir", "llenwad", "lliw cefndir"],
        border: ["ffin", "ymyl", "amlinell", "llinell", "ffin ffocws"],
        icon: ["eicon", "eiconau", "symbol"],
        touchArea: ["targed cyffwrdd", "ardal gyffwrdd", "ardal tapio", "targed tapio"],
        height: ["uchder"],
        width: ["lled"],
        radius: ["radiws", "corneli"],
        screenBackground: ["cefndir y sgrin", "cefndir sgrin", "cefndir y dudalen"],
        on: [" ar ", " dros "],
        onAfter: [],
        light: ["modd golau", "thema olau", "golau"],
        dark: ["modd tywyll", "thema dywyll", "tywyll"],
        bothModes: ["yn y ddau fodd", "y ddau fodd", "ym mhob modd"],
        pressed: ["wedi'i wasgu", "wrth wasgu", "wedi'i bwyso"],
        selected: ["wedi'i ddewis", "dethol", "wedi'u dewis"],
        unselected: ["heb ei ddewis", "heb eu dewis"],
        disabled: ["anabl", "wedi'i analluogi", "anweithredol"],
        focused: ["ffocws", "mewn ffocws"],
        error: ["gwall", "cyflwr gwall", "annilys"],
        opacity: ["didreiddedd", "anhryloywder"])

    /// Mongolian (Cyrillic); "on" is a postposition (`#FFFFFF дээр`), and day and night name the
    /// modes (`өдөр #FFFFFF, шөнө #1A1D1F`).
    static let mongolian = LanguageWords(
        language: "mn",
        color: ["өнгө", "өнгөтэй"],
        text: ["текст", "бичвэр", "гарчиг", "шошго", "холбоос", "тоолуур", "мессеж"],
        background: ["дэвсгэр", "дэвсгэр өнгө", "арын өнгө", "суурь өнгө", "дүүргэлт"],
        border: ["хүрээ", "хүрээний өнгө", "хил", "зураас", "тусгаарлагч"],
        icon: ["дүрс", "дүрс тэмдэг", "icon", "айкон"],
        touchArea: ["дарах талбай", "дарах хэсэг", "хүрэх талбай", "товших талбай"],
        height: ["өндөр", "өндөртэй"],
        width: ["өргөн", "өргөнтэй"],
        radius: ["радиус", "булангийн радиус", "булан"],
        screenBackground: ["дэлгэцийн дэвсгэр", "хуудасны дэвсгэр"],
        on: [],
        onAfter: [" дээр"],
        light: ["өдрийн горим", "цайвар горим", "гэгээн горим"],
        dark: ["шөнийн горим", "харанхуй горим", "бараан горим", "шөнө"],
        bothModes: ["хоёр горимд", "хоёр горимын аль алинд"],
        pressed: ["дарсан", "дарах үед", "дарагдсан"],
        selected: ["сонгосон", "сонгогдсон"],
        unselected: ["сонгоогүй"],
        disabled: ["идэвхгүй", "хаалттай"],
        focused: ["фокуслагдсан", "фокус"],
        error: ["алдаа", "алдаатай", "алдааны төлөв", "буруу"],
        opacity: ["тунгалаг бус байдал", "тунгалаг байдал"])

    /// Hausa; "on" is `a kan` before what an element sits on (`a kan bayan #F9FAFB`), `baya` is a
    /// background and `iyaka` a border.
    static let hausa = LanguageWords(
        language: "ha",
        color: ["launi", "launin"],
        text: ["rubutu", "rubutun", "rubutunsa", "rubutunta", "lakabi", "hanyar haɗi", "saƙo", "saƙon"],
        background: ["baya", "bayan", "bayansa", "bayanta", "launin baya", "launin bayan", "cikawa"],
        border: ["iyaka", "iyakar", "iyakarsa", "iyakarta", "layi"],
        icon: ["gunki", "gunkin", "alama"],
        touchArea: ["wurin dannawa", "wurin dannawarsa", "wurin taɓawa", "yankin dannawa"],
        height: ["tsayi", "tsawo"],
        width: ["faɗi", "fadi"],
        radius: ["radius", "kusurwoyi"],
        screenBackground: ["bayan shafi", "bayan shafin", "launin bayan shafin", "launin bayan shafi"],
        on: [" a kan ", " akan "],
        onAfter: [],
        light: ["yanayin haske"],
        dark: ["yanayin duhu", "duhu"],
        bothModes: ["a yanayi biyu", "duka yanayin biyu"],
        pressed: ["lokacin dannawa", "idan an danna"],
        selected: ["zaɓaɓɓe", "an zaɓa", "wanda aka zaɓa"],
        unselected: ["ba a zaɓa ba"],
        disabled: ["a kashe", "an kashe"],
        focused: ["lokacin focus", "focus"],
        error: ["kuskure", "kuskuren"],
        opacity: ["rashin haske"])

    /// Irish; words change their first letter after some words (`cúlra` → `chúlra`, `téacs` →
    /// `théacs`), and "on" is `ar` (a word Welsh shares) or `thar` (over).
    static let irish = LanguageWords(
        language: "ga",
        color: ["dath", "dhath"],
        text: ["téacs", "théacs", "lipéad", "lipéid", "teideal", "teidil", "teachtaireacht", "placeholder", "nasc", "cur síos", "áireamh carachtar"],
        background: ["cúlra", "chúlra", "líonadh", "líonta"],
        border: ["imlíne", "imlínte", "imlíne earráide", "deighilteoir"],
        icon: ["deilbhín", "dheilbhín", "deilbhíní", "siombail", "marc seiceála"],
        touchArea: ["sprioc tadhaill", "limistéar tadhaill", "sprioc tapála", "achar tapála"],
        height: ["airde"],
        width: ["leithead"],
        radius: ["cúinní", "ga cúinne"],
        screenBackground: ["cúlra an scáileáin", "cúlra an leathanaigh"],
        on: [" ar ", " thar "],
        onAfter: [],
        light: ["mód geal", "téama geal"],
        dark: ["mód dorcha", "téama dorcha"],
        bothModes: ["sa dá mhód", "an dá mhód"],
        pressed: ["brúite"],
        selected: ["roghnaithe"],
        unselected: ["gan roghnú", "neamhroghnaithe"],
        disabled: ["díchumasaithe"],
        focused: ["fócas", "i bhfócas"],
        error: ["earráid", "earráide"],
        opacity: ["teimhneacht"])

    /// isiZulu; a noun takes the prefix of the word it belongs to (`umbhalo`, `wombhalo`,
    /// `yombhalo`: text), and "on" is written onto the value (`#2D3436 ku-#FFFFFF`) or is
    /// `phezu` (over).
    static let zulu = LanguageWords(
        language: "zu",
        color: ["umbala", "imibala", "wombala"],
        text: ["umbhalo", "wombhalo", "yombhalo", "sombhalo", "lombhalo", "ilebula", "yelebula", "isihloko", "umlayezo", "wesibambi"],
        background: ["ingemuva", "lengemuva", "kwengemuva", "wengemuva", "ingemuva lesikrini"],
        border: ["umngcele", "womngcele", "wumngcele", "isehlukanisi"],
        icon: ["isithonjana", "izithonjana", "sesithonjana", "zezithonjana"],
        touchArea: ["indawo yokuthinta", "yokuthinta", "sendawo yokuthinta"],
        height: ["ukuphakama", "ubude"],
        width: ["ububanzi"],
        radius: ["amakhona"],
        screenBackground: ["ingemuva lesikrini", "ingemuva lekhasi"],
        on: [" ku-", " phezu kwe-", " phezu "],
        onAfter: [],
        light: ["itimu ekhanyayo", "etimu ekhanyayo"],
        dark: ["itimu emnyama", "etimu emnyama", "ebumnyameni"],
        bothModes: ["kuzo zombili izitimu"],
        pressed: ["licindezelwa", "kucindezelwe", "uma licindezelwa"],
        selected: ["ekhethiwe", "okukhethiwe", "kukhethiwe"],
        unselected: ["engakhethiwe"],
        disabled: ["ikhubazekile", "kukhubazekile"],
        focused: ["wokugxila", "ukugxila"],
        error: ["iphutha", "wephutha", "kunephutha"],
        opacity: ["ukufiphala"])

    /// Maltese; the article is written onto its noun with a hyphen (`il-card`, `is-sfond`), and
    /// English UI words stand among Maltese ones (`Kulur: … fuq #FFFFFF`).
    static let maltese = LanguageWords(
        language: "mt",
        color: ["kulur", "kuluri", "il-kulur"],
        text: ["it-test", "tikketta", "it-tikketta", "titlu", "it-titlu", "deskrizzjoni", "messaġġ"],
        background: ["sfond", "is-sfond", "sfond tal-iskrin"],
        border: ["bordura", "il-bordura", "kontorn", "separatur"],
        icon: ["ikona", "ikoni", "l-ikona"],
        touchArea: ["żona tal-mess", "erja tal-mess"],
        height: ["għoli"],
        width: ["wisa'", "wisa’"],
        radius: ["rkejjen"],
        screenBackground: ["sfond tal-iskrin", "sfond tal-paġna"],
        on: [" fuq "],
        onAfter: [],
        light: ["mod ċar", "tema ċara"],
        dark: ["mod skur", "tema skura", "f'dark", "f’dark"],
        bothModes: ["fiż-żewġ modi"],
        pressed: ["meta jingħafas", "magħfus"],
        selected: ["magħżul", "magħżula"],
        unselected: ["mhux magħżul", "mhux magħżula"],
        disabled: ["diżattivat", "diżattivata"],
        focused: ["iffokat"],
        error: ["żball"],
        opacity: ["opaċità", "l-opaċità"])

    /// Tajik, in Cyrillic; the head noun comes first and the izafet `-и` joins it to what it
    /// belongs to (`Заминаи тугма`, the button's background; `Матни хато`, the error text).
    static let tajik = LanguageWords(
        language: "tg",
        color: ["ранг", "ранги", "рангҳо"],
        text: ["матн", "матни", "унвон", "унвони", "ҳарф", "ҳуруф", "шарҳ", "шарҳи", "пайванд", "пайванди", "ҳисобкунак", "ҳисобкунаки", "сарлавҳаи қисм"],
        background: ["замина", "заминаи", "заминаҳо"],
        border: ["ҳошия", "ҳошияи", "хати ҷудокунанда", "хати болоӣ", "ҳалқаи фокус"],
        icon: ["нишона", "нишонаи", "нишонаҳо", "аломат", "аломати"],
        touchArea: ["майдони клик", "майдони клики", "минтақаи клик"],
        height: ["баландӣ", "баландии"],
        width: ["паҳнӣ", "паҳнии"],
        radius: ["радиус", "радиуси"],
        screenBackground: ["заминаи саҳифа", "заминаи экран"],
        on: [" дар ", " рӯи "],
        onAfter: [],
        light: ["ҳолати равшан", "равшан"],
        dark: ["ҳолати торик", "торик"],
        bothModes: ["дар ҳарду ҳолат", "ҳарду ҳолат"],
        pressed: ["пахш", "ҳангоми пахш"],
        selected: ["интихобшуда", "интихобшудаи"],
        unselected: ["ҳолати оддӣ", "интихобнашуда"],
        disabled: ["ғайрифаъол"],
        focused: ["фокус", "ҳангоми фокус"],
        error: ["хато", "ҳолати хато"],
        opacity: ["шаффофӣ", "шаффофии"])

    /// Danish, with the definite forms written onto the noun (`baggrunden`, `teksten`).
    static let danish = LanguageWords(
        language: "da",
        color: ["farve", "farven", "farver"],
        text: ["tekst", "teksten", "tekstfarve", "etiket", "etiketten", "overskrift", "overskriften", "brødtekst", "pladsholder", "link", "hjælpetekst", "tæller"],
        background: ["baggrund", "baggrunden", "baggrundsfarve", "baggrundsfarven", "udfyldning", "fyld"],
        border: ["kant", "kanten", "kantlinje", "kantlinjen", "ramme", "rammen", "kontur", "omrids", "skillelinje", "streg"],
        icon: ["ikon", "ikonet", "ikoner", "ikonfarve", "flueben", "symbol"],
        touchArea: ["klikområde", "trykområde", "trykflade", "trykfladen", "trykfelt", "berøringsområde", "touchområde"],
        height: ["højde", "højden", "høj"],
        width: ["bredde", "bredden"],
        radius: ["hjørneradius", "radius", "afrunding", "hjørner"],
        screenBackground: ["skærmbaggrund", "skærmens baggrund", "sidebaggrund", "sidens baggrund"],
        on: [" på "],
        onAfter: [],
        light: ["lys tilstand", "i lys tilstand", "lyst tema", "lys", "lyst"],
        dark: ["mørk tilstand", "i mørk tilstand", "mørkt tema", "mørk", "mørkt"],
        bothModes: ["i begge tilstande", "begge tilstande", "lys og mørk"],
        pressed: ["trykket", "nedtrykket", "ved tryk"],
        selected: ["valgt", "valgte", "markeret"],
        unselected: ["ikke valgt", "fravalgt"],
        disabled: ["deaktiveret", "inaktiv", "slået fra"],
        focused: ["fokus", "i fokus", "fokuseret"],
        error: ["fejl", "fejlbehæftet", "ugyldig", "ugyldigt", "fejltilstand"],
        opacity: ["opacitet", "uigennemsigtighed", "gennemsigtighed"])

    /// Norwegian (Bokmål), with the definite forms written onto the noun (`bakgrunnen`).
    static let norwegian = LanguageWords(
        language: "nb",
        color: ["farge", "fargen", "farger"],
        text: ["tekst", "teksten", "tekstfarge", "etikett", "etiketten", "overskrift", "overskriften", "tittel", "brødtekst", "plassholder", "lenke", "lenken", "hjelpetekst"],
        background: ["bakgrunn", "bakgrunnen", "bakgrunnsfarge", "bakgrunnsfargen", "fyll", "fyllfarge"],
        border: ["kantlinje", "kantlinjen", "ramme", "rammen", "kontur", "omriss", "skillelinje", "strek"],
        icon: ["ikon", "ikonet", "ikoner", "ikonfarge", "symbol"],
        touchArea: ["trykkområde", "klikkområde", "trykkflate", "treffområde", "berøringsområde"],
        height: ["høyde", "høyden", "høy"],
        width: ["bredde", "bredden"],
        radius: ["hjørneradius", "radius", "avrunding", "hjørner"],
        screenBackground: ["skjermbakgrunn", "skjermens bakgrunn", "sidebakgrunn", "sidens bakgrunn"],
        on: [" på "],
        onAfter: [],
        light: ["lys modus", "i lys modus", "lyst tema", "lys", "lyst"],
        dark: ["mørk modus", "i mørk modus", "mørkt tema", "mørk", "mørkt"],
        bothModes: ["i begge moduser", "begge moduser", "begge temaer", "lys og mørk"],
        pressed: ["trykket", "nedtrykt", "ved trykk"],
        selected: ["valgt", "valgte", "markert"],
        unselected: ["ikke valgt", "uvalgt"],
        disabled: ["deaktivert", "inaktiv"],
        focused: ["fokus", "i fokus", "fokusert"],
        error: ["feil", "med feil", "feilaktig", "ugyldig", "feiltilstand"],
        opacity: ["opasitet", "gjennomsiktighet"])

    /// Serbian, Croatian and Bosnian in Latin letters, in both the ijekavian and ekavian forms
    /// (`svijetla`/`svetla`); a head noun comes first (`Boja teksta`, `Pozadina kartice`).
    static let serbianCroatian = LanguageWords(
        language: "sh",
        color: ["boja", "boje", "boju", "bojom"],
        text: ["tekst", "teksta", "tekstu", "natpis", "oznaka", "naslov", "podnaslov", "poveznica", "link", "brojač", "poruka"],
        background: ["pozadina", "pozadine", "pozadinu", "pozadini", "pozadinom", "ispuna"],
        border: ["obrub", "okvir", "okvira", "razdjelnik", "razdelnik", "linija", "kontura", "obris"],
        icon: ["ikona", "ikone", "ikonu", "ikonica", "kvačica", "strelica"],
        touchArea: ["područje dodira", "zona dodira", "površina za dodir", "površina dodira", "područje klika", "zona klika"],
        height: ["visina", "visine", "visinu"],
        width: ["širina", "širine", "širinu"],
        radius: ["zaobljenje", "zaobljenost", "radijus", "uglovi", "kutovi"],
        screenBackground: ["pozadina ekrana", "pozadina zaslona", "pozadina stranice"],
        on: [" na pozadini ", " na ", " preko "],
        onAfter: [],
        light: [
            "svijetli način", "svijetla tema", "svijetli režim", "u svijetlom načinu", "u svijetlom režimu", "svetli režim", "svetla tema", "u svetlom režimu",
            "svijetla", "svijetli", "svetla", "svetli",
        ],
        dark: ["tamni način", "tamna tema", "tamni režim", "u tamnom načinu", "u tamnom režimu", "u tamnom", "tamna", "tamni"],
        bothModes: ["u oba načina", "u oba režima", "oba režima", "obje teme", "obe teme"],
        pressed: ["pritisnuto", "pritisnut", "pri pritisku"],
        selected: ["odabrano", "odabran", "odabrani", "izabrano", "izabran", "izabrani", "označeno"],
        unselected: ["neodabrano", "neodabran", "nije odabrano", "neizabrano", "zadano", "zadani", "zadana", "zadano stanje"],
        disabled: ["onemogućeno", "onemogućen", "neaktivno", "neaktivan"],
        focused: ["fokus", "u fokusu", "fokusirano"],
        error: ["greška", "greške", "greškom", "pogreška", "nevažeće", "neispravno"],
        opacity: ["neprozirnost", "prozirnost", "providnost", "neprovidnost"])

    /// Albanian: the article is written onto the noun (`sfondi`, `teksti`, `ngjyra e tekstit`),
    /// and the modes are adjectives (`i ndriçuar`, `i errët`, `(errët: …)`).
    static let albanian = LanguageWords(
        language: "sq",
        color: ["ngjyra", "ngjyrë", "ngjyrën", "ngjyrës", "ngjyrat", "ngjyra e tekstit"],
        text: ["tekst", "teksti", "tekstit", "tekstin", "etiketa", "etiketë", "titulli", "titull", "nëntitulli", "lidhja", "lidhje", "numëruesi", "mesazhi"],
        background: ["sfond", "sfondi", "sfondit", "sfondin", "mbushja", "mbushje"],
        border: ["kufiri", "kufi", "kufirin", "korniza", "kornizë", "konturi", "kontur", "vija ndarëse", "ndarësi", "unaza"],
        icon: ["ikona", "ikonë", "ikonën", "ikonës", "shigjeta", "shigjetë"],
        touchArea: ["zona e klikimit", "zona e prekjes", "zonë prekjeje", "sipërfaqja e prekjes", "zona e shtypjes"],
        height: ["lartësia", "lartësi"],
        width: ["gjerësia", "gjerësi"],
        radius: ["rrezja", "rreze", "rrezen e këndeve", "këndet", "rrumbullakimi"],
        screenBackground: ["sfondi i faqes", "sfondi i ekranit"],
        on: [" mbi ", " në sfondin ", " në sfond "],
        onAfter: [],
        light: ["i ndriçuar", "e ndriçuar", "modaliteti i ndriçuar", "tema e ndriçuar", "i çelët", "e çelët", "modaliteti i çelët"],
        dark: ["errët", "i errët", "e errët", "modaliteti i errët", "tema e errët", "në modalitetin e errët"],
        bothModes: ["në të dy modalitetet", "të dy modalitetet", "të dy temat"],
        pressed: ["i shtypur", "e shtypur", "kur shtypet"],
        selected: ["i zgjedhur", "e zgjedhur", "të zgjedhura"],
        unselected: ["i pazgjedhur", "e pazgjedhur"],
        disabled: ["i çaktivizuar", "e çaktivizuar", "joaktiv"],
        focused: ["në fokus", "i fokusuar", "fokusi"],
        error: ["gabim", "gabimi", "me gabim", "i pavlefshëm", "e pavlefshme", "gjendje gabimi"],
        opacity: ["opaciteti", "opacitet", "tejdukshmëria", "transparenca"])

    /// Bulgarian, in Cyrillic with the article written onto the noun (`фонът`, `текста`). Its head
    /// noun comes first (`Фон на бутона`), but it is not in `headFirstRoleWords`: the words it
    /// shares with Russian (`фон`, `текст`) would change how Russian documents are read.
    static let bulgarian = LanguageWords(
        language: "bg",
        color: ["цвят", "цвета", "цветът", "цветове"],
        text: ["текст", "текста", "текстът", "надпис", "надписът", "етикет", "етикетът", "заглавие", "подзаглавие", "линк", "плейсхолдър", "брояч"],
        background: ["фон", "фона", "фонът", "фонове", "фонов", "фонов цвят", "запълване"],
        border: ["рамка", "рамката", "граница", "контур", "контура", "разделител", "линия"],
        icon: ["икона", "иконата", "икони", "иконка", "отметка", "стрелка"],
        touchArea: ["зона за докосване", "област за докосване", "зона за натискане", "зона за клик"],
        height: ["височина", "височината"],
        width: ["ширина", "ширината"],
        radius: ["радиус", "заобляне", "закръгляне", "ъгли"],
        screenBackground: ["фон на екрана", "фонът на екрана", "фон на страницата", "фона на страницата", "страницата", "страницата е"],
        on: [" върху "],
        onAfter: [],
        light: ["светла тема", "светлата тема", "в светла тема", "светъл режим", "светлия режим", "светла"],
        dark: ["тъмна тема", "тъмната тема", "в тъмна тема", "тъмен режим", "тъмния режим", "тъмна", "тъмен"],
        bothModes: ["в двете теми", "и в двете теми", "двете теми", "в двата режима"],
        pressed: ["натиснат", "натиснато", "при натискане"],
        selected: ["избран", "избрано", "избрана"],
        unselected: ["неизбран", "неизбрано", "неизбрана"],
        disabled: ["неактивен", "неактивно", "деактивиран"],
        focused: ["фокус", "във фокус", "при фокус"],
        error: ["грешка", "с грешка", "невалиден", "невалидно", "състояние на грешка"],
        opacity: ["непрозрачност", "прозрачност"])

    /// Slovak, written in sentences with its cases (`v tmavom režime`, `na bielom pozadí`); a head
    /// noun comes first (`Farba textu`, `Pozadie karty`).
    static let slovak = LanguageWords(
        language: "sk",
        color: ["farba", "farbu", "farby", "farbou"],
        text: ["text", "textu", "texty", "nadpis", "titulok", "popisok", "štítok", "odkaz", "počítadlo", "placeholder"],
        background: ["pozadie", "pozadia", "výplň", "podklad"],
        border: ["orámovanie", "okraj", "rámik", "rámček", "ohraničenie", "obrys", "oddeľovač", "linka", "deliaca čiara"],
        icon: ["ikona", "ikonka", "ikony", "ikonu", "šípka", "fajka"],
        touchArea: ["dotyková plocha", "klikacia plocha", "dotyková oblasť", "klikateľná oblasť", "oblasť dotyku"],
        height: ["výška", "výšku", "výšky"],
        width: ["šírka", "šírku", "šírky"],
        radius: ["zaoblenie", "polomer", "rádius", "zaoblenie rohov"],
        screenBackground: ["pozadie obrazovky", "pozadie stránky"],
        on: [" na "],
        onAfter: [],
        light: ["svetlý režim", "svetlom režime", "vo svetlom režime", "v svetlom režime", "svetlá téma", "svetlý"],
        dark: ["tmavý režim", "tmavom režime", "v tmavom režime", "tmavá téma", "tmavý"],
        bothModes: ["v oboch režimoch", "oboch režimoch", "v obidvoch režimoch"],
        pressed: ["stlačený", "stlačené", "pri stlačení"],
        selected: ["vybraný", "vybrané", "zvolený", "zvolené", "označený"],
        unselected: ["nevybraný", "nevybrané", "neoznačený"],
        disabled: ["neaktívny", "neaktívne", "vypnutý", "zakázaný"],
        focused: ["fokus", "pri fokuse"],
        error: ["chybný", "chybový", "chybe", "neplatný", "chybový stav"],
        opacity: ["nepriehľadnosť", "priehľadnosť", "krytie", "opacita", "opacite", "opacitou"])

    /// Catalan; a head noun comes first (`Color del text`, `Fons del botó`). `clar` alone is
    /// left out: in Romanian it is "clear".
    static let catalan = LanguageWords(
        language: "ca",
        color: ["color"],
        text: ["text", "títol", "subtítol", "etiqueta", "enllaç", "llegenda"],
        background: ["fons", "farciment", "emplenament"],
        border: ["vora", "contorn", "separador", "divisor", "anella"],
        icon: ["icona", "fletxa"],
        touchArea: ["àrea tàctil", "zona tàctil", "àrea de toc", "zona de toc", "àrea clicable"],
        height: ["alçada", "alçària"],
        width: ["amplada", "amplària"],
        radius: ["radi", "cantonades", "arrodoniment"],
        screenBackground: ["fons de pantalla", "fons de la pantalla", "fons de pàgina", "fons de la pàgina"],
        on: [" sobre el ", " sobre la ", " sobre fons "],
        onAfter: [],
        light: ["mode clar", "en mode clar", "tema clar", "clar"],
        dark: ["fosc", "mode fosc", "en mode fosc", "tema fosc"],
        bothModes: ["ambdós modes", "tots dos modes", "els dos modes", "clar i fosc"],
        pressed: ["premut", "premuda", "en prémer"],
        selected: ["seleccionat", "seleccionada"],
        unselected: ["no seleccionat", "no seleccionada", "per defecte"],
        disabled: ["deshabilitat", "desactivat", "deshabilitada", "desactivada", "inactiu"],
        focused: ["enfocat"],
        error: ["error", "amb error", "en error", "invàlid", "invàlida", "no vàlid"],
        opacity: ["opacitat"])

    /// Urdu, in Arabic letters with English UI words written in them (`بیک گراؤنڈ`, `ڈارک موڈ`);
    /// "on" follows what an element sits on (`#FFFFFF کے اوپر`).
    static let urdu = LanguageWords(
        language: "ur",
        color: ["رنگ", "کلر"],
        text: ["متن", "ٹیکسٹ", "لیبل", "عنوان", "لنک"],
        background: ["پس منظر", "پسمنظر", "پس‌منظر", "بیک گراؤنڈ"],
        border: ["بارڈر", "کنارہ", "کنارے", "لکیر", "ڈیوائیڈر"],
        icon: ["آئیکن", "آئکن", "آئیکون"],
        touchArea: ["ٹچ ایریا", "ٹیپ ایریا", "ٹچ ٹارگٹ", "چھونے کی جگہ"],
        height: ["اونچائی", "ہائٹ"],
        width: ["چوڑائی"],
        radius: ["کونے", "ریڈیس", "گولائی"],
        screenBackground: ["اسکرین کا پس منظر", "سکرین کا پس منظر", "اسکرین بیک گراؤنڈ", "صفحے کا پس منظر"],
        on: [],
        onAfter: ["کے اوپر", " پس منظر پر"],
        light: ["لائٹ موڈ", "لائٹ", "ہلکی تھیم", "ہلکا موڈ"],
        dark: ["ڈارک موڈ", "ڈارک", "گہری تھیم", "گہرا موڈ"],
        bothModes: ["دونوں موڈز", "دونوں موڈز میں", "دونوں موڈ", "دونوں تھیمز"],
        pressed: ["دبانے پر", "دبا ہوا"],
        selected: ["منتخب", "منتخب شدہ"],
        unselected: ["غیر منتخب"],
        disabled: ["غیر فعال"],
        focused: ["فوکس"],
        error: ["خرابی", "غلطی", "ایرر", "غیر موزوں"],
        opacity: ["شفافیت", "اوپیسٹی"])

    /// Tamil, with English UI words written in Tamil letters (`டார்க் மோட்`); "on" follows what
    /// an element sits on (`#FFFFFF பின்னணியில்`).
    static let tamil = LanguageWords(
        language: "ta",
        color: ["நிறம்", "வண்ணம்", "கலர்"],
        text: ["உரை", "எழுத்து", "டெக்ஸ்ட்", "லேபிள்", "தலைப்பு", "எழுத்துரு"],
        background: ["பின்னணி", "பின்புலம்", "பின்புல", "பேக்ரவுண்ட்"],
        border: ["எல்லை", "பார்டர்", "ஓரம்", "விளிம்பு", "பிரிப்பான்", "கோடு"],
        icon: ["ஐகான்", "படவுரு"],
        touchArea: ["தொடு பகுதி", "தொடும் பகுதி", "டச் ஏரியா", "டேப் ஏரியா", "தட்டும் பகுதி"],
        height: ["உயரம்"],
        width: ["அகலம்"],
        radius: ["ஆரம்", "மூலை ஆரம்", "மூலைகள்"],
        screenBackground: ["திரை பின்னணி", "திரையின் பின்னணி", "பக்க பின்னணி", "பக்கத்தின் பின்னணி"],
        on: [],
        onAfter: [" பின்னணியில்", " மேல்", " மீது"],
        light: ["லைட் மோட்", "லைட் தீம்", "ஒளி பயன்முறை", "வெளிர் தீம்", "வெளிர்", "லைட்"],
        dark: ["டார்க் மோட்", "டார்க் தீம்", "இருண்ட பயன்முறை", "இருண்ட தீம்", "டார்க்", "இருண்ட"],
        bothModes: ["இரண்டு பயன்முறைகளிலும்", "இரு பயன்முறைகளிலும்", "இரண்டு மோட்களிலும்", "இரண்டு தீம்களிலும்"],
        pressed: ["அழுத்தும்போது", "அழுத்தியபோது", "அழுத்தப்பட்ட"],
        selected: ["தேர்ந்தெடுக்கப்பட்ட", "தேர்ந்தெடுக்கப்பட்டது"],
        unselected: ["தேர்ந்தெடுக்கப்படாத", "இயல்புநிலை"],
        disabled: ["முடக்கப்பட்ட", "முடக்கப்பட்டது", "செயலற்ற"],
        focused: ["ஃபோகஸ்"],
        error: ["பிழை", "பிழையான", "பிழை நிலை", "தவறான", "செல்லாத"],
        opacity: ["ஒளிபுகாமை", "ஒளிபுகாத்தன்மை", "ஒபாசிட்டி"])

    /// Marathi, in Devanagari with English UI words mixed in; "on" is written onto the noun
    /// (`पार्श्वभूमीवर`, on the background).
    static let marathi = LanguageWords(
        language: "mr",
        color: ["रंग", "कलर"],
        text: ["मजकूर", "टेक्स्ट", "लेबल", "शीर्षक", "लिंक"],
        background: ["पार्श्वभूमी", "बॅकग्राउंड", "बॅकग्राऊंड"],
        border: ["बॉर्डर", "किनार", "डिव्हायडर"],
        icon: ["आयकॉन", "आयकन", "चिन्ह"],
        touchArea: ["टच एरिया", "टॅप एरिया", "स्पर्श क्षेत्र"],
        height: ["उंची"],
        width: ["रुंदी"],
        radius: ["कोपरे", "रेडियस"],
        screenBackground: ["स्क्रीनची पार्श्वभूमी", "स्क्रीन बॅकग्राउंड", "पेज बॅकग्राउंड"],
        on: [],
        onAfter: ["पार्श्वभूमीवर", "बॅकग्राउंडवर"],
        light: ["लाइट मोड", "लाईट मोड", "लाइट", "लाईट", "फिकट"],
        dark: ["डार्क मोड", "डार्क", "गडद", "गडद मोड"],
        bothModes: ["दोन्ही मोडमध्ये", "दोन्ही मोड"],
        pressed: ["दाबल्यावर", "प्रेस केल्यावर"],
        selected: ["निवडलेले", "निवडलेला", "निवडलेली"],
        unselected: ["न निवडलेले", "डीफॉल्ट"],
        disabled: ["अक्षम", "डिसेबल"],
        focused: ["फोकस", "फोकस केल्यावर"],
        error: ["त्रुटी", "एरर", "अवैध", "चुकीचे", "त्रुटी स्थिती"],
        opacity: ["अपारदर्शकता", "ओपॅसिटी"])

    /// Amharic, in Ethiopic letters; "of" is written onto the noun before its head (`የጽሑፍ
    /// ቀለም`, the text's color) as is "in" (`በጨለማ ገጽታ`, in the dark theme), and "on" after
    /// what an element sits on (`#636E72 በ #FFFFFF ላይ`, `#FFFFFF ዳራ ላይ`).
    static let amharic = LanguageWords(
        language: "am",
        color: ["ቀለም", "ቀለሙ", "ቀለማት"],
        text: ["ጽሑፍ", "ጽሁፍ", "የጽሑፍ", "የጽሁፍ", "ርዕስ", "መለያ", "አገናኝ", "የፊት ቀለም", "የፊት"],
        background: ["ዳራ", "የዳራ", "ጀርባ", "የጀርባ"],
        border: ["ድንበር", "የድንበር", "ጠርዝ", "መለያ መስመር"],
        icon: ["አዶ", "የአዶ", "አይኮን"],
        touchArea: ["የመንካት ቦታ", "የንክኪ ቦታ", "የመጫን ቦታ"],
        height: ["ቁመት", "ከፍታ"],
        width: ["ስፋት"],
        radius: ["ራዲየስ", "የጠርዝ ክብነት"],
        screenBackground: ["የማያ ገጽ ዳራ", "የገጽ ዳራ", "የስክሪን ዳራ"],
        on: [],
        onAfter: [" ዳራ ላይ", " ላይ"],
        light: ["ብሩህ ገጽታ", "ፈካ ያለ ገጽታ", "የብርሃን ሁነታ", "ብርሃን ሁነታ", "በብርሃን ገጽታ", "ብርሃን"],
        dark: ["ጨለማ ገጽታ", "ጨለማ ሁነታ", "የጨለማ ሁነታ", "ጨለማ", "በጨለማ ገጽታ", "በጨለማ ገጽታም", "በጨለማ"],
        bothModes: ["በሁለቱም ሁነታዎች", "በሁለቱም ገጽታዎች"],
        pressed: ["ሲጫን", "የተጫነ"],
        selected: ["የተመረጠ", "ሲመረጥ"],
        unselected: ["ያልተመረጠ"],
        disabled: ["የተሰናከለ", "የቦዘነ"],
        focused: ["ትኩረት ሲያገኝ"],
        error: ["ስህተት", "የተሳሳተ", "ልክ ያልሆነ", "ስህተት ያለበት"],
        opacity: ["ግልጽነት"])

    /// Burmese, written without spaces between words: a word here is read when it stands apart
    /// (a key, a word beside English or a value), so the compounds keys use are listed.
    static let burmese = LanguageWords(
        language: "my",
        color: ["အရောင်"],
        text: ["စာသား", "စာသားအရောင်", "ခေါင်းစဉ်", "တံဆိပ်", "လင့်ခ်"],
        background: ["နောက်ခံ", "နောက်ခံအရောင်"],
        border: ["ဘောင်", "ဘောင်မျဉ်း", "ဘောင်အရောင်", "အနားသတ်", "မျဉ်း"],
        icon: ["အိုင်ကွန်", "အိုင်ကွန်အရောင်", "သင်္ကေတ"],
        touchArea: ["ထိတွေ့ဧရိယာ", "နှိပ်နိုင်သောနေရာ", "ထိနိုင်သောနေရာ"],
        height: ["အမြင့်"],
        width: ["အကျယ်", "အနံ"],
        radius: ["ထောင့်ကွေး", "အချင်းဝက်"],
        screenBackground: ["မျက်နှာပြင်နောက်ခံ", "စာမျက်နှာနောက်ခံ"],
        on: [],
        onAfter: ["ပေါ်မှာ", "ပေါ်တွင်", "ပေါ်ရှိ"],
        light: ["အလင်း", "အလင်းမုဒ်"],
        dark: ["အမှောင်", "အမှောင်မုဒ်"],
        bothModes: ["မုဒ်နှစ်ခုလုံး", "မုဒ်နှစ်ခုလုံးတွင်"],
        pressed: ["နှိပ်ထားသော", "နှိပ်သည့်အခါ"],
        selected: ["ရွေးထားသော", "ရွေးချယ်ထားသော", "ရွေးချယ်ပြီး"],
        unselected: ["မရွေးထားသော", "မရွေးချယ်ထားသော"],
        disabled: ["ပိတ်ထားသော"],
        focused: [],
        error: ["အမှား", "အမှားအယွင်း", "မှားယွင်းနေသော", "မမှန်ကန်သော"],
        opacity: [])

    /// Khmer, written without spaces between words and head noun first (`ពណ៌អត្ថបទ`, the text's
    /// color): a word here is read when it stands apart, so the compounds keys use are listed.
    static let khmer = LanguageWords(
        language: "km",
        color: ["ពណ៌"],
        text: ["អត្ថបទ", "ពណ៌អត្ថបទ", "ចំណងជើង", "ស្លាក", "អក្សរ"],
        background: ["ផ្ទៃខាងក្រោយ", "ពណ៌ផ្ទៃខាងក្រោយ"],
        border: ["ស៊ុម", "ពណ៌ស៊ុម", "គែម", "បន្ទាត់ខណ្ឌ"],
        icon: ["រូបតំណាង", "អាយខន"],
        touchArea: ["តំបន់ប៉ះ", "ផ្ទៃប៉ះ", "តំបន់ចុច", "ផ្ទៃចុច"],
        height: ["កម្ពស់"],
        width: ["ទទឹង"],
        radius: ["កាំជ្រុង"],
        screenBackground: ["ផ្ទៃខាងក្រោយអេក្រង់", "ផ្ទៃខាងក្រោយទំព័រ"],
        on: [" នៅលើ ", " លើ "],
        onAfter: [],
        light: ["របៀបភ្លឺ", "រចនាប័ទ្មភ្លឺ", "ភ្លឺ"],
        dark: ["របៀបងងឹត", "រចនាប័ទ្មងងឹត", "ងងឹត"],
        bothModes: ["របៀបទាំងពីរ", "ទាំងពីររបៀប"],
        pressed: ["ពេលចុច", "បានចុច"],
        selected: ["បានជ្រើសរើស", "ពេលជ្រើសរើស"],
        unselected: ["មិនបានជ្រើសរើស"],
        disabled: ["បានបិទ", "បិទដំណើរការ"],
        focused: ["ពេលផ្តោត"],
        error: ["កំហុស", "មានកំហុស", "មិនត្រឹមត្រូវ", "ស្ថានភាពកំហុស"],
        opacity: ["ភាពស្រអាប់"])

    /// Nepali, in Devanagari with English UI words mixed in; "on" is written onto the noun
    /// (`पृष्ठभूमिमा`, on the background) or after it (`माथि`).
    static let nepali = LanguageWords(
        language: "ne",
        color: ["रङ", "रङ्ग", "कलर"],
        text: ["पाठ", "टेक्स्ट", "लेबल", "शीर्षक", "लिङ्क"],
        background: ["पृष्ठभूमि", "ब्याकग्राउन्ड"],
        border: ["बोर्डर", "किनारा"],
        icon: ["आइकन", "प्रतीक"],
        touchArea: ["टच एरिया", "छुने क्षेत्र"],
        height: ["उचाइ"],
        width: ["चौडाइ"],
        radius: ["कुनाहरू"],
        screenBackground: ["स्क्रिनको पृष्ठभूमि", "स्क्रिन ब्याकग्राउन्ड"],
        on: [],
        onAfter: ["पृष्ठभूमिमा", "माथि"],
        light: ["लाइट मोड", "उज्यालो", "उज्यालो मोड"],
        dark: ["डार्क मोड", "अँध्यारो", "अँध्यारो मोड"],
        bothModes: ["दुवै मोडमा", "दुवै मोड"],
        pressed: ["थिच्दा", "थिचिएको"],
        selected: ["चयन गरिएको", "छानिएको"],
        unselected: ["चयन नगरिएको"],
        disabled: ["निष्क्रिय", "असक्षम"],
        focused: ["फोकस", "फोकस हुँदा"],
        error: ["त्रुटि", "एरर", "अमान्य", "गलत", "त्रुटि अवस्था"],
        opacity: ["अपारदर्शिता"])

    /// Lithuanian, with its cases written onto the noun (`fono spalva`, the background's color;
    /// `tamsiame režime`, in dark mode); "on" stands before the background (`ant #FFFFFF`) or is
    /// the locative after it (`baltame fone`).
    static let lithuanian = LanguageWords(
        language: "lt",
        color: ["spalva", "spalvos", "spalvą"],
        text: [
            "tekstas", "teksto", "tekstą", "teksto spalva", "etiketė", "etiketės", "užrašas", "užrašo", "antraštė", "antraštės", "paantraštė",
            "pavadinimas", "nuoroda", "vietos rezervavimo tekstas", "skaitiklis", "pranešimas",
        ],
        background: ["fonas", "fono", "fone", "fono spalva", "užpildas", "užpildymas"],
        border: ["kraštinė", "kraštinės", "kraštinę", "rėmelis", "rėmelio", "apvadas", "kontūras", "skirtukinė linija", "linija"],
        icon: ["piktograma", "piktogramos", "piktogramą", "ikona", "ikonėlė", "varnelė", "rodyklė", "simbolis"],
        touchArea: ["paspaudimo sritis", "paspaudimo zona", "palietimo sritis", "lietimo sritis", "lietimo zona", "paspaudžiama sritis"],
        height: ["aukštis", "aukščio", "aukštį"],
        width: ["plotis", "pločio", "plotį"],
        radius: ["spindulys", "kampų spindulys", "kampai", "kampų apvalinimas", "apvalinimas"],
        screenBackground: ["ekrano fonas", "ekrano fono", "puslapio fonas"],
        on: [" ant "],
        onAfter: [" fone"],
        light: [
            "šviesus režimas", "šviesiame režime", "šviesiu režimu", "šviesi tema", "šviesioje temoje", "šviesiame", "šviesus", "šviesi",
        ],
        dark: ["tamsus režimas", "tamsiame režime", "tamsiu režimu", "tamsi tema", "tamsioje temoje", "tamsiame", "tamsus", "tamsi"],
        bothModes: ["abiejuose režimuose", "abiem režimais", "abiejose temose", "šviesiame ir tamsiame"],
        pressed: ["paspaustas", "paspausta", "paspaudus", "nuspaustas", "nuspausta"],
        selected: ["pažymėtas", "pažymėta", "pasirinktas", "pasirinkta"],
        unselected: ["nepažymėtas", "nepažymėta", "nepasirinktas", "nepasirinkta", "numatytasis"],
        disabled: ["išjungtas", "išjungta", "neaktyvus", "neaktyvi"],
        focused: ["fokusas", "fokuso", "fokuse", "fokusuotas", "fokusuota", "sufokusuotas"],
        error: ["klaida", "klaidos", "su klaida", "klaidingas", "neteisingas", "negaliojantis"],
        opacity: ["nepermatomumas", "nepermatomumo", "nepermatomumu"])

    /// Latvian, with its cases written onto the noun (`teksta krāsa`, `tumšajā režīmā`); "on"
    /// stands before the background (`uz #FFFFFF`) or is the locative after it (`baltā fonā`).
    static let latvian = LanguageWords(
        language: "lv",
        color: ["krāsa", "krāsas", "krāsu"],
        text: ["teksts", "teksta", "teksta krāsa", "etiķete", "etiķetes", "uzraksts", "virsraksts", "apakšvirsraksts", "saite", "vietturis", "skaitītājs", "ziņojums"],
        background: ["fons", "fona", "fonu", "fona krāsa", "aizpildījums"],
        border: ["apmale", "apmales", "apmali", "rāmis", "rāmja", "kontūra", "atdalītājs", "atdalītājlīnija", "līnija"],
        icon: ["ikona", "ikonas", "ikonu", "ikoniņa", "simbols", "bultiņa", "ķeksītis"],
        touchArea: ["pieskāriena zona", "pieskāriena laukums", "pieskāriena apgabals", "klikšķa zona", "klikšķināmā zona"],
        height: ["augstums", "augstumu", "augsts"],
        width: ["platums", "platumu"],
        radius: ["rādiuss", "stūru rādiuss", "stūri", "noapaļojums"],
        screenBackground: ["ekrāna fons", "lapas fons"],
        on: [" uz "],
        onAfter: [" fonā"],
        light: ["gaišais režīms", "gaišajā režīmā", "gaišā tēma", "gaišajā tēmā", "gaišais", "gaišs"],
        dark: ["tumšais režīms", "tumšajā režīmā", "tumšā tēma", "tumšajā tēmā", "tumšais", "tumšs"],
        bothModes: ["abos režīmos", "abās tēmās", "gaišajā un tumšajā režīmā"],
        pressed: ["nospiests", "nospiesta", "nospiežot"],
        selected: ["atlasīts", "atlasīta", "izvēlēts", "izvēlēta", "atzīmēts", "atzīmēta", "noķeksēts", "noķeksēta", "ieķeksēts"],
        unselected: ["neatlasīts", "neatlasīta", "neizvēlēts", "neizvēlēta", "noklusējuma", "nenoķeksēts", "nenoķeksēta", "neatzīmēts", "neatzīmēta"],
        disabled: ["atspējots", "atspējota", "neaktīvs", "neaktīva"],
        focused: ["fokuss", "fokusā", "fokusēts", "fokusēta"],
        error: ["kļūda", "kļūdas", "ar kļūdu", "kļūdains", "nederīgs", "nederīga"],
        opacity: ["necaurredzamība", "necaurredzamības", "necaurredzamību"])

    /// Estonian: case endings and postpositions carry "on", so it stands after the background
    /// (`#FFFFFF taustal`, `valge tausta peal`) and a mode is written `tumedas režiimis`.
    static let estonian = LanguageWords(
        language: "et",
        color: ["värv", "värvi", "värviga"],
        text: ["tekst", "teksti", "tekstivärv", "pealkiri", "pealkirja", "alapealkiri", "link", "lingi", "kohatäide", "loendur", "teade"],
        background: ["taust", "tausta", "taustavärv", "taustavärvi", "täide", "täidis"],
        border: ["ääris", "äärise", "äärisjoon", "piirjoon", "raam", "raami", "kontuur", "eraldaja", "eraldusjoon", "joon"],
        icon: ["ikoon", "ikooni", "ikoonid", "sümbol", "nool", "linnuke"],
        touchArea: ["puuteala", "puutetsoon", "puutepind", "klõpsuala", "klikiala", "vajutusala"],
        height: ["kõrgus", "kõrguse", "kõrgust", "kõrge"],
        width: ["laius", "laiuse", "laiust"],
        radius: ["raadius", "nurgaraadius", "nurgad", "ümarus", "nurkade ümarus"],
        screenBackground: ["ekraani taust", "lehe taust", "kogu ekraani taust"],
        on: [" taustal ", " tausta peal "],
        onAfter: [" taustal ", " taustal,", " taustal.", " tausta peal", " peal "],
        light: ["hele režiim", "heledas režiimis", "hele teema", "heledas teemas", "valgusrežiim", "heledas", "hele"],
        dark: ["tume režiim", "tumedas režiimis", "tume teema", "tumedas teemas", "tumedas", "tume"],
        bothModes: ["mõlemas režiimis", "mõlemas teemas", "heledas ja tumedas"],
        pressed: ["vajutatud", "vajutamisel", "vajutades"],
        selected: ["valitud", "märgitud"],
        unselected: ["valimata", "märkimata", "vaikimisi"],
        disabled: ["keelatud", "mitteaktiivne", "välja lülitatud"],
        focused: ["fookus", "fookuses", "fokuseeritud"],
        error: ["viga", "vigane", "veaga", "veaolek", "kehtetu"],
        opacity: ["läbipaistmatus", "läbipaistmatuse", "läbipaistmatust"])

    /// Slovenian; a head noun comes first (`Barva besedila`, the text's color; `Ozadje kartice`).
    static let slovenian = LanguageWords(
        language: "sl",
        color: ["barva", "barve", "barvo"],
        text: ["besedilo", "besedila", "oznaka", "oznake", "napis", "naslov", "podnaslov", "povezava", "nadomestno besedilo", "števec", "sporočilo"],
        background: ["ozadje", "ozadja", "ozadju", "barva ozadja", "polnilo", "polnila"],
        border: ["obroba", "obrobe", "obrobo", "okvir", "obris", "ločilna črta", "ločilnik", "črta"],
        icon: ["ikona", "ikone", "ikono", "ikonica", "simbol", "puščica", "kljukica"],
        touchArea: ["območje dotika", "površina dotika", "območje za dotik", "območje klika"],
        height: ["višina", "višine", "višino"],
        width: ["širina", "širine", "širino"],
        radius: ["polmer", "polmer vogalov", "zaobljenost", "zaobljenje", "vogali"],
        screenBackground: ["ozadje zaslona", "ozadje strani", "ozadje celotnega zaslona"],
        on: [" na ozadju ", " na "],
        onAfter: [],
        light: ["svetli način", "v svetlem načinu", "svetla tema", "v svetli temi", "svetli", "svetla"],
        dark: ["temni način", "v temnem načinu", "temna tema", "v temni temi", "temni", "temna"],
        bothModes: ["v obeh načinih", "obeh načinih", "v obeh temah"],
        pressed: ["pritisnjeno", "pritisnjen", "ob pritisku"],
        selected: ["izbrano", "izbran", "izbrana", "označeno"],
        unselected: ["neizbrano", "neizbran", "ni izbrano", "privzeto"],
        disabled: ["onemogočeno", "onemogočen", "onemogočena", "neaktivno"],
        focused: ["fokus", "v fokusu", "fokusirano"],
        error: ["napaka", "napake", "z napako", "napačno", "neveljavno", "neveljaven"],
        opacity: ["neprosojnost", "neprosojnosti", "prekrivnost"])

    /// Icelandic, with the article written onto the noun (`bakgrunnurinn`); a head noun comes
    /// first (`Litur texta`, the text's color; `Bakgrunnur korts`).
    static let icelandic = LanguageWords(
        language: "is",
        color: ["litur", "litinn", "litar"],
        text: ["texti", "texta", "textinn", "textalitur", "forgrunnur", "forgrunns", "merki", "merkimiði", "fyrirsögn", "fyrirsagnar", "titill", "tengill", "hlekkur", "teljari", "skilaboð"],
        background: ["bakgrunnur", "bakgrunni", "bakgrunns", "bakgrunnurinn", "bakgrunnslitur", "fylling"],
        border: ["rammi", "ramma", "útlína", "jaðar", "skillína", "lína"],
        icon: ["tákn", "táknið", "táknmynd", "táknmyndar", "gátmerki"],
        touchArea: ["snertisvæði", "snertiflötur", "smellisvæði", "ýtisvæði"],
        height: ["hæð", "hæðin", "hæðar"],
        width: ["breidd", "breiddin", "breiddar"],
        radius: ["radíus", "hornradíus", "hornin", "horna"],
        screenBackground: ["bakgrunnur skjás", "bakgrunnur skjásins", "skjábakgrunnur", "bakgrunnur síðu", "bakgrunnur síðunnar"],
        on: [" á bakgrunni ", " á "],
        onAfter: [],
        light: ["ljóst þema", "ljósu þema", "ljós stilling", "ljósri stillingu", "bjart þema", "ljós hamur", "ljósum ham", "ljósum", "ljóst", "ljós"],
        dark: ["dökkt þema", "dökku þema", "dökk stilling", "dökkri stillingu", "dökkur hamur", "dökkum ham", "dökkum", "dökkt", "dökk"],
        bothModes: ["í báðum stillingum", "báðum stillingum", "báðum þemum", "í báðum þemum", "í báðum hömum", "báðum hömum"],
        pressed: ["ýtt", "ýtt á", "þegar ýtt er"],
        selected: ["valið", "valinn", "valin"],
        unselected: ["ekki valið", "óvalið", "sjálfgefið"],
        disabled: ["óvirkt", "óvirkur", "óvirk"],
        focused: ["fókus", "í fókus", "með fókus"],
        error: ["villa", "villu", "í villu", "ógilt", "villustaða"],
        opacity: ["ógegnsæi", "ógegnsæis"])

    /// Georgian: "on" is written onto the noun (`თეთრ ფონზე`, on a white background), so it
    /// stands after the background.
    static let georgian = LanguageWords(
        language: "ka",
        color: ["ფერი", "ფერის", "ფერით"],
        text: ["ტექსტი", "ტექსტის", "წარწერა", "წარწერის", "ლეიბლი", "სათაური", "ქვესათაური", "ბმული", "მინიშნება", "მრიცხველი"],
        background: ["ფონი", "ფონის", "ფონად", "შევსება", "ფონის ფერი"],
        border: ["ჩარჩო", "ჩარჩოს", "საზღვარი", "კონტური", "გამყოფი", "ხაზი"],
        icon: ["ხატულა", "ხატულას", "იკონი", "აიქონი", "ისარი", "სიმბოლო"],
        touchArea: ["შეხების არე", "შეხების ზონა", "დაჭერის არე", "დაჭერის ზონა"],
        height: ["სიმაღლე", "სიმაღლის"],
        width: ["სიგანე", "სიგანის"],
        radius: ["რადიუსი", "კუთხეების რადიუსი", "კუთხეები", "მომრგვალება"],
        screenBackground: ["ეკრანის ფონი", "გვერდის ფონი"],
        on: [],
        onAfter: ["ფონზე", "-ზე"],
        light: ["ღია რეჟიმი", "ღია რეჟიმში", "ღია თემა", "ღია თემაში", "ნათელი რეჟიმი", "ნათელ რეჟიმში"],
        dark: ["მუქი რეჟიმი", "მუქ რეჟიმში", "მუქი თემა", "მუქ თემაში", "მუქი"],
        bothModes: ["ორივე რეჟიმში", "ორივე თემაში"],
        pressed: ["დაჭერილი", "დაჭერისას", "დაჭერილ მდგომარეობაში"],
        selected: ["არჩეული", "მონიშნული"],
        unselected: ["არაარჩეული", "მოუნიშნავი"],
        disabled: ["გამორთული", "არააქტიური"],
        focused: ["ფოკუსში", "ფოკუსირებული", "ფოკუსი"],
        error: ["შეცდომა", "შეცდომით", "შეცდომის", "არასწორი", "არავალიდური"],
        opacity: ["გაუმჭვირვალობა", "გაუმჭვირვალობით"])

    /// Armenian: "on" is a postposition (`սպիտակ ֆոնի վրա`, on a white background).
    static let armenian = LanguageWords(
        language: "hy",
        color: ["գույն", "գույնը", "գույնի"],
        text: ["տեքստ", "տեքստը", "տեքստի", "պիտակ", "պիտակը", "վերնագիր", "ենթավերնագիր", "հղում", "հուշում", "հաշվիչ"],
        background: ["ֆոն", "ֆոնը", "ֆոնի", "ֆոնի գույն", "լցում"],
        border: ["եզրագիծ", "եզրագիծը", "եզր", "շրջանակ", "ուրվագիծ", "բաժանարար", "գիծ"],
        icon: ["պատկերակ", "պատկերակը", "պատկերակի", "իկոն", "սլաք", "նշան"],
        touchArea: ["հպման տարածք", "հպման գոտի", "սեղմման տարածք", "սեղմման գոտի"],
        height: ["բարձրություն", "բարձրությունը"],
        width: ["լայնություն", "լայնությունը"],
        radius: ["շառավիղ", "անկյունների շառավիղ", "անկյուններ", "կլորացում"],
        screenBackground: ["էկրանի ֆոն", "էկրանի ֆոնը", "էջի ֆոն", "էջի ֆոնը"],
        on: [],
        onAfter: [" վրա"],
        light: ["բաց ռեժիմ", "բաց ռեժիմում", "լույս ռեժիմ", "բաց թեմա", "բաց թեմայում", "լուսավոր ռեժիմ", "լուսավոր ռեժիմում", "լուսավոր թեմա"],
        dark: ["մուգ ռեժիմ", "մուգ ռեժիմում", "մուգ թեմա", "մուգ թեմայում", "մուգ", "մութ ռեժիմ", "մութ ռեժիմում", "մութ թեմա", "մութ թեմայում", "մութ"],
        bothModes: ["երկու ռեժիմում", "երկու ռեժիմներում", "երկու թեմաներում"],
        pressed: ["սեղմված", "սեղմելիս"],
        selected: ["ընտրված"],
        unselected: ["չընտրված"],
        disabled: ["անջատված", "ապաակտիվացված", "ոչ ակտիվ"],
        focused: ["ֆոկուս", "ֆոկուսում", "ֆոկուսավորված"],
        error: ["սխալ", "սխալով", "սխալի", "անվավեր", "սխալ վիճակ"],
        opacity: ["անթափանցիկություն", "անթափանցիկությունը"])

    /// Azerbaijani: case endings and postpositions carry "on", so it stands after the
    /// background (`ağ fonda`, `#FFFFFF üzərində`) and a mode is written `tünd rejimdə`.
    static let azerbaijani = LanguageWords(
        language: "az",
        color: ["rəng", "rəngi", "rəngli"],
        text: ["mətn", "mətni", "mətn rəngi", "yazı", "etiket", "etiketi", "başlıq", "başlığı", "keçid", "yer tutucu", "sayğac", "mesaj"],
        background: ["fon", "fonu", "arxa fon", "arxa fonu", "fon rəngi", "doldurma"],
        border: ["sərhəd", "sərhədi", "haşiyə", "çərçivə", "çərçivəsi", "kontur", "ayırıcı", "xətt"],
        icon: ["ikon", "ikona", "ikonu", "ikonka", "simvol"],
        touchArea: ["toxunma sahəsi", "toxunma zonası", "klik sahəsi", "basma sahəsi"],
        height: ["hündürlük", "hündürlüyü"],
        width: ["genişlik", "genişliyi", "eni"],
        radius: ["radius", "künc radiusu", "künclər", "yuvarlaqlaşdırma"],
        screenBackground: ["ekranın fonu", "ekran fonu", "səhifənin fonu"],
        on: [],
        onAfter: [" üzərində", " fonunda", " fonda ", " fonda,", " fonda."],
        light: ["açıq rejim", "açıq rejimdə", "açıq tema", "açıq temada", "işıqlı rejim"],
        dark: ["tünd rejim", "tünd rejimdə", "tünd tema", "tünd temada", "qaranlıq rejim", "tünd"],
        bothModes: ["hər iki rejimdə", "hər iki temada"],
        pressed: ["basılmış", "basıldıqda", "basılı"],
        selected: ["seçilmiş", "seçildikdə"],
        unselected: ["seçilməmiş"],
        disabled: ["deaktiv", "qeyri-aktiv", "söndürülmüş"],
        focused: ["fokus", "fokusda", "fokuslanmış"],
        error: ["xəta", "xətalı", "xəta vəziyyəti", "səhv", "etibarsız"],
        opacity: ["qeyri-şəffaflıq", "qeyri-şəffaflığı"])

    /// Kazakh, in Cyrillic: case endings and postpositions carry "on", so it stands after the
    /// background (`ақ фонында`, `#FFFFFF үстінде`).
    static let kazakh = LanguageWords(
        language: "kk",
        color: ["түс", "түсі", "түсті"],
        text: ["мәтін", "мәтіні", "мәтін түсі", "жазу", "жазуы", "тақырып", "тақырыбы", "сілтеме", "санауыш", "хабарлама"],
        background: ["фон", "фоны", "фонның", "өң", "өңі", "фон түсі", "толтыру"],
        border: ["жиек", "жиегі", "шекара", "шекарасы", "контур", "бөлгіш", "сызық"],
        icon: ["белгіше", "белгішесі", "иконка", "таңба", "көрсеткі"],
        touchArea: ["басу аймағы", "жанасу аймағы", "түрту аймағы"],
        height: ["биіктік", "биіктігі"],
        width: ["ені", "ендігі", "кеңдік"],
        radius: ["радиус", "бұрыш радиусы", "бұрыштар", "дөңгелектеу"],
        screenBackground: ["экран фоны", "экранның фоны", "беттің фоны"],
        on: [],
        onAfter: [" үстінде", " фонында"],
        light: ["жарық режим", "жарық режимі", "жарық режимде", "ашық тақырып", "ашық тақырыпта", "жарық"],
        dark: ["қараңғы режим", "қараңғы режимі", "қараңғы режимде", "қараңғы тақырып", "күңгірт тақырып", "қараңғы"],
        bothModes: ["екі режимде де", "екі режимде", "екі тақырыпта да"],
        pressed: ["басылған", "басқанда", "басылғанда"],
        selected: ["таңдалған"],
        unselected: ["таңдалмаған"],
        disabled: ["өшірілген", "белсенді емес", "белсендірілмеген"],
        focused: ["фокуста", "фокусталған"],
        error: ["қате", "қатесі бар", "қателік", "қате күйі", "жарамсыз"],
        opacity: ["мөлдірсіздік", "мөлдірсіздігі"])

    /// Uzbek in Latin letters (with `'` or `‘` in `o'`, `g'`): case endings and postpositions
    /// carry "on", so it stands after the background (`oq fonda`, `#FFFFFF ustida`).
    static let uzbek = LanguageWords(
        language: "uz",
        color: ["rangi", "rangli"],
        text: ["matn", "matni", "matn rangi", "yozuv", "yozuvi", "yorliq", "yorlig'i", "sarlavha", "sarlavhasi", "havola", "hisoblagich", "xabar"],
        background: ["fon", "foni", "orqa fon", "orqa foni", "fon rangi", "to'ldirish", "to‘ldirish"],
        border: ["chegara", "chegarasi", "ramka", "kontur", "ajratgich", "chiziq"],
        icon: ["ikonka", "ikona", "belgi", "belgisi", "strelka"],
        touchArea: ["bosish maydoni", "bosish hududi", "teginish maydoni", "teginish hududi"],
        height: ["balandlik", "balandligi"],
        width: ["kenglik", "kengligi", "eni"],
        radius: ["radius", "burchak radiusi", "burchaklar", "yumaloqlash"],
        screenBackground: ["ekran foni", "sahifa foni"],
        on: [],
        onAfter: [" ustida", " fonida", " fonda ", " fonda,", " fonda."],
        light: ["kunduzgi rejim", "kunduzgi rejimda", "yorug' rejim", "yorug‘ rejim", "yorug' rejimda", "yorug‘ rejimda"],
        dark: ["tungi rejim", "tungi rejimda", "qorong'i rejim", "qorong‘i rejim", "qorong'i rejimda", "qorong‘i rejimda", "to'q mavzu", "to‘q mavzu"],
        bothModes: ["ikkala rejimda", "ikkala rejimda ham", "ikki rejimda ham"],
        pressed: ["bosilgan", "bosilganda"],
        selected: ["tanlangan", "tanlanganda"],
        unselected: ["tanlanmagan"],
        disabled: ["o'chirilgan", "o‘chirilgan", "faol emas", "nofaol"],
        focused: ["fokusda", "fokuslangan"],
        error: ["xato", "xatolik", "noto'g'ri", "noto‘g‘ri", "yaroqsiz"],
        opacity: ["noshaffoflik", "noshaffofligi"])

    /// Afrikaans, close to Dutch and written in compounds (`agtergrondkleur`, `teksKleur`).
    static let afrikaans = LanguageWords(
        language: "af",
        color: ["kleur", "kleure"],
        text: ["teks", "tekskleur", "etiket", "opskrif", "byskrif", "plekhouer", "boodskap"],
        background: ["agtergrond", "agtergrondkleur", "vulling", "opvulling", "vulkleur"],
        border: ["rand", "randkleur", "raam", "omlyning", "skeidslyn", "lyn"],
        icon: ["ikoon", "ikone", "ikoonkleur", "simbool", "pyltjie", "regmerkie"],
        touchArea: ["raakarea", "raakgebied", "tikarea", "tikgebied", "klikarea"],
        height: ["hoogte", "hoog"],
        width: ["breedte", "wydte", "breed"],
        radius: ["hoekradius", "radius", "afronding", "hoeke"],
        screenBackground: ["skermagtergrond", "agtergrond van die skerm", "bladsyagtergrond"],
        on: [" op die ", " op 'n ", " op ’n "],
        onAfter: [],
        light: ["ligte modus", "ligmodus", "ligte tema", "lig"],
        dark: ["donker modus", "donkermodus", "donker tema", "donker"],
        bothModes: ["in beide modusse", "albei modusse", "beide modusse", "lig en donker"],
        pressed: ["gedruk", "ingedruk", "wanneer gedruk"],
        selected: ["gekies", "geselekteer"],
        unselected: ["nie gekies nie", "ongekies", "verstek"],
        disabled: ["gedeaktiveer", "onaktief", "afgeskakel"],
        focused: ["fokus", "in fokus", "gefokus"],
        error: ["fout", "foutief", "ongeldig", "foutstatus", "met fout"],
        opacity: ["ondeursigtigheid"])

    /// Galician; a head noun comes first (`Cor do texto`, the text's color; `Fondo da tarxeta`).
    static let galician = LanguageWords(
        language: "gl",
        color: ["cor"],
        text: ["texto", "cor do texto", "etiqueta", "lenda", "ligazón", "marcador de posición", "mensaxe"],
        background: ["fondo", "cor de fondo", "recheo"],
        border: ["bordo", "contorno", "separador", "liña", "borde"],
        icon: ["icona", "iconas", "frecha", "marca de verificación"],
        touchArea: ["área táctil", "zona táctil", "área de toque", "zona de toque", "área de pulsación"],
        height: ["altura", "alto"],
        width: ["largura", "ancho"],
        radius: ["raio", "raio das esquinas", "esquinas", "arredondamento"],
        screenBackground: ["fondo da pantalla", "fondo de pantalla", "fondo da páxina"],
        on: [" sobre o ", " sobre a ", " sobre fondo "],
        onAfter: [],
        light: ["modo claro", "tema claro", "claro"],
        dark: ["modo escuro", "tema escuro", "escuro"],
        bothModes: ["en ambos os modos", "nos dous modos", "ambos os modos"],
        pressed: ["premido", "premida", "ao premer", "pulsado"],
        selected: ["seleccionado", "seleccionada"],
        unselected: ["non seleccionado", "non seleccionada", "predeterminado"],
        disabled: ["desactivado", "desactivada", "inhabilitado"],
        focused: ["enfocado", "enfocada", "co foco"],
        error: ["erro", "con erro", "en erro", "non válido", "non válida", "inválido"],
        opacity: ["opacidade"])

    /// Basque (euskara): case endings and postpositions carry "on", so it stands after the
    /// background (`#FFFFFF gainean`) and a mode is written `modu ilunean`.
    static let basque = LanguageWords(
        language: "eu",
        color: ["kolore", "kolorea", "koloreak"],
        text: ["testu", "testua", "testuaren", "testuaren kolorea", "etiketa", "etiketaren", "izenburua", "azpititulua", "esteka", "leku-marka", "kontagailua", "mezua"],
        background: ["atzeko planoa", "atzeko planoaren", "atzealdea", "hondoa", "betegarria", "atzeko planoko kolorea"],
        border: ["ertza", "ertzaren", "ertz", "inguru-marra", "bereizlea", "marra"],
        icon: ["ikonoa", "ikono", "ikonoaren", "ikurra", "gezia"],
        touchArea: ["ukipen-eremua", "ukitze-eremua", "sakatzeko eremua", "klik-eremua"],
        height: ["altuera", "altuerak"],
        width: ["zabalera", "zabalerak"],
        radius: ["erradioa", "izkinen erradioa", "izkinak", "biribiltzea"],
        screenBackground: ["pantailaren atzeko planoa", "orriaren atzeko planoa"],
        on: [],
        onAfter: [" gainean", " atzeko planoan"],
        light: ["modu argia", "modu argian", "gai argia", "gai argian", "argia"],
        dark: ["modu iluna", "modu ilunean", "gai iluna", "gai ilunean", "iluna"],
        bothModes: ["bi moduetan", "bi gaietan"],
        pressed: ["sakatuta", "sakatzean"],
        selected: ["hautatuta", "hautatua"],
        unselected: ["hautatu gabe", "lehenetsia"],
        disabled: ["desgaituta", "desgaitua"],
        focused: ["fokuratuta", "fokuan", "fokua"],
        error: ["errorea", "errore", "errore-egoera", "erroreduna", "baliogabea"],
        opacity: ["opakutasuna", "opakutasun"])

    /// Telugu, with English UI words mixed in; "on" stands after the background
    /// (`నేపథ్యంపై`, `#FFFFFF మీద`).
    static let telugu = LanguageWords(
        language: "te",
        color: ["రంగు"],
        text: ["టెక్స్ట్", "వచనం", "పాఠ్యం", "లేబుల్", "శీర్షిక", "లింక్"],
        background: ["నేపథ్యం", "నేపథ్య", "బ్యాక్‌గ్రౌండ్", "బ్యాక్గ్రౌండ్"],
        border: ["అంచు", "బార్డర్", "సరిహద్దు"],
        icon: ["ఐకాన్", "చిహ్నం"],
        touchArea: ["టచ్ ఏరియా", "తాకే ప్రాంతం", "నొక్కే ప్రాంతం", "ట్యాప్ ఏరియా"],
        height: ["ఎత్తు"],
        width: ["వెడల్పు"],
        radius: ["వ్యాసార్థం", "రేడియస్", "మూలలు"],
        screenBackground: ["స్క్రీన్ నేపథ్యం", "స్క్రీన్ బ్యాక్‌గ్రౌండ్", "పేజీ నేపథ్యం"],
        on: [],
        onAfter: ["నేపథ్యంపై", " పై", " మీద"],
        light: ["లైట్ మోడ్", "లైట్ థీమ్", "లేత థీమ్", "లైట్"],
        dark: ["డార్క్ మోడ్", "డార్క్ థీమ్", "ముదురు థీమ్", "డార్క్"],
        bothModes: ["రెండు మోడ్‌లలో", "రెండు మోడ్లలో", "రెండు థీమ్‌లలో"],
        pressed: ["నొక్కినప్పుడు", "నొక్కిన"],
        selected: ["ఎంచుకున్న", "ఎంపిక చేసిన"],
        unselected: ["ఎంచుకోని"],
        disabled: ["నిలిపివేయబడిన", "నిష్క్రియ"],
        focused: ["ఫోకస్"],
        error: ["లోపం", "ఎర్రర్", "చెల్లని", "తప్పు", "లోపం స్థితి"],
        opacity: ["అపారదర్శకత"])

    /// Kannada, with English UI words mixed in; "on" stands after the background (`ಹಿನ್ನೆಲೆಯ ಮೇಲೆ`).
    static let kannada = LanguageWords(
        language: "kn",
        color: ["ಬಣ್ಣ"],
        text: ["ಪಠ್ಯ", "ಟೆಕ್ಸ್ಟ್", "ಲೇಬಲ್", "ಶೀರ್ಷಿಕೆ", "ಲಿಂಕ್"],
        background: ["ಹಿನ್ನೆಲೆ", "ಬ್ಯಾಕ್‌ಗ್ರೌಂಡ್", "ಬ್ಯಾಕ್ಗ್ರೌಂಡ್"],
        border: ["ಅಂಚು", "ಬಾರ್ಡರ್", "ಗಡಿ"],
        icon: ["ಐಕಾನ್", "ಚಿಹ್ನೆ"],
        touchArea: ["ಸ್ಪರ್ಶ ಪ್ರದೇಶ", "ಟಚ್ ಏರಿಯಾ", "ಟ್ಯಾಪ್ ಪ್ರದೇಶ"],
        height: ["ಎತ್ತರ"],
        width: ["ಅಗಲ"],
        radius: ["ತ್ರಿಜ್ಯ", "ರೇಡಿಯಸ್", "ಮೂಲೆಗಳು"],
        screenBackground: ["ಪರದೆಯ ಹಿನ್ನೆಲೆ", "ಸ್ಕ್ರೀನ್ ಹಿನ್ನೆಲೆ", "ಪುಟದ ಹಿನ್ನೆಲೆ"],
        on: [],
        onAfter: ["ಹಿನ್ನೆಲೆಯಲ್ಲಿ", " ಮೇಲೆ"],
        light: ["ಲೈಟ್ ಮೋಡ್", "ಲೈಟ್ ಥೀಮ್", "ಲೈಟ್"],
        dark: ["ಡಾರ್ಕ್ ಮೋಡ್", "ಡಾರ್ಕ್ ಥೀಮ್", "ಡಾರ್ಕ್"],
        bothModes: ["ಎರಡೂ ಮೋಡ್‌ಗಳಲ್ಲಿ", "ಎರಡೂ ಮೋಡ್ಗಳಲ್ಲಿ"],
        pressed: ["ಒತ್ತಿದಾಗ", "ಒತ್ತಿದ"],
        selected: ["ಆಯ್ಕೆ ಮಾಡಿದ", "ಆಯ್ಕೆಯಾದ"],
        unselected: ["ಆಯ್ಕೆ ಮಾಡದ"],
        disabled: ["ನಿಷ್ಕ್ರಿಯ", "ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಿದ"],
        focused: ["ಫೋಕಸ್"],
        error: ["ದೋಷ", "ದೋಷಪೂರಿತ", "ಅಮಾನ್ಯ", "ತಪ್ಪು", "ದೋಷ ಸ್ಥಿತಿ"],
        opacity: ["ಅಪಾರದರ್ಶಕತೆ"])

    /// Malayalam, with English UI words mixed in; "on" stands after the background
    /// (`പശ്ചാത്തലത്തിൽ`, `#FFFFFF മുകളിൽ`).
    static let malayalam = LanguageWords(
        language: "ml",
        color: ["നിറം"],
        text: ["ടെക്സ്റ്റ്", "വാചകം", "ലേബൽ", "തലക്കെട്ട്", "ലിങ്ക്"],
        background: ["പശ്ചാത്തലം", "ബാക്ക്ഗ്രൗണ്ട്"],
        border: ["ബോർഡർ", "അതിര്", "അരിക്"],
        icon: ["ഐക്കൺ", "ചിഹ്നം"],
        touchArea: ["ടച്ച് ഏരിയ", "സ്പർശന മേഖല", "ടാപ്പ് ഏരിയ"],
        height: ["ഉയരം"],
        width: ["വീതി"],
        radius: ["ആരം", "റേഡിയസ്", "കോണുകൾ"],
        screenBackground: ["സ്ക്രീൻ പശ്ചാത്തലം", "സ്ക്രീനിന്റെ പശ്ചാത്തലം", "പേജ് പശ്ചാത്തലം"],
        on: [],
        onAfter: ["പശ്ചാത്തലത്തിൽ", " മുകളിൽ", " മേൽ"],
        light: ["ലൈറ്റ് മോഡ്", "ലൈറ്റ് തീം", "ലൈറ്റ്"],
        dark: ["ഡാർക്ക് മോഡ്", "ഡാർക്ക് തീം", "ഇരുണ്ട തീം", "ഡാർക്ക്"],
        bothModes: ["രണ്ട് മോഡുകളിലും", "രണ്ടു മോഡുകളിലും"],
        pressed: ["അമർത്തുമ്പോൾ", "അമർത്തിയ"],
        selected: ["തിരഞ്ഞെടുത്ത"],
        unselected: ["തിരഞ്ഞെടുക്കാത്ത"],
        disabled: ["പ്രവർത്തനരഹിതം", "പ്രവർത്തനരഹിതമാക്കിയ"],
        focused: ["ഫോക്കസ്"],
        error: ["പിശക്", "പിശകുള്ള", "അസാധു", "അസാധുവായ", "എറർ"],
        opacity: ["അതാര്യത"])

    /// Gujarati, with English UI words mixed in; "on" stands after the background (`સફેદ પર`).
    static let gujarati = LanguageWords(
        language: "gu",
        color: ["રંગ"],
        text: ["ટેક્સ્ટ", "લખાણ", "લેબલ", "શીર્ષક", "લિંક"],
        background: ["પૃષ્ઠભૂમિ", "બેકગ્રાઉન્ડ"],
        border: ["બોર્ડર", "કિનારી", "સરહદ"],
        icon: ["આઇકન", "આઇકોન", "ચિહ્ન"],
        touchArea: ["ટચ એરિયા", "સ્પર્શ વિસ્તાર", "ટેપ એરિયા"],
        height: ["ઊંચાઈ"],
        width: ["પહોળાઈ"],
        radius: ["ત્રિજ્યા", "રેડિયસ", "ખૂણા"],
        screenBackground: ["સ્ક્રીન પૃષ્ઠભૂમિ", "સ્ક્રીનની પૃષ્ઠભૂમિ", "સ્ક્રીન બેકગ્રાઉન્ડ", "પેજ બેકગ્રાઉન્ડ"],
        on: [],
        onAfter: [" પર ", " પર,", " પર."],
        light: ["લાઇટ મોડ", "લાઇટ થીમ", "લાઇટ"],
        dark: ["ડાર્ક મોડ", "ડાર્ક થીમ", "ડાર્ક"],
        bothModes: ["બંને મોડમાં", "બંને થીમમાં"],
        pressed: ["દબાવેલું", "દબાવતા"],
        selected: ["પસંદ કરેલ", "પસંદ કરેલું"],
        unselected: ["પસંદ ન કરેલ"],
        disabled: ["નિષ્ક્રિય", "અક્ષમ"],
        focused: ["ફોકસ"],
        error: ["ભૂલ", "ત્રુટિ", "અમાન્ય", "એરર", "ભૂલ સ્થિતિ"],
        opacity: ["અપારદર્શકતા"])

    /// Punjabi in Gurmukhi, with English UI words mixed in; "on" stands after the background
    /// (`ਚਿੱਟੇ ਉੱਤੇ`, `#FFFFFF 'ਤੇ`).
    static let punjabi = LanguageWords(
        language: "pa",
        color: ["ਰੰਗ"],
        text: ["ਟੈਕਸਟ", "ਲਿਖਤ", "ਲੇਬਲ", "ਸਿਰਲੇਖ", "ਲਿੰਕ"],
        background: ["ਪਿਛੋਕੜ", "ਬੈਕਗ੍ਰਾਊਂਡ", "ਬੈਕਗ੍ਰਾਉਂਡ"],
        border: ["ਬਾਰਡਰ", "ਕਿਨਾਰਾ"],
        icon: ["ਆਈਕਨ", "ਆਈਕਾਨ", "ਪ੍ਰਤੀਕ"],
        touchArea: ["ਟੱਚ ਏਰੀਆ", "ਟੈਪ ਏਰੀਆ", "ਛੂਹਣ ਵਾਲਾ ਖੇਤਰ"],
        height: ["ਉਚਾਈ"],
        width: ["ਚੌੜਾਈ"],
        radius: ["ਰੇਡੀਅਸ", "ਕੋਨੇ"],
        screenBackground: ["ਸਕ੍ਰੀਨ ਦਾ ਪਿਛੋਕੜ", "ਸਕਰੀਨ ਦਾ ਪਿਛੋਕੜ", "ਸਕ੍ਰੀਨ ਬੈਕਗ੍ਰਾਊਂਡ"],
        on: [],
        onAfter: [" ਉੱਤੇ", " 'ਤੇ", " ’ਤੇ"],
        light: ["ਲਾਈਟ ਮੋਡ", "ਲਾਈਟ ਥੀਮ", "ਲਾਈਟ"],
        dark: ["ਡਾਰਕ ਮੋਡ", "ਡਾਰਕ ਥੀਮ", "ਡਾਰਕ"],
        bothModes: ["ਦੋਵਾਂ ਮੋਡਾਂ ਵਿੱਚ", "ਦੋਵੇਂ ਮੋਡ"],
        pressed: ["ਦਬਾਇਆ", "ਦਬਾਉਣ 'ਤੇ"],
        selected: ["ਚੁਣਿਆ", "ਚੁਣਿਆ ਗਿਆ"],
        unselected: ["ਨਾ ਚੁਣਿਆ"],
        disabled: ["ਅਯੋਗ", "ਅਸਮਰੱਥ"],
        focused: ["ਫੋਕਸ"],
        error: ["ਗਲਤੀ", "ਗ਼ਲਤੀ", "ਤਰੁੱਟੀ", "ਅਵੈਧ", "ਐਰਰ"],
        opacity: ["ਅਪਾਰਦਰਸ਼ਤਾ"])

    /// The Thai and Lao blocks: scripts written without spaces between words.
    static let unspacedScripts: ClosedRange<UInt32> = 0x0E00...0x0EFF

    /// Thai and Lao words spaced apart from the words around them: every word of the Thai table, white
    /// and black, and words that hold a table word without meaning it (`พื้นที่`, an area, is
    /// no `พื้น`, a background).
    static let thaiLexicon: [[Character]] = {
        let rows: [KeyPath<LanguageWords, [String]>] = [
            \.color, \.text, \.background, \.border, \.icon, \.touchArea, \.height, \.width, \.radius, \.screenBackground, \.light, \.dark,
            \.bothModes, \.pressed, \.selected, \.unselected, \.disabled, \.focused,
        ]
        var words = Set(rows.flatMap { thai[keyPath: $0] + lao[keyPath: $0] } + (thai.on + lao.on).map(\.trimmed))
        words.formUnion(["ขาว", "ดำ", "สีขาว", "สีดำ", "พื้นที่", "ขนาด", "ใช้", "เป็น", "คือ", "ຂາວ", "ດຳ", "ສີຂາວ", "ສີດຳ", "ພື້ນທີ່", "ຂະໜາດ", "ເປັນ", "ທຸກອັນ", "ທຸກ", "ທັງໝົດ", "ຂຶ້ນໄປ", "ຕັ້ງແຕ່"])
        words = words.filter { !$0.contains(" ") && $0.unicodeScalars.allSatisfy { unspacedScripts.contains($0.value) } }
        return words.map { Array($0) }.sorted { $0.count > $1.count }
    }()

    /// Nouns of the controls a person taps in the languages specs are written in (a button, a
    /// link, a switch, a checkbox, a text field): an element so named is interactive, and its
    /// size is checked as a touch target. Words that are also common English names or words
    /// (`pole`, `alan`) are left out.
    static let controlNouns: Set<String> = [
        "botón", "boton", "bouton", "botão", "pulsante", "knop", "knopf", "schaltfläche", "przycisk", "tlačítko", "tlačidlo", "painike",
        "knapp", "knappen", "gomb", "gombot", "buton", "butonul", "düğme", "düğmesi", "nút", "tombol", "butang", "кнопка", "кнопку", "кнопки",
        "κουμπί", "כפתור", "زر", "دکمه", "बटन", "ปุ่ม", "ボタン", "按钮", "버튼", "kitufe", "бутон", "botó", "dugme", "gumb", "बटण", "பொத்தான்",
        "mygtukas", "mygtuko", "mygtuką", "poga", "pogas", "pogu", "nupp", "nupu", "hnappur", "hnapp", "hnappinn", "ღილაკი", "կոճակ", "կոճակը",
        "düymə", "düyməsi", "батырма", "түйме", "tugma", "tugmasi", "тугма", "тугмаи", "тугмаҳо", "тугмаҳои", "knoppie", "botoia", "బటన్", "ಬಟನ್", "ബട്ടൺ", "બટન", "ਬਟਨ",
        "nuoroda", "saite", "tengill", "ბმული", "հղում", "сілтеме", "havola", "skakel", "ligazón", "esteka",
        "jungiklis", "slēdzis", "lüliti", "stikalo", "rofi", "გადამრთველი", "անջատիչ", "ауыстырғыш", "skakelaar", "etengailua",
        "märkeruut", "gátreitur", "merkblokkie", "kontrol-laukia", "বাটন", "সুইচ", "লিংক", "চেকবক্স", "ফিল্ড",
        "laukas", "lauks", "väli", "polje", "innsláttarreitur", "ველი", "өріс", "майдон", "майдони",
        "enlace", "lien", "collegamento", "odkaz", "linkki", "länk", "legătură", "bağlantı", "tautan", "pautan", "ссылка", "σύνδεσμος",
        "קישור", "رابط", "لینک", "लिंक", "ลิงก์", "リンク", "链接", "링크", "kiungo",
        "interruptor", "interrupteur", "schalter", "przełącznik", "přepínač", "kytkin", "kapcsoló", "comutator", "công tắc", "sakelar",
        "переключатель", "διακόπτης", "מתג", "مفتاح", "سوئیچ", "स्विच", "สวิตช์", "スイッチ", "开关", "스위치",
        "casilla", "kontrollkästchen", "selectievakje", "valintaruutu", "kryssruta", "jelölőnégyzet", "casetă", "флажок", "чекбокс",
        "チェックボックス", "复选框", "체크박스",
        "campo", "champ", "eingabefeld", "kenttä", "fält", "mező", "câmp", "поле", "πεδίο", "שדה", "حقل", "فیلد", "フィールド", "输入框", "입력란",
    ]

    /// White and black in each language, as written after "on" (`na białym`, `sur fond blanc`,
    /// `auf Weiß`, `흰 배경 위`): what the element sits on when no other color is named.
    static let basicColors: [String: String] = {
        var out: [String: String] = [:]
        let white = [
            "white", "biały", "białym", "białe", "białej", "białego", "biała", "흰색", "흰", "하얀", "白", "白色", "blanco", "blanca", "weiß", "weiss",
            "weiße", "weißem", "weißen", "blanc", "blanche", "bianco", "bianca", "wit", "witte", "branco", "branca",
            "أبيض", "الأبيض", "بيضاء", "البيضاء", "putih", "सफ़ेद", "सफेद", "ขาว", "สีขาว", "белый", "белая", "белое", "белые", "белом", "белого", "белой", "לבן", "לבנה", "הלבן", "vit", "vita", "vitt", "سفید", "λευκό", "λευκή", "λευκός", "λευκά", "λευκού",
            "valkoinen", "valkoisella", "valkoisen", "valkoista", "valkoiseen", "bílý", "bílá", "bílé", "bílém", "bílou", "bílého", "beyaz", "trắng", "alb", "albă", "albe",
            "fehér", "nyeupe", "cheupe", "jeupe", "weupe", "hvid", "hvide", "hvidt", "hvit", "hvite", "hvitt", "bijela", "bijeli", "bijelo", "bijeloj", "bijelom",
            "beli", "bele", "beloj", "belom", "бял", "бяла", "бяло", "бели", "белия", "бялото", "бялата", "белите", "biela", "biely", "biele", "bielej", "bielom", "bielu", "blanc",
            "blancs", "blanques", "سفید", "வெள்ளை", "पांढरा", "पांढरी", "पांढरे", "पांढऱ्या", "ነጭ", "အဖြူ", "အဖြူရောင်", "ពណ៌ស", "सेतो",
            "balta", "baltas", "baltame", "baltos", "baltą", "balto", "baltu", "balts", "baltā", "valge", "valgel", "valget", "valges",
            "belem", "belim", "hvítur", "hvít", "hvítt", "hvítum", "hvítu", "hvítri", "თეთრი", "თეთრ", "սպիտակ", "ağ", "ақ", "oq", "zuri",
            "zuria", "తెలుపు", "తెల్లని", "ಬಿಳಿ", "വെള്ള", "വെളുത്ത", "સફેદ", "ਚਿੱਟਾ", "ਚਿੱਟੇ", "ਚਿੱਟੀ",
            "gwyn", "wyn", "цагаан", "fari", "farin", "farar", "fara",
        ]
        let black = [
            "black", "czarny", "czarnym", "czarne", "czarnej", "czarnego", "검은색", "검정", "黒", "黑色", "negro", "negra", "schwarz", "schwarzem", "noir",
            "noire", "nero", "nera", "zwart", "zwarte", "preto", "preta",
            "أسود", "الأسود", "سوداء", "السوداء", "hitam", "काला", "काले", "ดำ", "สีดำ", "чёрный", "черный", "чёрная", "черная", "чёрном", "черном", "чёрного", "черного", "שחור", "שחורה", "השחור", "svart", "svarta", "سیاه", "μαύρο", "μαύρη", "μαύρος",
            "musta", "mustalla", "mustan", "mustaa", "černý", "černá", "černé", "černém", "černou", "siyah", "đen", "negru", "neagră", "negre",
            "fekete", "nyeusi", "cheusi", "jeusi", "weusi", "svarte", "crna", "crni", "crno", "crnoj", "crnom", "черен", "черна", "черно", "черни", "черната",
            "черния", "черното", "čierna", "čierny", "čierne", "čiernej", "čiernom", "čiernu", "negres", "کالا", "سیاہ", "கருப்பு", "கறுப்பு", "काळा", "काळी",
            "काळे", "काळ्या", "ጥቁር", "အနက်", "အနက်ရောင်", "အမည်း", "အမည်းရောင်", "ខ្មៅ", "ពណ៌ខ្មៅ", "कालो",
            "juoda", "juodas", "juodame", "juodos", "juodą", "juodo", "melns", "melna", "melnā", "melno", "mustal", "mustas", "črna", "črni",
            "črno", "črnem", "črnim", "svartur", "svört", "svörtum", "svörtu", "შავი", "შავ", "սև", "qara", "қара", "qora", "swart", "beltz",
            "beltza", "నలుపు", "నల్లని", "ಕಪ್ಪು", "കറുപ്പ്", "കറുത്ത", "કાળો", "કાળું", "કાળા", "કાળી", "ਕਾਲਾ", "ਕਾਲੇ", "ਕਾਲੀ",
            "ddu", "хар", "baƙi", "baƙin", "baƙar",
        ]
        for word in white { out[word] = "#FFFFFF" }
        for word in black { out[word] = "#000000" }
        return out
    }()

    /// Every language's words of one row, gathered once: readers ask per line and per word.
    static func words(_ row: KeyPath<LanguageWords, [String]>) -> [String] { union[keyPath: row] }

    /// The tables' rows joined, one table of every language's words.
    private static let union = LanguageWords(
        language: "*", color: all.flatMap(\.color), text: all.flatMap(\.text), background: all.flatMap(\.background), border: all.flatMap(\.border),
        icon: all.flatMap(\.icon), touchArea: all.flatMap(\.touchArea), height: all.flatMap(\.height), width: all.flatMap(\.width),
        radius: all.flatMap(\.radius), screenBackground: all.flatMap(\.screenBackground), on: all.flatMap(\.on), onAfter: all.flatMap(\.onAfter),
        light: all.flatMap(\.light), dark: all.flatMap(\.dark), bothModes: all.flatMap(\.bothModes), pressed: all.flatMap(\.pressed),
        selected: all.flatMap(\.selected), unselected: all.flatMap(\.unselected), disabled: all.flatMap(\.disabled), focused: all.flatMap(\.focused),
        error: all.flatMap(\.error),
        opacity: all.flatMap(\.opacity))

    /// Role words of the languages that put a name's head noun first (`Sempadan medan teks`, the
    /// text field's border; `Bordure du champ`): the first word of a name gives its role.
    static let headFirstRoleWords: Set<String> = {
        let headFirst: Set<String> = ["ms", "id", "fr", "es", "pt", "it", "pl", "uk", "he", "fa", "th", "cs", "vi", "ro", "sw", "sh", "sk", "ca", "km", "sl", "is", "gl", "cy", "ga", "zu", "ha", "mt", "tg"]
        let rows: [KeyPath<LanguageWords, [String]>] = [\.text, \.background, \.border, \.icon]
        return Set(all.filter { headFirst.contains($0.language) }.flatMap { table in rows.flatMap { table[keyPath: $0] } }.filter { !$0.contains(" ") })
            .subtracting(["label", "text", "placeholder", "icon", "border", "radius"])
    }()

    /// Particles written after a Korean noun (`배경은`, `라벨과`, `칩의`), longest first.
    static let koreanParticles = ["에서는", "에서", "으로", "에는", "은", "는", "이", "가", "을", "를", "의", "에", "로", "와", "과", "도", "만"]
}
