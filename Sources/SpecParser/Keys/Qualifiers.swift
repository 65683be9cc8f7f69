import DesignModel

/// Modes, states, devices and orientations, and their combinations (docs/spec-format.md §2.6).
struct QualifierVocabulary {
    /// The document's modes: with theming axes, combinations of one value per axis (`dark+high`).
    let modes: [String]
    /// The theming axes when there are several (nil for one axis: a mode is then one word).
    let axes: ModeAxes?
    /// Canonical device name → width; in front matter order, then the built-ins.
    let devices: [SpecDevice]
    private var phrases: [String: (Dimension, String)] = [:]
    private var maxPhraseWords = 1

    enum Dimension: Hashable {
        case mode, state, device, orientation
    }

    /// Canonical states and their synonyms (§2.6.2).
    static let stateSynonyms: [(String, [String])] = [
        ("default", ["default", "normal", "enabled", "rest", "resting", "unselected", "default state", "未選択", "未選択時", "通常"] + LanguageWords.words(\.unselected)),
        ("hover", ["hover", "hovered", "hover state"]),
        ("pressed", ["pressed", "press", "highlighted", "tapped", "touch down", "pressed state", "押下時", "押下"] + LanguageWords.words(\.pressed)),
        ("focus", ["focus", "focused", "focus visible", "focus-visible", "keyboard focus", "focus state", "フォーカス時", "フォーカス"] + LanguageWords.words(\.focused)),
        ("selected", ["selected", "checked", "chosen", "selected state", "選択中", "選択時"] + LanguageWords.words(\.selected)),
        ("disabled", ["disabled", "not available", "disabled state", "非活性", "無効"] + LanguageWords.words(\.disabled)),
        ("loading", ["loading", "busy", "in progress", "loading state"]),
        ("error", ["error", "invalid", "error state"] + LanguageWords.words(\.error)),
        ("on", ["on"]),
        ("off", ["off"]),
    ]

    /// Other words for the two usual modes: `theme=dark` (a Figma variant), and the words
    /// writers whose first language is not English use (`hell`/`dunkel`, `clair`/`sombre`).
    static let modeSynonyms: [String: [String]] = [
        "light": ["theme=light", "light theme", "hell", "heller modus", "clair", "claro", "mode clair", "modo claro", "lm", "ライト", "ライトモード"] + LanguageWords.words(\.light),
        "dark": [
            "theme=dark", "dark theme", "dunkel", "dunkelmodus", "dunkler modus", "sombre", "oscuro", "mode sombre", "modo oscuro", "night mode", "night", "dk", "dm", "ダーク",
            "ダークモード",
        ] + LanguageWords.words(\.dark),
    ]

    /// Built-in devices (§2.6.3).
    static let builtInDevices: [(String, Double?, [String])] = [
        ("iPhone SE", 320, ["se", "iphone mini", "iphone mini / se class", "iphone se/mini", "iphone se / mini", "compact", "iphone se class"]),
        ("iPhone 15", 390, ["iphone 15/16/17", "iphone 12-15", "iphone standard", "iphone standard / pro", "standard", "iphone 15 / 16 / 17"]),
        ("iPhone 15 Pro Max", 430, ["pro max", "iphone pro max", "iphone max / plus", "max", "plus", "iphone 15 pro max"]),
        ("iPad", nil, ["ipad (scaled iphone ui)", "tablet", "ipad"]),
    ]

    init(modes: [String], deviceNames: [String], axes: ModeAxes? = nil) {
        self.modes = modes
        self.axes = axes.flatMap { $0.isMultiAxis ? $0 : nil }
        var devices: [SpecDevice] = []
        var seen = Set<String>()
        for name in deviceNames {
            let key = Normalize.name(name)
            let builtIn = zip(QualifierVocabulary.builtInDevices, QualifierVocabulary.builtInDeviceKeys).first { entry, entryKey in
                entryKey == key || entry.2.contains(key)
            }?.0
            let canonical = builtIn?.0 ?? name
            if seen.insert(canonical).inserted { devices.append(SpecDevice(name: canonical, width: builtIn?.1)) }
        }
        for (name, width, _) in QualifierVocabulary.builtInDevices where !seen.contains(name) {
            devices.append(SpecDevice(name: name, width: width))
            seen.insert(name)
        }
        self.devices = devices
        for mode in modes {
            for suffix in ["", " mode", " theme", " appearance"] { add(mode.lowercased() + suffix, .mode, mode) }
            for (key, words) in QualifierVocabulary.modeSynonymKeys[mode.lowercased()] ?? [] { add(key: key, words: words, .mode, mode) }
        }
        if let axes = self.axes {
            // Each axis value names every combination holding it: `dark`, `dark mode`, `high
            // contrast`, `contrast high`, `compact density`. A bare value that is also a state or a
            // device word (`normal`, `compact`) is only read with its axis name.
            let taken = Set(QualifierVocabulary.stateSynonyms.flatMap(\.1) + QualifierVocabulary.builtInDevices.flatMap { [$0.0.lowercased()] + $0.2 })
            for axis in axes.axes {
                for value in axis.values where modes.contains(where: { SpecQualifiers.mode(value, appliesIn: $0) }) {
                    let word = value.lowercased(), name = axis.name.lowercased()
                    for phrase in ["\(word) \(name)", "\(name) \(word)", "\(word) \(name) mode"] { add(phrase, .mode, value) }
                    guard !taken.contains(Normalize.name(word)) else { continue }
                    for suffix in ["", " mode", " theme", " appearance"] { add(word + suffix, .mode, value) }
                }
            }
        }
        // The fixed phrases stand under the modes' and over the devices' (`phrase(_:)`): their
        // table is built once, not filled phrase by phrase for every document.
        maxPhraseWords = max(maxPhraseWords, QualifierVocabulary.fixedPhrases.maxWords)
        for device in devices { add(device.name.lowercased(), .device, device.name, underFixed: true) }
        add("portrait", .orientation, "portrait", underFixed: true)
        add("landscape", .orientation, "landscape", underFixed: true)
    }

    /// Adds a phrase unless the document's own phrases (and, `underFixed`, the fixed ones) have it.
    private mutating func add(_ phrase: String, _ dimension: Dimension, _ value: String, underFixed: Bool = false) {
        let key = Normalize.name(phrase)
        add(key: key, words: key.split(separator: " ").count, dimension, value, underFixed: underFixed)
    }

    private mutating func add(key: String, words: Int, _ dimension: Dimension, _ value: String, underFixed: Bool = false) {
        if (underFixed ? phrase(key) : phrases[key]) == nil { phrases[key] = (dimension, value) }
        maxPhraseWords = max(maxPhraseWords, words)
    }

    /// What a phrase (normalized) qualifies: the document's own phrases first, then the fixed ones.
    private func phrase(_ key: String) -> (Dimension, String)? {
        phrases[key] ?? QualifierVocabulary.fixedTable[key]
    }

    /// Each mode's synonyms as `add` keys them, with their length in words, in order: the same
    /// for every document, normalized once.
    static let modeSynonymKeys: [String: [(key: String, words: Int)]] = modeSynonyms.mapValues { synonyms in
        synonyms.map { synonym in
            let key = Normalize.name(synonym)
            return (key, key.split(separator: " ").count)
        }
    }

    /// `fixedPhrases` as a table, a key's first phrase winning.
    static let fixedTable: [String: (Dimension, String)] = {
        var table: [String: (Dimension, String)] = [:]
        for (key, dimension, value) in fixedPhrases.keys where table[key] == nil { table[key] = (dimension, value) }
        return table
    }()

    /// The built-in devices' names as `Normalize.name` gives them.
    static let builtInDeviceKeys = builtInDevices.map { Normalize.name($0.0) }

    /// The states' and built-in devices' phrases as `add` keys them, in the order it adds them
    /// (a key's first phrase wins), and their longest in words: the same for every document,
    /// normalized once.
    static let fixedPhrases: (keys: [(String, Dimension, String)], maxWords: Int) = {
        var keys: [(String, Dimension, String)] = []
        for (state, synonyms) in stateSynonyms {
            for synonym in synonyms { keys.append((Normalize.name(synonym), .state, state)) }
        }
        for (name, _, synonyms) in builtInDevices {
            keys.append((Normalize.name(name.lowercased()), .device, name))
            for synonym in synonyms { keys.append((Normalize.name(synonym), .device, name)) }
        }
        return (keys, keys.map { $0.0.split(separator: " ").count }.max() ?? 1)
    }()

    func width(of device: String) -> Double? {
        devices.first { $0.name == device }?.width
    }

    /// The canonical state a word of a script written without spaces holds (`フォーカス時の` →
    /// focus, `写真未選択時の` → default): the longest state word inside it.
    static func compoundState(_ stem: String) -> String? {
        var best: (String, Int)?
        for (state, synonyms) in stateSynonyms {
            for synonym in synonyms where synonym.unicodeScalars.contains(where: { $0.value >= 0x3000 }) && stem.contains(synonym) {
                if best == nil || synonym.count > best!.1 { best = (state, synonym.count) }
            }
        }
        return best?.0
    }

    /// The canonical state a single name means, if it is a known state.
    static func canonicalState(_ name: String) -> String? {
        stateBySynonym[Normalize.name(name)]
    }

    /// Each synonym's state, the first state listing it winning: `stateSynonyms` as a table.
    static let stateBySynonym: [String: String] = {
        var table: [String: String] = [:]
        for (state, synonyms) in stateSynonyms {
            for synonym in synonyms where table[synonym] == nil { table[synonym] = state }
        }
        return table
    }()

    /// Reads `text` as a qualifier combination (`Dark Mode Selected`, `iPhone SE, Dark`,
    /// `Hover (iPad)`); `customStates` are the node's declared custom states (lowercased).
    /// A trailing parenthetical and a trailing ` - Default` are notes.
    func parse(_ text: String, customStates: Set<String> = []) -> (SpecQualifiers, note: String?)? {
        var body = Normalize.text(text)
        while body.hasSuffix(":") { body.removeLast() }
        var note: String?
        if let (rest, inner) = Normalize.trailingParenthetical(body), !rest.isEmpty {
            body = rest
            note = inner
        }
        for suffix in [" - default", " (default)"] where body.lowercased().hasSuffix(suffix) {
            body = String(body.dropLast(suffix.count))
            note = note ?? "default"
        }
        var qualifiers = SpecQualifiers()
        let whole = Normalize.name(body)
        guard !whole.isEmpty else { return nil }
        if let (dimension, value) = phrase(whole) {
            set(&qualifiers, dimension, value)
            return (qualifiers, note)
        }
        if customStates.contains(whole) {
            qualifiers.state = whole
            return (qualifiers, note)
        }
        // Greedy longest match over words separated by spaces, commas and slashes.
        // Foundation's replacing goes through NSString on Linux: a name without `,` or `/` (most)
        // has nothing to replace.
        var spaced = whole
        if spaced.utf8.contains(UInt8(ascii: ",")) { spaced = spaced.replacingOccurrences(of: ",", with: " ") }
        if spaced.utf8.contains(UInt8(ascii: "/")) { spaced = spaced.replacingOccurrences(of: "/", with: " ") }
        let words = spaced.split(separator: " ").map(String.init)
        var index = 0
        var used = Set<Dimension>()
        while index < words.count {
            var matched = false
            for length in stride(from: min(maxPhraseWords, words.count - index), through: 1, by: -1) {
                let phrase = words[index..<(index + length)].joined(separator: " ")
                var hit: (Dimension, String)? = self.phrase(phrase)
                if hit == nil, customStates.contains(phrase) { hit = (.state, phrase) }
                guard let (dimension, value) = hit else { continue }
                if used.contains(dimension) {
                    // `Dark, high contrast`: values of different theming axes name their combination.
                    guard dimension == .mode, let combined = combine(qualifiers.mode, value) else { continue }
                    qualifiers.mode = combined
                    index += length
                    matched = true
                    break
                }
                set(&qualifiers, dimension, value)
                used.insert(dimension)
                index += length
                matched = true
                break
            }
            if !matched { return nil }
        }
        return (qualifiers, note)
    }

    /// Two mode qualifiers naming values of different axes, as one (in axis order); nil when
    /// they name the same axis or there is only one axis.
    func combine(_ first: String?, _ second: String) -> String? {
        guard let axes, let first else { return nil }
        var chosen = [Int?](repeating: nil, count: axes.axes.count)
        for part in SpecQualifiers.modeParts(first) + SpecQualifiers.modeParts(second) {
            guard let axis = axes.axes.firstIndex(where: { $0.values.contains(String(part)) }), chosen[axis] == nil,
                let value = axes.axes[axis].values.firstIndex(of: String(part))
            else { return nil }
            chosen[axis] = value
        }
        return axes.axes.indices.compactMap { axis in chosen[axis].map { axes.axes[axis].values[$0] } }.joined(separator: "+")
    }

    /// The words that name a mode inside a token name or shorthand (`primaryCoralDark`,
    /// `Light/Dark`): the modes, or with theming axes each axis's values.
    var modeWords: [String] {
        guard let axes else { return modes }
        return axes.axes.flatMap(\.values).filter { value in modes.contains { SpecQualifiers.mode(value, appliesIn: $0) } }
    }

    /// The mode qualifiers `count` values written in a row stand for (`#FFF / #1A1A1A`): the
    /// modes when there are that many, else the values of the first theming axis with that many.
    func modes(forSeries count: Int) -> [String]? {
        if modes.count == count { return modes }
        return axes?.axes.first { $0.values.count == count }?.values
    }

    /// The document's modes a mode qualifier applies in (every mode for none).
    func modes(matching qualifier: String?) -> [String] {
        guard let qualifier else { return modes }
        return modes.filter { SpecQualifiers.mode(qualifier, appliesIn: $0) }
    }

    /// A mode name alone (`Light`, `dark mode`), for `#FF8787 in Dark`.
    func mode(_ text: String) -> String? {
        guard let (qualifiers, _) = parse(text), qualifiers.count == 1 else { return nil }
        return qualifiers.mode
    }

    private func set(_ qualifiers: inout SpecQualifiers, _ dimension: Dimension, _ value: String) {
        switch dimension {
        case .mode: qualifiers.mode = value
        case .state: qualifiers.state = value
        case .device: qualifiers.device = value
        case .orientation: qualifiers.orientation = value
        }
    }
}
