extension OutputFormat {
    public static let tailwind = OutputFormat(
        "tailwind", options: TailwindOptions.self,
        settings: [
            .text("presetFileName", .fileName, \TailwindOptions.presetFileName, "Name of the Tailwind v3 preset file."),
            .text("themeAttribute", .cssName(allowEmpty: false), \TailwindOptions.themeAttribute, "The attribute that selects a mode (data-theme)."),
        ],
        cost: 1, files: "`tailwind/theme.css`, `tailwind/tailwind.preset.cjs`",
        summary: "a Tailwind v4 `@theme` with the modes as plain CSS after it, and a Tailwind v3 preset (§18)",
        emitter: TailwindEmitter.init, codeNames: TailwindEmitter.codeNames)
}

extension EmitterOptions {
    /// kiln.yaml's `tailwind:` section.
    public var tailwind: TailwindOptions {
        get { self[TailwindOptions.self] }
        set { self[TailwindOptions.self] = newValue }
    }
}

public struct TailwindOptions: OutputOptions {
    public var folder = "tailwind"
    /// The Tailwind v4 stylesheet (`@import "tailwindcss"; @import "./theme.css";`).
    public var fileName = "theme.css"
    /// The Tailwind v3 preset (`presets: [require("./tailwind.preset.cjs")]`).
    public var presetFileName = "tailwind.preset.cjs"
    /// The attribute that forces a mode on an element and its subtree, as in the CSS output.
    public var themeAttribute = "data-theme"
    public var template: String?

    public init() {}
}
