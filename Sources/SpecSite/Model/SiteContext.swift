import ColorScience
import DesignModel
import Diagnostics
import Rules

/// What every page builder shares: the input, where each token and component lives, who uses
/// what, and the findings indexed by subject. Built once per site, in linear time.
///
/// A class, immutable: the pages render in parallel from one instance, and the page builders,
/// fragments and closures that hold it copy one reference, not two dozen.
final class SiteContext: Sendable {
    let input: SiteInput
    let system: DesignSystem
    let title: String
    /// Pages that have content, in navigation order.
    let pages: [SitePage]
    /// Palette page title: the palette's name when there is exactly one ("Emotion palette").
    let palettesTitle: String

    /// Where a component is shown: its screen page and anchor.
    struct ComponentLocation {
        var page: String
        var anchor: String
        var screen: String
    }

    struct ScreenPage {
        var document: SiteDocument
        var screen: SiteScreen
        var path: String
        var componentAnchors: [String: String]
    }

    let documents: [SiteDocument]
    /// Text and non-text pairs the specs draw.
    let specPairs: [SpecFact.ColorPair]
    let screenPages: [ScreenPage]
    let screenPagesByPath: [String: ScreenPage]
    /// The contrast page's section id for each screen's pairs.
    let pairAnchors: RecordedLookup<String>
    /// Touch targets by component (`componentKey(file:id:)` with the node id); recorded with the
    /// node's pairs (both are facts about the node).
    let targetsByNode: RecordedLookup<[SpecFact.InteractiveElement]>
    /// Spec pairs by component (`componentKey(file:id:)` with the node id).
    let pairsByNode: RecordedLookup<[SpecFact.ColorPair]>
    let componentLocations: [String: ComponentLocation]
    /// Tokens that refer to each token (any mode).
    let referrers: [TokenPath: [TokenPath]]
    /// Components whose properties use each token: (component id, screen name).
    let componentUsage: [TokenPath: [String]]
    /// Findings by subject: new ones and the ones the baseline accepts (they are still true).
    let findingsByToken: [TokenPath: [Finding]]
    /// Findings the baseline accepts, shown as "known".
    let knownFindings: Set<Finding>
    /// Every finding, new and known, in output order, each once.
    let allFindings: [Finding]
    /// Each finding's anchor on the findings page.
    let findingAnchors: [Finding: String]
    /// Screen names that more than one spec uses (titles then name their document too).
    let ambiguousScreenNames: Set<String>
    /// The spec pairs, counted once for every page that shows their numbers.
    let pairCounts: PairCounts
    /// Text/background token pairs a screen spec draws (`used`) or kiln.yaml declares.
    private let matrixUses: [String: MatrixUse]

    enum MatrixUse: String {
        case used = "used in the specs"
        case declared = "declared in kiln.yaml"
    }

    /// Whether the design uses or declares `text` on `background`; nil: no design draws it.
    func matrixUse(text: TokenPath, background: TokenPath) -> MatrixUse? {
        matrixUses[text.string + "\u{1F}" + background.string]
    }
    let findingsByComponent: RecordedLookup<[Finding]>
    /// The page of each source file included in the site, by project-relative path.
    let sourcePages: [String: String]

    // Whole: an initializer: each stored lookup is a `let` filled here, most from the ones filled before it.
    init(input: SiteInput) {
        self.input = input
        self.system = input.system
        self.title = input.options.title

        self.documents = SiteDocument.documents(from: input.specs, system: input.system)
        self.specPairs = input.specs.facts.textPairs + input.specs.facts.nonTextPairs
        // Screen pages: screens/<document>-<screen>.html, unique.
        var slugger = Slugger()
        var screenPages: [ScreenPage] = []
        var componentLocations: [String: ComponentLocation] = [:]
        for document in documents {
            for screen in document.screens {
                let path = "screens/" + slugger.unique(document.id + " " + screen.name) + ".html"
                var anchors = Slugger(reserved: SiteContext.reservedIDs)
                var map: [String: String] = [:]
                func visit(_ component: SiteComponent) {
                    let anchor = "c-" + anchors.unique(component.name)
                    map[component.id] = anchor
                    let location = ComponentLocation(page: path, anchor: anchor, screen: screen.name)
                    componentLocations[SiteContext.componentKey(file: document.file, id: component.id)] = location
                    componentLocations[SiteContext.componentKey(file: document.file, id: component.nodeID)] = location
                    component.children.forEach(visit)
                }
                screen.components.forEach(visit)
                screenPages.append(ScreenPage(document: document, screen: screen, path: path, componentAnchors: map))
            }
        }
        self.screenPages = screenPages
        self.ambiguousScreenNames = Set(Dictionary(grouping: screenPages, by: \.screen.name).filter { $0.value.count > 1 }.keys)
        self.screenPagesByPath = Dictionary(screenPages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.componentLocations = componentLocations
        var pairSlugger = Slugger(reserved: SiteContext.reservedIDs)
        var pairAnchors: [String: String] = [:]
        for screen in Set(specPairs.map { $0.component.screen ?? $0.component.file }).sorted() {
            pairAnchors[screen] = "pairs-" + pairSlugger.unique(screen)
        }
        self.pairAnchors = RecordedLookup(storage: pairAnchors) { .pairAnchor($0) }
        self.pairCounts = PairCounts(specPairs)
        self.targetsByNode = RecordedLookup(
            storage: Dictionary(grouping: input.specs.facts.interactiveElements) { SiteContext.componentKey(file: $0.component.file, id: $0.component.id) }) {
            .pairs($0)
        }
        var matrixUses: [String: MatrixUse] = [:]
        for pair in input.declaredPairs {
            matrixUses[pair.foreground + "\u{1F}" + pair.background] = .declared
        }
        for pair in specPairs {
            guard let foreground = pair.foreground.token, let background = pair.background.last?.token else { continue }
            matrixUses[foreground.string + "\u{1F}" + background.string] = .used
        }
        self.matrixUses = matrixUses
        self.pairsByNode = RecordedLookup(
            storage: Dictionary(grouping: specPairs) { SiteContext.componentKey(file: $0.component.file, id: $0.component.id) }) { .pairs($0) }

        var referrers: [TokenPath: Set<TokenPath>] = [:]
        for token in input.system.tokens {
            for value in token.values {
                guard let value else { continue }
                for reference in value.references where reference != token.path {
                    referrers[reference, default: []].insert(token.path)
                }
            }
        }
        self.referrers = referrers.mapValues { $0.sorted() }

        var usage: [TokenPath: Set<String>] = [:]
        for page in screenPages {
            func visit(_ component: SiteComponent) {
                let key = SiteContext.componentKey(file: page.document.file, id: component.id)
                for property in component.properties {
                    for value in property.values {
                        for resolved in value.resolved {
                            if let token = resolved.value.token { usage[token, default: []].insert(key) }
                        }
                    }
                }
                component.children.forEach(visit)
            }
            page.screen.components.forEach(visit)
        }
        for pair in specPairs {
            let key = SiteContext.componentKey(file: pair.component.file, id: pair.component.path)
            if let token = pair.foreground.token { usage[token, default: []].insert(key) }
            for layer in pair.background { if let token = layer.token { usage[token, default: []].insert(key) } }
        }
        self.componentUsage = usage.mapValues { $0.sorted() }

        var byToken: [TokenPath: [Finding]] = [:]
        var byComponent: [String: [Finding]] = [:]
        for finding in Finding.sortedForOutput(input.findings + input.baselinedFindings) {
            for token in Set(finding.subject.tokens) { byToken[token, default: []].append(finding) }
            if let component = finding.subject.component {
                let key = SiteContext.componentKey(file: finding.subject.file ?? finding.range.file, id: component)
                byComponent[key, default: []].append(finding)
            }
        }
        self.findingsByToken = byToken
        self.knownFindings = Set(input.baselinedFindings)
        // Each finding once: the same finding reported new and known is one finding.
        var seenFindings = Set<Finding>()
        let allFindings = Finding.sortedForOutput(input.findings + input.baselinedFindings).filter { seenFindings.insert($0).inserted }
        self.allFindings = allFindings
        var findingSlugs = Slugger(reserved: SiteContext.reservedIDs)
        var findingAnchors: [Finding: String] = [:]
        for finding in allFindings {
            // A hash of what identifies it: stable across builds, short, and free of the
            // characters a fingerprint holds.
            findingAnchors[finding] = "f-" + findingSlugs.unique(PageStyles.hashKey(finding.fingerprint + "\u{1F}" + finding.message))
        }
        self.findingAnchors = findingAnchors
        self.findingsByComponent = RecordedLookup(storage: byComponent) { .findings($0) }
        var sourcePages: [String: String] = [:]
        if input.options.sources {
            for source in input.sources { sourcePages[source.path] = SiteContext.sourcePagePath(source.path) }
        }
        self.sourcePages = sourcePages

        let types = Set(input.system.tokens.map(\.type))
        var pages: [SitePage] = [.overview]
        if types.contains(.color) || types.contains(.gradient) { pages.append(.colors) }
        if types.contains(.color) { pages.append(.contrast) }
        if !types.isDisjoint(with: TokenRouting.typographyTypes) { pages.append(.typography) }
        if !types.isDisjoint(with: TokenRouting.spacingTypes) { pages.append(.spacing) }
        if !types.isDisjoint(with: TokenRouting.motionTypes) { pages.append(.motion) }
        if !input.system.palettes.isEmpty { pages.append(.palettes) }
        if !screenPages.isEmpty { pages.append(.screens) }
        pages.append(.findings)
        if !input.rules.isEmpty { pages.append(.rules) }
        if input.changes != nil { pages.append(.changes) }
        pages.append(.search)
        self.pages = pages

        var typeCounts: [TokenType: Int] = [:]
        for token in input.system.tokens { typeCounts[token.type, default: 0] += 1 }
        self.typeCounts = typeCounts
        let (texts, backgrounds) = ContrastSelection.select(input.system, options: input.options)
        self.contrastTexts = texts
        self.contrastBackgrounds = backgrounds
        let system = input.system
        // The same token in every mode; only its value differs.
        let backgroundToken = backgrounds.first { $0.string.contains("background.primary") || $0.string.hasSuffix("background") } ?? backgrounds.first
        let textToken = texts.first { $0.string.contains("text.primary") } ?? texts.first
        let pageBackgrounds = system.modes.indices.map { SiteContext.computePageBackground(system: system, preferred: backgroundToken, mode: $0) }
        self.pageBackgrounds = pageBackgrounds
        self.pageTexts = system.modes.indices.map {
            SiteContext.computePageText(system: system, preferred: textToken, mode: $0, background: pageBackgrounds[$0])
        }

        if input.system.palettes.count == 1, let palette = input.system.palettes.first {
            self.palettesTitle = PageText.title(palette.path.name) + " palette"
        } else {
            self.palettesTitle = "Palettes"
        }
    }

    /// Ids the layout uses on every page; component and section anchors avoid them.
    static let reservedIDs = ["main", "site-search", "search-input", "search-results", "search-status", "search-index", "pause-motion"]

    static func componentKey(file: String, id: String) -> String { file + "\u{1F}" + id }

    func title(of page: SitePage) -> String { page == .palettes ? palettesTitle : page.title }

    // MARK: links

    /// The page and anchor of a token.
    func tokenLink(_ path: TokenPath, from page: String) -> SiteURL? {
        SiteDependencyRecorder.record(.token(path))
        guard let token = system[path] else { return nil }
        return SiteURL.link(from: page, to: TokenRouting.page(for: token.type).path, fragment: Anchor.token(path.string))
    }

    func componentLink(file: String, id: String, from page: String) -> (url: SiteURL, screen: String)? {
        let key = SiteContext.componentKey(file: file, id: id)
        SiteDependencyRecorder.record(.component(key))
        guard let location = componentLocations[key] else { return nil }
        return (SiteURL.link(from: page, to: location.page, fragment: location.anchor), location.screen)
    }

    /// The line-numbered source page for `range`, when the site includes that file.
    func sourceLink(_ range: SourceRange, from page: String) -> SiteURL? {
        guard !range.isNone else { return nil }
        let file = range.file
        guard let sourcePage = sourcePages[file] else { return nil }
        return SiteURL.link(from: page, to: sourcePage, fragment: range.start.line > 0 ? "L\(range.start.line)" : nil)
    }

    static func sourcePagePath(_ file: String) -> String {
        "source/" + file.split(separator: "/").map { Anchor.encode(String($0)) }.joined(separator: "/") + ".html"
    }

    /// A finding's entry on the findings page.
    func findingLink(_ finding: Finding, from page: String) -> SiteURL? {
        guard let anchor = findingAnchors[finding] else { return nil }
        return SiteURL.link(from: page, to: SitePage.findings.path, fragment: anchor)
    }

    func ruleLink(_ id: DiagnosticID, from page: String) -> SiteURL? {
        guard pages.contains(.rules), input.rules.contains(where: { $0.diagnosticID == id }) else { return nil }
        return SiteURL.link(from: page, to: SitePage.rules.path, fragment: RulesPage.anchor(id))
    }

    /// Per mode, computed once: the background and text color samples are drawn with.
    private let pageBackgrounds: [RGBA]
    private let pageTexts: [RGBA]
    /// The matrix rows and columns (all candidates; pages cut them to the limit).
    let contrastTexts: [TokenPath]
    let contrastBackgrounds: [TokenPath]
    /// Tokens per type, counted once (pages show these counts in the navigation).
    let typeCounts: [TokenType: Int]

    func count(of types: Set<TokenType>) -> Int { types.reduce(0) { $0 + (typeCounts[$1] ?? 0) } }

    func pageBackground(mode: Int) -> RGBA { pageBackgrounds[mode] }
    func pageText(mode: Int) -> RGBA { pageTexts[mode] }

    /// The background a mode's samples are drawn on: a `background.primary`-like token, else
    /// the first background token, else white (or near-black for a mode named "dark").
    private static func computePageBackground(system: DesignSystem, preferred: TokenPath?, mode: Int) -> RGBA {
        if let preferred, let color = system[preferred]?.values[mode]?.value.color, color.isOpaque { return color }
        return system.modes[mode].lowercased().contains("dark") ? RGBA(red8: 0x1A, green8: 0x1D, blue8: 0x1F) : .white
    }

    /// The mode's text color for samples: a `text.primary`-like token, else the first text
    /// token, else black or white, whichever reads better on the background.
    private static func computePageText(system: DesignSystem, preferred: TokenPath?, mode: Int, background: RGBA) -> RGBA {
        if let preferred, let color = system[preferred]?.values[mode]?.value.color, color.isOpaque { return color }
        return ColorText.readableInk(on: background)
    }
}

/// Which page shows which token type.
enum TokenRouting {
    static let colorTypes: Set<TokenType> = [.color, .gradient]
    static let typographyTypes: Set<TokenType> = [.typography, .fontFamily, .fontWeight]
    static let spacingTypes: Set<TokenType> = [.dimension, .border, .strokeStyle, .shadow, .opacity, .number]
    static let motionTypes: Set<TokenType> = [.duration, .cubicBezier, .spring, .transition]

    static func page(for type: TokenType) -> SitePage {
        if colorTypes.contains(type) { return .colors }
        if typographyTypes.contains(type) { return .typography }
        if motionTypes.contains(type) { return .motion }
        return .spacing
    }
}

extension SiteValue {
    var token: TokenPath? {
        switch self {
        case .color(_, let token), .dimension(_, _, let token), .typography(_, let token): token
        case .token(let token): token
        case .text: nil
        }
    }
}

/// The wording of the site's pages: headings (`coral-hover` → `Coral hover`, `textPrimary` →
/// `Text primary`), component names without their screen, and counts (`3 pairs`).
enum PageText {
    static func title(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            if character == "-" || character == "_" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        let joined = words.map { $0.lowercased() }.joined(separator: " ")
        return joined.prefix(1).uppercased() + joined.dropFirst()
    }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// `Welcome Screen › Option Card › Label` → `Option Card › Label` (the screen is the page).
    static func componentName(_ id: String) -> String {
        let parts = id.split(separator: "›", omittingEmptySubsequences: true).map { $0.trimmingSpaces }
        return parts.count > 1 ? parts.dropFirst().joined(separator: " › ") : id
    }

    static func plural(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : (plural ?? singular + "s"))
    }
}

extension Substring {
    var trimmingSpaces: String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[first...last])
    }
}

/// How many pairs the specs draw and how many fail, as every page states them: all pairs
/// (text and non-text, every mode and state), the ones exempt (disabled, decorative), and the
/// ones below their requirement.
struct PairCounts: Sendable {
    var total = 0
    var text = 0
    var nonText = 0
    var exempt = 0
    var failing = 0
    var failingText = 0
    var unknownBackground = 0

    init(_ pairs: [SpecFact.ColorPair]) {
        for pair in pairs {
            total += 1
            if pair.role == nil { text += 1 } else { nonText += 1 }
            if ContrastPairs.isExempt(pair) {
                exempt += 1
                continue
            }
            guard let ratio = ContrastPairs.ratio(pair) else {
                unknownBackground += 1
                continue
            }
            if !WCAG.passes(ratio: ratio, required: ContrastPairs.required(pair)) {
                failing += 1
                if pair.role == nil { failingText += 1 }
            }
        }
    }

    /// "805 pairs (442 text, 363 non-text), 61 below their WCAG AA requirement".
    var summary: String {
        "\(PageText.plural(total, "pair")) (\(text) text, \(nonText) non-text), \(failing) below their WCAG AA requirement"
            + (exempt > 0 ? ", \(exempt) exempt" : "") + (unknownBackground > 0 ? ", \(unknownBackground) on an unknown background" : "")
    }
}
