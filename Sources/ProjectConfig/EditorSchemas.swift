import Emitters
import Foundation
import Rules
import TokenParser

/// The JSON Schemas (draft 2020-12) editors use to complete and flag kiln.yaml and token files
/// as they are typed: schemas/kiln.schema.json and schemas/tokens.schema.json.
///
/// Both are generated from the tables the parsers read (`ConfigKeys`, the rule registry,
/// `TokenFileKeys`), and a test regenerates them and compares with the committed files, so
/// they cannot drift from what Kiln accepts. They check structure (keys, kinds of values,
/// choices); values Kiln evaluates (colors, aliases, expressions) are only checked to be text.
public enum EditorSchemas {
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// File name → contents, for schemas/ and `kiln init`.
    public static var files: [(name: String, text: String)] {
        [("kiln.schema.json", render(config)), ("tokens.schema.json", render(tokens))]
    }

    // MARK: kiln.yaml

    static var config: [String: Any] { config(OutputFormats.builtIn) }

    /// The kiln.yaml schema with `formats`' sections.
    static func config(_ formats: [OutputFormat]) -> [String: Any] {
        var schema = section(ConfigKeys.topLevel(formats))
        schema["$schema"] = dialect
        schema["title"] = "kiln.yaml"
        schema["description"] = "Kiln settings. Every key is optional (README.md, docs/)."
        return schema
    }

    static func section(_ keys: [ConfigKey]) -> [String: Any] {
        var properties: [String: Any] = [:]
        for key in keys {
            var property = schema(for: key.shape)
            property["description"] = key.summary
            properties[key.name] = property
        }
        var schema: [String: Any] = ["type": ["object", "null"], "properties": properties, "additionalProperties": false]
        let required = keys.filter(\.isRequired).map(\.name)
        if !required.isEmpty {
            schema["type"] = "object"
            schema["required"] = required
        }
        return schema
    }

    static func schema(for shape: ConfigKey.Shape) -> [String: Any] {
        switch shape {
        case .text: return ["type": "string", "minLength": 1]
        case .optionalText: return ["type": "string"]
        case .texts(let allowed):
            let item: [String: Any] = allowed.isEmpty ? ["type": "string"] : ["enum": allowed]
            return ["anyOf": [item, ["type": "array", "items": item]]]
        case .textList: return ["type": "array", "items": ["type": "string"]]
        case .bool: return ["type": "boolean"]
        case .integer(let minimum, let maximum):
            var schema: [String: Any] = ["type": "integer", "minimum": minimum]
            if let maximum { schema["maximum"] = maximum }
            return schema
        case .positiveNumber: return ["type": "number", "exclusiveMinimum": 0]
        case .fraction:
            return ["anyOf": [["type": "number", "minimum": 0, "maximum": 1], ["type": "string", "pattern": #"^\s*[0-9]+(\.[0-9]+)?\s*%\s*$"#]]]
        case .choice(let words): return ["enum": words]
        case .pattern(let regex, _): return ["type": "string", "pattern": regex]
        case .section(let keys): return section(keys)
        case .either(let shapes): return ["anyOf": shapes.map { schema(for: $0) }]
        case .list(let item): return ["type": ["array", "null"], "items": schema(for: item)]
        case .map(let value): return ["type": "object", "additionalProperties": schema(for: value)]
        case .rules: return rules
        }
    }

    /// `rules:`: every rule id of the registry, each a severity (or true/false) or a mapping of
    /// `severity` and the rule's own options.
    static var rules: [String: Any] {
        let severity: [String: Any] = ["enum": RuleSeverity.allCases.map(\.rawValue)]
        var properties: [String: Any] = [:]
        for rule in RuleCatalog.all {
            let description = rule.description
            var options: [String: Any] = ["severity": severity]
            for option in description.options {
                options[option.name] = optionSchema(option.kind)
            }
            properties[description.diagnosticID.rawValue] = [
                "description": description.title,
                "anyOf": [
                    severity, ["type": "boolean"], ["type": "null"],
                    ["type": "object", "properties": options, "additionalProperties": false],
                ],
            ]
        }
        return ["type": ["object", "null"], "properties": properties, "additionalProperties": false]
    }

    static func optionSchema(_ kind: RuleOption.Kind) -> [String: Any] {
        switch kind {
        case .bool: return ["type": "boolean"]
        case .number(let minimum, let maximum):
            var schema: [String: Any] = ["type": "number"]
            if let minimum { schema["minimum"] = minimum }
            if let maximum { schema["maximum"] = maximum }
            return schema
        case .string, .regex: return ["type": "string"]
        case .choice(let words): return ["enum": words]
        case .strings(let allowed):
            return ["type": "array", "items": allowed.isEmpty ? ["type": "string"] : ["enum": allowed]]
        }
    }

    // MARK: token files

    /// A name: not starting with `$`, without the characters alias syntax reserves, and
    /// without control or bidirectional-override characters (as `TokenDocumentReader` checks).
    static var namePattern: String {
        let reserved = TokenFileKeys.reservedNameCharacters.map { "\\" + String($0) }.joined()
        return #"^[^$\#(reserved)\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069][^\#(reserved)\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$"#
    }

    static var tokens: [String: Any] {
        let keySchemas: [String: [String: Any]] = [
            "$value": ["description": "The token's value: a literal, an alias such as \"{color.brand}\", or an expression."],
            "$type": ["$ref": "#/$defs/type"],
            "$description": ["type": "string"],
            "$deprecated": ["type": ["boolean", "string"]],
            "$extensions": [
                "type": "object",
                "description": "Vendor data; `mode` maps mode names to values (\"dark\": \"{color.night}\").",
                "properties": ["mode": ["type": "object", "description": "A value per mode other than the default."]],
            ],
            "$root": ["$ref": "#/$defs/token"],
            "$extends": ["type": "string", "pattern": #"^\{[^{}]+\}$"#],
            "$schema": ["type": "string"],
        ]
        func properties(_ keys: [String]) -> [String: Any] {
            Dictionary(uniqueKeysWithValues: keys.map { ($0, keySchemas[$0] ?? [:]) })
        }
        return [
            "$schema": dialect,
            "title": "Kiln design tokens",
            "description": "A DTCG 2025.10 token file as Kiln reads it (YAML or JSON; docs/token-format.md).",
            "$ref": "#/$defs/group",
            "$defs": [
                "type": ["enum": TokenFileKeys.types],
                "entry": [
                    "if": ["type": "object", "required": ["$value"]],
                    "then": ["$ref": "#/$defs/token"],
                    "else": ["$ref": "#/$defs/group"],
                ],
                "group": [
                    "type": "object",
                    "properties": properties(TokenFileKeys.group),
                    "patternProperties": [namePattern: ["$ref": "#/$defs/entry"]],
                    "additionalProperties": false,
                ],
                "token": [
                    "type": "object",
                    "required": ["$value"],
                    "properties": properties(TokenFileKeys.token),
                    "additionalProperties": false,
                ],
            ] as [String: Any],
        ]
    }

    // MARK: rendering

    /// Sorted keys, two-space indentation, a final newline: byte-identical on every run.
    static func render(_ schema: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
