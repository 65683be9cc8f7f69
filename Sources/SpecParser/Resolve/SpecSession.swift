import ColorScience
import DesignModel
import Diagnostics

/// State shared by every reader while one spec set is parsed: the token index and the
/// collected diagnostics. A reference type so deep readers can report without threading
/// `inout` through every call; one parse uses one session on one thread.
final class SpecSession {
    let index: TokenIndex
    var diagnostics = DiagnosticCollector()
    /// Token references made by spec lines: (token, node id, line).
    var tokenUses: [(TokenPath, String?, SourceRange)] = []
    /// The node whose lines are being read (for token references).
    var currentNode: String?

    init(index: TokenIndex) {
        self.index = index
    }

    func warning(_ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], hint: String? = nil) {
        diagnostics.add(.warning(id, message, at: range, notes: notes, hint: hint))
    }

    func note(_ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], hint: String? = nil) {
        diagnostics.add(.note(id, message, at: range, notes: notes, hint: hint))
    }

    func use(_ token: TokenPath, at range: SourceRange) {
        tokenUses.append((token, currentNode, range))
    }
}

/// Everything a value reader needs about where it reads: the document's modes and
/// vocabulary, the variables variant tables bind, and the line being read.
struct ValueEnv {
    let session: SpecSession
    let vocabulary: QualifierVocabulary
    /// Variables bound by variant tables anywhere in the document (lowercased).
    let variables: Set<String>
    /// Where diagnostics about the value point.
    var range: SourceRange
    /// The mode the value is written for (a `Dark Mode:` qualifier), if any.
    var mode: String?
    /// False for colors that are parts of other tokens (shadow layers): no `spec/off-palette`.
    var reportsOffPalette = true
    /// The document's mode mapping (`DocumentDraft.modeMap`).
    var modeMap: [String: RGBA] = [:]
    /// Names several design-system colors share that the document writes with exactly one hex
    /// (`Light Gray (#E0E0E0)`): name key → that color and its line (`DocumentBuilder.namePins`).
    var namePins: [String: NamePin] = [:]
    /// The document's own color names (`DocumentPalette`): they win over the tokens' names.
    var palette: [String: NamePin] = [:]
    /// False for colors a claim names: no mapping and no `spec/unknown-in-mode`.
    var followsModes = true
    /// What the color paints (`Background`, `Border`, a text color), when the property says so:
    /// a name several design-system colors share is read as the one made for that role
    /// (`Off-White` as a background is `…off-white-surface`, not `…off-white-text`).
    var role: ColorRole?

    var modes: [String] { vocabulary.modes }
    var index: TokenIndex { session.index }

    /// The modes a value is resolved in: those the qualifier applies in (with theming axes,
    /// `dark` is every combination holding it), else all.
    var resolutionModes: [String] { vocabulary.modes(matching: mode) }
}

/// A shared color name the document itself pins to one value, and where.
struct NamePin: Hashable {
    var color: RGBA
    var written: String
    var line: Int
    /// The color in each mode, when the document's style table gives one per mode.
    var modeColors: [String: RGBA] = [:]
}

/// The role a color plays on its line, and the token-path words that mark a color made for it.
enum ColorRole: String {
    case background, border, text

    var pathWords: Set<String> {
        switch self {
        case .background: ["background", "surface", "bg", "fill"]
        case .border: ["border", "stroke", "divider", "outline"]
        case .text: ["text", "label", "foreground"]
        }
    }

    /// The role of a property: its kind, else its key's words (`Text Color`, `Placeholder Color`).
    static func of(key: String, kind: SpecValueKind) -> ColorRole? {
        switch kind {
        case .background: return .background
        case .border: return .border
        case .color:
            let words = Set(key.lowercased().split(separator: " ").map(String.init))
            return words.isDisjoint(with: ["text", "label", "placeholder", "title", "caption"]) ? nil : .text
        default: return nil
        }
    }
}

/// Message wording for the parser's diagnostics, in one place (docs/spec-format.md §2.14).
enum SpecMessages {
    /// `Primary Coral (#FF6B6B), 20% darker`: a color as a state changed it.
    static func changed(_ written: String, _ change: SpecColorChange) -> String {
        func percent(_ fraction: Double) -> String {
            let tenths = (abs(fraction) * 1000).rounded() / 10
            return (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + "%"
        }
        var out = written
        if change.lightness != 0 { out += ", \(percent(change.lightness)) \(change.lightness < 0 ? "darker" : "lighter")" }
        if let opacity = change.opacity { out += ", at \(percent(opacity)) opacity" }
        return out
    }

    static func unreadable(_ value: String, as kind: String) -> String {
        "cannot read \"\(value)\" as \(kind); kept as documentation"
    }

    static func kindPhrase(_ kind: SpecValueKind) -> String {
        switch kind {
        case .color: "a color"
        case .background: "a background"
        case .border: "a border"
        case .radius: "a radius"
        case .length: "a length"
        case .size: "a size"
        case .touchTarget: "a touch target"
        case .padding: "padding"
        case .typography: "typography"
        case .fontWeight: "a font weight"
        case .keyword: "a keyword"
        case .text: "text"
        case .icon: "an icon"
        case .component: "a component"
        case .reference: "a node reference"
        case .opacity: "an opacity"
        case .shadow: "a shadow"
        case .duration: "a duration"
        case .easing: "an easing curve"
        case .motion: "an animation"
        case .sequence: "a sequence"
        }
    }

    static func describe(_ paths: [TokenPath], index: TokenIndex, mode: String?) -> String {
        paths.map { path in
            let value = mode.flatMap { index.color(path, mode: $0) } ?? index.modes.lazy.compactMap { index.color(path, mode: $0) }.first
            return "\(path) (\(value?.hex ?? "?"))"
        }.joined(separator: ", ")
    }

    static func modePhrase(_ modes: [String], of all: [String]) -> String {
        if all.count <= 1 || modes.count == all.count { return "" }
        return " in " + modes.joined(separator: " and ") + " mode"
    }
}
