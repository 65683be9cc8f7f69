import Foundation
import Testing

/// The JSON output is DTCG 2025.10 as the Design Tokens Community Group's own JSON Schemas state
/// it (Tests/Fixtures/dtcg-schemas, validated by Python `jsonschema`): every token file and every
/// resolver document of every fixture — no `em` or `%` dimensions, every text style with the
/// members DTCG requires.
@Suite struct DTCGSchemaTests {
    @Test func everyFixturesJSONIsValidDTCG() throws {
        var files: [String] = []
        for name in SharedBuilds.written where name != "emit-template" {
            let build = try SharedBuilds.build(name)
            files += EmitFixtures.files(in: build.folder).filter { $0.hasPrefix("json/") && $0.hasSuffix(".json") }
                .map { build.folder.appendingPathComponent($0).path }
        }
        try #require(files.count >= 25)
        let schemas = EmitFixtures.root.appendingPathComponent("dtcg-schemas")
        guard let report = Tools.python("dtcg_schema.py", [schemas.path] + files) as? [String: Any] else { return }
        #expect(report["checked"] as? Int == files.count)
        let errors = report["errors"] as? [String: [String]] ?? ["?": ["no report"]]
        #expect(errors.isEmpty, "\(errors.map { "\($0.key):\n  " + $0.value.prefix(5).joined(separator: "\n  ") }.joined(separator: "\n"))")
    }

    /// The schemas do reject what the output used to write (so the test above is not passing on
    /// a schema that accepts anything).
    @Test func theSchemasRejectRelativeDimensionsAndIncompleteTextStyles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-dtcg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = [
            "em": #"{"a": {"$type": "dimension", "$value": {"value": 0.05, "unit": "em"}}}"#,
            "percent": #"{"a": {"$type": "dimension", "$value": {"value": 50, "unit": "%"}}}"#,
            "typography": #"{"a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400}}}"#,
        ]
        var paths: [String] = []
        for (name, text) in cases {
            let url = folder.appendingPathComponent(name + ".json")
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let schemas = EmitFixtures.root.appendingPathComponent("dtcg-schemas")
        guard let report = Tools.python("dtcg_schema.py", [schemas.path] + paths) as? [String: Any] else { return }
        let errors = report["errors"] as? [String: [String]] ?? [:]
        #expect(Set(errors.keys) == Set(paths), "\(errors)")
    }
}
