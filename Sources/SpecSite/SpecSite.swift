import DesignModel
import Parallelism

/// The static HTML spec site (docs/site.md). Its checker parses pages with `HTMLInspector`,
/// which lives in `XMLAdapter`, the one module that touches libxml2.
///
/// `generate` is a pure function of its input: pages are sorted and carry no timestamps, so
/// the same design system always produces the same bytes. Every page is self-contained — its
/// stylesheet and the site's one script are inline and allowed by hash in the page's
/// Content-Security-Policy — so the site works from file:// and under any sub-path.
public enum SpecSite {
    /// Every file of the site, with paths relative to the site folder (`index.html`,
    /// `screens/onboarding-welcome-screen.html`, `assets/tokens.css`).
    public static func generate(_ input: SiteInput) -> [OutputFile] {
        let context = SiteContext(input: input)
        let renderers = pageRenderers(context)
        // Each renderer only reads the shared context; results come back in list order.
        var files = Parallel.map(renderers.count) { renderers[$0]() }
        if let sheet = input.tokenStylesheet {
            files.append(OutputFile(path: "assets/" + sheet.fileName, text: sheet.css))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// One renderer per page file, the pages that usually take longest first (the colors page
    /// holds most tokens); the many small source pages come last and fill the gaps.
    private static func pageRenderers(_ context: SiteContext) -> [() -> OutputFile] {
        var renderers: [() -> OutputFile] = []
        for page in context.pages.sorted(by: { sizeRank($0) < sizeRank($1) }) {
            switch page {
            case .overview: renderers.append { OverviewPage(context: context).render() }
            case .colors: renderers.append { ColorsPage(context: context).render() }
            case .contrast: renderers.append { ContrastPage(context: context).render() }
            case .typography: renderers.append { TypographyPage(context: context).render() }
            case .spacing: renderers.append { SpacingPage(context: context).render() }
            case .motion: renderers.append { MotionPage(context: context).render() }
            case .palettes: renderers.append { PalettesPage(context: context).render() }
            case .screens:
                let screens = ScreensPage(context: context)
                renderers.append { screens.renderIndex() }
                for screenPage in context.screenPages { renderers.append { screens.render(screenPage) } }
            case .rules: renderers.append { RulesPage(context: context).render() }
            case .changes: renderers.append { ChangesPage(context: context).render() }
            case .search: renderers.append { SearchPage(context: context).render() }
            }
        }
        if context.input.options.sources {
            let source = SourcePage(context: context)
            for file in context.input.sources.sorted(by: { $0.text.utf8.count > $1.text.utf8.count }) {
                renderers.append { source.render(file) }
            }
        }
        return renderers
    }

    /// A scheduling hint only: pages that grow with the token count render first.
    private static func sizeRank(_ page: SitePage) -> Int {
        switch page {
        case .colors: 0
        case .typography: 1
        case .search: 2
        case .spacing, .motion: 3
        default: 4
        }
    }
}
