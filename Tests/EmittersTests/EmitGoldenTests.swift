import Foundation
import Testing

/// Golden tests: every output of every emit fixture, and of the bundled design system in
/// tokens/, byte for byte (`UPDATE_GOLDENS=1 swift test` rewrites them; review the diff).
@Suite struct EmitGoldenTests {
    @Test(arguments: EmitFixtures.cases + ["emit-bundled"])
    func outputsMatchGoldens(name: String) throws {
        let build = try SharedBuilds.build(name)
        let expected = EmitFixtures.root.appendingPathComponent("\(name)/expected")
        EmitFixtures.assertGolden(build.emitDiagnostics, at: expected.appendingPathComponent("emit-diagnostics.txt"))
        EmitFixtures.assertTree(build.folder, equals: expected.appendingPathComponent("output"))
    }

    @Test func bundledSystemBuildsCleanly() throws {
        let build = try SharedBuilds.build("emit-bundled")
        #expect(build.emitDiagnostics.isEmpty, "the bundled design system emits with problems:\n\(build.emitDiagnostics)")
        let files = EmitFixtures.files(in: build.folder)
        for required in ["swift/DesignTokens.swift", "swift/Colors.xcassets/Contents.json", "dart/design_tokens.dart", "css/tokens.css", "json/design.tokens.json", "json/design.light.json", "json/design.dark.json", ".kiln-manifest"] {
            #expect(files.contains(required), "missing \(required)")
        }
        #expect(files.contains { $0.hasSuffix(".colorset/Contents.json") })
    }

    @Test func collisionsAreLocatedAtBothTokensAndBlockTheOutput() throws {
        let build = try SharedBuilds.build("emit-collisions")
        let collisions = build.result.diagnostics.filter { $0.id == .outputNameCollision }
        // color.primary-coral / color.primary.coral on all 4 outputs minus JSON (paths differ),
        // the typography pair on the same three, and spacing / spacing_ as group names.
        #expect(collisions.count >= 7)
        for collision in collisions {
            #expect(!collision.range.isNone, "a collision without a location: \(collision.message)")
            #expect(collision.notes.contains { $0.range.map { !$0.isNone } ?? false }, "no note at the other token: \(collision.message)")
            #expect(collision.severity == .error)
        }
        #expect(EmitFixtures.files(in: build.folder).allSatisfy { $0.hasPrefix("json/") || $0 == ".kiln-manifest" },
                "outputs with a collision must not be written")
    }
}
