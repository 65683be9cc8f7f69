import Diagnostics
import XMLAdapter

/// JUnit XML (`--reporter junit`): one test suite, one test case per error or warning (a
/// failure whose type is the severity), named `id: message` under the file as class name.
/// Notes are informational and left out. A clean run has one passing case, so CI views show
/// the check ran. libxml2's writer does the escaping (`XMLWriter`).
enum JUnitReport {
    static func render(_ report: Report) -> String {
        let problems = report.diagnostics.filter { $0.severity != .note }
        let tests = String(max(1, problems.count))
        let counts: [(name: String, value: String)] = [("tests", tests), ("failures", String(problems.count)), ("errors", "0")]
        var cases = problems.map(testCase)
        if problems.isEmpty { cases = [XMLElementValue("testcase", attributes: [("classname", "kiln"), ("name", "kiln check")])] }
        let suite = XMLElementValue("testsuite", attributes: [("name", "kiln check")] + counts + [("skipped", "0")], children: cases)
        let root = XMLElementValue("testsuites", attributes: [("name", "kiln")] + counts, children: [suite])
        do {
            return String(decoding: try XMLWriter.document(root), as: UTF8.self)
        } catch {
            // libxml2 fails to write only when it cannot allocate: say so where CI looks.
            return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<testsuites name=\"kiln\" tests=\"1\" failures=\"0\" errors=\"1\"/>\n"
        }
    }

    private static func testCase(_ diagnostic: Diagnostic) -> XMLElementValue {
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
        let failure = XMLElementValue(
            "failure", attributes: [("type", diagnostic.severity.rawValue), ("message", diagnostic.message)], text: body)
        return XMLElementValue("testcase", attributes: [("classname", file), ("name", diagnostic.id.rawValue + ": " + diagnostic.message)], children: [failure])
    }
}
