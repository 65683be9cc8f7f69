import DesignModel
/// The registry of output formats.
public enum OutputFormats {
    /// Every format `kiln build` knows, in the order they are listed to users. A new format is
    /// its folder (options, descriptor, emitter) and one line here.
    public static let builtIn: [OutputFormat] = [
        .swift,
        .dart,
        .css,
        .json,
        .android,
        .typescript,
        .scss,
        .tailwind,
    ]
}

extension [OutputFormat] {
    /// The format named `name`, if the list has one.
    public func named(_ name: String) -> OutputFormat? { first { $0.name == name } }

    /// The formats' names, in order.
    public var names: [String] { map(\.name) }
}

/// Namespace of what every emitter shares.
public enum Emitters {
    /// The names of the built-in formats, in the order they are listed to users.
    public static var identifiers: [String] { OutputFormats.builtIn.names }

    /// The built-in emitter for `identifier`, configured; nil for an unknown name.
    public static func make(_ identifier: String, options: EmitterOptions, template: TemplateSource? = nil) -> (any Emitter)? {
        OutputFormats.builtIn.named(identifier)?.emitter(options: options, template: template)
    }

    /// The first line of every generated file, whatever its comment syntax.
    public static let headerLine = OutputFile.generatedHeader
}
