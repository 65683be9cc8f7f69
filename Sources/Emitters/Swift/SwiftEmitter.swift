import DesignModel
import Diagnostics
import Parallelism

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

    public func emit(_ system: DesignSystem) -> EmitResult { emit(system, cache: nil) }

    /// With a resident build's cache: entries of unchanged tokens reused, their declarations and
    /// color sets copied (a custom template is rendered in full every time).
    public func emit(_ system: DesignSystem, cache: EmitCache?) -> EmitResult {
        let (model, diagnostics) = ViewModelBuilder(platform: "swift", conventions: SwiftConventions(options: options)).build(system, cache: cache)
        let printMemo = template == nil ? cache?.pieces("swift", options: options, model: model) : nil
        let catalogMemo = options.assetCatalog ? cache?.pieces("swift.assetCatalog", options: options, model: model) : nil
        let folder = options.folderPrefix
        // The source file and the asset catalog are independent and similar in cost: printed side
        // by side, they keep both cores busy when the other emitters finish first.
        let parts = Parallel.map(options.assetCatalog ? 2 : 1) { part -> (files: [OutputFile], diagnostics: [Diagnostic]) in
            if part == 1 { return AssetCatalog(options: options, model: model, memo: catalogMemo).files(folder: folder + options.assetCatalogName) }
            guard let template else {
                let pieces = SwiftPrinter(options: options, model: model, memo: printMemo, piecesOnly: true)
                let contents = PrintMemo.printFile(printMemo, model: model, piece: pieces.piece) {
                    SwiftPrinter(options: options, model: model, memo: printMemo).print()
                }
                return ([OutputFile(path: folder + options.fileName, contents: contents)], [])
            }
            let rendered = EmitResult.rendering(template, model: model, system: system, path: folder + options.fileName, diagnostics: [])
            return (rendered.files, rendered.diagnostics)
        }
        printMemo?.prune(keeping: model)
        catalogMemo?.prune(keeping: model)
        return EmitResult(files: parts.flatMap(\.files), diagnostics: diagnostics + parts.flatMap(\.diagnostics), viewModel: model)
    }
}
