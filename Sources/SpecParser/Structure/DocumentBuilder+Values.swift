import DesignModel
import Diagnostics

/// Reading a property's value by kind, and the entries a value implies on its node
/// (`Text: “1”, SF Pro Display, 24pt Bold, White` sets `Text`, `Typography` and `Text Color`).
extension DocumentBuilder {
    enum ValueOutcome {
        case values([(SpecQualifiers, SpecValue, String)])
        /// Already reported (`spec/unknown-name`); kept as text.
        case flagged
        case unreadable
    }

    mutating func readInto(_ property: KeyTable.Property, text: String, item: RawItem, node: Int, scope: SpecQualifiers, implied: Bool = false) {
        session.currentNode = nodeKey(node)
        var written = Normalize.text(text).trimmed
        // `uses typography.body (15pt regular)`, `set in Headline`: the verb is not the value.
        if property.kind == .typography || property.kind == .color || property.kind == .background {
            for verb in ["uses ", "use ", "set in ", "using "] where written.lowercased().hasPrefix(verb) {
                written = String(written.dropFirst(verb.count)).trimmed
            }
        }
        // `Horizontal padding: 16pt` is `Padding: 16pt horizontal`.
        if property.kind == .padding, let axis = ["horizontal", "vertical"].first(where: { Normalize.key(item.key ?? "").hasPrefix($0 + " ") }),
            !written.lowercased().contains(axis)
        {
            written += " " + axis
        }
        var env = valueEnv(item.valueRange, mode: scope.mode)
        env.mode = scope.mode
        env.role = ColorRole.of(key: property.key, kind: property.kind)
        let key = item.key ?? property.key
        // `#777 on #FFF`, `White on Primary Coral`: a foreground with the background it sits on.
        if property.kind == .color, let (foreground, background) = Self.pair(written), readsAs(.color, foreground, env: env),
            readsAs(.color, background, env: env), let backgroundProperty = KeyTable.property(named: "Background")
        {
            readInto(property, text: foreground, item: item, node: node, scope: scope, implied: implied)
            readInto(backgroundProperty, text: background, item: item, node: node, scope: scope, implied: implied)
            return
        }
        switch readValue(property, written, env: env, node: node) {
        case .values(let values):
            for (own, value, part) in values {
                let qualifiers = own.merged(over: scope) ?? scope
                let entry = SpecEntry(qualifiers: qualifiers, value: value, written: part, writtenKey: key, range: item.valueRange)
                appendEntry(node, key: property.key, kind: property.kind, entry, derived: implied)
                addImplied(value, entry: entry, node: node)
            }
            // `Background: 50% black blur, 32×32pt circle`: the background's shape is the
            // node's visual size when nothing else gives one.
            if property.kind == .background, draft.nodes[node].property("Size") == nil {
                for segment in Normalize.splitTopLevel(written, separators: [", "]) {
                    guard SizeReader.product(Substring(segment.trimmed)) != nil, let size = SizeReader.read(segment, axis: .both, env: env)
                    else { continue }
                    appendEntry(node, key: "Size", kind: .size, SpecEntry(
                        qualifiers: scope, value: .size(size), written: segment.trimmed, writtenKey: key, range: item.valueRange), derived: true)
                    break
                }
            }
        case .flagged:
            appendEntry(node, key: property.key, kind: property.kind, SpecEntry(
                qualifiers: scope, value: .unreadable(written), written: written, writtenKey: key, range: item.valueRange))
        case .unreadable where property.kind == .background && SystemBackground.names(written):
            // Read by the fact evaluator as the platform's range of backgrounds (`SystemBackground`).
            appendEntry(node, key: property.key, kind: property.kind, SpecEntry(
                qualifiers: scope, value: .unreadable(written), written: written, writtenKey: key, range: item.valueRange))
        case .unreadable:
            session.warning(
                .specUnreadableValue, SpecMessages.unreadable(written, as: SpecMessages.kindPhrase(property.kind)),
                at: item.valueRange)
            appendEntry(node, key: property.key, kind: property.kind, SpecEntry(
                qualifiers: scope, value: .unreadable(written), written: written, writtenKey: key, range: item.valueRange))
        }
    }

    /// `X on Y` split at its one top-level ` on `.
    static func pair(_ text: String) -> (String, String)? {
        guard text.contains(" on ") else { return nil }
        let parts = Normalize.splitTopLevel(text, separators: [" on "])
        guard parts.count == 2, !parts[0].trimmed.isEmpty, !parts[1].trimmed.isEmpty else { return nil }
        return (parts[0].trimmed, parts[1].trimmed)
    }

    mutating func readValue(_ property: KeyTable.Property, _ text: String, env: ValueEnv, node: Int) -> ValueOutcome {
        let none = SpecQualifiers()
        switch property.kind {
        case .color, .background:
            switch ColorReader.read(text, env: env) {
            case .colors(let colors): return .values(colors.map { ($0.qualifiers, SpecValue.color($0.value), $0.written) })
            case .unknownName: return .flagged
            case .unreadable: return .unreadable
            }
        case .border:
            switch BorderReader.read(text, env: env) {
            case .borders(let borders): return .values(borders.map { ($0.0, SpecValue.border($0.1), $0.2) })
            case .unknownName: return .flagged
            case .unreadable: return .unreadable
            }
        case .length, .radius:
            if let length = SizeReader.length(text, env: env) { return .values([(none, .length(length), text)]) }
            if text.lowercased().hasPrefix("none") || text.lowercased() == "n/a" { return .values([(none, .none(note: text), text)]) }
            return .unreadable
        case .size, .touchTarget:
            let axis: SizeReader.Axis
            switch property.key {
            case "Width", "Min Width", "Max Width": axis = .width
            case "Height", "Min Height", "Max Height": axis = .height
            default: axis = .both
            }
            guard var size = SizeReader.read(text, axis: axis, env: env) else { return .unreadable }
            switch property.key {
            case "Min Width": (size.minWidth, size.width) = (size.width, nil)
            case "Max Width": (size.maxWidth, size.width) = (size.width, nil)
            case "Min Height": (size.minHeight, size.height) = (size.height, nil)
            case "Max Height": (size.maxHeight, size.height) = (size.height, nil)
            default: break
            }
            return .values([(none, .size(size), text)])
        case .padding:
            guard let padding = SizeReader.padding(text, env: env) else { return .unreadable }
            return .values([(none, .padding(padding), text)])
        case .typography:
            guard let outcome = TypographyReader.read(text, env: env) else { return .unreadable }
            if let stated = outcome.stated, let style = outcome.value.style {
                checkStated(stated, against: style, styleName: outcome.value.styleName ?? "", range: env.range)
            }
            return .values([(none, .typography(outcome.value), text)])
        case .fontWeight:
            guard let weight = TypographyReader.weight(text.components(separatedBy: " ").first ?? text) else { return .unreadable }
            return .values([(none, .fontWeight(weight), text)])
        case .keyword:
            return .values([(none, .keyword(text), text)])
        case .text:
            return .values([(none, .text(TextReader.text(text, env: env)), text)])
        case .icon:
            return .values([(none, .icon(TextReader.icon(text, env: env)), text)])
        case .component:
            let (component, sameAs) = TextReader.component(text, env: env)
            draft.nodes[node].componentKind = (component.kind, env.range)
            if let style = component.declaredStyle { draft.nodes[node].declaredStyle = (style, component.declaredStyleName ?? "", env.range) }
            if let sameAs { draft.nodes[node].sameAsReferences.append((sameAs, env.range)) }
            return .values([(none, .component(component), text)])
        case .reference:
            var target = text
            if target.lowercased().hasPrefix("same as ") { target = String(target.dropFirst(8)) }
            if let (rest, _) = Normalize.trailingParenthetical(target), !rest.isEmpty { target = rest }
            target = target.trimmed
            let kind: SpecReference.Kind = property.key == "On" ? .on : .sameAs
            if kind == .on {
                draft.nodes[node].onReference = (target, env.range)
            } else {
                draft.nodes[node].sameAsReferences.insert((target, env.range), at: 0)
            }
            return .values([(none, .reference(SpecReference(kind: kind, written: target, target: nil, range: env.range)), text)])
        case .opacity:
            guard let opacity = SizeReader.opacity(text) else { return .unreadable }
            return .values([(none, .opacity(opacity), text)])
        case .shadow:
            guard let shadow = ShadowReader.read(text, env: env) else { return .unreadable }
            return .values([(none, .shadow(shadow), text)])
        case .duration:
            guard var duration = MotionReader.duration(text) else { return .unreadable }
            if property.key == "Delay", duration.note == nil { duration.note = nil }
            return .values([(none, .duration(duration), text)])
        case .easing:
            guard let easing = MotionReader.easing(text, env: env) else { return .unreadable }
            return .values([(none, .easing(easing), text)])
        case .motion:
            return .values([(none, .motion(SpecMotionValue(text: text, timings: MotionReader.timings(in: text, env: env))), text)])
        case .sequence:
            return .values([(none, .motion(SpecMotionValue(text: text, timings: MotionReader.timings(in: text, env: env))), text)])
        }
    }

    /// Entries a value implies on its node: a text's style, a typography's color, an icon's
    /// size and color, a placeholder's color.
    mutating func addImplied(_ value: SpecValue, entry: SpecEntry, node: Int) {
        func derived(_ key: String, _ kind: SpecValueKind, _ value: SpecValue, written: String) {
            appendEntry(node, key: key, kind: kind, SpecEntry(
                qualifiers: entry.qualifiers, value: value, written: written, writtenKey: entry.writtenKey, range: entry.range),
                derived: true)
        }
        switch value {
        case .text(let text):
            if let style = text.style {
                var styleText = entry.written
                if text.isQuoted, let (_, rest) = Lex.quoted(Substring(styleText)) {
                    styleText = String(rest).trimmed
                    if styleText.hasPrefix(",") { styleText = String(styleText.dropFirst()).trimmed }
                    if styleText.hasPrefix("("), let (inner, _) = TypographyReader.parenthesized(styleText) { styleText = inner }
                } else if let comma = styleText.firstIndex(of: ",") {
                    styleText = String(styleText[styleText.index(after: comma)...]).trimmed
                }
                if style.style != nil || style.hasLiteralParts { derived("Typography", .typography, .typography(style), written: styleText) }
                if let color = style.color { derived("Text Color", .color, .color(color), written: color.written) }
            }
            if entry.writtenKey.lowercased().hasPrefix("placeholder"), let note = text.note,
                let (_, inner) = Normalize.trailingParenthetical("x " + note), Normalize.splitTopLevel(inner, separators: [", "]).count == 1
            {
                var env = valueEnv(entry.range, mode: entry.qualifiers.mode)
                env.mode = entry.qualifiers.mode
                if case .success = ColorReader.parse(inner, env: env), case .colors(let colors) = ColorReader.read(inner, env: env), colors.count == 1 {
                    derived("Placeholder Color", .color, .color(colors[0].value), written: inner)
                }
            }
        case .typography(let typography):
            if let color = typography.color { derived("Text Color", .color, .color(color), written: color.written) }
        case .icon(let icon):
            if let color = icon.color { derived("Icon Color", .color, .color(color), written: color.written) }
            if let size = icon.size { derived("Icon Size", .size, .size(size), written: entry.written) }
        default:
            break
        }
    }

    /// Adds an entry; the same property and qualifiers twice is a note (§2.4.4).
    mutating func appendEntry(_ node: Int, key: String, kind: SpecValueKind, _ entry: SpecEntry, derived: Bool = false) {
        func identity(_ entry: SpecEntry) -> String { "\(key)|\(entry.range.start.line)|\(entry.range.start.column)" }
        if derived { draft.nodes[node].impliedEntries.insert(identity(entry)) }
        if let index = draft.nodes[node].propertyIndex(key) {
            let implied = draft.nodes[node].impliedEntries
            if !derived, let earlier = draft.nodes[node].properties[index].entries.last(where: {
                $0.qualifiers == entry.qualifiers && $0.range.start.line != entry.range.start.line && !implied.contains(identity($0))
            }) {
                session.note(
                    .specDuplicateProperty,
                    "\"\(key)\"\(entry.qualifiers.isEmpty ? "" : " \(entry.qualifiers)") is given twice; the later line wins",
                    at: entry.range, notes: [.init("first given here", at: earlier.range)])
            }
            draft.nodes[node].properties[index].entries.append(entry)
        } else {
            draft.nodes[node].properties.append(SpecProperty(key: key, kind: kind, entries: [entry]))
        }
    }

    /// `Headline (17pt semibold)`: the stated size and weight must be the style's (§2.7.4).
    func checkStated(_ stated: SpecTypographyValue, against style: TokenPath, styleName: String, range: SourceRange) {
        guard let token = session.index.typography(style) else { return }
        var problems: [String] = []
        if let size = stated.size, let points = token.fontSize.points, abs(size - points) > 0.01 { problems.append("size") }
        if let weight = stated.weight, weight != token.fontWeight { problems.append("weight") }
        guard !problems.isEmpty else { return }
        session.warning(
            .specStyleDrift,
            "\"\(styleName)\" is \(NodeChecks.describe(token)) in the token file (`\(style)`), but the spec says \(NodeChecks.describe(stated))",
            at: range, notes: session.index.token(style).map { [.init("\"\(style)\" is defined here", at: $0.range)] } ?? [])
    }
}
