import DesignModel
import Diagnostics

/// `swift/DesignTokens.swift` (SwiftUI-first, with a platform-neutral core that compiles on
/// Linux) and `swift/Colors.xcassets` (a color set per color, light and dark appearances).
public struct SwiftEmitter: Emitter {
    public var options: SwiftOptions
    public var template: TemplateSource?
    public var identifier: String { "swift" }

    public init(options: SwiftOptions = SwiftOptions(), template: TemplateSource? = nil) {
        self.options = options
        self.template = template
    }

    public func viewModel(_ system: DesignSystem) -> (ViewModel, [Diagnostic]) {
        ViewModelBuilder(platform: "swift", conventions: SwiftConventions(options: options)).build(system)
    }

    public func emit(_ system: DesignSystem) -> EmitResult {
        var (model, diagnostics) = viewModel(system)
        let folder = options.folder.isEmpty ? "" : options.folder + "/"
        var files: [OutputFile] = []
        if let template {
            switch TemplateRenderer.render(template, model: model, system: system) {
            case .success(let text): files.append(OutputFile(path: folder + options.fileName, text: text))
            case .failure(let problem): diagnostics.append(problem)
            }
        } else {
            files.append(OutputFile(path: folder + options.fileName, contents: SwiftPrinter(options: options, model: model).print().bytes))
        }
        if options.assetCatalog {
            let catalog = AssetCatalog(options: options, model: model).files(folder: folder + options.assetCatalogName)
            diagnostics += catalog.diagnostics
            files += catalog.files
        }
        return EmitResult(files: files, diagnostics: diagnostics)
    }
}
