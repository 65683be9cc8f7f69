import DesignModel
import Diagnostics
import MarkdownSource

/// Accessibility claims, token claims, animation bodies and tables.
extension DocumentBuilder {
    /// Every item (any depth) of an accessibility section or group: contrast claims (a ratio)
    /// and touch-target claims (§2.10.3, §2.12).
    mutating func scanClaims(_ items: [RawItem], owner: Int?) {
        let ownerScreen = owner.flatMap { screen(of: $0) } ?? owner
        for item in items {
            let env = valueEnv(item.range)
            if let key = item.key, ["touch targets", "touch target", "minimum touch target"].contains(Normalize.key(key)) {
                if let claim = ClaimReader.touchTargets(item, env: env, node: ownerScreen.map { "\($0)" }) {
                    draft.document.touchTargetClaims.append(claim)
                    draft.touchOwners.append(ownerScreen)
                }
            } else if let claim = ClaimReader.contrast(item, env: env, node: ownerScreen.map { "\($0)" }) {
                draft.document.contrastClaims.append(claim)
                draft.claimOwners.append(ownerScreen)
            }
            scanClaims(item.children, owner: owner)
        }
    }

    /// Token-value claims of a tokens section (§2.10.4, §2.12.3).
    mutating func readTokenClaims(_ items: [RawItem], group: String?) {
        for item in items {
            if let key = item.key, item.value.isEmpty, item.hasChildren {
                readTokenClaims(item.children, group: ClaimReader.group(key) ?? group)
                continue
            }
            let env = valueEnv(item.range)
            draft.document.tokenClaims += ClaimReader.tokenClaim(item.text, group: group, env: env)
            if item.hasChildren { readTokenClaims(item.children, group: group) }
        }
    }

    /// An animation's body (§2.10.2): Duration, Curve, Delay, Sequence (also a bare ordered list
    /// or an ordered `Behavior:`), Trigger and Reduce Motion as documentation; a `Durations`
    /// animation holds duration claims.
    mutating func readAnimationItems(_ items: [RawItem], ordered: Bool, node: Int) {
        session.currentNode = nodeKey(node)
        if Normalize.name(draft.nodes[node].name).hasSuffix("durations") {
            for item in items {
                guard let key = item.key else {
                    document(item, node: node)
                    continue
                }
                let env = valueEnv(item.range)
                let name = Normalize.name(key).replacingOccurrences(of: " ", with: "-")
                draft.document.tokenClaims += ClaimReader.tokenClaim("\(name) (\(Normalize.text(item.value)))", group: "duration", env: env)
                document(item, node: node)
            }
            return
        }
        if ordered, items.allSatisfy({ $0.key == nil || KeyTable.property(parseKey($0.key!, node: node).words) == nil }) {
            let steps = MotionReader.steps(items, env: valueEnv(items.first?.range ?? draft.nodes[node].range))
            appendEntry(node, key: "Sequence", kind: .sequence, SpecEntry(
                qualifiers: SpecQualifiers(), value: .sequence(steps), written: "", writtenKey: "Sequence",
                range: items.first?.range ?? draft.nodes[node].range))
            return
        }
        for item in items {
            guard let key = item.key else {
                document(item, node: node)
                continue
            }
            let words = parseKey(key, node: node).words
            let normalized = Normalize.key(words)
            if normalized == "behavior" || normalized == "behaviour" || normalized == "steps" || normalized == "sequence", item.hasChildren {
                addProperty(KeyTable.property(named: "Sequence")!, item: item, node: node, group: .animation, scope: SpecQualifiers())
                continue
            }
            if let property = KeyTable.property(words), ["Duration", "Delay", "Curve", "Sequence", "Animation"].contains(property.key) {
                addProperty(property, item: item, node: node, group: .animation, scope: SpecQualifiers())
                continue
            }
            document(item, node: node)
        }
    }

    // MARK: Tables

    /// Heads of a contrast table's columns of foregrounds and of backgrounds.
    static let foregroundHeads: Set<String> = Set(["foreground", "fg", "text", "text color", "foreground color", "ink", "color", "colour"]).union(foregroundWords)
    /// Heads of a contrast table's column of ratios, in the languages specs are written in.
    static let ratioHeads: Set<String> = [
        "ratio", "contrast", "contrast ratio", "kontrast", "kontrastforhold", "kontrastförhållande", "contraste", "contrasto", "kontras", "kontraszt",
        "контраст", "kontrastsuhde", "kontrastas", "kontrasts", "poměr kontrastu", "pomer kontrastu", "współczynnik kontrastu", "razón de contraste",
        "rapport de contraste", "taxa de contraste", "コントラスト比", "对比度", "對比度", "명암비", "대비",
        "ሬሾ", "ንፅፅር", "ንጽጽር", "የንፅፅር ሬሾ", "კონტრასტი", "kontrasverhouding", "verhouding",
    ]
    /// Heads of a QA sheet's column of verdicts, which may hold the ratio measured.
    static let verdictHeads: Set<String> = ["result", "results", "status", "verdict", "outcome", "check"]
    static let backgroundHeads: Set<String> = Set(["background", "bg", "background color", "surface", "on"] + LanguageWords.words(\.background))


    /// `| Pair | Ratio |` (`ContrastTableReading`): each row a contrast claim.
    mutating func readContrastTable(_ headers: [String], _ body: [MarkdownNode], ratioColumn: Int, node: Int?) {
        // `| Foreground | Background | Ratio |`: the row's colors are its pair (`#767676 on
        // #F0F0F0`), in the mode a foreground column names (`Dark color`, `Text (light)`).
        func moded(_ header: String) -> (head: String, mode: String?) {
            let words = header.split(whereSeparator: { !$0.isLetter }).map(String.init)
            for word in words {
                guard let mode = draft.vocabulary.mode(word) else { continue }
                return (words.filter { $0 != word && $0 != "mode" }.joined(separator: " "), mode)
            }
            return (header, nil)
        }
        let foregroundColumn = headers.firstIndex { Self.foregroundHeads.contains(moded($0).head) }
        let columnMode = foregroundColumn.flatMap { moded(headers[$0]).mode }
        // `Background color`, `የጀርባ ቀለም`: a background word with the language's word for color.
        let backgroundColumn = headers.firstIndex { header in
            Self.backgroundHeads.contains(header)
                || Self.backgroundHeads.contains(header.split(separator: " ").filter { !Self.colorSynonyms.contains(String($0)) }.joined(separator: " "))
        }
        // `| Element | Foreground | Background | Theme | Ratio |`: a column of modes gives each row's.
        let modeColumn = headers.indices.first { column in
            column != foregroundColumn && column != backgroundColumn
                && body.allSatisfy { row in cells(row).dropFirst(column).first.map { draft.vocabulary.mode($0.lowercased()) != nil } ?? false }
        }
        // A first column naming the element beside them (`| Element | Dark color | On | Ratio |`)
        // names the pair's text; the claim is about the colors.
        let pairColumns = foregroundColumn.flatMap { fg in backgroundColumn.map { (fg, $0) } }
        let items = body.compactMap { row -> RawItem? in
            let values = cells(row)
            guard ratioColumn < values.count, var subject = values.first, !subject.isEmpty else { return nil }
            let rowMode = modeColumn.flatMap { $0 < values.count ? draft.vocabulary.mode(values[$0].lowercased()) : nil }
            if let (fg, bg) = pairColumns, fg < values.count, bg < values.count, !values[fg].isEmpty, !values[bg].isEmpty {
                subject = "\(values[fg]) on \(values[bg])" + ((rowMode ?? columnMode).map { " in \($0) mode" } ?? "")
            } else if let rowMode, let slash = subject.range(of: " / "), subject.components(separatedBy: " / ").count == 2,
                Lex.first(in: String(subject[slash.upperBound...]), { Lex.colorLiteral($0) }) != nil
            {
                // `| `color.primary.coral` #FF8787 / #2C3135 | Dark | 6.3:1 |`: beside a column of
                // modes, a slash parts the pair's text from its background, not two modes.
                subject = subject.replacingCharacters(in: slash, with: " on ") + " in \(rowMode) mode"
            }
            let range = draft.lines.range(of: row)
            let text = "\(subject): \(values[ratioColumn])"
            return RawItem(marker: nil, key: subject, value: values[ratioColumn], text: text, range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
        }
        scanClaims(items, owner: node)
    }

    /// `| Property | Value |`, `| Властивість | Значення |`: an element's properties (read by the
    /// role reader), not a palette.
    func firstColumnNamesProperties(_ first: String) -> Bool {
        Self.propertyHeaders.contains(first) || first == "key"
    }

    /// Classifies a table by its header (§2.8) and reads it.
    mutating func readTable(_ table: MarkdownNode, caption: String?, node: Int?) {
        let rows = table.children.filter { if case .tableRow = $0.kind { true } else { false } }
        guard let header = rows.first else { return }
        let headers = header.children.map { Normalize.name($0.plainText.replacingOccurrences(of: "`", with: "")) }
        // A long-format sheet is read by its columns' roles (PropertySheetReading).
        guard let first = headers.first, Self.propertySheetColumns(headers) == nil else { return }
        let body = Array(rows.dropFirst())
        // `| Pair | Ratio |`: each row is a contrast claim (§2.12.1).
        // A sheet pasted as HTML (`HTMLTableReading`) has no pipe lines for the line readers: its
        // `Result` column's ratios (`Pass 7.1:1 (AAA)`) are claims about its row's pair here.
        let isMarkup = draft.lines.line(table.range.start.line).map { $0.drop { $0 == " " }.hasPrefix("<") } ?? false
        if let ratioColumn = headers.firstIndex(where: { Self.ratioHeads.contains($0) || (isMarkup && Self.verdictHeads.contains($0)) }), ratioColumn > 0 {
            return readContrastTable(headers, body, ratioColumn: ratioColumn, node: node)
        }
        let isVariant = first == "variant" || first == "variants" || caption.map { Normalize.name($0) == "variants" } ?? false
        if let node {
            if isVariant { return readVariantTable(headers, body, node: node) }
            if first == "property" || first == "key" { return readPropertyTable(headers, body, node: node) }
            if first == "state" || first == "states" { return readStateTable(headers, body, node: node) }
        }
        // `| Token | Value |` with token paths in the first column: each row is a token-value
        // claim in the kind of its own token (a table may mix colors, type and spacing).
        // `Value`, `Value (light / dark)`.
        if ["token", "token path", "path"].contains(first), let valueColumn = headers.firstIndex(where: { $0 == "value" || $0 == "values" || $0.hasPrefix("value (") }),
            body.allSatisfy({ cells($0).first.map { $0.isEmpty || ($0.contains(".") && !$0.contains(" ")) } ?? true })
        {
            for row in body {
                let values = cells(row)
                guard let key = values.first, !key.isEmpty else { continue }
                let stated = valueColumn < values.count ? values[valueColumn] : ""
                let range = draft.lines.range(of: row)
                draft.document.tokenClaims += ClaimReader.tokenClaim(stated.isEmpty ? key : "\(key) (\(stated))", group: nil, env: valueEnv(range))
            }
            return
        }
        // `| Element | Token | Value |`: elements drawn with their tokens' values, read by the
        // role reader (the token cells for drift, the value cells as the element's colors).
        if DocumentBuilder.elementTableHeads.contains(first), headers.contains(where: { ["token", "token path", "variable", "css variable"].contains($0) }) {
            return
        }
        if readTokenColumnTable(headers, body) { return }
        if !firstColumnNamesProperties(first), headers.contains("hex") || (headers.contains("value") && body.contains { row in
            row.children.dropFirst().contains { Lex.first(in: $0.plainText, { Lex.colorLiteral($0) }) != nil }
        }) {
            return readTokenTable(headers, body, kind: .color)
        }
        if Self.isTypeScale(headers) {
            return readTokenTable(headers, body, kind: .typography)
        }
        if headers.contains("value"), ["element", "name", "token", "role"].contains(first) {
            return readTokenTable(headers, body, kind: .dimension)
        }
        // `| Tab | Icon | Label | Color |`: each row is an element of the node with those properties.
        if let node, DocumentBuilder.elementTableHeads.contains(first), headers.count > 1,
            headers.dropFirst().allSatisfy({ KeyTable.property($0) != nil })
        {
            return readElementTable(headers, body, node: node)
        }
    }

    /// First-column names of a table whose rows are a node's elements (§1.8).
    static let tokenColumnHeads: Set<String> = ["token", "token path", "variable", "css variable", "token name", "design token"]

    static let elementTableHeads: Set<String> = [
        "element", "elements", "part", "parts", "item", "items", "tab", "tabs", "control", "controls", "icon", "icons",
    ]

    /// A table of elements: each row a part named by its first cell, every other cell a property
    /// of that part named by its column (only tables whose other columns are all property keys).
    mutating func readElementTable(_ headers: [String], _ rows: [MarkdownNode], node: Int) {
        for row in rows {
            let values = cells(row)
            guard let name = values.first.map({ $0.replacingOccurrences(of: "*", with: "").trimmed }), !name.isEmpty else { continue }
            let range = draft.lines.range(of: row)
            let item = RawItem(marker: nil, key: name, value: "", text: name, range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
            let part = self.part(named: ParsedKey(words: name, qualifiers: nil, note: nil, stateGroup: nil), item: item, node: node)
            for (column, header) in headers.enumerated().dropFirst() where column < values.count && !values[column].isEmpty {
                guard let property = KeyTable.property(header) else { continue }
                let cell = RawItem(marker: nil, key: header, value: values[column], text: values[column], range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
                readInto(property, text: values[column], item: cell, node: part, scope: SpecQualifiers())
            }
        }
    }

    func cells(_ row: MarkdownNode) -> [String] {
        row.children.map { Normalize.text($0.plainText.replacingOccurrences(of: "`", with: "")).trimmed }
    }

    mutating func readVariantTable(_ headers: [String], _ rows: [MarkdownNode], node: Int) {
        session.currentNode = nodeKey(node)
        for row in rows {
            let values = cells(row)
            guard let name = values.first, !name.isEmpty else { continue }
            let range = draft.lines.range(of: row)
            var bindings: [SpecVariant.Binding] = []
            for (column, header) in headers.enumerated().dropFirst() where column < values.count {
                let cell = values[column]
                var env = valueEnv(range)
                env.mode = nil
                if let property = KeyTable.property(header) {
                    let item = RawItem(marker: nil, key: header, value: cell, text: cell, range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
                    readInto(property, text: cell, item: item, node: node, scope: SpecQualifiers(variant: name))
                    continue
                }
                var color: SpecColorValue?
                if case .success = ColorReader.parse(cell, env: env), case .colors(let colors) = ColorReader.read(cell, env: env) {
                    color = colors.first?.value
                }
                bindings.append(.init(variable: header, written: cell, color: color, range: range))
                draft.nodes[node].variantColumns.insert(header)
            }
            draft.nodes[node].variants.append(SpecVariant(name: name, bindings: bindings, range: range))
        }
    }

    mutating func readPropertyTable(_ headers: [String], _ rows: [MarkdownNode], node: Int) {
        for row in rows {
            let values = cells(row)
            guard let key = values.first else { continue }
            let range = draft.lines.range(of: row)
            guard let property = KeyTable.property(key) else {
                // `| Fill | Primary Coral |` next to the control's `| Background | … |`: a part of
                // the control, read as the same line in a list would be (§2.11).
                guard DocumentBuilder.controlPartKeys.contains(Normalize.key(key)) else { continue }
                for (column, header) in headers.enumerated().dropFirst() where column < values.count && !values[column].isEmpty {
                    var qualifiers = SpecQualifiers()
                    if header != "value" {
                        guard let (parsed, _) = draft.vocabulary.parse(header, customStates: draft.nodes[node].customStates) else { continue }
                        qualifiers = parsed
                    }
                    let item = RawItem(marker: nil, key: key, value: values[column], text: "\(key): \(values[column])", range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
                    resolveItem(item, node: node, group: nil, scope: qualifiers)
                }
                continue
            }
            for (column, header) in headers.enumerated().dropFirst() where column < values.count && !values[column].isEmpty {
                var qualifiers = SpecQualifiers()
                if header != "value" {
                    guard let (parsed, _) = draft.vocabulary.parse(header, customStates: draft.nodes[node].customStates) else { continue }
                    qualifiers = parsed
                }
                let item = RawItem(marker: nil, key: key, value: values[column], text: values[column], range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
                readInto(property, text: values[column], item: item, node: node, scope: qualifiers)
            }
        }
    }

    mutating func readStateTable(_ headers: [String], _ rows: [MarkdownNode], node: Int) {
        for row in rows {
            let values = cells(row)
            guard let stateName = values.first, !stateName.isEmpty else { continue }
            let range = draft.lines.range(of: row)
            let item = RawItem(marker: nil, key: stateName, value: values.dropFirst().joined(separator: "; "), text: stateName, range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
            addState(item, node: node)
            let state = QualifierVocabulary.canonicalState(stateName) ?? Normalize.name(stateName)
            for (column, header) in headers.enumerated().dropFirst() where column < values.count && !values[column].isEmpty {
                guard let property = KeyTable.property(header, in: .colors) else { continue }
                let cell = RawItem(marker: nil, key: header, value: values[column], text: values[column], range: range, valueRange: range, children: [], childrenOrdered: false, extra: [])
                readInto(property, text: values[column], item: cell, node: node, scope: SpecQualifiers(state: state))
            }
        }
    }

    /// `| Tailwind | Token | Value |`: the token column names each row's token, the value column
    /// states its value (in the one mode a row names, `(dark)`). False when the table is not one.
    mutating func readTokenColumnTable(_ headers: [String], _ body: [MarkdownNode]) -> Bool {
        guard let tokenColumn = headers.firstIndex(where: { DocumentBuilder.tokenColumnHeads.contains($0) }), tokenColumn > 0,
            let valueColumn = headers.firstIndex(where: { ["value", "values", "hex"].contains($0) })
        else { return false }
        // `| Chip | Token | Hex | Selected fill | Selected label |`: beside columns of what each row
        // draws, the rows are elements (read by the role reader, the tokens for drift).
        if headers.indices.contains(where: { index in index != valueColumn && index != tokenColumn && columnRole(headers[index], position: index).drawsColors }) {
            return true
        }
        for row in body {
            let values = cells(row)
            guard tokenColumn < values.count, valueColumn < values.count else { continue }
            let cell = values[tokenColumn]
            guard let path = cell.split(whereSeparator: { $0 == " " || $0 == "/" }).map(String.init).first(where: { TokenIndex.isPath($0) && $0.contains(".") })
            else { continue }
            let range = draft.lines.range(of: row)
            var stated = values[valueColumn]
            // `| Background Black | #1A1D1F | color.background.primary (dark) |`: that mode's value.
            if let mode = draft.vocabulary.parse(cell.replacingOccurrences(of: path, with: "").filter { $0 != "(" && $0 != ")" })?.0.mode {
                guard !stated.isEmpty, session.index.modes.contains(mode) else { continue }
                stated = session.index.statedIn(mode, stated)
            }
            draft.document.tokenClaims += ClaimReader.tokenClaim(stated.isEmpty ? path : "\(path) (\(stated))", group: nil, env: valueEnv(range))
        }
        return true
    }

    /// A type scale's header: a size and a font; a sheet with fill or text-color columns as well
    /// is a sheet of elements.
    static func isTypeScale(_ headers: [String]) -> Bool {
        headers.contains("size") && headers.contains(where: { ["font", "family", "weight"].contains($0) })
            && !headers.contains(where: { KeyTable.property($0).map { [.background, .color].contains($0.kind) } ?? false })
    }

    enum TokenTableKind {
        case color, typography, dimension
    }

    /// Token tables (§2.8.3): each row is a token-value claim.
    mutating func readTokenTable(_ headers: [String], _ rows: [MarkdownNode], kind: TokenTableKind) {
        let index = session.index
        // Tokens by normalized display name, once per table rather than once per row.
        var byName: [String: [Token]] = [:]
        for token in index.system.tokens {
            if let name = token.displayName { byName[Normalize.key(name), default: []].append(token) }
        }
        for row in rows {
            let values = cells(row)
            func column(_ names: [String]) -> String? {
                for name in names { if let i = headers.firstIndex(of: name), i < values.count, !values[i].isEmpty { return values[i] } }
                return nil
            }
            guard let key = values.first, !key.isEmpty else { continue }
            let range = draft.lines.range(of: row)
            let group: String
            let stated: String?
            let displayName: String?
            switch kind {
            case .color:
                group = "color"
                displayName = column(["color", "name"])
                stated = column(["hex", "value"]).flatMap { Lex.first(in: $0, { Lex.colorLiteral($0) }).map { $0.0.0 } }
            case .typography:
                group = "typography"
                displayName = key
                // A bare size in a type table (`| 17 |`, as design tools export it) is in points.
                let size = column(["size"]).map { $0.allSatisfy({ $0.isNumber || $0 == "." }) ? $0 + "pt" : $0 }
                let parts = [column(["font", "family"]), column(["weight"]), size].compactMap { $0 }
                stated = parts.isEmpty ? nil : parts.joined(separator: ", ")
            case .dimension:
                group = "spacing"
                displayName = key
                stated = column(["value"]).flatMap { Lex.first(in: $0, { Lex.length($0) }).map { Canonical.number($0.0.0) + $0.0.1 } }
            }
            // The token: by display name, then the row key as a path in the group.
            var path: TokenPath?
            if let displayName {
                let matches = (byName[Normalize.key(displayName)] ?? []).filter { token in
                    (kind != .color || token.type == .color) && (kind != .typography || token.type == .typography)
                        && (kind != .dimension || token.type == .dimension)
                }
                path = index.preferred(matches.map(\.path))
            }
            if path == nil {
                let words = Normalize.words(Normalize.name(key))
                let joined = [words.joined(separator: "."), words.joined(separator: "-"), TokenTable.camel(words)]
                for candidate in joined {
                    if case .found(let found, _, _) = index.lookup(segments: [group] + candidate.split(separator: ".").map(String.init), mode: nil) {
                        path = found
                        break
                    }
                    if kind == .dimension, case .found(let found, _, _) = index.lookup(segments: ["size"] + candidate.split(separator: ".").map(String.init), mode: nil) {
                        path = found
                        break
                    }
                }
            }
            guard let stated else { continue }
            guard let path else {
                session.warning(
                    .specUnknownToken, "the \(kindName(kind)) table row \"\(key)\" names no token (looked for the name \"\(displayName ?? key)\" and the path `\(group).…`)",
                    at: range)
                draft.document.tokenClaims.append(SpecTokenClaim(written: key, token: nil, mode: nil, stated: stated, usage: nil, status: .unknownToken, range: range))
                continue
            }
            session.use(path, at: range)
            let status = ClaimReader.verify(path, mode: nil, stated: stated, ref: displayName ?? key, env: valueEnv(range))
            draft.document.tokenClaims.append(SpecTokenClaim(written: key, token: path, mode: nil, stated: stated, usage: column(["usage", "description", "notes"]), status: status, range: range))
            if kind == .typography, let family = column(["font", "family"]), let token = index.typography(path),
                let first = token.fontFamily.first, Normalize.name(first) != Normalize.name(family)
            {
                session.warning(
                    .specTokenDrift, "\"\(displayName ?? key)\" is set in \(first) in the token file; the spec says \(family)", at: range,
                    notes: index.token(path).map { [.init("\"\(path)\" is defined here", at: $0.range)] } ?? [])
            }
        }
    }

    func kindName(_ kind: TokenTableKind) -> String {
        switch kind {
        case .color: "color"
        case .typography: "type scale"
        case .dimension: "dimension"
        }
    }
}

enum TokenTable {
    static func camel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
