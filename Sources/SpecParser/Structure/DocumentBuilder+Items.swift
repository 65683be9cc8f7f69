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
        guard let range = lower.textRange(of: "scale") else { return nil }
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
        guard let range = lower.textRange(of: " opacity") ?? (lower.hasSuffix("opacity") ? lower.textRange(of: "opacity") : nil) else { return nil }
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

    /// Tries the registered units (`SpecReadings.keyedItems`) in order; the first that takes
    /// the item reads it, and an item none takes is documentation.
    mutating func resolveItem(_ item: RawItem, node: Int, group: KeyTable.Group?, scope: SpecQualifiers) {
        session.currentNode = nodeKey(node)
        var parsed = ParsedKey(words: "", qualifiers: nil, note: nil, stateGroup: nil)
        if let key = item.key {
            parsed = parseKey(key, node: node)
            noteStatedAction(parsed.words, item.value, node: node)
        }
        let context = KeyedItemContext(node: node, group: group, scope: scope, key: item.key ?? "", parsed: parsed)
        for unit in SpecReadings.keyedItems where unit.read(item, context, &self) {
            draft.keyedUnitsTaken.insert(ObjectIdentifier(unit))
            return
        }
        document(item, node: node)
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
