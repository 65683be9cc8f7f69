import ColorScience
import DesignModel
import Diagnostics

/// Lookups of the resolved tokens that spec values need: paths with the suffix rule, camel
/// names, display names, literals per mode, type-scale styles (docs/spec-format.md §2.7).
/// Built once per spec set; every lookup is a dictionary hit or a short scan.
final class TokenIndex {
    let system: DesignSystem

    /// Normalized color display name (`off white`) → tokens.
    private(set) var colorNames: [String: [TokenPath]] = [:]
    /// Display names of colors, normalized, longest first (for suffix-word matching).
    private var colorNameList: [String] = []
    /// The first word of every normalized color display name: a word outside this set starts no
    /// name, so the lexer skips the longer lookups for it.
    private(set) var colorNameFirstWords: Set<String> = []
    /// The last word of a color's two- or three-word name, by which a note names it (`coral` of
    /// `Primary Coral`, `teal` of `Deep Teal`): never a role word or a basic color word.
    private(set) var colorNicknames: Set<String> = []
    /// `card` of `card background`: the words before `background` that name a background token
    /// (`groundNames`), which the lexer reads in lowercase prose.
    private(set) var groundNameFirstWords: Set<String> = []
    /// `card background` → `color.background.card` (`groundNames`).
    private var groundNameTokens: [String: [TokenPath]] = [:]
    /// Last path segment (lowercased, `-` kept) → color tokens.
    private var colorByLastSegment: [String: [TokenPath]] = [:]
    /// `mode` → quantized hex (with alpha) → color tokens.
    private var colorByValue: [String: [String: [TokenPath]]] = [:]
    /// `first|suffix` (`color|primary.coral`), lowercased → tokens with that first segment
    /// ending with that suffix, for the suffix rule.
    private var bySuffix: [String: [TokenPath]] = [:]
    /// Lowercased path → token path (`typography.largetitle`).
    private var lowerPaths: [String: TokenPath] = [:]
    /// Lowercased groups of two or more segments that hold tokens (`color.background`).
    private var groups: Set<String> = []
    /// Lowercased first segments of the token paths (`color`, `spacing`).
    private var roots: Set<String> = []
    /// Compact style name (`title2`, `largetitle`, `exposurevalues`) → typography tokens.
    private var styles: [String: [TokenPath]] = [:]
    /// Typography tokens in path order.
    private(set) var typographyTokens: [TokenPath] = []
    /// Font families the tokens name, lowercased.
    private(set) var families: Set<String> = ["sf pro", "sf pro text", "sf pro display", "sf mono", "sf pro rounded", "new york"]
    /// Easing and spring tokens by canonical curve.
    private var easings: [String: TokenPath] = [:]
    /// The members of each categorical palette (`$extensions.kiln.palette: categorical`), in
    /// the token files' order, by the palette's last segment (`emotion`): what a spec's "the
    /// emotion color" stands for, each in turn.
    private(set) var categoricalPalettes: [String: [(path: TokenPath, name: String)]] = [:]

    init(system: DesignSystem) {
        self.system = system
        for mode in system.modes { colorByValue[mode] = [:] }
        for token in system.tokens {
            let segments = token.path.segments
            lowerPaths[token.path.string.lowercased()] = token.path
            if segments.count > 2 {
                for count in 2..<segments.count { groups.insert(segments.prefix(count).joined(separator: ".").lowercased()) }
            }
            let firstSegment = segments[0].lowercased()
            roots.insert(firstSegment)
            for k in 1..<max(2, segments.count) where k < segments.count {
                let suffix = segments.suffix(k).joined(separator: ".").lowercased()
                bySuffix[firstSegment + "|" + suffix, default: []].append(token.path)
            }
            switch token.type {
            case .color:
                if let entry = token.paletteEntry {
                    categoricalPalettes[entry.palette.name.lowercased(), default: []].append((token.path, entry.name))
                }
                if let name = token.displayName {
                    let key = TokenIndex.nameKey(name)
                    colorNames[key, default: []].append(token.path)
                }
                colorByLastSegment[token.path.name.lowercased(), default: []].append(token.path)
                for (mode, value) in zip(system.modes, token.values) {
                    if let color = value?.value.color {
                        colorByValue[mode]?[TokenIndex.valueKey(color), default: []].append(token.path)
                    }
                }
            case .typography:
                typographyTokens.append(token.path)
                styles[Normalize.compact(token.path.name), default: []].append(token.path)
                if let name = token.displayName { styles[Normalize.compact(name), default: []].append(token.path) }
                if let style = token.values.first??.value.typography?.textStyle, style != token.path.name {
                    styles[Normalize.compact(style), default: []].append(token.path)
                }
            case .fontFamily:
                if case .fontFamily(let names)? = token.values.first??.value {
                    for name in names { families.insert(name.lowercased()) }
                }
            case .cubicBezier:
                if case .cubicBezier(let curve)? = token.values.first??.value {
                    easings["bezier:" + curve.canonical] = easings["bezier:" + curve.canonical] ?? token.path
                }
            case .spring:
                if case .spring(let spring)? = token.values.first??.value {
                    easings["spring:" + spring.canonical] = easings["spring:" + spring.canonical] ?? token.path
                }
            default:
                break
            }
        }
        // Kept apart from the display names: `Screen background` as a table's key or a
        // sentence's subject names a role, not this token.
        for (key, paths) in Self.groundNames(system) where colorNames[key] == nil && paths.count == 1 {
            groundNameTokens[key] = paths
            groundNameFirstWords.insert(String(key.split(separator: " ")[0]))
        }
        colorNameList = colorNames.keys.sorted { ($0.count, $0) > ($1.count, $1) }
        colorNameFirstWords = Set(colorNames.keys.compactMap { $0.split(separator: " ").first.map(String.init) })
        colorNicknames = Set(colorNames.keys.compactMap { name -> String? in
            let words = name.split(separator: " ")
            guard words.count >= 2, let last = words.last.map(String.init), last.count >= 3, last.allSatisfy(\.isLetter),
                LanguageWords.basicColors[last] == nil, RoleWords.colorRole(last) == nil
            else { return nil }
            return last
        })
    }

    /// A background token named the way a sentence names the ground it means: `on the card
    /// background` is `color.background.card`, `the page background` the screen's own
    /// (`color.background.primary`, `.default`, `.page`). Only where no color of the design
    /// system has that name, and only one token fits.
    static func groundNames(_ system: DesignSystem) -> [String: [TokenPath]] {
        var out: [String: [TokenPath]] = [:]
        for token in system.tokens where token.type == .color {
            let segments = token.path.segments.map { $0.lowercased() }
            guard segments.count == 3, isBackgroundPath(token.path) else { continue }
            let leaf = segments[2]
            guard leaf.allSatisfy(\.isLetter) else { continue }
            out[nameKey(leaf + " background"), default: []].append(token.path)
            if ["primary", "default", "base", "page", "app", "canvas", "screen"].contains(leaf) {
                for ground in ["page background", "screen background", "app background"] { out[nameKey(ground), default: []].append(token.path) }
            }
        }
        return out
    }

    /// Whether a color token stands in the design system's background group
    /// (`color.background.primary`, `color.bg.card`).
    static func isBackgroundPath(_ path: TokenPath) -> Bool {
        let segments = path.segments.map { $0.lowercased() }
        return segments.count >= 3 && segments[0] == "color" && ["background", "backgrounds", "bg"].contains(segments[1])
    }

    static func nameKey(_ name: String) -> String {
        Normalize.key(name)
    }

    static func valueKey(_ color: RGBA) -> String {
        color.quantized.hex
    }

    var modes: [String] { system.modes }

    func token(_ path: TokenPath) -> Token? { system[path] }

    func color(_ path: TokenPath, mode: String) -> RGBA? {
        system.value(path, mode: mode)?.color
    }

    /// The modes, in the document's order, in which the token's color is this one (as quantized).
    func modes(of path: TokenPath, holding color: RGBA) -> [String] {
        modes.filter { self.color(path, mode: $0)?.quantized == color.quantized }
    }

    /// A value stated for one mode only, in the form per-mode statements take (`? / #B2BEC3`).
    func statedIn(_ mode: String, _ value: String) -> String {
        modes.map { $0 == mode ? value : "?" }.joined(separator: " / ")
    }

    // MARK: Paths

    enum PathResult {
        case found(TokenPath, mode: String?, bySuffix: Bool)
        case ambiguous([TokenPath])
        case unknown
    }

    static let prefixMap: [(String, String)] = [
        ("colors.", "color."), ("colours.", "color."), ("shadows.", "shadow."), ("borderradius.", "radius."),
        ("border-radius.", "radius."), ("radii.", "radius."), ("borderwidth.", "border."), ("border-width.", "border."),
        ("durations.", "duration."), ("easings.", "easing."), ("sizes.", "size."), ("typography.", "typography."),
        ("fonts.", "font."), ("opacities.", "opacity."),
    ]

    /// Normalizes a written path: braces removed, plural prefixes mapped, a trailing mode
    /// segment split off.
    func normalizedPath(_ written: String) -> (segments: [String], mode: String?) {
        var text = written.trimmed
        if text.hasPrefix("{"), text.hasSuffix("}") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix(".") { text.removeFirst() }
        let lower = text.lowercased()
        for (from, to) in TokenIndex.prefixMap where lower.hasPrefix(from) {
            text = to + text.dropFirst(from.count)
            break
        }
        var segments = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var mode: String?
        if segments.count > 1, let last = segments.last, let found = modes.first(where: { $0.lowercased() == last.lowercased() }) {
            mode = found
            segments.removeLast()
        }
        return (segments, mode)
    }

    /// The exact path, else the suffix rule: for k = n−1 … 1, tokens ending with the last k
    /// segments and sharing the first segment; the first k with one match (or with matches
    /// that all have the same value) wins.
    /// Whether a lowercased dotted path is a token of the files or a group above one (`color`,
    /// `color.text`, `color.text.primary`).
    func knows(lowercasedPath path: String) -> Bool {
        roots.contains(path) || groups.contains(path) || lowerPaths[path] != nil
    }

    func lookupPath(_ written: String) -> PathResult {
        let (segments, mode) = normalizedPath(written)
        return lookup(segments: segments, mode: mode)
    }

    func lookup(segments: [String], mode: String?) -> PathResult {
        guard !segments.isEmpty, !segments.contains(where: \.isEmpty) else { return .unknown }
        let path = TokenPath(segments: segments)
        if system[path] != nil { return .found(path, mode: mode, bySuffix: false) }
        if let exact = lowerPaths[path.string.lowercased()] { return .found(exact, mode: mode, bySuffix: false) }
        // A path whose group exists but holds no such token (`color.background.secondary`
        // beside `color.background.primary`) names a token that is not there: the suffix rule
        // would find a token of another group (`color.text.secondary`).
        if segments.count > 2, groups.contains(segments.dropLast().joined(separator: ".").lowercased()) { return .unknown }
        var lastAmbiguous: [TokenPath] = []
        let first = segments[0].lowercased()
        for k in stride(from: segments.count - 1, through: 1, by: -1) {
            let suffix = segments.suffix(k).joined(separator: ".").lowercased()
            // `color.icon.secondary` against `color.text.secondary` (or its alias
            // `color.neutral.text.secondary`): a path that keeps its length, or grows, but changes a
            // group names another token, not a shortened form of this one.
            let matches = (bySuffix[first + "|" + suffix] ?? []).filter { k >= segments.count - 1 || $0.segments.count < segments.count }
            if matches.count == 1 { return .found(matches[0], mode: mode, bySuffix: true) }
            if matches.count > 1 {
                if let same = sameValued(matches) { return .found(same, mode: mode, bySuffix: true) }
                // A path of three or more segments that only its last one matches, several
                // times over (`spacing.card.padding` against every `…padding`), names none of them.
                if k == 1, segments.count > 2 { continue }
                if lastAmbiguous.isEmpty { lastAmbiguous = matches }
            }
        }
        return lastAmbiguous.isEmpty ? .unknown : .ambiguous(lastAmbiguous.sorted())
    }

    /// When every candidate has the same value in every mode: the one the others alias (the
    /// source), else the shortest, non-deprecated path. Nil when the values differ.
    func sameValued(_ candidates: [TokenPath]) -> TokenPath? {
        guard let first = candidates.first, let firstToken = system[first] else { return nil }
        for path in candidates.dropFirst() {
            guard let token = system[path] else { return nil }
            for (a, b) in zip(firstToken.values, token.values) where a?.value != b?.value { return nil }
        }
        return preferred(candidates)
    }

    /// The candidate to name: one aliased by the others, then display-named, then not
    /// deprecated, then the shortest path.
    func preferred(_ candidates: [TokenPath], mode: String? = nil) -> TokenPath? {
        guard candidates.count > 1 else { return candidates.first }
        let set = Set(candidates)
        let modeIndex = mode.flatMap { system.modeIndex($0) } ?? 0
        // One walk along the candidates' alias chains, each token visited once: every token of
        // a 10,000-step chain has the same value, and walking each candidate's chain for each
        // other candidate cost 10,000³ steps. `aliased`: tokens a candidate reaches in one or
        // more hops. `reachesCandidate`: whether a token's chain passes through a candidate.
        var aliased = Set<TokenPath>()
        var reachesCandidate: [TokenPath: Bool] = [:]
        for start in candidates {
            var walked: [TokenPath] = []
            var current: TokenPath? = start
            var known = false
            while let node = current, walked.count <= system.tokens.count {
                if let memo = reachesCandidate[node] {
                    known = memo
                    break
                }
                walked.append(node)
                current = system[node]?.values[modeIndex]?.alias?.path
                if let next = current { aliased.insert(next) }
            }
            var nextReaches = known
            var nextIsCandidate = current.map(set.contains) ?? false
            for node in walked.reversed() {
                let reaches = nextIsCandidate || nextReaches
                reachesCandidate[node] = reaches
                nextReaches = reaches
                nextIsCandidate = set.contains(node)
            }
        }
        let keyed = candidates.map { path in
            (path, [reachesCandidate[path] == true ? 1 : 0, aliased.contains(path) ? 0 : 1, system[path]?.displayName == nil ? 1 : 0,
                system[path]?.deprecation == nil ? 0 : 1, path.segments.count])
        }
        return keyed.min { a, b in a.1 != b.1 ? a.1.lexicographicallyPrecedes(b.1) : a.0 < b.0 }?.0
    }

    /// `primaryCoralLight` → (`color.primary.coral`, light); `borderLight` → `color.border…`.
    func lookupCamel(_ name: String, group: String = "color") -> (PathResult, String?) {
        var segments = TokenIndex.camelSegments(name)
        var mode: String?
        if segments.count > 1, let last = segments.last, let found = modes.first(where: { $0.lowercased() == last }) {
            mode = found
            segments.removeLast()
        }
        let result = lookup(segments: [group] + segments, mode: mode)
        if case .found(let path, _, let bySuffix) = result { return (.found(path, mode: mode, bySuffix: bySuffix), mode) }
        // Hyphenated names: `primaryCoral` → `color.primary-coral`.
        if segments.count > 1, case .found(let path, _, let bySuffix) = lookup(segments: [group, segments.joined(separator: "-")], mode: mode) {
            return (.found(path, mode: mode, bySuffix: bySuffix), mode)
        }
        return (result, mode)
    }

    /// `primaryCoralLight` → `[primary, coral, light]`; nil-equivalent (empty) when not camel case.
    static func camelSegments(_ name: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            if character.isUppercase, previousLower, !current.isEmpty {
                segments.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { segments.append(current.lowercased()) }
        return segments
    }

    /// Whether a word looks like a camel-case token name (`primaryCoralLight`, `borderDark`).
    static func isCamelName(_ word: String) -> Bool {
        guard let first = word.first, first.isLowercase, word.allSatisfy({ $0.isLetter || $0.isNumber }),
            word.contains(where: \.isUppercase)
        else { return false }
        return camelSegments(word).allSatisfy { $0.count >= 2 }
    }

    /// Whether a word looks like a dotted token path (`colors.primary.coral`, `spacing.md`).
    static func isPath(_ word: String) -> Bool {
        var text = word
        if text.hasPrefix("{"), text.hasSuffix("}") { text = String(text.dropFirst().dropLast()) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return false }
        guard let first = parts.first?.first, first.isLetter else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }
    }

    // MARK: Colors

    /// Tokens with this display name (normalized).
    func colorTokens(named name: String) -> [TokenPath] {
        let key = TokenIndex.nameKey(name)
        return colorNames[key] ?? groundNameTokens[key] ?? []
    }

    /// 2 when `words` open with a background token's role name (`card background`), which the
    /// lexer takes only after "on" (`ValueLexer.groundName`).
    func groundName(_ words: [String]) -> Int? {
        guard words.count >= 2, groundNameTokens[TokenIndex.nameKey(words[0] + " " + words[1])] != nil else { return nil }
        return 2
    }

    /// The longest prefix of `words` (at most 5) that is a color display name.
    func longestColorName(_ words: [String]) -> Int? {
        for count in stride(from: min(5, words.count), through: 1, by: -1) {
            let key = TokenIndex.nameKey(words.prefix(count).joined(separator: " "))
            if colorNames[key] != nil { return count }
        }
        return nil
    }

    /// Color tokens whose last path segment is `word` (`coral` → palette.coral, primary.coral).
    func colorTokens(lastSegment word: String) -> [TokenPath] {
        colorByLastSegment[word.lowercased()] ?? []
    }

    /// Color tokens whose display name ends with `word` (`Coral` → Primary Coral, Warm Coral).
    func colorTokens(nameEndingWith word: String) -> [TokenPath] {
        let key = TokenIndex.nameKey(word)
        var out: [TokenPath] = []
        for name in colorNameList where name == key || name.hasSuffix(" " + key) {
            out += colorNames[name] ?? []
        }
        return out
    }

    /// Color tokens whose value in `mode` equals `color` after 8-bit rounding (alpha included).
    func colorTokens(matching color: RGBA, mode: String) -> [TokenPath] {
        colorByValue[mode]?[TokenIndex.valueKey(color)] ?? []
    }

    /// Whether the candidates all have the same color in `mode`.
    func sameColor(_ candidates: [TokenPath], mode: String) -> RGBA? {
        guard let first = candidates.first, let color = self.color(first, mode: mode) else { return nil }
        for path in candidates.dropFirst() where self.color(path, mode: mode)?.quantized != color.quantized { return nil }
        return color
    }

    // MARK: Typography

    /// Typography tokens a style name or path names (`Title 2`, `.largeTitle`, `typography.title2`).
    func styles(named name: String) -> [TokenPath] {
        let trimmed = name.trimmed
        if TokenIndex.isPath(trimmed), case .found(let path, _, _) = lookupPath(trimmed), system[path]?.type == .typography {
            return [path]
        }
        return styles[Normalize.compact(trimmed)] ?? []
    }

    func typography(_ path: TokenPath) -> Typography? {
        system.value(path, mode: modes.first ?? "")?.typography
    }

    /// The typography token's value in `mode` (a combination of theming axes); the first
    /// mode's when `mode` is not one of the system's.
    func typography(_ path: TokenPath, mode: String) -> Typography? {
        system.value(path, mode: mode)?.typography ?? typography(path)
    }

    /// Styles with this size (and weight, and family when given).
    func styles(size: Double, weight: Int?, family: String?) -> [TokenPath] {
        typographyTokens.filter { path in
            guard let style = typography(path), let points = style.fontSize.points, abs(points - size) < 0.01 else { return false }
            if let weight, style.fontWeight != weight { return false }
            if let family, let first = style.fontFamily.first, first.lowercased() != family.lowercased() { return false }
            return true
        }
    }

    func isFamily(_ name: String) -> Bool { families.contains(name.lowercased()) }

    // MARK: Motion

    func easingToken(bezier: [Double]) -> TokenPath? {
        guard bezier.count == 4 else { return nil }
        return easings["bezier:" + CubicBezier(bezier[0], bezier[1], bezier[2], bezier[3]).canonical]
    }

    func springToken(response: Double, dampingFraction: Double) -> TokenPath? {
        easings["spring:" + Spring(response: response, dampingFraction: dampingFraction).canonical]
    }

    /// Every token path, for "did you mean" hints.
    var allPaths: [TokenPath] { system.tokens.map(\.path) }

    /// The closest token path to a misspelled one: by the whole path, else by the last segment
    /// among tokens of the same first segment (`colors.primary.corall` → `color.primary.coral`).
    func suggestion(for segments: [String], type: TokenType? = nil) -> TokenPath? {
        let candidates = system.tokens.filter { type == nil || $0.type == type }.map(\.path)
        let written = segments.joined(separator: ".")
        if let close = Suggestion.closest(to: written, among: candidates.map(\.string)) { return TokenPath(close) }
        guard let last = segments.last, let first = segments.first?.lowercased() else { return nil }
        let sameGroup = candidates.filter { $0.segments.first?.lowercased() == first }
        // A last segment alone is held to two edits whatever its length: a long name three or four
        // edits away is another token of the group, not a typo of this one.
        guard let name = Suggestion.closest(to: last, among: sameGroup.map(\.name), maxDistance: 2) else { return nil }
        let named = sameGroup.filter { $0.name == name }
        // Prefer the one whose other segments overlap the written ones most.
        return named.max { a, b in
            Set(a.segments).intersection(segments).count < Set(b.segments).intersection(segments).count
        }
    }
}
