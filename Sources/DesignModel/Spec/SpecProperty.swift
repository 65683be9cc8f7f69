import Diagnostics

/// A property of a node (`Background`, `Text Color`, `Touch Target`, …) with every value the
/// spec gives it, each under its qualifiers (docs/spec-format.md §2.4.4).
public struct SpecProperty: Sendable {
    /// The canonical key of the key table (§2.5.1).
    public var key: String
    public var kind: SpecValueKind
    /// In the order written; lookup picks the most specific entry, ties to the later line.
    public var entries: [SpecEntry]

    public init(key: String, kind: SpecValueKind, entries: [SpecEntry] = []) {
        self.key = key
        self.kind = kind
        self.entries = entries
    }
}

/// One value of a property under a set of qualifiers, with the line that wrote it.
public struct SpecEntry: Sendable {
    public var qualifiers: SpecQualifiers
    public var value: SpecValue
    /// The value as written (the text after the key, or the alternative of an inline list).
    public var written: String
    /// The key as written (`Label Color`, `Light Mode`).
    public var writtenKey: String
    /// The line of the item (or table row) that wrote the value; the column is the value's.
    public var range: SourceRange

    public init(qualifiers: SpecQualifiers, value: SpecValue, written: String, writtenKey: String, range: SourceRange) {
        self.qualifiers = qualifiers
        self.value = value
        self.written = written
        self.writtenKey = writtenKey
        self.range = range
    }
}

/// The context a value applies to: at most one value per dimension; nil is a wildcard.
public struct SpecQualifiers: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var mode: String?
    /// A canonical state (`selected`) or a custom state name in lowercase (`after grant`).
    public var state: String?
    public var device: String?
    public var orientation: String?
    /// A variant table row.
    public var variant: String?
    /// One of several unqualified alternatives (`Success Green (#00B894) or Error Red (#D63031)`),
    /// named by its written text; each is checked on its own.
    public var alternative: String?

    public init(
        mode: String? = nil, state: String? = nil, device: String? = nil, orientation: String? = nil, variant: String? = nil,
        alternative: String? = nil
    ) {
        self.mode = mode
        self.state = state
        self.device = device
        self.orientation = orientation
        self.variant = variant
        self.alternative = alternative
    }

    public static let none = SpecQualifiers()

    /// How many dimensions are set: the specificity used by lookup.
    public var count: Int {
        [mode, state, device, orientation, variant, alternative].reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    }

    public var isEmpty: Bool { count == 0 }

    /// How specific the qualifiers are, for lookup: one per dimension set, plus a tenth per
    /// further theming axis a mode qualifier names (`dark+high` beats `dark`, not `dark` + a state).
    public var specificity: Double {
        Double(count) + 0.1 * Double(max(0, (mode.map(Self.modeParts)?.count ?? 0) - 1))
    }

    /// The axis values a mode qualifier names: `dark+high` → `dark`, `high`.
    public static func modeParts(_ mode: String) -> [Substring] { mode.split(separator: "+") }

    /// Whether a mode qualifier applies in a mode of the design system. With theming axes the
    /// modes are combinations (`dark+high`) and a qualifier names the value of one axis or
    /// several (`dark`, `high`, `dark+high`, in any order): it applies in every combination that
    /// holds those values. Also true for a combination name against itself (one axis: the mode).
    public static func mode(_ qualifier: String, appliesIn mode: String) -> Bool {
        if qualifier == mode { return true }
        let theirs = modeParts(mode)
        guard theirs.count > 1 else { return false }
        return modeParts(qualifier).allSatisfy(theirs.contains)
    }

    /// `other` with this set's dimensions layered over it; nil when a dimension conflicts. Mode
    /// qualifiers naming different axes combine (`Dark mode:` over `High contrast:` →
    /// `dark+high`); one naming the other's values and more is the more specific.
    public func merged(over other: SpecQualifiers) -> SpecQualifiers? {
        func merge(_ a: String?, _ b: String?) -> (String?, Bool) {
            guard let a else { return (b, true) }
            guard let b else { return (a, true) }
            return (a, a == b)
        }
        func mergeModes(_ a: String?, _ b: String?) -> (String?, Bool) {
            guard let a, let b, a != b else { return merge(a, b) }
            let (mine, theirs) = (Self.modeParts(a), Self.modeParts(b))
            if mine.count > 1 || theirs.count > 1 {
                if theirs.allSatisfy(mine.contains) { return (a, true) }
                if mine.allSatisfy(theirs.contains) { return (b, true) }
            }
            return (a, false)
        }
        let pairs = [
            mergeModes(mode, other.mode), merge(state, other.state), merge(device, other.device),
            merge(orientation, other.orientation), merge(variant, other.variant), merge(alternative, other.alternative),
        ]
        guard pairs.allSatisfy(\.1) else { return nil }
        return SpecQualifiers(
            mode: pairs[0].0, state: pairs[1].0, device: pairs[2].0, orientation: pairs[3].0, variant: pairs[4].0,
            alternative: pairs[5].0)
    }

    /// Whether every qualifier set here is satisfied by `context` (whose nil dimensions satisfy
    /// only unset qualifiers).
    public func isSatisfied(by context: SpecQualifiers) -> Bool {
        func ok(_ mine: String?, _ theirs: String?) -> Bool { mine == nil || mine == theirs }
        let modeOK = mode.map { mine in context.mode.map { Self.mode(mine, appliesIn: $0) } ?? false } ?? true
        return modeOK && ok(state, context.state) && ok(device, context.device)
            && ok(orientation, context.orientation) && ok(variant, context.variant) && ok(alternative, context.alternative)
    }

    /// `[dark, selected, iPhone SE]`, empty for no qualifiers.
    public var description: String {
        let parts = [mode, state, device, orientation, variant.map { "variant " + $0 }, alternative.map { "or " + $0 }]
            .compactMap { $0 }
        return parts.isEmpty ? "" : "[" + parts.joined(separator: ", ") + "]"
    }

    public static func < (lhs: SpecQualifiers, rhs: SpecQualifiers) -> Bool {
        lhs.sortKey.lexicographicallyPrecedes(rhs.sortKey)
    }

    private var sortKey: [String] {
        [mode, state, device, orientation, variant, alternative].map { $0 ?? "" }
    }
}
