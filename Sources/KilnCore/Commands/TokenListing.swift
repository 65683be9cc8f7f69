import DesignModel

/// `kiln tokens [PATTERN]`: one line per token with its type and per-mode values.
public enum TokenListing {
    /// `pattern` is a glob over token paths (`color.*`, `*coral*`); a plain word matches as a
    /// substring.
    public static func render(_ system: DesignSystem, pattern: String?) -> String {
        let matcher = pattern.map(PathMatcher.init)
        let tokens = system.tokens.filter { matcher?.matches($0.path.string) ?? true }
        guard !tokens.isEmpty else { return "" }
        let pathWidth = min(48, tokens.map(\.path.string.count).max() ?? 0)
        let typeWidth = tokens.map(\.type.rawValue.count).max() ?? 0
        var out = ""
        for token in tokens {
            var line = token.path.string.padding(to: pathWidth) + "  " + token.type.rawValue.padding(to: typeWidth) + "  "
            if token.isModeInvariant {
                line += token.values.first??.value.canonical ?? "<unresolved>"
            } else {
                line += zip(system.modes, token.values).map { mode, value in "\(mode): \(value?.value.canonical ?? "<unresolved>")" }
                    .joined(separator: "  ")
            }
            if token.deprecation != nil { line += "  (deprecated)" }
            out += line + "\n"
        }
        return out
    }
}

struct PathMatcher {
    let pattern: String
    init(_ pattern: String) { self.pattern = pattern }

    func matches(_ path: String) -> Bool {
        if !pattern.contains("*") && !pattern.contains("?") { return path.contains(pattern) }
        return Glob.matchSegment(Array(pattern.utf8)[...], Array(path.utf8)[...])
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
