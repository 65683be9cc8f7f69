import Foundation
import DesignModel
import Diagnostics

/// Variant lists (docs/spec-format.md §2.8.4): `Variants:` over `1. Info: Primary Coral, info
/// icon`, `- Warning — saffron background`, or on one line (`Variants: Success (green
/// background); Info (coral background)`). Each item names a variant and what it changes; the
/// colors it changes become the component's values in that variant, so every pair the component
/// draws is also checked with them (the variant's name in the finding's subject, as for a row of
/// a `| Variant | Background |` table). What an item says that is not a color (an icon name, a
/// behaviour) stays documentation, as before.
extension DocumentBuilder {
    /// Words that say which color a variant's phrase changes.
    static let variantBackgroundWords: Set<String> = ["background", "fill", "bg", "backdrop", "surface"]
    static let variantTextWords: Set<String> = ["text", "label", "foreground", "title"]
    /// Small words around the property word (`with a green background`, `text in ink`).
    static let variantFillerWords: Set<String> = ["with", "a", "an", "the", "in", "on", "uses", "using", "color", "colour"]

    /// Reads the items of a `Variants:` group (or its one-line value) into the node.
    mutating func readVariantList(_ item: RawItem, node: Int, scope: SpecQualifiers) {
        var variants: [(name: String, description: String, item: RawItem)] = []
        if item.hasChildren {
            for child in item.children {
                if let named = Self.variantNameAndDescription(child) { variants.append((named.0, named.1, child)) }
            }
        } else {
            for segment in Self.variantSegments(item.value) {
                guard let named = Self.splitVariant(segment) else { continue }
                variants.append((named.0, named.1, item))
            }
        }
        // A bare color (`Primary Coral`) is the background when the component's background varies:
        // it is given as alternatives, or another item of the list names a background.
        let backgroundVaries = (draft.nodes[node].properties.first { $0.key == "Background" }?.entries.contains { $0.qualifiers.alternative != nil } ?? false)
            || variants.contains { variant in
                Self.variantPhrases(variant.description).contains { !Set(Normalize.words($0.lowercased())).isDisjoint(with: Self.variantBackgroundWords) }
            }
        for variant in variants {
            var read = false
            for (phrase, onBackground) in Self.variantPhrases(variant.description).flatMap(Self.textOnBackground) {
                let words = Normalize.words(phrase.lowercased())
                let key: String
                let named = onBackground || !Set(words).isDisjoint(with: Self.variantBackgroundWords.union(Self.variantTextWords))
                if onBackground || !Set(words).isDisjoint(with: Self.variantBackgroundWords) {
                    key = "Background"
                } else if !Set(words).isDisjoint(with: Self.variantTextWords) {
                    key = "Text Color"
                } else if backgroundVaries {
                    key = "Background"
                } else {
                    continue
                }
                // `Night (moon icon)`: the parenthetical is about something else.
                var colorText = Self.variantColorText(phrase)
                if let (rest, _) = Normalize.trailingParenthetical(colorText), !rest.isEmpty, Lex.first(in: colorText, { Lex.colorLiteral($0) }) == nil {
                    colorText = rest
                }
                guard !colorText.isEmpty, let first = Normalize.words(colorText).first else { continue }
                let env = valueEnv(variant.item.valueRange)
                // `info icon`: a color word naming something that is not a color (a note left over).
                // `Teal background`: a color the system does not have is read (and reported as
                // unresolved) when the phrase says what it colors; `bold text` is not a color.
                let readable: Bool
                if case .success(let expression) = ColorReader.parse(colorText, env: env), expression.notes.isEmpty {
                    readable = ColorReader.isColorWord(first, env: env) || env.index.longestColorName(Normalize.words(colorText)) != nil
                        || Lex.first(in: colorText, { Lex.colorLiteral($0) }) != nil
                } else {
                    readable = false
                }
                guard readable || (named && Normalize.words(colorText).count <= 3 && ColorReader.colorishWords.contains(first.lowercased())) else { continue }
                read = true
                // `Red background` where the component's background is `… or Error Red (#D63031)`:
                // that stated alternative, already checked under its own name.
                if stated(colorText, key: key, node: node) != nil { continue }
                let text = colorText
                var qualifiers = scope
                qualifiers.variant = variant.name
                let cell = RawItem(
                    marker: nil, key: key, value: text, text: text, range: variant.item.range, valueRange: variant.item.valueRange,
                    children: [], childrenOrdered: false, extra: [])
                readInto(KeyTable.property(named: key)!, text: text, item: cell, node: node, scope: qualifiers)
            }
            if read, !draft.nodes[node].variants.contains(where: { $0.name == variant.name }) {
                draft.nodes[node].variants.append(SpecVariant(name: variant.name, bindings: [], range: variant.item.range))
            }
        }
        document(item, node: node)
    }

    /// The component's own written alternative a plain color word refers to: in a toast whose
    /// background is `Success Green (#00B894) or Error Red (#D63031)`, a variant's `Red
    /// background` is that Error Red with its stated hex, not another red of the design system.
    func stated(_ colorText: String, key: String, node: Int) -> String? {
        let words = Normalize.words(colorText.lowercased())
        guard words.count == 1, let word = words.first else { return nil }
        let alternatives = (draft.nodes[node].properties.first { $0.key == key }?.entries ?? []).compactMap(\.qualifiers.alternative)
        let matching = alternatives.filter { Normalize.words($0.lowercased()).contains(word) }
        return matching.count == 1 ? matching[0] : nil
    }

    /// `Success: Green background, checkmark icon` or `Warning — saffron fill`: name and description.
    static func variantNameAndDescription(_ item: RawItem) -> (String, String)? {
        if let key = item.key, !item.value.isEmpty { return (key.trimmed, item.value.trimmed) }
        return splitVariant(item.text)
    }

    static func splitVariant(_ text: String) -> (String, String)? {
        let text = text.trimmed
        // The first separator on the line: `Warning — saffron background: bold` is `Warning`.
        let separators = [" — ", " – ", " - ", ": "].compactMap { text.textRange(of: $0) }.sorted { $0.lowerBound < $1.lowerBound }
        if let range = separators.first {
            let name = String(text[..<range.lowerBound]).trimmed
            let rest = String(text[range.upperBound...]).trimmed
            if !name.isEmpty, !rest.isEmpty, name.split(separator: " ").count <= 4 { return (name, rest) }
        }
        // `Success (green background)`
        if let (name, inner) = Normalize.trailingParenthetical(text), !name.isEmpty, !inner.isEmpty { return (name, inner) }
        return nil
    }

    /// A one-line list: `Success (green background); Info (coral background)` or
    /// `Success — green background, Info — coral background` (commas outside parentheses).
    static func variantSegments(_ text: String) -> [String] {
        if text.contains(";") { return text.split(separator: ";").map { String($0).trimmed }.filter { !$0.isEmpty } }
        return Normalize.splitTopLevel(text, separators: [","])
    }

    /// The phrases of a variant's description (`Green background, checkmark icon`).
    static func variantPhrases(_ text: String) -> [String] {
        Normalize.splitTopLevel(text, separators: [","]).flatMap { $0.components(separatedBy: " and ").map(\.trimmed) }.filter { !$0.isEmpty }
    }

    /// `Ink text on a White background`: the text's phrase, then the background's.
    static func textOnBackground(_ phrase: String) -> [(String, Bool)] {
        let lower = phrase.lowercased()
        guard let on = lower.textRange(of: " on "), !Set(Normalize.words(String(lower[..<on.lowerBound]))).isDisjoint(with: variantTextWords) else {
            return [(phrase, false)]
        }
        let offset = lower.distance(from: lower.startIndex, to: on.lowerBound)
        let start = phrase.index(phrase.startIndex, offsetBy: offset)
        return [(String(phrase[..<start]), false), (String(phrase[phrase.index(start, offsetBy: 4)...]), true)]
    }

    /// The phrase without its property and filler words: `with a Green background` → `Green`.
    static func variantColorText(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while let last = words.last, isVariantPropertyWord(last) { words.removeLast() }
        while let first = words.first, isVariantPropertyWord(first) || variantFillerWords.contains(first.lowercased()) { words.removeFirst() }
        if let colon = words.first, colon.hasSuffix(":") { words[0] = String(colon.dropLast()) }
        while let last = words.last, variantFillerWords.contains(last.lowercased()) { words.removeLast() }
        return words.joined(separator: " ").trimmed
    }

    static func isVariantPropertyWord(_ word: String) -> Bool {
        let lower = word.lowercased().trimmingCharacters(in: .punctuationCharacters)
        return variantBackgroundWords.contains(lower) || variantTextWords.contains(lower)
    }
}
