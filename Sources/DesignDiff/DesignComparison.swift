import ColorScience
import DesignModel
import Diagnostics
import Foundation
import Rules
import BuildPipeline
import ProjectConfig

/// Compares two loaded and checked design systems (`kiln diff`, `kiln build --diff`).
///
/// Both sides went through the same pipeline (load → resolve → check), so the comparison only
/// reads models: token values by mode name, findings by fingerprint (rule id + subject), and the
/// head's `contrastPairs:` evaluated on both sides for every color that moved.
public enum DesignComparison {
    /// One side: a checked pipeline result and the config it was read with.
    public struct Side: Sendable {
        public var label: String
        public var result: Pipeline.Run
        public var config: KilnConfig
        /// The pairs the side's specs draw (`Pipeline.specPairSamples`).
        public var specPairs: [SpecPairSample]

        public init(label: String, result: Pipeline.Run, config: KilnConfig, specPairs: [SpecPairSample] = []) {
            self.label = label
            self.result = result
            self.config = config
            self.specPairs = specPairs
        }

        var system: DesignSystem { result.system }

        /// Every finding the side has — reported or accepted by its baseline (a baselined
        /// finding is still true) — and the other warnings and errors (a broken alias is worth
        /// seeing in a review too). Notes are left out: they are not problems.
        package var findings: [DesignChanges.FindingEntry] {
            let outcome = result.check
            let checked = (outcome?.findings ?? []) + (outcome?.baselined ?? [])
            let findingDiagnostics = Set(checked.map(\.diagnostic))
            let others = result.diagnostics.filter { $0.severity >= .warning && !findingDiagnostics.contains($0) }
            let all = checked + others.map(Finding.init(diagnostic:))
            return Finding.sortedForOutput(all).map { finding in
                DesignChanges.FindingEntry(
                    ruleID: finding.id.rawValue, severity: finding.severity, message: finding.message, fingerprint: finding.fingerprint,
                    location: DesignComparison.location(finding.range))
            }
        }
    }

    public static func compare(base: Side, head: Side) -> DesignChanges {
        var changes = DesignChanges(baseLabel: base.label, headLabel: head.label)
        let baseSystem = base.system
        let headSystem = head.system
        changes.addedModes = headSystem.modes.filter { !baseSystem.modes.contains($0) }
        changes.removedModes = baseSystem.modes.filter { !headSystem.modes.contains($0) }

        var added = headSystem.tokens.filter { baseSystem[$0.path] == nil }.map { entry($0, in: headSystem) }
        var removed = baseSystem.tokens.filter { headSystem[$0.path] == nil }.map { entry($0, in: baseSystem) }
        (changes.renamed, added, removed) = renames(added: added, removed: removed, base: baseSystem, head: headSystem)
        changes.added = added
        changes.removed = removed

        var pairs = ContrastPairs(declared: head.config.contrastPairs, base: baseSystem, head: headSystem)
        pairs.specBase = Dictionary(base.specPairs.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        pairs.specHead = head.specPairs
        for token in headSystem.tokens {
            guard let before = baseSystem[token.path] else { continue }
            if let change = change(from: before, to: token, base: baseSystem, head: headSystem, pairs: pairs) {
                changes.changed.append(change)
            }
        }

        (changes.appearedFindings, changes.fixedFindings) = findingChanges(base: base.findings, head: head.findings)
        return changes
    }

    // MARK: tokens

    static func entry(_ token: Token, in system: DesignSystem) -> DesignChanges.TokenEntry {
        let values = system.modes.indices.compactMap { index -> DesignChanges.ModeValue? in
            guard let value = token.values[index]?.value else { return nil }
            return DesignChanges.ModeValue(mode: system.modes[index], text: value.canonical, color: value.color)
        }
        return DesignChanges.TokenEntry(path: token.path, type: token.type, values: values, location: location(token.range))
    }

    /// A removed and an added token are one rename when they hold the same type and the same
    /// value in every mode, and sit in the same place: the same group, or the same line of the
    /// same file. Each is matched once, in path order, so the result is deterministic.
    static func renames(
        added: [DesignChanges.TokenEntry], removed: [DesignChanges.TokenEntry], base: DesignSystem, head: DesignSystem
    ) -> (renamed: [DesignChanges.Rename], added: [DesignChanges.TokenEntry], removed: [DesignChanges.TokenEntry]) {
        var renamed: [DesignChanges.Rename] = []
        var matchedAdded = Set<TokenPath>()
        var remainingRemoved: [DesignChanges.TokenEntry] = []
        for old in removed {
            let match = added.first { new in
                !matchedAdded.contains(new.path) && new.type == old.type && new.values == old.values && !new.values.isEmpty
                    && (new.path.parent == old.path.parent || new.location == old.location)
            }
            if let match {
                matchedAdded.insert(match.path)
                renamed.append(DesignChanges.Rename(from: old.path, to: match))
            } else {
                remainingRemoved.append(old)
            }
        }
        return (renamed.sorted { $0.to.path < $1.to.path }, added.filter { !matchedAdded.contains($0.path) }, remainingRemoved)
    }

    static func change(from before: Token, to after: Token, base: DesignSystem, head: DesignSystem, pairs: ContrastPairs) -> DesignChanges.TokenChange? {
        var modes: [DesignChanges.ModeChange] = []
        // Head's modes first, in its order, then the modes only the base has.
        let modeNames = head.modes + base.modes.filter { !head.modes.contains($0) }
        for mode in modeNames {
            let old = base.modeIndex(mode).flatMap { before.values[$0]?.value }
            let new = head.modeIndex(mode).flatMap { after.values[$0]?.value }
            guard old != new else { continue }
            let oldText = old?.canonical
            let newText = new?.canonical
            if oldText == newText, before.type == after.type { continue }
            var modeChange = DesignChanges.ModeChange(
                mode: mode, before: old.map { .init(mode: mode, text: $0.canonical, color: $0.color) },
                after: new.map { .init(mode: mode, text: $0.canonical, color: $0.color) })
            if let oldColor = old?.color, let newColor = new?.color {
                modeChange.deltaE = CIEDE2000.difference(oldColor, newColor)
            }
            if after.type == .color {
                modeChange.contrast = pairs.changes(naming: after.path, mode: mode)
            }
            modes.append(modeChange)
        }
        guard !modes.isEmpty || before.type != after.type else { return nil }
        return DesignChanges.TokenChange(
            path: after.path, type: after.type, previousType: before.type == after.type ? nil : before.type, modes: modes,
            location: location(after.range))
    }

    // MARK: findings

    /// Findings matched by fingerprint, counting repeats: a fingerprint found twice in the head
    /// and once in the base is one appeared finding.
    static func findingChanges(
        base: [DesignChanges.FindingEntry], head: [DesignChanges.FindingEntry]
    ) -> (appeared: [DesignChanges.FindingEntry], fixed: [DesignChanges.FindingEntry]) {
        func unmatched(_ side: [DesignChanges.FindingEntry], against other: [DesignChanges.FindingEntry]) -> [DesignChanges.FindingEntry] {
            var available: [String: Int] = [:]
            for finding in other { available[finding.fingerprint, default: 0] += 1 }
            var result: [DesignChanges.FindingEntry] = []
            for finding in side {
                if let count = available[finding.fingerprint], count > 0 {
                    available[finding.fingerprint] = count - 1
                } else {
                    result.append(finding)
                }
            }
            return result
        }
        return (unmatched(head, against: base), unmatched(base, against: head))
    }

    static func location(_ range: SourceRange) -> String {
        range.isNone ? "" : "\(range.file):\(range.start.line)"
    }
}

extension DesignComparison {
    /// The head's declared contrast pairs, resolved on both sides, for the contrast deltas of a
    /// changed color. A pair that does not resolve on a side has no ratio there.
    struct ContrastPairs {
        let declared: [DeclaredContrastPair]
        let base: DesignSystem
        let head: DesignSystem
        let resolvedBase: [Int: ResolvedContrastPair]
        let resolvedHead: [Int: ResolvedContrastPair]
        var specBase: [String: SpecPairSample] = [:]
        var specHead: [SpecPairSample] = []

        init(declared: [DeclaredContrastPair], base: DesignSystem, head: DesignSystem) {
            self.declared = declared
            self.base = base
            self.head = head
            var resolvedBase: [Int: ResolvedContrastPair] = [:]
            var resolvedHead: [Int: ResolvedContrastPair] = [:]
            for (index, pair) in declared.enumerated() {
                resolvedBase[index] = ResolvedContrastPair.resolve(pair, in: base).pair
                resolvedHead[index] = ResolvedContrastPair.resolve(pair, in: head).pair
            }
            self.resolvedBase = resolvedBase
            self.resolvedHead = resolvedHead
        }

        func changes(naming path: TokenPath, mode: String) -> [DesignChanges.ContrastChange] {
            var result: [DesignChanges.ContrastChange] = []
            for (index, pair) in declared.enumerated() {
                guard let headPair = resolvedHead[index], headPair.tokens.contains(path) else { continue }
                let required: Double =
                    pair.kind == .nonText ? 3 : WCAG.requiredRatio(level: pair.level ?? .aa, largeText: pair.isLargeText)
                let before = resolvedBase[index].flatMap { ratio($0, mode: mode, in: base) }
                let after = ratio(headPair, mode: mode, in: head)
                guard before != after else { continue }
                var name = headPair.foreground.name + " on " + headPair.background.name
                if let over = headPair.over { name += " over " + over.name }
                result.append(DesignChanges.ContrastChange(pair: name, before: before, after: after, required: required))
            }
            return result + DesignComparison.specPairChanges(naming: path, mode: mode, base: specBase, head: specHead)
        }

        private func ratio(_ pair: ResolvedContrastPair, mode: String, in system: DesignSystem) -> Double? {
            guard let foreground = pair.foreground.color(in: mode, of: system), var background = pair.background.color(in: mode, of: system)
            else { return nil }
            if let over = pair.over {
                guard let under = over.color(in: mode, of: system) else { return nil }
                background = Compositing.sourceOver(background, under)
            }
            return ContrastFix.effectiveRatio(foreground: foreground, background: background)
        }
    }
}
