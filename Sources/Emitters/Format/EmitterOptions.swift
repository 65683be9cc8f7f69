/// Every output format's settings, as kiln.yaml's sections set them (documented in
/// docs/outputs.md): one `OutputOptions` value per format, its defaults until a section sets
/// something. Each format's folder adds a typed accessor (`options.swift`, `options.css`, …).
public struct EmitterOptions: Sendable, Equatable {
    /// The settings set so far, by the type of the format's options.
    private var values: [ObjectIdentifier: any OutputOptions] = [:]

    public init() {}

    /// The settings of the format whose options are `Options`.
    public subscript<Options: OutputOptions>(_: Options.Type) -> Options {
        get { values[ObjectIdentifier(Options.self)] as? Options ?? Options() }
        set { values[ObjectIdentifier(Options.self)] = newValue }
    }

    /// The settings of `format`.
    public subscript(format format: OutputFormat) -> any OutputOptions {
        get { values[ObjectIdentifier(type(of: format.defaults))] ?? format.defaults }
        set {
            guard type(of: newValue) == type(of: format.defaults) else { return }
            values[ObjectIdentifier(type(of: newValue))] = newValue
        }
    }

    /// Equal when every format's settings are: a section set to its defaults equals no section.
    public static func == (lhs: EmitterOptions, rhs: EmitterOptions) -> Bool {
        for key in Set(lhs.values.keys).union(rhs.values.keys) {
            let left = lhs.values[key]
            let right = rhs.values[key]
            guard let some = left ?? right else { continue }
            let defaults = type(of: some).init()
            guard (left ?? defaults).isEqual(to: right ?? defaults) else { return false }
        }
        return true
    }
}
