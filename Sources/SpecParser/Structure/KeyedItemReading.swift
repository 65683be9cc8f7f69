import DesignModel
import Diagnostics
import MarkdownSource

/// Where the structured reader (§2.4.3) reads an item: the node it belongs to, the group it
/// stands in, the qualifiers in scope, and its key split into words and qualifiers.
struct KeyedItemContext {
    var node: Int
    var group: KeyTable.Group?
    var scope: SpecQualifiers
    /// The key as written; empty for an item without one.
    var key: String
    var parsed: DocumentBuilder.ParsedKey
    /// What several units ask about the item, answered once: the answer reads values, and
    /// reading a value records the tokens it uses, so asking twice would record them twice.
    let answers = KeyedItemAnswers()

    /// The scope with the key's own qualifiers added; nil when they contradict it
    /// (`Dark Mode` under `Light Mode:`).
    var keyScope: SpecQualifiers? { (parsed.qualifiers ?? SpecQualifiers()).merged(over: scope) }
}

/// Answers the units share about one item.
final class KeyedItemAnswers {
    var isPart: Bool?
}

/// A way the structured reader reads a list item (§2.4.3): true when it took the item. The
/// registry (`SpecReadings.keyedItems`) tries them in order; an item none takes is documentation.
protocol KeyedItemReading: SpecReading {
    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool
}

extension SpecReadings {
    /// The ids of the keyed-item units that take an item of one document, in registry order:
    /// what the tests check each unit's examples against.
    static func keyedUnitsTaking(_ markdown: String, system: DesignSystem) -> [String] {
        MarkdownParser.prepare()
        let file = SourceFile(path: "specs/example.md", text: markdown)
        let parsed = DelimitedTables.expand(MarkdownParser.parse(file.text, file: file.path), text: file.text)
        let builder = DocumentBuilder(
            file: file, markdown: parsed, session: SpecSession(index: TokenIndex(system: system)),
            defaults: DocumentBuilder.Defaults(modes: system.modes, background: nil, platform: "ios"))
        return keyedItems.filter { builder.draft.keyedUnitsTaken.contains(ObjectIdentifier($0)) }.map { $0.description.id }
    }
}
