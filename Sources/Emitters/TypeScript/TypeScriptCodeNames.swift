import DesignModel

extension TypeScriptEmitter {
    /// What each token is called in this output (`CodeNames`, `OutputFormat.codeNames`):
    /// the member of the default mode's object.
    static func codeNames(options: TypeScriptOptions, system: DesignSystem, output: String) -> [(TokenPath, [CodeNames.Name])] {
        let model = TypeScriptEmitter(options: options).viewModel(system).0
        let mode = model.modes.first { $0.isDefault }?.identifier ?? model.modes.first?.identifier ?? "light"
        return CodeNames.each(model) { container, entry in
            [CodeNames.Name(output: output, label: "TypeScript", code: mode + scriptMember(container.identifier) + scriptMember(entry.identifier))]
        }
    }

    /// `.color` or `["2xl"]`: a key the script printer had to quote is reached with brackets.
    static func scriptMember(_ key: String) -> String {
        key.hasPrefix("\"") || key.hasPrefix("'") ? "[" + key + "]" : "." + key
    }
}
