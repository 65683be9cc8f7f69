import ColorScience
import Diagnostics

/// What changed between two versions of a design system (`kiln diff`, the site's Changes page):
/// tokens added, removed, renamed and changed per mode, and findings that appeared or were fixed.
///
/// Plain values, sorted, with every number already computed (ΔE2000, contrast ratios), so the
/// text, Markdown and JSON printers and the site only format them. Findings are matched by rule
/// id and subject (their fingerprint), never by line, so moving a token does not count as a fix.
public struct DesignChanges: Sendable, Hashable {
    /// What the two sides are, for headings: `main (3f2a1c9)`, `work tree`, a folder.
    public var baseLabel: String
    public var headLabel: String
    /// Modes only one side has.
    public var addedModes: [String]
    public var removedModes: [String]
    public var added: [TokenEntry]
    public var removed: [TokenEntry]
    public var renamed: [Rename]
    public var changed: [TokenChange]
    public var appearedFindings: [FindingEntry]
    public var fixedFindings: [FindingEntry]

    public init(
        baseLabel: String, headLabel: String, addedModes: [String] = [], removedModes: [String] = [], added: [TokenEntry] = [],
        removed: [TokenEntry] = [], renamed: [Rename] = [], changed: [TokenChange] = [], appearedFindings: [FindingEntry] = [],
        fixedFindings: [FindingEntry] = []
    ) {
        self.baseLabel = baseLabel
        self.headLabel = headLabel
        self.addedModes = addedModes
        self.removedModes = removedModes
        self.added = added
        self.removed = removed
        self.renamed = renamed
        self.changed = changed
        self.appearedFindings = appearedFindings
        self.fixedFindings = fixedFindings
    }

    /// True when nothing a reader would care about changed (file layout and lines may differ).
    public var isEmpty: Bool {
        addedModes.isEmpty && removedModes.isEmpty && added.isEmpty && removed.isEmpty && renamed.isEmpty && changed.isEmpty
            && appearedFindings.isEmpty && fixedFindings.isEmpty
    }

    /// New findings of error severity: what `kiln diff --fail-on-new-errors` fails on.
    public var appearedErrors: [FindingEntry] { appearedFindings.filter { $0.severity == .error } }

    /// `3 tokens changed, 1 added, 1 renamed; 1 finding appeared, 2 fixed` — the one-line summary.
    public var summary: String {
        let tokenCounts = [(changed.count, "changed"), (added.count, "added"), (removed.count, "removed"), (renamed.count, "renamed")]
            .filter { $0.0 > 0 }
        // The noun goes on the first part only: "2 tokens changed, 1 added".
        let tokenParts = tokenCounts.enumerated().map { index, part in
            index == 0 ? "\(part.0) token\(part.0 == 1 ? "" : "s") \(part.1)" : "\(part.0) \(part.1)"
        }
        var findingParts: [String] = []
        if !appearedFindings.isEmpty {
            findingParts.append("\(appearedFindings.count) finding\(appearedFindings.count == 1 ? "" : "s") appeared")
        }
        if !fixedFindings.isEmpty {
            findingParts.append(findingParts.isEmpty ? "\(fixedFindings.count) finding\(fixedFindings.count == 1 ? "" : "s") fixed" : "\(fixedFindings.count) fixed")
        }
        var modeParts: [String] = []
        if !addedModes.isEmpty { modeParts.append("mode\(addedModes.count == 1 ? "" : "s") added: " + addedModes.joined(separator: ", ")) }
        if !removedModes.isEmpty { modeParts.append("mode\(removedModes.count == 1 ? "" : "s") removed: " + removedModes.joined(separator: ", ")) }
        let groups = [modeParts.joined(separator: ", "), tokenParts.joined(separator: ", "), findingParts.joined(separator: ", ")].filter { !$0.isEmpty }
        return groups.isEmpty ? "no changes" : groups.joined(separator: "; ")
    }
}

extension DesignChanges {
    /// A token as it is on one side: its type, value per mode and where it is written.
    public struct TokenEntry: Sendable, Hashable {
        public var path: TokenPath
        public var type: TokenType
        public var values: [ModeValue]
        /// `tokens/color.yaml:12`, on the side the token exists.
        public var location: String

        public init(path: TokenPath, type: TokenType, values: [ModeValue], location: String) {
            self.path = path
            self.type = type
            self.values = values
            self.location = location
        }

        /// One value when every mode holds the same, else `light #FFF, dark #000`.
        public var valueText: String {
            guard let first = values.first else { return "unresolved" }
            if values.allSatisfy({ $0.text == first.text }) { return first.text }
            return values.map { "\($0.mode) \($0.text)" }.joined(separator: ", ")
        }
    }

    /// A value in one mode: its canonical spelling and, for colors, the color.
    public struct ModeValue: Sendable, Hashable {
        public var mode: String
        public var text: String
        public var color: RGBA?

        public init(mode: String, text: String, color: RGBA? = nil) {
            self.mode = mode
            self.text = text
            self.color = color
        }
    }

    /// A token that kept its value and its place (same group, or the same line of the same
    /// file) under a new name.
    public struct Rename: Sendable, Hashable {
        public var from: TokenPath
        public var to: TokenEntry

        public init(from: TokenPath, to: TokenEntry) {
            self.from = from
            self.to = to
        }
    }

    /// A token on both sides whose type or value differs in at least one mode.
    public struct TokenChange: Sendable, Hashable {
        public var path: TokenPath
        public var type: TokenType
        /// Set when the type itself changed.
        public var previousType: TokenType?
        /// Only the modes whose value differs.
        public var modes: [ModeChange]
        public var location: String

        public init(path: TokenPath, type: TokenType, previousType: TokenType? = nil, modes: [ModeChange], location: String) {
            self.path = path
            self.type = type
            self.previousType = previousType
            self.modes = modes
            self.location = location
        }
    }

    /// One mode's before and after (nil where the side has no value in that mode).
    public struct ModeChange: Sendable, Hashable {
        public var mode: String
        public var before: ModeValue?
        public var after: ModeValue?
        /// CIEDE2000 between the two colors, when both are colors.
        public var deltaE: Double?
        /// The declared contrast pairs (kiln.yaml `contrastPairs:`) that name this token.
        public var contrast: [ContrastChange]

        public init(mode: String, before: ModeValue?, after: ModeValue?, deltaE: Double? = nil, contrast: [ContrastChange] = []) {
            self.mode = mode
            self.before = before
            self.after = after
            self.deltaE = deltaE
            self.contrast = contrast
        }
    }

    /// A contrast pair's ratio before and after, against what it needs.
    public struct ContrastChange: Sendable, Hashable {
        /// `color.text.primary on color.background.primary`.
        public var pair: String
        public var before: Double?
        public var after: Double?
        public var required: Double

        public init(pair: String, before: Double?, after: Double?, required: Double) {
            self.pair = pair
            self.before = before
            self.after = after
            self.required = required
        }

        /// `passes → fails` and friends: whether the change crossed the requirement.
        public var verdict: String {
            let was = before.map { WCAG.passes(ratio: $0, required: required) }
            let now = after.map { WCAG.passes(ratio: $0, required: required) }
            switch (was, now) {
            case (true?, false?): return "now fails"
            case (false?, true?): return "now passes"
            case (_, true?): return "passes"
            case (_, false?): return "fails"
            default: return "unresolved"
            }
        }
    }

    /// A finding on one side only.
    public struct FindingEntry: Sendable, Hashable {
        public var ruleID: String
        public var severity: Severity
        public var message: String
        /// Rule id and subject: how the two sides' findings are matched.
        public var fingerprint: String
        /// `specs/checkout.md:14`, on the side the finding exists (empty when it has no place).
        public var location: String

        public init(ruleID: String, severity: Severity, message: String, fingerprint: String, location: String) {
            self.ruleID = ruleID
            self.severity = severity
            self.message = message
            self.fingerprint = fingerprint
            self.location = location
        }
    }
}
