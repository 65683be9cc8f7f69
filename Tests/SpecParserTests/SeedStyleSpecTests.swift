import DesignModel
import Diagnostics
import Foundation
import SpecParser
import Testing
import Inspection

/// A spec written by someone else in the seeds' style (Tests/Fixtures/specs-golden/seed-style/)
/// reads the way the seeds do: same node structure, same resolution, same kinds of findings.
@Suite struct SeedStyleSpecTests {
    static let result: SpecParser.Result = {
        let url = SpecTest.goldens.appendingPathComponent("seed-style/timeline.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return SpecParser(system: SpecTest.bundledSystem, options: .init(modes: ["light", "dark"])).parse(text: text, file: "specs/timeline.md")
    }()

    @Test func structure() {
        let screen = Self.result.specs.documents[0].nodes[0]
        #expect(screen.name == "Timeline")
        #expect(screen.alias == "Grid View")
        #expect(screen.children.map(\.name) == ["Navigation Bar", "Photo Card", "Floating Action Button", "Empty Filter Message", "Card Appear Animation"])
        let card = screen.children[1]
        #expect(card.children.map(\.name) == ["Date Label", "Preview Text"])
        #expect(card.states.map(\.name) == ["default", "pressed", "loading"])
    }

    @Test func resolvesLikeTheSeeds() {
        let pairs = Self.result.specs.facts.textPairs.map { pair in
            "\(pair.component.path) \(pair.context.mode)\(pair.context.state == "default" ? "" : " " + pair.context.state): \(pair.foreground.color.hex) on \(pair.background.map(\.color.hex).joined(separator: " < "))"
        }
        #expect(pairs.contains("Timeline › Photo Card › Date Label light: #636E72 on #FFFFFF"))
        #expect(pairs.contains("Timeline › Photo Card › Date Label dark: #B2BEC3 on #2C3135"))
        #expect(pairs.contains("Timeline › Photo Card › Preview Text dark: #F5F6FA on #2C3135"))
        let fab = Self.result.specs.facts.nonTextPairs.filter { $0.component.path == "Timeline › Floating Action Button" }
        #expect(fab.map { "\($0.property) \($0.foreground.color.hex) on \($0.background.last?.color.hex ?? "?")" } == [
            "Icon Color #FFFFFF on #FF6B6B", "Icon Color #FFFFFF on #FF8787",
        ])
        let targets = Self.result.specs.facts.interactiveElements.filter { $0.component.path == "Timeline › Floating Action Button" }
        #expect(targets.map { "\($0.context.device ?? "all") \($0.width ?? 0)" } == ["all 56.0", "iPhone SE 48.0"])
    }

    @Test func findingsLikeTheSeeds() {
        // The designer wrote Charcoal for dark-mode text: the hex wins and Kiln says so. (The
        // nav bar's `Trailing Icon: Search (…, 24×24pt)` is read: a button of that size.)
        #expect(SpecTest.diagnostics(Self.result).map { String($0.prefix(70)) } == [
            "51:10: warning: \"Charcoal\" is not #F5F6FA in dark mode; the literal wi",
            "70:1: note: not read: `Position: Bottom-right corner, 16pt from edges`",
            "76:10: warning: \"Light Gray\" names 3 colors with different values: col",
        ])
    }

    @Test func golden() {
        guard let document = Self.result.specs.documents.first else { return }
        SpecTest.assertGolden(SpecDump.render(document) + "\n" + SpecDump.renderFacts(Self.result.specs.facts, file: "specs/timeline.md"), "seed-style/timeline.txt")
    }
}
