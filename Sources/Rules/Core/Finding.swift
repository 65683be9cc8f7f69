import DesignModel
import Diagnostics

/// One problem a rule found: where, what, the measured value against the requirement, fixes,
/// and a stable `fingerprint` that identifies it across edits.
///
/// The fingerprint is the rule id plus the subject's key — token paths, component, mode, state,
/// device — never a line number or a measured value, so editing unrelated lines, or nudging a
/// failing color without fixing it, keeps the finding recognizable to the baseline.
public struct Finding: Sendable, Hashable {
    /// The rule's id, or the id of the diagnostic another stage reported.
    public var id: DiagnosticID
    public var severity: Severity
    /// One sentence; quotes identifiers, says what was found and what is required.
    public var message: String
    /// Where the problem is written: the spec line of the property, the `kiln.yaml` entry that
    /// declares the pair, or the token definition.
    public var range: SourceRange
    /// Related places: the definitions of the tokens involved, the other member of a pair.
    public var notes: [Diagnostic.Note]
    /// Suggested fixes, best first.
    public var fixes: [FixSuggestion]
    public var subject: FindingSubject
    public var measurement: MeasuredValue?
    /// For spec contrast findings: what is drawn (foreground and background colors, the modes,
    /// state, device and variant), so a finding drawing the identical pair elsewhere in the same
    /// component (an icon next to its label) can be folded into it. Not part of the fingerprint.
    public var drawnPair: String?

    public init(
        id: DiagnosticID, severity: Severity, message: String, range: SourceRange, notes: [Diagnostic.Note] = [],
        fixes: [FixSuggestion] = [], subject: FindingSubject, measurement: MeasuredValue? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixes = fixes
        self.subject = subject
        self.measurement = measurement
    }

    /// `rule subject-key`, e.g. `a11y/contrast-text foreground=color.text.secondary
    /// background=color.background.primary mode=dark`. Stable across unrelated edits.
    public var fingerprint: String {
        let key = subject.key
        return key.isEmpty ? id.rawValue : id.rawValue + " " + key
    }

    /// The finding as a diagnostic; the fixes become the hint.
    public var diagnostic: Diagnostic {
        Diagnostic(
            id: id, severity: severity, message: message, range: range, notes: notes,
            hint: fixes.isEmpty ? nil : fixes.map(\.message).joined(separator: "; "))
    }

    /// A finding carrying a diagnostic another stage reported (the spec parser's
    /// `spec/off-palette` and friends), so severities, suppressions and the baseline apply to
    /// it too. Its fingerprint is the id, file and message (never the line).
    public init(diagnostic: Diagnostic) {
        var subject = FindingSubject()
        subject.file = diagnostic.range.isNone ? nil : diagnostic.range.file
        subject.details = [.init("message", diagnostic.message)]
        self.init(
            id: diagnostic.id, severity: diagnostic.severity, message: diagnostic.message, range: diagnostic.range,
            notes: diagnostic.notes, fixes: diagnostic.hint.map { [FixSuggestion(.text, $0)] } ?? [], subject: subject)
    }

    /// Findings sort like diagnostics: file, position, rule, then fingerprint.
    public static func sortedForOutput(_ findings: [Finding]) -> [Finding] {
        findings.sorted { lhs, rhs in
            if lhs.range.file != rhs.range.file { return lhs.range.file < rhs.range.file }
            if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
            if lhs.id != rhs.id { return lhs.id < rhs.id }
            return lhs.fingerprint < rhs.fingerprint
        }
    }
}

/// What a finding is about, as data: the parts that make up its fingerprint, and what
/// suppressions (`token:`, `component:`, `file:`) and reporters match on.
public struct FindingSubject: Sendable, Hashable {
    /// One `key=value` part of the subject, in the order the rule gives them.
    public struct Detail: Sendable, Hashable {
        public var key: String
        public var value: String
        public init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }
    }

    /// Every token the finding concerns (foreground, background, palette members …).
    public var tokens: [TokenPath]
    /// The spec component (`Screen › Component`) for spec-based findings.
    public var component: String?
    /// The spec file, for spec-based findings (part of the fingerprint: a component name is
    /// unique only within its file).
    public var file: String?
    /// Ordered facts: `foreground`, `background`, `mode`, `state`, `device`, `vision`, …
    public var details: [Detail]

    public init(tokens: [TokenPath] = [], component: String? = nil, file: String? = nil, details: [Detail] = []) {
        self.tokens = tokens
        self.component = component
        self.file = file
        self.details = details
    }

    public subscript(key: String) -> String? { details.first { $0.key == key }?.value }

    /// The fingerprint part: `file=… component=… key=value …` in a fixed order.
    public var key: String {
        var parts: [String] = []
        if let file { parts.append("file=" + file) }
        if let component { parts.append("component=" + component) }
        parts += details.map { "\($0.key)=\($0.value)" }
        return parts.joined(separator: " ")
    }
}

/// A computed value next to its requirement: `3.02` against `4.5` (`ratio`), `6.1` against `10`
/// (`deltaE2000`), `40` against `44` (`pt`).
public struct MeasuredValue: Sendable, Hashable {
    public var value: Double
    public var required: Double
    public var unit: String

    public init(value: Double, required: Double, unit: String) {
        self.value = value
        self.required = required
        self.unit = unit
    }
}

/// A concrete change that would resolve a finding.
public struct FixSuggestion: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Use this color literal (`replacement` is a hex code).
        case color
        /// Use this existing token (`replacement` is its path).
        case token
        /// Anything else, in words.
        case text
    }

    public var kind: Kind
    /// One clause, shown as the diagnostic's hint.
    public var message: String
    public var replacement: String?
    /// The mode the suggestion is for, when it differs per mode.
    public var mode: String?

    public init(_ kind: Kind, _ message: String, replacement: String? = nil, mode: String? = nil) {
        self.kind = kind
        self.message = message
        self.replacement = replacement
        self.mode = mode
    }
}
