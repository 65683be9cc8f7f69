import DesignModel
import Diagnostics
import Foundation
import YAMLSource

/// Tokens Studio for Figma's exports, as its GitHub sync writes them: a folder of set files
/// with `$themes.json` and `$metadata.json` (the entry is either of those two), or one JSON
/// file holding every set as a top-level key beside `$themes` and `$metadata`.
///
/// Each mode (a combination of one theme per group, `StudioDocument`) is resolved as Tokens
/// Studio resolves it (`StudioResolver`) and its values converted to Kiln's types
/// (`StudioConversion`); a whole reference to a token of the same type stays a reference.
/// Figma's ids from the themes (`$figmaStyleReferences`, `$figmaVariableReferences`) are kept
/// on each token under `$extensions["studio.tokens"]`, by theme.
enum TokensStudioFormat: TokenEntryFormat {
    static let name = "Tokens Studio"

    static func recognizes(path: String, root: YAMLNode) -> Bool {
        let fileName = (path as NSString).lastPathComponent
        if fileName == "$themes.json" || fileName == "$metadata.json" { return true }
        guard let pairs = root.pairs else { return false }
        if pairs.contains(where: { $0.name == "$themes" || $0.name == "$metadata" }) { return true }
        // One file of sets without themes: its tokens use Tokens Studio's own keys.
        return pairs.contains { set in containsStudioToken(set.value, depth: 0) }
    }

    /// A token written `{ "value": …, "type": … }` within a few levels.
    static func containsStudioToken(_ node: YAMLNode, depth: Int) -> Bool {
        guard depth < 6, let pairs = node.pairs else { return false }
        if pairs.contains(where: { $0.name == "value" }), pairs.contains(where: { $0.name == "type" }) { return true }
        return pairs.contains { !$0.name.hasPrefix("$") && containsStudioToken($0.value, depth: depth + 1) }
    }

    static func read(_ file: SourceFile, root: YAMLNode, context: TokenEntryContext) -> TokenSetParser.Result {
        let started = ContinuousClock().now
        var diagnostics = context.diagnostics
        var deviations: [Leniency.Deviation] = []
        var document = StudioDocument()
        // The sets' trees by name, and the order met.
        var setTrees: [String: YAMLNode] = [:]
        var listedSets: [String] = []
        let fileName = (file.path as NSString).lastPathComponent

        func loadJSON(_ path: String, required: Bool) -> YAMLNode? {
            guard let loaded = context.load(path, required) else { return nil }
            let parsed = context.yaml.parse(loaded.text, file: loaded.path)
            diagnostics.append(contentsOf: parsed.diagnostics)
            return parsed.root
        }

        let isFolder = fileName == "$themes.json" || fileName == "$metadata.json"
        if isFolder {
            let themesNode = fileName == "$themes.json" ? root : loadJSON("$themes.json", required: false)
            let metadataNode = fileName == "$metadata.json" ? root : loadJSON("$metadata.json", required: false)
            if let themesNode { document.themes = StudioDocument.readThemes(themesNode, diagnostics: &diagnostics) }
            if let metadataNode { document.setOrder = StudioDocument.readOrder(metadataNode, diagnostics: &diagnostics) }
            listedSets = document.setOrder
            for theme in document.themes { for set in theme.sets where !listedSets.contains(set) { listedSets.append(set) } }
            if document.setOrder.isEmpty { document.setOrder = listedSets }
            for set in listedSets {
                if let tree = loadJSON(set + ".json", required: false) { setTrees[set] = tree }
            }
        } else {
            for pair in root.pairs ?? [] {
                switch pair.name {
                case "$themes": document.themes = StudioDocument.readThemes(pair.value, diagnostics: &diagnostics)
                case "$metadata": document.setOrder = StudioDocument.readOrder(pair.value, diagnostics: &diagnostics)
                default:
                    if pair.name.hasPrefix("$") { continue }
                    setTrees[pair.name] = pair.value
                    listedSets.append(pair.name)
                }
            }
            if document.setOrder.isEmpty { document.setOrder = listedSets }
        }
        let where_ = isFolder ? "beside \(fileName)" : "in \(fileName)"
        // A set `$metadata` lists without a file is harmless (Tokens Studio leaves stale names
        // there); a theme that enables one would build an incomplete mode: it is left out. A
        // missing `source` set only costs the references into it.
        document.themes.removeAll { theme in
                let missing = theme.sets.filter { theme.enabled.contains($0) && setTrees[$0] == nil }
                guard !missing.isEmpty else { return false }
                deviations.append(
                    Leniency.Deviation(
                        kind: .incompleteTheme,
                        error: .error(
                            .studioMissingSet,
                            "theme \"\(theme.name)\" enables \(missing.map { "\"\($0)\"" }.joined(separator: ", ")), which the export does not hold (\(isFolder ? missing.map { "no \($0).json" }.joined(separator: ", ") + " " : "")\(where_))",
                            at: theme.range),
                        detail: theme.name))
                return true
            }
        for set in Set(document.themes.flatMap(\.sets)).sorted() where setTrees[set] == nil {
            diagnostics.append(
                .warning(
                    .studioMissingSet, "token set \"\(set)\" is not in the export (\(isFolder ? "no \(set).json " : "")\(where_)); its tokens are not read",
                    at: .file(file.path)))
        }

        // Each set's definitions, in document order.
        var setDefinitions: [String: [StudioDefinition]] = [:]
        for set in listedSets {
            guard let tree = setTrees[set] else { continue }
            var reader = StudioSetReader(set: set)
            reader.read(tree, path: "", inheritedType: nil)
            setDefinitions[set] = reader.definitions
            diagnostics.append(contentsOf: reader.diagnostics)
            deviations.append(contentsOf: reader.deviations)
        }

        let (axes, plans) = document.plans()
        let modes = plans.map(\.name)
        let parser = TokenSetParser(
            modes: modes, axes: axes, yaml: context.yaml, maximumTokenValues: context.maximumTokenValues, strict: context.strict,
            releasePolicy: context.releasePolicy)
        var tokens = ModeTokens(modes: modes)
        var seenDiagnostics = Set<Diagnostic>()
        // Conversions by token, with the definitions they read: a mode whose definitions of
        // those names are the same (from the same sets) gets the same result without resolving
        // again — most tokens of a many-axis export depend on one or two axes.
        var known: [String: [(reads: [(name: String, origin: String?)], converted: StudioConversion.Converted?)]] = [:]
        for (modeIndex, plan) in plans.enumerated() {
            let definitions = merged(plan.sets.compactMap { setDefinitions[$0] })
            let mode = StudioMode(definitions: definitions)
            for path in definitions.order {
                let definition = definitions.byPath[path]!
                let reused = known[path]?.first { entry in entry.reads.allSatisfy { definitions.byPath[$0.name]?.origin == $0.origin } }
                let result: StudioConversion.Converted?
                if let reused {
                    result = reused.converted
                } else {
                    result = mode.converted(path)
                    let reads = (mode.resolver.dependencies[path] ?? [path]).sorted().map { ($0, definitions.byPath[$0]?.origin) }
                    known[path, default: []].append((reads, result))
                }
                guard let converted = result else { continue }
                let (type, passThroughType, node): (TokenType?, String?, YAMLNode) =
                    switch converted {
                    case .typed(let type, let node): (type, nil, node)
                    case .passThrough(let name, let node): (nil, name, node)
                    }
                tokens.define(
                    TokenPath(path), mode: modeIndex,
                    ModeTokens.Definition(
                        type: type, passThroughType: passThroughType, node: node, range: definition.range,
                        description: definition.description,
                        extensions: extensions(of: definition, themes: plan.themes.map { document.themes[$0] })))
            }
            for diagnostic in mode.diagnostics where seenDiagnostics.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
            deviations.append(contentsOf: mode.allDeviations)
            if let tooMany = parser.tokenValuesLimit(tokens: definitions.order.count, at: .file(file.path)) {
                return TokenSetParser.Result(system: DesignSystem(modes: modes, tokens: []), diagnostics: [tooMany])
            }
        }
        let resolving = ContinuousClock().now
        var result = parser.resolve(tokens.rawTokens(), groups: tokens.groups(), modes: modes, diagnostics: diagnostics, deviations: deviations)
        result.parseSeconds = (resolving - started).seconds
        result.resolveSeconds = (ContinuousClock().now - resolving).seconds
        return result
    }

    /// One mode's definitions by name: the sets in order, a later set's token replacing an
    /// earlier one's — or, when both are objects (typography, border, composition), adding to
    /// and overriding its properties, as Tokens Studio merges them.
    struct Definitions {
        var order: [String] = []
        var byPath: [String: StudioDefinition] = [:]
    }

    static func merged(_ sets: [[StudioDefinition]]) -> Definitions {
        var result = Definitions()
        for set in sets {
            for definition in set {
                if let existing = result.byPath[definition.path] {
                    var replacement = definition
                    if let old = existing.value.pairs, let new = definition.value.pairs {
                        var pairs = old.filter { pair in !new.contains { $0.name == pair.name } }
                        pairs.append(contentsOf: new)
                        replacement.value = YAMLNode(content: .mapping(pairs), range: definition.value.range)
                        replacement.origin = existing.origin + "+" + definition.origin
                    }
                    result.byPath[definition.path] = replacement
                } else {
                    result.order.append(definition.path)
                    result.byPath[definition.path] = definition
                }
            }
        }
        return result
    }

    /// The token's `$extensions`, with the Figma ids the mode's themes give for it.
    static func extensions(of definition: StudioDefinition, themes: [StudioDocument.Theme]) -> YAMLNode? {
        var styles: [(String, YAMLNode)] = []
        var variables: [(String, YAMLNode)] = []
        let range = definition.range
        for theme in themes {
            let key = theme.group.map { "\($0)/\(theme.name)" } ?? theme.name
            if let id = theme.styleReferences[definition.path] { styles.append((key, .text(id, at: range))) }
            if let id = theme.variableReferences[definition.path] { variables.append((key, .text(id, at: range))) }
        }
        guard !styles.isEmpty || !variables.isEmpty else { return definition.extensions }
        var pairs = definition.extensions?.pairs ?? []
        var studio = pairs.first { $0.name == "studio.tokens" }?.value.pairs ?? []
        pairs.removeAll { $0.name == "studio.tokens" }
        if !styles.isEmpty { studio.append(.init(key: .text("$figmaStyleReferences", at: range), value: .mapping(styles, at: range))) }
        if !variables.isEmpty { studio.append(.init(key: .text("$figmaVariableReferences", at: range), value: .mapping(variables, at: range))) }
        pairs.append(.init(key: .text("studio.tokens", at: range), value: YAMLNode(content: .mapping(studio), range: range)))
        return YAMLNode(content: .mapping(pairs), range: definition.extensions?.range ?? range)
    }
}

/// One mode of a Tokens Studio export: its tokens resolved and converted, each once.
final class StudioMode {
    let definitions: TokensStudioFormat.Definitions
    let resolver: StudioResolver
    private var memo: [String: StudioConversion.Converted?] = [:]
    private var converting: Set<String> = []
    private(set) var deviations: [Leniency.Deviation] = []

    init(definitions: TokensStudioFormat.Definitions) {
        self.definitions = definitions
        resolver = StudioResolver(definitions: definitions.byPath)
    }

    var diagnostics: [Diagnostic] { resolver.diagnostics }

    func converted(_ path: String) -> StudioConversion.Converted? {
        if let done = memo[path] { return done }
        guard let definition = definitions.byPath[path], !converting.contains(path) else { return nil }
        converting.insert(path)
        defer { converting.remove(path) }
        var result: StudioConversion.Converted?
        if let value = resolver.resolved(path) {
            let context = StudioConversion.Context(
                typeOf: { [unowned self] name in self.converted(name)?.type },
                isRatio: { [unowned self] name in self.resolver.resolved(name).map(StudioConversion.isRatio) ?? false },
                note: { [unowned self] kind, error, detail in self.deviations.append(Leniency.Deviation(kind: kind, error: error, detail: detail)) })
            result = StudioConversion.convert(
                path: path, raw: StudioValue(definition.value), value: value, target: StudioConversion.target(of: definition.type),
                range: definition.value.range, hasModifier: definition.extensions?["studio.tokens"]?["modify"] != nil, context: context)
        }
        memo[path] = .some(result)
        return result
    }

    var allDeviations: [Leniency.Deviation] { deviations + resolver.deviations }
}
