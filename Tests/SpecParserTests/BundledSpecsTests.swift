import ColorScience
import DesignModel
import Diagnostics
import Foundation
import SpecParser
import Testing
import BuildPipeline
import Inspection

/// The bundled specs (specs/*.md, examples/camera/specs/*.md) through the real pipeline:
/// golden model dumps, the "no silent drops" count, and the facts the rules need.
@Suite struct BundledSpecsTests {
    static let photo: Pipeline.Run = Pipeline(project: Project.open(at: SpecTest.repository)).load()
    static let camera: Pipeline.Run = Pipeline(project: Project.open(at: SpecTest.repository.appendingPathComponent("examples/camera"))).load()

    static let files: [String] = [
        "specs/000-photo-capture.md", "specs/001-settings.md", "specs/002-onboarding.md", "specs/003-component-library.md",
        "examples/camera/specs/ux-design-specification.md", "examples/camera/specs/viewfinder.md",
    ]

    static func result(for file: String) -> (Pipeline.Run, String) {
        file.hasPrefix("examples/camera/") ? (camera, String(file.dropFirst("examples/camera/".count))) : (photo, file)
    }

    static func diagnostics(_ result: Pipeline.Run, file: String) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        collector.add(contentsOf: result.diagnostics.filter { $0.range.file == file })
        return collector.sorted
    }

    @Test func everyBundledSpecIsLoaded() {
        #expect(Self.photo.specs.documents.map(\.file) == Array(Self.files.prefix(4)))
        #expect(Self.camera.specs.documents.map(\.file) == ["specs/ux-design-specification.md", "specs/viewfinder.md"])
        #expect(Self.photo.timings.entries.contains { $0.stage == "specs" })
        #expect(!Self.photo.diagnostics.contains { $0.severity == .error })
        #expect(!Self.camera.diagnostics.contains { $0.severity == .error })
    }

    @Test(arguments: files)
    func goldenModelDump(_ file: String) throws {
        let (result, path) = Self.result(for: file)
        let document = try #require(result.specs.documents.first { $0.file == path })
        let name = file.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".md", with: "")
        SpecTest.assertGolden(SpecDump.render(document), "\(name).model.txt")
        SpecTest.assertGolden(SpecDump.renderFacts(result.specs.facts, file: path), "\(name).facts.txt")
        let diagnostics = TextReporter(useColor: false, showSource: false).render(Self.diagnostics(result, file: path), sources: result.sources)
        SpecTest.assertGolden(diagnostics, "\(name).diagnostics.txt")
    }

    // MARK: No silent drops

    /// A value the parser could not read, or a color it could not resolve without saying so.
    struct Drop: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line): \(text)" }
    }

    static let flaggingIDs: Set<String> = [
        "spec/ambiguous-name", "spec/unknown-token", "spec/ambiguous-token", "spec/unknown-name", "spec/unbound-variable",
        "spec/name-value-mismatch", "spec/unknown-in-mode", "spec/unresolved-color",
    ]

    /// Unreadable values and unexplained unresolved colors/typography in the bundled specs.
    static func drops() -> (unreadable: [Drop], unexplained: [Drop]) {
        var unreadable: [Drop] = []
        var unexplained: [Drop] = []
        for (result, prefix) in [(photo, ""), (camera, "examples/camera/")] {
            let flagged = Set(result.diagnostics.filter { flaggingIDs.contains($0.id.rawValue) }.map { "\($0.range.file):\($0.range.start.line)" })
            let typographyFlags = Set(
                result.diagnostics.filter { [.specOffScale, .specStyleDrift].contains($0.id) }.map { "\($0.range.file):\($0.range.start.line)" })
            func colorChecked(_ color: SpecColorValue, _ entry: SpecEntry) {
                guard color.variable == nil, !color.isTransparent else { return }
                for resolution in color.resolutions where resolution.color == nil {
                    if !flagged.contains("\(entry.range.file):\(entry.range.start.line)") {
                        unexplained.append(Drop(file: prefix + entry.range.file, line: entry.range.start.line, text: "color \"\(color.written)\" (\(resolution.mode))"))
                    }
                }
            }
            for document in result.specs.documents {
                document.forEachNode { node in
                    for property in node.properties {
                        for entry in property.entries {
                            switch entry.value {
                            case .unreadable(let text) where property.kind == .background && SystemBackground.names(text):
                                // The platform's background: read as its range per mode.
                                break
                            case .unreadable(let text):
                                unreadable.append(Drop(file: prefix + entry.range.file, line: entry.range.start.line, text: "\(property.key): \"\(text)\""))
                            case .color(let color):
                                colorChecked(color, entry)
                            case .border(let border):
                                if let color = border.color { colorChecked(color, entry) }
                            case .icon(let icon):
                                if let color = icon.color { colorChecked(color, entry) }
                            case .typography(let typography):
                                if let color = typography.color { colorChecked(color, entry) }
                                if typography.style == nil, typography.size != nil, typography.matchedStyle == nil,
                                    !typographyFlags.contains("\(entry.range.file):\(entry.range.start.line)")
                                {
                                    unexplained.append(Drop(file: prefix + entry.range.file, line: entry.range.start.line, text: "typography \"\(entry.written)\""))
                                }
                            default:
                                break
                            }
                        }
                    }
                }
            }
        }
        return (unreadable, unexplained)
    }

    /// `Tests/Fixtures/specs-golden/unread-values.txt`: each value the bundled specs state that
    /// Kiln keeps as documentation, with the reason. Lines: `file:line: Key: "value" — reason`.
    static func allowlist() -> [String: String] {
        let url = SpecTest.goldens.appendingPathComponent("unread-values.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var out: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let parts = line.components(separatedBy: " — ")
            out[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return out
    }

    @Test func noSilentDrops() {
        let (unreadable, unexplained) = Self.drops()
        // Every unresolved color and unmatched type size is flagged by a diagnostic at its line.
        #expect(unexplained.isEmpty, "values neither resolved nor flagged: \(unexplained)")
        // Every unreadable value is reported (spec/unreadable-value or spec/unknown-name) and
        // listed, with its reason, in the allowlist — and the allowlist has no stale lines.
        let allowed = Self.allowlist()
        let found = Set(unreadable.map(\.description))
        let missing = found.subtracting(allowed.keys).sorted()
        let stale = Set(allowed.keys).subtracting(found).sorted()
        #expect(missing.isEmpty, "unreadable values not in unread-values.txt: \(missing)")
        #expect(stale.isEmpty, "stale lines in unread-values.txt: \(stale)")
        #expect(allowed.values.allSatisfy { !$0.isEmpty }, "every allowlisted value needs a reason")
        for drop in unreadable {
            let path = drop.file.hasPrefix("examples/camera/") ? String(drop.file.dropFirst(16)) : drop.file
            let result = drop.file.hasPrefix("examples/camera/") ? Self.camera : Self.photo
            #expect(
                result.diagnostics.contains { $0.range.file == path && $0.range.start.line == drop.line && [.specUnreadableValue, .specUnknownName].contains($0.id) },
                "no warning for \(drop)")
        }
    }

    // MARK: The facts the rules need

    static func pairs(_ file: String, _ path: String, _ property: String? = nil) -> [SpecFact.ColorPair] {
        (photo.specs.facts.textPairs + photo.specs.facts.nonTextPairs).filter {
            $0.component.file == file && $0.component.path == path && (property == nil || $0.property == property)
        }
    }

    static func describe(_ pair: SpecFact.ColorPair) -> String {
        var context = pair.context.mode
        if pair.context.state != "default" { context += ", \(pair.context.state)" }
        if let variant = pair.context.variant { context += ", \(variant)" }
        return "[\(context)] \(pair.foreground.color.hex) on \(pair.background.map(\.color.hex).joined(separator: " < ")) @\(pair.range.start.line)"
    }

    @Test func whiteOnPrimaryCoralInBothModes() {
        let pairs = Self.pairs("specs/002-onboarding.md", "Welcome Screen › Primary CTA Button", "Text Color").map(Self.describe).sorted()
        // Hover and pressed are "10% darker coral" and "20% darker coral": OKLCH lightness, the
        // values of color.primary.coral-hover/-pressed.
        #expect(pairs == [
            "[dark, hover] #FFFFFF on #E46F70 @159", "[dark, pressed] #FFFFFF on #CA585A @159", "[dark] #FFFFFF on #FF8787 @159",
            "[light, hover] #FFFFFF on #E55456 @159", "[light, pressed] #FFFFFF on #CC3B41 @159", "[light] #FFFFFF on #FF6B6B @159",
        ])
        let next = Self.pairs("specs/002-onboarding.md", "How It Works › Next Button", "Text Color").map(Self.describe).sorted()
        #expect(next == [
            "[dark, disabled] #FFFFFF66 on #1A1D1F < #FF878766 @465", "[dark, hover] #FFFFFF on #E46F70 @465", "[dark, pressed] #FFFFFF on #CA585A @465",
            "[dark] #FFFFFF on #FF8787 @465", "[light, disabled] #FFFFFF66 on #FFFFFF < #FF6B6B66 @465", "[light, hover] #FFFFFF on #E55456 @465",
            "[light, pressed] #FFFFFF on #CC3B41 @465", "[light] #FFFFFF on #FF6B6B @465",
        ])
    }

    @Test func emotionChipsSelectedAndUnselected() {
        let chip = Self.pairs("specs/000-photo-capture.md", "Journal Entry Screen › Emotion Selector Section › Emotion Chip Specifications", "Text Color")
        let happy = chip.filter { $0.context.variant == "Happy" && $0.context.mode == "light" }.map(Self.describe)
        #expect(happy == ["[light, Happy] #FF6B6B on #FFFFFF < #FF6B6B26 @1657", "[light, hover, Happy] #FF6B6B on #FFFFFF < #FF6B6B40 @1657", "[light, selected, Happy] #FFFFFF on #FF6B6B @1680"])
        // "All emotion colors slightly adjusted (5-10% brighter) for dark mode": no dark pairs.
        #expect(chip.allSatisfy { $0.context.mode == "light" || $0.context.state == "selected" })
        #expect(Set(chip.compactMap(\.context.variant)).count == 12)
        let catalog = Self.pairs("specs/003-component-library.md", "Input Components › Emotion Selector › Emotion Chip Specifications", "Text Color")
        let excited = catalog.filter { $0.context.variant == "Excited" && $0.context.mode == "light" }.map(Self.describe)
        #expect(excited == ["[light, Excited] #FDCB6E on #FFFFFF < #FDCB6E26 @450", "[light, hover, Excited] #FDCB6E on #FFFFFF < #FDCB6E40 @450", "[light, selected, Excited] #FFFFFF on #FDCB6E @456"])
    }

    @Test func successToastCoralLinksCancelAndPremiumBadge() {
        let toast = Self.pairs("specs/003-component-library.md", "Feedback Components › Toast Notification", "Text Color").map(Self.describe).sorted()
        #expect(toast.contains("[light, Success Green (#00B894)] #FFFFFF on #00B894 @989"))
        let link = Self.pairs("specs/003-component-library.md", "Action Components › Text Button", "Text Color").map(Self.describe)
        #expect(link.contains("[light] #FF6B6B on #FFFFFF @577"))
        let cancel = Self.pairs("specs/000-photo-capture.md", "Entry Creation › Cancel Button").map(Self.describe)
        #expect(cancel.contains("[light] #FF6B6B on #F9FAFB @231"))
        let badge = Self.pairs("specs/003-component-library.md", "Premium Components › Premium Badge", "Text Color").map(Self.describe)
        #expect(badge.contains("[light] #FAB1A0 on #FFFFFF < #FAB1A026 @1457"))
        let settingsBadge = Self.pairs("specs/001-settings.md", "Settings Screen › Profile Section › Premium Badge", "Text Color").map(Self.describe)
        #expect(settingsBadge.contains("[light] #FAB1A0 on #F9FAFB < #FAB1A026 @121"))
    }

    @Test func placeholderText() {
        let placeholder = Self.pairs("specs/001-settings.md", "Edit Profile Screen › Display Name Field › Text Field", "Placeholder Color").map(Self.describe)
        // "gray" names six design-system grays: ambiguous and reported, never CSS #808080.
        #expect(placeholder.isEmpty)
        #expect(Self.photo.diagnostics.contains { $0.id == .specAmbiguousName && $0.range.file == "specs/001-settings.md" && $0.range.start.line == 583 })
        #expect(Self.photo.diagnostics.contains { $0.id == .specAmbiguousName && $0.range.file == "specs/000-photo-capture.md" && $0.range.start.line == 1728 })
    }

    @Test func iPhoneSECameraControlsAre40By40() {
        let targets = Self.photo.specs.facts.interactiveElements.filter { $0.component.file == "specs/000-photo-capture.md" && $0.context.device == "iPhone SE" }
        let small = targets.filter { $0.width == 40 && $0.height == 40 }.map { "\($0.component.path) @\($0.range.start.line)" }
        #expect(small == [
            "In-App Camera › Close Button @441", "In-App Camera › Flash Control @463", "In-App Camera › Flip Camera Button @481",
            "In-App Camera › Gallery Button @528",
        ])
    }

    @Test func falseClaimedRatiosHaveSamples() {
        func samples(_ file: String, _ line: Int) -> [String] {
            guard let claim = Self.photo.specs.facts.contrastClaims.first(where: { $0.file == file && $0.range.start.line == line }),
                case .pair(let samples) = claim.scope
            else { return [] }
            return samples.map { sample in
                let flat = Compositing.flatten(sample.background.map(\.color))!
                return "\(sample.mode) \(WCAG.formatRatio(WCAG.contrastRatio(sample.foreground.color, flat)))"
            }
        }
        #expect(samples("specs/002-onboarding.md", 250) == ["light 12.68:1"])  // claims 13.1:1
        #expect(samples("specs/002-onboarding.md", 252) == ["light 2.77:1", "dark 2.31:1"])  // claims 4.8:1 (AA large)
        #expect(samples("specs/001-settings.md", 381) == ["light 5.24:1", "dark 8.91:1"])  // claims 5.74:1
        // "4.5:1 on white background": judged where the screen draws white, so not in dark mode.
        #expect(samples("specs/001-settings.md", 383) == ["light 2.77:1"])  // claims 4.5:1
        // "Placeholder text (gray)": six grays, so not checked, and a note says so.
        #expect(samples("specs/001-settings.md", 754) == [])
        #expect(Self.photo.diagnostics.contains { $0.id == .specUnverifiedClaim && $0.range.file == "specs/001-settings.md" && $0.range.start.line == 754 })
    }

    @Test func typographyDriftAndAmbiguousNames() {
        func has(_ id: String, _ file: String, _ line: Int) -> Bool {
            Self.photo.diagnostics.contains { $0.id.rawValue == id && $0.range.file == file && $0.range.start.line == line }
        }
        #expect(has("spec/style-drift", "specs/000-photo-capture.md", 2162))  // Title 2 style in 28pt Bold
        #expect(has("spec/token-drift", "specs/000-photo-capture.md", 2350))  // typography.title2 (28pt bold)
        #expect(has("spec/token-drift", "specs/000-photo-capture.md", 1389))  // typography.caption1 (11pt regular)
        #expect(has("spec/token-drift", "specs/000-photo-capture.md", 2065))  // typography.caption1 (12pt regular)
        #expect(has("spec/ambiguous-name", "specs/002-onboarding.md", 117) == false)  // "Off-White (#F5F6FA)": the hex picks
        #expect(has("spec/ambiguous-name", "specs/002-onboarding.md", 399))  // "Off-White (Dark)"
        #expect(has("spec/ambiguous-name", "specs/003-component-library.md", 80))  // "0.5pt Light Gray"
    }

    @Test func passingPairsArePresentToo() {
        let headline = Self.pairs("specs/002-onboarding.md", "Welcome Screen › Headline").map(Self.describe).sorted()
        #expect(headline == ["[dark] #F5F6FA on #1A1D1F @117", "[light] #2D3436 on #FFFFFF @116"])
    }

    @Test func cameraIdleControls() {
        let idle = Self.camera.specs.facts.textPairs.filter { $0.component.path == "Viewfinder › Dial Selector Row" && $0.context.state == "idle" }
        #expect(idle.map(Self.describe) == ["[dark, idle] #8E8E934D on #FFFFFF < #1C1C1E4D @86"])
    }

    @Test func nodePathsAreUniquePerFile() {
        for result in [Self.photo, Self.camera] {
            let facts = result.specs.facts
            var owners: [String: String] = [:]
            let nodes = (facts.textPairs + facts.nonTextPairs).map(\.component) + facts.interactiveElements.map(\.component) + facts.textElements.map(\.component)
            for node in nodes {
                let key = node.file + "|" + node.path
                if let existing = owners[key] { #expect(existing == node.id, "\(key) names \(existing) and \(node.id)") }
                owners[key] = node.id
            }
        }
    }

    @Test func factsNameTheirComponentForTheRules() {
        let facts = Self.photo.specs.facts
        let cta = facts.textPairs.first { $0.component.path == "Welcome Screen › Primary CTA Button" && $0.context.mode == "dark" }
        #expect(cta?.component.screen == "Welcome Screen")
        #expect(cta?.background.last?.token == "color.palette.coral-adjusted")
    }
}
