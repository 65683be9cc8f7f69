// swift-tools-version: 6.1
// An app package that uses Kiln's build-tool plugin, as a team's app would: the test suite
// (Tests/KilnCLITests/PluginFixtureTests.swift) builds and runs it with `swift build`.
import PackageDescription

let package = Package(
    name: "PluginApp",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Kiln itself, by relative path (an app names its Git URL and version instead).
        .package(path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "PluginApp",
            // tokens/, specs/ and kiln.yaml are the plugin's inputs, not sources of the target.
            exclude: ["tokens", "specs", "kiln.yaml"],
            plugins: [.plugin(name: "KilnPlugin", package: "Kiln")])
    ],
    swiftLanguageModes: [.v6]
)
