/// `site:` in kiln.yaml (documented in docs/site.md). Every setting has a default.
///
/// ```yaml
/// site:
///   title: Photo Journal Design System
///   folder: site
///   contrast:
///     text: ["color.text.*", "color.link.*"]
///     backgrounds: ["color.background.*", "color.primary.coral"]
///   sources: true
/// ```
public struct SiteOptions: Sendable, Hashable {
    /// Shown in the header and every page title.
    public var title: String = "Design system"
    /// Folder inside the output folder.
    public var folder: String = "site"
    /// Token paths (or globs with `*` for one segment and `**` for any) of the text colors in
    /// the contrast matrix. Empty: color tokens with a `text`, `foreground`, `on-…` or `link`
    /// segment.
    public var contrastText: [String] = []
    /// Same for the backgrounds. Empty: color tokens with a `background`, `surface`, `bg`,
    /// `canvas` or `fill` segment.
    public var contrastBackgrounds: [String] = []
    /// The most rows and columns a contrast matrix shows (the rest is listed as left out).
    public var contrastMatrixLimit: Int = 24
    /// Copy the token and spec files into the site as line-numbered pages, so "defined at
    /// line 17" links resolve offline.
    public var sources: Bool = true

    public init() {}

    public static let settingNames = ["title", "folder", "contrast", "sources", "contrastMatrixLimit"]
}
