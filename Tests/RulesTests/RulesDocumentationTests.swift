import Foundation
import Rules
import Testing

/// docs/rules.md is generated from the rule descriptions; this fails when it is stale.
/// `UPDATE_GOLDENS=1 swift test` rewrites it.
@Suite struct RulesDocumentationTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/rules.md")

    @Test func checkedInDocsAreCurrent() throws {
        let generated = RulesDocumentation.markdown()
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try generated.write(to: Self.file, atomically: true, encoding: .utf8)
            return
        }
        let current = try? String(contentsOf: Self.file, encoding: .utf8)
        #expect(current == generated, "docs/rules.md is stale: run `kiln rules --markdown > docs/rules.md` or UPDATE_GOLDENS=1 swift test")
    }

    @Test func everyRuleHasASectionAndATableRow() {
        let markdown = RulesDocumentation.markdown()
        for description in RuleCatalog.descriptions {
            #expect(markdown.contains("## `\(description.diagnosticID)`"))
            #expect(markdown.contains("(#\(RulesDocumentation.anchor(description.diagnosticID.rawValue)))"))
        }
    }
}
