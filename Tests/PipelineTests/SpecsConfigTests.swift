import Diagnostics
import Foundation
import Testing
@testable import ProjectConfig

/// `specs:` as a mapping: files, `minCoverage` (a fraction or a percentage) and `vocabulary`.
@Suite struct SpecsConfigTests {
    func parse(_ text: String) -> (KilnConfig, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let config = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: text), diagnostics: &diagnostics)
        return (config, diagnostics)
    }

    @Test func aListIsStillTheGlobs() {
        let (config, diagnostics) = parse("specs: [docs/specs/*.md]\n")
        #expect(diagnostics.isEmpty)
        #expect(config.specs == ["docs/specs/*.md"])
        #expect(config.specSettings.minCoverage == nil)
    }

    @Test func aMappingGivesFilesFloorAndVocabulary() {
        let (config, diagnostics) = parse("specs:\n  files: [design/*.md]\n  minCoverage: 95%\n  vocabulary:\n    touchTarget: [press zone, finger area]\n    background: plate\n")
        #expect(diagnostics.isEmpty)
        #expect(config.specs == ["design/*.md"])
        #expect(config.specSettings.minCoverage == 0.95)
        #expect(config.specSettings.minCoverageRange?.start.line == 3)
        #expect(config.specSettings.vocabulary == ["touchTarget": ["press zone", "finger area"], "background": ["plate"]])
        #expect(parse("specs:\n  minCoverage: 0.9\n").0.specSettings.minCoverage == 0.9)
    }

    @Test func wrongFloorsAndUnknownKindsAreLocated() {
        let (_, diagnostics) = parse("specs:\n  minCoverage: 140%\n  vocabulary:\n    hitArea: [zone]\n  colour: x\n")
        #expect(diagnostics.map(\.id) == [.configInvalid, .configInvalid, .configUnknownKey])
        #expect(diagnostics.map(\.range.start.line) == [2, 4, 5])
        #expect(diagnostics[1].message.contains("\"hitArea\", which is not a kind of fact"))
        let (_, typo) = parse("specs:\n  vocabulary:\n    touchTargt: [zone]\n")
        #expect(typo.first?.hint == "did you mean `touchTarget`?")
    }
}
