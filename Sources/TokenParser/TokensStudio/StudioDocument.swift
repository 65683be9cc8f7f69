import DesignModel
import Diagnostics
import YAMLSource

/// A Tokens Studio export as the plugin syncs it: token sets (files of a folder, or top-level
/// keys of one file), their order (`$metadata.json` `tokenSetOrder`) and the themes
/// (`$themes.json`), each selecting sets as `enabled`, `source` or `disabled` and belonging to
/// a `group`.
///
/// Each theme group is a theming axis and each of its themes a value on it; every combination
/// of one theme per group is a mode, reading the sets its themes select (`enabled` or `source`)
/// in `tokenSetOrder`, later sets overriding earlier ones — the order Tokens Studio itself
/// merges them in. Themes without a group form one axis named `theme`. Without themes there is
/// one mode reading every set.
struct StudioDocument {
    struct Theme {
        var name: String
        var group: String?
        /// The sets it reads, `enabled` or `source` (`disabled` ones left out), in the order written.
        var sets: [String]
        var enabled: Set<String>
        var range: SourceRange
        /// `$figmaStyleReferences` and `$figmaVariableReferences`: token name → Figma id.
        var styleReferences: [String: String] = [:]
        var variableReferences: [String: String] = [:]
    }

    var themes: [Theme] = []
    /// `tokenSetOrder`, or the sets in the order first met.
    var setOrder: [String] = []

    /// The axes and, per mode (combination), the themes chosen and the sets read in order.
    struct ModePlan {
        var name: String
        var themes: [Int]
        var sets: [String]
    }

    func plans() -> (axes: ModeAxes, plans: [ModePlan]) {
        guard !themes.isEmpty else {
            return (.single(["default"]), [ModePlan(name: "default", themes: [], sets: setOrder)])
        }
        // Groups in the order first met; themes without a group share the axis `theme`. A group
        // of one theme is always on: not an axis.
        var groupNames: [String] = []
        var members: [String: [Int]] = [:]
        for (index, theme) in themes.enumerated() {
            let group = theme.group ?? "theme"
            if members[group] == nil { groupNames.append(group) }
            members[group, default: []].append(index)
        }
        let always = groupNames.filter { members[$0]!.count == 1 }.map { members[$0]![0] }
        groupNames.removeAll { members[$0]!.count == 1 }
        let axes =
            groupNames.isEmpty ? ModeAxes.single(["default"]) : ModeAxes(groupNames.map { ModeAxis(name: $0, values: members[$0]!.map { themes[$0].name }) })
        var plans: [ModePlan] = []
        for mode in 0..<axes.modeCount {
            let combination = groupNames.isEmpty ? [] : axes.combination(of: mode)
            let chosen = always + groupNames.indices.map { members[groupNames[$0]]![combination[$0]] }
            var used = Set<String>()
            var listed: [String] = []
            for theme in chosen {
                for set in themes[theme].sets where used.insert(set).inserted { listed.append(set) }
            }
            // `tokenSetOrder` decides; sets it does not name come after, as the themes list them.
            let ordered = setOrder.filter(used.contains) + listed.filter { !setOrder.contains($0) }
            plans.append(ModePlan(name: axes.modeNames[mode], themes: chosen, sets: ordered))
        }
        return (axes, plans)
    }

    /// Reads `$themes` (a list of themes). Two themes of one name in one group would be one axis
    /// value: the second is renamed with its position and reported.
    static func readThemes(_ node: YAMLNode, diagnostics: inout [Diagnostic]) -> [Theme] {
        guard let items = node.items else {
            diagnostics.append(.error(.studioStructure, "`$themes` must be a list of themes, found \(node.kindDescription)", at: node.range))
            return []
        }
        var themes: [Theme] = []
        var seen: [String: SourceRange] = [:]
        for item in items {
            guard let name = item["name"]?.string, !name.isEmpty, let selected = item["selectedTokenSets"] else {
                diagnostics.append(.error(.studioStructure, "a theme needs a `name` and `selectedTokenSets`", at: item.range))
                continue
            }
            let group = item["group"]?.string.flatMap { $0.isEmpty ? nil : $0 }
            var theme = Theme(name: name, group: group, sets: [], enabled: [], range: item.range)
            let key = (group ?? "") + "\u{0}" + name
            if let first = seen[key] {
                theme.name = "\(name) \(themes.count + 1)"
                diagnostics.append(
                    .warning(
                        .studioDuplicateTheme, "theme \"\(name)\" appears twice\(group.map { " in group \"\($0)\"" } ?? ""); Kiln names the second \"\(theme.name)\"",
                        at: item.range, notes: [.init("first here", at: first)]))
            } else {
                seen[key] = item.range
            }
            for pair in selected.pairs ?? [] {
                switch pair.value.string {
                case "enabled":
                    theme.sets.append(pair.name)
                    theme.enabled.insert(pair.name)
                case "source":
                    theme.sets.append(pair.name)
                case "disabled":
                    break
                default:
                    diagnostics.append(
                        .error(
                            .studioStructure, "set \"\(pair.name)\" of theme \"\(name)\" is \(pair.value.kindDescription); expected \"enabled\", \"source\" or \"disabled\"",
                            at: pair.value.range))
                }
            }
            for (field, keyPath) in [("$figmaStyleReferences", \Theme.styleReferences), ("$figmaVariableReferences", \Theme.variableReferences)] {
                for pair in item[field]?.pairs ?? [] {
                    if let id = pair.value.string { theme[keyPath: keyPath][pair.name] = id }
                }
            }
            themes.append(theme)
        }
        return themes
    }

    /// `tokenSetOrder` from `$metadata`.
    static func readOrder(_ node: YAMLNode, diagnostics: inout [Diagnostic]) -> [String] {
        guard let items = node["tokenSetOrder"]?.items else {
            diagnostics.append(.error(.studioStructure, "`$metadata` must give `tokenSetOrder`, a list of set names", at: node.range))
            return []
        }
        return items.compactMap(\.string)
    }
}

/// One token as a set defines it.
struct StudioDefinition {
    /// The token's dotted name (`color.primary.500`).
    var path: String
    var value: YAMLNode
    /// `type` / `$type`, its own or the nearest group's.
    var type: String?
    var description: String?
    var extensions: YAMLNode?
    /// Where the token's key is written.
    var range: SourceRange
    var set: String
    /// The sets this definition comes from: its set, or several when objects were merged.
    var origin: String
}

/// Reads a set's tree into definitions: a mapping with `value` (or `$value`) is a token, any
/// other mapping a group. Both the plugin's own keys (`value`, `type`, `description`) and the
/// DTCG ones it writes in its W3C mode (`$value`, `$type`, `$description`) are read.
struct StudioSetReader {
    var set: String
    var definitions: [StudioDefinition] = []
    var diagnostics: [Diagnostic] = []
    var deviations: [Leniency.Deviation] = []

    static let tokenKeys: Set<String> = ["value", "type", "description", "$value", "$type", "$description", "$extensions"]

    static func isToken(_ node: YAMLNode) -> Bool {
        guard let pairs = node.pairs else { return false }
        if pairs.contains(where: { $0.name == "$value" }) { return true }
        guard let value = pairs.first(where: { $0.name == "value" })?.value else { return false }
        // A group may hold a token named "value": then its "value" is itself a token.
        if let inner = value.pairs, inner.contains(where: { $0.name == "value" || $0.name == "$value" }), inner.contains(where: { $0.name == "type" || $0.name == "$type" }) {
            return false
        }
        return true
    }

    mutating func read(_ node: YAMLNode, path: String, inheritedType: String?) {
        guard let pairs = node.pairs else { return }
        var groupType = inheritedType
        if let type = (pairs.first { $0.name == "$type" })?.value.string { groupType = type }
        for pair in pairs {
            if pair.name.hasPrefix("$") { continue }
            guard let name = checkName(pair.name, at: pair.key.range) else { continue }
            let childPath = path.isEmpty ? name : path + "." + name
            if Self.isToken(pair.value) {
                readToken(pair, path: childPath, inheritedType: groupType)
            } else if pair.value.pairs != nil {
                read(pair.value, path: childPath, inheritedType: groupType)
            } else if !path.isEmpty || !name.isEmpty {
                diagnostics.append(
                    .error(
                        .studioStructure, "\"\(childPath)\" must be a group or a token (an object with `value`), found \(pair.value.kindDescription)",
                        at: pair.value.range))
            }
        }
    }

    private mutating func readToken(_ pair: YAMLNode.Pair, path: String, inheritedType: String?) {
        let node = pair.value
        guard let value = node["$value"] ?? node["value"] else { return }
        let type = (node["$type"] ?? node["type"])?.string ?? inheritedType
        definitions.append(
            StudioDefinition(
                path: path, value: value, type: type, description: (node["$description"] ?? node["description"])?.string,
                extensions: node["$extensions"], range: pair.key.range, set: set, origin: set))
        // Tokens inside a token: Tokens Studio keeps them; so does Kiln, under the token's name.
        for child in node.pairs ?? [] where !Self.tokenKeys.contains(child.name) {
            if Self.holdsToken(child.value), let name = checkName(child.name, at: child.key.range) {
                deviations.append(
                    Leniency.Deviation(
                        kind: .childTokens,
                        error: .error(
                            .tokenStructure, "token \"\(path)\" has a child \"\(child.name)\"; a token (it has a value) cannot also be a group",
                            at: child.key.range, hint: "move \"\(child.name)\" into a group"),
                        detail: nil))
                let childPath = path + "." + name
                if Self.isToken(child.value) {
                    readToken(child, path: childPath, inheritedType: inheritedType)
                } else {
                    read(child.value, path: childPath, inheritedType: inheritedType)
                }
            } else if !child.name.hasPrefix("$") {
                deviations.append(
                    Leniency.Deviation(
                        kind: .unknownProperty,
                        error: .warning(.valueUnknownProperty, "tokens have no property \"\(child.name)\"; it is ignored", at: child.key.range),
                        detail: child.name))
            }
        }
    }

    /// Whether a mapping is a token or a group holding one somewhere (`deprecatedValues: {…}`
    /// beside a token's value is neither).
    static func holdsToken(_ node: YAMLNode) -> Bool {
        guard let pairs = node.pairs else { return false }
        return isToken(node) || pairs.contains { !$0.name.hasPrefix("$") && holdsToken($0.value) }
    }

    /// The name as a path segment, or nil — reported — for one no reference could name: empty,
    /// holding control characters, or `{` or `}` (a leniently read slip: the token is left out).
    private mutating func checkName(_ name: String, at range: SourceRange) -> String? {
        if name.isEmpty || name.unicodeScalars.contains(where: TokenDocumentReader.isForbiddenInName) {
            diagnostics.append(.error(.tokenName, "a token or group name must be printable text, found \"\(name)\"", at: range))
            return nil
        }
        guard name.contains(where: { $0 == "{" || $0 == "}" }) else { return name }
        deviations.append(
            Leniency.Deviation(
                kind: .bracedName,
                error: .error(.tokenName, "name \"\(name)\" contains `{` or `}`, which references reserve", at: range),
                detail: nil))
        return nil
    }
}
