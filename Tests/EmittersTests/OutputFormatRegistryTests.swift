import DesignModel
import Diagnostics
import Foundation
import Testing
@testable import Emitters
@testable import BuildPipeline
@testable import ProjectConfig

/// An output format is a registered unit: a throwaway format, defined here in its own few lines
/// and added to the list, is read from kiln.yaml, built by the pipeline, accepted by
/// `outputs:`/`--outputs`, and appears in the schema and the docs — without a line changed
/// anywhere else.
@Suite struct OutputFormatRegistryTests {
    /// `notes`: every token as a `name: value` line, with two settings of its own.
    struct NotesOptions: OutputOptions {
        enum Case: String, Sendable, CaseIterable { case asWritten, upper }
        var folder = "notes"
        var fileName = "tokens.txt"
        var template: String?
        var bullet = "-"
        var nameCase: Case = .asWritten
        var numbered = false
        init() {}
    }

    struct NotesEmitter: ViewModelEmitter {
        var options: NotesOptions
        var template: TemplateSource?
        var identifier: String { "notes" }

        init(options: NotesOptions, template: TemplateSource?) {
            self.options = options
            self.template = template
        }

        func conventions(for system: DesignSystem) -> SCSSConventions { SCSSConventions(system: system) }

        func printFiles(_ model: ViewModel, conventions: SCSSConventions, cache: EmitCache?) -> PrintedFiles {
            var text = ""
            for (index, entry) in model.allEntries.enumerated() {
                let name = options.nameCase == .upper ? entry.identifier.uppercased() : entry.identifier
                let marker = options.numbered ? "\(index + 1)." : options.bullet
                text += "\(marker) \(name): \(entry.defaultValue?.text ?? "")\n"
            }
            return PrintedFiles(files: [OutputFile(path: templatePath, text: text)])
        }
    }

    static let notes = OutputFormat(
        "notes", options: NotesOptions.self,
        settings: [
            .text("bullet", .cssName(allowEmpty: false), \NotesOptions.bullet, "The mark before each line."),
            .choice("nameCase", \NotesOptions.nameCase, "How names are cased."),
            .flag("numbered", \NotesOptions.numbered, "Number the lines instead."),
        ],
        cost: 1, files: "`notes/tokens.txt`", summary: "every token as a line", emitter: NotesEmitter.init)

    static let formats = OutputFormats.builtIn + [notes]

    static func project(_ config: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try "spacing:\n  $type: dimension\n  sm: { $value: 8px }\n  md: { $value: 16px }\n"
            .write(to: root.appendingPathComponent("tokens/tokens.yaml"), atomically: true, encoding: .utf8)
        try config.write(to: root.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func aThrowawayFormatIsReadBuiltAndWritten() throws {
        let root = try Self.project("outputs: [notes]\nnotes:\n  bullet: o\n  nameCase: upper\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = Project.open(at: root, formats: Self.formats)
        #expect(project.configDiagnostics.isEmpty, "\(project.configDiagnostics)")
        let pipeline = Pipeline(project: project)
        var result = pipeline.load()
        pipeline.emit(&result, outputs: nil)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let written = try String(contentsOf: root.appendingPathComponent("output/notes/tokens.txt"), encoding: .utf8)
        #expect(written == "o SPACING-MD: 16px\no SPACING-SM: 8px\n")
        // `--outputs notes` too; the built-in registry does not know it.
        var again = pipeline.load()
        pipeline.emit(&again, outputs: ["notes", "css"])
        #expect(!again.diagnostics.contains { $0.severity == .error }, "\(again.diagnostics)")
        let builtIn = Pipeline(project: Project.open(at: root))
        #expect(builtIn.project.configDiagnostics.contains { $0.id == .configUnknownOutput })
        var unknown = builtIn.load()
        builtIn.emit(&unknown, outputs: ["notes"])
        #expect(unknown.diagnostics.contains { $0.id == .configUnknownOutput })
    }

    @Test func itsSectionIsCheckedLikeEveryOther() throws {
        let text = "notes:\n  bullet: \"a b\"\n  nameCase: shouting\n  numbered: maybe\n  colour: red\n"
        var diagnostics: [Diagnostic] = []
        let config = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: text), formats: Self.formats, diagnostics: &diagnostics)
        let messages = diagnostics.map { "\($0.range.start.line): \($0.id) \($0.message)" }
        #expect(
            messages == [
                "2: config/invalid `notes.bullet` must be a name of letters, digits, - and _, not starting with a digit, found \"a b\"",
                "3: config/invalid `notes.nameCase` must be one of asWritten, upper, found \"shouting\"",
                "4: config/invalid `notes.numbered` must be true or false, found \"maybe\"",
                "5: config/unknown-key unknown setting \"colour\" in `notes`; known settings: folder, fileName, template, bullet, nameCase, numbered",
            ], "\(messages)")
        #expect(config.emitters[NotesOptions.self] == NotesOptions())
        #expect(config.outputs.contains("notes"))
    }

    @Test func itAppearsInTheSchemaAndTheDocs() throws {
        let schema = EditorSchemas.config(Self.formats)
        let properties = schema["properties"] as? [String: Any]
        let section = (properties?["notes"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(Set(section?.keys.map { $0 } ?? []) == ["folder", "fileName", "template", "bullet", "nameCase", "numbered"])
        #expect(((section?["nameCase"] as? [String: Any])?["enum"] as? [String]) == ["asWritten", "upper"])
        let outputs = (properties?["outputs"] as? [String: Any]).map { "\($0)" } ?? ""
        #expect(outputs.contains("notes"))
        #expect(Self.formats.settingsReference.contains("notes:\n  folder: notes"))
        #expect(Self.formats.settingsReference.contains("  numbered: false"))
        #expect(Self.formats.outputsTable.contains("| `notes` | `notes/tokens.txt` | every token as a line |"))
        // Not in the built-in schema.
        #expect((EditorSchemas.config["properties"] as? [String: Any])?["notes"] == nil)
    }

    /// The registry's own promises: one name each, each emitter answering to its format's name,
    /// defaults equal to a fresh options value and read back unchanged through every setting.
    @Test func builtInFormatsAreConsistent() {
        #expect(Set(OutputFormats.builtIn.names).count == OutputFormats.builtIn.count)
        #expect(Set(OutputFormats.builtIn.map(\.cost)).count == OutputFormats.builtIn.count, "costs decide the order: one each")
        for format in OutputFormats.builtIn {
            #expect(format.emitter(options: EmitterOptions()).identifier == format.name)
            var options: any SettingsSection = format.defaults
            for setting in format.settings {
                if let value = setting.read(options) { setting.write(&options, value) }
            }
            #expect(options.isEqual(to: format.defaults), "\(format.name)")
        }
        var options = EmitterOptions()
        options.css.prefix = "acme"
        #expect(options != EmitterOptions())
        options.css.prefix = ""
        #expect(options == EmitterOptions(), "a section set to its defaults equals none")
    }

    /// docs/outputs.md holds the tables and the settings written from the output formats' and
    /// the packages' descriptors.
    @Test func docsAreWrittenFromTheDescriptors() throws {
        let url = EmitFixtures.repository.appendingPathComponent("docs/outputs.md")
        var page = try String(contentsOf: url, encoding: .utf8)
        let parts: [(begin: String, end: String, text: String)] = [
            ("<!-- outputs table: written from the output formats (Sources/Emitters/*/…Format.swift) -->\n", "<!-- end of outputs table -->",
             OutputFormats.builtIn.outputsTable),
            ("<!-- output settings: written from the output formats (Sources/Emitters/*/…Format.swift) -->\n```yaml\n", "```\n<!-- end of output settings -->",
             OutputFormats.builtIn.settingsReference),
            ("<!-- packages table: written from the packages (Sources/Emitters/Packages/*.swift) -->\n", "<!-- end of packages table -->",
             PackageFormats.builtIn.packagesTable),
            ("<!-- package settings: written from the packages (Sources/Emitters/Packages/*.swift) -->\n```yaml\n", "```\n<!-- end of package settings -->",
             PackageFormats.builtIn.settingsReference),
        ]
        for part in parts {
            guard let begin = page.range(of: part.begin), let end = page.range(of: part.end, range: begin.upperBound..<page.endIndex) else {
                Issue.record("docs/outputs.md lacks \(part.begin)")
                continue
            }
            if EmitFixtures.updating {
                page.replaceSubrange(begin.upperBound..<end.lowerBound, with: part.text)
            } else {
                #expect(String(page[begin.upperBound..<end.lowerBound]) == part.text, "docs/outputs.md is stale: run UPDATE_GOLDENS=1 swift test --filter OutputFormatRegistryTests")
            }
        }
        if EmitFixtures.updating { try page.write(to: url, atomically: true, encoding: .utf8) }
    }
}
