import DesignModel
import Diagnostics
import YAMLSource

/// Reads one DTCG tree (from YAML or JSON) into raw tokens and groups, checking structure:
/// `$`-keys, names, `$type`, `$deprecated`, `$extensions.mode` against the declared modes.
struct TokenDocumentReader {
    /// Modes the design system declares; `$extensions.mode` keys must be among them.
    let modes: [String]
    var tokens: [RawToken] = []
    var groups: [RawGroup] = []
    var diagnostics: [Diagnostic] = []

    static let tokenKeys: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]
    static let groupKeys: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$root", "$extends", "$schema"]

    init(modes: [String]) {
        self.modes = modes
    }

    mutating func read(_ root: YAMLNode) {
        guard let pairs = root.pairs else {
            diagnostics.append(
                .error("token/structure", "a token file must be a mapping of groups and tokens, found \(root.kindDescription)", at: root.range))
            return
        }
        readGroup(pairs, path: TokenPath(""), inheritedType: nil, range: root.range, depth: 0)
    }

    private mutating func readGroup(
        _ pairs: [YAMLNode.Pair], path: TokenPath, inheritedType: TokenType?, range: SourceRange, depth: Int
    ) {
        var groupType = inheritedType
        if let typeNode = pairs.first(where: { $0.name == "$type" })?.value {
            groupType = readType(typeNode) ?? groupType
        }
        var isPalette = false
        if let extensions = pairs.first(where: { $0.name == "$extensions" })?.value,
            (extensions["dev.kiln"] ?? extensions["kiln"])?["palette"]?.string == "categorical"
        {
            isPalette = true
        }
        if !path.string.isEmpty {
            groups.append(RawGroup(path: path, range: range, isCategoricalPalette: isPalette))
        }
        for pair in pairs {
            let name = pair.name
            if name.utf8.first == UInt8(ascii: "$") {
                if name == "$root" {
                    readEntry(pair, path: path.appending("$root"), inheritedType: groupType, depth: depth, palette: nil)
                } else if !Self.groupKeys.contains(name) {
                    unknownKey(pair.key, allowed: Self.groupKeys)
                } else if name == "$deprecated" {
                    _ = readDeprecation(pair.value)
                } else if name == "$description", pair.value.scalar == nil {
                    diagnostics.append(.error("value/invalid", "`$description` must be text, found \(pair.value.kindDescription)", at: pair.value.range))
                }
                continue
            }
            guard checkName(name, at: pair.key.range) else { continue }
            readEntry(pair, path: path.appending(name), inheritedType: groupType, depth: depth, palette: isPalette ? path : nil)
        }
    }

    private mutating func readEntry(_ pair: YAMLNode.Pair, path: TokenPath, inheritedType: TokenType?, depth: Int, palette: TokenPath?) {
        guard let pairs = pair.value.pairs else {
            diagnostics.append(
                .error(
                    "token/structure",
                    "\"\(path)\" must be a group or a token (a mapping with `$value`), found \(pair.value.kindDescription)",
                    at: pair.value.range,
                    hint: "write `\(pair.name):\n  $value: \(pair.value.string ?? "…")`"))
            return
        }
        if pairs.contains(where: { $0.name == "$value" }) {
            readToken(pairs, path: path, inheritedType: inheritedType, range: pair.key.range, palette: palette)
        } else {
            readGroup(pairs, path: path, inheritedType: inheritedType, range: pair.key.range, depth: depth + 1)
        }
    }

    private mutating func readToken(_ pairs: [YAMLNode.Pair], path: TokenPath, inheritedType: TokenType?, range: SourceRange, palette: TokenPath?) {
        let token = RawToken(
            path: path, declaredType: inheritedType, value: nil, modeValues: [:], description: nil, deprecation: nil,
            displayName: nil, paletteEntry: nil, extensions: nil, range: range)
        for pair in pairs {
            switch pair.name {
            case "$value":
                token.value = pair.value
            case "$type":
                if let type = readType(pair.value) { token.declaredType = type }
            case "$description":
                if let text = pair.value.scalar?.value {
                    token.description = text
                } else {
                    diagnostics.append(.error("value/invalid", "`$description` must be text, found \(pair.value.kindDescription)", at: pair.value.range))
                }
            case "$deprecated":
                token.deprecation = readDeprecation(pair.value)
            case "$extensions":
                token.extensions = pair.value
                readExtensions(pair.value, into: token)
            default:
                if pair.name.utf8.first == UInt8(ascii: "$") {
                    unknownKey(pair.key, allowed: Self.tokenKeys)
                } else {
                    diagnostics.append(
                        .error(
                            "token/structure",
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
    }

    private mutating func readExtensions(_ node: YAMLNode, into token: RawToken) {
        guard let pairs = node.pairs else {
            diagnostics.append(.error("value/invalid", "`$extensions` must be a mapping, found \(node.kindDescription)", at: node.range))
            return
        }
        let kilnNode = (pairs.first(where: { $0.name == "dev.kiln" }) ?? pairs.first(where: { $0.name == "kiln" }))?.value
        if let modeNode = pairs.first(where: { $0.name == "mode" })?.value ?? node["dev.kiln"]?["modes"] {
            if let modePairs = modeNode.pairs {
                for modePair in modePairs {
                    if modes.contains(modePair.name) {
                        token.modeValues[modePair.name] = modePair.value
                    } else {
                        diagnostics.append(
                            .error(
                                "mode/undeclared",
                                "mode \"\(modePair.name)\" is not declared; declared modes are \(modes.map { "\"\($0)\"" }.joined(separator: ", "))",
                                at: modePair.key.range,
                                hint: Suggest.closest(to: modePair.name, in: modes).map { "did you mean \"\($0)\"?" }
                                    ?? "declare it in kiln.yaml under `modes:`"))
                    }
                }
            } else {
                diagnostics.append(
                    .error("value/invalid", "`$extensions.mode` must map mode names to values, found \(modeNode.kindDescription)", at: modeNode.range))
            }
        }
        if let kiln = kilnNode {
            if let name = kiln["name"] {
                if let text = name.scalar?.value, !text.isEmpty {
                    token.displayName = text
                } else {
                    diagnostics.append(.error("value/invalid", "`$extensions.kiln.name` must be text, found \(name.kindDescription)", at: name.range))
                }
            }
        }
    }

    private mutating func readType(_ node: YAMLNode) -> TokenType? {
        guard let text = node.scalar?.value else {
            diagnostics.append(.error("type/unknown", "`$type` must be a type name, found \(node.kindDescription)", at: node.range))
            return nil
        }
        if let type = TokenType(rawValue: text) { return type }
        diagnostics.append(
            .error(
                "type/unknown", "unknown `$type` \"\(text)\"; expected one of \(TokenType.allNames)", at: node.range,
                hint: Suggest.closest(to: text, in: TokenType.allCases.map(\.rawValue)).map { "did you mean \"\($0)\"?" }))
        return nil
    }

    private mutating func readDeprecation(_ node: YAMLNode) -> Deprecation? {
        if let flag = node.bool { return flag ? Deprecation(reason: nil) : nil }
        if let scalar = node.scalar, scalar.style != .plain || node.number == nil {
            return Deprecation(reason: scalar.value)
        }
        diagnostics.append(
            .error("value/invalid", "`$deprecated` must be true, false or a reason, found \(node.kindDescription)", at: node.range))
        return nil
    }

    private mutating func unknownKey(_ key: YAMLNode, allowed: Set<String>) {
        let name = key.scalar?.value ?? ""
        diagnostics.append(
            .error(
                "token/unknown-property",
                "unknown property \"\(name)\"; names starting with `$` are reserved, allowed here: \(allowed.sorted().joined(separator: ", "))",
                at: key.range,
                hint: Suggest.closest(to: name, in: Array(allowed)).map { "did you mean \"\($0)\"?" }))
    }

    /// DTCG forbids `{`, `}` and `.` in names: they would break alias syntax.
    private mutating func checkName(_ name: String, at range: SourceRange) -> Bool {
        if name.isEmpty {
            diagnostics.append(.error("token/name", "a token or group name cannot be empty", at: range))
            return false
        }
        if name.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }) {
            diagnostics.append(
                .error("token/name", "name \"\(name)\" contains `{`, `}` or `.`, which alias syntax reserves", at: range))
            return false
        }
        // Control characters (NUL, escape, …) and bidirectional overrides would reach generated
        // code and terminals verbatim: a name must be printable text.
        if let bad = name.unicodeScalars.first(where: { Self.isForbiddenInName($0) }) {
            let code = "U+" + String(bad.value, radix: 16, uppercase: true).leftPadded(to: 4)
            diagnostics.append(
                .error(
                    "token/name", "name \"\(name.unicodeScalars.map { Self.isForbiddenInName($0) ? "�" : String($0) }.joined())\" contains the control character \(code)",
                    at: range, hint: "names must be printable text"))
            return false
        }
        return true
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
