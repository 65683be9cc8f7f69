import DesignModel

extension AndroidEmitter {
    /// What each token is called in this output (`CodeNames`, `OutputFormat.codeNames`):
    /// the Compose accessor, and `@color/…` or `@dimen/…` for what the XML resources declare.
    static func codeNames(options: AndroidOptions, system: DesignSystem, output: String) -> [(TokenPath, [CodeNames.Name])] {
        let model = AndroidEmitter(options: options).viewModel(system).0
        return CodeNames.each(model) { container, entry in
            // Inside a composable, the group's accessor reads the mode shown (`colors`,
            // `border`); with several theming axes each group is an object of its own.
            let group = container.kind == "colors" ? "colors" : model.axes.isMultiAxis ? container.identifier : ComposePrinter.accessor(container.identifier)
            // An animation spec is a function generic in the animated type.
            let call = entry.type == .spring || entry.type == .transition ? "()" : ""
            var names = [CodeNames.Name(output: output, label: "Compose", code: "\(options.objectName).\(group).\(entry.identifier)\(call)")]
            switch entry.type {
            case .color:
                names.append(CodeNames.Name(output: output, label: "Android XML", code: "@color/" + AndroidResources.name(entry.token)))
            case .dimension where !model.axes.isMultiAxis:
                if case .dimension(let dimension)? = entry.token.values.first??.value, dimension.points != nil {
                    names.append(CodeNames.Name(output: output, label: "Android XML", code: "@dimen/" + AndroidResources.name(entry.token)))
                }
            default: break
            }
            return names
        }
    }
}
