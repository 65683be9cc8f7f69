import Foundation
import Testing

/// Kiln's spec reader held to a floor on the blind corpus (Tests/Fixtures/blind, every round) and
/// the public specs (Tests/Fixtures/public-specs): `score.py` checks every document with the real
/// `kiln` in a throwaway project of the bundled tokens. A document may not find fewer planted
/// defects than floor.json records, nor hit more passing controls. floor.json is written by the
/// command in its `comment`; raising it is a deliberate edit.
@Suite struct BlindFloorTests {
    static let blind = CheckCLITests.repository.appendingPathComponent("Tests/Fixtures/blind")
    /// Every round in the folder: a round added to the corpus is held to the floor without an
    /// edit here (and fails until floor.json records it).
    static let sets = ((try? FileManager.default.contentsOfDirectory(atPath: blind.path)) ?? [])
        .filter { $0.hasPrefix("round") }.sorted().map { blind.appendingPathComponent($0) }
        + [CheckCLITests.repository.appendingPathComponent("Tests/Fixtures/public-specs")]

    struct Floor: Decodable {
        struct Document: Decodable {
            var defects: Int
            var found: Int
            var controls: Int
            var controlsHit: Int
        }
        var documents: [String: Document]
    }

    struct Report: Decodable {
        var set: String
        var document: String
        var defects: Int
        var found: Int
        var missed: [String]
        var controls: Int
        var findings_on_controls: [String: [String]]
    }

    /// Runs score.py over every set, documents checked concurrently; the reports by `set/document`.
    static func score() throws -> [String: Report] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("blind-floor-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("blind-floor-\(UUID().uuidString).err")
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let jobs = min(ProcessInfo.processInfo.activeProcessorCount + 2, 8)
        process.arguments = ["python3", blind.appendingPathComponent("score.py").path, CLITests.executable.path]
            + sets.map(\.path) + ["--jobs", String(jobs), "--findings-only", "--json", output.path]
        process.standardOutput = FileHandle.nullDevice
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        try #require(process.terminationStatus == 0, "score.py failed: \(stderr.suffix(2000))")
        let reports = try JSONDecoder().decode([Report].self, from: Data(contentsOf: output))
        return Dictionary(uniqueKeysWithValues: reports.map { ("\($0.set)/\($0.document)", $0) })
    }

    @Test func noDocumentFallsBelowItsFloor() throws {
        let floor = try JSONDecoder().decode(Floor.self, from: Data(contentsOf: Self.blind.appendingPathComponent("floor.json")))
        let reports = try Self.score()
        #expect(
            Set(reports.keys) == Set(floor.documents.keys),
            "documents scored and floor.json disagree: new \(Set(reports.keys).subtracting(floor.documents.keys).sorted()), gone \(Set(floor.documents.keys).subtracting(reports.keys).sorted())")
        for (name, minimum) in floor.documents.sorted(by: { $0.key < $1.key }) {
            guard let report = reports[name] else { continue }
            #expect(report.defects == minimum.defects && report.controls == minimum.controls, "\(name): key.yaml and floor.json disagree")
            #expect(
                report.found >= minimum.found,
                "\(name): Kiln finds \(report.found) of \(report.defects) planted defects, the floor is \(minimum.found); missed: \(report.missed.joined(separator: " | "))")
            #expect(
                report.findings_on_controls.count <= minimum.controlsHit,
                "\(name): findings on \(report.findings_on_controls.count) passing controls, the floor allows \(minimum.controlsHit): \(report.findings_on_controls.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.joined(separator: "; "))" }.joined(separator: " | "))")
        }
    }
}
