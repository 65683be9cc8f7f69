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
/// A literal given for a combination (`dark+high: "#F6F8FA"`) gets the same treatment through a
/// token written for the purpose: the high context says `{kiln-combinations.color.hint.contrast-high}`,
/// a token whose value is high's in light and dark+high's under the dark context — the value the
/// token takes with that context's axis fixed (`Layering`). Every combination of every token is
/// checked by replaying the layering here; a token it still cannot give is reported as a warning,
/// and `design.tokens.json` keeps every combination's exact value.
enum JSONResolver {
    /// One entry of a source file: `token`'s value in `mode`, or an alias standing for it.
    fileprivate struct Entry {
        var token: Int
        var mode: Int
        var alias: String?
    }

    /// The group holding the tokens written only so that a context can alias a combination's value.
    static let combinationGroup = "kiln-combinations"

    static func files(_ system: DesignSystem, folder: String, stem: String) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let axes = system.axes
        guard axes.isMultiAxis else { return ([], []) }
        var layering = Layering(system)
        layering.layOut()
        let tokens = system.tokens
        let palettes = Set(system.palettes.map(\.path))
        // Tokens in authored order, then the combination tokens (grouped, in the order made).
        var order = JSONTree.authoredOrder(tokens).map { (segments: $0.segments, row: $0.token) }
        for (offset, helper) in layering.helpers.enumerated() { order.append((helper.segments, tokens.count + offset)) }
        var files: [OutputFile] = []
        let base = document(tokens, order: order, palettes: palettes) { layering.rows[$0].base }
        files.append(OutputFile(path: folder + "resolver/base.json", contents: base))
        var contextFiles: [[String]] = axes.axes.map { _ in [] }
        for (key, context) in layering.contextKeys.enumerated() {
            let axis = axes.axes[context.axis]
            let name = fileName(axis.name) + "." + fileName(axis.values[context.value]) + ".json"
            let bytes = document(tokens, order: order, palettes: palettes) { layering.rows[$0].contexts[key] }
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
        let wrong = layering.wrongTokens()
        if let first = wrong.first {
            let names = wrong.prefix(5).map { tokens[$0].path.string }.joined(separator: ", ")
            diagnostics.append(
                .warning(
                    .outputResolverCombination,
                    "\(wrong.count) token\(wrong.count == 1 ? "" : "s") (\(names)\(wrong.count > 5 ? ", …" : "")) take a value in a combination of axes that \(stem).resolver.json cannot say; it resolves \(wrong.count == 1 ? "it" : "them") to another combination's value there",
                    at: tokens[first].range,
                    hint: "read \(stem).tokens.json, which keeps every combination"))
        }
        return (files, diagnostics)
    }

    /// What each source file holds for each token: the base set's entry and one per context.
    /// A row is a token, or a combination token (`Helper`) standing for a token's values with
    /// some axes fixed.
    fileprivate struct Layering {
        struct Row {
            var base: Entry?
            var contexts: [Entry?]
        }

        /// A combination token: where it is written (its row follows the tokens' rows).
        struct Helper {
            var segments: [String]
            var path: String
        }

        let system: DesignSystem
        let axes: ModeAxes
        /// Every axis value but the default, in resolution order: the contexts that have a file.
        let contextKeys: [(axis: Int, value: Int)]
        let contextMode: [Int]
        var rows: [Row] = []
        var helpers: [Helper] = []
        var indexByPath: [TokenPath: Int] = [:]
        /// Paths of the tokens themselves: a combination token's path must not be one.
        var takenPaths = Set<String>()

        init(_ system: DesignSystem) {
            self.system = system
            axes = system.axes
            let axes = system.axes
            contextKeys = axes.axes.indices.flatMap { axis in (1..<axes.axes[axis].values.count).map { (axis, $0) } }
            contextMode = contextKeys.map { axes.mode(0, setting: $0.axis, to: $0.value) }
        }

        func value(_ token: Int, _ mode: Int) -> TokenValue? {
            let values = system.tokens[token].values
            return mode < values.count ? values[mode]?.value : nil
        }

        func aliasTarget(_ token: Int, _ mode: Int) -> Int? {
            let values = system.tokens[token].values
            guard mode < values.count, let link = values[mode]?.alias else { return nil }
            return indexByPath[link.path]
        }

        /// The entry deciding `mode` among a row's entries: the last context of the mode's
        /// combination that holds one, else the base.
        func deciding(_ row: Row, _ mode: Int) -> Entry? {
            let combination = axes.combination(of: mode)
            for key in contextKeys.indices.reversed() where combination[contextKeys[key].axis] == contextKeys[key].value {
                if let entry = row.contexts[key] { return entry }
            }
            return row.base
        }

        mutating func layOut() {
            let tokens = system.tokens
            for token in tokens.indices {
                indexByPath[tokens[token].path] = token
                takenPaths.insert(tokens[token].path.string)
            }
            let identity = Array(0..<axes.modeCount)
            // First every token as literals, each context holding it where that axis alone changes it.
            rows = tokens.indices.map { plainRow($0, modes: identity) }
            var wrong = tokens.indices.filter { !gives(rows[$0], $0, modes: identity) }
            // A token the layering gets wrong tries its aliases, which resolvers follow per
            // combination (an alias's target is made right below if it is wrong itself) …
            var aliased = Set<Int>()
            for token in wrong {
                var row = rows[token]
                row.base = entry(token, 0)
                for key in contextKeys.indices where row.contexts[key] != nil { row.contexts[key] = entry(token, contextMode[key]) }
                let gives = (0..<axes.modeCount).allSatisfy { mode in
                    let source = deciding(row, mode).map(\.mode) ?? 0
                    let given = aliasTarget(token, source).map { value($0, mode) } ?? value(token, source)
                    return given == value(token, mode)
                }
                if gives {
                    rows[token] = row
                    aliased.insert(token)
                }
            }
            wrong = wrong.filter { !aliased.contains($0) }
            // … and a literal given for a combination goes through combination tokens.
            for token in wrong {
                rows[token] = fixedRow(token, modes: identity, group: [combinationGroup] + tokens[token].path.fastSegments, leaf: nil)
            }
        }

        /// A row holding the token's values in `modes` as literals: the base, and each context
        /// where that axis alone gives another value.
        func plainRow(_ token: Int, modes: [Int]) -> Row {
            let base = value(token, modes[0]) == nil ? nil : Entry(token: token, mode: modes[0])
            let contexts = contextMode.map { contextMode -> Entry? in
                let mode = modes[contextMode]
                return value(token, mode) != value(token, modes[0]) && value(token, mode) != nil ? Entry(token: token, mode: mode) : nil
            }
            return Row(base: base, contexts: contexts)
        }

        /// Whether a row of the token's literals gives its value in `modes` in every combination.
        func gives(_ row: Row, _ token: Int, modes: [Int]) -> Bool {
            (0..<axes.modeCount).allSatisfy { mode in value(token, deciding(row, mode)?.mode ?? modes[0]) == value(token, modes[mode]) }
        }

        /// A row with an entry in every context: what the token is with that context's axis set
        /// and the later axes at their defaults (the combinations where that context decides).
        /// Where that still varies with the earlier axes, the entry aliases a combination token
        /// made to vary with them.
        mutating func fixedRow(_ token: Int, modes: [Int], group: [String], leaf: String?) -> Row {
            let base = value(token, modes[0]) == nil ? nil : Entry(token: token, mode: modes[0])
            var contexts: [Entry?] = []
            for context in contextKeys {
                let fixed = (0..<axes.modeCount).map { mode -> Int in
                    var combination = axes.combination(of: mode)
                    combination[context.axis] = context.value
                    for later in combination.indices where later > context.axis { combination[later] = 0 }
                    return modes[axes.mode(of: combination)]
                }
                let shown = fixed.map { value(token, $0) }
                if shown.allSatisfy({ $0 == shown[0] }) {
                    contexts.append(shown[0] == nil ? nil : Entry(token: token, mode: fixed[0]))
                    continue
                }
                let axis = axes.axes[context.axis]
                // `contrast-high`; a combination token of a combination token adds its own (`contrast-high+scheme-dark`).
                let name = (leaf.map { $0 + "+" } ?? "") + JSONResolver.fileName(axis.name) + "-" + JSONResolver.fileName(axis.values[context.value])
                let path = (group + [name]).joined(separator: ".")
                guard !takenPaths.contains(path) else {
                    contexts.append(Entry(token: token, mode: fixed[0]))
                    continue
                }
                takenPaths.insert(path)
                helpers.append(Helper(segments: group + [name], path: path))
                // Its row's place is taken before its own combination tokens (if any) take theirs.
                rows.append(Row(base: nil, contexts: []))
                let rowIndex = rows.count - 1
                let plain = plainRow(token, modes: fixed)
                rows[rowIndex] = gives(plain, token, modes: fixed) ? plain : fixedRow(token, modes: fixed, group: group, leaf: name)
                contexts.append(Entry(token: token, mode: fixed[0], alias: path))
            }
            return Row(base: base, contexts: contexts)
        }

        /// `token`'s entry in `mode`: its alias where it is one, else its literal.
        func entry(_ token: Int, _ mode: Int) -> Entry {
            guard let target = aliasTarget(token, mode) else { return Entry(token: token, mode: mode) }
            return Entry(token: token, mode: mode, alias: system.tokens[target].path.string)
        }

        /// The value a resolver gets for a row in `mode`, following aliases (to tokens or
        /// combination tokens) through their own layering.
        func resolved(_ row: Int, _ mode: Int, depth: Int = 0) -> TokenValue? {
            guard depth < 64, let entry = deciding(rows[row], mode) else { return nil }
            guard let alias = entry.alias else { return value(entry.token, entry.mode) }
            if let target = indexByPath[TokenPath(alias)] { return resolved(target, mode, depth: depth + 1) }
            guard let helper = helpers.firstIndex(where: { $0.path == alias }) else { return nil }
            return resolved(system.tokens.count + helper, mode, depth: depth + 1)
        }

        /// Tokens whose replayed value differs from the model's in some combination.
        func wrongTokens() -> [Int] {
            system.tokens.indices.filter { token in
                (0..<axes.modeCount).contains { resolved(token, $0) != value(token, $0) }
            }
        }
    }

    /// A file name from an axis or value name: path separators become `-`.
    fileprivate static func fileName(_ name: String) -> String {
        String(name.map { $0 == "/" || $0 == "\\" ? "-" : $0 })
    }

    /// A nested DTCG document of the tokens `entry` gives an entry for, groups in authored order.
    private static func document(
        _ tokens: [Token], order: [(segments: [String], row: Int)], palettes: Set<TokenPath>, entry: (Int) -> Entry?
    ) -> [UInt8] {
        let paletteSegments = Set(palettes.map(\.fastSegments))
        var out = JSONOut(pretty: true)
        out.beginObject()
        var walk = GroupWalk(paletteSegments: paletteSegments)
        for item in order {
            guard let chosen = entry(item.row) else { continue }
            let segments = item.segments
            walk.move(to: segments, close: { out.endObject() }, enter: { group, isPalette in out.beginGroup(group, palette: isPalette) })
            out.key(segments[segments.count - 1])
            let token = tokens[chosen.token]
            if let alias = chosen.alias {
                out.beginObject()
                out.key("$type")
                out.string(JSONOut.dtcgType(token.type))
                out.key("$value")
                out.string("{" + alias + "}")
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
