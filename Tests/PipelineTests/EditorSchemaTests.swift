import Diagnostics
import Foundation
import Rules
import SpecParser
import Testing
@testable import BuildPipeline
@testable import ProjectConfig

/// schemas/kiln.schema.json and schemas/tokens.schema.json: generated from the parsers' tables,
/// committed, and checked with a real validator (Python `jsonschema`) against the files Kiln
/// reads — the valid ones pass, and the invalid ones fail on the lines Kiln reports.
@Suite struct EditorSchemaTests {
    static let repository = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
    static let schemas = repository.appendingPathComponent("schemas")
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts/validate_schemas.py")

    /// The diagnostics a schema can see: structure, keys, kinds of values and choices (not
    /// aliases, modes or values Kiln evaluates).
    static let structuralIDs: Set<String> = [
        "config/invalid", "config/unknown-key", "config/unknown-rule", "config/unknown-output",
        "token/name", "token/unknown-property", "token/structure", "type/unknown",
        // Another tool's `$type`: read as a pass-through token with a warning (one per kind).
        "format/unknown-type",
    ]

    /// `value/invalid` is about values Kiln evaluates, except on a `$`-key (`$description`
    /// that is not text, `$deprecated` that is a number), which the schema sees too.
    static func isStructural(_ diagnostic: Diagnostic) -> Bool {
        structuralIDs.contains(diagnostic.id.rawValue) || (diagnostic.id == .valueInvalid && diagnostic.message.hasPrefix("`$"))
    }

    @Test func committedSchemasAreCurrent() throws {
        for file in EditorSchemas.files {
            let url = Self.schemas.appendingPathComponent(file.name)
            if Fixtures.updating {
                try FileManager.default.createDirectory(at: Self.schemas, withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let committed = try? String(contentsOf: url, encoding: .utf8)
            #expect(committed == file.text, "schemas/\(file.name) is stale: run UPDATE_GOLDENS=1 swift test --filter EditorSchemaTests")
        }
    }

    @Test func schemasAreDeterministic() {
        #expect(EditorSchemas.files.map(\.text) == EditorSchemas.files.map(\.text))
    }

    // MARK: kiln.yaml

    /// A kiln.yaml using every key of the table, each with a valid value: Kiln reads it without
    /// a single diagnostic, and the schema accepts it. A key in the table that the parser does
    /// not read (or reads differently) fails here.
    @Test func everyKeyOfTheTableIsReadByTheParserAndAcceptedByTheSchema() throws {
        let config = Self.sample(.section(ConfigKeys.topLevel), path: "") as? [String: Any] ?? [:]
        let text = String(decoding: try JSONSerialization.data(withJSONObject: config, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
        var diagnostics: [Diagnostic] = []
        _ = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: text), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range.start.line): \($0.message)" })\n\(text)")
        let problems = try Self.validate("kiln.schema.json", texts: ["kiln.yaml": text])
        #expect(problems["kiln.yaml"] == [], "\(problems)")
        // Every rule and every one of its options is in the sample.
        let rules = config["rules"] as? [String: Any]
        #expect(rules?.count == RuleCatalog.all.count)
    }

    /// The other direction: every key a config parser's `switch` reads (`case "name":` in
    /// Sources/ProjectConfig) is in the table, so a key added to a parser without the table
    /// (and so without the schema) fails here.
    @Test func everyKeyTheParsersReadIsInTheTable() throws {
        func names(_ keys: [ConfigKey]) -> Set<String> {
            var result = Set(keys.map(\.name))
            for key in keys { result.formUnion(names(in: key.shape)) }
            return result
        }
        func names(in shape: ConfigKey.Shape) -> Set<String> {
            switch shape {
            case .section(let keys): names(keys)
            case .either(let shapes): shapes.reduce(into: Set<String>()) { $0.formUnion(names(in: $1)) }
            case .list(let item), .map(let item): names(in: item)
            default: []
            }
        }
        let known = names(ConfigKeys.topLevel)
        let folder = Self.repository.appendingPathComponent("Sources/ProjectConfig")
        var read = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasPrefix("KilnConfig") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("case \""), let colon = trimmed.firstIndex(of: ":") else { continue }
                // `case "modes" where …:` — the key is the quoted part before any `where`.
                let labels = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<colon]
                let beforeWhere = labels.range(of: " where ").map { labels[..<$0.lowerBound] } ?? labels
                for part in beforeWhere.split(separator: ",") {
                    read.insert(part.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
                }
            }
        }
        // (The output sections are read from the formats' descriptors, which are the table.)
        #expect(read.count > 30, "\(read.sorted())")
        #expect(read.subtracting(known).isEmpty, "keys the parsers read but the table (and the schema) lacks: \(read.subtracting(known).sorted())")
    }

    /// An unknown key in every section of the table: Kiln warns at its line, the schema flags
    /// the same line.
    @Test func unknownKeysAreFlaggedByBothOnTheSameLine() throws {
        var texts: [String: String] = [:]
        var expected: [String: Set<Int>] = [:]
        for (index, section) in ([("", ConfigKeys.topLevel)] + ConfigKeys.outputSections.map { ($0.name, $0.keys) }
            + [("site", ConfigKeys.site), ("limits", ConfigKeys.limits), ("specs", ConfigKeys.specs)]).enumerated()
        {
            let text = section.0.isEmpty ? "tokens: tokens/\nunknownSetting: 1\n" : "tokens: tokens/\n\(section.0):\n  unknownSetting: 1\n"
            let name = "case\(index).yaml"
            texts[name] = text
            var diagnostics: [Diagnostic] = []
            _ = KilnConfig.parse(SourceFile(path: name, text: text), diagnostics: &diagnostics)
            let lines = Set(diagnostics.filter { $0.id == .configUnknownKey }.map(\.range.start.line))
            #expect(!lines.isEmpty, "\(section.0): no unknown-key warning")
            expected[name] = lines
        }
        let problems = try Self.validate("kiln.schema.json", texts: texts)
        for (name, lines) in expected {
            #expect(Set(problems[name]?.map(\.line) ?? []) == lines, "\(name): \(texts[name]!) \(problems[name] ?? [])")
        }
    }

    // MARK: files Kiln reads

    /// The token files and kiln.yaml of the bundled project, the Camera example and every
    /// fixture that is readable YAML: the schema reports exactly the lines where Kiln reports a
    /// structural problem — none for the valid files.
    @Test func schemasFlagTheLinesKilnFlags() throws {
        var projects: [(String, URL)] = [("bundled", Self.repository), ("camera", Self.repository.appendingPathComponent("examples/camera"))]
        // Unreadable or hostile YAML (bombs, bad UTF-8, tabs, syntax) is Kiln's own job: a
        // validator never sees it, since it cannot load the file.
        let unreadable: Set<String> = [
            "yaml-syntax", "json-syntax", "hostile-yaml-syntax", "hostile-json-syntax", "hostile-invalid-utf8", "hostile-alias-bomb",
            "hostile-anchors", "hostile-tabs", "hostile-bom", "hostile-token-limit", "hostile-deep-nesting", "hostile-duplicate-keys",
            "duplicate-key", "hostile-alias-cycles", "hostile-numbers",
        ]
        for name in Fixtures.cases() where !unreadable.contains(name) {
            projects.append((name, Fixtures.root.appendingPathComponent("\(name)/input")))
        }
        // Kiln's lines per file first, then one validator run per schema over every project's
        // files (a run per project started Python and the validator some ninety times).
        var files: [(name: String, schema: String, file: String, url: URL, kilnLines: Set<Int>)] = []
        for (name, root) in projects {
            let project = Project.open(at: root)
            let pipeline = Pipeline(project: project)
            let result = pipeline.check(pipeline.load())
            var kilnLines: [String: Set<Int>] = [:]
            for diagnostic in project.configDiagnostics + result.diagnostics where Self.isStructural(diagnostic) {
                kilnLines[diagnostic.range.file, default: []].insert(diagnostic.range.start.line)
            }
            let tokenFiles = project.files(matching: project.config.tokens).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".tokens.json") }
            for file in tokenFiles { files.append((name, "tokens.schema.json", file, root.appendingPathComponent(file), kilnLines[file] ?? [])) }
            if project.configFile != nil {
                files.append((name, "kiln.schema.json", KilnConfig.fileName, root.appendingPathComponent(KilnConfig.fileName), kilnLines[KilnConfig.fileName] ?? []))
            }
        }
        var problems: [String: [Problem]] = [:]
        for schema in ["tokens.schema.json", "kiln.schema.json"] {
            let urls = files.filter { $0.schema == schema }.map(\.url)
            problems.merge(try Self.validate(schema, files: urls)) { first, _ in first }
        }
        let checked = files.count
        var mismatches: [String] = []
        for file in files {
            let schemaLines = Set(problems[file.url.path]?.map(\.line) ?? [])
            if schemaLines != file.kilnLines {
                mismatches.append("\(file.name)/\(file.file): Kiln \(file.kilnLines.sorted()), schema \(schemaLines.sorted()) \(problems[file.url.path] ?? [])")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(checked >= 45, "checked \(checked) files")
    }

    /// The five public design systems in Fixtures/real-world (DTCG JSON through resolvers): the
    /// schema flags every line Kiln flags, and nothing else but further uses of another tool's
    /// `$type` (Kiln warns once per kind, at the first).
    @Test(arguments: ["adobe-spectrum", "figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris"])
    func realWorldSystems(_ name: String) throws {
        let root = Fixtures.root.appendingPathComponent("real-world")
        var config = KilnConfig()
        config.resolver = "\(name).resolver.json"
        config.specs = []
        let result = Pipeline(project: Project(root: root, config: config)).load()
        var kilnLines: [String: Set<Int>] = [:]
        for diagnostic in result.diagnostics where Self.isStructural(diagnostic) {
            kilnLines[diagnostic.range.file, default: []].insert(diagnostic.range.start.line)
        }
        let folder = root.appendingPathComponent(name)
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
        #expect(!files.isEmpty)
        let problems = try Self.validate("tokens.schema.json", files: files.map { folder.appendingPathComponent($0) })
        for file in files {
            let found = problems[folder.appendingPathComponent(file).path] ?? []
            let expected = kilnLines["\(name)/\(file)"] ?? []
            let extra = found.filter { !expected.contains($0.line) && !$0.pointer.hasSuffix("/$type") }
            #expect(expected.isSubset(of: Set(found.map(\.line))), "\(name)/\(file): Kiln \(expected.sorted()), schema \(found)")
            #expect(extra.isEmpty, "\(name)/\(file): \(extra)")
        }
    }

    /// The chosen invalid fixtures do fail (so the test above is not passing on empty sets).
    @Test func invalidFixturesFail() throws {
        let cases = [
            ("unknown-type", "tokens/tokens.yaml", "tokens.schema.json", [3, 6]),
            ("hostile-names", "tokens/names.yaml", "tokens.schema.json", [3, 5, 6, 7, 14, 15]),
            ("rules-config-errors", "kiln.yaml", "kiln.schema.json", [1, 3, 4, 6]),
        ]
        for (name, file, schema, lines) in cases {
            let url = Fixtures.root.appendingPathComponent("\(name)/input/\(file)")
            let problems = try Self.validate(schema, files: [url])
            let found = Set(problems[url.path]?.map(\.line) ?? [])
            #expect(Set(lines).isSubset(of: found), "\(name): \(problems)")
        }
    }

    // MARK: support

    struct Problem: Decodable, Equatable, CustomStringConvertible {
        var line: Int
        var pointer: String
        var message: String
        var description: String { "\(line) \(pointer): \(message)" }
    }

    /// Runs the validator on files, or on texts written to a temporary folder (keyed by name).
    static func validate(_ schema: String, files: [URL] = [], texts: [String: String] = [:]) throws -> [String: [Problem]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths = files.map(\.path)
        for (name, text) in texts {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, schemas.appendingPathComponent(schema).path] + paths
        let output = folder.appendingPathComponent("out.json")
        let errors = folder.appendingPathComponent("err.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: output)
        let errHandle = try FileHandle(forWritingTo: errors)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        if process.terminationStatus == 3 { Issue.record("a test tool is missing: \(stderr)") }
        guard process.terminationStatus == 0 else {
            Issue.record("validate_schemas.py failed (exit \(process.terminationStatus)): \(stderr.suffix(2000))")
            return [:]
        }
        var report = try JSONDecoder().decode([String: [Problem]].self, from: Data(contentsOf: output))
        // Texts come back under their names.
        for name in texts.keys {
            report[name] = report.removeValue(forKey: folder.appendingPathComponent(name).path)
        }
        return report
    }

    /// A valid value of every key of a shape (`path` is the dotted key, for the few keys whose
    /// values must name something that exists).
    static func sample(_ shape: ConfigKey.Shape, path: String) -> Any {
        switch path {
        case "suppressions.rule": return RuleCatalog.all[0].description.diagnosticID.rawValue
        case "specs.vocabulary": return [SpecVocabulary.rows[0].id: ["sample key"]]
        // Every package is on in the sample, and a package needs one of its outputs built.
        case "outputs": return KilnConfig.knownOutputs
        default: break
        }
        switch shape {
        case .text: return "sample"
        case .optionalText: return ""
        case .texts(let allowed): return [allowed.first ?? "sample"]
        case .textList: return ["sample"]
        case .bool: return true
        case .integer(let minimum, _): return minimum
        case .positiveNumber: return 17
        case .fraction: return 0.5
        case .pattern(_, let example): return example
        case .choice(let words): return words[0]
        case .section(let keys):
            var result: [String: Any] = [:]
            for key in keys { result[key.name] = sample(key.shape, path: path.isEmpty ? key.name : path + "." + key.name) }
            return result
        case .either(let shapes):
            // The richest alternative: a section when there is one.
            let section = shapes.first { if case .section = $0 { true } else { false } }
            return sample(section ?? shapes[0], path: path)
        case .list(let item): return [sample(item, path: path)]
        case .map(let value): return ["sample": sample(value, path: path)]
        case .rules:
            var rules: [String: Any] = [:]
            for rule in RuleCatalog.all {
                var settings: [String: Any] = ["severity": "warning"]
                for option in rule.description.options {
                    settings[option.name] = sampleOption(option)
                }
                rules[rule.description.diagnosticID.rawValue] = settings
            }
            return rules
        }
    }

    static func sampleOption(_ option: RuleOption) -> Any {
        if let value = option.defaultValue {
            switch value {
            case .bool(let flag): return flag
            case .number(let number): return number
            case .string(let text): return text
            case .strings(let texts): return texts
            }
        }
        switch option.kind {
        case .bool: return true
        case .number(let minimum, let maximum): return minimum ?? maximum ?? 1
        case .string, .regex: return "sample"
        case .choice(let words): return words[0]
        case .strings(let allowed): return [allowed.first ?? "sample"]
        }
    }
}
