import Diagnostics

/// JUnit XML (`--reporter junit`): one test suite, one test case per error or warning (a
/// failure whose type is the severity), named `id: message` under the file as class name.
/// Notes are informational and left out. A clean run has one passing case, so CI views show
/// the check ran.
enum JUnitReport {
    static func render(_ report: Report) -> String {
        let problems = report.diagnostics.filter { $0.severity != .note }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let tests = max(1, problems.count)
        out += "<testsuites name=\"kiln\" tests=\"\(tests)\" failures=\"\(problems.count)\" errors=\"0\">\n"
        out += "  <testsuite name=\"kiln check\" tests=\"\(tests)\" failures=\"\(problems.count)\" errors=\"0\" skipped=\"0\">\n"
        if problems.isEmpty {
            out += "    <testcase classname=\"kiln\" name=\"kiln check\"/>\n"
        }
        for diagnostic in problems {
            let file = diagnostic.range.isNone ? "kiln" : diagnostic.range.file
            let location = diagnostic.range.isNone ? "kiln" : "\(diagnostic.range.file):\(diagnostic.range.start)"
            var body = "\(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
            for note in diagnostic.notes {
                if let range = note.range, !range.isNone {
                    body += "\n\(range.file):\(range.start): note: \(note.message)"
                } else {
                    body += "\n  note: \(note.message)"
                }
            }
            if let hint = diagnostic.hint { body += "\n  hint: \(hint)" }
            out += "    <testcase classname=\"\(escape(file))\" name=\"\(escape(diagnostic.id + ": " + diagnostic.message))\">\n"
            out += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(escape(diagnostic.message))\">\(escape(body))</failure>\n"
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default:
                // XML 1.0 cannot carry other control characters at all.
                if scalar.value < 0x20 { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
