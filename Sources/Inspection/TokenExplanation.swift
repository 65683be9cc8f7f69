import DesignModel
import Diagnostics

/// `kiln explain TOKEN`: everything about one token — value per mode, the alias chain with
/// the place each link is written, derivation steps, description, and who refers to it.
public enum TokenExplanation {
    /// Alias hops printed before "… N more" (then the last hop, to the token holding the value).
    static let chainLimit = 100

    public static func render(_ system: DesignSystem, path: TokenPath) -> String? {
        guard let token = system[path] else { return renderPassThrough(system, path: path) }
        var out = "\(token.path)  (\(token.type.rawValue))\n"
        out += "  defined at \(token.range.file):\(token.range.start)\n"
        if let name = token.displayName { out += "  name: \(name)\n" }
        if let description = token.description { out += "  description: \(description)\n" }
        if let deprecation = token.deprecation { out += "  deprecated\(deprecation.reason.map { ": \($0)" } ?? "")\n" }
        if let entry = token.paletteEntry {
            out += "  palette: \(entry.palette) — \(entry.name)\(entry.emoji.map { " \($0)" } ?? "")\(entry.category.map { " (\($0))" } ?? "")\n"
        }
        for (modeIndex, (mode, resolved)) in zip(system.modes, token.values).enumerated() {
            guard let resolved else {
                out += token.absentModes.contains(modeIndex) ? "  \(mode): <absent> (no source of this context defines it)\n" : "  \(mode): <unresolved>\n"
                continue
            }
            out += "  \(mode): \(resolved.value.canonical)\n"
            var current = token.path
            let chain = system.aliasChain(of: token.path, mode: modeIndex)
            for (position, link) in chain.enumerated() {
                // A long chain shows its first hops and the last one; the count says what is left out.
                if chain.count > chainLimit + 1, position >= chainLimit, position < chain.count - 1 {
                    if position == chainLimit { out += "    … \(chain.count - chainLimit - 1) more\n" }
                    current = link.path
                    continue
                }
                out += "    \(current) → \(link.path)   (\(link.range.file):\(link.range.start))\n"
                current = link.path
            }
            if !chain.isEmpty || !resolved.derivation.isEmpty {
                out += "    value written at \(resolved.literalRange.file):\(resolved.literalRange.start)\n"
            }
            let derivation = chain.last.flatMap { system[$0.path]?.values[modeIndex]?.derivation } ?? resolved.derivation
            for step in derivation { out += "    derived: \(step)\n" }
        }
        let referrers = system.referrers(of: token.path)
        if !referrers.isEmpty {
            out += "  referenced by:\n"
            for referrer in referrers {
                let location = system[referrer].map { "  (\($0.range.file):\($0.range.start))" } ?? ""
                out += "    \(referrer)\(location)\n"
            }
        }
        return out
    }

    /// A token kept as written because DTCG does not define its `$type` (docs/token-format.md §13).
    static func renderPassThrough(_ system: DesignSystem, path: TokenPath) -> String? {
        guard let token = system.passThroughTokens.first(where: { $0.path == path }) else { return nil }
        var out = "\(token.path)  (\(token.typeName), passed through: DTCG 2025.10 does not define this type; outputs skip it)\n"
        out += "  defined at \(token.range.file):\(token.range.start)\n"
        if let description = token.description { out += "  description: \(description)\n" }
        if let deprecation = token.deprecation { out += "  deprecated\(deprecation.reason.map { ": \($0)" } ?? "")\n" }
        for (mode, value) in zip(system.modes, token.values) {
            out += "  \(mode): \(value.map { "\($0)   (as written)" } ?? "<absent>")\n"
        }
        return out
    }
}
