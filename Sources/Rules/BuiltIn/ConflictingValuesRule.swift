import DesignModel
import Diagnostics

/// `spec/conflicting-values`: a text style or color that two places (in one document or in
/// several) state with different values is one finding naming every place and value.
public enum ConflictingValuesRule: Rule {
    public static let description = RuleDescription(
        id: .specConflictingValues,
        title: "A style or color is stated the same way everywhere",
        rationale: """
            Specs restate token values next to the places that use them \
            (`typography.subheadline (15pt regular)`, a token table's `#D63031`). When two places \
            state different values for the same token — one document says 15pt, another 16pt — \
            developers implement whichever they read, and the screens drift apart. Kiln collects \
            every stated value of each token (per mode, for `.light`/`.dark` references) across \
            all spec documents and reports each token stated two ways once, at its first place, \
            listing every value with its places (a note at each). Differences from the token file \
            are `spec/token-drift`.
            """,
        defaultSeverity: .warning,
        examples: [
            .passing(
                "The same size stated in two places",
                tokens: tokens,
                spec: """
                    ## Design Tokens Used

                    Typography:
                    - typography.subheadline (15pt regular) - loading message
                    - typography.subheadline (15pt regular) - card subtitle
                    """),
            .failing(
                "Subheadline stated as 15pt in one place and 16pt in another",
                tokens: tokens,
                spec: """
                    ## Design Tokens Used

                    Typography:
                    - typography.subheadline (15pt regular) - loading message
                    - typography.subheadline (16pt regular) - card subtitle
                    """,
                message: "stated two ways: 15pt regular"),
            .passing(
                "A color's light value on one line and its dark value on the next",
                tokens: """
                    color:
                      $type: color
                      surface:
                        $value: "#F9FAFB"
                        $extensions: { mode: { dark: "#2C3135" } }
                    """,
                spec: """
                    ## Sheet

                    - Fill: color.surface (#F9FAFB in light)
                    - Fill: color.surface (#2C3135 in dark)
                    """),
        ],
        input: .specs)

    static let tokens = """
        typography:
          $type: typography
          subheadline: { $value: { fontFamily: "SF Pro Text", fontSize: "15pt", fontWeight: 400 } }
        """

    /// The stated value compared: case, spacing and a trailing usage note in parentheses
    /// (`100ms (button press)`) do not matter.
    static func normalized(_ stated: String) -> String { display(stated).lowercased() }

    /// The value as shown: as written, without a trailing usage note in parentheses.
    static func display(_ stated: String) -> String {
        var text = Substring(stated)
        while text.last?.isWhitespace == true { text = text.dropLast() }
        if text.hasSuffix(")"), let open = text.firstIndex(of: "("), open != text.startIndex {
            text = text[..<open]
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `specs/a.md:3, 9; specs/b.md:12`.
    static func places(_ values: [SpecFact.StatedValue]) -> String {
        var files: [String] = []
        var lines: [String: [String]] = [:]
        for value in values {
            if lines[value.range.file] == nil { files.append(value.range.file) }
            lines[value.range.file, default: []].append(String(value.range.start.line))
        }
        return files.map { "\($0):\(lines[$0, default: []].joined(separator: ", "))" }.joined(separator: "; ")
    }

    /// Values stated per mode (`#F9FAFB / ?` on a light line, `? / #2C3135` on a dark one) that
    /// agree wherever both state a mode: one statement written over two lines, not a conflict.
    /// A single value beside values of the other modes only (`#FFFFFF` on one row, `? / #1A1D1F`
    /// on the next, marked `(dark)`) is the first mode's.
    static func complementary(_ forms: [String]) -> Bool {
        var split = forms.map { $0.split(separator: " / ", omittingEmptySubsequences: false).map(String.init) }
        let width = split.map(\.count).max() ?? 1
        if width > 1, split.allSatisfy({ $0.count == 1 || $0.first == "?" }) {
            split = split.map { $0.count == 1 ? $0 + Array(repeating: "?", count: width - 1) : $0 }
        }
        guard split.allSatisfy({ $0.count > 1 && $0.count == split[0].count }) else { return false }
        for index in split[0].indices {
            let stated = Set(split.map { $0[index] }.filter { $0 != "?" })
            if stated.count > 1 { return false }
        }
        return true
    }

    public static func check(_ context: RuleContext) -> [Finding] {
        guard let spec = context.spec else { return [] }
        var order: [String] = []
        var groups: [String: [SpecFact.StatedValue]] = [:]
        for value in spec.statedValues {
            let key = value.token.string + "\u{0}" + (value.mode ?? "")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(value)
        }
        var findings: [Finding] = []
        for key in order {
            guard let values = groups[key] else { continue }
            let sorted = values.sorted { lhs, rhs in
                lhs.range.file != rhs.range.file ? lhs.range.file < rhs.range.file : lhs.range.start < rhs.range.start
            }
            var variants: [String] = []
            var places: [String: [SpecFact.StatedValue]] = [:]
            for value in sorted {
                let form = normalized(value.stated)
                if places[form] == nil { variants.append(form) }
                places[form, default: []].append(value)
            }
            guard variants.count > 1, !Self.complementary(variants), let first = sorted.first else { continue }
            let mode = first.mode.map { " in \($0) mode" } ?? ""
            let listed = variants.map { form in
                let values = places[form] ?? []
                return "\(values.first.map { display($0.stated) } ?? form) (\(Self.places(values)))"
            }
            let message = "\"\(first.token)\" is stated \(variants.count == 2 ? "two" : "\(variants.count)") ways\(mode): "
                + listed.joined(separator: variants.count == 2 ? " and " : "; ")
            var notes: [Diagnostic.Note] = sorted.dropFirst().map { .init("stated as \($0.stated) here", at: $0.range) }
            if let token = context.system[first.token] {
                notes.append(.init("\"\(first.token)\" is defined here", at: token.range))
            }
            var subject = FindingSubject(tokens: [first.token])
            subject.details.append(.init("token", first.token.string))
            if let mode = first.mode { subject.details.append(.init("mode", mode)) }
            findings.append(
                context.finding(
                    description.diagnosticID, message, at: first.range, notes: notes,
                    fixes: [FixSuggestion(.text, "state one value everywhere (or refer to the token without restating it)")],
                    subject: subject))
        }
        return findings
    }
}
