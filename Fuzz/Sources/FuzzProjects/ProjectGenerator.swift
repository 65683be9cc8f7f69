import Diagnostics

/// Reads the fuzzer's bytes as a sequence of choices; past the end every choice is 0, so any
/// input, including the empty one, is a complete project.
public struct Choices {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    public init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// A number in `0..<count`.
    public mutating func below(_ count: Int) -> Int {
        guard offset < bytes.count, count > 1 else { return 0 }
        defer { offset += 1 }
        return Int(bytes[offset]) % count
    }

    public mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// A JSON value printed with string escaping; object keys keep their order and may repeat
/// (duplicate keys are input too).
public indirect enum JSON {
    case string(String)
    case number(String)
    case array([JSON])
    case object([(String, JSON)])

    public var text: String {
        switch self {
        case .string(let value): return JSONText.quoted(value)
        case .number(let value): return value
        case .array(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .object(let pairs):
            return "{\n" + pairs.map { "\(JSONText.quoted($0.0)): \($0.1.text)" }.joined(separator: ",\n") + "\n}"
        }
    }
}

/// Builds a project from choices. Names come from small pools so that references written at
/// random name tokens that exist, and sometimes groups, missing tokens or the token itself.
public enum ProjectGenerator {
    public struct Project {
        public var modes: [String]
        public var files: [SourceFile]
        public var resolver: SourceFile?
    }

    static let groups = ["color", "size", "font", "motion", "shadow"]
    static let names = ["a", "b", "c", "d", "$root"]
    static let modes = ["light", "dark", "contrast"]
    static let types = [
        "color", "dimension", "number", "opacity", "fontFamily", "fontWeight", "duration", "cubicBezier", "spring",
        "typography", "shadow", "border", "strokeStyle", "transition", "gradient",
    ]

    public static func generate(_ choices: inout Choices) -> Project {
        let modeCount = 1 + choices.below(3)
        let projectModes = Array(modes.prefix(modeCount))
        let fileCount = 1 + choices.below(3)
        var files: [SourceFile] = []
        for index in 0..<fileCount {
            files.append(SourceFile(path: "f\(index).tokens.json", text: file(&choices, modes: projectModes).text))
        }
        var resolver: SourceFile?
        if choices.chance(30) {
            resolver = SourceFile(path: "fuzz.resolver.json", text: resolverDocument(&choices, files: files, modes: projectModes).text)
        }
        return Project(modes: projectModes, files: files, resolver: resolver)
    }

    static func file(_ choices: inout Choices, modes: [String]) -> JSON {
        var root: [(String, JSON)] = []
        for _ in 0..<(1 + choices.below(4)) {
            root.append((choices.pick(groups), group(&choices, modes: modes, depth: 0)))
        }
        return .object(root)
    }

    static func group(_ choices: inout Choices, modes: [String], depth: Int) -> JSON {
        var pairs: [(String, JSON)] = []
        if choices.chance(40) { pairs.append(("$type", .string(choices.pick(types)))) }
        if choices.chance(5) { pairs.append(("$extensions", .object([("kiln", .object([("palette", .string("categorical"))]))]))) }
        for _ in 0..<(1 + choices.below(4)) {
            let name = choices.pick(names)
            if depth < 2 && choices.chance(20) {
                pairs.append((name, group(&choices, modes: modes, depth: depth + 1)))
            } else {
                pairs.append((name, token(&choices, modes: modes)))
            }
        }
        return .object(pairs)
    }

    static func token(_ choices: inout Choices, modes: [String]) -> JSON {
        let type = choices.pick(types)
        var pairs: [(String, JSON)] = []
        if choices.chance(50) { pairs.append(("$type", .string(type))) }
        if choices.chance(85) { pairs.append(("$value", value(&choices, type: type, depth: 0))) }
        if choices.chance(35) {
            var perMode: [(String, JSON)] = []
            for mode in modes + ["unknown"] where choices.chance(50) {
                perMode.append((mode, value(&choices, type: type, depth: 0)))
            }
            pairs.append(("$extensions", .object([("mode", .object(perMode))])))
        }
        // Text the emitters put in comments and strings, and the site in HTML.
        if choices.chance(10) {
            pairs.append(("$description", .string(choices.pick(["a </script> <b>", "ends */ here", "\"\"\" quotes", "back\\slash ${x} \\(y)", "line\nbreak", "émoji 🎨"]))))
        }
        if choices.chance(8) { pairs.append(("$deprecated", choices.chance(50) ? .string("use another") : .string("true"))) }
        return .object(pairs)
    }

    /// A path into the shared name space: usually one that a token may have, sometimes a group
    /// or a path with no token.
    static func path(_ choices: inout Choices) -> String { pathSegments(&choices).joined(separator: ".") }

    static func pathSegments(_ choices: inout Choices) -> [String] {
        var segments = [choices.pick(groups), choices.pick(names)]
        if choices.chance(15) { segments.append(choices.pick(names)) }
        if choices.chance(10) { segments.removeLast() }
        return segments
    }

    static func value(_ choices: inout Choices, type: String, depth: Int) -> JSON {
        switch choices.below(10) {
        case 0, 1: return .string("{\(path(&choices))}")
        case 2:
            var pointer = "#/" + pathSegments(&choices).joined(separator: "/")
            if choices.chance(60) { pointer += "/$value/" + choices.pick(["color", "fontSize", "width", "0", "duration", "offsetX", "9"]) }
            return .object([("$ref", .string(pointer))])
        default: return literal(&choices, type: type, depth: depth)
        }
    }

    static func literal(_ choices: inout Choices, type: String, depth: Int) -> JSON {
        func part(_ partType: String) -> JSON {
            depth < 3 ? value(&choices, type: partType, depth: depth + 1) : literal(&choices, type: partType, depth: 3)
        }
        switch type {
        case "color": return color(&choices, depth: depth)
        case "dimension":
            if choices.chance(30) { return .object([("value", .number(number(&choices))), ("unit", .string(choices.pick(["px", "rem", "pt", "em"])))]) }
            return .string(number(&choices) + choices.pick(["pt", "px", "rem", "dp", "", "%"]))
        case "number", "opacity": return choices.chance(80) ? .number(number(&choices)) : .string(number(&choices))
        case "fontFamily": return choices.chance(50) ? .string("SF Pro") : .array([.string("Inter"), .string("sans-serif")])
        case "fontWeight": return choices.chance(50) ? .number(choices.pick(["100", "400", "700", "950", "0"])) : .string(choices.pick(["bold", "regular", "heavy"]))
        case "duration": return .string(number(&choices) + choices.pick(["ms", "s", ""]))
        case "cubicBezier": return .array((0..<(2 + choices.below(4))).map { _ in .number(number(&choices)) })
        case "spring": return .object([("response", .number(number(&choices))), ("dampingFraction", .number(number(&choices)))])
        case "typography":
            return .object([
                ("fontFamily", part("fontFamily")), ("fontSize", part("dimension")), ("fontWeight", part("fontWeight")),
                ("lineHeight", part(choices.chance(50) ? "dimension" : "number")),
            ])
        case "shadow":
            let shadow = JSON.object([
                ("color", part("color")), ("offsetX", part("dimension")), ("offsetY", part("dimension")), ("blur", part("dimension")),
            ])
            return choices.chance(30) ? .array([shadow, shadow]) : shadow
        case "border": return .object([("color", part("color")), ("width", part("dimension")), ("style", part("strokeStyle"))])
        case "strokeStyle": return .string(choices.pick(["solid", "dashed", "wavy"]))
        case "transition": return .object([("duration", part("duration")), ("delay", part("duration")), ("timingFunction", part("cubicBezier"))])
        case "gradient":
            return .array((0..<(1 + choices.below(3))).map { _ in .object([("color", part("color")), ("position", part("number"))]) })
        default: return .string("?")
        }
    }

    static func color(_ choices: inout Choices, depth: Int) -> JSON {
        switch choices.below(6) {
        case 0: return .string(choices.pick(["#FF6B6B", "#fff", "#00000080", "#GGG", "red"]))
        case 1: return .string(choices.pick(["rgba(0, 0, 0, 0.12)", "hsl(210, 50%, 40%)", "oklch(0.7 0.1 200)", "rgb(300, -1, 0)"]))
        case 2: return .object([("colorSpace", .string(choices.pick(["srgb", "display-p3", "hsl"]))), ("components", .array([.number("0.2"), .number("0.4"), .number("1.5")]))])
        default: return .string(colorExpression(&choices, depth: depth))
        }
    }

    /// `darken(…)`, `lighten(…)`, `alpha(…)`, `mix(…)` over aliases, literals and each other.
    static func colorExpression(_ choices: inout Choices, depth: Int) -> String {
        func argument() -> String {
            switch choices.below(3) {
            case 0: return "{\(path(&choices))}"
            case 1 where depth < 4: return colorExpression(&choices, depth: depth + 1)
            default: return choices.pick(["#336699", "red", "rgba(1,2,3,0.5)"])
            }
        }
        let amount = choices.pick(["10%", "0%", "100%", "150%", "-5%", "0.3", "x"])
        switch choices.below(5) {
        case 0: return "darken(\(argument()), \(amount))"
        case 1: return "lighten(\(argument()), \(amount))"
        case 2: return "alpha(\(argument()), \(amount))"
        case 3: return "mix(\(argument()), \(argument()), \(amount))"
        default: return "{\(path(&choices))}"
        }
    }

    static func number(_ choices: inout Choices) -> String {
        choices.pick(["0", "1", "8", "0.5", "-2", "1e3", "17", "0.04"])
    }

    /// A DTCG resolver file over the generated files: sets and a modifier whose contexts
    /// become modes, referenced by `$ref` or inline, with some broken references.
    static func resolverDocument(_ choices: inout Choices, files: [SourceFile], modes projectModes: [String]) -> JSON {
        func source() -> JSON {
            switch choices.below(10) {
            case 0: return .object([("$ref", .string("missing.tokens.json"))])
            case 1: return file(&choices, modes: projectModes)  // inline tokens
            default: return .object([("$ref", .string(choices.pick(files).path))])
            }
        }
        var contexts: [(String, JSON)] = []
        for mode in modes.prefix(1 + choices.below(3)) { contexts.append((mode, .array([source()]))) }
        var modifier: [(String, JSON)] = [("contexts", .object(contexts))]
        if choices.chance(50) { modifier.append(("default", .string(choices.pick(modes)))) }
        let sets = JSON.object([("base", .object([("sources", .array([source()]))]))])
        var order: [JSON] = []
        for _ in 0..<(1 + choices.below(3)) {
            switch choices.below(4) {
            case 0: order.append(.object([("$ref", .string("#/sets/base"))]))
            case 1: order.append(.object([("$ref", .string("#/modifiers/theme"))]))
            case 2: order.append(.object([("type", .string("set")), ("name", .string("inline")), ("sources", .array([source()]))]))
            default: order.append(.object([("$ref", .string("#/sets/nothing"))]))
            }
        }
        return .object([("sets", sets), ("modifiers", .object([("theme", .object(modifier))])), ("resolutionOrder", .array(order))])
    }
}
