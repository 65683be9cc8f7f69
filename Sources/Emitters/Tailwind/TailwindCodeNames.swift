import DesignModel

extension TailwindEmitter {
    /// What each token is called in this output (`CodeNames`, `OutputFormat.codeNames`):
    /// the utilities made from its theme variable.
    static func codeNames(options: TailwindOptions, system: DesignSystem, output: String) -> [(TokenPath, [CodeNames.Name])] {
        return CodeNames.each(TailwindEmitter(options: options).viewModel(system).0) { _, entry in
            utilities(entry.identifier).map { CodeNames.Name(output: output, label: "Tailwind", code: $0) }
        }
    }

    /// The utilities Tailwind makes from a theme variable (`--color-text-primary` →
    /// `bg-text-primary`, `text-text-primary`, `border-text-primary`); a variable in no
    /// namespace of Tailwind's is reached with `var()`.
    static func utilities(_ variable: String) -> [String] {
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
