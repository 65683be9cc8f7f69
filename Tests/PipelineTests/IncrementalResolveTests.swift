import ColorScience
import DesignModel
import Foundation
import Testing
import TokenParser
@testable import Live


/// A resident build resolves again exactly the tokens an edit can reach — the edited token and
/// everything that reads it through any edge (whole alias, mode value, color expression,
/// composite part, `$ref` pointer) — and keeps the others; structural changes resolve all.
@Suite struct IncrementalResolveTests {
    static let base = """
        base:
          $type: color
          coral:
            $value: "#FF7F50"
          slate:
            $value: "#2F4F4F"
        """

    static func base(coral: String = "#FF7F50", type: String = "color") -> String {
        base.replacingOccurrences(of: "#FF7F50", with: coral).replacingOccurrences(of: "$type: color", with: "$type: \(type)")
    }

    /// Tokens reading `base.coral` through each kind of edge, and two reading `base.slate` only.
    static let readers = """
        use:
          $type: color
          alias:
            $value: "{base.coral}"
          chain:
            $value: "{use.alias}"
          darkOnly:
            $value: "{base.slate}"
            $extensions: { mode: { dark: "{base.coral}" } }
          derived:
            $value: "darken({base.coral}, 10%)"
          edge:
            $type: border
            $value: { color: "{use.chain}", width: 1px, style: solid }
          pointer:
            $value: { $ref: "#/base/coral" }
          other:
            $value: "{base.slate}"
          plain:
            $value: "#123456"
        """

    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-incr-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try "outputs: [css, json]\nmodes: [light, dark]\n".write(to: root.appendingPathComponent("kiln.yaml"), atomically: false, encoding: .utf8)
        try base().write(to: root.appendingPathComponent("tokens/base.yaml"), atomically: false, encoding: .utf8)
        try readers.write(to: root.appendingPathComponent("tokens/use.yaml"), atomically: false, encoding: .utf8)
        return root
    }

    @Test func aOneColorEditResolvesItsReadersOnly() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        let first = try #require(live.build())
        #expect(first.resolve == .full(reason: "first build"))
        #expect(first.changedTokens == nil)

        let file = root.appendingPathComponent("tokens/base.yaml")
        try Self.base(coral: "#E0115F").write(to: file, atomically: false, encoding: .utf8)
        let edit = try #require(live.build(changed: [file.path]))
        let expected: Set<TokenPath> = ["base.coral", "use.alias", "use.chain", "use.darkOnly", "use.derived", "use.edge", "use.pointer"]
        #expect(edit.changedTokens == expected)
        #expect(edit.resolve == .incremental(resolved: 7, kept: 3))
        // The kept tokens are the previous ones; the readers carry the new color.
        let system = edit.result.system
        #expect(system["use.edge"].flatMap { token -> RGBA? in
            if case .border(let border)? = token.values[0]?.value { return border.color }
            return nil
        } == RGBA(hex: "#E0115F"))
        #expect(system["use.darkOnly"]?.values[1]?.value == .color(RGBA(hex: "#E0115F")!))
        #expect(system["use.darkOnly"]?.values[0]?.value == .color(RGBA(hex: "#2F4F4F")!))
        #expect(!edit.blocked)
    }

    @Test func structuralChangesResolveEverything() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        _ = try #require(live.build())
        // A group's `$type` changes: every token of the group reads it (here: now they fail).
        let file = root.appendingPathComponent("tokens/base.yaml")
        try Self.base(type: "dimension").write(to: file, atomically: false, encoding: .utf8)
        let retyped = try #require(live.build(changed: [file.path]))
        #expect(retyped.resolve == .full(reason: "a group changed"))
        #expect(retyped.changedTokens == nil)
        #expect(retyped.blocked)
        // kiln.yaml changes (other modes): everything.
        let config = root.appendingPathComponent("kiln.yaml")
        try "outputs: [css, json]\nmodes: [light, dark, dim]\n".write(to: config, atomically: false, encoding: .utf8)
        let reopened = try #require(live.build(changed: [config.path]))
        #expect(reopened.reopened)
        #expect(reopened.changedTokens == nil)
        if case .incremental = reopened.resolve { Issue.record("a changed kiln.yaml must resolve everything") }
    }

    @Test func aRemovedTargetFailsItsReadersAndComesBack() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        _ = try #require(live.build())
        let file = root.appendingPathComponent("tokens/base.yaml")
        try Self.base.replacingOccurrences(of: "  coral:\n    $value: \"#FF7F50\"\n", with: "").write(to: file, atomically: false, encoding: .utf8)
        let removed = try #require(live.build(changed: [file.path]))
        #expect(removed.blocked)
        guard case .incremental = removed.resolve else {
            Issue.record("removing one token should resolve incrementally, not \(String(describing: removed.resolve))")
            return
        }
        let missing = removed.result.diagnostics.filter { $0.id == .aliasMissing }
        // alias, darkOnly (dark mode), derived and pointer name it directly; chain and edge fail through them.
        #expect(missing.count == 4, "\(missing.map(\.message))")
        try Self.base().write(to: file, atomically: false, encoding: .utf8)
        let restored = try #require(live.build(changed: [file.path]))
        #expect(!restored.blocked)
        #expect(restored.fixed.count >= 4)
        #expect(!restored.result.diagnostics.contains { $0.severity == .error })
    }
}
