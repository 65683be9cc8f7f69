import Foundation
import KilnTestSupport
import Testing

/// Runs the real `kiln` executable the way users and CI do: exit codes, plain (uncolored)
/// output when not on a terminal, and the commands' text.
@Suite struct CLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The `kiln` binary built next to this test bundle.
    static var executable: URL { KilnExecutable.url }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func kiln(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if let folder { process.currentDirectoryURL = folder }
        // stdout through a pipe, stderr into a file: with two pipes read one after the other, a
        // kiln that fills the stderr pipe (64 KiB of diagnostics) before closing stdout blocks
        // forever, and so does the test.
        let out = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-stderr-\(UUID().uuidString)")
        #expect(FileManager.default.createFile(atPath: errorFile.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let err = try FileHandle(forWritingTo: errorFile)
        defer { try? err.close() }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = try Data(contentsOf: errorFile)
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func project(_ name: String) -> String { fixtures.appendingPathComponent("\(name)/input").path }

    @Test func cleanProjectExitsZeroAndPrintsNothing() throws {
        let run = try Self.kiln(["check", "--project", Self.project("features")])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
    }

    @Test func designErrorsExitOne() throws {
        let run = try Self.kiln(["check", "--project", Self.project("alias-missing")])
        #expect(run.status == 1)
        #expect(run.stderr.contains("tokens/tokens.yaml:7:13: error: \"{color.palette.corall}\" names no token [alias/missing]"))
        #expect(run.stderr.contains("did you mean `color.palette.coral`?"))
        #expect(!run.stderr.contains("\u{1B}["), "no color codes when stderr is not a terminal")
    }

    @Test func unreadableInputExitsTwo() throws {
        let run = try Self.kiln(["check", "--project", Self.project("yaml-syntax")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("[yaml/syntax]"))
    }

    @Test func warningsAloneExitZero() throws {
        let run = try Self.kiln(["check", "--project", Self.project("deprecated-use")])
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning:"))
    }

    @Test func usageErrorsExitTwo() throws {
        let run = try Self.kiln(["check", "--no-such-flag"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Unknown option"))
    }

    @Test func missingProjectFolderExitsTwo() throws {
        let run = try Self.kiln(["check", "--project", "/nonexistent/kiln-project"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("[io/no-project]"))
    }

    @Test func colorIsUsedWhenAsked() throws {
        let run = try Self.kiln(["check", "--color", "--project", Self.project("alias-missing")])
        #expect(run.stderr.contains("\u{1B}[31merror:"))
    }

    @Test func tokensListsPerModeValues() throws {
        let run = try Self.kiln(["tokens", "color.text.*", "--project", Self.project("features")])
        #expect(run.status == 0)
        #expect(run.stdout == "color.text.primary  color  light: #2D3436  dark: #FFFFFF\n")
    }

    @Test func explainShowsChainDerivationAndReferrers() throws {
        let run = try Self.kiln(["explain", "color.primary.hover", "--project", Self.project("features")])
        #expect(run.status == 0)
        #expect(run.stdout.contains("light: #E55456"))
        #expect(run.stdout.contains("derived: darken(#FF6B6B, 10%) = #E55456"))
        let chain = try Self.kiln(["explain", "color.chain", "--project", Self.project("features")])
        #expect(chain.stdout.contains("color.chain → color.text.primary   (tokens/base.yaml:38:13)"))
        #expect(chain.stdout.contains("color.text.primary → color.palette.charcoal"))
        let referrers = try Self.kiln(["explain", "color.palette.charcoal", "--project", Self.project("features")])
        #expect(referrers.stdout.contains("referenced by:"))
        #expect(referrers.stdout.contains("color.text.primary"))
    }

    @Test func explainUnknownTokenSuggestsAndExitsTwo() throws {
        let run = try Self.kiln(["explain", "primary.hover", "--project", Self.project("features")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("did you mean `color.primary.hover`?"))
    }

    @Test func worksWithNoConfigInAnyFolderHoldingTokens() throws {
        let run = try Self.kiln(["check"], in: URL(fileURLWithPath: Self.project("features")))
        #expect(run.status == 0)
    }
}

/// A DTCG export with the usual deviations: by default a build succeeds with one warning per
/// kind; `--strict` (or `strict: true`) makes every occurrence an error and the exit code 1.
@Suite struct StrictModeCLITests {
    @Test func lenientByDefaultStrictOnRequest() throws {
        let lenient = try CLITests.kiln(["check", "--no-color", "--project", CLITests.project("lenient-export")])
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stderr.hasSuffix("0 errors, 4 warnings\n"), "\(lenient.stderr)")
        for id in ["format/hex-fallback", "format/unitless-zero", "format/dimension-string", "format/unknown-type"] {
            #expect(lenient.stderr.components(separatedBy: "[\(id)]").count == 2, "\(id) once")
        }
        let strict = try CLITests.kiln(["check", "--no-color", "--strict", "--project", CLITests.project("lenient-export")])
        #expect(strict.status == 1)
        #expect(strict.stderr.hasSuffix("5 errors, 0 warnings\n"), "\(strict.stderr)")
        let tokens = try CLITests.kiln(["tokens", "--project", CLITests.project("lenient-export")])
        #expect(tokens.stdout.contains("label.casing  (string)   uppercase"), "\(tokens.stdout)")
    }
}

extension StrictModeCLITests {
    @Test func explainShowsAPassThroughToken() throws {
        let run = try CLITests.kiln(["explain", "label.casing", "--project", CLITests.project("lenient-export")])
        #expect(run.status == 0)
        #expect(run.stdout.contains("label.casing  (string, passed through"), "\(run.stdout)")
        #expect(run.stdout.contains("light: uppercase   (as written)"))
    }
}

/// `kiln build --keep-going`: errors in a few tokens leave the rest's outputs written, the
/// tokens left out listed; without it, errors block every output as before.
@Suite struct KeepGoingCLITests {
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-keep-going-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try """
            color:
              $type: color
              ink: { $value: "#1A1A1A" }
              paper: { $value: "#FFFFFF" }
              broken: { $value: "#GG0000" }
              follows: { $value: "{color.broken}" }
            """.write(to: root.appendingPathComponent("tokens/color.yaml"), atomically: true, encoding: .utf8)
        try "outputs: [css, swift]\nmodes: [light]\n".write(to: root.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func errorsBlockOutputsUnlessKeepingGoing() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let blocked = try CLITests.kiln(["build", "--no-color", "--project", root.path])
        #expect(blocked.status == 1)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("output").path))
        #expect(blocked.stderr.contains("--keep-going"), "\(blocked.stderr)")

        let kept = try CLITests.kiln(["build", "--no-color", "--keep-going", "--project", root.path])
        #expect(kept.status == 1, "the errors still count")
        let css = try String(contentsOf: root.appendingPathComponent("output/css/tokens.css"), encoding: .utf8)
        #expect(css.contains("--color-ink: #1a1a1a;") && css.contains("--color-paper: #ffffff;"))
        #expect(!css.contains("--color-broken") && !css.contains("--color-follows"))
        #expect(
            kept.stderr.contains("2 tokens are left out of the outputs because of the errors above (or they refer to such a token): \"color.broken\", \"color.follows\" [output/left-out]"),
            "\(kept.stderr)")

        // The same from kiln.yaml.
        try "outputs: [css, swift]\nmodes: [light]\nbuild:\n  keepGoing: true\n".write(
            to: root.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        let configured = try CLITests.kiln(["build", "--no-color", "--project", root.path])
        #expect(configured.stderr.contains("[output/left-out]"), "\(configured.stderr)")
    }
}
