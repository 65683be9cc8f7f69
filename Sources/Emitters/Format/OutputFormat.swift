import DesignModel
import Diagnostics

/// One output format (`swift`, `css`, …) as a registered unit: its name, its settings (the
/// options type, whose keys kiln.yaml's section of that name sets), its cost, and how to make
/// its emitter. Everything else reads the descriptors of `OutputFormats.builtIn` (or of the
/// list a caller registers): config parsing, `outputs:` and `--outputs` values, the editor
/// schema, `kiln build --help` and the settings in docs/outputs.md.
///
/// A format is one folder holding its options, its descriptor and its emitter, and one line in
/// `OutputFormats.builtIn`.
public struct OutputFormat: Sendable {
    /// The name `outputs:`, `--outputs` and its kiln.yaml section use.
    public let name: String
    /// The files it writes with the default settings, for docs/outputs.md.
    public let files: String
    /// What the files hold, for docs/outputs.md.
    public let summary: String
    /// Relative cost of emitting it (on the 10k benchmark set, docs/performance.md): the pipeline
    /// starts the costliest first, so that a long emitter does not start last and run alone on
    /// one core.
    public let cost: Int
    /// Every setting of its section, the file settings (`folder`, `fileName`, `template`) first.
    public let settings: [OutputSetting]
    /// Its settings when kiln.yaml sets none.
    public let defaults: any OutputOptions
    private let makeEmitter: @Sendable (any OutputOptions, TemplateSource?) -> any Emitter
    private let makeCodeNames: @Sendable (any OutputOptions, DesignSystem) -> [(TokenPath, [CodeNames.Name])]

    /// `codeNames`: what each token is called in the generated code, from the emitter's own view
    /// model (`CodeNames`), given the options, the system and the format's name; a format whose
    /// output is not code a developer types names nothing.
    public init<Options: OutputOptions>(
        _ name: String, options: Options.Type, settings: [OutputSetting], cost: Int, files: String, summary: String,
        emitter: @escaping @Sendable (Options, TemplateSource?) -> any Emitter,
        codeNames: @escaping @Sendable (Options, DesignSystem, String) -> [(TokenPath, [CodeNames.Name])] = { _, _, _ in [] }
    ) {
        self.name = name
        self.files = files
        self.summary = summary
        self.cost = cost
        self.settings = OutputSetting.fileSettings(Options.self) + settings
        self.defaults = Options()
        makeEmitter = { options, template in emitter(options as? Options ?? Options(), template) }
        makeCodeNames = { options, system in codeNames(options as? Options ?? Options(), system, name) }
    }

    /// What each token of `system` is called in this format's output, configured with its
    /// section of `options` (`CodeNames`).
    public func codeNames(options: EmitterOptions, system: DesignSystem) -> [(TokenPath, [CodeNames.Name])] {
        makeCodeNames(options[format: self], system)
    }

    /// Its emitter, configured with its section of `options`.
    public func emitter(options: EmitterOptions, template: TemplateSource? = nil) -> any Emitter {
        makeEmitter(options[format: self], template)
    }

    /// The setting named `name`, if the format has one.
    public func setting(_ name: String) -> OutputSetting? { settings.first { $0.name == name } }
}

extension OutputFormat: Equatable {
    /// Formats are told apart by name: a list holds one of each.
    public static func == (lhs: OutputFormat, rhs: OutputFormat) -> Bool { lhs.name == rhs.name }
}

/// The settings of one kiln.yaml section that `OutputSetting`s read and write (an output
/// format's, a package's). Every setting has a default: `init()` gives them all.
public protocol SettingsSection: Sendable, Equatable {
    init()
}

extension SettingsSection {
    func isEqual(to other: any SettingsSection) -> Bool { (other as? Self) == self }
}

/// The settings of one output format.
public protocol OutputOptions: OutputFileSettings, SettingsSection {}

/// The settings every output has: the folder its files go into (inside the output folder), its
/// file name, and a custom template that replaces the built-in printer.
public protocol OutputFileSettings {
    var folder: String { get set }
    var fileName: String { get set }
    var template: String? { get set }
}

extension OutputFileSettings {
    /// `folder` with its slash, or nothing when files go straight into the output folder.
    public var folderPrefix: String { folder.isEmpty ? "" : folder + "/" }
}

/// A value kiln.yaml gives a setting, once the config reader has checked it against the
/// setting's `Kind`.
public enum OutputSettingValue: Sendable, Equatable {
    case text(String)
    case flag(Bool)
    case texts([String])
    case integer(Int)
}

/// One key of a format's kiln.yaml section: its name, the kind of value it takes (which the
/// config reader checks, with a located error naming what was expected), a one-line summary
/// for the schema and the docs, and how it reads and sets the format's options.
public struct OutputSetting: Sendable {
    public enum Kind: Sendable, Equatable {
        case flag
        /// One of the words.
        case choice([String])
        /// A list of text.
        case texts
        /// A name of letters, digits and `_` not starting with a digit; `expected` says what
        /// it names ("a Swift type name such as DesignTokens").
        case identifier(expected: String, allowEmpty: Bool)
        /// A name of letters, digits, `-` and `_` not starting with a digit.
        case cssName(allowEmpty: Bool)
        /// Dot-separated identifiers (`com.example.tokens`), none a Kotlin keyword.
        case kotlinPackage
        /// A whole number within the bounds (inclusive).
        case integer(minimum: Int, maximum: Int)
        /// A name a package manager accepts (`PackageNames` has the rules of each).
        case packageName(PackageNameRules)
        /// A version number of digits and dots (`2025.12.01`); `semantic` asks for a semantic
        /// version (`1.4.0`, `2.0.0-beta.1`), as npm and pub do.
        case version(semantic: Bool)
        /// One CSS selector (no braces, semicolons or commas).
        case selector
        /// A file name without folders.
        case fileName
        /// A folder inside the output folder (relative, without `..`); empty for the output
        /// folder itself.
        case folder
        /// A project-relative path of a mustache template.
        case templatePath

        /// Whether the empty text is a valid value.
        public var allowsEmpty: Bool {
            switch self {
            case .identifier(_, let allowEmpty), .cssName(let allowEmpty): allowEmpty
            case .folder: true
            default: false
            }
        }
    }

    public let name: String
    public let kind: Kind
    public let summary: String
    /// The setting's value in `options` (nil for an unset optional, such as `template`).
    public let read: @Sendable (any SettingsSection) -> OutputSettingValue?
    /// Sets the setting in `options` (a value of another kind, or options of another format,
    /// are left alone: the config reader only hands over values it checked against `kind`).
    public let write: @Sendable (inout any SettingsSection, OutputSettingValue) -> Void

    init(
        _ name: String, _ kind: Kind, _ summary: String, read: @escaping @Sendable (any SettingsSection) -> OutputSettingValue?,
        write: @escaping @Sendable (inout any SettingsSection, OutputSettingValue) -> Void
    ) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.read = read
        self.write = write
    }

    /// A text setting of `Options`; `transform` adjusts the value as it is set.
    public static func text<Options: SettingsSection>(
        _ name: String, _ kind: Kind, _ keyPath: WritableKeyPath<Options, String> & Sendable, _ summary: String,
        transform: @escaping @Sendable (String) -> String = { $0 }
    ) -> OutputSetting {
        OutputSetting(
            name, kind, summary, read: { ($0 as? Options).map { .text($0[keyPath: keyPath]) } },
            write: { options, value in
                guard var typed = options as? Options, case .text(let text) = value else { return }
                typed[keyPath: keyPath] = transform(text)
                options = typed
            })
    }

    /// A true/false setting of `Options`.
    public static func flag<Options: SettingsSection>(
        _ name: String, _ keyPath: WritableKeyPath<Options, Bool> & Sendable, _ summary: String
    ) -> OutputSetting {
        OutputSetting(
            name, .flag, summary, read: { ($0 as? Options).map { .flag($0[keyPath: keyPath]) } },
            write: { options, value in
                guard var typed = options as? Options, case .flag(let flag) = value else { return }
                typed[keyPath: keyPath] = flag
                options = typed
            })
    }

    /// A setting of `Options` taking one of `Choice`'s raw values.
    public static func choice<Options: SettingsSection, Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<Options, Choice> & Sendable, _ summary: String
    ) -> OutputSetting where Choice.RawValue == String {
        OutputSetting(
            name, .choice(Choice.allCases.map(\.rawValue)), summary, read: { ($0 as? Options).map { .text($0[keyPath: keyPath].rawValue) } },
            write: { options, value in
                guard var typed = options as? Options, case .text(let text) = value, let choice = Choice(rawValue: text) else { return }
                typed[keyPath: keyPath] = choice
                options = typed
            })
    }

    /// A list-of-text setting of `Options`.
    public static func texts<Options: SettingsSection>(
        _ name: String, _ keyPath: WritableKeyPath<Options, [String]> & Sendable, _ summary: String
    ) -> OutputSetting {
        OutputSetting(
            name, .texts, summary, read: { ($0 as? Options).map { .texts($0[keyPath: keyPath]) } },
            write: { options, value in
                guard var typed = options as? Options, case .texts(let texts) = value else { return }
                typed[keyPath: keyPath] = texts
                options = typed
            })
    }

    /// A text setting of `Options` that is unset (nil) until kiln.yaml sets it: its default
    /// is worked out from other settings (`summary` says how).
    public static func optionalText<Options: SettingsSection>(
        _ name: String, _ kind: Kind, _ keyPath: WritableKeyPath<Options, String?> & Sendable, _ summary: String
    ) -> OutputSetting {
        OutputSetting(
            name, kind, summary, read: { ($0 as? Options)?[keyPath: keyPath].map { .text($0) } },
            write: { options, value in
                guard var typed = options as? Options, case .text(let text) = value else { return }
                typed[keyPath: keyPath] = text
                options = typed
            })
    }

    /// A whole-number setting of `Options`, between `minimum` and `maximum`.
    public static func integer<Options: SettingsSection>(
        _ name: String, _ keyPath: WritableKeyPath<Options, Int> & Sendable, minimum: Int, maximum: Int, _ summary: String
    ) -> OutputSetting {
        OutputSetting(
            name, .integer(minimum: minimum, maximum: maximum), summary, read: { ($0 as? Options).map { .integer($0[keyPath: keyPath]) } },
            write: { options, value in
                guard var typed = options as? Options, case .integer(let number) = value else { return }
                typed[keyPath: keyPath] = number
                options = typed
            })
    }

    /// `folder`, `fileName` and `template`, which every format has.
    static func fileSettings<Options: OutputOptions>(_: Options.Type) -> [OutputSetting] {
        [
            .text("folder", .folder, \Options.folder, "Folder inside the output folder for this output's files."),
            .text("fileName", .fileName, \Options.fileName, "Name of the generated file."),
            OutputSetting(
                "template", .templatePath, "A mustache template to render instead of the built-in printer.",
                read: { ($0 as? Options)?.template.map { .text($0) } },
                write: { options, value in
                    guard var typed = options as? Options, case .text(let text) = value else { return }
                    typed.template = text
                    options = typed
                }),
        ]
    }
}
