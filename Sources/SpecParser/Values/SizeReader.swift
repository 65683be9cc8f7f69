import Foundation
import DesignModel

/// Sizes, touch targets, single extents, lengths and padding (docs/spec-format.md §2.7.3).
enum SizeReader {
    enum Axis {
        case width, height, both
    }

    static let axisWords: [(String, Axis)] = [
        ("fixed height", .height), ("height (expanded)", .height), ("height", .height), ("tall", .height),
        ("width", .width), ("wide", .width), ("diameter", .both),
    ]

    /// Reads a size. `axis` is the axis a bare extent sets (`Height: 50pt` → height; `Size:
    /// 44pt` → both). Parts that do not read are kept as the note; nil when nothing reads.
    static func read(_ raw: String, axis: Axis, env: ValueEnv) -> SpecSize? {
        var text = spelledOut(Normalize.text(raw).trimmed)
        var size = SpecSize()
        var notes: [String] = []
        var readAny = false
        let lower = text.lowercased()
        for prefix in ["minimum ", "min. ", "at least ", "no smaller than ", "no less than "] where lower.hasPrefix(prefix) && axis == .both {
            text = String(text.dropFirst(prefix.count))
        }
        if lower.hasPrefix("entire ") {
            size.width = .container
            size.height = .container
            size.note = Normalize.note(String(text.dropFirst(7)))
            return size
        }
        // `100% × 56px`, `full width × 40px`: full width, that tall (`Full 56px`).
        for lead in ["100% × ", "100% x ", "100%×", "full width × ", "full width x ", "full-width × ", "full-width x "] where text.lowercased().hasPrefix(lead) {
            text = "full " + String(text.dropFirst(lead.count))
            break
        }
        size.hitSlop = takeHitSlop(&text)
        for part in Normalize.splitTopLevel(text, separators: [", ", "; "]) {
            if readExtent(part, axis: axis, into: &size, notes: &notes, env: env) {
                readAny = true
            } else {
                notes.append(part)
            }
        }
        guard readAny else { return nil }
        if !notes.isEmpty { size.note = notes.joined(separator: ", ") }
        return size
    }

    static let hitSlopWords = [
        "hit slop", "hit-slop", "hitslop", "touch slop", "tap slop", "touch outset", "hit outset", "hit area expansion", "touch expansion",
    ]

    /// Removes a hit slop (`, hit slop 6pt`, `+ 6pt hit slop`, `with hitSlop: 10`) from a size text
    /// and returns it in points.
    static func takeHitSlop(_ text: inout String) -> Double? {
        let lower = text.lowercased()
        guard lower.count == text.count, let words = hitSlopWords.lazy.filter({ lower.containsText($0) }).compactMap({ lower.textRange(of: $0) }).first else { return nil }
        let start = lower.distance(from: lower.startIndex, to: words.lowerBound)
        let end = lower.distance(from: lower.startIndex, to: words.upperBound)
        var characters = Array(text)
        func isNumberPart(_ c: Character) -> Bool { c.isNumber || c == "." }
        var cutStart = start
        var cutEnd = end
        var value: Double?
        // After the words: `hit slop 6pt`, `hitSlop: 10`, `touch outset of 7pt`.
        var index = end
        func skip(_ word: String) {
            while index < characters.count, characters[index] == " " { index += 1 }
            if String(characters[index..<min(characters.count, index + word.count)]).lowercased() == word { index += word.count }
            while index < characters.count, characters[index] == " " { index += 1 }
        }
        for word in ["of", ":", "=", "+"] { skip(word) }
        var numberEnd = index
        while numberEnd < characters.count, isNumberPart(characters[numberEnd]) { numberEnd += 1 }
        if numberEnd > index, let number = Double(String(characters[index..<numberEnd])) {
            value = number
            cutEnd = numberEnd
            var unitEnd = numberEnd
            while unitEnd < characters.count, characters[unitEnd] == " " { unitEnd += 1 }
            for unit in ["pt", "dp", "px"] where String(characters[unitEnd..<min(characters.count, unitEnd + 2)]).lowercased() == unit {
                cutEnd = unitEnd + 2
            }
        } else {
            // Before the words: `+ 6pt hit slop`, `6pt of hit slop`.
            var back = start
            func skipBack(_ word: String) {
                while back > 0, characters[back - 1] == " " { back -= 1 }
                if back >= word.count, String(characters[(back - word.count)..<back]).lowercased() == word { back -= word.count }
                while back > 0, characters[back - 1] == " " { back -= 1 }
            }
            skipBack("of")
            for unit in ["pt", "dp", "px"] { skipBack(unit) }
            var numberStart = back
            while numberStart > 0, isNumberPart(characters[numberStart - 1]) { numberStart -= 1 }
            guard numberStart < back, let number = Double(String(characters[numberStart..<back])) else { return nil }
            value = number
            cutStart = numberStart
        }
        // The joining word or sign before the slop goes with it.
        var before = cutStart
        while before > 0, characters[before - 1] == " " { before -= 1 }
        for joint in ["+", ",", ";", "with", "and"] where before >= joint.count && String(characters[(before - joint.count)..<before]).lowercased() == joint {
            before -= joint.count
            break
        }
        characters.removeSubrange(before..<cutEnd)
        text = String(characters).trimmed
        while let last = text.last, ",;+".contains(last) { text = String(text.dropLast()).trimmed }
        return value
    }

    /// One extent into `size`; false when the part does not read.
    static func readExtent(_ part: String, axis: Axis, into size: inout SpecSize, notes: inout [String], env: ValueEnv) -> Bool {
        var text = Substring(part.trimmed)
        var lower = text.lowercased()
        var bound: String?
        for prefix in ["min ", "max ", "minimum ", "maximum "] where lower.hasPrefix(prefix) {
            bound = prefix.hasPrefix("min") ? "min" : "max"
            text = text.dropFirst(prefix.count)
            lower = text.lowercased()
        }
        // `Hit area: entire row`: the row (cell, card) the element stands in responds to a tap;
        // its extent is the container's, unknown here.
        if RoleWords.containerTargetExtents.contains(lower) {
            set(&size, .width, .container, bound)
            set(&size, .height, .container, bound)
            return true
        }
        // Full-width family.
        for word in ["full-width", "full width", "full screen", "full-screen", "full card", "full"] where lower == word || lower.hasPrefix(word + " ") || lower.hasPrefix(word + "(") || lower.hasPrefix(word + ",") {
            var rest = Lex.skipSpaces(text.dropFirst(word.count))
            if word == "full", let (w, h, after) = product(rest) {
                set(&size, .width, .points(w), bound)
                set(&size, .height, .points(h), bound)
                trailing(after, into: &size, notes: &notes)
                return true
            }
            if word == "full", let (value, _, after) = Lex.length(rest) {
                // `Full 50pt height`: full width, that height.
                let (axisFound, afterAxis) = axisWord(Lex.skipSpaces(after))
                set(&size, .width, .deviceWidth(minus: 0), bound)
                set(&size, axisFound == .width ? .width : .height, .points(value), bound)
                trailing(afterAxis, into: &size, notes: &notes)
                return true
            }
            var extent: SpecExtent = word == "full card" ? .container : .deviceWidth(minus: 0)
            if rest.lowercased().hasPrefix("minus ") {
                let afterMinus = rest.dropFirst(6)
                if let (value, _, after) = Lex.length(afterMinus) {
                    extent = .deviceWidth(minus: value)
                    rest = Lex.skipSpaces(after)
                    for skip in ["horizontal", "margins", "margin", "padding"] where rest.lowercased().hasPrefix(skip) {
                        rest = Lex.skipSpaces(rest.dropFirst(skip.count))
                    }
                    for skip in ["margins", "margin"] where rest.lowercased().hasPrefix(skip) {
                        rest = Lex.skipSpaces(rest.dropFirst(skip.count))
                    }
                }
            }
            let target: Axis = axis == .height ? .height : .width
            set(&size, target == .both ? .width : target, extent, bound)
            if word == "full screen" || word == "full-screen" { set(&size, .height, .flexible("full screen"), bound) }
            // `(100pt height)` sets the other axis.
            if rest.first == "(", let close = rest.firstIndex(of: ")") {
                let inner = rest[rest.index(after: rest.startIndex)..<close]
                if let (value, _, after) = Lex.length(inner), case (let axisFound?, _) = axisWord(Lex.skipSpaces(after)) {
                    set(&size, axisFound, .points(value), nil)
                    rest = rest[rest.index(after: close)...]
                }
            }
            trailing(rest, into: &size, notes: &notes)
            return true
        }
        for word in ["variable", "auto", "dynamic", "unlimited", "none", "n/a", "flexible"] where lower == word || lower.hasPrefix(word + " ") || lower.hasPrefix(word + "(") {
            var rest = Lex.skipSpaces(text.dropFirst(word.count))
            var target = axis == .both ? Axis.width : axis
            let (axisFound, afterAxis) = axisWord(rest)
            if let axisFound {
                target = axisFound
                rest = afterAxis
            }
            set(&size, target == .both ? .width : target, .flexible(word), bound)
            trailing(rest, into: &size, notes: &notes)
            return true
        }
        if let (w, h, after) = product(text) {
            set(&size, .width, .points(w), bound)
            set(&size, .height, .points(h), bound)
            trailing(after, into: &size, notes: &notes)
            return true
        }
        // A dimension token (`size.touch-target`): its value in the first mode, the token kept so
        // that checks read it in every mode (a density axis may shrink it).
        let word = String(text.prefix { $0 != " " && $0 != "," && $0 != "(" })
        if bound == nil, TokenIndex.isPath(word), case .found(let path, _, _) = env.index.lookupPath(word),
            let points = env.index.system.value(path, mode: env.modes.first ?? "")?.dimension?.points
        {
            env.session.use(path, at: env.range)
            let (axisFound, afterAxis) = axisWord(Lex.skipSpaces(text.dropFirst(word.count)))
            let target = axisFound ?? axis
            if target != .height {
                size.width = .points(points)
                size.widthToken = path
            }
            if target != .width {
                size.height = .points(points)
                size.heightToken = path
            }
            trailing(afterAxis, into: &size, notes: &notes)
            return true
        }
        if let (value, _, after) = Lex.length(text) {
            let (axisFound, afterAxis) = axisWord(Lex.skipSpaces(after))
            let target = axisFound ?? axis
            if target == .both {
                set(&size, .width, .points(value), bound)
                set(&size, .height, .points(value), bound)
            } else {
                set(&size, target, .points(value), bound)
            }
            var rest = afterAxis
            for skip in ["minimum", "min"] where Lex.skipSpaces(rest).lowercased().hasPrefix(skip) {
                rest = Lex.skipSpaces(rest).dropFirst(skip.count)
            }
            trailing(rest, into: &size, notes: &notes)
            return true
        }
        return false
    }

    /// `44×44pt`, `44x44pt`, `44pt × 44pt`.
    /// Sizes as people spell them, in the lexeme forms: `32 by 32 points` → `32×32pt`,
    /// `44 points` → `44pt`, `20 pixels` → `20px`.
    static func spelledOut(_ text: String) -> String {
        guard text.contains(" by ") || text.contains("point") || text.contains("pixel") else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < words.count {
            let word = words[index]
            let isNumber = Lex.number(Substring(word)).map { $0.1.isEmpty } ?? false
            if isNumber, index + 2 < words.count, words[index + 1].lowercased() == "by",
                Lex.number(Substring(words[index + 2])) != nil
            {
                words[index] = word + "×" + words[index + 2]
                words.removeSubrange(index + 1...index + 2)
                continue
            }
            let lower = word.lowercased()
            let stripped = lower.trimmingCharacters(in: CharacterSet(charactersIn: ",.;)"))
            if index > 0, ["points", "point", "pts", "pixels", "pixel"].contains(stripped),
                Lex.number(Substring(words[index - 1].split(separator: "×").last ?? "")).map({ $0.1.isEmpty }) ?? false
            {
                let unit = stripped.hasPrefix("p") && stripped.hasPrefix("pi") ? "px" : "pt"
                words[index - 1] += unit + String(word.dropFirst(stripped.count))
                words.remove(at: index)
                continue
            }
            index += 1
        }
        return words.joined(separator: " ")
    }

    static func product(_ text: Substring) -> (Double, Double, Substring)? {
        guard let (w, rest) = Lex.number(text) else { return nil }
        var after = rest
        if let (_, _, afterUnit) = Lex.length(text), afterUnit.startIndex > rest.startIndex { after = afterUnit }
        after = Lex.skipSpaces(after)
        guard let sign = after.first, sign == "×" || sign == "x" || sign == "X" || sign == "*" else { return nil }
        if let (h, _, tail) = Lex.length(after.dropFirst()) { return (w, h, tail) }
        // `Size: 20 × 20 (hit area = layer bounds)`: a design tool's inspect panel gives sizes
        // without a unit, in the platform's own (1pt = 1dp = 1 CSS px).
        guard let (h, tail) = Lex.number(Lex.skipSpaces(after.dropFirst())), !tail.contains(where: \.isLetter) || Lex.skipSpaces(tail).hasPrefix("(") || tail.hasPrefix(",")
        else { return nil }
        return (w, h, tail)
    }

    static func axisWord(_ text: Substring) -> (Axis?, Substring) {
        let lower = text.lowercased()
        for (word, axis) in axisWords where lower.hasPrefix(word) {
            let after = text.dropFirst(word.count)
            if !Lex.continuesWord(after) { return (axis, after) }
        }
        return (nil, text)
    }

    static func set(_ size: inout SpecSize, _ axis: Axis, _ extent: SpecExtent, _ bound: String?) {
        switch (axis, bound) {
        case (.width, nil): size.width = extent
        case (.height, nil): size.height = extent
        case (.both, nil):
            size.width = extent
            size.height = extent
        case (.width, "min"?): size.minWidth = extent
        case (.height, "min"?): size.minHeight = extent
        case (.width, _): size.maxWidth = extent
        case (.height, _): size.maxHeight = extent
        case (.both, _): size.minHeight = extent
        }
    }

    /// Shape words and notes after an extent.
    static func trailing(_ rest: Substring, into size: inout SpecSize, notes: inout [String]) {
        var text = String(rest).trimmed
        for shape in ["circle", "square", "pill"] where text.lowercased().hasPrefix(shape) {
            size.shape = shape
            text = String(text.dropFirst(shape.count)).trimmed
        }
        if !text.isEmpty { notes.append(Normalize.note(text)) }
    }

    /// A length: `16pt`, a token path (`spacing.md`), a spacing name (`md`); notes kept.
    static func length(_ raw: String, env: ValueEnv, group: String = "spacing") -> SpecLength? {
        let text = spelledOut(Normalize.text(raw).trimmed)
        if let (value, unit, rest) = Lex.length(Substring(text)) {
            let note = Normalize.note(String(rest))
            return SpecLength(points: value, unit: unit, note: note.isEmpty ? nil : note)
        }
        let word = String(text.prefix { $0 != " " && $0 != "," && $0 != "(" })
        if TokenIndex.isPath(word), case .found(let path, _, _) = env.index.lookupPath(word),
            let dimension = env.index.system.value(path, mode: env.modes.first ?? "")?.dimension, let points = dimension.points
        {
            env.session.use(path, at: env.range)
            let note = String(text.dropFirst(word.count)).trimmed
            return SpecLength(points: points, unit: dimension.unit.rawValue, token: path, note: note.isEmpty ? nil : note)
        }
        return nil
    }

    /// `16pt horizontal, 12pt vertical`, `24pt internal padding (all sides)`.
    static func padding(_ raw: String, env: ValueEnv) -> SpecPadding? {
        let text = Normalize.text(raw).trimmed
        var parts: [SpecPadding.Part] = []
        var notes: [String] = []
        for part in Normalize.splitTopLevel(text, separators: [", ", "; "]) {
            guard let length = length(part, env: env) else {
                notes.append(part)
                continue
            }
            var sides = "all"
            var note = length.note ?? ""
            for side in ["horizontal", "vertical", "top", "bottom", "leading", "trailing", "left", "right"] where note.lowercased().hasPrefix(side) {
                sides = side
                note = String(note.dropFirst(side.count)).trimmed
            }
            var stored = length
            stored.note = note.isEmpty ? nil : note
            parts.append(SpecPadding.Part(length: stored, sides: sides))
        }
        guard !parts.isEmpty else { return nil }
        return SpecPadding(parts: parts, note: notes.isEmpty ? nil : notes.joined(separator: ", "))
    }

    /// `0.6`, `60%`, `0.8 opacity`, `40% opacity`.
    static func opacity(_ raw: String) -> Double? {
        let text = Substring(Normalize.text(raw).trimmed)
        if let (value, _) = Lex.percent(text) { return value }
        if let (value, rest) = Lex.number(text), !rest.hasPrefix("pt"), !rest.hasPrefix("px") {
            return value <= 1 ? value : value / 100
        }
        return nil
    }
}
