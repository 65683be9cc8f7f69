import DesignModel

extension DartEmitter {
    /// What each token is called in this output (`CodeNames`, `OutputFormat.codeNames`):
    /// the class member, through `of(context)` for a theme extension.
    static func codeNames(options: DartOptions, system: DesignSystem, output: String) -> [(TokenPath, [CodeNames.Name])] {
        return CodeNames.each(DartEmitter(options: options).viewModel(system).0) { container, entry in
            let code = container.kind == "themeExtension" ? "\(container.identifier).of(context).\(entry.identifier)" : "\(container.identifier).\(entry.identifier)"
            return [CodeNames.Name(output: output, label: "Flutter", code: code)]
        }
    }
}
