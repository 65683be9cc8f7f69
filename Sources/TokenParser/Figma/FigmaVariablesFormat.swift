import DesignModel
import Diagnostics
import Foundation
import YAMLSource

/// The JSON of Figma's Variables REST API (`GET /v1/files/:key/variables/local`, the whole
/// response or its `meta`): collections with their modes, and variables with a value per mode
/// (`valuesByMode`), each a literal or a `VARIABLE_ALIAS` to another variable, in any collection.
///
/// Every collection with more than one mode is a theming axis, its modes the values (the default
/// first); a variable takes its collection's mode in each combination, and an alias resolves in
/// the same combination — so a theme color aliasing a primitive in another collection follows
/// both collections' modes. A variable's name (`color/bg/default`) is its token path. Its Kiln
/// type comes from its type and scopes (`FigmaTypes`). Scopes, code syntax and ids are kept under
/// `$extensions["com.figma"]`; the outputs use the code syntax as the generated name on its
/// platform.
enum FigmaVariablesFormat: TokenEntryFormat {
    static let name = "Figma variables"

    static func recognizes(path: String, root: YAMLNode) -> Bool {
        let meta = root["meta"] ?? root
        return meta["variableCollections"]?.pairs != nil && meta["variables"]?.pairs != nil
    }

    /// One of the export's `variableCollections`.
    struct VariableCollection {
        var id: String
        var name: String
        /// Mode ids and names, the default first.
        var modes: [(id: String, name: String)]
        var remote: Bool
    }

    struct Variable {
        var id: String
        var path: TokenPath
        var node: YAMLNode
        var collection: String
        var resolvedType: String
        var scopes: [String]
        var remote: Bool
    }

    // Whole: reads one Figma export top to bottom (collections, variables, axes, values); each part reads the tables and deviations built before it.
    static func read(_ file: SourceFile, root: YAMLNode, context: TokenEntryContext) -> TokenSetParser.Result {
        let started = ContinuousClock().now
        var diagnostics = context.diagnostics
        var deviations: [Leniency.Deviation] = []
        let meta = root["meta"] ?? root
        func deviate(_ kind: Leniency.Kind, _ error: Diagnostic, _ detail: String? = nil) {
            deviations.append(Leniency.Deviation(kind: kind, error: error, detail: detail))
        }

        var collections: [String: VariableCollection] = [:]
        var collectionOrder: [String] = []
        for pair in meta["variableCollections"]?.pairs ?? [] {
            let node = pair.value
            let id = node["id"]?.string ?? pair.name
            var modes: [(id: String, name: String)] = (node["modes"]?.items ?? []).compactMap { mode in
                guard let modeId = mode["modeId"]?.string else { return nil }
                return (modeId, mode["name"]?.string ?? modeId)
            }
            if let defaultId = node["defaultModeId"]?.string, let index = modes.firstIndex(where: { $0.id == defaultId }) {
                modes.insert(modes.remove(at: index), at: 0)
            }
            guard !modes.isEmpty else {
                diagnostics.append(.error(.figmaStructure, "collection \"\(node["name"]?.string ?? id)\" has no modes", at: node.range))
                continue
            }
            collections[id] = VariableCollection(id: id, name: node["name"]?.string ?? id, modes: modes, remote: node["remote"]?.bool ?? false)
            collectionOrder.append(id)
        }

        // Variables, local ones first where a remote (library) variable has the same name.
        var variables: [String: Variable] = [:]
        var order: [String] = []
        var byPath: [TokenPath: String] = [:]
        let pairs = (meta["variables"]?.pairs ?? []).sorted { ($0.value["remote"]?.bool ?? false ? 1 : 0) < ($1.value["remote"]?.bool ?? false ? 1 : 0) }
        for pair in pairs {
            let node = pair.value
            let id = node["id"]?.string ?? pair.name
            guard let name = node["name"]?.string, let collection = node["variableCollectionId"]?.string, collections[collection] != nil,
                let resolvedType = node["resolvedType"]?.string
            else {
                diagnostics.append(.error(.figmaStructure, "variable \"\(id)\" needs a `name`, a `resolvedType` and a known `variableCollectionId`", at: node.range))
                continue
            }
            let path = FigmaNames.path(name, range: pair.key.range, deviate: deviate)
            if let first = byPath[path] {
                let remote = node["remote"]?.bool ?? false
                deviate(
                    .duplicateVariable,
                    .error(
                        .figmaDuplicate, "variable \"\(name)\"\(remote ? " (from a library)" : "") has the name of another variable; Kiln reads the first",
                        at: pair.key.range, notes: [.init("first here", at: variables[first]!.node.range)]),
                    remote ? "library" : "local")
                continue
            }
            byPath[path] = id
            let scopes = node["scopes"]?.items?.compactMap(\.string) ?? []
            variables[id] = Variable(
                id: id, path: path, node: node, collection: collection, resolvedType: resolvedType, scopes: scopes,
                remote: node["remote"]?.bool ?? false)
            order.append(id)
        }

        // Axes: collections with several modes; an axis named like another gets its position.
        var axisCollections: [String] = []
        var axisList: [ModeAxis] = []
        for id in collectionOrder where collections[id]!.modes.count > 1 {
            var name = collections[id]!.name
            if axisList.contains(where: { $0.name == name }) { name += " \(axisList.count + 1)" }
            var values: [String] = []
            for mode in collections[id]!.modes {
                var value = mode.name
                while values.contains(value) { value += "'" }
                values.append(value)
            }
            axisList.append(ModeAxis(name: name, values: values))
            axisCollections.append(id)
        }
        let axes = axisList.isEmpty ? ModeAxes.single(["default"]) : ModeAxes(axisList)
        let modes = axes.modeNames
        let parser = TokenSetParser(
            modes: modes, axes: axes, yaml: context.yaml, maximumTokenValues: context.maximumTokenValues, strict: context.strict,
            releasePolicy: context.releasePolicy)
        if let tooMany = parser.tokenValuesLimit(tokens: order.count, at: .file(file.path)) {
            return TokenSetParser.Result(system: DesignSystem(modes: modes, tokens: []), diagnostics: [tooMany])
        }

        let types = Dictionary(uniqueKeysWithValues: order.map { ($0, FigmaTypes.kind(resolvedType: variables[$0]!.resolvedType, scopes: variables[$0]!.scopes)) })
        var tokens = ModeTokens(modes: modes)
        var missing = Set<String>()
        for mode in 0..<axes.modeCount {
            let combination = axisList.isEmpty ? [] : axes.combination(of: mode)
            /// The mode id a collection has in this combination.
            func modeId(of collection: String) -> String {
                let modes = collections[collection]!.modes
                if let axis = axisCollections.firstIndex(of: collection) { return modes[combination[axis]].id }
                return modes[0].id
            }
            /// The node a variable holds in this combination (literal or alias).
            func held(_ variable: Variable) -> YAMLNode? {
                guard let values = variable.node["valuesByMode"] else { return nil }
                return values[modeId(of: variable.collection)] ?? values[collections[variable.collection]!.modes[0].id]
            }
            /// Follows aliases to a literal, in this combination.
            func literal(_ id: String, depth: Int = 0) -> (node: YAMLNode, variable: Variable)? {
                guard depth < 64, let variable = variables[id], let value = held(variable) else { return nil }
                if let target = aliasTarget(value) { return literal(target, depth: depth + 1) }
                return (value, variable)
            }
            for id in order {
                let variable = variables[id]!
                guard let value = held(variable) else {
                    diagnostics.append(.error(.figmaStructure, "variable \"\(variable.path)\" has no value for mode \"\(modeId(of: variable.collection))\"", at: variable.node.range))
                    continue
                }
                let kind = types[id]!
                var node: YAMLNode?
                if let target = aliasTarget(value) {
                    if let targetVariable = variables[target], literal(target) != nil {
                        if let type = kind.type, types[target]!.type == type {
                            node = .text("{\(targetVariable.path)}", at: value.range)
                        } else {
                            node = literal(target).flatMap { FigmaTypes.node(for: $0.node, kind: kind, range: value.range) }
                        }
                    } else {
                        if missing.insert(id).inserted {
                            deviate(
                                .missingVariable,
                                .error(
                                    .figmaMissingVariable, "\"\(variable.path)\" is an alias of variable \"\(target)\", which this export does not hold (a library variable); Kiln leaves the token out",
                                    at: value.range))
                        }
                        continue
                    }
                } else {
                    node = FigmaTypes.node(for: value, kind: kind, range: value.range)
                }
                guard let node else {
                    diagnostics.append(
                        .error(.figmaValue, "\"\(variable.path)\": \(value.kindDescription) is not a \(variable.resolvedType) value", at: value.range))
                    continue
                }
                if kind.type == nil {
                    deviate(
                        .unknownType,
                        .error(
                            .typeUnknown, "Figma \(variable.resolvedType.lowercased()) variable \"\(variable.path)\" has no DTCG type; Kiln keeps it as written",
                            at: variable.node.range),
                        variable.resolvedType.lowercased())
                }
                tokens.define(
                    variable.path, mode: mode,
                    ModeTokens.Definition(
                        type: kind.type, passThroughType: kind.passThroughName, node: node, range: variable.node.range,
                        description: variable.node["description"]?.string.flatMap { $0.isEmpty ? nil : $0 },
                        extensions: extensions(of: variable, collection: collections[variable.collection]!)))
            }
        }
        let resolving = ContinuousClock().now
        var result = parser.resolve(tokens.rawTokens(), groups: tokens.groups(), modes: modes, diagnostics: diagnostics, deviations: deviations)
        result.parseSeconds = (resolving - started).seconds
        result.resolveSeconds = (ContinuousClock().now - resolving).seconds
        return result
    }

    static func aliasTarget(_ value: YAMLNode) -> String? {
        guard value["type"]?.string == "VARIABLE_ALIAS" else { return nil }
        return value["id"]?.string
    }

    /// `$extensions["com.figma"]`: the variable's id, collection, scopes, code syntax.
    static func extensions(of variable: Variable, collection: VariableCollection) -> YAMLNode {
        let range = variable.node.range
        var members: [(String, YAMLNode)] = [("variableId", .text(variable.id, at: range)), ("collection", .text(collection.name, at: range))]
        if let key = variable.node["key"] { members.append(("key", key)) }
        if let scopes = variable.node["scopes"] { members.append(("scopes", scopes)) }
        if let syntax = variable.node["codeSyntax"], syntax.pairs?.isEmpty == false { members.append(("codeSyntax", syntax)) }
        if let hidden = variable.node["hiddenFromPublishing"] { members.append(("hiddenFromPublishing", hidden)) }
        return .mapping([("com.figma", .mapping(members, at: range))], at: range)
    }
}
