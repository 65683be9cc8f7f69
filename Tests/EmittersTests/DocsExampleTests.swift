@testable import Emitters
import Foundation
import Testing

/// docs/outputs.md shows each platform's usage example; each is checked against the bundled
/// system's generated files, so the page cannot drift from what Kiln writes: the Swift example
/// type-checks with `DesignTokens.swift` on every platform configuration, the Dart example parses
/// (tree-sitter-dart, import check) and names only what `design_tokens.dart` declares, the CSS
/// example parses (tinycss2) and names only generated properties, and the JSON example is the
/// generated JSON.
@Suite struct DocsExampleTests {
    /// The fenced blocks of `language`; with `section`, only those under that `## ` heading (the
    /// Tailwind section shows CSS too, the packages section Swift and JSON).
    static func blocks(_ language: String, section: String? = nil) throws -> [String] {
        let page = try String(contentsOf: EmitFixtures.repository.appendingPathComponent("docs/outputs.md"), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        var inSection = section == nil
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if let section, current == nil, line.hasPrefix("## ") { inSection = line == "## " + section }
            guard inSection else { continue }
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func generated(_ file: String) throws -> String {
        try String(contentsOf: SharedBuilds.build("emit-bundled").folder.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func swiftExampleTypechecksOnEveryPlatform() throws {
        let examples = try Self.blocks("swift", section: "6. Swift")
        try #require(examples.count == 1)
        let tokens = try Self.generated("swift/DesignTokens.swift")
        for configuration in PlatformConfiguration.all {
            guard let check = configuration.typecheck(tokens, with: examples) else { return }
            #expect(check.status == 0, "docs/outputs.md's Swift example as on \(configuration.name):\n\(check.stderr)")
        }
    }

    @Test func dartExampleParsesAndNamesWhatTheFileDeclares() throws {
        let examples = try Self.blocks("dart")
        try #require(examples.count == 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-docs-dart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("example.dart")
        try examples[0].write(to: file, atomically: true, encoding: .utf8)
        if let report = Tools.python("dart_parse.py", [file.path]) as? [String: [[String: Any]]] {
            #expect(report[file.path]?.isEmpty == true, "\(report)")
        }
        let dart = try Self.generated("dart/design_tokens.dart")
        var checked = 0
        for match in examples[0].matches(of: try Regex(#"\b(App\w+)\.(\w+)"#)) {
            let type = String(match.output[1].substring ?? "")
            let member = String(match.output[2].substring ?? "")
            checked += 1
            #expect(dart.contains("class \(type) ") || dart.contains("enum \(type) "), "the example uses `\(type)`, which design_tokens.dart does not declare")
            let declared = ["of", "values"].contains(member) || dart.contains(" \(member) =") || dart.contains(" \(member);")
            #expect(declared, "the example uses `\(type).\(member)`, which design_tokens.dart does not declare")
        }
        #expect(checked >= 10)
        for field in examples[0].matches(of: try Regex(#"colors\.(\w+)"#)) {
            #expect(dart.contains("final Color \(field.output[1].substring ?? "");"))
        }
    }

    @Test func cssExampleParsesAndNamesGeneratedProperties() throws {
        let examples = try Self.blocks("css", section: "8. CSS")
        try #require(examples.count == 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-docs-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("example.css")
        try examples[0].write(to: file, atomically: true, encoding: .utf8)
        if let report = Tools.python("css_parse.py", [file.path]) as? [String: Any] {
            #expect((report["errors"] as? [Any])?.isEmpty == true, "\(report["errors"] ?? "")")
        }
        let css = try Self.generated("css/tokens.css")
        for match in examples[0].matches(of: try Regex(#"(--[a-z0-9-]+):\s*([^;/]+?)\s*;"#)) {
            let declaration = "\(match.output[1].substring ?? ""): \(match.output[2].substring ?? "");"
            // `…` marks a value shortened for the page.
            if declaration.contains("…") {
                #expect(css.contains("\(match.output[1].substring ?? ""):"), "\(declaration)")
            } else {
                #expect(css.contains(declaration), "the example's `\(declaration)` is not what tokens.css says")
            }
        }
    }

    @Test func jsonExampleIsTheGeneratedJSON() throws {
        let examples = try Self.blocks("json", section: "9. JSON")
        try #require(examples.count == 1)
        let example = try #require(try JSONSerialization.jsonObject(with: Data(examples[0].utf8)) as? [String: Any])
        let generated = try #require(try JSONSerialization.jsonObject(with: Data(Self.generated("json/design.tokens.json").utf8)) as? [String: Any])
        var tokens = 0
        func compare(_ node: [String: Any], _ actual: [String: Any]?, path: String) {
            guard let actual else {
                Issue.record("the example's \(path) is not in design.tokens.json")
                return
            }
            if node["$value"] != nil {
                tokens += 1
                for key in ["$type", "$value", "$extensions"] {
                    #expect((node[key] as? NSObject) == (actual[key] as? NSObject), "\(path).\(key) differs from design.tokens.json")
                }
                return
            }
            for (key, child) in node {
                guard let child = child as? [String: Any] else { continue }
                compare(child, actual[key] as? [String: Any], path: path + "." + key)
            }
        }
        compare(example, generated, path: "")
        #expect(tokens == 2)
    }
}
