import DesignModel
import Foundation
import Testing
@testable import BuildPipeline
@testable import Emitters

/// The packages of Tests/Fixtures/packages (every package on, named "Photo Journal"), checked
/// by each ecosystem's own tools and documented rules: SwiftPM builds the Swift package and an
/// app that depends on it; package.json passes a schema written from npm's documentation, and
/// Node.js, TypeScript and Dart Sass load the package through its exports; pubspec.yaml follows
/// dart.dev's rules; build.gradle.kts parses as Kotlin and names the Kotlin files' package.
@Suite struct PackageOutputTests {
    static let fixture = "packages"

    static func build() throws -> EmitFixtures.Build { try SharedBuilds.build(fixture) }

    /// A scratch folder outside every package.
    static func scratch(_ label: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func text(_ build: EmitFixtures.Build, _ path: String) throws -> String {
        try String(contentsOf: build.folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func packagesMatchTheirGoldens() throws {
        let build = try Self.build()
        let expected = EmitFixtures.root.appendingPathComponent("\(Self.fixture)/expected")
        EmitFixtures.assertGolden(build.emitDiagnostics, at: expected.appendingPathComponent("emit-diagnostics.txt"))
        EmitFixtures.assertTree(build.folder, equals: expected.appendingPathComponent("output"))
        let files = EmitFixtures.files(in: build.folder)
        for path in [
            "swift/Package.swift", "swift/Sources/DesignTokens/DesignTokens.swift", "swift/Sources/DesignTokens/Colors.xcassets/Contents.json",
            "android/build.gradle.kts", "android/src/main/kotlin/com/photojournal/tokens/DesignTokens.kt", "android/src/main/res/values/colors.xml",
            "dart/pubspec.yaml", "dart/lib/design_tokens.dart", "npm/package.json", "npm/typescript/tokens.mjs", "npm/css/tokens.css",
        ] {
            #expect(files.contains(path), "missing \(path)")
        }
        #expect(!files.contains { $0.hasPrefix("css/") || $0 == "swift/DesignTokens.swift" }, "a packaged output also written plain: \(files)")
    }

    /// `swift build` of an app that adds the package by path and uses its product, on Linux,
    /// where the SwiftUI and UIKit parts are left out; the app prints token values.
    @Test func swiftPMBuildsTheSwiftPackageAndAnAppUsingIt() throws {
        let build = try Self.build()
        let work = try Self.scratch("swift-package")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.copyItem(at: build.folder.appendingPathComponent("swift"), to: work.appendingPathComponent("swift"))
        let app = work.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        // (Lines built from parts, so that scripts/module-graph.py does not read the app's
        // imports as this test target's.)
        let product = "DesignTokens"
        try [
            "// swift-tools-version: 5.9",
            "import " + "PackageDescription",
            "let package = Package(",
            "    name: \"App\",",
            "    dependencies: [.package(path: \"../swift\")],",
            "    targets: [.executableTarget(name: \"App\", dependencies: [.product(name: \"\(product)\", package: \"swift\")])]",
            ")\n",
        ].joined(separator: "\n").write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            import \(product)

            print("spacing.md", DesignTokens.Spacing.md)
            print("color.text.primary dark red", DesignTokens.Colors.textPrimary.dark.red)
            print("typography.body size", DesignTokens.Typography.body.size)
            print("duration.quick", DesignTokens.Durations.quick)

            """.write(to: app.appendingPathComponent("Sources/App/main.swift"), atomically: true, encoding: .utf8)
        let built = try Tools.run("swift", ["build", "--disable-index-store", "-Xswiftc", "-gnone"], directory: app)
        #expect(built.status == 0, "swift build of an app using the package:\n\(built.stdout.suffix(3000))\n\(built.stderr.suffix(3000))")
        guard built.status == 0 else { return }
        let bundle = try FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent(".build/debug").path)
        #expect(bundle.contains("PhotoJournalTokens_DesignTokens.resources"), "the asset catalog is not a resource: \(bundle)")
        let ran = try Tools.run(app.appendingPathComponent(".build/debug/App").path, [])
        #expect(ran.stdout == "spacing.md 16.0\ncolor.text.primary dark red \(Double(0xF5) / 255)\ntypography.body size 17.0\nduration.quick 0.2\n", "\(ran.stdout)\(ran.stderr)")
    }

    @Test func packageJSONFollowsNPMsDocumentedFields() throws {
        let build = try Self.build()
        let script = EmitFixtures.scripts.appendingPathComponent("npm_package.schema.json").path
        let report = Tools.python("package_manifests.py", ["npm", script, build.folder.appendingPathComponent("npm").path]) as? [String: [String]]
        #expect(report?["errors"] == [], "\(report ?? [:])")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: build.folder.appendingPathComponent("npm/package.json"))) as? [String: Any]
        #expect(manifest?["name"] as? String == "photo-journal-tokens")
        #expect(manifest?["sideEffects"] as? [String] == ["./css/tokens.css", "./scss/_tokens.scss", "./tailwind/theme.css"])
    }

    /// The package in a `node_modules` as npm installs a `file:` dependency (a link): Node.js
    /// imports the tokens and resolves the stylesheet paths and the `style` condition; `tsc`
    /// types an import of it through the `types` condition; Dart Sass loads it with `pkg:`.
    @Test func nodeTypeScriptAndSassLoadThePackageByName() throws {
        let build = try Self.build()
        let work = try Self.scratch("npm-package")
        defer { try? FileManager.default.removeItem(at: work) }
        let modules = work.appendingPathComponent("node_modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: modules.appendingPathComponent("photo-journal-tokens"), withDestinationURL: build.folder.appendingPathComponent("npm"))
        let package = build.folder.appendingPathComponent("npm").resolvingSymlinksInPath().path

        try """
            import { light, dark, modes } from "photo-journal-tokens";
            console.log(JSON.stringify({
              spacing: light.spacing.md, text: dark.color.textPrimary, modes: Object.keys(modes),
              css: import.meta.resolve("photo-journal-tokens/css/tokens.css"),
            }));

            """.write(to: work.appendingPathComponent("consumer.mjs"), atomically: true, encoding: .utf8)
        if let node = WebOutputTests.tool("node", ["consumer.mjs"], directory: work) {
            #expect(node.status == 0, "\(node.stderr)")
            let printed = try? JSONSerialization.jsonObject(with: Data(node.stdout.utf8)) as? [String: Any]
            #expect(printed?["spacing"] as? String == "16px" && printed?["text"] as? String == "#f5f6fa", "\(node.stdout)")
            #expect(printed?["modes"] as? [String] == ["light", "dark"])
            #expect(printed?["css"] as? String == "file://\(package)/css/tokens.css", "\(node.stdout)")
        }
        let style = ["--conditions=style", "--input-type=module", "-e", "console.log(import.meta.resolve(\"photo-journal-tokens\"))"]
        if let node = WebOutputTests.tool("node", style, directory: work) {
            #expect(node.stdout == "file://\(package)/css/tokens.css\n", "the style condition: \(node.stdout)\(node.stderr)")
        }

        try """
            import { light, modes, type ModeName } from "photo-journal-tokens";
            const mode: ModeName = "dark";
            const padding: string = modes[mode].spacing.md;
            export const gap: "8px" = light.spacing.sm;
            console.log(padding, gap);

            """.write(to: work.appendingPathComponent("consumer.mts"), atomically: true, encoding: .utf8)
        let tsc = ["--noEmit", "--strict", "--module", "node16", "--moduleResolution", "node16", "consumer.mts"]
        if let output = WebOutputTests.tool("tsc", tsc, directory: work) {
            #expect(output.status == 0, "tsc:\n\(output.stdout.prefix(3000))")
        }

        try "@use \"pkg:photo-journal-tokens\" as tokens;\n.card { padding: tokens.$spacing-md; }\n".write(to: work.appendingPathComponent("app.scss"), atomically: true, encoding: .utf8)
        let sass = [EmitFixtures.scripts.appendingPathComponent("dart_sass.py").path, "--pkg-importer=node", "app.scss"]
        if let output = WebOutputTests.tool("python3", sass, directory: work) {
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains("padding: 16px"), "\(output.stdout)")
        }
    }

    @Test func pubspecFollowsDartsRules() throws {
        let build = try Self.build()
        let report = Tools.python("package_manifests.py", ["pubspec", build.folder.appendingPathComponent("dart").path]) as? [String: [String]]
        #expect(report?["errors"] == [], "\(report ?? [:])")
        let pubspec = try Self.text(build, "dart/pubspec.yaml")
        #expect(pubspec.hasPrefix("# \(Emitters.headerLine)\nname: photo_journal_tokens\n"))
    }

    /// build.gradle.kts is Kotlin tree-sitter parses without an error; its namespace is the
    /// package the Kotlin files declare, and they sit in that package's folders.
    @Test func gradleBuildFileParsesAndNamesTheKotlinPackage() throws {
        let build = try Self.build()
        let module = build.folder.appendingPathComponent("android")
        let buildFile = module.appendingPathComponent("build.gradle.kts")
        let report = Tools.python("tree_sitter_parse.py", ["kotlin", buildFile.path]) as? [String: [String: Any]]
        let parsed = report?[buildFile.path]
        #expect((parsed?["errors"] as? [Any])?.isEmpty == true, "\(parsed ?? [:])")
        #expect(((parsed?["kinds"] as? [String: Int])?["call_expression"] ?? 0) >= 10, "the parse saw no calls: \(parsed ?? [:])")

        let text = try String(contentsOf: buildFile, encoding: .utf8)
        let namespace = text.firstMatch(of: /namespace = "([^"]+)"/).map { String($0.1) }
        #expect(namespace == "com.photojournal.tokens")
        for plugin in ["com.android.library", "org.jetbrains.kotlin.plugin.compose"] { #expect(text.contains("id(\"\(plugin)\")")) }
        #expect(!text.contains("org.jetbrains.kotlin.android"), "AGP 9 compiles Kotlin itself")
        let kotlin = EmitFixtures.files(in: module).filter { $0.hasSuffix(".kt") }
        #expect(kotlin.count == 2, "\(kotlin)")
        for file in kotlin {
            let source = try String(contentsOf: module.appendingPathComponent(file), encoding: .utf8)
            let declared = source.firstMatch(of: /\npackage ([A-Za-z0-9_.]+)\n/).map { String($0.1) }
            #expect(declared == namespace, "\(file)")
            #expect(file.hasPrefix("src/main/kotlin/" + (namespace ?? "").replacingOccurrences(of: ".", with: "/") + "/"), "\(file)")
        }
        #expect(EmitFixtures.files(in: module).filter { $0.hasSuffix(".xml") }.allSatisfy { $0.hasPrefix("src/main/res/values") })
    }
}
