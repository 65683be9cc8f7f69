import Diagnostics
import Rules
import YAMLSource

/// The reviewed file of known findings (`kiln-baseline.yaml`): `kiln check` fails only on
/// findings not in it, and reports entries that no longer occur.
///
/// Entries are matched by fingerprint — the rule id plus the finding's subject (tokens,
/// component, mode, state, device), never a line number — so editing unrelated lines does not
/// churn the file. The file is YAML, sorted by fingerprint, written deterministically:
///
/// ```yaml
/// version: 1
/// findings:
///   - fingerprint: "palette/distinguishable palette=color.emotion first=color.emotion.happy second=color.emotion.frustrated"
///     message: "…"           # for reviewers; not matched
///   - fingerprint: "…"
///     count: 2               # when the same fingerprint occurs more than once
/// ```
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var fingerprint: String
        public var count: Int
        public var message: String?
        /// Where the entry is written (for stale-entry notes).
        public var range: SourceRange

        public init(fingerprint: String, count: Int = 1, message: String? = nil, range: SourceRange = .none) {
            self.fingerprint = fingerprint
            self.count = count
            self.message = message
            self.range = range
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    public static let version = 1

    /// Entries for `findings`: one per fingerprint, with its count and the first message, sorted.
    public init(findings: [Finding]) {
        var counts: [String: (count: Int, message: String)] = [:]
        for finding in Finding.sortedForOutput(findings) {
            counts[finding.fingerprint, default: (0, finding.message)].count += 1
        }
        entries = counts.keys.sorted().map { Entry(fingerprint: $0, count: counts[$0]!.count, message: counts[$0]!.message) }
    }

    // MARK: reading

    /// Parses a baseline file; problems are `config/baseline` errors (exit code 2).
    public static func parse(_ file: SourceFile, diagnostics: inout [Diagnostic]) -> Baseline {
        let parsed = YAMLParser().parse(file.text, file: file.path)
        diagnostics.append(
            contentsOf: parsed.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.id = "config/baseline"
                return diagnostic
            })
        guard let root = parsed.root, !root.isNull else { return Baseline() }
        func fail(_ message: String, _ range: SourceRange) {
            diagnostics.append(.error("config/baseline", message, at: range, hint: "regenerate it with `kiln check --update-baseline`"))
        }
        guard let pairs = root.pairs else {
            fail("the baseline must be a mapping with `version` and `findings`, found \(root.kindDescription)", root.range)
            return Baseline()
        }
        var baseline = Baseline()
        for pair in pairs {
            switch pair.name {
            case "version":
                if pair.value.number != Double(version) {
                    fail("unsupported baseline version \(pair.value.kindDescription); this kiln reads version \(version)", pair.value.range)
                }
            case "findings":
                if pair.value.isNull { continue }
                guard let items = pair.value.items else {
                    fail("`findings` must be a list, found \(pair.value.kindDescription)", pair.value.range)
                    continue
                }
                for item in items {
                    guard let fields = item.pairs else {
                        fail("each baseline entry must be a mapping with `fingerprint`, found \(item.kindDescription)", item.range)
                        continue
                    }
                    var entry = Entry(fingerprint: "", range: item.range)
                    for field in fields {
                        switch field.name {
                        case "fingerprint":
                            guard let text = field.value.scalar?.value, !field.value.isNull else {
                                fail("`fingerprint` must be text, found \(field.value.kindDescription)", field.value.range)
                                continue
                            }
                            entry.fingerprint = text
                            entry.range = field.value.range
                        case "count":
                            guard let number = field.value.number, number >= 1, number.rounded() == number else {
                                fail("`count` must be a whole number of at least 1, found \(field.value.kindDescription)", field.value.range)
                                continue
                            }
                            entry.count = Int(number)
                        case "message":
                            entry.message = field.value.scalar?.value
                        default:
                            fail("unknown baseline entry setting \"\(field.name)\"; allowed: `fingerprint`, `count`, `message`", field.key.range)
                        }
                    }
                    if entry.fingerprint.isEmpty {
                        fail("baseline entry has no `fingerprint`", item.range)
                        continue
                    }
                    baseline.entries.append(entry)
                }
            default:
                fail("unknown baseline setting \"\(pair.name)\"; allowed: `version`, `findings`", pair.key.range)
            }
        }
        return baseline
    }

    // MARK: applying

    /// Splits findings into new ones and ones the baseline accepts, and lists the entries
    /// (or the part of an entry's count) that matched nothing.
    public func apply(to findings: [Finding]) -> (new: [Finding], accepted: [Finding], stale: [Entry]) {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[entry.fingerprint, default: 0] += entry.count }
        var new: [Finding] = []
        var accepted: [Finding] = []
        for finding in Finding.sortedForOutput(findings) {
            if let left = remaining[finding.fingerprint], left > 0 {
                remaining[finding.fingerprint] = left - 1
                accepted.append(finding)
            } else {
                new.append(finding)
            }
        }
        var stale: [Entry] = []
        for entry in entries {
            guard let left = remaining[entry.fingerprint], left > 0 else { continue }
            var unmatched = entry
            unmatched.count = min(left, entry.count)
            remaining[entry.fingerprint] = left - unmatched.count
            stale.append(unmatched)
        }
        return (new, accepted, stale)
    }

    // MARK: writing

    /// The file's text: a header saying what it is, then the entries in fingerprint order.
    public func render() -> String {
        var out = """
            # Kiln baseline: findings accepted as known, so `kiln check` fails only on new ones and
            # reports entries that no longer occur. Written by `kiln check --update-baseline`;
            # review changes to it like code. Entries match findings by fingerprint (rule + subject:
            # tokens, component, mode, state, device; never line numbers); `message` is for reading.
            version: \(Self.version)

            """
        if entries.isEmpty { return out + "findings: []\n" }
        out += "findings:\n"
        for entry in entries.sorted(by: { $0.fingerprint < $1.fingerprint }) {
            out += "  - fingerprint: \(Self.quoted(entry.fingerprint))\n"
            if entry.count != 1 { out += "    count: \(entry.count)\n" }
            if let message = entry.message { out += "    message: \(Self.quoted(message))\n" }
        }
        return out
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\x" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
