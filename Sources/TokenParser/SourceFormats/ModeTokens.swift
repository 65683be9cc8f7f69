import DesignModel
import Diagnostics
import YAMLSource

/// Tokens that a reader of another tool's export defines mode by mode — a Tokens Studio theme
/// combination, a combination of Figma collection modes — gathered into the raw tokens the
/// resolver reads: one per path, its value per mode, absent where a mode does not define it.
struct ModeTokens {
    /// One token's definition in one mode.
    struct Definition {
        /// The Kiln type, or nil with `passThroughType` for a value kept as written.
        var type: TokenType?
        var passThroughType: String?
        var node: YAMLNode
        /// Where the token's key is written.
        var range: SourceRange
        var description: String?
        var extensions: YAMLNode?
    }

    let modes: [String]
    private var order: [TokenPath] = []
    private var byPath: [TokenPath: [Definition?]] = [:]

    init(modes: [String]) {
        self.modes = modes
    }

    var isEmpty: Bool { order.isEmpty }

    mutating func define(_ path: TokenPath, mode: Int, _ definition: Definition) {
        if byPath[path] == nil {
            byPath[path] = [Definition?](repeating: nil, count: modes.count)
            order.append(path)
        }
        byPath[path]![mode] = definition
    }

    func definitions(of path: TokenPath) -> [Definition?]? { byPath[path] }

    /// The raw tokens, in the order first defined. A token kept as written in any mode is kept
    /// as written in all (a value is read one way in every mode). Its value per mode is stored
    /// once when modes share it.
    func rawTokens() -> [RawToken] {
        var tokens: [RawToken] = []
        tokens.reserveCapacity(order.count)
        for path in order {
            let perMode = byPath[path]!
            guard let first = perMode.first(where: { $0 != nil }) ?? nil else { continue }
            let passThrough = perMode.lazy.compactMap { $0 }.first { $0.type == nil }
            let value = perMode[0]?.node
            let token = RawToken(
                path: path, declaredType: passThrough == nil ? first.type : nil, value: value, modeValues: [:],
                description: first.description, deprecation: nil, displayName: nil, paletteEntry: nil, extensions: first.extensions,
                range: first.range)
            if let passThrough { token.passThroughType = passThrough.passThroughType ?? "string" }
            let types = perMode.map { $0?.type }
            if passThrough == nil, perMode.contains(where: { $0 != nil && $0!.type != first.type }) { token.modeTypes = types }
            for (mode, definition) in perMode.enumerated() {
                guard let definition else { continue }
                if value == nil || definition.node != value { token.modeValues[modes[mode]] = definition.node }
            }
            if perMode.contains(where: { $0 == nil }) {
                token.absentModes = Set(perMode.indices.filter { perMode[$0] == nil }.map { modes[$0] })
            }
            tokens.append(token)
        }
        return tokens
    }

    /// Every group the token paths imply, for messages about references to a group.
    func groups() -> [RawGroup] {
        var seen = Set<TokenPath>()
        var groups: [RawGroup] = []
        for path in order {
            var parent = path.parent
            while let group = parent, !group.string.isEmpty, seen.insert(group).inserted {
                groups.append(RawGroup(path: group, range: byPath[path]!.lazy.compactMap { $0 }.first?.range ?? .none, isCategoricalPalette: false))
                parent = group.parent
            }
        }
        return groups.sorted { $0.path < $1.path }
    }
}
