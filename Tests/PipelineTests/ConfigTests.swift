import Diagnostics
import Foundation
import Testing
@testable import BuildPipeline
@testable import ProjectConfig
import InputFiles

@Suite struct ConfigTests {
    func parse(_ text: String) -> (KilnConfig, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let config = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: text), diagnostics: &diagnostics)
        return (config, diagnostics)
    }

    @Test func defaultsNeedNoFile() {
        let config = KilnConfig()
        #expect(config.modes == ["light", "dark"])
        #expect(config.output == "output")
        #expect(config.tokens.contains("tokens/**/*.yaml"))
    }

    @Test func readsSettings() {
        let (config, diagnostics) = parse("modes: [dark]\noutput: build/tokens\ntokens: 'design/**/*.json'\n")
        #expect(diagnostics.isEmpty)
        #expect(config.modes == ["dark"])
        #expect(config.output == "build/tokens")
        #expect(config.tokens == ["design/**/*.json"])
    }

    @Test func readsLimits() {
        let (config, diagnostics) = parse("limits:\n  inputMegabytes: 64\n  tokenValues: 1000\n")
        #expect(diagnostics.isEmpty)
        #expect(config.limits.inputBytes == 64 * 1_048_576)
        #expect(config.limits.tokenValues == 1000)
        let (defaults, _) = parse("modes: [light]\n")
        #expect(defaults.limits == InputLimits())
    }

    @Test func wrongLimitsAreLocated() {
        let (config, diagnostics) = parse("limits:\n  tokenValues: 1.5\n  inputMegabytes: -1\n  tokens: 3\n")
        #expect(diagnostics.map(\.id) == [.configInvalid, .configInvalid, .configUnknownKey])
        #expect(diagnostics.map(\.range.start.line) == [2, 3, 4])
        #expect(diagnostics[0].message == "`limits.tokenValues` must be a whole number of at least 1, found \"1.5\"")
        #expect(config.limits == InputLimits())
    }

    @Test func wrongTypesAndUnknownKeysAreLocated() {
        let (_, diagnostics) = parse("modes: {light: 1}\nmodez: [a]\n")
        // A mapping names theming axes; each axis's values must be a list.
        #expect(diagnostics.map(\.id) == [.configInvalid, .configUnknownKey])
        guard diagnostics.count == 2 else { return }
        #expect(diagnostics[0].range.start == SourceLocation(line: 1, column: 16))
        #expect(diagnostics[1].range.start == SourceLocation(line: 2, column: 1))
    }

    @Test func syntaxErrorsInTheConfigAreConfigErrors() {
        let (_, diagnostics) = parse("modes: [light\n")
        #expect(diagnostics.first?.id == .configSyntax)
        #expect(ExitStatus.from(diagnostics) == .unusable)
    }

    @Test(arguments: [
        ("tokens/**/*.yaml", "tokens/color.yaml", true),
        ("tokens/**/*.yaml", "tokens/a/b/color.yaml", true),
        ("tokens/**/*.yaml", "tokens/color.json", false),
        ("tokens/*.yaml", "tokens/a/color.yaml", false),
        ("specs/**/*.md", "specs/000-photo.md", true),
        ("**/*.tokens.json", "core/x.tokens.json", true),
        ("tokens/?.yaml", "tokens/a.yaml", true),
    ])
    func globsMatchAsDocumented(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }

    @Test func exitStatusFollowsTheWorstDiagnostic() {
        #expect(ExitStatus.from([]) == .clean)
        #expect(ExitStatus.from([.warning(.a11yContrastText, "m", at: .none)]) == .clean)
        #expect(ExitStatus.from([.error(.aliasMissing, "m", at: .none)]) == .violations)
        #expect(ExitStatus.from([.error(.aliasMissing, "m", at: .none), .error(.yamlSyntax, "m", at: .none)]) == .unusable)
    }

    @Test func invalidUTF8IsLocatedAtTheFirstBadByte() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-utf8-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("a: 1\nb: caf".utf8 + [0xE9] + Data(" x\n".utf8)).write(to: folder.appendingPathComponent("bad.yaml"))
        let result = Project(root: folder, config: KilnConfig()).read("bad.yaml")
        guard case .failure(let diagnostic) = result else {
            Issue.record("expected an encoding error")
            return
        }
        #expect(diagnostic.id == .ioEncoding)
        #expect(diagnostic.range.start == SourceLocation(line: 2, column: 7))
    }

    @Test func byteOrderMarkIsDropped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-bom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8)).write(to: folder.appendingPathComponent("bom.yaml"))
        let file = try Project(root: folder, config: KilnConfig()).read("bom.yaml").get()
        #expect(file.text == "a: 1\n")
    }
}

@Suite struct StrictConfigTests {
    @Test func strictIsABoolean() {
        var diagnostics: [Diagnostic] = []
        let config = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: "strict: true\n"), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(config.strict)
        #expect(!KilnConfig().strict)
        _ = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: "strict: sometimes\n"), diagnostics: &diagnostics)
        #expect(diagnostics.map(\.id) == [.configInvalid])
    }

    @Test func strictFromTheCommandLineKeepsTheConfigFromDisk() {
        var project = Project(root: URL(fileURLWithPath: "/tmp"), config: KilnConfig())
        project.configIsFromDisk = true
        project.setStrict()
        #expect(project.config.strict)
        #expect(project.configIsFromDisk)
    }
}
