import Diagnostics

/// GitHub Actions workflow commands (`--reporter github`), one line per diagnostic, which the
/// runner turns into annotations on the pull request:
/// `::error file=tokens/color.yaml,line=7,col=13,endLine=7,endColumn=30,title=alias/missing::message`.
/// Notes and the hint follow the message on further lines (escaped as `%0A`).
enum GitHubReport {
    static func render(_ report: Report) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var properties: [String] = []
            if !diagnostic.range.isNone {
                properties.append("file=" + property(diagnostic.range.file))
                properties.append("line=\(diagnostic.range.start.line)")
                properties.append("col=\(diagnostic.range.start.column)")
                if diagnostic.range.end.line >= diagnostic.range.start.line, diagnostic.range.end > diagnostic.range.start {
                    properties.append("endLine=\(diagnostic.range.end.line)")
                    properties.append("endColumn=\(diagnostic.range.end.column)")
                }
            }
            properties.append("title=" + property(diagnostic.id))
            var message = diagnostic.message
            for note in diagnostic.notes {
                if let range = note.range, !range.isNone {
                    message += "\nnote (\(range.file):\(range.start)): \(note.message)"
                } else {
                    message += "\nnote: \(note.message)"
                }
            }
            if let hint = diagnostic.hint { message += "\nhint: \(hint)" }
            out += "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
        }
        return out
    }

    /// Escaping for the message part.
    static func data(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// Escaping for `key=value` properties (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
