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
    ///
    /// `cache` (kept by `kiln serve` between builds): pages whose recorded dependencies all have
    /// the values they had when the page was last rendered are not rendered again — their
    /// previous bytes are returned, which are the bytes a full render would produce.
    public static func generate(_ input: SiteInput, cache: SiteRenderCache? = nil) -> [OutputFile] {
        let context = SiteContext(input: input)
        let jobs = pageJobs(context)
        var files: [OutputFile]
        if let cache {
            files = cache.render(jobs, context: context)
        } else {
            // Each renderer only reads the shared context; results come back in list order.
            files = Parallel.map(jobs.count) { jobs[$0].render() }
        }
        if let sheet = input.tokenStylesheet {
            files.append(OutputFile(path: "assets/" + sheet.fileName, text: sheet.css))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// One page file to render: its path (known before rendering) and its renderer.
    struct PageJob {
        var path: String
        var render: () -> OutputFile
    }

    /// One renderer per page file, the pages that usually take longest first (the colors page
    /// holds most tokens); the many small source pages come last and fill the gaps. Pages that
    /// list the whole design system record `.everything`; screen and source pages record what
    /// they read as they render.
    private static func pageJobs(_ context: SiteContext) -> [PageJob] {
        var jobs: [PageJob] = []
        func listing(_ page: SitePage, _ render: @escaping () -> OutputFile) {
            jobs.append(PageJob(path: page.path) {
                SiteDependencyRecorder.record(.everything)
                return render()
            })
        }
        for page in context.pages.sorted(by: { sizeRank($0) < sizeRank($1) }) {
            switch page {
            case .overview: listing(page) { OverviewPage(context: context).render() }
            case .colors: listing(page) { ColorsPage(context: context).render() }
            case .contrast: listing(page) { ContrastPage(context: context).render() }
            case .typography: listing(page) { TypographyPage(context: context).render() }
            case .spacing: listing(page) { SpacingPage(context: context).render() }
            case .motion: listing(page) { MotionPage(context: context).render() }
            case .palettes: listing(page) { PalettesPage(context: context).render() }
            case .screens:
                let screens = ScreensPage(context: context)
                listing(page) { screens.renderIndex() }
                for screenPage in context.screenPages {
                    jobs.append(PageJob(path: screenPage.path) { screens.render(screenPage) })
                }
            case .findings: listing(page) { FindingsPage(context: context).render() }
            case .rules: listing(page) { RulesPage(context: context).render() }
            case .changes: listing(page) { ChangesPage(context: context).render() }
            case .search: listing(page) { SearchPage(context: context).render() }
            }
        }
        if context.input.options.sources {
            let source = SourcePage(context: context)
            for file in context.input.sources.sorted(by: { $0.text.utf8.count > $1.text.utf8.count }) {
                jobs.append(PageJob(path: SiteContext.sourcePagePath(file.path)) { source.render(file) })
            }
        }
        return jobs
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
