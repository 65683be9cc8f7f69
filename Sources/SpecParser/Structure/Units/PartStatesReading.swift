import DesignModel
import Foundation

/// `Segment States:` over `Auto: Selected (coral background), …`: the states of a part.
enum PartStatesReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "part-states", title: "A part's states",
        summary: "`<Part> States:` over options whose values open with a state and the colors it paints (`Auto: Selected (Primary Coral background), follows the system`) gives that part (`Segment`) those colors in that state; options that name no color stay documentation. It stands before the group units, which would read `… States` as a `States` group.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Settings

                ### Appearance Picker

                - Background: White (#FFFFFF)

                Segment States:
                - Auto: Selected (Primary Coral background, white text), follows the system
                - Light: Default
                """,
                facts: ["text Segment: #FFFFFF on #FF6B6B (light selected)"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard item.value.isEmpty, item.hasChildren, let scope = context.keyScope else { return false }
        return builder.partStates(item, parsed: context.parsed, node: context.node, scope: scope)
    }
}

extension DocumentBuilder {
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
}
