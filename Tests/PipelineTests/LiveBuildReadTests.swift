import Diagnostics
import Foundation
import Testing
@testable import BuildPipeline
@testable import Live


/// What a rebuild of `kiln watch` skips before emitting — files not read again
/// (`SourceFileCache`), files not parsed again and raw tokens shared with the previous build
/// (`TokenParseCache`), tokens not resolved again (`TokenResolveCache`) — must never hide a
/// change: after each save the live build's model and diagnostics are those of a clean one-shot
/// build of the same folder. The project mixes what these shortcuts could get wrong: group
/// inheritance (`$extends` copies raw tokens of an unchanged file), aliases across files, a
/// rule finding (`tokens/naming`), and resolver errors.
@Suite struct LiveBuildReadTests {
    static func write(_ text: String, to url: URL) throws {
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-live-read-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try write("outputs: [css, json]\nmodes: [light, dark]\n", to: root.appendingPathComponent("kiln.yaml"))
        try write(base(accent: "#1A6B5C"), to: root.appendingPathComponent("tokens/base.yaml"))
        try write(
            """
            themed:
              $type: color
              $extends: "{base}"
              accent:
                $value: "#3355AA"
            usage:
              $type: color
              link:
                $value: "{themed.ink}"
              button:
                $value: "{base.accent}"
            """, to: root.appendingPathComponent("tokens/themed.yaml"))
        return root
    }

    static func base(accent: String, extra: String = "") -> String {
        """
        base:
          $type: color
          accent:
            $value: "\(accent)"
          ink:
            $value: "#0B0C0E"
            $extensions: { mode: { dark: "#F2F3F5" } }
        \(extra)
        """
    }

    /// The model and diagnostics as comparable text.
    static func described(_ result: Pipeline.Run) -> (tokens: [String], diagnostics: [String]) {
        let tokens = result.system.tokens.map { token in
            "\(token.path) \(token.type) \(token.range) \((0..<result.system.modes.count).map { token.values[$0].map { "\($0.value)" } ?? "-" })"
        }
        // `output/skipped` comes from emit, which the clean build below does not run.
        let diagnostics = result.diagnostics.filter { $0.id != .outputSkipped }.map { "\($0.id) \($0.severity) \($0.range) \($0.message) \($0.hint ?? "")" }
        return (tokens, diagnostics)
    }

    static func clean(_ root: URL) -> (tokens: [String], diagnostics: [String]) {
        let pipeline = Pipeline(project: Project.open(at: root))
        return described(pipeline.check(pipeline.load()))
    }

    static func expectClean(_ outcome: LiveBuild.Outcome, _ root: URL, _ step: String) {
        let live = described(outcome.result)
        let clean = clean(root)
        #expect(live.tokens == clean.tokens, "\(step): tokens differ from a clean build")
        #expect(live.diagnostics == clean.diagnostics, "\(step): diagnostics differ from a clean build")
    }

    @Test func onlyTheChangedFileIsReadAgain() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        _ = try #require(live.build())
        #expect(live.sourceCache.read == 2)

        let base = root.appendingPathComponent("tokens/base.yaml")
        try Self.write(Self.base(accent: "#8A2BE2"), to: base)
        let edited = try #require(live.build(changed: [base.path]))
        #expect(live.sourceCache.read == 1)
        #expect(live.sourceCache.reused == 1)
        #expect(edited.tokenFilesParsed == 1)
        Self.expectClean(edited, root, "a value edited")

        // An event queue overflow names the watched folder: every file below it is read again.
        let overflow = try #require(live.build(changed: [root.appendingPathComponent("tokens").path]))
        #expect(live.sourceCache.read == 2)
        #expect(live.sourceCache.reused == 0)
        Self.expectClean(overflow, root, "after an overflow")
    }

    /// A file changed without an event naming it (the event named another file) is still read
    /// again: its `stat` changed. Were it taken from the cache, its new error would be missing.
    @Test func aChangeNoEventNamedIsStillRead() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        _ = try #require(live.build())
        let base = root.appendingPathComponent("tokens/base.yaml")
        try Self.write(Self.base(accent: "#8A2BE2", extra: "  Bad_Name:\n    $value: \"{base.nothing}\"\n"), to: base)
        let outcome = try #require(live.build(changed: [root.appendingPathComponent("tokens/themed.yaml").path]))
        // themed.yaml because the event named it, base.yaml because its `stat` changed.
        #expect(live.sourceCache.read == 2)
        #expect(live.sourceCache.reused == 0)
        #expect(outcome.result.diagnostics.contains { $0.id == .aliasMissing && $0.range.file == "tokens/base.yaml" })
        #expect(outcome.result.diagnostics.contains { $0.id == .tokensNaming })
        Self.expectClean(outcome, root, "an unannounced edit")
    }

    /// Edits to each file in turn, with group inheritance copying raw tokens of the file that
    /// did not change: the model and every finding stay those of a clean build.
    @Test func rebuildsMatchACleanBuildWithInheritanceAndFindings() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        Self.expectClean(try #require(live.build()), root, "the first build")
        let base = root.appendingPathComponent("tokens/base.yaml")
        let themed = root.appendingPathComponent("tokens/themed.yaml")
        let themedText = try String(contentsOf: themed, encoding: .utf8)
        let steps: [(String, URL, String)] = [
            ("a base value", base, Self.base(accent: "#AA0000")),
            ("a naming offence added", base, Self.base(accent: "#AA0000", extra: "  Wrong_Case:\n    $value: \"#00AA00\"\n")),
            ("the inheriting file edited", themed, themedText.replacingOccurrences(of: "#3355AA", with: "#3355AB")),
            ("an alias broken", themed, themedText.replacingOccurrences(of: "{themed.ink}", with: "{themed.inc}")),
            ("an inherited token removed", base, "base:\n  $type: color\n  accent:\n    $value: \"#AA0000\"\n"),
            ("the alias repaired", themed, themedText),
            ("everything back", base, Self.base(accent: "#1A6B5C")),
            // A path defined in both files, then a value edited while it stays: the second
            // rebuild has the same paths as the first, and must report the duplicate again.
            ("a path defined twice", base, Self.base(accent: "#1A6B5C", extra: "usage:\n  link:\n    $type: color\n    $value: \"#101010\"\n")),
            ("a value edited beside the duplicate", base, Self.base(accent: "#2B7C6D", extra: "usage:\n  link:\n    $type: color\n    $value: \"#101010\"\n")),
        ]
        for (step, file, text) in steps {
            try Self.write(text, to: file)
            let outcome = try #require(live.build(changed: [file.path]))
            Self.expectClean(outcome, root, step)
            if step.contains("duplicate") || step.contains("twice") {
                #expect(outcome.result.diagnostics.contains { $0.id == .tokenDuplicate }, "\(step)")
            }
        }
    }
}
