import Foundation
import Testing

@testable import KilnCore

/// A watch session must leave the output folder exactly as a clean one-shot `kiln build` of the
/// same inputs would: random edits (a value, an alias retargeted, a token added or removed, a
/// file broken and then fixed) are applied one at a time to a generated project in a
/// `LiveBuild`, and after each one the output folder is compared byte for byte with a build
/// of a fresh copy of the project into an empty folder. Aliases chain across files, so an edit
/// reaches tokens in files that did not change: a rebuild that misses a dependent (or reuses
/// something stale) leaves bytes that differ from the clean build, and this test fails.
@Suite struct LiveBuildEquivalenceTests {
    /// A deterministic generator (SplitMix64): the same seed, the same edits.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// One token: a literal color (with a dark value or not) or an alias to a token created
    /// before it (so aliases never form a cycle).
    struct Token {
        var file: Int
        var name: String
        var order: Int
        var light: String?
        var dark: String?
        var alias: String?
    }

    /// The project's tokens, spread over `files` YAML files, one group per file.
    struct Model {
        var files: Int
        var tokens: [Token] = []
        var created = 0

        func path(_ token: Token) -> String { "g\(token.file).\(token.name)" }

        func text(of file: Int) -> String {
            var text = "g\(file):\n  $type: color\n"
            for token in tokens where token.file == file {
                text += "  \(token.name):\n"
                if let alias = token.alias {
                    text += "    $value: \"{\(alias)}\"\n"
                } else {
                    text += "    $value: \"\(token.light!)\"\n"
                    if let dark = token.dark { text += "    $extensions: { mode: { dark: \"\(dark)\" } }\n" }
                }
            }
            return text
        }

        func dependents(of path: String) -> [Token] { tokens.filter { $0.alias == path } }
    }

    static func color<G: RandomNumberGenerator>(_ random: inout G) -> String {
        String(format: "#%06X", Int.random(in: 0...0xFFFFFF, using: &random))
    }

    static func write(_ model: Model, file: Int, to root: URL) throws {
        try model.text(of: file).write(to: tokenFile(file, in: root), atomically: false, encoding: .utf8)
    }

    static func tokenFile(_ file: Int, in root: URL) -> URL { root.appendingPathComponent("tokens/f\(file).yaml") }

    static let config = "outputs: [swift, dart, css, json]\nmodes: [light, dark]\n"

    static func temporaryFolder(_ label: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-\(label)-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try config.write(to: root.appendingPathComponent("kiln.yaml"), atomically: false, encoding: .utf8)
        return root
    }

    /// Every file under the output folder but Kiln's bookkeeping (`.kiln-*`), path → bytes.
    static func outputs(of root: URL) throws -> [String: Data] {
        let folder = root.appendingPathComponent("output")
        var found: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
            let url = folder.appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            if (relative as NSString).lastPathComponent.hasPrefix(".kiln-") { continue }
            found[relative] = try Data(contentsOf: url)
        }
        return found
    }

    /// The outputs of a clean one-shot build of `model` (a fresh project, an empty output folder).
    static func oneShot(_ model: Model) throws -> [String: Data] {
        let root = try temporaryFolder("oneshot")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in 0..<model.files { try write(model, file: file, to: root) }
        let pipeline = Pipeline(project: Project.open(at: root))
        var result = pipeline.check(pipeline.load())
        pipeline.emit(&result, outputs: nil)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
        return try outputs(of: root)
    }

    static func compare(_ live: [String: Data], _ clean: [String: Data], after step: String) {
        let missing = Set(clean.keys).subtracting(live.keys).sorted()
        let extra = Set(live.keys).subtracting(clean.keys).sorted()
        let differing = clean.keys.filter { live[$0] != nil && live[$0] != clean[$0] }.sorted()
        #expect(missing.isEmpty && extra.isEmpty && differing.isEmpty,
                "after \(step): missing \(missing.prefix(5)), extra \(extra.prefix(5)), different bytes \(differing.prefix(5))")
    }

    @Test(arguments: [UInt64(17), 2026])
    func randomEditsLeaveTheOutputsOfACleanBuild(seed: UInt64) throws {
        var random = Seeded(state: seed)
        var model = Model(files: 3)
        // A start with chains across files: literals first, then aliases to earlier tokens.
        for index in 0..<12 {
            let file = index % 3
            var token = Token(file: file, name: "t\(model.created)", order: model.created)
            if index < 4 || Bool.random(using: &random) == false && index < 6 {
                token.light = Self.color(&random)
                if Bool.random(using: &random) { token.dark = Self.color(&random) }
            } else {
                token.alias = model.path(model.tokens.randomElement(using: &random)!)
            }
            model.tokens.append(token)
            model.created += 1
        }
        let root = try Self.temporaryFolder("live-equivalence")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in 0..<model.files { try Self.write(model, file: file, to: root) }
        let live = LiveBuild(root: root)
        let first = try #require(live.build())
        #expect(!first.blocked)
        Self.compare(try Self.outputs(of: root), try Self.oneShot(model), after: "the first build")

        var kinds: [String: Int] = [:]
        for step in 1...24 {
            var changedFiles: Set<Int> = []
            let kind = ["value", "value", "alias", "add", "remove", "broken"].randomElement(using: &random)!
            kinds[kind, default: 0] += 1
            switch kind {
            case "value":
                // A literal that at least one other token follows when there is one: its
                // dependents live in other files, which do not change.
                let literals = model.tokens.indices.filter { model.tokens[$0].alias == nil }
                let followed = literals.filter { !model.dependents(of: model.path(model.tokens[$0])).isEmpty }
                let index = (followed.isEmpty ? literals : followed).randomElement(using: &random)!
                model.tokens[index].light = Self.color(&random)
                if model.tokens[index].dark != nil || Bool.random(using: &random) { model.tokens[index].dark = Self.color(&random) }
                changedFiles.insert(model.tokens[index].file)
            case "alias":
                let aliases = model.tokens.indices.filter { model.tokens[$0].alias != nil }
                guard let index = aliases.randomElement(using: &random) else { continue }
                let earlier = model.tokens.filter { $0.order < model.tokens[index].order }
                guard let target = earlier.randomElement(using: &random) else { continue }
                model.tokens[index].alias = model.path(target)
                changedFiles.insert(model.tokens[index].file)
            case "add":
                var token = Token(file: Int.random(in: 0..<model.files, using: &random), name: "t\(model.created)", order: model.created)
                if Bool.random(using: &random) {
                    token.alias = model.path(model.tokens.randomElement(using: &random)!)
                } else {
                    token.light = Self.color(&random)
                }
                model.tokens.append(token)
                model.created += 1
                changedFiles.insert(token.file)
            case "remove":
                // A token nothing follows (removing a followed one is an error, "broken" covers that).
                let free = model.tokens.indices.filter { model.dependents(of: model.path(model.tokens[$0])).isEmpty }
                guard model.tokens.count > 4, let index = free.randomElement(using: &random) else { continue }
                changedFiles.insert(model.tokens[index].file)
                model.tokens.remove(at: index)
            default:
                // A half-typed save: nothing is written and the last good outputs stay; then the
                // file is saved whole again.
                let file = Int.random(in: 0..<model.files, using: &random)
                let before = try Self.outputs(of: root)
                let url = Self.tokenFile(file, in: root)
                try (model.text(of: file) + "  broken: {$value: \"{g9.nothing\"\n").write(to: url, atomically: false, encoding: .utf8)
                let broken = try #require(live.build(changed: [url.path]))
                #expect(broken.blocked, "step \(step): a broken save must block the outputs")
                #expect(try Self.outputs(of: root) == before, "step \(step): a broken save changed the outputs")
                changedFiles.insert(file)
            }
            for file in changedFiles { try Self.write(model, file: file, to: root) }
            let outcome = try #require(live.build(changed: Set(changedFiles.map { Self.tokenFile($0, in: root).path })))
            #expect(!outcome.blocked, "step \(step) (\(kind)): \(outcome.result.diagnostics.map(\.message))")
            Self.compare(try Self.outputs(of: root), try Self.oneShot(model), after: "step \(step) (\(kind))")
        }
        // The seeds were picked so that every kind of edit happens.
        #expect(Set(kinds.keys) == ["value", "alias", "add", "remove", "broken"], "\(kinds)")
    }
}
