import DesignModel
import Diagnostics
import YAMLSource

/// A DTCG 2025.10 resolver file (`*.resolver.json`): token sets, modifiers whose contexts
/// (light/dark, desktop/mobile) select more files, and the order they layer in.
///
/// Every modifier is a theming axis, its contexts the axis's values; every combination of one
/// context per modifier is a mode, whose tokens are the sets and modifiers in `resolutionOrder`
/// with each modifier contributing its context in that combination; later sources override
/// earlier ones.
public struct ResolverDocument: Sendable {
    enum Source: Sendable {
        case file(path: String, range: SourceRange)
        case inline(YAMLNode)
    }

    enum Layer: Sendable {
        case set(name: String, sources: [Source])
        case modifier(name: String, contexts: [Context], defaultContext: String?)
    }

    /// One context of a modifier: its sources, and the sets it takes them from by `$ref`.
    struct Context: Sendable {
        var name: String
        var sources: [Source]
        var setNames: [String] = []
    }

    var layers: [Layer] = []
    /// Sets declared under `sets` that `resolutionOrder` never names: their files are not read.
    var unusedSets: [(name: String, range: SourceRange)] = []

    /// One mode: its name and the sources it layers, in order.
    struct ModePlan: Sendable {
        var name: String
        var sources: [Source]
    }

    /// The modes to resolve and the axes they combine. One modifier is one axis, its contexts
    /// the modes (the default first); several modifiers are several axes, and every combination
    /// of one context per modifier is a mode, its sources the sets and each modifier's context
    /// for that combination, in `resolutionOrder`.
    var modePlans: (axes: ModeAxes, plans: [ModePlan]) {
        let modifiers = layers.compactMap { layer -> (name: String, contexts: [Context], defaultContext: String?)? in
            if case .modifier(let name, let contexts, let defaultContext) = layer { return (name, contexts, defaultContext) }
            return nil
        }
        // Each axis: the modifier's contexts, its default first.
        let axes = modifiers.map { modifier in
            var names = modifier.contexts.map(\.name)
            if let chosen = modifier.defaultContext ?? names.first, let index = names.firstIndex(of: chosen) {
                names.insert(names.remove(at: index), at: 0)
            }
            return ModeAxis(name: modifier.name, values: names)
        }.filter { !$0.values.isEmpty }
        guard !axes.isEmpty else {
            var sources: [Source] = []
            for layer in layers { if case .set(_, let setSources) = layer { sources.append(contentsOf: setSources) } }
            return (.single(["default"]), [ModePlan(name: "default", sources: sources)])
        }
        let modeAxes = ModeAxes(axes)
        var plans: [ModePlan] = []
        for mode in 0..<modeAxes.modeCount {
            let combination = modeAxes.combination(of: mode)
            var sources: [Source] = []
            for layer in layers {
                switch layer {
                case .set(_, let setSources):
                    sources.append(contentsOf: setSources)
                case .modifier(let name, let contexts, _):
                    guard let axis = modeAxes.axisIndex(named: name) else { continue }
                    let chosen = axes[axis].values[combination[axis]]
                    if let context = contexts.first(where: { $0.name == chosen }) { sources.append(contentsOf: context.sources) }
                }
            }
            plans.append(ModePlan(name: modeAxes.modeNames[mode], sources: sources))
        }
        return (modeAxes, plans)
    }

    // Whole: reads the resolver document's keys in the order the format defines them, each into the same document.
    static func read(_ root: YAMLNode, diagnostics: inout [Diagnostic]) -> ResolverDocument {
        var document = ResolverDocument()
        guard root.pairs != nil else {
            diagnostics.append(.error(.resolverStructure, "a resolver file must be a JSON object, found \(root.kindDescription)", at: root.range))
            return document
        }
        let sets = root["sets"]
        let modifiers = root["modifiers"]
        // DTCG 2025.10: `version` is required, and "2025.10" is the one defined.
        if let version = root["version"] {
            if version.string != "2025.10" {
                diagnostics.append(
                    .warning(
                        .resolverVersion, "resolver `version` is \(version.kindDescription); Kiln reads version \"2025.10\"",
                        at: version.range))
            }
        } else {
            diagnostics.append(
                .error(.resolverVersion, "a resolver file must give its `version`", at: root.range, hint: "add \"version\": \"2025.10\""))
        }
        guard let order = root["resolutionOrder"]?.items else {
            diagnostics.append(
                .error(.resolverStructure, "a resolver file needs `resolutionOrder`, a list of sets and modifiers", at: root.range))
            return document
        }
        var named: [String: SourceRange] = [:]
        var usedSets = Set<String>()
        func checkUnique(_ name: String, at range: SourceRange) {
            if let first = named[name] {
                diagnostics.append(
                    .error(
                        .resolverDuplicate, "\"\(name)\" appears twice in `resolutionOrder`; names there must be unique", at: range,
                        notes: [.init("first here", at: first)]))
            } else {
                named[name] = range
            }
        }
        for entry in order {
            if let pointer = entry["$ref"]?.string {
                let parts = pointer.split(separator: "/").map(String.init)
                guard parts.count == 3, parts[0] == "#" else {
                    diagnostics.append(.error(.resolverReference, "`$ref` \"\(pointer)\" must point at #/sets/NAME or #/modifiers/NAME", at: entry.range))
                    continue
                }
                let (kind, name) = (parts[1], parts[2])
                if kind == "sets", let set = sets?[name] {
                    checkUnique(name, at: entry.range)
                    usedSets.insert(name)
                    document.layers.append(.set(name: name, sources: readSources(set["sources"], sets: sets, diagnostics: &diagnostics)))
                } else if kind == "modifiers", let modifier = modifiers?[name] {
                    checkUnique(name, at: entry.range)
                    document.layers.append(readModifier(name: name, modifier, sets: sets, diagnostics: &diagnostics))
                } else {
                    diagnostics.append(.error(.resolverReference, "`$ref` \"\(pointer)\" names nothing in this file", at: entry.range))
                }
            } else if let type = entry["type"]?.string, let name = entry["name"]?.string {
                if type == "set" {
                    checkUnique(name, at: entry.range)
                    document.layers.append(.set(name: name, sources: readSources(entry["sources"], sets: sets, diagnostics: &diagnostics)))
                } else if type == "modifier" {
                    checkUnique(name, at: entry.range)
                    document.layers.append(readModifier(name: name, entry, sets: sets, diagnostics: &diagnostics))
                } else {
                    diagnostics.append(.error(.resolverStructure, "inline entry type must be \"set\" or \"modifier\", found \"\(type)\"", at: entry.range))
                }
            } else {
                diagnostics.append(
                    .error(.resolverStructure, "each `resolutionOrder` entry must be a `$ref` or an inline set or modifier", at: entry.range))
            }
        }
        // Sets a context names by `$ref` are used too.
        for layer in document.layers {
            if case .modifier(_, let contexts, _) = layer {
                for context in contexts { usedSets.formUnion(context.setNames) }
            }
        }
        for pair in sets?.pairs ?? [] where !usedSets.contains(pair.name) {
            document.unusedSets.append((pair.name, pair.key.range))
            diagnostics.append(
                .warning(
                    .resolverUnusedSet, "set \"\(pair.name)\" is declared but not in `resolutionOrder`; its tokens are not read",
                    at: pair.key.range, hint: "add {\"$ref\": \"#/sets/\(pair.name)\"} to `resolutionOrder`, or remove the set"))
        }
        return document
    }

    private static func readModifier(name: String, _ node: YAMLNode, sets: YAMLNode?, diagnostics: inout [Diagnostic]) -> Layer {
        var contexts: [Context] = []
        if let contextsNode = node["contexts"], let pairs = contextsNode.pairs {
            for pair in pairs {
                var setNames: [String] = []
                let sources = readSources(pair.value, sets: sets, setNames: &setNames, diagnostics: &diagnostics)
                contexts.append(Context(name: pair.name, sources: sources, setNames: setNames))
            }
            if pairs.isEmpty {
                diagnostics.append(
                    .error(.resolverStructure, "modifier \"\(name)\" has no contexts; a modifier must define at least one", at: contextsNode.range))
            }
        } else {
            diagnostics.append(.error(.resolverStructure, "modifier \"\(name)\" needs `contexts`", at: node.range))
        }
        var defaultContext: String?
        if let defaultNode = node["default"] {
            defaultContext = defaultNode.string
            if let chosen = defaultContext, !contexts.contains(where: { $0.name == chosen }) {
                diagnostics.append(
                    .error(.resolverStructure, "modifier \"\(name)\" names default context \"\(chosen)\", which it does not define", at: defaultNode.range))
                defaultContext = nil
            }
        }
        return .modifier(name: name, contexts: contexts, defaultContext: defaultContext)
    }

    private static func readSources(_ node: YAMLNode?, sets: YAMLNode?, diagnostics: inout [Diagnostic]) -> [Source] {
        var setNames: [String] = []
        return readSources(node, sets: sets, setNames: &setNames, diagnostics: &diagnostics)
    }

    /// A source is a file (`{"$ref": "a.tokens.json"}`), inline tokens, or — in a modifier's
    /// context — a set of this file (`{"$ref": "#/sets/dark"}`), standing for that set's sources.
    private static func readSources(
        _ node: YAMLNode?, sets: YAMLNode?, setNames: inout [String], depth: Int = 0, diagnostics: inout [Diagnostic]
    ) -> [Source] {
        guard let node else { return [] }
        guard let items = node.items else {
            diagnostics.append(.error(.resolverStructure, "sources must be a list, found \(node.kindDescription)", at: node.range))
            return []
        }
        var sources: [Source] = []
        for item in items {
            if let path = item["$ref"]?.string, item.pairs?.count == 1 {
                guard path.hasPrefix("#") else {
                    sources.append(.file(path: path, range: item.range))
                    continue
                }
                let parts = path.split(separator: "/").map(String.init)
                guard parts.count == 3, parts[0] == "#", parts[1] == "sets", let set = sets?[parts[2]], depth < 8 else {
                    diagnostics.append(
                        .error(
                            .resolverReference, "`$ref` \"\(path)\" in sources must point at a set of this file (#/sets/NAME) or a token file",
                            at: item.range))
                    continue
                }
                setNames.append(parts[2])
                sources += readSources(set["sources"], sets: sets, setNames: &setNames, depth: depth + 1, diagnostics: &diagnostics)
                continue
            }
            if item.pairs != nil {
                sources.append(.inline(item))
                continue
            }
            diagnostics.append(.error(.resolverStructure, "a source must be {\"$ref\": \"file.tokens.json\"} or inline tokens", at: item.range))
        }
        return sources
    }
}

/// The DTCG 2025.10 resolver module as an entry format: a file with `resolutionOrder`.
enum DTCGResolverFormat: TokenEntryFormat {
    static let name = "DTCG resolver"

    static func recognizes(path: String, root: YAMLNode) -> Bool {
        path.hasSuffix(".resolver.json") || root["resolutionOrder"] != nil
    }

    // Whole: reads a resolver's sets and modifiers into per-mode token sets; the readers, deviations and diagnostics are shared by each part.
    static func read(_ file: SourceFile, root: YAMLNode, context: TokenEntryContext) -> TokenSetParser.Result {
        let (yaml, maximumTokenValues, strict) = (context.yaml, context.maximumTokenValues, context.strict)
        let started = ContinuousClock().now
        var diagnostics = context.diagnostics
        func load(_ path: String) -> SourceFile? { context.load(path, true) }
        let document = ResolverDocument.read(root, diagnostics: &diagnostics)
        let (axes, plans) = document.modePlans
        let modes = plans.map(\.name)
        let parser = TokenSetParser(
            modes: modes, axes: axes, yaml: yaml, maximumTokenValues: maximumTokenValues, strict: strict, releasePolicy: context.releasePolicy)
        // Parse each referenced file once.
        var readers: [String: TokenDocumentReader] = [:]
        var deviations: [Leniency.Deviation] = []
        func tokens(of source: ResolverDocument.Source) -> TokenDocumentReader {
            switch source {
            case .file(let path, let range):
                if let cached = readers[path] { return cached }
                guard let loaded = load(path) else {
                    diagnostics.append(.error(.resolverMissingFile, "cannot read \"\(path)\" named by the resolver", at: range))
                    readers[path] = TokenDocumentReader(modes: modes, axes: axes)
                    return readers[path]!
                }
                let reader = parser.readFile(loaded, diagnostics: &diagnostics)
                deviations += reader.deviations
                readers[path] = reader
                return reader
            case .inline(let node):
                var reader = TokenDocumentReader(modes: modes, axes: axes)
                reader.read(node)
                diagnostics.append(contentsOf: reader.diagnostics)
                deviations += reader.deviations
                return reader
            }
        }
        // Winner per mode per path: the last source in the mode's plan defining it.
        var order: [TokenPath] = []
        var winners: [TokenPath: [RawToken?]] = [:]
        // The type each mode's winning definition has: its own or its groups', in that mode's
        // sources so far (a group `$type` from an earlier source reaches tokens a later one adds),
        // never another mode's.
        var winnerTypes: [TokenPath: [TokenType?]] = [:]
        var groups: [TokenPath: RawGroup] = [:]
        for (modeIndex, plan) in plans.enumerated() {
            var groupTypes: [TokenPath: TokenType] = [:]
            for source in plan.sources {
                let reader = tokens(of: source)
                for group in reader.groups {
                    if groups[group.path] == nil { groups[group.path] = group }
                    if let type = group.type { groupTypes[group.path] = type }
                }
                for token in reader.tokens {
                    if winners[token.path] == nil {
                        winners[token.path] = [RawToken?](repeating: nil, count: plans.count)
                        winnerTypes[token.path] = [TokenType?](repeating: nil, count: plans.count)
                        order.append(token.path)
                    }
                    winners[token.path]![modeIndex] = token
                    var type = token.declaredType
                    if type == nil, token.passThroughType == nil, !groupTypes.isEmpty {
                        var ancestor = token.path.parent
                        while let group = ancestor, !group.string.isEmpty {
                            if let found = groupTypes[group] {
                                type = found
                                break
                            }
                            ancestor = group.parent
                        }
                    }
                    winnerTypes[token.path]![modeIndex] = type
                }
            }
        }
        if let tooMany = parser.tokenValuesLimit(tokens: order.count, at: .file(file.path)) {
            return TokenSetParser.Result(system: DesignSystem(modes: modes, tokens: []), diagnostics: [tooMany])
        }
        var rawTokens: [RawToken] = []
        rawTokens.reserveCapacity(order.count)
        for path in order {
            let perMode = winners[path]!
            guard let merged = (perMode[0] ?? perMode.lazy.compactMap({ $0 }).first)?.copy() else { continue }
            let defaultDefined = perMode[0] != nil
            if !defaultDefined { merged.value = nil }
            let types = winnerTypes[path]!
            let present = perMode.indices.filter { perMode[$0] != nil }
            let firstType = types[present[0]]
            merged.declaredType = firstType ?? present.lazy.compactMap { types[$0] }.first
            if present.contains(where: { types[$0] != firstType }) { merged.modeTypes = types }
            if present.count < perMode.count {
                merged.absentModes = Set(perMode.indices.filter { perMode[$0] == nil }.map { modes[$0] })
            }
            merged.modeValues = [:]
            for (modeIndex, candidate) in perMode.enumerated() {
                guard let candidate, let node = candidate.value else { continue }
                if !defaultDefined || candidate.range != perMode[0]?.range { merged.modeValues[modes[modeIndex]] = node }
            }
            rawTokens.append(merged)
        }
        let resolving = ContinuousClock().now
        var result = parser.resolve(
            rawTokens, groups: groups.values.sorted { $0.path < $1.path }, modes: modes, diagnostics: diagnostics, deviations: deviations)
        if !document.unusedSets.isEmpty {
            // A token that names nothing may live in a set the resolver never reads.
            let names = document.unusedSets.map { "\"\($0.name)\"" }.joined(separator: ", ")
            for index in result.diagnostics.indices where result.diagnostics[index].id == .aliasMissing && result.diagnostics[index].hint == nil {
                result.diagnostics[index].hint = "set \(names) is declared but not in `resolutionOrder`; is the token there?"
            }
        }
        result.resolveSeconds = (ContinuousClock().now - resolving).seconds
        result.parseSeconds = (resolving - started).seconds
        return result
    }
}
