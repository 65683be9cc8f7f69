import DesignModel
import Diagnostics

/// `spec/scoped-claim`: claims about everything in a scope ("All text meets minimum ratios",
/// "WCAG 2.1 AA compliant", "All interactive elements 44×44pt") are true there.
public enum ScopedClaimRule: Rule {
    public static let description = RuleDescription(
        id: .specScopedClaim,
        title: "Claims about a whole screen, document or system are true",
        rationale: """
            Specs claim things without naming a pair: "All text meets minimum ratios", "WCAG 2.1 AA \
            compliant", "Icons meet 3:1", "All interactive elements 44×44pt minimum", "No text below \
            11pt", "2pt blue focus ring". Readers trust the check mark. Kiln reads what such a line \
            claims (text contrast, non-text contrast, touch targets, font sizes, focus indicators; \
            compliance is the first three), its threshold when it states one, the mode it states, \
            and its scope: the screen it stands in, the document when it stands outside every \
            screen, the whole design system under a checklist or summary heading. The claim is \
            false when a finding in its scope contradicts it (a text pair below its minimum, a \
            target smaller than the stated size); the error names how many and where. A claim \
            whose scope states nothing it could be checked against is reported as unverified \
            (`spec/unverified-claim`, a note), never passed in silence.
            """,
        defaultSeverity: .error,
        options: [],
        examples: [
            .passing(
                "Every text of the screen reaches its minimum, so the claim holds",
                tokens: """
                    color:
                      $type: color
                      charcoal: { $value: "#2D3436", $extensions: { kiln: { name: Charcoal } } }
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    ## Screen: Welcome
                    - Background: White
                    #### Title
                    - Text: “Hello”
                    - Text Color: Charcoal
                    - Typography: 17pt Regular
                    ### Accessibility
                    - ✅ Color Contrast: All text meets minimum ratios
                    """),
            .passing(
                "A claim naming its text's token is about that text: a coral link does not contradict it",
                tokens: """
                    color:
                      $type: color
                      coral: { $value: "#FF6B6B", $extensions: { kiln: { name: Primary Coral } } }
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                      text:
                        primary: { $value: "#2D3436" }
                    """,
                spec: """
                    ## Screen: Welcome
                    - Background: White
                    #### Title
                    - Text Color: color.text.primary
                    - Typography: 17pt Regular
                    #### Log In Link
                    - Text Color: Primary Coral
                    - Typography: 17pt Regular
                    ### Accessibility
                    - Primary text (`color.text.primary`) clears 7:1 on every surface
                    """),
            .failing(
                "Coral text on white is below 3:1, so \"WCAG 2.1 AA compliant\" is false for the screen",
                tokens: """
                    color:
                      $type: color
                      coral: { $value: "#FF6B6B", $extensions: { kiln: { name: Primary Coral } } }
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    ## Screen: Welcome
                    - Background: White
                    #### Log In Link
                    - Text: “Log in”
                    - Text Color: Primary Coral
                    - Typography: 17pt Regular
                    ### Accessibility
                    - WCAG 2.1 AA compliant
                    """,
                message: "contradict"),
            .failing(
                "A rule stated in a section about the whole document holds in every screen: a 28pt circle elsewhere contradicts it",
                tokens: """
                    color:
                      $type: color
                      white: { $value: "#FFFFFF", $extensions: { kiln: { name: White } } }
                    """,
                spec: """
                    ## General
                    - Every hit area is at least 44×44pt.
                    ## Screen: Library picker
                    - Background: White
                    #### Selection circle
                    - Touch target: 28×28pt
                    """,
                message: "contradict"),
        ],
        input: .specs)

    /// One place that contradicts a claim.
    struct Evidence {
        var message: String
        var range: SourceRange
    }

    // Whole: one pass over the claims: each claim's evidence, filtered by state and kind, comes from the same cache of the other rules' findings.
    public static func check(_ context: RuleContext) -> [Finding] {
        guard let spec = context.spec, !spec.scopedClaims.isEmpty else { return [] }
        // What the rules find, with their documented defaults (a claim is about what is true,
        // not about how a team configured its checks).
        var cache: [DiagnosticID: [Finding]] = [:]
        func findings(of rule: any Rule.Type) -> [Finding] {
            let id = rule.description.diagnosticID
            if let cached = cache[id] { return cached }
            var inner = RuleContext(
                system: context.system, options: RuleOptions(values: [:], description: rule.description), contrastPairs: [],
                platform: context.platform, spec: spec, severity: .error, caches: context.caches)
            // Only the findings' messages and places are evidence.
            inner.suggestsFixes = false
            let found = rule.check(inner).filter { $0.severity == .error }
            cache[id] = found
            return found
        }
        var out: [Finding] = []
        for claim in spec.scopedClaims {
            let modeHolds = { (mode: String?) in claim.mode == nil || mode == nil || mode == claim.mode }
            // "when pressed": only findings of that state.
            let stateHolds = { (state: String?) in claim.states.isEmpty || claim.states.contains { (state ?? "default").contains($0) } }
            // A claim about the resting state (`all 12 unselected chips`) names the control it is
            // about: an element named for its selected state (`Excited selected state`), or one
            // sharing no word with the claim, is out of its scope.
            let claimWords = Set(Self.singularWords(claim.text).filter { $0.count >= 3 })
            let namedOutOfState = { (component: String?) -> Bool in
                guard claim.states == ["default"], let name = component else { return false }
                let words = Self.singularWords(name)
                return words.contains("selected") || claimWords.isDisjoint(with: words)
            }
            func fromRule(_ rule: any Rule.Type, where keep: (Finding) -> Bool = { _ in true }) -> [Evidence] {
                findings(of: rule).filter { finding in
                    finding.subject["property"] != SpecFact.ColorPair.statedPairProperty && claim.scope.contains(finding.range) && modeHolds(finding.subject["mode"])
                        && stateHolds(finding.subject["state"]) && !namedOutOfState(finding.subject.component) && keep(finding)
                }.map { Evidence(message: $0.message, range: $0.range) }
            }
            var evidence: [Evidence] = []
            for kind in claim.kinds {
                switch kind {
                case .textContrast:
                    let inks = claimedInks(claim, system: context.system)
                    evidence += fromRule(ContrastTextRule.self) { below($0, claim.ratio) && drawsInk($0, inks, spec: spec, system: context.system) }
                case .nonTextContrast:
                    evidence += fromRule(ContrastNonTextRule.self) { below($0, claim.ratio) }
                case .focusIndicator:
                    // "2pt blue ring" is about blue indicators: a failing coral one does not
                    // contradict it (the spec reader says when no drawn indicator is blue).
                    let colors = claim.namedColors
                    evidence += fromRule(ContrastNonTextRule.self) { finding in
                        guard (finding.subject["state"] ?? "").contains("focus") || (finding.subject.component ?? "").lowercased().contains("focus") else {
                            return false
                        }
                        return colors.isEmpty || colors.contains { finding.message.lowercased().contains($0) }
                    }
                case .touchTarget:
                    if claim.width == nil, claim.height == nil {
                        evidence += fromRule(TouchTargetRule.self)
                    } else {
                        evidence += touchTargets(claim, spec: spec)
                    }
                case .fontSize:
                    evidence += fontSizes(claim, spec: spec)
                case .targetSpacing:
                    evidence += spacings(claim, spec: spec)
                case .stateIndicator:
                    evidence += fromRule(ContrastNonTextRule.self) { below($0, claim.ratio) }
                    evidence += fromRule(ContrastTextRule.self) { below($0, claim.ratio) }
                case .lineHeight:
                    evidence += lineHeights(claim, context: context)
                case .textStyles:
                    evidence += spec.textElements.filter { element in
                        claim.scope.contains(element.range) && element.style == nil && (claim.mode == nil || element.context.mode == claim.mode)
                    }.map { Evidence(message: "\"\($0.component.path)\" sets a fixed \(RuleOptionValue.number($0.size))pt, not a text style", range: $0.range) }
                }
            }
            var seen = Set<String>()
            evidence = evidence.filter { seen.insert("\($0.range.file):\($0.range.start.line):\($0.message)").inserted }
            evidence.sort { ($0.range.file, $0.range.start.line, $0.message) < ($1.range.file, $1.range.start.line, $1.message) }
            guard !evidence.isEmpty else { continue }
            let what = claim.isCompliance ? "compliance (text, non-text contrast and touch targets)" : claim.kinds.map(\.rawValue).joined(separator: " and ")
            let count = evidence.count == 1 ? "1 finding contradicts it" : "\(evidence.count) findings contradict it"
            var places: [String] = []
            for item in evidence {
                let place = "line \(item.range.start.line)\(item.range.file == claim.range.file ? "" : " of \(item.range.file)")"
                if !places.contains(place) { places.append(place) }
            }
            let first = places.prefix(3)
            let message =
                "\"\(claim.text)\" claims \(what) \(claim.scope.phrase)\(claim.mode.map { " in \($0) mode" } ?? ""), but \(count) there (\(first.joined(separator: ", "))\(places.count > 3 ? ", …" : ""))"
            let shown = 5
            var notes: [Diagnostic.Note] = evidence.prefix(shown).map { .init($0.message, at: $0.range) }
            if evidence.count > shown { notes.append(.init("… and \(evidence.count - shown) more, each reported on its own line")) }
            var details: [FindingSubject.Detail] = [.init("claim", claim.isCompliance ? "compliance" : claim.kinds.map(\.rawValue).joined(separator: "+"))]
            if let ratio = claim.ratio { details.append(.init("ratio", RuleOptionValue.number(ratio).description)) }
            if let size = claim.size { details.append(.init("size", RuleOptionValue.number(size).description)) }
            if let mode = claim.mode { details.append(.init("mode", mode)) }
            switch claim.scope {
            case .screen(let name, _, _): details.append(.init("screen", name))
            case .document: details.append(.init("scope", "document"))
            case .system: details.append(.init("scope", "system"))
            }
            out.append(context.finding(
                description.diagnosticID, message, at: claim.range, notes: notes,
                fixes: [.init(.text, "fix what contradicts it, or state what is true (and where)")],
                subject: FindingSubject(file: claim.range.file, details: details)))
        }
        return out
    }

    /// The color tokens a claim names (`Primary text (color.text.primary) clears 7:1`): it is
    /// about text drawn in them only. Empty: about every text.
    /// A text's words, lowercased, each without a plural `s` (`chips` → `chip`).
    static func singularWords(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter }).map { $0.hasSuffix("s") ? String($0.dropLast()) : String($0) }
    }

    static func claimedInks(_ claim: SpecScopedClaim, system: DesignSystem) -> [TokenPath] {
        let words = claim.text.split { character in !(character.isLetter || character.isNumber || "._-".contains(character)) }
        var paths: [TokenPath] = []
        for word in words {
            var text = Substring(word)
            while text.last == "." { text = text.dropLast() }
            let path = TokenPath(String(text))
            guard text.contains("."), let token = system[path], case .color = token.type else { continue }
            paths.append(path)
        }
        return paths
    }

    /// Whether a text finding draws one of the claimed inks (by token or by its value in the
    /// finding's mode); a finding whose pair is not found is kept.
    static func drawsInk(_ finding: Finding, _ inks: [TokenPath], spec: SpecFacts, system: DesignSystem) -> Bool {
        guard !inks.isEmpty else { return true }
        let pairs = spec.textPairs.filter { $0.range.file == finding.range.file && $0.range.start.line == finding.range.start.line }
        guard !pairs.isEmpty else { return true }
        return pairs.contains { pair in
            inks.contains { ink in
                if pair.foreground.token == ink { return true }
                guard case .color(let color)? = system.value(ink, mode: pair.context.mode) else { return false }
                return color.quantized == pair.foreground.color.quantized
            }
        }
    }

    /// A contrast finding below the claim's stated minimum (or its own requirement when the
    /// claim states a higher one: "4.5:1 minimum" does not excuse large text below 3:1).
    static func below(_ finding: Finding, _ ratio: Double?) -> Bool {
        guard let ratio, let measurement = finding.measurement else { return true }
        return measurement.value < min(ratio, measurement.required)
    }

    /// Generic words of "All interactive elements", "All buttons": every interactive element.
    static let genericTargetWords: Set<String> = [
        "interactive", "element", "elements", "button", "buttons", "control", "controls", "target", "targets", "touch", "tap", "the", "of",
        "tappable", "items", "item", "hit", "areas", "area", "minimum", "sizes", "size", "ui", "and",
    ]

    /// Interactive elements of the scope smaller than the claimed box; "All tool buttons" keeps
    /// the elements whose name has "tool".
    static func touchTargets(_ claim: SpecScopedClaim, spec: SpecFacts) -> [Evidence] {
        let lower = claim.text.lowercased()
        var subjectWords: [String] = []
        let words = lower.split(separator: " ").map(String.init)
        if let all = words.firstIndex(of: "all") {
            let after = words[(all + 1)...].prefix { word in !(word.first?.isNumber ?? true) && !word.contains("(") && !word.contains(":") }
            subjectWords = after.filter { !genericTargetWords.contains($0) }
            subjectWords = subjectWords.map { $0.hasSuffix("s") && !$0.hasSuffix("ss") ? String($0.dropLast()) : $0 }
        }
        var out: [Evidence] = []
        for element in spec.interactiveElements where claim.scope.contains(element.range) && !element.isInline {
            guard claim.mode == nil || element.context.mode == claim.mode, element.context.state != "disabled" else { continue }
            if !subjectWords.isEmpty, !subjectWords.contains(where: { element.component.path.lowercased().contains($0) }) { continue }
            let narrow = claim.width.map { width in element.width.map { $0 < width - 0.001 } ?? false } ?? false
            let short = claim.height.map { height in element.height.map { $0 < height - 0.001 } ?? false } ?? false
            guard narrow || short else { continue }
            let size = [element.width, element.height].map { $0.map { RuleOptionValue.number($0).description } ?? "?" }.joined(separator: "×")
            out.append(Evidence(
                message: "\"\(element.component.path)\" is \(size)pt\(element.context.device.map { " on \($0)" } ?? "")", range: element.range))
        }
        return out
    }

    /// Text styles whose line height is less than the claimed factor of their size (the
    /// design system's styles, wherever the claim stands: they are what every screen uses).
    static func lineHeights(_ claim: SpecScopedClaim, context: RuleContext) -> [Evidence] {
        guard let factor = claim.factor, let mode = context.modes.first else { return [] }
        return context.system.tokens.compactMap { token in
            guard let style = context.system.value(token.path, mode: mode)?.typography, let size = style.fontSize.points,
                let line = style.lineHeightPoints, size > 0, line / size < factor - 0.0005
            else { return nil }
            let shown = (line / size * 100).rounded() / 100
            return Evidence(
                message: "\"\(token.path)\" is \(RuleOptionValue.number(size))pt with a \(RuleOptionValue.number(line))pt line height (\(RuleOptionValue.number(shown))×)",
                range: token.range)
        }
    }

    /// Targets of the scope closer to their neighbour than the claimed gap.
    static func spacings(_ claim: SpecScopedClaim, spec: SpecFacts) -> [Evidence] {
        guard let minimum = claim.size else { return [] }
        return spec.interactiveElements.filter { element in
            claim.scope.contains(element.range) && (claim.mode == nil || element.context.mode == claim.mode)
                && (element.spacing.map { $0 < minimum - 0.001 } ?? false)
        }.map { element in
            Evidence(
                message: "\"\(element.component.path)\" is \(RuleOptionValue.number(element.spacing ?? 0))pt from the next target\(element.context.device.map { " on \($0)" } ?? "")",
                range: element.range)
        }
    }

    /// Text of the scope smaller than the claimed size.
    static func fontSizes(_ claim: SpecScopedClaim, spec: SpecFacts) -> [Evidence] {
        guard let minimum = claim.size else { return [] }
        return spec.textElements.filter { element in
            claim.scope.contains(element.range) && (claim.mode == nil || element.context.mode == claim.mode) && element.size < minimum - 0.001
                && element.context.state != "disabled"
        }.map { element in
            Evidence(
                message: "\"\(element.component.path)\" sets text at \(RuleOptionValue.number(element.size))pt\(element.context.device.map { " on \($0)" } ?? "")",
                range: element.range)
        }
    }
}
