import OrderedCollections

/// A JSON-like value kept from `$extensions` so that emitters can pass vendor data through
/// untouched, in the order it was written.
public indirect enum ExtensionValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ExtensionValue])
    case object(OrderedDictionary<String, ExtensionValue>)

    public subscript(key: String) -> ExtensionValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public var string: String? { if case .string(let value) = self { value } else { nil } }
}
