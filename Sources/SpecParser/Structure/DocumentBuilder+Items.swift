import Foundation
import DesignModel
import Diagnostics

/// Resolving items (docs/spec-format.md §2.4.3): qualifier items, groups, self groups,
/// properties, parts, custom state values, documentation.
extension DocumentBuilder {
    /// A key with its qualifier suffix split off (`Colors (Selected - Selection Mode)`,
    /// `Selected State`).
    struct ParsedKey {
        var words: String
        var qualifiers: SpecQualifiers?
        var note: String?
        /// `Selected State` → `selected`.
        var stateGroup: String?
    }

    func parseKey(_ key: String, node: Int) -> ParsedKey {
        var words = Normalize.text(key).trimmed
        var qualifiers: SpecQualifiers?
        var note: String?
        if let (rest, inner) = Normalize.trailingParenthetical(words), !rest.isEmpty {
            words = rest
            let parts = inner.components(separatedBy: " - ")
            if let (parsed, _) = draft.vocabulary.parse(parts[0], customStates: draft.nodes[node].customStates), parsed.count > 0 {
                qualifiers = parsed
                if parts.count > 1 { note = parts.dropFirst().joined(separator: " - ") }
            } else {
                note = inner
            }
        }
        var stateGroup: String?
        let lower = words.lowercased()
        if lower.hasSuffix(" state") {
            let name = String(words.dropLast(6))
            if let state = QualifierVocabulary.canonicalState(name) {
                stateGroup = state
            } else if draft.nodes[node].customStates.contains(Normalize.name(name)) {
                stateGroup = Normalize.name(name)
            }
        }
        return ParsedKey(words: words, qualifiers: qualifiers, note: note, stateGroup: stateGroup)
    }

    // MARK: States

    mutating func declareStates(_ items: [RawItem], node: Int) {
        for item in items {
            guard let key = item.key else { continue }
            let parsed = parseKey(key, node: node)
            if item.value.isEmpty, item.hasChildren {
                if KeyTable.group(parsed.words) == .states {
                    for child in item.children where child.key != nil { addState(child, node: node) }
                } else if KeyTable.group(parsed.words) == .transparent || KeyTable.isSelfGroup(parsed.words) {
                    declareStates(item.children, node: node)
                }
            }
        }
    }

    mutating func addState(_ item: RawItem, node: Int) {
        guard let key = item.key else { return }
        var name = Normalize.text(key).trimmed
        if let (rest, _) = Normalize.trailingParenthetical(name), !rest.isEmpty { name = rest }
        let canonical = QualifierVocabulary.canonicalState(name)
        let stateName = canonical ?? Normalize.name(name)
        if canonical == nil { draft.nodes[node].customStates.insert(stateName) }
        let description = Normalize.text(item.value)
        var env = valueEnv(item.range)
        env.mode = nil
        let state = SpecState(
            name: stateName, written: Normalize.text(key).trimmed, isCustom: canonical == nil, description: description,
            scale: DocumentBuilder.scaleFragment(description), opacity: DocumentBuilder.opacityFragment(description),
            timing: MotionReader.timings(in: description, env: env).first,
            colorChange: DocumentBuilder.colorChangeFragment(description), range: item.range)
        if !draft.nodes[node].states.contains(where: { $0.name == stateName }) { draft.nodes[node].states.append(state) }
        if stateName != "default" { draft.nodes[node].pendingStateColors.append((stateName, description, item)) }
    }

    /// A state that sets one of its node's colors in words (`Focus: Border coral (2pt)`,
    /// `Selected: Coral border, coral text`, `Pressed: Scale 0.98, red background at 10% opacity`,
    /// `Near Limit: Counter text turns red`) gives that color in that state, as a `Border`,
    /// `Background` or `Text Color` entry at the state's line. Only colors that resolve in every
    /// mode without a choice are taken (an ambiguous `Border gray` stays documentation); an
    /// entry the node writes for the state itself wins (read after the node's lines). A
    /// background is a change of the node's own surface: taken only when the node gives one
    /// (`Full-Screen Photo: Black background` of a view is not what its text sits on).
    mutating func addStateColors(node: Int) {
        let pending = draft.nodes[node].pendingStateColors
        draft.nodes[node].pendingStateColors = []
        for (state, description, item) in pending { addStateColors(description, state: state, item: item, node: node) }
    }

    mutating func addStateColors(_ description: String, state: String, item: RawItem, node: Int) {
        for (written, text) in DocumentBuilder.stateColorFragments(description) {
            // A node whose text color is its `Color` (no `Text Color` of its own) changes that.
            let key = written == "Text Color" && draft.nodes[node].property("Text Color") == nil && draft.nodes[node].property("Color") != nil
                ? "Color" : written
            guard let property = KeyTable.property(named: key) else { continue }
            if draft.nodes[node].property(key)?.entries.contains(where: { $0.qualifiers.state == state }) == true { continue }
            if key == "Background", draft.nodes[node].property(key) == nil { continue }
            // A trial read with its own session: a fragment that is not a color says nothing.
            let trial = trialEnv(item.valueRange)
            let colorText = String(text.drop { $0 != " " }).trimmed
            var text = text
            var probe = key == "Border" && Lex.length(Substring(text)) != nil ? colorText : text
            guard case .success = ColorReader.parse(probe, env: trial), case .colors(var colors) = ColorReader.read(probe, env: trial), !colors.isEmpty
            else { continue }
            // A name several colors share is the one the node already draws with (`Default: Red
            // text`, `Pressed: red background at 10% opacity`: the same red).
            if colors.count == 1, case .name(let name) = colors[0].value.base, let own = ownColor(among: colors[0].value, node: node),
                let range = probe.range(of: name, options: .caseInsensitive)
            {
                probe.replaceSubrange(range, with: own.string)
                if let inText = text.range(of: name, options: .caseInsensitive) { text.replaceSubrange(inText, with: own.string) }
                guard case .colors(let retried) = ColorReader.read(probe, env: trial) else { continue }
                colors = retried
            }
            guard colors.allSatisfy({ $0.value.resolutions.allSatisfy { $0.color != nil } }) else { continue }
            var stated = item
            stated.key = key
            readInto(property, text: text, item: stated, node: node, scope: SpecQualifiers(state: state))
        }
    }

    /// An item under `Colors:` whose every fragment names a color and what it paints, with an
    /// optional state in parentheses (`Off-White background, 2pt coral border (selected)`).
    func elementColors(_ item: RawItem) -> [(String, String, SpecQualifiers)]? {
        guard !item.value.isEmpty, !item.hasChildren else { return nil }
        var out: [(String, String, SpecQualifiers)] = []
        for fragment in Normalize.splitTopLevel(Normalize.text(item.value), separators: [", ", "; "]) {
            var phrase = fragment.trimmed
            var qualifiers = SpecQualifiers()
            if let (rest, inner) = Normalize.trailingParenthetical(phrase), !rest.isEmpty {
                guard let (parsed, _) = draft.vocabulary.parse(inner, customStates: []), parsed.count > 0 else { return nil }
                qualifiers = parsed
                phrase = rest
            }
            let found = DocumentBuilder.stateColorFragments(phrase)
            guard found.count == 1, !found[0].text.lowercased().hasPrefix("turns") else { return nil }
            out.append((found[0].key, found[0].text, qualifiers))
        }
        return out.isEmpty ? nil : out
    }

    /// Among the candidates of an ambiguous color, the one token whose value in every mode is a
    /// color the node itself draws (its `Color`, `Text Color`, `Background` or `Border`).
    func ownColor(among value: SpecColorValue, node: Int) -> TokenPath? {
        var candidates: Set<TokenPath> = []
        for resolution in value.resolutions {
            if case .ambiguous(let paths) = resolution.match { candidates.formUnion(paths) }
        }
        guard !candidates.isEmpty else { return nil }
        var drawn: [String: Set<String>] = [:]
        for key in ["Color", "Text Color", "Background", "Border"] {
            for entry in draft.nodes[node].property(key)?.entries ?? [] {
                let color: SpecColorValue?
                switch entry.value {
                case .color(let value): color = value
                case .border(let border): color = border.color
                default: color = nil
                }
                for resolution in color?.resolutions ?? [] { if let hex = resolution.color?.hex { drawn[resolution.mode, default: []].insert(hex) } }
            }
        }
        let index = session.index
        let fitting = candidates.filter { path in
            index.modes.allSatisfy { mode in index.color(path, mode: mode).map { drawn[mode]?.contains($0.hex) == true } ?? false }
        }
        return fitting.count == 1 ? fitting.first : nil
    }

    /// The `(key, color text)` fragments of a state description that name a color and what it
    /// paints: a property word before the color (`Border coral`), after it (`coral border`,
    /// `2pt Primary Coral border`, `red background at 10% opacity`) or before `turns`/`becomes`
    /// (`Counter text turns red`).
    static func stateColorFragments(_ text: String) -> [(key: String, text: String)] {
        func key(_ word: String) -> String? {
            switch word {
            case "border", "stroke", "outline": "Border"
            case "background", "fill": "Background"
            case "text", "label": "Text Color"
            default: nil
            }
        }
        var out: [(key: String, text: String)] = []
        for fragment in Normalize.splitTopLevel(text, separators: [", ", "; "]) {
            var phrase = fragment.trimmed
            if let (rest, _) = Normalize.trailingParenthetical(phrase), !rest.isEmpty { phrase = rest }
            let words = phrase.split(separator: " ").map(String.init)
            let lower = words.map { $0.lowercased() }
            guard words.count >= 2 else { continue }
            let verb = lower.firstIndex { ["turns", "becomes"].contains($0) }
            let at = verb.map { verb in lower[..<verb].lastIndex { key($0) != nil } } ?? lower.firstIndex { key($0) != nil }
            guard let at, let found = key(lower[at]) else { continue }
            var color: [String]
            if let verb {
                color = Array(words[(verb + 1)...])
                if color.first?.lowercased() == "to" { color.removeFirst() }
            } else if at == 0 {
                color = Array(words.dropFirst())
                if color.first?.lowercased() == "to" { color.removeFirst() }
            } else {
                // `red background at 10% opacity`; not `White with 50% black background blur`
                // (white icons over a black blur): the color is the words before the property
                // word, followed only by an opacity.
                let after = Array(words[(at + 1)...])
                if let first = after.first, first.lowercased() != "at" { continue }
                if !Set(lower[..<at]).isDisjoint(with: ["with", "on", "over", "under", "and"]) { continue }
                color = Array(words[..<at]) + after
            }
            guard !color.isEmpty, out.allSatisfy({ $0.key != found }) else { continue }
            out.append((found, color.joined(separator: " ")))
        }
        return out
    }

    /// `scale 0.98`, `scale to 0.98`.
    static func scaleFragment(_ text: String) -> Double? {
        let lower = text.lowercased()
        guard let range = lower.range(of: "scale") else { return nil }
        var rest = Substring(lower[range.upperBound...])
        if rest.hasPrefix(" to ") { rest = rest.dropFirst(4) }
        if rest.hasPrefix(": ") { rest = rest.dropFirst(2) }
        guard let (value, after) = Lex.number(rest), value > 0, value < 3, !after.hasPrefix("→"), !after.hasPrefix(" →") else { return nil }
        return value
    }

    /// `20% darker coral`, `Background 10% darker`, `Text: 10% lighter`, `10% brighter`: a
    /// lightness change, what it changes (a property word before it, a color word after it).
    static func colorChangeFragment(_ text: String) -> SpecColorChange? {
        for fragment in Normalize.splitTopLevel(text, separators: [", ", "; "]) {
            var rest = Substring(fragment.trimmed)
            var target: SpecColorChange.Target?
            let lower = rest.lowercased()
            for (word, found) in [("background", SpecColorChange.Target.background), ("fill", .background), ("text", .text), ("label", .text), ("border", .border), ("icon", .icon)]
            where lower.hasPrefix(word + " ") || lower.hasPrefix(word + ": ") {
                target = found
                rest = Lex.skipSpaces(rest.dropFirst(word.count + (lower.hasPrefix(word + ":") ? 1 : 0)))
                break
            }
            // `Background opacity 25%`, `Background 25% opacity`, `Background at 25% opacity`.
            if target != nil {
                var opacityText = rest
                if opacityText.lowercased().hasPrefix("at ") { opacityText = Lex.skipSpaces(opacityText.dropFirst(3)) }
                if opacityText.lowercased().hasPrefix("opacity") {
                    var after = Lex.skipSpaces(opacityText.dropFirst("opacity".count))
                    if after.hasPrefix(":") { after = Lex.skipSpaces(after.dropFirst()) }
                    if let (amount, _) = Lex.percent(after) { return SpecColorChange(target: target, lightness: 0, opacity: amount) }
                } else if let (amount, after) = Lex.percent(opacityText), Lex.skipSpaces(after).lowercased().hasPrefix("opacity") {
                    return SpecColorChange(target: target, lightness: 0, opacity: amount)
                } else if let (amount, after) = Lex.number(opacityText), amount <= 1, Lex.skipSpaces(after).lowercased().hasPrefix("opacity") {
                    // `Icon at 0.6 opacity`.
                    return SpecColorChange(target: target, lightness: 0, opacity: amount)
                }
            }
            guard let (amount, after) = Lex.percent(rest) else { continue }
            let tail = Lex.skipSpaces(after)
            guard let change = ColorReader.lightnessWord(tail) else { continue }
            let words = tail.dropFirst(change.length).prefix { $0 != "(" && $0 != "," }
                .split(separator: " ").map(String.init).filter { !["color", "colour", "than", "default"].contains($0.lowercased()) }
            let colorWords = words.isEmpty ? nil : words.joined(separator: " ")
            return SpecColorChange(target: target, colorWords: colorWords, lightness: change.sign * amount)
        }
        return nil
    }

    /// `0.8 opacity`, `40% opacity`.
    static func opacityFragment(_ text: String) -> Double? {
        let lower = text.lowercased()
        guard let range = lower.range(of: " opacity") ?? (lower.hasSuffix("opacity") ? lower.range(of: "opacity") : nil) else { return nil }
        let before = lower[..<range.lowerBound]
        guard let start = before.lastIndex(where: { $0 == " " || $0 == "(" || $0 == "," }).map({ before.index(after: $0) }) ?? Optional(before.startIndex)
        else { return nil }
        let word = Substring(before[start...])
        // `red background at 10% opacity` describes the background, not the node.
        if before[..<start].trimmingCharacters(in: .whitespaces).hasSuffix(" at") { return nil }
        if let (value, rest) = Lex.percent(word), rest.isEmpty { return value }
        if let (value, rest) = Lex.number(word), rest.isEmpty, value <= 1 { return value }
        return nil
    }

    // MARK: Items

    mutating func resolveItems(_ items: [RawItem], node: Int, group: KeyTable.Group?, scope: SpecQualifiers) {
        for item in items { resolveItem(item, node: node, group: group, scope: scope) }
    }

    mutating func document(_ item: RawItem, node: Int) {
        draft.nodes[node].documentation.append(BlockConversion.item(item))
    }

    mutating func resolveItem(_ item: RawItem, node: Int, group: KeyTable.Group?, scope: SpecQualifiers) {
        session.currentNode = nodeKey(node)
        if let element = keylessElement(item, node: node) {
            // `3. Create Entry (center)` over its `Icon:`, `Color:` lines: an element of its own.
            resolveItem(element, node: node, group: group, scope: scope)
            return
        }
        guard let key = item.key else {
            document(item, node: node)
            return
        }
        let parsed = parseKey(key, node: node)
        noteStatedAction(parsed.words, item.value, node: node)
        if !item.value.isEmpty, !item.hasChildren, KeyTable.group(parsed.words) == .variants {
            // `Variants: Success (green background); Info (coral background)`.
            readVariantList(item, node: node, scope: scope)
            return
        }
        if KeyTable.claim(parsed.words) != nil {
            scanClaims([item], owner: node)
            document(item, node: node)
            return
        }
        if group == .accessibility {
            let property = KeyTable.property(parsed.words)
            if property?.key == "Touch Target", !item.value.isEmpty {
                addProperty(property!, item: item, node: node, group: nil, scope: scope)
            } else {
                scanClaims([item], owner: node)
                document(item, node: node)
            }
            return
        }
        // In a colors group a state name gives the color (or border) in that state (§2.5.3).
        if group == .colors, !item.value.isEmpty, KeyTable.property(parsed.words, in: .colors) == nil,
            let (qualifiers, _) = draft.vocabulary.parse(key, customStates: draft.nodes[node].customStates), qualifiers.state != nil,
            let merged = qualifiers.merged(over: scope)
        {
            let isBorder = Lex.length(Substring(Normalize.text(item.value))) != nil
            addProperty(KeyTable.property(named: isBorder ? "Border" : "Color")!, item: item, node: node, group: group, scope: merged)
            return
        }
        guard let scopeWithKey = (parsed.qualifiers ?? SpecQualifiers()).merged(over: scope) else {
            document(item, node: node)
            return
        }
        if let state = parsed.stateGroup, item.value.isEmpty, item.hasChildren {
            var qualifiers = scopeWithKey
            qualifiers.state = state
            resolveItems(item.children, node: node, group: group, scope: qualifiers)
            return
        }
        if item.value.isEmpty, item.hasChildren, partStates(item, parsed: parsed, node: node, scope: scopeWithKey) {
            return
        }
        if item.value.isEmpty, item.hasChildren, let kind = KeyTable.group(parsed.words), !allChildrenAreQualifiers(item, node: node) {
            switch kind {
            case .variants:
                readVariantList(item, node: node, scope: scopeWithKey)
            case .documentation, .states:
                document(item, node: node)
            case .transparent:
                resolveItems(item.children, node: node, group: group, scope: scopeWithKey)
            default:
                resolveItems(item.children, node: node, group: kind, scope: scopeWithKey)
            }
            return
        }
        if item.value.isEmpty, item.hasChildren, KeyTable.isSelfGroup(parsed.words) {
            resolveItems(item.children, node: node, group: group, scope: scopeWithKey)
            return
        }
        let property = KeyTable.property(parsed.words, in: group)
        // Typography context: `Date: Footnote (13pt regular), Secondary Gray` is a text part.
        if group == .typography, !item.value.isEmpty, property == nil || property?.kind == .text {
            var env = valueEnv(item.valueRange, mode: scopeWithKey.mode)
            env.mode = scopeWithKey.mode
            if let outcome = TypographyReader.read(item.value, env: env), outcome.value.style != nil || outcome.value.hasLiteralParts {
                let part = makePart(item, parsed: parsed, node: node)
                session.currentNode = nodeKey(part)
                appendEntry(part, key: "Typography", kind: .typography, SpecEntry(
                    qualifiers: scopeWithKey, value: .typography(outcome.value), written: Normalize.text(item.value),
                    writtenKey: key, range: item.valueRange))
                if let color = outcome.value.color {
                    appendEntry(part, key: "Text Color", kind: .color, SpecEntry(
                        qualifiers: scopeWithKey, value: .color(color), written: color.written, writtenKey: key, range: item.valueRange),
                        derived: true)
                }
                if let stated = outcome.stated, let style = outcome.value.style {
                    checkStated(stated, against: style, styleName: outcome.value.styleName ?? "", range: item.valueRange)
                }
                return
            }
        }
        let hasPropertyChild = item.children.contains { child in
            guard let childKey = child.key else { return false }
            if let (qualifiers, _) = draft.vocabulary.parse(childKey, customStates: draft.nodes[node].customStates), qualifiers.count > 0 {
                return false
            }
            let childParsed = parseKey(childKey, node: node)
            return KeyTable.property(childParsed.words) != nil || KeyTable.group(childParsed.words) != nil
                || KeyTable.isSelfGroup(childParsed.words) || sizedPart(child, node: node) != nil
        }
        let isPart = hasPropertyChild && item.hasChildren
            && (property == nil || ((property!.kind == .text || property!.kind == .icon) && item.value.isEmpty))
            && !KeyTable.documentationKeys.contains(Normalize.key(parsed.words))
        if !isPart, property == nil, item.value.isEmpty, item.hasChildren, item.children.contains(where: { isListedElement($0, node: node) }) {
            // `Tabs:` over `1. Timeline` (with its own lines) or `3. Create Entry (center): …,
            // Primary Coral, 32×32pt`: a list of the node's elements, each read as one.
            resolveItems(item.children, node: node, group: nil, scope: scopeWithKey)
            return
        }
        if !isPart, let legend = colorLegend(item, parsed: parsed, node: node) {
            // `Clipping:` over `Warning: Yellow (#FFD60A)` and `Error: Red (#FF453A)`: the parts
            // of an element and their colors.
            let part = self.part(named: parsed, item: item, node: node)
            for child in legend {
                let name = ParsedKey(words: child.key ?? "", qualifiers: nil, note: nil, stateGroup: nil)
                readInto(KeyTable.property(named: "Color")!, text: child.value, item: child, node: self.part(named: name, item: child, node: part), scope: scopeWithKey)
            }
            return
        }
        if isPart {
            let part = makePart(item, parsed: parsed, node: node)
            declareStates(item.children, node: part)
            resolveItems(item.children, node: part, group: nil, scope: scopeWithKey)
            return
        }
        if let property {
            addProperty(property, item: item, node: node, group: group, scope: scopeWithKey)
            return
        }
        if property == nil, !item.value.isEmpty, !item.hasChildren, DocumentBuilder.controlPartKeys.contains(Normalize.key(parsed.words)),
            group == .colors || (group == nil && DocumentBuilder.trackFillKeys.contains(Normalize.key(parsed.words))
                && (draft.nodes[node].property("Background") != nil || draft.nodes[node].children.contains { Normalize.name(draft.nodes[$0].name) == "track" }))
        {
            // (Outside `Colors:`, only a fill next to the control's own `Background`: a property
            // table or list that gives both.)
            // `Fill: Primary Coral` under a progress bar's `Colors:`: a part of the control
            // drawn in that color over the control's own background, which is then its track:
            // the `Background` moves to a `Track` part holding the fill, so that the control's
            // label and percentage sit on what the control sits on, not on the track.
            var holder = node
            if DocumentBuilder.trackFillKeys.contains(Normalize.key(parsed.words)), let index = draft.nodes[node].propertyIndex("Background"),
                let first = draft.nodes[node].properties[index].entries.first
            {
                var track = item
                track.key = "Track"
                track.value = ""
                track.range = first.range
                track.valueRange = first.range
                holder = self.part(named: ParsedKey(words: "Track", qualifiers: nil, note: nil, stateGroup: nil), item: track, node: node)
                let background = draft.nodes[node].properties.remove(at: index)
                draft.nodes[holder].properties.append(background)
            } else if DocumentBuilder.trackFillKeys.contains(Normalize.key(parsed.words)),
                let track = draft.nodes[node].children.first(where: { draft.nodes[$0].kind == .part && Normalize.name(draft.nodes[$0].name) == "track" })
            {
                // The fill's value for another mode (a table's `Dark` column): the track is made.
                holder = track
            }
            let part = self.part(named: parsed, item: item, node: holder)
            readInto(KeyTable.property(named: "Color")!, text: item.value, item: item, node: part, scope: scopeWithKey)
            return
        }
        if group == .colors, property == nil, let looks = elementColors(item) {
            // `Pricing Options: Off-White background, 2pt coral border (selected)`: an element's
            // colors in words, each with what it paints (and the state it holds in).
            let part = self.part(named: parsed, item: item, node: node)
            for (key, text, qualifiers) in looks {
                guard let property = KeyTable.property(named: key), let scope = qualifiers.merged(over: scopeWithKey) else { continue }
                var stated = item
                stated.key = key
                readInto(property, text: text, item: stated, node: part, scope: scope)
            }
            return
        }
        if let (name, size) = slotControl(item, parsed: parsed, node: node), let sizeProperty = KeyTable.property(named: "Size") {
            let part = makePart(item, parsed: ParsedKey(words: name, qualifiers: nil, note: nil, stateGroup: nil), node: node)
            draft.nodes[part].statedAction = true
            readInto(sizeProperty, text: size, item: item, node: part, scope: scopeWithKey)
            addConditionalColors(Normalize.text(item.value), item: item, part: part, scope: scopeWithKey)
            return
        }
        if let (sizeProperty, size) = sizedPart(item, node: node) {
            // Only the size: `70x70pt, 16pt from bottom` goes on with a position.
            // The same element named again (`Capture Button` under `Elements:` and `Spacing:`)
            // is the part already made, not a second one.
            // `Circle Size: 28×28pt` is the size of a circle.
            var named = parsed
            for suffix in [" size", " dimensions"] where named.words.lowercased().hasSuffix(suffix) {
                named.words = String(named.words.dropLast(suffix.count))
            }
            let name = Normalize.name(named.words)
            if let existing = draft.nodes[node].children.first(where: { draft.nodes[$0].kind == .part && Normalize.name(draft.nodes[$0].name) == name }) {
                readInto(sizeProperty, text: size, item: item, node: existing, scope: scopeWithKey, implied: true)
            } else {
                readInto(sizeProperty, text: size, item: item, node: makePart(item, parsed: named, node: node), scope: scopeWithKey)
            }
            return
        }
        if let (name, sizes) = perDeviceSizes(item, parsed: parsed, node: node, scope: scopeWithKey) {
            let part = self.part(named: name, item: item, node: node)
            for (text, child, qualifiers) in sizes {
                readInto(KeyTable.property(named: "Size")!, text: text, item: child, node: part, scope: qualifiers)
            }
            return
        }
        if let (color, size) = visualShorthand(item, parsed: parsed, node: node) {
            let part = self.part(named: parsed, item: item, node: node)
            readInto(KeyTable.property(named: "Color")!, text: color, item: item, node: part, scope: scopeWithKey)
            readInto(KeyTable.property(named: "Size")!, text: size, item: item, node: part, scope: scopeWithKey)
            return
        }
        if group == nil || group == .colors, let (color, background) = symbolColors(item, parsed: parsed) {
            // `Checkmarks: Success Green`, `Checkmark: White checkmark in Primary Coral circle`:
            // a symbol of that color, on its shape when one is named.
            let part = self.part(named: parsed, item: item, node: node)
            readInto(KeyTable.property(named: "Color")!, text: color, item: item, node: part, scope: scopeWithKey)
            if let background {
                var stated = item
                stated.key = "Background"
                readInto(KeyTable.property(named: "Background")!, text: background, item: stated, node: part, scope: scopeWithKey)
            }
            return
        }
        if !item.hasChildren, let color = quotedTextColor(item) {
            // `Badge: “Save 25%” in coral`, `Hint: “Try again” (Slate Gray)`: a text part of
            // that color (its background is where it sits).
            let part = makePart(item, parsed: parsed, node: node)
            var stated = item
            stated.key = "Text Color"
            readInto(KeyTable.property(named: "Text Color")!, text: color, item: stated, node: part, scope: scopeWithKey)
            return
        }
        if group == nil, !item.hasChildren, Lex.quoted(Substring(Normalize.text(item.value))) != nil,
            draft.nodes[node].kind == .component || draft.nodes[node].kind == .part
        {
            draft.nodes[node].pendingCopies.append((item, parsed))
        }
        document(item, node: node)
    }

    /// Keys under `Colors:` that name a part of a control drawn over the control's own fill: a
    /// progress bar's fill, a slider's track and thumb, a switch's knob (normalized keys).
    static let controlPartKeys: Set<String> = [
        "fill", "progress", "progress fill", "track fill", "active track", "filled track", "thumb", "knob", "indicator", "active indicator",
        "selected indicator",
    ]

    /// The control parts among `controlPartKeys` that fill a track: the control's `Background`
    /// is that track.
    static let trackFillKeys: Set<String> = ["fill", "progress", "progress fill", "track fill", "active track", "filled track"]

    /// The color of `“Save 25%” in coral` or `“Skip” (Primary Coral)`: a quoted text followed
    /// only by a color that resolves in every mode without a choice; nil otherwise.
    func quotedTextColor(_ item: RawItem) -> String? {
        guard let (_, rest) = Lex.quoted(Substring(Normalize.text(item.value))) else { return nil }
        var color = String(rest).trimmed
        if color.lowercased().hasPrefix("in ") {
            color = String(color.dropFirst(3)).trimmed
        } else if color.hasPrefix("("), color.hasSuffix(")"), color.dropFirst().firstIndex(of: "(") == nil {
            color = String(color.dropFirst().dropLast()).trimmed
        } else {
            return nil
        }
        guard !color.isEmpty else { return nil }
        guard let colors = resolvedTrialColors(color, range: item.valueRange), colors.count == 1 else { return nil }
        return color
    }

    /// `Button: “Allow Photos”` on a card that is `Same As: Card 1`, or `Badge: “2”, same
    /// styling` on the second of a row of siblings: the text of a part like the copied element's
    /// (`CTA Button`, `Badge`) — a part of this node that inherits from that one. A key naming no
    /// such part stays documentation.
    mutating func addCopiedParts(node: Int) {
        let pending = draft.nodes[node].pendingCopies
        draft.nodes[node].pendingCopies = []
        let siblings = (draft.nodes[node].parent.map { draft.nodes[$0].children } ?? draft.roots).filter { $0 < node }
        for (item, parsed) in pending {
            var bases: [Int] = []
            for (written, _) in draft.nodes[node].sameAsReferences {
                bases += siblings.filter { SpecGraph.matches(draft.nodes[$0], written) }
            }
            let words = Set(Normalize.text(item.value).lowercased().split { !$0.isLetter }.map(String.init))
            if words.contains("same") { bases += siblings.reversed() }
            let key = Normalize.key(parsed.words)
            guard !key.isEmpty else { continue }
            let nodes = draft.nodes
            let copied = bases.lazy.compactMap { base in
                nodes[base].children.first { child in
                    let name = Normalize.key(nodes[child].name)
                    return name == key || name.hasSuffix(" " + key)
                }
            }.first
            guard let copied else { continue }
            let part = makePart(item, parsed: parsed, node: node)
            draft.nodes[part].directBases.append((copied, item.range))
        }
    }

    /// The children of a group with an unknown name whose every item is `Name: color` (and
    /// nothing else): a legend of colored parts. Nil otherwise.
    func colorLegend(_ item: RawItem, parsed: ParsedKey, node: Int) -> [RawItem]? {
        guard item.value.isEmpty, item.hasChildren else { return nil }
        let phrase = Normalize.name(parsed.words)
        guard KeyTable.property(phrase) == nil, KeyTable.group(phrase) == nil, !KeyTable.documentationKeys.contains(Normalize.key(phrase))
        else { return nil }
        for child in item.children {
            guard let key = child.key, !child.hasChildren, !child.value.isEmpty, KeyTable.property(Normalize.name(key)) == nil,
                case .success = ColorReader.parse(Normalize.text(child.value), env: valueEnv(child.valueRange)),
                Lex.first(in: Normalize.text(child.value), { Lex.colorLiteral($0) }) != nil
            else { return nil }
        }
        return item.children
    }

    /// The part of `node` with this name if one was made already, else a new one.
    mutating func part(named parsed: ParsedKey, item: RawItem, node: Int) -> Int {
        let name = Normalize.name(parsed.words)
        if let existing = draft.nodes[node].children.first(where: { draft.nodes[$0].kind == .part && Normalize.name(draft.nodes[$0].name) == name }) {
            return existing
        }
        return makePart(item, parsed: parsed, node: node)
    }

    /// `Active Dot: Primary Coral, 8pt diameter`, `Checkmark: White, 20x20pt`: an item whose value
    /// lists a color and a size among its comma-separated parts is a visual part of that color and
    /// size. Returns the color text and the size text (`8×8pt` for a diameter).
    func visualShorthand(_ item: RawItem, parsed: ParsedKey, node: Int) -> (String, String)? {
        guard !item.hasChildren, !item.value.isEmpty else { return nil }
        let phrase = Normalize.name(parsed.words)
        guard KeyTable.property(phrase) == nil, KeyTable.group(phrase) == nil, !KeyTable.documentationKeys.contains(Normalize.key(phrase))
        else { return nil }
        let env = valueEnv(item.valueRange)
        var color: String?
        var size: String?
        for fragment in Normalize.splitTopLevel(Normalize.text(item.value), separators: [", ", "; "]) {
            let text = fragment.trimmed
            if size == nil, let (w, h, tail) = SizeReader.product(Substring(text)), String(tail).trimmed.isEmpty || String(tail).trimmed.lowercased() == "circle" {
                size = "\(Canonical.number(w))×\(Canonical.number(h))pt"
            } else if size == nil, let (value, unit, tail) = Lex.length(Substring(text)), String(tail).trimmed.lowercased() == "diameter" {
                size = "\(Canonical.number(value))×\(Canonical.number(value))\(unit)"
            } else if color == nil, case .success = ColorReader.parse(text, env: env) {
                color = text
            }
        }
        guard let color, let size else { return nil }
        return (color, size)
    }

    /// `Thumbnail Size: Square, dynamic based on screen width` with one sub-item per device
    /// (`iPhone SE: ~78pt per thumbnail`): the size of a part (`Thumbnail`) on each device.
    func perDeviceSizes(_ item: RawItem, parsed: ParsedKey, node: Int, scope: SpecQualifiers)
        -> (ParsedKey, [(String, RawItem, SpecQualifiers)])?
    {
        let phrase = Normalize.name(parsed.words)
        guard item.hasChildren, phrase.hasSuffix(" size"), KeyTable.property(phrase) == nil, allChildrenAreQualifiers(item, node: node)
        else { return nil }
        let square = Normalize.text(item.value).lowercased().contains("square")
        var sizes: [(String, RawItem, SpecQualifiers)] = []
        for child in item.children {
            guard let key = child.key, let (qualifiers, _) = draft.vocabulary.parse(key, customStates: draft.nodes[node].customStates),
                let merged = qualifiers.merged(over: scope)
            else { return nil }
            let value = Normalize.text(child.value)
            if let product = Self.firstProduct(value) {
                sizes.append((product, child, merged))
            } else if square, let ((length, unit, _), _) = Lex.first(in: value, { Lex.length($0) }) {
                sizes.append(("\(Canonical.number(length))×\(Canonical.number(length))\(unit)", child, merged))
            } else {
                return nil
            }
        }
        var named = parsed
        named.words = String(parsed.words.dropLast(" size".count)).trimmed
        return (named, sizes)
    }

    /// `Corner handles: 8×8pt circles`, `Control Icons: 44x44pt touch targets`: an item named
    /// for an interactive kind whose value starts with a size — or holds a `W×H` anywhere
    /// (`Capture Button: Large circle (center-bottom, 70x70pt)`) — is a part of that size. So is
    /// any other item whose value starts with a `W×H` (`Outer Circle: 70×70pt, white border`):
    /// a visual element. The property is `Touch Target` when the value says it is one, else
    /// `Size` (a visual size, which `a11y/touch-target` checks as the hit area of an interactive
    /// part, saying it is unstated). Returns the property and the size text to read.
    func sizedPart(_ item: RawItem, node: Int) -> (KeyTable.Property, String)? {
        guard let key = item.key, !item.value.isEmpty, item.value.unicodeScalars.contains(where: { CharacterSet.decimalDigits.contains($0) })
        else { return nil }
        let words = Normalize.words(Normalize.name(parseKey(key, node: node).words).replacingOccurrences(of: "-", with: " "))
        let phrase = words.joined(separator: " ")
        guard KeyTable.property(phrase) == nil, KeyTable.group(phrase) == nil, !KeyTable.documentationKeys.contains(Normalize.key(phrase))
        else { return nil }
        // The kind is the last word (`Corner handles`), or the word before `icons`/`targets`
        // (`Control Icons`).
        let kindWords = ["icon", "icons", "target", "targets", "size", "dimensions"].contains(words.last ?? "") ? words.dropLast() : words[...]
        let interactive = kindWords.last.map { SpecVocabulary.interactiveKinds.contains($0) } ?? false
        let value = Normalize.text(item.value)
        let leading = Normalize.splitTopLevel(value, separators: [", ", "; "]).first ?? value
        let lower = value.lowercased()
        let statesTarget = ["touch target", "tap target", "hit target", "hit area", "tap area", "touch area"].contains { lower.contains($0) }
        guard let property = KeyTable.property(named: statesTarget ? "Touch Target" : "Size") else { return nil }
        if interactive || (kindWords.last.map { SpecVocabulary.visualElements.contains($0) } ?? false),
            SizeReader.product(Substring(leading)) != nil
        {
            return (property, leading)
        }
        guard interactive else { return nil }
        if let first = leading.unicodeScalars.first, CharacterSet.decimalDigits.contains(first),
            SizeReader.read(leading, axis: .both, env: valueEnv(item.valueRange)) != nil
        {
            return (property, leading)
        }
        return Self.firstProduct(value).map { (property, $0) }
    }

    /// A control in a slot of its container, written on one line with its size: `Right Action:
    /// Close button (xmark icon, 24×24pt) - dismisses …`, `Trailing: CupertinoSwitch (51×31pt, …)`,
    /// `Trailing Icon: Settings (SF Symbol gearshape.fill, 24×24pt)` in a navigation bar. The
    /// slot is a position (`Leading`, `Trailing`, `Left`, `Right`), and the value names a control
    /// (a button, switch, …) or the slot is one (`… Action`, `… Button`, an icon in a bar). It
    /// becomes an interactive part named by the value with that visual size — its touch target
    /// when none is stated. A chevron in a row's trailing slot is not a control.
    func slotControl(_ item: RawItem, parsed: ParsedKey, node: Int) -> (name: String, size: String)? {
        guard !item.value.isEmpty, !item.hasChildren else { return nil }
        let keyWords = Normalize.words(Normalize.name(parsed.words))
        guard let first = keyWords.first, ["leading", "trailing", "left", "right"].contains(first), keyWords.count <= 2 else { return nil }
        let value = Normalize.text(item.value)
        guard let size = Self.firstProduct(value) else { return nil }
        var head = Substring(value)
        if let open = head.firstIndex(of: "(") { head = head[..<open] }
        if let dash = head.range(of: " - ") { head = head[..<dash.lowerBound] }
        let name = String(head).trimmed
        guard !name.isEmpty, name.count <= 40, Lex.quoted(Substring(name)) == nil else { return nil }
        let lower = name.lowercased()
        let nameWords = Set(Normalize.words(lower))
        let namesControl = !nameWords.isDisjoint(with: SpecVocabulary.interactiveKinds)
            || ["button", "switch", "toggle", "picker", "slider", "stepper"].contains { lower.hasSuffix($0) }
        let slot = keyWords.count > 1 ? keyWords[1] : nil
        let slotIsControl = ["action", "button", "control", "item"].contains(slot ?? "")
        let containerWords = Set(Normalize.words(Normalize.name(draft.nodes[node].name)))
        let iconInBar = slot == "icon" && !containerWords.isDisjoint(with: ["bar", "navigation", "toolbar", "header"])
        guard namesControl || slotIsControl || iconInBar else { return nil }
        return (name, size)
    }

    /// `Segment States:` over `Auto: Selected (coral background), app follows system theme`: the
    /// states of a part (`Segment`), each option's value opening with the state it is in and the
    /// colors that state paints. A `Background` read here is the part's fill in that state (the
    /// selected segment's coral). Options that state no color stay documentation. False (nothing
    /// read) when the key is not `<part> States` or no option opens with a state.
    mutating func partStates(_ item: RawItem, parsed: ParsedKey, node: Int, scope: SpecQualifiers) -> Bool {
        let words = Normalize.name(parsed.words)
        guard words.hasSuffix(" states") || words.hasSuffix(" state") else { return false }
        let name = String(words[..<words.lastIndex(of: " ")!]).trimmed
        guard !name.isEmpty, KeyTable.property(name) == nil, KeyTable.group(name) == nil, QualifierVocabulary.canonicalState(name) == nil,
            !draft.nodes[node].customStates.contains(name)
        else { return false }
        var reads: [(RawItem, String, [(key: String, text: String)])] = []
        for child in item.children {
            guard child.key != nil, !child.value.isEmpty, !child.hasChildren else { continue }
            let value = Normalize.text(child.value)
            let first = Normalize.splitTopLevel(value, separators: [", ", "; "]).first.map { $0.trimmed } ?? ""
            var stateText = first
            var colorText = ""
            if let (rest, inner) = Normalize.trailingParenthetical(first), !rest.isEmpty {
                stateText = rest
                colorText = inner
            }
            guard let state = QualifierVocabulary.canonicalState(stateText), state != "default", !colorText.isEmpty else { continue }
            let fragments = DocumentBuilder.stateColorFragments(colorText)
            if !fragments.isEmpty { reads.append((child, state, fragments)) }
        }
        guard !reads.isEmpty else { return false }
        // `Chip States:` on the chip itself are its own states, not a part's.
        let ownName = Normalize.name(draft.nodes[node].name)
        let part = ownName == name || ownName.hasSuffix(" " + name)
            ? node : self.part(named: ParsedKey(words: name.prefix(1).uppercased() + name.dropFirst(), qualifiers: nil, note: nil, stateGroup: nil), item: item, node: node)
        var read = Set<Int>()
        for (child, state, fragments) in reads {
            for (key, text) in fragments {
                guard let property = KeyTable.property(named: key) else { continue }
                let probe = key == "Border" && Lex.length(Substring(text)) != nil ? String(text.drop { $0 != " " }).trimmed : text
                guard resolvedTrialColors(probe, range: child.valueRange) != nil else { continue }
                var stateScope = scope
                stateScope.state = state
                var stated = child
                stated.key = key
                readInto(property, text: text, item: stated, node: part, scope: stateScope)
                read.insert(child.range.start.line)
            }
        }
        for child in item.children where !read.contains(child.range.start.line) { document(child, node: part) }
        return true
    }

    /// `CupertinoSwitch (51×31pt, coral when active)`, `Checkbox (24pt, blue if checked)`: the
    /// color a control takes in a state, as its `Color` in that state. `active` of a switch or
    /// toggle is its `on` state; other states are the vocabulary's. Only colors that resolve in
    /// every mode without a choice are taken; anything else stays in the description.
    mutating func addConditionalColors(_ text: String, item: RawItem, part: Int, scope: SpecQualifiers) {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return }
        let inner = String(text[text.index(after: open)..<close])
        let lowerName = draft.nodes[part].name.lowercased()
        let isSwitch = ["switch", "toggle"].contains { lowerName.contains($0) }
        for fragment in Normalize.splitTopLevel(inner, separators: [", ", "; "]) {
            let lower = fragment.lowercased()
            guard let joint = [" when ", " if ", " while "].compactMap({ lower.range(of: $0) }).first else { continue }
            let colorText = String(fragment[..<joint.lowerBound]).trimmed
            var condition = String(lower[joint.upperBound...]).trimmed
            for article in ["it is ", "is ", "turned ", "switched "] where condition.hasPrefix(article) { condition = String(condition.dropFirst(article.count)) }
            let state: String?
            if isSwitch, ["active", "on", "enabled", "checked", "selected"].contains(condition) {
                state = "on"
            } else {
                state = QualifierVocabulary.canonicalState(condition).flatMap { $0 == "default" ? nil : $0 }
            }
            guard let state, !colorText.isEmpty else { continue }
            guard resolvedTrialColors(colorText, range: item.valueRange) != nil else { continue }
            var stateScope = scope
            stateScope.state = state
            var stated = item
            stated.key = "Color"
            readInto(KeyTable.property(named: "Color")!, text: colorText, item: stated, node: part, scope: stateScope)
        }
    }

    /// The first `W×H` in a text (`Large circle (center-bottom, 70x70pt)` → `70x70pt`).
    static func firstProduct(_ text: String) -> String? {
        var index = text.startIndex
        while index < text.endIndex {
            let isStart = text[index].isNumber && (index == text.startIndex || !(text[text.index(before: index)].isNumber || text[text.index(before: index)] == "."))
            if isStart, let (_, _, tail) = SizeReader.product(text[index...]) { return String(text[index..<tail.startIndex]) }
            index = text.index(after: index)
        }
        return nil
    }

    /// `Tap Action: …`, `Interaction: Swipe down to dismiss`: the node is interactive (§2.13).
    mutating func noteStatedAction(_ words: String, _ value: String, node: Int) {
        guard draft.nodes[node].kind == .component || draft.nodes[node].kind == .part else { return }
        let key = Normalize.key(words)
        guard SpecVocabulary.actionKeys.contains(key) else { return }
        if key.hasPrefix("on ") || key.contains("tap") || key.contains("press") || key.contains("swipe") || key.contains("drag") {
            draft.nodes[node].statedAction = true
            return
        }
        let verbs = Set(Normalize.words(value.lowercased()))
        if !verbs.isDisjoint(with: SpecVocabulary.actionVerbs) { draft.nodes[node].statedAction = true }
    }

    /// Every child is a qualifier item (`Typography:` with `Light Mode:`/`Dark Mode:` children).
    func allChildrenAreQualifiers(_ item: RawItem, node: Int) -> Bool {
        item.children.allSatisfy { child in
            guard let key = child.key else { return false }
            return draft.vocabulary.parse(key, customStates: draft.nodes[node].customStates).map { $0.0.count > 0 } ?? false
        }
    }

    /// An implicit part named by the item's key (§2.4.3 rule 5).
    mutating func makePart(_ item: RawItem, parsed: ParsedKey, node: Int) -> Int {
        var name = parsed.words
        var alias = parsed.note
        if let (rest, inner) = Normalize.trailingParenthetical(name), !rest.isEmpty {
            name = rest
            alias = inner
        }
        var draftNode = NodeDraft(
            kind: .part, name: name, alias: alias, heading: Normalize.text(item.key ?? name), level: nil, range: item.range, parent: node)
        if !item.value.isEmpty {
            draftNode.description = Normalize.text(item.value)
        }
        let part = addNode(draftNode)
        if !item.value.isEmpty, let (quoted, _) = Lex.quoted(Substring(Normalize.text(item.value))) {
            appendEntry(part, key: "Text", kind: .text, SpecEntry(
                qualifiers: SpecQualifiers(), value: .text(SpecTextValue(text: quoted, isQuoted: true)), written: Normalize.text(item.value),
                writtenKey: item.key ?? "", range: item.valueRange), derived: true)
        }
        return part
    }

    func nodeKey(_ node: Int) -> String { "\(draft.document.file)#\(node)" }

    // MARK: Properties

    /// A property item: its value and its children (qualifier values, refinements,
    /// sub-properties, custom state values), §2.4.3 rule 4.
    mutating func addProperty(_ property: KeyTable.Property, item: RawItem, node: Int, group: KeyTable.Group?, scope: SpecQualifiers) {
        session.currentNode = nodeKey(node)
        if draft.nodes[node].kind == .animation || group == .animation,
            property.key == "Sequence" || (property.kind == .motion && item.childrenOrdered && item.hasChildren)
        {
            let steps = MotionReader.steps(item.children, env: valueEnv(item.valueRange))
            appendEntry(node, key: "Sequence", kind: .sequence, SpecEntry(
                qualifiers: scope, value: .sequence(steps), written: Normalize.text(item.value), writtenKey: item.key ?? "",
                range: item.range))
            return
        }
        // A child with the same key refines the value; for `Background` the parent value then
        // describes the background's shape (`Background: Circular container`).
        let refinement = item.children.first { child in
            guard let key = child.key else { return false }
            return KeyTable.property(parseKey(key, node: node).words, in: group)?.key == property.key
        }
        if let refinement {
            // A shadow level refined by its value: the level names the token, the child states
            // its value (checked against the token); a background's value describes its shape.
            if property.kind == .shadow, !item.value.isEmpty {
                readInto(property, text: item.value, item: item, node: node, scope: scope, implied: true)
            }
            readInto(property, text: refinement.value, item: refinement, node: node, scope: scope)
            processChildren(refinement.children, property: property, node: node, group: group, scope: scope)
            var shape: Int?
            for child in item.children where child.range != refinement.range {
                if let key = child.key, let (qualifiers, _) = draft.vocabulary.parse(key, customStates: draft.nodes[node].customStates),
                    qualifiers.count > 0
                {
                    processChildren([child], property: property, node: node, group: group, scope: scope)
                } else if property.kind == .background, let key = child.key, let sizeProperty = KeyTable.property(parseKey(key, node: node).words),
                    sizeProperty.kind == .size || sizeProperty.kind == .radius
                {
                    // `Background: Circular container` › `Dimensions: 64×64pt circle`: the size
                    // of the background's shape, a visual part of the node (not its own size).
                    let part = shape ?? makePart(
                        item, parsed: ParsedKey(words: property.key, qualifiers: nil, note: nil, stateGroup: nil), node: node)
                    shape = part
                    addProperty(sizeProperty, item: child, node: part, group: nil, scope: scope)
                } else {
                    document(child, node: node)
                }
            }
            return
        }
        if !item.value.isEmpty {
            readInto(property, text: item.value, item: item, node: node, scope: scope)
        } else if !item.hasChildren {
            document(item, node: node)
            return
        }
        processChildren(item.children, property: property, node: node, group: group, scope: scope)
    }

    mutating func processChildren(_ children: [RawItem], property: KeyTable.Property, node: Int, group: KeyTable.Group?, scope: SpecQualifiers) {
        for child in children {
            guard let key = child.key else {
                document(child, node: node)
                continue
            }
            if let (qualifiers, _) = draft.vocabulary.parse(key, customStates: draft.nodes[node].customStates), qualifiers.count > 0,
                let merged = qualifiers.merged(over: scope)
            {
                if !child.value.isEmpty { readInto(property, text: child.value, item: child, node: node, scope: merged) }
                processChildren(child.children, property: property, node: node, group: group, scope: merged)
                continue
            }
            let childWords = parseKey(key, node: node).words
            if KeyTable.property(childWords, in: group)?.key == property.key {
                if !child.value.isEmpty { readInto(property, text: child.value, item: child, node: node, scope: scope) }
                processChildren(child.children, property: property, node: node, group: group, scope: scope)
                continue
            }
            if let sub = KeyTable.subProperty(childWords, of: property.key), let subProperty = KeyTable.property(named: sub) ?? subPropertyFallback(sub) {
                if !child.value.isEmpty { readInto(subProperty, text: child.value, item: child, node: node, scope: scope) }
                processChildren(child.children, property: subProperty, node: node, group: group, scope: scope)
                continue
            }
            if sizedPart(child, node: node) != nil {
                resolveItem(child, node: node, group: nil, scope: scope)
                continue
            }
            // A custom state value (§2.4.3 rule 6): the key is unknown, the value reads.
            if !child.value.isEmpty, KeyTable.property(childWords) == nil, KeyTable.group(childWords) == nil {
                var env = valueEnv(child.valueRange, mode: scope.mode)
                env.mode = scope.mode
                if readsAs(property.kind, child.value, env: env) {
                    let stateName = Normalize.name(childWords)
                    draft.nodes[node].customStates.insert(stateName)
                    var qualifiers = scope
                    qualifiers.state = stateName
                    session.note(
                        .specImplicitState,
                        "\"\(Normalize.text(key))\" is not a known state; read as a custom state of \"\(property.key)\"", at: child.range,
                        hint: "list it under `States:` if it is one")
                    readInto(property, text: child.value, item: child, node: node, scope: qualifiers)
                    continue
                }
            }
            document(child, node: node)
        }
    }

    func subPropertyFallback(_ key: String) -> KeyTable.Property? {
        switch key {
        case "Text Transform", "Font Family": KeyTable.Property(key: key, kind: .keyword)
        default: nil
        }
    }

    /// Whether a text reads as a kind, without reporting (for custom state values).
    func readsAs(_ kind: SpecValueKind, _ text: String, env: ValueEnv) -> Bool {
        switch kind {
        case .color, .background:
            if case .success = ColorReader.parse(Normalize.text(text), env: env) { return true }
            return false
        case .border:
            let normalized = Normalize.text(text)
            if Lex.length(Substring(normalized)) != nil { return true }
            if case .success = ColorReader.parse(normalized, env: env) { return true }
            return normalized.lowercased().hasPrefix("none")
        case .size, .touchTarget:
            var size = SpecSize()
            var notes: [String] = []
            return SizeReader.readExtent(Normalize.text(text), axis: .both, into: &size, notes: &notes, env: env)
        case .length, .radius: return Lex.length(Substring(Normalize.text(text))) != nil
        case .opacity: return SizeReader.opacity(text) != nil
        case .icon: return true
        case .typography: return TypographyReader.read(text, env: env) != nil
        case .duration: return MotionReader.duration(text) != nil
        default: return false
        }
    }
}
