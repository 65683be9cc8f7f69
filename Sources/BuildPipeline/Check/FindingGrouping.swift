import Diagnostics
import Rules
import SpecParser

/// Less noise, nothing lost (issue 19 item 9):
/// - an icon whose contrast finding draws exactly the pair (colors, modes, state) of its label's
///   finding in the same component is folded into the label's finding, which names the icon and
///   keeps its line as a note;
/// - warnings of one cause (one rule, one message subject: the names it quotes, e.g. one
///   ambiguous name, one deprecated token) become one finding at the first occurrence, every other
///   occurrence kept as an `occurrence i of n` note at its line.
public enum FindingGrouping {
    /// The prefix of the notes that list a grouped finding's other occurrences.
    public static let occurrencePrefix = "occurrence "

    public static func apply(_ findings: [Finding]) -> [Finding] {
        groupRepeatedWarnings(foldIcons(findings))
    }

    /// How many occurrences a (possibly grouped) diagnostic stands for.
    public static func occurrences(of diagnostic: Diagnostic) -> Int {
        1 + diagnostic.notes.filter { $0.message.hasPrefix(occurrencePrefix) }.count
    }

    // MARK: Icons

    /// An icon: an `Icon Color`, or a node named for a symbol (`… › Icon`, `… › Checkmark`,
    /// `… › Tick` — `SpecVocabulary.symbolNames`).
    static func isIcon(_ finding: Finding) -> Bool {
        guard finding.id == .a11yContrastNonText, finding.drawnPair != nil, let component = finding.subject.component else { return false }
        let property = finding.subject["property"] ?? ""
        let name = lastSegment(component).lowercased()
        return property.lowercased().contains("icon") || name.contains("icon")
            || name.split(whereSeparator: { !$0.isLetter }).contains { SpecVocabulary.symbolNames.contains(String($0)) }
    }

    /// "Screen › Card › Icon" → "Screen › Card".
    static func parent(_ component: String) -> String {
        guard let range = component.range(of: " › ", options: .backwards) else { return "" }
        return String(component[..<range.lowerBound])
    }

    static func lastSegment(_ component: String) -> String {
        guard let range = component.range(of: " › ", options: .backwards) else { return component }
        return String(component[range.upperBound...])
    }

    static func foldIcons(_ findings: [Finding]) -> [Finding] {
        var result = findings
        var removed = Set<Int>()
        for (index, icon) in findings.enumerated() where isIcon(icon) {
            guard let component = icon.subject.component else { continue }
            // The label: a text finding drawing the same pair on the icon's own node, its parent
            // or a sibling, in the same file.
            let candidates = [component, parent(component)].filter { !$0.isEmpty }
            guard
                let labelIndex = findings.indices.first(where: { other in
                    // Read in place: a finding copied for every candidate was most of this function.
                    guard findings[other].id == .a11yContrastText, findings[other].drawnPair == icon.drawnPair,
                        findings[other].subject.file == icon.subject.file, let name = findings[other].subject.component
                    else { return false }
                    return candidates.contains(name) || parent(name) == parent(component) && !parent(component).isEmpty
                })
            else { continue }
            removed.insert(index)
            var label = result[labelIndex]
            let iconName = icon.subject.component == label.subject.component
                ? "its \(icon.subject["property"] ?? "icon")" : "its icon \"\(lastSegment(component))\""
            // Foundation's search only where the phrase's bytes (ASCII, with no other spelling) are.
            let phrase = "; the same pair draws "
            if !(holdsBytes(label.message, phrase) && label.message.contains(phrase)) {
                label.message += "; the same pair draws \(iconName)"
            } else {
                label.message += ", \(iconName)"
            }
            label.notes.append(.init("\(iconName) draws the same pair here (non-text, 3:1 needed)", at: icon.range))
            result[labelIndex] = label
        }
        return result.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }

    /// Whether `word`'s bytes occur in `text`'s.
    static func holdsBytes(_ text: String, _ word: String) -> Bool {
        let haystack = Array(text.utf8), needle = Array(word.utf8)
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first && haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }

    // MARK: Repeated warnings

    /// The cause of a warning: its rule and the names its message quotes (never the values).
    static func cause(_ finding: Finding) -> String {
        var quoted: [Substring]
        if let found = quotedByBytes(finding.message) {
            quoted = found
        } else {
            quoted = []
            var rest = finding.message[...]
            while let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") {
                quoted.append(rest[rest.index(after: open)..<close])
                rest = rest[rest.index(after: close)...]
            }
        }
        return finding.id.rawValue + "\u{0}" + (quoted.isEmpty ? finding.message : quoted.joined(separator: "\u{0}"))
    }

    /// The texts between pairs of `"` in a message, found over its bytes; nil when a quote mark
    /// has a byte outside ASCII beside it (which might join it into another character), for the
    /// caller to look character by character.
    static func quotedByBytes(_ message: String) -> [Substring]? {
        let utf8 = message.utf8
        var marks: [String.Index] = []
        var index = utf8.startIndex
        while let found = utf8[index...].firstIndex(of: UInt8(ascii: "\"")) {
            let next = utf8.index(after: found)
            if next < utf8.endIndex, utf8[next] >= 0x80 { return nil }
            if found > utf8.startIndex, utf8[utf8.index(before: found)] >= 0x80 { return nil }
            marks.append(found)
            index = next
        }
        var out: [Substring] = []
        var position = 0
        while position + 1 < marks.count {
            out.append(message[utf8.index(after: marks[position])..<marks[position + 1]])
            position += 2
        }
        return out
    }

    /// Notes that say a check was skipped, grouped by id whatever their message: "nothing is
    /// skipped in silence" without one note per place burying the rest (issue 19 item 6).
    public static let groupedSkipIDs: Set<DiagnosticID> = [.specUnverifiedClaim]

    public static func groupRepeatedWarnings(_ findings: [Finding]) -> [Finding] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        var result: [(key: String?, finding: Finding)] = []
        for finding in findings {
            // Skipped checks of one kind (claims not checked) are one finding for the cause.
            let skipped = finding.severity == .note && groupedSkipIDs.contains(finding.id)
            guard finding.severity == .warning || skipped else {
                result.append((nil, finding))
                continue
            }
            let key = skipped ? finding.id.rawValue + "\u{0}" + finding.id.rawValue : cause(finding)
            if groups[key] == nil {
                order.append(key)
                result.append((key, finding))
            }
            groups[key, default: []].append(finding)
        }
        return result.map { entry in
            guard let key = entry.key, let members = groups[key], members.count > 1 else { return entry.finding }
            let sorted = Finding.sortedForOutput(members)
            var lead = sorted[0]
            let count = sorted.count
            lead.message += groupedSkipIDs.contains(lead.id)
                ? " (one of \(count) claims not checked; every place is listed)" : " (\(count) times; every place is listed)"
            var notes = lead.notes
            for (offset, other) in sorted.enumerated().dropFirst() {
                let same = other.message == sorted[0].message
                notes.append(.init("\(occurrencePrefix)\(offset + 1) of \(count)" + (same ? "" : ": " + other.message), at: other.range))
            }
            lead.notes = notes
            // One finding for the cause: its fingerprint names the cause, not the first place.
            var subject = FindingSubject(
                tokens: Array(Set(sorted.flatMap(\.subject.tokens))).sorted(),
                component: Set(sorted.map(\.subject.component)).count == 1 ? lead.subject.component : nil,
                file: Set(sorted.map(\.subject.file)).count == 1 ? lead.subject.file : nil)
            subject.details = [.init("cause", key.split(separator: "\u{0}").dropFirst().joined(separator: " | "))]
            lead.subject = subject
            return lead
        }
    }
}
