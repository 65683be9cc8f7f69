import DesignModel
import Diagnostics
import YAMLSource

/// A DTCG 2025.10 resolver file (`*.resolver.json`): token sets, modifiers whose contexts
/// (light/dark, desktop/mobile) select more files, and the order they layer in.
///
/// Kiln turns every context of every modifier into a mode. A mode's tokens are the sets and
/// modifiers in `resolutionOrder`, where the mode's own modifier contributes that context and
/// every other modifier its default context; later sources override earlier ones.
public struct ResolverDocument: Sendable {
    enum Source: Sendable {
        case file(path: String, range: SourceRange)
        case inline(YAMLNode)
    }

    enum Layer: Sendable {
        case set(name: String, sources: [Source])
        case modifier(name: String, contexts: [(name: String, sources: [Source])], defaultContext: String?)
    }

    var layers: [Layer] = []

    /// One mode: its name and the sources it layers, in order.
    struct ModePlan: Sendable {
        var name: String
        var sources: [Source]
    }

    var modePlans: [ModePlan] {
        let modifiers = layers.compactMap { layer -> (String, [(name: String, sources: [Source])], String?)? in
            if case .modifier(let name, let contexts, let defaultContext) = layer { return (name, contexts, defaultContext) }
            return nil
        }
        var contextNames: [String: Int] = [:]
        for (_, contexts, _) in modifiers { for context in contexts { contextNames[context.name, default: 0] += 1 } }
        func defaultContext(of modifier: String) -> String? {
            guard let found = modifiers.first(where: { $0.0 == modifier }) else { return nil }
            return found.2 ?? found.1.first?.name
        }
        func plan(selecting selection: (modifier: String, context: String)?) -> [Source] {
            var sources: [Source] = []
            for layer in layers {
                switch layer {
                case .set(_, let setSources):
                    sources.append(contentsOf: setSources)
                case .modifier(let name, let contexts, _):
                    let chosen = selection?.modifier == name ? selection?.context : defaultContext(of: name)
                    if let context = contexts.first(where: { $0.name == chosen }) { sources.append(contentsOf: context.sources) }
                }
            }
            return sources
        }
        var plans: [ModePlan] = []
        for (modifier, contexts, _) in modifiers {
            for context in contexts {
                let name = contextNames[context.name, default: 0] > 1 ? "\(modifier)-\(context.name)" : context.name
                plans.append(ModePlan(name: name, sources: plan(selecting: (modifier, context.name))))
            }
        }
        if plans.isEmpty { plans.append(ModePlan(name: "default", sources: plan(selecting: nil))) }
        // The default mode comes first: the one where every modifier takes its default context.
        let defaults = Set(modifiers.compactMap { defaultContext(of: $0.0) })
        if let first = plans.firstIndex(where: { plan in defaults.contains(plan.name) || defaults.contains(where: { plan.name.hasSuffix("-\($0)") }) }) {
            plans.insert(plans.remove(at: first), at: 0)
        }
        return plans
    }

    static func read(_ root: YAMLNode, diagnostics: inout [Diagnostic]) -> ResolverDocument {
        var document = ResolverDocument()
        guard root.pairs != nil else {
            diagnostics.append(.error("resolver/structure", "a resolver file must be a JSON object, found \(root.kindDescription)", at: root.range))
            return document
        }
        let sets = root["sets"]
        let modifiers = root["modifiers"]
        guard let order = root["resolutionOrder"]?.items else {
            diagnostics.append(
                .error("resolver/structure", "a resolver file needs `resolutionOrder`, a list of sets and modifiers", at: root.range))
            return document
        }
        for entry in order {
            if let pointer = entry["$ref"]?.string {
                let parts = pointer.split(separator: "/").map(String.init)
                guard parts.count == 3, parts[0] == "#" else {
                    diagnostics.append(.error("resolver/reference", "`$ref` \"\(pointer)\" must point at #/sets/NAME or #/modifiers/NAME", at: entry.range))
                    continue
                }
                let (kind, name) = (parts[1], parts[2])
                if kind == "sets", let set = sets?[name] {
                    document.layers.append(.set(name: name, sources: readSources(set["sources"], diagnostics: &diagnostics)))
                } else if kind == "modifiers", let modifier = modifiers?[name] {
                    document.layers.append(readModifier(name: name, modifier, diagnostics: &diagnostics))
                } else {
                    diagnostics.append(.error("resolver/reference", "`$ref` \"\(pointer)\" names nothing in this file", at: entry.range))
                }
            } else if let type = entry["type"]?.string, let name = entry["name"]?.string {
                if type == "set" {
                    document.layers.append(.set(name: name, sources: readSources(entry["sources"], diagnostics: &diagnostics)))
                } else if type == "modifier" {
                    document.layers.append(readModifier(name: name, entry, diagnostics: &diagnostics))
                } else {
                    diagnostics.append(.error("resolver/structure", "inline entry type must be \"set\" or \"modifier\", found \"\(type)\"", at: entry.range))
                }
            } else {
                diagnostics.append(
                    .error("resolver/structure", "each `resolutionOrder` entry must be a `$ref` or an inline set or modifier", at: entry.range))
            }
        }
        return document
    }

    private static func readModifier(name: String, _ node: YAMLNode, diagnostics: inout [Diagnostic]) -> Layer {
        var contexts: [(name: String, sources: [Source])] = []
        if let pairs = node["contexts"]?.pairs {
            for pair in pairs { contexts.append((pair.name, readSources(pair.value, diagnostics: &diagnostics))) }
        } else {
            diagnostics.append(.error("resolver/structure", "modifier \"\(name)\" needs `contexts`", at: node.range))
        }
        var defaultContext: String?
        if let defaultNode = node["default"] {
            defaultContext = defaultNode.string
            if let chosen = defaultContext, !contexts.contains(where: { $0.name == chosen }) {
                diagnostics.append(
                    .error("resolver/structure", "modifier \"\(name)\" names default context \"\(chosen)\", which it does not define", at: defaultNode.range))
                defaultContext = nil
            }
        }
        return .modifier(name: name, contexts: contexts, defaultContext: defaultContext)
    }

    private static func readSources(_ node: YAMLNode?, diagnostics: inout [Diagnostic]) -> [Source] {
        guard let node else { return [] }
        guard let items = node.items else {
            diagnostics.append(.error("resolver/structure", "sources must be a list, found \(node.kindDescription)", at: node.range))
            return []
        }
        return items.compactMap { item in
            if let path = item["$ref"]?.string, item.pairs?.count == 1 { return .file(path: path, range: item.range) }
            if item.pairs != nil { return .inline(item) }
            diagnostics.append(.error("resolver/structure", "a source must be {\"$ref\": \"file.tokens.json\"} or inline tokens", at: item.range))
            return nil
        }
    }
}

extension TokenSetParser {
    /// Tokens from a resolver file. `load` reads a referenced path relative to the resolver's
    /// folder (returning nil when it cannot), so this module never touches the file system.
    public static func parse(
        resolver file: SourceFile, yaml: YAMLParser = YAMLParser(), maximumTokenValues: Int = .max, load: (String) -> SourceFile?
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        let started = ContinuousClock().now
        let parsed = yaml.parse(file.text, file: file.path)
        diagnostics.append(contentsOf: parsed.diagnostics)
        guard let root = parsed.root else {
            return Result(system: DesignSystem(modes: ["default"], tokens: []), diagnostics: diagnostics)
        }
        let document = ResolverDocument.read(root, diagnostics: &diagnostics)
        let plans = document.modePlans
        let modes = plans.map(\.name)
        let parser = TokenSetParser(modes: modes, yaml: yaml, maximumTokenValues: maximumTokenValues)
        // Parse each referenced file once.
        var readers: [String: TokenDocumentReader] = [:]
        func tokens(of source: ResolverDocument.Source) -> TokenDocumentReader {
            switch source {
            case .file(let path, let range):
                if let cached = readers[path] { return cached }
                guard let loaded = load(path) else {
                    diagnostics.append(.error("resolver/missing-file", "cannot read \"\(path)\" named by the resolver", at: range))
                    readers[path] = TokenDocumentReader(modes: modes)
                    return readers[path]!
                }
                let reader = parser.readFile(loaded, diagnostics: &diagnostics)
                readers[path] = reader
                return reader
            case .inline(let node):
                var reader = TokenDocumentReader(modes: modes)
                reader.read(node)
                diagnostics.append(contentsOf: reader.diagnostics)
                return reader
            }
        }
        // Winner per mode per path: the last source in the mode's plan defining it.
        var order: [TokenPath] = []
        var winners: [TokenPath: [RawToken?]] = [:]
        var groups: [TokenPath: RawGroup] = [:]
        for (modeIndex, plan) in plans.enumerated() {
            for source in plan.sources {
                let reader = tokens(of: source)
                for group in reader.groups where groups[group.path] == nil { groups[group.path] = group }
                for token in reader.tokens {
                    if winners[token.path] == nil {
                        winners[token.path] = [RawToken?](repeating: nil, count: plans.count)
                        order.append(token.path)
                    }
                    winners[token.path]![modeIndex] = token
                }
            }
        }
        if let tooMany = parser.tokenValuesLimit(tokens: order.count, at: .file(file.path)) {
            return Result(system: DesignSystem(modes: modes, tokens: []), diagnostics: [tooMany])
        }
        var rawTokens: [RawToken] = []
        rawTokens.reserveCapacity(order.count)
        for path in order {
            let perMode = winners[path]!
            guard let merged = (perMode[0] ?? perMode.lazy.compactMap({ $0 }).first)?.copy() else { continue }
            let defaultDefined = perMode[0] != nil
            if !defaultDefined { merged.value = nil }
            if merged.declaredType == nil { merged.declaredType = perMode.lazy.compactMap { $0?.declaredType }.first }
            merged.modeValues = [:]
            for (modeIndex, candidate) in perMode.enumerated() {
                guard let candidate, let node = candidate.value else { continue }
                if !defaultDefined || candidate.range != perMode[0]?.range { merged.modeValues[modes[modeIndex]] = node }
            }
            rawTokens.append(merged)
        }
        let resolving = ContinuousClock().now
        var result = parser.resolve(
            rawTokens, groups: groups.values.sorted { $0.path < $1.path }, modes: modes, diagnostics: diagnostics)
        result.resolveSeconds = (ContinuousClock().now - resolving).seconds
        result.parseSeconds = (resolving - started).seconds
        return result
    }
}
