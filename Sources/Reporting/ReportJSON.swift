import Diagnostics
/// A JSON value printed deterministically: object keys sorted, two-space indentation, numbers
/// in their shortest round-trip form, `/` not escaped. Enough for the reporters; no parsing.
package indirect enum ReportJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case string(String)
    case array([ReportJSON])
    case object([String: ReportJSON])

    package func rendered() -> String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .integer(let value): out += String(value)
        case .number(let value):
            if value.isFinite, value.rounded() == value, abs(value) < 1e15 {
                out += String(Int64(value))
            } else if value.isFinite {
                out += String(value)
            } else {
                out += "null"
            }
        case .string(let value): out += Self.quoted(value)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "[\n"
            let inner = indent + "  "
            for (index, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let fields):
            if fields.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            let inner = indent + "  "
            let keys = fields.keys.sorted()
            for (index, key) in keys.enumerated() {
                out += inner + Self.quoted(key) + ": "
                fields[key]!.write(into: &out, indent: inner)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
