import Foundation
import Testing

/// `kiln init`: a fresh folder goes to a passing `kiln build` and `kiln check`; nothing that
/// exists is ever replaced; `--from` reads an existing DTCG folder, file or resolver in place.
@Suite struct InitCommandTests {
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let starterFiles = [
        "kiln.yaml", "tokens/color.yaml", "tokens/typography.yaml", "tokens/spacing.yaml", "tokens/radius.yaml", "tokens/motion.yaml",
        "specs/welcome.md", "schemas/kiln.schema.json", "schemas/tokens.schema.json", ".github/workflows/kiln.yml", ".gitignore",
    ]

    /// Every regular file below `folder` (links included as links) with its bytes.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(folder.path.count + 1))
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
                result[relative] = Data(("link:" + target).utf8)
            } else if let data = FileManager.default.contents(atPath: url.path) {
                result[relative] = data
            }
        }
        return result
    }

    @Test func aFreshFolderBuildsAndChecksClean() throws {
        let root = try Self.temporaryFolder().appendingPathComponent("new-system")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let run = try CLITests.kiln(["init", root.path])
        #expect(run.status == 0, "\(run.stderr)")
        for file in Self.starterFiles {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path), "\(file) missing")
            #expect(run.stdout.contains("created  \(file)"), "\(file) not reported:\n\(run.stdout)")
        }
        // Editors find the schemas from the files' first lines.
        for file in Self.starterFiles where file.hasPrefix("tokens/") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            #expect(text.hasPrefix("# yaml-language-server: $schema=../schemas/tokens.schema.json\n"))
        }
        let config = try String(contentsOf: root.appendingPathComponent("kiln.yaml"), encoding: .utf8)
        #expect(config.hasPrefix("# yaml-language-server: $schema=schemas/kiln.schema.json\n"))
        #expect(try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8).contains("/output/\n"))

        let build = try CLITests.kiln(["build", "--project", root.path])
        #expect(build.status == 0)
        #expect(build.stderr.isEmpty, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("output/swift/DesignTokens.swift").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("output/site/index.html").path))
        let check = try CLITests.kiln(["check", "--project", root.path])
        #expect(check.status == 0)
        #expect(check.stderr.isEmpty, "\(check.stderr)")

        // The starter is complete: every kind of token the issue asks for, one derived color,
        // light and dark values, and a spec screen whose every line Kiln reads.
        let tokens = try CLITests.kiln(["tokens", "--project", root.path])
        for type in ["color", "typography", "dimension", "duration", "cubicBezier", "fontWeight", "fontFamily"] {
            #expect(tokens.stdout.contains(type), "no \(type) token:\n\(tokens.stdout)")
        }
        for path in ["color.brand.pressed", "radius.md", "spacing.md", "duration.fast", "typography.body"] {
            #expect(tokens.stdout.contains(path), "no \(path)")
        }
        let coverage = try CLITests.kiln(["specs", "--coverage", "--project", root.path])
        #expect(coverage.stdout.contains("specs/welcome.md: 100% covered"), "\(coverage.stdout)")
    }

    /// The workflow's `kiln` commands use flags the CLI has: each runs on the new project.
    @Test func theWorkflowsCommandsRun() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLITests.kiln(["init", root.path]).status == 0)
        let workflow = try String(contentsOf: root.appendingPathComponent(".github/workflows/kiln.yml"), encoding: .utf8)
        let commands = workflow.split(separator: "\n").compactMap { line -> [String]? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("run: kiln ") else { return nil }
            return trimmed.dropFirst("run: kiln ".count).split(separator: " ").map(String.init)
        }
        #expect(commands.count == 2)
        #expect(commands.contains { $0.contains("sarif") } && commands.contains { $0.contains("github") })
        for arguments in commands {
            let run = try CLITests.kiln(arguments, in: root)
            #expect(run.status == 0, "kiln \(arguments.joined(separator: " ")): \(run.stderr)")
        }
        let sarif = try Data(contentsOf: root.appendingPathComponent("kiln.sarif"))
        #expect((try JSONSerialization.jsonObject(with: sarif) as? [String: Any])?["version"] as? String == "2.1.0")
    }

    /// The Swift version of the workflow's container (`container: swift:6.2`) and the one
    /// Package.swift needs (`// swift-tools-version: 6.2`) are the same: an older container
    /// fails at `swift build` on a team's first CI run.
    @Test func theWorkflowsToolchainIsThePackages() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLITests.kiln(["init", root.path]).status == 0)
        let workflow = try String(contentsOf: root.appendingPathComponent(".github/workflows/kiln.yml"), encoding: .utf8)
        let manifest = try String(contentsOf: CrashSafetyTests.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let tools = try #require(manifest.firstMatch(of: /^\/\/ swift-tools-version: ?(\d+\.\d+)/)?.1)
        let image = try #require(workflow.firstMatch(of: /container: swift:(\d+\.\d+)/)?.1)
        #expect(image == tools, "the workflow runs in swift:\(image), Package.swift needs tools \(tools)")
    }

    /// The workflow's install-and-build step, run as written in a container of its image with
    /// this repository as `KILN_REPOSITORY`. Needs a container engine that has the image; where
    /// there is none (this project's machines have the docker client but no engine) it says so
    /// and does not run.
    @Test(.timeLimit(.minutes(60))) func theWorkflowsBuildStepRunsInItsContainer() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLITests.kiln(["init", root.path]).status == 0)
        let workflow = try String(contentsOf: root.appendingPathComponent(".github/workflows/kiln.yml"), encoding: .utf8)
        let image = try #require(workflow.firstMatch(of: /container: (swift:[0-9.]+)/)?.1)
        // The `run: |` block of the "Install kiln" step, unindented.
        let step = try #require(workflow.components(separatedBy: "- name: Install kiln\n").dropFirst().first)
        let block = try #require(step.components(separatedBy: "run: |\n").dropFirst().first)
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("          ") || $0.isEmpty }
        let script = lines.map { $0.dropFirst(min(10, $0.count)) }.joined(separator: "\n")
        #expect(script.contains("swift build"), "\(script)")
        func docker(_ arguments: [String]) -> (Int32, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["docker"] + arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            guard (try? process.run()) != nil else { return (-1, "no docker client") }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        guard docker(["image", "inspect", String(image)]).0 == 0 else {
            print("workflow container check: no container engine with the image \(image) here; not run")
            return
        }
        let repository = CrashSafetyTests.repository.path
        let (status, output) = docker([
            "run", "--rm", "-v", "\(repository):/kiln-source:ro", "-e", "KILN_REPOSITORY=/kiln-source", "-e", "GITHUB_PATH=/tmp/github-path",
            String(image), "bash", "-euo", "pipefail", "-c", "git config --global --add safe.directory '*'\n" + script,
        ])
        #expect(status == 0, "the workflow's install step failed in \(image):\n\(output.suffix(4000))")
    }

    @Test func runningItAgainOverwritesNothing() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLITests.kiln(["init", root.path]).status == 0)
        // The user edits a file; a link stands where a starter file would go.
        try "# mine\n".write(to: root.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        let outside = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try "outside\n".write(to: outside.appendingPathComponent("target.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: root.appendingPathComponent("tokens/motion.yaml"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("tokens/motion.yaml").path, withDestinationPath: outside.appendingPathComponent("target.yaml").path)
        let before = Self.snapshot(root)
        let again = try CLITests.kiln(["init", root.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stdout.contains("created"), "\(again.stdout)")
        #expect(again.stdout.contains("skipped  kiln.yaml (already exists)"))
        #expect(again.stdout.contains("skipped  tokens/motion.yaml (already exists)"))
        #expect(again.stdout.contains("skipped  .gitignore (already ignores the output folder)"))
        #expect(Self.snapshot(root) == before)
        #expect(try String(contentsOf: outside.appendingPathComponent("target.yaml"), encoding: .utf8) == "outside\n")
    }

    /// A link where a starter folder goes is not written through: its files are reported as
    /// failed (exit 2), the rest is written, and nothing appears outside the project.
    @Test func aLinkedFolderIsNotWrittenThrough() throws {
        let root = try Self.temporaryFolder()
        let outside = try Self.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("tokens").path, withDestinationPath: outside.path)
        let run = try CLITests.kiln(["init", root.path])
        #expect(run.status == 2)
        #expect(run.stdout.contains("failed   tokens/color.yaml"), "\(run.stdout)")
        #expect(run.stdout.contains("symbolic link"), "\(run.stdout)")
        #expect(run.stdout.contains("created  kiln.yaml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func anExistingGitignoreGetsOneLine() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try "node_modules/".write(to: root.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        let run = try CLITests.kiln(["init"], in: root)
        #expect(run.status == 0)
        #expect(run.stdout.contains("appended .gitignore (/output/)"))
        #expect(try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8) == "node_modules/\n/output/\n")
        #expect(try CLITests.kiln(["init"], in: root).stdout.contains("skipped  .gitignore"))
    }

    // MARK: --from

    static let fromFixtures = CLITests.fixtures.appendingPathComponent("init-from")

    /// Copies the `init-from` fixtures into `root/design`, runs `init --from design/<source>`,
    /// then `kiln build`; returns the kiln.yaml written.
    static func initFrom(_ source: String, inside: Bool = true) throws -> (config: String, root: URL) {
        let root = try temporaryFolder()
        let design: URL
        if inside {
            design = root.appendingPathComponent("design")
        } else {
            design = try temporaryFolder().appendingPathComponent("design")
        }
        try FileManager.default.copyItem(at: fromFixtures, to: design)
        let run = try CLITests.kiln(["init", root.path, "--from", design.appendingPathComponent(source).path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("tokens").path), "--from writes no starter tokens")
        let build = try CLITests.kiln(["build", "--project", root.path])
        #expect(build.status == 0, "\(source): \(build.stderr)")
        #expect(build.stderr.isEmpty, "\(source): \(build.stderr)")
        #expect(try CLITests.kiln(["check", "--project", root.path]).status == 0)
        return (try String(contentsOf: root.appendingPathComponent("kiln.yaml"), encoding: .utf8), root)
    }

    @Test func fromADTCGFolder() throws {
        let (config, root) = try Self.initFrom("dtcg")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(config.contains("tokens:\n  - \"design/dtcg/**/*.tokens.json\"\n"), "\(config)")
        let swift = try String(contentsOf: root.appendingPathComponent("output/swift/DesignTokens.swift"), encoding: .utf8)
        #expect(swift.contains("0x298040") && swift.contains("moss"))
    }

    @Test func fromADTCGFile() throws {
        let (config, root) = try Self.initFrom("dtcg/size.tokens.json")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(config.contains("tokens:\n  - \"design/dtcg/size.tokens.json\"\n"), "\(config)")
    }

    @Test func fromAResolver() throws {
        let (config, root) = try Self.initFrom("resolver/tokens.resolver.json")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(config.contains("resolver: \"design/resolver/tokens.resolver.json\"\n"), "\(config)")
        // The resolver's theme modifier gives the modes: surface is cream in light, plum in dark.
        let css = try String(contentsOf: root.appendingPathComponent("output/css/tokens.css"), encoding: .utf8)
        #expect(css.contains("--surface: #fff7e6;") && css.contains("--surface: #661a66;"), "\(css.prefix(2000))")
    }

    @Test func fromAFolderHoldingAResolverUsesIt() throws {
        let (config, root) = try Self.initFrom("resolver")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(config.contains("resolver: \"design/resolver/tokens.resolver.json\"\n"), "\(config)")
    }

    @Test func fromATokensStudioFolder() throws {
        let (config, root) = try Self.initFrom("studio")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(config.contains("# The Tokens Studio export") && config.contains("resolver: \"design/studio\"\n"), "\(config)")
        // The theme group is an axis: cream in light, plum in dark; the math is computed.
        let css = try String(contentsOf: root.appendingPathComponent("output/css/tokens.css"), encoding: .utf8)
        #expect(css.contains("--surface: #fff7e6;") && css.contains("--surface: #661a66;"), "\(css.prefix(2000))")
        #expect(css.contains("--space-md: 16px;"), "\(css.prefix(2000))")
    }

    @Test func fromATokensStudioThemesFile() throws {
        let (config, root) = try Self.initFrom("studio/$themes.json")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(config.contains("resolver: \"design/studio/$themes.json\"\n"), "\(config)")
    }

    @Test func fromAFigmaVariablesExport() throws {
        let (config, root) = try Self.initFrom("figma/variables.json")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(config.contains("# The Figma variables export") && config.contains("resolver: \"design/figma/variables.json\"\n"), "\(config)")
        // The code syntax names the custom property.
        let css = try String(contentsOf: root.appendingPathComponent("output/css/tokens.css"), encoding: .utf8)
        #expect(css.contains("--surface-color: #fff7e6;") && css.contains("--space-md: 16px;"), "\(css.prefix(2000))")
    }

    @Test func fromOutsideTheProject() throws {
        let (config, root) = try Self.initFrom("dtcg", inside: false)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(config.contains("\"../"), "\(config)")
    }

    @Test func fromAMissingPathIsAUsageError() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLITests.kiln(["init", root.path, "--from", root.appendingPathComponent("nope").path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("does not exist"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty, "nothing written")
    }

    /// README's "Use it in your project": every `kiln` command of its shell snippets runs, in
    /// order, in a folder holding a DTCG set at design/tokens, and exits 0.
    @Test func theReadmeSnippetsRun() throws {
        let readme = try String(contentsOf: CLITests.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Use it in your project\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        var commands: [[String]] = []
        for block in section.components(separatedBy: "```sh\n").dropFirst() {
            for line in block.components(separatedBy: "```").first!.split(separator: "\n") {
                let command = line.split(separator: "#", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                guard command.hasPrefix("kiln ") else { continue }
                commands.append(command.dropFirst("kiln ".count).split(separator: " ").map(String.init))
            }
        }
        #expect(commands.count >= 5, "\(commands)")
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("design"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fromFixtures.appendingPathComponent("dtcg"), to: root.appendingPathComponent("design/tokens"))
        for arguments in commands {
            let run = try CLITests.kiln(arguments, in: root)
            #expect(run.status == 0, "kiln \(arguments.joined(separator: " ")): \(run.stderr)")
        }
    }
}
