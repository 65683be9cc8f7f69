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

    static func apply(to tokens: inout [RawToken], groups: inout [RawGroup], diagnostics: inout [Diagnostic]) {
        var groupIndex: [TokenPath: Int] = [:]
        for (offset, group) in groups.enumerated() where groupIndex[group.path] == nil { groupIndex[group.path] = offset }
        var defined = Set(tokens.map(\.path))
        enum State { case inProgress, done }
        var states: [TokenPath: State] = [:]

        func extend(_ offset: Int, chain: [TokenPath]) {
            let group = groups[offset]
            guard let (target, range) = group.extends else { return }
            switch states[group.path] {
            case .done: return
            case .inProgress:
                let cycle = (chain + [group.path]).map { "\"\($0)\"" }.joined(separator: " → ")
                diagnostics.append(.error("token/extends", "`$extends` cycle: \(cycle)", at: range))
                return
            case nil: break
            }
            states[group.path] = .inProgress
            defer { states[group.path] = .done }
            guard chain.count < maximumChain else {
                diagnostics.append(
                    .error("token/extends", "`$extends` chains are followed up to \(maximumChain) groups deep; this one goes deeper", at: range))
                return
            }
            guard let targetOffset = groupIndex[target] else {
                if defined.contains(target) {
                    diagnostics.append(
                        .error("token/extends", "`$extends` must name a group, but \"\(target)\" is a token", at: range))
                } else {
                    let suggestion = Suggest.closest(to: target.string, in: groups.lazy.map(\.path.string).filter { $0 != group.path.string })
                    diagnostics.append(
                        .error(
                            "token/extends", "`$extends` names \"\(target)\", which is no group", at: range,
                            hint: suggestion.map { "did you mean `{\($0)}`?" }))
                }
                return
            }
            if target == group.path || group.path.string.hasPrefix(target.string + ".") || target.string.hasPrefix(group.path.string + ".") {
                diagnostics.append(
                    .error("token/extends", "group \"\(group.path)\" cannot extend \"\(target)\", which contains it or is inside it", at: range))
                return
            }
            // The target's own inheritance first, so a chain passes everything along.
            extend(targetOffset, chain: chain + [group.path])
            let prefix = target.string + "."
            for token in tokens where token.path.string.hasPrefix(prefix) {
                let path = TokenPath(group.path.string + "." + token.path.string.dropFirst(prefix.count))
                guard !defined.contains(path) else { continue }
                let copy = token.copy()
                copy.path = path
                tokens.append(copy)
                defined.insert(path)
            }
            for nested in groups where nested.path.string.hasPrefix(prefix) {
                let path = TokenPath(group.path.string + "." + nested.path.string.dropFirst(prefix.count))
                guard groupIndex[path] == nil else { continue }
                var copy = nested
                copy.path = path
                copy.extends = nil
                groupIndex[path] = groups.count
                groups.append(copy)
            }
        }

        for offset in groups.indices where groups[offset].extends != nil {
            extend(offset, chain: [])
        }
    }
}
