import ColorScience
import DesignModel
import Diagnostics

/// `kiln specs` and `kiln explain SCREEN/COMPONENT`: the spec model for humans.
public enum SpecListing {
    /// Documents with their screens and components; `pattern` (a substring or `*` glob,
    /// case-insensitive) keeps the nodes whose name, id or path matches.
    public static func render(_ specs: SpecSet, pattern: String?) -> String {
        var out = ""
        let lookup = SpecLookup(specs)
        for document in specs.documents {
            var body = ""
            var counts: [SpecNode.Kind: Int] = [:]
            document.forEachNode { counts[$0.kind, default: 0] += 1 }
            func visit(_ node: SpecNode, depth: Int, path: [String]) {
                let path = path + [node.name]
                let shown = pattern.map { matches(node, path: path, pattern: $0) } ?? true
                if shown {
                    let indent = String(repeating: "  ", count: depth)
                    var line = "\(indent)\(node.kind.rawValue) \(node.name)"
                    if let alias = node.alias { line += " (\(alias))" }
                    line += "  [\(node.id)]  :\(node.range.start.line)"
                    let inherited = lookup.bases(of: node.id).map(\.0)
                    if !inherited.isEmpty { line += "  inherits \(inherited.joined(separator: ", "))" }
                    body += line + "\n"
                }
                for child in node.children { visit(child, depth: depth + 1, path: path) }
            }
            for node in document.nodes { visit(node, depth: 1, path: []) }
            if pattern != nil, body.isEmpty { continue }
            let summary = [SpecNode.Kind.screen, .category, .component, .part, .animation].compactMap { kind -> String? in
                guard let count = counts[kind], count > 0 else { return nil }
                let plural = kind == .category ? "categories" : kind.rawValue + "s"
                return "\(count) \(count == 1 ? kind.rawValue : plural)"
            }.joined(separator: ", ")
            out += "\(document.file)  \(document.id) (\(document.kind.rawValue))  \"\(document.title)\"  \(summary.isEmpty ? "no screens (documentation and claims)" : summary)\n" + body
        }
        return out
    }

    package static func matches(_ node: SpecNode, path: [String], pattern: String) -> Bool {
        let haystacks = [node.name, node.id, path.joined(separator: " › "), path.joined(separator: "/")].map { $0.lowercased() }
        let needle = pattern.lowercased()
        if needle.contains("*") {
            return haystacks.contains { glob($0, needle) }
        }
        return haystacks.contains { $0.contains(needle) }
    }

    static func glob(_ text: String, _ pattern: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        var rest = Substring(text)
        for (index, part) in parts.enumerated() {
            if part.isEmpty { continue }
            if index == 0 {
                guard rest.hasPrefix(part) else { return false }
                rest = rest.dropFirst(part.count)
            } else if let range = rest.range(of: part) {
                rest = rest[range.upperBound...]
            } else {
                return false
            }
        }
        return parts.last?.isEmpty ?? true || rest.isEmpty
    }
}

public enum SpecExplanation {
    /// Finds a node by id (`onboarding/welcome-screen/primary-cta-button`), by path
    /// (`Welcome Screen/Primary CTA Button`, `Welcome Screen › Primary CTA Button`) or by name.
    public static func find(_ specs: SpecSet, _ query: String) -> [SpecNode] {
        if let node = specs.node(id: query) { return [node] }
        let wanted = split(query)
        var exact: [SpecNode] = []
        var suffix: [SpecNode] = []
        for document in specs.documents {
            func visit(_ node: SpecNode, path: [String]) {
                let path = path + [node.name.lowercased()]
                if path == wanted { exact.append(node) } else if path.count >= wanted.count, Array(path.suffix(wanted.count)) == wanted {
                    suffix.append(node)
                }
                for child in node.children { visit(child, path: path) }
            }
            for node in document.nodes { visit(node, path: []) }
        }
        return exact.isEmpty ? suffix : exact
    }

    static func split(_ query: String) -> [String] {
        query.replacingOccurrences(of: " › ", with: "/").replacingOccurrences(of: " > ", with: "/")
            .split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
    }

    /// Everything about one node: where it is, what it inherits, each property's value per
    /// mode and state with the line that decided it, and the facts evaluated for it.
    public static func render(_ specs: SpecSet, node: SpecNode) -> String {
        let lookup = SpecLookup(specs)
        let document = specs.documents.first { $0.node(id: node.id) != nil }
        var out = "\(node.name)  (\(node.kind.rawValue) \(node.id))\n"
        if let document { out += "  defined at \(document.file):\(node.range.start.line)\n" }
        if let parent = lookup.parent(of: node.id), let parentNode = lookup.node(parent) { out += "  in: \(parentNode.name) (\(parentNode.kind.rawValue))\n" }
        if let on = node.on { out += "  on: \(on.written) → \(on.target ?? "unresolved")  (line \(on.range.start.line))\n" }
        for (base, range) in lookup.bases(of: node.id) { out += "  inherits from: \(base)  (line \(range.start.line))\n" }
        if !node.states.isEmpty { out += "  states: " + node.states.map { $0.written }.joined(separator: ", ") + "\n" }
        if !node.variants.isEmpty { out += "  variants: " + node.variants.map(\.name).joined(separator: ", ") + "\n" }
        let modes = document?.modes ?? []
        var states = ["default"]
        for key in lookup.keys(node.id) {
            for entry in lookup.node(node.id)?.property(key)?.entries ?? [] {
                if let state = entry.qualifiers.state, !states.contains(state) { states.append(state) }
            }
        }
        for state in node.states.map(\.name) where !states.contains(state) { states.append(state) }
        out += "  properties (per mode and state; the line that decided each):\n"
        for key in lookup.keys(node.id) {
            var rows: [String] = []
            var seen = Set<String>()
            for state in states {
                for mode in modes {
                    guard let found = lookup.lookup(node.id, key, SpecQualifiers(mode: mode, state: state)) else { continue }
                    let origin = found.owner == node.id ? "line \(found.entry.range.start.line)" : "\(found.owner) line \(found.entry.range.start.line), inherited at line \(found.via?.start.line ?? 0)"
                    let value = valueText(found.entry.value, mode: mode)
                    let row = "\(value)  (\(origin))"
                    let label = state == "default" ? mode : "\(mode), \(state)"
                    if state != "default", seen.contains("\(mode)|\(row)") { continue }
                    seen.insert("\(mode)|\(row)")
                    rows.append("      [\(label)] \(row)")
                }
            }
            let ownEntries = lookup.node(node.id)?.property(key)?.entries ?? []
            // Values given per device, per variant or as `or` alternatives apply outside the
            // plain mode × state grid: listed as written.
            let deviceEntries = ownEntries.filter { $0.qualifiers.device != nil || $0.qualifiers.variant != nil || $0.qualifiers.alternative != nil }
            for entry in deviceEntries {
                rows.append("      \(entry.qualifiers) \(valueText(entry.value, mode: entry.qualifiers.mode ?? modes.first ?? ""))  (line \(entry.range.start.line))")
            }
            guard !rows.isEmpty else { continue }
            out += "    \(key)\n" + rows.joined(separator: "\n") + "\n"
        }
        let facts = specs.facts
        let pairs = (facts.textPairs + facts.nonTextPairs).filter { $0.component.id == node.id }
        if !pairs.isEmpty {
            out += "  color pairs:\n"
            for pair in pairs {
                var text = "    \(pair.property) \(contextText(pair.context)): \(pair.foreground.color.hex) on "
                if pair.background.isEmpty {
                    text += "an unknown background"
                } else if let flat = Compositing.flatten(pair.background.map(\.color)) {
                    text += pair.background.map(\.color.hex).joined(separator: " < ")
                    text += " = \(WCAG.formatRatio(WCAG.contrastRatio(pair.foreground.color.composited(over: flat), flat)))"
                }
                text += "  (line \(pair.range.start.line))"
                out += text + "\n"
            }
        }
        for element in facts.interactiveElements where element.component.id == node.id {
            out += "  touch target \(contextText(element.context)): \(element.width.map(Canonical.number) ?? "?")×\(element.height.map(Canonical.number) ?? "?")pt  (line \(element.range.start.line))\n"
        }
        for element in facts.textElements where element.component.id == node.id {
            out += "  text size \(contextText(element.context)): \(Canonical.number(element.size))pt\(element.style.map { " (\($0))" } ?? "")  (line \(element.range.start.line))\n"
        }
        if !node.children.isEmpty { out += "  children: " + node.children.map(\.name).joined(separator: ", ") + "\n" }
        return out
    }

    static func valueText(_ value: SpecValue, mode: String) -> String {
        if case .color(let color) = value {
            if let variable = color.variable { return "variable \"\(variable)\"\(color.opacity.map { " at \(Canonical.number($0 * 100))%" } ?? "")" }
            if let resolution = color.resolution(mode) { return "\(resolution.summary)  \"\(color.written)\"" }
        }
        return value.description
    }

    static func contextText(_ context: SpecFact.Context) -> String {
        var parts = [context.mode]
        if context.state != "default" { parts.append(context.state) }
        if let device = context.device { parts.append(device) }
        if let variant = context.variant { parts.append(variant) }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
