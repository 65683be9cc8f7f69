import DesignModel

extension PackageFormat {
    /// The web outputs (TypeScript/JavaScript, CSS, SCSS, Tailwind) as one npm package: a
    /// folder holding `package.json` and each output's folder.
    public static let npm = PackageFormat(
        "npm", title: "npm package", options: NPMPackageOptions.self, outputs: ["typescript", "css", "scss", "tailwind"],
        settings: [
            .optionalText("name", .packageName(.npm), \NPMPackageOptions.name, "Name of the npm package, scoped or not (default: the project's name in kebab-case + -tokens)."),
            .text("version", .version(semantic: true), \NPMPackageOptions.version, "Version in package.json."),
            .text("folder", .folder, \NPMPackageOptions.folder, "Folder of the package inside the output folder; the web outputs' folders go inside it."),
        ],
        files: "`npm/package.json`, `npm/typescript/`, `npm/css/`, `npm/scss/`, `npm/tailwind/`",
        layout: NPMPackageLayout.layout)
}

extension PackageOptions {
    /// kiln.yaml's `packages: { npm: … }`.
    public var npm: NPMPackageOptions {
        get { self[NPMPackageOptions.self] }
        set { self[NPMPackageOptions.self] = newValue }
    }
}

public struct NPMPackageOptions: SettingsSection {
    /// The package's name (nil: the project's name, `photo-journal-tokens`).
    public var name: String?
    public var version = "0.1.0"
    public var folder = "npm"

    public init() {}
}

enum NPMPackageLayout {
    static func layout(_ options: NPMPackageOptions, _ context: PackageContext) -> PackageLayout {
        let folders = Dictionary(uniqueKeysWithValues: context.outputs.map { ($0, folderPrefix(of: $0, context.emitters)) })
        let text = packageJSON(options, files: PackageFiles(context), project: context.projectName)
        return PackageLayout(
            root: options.folder, place: { output, path in (folders[output] ?? "") + path },
            manifest: { _ in [OutputFile(path: "package.json", text: text)] })
    }

    static func folderPrefix(of output: String, _ emitters: EmitterOptions) -> String {
        switch output {
        case "typescript": emitters.typescript.folderPrefix
        case "css": emitters.css.folderPrefix
        case "scss": emitters.scss.folderPrefix
        case "tailwind": emitters.tailwind.folderPrefix
        default: ""
        }
    }

    /// The files package.json points at, from the outputs' settings (the other outputs have not
    /// been printed when the first one writes package.json), relative to the package.
    struct PackageFiles {
        /// The module and its declarations; with a TypeScript template, only its `.ts` file.
        var module: String?
        var types: String?
        var css: String?
        var scss: String?
        var tailwindTheme: String?
        var tailwindPreset: String?
        /// The top entries of each output (a folder, or its files when it has none).
        var entries: [String] = []

        init(_ context: PackageContext) {
            let emitters = context.emitters
            for output in context.outputs {
                let prefix = folderPrefix(of: output, emitters)
                var written: [String] = []
                switch output {
                case "typescript":
                    let stem = prefix + emitters.typescript.fileName
                    if emitters.typescript.template == nil {
                        (module, types) = (stem + ".mjs", stem + ".d.mts")
                        written = [stem + ".ts", stem + ".mjs", stem + ".d.mts"]
                    } else {
                        (module, types) = (stem + ".ts", stem + ".ts")
                        written = [stem + ".ts"]
                    }
                case "css":
                    css = prefix + emitters.css.fileName
                    written = [css!]
                case "scss":
                    scss = prefix + emitters.scss.fileName
                    written = [scss!]
                case "tailwind":
                    tailwindTheme = prefix + emitters.tailwind.fileName
                    if emitters.tailwind.template == nil { tailwindPreset = prefix + emitters.tailwind.presetFileName }
                    written = [tailwindTheme!] + (tailwindPreset.map { [$0] } ?? [])
                default: break
                }
                let tops = prefix.isEmpty ? written : [String(prefix.dropLast())]
                for top in tops where !entries.contains(top) { entries.append(top) }
            }
        }

        var stylesheets: [String] { [css, scss, tailwindTheme].compactMap { $0 } }
    }

    /// `package.json`. `exports` maps the package's root to the module (with its declarations
    /// first, as TypeScript reads them, and the stylesheets for the `sass` and `style`
    /// conditions Sass's package importer and CSS bundlers ask for) and every file to its own
    /// path; `sideEffects` names the stylesheets, so bundlers keep their imports while they
    /// drop unused token modules.
    static func packageJSON(_ options: NPMPackageOptions, files: PackageFiles, project: String) -> String {
        func path(_ file: String) -> String { PackageText.quoted("./" + file) }
        let name = options.name ?? PackageNames.derived(from: project, .npm)
        var fields: [String] = [
            "\"name\": \(PackageText.quoted(name))",
            "\"version\": \(PackageText.quoted(options.version))",
            "\"description\": \(PackageText.quoted(PackageText.description(of: project, for: "the web")))",
            "\"type\": \"module\"",
        ]
        if let module = files.module { fields.append("\"main\": \(path(module))") }
        if let types = files.types { fields.append("\"types\": \(path(types))") }
        var root: [String] = []
        if let types = files.types { root.append("\"types\": \(path(types))") }
        if let scss = files.scss { root.append("\"sass\": \(path(scss))") }
        if let css = files.css { root.append("\"style\": \(path(css))") }
        if let module = files.module { root.append("\"import\": \(path(module))") }
        if let fallback = files.module ?? files.css ?? files.scss ?? files.tailwindTheme { root.append("\"default\": \(path(fallback))") }
        var exports = ["\".\": {\n      " + root.joined(separator: ",\n      ") + "\n    }"]
        let every = [files.module, files.types, files.css, files.scss, files.tailwindTheme, files.tailwindPreset].compactMap { $0 }
        var seen: Set<String> = []
        for file in every where seen.insert(file).inserted { exports.append("\(path(file)): \(path(file))") }
        exports.append("\"./package.json\": \"./package.json\"")
        fields.append("\"exports\": {\n    " + exports.joined(separator: ",\n    ") + "\n  }")
        fields.append("\"files\": [" + files.entries.map(PackageText.quoted).joined(separator: ", ") + "]")
        fields.append("\"sideEffects\": [" + files.stylesheets.map(path).joined(separator: ", ") + "]")
        return "{\n  " + fields.joined(separator: ",\n  ") + "\n}\n"
    }
}
