import DesignModel

/// One way of reading spec text (docs/spec-format.md §2.17): a phrasing and what it becomes.
/// Like a rule, a reading carries its examples; they run as tests (`SpecReadingTests`) and are
/// printed into docs/spec-format.md (generated, with a staleness test). Adding a phrasing is one
/// file with its examples and one line in `SpecReadings`.
public struct SpecReadingDescription: Sendable {
    public let id: String
    public let title: String
    public let summary: String
    public let examples: [SpecReadingExample]

    public init(id: String, title: String, summary: String, examples: [SpecReadingExample]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.examples = examples
    }
}

/// A spec snippet and facts it must give, written as `SpecReadings.summaries` prints them
/// (`text Title: #2D3436 on #FFFFFF (light)`, `target Back: 44×44`, `text size Title: 17`, `scoped claim font size 13`,
/// `token radius.sheet: drift`). `absent` lists facts it must not give.
public struct SpecReadingExample: Sendable {
    public let markdown: String
    public let facts: [String]
    public let absent: [String]

    public init(_ markdown: String, facts: [String], absent: [String] = []) {
        self.markdown = markdown
        self.facts = facts
        self.absent = absent
    }
}

/// A registered way of reading.
protocol SpecReading: Sendable {
    static var description: SpecReadingDescription { get }
}

/// Where an item is read: the subject it stands under, the mode and state its headings or
/// names give, and whether it is a `Key: value` line of a paragraph rather than a list item.
struct ItemContext {
    var subject: Int?
    var mode: String?
    var state: String?
    var fromParagraph = false
    /// The value as written when the item is a sentence of a paragraph, possibly across lines.
    var value: Fragment?
}

/// A reading of list items (and `Key: value` lines): true when it took the item.
protocol ItemReading: SpecReading {
    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool
}

/// The registry: every way of reading, in the order the role reader tries them.
public enum SpecReadings {
    /// Item readings, tried in this order; the first that takes an item reads it.
    static let items: [any ItemReading.Type] = [
        ScenarioItemReading.self,
        ConditionalStyleReading.self,
        FrameLineReading.self,
        ExampleKeyReading.self,
        SegmentedElementReading.self,
        ArrowOverrideReading.self,
        StateLineReading.self,
        PlacedOnBackgroundReading.self,
        InlineElementReading.self,
        NestedElementReading.self,
        BackgroundLineReading.self,
        QualifierKeyReading.self,
        QualifiedRoleKeyReading.self,
        RoleKeyReading.self,
        MetaLeadReading.self,
        ModeSectionKeyReading.self,
        KeyedElementReading.self,
        DashedElementReading.self,
        NameRoleValueItemReading.self,
        SubjectValueItemReading.self,
        TypeStatedItemReading.self,
        ProseItemReading.self,
    ]

    /// The structured reader's units for keyed items (§2.4.3), tried in this order; the first
    /// that takes an item reads it, and an item none takes is documentation.
    static let keyedItems: [any KeyedItemReading.Type] = [
        LayerLineReading.self,
        LayerFillReading.self,
        KeylessItemReading.self,
        VariantLineReading.self,
        ClaimKeyReading.self,
        AccessibilityGroupReading.self,
        ColorsStateReading.self,
        ContradictingQualifiersReading.self,
        StateGroupReading.self,
        PartStatesReading.self,
        GroupItemReading.self,
        SelfGroupReading.self,
        TypographyPartReading.self,
        ElementListReading.self,
        ColorLegendReading.self,
        PartReading.self,
        PropertyReading.self,
        ControlPartReading.self,
        ElementColorsReading.self,
        SlotControlReading.self,
        SizedPartReading.self,
        PerDeviceSizeReading.self,
        VisualShorthandReading.self,
        SymbolColorsReading.self,
        QuotedTextColorReading.self,
        CopiedPartReading.self,
    ]

    /// Every reading, for the docs and the example tests.
    static let all: [any SpecReading.Type] = [
        SubjectHeadingReading.self,
        HeadingBackgroundReading.self,
        HeadingValuesReading.self,
        DocumentPaletteReading.self,
        FragmentRoleReading.self,
        PostpositionalOnReading.self,
        PairedModeSeriesReading.self,
        ArabicProseReading.self,
        ModeContinuationReading.self,
        ElementOpacityReading.self,
        TouchSentenceReading.self,
        TouchPhraseReading.self,
        ActionSentenceReading.self,
        ColorRolePairReading.self,
        ContainerSiblingReading.self,
        LowercaseColorNameReading.self,
        ControlNameReading.self,
        TaskBoxReading.self,
        TapObjectReading.self,
        ElementLabelReading.self,
        QuestionLabelReading.self,
    ] + items.map { $0 as any SpecReading.Type } + [
        RoleColumnTableReading.self,
        ModedRoleColumnReading.self,
        PropertyRowTableReading.self,
        PartPropertyTableReading.self,
        PropertyStateOrPartReading.self,
        PropertySheetReading.self,
        BreakpointColumnReading.self,
        SitsOnColumnReading.self,
        ScreenBackgroundRowReading.self,
        RuledOutColorReading.self,
        StateColumnReading.self,
        TypeTokenReading.self,
        SizeTypeColumnReading.self,
        SelfDescribingCellReading.self,
        ProseCellReading.self,
        TestStepTableReading.self,
        TabModeReading.self,
        ContrastTableReading.self,
        TokenValueTableReading.self,
        AlignedTableReading.self,
        AsciiDocTableReading.self,
        HTMLTableReading.self,
        ConfluenceTableReading.self,
        LeaderLineReading.self,
        TableRowShapeReading.self,
        SchemeRoleTableReading.self,
        ThreadPostReading.self,
        UtilityClassReading.self,
        AndroidLayoutReading.self,
        SlashedTokenPaths.self,
        CSSVariableTokens.self,
        SpokenValues.self,
        TemplateShortcodes.self,
        FootnoteMarkers.self,
        StickyNoteAuthors.self,
        CommentAuthorLeads.self,
        OrgOutline.self,
        CapsLabelHeadings.self,
        TrackedChanges.self,
        LaTeXMathSymbols.self,
        GroundByRoleReading.self,
        BoldLeadReading.self,
        InspectLayerReading.self,
        InspectorBlockReading.self,
        LabelledLayerReading.self,
        ParagraphSentenceReading.self,
        NamedSentenceReading.self,
        AntecedentSentenceReading.self,
        ExpectationSentenceReading.self,
        DefinitionListReading.self,
        DesignNodeReading.self,
        DataBlockReading.self,
        CodeStyleReading.self,
        StyleObjectFontSizeReading.self,
        ComposeModifierReading.self,
        CSSStyleReading.self,
        CodeTokenCommentReading.self,
        StyleObjectReading.self,
        MermaidStyleReading.self,
        ContrastReportReading.self,
        ComponentPropsReading.self,
        ParenthesizedModeReading.self,
        TextLayerFillReading.self,
        PaletteColorReading.self,
        DirectiveBlockReading.self,
        GherkinStepReading.self,
        LayerTreeReading.self,
        TokenMentionReading.self,
        MeasuredPairReading.self,
        ScopedClaimReading.self,
        TypeScaleReading.self,
        ProseClaimReading.self,
        SupersededStatementReading.self,
    ]

    /// Every reading's description, the structured reader's units last.
    public static var descriptions: [SpecReadingDescription] { (all + keyedItems.map { $0 as any SpecReading.Type }).map { $0.description } }

    /// Markers around the generated section in docs/spec-format.md.
    public static let docsMarkers = ("<!-- readings: generated from Sources/SpecParser/Reading -->", "<!-- end of readings -->")

    /// Markers around the generated list of the structured reader's units (§2.4.3).
    public static let keyedDocsMarkers = ("<!-- keyed items: generated from Sources/SpecParser/Structure/Units -->", "<!-- end of keyed items -->")

    /// The readings as docs/spec-format.md §2.17 prints them.
    public static func markdown() -> String {
        "\n" + markdown(all.map { $0.description }) + "The role words, as data (`RoleWords`):\n\n" + RoleWords.markdownTable() + "\n"
    }

    /// The structured reader's units as docs/spec-format.md §2.4.3 prints them.
    public static func keyedMarkdown() -> String {
        "\n" + markdown(keyedItems.map { $0.description })
    }

    static func markdown(_ descriptions: [SpecReadingDescription]) -> String {
        var out = ""
        for description in descriptions {
            out += "#### \(description.title) (`\(description.id)`)\n\n\(description.summary)\n\n"
            for example in description.examples {
                out += "```markdown\n\(example.markdown)\n```\n\n"
                out += example.facts.map { "- \($0)" }.joined(separator: "\n") + "\n"
                if !example.absent.isEmpty { out += example.absent.map { "- not: \($0)" }.joined(separator: "\n") + "\n" }
                out += "\n"
            }
        }
        return out
    }

    /// Facts as one line each, for the examples: pairs, targets, text sizes, token claims.
    public static func summaries(_ specs: SpecSet) -> [String] {
        func hex(_ color: SpecFact.Color) -> String { color.color.hex }
        func name(_ component: SpecFact.Component) -> String { component.path.components(separatedBy: " › ").last ?? component.path }
        var out: [String] = []
        for pair in specs.facts.textPairs {
            let background = pair.background.last.map(hex) ?? "?"
            let state = pair.context.state == "default" ? "" : " \(pair.context.state)"
            out.append("text \(name(pair.component)): \(hex(pair.foreground)) on \(background) (\(pair.context.mode)\(state))")
        }
        for pair in specs.facts.nonTextPairs {
            let background = pair.background.last.map(hex) ?? "?"
            let state = pair.context.state == "default" ? "" : " \(pair.context.state)"
            out.append("non-text \(name(pair.component)): \(hex(pair.foreground)) on \(background) (\(pair.context.mode)\(state))")
        }
        for target in specs.facts.interactiveElements {
            func number(_ value: Double?) -> String { value.map { Canonical.number($0) } ?? "?" }
            out.append("target \(name(target.component)): \(number(target.width))×\(number(target.height))")
        }
        for claim in specs.facts.contrastClaims {
            guard case .pair(let samples) = claim.scope else { continue }
            for sample in samples {
                let background = sample.background.last.map(hex) ?? "?"
                out.append("claim \(hex(sample.foreground)) on \(background): \(Canonical.number(claim.statedRatio))")
                if let level = claim.statedLevel { out.append("claimed level \(hex(sample.foreground)) on \(background): \(level.rawValue)") }
            }
        }
        for text in specs.facts.textElements { out.append("text size \(name(text.component)): \(Canonical.number(text.size))") }
        for claim in specs.facts.scopedClaims {
            let size = claim.size.map { " \(Canonical.number($0))" } ?? claim.ratio.map { " \(Canonical.number($0)):1" } ?? ""
            out.append("scoped claim \(claim.kinds.map(\.rawValue).joined(separator: ", "))\(size)")
        }
        for document in specs.documents {
            for claim in document.tokenClaims {
                let status: String
                switch claim.status {
                case .drift: status = "drift"
                case .unknownToken: status = "unknown"
                case .matches: status = "matches"
                default: status = "reference"
                }
                out.append("token \(claim.written): \(status)")
            }
        }
        return Array(Set(out)).sorted()
    }
}
