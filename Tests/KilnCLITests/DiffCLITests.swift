import Foundation
import Testing

/// `kiln diff` end to end: two fixture folders (Tests/Fixtures/diff, see its README) compared as
/// folders and as two commits of a temporary git repository, with golden text, Markdown and JSON.
@Suite struct DiffCLITests {
    static let fixture = CLITests.fixtures.appendingPathComponent("diff")
    static let expected = fixture.appendingPathComponent("expected")

    /// Compares with the golden file, or rewrites it under `UPDATE_GOLDENS=1`.
    static func golden(_ text: String, _ name: String) throws {
        let url = expected.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: url)
            return
        }
        let want = try String(contentsOf: url, encoding: .utf8)
        #expect(text == want, "\(name) differs from the golden; UPDATE_GOLDENS=1 rewrites it")
    }

    // MARK: folders

    @Test func foldersAsText() throws {
        let run = try CLITests.kiln(["diff", "base", "head"], in: Self.fixture)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("\u{1B}["), "no color when standard output is not a terminal")
        try Self.golden(run.stdout, "diff.txt")
    }

    @Test func foldersAsJSONWithRenameModeOnlyChangeAndFindings() throws {
        let run = try CLITests.kiln(["diff", "base", "head", "--format", "json"], in: Self.fixture)
        #expect(run.status == 0, "\(run.stderr)")
        try Self.golden(run.stdout, "diff.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let tokens = try #require(root["tokens"] as? [String: Any])
        // The rename: same value, same group, new name — not one removal and one addition.
        let renamed = try #require(tokens["renamed"] as? [[String: Any]])
        #expect(renamed.count == 1)
        #expect(renamed.first?["from"] as? String == "color.brand.steam")
        #expect((renamed.first?["to"] as? [String: Any])?["path"] as? String == "color.brand.mist")
        // A different value is not a rename.
        let added = try #require(tokens["added"] as? [[String: Any]])
        let removed = try #require(tokens["removed"] as? [[String: Any]])
        #expect(added.map { $0["path"] as? String } == ["color.badge.fresh"])
        #expect(removed.map { $0["path"] as? String } == ["color.badge.sale"])
        // The mode-only change lists only the dark mode.
        let changed = try #require(tokens["changed"] as? [[String: Any]])
        let matcha = try #require(changed.first { $0["path"] as? String == "color.brand.matcha" })
        let modes = try #require(matcha["modes"] as? [[String: Any]])
        #expect(modes.map { $0["mode"] as? String } == ["dark"])
        #expect(modes.first?["before"] as? String == "#8FBF6A")
        #expect(modes.first?["after"] as? String == "#A3D17E")
        #expect((modes.first?["deltaE2000"] as? Double).map { $0 > 1 } == true)
        // Contrast deltas: the kiln.yaml pair and the spec's pair drawn with the changed color.
        let hint = try #require(changed.first { $0["path"] as? String == "color.ink.hint" })
        let contrast = try #require((hint["modes"] as? [[String: Any]])?.first?["contrast"] as? [[String: Any]])
        #expect(contrast.map { $0["pair"] as? String } == ["color.ink.hint on color.paper.base", "Tea Menu › Steep Time Caption, Text Color"])
        #expect(contrast.allSatisfy { $0["verdict"] as? String == "now fails" && $0["before"] as? Double == 4.54 && $0["after"] as? Double == 2.81 })
        // Findings matched by rule and subject: the hint pair appeared, the link pair was fixed.
        let findings = try #require(root["findings"] as? [String: Any])
        let appeared = try #require(findings["appeared"] as? [[String: Any]])
        let fixed = try #require(findings["fixed"] as? [[String: Any]])
        #expect(appeared.contains { ($0["fingerprint"] as? String)?.contains("foreground=color.ink.hint") == true })
        #expect(fixed.contains { ($0["fingerprint"] as? String)?.contains("foreground=color.ink.link") == true })
        #expect(!appeared.contains { ($0["fingerprint"] as? String)?.contains("color.ink.body") == true })
    }

    @Test func swatchesWithColorAndSidesWithVerbose() throws {
        let run = try CLITests.kiln(["diff", "base", "head", "--color", "--verbose"], in: Self.fixture)
        #expect(run.status == 0)
        // A truecolor block before each hex: #767676 → #9A9A9A.
        #expect(run.stdout.contains("\u{1B}[38;2;118;118;118m██\u{1B}[0m #767676 → \u{1B}[38;2;154;154;154m██\u{1B}[0m #9A9A9A"))
        #expect(run.stderr.contains("kiln: BASE: base; HEAD: head"))
        let quiet = try CLITests.kiln(["diff", "base", "head", "--quiet"], in: Self.fixture)
        #expect(quiet.stderr.isEmpty)
        #expect(quiet.stdout == (try CLITests.kiln(["diff", "base", "head"], in: Self.fixture)).stdout, "--quiet never hides the result")
    }

    @Test func sameFolderHasNoChanges() throws {
        let run = try CLITests.kiln(["diff", "base", "base", "--format", "markdown"], in: Self.fixture)
        #expect(run.status == 0)
        #expect(run.stdout.contains("**no changes**"))
        #expect(!run.stdout.contains("<details"))
    }

    @Test func failOnNewErrorsExitsOne() throws {
        let run = try CLITests.kiln(["diff", "base", "head", "--fail-on-new-errors"], in: Self.fixture)
        #expect(run.status == 1)
        // The reverse direction only fixes the hint pair … and brings the link failure back.
        let back = try CLITests.kiln(["diff", "head", "base", "--fail-on-new-errors"], in: Self.fixture)
        #expect(back.status == 1)
        let none = try CLITests.kiln(["diff", "base", "base", "--fail-on-new-errors"], in: Self.fixture)
        #expect(none.status == 0)
    }

    // MARK: git

    /// A repository with `base/` as its first commit (branch `main`) and `head/` as the second
    /// (branch `feature`), with fixed names and dates so the commit ids — printed in the
    /// Markdown — are the same on every machine.
    static func repository() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-diff-repo-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try git(["init", "-q", "-b", "main"], in: folder)
        try copyContents(of: fixture.appendingPathComponent("base"), to: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-q", "-m", "Leaf tokens"], in: folder)
        try git(["checkout", "-q", "-b", "feature"], in: folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name != ".git" {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        try copyContents(of: fixture.appendingPathComponent("head"), to: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-q", "-m", "Lighter hints, darker links"], in: folder)
        return folder
    }

    static func copyContents(of source: URL, to destination: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in [
            "GIT_AUTHOR_NAME": "Kiln Test", "GIT_AUTHOR_EMAIL": "test@kiln.invalid", "GIT_COMMITTER_NAME": "Kiln Test",
            "GIT_COMMITTER_EMAIL": "test@kiln.invalid", "GIT_AUTHOR_DATE": "2026-11-25T12:00:00Z",
            "GIT_COMMITTER_DATE": "2026-11-25T12:00:00Z", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
        ] {
            environment[key] = value
        }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
        return String(decoding: data, as: UTF8.self)
    }

    @Test func twoCommitsAsMarkdown() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let run = try CLITests.kiln(["diff", "main", "feature", "--format", "markdown"], in: repository)
        #expect(run.status == 0, "\(run.stderr)")
        try Self.golden(run.stdout, "git.md")
        // Swatches: GitHub draws a swatch next to a hex color in a code span.
        #expect(run.stdout.contains("| `#767676` | `#9A9A9A` |"))
        #expect(run.stdout.contains("<details open><summary>Findings"))
    }

    @Test func defaultBaseIsMergeBaseAndWorkTreeIsUntouched() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        // An uncommitted edit in the work tree is part of HEAD's side.
        let size = repository.appendingPathComponent("tokens/size.yaml")
        try Data(try String(contentsOf: size, encoding: .utf8).replacingOccurrences(of: "8pt", with: "6pt").utf8).write(to: size)
        let before = try Self.git(["status", "--porcelain"], in: repository)
        let run = try CLITests.kiln(["diff", "--format", "json"], in: repository)
        #expect(run.status == 0, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((root["base"] as? String)?.hasPrefix("merge-base with main (") == true)
        #expect(root["head"] as? String == "work tree")
        let changed = try #require((root["tokens"] as? [String: Any])?["changed"] as? [[String: Any]])
        #expect(changed.contains { $0["path"] as? String == "size.gap.small" })
        #expect(changed.contains { $0["path"] as? String == "color.ink.hint" })
        #expect(try Self.git(["status", "--porcelain"], in: repository) == before, "the work tree and index are untouched")
        #expect(try Self.git(["rev-parse", "--abbrev-ref", "HEAD"], in: repository) == "feature\n")
    }

    @Test func snapshotIsRemoved() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-diff-tmp-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let run = try CLITests.kiln(["diff", "HEAD~1"], in: repository, environment: ["TMPDIR": temporary.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "the snapshot of HEAD~1 is deleted")
    }

    /// Ctrl-C while the base is being read or checked: the snapshot goes too.
    @Test func interruptedDiffRemovesTheSnapshot() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-diff-int-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["diff", "HEAD~1"]
        process.currentDirectoryURL = repository
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var sawSnapshot = false
        for _ in 0..<1000 where process.isRunning {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: temporary.path), names.contains(where: { $0.hasPrefix("kiln-diff-") }) {
                sawSnapshot = true
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        if sawSnapshot { process.interrupt() }
        process.waitUntilExit()
        if sawSnapshot && process.terminationReason == .exit && process.terminationStatus == 130 {
            // Interrupted in time: it exited as SIGINT would have, after cleaning up.
            #expect(process.terminationStatus == 130)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "no snapshot left behind")
    }

    @Test func missingBaseExitsTwo() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let run = try CLITests.kiln(["diff", "no-such-branch"], in: repository)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: BASE \"no-such-branch\" is neither a folder nor a git revision"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let outside = try CLITests.kiln(["diff", "no-such-folder"], in: Self.fixture)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("BASE \"no-such-folder\""), "\(outside.stderr)")
    }

    @Test func buildWithDiffAddsChangesPage() throws {
        let repository = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repository) }
        try Data("# Leaf — a tea shop's ordering app.\nmodes: [light, dark]\noutputs: [site]\n".utf8)
            .write(to: repository.appendingPathComponent("kiln.yaml"))
        let run = try CLITests.kiln(["build", "--diff", "main"], in: repository)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOf: repository.appendingPathComponent("output/site/changes.html"), encoding: .utf8)
        #expect(page.contains("color.brand.mist"))
        #expect(page.contains("#9A9A9A"))
        let index = try String(contentsOf: repository.appendingPathComponent("output/site/index.html"), encoding: .utf8)
        #expect(index.contains("href=\"changes.html\""))
        let plain = try CLITests.kiln(["build"], in: repository)
        #expect(plain.status == 0)
        #expect(!FileManager.default.fileExists(atPath: repository.appendingPathComponent("output/site/changes.html").path))
        let missing = try CLITests.kiln(["build", "--diff", "nope"], in: repository)
        #expect(missing.status == 2)
        let noSite = try CLITests.kiln(["build", "--diff", "main", "--outputs", "css"], in: repository)
        #expect(noSite.status == 0)
        #expect(noSite.stderr.contains("warning: --diff adds a Changes page to the spec site, which this build does not write"))
    }
}
