/// The pages the site has, in navigation order. A page with nothing to show is left out of
/// the navigation and not written.
enum SitePage: String, CaseIterable {
    case overview
    case colors
    case contrast
    case typography
    case spacing
    case motion
    case palettes
    case screens
    /// Every finding, new and known, with filters.
    case findings
    case rules
    /// Only with `kiln build --diff BASE`.
    case changes
    case search

    /// Root-relative file path.
    var path: String {
        switch self {
        case .overview: "index.html"
        default: rawValue + ".html"
        }
    }

    var title: String {
        switch self {
        case .overview: "Overview"
        case .colors: "Colors"
        case .contrast: "Contrast"
        case .typography: "Typography"
        case .spacing: "Spacing & sizes"
        case .motion: "Motion"
        case .palettes: "Palettes"
        case .screens: "Screens"
        case .findings: "Findings"
        case .rules: "Rules"
        case .changes: "Changes"
        case .search: "Search"
        }
    }
}
