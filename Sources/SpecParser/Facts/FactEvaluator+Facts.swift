import ColorScience
import DesignModel
import Diagnostics

extension FactEvaluator {
    /// A node is interactive by its kind (`SpecVocabulary.interactiveKinds`) or by a stated action.
    static let interactiveWords = SpecVocabulary.interactiveKinds

    static let inputWords: Set<String> = [
        "field", "fields", "input", "inputs", "search", "switch", "toggle", "checkbox", "textarea", "area", "textfield", "textinput", "inputfield", "outlinedtextfield",
        // A text field in the languages specs are written in (`medan teks`, `textové pole`, `campo`).
        "medan", "pole", "campo", "champ", "veld", "поле", "kenttä", "fält", "πεδίο", "שדה", "حقل", "فیلد", "kolom", "入力欄", "输入框", "입력창",
        "ช่องกรอก", "reitur", "svæði", "felt", "väli", "mező", "alan", "câmp", "polje", "laukas", "lauks", "trường", "fushë", "eremua", "pole tekstowe", "ফিল্ড", "ফিল্ডের", "সুইচ", "সুইচের",
        "դաշտ", "դաշտը", "դաշտի", "ველი", "ველის", "maydon", "maydoni", "өріс", "өрісі", "መስክ", "майдон", "майдони", "ຊ່ອງ", "ຊ່ອງຂຽນ", "ຊ່ອງປ້ອນ", "kampo", "kampon", "талаа", "талаасы", "талаанын",
    ]
    /// Names of the box a web component's field draws (`::part(control)`): its typed text does
    /// not identify it, its boundary does.
    static let fieldPartWords: Set<String> = ["control", "editor", "box"]
    /// Phrases saying a border is the only thing marking an element out, in the languages specs
    /// are written in.
    static let onlyBoundaryPhrases = [
        "only edge", "only boundary", "only border", "only visible edge", "only visible boundary", "only visible border", "only visible outline", "only visual boundary", "only outline", "sole boundary", "no fill",
        "delineated only", "outlined only", "only indicator", "only indication",
        "jedyna granica", "bez wypełnienia", "sin relleno", "única borda", "sem preenchimento", "ohne füllung", "einzige kante", "sans remplissage",
        "seule bordure", "senza riempimento", "zonder vulling", "uden fyld", "ingen fyld", "ei täyttöä", "bez výplně", "bez výplne",
    ]
    static let decorativeWords: Set<String> = ["illustration", "handle", "divider", "separator", "decoration", "hero", "image", "photo"]
    /// Words naming focus in an element's name, in every language's table.
    static let focusWords: Set<String> = Set(["focus", "focused", "focus-visible"] + LanguageWords.words(\.focused).filter { !$0.contains(" ") })

    func words(_ ref: Ref) -> Set<String> {
        var text = graph.documents[ref.document].nodes[ref.node].name
        if let kind = componentKind(ref) { text += " " + kind }
        return Set(Normalize.words(Normalize.name(text).replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "/", with: " ")))
    }

    /// `Chip de emoção (selecionado)`: an element named for its selected state (not for its
    /// unselected one, `não selecionado`).
    func namedSelected(_ ref: Ref) -> Bool {
        let name = graph.documents[ref.document].nodes[ref.node].name.lowercased()
        let written = Set(name.split { !$0.isLetter }.map(String.init))
        return !FactEvaluator.selectedWords.isDisjoint(with: written) && !FactEvaluator.unselectedPhrases.contains { name.contains($0) }
    }

    /// Words naming an element's selected state, in every language with a word table.
    static let selectedWords: Set<String> = Set(LanguageWords.words(\.selected).filter { !$0.contains(" ") }.map { $0.lowercased() }).union(["selected"])

    /// Phrases naming an unselected state, in every language with a word table.
    static let unselectedPhrases: [String] = LanguageWords.words(\.unselected).map { $0.lowercased() } + ["unselected", "not selected", "deselected"]

    func isInteractive(_ ref: Ref) -> Bool {
        lookupAny(ref, "Touch Target") || graph.documents[ref.document].nodes[ref.node].statedAction
            || !words(ref).isDisjoint(with: FactEvaluator.interactiveWords) || namedForAction(ref) || namedCommandPart(ref)
    }

    /// `Remove (×) on an added emotion tag`, `Close ×`: an element named by what tapping it does,
    /// with its dismiss glyph.
    func namedForAction(_ ref: Ref) -> Bool {
        let name = graph.documents[ref.document].nodes[ref.node].name
        guard name.contains(where: { "×✕✖⨯".contains($0) }) else { return false }
        // `Aizvērt (×)`, `Butono «×»`: the glyph alone in brackets or quotes after a name is the
        // control's, in any language.
        let chars = Array(name)
        for (index, character) in chars.enumerated() where "×✕✖⨯".contains(character) && index > 0 && index + 1 < chars.count {
            if "(«\"'“‘[".contains(chars[index - 1]), ")»\"'”’]".contains(chars[index + 1]) { return true }
        }
        let first = name.lowercased().split { !$0.isLetter }.first.map(String.init) ?? ""
        return FactEvaluator.commandWords.contains(first)
    }

    /// `Emotion tag – Remove (×)`: a part of an element named by the command after a dash.
    func namedCommandPart(_ ref: Ref) -> Bool {
        let name = graph.documents[ref.document].nodes[ref.node].name.lowercased()
        guard let dash = name.lastIndex(where: { "–—".contains($0) }) ?? name.range(of: " - ", options: .backwards)?.lowerBound else { return false }
        let after = name[name.index(after: dash)...].split { !$0.isLetter }.first.map(String.init) ?? ""
        return FactEvaluator.commandWords.contains(after)
    }

    /// Verbs a control is named by (`Remove`, `Close`, `Dismiss`), in the languages specs are written in.
    static let commandWords: Set<String> = [
        "remove", "close", "dismiss", "delete", "clear", "cancel", "add", "back", "undo", "schließen", "entfernen", "löschen", "fermer", "supprimer",
        "retirer", "cerrar", "eliminar", "quitar", "borrar", "fechar", "remover", "excluir", "chiudi", "rimuovi", "elimina", "sluiten", "verwijderen",
        "aizvērt", "dzēst", "noņemt", "zamknij", "usuń", "zavřít", "odstranit", "закрыть", "удалить", "kapat", "sil", "bezárás", "törlés", "luk", "fjern",
        "stäng", "ta bort", "sulje", "poista", "sluit", "verwyder",
    ]

    /// Words naming a logo, for the node or any node it stands in.
    static let logoWords: Set<String> = ["logo", "logos", "logotype", "logotypes", "wordmark", "brandmark"]

    /// Whether the node's own name says it is disabled (`disabled text`, `Disabled label`). An
    /// inactive page dot or tab is no disabled component: it shows a state.
    func isNamedInactive(_ ref: Ref) -> Bool {
        let words = Normalize.words(Normalize.name(graph.documents[ref.document].nodes[ref.node].name).replacingOccurrences(of: "-", with: " "))
        return words.contains("disabled")
    }

    func isLogo(_ ref: Ref) -> Bool {
        let chain = [ref] + containerChain(ref, limit: 16).prefix { graph.node($0).kind != .screen }
        return chain.contains { !words($0).isDisjoint(with: FactEvaluator.logoWords) }
    }

    func evaluate() -> SpecFacts {
        var facts = SpecFacts()
        var missing = Set<Ref>()
        for ref in graph.allRefs {
            let node = graph.node(ref)
            guard node.kind == .component || node.kind == .part || node.kind == .screen else { continue }
            let text = hasText(ref)
            var carriers: [(key: String, isText: Bool)] = [("Placeholder Color", true)]
            let ownTextColor = graph.documents[ref.document].nodes[ref.node].property("Text Color") != nil
            let ownColor = graph.documents[ref.document].nodes[ref.node].property("Color") != nil
            if text, ownTextColor {
                // With a `Text Color` of its own, a node's `Color` is its graphics' color.
                carriers += [("Text Color", true), ("Color", false)]
            } else if text, ownColor {
                // Its own `Color` is its text color, over an inherited `Text Color`.
                carriers += [("Color", true)]
            } else if text {
                carriers += lookupAny(ref, "Text Color") ? [("Text Color", true), ("Color", false)] : [("Color", true)]
            } else {
                carriers += [("Text Color", true), ("Color", false)]
            }
            carriers += [("Icon Color", false), ("Border", false), ("Divider", false), ("Focus Ring", false)]
            // A logo or logotype needs no minimum contrast (WCAG 1.4.3 and 1.4.11 exempt them),
            // nor does an element named as inactive (`.disabled-text`, `Disabled label`).
            let inactive = isNamedInactive(ref)
            let exempt = isLogo(ref) || inactive
            if inactive, ["Text Color", "Color", "Icon Color", "Border"].contains(where: { graph.documents[ref.document].nodes[ref.node].property($0) != nil }) {
                let node = graph.documents[ref.document].nodes[ref.node]
                session.note(
                    .specDisabledState, "\"\(node.name)\" is named as disabled; WCAG exempts inactive components, so the contrast of what it draws is not required",
                    at: node.range)
            }
            for (key, isText) in carriers where !exempt && lookupAny(ref, key) {
                let pairs = self.pairs(ref, key: key, isText: isText, missing: &missing)
                if isText { facts.textPairs += pairs } else { facts.nonTextPairs += pairs }
            }
            facts.nonTextPairs += boundaryPairs(ref, missing: &missing)
            facts.nonTextPairs += stateFillPairs(ref, missing: &missing)
            facts.nonTextPairs += trackPairs(ref, missing: &missing)
            if text, let (labelKey, icon) = uncoloredIcon(ref, carriers: carriers) {
                // `Icon: arrow.clockwise (leading icon)` beside `Color: Primary Coral`: an icon
                // with no color of its own is drawn in its label's color.
                facts.nonTextPairs += pairs(ref, key: labelKey, isText: false, missing: &missing, drawnAs: ("Icon Color", icon))
            }
            if isInteractive(ref) { facts.interactiveElements += targets(ref) }
            if text { facts.textElements += textElements(ref) }
        }
        for ref in missing.sorted(by: { ($0.document, $0.node) < ($1.document, $1.node) }) {
            let node = graph.node(ref)
            session.warning(
                .specUnknownBackground,
                "no background is known for \"\(node.name)\", so the contrast of its text cannot be checked",
                at: node.range, hint: "add `Background:` to the screen, or `background:` to the front matter")
        }
        facts.textElements += definedTypeStyles(facts)
        facts.contrastClaims = claims(facts)
        let claimed = claimedPairs(facts)
        facts.textPairs += claimed.text
        facts.nonTextPairs += claimed.nonText
        facts.scopedClaims = scopedClaims(facts)
        facts.tokenReferences = tokenReferences()
        facts.statedValues = graph.documents.flatMap { draft in
            draft.document.tokenClaims.compactMap { claim -> SpecFact.StatedValue? in
                guard let token = claim.token, let stated = claim.stated, !stated.isEmpty else { return nil }
                return SpecFact.StatedValue(token: token, mode: claim.mode, stated: stated, range: claim.range)
            }
        }
        facts.statements = statements()
        return facts
    }

    // MARK: Pairs

    /// The label's color key and the `Icon` line of a node whose icon states no color of its
    /// own (no `Icon Color`, no color in the `Icon` line, and no graphics `Color` beside a
    /// `Text Color`): the icon is drawn in the label's color. Nil for `Icon: None`.
    func uncoloredIcon(_ ref: Ref, carriers: [(key: String, isText: Bool)]) -> (String, SourceRange)? {
        let context = Context(mode: graph.documents[ref.document].document.modes.first ?? "")
        guard let found = lookup(ref, "Icon", context), case .icon(let icon) = found.entry.value, icon.color == nil,
            !Normalize.words(icon.symbol.lowercased()).starts(with: ["none"]), !lookupAny(ref, "Icon Color"),
            !carriers.contains(where: { !$0.isText && $0.key == "Color" && lookupAny(ref, $0.key) }),
            let label = carriers.first(where: { $0.isText && $0.key != "Placeholder Color" && lookupAny(ref, $0.key) })
        else { return nil }
        return (label.key, found.entry.range)
    }

    func pairs(_ ref: Ref, key: String, isText: Bool, missing: inout Set<Ref>, drawnAs: (property: String, range: SourceRange)? = nil) -> [SpecFact.ColorPair] {
        let entries = relevantEntries(ref, keys: [key, "Opacity"], containerKeys: ["Background", "Backdrop", "Opacity"])
        var out: [SpecFact.ColorPair] = []
        var baselines: [String: [SpecFact.ColorPair]] = [:]
        for context in contexts(ref, entries: entries) {
            var variables = Set<String>()
            let first = pair(ref, key: key, isText: isText, context, variables: &variables, missing: &missing)
            var produced: [SpecFact.ColorPair] = []
            if !variables.isEmpty, context.variant == nil {
                guard let variable = variables.sorted().first, let holder = binding(variable, for: ref) else {
                    for variable in variables.sorted() { reportUnbound(variable, ref) }
                    continue
                }
                for variant in graph.documents[holder.document].nodes[holder.node].variants {
                    var scoped = context
                    scoped.variant = variant.name
                    var more = Set<String>()
                    if let fact = pair(ref, key: key, isText: isText, scoped, variables: &more, missing: &missing) { produced.append(drawn(fact, as: drawnAs)) }
                }
            } else if let first {
                produced.append(drawn(first, as: drawnAs))
            }
            for var fact in produced {
                if fact.context.variant == nil, let alternative = context.alternative { fact.context.variant = alternative }
                let baseKey = "\(fact.context.mode)|\(fact.context.variant ?? "")"
                if context.state == "default", context.device == nil {
                    baselines[baseKey, default: []].append(fact)
                    out.append(fact)
                } else if let base = baselines[baseKey]?.first, sameDrawing(base, fact) {
                    continue
                } else {
                    out.append(fact)
                }
            }
        }
        return out
    }

    /// An input (field, search bar, text area) with a fill of its own and a border stated as
    /// none: its fill is the only thing showing where it is (WCAG 1.4.11), so the fill is paired
    /// with what the input sits on, per mode, in the states that draw no border.
    func boundaryPairs(_ ref: Ref, missing: inout Set<Ref>) -> [SpecFact.ColorPair] {
        let node = graph.documents[ref.document].nodes[ref.node]
        guard !words(ref).isDisjoint(with: FactEvaluator.inputWords), let border = node.property("Border"), node.property("Background") != nil,
            border.entries.contains(where: { entry in
                if case .border(let value) = entry.value, entry.qualifiers.state == nil || entry.qualifiers.state == "default" { return value.width == 0 }
                return false
            })
        else { return [] }
        let entries = relevantEntries(ref, keys: ["Background", "Border"], containerKeys: ["Background"])
        var out: [SpecFact.ColorPair] = []
        for context in contexts(ref, entries: entries) {
            // A state that draws a border (focus) is identified by it, not by the fill.
            if let found = stateLookup(ref, "Border", context), case .border(let value) = found.entry.value, value.width != 0 { continue }
            guard let fill = stateLookup(ref, "Background", context), fill.owner == ref else { continue }
            var variables = Set<String>()
            guard case .layers(let own) = backgroundStack(ref, context, variables: &variables), let top = own.last, variables.isEmpty else { continue }
            let background = opaqueContainerLayers(ref, context, variables: &variables, missing: &missing)
            guard variables.isEmpty else { continue }
            let factContext = SpecFact.Context(mode: context.mode, state: context.state, device: context.device, variant: context.variant ?? context.alternative)
            let pair = SpecFact.ColorPair(
                component: nodeRef(ref), property: "Background", context: factContext, foreground: top, background: background,
                role: .controlBoundary, range: top.range)
            if context.state != "default", out.contains(where: { $0.context.mode == pair.context.mode && sameDrawing($0, pair) }) { continue }
            out.append(pair)
        }
        return out
    }

    /// Words naming a switch, whose track is the whole shape of the control.
    static let switchWords: Set<String> = ["switch", "switches", "toggle", "toggles"]

    /// A switch's track filled with a color of its own and drawn with no border (`on track
    /// Primary Coral #FF6B6B on the #F9FAFB row`): the track is the control's shape, so its fill
    /// is paired with what the switch sits on (WCAG 1.4.11), per mode and state.
    func trackPairs(_ ref: Ref, missing: inout Set<Ref>) -> [SpecFact.ColorPair] {
        let node = graph.documents[ref.document].nodes[ref.node]
        guard !words(ref).isDisjoint(with: FactEvaluator.switchWords), let fill = node.property("Background"), !fill.entries.isEmpty,
            node.property("Border") == nil, !fill.entries.allSatisfy({ $0.qualifiers.state == "selected" || $0.qualifiers.state == "on" }),
            // A fill over a ground stated with it, or the only color the switch is given: a
            // color beside a "background" it sits on (`#3C4347 on the #2C3135 card`) is no fill.
            node.property("Backdrop") != nil || !["Color", "Text Color", "Icon Color"].contains(where: { node.property($0) != nil })
        else { return [] }
        var out: [SpecFact.ColorPair] = []
        for context in contexts(ref, entries: fill.entries) {
            guard let found = stateLookup(ref, "Background", context), found.owner == ref else { continue }
            var variables = Set<String>()
            guard case .layers(let own) = backgroundStack(ref, context, variables: &variables), let top = own.last, top.color.isOpaque else { continue }
            let background = opaqueContainerLayers(ref, context, variables: &variables, missing: &missing)
            guard variables.isEmpty, !background.isEmpty else { continue }
            let factContext = SpecFact.Context(mode: context.mode, state: context.state, device: context.device, variant: context.variant ?? context.alternative)
            let pair = SpecFact.ColorPair(
                component: nodeRef(ref), property: "Background", context: factContext, foreground: top, background: background,
                role: .controlBoundary, range: top.range)
            if out.contains(where: { $0.context.mode == pair.context.mode && sameDrawing($0, pair) }) { continue }
            out.append(pair)
        }
        return out
    }

    /// What a node sits on, from the nearest opaque layer of its containers up; empty when that
    /// is not known (a container with no background, or a screen not described: noted in `missing`).
    func opaqueContainerLayers(_ ref: Ref, _ context: Context, variables: inout Set<String>, missing: inout Set<Ref>) -> [SpecFact.Color] {
        switch containerStack(ref, context, variables: &variables, depth: 0) {
        case .layers(let layers):
            guard let base = layers.lastIndex(where: { $0.color.isOpaque }) else { return [] }
            return Array(layers[base...])
        case .missing(let top):
            missing.insert(graph.screen(of: top) ?? top)
            return []
        case .unknown:
            return []
        }
    }

    /// A node whose own fill appears only in its on or selected state (a selected segment's
    /// coral, a chip's fill when chosen): the fill is what shows the state, so it is paired with
    /// what the node sits on in that state (WCAG 1.4.11).
    func stateFillPairs(_ ref: Ref, missing: inout Set<Ref>) -> [SpecFact.ColorPair] {
        let node = graph.documents[ref.document].nodes[ref.node]
        guard let fill = node.property("Background"), !fill.entries.isEmpty,
            fill.entries.allSatisfy({ $0.qualifiers.state == "selected" || $0.qualifiers.state == "on" })
        else { return [] }
        var out: [SpecFact.ColorPair] = []
        // `2pt Deep Teal ring on #F9FAFB` when selected: the ring is the state's indicator, and the
        // color it is drawn on is no fill of the state's.
        let ringStates = Set(node.property("Border")?.entries.compactMap(\.qualifiers.state) ?? [])
        for context in contexts(ref, entries: fill.entries) where (context.state == "selected" || context.state == "on") && !ringStates.contains(context.state) {
            guard let found = stateLookup(ref, "Background", context), found.owner == ref, found.entry.qualifiers.state == context.state else { continue }
            var variables = Set<String>()
            guard case .layers(let own) = backgroundStack(ref, context, variables: &variables), let top = own.last else { continue }
            let background = opaqueContainerLayers(ref, context, variables: &variables, missing: &missing)
            guard variables.isEmpty else { continue }
            let factContext = SpecFact.Context(mode: context.mode, state: context.state, device: context.device, variant: context.variant ?? context.alternative)
            out.append(SpecFact.ColorPair(
                component: nodeRef(ref), property: "Background", context: factContext, foreground: top, background: background,
                role: .selectionIndicator, range: top.range))
        }
        return out
    }

    /// The pair as another property draws it (the icon drawn in its label's color): that
    /// property, at its line, with its role.
    func drawn(_ fact: SpecFact.ColorPair, as drawnAs: (property: String, range: SourceRange)?) -> SpecFact.ColorPair {
        guard let drawnAs else { return fact }
        var out = fact
        out.property = drawnAs.property
        out.range = drawnAs.range
        out.role = .icon
        return out
    }

    func sameDrawing(_ a: SpecFact.ColorPair, _ b: SpecFact.ColorPair) -> Bool {
        a.foreground.color.quantized == b.foreground.color.quantized
            && a.background.map(\.color.quantized) == b.background.map(\.color.quantized) && a.textSize == b.textSize
    }

    func reportUnbound(_ variable: String, _ ref: Ref) {
        guard cache.unboundReported.insert("\(ref.document)|\(ref.node)|\(variable)").inserted else { return }
        session.warning(
            .specUnboundVariable, "\"\(variable)\" is used by \"\(graph.documents[ref.document].nodes[ref.node].name)\" but bound by no variant table", at: graph.documents[ref.document].nodes[ref.node].range,
            hint: "add a `| Variant | \(variable) |` table to the component or one of its containers")
    }

    func pair(_ ref: Ref, key: String, isText: Bool, _ context: Context, variables: inout Set<String>, missing: inout Set<Ref>) -> SpecFact.ColorPair? {
        guard let found = stateLookup(ref, key, context) else { return nil }
        var value: SpecColorValue?
        switch found.entry.value {
        case .color(let color):
            value = color
        case .border(let border):
            if border.width == 0 { return nil }
            value = border.color
            if value == nil {
                for filler in found.fillers { if case .border(let fill) = filler.value, let color = fill.color { value = color; break } }
            }
        default:
            return nil
        }
        guard let value, !value.isTransparent else { return nil }
        guard var (color, token) = self.color(value, context, node: found.owner, variables: &variables) else { return nil }
        var written = value.written
        var range = found.decidingRange
        if found.entry.qualifiers.state != context.state, let (change, state) = stateChange(ref, key: key, context) {
            (color, token) = changed(color, change, context)
            written = SpecMessages.changed(written, change)
            range = state.range
        }
        let alpha = color.alpha * opacity(ref, context)
        guard alpha > 0 else { return nil }
        let drawn = color.withAlpha(alpha)
        let foreground = SpecFact.Color(color: drawn, token: retoken(token, color, drawn, context), written: written, range: range == found.decidingRange ? found.entry.range : range)
        var background: [SpecFact.Color] = []
        // A focus ring is drawn outside the element's box (a CSS outline, an offset ring): on
        // what the element sits on, not on its own fill.
        let stack = key == "Focus Ring" ? containerStack(ref, context, variables: &variables, depth: 0) : backgroundStack(ref, context, variables: &variables)
        switch stack {
        case .layers(let layers):
            // Keep from the topmost opaque layer up.
            if let base = layers.lastIndex(where: { $0.color.isOpaque }) { background = Array(layers[base...]) }
        case .missing(let top):
            missing.insert(graph.screen(of: top) ?? top)
        case .unknown:
            break
        }
        var size: Double?
        var weight: Int?
        if isText {
            let style = textStyle(ref, context)
            size = style.size
            weight = style.weight
        }
        let large = size.map { WCAG.isLargeText(sizePoints: $0, weight: weight ?? 400) } ?? false
        if invisibleOnGround(drawn, background) {
            missing.insert(graph.screen(of: ref) ?? ref)
            background = []
        }
        background = photoWorstCase(drawn, background, required: isText && !large ? 4.5 : 3.0)
        background = systemBackgroundWorstCase(drawn, background, mode: context.mode, document: ref.document)
        var factContext = SpecFact.Context(mode: context.mode, state: context.state, device: context.device, variant: context.variant)
        if factContext.variant == nil { factContext.variant = context.alternative }
        if let variant = context.variant, found.entry.qualifiers.variant != variant,
            let top = background.last, variantRanges(ref, variant).contains(where: { $0 == top.range })
        {
            // A variant that changes only the background (`Info: Primary Coral`) is decided at its line.
            range = top.range
        }
        if let disabled = disabledState(ref, context.state) {
            // WCAG exempts inactive components; the rules skip `disabled` (their exemptStates).
            factContext.state = "disabled"
            noteDisabled(disabled)
        }
        return SpecFact.ColorPair(
            component: nodeRef(ref), property: key, context: factContext, foreground: foreground, background: background, textSize: size,
            textWeight: weight, role: isText ? nil : role(ref, key: key, context), range: range)
    }

    /// The state, on the node or a container, that the spec calls disabled: `Disabled`, or a
    /// custom state described as disabled (`After Grant: … (green checkmark, disabled state)`).
    func disabledState(_ ref: Ref, _ name: String) -> SpecState? {
        guard name != "default" else { return nil }
        var current: Ref? = ref
        var depth = 0
        while let node = current, depth < 32 {
            if let found = state(node, named: name) {
                if name == "disabled" { return found }
                // A description without either word anywhere has neither as a word.
                let lower = found.description.lowercased()
                guard lower.containsBytes("disabled") || lower.containsBytes("inactive") else { return nil }
                let words = Set(Normalize.words(lower).map { $0.trimmingCharacters(in: .punctuationCharacters) })
                return words.contains("disabled") ? found : nil
            }
            current = graph.containers[node]
            depth += 1
        }
        return name == "disabled" ? SpecState(name: name, written: "Disabled", isCustom: false, description: "", range: graph.node(ref).range) : nil
    }

    func noteDisabled(_ state: SpecState) {
        guard cache.unboundReported.insert("disabled|\(state.range.file)|\(state.range.start.line)").inserted else { return }
        let called = state.name == "disabled" ? "" : " (the spec calls it disabled: \"\(state.description)\")"
        session.note(
            .specDisabledState,
            "\"\(state.written)\" is a disabled state\(called); WCAG exempts inactive components, so the contrast of what it draws is not required",
            at: state.range)
    }

    /// `1 px Light Gray (only edge of the field, no fill)`, `jedyna granica pola`: a border its
    /// line says is all that shows where the element is, which then needs 3:1 (SC 1.4.11).
    func statesOnlyBoundary(_ range: SourceRange, owner: Ref) -> Bool {
        let document = graph.documents[owner.document]
        guard document.document.file == range.file, let line = document.lines.line(range.start.line)?.lowercased() else { return false }
        // `And that outline is the only visual boundary of the field`: a step after the one giving the border.
        let next = document.lines.line(range.start.line + 1)?.lowercased() ?? ""
        let nextSpeaksOfIt = !next.contains("#") && ["outline", "border", "stroke", "track", "that", "it "].contains { next.contains($0) }
        return FactEvaluator.onlyBoundaryPhrases.contains { line.contains($0) || (nextSpeaksOfIt && next.contains($0)) }
    }

    /// Whether the line stating a border (in the document of the node that states it) says it is
    /// an outline or ring drawn on focus.
    func drawnOnFocus(_ range: SourceRange, owner: Ref) -> Bool {
        let document = graph.documents[owner.document]
        guard document.document.file == range.file, let line = document.lines.line(range.start.line) else { return false }
        let words = Set(line.lowercased().split { !$0.isLetterFast }.map(String.init))
        return words.contains("focus") && !words.isDisjoint(with: ["outline", "ring", "indicator"])
    }

    /// Words naming an element's resting state, and a checklist's ticked box (`[x] Base`).
    static let restingStateWords: Set<String> = ["base", "default", "rest", "resting", "normal", "idle", "enabled", "static", "x"]

    func role(_ ref: Ref, key: String, _ context: Context) -> SpecFact.NonTextRole {
        var words = self.words(ref)
        // `Campo de texto › Borda em repouso`, `Field › Border (focus)`: a part named for a border
        // is its holder's border, so the holder's words say what kind of border it is.
        // `Journal textarea › [x] Base`: a part named only for the resting state is its holder.
        // `Border, resting`: the name's words, whatever marks stand between them.
        let nameLetters = graph.documents[ref.document].nodes[ref.node].name.lowercased().split { !$0.isLetter }.map(String.init)
        if key == "Border", words.contains(where: { RoleWords.colorRole($0) == .border }) || nameLetters.contains(where: { RoleWords.colorRole($0) == .border })
            || words.allSatisfy({ Self.restingStateWords.contains(String($0.filter(\.isLetter))) || !$0.contains(where: \.isLetter) })
            // `Journal field › ▸ States`: a group of the holder's states is the holder.
            || (!nameLetters.isEmpty && nameLetters.allSatisfy { ["states", "state"].contains($0) || Self.restingStateWords.contains($0) }),
            let parent = graph.documents[ref.document].nodes[ref.node].parent
        {
            words.formUnion(self.words(SpecGraph.Ref(document: ref.document, node: parent)))
        }
        if key == "Focus Ring" || context.state == "focus" { return .focusIndicator }
        // `Focus indicator: 2px Primary Coral ring`, `Sempadan fokus medan`: a border named for focus.
        if key == "Border", !words.isDisjoint(with: FactEvaluator.focusWords) { return .focusIndicator }
        // `… shows a 2px coral outline when it receives keyboard focus`: an outline the sentence
        // stating it draws on focus.
        if key == "Border", let found = lookup(ref, key, context), drawnOnFocus(found.entry.range, owner: found.owner) { return .focusIndicator }
        if key == "Divider" { return .decorative }
        if key == "Border", let found = lookup(ref, key, context), statesOnlyBoundary(found.entry.range, owner: found.owner) { return .controlBoundary }
        if key == "Border" {
            // `Chip de emoção (selecionado)`: an element named for its selected state.
            if context.state == "selected" || namedSelected(ref) { return .selectionIndicator }
            // `textfält`, `Eingabefeld`, `tekstveld`, `textasvæði`: a compound ending in a field word is a field.
            // `Lista de lembretes (checkbox)`: a kind in the name's parenthesis says it too.
            let written = Set(graph.documents[ref.document].nodes[ref.node].name.lowercased().split { !$0.isLetter }.map(String.init))
            if !words.isDisjoint(with: FactEvaluator.inputWords) || !written.isDisjoint(with: ["checkbox", "switch", "toggle", "field", "input"])
                || words.contains(where: { word in ["fält", "feld", "veld", "felt", "svæði", "reitur", "kenttä", "väli"].contains { word.hasSuffix($0) } })
            {
                return .inputBorder
            }
            if isInteractive(ref) {
                var ignored = Set<String>()
                // A fill that stands out from what the control sits on identifies it; a fill that
                // does not (#F9FAFB on White) leaves the border to show where the control is.
                if let found = lookup(ref, "Background", context), case .color(let value) = found.entry.value, !value.isTransparent,
                    let (fill, _) = self.color(value, context, node: found.owner, variables: &ignored)
                {
                    var missing = Set<Ref>()
                    let ground = opaqueContainerLayers(ref, context, variables: &ignored, missing: &missing)
                    // A control with a label or content of its own is identified by them (a chip's
                    // name, a card's title); a field's box is not identified by what is typed in it.
                    func labelled() -> Bool {
                        lookup(ref, "Text Color", context) != nil || graph.documents[ref.document].nodes.contains { $0.parent == ref.node }
                    }
                    if ground.count == 1, fill.isOpaque, WCAG.contrastRatio(fill, ground[0].color) < 3,
                        !words.isDisjoint(with: FactEvaluator.fieldPartWords) || !labelled()
                    {
                        return .controlBoundary
                    }
                    return .decorative
                }
                return .controlBoundary
            }
            return .decorative
        }
        if context.state == "selected", words.contains("checkmark") || words.contains("indicator") { return .selectionIndicator }
        if !words.isDisjoint(with: FactEvaluator.decorativeWords) { return .decorative }
        // A color a control takes only when it is on or selected shows that state.
        if key == "Color", context.state == "on" || context.state == "selected",
            lookup(ref, key, Context(mode: context.mode, device: context.device, variant: context.variant)) == nil
        {
            return .selectionIndicator
        }
        // A control's part drawn over its own fill (a progress bar's fill on its track).
        if key == "Color", !words.isDisjoint(with: ["fill", "progress", "track", "thumb", "knob", "indicator"]) {
            return context.state == "default" ? .controlBoundary : .selectionIndicator
        }
        return .icon
    }

    // MARK: Targets and text

    func box(_ ref: Ref, _ context: Context, document: SpecDocument) -> (Double?, Double?, SourceRange, Bool)? {
        func size(_ key: String, inherit: Bool) -> (SpecSize, SourceRange)? {
            guard let found = lookup(ref, key, context, inherit: inherit), case .size(var value) = found.entry.value else { return nil }
            for filler in found.fillers { if case .size(let base) = filler.value { value = value.filled(from: base) } }
            // Sizes read from dimension tokens take the token's value in this mode.
            if let path = value.widthToken, let points = index.system.value(path, mode: context.mode)?.dimension?.points { value.width = .points(points) }
            if let path = value.heightToken, let points = index.system.value(path, mode: context.mode)?.dimension?.points { value.height = .points(points) }
            return (value, found.decidingRange)
        }
        // What the node writes itself wins over what it inherits (its own Dimensions over a
        // catalog's minimum touch target).
        let keys = ["Touch Target", "Size", "Width", "Height"]
        let ownFirst = keys.contains { size($0, inherit: false) != nil }
        let target = size("Touch Target", inherit: !ownFirst)
        let whole = size("Size", inherit: !ownFirst)
        let width = size("Width", inherit: !ownFirst)
        let height = size("Height", inherit: !ownFirst)
        let widthExtent = target?.0.width ?? whole?.0.width ?? width?.0.width ?? whole?.0.minWidth ?? width?.0.minWidth
        let heightExtent = target?.0.height ?? whole?.0.height ?? height?.0.height ?? whole?.0.minHeight ?? height?.0.minHeight
        guard let range = target?.1 ?? whole?.1 ?? width?.1 ?? height?.1 else { return nil }
        let deviceName = context.device ?? document.defaultDevice
        let deviceWidth = document.devices.first { $0.name == deviceName }?.width
        var w = widthExtent?.points(deviceWidth: deviceWidth)
        var h = heightExtent?.points(deviceWidth: deviceWidth)
        guard w != nil || h != nil else { return nil }
        // A hit slop on the size that decided the box (`32×32pt, hit slop 6pt`) states a hit
        // area that much larger on every side.
        let slop = target.map { $0.0.hitSlop } ?? (whole?.0.hitSlop ?? width?.0.hitSlop ?? height?.0.hitSlop)
        if let slop {
            w = w.map { $0 + 2 * slop }
            h = h.map { $0 + 2 * slop }
        }
        // The line that set the smaller (checked) axis decides when they differ.
        return (w, h, range, target != nil || slop != nil)
    }

    /// A node's target box per device and, when a dimension token makes it differ between
    /// modes (a density axis), per group of modes with the same box: every combination is
    /// checked, not only the default one.
    func targets(_ ref: Ref) -> [SpecFact.InteractiveElement] {
        let document = graph.documents[ref.document].document
        let entries = relevantEntries(ref, keys: ["Touch Target", "Size", "Width", "Height"], containerKeys: [])
        let modes = document.modes.isEmpty ? [""] : document.modes
        struct Box: Equatable {
            var width: Double?
            var height: Double?
        }
        var out: [SpecFact.InteractiveElement] = []
        var baseline: [Box?]?
        for device in [nil] + Set(entries.compactMap(\.qualifiers.device)).sorted().map({ Optional($0) }) {
            let found = modes.map { box(ref, Context(mode: $0, device: device), document: document) }
            let boxes = found.map { $0.map { Box(width: $0.0, height: $0.1) } }
            if device == nil {
                baseline = boxes
            } else if baseline == boxes {
                continue
            }
            let varies = Set(boxes.compactMap { $0.map { "\($0.width ?? -1)x\($0.height ?? -1)" } }).count > 1
            var reported: [Box] = []
            for (index, result) in found.enumerated() {
                guard let (w, h, range, stated) = result, !reported.contains(Box(width: w, height: h)) else { continue }
                reported.append(Box(width: w, height: h))
                let context = Context(mode: modes[index], device: device)
                var element = SpecFact.InteractiveElement(
                    component: nodeRef(ref), context: SpecFact.Context(mode: modes[index], device: device), width: w, height: h,
                    spacing: neighbourSpacing(ref, context), hitAreaStated: stated, platform: document.platform.flatMap(Platform.init(rawValue:)),
                    range: range)
                if varies { element.modes = modes.indices.filter { boxes[$0] == Box(width: w, height: h) }.map { modes[$0] } }
                out.append(element)
            }
        }
        return out
    }

    /// The `Gap` of the group holding `ref` (the toolbar of an icon button): how far apart its
    /// targets sit.
    func neighbourSpacing(_ ref: Ref, _ context: Context) -> Double? {
        guard let container = graph.containers[ref], let found = lookup(container, "Gap", containerContext(container, context)),
            case .length(let gap) = found.entry.value
        else { return nil }
        return gap.points
    }

    /// A node's text size per device and, when a token makes it differ between modes (a
    /// density or scale axis), per group of modes with the same size: every combination is
    /// checked, not only the default one.
    func textElements(_ ref: Ref) -> [SpecFact.TextElement] {
        let document = graph.documents[ref.document].document
        let entries = relevantEntries(ref, keys: ["Typography", "Font Size"], containerKeys: [])
        let modes = document.modes.isEmpty ? [""] : document.modes
        var out: [SpecFact.TextElement] = []
        var baseline: [Double?]?
        for device in [nil] + Set(entries.compactMap(\.qualifiers.device)).sorted().map({ Optional($0) }) {
            let styles = modes.map { textStyle(ref, Context(mode: $0, device: device)) }
            let sizes = styles.map(\.size)
            if device == nil {
                baseline = sizes
            } else if baseline == sizes {
                continue
            }
            let varies = Set(sizes.compactMap { $0 }).count > 1
            var reported: Set<Double> = []
            for (index, style) in styles.enumerated() {
                guard let size = style.size, let range = style.range, reported.insert(size).inserted else { continue }
                var element = SpecFact.TextElement(
                    component: nodeRef(ref), context: SpecFact.Context(mode: modes[index], device: device), size: size, weight: style.weight,
                    style: style.style, platform: document.platform.flatMap(Platform.init(rawValue:)), range: range)
                if varies { element.modes = modes.indices.filter { sizes[$0] == size }.map { modes[$0] } }
                out.append(element)
            }
        }
        // `Then the badge text is 10pt` in a scenario on a selected chip: type given only in a
        // state is that state's, and is held to the same minimum.
        for state in Set(entries.compactMap(\.qualifiers.state)).sorted() where state != "default" {
            for (index, mode) in modes.enumerated() {
                let style = textStyle(ref, Context(mode: mode, state: state))
                guard let size = style.size, let range = style.range, size != baseline?[index] ?? nil else { continue }
                out.append(SpecFact.TextElement(
                    component: nodeRef(ref), context: SpecFact.Context(mode: mode, state: state), size: size, weight: style.weight, style: style.style,
                    platform: document.platform.flatMap(Platform.init(rawValue:)), range: range))
            }
        }
        return out
    }

    // MARK: Claims and references

    /// The modes a pair claim is judged in: the one it states ("in dark mode"), and of those the
    /// ones where its stated background is drawn in its scope ("4.5:1 on white background" only
    /// where something sits on white); every mode when it is drawn nowhere (then nothing says
    /// which).
    func claimModes(_ claim: SpecContrastClaim, owner: Ref?, documentIndex: Int, facts: SpecFacts) -> [String] {
        let draft = graph.documents[documentIndex]
        var modes = draft.document.modes
        var lower = " " + claim.text.lowercased() + " "
        // The sentence holding the ratio states its mode; a later one (`… about 2.8:1. In dark
        // mode the fill is #FF8787`) speaks of another pair.
        if let ratio = lower.range(of: ":1"), let stop = lower.range(of: ". ", range: ratio.upperBound..<lower.endIndex) {
            lower = String(lower[..<stop.lowerBound]) + " "
        }
        if let stated = modes.first(where: { lower.contains(" in \($0) mode") || lower.contains("(\($0) mode)") || lower.contains("(\($0))") }) {
            modes = [stated]
        }
        guard let background = claim.background else { return modes }
        // A measured ratio (not a threshold) that one mode's pair gives was measured in that mode
        // (`White on Coral is about 2.8:1` in a document whose coral turns lighter in dark).
        if modes.count > 1, ![3, 4.5, 7].contains(claim.statedRatio), let foreground = claim.foreground {
            let measured = modes.filter { mode in
                guard let fg = foreground.resolution(mode)?.color, let bg = background.resolution(mode)?.color else { return false }
                return abs(WCAG.contrastRatio(fg.composited(over: bg), bg) - claim.statedRatio) < 0.06
            }
            if measured.count == 1 { return measured }
        }
        let screen = owner.map { graph.documents[$0.document].nodes[$0.node].name }
        let holding = modes.filter { mode in
            guard let color = background.resolution(mode)?.color?.quantized else { return false }
            var ignored = Set<String>()
            if let owner, case .layers(let layers) = backgroundStack(owner, Context(mode: mode), variables: &ignored),
                layers.contains(where: { $0.color.quantized == color })
            {
                return true
            }
            return (facts.textPairs + facts.nonTextPairs).contains { pair in
                pair.component.file == draft.document.file && (screen == nil || pair.component.screen == screen) && pair.context.mode == mode
                    && pair.background.contains { $0.color.quantized == color }
            }
        }
        return holding.isEmpty ? modes : holding
    }

    /// Scoped claims (§2.12.4) as read; one whose scope draws nothing of what it claims is said
    /// to be unverified at its line.
    func scopedClaims(_ facts: SpecFacts) -> [SpecScopedClaim] {
        var out: [SpecScopedClaim] = []
        for draft in graph.documents {
            for claim in draft.document.scopedClaims {
                out.append(claim)
                let inScope = { (range: SourceRange) in claim.scope.contains(range) }
                var unjudged: [String] = []
                // Pairs of the scope whose background is unknown cannot contradict the claim:
                // it is then only checked in part, and a note says so.
                let known = { (pair: SpecFact.ColorPair) in !pair.background.isEmpty }
                var unknown: [SpecFact.ColorPair] = []
                for kind in claim.kinds {
                    let present: Bool
                    switch kind {
                    case .textContrast, .nonTextContrast, .stateIndicator:
                        var pairs = kind == .textContrast ? facts.textPairs : kind == .nonTextContrast ? facts.nonTextPairs : facts.textPairs + facts.nonTextPairs
                        pairs = pairs.filter { pair in
                            inScope(pair.range) && (claim.mode == nil || pair.context.mode == claim.mode)
                                && (kind != .stateIndicator || claim.states.contains { pair.context.state.contains($0) })
                        }
                        present = pairs.contains(where: known)
                        unknown += pairs.filter { !known($0) && !unknown.contains($0) }
                    case .touchTarget: present = facts.interactiveElements.contains { inScope($0.range) }
                    case .fontSize: present = facts.textElements.contains { inScope($0.range) }
                    case .lineHeight: present = true
                    case .textStyles: present = facts.textElements.contains { inScope($0.range) }
                    case .targetSpacing: present = facts.interactiveElements.contains { inScope($0.range) && $0.spacing != nil }
                    case .focusIndicator:
                        // "2pt blue ring": an indicator of that color must be drawn in scope.
                        let colors = claim.namedColors
                        present = facts.nonTextPairs.contains { pair in
                            inScope(pair.range) && (pair.role == .focusIndicator || pair.context.state.contains("focus"))
                                && (colors.isEmpty || colors.contains { pair.foreground.name.lowercased().contains($0) })
                        }
                    }
                    if !present { unjudged.append(kind.rawValue) }
                }
                // A compliance claim is judged on what its scope has; only a scope with none of it is unverified.
                if claim.isCompliance ? unjudged.count == claim.kinds.count : !unjudged.isEmpty {
                    let what = claim.isCompliance ? "text, non-text element or touch target" : unjudged.joined(separator: ", ")
                    let colors = claim.kinds.contains(.focusIndicator) ? claim.namedColors : []
                    let message = !colors.isEmpty
                        ? "\"\(claim.text)\" is not checked: the specs \(claim.scope.phrase) draw no \(colors.joined(separator: "/")) focus indicator to check it against"
                        : !unknown.isEmpty
                        ? "\"\(claim.text)\" is not checked: the colors it is about \(claim.scope.phrase) are drawn on backgrounds Kiln does not know"
                        : "\"\(claim.text)\" is not checked: the specs \(claim.scope.phrase) state no \(what) to check it against"
                    session.note(
                        .specUnverifiedClaim, message,
                        at: claim.range, hint: "state the values it is about (colors, sizes, the focus ring's color and width) where they are drawn")
                } else if !unknown.isEmpty {
                    let places = unknown.reduce(into: [SourceRange]()) { if !$0.contains($1.range) { $0.append($1.range) } }
                    session.note(
                        .specUnverifiedClaim,
                        "\"\(claim.text)\" is checked only in part: \(places.count) \(places.count == 1 ? "line" : "lines") \(claim.scope.phrase) \(places.count == 1 ? "draws" : "draw") colors on a background Kiln does not know",
                        at: claim.range, notes: places.prefix(5).map { .init("the background here is not known", at: $0) },
                        hint: "give those elements (or their screen) a `Background:`")
                }
            }
        }
        return out
    }

    func claims(_ facts: SpecFacts) -> [SpecFact.ContrastClaim] {
        var out: [SpecFact.ContrastClaim] = []
        for (documentIndex, draft) in graph.documents.enumerated() {
            for (claim, owner) in zip(draft.document.contrastClaims, draft.claimOwners) {
                let file = draft.document.file
                let ownerRef = owner.map { Ref(document: documentIndex, node: $0) }
                let level = claim.statedLevel.flatMap(SpecFact.ContrastClaim.Level.init(rawValue:))
                switch claim.scope {
                case .blanket:
                    out.append(SpecFact.ContrastClaim(
                        subject: claim.subject, statedRatio: claim.statedRatio, statedLevel: level,
                        scope: .blanket(screen: ownerRef.map { graph.documents[$0.document].nodes[$0.node].name }), file: file, range: claim.range))
                case .unverified:
                    let onLine = pairsOnClaimLine(claim, file: file, facts)
                    if let (element, drawn) = onLine ?? ownTextPairs(claim, facts) {
                        // An element's own pair is named by the element, not by the key's words.
                        out.append(SpecFact.ContrastClaim(
                            subject: onLine == nil ? element : claim.subject ?? element, statedRatio: claim.statedRatio, statedLevel: level,
                            scope: .pair(drawn), file: file, range: claim.range))
                        continue
                    }
                    session.note(
                        .specUnverifiedClaim,
                        "cannot tell which text and background \"\(claim.text)\" is about, so its \(Canonical.number(claim.statedRatio)):1 is not checked",
                        at: claim.range, hint: "name the pair (`White on Primary Coral: 4.8:1`, `Button (White on Primary Coral): 4.8:1`); a general minimum is what the contrast rules check on every pair anyway")
                    out.append(SpecFact.ContrastClaim(
                        subject: claim.subject, statedRatio: claim.statedRatio, statedLevel: level, scope: .unverified, file: file,
                        range: claim.range))
                case .pair:
                    var samples: [SpecFact.ContrastClaim.Sample] = []
                    for mode in claimModes(claim, owner: ownerRef, documentIndex: documentIndex, facts: facts) {
                        guard let foreground = claim.foreground, let fg = foreground.resolution(mode), let fgColor = fg.color else { continue }
                        let context = Context(mode: mode)
                        var ignored = Set<String>()
                        var under: [SpecFact.Color]?
                        if let ownerRef, case .layers(let layers) = backgroundStack(ownerRef, context, variables: &ignored) {
                            under = layers
                        } else if ownerRef == nil, case .layers(let layers) = documentBackground(Ref(document: documentIndex, node: 0), context) {
                            under = layers
                        }
                        var layers: [SpecFact.Color]
                        if let background = claim.background {
                            guard let bg = background.resolution(mode), let bgColor = bg.color else { continue }
                            let layer = SpecFact.Color(color: bgColor, token: bg.token, written: background.written, range: claim.range)
                            if bgColor.isOpaque {
                                layers = [layer]
                            } else {
                                guard let under else { continue }
                                layers = under + [layer]
                            }
                        } else {
                            guard let under else { continue }
                            layers = under
                        }
                        let sample = SpecFact.ContrastClaim.Sample(
                            mode: mode, foreground: SpecFact.Color(color: fgColor, token: fg.token, written: foreground.written, range: claim.range),
                            background: layers)
                        let drawn = samples.contains { existing in
                            existing.foreground.color.quantized == sample.foreground.color.quantized
                                && existing.background.map(\.color.quantized) == sample.background.map(\.color.quantized)
                        }
                        if !drawn { samples.append(sample) }
                    }
                    if samples.isEmpty {
                        // The colors it names are ambiguous or unknown (reported at the line):
                        // say that the claim itself is therefore not checked.
                        session.note(
                            .specUnverifiedClaim,
                            "the colors of \"\(claim.text)\" are not known in any mode, so its \(Canonical.number(claim.statedRatio)):1 is not checked",
                            at: claim.range, hint: "name the colors by token or hex")
                    }
                    out.append(SpecFact.ContrastClaim(
                        subject: claim.subject, statedRatio: claim.statedRatio, statedLevel: level,
                        scope: samples.isEmpty ? .unverified : .pair(samples), file: file, range: claim.range))
                }
            }
        }
        return out
    }

    /// `Tekstfarve: White #FFFFFF, Headline 17pt semibold – kontrast 4,6:1`: a ratio naming no
    /// pair, on the line that gives one element its colors, is about the pair drawn there. Only
    /// a line drawing one element's pairs, in one state, is read so; the pairs become the claim's
    /// samples, one per mode.
    /// `- Kontrast besedila na ozadju: 4,6:1` in an element's list: a contrast keyed line naming
    /// no pair is about the element's own text on its own background, one sample per mode.
    func ownTextPairs(_ claim: SpecContrastClaim, _ facts: SpecFacts) -> (element: String, samples: [SpecFact.ContrastClaim.Sample])? {
        guard claim.foreground == nil, claim.background == nil, let colon = claim.text.firstIndex(of: ":"),
            KeyTable.namesContrast(Normalize.key(String(claim.text[..<colon].drop { "-*• ".contains($0) })))
        else { return nil }
        // The element the list is about: the one whose text the lines just above state.
        let line = claim.range.start.line
        let nearest = facts.textPairs.filter { $0.component.file == claim.range.file && (line - 6..<line).contains($0.range.start.line) }
            .max { $0.range.start.line < $1.range.start.line }
        guard let id = nearest?.component.id else { return nil }
        let pairs = facts.textPairs.filter { $0.component.id == id && $0.context.state == "default" && !$0.background.isEmpty }
        var samples: [SpecFact.ContrastClaim.Sample] = []
        for pair in pairs where !samples.contains(where: { $0.mode == pair.context.mode }) {
            samples.append(SpecFact.ContrastClaim.Sample(mode: pair.context.mode, foreground: pair.foreground, background: pair.background))
        }
        return samples.isEmpty ? nil : (pairs[0].component.path, samples)
    }

    func pairsOnClaimLine(_ claim: SpecContrastClaim, file: String, _ facts: SpecFacts) -> (element: String, samples: [SpecFact.ContrastClaim.Sample])? {
        let line = claim.range.start.line
        let pairs = (facts.textPairs + facts.nonTextPairs).filter { $0.component.file == file && $0.range.start.line == line && !$0.background.isEmpty }
        guard let first = pairs.first, pairs.allSatisfy({ $0.component.id == first.component.id && $0.context.state == first.context.state && $0.property == first.property })
        else { return nil }
        var samples: [SpecFact.ContrastClaim.Sample] = []
        // A side the claim names (`… 5.02:1 on #F9FAFB`) keeps only the pairs drawn with it.
        // A hex is that color in every mode, whatever token shares its value in one.
        func agrees(_ written: SpecColorValue?, _ color: SpecFact.Color?, mode: String) -> Bool {
            guard let written else { return true }
            let hex = written.written.trimmed
            guard let color, let resolved = hex.hasPrefix("#") ? RGBA(hex: hex) : written.resolution(mode)?.color else { return false }
            return resolved.quantized == color.color.quantized
        }
        for pair in pairs where !samples.contains(where: { $0.mode == pair.context.mode })
            && agrees(claim.foreground, pair.foreground, mode: pair.context.mode) && agrees(claim.background, pair.background.last, mode: pair.context.mode)
        {
            samples.append(SpecFact.ContrastClaim.Sample(mode: pair.context.mode, foreground: pair.foreground, background: pair.background))
        }
        return samples.isEmpty ? nil : (first.component.path, samples)
    }

    func tokenReferences() -> [SpecFact.TokenReference] {
        var refs: [String: Ref] = [:]
        for (documentIndex, draft) in graph.documents.enumerated() {
            for index in draft.nodes.indices { refs["\(draft.document.file)#\(index)"] = Ref(document: documentIndex, node: index) }
        }
        var seen = Set<String>()
        var out: [SpecFact.TokenReference] = []
        for (token, key, range) in session.tokenUses {
            let identity = "\(token)|\(range.file)|\(range.start)"
            guard seen.insert(identity).inserted else { continue }
            out.append(SpecFact.TokenReference(token: token, component: key.flatMap { refs[$0] }.map(nodeRef), range: range))
        }
        return out
    }
}

extension FactEvaluator {
    /// Lines of the background values a variant (`Info: Primary Coral`) gives the node or a container.
    func variantRanges(_ ref: Ref, _ variant: String) -> [SourceRange] {
        relevantEntries(ref, keys: [], containerKeys: ["Background", "Backdrop"]).filter { $0.qualifiers.variant == variant }.map(\.range)
    }
}
