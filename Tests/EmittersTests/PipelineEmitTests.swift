@testable import Emitters
import DesignModel
import Diagnostics
import Foundation
import Testing
@testable import BuildPipeline

/// `kiln build`'s emit stage: which outputs run, what blocks them, where they may go, and that
/// a second build rewrites nothing.
@Suite struct PipelineEmitTests {
    /// A scratch project with one token file (and an optional kiln.yaml).
    static func project(tokens: String = "color:\n  $type: color\n  ink: { $value: \"#111111\" }\nspacing:\n  md: { $type: dimension, $value: 16pt }\n", config: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try tokens.write(to: folder.appendingPathComponent("tokens/tokens.yaml"), atomically: true, encoding: .utf8)
        if let config { try config.write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8) }
        return folder
    }

    static func build(_ folder: URL, outputs: [String]? = ["swift", "dart", "css", "json"]) -> Pipeline.Run {
        let pipeline = Pipeline(project: Project.open(at: folder))
        var result = pipeline.load()
        pipeline.emit(&result, outputs: outputs)
        return result
    }

    static func modificationDates(_ folder: URL) -> [String: Date] {
        var dates: [String: Date] = [:]
        for file in EmitFixtures.files(in: folder) {
            dates[file] = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(file).path))?[.modificationDate] as? Date
        }
        return dates
    }

    @Test func secondBuildRewritesNothing() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = Self.build(folder)
        #expect(first.diagnostics.isEmpty)
        let output = folder.appendingPathComponent("output")
        let before = Self.modificationDates(output)
        #expect(before.keys.contains("swift/DesignTokens.swift") && before.keys.contains("swift/Colors.xcassets/tokenInk.colorset/Contents.json"))
        Thread.sleep(forTimeInterval: 0.02)
        _ = Self.build(folder)
        #expect(Self.modificationDates(output) == before)
        #expect(!EmitFixtures.files(in: output).contains { $0.contains(".kiln-tmp") })
    }

    @Test func removedTokensLoseTheirFilesAndNothingElse() throws {
        let folder = try Self.project(tokens: "color:\n  $type: color\n  ink: { $value: \"#111111\" }\n  paper: { $value: \"#FFFFFF\" }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Self.build(folder)
        let output = folder.appendingPathComponent("output")
        let mine = output.appendingPathComponent("swift/Handwritten.swift")
        try "// mine".write(to: mine, atomically: true, encoding: .utf8)
        try "color:\n  $type: color\n  ink: { $value: \"#111111\" }\n".write(to: folder.appendingPathComponent("tokens/tokens.yaml"), atomically: true, encoding: .utf8)
        _ = Self.build(folder)
        let files = EmitFixtures.files(in: output)
        #expect(!files.contains { $0.contains("tokenPaper.colorset") })
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("swift/Colors.xcassets/tokenPaper.colorset").path), "the empty color set folder is removed")
        #expect(files.contains("swift/Handwritten.swift"), "a file Kiln did not write is never deleted")
        #expect(files.contains("swift/Colors.xcassets/tokenInk.colorset/Contents.json"))
    }

    @Test func namedOutputsOnlyAndOthersKept() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Self.build(folder)
        let output = folder.appendingPathComponent("output")
        let swiftBefore = Self.modificationDates(output).filter { $0.key.hasPrefix("swift/") }
        try "color:\n  $type: color\n  ink: { $value: \"#222222\" }\n".write(to: folder.appendingPathComponent("tokens/tokens.yaml"), atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.02)
        let result = Self.build(folder, outputs: ["css"])
        #expect(result.diagnostics.isEmpty)
        let after = Self.modificationDates(output)
        #expect(after.filter { $0.key.hasPrefix("swift/") } == swiftBefore, "--outputs css leaves the Swift files alone")
        let css = try String(contentsOf: output.appendingPathComponent("css/tokens.css"), encoding: .utf8)
        #expect(css.contains("--color-ink: #222222;"))
        #expect(!css.contains("--spacing-md"))
    }

    @Test func unknownOutputIsAUsageErrorListingTheValidOnes() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder, outputs: ["swift", "kotlin"])
        let error = try #require(result.diagnostics.first { $0.id == .configUnknownOutput })
        #expect(error.message.contains("\"kotlin\"") && error.message.contains("swift, dart, css, json, android, typescript, scss, tailwind, site"))
        #expect(ExitStatus.from(result.diagnostics) == .unusable)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("output").path))
    }

    @Test func unknownOutputInConfigIsLocated() throws {
        let folder = try Self.project(config: "outputs: [swift, kotlin]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = Project.open(at: folder)
        let error = try #require(project.configDiagnostics.first { $0.id == .configUnknownOutput })
        #expect(error.range.start.line == 1 && error.range.start.column == 18)
        #expect(project.config.outputs == ["swift"])
    }

    @Test func siteIsAcceptedAndSkipped() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder, outputs: ["json", "site"])
        #expect(!result.diagnostics.contains { $0.id == .configUnknownOutput })
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("output/json/design.tokens.json").path))
    }

    @Test func loadErrorsBlockEveryOutput() throws {
        let folder = try Self.project(tokens: "color:\n  $type: color\n  ink: { $value: \"{color.nope}\" }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder)
        #expect(result.diagnostics.contains { $0.id == .aliasMissing })
        #expect(result.diagnostics.contains { $0.id == .outputSkipped && $0.severity == .note })
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("output").path))
    }

    @Test func ruleFindingsDoNotBlockOutputs() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipeline = Pipeline(project: Project.open(at: folder))
        var result = pipeline.load()
        result.diagnostics.append(.error(.a11yContrastText, "low contrast", at: .none))
        result.diagnostics.append(.error(.tokensNaming, "a naming finding", at: .none))
        pipeline.emit(&result, outputs: ["json"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("output/json/design.tokens.json").path))
    }

    @Test func outputFolderOutsideTheProjectIsRefused() throws {
        let folder = try Self.project(config: "output: ../elsewhere\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder)
        #expect(result.diagnostics.contains { $0.id == .outputOutsideProject })
        #expect(ExitStatus.from(result.diagnostics) == .unusable)
        // Through a symlink, too.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("linked"), withDestinationURL: outside)
        try "output: linked/out\n".write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        #expect(Self.build(folder).diagnostics.contains { $0.id == .outputOutsideProject })
        try "output: linked/out\nallowOutputOutsideProject: true\n".write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        #expect(Self.build(folder).diagnostics.isEmpty)
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("out/json/design.tokens.json").path))
    }

    @Test func collisionBlocksOnlyItsOutput() throws {
        let folder = try Self.project(tokens: "color:\n  $type: color\n  text-primary: { $value: \"#111111\" }\n  text:\n    primary: { $value: \"#222222\" }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder)
        let collisions = result.diagnostics.filter { $0.id == .outputNameCollision }
        #expect(collisions.count == 3, "Swift, Dart and CSS: \(collisions.map(\.message))")
        #expect(ExitStatus.from(result.diagnostics) == .unusable)
        let files = EmitFixtures.files(in: folder.appendingPathComponent("output"))
        #expect(files.contains("json/design.tokens.json"))
        #expect(!files.contains { $0.hasPrefix("swift/") || $0.hasPrefix("css/") || $0.hasPrefix("dart/") })
    }

    @Test func assetCatalogNamesCollideToo() throws {
        let folder = try Self.project(tokens: "color:\n  $type: color\n  brand-accent: { $value: \"#111111\" }\nbrand:\n  accent: { $type: color, $value: \"#222222\" }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder, outputs: ["swift"])
        let collision = try #require(result.diagnostics.first { $0.id == .outputNameCollision })
        #expect(collision.message.contains("color set \"tokenBrandAccent\""))
        #expect(Set([collision.range.start.line, collision.notes.first?.range?.start.line ?? 0]) == [3, 5], "at both tokens")
    }

    @Test func brokenTemplateIsLocatedInTheTemplate() throws {
        let folder = try Self.project(config: "css:\n  template: broken.mustache\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "line one\n{{#tokens}}\n{{name}}\n".write(to: folder.appendingPathComponent("broken.mustache"), atomically: true, encoding: .utf8)
        let result = Self.build(folder)
        let error = try #require(result.diagnostics.first { $0.id == .outputTemplate })
        #expect(error.range.file == "broken.mustache")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("output/css").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("output/swift/DesignTokens.swift").path))
    }

    @Test func missingTemplateIsAnError() throws {
        let folder = try Self.project(config: "dart:\n  template: nowhere.mustache\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder)
        #expect(result.diagnostics.contains { $0.id == .outputTemplate && $0.message.contains("nowhere.mustache") })
    }

    @Test func outputSectionsAreParsedWithLocatedErrors() throws {
        let config = """
            swift:
              typeName: Tokens
              accessLevel: internal
              assetCatalog: false
              folder: ios/Generated
            dart:
              classPrefix: Acme
              fileName: tokens.dart
            css:
              outputReferences: true
              lengthUnit: em
              selector: "{bad}"
              mystery: 1
            json:
              perMode: maybe
            """
        let folder = try Self.project(config: config)
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = Project.open(at: folder)
        let options = project.config.emitters
        #expect(options.swift.typeName == "Tokens" && options.swift.accessLevel == .internal && !options.swift.assetCatalog)
        #expect(options.swift.folder == "ios/Generated")
        #expect(options.dart.classPrefix == "Acme" && options.dart.fileName == "tokens.dart")
        #expect(options.css.outputReferences && options.css.lengthUnit == .px && options.css.selector == ":root")
        let messages = project.configDiagnostics.map { "\($0.range.start.line):\($0.id): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("11:config/invalid") && $0.contains("one of px, rem") })
        #expect(messages.contains { $0.hasPrefix("12:config/invalid") && $0.contains("selector") })
        #expect(messages.contains { $0.hasPrefix("13:config/unknown-key") && $0.contains("outputReferences") })
        #expect(messages.contains { $0.hasPrefix("15:config/invalid") && $0.contains("true or false") })
        let result = Self.build(folder)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("output/ios/Generated/DesignTokens.swift").path) == false,
                "config errors block the outputs")
        _ = result
    }

    @Test func optionsShapeTheOutputs() throws {
        let config = """
            swift:
              typeName: Tokens
              accessLevel: internal
              folder: ios/Generated
            dart:
              classPrefix: Acme
            css:
              prefix: acme
              lengthUnit: rem
              themeAttribute: data-mode
              mediaQuery: false
            """
        let folder = try Self.project(config: config)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.build(folder).diagnostics.isEmpty)
        let output = folder.appendingPathComponent("output")
        let swift = try String(contentsOf: output.appendingPathComponent("ios/Generated/DesignTokens.swift"), encoding: .utf8)
        #expect(swift.contains("enum Tokens {") && !swift.contains("public "))
        let dart = try String(contentsOf: output.appendingPathComponent("dart/design_tokens.dart"), encoding: .utf8)
        #expect(dart.contains("class AcmeColors extends ThemeExtension<AcmeColors>") && dart.contains("abstract final class AcmeSpacing"))
        let css = try String(contentsOf: output.appendingPathComponent("css/tokens.css"), encoding: .utf8)
        #expect(css.contains("--acme-spacing-md: 1rem;") && css.contains("[data-mode=\"dark\"]") && !css.contains("@media"))
    }

    // MARK: Up-to-date check

    @Test func unchangedInputsSkipGenerationButEveryChangeIsSeen() throws {
        let folder = try Self.project(config: "modes: [light, dark]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("output")
        #expect(Self.build(folder).upToDateOutputs.isEmpty)
        #expect(Self.build(folder).upToDateOutputs == ["css", "dart", "json", "swift"])

        // A token file changes: every output is generated again and carries the new value.
        let tokens = folder.appendingPathComponent("tokens/tokens.yaml")
        try "color:\n  $type: color\n  ink: { $value: \"#222222\" }\nspacing:\n  md: { $type: dimension, $value: 16pt }\n"
            .write(to: tokens, atomically: true, encoding: .utf8)
        #expect(Self.build(folder).upToDateOutputs.isEmpty)
        let css = output.appendingPathComponent("css/tokens.css")
        #expect(try String(contentsOf: css, encoding: .utf8).contains("#222222"))
        #expect(Self.build(folder).upToDateOutputs.count == 4)

        // A generated file edited by hand: that output is restored, the others stay skipped.
        Thread.sleep(forTimeInterval: 0.02)
        try "/* edited */\n".write(to: css, atomically: false, encoding: .utf8)
        #expect(Self.build(folder).upToDateOutputs == ["dart", "json", "swift"])
        #expect(try String(contentsOf: css, encoding: .utf8).contains("#222222"))

        // A deleted file (a color set of the asset catalog) is written again.
        let colorSet = output.appendingPathComponent("swift/Colors.xcassets/tokenInk.colorset/Contents.json")
        try FileManager.default.removeItem(at: colorSet)
        #expect(Self.build(folder).upToDateOutputs == ["css", "dart", "json"])
        #expect(FileManager.default.fileExists(atPath: colorSet.path))

        // The config changes: everything again.
        try "modes: [light, dark]\ncss: { prefix: acme }\n".write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        #expect(Self.build(folder).upToDateOutputs.isEmpty)
        #expect(try String(contentsOf: css, encoding: .utf8).contains("--acme-"))
    }

    @Test func configBuiltInCodeIsNeverTakenAsUpToDate() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        var project = Project.open(at: folder)
        project.config.modes = ["light", "dark"]
        #expect(!project.configIsFromDisk)
        for _ in 0..<2 {
            let pipeline = Pipeline(project: project)
            var result = pipeline.load()
            pipeline.emit(&result, outputs: ["css"])
            #expect(result.tokenInputsDigest == nil && result.upToDateOutputs.isEmpty)
        }
    }

    @Test func theSiteAlwaysGetsFreshCSS() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Self.build(folder, outputs: ["css", "json"])
        let again = Self.build(folder, outputs: ["css", "json", "site"])
        #expect(again.upToDateOutputs == ["json"])
    }

    @Test func outputsWithDiagnosticsAreAlwaysRegenerated() throws {
        // Two tokens that become the same Swift name: the Swift output reports it on every build.
        let folder = try Self.project(tokens: "color:\n  $type: color\n  text-primary: { $value: \"#111111\" }\n  textPrimary: { $value: \"#222222\" }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Self.build(folder, outputs: ["swift", "json"])
        let again = Self.build(folder, outputs: ["swift", "json"])
        #expect(again.upToDateOutputs == ["json"])
        #expect(again.diagnostics.contains { $0.id == .outputNameCollision })
    }
}
