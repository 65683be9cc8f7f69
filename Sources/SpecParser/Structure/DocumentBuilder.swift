import ColorScience
import DesignModel
import Diagnostics
import MarkdownSource

/// Reads one Markdown document into a `DocumentDraft`: headings classified (§2.3), bodies read
/// as property items, tables and documentation (§2.4, §2.8), sections read by kind (§2.10),
/// claims collected (§2.12).
struct DocumentBuilder {
    let session: SpecSession
    var draft: DocumentDraft
    /// The role reader's subjects (§2.17).
    var roles = RoleReaderState()

    /// Options the configuration gives every document.
    struct Defaults {
        var modes: [String]
        var background: String?
        var platform: String?
    }

    init(file: SourceFile, markdown: MarkdownDocument, session: SpecSession, defaults: Defaults) {
        self.session = session
        let front = FrontMatter.read(markdown.frontMatter, file: file.path, fileText: file.text, session: session)
        let systemModes = session.index.modes
        var modes = front.modes ?? (defaults.modes.isEmpty ? systemModes : defaults.modes)
        let axes = session.index.system.axes
        if axes.isMultiAxis {
            // With theming axes `modes: [dark]` narrows to the combinations holding `dark`.
            let named = modes
            modes = systemModes.filter { mode in named.contains { SpecQualifiers.mode($0, appliesIn: mode) } }
            modes += named.filter { name in !systemModes.contains { SpecQualifiers.mode(name, appliesIn: $0) } }
        }
        let unknownModes = modes.filter { !systemModes.isEmpty && !systemModes.contains($0) }
        if !unknownModes.isEmpty, let entry = front.entries.first(where: { $0.key == "modes" }) {
            session.warning(
                .specFrontMatter,
                "`modes` names \(unknownModes.map { "\"\($0)\"" }.joined(separator: ", ")), which the tokens do not define; known modes: \(systemModes.joined(separator: ", "))",
                at: entry.range)
            modes = modes.filter { systemModes.contains($0) }
            if modes.isEmpty { modes = systemModes }
        }
        let baseName = String(file.path.split(separator: "/").last ?? Substring(file.path))
        let fileID = baseName.hasSuffix(".md") ? String(baseName.dropLast(3)) : baseName
        let vocabulary = QualifierVocabulary(
            modes: modes, deviceNames: front.devices ?? QualifierVocabulary.builtInDevices.map(\.0), axes: axes)
        let deviceNames = Set((front.devices ?? []).map { Normalize.name($0) })
        var devices = vocabulary.devices
        if front.devices != nil {
            devices = devices.filter { device in
                deviceNames.contains(Normalize.name(device.name))
                    || QualifierVocabulary.builtInDevices.contains { $0.0 == device.name && $0.2.contains { deviceNames.contains($0) } }
            }
        }
        var defaultDevice = front.defaultDevice
        if let written = defaultDevice, let (qualifiers, _) = vocabulary.parse(written), let device = qualifiers.device {
            defaultDevice = device
        } else if defaultDevice == nil {
            defaultDevice = devices.first { $0.width != nil && $0.width != devices.compactMap(\.width).min() }?.name ?? devices.first?.name
        }
        let document = SpecDocument(
            id: front.id ?? fileID, title: front.title ?? fileID, kind: front.kind, platform: front.platform ?? defaults.platform,
            devices: devices, defaultDevice: defaultDevice, modes: modes, uses: front.uses ?? [], file: file.path,
            frontMatter: front.entries)
        let lines = LineMap(file: file.path, text: file.text)
        draft = DocumentDraft(
            document: document, vocabulary: vocabulary, variables: DocumentBuilder.variables(in: markdown.root), lines: lines)
        draft.paletteVariables = PaletteColorReading.variables(in: file.text, index: session.index)
        draft.variables.formUnion(draft.paletteVariables.keys)
        if modes.count == 2 {
            draft.modeMap = DocumentBuilder.modeMappings(in: lines.slices)
            draft.modeOpenVariables = DocumentBuilder.modeOpenVariables(in: lines, variables: draft.variables, mode: modes[1], file: file.path)
            draft.parenthesisMode = ParenthesizedModeReading.mode(in: lines, vocabulary: vocabulary, modes: modes)
        }
        draft.namePins = DocumentBuilder.namePins(in: lines.slices, index: session.index)
        draft.textLayerFillLines = TextLayerFillReading.lines(lines.slices)
        // Light and Dark columns define CSS custom properties whatever the project's modes are.
        draft.modeTables = ModeTable.all(in: markdown.root, modes: modes + ["light", "dark"].filter { !modes.contains($0) })
        draft.palette = DocumentPalette.read(lines.slices, index: session.index).merging(DocumentPalette.styleTable(draft.modeTables, modes: modes)) { line, _ in line }
        draft.valueLexer = ValueLexer(
            index: session.index, palette: draft.palette, variables: Set(draft.paletteVariables.keys).union(SchemeRoleTableReading.writtenRoles(draft.palette)))
        readBackground(front, defaults: defaults, file: file.path)
        walk(markdown.root)
        readByRoles(markdown.root)
        dropSupersededStatements(markdown.root)
        groundSiblingsOnContainers()
        readColorRolePairs(lines)
        readTokenMentions(lines.slices)
        readMeasuredPairs(lines.slices)
        readTypeScales(lines.slices)
        readProseClaims(lines.slices)
        scanScopedClaims(lines.slices)
        bindPaletteVariables()
    }

    // MARK: Front matter background

    mutating func readBackground(_ front: FrontMatter, defaults: Defaults, file: String) {
        var property = SpecProperty(key: "Background", kind: .background)
        var sources = front.background
        if sources.isEmpty, let configured = defaults.background {
            sources = [(nil, configured, SourceRange.file("kiln.yaml"))]
        }
        for (mode, text, range) in sources {
            var env = valueEnv(range)
            var qualifiers = SpecQualifiers()
            if let mode {
                guard let found = draft.vocabulary.mode(mode) else {
                    session.warning(.specFrontMatter, "`background` names mode \"\(mode)\", which is not one of \(draft.document.modes.joined(separator: ", "))", at: range)
                    continue
                }
                qualifiers.mode = found
                env.mode = found
            }
            switch ColorReader.read(text, env: env) {
            case .colors(let colors):
                for (own, value, written) in colors {
                    property.entries.append(
                        SpecEntry(qualifiers: own.merged(over: qualifiers) ?? qualifiers, value: .color(value), written: written, writtenKey: "background", range: range))
                }
            case .unknownName, .unreadable:
                session.warning(.specFrontMatter, "`background`: " + SpecMessages.unreadable(text, as: "a color"), at: range)
            }
        }
        if !property.entries.isEmpty { draft.document.background = property }
        if draft.document.background == nil { readStyledGround() }
    }

    /// `| Page | White #FFFFFF | Background Black #1A1D1F |` in a table of color styles: a style
    /// named for the page is what the document's elements sit on when nothing else says so.
    mutating func readStyledGround() {
        guard let (name, pin) = draft.palette.filter({ !$0.value.modeColors.isEmpty && Self.groundStyleNames.contains($0.key) }).min(by: { $0.key < $1.key })
        else { return }
        let range = draft.lines.lineRange(pin.line)
        guard case .colors(let colors) = ColorReader.read(name, env: valueEnv(range)) else { return }
        var property = SpecProperty(key: "Background", kind: .background)
        for (qualifiers, value, written) in colors {
            property.entries.append(SpecEntry(qualifiers: qualifiers, value: .color(value), written: written, writtenKey: "background", range: range))
        }
        draft.document.background = property
    }

    static let groundStyleNames: Set<String> = ["page", "background", "canvas", "screen", "page background", "app background"]

    func valueEnv(_ range: SourceRange, mode: String? = nil) -> ValueEnv {
        var env = ValueEnv(session: session, vocabulary: draft.vocabulary, variables: draft.variables, range: range, mode: mode, modeMap: draft.modeMap, namePins: draft.namePins)
        env.palette = draft.palette
        return env
    }

    /// A line that names a variant column's colors, the second mode and a change without a value
    /// (`adjusted`, `brighter`, `lighter`, `darker`): those colors are open in that mode.
    static func modeOpenVariables(in lines: LineMap, variables: Set<String>, mode: String, file: String) -> [String: SourceRange] {
        var out: [String: SourceRange] = [:]
        let modeKey = mode.lowercased()
        let changes = ["adjusted", "brighter", "lighter", "darker", "lightened", "darkened", "brightened", "adapted"]
        guard !variables.isEmpty, lines.anyLineHolds(changes) else { return out }
        for (number, lower) in lines.lowered.enumerated() {
            // Byte searches: Foundation's `contains` (through NSString on Linux) over every line
            // of a document was ~8% of the bundled `kiln check`.
            guard lower.containsBytes(modeKey), changes.contains(where: { lower.containsBytes($0) }),
                !lower.containsBytes("#")
            else { continue }
            for variable in variables where lower.containsBytes(variable) && out[variable] == nil {
                out[variable] = SourceRange(file: file, line: number + 1, column: 1)
            }
        }
        return out
    }

    /// `Charcoal (#2D3436) → Off-White (#F5F6FA)` anywhere in the document (a dark-mode section's
    /// prose): the first color's value in the document's second mode.
    static func modeMappings(in lines: [Substring]) -> [String: RGBA] {
        var out: [String: RGBA] = [:]
        for line in lines where !line.isEmpty && (line.containsBytes("→") || line.containsBytes("->")) {
            let arrow = line.textRange(of: "→") ?? line.textRange(of: "->")!
            let before = line[..<arrow.lowerBound]
            let after = line[arrow.upperBound...]
            guard let open = before.lastIndex(of: "("), let from = Lex.hex(before[before.index(after: open)...]),
                let open2 = after.firstIndex(of: "("), let to = Lex.hex(after[after.index(after: open2)...])
            else { continue }
            out[from.1.hex] = to.1
        }
        return out
    }

    /// `Light Gray (#E0E0E0)` anywhere in the document: a name several design-system colors
    /// share, written with a hex that is one of theirs. A name the document writes with exactly
    /// one such hex is pinned: where it is written bare, it means that color (reported with the
    /// line that pins it). A name written with two different hexes pins nothing.
    static func namePins(in lines: [Substring], index: TokenIndex) -> [String: NamePin] {
        var found: [String: [NamePin]] = [:]
        // Most lines hold no parenthesis: a byte test spares walking them character by character.
        for (number, line) in lines.enumerated() where line.utf8.contains(UInt8(ascii: "(")) {
            // In a line of ASCII each byte is a character: its parentheses are found among the bytes.
            let ascii = line.isASCIIText
            var rest = Substring(line)
            while let open = ascii ? rest.utf8.firstIndex(of: UInt8(ascii: "(")) : rest.firstIndex(of: "(") {
                let before = rest[..<open]
                let after = rest[rest.index(after: open)...]
                rest = after
                guard let (literal, color, tail) = Lex.hex(after), Lex.skipSpaces(tail).first == ")" else { continue }
                let words = before.split(whereSeparator: { $0 == " " || $0 == "*" || $0 == "`" }).map(String.init).suffix(5)
                // The longest run of words ending just before the parenthesis that is a shared name.
                for count in stride(from: words.count, through: 1, by: -1) {
                    let name = words.suffix(count).joined(separator: " ")
                    let candidates = index.colorTokens(named: name)
                    guard candidates.count > 1 else { continue }
                    guard candidates.contains(where: { path in index.modes.contains { index.color(path, mode: $0)?.quantized == color.quantized } }) else { break }
                    found[TokenIndex.nameKey(name), default: []].append(NamePin(color: color, written: "\(name) (\(literal))", line: number + 1))
                    break
                }
            }
        }
        var out: [String: NamePin] = [:]
        for (key, pins) in found where Set(pins.map(\.color.quantized.hex)).count == 1 { out[key] = pins[0] }
        return out
    }

    /// Column names of every variant table in the document (§2.8.4): the variables values may use.
    static func variables(in root: MarkdownNode) -> Set<String> {
        var out = Set<String>()
        for block in root.children {
            guard case .table = block.kind, let header = block.children.first else { continue }
            let cells = header.children.map { Normalize.name($0.plainText) }
            guard let first = cells.first, first == "variant" || first == "variants" else { continue }
            for cell in cells.dropFirst() where KeyTable.property(cell) == nil { out.insert(cell) }
        }
        return out
    }

    // MARK: Headings

    enum Role {
        case title
        case node(Int)
        case section(SectionRef)
        case documentation(SectionRef?)
        /// A heading that names a property of its parent (`### Background` under a screen).
        case property(owner: Int, KeyTable.Property, SourceRange)
    }

    struct SectionRef {
        var kind: SpecSection.Kind
        /// The parent node; nil for document-level sections.
        var owner: Int?
        /// Index into the owner's (or the document's) sections.
        var index: Int
    }

    mutating func walk(_ root: MarkdownNode) {
        var stack: [(level: Int, role: Role)] = []
        var role: Role = .documentation(nil)
        var blocks: [MarkdownNode] = []
        var sawTitle = false
        for (blockIndex, block) in root.children.enumerated() {
            guard case .heading(let level) = block.kind else {
                let next = blockIndex + 1 < root.children.count ? root.children[blockIndex + 1] : nil
                if let label = labelNode(block, next: next, stack: stack) {
                    // `**Layer** `btn/back`` over a list inside a screen: an element of that
                    // screen, described up to the next such line or heading.
                    flush(role, blocks)
                    blocks = []
                    while let last = stack.last, last.level == Self.labelLevel { stack.removeLast() }
                    role = .node(label)
                    stack.append((Self.labelLevel, role))
                    // Prose under the label's name describes the element.
                    if !labelDescription(block).isEmpty { blocks = [block] }
                    continue
                }
                if let last = stack.last, last.level == Self.labelLevel, case .node(let label) = last.role, tableNamesOtherElements(block, besides: label) {
                    // A table whose rows name the screen's other elements (a contrast table
                    // after the last element's list) is the screen's, not that element's.
                    flush(role, blocks)
                    blocks = []
                    stack.removeLast()
                    role = stack.last?.role ?? .documentation(nil)
                }
                blocks.append(block)
                continue
            }
            flush(role, blocks)
            blocks = []
            while let last = stack.last, last.level >= level { stack.removeLast() }
            role = classify(block, level: level, stack: stack, sawTitle: &sawTitle)
            stack.append((level, role))
        }
        flush(role, blocks)
    }

    /// True for a table at least two of whose rows are named for other elements of the label's
    /// screen or component.
    func tableNamesOtherElements(_ block: MarkdownNode, besides label: Int) -> Bool {
        guard let owner = draft.nodes[label].parent else { return false }
        let names = draft.nodes.indices.filter { $0 != label && draft.nodes[$0].parent == owner }.map { draft.nodes[$0].name }
        return ElementLabelReading.rowsName(block, names)
    }

    /// Deeper than any heading: an element opened by a label line closes at the next heading.
    static let labelLevel = 7

    /// The component a label paragraph over a list opens inside a screen or component read by
    /// the structured reader (`ElementLabelReading`), added to the tree; nil for any other block.
    mutating func labelNode(_ block: MarkdownNode, next: MarkdownNode?, stack: [(level: Int, role: Role)]) -> Int? {
        guard let owner = stack.last(where: { $0.level != Self.labelLevel }), case .node(let parent) = owner.role,
            [.screen, .component].contains(draft.nodes[parent].kind), let label = elementLabel(block, next: next)
        else { return nil }
        var node = NodeDraft(kind: .component, name: label.name, alias: nil, heading: label.name, level: nil, range: label.range, parent: layerParent(label.name, in: parent))
        node.isLabel = true
        return addNode(node)
    }

    /// The layer a path-named layer sits in (`toast/icon` in `toast`, `input/entry:focus` in
    /// `input/entry`), when an earlier label of the screen has that name; else the screen.
    func layerParent(_ name: String, in owner: Int) -> Int {
        var path = name.lowercased()
        while let cut = path.lastIndex(where: { $0 == "/" || $0 == ":" }) {
            path = String(path[..<cut])
            if let layer = draft.nodes.indices.last(where: { draft.nodes[$0].isLabel && draft.nodes[$0].name.lowercased() == path && isWithin($0, owner) }) {
                return layer
            }
        }
        return owner
    }

    func isWithin(_ node: Int, _ ancestor: Int) -> Bool {
        var current = draft.nodes[node].parent
        while let index = current {
            if index == ancestor { return true }
            current = draft.nodes[index].parent
        }
        return false
    }

    /// The state a layer's name ends with after a colon (`input/entry:focus`).
    func nameState(of node: Int) -> String? {
        let name = Normalize.text(draft.nodes[node].name).trimmed
        guard let cut = name.lastIndex(of: ":") else { return nil }
        return QualifierVocabulary.canonicalState(String(name[name.index(after: cut)...]).trimmed)
    }

    mutating func classify(_ heading: MarkdownNode, level: Int, stack: [(level: Int, role: Role)], sawTitle: inout Bool) -> Role {
        let text = heading.plainText
        let range = draft.lines.range(of: heading)
        if level == 1 {
            if !sawTitle, !draft.document.frontMatter.contains(where: { $0.key == "title" }) {
                draft.document.title = Normalize.text(text).trimmed
            }
            sawTitle = true
            draft.document.blocks.append(BlockConversion.block(heading, lines: draft.lines))
            return .title
        }
        let name = HeadingClassifier.name(text)
        // P: nearest open screen, category or component; S: nearest open section deeper than P.
        var parentNode: Int?
        var parentDepth = -1
        for (depth, entry) in stack.enumerated().reversed() {
            if case .node(let index) = entry.role, [.screen, .category, .component].contains(draft.nodes[index].kind) {
                parentNode = index
                parentDepth = depth
                break
            }
        }
        var section: SectionRef?
        for (depth, entry) in stack.enumerated().reversed() where depth > parentDepth {
            if case .section(let ref) = entry.role {
                section = ref
                break
            }
        }
        func makeNode(_ kind: SpecNode.Kind, parent: Int?) -> Role {
            let index = addNode(
                NodeDraft(kind: kind, name: name.name, alias: name.alias, heading: Normalize.text(text).trimmed, level: level, range: range, parent: parent))
            return .node(index)
        }
        if name.marker == .screen { return makeNode(.screen, parent: nil) }
        if name.marker == nil, let parentNode, section == nil, let property = KeyTable.property(name.name),
            property.kind == .background || property.kind == .color, ValueShape.checkedKinds.contains(property.kind)
        {
            draft.nodes[parentNode].documentation.append(BlockConversion.block(heading, lines: draft.lines))
            return .property(owner: parentNode, property, range)
        }
        if name.marker == .component { return makeNode(.component, parent: parentNode) }
        if let section {
            switch section.kind {
            case .components:
                return parentNode == nil ? documentationHeading(heading, in: section) : makeNode(.component, parent: parentNode)
            case .animations:
                return makeNode(.animation, parent: parentNode)
            default:
                return documentationHeading(heading, in: section)
            }
        }
        if let kind = HeadingClassifier.sectionKind(name) {
            let title = Normalize.text(text).trimmed
            let newSection = SpecSection(kind: kind, title: title, range: range)
            if let parentNode {
                draft.nodes[parentNode].sections.append(newSection)
                return .section(SectionRef(kind: kind, owner: parentNode, index: draft.nodes[parentNode].sections.count - 1))
            }
            draft.document.sections.append(newSection)
            return .section(SectionRef(kind: kind, owner: nil, index: draft.document.sections.count - 1))
        }
        if let parentNode { return makeNode(.component, parent: parentNode) }
        if draft.document.kind == .catalog, level == 2 { return makeNode(.category, parent: nil) }
        // A numbered heading that opens the document ("#### 2. Search Field", a snippet with no
        // screen) is a top-level component; under other headings it is a subject of the reader
        // by roles (§2.17), under the heading above it.
        if name.numbered, level >= 3, draft.document.kind == .flow, stack.isEmpty { return makeNode(.component, parent: nil) }
        draft.document.blocks.append(BlockConversion.block(heading, lines: draft.lines))
        return .documentation(nil)
    }

    mutating func documentationHeading(_ heading: MarkdownNode, in section: SectionRef) -> Role {
        appendSectionBlocks([BlockConversion.block(heading, lines: draft.lines)], to: section)
        return .documentation(section)
    }

    mutating func addNode(_ node: NodeDraft) -> Int {
        draft.nodes.append(node)
        let index = draft.nodes.count - 1
        if let parent = node.parent { draft.nodes[parent].children.append(index) } else { draft.roots.append(index) }
        return index
    }

    mutating func appendSectionBlocks(_ blocks: [SpecBlock], to section: SectionRef) {
        if let owner = section.owner {
            draft.nodes[owner].sections[section.index].blocks += blocks
        } else {
            draft.document.sections[section.index].blocks += blocks
        }
    }

    // MARK: Bodies

    mutating func flush(_ role: Role, _ blocks: [MarkdownNode]) {
        guard !blocks.isEmpty else { return }
        switch role {
        case .title, .documentation(nil):
            session.currentNode = nil
            draft.document.blocks += blocks.map { BlockConversion.block($0, lines: draft.lines) }
            readTokenTables(blocks)
        case .node(let index):
            readNodeBody(index, blocks)
        case .section(let ref), .documentation(let ref?):
            readSection(ref, blocks)
        case .property(let owner, let property, let range):
            readPropertySection(owner: owner, property: property, heading: range, blocks)
        }
    }

    /// Groups a body into items (lists and lead-ins with their list), tables and other blocks.
    enum BodyPart {
        case items([RawItem], ordered: Bool)
        case table(MarkdownNode, caption: String?)
        case block(MarkdownNode)
    }

    func bodyParts(_ blocks: [MarkdownNode]) -> [BodyPart] {
        var parts: [BodyPart] = []
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            let next = index + 1 < blocks.count ? blocks[index + 1] : nil
            switch block.kind {
            case .paragraph:
                if let key = ItemExtraction.leadInKey(block), let next {
                    if case .list(let ordered) = next.kind {
                        let range = draft.lines.range(of: block)
                        let item = RawItem(
                            marker: nil, key: key, value: "", text: Normalize.text(block.plainText).trimmed, range: range,
                            valueRange: range, children: ItemExtraction.items(of: next, lines: draft.lines), childrenOrdered: ordered,
                            extra: [], isLeadIn: true)
                        parts.append(.items([item], ordered: false))
                        index += 2
                        continue
                    }
                    if case .table = next.kind {
                        parts.append(.block(block))
                        parts.append(.table(next, caption: key))
                        index += 2
                        continue
                    }
                }
                parts.append(.block(block))
            case .list(let ordered):
                parts.append(.items(ItemExtraction.items(of: block, lines: draft.lines), ordered: ordered))
            case .table:
                parts.append(.table(block, caption: nil))
            default:
                parts.append(.block(block))
            }
            index += 1
        }
        return parts
    }

    mutating func readNodeBody(_ index: Int, _ blocks: [MarkdownNode]) {
        let parts = bodyParts(blocks)
        let kind = draft.nodes[index].kind
        recordCandidates(parts, node: index)
        // Declared states first, so qualifier items can name custom states (§2.6.2).
        for case .items(let items, _) in parts { declareStates(items, node: index) }
        session.currentNode = nil
        for part in parts {
            switch part {
            case .items(let items, let ordered):
                switch kind {
                case .animation: readAnimationItems(items, ordered: ordered, node: index)
                case .category: draft.nodes[index].documentation += items.map(BlockConversion.item)
                default: resolveItems(items, node: index, group: nil, scope: SpecQualifiers(mode: nameMode(of: index), state: nameState(of: index)))
                }
            case .table(let table, let caption):
                draft.nodes[index].documentation.append(BlockConversion.block(table, lines: draft.lines))
                if kind == .category {
                    readTable(table, caption: caption, node: nil)
                } else {
                    readTable(table, caption: caption, node: index)
                }
            case .block(let block):
                draft.nodes[index].documentation.append(BlockConversion.block(block, lines: draft.lines))
                if case .paragraph = block.kind, kind != .category, kind != .animation, !isDashedBoldParagraph(block) { readProse(block, node: index) }
            }
        }
        // Colors states set in words, now that the nodes' own lines are read (their parts' too).
        for node in draft.nodes.indices where !draft.nodes[node].pendingStateColors.isEmpty { addStateColors(node: node) }
        for node in draft.nodes.indices where !draft.nodes[node].pendingCopies.isEmpty { addCopiedParts(node: node) }
    }

    /// The mode a node's name, or an ancestor's, ends with (`Entry Editor — Dark`, `Home (light)`):
    /// what the node's lines state holds in that mode. A mode word inside the name (`Dark Mode
    /// Toggle`) names a thing, not a mode.
    func nameMode(of node: Int) -> String? {
        var current: Int? = node
        while let index = current {
            let name = Normalize.text(draft.nodes[index].name).trimmed
            var tail: String?
            if let (rest, inner) = Normalize.trailingParenthetical(name), !rest.isEmpty {
                tail = inner
            } else if let dash = name.range(of: " - ", options: .backwards) ?? name.range(of: " — ", options: .backwards) {
                tail = String(name[dash.upperBound...])
            }
            if let tail {
                let words = SubjectHeadings.words(tail).filter { !["mode", "theme", "appearance", "artboard", "variant"].contains($0) }
                if words.count == 1, let mode = draft.vocabulary.mode(words[0]) { return mode }
            }
            current = draft.nodes[index].parent
        }
        return nil
    }

    mutating func readSection(_ ref: SectionRef, _ blocks: [MarkdownNode]) {
        session.currentNode = ref.owner.map { nodeKey($0) }
        appendSectionBlocks(blocks.map { BlockConversion.block($0, lines: draft.lines) }, to: ref)
        let parts = bodyParts(blocks)
        for part in parts {
            switch part {
            case .items(let items, _):
                switch ref.kind {
                case .accessibility: scanClaims(items, owner: ref.owner)
                case .tokens: readTokenClaims(items, group: nil)
                case .animations where ref.owner == nil:
                    break
                default: break
                }
            case .table(let table, let caption):
                readTable(table, caption: caption, node: nil)
            case .block(let block):
                // Claims written as sentences ("The invite button (White on Basil) reaches
                // 7.1:1.") are read like list items, one sentence at a time.
                guard case .paragraph = block.kind, ref.kind == .accessibility || ref.kind == .tokens else { break }
                let items = sentenceItems(block)
                if ref.kind == .accessibility { scanClaims(items, owner: ref.owner) } else { readTokenClaims(items, group: nil) }
            }
        }
    }

    mutating func readTokenTables(_ blocks: [MarkdownNode]) {
        for block in blocks {
            if case .table = block.kind { readTable(block, caption: nil, node: nil) }
        }
    }

    /// The screen a node belongs to (itself for screens; the category in a catalog).
    func screen(of index: Int) -> Int? {
        var current: Int? = index
        while let node = current {
            if draft.nodes[node].kind == .screen || draft.nodes[node].kind == .category { return node }
            current = draft.nodes[node].parent
        }
        return nil
    }
}
