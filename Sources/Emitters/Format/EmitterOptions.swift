/// Every output format's settings, as kiln.yaml's sections set them (documented in
/// docs/outputs.md): one `OutputOptions` value per format, its defaults until a section sets
/// something. Each format's folder adds a typed accessor (`options.swift`, `options.css`, …).
public struct EmitterOptions: Sendable, Equatable {
    private var sections = SettingsSections()

    public init() {}

    /// The settings of the format whose options are `Options`.
    public subscript<Options: OutputOptions>(_ type: Options.Type) -> Options {
        get { sections[type] }
        set { sections[type] = newValue }
    }

    /// The settings of `format`.
    public subscript(format format: OutputFormat) -> any OutputOptions {
        get { sections[like: format.defaults] as? any OutputOptions ?? format.defaults }
        set { sections[like: format.defaults] = newValue }
    }
}
