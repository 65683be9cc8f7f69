import DesignModel

/// The static HTML spec site (docs/site.md); the only code that touches libxml2
/// (`HTMLInspector`, used by the site checker the tests run).
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
        var files: [OutputFile] = []
        files.append(OverviewPage(context: context).render())
        for page in context.pages {
            switch page {
            case .overview: break
            case .colors: files.append(ColorsPage(context: context).render())
            case .contrast: files.append(ContrastPage(context: context).render())
            case .typography: files.append(TypographyPage(context: context).render())
            case .spacing: files.append(SpacingPage(context: context).render())
            case .motion: files.append(MotionPage(context: context).render())
            case .palettes: files.append(PalettesPage(context: context).render())
            case .screens:
                let screens = ScreensPage(context: context)
                files.append(screens.renderIndex())
                for screenPage in context.screenPages { files.append(screens.render(screenPage)) }
            case .rules: files.append(RulesPage(context: context).render())
            case .search: files.append(SearchPage(context: context).render())
            }
        }
        if input.options.sources {
            let source = SourcePage(context: context)
            for file in input.sources.sorted(by: { $0.path < $1.path }) { files.append(source.render(file)) }
        }
        if let sheet = input.tokenStylesheet {
            files.append(OutputFile(path: "assets/" + sheet.fileName, text: sheet.css))
        }
        return files.sorted { $0.path < $1.path }
    }
}
