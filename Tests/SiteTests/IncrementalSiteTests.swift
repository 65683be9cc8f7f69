import DesignModel
import Foundation
import SpecSite
import Testing
import BuildPipeline
import Live

/// `kiln serve` renders again only the site pages whose inputs changed (SiteRenderCache). The
/// pages it keeps must be exactly what a full render would write: each step below edits one
/// token (or a spec) of a project, rebuilds it the live way and compares the whole site, byte for
/// byte, with a clean build of the same files in a fresh folder.
@Suite(.serialized) struct IncrementalSiteTests {
    /// A project written here: two screens in one spec, each with tokens only it uses.
    static func pantryProject() throws -> URL {
        let root = temporaryRoot()
        try write(
            root, "kiln.yaml",
            """
            modes: [light, dark]
            outputs: [css, site]
            background: "{color.surface.page}"
            """)
        try write(
            root, "tokens/color.yaml",
            """
            color:
              base:
                $type: color
                oat: { $value: "#F7F3EC" }
                cellar: { $value: "#1C1A17" }
                ink: { $value: "#22201C" }
                flour: { $value: "#FAF8F4" }
                basil: { $value: "#2F6B3A" }
                plum: { $value: "#6B2F5E" }
              surface:
                $type: color
                page:
                  $value: "{color.base.oat}"
                  $extensions: { mode: { dark: "{color.base.cellar}" } }
              text:
                $type: color
                body:
                  $value: "{color.base.ink}"
                  $extensions: { mode: { dark: "{color.base.flour}" } }
              pantry:
                $type: color
                accent: { $value: "#1F5F8B" }
              shopping:
                $type: color
                accent: { $value: "#8B3A1F" }
            """)
        try write(
            root, "tokens/size.yaml",
            """
            size:
              $type: dimension
              row: { $value: "56px" }
              tap: { $value: "44px" }
            """)
        try write(
            root, "specs/pantry.md",
            """
            ---
            id: pantry
            title: Pantry flow
            platform: ios
            modes: [light, dark]
            ---
            # Pantry flow

            ## Screen: Pantry

            The shelves of the household, one row per item.

            #### Item Row

            Text color: color.text.body
            Background: color.pantry.accent
            Row height: 56pt

            ## Screen: Shopping

            What to buy next.

            #### Buy Button

            Text color: color.base.flour
            Background: color.shopping.accent
            Touch target: 44pt
            """)
        return root
    }

    // MARK: byte for byte against a clean build

    @Test func randomTokenEditsAndSpecEditsMatchACleanRender() throws {
        for (name, project) in try [("pantry", Self.pantryProject()), ("larder", Self.copy("examples/larder")), ("camera", Self.copy("examples/camera"))] {
            defer { try? FileManager.default.removeItem(at: project) }
            var generator = SplitMix64(seed: name.utf8.reduce(0x6B69_6C6E) { $0 &* 31 &+ UInt64($1) })
            let live = LiveBuild(root: project, outputs: ["css", "site"])
            _ = try #require(live.build())
            var partial = 0
            for step in 0..<6 {
                let edit = try Self.randomTokenEdit(in: project, using: &generator)
                let outcome = try #require(live.build(changed: [edit.file]))
                #expect(!outcome.blocked, "\(name) step \(step): \(edit.description)")
                try Self.expectSameAsCleanBuild(project, outcome, "\(name) step \(step): \(edit.description)")
                if outcome.sitePagesReused.count > 0 { partial += 1 }
            }
            // The baseline accepts half of the component findings: the same screens, with
            // findings now marked "known" (no token or spec changed).
            let baseline = try Self.acceptHalfOfTheFindings(in: project)
            let accepted = try #require(live.build(changed: [baseline]))
            try Self.expectSameAsCleanBuild(project, accepted, "\(name) baseline edit")
            for step in 0..<2 {
                let edit = try Self.specEdit(in: project, step: step, using: &generator)
                let outcome = try #require(live.build(changed: [edit.file]))
                try Self.expectSameAsCleanBuild(project, outcome, "\(name) spec edit \(step): \(edit.description)")
            }
            // The point of it all: most single-token edits keep some pages.
            #expect(partial >= 3, "\(name): only \(partial) of 6 token edits kept any page")
        }
    }

    // MARK: counting renders

    @Test func aTokenOneScreenUsesRendersThatScreenOnly() throws {
        let project = try Self.pantryProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let live = LiveBuild(root: project, outputs: ["css", "site"])
        let first = try #require(live.build())
        let pantry = try #require(first.sitePagesRendered.first { $0.hasPrefix("screens/") && $0.contains("pantry-pantry") })
        let shopping = try #require(first.sitePagesRendered.first { $0.hasPrefix("screens/") && $0.contains("shopping") })
        #expect(first.sitePagesReused.isEmpty)

        // color.pantry.accent is the Pantry screen's only.
        try Self.replace(in: project, "tokens/color.yaml", "#1F5F8B", with: "#2A6F9E")
        let tokenEdit = try #require(live.build(changed: [project.appendingPathComponent("tokens/color.yaml").path]))
        #expect(tokenEdit.sitePagesRendered.contains(pantry))
        #expect(!tokenEdit.sitePagesRendered.contains(shopping))
        #expect(tokenEdit.sitePagesReused.contains(shopping))
        // The spec did not change: its source page is kept; the token file's is rendered again.
        #expect(tokenEdit.sitePagesReused.contains("source/specs/pantry.md.html"))
        #expect(tokenEdit.sitePagesRendered.contains("source/tokens/color.yaml.html"))
        #expect(tokenEdit.sitePagesReused.contains("source/tokens/size.yaml.html"))
        // Kept pages are not written; the live-reload event names what was written.
        let written = Set(tokenEdit.written)
        #expect(written.contains("site/" + pantry))
        #expect(!written.contains("site/" + shopping))
        for file in written where file.hasPrefix("site/") && file.hasSuffix(".html") {
            #expect(tokenEdit.sitePagesRendered.contains(String(file.dropFirst(5))), "\(file) written without being rendered")
        }

        // The other way round, and a spec edit inside one screen (no line moves).
        try Self.replace(in: project, "tokens/color.yaml", "#8B3A1F", with: "#9C4B2F")
        let other = try #require(live.build(changed: [project.appendingPathComponent("tokens/color.yaml").path]))
        #expect(other.sitePagesRendered.contains(shopping))
        #expect(!other.sitePagesRendered.contains(pantry))
        try Self.replace(in: project, "specs/pantry.md", "What to buy next.", with: "What to buy soon.")
        let spec = try #require(live.build(changed: [project.appendingPathComponent("specs/pantry.md").path]))
        #expect(spec.sitePagesRendered.contains(shopping))
        #expect(!spec.sitePagesRendered.contains(pantry))
        #expect(spec.sitePagesReused.contains("source/tokens/color.yaml.html"))
        try Self.expectSameAsCleanBuild(project, spec, "after the spec edit")

        // A size only the Pantry screen shows (as 56pt, not as a token): its page stays, the
        // spacing page is rendered again.
        try Self.replace(in: project, "tokens/size.yaml", "\"44px\"", with: "\"48px\"")
        let size = try #require(live.build(changed: [project.appendingPathComponent("tokens/size.yaml").path]))
        #expect(size.sitePagesRendered.contains("spacing.html"))
        try Self.expectSameAsCleanBuild(project, size, "after the size edit")

        // A comment at the end of a token file: its source page only.
        let sizeFile = project.appendingPathComponent("tokens/size.yaml")
        try (String(contentsOf: sizeFile, encoding: .utf8) + "# tap targets follow the platform\n").write(to: sizeFile, atomically: true, encoding: .utf8)
        let comment = try #require(live.build(changed: [sizeFile.path]))
        #expect(comment.sitePagesRendered == ["source/tokens/size.yaml.html"])
        try Self.expectSameAsCleanBuild(project, comment, "after the comment")
    }

    // MARK: helpers

    struct Edit: CustomStringConvertible {
        var file: String
        var description: String
    }

    /// One token value changed: a hex color, a number with a unit, or an alias pointed at
    /// another token of the same file.
    static func randomTokenEdit(in project: URL, using generator: inout SplitMix64) throws -> Edit {
        let folder = project.appendingPathComponent("tokens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        for _ in 0..<50 {
            let name = files[Int(generator.next() % UInt64(files.count))]
            let url = folder.appendingPathComponent(name)
            let text = try String(contentsOf: url, encoding: .utf8)
            let kind = generator.next() % 3
            let pattern = [#"#[0-9A-Fa-f]{6}\b"#, #"\b[0-9]+(?=(px|pt|ms)\b)"#, #"\{[a-z0-9.-]+\}"#][Int(kind)]
            let regex = try NSRegularExpression(pattern: pattern)
            let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
            guard !matches.isEmpty else { continue }
            let match = matches[Int(generator.next() % UInt64(matches.count))]
            let range = Range(match.range, in: text)!
            let old = String(text[range])
            var new: String
            switch kind {
            case 0: new = "#" + String(format: "%06X", Int(generator.next() % 0x100_0000))
            case 1: new = String(1 + Int(generator.next() % 63))
            default:
                let others = Set(matches.map { String(text[Range($0.range, in: text)!]) }).subtracting([old]).sorted()
                guard !others.isEmpty else { continue }
                new = others[Int(generator.next() % UInt64(others.count))]
            }
            guard new != old else { continue }
            var edited = text
            edited.replaceSubrange(range, with: new)
            try edited.write(to: url, atomically: true, encoding: .utf8)
            // A change that breaks the model (an alias cycle) is not a site question: undo it.
            let check = Pipeline(project: Project.open(at: project))
            let result = check.check(check.load())
            if result.diagnostics.contains(where: { $0.severity == .error && !$0.id.family.isRuleFinding }) {
                try text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            return Edit(file: url.path, description: "tokens/\(name): \(old) → \(new)")
        }
        throw EditError.none
    }

    /// A spec edit: a color written in a spec, or the name of a screen (its page moves).
    static func specEdit(in project: URL, step: Int, using generator: inout SplitMix64) throws -> Edit {
        let folder = project.appendingPathComponent("specs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        let name = files[Int(generator.next() % UInt64(files.count))]
        let url = folder.appendingPathComponent(name)
        var text = try String(contentsOf: url, encoding: .utf8)
        let pattern = step == 0 ? #"(#[0-9A-Fa-f]{6}\b|color\.[a-z.-]+[a-z])"# : #"(?m)^## Screen[^\n]*"#
        let regex = try NSRegularExpression(pattern: pattern)
        let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard !matches.isEmpty else { throw EditError.none }
        let match = matches[Int(generator.next() % UInt64(matches.count))]
        let range = Range(match.range, in: text)!
        let old = String(text[range])
        let new: String
        if step == 0 {
            new = old.hasPrefix("#") ? "#" + String(format: "%06X", Int(generator.next() % 0x100_0000)) : "color.text.body-missing"
        } else {
            new = old + " Again"
        }
        text.replaceSubrange(range, with: new)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return Edit(file: url.path, description: "specs/\(name): \(old) → \(new)")
    }

    enum EditError: Error { case none }

    /// Writes a baseline accepting every other finding about a component; returns its path.
    static func acceptHalfOfTheFindings(in project: URL) throws -> String {
        let pipeline = Pipeline(project: Project.open(at: project))
        let result = pipeline.check(pipeline.load())
        let findings = (result.check?.findings ?? []).filter { $0.subject.component != nil }
        #expect(findings.count >= 2, "\(project.lastPathComponent): too few component findings to baseline")
        var text = "version: 1\nfindings:\n"
        for (index, finding) in findings.enumerated() where index % 2 == 0 {
            func quoted(_ value: String) throws -> String { String(decoding: try JSONEncoder().encode(value), as: UTF8.self) }
            text += "  - fingerprint: \(try quoted(finding.fingerprint))\n    message: \(try quoted(finding.message))\n"
        }
        let url = project.appendingPathComponent(pipeline.project.config.baseline)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The live build's site folder against a clean build of a copy of the project.
    static func expectSameAsCleanBuild(_ project: URL, _ outcome: LiveBuild.Outcome, _ label: String) throws {
        let clean = temporaryRoot()
        defer { try? FileManager.default.removeItem(at: clean) }
        for entry in try FileManager.default.contentsOfDirectory(atPath: project.path) where entry != "output" {
            try FileManager.default.copyItem(at: project.appendingPathComponent(entry), to: clean.appendingPathComponent(entry))
        }
        let pipeline = Pipeline(project: Project.open(at: clean))
        var result = pipeline.check(pipeline.load())
        pipeline.emit(&result, outputs: ["css", "site"])
        let expected = try files(in: clean.appendingPathComponent("output/site"))
        let actual = try files(in: project.appendingPathComponent("output/site"))
        #expect(expected.keys.sorted() == actual.keys.sorted(), "\(label): other files")
        var differing: [String] = []
        for (path, bytes) in expected where actual[path] != bytes { differing.append(path) }
        #expect(differing.isEmpty, "\(label): differs from a clean build in \(differing.sorted()) (rendered: \(outcome.sitePagesRendered))")
    }

    static func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for path in paths where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            result[path] = try Data(contentsOf: url)
        }
        return result
    }

    static func temporaryRoot() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiln-incremental-\(UUID().uuidString)").resolvingSymlinksInPath()
    }

    static func copy(_ relative: String) throws -> URL {
        let root = temporaryRoot()
        try FileManager.default.createDirectory(at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SiteFixtures.repository.appendingPathComponent(relative), to: root)
        try? FileManager.default.removeItem(at: root.appendingPathComponent("output"))
        return root
    }

    static func write(_ root: URL, _ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (text + "\n").write(to: url, atomically: false, encoding: .utf8)
    }

    static func replace(in root: URL, _ relative: String, _ old: String, with new: String) throws {
        let url = root.appendingPathComponent(relative)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old), "\(relative) holds no \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }
}

/// A small seeded generator: the same edits on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49EB_3311_14EB
        return z ^ (z >> 31)
    }
}
