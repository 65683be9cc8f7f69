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
