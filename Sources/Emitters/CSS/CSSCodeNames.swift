import DesignModel

extension CSSEmitter {
    /// What each token is called in this output (`CodeNames`, `OutputFormat.codeNames`):
    /// `var(--…)`, and the utility class of a typography token when there are.
    static func codeNames(options: CSSOptions, system: DesignSystem, output: String) -> [(TokenPath, [CodeNames.Name])] {
        return CodeNames.each(CSSEmitter(options: options).viewModel(system).0) { _, entry in
            var names = [CodeNames.Name(output: output, label: "CSS", code: "var(\(entry.identifier))")]
            if options.utilityClasses, entry.type == .typography {
                names.append(CodeNames.Name(output: output, label: "CSS class", code: Identifiers.cssClass(String(entry.identifier.dropFirst(2)))))
            }
            return names
        }
    }
}
