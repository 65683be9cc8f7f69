import DesignModel

extension JSONEmitter {
    /// What each token is called in this output (`CodeNames`, `OutputFormat.codeNames`):
    /// the token's path.
    static func codeNames(options: JSONOptions, system: DesignSystem, output: String) -> [(TokenPath, [CodeNames.Name])] {
        return CodeNames.each(JSONEmitter(options: options).viewModel(system).0) { _, entry in
            [CodeNames.Name(output: output, label: "JSON", code: entry.path.string)]
        }
    }
}
