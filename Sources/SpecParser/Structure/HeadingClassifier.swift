import DesignModel

/// Heading names and classes (docs/spec-format.md §2.3).
enum HeadingClassifier {
    enum Marker: String {
        case screen, component, section
    }

    struct Name {
        var marker: Marker?
        /// True when a numbering (`4.`, `1.1`) was removed.
        var numbered: Bool
        var name: String
        var alias: String?
        /// The text before the parenthetical was removed (for the section vocabulary).
        var full: String
    }

    static let sectionPhrases: [(SpecSection.Kind, [String])] = [
        (.components, ["components used", "components", "component breakdown", "anatomy", "elements", "parts"]),
        (.animations, [
            "interactive states & animations", "interactive states and animations", "interactive states", "animations",
            "animation", "motion",
        ]),
        // `Accessibility` in the languages specs are written in (`ხელმისაწვდომობა`, `Достъпност`).
        (.accessibility, ["accessibility"] + SubjectHeadings.claimWords.sorted()),
        (.tokens, ["design tokens used", "design tokens", "tokens used", "tokens"]),
        (.responsive, ["responsive behavior", "responsive design", "responsive"]),
        (.documentation, [
            "overview", "purpose", "user journey", "user flow", "layout structure", "layout", "content guidelines", "edge cases",
            "usage guidelines", "implementation", "flutter implementation notes", "notes", "design notes",
            "dark mode specifications", "color adjustments", "illustrations", "summary", "additional specifications",
            "asset export requirements", "design handoff checklist", "next steps", "appendix", "approval", "revision history",
            "version history",
        ]),
    ]

    /// §2.3.1: marker, numbering, trailing parenthetical.
    static func name(_ raw: String) -> Name {
        var text = Normalize.text(raw).trimmed
        while text.hasSuffix(":") { text.removeLast() }
        var marker: Marker?
        let lower = text.lowercased()
        for candidate in [Marker.screen, .component, .section] where lower.hasPrefix(candidate.rawValue) {
            let after = text.dropFirst(candidate.rawValue.count)
            // `\b[^:]{0,20}:\s*(.+)`
            guard after.first.map({ !$0.isLetter }) ?? false, let colon = after.firstIndex(of: ":"),
                after.distance(from: after.startIndex, to: colon) <= 20
            else { continue }
            let rest = after[after.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !rest.isEmpty else { continue }
            marker = candidate
            text = rest
            break
        }
        var numbered = false
        if let stripped = stripNumbering(text) {
            text = stripped
            numbered = true
        }
        let full = text
        var alias: String?
        if let (rest, inner) = Normalize.trailingParenthetical(text), !rest.isEmpty {
            text = rest
            alias = inner
        }
        return Name(marker: marker, numbered: numbered, name: text, alias: alias, full: full)
    }

    /// `^(\d+(\.\d+)*\.?|[A-Z]\.)\s+`
    static func stripNumbering(_ text: String) -> String? {
        let characters = Array(text)
        var index = 0
        if index < characters.count, characters[index].isASCII, characters[index].isNumber {
            while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "." {
                index += 1
            }
        } else if characters.count >= 2, characters[0].isUppercase, characters[0].isASCII, characters[1] == "." {
            index = 2
        } else {
            return nil
        }
        guard index < characters.count, characters[index] == " " else { return nil }
        let rest = String(characters[index...]).trimmed
        return rest.isEmpty ? nil : rest
    }

    /// The section kind a name belongs to (§2.3.2).
    static func sectionKind(_ name: Name) -> SpecSection.Kind? {
        if name.marker == .section { return .documentation }
        for candidate in [name.full, name.name] {
            let lower = candidate.lowercased()
            for (kind, phrases) in sectionPhrases {
                for phrase in phrases {
                    if lower == phrase { return kind }
                    if lower.hasPrefix(phrase), let next = lower.dropFirst(phrase.count).first, next == " " || next == ":" || next == "(" {
                        return kind
                    }
                }
            }
        }
        return nil
    }
}
