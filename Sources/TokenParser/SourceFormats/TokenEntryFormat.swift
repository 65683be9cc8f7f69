import DesignModel
import Diagnostics
import YAMLSource
import Parallelism

/// A file that decides which token files are read and which modes exist: a DTCG resolver, a
/// Tokens Studio export (`$themes.json`, `$metadata.json`, or a single JSON file), or a Figma
/// variables export. Each format is one type in `TokenEntryFormats.all`; the first that
/// recognizes the file reads it.
protocol TokenEntryFormat: Sendable {
    /// The format's name, for messages (`Tokens Studio`).
    static var name: String { get }
    /// Whether the parsed file at `path` is this format's entry.
    static func recognizes(path: String, root: YAMLNode) -> Bool
    static func read(_ file: SourceFile, root: YAMLNode, context: TokenEntryContext) -> TokenSetParser.Result
}

/// What an entry format's reader works with: the settings and the files it may load.
struct TokenEntryContext {
    var yaml: YAMLParser
    var maximumTokenValues: Int
    var strict: Bool
    var releasePolicy: ReleasePolicy
    /// Reads a path relative to the entry file's folder; `required: false` for a file that may
    /// be missing (Tokens Studio's `$metadata.json`), whose absence is then not reported.
    var load: (_ path: String, _ required: Bool) -> SourceFile?
    /// What parsing the entry file itself reported.
    var diagnostics: [Diagnostic]
}

public enum TokenEntryFormats {
    /// Registered entry formats, tried in order.
    static let all: [any TokenEntryFormat.Type] = [DTCGResolverFormat.self, TokensStudioFormat.self, FigmaVariablesFormat.self]

    /// The names of the formats, for messages and docs.
    public static var names: [String] { all.map { $0.name } }

    /// The format's name when `text` (at `path`) is an entry file Kiln reads, else nil:
    /// `kiln init --from` uses it to tell an entry file from a token file.
    public static func formatName(path: String, text: String, yaml: YAMLParser = YAMLParser()) -> String? {
        let parsed = yaml.parse(text, file: path)
        guard let root = parsed.root else { return nil }
        return all.first { $0.recognizes(path: path, root: root) }?.name
    }
}

extension TokenSetParser {
    /// Tokens from an entry file — a DTCG resolver, a Tokens Studio export or a Figma variables
    /// export, recognized by its content. `load` reads a path relative to the entry's folder
    /// (nil when it cannot; `required` is false for a file that may be missing), so this module
    /// never touches the file system.
    public static func parse(
        entry file: SourceFile, yaml: YAMLParser = YAMLParser(), maximumTokenValues: Int = .max, strict: Bool = false,
        releasePolicy: ReleasePolicy = .freesInBackground, load: (_ path: String, _ required: Bool) -> SourceFile?
    ) -> Result {
        let parsed = yaml.parse(file.text, file: file.path)
        guard let root = parsed.root else {
            return Result(system: DesignSystem(modes: ["default"], tokens: []), diagnostics: parsed.diagnostics)
        }
        return withoutActuallyEscaping(load) { load in
            let context = TokenEntryContext(
                yaml: yaml, maximumTokenValues: maximumTokenValues, strict: strict, releasePolicy: releasePolicy, load: load,
                diagnostics: parsed.diagnostics)
            let format = TokenEntryFormats.all.first { $0.recognizes(path: file.path, root: root) } ?? DTCGResolverFormat.self
            return format.read(file, root: root, context: context)
        }
    }

    /// Tokens from a DTCG resolver file (or another entry file: see `parse(entry:)`). `load`
    /// reads a referenced path relative to the resolver's folder, returning nil when it cannot.
    public static func parse(
        resolver file: SourceFile, yaml: YAMLParser = YAMLParser(), maximumTokenValues: Int = .max, strict: Bool = false,
        load: (String) -> SourceFile?
    ) -> Result {
        parse(entry: file, yaml: yaml, maximumTokenValues: maximumTokenValues, strict: strict) { path, _ in load(path) }
    }
}
