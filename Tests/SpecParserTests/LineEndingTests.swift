import DesignModel
import Diagnostics
import Foundation
import SpecParser
import Testing
import BuildPipeline
import Inspection

/// The same spec saved with Windows (`\r\n`) or classic Mac (`\r`) line endings is the same
/// spec: same model, same findings at the same lines and columns. (Swift reads `\r\n` as one
/// character: split at `"\n"`, a CRLF file was one line, its front matter "not closed" and its
/// background lost, so its contrast went unchecked.)
@Suite struct LineEndingTests {
    static func dumpAndDiagnostics(_ text: String, file: String) -> String {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(modes: ["light", "dark"])).parse(text: text, file: file)
        let dump = result.specs.documents.map(SpecDump.render).joined() + SpecDump.renderFacts(result.specs.facts, file: file)
        return dump + SpecTest.diagnostics(result).joined(separator: "\n")
    }

    static func withBreaks(_ text: String, _ lineBreak: String) -> String {
        text.replacingOccurrences(of: "\n", with: lineBreak)
    }

    @Test(arguments: ["specs/001-settings.md", "specs/002-onboarding.md"])
    func crlfAndCRReadAsLineFeeds(file: String) throws {
        let text = try String(contentsOf: SpecTest.repository.appendingPathComponent(file), encoding: .utf8)
        #expect(!text.contains("\r"))
        let expected = Self.dumpAndDiagnostics(text, file: file)
        // The document has front matter and a background: what a lost front matter drops.
        #expect(expected.contains("background"))
        #expect(!expected.contains("spec/front-matter"))
        for lineBreak in ["\r\n", "\r"] {
            #expect(Self.dumpAndDiagnostics(Self.withBreaks(text, lineBreak), file: file) == expected, "line break \(lineBreak.debugDescription)")
        }
        // Mixed within one file, as an editor that keeps each pasted line's ending leaves it.
        // (A lone `\r` before an empty line would make `\r\n` with the next break: one break.)
        var mixed = ""
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if number > 0 { mixed += line.isEmpty ? ["\n", "\r\n"][number % 2] : ["\n", "\r\n", "\r"][number % 3] }
            mixed += line
        }
        #expect(Self.dumpAndDiagnostics(mixed, file: file) == expected)
    }

    @Test func aCRLFProjectChecksLikeItsLFTwin() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-crlf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var outcomes: [String] = []
        for lineBreak in ["\n", "\r\n"] {
            let project = folder.appendingPathComponent(lineBreak == "\n" ? "lf" : "crlf")
            try FileManager.default.createDirectory(at: project.appendingPathComponent("specs"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: SpecTest.repository.appendingPathComponent("tokens"), to: project.appendingPathComponent("tokens"))
            let text = try String(contentsOf: SpecTest.repository.appendingPathComponent("specs/001-settings.md"), encoding: .utf8)
            try Self.withBreaks(text, lineBreak).write(to: project.appendingPathComponent("specs/001-settings.md"), atomically: true, encoding: .utf8)
            let pipeline = Pipeline(project: Project.open(at: project))
            let result = pipeline.check(pipeline.load())
            var collector = DiagnosticCollector()
            collector.add(contentsOf: result.diagnostics)
            // The offending line each diagnostic shows carries no `\r`.
            outcomes.append(TextReporter().render(collector.sorted, sources: result.sources))
        }
        #expect(outcomes[0].contains("contrast"))
        #expect(!outcomes[1].contains("\r"))
        #expect(outcomes[0] == outcomes[1])
    }
}
