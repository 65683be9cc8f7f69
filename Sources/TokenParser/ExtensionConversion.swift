import DesignModel
import OrderedCollections
import YAMLSource

/// `$extensions` nodes → plain values the model can carry without knowing about YAML.
enum ExtensionConversion {
    /// A token's `$extensions` without `mode`: per-mode values live in the token's resolved
    /// values, so repeating them raw would only cost memory.
    static func convertTokenExtensions(_ node: YAMLNode) -> ExtensionValue? {
        guard let pairs = node.pairs else { return convert(node) }
        var object = OrderedDictionary<String, ExtensionValue>()
        for pair in pairs where pair.name != "mode" {
            // Kiln's own JSON: per-mode values, type and exact value live in the model already.
            if pair.name == "dev.kiln", let members = pair.value.pairs {
                let kept = members.filter { !["modes", "type", "value"].contains($0.name) }
                if !kept.isEmpty {
                    var inner = OrderedDictionary<String, ExtensionValue>()
                    for member in kept { inner[member.name] = convert(member.value) }
                    object[pair.name] = .object(inner)
                }
                continue
            }
            object[pair.name] = convert(pair.value)
        }
        return object.isEmpty ? nil : .object(object)
    }

    static func convert(_ node: YAMLNode) -> ExtensionValue {
        switch node.content {
        case .scalar(let scalar):
            if node.isNull { return .null }
            if scalar.style == .plain, let bool = node.bool { return .bool(bool) }
            if scalar.style == .plain, let number = node.number, number.isFinite { return .number(number) }
            return .string(scalar.value)
        case .sequence(let items):
            return .array(items.map(convert))
        case .mapping(let pairs):
            var object = OrderedDictionary<String, ExtensionValue>()
            for pair in pairs { object[pair.name] = convert(pair.value) }
            return .object(object)
        }
    }
}
