import DesignModel
import Diagnostics
import Foundation
import SpecParser
import Testing
import TokenParser

/// Shared helpers: the bundled tokens, small token sets, parsing a Markdown snippet, and the
/// diagnostics as plain text.
enum SpecTest {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let goldens = repository.appendingPathComponent("Tests/Fixtures/specs-golden")
    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// The photo-journaling tokens in `tokens/`.
    static let bundledSystem: DesignSystem = {
        let folder = repository.appendingPathComponent("tokens")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        let files = names.compactMap { name -> SourceFile? in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return SourceFile(path: "tokens/" + name, text: text)
        }
        return TokenSetParser(modes: ["light", "dark"]).parse(files: files).system
    }()

    /// A token set from one YAML text.
    static func system(_ yaml: String, modes: [String] = ["light", "dark"]) -> DesignSystem {
        TokenSetParser(modes: modes).parse(files: [SourceFile(path: "tokens/test.yaml", text: yaml)]).system
    }

    /// A small palette with the seeds' ambiguous names.
    static let palette = system(
        """
        color:
          $type: color
          coral:
            $value: "#FF6B6B"
            $extensions: { mode: { dark: "#FF8787" }, kiln: { name: Primary Coral } }
          charcoal: { $value: "#2D3436", $extensions: { kiln: { name: Charcoal } } }
          white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
          black: { $value: "#000000", $extensions: { kiln: { name: Black } } }
          off-white-surface: { $value: "#F9FAFB", $extensions: { kiln: { name: Off-White } } }
          off-white-text: { $value: "#F5F6FA", $extensions: { kiln: { name: Off-White } } }
          light-gray-border: { $value: "#DFE6E9", $extensions: { kiln: { name: Light Gray } } }
          light-gray-text: { $value: "#B2BEC3", $extensions: { kiln: { name: Light Gray } } }
          dark-gray: { $value: "#3C4347", $extensions: { kiln: { name: Dark Gray } } }
          background-black: { $value: "#1A1D1F", $extensions: { kiln: { name: Background Black } } }
          happy: { $value: "#FF6B6B", $extensions: { kiln: { name: Warm Coral } } }
          text:
            primary:
              $value: "{color.charcoal}"
              $extensions: { mode: { dark: "{color.off-white-text}" } }
            secondary: { $value: "#636E72", $extensions: { mode: { dark: "#B2BEC3" }, kiln: { name: Secondary Gray } } }
            destructive: { $value: "#D63031" }
          background:
            primary:
              $value: "{color.white}"
              $extensions: { mode: { dark: "{color.background-black}" } }
          overlay:
            backdrop: { $value: "rgba(0, 0, 0, 0.4)" }
        typography:
          $type: typography
          title2: { $value: { fontFamily: SF Pro Display, fontSize: 22pt, fontWeight: 700 } }
          headline: { $value: { fontFamily: SF Pro Text, fontSize: 17pt, fontWeight: 600 } }
          body: { $value: { fontFamily: SF Pro Text, fontSize: 17pt, fontWeight: 400 } }
          callout: { $value: { fontFamily: SF Pro Text, fontSize: 16pt, fontWeight: 400 } }
          largeTitle: { $value: { fontFamily: SF Pro Display, fontSize: 34pt, fontWeight: 700 } }
        spacing:
          $type: dimension
          md: { $value: 16pt }
        duration:
          $type: duration
          standard: { $value: 300ms }
        easing:
          ease-out: { $type: cubicBezier, $value: [0, 0, 0.58, 1] }
          spring:
            default: { $type: spring, $value: { response: 0.3, dampingFraction: 0.7 } }
        shadow:
          $type: shadow
          level2: { $value: { color: "rgba(0, 0, 0, 0.12)", offsetX: 0pt, offsetY: 2pt, blur: 8pt, spread: 0pt } }
        """)

    /// Front matter for snippets: a flow with both modes and the seeds' default background.
    static let frontMatter = """
        ---
        id: t
        modes: [light, dark]
        devices: [iPhone SE, iPhone 15]
        background: White / Background Black
        ---

        """

    /// Parses a snippet (front matter added unless it has its own).
    static func parse(
        _ markdown: String, system: DesignSystem = palette, file: String = "specs/t.md", vocabulary: [String: [String]] = [:]
    ) -> SpecParser.Result {
        let text = markdown.hasPrefix("---") ? markdown : frontMatter + markdown
        return SpecParser(system: system, options: .init(modes: system.modes, vocabulary: vocabulary)).parse(text: text, file: file)
    }

    /// `line:col: severity: message [id]` per diagnostic, sorted, plus hints.
    static func diagnostics(_ result: SpecParser.Result, ids: Set<String>? = nil) -> [String] {
        var collector = DiagnosticCollector()
        collector.add(contentsOf: result.diagnostics)
        return collector.sorted.filter { ids?.contains($0.id) ?? true }.map { diagnostic in
            var text = "\(diagnostic.range.start): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
            if let hint = diagnostic.hint { text += " hint: \(hint)" }
            return text
        }
    }

    /// The node at a path of names (`Screen/Component/Part`), in the first document.
    static func node(_ result: SpecParser.Result, _ path: String) -> SpecNode? {
        let names = path.split(separator: "/").map { String($0).lowercased() }
        var level = result.specs.documents.first?.nodes ?? []
        var found: SpecNode?
        for name in names {
            func search(_ nodes: [SpecNode]) -> SpecNode? {
                for node in nodes {
                    if node.name.lowercased() == name { return node }
                    if let deeper = search(node.children) { return deeper }
                }
                return nil
            }
            guard let next = search(level) else { return nil }
            found = next
            level = next.children
        }
        return found
    }

    /// The first entry of a property, and the color it resolves to in a mode.
    static func color(_ node: SpecNode?, _ key: String, mode: String = "light", at index: Int = 0) -> SpecColorValue.Resolution? {
        guard let entries = node?.property(key)?.entries, index < entries.count else { return nil }
        switch entries[index].value {
        case .color(let value): return value.resolution(mode)
        case .border(let border): return border.color?.resolution(mode)
        default: return nil
        }
    }

    /// Compares with (or writes) a golden file under Tests/Fixtures/specs-golden/.
    static func assertGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let url = goldens.appendingPathComponent(name)
        if updating {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden specs-golden/\(name); run UPDATE_GOLDENS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
            let detail = first.map { "line \($0.offset + 1):\n  expected: \($0.element.1)\n  actual:   \($0.element.0)" } ?? "lengths differ"
            Issue.record("golden specs-golden/\(name) differs at \(detail)", sourceLocation: sourceLocation)
        }
    }
}
