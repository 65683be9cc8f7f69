import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Kiln pointed at a pull request someone else wrote (issue 39): every input is read from
/// inside the project, never through a link that leaves it; globs finish whatever they are
/// matched against; `kiln diff` reads exactly the revision it was given; long names and empty
/// globs are located errors. Each case builds its hostile project in a temporary folder beside
/// a decoy folder holding what must never show up: a token named `outsideOnly` and a
/// `SECRET-FIRST-LINE`.
@Suite(.serialized) struct UntrustedRepositoryTests {
    /// `project/` (tokens/palette.yaml, kiln.yaml) and `decoy/` (tokens/secret.yaml, passwd)
    /// side by side in a fresh folder.
    struct Case {
        let folder: URL
        var project: URL { folder.appendingPathComponent("project") }
        var decoy: URL { folder.appendingPathComponent("decoy") }

        init(config: String = "outputs: [css]\n") throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-untrusted-\(UUID().uuidString)")
                .resolvingSymlinksInPath()
            try FileManager.default.createDirectory(at: project.appendingPathComponent("tokens"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: decoy.appendingPathComponent("tokens"), withIntermediateDirectories: true)
            try write("palette:\n  $type: color\n  ink:\n    $value: \"#1B1A17\"\n", to: "project/tokens/palette.yaml")
            try write(config, to: "project/kiln.yaml")
            try write("outsideOnly:\n  $type: color\n  $value: \"#123456\"\n", to: "decoy/tokens/secret.yaml")
            try write("SECRET-FIRST-LINE root:x:0:0\nsecond line\n", to: "decoy/passwd")
        }

        func write(_ text: String, to relative: String) throws {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }

        /// `project/<name>` becomes a symbolic link to `target` (absolute, or relative to the link).
        func link(_ name: String, to target: String) throws {
            let url = project.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }

        func kiln(_ arguments: [String]) throws -> CLITests.Run {
            try UntrustedRepositoryTests.kiln(arguments + ["--project", project.path])
        }

        /// The 1-based line of kiln.yaml that starts with `prefix`.
        func configLine(_ prefix: String) throws -> Int {
            let text = try String(contentsOf: project.appendingPathComponent("kiln.yaml"), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return try #require(lines.firstIndex { $0.hasPrefix(prefix) }) + 1
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// `CLITests.kiln`, stopped after `seconds` (a bound for a hang, far above any build here):
    /// status nil when it had to be stopped.
    static func kiln(_ arguments: [String], in folder: URL? = nil, seconds: Double = 300) throws -> CLITests.Run {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let files = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-untrusted-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: files) }
        let out = files.appendingPathComponent("out"), err = files.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        var stopped = false
        if process.isRunning {
            stopped = true
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return CLITests.Run(
            status: stopped ? -1 : process.terminationStatus, stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }

    // MARK: 1. Reads stay inside the project

    /// A committed `tokens` link to a folder outside the project: refused, naming the link;
    /// nothing from outside is loaded, in `kiln check` or in `kiln diff`'s pull-request comment.
    @Test func tokensFolderLinkedOutsideIsRefused() throws {
        let test = try Case()
        defer { test.remove() }
        try FileManager.default.removeItem(at: test.project.appendingPathComponent("tokens"))
        try test.link("tokens", to: test.decoy.appendingPathComponent("tokens").path)
        let check = try test.kiln(["check"])
        #expect(check.status == 2, "\(check.stderr)")
        #expect(check.stderr.contains("\"tokens\" is a symbolic link") && check.stderr.contains("[io/outside-project]"), "\(check.stderr)")
        #expect(!check.stderr.contains("outsideOnly") && !check.stdout.contains("outsideOnly"))
        let listing = try test.kiln(["tokens"])
        #expect(!listing.stdout.contains("outsideOnly"), "\(listing.stdout)")

        // The same link in the HEAD folder of `kiln diff`: the comment never lists outside tokens.
        let base = test.folder.appendingPathComponent("base")
        try FileManager.default.createDirectory(at: base.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try "palette:\n  $type: color\n  ink:\n    $value: \"#1B1A17\"\n".write(
            to: base.appendingPathComponent("tokens/palette.yaml"), atomically: false, encoding: .utf8)
        let diff = try Self.kiln(["diff", base.path, test.project.path, "--format", "markdown"], in: test.folder)
        #expect(!diff.stdout.contains("outsideOnly") && !diff.stderr.contains("outsideOnly"), "\(diff.stdout)")
    }

    /// A link named in kiln.yaml (resolver, baseline, a token file, a spec glob's folder, a
    /// template) to a file outside: a located error at that setting, naming the link; the
    /// target's content never appears.
    @Test(arguments: [
        ("resolver: evil.resolver.json\n", "evil.resolver.json", "resolver:"),
        ("tokens: [evil.yaml]\n", "evil.yaml", "tokens:"),
        ("baseline: evil.yaml\n", "evil.yaml", "baseline:"),
        ("css:\n  template: evil.mustache\n", "evil.mustache", "  template:"),
    ])
    func linkNamedInTheConfigNeverQuotesItsTarget(setting: String, link: String, line: String) throws {
        let test = try Case(config: "outputs: [css]\n" + setting)
        defer { test.remove() }
        try test.link(link, to: test.decoy.appendingPathComponent("passwd").path)
        let run = try test.kiln(["build"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(!run.stderr.contains("SECRET-FIRST-LINE") && !run.stdout.contains("SECRET-FIRST-LINE"), "\(run.stderr)")
        #expect(run.stderr.contains("\"\(link)\" is a symbolic link") && run.stderr.contains("[io/outside-project]"), "\(run.stderr)")
        #expect(run.stderr.contains("kiln.yaml:\(try test.configLine(line)):"), "\(run.stderr)")
    }

    /// kiln.yaml itself a link out of the project: not read.
    @Test func configFileLinkedOutsideIsRefused() throws {
        let test = try Case()
        defer { test.remove() }
        try test.link("kiln.yaml", to: test.decoy.appendingPathComponent("passwd").path)
        let run = try test.kiln(["check"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(!run.stderr.contains("SECRET-FIRST-LINE"), "\(run.stderr)")
        #expect(run.stderr.contains("\"kiln.yaml\" is a symbolic link") && run.stderr.contains("[io/outside-project]"), "\(run.stderr)")
    }

    /// `tokens -> /`: refused at once instead of walking the whole disk.
    @Test func tokensLinkedToTheRootIsNotWalked() throws {
        let test = try Case()
        defer { test.remove() }
        try FileManager.default.removeItem(at: test.project.appendingPathComponent("tokens"))
        try test.link("tokens", to: "/")
        let run = try test.kiln(["check"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("[io/outside-project]"), "\(run.stderr)")
    }

    /// A resolver file naming a file through a link out of the project: located at the link,
    /// nothing of the target read. `../` out of the project in a resolver: refused the same way.
    @Test func resolverNamingAFileOutsideIsRefused() throws {
        let test = try Case(config: "outputs: [css]\nresolver: tokens/main.resolver.json\n")
        defer { test.remove() }
        try test.write(
            """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "palette.yaml"}, {"$ref": "leak.yaml"}, {"$ref": "../../decoy/tokens/secret.yaml"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """, to: "project/tokens/main.resolver.json")
        try test.link("tokens/leak.yaml", to: test.decoy.appendingPathComponent("passwd").path)
        let run = try test.kiln(["check"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(!run.stderr.contains("SECRET-FIRST-LINE") && !run.stderr.contains("outsideOnly"), "\(run.stderr)")
        #expect(run.stderr.contains("\"tokens/leak.yaml\" is a symbolic link"), "\(run.stderr)")
        #expect(run.stderr.contains("[io/outside-project]"))
    }

    /// Paths that name a place outside the project (`..`, absolute) need
    /// `allowInputsOutsideProject: true`, as outputs need `allowOutputOutsideProject`.
    @Test func explicitPathsOutsideNeedTheOptIn() throws {
        let test = try Case(config: "outputs: [css]\ntokens: [\"../decoy/tokens/*.yaml\"]\n")
        defer { test.remove() }
        let refused = try test.kiln(["tokens"])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("kiln.yaml:2:") && refused.stderr.contains("[io/outside-project]"), "\(refused.stderr)")
        #expect(refused.stderr.contains("allowInputsOutsideProject"), "\(refused.stderr)")
        #expect(!refused.stdout.contains("outsideOnly"))
        try test.write("outputs: [css]\ntokens: [\"../decoy/tokens/*.yaml\"]\nallowInputsOutsideProject: true\n", to: "project/kiln.yaml")
        let allowed = try test.kiln(["tokens"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stdout.contains("outsideOnly"), "\(allowed.stdout)")
    }

    /// Links that stay inside the project are followed as before; a FIFO or a socket where a
    /// token file goes is refused at its path without hanging.
    @Test func linksInsideTheProjectWorkAndSpecialFilesAreRefused() throws {
        let test = try Case()
        defer { test.remove() }
        try FileManager.default.createDirectory(at: test.project.appendingPathComponent("design"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: test.project.appendingPathComponent("tokens"), to: test.project.appendingPathComponent("design/tokens"))
        try test.link("tokens", to: "design/tokens")
        let inside = try test.kiln(["check"])
        #expect(inside.status == 0, "\(inside.stderr)")
        try test.write("outputs: [css]\ntokens: [tokens/palette.yaml, tokens/pipe.yaml]\n", to: "project/kiln.yaml")
        #expect(mkfifo(test.project.appendingPathComponent("design/tokens/pipe.yaml").path, 0o644) == 0)
        let fifo = try test.kiln(["check"])
        #expect(fifo.status == 2, "\(fifo.stderr)")
        #expect(fifo.stderr.contains("tokens/pipe.yaml") && fifo.stderr.contains("not a regular file"), "\(fifo.stderr)")
    }

    // MARK: 2. Globs take linear time

    /// Patterns that took exponential time with a backtracking matcher: each check finishes
    /// (the 300 s bound is for a hang; they take well under a second each).
    @Test(arguments: [
        "tokens/*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b",
        "tokens/" + String(repeating: "**/", count: 12) + "*.yaml",
        "tokens/" + String(repeating: "*?", count: 20) + "x",
    ])
    func adversarialGlobsFinish(pattern: String) throws {
        let test = try Case(config: "outputs: [css]\ntokens: [\"\(pattern)\"]\n")
        defer { test.remove() }
        try test.write("x: {$type: color, $value: \"#000000\"}\n", to: "project/tokens/" + String(repeating: "a", count: 200) + ".yaml")
        let deep = (0..<40).map { "d\($0)" }.joined(separator: "/")
        try test.write("y: {$type: color, $value: \"#000000\"}\n", to: "project/tokens/\(deep)/" + String(repeating: "a", count: 60) + ".yaml")
        let run = try test.kiln(["check"])
        #expect(run.status != -1, "stopped after 300 s: the glob \(pattern) did not finish")
    }

    /// More files than `limits.inputFiles`: a located error at the setting, before any is read.
    @Test func tooManyInputFilesIsALocatedError() throws {
        let test = try Case(config: "outputs: [css]\nlimits:\n  inputFiles: 3\n")
        defer { test.remove() }
        for index in 0..<5 { try test.write("c\(index): {$type: color, $value: \"#000000\"}\n", to: "project/tokens/c\(index).yaml") }
        let run = try test.kiln(["check"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("kiln.yaml:3:") && run.stderr.contains("[limit/input-files]"), "\(run.stderr)")
    }

    // MARK: 3. `kiln diff` reads exactly the revision it names

    /// A pull request that commits a folder named like the base revision holding a copy of its
    /// own tokens: the bare name is an error that says it is ambiguous; `--base-rev` and
    /// `--base-dir` pick one.
    @Test func diffRefusesANameThatIsBothARevisionAndAFolder() throws {
        let repository = try DiffCLITests.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        try DiffCLITests.copyContents(of: DiffCLITests.fixture.appendingPathComponent("head"), to: {
            let folder = repository.appendingPathComponent("main")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder
        }())
        let ambiguous = try CLITests.kiln(["diff", "main"], in: repository)
        #expect(ambiguous.status == 2, "\(ambiguous.stdout)\(ambiguous.stderr)")
        #expect(ambiguous.stderr.contains("ambiguous") && ambiguous.stderr.contains("--base-rev"), "\(ambiguous.stderr)")
        let revision = try CLITests.kiln(["diff", "--base-rev", "main", "--format", "json"], in: repository)
        #expect(revision.status == 0, "\(revision.stderr)")
        #expect(revision.stdout.contains("color.brand.mist"), "the revision's tokens differ from the work tree's")
        let folder = try CLITests.kiln(["diff", "--base-dir", "main", "--format", "json"], in: repository)
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(!folder.stdout.contains("color.brand.mist"), "the folder is a copy of the work tree")
        // A name that is only a folder is still a folder; one that is only a revision, a revision.
        let onlyRevision = try CLITests.kiln(["diff", "feature~1", "--format", "json"], in: repository)
        #expect(onlyRevision.status == 0 && onlyRevision.stdout.contains("color.brand.mist"), "\(onlyRevision.stderr)")
    }

    // MARK: 7-8. Long names and empty globs are located

    /// A 300-character token name: an error at the token's line saying what the limit is, not an
    /// unlocated `File name too long` from the writer.
    @Test func longTokenNameIsALocatedError() throws {
        let name = String(repeating: "n", count: 300)
        let test = try Case(config: "outputs: [swift, css, json, site]\n")
        defer { test.remove() }
        try test.write("palette:\n  $type: color\n  \(name):\n    $value: \"#1B1A17\"\n", to: "project/tokens/long.yaml")
        let run = try test.kiln(["build"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("tokens/long.yaml:3:"), "\(run.stderr)")
        #expect(run.stderr.contains("255"), "the message says what the limit is: \(run.stderr)")
        #expect(!run.stderr.contains("File name too long"), "\(run.stderr)")
    }

    /// 500 nested groups: the deepest token's path is too long for a file: located at the token.
    @Test func deeplyNestedGroupsAreALocatedError() throws {
        var yaml = ""
        for depth in 0..<500 { yaml += String(repeating: " ", count: depth) + "g\(depth):\n" }
        yaml += String(repeating: " ", count: 500) + "$type: color\n" + String(repeating: " ", count: 500) + "$value: \"#1B1A17\"\n"
        let test = try Case(config: "outputs: [swift, css, json, site]\n")
        defer { test.remove() }
        try test.write(yaml, to: "project/tokens/deep.yaml")
        let run = try test.kiln(["build"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("tokens/deep.yaml:"), "\(run.stderr)")
        #expect(!run.stderr.contains("File name too long"), "\(run.stderr)")
    }

    /// A 250-character token file name: the outputs named after it are too long; the error is at
    /// the file and says what the limit is.
    @Test func longTokenFileNameIsALocatedError() throws {
        let file = String(repeating: "f", count: 250) + ".yaml"
        let test = try Case(config: "outputs: [swift, css, json, site]\n")
        defer { test.remove() }
        try test.write("other:\n  $type: color\n  a:\n    $value: \"#1B1A17\"\n", to: "project/tokens/\(file)")
        let run = try test.kiln(["build"])
        #expect(run.status == 0 || run.stderr.contains("tokens/\(file):"), "\(run.stderr)")
        #expect(!run.stderr.contains("File name too long"), "\(run.stderr)")
    }

    /// A `tokens:` glob that matches nothing: the error points at the glob in kiln.yaml.
    @Test func globMatchingNothingIsLocated() throws {
        let test = try Case(config: "outputs: [css]\ntokens:\n  - \"design/**/*.yaml\"\n")
        defer { test.remove() }
        let run = try test.kiln(["check"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("kiln.yaml:3:") && run.stderr.contains("[io/no-tokens]"), "\(run.stderr)")
    }
}
