import DesignModel
import Diagnostics
import Foundation
import MarkdownSource

/// List items and keyed lines, read by roles.
extension DocumentBuilder {
    /// A key naming a role of its subject (`Fill`, `Text`, `Stroke`, `Size`, `Farbe`,
    /// `Tap-Fläche`, `Icon-Farbe`): the defaults the key gives the value's fragments. A key
    /// that is a property (§2.5.1), or whose every word is a role word, is a role key; other keys
    /// name elements.
    func keyRoles(_ key: String) -> (color: RoleWords.ColorRole?, size: RoleWords.SizeRole?, isRole: Bool) {
        let pieces = Normalize.name(key).split { !($0.isLetter || $0 == "=") }.map(String.init)
        guard !pieces.isEmpty else { return (nil, nil, false) }
        if let property = KeyTable.property(key) {
            switch property.kind {
            case .background: return (.background, nil, true)
            case .border: return (.border, nil, true)
            case .color:
                if property.key == "Icon Color" { return (.icon, .icon, true) }
                if property.key == "Text Color" || property.key == "Placeholder Color" { return (.text, .textSize, true) }
                return (.control, nil, true)
            case .size: return (nil, property.key == "Height" ? .height : property.key == "Width" ? .width : property.key == "Icon Size" ? .icon : .size, true)
            case .touchTarget: return (nil, .touchTarget, true)
            case .typography, .fontWeight: return (.text, .textSize, true)
            case .length where property.key == "Font Size": return (.text, .textSize, true)
            case .radius: return (nil, .radius, true)
            case .text: return (.text, .textSize, true)
            case .icon: return (.icon, .icon, true)
            case .length, .padding: return (nil, .layout, true)
            case .opacity: return (nil, nil, true)
            default: return (nil, nil, false)
            }
        }
        // `Zonă de click`, `área de toque`: a touch phrase of a language as the whole key.
        if pieces.count > 1, RoleWords.touchPhraseSet.contains(pieces.joined(separator: " ")) { return (nil, .touchTarget, true) }
        // `Fundal sertar`, `Contur câmp`: in a language that puts the head noun first, a key
        // opening with a background or border word gives that role to what it names (a key
        // opening with a text noun, `מונה תווים`, names an element).
        if pieces.count > 1, LanguageWords.headFirstRoleWords.contains(pieces[0]), let role = RoleWords.colorRole(pieces[0]), role == .background || role == .border {
            return (role, nil, true)
        }
        // `Atzeko planoa`, `Testuaren kolorea`: a role phrase of a language as the whole key.
        if pieces.count > 1, let role = Self.languageColumnRoles[pieces.joined(separator: " ")], role != .control {
            return (role, role == .text ? .textSize : role == .icon ? .icon : nil, true)
        }
        if Self.typeKeyPhrases.contains(pieces.joined(separator: " ")) { return (.text, .textSize, true) }
        var color: RoleWords.ColorRole?
        var size: RoleWords.SizeRole?
        for written in pieces {
            // `フォーカス時の枠線`: a word of a script without spaces is read by the role word it ends in.
            let piece = RoleWords.compound(written)?.role ?? written
            if Self.colorSynonyms.contains(piece) || RoleWords.compoundColorWords.contains(piece) {
                color = color ?? .control
            } else if ["schrift", "font", "type", "typo", "schriftart", "police", "fuente", "schriftgröße"].contains(piece) {
                color = color ?? .text
                size = size ?? .textSize
            } else if SizeTypeColumnReading.sizeWords.contains(piece) || piece == "dimensiunea" {
                size = size ?? .size
            } else if piece == "fläche", pieces.contains("tap") {
                size = .touchTarget
            } else if let found = RoleWords.sizeRole(piece), found != .layout {
                size = size ?? found
            } else if let found = RoleWords.colorRole(piece) {
                // `Culoare text`, `Farbe Icon`: a color word before the role word says no role of its own.
                if color == .control { color = found } else { color = color ?? found }
                if found == .icon { size = size ?? .icon }
                if found == .text { size = size ?? .textSize }
            } else {
                return (nil, nil, false)
            }
        }
        if color == .control, pieces.contains(where: { $0.hasPrefix("icon") }) { color = .icon }
        // `Mărime font`, `font size` written head first: the size of a text.
        if size == .size, color == .text { size = .textSize }
        return (color, size, color != nil || size != nil)
    }

    /// The item's value as a fragment: as written (across lines, Markdown marks removed) when
    /// the item is a sentence of a paragraph.
    /// `- Light: Slate Gray #636E72` under an item: a line keyed by a mode or a state gives
    /// `target` its value there, in the role given; false when the line is keyed otherwise.
    mutating func readQualifiedLine(
        _ child: RawItem, into target: Int, defaultColor: RoleWords.ColorRole?, defaultSize: RoleWords.SizeRole?, mode: String?, state: String?
    ) -> Bool {
        guard let key = child.key, !child.value.isEmpty, let qualifiers = qualifierKey(key) else { return false }
        let fragment = Fragment(text: Fragment.plain(Substring(child.value)), line: child.range.start.line, column: child.valueRange.start.column)
        readFragments(fragment, into: target, defaultColor: defaultColor, defaultSize: defaultSize, mode: qualifiers.mode ?? mode, state: qualifiers.state ?? state)
        return true
    }

    func valueFragment(_ item: RawItem, _ context: ItemContext) -> Fragment {
        (context.value ?? Fragment(text: Fragment.plain(Substring(item.value)), line: item.range.start.line, column: item.valueRange.start.column))
            .withDottedOpacity()
    }

    /// True when the item was read before the role reader; a sentence counts as read only when
    /// every line it is written on was.
    func isAlreadyRead(_ item: RawItem, _ context: ItemContext) -> Bool {
        if let value = context.value { return isAlreadyRead(value) }
        return roles.readLines.contains(item.range.start.line)
    }

    /// Keys naming a text's type in the languages specs are written in (`Letra-tipoa`, `Tipografía`).
    static let typeKeyPhrases: Set<String> = [
        "letra tipoa", "letra mota", "tipografia", "tipografía", "typografie", "typography", "typografi", "typografia", "tipografie", "tipográfia",
        "տառատեսակ", "შრიფტი", "shrift", "қаріп", "ፊደል", "lettertipe",
    ]

    /// Leads of a worked example rather than an element's name.
    static let examplePrefixes = ["e.g.", "e.g ", "eg ", "example", "for example", "z.b.", "z. b.", "p.ex.", "par exemple", "i.e."]

    /// Words that mean "color" in a key (`Icon-Farbe`, `Text color`).
    /// Words of a first column naming a design tool's own names for tokens (`Sketch Color
    /// Variable`, `Figma style`, `Text Styles`).
    static let toolVariableWords: Set<String> = ["variable", "variables", "style", "styles", "swatch", "swatches", "alias", "aliases"]
    static let colorSynonyms: Set<String> = Set(["farbe", "color", "colour", "couleur", "tint", "colore"] + LanguageWords.words(\.color))

    /// A list item or keyed line in a subject's body: the registered item readings are tried
    /// in order (`SpecReadings.items`) and the first that takes the item reads it.
    /// Whether a reading took the item (a worked example or an item under documentation counts
    /// as taken: nothing more is to be read from it).
    @discardableResult
    mutating func readItem(_ item: RawItem, subject: Int?, mode: String?, state: String?, fromParagraph: Bool = false, value: Fragment? = nil) -> Bool {
        let subjectKind = subject.map { roles.subjects[$0].kind }
        if subjectKind == .documentation || subjectKind == .claims { return true }
        // A worked example with its ratio (`e.g. Peaceful: Charcoal on Light Teal 15% over White =
        // 12.0:1 ✅`) is a claim about a pair, read by the claim readers, not an element.
        if item.children.isEmpty, Self.examplePrefixes.contains(where: { Normalize.name(item.key ?? item.text).hasPrefix($0) }),
            roleLexer.spans(in: item.text).contains(where: { $0.kind == .ratio })
        {
            return true
        }
        let context = ItemContext(subject: subject, mode: mode ?? elementSubject(subject).mode, state: state, fromParagraph: fromParagraph, value: value)
        var item = item
        if let key = item.key, let bare = Self.roleKeyBeforeCopy(key), roleLexer.spans(in: item.value).first?.kind == .color { item.key = bare }
        for reading in SpecReadings.items where reading.read(item, context, &self) { return true }
        return false
    }

    /// `Placeholder "What made today?"`: a role key followed by the copy it shows is that role's
    /// key, when a color comes first in its value; nil for any other key.
    static func roleKeyBeforeCopy(_ key: String) -> String? {
        let trimmed = key.trimmed
        guard let last = trimmed.last, ["\"", "”", "“", "»", "«"].contains(last),
            let open = trimmed.firstIndex(where: { ["\"", "“", "„", "«", "»"].contains($0) })
        else { return nil }
        let bare = String(trimmed[..<open]).trimmed
        guard !bare.isEmpty, KeyTable.property(bare) != nil else { return nil }
        return bare
    }

    /// `Chip — State=Selected, Theme=Dark`, `Emotion chip — selected`: the element's name and
    /// the qualifiers written with it.
    func elementName(_ text: String) -> (String, SpecQualifiers) {
        var name = text
        var qualifiers = SpecQualifiers()
        for separator in [" — ", " – ", " - "] {
            guard let range = name.textRange(of: separator) else { continue }
            let tail = String(name[range.upperBound...])
            var found = SpecQualifiers()
            var all = true
            for piece in Normalize.splitTopLevel(tail, separators: [", "]) {
                var word = piece.trimmed
                if let equals = word.firstIndex(of: "=") { word = String(word[word.index(after: equals)...]) }
                if let (parsed, _) = draft.vocabulary.parse(word), parsed.count > 0 {
                    found = parsed.merged(over: found) ?? found
                } else {
                    all = false
                }
            }
            if found.count > 0 {
                qualifiers = found
                if all { name = String(name[..<range.lowerBound]) }
            }
            break
        }
        if let (rest, inner) = Normalize.trailingParenthetical(name), !rest.isEmpty, qualifiers.count == 0 {
            name = rest
            // `Chip (selected)`: the parenthesis is the state shown.
            if let (parsed, note) = draft.vocabulary.parse(inner), parsed.count > 0, note == nil { qualifiers = parsed }
        }
        return (name.trimmed, qualifiers)
    }

    /// A subject for an element named under `parent`: the one already there by that name, else
    /// a new one. In a mode's overrides the name is looked up among the overridden subject's
    /// elements (by its last segments: `Frame 13 / Card / Title` is `Frame 12 / Card / Title`).
    mutating func childSubject(named name: String, of parent: Int?, range: SourceRange, override: Bool) -> Int {
        if override {
            // In a mode's overrides, the elements of the subject overridden.
            let overridden = parent.flatMap { [.modeOverrides, .section].contains(roles.subjects[$0].kind) ? roles.subjects[$0].parent : $0 }
            if let found = findElement(named: name, under: overridden) { return found }
        }
        if let found = roles.subjects.indices.first(where: { roles.subjects[$0].parent == parent && (parent != nil || roles.subjects[$0].kind == .element) && Normalize.name(roles.subjects[$0].name) == Normalize.name(name) }) {
            return found
        }
        let owner = override ? (parent.flatMap { roles.subjects[$0].parent } ?? parent) : parent
        return appendElement(named: name, parent: override ? owner : parent, range: range)
    }

    /// A new element subject under `parent`, without looking for one of that name first.
    mutating func appendElement(named name: String, parent: Int?, range: SourceRange) -> Int {
        let level = (parent.map { roles.subjects[$0].level } ?? 1) + 1
        var subject = Subject(kind: .element, name: name, level: level, range: range, parent: parent, node: nil)
        subject.mode = nil
        roles.subjects.append(subject)
        return roles.subjects.count - 1
    }

    /// The element a name points at, among the subjects under `root` (or anywhere): an exact
    /// name first, then one whose words hold all of the name's (or the other way round).
    func findElement(named name: String, under root: Int?) -> Int? {
        let wanted = Self.nameWords(name)
        guard !wanted.isEmpty else { return nil }
        func isUnder(_ index: Int) -> Bool {
            guard let root else { return true }
            var current: Int? = index
            while let node = current {
                if node == root { return true }
                current = roles.subjects[node].parent
            }
            return false
        }
        let candidates = roles.subjects.indices.filter { roles.subjects[$0].kind == .element && isUnder($0) && $0 != root }
        if let exact = candidates.first(where: { Self.nameWords(roles.subjects[$0].name) == wanted }) { return exact }
        let containing = candidates.filter { Set(Self.nameWords(roles.subjects[$0].name)).isSuperset(of: wanted) }
        if let first = containing.min(by: { Self.nameWords(roles.subjects[$0].name).count < Self.nameWords(roles.subjects[$1].name).count }) { return first }
        return candidates.first { !Self.nameWords(roles.subjects[$0].name).isEmpty && Set(wanted).isSuperset(of: Self.nameWords(roles.subjects[$0].name)) }
    }

    /// The segments of a layer path (`Frame 12 / Card / Title`), split at ` / ` outside quotes:
    /// `char-count "0 / 500"` and `Počítadlo („0 / 2 000“)` are one segment each.
    static func pathSegments(_ name: String) -> [String] {
        guard name.contains(" / ") else { return [name] }
        var segments: [String] = []
        var current = ""
        var quoted = false
        var rest = Substring(name)
        while let character = rest.first {
            if "\"“”„«»".contains(character) { quoted.toggle() }
            if !quoted, rest.hasPrefix(" / ") {
                segments.append(current)
                current = ""
                rest = rest.dropFirst(3)
                continue
            }
            current.append(character)
            rest = rest.dropFirst()
        }
        segments.append(current)
        return segments
    }

    /// Words of an element name for matching: lowercased, without frame numbers, quotes and
    /// the path's container segments.
    static func nameWords(_ name: String) -> [String] {
        var text = name
        let path = pathSegments(text)
        if path.count > 1 {
            text = path.filter { !$0.lowercased().hasPrefix("frame ") }.suffix(2).joined(separator: " ")
        }
        return text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init).filter { $0 != "frame" && !$0.allSatisfy(\.isNumber) }
    }

    /// `Canvas: White #FFFFFF`, `Renders on: color.background.surface (#F9FAFB light / #2C3135
    /// dark)`, `Screen-Hintergrund: …`: the background of the subject (of the document when
    /// the line is outside every element).
    static let screenBackgroundPhrases = Set(LanguageWords.words(\.screenBackground).map { Normalize.name($0) })

    mutating func readBackgroundLine(_ item: RawItem, subject: Int?, mode: String?, value written: Fragment? = nil) {
        var (element, headingMode) = elementSubject(subject)
        // `Screen background:` in a general or reference section is every screen's.
        let key = Normalize.name(item.key ?? "")
        // So is a sheet's background stated in the section about it (`## 1. Sheet container and
        // background`), which the other sections sit on.
        if let current = element, ["screen", "page", "app", "sheet"].contains(where: { key.contains($0) }),
            roles.subjects[current].parent == nil,
            Self.isGeneralSubject(roles.subjects[current].name) || SubjectHeadings.words(roles.subjects[current].name).contains("background")
        {
            element = nil
        }
        // A screen's background stated in its dark-mode section (`### 1.5 Dark Mode ของหน้าไทม์ไลน์`
        // over `พื้นหน้าจอ #1A1D1F`) is the screen's, in that mode.
        if let current = element, roles.subjects[current].mode != nil, let parent = roles.subjects[current].parent,
            ["screen", "page"].contains(where: { key.contains($0) }) || Self.screenBackgroundPhrases.contains(key)
        {
            element = parent
        }
        var fragment = written ?? Fragment(text: Fragment.plain(Substring(item.value)), line: item.range.start.line, column: item.valueRange.start.column)
        // A sentence after the value (`— whole sheet body …`, `. Höhe 56pt`) is not part of it.
        if let dash = fragment.text.textRange(of: " — ") { fragment = fragment.slice(0, fragment.text.distance(from: fragment.text.startIndex, to: dash.lowerBound)) }
        // `#FFFFFF (Light) and #1A1D1F (Dark)`: one color per mode, like `… / …` (same length, so
        // columns stay where they are written).
        if fragment.text.contains(") and ") { fragment.text = fragment.text.replacingOccurrences(of: ") and ", with: ") /   ") }
        let assignments = modeSplit(fragment, defaultColor: .background)
        guard !assignments.isEmpty else { return }
        if let element {
            let node = node(for: element)
            apply(assignments.filter { if case .color = $0.target { return true } else { return false } }.map { var a = $0; a.target = .color(.background); return a }, node: node, mode: mode ?? headingMode, state: nil)
        } else if draft.document.background == nil || draft.document.background?.entries.allSatisfy({ $0.qualifiers.mode != nil }) == true || (mode ?? headingMode) != nil {
            // The first background stated outside every element is the document's; a later one
            // adds only the modes it still lacks (`## Modo oscuro` after `## Modo claro`), and a
            // mode's section (`## Tume režiim`: `Lehe taust — #1A1D1F`) gives that mode its own.
            let stated = Set(draft.document.background?.entries.compactMap(\.qualifiers.mode) ?? [])
            var property = draft.document.background ?? SpecProperty(key: "Background", kind: .background)
            let before = property.entries.count
            for assignment in assignments {
                guard case .color = assignment.target else { continue }
                var env = valueEnv(assignment.fragment.range(file: draft.document.file))
                let qualifierMode = assignment.mode ?? mode ?? headingMode
                env.mode = qualifierMode
                guard case .colors(let colors) = ColorReader.read(assignment.text, env: env) else { continue }
                for (own, value, written) in colors {
                    let qualifiers = own.merged(over: SpecQualifiers(mode: qualifierMode)) ?? SpecQualifiers(mode: qualifierMode)
                    guard before == 0 || qualifiers.mode.map({ !stated.contains($0) }) == true else { continue }
                    property.entries.append(SpecEntry(qualifiers: qualifiers, value: .color(value), written: written, writtenKey: item.key ?? "Background", range: assignment.fragment.range(file: draft.document.file)))
                }
            }
            if property.entries.count > before { draft.document.background = property }
        }
    }

    /// A value stated as the document's own background — a screen frame's fill in a node export,
    /// a `Screen background` row of a mode's table — in `mode`.
    mutating func readDocumentBackground(_ value: Fragment, key: String, range: SourceRange, mode: String?) {
        let item = RawItem(
            marker: nil, key: key, value: value.text, text: "\(key): \(value.text)", range: range, valueRange: value.range(file: draft.document.file),
            children: [], childrenOrdered: false, extra: [])
        readBackgroundLine(item, subject: nil, mode: mode, value: value)
    }

    /// A section about the whole document rather than a screen (`General`, `Allgemein`,
    /// `Reference values used in this plan`).
    static func isGeneralSubject(_ name: String) -> Bool {
        let words = Set(SubjectHeadings.words(name))
        return !words.isDisjoint(with: ["general", "allgemein", "global", "shared", "every", "foundations", "basics", "reference", "references", "conventions", "généralités", "generales", "overview", "setup"])
    }

    /// A fragment's pieces for `modeSplit`: split at `, `, a per-mode ` and `, a parenthesis
    /// giving another mode's color and ` / `; with the mode each piece has by its place (a slash
    /// series, `#2D3436 / #F5F6FA`, in the document's mode order; a parenthesis in the mode the
    /// document writes there), by the piece's column.
    func modePieces(_ fragment: Fragment, assigner: RoleAssigner) -> (pieces: [Fragment], modes: [Int: String]) {
        let lexer = roleLexer
        var seriesMode: [Int: String] = [:]
        let pieces = fragment.parts().flatMap({ assigner.modePieces($0) }).flatMap({ part -> [Fragment] in
            let pieces = assigner.parentheticalModePieces(part)
            // `Charcoal #2D3436 (Off-White #F5F6FA)` where the document writes a mode in parentheses.
            if pieces.count == 2, let mode = assigner.parenthesisMode, assigner.mode(in: pieces[1]) == nil { seriesMode[pieces[1].column] = mode }
            return pieces
        }).flatMap({ part -> [Fragment] in
            guard part.text.containsText(" / ") else { return [part] }
            // `17px / 22px`: a size over its line height, one value.
            if Self.isSizeOverLineHeight(part.text, lexer: lexer) || Self.isSizeWeightLineHeight(part.text) { return [part] }
            // `fg/bg #636E72 / #FFFFFF`: a text and its background, not two modes.
            if assigner.slashedRoleColors(part, spans: lexer.spans(in: part.text)) != nil { return [part] }
            // `11 px / 0,6875rem`: one length restated in rem.
            let spans = lexer.spans(in: part.text)
            if spans.allSatisfy({ $0.kind == .length }), Self.isRestatedInRem(spans) { return [part] }
            // `12 / 16 px`: a size over its line height written with spaces is not a split.
            let fonts = spans.filter { $0.kind == .font }
            let characters = Array(part.text)
            var cuts: [Int] = []
            var index = 0
            while index + 3 <= characters.count {
                if characters[index] == " ", characters[index + 1] == "/", characters[index + 2] == " ",
                    !fonts.contains(where: { $0.start < index && $0.end > index }), !Self.isSizeOverWeight(characters, slash: index + 1),
                    !Self.isLineHeightAfter(characters, slash: index + 1)
                {
                    cuts.append(index)
                    index += 3
                } else {
                    index += 1
                }
            }
            guard !cuts.isEmpty else { return [part] }
            var start = 0
            let fragments = (cuts + [characters.count]).map { cut in
                defer { start = cut + 3 }
                return part.slice(start, cut)
            }
            // `Charcoal #2D3436 / rgb(45, 52, 54)`: one color restated in another notation is one
            // value, the first as written.
            if fragments.count == 2 {
                let literals = fragments.map { lexer.spans(in: $0.text).filter { $0.isColorLiteral } }
                if literals.allSatisfy({ $0.count == 1 }), ColorReader.restatesOneColor(literals[0][0].text, literals[1][0].text) { return [fragments[0]] }
            }
            // `bg #FF6B6B / fg #FFFFFF`: pieces opening with roles of their own are not one per mode.
            let roles = fragments.compactMap { $0.words.first.flatMap { RoleWords.colorRole($0) } }
            if let series = draft.vocabulary.modes(forSeries: fragments.count), series.count > 1, !(roles.count == fragments.count && Set(roles).count == roles.count),
                fragments.allSatisfy({ assigner.mode(in: $0) == nil && lexer.spans(in: $0.text).contains { $0.kind == .color } })
            {
                for (fragment, mode) in zip(fragments, series) { seriesMode[fragment.column] = mode }
            }
            return fragments
        })
        return (pieces, seriesMode)
    }

    /// Phrases saying an element's tappable area is its drawn shape, with nothing around it.
    static let bareTargetPhrases = [
        "no extra padding", "no padding", "without padding", "no hit-area padding", "no hit area padding", "no touch padding", "no extra hit area",
        "tappable area is the circle itself", "tappable area is the glyph", "tap area is the glyph", "hit area is the glyph", "is the circle itself",
    ]

    /// `✕ to remove the tag — 20×20pt glyph, no extra padding`: with nothing around it, the
    /// element's one width × height is its touch target.
    static func glyphIsTarget(_ assignments: inout [RoleAssignment], text: String) {
        let lower = text.lowercased()
        guard bareTargetPhrases.contains(where: { lower.containsText($0) }),
            !assignments.contains(where: { if case .size(.touchTarget) = $0.target { return true } else { return false } })
        else { return }
        let sized = assignments.indices.filter { index in
            guard case .size(let role) = assignments[index].target, [.icon, .size].contains(role) else { return false }
            return Lex.first(in: assignments[index].text, { SizeReader.product($0) }) != nil
        }
        guard sized.count == 1 else { return }
        assignments[sized[0]].target = .size(.touchTarget)
    }

    /// Role assignments of a fragment, one per mode when it names each mode beside its color
    /// (`hell Off-White #F9FAFB, dunkel Elevated Surface #2C3135`, `#F9FAFB light / #2C3135 dark`,
    /// `White in light and Elevated Surface #2C3135 in dark`). A piece that only gives another
    /// mode's color paints what the piece before it painted (`sheet background: Off-White in
    /// light, Elevated Surface in dark` is a background in both modes).
    func modeSplit(
        _ fragment: Fragment, defaultColor: RoleWords.ColorRole?, defaultSize: RoleWords.SizeRole? = nil, firstSentenceColor: RoleWords.ColorRole? = nil,
        placement: Bool = false
    ) -> [RoleAssignment] {
        var assigner = roleAssigner
        assigner.placement = placement
        var out: [RoleAssignment] = []
        var carried: RoleWords.ColorRole?
        var ruledOutRole: RoleWords.ColorRole?
        var awaiting: RoleWords.ColorRole?
        var sentenceSize: RoleWords.SizeRole?
        var sentences = 0
        var sentenceOf: [Int] = []
        // Split at ` / `, `, ` and a per-mode ` and ` first; each piece names its mode (or none).
        let (pieces, seriesMode) = modePieces(fragment, assigner: assigner)
        let textOnGround = defaultColor == nil && assigner.statesTextOnGround(pieces)
        // Pieces that are a color and nothing else, which the pieces around them give a role.
        let bare = pieces.count > 1 && defaultColor != .text ? pieces.indices.filter { assigner.isBareColor(pieces[$0]) } : []
        let fills = assigner.fillsBeforeNamedText(pieces, bare: bare)
        let inks = defaultColor == nil ? assigner.inksBeforeGround(pieces, bare: bare) : []
        for (pieceIndex, piece) in pieces.enumerated() {
            // `(hell Off-White #F9FAFB` → without the parenthesis; one that closes inside the
            // piece (`rgb(45, 52, 54)`) stays.
            let parentheses = CharacterSet(charactersIn: "()")
            let opens = piece.text.filter { $0 == "(" }.count, closes = piece.text.filter { $0 == ")" }.count
            let leading = opens > closes ? piece.text.prefix { $0.unicodeScalars.allSatisfy(parentheses.contains) }.count : 0
            let trailing = piece.text.count == leading || closes <= opens ? 0 : piece.text.reversed().prefix { $0.unicodeScalars.allSatisfy(parentheses.contains) }.count
            var cleaned = piece.trimmed(leading: leading, trailing: trailing)
            cleaned.opensSentence = piece.opensSentence
            let pieceMode = assigner.mode(in: cleaned) ?? seriesMode[piece.column]
            if piece.opensSentence, !out.isEmpty || sentences > 0 {
                sentences += 1
                carried = nil
            }
            // `label white होइन, charcoal #2D3436`: a color ruled out is not drawn; its role
            // carries on to the color the next piece gives instead.
            if let ruledOut = assigner.ruledOutColor(cleaned) {
                ruledOutRole = ruledOut.role
                continue
            }
            defer { ruledOutRole = nil }
            var base = ruledOutRole ?? defaultColor ?? (sentences == 0 ? firstSentenceColor : nil) ?? (textOnGround ? .text : nil)
            // `Error Red #D63031, white text, 16 pt`: beside a text color the words name, a color
            // they give no role is what the text sits on.
            if fills.contains(pieceIndex) { base = .background }
            if inks.contains(pieceIndex) { base = .text }
            let color = pieceMode != nil ? (carried ?? base) : (base ?? (piece.opensSentence ? nil : awaiting))
            if piece.opensSentence { sentenceSize = nil }
            var gaveTarget = false
            let before = out.count
            defer { awaiting = Self.roleAwaitingColor(cleaned, gaveColor: out[before...].contains { if case .color = $0.target { true } else { false } }) }
            for var assignment in assigner.assignPart(
                cleaned, defaultColor: color, defaultSize: sentenceSize ?? defaultSize, touchSubject: sentenceSize == .touchTarget
            ) {
                assignment.mode = assignment.mode ?? pieceMode
                sentenceOf.append(sentences)
                if case .color(let role) = assignment.target { carried = role }
                if case .size(.touchTarget) = assignment.target { gaveTarget = true }
                out.append(assignment)
            }
            // `The tap area is the label plus 8pt of padding, so 52×32pt`: the sentence's size
            // after its touch phrase is the target.
            let lowerPiece = cleaned.text.lowercased()
            if !gaveTarget, RoleWords.touchPhrases.contains(where: { lowerPiece.containsText($0) }) { sentenceSize = .touchTarget }
        }
        firstSentencesTakeOtherMode(&out, sentenceOf: sentenceOf)
        if let size = bareLengthAsTextSize(out, pieces: pieces) { out.append(size) }
        Self.glyphIsTarget(&out, text: fragment.text)
        return Self.keepingEveryModeColors(out)
    }

    /// `Slate Gray #636E72 in both modes. (T: we tried Light Gray in dark …)`: a color stated
    /// for every mode is not narrowed by a later sentence naming one mode.
    static func keepingEveryModeColors(_ out: [RoleAssignment]) -> [RoleAssignment] {
        guard let first = out.firstIndex(where: { assignment in
            guard case .color = assignment.target, assignment.mode == nil else { return false }
            return RoleWords.namesEveryMode(assignment.fragment.text.lowercased())
        }) else { return out }
        let key = out[first].key
        return out.enumerated().filter { index, assignment in
            guard index > first, case .color = assignment.target, assignment.mode != nil else { return true }
            return assignment.key != key
        }.map(\.element)
    }

    /// `label 17pt Semibold, white #FFFFFF`: the role a piece names without giving it a color,
    /// which the next piece's bare color takes; nil when the piece gave a color or names no role.
    static func roleAwaitingColor(_ piece: Fragment, gaveColor: Bool) -> RoleWords.ColorRole? {
        guard !gaveColor else { return nil }
        let words = piece.text.lowercased().split { !$0.isLetter }
        guard let first = words.first, let role = RoleWords.colorRole(String(first)), role != .control else { return nil }
        return role
    }

    /// `#A0A0A0 text on #FFFFFF, 13pt.`: a part that is one bare length, beside a text's color
    /// and no type, is the text's size.
    func bareLengthAsTextSize(_ out: [RoleAssignment], pieces: [Fragment]) -> RoleAssignment? {
        guard out.contains(where: { if case .color(.text) = $0.target { return true } else { return false } }),
            !out.contains(where: { if case .typography = $0.target { return true } else { return false } }),
            let bare = pieces.first(where: { piece in
                let text = piece.text.trimmed.trimmingCharacters(in: [".", ";"])
                let spans = roleLexer.spans(in: text)
                return spans.count == 1 && spans[0].kind == .length && spans[0].start == 0 && spans[0].end == text.count
            })
        else { return nil }
        let text = bare.text.trimmed.trimmingCharacters(in: [".", ";"])
        return RoleAssignment(target: .typography, text: RoleAssigner.points(text), fragment: bare)
    }

    /// `Slate Gray #636E72 on #FFFFFF. In dark mode it becomes #B2BEC3.`: the colors of the
    /// sentences before the first one naming a mode, naming none themselves, are the other
    /// mode's — the ground stated there is not the later mode's ground too.
    func firstSentencesTakeOtherMode(_ out: inout [RoleAssignment], sentenceOf: [Int]) {
        guard draft.vocabulary.axes == nil, draft.vocabulary.modes.count == 2, sentenceOf.count == out.count else { return }
        let isColor = { (assignment: RoleAssignment) in if case .color = assignment.target { true } else { false } }
        guard let firstModed = out.indices.first(where: { isColor(out[$0]) && out[$0].mode != nil }) else { return }
        let modes = Set(out.filter { isColor($0) && $0.mode != nil }.compactMap(\.mode))
        let modedSentence = sentenceOf[firstModed]
        guard modes.count == 1, let mode = modes.first, modedSentence > 0,
            let other = draft.vocabulary.modes.first(where: { $0 != mode }),
            !out.indices.contains(where: { sentenceOf[$0] < modedSentence && out[$0].mode != nil }),
            !out.contains(where: { assignment in RoleWords.namesEveryMode(assignment.fragment.text.lowercased()) })
        else { return }
        for index in out.indices where sentenceOf[index] < modedSentence && isColor(out[index]) { out[index].mode = other }
    }

    /// Words that, alone in a parenthesis before a color (`(background #F9FAFB)`, `(背景 #2C3135)`,
    /// `(on #2C3135)`), say the color is what the element sits on.
    static let placementAsideWords: Set<String> = Set(
        ["background", "bg", "on", "over", "against", "behind", "fondo", "fundo", "fond", "achtergrond", "hintergrund", "sfondo", "sobre", "auf", "sur", "su"]
            + LanguageWords.words(\.background).map { $0.lowercased() })

    /// The fragment with each aside naming what the element sits on (`#E74C3C (bg #2C3135)`)
    /// written as `on`, columns kept: `#E74C3C  on #2C3135 `.
    func withPlacementAsides(_ fragment: Fragment) -> Fragment {
        rewritingAsides(fragment) { chars, start, end, inner in
            let word = inner.prefix { $0 != " " && $0 != ":" && $0 != "#" }
            let rest = inner.dropFirst(word.count).drop { $0 == " " || $0 == ":" }
            guard word.count >= 2, Self.placementAsideWords.contains(word.lowercased()), !rest.isEmpty,
                let span = roleLexer.spans(in: String(rest)).first, span.kind == .color, span.start == 0, span.end == rest.count,
                start > 0, roleLexer.spans(in: String(chars[..<start])).last?.kind == .color
            else { return false }
            // `(` and the word become ` on` and blanks; the color stays where it is written.
            for position in start..<(start + 1 + word.count) { chars[position] = " " }
            chars[start + 1] = "o"
            chars[start + 2] = "n"
            chars[end] = " "
            return true
        }
    }

    /// The fragment with each parenthesized aside measuring a pair (a color and a contrast
    /// ratio) blanked out, columns kept.
    func withoutMeasuredAsides(_ fragment: Fragment) -> Fragment {
        guard fragment.text.contains(":") else { return fragment }
        return rewritingAsides(fragment) { chars, start, end, inner in
            let spans = roleLexer.spans(in: inner)
            guard spans.contains(where: { $0.kind == .ratio }), spans.contains(where: { $0.kind == .color }) else { return false }
            for position in start...end { chars[position] = " " }
            return true
        }
    }

    /// `Golden Orange at 15% over the white page (≈ #FEF3F1)`: the color a translucent fill
    /// comes to, stated after it, restates the fill over its ground; it is blanked so the fill is
    /// composited once, over the ground the words name.
    func withoutCompositeAsides(_ fragment: Fragment) -> Fragment {
        guard fragment.text.contains("%"), fragment.text.contains("(") else { return fragment }
        return rewritingAsides(fragment) { chars, start, end, inner in
            let trimmed = inner.trimmed
            guard let mark = trimmed.first, ["≈", "~", "="].contains(mark) else { return false }
            let spans = roleLexer.spans(in: inner)
            guard spans.count == 1, spans[0].isColorLiteral else { return false }
            for position in start...end { chars[position] = " " }
            return true
        }
    }

    /// The fragment with a stated line height (`line-height 22px`, `leading: 20pt`) blanked,
    /// keeping every column: the length after it is the line's height, not the text's size.
    static func withoutLineHeights(_ fragment: Fragment) -> Fragment {
        let lower = fragment.text.lowercased()
        guard ["line-height", "line height", "leading", "lh "].contains(where: lower.containsText) else { return fragment }
        var chars = Array(fragment.text)
        let lowerChars = Array(lower)
        var changed = false
        for phrase in ["line-height", "line height", "leading", "lh"] {
            let pattern = Array(phrase)
            var index = 0
            while index + pattern.count <= lowerChars.count {
                guard Array(lowerChars[index..<(index + pattern.count)]) == pattern, index == 0 || !lowerChars[index - 1].isLetter else {
                    index += 1
                    continue
                }
                var end = index + pattern.count
                while end < chars.count, chars[end] == " " || chars[end] == ":" || chars[end] == "=" { end += 1 }
                let numberStart = end
                while end < chars.count, chars[end].isNumber || chars[end] == "." || chars[end] == "," { end += 1 }
                guard end > numberStart else {
                    index += 1
                    continue
                }
                while end < chars.count, chars[end].isLetter || chars[end] == "%" { end += 1 }
                for position in index..<end { chars[position] = " " }
                changed = true
                index = end
            }
        }
        guard changed else { return fragment }
        var out = fragment
        out.text = String(chars)
        return out
    }

    /// The fragment with its parenthesized asides (`(` at `start`, `)` at `end`, the text
    /// between) rewritten in place where `rewrite` says it did, keeping every column.
    func rewritingAsides(_ fragment: Fragment, _ rewrite: (inout [Character], Int, Int, String) -> Bool) -> Fragment {
        guard fragment.text.contains("(") else { return fragment }
        var chars = Array(fragment.text)
        var open: Int?
        var changed = false
        for index in chars.indices {
            if chars[index] == "(" { open = index }
            guard chars[index] == ")", let start = open else { continue }
            open = nil
            if rewrite(&chars, start, index, String(chars[(start + 1)..<index])) { changed = true }
        }
        guard changed else { return fragment }
        var out = fragment
        out.text = String(chars)
        return out
    }

    /// Reads a fragment's role assignments into a subject's node.
    mutating func readFragments(
        _ written: Fragment, into subject: Int, defaultColor: RoleWords.ColorRole?, defaultSize: RoleWords.SizeRole?, mode: String?,
        state: String?, notes: String? = nil, placement: Bool = false, keepsRole: Bool = false
    ) {
        // `Outline 2pt Charcoal, inset (border vs White 12.68:1)`: an aside that measures a pair
        // checks the design; its colors are not the element's.
        let fragment = pairedModeSeries(withPlacementAsides(withoutCompositeAsides(withoutMeasuredAsides(Self.withoutLineHeights(written)))))
        // `Label under the number: Slate Gray #636E72`, `Back chevron: Slate Gray`: a color no word
        // beside it names paints what the element's name ends in.
        // Only in the first sentence: a later one (`(Hard-coded on purpose — the token goes to
        // Light Gray in dark …)`) comments on it.
        let named = defaultColor == nil ? Self.nameColorRole(roles.subjects[subject].name) : nil
        var assignments = modeSplit(fragment, defaultColor: defaultColor, defaultSize: defaultSize, firstSentenceColor: named, placement: placement)
        if defaultColor == nil, named == nil {
            assignments = unnamedColorsRead(
                fragment, as: assignments, subject: subject, defaultSize: defaultSize, mode: mode, state: state, placement: placement, keepsRole: keepsRole)
        }
        let lower = fragment.text.lowercased()
        let acted = !Set(fragment.words).isDisjoint(with: RoleWords.actionWords) && !RoleWords.inertPhrases.contains { lower.contains($0) }
        // Words of an action alone make no element; they make one that has values interactive.
        guard !assignments.isEmpty || (acted && roles.subjects[subject].node != nil) else { return }
        // Values under a mode label (`**Dark Mode:**`) belong to the element the label is in.
        var target = subject
        // So do values under a heading of the element's that names a mode (`### Dark mode`
        // under `## Settings row`).
        let kind = roles.subjects[subject].kind
        let namesMode = kind == .modeOverrides || (kind == .section && roles.subjects[subject].mode != nil)
        if roles.subjects[subject].isModeLabel || namesMode, let owner = elementSubject(subject).subject { target = owner }
        let node = node(for: target)
        if acted { draft.nodes[node].statedAction = true }
        let (_, headingMode) = elementSubject(subject)
        // `checkbox 22×22 (whole row is the hit area)`: the row responds, so the box is the
        // element's visual size and the row its touch target.
        // A hit area given its own size (`hit area 20×20px, … whole card is a link`) stays: the
        // container named later is another element's.
        let spans = roleLexer.spans(in: fragment.text)
        let statesTouchSize = spans.contains { [.dimensions, .length].contains($0.kind) && roleAssigner.touchPhraseLeads(fragment, span: $0, spans: spans) }
        let containerTarget = RoleWords.namesContainerTarget(fragment.text) && !statesTouchSize
        if containerTarget {
            for index in assignments.indices {
                if case .size(.touchTarget) = assignments[index].target { assignments[index].target = .size(.size) }
            }
        }
        apply(assignments, node: node, mode: mode ?? headingMode, state: state)
        if containerTarget, let property = KeyTable.property(named: "Touch Target") {
            let range = fragment.range(file: draft.document.file)
            let item = RawItem(
                marker: nil, key: "Touch Target", value: "container", text: fragment.text, range: range, valueRange: range, children: [],
                childrenOrdered: false, extra: [])
            readInto(property, text: "container", item: item, node: node, scope: SpecQualifiers(mode: mode ?? headingMode))
        }
    }

    /// The assignments of a fragment whose colors no word names and whose element's name gives
    /// no role: read as a text's line where the line states type (`Footnote 13pt, #636E72`) or is
    /// one text-sized length and a color about a text, and, for a line naming its element under a
    /// mode (`keepsRole`), in the one color role the element already has.
    mutating func unnamedColorsRead(
        _ fragment: Fragment, as read: [RoleAssignment], subject: Int, defaultSize: RoleWords.SizeRole?, mode: String?, state: String?,
        placement: Bool, keepsRole: Bool
    ) -> [RoleAssignment] {
        var assignments = read
        // `Character count: Footnote 13pt, color.text.secondary at 70% opacity`: a line giving a
        // text style and a color no word names is a text's line, the color its ink — unless the
        // element is a control, whose bare color may as well be its fill.
        // So is a style panel's `0.875rem · Weight 500 · Color Slate Gray #636E72`: a size with a
        // weight beside it is type.
        let statesWeight = !Set(fragment.words).isDisjoint(with: ["weight", "semibold", "bold", "regular", "medium"])
            && roleLexer.spans(in: fragment.text).contains { $0.kind == .length }
        let statesType = statesWeight || assignments.contains {
            switch $0.target {
            case .typography, .size(.textSize): return true
            default: return false
            }
        }
        // `Counter: 11px, color.text.secondary`, `Contador: 11px, #636E72` under a text's name: one
        // text-sized length and a color, with no word naming either, are the text's size and ink.
        if !statesType, isBareTextLine(fragment, subject: subject) {
            let asText = modeSplit(fragment, defaultColor: .text, defaultSize: .textSize, placement: placement)
            if Self.hasColor(asText) { assignments = asText }
        } else if statesType,
            !Self.hasColor(assignments),
            !Self.namesControl(roles.subjects[subject].name),
            !namesPartOfSibling(subject)
        {
            let asText = modeSplit(fragment, defaultColor: .text, defaultSize: defaultSize, placement: placement)
            if Self.hasColor(asText) { assignments = asText }
        }
        // `Value: Light Gray #B2BEC3` under `### Dark mode`, for a Value whose text color an earlier
        // line gave: a color no word names is the element's one color role, in this mode
        // (`keepsRole`: the line names the element, as a key does).
        if keepsRole, state == nil, (mode ?? elementSubject(subject).mode) != nil,
            RoleAssigner.isBareValue(fragment, spans: roleLexer.spans(in: fragment.text)),
            !Self.hasColor(assignments),
            let node = roles.subjects[subject].node, let role = onlyColorRole(of: node)
        {
            let again = modeSplit(fragment, defaultColor: role, defaultSize: defaultSize, placement: placement)
            if Self.hasColor(again) { assignments = again }
        }
        return assignments
    }

    static func hasColor(_ assignments: [RoleAssignment]) -> Bool {
        assignments.contains { if case .color = $0.target { true } else { false } }
    }

    /// A line of one text-sized length (6–40) and colors, no role word beside them, about an
    /// element named as text (`Counter`, `Metadata line`) or in a text token's color
    /// (`color.text.secondary`): the length is its text size, the color its ink. A control's
    /// or a part's line is not (its bare color may be a fill).
    func isBareTextLine(_ fragment: Fragment, subject: Int) -> Bool {
        let spans = roleLexer.spans(in: fragment.text)
        // `0,8125rem (13px)`: a length restated in another unit is one length.
        let lengths = Set(spans.filter { $0.kind == .length }.compactMap { Lex.length(Substring($0.text))?.0 })
        guard lengths.count == 1, let value = lengths.first, (6...40).contains(value),
            !spans.contains(where: { $0.kind == .dimensions || $0.kind == .ratio }),
            spans.contains(where: { $0.kind == .color || $0.kind == .token && $0.text.lowercased().hasPrefix("color.") })
        else { return false }
        let name = roles.subjects[subject].name
        guard !Self.namesControl(name), !namesPartOfSibling(subject) else { return false }
        let textToken = spans.contains { span in
            span.kind == .token && span.text.lowercased().split(separator: ".").dropFirst().first.map { $0 == "text" } == true
        }
        if textToken || NamedSentenceReading.defaultRole(NamedSentenceReading.Phrase(start: 0, name: name, role: nil)) == .text { return true }
        // `Fine print: Slate Gray #636E72, 9pt`: a body-text size and one color, no word naming
        // either, under a name that is no shape's, are a text's too.
        let last = name.lowercased().split { !$0.isLetter }.last.map(String.init) ?? ""
        let colors = spans.filter { $0.kind == .color || $0.kind == .token }
        return value <= 20 && !Self.shapeNames.contains(last) && Set(colors.map(\.start)).count <= 2 && !RoleAssigner.namesAShape(fragment.words)
    }

    /// Last words of names of things drawn as shapes, whose one color is their fill.
    static let shapeNames: Set<String> = [
        "badge", "avatar", "dot", "dots", "indicator", "divider", "separator", "bar", "line", "icon", "glyph", "image", "photo", "thumbnail",
        "shape", "circle", "ring", "track", "thumb", "knob", "swatch", "chip", "pill", "tag", "marker", "pin", "spinner", "skeleton", "placeholder box",
    ]

    /// The one color role a node has a value in so far (its text color, say), nil for none or several.
    func onlyColorRole(of node: Int) -> RoleWords.ColorRole? {
        let roles = RoleWords.ColorRole.allCases.filter { draft.nodes[node].property($0.key) != nil }
        return roles.count == 1 ? roles[0] : nil
    }

    /// `counter txt` after `counter pill`: an element whose first word names an earlier sibling
    /// is a part of that sibling and sits on its fill, which backgrounds do not inherit; a color
    /// guessed to be its text would be judged against the wrong background.
    func namesPartOfSibling(_ subject: Int) -> Bool {
        guard let first = roles.subjects[subject].name.lowercased().split(separator: " ").first, roles.subjects[subject].name.contains(" ") else { return false }
        let parent = roles.subjects[subject].parent
        // Only a sibling with a fill of its own holds parts (`Card body` after `Card title` is not
        // a part of the title).
        return roles.subjects[..<subject].contains { other in
            other.parent == parent && other.name.contains(" ") && other.name.lowercased().split(separator: " ").first == first
                && other.node.map { draft.nodes[$0].property("Background") != nil } ?? false
        }
    }

    /// `Primary button text` beside `Primary button «Save»`, `Заминаи тугмаи асосӣ` (the primary
    /// button's background) beside `Матни тугмаи асосӣ` (its text): a name made of a role word and
    /// the name of a sibling element — or of the same element another sibling names a part of — is
    /// a part of that element, so its text is drawn on that element's fill. Nil for any other name.
    /// Two parts of one role (`Card title`, `Card caption`) are two elements, not one.
    func partOwner(named name: String, under parent: Int?) -> Int? {
        guard let owner = Self.partOwnerWords(name), let role = Self.nameColorRole(name) else { return nil }
        return roles.subjects.indices.last { index in
            let sibling = roles.subjects[index]
            guard sibling.parent == parent, sibling.kind == .element else { return false }
            if Self.partOwnerWords(sibling.name) == owner { return Self.nameColorRole(sibling.name) != role }
            guard Self.baseNameWords(sibling.name) == owner else { return false }
            return sibling.node.map { draft.nodes[$0].property(role.key) == nil } ?? true
        }
    }

    /// The words of the element a part's name names: without the role word at its end, or at
    /// its start in a language that puts the head noun first (and the `of`/`del` after it).
    static func partOwnerWords(_ name: String) -> [String]? {
        let words = baseNameWords(name)
        guard words.count > 1 else { return nil }
        let partRoles = RoleWords.ColorRole.parts
        if LanguageWords.headFirstRoleWords.contains(words[0]) || RoleWords.isArabic(words[0]), let role = RoleWords.colorRole(words[0]), partRoles.contains(role) {
            let rest = Array(words.dropFirst().drop { KeyedElementReading.ownerLinks.contains($0) })
            return rest.isEmpty ? nil : rest
        }
        guard let last = words.last, let role = RoleWords.colorRole(last), partRoles.contains(role) else { return nil }
        return Array(words.dropLast())
    }

    /// The words of an element's name without the copy or the note written after it
    /// (`Primary button «Save»`, `Overlay buttons (Replace, Crop)`).
    static func baseNameWords(_ name: String) -> [String] {
        var base = ""
        var depth = 0
        for character in name {
            if "«“„(\"".contains(character) && !(character == "\"" && depth > 0) { depth += 1; continue }
            if "»”)\"".contains(character) && depth > 0 { depth -= 1; continue }
            if depth == 0 { base.append(character) }
        }
        return nameWords(base)
    }

    /// The color role the last word of an element's name gives (`Helper text`, `Back chevron`,
    /// `Selected chip`), nil when it names no role (`Text field`, `Primary button`). An Arabic
    /// name puts its head noun first (`عنوان الصف`, the row's title): its first word gives it.
    static func nameColorRole(_ name: String) -> RoleWords.ColorRole? {
        // `Heart icon, unliked`: one word after a comma describes the element, not its kind
        // (`Section title, limit badge, info glyph` is a list of elements).
        var head = name
        if let comma = name.lastIndex(of: ","), !name[comma...].contains(")") {
            let after = String(name[name.index(after: comma)..<name.endIndex]).trimmed
            if !after.contains(" ") { head = String(name[name.startIndex..<comma]) }
        }
        let words = head.lowercased().split { !($0.isLetter || $0 == "-") }.map(String.init)
        guard let last = words.last, words.count <= 5 else { return nil }
        if let first = words.first, RoleWords.isArabic(first) { return RoleWords.colorRole(first) }
        // `Sempadan medan teks`, `Bordure du champ`: a language that puts its head noun first.
        if words.count > 1, let first = words.first, LanguageWords.headFirstRoleWords.contains(first) { return RoleWords.colorRole(first) }
        if let role = RoleWords.colorRole(last) { return role }
        // A class name (`stat-label`, `nav-link`) whose last segment names text or an icon; a
        // color role's name (`on-surface`, `surface-variant`) names no element's part.
        guard last.contains("-"), !last.hasPrefix("on-"), let segment = last.split(separator: "-").last,
            let role = RoleWords.colorRole(String(segment)), role == .text || role == .icon
        else { return nil }
        return role
    }

    /// `**Focused field** — border → 2pt Primary Coral`: the values of a state, read into the
    /// element the key or value names (else the subject).
    mutating func readFragmentsOnNamed(_ key: String, value: String, item: RawItem, subject: Int?, mode: String?, state: String) {
        let (owner, _) = elementSubject(subject)
        var words = Self.nameWords(key)
        if !words.isEmpty { words.removeFirst() }
        let target = words.isEmpty ? owner : (findElement(named: words.joined(separator: " "), under: owner) ?? owner)
        guard let target else { return }
        var text = Fragment.plain(Substring(value))
        if let arrow = text.textRange(of: "→") {
            let left = String(text[..<arrow.lowerBound]).trimmed
            if let role = RoleWords.colorRole(left.lowercased()) {
                text = role.rawValue + " " + String(text[arrow.upperBound...]).trimmed
            }
        }
        readFragments(Fragment(text: text, line: item.range.start.line, column: item.valueRange.start.column), into: target, defaultColor: nil, defaultSize: nil, mode: mode, state: state)
    }

    /// `Back chevron, Title, Body → Off-White #F5F6FA`, `Text field fill → #1A1D1F; border →
    /// #8A9499`, `Canvas → #1A1D1F`: the named elements (or the canvas) take the value, in the
    /// role they had (or the one the words name), in the section's mode.
    /// With `exactNames`, every element of exactly that name takes the value (`Titel` in a mode's
    /// section of a document with several titles).
    mutating func readArrow(left: String, right: String, item: RawItem, subject: Int?, mode: String?, state: String?, exactNames: Bool = false) {
        let (owner, headingMode) = elementSubject(subject)
        let line = item.range.start.line
        let chars = Array(draft.lines.line(line).map(String.init) ?? right)
        let column = (String(chars).textRange(of: right).map { String(chars).distance(from: String(chars).startIndex, to: $0.lowerBound) } ?? 0) + 1
        let names = Normalize.splitTopLevel(left, separators: [", ", " + ", " and ", " & ", " und "]).map(\.trimmed).filter { !$0.isEmpty }
        for written in names {
            if Self.namesCanvas(written) {
                var background = item
                background.key = "Canvas"
                background.value = right
                background.valueRange = SourceRange(file: draft.document.file, start: SourceLocation(line: line, column: column), end: SourceLocation(line: line, column: column + right.count))
                // A mode's section of its own (a slide's `## Dark mode`) is the owner of its canvas.
                if let owner = owner ?? subject {
                    let node = node(for: owner)
                    let fragment = Fragment(text: right, line: line, column: column)
                    apply(modeSplit(fragment, defaultColor: .background).map { var a = $0; if case .color = a.target { a.target = .color(.background) }; return a }, node: node, mode: mode ?? headingMode, state: state)
                }
                continue
            }
            // `Text field fill`: a role word at the end names the role.
            var nameWords = written.split(separator: " ").map(String.init)
            var role: RoleWords.ColorRole?
            if let last = nameWords.last, nameWords.count > 1, let found = RoleWords.colorRole(last.lowercased()) {
                role = found
                nameWords.removeLast()
            }
            let wanted = Self.nameWords(nameWords.joined(separator: " "))
            let targets =
                exactNames
                ? roles.subjects.indices.filter { roles.subjects[$0].kind == .element && Self.nameWords(roles.subjects[$0].name) == wanted }
                : findElement(named: nameWords.joined(separator: " "), under: owner).map { [$0] } ?? []
            for target in targets {
                let node = node(for: target)
                let defaultRole = role ?? primaryColorRole(of: node)
                // `#1A1D1F; border → #8A9499`: a nested arrow names another role.
                for part in Fragment(text: right, line: line, column: column).parts() {
                    var piece = part
                    if let nested = piece.text.textRange(of: "→") {
                        let nestedLeft = String(piece.text[..<nested.lowerBound]).trimmed.lowercased()
                        let words = nestedLeft.split(separator: " ").map(String.init)
                        if let last = words.last, let nestedRole = RoleWords.colorRole(last) {
                            let rest = String(piece.text[nested.upperBound...]).trimmed
                            let nestedNames = words.dropLast().joined(separator: " ")
                            var nestedNode = node
                            if !nestedNames.isEmpty, let other = findElement(named: nestedNames, under: owner) { nestedNode = self.node(for: other) }
                            piece = Fragment(text: rest, line: line, column: part.column + part.text.count - rest.count)
                            apply(modeSplit(piece, defaultColor: nestedRole), node: nestedNode, mode: mode ?? headingMode, state: state)
                            continue
                        }
                    }
                    apply(modeSplit(piece, defaultColor: defaultRole), node: node, mode: mode ?? headingMode, state: state)
                }
            }
        }
    }

    /// `Canvas`, `Screen bg`, `Background`: a name on an arrow's left that is the screen's ground.
    static func namesCanvas(_ written: String) -> Bool {
        isBackgroundKey(written) || ["canvas", "screen", "background"].contains(where: { written.lowercased().hasPrefix($0) })
    }

    /// The role an element's color had where it was first given: its text color, else its icon,
    /// its graphics color or its background.
    func primaryColorRole(of node: Int) -> RoleWords.ColorRole {
        let order: [(String, RoleWords.ColorRole)] = [("Text Color", .text), ("Icon Color", .icon), ("Color", .control), ("Background", .background), ("Border", .border)]
        for (key, role) in order where draft.nodes[node].property(key) != nil { return role }
        return .control
    }

    /// Where an assignment's value is written: its fragment's range, narrowed to start at the
    /// value when the fragment is a sentence spanning lines (so the fact is on the value's line).
    static func valueRange(of assignment: RoleAssignment, file: String) -> SourceRange {
        let whole = assignment.fragment.range(file: file)
        guard whole.start.line != whole.end.line, let first = assignment.text.split(separator: " ").first,
            let found = assignment.fragment.text.textRange(of: first)
        else { return whole }
        let fragment = assignment.fragment
        return fragment.slice(fragment.text.distance(from: fragment.text.startIndex, to: found.lowerBound), fragment.text.count).range(file: file)
    }

    /// Applies role assignments to a node: each read by the value reader of its property, at
    /// its fragment's place, in its mode and state.
    mutating func apply(_ assignments: [RoleAssignment], node: Int, mode: String?, state: String?) {
        // A foreground given as a token (its modes its own) beside a literal ground.
        let foregroundIsToken = assignments.contains { assignment in
            guard case .color(let role) = assignment.target, role != .background else { return false }
            return assignment.text.hasPrefix("color.") || assignment.text.hasPrefix("{color.")
        }
        for assignment in assignments {
            guard let property = KeyTable.property(named: assignment.key) else { continue }
            let range = Self.valueRange(of: assignment, file: draft.document.file)
            var scope = SpecQualifiers(mode: assignment.mode ?? mode)
            scope.state = state
            let item = RawItem(
                marker: nil, key: assignment.key, value: assignment.text, text: assignment.fragment.text, range: range, valueRange: range,
                children: [], childrenOrdered: false, extra: [])
            var colorRole: RoleWords.ColorRole?
            if case .color(let role) = assignment.target { colorRole = role }
            if case .backdrop = assignment.target { colorRole = .background }
            if assignment.unresolvedGround {
                appendEntry(node, key: "Background", kind: .background, SpecEntry(
                    qualifiers: scope, value: .unreadable(assignment.text), written: assignment.text, writtenKey: "Background", range: range))
                session.warning(
                    .specUnknownBackground,
                    "\"\(draft.nodes[node].name)\" sits on \"\(assignment.text)\", which is no single color, so the contrast of what it draws there is not checked",
                    at: range, hint: "name the color it sits on (a token, a hex, or an example such as `e.g. Excited #FDCB6E`)")
                continue
            }
            if let role = colorRole {
                // A color that names nothing here is not guessed: the line is reported instead.
                var probe = assignment.text
                if role == .border {
                    let words = probe.split(separator: " ").map(String.init)
                    // `1 px #DFE6E9`: a width written with a space before its unit.
                    probe = words.drop { Lex.length(Substring($0)) != nil || ["dashed", "dotted", "solid", "px", "pt", "dp"].contains($0.lowercased()) || Double($0) != nil }
                        .joined(separator: " ")
                }
                guard case .success = ColorReader.parse(probe, env: trialEnv(range)) else { continue }
            }
            var text = assignment.text
            // `color.text.primary on #FFFFFF` where the screen's ground is color.background.primary:
            // the literal restates that ground's light value (a literal foreground keeps a literal ground).
            if case .color(.background) = assignment.target, foregroundIsToken, Self.followsOnWord(assignment.fragment, lines: draft.lines),
                let ground = inheritedGroundToken(of: node, literal: text)
            {
                text = ground
            }
            readInto(property, text: text, item: item, node: node, scope: scope)
        }
    }

    /// True when the fragment is what an `on` (`over`, `against`) right before it names.
    static func followsOnWord(_ fragment: Fragment, lines: LineMap) -> Bool {
        let start = fragment.positions?.first ?? SourceLocation(line: fragment.line, column: fragment.column)
        guard var before = lines.text(before: start)?.lowercased() else { return false }
        while before.last == " " || before.last == "`" { before.removeLast() }
        return [" on", " over", " against", " on the", " over the"].contains { before.hasSuffix($0) }
    }

    /// The ground token an ancestor of the node (or the document) sits on, when its first mode's
    /// value is this literal and its other modes differ.
    func inheritedGroundToken(of node: Int, literal: String) -> String? {
        let trimmed = literal.trimmed
        guard trimmed.hasPrefix("#"), let (_, color, rest) = Lex.colorLiteral(Substring(trimmed)), rest.isEmpty else { return nil }
        var properties: [SpecProperty] = []
        var current = draft.nodes[node].parent
        while let index = current {
            if let background = draft.nodes[index].property("Background") { properties.append(background) }
            current = draft.nodes[index].parent
        }
        if let document = draft.document.background { properties.append(document) }
        for property in properties {
            for entry in property.entries {
                guard case .color(let value) = entry.value, let first = value.resolutions.first, let token = first.token,
                    first.color?.quantized == color.quantized, value.resolutions.contains(where: { $0.color?.quantized != color.quantized })
                else { continue }
                return token.string
            }
        }
        return nil
    }
}

extension DocumentBuilder {
    /// `17px / 22px`, `15 / 20pt`: a text size and a larger line height with nothing else.
    /// `13 px / 400`, `15px / Semibold`: a size and its weight, as a report's `Size / weight`
    /// column writes them — one type, not two values.
    /// `Semibold`, `400`: a weight as type is written beside a size. A number is a weight only
    /// as CSS writes one (`400`), not a line height (`/ 16`).
    static func isWrittenWeight(_ word: String) -> Bool {
        TypographyReader.weight(word.lowercased()) != nil && Int(word).map({ $0 % 100 == 0 && (100...900).contains($0) }) ?? true
    }

    static func isSizeOverWeight(_ characters: [Character], slash: Int) -> Bool {
        let before = String(characters[..<slash]).split(separator: " ").suffix(2).joined()
        let after = String(characters[(slash + 1)...]).split { $0 == " " || $0 == "," }.first.map(String.init) ?? ""
        guard isWrittenWeight(after) else { return false }
        let digits = before.prefix { $0.isNumber || $0 == "." }
        return !digits.isEmpty && ["", "px", "pt", "sp", "dp"].contains(before.dropFirst(digits.count).lowercased())
    }

    /// `at 11px / 14px`: a size and its line height at a ` / `, whatever stands before them —
    /// one type, not two values.
    static func isLineHeightAfter(_ characters: [Character], slash: Int) -> Bool {
        let before = String(characters[..<slash]).split(separator: " ").last.map(String.init) ?? ""
        let after = String(characters[(slash + 1)...]).split { $0 == " " || $0 == "," }.first.map(String.init) ?? ""
        guard let (size, unit, rest) = Lex.length(Substring(before)), rest.isEmpty, let (height, heightUnit, tail) = Lex.length(Substring(after)), tail.isEmpty
        else { return false }
        return unit == heightUnit && size >= 6 && height > size && height <= size * 2.5
    }

    /// `13px / 500 / 18px`, `16 / 600 / 24px`: CSS's `font-size / font-weight / line-height`
    /// in one piece — one type, not three values.
    static func isSizeWeightLineHeight(_ text: String) -> Bool {
        let pieces = text.components(separatedBy: "/").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard pieces.count == 3 else { return false }
        func length(_ piece: String) -> Double? {
            let digits = piece.prefix { $0.isNumber || $0 == "." || $0 == "," }
            guard !digits.isEmpty, ["", "px", "pt", "sp", "dp"].contains(String(piece.dropFirst(digits.count)).trimmingCharacters(in: .whitespaces)) else { return nil }
            return Double(digits.replacingOccurrences(of: ",", with: "."))
        }
        // `Medium 500`: a weight named and numbered.
        let weightWords = pieces[1].split(separator: " ").map(String.init)
        guard let size = length(pieces[0]), let height = length(pieces[2]), !weightWords.isEmpty,
            weightWords.allSatisfy(isWrittenWeight)
        else { return false }
        return size >= 6 && height >= size && height <= size * 2.5
    }

    static func isSizeOverLineHeight(_ text: String, lexer: ValueLexer) -> Bool {
        let pieces = text.components(separatedBy: " / ")
        guard pieces.count == 2 else { return false }
        let numbers = pieces.map { piece -> Double? in
            let spans = lexer.spans(in: piece)
            guard spans.count == 1, let span = spans.first, span.kind == .length else { return nil }
            return Lex.length(Substring(span.text))?.0
        }
        guard let size = numbers[0], let height = numbers[1] else { return false }
        return height > size && height <= size * 2
    }
}

extension DocumentBuilder {
    /// Whether a name is a control's (`Save button`, `저장 버튼`) and not a text drawn as one
    /// (`Cancel text button`, `"취소" 텍스트 버튼`): its bare color may be its fill.
    static func namesControl(_ name: String) -> Bool {
        let words = name.lowercased().split(separator: " ").map(String.init)
        return words.contains(where: SpecVocabulary.interactiveKinds.contains) && !words.contains { RoleWords.colorRole($0) == .text }
    }
}
