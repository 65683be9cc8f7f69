import DesignModel
import Diagnostics
import Parallelism

/// The previous resolve of a resident process (`kiln watch`, `kiln serve`), so the next one
/// resolves only the tokens a save can have changed and keeps every other token, and its
/// diagnostics, as they were.
///
/// A token is resolved again when its definition changed (added, removed, or any field of it:
/// value, mode values, type, metadata, source position), or when it reads such a token: the
/// transitive reverse of the references its values name anywhere (whole aliases, `$ref`
/// pointers, composite parts, color expressions, in every mode; `{a}` also reads `a.$root`).
/// Group inheritance (`$extends`) and resolver contexts need no edge of their own: inherited
/// tokens and context values are raw tokens of their own, compared like the others. When the
/// set of paths changes, tokens reporting a missing or group alias are resolved again too (the
/// suggestion in the message reads every path).
///
/// Everything is resolved again (`Kind.full`) when the change cannot be bounded that way: the
/// first build, other modes or axes (kiln.yaml or the resolver changed), any group changed
/// (its `$type`, palette flag, `$extends` or position), the previous or this build nested
/// references past the resolver's limit (`alias/too-deep` depends on the order tokens are
/// met), or more than a quarter of the tokens would be resolved again anyway.
///
/// Not thread-safe: one build at a time (as `LiveBuild`).
public final class TokenResolveCache: @unchecked Sendable {
    /// How the last resolve went.
    public enum Kind: Equatable, Sendable {
        case full(reason: String)
        case incremental(resolved: Int, kept: Int)
    }

    public private(set) var last: Kind?
    /// Paths whose tokens the last resolve made again or removed (a superset of the tokens that
    /// differ); nil when it resolved everything.
    public private(set) var changedTokens: Set<TokenPath>?

    struct State {
        var modes: [String]
        var axes: ModeAxes?
        var groups: [RawGroup]
        /// `groups` by path (`TokenResolver.groupIndex`), reused while they stay the same.
        var groupIndex: [TokenPath: RawGroup]
        /// Raw tokens in the order the files hand them over, that order sorted by path, and
        /// whether the sorted paths held no path twice.
        var inputTokens: [RawToken]
        var order: [Int]
        var duplicateFree: Bool
        /// Raw tokens in path order, each path once, and their index.
        var raw: [RawToken]
        var index: [TokenPath: Int]
        /// What each token's values name, and the reverse: who names a path.
        var references: [TokenPath: [TokenPath]]
        var dependents: [TokenPath: Set<TokenPath>]
        var tokens: [Token]
        var slot: [Int32]
        var reports: [TokenResolver.Reports]
    }

    private var state: State?

    public init() {}

    /// Forgets the previous build: the next resolve is a full one.
    public func reset() {
        state = nil
    }

    /// The order sorting `tokens` by path gives (equal paths in given order), and whether no
    /// path is given twice (nil: not known). Both are reused when the paths are those of the
    /// previous build, in the same order: told mostly by identity, since the tokens of files
    /// that did not change are the previous build's objects (`TokenParseCache`).
    func sortedOrder(of tokens: [RawToken]) -> (order: [Int], duplicateFree: Bool?) {
        if let state, state.inputTokens.count == tokens.count {
            let same = state.inputTokens.withUnsafeBufferPointer { previous in
                tokens.withUnsafeBufferPointer { tokens in
                    for index in tokens.indices where tokens[index] !== previous[index] && tokens[index].path != previous[index].path {
                        return false
                    }
                    return true
                }
            }
            if same { return (state.order, state.duplicateFree) }
        }
        // Equal paths keep their order (ties broken by position), as the one-shot sort does.
        let keys = tokens.map(\.path.string)
        let order = keys.withUnsafeBufferPointer { keys in
            Array(keys.indices).sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
        }
        return (order, nil)
    }

    func resolve(
        raw: [RawToken], groups: [RawGroup], modes: [String], palettes: [CategoricalPalette], axes: ModeAxes?, inputTokens: [RawToken],
        order: [Int], duplicateFree: Bool, releasing policy: ReleasePolicy
    ) -> TokenResolver.Resolution {
        // The previous state is taken out (its tables are then updated in place, not copied)
        // and freed on another thread when done with.
        var previous = state
        state = nil
        defer {
            let garbage = BackgroundRelease(previous)
            previous = nil
            garbage.release(policy)
        }
        var decision = Decision.full("first build")
        if previous != nil { decision = plan(&previous!, raw: raw, groups: groups, modes: modes, axes: axes) }
        var resolution: TokenResolver.Resolution?
        if case .incremental(let reuse, let index, _, _, _) = decision {
            // Incremental only when the groups are the previous build's: so is their index.
            let incremental = TokenResolver.run(
                raw: raw, groups: groups, modes: modes, palettes: palettes, axes: axes, index: index, groupIndex: previous?.groupIndex, reuse: reuse)
            if incremental.diagnostics.contains(where: { $0.id == .aliasTooDeep }) {
                decision = .full("references nest past the limit")
            } else {
                resolution = incremental
            }
        }
        let kept: (resolution: TokenResolver.Resolution, index: [TokenPath: Int], references: [TokenPath: [TokenPath]], dependents: [TokenPath: Set<TokenPath>])
        switch decision {
        case .incremental(let reuse, let index, let references, let dependents, let changed):
            last = .incremental(resolved: reuse.resolve.count, kept: raw.count - reuse.resolve.count)
            changedTokens = changed
            kept = (resolution!, index, references, dependents)
        case .full(let reason):
            var index: [TokenPath: Int] = [:]
            index.reserveCapacity(raw.count)
            for (offset, token) in raw.enumerated() { index[token.path] = offset }
            let resolution = TokenResolver.run(raw: raw, groups: groups, modes: modes, palettes: palettes, axes: axes, index: index)
            var references: [TokenPath: [TokenPath]] = [:]
            references.reserveCapacity(raw.count)
            var dependents: [TokenPath: Set<TokenPath>] = [:]
            for token in raw {
                let named = token.referencedPaths
                guard !named.isEmpty else { continue }
                references[token.path] = named
                for path in named { dependents[path, default: []].insert(token.path) }
            }
            last = .full(reason: reason)
            changedTokens = nil
            kept = (resolution, index, references, dependents)
        }
        state = State(
            modes: modes, axes: axes, groups: groups, groupIndex: kept.resolution.groupIndex, inputTokens: inputTokens, order: order, duplicateFree: duplicateFree, raw: raw, index: kept.index,
            references: kept.references, dependents: kept.dependents, tokens: kept.resolution.system.tokens, slot: kept.resolution.slot,
            reports: kept.resolution.reports)
        return kept.resolution
    }

    private enum Decision {
        case full(String)
        case incremental(
            TokenResolver.Reuse, index: [TokenPath: Int], references: [TokenPath: [TokenPath]], dependents: [TokenPath: Set<TokenPath>],
            changed: Set<TokenPath>)
    }

    // Whole: one decision: each check either returns `.full` or narrows the same offset tables the next check reads.
    private func plan(_ previous: inout State, raw: [RawToken], groups: [RawGroup], modes: [String], axes: ModeAxes?) -> Decision {
        guard modes == previous.modes, axes == previous.axes else { return .full("the modes changed") }
        guard Self.same(groups, previous.groups) else { return .full("a group changed") }
        if previous.reports.contains(where: { $0.diagnostics.contains { $0.id == .aliasTooDeep } }) {
            return .full("references nested past the limit")
        }
        // Each raw token's previous offset (-1: new), and the reverse.
        let samePaths = raw.count == previous.raw.count && zip(raw, previous.raw).allSatisfy { $0.path == $1.path }
        let index: [TokenPath: Int]
        var previousOffset: [Int]
        var currentOffset: [Int]
        if samePaths {
            index = previous.index
            previousOffset = Array(raw.indices)
            currentOffset = previousOffset
        } else {
            var built: [TokenPath: Int] = [:]
            built.reserveCapacity(raw.count)
            for (offset, token) in raw.enumerated() { built[token.path] = offset }
            index = built
            previousOffset = raw.map { previous.index[$0.path] ?? -1 }
            currentOffset = previous.raw.map { built[$0.path] ?? -1 }
        }
        var references: [TokenPath: [TokenPath]] = [:]
        var dependents: [TokenPath: Set<TokenPath>] = [:]
        swap(&references, &previous.references)
        swap(&dependents, &previous.dependents)
        var changed: [TokenPath] = []
        func unlink(_ path: TokenPath) {
            guard let named = references.removeValue(forKey: path) else { return }
            for target in named { dependents[target]?.remove(path) }
        }
        for (offset, token) in raw.enumerated() {
            let before = previousOffset[offset]
            if before >= 0, token === previous.raw[before] || token.hasSameDefinition(as: previous.raw[before]) { continue }
            changed.append(token.path)
            unlink(token.path)
            let named = token.referencedPaths
            if !named.isEmpty {
                references[token.path] = named
                for path in named { dependents[path, default: []].insert(token.path) }
            }
        }
        for (before, token) in previous.raw.enumerated() where currentOffset[before] < 0 {
            changed.append(token.path)
            unlink(token.path)
        }
        // Messages naming other paths (suggestions, a group's tokens) may change with the paths.
        if !samePaths {
            for report in previous.reports {
                for (diagnostic, owner) in zip(report.diagnostics, report.owners)
                where diagnostic.id == .aliasMissing || diagnostic.id == .aliasGroup {
                    changed.append(previous.raw[Int(owner)].path)
                }
            }
        }
        // Everything that reads a changed token, transitively.
        var affected = Set(changed)
        var queue = changed
        while let path = queue.popLast() {
            for dependent in dependents[path] ?? [] where affected.insert(dependent).inserted { queue.append(dependent) }
            if path.name == "$root", let group = path.parent {
                for dependent in dependents[group] ?? [] where affected.insert(dependent).inserted { queue.append(dependent) }
            }
        }
        guard affected.count <= Swift.max(16, raw.count / 4) else { return .full("more than a quarter of the tokens changed") }
        let resolve = affected.compactMap { index[$0] }.sorted()
        var slot = [Int32](repeating: TokenResolver.Reuse.resolveAgain, count: raw.count)
        for offset in raw.indices where previousOffset[offset] >= 0 { slot[offset] = previous.slot[previousOffset[offset]] }
        for offset in resolve { slot[offset] = TokenResolver.Reuse.resolveAgain }
        // The previous reports of tokens kept, their owners renumbered.
        let kept = previous.reports.map { report in
            var kept = TokenResolver.Reports()
            for (diagnostic, owner) in zip(report.diagnostics, report.owners) {
                let now = currentOffset[Int(owner)]
                guard now >= 0, slot[now] != TokenResolver.Reuse.resolveAgain else { continue }
                kept.diagnostics.append(diagnostic)
                kept.owners.append(Int32(now))
            }
            for (deviation, owner) in zip(report.deviations, report.deviationOwners) {
                let now = currentOffset[Int(owner)]
                guard now >= 0, slot[now] != TokenResolver.Reuse.resolveAgain else { continue }
                kept.deviations.append(deviation)
                kept.deviationOwners.append(Int32(now))
            }
            return kept
        }
        return .incremental(
            TokenResolver.Reuse(tokens: previous.tokens, slot: slot, resolve: resolve, kept: kept), index: index, references: references,
            dependents: dependents, changed: affected)
    }

    /// Every field equal. Read in place: a large set has thousands of groups, and zipping the
    /// arrays copied each group (a retain per string) on every rebuild.
    private static func same(_ lhs: [RawGroup], _ rhs: [RawGroup]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { lhs in
            rhs.withUnsafeBufferPointer { rhs in
                for index in lhs.indices {
                    let a = UnsafePointer(lhs.baseAddress! + index)
                    let b = UnsafePointer(rhs.baseAddress! + index)
                    guard a.pointee.path == b.pointee.path, a.pointee.range == b.pointee.range,
                        a.pointee.isCategoricalPalette == b.pointee.isCategoricalPalette, a.pointee.type == b.pointee.type,
                        a.pointee.extends?.path == b.pointee.extends?.path, a.pointee.extends?.range == b.pointee.extends?.range
                    else { return false }
                }
                return true
            }
        }
    }
}
