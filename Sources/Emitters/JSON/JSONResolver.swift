import DesignModel
import Diagnostics

/// The theming axes as a DTCG 2025.10 resolver (`json/design.resolver.json`), written when a
/// design system has more than one axis (one axis is already one file per mode, and its outputs
/// stay as they were).
///
/// Layout: a set `base` (`resolver/base.json`: every token's value in the default combination),
/// then one modifier per axis in axis order, its default context empty and every other context
/// one file (`resolver/scheme.dark.json`) holding only the tokens whose value differs when that
/// axis alone takes that value. Later modifiers override earlier ones, as the format says.
///
/// A value that depends on two axes (dark + high is neither dark's nor high's value) has no place
/// of its own in the format: a modifier's context cannot be a combination. Such a value is kept
/// exact when it is an alias in the model (`surface.muted` → `{surface.text}` under high
/// contrast): the context then holds the alias, which a resolver follows in each combination.
/// Every combination of every token is checked by replaying the layering here; a token the
/// layering still cannot give (a literal that differs only in a combination) is reported as a
/// warning, and `design.tokens.json` keeps its exact values.
enum JSONResolver {
    /// One entry of a source file: the token's value in `mode`, as a literal or as its alias.
    private struct Entry {
        var mode: Int
        var alias: TokenPath?
    }

    // Whole: one derivation: the layering, the alias fix-up and the documents it writes all read the same per-token tables and closures.
    static func files(_ system: DesignSystem, folder: String, stem: String) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let axes = system.axes
        guard axes.isMultiAxis else { return ([], []) }
        let tokens = system.tokens
        let modeCount = axes.modeCount
        // Per token: its context entries, keyed by (axis, value index) flattened, and the base.
        let contextKeys: [(axis: Int, value: Int)] = axes.axes.indices.flatMap { axis in
            (1..<axes.axes[axis].values.count).map { (axis, $0) }
        }
        let contextMode = contextKeys.map { axes.mode(0, setting: $0.axis, to: $0.value) }
        func value(_ token: Int, _ mode: Int) -> TokenValue? {
            let values = tokens[token].values
            return mode < values.count ? values[mode]?.value : nil
        }
        // Which layer decides each mode, per token: the last axis whose context holds the token.
        let inContext: [[Bool]] = tokens.indices.map { token in
            contextMode.map { value(token, $0) != value(token, 0) }
        }
        func decidingMode(_ token: Int, _ mode: Int) -> Int {
            let combination = axes.combination(of: mode)
            for (key, context) in contextKeys.enumerated().reversed()
            where combination[context.axis] == context.value && inContext[token][key] {
                return contextMode[key]
            }
            return 0
        }
        // First every entry as a literal; a token the layering gets wrong tries its aliases.
        var useAlias = [Bool](repeating: false, count: tokens.count)
        var wrong = Set<Int>()
        for token in tokens.indices {
            for mode in 0..<modeCount where value(token, decidingMode(token, mode)) != value(token, mode) {
                wrong.insert(token)
                break
            }
        }
        var indexByPath: [TokenPath: Int] = [:]
        for token in tokens.indices { indexByPath[tokens[token].path] = token }
        func aliasTarget(_ token: Int, _ mode: Int) -> Int? {
            let values = tokens[token].values
            guard mode < values.count, let link = values[mode]?.alias else { return nil }
            return indexByPath[link.path]
        }
        for token in wrong.sorted() {
            var fixed = true
            for mode in 0..<modeCount {
                let source = decidingMode(token, mode)
                let target = aliasTarget(token, source)
                let given = target.map { value($0, mode) } ?? value(token, source)
                if given != value(token, mode) {
                    fixed = false
                    break
                }
            }
            if fixed { useAlias[token] = true }
        }
        // An alias is right only if its target is: repeat until nothing changes.
        var changed = true
        while changed {
            changed = false
            for token in tokens.indices where useAlias[token] {
                var targets: [Int] = []
                for mode in 0..<modeCount {
                    if let target = aliasTarget(token, decidingMode(token, mode)) { targets.append(target) }
                }
                if targets.contains(where: { wrong.contains($0) && !useAlias[$0] }) {
                    useAlias[token] = false
                    changed = true
                }
            }
        }
        wrong = wrong.filter { !useAlias[$0] }

        func entry(_ token: Int, _ mode: Int) -> Entry {
            guard useAlias[token], let target = aliasTarget(token, mode) else { return Entry(mode: mode, alias: nil) }
            return Entry(mode: mode, alias: tokens[target].path)
        }
        let palettes = Set(system.palettes.map(\.path))
        let order = JSONTree.authoredOrder(tokens)
        var files: [OutputFile] = []
        let base = document(tokens, order: order, palettes: palettes) { token in
            value(token, 0) == nil ? nil : entry(token, 0)
        }
        files.append(OutputFile(path: folder + "resolver/base.json", contents: base))
        var contextFiles: [[String]] = axes.axes.map { _ in [] }
        for (key, context) in contextKeys.enumerated() {
            let axis = axes.axes[context.axis]
            let name = fileName(axis.name) + "." + fileName(axis.values[context.value]) + ".json"
            let bytes = document(tokens, order: order, palettes: palettes) { token in
                inContext[token][key] && value(token, contextMode[key]) != nil ? entry(token, contextMode[key]) : nil
            }
            files.append(OutputFile(path: folder + "resolver/" + name, contents: bytes))
            contextFiles[context.axis].append(name)
        }
        // The resolver document itself.
        var out = JSONOut(pretty: true)
        out.beginObject()
        out.key("name")
        out.string(stem)
        out.key("version")
        out.string("2025.10")
        out.key("sets")
        out.beginObject()
        out.key("base")
        out.beginObject()
        out.key("sources")
        out.array(["resolver/base.json"]) { $0.reference($1) }
        out.endObject()
        out.endObject()
        out.key("modifiers")
        out.beginObject()
        for (index, axis) in axes.axes.enumerated() {
            out.key(axis.name)
            out.beginObject()
            out.key("contexts")
            out.beginObject()
            for (position, contextValue) in axis.values.enumerated() {
                out.key(contextValue)
                out.array(position == 0 ? [] : ["resolver/" + contextFiles[index][position - 1]]) { $0.reference($1) }
            }
            out.endObject()
            out.key("default")
            out.string(axis.values[0])
            out.endObject()
        }
        out.endObject()
        out.key("resolutionOrder")
        out.array(["#/sets/base"] + axes.axes.map { "#/modifiers/" + $0.name }) { $0.reference($1) }
        out.endObject()
        out.text.append(byte: 0x0A)
        files.insert(OutputFile(path: folder + stem + ".resolver.json", contents: out.text.takeBytes()), at: 0)

        var diagnostics: [Diagnostic] = []
        if let first = wrong.min() {
            let names = wrong.sorted().prefix(5).map { tokens[$0].path.string }.joined(separator: ", ")
            diagnostics.append(
                .warning(
                    .outputResolverCombination,
                    "\(wrong.count) token\(wrong.count == 1 ? "" : "s") (\(names)\(wrong.count > 5 ? ", …" : "")) take a value in a combination of axes that neither axis gives alone; \(stem).resolver.json cannot say it and resolves \(wrong.count == 1 ? "it" : "them") to the last axis's value there",
                    at: tokens[first].range,
                    hint: "write that value as an alias to a token that varies with the other axis, or read \(stem).tokens.json, which keeps every combination"))
        }
        return (files, diagnostics)
    }

    /// A file name from an axis or value name: path separators become `-`.
    private static func fileName(_ name: String) -> String {
        String(name.map { $0 == "/" || $0 == "\\" ? "-" : $0 })
    }

    /// A nested DTCG document of the tokens `entry` gives an entry for, groups in authored order.
    private static func document(
        _ tokens: [Token], order: [(segments: [String], token: Int)], palettes: Set<TokenPath>, entry: (Int) -> Entry?
    ) -> [UInt8] {
        let paletteSegments = Set(palettes.map(\.fastSegments))
        var out = JSONOut(pretty: true)
        out.beginObject()
        var walk = GroupWalk(paletteSegments: paletteSegments)
        for item in order {
            guard let chosen = entry(item.token) else { continue }
            let segments = item.segments
            walk.move(to: segments, close: { out.endObject() }, enter: { group, isPalette in out.beginGroup(group, palette: isPalette) })
            out.key(segments[segments.count - 1])
            let token = tokens[item.token]
            if let alias = chosen.alias {
                out.beginObject()
                out.key("$type")
                out.string(JSONOut.dtcgType(token.type))
                out.key("$value")
                out.string("{" + alias.string + "}")
                if JSONOut.dtcgType(token.type) != token.type.rawValue {
                    out.key("$extensions")
                    out.beginObject()
                    out.key("dev.kiln")
                    out.beginObject()
                    out.key("type")
                    out.string(token.type.rawValue)
                    out.endObject()
                    out.endObject()
                }
                out.endObject()
            } else {
                JSONTree.tokenObject(token, mode: chosen.mode, modes: [], into: &out)
            }
        }
        while out.depth > 0 { out.endObject() }
        out.text.append(byte: 0x0A)
        return out.text.takeBytes()
    }
}

extension JSONOut {
    /// `{"$ref": "…"}`, one line.
    fileprivate mutating func reference(_ target: String) {
        text += "{ \"$ref\": "
        string(target)
        text += " }"
    }
}
