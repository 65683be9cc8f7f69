import DesignModel

/// Modes, states, devices and orientations, and their combinations (docs/spec-format.md §2.6).
struct QualifierVocabulary {
    let modes: [String]
    /// Canonical device name → width; in front matter order, then the built-ins.
    let devices: [SpecDevice]
    private var phrases: [String: (Dimension, String)] = [:]
    private var maxPhraseWords = 1

    enum Dimension: Hashable {
        case mode, state, device, orientation
    }

    /// Canonical states and their synonyms (§2.6.2).
    static let stateSynonyms: [(String, [String])] = [
        ("default", ["default", "normal", "enabled", "rest", "resting", "unselected", "default state"]),
        ("hover", ["hover", "hovered", "hover state"]),
        ("pressed", ["pressed", "press", "highlighted", "tapped", "touch down", "pressed state"]),
        ("focus", ["focus", "focused", "focus visible", "keyboard focus", "focus state"]),
        ("selected", ["selected", "checked", "chosen", "selected state"]),
        ("disabled", ["disabled", "not available", "disabled state"]),
        ("loading", ["loading", "busy", "in progress", "loading state"]),
        ("error", ["error", "invalid", "error state"]),
        ("on", ["on"]),
        ("off", ["off"]),
    ]

    /// Built-in devices (§2.6.3).
    static let builtInDevices: [(String, Double?, [String])] = [
        ("iPhone SE", 320, ["se", "iphone mini", "iphone mini / se class", "iphone se/mini", "iphone se / mini", "compact", "iphone se class"]),
        ("iPhone 15", 390, ["iphone 15/16/17", "iphone 12-15", "iphone standard", "iphone standard / pro", "standard", "iphone 15 / 16 / 17"]),
        ("iPhone 15 Pro Max", 430, ["pro max", "iphone pro max", "iphone max / plus", "max", "plus", "iphone 15 pro max"]),
        ("iPad", nil, ["ipad (scaled iphone ui)", "tablet", "ipad"]),
    ]

    init(modes: [String], deviceNames: [String]) {
        self.modes = modes
        var devices: [SpecDevice] = []
        var seen = Set<String>()
        for name in deviceNames {
            let builtIn = QualifierVocabulary.builtInDevices.first { entry in
                Normalize.name(entry.0) == Normalize.name(name) || entry.2.contains(Normalize.name(name))
            }
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
        }
        for (state, synonyms) in QualifierVocabulary.stateSynonyms {
            for synonym in synonyms { add(synonym, .state, state) }
        }
        for (name, _, synonyms) in QualifierVocabulary.builtInDevices {
            add(name.lowercased(), .device, name)
            for synonym in synonyms { add(synonym, .device, name) }
        }
        for device in devices { add(device.name.lowercased(), .device, device.name) }
        add("portrait", .orientation, "portrait")
        add("landscape", .orientation, "landscape")
    }

    private mutating func add(_ phrase: String, _ dimension: Dimension, _ value: String) {
        let key = Normalize.name(phrase)
        if phrases[key] == nil { phrases[key] = (dimension, value) }
        maxPhraseWords = max(maxPhraseWords, key.split(separator: " ").count)
    }

    func width(of device: String) -> Double? {
        devices.first { $0.name == device }?.width
    }

    /// The canonical state a single name means, if it is a known state.
    static func canonicalState(_ name: String) -> String? {
        let key = Normalize.name(name)
        return stateSynonyms.first { $0.1.contains(key) }?.0
    }

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
        if let (dimension, value) = phrases[whole] {
            set(&qualifiers, dimension, value)
            return (qualifiers, note)
        }
        if customStates.contains(whole) {
            qualifiers.state = whole
            return (qualifiers, note)
        }
        // Greedy longest match over words separated by spaces, commas and slashes.
        let words = whole.replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: "/", with: " ")
            .split(separator: " ").map(String.init)
        var index = 0
        var used = Set<Dimension>()
        while index < words.count {
            var matched = false
            for length in stride(from: min(maxPhraseWords, words.count - index), through: 1, by: -1) {
                let phrase = words[index..<(index + length)].joined(separator: " ")
                var hit: (Dimension, String)? = phrases[phrase]
                if hit == nil, customStates.contains(phrase) { hit = (.state, phrase) }
                guard let (dimension, value) = hit, !used.contains(dimension) else { continue }
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
