import DesignModel

/// What each token is called in the generated code, output by output, as a developer types it:
/// `DesignTokens.Colors.textPrimary`, `Color(.tokenTextPrimary)`, `@color/text_primary`,
/// `var(--color-text-primary)`, `bg-text-primary`. The spec site shows these on every token.
///
/// Every name comes from the emitter's own view model (its conventions name the token, its
/// collision check drops a token whose name another took) or from the naming function of the
/// file it is declared in (asset catalog, Android resources), so the site cannot show a name
/// the outputs do not declare. Only the way to reach the declaration (the mode object in
/// TypeScript, `of(context)` for a Flutter theme extension) is spelled here;
/// EmittersTests/CodeNamesTests finds each name in the emitted files.
public enum CodeNames {
    /// One way to write a token in one output.
    public struct Name: Sendable, Hashable {
        /// The output (`swift`, `android`…), as `outputs:` names it.
        public var output: String
        /// What the name is for (`Swift`, `SwiftUI`, `Compose`, `Android XML`, `Tailwind`).
        public var label: String
        public var code: String

        public init(output: String, label: String, code: String) {
            self.output = output
            self.label = label
            self.code = code
        }
    }

    /// The names of every token in `outputs` (emitter identifiers; others are ignored), in the
    /// order `OutputFormats.builtIn` lists the outputs. Custom templates print their own names:
    /// an output with one is left out.
    public static func table(outputs: [String], options: EmitterOptions, system: DesignSystem) -> [TokenPath: [Name]] {
        var table: [TokenPath: [Name]] = [:]
        table.reserveCapacity(system.tokens.count)
        for format in OutputFormats.builtIn where outputs.contains(format.name) && options[format: format].template == nil {
            for (path, names) in self.names(output: format.name, options: options, system: system) {
                table[path, default: []] += names
            }
        }
        return table
    }

    static func names(output: String, options: EmitterOptions, system: DesignSystem) -> [(TokenPath, [Name])] {
        func each(_ model: ViewModel, _ make: (ViewModel.Container, ViewModel.Entry) -> [Name]) -> [(TokenPath, [Name])] {
            model.containers.flatMap { container in container.entries.map { ($0.path, make(container, $0)) } }
        }
        switch output {
        case "swift":
            let swift = options.swift
            return each(SwiftEmitter(options: swift).viewModel(system).0) { container, entry in
                var names = [Name(output: output, label: "Swift", code: "\(swift.typeName).\(container.identifier).\(entry.identifier)")]
                if swift.assetCatalog, entry.type == .color {
                    names.append(Name(output: output, label: "SwiftUI", code: "Color(.\(AssetCatalog.colorSetName(entry.path, prefix: swift.assetCatalogPrefix)))"))
                }
                return names
            }
        case "android":
            let android = options.android
            let model = AndroidEmitter(options: android).viewModel(system).0
            return each(model) { container, entry in
                // Inside a composable, the group's accessor reads the mode shown (`colors`,
                // `border`); with several theming axes each group is an object of its own.
                let group = container.kind == "colors" ? "colors" : model.axes.isMultiAxis ? container.identifier : ComposePrinter.accessor(container.identifier)
                // An animation spec is a function generic in the animated type.
                let call = entry.type == .spring || entry.type == .transition ? "()" : ""
                var names = [Name(output: output, label: "Compose", code: "\(android.objectName).\(group).\(entry.identifier)\(call)")]
                switch entry.type {
                case .color:
                    names.append(Name(output: output, label: "Android XML", code: "@color/" + AndroidResources.name(entry.token)))
                case .dimension where !model.axes.isMultiAxis:
                    if case .dimension(let dimension)? = entry.token.values.first??.value, dimension.points != nil {
                        names.append(Name(output: output, label: "Android XML", code: "@dimen/" + AndroidResources.name(entry.token)))
                    }
                default: break
                }
                return names
            }
        case "dart":
            return each(DartEmitter(options: options.dart).viewModel(system).0) { container, entry in
                let code = container.kind == "themeExtension" ? "\(container.identifier).of(context).\(entry.identifier)" : "\(container.identifier).\(entry.identifier)"
                return [Name(output: output, label: "Flutter", code: code)]
            }
        case "css":
            let css = options.css
            return each(CSSEmitter(options: css).viewModel(system).0) { _, entry in
                var names = [Name(output: output, label: "CSS", code: "var(\(entry.identifier))")]
                if css.utilityClasses, entry.type == .typography {
                    names.append(Name(output: output, label: "CSS class", code: Identifiers.cssClass(String(entry.identifier.dropFirst(2)))))
                }
                return names
            }
        case "json":
            return each(JSONEmitter(options: options.json).viewModel(system).0) { _, entry in
                [Name(output: output, label: "JSON", code: entry.path.string)]
            }
        case "typescript":
            let model = TypeScriptEmitter(options: options.typescript).viewModel(system).0
            let mode = model.modes.first { $0.isDefault }?.identifier ?? model.modes.first?.identifier ?? "light"
            return each(model) { container, entry in
                [Name(output: output, label: "TypeScript", code: mode + scriptMember(container.identifier) + scriptMember(entry.identifier))]
            }
        case "scss":
            return each(SCSSEmitter(options: options.scss).viewModel(system).0) { _, entry in [Name(output: output, label: "SCSS", code: "$" + entry.identifier)] }
        case "tailwind":
            return each(TailwindEmitter(options: options.tailwind).viewModel(system).0) { _, entry in
                tailwindUtilities(entry.identifier).map { Name(output: output, label: "Tailwind", code: $0) }
            }
        default:
            return []
        }
    }

    /// `.color` or `["2xl"]`: a key the script printer had to quote is reached with brackets.
    static func scriptMember(_ key: String) -> String {
        key.hasPrefix("\"") || key.hasPrefix("'") ? "[" + key + "]" : "." + key
    }

    /// The utilities Tailwind makes from a theme variable (`--color-text-primary` →
    /// `bg-text-primary`, `text-text-primary`, `border-text-primary`); a variable in no
    /// namespace of Tailwind's is reached with `var()`.
    static func tailwindUtilities(_ variable: String) -> [String] {
        let utilities: [(namespace: String, prefixes: [String])] = [
            ("--color-", ["bg-", "text-", "border-"]), ("--spacing-", ["p-", "m-", "gap-"]), ("--radius-", ["rounded-"]),
            ("--breakpoint-", [""]), ("--font-weight-", ["font-"]), ("--font-", ["font-"]), ("--text-", ["text-"]),
            ("--shadow-", ["shadow-"]), ("--ease-", ["ease-"]),
        ]
        for (namespace, prefixes) in utilities where variable.hasPrefix(namespace) {
            let key = String(variable.dropFirst(namespace.count))
            if namespace == "--breakpoint-" { return [key + ":"] }
            return prefixes.map { $0 + key }
        }
        return ["var(\(variable))"]
    }
}
