import DesignModel
import Diagnostics

/// Claims about everything in a scope, without a pair (docs/spec-format.md §2.12.4): "All text
/// meets minimum ratios", "WCAG 2.1 AA compliant", "icons meet 3:1", "All interactive elements
/// 44×44pt", "17pt body minimum", "2pt blue focus ring". Read from any line — a list item, a
/// table row, a sentence, a heading — by what it says (kind, threshold, stated mode), not by
/// its wording; where it stands decides its scope.
enum ScopedClaimReader {
    struct Reading: Equatable {
        var kinds: [SpecScopedClaim.Kind]
        var isCompliance: Bool
        var ratio: Double?
        var size: Double?
        var width: Double?
        var height: Double?
        var mode: String?
        var states: [String] = []
        var factor: Double?
    }

    /// State words and the state names findings use.
    static let stateWords: [(String, String)] = [
        ("focus", "focus"), ("pressed", "pressed"), ("press state", "pressed"), ("selected", "selected"), ("selection", "selected"),
        ("hover", "hover"), ("active state", "active"), ("error state", "error"), ("error-state", "error"),
    ]

    /// `1.3x`, `1.3×`, `130%` as a factor.
    static func factor(in text: String) -> Double? {
        let words = text.split { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," }
        for word in words {
            if word.hasSuffix("x") || word.hasSuffix("×"), let value = Double(word.dropLast()), value > 0, value < 5 { return value }
            if word.hasSuffix("%"), let value = Double(word.dropLast()), value >= 100, value < 500 { return value / 100 }
        }
        return nil
    }

    /// Words one of which every scoped claim holds: contrast, level, compliance, focus and state,
    /// line-height and text-style words, and the universal words of size claims.
    static let triggers = [
        "contrast", ":1", " aa", "wcag", "a11y", "accessib", "complian", "conform", "focus", "pressed", "press state", "selected",
        "selection", "hover", "active state", "line height", "line-height", "leading", "line spacing", "fixed font", "fixed sizes",
        "fixed text", "hard-coded font", "hardcoded font", "text styles",
    ] + universal

    /// The triggers with their byte pairs (`BytePairs.slots`): the test every line of a spec goes through.
    static let triggerSlots: [(word: String, slots: [Int])] = triggers.map { ($0, BytePairs.slots($0)) }

    /// Whether a heading names a section about the whole document (`General`, `TL;DR`,
    /// `Foundations`, `Global rules`).
    static func isOverview(_ title: String) -> Bool {
        let words = Set(title.lowercased().split { !$0.isLetter && $0 != ";" }.map(String.init))
        return DocumentBuilder.isGeneralSubject(title) || !words.isDisjoint(with: ["tl;dr", "tldr", "summary", "principles", "rules", "guidelines", "basics"])
    }

    /// Words that make a touch-target or font-size statement a claim about every element
    /// rather than one element's size.
    static let universal = ["all ", "every ", "each interactive", "minimum", "at least", "no smaller", "never smaller", "no text below",
        "nothing below", "never below", "not below", "maintained", "min ", "≥", "never ", "smaller than", "less than",
        " nothing ", " no text ", " no label", " no type ", " no copy "] + orMoreWords + ClaimWords.atLeastWords + ClaimWords.spacedNoneWords + ClaimWords.smallestWords

    /// Words after a size that nothing goes below (`16pt or larger`).
    static let orMoreWords = ["or larger", "or more", "or bigger", "or above", "ama ka weyn", "ama ka badan", "ຂຶ້ນໄປ", "aŭ pli granda", "aŭ pli", "же андан чоң", "же чоңураак"]

    /// Each mode's synonyms (`QualifierVocabulary.modeSynonyms`) as `classify` looks for them:
    /// those of several words that do not start with the mode's own name, after a space (` di
    /// mode gelap`), and those of one word. Sorted out once, not on every line.
    static let modeSynonymPhrases: [String: (spaced: [String], words: Set<String>)] = QualifierVocabulary.modeSynonyms.reduce(into: [:]) { out, entry in
        let (mode, synonyms) = entry
        out[mode] = (
            synonyms.filter { $0.containsText(" ") && !$0.hasPrefix(mode) }.map { " " + $0 },
            Set(synonyms.filter { !$0.containsText(" ") })
        )
    }

    /// `modeSynonymPhrases`' spaced phrases with their byte pairs (`BytePairs.slots`).
    static let modeSynonymPhraseSlots: [String: [(word: String, slots: [Int])]] = modeSynonymPhrases.mapValues { phrases in
        phrases.spaced.map { ($0, BytePairs.slots($0)) }
    }

    /// What a line claims, or nil when it claims nothing Kiln can judge against a scope.
    static func classify(_ raw: String, modes: [String]) -> Reading? {
        var text = " " + decimalPoints(Normalize.text(raw).lowercasedFast()) + " "
        if text.containsBytes("‑") { text = text.replacingOccurrences(of: "‑", with: "-") }
        // "High contrast" is an iOS setting or a mood, not a claim about a ratio.
        for phrase in ["high-contrast", "high contrast", "increase contrast", "increased contrast"] where text.containsBytes(phrase) {
            text = text.replacingOccurrences(of: phrase, with: " ")
        }
        // A word with a pair of bytes the line lacks is not in it: most are ruled out without a search.
        let pairs = BytePairs(text)
        func has(_ words: [String]) -> Bool { words.contains { pairs.mayContain($0) && text.containsBytes($0) } }
        // Every kind below needs one of these words; most lines of a spec have none.
        guard triggerSlots.contains(where: { pairs.mayContain(slots: $0.slots) && text.containsBytes($0.word) }) else { return nil }
        // A test plan ("Contrast checks for all overlays", "Accessibility Testing: …") says
        // what will be checked, not what is true.
        if has(["testing", " checks ", " check for", " test ", " tests ", "verify", "to be audited"]) { return nil }
        // `Contrast audit — New Entry flow`: the name of a task or a review, asserting nothing.
        if has([" audit ", " review "]), ClaimReader.ratio(in: text) == nil, !has(ClaimWords.passWords) { return nil }
        // Not claims: the tap-to-focus indicator of a camera, a line that only names a color.
        if has(["tap-to-focus", "tap to focus", "not applicable", " n/a ", "uses fixed", "use fixed"]) { return nil }
        // Advice and partial statements claim nothing about a whole scope: "Prefer the -dark
        // variants for better contrast", "Most button states – good contrast".
        if has([" prefer ", "better contrast", "improve", "recommend", "consider ", " most ", " some ", " many "]) { return nil }
        // The standard's own thresholds ("AA Normal Text (< 18pt): 4.5:1 minimum", "AAA large
        // text: 4.5:1") define the target; they say nothing about this design.
        if isLevelDefinition(text) || isThresholdDefinition(text) { return nil }
        // A tool ("WebAIM Contrast Checker", "Figma contrast plugins") or a failure described
        // ("Dark mode with insufficient contrast") asserts nothing that holds.
        if has(toolNouns + pointerWords), ClaimReader.ratio(in: text) == nil, !has(ClaimWords.passWords) { return nil }
        if has(lackWords), !has([" no ", " never ", "without", " not "]) { return nil }
        // `Contrast figures are WCAG 2.x, with any alpha composited first`: how the ratios of the
        // document are worked out, not that they pass.
        if has(methodWords), !has(ClaimWords.passWords.filter { $0.count > 2 }) { return nil }
        // A requirement (`All colors MUST pass AA`, `Text must have sufficient contrast`, `WCAG
        // requires 4.5:1`, `Level AA: should satisfy`) says what a design has to meet, not what
        // this one does.
        if has(requirementWords) || (has(["must", "should", "shall", "requir"]) && !Set(text.split { !$0.isLetterFast }).isDisjoint(with: requirementVerbs)) {
            return nil
        }
        if namesOnePair(raw) { return nil }
        // `Title and excerpt clear 4.5:1 in both themes — 12.68:1 / 5.24:1 light, 12.2:1 / 6.9:1
        // dark`: measurements of the pairs it names, one per ratio, not a promise about a scope.
        if text.components(separatedBy: ":1").count > 4 { return nil }
        let wcag = has(["wcag", "a11y", "accessible", "accessibility"])
        let standard = has(["wcag", "section 508", " aa ", " aa,", " aa.", " aa)", "(aa", "level aa"])
        let compliance = wcag && standard && has(["complian", "conform", " aa ", " aa,", " aa.", "aa-", " aa)", "(aa", "level aa"])
            && !has(["contrast", "touch", "target", "font", "focus"])
        // `… at least 4.5:1.`: the sentence's full stop is not the ratio's decimal point.
        let ratio = ClaimReader.ratio(in: text.containsBytes(":1. ") ? text.replacingOccurrences(of: ":1. ", with: ":1 ") : text).map(\.0)
        let level = has([" aa ", " aa,", " aa.", " aa)", "(aa", " aaa", "wcag"])
        // The word "contrast" alone names a subject ("System colors handle contrast:"); a claim
        // also says how much, to what level, or that it holds.
        let contrastKey = [" contrast:", " color contrast:", " colour contrast:", " text contrast:"].contains { text.hasPrefix($0) }
        let contrastWords = ratio != nil || contrastKey
            || (has(["contrast", "minimum ratio"]) && (level || has(ClaimWords.passWords + assertionWords) || isBlanket(text)))
        let textWords = has([" text", " txt", "label", "copy", "typograph", "words", "body"] + ClaimWords.textWords)
        let nonTextWords = has(["icon", "ui component", "non-text", "nontext", "graphic", "boundar", "control", "component contrast", "indicator", " ring", " dot",
            "border", "outline", "stroke", "track", "thumb", "divider", "checkbox", "toggle", "switch"])
        var kinds: [SpecScopedClaim.Kind] = []
        var reading = Reading(kinds: [], isCompliance: false)
        // `Light: title, description … are all at or above 4.5:1`: a sentence led by a mode's name.
        for mode in modes where has([" in \(mode) mode", "(\(mode) mode)", "\(mode) mode:", " (\(mode))", "\(mode) theme", "in \(mode) "])
            || text.hasPrefix(" \(mode): ")
            || (modeSynonymPhraseSlots[mode.lowercased()] ?? []).contains(where: { pairs.mayContain(slots: $0.slots) && text.containsBytes($0.word) })
        {
            // `di Mode Gelap`, `डार्क मोड में`: a mode named in the writer's language.
            reading.mode = mode
        }
        // `in light and dark`, `in light + dk`, `both modes`: every mode, not the first one named.
        // A mode or a synonym that is a word of the line is in its bytes: a line without any
        // is not split into words.
        let mayName = modes.contains { mode in
            let key = mode.lowercased()
            return has([key]) || (modeSynonymPhrases[key]?.words ?? []).contains { pairs.mayContain($0) && text.containsBytes($0) }
        }
        let words = mayName ? Set(text.split { !($0.isLetterFast || $0 == "=") }.map(String.init)) : []
        let named = modes.filter { mode in
            words.contains(mode.lowercased()) || !words.isDisjoint(with: modeSynonymPhrases[mode.lowercased()]?.words ?? [])
        }
        if named.count > 1 || RoleWords.everyModePhrases.contains(where: { text.containsBytes($0) }) { reading.mode = nil }
        // `Unselected labels are ≥ 10:1`: the resting state, whose word holds the selected one's.
        var stateText = text
        for resting in ["unselected", "deselected", "not selected"] where stateText.containsBytes(resting) {
            stateText = stateText.replacingOccurrences(of: resting, with: " ")
            if !reading.states.contains("default") { reading.states.append("default") }
        }
        for (word, state) in stateWords where stateText.containsBytes(word) && !reading.states.contains(state) { reading.states.append(state) }
        if compliance {
            // `all text in the snackbar passes WCAG AA`: compliance of its text alone.
            let aboutText = ClaimWords.textWords.contains { (" " + text).containsBytes($0) } && !has(["icon", "border", "control", "touch", "target", "element", "component"])
            reading.kinds = aboutText ? [.textContrast] : [.textContrast, .nonTextContrast, .touchTarget]
            reading.isCompliance = !aboutText
            return reading
        }
        // Focus indicators: "2pt blue focus ring", "Coral border on focused elements", "Clear
        // focus indicators".
        // "Focus Indicators: All buttons have visible pressed states" is about pressed states.
        let otherStates = reading.states.filter { $0 != "focus" }
        if has(["focus"]), has(["ring", "indicator", "outline", "border", "visible", "highlight"]), otherStates.isEmpty || has(["focused", "focus ring"]) {
            kinds.append(.focusIndicator)
        } else if !otherStates.isEmpty, has(["visible", "indicator", "distinguish", "clear", "noticeable", "obvious", "shown"]) {
            kinds.append(.stateIndicator)
            reading.states = otherStates
        }
        // Text styles: "line height 1.3x", "no fixed font sizes".
        if has(["line height", "line-height", "leading", "line spacing"]), let factor = factor(in: text) {
            kinds.append(.lineHeight)
            reading.factor = factor
        }
        if has(["fixed font size", "fixed sizes", "fixed text size", "hard-coded font", "hardcoded font", "always use text styles", "only text styles",
            "always uses text styles", "use text styles only"])
        {
            kinds.append(.textStyles)
        }
        // Contrast: "All text meets minimum ratios", "icons meet 3:1", "WCAG AA contrast",
        // "passes AA".
        if contrastWords || (level && (textWords || nonTextWords) && has(["meet", "pass", "satisf", "compl", "achiev", "reach"] + ClaimWords.passWords)) {
            if textWords || !nonTextWords { kinds.append(.textContrast) }
            if nonTextWords || (!textWords && has(["contrast"]) && wcag) { kinds.append(.nonTextContrast) }
            if ratio != nil, !has(["text"]), nonTextWords, !has(["label"]) { kinds.removeAll { $0 == .textContrast } }
            reading.ratio = ratio
        }
        // Sizes: a `W×H` box or a length in points. Looked for last: reading every word as a
        // size was a third of this function's time, on every line of a spec.
        if !contrastWords, has(universal), !kinds.contains(.lineHeight), let size = Lex.first(in: text, { part -> (Double?, Double?)? in
            if let (width, height, _) = SizeReader.product(part) { return (width, height) }
            if let (value, unit, _) = Lex.length(part), ["pt", "px", "dp", "sp"].contains(unit) { return (value, nil) }
            return nil
        })?.0 {
            let touchWords = has(["touch", "tap target", "tap area", "hit area", "hit target", "interactive", "button", "control", "tappable"] + ClaimWords.touchWords)
            let fontWords = has(["font", "type size", "text size", "body", "caption", "label size", "typography", "text below", "text smaller",
                "text under", "text at least", "text is at least", "point size"] + ClaimWords.textWords) && !has([" height", " width", " tall", " wide"])
            if has(["spacing", " gap", "between", "apart"]), touchWords {
                kinds.append(.targetSpacing)
                reading.size = size.0
            } else if touchWords {
                kinds.append(.touchTarget)
                if let height = size.1 {
                    reading.width = size.0
                    reading.height = height
                } else if has([" height", " tall"]) {
                    reading.height = size.0
                } else if has([" width", " wide"]) {
                    reading.width = size.0
                } else {
                    reading.width = size.0
                    reading.height = size.0
                }
                reading.size = size.0
            } else if fontWords, size.1 == nil {
                kinds.append(.fontSize)
                reading.size = size.0
            } else if size.1 == nil, let floor = size.0, floor <= 20, isBlanket(text), has(ClaimWords.belowWords) {
                // `Nothing in this component goes below 11pt`: a floor a text size, not a target, has.
                kinds.append(.fontSize)
                reading.size = size.0
            }
        }
        guard !kinds.isEmpty else { return nil }
        reading.kinds = kinds
        return reading
    }

    /// `4,5:1` as `4.5:1`: a decimal comma between digits.
    /// `on-surface on surface: 12.1:1`, `onPrimary on primary — 4.8:1`: a ratio of one pair named
    /// by a scheme's role (a name of joined words) or a literal, which says nothing of a scope even
    /// when Kiln cannot resolve the names.
    /// `✅ name charcoal on white 12.7:1`: a color word or a literal on each side of the `on`
    /// names one pair too, when nothing says "all" or "every".
    static func namesOnePair(_ raw: String) -> Bool {
        let text = Normalize.text(raw).trimmed.drop { "-*+•".contains($0) || $0 == " " }
        guard let on = text.range(of: " on "), text.contains(":1") else { return false }
        let left = String(text[..<on.lowerBound]).filter { !"`*_".contains($0) }.trimmed
        guard !left.isEmpty else { return false }
        guard left.contains(" ") else { return left.hasPrefix("#") || left.dropFirst().contains { $0 == "-" || $0 == "." || $0.isUppercase } }
        let lower = " " + text.lowercased() + " "
        guard ![" all ", " every ", "everything", " each "].contains(where: { lower.contains($0) }) else { return false }
        guard let before = left.split(separator: " ").last, let after = text[on.upperBound...].split(whereSeparator: { " ,:=".contains($0) }).first
        else { return false }
        return ColorReader.isColorWord(before) && ColorReader.isColorWord(after)
    }

    static func decimalPoints(_ text: String) -> String {
        guard text.containsText(",") else { return text }
        if text.isASCIIText {
            // Each byte is a character, and a digit is a number.
            var bytes = Array(text.utf8)
            func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
            for index in bytes.indices.dropFirst().dropLast() where bytes[index] == UInt8(ascii: ",") && isDigit(bytes[index - 1]) && isDigit(bytes[index + 1]) {
                bytes[index] = UInt8(ascii: ".")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var chars = Array(text)
        for index in chars.indices.dropFirst().dropLast() where chars[index] == "," && chars[index - 1].isNumberFast && chars[index + 1].isNumberFast {
            chars[index] = "."
        }
        return String(chars)
    }

    /// A sentence about everything it names, whatever section it stands in: a quantifier
    /// (`all text`, `every text layer`, `Todo texto`, `Toutes les zones`) and a word that says
    /// it holds (`passes`, `meets`, `≥`, `at least`, `cumple`).
    static func isBlanket(_ text: String) -> Bool {
        let lower = " " + text.lowercased() + " "
        let words = lower.split { !$0.isLetterFast }.map(String.init)
        // `No text below 13pt`, `nenhum texto fica abaixo de 13pt`: nothing in the scope is smaller.
        if words.contains("no") || words.contains("nothing") || ClaimWords.spacedNoneWords.contains(where: { lower.containsText($0) }),
            ClaimWords.belowWords.contains(where: { lower.containsText($0) })
        {
            return true
        }
        guard words.contains(where: { ClaimWords.quantifiers.contains($0) }) else { return false }
        let holds = ClaimWords.passWords.filter { $0.count > 2 } + ["≥", "at least", "no less than", "or higher", "or greater", "and up", "and above"]
            + orMoreWords + ClaimWords.atLeastWords
        return holds.contains { lower.containsText($0) }
    }

    /// Nouns for tools that measure contrast: a line naming one names the tool.
    static let toolNouns = ["checker", "analyzer", "analyser", "plugin", "inspector"]

    /// Words that point to reading elsewhere (`Reference: [WCAG Contrast Guidelines](…)`).
    static let pointerWords = ["reference", "see also", "learn more", "read more", "further reading", "guideline", "](http"]

    /// Words of a requirement rather than a statement of fact.
    static let requirementWords = [" needs to ", " need to "]
    /// Modal verbs of a requirement, as words (`(should satisfy)`, `MUST pass`).
    static let requirementVerbs: Set<Substring> = ["must", "should", "shall", "requires", "required"]

    /// Words saying how a document's ratios are worked out.
    static let methodWords = ["figures are", "ratios are computed", "ratios are calculated", "computed with", "calculated with", "measured with", "composited onto", "composited over"]

    /// Words describing too little contrast: the line describes a failure, not a claim that
    /// something passes.
    static let lackWords = ["insufficient", "poor contrast", "low contrast", "low-contrast", "lack of contrast", "not enough contrast"]

    /// The standard's content categories with their size conditions or thresholds only
    /// ("Normal text (< 18px): 4.5:1", "Large text (≥ 18px or ≥ 14px bold): 3:1", "UI components
    /// & graphics: 3:1"): a row of the standard's table, not a claim about this design.
    static func isThresholdDefinition(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " }
        let categories = ["normal text", "large text", "small text", "regular text", "ui component", "user interface component", "graphical object",
            "non-text", "nontext"]
        guard categories.contains(where: { trimmed.hasPrefix($0) }) else { return false }
        let rest = String(trimmed).trimmed
        // Only thresholds follow: no color, no pass word.
        if ClaimWords.passWords.contains(where: { rest.containsText($0) }) { return false }
        let spans = ValueLexer(index: nil).spans(in: rest)
        guard spans.allSatisfy({ [.ratio, .length, .dimensions, .font].contains($0.kind) }) else { return false }
        // A size condition (`(< 18px)`, `≥ 14px bold`) defines the category; without one, the line
        // holds nothing but the category's own words (`UI components & graphics: 3:1`), where
        // `UI component contrast: 3:1 minimum` states what this design meets.
        if spans.contains(where: { $0.kind != .ratio }) { return true }
        let words = rest.split { !$0.isLetterFast && $0 != "-" }.map(String.init)
        return words.allSatisfy { categoryWords.contains($0) }
    }

    /// The words of the standard's content categories.
    static let categoryWords: Set<String> = ["normal", "large", "small", "regular", "text", "ui", "user", "interface", "component", "components",
        "graphic", "graphics", "graphical", "object", "objects", "and", "non-text", "nontext", "icons"]

    /// A line that opens with a conformance level and the kind of content it sets a threshold
    /// for: a row of the standard's table, not a claim.
    static func isLevelDefinition(_ text: String) -> Bool {
        var rest = Substring(text.trimmedWhitespace)
        for prefix in ["wcag 2.2 ", "wcag 2.1 ", "wcag 2.0 ", "wcag 2 ", "wcag ", "level "] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            break
        }
        guard let level = ["aaa ", "aa "].first(where: { rest.hasPrefix($0) }) else { return false }
        rest = rest.dropFirst(level.count)
        return ["normal", "large", "text", "body", "small", "ui ", "non-text", "nontext", "graphic", "icon", "bold"].contains { rest.hasPrefix($0) }
    }

    /// A heading is a claim when it asserts ("All Screens Meet AA") or names the level its
    /// section complies with ("WCAG 2.1 AA Compliance Checklist"); a title that introduces the
    /// standard ("WCAG 2.1 Compliance Standards") or a report is not.
    static func headingAsserts(_ heading: String) -> Bool {
        let text = " " + heading.lowercased() + " "
        // `Meet WCAG Contrast Ratio Requirements`, `Ensure Sufficient Contrast`: an instruction.
        if let first = text.split(separator: " ").first, imperativeVerbs.contains(String(first)) { return false }
        if assertionWords.contains(where: { text.containsText($0) }) { return true }
        let introducesStandard = ["standard", "guideline", "requirement", "criteria", "reference", "overview"].contains { text.containsText($0) }
        return !introducesStandard && text.containsText("complian") && [" aa ", " aaa "].contains { text.containsText($0) }
    }

    /// A claim's words name a screen: its whole name, or the part before a mode or a dash
    /// (`Entry Detail` of `Entry Detail — Light`).
    static func names(_ lowerText: String, _ screenName: String) -> Bool {
        let name = screenName.lowercased()
        if lowerText.contains(name) { return true }
        let head = name.split(whereSeparator: headSeparators.contains).first.map { String($0).trimmed } ?? name
        guard head.count >= 4, head != name else { return false }
        let text = " " + lowerText.split { !$0.isLetterFast && !$0.isNumberFast }.joined(separator: " ") + " "
        return text.contains(" " + head.split { !$0.isLetterFast && !$0.isNumberFast }.joined(separator: " ") + " ")
    }

    /// True when the claim names a route (`/settings`) that the screen's heading gives.
    static func namesRoute(_ lowerText: String, _ heading: String) -> Bool {
        let routes = lowerText.split(separator: " ").map { String($0.filter { !"`,.;:()".contains($0) }) }.filter { $0.hasPrefix("/") && $0.count > 1 }
        let lowerHeading = heading.lowercased()
        return routes.contains { route in lowerHeading.contains(route) }
    }

    /// What ends the head of a screen's name (`Entry Detail` of `Entry Detail — Light`).
    static let headSeparators: Set<Character> = ["—", "–", "-", ":", "·", "("]

    /// The words a claim names the whole document or app with (`every tappable element in this
    /// DB`, `across the app`), whatever section it stands in.
    static let documentPlaces: [String] = [
        "in this db", "in this database", "in this doc", "in this document", "in this spec", "in this file", "in this page", "on this page",
        "in this sheet", "in this table", "across the app", "in the whole app", "anywhere in the app", "throughout the app",
    ]

    static func namesDocument(_ lowerText: String) -> Bool {
        documentPlaces.contains { lowerText.containsText($0) }
    }

    /// A blanket claim names the subject of the document's title: a capitalized word of the
    /// title (`Settings` of `Bug bash log — Settings screen`) stands capitalized in the claim.
    static func namesTitle(_ claim: String, title: String) -> Bool {
        func words(_ text: String) -> [String] { text.split { !$0.isLetterFast }.map(String.init) }
        let modeWords: Set<String> = ["light", "dark", "mode", "theme"]
        let titleWords = Set(words(title).filter { $0.count >= 4 && $0.first?.isUppercase == true && !modeWords.contains($0.lowercased()) })
        guard !titleWords.isEmpty, isBlanket(claim) else { return false }
        return words(claim).dropFirst().contains { titleWords.contains($0) }
    }

    /// The part of a screen a claim limits itself to ("inside the legend panel", "within the
    /// header", "in the share sheet's footer"), or nil when it names none.
    static func innerPlace(_ lowerText: String) -> String? {
        let words = lowerText.split { !$0.isLetterFast && $0 != "'" && $0 != "’" }.map(String.init)
        for (index, word) in words.enumerated() where placePrepositions.contains(word) {
            // English names the part after an article; languages that write the article onto the
            // noun (`din sertar`, `în sertarul`) or have none name it right after the preposition.
            let article = index + 1 < words.count && ["the", "this", "that", "its", "our"].contains(words[index + 1])
            guard article || !["in", "on"].contains(word) else { continue }
            for offset in (article ? 2 : 1)...4 where index + offset < words.count {
                let noun = words[index + offset]
                if ["screen", "page", "view", "app", "document", "spec", "mode", "modes", "theme"].contains(noun) { break }
                if ClaimWords.partNouns.contains(noun) { return words[index...(index + offset)].joined(separator: " ") }
            }
        }
        return nil
    }

    /// Words before the part a claim limits itself to, in the languages specs are written in.
    static let placePrepositions: Set<String> = [
        "inside", "within", "in", "on", "din", "în", "dalam", "dans", "im", "innerhalb", "nella", "nel", "dentro", "binnen", "inom", "içinde", "trong",
        "wewnątrz", "uvnitř", "unutar", "внутри", "всередині", "вътре",
    ]

    /// The last sentence of a paragraph's line joined with the start of the next line when the
    /// paragraph goes on there (`Every text pair` + `on this screen clears AA 4.5:1 in dark.`);
    /// nil when the line ends its sentence or the next line starts a block of its own.
    static func sentenceAcrossBreak(_ line: String, next: Substring?) -> String? {
        guard let next, !line.hasSuffix("."), !line.hasSuffix(":") else { return nil }
        let following = next.trimmedWhitespace
        // `Title — 17px, #2D3436` over `All icon buttons — hit area at least 40×40px`: lines of
        // `Name — values` are a list without markers, each line its own.
        if DashedElementReading.nameAndValues(line) != nil || DashedElementReading.nameAndValues(String(following)) != nil { return nil }
        let numbered = following.prefix { $0.isNumberFast }
        guard !following.isEmpty, let first = following.first, !"-*+#|>`".contains(first),
            numbered.isEmpty || !following.dropFirst(numbered.count).hasPrefix(". ")
        else { return nil }
        let tail = line.textRange(of: ". ", backwards: true).map { String(line[$0.upperBound...]) } ?? line
        let head = following.textRange(of: ". ").map { String(following[..<$0.lowerBound]) + "." } ?? following
        return tail + " " + head
    }

    /// The part a claim's "it" stands for (`every piece of text in it`): the part the line before
    /// names (`Is the dialog OK on contrast overall?` → `the dialog`), or nil.
    static func pronounPlace(_ lowerText: String, before: String) -> String? {
        let padded = " " + lowerText.replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: ".", with: " ") + " "
        guard [" in it ", " on it ", " within it ", " inside it "].contains(where: padded.contains) else { return nil }
        let words = before.split { !$0.isLetterFast }.map(String.init)
        for (index, word) in words.enumerated() where ["the", "this", "that", "our"].contains(word) {
            for offset in 1...3 where index + offset < words.count && ClaimWords.partNouns.contains(words[index + offset]) {
                return words[index...(index + offset)].joined(separator: " ")
            }
        }
        return nil
    }

    /// `|---|:--:|`: the row under a table's header.
    static func isTableSeparator(_ line: String) -> Bool {
        line.hasPrefix("|") && line.containsText("-") && line.allSatisfy { "|-: ".contains($0) }
    }

    /// Front-matter keys that file a document: their values describe it, they assert nothing.
    static let filingKeys: Set<String> = ["title", "tags", "keywords", "categories", "category", "impact", "impactdescription", "aliases", "slug",
        "sidebar_label", "topic", "topics", "labels"]

    /// Verbs that open an instruction rather than a statement.
    static let imperativeVerbs: Set<String> = ["meet", "ensure", "use", "maintain", "provide", "keep", "make", "check", "test", "verify", "avoid",
        "support", "follow", "design", "choose", "pick", "aim"]

    /// Words that assert something about a scope, which a heading needs to be a claim: "All
    /// Screens Meet AA" is one, "Light Mode Contrast Ratios" or "Contrast Audit Report" is a title.
    static let assertionWords = ["meet", "pass", "compliant", "conforms", "conformant", "satisf", "achiev", "exceed", "clear", "≥", "at least", "verified"]

    /// Words in a heading or a group line that make the lines under it accessibility claims.
    static let contextWords = [
        "accessib", "wcag", "complian", "checklist", "contrast", "touch target", "keyboard", "dynamic type", "summary", "a11y", "legibility",
        "дастрас",
    ]
}

extension DocumentBuilder {
    /// Marks that end a list item's sentence.
    static let sentenceEnds: Set<Character> = [".", ";", ":", "!", "?"]

    /// Whether a text's first byte is a list mark (`-`, `*`, `+`): the test before its prefixes.
    static func startsWithListMark(_ text: String) -> Bool {
        let first = text.utf8.first
        return first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+")
    }

    /// Reads the scoped claims of the whole document (§2.12.4): every line under an
    /// accessibility heading or group, every ✅ line, and every line that names WCAG.
    mutating func scanScopedClaims(_ rawLines: [Substring]) {
        let file = draft.document.file
        // Headings: (line, level, title).
        var headings: [(line: Int, level: Int, title: String)] = []
        var fenced = false
        for (index, raw) in rawLines.enumerated() {
            let line = String(raw).trimmed
            let head = line.utf8.first
            if head == UInt8(ascii: "`") || head == UInt8(ascii: "~"), line.hasPrefix("```") || line.hasPrefix("~~~") { fenced.toggle() }
            guard !fenced, head == UInt8(ascii: "#"), line.hasPrefix("#") else { continue }
            let level = line.prefix { $0 == "#" }.count
            // `#636E72 on Off-White …` opens a paragraph: a heading's marks stand alone.
            let title = line.dropFirst(level)
            guard level <= 6, title.isEmpty || title.first == " " || title.first == "\t" else { continue }
            headings.append((index + 1, level, String(line.dropFirst(level)).trimmed))
        }
        // The section a claim stands in is about the part it names ("All text on the streak
        // card" under a story whose lines describe the streak card): the section is its scope.
        func describesPart(_ place: String, lines heading: (line: Int, level: Int, title: String)?) -> Bool {
            // The document's title is not a section about a part; a deck's per-slide titles are.
            let isTitle = heading.map { $0.level == 1 && headings.filter { $0.level == 1 }.count == 1 } ?? true
            guard let heading, !isTitle, let position = headings.firstIndex(where: { $0.line == heading.line }) else { return false }
            let part = place.split(separator: " ").dropFirst(2).joined(separator: " ")
            return rawLines[(heading.line - 1)..<min(rawLines.count, end(ofHeadingAt: position))].contains { line in
                let lower = line.lowercasedFast()
                return lower.containsText(part) && ScopedClaimReader.innerPlace(lower) == nil
            }
        }
        func end(ofHeadingAt position: Int) -> Int {
            let level = headings[position].level
            for next in headings[(position + 1)...] where next.level <= level { return next.line - 1 }
            return rawLines.count
        }
        // The screen (or category) each heading belongs to, by its node.
        var nodeAtLine: [Int: Int] = [:]
        for (index, node) in draft.nodes.enumerated() where node.level != nil && nodeAtLine[node.range.start.line] == nil {
            nodeAtLine[node.range.start.line] = index
        }
        // Front matter that files the document (`tags: contrast, wcag`, `title: Meet WCAG
        // Contrast Requirements`) claims nothing unless a title asserts.
        let filingLines = Set(draft.document.frontMatter.filter { entry in
            ScopedClaimReader.filingKeys.contains(entry.key.lowercased()) && !(entry.key == "title" && ScopedClaimReader.headingAsserts(entry.value))
        }.map(\.range.start.line))
        let claimedLines = Set(
            zip(draft.document.contrastClaims, draft.claimOwners).filter { $0.0.scope != .unverified }.map { $0.0.range.start.line })
        var unverifiedLines = Set<Int>()
        var groups: [(indent: Int, isList: Bool, text: String)] = []
        var stack: [Int] = []  // positions in `headings`
        var headingPosition = 0
        var previousContent = ""
        var continuedLines = Set<Int>()
        // The column of a test case's expected results, in the table the lines are in.
        var expectedColumn: Int?
        fenced = false
        for (index, written) in rawLines.enumerated() {
            let number = index + 1
            if LineMap.opensFence(written) { fenced.toggle() }
            // A Gherkin step is prose in a fence.
            let prose = fenced ? draft.proseLines[number].map { Substring($0) } : written
            guard let raw = prose else { continue }
            let trimmed = String(raw).trimmed
            if trimmed.isEmpty { continue }
            var content = DocumentBuilder.unmarked(Substring(trimmed))
            let indent = raw.prefix { $0 == " " || $0 == "\t" }.count
            var isList = false
            if headingPosition < headings.count, headings[headingPosition].line == number {
                let level = headings[headingPosition].level
                while let last = stack.last, headings[last].level >= level { stack.removeLast() }
                stack.append(headingPosition)
                headingPosition += 1
                groups = []
                content = headings[stack.last!].title
            } else {
                for marker in ["- ", "* ", "+ "] where Self.startsWithListMark(content) && content.hasPrefix(marker) {
                    content = String(content.dropFirst(marker.count)).trimmed
                    isList = true
                }
                // `- Error state: every border (…)` / `  is at least 3:1 …`: an item's wrapped line
                // goes on with its sentence, which is read whole at the item's line.
                if isList, !fenced, let last = content.last, !Self.sentenceEnds.contains(last), index + 1 < rawLines.count {
                    let next = String(rawLines[index + 1])
                    let nextTrimmed = next.trimmed
                    if next.hasPrefix(" "), let first = nextTrimmed.first, first.isLowercase, !nextTrimmed.hasPrefix("- ") {
                        content += " " + nextTrimmed
                        continuedLines.insert(number + 1)
                    }
                }
                if let first = content.first, first.isNumberFast, let dot = content.firstIndex(of: "."), content[..<dot].allSatisfy({ $0.isNumberFast }) {
                    content = String(content[content.index(after: dot)...]).trimmed
                    isList = true
                }
                // A task list's box, open or ticked (`- [ ] All text is 16sp or larger`): an
                // acceptance criterion states what the design must meet either way.
                if content.utf8.first == UInt8(ascii: "[") {
                    for box in ["[ ] ", "[x] ", "[X] "] where content.hasPrefix(box) { content = String(content.dropFirst(box.count)) }
                }
                if content.hasPrefix("|") {
                    // A table row: its cells as one line; the separator row says nothing.
                    let cells = content.split(separator: "|").map { String($0).trimmed }.filter { !$0.isEmpty }
                    if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
                    if index + 1 < rawLines.count, ScopedClaimReader.isTableSeparator(String(rawLines[index + 1]).trimmed) {
                        expectedColumn = cells.firstIndex { TestStepTableReading.expectedHeaders.contains($0.lowercased()) }
                    }
                    // `| 6 | Review type sizes. | — | All text … is 15sp or larger. |`: in a test
                    // case's steps, what is claimed is the expected result, not the action.
                    let allCells = content.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map { String($0).trimmed }
                    if let expectedColumn, expectedColumn < allCells.count, !allCells[expectedColumn].isEmpty {
                        content = allCells[expectedColumn]
                    } else {
                        content = cells.count > 1 ? cells[0] + ": " + cells.dropFirst().joined(separator: " ") : cells.joined()
                    }
                } else {
                    expectedColumn = nil
                }
                while let last = groups.last, last.isList ? last.indent >= indent : !isList { groups.removeLast() }
            }
            let isHeading = headingPosition > 0 && headings[headingPosition - 1].line == number
            if isHeading, !ScopedClaimReader.headingAsserts(content) { continue }
            // A table's header row names columns; it claims nothing.
            if trimmed.hasPrefix("|"), index + 1 < rawLines.count, ScopedClaimReader.isTableSeparator(String(rawLines[index + 1]).trimmed) { continue }
            let (marker, key, value, _) = ItemExtraction.splitKey(content)
            var stripped = marker.map { _ in String(content.unicodeScalars.drop { !$0.isASCII || $0 == " " }) } ?? content
            let before = previousContent
            previousContent = content
            defer {
                if headingPosition == 0 || headings[max(0, headingPosition - 1)].line != number, key != nil, value.isEmpty {
                    groups.append((indent, isList, content))
                }
            }
            // `… everything else per marker. Every text pair` / `on this screen clears AA 4.5:1.`: a
            // sentence a paragraph breaks across lines is read whole, at the line it starts on.
            if continuedLines.contains(number) { continue }
            var reading = ScopedClaimReader.classify(stripped, modes: draft.document.modes)
            if reading == nil, !isList, !isHeading, !fenced,
                let joined = ScopedClaimReader.sentenceAcrossBreak(stripped, next: index + 1 < rawLines.count ? rawLines[index + 1] : nil),
                ScopedClaimReader.isBlanket(joined), let found = ScopedClaimReader.classify(joined, modes: draft.document.modes)
            {
                stripped = joined
                reading = found
                continuedLines.insert(number + 1)
            }
            guard !claimedLines.contains(number), !filingLines.contains(number), let reading else { continue }
            // A line naming a literal color and a ratio states that pair's contrast (a pair claim,
            // read or reported as one), not a claim about everything around it.
            if reading.ratio != nil, !ScopedClaimReader.isBlanket(stripped) {
                let spans = ValueLexer(index: nil).spans(in: content)
                if spans.contains(where: { $0.kind == .ratio }), spans.contains(where: { $0.kind == .color }) { continue }
            }
            // Under `**Requirements:**`, a line states what a design must meet, not what this one does.
            if groups.last.map({ $0.text.lowercased().containsText("requirement") }) == true { continue }
            // A group line (`Color Contrast:` over its pair claims) heads claims; it is one only
            // when it claims compliance (`WCAG 2.1 AA Compliance:`).
            if key != nil, value.isEmpty, !reading.isCompliance { continue }
            let contextText = (stack.map { headings[$0].title } + groups.map(\.text)).joined(separator: " ").lowercased()
            let lower = stripped.lowercased()
            // `Light Contrast compared to #FFFFFF` over a table of ratios captions the measurements
            // under it (read as pair claims); it asserts nothing of its own.
            if reading.ratio == nil, !reading.isCompliance, [" compared to ", " compared with ", " measured against "].contains(where: { (" " + lower + " ").contains($0) }),
                !ScopedClaimReader.assertionWords.contains(where: { lower.contains($0) })
            {
                continue
            }
            let inContext = marker != nil || ScopedClaimReader.contextWords.contains { contextText.contains($0) }
                || ["wcag", "complian", "accessib"].contains { lower.contains($0) } || ScopedClaimReader.isBlanket(stripped)
            guard inContext else { continue }
            // The innermost node heading, and the screen it belongs to.
            let innermost = stack.reversed().lazy.compactMap { nodeAtLine[headings[$0].line] }.first
            // A component's own size line (`Minimum touch target: 44x44pt` under a button) is a
            // property, read and checked as such, not a claim about a scope.
            if let innermost, draft.nodes[innermost].kind == .component || draft.nodes[innermost].kind == .part, let key,
                KeyTable.property(key) != nil, !lower.hasPrefix("all ") && !lower.contains(" all "), !ScopedClaimReader.isBlanket(value)
            {
                continue
            }
            var scope = SpecScopedClaim.Scope.document(file: file)
            // `All text on the Paywall`, `Todo texto da Tela 1`: the screen the claim names.
            let namedScreen = draft.nodes.indices.filter { draft.nodes[$0].kind == .screen && draft.nodes[$0].name.count >= 4 }
                .filter { ScopedClaimReader.names(lower, draft.nodes[$0].name) }
                .max { draft.nodes[$0].name.count < draft.nodes[$1].name.count }
            // A name the document's own title holds (`Redlines — Entry Detail + Edit sheet`)
            // is the whole document's subject.
            let title = headings.first { $0.level == 1 }?.title.lowercased() ?? ""
            // `Q: Is the dialog OK on contrast? A: … every piece of text in it clears 4.5:1`: "it"
            // is the part the line before names.
            let place = ScopedClaimReader.innerPlace(lower) ?? ScopedClaimReader.pronounPlace(lower, before: before.lowercased())
            if namedScreen == nil, let place, !describesPart(place, lines: stack.last.map { headings[$0] }) {
                // "Everything inside the legend panel passes AA", away from the section about the
                // panel: a claim about one part of the screen, which the screen's other pairs do
                // not contradict.
                session.note(
                    .specUnverifiedClaim, "\"\(stripped)\" is about \(place) only, so it is not checked against the whole screen",
                    at: draft.lines.lineRange(number), hint: "state the pairs inside it (`Label: Charcoal on Soft Mint`); the contrast rules check each one")
                unverifiedLines.insert(number)
                continue
            }
            // `on /settings` under `## Settings (`/settings`)`: a route names its screen exactly,
            // whatever the title lists.
            func routed(_ screen: Int) -> Bool {
                ScopedClaimReader.namesRoute(lower, headings.first { $0.line == draft.nodes[screen].range.start.line }?.title ?? "")
            }
            if ScopedClaimReader.namesDocument(lower) {
                // The document's own words for itself: its scope whatever section the line is in.
            } else if let named = namedScreen, !ScopedClaimReader.names(title, draft.nodes[named].name) || routed(named), let screenPosition = headings.firstIndex(where: { $0.line == draft.nodes[named].range.start.line }) {
                scope = .screen(name: draft.nodes[named].name, file: file, lines: headings[screenPosition].line...end(ofHeadingAt: screenPosition))
            } else if ["checklist", "summary"].contains(where: { contextText.contains($0) || lower.contains($0) }) {
                // A checklist of one of several top-level parts (a file of two handoff issues)
                // is that part's; alone, it is the design system's.
                let parts = headings.indices.filter { headings[$0].level == 1 }
                if parts.count > 1, let part = parts.last(where: { headings[$0].line < number }) {
                    scope = .screen(name: headings[part].title, file: file, lines: headings[part].line...end(ofHeadingAt: part))
                } else {
                    scope = .system
                }
            } else if stack.contains(where: { ScopedClaimReader.isOverview(headings[$0].title) }),
                !Set(lower.split { !$0.isLetter }.map(String.init)).isDisjoint(with: ClaimWords.quantifiers.subtracting(["both", "either"]))
            {
                // `## General`: `Every hit area is at least 44×44pt` in a section about the whole
                // document is a claim about the whole document.
            } else if ScopedClaimReader.namesTitle(stripped, title: headings.first { $0.level == 1 }?.title ?? "") {
                // `Todo el texto de la pantalla Diario` under `# Diario — línea de tiempo`: the
                // document's own subject, not the section the line stands in.
            } else if let position = stack.reversed().first(where: { nodeAtLine[headings[$0].line].flatMap { screen(of: $0) } != nil }),
                let node = nodeAtLine[headings[position].line], let screenIndex = screen(of: node),
                let screenPosition = headings.firstIndex(where: { $0.line == draft.nodes[screenIndex].range.start.line })
            {
                scope = .screen(name: draft.nodes[screenIndex].name, file: file, lines: headings[screenPosition].line...end(ofHeadingAt: screenPosition))
            }
            // `✓ Contrast 12.68:1 — AAA` in a layer's list: a claim about that element, which the
            // other elements' pairs do not contradict.
            if namedScreen == nil, !ScopedClaimReader.namesDocument(lower), !ScopedClaimReader.isBlanket(stripped), Set(lower.split { !$0.isLetter }.map(String.init)).isDisjoint(with: ClaimWords.quantifiers),
                let position = stack.last, let node = nodeAtLine[headings[position].line],
                [.component, .part].contains(draft.nodes[node].kind)
            {
                scope = .screen(name: draft.nodes[node].name, file: file, lines: headings[position].line...end(ofHeadingAt: position))
            }
            var range = draft.lines.lineRange(number)
            if continuedLines.contains(number + 1) { range.end = draft.lines.lineRange(number + 1).end }
            draft.document.scopedClaims.append(SpecScopedClaim(
                kinds: reading.kinds, isCompliance: reading.isCompliance, ratio: reading.ratio, size: reading.size, width: reading.width,
                height: reading.height, mode: reading.mode, states: reading.states, factor: reading.factor, scope: scope, text: stripped, range: range))
            unverifiedLines.insert(number)
        }
        // A ratio without a pair on a line read as a scoped claim ("Labels and icons meet 4.5:1
        // minimum") is that claim, not an unverified pair claim.
        var keptClaims: [SpecContrastClaim] = []
        var keptOwners: [Int?] = []
        for (claim, owner) in zip(draft.document.contrastClaims, draft.claimOwners)
        where !(claim.scope == .unverified && unverifiedLines.contains(claim.range.start.line)) {
            keptClaims.append(claim)
            keptOwners.append(owner)
        }
        draft.document.contrastClaims = keptClaims
        draft.claimOwners = keptOwners
    }
}
