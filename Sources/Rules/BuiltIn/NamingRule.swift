import DesignModel
import Diagnostics

/// `tokens/naming`: every segment of every token path follows the naming convention.
public enum NamingRule: Rule {
    public static let description = RuleDescription(
        id: .tokensNaming,
        title: "Token names follow one convention",
        rationale: """
            Token paths become identifiers in Swift, Dart, CSS and JSON; a name with spaces, \
            underscores or mixed conventions converts unpredictably and is hard to find. Each \
            segment of a path must be kebab-case (`coral-hover`) or camelCase (`largeTitle`) by \
            default; `case` narrows that, and `pattern` replaces it with your own regular \
            expression. A group whose name breaks the convention is reported once, not once per \
            token in it.
            """,
        defaultSeverity: .warning,
        options: [
            RuleOption(
                "case", .choice(["either", "kebab", "camel"]), default: .string("either"),
                "Which convention segments follow: `kebab` (lowercase words and digits joined by `-`), `camel` (lowerCamelCase) or `either`."),
            RuleOption(
                "pattern", .regex, default: nil, defaultDescription: "none",
                "A regular expression every segment must match entirely; when set, `case` is ignored."),
        ],
        examples: [
            .passing(
                "kebab-case and camelCase segments",
                tokens: """
                    color:
                      $type: color
                      coral-hover: { $value: "#E65A5A" }
                    typography:
                      $type: dimension
                      largeTitle: { $value: 34pt }
                    """),
            .failing(
                "A segment with a capital letter and an underscore",
                tokens: """
                    color:
                      $type: color
                      Coral_Hover: { $value: "#E65A5A" }
                    """,
                message: "\"Coral_Hover\""),
            .failing(
                "With `case: kebab`, camelCase is reported",
                tokens: """
                    typography:
                      $type: dimension
                      largeTitle: { $value: 34pt }
                    """,
                config: """
                    rules:
                      tokens/naming: { case: kebab }
                    """,
                message: "kebab-case"),
            .failing(
                "With `case: camel`, a segment starting with a capital is not lowerCamelCase",
                tokens: """
                    typography:
                      $type: dimension
                      LargeTitle: { $value: 34pt }
                    """,
                config: """
                    rules:
                      tokens/naming: { case: camel }
                    """,
                message: "\"LargeTitle\""),
            .passing(
                "A custom pattern: segments may start with a digit",
                tokens: """
                    space:
                      $type: dimension
                      2xl: { $value: 48pt }
                    """,
                config: """
                    rules:
                      tokens/naming: { pattern: "[a-z0-9]+" }
                    """),
        ])

    static let kebab = "[a-z0-9]+(-[a-z0-9]+)*"
    static let camel = "[a-z][a-zA-Z0-9]*"

    /// `kebab` on bytes: lowercase letters and digits in runs joined by single hyphens.
    static func isKebab(_ segment: some Sequence<UInt8>) -> Bool {
        var previousWasHyphen = true
        for byte in segment {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): previousWasHyphen = false
            case UInt8(ascii: "-") where !previousWasHyphen: previousWasHyphen = true
            default: return false
            }
        }
        return !previousWasHyphen
    }

    /// True for the segment `$root`, compared on bytes.
    static func isRoot(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        segment.count == 5 && segment[0] == UInt8(ascii: "$") && segment[1] == UInt8(ascii: "r") && segment[2] == UInt8(ascii: "o")
            && segment[3] == UInt8(ascii: "o") && segment[4] == UInt8(ascii: "t")
    }

    /// `camel` on bytes: a lowercase letter, then letters and digits.
    static func isCamel(_ segment: some Sequence<UInt8>) -> Bool {
        var first = true
        for byte in segment {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): break
            // The guard must cover both ranges: "Primary" or "2x" is not camelCase.
            case UInt8(ascii: "A")...UInt8(ascii: "Z") where !first, UInt8(ascii: "0")...UInt8(ascii: "9") where !first: break
            default: return false
            }
            first = false
        }
        return !first
    }

    // Whole: one pass over the token paths with the chosen convention; the byte matchers, verdict cache and offences are locals every step shares.
    public static func check(_ context: RuleContext) -> [Finding] {
        let convention = context.options.string("case") ?? "either"
        let custom = context.options.string("pattern")
        let expected: String
        let patterns: [String]
        if let custom {
            patterns = [custom]
            expected = "match `\(custom)`"
        } else {
            switch convention {
            case "kebab": (patterns, expected) = ([kebab], "be kebab-case")
            case "camel": (patterns, expected) = ([camel], "be camelCase")
            default: (patterns, expected) = ([kebab, camel], "be kebab-case or camelCase")
            }
        }
        // Compiled only for a custom pattern: the built-in conventions are checked on bytes.
        guard let regexes = try? (custom == nil ? [] : patterns.map({ try Regex($0) })) else { return [] }
        var verdicts: [String: Bool] = [:]
        // Decided once: this runs for every segment of every token path.
        let builtIn = custom == nil
        let allowsKebab = convention != "camel"
        let allowsCamel = convention != "kebab"
        func matches(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
            // The built-in conventions are checked on bytes (cheaper than a cache lookup);
            // custom patterns by regex, once per distinct segment.
            if builtIn {
                return (allowsKebab && isKebab(segment)) || (allowsCamel && isCamel(segment))
            }
            let text = String(decoding: segment, as: UTF8.self)
            if let known = verdicts[text] { return known }
            let result = regexes.contains { (try? $0.wholeMatch(in: text)) != nil }
            verdicts[text] = result
            return result
        }
        /// The index of the first segment of `path` that breaks the convention, read in place:
        /// most tokens pass, and then nothing is allocated.
        func firstOffence(in path: String) -> Int? {
            var path = path
            return path.withUTF8 { bytes in
                var segment = 0
                var start = 0
                for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
                    let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    // `$root` is DTCG's name for a group's own value, not an author's choice.
                    if !isRoot(part), !matches(part) { return segment }
                    segment += 1
                    start = end + 1
                }
                return nil
            }
        }

        struct Offence {
            var prefix: [String]
            var tokens: [Token]
        }
        var offences: [String: Offence] = [:]
        // By index, reading only the path: `for token in tokens` copies every token (a retain
        // and release per field), which would be most of this rule's time on passing tokens.
        let tokens = context.system.tokens
        for offset in tokens.indices {
            guard let index = firstOffence(in: tokens[offset].path.string) else { continue }
            let token = tokens[offset]
            let prefix = Array(token.path.segments[...index])
            offences[prefix.joined(separator: "."), default: Offence(prefix: prefix, tokens: [])].tokens.append(token)
        }
        return offences.keys.sorted().compactMap { key in
            guard let offence = offences[key], let segment = offence.prefix.last else { return nil }
            let tokens = offence.tokens.sorted { $0.range < $1.range }
            guard let first = tokens.first else { return nil }
            let isGroup = offence.prefix.count < first.path.segments.count
            let what = isGroup ? "group \"\(key)\" (\(tokens.count) token\(tokens.count == 1 ? "" : "s"))" : "token \"\(key)\""
            var fixes: [FixSuggestion] = []
            if custom == nil, let better = suggestion(for: segment, convention: convention), better != segment {
                fixes.append(.init(.text, "rename it to \"\(better)\"", replacement: better))
            }
            return context.finding(
                description.diagnosticID, "segment \"\(segment)\" of \(what) should \(expected)", at: first.range, fixes: fixes,
                subject: FindingSubject(tokens: tokens.map(\.path), details: [.init("path", key)]))
        }
    }

    /// The segment rewritten in the convention: words split at humps, `_`, `-`, spaces.
    static func suggestion(for segment: String, convention: String) -> String? {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in segment {
            if character == "_" || character == "-" || character == " " || character == "." {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            guard character.isLetter || character.isNumber, character.isASCII else { continue }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }
        let lower = words.map { $0.lowercased() }
        let useCamel = convention == "camel" || (convention == "either" && segment.contains { $0.isUppercase } && !segment.contains("_") && !segment.contains("-"))
        if useCamel {
            return lower[0] + lower.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        return lower.joined(separator: "-")
    }
}
