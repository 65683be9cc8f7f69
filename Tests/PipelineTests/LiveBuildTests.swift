import Foundation
import Testing
@testable import Live


/// The resident build of `kiln watch` / `kiln serve`: what a rebuild reads again, what it
/// writes, the diagnostics delta, broken saves, and which changed paths count as inputs.
@Suite struct LiveBuildTests {
    /// A small project written here (not a copy of the bundled tokens): two files of colors.
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-live-\(UUID().uuidString)").resolvingSymlinksInPath()
        let tokens = root.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try "outputs: [css, json]\nmodes: [light, dark]\n".write(to: root.appendingPathComponent("kiln.yaml"), atomically: false, encoding: .utf8)
        try brand(accent: "#1A6B5C").write(to: tokens.appendingPathComponent("brand.yaml"), atomically: false, encoding: .utf8)
        try """
            surface:
              $type: color
              page:
                $value: "#FAFAF7"
                $extensions: { mode: { dark: "#14161A" } }
              card:
                $value: "{brand.accent}"
            """.write(to: tokens.appendingPathComponent("surface.yaml"), atomically: false, encoding: .utf8)
        return root
    }

    static func brand(accent: String) -> String {
        """
        brand:
          $type: color
          accent:
            $value: "\(accent)"
          ink:
            $value: "#0B0C0E"
            $extensions: { mode: { dark: "#F2F3F5" } }
        """
    }

    static func css(_ root: URL) throws -> String {
        let folder = root.appendingPathComponent("output")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".css") } ?? []
        return try files.sorted().map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
    }

    @Test func rebuildParsesOnlyTheChangedFileAndRewritesOutputs() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        let first = try #require(live.build())
        #expect(!first.blocked)
        #expect(first.tokenFilesParsed == 2)
        #expect(!first.written.isEmpty)
        #expect(try Self.css(root).lowercased().contains("#1a6b5c"))

        let brand = root.appendingPathComponent("tokens/brand.yaml")
        try Self.brand(accent: "#8A2BE2").write(to: brand, atomically: false, encoding: .utf8)
        let second = try #require(live.build(changed: [brand.path]))
        #expect(second.tokenFilesParsed == 1)
        #expect(second.tokenFilesReused == 1)
        #expect(second.written.contains { $0.hasSuffix(".css") })
        #expect(second.written.contains { $0.hasSuffix(".json") })
        #expect(try Self.css(root).lowercased().contains("#8a2be2"))
        #expect(second.new.isEmpty && second.fixed.isEmpty)

        // The same bytes saved again: nothing to parse, nothing to write.
        try Self.brand(accent: "#8A2BE2").write(to: brand, atomically: false, encoding: .utf8)
        let third = try #require(live.build(changed: [brand.path]))
        #expect(third.tokenFilesParsed == 0)
        #expect(third.written.isEmpty)
    }

    /// Another build writing the folder between two saves (here with other colors, then the
    /// token file put back as this session last built it): what the session remembers of its
    /// files is out of date, and the other build's outputs must not stand because the session's
    /// new bytes equal the ones it wrote last time.
    @Test func anotherBuildWritingBetweenSavesIsOverwrittenOnTheNextSave() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        _ = try #require(live.build())
        #expect(try Self.css(root).lowercased().contains("#1a6b5c"))

        let brand = root.appendingPathComponent("tokens/brand.yaml")
        try Self.brand(accent: "#8A2BE2").write(to: brand, atomically: false, encoding: .utf8)
        let other = LiveBuild(root: root)
        _ = try #require(other.build())
        #expect(try Self.css(root).lowercased().contains("#8a2be2"))

        try Self.brand(accent: "#1A6B5C").write(to: brand, atomically: false, encoding: .utf8)
        let rebuilt = try #require(live.build(changed: [brand.path]))
        #expect(rebuilt.written.contains { $0.hasSuffix(".css") })
        #expect(try Self.css(root).lowercased().contains("#1a6b5c"))
        #expect(try !Self.css(root).lowercased().contains("#8a2be2"))
    }

    @Test func brokenSaveKeepsTheLastGoodOutputsAndTheDeltaSaysWhatChanged() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        _ = try #require(live.build())
        let before = try Self.css(root)

        // A half-typed alias: an error, nothing written.
        let surface = root.appendingPathComponent("tokens/surface.yaml")
        let good = try String(contentsOf: surface, encoding: .utf8)
        try good.replacingOccurrences(of: "{brand.accent}", with: "{brand.acc}").write(to: surface, atomically: false, encoding: .utf8)
        let broken = try #require(live.build(changed: [surface.path]))
        #expect(broken.blocked)
        #expect(broken.written.isEmpty)
        #expect(broken.new.contains { $0.id == .aliasMissing && $0.range.file == "tokens/surface.yaml" })
        #expect(try Self.css(root) == before)

        // A YAML syntax error: still nothing written.
        try "surface:\n  page: [unclosed\n".write(to: surface, atomically: false, encoding: .utf8)
        let syntax = try #require(live.build(changed: [surface.path]))
        #expect(syntax.blocked)
        #expect(syntax.fixed.contains { $0.id == .aliasMissing })
        #expect(try Self.css(root) == before)

        // Repaired: the errors are listed as fixed, outputs are current again.
        try good.write(to: surface, atomically: false, encoding: .utf8)
        let repaired = try #require(live.build(changed: [surface.path]))
        #expect(!repaired.blocked)
        #expect(repaired.new.isEmpty)
        #expect(repaired.fixed.contains { $0.severity == .error })
        #expect(try Self.css(root) == before)
    }

    @Test func aSpecEditRegeneratesTheSiteButNotTheTokenOutputs() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try "outputs: [json, site]\nmodes: [light, dark]\n".write(to: root.appendingPathComponent("kiln.yaml"), atomically: false, encoding: .utf8)
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let spec = specs.appendingPathComponent("library.md")
        try "# Library screen\n\nShelves of saved pages.\n\n## Shelf card\n\n- Background: `{surface.page}`\n".write(
            to: spec, atomically: false, encoding: .utf8)
        let live = LiveBuild(root: root)
        _ = try #require(live.build())
        try "# Library screen\n\nShelves of saved pages, newest first.\n\n## Shelf card\n\n- Background: `{surface.card}`\n".write(
            to: spec, atomically: false, encoding: .utf8)
        let outcome = try #require(live.build(changed: [spec.path]))
        #expect(outcome.result.upToDateOutputs == ["json"])
        #expect(!outcome.written.isEmpty)
        #expect(outcome.written.allSatisfy { $0.hasPrefix("site/") }, "\(outcome.written)")
        #expect(outcome.tokenFilesParsed == 0)
    }

    @Test func configChangesReopenTheProject() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        _ = try #require(live.build())
        let config = root.appendingPathComponent("kiln.yaml")
        try "outputs: [css]\nmodes: [light, dark]\noutput: generated\n".write(to: config, atomically: false, encoding: .utf8)
        let outcome = try #require(live.build(changed: [config.path]))
        #expect(outcome.reopened)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("generated").path))
        #expect(live.watchTargets().excluded == [root.appendingPathComponent("generated").path])
    }

    @Test func onlyInputsTriggerARebuild() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        _ = try #require(live.build())
        let targets = live.watchTargets()
        #expect(targets.folders == [root.appendingPathComponent("specs").path, root.appendingPathComponent("tokens").path])
        #expect(targets.files.contains(root.appendingPathComponent("kiln.yaml").path))
        #expect(live.isInput(root.appendingPathComponent("tokens/brand.yaml").path))
        #expect(live.isInput(root.appendingPathComponent("tokens/new.yaml").path))
        #expect(live.isInput(root.appendingPathComponent("specs/home.md").path))
        #expect(live.isInput(root.appendingPathComponent("kiln.yaml").path))
        // Editor swap and backup files, and files the globs do not select.
        #expect(!live.isInput(root.appendingPathComponent("tokens/.brand.yaml.swp").path))
        #expect(!live.isInput(root.appendingPathComponent("tokens/brand.yaml~").path))
        #expect(!live.isInput(root.appendingPathComponent("tokens/notes.txt").path))
        #expect(live.build(changed: [root.appendingPathComponent("tokens/notes.txt").path]) == nil)
    }
}
