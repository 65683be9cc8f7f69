extension OutputFormat {
    public static let scss = OutputFormat(
        "scss", options: SCSSOptions.self,
        settings: [
            .text("mapName", .cssName(allowEmpty: false), \SCSSOptions.mapName, "Name of the per-mode Sass map."),
        ],
        cost: 0, files: "`scss/_tokens.scss`",
        summary: "the default mode as variables, every mode as a map (§17)",
        emitter: SCSSEmitter.init, codeNames: SCSSEmitter.codeNames)
}

extension EmitterOptions {
    /// kiln.yaml's `scss:` section.
    public var scss: SCSSOptions {
        get { self[SCSSOptions.self] }
        set { self[SCSSOptions.self] = newValue }
    }
}

public struct SCSSOptions: OutputOptions {
    public var folder = "scss"
    /// A partial (`_tokens.scss`), used as `@use "tokens"`.
    public var fileName = "_tokens.scss"
    /// Prefix of the per-mode maps: `tokens` → `$tokens-light`, `$tokens-dark`, `$tokens-modes`.
    public var mapName = "tokens"
    public var template: String?

    public init() {}
}
