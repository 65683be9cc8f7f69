extension OutputFormat {
    public static let css = OutputFormat(
        "css", options: CSSOptions.self,
        settings: [
            .text("prefix", .cssName(allowEmpty: true), \CSSOptions.prefix, "Prefix of the custom property names."),
            .text("selector", .selector, \CSSOptions.selector, "The selector of the default mode's block (:root)."),
            .text("themeAttribute", .cssName(allowEmpty: false), \CSSOptions.themeAttribute, "The attribute that selects a mode (data-theme)."),
            .flag("mediaQuery", \CSSOptions.mediaQuery, "Also switch to dark with prefers-color-scheme."),
            .flag("outputReferences", \CSSOptions.outputReferences, "Write aliases as var(--…) references."),
            .choice("lengthUnit", \CSSOptions.lengthUnit, "Unit of lengths."),
            .choice("fontSizeUnit", \CSSOptions.fontSizeUnit, "Unit of text sizes, line heights and letter spacing."),
            .flag("utilityClasses", \CSSOptions.utilityClasses, "Also write utility classes."),
        ],
        cost: 2, files: "`css/tokens.css`",
        summary: "custom properties on `:root` for the default mode, the dark mode under `@media (prefers-color-scheme: dark)` and `[data-theme=\"dark\"]`, typography (in `rem`) as property groups and `.typography-*` classes",
        emitter: CSSEmitter.init, codeNames: CSSEmitter.codeNames)
}

extension EmitterOptions {
    /// kiln.yaml's `css:` section.
    public var css: CSSOptions {
        get { self[CSSOptions.self] }
        set { self[CSSOptions.self] = newValue }
    }
}

public struct CSSOptions: OutputOptions {
    public enum LengthUnit: String, Sendable, CaseIterable { case px, rem }

    public var folder = "css"
    public var fileName = "tokens.css"
    /// Prefix of every custom property and class: `kiln` → `--kiln-color-text-primary`.
    public var prefix = ""
    /// The selector holding the default mode's values.
    public var selector = ":root"
    /// The attribute that forces a mode on an element and its subtree (`data-theme="dark"`).
    public var themeAttribute = "data-theme"
    /// Also switch to the dark mode under `@media (prefers-color-scheme: dark)`.
    public var mediaQuery = true
    /// Keep aliases as `var(--…)` references instead of resolved values.
    public var outputReferences = false
    /// Absolute lengths in `px` (default) or in `rem` (px / 16).
    public var lengthUnit: LengthUnit = .px
    /// Font sizes, line heights and letter spacing (of text styles, and of the `font…`,
    /// `typography…` tokens) in `rem` (default: they grow with the reader's browser font size) or
    /// in `px`.
    public var fontSizeUnit: LengthUnit = .rem
    /// Also write `.typography-*` utility classes.
    public var utilityClasses = true
    public var template: String?

    public init() {}
}
