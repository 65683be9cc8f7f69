import DesignModel
import Diagnostics
import MarkdownSource

/// What the role reader keeps while it reads one document.
struct RoleReaderState {
    var subjects: [Subject] = []
    /// Lines the structured reader (§2.4) read before the role reader runs: left alone.
    var readLines = Set<Int>()
    /// Of those, the lines read only because they name a token (`sheet background
    /// `color.background.surface`: Off-White #F9FAFB …`): a sentence naming its element still
    /// reads the values written there.
    var tokenOnlyLines = Set<Int>()
    /// Items keyed by a text part's name (`Title:`, `Subtitle:`) in a list that names two or
    /// more of them: each is an element of its own, not the subject's one text.
    var textPartKeyLines = Set<Int>()
    /// Lists that gave a background lead-in its value per mode (`readBackgroundPerMode`), by
    /// their first line: read once, as that.
    var backgroundModeLists = Set<Int>()
    /// Lines of fenced data blocks, as `key: value (comment)`: read for token mentions like any
    /// other line, where a code sample's lines are not.
    var dataLines: [Int: String] = [:]
    /// The Android resources the document quotes (`AndroidLayoutReading`), once gathered.
    var androidResources: AndroidLayoutReading.Resources?
    /// The layer path written under a subject's heading (`InspectLayerReading`), by subject.
    var layerPaths: [Int: [String]] = [:]
    /// Design-tool nodes read from a JSON export, by name and by path (`Chip/Label`), for a
    /// later block keyed by node names (`DesignNodeReading`).
    var designNodes: [String: Int] = [:]
    /// What a design node's fill paints, by its subject.
    var designNodeFillRoles: [Int: RoleWords.ColorRole] = [:]
    /// Design nodes that are a screen's frame: their fill is the document's background.
    var designScreenFrames = Set<Int>()
}

/// The reader by values and roles (docs/spec-format.md §2.17): a document becomes a tree of
/// subjects from any structure — headings of any level and numbering, table rows, list items,
/// bold-lead paragraphs — and each line's value spans are read with the role the words around
/// them, the column header or the key give. It reads what the structured reader (§2.4) did not:
/// documents with no `Screen:` headings or front matter, and lines in shapes the grammar has no
/// rule for. The ways of reading are the registered units in `SpecReadings`.
extension DocumentBuilder {
    mutating func readByRoles(_ root: MarkdownNode) {
        markStructuredLines()
        var stack: [Int] = []
        var roleListIndex: Int?
        for (blockIndex, block) in root.children.enumerated() {
            if case .heading(let level) = block.kind {
                guard level > 1 else {
                    stack = []
                    continue
                }
                openHeading(block, level: level, on: &stack)
                continue
            }
            // `---` between a thread's posts: one post's notes or claims section (`### Open
            // questions`) does not hold over the posts after it.
            if case .thematicBreak = block.kind {
                while let top = stack.last, [.documentation, .claims].contains(roles.subjects[top].kind) { stack.removeLast() }
                continue
            }
            if let top = stack.last, roles.subjects[top].structured {
                // `**Save button** — 56px high, background …, text 17px in …`: an element named in
                // bold and described in prose after a dash is the role reader's under any heading;
                // the structured reader's grammar has no rule for it.
                if isDashedBoldParagraph(block) { readBlock(block, subject: top) }
                continue
            }
            let next = blockIndex + 1 < root.children.count ? root.children[blockIndex + 1] : nil
            if readBackgroundPerMode(block, next: next, subject: stack.last) { continue }
            if let post = threadPost(block) {
                // A thread's post ends the one before; its title names what it is about.
                while let top = stack.last, roles.subjects[top].isElementLabel { stack.removeLast() }
                if let label = post.label { open(label, replacing: \.isElementLabel, on: &stack) }
                if !post.lines.isEmpty { readProse(post.lines, subject: stack.last, opensParagraph: false) }
                continue
            }
            if let question = questionLabel(block) {
                openQuestion(question, on: &stack)
                continue
            } else if boldQuestion(block) != nil {
                // A question naming no element (`How does someone remove a chip?`) ends the one before.
                while let top = stack.last, roles.subjects[top].isQuestion { stack.removeLast() }
                continue
            }
            if blockIndex == roleListIndex { continue }
            if let next, readPanelList(block, next: next, subject: stack.last) {
                roleListIndex = blockIndex + 1
                continue
            }
            if let label = elementLabel(block, next: next) {
                openLabel(label, of: block, on: &stack)
                continue
            }
            closeLabel(beforeSiblingTable: block, on: &stack)
            if let label = modeLabel(block, parent: stack.last) {
                open(label, replacing: \.isModeLabel, on: &stack)
                continue
            }
            if case .htmlBlock = block.kind, let tab = TabModeReading.tab(in: block.literal ?? "") {
                // `<TabItem value="dark" label="Dark">` … `</TabItem>`: what the tab holds is in its mode.
                while let top = stack.last, roles.subjects[top].isModeLabel { stack.removeLast() }
                if let mode = tab.flatMap({ headingMode(SubjectHeadings.words($0)) }) {
                    let parentKind = stack.last.map { roles.subjects[$0].kind } ?? .element
                    var label = Subject(
                        kind: parentKind == .element ? .section : parentKind, name: mode, level: 0, range: draft.lines.range(of: block), parent: stack.last, node: nil)
                    label.mode = mode
                    label.isModeLabel = true
                    open(label, replacing: \.isModeLabel, on: &stack)
                }
                // A tab's spec components on the lines after it (a template's shortcodes, with no
                // blank line between them) are that tab's.
                if TabModeReading.holdsMore(block.literal ?? "") { readBlock(block, subject: stack.last) }
                continue
            }
            readBlock(block, subject: stack.last)
        }
    }

    /// The lines the structured reader read (its nodes' entries, states and variants, the claims
    /// and the document's background), which the role reader leaves alone, and the lines only a
    /// token is used on.
    /// A paragraph opened by a bold name, a dash and values (`**Save button** — 56px, …`).
    func isDashedBoldParagraph(_ block: MarkdownNode) -> Bool {
        guard case .paragraph = block.kind, let raw = draft.lines.line(draft.lines.range(of: block).start.line),
            let (name, values) = Self.boldNameAndDash(raw)
        else { return false }
        return !name.isEmpty && roleLexer.spans(in: name).isEmpty && !roleLexer.spans(in: values).isEmpty
    }

    mutating func markStructuredLines() {
        var read = Set<Int>()
        for node in draft.nodes {
            for property in node.properties { for entry in property.entries { read.insert(entry.range.start.line) } }
            for state in node.states { read.insert(state.range.start.line) }
            for variant in node.variants {
                read.insert(variant.range.start.line)
                for binding in variant.bindings { read.insert(binding.range.start.line) }
            }
        }
        for claim in draft.document.contrastClaims { read.insert(claim.range.start.line) }
        for claim in draft.document.touchTargetClaims { read.insert(claim.range.start.line) }
        for claim in draft.document.tokenClaims { read.insert(claim.range.start.line) }
        for entry in draft.document.background?.entries ?? [] { read.insert(entry.range.start.line) }
        // A token used on a line is not its values read: `helper line `typography.footnote` (13pt
        // regular) in Slate Gray #636E72` keeps its color and size for the role reader.
        var tokenLines = Set<Int>()
        for (_, _, range) in session.tokenUses where range.file == draft.document.file && !read.contains(range.start.line) { tokenLines.insert(range.start.line) }
        roles.readLines = read
        roles.tokenOnlyLines = tokenLines
    }

    /// `Canvas background per theme:` over `- light: `background-color: rgb(255, 255, 255)`` and
    /// `- dark: …`: a background lead-in whose list gives its value per mode. The list's lines
    /// are read here, once; true when the block was such a lead-in.
    mutating func readBackgroundPerMode(_ block: MarkdownNode, next: MarkdownNode?, subject: Int?) -> Bool {
        if case .list = block.kind, roles.backgroundModeLists.contains(block.range.start.line) { return true }
        guard case .paragraph = block.kind, let next, case .list = next.kind else { return false }
        let text = Fragment.plain(Substring(block.plainText)).trimmed
        guard text.hasSuffix(":") else { return false }
        // `Canvas background per theme (the decorator sets it on `body`):` — the note aside.
        let lead = String(text.dropLast())
        let head = (Normalize.trailingParenthetical(lead)?.0 ?? lead).trimmed
        guard Self.isBackgroundKey(head) else { return false }
        let items = ItemExtraction.items(of: next, lines: draft.lines)
        let modes = items.map { $0.key.flatMap { qualifierKey($0)?.mode } }
        // One value per mode: `Light Mode: White (#FFFFFF) / Off-White (#F9FAFB)` lists a palette.
        guard !items.isEmpty, modes.allSatisfy({ $0 != nil }), !items.contains(where: { $0.value.contains(" / ") }) else { return false }
        for (item, mode) in zip(items, modes) {
            var line = item
            line.key = head
            readBackgroundLine(line, subject: subject, mode: mode)
        }
        roles.backgroundModeLists.insert(next.range.start.line)
        return true
    }

    /// Opens an element label's subject; the lines of prose under its name describe it.
    mutating func openLabel(_ label: Subject, of block: MarkdownNode, on stack: inout [Int]) {
        open(label, replacing: \.isElementLabel, on: &stack)
        let description = labelDescription(block)
        if !description.isEmpty { readProse(description, subject: stack.last, opensParagraph: false, title: stack.last) }
    }

    /// `**Fill**` over `- `#FF6B6B` 100%`, as a design tool's inspect panel is pasted: a bold
    /// label that is only a role heads a list of that role's values. Nil for any other label.
    func roleLabel(_ name: String) -> String? {
        let roles = keyRoles(name)
        guard !name.isEmpty, name.split(separator: " ").count <= 2, roles.isRole, roles.color != nil || roles.size != nil else { return nil }
        return name
    }

    /// The text of a bold label alone over a list, without a trailing colon; nil for any other paragraph.
    func panelLabel(_ block: MarkdownNode, next: MarkdownNode) -> String? {
        guard case .paragraph = block.kind, case .list = next.kind, let written = ItemExtraction.boldLabel(block) else { return nil }
        return String(Normalize.text(written).trimmed.reversed().drop { $0 == ":" }.reversed())
    }

    /// An inspect panel's section pasted as a bold label over a list: a role's values
    /// (`**Fill**`), or the tokens bound to the layer (`**Variables**` over `- `color/primary/coral`
    /// · #FF6B6B`), each a claim of its token's value (`TokenMentionReading`), not the layer's
    /// values a second time. True when the list is read (or left to the token claims).
    mutating func readPanelList(_ block: MarkdownNode, next: MarkdownNode, subject: Int?) -> Bool {
        guard let label = panelLabel(block, next: next) else { return false }
        if let role = roleLabel(label) {
            readRoleLabelledList(next, role: role, subject: subject)
            return true
        }
        // `**Variables**`, `**Tokens**`: a design tool's tokens bound to the layer.
        return ElementLabelReading.boundTokenWords.contains(Normalize.name(label))
    }

    /// A role label's list: each item with no key of its own is a value of that role
    /// (`- `#FF6B6B` 100%` under `**Fill**` is `Fill: `#FF6B6B` 100%`).
    mutating func readRoleLabelledList(_ list: MarkdownNode, role: String, subject: Int?) {
        for var item in ItemExtraction.items(of: list, lines: draft.lines) {
            // `Text fill `#FFFFFF` 100%` under `**Typography**`: an item led by a role of its own keeps it.
            let lead = roleLexer.spans(in: item.text).first.map { String(item.text.prefix($0.start)).trimmed } ?? ""
            if item.key == nil, !lead.isEmpty, keyRoles(lead).isRole {
                item.key = lead
                item.value = String(item.text.dropFirst(lead.count)).trimmed
            } else if item.key == nil {
                item.key = role
                item.value = item.text
            }
            readItem(item, subject: subject, mode: nil, state: nil)
        }
    }

    /// A heading opens its subject under the innermost open one of a lower level; the values it
    /// states (`### Card — White #FFFFFF`) are read into it.
    mutating func openHeading(_ block: MarkdownNode, level: Int, on stack: inout [Int]) {
        while let top = stack.last, roles.subjects[top].level >= level { stack.removeLast() }
        var subject = subject(for: block, level: level, parent: stack.last)
        subject.structured = subject.node != nil || stack.last.map { roles.subjects[$0].structured } ?? false
        let open = !subject.structured && (subject.kind == .element || subject.kind == .section) && !roles.readLines.contains(subject.range.start.line)
        let background = open ? headingBackground(block) : nil
        let stated = open && background == nil ? headingValues(block) : nil
        if let stated { subject.name = stated.name }
        roles.subjects.append(subject)
        stack.append(roles.subjects.count - 1)
        if let background {
            // What the subject sits on: its parent's background (its own fill may follow), in the heading's mode.
            readItem(background, subject: subject.parent ?? stack.last, mode: subject.mode, state: nil)
        } else if let stated, let own = stack.last {
            readFragments(stated.values, into: own, defaultColor: nil, defaultSize: .size, mode: subject.mode, state: subject.state)
        }
    }

    /// A table whose rows name the other labelled elements (a contrast table after the last
    /// element's list) is their parent's: the open label closes before it.
    mutating func closeLabel(beforeSiblingTable block: MarkdownNode, on stack: inout [Int]) {
        guard let top = stack.last, roles.subjects[top].isElementLabel else { return }
        let siblings = roles.subjects.indices.filter { $0 != top && roles.subjects[$0].isElementLabel && roles.subjects[$0].parent == roles.subjects[top].parent }
        if ElementLabelReading.rowsName(block, siblings.map { roles.subjects[$0].name }) { stack.removeLast() }
    }

    /// Opens a label's subject under the innermost open one, closing the open labels of its kind
    /// first (the next `**Dark Mode:**` or `**`hero-heading`**` ends the one before).
    mutating func open(_ label: Subject, replacing isSameKind: KeyPath<Subject, Bool>, on stack: inout [Int]) {
        while let top = stack.last, roles.subjects[top][keyPath: isSameKind] { stack.removeLast() }
        var label = label
        label.parent = stack.last
        label.level = (stack.last.map { roles.subjects[$0].level } ?? 1) + 1
        roles.subjects.append(label)
        stack.append(roles.subjects.count - 1)
    }

    // MARK: Subjects

    func subject(for heading: MarkdownNode, level: Int, parent: Int?) -> Subject {
        let text = Fragment.plain(Substring(heading.plainText)).trimmed
        let range = draft.lines.range(of: heading)
        let words = SubjectHeadings.words(text)
        let existing = draft.nodes.indices.first { draft.nodes[$0].level != nil && draft.nodes[$0].range.start.line == range.start.line }
        var name = HeadingClassifier.name(text).name
        while let first = name.first, "·•-–—.:|#".contains(first) { name = String(name.dropFirst()).trimmed }
        var subject = Subject(kind: .element, name: name.isEmpty ? text : name, level: level, range: range, parent: parent, node: existing)
        // `EMOTION TAGS (tap → Timeline filtered by emotion)`: a note on what acting on it does.
        subject.acted = Self.namesAction(text)
        let mode = headingMode(words)
        subject.mode = mode
        if existing != nil { return subject }
        let set = Set(words)
        if level >= 3, parent != nil, !words.isEmpty, set.isSubset(of: SubjectHeadings.sectionWords.union(["x"])), !(words.count <= 2 && set.isSubset(of: SubjectHeadings.stateWords)) {
            subject.kind = .section
        } else if !set.isDisjoint(with: SubjectHeadings.claimWords) {
            subject.kind = .claims
        } else if mode != nil {
            let rest = words.filter { !isModeWord($0) && !SubjectHeadings.overrideWords.contains($0) }
            if rest.isEmpty {
                subject.kind = .modeOverrides
            } else if let base = overriddenSubject(words, level: level) {
                // `Frame 13 / On this day — Theme=Dark` after `Frame 12 / On this day — Theme=Light`.
                subject.kind = .modeOverrides
                subject.parent = base
            }
        } else if words.count <= 3, !set.isDisjoint(with: SubjectHeadings.stateWords) {
            subject.kind = .states
        } else if words.count <= 5, !set.isDisjoint(with: SubjectHeadings.documentationWords), set.isDisjoint(with: SubjectHeadings.decisionWords) {
            subject.kind = .documentation
        } else if let first = words.first, ["option", "proposal"].contains(first), words.count >= 2, set.isDisjoint(with: SubjectHeadings.chosenWords),
            let parent, roles.subjects[parent].kind == .documentation
        {
            // `### Option C — Tint plus outline` under `## Considered options`: an option weighed,
            // not the design the decision chose.
            subject.kind = .documentation
        }
        return subject
    }

    /// A paragraph that only names a mode (`**Light Mode:**`, `Dark theme:`): what follows, up
    /// to the next such label or heading, is in that mode, read into the enclosing subject.
    func modeLabel(_ block: MarkdownNode, parent: Int?) -> Subject? {
        guard case .paragraph = block.kind else { return nil }
        let range = draft.lines.range(of: block)
        guard range.start.line == max(range.start.line, block.range.end.line), let raw = draft.lines.line(range.start.line) else { return nil }
        var text = Fragment.plain(raw).trimmed
        guard text.hasSuffix(":") || String(raw).trimmed.hasPrefix("**") else { return nil }
        while let last = text.last, last == ":" || last == " " { text.removeLast() }
        let words = SubjectHeadings.words(text)
        guard !words.isEmpty, words.count <= 3, let mode = headingMode(words),
            words.allSatisfy({ isModeWord($0) || SubjectHeadings.overrideWords.contains($0) || $0 == "in" })
        else { return nil }
        let parentKind = parent.map { roles.subjects[$0].kind } ?? .element
        var subject = Subject(kind: parentKind == .element ? .section : parentKind, name: text, level: 0, range: range, parent: parent, node: nil)
        subject.mode = mode
        subject.isModeLabel = true
        return subject
    }

    func isModeWord(_ word: String) -> Bool {
        draft.vocabulary.mode(word) != nil || word.hasPrefix("theme=")
    }

    /// The mode a heading names, when it names exactly one.
    func headingMode(_ words: [String]) -> String? {
        var found = Set<String>()
        for word in words {
            if let mode = draft.vocabulary.mode(word) { found.insert(mode) }
        }
        return found.count == 1 ? found.first : nil
    }

    /// An earlier subject at the same level with the same name once modes and frame numbers
    /// are left out.
    func overriddenSubject(_ words: [String], level: Int) -> Int? {
        let key = Self.baseName(words, isMode: isModeWord)
        guard !key.isEmpty else { return nil }
        return roles.subjects.indices.last { index in
            let candidate = roles.subjects[index]
            return candidate.level == level && candidate.kind == .element
                && Self.baseName(SubjectHeadings.words(candidate.name + " " + (candidate.mode ?? "")), isMode: isModeWord) == key
        }
    }

    static func baseName(_ words: [String], isMode: (String) -> Bool) -> [String] {
        words.filter { !isMode($0) && $0 != "frame" && !$0.allSatisfy(\.isNumber) && !$0.hasPrefix("theme=") && !$0.hasPrefix("state=") }
    }

    /// The node for a subject, made (with its parents) the first time something is read into it.
    mutating func node(for subjectIndex: Int) -> Int {
        if let node = roles.subjects[subjectIndex].node { return node }
        let subject = roles.subjects[subjectIndex]
        var parentNode: Int?
        if let parent = subject.parent, let owner = elementSubject(parent).subject {
            parentNode = node(for: owner)
        }
        let kind: SpecNode.Kind = parentNode == nil ? .screen : .component
        // A layer path (`Frame 12 / Card / Title`) is named by its last segment.
        let name = Self.pathSegments(subject.name).last.map { $0.trimmed } ?? subject.name
        var draftNode = NodeDraft(
            kind: kind, name: name.isEmpty ? subject.name : name, alias: nil, heading: subject.name, level: subject.level, range: subject.range,
            parent: parentNode)
        draftNode.statedAction = Self.namesAction(subject.name) || subject.acted
        let index = addNode(draftNode)
        roles.subjects[subjectIndex].node = index
        return index
    }

    /// The nearest subject (this one or an ancestor) values are read into, and the mode and
    /// state its headings give.
    func elementSubject(_ start: Int?) -> (subject: Int?, mode: String?) {
        var current = start
        var mode: String?
        while let index = current {
            let subject = roles.subjects[index]
            mode = mode ?? subject.mode
            // A mode named further up (`## Part C — dark mode` over `### TC-21 Checkboxes`)
            // holds for every element under it.
            if subject.kind == .element { return (index, mode ?? ancestorMode(subject.parent)) }
            if subject.kind == .modeOverrides || subject.kind == .section {
                return (subject.parent.flatMap { elementSubject($0).subject }, mode ?? subject.parent.flatMap { elementSubject($0).mode })
            }
            current = subject.parent
        }
        return (nil, mode)
    }

    /// The nearest mode an ancestor's heading names.
    func ancestorMode(_ start: Int?) -> String? {
        var current = start
        while let index = current {
            if let mode = roles.subjects[index].mode { return mode }
            current = roles.subjects[index].parent
        }
        return nil
    }

    /// An element path (`Frame 12 / Card / Actions / More`) under an actions group or a
    /// toolbar is something people act on.
    static func namesAction(_ name: String) -> Bool {
        let words = Set(SubjectHeadings.words(name))
        if !words.isDisjoint(with: ["actions", "toolbar", "buttons", "controls"]) { return true }
        // `EMOTION TAGS (tap → Timeline filtered by emotion)`: a note on what tapping does.
        guard let (_, inner) = Normalize.trailingParenthetical(name) else { return false }
        return inner.lowercased().split { !$0.isLetter }.contains { RoleWords.actionWords.contains(String($0)) }
    }

    // MARK: Blocks

    mutating func readBlock(_ block: MarkdownNode, subject: Int?) {
        let kind = subject.map { roles.subjects[$0].kind }
        switch block.kind {
        case .paragraph:
            let range = draft.lines.range(of: block)
            let last = max(range.start.line, block.range.end.line)
            if readDirectiveParagraph(range.start.line...last, subject: subject) { return }
            readParagraph(range.start.line...last, subject: subject)
        case .list:
            guard kind != .claims else { return }
            let items = ItemExtraction.items(of: block, lines: draft.lines)
            roles.textPartKeyLines.formUnion(Self.textPartKeyLines(items))
            for item in items { readItem(item, subject: subject, mode: nil, state: nil) }
        case .table:
            guard kind != .claims, kind != .documentation else { return }
            readRoleTable(block, subject: subject)
        case .blockQuote:
            for child in block.children { readBlock(child, subject: subject) }
        case .codeBlock(let info):
            recordCSSTokenComments(block, info: info)
            recordCodeTokenComments(block)
            // A stylesheet under an accessibility heading (`## Meet WCAG Contrast Ratio
            // Requirements` over `.subtle-text { color: #999; background: #fff }`) still styles
            // the elements it names.
            if kind == .claims { readCSSStyles(block, info: info, subject: subject) }
            readContrastReport(block)
            guard kind != .claims, kind != .documentation else { return }
            if !readDesignNodes(block, info: info, subject: subject) { readDataBlock(block, info: info, subject: subject) }
            readInspectorBlock(block, info: info, subject: subject)
            readCodeStyles(block, info: info, subject: subject)
            if !readStyleObjects(block, info: info, subject: subject) { readStyleObjectFontSizes(block, info: info, subject: subject) }
            readComposeModifiers(block, info: info, subject: subject)
            readCSSStyles(block, info: info, subject: subject)
            readUtilityClasses(block, info: info, subject: subject)
            readAndroidLayouts(block, info: info, subject: subject)
            readGherkinSteps(block, info: info, subject: subject)
            readMermaidStyles(block, info: info, subject: subject)
        case .htmlBlock:
            guard kind != .documentation else { return }
            readComponentProps(block, subject: subject)
        default:
            break
        }
    }

    /// A sentence of a paragraph (one line, or several joined across soft line breaks): a
    /// background line (`Canvas: White #FFFFFF`), a bold-lead line (`**Expected:** 44×44pt
    /// tappable frame`), a `Key: value` line, a line keyed by a mode or state (`Selected: …`) or
    /// a sentence naming its element (`Cancel text is Primary Coral #FF6B6B on …`). Returns the
    /// element a sentence named, for the sentences after it to refer back to.
    @discardableResult
    mutating func readSentence(_ sentence: Fragment, boldLead: Bool, subject: Int?, mode spoken: String? = nil, state spokenState: String? = nil) -> Antecedent? {
        // Under a mode's own heading (`## Slide 6 — Timeline card · Dark`, an override of the
        // screen before it), what a sentence states is in that mode, whichever element it names.
        let spokenMode = spoken ?? elementSubject(subject).mode
        guard !isAlreadyRead(sentence) else { return nil }
        let text = sentence.text
        let spans = roleLexer.spans(in: text)
        guard !spans.isEmpty else {
            markActed(sentence, subject: subject)
            return nil
        }
        if spans.contains(where: { $0.kind == .ratio }) { return nil }
        var (_, key, value, _) = ItemExtraction.splitKey(text)
        // `Screen background is color.background.primary: White #FFFFFF in light, …`: a colon
        // after the value's first span glosses it; it opens no key.
        let colonInValue = key.map { keyText in spans.first.map { $0.start < keyText.count } ?? false } ?? false
        if key == nil || colonInValue, let found = Self.backgroundSentence(text, spans: spans, glossedToken: colonInValue) {
            // `Screen background #FFFFFF (Light) and #1A1D1F (Dark).`: a background line without a colon.
            key = found.key
            value = found.value
        }
        if key == nil, let (name, values) = dottedName(sentence, spans: spans), let owner = elementSubject(subject).subject ?? subject {
            // `Subtitle · 10pt · Regular · #9A9A9A`: a name, then its values between middle dots.
            let element = childSubject(named: name, of: owner, range: sentence.range(file: draft.document.file), override: false)
            readFragments(values, into: element, defaultColor: nil, defaultSize: .textSize, mode: spokenMode, state: spokenState)
            return nil
        }
        if key == nil, spans.first?.start == 0, let owner = subject, roles.subjects[owner].parent != nil, roles.subjects[owner].kind == .element {
            // `#A0A0A0 text on #FFFFFF, 13pt.` under `### Footer`: a sentence opening with its
            // values, naming nothing, states the values of what its heading names.
            readFragments(sentence, into: owner, defaultColor: nil, defaultSize: .size, mode: spokenMode, state: spokenState)
            return nil
        }
        if key == nil || key.map({ MetaLeads.lead(in: $0) != nil }) == true {
            // No key, or a comment's lead (`Decided:`, `Maya 10:33 —`): the sentence names its element.
            return readNamedSentence(sentence, subject: subject, mode: spokenMode, state: spokenState)
        }
        guard let key, !value.isEmpty else { return nil }
        let valueFragment = Self.tail(of: sentence, matching: value)
        let item = RawItem(
            marker: nil, key: key, value: value, text: text, range: sentence.range(file: draft.document.file),
            valueRange: valueFragment.range(file: draft.document.file), children: [], childrenOrdered: false, extra: [])
        // `Expected: dismiss (×) top-right — 20pt glyph in a 32×32pt button`: a QA line's expectation
        // is the design whether or not its lead is bold.
        let expectation = Self.expectationLeads.contains { Normalize.name(key).hasPrefix($0) }
        if expectation, !Self.isBackgroundKey(key), readExpectationNaming(valueFragment, subject: subject, mode: elementSubject(subject).mode, state: nil) {
            return nil
        }
        // `**Text color (dark):**`: a role key with its mode or state in parentheses is that role's key.
        let roleKey = Normalize.trailingParenthetical(key).flatMap { bare, inner in draft.vocabulary.parse(inner) != nil ? bare : nil } ?? key
        if boldLead || expectation, !Self.isBackgroundKey(key), !keyRoles(roleKey).isRole, qualifierKey(key) == nil {
            // `**Expected (selected):** label White, 36pt chip height`: values of the subject
            // itself (in the state the lead names). What was measured, and notes, restate or
            // comment: not the design.
            let lead = Normalize.name(key)
            guard !Self.commentLeads.contains(where: { lead.hasPrefix($0) }), let (owner, headingMode) = Optional(elementSubject(subject)),
                let owner
            else { return nil }
            var state: String?
            if let (_, inner) = Normalize.trailingParenthetical(key), let (qualifiers, _) = draft.vocabulary.parse(inner) { state = qualifiers.state }
            readFragments(valueFragment, into: owner, defaultColor: nil, defaultSize: .size, mode: headingMode, state: state)
            return nil
        }
        if Self.isBackgroundKey(key) || boldLead || qualifierKey(key) != nil || subject.map({ [.element, .section, .modeOverrides].contains(roles.subjects[$0].kind) }) == true {
            if !readItem(item, subject: subject, mode: spokenMode, state: spokenState, fromParagraph: !boldLead, value: valueFragment), !boldLead,
                qualifierKey(key) == nil, !Self.isBackgroundKey(key)
            {
                return readUntakenKeyLine(item, sentence: sentence, subject: subject, mode: spokenMode, state: spokenState, value: valueFragment)
            }
        } else if subject == nil {
            // Under no heading (an e-mail, a chat): `Empty-state body in dark: … Light Gray
            // #B2BEC3` names its element in its key.
            return readNamedSentence(sentence, subject: nil)
        }
        return nil
    }

    /// `Older entries link under the last card: …`: a paragraph's key too long to be a name,
    /// which no item reading takes, names its element in its first words; else the line is a
    /// sentence naming its element.
    mutating func readUntakenKeyLine(_ item: RawItem, sentence: Fragment, subject: Int?, mode: String?, state: String?, value: Fragment) -> Antecedent? {
        if let key = item.key, let name = NamedSentenceReading.phrase(key, before: key.count)?.name, !name.isEmpty, name != key {
            var named = item
            named.key = name
            if readItem(named, subject: subject, mode: mode, state: state, value: value) { return nil }
        }
        return readNamedSentence(sentence, subject: subject, mode: mode, state: state)
    }

    /// `Subtitle · 10pt · Regular · #9A9A9A`: a first part of one to four words and no value,
    /// then values, all between middle dots (or bullets); the name and the values.
    func dottedName(_ sentence: Fragment, spans: [ValueSpan]) -> (String, Fragment)? {
        let text = sentence.text
        guard let dot = [" · ", " • "].lazy.compactMap({ text.textRange(of: $0) }).first, let first = spans.first else { return nil }
        let split = text.distance(from: text.startIndex, to: dot.lowerBound)
        let name = String(text[..<dot.lowerBound]).trimmed
        let words = name.split(separator: " ")
        guard first.start > split, (1...4).contains(words.count), name.first?.isLetter == true, !name.contains(where: { ".,;:!?".contains($0) }) else { return nil }
        let after = text.distance(from: text.startIndex, to: dot.upperBound)
        return (name, sentence.slice(after, text.count))
    }

    /// The part of a sentence holding `value` (its last occurrence's start to the end).
    static func tail(of sentence: Fragment, matching value: String) -> Fragment {
        guard let found = sentence.text.textRange(of: value, backwards: true) else { return sentence }
        let start = sentence.text.distance(from: sentence.text.startIndex, to: found.lowerBound)
        var out = sentence.slice(start, sentence.text.count)
        out.text = out.text.trimmed
        if out.positions != nil, out.text.count != sentence.text.count - start { out = sentence.slice(start, start + out.text.count) }
        return out
    }

    /// True when every line the sentence is written on was read before the role reader (by the
    /// structured reader or as a token use).
    func isAlreadyRead(_ fragment: Fragment, ignoringTokenUses: Bool = false) -> Bool {
        let range = fragment.range(file: draft.document.file)
        return (range.start.line...max(range.start.line, range.end.line)).allSatisfy {
            roles.readLines.contains($0) && !(ignoringTokenUses && roles.tokenOnlyLines.contains($0))
        }
    }

    /// A key that is only a mode and/or a state (`Light`, `Dark`, `Selected`, `Pressed, dark`,
    /// `Selected, light`): it names no element, it qualifies its subject's values.
    func qualifierKey(_ key: String) -> SpecQualifiers? {
        var plain = Fragment.plain(Substring(key)).trimmed
        // `Selected (after tapping, until the text is inserted)`: the parenthesis is a note.
        if let (rest, _) = Normalize.trailingParenthetical(plain), !rest.isEmpty { plain = rest.trimmed }
        guard !plain.isEmpty, plain.split(separator: " ").count <= 4, let (qualifiers, _) = draft.vocabulary.parse(plain),
            qualifiers.mode != nil || qualifiers.state != nil, qualifiers.device == nil
        else { return nil }
        return qualifiers
    }

    /// Heads of a sentence stating a background, longest first: English ones and every
    /// language's words for a screen's background (`Skjábakgrunnur er …`).
    static let backgroundSentenceHeads: [String] = Set(RoleWords.backgroundKeys.filter { ["background", "canvas", "hintergrund", "renders on", "sits on"].contains(where: $0.contains) })
        .union(LanguageWords.words(\.screenBackground)).sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }

    /// A sentence opening with a background phrase and then its colors (`Screen background
    /// sampled #FFFFFF (Light) and #1A1D1F (Dark)`, `… modal. Background #FFFFFF / #1A1D1F`): the
    /// phrase as a key and the rest as its value.
    static func backgroundSentence(_ text: String, spans: [ValueSpan], glossedToken: Bool = false) -> (key: String, value: String)? {
        // `পুরো স্ক্রিনের পটভূমি color.background.primary, লাইট মোডে #FFFFFF`: a background token
        // after the head is the background as much as a literal is.
        guard let first = spans.first else { return nil }
        let chars = Array(text)
        let bareBackgroundToken = first.kind == .token && first.text.lowercased().hasPrefix("color.background.")
            && !String(chars[first.end...]).drop { $0 == " " || $0 == "`" }.hasPrefix(":") && !String(chars[first.end...]).drop { $0 == " " || $0 == "`" }.hasPrefix("=")
        guard first.kind == .color || (glossedToken && first.kind == .token && first.text.lowercased().hasPrefix("color")) || bareBackgroundToken else { return nil }
        var prefix = String(chars[..<first.start])
        if let stop = prefix.textRange(of: ". ", backwards: true) { prefix = String(prefix[stop.upperBound...]) }
        var words = prefix.lowercased().split { !($0.isLetter || $0 == "-") }.map(String.init)
        // `Ingemuva lesikrini ngu-`color.background.primary``: a copula written onto the value.
        if words.count > 1, words.last?.hasSuffix("-") == true { words.removeLast() }
        for phrase in backgroundSentenceHeads {
            let phraseWords = phrase.split(separator: " ").map(String.init)
            guard words.count >= phraseWords.count, Array(words.prefix(phraseWords.count)) == phraseWords, words.count - phraseWords.count <= 2 else { continue }
            // A token right after a screen's background phrase, and nothing between.
            if first.kind == .token, !glossedToken, words.count != phraseWords.count || !(screenBackgroundPhrases.contains(phrase) || ["screen background", "page background"].contains(phrase)) { continue }
            return (phrase, String(chars[first.start...]).trimmed)
        }
        return nil
    }

    /// Bold leads of comments rather than design values.
    /// Leads of what a QA pass expected to see: the design, bold or not.
    static let expectationLeads = ["expected", "expectation", "erwartet", "attendu", "esperado"]

    static let commentLeads = [
        "measured", "actual", "observed", "result", "status", "note", "heads up", "tip", "warning", "owner", "design", "designer", "tester",
        "steps", "why", "question", "todo", "figma", "build", "devices", "tools", "eng", "target release", "last",
    ]

    static func isBackgroundKey(_ key: String) -> Bool {
        let lower = Normalize.name(key)
        if RoleWords.backgroundKeys.contains(lower) { return true }
        let words = lower.split { !($0.isLetter || $0 == "-") }.map(String.init)
        if words.contains(where: { $0 == "hintergrund" || $0 == "canvas" || $0 == "achtergrond" || $0.hasSuffix("-hintergrund") }) { return true }
        // `Background for the whole list screen`, `Fondo de toda la pantalla`, `Fundo da tela
        // inteira`, `Fond de l'écran`, `Achtergrond van het scherm`: a background word and what
        // it is the background of.
        guard words.count >= 2, backgroundWords.contains(words[0]) else { return false }
        return backgroundOfWords.contains(words[1])
    }

    /// Keys that name a part of text rather than a role (`Title`, `Subtitle`, `Placeholder text
    /// color`): in a list naming two of them, each is an element.
    static let textPartNouns: Set<String> = [
        "title", "subtitle", "heading", "subheading", "headline", "caption", "placeholder", "hint", "helper", "timestamp", "eyebrow",
        "footnote", "description", "body", "overline", "meta", "metadata",
    ]

    /// The lines of a list's items keyed by text parts, when the list names two or more kinds.
    static func textPartKeyLines(_ items: [RawItem]) -> Set<Int> {
        var kinds: [String: Int] = [:]
        for item in items {
            // `Title: …`, or `Title — …` as a dashed item writes it.
            let dashed = item.text.textRange(of: " — ").map { String(item.text[..<$0.lowerBound]) }
            guard let key = item.key ?? dashed else { continue }
            let words = Normalize.name(Fragment.plain(Substring(key))).split { !$0.isLetter }.map(String.init)
            guard let noun = words.first(where: { textPartNouns.contains($0) }), words.count <= 3 else { continue }
            kinds[noun] = item.range.start.line
        }
        return kinds.count >= 2 ? Set(kinds.values) : []
    }

    /// Background words that open a `… of the screen` key, in the languages specs are written in.
    static let backgroundWords: Set<String> = ["background", "bg", "fondo", "fundo", "fond", "achtergrond", "hintergrund", "sfondo"]
    /// The word after a background word that says what it is the background of.
    static let backgroundOfWords: Set<String> = ["of", "for", "de", "del", "da", "do", "du", "des", "der", "van", "di", "della"]

    /// The unit the document's platform writes lengths in: dp on Android, px on the web, pt else.
    var lengthUnit: String {
        switch draft.document.platform?.lowercased() {
        case "android": "dp"
        case "web": "px"
        default: "pt"
        }
    }

    var roleLexer: ValueLexer { draft.valueLexer ?? ValueLexer(index: session.index, palette: draft.palette) }

    var roleAssigner: RoleAssigner {
        var assigner = RoleAssigner(lexer: roleLexer, vocabulary: draft.vocabulary)
        assigner.parenthesisMode = draft.parenthesisMode
        let index = session.index
        assigner.glossesToken = { path, literals in
            guard case .found(let token, _, _) = index.lookupPath(path) else { return false }
            let colors = literals.compactMap { Lex.colorLiteral(Substring($0))?.1 }
            guard colors.count == literals.count, let first = colors.first else { return false }
            if colors.count == 1 {
                let holding = index.modes(of: token, holding: first)
                return holding.first != nil && holding.first == index.modes.first && holding.count < index.modes.count
            }
            return colors.count == index.modes.count && Set(colors.map(\.quantized)).count > 1
                && zip(index.modes, colors).allSatisfy { index.color(token, mode: $0)?.quantized == $1.quantized }
        }
        return assigner
    }
}

enum BoldLeadReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "bold-lead", title: "Bold-lead paragraphs",
        summary: "A paragraph led by a bold key (`**Expected:** …`, `**Canvas:** …`) is read like a keyed item of its subject: a role key gives its role, any other key's values are read by the words around them. A QA line's `Expected:` is read this way bold or not; `Actual:`, `Measured:` and notes restate or comment and are not the design. A bold name, a dash (or a middle dot, `**Bọ́tìnì Pín** · àwọ̀ ẹ̀yìn: #FF6B6B · …`) and prose (`**Save button** — height 56px, background `color.primary.coral`, text …`) names an element and its values, under any heading (a `Screen:` heading's grammar has no rule for it), its code spans and quotes (`**Бутон „Запази“**`) as written.",
        examples: [
            SpecReadingExample(
                """
                ## Screen: New entry

                Background: White #FFFFFF

                **Save button** — full width, height 56px, background `color.primary.coral`, text 17px semibold in `color.text.on-primary`.

                **Бутон „Изход“** — височина 56px, фон `color.primary.coral`, текст 17px semibold `color.text.on-primary`.
                """,
                facts: ["text Save button: #FFFFFF on #FF6B6B (light)", "text Save button: #FFFFFF on #FF8787 (dark)", "text Бутон „Изход“: #FFFFFF on #FF6B6B (light)"]),
            SpecReadingExample(
                """
                ## Ojú-ìwé: Àkọ́kọ́

                Àwọ̀ ẹ̀yìn: #FFFFFF (ipò òkùnkùn: #1A1D1F)

                **Bọ́tìnì Pín (share)** · àwọ̀ ẹ̀yìn: #FF6B6B (ipò òkùnkùn: #FF8787) · àwọ̀ ọ̀rọ̀: #FFFFFF (ipò òkùnkùn: #1A1D1F) · font: 16px semibold
                """,
                facts: ["text Bọ́tìnì Pín: #FFFFFF on #FF6B6B (light)", "text Bọ́tìnì Pín: #1A1D1F on #FF8787 (dark)"]),
            SpecReadingExample(
                """
                ## Camera

                ### TC-02 Flash toggle
                **Expected:** Flash toggle circle 32×32pt, icon 20pt.
                """,
                facts: ["target TC-02 Flash toggle: 32×32"]),
            SpecReadingExample(
                """
                ## Notifications

                ### QA-10 Permission banner
                Device: iPhone 15 · dark mode
                Expected: dismiss (×) top-right — 20pt glyph in a 32×32pt button, 12pt inset from the corner.
                Actual: the glyph is missing in dark mode.
                """,
                facts: ["target QA-10 Permission banner: 32×32"]),
        ])
}
