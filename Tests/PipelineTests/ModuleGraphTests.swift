import Foundation
import Testing

/// docs/architecture.md draws the module graph from Package.swift, and every target declares
/// exactly the modules it imports (scripts/module-graph.py --check).
@Suite struct ModuleGraphTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func drawnGraphIsThePackagesAndTargetsDeclareWhatTheyImport() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "scripts/module-graph.py", "--check"]
        process.currentDirectoryURL = Self.repository
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
