extension OutputFormat {
    public static let typescript = OutputFormat(
        "typescript", options: TypeScriptOptions.self,
        settings: [],
        cost: 3, files: "`typescript/tokens.ts`, `typescript/tokens.mjs`, `typescript/tokens.d.mts`",
        summary: "one `as const` object per mode with the shared `Tokens` type; the same as a plain ES module with its declarations (§16)",
        emitter: TypeScriptEmitter.init, codeNames: TypeScriptEmitter.codeNames)
}

extension EmitterOptions {
    /// kiln.yaml's `typescript:` section.
    public var typescript: TypeScriptOptions {
        get { self[TypeScriptOptions.self] }
        set { self[TypeScriptOptions.self] = newValue }
    }
}

public struct TypeScriptOptions: OutputOptions {
    public var folder = "typescript"
    /// Stem of the file names: `tokens.ts`, `tokens.js` and `tokens.d.ts`.
    public var fileName = "tokens"
    public var template: String?

    public init() {}
}
