import DesignModel
import Foundation
import Testing
@testable import BuildPipeline
@testable import Emitters
import ProjectConfig

/// Packages go through the output store like every output: the same bytes whatever the folder,
/// nothing rewritten when nothing changed, and turning a package off brings the plain files back
/// and removes only the package files Kiln wrote. And the manifests follow the settings.
@Suite struct PackageWriteTests {
    static func project(_ change: (inout KilnConfig) -> Void = { _ in }) -> Project {
        var project = EmitFixtures.project(PackageOutputTests.fixture)
        change(&project.config)
        return project
    }

    /// Builds `project`'s outputs into `folder` (made when missing) and returns the run.
    @discardableResult
    static func build(_ project: Project, into folder: URL, outputs: [String] = EmitFixtures.outputs) -> Pipeline.Run {
        var project = project
        project.config.output = folder.path
        project.config.allowOutputOutsideProject = true
        let pipeline = Pipeline(project: project)
        var result = pipeline.load()
        pipeline.emit(&result, outputs: outputs)
        return result
    }

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiln-package-write-\(UUID().uuidString)")
    }

    @Test func theSameBytesEveryTimeAndNothingRewritten() throws {
        let (first, second) = (Self.folder(), Self.folder())
        defer { for folder in [first, second] { try? FileManager.default.removeItem(at: folder) } }
        let run = Self.build(Self.project(), into: first)
        #expect(!run.diagnostics.contains { $0.severity == .error }, "\(run.diagnostics.map(\.message))")
        Self.build(Self.project(), into: second)
        let files = EmitFixtures.files(in: first).filter { $0 != ".kiln-manifest" }
        #expect(["swift/Package.swift", "android/build.gradle.kts", "dart/pubspec.yaml", "npm/package.json"].allSatisfy(files.contains), "\(files)")
        #expect(files == EmitFixtures.files(in: second).filter { $0 != ".kiln-manifest" })
        for file in files {
            #expect(FileManager.default.contents(atPath: first.appendingPathComponent(file).path) == FileManager.default.contents(atPath: second.appendingPathComponent(file).path), "\(file)")
        }
        let again = Self.build(Self.project(), into: first)
        #expect(again.writtenFiles.isEmpty, "rewritten: \(again.writtenFiles)")
    }

    @Test func turningPackagesOffBringsThePlainFilesBackAndKeepsYours() throws {
        let output = Self.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        Self.build(Self.project(), into: output)
        let mine = output.appendingPathComponent("swift/Sources/DesignTokens/Extras.swift")
        try "// My own file\n".write(to: mine, atomically: true, encoding: .utf8)
        Self.build(Self.project { $0.packages.enabled = [] }, into: output)
        let files = EmitFixtures.files(in: output)
        for plain in ["swift/DesignTokens.swift", "android/DesignTokens.kt", "android/res/values/colors.xml", "dart/design_tokens.dart", "css/tokens.css", "typescript/tokens.mjs"] {
            #expect(files.contains(plain), "missing \(plain)")
        }
        for packaged in ["swift/Package.swift", "android/build.gradle.kts", "dart/pubspec.yaml", "npm/package.json", "npm/css/tokens.css", "swift/Sources/DesignTokens/DesignTokens.swift"] {
            #expect(!files.contains(packaged), "left behind: \(packaged)")
        }
        #expect(FileManager.default.fileExists(atPath: mine.path), "a file Kiln did not write was deleted")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("npm").path), "the emptied package folder stays")
    }

    /// Without `name:`, packages are named after the project folder (the fixture's `input`).
    @Test func theProjectFolderNamesPackagesWhenKilnYamlDoesNot() throws {
        let output = Self.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        Self.build(Self.project { $0.name = nil }, into: output)
        let manifest = try String(contentsOf: output.appendingPathComponent("swift/Package.swift"), encoding: .utf8)
        #expect(manifest.contains("name: \"InputTokens\""), "\(manifest)")
        let pubspec = try String(contentsOf: output.appendingPathComponent("dart/pubspec.yaml"), encoding: .utf8)
        #expect(pubspec.contains("\nname: input_tokens\n"))
    }

    /// The npm package of the CSS alone: its root export is the stylesheet, and it still
    /// follows npm's fields; settings rename the package and move its folder.
    @Test func anNPMPackageOfTheCSSAlone() throws {
        let output = Self.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let project = Self.project {
            $0.outputs = ["css"]
            $0.packages.npm.name = "@photojournal/tokens"
            $0.packages.npm.version = "2.1.0"
            $0.packages.npm.folder = "web/tokens"
        }
        Self.build(project, into: output, outputs: ["css"])
        let package = output.appendingPathComponent("web/tokens")
        let schema = EmitFixtures.scripts.appendingPathComponent("npm_package.schema.json").path
        let report = Tools.python("package_manifests.py", ["npm", schema, package.path]) as? [String: [String]]
        #expect(report?["errors"] == [], "\(report ?? [:])")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: package.appendingPathComponent("package.json"))) as? [String: Any]
        #expect(manifest?["name"] as? String == "@photojournal/tokens" && manifest?["version"] as? String == "2.1.0")
        let root = (manifest?["exports"] as? [String: Any])?["."] as? [String: String]
        #expect(root == ["style": "./css/tokens.css", "default": "./css/tokens.css"], "\(root ?? [:])")
        #expect(manifest?["main"] == nil && manifest?["types"] == nil)
        #expect(manifest?["files"] as? [String] == ["css"])
    }

    /// An app on AGP 8 needs the Kotlin Android plugin and a JVM target for it; the Material 3
    /// bridge turned off drops its library; a Swift output without an asset catalog declares no
    /// resource.
    @Test func manifestsFollowTheOutputsSettings() throws {
        let output = Self.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let project = Self.project {
            $0.packages.android.androidGradlePlugin = 8
            $0.packages.android.namespace = "com.photojournal.tokens.ui"
            $0.emitters.android.material3 = false
            $0.emitters.swift.assetCatalog = false
            $0.packages.swift.product = "JournalTokens"
        }
        Self.build(project, into: output)
        let gradle = try String(contentsOf: output.appendingPathComponent("android/build.gradle.kts"), encoding: .utf8)
        #expect(gradle.contains("    id(\"org.jetbrains.kotlin.android\")\n") && gradle.contains("JvmTarget.JVM_17"))
        #expect(gradle.contains("namespace = \"com.photojournal.tokens.ui\"") && !gradle.contains("material3"))
        let report = Tools.python("tree_sitter_parse.py", ["kotlin", output.appendingPathComponent("android/build.gradle.kts").path]) as? [String: [String: Any]]
        #expect((report?.values.first?["errors"] as? [Any])?.isEmpty == true, "\(report ?? [:])")
        let manifest = try String(contentsOf: output.appendingPathComponent("swift/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".target(name: \"JournalTokens\")\n") && !manifest.contains("resources"), "\(manifest)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("swift/Sources/JournalTokens/DesignTokens.swift").path))
    }

    /// A name with quotes, a comment's end and a line break stays inside the manifests'
    /// strings and comments: each still parses.
    @Test func anAwkwardProjectNameCannotBreakAManifest() throws {
        let output = Self.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        Self.build(Self.project { $0.name = "Ac\"me */ \\ Tokens\n# next line: x" }, into: output)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("npm/package.json"))) as? [String: Any]
        #expect(manifest?["name"] as? String == "ac-me-tokens-next-line-x-tokens", "\(manifest ?? [:])")
        #expect((manifest?["description"] as? String)?.contains("Ac\"me */ \\ Tokens # next line: x") == true)
        let pubspec = Tools.python("package_manifests.py", ["pubspec", output.appendingPathComponent("dart").path]) as? [String: [String]]
        #expect(pubspec?["errors"] == [], "\(pubspec ?? [:])")
        let gradle = output.appendingPathComponent("android/build.gradle.kts").path
        let parsed = Tools.python("tree_sitter_parse.py", ["kotlin", gradle]) as? [String: [String: Any]]
        #expect((parsed?[gradle]?["errors"] as? [Any])?.isEmpty == true, "\(parsed ?? [:])")
        if let parse = Tools.swiftc(["-parse", output.appendingPathComponent("swift/Package.swift").path]) {
            #expect(parse.status == 0, "\(parse.stderr)")
        }
        let swift = try String(contentsOf: output.appendingPathComponent("swift/Package.swift"), encoding: .utf8)
        #expect(swift.contains("name: \"AcMeTokensNextLineXTokens\""), "\(swift)")
    }

    /// With a TypeScript template only `tokens.ts` is written: the package points at it. A
    /// Display P3 color in the Dart file asks for the Flutter that draws it.
    @Test func manifestsFollowWhatTheOutputsWrite() throws {
        var emitters = EmitterOptions()
        emitters.typescript.template = "templates/tokens.mustache"
        let context = PackageContext(projectName: "Photo Journal", outputs: ["typescript"], emitters: emitters)
        let files = NPMPackageLayout.PackageFiles(context)
        #expect(files.module == "typescript/tokens.ts" && files.types == "typescript/tokens.ts")
        let json = NPMPackageLayout.packageJSON(NPMPackageOptions(), files: files, project: "Photo Journal")
        #expect(!json.contains(".mjs") && json.contains("\"import\": \"./typescript/tokens.ts\""), "\(json)")

        let dart = DartPackageLayout.layout(DartPackageOptions(), PackageContext(projectName: "Photo Journal", outputs: ["dart"], emitters: EmitterOptions()))
        let wide = dart.manifest([OutputFile(path: "lib/design_tokens.dart", text: "Color.from(alpha: 1.0, red: 1.0, green: 0.0, blue: 0.0, colorSpace: ColorSpace.displayP3)")])
        let plain = dart.manifest([OutputFile(path: "lib/design_tokens.dart", text: "Color(0xFFFF0000)")])
        #expect(wide.first.map { String(decoding: $0.contents, as: UTF8.self) }?.contains("flutter: \">=3.27.0\"") == true)
        #expect(plain.first.map { String(decoding: $0.contents, as: UTF8.self) }?.contains("flutter: \">=3.10.0\"") == true)
    }

    /// An output goes into a package when its package is on and `outputs:` builds it.
    @Test func packagingIsOnlyForTheOutputsKilnYamlBuilds() {
        var options = PackageOptions()
        options.enabled = ["swift", "npm"]
        let packaging = Packaging(options: options, projectName: "Photo Journal", outputs: ["swift", "css"], emitters: EmitterOptions())
        #expect(packaging.isPackaged("swift") && packaging.isPackaged("css"))
        #expect(!packaging.isPackaged("typescript") && !packaging.isPackaged("dart"))
    }
}
