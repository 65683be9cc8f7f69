import ColorScience
import DesignModel
import Diagnostics
import Testing
@testable import DesignDiff


/// The comparison rules behind `kiln diff`, on hand-made entries: what is a rename and what is
/// not, findings matched by fingerprint with repeats counted, and the Markdown size cap.
@Suite struct DesignComparisonTests {
    static func entry(_ path: String, _ value: String, at location: String, type: TokenType = .color) -> DesignChanges.TokenEntry {
        DesignChanges.TokenEntry(path: TokenPath(path), type: type, values: [.init(mode: "light", text: value)], location: location)
    }

    @Test func renameNeedsSameValueAndSamePlace() {
        let system = DesignSystem(modes: ["light"], tokens: [])
        let removed = [
            Self.entry("color.a.old", "#111111", at: "tokens/a.yaml:3"),  // same group as new → rename
            Self.entry("color.b.moved", "#222222", at: "tokens/b.yaml:9"),  // other group, same line → rename
            Self.entry("color.c.gone", "#333333", at: "tokens/c.yaml:1"),  // other group, other line → not
            Self.entry("color.d.value", "#444444", at: "tokens/d.yaml:2"),  // same group, other value → not
        ]
        let added = [
            Self.entry("color.a.new", "#111111", at: "tokens/a.yaml:3"),
            Self.entry("color.z.moved-too", "#222222", at: "tokens/b.yaml:9"),
            Self.entry("color.y.elsewhere", "#333333", at: "tokens/y.yaml:7"),
            Self.entry("color.d.other", "#454545", at: "tokens/d.yaml:2"),
            Self.entry("size.a.new", "#111111", at: "tokens/a.yaml:3", type: .dimension),
        ]
        let (renamed, restAdded, restRemoved) = DesignComparison.renames(added: added, removed: removed, base: system, head: system)
        #expect(renamed.map { "\($0.from) → \($0.to.path)" } == ["color.a.old → color.a.new", "color.b.moved → color.z.moved-too"])
        #expect(restAdded.map(\.path.string) == ["color.y.elsewhere", "color.d.other", "size.a.new"])
        #expect(restRemoved.map(\.path.string) == ["color.c.gone", "color.d.value"])
    }

    @Test func findingsMatchByFingerprintCountingRepeats() {
        func finding(_ fingerprint: String, at location: String) -> DesignChanges.FindingEntry {
            .init(ruleID: "a11y/contrast-text", severity: .error, message: "m", fingerprint: fingerprint, location: location)
        }
        // Same fingerprint on another line: not a change. A second occurrence: one appeared.
        let base = [finding("rule x=1", at: "kiln.yaml:3"), finding("rule x=2", at: "kiln.yaml:4")]
        let head = [finding("rule x=1", at: "kiln.yaml:9"), finding("rule x=1", at: "kiln.yaml:10"), finding("rule x=3", at: "kiln.yaml:11")]
        let (appeared, fixed) = DesignComparison.findingChanges(base: base, head: head)
        #expect(appeared.map(\.location) == ["kiln.yaml:10", "kiln.yaml:11"])
        #expect(fixed.map(\.fingerprint) == ["rule x=2"])
    }

    @Test func markdownStaysUnderGitHubsCommentLimit() {
        var changes = DesignChanges(baseLabel: "main", headLabel: "work tree")
        changes.added = (0..<5000).map { Self.entry("color.generated.c\($0)", "#ABCDEF", at: "tokens/big.yaml:\($0 + 1)") }
        changes.appearedFindings = (0..<5000).map {
            .init(ruleID: "tokens/naming", severity: .warning, message: String(repeating: "long message ", count: 10), fingerprint: "f\($0)", location: "x:\($0)")
        }
        let markdown = DiffReport.render(changes, format: .markdown)
        #expect(markdown.utf8.count < 65_536)
        #expect(markdown.contains("… and 4940 more (`kiln diff` lists them all)."))
        #expect(markdown.contains("**5000 tokens added; 5000 findings appeared**"))
    }

    @Test func summaryWording() {
        var changes = DesignChanges(baseLabel: "a", headLabel: "b")
        #expect(changes.summary == "no changes")
        changes.renamed = [.init(from: "color.a", to: Self.entry("color.b", "#000000", at: "t:1"))]
        #expect(changes.summary == "1 token renamed")
        changes.fixedFindings = [.init(ruleID: "r", severity: .error, message: "m", fingerprint: "r", location: "")]
        #expect(changes.summary == "1 token renamed; 1 finding fixed")
    }
}
