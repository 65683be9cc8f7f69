import DesignModel
import Synchronization

/// What makes one platform's view model differ from another's: names, types and literals.
/// Everything else — ordering, modes, collision checks, palettes, docs — is the shared
/// transform in `ViewModelBuilder`.
public protocol PlatformConventions: Sendable {
    /// `Swift`, `Dart`, `CSS`, `JSON`: used in messages.
    var platformName: String { get }
    /// Where a token goes and what it is called there.
    func placement(of token: Token) -> Placement
    func modeIdentifier(_ mode: String) -> String
    /// The declared type of the token on the platform.
    func platformType(of token: Token, variesByMode: Bool) -> String
    /// The token's value in one mode, printed for the platform.
    func literal(_ value: ResolvedValue, of token: Token, mode: Int) -> ViewModel.Literal
    /// The enumeration a categorical palette becomes, and its cases.
    func paletteIdentifier(_ palette: CategoricalPalette) -> String
    func paletteCaseName(_ member: Token) -> String
    func categoryTypeIdentifier(palette identifier: String) -> String
    func categoryCaseName(_ category: String) -> String
    /// True when the token's literals read other tokens (CSS `var()` references with
    /// `outputReferences`): a resident build then prints them again on every build instead of
    /// reusing the entry of an unchanged token (`EmitCache`).
    func readsOtherTokens(_ token: Token) -> Bool
    /// False for the native outputs, which have no viewport or font glyphs to size by: a token
    /// with a length in `vw`, `vh`, `vmin`, `vmax`, `ch` or `ex` is left out of them, reported.
    var writesWebOnlyUnits: Bool { get }
    /// The Figma code syntax platform whose names this output takes for its members (`iOS`,
    /// `ANDROID`); nil where the conventions apply code syntax themselves (CSS) or have none.
    var codeSyntaxPlatform: String? { get }
    /// The member a code syntax names on this platform, made a valid identifier; nil keeps Kiln's.
    func member(fromCodeSyntax text: String) -> String?
}

/// A token's place on a platform: the container (enum, class, rule) and its member name.
public struct Placement: Sendable, Hashable {
    public var containerKind: String
    public var container: String
    /// The group (first path segment) the container stands for, if it stands for one: two
    /// groups that map to one container name are a collision.
    public var group: String?
    public var member: String
    /// What precedes the member in messages (`DesignTokens.Color.`).
    public var displayPrefix: String

    public init(containerKind: String, container: String, group: String?, member: String, displayPrefix: String) {
        self.containerKind = containerKind
        self.container = container
        self.group = group
        self.member = member
        self.displayPrefix = displayPrefix
    }

    /// How the name is shown in messages (`DesignTokens.Colors.primaryCoral`, `--color-primary-coral`).
    public var display: String { displayPrefix + Identifiers.bare(member) }
}

/// The member segments of a token (the path after its group segment) and, when those are all
/// `$root`, the group's own segment.
public func memberSegments(of token: Token, segments: [String]) -> ArraySlice<String> {
    if segments.count > 1 {
        let rest = segments.dropFirst()
        return rest.allSatisfy({ $0 == "$root" }) ? segments.prefix(1) : rest
    }
    return segments[...]
}

/// Per-group results computed once (a container name for `color` is the same for thousands of tokens).
public final class GroupCache<Value: Sendable>: Sendable {
    private let storage = Mutex<(values: [String: Value], last: (group: String, value: Value)?)>(([:], nil))
    public init() {}
    public func value(_ group: String, _ make: () -> Value) -> Value {
        // Tokens come sorted by path, so a run of thousands shares one group: check the last first.
        let cached = storage.withLock { storage -> Value? in
            if let last = storage.last, last.group == group { return last.value }
            guard let value = storage.values[group] else { return nil }
            storage.last = (group, value)
            return value
        }
        if let cached { return cached }
        let value = make()
        storage.withLock {
            $0.values[group] = value
            $0.last = (group, value)
        }
        return value
    }

    /// The group named by the first `length` bytes of `path`, and its value. A run of tokens of
    /// one group gets the last group's String back instead of a new one per token.
    public func value(path: String, groupLength length: Int, _ make: (String) -> Value) -> (group: String, value: Value) {
        if let cached = last(path: path, groupLength: length) { return cached }
        let group = String(Substring(path.utf8.prefix(length)))
        return (group, value(group) { make(group) })
    }

    /// The last group asked for and its value when the first `length` bytes of `path` name it,
    /// else nil. Callers check this before `value(path:groupLength:_:)`: forming that call's
    /// closure copies what it captures (a platform's conventions: a retain per field) for
    /// every token, though almost every token hits the last group.
    public func last(path: String, groupLength length: Int) -> (group: String, value: Value)? {
        storage.withLock { storage -> (group: String, value: Value)? in
            guard let last = storage.last, Self.isPrefix(last.group, of: path, length: length) else { return nil }
            return last
        }
    }

    private static func isPrefix(_ group: String, of path: String, length: Int) -> Bool {
        guard group.utf8.count == length, path.utf8.count >= length else { return false }
        var group = group
        var path = path
        return group.withUTF8 { groupBytes in
            path.withUTF8 { pathBytes in
                for index in 0..<length where groupBytes[index] != pathBytes[index] { return false }
                return true
            }
        }
    }
}

/// A platform's spelling of a list of font families (quoted, escaped, fallbacks), made once per
/// list: a project names a handful of families across thousands of typography tokens, and
/// quoting them again for each token is a large cost for every token and platform. Keyed by
/// the list itself (compared in full), so any list gets its own text; at most `limit` lists are
/// kept, later ones are made each time.
public final class FamilyTexts: Sendable {
    private let storage = Mutex<[(families: [String], text: String)]>([])
    private static let limit = 64

    public init() {}

    public func text(_ families: [String], _ make: ([String]) -> String) -> String {
        let cached = storage.withLock { entries -> String? in
            for entry in entries where entry.families == families { return entry.text }
            return nil
        }
        if let cached { return cached }
        let text = make(families)
        storage.withLock { entries in
            if entries.count < Self.limit, !entries.contains(where: { $0.families == families }) { entries.append((families, text)) }
        }
        return text
    }
}

extension PlatformConventions {
    public func paletteIdentifier(_ palette: CategoricalPalette) -> String { palette.path.name }
    public func paletteCaseName(_ member: Token) -> String { member.path.name }
    public func categoryTypeIdentifier(palette identifier: String) -> String { identifier + "Category" }
    public func categoryCaseName(_ category: String) -> String { category }
    public func readsOtherTokens(_ token: Token) -> Bool { false }
    public var writesWebOnlyUnits: Bool { true }
    public var codeSyntaxPlatform: String? { nil }
    public func member(fromCodeSyntax text: String) -> String? { nil }
}

/// Path segments repeat across thousands of tokens (`color`, `palette`, `500`): split each once.
enum WordCache {
    private static let cache = Mutex<[String: [String]]>([:])

    static func split(_ segment: String) -> [String] {
        if let words = cache.withLock({ $0[segment] }) { return words }
        let words = NameCasing.split(segment)
        cache.withLock { $0[segment] = words }
        return words
    }
}
