import DesignModel
import Diagnostics
import YAMLSource

/// Reads one DTCG tree (from YAML or JSON) into raw tokens and groups, checking structure:
/// `$`-keys, names, `$type`, `$deprecated`, `$extensions.mode` against the declared modes.
struct TokenDocumentReader {
    /// Modes the design system declares; `$extensions.mode` keys must be among them.
    let modes: [String]
    /// The axes whose combinations `modes` are: with several, `$extensions.mode` keys may also
    /// be one axis's value (`dark`, `high`), which stands for every combination with it.
    let axes: ModeAxes
    var tokens: [RawToken] = []
    var groups: [RawGroup] = []
    var diagnostics: [Diagnostic] = []
    /// Deviations read leniently (see `Leniency`); the parser turns them into diagnostics.
    var deviations: [Leniency.Deviation] = []
    /// The mode a file of Figma's own DTCG export is for (`$extensions["com.figma.modeName"]` at
    /// its root): `FigmaExportFormat` combines such files into theming axes.
    var figmaModeName: String?
    /// True when a token read has `$extensions["com.figma"]`, as the files of Figma's variables
    /// GitHub Action do (`FigmaExportFormat.claim`). Noted as the extensions are read: looking
    /// through every token of every file again afterwards costs more than the check itself.
    private(set) var definesFigmaTokens = false

    /// What a group passes down to the tokens in it: its `$type` (or the name of a type DTCG
    /// does not define, for pass-through tokens) and its `$deprecated`.
    struct Inherited {
        var type: TokenType?
        var passThroughType: String?
        var deprecation: Deprecation?
    }

    static let tokenKeys = Set(TokenFileKeys.token)
    static let groupKeys = Set(TokenFileKeys.group)

    init(modes: [String], axes: ModeAxes? = nil) {
        self.modes = modes
        self.axes = axes ?? .single(modes)
    }

    mutating func read(_ root: YAMLNode) {
        guard let pairs = root.pairs else {
            diagnostics.append(
                .error(.tokenStructure, "a token file must be a mapping of groups and tokens, found \(root.kindDescription)", at: root.range))
            return
        }
        readGroup(pairs, path: TokenPath(""), inheritedType: Inherited(), range: root.range, depth: 0)
        if let extensions = pairs.last(where: { $0.name == "$extensions" })?.value, let mode = extensions["com.figma.modeName"]?.string {
            figmaModeName = mode
        }
    }

    private mutating func readGroup(
        _ pairs: [YAMLNode.Pair], path: TokenPath, inheritedType: Inherited, range: SourceRange, depth: Int
    ) {
        var groupType = inheritedType
        var ownType: TokenType?
        var extends: (path: TokenPath, range: SourceRange)?
        if let typeNode = pairs.first(where: { $0.name == "$type" })?.value {
            switch readType(typeNode) {
            case .known(let type): (groupType.type, groupType.passThroughType, ownType) = (type, nil, type)
            case .passThrough(let name): (groupType.type, groupType.passThroughType) = (nil, name)
            case nil: break
            }
        }
        if let deprecated = pairs.first(where: { $0.name == "$deprecated" })?.value {
            // `$deprecated: false` on a group stops an outer group's deprecation.
            groupType.deprecation = readDeprecation(deprecated)
        }
        if let extendsNode = pairs.first(where: { $0.name == "$extends" })?.value {
            if let text = extendsNode.string, let target = AliasSyntax.wholeAlias(text.trimmingSpaces()) {
                extends = (TokenPath(target), extendsNode.range)
            } else {
                diagnostics.append(
                    .error(
                        .tokenExtends, "`$extends` must name a group as \"{group.path}\", found \(extendsNode.kindDescription)",
                        at: extendsNode.range))
            }
        }
        var isPalette = false
        if let extensions = pairs.first(where: { $0.name == "$extensions" })?.value,
            (extensions["dev.kiln"] ?? extensions["kiln"])?["palette"]?.string == "categorical"
        {
            isPalette = true
        }
        if !path.string.isEmpty {
            groups.append(
                RawGroup(path: path, range: range, isCategoricalPalette: isPalette, type: ownType, extends: extends))
        }
        for pair in pairs {
            let name = pair.name
            if name.utf8.first == UInt8(ascii: "$") {
                if name == "$root" {
                    readEntry(pair, path: path.appending("$root"), inheritedType: groupType, depth: depth, palette: nil)
                } else if !Self.groupKeys.contains(name) {
                    unknownKey(pair.key, allowed: Self.groupKeys)
                } else if name == "$description", pair.value.scalar == nil {
                    diagnostics.append(.error(.valueInvalid, "`$description` must be text, found \(pair.value.kindDescription)", at: pair.value.range))
                }
                continue
            }
            guard checkName(name, at: pair.key.range) else { continue }
            readEntry(pair, path: path.appending(name), inheritedType: groupType, depth: depth, palette: isPalette ? path : nil)
        }
    }

    private mutating func readEntry(_ pair: YAMLNode.Pair, path: TokenPath, inheritedType: Inherited, depth: Int, palette: TokenPath?) {
        guard let pairs = pair.value.pairs else {
            diagnostics.append(
                .error(
                    .tokenStructure,
                    "\"\(path)\" must be a group or a token (a mapping with `$value`), found \(pair.value.kindDescription)",
                    at: pair.value.range,
                    hint: "write `\(pair.name):\n  $value: \(pair.value.string ?? "…")`"))
            return
        }
        if pairs.contains(where: { $0.name == "$value" }) {
            let children = readToken(pairs, path: path, inheritedType: inheritedType, range: pair.key.range, palette: palette)
            // Tokens inside a token (read leniently): under the token's name, as a group's would be.
            for child in children {
                guard checkName(child.name, at: child.key.range) else { continue }
                readEntry(child, path: path.appending(child.name), inheritedType: inheritedType, depth: depth + 1, palette: nil)
            }
        } else {
            readGroup(pairs, path: path, inheritedType: inheritedType, range: pair.key.range, depth: depth + 1)
        }
    }

    /// Reads a token; returns the tokens and groups written inside it, to read under its name
    /// (a deviation read leniently; in strict mode each is an error).
    // Whole: one switch over a token's `$` keys; each case is the few lines that read that key.
    private mutating func readToken(
        _ pairs: [YAMLNode.Pair], path: TokenPath, inheritedType: Inherited, range: SourceRange, palette: TokenPath?
    ) -> [YAMLNode.Pair] {
        var children: [YAMLNode.Pair] = []
        let token = RawToken(
            path: path, declaredType: inheritedType.type, value: nil, modeValues: [:], description: nil,
            deprecation: inheritedType.deprecation, displayName: nil, paletteEntry: nil, extensions: nil, range: range)
        token.passThroughType = inheritedType.passThroughType
        token.typeIsInherited = inheritedType.type != nil
        for pair in pairs {
            switch pair.name {
            case "$value":
                token.value = pair.value
            case "$type":
                switch readType(pair.value) {
                case .known(let type): (token.declaredType, token.passThroughType) = (type, nil)
                case .passThrough(let name): (token.declaredType, token.passThroughType) = (nil, name)
                case nil: token.passThroughType = nil
                }
                token.typeIsInherited = false
            case "$description":
                if let text = pair.value.scalar?.value {
                    token.description = text
                } else {
                    diagnostics.append(.error(.valueInvalid, "`$description` must be text, found \(pair.value.kindDescription)", at: pair.value.range))
                }
            case "$deprecated":
                token.deprecation = readDeprecation(pair.value)
            case "$extensions":
                token.extensions = pair.value
                readExtensions(pair.value, into: token)
            default:
                if pair.name.utf8.first == UInt8(ascii: "$") {
                    unknownKey(pair.key, allowed: Self.tokenKeys)
                } else if Self.holdsToken(pair.value) {
                    deviations.append(
                        Leniency.Deviation(
                            kind: .childTokens,
                            error: .error(
                                .tokenStructure,
                                "token \"\(path)\" has a child \"\(pair.name)\"; a token (it has `$value`) cannot also be a group",
                                at: pair.key.range,
                                hint: "move \"\(pair.name)\" into a group, or use `$root` for the group's own value"),
                            detail: nil))
                    children.append(pair)
                } else if pair.value.pairs == nil && pair.value.items == nil {
                    // A property of another tool (Primer's `"alpha": 0.8` beside the value).
                    deviations.append(
                        Leniency.Deviation(
                            kind: .unknownProperty,
                            error: .error(
                                .tokenStructure,
                                "token \"\(path)\" has a property \"\(pair.name)\" DTCG does not define; a token holds `$value`, `$type`, `$description`, `$deprecated` and `$extensions`",
                                at: pair.key.range, hint: "move it into `$extensions`"),
                            detail: pair.name))
                } else {
                    diagnostics.append(
                        .error(
                            .tokenStructure,
                            "token \"\(path)\" has a child \"\(pair.name)\"; a token (it has `$value`) cannot also be a group",
                            at: pair.key.range,
                            hint: "move \"\(pair.name)\" into a group, or use `$root` for the group's own value"))
                }
            }
        }
        // Kiln's own JSON keeps what DTCG cannot say under `dev.kiln`: the Kiln type (`opacity`,
        // `spring`) and the exact value, which win over the DTCG `$type` and `$value`.
        if let kiln = token.extensions?["dev.kiln"] {
            if let typeName = kiln["type"]?.string {
                if let type = TokenType(rawValue: typeName) {
                    token.declaredType = type
                } else if let node = kiln["type"] {
                    _ = readType(node)
                }
            }
            if let value = kiln["value"] { token.value = value }
        }
        if let palette {
            let name = token.displayName ?? path.name
            let kiln = token.extensions?["dev.kiln"] ?? token.extensions?["kiln"]
            token.paletteEntry = PaletteEntry(
                palette: palette, name: name, emoji: kiln?["emoji"]?.string, category: kiln?["category"]?.string)
        }
        tokens.append(token)
        return children
    }

    /// A token, or a group holding one at any depth.
    static func holdsToken(_ node: YAMLNode) -> Bool {
        guard let pairs = node.pairs else { return false }
        return pairs.contains { $0.name == "$value" || (!$0.name.hasPrefix("$") && holdsToken($0.value)) }
    }

    /// `$extensions.mode` with several axes: a key is a combination (`dark+high`) or one axis's
    /// value (`dark`); each combination takes the most specific key that covers it
    /// (`ModeAxes.lookupKeys`).
    private mutating func readAxisValues(_ modePairs: [YAMLNode.Pair], into token: RawToken) {
        let accepted = axes.acceptedKeys
        var given: [String: YAMLNode] = [:]
        for modePair in modePairs {
            if accepted.contains(modePair.name) {
                given[modePair.name] = modePair.value
            } else {
                diagnostics.append(
                    .error(
                        .modeUndeclared,
                        "mode \"\(modePair.name)\" is not declared; give a value of an axis (\(axes.axes.map { "\($0.name): \($0.values.joined(separator: ", "))" }.joined(separator: "; "))) or a combination such as \"\(modes.last ?? "")\"",
                        at: modePair.key.range,
                        hint: Suggestion.closest(to: modePair.name, among: accepted).map { "did you mean \"\($0)\"?" }
                            ?? "declare it in kiln.yaml under `modes:`"))
            }
        }
        guard !given.isEmpty else { return }
        for mode in modes.indices {
            if let key = axes.lookupKeys(mode: mode).first(where: { given.keys.contains($0) }) { token.modeValues[modes[mode]] = given[key] }
        }
    }

    private mutating func readExtensions(_ node: YAMLNode, into token: RawToken) {
        guard let pairs = node.pairs else {
            diagnostics.append(.error(.valueInvalid, "`$extensions` must be a mapping, found \(node.kindDescription)", at: node.range))
            return
        }
        if node["com.figma"] != nil { definesFigmaTokens = true }
        let kilnNode = (pairs.first(where: { $0.name == "dev.kiln" }) ?? pairs.first(where: { $0.name == "kiln" }))?.value
        if let modeNode = pairs.first(where: { $0.name == "mode" })?.value ?? node["dev.kiln"]?["modes"] {
            if let modePairs = modeNode.pairs, axes.isMultiAxis {
                readAxisValues(modePairs, into: token)
            } else if let modePairs = modeNode.pairs {
                for modePair in modePairs {
                    if modes.contains(modePair.name) {
                        token.modeValues[modePair.name] = modePair.value
                    } else {
                        diagnostics.append(
                            .error(
                                .modeUndeclared,
                                "mode \"\(modePair.name)\" is not declared; declared modes are \(modes.map { "\"\($0)\"" }.joined(separator: ", "))",
                                at: modePair.key.range,
                                hint: Suggestion.closest(to: modePair.name, among: modes).map { "did you mean \"\($0)\"?" }
                                    ?? "declare it in kiln.yaml under `modes:`"))
                    }
                }
            } else {
                diagnostics.append(
                    .error(.valueInvalid, "`$extensions.mode` must map mode names to values, found \(modeNode.kindDescription)", at: modeNode.range))
            }
        }
        if let kiln = kilnNode {
            if let name = kiln["name"] {
                if let text = name.scalar?.value, !text.isEmpty {
                    token.displayName = text
                } else {
                    diagnostics.append(.error(.valueInvalid, "`$extensions.kiln.name` must be text, found \(name.kindDescription)", at: name.range))
                }
            }
        }
    }

    enum DeclaredType {
        case known(TokenType)
        /// A type DTCG does not define: the token is kept, unresolved, as a pass-through token.
        case passThrough(String)
    }

    /// Types other tools write that DTCG 2025.10 does not define: read as pass-through tokens
    /// even where the name is close to a DTCG type (`string` is one edit from `spring`).
    static let foreignTypes: Set<String> = [
        "string", "boolean", "text", "other", "asset", "file", "textCase", "textDecoration", "fontStyle", "letterSpacing",
        "lineHeight", "paragraphSpacing", "paragraphIndent", "sizing", "spacing", "borderRadius", "borderWidth", "composition",
        "fontSize", "fontFamilies", "fontWeights", "lineHeights", "boxShadow", "image", "url", "link", "percentage",
    ]

    private mutating func readType(_ node: YAMLNode) -> DeclaredType? {
        guard let text = node.scalar?.value, !node.isNull, !text.isEmpty else {
            diagnostics.append(.error(.typeUnknown, "`$type` must be a type name, found \(node.kindDescription)", at: node.range))
            return nil
        }
        if let type = TokenType(rawValue: text) { return .known(type) }
        let suggestion = Suggestion.closest(to: text, among: TokenType.allCases.map(\.rawValue))
        let error = Diagnostic.error(
            .typeUnknown, "unknown `$type` \"\(text)\"; expected one of \(TokenType.allNames)", at: node.range,
            hint: suggestion.map { "did you mean \"\($0)\"?" })
        // A near miss of a DTCG type ("colour") is a typo, not another tool's type: still an error.
        // Only a name counts as another tool's type: `$type: 7` is a mistake.
        let isName = node.number == nil && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "-" || $0 == "_" }
        if !isName || (suggestion != nil && !Self.foreignTypes.contains(text)) {
            diagnostics.append(error)
            return nil
        }
        deviations.append(Leniency.Deviation(kind: .unknownType, error: error, detail: text))
        return .passThrough(text)
    }

    private mutating func readDeprecation(_ node: YAMLNode) -> Deprecation? {
        if let flag = node.bool { return flag ? Deprecation(reason: nil) : nil }
        if let scalar = node.scalar, scalar.style != .plain || node.number == nil {
            return Deprecation(reason: scalar.value)
        }
        diagnostics.append(
            .error(.valueInvalid, "`$deprecated` must be true, false or a reason, found \(node.kindDescription)", at: node.range))
        return nil
    }

    private mutating func unknownKey(_ key: YAMLNode, allowed: Set<String>) {
        let name = key.scalar?.value ?? ""
        diagnostics.append(
            .error(
                .tokenUnknownProperty,
                "unknown property \"\(name)\"; names starting with `$` are reserved, allowed here: \(allowed.sorted().joined(separator: ", "))",
                at: key.range,
                hint: Suggestion.closest(to: name, among: Array(allowed)).map { "did you mean \"\($0)\"?" }))
    }

    /// DTCG forbids `{`, `}` and `.` in names: they would break alias syntax.
    private mutating func checkName(_ name: String, at range: SourceRange) -> Bool {
        // The usual name — printable ASCII without `{`, `}` or `.` — in one pass over its bytes.
        // (Read in place: iterating `utf8` itself is far slower, for every name.)
        if !name.isEmpty, name.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(Self.isPlainNameByte) }) == true { return true }
        if name.isEmpty {
            diagnostics.append(.error(.tokenName, "a token or group name cannot be empty", at: range))
            return false
        }
        if name.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }) {
            diagnostics.append(
                .error(.tokenName, "name \"\(name)\" contains `{`, `}` or `.`, which alias syntax reserves", at: range))
            return false
        }
        // Control characters (NUL, escape, …) and bidirectional overrides would reach generated
        // code and terminals verbatim: a name must be printable text.
        if let bad = name.unicodeScalars.first(where: { Self.isForbiddenInName($0) }) {
            let code = "U+" + String(bad.value, radix: 16, uppercase: true).leftPadded(to: 4)
            diagnostics.append(
                .error(
                    .tokenName, "name \"\(name.unicodeScalars.map { Self.isForbiddenInName($0) ? "�" : String($0) }.joined())\" contains the control character \(code)",
                    at: range, hint: "names must be printable text"))
            return false
        }
        return true
    }

    /// Printable ASCII other than `{`, `}` and `.`: a name of these bytes needs no other check.
    static func isPlainNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "{") && byte != UInt8(ascii: "}") && byte != UInt8(ascii: ".")
    }

    /// C0/C1 controls, DEL, and the bidirectional embedding, override and isolate controls.
    static func isForbiddenInName(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
