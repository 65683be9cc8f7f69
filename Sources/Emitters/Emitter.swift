import DesignModel
import Diagnostics

/// A generator of one kind of output (`swift`, `dart`, `css`, `json`, `android`, `typescript`,
/// `scss`, `tailwind`).
///
/// Inside, every emitter runs the shared transform (`ViewModelBuilder`, model → per-platform
/// view model) and then prints — with its built-in printer, or with a team's mustache template
/// when kiln.yaml names one. Emitters read the model only; they know nothing about rules.
public protocol Emitter: Sendable {
    /// The name `--outputs` and `outputs:` use (its `OutputFormat`'s name).
    var identifier: String { get }
    /// The view model the built-in printer and templates print from, and the problems found
    /// while naming (collisions).
    func viewModel(_ system: DesignSystem) -> (ViewModel, [Diagnostic])
    /// Files relative to the output folder, and any problem (name collisions, template errors).
    /// When `diagnostics` holds an error, the files must not be written.
    func emit(_ system: DesignSystem) -> EmitResult
    /// The same files, reusing a resident build's entries and printed pieces (`EmitCache`)
    /// where the emitter can; the default ignores the cache.
    func emit(_ system: DesignSystem, cache: EmitCache?) -> EmitResult
}

extension Emitter {
    public func emit(_ system: DesignSystem, cache: EmitCache?) -> EmitResult { emit(system) }
}

public struct EmitResult: Sendable {
    public var files: [OutputFile]
    public var diagnostics: [Diagnostic]
    /// The view model the files were printed from. Handed back rather than freed inside `emit`,
    /// so that the caller decides when freeing its many entries is worth the time (the
    /// pipeline frees it as soon as the emitter returns, on the same thread, so that the
    /// emitters still to run reuse its memory instead of adding to the build's peak).
    public var viewModel: ViewModel?

    public init(files: [OutputFile], diagnostics: [Diagnostic] = [], viewModel: ViewModel? = nil) {
        self.files = files
        self.diagnostics = diagnostics
        self.viewModel = viewModel
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// What a user's template makes of a view model in place of an emitter's own printer: one
    /// file at `path`, or no file and the template's problem after the emitter's `diagnostics`.
    static func rendering(
        _ template: TemplateSource, model: ViewModel, system: DesignSystem, path: String, diagnostics: [Diagnostic]
    ) -> EmitResult {
        switch TemplateRenderer.render(template, model: model, system: system) {
        case .success(let text): EmitResult(files: [OutputFile(path: path, text: text)], diagnostics: diagnostics)
        case .failure(let problem): EmitResult(files: [], diagnostics: diagnostics + [problem])
        }
    }
}

/// A user's mustache template, read by the pipeline from the project (`swift.template: …`).
public struct TemplateSource: Sendable, Hashable {
    /// Project-relative path, for diagnostics.
    public var path: String
    public var text: String
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
