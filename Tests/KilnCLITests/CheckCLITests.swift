import Foundation
import Testing

/// `kiln check` with rules, baseline and reporters; `kiln contrast`; `kiln rules` — run as the
/// real executable, on the bundled project (copied to a temporary folder when a test edits it).
@Suite struct CheckCLITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A copy of the bundled project (tokens, specs, kiln.yaml, the shipped baseline).
    static func bundledCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in ["tokens", "specs", "kiln.yaml", "kiln-baseline.yaml"] {
            let source = repository.appendingPathComponent(item)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(item))
        }
        return folder
    }

    static func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) no longer contains \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    static let newPair = "  - { foreground: color.palette.light-gray-text, background: color.background.surface }\n"

    @Test func coverageReportAndFloor() throws {
        let project = try Self.bundledCopy()
        defer { try? FileManager.default.removeItem(at: project) }
        let report = try CLITests.kiln(["specs", "--coverage", "--project", project.path])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("specs/001-settings.md: "))
        #expect(report.stdout.contains("  Edit Profile Screen: "))
        #expect(report.stdout.contains("specs/001-settings.md:303: Width: 270pt (iOS standard)"))
        #expect(report.stdout.contains("\ntotal: "))
        // A floor above what the specs reach fails the check at the spec, pointing at the setting.
        let config = project.appendingPathComponent("kiln.yaml")
        let text = try String(contentsOf: config, encoding: .utf8)
        try (text + "\nspecs:\n  files: [specs/**/*.md]\n  minCoverage: 99.9%\n").write(to: config, atomically: true, encoding: .utf8)
        let strict = try CLITests.kiln(["check", "--project", project.path])
        #expect(strict.status == 1, "\(strict.stderr)")
        #expect(strict.stderr.contains("below `specs.minCoverage` (99.9%)"), "\(strict.stderr)")
        #expect(strict.stderr.contains("[spec/coverage]"))
        #expect(strict.stderr.contains("note: the floor is set here"))
        try (text + "\nspecs:\n  files: [specs/**/*.md]\n  minCoverage: 60%\n").write(to: config, atomically: true, encoding: .utf8)
        #expect(try CLITests.kiln(["check", "--project", project.path]).status == 0)
    }

    @Test func bundledProjectPassesWithTheShippedBaseline() throws {
        let run = try CLITests.kiln(["check", "--project", Self.repository.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("known findings accepted by kiln-baseline.yaml"))
        #expect(!run.stderr.contains("[baseline/stale]"), "the shipped baseline has entries that no longer occur:\n\(run.stderr)")
    }

    @Test func oneNewLowContrastPairFailsAndIsNamed() throws {
        let project = try Self.bundledCopy()
        defer { try? FileManager.default.removeItem(at: project) }
        try Self.edit(project.appendingPathComponent("kiln.yaml"), replacing: "contrastPairs:\n", with: "contrastPairs:\n" + Self.newPair)
        let run = try CLITests.kiln(["check", "--project", project.path])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "kiln.yaml:8:5: error: \"color.palette.light-gray-text\" on \"color.background.surface\" is 1.81:1 in light mode; normal text needs 4.5:1 (WCAG AA, SC 1.4.3) [a11y/contrast-text]"
            ), "\(run.stderr)")
        // Only the new pair is reported; the known findings stay accepted.
        #expect(run.stderr.components(separatedBy: "[a11y/contrast-text]").count == 2)
    }

    @Test func aTokenChangeThatBreaksADeclaredPairFails() throws {
        let project = try Self.bundledCopy()
        defer { try? FileManager.default.removeItem(at: project) }
        try Self.edit(
            project.appendingPathComponent("tokens/color-semantic.yaml"),
            replacing: "    secondary:\n      $value: \"{color.palette.slate-gray}\"",
            with: "    secondary:\n      $value: \"{color.palette.light-gray-text}\"")
        let run = try CLITests.kiln(["check", "--project", project.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\"color.text.secondary\" on \"color.background.primary\" is 1.90:1 in light mode"))
    }

    @Test func updateBaselineAcceptsThenReportsStaleEntries() throws {
        let project = try Self.bundledCopy()
        defer { try? FileManager.default.removeItem(at: project) }
        let config = project.appendingPathComponent("kiln.yaml")
        try Self.edit(config, replacing: "contrastPairs:\n", with: "contrastPairs:\n" + Self.newPair)
        let update = try CLITests.kiln(["check", "--update-baseline", "--project", project.path])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stderr.contains("kiln: wrote kiln-baseline.yaml"))
        let baseline = try String(contentsOf: project.appendingPathComponent("kiln-baseline.yaml"), encoding: .utf8)
        #expect(baseline.contains("fingerprint: \"a11y/contrast-text foreground=color.palette.light-gray-text background=color.background.surface mode=light\""))
        #expect(try CLITests.kiln(["check", "--project", project.path]).status == 0)

        // Fixing it leaves a stale entry: a note, not a failure.
        try Self.edit(config, replacing: Self.newPair, with: "")
        let fixed = try CLITests.kiln(["check", "--project", project.path])
        #expect(fixed.status == 0)
        #expect(fixed.stderr.contains("note: baseline entry no longer occurs: a11y/contrast-text foreground=color.palette.light-gray-text"))
        // Re-running the update is deterministic and drops the stale entry.
        #expect(try CLITests.kiln(["check", "--update-baseline", "--project", project.path]).status == 0)
        let rewritten = try String(contentsOf: project.appendingPathComponent("kiln-baseline.yaml"), encoding: .utf8)
        let shipped = try String(contentsOf: Self.repository.appendingPathComponent("kiln-baseline.yaml"), encoding: .utf8)
        #expect(rewritten == shipped, "kiln-baseline.yaml is not current: run `kiln check --update-baseline` at the repository root and review the diff")
    }

    @Test func reportersWriteToStandardOutputOrAFile() throws {
        let project = try Self.bundledCopy()
        defer { try? FileManager.default.removeItem(at: project) }
        try Self.edit(project.appendingPathComponent("kiln.yaml"), replacing: "contrastPairs:\n", with: "contrastPairs:\n" + Self.newPair)
        let github = try CLITests.kiln(["check", "--reporter", "github", "--project", project.path])
        #expect(github.status == 1)
        #expect(github.stdout.hasPrefix("::error file=kiln.yaml,line=8,col=5,"))
        #expect(github.stderr.isEmpty)
        let file = project.appendingPathComponent("kiln.sarif")
        let sarif = try CLITests.kiln(["check", "--reporter", "sarif", "--report-file", file.path, "--project", project.path])
        #expect(sarif.status == 1)
        #expect(sarif.stdout.isEmpty)
        #expect(sarif.stderr.contains("[a11y/contrast-text]"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(json?["version"] as? String == "2.1.0")
        let bad = try CLITests.kiln(["check", "--reporter", "xml", "--project", project.path])
        #expect(bad.status == 2)
    }

    @Test func contrastCalculator() throws {
        let failing = try CLITests.kiln(["contrast", "#777777", "white", "--project", Self.repository.path])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("nearest passing foreground #767676"))
        let tokens = try CLITests.kiln(["contrast", "color.text.secondary", "color.background.primary", "--project", Self.repository.path])
        #expect(tokens.status == 0)
        #expect(tokens.stdout.contains("light  #636E72"))
        #expect(tokens.stdout.contains("dark   #B2BEC3"))
        let named = try CLITests.kiln(["contrast", "White", "Primary Coral", "--size", "17", "--weight", "600", "--project", Self.repository.path])
        #expect(named.status == 1)
        #expect(named.stdout.contains("tokens passing in every mode:"))
        let large = try CLITests.kiln(["contrast", "#949494", "#FFFFFF", "--size", "24", "--project", Self.repository.path])
        #expect(large.status == 0)
        let ambiguous = try CLITests.kiln(["contrast", "Light Gray", "white", "--project", Self.repository.path])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("belongs to 3 tokens"))
        let level = try CLITests.kiln(["contrast", "#000", "#fff", "--level", "aaaa"])
        #expect(level.status == 2)
    }

    @Test func rulesCommand() throws {
        let list = try CLITests.kiln(["rules", "--project", Self.repository.path])
        #expect(list.status == 0)
        #expect(list.stdout.contains("a11y/contrast-text"))
        #expect(list.stdout.contains("palette/distinguishable"))
        let markdown = try CLITests.kiln(["rules", "--markdown"])
        let docs = try String(contentsOf: Self.repository.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(markdown.stdout == docs)
        let one = try CLITests.kiln(["rules", "tokens/naming"])
        #expect(one.stdout.hasPrefix("## `tokens/naming`"))
        let unknown = try CLITests.kiln(["rules", "tokens/nameing"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean \"tokens/naming\"?"))
    }
}
