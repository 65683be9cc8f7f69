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
        var lookup = sources.lookup()
        for diagnostic in diagnostics {
            out += render(diagnostic, lines: &lookup)
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
        var lookup = sources.lookup()
        return render(diagnostic, lines: &lookup)
    }

    private func render(_ diagnostic: Diagnostic, lines: inout SourceLines.Lookup) -> String {
        var out = ""
        let location = diagnostic.range.isNone ? "kiln" : "\(diagnostic.range.file):\(diagnostic.range.start)"
        out += bold(location + ":") + " " + severityLabel(diagnostic.severity) + " "
            + bold(Self.sanitized(diagnostic.message)) + " [\(diagnostic.id)]\n"
        if showSource { out += codeFrame(diagnostic.range, lines: &lines) }
        for note in diagnostic.notes {
            if let range = note.range, !range.isNone {
                out += "\(range.file):\(range.start): " + paint("note:", code: "36") + " \(Self.sanitized(note.message))\n"
                if showSource { out += codeFrame(range, lines: &lines) }
            } else {
                out += "    = " + paint("note:", code: "36") + " \(Self.sanitized(note.message))\n"
            }
        }
        if let hint = diagnostic.hint {
            out += "    = " + paint("hint:", code: "32") + " \(Self.sanitized(hint))\n"
        }
        return out
    }

    /// Source lines longer than this are shown as a window around the caret.
    static let frameWidth = 160

    private func codeFrame(_ range: SourceRange, lines: inout SourceLines.Lookup) -> String {
        guard !range.isNone, let text = lines.line(range.start.line, of: range.file) else { return "" }
        let number = String(range.start.line)
        let gutter = String(repeating: " ", count: number.count)
        // Columns count scalars; tabs are shown as one space and control or bidirectional
        // characters as one U+FFFD, so the caret stays aligned and the terminal stays safe.
        let scalars = text.unicodeScalars.map { $0 == "\t" ? " " : (Self.isUnsafe($0) ? "\u{FFFD}" : $0) }
        let caretColumn = max(1, min(range.start.column, scalars.count + 1))
        var width = 1
        if range.end.line == range.start.line, range.end.column > range.start.column {
            width = min(range.end.column - range.start.column, max(1, scalars.count + 1 - caretColumn))
        }
        // A 60,000-character line (minified JSON) is cut to a window around the caret.
        var first = 0
        var last = scalars.count
        if scalars.count > Self.frameWidth {
            first = max(0, min(caretColumn - 1 - Self.frameWidth / 4, scalars.count - Self.frameWidth))
            last = min(scalars.count, first + Self.frameWidth)
        }
        let lead = first > 0 ? "…" : ""
        // A whole line with nothing replaced is shown as it is, not rebuilt scalar by scalar.
        let whole = first == 0 && last == scalars.count && !text.unicodeScalars.contains { $0 == "\t" || Self.isUnsafe($0) }
        let shown = whole ? String(text) : lead + String(String.UnicodeScalarView(scalars[first..<last])) + (last < scalars.count ? "…" : "")
        let padding = caretColumn - 1 - first + lead.count
        width = max(1, min(width, last - (caretColumn - 1)))
        let marker = "^" + String(repeating: "~", count: max(0, width - 1))
        return " \(number) | \(shown)\n \(gutter) | " + String(repeating: " ", count: padding)
            + paint(marker, code: "32") + "\n"
    }

    /// C0/C1 controls (escape sequences), DEL and the bidirectional controls (Trojan Source).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with its unsafe characters replaced by U+FFFD (newlines and tabs are kept): for
    /// names from project files printed to a terminal.
    public static func sanitized(_ text: String) -> String {
        func replace(_ scalar: Unicode.Scalar) -> Bool { scalar != "\n" && scalar != "\t" && isUnsafe(scalar) }
        guard text.unicodeScalars.contains(where: replace) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { replace($0) ? "\u{FFFD}" : $0 }))
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


