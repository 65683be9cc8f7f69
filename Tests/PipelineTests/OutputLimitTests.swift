import Diagnostics
import Foundation
import Testing
import BuildPipeline

/// `limits.outputMegabytes` caps what one build generates: over it, the build stops with a
/// located error before a single file is written (docs/limits.md).
@Suite struct OutputLimitTests {
    static func project(limits: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-output-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try "# outputs of a small palette\noutputs: [css, json, site]\n\(limits)".write(
            to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        // 1,500 colors: a site of a few MiB.
        var tokens = "{\"shade\": {\"$type\": \"color\",\n"
        tokens += (0..<1_500).map { index in
            let value = String(format: "#%06x", (index &* 40_503) & 0xFF_FFFF)
            return "\"s\(index)\": {\"$value\": \"\(value)\", \"$description\": \"shade number \(index)\"}"
        }.joined(separator: ",\n")
        tokens += "}}\n"
        try tokens.write(to: folder.appendingPathComponent("tokens/shades.tokens.json"), atomically: true, encoding: .utf8)
        return folder
    }

    static func build(_ folder: URL) -> Pipeline.Run {
        let pipeline = Pipeline(project: Project.open(at: folder))
        var result = pipeline.check(pipeline.load())
        pipeline.emit(&result, outputs: nil)
        return result
    }

    @Test func buildOverTheLimitStopsAtTheSettingAndWritesNothing() throws {
        let folder = try Self.project(limits: "limits:\n  outputMegabytes: 1\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder)
        let error = try #require(result.diagnostics.first { $0.id == .limitOutputSize }, "\(result.diagnostics)")
        #expect(error.severity == .error)
        #expect(error.range.file == "kiln.yaml")
        #expect(error.range.start.line == 4 && error.range.start.column == 20, "at the number: \(error.range)")
        #expect(error.message.hasPrefix("the outputs add up to "))
        #expect(error.message.contains("more than `limits.outputMegabytes` of 1 MiB; nothing was written"))
        #expect(error.message.contains("(site "), "names the largest output first: \(error.message)")
        #expect(error.hint?.contains("outputMegabytes") == true)
        #expect(ExitStatus.from(result.diagnostics) == .unusable)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("output").path), "nothing was written")
    }

    @Test func buildUnderTheLimitWrites() throws {
        let folder = try Self.project(limits: "limits: { outputMegabytes: 64 }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("output/site/colors.html").path))
    }

    @Test func outputLimitMustBeAWholeNumber() throws {
        let folder = try Self.project(limits: "limits: { outputMegabytes: lots }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = Project.open(at: folder)
        let error = try #require(project.configDiagnostics.first { $0.id == .configInvalid })
        #expect(error.message == "`limits.outputMegabytes` must be a whole number of at least 1, found \"lots\"")
        #expect(error.range.start.line == 3)
    }
}
