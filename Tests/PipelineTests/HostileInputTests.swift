import Diagnostics
import Foundation
import Testing
import BuildPipeline
import KilnTestSupport

/// Hostile inputs that cannot live in `Tests/Fixtures/hostile-*` (empty folders, huge files):
/// generated at test time in a temporary folder. Each must end in a located diagnostic, quickly.
@Suite struct HostileInputTests {
    static func temporaryProject() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        return folder
    }


    @Test func emptyTokensFolderIsAnError() throws {
        let folder = try Self.temporaryProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Pipeline(project: Project.open(at: folder)).load()
        let error = try #require(result.diagnostics.first { $0.id == .ioNoTokens })
        #expect(error.severity == .error)
        #expect(ExitStatus.from(result.diagnostics) == .unusable)
    }

    /// A sparse 100 MB file: refused from its size, before a byte is read.
    @Test func hundredMegabyteFileIsRefusedQuickly() throws {
        let folder = try Self.temporaryProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "color:\n  $type: color\n  ok: { $value: \"#FFFFFF\" }\n".write(
            to: folder.appendingPathComponent("tokens/ok.yaml"), atomically: true, encoding: .utf8)
        let big = folder.appendingPathComponent("tokens/huge.yaml")
        #expect(FileManager.default.createFile(atPath: big.path, contents: Data("a: 1\n".utf8)))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 100 * 1_000_000)
        try handle.close()
        let loaded = Pipeline(project: Project.open(at: folder)).load()
        let error = try #require(loaded.diagnostics.first { $0.id == .ioTooLarge })
        #expect(error.range.file == "tokens/huge.yaml")
        #expect(error.message.contains("95 MiB"))
        #expect(loaded.system.value("color.ok", mode: "light") != nil, "the other file still loads")
        // Refused before it is read: the whole check costs little CPU (reading and parsing 100 MB
        // would cost tens of seconds).
        let run = try CPUClock.kiln(["check", "--project", folder.path])
        #expect(run.status == 2)
        #expect(run.seconds < 2, "kiln check used \(run.seconds) s of CPU")
    }

    /// Token files adding up to more than `limits.inputMegabytes` stop the build before any is
    /// parsed, at the file that crosses the limit.
    @Test func inputSizeLimitStopsBeforeParsing() throws {
        let folder = try Self.temporaryProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "limits: { inputMegabytes: 1 }\n".write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        let padding = String(repeating: "# padding\n", count: 60_000)  // 600 kB of comments
        for name in ["a", "b"] {
            try "color:\n  \(name): { $type: color, $value: \"#FFFFFF\" }\n\(padding)".write(
                to: folder.appendingPathComponent("tokens/\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let result = Pipeline(project: Project.open(at: folder)).load()
        let error = try #require(result.diagnostics.first { $0.id == .limitInputSize })
        #expect(error.range.file == "tokens/b.yaml")
        #expect(error.message == "the token files add up to more than 1 MiB with this one; Kiln stops before parsing them to keep its memory bounded")
        #expect(error.hint?.contains("inputMegabytes") == true)
        #expect(result.system.tokens.isEmpty)
        #expect(ExitStatus.from(result.diagnostics) == .unusable)
    }

    /// The token-value limit holds for resolver files too, located at the resolver.
    @Test func tokenValueLimitStopsResolverFiles() throws {
        let folder = try Self.temporaryProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "resolver: tokens/system.resolver.json\nlimits: { tokenValues: 3 }\n".write(
            to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        try ##"{"color": {"$type": "color", "a": {"$value": "#FFFFFF"}, "b": {"$value": "#000000"}}}"##.write(
            to: folder.appendingPathComponent("tokens/base.tokens.json"), atomically: true, encoding: .utf8)
        try #"{"resolutionOrder": [{"type": "modifier", "name": "theme", "contexts": {"light": [{"$ref": "base.tokens.json"}], "dark": []}}]}"#
            .write(to: folder.appendingPathComponent("tokens/system.resolver.json"), atomically: true, encoding: .utf8)
        let result = Pipeline(project: Project.open(at: folder)).load()
        let error = try #require(result.diagnostics.first { $0.id == .limitTokenValues })
        #expect(error.range.file == "tokens/system.resolver.json")
        #expect(error.message.contains("2 tokens in 2 modes here, 4 token values; Kiln stops at 3"))
        #expect(ExitStatus.from(result.diagnostics) == .unusable)
    }

    /// A spec table of 10,000 rows × 8 columns (about 0.5 MB) parses in bounded time.
    @Test func hugeSpecTableParsesInBoundedTime() throws {
        let folder = try Self.temporaryProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "color:\n  $type: color\n  ok: { $value: \"#FFFFFF\" }\n".write(
            to: folder.appendingPathComponent("tokens/ok.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        var text = "# Screen: Table\n\n| Element | Property | Value | a | b | c | d | e |\n|---|---|---|---|---|---|---|---|\n"
        for row in 0..<10_000 { text += "| Cell \(row) | Background | color.ok | \(row) | x | y | z | w |\n" }
        try text.write(to: folder.appendingPathComponent("specs/table.md"), atomically: true, encoding: .utf8)
        let loaded = Pipeline(project: Project.open(at: folder)).load()
        #expect(ExitStatus.from(loaded.diagnostics) != .unusable, "\(loaded.diagnostics.map(\.message).prefix(3))")
        #expect(loaded.specFiles == ["specs/table.md"])
        // Linear in the rows: about 7 s of CPU in a debug build, two to three times that under
        // AddressSanitizer; a quadratic reading of 10,000 rows costs many minutes.
        let run = try CPUClock.kiln(["check", "--project", folder.path])
        #expect(run.status != 2)
        #expect(run.seconds < 60, "kiln check used \(run.seconds) s of CPU")
    }

    /// Every hostile fixture's diagnostics are located: a file, and a line for everything but
    /// whole-file problems.
    @Test(arguments: Fixtures.cases().filter { $0.hasPrefix("hostile-") })
    func hostileDiagnosticsAreLocated(name: String) {
        let result = Pipeline(project: Fixtures.project(name)).load()
        for diagnostic in result.diagnostics where diagnostic.severity != .note {
            #expect(!diagnostic.range.file.isEmpty, "\(name): [\(diagnostic.id)] \(diagnostic.message) has no file")
        }
    }
}
