import DesignModel
import Diagnostics

/// One kind of package (`swift`, `android`, `dart`, `npm`) as a registered unit, like an
/// `OutputFormat`: its name under kiln.yaml's `packages:`, the outputs it holds, its settings
/// (whose keys its section of `packages:` sets) and how it lays out its outputs' files and
/// writes its own (the manifest). Config parsing, the editor schema and the settings in
/// docs/outputs.md read the descriptors of `PackageFormats.builtIn`.
///
/// A package is not an output of its own: its outputs' emitters are wrapped
/// (`Packaging.wrap`) so that their files land inside the package, and the first of them
/// writes the manifest, so the output store owns, compares and cleans every file as that
/// output's.
public struct PackageFormat: Sendable {
    /// Its key under `packages:` (the name of the output it packages, or `npm`).
    public let name: String
    /// What it is called in messages and docs ("Swift package").
    public let title: String
    /// The outputs it holds, in the order they are listed in its manifest.
    public let outputs: [String]
    /// The files it writes with the default settings, for docs/outputs.md.
    public let files: String
    /// Every setting of its section.
    public let settings: [OutputSetting]
    /// Its settings when kiln.yaml sets none.
    public let defaults: any SettingsSection
    private let makeLayout: @Sendable (any SettingsSection, PackageContext) -> PackageLayout
    private let makeWarnings: @Sendable (any SettingsSection, PackageContext) -> [String]

    public init<Options: SettingsSection>(
        _ name: String, title: String, options: Options.Type, outputs: [String], settings: [OutputSetting], files: String,
        layout: @escaping @Sendable (Options, PackageContext) -> PackageLayout,
        warnings: @escaping @Sendable (Options, PackageContext) -> [String] = { _, _ in [] }
    ) {
        self.name = name
        self.title = title
        self.outputs = outputs
        self.files = files
        self.settings = settings
        self.defaults = Options()
        makeLayout = { options, context in layout(options as? Options ?? Options(), context) }
        makeWarnings = { options, context in warnings(options as? Options ?? Options(), context) }
    }

    /// Where its outputs' files go and what it writes, with its section of `options`.
    public func layout(options: PackageOptions, context: PackageContext) -> PackageLayout {
        makeLayout(options[package: self], context)
    }

    /// Settings of other sections that defeat the package (a Swift output whose declarations
    /// are `internal` gives an app importing the package nothing), each a sentence.
    public func warnings(options: PackageOptions, context: PackageContext) -> [String] {
        makeWarnings(options[package: self], context)
    }

    /// The setting named `name`, if the package has one.
    public func setting(_ name: String) -> OutputSetting? { settings.first { $0.name == name } }
}

extension PackageFormat: Equatable {
    public static func == (lhs: PackageFormat, rhs: PackageFormat) -> Bool { lhs.name == rhs.name }
}

/// What a package's files are made from besides its own settings.
public struct PackageContext: Sendable {
    /// The project's name (kiln.yaml's `name:`, else its folder's): package names default to it.
    public var projectName: String
    /// The outputs the package holds: those of its format that kiln.yaml's `outputs:` builds,
    /// in the format's order.
    public var outputs: [String]
    /// Every output's settings (folders, file names, the Kotlin package, …).
    public var emitters: EmitterOptions

    public init(projectName: String, outputs: [String], emitters: EmitterOptions) {
        self.projectName = projectName
        self.outputs = outputs
        self.emitters = emitters
    }
}

/// Where a package puts its outputs' files, and the files of its own.
public struct PackageLayout: Sendable {
    /// The package's folder inside the output folder ("" for the output folder itself).
    public var root: String
    /// The path inside the package of a file of `output`, given its path relative to that
    /// output's own folder (`DesignTokens.swift` → `Sources/DesignTokens/DesignTokens.swift`).
    public var place: @Sendable (_ output: String, _ path: String) -> String
    /// The package's own files (its manifest), relative to the package folder, from the files
    /// of its first output as placed in the package (an asset catalog among them is a resource
    /// to declare; a Display P3 color in the Dart file asks for a newer Flutter).
    public var manifest: @Sendable (_ files: [OutputFile]) -> [OutputFile]

    public init(
        root: String, place: @escaping @Sendable (_ output: String, _ path: String) -> String,
        manifest: @escaping @Sendable (_ files: [OutputFile]) -> [OutputFile]
    ) {
        self.root = root
        self.place = place
        self.manifest = manifest
    }

    /// `root` with its slash, or nothing for the output folder.
    public var rootPrefix: String { root.isEmpty ? "" : root + "/" }
}

/// kiln.yaml's `packages:`: which packages are on, and each one's settings (their defaults
/// until a section sets something).
public struct PackageOptions: Sendable, Equatable {
    /// The names of the packages that are on.
    public var enabled: Set<String> = []
    private var sections = SettingsSections()

    public init() {}

    /// The settings of the package whose options are `Options`.
    public subscript<Options: SettingsSection>(_ type: Options.Type) -> Options {
        get { sections[type] }
        set { sections[type] = newValue }
    }

    /// The settings of `format`.
    public subscript(package format: PackageFormat) -> any SettingsSection {
        get { sections[like: format.defaults] }
        set { sections[like: format.defaults] = newValue }
    }
}

/// The registry of package kinds.
public enum PackageFormats {
    /// Every package `kiln build` can write, in the order they are listed to users. A new kind
    /// is its file in Sources/Emitters/Packages (options, descriptor, layout) and one line here.
    public static let builtIn: [PackageFormat] = [.swift, .android, .dart, .npm]
}

extension [PackageFormat] {
    /// The package named `name`, if the list has one.
    public func named(_ name: String) -> PackageFormat? { first { $0.name == name } }

    public var names: [String] { map(\.name) }
}
