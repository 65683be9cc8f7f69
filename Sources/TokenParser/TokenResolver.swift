import ColorScience
import DesignModel
import Diagnostics
import Parallelism
import YAMLSource

/// Resolves raw tokens into the model: follows aliases per mode (whole values, parts of
/// composites, `$ref` pointers), evaluates derived colors, infers types through aliases, and
/// reports every problem it meets (missing targets with suggestions, cycles with the whole
/// chain, type mismatches, missing mode values) without stopping at the first.
///
/// Whole-value alias chains are followed iteratively, so a 10,000-long chain costs no stack;
/// nesting through composite parts and derivations is bounded by `maximumNesting`.
///
/// One resolver works on one thread; `run` gives each mode its own.
final class TokenResolver: @unchecked Sendable {
    private enum State: UInt8 { case unvisited, inProgress, done, failed }

    let raw: [RawToken]
    let modes: [String]
    /// The one mode this resolver resolves (`modes[mode]`); its tables hold that mode only.
    let mode: Int
    let maximumNesting: Int
    private let index: [TokenPath: Int]
    private let groups: [TokenPath: RawGroup]
    /// Each token's state. Its own allocation, like `memo`: as an array property of the class,
    /// every read and write would be an exclusivity check.
    private let states: UnsafeMutableBufferPointer<State>
    /// Each token's value once resolved. Its own allocation, so `run` can move the values into
    /// the tokens (`takeValue`) instead of copying each one (and releasing the copy).
    private let memo: UnsafeMutableBufferPointer<ResolvedValue?>
    private var resolvedTypes: [TokenType?]
    /// Tokens being resolved right now, outermost first: the chain a cycle report prints.
    private var stack: [Int] = []
    private var nesting = 0
    private var reportedCycles = Set<[Int]>()
    private var reportedDeprecatedUses = Set<[Int]>()
    private var reportedMissingModes = Set<Int>()
    /// The token whose definition is being read: what is reported now is its (`owners`), so an
    /// incremental resolve that keeps a token's value keeps its diagnostics, and replaces them
    /// when it resolves the token again.
    private var subject = 0
    private(set) var diagnostics: [Diagnostic] = [] {
        didSet { while owners.count < diagnostics.count { owners.append(Int32(subject)) } }
    }
    /// Deviations read leniently (see `Leniency`), reported once per kind by the parser.
    private(set) var deviations: [Leniency.Deviation] = [] {
        didSet { while deviationOwners.count < deviations.count { deviationOwners.append(Int32(subject)) } }
    }
    /// The raw token each diagnostic (deviation) belongs to, in step with `diagnostics` (`deviations`).
    private(set) var owners: [Int32] = []
    private(set) var deviationOwners: [Int32] = []
    /// The last message about a length in a unit DTCG does not define, with its context and
    /// unit (`unitOutsideDTCGMessage`).
    var lastUnitNote: (context: String, unit: DimensionValue.Unit, message: String)?
    /// An incremental resolve: tokens not to resolve again, whose previous values are adopted on
    /// first use (`adopt`). Kept apart (not as an optional `Reuse`): `adopt` runs for every
    /// token, and unwrapping a struct of arrays there retained each array every time.
    private let incremental: Bool
    private let keptSlot: [Int32]
    private let keptTokens: [Token]
    /// Literals decoded once for every mode (a full resolve of several modes), nil otherwise.
    private let shared: SharedLiterals?
    /// A resolver that only decodes literals reading no other token (`SharedLiterals`): it has
    /// no tables, and notes (`readOtherToken`) instead of following a reference.
    private let decodesLiteralsOnly: Bool
    /// Set when decoding met a reference to another token.
    var readOtherToken = false

    init(
        raw: [RawToken], index: [TokenPath: Int], groups: [TokenPath: RawGroup], modes: [String], mode: Int, maximumNesting: Int = 256,
        reuse: Reuse? = nil, shared: SharedLiterals? = nil
    ) {
        self.raw = raw
        self.shared = shared
        decodesLiteralsOnly = false
        incremental = reuse != nil
        keptSlot = reuse?.slot ?? []
        keptTokens = reuse?.tokens ?? []
        self.modes = modes
        self.maximumNesting = maximumNesting
        self.index = index
        self.groups = groups
        self.mode = mode
        states = .allocate(capacity: raw.count)
        states.initialize(repeating: .unvisited)
        memo = .allocate(capacity: raw.count)
        memo.initialize(repeating: nil)
        resolvedTypes = raw.map { $0.declaredType(inMode: mode) }
    }

    /// A resolver for `SharedLiterals`: decodes literals only, in no particular mode.
    init(decodingLiteralsOf raw: [RawToken], modes: [String]) {
        self.raw = raw
        self.modes = modes
        mode = 0
        maximumNesting = 256
        index = [:]
        groups = [:]
        states = .allocate(capacity: 0)
        memo = .allocate(capacity: 0)
        resolvedTypes = []
        incremental = false
        keptSlot = []
        keptTokens = []
        shared = nil
        decodesLiteralsOnly = true
    }

    deinit {
        states.deallocate()
        _ = memo.deinitialize()
        memo.deallocate()
    }

    /// Moves token `offset`'s value out (leaving nil): each is read once, by `run`, from one thread.
    @inline(__always) func takeValue(_ offset: Int) -> ResolvedValue? { memo.takeValue(at: offset) }

    /// What an incremental resolve keeps from the previous build (see `TokenResolveCache`).
    struct Reuse {
        static let resolveAgain: Int32 = -2
        /// The previous build's tokens.
        var tokens: [Token]
        /// Per raw token (this build's order): the index of its previous token in `tokens`, -1
        /// when it kept no token (a failed or pass-through one), `resolveAgain` to resolve it
        /// (exactly the offsets in `resolve`).
        var slot: [Int32]
        /// The raw tokens to resolve again, ascending.
        var resolve: [Int]
        /// Per mode, the previous diagnostics and deviations of tokens not resolved again, their
        /// owners given as this build's raw indices.
        var kept: [Reports]
    }

    /// What one mode's resolver reported, each with the raw token it belongs to.
    struct Reports {
        var diagnostics: [Diagnostic] = []
        var owners: [Int32] = []
        var deviations: [Leniency.Deviation] = []
        var deviationOwners: [Int32] = []
    }

    struct Resolution {
        var system: DesignSystem
        var diagnostics: [Diagnostic]
        var deviations: [Leniency.Deviation]
        /// Per mode, every report with its owner (what the next incremental resolve keeps).
        var reports: [Reports]
        /// Per raw token: the index of its token in `system.tokens`, or -1.
        var slot: [Int32]
        /// The groups by path (the first of each path), for the next incremental resolve.
        var groupIndex: [TokenPath: RawGroup]
    }

    /// The groups by path; a path given twice keeps its first group.
    static func groupIndex(_ groups: [RawGroup]) -> [TokenPath: RawGroup] {
        var index: [TokenPath: RawGroup] = [:]
        index.reserveCapacity(groups.count)
        fillGroupIndex(&index, groups)
        return index
    }

    /// Adds the groups by path to `index`; a path given twice keeps its first group.
    static func fillGroupIndex(_ index: inout [TokenPath: RawGroup], _ groups: [RawGroup]) {
        for group in groups where index[group.path] == nil { index[group.path] = group }
    }

    /// Off only in tests that compare a resolve with `SharedLiterals` to one where every mode
    /// decodes its own literals.
    @TaskLocal static var sharesLiterals = true

    /// Up to this many tokens resolved again, an incremental resolve runs its modes on one thread.
    static let resolvedOnOneThread = 256

    /// Resolves every token in every mode and builds the model. Modes are independent, so
    /// each is resolved by its own resolver on its own core; diagnostics found in several modes
    /// (a missing alias target is missing in all of them) are reported once. `raw` is in path
    /// order, each path once (as `TokenSetParser` hands it over).
    ///
    /// With `reuse`, only `reuse.resolve` is resolved; every other token keeps its previous token
    /// and diagnostics (the caller guarantees nothing it reads changed). The model and the set of
    /// diagnostics are those a full resolve gives; diagnostics come in owner order per mode.
    // Whole: one resolve of every mode: the tables reserved on this thread, the shared literals and the per-mode resolvers are built and read by the same parallel jobs.
    static func run(
        raw: [RawToken], groups: [RawGroup], modes: [String], palettes: [CategoricalPalette], axes: ModeAxes? = nil,
        index knownIndex: [TokenPath: Int]? = nil, groupIndex knownGroupIndex: [TokenPath: RawGroup]? = nil, reuse: Reuse? = nil
    ) -> Resolution {
        // With several axes each token keeps a value per combination of the axes it depends on.
        let axes = axes.flatMap { $0.isMultiAxis && $0.modeNames == modes ? $0 : nil }
        // The tables by path; the groups' are given when they are those of the previous build
        // (thousands in a large set).
        final class Tables: @unchecked Sendable {
            var index: [TokenPath: Int] = [:]
            var groupIndex: [TokenPath: RawGroup] = [:]
        }
        // Their storage is reserved here, on this thread, and only filled by the jobs: made on
        // a worker thread, in its malloc arena, they would raise the build's peak.
        let tables = Tables()
        var work: [() -> Void] = []
        if let knownIndex {
            tables.index = knownIndex
        } else {
            tables.index.reserveCapacity(raw.count)
            work.append {
                var index = tables.index
                tables.index = [:]
                for (offset, token) in raw.enumerated() { index[token.path] = offset }
                tables.index = index
            }
        }
        if let knownGroupIndex {
            tables.groupIndex = knownGroupIndex
        } else {
            tables.groupIndex.reserveCapacity(groups.count)
            work.append {
                var groupIndex = tables.groupIndex
                tables.groupIndex = [:]
                Self.fillGroupIndex(&groupIndex, groups)
                tables.groupIndex = groupIndex
            }
        }
        // A full resolve of several modes decodes the literals they share once, on every core,
        // building the tables alongside.
        var shared: SharedLiterals?
        if reuse == nil && modes.count > 1 && sharesLiterals {
            shared = SharedLiterals.decode(raw: raw, modes: modes, alongside: work)
        } else {
            for job in work { job() }
        }
        let index = tables.index
        let groupIndex = tables.groupIndex
        func resolver(_ mode: Int) -> TokenResolver {
            let resolver = TokenResolver(
                raw: raw, index: index, groups: groupIndex, modes: modes, mode: mode, reuse: reuse, shared: shared)
            if let reuse {
                for token in reuse.resolve { resolver.ensureResolved(token, mode: mode) }
            } else {
                for token in raw.indices { resolver.ensureResolved(token, mode: mode) }
            }
            return resolver
        }
        // A few tokens resolved again (a resident build's edit: microseconds of work) are resolved
        // on this thread: handed to the other core, the rebuild would wait whenever that core's
        // thread is busy or descheduled, many times longer than the work on a loaded machine.
        let resolvers = reuse.map { $0.resolve.count <= Self.resolvedOnOneThread } ?? false
            ? modes.indices.map(resolver) : Parallel.map(modes.count, resolver)
        // The modes' values become tokens on every core: comparing each token's values across
        // modes (`Token.hasUniformValues`) would keep one core busy while the other waits.
        let types = resolvers.map(\.resolvedTypes)
        func token(_ offset: Int) -> Token? {
            let rawToken = raw[offset]
            // A literal every mode shares was left in `shared` by the resolvers: moved out once.
            let values = shared.map { $0.kinds[offset] != SharedLiterals.unshared } == true
                ? [ResolvedValue?](repeating: shared!.takeValue(offset), count: resolvers.count)
                : resolvers.map { $0.takeValue(offset) }
            let declared = types.lazy.compactMap { $0[offset] }.first
            guard rawToken.passThroughType == nil || rawToken.declaredType != nil,
                let type = declared ?? values.lazy.compactMap({ $0?.value.type }).first
            else { return nil }
            var token = Token(
                path: rawToken.path, type: type, description: rawToken.description,
                deprecation: rawToken.deprecation, displayName: rawToken.displayName,
                paletteEntry: rawToken.paletteEntry, extensions: rawToken.extensions.flatMap(ExtensionConversion.convertTokenExtensions),
                range: rawToken.range, values: axes.map { ModeValues(values, axes: $0) } ?? ModeValues(values),
                hasModeValues: !rawToken.modeValues.isEmpty || rawToken.absentModes != nil)
            if let absent = rawToken.absentModes {
                token.absentModes = modes.indices.filter { absent.contains(modes[$0]) }
            }
            return token
        }
        var tokens: [Token] = []
        var slot = [Int32](repeating: -1, count: raw.count)
        if let reuse {
            // Each kept token is copied from the previous build (a retain per field), on one
            // core: split across both, the retains of the strings tokens share (their file's
            // name) contended and took several times longer. Read through buffers: indexing
            // `reuse`'s arrays retained and released them for every token.
            tokens.reserveCapacity(raw.count)
            reuse.tokens.withUnsafeBufferPointer { kept in
                reuse.slot.withUnsafeBufferPointer { keptSlot in
                    for offset in raw.indices {
                        let previous = keptSlot[offset]
                        if previous == Reuse.resolveAgain {
                            // Resolved again (`resolve` holds exactly these offsets).
                            if let made = token(offset) {
                                slot[offset] = Int32(tokens.count)
                                tokens.append(made)
                            }
                        } else if previous >= 0 {
                            slot[offset] = Int32(tokens.count)
                            tokens.append(kept[Int(previous)])
                        }
                    }
                }
            }
        } else {
            // Built on every core straight into memory of their own, then moved (not copied:
            // a copy retains every field of every token) into the one array.
            struct Part: @unchecked Sendable {
                var base: UnsafeMutablePointer<Token>
                var offsets: [Int32]
            }
            let chunkSize = Swift.max(1, (raw.count + 3) / 4)
            let parts = Parallel.map((raw.count + chunkSize - 1) / chunkSize) { chunk in
                let range = (chunk * chunkSize)..<Swift.min(raw.count, (chunk + 1) * chunkSize)
                var part = Part(base: .allocate(capacity: range.count), offsets: [])
                part.offsets.reserveCapacity(range.count)
                for offset in range {
                    guard let made = token(offset) else { continue }
                    (part.base + part.offsets.count).initialize(to: made)
                    part.offsets.append(Int32(offset))
                }
                return part
            }
            tokens = [Token](unsafeUninitializedCapacity: parts.reduce(0) { $0 + $1.offsets.count }) { buffer, initialized in
                for part in parts {
                    (buffer.baseAddress! + initialized).moveInitialize(from: part.base, count: part.offsets.count)
                    part.base.deallocate()
                    for offset in part.offsets {
                        slot[Int(offset)] = Int32(initialized)
                        initialized += 1
                    }
                }
            }
        }
        // Each mode's reports with their owners; an incremental resolve adds the kept ones and
        // puts them in owner order (a full resolve keeps the order it found them in).
        var reports: [Reports] = resolvers.map { resolver in
            Reports(
                diagnostics: resolver.diagnostics, owners: resolver.owners, deviations: resolver.deviations,
                deviationOwners: resolver.deviationOwners)
        }
        if let reuse {
            for mode in reports.indices {
                reports[mode] = Self.merge(reuse.kept[mode], reports[mode])
            }
        }
        var seen = Set<Diagnostic>()
        var diagnostics: [Diagnostic] = []
        for report in reports {
            for diagnostic in report.diagnostics where seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
        let deviations = reports.flatMap(\.deviations)
        let passThrough = raw.filter(\.isPassThrough).map { token in
            PassThroughToken(
                path: token.path, typeName: token.passThroughType!, description: token.description, deprecation: token.deprecation,
                range: token.range, values: modes.map { token.node(for: $0).map(Self.passThroughText) })
        }
        // Every raw token became a token (the usual case): they are in path order already,
        // and `index` is their index.
        let reusesIndex = tokens.count == raw.count
        assert(!reusesIndex || tokens.indices.allSatisfy { index[tokens[$0].path] == $0 })
        var system =
            reusesIndex
            ? DesignSystem(modes: modes, sortedTokens: tokens, indexByPath: index, palettes: palettes)
            : DesignSystem(modes: modes, tokens: tokens, palettes: palettes)
        system.passThroughTokens = passThrough
        for offset in raw.indices where slot[offset] < 0 && !raw[offset].isPassThrough {
            system.unresolvedTokens[raw[offset].path] = raw[offset].range
        }
        return Resolution(
            system: system, diagnostics: diagnostics, deviations: deviations, reports: reports, slot: slot, groupIndex: groupIndex)
    }

    /// Kept and new reports of one mode, in owner order (stable: each owner's in the order found).
    private static func merge(_ kept: Reports, _ new: Reports) -> Reports {
        func ordered<T>(_ a: [T], _ aOwners: [Int32], _ b: [T], _ bOwners: [Int32]) -> ([T], [Int32]) {
            let all = zip(aOwners, a).map { ($0, 0, $1) } + zip(bOwners, b).map { ($0, 1, $1) }
            let sorted = all.enumerated().sorted { lhs, rhs in
                lhs.element.0 != rhs.element.0 ? lhs.element.0 < rhs.element.0 : lhs.offset < rhs.offset
            }
            return (sorted.map(\.element.2), sorted.map(\.element.0))
        }
        var merged = Reports()
        (merged.diagnostics, merged.owners) = ordered(kept.diagnostics, kept.owners, new.diagnostics, new.owners)
        (merged.deviations, merged.deviationOwners) = ordered(kept.deviations, kept.deviationOwners, new.deviations, new.deviationOwners)
        return merged
    }

    /// A pass-through token's value as written: the text of a scalar, JSON-like otherwise.
    static func passThroughText(_ node: YAMLNode) -> String {
        if let pairs = node.pairs { return "{" + pairs.map { "\($0.name): \(passThroughText($0.value))" }.joined(separator: ", ") + "}" }
        if let items = node.items { return "[" + items.map(passThroughText).joined(separator: ", ") + "]" }
        return node.scalar?.value ?? ""
    }

    // MARK: - Whole tokens

    /// The value of token `token` in mode `mode`, resolving (and memoizing) it on first use.
    func resolve(_ token: Int, mode: Int) -> ResolvedValue? {
        ensureResolved(token, mode: mode)
        guard states[token] == .done else { return nil }
        if let shared, shared.kinds[token] != SharedLiterals.unshared { return shared.values[token] }
        return memo[token]
    }

    /// Resolves token `token` in mode `mode` unless done (`resolve` without copying the value out).
    // Whole: follows a whole-value alias chain iteratively; the chain, the states and the resolver's stack are shared by every step of the walk.
    func ensureResolved(_ token: Int, mode: Int) {
        precondition(mode == self.mode, "a resolver resolves one mode")
        let outerSubject = subject
        subject = token
        defer { subject = outerSubject }
        adopt(token)
        if states[token] == .unvisited, isPassThrough(token) {
            // Kept as written; aliases to it are reported where they are written.
            states[token] = .failed
            return
        }
        switch states[token] {
        case .done: return
        case .failed: return
        case .inProgress:
            reportCycle(closingAt: token, mode: mode, range: raw[token].range)
            return
        case .unvisited: break
        }
        // Follow the whole-value alias chain iteratively.
        var chain: [(token: Int, reference: SourceRange, target: Int)] = []
        var current = token
        var terminal: ResolvedValue?
        // What this call pushes is `stack[pushedFrom...]` when it ends (nested calls pop what
        // they push): no array of its own, which cost an allocation per token and mode.
        let pushedFrom = stack.count
        states[token] = .inProgress
        stack.append(token)
        walk: while true {
            subject = current
            if let shared, shared.kinds[current] != SharedLiterals.unshared {
                // Decoded once for every mode: what decoding it reported is reported again here.
                if shared.kinds[current] == SharedLiterals.reported, let found = shared.reports[current] {
                    diagnostics.append(contentsOf: found.diagnostics)
                    deviations.append(contentsOf: found.deviations)
                }
                // Read from `shared` where needed (`resolve`, the `.done` case below, `run`), not
                // copied into `memo`: each copy would retain every part of the value, from both
                // modes' threads at once on the same objects, which in a large set are cold.
                if case .none = (shared.values.baseAddress! + current).pointee { states[current] = .failed } else { states[current] = .done }
                // An alias chain ending here carries the value back to its tokens.
                if !chain.isEmpty { terminal = shared.values[current] }
                break walk
            }
            guard let node = raw[current].node(for: modes[mode]) else {
                // Absent from this context (resolver files): allowed; aliases to it are reported
                // where they are written.
                if raw[current].absentModes?.contains(modes[mode]) != true {
                    reportMissingMode(current, mode: mode)
                }
                break walk
            }
            guard let reference = AliasSyntax.reference(in: node) else {
                terminal = decodeLiteral(of: current, node: node, mode: mode)
                // `if case`, not `== nil`: comparing an optional of an Equatable struct with nil
                // calls Optional's `==`, which copies the value (a retain per field) to compare.
                if case .some = terminal { states[current] = .done } else { states[current] = .failed }
                memo[current] = terminal
                break walk
            }
            guard let target = lookup(reference, from: current, at: node.range) else { break walk }
            noteDeprecatedUse(of: target, by: current, at: node.range)
            if !reference.member.isEmpty {
                // A pointer into part of another token's value: decode that part as this token's.
                terminal = decodeMember(reference, of: target, for: current, mode: mode, at: node.range)
                terminal?.references = [raw[target].path]
                if case .some = terminal { states[current] = .done } else { states[current] = .failed }
                memo[current] = terminal
                break walk
            }
            if isPassThrough(target) {
                reportPassThroughAlias(to: target, from: current, at: node.range)
                break walk
            }
            if raw[target].absentModes?.contains(modes[mode]) == true {
                reportAbsent(target, referencedBy: current, at: node.range, mode: mode)
                break walk
            }
            chain.append((current, node.range, target))
            adopt(target)
            switch states[target] {
            case .done:
                if let shared, shared.kinds[target] != SharedLiterals.unshared {
                    terminal = shared.values[target]
                } else {
                    terminal = memo[target]
                }
                break walk
            case .failed:
                break walk
            case .inProgress:
                reportCycle(closingAt: target, mode: mode, range: node.range)
                break walk
            case .unvisited:
                states[target] = .inProgress
                stack.append(target)
                current = target
            }
        }
        // Unwind: the terminal value flows back to every token of the chain.
        var value = terminal
        for (alias, reference, target) in chain.reversed() {
            subject = alias
            // Moved out (not copied: a copy retains every field, and the changes below would then
            // copy its arrays); `value` is set again below.
            if var resolved = value.take() {
                let targetPath = raw[target].path
                let declared = raw[alias].declaredType(inMode: mode)
                if let declared, !compatible(declared, resolved.value.type) {
                    diagnostics.append(
                        .error(
                            .aliasTypeMismatch,
                            "\"\(raw[alias].path)\" is declared as \(declared.rawValue) but its alias \"{\(targetPath)}\" resolves to a \(resolved.value.type.rawValue)",
                            at: reference))
                    value = nil
                    states[alias] = .failed
                    memo[alias] = nil
                    continue
                }
                // Only a number read as an opacity (or back) changes.
                if let declared, declared != resolved.value.type { resolved.value = coerce(resolved.value, to: declared) }
                resolved.alias = .init(path: targetPath, range: reference)
                resolved.aliasDepth += 1
                resolved.references = [targetPath]
                resolved.derivation = []
                if resolvedTypes[alias] == nil { resolvedTypes[alias] = resolved.value.type }
                memo[alias] = resolved
                value = resolved
                states[alias] = .done
            } else {
                states[alias] = .failed
            }
        }
        // Whatever this call started and did not finish has failed (the cause is reported).
        for position in pushedFrom..<stack.count where states[stack[position]] == .inProgress {
            states[stack[position]] = .failed
        }
        stack.removeLast(stack.count - pushedFrom)
    }

    /// Resolves a reference found inside a value (a composite part, a derivation argument).
    func resolveInner(_ reference: AliasSyntax.Reference, from token: Int, mode: Int, at range: SourceRange)
        -> (value: TokenValue, path: TokenPath, authoredColor: AuthoredColor?)?
    {
        readOtherToken = true
        if decodesLiteralsOnly { return nil }
        subject = token
        guard let target = lookup(reference, from: token, at: range) else { return nil }
        noteDeprecatedUse(of: target, by: token, at: range)
        if !reference.member.isEmpty {
            guard let part = decodeMember(reference, of: target, for: token, mode: mode, at: range) else { return nil }
            return (part.value, raw[target].path, part.authoredColor)
        }
        if states[target] == .inProgress {
            reportCycle(closingAt: target, mode: mode, range: range)
            return nil
        }
        if isPassThrough(target) {
            reportPassThroughAlias(to: target, from: token, at: range)
            return nil
        }
        if raw[target].absentModes?.contains(modes[mode]) == true {
            reportAbsent(target, referencedBy: token, at: range, mode: mode)
            return nil
        }
        nesting += 1
        defer { nesting -= 1 }
        if nesting > maximumNesting {
            diagnostics.append(
                .error(.aliasTooDeep, "references nest more than \(maximumNesting) levels deep through composite values; Kiln stops here", at: range))
            return nil
        }
        guard let resolved = resolve(target, mode: mode) else { return nil }
        return (resolved.value, raw[target].path, resolved.authoredColor)
    }

    private func decodeMember(_ reference: AliasSyntax.Reference, of target: Int, for token: Int, mode: Int, at range: SourceRange) -> ResolvedValue? {
        var node = raw[target].node(for: modes[mode])
        for key in reference.member {
            guard let current = node else { break }
            if let items = current.items, let position = Int(key), items.indices.contains(position) {
                node = items[position]
            } else {
                node = current[key]
            }
        }
        guard let part = node else {
            diagnostics.append(
                .error(
                    .aliasPointer, "`$ref` pointer \"#/\(reference.path.segments.joined(separator: "/"))/$value/\(reference.member.joined(separator: "/"))\" points past the end of the value of \"\(raw[target].path)\"",
                    at: range))
            return nil
        }
        nesting += 1
        defer { nesting -= 1 }
        if nesting > maximumNesting { return nil }
        return decodeLiteral(of: token, node: part, mode: mode)
    }

    // MARK: - Lookup and reporting

    func lookup(_ reference: AliasSyntax.Reference, from token: Int, at range: SourceRange) -> Int? {
        if let target = index[reference.path] { return target }
        if let root = index[reference.path.appending("$root")] { return root }
        if groups[reference.path] != nil {
            let children = raw.lazy.filter { $0.path.parent == reference.path }.prefix(3).map { "\"{\($0.path)}\"" }
            diagnostics.append(
                .error(
                    .aliasGroup, "\"{\(reference.path)}\" refers to a group, not a token", at: range,
                    hint: children.isEmpty ? nil : "refer to one of its tokens, e.g. " + children.joined(separator: ", ")))
            return nil
        }
        let candidates = raw.lazy.map(\.path.string)
        let suggestion = Suggestion.closest(to: reference.path.string, among: candidates)
        diagnostics.append(
            .error(
                .aliasMissing, "\"{\(reference.path)}\" names no token", at: range,
                hint: suggestion.map { "did you mean `\($0)`?" }))
        return nil
    }

    static let cycleNamesShown = 20

    private func reportCycle(closingAt target: Int, mode: Int, range: SourceRange) {
        guard let start = stack.lastIndex(of: target) else { return }
        let members = Array(stack[start...])
        let key = members.sorted()
        guard reportedCycles.insert(key).inserted else { return }
        // The message names at most `cycleNamesShown` links (the notes locate every one), so a
        // 10,000-token cycle is one readable line, not 170 kB.
        let links = members + [target]
        let shown = links.count > Self.cycleNamesShown + 1 ? Array(links.prefix(Self.cycleNamesShown - 1)) + [links[links.count - 2], target] : links
        var names = shown.map { "\"\(raw[$0].path)\"" }
        if shown.count < links.count { names.insert("… \(links.count - shown.count) more", at: names.count - 2) }
        let chain = names.joined(separator: " → ")
        var notes: [Diagnostic.Note] = []
        for (offset, member) in members.enumerated() {
            let next = offset + 1 < members.count ? members[offset + 1] : target
            let where_ = raw[member].node(for: modes[mode])?.range ?? raw[member].range
            notes.append(.init("\"\(raw[member].path)\" refers to \"\(raw[next].path)\"", at: where_))
        }
        diagnostics.append(
            .error(.aliasCycle, "alias cycle: \(chain)", at: range, notes: members.count > 1 ? notes : [],
                   hint: members.count == 1 ? "a token cannot refer to itself" : nil))
        for member in members { states[member] = .failed }
    }

    /// In an incremental resolve, takes the previous build's value of a token that is not
    /// resolved again (its definition and everything it reads are unchanged).
    @inline(__always) private func adopt(_ token: Int) {
        guard incremental, states[token] == .unvisited else { return }
        let slot = keptSlot[token]
        guard slot != Reuse.resolveAgain else { return }
        if slot >= 0, let value = keptTokens[Int(slot)].values[mode] {
            memo[token] = value
            states[token] = .done
        } else {
            // No value in this mode (it failed, or the token never became one): the cause is
            // among the diagnostics kept from the previous build.
            states[token] = .failed
        }
    }

    @inline(__always) private func isPassThrough(_ token: Int) -> Bool {
        if let shared { return shared.passThrough[token] }
        return raw[token].isPassThrough
    }

    private func reportPassThroughAlias(to target: Int, from token: Int, at range: SourceRange) {
        guard !isPassThrough(token) else { return }
        diagnostics.append(
            .error(
                .aliasPassThrough,
                "\"\(raw[token].path)\" refers to \"\(raw[target].path)\", whose `$type` \"\(raw[target].passThroughType ?? "")\" Kiln keeps as written without reading its value",
                at: range, notes: [.init("\"\(raw[target].path)\" is defined here", at: raw[target].range)],
                hint: "give \"\(raw[target].path)\" a DTCG `$type` (\(TokenType.allNames))"))
    }

    private func reportAbsent(_ target: Int, referencedBy token: Int, at range: SourceRange, mode: Int) {
        diagnostics.append(
            .error(
                .aliasAbsentInContext,
                "\"\(raw[token].path)\" refers to \"\(raw[target].path)\", which no source of context \"\(modes[mode])\" defines",
                at: range, notes: [.init("\"\(raw[target].path)\" is defined here, for other contexts", at: raw[target].range)]))
    }

    /// Notes a deviation. `error` is consumed: it moves into the deviation instead of being copied.
    func deviate(_ kind: Leniency.Kind, _ error: consuming Diagnostic, detail: String? = nil) {
        deviations.append(Leniency.Deviation(kind: kind, error: error, detail: detail))
    }

    private func reportMissingMode(_ token: Int, mode: Int) {
        guard reportedMissingModes.insert(token).inserted else { return }
        let defined = raw[token].modeValues.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        diagnostics.append(
            .error(
                .modeMissing,
                "\"\(raw[token].path)\" has no value for mode \"\(modes[mode])\" and no `$value` to fall back on (it defines \(defined.isEmpty ? "no modes" : defined))",
                at: raw[token].range, hint: "add `$value` or `$extensions.mode.\(modes[mode])`"))
    }

    private func noteDeprecatedUse(of target: Int, by token: Int, at range: SourceRange) {
        guard let deprecation = raw[target].deprecation, raw[token].deprecation == nil,
            reportedDeprecatedUses.insert([token, target]).inserted
        else { return }
        let reason = deprecation.reason.map { ": \($0)" } ?? ""
        diagnostics.append(
            .warning(
                .aliasDeprecated, "\"\(raw[token].path)\" refers to deprecated token \"\(raw[target].path)\"\(reason)", at: range,
                notes: [.init("deprecated here", at: raw[target].range)]))
    }

    /// Types that may stand for each other through an alias (an opacity is a number).
    private func compatible(_ declared: TokenType, _ actual: TokenType) -> Bool {
        declared == actual || (declared == .opacity && actual == .number) || (declared == .number && actual == .opacity)
    }

    private func coerce(_ value: TokenValue, to type: TokenType?) -> TokenValue {
        switch (value, type) {
        case (.number(let number), .opacity): .opacity(number)
        case (.opacity(let number), .number): .number(number)
        default: value
        }
    }

    func type(of token: Int) -> TokenType? { resolvedTypes[token] }
    func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
}

extension UnsafeMutableBufferPointer where Element == ResolvedValue? {
    /// Moves the value at `offset` out, leaving nil: for tables whose values are each read once.
    @inline(__always) func takeValue(at offset: Int) -> ResolvedValue? {
        let slot = baseAddress! + offset
        let value = slot.move()
        slot.initialize(to: nil)
        return value
    }
}
