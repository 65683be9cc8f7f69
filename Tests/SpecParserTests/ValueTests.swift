import DesignModel
import SpecParser
import Testing

/// Value readers (§2.7): every phrasing of the doc's tables of examples and of the seeds.
@Suite struct ValueTests {
    /// One `- Background: …` line; each entry's qualifiers and resolutions, and the diagnostic ids.
    static func read(_ value: String, key: String = "Background") -> (entries: [String], ids: [String]) {
        let table = "\n| Variant | Emotion color |\n|---|---|\n| Happy | Primary Coral |\n"
        let result = SpecTest.parse("## Screen: S\n\n#### 1. Node\n\n- \(key): \(value)\n" + table)
        let node = SpecTest.node(result, "S/Node")
        // The property the key wrote (under its canonical name: `Dimensions` is `Size`).
        let property = node?.properties.first { $0.entries.contains { $0.writtenKey == key } }
        let entries = (property?.entries.filter { $0.writtenKey == key } ?? []).map { entry -> String in
            let qualifiers = entry.qualifiers.isEmpty ? "" : "\(entry.qualifiers) "
            return qualifiers + entry.value.description
        }
        return (entries, result.diagnostics.map(\.id.rawValue).sorted())
    }

    struct ColorCase: CustomTestStringConvertible, Sendable {
        var written: String
        var expected: [String]
        var ids: [String] = []
        var testDescription: String { written }
    }

    static let colorCases: [ColorCase] = [
        // §1.6 table and the seeds' phrasings.
        .init(written: "colors.primary.coral", expected: ["light #FF6B6B color.coral (path suffix); dark #FF8787 color.coral (path suffix)"], ids: ["spec/token-path-resolved"]),
        .init(written: "color.text.primary", expected: ["light #2D3436 color.text.primary (path); dark #F5F6FA color.text.primary (path)"]),
        .init(written: "{color.text.primary}", expected: ["light #2D3436 color.text.primary (path); dark #F5F6FA color.text.primary (path)"]),
        .init(written: "Primary Coral", expected: ["light #FF6B6B color.coral (name); dark #FF8787 color.coral (name)"]),
        .init(written: "Charcoal", expected: ["light #2D3436 color.charcoal (name); dark ? (unknown)"], ids: ["spec/unknown-in-mode"]),
        .init(written: "textPrimaryLight / textPrimaryDark", expected: ["[light] light #2D3436 color.text.primary (path)", "[dark] dark #F5F6FA color.text.primary (path)"]),
        .init(written: "backgroundPrimaryLight/Dark", expected: ["[light] light #FFFFFF color.background.primary (path)", "[dark] dark #1A1D1F color.background.primary (path)"]),
        .init(written: "#FF6B6B", expected: ["light #FF6B6B color.coral (literal); dark #FF6B6B color.happy (literal)"]),
        .init(written: "rgba(0, 0, 0, 0.4)", expected: ["light #00000066 color.overlay.backdrop (literal); dark #00000066 color.overlay.backdrop (literal)"]),
        .init(written: "Color(0xFFFF6B6B)", expected: ["light #FF6B6B color.coral (literal); dark #FF6B6B color.happy (literal)"]),
        .init(written: "Color(0xFF000000).withOpacity(0.4)", expected: ["light #00000066 color.overlay.backdrop (literal); dark #00000066 color.overlay.backdrop (literal)"]),
        .init(written: "#333333", expected: ["light #333333 (off-palette); dark #333333 (off-palette)"], ids: ["spec/off-palette"]),
        .init(written: "Off-White (#F9FAFB)", expected: ["light #F9FAFB color.off-white-surface (name + literal); dark #F9FAFB color.off-white-surface (name + literal)"]),
        .init(written: "Primary Coral (#FF6B6B in Light, #FF8787 in Dark)", expected: ["light #FF6B6B color.coral (name); dark #FF8787 color.coral (name)"]),
        .init(written: "Primary Coral (#FF6B6B / #FF8787)", expected: ["light #FF6B6B color.coral (name); dark #FF8787 color.coral (name)"]),
        .init(written: "White (#FFFFFF) at 95% opacity", expected: ["at 95%; light #FFFFFFF2 (name); dark #FFFFFFF2 (name)"]),
        .init(written: "Primary Coral at 10% opacity", expected: ["at 10%; light #FF6B6B1A (name); dark #FF87871A (name)"]),
        .init(written: "#000000 at 0.4 opacity", expected: ["at 40%; light #00000066 color.overlay.backdrop (literal); dark #00000066 color.overlay.backdrop (literal)"]),
        .init(written: "50% black blur", expected: ["at 50%; blur; light #00000080 (name); dark #00000080 (name)"]),
        .init(written: "40% black dim", expected: ["at 40%; dim; light #00000066 color.overlay.backdrop (name); dark #00000066 color.overlay.backdrop (name)"]),
        .init(written: "40% black overlay (#000000 at 0.4 opacity)", expected: ["at 40%; overlay; light #00000066 color.overlay.backdrop (name); dark #00000066 color.overlay.backdrop (name); note: (#000000 at 0.4 opacity)"]),
        .init(written: "Emotion color at 15% opacity", expected: ["variable \"emotion color\"; at 15%"]),
        .init(written: "20% darker coral", expected: ["20% darker; light #CC3B41 (name); dark #CA585A (name)"]),
        .init(written: "Transparent", expected: ["light #00000000 (transparent); dark #00000000 (transparent)"]),
        .init(written: "None", expected: ["light #00000000 (transparent); dark #00000000 (transparent)"]),
        // As a background, the shared name is the surface color (the warning still names both).
        .init(written: "Charcoal (Light) / Off-White (Dark)", expected: ["[light] light #2D3436 color.charcoal (name)", "[dark] dark #F9FAFB color.off-white-surface (name)"], ids: ["spec/ambiguous-name"]),
        .init(written: "Primary Coral (enabled), Light Gray (disabled)", expected: ["[default] light #FF6B6B color.coral (name); dark #FF8787 color.coral (name)", "[disabled] light ? (ambiguous: color.light-gray-border, color.light-gray-text); dark ? (ambiguous: color.light-gray-border, color.light-gray-text)"], ids: ["spec/ambiguous-name"]),
        .init(written: "#FF6B6B / #FF8787", expected: ["[light] light #FF6B6B color.coral (literal)", "[dark] dark #FF8787 color.coral (literal)"]),
        .init(written: "Charcoal or Primary Coral (#FF6B6B)", expected: ["[or Charcoal] light #2D3436 color.charcoal (name); dark ? (unknown)", "[or Primary Coral (#FF6B6B)] light #FF6B6B color.coral (name); dark #FF6B6B color.happy (name/literal mismatch)"], ids: ["spec/name-value-mismatch", "spec/unknown-in-mode"]),
        .init(written: "Black (#000000) for letterboxing", expected: ["light #000000 color.black (name); dark #000000 color.black (name); note: for letterboxing"]),
        .init(written: "coral", expected: ["light #FF6B6B color.coral (name); dark #FF8787 color.coral (name)"]),
        .init(written: "gray", expected: ["light ? (ambiguous: color.dark-gray, color.light-gray-border, color.light-gray-text, color.text.secondary); dark ? (ambiguous: color.dark-gray, color.light-gray-border, color.light-gray-text, color.text.secondary)"], ids: ["spec/ambiguous-name"]),
        .init(written: "red", expected: ["light ? (unknown); dark ? (unknown)"], ids: ["spec/unresolved-color"]),
        .init(written: "Light Gray (#DFE6E9 in Light, #3C4347 in Dark)", expected: ["light #DFE6E9 color.light-gray-border (name + literal); dark #3C4347 color.dark-gray (name/literal mismatch)"], ids: ["spec/name-value-mismatch"]),
        .init(written: "Off-White", expected: ["light #F9FAFB color.off-white-surface (name); dark #F9FAFB color.off-white-surface (name)"], ids: ["spec/ambiguous-name"]),
    ]

    @Test(arguments: colorCases)
    func colors(_ example: ColorCase) {
        let (entries, ids) = Self.read(example.written)
        #expect(entries == example.expected)
        #expect(ids == example.ids.sorted())
    }

    struct SizeCase: CustomTestStringConvertible, Sendable {
        var key: String
        var written: String
        var expected: String
        var testDescription: String { "\(key): \(written)" }
    }

    static let sizeCases: [SizeCase] = [
        .init(key: "Touch Target", written: "44×44pt", expected: "width 44pt, height 44pt"),
        .init(key: "Touch Target", written: "44x44pt", expected: "width 44pt, height 44pt"),
        .init(key: "Touch Target", written: "60×44pt", expected: "width 60pt, height 44pt"),
        .init(key: "Height", written: "50pt", expected: "height 50pt"),
        .init(key: "Touch Target", written: "Full width, 44pt height", expected: "width full width, height 44pt"),
        .init(key: "Touch Target", written: "Full 50pt height", expected: "width full width, height 50pt"),
        .init(key: "Touch Target", written: "Full card (100pt height)", expected: "width container, height 100pt"),
        .init(key: "Touch Target", written: "Minimum 44×44pt", expected: "width 44pt, height 44pt"),
        .init(key: "Touch Target", written: "Entire card", expected: "width container, height container, (card)"),
        .init(key: "Size", written: "56x56pt circle", expected: "width 56pt, height 56pt, circle"),
        .init(key: "Size", written: "24×24pt icon", expected: "width 24pt, height 24pt, (icon)"),
        .init(key: "Dimensions", written: "Full-width minus 32pt margins, 80pt height", expected: "width full width - 32pt, height 80pt"),
        .init(key: "Dimensions", written: "Full-width minus 32pt margins (16pt each side)", expected: "width full width - 32pt, (16pt each side)"),
        .init(key: "Dimensions", written: "Variable width (flex), 44pt height", expected: "width variable, height 44pt, (flex)"),
        .init(key: "Width", written: "Full-width minus 48pt horizontal margins (24pt each side)", expected: "width full width - 48pt, (24pt each side)"),
        .init(key: "Max Width", written: "320pt (allows multi-line on smaller devices)", expected: "max width 320pt, (allows multi-line on smaller devices)"),
        .init(key: "Height", written: "Auto (content-driven, approximately 360pt)", expected: "height auto, (content-driven, approximately 360pt)"),
        .init(key: "Height", written: "49pt + Safe Area bottom inset", expected: "height 49pt, (+ Safe Area bottom inset)"),
        .init(key: "Padding", written: "16pt horizontal, 12pt vertical", expected: "16pt horizontal, 12pt vertical"),
        .init(key: "Padding", written: "24pt internal padding (all sides)", expected: "24pt (internal padding (all sides)) all"),
        .init(key: "Margin", written: "16pt horizontal, 16pt top", expected: "16pt horizontal, 16pt top"),
        .init(key: "Border Radius", written: "16pt (top corners only)", expected: "16pt (top corners only)"),
        .init(key: "Gap", written: "6pt between icon and label", expected: "6pt (between icon and label)"),
        .init(key: "Border", written: "1pt solid Light Gray (#DFE6E9)", expected: "1pt solid color {light #DFE6E9 color.light-gray-border (name + literal); dark #DFE6E9 color.light-gray-border (name + literal)}"),
        .init(key: "Border", written: "2pt Primary Coral", expected: "2pt color {light #FF6B6B color.coral (name); dark #FF8787 color.coral (name)}"),
        .init(key: "Border", written: "2pt white stroke", expected: "2pt stroke color {light #FFFFFF color.white (name); dark #FFFFFF color.white (name)}"),
        .init(key: "Border", written: "None (uses background color)", expected: "0pt none ((uses background color))"),
        .init(key: "Opacity", written: "30%", expected: "opacity 0.3"),
        .init(key: "Shadow", written: "Level 2 (raised)", expected: "shadow.level2 (raised)"),
        .init(key: "Shadow", written: "rgba(0, 0, 0, 0.16), offset (0, 4pt), blur 16pt", expected: "{light #00000029 (off-palette); dark #00000029 (off-palette)} offset (0, 4) blur 16"),
    ]

    @Test(arguments: sizeCases)
    func sizes(_ example: SizeCase) {
        let (entries, ids) = Self.read(example.written, key: example.key)
        #expect(entries == [example.expected])
        #expect(!ids.contains("spec/unreadable-value"))
    }

    struct TypographyCase: CustomTestStringConvertible, Sendable {
        var key: String
        var written: String
        var expected: String
        var ids: [String] = []
        var testDescription: String { "\(key): \(written)" }
    }

    static let typographyCases: [TypographyCase] = [
        .init(key: "Typography", written: "Headline (17pt semibold)", expected: "style typography.headline"),
        .init(key: "Typography", written: "Title 2", expected: "style typography.title2"),
        .init(key: "Typography", written: "typography.title2", expected: "style typography.title2"),
        .init(key: "Font", written: "body (17pt regular)", expected: "style typography.body"),
        .init(key: "Typography", written: "SF Pro Text, 17pt Semibold", expected: "SF Pro Text, 17pt, weight 600, = typography.headline"),
        .init(key: "Typography", written: "SF Pro Display, 22pt Bold, Centered", expected: "SF Pro Display, 22pt, weight 700, center, = typography.title2"),
        .init(key: "Typography", written: "SF Pro Text, 16pt Regular, Primary Coral", expected: "SF Pro Text, 16pt, weight 400, = typography.callout, color {light #FF6B6B color.coral (name); dark #FF8787 color.coral (name)}"),
        .init(key: "Typography", written: "SF Pro Text, 14pt Regular", expected: "SF Pro Text, 14pt, weight 400", ids: ["spec/off-scale"]),
        .init(key: "Typography", written: "Headline (18pt bold)", expected: "style typography.headline", ids: ["spec/style-drift"]),
        .init(key: "Typography", written: "17px / 400 / 26px", expected: "17pt, weight 400, line height 26pt, = typography.body"),
        .init(key: "Line Height", written: "22pt", expected: "22pt"),
        .init(key: "Letter Spacing", written: "-0.41pt", expected: "-0.41pt"),
        .init(key: "Text", written: "“Settings” (headline, 17pt semibold, center-aligned)", expected: "\"Settings\" + typography {style typography.headline, 17pt, weight 600, center}"),
        .init(key: "Text", written: "“1”, SF Pro Display, 24pt Bold, White", expected: "\"1\" + typography {SF Pro Display, 24pt, weight 700, color {light #FFFFFF color.white (name); dark #FFFFFF color.white (name)}}", ids: ["spec/off-scale"]),
        .init(key: "Label", written: "Below icon, 11pt regular", expected: "Below icon + typography {11pt, weight 400}", ids: ["spec/off-scale"]),
    ]

    @Test(arguments: typographyCases)
    func typography(_ example: TypographyCase) {
        let (entries, ids) = Self.read(example.written, key: example.key)
        #expect(entries.first == example.expected)
        #expect(ids == example.ids.sorted())
    }

    struct MotionCase: CustomTestStringConvertible, Sendable {
        var key: String
        var written: String
        var expected: String
        var testDescription: String { "\(key): \(written)" }
    }

    static let motionCases: [MotionCase] = [
        .init(key: "Duration", written: "300ms", expected: "300ms"),
        .init(key: "Duration", written: "0.5s", expected: "500ms"),
        .init(key: "Duration", written: "300ms (iOS standard)", expected: "300ms (iOS standard)"),
        .init(key: "Duration", written: "Variable (depends on upload speed)", expected: "variable (depends on upload speed)"),
        .init(key: "Curve", written: "ease-out", expected: "ease-out easing.ease-out"),
        .init(key: "Curve", written: "easeOut", expected: "ease-out easing.ease-out"),
        .init(key: "Curve", written: "Spring (response: 0.3, dampingFraction: 0.7)", expected: "spring(response: 0.3, dampingFraction: 0.7) easing.spring.default"),
        .init(key: "Curve", written: "cubic-bezier(0, 0, 0.58, 1)", expected: "cubic-bezier(0, 0, 0.58, 1) easing.ease-out"),
        .init(key: "Animation", written: "Fade in + scale from 1.2 → 1.0 (200ms), fade out after 1s", expected: "motion [200ms]"),
        .init(key: "Animation", written: "Icon rotates (0.3s easeOut)", expected: "motion [300ms, ease-out easing.ease-out]"),
    ]

    @Test(arguments: motionCases)
    func motion(_ example: MotionCase) {
        let (entries, ids) = Self.read(example.written, key: example.key)
        #expect(entries == [example.expected])
        #expect(ids.isEmpty)
    }

    @Test func sequencesWithDelaysAndOffsets() {
        let result = SpecTest.parse(
            """
            ## Screen: S

            ### Interactive States & Animations

            #### Appear Animation

            - Duration: 300ms
            - Curve: ease-out
            - Sequence:
              1. Backdrop fades in (0 → 0.4 opacity)
              2. Headline: Fade in + slide up 10pt (100ms delay)
              3. Shutter inner circle scales to 0.7 (0-100ms, ease-in)
            - Reduce Motion: Fade in only, no slide

            #### Capture Animation

            1. Tap shutter (0ms)
            2. White flash fades out (100-300ms, fade out)
            """)
        let appear = SpecTest.node(result, "S/Appear Animation")
        guard case .sequence(let steps)? = appear?.property("Sequence")?.entries.first?.value else {
            Issue.record("expected a sequence")
            return
        }
        #expect(steps.count == 3)
        #expect(steps[0].timing == nil)
        #expect(steps[1].timing?.delay?.milliseconds == 100)
        #expect(steps[2].timing?.offset?.upperMilliseconds == 100)
        #expect(steps[2].timing?.easing?.description == "ease-in")
        let capture = SpecTest.node(result, "S/Capture Animation")
        guard case .sequence(let bare)? = capture?.property("Sequence")?.entries.first?.value else {
            Issue.record("expected a bare ordered list to be a sequence")
            return
        }
        #expect(bare.map { $0.timing?.description ?? "-" } == ["0ms", "at 100-300ms"])
    }
}
