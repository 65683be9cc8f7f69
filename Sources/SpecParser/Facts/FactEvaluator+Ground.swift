import ColorScience
import DesignModel

/// The document's ground: what an element sits on when nothing up its subject tree says so.
///
/// Designers state the screen background once — in one section (`Sheet container:
/// sheet background Off-White / Elevated Surface`), or on the one screen they describe first —
/// and every later section's elements sit on it (`Everything in items 2–7 sits on this`). Without
/// it, text and icons in the other sections, and every translucent tint (`Primary Coral at 15%
/// over the screen background`), have no background and go unchecked.
///
/// The ground of a mode is the one opaque color all grounds the document states agree on: the
/// Backgrounds of its screens (sections) and of nodes named as a ground (`sheet`, `screen`,
/// `page`, `canvas`). Two different grounds in one mode (a light sheet and a dark viewer) leave
/// the ground unknown, as before: guessing between them would judge pairs on a color the
/// document may not put under them.
extension FactEvaluator {
    /// Words of a node name that make its Background the ground of what the document describes.
    static let groundWords: Set<String> = ["screen", "sheet", "page", "canvas", "viewport"]

    func documentGround(_ document: Int, _ context: Context) -> Background? {
        let key = "\(document)|\(context.mode)|\(context.device ?? "")"
        if let cached = cache.grounds[key] { return cached }
        let computed = computeGround(document, context) ?? groundFromOtherModes(document, context)
        cache.grounds[key] = computed
        return computed
    }

    /// `Screen background (dark): #1A1D1F` and no light one: the other modes' ground, mapped
    /// through the background token that has it (`FactEvaluator.sameTokenGround`).
    private func groundFromOtherModes(_ document: Int, _ context: Context) -> Background? {
        for other in graph.documents[document].document.modes where other != context.mode {
            var otherContext = context
            otherContext.mode = other
            guard case .layers(let layers)? = computeGround(document, otherContext), layers.count == 1,
                let ground = sameTokenGround(layers[0].color, from: other, to: context.mode, range: layers[0].range)
            else { continue }
            return ground
        }
        return nil
    }

    private func computeGround(_ document: Int, _ context: Context) -> Background? {
        var plain = Context(mode: context.mode)
        plain.device = context.device
        var found: [SpecFact.Color] = []
        for (index, node) in graph.documents[document].nodes.enumerated() {
            let named = node.name.lowercased().split { !$0.isLetter }.contains { Self.groundWords.contains(String($0)) }
            guard node.kind == .screen || named else { continue }
            let ref = Ref(document: document, node: index)
            // A fill stated per state (`| Save | coral fill | … |` under a table of states) is a
            // control's look, not a ground.
            guard let entry = lookup(ref, "Background", plain, inherit: false), entry.entry.qualifiers.state == nil,
                case .color(let value) = entry.entry.value, !value.isTransparent
            else { continue }
            var variables = Set<String>()
            guard let (color, token) = self.color(value, plain, node: ref, variables: &variables), color.isOpaque, variables.isEmpty else { continue }
            found.append(SpecFact.Color(color: color, token: token, written: value.written, range: entry.entry.range))
        }
        guard let first = found.first, found.allSatisfy({ $0.color == first.color }) else { return nil }
        return .layers([first])
    }

    /// A color that would not show at all on the document's ground (text the ground's own
    /// color): the element sits on a fill of its own that the document states where it is not
    /// read, so the pair is left unchecked rather than judged on the ground.
    func invisibleOnGround(_ foreground: RGBA, _ background: [SpecFact.Color]) -> Bool {
        guard let base = background.first, isGround(base), let flat = Compositing.flatten(background.map(\.color)) else { return false }
        return WCAG.contrastRatio(foreground.composited(over: flat), flat) < Self.invisibleRatio
    }

    /// Below this ratio a color is not told apart from what it sits on by anyone.
    static let invisibleRatio = 1.1

    func isGround(_ layer: SpecFact.Color) -> Bool {
        cache.grounds.values.contains { ground in
            if case .layers(let layers)? = ground, let first = layers.first { return first.range == layer.range && first.color == layer.color }
            return false
        }
    }
}
