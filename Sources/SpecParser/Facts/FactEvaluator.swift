import ColorScience
import DesignModel
import Diagnostics

/// Evaluates every node in every context (docs/spec-format.md §2.4.4, §2.9, §2.11): property
/// lookup with composite fill and inheritance, effective backgrounds as layer stacks, text and
/// non-text pairs, touch targets, text sizes and contrast claims.
struct FactEvaluator {
    typealias Ref = SpecGraph.Ref

    let graph: SpecGraph
    let session: SpecSession
    var index: TokenIndex { session.index }

    struct Context: Hashable {
        var mode: String
        var state: String = "default"
        var device: String?
        var variant: String?
        var alternative: String?

        var qualifiers: SpecQualifiers {
            SpecQualifiers(mode: mode, state: state, device: device, variant: variant, alternative: alternative)
        }
    }

    /// A property entry that won the lookup, the node that wrote it, the inheriting line when
    /// it came from a base, and the less specific entries used to fill composite parts.
    struct Found {
        var entry: SpecEntry
        var owner: Ref
        var via: SourceRange?
        var fillers: [SpecEntry]

        var decidingRange: SourceRange { via ?? entry.range }
    }

    /// Memoized per-node answers (the graph does not change while facts are evaluated).
    final class Cache {
        var bases: [Ref: [(Ref, SourceRange)]] = [:]
        var knows: [Ref: [String: Bool]] = [:]
        var writes: [Ref: [String: Bool]] = [:]
        var unboundReported = Set<String>()
        var grounds: [String: Background?] = [:]
    }

    let cache = Cache()

    init(graph: SpecGraph, session: SpecSession) {
        self.graph = graph
        self.session = session
    }

    // MARK: Lookup

    /// Bases of a node: its own `Same As`/`Component` targets, then — for a part or
    /// sub-component — the same-named children of its parent's bases (§2.9).
    func effectiveBases(_ ref: Ref, depth: Int = 0) -> [(Ref, SourceRange)] {
        if let cached = cache.bases[ref] { return cached }
        let computed = computeBases(ref, depth: depth)
        cache.bases[ref] = computed
        return computed
    }

    private func computeBases(_ ref: Ref, depth: Int) -> [(Ref, SourceRange)] {
        var out = graph.bases[ref] ?? []
        guard depth < 8, let parent = graph.documents[ref.document].nodes[ref.node].parent else { return out }
        let name = graph.documents[ref.document].nodes[ref.node].name
        for (base, range) in effectiveBases(Ref(document: ref.document, node: parent), depth: depth + 1) {
            for child in graph.documents[base.document].nodes[base.node].children where SpecGraph.matches(graph.node(Ref(document: base.document, node: child)), name) {
                out.append((Ref(document: base.document, node: child), range))
            }
        }
        return out
    }

    func lookup(_ ref: Ref, _ key: String, _ context: Context, inherit: Bool = true, visited: Set<Ref> = []) -> Found? {
        let qualifiers = context.qualifiers
        if let property = graph.documents[ref.document].nodes[ref.node].property(key) {
            let candidates = SpecLookup.candidates(property.entries, for: qualifiers)
            if let first = candidates.first {
                return Found(entry: first, owner: ref, via: nil, fillers: Array(candidates.dropFirst()))
            }
            // A node that gives the property per state owns it: a state it leaves out is not
            // filled from a base (`Icon Color` per flash mode does not inherit the catalog's).
            if SpecLookup.ownsStates(property.entries, for: qualifiers) { return nil }
        }
        guard inherit else { return nil }
        for (base, range) in effectiveBases(ref) where !visited.contains(base) && base != ref {
            if var found = lookup(base, key, context, inherit: true, visited: visited.union([ref])) {
                found.via = range
                return found
            }
        }
        return nil
    }

    /// Whether the node (or its bases) writes anything for `state`, or declares it.
    func knows(_ ref: Ref, state: String) -> Bool {
        if state == "default" { return true }
        if let cached = cache.knows[ref]?[state] { return cached }
        let answer = computeKnows(ref, state: state)
        cache.knows[ref, default: [:]][state] = answer
        return answer
    }

    private func computeKnows(_ ref: Ref, state: String) -> Bool {
        let node = graph.node(ref)
        if node.states.contains(where: { $0.name == state }) { return true }
        if node.properties.contains(where: { $0.entries.contains { $0.qualifiers.state == state } }) { return true }
        return effectiveBases(ref).contains { knows($0.0, state: state) }
    }

    func containerContext(_ container: Ref, _ context: Context) -> Context {
        var out = context
        if !knows(container, state: context.state) { out.state = "default" }
        return out
    }

    // MARK: Colors

    /// The variant table that binds `variable` for a node: the nearest on the node or its
    /// ancestors, else the only one in the document with that column (§2.7.1).
    func binding(_ variable: String, for ref: Ref) -> Ref? {
        var current: Int? = ref.node
        while let index = current {
            let node = graph.documents[ref.document].nodes[index]
            if node.variantColumns.contains(variable) { return Ref(document: ref.document, node: index) }
            current = node.parent
        }
        for (base, _) in effectiveBases(ref) {
            if let found = binding(variable, for: base) { return found }
        }
        let holders = graph.documents[ref.document].nodes.indices.filter { graph.documents[ref.document].nodes[$0].variantColumns.contains(variable) }
        return holders.count == 1 ? Ref(document: ref.document, node: holders[0]) : nil
    }

    /// A color in a context: its resolution in the mode, or the variant's binding with the
    /// value's modifiers applied. Nil when it cannot be known (ambiguous, unknown, unbound).
    func color(_ value: SpecColorValue, _ context: Context, node ref: Ref, variables: inout Set<String>) -> (RGBA, TokenPath?)? {
        if let variable = value.variable {
            variables.insert(variable)
            if context.mode != graph.documents[ref.document].document.modes.first, let line = graph.documents[ref.document].modeOpenVariables[variable] {
                if cache.unboundReported.insert("open|\(ref.document)|\(variable)|\(context.mode)").inserted {
                    session.warning(
                        .specUnknownInMode,
                        "\"\(variable)\" has no value in \(context.mode) mode: the document says these colors change there but gives no values, so what they draw is not checked there",
                        at: line, hint: "give the \(context.mode)-mode values in the variant table (`#FF6B6B / #FF8787`)")
                }
                return nil
            }
            guard let variant = context.variant, let holder = binding(variable, for: ref),
                let row = graph.documents[holder.document].nodes[holder.node].variants.first(where: { $0.name == variant }),
                let cell = row.bindings.first(where: { $0.variable == variable })?.color,
                let resolution = cell.resolution(context.mode), let base = resolution.color
            else { return nil }
            let final = value.applyModifiers(base)
            let token = value.opacity == nil && value.lightnessChange == nil
                ? resolution.token : index.preferred(index.colorTokens(matching: final, mode: context.mode), mode: context.mode)
            return (final, token)
        }
        guard let resolution = value.resolution(context.mode), let color = resolution.color else { return nil }
        return (color, resolution.token)
    }

    /// The opacity of a node in a context: its `Opacity` for that state, else the state's
    /// `N opacity` fragment, else its plain `Opacity`; multiplied down the container chain.
    func opacity(_ ref: Ref, _ context: Context, depth: Int = 0) -> Double {
        var own = 1.0
        let found = lookup(ref, "Opacity", context)
        let fragment = context.state == "default" ? nil : state(ref, named: context.state)?.opacity
        if let found, case .opacity(let value) = found.entry.value, found.entry.qualifiers.state != nil {
            own = value
        } else if let fragment {
            own = fragment
        } else if let found, case .opacity(let value) = found.entry.value {
            own = value
        }
        guard depth < 16, let container = graph.containers[ref], graph.documents[container.document].nodes[container.node].kind != .screen else { return own }
        return own * opacity(container, containerContext(container, context), depth: depth + 1)
    }

    /// The token of a color whose alpha the node's opacity changed: the token with the drawn
    /// value, if any (`color.primary.coral-disabled` for coral at 40%).
    func retoken(_ token: TokenPath?, _ original: RGBA, _ drawn: RGBA, _ context: Context) -> TokenPath? {
        guard drawn.quantized != original.quantized else { return token }
        return index.preferred(index.colorTokens(matching: drawn, mode: context.mode), mode: context.mode)
    }

    // MARK: Photo content

    static let photoContent = "photo content"
    static let photoWords: Set<String> = ["photo", "image", "camera", "video", "feed", "viewfinder"]

    /// The container under a translucent layer that shows a photo, the camera feed or video (by
    /// its name or component kind), before any container with a background of its own.
    func photoContent(_ ref: Ref) -> Ref? {
        var current = graph.containers[ref]
        var depth = 0
        while let container = current, depth < 32 {
            // A control named for a photo ("Take Photo" card) is not photo content.
            let isScreen = graph.node(container).kind == .screen
            // A `Photo card` with a fill of its own (`color.background.card`): what sits on the
            // card sits on that fill, not on the photo.
            let holder = !words(container).isDisjoint(with: ["card", "cards", "sheet", "row", "tile", "cell", "panel"])
            if holder, lookupAny(container, "Background") { return nil }
            if !words(container).isDisjoint(with: FactEvaluator.photoWords), isScreen || !isInteractive(container) { return container }
            if lookupAny(container, "Background") { return nil }
            current = graph.containers[container]
            depth += 1
        }
        return nil
    }

    /// A pair over photo content: the content is anything from black to white (luminance 0–1)
    /// under the stated scrim; the worse of the two is the verdict, never an assumed solid
    /// color. When it fails, the scrim alpha that passes for every content is named.
    func photoWorstCase(_ foreground: RGBA, _ layers: [SpecFact.Color], required: Double) -> [SpecFact.Color] {
        guard layers.first?.written == FactEvaluator.photoContent else { return layers }
        let scrims = layers.dropFirst().map(\.color)
        func ratio(_ under: RGBA, _ scrims: [RGBA]) -> Double {
            guard let background = Compositing.flatten([under] + scrims), let drawn = Compositing.flatten([under] + scrims + [foreground]) else { return 0 }
            return WCAG.contrastRatio(drawn, background)
        }
        let worst = [RGBA.white, RGBA.black].min { ratio($0, scrims) < ratio($1, scrims) }!
        var written = "\(FactEvaluator.photoContent), worst case \(worst == .white ? "white" : "black") (any photo from black to white)"
        if ratio(worst, scrims) < required, let top = scrims.last {
            let passing = stride(from: 0.05, through: 1.0, by: 0.05).first { alpha in
                let stronger = scrims.dropLast() + [top.withAlpha(alpha)]
                return ratio(.white, Array(stronger)) >= required && ratio(.black, Array(stronger)) >= required
            }
            if let passing { written += "; a scrim of \(Int((passing * 100).rounded()))% passes" }
        }
        var out = layers
        out[0] = SpecFact.Color(color: worst, token: nil, written: written, range: layers[0].range)
        return out
    }

    /// A pair on the platform's background (`SystemBackground`): the worst case over the mode's
    /// range of system backgrounds, named in the layer.
    func systemBackgroundWorstCase(_ foreground: RGBA, _ layers: [SpecFact.Color], mode: String, document: Int) -> [SpecFact.Color] {
        guard let index = layers.firstIndex(where: { $0.written == SystemBackground.written && $0.token == nil }) else { return layers }
        let range = SystemBackground.range(mode: mode, modes: graph.documents[document].document.modes)
        func ratio(_ under: RGBA) -> Double {
            let stack = [under] + layers[(index + 1)...].map(\.color)
            guard let background = Compositing.flatten(stack), let drawn = Compositing.flatten(stack + [foreground]) else { return 0 }
            return WCAG.contrastRatio(drawn, background)
        }
        let worst = range.min { ratio($0) < ratio($1) }!
        var out = layers
        out[index] = SpecFact.Color(
            color: worst, token: nil,
            written: "\(SystemBackground.written), worst case \(worst.hex) (the platform's \(mode) backgrounds \(range.map(\.hex).joined(separator: "–")))",
            range: layers[index].range)
        return out
    }

    // MARK: State color changes

    /// The entry for `key` in the context; when the node's state changes one of its colors and no
    /// entry is written for the state, the default state's entry (the change applies to it, the
    /// node's other colors stay as they are: `Hover: Background opacity 25%`).
    func stateLookup(_ ref: Ref, _ key: String, _ context: Context) -> Found? {
        let found = lookup(ref, key, context)
        if let found, found.entry.qualifiers.state == context.state { return found }
        guard context.state != "default", stateColorChange(ref, state: context.state) != nil else { return found }
        var plain = context
        plain.state = "default"
        return lookup(ref, key, plain) ?? found
    }

    /// The lightness change the node's state (or its base's) makes to the color under `key`,
    /// with the state that says so; nil in the default state or when the state changes
    /// another of the node's colors.
    func stateChange(_ ref: Ref, key: String, _ context: Context) -> (SpecColorChange, SpecState)? {
        guard context.state != "default", let (change, state) = stateColorChange(ref, state: context.state) else { return nil }
        let target: SpecColorChange.Target
        switch key {
        case "Background": target = .background
        case "Border": target = .border
        case "Icon Color": target = .icon
        case "Color", "Text Color": target = .text
        default: return nil
        }
        return changeTarget(ref, change, context) == target ? (change, state) : nil
    }

    func stateColorChange(_ ref: Ref, state name: String) -> (SpecColorChange, SpecState)? {
        guard let found = state(ref, named: name), let change = found.colorChange else { return nil }
        return (change, found)
    }

    /// The node's state of that name; for a node that lists no states of its own, its nearest
    /// base's (`Same specifications as Option Card 1` brings its `Pressed: Background 10%
    /// darker`). A node's own States list replaces its base's: a screen's Text Link that lists
    /// Default and Pressed does not get the catalog's Hover.
    func state(_ ref: Ref, named name: String, depth: Int = 0) -> SpecState? {
        let states = graph.node(ref).states
        if !states.isEmpty { return states.first { $0.name == name } }
        guard depth < 8 else { return nil }
        for (base, _) in effectiveBases(ref) where base != ref {
            if let found = state(base, named: name, depth: depth + 1) { return found }
        }
        return nil
    }

    /// What a change without a property word changes: the node's color whose default value
    /// names the color word (`20% darker coral` on a coral background or coral text), else —
    /// without a color word — its background, or its text when it has no background.
    func changeTarget(_ ref: Ref, _ change: SpecColorChange, _ context: Context) -> SpecColorChange.Target? {
        if let target = change.target { return target }
        var plain = context
        plain.state = "default"
        func written(_ key: String) -> String? {
            guard let found = lookup(ref, key, plain), case .color(let value) = found.entry.value, !value.isTransparent else { return nil }
            return value.written.lowercased()
        }
        let background = written("Background")
        let foreground = written("Text Color") ?? written("Color")
        guard let words = change.colorWords?.lowercased() else { return background != nil ? .background : foreground != nil ? .text : nil }
        if background?.contains(words) == true { return .background }
        if foreground?.contains(words) == true { return .text }
        return nil
    }

    /// `color` changed as the state says, with the token that has the new value, if any.
    func changed(_ color: RGBA, _ change: SpecColorChange, _ context: Context) -> (RGBA, TokenPath?) {
        var final = change.lightness < 0 ? color.darkened(by: -change.lightness) : color.lightened(by: change.lightness)
        if let opacity = change.opacity { final = final.withAlpha(opacity) }
        return (final, index.preferred(index.colorTokens(matching: final, mode: context.mode), mode: context.mode))
    }

    enum Background {
        case layers([SpecFact.Color])
        /// Nothing set up to the top: `spec/unknown-background`.
        case missing(Ref)
        /// A background that could not be read or resolved (already reported).
        case unknown
    }

    func backgroundStack(_ ref: Ref, _ context: Context, variables: inout Set<String>, depth: Int = 0) -> Background {
        guard depth < 32 else { return .unknown }
        if let found = stateLookup(ref, "Background", context) {
            switch found.entry.value {
            case .color(let value) where !value.isTransparent:
                guard var (color, token) = self.color(value, context, node: found.owner, variables: &variables) else { return .unknown }
                var written = value.written
                var range = found.entry.range
                if found.entry.qualifiers.state != context.state, let (change, state) = stateChange(ref, key: "Background", context) {
                    (color, token) = changed(color, change, context)
                    written = SpecMessages.changed(written, change)
                    range = state.range
                }
                let alpha = color.alpha * opacity(ref, context)
                let drawn = color.withAlpha(alpha)
                let layer = SpecFact.Color(color: drawn, token: retoken(token, color, drawn, context), written: written, range: range)
                if alpha >= 1 { return .layers([layer]) }
                // A scrim or blur over a photo, the camera feed or video: what shows through is
                // any content, so the pair is judged at its worst case (see `photoWorstCase`).
                if let content = photoContent(ref) {
                    return .layers([SpecFact.Color(color: .white, token: nil, written: FactEvaluator.photoContent, range: graph.node(content).range), layer])
                }
                switch containerStack(ref, context, variables: &variables, depth: depth) {
                case .layers(let under): return .layers(under + [layer])
                case let other: return other
                }
            case .color, .none:
                break
            case .unreadable(let text) where SystemBackground.names(text):
                let modes = graph.documents[ref.document].document.modes
                return .layers([SpecFact.Color(color: SystemBackground.range(mode: context.mode, modes: modes)[0], token: nil, written: SystemBackground.written, range: found.entry.range)])
            default:
                return .unknown
            }
        }
        return containerStack(ref, context, variables: &variables, depth: depth)
    }

    func containerStack(_ ref: Ref, _ context: Context, variables: inout Set<String>, depth: Int) -> Background {
        var base: Background
        if let container = graph.containers[ref] {
            base = backgroundStack(container, containerContext(container, context), variables: &variables, depth: depth + 1)
        } else {
            base = documentBackground(ref, context)
        }
        // A node with a Backdrop and no On sits on its backdrop (§2.11); an opaque backdrop is all
        // it sits on even where nothing further up is known (`the chip sits on the Soft Peach banner`).
        if graph.documents[ref.document].nodes[ref.node].onReference == nil, let found = lookup(ref, "Backdrop", context), case .color(let value) = found.entry.value,
            !value.isTransparent, let (color, token) = self.color(value, context, node: found.owner, variables: &variables)
        {
            let layer = SpecFact.Color(color: color, token: token, written: value.written, range: found.entry.range)
            switch base {
            case .layers(let under): base = .layers(under + [layer])
            case .missing where color.alpha >= 1: base = .layers([layer])
            default: break
            }
        }
        return base
    }

    func documentBackground(_ ref: Ref, _ context: Context) -> Background {
        guard let property = graph.documents[ref.document].document.background else { return documentGround(ref.document, context) ?? .missing(ref) }
        let candidates = property.entries.filter { $0.qualifiers.isSatisfied(by: SpecQualifiers(mode: context.mode)) }
            .sorted { $0.qualifiers.specificity > $1.qualifiers.specificity }
        // A mode the stated background leaves out (`Dark mode: background #1A1D1F` alone) takes
        // the ground the document's screens give it.
        guard let entry = candidates.first else { return documentGround(ref.document, context) ?? groundOfTheSameToken(property, context) ?? .unknown }
        guard case .color(let value) = entry.value, let resolution = value.resolution(context.mode), let color = resolution.color else { return .unknown }
        return .layers([SpecFact.Color(color: color, token: resolution.token, written: value.written, range: entry.range)])
    }

    /// `Dark mode: background #1A1D1F` and no light one: the page is the design system's
    /// background token that has that color in dark mode (`color.background.primary`), so in
    /// light mode it is that token's light value — when every background token of that color
    /// agrees on it.
    func groundOfTheSameToken(_ property: SpecProperty, _ context: Context) -> Background? {
        for entry in property.entries {
            guard let mode = entry.qualifiers.mode, mode != context.mode, case .color(let value) = entry.value,
                let color = value.resolution(mode)?.color, let ground = sameTokenGround(color, from: mode, to: context.mode, range: entry.range)
            else { continue }
            return ground
        }
        return nil
    }

    /// The color in `mode` of the background tokens that have `color` in `other`, when they all
    /// agree on it; nil otherwise.
    func sameTokenGround(_ color: RGBA, from other: String, to mode: String, range: SourceRange) -> Background? {
        guard color.isOpaque else { return nil }
        let grounds = index.colorTokens(matching: color, mode: other).filter(TokenIndex.isBackgroundPath)
        guard let first = grounds.first, let inMode = index.color(first, mode: mode),
            grounds.allSatisfy({ index.color($0, mode: mode)?.quantized == inMode.quantized })
        else { return nil }
        return .layers([SpecFact.Color(color: inMode, token: first, written: first.description, range: range)])
    }

    // MARK: Node facts

    func nodeRef(_ ref: Ref) -> SpecFact.Component {
        let node = graph.node(ref)
        let screen = graph.screen(of: ref).map { graph.documents[$0.document].nodes[$0.node].name }
        return SpecFact.Component(id: node.id, path: graph.path(of: ref), screen: screen, file: graph.documents[ref.document].document.file, range: node.range)
    }

    func hasText(_ ref: Ref) -> Bool {
        let context = Context(mode: graph.documents[ref.document].document.modes.first ?? "")
        for key in ["Placeholder", "Typography"] where lookupAny(ref, key) { return true }
        if lookupAny(ref, "Text"), !saysNoText(ref, context) { return true }
        if let kind = componentKind(ref) {
            let words = Set(Normalize.words(Normalize.name(kind)))
            if !words.isDisjoint(with: ["text", "label", "title", "link", "headline", "subheadline"]) { return true }
        }
        // `| Title text | #2D3436 | #F5F6FA |`: a node named as text is text, whatever key its color took.
        if let last = Normalize.words(Normalize.name(graph.node(ref).name)).last, Self.textNameWords.contains(last) { return true }
        // `Barva: color.text.destructive #D63031`: a color written with a text token paints text,
        // unless the node is named for a control's part (`Off — track`: the token's gray paints
        // the track).
        let document = graph.documents[ref.document]
        let nameWords = Set(Normalize.words(Normalize.name(graph.node(ref).name)))
        if nameWords.isDisjoint(with: Self.controlPartWords), let entries = graph.node(ref).property("Color")?.entries, entries.contains(where: { entry in
            document.document.file == entry.range.file && document.lines.line(entry.range.start.line).map { $0.lowercased().containsText("color.text.") } == true
        }) {
            return true
        }
        _ = context
        return false
    }

    /// Words naming a control's drawn part, whose color is never a text's.
    static let controlPartWords: Set<String> = ["track", "thumb", "knob", "handle", "indicator", "rail", "progress"]

    /// Last words of a node's name that make it text.
    static let textNameWords: Set<String> = ["text", "label", "title", "caption", "headline", "subtitle", "placeholder", "link", "hint", "body", "copy"]

    /// `Label: None (icon-only)`, `Text: No label`: the node states that it has no text, so its
    /// `Color` is its graphics' color (an icon-only tab), not a text color.
    func saysNoText(_ ref: Ref, _ context: Context) -> Bool {
        guard let found = lookup(ref, "Text", context), case .text(let value) = found.entry.value, !value.isQuoted else { return false }
        let words = Normalize.words(value.text.lowercased())
        return words.first == "none" || words.starts(with: ["no", "label"]) || words.starts(with: ["no", "text"])
    }

    /// Whether the node or a base writes the key under any qualifiers.
    func lookupAny(_ ref: Ref, _ key: String, visited: Set<Ref> = []) -> Bool {
        if let cached = cache.writes[ref]?[key] { return cached }
        var answer = graph.documents[ref.document].nodes[ref.node].property(key) != nil
        if !answer {
            answer = effectiveBases(ref).contains { !visited.contains($0.0) && lookupAny($0.0, key, visited: visited.union([ref])) }
        }
        if visited.isEmpty { cache.writes[ref, default: [:]][key] = answer }
        return answer
    }

    func componentKind(_ ref: Ref) -> String? {
        if let (kind, _) = graph.documents[ref.document].nodes[ref.node].componentKind { return kind }
        for (base, _) in graph.bases[ref] ?? [] { if let kind = componentKind(base) { return kind } }
        return nil
    }

    /// Every value of a set of keys on a node, its bases and its container chain.
    func relevantEntries(_ ref: Ref, keys: [String], containerKeys: [String]) -> [SpecEntry] {
        var out: [SpecEntry] = []
        var visited = Set<Ref>()
        func collect(_ ref: Ref, _ keys: [String]) {
            guard visited.insert(ref).inserted else { return }
            for key in keys { out += graph.documents[ref.document].nodes[ref.node].property(key)?.entries ?? [] }
            for (base, _) in effectiveBases(ref) { collect(base, keys) }
        }
        collect(ref, keys + containerKeys)
        for container in containerChain(ref) { collect(container, containerKeys) }
        return out
    }

    /// The nodes a node stands in, nearest first, at most `limit` of them (a cycle in broken
    /// input ends there).
    func containerChain(_ ref: Ref, limit: Int = 32) -> [Ref] {
        var out: [Ref] = []
        var current = graph.containers[ref]
        while let container = current, out.count < limit {
            out.append(container)
            current = graph.containers[container]
        }
        return out
    }

    /// Declared states of a node and its container chain.
    func declaredStates(_ ref: Ref) -> Set<String> {
        // States a base declares (`Same specifications as Option Card 1`) hold here too.
        func own(_ ref: Ref) -> Set<String> {
            var names = Set(graph.node(ref).states.map(\.name))
            guard names.isEmpty else { return names }
            for (base, _) in effectiveBases(ref) where base != ref { names.formUnion(graph.node(base).states.map(\.name)) }
            return names
        }
        var out = own(ref)
        var current = graph.containers[ref]
        var guardCount = 0
        while let container = current, guardCount < 32 {
            out.formUnion(own(container))
            current = graph.containers[container]
            guardCount += 1
        }
        return out
    }

    /// The contexts to evaluate: modes × states × devices × alternatives, variants added when
    /// a color turns out to be a variable.
    func contexts(_ ref: Ref, entries: [SpecEntry]) -> [Context] {
        let modes = graph.documents[ref.document].document.modes
        var states = ["default"]
        let stated = Set(entries.compactMap(\.qualifiers.state)).union(declaredStates(ref))
        for state in stated.sorted() where state != "default" {
            states.append(state)
        }
        if stated.isEmpty, insideSelectionIndicator(ref) { states = ["selected"] }
        var devices: [String?] = [nil]
        devices += Set(entries.compactMap(\.qualifiers.device)).sorted().map { Optional($0) }
        let alternatives = Set(entries.compactMap(\.qualifiers.alternative)).sorted()
        let alternativeList: [String?] = alternatives.isEmpty ? [nil] : alternatives.map { Optional($0) }
        var out: [Context] = []
        for alternative in alternativeList {
            for device in devices {
                for state in states {
                    for mode in modes {
                        out.append(Context(mode: mode, state: state, device: device, alternative: alternative))
                    }
                }
            }
        }
        // Variants a list or table gives colors for (`Info: Primary Coral`): each is checked
        // besides the component's own values, under its name.
        for variant in Set(entries.compactMap(\.qualifiers.variant)).sorted() {
            for device in devices {
                for state in states {
                    for mode in modes {
                        out.append(Context(mode: mode, state: state, device: device, variant: variant))
                    }
                }
            }
        }
        return out
    }

    /// Whether the node is drawn inside an element named as a selection indicator (`Selection
    /// Indicator`, `Selected Marker`): what it holds (its checkmark on a colored circle) shows
    /// only when the item is selected, so its pairs are the selected state's. The indicator's own
    /// lines (a stroke around it) are not its contents and keep the default state.
    func insideSelectionIndicator(_ ref: Ref) -> Bool {
        var current = graph.documents[ref.document].nodes[ref.node].parent
        var depth = 0
        while let index = current, depth < 32 {
            let words = self.words(Ref(document: ref.document, node: index))
            if !words.isDisjoint(with: ["selection", "selected"]), !words.isDisjoint(with: ["indicator", "indicators", "marker", "mark", "overlay", "badge"]) {
                return true
            }
            current = graph.documents[ref.document].nodes[index].parent
            depth += 1
        }
        return false
    }

    /// Size and weight of the node's text in a context.
    func textStyle(_ ref: Ref, _ context: Context) -> (size: Double?, weight: Int?, style: TokenPath?, range: SourceRange?) {
        var size: Double?
        var weight: Int?
        var style: TokenPath?
        var range: SourceRange?
        if let found = lookup(ref, "Typography", context), case .typography(var value) = found.entry.value {
            for filler in found.fillers { if case .typography(let base) = filler.value { value = value.filled(from: base) } }
            style = value.effectiveStyle
            if let path = value.style ?? (value.size == nil ? value.matchedStyle : nil), let token = index.typography(path, mode: context.mode) {
                size = token.fontSize.points
                weight = token.fontWeight
            }
            size = value.size ?? size
            weight = value.weight ?? weight
            if let path = value.matchedStyle, weight == nil { weight = index.typography(path, mode: context.mode)?.fontWeight }
            range = found.decidingRange
        }
        if let found = lookup(ref, "Font Size", context), case .length(let length) = found.entry.value {
            // A size token (`font.size.caption`) is read in the context's mode.
            size = length.token.flatMap { index.system.value($0, mode: context.mode)?.dimension?.points } ?? length.points
            range = found.decidingRange
        }
        if let found = lookup(ref, "Font Weight", context), case .fontWeight(let value) = found.entry.value { weight = value }
        return (size, weight, style, range)
    }
}
