import DesignModel
import OrderedCollections
import YAMLSource

/// `$extensions` nodes → plain values the model can carry without knowing about YAML.
enum ExtensionConversion {
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
