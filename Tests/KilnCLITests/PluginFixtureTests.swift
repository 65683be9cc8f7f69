import Foundation
import Testing

/// Builds Tests/Fixtures/plugin-app — an app package that depends on Kiln by path and adds
/// `KilnPlugin` to its executable target — with `swift build`, runs it, and checks the values
/// it prints from the generated DesignTokens.swift. Then: a second build with nothing changed
/// does not run Kiln again, and a changed token regenerates.
///
/// The fixture builds in its own scratch folder (.build-plugin-fixture/, ignored by git), not
/// the outer .build, whose lock `swift test` holds. A first run compiles Kiln again in debug
/// (minutes); later runs reuse the scratch folder.
@Suite(.serialized) struct PluginFixtureTests {
    static let repository = CLITests.fixtures.deletingLastPathComponent().deletingLastPathComponent()
    static let work = repository.appendingPathComponent(".build-plugin-fixture")
    static let app = work.appendingPathComponent("app")
    static let scratch = work.appendingPathComponent("scratch")

    /// What the plugin's build command prints as its description when it runs.
    static let pluginRan = "Kiln: generating DesignTokens.swift for PluginApp"

    struct Output {
        var status: Int32
        var text: String
    }

    static func run(_ arguments: [String], in folder: URL) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // scripts/test.sh leaves the plugins out of the outer build; this package needs them.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "KILN_WITHOUT_PLUGINS" }
        let log = work.appendingPathComponent("log-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Output(status: process.terminationStatus, text: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// A fresh copy of the fixture next to a link named `Kiln` to this repository: SwiftPM
    /// names a path dependency after its folder, and the fixture's `package: "Kiln"` must match
    /// whatever the checkout folder is called.
    static func prepare() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: work, withIntermediateDirectories: true)
        try? manager.removeItem(at: app)
        try manager.copyItem(at: CLITests.fixtures.appendingPathComponent("plugin-app"), to: app)
        let manifest = app.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains("\"../../..\""))
        try text.replacingOccurrences(of: "\"../../..\"", with: "\"../Kiln\"").write(to: manifest, atomically: true, encoding: .utf8)
        let link = work.appendingPathComponent("Kiln")
        if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != repository.path {
            try? manager.removeItem(at: link)
            try manager.createSymbolicLink(atPath: link.path, withDestinationPath: repository.path)
        }
    }

    /// The same for every build and plugin command, or SwiftPM compiles Kiln again: the fixture's
    /// own folder, no index store and no debug info (nothing browses or debugs this build of the
    /// tool; writing them slows its compile).
    static var scratchOptions: [String] { ["--scratch-path", scratch.path, "--disable-index-store", "-Xswiftc", "-gnone"] }

    static func build() throws -> Output {
        try run(["swift", "build"] + scratchOptions + ["--product", "PluginApp"], in: app)
    }

    static func runApp() throws -> Output {
        try run([scratch.appendingPathComponent("debug/PluginApp").path], in: app)
    }

    @Test func appBuildsWithThePluginAndRegeneratesOnlyWhenTokensChange() throws {
        try Self.prepare()
        let started = Date()
        let first = try Self.build()
        let seconds = Date().timeIntervalSince(started)
        try #require(first.status == 0, "swift build of the plugin fixture failed:\n\(first.text.suffix(4000))")
        #expect(first.text.contains(Self.pluginRan), "\(first.text.suffix(2000))")
        print("plugin fixture: first build \(Int(seconds)) s")
        let values = try Self.runApp()
        #expect(values.status == 0)
        #expect(values.text.contains("spacing.gutter=18.0"), "\(values.text)")
        #expect(values.text.contains("color.brand.dark=#7FC8E3"), "\(values.text)")

        // Nothing changed: the plugin's command does not run. (After a `swift package kiln-check`
        // in the same scratch folder, SwiftPM relinks the kiln tool once more; a new tool is
        // rightly an input of the command, so that one build may run it.)
        var second = try Self.build()
        if second.text.contains("Linking kiln-tool") { second = try Self.build() }
        #expect(second.status == 0)
        #expect(!second.text.contains("Linking kiln-tool"), "\(second.text.suffix(2000))")
        #expect(!second.text.contains(Self.pluginRan), "Kiln ran again with nothing changed:\n\(second.text.suffix(2000))")

        // A token changes: DesignTokens.swift is regenerated and the app sees the new value.
        let tokens = Self.app.appendingPathComponent("Sources/PluginApp/tokens/app.yaml")
        let text = try String(contentsOf: tokens, encoding: .utf8)
        try text.replacingOccurrences(of: "18pt", with: "22pt").write(to: tokens, atomically: true, encoding: .utf8)
        let third = try Self.build()
        try #require(third.status == 0, "\(third.text.suffix(4000))")
        #expect(third.text.contains(Self.pluginRan), "\(third.text.suffix(2000))")
        let changed = try Self.runApp()
        #expect(changed.text.contains("spacing.gutter=22.0"), "\(changed.text)")

        // The specs are inputs too: an edited spec is checked again.
        let spec = Self.app.appendingPathComponent("Sources/PluginApp/specs/home.md")
        try (try String(contentsOf: spec, encoding: .utf8)).replacingOccurrences(of: "\"Hello\"", with: "\"Hello again\"")
            .write(to: spec, atomically: true, encoding: .utf8)
        let fourth = try Self.build()
        #expect(fourth.status == 0)
        #expect(fourth.text.contains(Self.pluginRan), "\(fourth.text.suffix(2000))")
    }

    /// The plugin checks the specs: a text color that fails contrast on its background in the
    /// app's spec fails the app's build, at the spec line.
    @Test func aSpecContrastFailureFailsTheAppBuild() throws {
        try Self.prepare()
        let spec = Self.app.appendingPathComponent("Sources/PluginApp/specs/home.md")
        try (try String(contentsOf: spec, encoding: .utf8)).replacingOccurrences(of: "- Color: color.ink", with: "- Color: #EEEEEE")
            .write(to: spec, atomically: true, encoding: .utf8)
        let failed = try Self.build()
        #expect(failed.status != 0)
        #expect(failed.text.contains("specs/home.md:18:") && failed.text.contains("[a11y/contrast-text]"), "\(failed.text.suffix(3000))")
    }

    /// A design error in the tokens fails the app's build with Kiln's located message.
    @Test func aBrokenTokenFailsTheAppBuildAtItsLine() throws {
        try Self.prepare()
        let tokens = Self.app.appendingPathComponent("Sources/PluginApp/tokens/app.yaml")
        let text = try String(contentsOf: tokens, encoding: .utf8)
        try text.replacingOccurrences(of: "\"#2A7B9B\"", with: "\"{color.missing}\"").write(to: tokens, atomically: true, encoding: .utf8)
        let broken = try Self.build()
        #expect(broken.status != 0)
        #expect(broken.text.contains("tokens/app.yaml:8:") && broken.text.contains("[alias/missing]"), "\(broken.text.suffix(3000))")
    }

    /// `swift package kiln-check` runs `kiln check` in the target folder and fails on errors.
    @Test func theKilnCheckCommandPlugin() throws {
        try Self.prepare()
        let clean = try Self.run(["swift", "package"] + Self.scratchOptions + ["kiln-check"], in: Self.app)
        #expect(clean.status == 0, "\(clean.text.suffix(3000))")
        #expect(clean.text.contains("kiln check "), "\(clean.text.suffix(2000))")
        let tokens = Self.app.appendingPathComponent("Sources/PluginApp/tokens/app.yaml")
        let text = try String(contentsOf: tokens, encoding: .utf8)
        try text.replacingOccurrences(of: "\"#2A7B9B\"", with: "\"{color.missing}\"").write(to: tokens, atomically: true, encoding: .utf8)
        let broken = try Self.run(["swift", "package"] + Self.scratchOptions + ["kiln-check"], in: Self.app)
        #expect(broken.status != 0)
        #expect(broken.text.contains("[alias/missing]"), "\(broken.text.suffix(3000))")
    }
}
