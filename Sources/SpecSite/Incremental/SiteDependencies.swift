import DesignModel
import Rules

/// What a page read while it rendered: the key of each piece of the site's input it looked at.
/// `kiln serve` keeps these per page (`SiteRenderCache`) and renders a page again only when the
/// value behind one of its keys changed.
enum SiteDependency: Hashable, Sendable {
    /// The shell every page shares: title, navigation (pages, their counts, screen names),
    /// modes, which source pages and rules exist (links to them).
    case layout
    /// Everything the site shows: pages that list the whole design system (overview, token
    /// pages, contrast, rules, search, the screens index) read it all.
    case everything
    /// One screen page's screen (with its resolved values) and its document's id, title and file.
    case screen(String)
    /// A link to a token: it names the token's page (by its type), or is plain text when the
    /// token is gone. Only that: values a page shows come with its screen, findings or pairs.
    case token(TokenPath)
    /// The findings (new and known) of one component key.
    case findings(String)
    /// The spec contrast pairs of one node key.
    case pairs(String)
    /// The contrast page's section id for a screen's pairs.
    case pairAnchor(String)
    /// Where a component is shown (page, anchor): links to it.
    case component(String)
    /// One source file's text (its line-numbered page).
    case source(String)
}

/// Collects the dependencies of the page rendering on this thread.
final class SiteDependencyRecorder: @unchecked Sendable {
    private(set) var keys: Set<SiteDependency> = []
    private var readsEverything = false

    /// The recorder of the page being rendered on this thread (nil outside an incremental render).
    @TaskLocal static var current: SiteDependencyRecorder?

    static func record(_ key: SiteDependency) {
        guard let recorder = current, !recorder.readsEverything else { return }
        if key == .everything {
            // Nothing else can change without `.everything` changing: keep the one key (a page
            // listing 10k tokens would otherwise record and compare 10k links).
            recorder.keys = [.everything]
            recorder.readsEverything = true
        } else {
            recorder.keys.insert(key)
        }
    }

    /// Renders with `body`, returning what it read.
    static func recording<T>(_ body: () -> T) -> (T, Set<SiteDependency>) {
        let recorder = SiteDependencyRecorder()
        let value = $current.withValue(recorder) { body() }
        return (value, recorder.keys)
    }
}

/// A dictionary whose reads are recorded as dependencies of the page being rendered.
struct RecordedLookup<Value: Sendable>: Sendable {
    let storage: [String: Value]
    let dependency: @Sendable (String) -> SiteDependency

    subscript(key: String) -> Value? {
        SiteDependencyRecorder.record(dependency(key))
        return storage[key]
    }
}

extension SiteContext {
    /// The value behind `key` in this site's input, as a hash: a page whose keys all hash as
    /// they did when it was rendered would render to the same bytes.
    func dependencyValue(_ key: SiteDependency) -> Int {
        var hasher = Hasher()
        switch key {
        case .layout:
            return Self.layoutHash(self)
        case .everything:
            return Self.everythingHash(self)
        case .screen(let path):
            guard let page = screenPagesByPath[path] else { return 0 }
            hasher.combine(page.document.id)
            hasher.combine(page.document.title)
            hasher.combine(page.document.file)
            hasher.combine(page.screen)
            hasher.combine(page.componentAnchors)
        case .token(let path):
            hasher.combine(system[path].map { TokenRouting.page(for: $0.type) })
        case .findings(let component):
            for finding in findingsByComponent.storage[component] ?? [] {
                hasher.combine(finding)
                hasher.combine(knownFindings.contains(finding))
            }
        case .pairs(let node):
            hasher.combine(pairsByNode.storage[node] ?? [])
            hasher.combine(targetsByNode.storage[node] ?? [])
        case .pairAnchor(let screen):
            hasher.combine(pairAnchors.storage[screen])
        case .component(let component):
            if let location = componentLocations[component] {
                hasher.combine(location.page)
                hasher.combine(location.anchor)
                hasher.combine(location.screen)
            }
        case .source(let path):
            hasher.combine(input.sources.first { $0.path == path }?.text)
        }
        return hasher.finalize()
    }

    /// What `Layout` reads.
    static func layoutHash(_ context: SiteContext) -> Int {
        var hasher = Hasher()
        hasher.combine(context.title)
        hasher.combine(context.pages)
        hasher.combine(context.palettesTitle)
        for type in TokenType.allCases { hasher.combine(context.typeCounts[type]) }
        for page in context.screenPages {
            hasher.combine(page.path)
            hasher.combine(page.screen.name)
            hasher.combine(page.document.title)
        }
        // The navigation's count of findings.
        hasher.combine(context.allFindings.count)
        hasher.combine(context.documents.isEmpty)
        hasher.combine(context.input.rules)
        hasher.combine(context.system.modes)
        hasher.combine(context.sourcePages)
        return hasher.finalize()
    }

    /// All of the input that pages listing everything read (all of it but the source texts,
    /// which only the source pages show).
    static func everythingHash(_ context: SiteContext) -> Int {
        let input = context.input
        var hasher = Hasher()
        hasher.combine(layoutHash(context))
        hasher.combine(input.system.modes)
        hasher.combine(input.system.axes)
        hasher.combine(input.system.palettes)
        hasher.combine(input.system.passThroughTokens)
        for token in input.system.tokens { hasher.combine(token) }
        hasher.combine(input.options)
        hasher.combine(input.findings)
        hasher.combine(input.baselinedFindings)
        hasher.combine(input.fixedSinceBaseline)
        hasher.combine(input.hasBaseline)
        hasher.combine(input.rules)
        hasher.combine(context.documents)
        hasher.combine(input.specs.facts)
        // Source texts only as far as the model shows them (token ranges, spec lines): a comment
        // edit at the end of a file changes its source page alone.
        hasher.combine(input.sources.map(\.path))
        hasher.combine(input.tokenStylesheet?.fileName)
        hasher.combine(input.tokenStylesheet?.css)
        hasher.combine(input.changes)
        hasher.combine(input.codeNames)
        hasher.combine(input.declaredPairs)
        return hasher.finalize()
    }
}
