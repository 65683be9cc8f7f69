/// The stable identifier of a kind of diagnostic, `family/name` (`yaml/syntax`,
/// `a11y/contrast-text`): what users search for, configure and suppress.
///
/// Every id is defined once, in `Catalog/<Family>IDs.swift`, with a one-sentence summary and,
/// where it always has one, its severity; reports print `rawValue`, and `docs/diagnostics.md`
/// is generated from `catalog`. Equality, hashing and order are by `rawValue` alone.
public struct DiagnosticID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let family: DiagnosticFamily
    /// The kebab-case name inside the family (`contrast-text`).
    public let name: String
    /// `family/name`, as reports, kiln.yaml and baselines spell it.
    public let rawValue: String
    /// What the diagnostic means, in one sentence for a designer.
    public let summary: String
    /// The severity the diagnostic always has, or nil when it depends on configuration (rules)
    /// or on a setting such as `strict`.
    public let severity: Severity?

    init(_ family: DiagnosticFamily, _ name: String, _ summary: String, severity: Severity? = nil) {
        self.family = family
        self.name = name
        self.rawValue = family.rawValue + "/" + name
        self.summary = summary
        self.severity = severity
    }

    public var description: String { rawValue }

    public static func == (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Every id Kiln reports, family by family in `DiagnosticFamily` order.
    public static let catalog: [DiagnosticID] = DiagnosticFamily.allCases.flatMap(\.ids)

    private static let byRawValue: [String: DiagnosticID] = Dictionary(
        catalog.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })

    /// The catalog's id spelled `rawValue` (from kiln.yaml, a baseline, the command line).
    public init?(rawValue: String) {
        guard let id = Self.byRawValue[rawValue] else { return nil }
        self = id
    }

    /// The id with the same name in another family (`yaml/syntax` → `config/syntax` when the
    /// YAML file is kiln.yaml); nil when that family has no such id.
    public func inFamily(_ family: DiagnosticFamily) -> DiagnosticID? {
        DiagnosticID(rawValue: family.rawValue + "/" + name)
    }
}

/// The first part of an id: which part of Kiln found the problem, and what that means for the
/// exit status and the outputs.
public enum DiagnosticFamily: String, CaseIterable, Sendable, Hashable, Comparable {
    case a11y, palette, tokens, spec
    case io, config, yaml, limit, output
    case token, type, value, alias, mode, format, resolver, studio, figma
    case baseline, suppression

    /// What the family's diagnostics are about, for the docs.
    public var meaning: String {
        switch self {
        case .a11y: "Accessibility rules: the contrast, touch targets and text sizes of what the specs draw."
        case .palette: "Palette rules: whether the colors of a categorical palette can be told apart."
        case .tokens: "Token rules: naming, deprecation and the modes colors must have."
        case .spec: "Screen specs: references, values and claims in the Markdown specs, and the rules that check them."
        case .io: "Files and folders that cannot be found, read or written."
        case .config: "kiln.yaml: settings that are unknown, malformed or out of range."
        case .yaml: "YAML and JSON syntax of token and spec files."
        case .limit: "Inputs or outputs past Kiln's size limits (see [limits.md](limits.md))."
        case .output: "Generated files that cannot be written safely."
        case .token: "The structure of token files: names, groups, duplicates."
        case .type: "Token types (`$type`)."
        case .value: "Token values that do not fit their type."
        case .alias: "References between tokens that do not resolve cleanly."
        case .mode: "Modes (light, dark, …): values missing for a mode, or modes not declared."
        case .format: "Common deviations from the DTCG format that Kiln reads leniently (errors with `strict: true`)."
        case .resolver: "DTCG resolver files: sets, modifiers and the resolution order."
        case .studio: "Tokens Studio exports: `$themes.json`, `$metadata.json`, token sets and color modifiers."
        case .figma: "Figma variables exports: collections, modes, variables and aliases."
        case .baseline: "The baseline of accepted findings."
        case .suppression: "Suppressions in kiln.yaml."
        }
    }

    /// An error in this family means Kiln could not read its input at all (or, `limit`, would
    /// not: it is larger than kiln.yaml allows): exit status 2 instead of 1.
    public var isUnusableInput: Bool {
        switch self {
        case .io, .config, .yaml, .output, .limit: true
        default: false
        }
    }

    /// Findings of the check stage's rules: they never block code generation.
    public var isRuleFinding: Bool {
        switch self {
        case .a11y, .palette, .tokens, .spec: true
        default: false
        }
    }

    /// The family's ids, in the order of its catalog file.
    public var ids: [DiagnosticID] {
        switch self {
        case .a11y: Self.a11yIDs
        case .palette: Self.paletteIDs
        case .tokens: Self.tokensIDs
        case .spec: Self.specIDs
        case .io: Self.ioIDs
        case .config: Self.configIDs
        case .yaml: Self.yamlIDs
        case .limit: Self.limitIDs
        case .output: Self.outputIDs
        case .token: Self.tokenIDs
        case .type: Self.typeIDs
        case .value: Self.valueIDs
        case .alias: Self.aliasIDs
        case .mode: Self.modeIDs
        case .format: Self.formatIDs
        case .resolver: Self.resolverIDs
        case .studio: Self.studioIDs
        case .figma: Self.figmaIDs
        case .baseline: Self.baselineIDs
        case .suppression: Self.suppressionIDs
        }
    }

    public static func < (lhs: DiagnosticFamily, rhs: DiagnosticFamily) -> Bool { lhs.rawValue < rhs.rawValue }
}
