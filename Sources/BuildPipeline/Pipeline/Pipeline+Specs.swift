import DesignModel
import Diagnostics
import SpecParser

extension Pipeline {
    /// Reads the spec files the configuration's `specs:` globs select (Markdown only) and parses
    /// them against the resolved tokens. A project without specs has an empty spec set.
    func loadSpecs(system: DesignSystem, sources: inout SourceLines, diagnostics: inout [Diagnostic]) -> (set: SpecSet, files: [String]) {
        let paths = project.files(matching: project.config.specs).filter { $0.lowercased().hasSuffix(".md") }
        if let tooLarge = project.inputSizeLimit(paths, kind: "spec files") {
            diagnostics.append(tooLarge)
            return (SpecSet(), [])
        }
        var files: [SourceFile] = []
        for path in paths {
            switch project.read(path).map(\.withLineFeeds) {
            case .success(let file):
                sources.register(file: file.path, text: file.text)
                files.append(file)
            case .failure(let problem):
                diagnostics.append(problem)
            }
        }
        guard !files.isEmpty else { return (SpecSet(), []) }
        let options = SpecParser.Options(
            modes: project.config.modes, background: project.config.background, platform: project.config.platform.rawValue,
            vocabulary: project.config.specSettings.vocabulary)
        let result = SpecParser(system: system, options: options).parse(files)
        diagnostics.append(contentsOf: result.diagnostics)
        return (result.specs, paths)
    }
}
