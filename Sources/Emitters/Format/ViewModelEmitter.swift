import DesignModel
import Diagnostics
import Parallelism

/// The skeleton every emitter built on the view model shares, written once: the shared
/// transform (`ViewModelBuilder` with the format's conventions) names and converts the tokens;
/// the format's checks look at the names its printer derives; then a team's mustache template
/// (kiln.yaml's `template:`) or the built-in printer makes the main file, while any companion
/// files (the asset catalog, the XML resources) are printed beside it on the other core.
///
/// A format supplies its conventions and its printer; everything else is here.
protocol ViewModelEmitter: Emitter {
    associatedtype Options: OutputOptions
    associatedtype Conventions: PlatformConventions

    var options: Options { get }
    var template: TemplateSource? { get }
    init(options: Options, template: TemplateSource?)

    func conventions(for system: DesignSystem) -> Conventions
    /// Whether a resident build's view model entries are reused (`EmitCache`) for this format.
    static var reusesEntries: Bool { get }
    /// Where a template's output goes: the main file.
    var templatePath: String { get }
    /// Problems with the names the format derives beyond the builder's own (checked whatever
    /// prints the file).
    func check(_ model: ViewModel, cache: EmitCache?) -> [Diagnostic]
    /// The built-in printer's files.
    func printFiles(_ model: ViewModel, conventions: Conventions, cache: EmitCache?) -> PrintedFiles
    /// Whether these options ask for files written whatever prints the main file.
    var writesCompanionFiles: Bool { get }
    /// Those files, printed beside the main file.
    func companionFiles(_ model: ViewModel, cache: EmitCache?) -> PrintedFiles
}

/// Files a printer made, and the problems it found.
struct PrintedFiles {
    var files: [OutputFile]
    var diagnostics: [Diagnostic] = []

    /// What a user's template makes of a view model: one file at `path`, or no file and the
    /// template's problem.
    static func rendering(_ template: TemplateSource, model: ViewModel, system: DesignSystem, path: String) -> PrintedFiles {
        switch TemplateRenderer.render(template, model: model, system: system) {
        case .success(let text): PrintedFiles(files: [OutputFile(path: path, text: text)])
        case .failure(let problem): PrintedFiles(files: [], diagnostics: [problem])
        }
    }
}

extension ViewModelEmitter {
    init(options: Options = Options()) { self.init(options: options, template: nil) }

    static var reusesEntries: Bool { false }
    var templatePath: String { options.folderPrefix + options.fileName }
    func check(_ model: ViewModel, cache: EmitCache?) -> [Diagnostic] { [] }
    var writesCompanionFiles: Bool { false }
    func companionFiles(_ model: ViewModel, cache: EmitCache?) -> PrintedFiles { PrintedFiles(files: []) }

    func viewModel(_ system: DesignSystem) -> (ViewModel, [Diagnostic]) {
        ViewModelBuilder(platform: identifier, conventions: conventions(for: system)).build(system)
    }

    func emit(_ system: DesignSystem) -> EmitResult { emit(system, cache: nil) }

    /// With a resident build's cache (formats that reuse entries): entries of unchanged tokens
    /// reused and their printed pieces copied (a custom template is rendered in full every time).
    func emit(_ system: DesignSystem, cache: EmitCache?) -> EmitResult {
        let cache = Self.reusesEntries ? cache : nil
        let conventions = conventions(for: system)
        var (model, diagnostics) = ViewModelBuilder(platform: identifier, conventions: conventions).build(system, cache: cache)
        diagnostics += check(model, cache: cache)
        let mainFile = { () -> PrintedFiles in
            guard let template else { return printFiles(model, conventions: conventions, cache: cache) }
            return .rendering(template, model: model, system: system, path: templatePath)
        }
        // Companion files are independent of the main file and similar in cost: printed side by
        // side, they keep both cores busy when the other emitters finish first.
        var companions: PrintedFiles?
        let main: PrintedFiles
        if writesCompanionFiles {
            let parts = Parallel.map(2) { part in part == 0 ? mainFile() : companionFiles(model, cache: cache) }
            (main, companions) = (parts[0], parts[1])
        } else {
            main = mainFile()
        }
        diagnostics += main.diagnostics + (companions?.diagnostics ?? [])
        // A broken template writes nothing, not the companion files alone.
        if template != nil, main.files.isEmpty { return EmitResult(files: [], diagnostics: diagnostics, viewModel: model) }
        return EmitResult(files: main.files + (companions?.files ?? []), diagnostics: diagnostics, viewModel: model)
    }
}
