import DesignModel

extension SwiftEmitter {
    /// What each token is called in this output (`CodeNames`, `OutputFormat.codeNames`):
    /// `DesignTokens.Colors.textPrimary`, and `Color(.tokenTextPrimary)` for a color of the asset catalog.
    static func codeNames(options: SwiftOptions, system: DesignSystem, output: String) -> [(TokenPath, [CodeNames.Name])] {
        return CodeNames.each(SwiftEmitter(options: options).viewModel(system).0) { container, entry in
            var names = [CodeNames.Name(output: output, label: "Swift", code: "\(options.typeName).\(container.identifier).\(entry.identifier)")]
            if options.assetCatalog, entry.type == .color {
                names.append(
                    CodeNames.Name(output: output, label: "SwiftUI", code: "Color(.\(AssetCatalog.colorSetName(entry.path, prefix: options.assetCatalogPrefix)))"))
            }
            return names
        }
    }
}
