import Diagnostics
import Foundation
import Testing
import BuildPipeline

/// Golden-file support: `Tests/Fixtures/<case>/input/` is a project; `expected/` holds the
/// exact text Kiln must produce. `UPDATE_GOLDENS=1 swift test` rewrites the expectations.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    static func cases(containing file: String = "input") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/\(file)").path) }.sorted()
    }

    static func project(_ name: String) -> Project {
        Project.open(at: root.appendingPathComponent("\(name)/input"))
    }

    /// The diagnostics as `kiln check` prints them (plain text), for golden comparison.
    static func diagnosticsText(_ result: Pipeline.Run) -> String {
        var collector = DiagnosticCollector()
        collector.add(contentsOf: result.diagnostics)
        return TextReporter(useColor: false).render(collector.sorted, sources: result.sources)
    }

    /// Compares `actual` with `expected/<file>`, or writes it when updating goldens.
    static func assertGolden(_ actual: String, case name: String, file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let url = root.appendingPathComponent("\(name)/expected/\(file)")
        if updating {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name)/expected/\(file); run UPDATE_GOLDENS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "golden \(name)/expected/\(file) differs", sourceLocation: sourceLocation)
    }
}
