import DesignModel
import Diagnostics

/// DTCG 2025.10 group inheritance: `"$extends": "{base.group}"` on a group gives it every token
/// (and subgroup) of the named group that it does not define itself; what it defines overrides.
/// Chains are followed (a group may extend one that extends another); a cycle, a target that
/// is a token, or a target that names nothing is a located error.
///
/// An inherited token is a copy of the original's definition (its values and aliases as
/// written), so an alias inside it still names the token the original names.
enum GroupExtension {
    /// How many `$extends` links one chain may follow: deeper chains are a located error, so a
    /// hostile file cannot make the recursion (or the chain it reports) unbounded.
    static let maximumChain = 64

    /// `maximumTokens`: inheritance stops (the caller reports `limit/token-values`) once the
    /// design system would hold more tokens than this.
    // Whole: its nested `copySubtree` and `extend` share the indexes, states and token arrays they update.
    static func apply(
        to tokens: inout [RawToken], groups: inout [RawGroup], maximumTokens: Int = .max, diagnostics: inout [Diagnostic]
    ) {
        var groupIndex: [TokenPath: Int] = [:]
        for (offset, group) in groups.enumerated() where groupIndex[group.path] == nil { groupIndex[group.path] = offset }
        var defined = Set(tokens.map(\.path))
        // Children by parent path, so a group's descendants cost the size of its subtree, not a
        // scan of every token for each `$extends`.
        var tokensByParent: [TokenPath: [Int]] = [:]
        for (offset, token) in tokens.enumerated() { tokensByParent[token.path.parent ?? TokenPath(""), default: []].append(offset) }
        var groupsByParent: [TokenPath: [Int]] = [:]
        for (path, offset) in groupIndex { groupsByParent[path.parent ?? TokenPath(""), default: []].append(offset) }
        for key in groupsByParent.keys { groupsByParent[key]!.sort() }
        enum State { case inProgress, done }
        var states: [TokenPath: State] = [:]

        /// Copies the subtree of group `source` (tokens and groups) to `destination`.
        func copySubtree(of source: TokenPath, to destination: TokenPath) {
            for offset in tokensByParent[source] ?? [] where tokens.count < maximumTokens {
                let token = tokens[offset]
                let path = destination.appending(token.path.name)
                guard !defined.contains(path) else { continue }
                let copy = token.copy()
                copy.path = path
                tokensByParent[destination, default: []].append(tokens.count)
                tokens.append(copy)
                defined.insert(path)
            }
            for groupOffset in groupsByParent[source] ?? [] {
                let nested = groups[groupOffset]
                let path = destination.appending(nested.path.name)
                if groupIndex[path] == nil {
                    var copy = nested
                    copy.path = path
                    copy.extends = nil
                    groupIndex[path] = groups.count
                    groupsByParent[destination, default: []].append(groups.count)
                    groups.append(copy)
                }
                copySubtree(of: nested.path, to: path)
            }
        }

        func extend(_ offset: Int, chain: [TokenPath]) {
            let group = groups[offset]
            guard let (target, range) = group.extends else { return }
            switch states[group.path] {
            case .done: return
            case .inProgress:
                let cycle = (chain + [group.path]).map { "\"\($0)\"" }.joined(separator: " → ")
                diagnostics.append(.error(.tokenExtends, "`$extends` cycle: \(cycle)", at: range))
                return
            case nil: break
            }
            states[group.path] = .inProgress
            defer { states[group.path] = .done }
            guard chain.count < maximumChain else {
                diagnostics.append(
                    .error(.tokenExtends, "`$extends` chains are followed up to \(maximumChain) groups deep; this one goes deeper", at: range))
                return
            }
            guard let targetOffset = groupIndex[target] else {
                if defined.contains(target) {
                    diagnostics.append(
                        .error(.tokenExtends, "`$extends` must name a group, but \"\(target)\" is a token", at: range))
                } else {
                    let suggestion = Suggestion.closest(to: target.string, among: groups.lazy.map(\.path.string).filter { $0 != group.path.string })
                    diagnostics.append(
                        .error(
                            .tokenExtends, "`$extends` names \"\(target)\", which is no group", at: range,
                            hint: suggestion.map { "did you mean `{\($0)}`?" }))
                }
                return
            }
            if target == group.path || group.path.string.hasPrefix(target.string + ".") || target.string.hasPrefix(group.path.string + ".") {
                diagnostics.append(
                    .error(.tokenExtends, "group \"\(group.path)\" cannot extend \"\(target)\", which contains it or is inside it", at: range))
                return
            }
            // The target's own inheritance first, so a chain passes everything along.
            extend(targetOffset, chain: chain + [group.path])
            copySubtree(of: target, to: group.path)
        }

        for offset in groups.indices where groups[offset].extends != nil {
            extend(offset, chain: [])
        }
    }
}
