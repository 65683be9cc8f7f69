import DesignModel
import Foundation

/// `Thumbnail Size:` over `iPhone SE: ~78pt per thumbnail`: a part's size on each device.
enum PerDeviceSizeReading: KeyedItemReading {
    static let description = SpecReadingDescription(
        id: "per-device-size", title: "Sizes per device",
        summary: "A `<Part> Size:` key that is no property, over one qualifier line per device (`iPhone SE: ~78pt per thumbnail`), is the size of that part on each device; `Square` in the value makes one length both sides.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: Library

                ### Photo Grid

                - Background: White (#FFFFFF)
                - Button Size: Square, by screen width
                  - iPhone SE: 40pt
                  - iPhone 15: 48pt
                """,
                facts: ["target Button: 48×48"]),
        ])

    static func read(_ item: RawItem, _ context: KeyedItemContext, _ builder: inout DocumentBuilder) -> Bool {
        builder.readPerDeviceSizes(item, context)
    }
}

extension DocumentBuilder {
    mutating func readPerDeviceSizes(_ item: RawItem, _ context: KeyedItemContext) -> Bool {
        let (node, parsed) = (context.node, context.parsed)
        guard let scopeWithKey = context.keyScope else { return false }
        if let (name, sizes) = perDeviceSizes(item, parsed: parsed, node: node, scope: scopeWithKey) {
            let part = self.part(named: name, item: item, node: node)
            for (text, child, qualifiers) in sizes {
                readInto(KeyTable.property(named: "Size")!, text: text, item: child, node: part, scope: qualifiers)
            }
            return true
        }
        return false
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
}
