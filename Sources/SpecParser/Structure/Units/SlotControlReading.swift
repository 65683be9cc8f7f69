import DesignModel
import Foundation

/// `Trailing: CupertinoSwitch (51×31pt, coral when active)`: a control in a slot of its container.
enum SlotControlReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "slot-control", title: "Controls in a slot",
        summary: "A slot key (`Leading`, `Trailing`, `Left`, `Right`, optionally with `Action`, `Button`, `Icon`, …) whose value names a control with a `W×H` (`Trailing: CupertinoSwitch (51×31pt, coral when active)`, `Right Action: Close button (xmark icon, 24×24pt)`) is an interactive part named by the value with that size; a color the value gives in a state (`coral when active`) is its `Color` in that state. It stands before the sized-part unit, which would name the part after the slot.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Settings

                ### Navigation Bar

                - Background: White (#FFFFFF)
                - Right Action: Close button (xmark icon, 24×24pt) - dismisses the sheet
                """,
                facts: ["target Close button: 24×24"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        builder.readSlotControl(item, context)
    }
}

extension DocumentBuilder {
    mutating func readSlotControl(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        let (node, parsed) = (context.node, context.parsed)
        guard let scopeWithKey = context.keyScope else { return false }
        if let (name, size) = slotControl(item, parsed: parsed, node: node), let sizeProperty = KeyTable.property(named: "Size") {
            let part = makePart(item, parsed: ParsedKey(words: name, qualifiers: nil, note: nil, stateGroup: nil), node: node)
            draft.nodes[part].statedAction = true
            readInto(sizeProperty, text: size, item: item, node: part, scope: scopeWithKey)
            addConditionalColors(Normalize.text(item.value), item: item, part: part, scope: scopeWithKey)
            return true
        }
        return false
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
        if let dash = head.textRange(of: " - ") { head = head[..<dash.lowerBound] }
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
            guard let joint = [" when ", " if ", " while "].compactMap({ lower.textRange(of: $0) }).first else { continue }
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
}
