import DesignModel

/// What each token is called in the generated code, output by output, as a developer types it:
/// `DesignTokens.Colors.textPrimary`, `Color(.tokenTextPrimary)`, `@color/text_primary`,
/// `var(--color-text-primary)`, `bg-text-primary`. The spec site shows these on every token.
///
/// Every name comes from the emitter's own view model (its conventions name the token, its
/// collision check drops a token whose name another took) or from the naming function of the
/// file it is declared in (asset catalog, Android resources), so the site cannot show a name
/// the outputs do not declare. Only the way to reach the declaration (the mode object in
/// TypeScript, `of(context)` for a Flutter theme extension) is spelled by the format, in its
/// folder (`OutputFormat.codeNames`), so a new format brings its names without an edit here;
/// EmittersTests/CodeNamesTests finds each name in the emitted files.
public enum CodeNames {
    /// One way to write a token in one output.
    public struct Name: Sendable, Hashable {
        /// The output (`swift`, `android`…), as `outputs:` names it.
        public var output: String
        /// What the name is for (`Swift`, `SwiftUI`, `Compose`, `Android XML`, `Tailwind`).
        public var label: String
        public var code: String

        public init(output: String, label: String, code: String) {
            self.output = output
            self.label = label
            self.code = code
        }
    }

    /// The names of every token in `outputs` (format names; others are ignored), in the order
    /// `formats` lists the outputs. Custom templates print their own names: an output with one is
    /// left out.
    public static func table(
        outputs: [String], options: EmitterOptions, system: DesignSystem, formats: [OutputFormat] = OutputFormats.builtIn
    ) -> [TokenPath: [Name]] {
        var table: [TokenPath: [Name]] = [:]
        table.reserveCapacity(system.tokens.count)
        for format in formats where outputs.contains(format.name) && options[format: format].template == nil {
            for (path, names) in format.codeNames(options: options, system: system) {
                table[path, default: []] += names
            }
        }
        return table
    }

    /// Each entry of `model` with the names `make` gives it, for a format's `codeNames`.
    static func each(_ model: ViewModel, _ make: (ViewModel.Container, ViewModel.Entry) -> [Name]) -> [(TokenPath, [Name])] {
        model.containers.flatMap { container in container.entries.map { ($0.path, make(container, $0)) } }
    }
}
