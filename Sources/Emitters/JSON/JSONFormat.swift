extension OutputFormat {
    public static let json = OutputFormat(
        "json", options: JSONOptions.self,
        settings: [
            .flag("perMode", \JSONOptions.perMode, "Write one file per mode."),
            .flag("combined", \JSONOptions.combined, "Write one file with every mode."),
        ],
        cost: 8, files: "`json/design.tokens.json`, `json/design.<mode>.json` (several axes: also `json/design.resolver.json`, `json/resolver/*.json`)",
        summary: "the resolved tokens as DTCG 2025.10 JSON, in the order they were written: one file per mode, and a combined one with the other modes under `$extensions[\"dev.kiln\"].modes`; with several theming axes a DTCG resolver over them (§9)",
        emitter: JSONEmitter.init, codeNames: JSONEmitter.codeNames)
}

extension EmitterOptions {
    /// kiln.yaml's `json:` section.
    public var json: JSONOptions {
        get { self[JSONOptions.self] }
        set { self[JSONOptions.self] = newValue }
    }
}

public struct JSONOptions: OutputOptions {
    public var folder = "json"
    /// Stem of the file names: `design.tokens.json` (all modes; Kiln's default `*.tokens.json`
    /// pattern reads it), `design.light.json`, `design.dark.json`.
    public var fileName = "design"
    /// Write one file per mode.
    public var perMode = true
    /// Write the combined file (default-mode `$value`, other modes under
    /// `$extensions["dev.kiln"].modes`).
    public var combined = true
    public var template: String?

    public init() {}
}
