import Diagnostics

/// A contrast ratio the prose states (docs/spec-format.md §2.12.1), with its colors as read.
public struct SpecContrastClaim: Sendable {
    public enum Scope: String, Sendable, Hashable {
        /// One foreground on one background.
        case pair
        /// "All text meets 4.5:1": every text of the screen (or of the document).
        case blanket
        /// No foreground could be determined: shown, not verified.
        case unverified
    }

    /// The words before the ratio (`Headline`, `Switch active color`).
    public var subject: String?
    public var statedRatio: Double
    /// `AA`, `AAA`, `AA large`, `AAA large`, when stated.
    public var statedLevel: String?
    public var scope: Scope
    public var foreground: SpecColorValue?
    /// Nil: the screen's effective background (§2.12.1).
    public var background: SpecColorValue?
    /// The screen (or catalog component) the claim is about; nil for document-level sections.
    public var node: String?
    /// The item's text as written.
    public var text: String
    public var range: SourceRange

    public init(
        subject: String?, statedRatio: Double, statedLevel: String?, scope: Scope, foreground: SpecColorValue?,
        background: SpecColorValue?, node: String?, text: String, range: SourceRange
    ) {
        self.subject = subject
        self.statedRatio = statedRatio
        self.statedLevel = statedLevel
        self.scope = scope
        self.foreground = foreground
        self.background = background
        self.node = node
        self.text = text
        self.range = range
    }
}

/// `✅ Touch Targets: All buttons 44×44pt minimum (shutter 70×70pt)` (§2.12.2).
public struct SpecTouchTargetClaim: Sendable {
    public struct Part: Sendable, Hashable {
        /// `buttons` for "All buttons", a node name for "Skip button (60×44pt)"; nil for a bare size.
        public var subject: String?
        /// True for `All …` and a bare minimum: every interactive node.
        public var appliesToAll: Bool
        public var width: Double?
        public var height: Double?
        /// Ids of the nodes a subject resolved to.
        public var nodes: [String]

        public init(subject: String?, appliesToAll: Bool, width: Double?, height: Double?, nodes: [String]) {
            self.subject = subject
            self.appliesToAll = appliesToAll
            self.width = width
            self.height = height
            self.nodes = nodes
        }
    }

    public var parts: [Part]
    public var node: String?
    public var text: String
    public var range: SourceRange

    public init(parts: [Part], node: String?, text: String, range: SourceRange) {
        self.parts = parts
        self.node = node
        self.text = text
        self.range = range
    }
}

/// A token value the document restates (`typography.title2 (28pt bold)`, a token-table row),
/// checked against the token file (§2.12.3).
public struct SpecTokenClaim: Sendable {
    public enum Status: Sendable, Hashable {
        /// Every stated part equals the token.
        case matches
        /// The token exists; the claim states no value (`level1 - Profile section`).
        case referenceOnly
        /// Some stated part differs (`spec/token-drift`).
        case drift(String)
        /// The reference names no token (`spec/unknown-token`).
        case unknownToken
    }

    /// The reference as written.
    public var written: String
    public var token: TokenPath?
    /// The mode a `.light`/`.dark` suffix selected.
    public var mode: String?
    /// The stated value as written (`28pt bold`, `#FF6B6B / #FF8787`).
    public var stated: String?
    public var usage: String?
    public var status: Status
    public var range: SourceRange

    public init(
        written: String, token: TokenPath?, mode: String?, stated: String?, usage: String?, status: Status, range: SourceRange
    ) {
        self.written = written
        self.token = token
        self.mode = mode
        self.stated = stated
        self.usage = usage
        self.status = status
        self.range = range
    }
}

/// A claim that states no pair, only a property of everything in its scope (docs/spec-format.md
/// §2.12.4): "All text meets minimum ratios", "WCAG 2.1 AA compliant", "icons meet 3:1", "All
/// interactive elements 44×44pt", "17pt body minimum", "2pt blue focus ring". Kiln judges it
/// against the findings of its scope.
public struct SpecScopedClaim: Sendable, Hashable {
    /// What the claim is about; a compliance claim is about all of them.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case textContrast = "text contrast"
        case nonTextContrast = "non-text contrast"
        case touchTarget = "touch target"
        /// "8pt minimum between interactive elements".
        case targetSpacing = "spacing between targets"
        case fontSize = "font size"
        /// "Adequate line height (1.3x font size)": every text style's line height.
        case lineHeight = "line height"
        /// "No fixed font sizes (always use text styles)": every text uses a text style.
        case textStyles = "text styles"
        case focusIndicator = "focus indicator"
        /// "Selected state is clearly visible", "visible pressed states": what shows the state
        /// has contrast.
        case stateIndicator = "state indicator"
    }

    /// Where the claim holds: one screen (its heading's lines), the document, or the whole
    /// design system (a checklist or summary section).
    public enum Scope: Sendable, Hashable {
        case screen(name: String, file: String, lines: ClosedRange<Int>)
        case document(file: String)
        case system

        /// True when a place lies in the scope.
        public func contains(_ range: SourceRange) -> Bool {
            switch self {
            case .screen(_, let file, let lines): range.file == file && lines.contains(range.start.line)
            case .document(let file): range.file == file
            case .system: true
            }
        }

        /// `of "Welcome"`, `in this document`, `in the design system`.
        public var phrase: String {
            switch self {
            case .screen(let name, _, _): "of \"\(name)\""
            case .document: "in this document"
            case .system: "in the design system"
            }
        }
    }

    /// The color words a focus claim names ("2pt blue ring" → `blue`): it is about indicators
    /// of that color only.
    public var namedColors: [String] {
        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
        return words.filter { Self.colorWords.contains($0) }
    }

    static let colorWords: Set<String> = [
        "blue", "coral", "red", "green", "black", "white", "gray", "grey", "teal", "orange", "yellow", "purple", "pink", "gold", "amber",
    ]

    public var kinds: [Kind]
    /// "WCAG 2.1 AA compliant": every kind, named as compliance in messages.
    public var isCompliance: Bool
    /// A stated minimum ratio (`4.5:1` for text, `3:1` for non-text); nil: WCAG AA's own.
    public var ratio: Double?
    /// A stated size in points: the touch-target side or the minimum font size.
    public var size: Double?
    /// A stated touch-target box (`44×44pt`): width and height.
    public var width: Double?
    public var height: Double?
    /// The mode the claim states ("in dark mode"), nil for every mode.
    public var mode: String?
    /// The states the claim is about ("when pressed", "selected state"); empty for every state.
    public var states: [String] = []
    /// A stated factor ("1.3x font size").
    public var factor: Double?
    public var scope: Scope
    public var text: String
    public var range: SourceRange

    public init(
        kinds: [Kind], isCompliance: Bool, ratio: Double? = nil, size: Double? = nil, width: Double? = nil, height: Double? = nil,
        mode: String? = nil, states: [String] = [], factor: Double? = nil, scope: Scope, text: String, range: SourceRange
    ) {
        self.states = states
        self.factor = factor
        self.kinds = kinds
        self.isCompliance = isCompliance
        self.ratio = ratio
        self.size = size
        self.width = width
        self.height = height
        self.mode = mode
        self.scope = scope
        self.text = text
        self.range = range
    }
}
