import DesignModel
import Foundation
import Testing

/// Issue 13 item 5: an interactive element given only a visual size (`Size: 36×4pt`,
/// `Share button: 30x30pt circle`, `Background: 40% black, 30×30pt circle`) is checked at that
/// size, the finding saying the hit area is unstated; one with a stated larger hit area passes.
/// Fixtures: Tests/Fixtures/phrasing-corpus/visual-size (written fresh).
@Suite struct VisualSizeTargetTests {
    static func targetFindings(_ spec: String) throws -> [String: String] {
        let result = try PhrasingCorpusTests.run("visual-size/\(spec)")
        let unread = result.diagnostics.filter { $0.id == .specUnread || $0.id == .specUnreadableValue }
        #expect(unread.isEmpty, "\(spec): \(unread.map(\.message))")
        var out: [String: String] = [:]
        for finding in result.check?.findings ?? [] where finding.id.rawValue == "a11y/touch-target" {
            out[finding.subject.component ?? "-"] = finding.message + " | " + finding.fixes.map(\.message).joined()
        }
        return out
    }

    @Test(arguments: [
        ("1-headings.md", ["Viewer › Grabber", "Viewer › Share button", "Viewer › Avatar"]),
        ("2-items.md", ["Viewer › Grabber handle", "Viewer › Share button"]),
        ("3-table.md", ["Viewer › Grabber", "Viewer › Share button"]),
        ("4-background-shape.md", ["Viewer › Grabber", "Viewer › Share button"]),
    ])
    func visualSizeOnlyIsCheckedAndSaysTheHitAreaIsUnstated(spec: String, expected: [String]) throws {
        let findings = try Self.targetFindings(spec)
        #expect(Set(findings.keys) == Set(expected), "\(spec): \(findings)")
        for (component, text) in findings {
            #expect(text.contains("states only a visual size"), "\(spec) \(component): \(text)")
            #expect(text.contains("no hit area"), "\(spec) \(component): \(text)")
            #expect(text.contains("Touch Target: 44×44pt"), "\(spec) \(component): \(text)")
        }
        // The grabber's pill and the share button's circle are what a finger must hit.
        #expect(findings.values.contains { $0.contains("(36×4pt)") }, "\(spec)")
        #expect(findings.values.contains { $0.contains("(30×30pt)") }, "\(spec)")
        // Controls: a stated hit area (Close button) or a visual size that is large enough (Retry link).
        #expect(findings.keys.allSatisfy { !$0.contains("Close") && !$0.contains("Retry") }, "\(spec)")
    }

    @Test func statedHitAreasAndNonInteractiveNodesGiveNoFinding() throws {
        let findings = try Self.targetFindings("control.md")
        #expect(findings.isEmpty, "\(findings)")
    }

    /// The controls' hit areas are read as touch targets, not ignored.
    @Test func statedHitAreasAreRead() throws {
        let result = try PhrasingCorpusTests.run("visual-size/control.md")
        let targets = Dictionary(
            result.specs.facts.interactiveElements.map { ($0.component.path, ($0.width, $0.height, $0.hitAreaStated)) },
            uniquingKeysWith: { first, _ in first })
        #expect(targets["Viewer › Share button"]?.0 == 44)
        #expect(targets["Viewer › Share button"]?.2 == true)
        #expect(targets["Viewer › Avatar"]?.0 == 48)
        #expect(targets["Viewer › Pager › Page controls"]?.0 == 48)
        #expect(targets["Viewer › Pager › Page controls"]?.2 == true)
        #expect(targets["Viewer › Grabber"]?.1 == 44)
        #expect(targets["Viewer › Photo"] == nil, "an image with no action is not interactive")
        // `Record button: Big circle (bottom center, 72x72pt)` and `Record button: 72x72pt, …`
        // name one element twice: one part, 72×72pt.
        #expect(targets["Viewer › Record control › Record button"]?.0 == 72)
        #expect(targets["Viewer › Record control › Record button"]?.1 == 72)
    }

    /// `Outer ring: 72×72pt, white stroke`, `Dot size: 20×20pt`: a visual element of that size,
    /// read rather than reported, and not a touch target (nobody taps a ring).
    @Test func sizedItemsAreVisualParts() throws {
        let result = try PhrasingCorpusTests.run("visual-size/control.md")
        let parts = result.specs.allNodes.map(\.node.name)
        #expect(parts.contains("Outer ring"))
        #expect(parts.contains("Dot"))
        #expect(parts.filter { $0 == "Record button" }.count == 1)
        #expect(!result.specs.facts.interactiveElements.contains { $0.component.path.hasSuffix("Outer ring") })
        // `Background: Round plate` › `Dimensions: 40×40pt circle`: the plate's size, read on a
        // part of the badge (the badge stays 12×12pt).
        let plate = result.specs.allNodes.first { $0.node.id.hasSuffix("status-badge/background") }?.node
        #expect(plate?.properties.contains { $0.key == "Size" } == true)
        #expect(plate?.properties.contains { $0.key == "Border Radius" } == true)
        let unread = result.diagnostics.filter { $0.id == .specUnread }
        #expect(unread.isEmpty, "\(unread.map(\.message))")
    }
}
