import ColorScience
import DesignModel
import Diagnostics
import Rules
import YAMLSource

/// A rule's entry under `rules:` in `kiln.yaml`.
public struct RuleSetting: Sendable, Equatable {
    /// Nil: the rule's default severity (or `note` for a rule that is off by default, since
    /// giving it options asks for it).
    public var severity: RuleSeverity?
    public var options: [String: RuleOptionValue]
    public var range: SourceRange

    public init(severity: RuleSeverity? = nil, options: [String: RuleOptionValue] = [:], range: SourceRange = .none) {
        self.severity = severity
        self.options = options
        self.range = range
    }
}

/// An entry under `suppressions:`: findings of `rule` (an id, or `namespace/*`) that match every
/// given filter are dropped. `reason` is required, so each suppression says why it is there.
public struct Suppression: Sendable, Equatable {
    public var rule: String
    /// A glob over the finding's file (`specs/legacy/**`).
    public var file: String?
    /// A pattern over the spec component (`Welcome Screen › *`); `*` matches anything.
    public var component: String?
    /// A pattern over the tokens the finding concerns (`color.emotion.*`); `*` matches anything.
    public var token: String?
    public var reason: String
    public var range: SourceRange

    public init(rule: String, file: String? = nil, component: String? = nil, token: String? = nil, reason: String, range: SourceRange = .none) {
        self.rule = rule
        self.file = file
        self.component = component
        self.token = token
        self.reason = reason
        self.range = range
    }
}

extension KilnConfig {
    /// The settings the check stage owns: `rules`, `suppressions`, `baseline`, `platform`,
    /// `contrastPairs`. Every problem is a located `config/…` error (exit code 2).
    static let checkKeys: Set<String> = ["rules", "suppressions", "baseline", "platform", "contrastPairs"]

    mutating func parseCheckSetting(_ pair: YAMLNode.Pair, diagnostics: inout [Diagnostic]) {
        switch pair.name {
        case "rules": rules = Self.parseRules(pair.value, diagnostics: &diagnostics)
        case "suppressions": suppressions = Self.parseSuppressions(pair.value, diagnostics: &diagnostics)
        case "contrastPairs": contrastPairs = Self.parseContrastPairs(pair.value, diagnostics: &diagnostics)
        case "baseline":
            guard let text = pair.value.scalar?.value, !pair.value.isNull, !text.isEmpty else {
                diagnostics.append(.error(.configInvalid, "`baseline` must be a file path, found \(pair.value.kindDescription)", at: pair.value.range))
                return
            }
            baseline = text
            baselineIsExplicit = true
        case "platform":
            guard let text = pair.value.scalar?.value, let value = Platform(rawValue: text) else {
                diagnostics.append(
                    .error(.configInvalid, "`platform` must be one of \(Platform.allNames), found \(pair.value.kindDescription)", at: pair.value.range))
                return
            }
            platform = value
        default:
            break
        }
    }

    // MARK: rules

    static func parseRules(_ node: YAMLNode, diagnostics: inout [Diagnostic]) -> [String: RuleSetting] {
        if node.isNull { return [:] }
        guard let pairs = node.pairs else {
            diagnostics.append(
                .error(.configInvalid, "`rules` must be a mapping from rule id to a severity or settings, found \(node.kindDescription)", at: node.range))
            return [:]
        }
        var settings: [String: RuleSetting] = [:]
        for pair in pairs {
            guard let rule = RuleCatalog.rule(pair.name) else {
                diagnostics.append(
                    .error(
                        .configUnknownRule, "unknown rule \"\(pair.name)\"", at: pair.key.range,
                        hint: RuleCatalog.suggestion(for: pair.name).map { "did you mean \"\($0)\"? (`kiln rules` lists them)" }
                            ?? "`kiln rules` lists the rules"))
                continue
            }
            let description = rule.description
            var setting = RuleSetting(range: pair.key.range)
            if let word = pair.value.scalar?.value, !pair.value.isNull {
                if let flag = pair.value.bool {
                    setting.severity = flag ? (description.defaultSeverity == .off ? .note : description.defaultSeverity) : .off
                } else if let severity = RuleSeverity(rawValue: word) {
                    setting.severity = severity
                } else {
                    diagnostics.append(
                        .error(
                            .configInvalid, "rule \"\(pair.name)\": expected a severity (\(RuleSeverity.allNames)) or a mapping of settings, found \(pair.value.kindDescription)",
                            at: pair.value.range))
                    continue
                }
            } else if let entries = pair.value.pairs {
                for entry in entries {
                    if entry.name == "severity" {
                        guard let word = entry.value.scalar?.value, let severity = RuleSeverity(rawValue: word) else {
                            diagnostics.append(
                                .error(
                                    .configInvalid, "rule \"\(pair.name)\": `severity` must be \(RuleSeverity.allNames), found \(entry.value.kindDescription)",
                                    at: entry.value.range))
                            continue
                        }
                        setting.severity = severity
                        continue
                    }
                    guard let option = description.option(entry.name) else {
                        let known = (["severity"] + description.options.map(\.name)).map { "`\($0)`" }.joined(separator: ", ")
                        diagnostics.append(
                            .error(.configInvalid, "rule \"\(pair.name)\" has no option \"\(entry.name)\"; its settings are \(known)", at: entry.key.range))
                        continue
                    }
                    if let value = optionValue(entry.value, option: option, rule: pair.name, diagnostics: &diagnostics) {
                        setting.options[option.name] = value
                    }
                }
            } else if !pair.value.isNull {
                diagnostics.append(
                    .error(
                        .configInvalid, "rule \"\(pair.name)\": expected a severity (\(RuleSeverity.allNames)) or a mapping of settings, found \(pair.value.kindDescription)",
                        at: pair.value.range))
                continue
            }
            settings[pair.name] = setting
        }
        return settings
    }

    static func optionValue(_ node: YAMLNode, option: RuleOption, rule: String, diagnostics: inout [Diagnostic]) -> RuleOptionValue? {
        func wrong() -> RuleOptionValue? {
            diagnostics.append(
                .error(
                    .configInvalid, "rule \"\(rule)\": `\(option.name)` must be \(option.kind.expectation), found \(node.kindDescription)",
                    at: node.range))
            return nil
        }
        switch option.kind {
        case .bool:
            return node.bool.map(RuleOptionValue.bool) ?? wrong()
        case .number(let minimum, let maximum):
            guard let number = node.number, number.isFinite else { return wrong() }
            if let minimum, number < minimum { return wrong() }
            if let maximum, number > maximum { return wrong() }
            return .number(number)
        case .string:
            guard let text = node.scalar?.value, !node.isNull else { return wrong() }
            return .string(text)
        case .choice(let words):
            guard let text = node.scalar?.value, words.contains(text) else { return wrong() }
            return .string(text)
        case .regex:
            guard let text = node.scalar?.value, !node.isNull else { return wrong() }
            do {
                _ = try Regex(text)
            } catch {
                diagnostics.append(
                    .error(.configInvalid, "rule \"\(rule)\": `\(option.name)` is not a valid regular expression: \(error)", at: node.range))
                return nil
            }
            return .string(text)
        case .strings(let allowed):
            let items: [YAMLNode]
            if node.scalar != nil, !node.isNull { items = [node] } else if let list = node.items { items = list } else { return wrong() }
            var words: [String] = []
            for item in items {
                guard let text = item.scalar?.value, !item.isNull, allowed.isEmpty || allowed.contains(text) else {
                    diagnostics.append(
                        .error(
                            .configInvalid, "rule \"\(rule)\": `\(option.name)` must be \(option.kind.expectation), found \(item.kindDescription)",
                            at: item.range))
                    return nil
                }
                words.append(text)
            }
            return .strings(words)
        }
    }

    // MARK: suppressions

    static func parseSuppressions(_ node: YAMLNode, diagnostics: inout [Diagnostic]) -> [Suppression] {
        if node.isNull { return [] }
        guard let items = node.items else {
            diagnostics.append(.error(.configInvalid, "`suppressions` must be a list, found \(node.kindDescription)", at: node.range))
            return []
        }
        let allowed = ConfigKeys.names(ConfigKeys.suppression)
        var result: [Suppression] = []
        for item in items {
            guard let pairs = item.pairs else {
                diagnostics.append(
                    .error(.configInvalid, "each suppression must be a mapping with `rule` and `reason`, found \(item.kindDescription)", at: item.range))
                continue
            }
            var fields: [String: String] = [:]
            var valid = true
            for pair in pairs {
                guard allowed.contains(pair.name) else {
                    diagnostics.append(
                        .error(
                            .configInvalid, "unknown suppression setting \"\(pair.name)\"; allowed: \(allowed.map { "`\($0)`" }.joined(separator: ", "))",
                            at: pair.key.range))
                    valid = false
                    continue
                }
                guard let text = pair.value.scalar?.value, !pair.value.isNull else {
                    diagnostics.append(.error(.configInvalid, "suppression `\(pair.name)` must be text, found \(pair.value.kindDescription)", at: pair.value.range))
                    valid = false
                    continue
                }
                fields[pair.name] = text
            }
            guard let rule = fields["rule"] else {
                diagnostics.append(.error(.configInvalid, "suppression has no `rule`; name the rule id it silences", at: item.range))
                continue
            }
            if !rule.hasSuffix("/*"), RuleCatalog.rule(rule) == nil {
                diagnostics.append(
                    .error(
                        .configUnknownRule, "suppression names unknown rule \"\(rule)\"", at: pairs.first { $0.name == "rule" }?.value.range ?? item.range,
                        hint: RuleCatalog.suggestion(for: rule).map { "did you mean \"\($0)\"?" }))
                valid = false
            }
            guard let reason = fields["reason"]?.trimmingSpaces, !reason.isEmpty else {
                diagnostics.append(
                    .error(
                        .configInvalid, "suppression of \"\(rule)\" has no `reason`; say why the finding is acceptable",
                        at: item.range, hint: "add `reason: …` — suppressions without a reason are not applied"))
                continue
            }
            guard valid else { continue }
            result.append(
                Suppression(rule: rule, file: fields["file"], component: fields["component"], token: fields["token"], reason: reason, range: item.range))
        }
        return result
    }

    // MARK: contrastPairs

    static func parseContrastPairs(_ node: YAMLNode, diagnostics: inout [Diagnostic]) -> [DeclaredContrastPair] {
        if node.isNull { return [] }
        guard let items = node.items else {
            diagnostics.append(.error(.configInvalid, "`contrastPairs` must be a list, found \(node.kindDescription)", at: node.range))
            return []
        }
        let allowed = ConfigKeys.names(ConfigKeys.contrastPair)
        var result: [DeclaredContrastPair] = []
        for item in items {
            guard let pairs = item.pairs else {
                diagnostics.append(
                    .error(
                        .configInvalid, "each contrast pair must be a mapping with `foreground` and `background`, found \(item.kindDescription)",
                        at: item.range))
                continue
            }
            var valid = true
            var texts: [String: (String, SourceRange)] = [:]
            var size: Double?
            var weight: Int?
            var level: WCAG.Level?
            var kind = DeclaredContrastPair.Kind.text
            func fail(_ message: String, _ range: SourceRange) {
                diagnostics.append(.error(.configInvalid, message, at: range))
                valid = false
            }
            for pair in pairs {
                let value = pair.value
                switch pair.name {
                case "foreground", "background", "over", "state":
                    guard let text = value.scalar?.value, !value.isNull, !text.isEmpty else {
                        fail("contrast pair `\(pair.name)` must be a token path, a display name or a color, found \(value.kindDescription)", value.range)
                        continue
                    }
                    texts[pair.name] = (text, value.range)
                case "size":
                    if let number = value.number, number > 0, number.isFinite {
                        size = number
                    } else if let text = value.scalar?.value, let points = points(text) {
                        size = points
                    } else {
                        fail("contrast pair `size` must be a font size in points such as 17 or 17pt (px and dp are the same), found \(value.kindDescription)", value.range)
                    }
                case "weight":
                    if let number = value.number, number >= 1, number <= 1000, number.rounded() == number {
                        weight = Int(number)
                    } else if let text = value.scalar?.value, let named = namedWeights[text.lowercased()] {
                        weight = named
                    } else {
                        fail("contrast pair `weight` must be a number from 1 to 1000 or a name such as bold, found \(value.kindDescription)", value.range)
                    }
                case "level":
                    guard let text = value.scalar?.value, let parsed = WCAG.Level(rawValue: text.lowercased()) else {
                        fail("contrast pair `level` must be aa or aaa, found \(value.kindDescription)", value.range)
                        continue
                    }
                    level = parsed
                case "kind":
                    guard let text = value.scalar?.value, let parsed = DeclaredContrastPair.Kind(rawValue: text) else {
                        fail("contrast pair `kind` must be text or non-text, found \(value.kindDescription)", value.range)
                        continue
                    }
                    kind = parsed
                default:
                    fail("unknown contrast pair setting \"\(pair.name)\"; allowed: \(allowed.map { "`\($0)`" }.joined(separator: ", "))", pair.key.range)
                }
            }
            for required in ["foreground", "background"] where texts[required] == nil {
                fail("contrast pair has no `\(required)`", item.range)
            }
            guard valid, let foreground = texts["foreground"], let background = texts["background"] else { continue }
            result.append(
                DeclaredContrastPair(
                    foreground: foreground.0, background: background.0, over: texts["over"]?.0, size: size, weight: weight, level: level,
                    kind: kind, state: texts["state"]?.0, range: item.range, foregroundRange: foreground.1,
                    backgroundRange: background.1, overRange: texts["over"]?.1))
        }
        return result
    }

    static let namedWeights = [
        "thin": 100, "ultralight": 200, "extralight": 200, "light": 300, "regular": 400, "normal": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "extrabold": 800, "black": 900,
    ]

    /// "17pt", "17px", "17dp", "17" → 17.
    static func points(_ text: String) -> Double? {
        var number = Substring(text.trimmingSpaces)
        for unit in ["pt", "px", "dp", "sp"] where number.hasSuffix(unit) {
            number = number.dropLast(unit.count)
            break
        }
        guard let value = Double(number), value > 0, value.isFinite else { return nil }
        return value
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
