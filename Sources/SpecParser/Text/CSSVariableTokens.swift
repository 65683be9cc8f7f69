import Foundation

/// Web designers write a token as the CSS custom property the build gives it
/// (`var(--color-primary-coral)`) in lists, tables and prose as well as in stylesheets. Outside a
/// code block, a `var(--x)` whose name is a token of the files with its dots written as dashes
/// is read as that token's path, padded with spaces to the same length so that every column
/// stays where it is written. A stylesheet's own `var(--x)` is read by `CSSStyleReading`,
/// which knows the document's definitions per mode.
enum CSSVariableTokens: SpecReading {
    static let description = SpecReadingDescription(
        id: "css-variable-tokens", title: "CSS custom properties naming tokens",
        summary: "A custom property written outside a stylesheet (`background: var(--color-primary-coral)` in a list or a table) is the token whose path it spells with dashes (`color.primary.coral`), in every mode; a fallback after a comma (`var(--color-text-primary, #2D3436)`) is not read. A property no token spells (`--surface`) is left to the stylesheet reading, which knows the document's own definitions.",
        examples: [
            SpecReadingExample(
                """
                ## Primary button

                - `background: var(--color-primary-coral)`
                - `color: var(--color-text-on-primary)`, 17px semibold
                """,
                facts: ["text Primary button: #FFFFFF on #FF6B6B (light)"]),
        ])

    static func fold(_ text: String, tokens: TokenIndex) -> String {
        guard text.contains("var(--") else { return text }
        var fenced = false
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            if LineMap.opensFence(line) { fenced.toggle() }
            guard !fenced, line.contains("var(--") else { return line }
            var out = String(line)
            var searchFrom = out.startIndex
            while let open = out.range(of: "var(--", range: searchFrom..<out.endIndex) {
                guard let close = out[open.upperBound...].firstIndex(where: { $0 == ")" || $0 == "," }) else { break }
                let name = "--" + out[open.upperBound..<close]
                searchFrom = open.upperBound
                guard let end = out[close...].firstIndex(of: ")"),
                    let path = path(named: name, tokens: tokens)
                else { continue }
                let written = out[open.lowerBound...end]
                let replacement = path + String(repeating: " ", count: written.count - path.count)
                out.replaceSubrange(open.lowerBound...end, with: replacement)
                searchFrom = out.index(open.lowerBound, offsetBy: replacement.count)
                changed = true
            }
            return Substring(out)
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// The token a custom property names (`--color-text-secondary` → `color.text.secondary`): its
    /// words joined by `.` or `-` as the token files have them, fewest dashes first; nil when
    /// the files have none. A stylesheet also takes a path the token files end with
    /// (`orSuffix`); outside one the path must be whole.
    static func path(named name: String, tokens: TokenIndex, orSuffix: Bool = false) -> String? {
        let parts = name.drop { $0 == "-" }.lowercased().split(separator: "-").map(String.init)
        guard parts.count >= 2, parts.count <= 7, tokens.knows(lowercasedPath: parts[0]) else { return nil }
        let gaps = parts.count - 1
        for mask in (0..<(1 << gaps)).sorted(by: { $0.nonzeroBitCount < $1.nonzeroBitCount }) {
            var path = parts[0]
            for gap in 0..<gaps { path += (mask >> gap) & 1 == 1 ? "-" : "."; path += parts[gap + 1] }
            if case .found(_, _, let bySuffix) = tokens.lookupPath(path), orSuffix || !bySuffix { return path }
        }
        return nil
    }
}
