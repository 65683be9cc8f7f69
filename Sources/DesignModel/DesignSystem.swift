import Diagnostics

/// The one immutable model every later stage reads: resolved tokens (and, as the spec stage
/// lands, screens and components), with a source range on every node.
public struct DesignSystem: Sendable {
    /// Mode names in declaration order; the first is the default (`light` unless configured).
    public var modes: [String]
    /// The theming axes whose value combinations are `modes` (one axis named `mode` unless a
    /// resolver with several modifiers or a `modes:` mapping in kiln.yaml declares more).
    public var axes: ModeAxes
    /// Tokens sorted by path.
    public private(set) var tokens: [Token]
    private var indexByPath: [TokenPath: Int]
    /// Categorical palettes (groups marked `$extensions.kiln.palette: categorical`).
    public var palettes: [CategoricalPalette]
    /// Tokens of a `$type` DTCG does not define, kept as written (sorted by path); outputs skip them.
    public var passThroughTokens: [PassThroughToken] = []
    /// Tokens whose value resolved in no mode (the errors say why), with where they are
    /// defined: a build that keeps going past errors lists them as left out.
    public var unresolvedTokens: [TokenPath: SourceRange] = [:]

    public init(modes: [String], tokens: [Token], palettes: [CategoricalPalette] = [], axes: ModeAxes? = nil) {
        // Parsers hand tokens over sorted; sorting again would move every (large) token.
        // (By index: iterating the tokens themselves would copy each one.)
        let isSorted = tokens.indices.dropFirst().allSatisfy { tokens[$0 - 1].path < tokens[$0].path }
        let sorted = isSorted ? tokens : tokens.sorted { $0.path < $1.path }
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(sorted.count)
        for offset in sorted.indices { index[sorted[offset].path] = offset }
        self.init(modes: modes, sortedTokens: sorted, indexByPath: index, palettes: palettes, axes: axes)
    }

    /// Tokens already in path order, with the index by path that put them there (the resolver
    /// has both): neither is checked nor built again.
    public init(
        modes: [String], sortedTokens: [Token], indexByPath: [TokenPath: Int], palettes: [CategoricalPalette] = [], axes: ModeAxes? = nil
    ) {
        self.modes = modes
        self.axes = axes.flatMap { $0.modeNames == modes ? $0 : nil } ?? .single(modes)
        self.tokens = sortedTokens
        self.indexByPath = indexByPath
        self.palettes = palettes
    }

    public subscript(path: TokenPath) -> Token? {
        indexByPath[path].map { tokens[$0] }
    }

    public func modeIndex(_ mode: String) -> Int? { modes.firstIndex(of: mode) }

    /// The value of `path` in `mode`, if both exist and it resolved.
    public func value(_ path: TokenPath, mode: String) -> TokenValue? {
        guard let token = self[path], let index = modeIndex(mode) else { return nil }
        return token.values[index]?.value
    }

    /// The whole-value alias hops from `path` to the token holding the literal, in `mode`.
    ///
    /// `limit` stops after that many hops: a page that shows a chain for every token must not
    /// walk (or print) all of it, or a 10,000-step chain costs 10,000 × 10,000. The token's
    /// `aliasDepth` says how many hops there are in all.
    public func aliasChain(of path: TokenPath, mode: Int, limit: Int = .max) -> [ResolvedValue.Link] {
        var chain: [ResolvedValue.Link] = []
        var current = self[path]?.values[mode]
        while let link = current?.alias, chain.count <= tokens.count, chain.count < limit {
            chain.append(link)
            current = self[link.path]?.values[mode]
        }
        return chain
    }

    /// Tokens whose value (in any mode) refers to `path` directly.
    public func referrers(of path: TokenPath) -> [TokenPath] {
        tokens.filter { token in token.values.contains { $0?.references.contains(path) == true } }.map(\.path)
    }
}

/// A set of colors meant to be told apart (categories, emotions), checked for distinguishability.
public struct CategoricalPalette: Sendable, Hashable {
    public var path: TokenPath
    public var members: [TokenPath]
    public var range: SourceRange

    public init(path: TokenPath, members: [TokenPath], range: SourceRange) {
        self.path = path
        self.members = members
        self.range = range
    }
}

extension DesignSystem {
    /// Tokens an error left without a value in some mode that defines them (absent modes are
    /// absent by design).
    public var incompleteTokens: [TokenPath] {
        tokens.compactMap { token in
            token.values.indices.contains { token.values[$0] == nil && !token.absentModes.contains($0) } ? token.path : nil
        }
    }

    /// This design system without the tokens at `paths` and without every token whose value
    /// refers to one of them, directly or through others (an output would name a token it does
    /// not hold): what a build that keeps going past errors writes. Also returns every path left
    /// out, in path order.
    public func leavingOut(_ paths: Set<TokenPath>) -> (system: DesignSystem, leftOut: [TokenPath]) {
        guard !paths.isEmpty else { return (self, []) }
        var referrers: [TokenPath: [TokenPath]] = [:]
        for token in tokens {
            for value in token.values {
                guard let value else { continue }
                for reference in value.references { referrers[reference, default: []].append(token.path) }
                if let alias = value.alias { referrers[alias.path, default: []].append(token.path) }
            }
        }
        var leftOut = Set<TokenPath>()
        var pending = Array(paths)
        while let path = pending.popLast() {
            guard leftOut.insert(path).inserted else { continue }
            pending.append(contentsOf: referrers[path] ?? [])
        }
        let kept = tokens.filter { !leftOut.contains($0.path) }
        let keptPalettes = palettes.map { palette in
            CategoricalPalette(path: palette.path, members: palette.members.filter { !leftOut.contains($0) }, range: palette.range)
        }
        var system = DesignSystem(modes: modes, tokens: kept, palettes: keptPalettes, axes: axes)
        system.passThroughTokens = passThroughTokens
        return (system, leftOut.filter { self[$0] != nil || unresolvedTokens[$0] != nil }.sorted())
    }
}
