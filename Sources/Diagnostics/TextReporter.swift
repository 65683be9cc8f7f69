/// Prints diagnostics the way compilers do, so editors and terminals can jump to them:
///
///     tokens/color.yaml:12:14: error: alias "{color.primray}" names no token [alias/missing]
///        12 |     $value: "{color.primray}"
///           |              ^~~~~~~~~~~~~~~~
///        = hint: did you mean `color.primary`?
///
/// Colors (ANSI) only when asked, i.e. when standard error is a terminal.
public struct TextReporter: Sendable {
    public var useColor: Bool
    public var showSource: Bool

    public init(useColor: Bool = false, showSource: Bool = true) {
        self.useColor = useColor
        self.showSource = showSource
    }

    public func render(_ diagnostics: [Diagnostic], sources: SourceLines) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += render(diagnostic, sources: sources)
        }
        if !diagnostics.isEmpty { out += summary(diagnostics) + "\n" }
        return out
    }

    public func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.filter { $0.severity == .note }.count
        var parts = [plural(errors, "error"), plural(warnings, "warning")]
        if notes > 0 { parts.append(plural(notes, "note")) }
        return parts.joined(separator: ", ")
    }

    public func render(_ diagnostic: Diagnostic, sources: SourceLines) -> String {
        var out = ""
        let location = diagnostic.range.isNone ? "kiln" : "\(diagnostic.range.file):\(diagnostic.range.start)"
        out += bold(location + ":") + " " + severityLabel(diagnostic.severity) + " "
            + bold(diagnostic.message) + " [\(diagnostic.id)]\n"
        if showSource { out += codeFrame(diagnostic.range, sources: sources) }
        for note in diagnostic.notes {
            if let range = note.range, !range.isNone {
                out += "\(range.file):\(range.start): " + paint("note:", code: "36") + " \(note.message)\n"
                if showSource { out += codeFrame(range, sources: sources) }
            } else {
                out += "    = " + paint("note:", code: "36") + " \(note.message)\n"
            }
        }
        if let hint = diagnostic.hint {
            out += "    = " + paint("hint:", code: "32") + " \(hint)\n"
        }
        return out
    }

    private func codeFrame(_ range: SourceRange, sources: SourceLines) -> String {
        guard !range.isNone, let text = sources.line(range.start.line, of: range.file) else { return "" }
        let number = String(range.start.line)
        let gutter = String(repeating: " ", count: number.count)
        let shown = text.replacingTabs()
        let scalars = Array(text.unicodeScalars)
        // Columns count scalars; tabs are shown as one space so the caret stays aligned.
        let caretColumn = max(1, min(range.start.column, scalars.count + 1))
        var width = 1
        if range.end.line == range.start.line, range.end.column > range.start.column {
            width = min(range.end.column - range.start.column, max(1, scalars.count + 1 - caretColumn))
        }
        let marker = "^" + String(repeating: "~", count: max(0, width - 1))
        return " \(number) | \(shown)\n \(gutter) | " + String(repeating: " ", count: caretColumn - 1)
            + paint(marker, code: "32") + "\n"
    }

    private func severityLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error:", code: "31")
        case .warning: paint("warning:", code: "33")
        case .note: paint("note:", code: "36")
        }
    }

    private func bold(_ text: String) -> String { paint(text, code: "1") }

    private func paint(_ text: String, code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\t" ? " " : $0 }))
    }
}
