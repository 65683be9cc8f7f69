import DesignModel

extension SCSSEmitter {
    /// What each token is called in this output (`CodeNames`, `OutputFormat.codeNames`):
    /// the `$` variable.
    static func codeNames(options: SCSSOptions, system: DesignSystem, output: String) -> [(TokenPath, [CodeNames.Name])] {
        return CodeNames.each(SCSSEmitter(options: options).viewModel(system).0) { _, entry in [CodeNames.Name(output: output, label: "SCSS", code: "$" + entry.identifier)] }
    }
}
