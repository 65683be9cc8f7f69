import DesignModel
import Diagnostics

/// `spec/cross-document-conflict`: one component kind or one named color described differently
/// in two places (usually two documents) is one finding naming every place and value.
public enum CrossDocumentConflictRule: Rule {
    public static let description = RuleDescription(
        id: .specCrossDocumentConflict,
        title: "A component or named color is described the same way in every document",
        rationale: """
            Screen specs and the component library describe the same things: a screen's Cancel button is \
            a `Component: Text Button`, the library has a Text Button; both documents name "Off-White" \
            and write its hex. When they disagree (the library's text button is Headline 17pt semibold, \
            the screens' are 16pt regular; one document gives Primary Coral one value, another a \
            light/dark pair), developers build whichever they read. Kiln identifies the same thing \
            across documents — a component by the catalog component it refers to (`Component:`), or by a \
            name (or a kind synonym: a "Text link button" is a Text Button) only one catalog component \
            has; a color by its name (`Coral` is Primary Coral when the tokens say so; `Primary Coral \
            Adjusted` is Primary Coral in another mode) or by the named color a token path leads to — \
            and compares what each place states: a component's own typography (size and weight, \
            completed from a named text style), height, size, corner radius, placeholder color and how it \
            looks disabled (the whole element faded to an opacity, `Disabled: 40% opacity`, is not a \
            disabled background, `Background: Disabled: Light Gray`; a disabled background with its own \
            opacity is not compared); a \
            color's value per mode, where a single value counts for every mode; one name written with \
            literals of two different tokens names two colors; a variant-table color one document says changes in dark \
            mode without values while another gives one value for every mode conflicts too. Each conflicting fact is one finding at \
            its first place, listing every value with its places, with a note at each other place. \
            Intentional variants are not compared: values given for a state, device, orientation or \
            variant row; components whose name or kind, or values whose words, say compact, small, mini, \
            large, dense, condensed, expanded or collapsed; sizes with a note naming another part \
            (`24×24pt icon`). A color name of two or more words used in two or more documents without a \
            value in any of them is reported too: a reader of the documents cannot tell what it is (the \
            token file may know). Token-table rows that contradict each other are `spec/conflicting- \
            values`. The severity is warning: Kiln cannot tell which place is right, and a team may \
            decide a difference is intended (suppress it then).
            """,
        defaultSeverity: .warning,
        examples: [
            .passing(
                "Off-White written with the same hex in two places",
                tokens: tokens,
                spec: """
                    ## Screen 1: Home

                    ### Card
                    - Background: Off-White (#F9FAFB)

                    ### Sheet
                    - Background:
                      - Light Mode: Off-White (#F9FAFB)
                      - Dark Mode: Elevated Surface (#2C3135)
                    """),
            .failing(
                "Off-White written as two different hexes",
                tokens: tokens,
                spec: """
                    ## Screen 1: Home

                    ### Card
                    - Background: Off-White (#F9FAFB)

                    ### Caption
                    - Text: "Saved"
                    - Color:
                      - Light Mode: Off-White (#F5F6FA)
                      - Dark Mode: Charcoal (#2D3436)
                    """,
                message: "\"Off-White\" is stated two ways in \"light\" mode: #F9FAFB"),
        ],
        input: .specs)

    static let tokens = """
        color:
          $type: color
          off-white: { $value: "#F9FAFB", $extensions: { kiln: { name: "Off-White" } } }
          elevated-surface: { $value: "#2C3135", $extensions: { kiln: { name: "Elevated Surface" } } }
          charcoal: { $value: "#2D3436", $extensions: { kiln: { name: "Charcoal" } } }
        """

    typealias Statement = SpecFact.Statement

    /// `specs/a.md:3, 9; specs/b.md:12`.
    static func places(_ statements: [Statement]) -> String {
        var files: [String] = []
        var lines: [String: [String]] = [:]
        for statement in statements {
            let line = String(statement.range.start.line)
            if lines[statement.range.file] == nil { files.append(statement.range.file) }
            if lines[statement.range.file]?.contains(line) != true { lines[statement.range.file, default: []].append(line) }
        }
        return files.map { "\($0):\(lines[$0, default: []].joined(separator: ", "))" }.joined(separator: "; ")
    }

    static func ordered(_ statements: [Statement]) -> [Statement] {
        statements.sorted { lhs, rhs in
            lhs.range.file != rhs.range.file ? lhs.range.file < rhs.range.file : lhs.range.start < rhs.range.start
        }
    }

    /// One note per other line (a line stating two modes is one place).
    static func notes(_ statements: [Statement], _ first: Statement, _ say: (Statement) -> String) -> [Diagnostic.Note] {
        var seen: Set<String> = ["\(first.range.file):\(first.range.start.line)"]
        var out: [Diagnostic.Note] = []
        for statement in statements where seen.insert("\(statement.range.file):\(statement.range.start.line)").inserted {
            out.append(.init(say(statement), at: statement.range))
        }
        return out
    }

    static func count(_ n: Int) -> String { n == 2 ? "two" : n == 3 ? "three" : "\(n)" }

    public static func check(_ context: RuleContext) -> [Finding] {
        guard let spec = context.spec else { return [] }
        var order: [String] = []
        var groups: [String: [Statement]] = [:]
        for statement in spec.statements {
            let key = statement.subject == .component ? statement.key + "\u{0}" + statement.property : statement.key
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(statement)
        }
        var findings: [Finding] = []
        for key in order {
            guard let statements = groups[key].map(ordered), let first = statements.first else { continue }
            switch first.subject {
            case .component: findings += componentFindings(statements, context)
            case .color: findings += colorFindings(statements, context)
            }
        }
        return findings
    }

    /// Values with the same size where one leaves the weight out (`16pt` and `16pt regular`)
    /// are one value: the shorter says less, not something else.
    static func merged(_ values: [String]) -> [String: String] {
        var canonical: [String: String] = [:]
        for value in values {
            let longer = values.filter { $0 != value && $0.hasPrefix(value + " ") }
            canonical[value] = longer.count == 1 ? longer[0] : value
        }
        return canonical
    }

    static func componentFindings(_ statements: [Statement], _ context: RuleContext) -> [Finding] {
        guard let first = statements.first else { return [] }
        let canonical = merged(statements.compactMap(\.value))
        var forms: [String] = []
        var places: [String: [Statement]] = [:]
        for statement in statements {
            guard let value = statement.value.map({ canonical[$0] ?? $0 }) else { continue }
            if places[value] == nil { forms.append(value) }
            places[value, default: []].append(statement)
        }
        guard forms.count > 1 else { return [] }
        let listed = forms.map { "\($0) (\(Self.places(places[$0] ?? [])))" }
        let message = "\"\(first.name)\" is stated with \(count(forms.count)) \"\(first.property)\" values: "
            + listed.joined(separator: forms.count == 2 ? " and " : "; ")
        var notes = Self.notes(statements, first) { statement in
            "\(statement.component ?? first.name): \(first.property) \(statement.value.map { canonical[$0] ?? $0 } ?? "?") here"
        }
        // Where a node's kind comes from a value's words rather than its name or `Component:`.
        for statement in statements {
            guard let identified = statement.identifiedAt, identified.start.line != statement.range.start.line else { continue }
            notes.append(.init("\(statement.component ?? "this node") is taken to be a \(first.name) because of this line", at: identified))
        }
        var subject = FindingSubject(file: first.range.file)
        subject.details = [.init("component-kind", first.name), .init("property", first.property)]
        return [
            context.finding(
                description.diagnosticID, message, at: first.range, notes: notes,
                fixes: [FixSuggestion(.text, "state one \(first.property) for \"\(first.name)\" in every document, or name the variant (compact, large, …) where the difference is intended")],
                subject: subject)
        ]
    }

    static func colorFindings(_ statements: [Statement], _ context: RuleContext) -> [Finding] {
        guard let first = statements.first else { return [] }
        let valued = statements.filter { $0.value != nil }
        if valued.isEmpty {
            // Across documents only: within one, the token file is where the value lives.
            let files = Set(statements.map(\.range.file)).count
            guard files > 1 else { return [] }
            let message = "\"\(first.name)\" is named in \(count(files)) documents but none states its value (\(places(statements)))"
            let notes = Self.notes(statements, first) { _ in "\"\(first.name)\" named here without a value" }
            var subject = FindingSubject(file: first.range.file)
            subject.details = [.init("color", first.name), .init("property", "no value")]
            return [
                context.finding(
                    description.diagnosticID, message, at: first.range, notes: notes,
                    fixes: [FixSuggestion(.text, "give \"\(first.name)\" a value where it is first used (or add a token named so)")],
                    subject: subject)
            ]
        }
        // Token-table rows that contradict each other are spec/conflicting-values.
        if valued.allSatisfy({ $0.property == "token table" }) { return [] }
        var modes: [String] = []
        for mode in context.modes + valued.compactMap(\.mode) where !modes.contains(mode) { modes.append(mode) }
        var findings: [Finding] = []
        for mode in modes {
            let applying = valued.filter { $0.mode == nil || $0.mode == mode }
            var forms: [String] = []
            var places: [String: [Statement]] = [:]
            for statement in applying {
                guard let value = statement.value else { continue }
                if places[value] == nil { forms.append(value) }
                places[value, default: []].append(statement)
            }
            guard forms.count > 1, let firstPlace = applying.first else { continue }
            if applying.allSatisfy({ $0.property == "token table" }) { continue }
            let listed = forms.map { form -> String in
                let statements = places[form] ?? []
                let single = statements.filter { $0.mode == nil }
                let perMode = statements.filter { $0.mode != nil }
                var parts: [String] = []
                if !perMode.isEmpty { parts.append(Self.places(perMode)) }
                if !single.isEmpty { parts.append("one value for every mode: " + Self.places(single)) }
                return "\(form) (\(parts.joined(separator: "; ")))"
            }
            let message = "\"\(first.name)\" is stated \(count(forms.count)) ways in \"\(mode)\" mode: "
                + listed.joined(separator: forms.count == 2 ? " and " : "; ")
            let notes = Self.notes(applying, firstPlace) { statement in
                let how = statement.mode == nil ? "as \(statement.value ?? "?") for every mode" : "as \(statement.value ?? "?") in \(mode) mode"
                return "\"\(first.name)\" stated \(how) here"
            }
            var subject = FindingSubject(file: firstPlace.range.file)
            subject.details = [.init("color", first.name), .init("mode", mode)]
            findings.append(
                context.finding(
                    description.diagnosticID, message, at: firstPlace.range, notes: notes,
                    fixes: [FixSuggestion(.text, "state one value of \"\(first.name)\" per mode everywhere (or give the other color its own name)")],
                    subject: subject))
        }
        if findings.isEmpty { findings += twoColorFindings(valued, context) }
        return findings
    }

    /// One name whose stated values pick different tokens (`Off-White (#F9FAFB)` is the surface
    /// color, `Off-White (#F5F6FA)` the text color): the name stands for two colors, even when
    /// each mode happens to use only one of them.
    static func twoColorFindings(_ valued: [Statement], _ context: RuleContext) -> [Finding] {
        guard let first = valued.first else { return [] }
        var tokens: [TokenPath] = []
        var places: [TokenPath: [Statement]] = [:]
        for statement in valued {
            guard let token = statement.token else { continue }
            if places[token] == nil { tokens.append(token) }
            places[token, default: []].append(statement)
        }
        guard tokens.count > 1 else { return [] }
        let listed = tokens.map { token -> String in
            let statements = places[token] ?? []
            let values = Array(Set(statements.compactMap(\.value))).sorted().joined(separator: ", ")
            return "\(values) = \(token) (\(Self.places(statements)))"
        }
        let message = "\"\(first.name)\" names \(count(tokens.count)) different colors: " + listed.joined(separator: tokens.count == 2 ? " and " : "; ")
        let notes = Self.notes(valued, first) { statement in
            "\"\(first.name)\" stated as \(statement.value ?? "?")\(statement.mode.map { " in \($0) mode" } ?? "") here"
        }
        var subject = FindingSubject(tokens: tokens, file: first.range.file)
        subject.details = [.init("color", first.name), .init("property", "two colors")]
        return [
            context.finding(
                description.diagnosticID, message, at: first.range, notes: notes,
                fixes: [FixSuggestion(.text, "give each color its own name (as the tokens do: \(tokens.map(\.string).joined(separator: ", ")))")],
                subject: subject)
        ]
    }
}
