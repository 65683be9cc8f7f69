import DesignModel
import Diagnostics
import Foundation
import MarkdownSource

/// Layer blocks pasted from a design tool's inspect panel (Figma Dev Mode, Zeplin): under a
/// heading naming the layer, its path (`` `PhotoDetail › InfoSheet › Rows › RowLabel` ``) and one
/// bold-lead line per property (`**Fill** (Dark) — #2C3135 100% · `color/background/surface``,
/// `**Typography** — SF Pro Text · Regular · 13`, `**Layout** — Width 32 · Height 32 · Icon 20 × 20`).
/// The panel's words mean what the design tool means: a text layer's fill is its text color, a
/// layer sits on the nearest enclosing layer its path names, a bare number in a type line is
/// the size, and the variable beside a value is a token claim.
extension DocumentBuilder {
    /// Property names of the panel whose values the generic bold-lead reading misreads.
    static let inspectFillKeys: Set<String> = ["fill", "fills"]
    static let inspectTextFillKeys: Set<String> = ["text fill", "text color", "text colour"]
    static let inspectTypeKeys: Set<String> = ["typography", "type", "text style", "font"]
    static let inspectLayoutKeys: Set<String> = ["layout", "frame", "dimensions"]
    static let inspectWeights: Set<String> = ["thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    /// Words of a layer that is what its group is drawn on.
    static let inspectBackdropWords: Set<String> = ["scrim", "backdrop", "background", "bg", "overlay"]
    /// Words of a fill, its layer or its variable that put it over the photo or video behind.
    static let inspectMediaWords: Set<String> = ["scrim", "overlay", "media", "photo", "image", "video"]

    /// One bold-lead property line of an inspect panel: its key, the qualifier in parentheses
    /// after it, and its value (the text after the dash).
    struct InspectLine {
        var name: String
        var key: String
        var qualifier: String?
        var value: Fragment
        var number: Int
    }

    static func inspectLine(_ raw: Substring, number: Int) -> InspectLine? {
        guard String(raw).trimmed.hasPrefix("**") else { return nil }
        let fragment = Fragment.line(raw, number: number)
        let text = fragment.text
        guard let dash = text.range(of: " — ") ?? text.range(of: " – ") else { return nil }
        var key = String(text[..<dash.lowerBound]).trimmed
        var qualifier: String?
        if let (rest, inner) = Normalize.trailingParenthetical(key), !rest.isEmpty {
            key = rest.trimmed
            qualifier = inner.trimmed
        }
        guard !key.isEmpty, key.split(separator: " ").count <= 3 else { return nil }
        let start = text.distance(from: text.startIndex, to: dash.upperBound)
        return InspectLine(name: key, key: Normalize.name(key), qualifier: qualifier, value: fragment.slice(start, text.count), number: number)
    }

    /// `PhotoDetail › InfoSheet › Rows › RowLabel` written as code under the layer's heading:
    /// the layer sits on the nearest layer of its path that has a heading of its own. Returns
    /// true when the line is such a path.
    mutating func readLayerPath(_ raw: Substring, subject: Int?) -> Bool {
        guard let subject, roles.subjects[subject].kind == .element else { return false }
        var trimmed = String(raw).trimmed
        // `Path: `New Entry – Light / Content / Entry Field`` (Sketch Cloud's inspector).
        for label in ["Path:", "Layer path:"] where trimmed.hasPrefix(label) { trimmed = String(trimmed.dropFirst(label.count)).trimmed }
        guard trimmed.hasPrefix("`"), let close = trimmed.dropFirst().firstIndex(of: "`") else { return false }
        let path = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
        let segments = Self.layerSegments(path)
        guard segments.count >= 2, let last = segments.last else { return false }
        let own = Normalize.name(roles.subjects[subject].name)
        guard own.contains(Normalize.name(last)) else { return false }
        roles.layerPaths[subject] = segments
        // A group with no heading of its own (`CaptionOverlay`) is drawn on its backdrop layer
        // (`CaptionOverlay › CaptionScrim`): the layers beside that one sit on it.
        let group = Array(segments.dropLast())
        if let backdrop = roles.layerPaths.keys.sorted().last(where: { index in
            guard index < subject, let path = roles.layerPaths[index], path.count == segments.count, Array(path.dropLast()) == group,
                let name = path.last
            else { return false }
            return !Set(SubjectHeadings.words(name.camelCaseSpaced)).isDisjoint(with: Self.inspectBackdropWords)
        }), roles.subjects.indices.contains(where: { $0 < subject && group.last.map(Normalize.name) == Normalize.name(roles.subjects[$0].name) }) == false {
            roles.subjects[subject].parent = backdrop
            if Self.namesAction(path) { roles.subjects[subject].acted = true }
            return true
        }
        for segment in segments.dropLast().reversed() {
            let wanted = Normalize.name(segment)
            if let parent = roles.subjects.indices.last(where: {
                $0 < subject && roles.subjects[$0].kind == .element && Normalize.name(roles.subjects[$0].name) == wanted
            }) {
                roles.subjects[subject].parent = parent
                break
            }
        }
        if Self.namesAction(path) { roles.subjects[subject].acted = true }
        return true
    }

    /// A panel's value read as the item `key: value` of `subject` (the key names its role).
    mutating func readKeyedValue(_ key: String, _ value: Fragment, into subject: Int, mode: String?, state: String?) {
        let range = value.range(file: draft.document.file)
        let item = RawItem(
            marker: nil, key: key, value: value.text, text: "\(key): \(value.text)", range: range, valueRange: range, children: [],
            childrenOrdered: false, extra: [])
        readItem(item, subject: subject, mode: mode, state: state, value: value)
    }

    /// A layer path's segments: `A › B › C` or `A / B / C`.
    static func layerSegments(_ path: String) -> [String] {
        let separator = path.contains("›") ? "›" : " / "
        return path.components(separatedBy: separator).map { $0.trimmed }.filter { !$0.isEmpty }
    }

    /// The layer a path names (`Content / Emotions / Header`): the element whose own path, read
    /// from its block, ends with it.
    func layerElement(named path: String) -> Int? {
        let segments = Self.layerSegments(path).map(Normalize.name)
        guard segments.count >= 2 else { return nil }
        return roles.layerPaths.keys.sorted().first { index in
            guard let own = roles.layerPaths[index], own.count >= segments.count else { return false }
            return Array(own.suffix(segments.count)).map(Normalize.name) == segments
        }
    }

    /// Reads the inspect-panel lines of a paragraph; returns the lines it left for the prose reader.
    mutating func readInspectLines(_ lines: [(number: Int, raw: Substring)], subject: Int?) -> [(number: Int, raw: Substring)] {
        // The layer's path opens its block (`Path: `…``, then `Symbol: …`).
        if let first = lines.first, readLayerPath(first.raw, subject: subject) {
            return lines.count == 1 ? [] : readInspectLines(Array(lines.dropFirst()), subject: subject)
        }
        if let first = lines.first, let rest = readLabelledLayer(first, lines: Array(lines.dropFirst()), subject: subject) { return rest }
        let parsed = lines.map { Self.inspectLine($0.raw, number: $0.number) }
        let keys = Set(parsed.compactMap { $0?.key })
        let panelKeys = Self.inspectFillKeys.union(Self.inspectTextFillKeys).union(Self.inspectTypeKeys).union(Self.inspectLayoutKeys)
        guard !keys.isDisjoint(with: panelKeys), let subject else { return lines }
        // A text layer's fill is the color of its glyphs, unless a text fill of its own is given.
        let isText = !keys.isDisjoint(with: Self.inspectTypeKeys) && keys.isDisjoint(with: Self.inspectTextFillKeys)
        // An icon inside a fixed frame (`Width 32 · Height 32 · Icon 20 × 20`, or an `Icon` line) is an icon button.
        let hasIcon = keys.contains("icon")
        var rest: [(number: Int, raw: Substring)] = []
        for (line, parsed) in zip(lines, parsed) {
            guard let parsed else {
                rest.append(line)
                continue
            }
            guard panelKeys.contains(parsed.key) else {
                // `**DeleteButton** — SF Pro Text · Regular · 17 · Height 57 · Light #D63031 · Dark #E74C3C`:
                // a layer inside this one, set in a type style, written on one line.
                let segments = Self.inspectSegments(parsed.value)
                guard segments.contains(where: { Double($0.text) != nil }), segments.contains(where: { Self.inspectWeights.contains($0.text.lowercased()) }) else {
                    rest.append(line)
                    continue
                }
                let element = childSubject(named: parsed.name, of: subject, range: draft.lines.lineRange(parsed.number), override: false)
                for key in ["typography", "text fill", "layout"] {
                    var part = parsed
                    part.key = key
                    readInspectLine(part, subject: element, isText: true, hasIcon: false)
                }
                continue
            }
            readInspectLine(parsed, subject: subject, isText: isText, hasIcon: hasIcon)
        }
        return rest
    }

    mutating func readInspectLine(_ line: InspectLine, subject: Int, isText: Bool, hasIcon: Bool) {
        var mode: String?
        var state: String?
        if let qualifier = line.qualifier, let qualifiers = qualifierKey(qualifier) {
            mode = qualifiers.mode
            state = qualifiers.state
        }
        let segments = Self.inspectSegments(line.value)
        func read(_ key: String, _ value: Fragment) { readKeyedValue(key, value, into: subject, mode: mode, state: state) }
        if Self.inspectFillKeys.contains(line.key) || Self.inspectTextFillKeys.contains(line.key) {
            // The colors, without the variable and the effects after them (`· Background blur 20`).
            let colored = segments.filter { !roleLexer.spans(in: $0.text).filter { $0.kind == .color }.isEmpty }
            guard let first = colored.first, let last = colored.last else {
                // A layer's one-line type style without a color states none.
                guard Normalize.name(line.name) == line.key else { return }
                read(isText || Self.inspectTextFillKeys.contains(line.key) ? "Text color" : "Background", line.value)
                return
            }
            var value = Self.span(line.value, from: first, to: last)
            let isTextColor = isText || Self.inspectTextFillKeys.contains(line.key)
            if !isTextColor, let stop = Self.densestStop(value) {
                // `Linear gradient · #000000 0% → #000000 60%`: a scrim's text sits at its dense end.
                value = stop
            }
            if !isTextColor, let backdrop = mediaBackdrop(line, subject: subject), Self.isTranslucent(value.text) {
                // Over the photo: composited over the worst case the document states for it (read
                // as a fill's colors, not as a background line, which keeps one color).
                readFragments(
                    Fragment(text: value.text + " over " + backdrop, line: value.line, column: value.column), into: subject, defaultColor: .background,
                    defaultSize: .size, mode: mode ?? elementSubject(subject).mode, state: state)
                return
            }
            read(isTextColor ? "Text color" : "Fill", value)
            recordInspectVariable(line, colors: colored, mode: mode)
            return
        }
        if Self.inspectTypeKeys.contains(line.key) {
            // `SF Pro Text · Regular · 13 · Line height 18`: the bare number is the size.
            guard let size = segments.first(where: { Double($0.text) != nil }) else {
                read("Typography", line.value)
                return
            }
            let weight = segments.first { Self.inspectWeights.contains($0.text.lowercased()) }.map { " " + $0.text.lowercased() } ?? ""
            read("Typography", Fragment(text: "\(size.text)pt\(weight)", line: size.line, column: size.column))
            return
        }
        // `Width 32 · Height 32 · Padding 6`: the layer's frame.
        func number(_ word: String) -> Fragment? {
            segments.first { $0.text.lowercased().hasPrefix(word + " ") && Double($0.text.dropFirst(word.count + 1)) != nil }
        }
        let width = number("width")
        let height = number("height")
        let icon = hasIcon || segments.contains { $0.text.lowercased().hasPrefix("icon ") }
        if let width, let height {
            let w = width.text.dropFirst(6)
            let h = height.text.dropFirst(7)
            read(icon ? "Touch target" : "Size", Fragment(text: "\(w)×\(h)pt", line: width.line, column: width.column))
        } else if let height {
            read("Height", Fragment(text: "\(height.text.dropFirst(7))pt", line: height.line, column: height.column))
        } else if Self.inspectLayoutKeys.contains(Normalize.name(line.name)) {
            read("Size", line.value)
        }
    }

    /// `#000000 0% → #000000 60%`: the stop with the highest opacity, as its own fragment.
    static func densestStop(_ value: Fragment) -> Fragment? {
        guard value.text.contains("→") else { return nil }
        var best: (Double, Int, Int)?
        let chars = Array(value.text)
        var index = 0
        while index < chars.count {
            guard chars[index] == "#" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < chars.count, chars[end].isHexDigit { end += 1 }
            var cursor = end
            while cursor < chars.count, chars[cursor] == " " { cursor += 1 }
            var digits = cursor
            while digits < chars.count, chars[digits].isNumber || chars[digits] == "." { digits += 1 }
            if digits < chars.count, chars[digits] == "%", let percent = Double(String(chars[cursor..<digits])), percent > (best?.0 ?? -1) {
                best = (percent, index, digits + 1)
            }
            index = end
        }
        guard let (_, start, end) = best else { return nil }
        return value.slice(start, end)
    }

    /// A fill with an alpha below one: `#000000 60%`, `rgba(0, 0, 0, 0.5)`.
    static func isTranslucent(_ text: String) -> Bool {
        if let (_, rgba, _) = Lex.colorLiteral(Substring(text)), rgba.alpha8 < 255 { return true }
        let words = text.split(separator: " ")
        return words.contains { $0.hasSuffix("%") && $0 != "100%" && Double($0.dropLast()) != nil }
    }

    /// The worst-case backdrop the document states for what is behind its scrims and overlays
    /// (`we QA against the worst case, a pure white photo (#FFFFFF) behind the scrims`), when
    /// this fill is one of them: its layer or its variable names an overlay, a scrim or media.
    func mediaBackdrop(_ line: InspectLine, subject: Int) -> String? {
        let words = Set(SubjectHeadings.words(roles.subjects[subject].name.camelCaseSpaced))
            .union(Self.inspectSegments(line.value).flatMap { $0.text.lowercased().split { !$0.isLetter }.map(String.init) })
        guard !words.isDisjoint(with: Self.inspectMediaWords) else { return nil }
        var number = 1
        while let raw = draft.lines.line(number) {
            let lower = raw.lowercased()
            if lower.contains("worst case") || lower.contains("worst-case") {
                let hexes = Self.hexLiterals(String(raw))
                if hexes.count == 1 { return hexes[0] }
            }
            number += 1
        }
        return nil
    }

    /// Keys of a labelled-line inspect dump (Zeplin: `Color #2D3436`, `W 343  H 50`), longest first.
    static let labelledLayerKeys = [
        "hit area", "line height", "letter spacing", "background", "typeface", "opacity", "content", "border", "radius", "weight", "color",
        "size", "icon",
    ]

    /// `Layer: Text / Title` (or `Artboard: Login / Light`) opening a paragraph of `Key value`
    /// lines, as Zeplin's inspect panel pastes them: the layer is an element, nested under the
    /// layer its path extends; an artboard's background is what its layers sit on. Returns the
    /// lines left for the prose reader, or nil when the paragraph is not such a block.
    mutating func readLabelledLayer(_ first: (number: Int, raw: Substring), lines: [(number: Int, raw: Substring)], subject: Int?) -> [(number: Int, raw: Substring)]? {
        let lead = Fragment.line(first.raw, number: first.number).text.trimmed
        let lower = lead.lowercased()
        let isArtboard = lower.hasPrefix("artboard:")
        guard let subject, isArtboard || lower.hasPrefix("layer:"), let colon = lead.firstIndex(of: ":") else { return nil }
        let path = String(lead[lead.index(after: colon)...]).trimmed
        let segments = path.components(separatedBy: " / ").map { $0.trimmed }.filter { !$0.isEmpty }
        guard !segments.isEmpty else { return nil }
        let layer = isArtboard ? subject : labelledLayerSubject(path: path, segments: segments, under: subject, line: first.number)
        let (parsed, rest) = Self.labelledLines(lines)
        let keys = Set(parsed.map(\.key))
        guard !keys.isEmpty else { return nil }
        let isText = !isArtboard && (!keys.isDisjoint(with: ["typeface", "weight", "content"]) || segments.first.map { Normalize.name($0) == "text" } == true)
        var weight = ""
        if let stated = parsed.first(where: { $0.key == "weight" }) {
            weight = " " + stated.value.text.lowercased()
        } else if let typeface = parsed.first(where: { $0.key == "typeface" }) {
            let words: [String] = typeface.value.text.lowercased().split { !$0.isLetter }.map(String.init)
            if let found = words.first(where: { Self.inspectWeights.contains($0) }) { weight = " " + found }
        }
        // A dark section's block overrides the light layer it names: in the section's mode.
        let mode = elementSubject(subject).mode ?? elementSubject(layer).mode
        func read(_ key: String, _ value: Fragment) { readKeyedValue(key, value, into: layer, mode: mode, state: nil) }
        for entry in parsed {
            switch entry.key {
            case "background":
                read("Background", entry.value)
            case "color":
                read(isText ? "Text color" : keys.contains("icon") ? "Icon color" : "Color", entry.value)
            case "border":
                read("Border", entry.value)
            case "opacity":
                read("Opacity", entry.value)
            case "hit area":
                read("Touch target", entry.value)
            case "frame":
                if !isArtboard { read("Size", entry.value) }
            case "radius":
                // `Radius 10 (radius.md)`: the value claimed for the token in parentheses.
                let words = entry.value.text.split(separator: " ")
                if let number = words.first.flatMap({ Double($0) }), words.count >= 2, words[1].hasPrefix("("), words[1].hasSuffix(")") {
                    let path = String(words[1].dropFirst().dropLast())
                    if TokenIndex.isPath(path), roles.dataLines[entry.number] == nil { roles.dataLines[entry.number] = "radius: \(path) (\(Canonical.number(number))pt)" }
                }
                read("Radius", entry.value)
            case "size":
                // `Size 34` beside `Weight Bold`: the text size.
                let text = entry.value.text.trimmed
                let number = text.prefix { $0.isNumber || $0 == "." }
                if !number.isEmpty, Double(number) != nil {
                    read("Typography", Fragment(text: "\(number)pt\(weight)", line: entry.value.line, column: entry.value.column))
                }
            case "typeface":
                // `Typeface SF Pro Display, Bold, Size 28`: a size written on the typeface line.
                if let found = entry.value.text.range(of: "Size ") {
                    let number = entry.value.text[found.upperBound...].prefix { $0.isNumber || $0 == "." }
                    if !number.isEmpty, Double(number) != nil {
                        read("Typography", Fragment(text: "\(number)pt\(weight)", line: entry.value.line, column: entry.value.column))
                    }
                }
            default:
                break
            }
        }
        if !rest.isEmpty { readProse(rest, subject: layer, opensParagraph: false) }
        return []
    }

    /// The element of a `Layer: A / B / C` block: under the layer of this section whose path it
    /// extends, else under the section; interactive when its path names a control.
    mutating func labelledLayerSubject(path: String, segments: [String], under subject: Int, line: Int) -> Int {
        let parent = roles.layerPaths.keys.sorted().last { index in
            guard index > subject, let other = roles.layerPaths[index] else { return false }
            return other.count < segments.count && Array(segments.prefix(other.count)) == other
        }
        let override = roles.subjects[subject].kind == .modeOverrides
        let layer = childSubject(named: path, of: parent ?? subject, range: draft.lines.lineRange(line), override: parent == nil && override)
        if roles.layerPaths[layer] == nil { roles.layerPaths[layer] = segments }
        if !Set(segments.flatMap { SubjectHeadings.words($0) }).isDisjoint(with: SpecVocabulary.interactiveKinds) {
            if let node = roles.subjects[layer].node { draft.nodes[node].statedAction = true } else { roles.subjects[layer].acted = true }
        }
        return layer
    }

    /// A layer block's labelled lines (`Color #2D3436`, `W 343  H 50` as a frame) and the lines
    /// that are not, read as prose.
    static func labelledLines(_ lines: [(number: Int, raw: Substring)])
        -> (parsed: [(key: String, value: Fragment, number: Int)], rest: [(number: Int, raw: Substring)])
    {
        var parsed: [(key: String, value: Fragment, number: Int)] = []
        var rest: [(number: Int, raw: Substring)] = []
        for line in lines {
            let fragment = Fragment.line(line.raw, number: line.number)
            let lowered = fragment.text.trimmed.lowercased()
            let leading = fragment.text.count - fragment.text.drop { $0 == " " }.count
            if lowered.hasPrefix("w "), let h = lowered.range(of: " h ") {
                // `W 343  H 50`
                let w = lowered.dropFirst(2).prefix { $0.isNumber || $0 == "." }
                let hText = lowered[h.upperBound...].prefix { $0.isNumber || $0 == "." }
                if !w.isEmpty, !hText.isEmpty {
                    parsed.append(("frame", Fragment(text: "\(w)×\(hText)pt", line: line.number, column: (fragment.positions?[leading].column ?? 1)), line.number))
                    continue
                }
            }
            guard let key = labelledLayerKeys.first(where: { lowered.hasPrefix($0 + " ") }) else {
                rest.append(line)
                continue
            }
            parsed.append((key, fragment.slice(leading + key.count + 1, fragment.text.count), line.number))
        }
        return (parsed, rest)
    }

    /// The ` · `-separated parts of a panel value, each trimmed, with its place in the source.
    static func inspectSegments(_ value: Fragment) -> [Fragment] {
        var out: [Fragment] = []
        let chars = Array(value.text)
        var start = 0
        var index = 0
        func flush(_ end: Int) {
            var lower = start
            var upper = end
            while lower < upper, chars[lower] == " " { lower += 1 }
            while upper > lower, chars[upper - 1] == " " { upper -= 1 }
            if upper > lower { out.append(value.slice(lower, upper)) }
        }
        while index < chars.count {
            if chars[index] == "·" {
                flush(index)
                start = index + 1
            }
            index += 1
        }
        flush(chars.count)
        return out
    }

    /// The part of `value` from the start of `first` to the end of `last` (both slices of it).
    static func span(_ value: Fragment, from first: Fragment, to last: Fragment) -> Fragment {
        guard let positions = value.positions, let lower = positions.firstIndex(where: { $0.line == first.line && $0.column == first.column }),
            let end = last.positions?.last, let upper = positions.firstIndex(where: { $0.line == end.line && $0.column == end.column })
        else { return first }
        return value.slice(lower, upper + 1)
    }

    /// `#A4B0B5 100% · `color/text/secondary``: the design tool's variable is a token path with
    /// `/` for `.`, and the opaque colors beside it are a claim of its value (per the mode the
    /// line or its colors name), read like a data line's comment.
    mutating func recordInspectVariable(_ line: InspectLine, colors: [Fragment], mode: String?) {
        guard let variable = Self.inspectSegments(line.value).last(where: { segment in
            let text = segment.text
            // Slashed names of the token files' groups already read with dots (`SlashedTokenPaths`).
            return !text.contains(" ") && text.split(whereSeparator: { $0 == "/" || $0 == "." }).count >= 2 && text.first?.isLetter == true
                && !text.contains("#") && !text.hasSuffix("%")
        }) else { return }
        let path = variable.text.replacingOccurrences(of: "/", with: ".")
        guard TokenIndex.isPath(path), roles.dataLines[line.number] == nil else { return }
        var stated: [String] = []
        for color in colors {
            // A gradient, or a color with its own alpha, is not one value the token could hold.
            let text = color.text
            guard !text.contains("→"), !text.lowercased().contains("gradient"), let (_, rgba, _) = Lex.colorLiteral(Substring(text.split(separator: " ").last(where: { $0.hasPrefix("#") }) ?? "")),
                rgba.alpha8 == 255
            else { return }
            let named = roleAssigner.mode(in: color)
            stated.append(rgba.hexOpaque + ((named ?? mode).map { " in \($0)" } ?? ""))
        }
        guard !stated.isEmpty else { return }
        let inner = stated.count == 1 ? stated[0] : stated.map { $0.replacingOccurrences(of: " in ", with: " ") }.joined(separator: " / ")
        roles.dataLines[line.number] = "\(line.key): \(path) (\(inner))"
    }
}

enum InspectLayerReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "inspect-layer", title: "Layer blocks pasted from an inspect panel",
        summary: "A heading naming a layer, its path as code (`` `Screen › Sheet › Row › Label` ``) and one bold-lead line per property, as Figma Dev Mode or Zeplin show them: the layer sits on the nearest layer of its path that has a heading of its own; a text layer's (one with a `Typography` line) `Fill` is its text color, a `Text fill` always is; the bare number of a `Typography` line is the size; `Layout — Width 32 · Height 32` is the layer's frame, its touch target when an icon sits in it; a group with no heading is drawn on its scrim or backdrop layer; a gradient scrim's text sits at its densest stop; a translucent fill of an overlay, a scrim or media is composited over the worst-case photo the document states (`we QA against the worst case, a pure white photo (#FFFFFF)`); and a variable beside a color (`` `color/text/secondary` ``) is a claim of that token's value.",
        examples: [
            SpecReadingExample(
                """
                # Photo

                ### InfoSheet
                `Photo › InfoSheet`

                **Fill** (Light) — #F9FAFB 100% · `color/background/surface`
                **Fill** (Dark) — #2C3135 100% · `color/background/surface`

                ### AlbumsHeader
                `Photo › InfoSheet › Albums › AlbumsHeader`

                **Typography** — SF Pro Text · Regular · 13 · Uppercase
                **Fill** (Light) — #636E72 100% · `color/text/secondary`
                **Fill** (Dark) — #A4B0B5 100% · `color/text/secondary`

                ### More
                `Photo › TopBar › More`

                **Layout** — Width 32 · Height 32 · Padding 6 · Icon 20 × 20
                """,
                facts: [
                    "text AlbumsHeader: #636E72 on #F9FAFB (light)", "text AlbumsHeader: #A4B0B5 on #2C3135 (dark)", "text size AlbumsHeader: 13",
                    "target More: 32×32", "token color.text.secondary: drift",
                ],
                absent: ["text AlbumsHeader: #636E72 on #636E72 (light)"]),
            SpecReadingExample(
                """
                # Photo

                ### Sheet
                `Photo › Sheet`

                **Fill** — #F9FAFB 100%

                ### MoodTag
                `Photo › Sheet › MoodTag`

                **Layout** — Height 32 · Padding 0 8
                **Fill** — #81ECEC 20% · `color/emotion/peaceful`
                **Typography** — SF Pro Text · Regular · 16
                **Text fill** — #4ECDC4 100% · `color/accent/teal`
                """,
                facts: ["text MoodTag: #4ECDC4 on #81ECEC33 (light)", "text size MoodTag: 16"],
                absent: ["token color.emotion.peaceful: drift"]),
            SpecReadingExample(
                """
                # Photo

                *For overlay contrast we QA against the worst case, a pure white photo (#FFFFFF) behind the scrims.*

                ### Viewer
                `Viewer`

                **Fill** — #000000 100%

                ### Toolbar
                `Viewer › Toolbar`

                **Fill** — rgba(0, 0, 0, 0.5) · `color/overlay/media-control`

                ### Favorite
                `Viewer › Toolbar › Favorite`

                **Icon** — `heart.fill` · #FF6B6B 100%

                ### CaptionScrim
                `Viewer › Caption › CaptionScrim`

                **Fill** — Linear gradient · #000000 0% → #000000 60% (top → bottom)

                ### Date
                `Viewer › Caption › Date`

                **Typography** — SF Pro Text · Regular · 13
                **Fill** — #FFFFFF 70%
                """,
                facts: ["non-text Favorite: #FF6B6B on #00000080 (light)", "text Date: #FFFFFFB3 on #00000099 (light)"]),
        ])
}

/// Code samples pasted beside the panel: a color literal commented with a token path
/// (`static let sheetBackground = Color(hex: 0xF5F6FA) // color.background.surface`) or a custom
/// property's fallback (`color: var(--color-text-tertiary, #8A9499);`) claims that token's value,
/// read like a data line's comment (`CodeTokenCommentReading`).
extension DocumentBuilder {
    mutating func recordCodeTokenComments(_ block: MarkdownNode) {
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        guard last > first + 1 else { return }
        // `res/values-night/colors.xml`: an Android resource folder for the night theme holds
        // the dark mode's values.
        let night = ((first + 1)..<last).contains { number in draft.lines.line(number).map { $0.contains("values-night") } ?? false }
        // `dark: {` in a theme object: its lines, up to the brace that closes it, are dark mode's.
        var modeObject: (mode: String, depth: Int)?
        var depth = 0
        for number in (first + 1)..<last {
            guard let raw = draft.lines.line(number) else { continue }
            let text = String(raw)
            if let mode = Self.opensModeObject(text), modeObject == nil { modeObject = (mode, depth) }
            depth += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
            let mode = night ? "dark" : modeObject?.mode
            if let open = modeObject, depth <= open.depth { modeObject = nil }
            guard roles.dataLines[number] == nil else { continue }
            guard let (path, hex) = Self.commentedLiteral(text) ?? fallbackLiteral(text) else { continue }
            roles.dataLines[number] = "\(path) (\(hex)\(mode.map { " in \($0)" } ?? ""))"
        }
    }

    /// `dark: {`, `light: {`, `"dark": {`: the mode a line opens an object for, if it does.
    static func opensModeObject(_ text: String) -> String? {
        let trimmed = text.trimmed.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "'", with: "")
        for mode in ["dark", "light"] where trimmed.lowercased().hasPrefix(mode) {
            let rest = trimmed.dropFirst(mode.count).drop { $0 == " " }
            if rest.hasPrefix(":") || rest.hasPrefix("="), String(rest.dropFirst()).trimmed.hasPrefix("{") { return mode }
        }
        return nil
    }

    /// `… 0xF5F6FA) // color.background.surface`: the one opaque hex before a comment that is a color token path.
    /// An Android resource (`<color name="surface">#FFF5F6FA</color> <!-- color.background.surface -->`)
    /// writes its alpha first: `#AARRGGBB`, read as `#RRGGBB` (opaque) or `#RRGGBBAA`.
    static func commentedLiteral(_ text: String) -> (String, String)? {
        guard let open = text.range(of: " //") ?? text.range(of: " /*") ?? text.range(of: "<!--") else { return nil }
        let comment = text[open.upperBound...].dropFirst().replacingOccurrences(of: "*/", with: " ").replacingOccurrences(of: "-->", with: " ").trimmed
        guard let path = comment.split(separator: " ").first.map({ String($0).trimmingCharacters(in: CharacterSet(charactersIn: "`,;:")) }),
            TokenIndex.isPath(path), path.contains(".")
        else { return nil }
        let code = String(text[..<open.lowerBound])
        // `<dimen name="corner_chip">16dp</dimen> <!-- radius.chip -->`: a dimension resource.
        if code.contains("<dimen"), let tagEnd = code.firstIndex(of: ">"), let close = code.range(of: "</dimen>"), tagEnd < close.lowerBound {
            let value = String(code[code.index(after: tagEnd)..<close.lowerBound]).trimmed
            return value.isEmpty ? nil : (path, value)
        }
        // `borderRadius: 20, // radius.chip`: a style object's one number, in points.
        if ["radius.", "size.", "spacing.", "border.width."].contains(where: { path.hasPrefix($0) }), let number = styleNumber(code) {
            return (path, number.contains("×") ? number : number + "pt")
        }
        guard path.hasPrefix("color.") else { return nil }
        if code.contains("<color"), let argb = androidColor(code) { return (path, argb) }
        let hexes = hexLiterals(code)
        // `backgroundColor: 'rgba(0, 0, 0, 0.35)', // color.overlay.scrim`: a color function.
        if hexes.isEmpty, let start = code.range(of: "rgb"), let (_, color, _) = Lex.colorFunction(code[start.lowerBound...]) { return (path, color.hex) }
        guard hexes.count == 1 else { return nil }
        return (path, hexes[0])
    }

    /// `borderRadius: 20,`, `width: 44, height: 44,`: the number a style object's properties on
    /// the line all give, nil when they give none or differ.
    static func styleNumber(_ code: String) -> String? {
        var numbers = Set<String>()
        var keys = Set<String>()
        for piece in code.split(separator: ",") {
            guard let colon = piece.firstIndex(of: ":") else { continue }
            let key = String(piece[..<colon]).trimmed
            let value = String(piece[piece.index(after: colon)...]).trimmed
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter }), !value.isEmpty, Double(value) != nil else { return nil }
            numbers.insert(value)
            keys.insert(key)
        }
        guard numbers.count == 1, let number = numbers.first else { return nil }
        // `width: 44, height: 44`: a box, as a size token of both extents is written.
        return keys.isSuperset(of: ["width", "height"]) ? "\(number) × \(number)" : number
    }

    /// The one `#AARRGGBB` (or `#RRGGBB`) of an Android color resource, alpha last.
    static func androidColor(_ code: String) -> String? {
        guard let hash = code.firstIndex(of: "#") else { return nil }
        return AndroidLayoutReading.resourceColor("#" + code[code.index(after: hash)...].prefix { $0.isHexDigit })
    }

    /// `var(--color-text-tertiary, #8A9499)`: the property names the token (its `-` read as the
    /// token index has it, `.` where it has none) and the fallback is the value claimed.
    func fallbackLiteral(_ text: String) -> (String, String)? {
        guard let open = text.range(of: "var(--") else { return nil }
        let rest = text[open.upperBound...]
        guard let comma = rest.firstIndex(of: ","), let close = rest[comma...].firstIndex(of: ")") else { return nil }
        let name = String(rest[..<comma]).trimmed.lowercased()
        let fallback = String(rest[rest.index(after: comma)..<close]).trimmed
        let parts = name.split(separator: "-").map(String.init)
        guard parts.count >= 2, parts[0] == "color", Self.hexLiterals(fallback) == [fallback.uppercased()] else { return nil }
        // Every way of joining the parts with `.` or `-`, fewest dashes first: the first the index knows.
        var candidates: [String] = []
        let gaps = parts.count - 1
        for mask in (0..<(1 << gaps)).sorted(by: { $0.nonzeroBitCount < $1.nonzeroBitCount }) {
            var path = parts[0]
            for gap in 0..<gaps { path += (mask >> gap) & 1 == 1 ? "-" : "."; path += parts[gap + 1] }
            candidates.append(path)
        }
        for path in candidates {
            if case .found = session.index.lookupPath(path) { return (path, fallback.uppercased()) }
        }
        return (candidates[0], fallback.uppercased())
    }

    /// `#8A9499`, `0xF5F6FA`: six-digit hex literals, as `#RRGGBB`.
    static func hexLiterals(_ text: String) -> [String] {
        let chars = Array(text)
        var out: [String] = []
        var index = 0
        while index < chars.count {
            var start: Int?
            if chars[index] == "#" { start = index + 1 } else if chars[index] == "0", index + 1 < chars.count, chars[index + 1] == "x" || chars[index + 1] == "X" { start = index + 2 }
            guard let digits = start else {
                index += 1
                continue
            }
            var end = digits
            while end < chars.count, chars[end].isHexDigit { end += 1 }
            if end - digits == 6, end == chars.count || !(chars[end].isLetter || chars[end].isNumber) { out.append("#" + String(chars[digits..<end]).uppercased()) }
            index = max(end, index + 1)
        }
        return out
    }
}

enum CodeTokenCommentReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "code-token-comment", title: "Token paths commented beside literals in code samples",
        summary: "A code sample stays a sample, but a color literal written with a token path claims that token's value: a trailing comment (`Color(hex: 0xF5F6FA) // color.background.surface`) or a custom property's fallback (`var(--color-text-tertiary, #8A9499)`, the property's dashes read as the token index has them). A value that is not the token's is `spec/token-drift`; a path that names no token is `spec/unknown-token`.",
        examples: [
            SpecReadingExample(
                """
                ## Sheet

                ```swift
                static let sheetBackground = Color(hex: 0xF5F6FA) // color.background.surface
                static let exifText = Color(hex: 0x8A9499) // color.text.tertiary
                ```

                ```css
                color: var(--color-text-secondary, #636E72);
                ```
                """,
                facts: ["token color.background.surface: drift", "token color.text.tertiary: unknown", "token color.text.secondary: matches"]),
        ])
}

extension String {
    /// `CaptionScrim` → `Caption Scrim`: a layer name's words.
    var camelCaseSpaced: String {
        var out = ""
        var previous: Character?
        for character in self {
            if let previous, character.isUppercase, previous.isLowercase { out.append(" ") }
            out.append(character)
            previous = character
        }
        return out
    }
}

enum LabelledLayerReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "labelled-layer", title: "Layer blocks of labelled lines (Zeplin inspect)",
        summary: "A paragraph opening with `Layer: Button / Text / Resend` (or `Artboard: Login / Light`) followed by lines of a label and its value, as Zeplin's inspect panel pastes them (`Color #2D3436`, `W 96  H 28`, `Size 15`, `Weight Semibold`, `Opacity 70%`, `Hit area 44 × 44`, `Radius 10 (radius.md)`): the layer is an element of its section, nested under the layer its path extends, and interactive when its path names a control (`Button`, `Toggle`, `Checkbox`); a text layer's (one with a typeface, weight or content) `Color` is its text color and its bare `Size` the text size; an artboard's `Background` is what its layers sit on; a token in parentheses after a value is a claim of that token's value.",
        examples: [
            SpecReadingExample(
                """
                ## Login — Light

                Artboard: Login / Light
                W 375  H 812
                Background #FFFFFF

                Layer: Button / Text / Resend
                Content "Resend link"
                W 96  H 28
                Typeface SF Pro Text
                Weight Semibold
                Size 15
                Color #FF6B6B

                Layer: Text / Version
                Size 10
                Color #636E72
                Radius 10 (radius.md)
                """,
                facts: ["target Resend: 96×28", "text Resend: #FF6B6B on #FFFFFF (light)", "text size Version: 10", "token radius.md: drift"]),
        ])
}
