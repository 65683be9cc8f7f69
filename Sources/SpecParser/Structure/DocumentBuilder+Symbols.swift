import DesignModel
import Diagnostics
import Foundation

/// Elements named in lists and symbols drawn in a color (docs/spec-format.md §2.4.3 rule 7): the
/// readings that make icons, checkmarks and icon-only tabs non-text parts.
extension DocumentBuilder {
    /// A list item without a key whose nested items are properties (`3. Create Entry (center)`
    /// over `- Icon: plus.circle.fill`, `- Color: Primary Coral`): an element named by its text,
    /// returned as the item keyed by that text. Nil for sentences (a colon, end punctuation, more
    /// than five words), names of properties or groups, and items without a property under them.
    func keylessElement(_ item: RawItem, node: Int) -> RawItem? {
        guard item.key == nil, item.hasChildren else { return nil }
        let text = Normalize.text(item.text).trimmed
        guard !text.isEmpty, !text.contains(":"), let last = text.last, !".!?;,".contains(last) else { return nil }
        var name = text
        if let (rest, _) = Normalize.trailingParenthetical(name), !rest.isEmpty { name = rest }
        guard (1...5).contains(name.split(separator: " ").count) else { return nil }
        let phrase = Normalize.name(name)
        guard KeyTable.property(phrase) == nil, KeyTable.group(phrase) == nil, !KeyTable.documentationKeys.contains(Normalize.key(phrase))
        else { return nil }
        let hasProperty = item.children.contains { child in
            guard let key = child.key, !child.value.isEmpty else { return false }
            return KeyTable.property(parseKey(key, node: node).words) != nil
        }
        guard hasProperty else { return nil }
        var named = item
        named.key = text
        named.value = ""
        return named
    }

    /// Whether a nested item is an element of its own: a keyless element, or a visual part on one
    /// line (`Create Entry (center): SF Symbol plus.circle.fill, no label, Primary Coral, 32×32pt`).
    func isListedElement(_ item: RawItem, node: Int) -> Bool {
        if keylessElement(item, node: node) != nil { return true }
        // A one-line visual part states a size: without a digit there is none (and no color
        // needs reading).
        guard let key = item.key, item.value.unicodeScalars.contains(where: { CharacterSet.decimalDigits.contains($0) }) else { return false }
        return visualShorthand(item, parsed: parseKey(key, node: node), node: node) != nil
    }

    /// The colors of a symbol named by the key (`SpecVocabulary.symbolNames`): a value that is
    /// only a color (`Checkmarks: Success Green`), or a color on a shape of another color
    /// (`White checkmark in Primary Coral circle`, `White tick on a coral disc`) — the symbol's
    /// color and the shape's, which is what the symbol is drawn on. Both must name one color that
    /// resolves in every mode; nil otherwise (the line stays documentation).
    func symbolColors(_ item: RawItem, parsed: ParsedKey) -> (color: String, background: String?)? {
        guard !item.hasChildren, !item.value.isEmpty else { return nil }
        let phrase = Normalize.name(parsed.words)
        guard KeyTable.property(phrase) == nil, KeyTable.group(phrase) == nil, !KeyTable.documentationKeys.contains(Normalize.key(phrase)),
            let last = phrase.split(separator: " ").last.map({ String($0).lowercased() }), SpecVocabulary.symbolNames.contains(last)
        else { return nil }
        let value = Normalize.text(item.value).trimmed
        let words = value.split(separator: " ").map(String.init)
        guard let at = words.firstIndex(where: { ["in", "on", "inside", "within"].contains($0.lowercased()) }) else {
            return isOneResolvedColor(value, item: item, whole: true) ? (value, nil) : nil
        }
        guard at > 0, at < words.count - 1 else { return nil }
        var symbol = Array(words[..<at])
        var shape = Array(words[(at + 1)...])
        if let noun = symbol.last?.lowercased(), SpecVocabulary.symbolNames.contains(noun) { symbol.removeLast() }
        if let article = shape.first?.lowercased(), ["a", "an", "the"].contains(article) { shape.removeFirst() }
        if let noun = shape.last?.lowercased(), SpecVocabulary.symbolShapes.contains(noun) || noun.hasSuffix("s") && SpecVocabulary.symbolShapes.contains(String(noun.dropLast())) {
            shape.removeLast()
        }
        let color = symbol.joined(separator: " ")
        let background = shape.joined(separator: " ")
        guard !color.isEmpty, !background.isEmpty, isOneResolvedColor(color, item: item), isOneResolvedColor(background, item: item) else { return nil }
        return (color, background)
    }

    /// An environment for a trial read: its own session, so a text that is not a color (or not
    /// one yet) reports nothing.
    func trialEnv(_ range: SourceRange) -> ValueEnv {
        var env = ValueEnv(
            session: SpecSession(index: session.index), vocabulary: draft.vocabulary, variables: draft.variables, range: range,
            mode: nil, modeMap: draft.modeMap, namePins: draft.namePins)
        env.palette = draft.palette
        return env
    }

    /// The colors `text` reads as on a trial session when it is colors and every one resolves in
    /// every mode without a choice; nil otherwise.
    func resolvedTrialColors(_ text: String, range: SourceRange) -> [(qualifiers: SpecQualifiers, value: SpecColorValue, written: String)]? {
        let trial = trialEnv(range)
        guard case .success = ColorReader.parse(text, env: trial), case .colors(let colors) = ColorReader.read(text, env: trial), !colors.isEmpty,
            colors.allSatisfy({ $0.value.resolutions.allSatisfy { $0.color != nil } })
        else { return nil }
        return colors
    }

    /// Whether `text` is one color that resolves in every mode without a choice.
    func isOneResolvedColor(_ text: String, item: RawItem, whole: Bool = false) -> Bool {
        guard let colors = resolvedTrialColors(text, range: item.valueRange), colors.count == 1 else { return false }
        // `whole`: the color is all the text says (`Success Green`, not `Green (decorative)`).
        return !whole || colors[0].value.note == nil
    }
}
