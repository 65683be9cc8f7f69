import Foundation
import Testing

/// Packages through the real `kiln`: `kiln build` writes them, a broken package setting stops
/// the build with a located error (exit 2), and the SwiftPM plugin's `generate-swift` writes the
/// plain file the app's target compiles even when kiln.yaml turns the Swift package on.
@Suite struct PackageCLITests {
    /// A copy of Tests/Fixtures/packages/input with `change` made to its kiln.yaml.
    static func project(_ change: (String) -> String = { $0 }) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-package-cli-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: CLITests.fixtures.appendingPathComponent("packages/input"), to: root)
        let config = root.appendingPathComponent("kiln.yaml")
        try change(try String(contentsOf: config, encoding: .utf8)).write(to: config, atomically: true, encoding: .utf8)
        return root
    }

    @Test func buildWritesThePackages() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLITests.kiln(["build", "--project", root.path])
        #expect(run.status == 0, "\(run.stderr)")
        for file in ["swift/Package.swift", "android/build.gradle.kts", "dart/pubspec.yaml", "npm/package.json"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("output/\(file)").path), "missing \(file)")
        }
    }

    @Test func aBrokenPackageNameStopsTheBuildAtItsLine() throws {
        let root = try Self.project { $0.replacingOccurrences(of: "packages: [swift, android, dart, npm]", with: "packages:\n  npm: { name: Photo Journal }") }
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLITests.kiln(["build", "--project", root.path])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("kiln.yaml:7:16: error: `packages.npm.name` must be an npm package name"), "\(run.stderr)")
        #expect(run.stderr.contains("hint: write `photo-journal`"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("output").path), "written despite the error")
    }

    @Test func thePluginsCommandWritesThePlainSwiftFile() throws {
        let root = try Self.project()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-plugin-output-\(UUID().uuidString)")
        defer { for url in [root, folder] { try? FileManager.default.removeItem(at: url) } }
        let run = try CLITests.kiln(["generate-swift", "--project", root.path, "--output-folder", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("DesignTokens.swift").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path))
    }
}
