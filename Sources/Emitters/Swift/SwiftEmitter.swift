import DesignModel
import Diagnostics

/// `swift/DesignTokens.swift` (SwiftUI-first, with a platform-neutral core that compiles on
/// Linux) and `swift/Colors.xcassets` (a color set per color, light and dark appearances).
struct SwiftEmitter: ViewModelEmitter {
    var options: SwiftOptions
    var template: TemplateSource?
    var identifier: String { "swift" }

    init(options: SwiftOptions, template: TemplateSource?) {
        self.options = options
        self.template = template
    }

    static var reusesEntries: Bool { true }

    func conventions(for system: DesignSystem) -> SwiftConventions { SwiftConventions(options: options) }

    func printFiles(_ model: ViewModel, conventions: SwiftConventions, cache: EmitCache?) -> PrintedFiles {
        let memo = cache?.pieces("swift", options: options, model: model)
        let pieces = SwiftPrinter(options: options, model: model, memo: memo, piecesOnly: true)
        let contents = PrintMemo.printFile(memo, model: model, piece: pieces.piece) {
            SwiftPrinter(options: options, model: model, memo: memo).print()
        }
        memo?.prune(keeping: model)
        return PrintedFiles(files: [OutputFile(path: options.folderPrefix + options.fileName, contents: contents)])
    }

    var writesCompanionFiles: Bool { options.assetCatalog }

    func companionFiles(_ model: ViewModel, cache: EmitCache?) -> PrintedFiles {
        let memo = cache?.pieces("swift.assetCatalog", options: options, model: model)
        let catalog = AssetCatalog(options: options, model: model, memo: memo).files(folder: options.folderPrefix + options.assetCatalogName)
        memo?.prune(keeping: model)
        return PrintedFiles(files: catalog.files, diagnostics: catalog.diagnostics)
    }
}
