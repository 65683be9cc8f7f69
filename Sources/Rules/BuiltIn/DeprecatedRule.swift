import DesignModel
import Diagnostics

/// `tokens/deprecated`: deprecated tokens used outside the token files, and deprecations that
/// point nowhere.
public enum DeprecatedRule: Rule {
    public static let description = RuleDescription(
        id: "tokens/deprecated",
        title: "Deprecated tokens are not used, and their replacements exist",
        rationale: """
            `$deprecated` keeps an old name working while everyone moves to the new one. Kiln \
            reports uses of a deprecated token that the token loader cannot see — spec lines and \
            `kiln.yaml` contrast pairs (a token aliasing a deprecated token is already reported \
            while loading, as `alias/deprecated`) — and deprecations whose message names a \
            replacement token that does not exist or is itself deprecated, so the advice in the \
            message can be followed.
            """,
        defaultSeverity: .warning,
        examples: [
            .failing(
                "A contrast pair still names the old path",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#2D3436" }
                      background: { $value: "#FFFFFF" }
                      neutral-text:
                        $value: "{color.text}"
                        $deprecated: "use color.text"
                    """,
                config: """
                    contrastPairs:
                      - { foreground: color.neutral-text, background: color.background }
                    """,
                message: "deprecated token \"color.neutral-text\""),
            .failing(
                "The deprecation names a replacement that does not exist",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#2D3436" }
                      old-text:
                        $value: "{color.text}"
                        $deprecated: "use color.text.primary"
                    """,
                message: "names no token"),
            .passing(
                "Deprecated, pointing at a token that exists, and unused",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#2D3436" }
                      old-text:
                        $value: "{color.text}"
                        $deprecated: "use color.text"
                    """),
            .failing(
                "In a spec: a property names the deprecated path",
                tokens: """
                    color:
                      $type: color
                      text: { $value: "#2D3436" }
                      neutral-text:
                        $value: "{color.text}"
                        $deprecated: "use color.text"
                    """,
                spec: """
                    #### 1. Title
                    - Color: color.neutral-text
                    """),
        ],
        input: .tokensAndSpecs)

    public static func check(_ context: RuleContext) -> [Finding] {
        let system = context.system
        var findings: [Finding] = []
        func deprecationText(_ token: Token) -> String {
            token.deprecation?.reason.map { ": \($0)" } ?? ""
        }
        for pair in context.contrastPairs {
            let uses: [(ColorReference?, String, SourceRange)] = [
                (pair.foreground, "foreground", pair.declaration.foregroundRange),
                (pair.background, "background", pair.declaration.backgroundRange),
                (pair.over, "over", pair.declaration.overRange ?? pair.declaration.range),
            ]
            for (reference, key, range) in uses {
                guard let path = reference?.token, let token = system[path], token.deprecation != nil else { continue }
                let subject = FindingSubject(
                    tokens: [path],
                    details: [
                        .init("token", path.string), .init("use", "contrastPairs"), .init("foreground", pair.foreground.name),
                        .init("background", pair.background.name),
                    ])
                findings.append(
                    context.finding(
                        description.id, "contrast pair `\(key)` uses deprecated token \"\(path)\"\(deprecationText(token))", at: range,
                        notes: [.init("deprecated here", at: token.range)], fixes: replacementFix(token, system: system), subject: subject))
            }
        }
        if let spec = context.spec {
            for reference in spec.tokenReferences {
                guard let token = system[reference.token], token.deprecation != nil else { continue }
                let subject = FindingSubject(
                    tokens: [reference.token], component: reference.component?.path, file: reference.range.file,
                    details: [.init("token", reference.token.string)])
                findings.append(
                    context.finding(
                        description.id, "uses deprecated token \"\(reference.token)\"\(deprecationText(token))", at: reference.range,
                        notes: [.init("deprecated here", at: token.range)], fixes: replacementFix(token, system: system), subject: subject))
            }
        }
        let deprecated = system.tokens.filter { $0.deprecation?.reason != nil }
        let roots = deprecated.isEmpty ? [] : Set(system.tokens.map(\.path.firstSegment))
        for token in deprecated {
            guard let reason = token.deprecation?.reason else { continue }
            for replacement in mentionedPaths(reason, roots: roots) {
                let subject = FindingSubject(tokens: [token.path], details: [.init("token", token.path.string), .init("replacement", replacement.string)])
                if let target = system[replacement] {
                    guard target.deprecation != nil else { continue }
                    findings.append(
                        context.finding(
                            description.id, "deprecated token \"\(token.path)\" points to \"\(replacement)\", which is deprecated too",
                            at: token.range, notes: [.init("\"\(replacement)\" is deprecated here", at: target.range)], subject: subject))
                } else {
                    var fixes: [FixSuggestion] = []
                    if let close = Suggestion.closest(to: replacement.string, among: system.tokens.map(\.path.string)) {
                        fixes.append(.init(.token, "did you mean `\(close)`?", replacement: close))
                    }
                    findings.append(
                        context.finding(
                            description.id, "deprecated token \"\(token.path)\" points to \"\(replacement)\", which names no token",
                            at: token.range, fixes: fixes, subject: subject))
                }
            }
        }
        return findings
    }

    /// Token-path-looking words in a deprecation message whose first segment is the first
    /// segment of some token (`use color.text.primary (003 naming)` → `color.text.primary`).
    static func mentionedPaths(_ text: String, roots: Set<String>) -> [TokenPath] {
        var paths: [TokenPath] = []
        let separators: Set<Character> = [" ", "\t", "`", "\"", "'", "(", ")", ",", ";", "{", "}", "[", "]"]
        for word in text.split(whereSeparator: { separators.contains($0) }) {
            var candidate = String(word)
            while let last = candidate.last, last == "." || last == ":" { candidate.removeLast() }
            if candidate.hasPrefix("colors.") { candidate = "color." + candidate.dropFirst("colors.".count) }
            let segments = candidate.split(separator: ".", omittingEmptySubsequences: false)
            guard segments.count >= 2, segments.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } }),
                let first = segments.first, roots.contains(String(first))
            else { continue }
            let path = TokenPath(candidate)
            if !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    static func replacementFix(_ token: Token, system: DesignSystem) -> [FixSuggestion] {
        guard let reason = token.deprecation?.reason else { return [] }
        let roots = Set(system.tokens.map(\.path.firstSegment))
        return mentionedPaths(reason, roots: roots).filter { system[$0]?.deprecation == nil && system[$0] != nil }.prefix(1).map {
            FixSuggestion(.token, "use `\($0)`", replacement: $0.string)
        }
    }
}
