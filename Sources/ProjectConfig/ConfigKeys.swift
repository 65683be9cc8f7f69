import ColorScience
import DesignModel
import Emitters
import Rules

/// One setting of kiln.yaml: its key, the shape of its value and a one-line summary.
///
/// The parsers take their lists of known keys from `ConfigKeys` (so an unknown key is reported
/// against the same list), and `ConfigSchema` writes schemas/kiln.schema.json from it; a test
/// reads a kiln.yaml with every key of the table and expects no "unknown setting", so a key the
/// table names and the parser does not read fails too.
public struct ConfigKey: Sendable {
    public indirect enum Shape: Sendable {
        /// Non-empty text (a path, a name, a color).
        case text
        /// Text that may be empty.
        case optionalText
        /// One text or a list of texts (`tokens: tokens/` or `tokens: [a, b]`).
        case texts(allowed: [String])
        /// A list of texts.
        case textList
        case bool
        /// A whole number, bounded (inclusive).
        case integer(minimum: Int, maximum: Int?)
        /// A number above zero.
        case positiveNumber
        /// A fraction (0.95) or a percentage ("95%").
        case fraction
        /// Text matching a regular expression (a package name, a version); `example` matches it.
        case pattern(String, example: String)
        case choice([String])
        /// A mapping of known settings.
        case section([ConfigKey])
        /// One of several shapes (`specs:` is a list of globs or a section).
        case either([Shape])
        case list(Shape)
        /// A mapping from names to values of one shape (`specs.vocabulary`).
        case map(Shape)
        /// `rules:`, generated from the rule registry (ids, severities and options).
        case rules
    }

    public var name: String
    public var shape: Shape
    public var summary: String
    /// The section is an error without it (a suppression's `reason`).
    public var isRequired: Bool

    public init(_ name: String, _ shape: Shape, _ summary: String, required: Bool = false) {
        self.name = name
        self.shape = shape
        self.summary = summary
        self.isRequired = required
    }
}

/// The tables of kiln.yaml's settings (docs/checks.md, docs/outputs.md, docs/site.md, docs/limits.md).
public enum ConfigKeys {
    /// The output sections by name (`swift:`, `dart:`, …), from the formats' descriptors.
    public static func outputSections(_ formats: [OutputFormat]) -> [(name: String, keys: [ConfigKey])] {
        formats.map { format in (format.name, format.settings.map { ConfigKey($0.name, shape(of: $0.kind), $0.summary) }) }
    }

    /// The output sections of the built-in formats.
    public static var outputSections: [(name: String, keys: [ConfigKey])] { outputSections(OutputFormats.builtIn) }

    /// The shape of a format setting's value, as the schema states it.
    static func shape(of kind: OutputSetting.Kind) -> ConfigKey.Shape {
        switch kind {
        case .flag: .bool
        case .choice(let words): .choice(words)
        case .texts: .textList
        case .integer(let minimum, let maximum): .integer(minimum: minimum, maximum: maximum)
        case .packageName(let rules): .pattern(PackageNames.pattern(rules), example: "sample")
        case .version(let semantic):
            .pattern(semantic ? PackageNames.semanticVersionPattern : PackageNames.versionPattern, example: "1.0.0")
        default: kind.allowsEmpty ? .optionalText : .text
        }
    }

    /// The sections under `packages:` by name (`swift:`, `npm:`, …), from the packages'
    /// descriptors: each one true, false or its settings.
    public static var packageSections: [ConfigKey] {
        PackageFormats.builtIn.map { package in
            ConfigKey(
                package.name, .either([.bool, .section(package.settings.map { ConfigKey($0.name, shape(of: $0.kind), $0.summary) })]),
                "The \(package.title) of the \(package.outputs.joined(separator: ", ")) output\(package.outputs.count > 1 ? "s" : ""): true, false or its settings.")
        }
    }

    public static let siteContrast: [ConfigKey] = [
        ConfigKey("text", .textList, "Token paths or globs of the text colors in the contrast matrix."),
        ConfigKey("backgrounds", .textList, "Token paths or globs of the backgrounds in the contrast matrix."),
        ConfigKey("limit", .integer(minimum: 1, maximum: 200), "Most colors per side of the matrix."),
    ]
    public static let site: [ConfigKey] = [
        ConfigKey("title", .text, "Title of the spec site."),
        ConfigKey("folder", .text, "Folder of the site inside the output folder."),
        ConfigKey("contrast", .section(siteContrast), "The contrast matrix page."),
        ConfigKey("sources", .bool, "Show the source files in the site."),
    ]
    public static let specs: [ConfigKey] = [
        ConfigKey("files", .texts(allowed: []), "Globs of the spec files."),
        ConfigKey("minCoverage", .fraction, "Least share of value-bearing spec lines Kiln must read (kiln check fails below)."),
        ConfigKey("vocabulary", .map(.texts(allowed: [])), "Extra keys per kind of fact (docs/spec-format.md)."),
    ]
    public static let limits: [ConfigKey] = [
        ConfigKey("inputMegabytes", .integer(minimum: 1, maximum: 1_000_000_000_000), "Most megabytes of input read."),
        ConfigKey("tokenValues", .integer(minimum: 1, maximum: 1_000_000_000_000), "Most token values resolved."),
        ConfigKey("outputMegabytes", .integer(minimum: 1, maximum: 1_000_000_000_000), "Most megabytes a build generates."),
        ConfigKey("inputFiles", .integer(minimum: 1, maximum: 1_000_000_000_000), "Most files one setting's globs may select."),
    ]
    public static let build: [ConfigKey] = [
        ConfigKey("keepGoing", .bool, "Write the outputs for the tokens without errors, listing those left out."),
    ]
    public static let suppression: [ConfigKey] = [
        ConfigKey("rule", .text, "The rule id.", required: true),
        ConfigKey("file", .text, "Only findings in this file."),
        ConfigKey("component", .text, "Only findings about this component."),
        ConfigKey("token", .text, "Only findings about this token."),
        ConfigKey("reason", .text, "Why the finding is accepted.", required: true),
    ]
    public static let contrastPair: [ConfigKey] = [
        ConfigKey("foreground", .text, "Token path, display name or color of the text or element.", required: true),
        ConfigKey("background", .text, "Token path, display name or color of the background.", required: true),
        ConfigKey("over", .text, "What a translucent background is composited over."),
        ConfigKey("state", .text, "The state the pair is drawn in."),
        ConfigKey("size", .either([.positiveNumber, .text]), "Font size in points (17 or 17pt)."),
        ConfigKey("weight", .either([.integer(minimum: 1, maximum: 1000), .text]), "Font weight (1–1000 or a name such as bold)."),
        ConfigKey("level", .choice(WCAG.Level.allCases.flatMap { [$0.rawValue, $0.rawValue.uppercased()] }), "WCAG level."),
        ConfigKey("kind", .choice(DeclaredContrastPair.Kind.allCases.map(\.rawValue)), "text or non-text."),
    ]

    /// The top-level settings with the built-in formats, in the order "unknown setting"
    /// messages list them.
    public static let topLevel = topLevel(OutputFormats.builtIn)

    /// The top-level settings with `formats`' sections.
    public static func topLevel(_ formats: [OutputFormat]) -> [ConfigKey] {
        [
            ConfigKey("tokens", .texts(allowed: []), "Globs or folders of the token files."),
            ConfigKey("resolver", .text, "A DTCG resolver, a Tokens Studio export ($themes.json, $metadata.json, its folder or one JSON file) or a Figma variables export; it then decides the token files and modes."),
            ConfigKey("specs", .either([.texts(allowed: []), .section(specs)]), "Globs of the spec files, or the spec settings."),
            ConfigKey("output", .text, "The output folder."),
            ConfigKey("modes", .either([.texts(allowed: []), .map(.textList)]), "The modes every color has (light, dark), or theming axes: { scheme: [light, dark], contrast: [normal, high] }."),
            ConfigKey("outputs", .texts(allowed: formats.names + ["site"]), "The outputs kiln build writes."),
            ConfigKey("name", .text, "The design system's name; package names default to it (default: the project folder's name)."),
            ConfigKey(
                "packages", .either([.texts(allowed: PackageFormats.builtIn.names), .section(packageSections)]),
                "Outputs written as packages an app adds in one line (docs/outputs.md): a list of packages, or each one's settings."),
            ConfigKey("allowOutputOutsideProject", .bool, "Allow an output folder outside the project."),
            ConfigKey("allowInputsOutsideProject", .bool, "Allow input files outside the project (paths with .., absolute paths, links leading out)."),
            ConfigKey("background", .text, "Default screen background of the specs."),
            ConfigKey("strict", .bool, "Report every deviation from DTCG 2025.10 as an error."),
            ConfigKey("rules", .rules, "Severity and options per rule (docs/rules.md)."),
            ConfigKey("suppressions", .list(.section(suppression)), "Findings to drop, each with a reason."),
        ]
            + outputSections(formats).map { ConfigKey($0.name, .section($0.keys), "Settings of the \($0.name) output (docs/outputs.md).") }
            + [
                ConfigKey("site", .section(site), "The spec site (docs/site.md)."),
                ConfigKey("baseline", .text, "The file of accepted findings."),
                ConfigKey("platform", .choice(Platform.allCases.map(\.rawValue)), "Decides touch-target and font-size minimums."),
                ConfigKey("contrastPairs", .list(.section(contrastPair)), "Token-level contrast pairs to check."),
                ConfigKey("limits", .section(limits), "How much input Kiln takes on (docs/limits.md)."),
                ConfigKey("build", .section(build), "How kiln build goes on past errors."),
            ]
    }

    /// The names of a table's keys, in table order.
    public static func names(_ keys: [ConfigKey]) -> [String] { keys.map(\.name) }
}
