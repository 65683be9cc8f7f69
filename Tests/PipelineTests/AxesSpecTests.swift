import DesignModel
import Foundation
import Testing
import BuildPipeline

/// Spec mode words over theming axes (issue 14): "dark", "in dark mode", "high contrast" name
/// the value of one axis and apply in every combination holding it; "dark, high contrast"
/// names a combination; a line without a mode word is checked in every combination.
@Suite struct AxesSpecTests {
    static func check(_ folder: URL) -> Pipeline.Run {
        let pipeline = Pipeline(project: Project.open(at: folder))
        return pipeline.check(pipeline.load())
    }

    static func check(fixture: String) -> Pipeline.Run {
        check(Fixtures.root.appendingPathComponent("axes/specs/\(fixture)"))
    }

    /// `rule component mode` of every finding.
    static func findings(_ result: Pipeline.Run, renaming: [String: String] = [:]) -> Set<String> {
        Set((result.check?.findings ?? []).map { finding in
            let mode = finding.subject["mode"].map { renaming[$0] ?? $0 } ?? "every"
            return "\(finding.id.rawValue) \(finding.subject.component ?? "-") \(mode)"
        })
    }

    static func expectNoUnreadLines(_ result: Pipeline.Run, sourceLocation: SourceLocation = #_sourceLocation) {
        let unread = result.diagnostics.filter { [.specUnread, .specFrontMatter, .specUnknownInMode].contains($0.id) }
        #expect(unread.isEmpty, "\(unread.map { "\($0.range.start.line): \($0.message)" })", sourceLocation: sourceLocation)
    }

    @Test func twoAxesModeWordsApplyToEveryCombinationHoldingTheirValue() {
        let result = Self.check(fixture: "two-axes")
        Self.expectNoUnreadLines(result)
        let expected: Set<String> = [
            // `| Text Color | #6B7079 | #5A5F68 |` under `Light | Dark`: the dark column is 2.94:1
            // on the dark page, in both contrast settings.
            "a11y/contrast-text Article › Byline dark+normal",
            "a11y/contrast-text Article › Byline dark+high",
            // A `High contrast:` child of `Text color`: dark gray, also on the dark page (1.37:1).
            "a11y/contrast-text Article › Footnote dark+high",
            // "Text color (dark, high contrast): #3A3D44": that combination only (1.74:1).
            "a11y/contrast-text Article › Pull Quote dark+high",
        ]
        let found = Self.findings(result).filter { $0.hasPrefix("a11y/") }
        #expect(found == expected, "missing \(expected.subtracting(found).sorted()), extra \(found.subtracting(expected).sorted())")
        // Every combination was evaluated, not only the first of each axis.
        let modes = Set(result.specs.facts.textPairs.map(\.context.mode))
        #expect(modes == ["light+normal", "light+high", "dark+normal", "dark+high"])
    }

    @Test func threeAxesModeWordsAndLinesWithoutOne() {
        let result = Self.check(fixture: "three-axes")
        Self.expectNoUnreadLines(result)
        let expected: Set<String> = [
            // No mode word: checked in all eight combinations, fails in the four light ones (3.19:1).
            "a11y/contrast-text Overview › Metric Hint light+normal+comfortable",
            "a11y/contrast-text Overview › Metric Hint light+normal+compact",
            "a11y/contrast-text Overview › Metric Hint light+high+comfortable",
            "a11y/contrast-text Overview › Metric Hint light+high+compact",
            // "(dark, compact density)": two axes named, the third (contrast) free.
            "a11y/contrast-text Overview › Row Label dark+normal+compact",
            "a11y/contrast-text Overview › Row Label dark+high+compact",
            // "(light, high contrast, compact density)": one combination.
            "a11y/contrast-text Overview › Sparkline Caption light+high+compact",
        ]
        let found = Self.findings(result).filter { $0.hasPrefix("a11y/") }
        #expect(found == expected, "missing \(expected.subtracting(found).sorted()), extra \(found.subtracting(expected).sorted())")
        #expect(Set(result.specs.facts.textPairs.map(\.context.mode)).count == 8)
    }

    /// Metamorphic: the two-axes system written as one flat axis of four modes (each token and
    /// each spec value spelled out per mode) gives the same findings, combination by combination.
    @Test func oneFlatAxisAndTwoAxesGiveTheSameFindingsPerCombination() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-axes-flat-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        func write(_ text: String, _ path: String) throws {
            try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try write("modes: [day, dayhc, night, nighthc]\nspecs: specs\noutputs: []\nplatform: ios\n", "kiln.yaml")
        try write(
            """
            color:
              $type: color
              page:
                $value: "#FFFFFF"
                $extensions: { mode: { night: "#0F1115", nighthc: "#0F1115" } }
              ink:
                $value: "#1C1E22"
                $extensions: { mode: { night: "#ECEEF1", nighthc: "#ECEEF1" } }
              muted:
                $value: "#6B7079"
                $extensions: { mode: { dayhc: "#2A2D33", night: "#8C929C", nighthc: "#D5D8DD" } }
              link:
                $value: "#1F5FBF"
                $extensions: { mode: { night: "#7FB0FF", nighthc: "#7FB0FF" } }
            type:
              $type: dimension
              body: { $value: 16px }

            """, "tokens/colors.yaml")
        try write(
            """
            ---
            id: article
            title: Article
            platform: ios
            ---
            # Article

            ## Screen: Article

            Background: color.page

            #### Headline

            Text color: color.ink
            Font size: 24pt

            #### Byline

            | Property | Day | Dayhc | Night | Nighthc |
            |---|---|---|---|---|
            | Text Color | #6B7079 | #6B7079 | #5A5F68 | #5A5F68 |
            | Font Size | 14pt | 14pt | 14pt | 14pt |

            #### Footnote

            - Font size: 13pt
            - Text color: color.muted
              - Dayhc: #2A2D33
              - Nighthc: #2A2D33

            #### Pull Quote

            - Font size: 18pt
            - Text color: #1C1E22 in day mode, #1C1E22 in dayhc mode, #ECEEF1 in night mode, #ECEEF1 in nighthc mode
            - Text color (nighthc): #3A3D44

            """, "specs/article.md")
        let flat = Self.check(folder)
        Self.expectNoUnreadLines(flat)
        let axes = Self.check(fixture: "two-axes")
        let renaming = ["day": "light+normal", "dayhc": "light+high", "night": "dark+normal", "nighthc": "dark+high"]
        let flatFindings = Self.findings(flat, renaming: renaming)
        #expect(!flatFindings.isEmpty)
        #expect(flatFindings == Self.findings(axes))
        // The same pairs are drawn in each combination, with the same colors.
        func pairs(_ result: Pipeline.Run, _ renaming: [String: String]) -> Set<String> {
            Set(result.specs.facts.textPairs.map {
                "\($0.component.path) \(renaming[$0.context.mode] ?? $0.context.mode) \($0.foreground.color.hex) \($0.background.map(\.color.hex).joined(separator: ","))"
            })
        }
        #expect(pairs(flat, renaming) == pairs(axes, [:]))
    }

    /// Spec sizes per combination (issue 14): a touch target or font size read from a token that
    /// a density axis changes is checked in every combination, and the finding names the
    /// combinations that fail. In `density-sizes` only the compact values are too small, so a
    /// check that looks at the default combination alone finds nothing.
    @Test func sizesFromTokensAreCheckedInEveryCombination() {
        let result = Self.check(fixture: "density-sizes")
        Self.expectNoUnreadLines(result)
        let compact = "light+compact, dark+compact"
        let expected: Set<String> = [
            // size.row-target: 44pt, 36pt when compact (iOS needs 44×44pt).
            "a11y/touch-target Message List › Message Row \(compact)",
            // font.meta: 12pt, 10pt when compact; typography.caption: 12pt, 9pt (iOS minimum 11pt).
            "a11y/min-font-size Message List › Timestamp \(compact)",
            "a11y/min-font-size Message List › Folder Caption \(compact)",
        ]
        let found = Self.findings(result).filter { $0.hasPrefix("a11y/touch-target") || $0.hasPrefix("a11y/min-font-size") }
        #expect(found == expected, "missing \(expected.subtracting(found).sorted()), extra \(found.subtracting(expected).sorted())")
        // The messages name the combinations and the compact values.
        let messages = (result.check?.findings ?? []).map(\.message)
        #expect(messages.contains { $0.contains("36") && $0.contains("in light+compact, dark+compact") })
        #expect(messages.contains { $0.contains("at 9pt in light+compact, dark+compact") })
        // Both densities were measured: the default-combination sizes are there too, and pass.
        let rowSizes = Set(result.specs.facts.interactiveElements.filter { $0.component.path.hasSuffix("Message Row") }.compactMap(\.height))
        #expect(rowSizes == [44, 36])
        let captionSizes = Set(result.specs.facts.textElements.filter { $0.component.path.hasSuffix("Folder Caption") }.map(\.size))
        #expect(captionSizes == [12, 9])
    }

    /// Metamorphic: with the compact values made large enough, nothing fails; with the default
    /// (comfortable) values made too small instead, the findings name the comfortable combinations.
    @Test func sizeFindingsFollowTheCombinationThatIsTooSmall() throws {
        let source = Fixtures.root.appendingPathComponent("axes/specs/density-sizes")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-density-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: source, to: folder)
        let tokens = folder.appendingPathComponent("tokens/sizes.yaml")
        let original = try String(contentsOf: tokens, encoding: .utf8)
        // Swap the two densities' values: comfortable gets the small ones.
        var swapped = original
        for (comfortable, compact) in [("44pt", "36pt"), ("12pt", "10pt")] {
            swapped = swapped.replacingOccurrences(of: "$value: \(comfortable)\n    $extensions: { mode: { compact: \(compact) } }",
                with: "$value: \(compact)\n    $extensions: { mode: { compact: \(comfortable) } }")
        }
        swapped = swapped.replacingOccurrences(of: "fontSize: 12pt, fontWeight: 400 }\n    $extensions:\n      mode:\n        compact: { fontFamily: \"SF Pro Text\", fontSize: 9pt",
            with: "fontSize: 9pt, fontWeight: 400 }\n    $extensions:\n      mode:\n        compact: { fontFamily: \"SF Pro Text\", fontSize: 12pt")
        #expect(swapped != original)
        try swapped.write(to: tokens, atomically: true, encoding: .utf8)
        let comfortable = "light+comfortable, dark+comfortable"
        let found = Self.findings(Self.check(folder)).filter { $0.hasPrefix("a11y/touch-target") || $0.hasPrefix("a11y/min-font-size") }
        #expect(found == [
            "a11y/touch-target Message List › Message Row \(comfortable)",
            "a11y/min-font-size Message List › Timestamp \(comfortable)",
            "a11y/min-font-size Message List › Folder Caption \(comfortable)",
        ])
        // Large enough everywhere: no size finding at all.
        let fixed = original.replacingOccurrences(of: "compact: 36pt", with: "compact: 44pt").replacingOccurrences(of: "compact: 10pt", with: "compact: 11pt")
            .replacingOccurrences(of: "fontSize: 9pt", with: "fontSize: 11pt")
        try fixed.write(to: tokens, atomically: true, encoding: .utf8)
        #expect(Self.findings(Self.check(folder)).filter { $0.hasPrefix("a11y/touch-target") || $0.hasPrefix("a11y/min-font-size") }.isEmpty)
    }
}
