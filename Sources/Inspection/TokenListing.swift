import DesignModel
import BuildPipeline

/// `kiln tokens [PATTERN]`: one line per token with its type and per-mode values.
public enum TokenListing {
    /// `pattern` is a glob over token paths (`color.*`, `*coral*`); a plain word matches as a
    /// substring.
    public static func render(_ system: DesignSystem, pattern: String?) -> String {
        let matcher = pattern.map(PathMatcher.init)
        let tokens = system.tokens.filter { matcher?.matches($0.path.string) ?? true }
        // Tokens of a `$type` DTCG does not define, kept as written (outputs skip them).
        let passThrough = system.passThroughTokens.filter { matcher?.matches($0.path.string) ?? true }
        guard !tokens.isEmpty || !passThrough.isEmpty else { return "" }
        let pathWidth = min(48, (tokens.map(\.path.string.count) + passThrough.map(\.path.string.count)).max() ?? 0)
        let typeWidth = (tokens.map(\.type.rawValue.count) + passThrough.map { $0.typeName.count + 2 }).max() ?? 0
        var lines: [(path: TokenPath, text: String)] = []
        for token in tokens {
            var line = token.path.string.padding(to: pathWidth) + "  " + token.type.rawValue.padding(to: typeWidth) + "  "
            func text(_ mode: Int) -> String {
                token.values[mode]?.value.canonical ?? (token.absentModes.contains(mode) ? "<absent>" : "<unresolved>")
            }
            if token.isModeInvariant && token.absentModes.isEmpty {
                line += token.values.isEmpty ? "<unresolved>" : text(0)
            } else if system.axes.isMultiAxis {
                // Sparse: only the axes the value depends on (`dark: …`, `dark+high: …`).
                let texts = system.modes.indices.map(text)
                let sparse = system.axes.sparse(texts)
                line += sparse.entries.map { entry in
                    zip(sparse.axes, entry.combination).map { system.axes.axes[$0].values[$1] }.joined(separator: "+") + ": " + entry.value
                }.joined(separator: "  ")
            } else {
                line += system.modes.indices.map { "\(system.modes[$0]): \(text($0))" }.joined(separator: "  ")
            }
            if token.deprecation != nil { line += "  (deprecated)" }
            lines.append((token.path, line))
        }
        for token in passThrough {
            var line = token.path.string.padding(to: pathWidth) + "  " + "(\(token.typeName))".padding(to: typeWidth) + "  "
            let values = token.values.map { $0 ?? "<absent>" }
            if Set(values).count <= 1 {
                line += values.first ?? ""
            } else {
                line += zip(system.modes, values).map { "\($0): \($1)" }.joined(separator: "  ")
            }
            if token.deprecation != nil { line += "  (deprecated)" }
            lines.append((token.path, line))
        }
        if !passThrough.isEmpty { lines.sort { $0.path < $1.path } }
        return lines.map { $0.text + "\n" }.joined()
    }
}

struct PathMatcher {
    let pattern: String
    init(_ pattern: String) { self.pattern = pattern }

    package func matches(_ path: String) -> Bool {
        if !pattern.contains("*") && !pattern.contains("?") { return path.contains(pattern) }
        return Glob.matchSegment(Array(pattern.utf8)[...], Array(path.utf8)[...])
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
