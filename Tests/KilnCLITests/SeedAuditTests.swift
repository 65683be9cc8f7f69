import Foundation
import Testing

/// Kiln measured against the independent row-by-row audit of the seed documents
/// (Tests/Fixtures/seed-audit, see its README): `score.py` runs the real `kiln check` on the
/// bundled project without its baseline and matches the findings to the audit's rows.
/// Recall per category must not fall below the floor recorded in floor.json, and false errors
/// must not rise above it.
@Suite struct SeedAuditTests {
    static let folder = CheckCLITests.repository.appendingPathComponent("Tests/Fixtures/seed-audit")

    struct Floor: Decodable {
        var failingRows: [String: Int]
        var found: [String: Int]
        var maxFalseErrors: Int
    }

    struct Score: Decodable {
        struct Category: Decodable {
            var failing_rows: Int
            var found: Int
            var missed: [String]
        }
        struct FalseFinding: Decodable {
            var at: String
            var rule: String
            var kind: String
        }
        var categories: [String: Category]
        var false_findings: [FalseFinding]
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func python(_ script: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder.appendingPathComponent(script).path] + arguments
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("seed-audit-\(UUID().uuidString)")
        #expect(FileManager.default.createFile(atPath: errorFile.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let err = try FileHandle(forWritingTo: errorFile)
        defer { try? err.close() }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }

    static func score(_ arguments: [String]) throws -> Score {
        let run = try python("score.py", ["--json"] + arguments)
        try #require(run.status == 0, "score.py failed: \(run.stderr)")
        return try JSONDecoder().decode(Score.self, from: Data(run.stdout.utf8))
    }

    @Test func recallDoesNotFallBelowTheFloor() throws {
        let floor = try JSONDecoder().decode(
            Floor.self, from: Data(contentsOf: Self.folder.appendingPathComponent("floor.json")))
        let score = try Self.score(["--kiln", CLITests.executable.path])
        for (category, minimum) in floor.found.sorted(by: { $0.key < $1.key }) {
            let measured = try #require(score.categories[category], "no category \(category)")
            #expect(measured.failing_rows == floor.failingRows[category], "\(category): audit.csv and floor.json disagree")
            #expect(
                measured.found >= minimum,
                "\(category): Kiln finds \(measured.found) of \(measured.failing_rows) failing rows, the floor is \(minimum); missed: \(measured.missed.prefix(20).joined(separator: " "))")
        }
        #expect(
            score.false_findings.count <= floor.maxFalseErrors,
            "false errors: \(score.false_findings.count) > \(floor.maxFalseErrors): \(score.false_findings.map { "\($0.at) \($0.rule) (\($0.kind))" }.joined(separator: "; "))")
    }

    /// The scorer itself: a finding at a failing row's line, in its mode, counts as found; one
    /// at a line without a row is a false error.
    @Test func scorerMatchesFindingsToRows() throws {
        let located = try Self.python("score.py", ["--locate", "000-L652-1"])  // Use Photo, white on coral, light
        try #require(located.status == 0, "\(located.stderr)")
        let place = located.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":")
        let file = String(place[0])
        let line = try #require(Int(place[1]))
        func diagnostic(_ line: Int, _ mode: String) -> [String: Any] {
            ["id": "a11y/contrast-text", "severity": "error", "message": "synthetic",
             "location": ["file": file, "line": line], "subject": ["mode": mode]]
        }
        let report: [String: Any] = ["diagnostics": [diagnostic(line, "light"), diagnostic(3, "light")]]
        let reportFile = FileManager.default.temporaryDirectory.appendingPathComponent("seed-audit-report-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: report).write(to: reportFile)
        defer { try? FileManager.default.removeItem(at: reportFile) }
        let score = try Self.score(["--report", reportFile.path])
        #expect(score.categories["text-pair"]?.found == 1)
        #expect(score.categories["text-pair"]?.missed.contains("000-L652-1") == false)
        #expect(score.false_findings.map(\.at) == ["\(file):3"])
        #expect(score.false_findings.first?.kind == "no row")
    }

    /// The audit's own color math agrees with the reference contrast vectors, and audit.csv is
    /// exactly what build_audit.py generates.
    @Test func auditMathAndFileAreSound() throws {
        let vectors = try Self.python("check_vectors.py", [])
        #expect(vectors.status == 0, "\(vectors.stdout)\(vectors.stderr)")
        #expect(vectors.stdout.contains("72/72"))
        let fresh = try Self.python("build_audit.py", ["--check"])
        #expect(fresh.status == 0, "\(fresh.stdout)\(fresh.stderr)")
    }
}
